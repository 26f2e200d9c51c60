//! Array to String: `inspect`/`to_s` and `join` (also `Array#*` with a String); `pack` lives in
//! `core::pack`.
//!
//! Invariants:
//! - `inspect` shows an array nested in itself as `[...]`, `join` raises on one; both through
//!   the recursion guard (`vm::recursion_guard`), which also makes deep nesting O(n).
//! - `join` raises ArgumentError "recursive array join" on an array nested in itself; nested
//!   arrays (and `to_ary` objects) are joined recursively, other elements by `to_s`. A nil
//!   separator means `$,`.

use super::{items, len_of};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

/// `Array#inspect` text.
pub fn array_inspect(vm: &mut Vm, recv: Value) -> VmResult<String> {
    let mut out = String::new();
    inspect_into(vm, recv, &mut out)?;
    Ok(out)
}

/// Appends the `inspect` text of array `a` to `out`. Elements go through `Vm::inspect_into`,
/// which writes nested arrays and hashes into the same buffer rather than through a call that
/// returns their text, so deep nesting costs O(n) rather than a copy per level.
pub fn inspect_into(vm: &mut Vm, a: Value, out: &mut String) -> VmResult<()> {
    let r = vm.guarded(GuardOp::Inspect, a, Value::NIL, |vm| {
        out.push('[');
        let mut i = 0;
        while i < len_of(a) {
            if i > 0 {
                out.push_str(", ");
            }
            let x = items(a)[i];
            vm.inspect_into(x, out)?;
            i += 1;
        }
        out.push(']');
        Ok(())
    });
    match r {
        Some(r) => r,
        None => {
            out.push_str("[...]");
            Ok(())
        }
    }
}

pub fn a_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = array_inspect(vm, recv)?;
    Ok(vm.new_string(s.into_bytes()))
}

/// Appends the join of `v` (a String, an Array joined recursively, or `to_s`).
fn join_into(vm: &mut Vm, v: Value, sep: &[u8], out: &mut Vec<u8>) -> VmResult<()> {
    let mut i = 0;
    while i < len_of(v) {
        if i > 0 {
            out.extend_from_slice(sep);
        }
        let x = items(v)[i];
        i += 1;
        if obj::is_type(x, ObjType::String) {
            out.extend_from_slice(&obj::as_string(x).bytes);
            continue;
        }
        if x.is_fixnum() {
            out.extend_from_slice(x.as_fixnum().to_string().as_bytes());
            continue;
        }
        // An object converting with `to_str` first, then an Array or one converting with
        // `to_ary`, then `to_s`.
        if let Some(s) = vm.check_string(x)? {
            out.extend_from_slice(&obj::as_string(s).bytes);
            continue;
        }
        let sub = vm.check_array(x)?;
        if let Some(a) = sub {
            join_nested(vm, a, sep, out)?;
            continue;
        }
        let s = vm.obj_to_s(x)?;
        out.extend_from_slice(&obj::as_string(s).bytes);
    }
    Ok(())
}

/// `join_into` under the recursion guard: an array met again inside its own join raises.
fn join_nested(vm: &mut Vm, a: Value, sep: &[u8], out: &mut Vec<u8>) -> VmResult<()> {
    match vm.guarded(GuardOp::Join, a, Value::NIL, |vm| join_into(vm, a, sep, out)) {
        Some(r) => r,
        None => Err(vm.arg_error("recursive array join")),
    }
}

pub(super) fn join_value(vm: &mut Vm, recv: Value, sep: Value) -> VmResult {
    let sep = if sep.is_nil() {
        let g = vm.gvar_get(intern("$,"));
        if g.is_nil() {
            Vec::new()
        } else {
            obj::as_string(vm.expect_string(g)?).bytes.to_vec()
        }
    } else {
        obj::as_string(vm.expect_string(sep)?).bytes.to_vec()
    };
    let mut out = Vec::new();
    join_nested(vm, recv, &sep, &mut out)?;
    Ok(vm.new_string(out))
}

pub(super) fn a_join(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    join_value(vm, recv, args.get(0))
}
