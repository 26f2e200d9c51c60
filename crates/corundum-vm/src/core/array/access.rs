//! Array indexing: `[]`/`slice`, `[]=`, `at`, `fetch`, `dig`, `values_at`, `first`, `last`,
//! `take`, `drop`, and `splice` (replace a run of elements), shared with `insert`.
//!
//! Invariants:
//! - Indices are normalised by `norm_index` (negative counts from the end); reads out of range
//!   give nil (or an empty array for a start equal to the length), `fetch` raises IndexError
//!   unless given a default or a block.
//! - Writes past the end pad with nil; `[]=` with a negative index before the start raises
//!   IndexError (`too_small`), with such a Range RangeError. Stored values pass the write barrier.

use super::{items, items_mut, len_of, norm_index};
use crate::core::enumerable::Out;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::limits::ARY_MAX_SIZE;
use crate::vm::{Args, Vm, VmResult};

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

pub(super) fn a_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 2 {
        return Err(vm.arg_count_error(args.len(), 1, 2));
    }
    aref_impl(vm, recv, args.get(0), if args.len() == 2 { Some(args.get(1)) } else { None })
}

pub(super) fn a_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let i = vm.expect_int(args.get(0))?;
    Ok(norm_index(len_of(recv), i).and_then(|i| items(recv).get(i).copied()).unwrap_or(Value::NIL))
}

/// Replaces `n` elements at `s` with `repl` (padding with nil past the end). Like CRuby's
/// rb_ary_splice, a start past the end must leave room for `repl` within `ARY_MAX_SIZE`
/// (IndexError "index N too big"), and the padding is reserved fallibly (NoMemoryError).
pub(super) fn splice(vm: &mut Vm, recv: Value, s: usize, n: usize, repl: &[Value]) -> VmResult<()> {
    let len = len_of(recv);
    if s > len {
        if s as i64 > ARY_MAX_SIZE - repl.len() as i64 {
            return Err(vm.make_error(vm.core.index_error, &format!("index {s} too big")));
        }
        if crate::alloc_reserve::fallibly(|| items_mut(recv).try_reserve_exact(s - len + repl.len())).is_err() {
            return Err(vm.no_memory());
        }
    }
    let a = items_mut(recv);
    if s > a.len() {
        a.resize(s, Value::NIL);
    }
    let e = s.saturating_add(n).min(a.len());
    a.drain(s..e);
    a.insert_from_slice(s, repl);
    Ok(())
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

pub(super) fn a_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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
        splice(vm, recv, s, n as usize, &repl)?;
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
        splice(vm, recv, s as usize, n, &repl)?;
        return Ok(v);
    }
    let i = vm.expect_int(k)?;
    let Some(idx) = norm_index(len, i) else { return Err(too_small(vm, i, len)) };
    // CRuby's rb_ary_store: an index at ARY_MAX_SIZE or beyond is an IndexError; the room up
    // to it is reserved fallibly.
    if idx >= len {
        if idx as i64 >= ARY_MAX_SIZE {
            return Err(vm.make_error(vm.core.index_error, &format!("index {idx} too big")));
        }
        if crate::alloc_reserve::fallibly(|| items_mut(recv).try_reserve_exact(idx + 1 - len)).is_err() {
            return Err(vm.no_memory());
        }
    }
    let a = items_mut(recv);
    if idx >= a.len() {
        a.resize(idx + 1, Value::NIL);
    }
    obj::write_barrier(recv, v);
    a[idx] = v;
    Ok(v)
}

pub(super) fn a_fetch(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

pub(super) fn a_dig(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

pub(crate) fn a_values_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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
                        if e > (s + n) as i64 {
                            // CRuby's rb_ary_resize of the result: bounded, then reserved.
                            let pad = e - (s + n) as i64;
                            if pad > ARY_MAX_SIZE - out.items().len() as i64 {
                                return Err(vm.make_error(vm.core.index_error, &format!("index {} too big", out.items().len() as i64 + pad)));
                            }
                            if crate::alloc_reserve::fallibly(|| out.items().try_reserve_exact(pad as usize)).is_err() {
                                return Err(vm.no_memory());
                            }
                            let n = out.items().len() + pad as usize;
                            out.items().resize(n, Value::NIL);
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

pub(super) fn a_first(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    first_last(vm, recv, args, true)
}

pub(super) fn a_last(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    first_last(vm, recv, args, false)
}

pub(super) fn a_take(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to take negative size"));
    }
    let n = (n as usize).min(len_of(recv));
    Ok(new_from(vm, &items(recv)[..n]))
}

pub(super) fn a_drop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to drop negative size"));
    }
    let n = (n as usize).min(len_of(recv));
    Ok(new_from(vm, &items(recv)[n..]))
}
