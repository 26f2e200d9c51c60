//! Complex conversions and accessors: `to_s`/`inspect` ("1+2i", "(1.0-0.0i)", a `*` before
//! the `i` when the imaginary text does not end in a digit), `to_i`/`to_f`/`to_r`/
//! `rationalize` (RangeError unless the imaginary part is an exact zero), `real`/`imaginary`,
//! `rectangular`, `numerator`/`denominator`; and the Complex-related methods every Numeric has
//! (`real`, `imag`, `abs2`, `arg`, `polar`, `rect`, `conj`, `to_c`, `i`), NilClass#to_c.

use super::{exact_zero, f_mul, new_raw, parts};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Whether the imaginary part prints with "+" (CRuby's `f_tpositive_p`: NaN counts as
/// positive, -0.0 as negative).
fn tpositive(vm: &mut Vm, v: Value) -> VmResult<bool> {
    if let Some(f) = vm.float_value(v) {
        return Ok(f.is_nan() || !f.is_sign_negative());
    }
    if v.is_fixnum() {
        return Ok(v.as_fixnum() >= 0);
    }
    Ok(!vm.call_method(v, intern("negative?"), &[], None)?.truthy())
}

/// "re+imi" with `to_s` or `inspect` on the parts.
fn format(vm: &mut Vm, v: Value, inspect: bool) -> VmResult<String> {
    let (re, im) = parts(v);
    let show = |vm: &mut Vm, x: Value| if inspect { vm.inspect_str(x) } else { vm.to_s_str(x) };
    let mut s = show(vm, re)?;
    let pos = tpositive(vm, im)?;
    s.push(if pos { '+' } else { '-' });
    let a = vm.call_method(im, intern("abs"), &[], None)?;
    s.push_str(&show(vm, a)?);
    if !s.ends_with(|c: char| c.is_ascii_digit()) {
        s.push('*');
    }
    s.push('i');
    Ok(s)
}

/// RangeError "can't convert 3+4i into Integer" unless the imaginary part is an exact zero.
fn real_part_for(vm: &mut Vm, v: Value, into: &str, allow_float_zero: bool) -> VmResult {
    let (re, im) = parts(v);
    let ok = match vm.float_value(im) {
        Some(f) => allow_float_zero && f == 0.0,
        None => exact_zero(im) || super::is_zero(vm, im)?,
    };
    if !ok {
        let s = format(vm, v, false)?;
        return Err(vm.make_error(vm.core.range_error, &format!("can't convert {s} into {into}")));
    }
    Ok(re)
}

fn c_numerator(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (re, im) = parts(recv);
    let cd = c_denominator(vm, recv, &Args::from_slice(&[], None))?;
    let num = intern("numerator");
    let den = intern("denominator");
    let part = |vm: &mut Vm, x: Value| -> VmResult {
        let n = vm.call_method(x, num, &[], None)?;
        let d = vm.call_method(x, den, &[], None)?;
        let q = vm.call_method(cd, intern("div"), &[d], None)?;
        f_mul(vm, n, q)
    };
    let r = part(vm, re)?;
    let i = part(vm, im)?;
    Ok(new_raw(vm, r, i))
}

fn c_denominator(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (re, im) = parts(recv);
    let den = intern("denominator");
    let a = vm.call_method(re, den, &[], None)?;
    let b = vm.call_method(im, den, &[], None)?;
    vm.call_method(a, intern("lcm"), &[b], None)
}

/// `Numeric#arg`: 0 for a positive number, pi for a negative one, NaN for NaN.
fn num_arg(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if let Some(f) = vm.float_value(recv) {
        if f.is_nan() {
            return Ok(recv);
        }
        if !f.is_sign_negative() {
            return Ok(Value::fixnum(0));
        }
        return Ok(vm.new_float(std::f64::consts::PI));
    }
    if vm.call_method(recv, intern("negative?"), &[], None)?.truthy() {
        return Ok(vm.new_float(std::f64::consts::PI));
    }
    Ok(Value::fixnum(0))
}

fn num_polar(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = vm.call_method(recv, intern("abs"), &[], None)?;
    vm.temp_roots.push(a);
    let t = num_arg(vm, recv, args);
    vm.temp_roots.pop();
    let t = t?;
    Ok(vm.new_array(vec![a, t]))
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.complex;
    vm.define_builtin(k, "to_s", 0, |vm, r, _a| {
        let s = format(vm, r, false)?;
        Ok(vm.new_str(&s))
    });
    vm.define_builtin(k, "inspect", 0, |vm, r, _a| {
        let s = format(vm, r, true)?;
        Ok(vm.new_str(&format!("({s})")))
    });
    vm.define_builtin(k, "real", 0, |_vm, r, _a| Ok(parts(r).0));
    vm.define_builtin(k, "imaginary", 0, |_vm, r, _a| Ok(parts(r).1));
    vm.define_builtin(k, "rectangular", 0, |vm, r, _a| {
        let (a, b) = parts(r);
        Ok(vm.new_array(vec![a, b]))
    });
    for (new, old) in [("imag", "imaginary"), ("rect", "rectangular")] {
        let _ = vm.alias_method(k, intern(new), intern(old));
    }
    vm.define_builtin(k, "to_c", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(k, "to_i", 0, |vm, r, _a| {
        let re = real_part_for(vm, r, "Integer", false)?;
        vm.call_method(re, sym::TO_I, &[], None)
    });
    vm.define_builtin(k, "to_f", 0, |vm, r, _a| {
        let re = real_part_for(vm, r, "Float", false)?;
        vm.call_method(re, sym::TO_F, &[], None)
    });
    vm.define_builtin(k, "to_r", 0, |vm, r, _a| {
        let re = real_part_for(vm, r, "Rational", true)?;
        vm.call_method(re, intern("to_r"), &[], None)
    });
    vm.define_builtin(k, "rationalize", -1, |vm, r, a| {
        if a.len() > 1 {
            return Err(vm.arg_count_error(a.len(), 0, 1));
        }
        let re = real_part_for(vm, r, "Rational", false)?;
        vm.call_method(re, intern("rationalize"), a.as_slice(), None)
    });
    vm.define_builtin(k, "numerator", 0, c_numerator);
    vm.define_builtin(k, "denominator", 0, c_denominator);

    let n = vm.core.numeric;
    vm.define_builtin(n, "real", 0, |_vm, r, _a| Ok(r));
    for name in ["imaginary", "imag"] {
        vm.define_builtin(n, name, 0, |_vm, _r, _a| Ok(Value::fixnum(0)));
    }
    vm.define_builtin(n, "abs2", 0, |vm, r, _a| f_mul(vm, r, r));
    for name in ["arg", "angle", "phase"] {
        vm.define_builtin(n, name, 0, num_arg);
    }
    vm.define_builtin(n, "polar", 0, num_polar);
    for name in ["rectangular", "rect"] {
        vm.define_builtin(n, name, 0, |vm, r, _a| Ok(vm.new_array(vec![r, Value::fixnum(0)])));
    }
    for name in ["conj", "conjugate"] {
        vm.define_builtin(n, name, 0, |_vm, r, _a| Ok(r));
    }
    vm.define_builtin(n, "to_c", 0, |vm, r, _a| Ok(new_raw(vm, r, Value::fixnum(0))));
    vm.define_builtin(n, "i", 0, |vm, r, _a| Ok(new_raw(vm, Value::fixnum(0), r)));
    let nil = vm.core.nil;
    vm.define_builtin(nil, "to_c", 0, |vm, _r, _a| Ok(new_raw(vm, Value::fixnum(0), Value::fixnum(0))));
    // What Complex does not have of Numeric and Comparable (after Numeric#i exists).
    for name in [
        "%", "<", "<=", ">", ">=", "between?", "clamp", "div", "divmod", "floor", "ceil", "modulo", "remainder", "round", "step", "truncate", "i",
        "positive?", "negative?",
    ] {
        let _ = vm.undef_method(k, intern(name));
    }
}
