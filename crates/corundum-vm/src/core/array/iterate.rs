//! Array iteration: `each`, `each_index`, `reverse_each`, `map`/`collect`, `map!`, and the
//! in-place filters `select!`/`filter!`, `keep_if`, `reject!`, `delete_if`.
//!
//! Invariants:
//! - Without a block each method returns an Enumerator (`block_or_enum!`).
//! - Loops re-read `items(recv)` and its length each step, since the block may change the
//!   array; in-place forms write only to indices still inside it (with the write barrier).
//! - `map` collects into an `Out` (rooted while the block runs).

use super::{items, items_mut, len_of};
use crate::core::enumerable::{block_or_enum, enumerator_for, Out};
use crate::object as obj;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn a_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return enumerator_for(vm, recv, "each", &[]);
    };
    let mut i = 0;
    while i < len_of(recv) {
        let x = items(recv)[i];
        vm.yield_block(&b, &[x])?;
        i += 1;
    }
    Ok(recv)
}

pub(super) fn a_each_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_index");
    let mut i = 0;
    while i < len_of(recv) {
        vm.yield_block(&b, &[Value::fixnum(i as i64)])?;
        i += 1;
    }
    Ok(recv)
}

pub(super) fn a_reverse_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reverse_each");
    let mut i = len_of(recv);
    while i > 0 {
        i -= 1;
        if i >= len_of(recv) {
            i = len_of(recv);
            continue;
        }
        let x = items(recv)[i];
        vm.yield_block(&b, &[x])?;
    }
    Ok(recv)
}

pub(super) fn a_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "map");
    let out = Out::with_capacity(vm, len_of(recv));
    let r = (|| {
        let mut i = 0;
        while i < len_of(recv) {
            let x = items(recv)[i];
            let v = vm.yield_block(&b, &[x])?;
            out.push(v);
            i += 1;
        }
        Ok(())
    })();
    out.finish(vm, r)
}

pub(super) fn a_map_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "map!");
    vm.check_frozen(recv)?;
    let mut i = 0;
    while i < len_of(recv) {
        let x = items(recv)[i];
        let v = vm.yield_block(&b, &[x])?;
        if i < len_of(recv) {
            obj::write_barrier(recv, v);
            items_mut(recv)[i] = v;
        }
        i += 1;
    }
    Ok(recv)
}

/// Keeps the elements for which the block returns `keep`; returns whether any were removed.
fn filter_in_place(vm: &mut Vm, recv: Value, b: &Block, keep: bool) -> VmResult<bool> {
    let mut i = 0;
    let mut changed = false;
    while i < len_of(recv) {
        let x = items(recv)[i];
        let t = vm.yield_block(b, &[x])?.truthy();
        if t != keep {
            if i < len_of(recv) && items(recv)[i] == x {
                items_mut(recv).remove(i);
            }
            changed = true;
        } else {
            i += 1;
        }
    }
    Ok(changed)
}

pub(super) fn a_select_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "select!");
    vm.check_frozen(recv)?;
    Ok(if filter_in_place(vm, recv, &b, true)? { recv } else { Value::NIL })
}

pub(super) fn a_keep_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "keep_if");
    vm.check_frozen(recv)?;
    filter_in_place(vm, recv, &b, true)?;
    Ok(recv)
}

pub(super) fn a_reject_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reject!");
    vm.check_frozen(recv)?;
    Ok(if filter_in_place(vm, recv, &b, false)? { recv } else { Value::NIL })
}

pub(super) fn a_delete_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "delete_if");
    vm.check_frozen(recv)?;
    filter_in_place(vm, recv, &b, false)?;
    Ok(recv)
}
