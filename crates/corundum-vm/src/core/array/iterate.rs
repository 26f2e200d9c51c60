//! Array iteration: `each`, `each_index`, `reverse_each`, `map`/`collect`, `map!`, and the
//! in-place filters `select!`/`filter!`, `keep_if`, `reject!`, `delete_if`.
//!
//! Invariants:
//! - Without a block each method returns an Enumerator (`block_or_enum!`).
//! - Loops re-read `items(recv)` and its length each step, since the block may change the
//!   array. `map!` stores as CRuby's rb_ary_store (past a shrunk end it pads with nil); the
//!   in-place filters compact only when they finish, as CRuby's select_bang_ensure does.
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
        // rb_ary_store: a block that shrank the array makes the store extend it with nils.
        if i >= len_of(recv) {
            items_mut(recv).resize(i + 1, Value::NIL);
        }
        obj::write_barrier(recv, v);
        items_mut(recv)[i] = v;
        i += 1;
    }
    Ok(recv)
}

/// Keeps the elements for which the block returns `keep`; returns whether any were removed.
///
/// CRuby's select_bang_i/select_bang_ensure: `i1` reads, `i2` writes the kept elements in
/// place, and the array only shrinks at the end (also when the block raises or breaks), with
/// whatever lies past `i1` then moved down. The length never drops while the block runs, so a
/// block that pushes while the array is short cannot keep the loop alive forever.
fn filter_in_place(vm: &mut Vm, recv: Value, b: &Block, keep: bool) -> VmResult<bool> {
    let (mut i1, mut i2) = (0usize, 0usize);
    let r = (|| {
        while i1 < len_of(recv) {
            let x = items(recv)[i1];
            let t = vm.yield_block(b, &[x])?.truthy();
            if t == keep {
                if i1 != i2 {
                    vm.check_frozen(recv)?;
                    if i2 < len_of(recv) {
                        items_mut(recv)[i2] = x;
                    } else {
                        items_mut(recv).resize(i2, Value::NIL);
                        items_mut(recv).push(x);
                    }
                    obj::write_barrier(recv, x);
                }
                i2 += 1;
            }
            i1 += 1;
        }
        Ok(())
    })();
    let len = len_of(recv);
    let changed = i2 < i1;
    if i2 < len && i2 < i1 {
        vm.check_frozen(recv)?;
        let a = items_mut(recv);
        if i1 < len {
            a.drain(i2..i1);
        } else {
            a.truncate(i2);
        }
    }
    r.map(|_| changed)
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
