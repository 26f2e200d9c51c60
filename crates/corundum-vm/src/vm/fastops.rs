//! The fast paths of the specialised operator instructions (`opt_plus`, `opt_lt`, ... and their
//! `_imm` superinstructions): pure functions of the two operands that return the result when
//! CRuby's specialised instructions would compute it without a call, and None when the full
//! method call is needed (other types, overflow into a Bignum, a Float result that is not an
//! inline Float, division by zero).
//!
//! Invariant: the caller checks `Vm::bop_redefined` first; these functions assume the core
//! operators are the built-in ones.

use crate::value::Value;

/// Two numeric operands as Floats when at least one is an inline Float and the other an inline
/// Float or a Fixnum (Float#+ and Integer#+ convert the Integer the same way).
#[inline(always)]
fn float_operands(a: Value, b: Value) -> Option<(f64, f64)> {
    let f = |v: Value| {
        if v.is_flonum() {
            Some(v.flonum_to_f64())
        } else if v.is_fixnum() {
            Some(v.as_fixnum() as f64)
        } else {
            None
        }
    };
    if !(a.is_flonum() || b.is_flonum()) {
        return None;
    }
    Some((f(a)?, f(b)?))
}

/// As `float_operands`, but only when an Integer operand converts exactly (|i| <= 2^53), so
/// that comparing the Floats compares the numbers (Ruby compares them exactly).
#[inline(always)]
fn exact_float_operands(a: Value, b: Value) -> Option<(f64, f64)> {
    const EXACT: i64 = 1 << 53;
    let ok = |v: Value| v.is_flonum() || (v.is_fixnum() && (-EXACT..=EXACT).contains(&v.as_fixnum()));
    if ok(a) && ok(b) {
        float_operands(a, b)
    } else {
        None
    }
}

/// Fixnums add in their tagged form: (2x+1) + (2y+1) - 1 = 2(x+y)+1, and the i64 overflow
/// check is exactly the fixnum range check.
#[inline(always)]
pub fn plus(a: Value, b: Value) -> Option<Value> {
    if Value::both_fixnum(a, b) {
        return (a.0 as i64).checked_add(b.0 as i64 - 1).map(|r| Value(r as u64));
    }
    float_operands(a, b).and_then(|(x, y)| Value::try_flonum(x + y))
}

#[inline(always)]
pub fn minus(a: Value, b: Value) -> Option<Value> {
    if Value::both_fixnum(a, b) {
        return (a.0 as i64).checked_sub(b.0 as i64 - 1).map(|r| Value(r as u64));
    }
    float_operands(a, b).and_then(|(x, y)| Value::try_flonum(x - y))
}

/// (2x+1 - 1) * y = 2xy: the i64 overflow check is the fixnum range check.
#[inline(always)]
pub fn mult(a: Value, b: Value) -> Option<Value> {
    if Value::both_fixnum(a, b) {
        return (a.0 as i64 - 1).checked_mul(b.as_fixnum()).map(|r| Value(r as u64 | 1));
    }
    float_operands(a, b).and_then(|(x, y)| Value::try_flonum(x * y))
}

#[inline(always)]
pub fn div(a: Value, b: Value) -> Option<Value> {
    if Value::both_fixnum(a, b) {
        let (x, y) = (a.as_fixnum(), b.as_fixnum());
        return (y != 0).then(|| crate::core::protocol::floor_div(x, y)).filter(|r| Value::fits_fixnum(*r)).map(Value::fixnum);
    }
    float_operands(a, b).and_then(|(x, y)| Value::try_flonum(x / y))
}

#[inline(always)]
pub fn modulo(a: Value, b: Value) -> Option<Value> {
    if Value::both_fixnum(a, b) && b.as_fixnum() != 0 {
        return Some(Value::fixnum(crate::core::protocol::floor_mod(a.as_fixnum(), b.as_fixnum())));
    }
    None
}

#[inline(always)]
pub fn and(a: Value, b: Value) -> Option<Value> {
    Value::both_fixnum(a, b).then_some(Value(a.0 & b.0))
}

#[inline(always)]
pub fn or(a: Value, b: Value) -> Option<Value> {
    Value::both_fixnum(a, b).then_some(Value(a.0 | b.0))
}

#[inline(always)]
pub fn xor(a: Value, b: Value) -> Option<Value> {
    Value::both_fixnum(a, b).then_some(Value((a.0 ^ b.0) | 1))
}

/// `x << n` on Fixnums, when the result is a Fixnum (a negative `n` shifts right).
#[inline(always)]
pub fn lshift(a: Value, b: Value) -> Option<Value> {
    if !Value::both_fixnum(a, b) {
        return None;
    }
    let (x, n) = (a.as_fixnum(), b.as_fixnum());
    if n < 0 {
        // A right shift by |n|, computed here: |FIXNUM_MIN| is no Fixnum, so handing it to
        // `rshift` as one would wrap (and the two would call each other without end).
        return Some(shift_right(x, n.unsigned_abs()));
    }
    shift_left(a, x, n.unsigned_abs())
}

/// `x << n` for `n >= 0`, when the result is a Fixnum.
#[inline(always)]
fn shift_left(a: Value, x: i64, n: u64) -> Option<Value> {
    if n >= 62 {
        return (x == 0).then_some(a);
    }
    let r = x << n;
    (r >> n == x && Value::fits_fixnum(r)).then(|| Value::fixnum(r))
}

/// `x >> n` for `n >= 0`: always a Fixnum (0 or -1 once every bit is shifted out).
#[inline(always)]
fn shift_right(x: i64, n: u64) -> Value {
    Value::fixnum(x >> n.min(63))
}

/// `x >> n` on Fixnums (a negative `n` shifts left).
#[inline(always)]
pub fn rshift(a: Value, b: Value) -> Option<Value> {
    if !Value::both_fixnum(a, b) {
        return None;
    }
    let (x, n) = (a.as_fixnum(), b.as_fixnum());
    if n < 0 {
        return shift_left(a, x, n.unsigned_abs());
    }
    Some(shift_right(x, n.unsigned_abs()))
}

macro_rules! comparison {
    ($name:ident, $cmp:tt) => {
        #[inline(always)]
        pub fn $name(a: Value, b: Value) -> Option<Value> {
            if Value::both_fixnum(a, b) {
                return Some(Value::bool((a.0 as i64) $cmp (b.0 as i64)));
            }
            exact_float_operands(a, b).map(|(x, y)| Value::bool(x $cmp y))
        }
    };
}
comparison!(lt, <);
comparison!(le, <=);
comparison!(gt, >);
comparison!(ge, >=);

/// Two Fixnums, two inline Floats or two static Symbols are equal exactly when their words
/// are (no inline Float is NaN or -0.0).
#[inline(always)]
pub fn eq(a: Value, b: Value) -> Option<Value> {
    (Value::both_fixnum(a, b) || (a.is_flonum() && b.is_flonum()) || (a.is_symbol() && b.is_symbol())).then_some(Value::bool(a == b))
}

#[inline(always)]
pub fn neq(a: Value, b: Value) -> Option<Value> {
    eq(a, b).map(|v| Value::bool(!v.truthy()))
}
