//! Adding and removing elements in place: `push`/`append`, `<<`, `pop`, `shift`,
//! `unshift`/`prepend`, `insert`, `concat`, `delete`, `delete_at`, `slice!`, `clear`, `replace`
//! and `fill`.
//!
//! Invariants:
//! - Every method calls `check_frozen` before changing anything.
//! - Loops that call Ruby (`delete`'s `==`, `fill`'s block) re-read the length each step, since
//!   the callee may change the array: `delete` compacts in place and cuts the array at the end
//!   (CRuby's rb_ary_delete), `fill` stops once the array no longer reaches the index.

use super::access::splice;
use super::{expect_array, items, items_mut, len_of, norm_index};
use crate::core::enumerable as en;
use crate::object::{self as obj, ArrayItems, ObjType};
use crate::value::Value;
use crate::vm::limits::ARY_MAX_SIZE;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn a_push(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    vm.grow_array(recv, args.len())?;
    for &v in args.as_slice() {
        obj::write_barrier(recv, v);
    }
    items_mut(recv).extend_from_slice(args.as_slice());
    Ok(recv)
}

pub(super) fn a_ltlt(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    vm.grow_array(recv, 1)?;
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

pub(super) fn a_pop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

pub(super) fn a_shift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

pub(super) fn a_unshift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    items_mut(recv).insert_from_slice(0, args.as_slice());
    Ok(recv)
}

pub(super) fn a_insert(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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
    splice(vm, recv, pos, 0, &args.as_slice()[1..])?;
    Ok(recv)
}

pub(super) fn a_concat(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let mut add = Vec::new();
    for &a in args.as_slice() {
        let Some(x) = vm.check_array(a)? else { return Err(vm.conversion_error(a, "Array")) };
        add.extend_from_slice(items(x));
    }
    items_mut(recv).extend_from_slice(&add);
    Ok(recv)
}

pub(super) fn a_delete(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let t = args.get(0);
    // CRuby's rb_ary_delete: `i1` reads, `i2` writes the kept elements in place, the length is
    // re-read every step (`==` may change the array) and the array is cut to `i2` at the end.
    // The answer is the last equal element, or `t` itself when the array changed under it.
    let mut v = t;
    let (mut i1, mut i2) = (0usize, 0usize);
    while i1 < len_of(recv) {
        let e = items(recv)[i1];
        if vm.values_eq(e, t)? {
            v = e;
            i1 += 1;
            continue;
        }
        if i1 != i2 {
            vm.check_frozen(recv)?;
            if i2 >= len_of(recv) {
                items_mut(recv).resize(i2 + 1, Value::NIL);
            }
            items_mut(recv)[i2] = e;
            obj::write_barrier(recv, e);
        }
        i1 += 1;
        i2 += 1;
    }
    if len_of(recv) == i2 {
        return match args.block.clone() {
            Some(b) => vm.yield_block(&b, &[t]),
            None => Ok(Value::NIL),
        };
    }
    if len_of(recv) > i2 {
        items_mut(recv).truncate(i2);
    }
    Ok(v)
}

pub(super) fn a_delete_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let i = vm.expect_int(args.get(0))?;
    match norm_index(len_of(recv), i) {
        Some(j) if j < len_of(recv) => Ok(items_mut(recv).remove(j)),
        _ => Ok(Value::NIL),
    }
}

pub(super) fn a_slice_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

pub(super) fn a_clear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    items_mut(recv).clear();
    Ok(recv)
}

pub(super) fn a_replace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let o = expect_array(vm, args.get(0))?;
    if o != recv {
        *items_mut(recv) = items(o).clone();
    }
    Ok(recv)
}

pub(super) fn a_fill(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let block = args.block.clone();
    let (val, rest) = if block.is_some() {
        (Value::NIL, args.as_slice())
    } else {
        vm.check_argc(args, 1, Some(3))?;
        (args.get(0), &args.as_slice()[1..])
    };
    // CRuby's rb_ary_fill: (beg, len) from the arguments; a negative length changes nothing;
    // the end must stay below ARY_MAX_SIZE ("argument too big") and be allocatable.
    let len = len_of(recv) as i64;
    let (beg, n): (i64, i64) = match rest {
        [] => (0, len),
        [r] if obj::is_type(*r, ObjType::Range) => {
            let rr = obj::as_range(*r);
            let (rb, re, excl) = (rr.begin, rr.end, crate::core::range::excl(*r));
            let mut b = if rb.is_nil() { 0 } else { vm.expect_int(rb)? };
            let mut e = if re.is_nil() { -1 } else { vm.expect_int(re)? };
            if b < 0 {
                b += len;
                if b < 0 {
                    let s = vm.inspect_str(*r)?;
                    return Err(vm.make_error(vm.core.range_error, &format!("{s} out of range")));
                }
            }
            if e < 0 {
                e += len;
            }
            if re.is_nil() || !excl {
                e = e.saturating_add(1);
            }
            (b, (e - b).max(0))
        }
        [st] => {
            let b = if st.is_nil() { 0 } else { vm.expect_int(*st)? };
            let b = if b < 0 { (b + len).max(0) } else { b };
            (b, len - b)
        }
        [st, k, ..] => {
            let b = if st.is_nil() { 0 } else { vm.expect_int(*st)? };
            let b = if b < 0 { (b + len).max(0) } else { b };
            let k = if k.is_nil() { len - b } else { vm.expect_int(*k)? };
            (b, k)
        }
    };
    if n < 0 {
        return Ok(recv);
    }
    if beg >= ARY_MAX_SIZE || n > ARY_MAX_SIZE - beg {
        return Err(vm.arg_error("argument too big"));
    }
    let (s, e) = (beg as usize, (beg + n) as usize);
    if e > len_of(recv) {
        if crate::alloc_reserve::fallibly(|| items_mut(recv).try_reserve_exact(e - len_of(recv))).is_err() {
            return Err(vm.no_memory());
        }
        items_mut(recv).resize(e, Value::NIL);
    }
    for i in s..e {
        let v = match &block {
            Some(b) => vm.yield_block(b, &[Value::fixnum(i as i64)])?,
            None => val,
        };
        // CRuby stops once the block has shrunk the array below `i`.
        if i >= len_of(recv) {
            break;
        }
        obj::write_barrier(recv, v);
        items_mut(recv)[i] = v;
    }
    Ok(recv)
}
