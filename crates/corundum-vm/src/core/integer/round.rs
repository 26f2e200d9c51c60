//! Integer rounding with negative digits: `round`/`floor`/`ceil`/`truncate(ndigits)`, with
//! CRuby's half modes and its Bignum results.
//!
//! Invariant: a non-negative `ndigits` returns the receiver unchanged.

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{Signed, ToPrimitive, Zero};

use std::cmp::Ordering;

use super::{int_sign, to_big};
use crate::core::float::{self as flo, RoundMode};
use crate::object::{self as obj};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// CRuby's `int_round_zero_p`: 10**-ndigits / 2 certainly exceeds |num|.
pub(super) fn int_round_zero_p(num: Value, ndigits: i64) -> bool {
    let bytes = if num.is_fixnum() { 8.0 } else { (obj::as_bignum(num).value.bits().div_ceil(64) * 8) as f64 };
    -0.415241 * ndigits as f64 - 0.125 > bytes
}

pub(super) fn pow10_big(n: u64) -> BigInt {
    num_traits::pow(BigInt::from(10), n as usize)
}

/// Integer rounding to `ndigits` < 0 decimal places (CRuby's `rb_int_round`).
pub fn int_round_digits(vm: &mut Vm, num: Value, ndigits: i64, mode: RoundMode) -> VmResult {
    if int_round_zero_p(num, ndigits) {
        return Ok(Value::fixnum(0));
    }
    let f = pow10_big(ndigits.unsigned_abs());
    if let (true, Some(y)) = (num.is_fixnum(), f.to_i64()) {
        let (x, y) = (num.as_fixnum() as i128, y as i128);
        let neg = x < 0;
        let x = x.abs();
        let r = match mode {
            RoundMode::Up => (x + y / 2) / y * y,
            RoundMode::Down => (x + y / 2 - 1) / y * y,
            RoundMode::Even => {
                let mut z = (x + y / 2) / y;
                if (z * y - x) * 2 == y {
                    z &= !1;
                }
                z * y
            }
        };
        return Ok(vm.new_int_i128(if neg { -r } else { r }));
    }
    let n0 = to_big(num).expect("int");
    let h = &f / 2;
    let r = n0.mod_floor(&f);
    let mut n = &n0 - &r;
    let half = match mode {
        RoundMode::Even => n.div_floor(&f).is_odd(),
        RoundMode::Up => n0.is_positive(),
        RoundMode::Down => n0.is_negative(),
    };
    if r > h || (r == h && half) {
        n += &f;
    }
    Ok(vm.new_bignum(n))
}

/// Integer#floor with negative digits (CRuby's `rb_int_floor`).
pub fn int_floor_digits(vm: &mut Vm, num: Value, ndigits: i64) -> VmResult {
    // Far past the number's magnitude the answer is 0, or -10**|ndigits| below zero (the
    // shortcut only skips the division; flooring a negative never gives 0).
    if int_round_zero_p(num, ndigits) && int_sign(num) != Ordering::Less {
        return Ok(Value::fixnum(0));
    }
    let f = pow10_big(ndigits.unsigned_abs());
    if let (true, Some(y)) = (num.is_fixnum(), f.to_i64()) {
        let (x, y) = (num.as_fixnum() as i128, y as i128);
        let r = if x < 0 { -((-x + y - 1) / y * y) } else { x / y * y };
        return Ok(vm.new_int_i128(r));
    }
    let n = to_big(num).expect("int");
    let m = n.mod_floor(&f);
    Ok(vm.new_bignum(n - m))
}

/// Integer#ceil with negative digits (CRuby 4.0's `rb_int_ceil`).
pub fn int_ceil_digits(vm: &mut Vm, num: Value, ndigits: i64) -> VmResult {
    // As in floor: a positive number far below 10**|ndigits| rounds up to it, not to 0.
    if int_round_zero_p(num, ndigits) && int_sign(num) != Ordering::Greater {
        return Ok(Value::fixnum(0));
    }
    let f = pow10_big(ndigits.unsigned_abs());
    if let (true, Some(y)) = (num.is_fixnum(), f.to_i64()) {
        let (x, y) = (num.as_fixnum() as i128, y as i128);
        let r = if x < 0 { -((-x) / y * y) } else { (x + y - 1) / y * y };
        return Ok(vm.new_int_i128(r));
    }
    let n = to_big(num).expect("int");
    let m = n.mod_floor(&f);
    if m.is_zero() {
        return Ok(num);
    }
    Ok(vm.new_bignum(n + (f - m)))
}

/// Integer#truncate with negative digits (CRuby's `rb_int_truncate`, including its Bignum
/// behaviour for exact negative multiples: `(-10**20).truncate(-1)` is `-99999999999999999990`).
pub fn int_truncate_digits(vm: &mut Vm, num: Value, ndigits: i64) -> VmResult {
    if int_round_zero_p(num, ndigits) {
        return Ok(Value::fixnum(0));
    }
    let f = pow10_big(ndigits.unsigned_abs());
    if let (true, Some(y)) = (num.is_fixnum(), f.to_i64()) {
        let (x, y) = (num.as_fixnum() as i128, y as i128);
        let r = if x < 0 { -((-x) / y * y) } else { x / y * y };
        return Ok(vm.new_int_i128(r));
    }
    let n = to_big(num).expect("int");
    let m = n.mod_floor(&f);
    if n.is_negative() {
        Ok(vm.new_bignum(n + (f - m)))
    } else {
        Ok(vm.new_bignum(n - m))
    }
}

pub(super) fn round_to(vm: &mut Vm, recv: Value, args: &Args, mode: char) -> VmResult {
    if args.positional().is_empty() {
        return Ok(recv);
    }
    let d = flo::digits_arg(vm, args)?;
    let rmode = if mode == 'r' { flo::rounding_mode(vm, args)? } else { RoundMode::Up };
    if d >= 0 {
        return Ok(recv);
    }
    match mode {
        'f' => int_floor_digits(vm, recv, d),
        'c' => int_ceil_digits(vm, recv, d),
        't' => int_truncate_digits(vm, recv, d),
        _ => int_round_digits(vm, recv, d, rmode),
    }
}
