//! Set equality, `hash` and `inspect`/`to_s`.
//!
//! Invariants:
//! - Two Sets are equal when they have the same size and every element of one is in the other
//!   (membership by `hash`/`eql?`), whatever their order; `hash` is order-independent to match.
//! - A Set that contains itself inspects as `Set[...]` (`#<Sub: {...}>` for a subclass) and
//!   compares equal to itself inside its own comparison (the recursion guard).

use super::{contains, is_set, keys_array, size_of};
use crate::core::conversions::mix;
use crate::object as obj;
use crate::value::Value;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

fn set_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if recv == o {
        return Ok(Value::TRUE);
    }
    if !is_set(vm, o) || size_of(vm, recv)? != size_of(vm, o)? {
        return Ok(Value::FALSE);
    }
    // A Set comparing by identity never equals one comparing by `eql?`.
    let identity = |vm: &mut Vm, s: Value| super::table(vm, s).map(|h| obj::as_hash(h).table.compare_by_identity);
    if identity(vm, recv)? != identity(vm, o)? {
        return Ok(Value::FALSE);
    }
    let mine = keys_array(vm, recv)?;
    vm.temp_roots.push(mine);
    let r = vm.guarded(GuardOp::Eq, recv, o, |vm| {
        let mut i = 0;
        while i < obj::as_array(mine).items.len() {
            let v = obj::as_array(mine).items[i];
            if !contains(vm, o, v)? {
                return Ok(false);
            }
            i += 1;
        }
        Ok(true)
    });
    vm.temp_roots.pop();
    Ok(Value::bool(r.unwrap_or(Ok(true))?))
}

fn set_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let mine = keys_array(vm, recv)?;
    vm.temp_roots.push(mine);
    let r = (|| -> VmResult<u64> {
        let mut acc = obj::as_array(mine).items.len() as u64;
        let mut i = 0;
        while i < obj::as_array(mine).items.len() {
            let v = obj::as_array(mine).items[i];
            acc = acc.wrapping_add(mix(vm.hash_of(v)?));
            i += 1;
        }
        Ok(mix(acc))
    })();
    vm.temp_roots.pop();
    Ok(Value::fixnum((r? >> 2) as i64))
}

fn set_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let k = vm.class_of_real(recv);
    let plain = !super::compat_subclass(vm, k);
    let name = vm.module_name(k);
    let (open, close) = if plain { (format!("{name}["), "]".to_string()) } else { (format!("#<{name}: {{"), "}>".to_string()) };
    let mine = keys_array(vm, recv)?;
    vm.temp_roots.push(mine);
    let r = vm.guarded(GuardOp::Inspect, recv, Value::NIL, |vm| {
        let mut out = open.clone();
        let mut i = 0;
        while i < obj::as_array(mine).items.len() {
            if i > 0 {
                out.push_str(", ");
            }
            let v = obj::as_array(mine).items[i];
            vm.inspect_into(v, &mut out)?;
            i += 1;
        }
        out.push_str(&close);
        Ok(out)
    });
    vm.temp_roots.pop();
    let s = match r {
        Some(r) => r?,
        None => format!("{open}...{close}"),
    };
    Ok(vm.new_str(&s))
}

pub(super) fn init(vm: &mut Vm, k: Value) {
    vm.define_builtin(k, "==", 1, set_eq);
    vm.define_builtin(k, "eql?", 1, set_eq);
    vm.define_builtin(k, "hash", 0, set_hash);
    vm.define_builtin(k, "inspect", 0, set_inspect);
    vm.define_builtin(k, "to_s", 0, set_inspect);
}
