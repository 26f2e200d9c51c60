//! Integer: one class over Fixnum (tagged) and Bignum (num-bigint) representations, with
//! overflow promotion and normalisation back to Fixnum (`Vm::new_bignum`).
//!
//! Semantics follow CRuby's numeric.c/bignum.c: floored `/` and `%`, exact Integer/Float
//! comparison, the coerce protocol for foreign operands (`do_coerce`), CRuby's rounding with
//! negative digits (including its Bignum quirks), and `Integer()`'s strict parser.
//!
//! Known gap: Corundum has no Rational, so `Integer ** negative Integer` answers the Float value
//! of the Rational CRuby would return (`2 ** -2` is 0.25, CRuby prints `(1/4)`), and a negative
//! base raised to a fractional Float gives NaN where CRuby returns a Complex.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::core::float::{self as flo, RoundMode};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Floored division (Ruby's `/` on Integers): rounds towards negative infinity.
#[inline]
pub fn floor_div(x: i64, y: i64) -> i64 {
    let q = x / y;
    if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }
}
/// Floored modulo (Ruby's `%`): the result has the divisor's sign.
#[inline]
pub fn floor_mod(x: i64, y: i64) -> i64 {
    let m = x % y;
    if m != 0 && ((m < 0) != (y < 0)) {
        m + y
    } else {
        m
    }
}

pub fn big_to_f64(b: &BigInt) -> f64 {
    b.to_f64().unwrap_or(if b.is_negative() { f64::NEG_INFINITY } else { f64::INFINITY })
}

pub fn f64_to_big(f: f64) -> BigInt {
    // Exact conversion of an integral double.
    let bits = f.to_bits();
    let neg = bits >> 63 != 0;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = if exp == 0 { (bits & ((1 << 52) - 1)) << 1 } else { (bits & ((1 << 52) - 1)) | (1 << 52) };
    let shift = exp - 1075;
    let mut b = BigInt::from(mant);
    if shift > 0 {
        b <<= shift as usize;
    } else {
        b >>= (-shift) as usize;
    }
    if neg {
        -b
    } else {
        b
    }
}

/// An Integer value as a BigInt (for the slow paths).
pub fn to_big(v: Value) -> Option<BigInt> {
    if v.is_fixnum() {
        Some(BigInt::from(v.as_fixnum()))
    } else if obj::is_type(v, ObjType::Bignum) {
        Some((*obj::as_bignum(v).value).clone())
    } else {
        None
    }
}

/// Checks, for operands of a megabyte or more, that the copies and the result of a binary
/// operation on `a` and `b` can be allocated: num-bigint allocates infallibly, and a failure
/// there ends the process, where CRuby raises NoMemoryError.
fn probe_big_op(vm: &mut Vm, a: Value, b: Value) -> VmResult<()> {
    let words = |v: Value| if is_bignum(v) { obj::as_bignum(v).value.bits().div_ceil(64) as u128 } else { 1 };
    let total = words(a) + words(b);
    if total < (1 << 17) {
        return Ok(());
    }
    // Both copies, the result (at most their sum) and the multiplication's scratch space.
    vm.check_alloc(total * 4, 8)
}

#[inline]
pub fn is_integer(v: Value) -> bool {
    v.is_fixnum() || obj::is_type(v, ObjType::Bignum)
}

fn is_bignum(v: Value) -> bool {
    obj::is_type(v, ObjType::Bignum)
}

fn int_sign(v: Value) -> Ordering {
    if v.is_fixnum() {
        v.as_fixnum().cmp(&0)
    } else if is_bignum(v) {
        if obj::as_bignum(v).value.is_negative() {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    } else {
        Ordering::Equal
    }
}

pub fn int_to_f64(v: Value) -> f64 {
    if v.is_fixnum() {
        v.as_fixnum() as f64
    } else if is_bignum(v) {
        big_to_f64(&obj::as_bignum(v).value)
    } else {
        0.0
    }
}

/// `x * 2**e` without intermediate overflow.
pub fn ldexp(mut x: f64, mut e: i64) -> f64 {
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
        if x.is_infinite() {
            return x;
        }
    }
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
        if x == 0.0 {
            return x;
        }
    }
    x * 2f64.powi(e as i32)
}

/// `a / b` as a double, computed from the exact quotient (CRuby's `big_fdiv`).
fn big_fdiv(a: &BigInt, b: &BigInt) -> f64 {
    if b.is_zero() {
        return flo::double_div(big_to_f64(a), 0.0);
    }
    if a.is_zero() {
        return if a.is_negative() != b.is_negative() { -0.0 } else { 0.0 };
    }
    let neg = a.is_negative() != b.is_negative();
    let (a, b) = (a.abs(), b.abs());
    let shift = 66 - (a.bits() as i64 - b.bits() as i64);
    let (n, d) = if shift > 0 { (a << shift as usize, b) } else { (a, b << (-shift) as usize) };
    let (mut q, r) = n.div_rem(&d);
    if !r.is_zero() {
        q |= BigInt::one();
    }
    let f = ldexp(big_to_f64(&q), -shift);
    if neg {
        -f
    } else {
        f
    }
}

/// Exact comparison of an Integer with a double (CRuby's `rb_integer_float_cmp`); None for NaN.
pub fn int_float_cmp(v: Value, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    if v.is_fixnum() {
        let i = v.as_fixnum();
        if i.unsigned_abs() < (1u64 << 53) {
            return (i as f64).partial_cmp(&f);
        }
    }
    let b = to_big(v)?;
    let t = f.trunc();
    match b.cmp(&f64_to_big(t)) {
        Ordering::Equal => Some(if f > t {
            Ordering::Less
        } else if f < t {
            Ordering::Greater
        } else {
            Ordering::Equal
        }),
        o => Some(o),
    }
}

// ---------------------------------------------------------------- coerce protocol

/// CRuby's `do_coerce`: `y.coerce(x)`, giving the pair to retry with. Without `err`, a missing
/// coerce (or a nil answer) gives None instead of TypeError.
fn do_coerce(vm: &mut Vm, x: Value, y: Value, err: bool) -> VmResult<Option<(Value, Value)>> {
    if !vm.respond_to(y, sym::COERCE, true) {
        if err {
            let k = vm.class_of_real(x);
            let into = vm.module_name(k);
            return Err(flo::coerce_fail(vm, y, &into));
        }
        return Ok(None);
    }
    let ary = vm.call_method(y, sym::COERCE, &[x], None)?;
    if !err && ary.is_nil() {
        return Ok(None);
    }
    if !obj::is_type(ary, ObjType::Array) || obj::as_array(ary).items.len() != 2 {
        return Err(vm.type_error("coerce must return [x, y]"));
    }
    let items = &obj::as_array(ary).items;
    Ok(Some((items[0], items[1])))
}

/// `x op y` through `y.coerce(x)` (CRuby's `rb_num_coerce_bin`).
pub fn coerce_bin(vm: &mut Vm, x: Value, y: Value, op: &str) -> VmResult {
    let (a, b) = do_coerce(vm, x, y, true)?.expect("coerce with err");
    vm.call_method(a, intern(op), &[b], None)
}

/// `x <=> y` through coerce, nil when not comparable (CRuby's `rb_num_coerce_cmp`).
pub fn coerce_cmp(vm: &mut Vm, x: Value, y: Value) -> VmResult {
    match do_coerce(vm, x, y, false)? {
        Some((a, b)) => vm.call_method(a, sym::CMP, &[b], None),
        None => Ok(Value::NIL),
    }
}

/// A relational operator through coerce; ArgumentError "comparison of X with Y failed" when
/// the operands cannot be compared (CRuby's `rb_num_coerce_relop`).
pub fn coerce_relop(vm: &mut Vm, x: Value, y: Value, op: &str) -> VmResult {
    match do_coerce(vm, x, y, false)? {
        Some((a, b)) => {
            let r = vm.call_method(a, intern(op), &[b], None)?;
            if r.is_nil() {
                return Err(crate::core::comparable::compare_failed(vm, x, y));
            }
            Ok(r)
        }
        None => Err(crate::core::comparable::compare_failed(vm, x, y)),
    }
}

/// Numeric `==` with a non-numeric: `y == x` (CRuby's `num_equal`).
pub fn num_equal(vm: &mut Vm, x: Value, y: Value) -> VmResult {
    if x == y {
        return Ok(Value::TRUE);
    }
    let r = vm.call_method(y, sym::EQ, &[x], None)?;
    Ok(Value::bool(r.truthy()))
}

/// `Integer op other` when `other` is not an Integer (kept for callers using the char form).
pub fn coerce_binop(vm: &mut Vm, recv: Value, other: Value, op: char) -> VmResult {
    let name = match op {
        '+' => "+",
        '-' => "-",
        '*' => "*",
        '/' => "/",
        '%' => "%",
        '<' => return coerce_relop(vm, recv, other, "<"),
        '>' => return coerce_relop(vm, recv, other, ">"),
        'l' => return coerce_relop(vm, recv, other, "<="),
        'g' => return coerce_relop(vm, recv, other, ">="),
        _ => "**",
    };
    coerce_bin(vm, recv, other, name)
}

fn zero_div(vm: &mut Vm) -> crate::vm::Unwind {
    flo::zero_div(vm)
}

/// `rb_to_int`: an Integer argument (Floats truncate through to_int), TypeError otherwise.
pub fn to_int_value(vm: &mut Vm, v: Value) -> VmResult {
    if is_integer(v) {
        return Ok(v);
    }
    if let Some(f) = vm.float_value(v) {
        return flo::float_to_int(vm, f.trunc());
    }
    if v.is_nil() || v == Value::TRUE || v == Value::FALSE || v.is_symbol() || obj::is_type(v, ObjType::String) {
        return Err(vm.conversion_error(v, "Integer"));
    }
    if vm.respond_to(v, sym::TO_INT, true) {
        let r = vm.call_method(v, sym::TO_INT, &[], None)?;
        if is_integer(r) {
            return Ok(r);
        }
        let n = vm.conversion_name(v);
        let rn = vm.conversion_name(r);
        return Err(vm.type_error(&format!("can't convert {n} to Integer ({n}#to_int gives {rn})")));
    }
    Err(vm.conversion_error(v, "Integer"))
}

// ---------------------------------------------------------------- arithmetic

fn op_str(op: char) -> &'static str {
    match op {
        '+' => "+",
        '-' => "-",
        '*' => "*",
        '/' => "/",
        _ => "%",
    }
}

fn int_arith(vm: &mut Vm, recv: Value, o: Value, op: char) -> VmResult {
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

fn i_div(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn i_divmod(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn i_remainder(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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
fn int_fdiv_f64(vm: &mut Vm, recv: Value, o: Value) -> VmResult<f64> {
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

fn i_fdiv(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let f = int_fdiv_f64(vm, recv, args.get(0))?;
    Ok(vm.new_float(f))
}

/// Bits CRuby allows in a power's result before "exponent is too large" (bignum.c).
const BIGLEN_LIMIT: u128 = 1 << 34;

fn big_pow_checked(vm: &mut Vm, base: &BigInt, e: u64) -> VmResult<BigInt> {
    let xbits = base.bits().max(1) as u128;
    if xbits * e as u128 > BIGLEN_LIMIT {
        return Err(vm.arg_error("exponent is too large"));
    }
    Ok(num_traits::pow(base.clone(), e as usize))
}

fn int_pow(vm: &mut Vm, recv: Value, o: Value) -> VmResult {
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
        // CRuby answers the Rational 1/(x**-e); Corundum has no Rational: its Float value.
        if base.is_zero() {
            return Err(zero_div(vm));
        }
        let Some(n) = (-e).to_u64() else { return Err(vm.arg_error("exponent is too large")) };
        let p = big_pow_checked(vm, &base, n)?;
        return Ok(vm.new_float(1.0 / big_to_f64(&p)));
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

fn i_pow(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

// ---------------------------------------------------------------- comparison

/// `a <=> b` for an Integer receiver: Some(None) for NaN, None when `b` is not a number.
fn int_cmp_values(vm: &Vm, a: Value, b: Value) -> Option<Option<Ordering>> {
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

fn int_rel(vm: &mut Vm, recv: Value, args: &Args, op: char) -> VmResult {
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

fn int_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    match int_cmp_values(vm, recv, o) {
        Some(ord) => Ok(Value::bool(ord == Some(Ordering::Equal))),
        None => num_equal(vm, recv, o),
    }
}

fn int_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    match int_cmp_values(vm, recv, o) {
        Some(Some(ord)) => Ok(Value::fixnum(ord as i64)),
        Some(None) => Ok(Value::NIL),
        None => coerce_cmp(vm, recv, o),
    }
}

fn i_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    Ok(Value::bool(is_integer(o) && int_cmp_values(vm, recv, o) == Some(Some(Ordering::Equal))))
}

// ---------------------------------------------------------------- conversion

/// Integer#to_s in `base`.
pub fn int_to_s(v: Value, base: u32) -> String {
    if v.is_fixnum() && base == 10 {
        return v.as_fixnum().to_string();
    }
    to_big(v).map_or_else(String::new, |b| b.to_str_radix(base))
}

fn i_to_s(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    let base = if args.is_empty() { 10 } else { vm.expect_int(args.get(0))? };
    if !(2..=36).contains(&base) {
        return Err(vm.arg_error(&format!("invalid radix {base}")));
    }
    if recv.is_fixnum() && base == 10 {
        return Ok(crate::core::string::new_fixnum_string(vm, recv.as_fixnum()));
    }
    let s = int_to_s(recv, base as u32);
    Ok(vm.new_string(s.into_bytes()))
}

// ---------------------------------------------------------------- iteration

fn i_times(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "times", &[]);
    };
    if recv.is_fixnum() {
        let n = recv.as_fixnum();
        let mut i = 0;
        while i < n {
            vm.yield_block(&b, &[Value::fixnum(i)])?;
            i += 1;
        }
        return Ok(recv);
    }
    let mut i = Value::fixnum(0);
    while int_cmp_values(vm, i, recv) == Some(Some(Ordering::Less)) {
        vm.yield_block(&b, &[i])?;
        i = int_arith(vm, i, Value::fixnum(1), '+')?;
    }
    Ok(recv)
}

fn upto_downto(vm: &mut Vm, recv: Value, args: &Args, up: bool) -> VmResult {
    let to = args.get(0);
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, if up { "upto" } else { "downto" }, args.as_slice());
    };
    if Value::both_fixnum(recv, to) {
        let (mut i, end) = (recv.as_fixnum(), to.as_fixnum());
        if up {
            while i <= end {
                vm.yield_block(&b, &[Value::fixnum(i)])?;
                i += 1;
            }
        } else {
            while i >= end {
                vm.yield_block(&b, &[Value::fixnum(i)])?;
                i -= 1;
            }
        }
        return Ok(recv);
    }
    let (stop, step) = if up { (intern(">"), sym_plus()) } else { (intern("<"), intern("-")) };
    let mut i = recv;
    loop {
        let c = vm.call_method(i, stop, &[to], None)?;
        if c.is_nil() {
            return Err(crate::core::comparable::compare_failed(vm, i, to));
        }
        if c.truthy() {
            break;
        }
        vm.yield_block(&b, &[i])?;
        i = vm.call_method(i, step, &[Value::fixnum(1)], None)?;
    }
    Ok(recv)
}

fn sym_plus() -> crate::symbol::SymbolId {
    intern("+")
}

// ---------------------------------------------------------------- bits

fn bitop(vm: &mut Vm, recv: Value, args: &Args, op: char) -> VmResult {
    let o = args.get(0);
    if Value::both_fixnum(recv, o) {
        let (a, b) = (recv.as_fixnum(), o.as_fixnum());
        return Ok(Value::fixnum(match op {
            '&' => a & b,
            '|' => a | b,
            _ => a ^ b,
        }));
    }
    if is_integer(o) {
        probe_big_op(vm, recv, o)?;
    }
    let (Some(a), Some(b)) = (to_big(recv), to_big(o)) else {
        let name = match op {
            '&' => "&",
            '|' => "|",
            _ => "^",
        };
        // CRuby's rb_num_coerce_bit: coerce, then the operator must exist on the result.
        if vm.float_value(o).is_none() {
            if let Some((x, y)) = do_coerce(vm, recv, o, true)? {
                if vm.respond_to(x, intern(name), true) {
                    return vm.call_method(x, intern(name), &[y], None);
                }
            }
        }
        return Err(flo::coerce_fail(vm, o, "Integer"));
    };
    let r = match op {
        '&' => a & b,
        '|' => a | b,
        _ => a ^ b,
    };
    Ok(vm.new_bignum(r))
}

/// `recv << n` (left) or `recv >> n`.
fn shift(vm: &mut Vm, recv: Value, count: Value, left: bool) -> VmResult {
    let c = to_int_value(vm, count)?;
    if recv == Value::fixnum(0) {
        return Ok(recv);
    }
    if is_bignum(c) {
        let neg = obj::as_bignum(c).value.is_negative();
        if left != neg {
            // CRuby's big_shift2: a width of 2**67 bits or more (a byte count past size_t) is
            // "shift width too big"; a smaller one (still 2**62 bits or more) tries to allocate
            // and fails (checked against 64-bit CRuby 3.1, same code in 4.0).
            let mag = num_traits::ToPrimitive::to_u128(&obj::as_bignum(c).value.magnitude().clone()).unwrap_or(u128::MAX);
            if mag >= 1 << 67 {
                return Err(vm.make_error(vm.core.range_error, "shift width too big"));
            }
            return Err(vm.no_memory());
        }
        return Ok(Value::fixnum(if int_sign(recv) == Ordering::Less { -1 } else { 0 }));
    }
    let n = c.as_fixnum();
    let n = if left { n } else { -n };
    if n >= 0 {
        if recv.is_fixnum() && n < 64 {
            let x = recv.as_fixnum() as i128;
            let r = x << n;
            if let Ok(r) = i64::try_from(r) {
                return Ok(vm.new_int(r));
            }
        }
        // CRuby allocates the result's words (n/64 past the receiver's) and raises NoMemoryError
        // when that fails; reserve them first so the Bignum code never sees a failing size.
        let a = to_big(recv).expect("int");
        vm.check_alloc(n as u128 / 64 + a.bits().div_ceil(64) as u128 + 1, 8)?;
        return Ok(vm.new_bignum(a << n as usize));
    }
    let s = n.unsigned_abs();
    if recv.is_fixnum() {
        let x = recv.as_fixnum();
        return Ok(Value::fixnum(if s >= 63 {
            if x < 0 {
                -1
            } else {
                0
            }
        } else {
            x >> s
        }));
    }
    let a = to_big(recv).expect("int");
    if s > u32::MAX as u64 {
        return Ok(Value::fixnum(if a.is_negative() { -1 } else { 0 }));
    }
    Ok(vm.new_bignum(a >> s as usize))
}

fn i_not(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv.is_fixnum() {
        return Ok(Value::fixnum(!recv.as_fixnum()));
    }
    let a = to_big(recv).expect("int");
    Ok(vm.new_bignum(-a - BigInt::one()))
}

fn bit_at(num: &BigInt, i: &BigInt) -> i64 {
    if i.is_negative() {
        return 0;
    }
    match i.to_u64() {
        Some(i) if i < (1 << 40) => ((num >> i as usize) & BigInt::one()).to_i64().unwrap_or(0),
        _ => {
            if num.is_negative() {
                1
            } else {
                0
            }
        }
    }
}

fn mask_bits(vm: &mut Vm, len: &BigInt) -> VmResult<BigInt> {
    let Some(n) = len.to_u64().filter(|&n| n as u128 <= BIGLEN_LIMIT) else {
        if len.is_negative() {
            // CRuby: (1 << negative) - 1 == -1 (all bits)
            return Ok(BigInt::from(-1));
        }
        return Err(vm.make_error(vm.core.range_error, "shift width too big"));
    };
    Ok((BigInt::one() << n as usize) - BigInt::one())
}

fn i_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() || args.len() > 2 {
        return Err(vm.arg_count_error(args.len(), 1, 2));
    }
    let num = to_big(recv).expect("int");
    if args.len() == 2 {
        let beg = to_int_value(vm, args.get(0))?;
        let len = to_int_value(vm, args.get(1))?;
        let shifted = shift(vm, recv, beg, false)?;
        let mask = mask_bits(vm, &to_big(len).expect("int"))?;
        return Ok(vm.new_bignum(to_big(shifted).expect("int") & mask));
    }
    let arg = args.get(0);
    if obj::is_type(arg, ObjType::Range) {
        let r = obj::as_range(arg);
        let (beg, end) = (r.begin, r.end);
        let excl = obj::has_flag(arg, obj::FL_EXCL_END);
        if beg.is_nil() {
            let end = to_int_value(vm, end)?;
            let e = to_big(end).expect("int");
            if !e.is_negative() {
                let e = if excl { e } else { e + 1 };
                let mask = mask_bits(vm, &e)?;
                if (&num & mask).is_zero() {
                    return Ok(Value::fixnum(0));
                }
                return Err(vm.arg_error("The beginless range for Integer#[] results in infinity"));
            }
            return Ok(Value::fixnum(0));
        }
        let beg = to_int_value(vm, beg)?;
        let shifted = shift(vm, recv, beg, false)?;
        if end.is_nil() {
            return Ok(shifted);
        }
        let end = to_int_value(vm, end)?;
        let (b, e) = (to_big(beg).expect("int"), to_big(end).expect("int"));
        match b.cmp(&e) {
            Ordering::Less => {
                let len = &e - &b;
                let len = if excl { len } else { len + 1 };
                let mask = mask_bits(vm, &len)?;
                return Ok(vm.new_bignum(to_big(shifted).expect("int") & mask));
            }
            Ordering::Equal => {
                if excl {
                    return Ok(Value::fixnum(0));
                }
                return Ok(Value::fixnum(bit_at(&num, &b)));
            }
            Ordering::Greater => return Ok(shifted),
        }
    }
    let i = to_int_value(vm, arg)?;
    Ok(Value::fixnum(bit_at(&num, &to_big(i).expect("int"))))
}

fn i_bit_length(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv.is_fixnum() {
        let v = recv.as_fixnum();
        let v = if v < 0 { !v } else { v };
        return Ok(Value::fixnum(64 - v.leading_zeros() as i64));
    }
    let a = to_big(recv).expect("int");
    let n = if a.is_negative() { (-a - BigInt::one()).bits() } else { a.bits() };
    Ok(vm.new_int(n as i64))
}

// ---------------------------------------------------------------- rounding with digits

/// CRuby's `int_round_zero_p`: 10**-ndigits / 2 certainly exceeds |num|.
fn int_round_zero_p(num: Value, ndigits: i64) -> bool {
    let bytes = if num.is_fixnum() { 8.0 } else { (obj::as_bignum(num).value.bits().div_ceil(64) * 8) as f64 };
    -0.415241 * ndigits as f64 - 0.125 > bytes
}

fn pow10_big(n: u64) -> BigInt {
    num_traits::pow(BigInt::from(10), n as usize)
}

/// Integer rounding to `ndigits` < 0 decimal places (CRuby's `rb_int_round`).
pub fn int_round_digits(vm: &mut Vm, num: Value, ndigits: i64, mode: RoundMode) -> VmResult {
    if int_round_zero_p(num, ndigits) {
        return Ok(Value::fixnum(0));
    }
    let f = pow10_big(ndigits.unsigned_abs());
    if let (true, Some(y)) = (num.is_fixnum(), f.to_i64()) {
        let (x, y) = (num.as_fixnum() as i128, y as i128);
        let neg = x < 0;
        let x = x.abs();
        let r = match mode {
            RoundMode::Up => (x + y / 2) / y * y,
            RoundMode::Down => (x + y / 2 - 1) / y * y,
            RoundMode::Even => {
                let mut z = (x + y / 2) / y;
                if (z * y - x) * 2 == y {
                    z &= !1;
                }
                z * y
            }
        };
        return Ok(vm.new_int_i128(if neg { -r } else { r }));
    }
    let n0 = to_big(num).expect("int");
    let h = &f / 2;
    let r = n0.mod_floor(&f);
    let mut n = &n0 - &r;
    let half = match mode {
        RoundMode::Even => n.div_floor(&f).is_odd(),
        RoundMode::Up => n0.is_positive(),
        RoundMode::Down => n0.is_negative(),
    };
    if r > h || (r == h && half) {
        n += &f;
    }
    Ok(vm.new_bignum(n))
}

/// Integer#floor with negative digits (CRuby's `rb_int_floor`).
pub fn int_floor_digits(vm: &mut Vm, num: Value, ndigits: i64) -> VmResult {
    if int_round_zero_p(num, ndigits) {
        return Ok(Value::fixnum(0));
    }
    let f = pow10_big(ndigits.unsigned_abs());
    if let (true, Some(y)) = (num.is_fixnum(), f.to_i64()) {
        let (x, y) = (num.as_fixnum() as i128, y as i128);
        let r = if x < 0 { -((-x + y - 1) / y * y) } else { x / y * y };
        return Ok(vm.new_int_i128(r));
    }
    let n = to_big(num).expect("int");
    let m = n.mod_floor(&f);
    Ok(vm.new_bignum(n - m))
}

/// Integer#ceil with negative digits (CRuby 4.0's `rb_int_ceil`).
pub fn int_ceil_digits(vm: &mut Vm, num: Value, ndigits: i64) -> VmResult {
    if int_round_zero_p(num, ndigits) {
        return Ok(Value::fixnum(0));
    }
    let f = pow10_big(ndigits.unsigned_abs());
    if let (true, Some(y)) = (num.is_fixnum(), f.to_i64()) {
        let (x, y) = (num.as_fixnum() as i128, y as i128);
        let r = if x < 0 { -((-x) / y * y) } else { (x + y - 1) / y * y };
        return Ok(vm.new_int_i128(r));
    }
    let n = to_big(num).expect("int");
    let m = n.mod_floor(&f);
    if m.is_zero() {
        return Ok(num);
    }
    Ok(vm.new_bignum(n + (f - m)))
}

/// Integer#truncate with negative digits (CRuby's `rb_int_truncate`, including its Bignum
/// behaviour for exact negative multiples: `(-10**20).truncate(-1)` is `-99999999999999999990`).
pub fn int_truncate_digits(vm: &mut Vm, num: Value, ndigits: i64) -> VmResult {
    if int_round_zero_p(num, ndigits) {
        return Ok(Value::fixnum(0));
    }
    let f = pow10_big(ndigits.unsigned_abs());
    if let (true, Some(y)) = (num.is_fixnum(), f.to_i64()) {
        let (x, y) = (num.as_fixnum() as i128, y as i128);
        let r = if x < 0 { -((-x) / y * y) } else { x / y * y };
        return Ok(vm.new_int_i128(r));
    }
    let n = to_big(num).expect("int");
    let m = n.mod_floor(&f);
    if n.is_negative() {
        Ok(vm.new_bignum(n + (f - m)))
    } else {
        Ok(vm.new_bignum(n - m))
    }
}

fn round_to(vm: &mut Vm, recv: Value, args: &Args, mode: char) -> VmResult {
    if args.positional().is_empty() {
        return Ok(recv);
    }
    let d = flo::digits_arg(vm, args)?;
    let rmode = if mode == 'r' { flo::rounding_mode(vm, args)? } else { RoundMode::Up };
    if d >= 0 {
        return Ok(recv);
    }
    match mode {
        'f' => int_floor_digits(vm, recv, d),
        'c' => int_ceil_digits(vm, recv, d),
        't' => int_truncate_digits(vm, recv, d),
        _ => int_round_digits(vm, recv, d, rmode),
    }
}

// ---------------------------------------------------------------- misc

fn int_arg(vm: &mut Vm, v: Value) -> VmResult<BigInt> {
    match to_big(v) {
        Some(b) => Ok(b),
        None => Err(vm.type_error("not an integer")),
    }
}

fn i_gcd(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (a, b) = (to_big(recv).expect("int"), int_arg(vm, args.get(0))?);
    Ok(vm.new_bignum(a.gcd(&b)))
}
fn i_lcm(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (a, b) = (to_big(recv).expect("int"), int_arg(vm, args.get(0))?);
    Ok(vm.new_bignum(a.lcm(&b)))
}
fn i_gcdlcm(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (a, b) = (to_big(recv).expect("int"), int_arg(vm, args.get(0))?);
    let g = vm.new_bignum(a.gcd(&b));
    vm.temp_roots.push(g);
    let l = vm.new_bignum(a.lcm(&b));
    vm.temp_roots.push(l);
    let r = vm.new_array(vec![g, l]);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    Ok(r)
}

fn i_digits(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    if int_sign(recv) == Ordering::Less {
        return Err(vm.make_error(vm.core.math_domain_error, "out of domain"));
    }
    let base = if args.is_empty() {
        BigInt::from(10)
    } else {
        let b = to_int_value(vm, args.get(0))?;
        let b = to_big(b).expect("int");
        if b.is_negative() {
            return Err(vm.arg_error("negative radix"));
        }
        if b < BigInt::from(2) {
            return Err(vm.arg_error(&format!("invalid radix {b}")));
        }
        b
    };
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    if let (true, Some(b)) = (recv.is_fixnum(), base.to_i64()) {
        let mut x = recv.as_fixnum();
        if x == 0 {
            obj::as_array_mut(out).items.push(Value::fixnum(0));
        }
        while x > 0 {
            obj::as_array_mut(out).items.push(Value::fixnum(x % b));
            x /= b;
        }
    } else {
        let mut a = to_big(recv).expect("int");
        loop {
            let (q, r) = a.div_mod_floor(&base);
            let d = vm.new_bignum(r);
            obj::as_array_mut(out).items.push(d);
            a = q;
            if a.is_zero() {
                break;
            }
        }
    }
    vm.temp_roots.pop();
    Ok(out)
}

fn i_chr(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    let code = if recv.is_fixnum() {
        let n = recv.as_fixnum();
        if !(0..=u32::MAX as i64).contains(&n) {
            return Err(vm.make_error(vm.core.range_error, &format!("{n} out of char range")));
        }
        n as u32
    } else {
        return Err(vm.make_error(vm.core.range_error, "bignum out of char range"));
    };
    if args.is_empty() {
        if code > 0xff {
            return Err(vm.make_error(vm.core.range_error, &format!("{code} out of char range")));
        }
        return Ok(if code < 0x80 { vm.new_string(vec![code as u8]) } else { vm.new_binary_string(vec![code as u8]) });
    }
    let enc = args.get(0);
    let name = if obj::is_type(enc, ObjType::String) { crate::core::str_of(enc) } else { vm.to_s_str(enc)? };
    let upper = name.to_ascii_uppercase();
    if upper.contains("UTF-8") || upper.contains("UTF8") {
        return match char::from_u32(code) {
            Some(c) => {
                let mut buf = [0u8; 4];
                Ok(vm.new_string(c.encode_utf8(&mut buf).as_bytes().to_vec()))
            }
            None if code > 0x10ffff => Err(vm.make_error(vm.core.range_error, &format!("{code} out of char range"))),
            None => Err(vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{code:X} in UTF-8"))),
        };
    }
    if upper.contains("ASCII") && !upper.contains("8BIT") && !upper.contains("BINARY") {
        if code > 0xff {
            return Err(vm.make_error(vm.core.range_error, &format!("{code} out of char range")));
        }
        if code >= 0x80 {
            return Err(vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{code:X} in US-ASCII")));
        }
        return Ok(vm.new_string(vec![code as u8]));
    }
    if code > 0xff {
        return Err(vm.make_error(vm.core.range_error, &format!("{code} out of char range")));
    }
    Ok(vm.new_binary_string(vec![code as u8]))
}

fn i_coerce(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if is_integer(o) {
        return Ok(vm.new_array(vec![o, recv]));
    }
    let a = flo::kernel_float(vm, o)?;
    vm.temp_roots.push(a);
    let b = vm.new_float(int_to_f64(recv));
    vm.temp_roots.push(b);
    let r = vm.new_array(vec![a, b]);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    Ok(r)
}

fn i_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv.is_fixnum() {
        return Ok(Value::fixnum(8));
    }
    let b = to_big(recv).expect("int");
    Ok(vm.new_int(b.abs().bits().div_ceil(8) as i64))
}

fn i_sqrt(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let n = to_int_value(vm, args.get(0))?;
    let a = to_big(n).expect("int");
    if a.is_negative() {
        return Err(vm.make_error(vm.core.math_domain_error, "Numerical argument is out of domain - \"isqrt\""));
    }
    Ok(vm.new_bignum(a.sqrt()))
}

fn i_ceildiv(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    // -(-self).div(other)
    let o = args.get(0);
    let neg = int_arith(vm, Value::fixnum(0), recv, '-')?;
    let q = vm.call_method(neg, intern("div"), &[o], None)?;
    vm.call_method(q, intern("-@"), &[], None)
}

fn bits_query(vm: &mut Vm, recv: Value, args: &Args, which: char) -> VmResult {
    let m = to_int_value(vm, args.get(0))?;
    let (a, m) = (to_big(recv).expect("int"), to_big(m).expect("int"));
    let and = &a & &m;
    Ok(Value::bool(match which {
        'a' => and == m,
        'y' => !and.is_zero(),
        _ => and.is_zero(),
    }))
}

/// Kernel#Integer.
pub fn kernel_integer(vm: &mut Vm, v: Value, base: Option<Value>) -> VmResult {
    let base = base.filter(|b| !b.is_nil());
    if let Some(b) = base {
        if !obj::is_type(v, ObjType::String) {
            if v.is_nil() {
                return Err(vm.type_error("can't convert nil into Integer"));
            }
            let _ = b;
            return Err(vm.arg_error("base specified for non string value"));
        }
    }
    if is_integer(v) {
        return Ok(v);
    }
    if let Some(f) = vm.float_value(v) {
        return flo::float_to_int(vm, f.trunc());
    }
    if obj::is_type(v, ObjType::String) {
        let b = match base {
            Some(b) => vm.expect_int(b)?,
            None => 0,
        };
        if b == 1 || b > 36 || b < -36 {
            return Err(vm.arg_error(&format!("invalid radix {b}")));
        }
        let bytes = obj::as_string(v).bytes.clone();
        return match parse_int_strict_bytes(&bytes, b) {
            Some(n) => Ok(vm.new_bignum(n)),
            None => {
                let i = crate::core::string::inspect_bytes(&bytes, false);
                Err(vm.arg_error(&format!("invalid value for Integer(): {i}")))
            }
        };
    }
    if v.is_nil() {
        return Err(vm.type_error("can't convert nil into Integer"));
    }
    if !v.is_special() && vm.respond_to(v, sym::TO_INT, true) {
        let r = vm.call_method(v, sym::TO_INT, &[], None)?;
        if is_integer(r) {
            return Ok(r);
        }
    }
    if !v.is_special() && vm.respond_to(v, sym::TO_I, true) {
        let r = vm.call_method(v, sym::TO_I, &[], None)?;
        if is_integer(r) {
            return Ok(r);
        }
        let n = vm.conversion_name(v);
        let rn = vm.conversion_name(r);
        return Err(vm.type_error(&format!("can't convert {n} to Integer ({n}#to_i gives {rn})")));
    }
    let n = vm.conversion_name(v);
    Err(vm.type_error(&format!("can't convert {n} into Integer")))
}

/// Strict integer syntax (Kernel#Integer).
pub fn parse_int_strict(s: &str, base: u32) -> Option<BigInt> {
    parse_int_strict_bytes(s.as_bytes(), base as i64)
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// CRuby's `rb_int_parse_cstr` with badcheck: surrounding whitespace, a sign, a radix prefix
/// (0x/0b/0o/0d, or a leading 0 for octal when the base is automatic), digits with single
/// underscores between them.
fn parse_int_strict_bytes(s: &[u8], base: i64) -> Option<BigInt> {
    let mut i = 0;
    while i < s.len() && is_space(s[i]) {
        i += 1;
    }
    let mut neg = false;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        neg = s[i] == b'-';
        i += 1;
    }
    let rest = &s[i..];
    let lower1 = rest.get(1).map(|c| c.to_ascii_lowercase());
    let mut radix = base;
    let mut start = i;
    if base <= 0 {
        if rest.first() == Some(&b'0') && rest.len() > 1 {
            match lower1 {
                Some(b'x') => {
                    radix = 16;
                    start += 2;
                }
                Some(b'b') => {
                    radix = 2;
                    start += 2;
                }
                Some(b'o') => {
                    radix = 8;
                    start += 2;
                }
                Some(b'd') => {
                    radix = 10;
                    start += 2;
                }
                _ => radix = 8,
            }
        } else if base < -1 {
            radix = -base;
        } else {
            radix = 10;
        }
    } else if rest.first() == Some(&b'0') {
        let p = match base {
            2 => Some(b'b'),
            8 => Some(b'o'),
            10 => Some(b'd'),
            16 => Some(b'x'),
            _ => None,
        };
        if p.is_some() && lower1 == p {
            start += 2;
        }
    }
    let radix = radix as u32;
    let digits = &s[start..];
    // digits, single underscores between digits, then optional trailing whitespace
    let mut clean = Vec::with_capacity(digits.len());
    let mut j = 0;
    let mut prev_digit = false;
    // a leading "0_" (octal squeeze) allows an underscore right after the prefix zero
    while j < digits.len() {
        let c = digits[j];
        if c == b'_' {
            if !prev_digit || j + 1 >= digits.len() || !(digits[j + 1] as char).is_digit(radix) {
                return None;
            }
            prev_digit = false;
            j += 1;
            continue;
        }
        if (c as char).is_digit(radix) {
            clean.push(c);
            prev_digit = true;
            j += 1;
            continue;
        }
        break;
    }
    if clean.is_empty() {
        return None;
    }
    while j < digits.len() && is_space(digits[j]) {
        j += 1;
    }
    if j != digits.len() {
        return None;
    }
    let n = BigInt::parse_bytes(&clean, radix)?;
    Some(if neg { -n } else { n })
}

/// String#to_i: leading integer, garbage ignored, 0 when none.
pub fn parse_int_prefix(s: &str, base: u32) -> BigInt {
    let t = s.trim_start();
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = t.to_ascii_lowercase();
    let t = if base == 16 && lower.starts_with("0x") || base == 2 && lower.starts_with("0b") || base == 8 && lower.starts_with("0o") { &t[2..] } else { t };
    let mut digits = String::new();
    let mut prev_us = false;
    for c in t.chars() {
        if c == '_' {
            if prev_us || digits.is_empty() {
                break;
            }
            prev_us = true;
            continue;
        }
        if c.to_digit(base).is_some() {
            digits.push(c);
            prev_us = false;
        } else {
            break;
        }
    }
    let n = BigInt::parse_bytes(digits.as_bytes(), base).unwrap_or_default();
    if neg {
        -n
    } else {
        n
    }
}

pub fn init(vm: &mut Vm) {
    let i = vm.core.integer;
    vm.define_builtin(i, "+", 1, |vm, r, a| int_arith(vm, r, a.get(0), '+'));
    vm.define_builtin(i, "-", 1, |vm, r, a| int_arith(vm, r, a.get(0), '-'));
    vm.define_builtin(i, "*", 1, |vm, r, a| int_arith(vm, r, a.get(0), '*'));
    vm.define_builtin(i, "/", 1, |vm, r, a| int_arith(vm, r, a.get(0), '/'));
    vm.define_builtin(i, "div", 1, i_div);
    vm.define_builtin(i, "%", 1, |vm, r, a| int_arith(vm, r, a.get(0), '%'));
    vm.define_builtin(i, "modulo", 1, |vm, r, a| int_arith(vm, r, a.get(0), '%'));
    vm.define_builtin(i, "remainder", 1, i_remainder);
    vm.define_builtin(i, "**", 1, |vm, r, a| int_pow(vm, r, a.get(0)));
    vm.define_builtin(i, "pow", -2, i_pow);
    vm.define_builtin(i, "<", 1, |vm, r, a| int_rel(vm, r, a, '<'));
    vm.define_builtin(i, "<=", 1, |vm, r, a| int_rel(vm, r, a, 'l'));
    vm.define_builtin(i, ">", 1, |vm, r, a| int_rel(vm, r, a, '>'));
    vm.define_builtin(i, ">=", 1, |vm, r, a| int_rel(vm, r, a, 'g'));
    vm.define_builtin(i, "==", 1, int_eq);
    vm.define_builtin(i, "===", 1, int_eq);
    vm.define_builtin(i, "eql?", 1, i_eql);
    vm.define_builtin(i, "<=>", 1, int_cmp);
    vm.define_builtin(i, "to_s", -1, i_to_s);
    vm.define_builtin(i, "inspect", -1, i_to_s);
    vm.define_builtin(i, "times", 0, i_times);
    vm.define_builtin(i, "upto", 1, |vm, r, a| upto_downto(vm, r, a, true));
    vm.define_builtin(i, "downto", 1, |vm, r, a| upto_downto(vm, r, a, false));
    vm.define_builtin(i, "succ", 0, |vm, r, _a| int_arith(vm, r, Value::fixnum(1), '+'));
    vm.define_builtin(i, "next", 0, |vm, r, _a| int_arith(vm, r, Value::fixnum(1), '+'));
    vm.define_builtin(i, "pred", 0, |vm, r, _a| int_arith(vm, r, Value::fixnum(1), '-'));
    vm.define_builtin(i, "-@", 0, |vm, r, _a| int_arith(vm, Value::fixnum(0), r, '-'));
    vm.define_builtin(i, "+@", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "~", 0, i_not);
    vm.define_builtin(i, "abs", 0, |vm, r, _a| if int_sign(r) == Ordering::Less { int_arith(vm, Value::fixnum(0), r, '-') } else { Ok(r) });
    vm.define_builtin(i, "magnitude", 0, |vm, r, _a| if int_sign(r) == Ordering::Less { int_arith(vm, Value::fixnum(0), r, '-') } else { Ok(r) });
    vm.define_leaf_builtin(i, "to_i", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "to_int", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "floor", -1, |vm, r, a| round_to(vm, r, a, 'f'));
    vm.define_builtin(i, "ceil", -1, |vm, r, a| round_to(vm, r, a, 'c'));
    vm.define_builtin(i, "round", -1, |vm, r, a| round_to(vm, r, a, 'r'));
    vm.define_builtin(i, "truncate", -1, |vm, r, a| round_to(vm, r, a, 't'));
    vm.define_builtin(i, "numerator", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "denominator", 0, |_vm, _r, _a| Ok(Value::fixnum(1)));
    vm.define_leaf_builtin(i, "to_f", 0, |vm, r, _a| Ok(vm.new_float(int_to_f64(r))));
    vm.define_leaf_builtin(i, "even?", 0, |_vm, r, _a| Ok(Value::bool(if r.is_fixnum() { r.as_fixnum() & 1 == 0 } else { to_big(r).is_some_and(|b| b.is_even()) })));
    vm.define_leaf_builtin(i, "odd?", 0, |_vm, r, _a| Ok(Value::bool(if r.is_fixnum() { r.as_fixnum() & 1 == 1 } else { to_big(r).is_some_and(|b| b.is_odd()) })));
    vm.define_leaf_builtin(i, "zero?", 0, |_vm, r, _a| Ok(Value::bool(r == Value::fixnum(0))));
    vm.define_builtin(i, "nonzero?", 0, |_vm, r, _a| Ok(if r == Value::fixnum(0) { Value::NIL } else { r }));
    vm.define_leaf_builtin(i, "positive?", 0, |_vm, r, _a| Ok(Value::bool(int_sign(r) == Ordering::Greater)));
    vm.define_leaf_builtin(i, "negative?", 0, |_vm, r, _a| Ok(Value::bool(int_sign(r) == Ordering::Less)));
    vm.define_leaf_builtin(i, "integer?", 0, |_vm, _r, _a| Ok(Value::TRUE));
    vm.define_builtin(i, "finite?", 0, |_vm, _r, _a| Ok(Value::TRUE));
    vm.define_builtin(i, "infinite?", 0, |_vm, _r, _a| Ok(Value::NIL));
    vm.define_builtin(i, "hash", 0, |vm, r, _a| {
        let h = vm.hash_of(r)?;
        Ok(Value::fixnum((h >> 2) as i64))
    });
    vm.define_builtin(i, "divmod", 1, i_divmod);
    vm.define_builtin(i, "fdiv", 1, i_fdiv);
    vm.define_builtin(i, "&", 1, |vm, r, a| bitop(vm, r, a, '&'));
    vm.define_builtin(i, "|", 1, |vm, r, a| bitop(vm, r, a, '|'));
    vm.define_builtin(i, "^", 1, |vm, r, a| bitop(vm, r, a, '^'));
    vm.define_builtin(i, "<<", 1, |vm, r, a| shift(vm, r, a.get(0), true));
    vm.define_builtin(i, ">>", 1, |vm, r, a| shift(vm, r, a.get(0), false));
    vm.define_builtin(i, "[]", -2, i_aref);
    vm.define_builtin(i, "allbits?", 1, |vm, r, a| bits_query(vm, r, a, 'a'));
    vm.define_builtin(i, "anybits?", 1, |vm, r, a| bits_query(vm, r, a, 'y'));
    vm.define_builtin(i, "nobits?", 1, |vm, r, a| bits_query(vm, r, a, 'n'));
    vm.define_builtin(i, "gcd", 1, i_gcd);
    vm.define_builtin(i, "lcm", 1, i_lcm);
    vm.define_builtin(i, "gcdlcm", 1, i_gcdlcm);
    vm.define_builtin(i, "digits", -1, i_digits);
    vm.define_builtin(i, "chr", -1, i_chr);
    vm.define_builtin(i, "ord", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "bit_length", 0, i_bit_length);
    vm.define_builtin(i, "coerce", 1, i_coerce);
    vm.define_builtin(i, "size", 0, i_size);
    vm.define_builtin(i, "ceildiv", 1, i_ceildiv);
    let s = vm.singleton_class(i).expect("Integer metaclass");
    vm.define_builtin(s, "sqrt", 1, i_sqrt);
    vm.define_builtin(s, "try_convert", 1, |vm, _r, a| {
        let v = a.get(0);
        if is_integer(v) {
            return Ok(v);
        }
        if v.is_special() || !vm.respond_to(v, sym::TO_INT, true) {
            return Ok(Value::NIL);
        }
        let r = vm.call_method(v, sym::TO_INT, &[], None)?;
        if r.is_nil() || is_integer(r) {
            return Ok(r);
        }
        let n = vm.conversion_name(v);
        let rn = vm.conversion_name(r);
        Err(vm.type_error(&format!("can't convert {n} to Integer ({n}#to_int gives {rn})")))
    });
    crate::core::numeric::init(vm);
    crate::core::math::init(vm);
    crate::core::random::init(vm);
}
