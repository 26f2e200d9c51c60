//! Arrays made from several arrays: `+`, `-`/`difference`, `*`, `&`/`intersection`,
//! `intersect?`, `|`/`union`, `product`, `combination`, `permutation` and their `repeated_`
//! forms, `transpose`.
//!
//! Invariants:
//! - Array arguments go through `to_ary` (`expect_array`), TypeError otherwise; `*` with a
//!   String (or a `to_str` object) is `join`.
//! - Set operations compare elements by `hash`/`eql?` through a Hash of keys (`key_set`): `&`
//!   and `|` keep first occurrences in order, `-` keeps every receiver element not in the
//!   others. The Hashes and partial results stay rooted.
//! - `combination`/`permutation` yield from a snapshot of the receiver, so the block may change
//!   it; with a size outside 0..=length they yield nothing. They and `product` with a block
//!   build one tuple at a time (memory O(length), whatever the count); `*` and `product`
//!   without a block check the result's length (CRuby's messages) and reserve it fallibly.

use super::convert::join_value;
use super::{expect_array, items, len_of};
use crate::core::enumerable::{self as en, block_or_enum, rooted, Out};
use crate::object as obj;
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::limits::ARY_MAX_SIZE;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn a_plus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = expect_array(vm, args.get(0))?;
    let mut v = Vec::with_capacity(len_of(recv) + len_of(o));
    v.extend_from_slice(items(recv));
    v.extend_from_slice(items(o));
    Ok(vm.new_array(v))
}

/// A Hash whose keys are the elements of `arrays` (for `-`, `&`, `|`).
fn key_set(vm: &mut Vm, arrays: &[Value]) -> VmResult {
    let h = vm.new_hash();
    rooted(vm, &[h], |vm| {
        for &a in arrays {
            let mut i = 0;
            while i < len_of(a) {
                let x = items(a)[i];
                if vm.hash_find(h, x)?.is_none() {
                    vm.hash_set(h, x, Value::TRUE)?;
                }
                i += 1;
            }
        }
        Ok(h)
    })
}

fn difference(vm: &mut Vm, recv: Value, others: &[Value]) -> VmResult {
    let mut arrs = Vec::new();
    for &o in others {
        arrs.push(expect_array(vm, o)?);
    }
    let set = key_set(vm, &arrs)?;
    rooted(vm, &[set], |vm| {
        let out = Out::new(vm);
        let r = (|| {
            let mut i = 0;
            while i < len_of(recv) {
                let x = items(recv)[i];
                if vm.hash_find(set, x)?.is_none() {
                    out.push(x);
                }
                i += 1;
            }
            Ok(())
        })();
        out.finish(vm, r)
    })
}

pub(super) fn a_minus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    difference(vm, recv, &[args.get(0)])
}

pub(super) fn a_difference(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    difference(vm, recv, args.as_slice())
}

fn intersection(vm: &mut Vm, recv: Value, others: &[Value]) -> VmResult {
    let mut cur = en::uniq_values(vm, recv, None)?;
    let mark = vm.temp_roots.len();
    vm.temp_roots.push(cur);
    for &o in others {
        let o = match expect_array(vm, o) {
            Ok(o) => o,
            Err(e) => {
                vm.temp_roots.truncate(mark);
                return Err(e);
            }
        };
        let set = key_set(vm, &[o])?;
        vm.temp_roots.push(set);
        let mut keep = Vec::new();
        for &x in items(cur).clone().iter() {
            if vm.hash_find(set, x)?.is_some() {
                keep.push(x);
            }
        }
        cur = vm.new_array(keep);
        vm.temp_roots.push(cur);
    }
    vm.temp_roots.truncate(mark);
    Ok(cur)
}

pub(super) fn a_and(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    intersection(vm, recv, &[args.get(0)])
}

pub(super) fn a_intersection(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    intersection(vm, recv, args.as_slice())
}

pub(super) fn a_intersect_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = intersection(vm, recv, &[args.get(0)])?;
    Ok(Value::bool(!items(r).is_empty()))
}

fn union(vm: &mut Vm, recv: Value, others: &[Value]) -> VmResult {
    let mut all = vec![recv];
    for &o in others {
        all.push(expect_array(vm, o)?);
    }
    let set = key_set(vm, &all)?;
    let keys: Vec<Value> = obj::as_hash(set).table.iter().map(|e| e.key).collect();
    rooted(vm, &[set], |vm| Ok(vm.new_array(keys)))
}

pub(super) fn a_or(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    union(vm, recv, &[args.get(0)])
}

pub(super) fn a_union(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    union(vm, recv, args.as_slice())
}

pub(super) fn a_times(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.get(0);
    if crate::core::is_string(a) || (!a.is_fixnum() && vm.respond_to(a, sym::TO_STR, true) && !a.is_special()) {
        return join_value(vm, recv, a);
    }
    let n = vm.expect_int(a)?;
    if n < 0 {
        return Err(vm.arg_error("negative argument"));
    }
    // CRuby's rb_ary_times: the length must stay within ARY_MAX_SIZE, then be allocatable.
    let len = len_of(recv) as i64;
    if n != 0 && ARY_MAX_SIZE / n < len {
        return Err(vm.arg_error("argument too big"));
    }
    let mut v = vm.try_vec((n * len) as usize)?;
    if len > 0 {
        for _ in 0..n {
            v.extend_from_slice(items(recv));
        }
    }
    Ok(vm.new_array(v))
}

pub(super) fn a_transpose(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let rows = items(recv).clone();
    let mut arrs = Vec::with_capacity(rows.len());
    for r in rows {
        arrs.push(expect_array(vm, r)?);
    }
    let w = arrs.first().map_or(0, |a| len_of(*a));
    for a in &arrs {
        if len_of(*a) != w {
            let n = len_of(*a);
            return Err(vm.make_error(vm.core.index_error, &format!("element size differs ({n} should be {w})")));
        }
    }
    let out = Out::new(vm);
    for j in 0..w {
        let col: Vec<Value> = arrs.iter().map(|a| items(*a)[j]).collect();
        let c = vm.new_array(col);
        out.push(c);
    }
    out.finish(vm, Ok(()))
}

pub(super) fn a_product(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut arrs = vec![recv];
    for &a in args.as_slice() {
        arrs.push(expect_array(vm, a)?);
    }
    let block = args.block.clone();
    // CRuby's rb_ary_product: with a block, tuples are made one at a time from copies of the
    // arrays; without one, the result's length must fit in a long (RangeError "too big to
    // product") and is reserved first (rb_ary_new2: "array size too big", NoMemoryError).
    let lists: Vec<Vec<Value>> = arrs.iter().map(|a| items(*a).to_vec()).collect();
    let out = if block.is_some() {
        Out::new(vm)
    } else {
        let mut total: i64 = 1;
        for l in &lists {
            if l.is_empty() {
                total = 0;
                break;
            }
            total = match total.checked_mul(l.len() as i64) {
                Some(t) => t,
                None => return Err(vm.make_error(vm.core.range_error, "too big to product")),
            };
        }
        Out::try_with_capacity(vm, total as u64)?
    };
    if lists.iter().any(|l| l.is_empty()) {
        let res = out.finish(vm, Ok(()))?;
        return Ok(if block.is_some() { recv } else { res });
    }
    // The copies hold the elements while tuples are built; root them for the duration.
    let flat: Vec<Value> = lists.iter().flatten().copied().collect();
    let r = rooted(vm, &flat, |vm| {
        let mut idx = vec![0usize; lists.len()];
        loop {
            let tuple: Vec<Value> = idx.iter().zip(&lists).map(|(&i, l)| l[i]).collect();
            let a = vm.new_array(tuple);
            match &block {
                Some(b) => {
                    vm.yield_block(b, &[a])?;
                }
                None => out.push(a),
            }
            // Advance the odometer, last array fastest.
            let mut k = lists.len();
            loop {
                if k == 0 {
                    return Ok(());
                }
                k -= 1;
                idx[k] += 1;
                if idx[k] < lists[k].len() {
                    break;
                }
                idx[k] = 0;
            }
        }
    });
    let res = out.finish(vm, r)?;
    Ok(if block.is_some() { recv } else { res })
}

/// Calls `f` with each k-combination (or k-permutation) of the indexes 0..n, in CRuby's order,
/// one at a time: memory stays O(n) however many there are (`[*1..40].combination(20) { break }`
/// returns at once), and no recursion on the Rust stack.
fn each_combo(n: usize, k: usize, perm: bool, f: &mut dyn FnMut(&[usize]) -> VmResult<()>) -> VmResult<()> {
    if k == 0 {
        return f(&[]);
    }
    if k > n {
        return Ok(());
    }
    if !perm {
        let mut idx: Vec<usize> = (0..k).collect();
        loop {
            f(&idx)?;
            // The rightmost index that can still move right, then reset the ones after it.
            let Some(i) = (0..k).rev().find(|&i| idx[i] < n - k + i) else { return Ok(()) };
            idx[i] += 1;
            for j in i + 1..k {
                idx[j] = idx[j - 1] + 1;
            }
        }
    }
    let mut idx = vec![0usize; k];
    let mut used = vec![false; n];
    let (mut pos, mut next) = (0usize, 0usize);
    loop {
        if pos == k {
            f(&idx)?;
            pos -= 1;
            used[idx[pos]] = false;
            next = idx[pos] + 1;
            continue;
        }
        match (next..n).find(|&c| !used[c]) {
            Some(c) => {
                idx[pos] = c;
                used[c] = true;
                pos += 1;
                next = 0;
            }
            None => {
                if pos == 0 {
                    return Ok(());
                }
                pos -= 1;
                used[idx[pos]] = false;
                next = idx[pos] + 1;
            }
        }
    }
}

/// Index sequences of length `k` over `0..n` with repetition: non-decreasing ones
/// (`repeated_combination`) or all of them in odometer order (`repeated_permutation`).
fn each_repeated(n: usize, k: usize, perm: bool, f: &mut dyn FnMut(&[usize]) -> VmResult<()>) -> VmResult<()> {
    if k == 0 {
        return f(&[]);
    }
    if n == 0 {
        return Ok(());
    }
    let mut idx = vec![0usize; k];
    loop {
        f(&idx)?;
        // The rightmost index that can still grow; the ones after it restart (at it, for
        // combinations, which never decrease; at 0 for permutations).
        let Some(i) = (0..k).rev().find(|&i| idx[i] < n - 1) else { return Ok(()) };
        idx[i] += 1;
        let restart = if perm { 0 } else { idx[i] };
        for x in idx.iter_mut().skip(i + 1) {
            *x = restart;
        }
    }
}

/// `combination`/`permutation` and their `repeated_` forms: each index sequence of the receiver
/// (as it was when the call began) yielded as a new Array.
fn combinations(vm: &mut Vm, recv: Value, args: &Args, perm: bool, repeated: bool, name: &str) -> VmResult {
    // The count is converted before an Enumerator is made, as CRuby does.
    let k = if args.is_empty() && !repeated { None } else { Some(vm.expect_int(args.get(0))?) };
    let b = block_or_enum!(vm, recv, args, name);
    let len = len_of(recv);
    let k = k.unwrap_or(len as i64);
    if k < 0 || (!repeated && k as usize > len) {
        return Ok(recv);
    }
    let snapshot = vm.new_array(items(recv).clone());
    let walk = if repeated { each_repeated } else { each_combo };
    rooted(vm, &[snapshot], |vm| {
        walk(len, k as usize, perm, &mut |c| {
            let v: Vec<Value> = c.iter().map(|&i| items(snapshot)[i]).collect();
            let a = vm.new_array(v);
            vm.yield_block(&b, &[a])?;
            Ok(())
        })
    })?;
    Ok(recv)
}

pub(super) fn a_combination(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    combinations(vm, recv, args, false, false, "combination")
}

pub(super) fn a_permutation(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    combinations(vm, recv, args, true, false, "permutation")
}

pub(super) fn a_repeated_combination(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    combinations(vm, recv, args, false, true, "repeated_combination")
}

pub(super) fn a_repeated_permutation(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    combinations(vm, recv, args, true, true, "repeated_permutation")
}
