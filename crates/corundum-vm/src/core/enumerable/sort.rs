//! Comparison and ordering: the `<=>` helpers (`cmp_values` with Integer/Float/String fast
//! paths, `cmpint`, `cmp_block`, `cmp_error`), a stable merge sort, and the Enumerable methods
//! built on them: `sort`, `sort_by`, `min`, `max`, `minmax`, `min_by`, `max_by`, `minmax_by`.
//!
//! Invariants:
//! - `merge_sort` tolerates inconsistent comparators and stops at the first error without
//!   losing an element from the slice.
//! - Values being sorted and their keys stay rooted (`temp_roots`) while comparisons call Ruby.
//! - A nil `<=>` result, or comparing NaN, raises ArgumentError "comparison of X with Y failed".
//! - The Integer/Float/String fast paths (`cmp_values`, `sort_values`, `sort_by_keys`) stand for
//!   the builtin `<=>` only: they apply to plain Strings (not subclasses) and only while no core
//!   class has redefined `<=>` (`Vm::basic_intact(REDEF_CMP)`); otherwise `<=>` is called.

use std::cmp::Ordering;

use super::enumerator::enumerator_for;
use super::{as_array_like, block_or_enum, iterate, rooted, to_a, Out};
use crate::object::{self as obj, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::define::REDEF_CMP;
use crate::vm::{Args, Unwind, Vm, VmResult};

fn is_special_for_cmperr(v: Value) -> bool {
    v.is_special()
}

/// ArgumentError "comparison of X with Y failed" (CRuby's rb_cmperr).
pub fn cmp_error(vm: &mut Vm, a: Value, b: Value) -> Unwind {
    let ka = vm.class_of_real(a);
    let an = vm.module_name(ka);
    let bn = if is_special_for_cmperr(b) {
        vm.inspect_str(b).unwrap_or_default()
    } else {
        let kb = vm.class_of_real(b);
        vm.module_name(kb)
    };
    vm.arg_error(&format!("comparison of {an} with {bn} failed"))
}

/// The result of a `<=>` call as an Ordering (CRuby's rb_cmpint); nil is a comparison error.
pub fn cmpint(vm: &mut Vm, r: Value, a: Value, b: Value) -> VmResult<Ordering> {
    if r.is_fixnum() {
        return Ok(r.as_fixnum().cmp(&0));
    }
    if r.is_nil() {
        return Err(cmp_error(vm, a, b));
    }
    if obj::is_type(r, ObjType::Bignum) {
        return Ok(if obj::as_bignum(r).value.sign() == num_bigint::Sign::Minus { Ordering::Less } else { Ordering::Greater });
    }
    if let Some(f) = vm.float_value(r) {
        return Ok(f.partial_cmp(&0.0).unwrap_or(Ordering::Equal));
    }
    let zero = Value::fixnum(0);
    if vm.call_method(r, sym::GT, &[zero], None)?.truthy() {
        return Ok(Ordering::Greater);
    }
    if vm.call_method(r, sym::LT, &[zero], None)?.truthy() {
        return Ok(Ordering::Less);
    }
    Ok(Ordering::Equal)
}

fn is_plain_string(vm: &Vm, v: Value) -> bool {
    v.is_heap() && obj::basic(v).klass == vm.core.string
}

fn num_f64(vm: &Vm, v: Value) -> Option<f64> {
    if v.is_fixnum() {
        Some(v.as_fixnum() as f64)
    } else {
        vm.float_value(v)
    }
}

/// `a <=> b` as an Ordering with fast paths for Integers, Floats and Strings.
pub fn cmp_values(vm: &mut Vm, a: Value, b: Value) -> VmResult<Ordering> {
    // The fast paths stand for Integer#<=>, String#<=> and Float#<=> only while no core class
    // has redefined `<=>` (`Vm::basic_intact`), and only for plain Strings (a subclass may
    // define its own).
    if !vm.basic_intact(REDEF_CMP) {
        let r = vm.call_method(a, sym::CMP, &[b], None)?;
        return cmpint(vm, r, a, b);
    }
    if Value::both_fixnum(a, b) {
        return Ok(a.as_fixnum().cmp(&b.as_fixnum()));
    }
    if is_plain_string(vm, a) && is_plain_string(vm, b) {
        return Ok(obj::as_string(a).bytes.cmp(&obj::as_string(b).bytes));
    }
    if let (Some(x), Some(y)) = (num_f64(vm, a), num_f64(vm, b)) {
        return match x.partial_cmp(&y) {
            Some(o) => Ok(o),
            None => Err(cmp_error(vm, a, b)),
        };
    }
    let r = vm.call_method(a, sym::CMP, &[b], None)?;
    cmpint(vm, r, a, b)
}

/// Compares with a user block (`sort { |a, b| }`, `max { }`).
pub fn cmp_block(vm: &mut Vm, b: &Block, x: Value, y: Value) -> VmResult<Ordering> {
    let r = vm.yield_block(b, &[x, y])?;
    cmpint(vm, r, x, y)
}

/// A stable merge sort that tolerates inconsistent comparators and stops at the first error.
pub fn merge_sort(v: &mut [Value], cmp: &mut dyn FnMut(Value, Value) -> VmResult<Ordering>) -> VmResult<()> {
    let n = v.len();
    if n < 2 {
        return Ok(());
    }
    if n <= 16 {
        for i in 1..n {
            let x = v[i];
            let mut j = i;
            while j > 0 && cmp(v[j - 1], x)? == Ordering::Greater {
                v[j] = v[j - 1];
                j -= 1;
            }
            v[j] = x;
        }
        return Ok(());
    }
    let mid = n / 2;
    merge_sort(&mut v[..mid], cmp)?;
    merge_sort(&mut v[mid..], cmp)?;
    if cmp(v[mid - 1], v[mid])? != Ordering::Greater {
        return Ok(());
    }
    let left: Vec<Value> = v[..mid].to_vec();
    let (mut i, mut j, mut k) = (0, mid, 0);
    while i < left.len() && j < n {
        let r = match cmp(left[i], v[j]) {
            Ok(r) => r,
            Err(e) => {
                // Put the saved run back so no element is lost from the slice.
                let rest = left.len() - i;
                v[k..k + rest].copy_from_slice(&left[i..]);
                return Err(e);
            }
        };
        if r != Ordering::Greater {
            v[k] = left[i];
            i += 1;
        } else {
            v[k] = v[j];
            j += 1;
        }
        k += 1;
    }
    while i < left.len() {
        v[k] = left[i];
        i += 1;
        k += 1;
    }
    Ok(())
}

/// Sorts `vals` (rooted by the caller) with `<=>` or the block.
pub fn sort_values(vm: &mut Vm, vals: &mut [Value], block: Option<&Block>) -> VmResult<()> {
    if let Some(b) = block {
        return merge_sort(vals, &mut |x, y| cmp_block(vm, b, x, y));
    }
    if !vm.basic_intact(REDEF_CMP) {
        return merge_sort(vals, &mut |x, y| cmp_values(vm, x, y));
    }
    if vals.iter().all(|v| v.is_fixnum()) {
        vals.sort_unstable_by_key(|v| v.as_fixnum());
        return Ok(());
    }
    if vals.iter().all(|v| is_plain_string(vm, *v)) {
        vals.sort_by(|a, b| obj::as_string(*a).bytes.cmp(&obj::as_string(*b).bytes));
        return Ok(());
    }
    merge_sort(vals, &mut |x, y| cmp_values(vm, x, y))
}

/// Sorts the elements of a fresh Array (rooted while sorting).
fn sorted_array(vm: &mut Vm, src: Value, block: Option<&Block>) -> VmResult {
    let out = if obj::is_type(src, ObjType::Array) {
        let items = obj::as_array(src).items.to_vec();
        vm.new_array(items)
    } else {
        to_a(vm, src)?
    };
    rooted(vm, &[out], |vm| {
        let mut v = std::mem::take(&mut obj::as_array_mut(out).items);
        let mark = vm.temp_roots.len();
        vm.temp_roots.extend_from_slice(&v);
        let r = sort_values(vm, &mut v, block);
        vm.temp_roots.truncate(mark);
        obj::as_array_mut(out).items = v;
        r
    })?;
    Ok(out)
}

/// Sorts `vals` by precomputed `keys` (both rooted by the caller); returns the reordered values.
pub fn sort_by_keys(vm: &mut Vm, vals: &[Value], keys: &[Value]) -> VmResult<Vec<Value>> {
    let mut idx: Vec<Value> = (0..vals.len() as i64).map(Value::fixnum).collect();
    let intact = vm.basic_intact(REDEF_CMP);
    if intact && keys.iter().all(|k| k.is_fixnum()) {
        idx.sort_by_key(|i| keys[i.as_fixnum() as usize].as_fixnum());
    } else if intact && keys.iter().all(|k| is_plain_string(vm, *k)) {
        idx.sort_by(|a, b| obj::as_string(keys[a.as_fixnum() as usize]).bytes.cmp(&obj::as_string(keys[b.as_fixnum() as usize]).bytes));
    } else {
        merge_sort(&mut idx, &mut |a, b| cmp_values(vm, keys[a.as_fixnum() as usize], keys[b.as_fixnum() as usize]))?;
    }
    Ok(idx.iter().map(|i| vals[i.as_fixnum() as usize]).collect())
}

/// The checks of CRuby's rb_nmin_run on the `n` of `min(n)`/`max(n)` (`by`: the `_by` forms):
/// a negative n, one whose working buffer (4n elements, twice that with keys) passes LONG_MAX
/// ("too big size") or ARY_MAX_SIZE ("array size too big"), or cannot be allocated.
fn nmin_check(vm: &mut Vm, n: i64, by: bool) -> VmResult<()> {
    if n < 0 {
        return Err(vm.arg_error(&format!("negative size ({n})")));
    }
    if n == 0 {
        return Ok(());
    }
    let per = if by { 2 } else { 1 };
    if i64::MAX / 4 / per < n {
        return Err(vm.arg_error("too big size"));
    }
    let buf = n * 4 * per;
    if buf > crate::vm::limits::ARY_MAX_SIZE {
        return Err(vm.arg_error("array size too big"));
    }
    vm.check_alloc(buf as u128, 8)
}

/// min/max (`want` = Greater for max): `n` form sorts; the Array form compares (best, x).
pub fn min_max(vm: &mut Vm, recv: Value, args: &Args, want: Ordering) -> VmResult {
    let block = args.block.clone();
    if !args.is_empty() && !args.get(0).is_nil() {
        let n = vm.expect_int(args.get(0))?;
        nmin_check(vm, n, false)?;
        let sorted = sorted_array(vm, recv, block.as_ref())?;
        let items = &mut obj::as_array_mut(sorted).items;
        if want == Ordering::Greater {
            items.reverse();
        }
        items.truncate(n as usize);
        return Ok(sorted);
    }
    let is_array = obj::is_type(recv, ObjType::Array);
    let mut best: Option<Value> = None;
    iterate(vm, recv, &mut |vm, x| {
        best = Some(match best {
            None => x,
            Some(b) => {
                let better = match &block {
                    Some(blk) => cmp_block(vm, blk, x, b)? == want,
                    None if is_array => cmp_values(vm, b, x)? == want.reverse(),
                    None => cmp_values(vm, x, b)? == want,
                };
                if better {
                    x
                } else {
                    b
                }
            }
        });
        Ok(true)
    })?;
    Ok(best.unwrap_or(Value::NIL))
}

pub(super) fn en_min(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    min_max(vm, recv, args, Ordering::Less)
}
pub(super) fn en_max(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    min_max(vm, recv, args, Ordering::Greater)
}

/// `minmax`: one pass over the elements (as CRuby's), each compared with the smallest and the
/// largest so far the way `min_max` compares.
pub fn en_minmax(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let block = args.block.clone();
    let is_array = obj::is_type(recv, ObjType::Array);
    let mut best: Option<(Value, Value)> = None;
    let better = |vm: &mut Vm, x: Value, b: Value, want: Ordering| -> VmResult<bool> {
        Ok(match &block {
            Some(blk) => cmp_block(vm, blk, x, b)? == want,
            None if is_array => cmp_values(vm, b, x)? == want.reverse(),
            None => cmp_values(vm, x, b)? == want,
        })
    };
    let mark = vm.temp_roots.len();
    let r = iterate(vm, recv, &mut |vm, x| {
        best = Some(match best {
            None => {
                vm.temp_roots.push(x);
                (x, x)
            }
            Some((lo, hi)) => {
                let lo = if better(vm, x, lo, Ordering::Less)? { x } else { lo };
                let hi = if better(vm, x, hi, Ordering::Greater)? { x } else { hi };
                vm.temp_roots.truncate(mark);
                vm.temp_roots.push(lo);
                vm.temp_roots.push(hi);
                (lo, hi)
            }
        });
        Ok(true)
    });
    let out = r.map(|_| {
        let (lo, hi) = best.unwrap_or((Value::NIL, Value::NIL));
        vm.new_array(vec![lo, hi])
    });
    vm.temp_roots.truncate(mark);
    out
}

fn by_impl(vm: &mut Vm, recv: Value, args: &Args, name: &str, want: Ordering) -> VmResult {
    let b = block_or_enum!(vm, recv, args, name);
    if !args.is_empty() && !args.get(0).is_nil() {
        let n = vm.expect_int(args.get(0))?;
        nmin_check(vm, n, true)?;
        let vals = as_array_like(vm, recv)?;
        return rooted(vm, &[vals], |vm| {
            let keys = Out::new(vm);
            let r = (|| {
                let mut i = 0;
                while i < obj::as_array(vals).items.len() {
                    let x = obj::as_array(vals).items[i];
                    let k = vm.yield_block(&b, &[x])?;
                    keys.push(k);
                    i += 1;
                }
                let v = obj::as_array(vals).items.to_vec();
                let mut sorted = sort_by_keys(vm, &v, keys.items())?;
                if want == Ordering::Greater {
                    sorted.reverse();
                }
                sorted.truncate(n.max(0) as usize);
                Ok(vm.new_array(sorted))
            })();
            vm.temp_roots.truncate(keys.mark);
            r
        });
    }
    let mut best: Option<(Value, Value)> = None;
    iterate(vm, recv, &mut |vm, x| {
        let k = vm.yield_block(&b, &[x])?;
        best = Some(match best {
            None => (x, k),
            Some((bx, bk)) => {
                if cmp_values(vm, k, bk)? == want {
                    (x, k)
                } else {
                    (bx, bk)
                }
            }
        });
        Ok(true)
    })?;
    Ok(best.map_or(Value::NIL, |(x, _)| x))
}

pub(super) fn en_min_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    by_impl(vm, recv, args, "min_by", Ordering::Less)
}
pub(super) fn en_max_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    by_impl(vm, recv, args, "max_by", Ordering::Greater)
}
pub(super) fn en_minmax_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_none() {
        return enumerator_for(vm, recv, "minmax_by", &[]);
    }
    let a = Args::from_slice(&[], args.block.clone());
    let lo = by_impl(vm, recv, &a, "min_by", Ordering::Less)?;
    rooted(vm, &[lo], |vm| {
        let hi = by_impl(vm, recv, &a, "max_by", Ordering::Greater)?;
        Ok(vm.new_array(vec![lo, hi]))
    })
}

pub(super) fn en_sort(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    sorted_array(vm, recv, args.block.as_ref())
}

pub fn sort_by_array(vm: &mut Vm, recv: Value, b: &Block) -> VmResult {
    let vals = Out::new(vm);
    let keys = Out::new(vm);
    let r = (|| {
        // Keys are computed while `each` runs, as in CRuby: an Array is read live (a block that
        // changes it changes what is sorted) and a Hash has its iteration level raised.
        iterate(vm, recv, &mut |vm, x| {
            vals.push(x);
            let k = vm.yield_block(b, &[x])?;
            keys.push(k);
            Ok(true)
        })?;
        let v = vals.items().to_vec();
        let sorted = sort_by_keys(vm, &v, keys.items())?;
        *vals.items() = sorted.into();
        Ok(())
    })();
    vm.temp_roots.truncate(keys.mark);
    vals.finish(vm, r)
}

pub(super) fn en_sort_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "sort_by");
    sort_by_array(vm, recv, &b)
}
