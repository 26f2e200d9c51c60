//! Comparable: relational operators, `between?` and `clamp` built on `<=>` (CRuby compar.c).

use crate::object::{self as obj, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

/// `a <=> b` as an ordering; ArgumentError "comparison of A with B failed" when it is nil.
pub fn compare(vm: &mut Vm, a: Value, b: Value) -> VmResult<std::cmp::Ordering> {
    if Value::both_fixnum(a, b) {
        return Ok(a.as_fixnum().cmp(&b.as_fixnum()));
    }
    let r = vm.call_method(a, sym::CMP, &[b], None)?;
    cmp_result(vm, r, a, b)
}

/// CRuby's `rb_cmpint`: the sign of a `<=>` result (Integers directly, anything else through
/// `> 0` and `< 0`); nil is a comparison failure.
pub fn cmp_result(vm: &mut Vm, r: Value, a: Value, b: Value) -> VmResult<std::cmp::Ordering> {
    use std::cmp::Ordering;
    if r.is_fixnum() {
        return Ok(r.as_fixnum().cmp(&0));
    }
    if r.is_nil() {
        return Err(compare_failed(vm, a, b));
    }
    if obj::is_type(r, ObjType::Bignum) {
        return Ok(if num_traits::Signed::is_negative(&*obj::as_bignum(r).value) { Ordering::Less } else { Ordering::Greater });
    }
    let zero = Value::fixnum(0);
    if vm.call_method(r, crate::symbol::intern(">"), &[zero], None)?.truthy() {
        return Ok(Ordering::Greater);
    }
    if vm.call_method(r, crate::symbol::intern("<"), &[zero], None)?.truthy() {
        return Ok(Ordering::Less);
    }
    Ok(Ordering::Equal)
}

/// ArgumentError "comparison of A with B failed" (CRuby's `rb_cmperr`: special constants and
/// Floats are shown with inspect, other objects by class name).
pub fn compare_failed(vm: &mut Vm, a: Value, b: Value) -> crate::vm::Unwind {
    let an = vm.class_of_real(a);
    let an = vm.module_name(an);
    let bn = if b.is_special() || vm.is_float(b) {
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
    // A `<=>` that calls `==` on the same pair again would recurse forever: the inner `==`
    // answers false (CRuby's recursion guard on Comparable#==).
    let r = match vm.guarded(GuardOp::ComparableEq, recv, o, |vm| vm.call_method(recv, sym::CMP, &[o], None)) {
        None => return Ok(Value::FALSE),
        Some(r) => r?,
    };
    if r.is_nil() {
        return Ok(Value::FALSE);
    }
    Ok(Value::bool(cmp_result(vm, r, recv, o)?.is_eq()))
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
    if compare(vm, recv, args.get(0))?.is_lt() {
        return Ok(Value::FALSE);
    }
    if compare(vm, recv, args.get(1))?.is_gt() {
        return Ok(Value::FALSE);
    }
    Ok(Value::TRUE)
}
fn c_clamp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (lo, hi) = match args.len() {
        1 => {
            let r = args.get(0);
            if !obj::is_type(r, ObjType::Range) {
                let k = vm.class_of_real(r);
                let n = vm.module_name(k);
                return Err(vm.type_error(&format!("wrong argument type {n} (expected Range)")));
            }
            let (b, e) = (obj::as_range(r).begin, obj::as_range(r).end);
            if !e.is_nil() && obj::has_flag(r, obj::FL_EXCL_END) {
                return Err(vm.arg_error("cannot clamp with an exclusive range"));
            }
            (b, e)
        }
        2 => (args.get(0), args.get(1)),
        n => return Err(vm.arg_count_error(n, 1, 2)),
    };
    if !lo.is_nil() && !hi.is_nil() && compare(vm, lo, hi)?.is_gt() {
        return Err(vm.arg_error("min argument must be less than or equal to max argument"));
    }
    if !lo.is_nil() {
        let c = compare(vm, recv, lo)?;
        if c.is_eq() {
            return Ok(recv);
        }
        if c.is_lt() {
            return Ok(lo);
        }
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
    vm.define_builtin(c, "clamp", -1, c_clamp);
}
