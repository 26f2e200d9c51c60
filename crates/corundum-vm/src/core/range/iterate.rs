//! Range iteration: `each` (Integers fast, endless allowed; Strings and Symbols by CRuby's
//! String#upto rules; anything else that answers `succ`), `reverse_each`, `to_a`, `first(n)`,
//! `last(n)`, `to_set`.
//!
//! Invariant: the generic walk compares each value with the end before yielding it and calls
//! `succ` only when another value is wanted (never after the end itself), as CRuby's
//! range_each_func does; the value being walked stays rooted while `succ` runs.

use std::cmp::Ordering;

use super::{bounds, cant_iterate, excl, is_num};
use crate::core::enumerable::{self as en, block_or_enum, Out};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The last Integer of an Integer-begin range with a numeric end (None for endless).
pub(super) fn int_last(vm: &mut Vm, r: Value) -> VmResult<Option<i64>> {
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

fn succ_of(vm: &mut Vm, v: Value) -> VmResult {
    if obj::is_type(v, ObjType::String) && obj::basic(v).klass == vm.core.string {
        let b = crate::core::string::succ_bytes(&obj::as_string(v).bytes);
        return Ok(vm.new_string(b));
    }
    vm.call_method(v, sym::SUCC, &[], None)
}

/// CRuby's rb_str_upto_each: yields the strings from `b` to `e`; `f` returns false to stop.
pub(super) fn str_upto(vm: &mut Vm, b: Value, e: Value, ex: bool, f: &mut dyn FnMut(&mut Vm, Value) -> VmResult<bool>) -> VmResult<()> {
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
    let after = crate::core::string::succ_bytes(&eb);
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

/// The strings from `b` on without end (CRuby's rb_str_upto_endless_each); `f` stops it.
fn str_upto_endless(vm: &mut Vm, b: Value, f: &mut dyn FnMut(&mut Vm, Value) -> VmResult<bool>) -> VmResult<()> {
    let mut cur = b;
    loop {
        vm.temp_roots.push(cur);
        let r = f(vm, cur);
        vm.temp_roots.pop();
        if !r? {
            return Ok(());
        }
        cur = succ_of(vm, cur)?;
    }
}

/// The walk of a String range (`b` a String): bounded by String#upto's rules, or endless.
pub(super) fn str_walk(vm: &mut Vm, b: Value, e: Value, ex: bool, f: &mut dyn FnMut(&mut Vm, Value) -> VmResult<bool>) -> VmResult<()> {
    if e.is_nil() {
        return str_upto_endless(vm, b, f);
    }
    let e = vm.expect_string(e)?;
    str_upto(vm, b, e, ex, f)
}

/// The walk of a Symbol range: the names walked as Strings, each handed on as a Symbol.
pub(super) fn sym_walk(vm: &mut Vm, b: Value, e: Value, ex: bool, f: &mut dyn FnMut(&mut Vm, Value) -> VmResult<bool>) -> VmResult<()> {
    let name = |vm: &mut Vm, s: Value| -> Value {
        let n = s.as_symbol().name().into_owned();
        vm.new_string(n.into_bytes())
    };
    let bs = name(vm, b);
    vm.temp_roots.push(bs);
    let es = if e.is_nil() { Value::NIL } else { name(vm, e) };
    vm.temp_roots.push(es);
    let r = str_walk(vm, bs, es, ex, &mut |vm, s| {
        let text = String::from_utf8_lossy(&obj::as_string(s).bytes).into_owned();
        f(vm, Value::symbol(intern(&text)))
    });
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    r
}

/// Iterates any range; `f` returns false to stop.
pub fn range_each(vm: &mut Vm, r: Value, f: &mut dyn FnMut(&mut Vm, Value) -> VmResult<bool>) -> VmResult<()> {
    let (b, e) = bounds(r);
    if b.is_fixnum() || obj::is_type(b, ObjType::Bignum) {
        if b.is_fixnum() && (e.is_nil() || e.is_fixnum() || vm.is_float(e)) {
            let mut i = b.as_fixnum();
            let last = int_last(vm, r)?;
            loop {
                if last.is_some_and(|l| i > l) {
                    return Ok(());
                }
                if !f(vm, Value::fixnum(i))? {
                    return Ok(());
                }
                match i.checked_add(1) {
                    Some(n) => i = n,
                    // Past the Fixnums: an endless range goes on in Bignums.
                    None => break,
                }
            }
            let mut cur = vm.new_int_i128(i as i128 + 1);
            loop {
                if !f(vm, cur)? {
                    return Ok(());
                }
                cur = en::binop(vm, cur, sym::PLUS, Value::fixnum(1))?;
            }
        }
        if !(e.is_nil() || is_num(vm, e)) {
            return Err(cant_iterate(vm, b));
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
        return str_walk(vm, b, e, excl(r), f);
    }
    if b.is_symbol() && (e.is_nil() || e.is_symbol()) {
        return sym_walk(vm, b, e, excl(r), f);
    }
    if b.is_nil() || vm.is_float(b) || !vm.respond_to(b, sym::SUCC, true) {
        return Err(cant_iterate(vm, b));
    }
    let mut cur = b;
    loop {
        let mut last = false;
        if !e.is_nil() {
            let c = super::query::r_less(vm, cur, e)?;
            if c == Some(Ordering::Greater) || c.is_none() || (excl(r) && c == Some(Ordering::Equal)) {
                return Ok(());
            }
            last = c == Some(Ordering::Equal);
        }
        vm.temp_roots.push(cur);
        let go = f(vm, cur);
        vm.temp_roots.pop();
        if !go? || last {
            return Ok(());
        }
        vm.temp_roots.push(cur);
        let n = succ_of(vm, cur);
        vm.temp_roots.pop();
        cur = n?;
    }
}

pub(super) fn r_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each");
    let (rb, re) = bounds(recv);
    if rb.is_fixnum() && re.is_fixnum() {
        let mut i = rb.as_fixnum();
        let last = if excl(recv) { re.as_fixnum() - 1 } else { re.as_fixnum() };
        while i <= last {
            vm.yield_block(&b, &[Value::fixnum(i)])?;
            i += 1;
        }
        return Ok(recv);
    }
    range_each(vm, recv, &mut |vm, x| vm.yield_block(&b, &[x]).map(|_| true))?;
    Ok(recv)
}

pub(super) fn r_reverse_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reverse_each");
    let (rb, re) = bounds(recv);
    if re.is_nil() {
        return Err(cant_iterate(vm, re));
    }
    if (rb.is_fixnum() || rb.is_nil()) && re.is_fixnum() {
        let Some(mut i) = int_last(vm, recv)? else { return Ok(recv) };
        let first = if rb.is_nil() { i64::MIN } else { rb.as_fixnum() };
        while i >= first {
            vm.yield_block(&b, &[Value::fixnum(i)])?;
            if i == i64::MIN {
                break;
            }
            i -= 1;
        }
        if rb.is_nil() && i == i64::MIN {
            // A beginless range goes on below the Fixnums.
            let mut cur = vm.new_int_i128(i64::MIN as i128 - 1);
            loop {
                vm.yield_block(&b, &[cur])?;
                cur = en::binop(vm, cur, sym::MINUS, Value::fixnum(1))?;
            }
        }
        return Ok(recv);
    }
    let int = crate::core::integer::is_integer;
    if (rb.is_nil() || int(rb)) && int(re) {
        // Bignum bounds: count down with `-`.
        let mut cur = if excl(recv) { en::binop(vm, re, sym::MINUS, Value::fixnum(1))? } else { re };
        loop {
            if !rb.is_nil() && en::cmp_values(vm, cur, rb)? == Ordering::Less {
                return Ok(recv);
            }
            vm.temp_roots.push(cur);
            let r = vm.yield_block(&b, &[cur]);
            vm.temp_roots.pop();
            r?;
            cur = en::binop(vm, cur, sym::MINUS, Value::fixnum(1))?;
        }
    }
    if rb.is_nil() {
        return Err(cant_iterate(vm, rb));
    }
    en::yield_reversed(vm, recv, &b)?;
    Ok(recv)
}

pub(super) fn r_to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (_, e) = bounds(recv);
    if e.is_nil() {
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

/// `to_set`: RangeError for an endless range (4.0), else `Set.new(self, &block)`; the
/// deprecated set-class argument is warned about and used as Enumerable#to_set does.
pub(super) fn r_to_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    if e.is_nil() && !b.is_nil() {
        return Err(vm.make_error(vm.core.range_error, "cannot convert endless range to a set"));
    }
    let pos = args.positional();
    let klass = match pos.first() {
        Some(&k) => {
            crate::core::io::mode::warn(vm, "passing arguments to Enumerable#to_set is deprecated")?;
            k
        }
        None => vm.core.set_class,
    };
    let mut a = vec![recv];
    a.extend(pos.iter().skip(1).copied());
    vm.call_method(klass, intern("new"), &a, args.block.clone())
}

/// The number of elements of a range of two Integers (negative when empty), or None.
pub(super) fn int_count(r: Value) -> Option<i128> {
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

pub(super) fn r_first(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, _) = bounds(recv);
    if b.is_nil() {
        return Err(vm.make_error(vm.core.range_error, "cannot get the first element of beginless range"));
    }
    if args.is_empty() {
        return Ok(b);
    }
    vm.check_argc(args, 0, Some(1))?;
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

/// The last `n` Integers of a range with an Integer end (and an Integer or no begin), highest
/// first when `descending`; None when the bounds are not of that kind.
pub(super) fn int_tail(vm: &mut Vm, r: Value, n: i64, descending: bool) -> VmResult<Option<Value>> {
    use crate::core::integer::to_big;
    let (b, e) = bounds(r);
    let Some(hi) = to_big(e) else { return Ok(None) };
    let lo = if b.is_nil() {
        None
    } else {
        match to_big(b) {
            Some(x) => Some(x),
            None => return Ok(None),
        }
    };
    let last = if excl(r) { hi - 1 } else { hi };
    let mut first = &last - n + 1;
    if let Some(lo) = lo {
        first = std::cmp::max(first, lo);
    }
    let count = if first > last { 0 } else { num_traits::ToPrimitive::to_u64(&(&last - &first + 1)).unwrap_or(u64::MAX) };
    // Reserved first (rb_int_range_last's rb_ary_new_capa), so a huge count raises.
    let out = Out::try_with_capacity(vm, count)?;
    let mut x = if descending { last.clone() } else { first.clone() };
    for _ in 0..count {
        let v = vm.new_bignum(x.clone());
        out.push(v);
        if descending {
            x -= 1;
        } else {
            x += 1;
        }
    }
    out.finish(vm, Ok(())).map(Some)
}

pub(super) fn r_last(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (b, e) = bounds(recv);
    if e.is_nil() {
        return Err(vm.make_error(vm.core.range_error, "cannot get the last element of endless range"));
    }
    if args.is_empty() {
        return Ok(e);
    }
    vm.check_argc(args, 0, Some(1))?;
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("negative array size"));
    }
    let int = crate::core::integer::is_integer;
    if int(b) && int(e) {
        return Ok(int_tail(vm, recv, n, false)?.unwrap_or(Value::NIL));
    }
    let a = r_to_a(vm, recv, args)?;
    let items = &obj::as_array(a).items;
    let k = (n as usize).min(items.len());
    let v = items[items.len() - k..].to_vec();
    Ok(vm.new_array(v))
}
