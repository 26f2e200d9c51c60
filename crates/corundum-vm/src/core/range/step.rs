//! `Range#step` and `Range#%` with CRuby 3.4+ semantics: numeric ranges step by a Numeric
//! (Integers in a tight loop, Floats by CRuby's float_step so no error accumulates, other
//! Numerics with `+`, backwards for a negative step) and return an
//! Enumerator::ArithmeticSequence without a block; String and Symbol ranges keep the old
//! "every n-th element" meaning for an Integer step; any other range steps with `begin + step`
//! while the values stay on the same side of the end as the first step goes.
//!
//! Invariant: every loop either compares with the end or is endless by the caller's choice
//! (an endless range, a zero Float step); the value being advanced stays rooted across `+`.

use std::cmp::Ordering;

use super::iterate::{str_walk, sym_walk};
use super::query::r_less;
use super::{bounds, excl, is_numeric};
use crate::core::enumerable::{self as en, enumerator_for};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

/// NUM2DBL: an Integer or Float as is, another Numeric through `to_f`.
pub(super) fn to_f64(vm: &mut Vm, v: Value) -> VmResult<f64> {
    if v.is_fixnum() {
        return Ok(v.as_fixnum() as f64);
    }
    if let Some(f) = vm.float_value(v) {
        return Ok(f);
    }
    if obj::is_type(v, ObjType::Bignum) {
        return Ok(crate::core::integer::big_to_f64(&obj::as_bignum(v).value));
    }
    if v.is_nil() {
        return Err(vm.type_error("can't convert nil into Float"));
    }
    let f = vm.call_method(v, intern("to_f"), &[], None)?;
    match vm.float_value(f) {
        Some(x) => Ok(x),
        None => Err(vm.type_error("can't convert to Float")),
    }
}

/// CRuby's ruby_float_step: when any of `b`, `e`, `s` is a Float, yields the Float sequence
/// (endless for a nil end) and answers true; false when none is a Float.
pub(super) fn float_step_if_any(vm: &mut Vm, b: Value, e: Value, s: Value, ex: bool, blk: &Block) -> VmResult<bool> {
    if !(vm.is_float(b) || vm.is_float(e) || vm.is_float(s)) {
        return Ok(false);
    }
    let unit = to_f64(vm, s)?;
    let beg = to_f64(vm, b)?;
    let end = if e.is_nil() {
        if unit < 0.0 {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        }
    } else {
        to_f64(vm, e)?
    };
    crate::core::numeric::float_step(vm, blk, beg, end, unit, ex)?;
    Ok(true)
}

/// `x < 0` for a Numeric step.
fn negative(vm: &mut Vm, x: Value) -> VmResult<bool> {
    Ok(r_less(vm, x, Value::fixnum(0))? == Some(Ordering::Less))
}

fn yield_rooted(vm: &mut Vm, blk: &Block, v: Value) -> VmResult<()> {
    vm.temp_roots.push(v);
    let r = vm.yield_block(blk, &[v]);
    vm.temp_roots.pop();
    r.map(|_| ())
}

fn plus(vm: &mut Vm, v: Value, step: Value) -> VmResult {
    vm.temp_roots.push(v);
    let r = en::binop(vm, v, sym::PLUS, step);
    vm.temp_roots.pop();
    r
}

/// CRuby's r_less as an int: None (incomparable) counts as a distinct "greater" value.
fn dir_of(c: Option<Ordering>) -> i32 {
    match c {
        None => i32::MAX,
        Some(Ordering::Less) => -1,
        Some(Ordering::Equal) => 0,
        Some(Ordering::Greater) => 1,
    }
}

pub(super) fn r_step(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let (b, e) = bounds(recv);
    let b_num = is_numeric(vm, b);
    let e_num = is_numeric(vm, e);
    let str_b = if b_num || b.is_nil() || b.is_symbol() { None } else { vm.check_string(b)? };
    let sym_b = b.is_symbol();
    let step = if !args.is_empty() {
        args.get(0)
    } else if b_num || str_b.is_some() || sym_b || (b.is_nil() && e_num) {
        Value::fixnum(1)
    } else {
        return Err(vm.arg_error("step is required for non-numeric ranges"));
    };
    let step_num = is_numeric(vm, step);
    if step_num && b_num && vm.values_eq(step, Value::fixnum(0))? {
        return Err(vm.arg_error("step can't be 0"));
    }
    let name = vm.frames.last().and_then(|f| f.me.as_ref()).map_or("step".to_string(), |m| m.name.name().into_owned());
    let Some(blk) = args.block.clone() else {
        if step_num && ((b_num && (e.is_nil() || e_num)) || (b.is_nil() && e_num)) {
            return super::arith_seq::new(vm, recv, &name, args, b, e, step, excl(recv));
        }
        if b.is_nil() {
            return Err(vm.arg_error("#step for non-numeric beginless ranges is meaningless"));
        }
        return enumerator_for(vm, recv, &name, args.as_slice());
    };
    if b.is_nil() {
        return Err(vm.arg_error("#step iteration for beginless ranges is meaningless"));
    }
    let ex = excl(recv);
    if b.is_fixnum() && step.is_fixnum() && (e.is_nil() || e.is_fixnum()) {
        let unit = step.as_fixnum();
        let mut i = b.as_fixnum();
        if e.is_nil() {
            loop {
                vm.yield_block(&blk, &[Value::fixnum(i)])?;
                match i.checked_add(unit) {
                    Some(n) => i = n,
                    None => break,
                }
            }
            // Past the Fixnums: on in Bignums.
            let mut v = vm.new_int_i128(i as i128 + unit as i128);
            loop {
                yield_rooted(vm, &blk, v)?;
                v = plus(vm, v, step)?;
            }
        }
        let end = e.as_fixnum() as i128;
        let mut i = i as i128;
        let unit = unit as i128;
        if unit < 0 {
            let end = if ex { end } else { end - 1 };
            while i > end {
                vm.yield_block(&blk, &[Value::fixnum(i as i64)])?;
                i += unit;
            }
        } else {
            let end = if ex { end } else { end + 1 };
            while i < end {
                vm.yield_block(&blk, &[Value::fixnum(i as i64)])?;
                i += unit;
            }
        }
        return Ok(recv);
    }
    if b_num && step_num && float_step_if_any(vm, b, e, step, ex, &blk)? {
        return Ok(recv);
    }
    if (str_b.is_some() || sym_b) && step.is_fixnum() {
        // The pre-3.4 meaning kept for Strings and Symbols: every step-th element, counting
        // down from the first (so a step below 1 yields the first element only).
        let n = step.as_fixnum();
        let mut count = 1i64;
        let mut each = |vm: &mut Vm, x: Value| -> VmResult<bool> {
            count -= 1;
            if count == 0 {
                count = n;
                vm.yield_block(&blk, &[x])?;
            }
            Ok(true)
        };
        match str_b {
            Some(s) => {
                vm.temp_roots.push(s);
                let r = str_walk(vm, s, e, ex, &mut each);
                vm.temp_roots.pop();
                r?;
            }
            None => sym_walk(vm, b, e, ex, &mut each)?,
        }
        return Ok(recv);
    }
    let mut v = b;
    if e.is_nil() {
        loop {
            yield_rooted(vm, &blk, v)?;
            v = plus(vm, v, step)?;
        }
    }
    if b_num && step_num && negative(vm, step)? {
        // Backwards, as the ArithmeticSequence would go.
        loop {
            let c = dir_of(r_less(vm, e, v)?);
            if (ex && c >= 0) || (!ex && c > 0) {
                break;
            }
            yield_rooted(vm, &blk, v)?;
            if c == 0 {
                break;
            }
            v = plus(vm, v, step)?;
        }
        return Ok(recv);
    }
    let dir = dir_of(r_less(vm, b, e)?);
    if dir == 0 {
        if !ex {
            yield_rooted(vm, &blk, v)?;
        }
        return Ok(recv);
    }
    let first = plus(vm, b, step)?;
    if dir != dir_of(r_less(vm, b, first)?) {
        return Ok(recv);
    }
    loop {
        let c = dir_of(r_less(vm, v, e)?);
        if ex {
            if c != dir {
                break;
            }
        } else if c != dir && c != 0 {
            break;
        }
        yield_rooted(vm, &blk, v)?;
        if c == 0 {
            break;
        }
        v = plus(vm, v, step)?;
    }
    Ok(recv)
}
