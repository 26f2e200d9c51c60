//! Comparable: relational operators, `between?` and `clamp` built on `<=>`.

use crate::symbol::sym;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `a <=> b` as an ordering; ArgumentError "comparison of A with B failed" when it is nil.
pub fn compare(vm: &mut Vm, a: Value, b: Value) -> VmResult<std::cmp::Ordering> {
    if Value::both_fixnum(a, b) {
        return Ok(a.as_fixnum().cmp(&b.as_fixnum()));
    }
    let r = vm.call_method(a, sym::CMP, &[b], None)?;
    cmp_result(vm, r, a, b)
}

pub fn cmp_result(vm: &mut Vm, r: Value, a: Value, b: Value) -> VmResult<std::cmp::Ordering> {
    if r.is_fixnum() {
        return Ok(r.as_fixnum().cmp(&0));
    }
    if let Some(f) = vm.float_value(r) {
        return Ok(f.partial_cmp(&0.0).unwrap_or(std::cmp::Ordering::Equal));
    }
    Err(compare_failed(vm, a, b))
}

pub fn compare_failed(vm: &mut Vm, a: Value, b: Value) -> crate::vm::Unwind {
    let an = vm.class_of_real(a);
    let an = vm.module_name(an);
    let bn = if b.is_nil() || b == Value::TRUE || b == Value::FALSE || b.is_fixnum() || vm.is_float(b) {
        vm.inspect_str(b).unwrap_or_default()
    } else {
        let k = vm.class_of_real(b);
        vm.module_name(k)
    };
    vm.arg_error(&format!("comparison of {an} with {bn} failed"))
}

fn c_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if recv == o {
        return Ok(Value::TRUE);
    }
    let r = vm.call_method(recv, sym::CMP, &[o], None)?;
    Ok(Value::bool(r.is_fixnum() && r.as_fixnum() == 0))
}

fn rel(vm: &mut Vm, recv: Value, args: &Args, f: fn(std::cmp::Ordering) -> bool) -> VmResult {
    let o = compare(vm, recv, args.get(0))?;
    Ok(Value::bool(f(o)))
}
fn c_lt(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    rel(vm, recv, args, |o| o.is_lt())
}
fn c_le(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    rel(vm, recv, args, |o| o.is_le())
}
fn c_gt(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    rel(vm, recv, args, |o| o.is_gt())
}
fn c_ge(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    rel(vm, recv, args, |o| o.is_ge())
}
fn c_between(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let lo = compare(vm, recv, args.get(0))?;
    let hi = compare(vm, recv, args.get(1))?;
    Ok(Value::bool(lo.is_ge() && hi.is_le()))
}
fn c_clamp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (lo, hi) = if args.len() == 1 && crate::object::is_type(args.get(0), crate::object::ObjType::Range) {
        let r = crate::object::as_range(args.get(0));
        (r.begin, r.end)
    } else {
        (args.get(0), args.get(1))
    };
    if !lo.is_nil() && !hi.is_nil() && compare(vm, lo, hi)?.is_gt() {
        return Err(vm.arg_error("min argument must be less than or equal to max argument"));
    }
    if !lo.is_nil() && compare(vm, recv, lo)?.is_lt() {
        return Ok(lo);
    }
    if !hi.is_nil() && compare(vm, recv, hi)?.is_gt() {
        return Ok(hi);
    }
    Ok(recv)
}

pub fn init(vm: &mut Vm) {
    let c = vm.core.comparable;
    vm.define_builtin(c, "==", 1, c_eq);
    vm.define_builtin(c, "<", 1, c_lt);
    vm.define_builtin(c, "<=", 1, c_le);
    vm.define_builtin(c, ">", 1, c_gt);
    vm.define_builtin(c, ">=", 1, c_ge);
    vm.define_builtin(c, "between?", 2, c_between);
    vm.define_builtin(c, "clamp", -2, c_clamp);
}
