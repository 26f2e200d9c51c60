//! Walking a Set: `each`, `classify`, `flatten`/`flatten!`, `reset`, the in-place filters (`select!`/`filter!`/`keep_if`,
//! `reject!`/`delete_if`), `map!`, `to_set` and `Enumerable#to_set`.
//!
//! Invariants:
//! - `each` walks the Set's own Hash with its iteration level raised (`core::hash::each_entry`),
//!   so the block may delete elements but adding one raises (see `set::add`).
//! - The in-place filters decide over a snapshot of the elements (a rooted Array), then delete;
//!   `select!`/`reject!`/`filter!` answer nil when nothing changed, `keep_if`/`delete_if` the
//!   receiver.

use super::{add, add_all, add_elements, keys_array, new_set_of, remove, table};
use crate::core::enumerable::block_or_enum;
use crate::object as obj;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn set_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each");
    let h = table(vm, recv)?;
    crate::core::hash::each_entry(vm, h, |vm, k, _| {
        vm.yield_block(&b, &[k])?;
        Ok(true)
    })?;
    Ok(recv)
}

/// Deletes the elements for which the block's truth equals `delete_when`; how many it deleted.
fn filter_in_place(vm: &mut Vm, recv: Value, b: &crate::vm::frame::Block, delete_when: bool) -> VmResult<usize> {
    vm.check_frozen(recv)?;
    let mine = keys_array(vm, recv)?;
    vm.temp_roots.push(mine);
    let r = (|| -> VmResult<usize> {
        let mut deleted = 0;
        let mut i = 0;
        while i < obj::as_array(mine).items.len() {
            let v = obj::as_array(mine).items[i];
            if vm.yield_block(b, &[v])?.truthy() == delete_when && remove(vm, recv, v)? {
                deleted += 1;
            }
            i += 1;
        }
        Ok(deleted)
    })();
    vm.temp_roots.pop();
    r
}

fn set_select_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "select!");
    let n = filter_in_place(vm, recv, &b, false)?;
    Ok(if n == 0 { Value::NIL } else { recv })
}

fn set_keep_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "keep_if");
    filter_in_place(vm, recv, &b, false)?;
    Ok(recv)
}

fn set_reject_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reject!");
    let n = filter_in_place(vm, recv, &b, true)?;
    Ok(if n == 0 { Value::NIL } else { recv })
}

fn set_delete_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "delete_if");
    filter_in_place(vm, recv, &b, true)?;
    Ok(recv)
}

/// `map!`/`collect!`: replaces the elements with the block's results.
fn set_map_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "map!");
    vm.check_frozen(recv)?;
    let mine = keys_array(vm, recv)?;
    vm.temp_roots.push(mine);
    let mapped = vm.new_array(Vec::new());
    vm.temp_roots.push(mapped);
    let r = (|| -> VmResult<()> {
        let mut i = 0;
        while i < obj::as_array(mine).items.len() {
            let v = obj::as_array(mine).items[i];
            let m = vm.yield_block(&b, &[v])?;
            vm.call_method(mapped, crate::symbol::intern("push"), &[m], None)?;
            i += 1;
        }
        // The mapped elements go into a fresh, ordinary table: `map!` drops a
        // `compare_by_identity` setting, as in CRuby 4.0.
        let h = table(vm, recv)?;
        vm.call_method(h, crate::symbol::intern("clear"), &[], None)?;
        obj::as_hash_mut(h).table.compare_by_identity = false;
        add_all(vm, recv, mapped)
    })();
    vm.temp_roots.pop();
    vm.temp_roots.pop();
    r.map(|_| recv)
}

/// `Set#to_set`: the receiver itself when it is a plain Set and no block is given.
fn set_to_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() && vm.class_of_real(recv) == vm.core.set_class {
        return Ok(recv);
    }
    enum_to_set(vm, recv, args)
}

/// `Enumerable#to_set { |x| ... }`: a new Set of the elements (mapped by the block).
/// With arguments (deprecated in 4.0, which warns): `klass.new(self, *rest, &block)`.
fn enum_to_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if !args.is_empty() {
        crate::core::io::mode::warn(vm, "passing arguments to Enumerable#to_set is deprecated")?;
        let a = args.as_slice();
        let mut rest = vec![recv];
        rest.extend_from_slice(&a[1..]);
        return vm.call_method(a[0], crate::symbol::intern("new"), &rest, args.block.clone());
    }
    let k = vm.core.set_class;
    let s = new_set_of(vm, k)?;
    vm.temp_roots.push(s);
    let r = add_elements(vm, s, recv, args.block.as_ref());
    vm.temp_roots.pop();
    r.map(|_| s)
}

/// `classify { |x| key }`: a Hash from each key to the Set (of the receiver's class) of the
/// elements that gave it.
fn set_classify(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "classify");
    let mine = keys_array(vm, recv)?;
    vm.temp_roots.push(mine);
    let out = vm.new_hash();
    vm.temp_roots.push(out);
    let r = (|| -> VmResult<()> {
        let klass = vm.class_of_real(recv);
        let mut i = 0;
        while i < obj::as_array(mine).items.len() {
            let v = obj::as_array(mine).items[i];
            let key = vm.yield_block(&b, &[v])?;
            let group = match vm.hash_get(out, key)? {
                Some(g) => g,
                None => {
                    let g = new_set_of(vm, klass)?;
                    vm.temp_roots.push(g);
                    let r = vm.hash_set_literal(out, key, g);
                    vm.temp_roots.pop();
                    r?;
                    g
                }
            };
            add(vm, group, v)?;
            i += 1;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    vm.temp_roots.pop();
    r.map(|_| out)
}

/// Adds the elements of `set` to `out`, descending into elements that are Sets; `path` holds
/// the Sets being flattened (ArgumentError "tried to flatten recursive Set" on a cycle).
fn flatten_into(vm: &mut Vm, set: Value, out: Value, path: &mut Vec<Value>) -> VmResult<()> {
    vm.check_stack()?;
    if path.contains(&set) {
        return Err(vm.arg_error("tried to flatten recursive Set"));
    }
    path.push(set);
    let mine = keys_array(vm, set)?;
    vm.temp_roots.push(mine);
    let r = (|| -> VmResult<()> {
        let mut i = 0;
        while i < obj::as_array(mine).items.len() {
            let v = obj::as_array(mine).items[i];
            if super::is_set(vm, v) {
                flatten_into(vm, v, out, path)?;
            } else {
                add(vm, out, v)?;
            }
            i += 1;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    path.pop();
    r
}

/// `flatten`: a new Set with the elements of nested Sets in place of those Sets.
fn set_flatten(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let klass = vm.class_of_real(recv);
    let out = new_set_of(vm, klass)?;
    vm.temp_roots.push(out);
    // The Sets on `path` are reachable from `recv`, which the caller roots.
    let r = flatten_into(vm, recv, out, &mut Vec::new());
    vm.temp_roots.pop();
    r.map(|_| out)
}

/// `flatten!`: flattens in place; nil when no element is a Set. The flattened table is a new,
/// ordinary one (a `compare_by_identity` setting is dropped only when something was flattened).
fn set_flatten_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mine = keys_array(vm, recv)?;
    let nested = obj::as_array(mine).items.iter().any(|v| v.is_heap() && vm.is_kind_of(*v, vm.core.set_class));
    if !nested {
        return Ok(Value::NIL);
    }
    vm.check_frozen(recv)?;
    let flat = set_flatten(vm, recv, args)?;
    vm.temp_roots.push(flat);
    let r = table(vm, flat).and_then(|h| vm.ivar_set(recv, super::table_ivar(), h));
    vm.temp_roots.pop();
    r.map(|_| recv)
}

/// `reset`: rebuilds the table after elements changed their hash codes.
fn set_reset(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let h = table(vm, recv)?;
    vm.call_method(h, crate::symbol::intern("rehash"), &[], None)?;
    Ok(recv)
}

pub(super) fn init(vm: &mut Vm, k: Value) {
    vm.define_builtin(k, "classify", 0, set_classify);
    vm.define_builtin(k, "flatten", 0, set_flatten);
    vm.define_builtin(k, "flatten!", 0, set_flatten_bang);
    vm.define_builtin(k, "reset", 0, set_reset);
    vm.define_builtin(k, "each", 0, set_each);
    vm.define_builtin(k, "select!", 0, set_select_bang);
    vm.define_builtin(k, "filter!", 0, set_select_bang);
    vm.define_builtin(k, "keep_if", 0, set_keep_if);
    vm.define_builtin(k, "reject!", 0, set_reject_bang);
    vm.define_builtin(k, "delete_if", 0, set_delete_if);
    vm.define_builtin(k, "map!", 0, set_map_bang);
    vm.define_builtin(k, "collect!", 0, set_map_bang);
    vm.define_builtin(k, "to_set", -1, set_to_set);
    let en = vm.core.enumerable;
    vm.define_builtin(en, "to_set", -1, enum_to_set);
}
