//! Rational conversions: `to_s` ("1/3"), `inspect` ("(1/3)"), `to_i` (truncation), `to_f`
//! (correctly rounded, from the exact quotient), `numerator`/`denominator`, `hash`; and the
//! numerator/denominator/quo methods of Float and Numeric, which go through `to_r`.

use super::{from_int, is_rational, parts, to_q};
use crate::core::float as flo;
use crate::core::integer::{int_to_s, is_integer};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// A Rational's value as the nearest double.
pub fn rat_to_f64(v: Value) -> f64 {
    to_q(v).map_or(f64::NAN, |q| q.to_f64())
}

/// "n/d".
pub fn rat_to_string(v: Value) -> String {
    let (n, d) = parts(v);
    format!("{}/{}", int_to_s(n, 10), int_to_s(d, 10))
}

fn rat_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (n, d) = parts(recv);
    let hn = vm.hash_of(n)?;
    let hd = vm.hash_of(d)?;
    let h = hn.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(17) ^ hd ^ 0x5261_7469_6f6e;
    Ok(Value::fixnum((h >> 2) as i64))
}

/// `Numeric#quo` (CRuby's `rb_numeric_quo`): a Float divisor gives `fdiv`, otherwise the
/// receiver's Rational divided exactly.
fn num_quo(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let y = args.get(0);
    if vm.is_float(y) {
        return vm.call_method(recv, intern("fdiv"), &[y], None);
    }
    let x = if is_integer(recv) { from_int(vm, recv) } else { super::construct::to_rational(vm, recv)? };
    super::rat_binop(vm, x, y, '/')
}

fn via_to_r(vm: &mut Vm, recv: Value, part: usize) -> VmResult {
    let r = vm.call_method(recv, intern("to_r"), &[], None)?;
    if is_rational(r) {
        let p = parts(r);
        return Ok(if part == 0 { p.0 } else { p.1 });
    }
    vm.call_method(r, intern(if part == 0 { "numerator" } else { "denominator" }), &[], None)
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.rational;
    vm.define_builtin(k, "numerator", 0, |_vm, r, _a| Ok(parts(r).0));
    vm.define_builtin(k, "denominator", 0, |_vm, r, _a| Ok(parts(r).1));
    vm.define_builtin(k, "to_s", 0, |vm, r, _a| Ok(vm.new_str(&rat_to_string(r))));
    vm.define_builtin(k, "inspect", 0, |vm, r, _a| Ok(vm.new_str(&format!("({})", rat_to_string(r)))));
    vm.define_builtin(k, "to_i", 0, |vm, r, _a| {
        let q = to_q(r).expect("Rational");
        Ok(vm.new_bignum(q.truncate()))
    });
    vm.define_builtin(k, "to_f", 0, |vm, r, _a| Ok(vm.new_float(rat_to_f64(r))));
    vm.define_builtin(k, "hash", 0, rat_hash);

    let f = vm.core.float;
    vm.define_builtin(f, "numerator", 0, |vm, r, _a| {
        let x = vm.float_value(r).unwrap_or(0.0);
        if !x.is_finite() {
            return Ok(r);
        }
        let q = super::float_to_q(x);
        Ok(vm.new_bignum(q.n))
    });
    vm.define_builtin(f, "denominator", 0, |vm, r, _a| {
        let x = vm.float_value(r).unwrap_or(0.0);
        if !x.is_finite() {
            return Ok(Value::fixnum(1));
        }
        let q = super::float_to_q(x);
        Ok(vm.new_bignum(q.d))
    });

    let n = vm.core.numeric;
    vm.define_builtin(n, "quo", 1, num_quo);
    vm.define_builtin(n, "numerator", 0, |vm, r, _a| via_to_r(vm, r, 0));
    vm.define_builtin(n, "denominator", 0, |vm, r, _a| via_to_r(vm, r, 1));
    let _ = flo::zero_div;
}
