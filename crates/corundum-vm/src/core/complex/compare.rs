//! Complex comparison: `==` (part by part; a real equals a Complex with a zero imaginary
//! part), `<=>` (only between numbers whose imaginary parts are zero, nil otherwise), `eql?`
//! (same part classes too), `hash`, `finite?`/`infinite?`.

use super::{is_complex, is_numeric, is_real, is_zero, parts};
use crate::core::integer as int;
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn eq(vm: &mut Vm, a: Value, b: Value) -> VmResult<bool> {
    Ok(vm.call_method(a, sym::EQ, &[b], None)?.truthy())
}

fn c_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    let (re, im) = parts(recv);
    if is_complex(o) {
        let (or, oi) = parts(o);
        return Ok(Value::bool(eq(vm, re, or)? && eq(vm, im, oi)?));
    }
    if is_numeric(vm, o) && is_real(vm, o)? {
        return Ok(Value::bool(eq(vm, re, o)? && is_zero(vm, im)?));
    }
    Ok(Value::bool(eq(vm, o, recv)?))
}

fn c_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !is_numeric(vm, o) {
        return int::coerce_cmp(vm, recv, o);
    }
    let (re, im) = parts(recv);
    if !is_zero(vm, im)? {
        return Ok(Value::NIL);
    }
    if is_complex(o) {
        let (or, oi) = parts(o);
        if is_zero(vm, oi)? {
            return vm.call_method(re, sym::CMP, &[or], None);
        }
        return Ok(Value::NIL);
    }
    if is_real(vm, o)? {
        return vm.call_method(re, sym::CMP, &[o], None);
    }
    int::coerce_cmp(vm, re, o)
}

fn c_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !is_complex(o) {
        return Ok(Value::FALSE);
    }
    let (re, im) = parts(recv);
    let (or, oi) = parts(o);
    if vm.class_of_real(re) != vm.class_of_real(or) || vm.class_of_real(im) != vm.class_of_real(oi) {
        return Ok(Value::FALSE);
    }
    c_eq(vm, recv, args)
}

fn c_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (re, im) = parts(recv);
    let a = vm.hash_of(re)?;
    let b = vm.hash_of(im)?;
    let h = a.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(23) ^ b ^ 0x436f_6d70_6c78;
    Ok(Value::fixnum((h >> 2) as i64))
}

fn c_finite(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (re, im) = parts(recv);
    let f = intern("finite?");
    let a = vm.call_method(re, f, &[], None)?.truthy();
    Ok(Value::bool(a && vm.call_method(im, f, &[], None)?.truthy()))
}

fn c_infinite(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (re, im) = parts(recv);
    let f = intern("infinite?");
    if vm.call_method(re, f, &[], None)?.truthy() || vm.call_method(im, f, &[], None)?.truthy() {
        return Ok(Value::fixnum(1));
    }
    Ok(Value::NIL)
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.complex;
    vm.define_builtin(k, "==", 1, c_eq);
    vm.define_builtin(k, "<=>", 1, c_cmp);
    vm.define_builtin(k, "eql?", 1, c_eql);
    vm.define_builtin(k, "hash", 0, c_hash);
    vm.define_builtin(k, "finite?", 0, c_finite);
    vm.define_builtin(k, "infinite?", 0, c_infinite);
    vm.define_builtin(k, "real?", 0, |_vm, _r, _a| Ok(Value::FALSE));
}
