//! The iteration methods: `each_with_index`, `each_entry`, `each_with_object`, `each_slice`,
//! `each_cons`, `reverse_each` and `cycle`.
//!
//! Invariants:
//! - Without a block each method returns an Enumerator (`block_or_enum!`); with one it returns
//!   the receiver (`each_with_object`: the memo; `cycle`: nil).
//! - Slices and windows are gathered in an `Out` (rooted) and yielded as a fresh Array each.
//! - `reverse_each` works on an Array of the elements, rooted while they yield; `cycle` walks an
//!   Array receiver live and yields anything else's first round from inside `each` (CRuby's order).

use super::{block_or_enum, each_native, iterate, rooted, to_a, Out};
use crate::object::{self as obj, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn en_each_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_with_index");
    let mut i = 0i64;
    let f = &mut |vm: &mut Vm, x| {
        vm.yield_block(&b, &[x, Value::fixnum(i)])?;
        i += 1;
        Ok(true)
    };
    if args.is_empty() {
        iterate(vm, recv, f)?;
    } else {
        each_native(vm, recv, sym::EACH, args.as_slice(), f)?;
    }
    Ok(recv)
}

pub(super) fn en_each_entry(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_entry");
    // The arguments go to `each` (which raises for those it does not take).
    let f = &mut |vm: &mut Vm, x: Value| {
        vm.yield_block(&b, &[x])?;
        Ok(true)
    };
    if args.is_empty() {
        iterate(vm, recv, f)?;
    } else {
        super::each_native(vm, recv, crate::symbol::sym::EACH, args.as_slice(), f)?;
    }
    Ok(recv)
}

pub(super) fn en_each_with_object(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_with_object");
    let memo = args.get(0);
    iterate(vm, recv, &mut |vm, x| {
        vm.yield_block(&b, &[x, memo])?;
        Ok(true)
    })?;
    Ok(memo)
}

pub(super) fn en_each_slice(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n <= 0 {
        return Err(vm.arg_error("invalid slice size"));
    }
    let b = block_or_enum!(vm, recv, args, "each_slice");
    let cur = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        cur.push_growing(vm, x)?;
        if cur.items().len() as i64 == n {
            let chunk = std::mem::take(cur.items());
            let a = vm.new_array(chunk);
            vm.yield_block(&b, &[a])?;
        }
        Ok(true)
    });
    let r = match r {
        Ok(()) if !cur.items().is_empty() => {
            let chunk = std::mem::take(cur.items());
            let a = vm.new_array(chunk);
            vm.yield_block(&b, &[a]).map(|_| ())
        }
        other => other,
    };
    cur.finish(vm, r)?;
    Ok(recv)
}

pub(super) fn en_each_cons(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n <= 0 {
        return Err(vm.arg_error("invalid size"));
    }
    let b = block_or_enum!(vm, recv, args, "each_cons");
    let cur = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        cur.push_growing(vm, x)?;
        if cur.items().len() as i64 > n {
            cur.items().remove(0);
        }
        if cur.items().len() as i64 == n {
            let chunk = cur.items().clone();
            let a = vm.new_array(chunk);
            vm.yield_block(&b, &[a])?;
        }
        Ok(true)
    });
    cur.finish(vm, r)?;
    Ok(recv)
}

pub(super) fn en_reverse_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reverse_each");
    yield_reversed(vm, recv, &b)?;
    Ok(recv)
}

/// Yields what `each` of `recv` yields, last first (collected first: `each` runs forward only).
pub fn yield_reversed(vm: &mut Vm, recv: Value, b: &Block) -> VmResult<()> {
    let a = to_a(vm, recv)?;
    rooted(vm, &[a], |vm| {
        let mut i = obj::as_array(a).items.len();
        while i > 0 {
            i -= 1;
            let x = obj::as_array(a).items[i];
            vm.yield_block(b, &[x])?;
        }
        Ok(())
    })
}

pub(super) fn en_cycle(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let b = block_or_enum!(vm, recv, args, "cycle");
    let times = if args.is_empty() || args.get(0).is_nil() { None } else { Some(vm.expect_int(args.get(0))?) };
    if times.is_some_and(|t| t <= 0) {
        return Ok(Value::NIL);
    }
    // An Array is walked live every round (Array#cycle). Anything else yields its first round
    // while `each` runs, as CRuby does (a Hash keeps its iteration level raised meanwhile), and
    // later rounds walk the elements remembered from it.
    let (a, first_round) = if obj::is_type(recv, ObjType::Array) {
        (recv, 0)
    } else {
        let saved = Out::new(vm);
        let r = iterate(vm, recv, &mut |vm, x| {
            saved.push(x);
            vm.yield_block(&b, &[x])?;
            Ok(true)
        });
        (saved.finish(vm, r)?, 1)
    };
    rooted(vm, &[a], |vm| {
        let mut round = first_round;
        loop {
            if times.is_some_and(|t| round >= t) || obj::as_array(a).items.is_empty() {
                return Ok(Value::NIL);
            }
            let mut i = 0;
            while i < obj::as_array(a).items.len() {
                let x = obj::as_array(a).items[i];
                vm.yield_block(&b, &[x])?;
                i += 1;
            }
            round += 1;
        }
    })
}
