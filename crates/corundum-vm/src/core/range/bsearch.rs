//! `Range#bsearch`: binary search over the Integers or the Floats a Range covers, in CRuby's
//! two modes (the block answers true/false/nil: the first value for which it is true; it
//! answers a number: a value for which it is 0, searching left on negative and right on
//! positive). Integer ranges may be endless or beginless (the search probes outwards in
//! doubling steps first) and hold Bignums; a Float at either end searches the doubles between
//! them through an order-preserving map of their bits to i64, so every double is a candidate.
//!
//! Invariant: every probe is a value inside the range, and the search ends after at most
//! about 64 probes per doubling (no loop depends on the block being consistent).

use num_bigint::BigInt;
use num_traits::One;

use super::{bounds, excl};
use crate::core::enumerable::block_or_enum;
use crate::core::integer;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

/// What the block said of a probe.
#[derive(Clone, Copy, PartialEq)]
enum Verdict {
    /// 0: this value.
    Found,
    /// true (remember it, look left) or negative (look left).
    Left { candidate: bool },
    /// false, nil or positive.
    Right,
}

fn judge(vm: &mut Vm, r: Value) -> VmResult<Verdict> {
    if r == Value::TRUE {
        return Ok(Verdict::Left { candidate: true });
    }
    if r == Value::FALSE || r.is_nil() {
        return Ok(Verdict::Right);
    }
    let sign = if r.is_fixnum() {
        r.as_fixnum().signum()
    } else if let Some(f) = vm.float_value(r) {
        if f > 0.0 {
            1
        } else if f < 0.0 {
            -1
        } else {
            0
        }
    } else if let Some(b) = integer::to_big(r).filter(|_| integer::is_integer(r)) {
        b.sign() as i64 - 1
    } else {
        let k = vm.class_of_real(r);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("wrong argument type {n} (must be numeric, true, false or nil)")));
    };
    Ok(match sign {
        0 => Verdict::Found,
        s if s < 0 => Verdict::Left { candidate: false },
        _ => Verdict::Right,
    })
}

pub(super) fn r_bsearch(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    // The bounds are checked first: a Range of Strings raises even without a block.
    let (rb, re) = bounds(recv);
    let int_or_nil = |v: Value| v.is_nil() || integer::is_integer(v);
    let num_or_nil = |vm: &Vm, v: Value| int_or_nil(v) || vm.float_value(v).is_some();
    let floats = (vm.float_value(rb).is_some() || vm.float_value(re).is_some()) && num_or_nil(vm, rb) && num_or_nil(vm, re);
    if !floats && !(int_or_nil(rb) && int_or_nil(re) && !(rb.is_nil() && re.is_nil())) {
        let shown = if rb.is_nil() { re } else { rb };
        let k = vm.class_of_real(shown);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("can't do binary search for {n}")));
    }
    let b = block_or_enum!(vm, recv, args, "bsearch");
    if floats {
        float_search(vm, &b, rb, re, excl(recv))
    } else {
        int_search(vm, &b, rb, re, excl(recv))
    }
}

fn probe(vm: &mut Vm, b: &Block, x: &BigInt) -> VmResult<Verdict> {
    let v = vm.new_bignum(x.clone());
    let r = vm.yield_block(b, &[v])?;
    judge(vm, r)
}

/// The search between `lo` and `hi` (inclusive), `found` the best candidate known so far.
fn int_between(vm: &mut Vm, b: &Block, mut lo: BigInt, mut hi: BigInt, mut found: Option<BigInt>) -> VmResult {
    while lo <= hi {
        let mid: BigInt = (&lo + &hi) >> 1;
        match probe(vm, b, &mid)? {
            Verdict::Found => return Ok(vm.new_bignum(mid)),
            Verdict::Left { candidate } => {
                hi = &mid - 1;
                if candidate {
                    found = Some(mid);
                }
            }
            Verdict::Right => lo = mid + 1,
        }
    }
    Ok(found.map_or(Value::NIL, |f| vm.new_bignum(f)))
}

fn int_search(vm: &mut Vm, b: &Block, rb: Value, re: Value, exclusive: bool) -> VmResult {
    let end = integer::to_big(re).map(|e| if exclusive { e - 1 } else { e });
    match (integer::to_big(rb), end) {
        (Some(lo), Some(hi)) => int_between(vm, b, lo, hi, None),
        (Some(start), None) => {
            // Endless: probe start, start+1, start+3, start+7, ... until the block stops
            // answering "right", then search the last gap.
            let (mut lo, mut step) = (start.clone(), BigInt::one());
            let mut at = start;
            loop {
                match probe(vm, b, &at)? {
                    Verdict::Found => return Ok(vm.new_bignum(at)),
                    Verdict::Left { candidate } => {
                        let found = candidate.then(|| at.clone());
                        return int_between(vm, b, lo, at - 1, found);
                    }
                    Verdict::Right => {
                        lo = &at + 1;
                        at = &at + &step;
                        step <<= 1;
                    }
                }
            }
        }
        (None, Some(end)) => {
            // Beginless: probe end, end-1, end-3, ... while the block answers "left".
            let (mut hi, mut step) = (end.clone(), BigInt::one());
            let mut at = end;
            let mut found = None;
            loop {
                match probe(vm, b, &at)? {
                    Verdict::Found => return Ok(vm.new_bignum(at)),
                    Verdict::Left { candidate } => {
                        if candidate {
                            found = Some(at.clone());
                        }
                        hi = &at - 1;
                        at = &at - &step;
                        step <<= 1;
                    }
                    Verdict::Right => return int_between(vm, b, at + 1, hi, found),
                }
            }
        }
        (None, None) => Ok(Value::NIL),
    }
}

/// Doubles in order as i64 keys (-0.0 and 0.0 share 0), and back.
fn key(f: f64) -> i64 {
    let bits = f.to_bits() as i64;
    if bits >= 0 {
        bits
    } else {
        i64::MIN.wrapping_sub(bits)
    }
}

fn unkey(k: i64) -> f64 {
    if k >= 0 {
        f64::from_bits(k as u64)
    } else {
        f64::from_bits(k.unsigned_abs() | 1 << 63)
    }
}

fn float_search(vm: &mut Vm, b: &Block, rb: Value, re: Value, exclusive: bool) -> VmResult {
    let as_f = |vm: &Vm, v: Value, none: f64| if v.is_nil() { none } else { crate::core::float::num_to_f64(vm, v).unwrap_or(none) };
    let (lo_f, hi_f) = (as_f(vm, rb, f64::NEG_INFINITY), as_f(vm, re, f64::INFINITY));
    if lo_f.is_nan() || hi_f.is_nan() {
        return Ok(Value::NIL);
    }
    let (mut lo, mut hi) = (i128::from(key(lo_f)), i128::from(key(hi_f)) - i128::from(exclusive));
    let mut found = None;
    while lo <= hi {
        let mid = (lo + hi).div_euclid(2);
        let x = unkey(mid as i64);
        let v = vm.new_float(x);
        let r = vm.yield_block(b, &[v])?;
        match judge(vm, r)? {
            Verdict::Found => return Ok(vm.new_float(x)),
            Verdict::Left { candidate } => {
                hi = mid - 1;
                if candidate {
                    found = Some(x);
                }
            }
            Verdict::Right => lo = mid + 1,
        }
    }
    Ok(found.map_or(Value::NIL, |f| vm.new_float(f)))
}
