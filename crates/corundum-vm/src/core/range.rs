//! Range. Iteration covers Integer ranges (fast, endless allowed), Integer..Float, String ranges
//! (CRuby's String#upto rules) and any begin that responds to `succ`; Enumerable supplies the
//! rest. Queries (min, max, size, sum, last) use closed formulas for numeric ranges.
//!
//! Invariant: ranges are frozen at creation (`new_range`), so begin/end never change under an
//! iteration.

use std::cmp::Ordering;

mod bsearch;

use crate::core::enumerable::{self as en, block_or_enum, enumerator_for, Out};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

pub fn excl(r: Value) -> bool {
    obj::has_flag(r, obj::FL_EXCL_END)
}

fn bounds(r: Value) -> (Value, Value) {
    let rr = obj::as_range(r);
    (rr.begin, rr.end)
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

fn is_num(vm: &Vm, v: Value) -> bool {
    v.is_fixnum() || vm.is_float(v) || obj::is_type(v, ObjType::Bignum)
}

/// The last Integer of an Integer-begin range with a numeric end (None for endless).
fn int_last(vm: &mut Vm, r: Value) -> VmResult<Option<i64>> {
    let (_, e) = bounds(r);
    if e.is_nil() {
        return Ok(None);
    }
    if let Some(f) = vm.float_value(e) {
        if f.is_infinite() && f > 0.0 {
            return Ok(None);
        }
        let fl = f.floor();
        let last = if excl(r) && fl == f { fl - 1.0 } else { fl };
        return Ok(Some(if last < i64::MIN as f64 { i64::MIN } else { last as i64 }));
    }
    let ei = vm.expect_int(e)?;
    Ok(Some(if excl(r) { ei - 1 } else { ei }))
}

/// Iterates an Integer range, calling `f` for each element (endless ranges run until `f` stops
/// the loop with an error/break).
pub fn each_int(vm: &mut Vm, r: Value, mut f: impl FnMut(&mut Vm, i64) -> VmResult<()>) -> VmResult<()> {
    let (b, _) = bounds(r);
    let mut i = vm.expect_int(b)?;
    match int_last(vm, r)? {
        None => loop {
            f(vm, i)?;
            i += 1;
        },
        Some(last) => {
            while i <= last {
                f(vm, i)?;
                i += 1;
            }
        }
    }
    Ok(())
}

/// Ruby's String#succ for plain byte strings (alphanumerics carry, others increment).
pub fn str_succ(s: &[u8]) -> Vec<u8> {
    let mut v = s.to_vec();
    if v.is_empty() {
        return v;
    }
    let Some(mut pos) = v.iter().rposition(|c| c.is_ascii_alphanumeric()) else {
        let mut i = v.len();
        loop {
            if i == 0 {
                v.insert(0, 1);
                return v;
            }
            i -= 1;
            if v[i] == 255 {
                v[i] = 0;
            } else {
                v[i] += 1;
                return v;
            }
        }
    };
    loop {
        let c = v[pos];
        let (nc, carry) = match c {
            b'z' => (b'a', Some(b'a')),
            b'Z' => (b'A', Some(b'A')),
            b'9' => (b'0', Some(b'1')),
            _ => (c + 1, None),
        };
        v[pos] = nc;
        let Some(ins) = carry else { return v };
        match v[..pos].iter().rposition(|c| c.is_ascii_alphanumeric()) {
            Some(j) => pos = j,
            None => {
                v.insert(pos, ins);
                return v;
            }
        }
    }
}

fn succ_of(vm: &mut Vm, v: Value) -> VmResult {
    if obj::is_type(v, ObjType::String) && obj::basic(v).klass == vm.core.string {
        let b = str_succ(&obj::as_string(v).bytes);
        return Ok(vm.new_string(b));
    }
    vm.call_method(v, sym::SUCC, &[], None)
}

/// CRuby's rb_str_upto_each: yields the strings from `b` to `e`; `f` returns false to stop.
pub fn str_upto(vm: &mut Vm, b: Value, e: Value, ex: bool, f: &mut dyn FnMut(&mut Vm, Value) -> VmResult<bool>) -> VmResult<()> {
    let bb = obj::as_string(b).bytes.to_vec();
    let eb = obj::as_string(e).bytes.to_vec();
    if bb.len() == 1 && eb.len() == 1 && bb[0].is_ascii() && eb[0].is_ascii() {
        let (mut c, end) = (bb[0], eb[0]);
        if c > end || (ex && c == end) {
            return Ok(());
        }
        loop {
            let s = vm.new_string(vec![c]);
            if !f(vm, s)? {
                return Ok(());
            }
            if c == end || (ex && c + 1 == end) {
                return Ok(());
            }
            c += 1;
        }
    }
    let digits = |x: &[u8]| !x.is_empty() && x.iter().all(|c| c.is_ascii_digit());
    if digits(&bb) && digits(&eb) && bb.len() <= 18 && eb.len() <= 18 {
        let width = bb.len();
        let mut bi: i64 = std::str::from_utf8(&bb).unwrap_or("0").parse().unwrap_or(0);
        let ei: i64 = std::str::from_utf8(&eb).unwrap_or("0").parse().unwrap_or(0);
        while bi <= ei {
            if ex && bi == ei {
                break;
            }
            let s = vm.new_string(format!("{:0width$}", bi, width = width).into_bytes());
            if !f(vm, s)? {
                return Ok(());
            }
            bi += 1;
        }
        return Ok(());
    }
    let n = bb.cmp(&eb);
    if n == Ordering::Greater || (ex && n == Ordering::Equal) {
        return Ok(());
    }
    let after = str_succ(&eb);
    let mut cur = vm.new_string(bb);
    loop {
        let cb = obj::as_string(cur).bytes.clone();
        if cb == after {
            return Ok(());
        }
        let next = if ex || cb != eb { Some(succ_of(vm, cur)?) } else { None };
        vm.temp_roots.push(cur);
        let r = f(vm, cur);
        vm.temp_roots.pop();
        if !r? {
            return Ok(());
        }
        let Some(nx) = next else { return Ok(()) };
        cur = nx;
        let nb = &obj::as_string(cur).bytes;
        if ex && *nb == eb {
            return Ok(());
        }
        if nb.len() > eb.len() || nb.is_empty() {
            return Ok(());
        }
    }
}

fn cant_iterate(vm: &mut Vm, v: Value) -> Unwind {
    let k = vm.class_of_real(v);
    let n = vm.module_name(k);
    vm.type_error(&format!("can't iterate from {n}"))
}

/// Iterates any range; `f` returns false to stop.
pub fn range_each(vm: &mut Vm, r: Value, f: &mut dyn FnMut(&mut Vm, Value) -> VmResult<bool>) -> VmResult<()> {
    let (b, e) = bounds(r);
    if b.is_fixnum() || obj::is_type(b, ObjType::Bignum) {
        if b.is_fixnum() && (e.is_nil() || e.is_fixnum() || vm.is_float(e)) {
            let mut i = b.as_fixnum();
            let last = int_last(vm, r)?.unwrap_or(i64::MAX);
            while i <= last {
                if !f(vm, Value::fixnum(i))? {
                    return Ok(());
                }
                i += 1;
            }
            return Ok(());
        }
        // Bignum bounds: step with `+`.
        let mut cur = b;
        loop {
            if !e.is_nil() {
                let c = en::cmp_values(vm, cur, e)?;
                if c == Ordering::Greater || (excl(r) && c == Ordering::Equal) {
                    return Ok(());
                }
            }
            if !f(vm, cur)? {
                return Ok(());
            }
            cur = en::binop(vm, cur, sym::PLUS, Value::fixnum(1))?;
        }
    }
    if obj::is_type(b, ObjType::String) {
        if e.is_nil() {
            let mut cur = b;
            loop {
                if !f(vm, cur)? {
                    return Ok(());
                }
                cur = succ_of(vm, cur)?;
            }
        }
        let e = vm.expect_string(e)?;
        return str_upto(vm, b, e, excl(r), f);
    }
    if b.is_nil() || vm.is_float(b) || !vm.respond_to(b, sym::SUCC, true) {
        return Err(cant_iterate(vm, b));
    }
    let mut cur = b;
    loop {
        if !e.is_nil() {
            let c = en::cmp_values(vm, cur, e)?;
            if c == Ordering::Greater || (excl(r) && c == Ordering::Equal) {
                return Ok(());
            }
        }
        if !f(vm, cur)? {
            return Ok(());
        }
        vm.temp_roots.push(cur);
        let n = succ_of(vm, cur);
        vm.temp_roots.pop();
        cur = n?;
    }
}

fn r_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each");
    let (rb, re) = bounds(recv);
    if rb.is_fixnum() && (re.is_fixnum() || re.is_nil()) {
        let mut i = rb.as_fixnum();
        let last = if re.is_nil() {
            i64::MAX
        } else if excl(recv) {
            re.as_fixnum() - 1
        } else {
            re.as_fixnum()
        };
        while i <= last {
            vm.yield_block(&b, &[Value::fixnum(i)])?;
            i += 1;
        }
        return Ok(recv);
    }
    range_each(vm, recv, &mut |vm, x| vm.yield_block(&b, &[x]).map(|_| true))?;
    Ok(recv)
}

fn r_reverse_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reverse_each");
    let (rb, re) = bounds(recv);
    if (rb.is_fixnum() || rb.is_nil()) && (re.is_fixnum() || vm.is_float(re)) && !(rb.is_nil() && vm.is_float(re)) {
        let Some(mut i) = int_last(vm, recv)? else { return Ok(recv) };
        let first = if rb.is_nil() { i64::MIN } else { rb.as_fixnum() };
        while i >= first {
            vm.yield_block(&b, &[Value::fixnum(i)])?;
            i -= 1;
        }
        return Ok(recv);
    }
    if re.is_nil() {
        return Err(cant_iterate(vm, re));
    }
    en::yield_reversed(vm, recv, &b)?;
    Ok(recv)
}

fn r_to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    if e.is_nil() && !b.is_nil() && (b.is_fixnum() || is_num(vm, b) || obj::is_type(b, ObjType::String)) {
        return Err(vm.make_error(vm.core.range_error, "cannot convert endless range to an array"));
    }
    // An Integer range knows its length: reserve it first, so a range too long to hold raises
    // NoMemoryError at once (CRuby grows the array until allocation fails, the same error).
    let out = match int_count(recv) {
        Some(n) if n > crate::vm::limits::ARY_MAX_SIZE as i128 => return Err(vm.no_memory()),
        Some(n) if n > 0 => Out::try_with_capacity(vm, n as u64)?,
        _ => Out::new(vm),
    };
    let r = range_each(vm, recv, &mut |_vm, x| {
        out.push(x);
        Ok(true)
    });
    out.finish(vm, r)
}

/// The number of elements of a range of two Integers (negative when empty), or None.
fn int_count(r: Value) -> Option<i128> {
    let (b, e) = bounds(r);
    let int = |v: Value| -> Option<i128> {
        if v.is_fixnum() {
            Some(v.as_fixnum() as i128)
        } else if obj::is_type(v, ObjType::Bignum) {
            // Beyond i128 counts as the far end of it: the range is then too long either way.
            let big = &*obj::as_bignum(v).value;
            Some(num_traits::ToPrimitive::to_i128(big).unwrap_or(if big.sign() == num_bigint::Sign::Minus { i128::MIN / 4 } else { i128::MAX / 4 }))
        } else {
            None
        }
    };
    let (b, e) = (int(b)?, int(e)?);
    Some(e - b + if excl(r) { 0 } else { 1 })
}

fn r_first(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, _) = bounds(recv);
    if args.is_empty() {
        if b.is_nil() {
            return Err(vm.make_error(vm.core.range_error, "cannot get the first element of beginless range"));
        }
        return Ok(b);
    }
    if b.is_nil() {
        return Err(cant_iterate(vm, b));
    }
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("negative array size (or size too big)"));
    }
    // CRuby reserves all n first (rb_ary_new_capa), whatever the range's length.
    let out = Out::try_with_capacity(vm, n as u64)?;
    if n == 0 {
        return out.finish(vm, Ok(()));
    }
    let mut left = n;
    let r = range_each(vm, recv, &mut |_vm, x| {
        out.push(x);
        left -= 1;
        Ok(left > 0)
    });
    out.finish(vm, r)
}

fn r_last(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    if e.is_nil() {
        return Err(vm.make_error(vm.core.range_error, "cannot get the last element of endless range"));
    }
    if args.is_empty() {
        return Ok(e);
    }
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("negative array size"));
    }
    if b.is_fixnum() && e.is_fixnum() {
        let last = int_last(vm, recv)?.unwrap_or(0);
        let first = (last as i128 - n as i128 + 1).max(b.as_fixnum() as i128) as i64;
        // Reserved first (rb_int_range_last's rb_ary_new_capa), so a huge count raises.
        let mut v: Vec<Value> = vm.try_vec((last as i128 - first as i128 + 1).max(0) as usize)?;
        v.extend((first..=last).map(Value::fixnum));
        return Ok(vm.new_array(v));
    }
    if let (Some(lo), Some(hi)) = (crate::core::integer::to_big(b), crate::core::integer::to_big(e)) {
        // Bignum bounds: count back from the end (CRuby's rb_int_range_last), not to_a.
        let last = if excl(recv) { hi - 1 } else { hi };
        let first = std::cmp::max(&last - n + 1, lo);
        // The result array is rooted while each Bignum is allocated.
        let out = Out::new(vm);
        let mut x = first;
        while x <= last {
            let v = vm.new_bignum(x.clone());
            out.push(v);
            x += 1;
        }
        return out.finish(vm, Ok(()));
    }
    let a = r_to_a(vm, recv, args)?;
    let items = &obj::as_array(a).items;
    let k = (n as usize).min(items.len());
    let v = items[items.len() - k..].to_vec();
    Ok(vm.new_array(v))
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

/// `a <=> b` where nil (incomparable) is None rather than an error.
fn cmp_opt(vm: &mut Vm, a: Value, b: Value) -> VmResult<Option<Ordering>> {
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

/// Whether `v` lies within the range by comparison (`cover?`, `===`).
pub fn range_cover(vm: &mut Vm, r: Value, v: Value) -> VmResult<bool> {
    let (b, e) = bounds(r);
    if !b.is_nil() {
        match cmp_opt(vm, b, v)? {
            None | Some(Ordering::Greater) => return Ok(false),
            _ => {}
        }
    }
    if !e.is_nil() {
        return Ok(match cmp_opt(vm, v, e)? {
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

fn r_cover(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if obj::is_type(v, ObjType::Range) {
        let (b2, e2) = bounds(v);
        let (b1, e1) = bounds(recv);
        if !b2.is_nil() && !range_cover(vm, recv, b2)? && !(b1.is_nil() && b2.is_nil()) {
            return Ok(Value::FALSE);
        }
        if b2.is_nil() && !b1.is_nil() {
            return Ok(Value::FALSE);
        }
        if e2.is_nil() {
            return Ok(Value::bool(e1.is_nil()));
        }
        if e1.is_nil() {
            return Ok(Value::TRUE);
        }
        let Some(c) = cmp_opt(vm, e2, e1)? else { return Ok(Value::FALSE) };
        let ok = match (excl(recv), excl(v)) {
            (true, false) => c == Ordering::Less,
            (false, true) if c == Ordering::Greater && e2.is_fixnum() && (b2.is_fixnum() || b2.is_nil()) => {
                // `2...4` covers up to 3 when both ends are Integers.
                cmp_opt(vm, Value::fixnum(e2.as_fixnum() - 1), e1)?.is_some_and(|c| c != Ordering::Greater)
            }
            _ => c != Ordering::Greater,
        };
        return Ok(Value::bool(ok));
    }
    Ok(Value::bool(range_cover(vm, recv, v)?))
}

fn r_eqq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(range_cover(vm, recv, args.get(0))?))
}

/// Whether `v` is an integer-like bound: it answers `to_int` with an Integer. CRuby's
/// `include?` compares such bounds (a version object, say) as `cover?` does instead of iterating.
fn converts_to_integer(vm: &mut Vm, v: Value) -> VmResult<bool> {
    if v.is_nil() || !vm.respond_to(v, intern("to_int"), true) {
        return Ok(false);
    }
    let i = vm.call_method(v, intern("to_int"), &[], None)?;
    Ok(i.is_fixnum() || obj::is_type(i, ObjType::Bignum))
}

fn r_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    let v = args.get(0);
    // Times are linear objects for CRuby's include? too: compared, never iterated.
    let time = crate::core::time::is_time(b) || crate::core::time::is_time(e);
    if time || is_num(vm, b) || is_num(vm, e) || (b.is_nil() && e.is_nil()) || converts_to_integer(vm, b)? || converts_to_integer(vm, e)? {
        return Ok(Value::bool(range_cover(vm, recv, v)?));
    }
    if obj::is_type(b, ObjType::String) && obj::is_type(e, ObjType::String) {
        if !obj::is_type(v, ObjType::String) {
            return Ok(Value::FALSE);
        }
        let target = obj::as_string(v).bytes.clone();
        let mut found = false;
        str_upto(vm, b, e, excl(recv), &mut |_vm, s| {
            if obj::as_string(s).bytes == target {
                found = true;
                return Ok(false);
            }
            Ok(true)
        })?;
        return Ok(Value::bool(found));
    }
    if b.is_nil() || e.is_nil() {
        let which = if b.is_nil() { "beginless" } else { "endless" };
        return Err(vm.type_error(&format!("cannot determine inclusion in {which} range")));
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

fn infinity(vm: &mut Vm) -> Value {
    vm.new_float(f64::INFINITY)
}

fn r_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    let is_int = crate::core::integer::is_integer;
    if is_int(b) && e.is_nil() {
        return Ok(infinity(vm));
    }
    if is_int(b) && is_int(e) && !(b.is_fixnum() && e.is_fixnum()) {
        // Bignum bounds: end - begin (+ 1 when inclusive), never negative.
        let (Some(x), Some(y)) = (crate::core::integer::to_big(b), crate::core::integer::to_big(e)) else { return Ok(Value::NIL) };
        let n = y - x + if excl(recv) { 0 } else { 1 };
        let n = if n < num_bigint::BigInt::from(0) { num_bigint::BigInt::from(0) } else { n };
        return Ok(vm.new_bignum(n));
    }
    if b.is_fixnum() {
        if e.is_nil() {
            return Ok(infinity(vm));
        }
        if e.is_fixnum() || vm.is_float(e) {
            if vm.float_value(e).is_some_and(|f| f.is_infinite() && f > 0.0) {
                return Ok(infinity(vm));
            }
            let last = int_last(vm, recv)?.unwrap_or(0);
            return Ok(Value::fixnum((last - b.as_fixnum() + 1).max(0)));
        }
        return Ok(Value::NIL);
    }
    if vm.is_float(b) || (b.is_nil() && is_num(vm, e)) {
        return Err(cant_iterate(vm, b));
    }
    Ok(Value::NIL)
}

fn r_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() {
        let (b, e) = bounds(recv);
        if b.is_nil() || e.is_nil() {
            return Ok(infinity(vm));
        }
        if b.is_fixnum() && (e.is_fixnum() || vm.is_float(e)) {
            return r_size(vm, recv, args);
        }
    }
    let target = if args.is_empty() { None } else { Some(args.get(0)) };
    let mut n = 0i64;
    range_each(vm, recv, &mut |vm, x| {
        if crate::core::enumerable::count_hit(vm, x, target, args.block.as_ref())? {
            n += 1;
        }
        Ok(true)
    })?;
    Ok(Value::fixnum(n))
}

fn r_min(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    if b.is_nil() {
        return Err(vm.make_error(vm.core.range_error, "cannot get the minimum of beginless range"));
    }
    let nm = e.is_fixnum() || is_num(vm, e);
    if args.block.is_some() || (excl(recv) && !nm) || !args.is_empty() {
        if e.is_nil() {
            return Err(vm.make_error(vm.core.range_error, "cannot get the minimum of endless range with custom comparison method"));
        }
        return en::min_max(vm, recv, args, Ordering::Less);
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

fn r_max(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    if e.is_nil() {
        return Err(vm.make_error(vm.core.range_error, "cannot get the maximum of endless range"));
    }
    let nm = e.is_fixnum() || is_num(vm, e);
    if args.block.is_some() || (excl(recv) && !nm) || !args.is_empty() {
        if b.is_nil() {
            return Err(vm.make_error(vm.core.range_error, "cannot get the maximum of beginless range with custom comparison method"));
        }
        return en::min_max(vm, recv, args, Ordering::Greater);
    }
    let c = if b.is_nil() { Ordering::Less } else { en::cmp_values(vm, b, e)? };
    if c == Ordering::Greater {
        return Ok(Value::NIL);
    }
    if excl(recv) {
        if !(e.is_fixnum() || obj::is_type(e, ObjType::Bignum)) {
            return Err(vm.type_error("cannot exclude non Integer end value"));
        }
        if c == Ordering::Equal {
            return Ok(Value::NIL);
        }
        if !(b.is_fixnum() || obj::is_type(b, ObjType::Bignum)) {
            return Err(vm.type_error("cannot exclude end value with non Integer begin value"));
        }
        return en::binop(vm, e, sym::MINUS, Value::fixnum(1));
    }
    Ok(e)
}

fn r_minmax(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_some() {
        let lo = en::min_max(vm, recv, args, Ordering::Less)?;
        return en::rooted(vm, &[lo], |vm| {
            let hi = en::min_max(vm, recv, args, Ordering::Greater)?;
            Ok(vm.new_array(vec![lo, hi]))
        });
    }
    let lo = r_min(vm, recv, args)?;
    en::rooted(vm, &[lo], |vm| {
        let hi = r_max(vm, recv, args)?;
        Ok(vm.new_array(vec![lo, hi]))
    })
}

/// `sum` of an Integer range by formula (None when the range is not Integer..Integer).
pub fn int_range_sum(vm: &mut Vm, r: Value, init: Value) -> VmResult<Option<Value>> {
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

/// CRuby's ruby_float_step: the number of steps with a tolerance for rounding error.
fn float_step(vm: &mut Vm, beg: f64, end: f64, unit: f64, ex: bool, f: &mut dyn FnMut(&mut Vm, Value) -> VmResult<()>) -> VmResult<()> {
    let n = (end - beg) / unit;
    let err = ((beg.abs() + end.abs() + (end - beg).abs()) / unit.abs()) * f64::EPSILON;
    let err = err.min(0.5);
    if unit == 0.0 {
        let v = vm.new_float(beg);
        loop {
            f(vm, v)?;
        }
    }
    let n = if ex {
        if n <= 0.0 {
            return Ok(());
        }
        let mut m = if n < 1.0 { 0.0 } else { (n - err).floor() };
        let d = (m + 1.0) * unit + beg;
        if beg < end {
            if d < end {
                m += 1.0;
            }
        } else if beg > end && d > end {
            m += 1.0;
        }
        m
    } else {
        if n < 0.0 {
            return Ok(());
        }
        (n + err).floor()
    };
    let mut i = 0.0;
    while i <= n {
        let mut d = i * unit + beg;
        if unit >= 0.0 {
            if end < d {
                d = end;
            }
        } else if d < end {
            d = end;
        }
        let v = vm.new_float(d);
        f(vm, v)?;
        i += 1.0;
    }
    Ok(())
}

fn r_step(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let step = if args.is_empty() { Value::fixnum(1) } else { args.get(0) };
    let (b, e) = bounds(recv);
    if !(step.is_fixnum() || vm.is_float(step)) {
        if obj::is_type(b, ObjType::String) || !is_num(vm, b) {
            // fall through: non-numeric ranges step by count
        } else {
            let n = vm.conversion_name(step);
            return Err(vm.type_error(&format!("no implicit conversion of {n} into Integer")));
        }
    }
    if step.is_fixnum() && step.as_fixnum() == 0 || vm.float_value(step) == Some(0.0) {
        return Err(vm.arg_error("step can't be 0"));
    }
    let Some(blk) = args.block.clone() else {
        let name = vm.frames.last().and_then(|f| f.me.as_ref()).map_or("step".to_string(), |m| m.name.name().into_owned());
        return enumerator_for(vm, recv, &name, args.as_slice());
    };
    if b.is_fixnum() && step.is_fixnum() && (e.is_fixnum() || e.is_nil()) {
        let s = step.as_fixnum();
        let mut i = b.as_fixnum();
        if e.is_nil() {
            loop {
                vm.yield_block(&blk, &[Value::fixnum(i)])?;
                i += s;
            }
        }
        let ei = e.as_fixnum();
        loop {
            let done = if s > 0 {
                if excl(recv) {
                    i >= ei
                } else {
                    i > ei
                }
            } else if excl(recv) {
                i <= ei
            } else {
                i < ei
            };
            if done {
                break;
            }
            vm.yield_block(&blk, &[Value::fixnum(i)])?;
            i += s;
        }
        return Ok(recv);
    }
    if is_num(vm, b) && (is_num(vm, e) || e.is_nil()) {
        let bf = en_f64(vm, b);
        let sf = en_f64(vm, step);
        if e.is_nil() {
            let mut i = 0.0;
            loop {
                let v = vm.new_float(bf + i * sf);
                vm.yield_block(&blk, &[v])?;
                i += 1.0;
            }
        }
        let ef = en_f64(vm, e);
        float_step(vm, bf, ef, sf, excl(recv), &mut |vm, v| vm.yield_block(&blk, &[v]).map(|_| ()))?;
        return Ok(recv);
    }
    if obj::is_type(b, ObjType::String) && vm.is_float(step) {
        return Err(vm.type_error("no implicit conversion of Float into String"));
    }
    let n = vm.expect_int(step)?;
    if n < 0 {
        return Err(vm.arg_error("step can't be negative"));
    }
    if n == 0 {
        // A step that converts to 0 (a NaN or a fraction on a non-numeric range).
        return Err(vm.arg_error("step can't be 0"));
    }
    let mut i = 0;
    range_each(vm, recv, &mut |vm, x| {
        if i % n == 0 {
            vm.yield_block(&blk, &[x])?;
        }
        i += 1;
        Ok(true)
    })?;
    Ok(recv)
}

fn en_f64(vm: &Vm, v: Value) -> f64 {
    if v.is_fixnum() {
        v.as_fixnum() as f64
    } else if let Some(f) = vm.float_value(v) {
        f
    } else if obj::is_type(v, ObjType::Bignum) {
        crate::core::integer::big_to_f64(&obj::as_bignum(v).value)
    } else {
        0.0
    }
}

pub fn init(vm: &mut Vm) {
    let r = vm.core.range;
    vm.define_singleton_builtin(r, "new", -3, |vm, _r, a| {
        vm.check_argc(a, 2, Some(3))?;
        let (b, e) = (a.get(0), a.get(1));
        vm.make_range(b, e, a.get(2).truthy())
    });
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("inspect", 0, r_inspect),
        ("to_s", 0, r_to_s),
        ("each", 0, r_each),
        ("bsearch", 0, bsearch::r_bsearch),
        ("reverse_each", 0, r_reverse_each),
        ("to_a", 0, r_to_a),
        ("entries", 0, r_to_a),
        ("first", -1, r_first),
        ("last", -1, r_last),
        ("begin", 0, r_begin),
        ("end", 0, r_end),
        ("exclude_end?", 0, r_excl),
        ("include?", 1, r_include),
        ("member?", 1, r_include),
        ("cover?", 1, r_cover),
        ("===", 1, r_eqq),
        ("==", 1, r_eq),
        ("eql?", 1, r_eql),
        ("hash", 0, r_hash),
        ("size", 0, r_size),
        ("count", -1, r_count),
        ("min", -1, r_min),
        ("max", -1, r_max),
        ("minmax", 0, r_minmax),
        ("step", -1, r_step),
        ("%", -1, r_step),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(r, name, arity, f);
    }
}
