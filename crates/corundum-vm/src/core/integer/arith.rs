//! Integer arithmetic and comparison: `+ - * / %`, `div`, `divmod`, `remainder`, `fdiv`, `**`
//! and `pow(b, mod)`, `<=>`, `==`, `eql?` and the relational operators.
//!
//! Invariants: `/` and `%` are floored; results are normalised (a value that fits a Fixnum is
//! never a Bignum); Bignum operands of a megabyte or more are probed before arithmetic
//! (`probe_big_op`), and powers are bounded as CRuby bounds them (`BIGLEN_LIMIT`).

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::coerce::{coerce_bin, coerce_cmp, coerce_relop, num_equal, zero_div};
use super::{big_fdiv, floor_div, floor_mod, int_float_cmp, int_to_f64, is_integer, probe_big_op, to_big};
use crate::core::float::{self as flo};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn op_str(op: char) -> &'static str {
    match op {
        '+' => "+",
        '-' => "-",
        '*' => "*",
        '/' => "/",
        _ => "%",
    }
}

pub(super) fn int_arith(vm: &mut Vm, recv: Value, o: Value, op: char) -> VmResult {
    if Value::both_fixnum(recv, o) {
        let (a, b) = (recv.as_fixnum(), o.as_fixnum());
        let r = match op {
            '+' => a.checked_add(b),
            '-' => a.checked_sub(b),
            '*' => a.checked_mul(b),
            '/' => {
                if b == 0 {
                    return Err(zero_div(vm));
                }
                a.checked_div(b).map(|_| floor_div(a, b))
            }
            _ => {
                if b == 0 {
                    return Err(zero_div(vm));
                }
                a.checked_rem(b).map(|_| floor_mod(a, b))
            }
        };
        if let Some(r) = r {
            return Ok(vm.new_int(r));
        }
    }
    if let Some(f) = vm.float_value(o) {
        let a = int_to_f64(recv);
        let r = match op {
            '+' => a + f,
            '-' => a - f,
            '*' => a * f,
            '/' => flo::double_div(a, f),
            _ => match flo::float_mod(a, f) {
                Some(m) => m,
                None => return Err(zero_div(vm)),
            },
        };
        return Ok(vm.new_float(r));
    }
    if is_integer(o) {
        probe_big_op(vm, recv, o)?;
    }
    let (Some(a), Some(b)) = (to_big(recv), to_big(o)) else {
        return coerce_bin(vm, recv, o, op_str(op));
    };
    let r = match op {
        '+' => a + b,
        '-' => a - b,
        '*' => a * b,
        '/' => {
            if b.is_zero() {
                return Err(zero_div(vm));
            }
            a.div_floor(&b)
        }
        _ => {
            if b.is_zero() {
                return Err(zero_div(vm));
            }
            a.mod_floor(&b)
        }
    };
    Ok(vm.new_bignum(r))
}

pub(super) fn i_div(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if is_integer(o) {
        return int_arith(vm, recv, o, '/');
    }
    if let Some(f) = vm.float_value(o) {
        if f == 0.0 {
            return Err(zero_div(vm));
        }
        let q = flo::double_div(int_to_f64(recv), f);
        return flo::float_to_int(vm, q.floor());
    }
    coerce_bin(vm, recv, o, "div")
}

pub(super) fn i_divmod(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if let Some(f) = vm.float_value(o) {
        let Some((d, m)) = flo::flodivmod(int_to_f64(recv), f) else { return Err(zero_div(vm)) };
        let q = flo::float_to_int(vm, d)?;
        vm.temp_roots.push(q);
        let mv = vm.new_float(m);
        vm.temp_roots.push(mv);
        let r = vm.new_array(vec![q, mv]);
        vm.temp_roots.truncate(vm.temp_roots.len() - 2);
        return Ok(r);
    }
    if !is_integer(o) {
        return coerce_bin(vm, recv, o, "divmod");
    }
    let q = int_arith(vm, recv, o, '/')?;
    vm.temp_roots.push(q);
    let m = int_arith(vm, recv, o, '%');
    let m = match m {
        Ok(m) => m,
        Err(e) => {
            vm.temp_roots.pop();
            return Err(e);
        }
    };
    vm.temp_roots.push(m);
    let r = vm.new_array(vec![q, m]);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    Ok(r)
}

pub(super) fn i_remainder(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if Value::both_fixnum(recv, o) {
        let (a, b) = (recv.as_fixnum(), o.as_fixnum());
        if b == 0 {
            return Err(zero_div(vm));
        }
        return Ok(Value::fixnum(a.checked_rem(b).unwrap_or(0)));
    }
    if is_integer(o) {
        let (a, b) = (to_big(recv).expect("int"), to_big(o).expect("int"));
        if b.is_zero() {
            return Err(zero_div(vm));
        }
        return Ok(vm.new_bignum(a % b));
    }
    if let Some(y) = vm.float_value(o) {
        let x = int_to_f64(recv);
        let Some(z) = flo::float_mod(x, y) else { return Err(zero_div(vm)) };
        if z != 0.0 && ((x < 0.0 && y > 0.0) || (x > 0.0 && y < 0.0)) {
            if y.is_infinite() {
                return Ok(recv);
            }
            return Ok(vm.new_float(z - y));
        }
        return Ok(vm.new_float(z));
    }
    coerce_bin(vm, recv, o, "remainder")
}

/// Integer#fdiv as f64.
pub(super) fn int_fdiv_f64(vm: &mut Vm, recv: Value, o: Value) -> VmResult<f64> {
    if is_integer(o) {
        if Value::both_fixnum(recv, o) {
            let (a, b) = (recv.as_fixnum(), o.as_fixnum());
            if a.unsigned_abs() < (1 << 53) && b.unsigned_abs() < (1 << 53) {
                return Ok(flo::double_div(a as f64, b as f64));
            }
        }
        let (a, b) = (to_big(recv).expect("int"), to_big(o).expect("int"));
        return Ok(big_fdiv(&a, &b));
    }
    if let Some(f) = vm.float_value(o) {
        return Ok(flo::double_div(int_to_f64(recv), f));
    }
    let r = coerce_bin(vm, recv, o, "fdiv")?;
    flo::need_f64(vm, r)
}

pub(super) fn i_fdiv(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let f = int_fdiv_f64(vm, recv, args.get(0))?;
    Ok(vm.new_float(f))
}

/// Bits CRuby allows in a power's result before "exponent is too large" (bignum.c).
pub(super) const BIGLEN_LIMIT: u128 = 1 << 34;

pub(super) fn big_pow_checked(vm: &mut Vm, base: &BigInt, e: u64) -> VmResult<BigInt> {
    let xbits = base.bits().max(1) as u128;
    if xbits * e as u128 > BIGLEN_LIMIT {
        return Err(vm.arg_error("exponent is too large"));
    }
    Ok(num_traits::pow(base.clone(), e as usize))
}

pub(super) fn int_pow(vm: &mut Vm, recv: Value, o: Value) -> VmResult {
    if let Some(dy) = vm.float_value(o) {
        let a = int_to_f64(recv);
        if recv.is_fixnum() {
            if dy == 0.0 {
                return Ok(vm.new_float(1.0));
            }
            if a == 0.0 {
                return Ok(vm.new_float(if dy < 0.0 { f64::INFINITY } else { 0.0 }));
            }
            if a == 1.0 {
                return Ok(vm.new_float(1.0));
            }
        }
        // A negative base to a fractional power is a Complex (CRuby's polar_pi form).
        if a < 0.0 && dy != dy.round() {
            return Ok(crate::core::complex::dbl_complex_polar_pi(vm, (-a).powf(dy), dy));
        }
        return Ok(vm.new_float(a.powf(dy)));
    }
    if !is_integer(o) {
        return coerce_bin(vm, recv, o, "**");
    }
    let base = to_big(recv).expect("integer receiver");
    if base.is_one() {
        return Ok(Value::fixnum(1));
    }
    if base == BigInt::from(-1) {
        let odd = to_big(o).expect("int").is_odd();
        return Ok(Value::fixnum(if odd { -1 } else { 1 }));
    }
    let e = to_big(o).expect("int");
    if e.is_negative() {
        // The Rational 1/(x**-e), as CRuby's `rb_rational_raw1(x) ** y`.
        if base.is_zero() {
            return Err(zero_div(vm));
        }
        let r = crate::core::rational::from_int(vm, recv);
        return crate::core::rational::rat_pow(vm, r, o);
    }
    if base.is_zero() {
        return Ok(Value::fixnum(if e.is_zero() { 1 } else { 0 }));
    }
    let Some(n) = e.to_u64().filter(|_| Value::fits_fixnum(e.to_i64().unwrap_or(i64::MAX))) else {
        return Err(vm.arg_error("exponent is too large"));
    };
    if recv.is_fixnum() && n < 64 {
        if let Some(r) = recv.as_fixnum().checked_pow(n as u32) {
            return Ok(vm.new_int(r));
        }
    }
    let r = big_pow_checked(vm, &base, n)?;
    Ok(vm.new_bignum(r))
}

pub(super) fn i_pow(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() == 2 {
        let (e, m) = (args.get(0), args.get(1));
        if !is_integer(e) {
            return Err(vm.type_error("Integer#pow() 2nd argument not allowed unless a 1st argument is integer"));
        }
        if to_big(e).expect("int").is_negative() {
            return Err(vm.make_error(vm.core.range_error, "Integer#pow() 1st argument cannot be negative when 2nd argument specified"));
        }
        if !is_integer(m) {
            return Err(vm.type_error("Integer#pow() 2nd argument not allowed unless all arguments are integers"));
        }
        let (a, e, m) = (to_big(recv).expect("int"), to_big(e).expect("int"), to_big(m).expect("int"));
        if m.is_zero() {
            return Err(zero_div(vm));
        }
        let r = a.modpow(&e, &m.abs());
        let r = r.mod_floor(&m);
        return Ok(vm.new_bignum(r));
    }
    if args.len() != 1 {
        return Err(vm.arg_count_error(args.len(), 1, 2));
    }
    int_pow(vm, recv, args.get(0))
}

/// `a <=> b` for an Integer receiver: Some(None) for NaN, None when `b` is not a number.
pub(super) fn int_cmp_values(vm: &Vm, a: Value, b: Value) -> Option<Option<Ordering>> {
    if Value::both_fixnum(a, b) {
        return Some(Some(a.as_fixnum().cmp(&b.as_fixnum())));
    }
    if let Some(f) = vm.float_value(b) {
        return Some(int_float_cmp(a, f));
    }
    if is_integer(b) {
        return Some(Some(to_big(a)?.cmp(&to_big(b)?)));
    }
    None
}

pub(super) fn int_rel(vm: &mut Vm, recv: Value, args: &Args, op: char) -> VmResult {
    let o = args.get(0);
    match int_cmp_values(vm, recv, o) {
        Some(Some(ord)) => Ok(Value::bool(match op {
            '<' => ord.is_lt(),
            'l' => ord.is_le(),
            '>' => ord.is_gt(),
            _ => ord.is_ge(),
        })),
        Some(None) => Ok(Value::FALSE),
        None => {
            let name = match op {
                '<' => "<",
                'l' => "<=",
                '>' => ">",
                _ => ">=",
            };
            coerce_relop(vm, recv, o, name)
        }
    }
}

pub(super) fn int_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    match int_cmp_values(vm, recv, o) {
        Some(ord) => Ok(Value::bool(ord == Some(Ordering::Equal))),
        None => num_equal(vm, recv, o),
    }
}

pub(super) fn int_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    match int_cmp_values(vm, recv, o) {
        Some(Some(ord)) => Ok(Value::fixnum(ord as i64)),
        Some(None) => Ok(Value::NIL),
        None => coerce_cmp(vm, recv, o),
    }
}

pub(super) fn i_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    Ok(Value::bool(is_integer(o) && int_cmp_values(vm, recv, o) == Some(Some(Ordering::Equal))))
}
