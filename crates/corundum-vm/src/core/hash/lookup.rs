//! Hash methods that look a key up in ways other than `[]`: `assoc` (by `==`), `to_proc` (a
//! lambda over `[]`) and `deconstruct_keys` (pattern matching asks the Hash itself).
//!
//! Invariant: `to_proc`'s lambda holds the Hash through a Method object (marked with the Proc),
//! never through a Rust closure, so the Hash lives as long as the Proc.

use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

/// `assoc(key)`: `[key, value]` for the first key `==` to the argument (an identity Hash
/// compares by identity first, as a lookup would), nil when there is none.
fn h_assoc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let want = args.get(0);
    if obj::as_hash(recv).table.compare_by_identity {
        return Ok(match vm.hash_find(recv, want)? {
            Some(p) => {
                let e = obj::as_hash(recv).table.entries[p];
                vm.new_array(vec![e.key, e.value])
            }
            None => Value::NIL,
        });
    }
    let mut found = Value::NIL;
    super::each_entry(vm, recv, |vm, k, v| {
        if vm.values_eq(want, k)? {
            found = vm.new_array(vec![k, v]);
            return Ok(false);
        }
        Ok(true)
    })?;
    Ok(found)
}

/// `to_proc`: a lambda of one argument returning `self[arg]` (with the default), Hash's own
/// `[]` whatever a subclass defines, as CRuby's.
fn h_to_proc(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let hash_class = vm.core.hash;
    let aref = intern("[]");
    let Some(me) = vm.find_method(hash_class, aref) else {
        return Err(vm.make_error(vm.core.runtime_error, "Hash#[] is undefined"));
    };
    let m = crate::core::proc_::new_method_object(vm, recv, me, aref, hash_class, false);
    vm.temp_roots.push(m);
    let r = crate::core::proc_::new_proc(vm, Block::Method(m), true);
    vm.temp_roots.pop();
    r
}

/// `deconstruct_keys(keys)`: the Hash itself, whatever the keys (pattern matching reads it).
fn h_deconstruct_keys(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}

pub(super) fn init(vm: &mut Vm, h: Value) {
    vm.define_builtin(h, "assoc", 1, h_assoc);
    vm.define_builtin(h, "to_proc", 0, h_to_proc);
    vm.define_builtin(h, "deconstruct_keys", 1, h_deconstruct_keys);
}
