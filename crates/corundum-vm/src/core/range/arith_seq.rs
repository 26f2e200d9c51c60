//! Enumerator::ArithmeticSequence: what `Range#step`/`Range#%` return without a block for a
//! numeric range. It is an Enumerator (receiver, method and arguments as any other, so
//! `next`, `with_index`, `lazy`, ... work) that also records begin, end, step and
//! exclude_end? in hidden ivars, and answers `begin`, `end`, `step`, `exclude_end?`, `first`,
//! `last`, `size`, `each`, `==`/`===`/`eql?`, `hash` and `inspect` from them with CRuby's
//! formulas (the Float ones through `numeric::float_step_size`).
//!
//! Invariants: the four values are set once, by `new`, right after the Enumerator is built
//! (no `new` on the class); arithmetic goes through the operators (`+`, `-`, `*`, `div`), so
//! Rationals and Bignums follow their own rules; intermediate values stay rooted.

use std::cell::Cell;

use super::query::float_count;
use super::step::{float_step_if_any, to_f64};
use crate::core::enumerable::{self as en, Out};
use crate::object as obj;
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

thread_local! {
    static CLASS: Cell<Value> = const { Cell::new(Value::NIL) };
}

struct Parts {
    b: Value,
    e: Value,
    s: Value,
    x: bool,
}

fn names() -> [SymbolId; 4] {
    [intern("@__aseq_begin"), intern("@__aseq_end"), intern("@__aseq_step"), intern("@__aseq_excl")]
}

/// A new ArithmeticSequence for `recv.meth(*args)` (keywords kept as keywords) running from
/// `b` to `e` by `s`.
#[allow(clippy::too_many_arguments)]
pub fn new(vm: &mut Vm, recv: Value, meth: &str, args: &Args, b: Value, e: Value, s: Value, x: bool) -> VmResult {
    let seq = en::enumerator_for_args(vm, recv, meth, args)?;
    let k = CLASS.with(|c| c.get());
    obj::set_klass(seq, k);
    let [nb, ne, ns, nx] = names();
    en::rooted(vm, &[seq], |vm| {
        vm.ivar_set(seq, nb, b)?;
        vm.ivar_set(seq, ne, e)?;
        vm.ivar_set(seq, ns, s)?;
        vm.ivar_set(seq, nx, Value::bool(x))
    })?;
    Ok(seq)
}

fn parts(vm: &mut Vm, seq: Value) -> Parts {
    let [nb, ne, ns, nx] = names();
    Parts { b: vm.ivar_get(seq, nb), e: vm.ivar_get(seq, ne), s: vm.ivar_get(seq, ns), x: vm.ivar_get(seq, nx).truthy() }
}

fn op(vm: &mut Vm, a: Value, name: &str, b: Value) -> VmResult {
    en::binop(vm, a, intern(name), b)
}

/// `x < 0` for an Integer-like or other Numeric value.
fn negative(vm: &mut Vm, v: Value) -> VmResult<bool> {
    Ok(op(vm, v, "<", Value::fixnum(0))?.truthy())
}

fn any_float(vm: &Vm, p: &Parts) -> bool {
    vm.is_float(p.b) || vm.is_float(p.e) || vm.is_float(p.s)
}

/// The Float count of a sequence with a Float in it (an endless one runs to ±Infinity).
fn float_size(vm: &mut Vm, p: &Parts) -> VmResult<f64> {
    let s = to_f64(vm, p.s)?;
    let e = if p.e.is_nil() {
        if s < 0.0 {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        }
    } else {
        to_f64(vm, p.e)?
    };
    let b = to_f64(vm, p.b)?;
    Ok(crate::core::numeric::float_step_size(b, e, s, p.x))
}

fn s_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = parts(vm, recv);
    size_of(vm, &p)
}

fn size_of(vm: &mut Vm, p: &Parts) -> VmResult {
    if any_float(vm, p) {
        let n = float_size(vm, p)?;
        return Ok(float_count(vm, n));
    }
    if p.e.is_nil() {
        return Ok(vm.new_float(f64::INFINITY));
    }
    if vm.values_eq(p.s, Value::fixnum(0))? {
        return Ok(vm.new_float(f64::INFINITY));
    }
    let d = op(vm, p.e, "-", p.b)?;
    let len_1 = op(vm, d, "div", p.s)?;
    if negative(vm, len_1)? {
        return Ok(Value::fixnum(0));
    }
    en::rooted(vm, &[len_1], |vm| {
        let m = op(vm, p.s, "*", len_1)?;
        let last = op(vm, p.b, "+", m)?;
        if p.x && vm.values_eq(last, p.e)? {
            return Ok(len_1);
        }
        op(vm, len_1, "+", Value::fixnum(1))
    })
}

/// `each`: yields the terms (Floats by float_step when any part is a Float), endless for a
/// nil end or a zero step.
fn s_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(blk) = args.block.clone() else { return Ok(recv) };
    let p = parts(vm, recv);
    let s = if super::is_numeric(vm, p.s) { p.s } else { crate::core::integer::to_int_value(vm, p.s)? };
    if float_step_if_any(vm, p.b, p.e, s, p.x, &blk)? {
        return Ok(recv);
    }
    let mark = vm.temp_roots.len();
    let r = (|| -> VmResult<()> {
        let mut c = p.b;
        if p.e.is_nil() {
            loop {
                vm.temp_roots.push(c);
                vm.yield_block(&blk, &[c])?;
                c = op(vm, c, "+", s)?;
            }
        }
        if vm.values_eq(s, Value::fixnum(0))? {
            loop {
                vm.yield_block(&blk, &[c])?;
            }
        }
        let d = op(vm, p.e, "-", c)?;
        let len_1 = op(vm, d, "div", s)?;
        vm.temp_roots.push(len_1);
        let m = op(vm, s, "*", len_1)?;
        let mut last = op(vm, c, "+", m)?;
        vm.temp_roots.push(last);
        if p.x && vm.values_eq(last, p.e)? {
            last = op(vm, last, "-", s)?;
            vm.temp_roots.push(last);
        }
        let down = negative(vm, s)?;
        loop {
            let go = if down { op(vm, c, ">=", last)? } else { op(vm, last, ">=", c)? };
            if !go.truthy() {
                return Ok(());
            }
            vm.temp_roots.push(c);
            vm.yield_block(&blk, &[c])?;
            c = op(vm, c, "+", s)?;
        }
    })();
    vm.temp_roots.truncate(mark);
    r.map(|_| recv)
}

/// `first` / `first(n)`: the first term (nil when there is none), or the first n terms.
fn s_first(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let p = parts(vm, recv);
    let want = if args.is_empty() {
        if p.b.is_nil() {
            return Ok(Value::NIL);
        }
        None
    } else {
        let n = vm.expect_int(args.get(0))?;
        if n < 0 {
            return Err(vm.arg_error("attempt to take negative size"));
        }
        Some(n)
    };
    let limit = want.unwrap_or(1);
    let out = Out::new(vm);
    let mut r = Ok(());
    if limit > 0 {
        let mut left = limit;
        r = en::each_native(vm, recv, sym::EACH, &[], &mut |_vm, x| {
            out.push(x);
            left -= 1;
            Ok(left > 0)
        });
    }
    let a = out.finish(vm, r)?;
    if want.is_none() {
        return Ok(obj::as_array(a).items.first().copied().unwrap_or(Value::NIL));
    }
    Ok(a)
}

/// `last` / `last(n)`: computed from the end (RangeError for an endless sequence).
fn s_last(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let p = parts(vm, recv);
    if p.e.is_nil() {
        return Err(vm.make_error(vm.core.range_error, "cannot get the last element of endless arithmetic sequence"));
    }
    if p.b.is_nil() && args.is_empty() {
        return Ok(Value::NIL);
    }
    let mark = vm.temp_roots.len();
    let r = (|| -> VmResult {
        let d = op(vm, p.e, "-", p.b)?;
        let len_1 = op(vm, d, "div", p.s)?;
        vm.temp_roots.push(len_1);
        if negative(vm, len_1)? {
            return Ok(if args.is_empty() { Value::NIL } else { vm.new_array(Vec::new()) });
        }
        let m = op(vm, p.s, "*", len_1)?;
        let mut last = op(vm, p.b, "+", m)?;
        vm.temp_roots.push(last);
        let adjusted = p.x && vm.values_eq(last, p.e)?;
        if adjusted {
            last = op(vm, last, "-", p.s)?;
            vm.temp_roots.push(last);
        }
        if vm.is_float(p.b) || vm.is_float(p.e) || vm.is_float(p.s) {
            // The Float forms give Floats.
            if !vm.is_float(last) {
                let f = to_f64(vm, last)?;
                last = vm.new_float(f);
                vm.temp_roots.push(last);
            }
        }
        if args.is_empty() {
            return Ok(last);
        }
        let len = if adjusted { len_1 } else { op(vm, len_1, "+", Value::fixnum(1))? };
        let n = vm.expect_int(args.get(0))?;
        if n < 0 {
            return Err(vm.arg_error("negative array size"));
        }
        let len = if len.is_fixnum() { len.as_fixnum() } else { i64::MAX };
        let n = n.min(len);
        let out = Out::try_with_capacity(vm, n as u64)?;
        let r = (|| -> VmResult<()> {
            let back = op(vm, p.s, "*", Value::fixnum(n))?;
            let mut b = op(vm, last, "-", back)?;
            for _ in 0..n {
                vm.temp_roots.push(b);
                b = op(vm, b, "+", p.s)?;
                out.push(b);
            }
            Ok(())
        })();
        out.finish(vm, r)
    })();
    vm.temp_roots.truncate(mark);
    r
}

fn s_begin(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(parts(vm, recv).b)
}
fn s_end(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(parts(vm, recv).e)
}
fn s_step(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(parts(vm, recv).s)
}
fn s_excl(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(parts(vm, recv).x))
}

fn is_seq(vm: &mut Vm, v: Value) -> bool {
    let k = CLASS.with(|c| c.get());
    !v.is_special() && vm.is_kind_of(v, k)
}

/// `==`, `===`, `eql?`: another ArithmeticSequence with `==` begin, end and step and the same
/// exclude_end?.
fn s_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !is_seq(vm, o) {
        return Ok(Value::FALSE);
    }
    let (a, b) = (parts(vm, recv), parts(vm, o));
    let same = a.x == b.x && vm.values_eq(a.b, b.b)? && vm.values_eq(a.e, b.e)? && vm.values_eq(a.s, b.s)?;
    Ok(Value::bool(same))
}

fn s_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = parts(vm, recv);
    let mut h = crate::core::conversions::mix(p.x as u64);
    for v in [p.b, p.e, p.s] {
        let x = vm.hash_of(v)?;
        h = crate::core::conversions::mix(h.rotate_left(11) ^ x);
    }
    Ok(Value::fixnum((h >> 2) as i64))
}

/// `inspect`: `((1..10).step(3))`, the receiver in parentheses when it is a Range.
fn s_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let target = vm.ivar_get(recv, intern("@__recv"));
    let meth = vm.ivar_get(recv, intern("@__meth"));
    let args = vm.ivar_get(recv, intern("@__args"));
    let t = vm.inspect_str(target)?;
    let range = obj::is_type(target, crate::object::ObjType::Range);
    let mut s = if range { format!("(({t}).") } else { format!("({t}.") };
    if meth.is_symbol() {
        s.push_str(&meth.as_symbol().name());
    }
    let mut items: Vec<Value> = if obj::is_type(args, crate::object::ObjType::Array) { obj::as_array(args).items.to_vec() } else { Vec::new() };
    // Keywords (`1.step(by: 2, to: 9)`) show as `key: value`.
    let kw = if vm.ivar_get(recv, intern("@__kw")).truthy() && items.last().is_some_and(|h| obj::is_type(*h, crate::object::ObjType::Hash)) {
        items.pop()
    } else {
        None
    };
    if !items.is_empty() || kw.is_some() {
        let mut shown = Vec::new();
        for x in items {
            shown.push(vm.inspect_str(x)?);
        }
        if let Some(h) = kw {
            let pairs: Vec<(Value, Value)> = obj::as_hash(h).table.iter().map(|e| (e.key, e.value)).collect();
            for (k, v) in pairs {
                let key = if k.is_symbol() { k.as_symbol().name().into_owned() } else { vm.inspect_str(k)? };
                let val = vm.inspect_str(v)?;
                shown.push(format!("{key}: {val}"));
            }
        }
        s.push('(');
        s.push_str(&shown.join(", "));
        s.push(')');
    }
    s.push(')');
    Ok(vm.new_string(s.into_bytes()))
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let Ok(enumerator) = vm.const_get_from(object, intern("Enumerator")) else { return };
    let k = crate::core::define_class_under(vm, enumerator, "ArithmeticSequence", enumerator);
    CLASS.with(|c| c.set(k));
    if let Ok(s) = vm.singleton_class(k) {
        let _ = vm.undef_method(s, intern("new"));
    }
    // No allocator (CRuby's rb_undef_alloc_func): `allocate` exists and refuses.
    vm.define_singleton_builtin(k, "allocate", 0, |vm, recv, _args| {
        let n = vm.module_name(recv);
        Err(vm.type_error(&format!("allocator undefined for {n}")))
    });
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("begin", 0, s_begin),
        ("end", 0, s_end),
        ("step", 0, s_step),
        ("exclude_end?", 0, s_excl),
        ("each", 0, s_each),
        ("size", 0, s_size),
        ("first", -1, s_first),
        ("last", -1, s_last),
        ("==", 1, s_eq),
        ("===", 1, s_eq),
        ("eql?", 1, s_eq),
        ("hash", 0, s_hash),
        ("inspect", 0, s_inspect),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(k, name, arity, f);
    }
}
