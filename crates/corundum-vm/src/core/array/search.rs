//! Array search: `include?`, `index`/`find_index`, `rindex`, `assoc`, `rassoc`, `bsearch`, and
//! `count` with an argument or a block.
//!
//! Invariants:
//! - Equality is `==` (`vm.values_eq`), except that `include?` takes an identical non-Float
//!   element as found without calling it (a NaN is not equal to itself).
//! - Loops re-read the length each step, since `==` or the block may change the array.
//! - `bsearch`/`bsearch_index` accept find-minimum (true/false/nil) and find-any (numeric)
//!   blocks, and raise TypeError on any other block value; a block that changes the array
//!   never makes them read past its end (see `bsearch_index`).

use std::cmp::Ordering;

use super::{items, len_of};
use crate::core::enumerable::{self as en, block_or_enum, enumerator_for};
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn a_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let t = args.get(0);
    let mut i = 0;
    while i < len_of(recv) {
        let x = items(recv)[i];
        if x == t && !vm.is_float(x) || vm.values_eq(x, t)? {
            return Ok(Value::TRUE);
        }
        i += 1;
    }
    Ok(Value::FALSE)
}

pub(super) fn a_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() {
        return enumerator_for(vm, recv, "index", &[]);
    }
    let mut i = 0;
    while i < len_of(recv) {
        let x = items(recv)[i];
        let hit = if args.is_empty() { vm.yield_block(args.block.as_ref().expect("block"), &[x])?.truthy() } else { vm.values_eq(x, args.get(0))? };
        if hit {
            return Ok(Value::fixnum(i as i64));
        }
        i += 1;
    }
    Ok(Value::NIL)
}

pub(super) fn a_rindex(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() {
        return enumerator_for(vm, recv, "rindex", &[]);
    }
    let mut i = len_of(recv);
    while i > 0 {
        i -= 1;
        if i >= len_of(recv) {
            continue;
        }
        let x = items(recv)[i];
        let hit = if args.is_empty() { vm.yield_block(args.block.as_ref().expect("block"), &[x])?.truthy() } else { vm.values_eq(x, args.get(0))? };
        if hit {
            return Ok(Value::fixnum(i as i64));
        }
    }
    Ok(Value::NIL)
}

/// `rfind(ifnone = nil) { |x| }` (new in Ruby 4.0): the last element the block accepts, looking
/// from the end; when none does, `ifnone.call` if given, else nil.
pub(super) fn a_rfind(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let Some(block) = args.block.clone() else {
        return enumerator_for(vm, recv, "rfind", args.as_slice());
    };
    let mut i = len_of(recv);
    while i > 0 {
        i -= 1;
        if i >= len_of(recv) {
            continue;
        }
        let x = items(recv)[i];
        if vm.yield_block(&block, &[x])?.truthy() {
            return Ok(x);
        }
    }
    let ifnone = args.get(0);
    if ifnone.is_nil() {
        return Ok(Value::NIL);
    }
    vm.call_method(ifnone, crate::symbol::sym::CALL, &[], None)
}

pub(super) fn a_assoc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut i = 0;
    while i < len_of(recv) {
        let x = items(recv)[i];
        i += 1;
        if obj::is_type(x, ObjType::Array) && !items(x).is_empty() && vm.values_eq(items(x)[0], args.get(0))? {
            return Ok(x);
        }
    }
    Ok(Value::NIL)
}

pub(super) fn a_rassoc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut i = 0;
    while i < len_of(recv) {
        let x = items(recv)[i];
        i += 1;
        if obj::is_type(x, ObjType::Array) && len_of(x) > 1 && vm.values_eq(items(x)[1], args.get(0))? {
            return Ok(x);
        }
    }
    Ok(Value::NIL)
}

/// CRuby's rb_ary_bsearch_index: the bounds come from the length at the start and each probe
/// reads the element at that moment (nil past the end), so a block that shrinks or grows the
/// array changes only the answer.
fn bsearch_index(vm: &mut Vm, recv: Value, b: &crate::vm::frame::Block) -> VmResult<Option<usize>> {
    let (mut lo, mut hi) = (0usize, len_of(recv));
    let mut found = None;
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let x = items(recv).get(mid).copied().unwrap_or(Value::NIL);
        let r = vm.yield_block(b, &[x])?;
        if r == Value::TRUE {
            found = Some(mid);
            hi = mid;
        } else if r == Value::FALSE || r.is_nil() {
            lo = mid + 1;
        } else if r.is_fixnum() || vm.is_float(r) {
            let c = en::cmp_values(vm, r, Value::fixnum(0))?;
            match c {
                Ordering::Equal => return Ok(Some(mid)),
                Ordering::Less => hi = mid,
                Ordering::Greater => lo = mid + 1,
            }
        } else {
            let k = vm.class_of_real(r);
            let n = vm.module_name(k);
            return Err(vm.type_error(&format!("wrong argument type {n} (must be numeric, true, false or nil)")));
        }
    }
    Ok(found)
}

pub(super) fn a_bsearch(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "bsearch");
    // The element is read again at the end, as CRuby does (nil if the array shrank past it).
    Ok(bsearch_index(vm, recv, &b)?.and_then(|i| items(recv).get(i).copied()).unwrap_or(Value::NIL))
}

pub(super) fn a_bsearch_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "bsearch_index");
    Ok(bsearch_index(vm, recv, &b)?.map_or(Value::NIL, |i| Value::fixnum(i as i64)))
}

pub(super) fn enumerable_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    if !args.is_empty() && args.block.is_some() {
        crate::core::io::mode::warn(vm, "given block not used")?;
    }
    let target = if args.is_empty() { None } else { Some(args.get(0)) };
    let mut n = 0;
    let mut i = 0;
    while i < len_of(recv) {
        let x = items(recv)[i];
        if crate::core::enumerable::count_hit(vm, x, target, args.block.as_ref())? {
            n += 1;
        }
        i += 1;
    }
    Ok(Value::fixnum(n))
}
