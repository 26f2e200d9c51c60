//! Range queries that answer without iterating where CRuby does: `cover?`/`===` (a value or a
//! Range), `include?`/`member?` (comparison for linear bounds, String#upto membership for
//! Strings, iteration otherwise), `overlap?`, `size`/`count`, `min`/`max`/`minmax` and the
//! closed `sum` of an Integer range.
//!
//! Invariant: `r_less` is CRuby's r_less: `<=>` with None for an incomparable pair, which every
//! caller treats as "not in order" (greater), so no answer depends on a nil comparison.

use std::cmp::Ordering;

use super::iterate::{int_last, int_tail, range_each, str_upto};
use super::{bounds, cant_iterate, excl, is_numeric};
use crate::core::enumerable as en;
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `a <=> b` where nil (incomparable) is None rather than an error.
pub(super) fn r_less(vm: &mut Vm, a: Value, b: Value) -> VmResult<Option<Ordering>> {
    if Value::both_fixnum(a, b) {
        return Ok(Some(a.as_fixnum().cmp(&b.as_fixnum())));
    }
    if obj::is_type(a, ObjType::String) && obj::is_type(b, ObjType::String) {
        return Ok(Some(obj::as_string(a).bytes.cmp(&obj::as_string(b).bytes)));
    }
    let num = |vm: &Vm, v: Value| if v.is_fixnum() { Some(v.as_fixnum() as f64) } else { vm.float_value(v) };
    if let (Some(x), Some(y)) = (num(vm, a), num(vm, b)) {
        return Ok(x.partial_cmp(&y));
    }
    let r = vm.call_method(a, sym::CMP, &[b], None)?;
    if r.is_nil() {
        return Ok(None);
    }
    en::cmpint(vm, r, a, b).map(Some)
}

/// Whether `v` lies within the range by comparison (CRuby's r_cover_p).
pub fn range_cover(vm: &mut Vm, r: Value, v: Value) -> VmResult<bool> {
    let (b, e) = bounds(r);
    if !b.is_nil() {
        match r_less(vm, b, v)? {
            None | Some(Ordering::Greater) => return Ok(false),
            _ => {}
        }
    }
    if !e.is_nil() {
        return Ok(match r_less(vm, v, e)? {
            None => false,
            Some(c) => {
                if excl(r) {
                    c == Ordering::Less
                } else {
                    c != Ordering::Greater
                }
            }
        });
    }
    Ok(true)
}

/// `r_less` as CRuby's int: incomparable is "greater" (INT_MAX); nil bounds compare with
/// `<=>` as any value does (nil <=> nil is 0).
fn less_int(vm: &mut Vm, a: Value, b: Value) -> VmResult<i32> {
    if a.is_nil() || b.is_nil() {
        return Ok(if a.is_nil() && b.is_nil() { 0 } else { i32::MAX });
    }
    Ok(match r_less(vm, a, b)? {
        None => i32::MAX,
        Some(Ordering::Less) => -1,
        Some(Ordering::Equal) => 0,
        Some(Ordering::Greater) => 1,
    })
}

/// CRuby's r_cover_range_p: whether range `v` lies within range `r`.
fn cover_range(vm: &mut Vm, r: Value, v: Value) -> VmResult<bool> {
    let (b, e) = bounds(r);
    let (vb, ve) = bounds(v);
    if !e.is_nil() && ve.is_nil() {
        return Ok(false);
    }
    if !b.is_nil() && vb.is_nil() {
        return Ok(false);
    }
    if !vb.is_nil() && !ve.is_nil() && less_int(vm, vb, ve)? > if excl(v) { -1 } else { 0 } {
        return Ok(false);
    }
    if !vb.is_nil() && !range_cover(vm, r, vb)? {
        return Ok(false);
    }
    let cmp_end = less_int(vm, e, ve)?;
    if excl(r) == excl(v) {
        return Ok(cmp_end >= 0);
    }
    if excl(r) {
        return Ok(cmp_end > 0);
    }
    if cmp_end >= 0 {
        return Ok(true);
    }
    // `self` includes its end and `v` excludes its own, which is past it: compare with `v`'s
    // largest element (its `max`, nil when that raises TypeError).
    let max = match vm.call_method(v, intern("max"), &[], None) {
        Ok(m) => m,
        Err(crate::vm::Unwind::Raise(exc))
            if {
                let te = vm.core.type_error;
                vm.is_kind_of(exc, te)
            } =>
        {
            return Ok(false);
        }
        Err(err) => return Err(err),
    };
    if max.is_nil() {
        return Ok(false);
    }
    Ok(less_int(vm, e, max)? >= 0)
}

pub(super) fn r_cover(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if obj::is_type(v, ObjType::Range) {
        return Ok(Value::bool(cover_range(vm, recv, v)?));
    }
    Ok(Value::bool(range_cover(vm, recv, v)?))
}

pub(super) fn r_eqq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(range_cover(vm, recv, args.get(0))?))
}

/// CRuby's linear_object_p: a Numeric or a Time, compared rather than iterated.
fn linear(vm: &mut Vm, v: Value) -> bool {
    is_numeric(vm, v) || crate::core::time::is_time(v)
}

/// Whether `v` is an integer-like bound: it answers `to_int` with an Integer (CRuby's
/// rb_check_to_integer). Such bounds (a version object, say) are compared, not iterated.
fn converts_to_integer(vm: &mut Vm, v: Value) -> VmResult<bool> {
    if v.is_nil() || !vm.respond_to(v, intern("to_int"), true) {
        return Ok(false);
    }
    let i = vm.call_method(v, intern("to_int"), &[], None)?;
    Ok(i.is_fixnum() || obj::is_type(i, ObjType::Bignum))
}

/// CRuby's rb_str_include_range_p: whether String `v` (or what its `to_str` gives) is one of
/// the Strings from `b` to `e`.
fn str_include(vm: &mut Vm, b: Value, e: Value, v: Value, ex: bool) -> VmResult<bool> {
    let Some(v) = vm.check_string(v)? else { return Ok(false) };
    let (bb, eb, vb) = (&obj::as_string(b).bytes, &obj::as_string(e).bytes, &obj::as_string(v).bytes);
    if bb.len() == 1 && eb.len() == 1 && bb[0].is_ascii() && eb[0].is_ascii() {
        if vb.len() != 1 {
            return Ok(false);
        }
        let c = vb[0];
        if c.is_ascii() {
            return Ok((bb[0] <= c && c < eb[0]) || (!ex && c == eb[0]));
        }
    }
    let target = vb.to_vec();
    let mut found = false;
    vm.temp_roots.push(v);
    let r = str_upto(vm, b, e, ex, &mut |_vm, s| {
        if obj::as_string(s).bytes == target {
            found = true;
            return Ok(false);
        }
        Ok(true)
    });
    vm.temp_roots.pop();
    r?;
    Ok(found)
}

pub(super) fn r_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    let v = args.get(0);
    if b.is_fixnum() || e.is_fixnum() || linear(vm, b) || linear(vm, e) || converts_to_integer(vm, b)? || converts_to_integer(vm, e)? {
        return Ok(Value::bool(range_cover(vm, recv, v)?));
    }
    if obj::is_type(b, ObjType::String) && obj::is_type(e, ObjType::String) {
        return Ok(Value::bool(str_include(vm, b, e, v, excl(recv))?));
    }
    if b.is_nil() && e.is_nil() && linear(vm, v) {
        return Ok(Value::TRUE);
    }
    if b.is_nil() || e.is_nil() {
        return Err(vm.type_error("cannot determine inclusion in beginless/endless ranges"));
    }
    let mut found = false;
    range_each(vm, recv, &mut |vm, x| {
        if vm.values_eq(x, v)? {
            found = true;
            return Ok(false);
        }
        Ok(true)
    })?;
    Ok(Value::bool(found))
}

/// CRuby's empty_region_p: `b..e` (or `b...e`) holds nothing; open ends are never empty.
fn empty_region(vm: &mut Vm, b: Value, e: Value, ex: bool) -> VmResult<bool> {
    if b.is_nil() || e.is_nil() {
        return Ok(false);
    }
    let less = less_int(vm, b, e)?;
    Ok(less > 0 || (ex && less == 0))
}

pub(super) fn r_overlap(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::Range) {
        let k = vm.class_of_real(o);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("wrong argument type {n} (expected Range)")));
    }
    let ((sb, se), (ob, oe)) = (bounds(recv), bounds(o));
    let (sx, ox) = (excl(recv), excl(o));
    if empty_region(vm, sb, oe, ox)? || empty_region(vm, ob, se, sx)? {
        return Ok(Value::FALSE);
    }
    if !sb.is_nil() && !ob.is_nil() {
        match r_less(vm, sb, ob)? {
            None => return Ok(Value::FALSE),
            Some(Ordering::Equal) => return Ok(Value::TRUE),
            _ => {}
        }
    } else if sb.is_nil() && !se.is_nil() && ob.is_nil() {
        // Both beginless: they share everything below the lower end (4.0: any end overlaps
        // a fully open range).
        if oe.is_nil() {
            return Ok(Value::TRUE);
        }
        let c = vm.call_method(se, sym::CMP, &[oe], None)?;
        return Ok(Value::bool(!c.is_nil()));
    }
    if empty_region(vm, sb, se, sx)? || empty_region(vm, ob, oe, ox)? {
        return Ok(Value::FALSE);
    }
    Ok(Value::TRUE)
}

fn infinity(vm: &mut Vm) -> Value {
    vm.new_float(f64::INFINITY)
}

/// The number of Integers from Integer `b` to Numeric `e` (CRuby's
/// ruby_num_interval_step_size with a step of 1).
fn int_interval_size(vm: &mut Vm, r: Value) -> VmResult {
    let (b, e) = bounds(r);
    let is_int = crate::core::integer::is_integer;
    if vm.is_float(e) {
        let (bf, ef) = (super::step::to_f64(vm, b)?, super::step::to_f64(vm, e)?);
        let n = crate::core::numeric::float_step_size(bf, ef, 1.0, excl(r));
        return Ok(float_count(vm, n));
    }
    if b.is_fixnum() && e.is_fixnum() {
        let last = int_last(vm, r)?.unwrap_or(0);
        return Ok(vm.new_int_i128((last as i128 - b.as_fixnum() as i128 + 1).max(0)));
    }
    if is_int(e) {
        // Bignum bounds: end - begin (+ 1 when inclusive), never negative.
        let (Some(x), Some(y)) = (crate::core::integer::to_big(b), crate::core::integer::to_big(e)) else { return Ok(Value::NIL) };
        let n = y - x + if excl(r) { 0 } else { 1 };
        let n = if n < num_bigint::BigInt::from(0) { num_bigint::BigInt::from(0) } else { n };
        return Ok(vm.new_bignum(n));
    }
    // Another Numeric end (a Rational, say): floor((e - b) / 1) counted with `<`/`+`.
    if en::binop(vm, b, intern(">"), e)?.truthy() {
        return Ok(Value::fixnum(0));
    }
    let d = en::binop(vm, e, sym::MINUS, b)?;
    let q = en::binop(vm, d, intern("div"), Value::fixnum(1))?;
    let next = en::binop(vm, b, sym::PLUS, q)?;
    if !excl(r) || en::binop(vm, e, intern(">"), next)?.truthy() {
        return en::binop(vm, q, sym::PLUS, Value::fixnum(1));
    }
    Ok(q)
}

/// A count from `float_step_size` as CRuby gives it: Infinity, a Fixnum or a Bignum.
pub(super) fn float_count(vm: &mut Vm, n: f64) -> Value {
    if n.is_infinite() {
        return vm.new_float(n);
    }
    if n < i64::MAX as f64 {
        return Value::fixnum(n as i64);
    }
    let big = crate::core::integer::f64_to_big(n);
    vm.new_bignum(big)
}

/// `size` (3.4+): the count for an Integer begin and a Numeric (or no) end; TypeError "can't
/// iterate from" for a begin without `succ`; nil otherwise.
pub(super) fn r_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    if crate::core::integer::is_integer(b) {
        if is_numeric(vm, e) {
            return int_interval_size(vm, recv);
        }
        if e.is_nil() {
            return Ok(infinity(vm));
        }
    }
    if !discrete(vm, b) {
        return Err(cant_iterate(vm, b));
    }
    Ok(Value::NIL)
}

/// CRuby's discrete_object_p: the value answers `succ`.
fn discrete(vm: &mut Vm, v: Value) -> bool {
    !v.is_nil() && !vm.is_float(v) && vm.respond_to(v, sym::SUCC, true)
}

/// The size of `reverse_each`'s Enumerator (CRuby's range_enum_reverse_size).
pub fn reverse_each_size(vm: &mut Vm, r: Value) -> VmResult {
    let (b, e) = bounds(r);
    if e.is_nil() {
        return Err(cant_iterate(vm, e));
    }
    let is_int = crate::core::integer::is_integer;
    if is_int(b) {
        if is_numeric(vm, e) {
            return int_interval_size(vm, r);
        }
        return Err(cant_iterate(vm, b));
    }
    if b.is_nil() {
        if is_int(e) {
            return Ok(infinity(vm));
        }
        return Err(cant_iterate(vm, e));
    }
    if !discrete(vm, b) {
        return Err(cant_iterate(vm, e));
    }
    Ok(Value::NIL)
}

pub(super) fn r_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() {
        let (b, e) = bounds(recv);
        if b.is_nil() || e.is_nil() {
            return Ok(infinity(vm));
        }
        if crate::core::integer::is_integer(b) {
            let n = r_size(vm, recv, args)?;
            if !n.is_nil() {
                return Ok(n);
            }
        }
    }
    let target = if args.is_empty() { None } else { Some(args.get(0)) };
    let mut n = 0i64;
    range_each(vm, recv, &mut |vm, x| {
        if en::count_hit(vm, x, target, args.block.as_ref())? {
            n += 1;
        }
        Ok(true)
    })?;
    Ok(Value::fixnum(n))
}

/// `min`: the begin unless the range is empty; `min(n)` is `first(n)`; a block compares by
/// iterating (RangeError for an endless range).
pub(super) fn r_min(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    if b.is_nil() {
        return Err(vm.make_error(vm.core.range_error, "cannot get the minimum of beginless range"));
    }
    if args.block.is_some() {
        if e.is_nil() {
            return Err(vm.make_error(vm.core.range_error, "cannot get the minimum of endless range with custom comparison method"));
        }
        return en::min_max(vm, recv, args, Ordering::Less);
    }
    if !args.is_empty() {
        return super::iterate::r_first(vm, recv, args);
    }
    if e.is_nil() {
        return Ok(b);
    }
    let c = en::cmp_values(vm, b, e)?;
    if c == Ordering::Greater || (c == Ordering::Equal && excl(recv)) {
        return Ok(Value::NIL);
    }
    Ok(b)
}

/// `max`: the end (one less for an exclusive Integer range) unless the range is empty;
/// `max(n)` counts down from an Integer end; a block, or an exclusive non-numeric end,
/// compares by iterating.
pub(super) fn r_max(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    if e.is_nil() {
        return Err(vm.make_error(vm.core.range_error, "cannot get the maximum of endless range"));
    }
    let nm = is_numeric(vm, e);
    if args.block.is_some() || (excl(recv) && !nm) {
        if b.is_nil() {
            return Err(vm.make_error(vm.core.range_error, "cannot get the maximum of beginless range with custom comparison method"));
        }
        return en::min_max(vm, recv, args, Ordering::Greater);
    }
    if !args.is_empty() {
        vm.check_argc(args, 0, Some(1))?;
        let int = crate::core::integer::is_integer;
        if int(e) && (b.is_nil() || int(b)) {
            // Counted down from the end, as `reverse_each.first(n)`.
            let n = vm.expect_int(args.get(0))?;
            if n < 0 {
                return Err(vm.arg_error("negative array size (or size too big)"));
            }
            return Ok(int_tail(vm, recv, n, true)?.unwrap_or(Value::NIL));
        }
        if b.is_nil() {
            return Err(cant_iterate(vm, b));
        }
        return en::min_max(vm, recv, args, Ordering::Greater);
    }
    let c = if b.is_nil() { Ordering::Less } else { en::cmp_values(vm, b, e)? };
    if c == Ordering::Greater {
        return Ok(Value::NIL);
    }
    if excl(recv) {
        if !crate::core::integer::is_integer(e) {
            return Err(vm.type_error("cannot exclude non Integer end value"));
        }
        if c == Ordering::Equal {
            return Ok(Value::NIL);
        }
        if !(b.is_nil() || crate::core::integer::is_integer(b)) {
            return Err(vm.type_error("cannot exclude end value with non Integer begin value"));
        }
        return en::binop(vm, e, sym::MINUS, Value::fixnum(1));
    }
    Ok(e)
}

/// `minmax`: with a block one pass of Enumerable#minmax; otherwise `[min, max]`, the maximum
/// asked first as CRuby does (so an endless range reports the maximum's error).
pub(super) fn r_minmax(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_some() {
        return en::en_minmax(vm, recv, args);
    }
    let hi = r_max(vm, recv, args)?;
    en::rooted(vm, &[hi], |vm| {
        let lo = r_min(vm, recv, args)?;
        Ok(vm.new_array(vec![lo, hi]))
    })
}

/// `sum` of an Integer range by formula (None when the range is not Integer..Integer).
pub(super) fn int_range_sum(vm: &mut Vm, r: Value, init: Value) -> VmResult<Option<Value>> {
    let (b, e) = bounds(r);
    if !(b.is_fixnum() && e.is_fixnum()) {
        // Bignum bounds: the same formula in BigInt (CRuby's int_range_sum), not a walk over
        // 2**64 elements.
        use crate::core::integer::to_big;
        let (Some(lo), Some(hi)) = (to_big(b), to_big(e)) else { return Ok(None) };
        let hi = if excl(r) { hi - 1 } else { hi };
        let s = if hi < lo { 0.into() } else { (&lo + &hi) * (&hi - &lo + 1) / 2 };
        return Ok(Some(vm.new_bignum(s + init.as_fixnum())));
    }
    let (lo, hi) = (b.as_fixnum() as i128, if excl(r) { e.as_fixnum() as i128 - 1 } else { e.as_fixnum() as i128 });
    let s = if hi < lo { 0 } else { (lo + hi) * (hi - lo + 1) / 2 };
    Ok(Some(vm.new_int_i128(s + init.as_fixnum() as i128)))
}
