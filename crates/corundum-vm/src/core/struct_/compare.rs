//! `==`, `eql?`, `hash` and `inspect`/`to_s` of member instances, shared by Struct and Data.
//!
//! Invariants:
//! - Two instances are equal only when their classes are the same (no subclass match) and
//!   every member compares equal (`==`, or `eql?` for `eql?`).
//! - Self-containing instances go through the recursion guard: a pair met again inside its
//!   own comparison counts as equal, `inspect` prints `#<struct Name:...>`, and `hash` uses
//!   `Vm::hash_of` on the members, whose `Vm::hash_outer` keeps it stable.

use super::{get_member, member_at, member_count, members_of_obj, shown_class_name};
use crate::core::conversions::mix;
use crate::value::Value;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

/// Member-wise equality of `a` and `b` (`eql` picks `eql?` over `==`).
pub fn members_eq(vm: &mut Vm, a: Value, b: Value, eql: bool) -> VmResult<bool> {
    if a == b {
        return Ok(true);
    }
    if !b.is_heap() || vm.class_of_real(a) != vm.class_of_real(b) {
        return Ok(false);
    }
    let op = if eql { GuardOp::Eql } else { GuardOp::Eq };
    let r = vm.guarded(op, a, b, |vm| {
        let mut i = 0;
        loop {
            let members = members_of_obj(vm, a);
            if i >= member_count(members) {
                return Ok(true);
            }
            let Some(m) = member_at(members, i) else { return Ok(true) };
            let (x, y) = (get_member(vm, a, m), get_member(vm, b, m));
            let same = if eql { vm.values_eql(x, y)? } else { vm.values_eq(x, y)? };
            if !same {
                return Ok(false);
            }
            i += 1;
        }
    });
    r.unwrap_or(Ok(true))
}

/// The hash code of an instance: its class and every member's hash. Members hash through
/// `Vm::hash_of`, whose recursion guard (`Vm::hash_outer`) keeps a self-containing instance's
/// hash stable (as Hash#hash does).
pub fn members_hash(vm: &mut Vm, o: Value) -> VmResult<u64> {
    {
        let k = vm.class_of_real(o);
        let mut h = mix(k.0);
        let mut i = 0;
        loop {
            let members = members_of_obj(vm, o);
            if i >= member_count(members) {
                break;
            }
            let Some(m) = member_at(members, i) else { break };
            let v = get_member(vm, o, m);
            h = mix(h ^ vm.hash_of(v)?);
            i += 1;
        }
        Ok(h)
    }
}

/// `#<kind Name a=1, b=2>` (`kind` is "struct" or "data"); `#<kind Name:...>` when `o` is
/// already being inspected.
pub fn member_inspect(vm: &mut Vm, o: Value, kind: &str) -> VmResult<String> {
    let name = shown_class_name(vm, o);
    let r = vm.guarded(GuardOp::Inspect, o, Value::NIL, |vm| {
        let mut out = format!("#<{kind} ");
        if let Some(n) = &name {
            out.push_str(n);
        }
        let mut i = 0;
        loop {
            let members = members_of_obj(vm, o);
            if i >= member_count(members) {
                break;
            }
            let Some(m) = member_at(members, i) else { break };
            out.push_str(if i == 0 {
                if name.is_some() {
                    " "
                } else {
                    ""
                }
            } else {
                ", "
            });
            out.push_str(&m.name());
            out.push('=');
            let v = get_member(vm, o, m);
            vm.inspect_into(v, &mut out)?;
            i += 1;
        }
        out.push('>');
        Ok(out)
    });
    match r {
        Some(r) => r,
        None => Ok(format!("#<{kind} {}:...>", name.unwrap_or_default())),
    }
}

fn st_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(members_eq(vm, recv, args.get(0), false)?))
}

fn st_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(members_eq(vm, recv, args.get(0), true)?))
}

/// `hash`, shared with Data.
pub fn st_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = members_hash(vm, recv)?;
    Ok(Value::fixnum((h >> 2) as i64))
}

fn st_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = member_inspect(vm, recv, "struct")?;
    Ok(vm.new_str(&s))
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.struct_class;
    vm.define_builtin(k, "==", 1, st_eq);
    vm.define_builtin(k, "eql?", 1, st_eql);
    vm.define_builtin(k, "hash", 0, st_hash);
    vm.define_builtin(k, "inspect", 0, st_inspect);
    vm.define_builtin(k, "to_s", 0, st_inspect);
}
