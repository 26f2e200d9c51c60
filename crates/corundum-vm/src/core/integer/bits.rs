//! Integer bits: `& | ^ ~`, `<<`/`>>`, `[]` with index, length and range, `bit_length`, `size`,
//! `allbits?`/`anybits?`/`nobits?`.
//!
//! Invariant: shift widths come from Ruby numbers and are checked (CRuby's limits, fallible
//! allocation) before a Bignum is built.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::arith::BIGLEN_LIMIT;
use super::coerce::{do_coerce, to_int_value};
use super::{int_sign, is_bignum, is_integer, probe_big_op, to_big};
use crate::core::float::{self as flo};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn bitop(vm: &mut Vm, recv: Value, args: &Args, op: char) -> VmResult {
    let o = args.get(0);
    if Value::both_fixnum(recv, o) {
        let (a, b) = (recv.as_fixnum(), o.as_fixnum());
        return Ok(Value::fixnum(match op {
            '&' => a & b,
            '|' => a | b,
            _ => a ^ b,
        }));
    }
    if is_integer(o) {
        probe_big_op(vm, recv, o)?;
    }
    let (Some(a), Some(b)) = (to_big(recv), to_big(o)) else {
        let name = match op {
            '&' => "&",
            '|' => "|",
            _ => "^",
        };
        // CRuby's rb_num_coerce_bit: coerce, then the operator must exist on the result.
        if vm.float_value(o).is_none() {
            if let Some((x, y)) = do_coerce(vm, recv, o, true)? {
                if vm.respond_to(x, intern(name), true) {
                    return vm.call_method(x, intern(name), &[y], None);
                }
            }
        }
        return Err(flo::coerce_fail(vm, o, "Integer"));
    };
    let r = match op {
        '&' => a & b,
        '|' => a | b,
        _ => a ^ b,
    };
    Ok(vm.new_bignum(r))
}

/// `recv << n` (left) or `recv >> n`.
pub(super) fn shift(vm: &mut Vm, recv: Value, count: Value, left: bool) -> VmResult {
    let c = to_int_value(vm, count)?;
    if recv == Value::fixnum(0) {
        return Ok(recv);
    }
    if is_bignum(c) {
        let neg = obj::as_bignum(c).value.is_negative();
        if left != neg {
            // CRuby's big_shift2: a width of 2**67 bits or more (a byte count past size_t) is
            // "shift width too big"; a smaller one (still 2**62 bits or more) tries to allocate
            // and fails (checked against 64-bit CRuby 3.1, same code in 4.0).
            let mag = num_traits::ToPrimitive::to_u128(&obj::as_bignum(c).value.magnitude().clone()).unwrap_or(u128::MAX);
            if mag >= 1 << 67 {
                return Err(vm.make_error(vm.core.range_error, "shift width too big"));
            }
            return Err(vm.no_memory());
        }
        return Ok(Value::fixnum(if int_sign(recv) == Ordering::Less { -1 } else { 0 }));
    }
    let n = c.as_fixnum();
    let n = if left { n } else { -n };
    if n >= 0 {
        if recv.is_fixnum() && n < 64 {
            let x = recv.as_fixnum() as i128;
            let r = x << n;
            if let Ok(r) = i64::try_from(r) {
                return Ok(vm.new_int(r));
            }
        }
        // CRuby allocates the result's words (n/64 past the receiver's) and raises NoMemoryError
        // when that fails; reserve them first so the Bignum code never sees a failing size.
        let a = to_big(recv).expect("int");
        vm.check_alloc(n as u128 / 64 + a.bits().div_ceil(64) as u128 + 1, 8)?;
        return Ok(vm.new_bignum(a << n as usize));
    }
    let s = n.unsigned_abs();
    if recv.is_fixnum() {
        let x = recv.as_fixnum();
        return Ok(Value::fixnum(if s >= 63 {
            if x < 0 {
                -1
            } else {
                0
            }
        } else {
            x >> s
        }));
    }
    let a = to_big(recv).expect("int");
    if s > u32::MAX as u64 {
        return Ok(Value::fixnum(if a.is_negative() { -1 } else { 0 }));
    }
    Ok(vm.new_bignum(a >> s as usize))
}

pub(super) fn i_not(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv.is_fixnum() {
        return Ok(Value::fixnum(!recv.as_fixnum()));
    }
    let a = to_big(recv).expect("int");
    Ok(vm.new_bignum(-a - BigInt::one()))
}

pub(super) fn bit_at(num: &BigInt, i: &BigInt) -> i64 {
    if i.is_negative() {
        return 0;
    }
    match i.to_u64() {
        Some(i) if i < (1 << 40) => ((num >> i as usize) & BigInt::one()).to_i64().unwrap_or(0),
        _ => {
            if num.is_negative() {
                1
            } else {
                0
            }
        }
    }
}

pub(super) fn mask_bits(vm: &mut Vm, len: &BigInt) -> VmResult<BigInt> {
    let Some(n) = len.to_u64().filter(|&n| n as u128 <= BIGLEN_LIMIT) else {
        if len.is_negative() {
            // CRuby: (1 << negative) - 1 == -1 (all bits)
            return Ok(BigInt::from(-1));
        }
        return Err(vm.make_error(vm.core.range_error, "shift width too big"));
    };
    Ok((BigInt::one() << n as usize) - BigInt::one())
}

pub(super) fn i_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() || args.len() > 2 {
        return Err(vm.arg_count_error(args.len(), 1, 2));
    }
    let num = to_big(recv).expect("int");
    if args.len() == 2 {
        let beg = to_int_value(vm, args.get(0))?;
        let len = to_int_value(vm, args.get(1))?;
        let shifted = shift(vm, recv, beg, false)?;
        let mask = mask_bits(vm, &to_big(len).expect("int"))?;
        return Ok(vm.new_bignum(to_big(shifted).expect("int") & mask));
    }
    let arg = args.get(0);
    if obj::is_type(arg, ObjType::Range) {
        let r = obj::as_range(arg);
        let (beg, end) = (r.begin, r.end);
        let excl = obj::has_flag(arg, obj::FL_EXCL_END);
        if beg.is_nil() {
            let end = to_int_value(vm, end)?;
            let e = to_big(end).expect("int");
            if !e.is_negative() {
                let e = if excl { e } else { e + 1 };
                let mask = mask_bits(vm, &e)?;
                if (&num & mask).is_zero() {
                    return Ok(Value::fixnum(0));
                }
                return Err(vm.arg_error("The beginless range for Integer#[] results in infinity"));
            }
            return Ok(Value::fixnum(0));
        }
        let beg = to_int_value(vm, beg)?;
        let shifted = shift(vm, recv, beg, false)?;
        if end.is_nil() {
            return Ok(shifted);
        }
        let end = to_int_value(vm, end)?;
        let (b, e) = (to_big(beg).expect("int"), to_big(end).expect("int"));
        match b.cmp(&e) {
            Ordering::Less => {
                let len = &e - &b;
                let len = if excl { len } else { len + 1 };
                let mask = mask_bits(vm, &len)?;
                return Ok(vm.new_bignum(to_big(shifted).expect("int") & mask));
            }
            Ordering::Equal => {
                if excl {
                    return Ok(Value::fixnum(0));
                }
                return Ok(Value::fixnum(bit_at(&num, &b)));
            }
            Ordering::Greater => return Ok(shifted),
        }
    }
    let i = to_int_value(vm, arg)?;
    Ok(Value::fixnum(bit_at(&num, &to_big(i).expect("int"))))
}

pub(super) fn i_bit_length(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv.is_fixnum() {
        let v = recv.as_fixnum();
        let v = if v < 0 { !v } else { v };
        return Ok(Value::fixnum(64 - v.leading_zeros() as i64));
    }
    let a = to_big(recv).expect("int");
    let n = if a.is_negative() { (-a - BigInt::one()).bits() } else { a.bits() };
    Ok(vm.new_int(n as i64))
}

pub(super) fn i_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv.is_fixnum() {
        return Ok(Value::fixnum(8));
    }
    let b = to_big(recv).expect("int");
    Ok(vm.new_int(b.abs().bits().div_ceil(8) as i64))
}

pub(super) fn bits_query(vm: &mut Vm, recv: Value, args: &Args, which: char) -> VmResult {
    let m = to_int_value(vm, args.get(0))?;
    let (a, m) = (to_big(recv).expect("int"), to_big(m).expect("int"));
    let and = &a & &m;
    Ok(Value::bool(match which {
        'a' => and == m,
        'y' => !and.is_zero(),
        _ => and.is_zero(),
    }))
}
