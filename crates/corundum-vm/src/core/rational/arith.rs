//! Rational arithmetic: `+ - * /` (`quo`), `**`, `-@`, `abs`, `fdiv` and `coerce`, with
//! CRuby's contamination rules: Integer and Rational operands stay exact, a Float operand
//! makes a Float, anything else goes through `other.coerce(self)`.

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Signed, Zero};

use super::{from_int, from_q, is_rational, parts, to_q, Q};
use crate::core::complex;
use crate::core::float as flo;
use crate::core::integer::{self as int, is_integer, to_big};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn op_name(op: char) -> &'static str {
    match op {
        '+' => "+",
        '-' => "-",
        '*' => "*",
        _ => "/",
    }
}

/// `recv op other` for a Rational receiver and `op` one of `+ - * /`.
pub fn rat_binop(vm: &mut Vm, recv: Value, other: Value, op: char) -> VmResult {
    let a = to_q(recv).expect("Rational receiver");
    if let Some(b) = to_q(other) {
        let r = match op {
            '+' => a.add(&b),
            '-' => a.sub(&b),
            '*' => a.mul(&b),
            _ => match a.div(&b) {
                Some(q) => q,
                None => return Err(flo::zero_div(vm)),
            },
        };
        return Ok(from_q(vm, r));
    }
    if let Some(f) = vm.float_value(other) {
        let x = a.to_f64();
        let r = match op {
            '+' => x + f,
            '-' => x - f,
            '*' => x * f,
            _ => flo::double_div(x, f),
        };
        return Ok(vm.new_float(r));
    }
    int::coerce_bin(vm, recv, other, op_name(op))
}

/// `Rational ** other` (CRuby's `nurat_expt`).
pub fn rat_pow(vm: &mut Vm, recv: Value, other: Value) -> VmResult {
    let a = to_q(recv).expect("Rational receiver");
    let mut other = other;
    // An exact zero exponent gives 1 whatever the base.
    let complex_zero = complex::is_complex(other) && {
        let (re, im) = complex::parts(other);
        [re, im].iter().all(|&v| complex::exact_zero(v) || vm.float_value(v) == Some(0.0))
    };
    if other == Value::fixnum(0) || (is_rational(other) && parts(other).0 == Value::fixnum(0)) || complex_zero {
        return Ok(from_int(vm, Value::fixnum(1)));
    }
    if is_rational(other) && parts(other).1 == Value::fixnum(1) {
        other = parts(other).0;
    }
    // 1 ** n, (-1) ** n and 0 ** n for exact n.
    if (is_integer(other) || is_rational(other)) && a.d.is_one() {
        if a.n.is_one() {
            return Ok(from_int(vm, Value::fixnum(1)));
        }
        if is_integer(other) && a.n == -BigInt::one() {
            let odd = to_big(other).is_some_and(|e| e.is_odd());
            return Ok(from_int(vm, Value::fixnum(if odd { -1 } else { 1 })));
        }
        if a.n.is_zero() {
            let neg = match to_q(other) {
                Some(q) => q.n.is_negative(),
                None => false,
            };
            if neg {
                return Err(flo::zero_div(vm));
            }
            return Ok(from_int(vm, Value::fixnum(0)));
        }
    }
    if other.is_fixnum() {
        let e = other.as_fixnum();
        let (nv, dv) = parts(recv);
        let (base_n, base_d) = if e >= 0 { (nv, dv) } else { (dv, nv) };
        // |FIXNUM_MIN| is a Bignum, so the exponent is made from the magnitude as an i128.
        let k = vm.new_int_i128(e.unsigned_abs() as i128);
        let pow = intern("**");
        let n = vm.call_method(base_n, pow, &[k], None)?;
        vm.temp_roots.push(n);
        let d = vm.call_method(base_d, pow, &[k], None);
        vm.temp_roots.pop();
        let d = d?;
        // Overflow to Infinity (CRuby's rb_int_pow may answer a Float).
        if vm.is_float(n) {
            if vm.is_float(d) {
                return Ok(vm.new_float(f64::NAN));
            }
            return Ok(n);
        }
        if vm.is_float(d) {
            return Ok(from_int(vm, Value::fixnum(0)));
        }
        return Ok(from_q(vm, Q { n: to_big(n).expect("int"), d: to_big(d).expect("int") }));
    }
    if is_integer(other) {
        return Err(vm.arg_error("exponent is too large"));
    }
    if vm.is_float(other) || is_rational(other) {
        let f = vm.new_float(a.to_f64());
        return vm.call_method(f, intern("**"), &[other], None);
    }
    int::coerce_bin(vm, recv, other, "**")
}

/// `Rational#fdiv` (CRuby's `rb_rational_fdiv`).
fn rat_fdiv(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    let zero = to_q(o).is_some_and(|q| q.n.is_zero()) || vm.float_value(o) == Some(0.0);
    if zero {
        let z = vm.new_float(0.0);
        return rat_binop(vm, recv, z, '/');
    }
    if o == Value::fixnum(1) {
        let f = to_q(recv).expect("Rational").to_f64();
        return Ok(vm.new_float(f));
    }
    let d = rat_binop(vm, recv, o, '/')?;
    if is_rational(d) {
        let f = to_q(d).expect("Rational").to_f64();
        return Ok(vm.new_float(f));
    }
    if vm.is_float(d) {
        return Ok(d);
    }
    vm.call_method(d, intern("to_f"), &[], None)
}

/// `Rational#coerce`.
fn rat_coerce(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    let pair = |vm: &mut Vm, a: Value, b: Value| {
        vm.temp_roots.push(a);
        let r = vm.new_array(vec![a, b]);
        vm.temp_roots.pop();
        r
    };
    if is_integer(o) {
        let a = from_int(vm, o);
        return Ok(pair(vm, a, recv));
    }
    if vm.is_float(o) {
        let f = to_q(recv).expect("Rational").to_f64();
        let b = vm.new_float(f);
        return Ok(pair(vm, o, b));
    }
    if is_rational(o) {
        return Ok(pair(vm, o, recv));
    }
    if complex::is_complex(o) {
        let (re, im) = complex::parts(o);
        if complex::exact_zero(im) {
            let a = if is_integer(re) { from_int(vm, re) } else { re };
            let a = if is_integer(a) || is_rational(a) { a } else { crate::core::rational::construct::to_rational(vm, a)? };
            return Ok(pair(vm, a, recv));
        }
        let b = complex::new_raw(vm, recv, Value::fixnum(0));
        return Ok(pair(vm, o, b));
    }
    let k = vm.class_of_real(recv);
    let into = vm.module_name(k);
    Err(flo::coerce_fail(vm, o, &into))
}

fn rat_neg(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let q = to_q(recv).expect("Rational");
    Ok(from_q(vm, q.neg()))
}

fn rat_abs(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let q = to_q(recv).expect("Rational");
    if q.n.is_negative() {
        return Ok(from_q(vm, q.neg()));
    }
    Ok(recv)
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.rational;
    vm.define_builtin(k, "+", 1, |vm, r, a| rat_binop(vm, r, a.get(0), '+'));
    vm.define_builtin(k, "-", 1, |vm, r, a| rat_binop(vm, r, a.get(0), '-'));
    vm.define_builtin(k, "*", 1, |vm, r, a| rat_binop(vm, r, a.get(0), '*'));
    vm.define_builtin(k, "/", 1, |vm, r, a| rat_binop(vm, r, a.get(0), '/'));
    vm.define_builtin(k, "**", 1, |vm, r, a| rat_pow(vm, r, a.get(0)));
    vm.define_builtin(k, "fdiv", 1, rat_fdiv);
    vm.define_builtin(k, "coerce", 1, rat_coerce);
    vm.define_builtin(k, "-@", 0, rat_neg);
    vm.define_builtin(k, "abs", 0, rat_abs);
    for (new, old) in [("quo", "/"), ("magnitude", "abs")] {
        let _ = vm.alias_method(k, intern(new), intern(old));
    }
}
