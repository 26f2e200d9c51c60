//! Range: the payload helpers, construction (`allocate` + the private `initialize`), the text
//! forms, equality and hashing, and registration. By concern: `iterate` (`each`,
//! `reverse_each`, `to_a`, `first`/`last`, `to_set`, the String and Symbol walks), `query`
//! (`cover?`/`include?`/`===`, `overlap?`, `size`/`count`, `min`/`max`/`minmax`), `step`
//! (`step`/`%`), `arith_seq` (Enumerator::ArithmeticSequence, what `step` returns for numeric
//! ranges), `bsearch`.
//!
//! Invariants:
//! - A Range made by a literal, `Range.new` on Range itself or `rb_range_new`-like helpers is
//!   frozen once its bounds are set, so begin/end never change under an iteration. Only an
//!   instance of a subclass, `Range.allocate` and `dup` are unfrozen; `initialize` refuses a
//!   frozen range and one already initialized (`FL_RANGE_UNINIT` marks an allocated one).
//! - The bounds are written only by `initialize`, with the write barrier.

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

pub mod arith_seq;
mod bsearch;
mod iterate;
mod query;
mod step;

pub use query::reverse_each_size;

/// Range: made by `allocate` and not yet given its bounds by `initialize` (a per-type bit).
pub const FL_RANGE_UNINIT: u64 = 1 << 10;

pub fn excl(r: Value) -> bool {
    obj::has_flag(r, obj::FL_EXCL_END)
}

fn bounds(r: Value) -> (Value, Value) {
    let rr = obj::as_range(r);
    (rr.begin, rr.end)
}

/// A new, unfrozen Range of class `klass` (allocate, dup).
pub fn alloc_range(vm: &mut Vm, klass: Value, b: Value, e: Value, exclusive: bool) -> Value {
    let r = vm.new_range_unfrozen(b, e, exclusive);
    obj::set_klass(r, klass);
    r
}

/// (start, count) of range `r` applied to a sequence of `len` (Array#[] / String#[] semantics);
/// None when the start is out of bounds.
pub fn range_bounds(vm: &mut Vm, r: Value, len: usize) -> VmResult<Option<(usize, usize)>> {
    let (b, e) = bounds(r);
    let bi = if b.is_nil() { 0 } else { vm.expect_int(b)? };
    let ei = if e.is_nil() { -1 } else { vm.expect_int(e)? };
    let ex = excl(r) && !e.is_nil();
    let len = len as i64;
    let s = if bi < 0 { bi + len } else { bi };
    if s < 0 || s > len {
        return Ok(None);
    }
    let mut ei = if ei < 0 { ei + len } else { ei };
    if !ex {
        ei += 1;
    }
    let ei = ei.min(len);
    let n = (ei - s).max(0);
    Ok(Some((s as usize, n as usize)))
}

pub fn range_inspect(vm: &mut Vm, r: Value, inspect: bool) -> VmResult<String> {
    let (b, e) = bounds(r);
    let f = |vm: &mut Vm, v: Value, show: bool| -> VmResult<String> {
        if inspect {
            if show {
                vm.inspect_str(v)
            } else {
                Ok(String::new())
            }
        } else if v.is_nil() {
            Ok(String::new())
        } else {
            vm.to_s_str(v)
        }
    };
    let bs = f(vm, b, !b.is_nil() || e.is_nil())?;
    let es = f(vm, e, b.is_nil() || !e.is_nil())?;
    Ok(format!("{}{}{}", bs, if excl(r) { "..." } else { ".." }, es))
}

fn r_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = range_inspect(vm, recv, true)?;
    Ok(vm.new_string(s.into_bytes()))
}
fn r_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = range_inspect(vm, recv, false)?;
    Ok(vm.new_string(s.into_bytes()))
}

/// Integer or Float (the built-in numbers the closed formulas handle).
fn is_num(vm: &Vm, v: Value) -> bool {
    v.is_fixnum() || vm.is_float(v) || obj::is_type(v, ObjType::Bignum)
}

/// `v.kind_of?(Numeric)`.
fn is_numeric(vm: &mut Vm, v: Value) -> bool {
    if is_num(vm, v) {
        return true;
    }
    if v.is_special() {
        return false;
    }
    let n = vm.core.numeric;
    vm.is_kind_of(v, n)
}

fn cant_iterate(vm: &mut Vm, v: Value) -> Unwind {
    let k = vm.class_of_real(v);
    let n = vm.module_name(k);
    vm.type_error(&format!("can't iterate from {n}"))
}

/// `Range#initialize(begin, end, exclude_end = false)`: refuses a frozen or already initialized
/// range; freezes an instance of Range itself (not of a subclass).
fn r_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(3))?;
    if obj::has_flag(recv, obj::FL_FROZEN) {
        return Err(vm.frozen_error(recv));
    }
    if !obj::has_flag(recv, FL_RANGE_UNINIT) {
        return Err(vm.name_error("'initialize' called twice", intern("initialize"), recv));
    }
    let (b, e) = (args.get(0), args.get(1));
    check_bounds(vm, b, e)?;
    {
        let r = obj::as_range_mut(recv);
        r.begin = b;
        r.end = e;
    }
    obj::write_barrier(recv, b);
    obj::write_barrier(recv, e);
    obj::set_flag(recv, obj::FL_EXCL_END, args.get(2).truthy());
    obj::set_flag(recv, FL_RANGE_UNINIT, false);
    if vm.class_of_real(recv) == vm.core.range {
        vm.freeze(recv);
    }
    Ok(Value::NIL)
}

/// CRuby's range_init check: bounds that are not both Integers nor nil must compare.
pub fn check_bounds(vm: &mut Vm, b: Value, e: Value) -> VmResult<()> {
    if b.is_nil() || e.is_nil() || Value::both_fixnum(b, e) || (is_num(vm, b) && is_num(vm, e)) {
        return Ok(());
    }
    let r = vm.call_method(b, crate::symbol::sym::CMP, &[e], None)?;
    if r.is_nil() {
        return Err(vm.arg_error("bad value for range"));
    }
    Ok(())
}

/// `initialize_copy`: the bounds of `orig` into an allocated (or dup'ed) range.
fn r_initialize_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let src = args.get(0);
    if recv == src {
        return Ok(recv);
    }
    if obj::has_flag(recv, obj::FL_FROZEN) {
        return Err(vm.frozen_error(recv));
    }
    if !obj::is_type(src, ObjType::Range) {
        let n = vm.conversion_name(src);
        return Err(vm.type_error(&format!("wrong argument type {n} (expected Range)")));
    }
    let (b, e) = bounds(src);
    {
        let r = obj::as_range_mut(recv);
        r.begin = b;
        r.end = e;
    }
    obj::write_barrier(recv, b);
    obj::write_barrier(recv, e);
    obj::set_flag(recv, obj::FL_EXCL_END, excl(src));
    obj::set_flag(recv, FL_RANGE_UNINIT, false);
    Ok(recv)
}

fn r_begin(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(obj::as_range(recv).begin)
}
fn r_end(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(obj::as_range(recv).end)
}
fn r_excl(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(excl(recv)))
}

fn r_eq_impl(vm: &mut Vm, recv: Value, o: Value, eql: bool) -> VmResult<bool> {
    if recv == o {
        return Ok(true);
    }
    if !obj::is_type(o, ObjType::Range) || excl(recv) != excl(o) {
        return Ok(false);
    }
    let ((ab, ae), (bb, be)) = (bounds(recv), bounds(o));
    if eql {
        Ok(vm.values_eql(ab, bb)? && vm.values_eql(ae, be)?)
    } else {
        Ok(vm.values_eq(ab, bb)? && vm.values_eq(ae, be)?)
    }
}

fn r_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(r_eq_impl(vm, recv, args.get(0), false)?))
}
fn r_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(r_eq_impl(vm, recv, args.get(0), true)?))
}

fn r_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    let hb = vm.hash_of(b)?;
    let he = vm.hash_of(e)?;
    let h = crate::core::conversions::mix(hb ^ he.rotate_left(7) ^ excl(recv) as u64);
    Ok(Value::fixnum((h >> 2) as i64))
}

pub fn init(vm: &mut Vm) {
    let r = vm.core.range;
    vm.define_private_builtin(r, "initialize", -1, r_initialize);
    vm.define_private_builtin(r, "initialize_copy", 1, r_initialize_copy);
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("inspect", 0, r_inspect),
        ("to_s", 0, r_to_s),
        ("each", 0, iterate::r_each),
        ("bsearch", 0, bsearch::r_bsearch),
        ("reverse_each", 0, iterate::r_reverse_each),
        ("to_a", 0, iterate::r_to_a),
        ("entries", 0, iterate::r_to_a),
        ("to_set", -1, iterate::r_to_set),
        ("first", -1, iterate::r_first),
        ("last", -1, iterate::r_last),
        ("begin", 0, r_begin),
        ("end", 0, r_end),
        ("exclude_end?", 0, r_excl),
        ("include?", 1, query::r_include),
        ("member?", 1, query::r_include),
        ("cover?", 1, query::r_cover),
        ("===", 1, query::r_eqq),
        ("overlap?", 1, query::r_overlap),
        ("==", 1, r_eq),
        ("eql?", 1, r_eql),
        ("hash", 0, r_hash),
        ("size", 0, query::r_size),
        ("count", -1, query::r_count),
        ("min", -1, query::r_min),
        ("max", -1, query::r_max),
        ("minmax", 0, query::r_minmax),
        ("step", -1, step::r_step),
        ("%", -1, step::r_step),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(r, name, arity, f);
    }
    arith_seq::init(vm);
}

/// `sum` of an Integer range by formula (None when the range is not Integer..Integer).
pub fn int_range_sum(vm: &mut Vm, r: Value, init: Value) -> VmResult<Option<Value>> {
    query::int_range_sum(vm, r, init)
}
