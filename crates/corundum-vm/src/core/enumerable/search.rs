//! Searching and testing: `find`/`detect`, `find_index`, `include?`/`member?`, `count`, and the
//! predicates `any?`, `all?`, `none?`, `one?`.
//!
//! Invariants:
//! - `find`, `find_index`, `include?` and the predicates stop the iteration as soon as their
//!   answer is known (the `iterate` callback returns `Ok(false)`); `count` walks every element.
//! - Equality is `==` (`vm.values_eq`); a predicate's pattern matches by `===`.

use super::{block_or_enum, iterate, iterate_args, pack};
use crate::object::{self as obj, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn en_find(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "find");
    let mut found = None;
    iterate(vm, recv, &mut |vm, x| {
        if vm.yield_block(&b, &[x])?.truthy() {
            found = Some(x);
            return Ok(false);
        }
        Ok(true)
    })?;
    match found {
        Some(x) => Ok(x),
        None if !args.get(0).is_nil() => vm.call_method(args.get(0), sym::CALL, &[], None),
        None => Ok(Value::NIL),
    }
}

/// CRuby's warning for a method given both an argument that decides and a block.
pub(super) fn warn_block_unused(vm: &mut Vm) -> VmResult<()> {
    crate::core::io::mode::warn(vm, "given block not used")
}

pub(super) fn en_find_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let target = if args.is_empty() { None } else { Some(args.get(0)) };
    if target.is_some() && args.block.is_some() {
        warn_block_unused(vm)?;
    }
    let b = if target.is_none() { Some(block_or_enum!(vm, recv, args, "find_index")) } else { None };
    let mut i = 0i64;
    let mut found = None;
    iterate_args(vm, recv, &mut |vm, xs| {
        let hit = match target {
            Some(t) => {
                let x = pack(vm, xs);
                vm.values_eq(x, t)?
            }
            None => vm.yield_block(b.as_ref().expect("block"), xs)?.truthy(),
        };
        if hit {
            found = Some(i);
            return Ok(false);
        }
        i += 1;
        Ok(true)
    })?;
    Ok(found.map_or(Value::NIL, Value::fixnum))
}

/// Whether `count` counts element `x`: equal to the argument when one is given (the block is then
/// ignored, as in CRuby), else the block's answer, else every element. Shared by
/// Enumerable#count, Array#count and Range#count.
pub fn count_hit(vm: &mut Vm, x: Value, target: Option<Value>, block: Option<&Block>) -> VmResult<bool> {
    Ok(match (target, block) {
        (Some(t), _) => vm.values_eq(x, t)?,
        (None, Some(b)) => vm.yield_block(b, &[x])?.truthy(),
        (None, None) => true,
    })
}

pub(super) fn en_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() && obj::is_type(recv, ObjType::Hash) {
        return Ok(Value::fixnum(obj::as_hash(recv).table.len() as i64));
    }
    if !args.is_empty() {
        // CRuby scans exactly one argument here ("expected 1").
        vm.check_argc(args, 1, Some(1))?;
    }
    let target = if args.is_empty() { None } else { Some(args.get(0)) };
    if target.is_some() && args.block.is_some() {
        warn_block_unused(vm)?;
    }
    let block = args.block.clone();
    let mut n = 0i64;
    iterate_args(vm, recv, &mut |vm, xs| {
        let hit = match (target, &block) {
            (None, Some(b)) => vm.yield_block(b, xs)?.truthy(),
            _ => {
                let x = pack(vm, xs);
                count_hit(vm, x, target, None)?
            }
        };
        if hit {
            n += 1;
        }
        Ok(true)
    })?;
    Ok(Value::fixnum(n))
}

pub(super) fn en_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let t = args.get(0);
    let mut found = false;
    iterate(vm, recv, &mut |vm, x| {
        if vm.values_eq(x, t)? {
            found = true;
            return Ok(false);
        }
        Ok(true)
    })?;
    Ok(Value::bool(found))
}

/// any?/all?/none?/one? with a pattern, a block or plain truthiness.
fn predicate(vm: &mut Vm, recv: Value, args: &Args, kind: u8) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let pat = if args.is_empty() { None } else { Some(args.get(0)) };
    if pat.is_some() && args.block.is_some() {
        warn_block_unused(vm)?;
    }
    let block = args.block.clone();
    let mut count = 0;
    let mut result: Option<bool> = None;
    iterate_args(vm, recv, &mut |vm, xs| {
        let t = match (pat, &block) {
            (None, Some(b)) => vm.yield_block(b, xs)?.truthy(),
            (Some(p), _) => {
                let x = pack(vm, xs);
                vm.case_eq(p, x)?
            }
            (None, None) => pack(vm, xs).truthy(),
        };
        match kind {
            0 if t => {
                result = Some(true);
                return Ok(false);
            }
            1 if !t => {
                result = Some(false);
                return Ok(false);
            }
            2 if t => {
                result = Some(false);
                return Ok(false);
            }
            3 if t => {
                count += 1;
                if count > 1 {
                    result = Some(false);
                    return Ok(false);
                }
            }
            _ => {}
        }
        Ok(true)
    })?;
    Ok(Value::bool(result.unwrap_or(match kind {
        0 => false,
        1 | 2 => true,
        _ => count == 1,
    })))
}

pub(super) fn en_any(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    predicate(vm, recv, args, 0)
}
pub(super) fn en_all(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    predicate(vm, recv, args, 1)
}
pub(super) fn en_none(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    predicate(vm, recv, args, 2)
}
pub(super) fn en_one(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    predicate(vm, recv, args, 3)
}
