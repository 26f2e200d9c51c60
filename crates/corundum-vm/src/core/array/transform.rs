//! Reshaping and reordering: `compact`, `flatten`, `uniq`, `reverse`, `rotate` (each with its
//! bang form), `sort!`, `sort_by!`, `shuffle`/`shuffle!` and `sample`.
//!
//! Invariants:
//! - A bang form calls `check_frozen` before computing the result, then replaces the receiver's
//!   items; it returns nil when nothing changed where CRuby does (`compact!`, `flatten!`,
//!   `uniq!`).
//! - `sort!` checks frozenness again after sorting, since the comparison may freeze the array.
//! - `flatten` without a level raises ArgumentError on an array nested in itself (recursion
//!   guard), and keeps each nested array in `temp_roots` while flattening it.
//! - Random choices come from `Kernel#rand` (`random::kernel_rand`), so `srand` makes them repeat.

use super::{items, items_mut, len_of};
use crate::core::enumerable::{self as en, block_or_enum, rooted};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn a_compact(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let v: Vec<Value> = items(recv).iter().copied().filter(|x| !x.is_nil()).collect();
    Ok(vm.new_array(v))
}

pub(super) fn a_compact_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let before = len_of(recv);
    items_mut(recv).retain(|x| !x.is_nil());
    Ok(if len_of(recv) == before { Value::NIL } else { recv })
}

fn flatten_into(vm: &mut Vm, src: Value, level: i64, out: &mut Vec<Value>, changed: &mut bool) -> VmResult<()> {
    let mut i = 0;
    while i < len_of(src) {
        let x = items(src)[i];
        i += 1;
        if level != 0 {
            // An Array, or an object converting with `to_ary`.
            let sub = vm.check_array(x)?;
            if let Some(a) = sub {
                *changed = true;
                vm.temp_roots.push(a);
                let r = flatten_nested(vm, a, level - 1, out, changed);
                vm.temp_roots.pop();
                r?;
                continue;
            }
        }
        out.push(x);
    }
    Ok(())
}

/// `flatten_into` for a nested array. Without a level limit an array met again inside itself
/// raises (recursion guard); with one, the limit ends the descent, as in CRuby.
fn flatten_nested(vm: &mut Vm, a: Value, level: i64, out: &mut Vec<Value>, changed: &mut bool) -> VmResult<()> {
    if level >= 0 {
        vm.check_stack()?;
        return flatten_into(vm, a, level, out, changed);
    }
    match vm.guarded(GuardOp::Flatten, a, Value::NIL, |vm| flatten_into(vm, a, level, out, changed)) {
        Some(r) => r,
        None => Err(vm.arg_error("tried to flatten recursive array")),
    }
}

fn flatten_impl(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<(Vec<Value>, bool)> {
    let level = if args.is_empty() || args.get(0).is_nil() { -1 } else { vm.expect_int(args.get(0))? };
    let mut out = Vec::new();
    let mut changed = false;
    flatten_nested(vm, recv, level, &mut out, &mut changed)?;
    Ok((out, changed))
}

pub(super) fn a_flatten(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (v, _) = flatten_impl(vm, recv, args)?;
    Ok(vm.new_array(v))
}

pub(super) fn a_flatten_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let (v, changed) = flatten_impl(vm, recv, args)?;
    if !changed {
        return Ok(Value::NIL);
    }
    *items_mut(recv) = v.into();
    Ok(recv)
}

pub(super) fn a_uniq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    en::uniq_values(vm, recv, args.block.as_ref())
}

pub(super) fn a_uniq_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let u = en::uniq_values(vm, recv, args.block.as_ref())?;
    if len_of(u) == len_of(recv) {
        return Ok(Value::NIL);
    }
    *items_mut(recv) = items(u).clone();
    Ok(recv)
}

pub(super) fn a_reverse(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let mut v = items(recv).clone();
    v.reverse();
    Ok(vm.new_array(v))
}

pub(super) fn a_reverse_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    items_mut(recv).reverse();
    Ok(recv)
}

fn rotate_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<usize> {
    let n = if args.is_empty() { 1 } else { vm.expect_int(args.get(0))? };
    let len = len_of(recv) as i64;
    Ok(if len == 0 { 0 } else { n.rem_euclid(len) as usize })
}

pub(super) fn a_rotate(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = rotate_count(vm, recv, args)?;
    let mut v = items(recv).clone();
    v.rotate_left(k);
    Ok(vm.new_array(v))
}

pub(super) fn a_rotate_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let k = rotate_count(vm, recv, args)?;
    items_mut(recv).rotate_left(k);
    Ok(recv)
}

pub(super) fn a_sort_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let mut v = items(recv).clone();
    rooted(vm, &v.clone(), |vm| en::sort_values(vm, &mut v, args.block.as_ref()))?;
    vm.check_frozen(recv)?;
    *items_mut(recv) = v;
    Ok(recv)
}

pub(super) fn a_sort_by_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "sort_by!");
    vm.check_frozen(recv)?;
    let s = en::sort_by_array(vm, recv, &b)?;
    *items_mut(recv) = items(s).clone();
    Ok(recv)
}

/// A random index below `limit` (> 0): from the default generator, or from `rng.rand(limit)`
/// when `random:` gave an object (which must answer an Integer in range, as CRuby checks).
fn random_index(vm: &mut Vm, rng: Value, limit: usize) -> VmResult<usize> {
    if rng.is_nil() {
        let r = crate::core::random::kernel_rand(vm, Value::fixnum(limit as i64))?;
        return Ok(r.as_fixnum() as usize % limit);
    }
    let r = vm.call_method(rng, intern("rand"), &[Value::fixnum(limit as i64)], None)?;
    let i = vm.expect_int(r)?;
    if i < 0 {
        return Err(vm.make_error(vm.core.range_error, &format!("random number too small {i}")));
    }
    if i as usize >= limit {
        return Err(vm.make_error(vm.core.range_error, &format!("random number too big {i}")));
    }
    Ok(i as usize)
}

/// `sample`, `sample(n)`, either with `random: rng`: one element (nil for an empty Array), or
/// up to `n` elements from distinct positions (a partial Fisher-Yates shuffle of a copy).
pub(super) fn a_sample(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut rng = Value::NIL;
    if let Some(kw) = args.kwargs() {
        if let Some(r) = vm.hash_lookup_symbol(kw, intern("random")) {
            rng = r;
        }
    }
    let pos = args.positional();
    if pos.len() > 1 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 0..1)", pos.len())));
    }
    if pos.is_empty() {
        let len = len_of(recv);
        if len == 0 {
            return Ok(Value::NIL);
        }
        let i = random_index(vm, rng, len)?;
        return Ok(items(recv).get(i).copied().unwrap_or(Value::NIL));
    }
    let n = vm.expect_int(pos[0])?;
    if n < 0 {
        return Err(vm.arg_error("negative sample number"));
    }
    // The copy is a Ruby Array from the start, so its elements stay rooted while rng.rand runs.
    let out = vm.new_array(items(recv).clone());
    let n = (n as usize).min(len_of(out));
    for i in 0..n {
        let len = len_of(out);
        if i >= len {
            break;
        }
        let j = i + random_index(vm, rng, len - i)?;
        if j < len_of(out) {
            items_mut(out).swap(i, j);
        }
    }
    items_mut(out).truncate(n);
    Ok(out)
}

pub(super) fn a_shuffle(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let mut v = items(recv).clone();
    let mut i = v.len();
    while i > 1 {
        let r = crate::core::random::kernel_rand(vm, Value::fixnum(i as i64))?;
        i -= 1;
        v.swap(i, r.as_fixnum() as usize % (i + 1));
    }
    Ok(vm.new_array(v))
}

pub(super) fn a_shuffle_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let s = a_shuffle(vm, recv, args)?;
    *items_mut(recv) = items(s).clone();
    Ok(recv)
}
