//! Array. Methods that only read elements in order (map, select, min, sum, ...) come from
//! Enumerable (core/enumerable.rs), whose iteration walks Array items directly; this file holds
//! indexing, mutation and the Array-only algorithms.
//!
//! Invariants: every mutator calls `check_frozen` first (CRuby raises even when nothing would
//! change); loops that call Ruby re-read `items(recv)` each step, since the block may mutate it.

use std::cmp::Ordering;

use crate::core::enumerable::{self as en, block_or_enum, enumerator_for, rooted, Out};
use crate::object::{self as obj, ArrayItems, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

pub fn items(v: Value) -> &'static ArrayItems {
    &obj::as_array(v).items
}
/// The items of array `v` for changing (with the write barrier, see `object::as_array_mut`).
pub fn items_mut(v: Value) -> &'static mut ArrayItems {
    &mut obj::as_array_mut(v).items
}

fn len_of(v: Value) -> usize {
    obj::as_array(v).items.len()
}

/// `Array#inspect` text.
pub fn array_inspect(vm: &mut Vm, recv: Value) -> VmResult<String> {
    if vm.inspect_guard.contains(&recv) {
        return Ok("[...]".into());
    }
    vm.inspect_guard.push(recv);
    let mut out = String::from("[");
    let mut i = 0;
    while i < items(recv).len() {
        if i > 0 {
            out.push_str(", ");
        }
        let x = items(recv)[i];
        match vm.inspect_str(x) {
            Ok(s) => out.push_str(&s),
            Err(e) => {
                vm.inspect_guard.pop();
                return Err(e);
            }
        }
        i += 1;
    }
    vm.inspect_guard.pop();
    out.push(']');
    Ok(out)
}

fn a_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = array_inspect(vm, recv)?;
    Ok(vm.new_string(s.into_bytes()))
}

/// Normalises an index (negative counts from the end); None when out of range.
pub fn norm_index(len: usize, i: i64) -> Option<usize> {
    let i = if i < 0 { i + len as i64 } else { i };
    if i < 0 {
        None
    } else {
        Some(i as usize)
    }
}

fn new_from(vm: &mut Vm, s: &[Value]) -> Value {
    vm.new_array(s.to_vec())
}

/// `ary[start, n]` / `ary[range]` / `ary[i]`.
fn aref_impl(vm: &mut Vm, recv: Value, a: Value, b: Option<Value>) -> VmResult {
    let len = len_of(recv);
    if let Some(nv) = b {
        let start = vm.expect_int(a)?;
        let n = vm.expect_int(nv)?;
        let Some(s) = norm_index(len, start) else { return Ok(Value::NIL) };
        if s > len || n < 0 {
            return Ok(Value::NIL);
        }
        let e = s.saturating_add(n as usize).min(len);
        return Ok(new_from(vm, &items(recv)[s..e]));
    }
    if a.is_fixnum() {
        return Ok(norm_index(len, a.as_fixnum()).and_then(|i| items(recv).get(i).copied()).unwrap_or(Value::NIL));
    }
    if obj::is_type(a, ObjType::Range) {
        let Some((s, n)) = crate::core::range::range_bounds(vm, a, len)? else { return Ok(Value::NIL) };
        return Ok(new_from(vm, &items(recv)[s..s + n]));
    }
    let i = vm.expect_int(a)?;
    Ok(norm_index(len, i).and_then(|i| items(recv).get(i).copied()).unwrap_or(Value::NIL))
}

fn a_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 2 {
        return Err(vm.arg_count_error(args.len(), 1, 2));
    }
    aref_impl(vm, recv, args.get(0), if args.len() == 2 { Some(args.get(1)) } else { None })
}

fn a_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let i = vm.expect_int(args.get(0))?;
    Ok(norm_index(len_of(recv), i).and_then(|i| items(recv).get(i).copied()).unwrap_or(Value::NIL))
}

/// Replaces `n` elements at `s` with `repl` (padding with nil past the end).
fn splice(recv: Value, s: usize, n: usize, repl: &[Value]) {
    let a = items_mut(recv);
    if s > a.len() {
        a.resize(s, Value::NIL);
    }
    let e = s.saturating_add(n).min(a.len());
    a.drain(s..e);
    a.insert_from_slice(s, repl);
}

fn repl_items(vm: &mut Vm, v: Value) -> VmResult<Vec<Value>> {
    Ok(match vm.check_array(v)? {
        Some(a) => items(a).to_vec(),
        None => vec![v],
    })
}

fn too_small(vm: &mut Vm, i: i64, len: usize) -> crate::vm::Unwind {
    vm.make_error(vm.core.index_error, &format!("index {} too small for array; minimum: -{}", i, len))
}

fn a_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let len = len_of(recv);
    if args.len() == 3 {
        let s0 = vm.expect_int(args.get(0))?;
        let n = vm.expect_int(args.get(1))?;
        let Some(s) = norm_index(len, s0) else { return Err(too_small(vm, s0, len)) };
        if n < 0 {
            return Err(vm.make_error(vm.core.index_error, &format!("negative length ({n})")));
        }
        let v = args.get(2);
        let repl = repl_items(vm, v)?;
        splice(recv, s, n as usize, &repl);
        return Ok(v);
    }
    if args.len() != 2 {
        return Err(vm.arg_count_error(args.len(), 2, 3));
    }
    let (k, v) = (args.get(0), args.get(1));
    if obj::is_type(k, ObjType::Range) {
        let r = obj::as_range(k);
        let (rb, re) = (r.begin, r.end);
        let b = if rb.is_nil() { 0 } else { vm.expect_int(rb)? };
        let e = if re.is_nil() { -1 } else { vm.expect_int(re)? };
        let excl = crate::core::range::excl(k) && !re.is_nil();
        let s = if b < 0 { b + len as i64 } else { b };
        if s < 0 {
            let insp = vm.inspect_str(k)?;
            return Err(vm.make_error(vm.core.range_error, &format!("{insp} out of range")));
        }
        let mut e = if e < 0 { e + len as i64 } else { e };
        if !excl {
            e += 1;
        }
        let n = (e - s).max(0) as usize;
        let repl = repl_items(vm, v)?;
        splice(recv, s as usize, n, &repl);
        return Ok(v);
    }
    let i = vm.expect_int(k)?;
    let Some(idx) = norm_index(len, i) else { return Err(too_small(vm, i, len)) };
    let a = items_mut(recv);
    if idx >= a.len() {
        a.resize(idx + 1, Value::NIL);
    }
    obj::write_barrier(recv, v);
    a[idx] = v;
    Ok(v)
}

fn a_fetch(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let i = vm.expect_int(args.get(0))?;
    let len = len_of(recv);
    if let Some(x) = norm_index(len, i).and_then(|j| items(recv).get(j).copied()) {
        return Ok(x);
    }
    if let Some(b) = args.block.clone() {
        return vm.yield_block(&b, &[args.get(0)]);
    }
    if args.len() == 2 {
        return Ok(args.get(1));
    }
    Err(vm.make_error(vm.core.index_error, &format!("index {} outside of array bounds: {}...{}", i, -(len as i64), len)))
}

fn a_dig(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let v = aref_impl(vm, recv, args.get(0), None)?;
    dig_rest(vm, v, &args.as_slice()[1..])
}

/// Continues a `dig` into `v` with the remaining keys.
pub fn dig_rest(vm: &mut Vm, v: Value, rest: &[Value]) -> VmResult {
    if rest.is_empty() || v.is_nil() {
        return Ok(v);
    }
    if !vm.respond_to(v, intern("dig"), true) {
        let k = vm.class_of_real(v);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("{n} does not have #dig method")));
    }
    vm.call_method(v, intern("dig"), rest, None)
}

fn a_values_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let out = Out::new(vm);
    let r = (|| {
        for &a in args.as_slice() {
            if obj::is_type(a, ObjType::Range) {
                let len = len_of(recv);
                if let Some((s, n)) = crate::core::range::range_bounds(vm, a, len)? {
                    out.items().extend_from_slice(&items(recv)[s..s + n]);
                    // Ranges reaching past the end pad with nil.
                    let re = obj::as_range(a).end;
                    if re.is_fixnum() {
                        let mut e = re.as_fixnum();
                        if !crate::core::range::excl(a) {
                            e += 1;
                        }
                        for _ in (s + n) as i64..e {
                            out.push(Value::NIL);
                        }
                    }
                }
                continue;
            }
            let i = vm.expect_int(a)?;
            out.push(norm_index(len_of(recv), i).and_then(|j| items(recv).get(j).copied()).unwrap_or(Value::NIL));
        }
        Ok(())
    })();
    out.finish(vm, r)
}

fn first_last(vm: &mut Vm, recv: Value, args: &Args, first: bool) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let a = items(recv);
    if args.is_empty() {
        return Ok(if first { a.first() } else { a.last() }.copied().unwrap_or(Value::NIL));
    }
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("negative array size"));
    }
    let a = items(recv);
    let n = (n as usize).min(a.len());
    let s = if first { &a[..n] } else { &a[a.len() - n..] };
    Ok(new_from(vm, s))
}

fn a_first(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    first_last(vm, recv, args, true)
}
fn a_last(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    first_last(vm, recv, args, false)
}

fn a_push(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    for &v in args.as_slice() {
        obj::write_barrier(recv, v);
    }
    items_mut(recv).extend_from_slice(args.as_slice());
    Ok(recv)
}

fn a_ltlt(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    en::apush(recv, args.get(0));
    Ok(recv)
}

fn count_arg(vm: &mut Vm, args: &Args) -> VmResult<Option<usize>> {
    vm.check_argc(args, 0, Some(1))?;
    if args.is_empty() {
        return Ok(None);
    }
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("negative array size"));
    }
    Ok(Some(n as usize))
}

fn a_pop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    match count_arg(vm, args)? {
        None => Ok(items_mut(recv).pop().unwrap_or(Value::NIL)),
        Some(n) => {
            let a = items_mut(recv);
            let n = n.min(a.len());
            let tail: ArrayItems = a.drain(a.len() - n..).collect();
            Ok(vm.new_array(tail))
        }
    }
}

fn a_shift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    match count_arg(vm, args)? {
        None => {
            let a = items_mut(recv);
            Ok(if a.is_empty() { Value::NIL } else { a.remove(0) })
        }
        Some(n) => {
            let a = items_mut(recv);
            let n = n.min(a.len());
            let head: Vec<Value> = a.drain(..n).collect();
            Ok(vm.new_array(head))
        }
    }
}

fn a_unshift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    items_mut(recv).insert_from_slice(0, args.as_slice());
    Ok(recv)
}

fn a_insert(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, None)?;
    vm.check_frozen(recv)?;
    let i = vm.expect_int(args.get(0))?;
    if args.len() == 1 {
        return Ok(recv);
    }
    let len = len_of(recv) as i64;
    let pos = if i < 0 {
        let p = i + len + 1;
        if p < 0 {
            return Err(vm.make_error(vm.core.index_error, &format!("index {} too small for array; minimum: -{}", i, len + 1)));
        }
        p
    } else {
        i
    } as usize;
    splice(recv, pos, 0, &args.as_slice()[1..]);
    Ok(recv)
}

fn a_concat(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let mut add = Vec::new();
    for &a in args.as_slice() {
        let Some(x) = vm.check_array(a)? else { return Err(vm.conversion_error(a, "Array")) };
        add.extend_from_slice(items(x));
    }
    items_mut(recv).extend_from_slice(&add);
    Ok(recv)
}

fn expect_array(vm: &mut Vm, v: Value) -> VmResult {
    match vm.check_array(v)? {
        Some(a) => Ok(a),
        None => Err(vm.conversion_error(v, "Array")),
    }
}

fn a_plus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_minus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    difference(vm, recv, &[args.get(0)])
}
fn a_difference(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_and(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    intersection(vm, recv, &[args.get(0)])
}
fn a_intersection(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    intersection(vm, recv, args.as_slice())
}
fn a_intersect_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_or(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    union(vm, recv, &[args.get(0)])
}
fn a_union(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    union(vm, recv, args.as_slice())
}

fn a_times(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.get(0);
    if crate::core::is_string(a) || (!a.is_fixnum() && vm.respond_to(a, sym::TO_STR, true) && !a.is_special()) {
        return join_value(vm, recv, a);
    }
    let n = vm.expect_int(a)?;
    if n < 0 {
        return Err(vm.arg_error("negative argument"));
    }
    let src = items(recv);
    let mut v = Vec::with_capacity(src.len() * n as usize);
    for _ in 0..n {
        v.extend_from_slice(src);
    }
    Ok(vm.new_array(v))
}

fn a_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::Array) {
        return Ok(Value::NIL);
    }
    if recv == o {
        return Ok(Value::fixnum(0));
    }
    let mut i = 0;
    while i < len_of(recv).min(len_of(o)) {
        let (x, y) = (items(recv)[i], items(o)[i]);
        let r = if Value::both_fixnum(x, y) { Value::fixnum(x.as_fixnum().cmp(&y.as_fixnum()) as i64) } else { vm.call_method(x, sym::CMP, &[y], None)? };
        if r.is_nil() {
            return Ok(Value::NIL);
        }
        if r != Value::fixnum(0) {
            return Ok(r);
        }
        i += 1;
    }
    Ok(Value::fixnum(len_of(recv).cmp(&len_of(o)) as i64))
}

fn a_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if recv == o {
        return Ok(Value::TRUE);
    }
    if !obj::is_type(o, ObjType::Array) {
        if !o.is_special() && vm.respond_to(o, sym::TO_ARY, true) {
            let r = vm.call_method(o, sym::EQ, &[recv], None)?;
            return Ok(Value::bool(r.truthy()));
        }
        return Ok(Value::FALSE);
    }
    if len_of(recv) != len_of(o) {
        return Ok(Value::FALSE);
    }
    if vm.inspect_guard.contains(&recv) {
        return Ok(Value::TRUE);
    }
    vm.inspect_guard.push(recv);
    let mut i = 0;
    let mut res = Ok(Value::TRUE);
    while i < len_of(recv).min(len_of(o)) {
        match vm.values_eq(items(recv)[i], items(o)[i]) {
            Ok(true) => {}
            Ok(false) => {
                res = Ok(Value::FALSE);
                break;
            }
            Err(e) => {
                res = Err(e);
                break;
            }
        }
        i += 1;
    }
    vm.inspect_guard.pop();
    if res.as_ref().is_ok_and(|v| v.truthy()) && len_of(recv) != len_of(o) {
        return Ok(Value::FALSE);
    }
    res
}

fn a_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(vm.values_eql(recv, args.get(0))?))
}

/// The hash code of an Array, safe on recursive arrays (a nested occurrence hashes as a marker).
fn array_hash(vm: &mut Vm, v: Value, stack: &mut Vec<Value>) -> VmResult<u64> {
    use crate::core::conversions::mix;
    let mut h = mix(len_of(v) as u64);
    let mut i = 0;
    while i < len_of(v) {
        let x = items(v)[i];
        let hx = if obj::is_type(x, ObjType::Array) {
            if stack.contains(&x) {
                mix(0x5eed)
            } else {
                stack.push(x);
                let r = array_hash(vm, x, stack);
                stack.pop();
                r?
            }
        } else {
            vm.hash_of(x)?
        };
        h = mix(h ^ hx);
        i += 1;
    }
    Ok(h)
}

fn a_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let mut stack = vec![recv];
    let h = array_hash(vm, recv, &mut stack)?;
    Ok(Value::fixnum((h >> 2) as i64))
}

fn a_shuffle_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let s = a_shuffle(vm, recv, args)?;
    *items_mut(recv) = items(s).clone();
    Ok(recv)
}

fn a_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_rindex(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_delete(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let t = args.get(0);
    let mut found = None;
    let mut i = 0;
    while i < len_of(recv) {
        let x = items(recv)[i];
        if vm.values_eq(x, t)? {
            found = Some(x);
            if i < len_of(recv) {
                items_mut(recv).remove(i);
            }
            continue;
        }
        i += 1;
    }
    match found {
        Some(x) => Ok(x),
        None => match args.block.clone() {
            Some(b) => vm.yield_block(&b, &[t]),
            None => Ok(Value::NIL),
        },
    }
}

fn a_delete_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let i = vm.expect_int(args.get(0))?;
    match norm_index(len_of(recv), i) {
        Some(j) if j < len_of(recv) => Ok(items_mut(recv).remove(j)),
        _ => Ok(Value::NIL),
    }
}

fn a_slice_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    vm.check_argc(args, 1, Some(2))?;
    let len = len_of(recv);
    let a = args.get(0);
    if args.len() == 2 || obj::is_type(a, ObjType::Range) {
        let (s, n) = if args.len() == 2 {
            let s = vm.expect_int(a)?;
            let n = vm.expect_int(args.get(1))?;
            let Some(s) = norm_index(len, s) else { return Ok(Value::NIL) };
            if s > len || n < 0 {
                return Ok(Value::NIL);
            }
            (s, (n as usize).min(len - s))
        } else {
            let Some(b) = crate::core::range::range_bounds(vm, a, len)? else { return Ok(Value::NIL) };
            b
        };
        let removed: Vec<Value> = items_mut(recv).drain(s..s + n).collect();
        return Ok(vm.new_array(removed));
    }
    let i = vm.expect_int(a)?;
    match norm_index(len, i) {
        Some(j) if j < len => Ok(items_mut(recv).remove(j)),
        _ => Ok(Value::NIL),
    }
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

fn a_select_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "select!");
    vm.check_frozen(recv)?;
    Ok(if filter_in_place(vm, recv, &b, true)? { recv } else { Value::NIL })
}
fn a_keep_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "keep_if");
    vm.check_frozen(recv)?;
    filter_in_place(vm, recv, &b, true)?;
    Ok(recv)
}
fn a_reject_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reject!");
    vm.check_frozen(recv)?;
    Ok(if filter_in_place(vm, recv, &b, false)? { recv } else { Value::NIL })
}
fn a_delete_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "delete_if");
    vm.check_frozen(recv)?;
    filter_in_place(vm, recv, &b, false)?;
    Ok(recv)
}

fn a_map_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_each_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_index");
    let mut i = 0;
    while i < len_of(recv) {
        vm.yield_block(&b, &[Value::fixnum(i as i64)])?;
        i += 1;
    }
    Ok(recv)
}

fn a_reverse_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_compact(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let v: Vec<Value> = items(recv).iter().copied().filter(|x| !x.is_nil()).collect();
    Ok(vm.new_array(v))
}

fn a_compact_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let before = len_of(recv);
    items_mut(recv).retain(|x| !x.is_nil());
    Ok(if len_of(recv) == before { Value::NIL } else { recv })
}

fn flatten_into(vm: &mut Vm, src: Value, level: i64, out: &mut Vec<Value>, stack: &mut Vec<Value>, changed: &mut bool) -> VmResult<()> {
    let mut i = 0;
    while i < len_of(src) {
        let x = items(src)[i];
        i += 1;
        if level != 0 {
            let sub = if obj::is_type(x, ObjType::Array) {
                Some(x)
            } else if x.is_special() {
                None
            } else {
                vm.check_array(x)?
            };
            if let Some(a) = sub {
                if stack.contains(&a) {
                    return Err(vm.arg_error("tried to flatten recursive array"));
                }
                *changed = true;
                stack.push(a);
                vm.temp_roots.push(a);
                let r = flatten_into(vm, a, level - 1, out, stack, changed);
                vm.temp_roots.pop();
                stack.pop();
                r?;
                continue;
            }
        }
        out.push(x);
    }
    Ok(())
}

fn flatten_impl(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<(Vec<Value>, bool)> {
    let level = if args.is_empty() || args.get(0).is_nil() { -1 } else { vm.expect_int(args.get(0))? };
    let mut out = Vec::new();
    let mut stack = vec![recv];
    let mut changed = false;
    flatten_into(vm, recv, level, &mut out, &mut stack, &mut changed)?;
    Ok((out, changed))
}

fn a_flatten(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (v, _) = flatten_impl(vm, recv, args)?;
    Ok(vm.new_array(v))
}

fn a_flatten_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let (v, changed) = flatten_impl(vm, recv, args)?;
    if !changed {
        return Ok(Value::NIL);
    }
    *items_mut(recv) = v.into();
    Ok(recv)
}

fn a_uniq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    en::uniq_values(vm, recv, args.block.as_ref())
}

fn a_uniq_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let u = en::uniq_values(vm, recv, args.block.as_ref())?;
    if len_of(u) == len_of(recv) {
        return Ok(Value::NIL);
    }
    *items_mut(recv) = items(u).clone();
    Ok(recv)
}

fn a_reverse(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let mut v = items(recv).clone();
    v.reverse();
    Ok(vm.new_array(v))
}

fn a_reverse_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    items_mut(recv).reverse();
    Ok(recv)
}

fn rotate_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<usize> {
    let n = if args.is_empty() { 1 } else { vm.expect_int(args.get(0))? };
    let len = len_of(recv) as i64;
    Ok(if len == 0 { 0 } else { n.rem_euclid(len) as usize })
}

fn a_rotate(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = rotate_count(vm, recv, args)?;
    let mut v = items(recv).clone();
    v.rotate_left(k);
    Ok(vm.new_array(v))
}

fn a_rotate_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let k = rotate_count(vm, recv, args)?;
    items_mut(recv).rotate_left(k);
    Ok(recv)
}

fn a_sort_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let mut v = items(recv).clone();
    rooted(vm, &v.clone(), |vm| en::sort_values(vm, &mut v, args.block.as_ref()))?;
    vm.check_frozen(recv)?;
    *items_mut(recv) = v;
    Ok(recv)
}

fn a_sort_by_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "sort_by!");
    vm.check_frozen(recv)?;
    let s = en::sort_by_array(vm, recv, &b)?;
    *items_mut(recv) = items(s).clone();
    Ok(recv)
}

fn a_clear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    items_mut(recv).clear();
    Ok(recv)
}

fn a_replace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let o = expect_array(vm, args.get(0))?;
    if o != recv {
        *items_mut(recv) = items(o).clone();
    }
    Ok(recv)
}

fn a_fill(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let block = args.block.clone();
    let (val, rest) = if block.is_some() {
        (Value::NIL, args.as_slice())
    } else {
        vm.check_argc(args, 1, Some(3))?;
        (args.get(0), &args.as_slice()[1..])
    };
    let len = len_of(recv);
    let (s, e) = match rest {
        [] => (0, len),
        [r] if obj::is_type(*r, ObjType::Range) => {
            let rr = obj::as_range(*r);
            let (rb, re) = (rr.begin, rr.end);
            let b = if rb.is_nil() { 0 } else { vm.expect_int(rb)? };
            let b = if b < 0 { (b + len as i64).max(0) } else { b } as usize;
            let e = if re.is_nil() {
                len as i64
            } else {
                let e = vm.expect_int(re)?;
                let e = if e < 0 { e + len as i64 } else { e };
                if crate::core::range::excl(*r) {
                    e
                } else {
                    e + 1
                }
            };
            (b, (e.max(b as i64)) as usize)
        }
        [st] => {
            let b = if st.is_nil() { 0 } else { vm.expect_int(*st)? };
            let b = if b < 0 { (b + len as i64).max(0) } else { b } as usize;
            (b, len.max(b))
        }
        [st, n, ..] => {
            let b = if st.is_nil() { 0 } else { vm.expect_int(*st)? };
            let b = if b < 0 { (b + len as i64).max(0) } else { b } as usize;
            let n = if n.is_nil() { len as i64 - b as i64 } else { vm.expect_int(*n)? };
            (b, b + n.max(0) as usize)
        }
    };
    if e > len_of(recv) {
        items_mut(recv).resize(e, Value::NIL);
    }
    for i in s..e {
        let v = match &block {
            Some(b) => vm.yield_block(b, &[Value::fixnum(i as i64)])?,
            None => val,
        };
        if i < len_of(recv) {
            obj::write_barrier(recv, v);
            items_mut(recv)[i] = v;
        }
    }
    Ok(recv)
}

/// Appends the join of `v` (a String, an Array joined recursively, or `to_s`).
fn join_into(vm: &mut Vm, v: Value, sep: &[u8], out: &mut Vec<u8>, stack: &mut Vec<Value>) -> VmResult<()> {
    let mut i = 0;
    while i < len_of(v) {
        if i > 0 {
            out.extend_from_slice(sep);
        }
        let x = items(v)[i];
        i += 1;
        if obj::is_type(x, ObjType::String) {
            out.extend_from_slice(&obj::as_string(x).bytes);
            continue;
        }
        if x.is_fixnum() {
            out.extend_from_slice(x.as_fixnum().to_string().as_bytes());
            continue;
        }
        let sub = if obj::is_type(x, ObjType::Array) {
            Some(x)
        } else if x.is_special() {
            None
        } else {
            vm.check_array(x)?
        };
        if let Some(a) = sub {
            if stack.contains(&a) {
                return Err(vm.arg_error("recursive array join"));
            }
            stack.push(a);
            let r = join_into(vm, a, sep, out, stack);
            stack.pop();
            r?;
            continue;
        }
        let s = vm.obj_to_s(x)?;
        out.extend_from_slice(&obj::as_string(s).bytes);
    }
    Ok(())
}

fn join_value(vm: &mut Vm, recv: Value, sep: Value) -> VmResult {
    let sep = if sep.is_nil() {
        let g = vm.gvar_get(intern("$,"));
        if g.is_nil() {
            Vec::new()
        } else {
            obj::as_string(vm.expect_string(g)?).bytes.to_vec()
        }
    } else {
        obj::as_string(vm.expect_string(sep)?).bytes.to_vec()
    };
    let mut out = Vec::new();
    let mut stack = vec![recv];
    join_into(vm, recv, &sep, &mut out, &mut stack)?;
    Ok(vm.new_string(out))
}

fn a_join(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    join_value(vm, recv, args.get(0))
}

fn a_assoc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_rassoc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn a_transpose(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
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

fn a_product(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut arrs = vec![recv];
    for &a in args.as_slice() {
        arrs.push(expect_array(vm, a)?);
    }
    let mut combos: Vec<Vec<Value>> = vec![Vec::new()];
    for a in &arrs {
        let mut next = Vec::new();
        for c in &combos {
            for &x in items(*a).iter() {
                let mut c2 = c.clone();
                c2.push(x);
                next.push(c2);
            }
        }
        combos = next;
    }
    let out = Out::new(vm);
    let block = args.block.clone();
    let r = (|| {
        for c in combos {
            let a = vm.new_array(c);
            match &block {
                Some(b) => {
                    vm.yield_block(b, &[a])?;
                }
                None => out.push(a),
            }
        }
        Ok(())
    })();
    let res = out.finish(vm, r)?;
    Ok(if block.is_some() { recv } else { res })
}

fn combos(n: usize, k: usize, perm: bool) -> Vec<Vec<usize>> {
    let mut res = Vec::new();
    let mut cur = Vec::new();
    fn rec(n: usize, k: usize, perm: bool, start: usize, cur: &mut Vec<usize>, res: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            res.push(cur.clone());
            return;
        }
        for i in (if perm { 0 } else { start })..n {
            if perm && cur.contains(&i) {
                continue;
            }
            cur.push(i);
            rec(n, k, perm, i + 1, cur, res);
            cur.pop();
        }
    }
    rec(n, k, perm, 0, &mut cur, &mut res);
    res
}

fn comb_impl(vm: &mut Vm, recv: Value, args: &Args, perm: bool, name: &str) -> VmResult {
    let b = block_or_enum!(vm, recv, args, name);
    let len = len_of(recv);
    let k = if args.is_empty() { len as i64 } else { vm.expect_int(args.get(0))? };
    if k < 0 || k as usize > len {
        return Ok(recv);
    }
    let snapshot = vm.new_array(items(recv).clone());
    rooted(vm, &[snapshot], |vm| {
        for c in combos(len, k as usize, perm) {
            let v: Vec<Value> = c.iter().map(|&i| items(snapshot)[i]).collect();
            let a = vm.new_array(v);
            vm.yield_block(&b, &[a])?;
        }
        Ok(())
    })?;
    Ok(recv)
}

fn a_combination(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    comb_impl(vm, recv, args, false, "combination")
}
fn a_permutation(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    comb_impl(vm, recv, args, true, "permutation")
}

fn a_bsearch(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "bsearch");
    let (mut lo, mut hi) = (0usize, len_of(recv));
    let mut found = Value::NIL;
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let x = items(recv)[mid];
        let r = vm.yield_block(&b, &[x])?;
        if r == Value::TRUE {
            found = x;
            hi = mid;
        } else if r == Value::FALSE || r.is_nil() {
            lo = mid + 1;
        } else if r.is_fixnum() || vm.is_float(r) {
            let c = en::cmp_values(vm, r, Value::fixnum(0))?;
            match c {
                Ordering::Equal => return Ok(x),
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

fn a_take(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to take negative size"));
    }
    let n = (n as usize).min(len_of(recv));
    Ok(new_from(vm, &items(recv)[..n]))
}

fn a_drop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to drop negative size"));
    }
    let n = (n as usize).min(len_of(recv));
    Ok(new_from(vm, &items(recv)[n..]))
}

fn a_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = vm.new_array_of_class(Vec::new(), recv);
    vm.temp_roots.push(a);
    let r = vm.call_method_kw(a, sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(a)
}

fn a_s_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(vm.new_array_of_class(args.as_slice().to_vec(), recv))
}

fn a_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    if args.is_empty() {
        items_mut(recv).clear();
        return Ok(Value::NIL);
    }
    let first = args.get(0);
    if args.len() == 1 && !first.is_fixnum() {
        if let Some(a) = vm.check_array(first)? {
            *items_mut(recv) = items(a).clone();
            return Ok(Value::NIL);
        }
    }
    let n = vm.expect_int(first)?;
    if n < 0 {
        return Err(vm.arg_error("negative array size"));
    }
    if n > 1 << 40 {
        return Err(vm.arg_error("array size too big"));
    }
    match args.block.clone() {
        Some(b) => {
            items_mut(recv).clear();
            for i in 0..n {
                let v = vm.yield_block(&b, &[Value::fixnum(i)])?;
                en::apush(recv, v);
            }
        }
        None => *items_mut(recv) = smallvec::smallvec![args.get(1); n as usize],
    }
    Ok(Value::NIL)
}

fn a_init_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let o = expect_array(vm, args.get(0))?;
    if o != recv {
        *items_mut(recv) = items(o).clone();
    }
    Ok(recv)
}

fn a_to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::basic(recv).klass == vm.core.array || !obj::is_type(recv, ObjType::Array) {
        return Ok(recv);
    }
    Ok(vm.new_array(items(recv).clone()))
}

fn a_sample(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let len = len_of(recv);
    if len == 0 {
        return Ok(Value::NIL);
    }
    let r = crate::core::random::kernel_rand(vm, Value::fixnum(len as i64))?;
    Ok(items(recv)[r.as_fixnum() as usize % len])
}

fn a_shuffle(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let mut v = items(recv).clone();
    let mut i = v.len();
    while i > 1 {
        let r = crate::core::random::kernel_rand(vm, Value::fixnum(i as i64))?;
        i -= 1;
        v.swap(i, r.as_fixnum() as usize % (i + 1));
    }
    Ok(vm.new_array(v))
}

fn a_pack_unsupported(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Err(vm.make_error(vm.core.not_implemented_error, "Array#pack is not supported"))
}

pub fn init(vm: &mut Vm) {
    let a = vm.core.array;
    vm.define_singleton_builtin(a, "new", -1, a_new);
    vm.define_singleton_builtin(a, "[]", -1, a_s_aref);
    vm.define_private_builtin(a, "initialize", -1, a_initialize);
    vm.define_private_builtin(a, "initialize_copy", 1, a_init_copy);
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("inspect", 0, a_inspect),
        ("to_s", 0, a_inspect),
        ("[]", -2, a_aref),
        ("slice", -2, a_aref),
        ("[]=", -3, a_aset),
        ("at", 1, a_at),
        ("fetch", -2, a_fetch),
        ("dig", -2, a_dig),
        ("values_at", -1, a_values_at),
        ("first", -1, a_first),
        ("last", -1, a_last),
        ("push", -1, a_push),
        ("append", -1, a_push),
        ("<<", 1, a_ltlt),
        ("pop", -1, a_pop),
        ("shift", -1, a_shift),
        ("unshift", -1, a_unshift),
        ("prepend", -1, a_unshift),
        ("insert", -2, a_insert),
        ("concat", -1, a_concat),
        ("+", 1, a_plus),
        ("-", 1, a_minus),
        ("difference", -1, a_difference),
        ("*", 1, a_times),
        ("&", 1, a_and),
        ("intersection", -1, a_intersection),
        ("intersect?", 1, a_intersect_p),
        ("|", 1, a_or),
        ("union", -1, a_union),
        ("<=>", 1, a_cmp),
        ("==", 1, a_eq),
        ("eql?", 1, a_eql),
        ("hash", 0, a_hash),
        ("include?", 1, a_include),
        ("index", -1, a_index),
        ("find_index", -1, a_index),
        ("rindex", -1, a_rindex),
        ("delete", 1, a_delete),
        ("delete_at", 1, a_delete_at),
        ("slice!", -2, a_slice_bang),
        ("select!", 0, a_select_bang),
        ("filter!", 0, a_select_bang),
        ("keep_if", 0, a_keep_if),
        ("reject!", 0, a_reject_bang),
        ("delete_if", 0, a_delete_if),
        ("map!", 0, a_map_bang),
        ("collect!", 0, a_map_bang),
        ("each", 0, a_each),
        ("each_index", 0, a_each_index),
        ("reverse_each", 0, a_reverse_each),
        ("map", 0, a_map),
        ("collect", 0, a_map),
        ("compact", 0, a_compact),
        ("compact!", 0, a_compact_bang),
        ("flatten", -1, a_flatten),
        ("flatten!", -1, a_flatten_bang),
        ("uniq", 0, a_uniq),
        ("uniq!", 0, a_uniq_bang),
        ("reverse", 0, a_reverse),
        ("reverse!", 0, a_reverse_bang),
        ("rotate", -1, a_rotate),
        ("rotate!", -1, a_rotate_bang),
        ("sort!", 0, a_sort_bang),
        ("sort_by!", 0, a_sort_by_bang),
        ("clear", 0, a_clear),
        ("replace", 1, a_replace),
        ("fill", -1, a_fill),
        ("join", -1, a_join),
        ("assoc", 1, a_assoc),
        ("rassoc", 1, a_rassoc),
        ("transpose", 0, a_transpose),
        ("product", -1, a_product),
        ("combination", -1, a_combination),
        ("permutation", -1, a_permutation),
        ("bsearch", 0, a_bsearch),
        ("take", 1, a_take),
        ("drop", 1, a_drop),
        ("to_a", 0, a_to_a),
        ("sample", -1, a_sample),
        ("shuffle", -1, a_shuffle),
        ("shuffle!", -1, a_shuffle_bang),
        ("pack", -1, a_pack_unsupported),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(a, name, arity, f);
    }
    en::copy_builtins(
        vm,
        a,
        &[
            "all?",
            "any?",
            "compact",
            "cycle",
            "drop_while",
            "filter",
            "max",
            "min",
            "minmax",
            "none?",
            "one?",
            "reject",
            "select",
            "sort",
            "sum",
            "take_while",
            "to_h",
            "zip",
        ],
    );
    vm.define_leaf_builtin(a, "length", 0, |_vm, r, _a| Ok(Value::fixnum(items(r).len() as i64)));
    vm.define_leaf_builtin(a, "size", 0, |_vm, r, _a| Ok(Value::fixnum(items(r).len() as i64)));
    vm.define_leaf_builtin(a, "empty?", 0, |_vm, r, _a| Ok(Value::bool(items(r).is_empty())));
    vm.define_builtin(a, "to_ary", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(a, "count", -1, |vm, r, a| {
        if a.is_empty() && a.block.is_none() {
            return Ok(Value::fixnum(items(r).len() as i64));
        }
        enumerable_count(vm, r, a)
    });
}

fn enumerable_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let target = if args.is_empty() { None } else { Some(args.get(0)) };
    let mut n = 0;
    let mut i = 0;
    while i < len_of(recv) {
        let x = items(recv)[i];
        let hit = match (target, &args.block) {
            (Some(t), _) => vm.values_eq(x, t)?,
            (None, Some(b)) => vm.yield_block(b, &[x])?.truthy(),
            (None, None) => true,
        };
        if hit {
            n += 1;
        }
        i += 1;
    }
    Ok(Value::fixnum(n))
}
