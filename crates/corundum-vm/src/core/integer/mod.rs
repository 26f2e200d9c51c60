//! Integer: one class over Fixnum (tagged) and Bignum (num-bigint) representations, with
//! overflow promotion and normalisation back to Fixnum (`Vm::new_bignum`).
//!
//! Semantics follow CRuby's numeric.c/bignum.c: floored `/` and `%`, exact Integer/Float
//! comparison, the coerce protocol for foreign operands (`do_coerce`), CRuby's rounding with
//! negative digits (including its Bignum quirks), and `Integer()`'s strict parser.
//!
//! `Integer ** negative Integer` is a Rational and a negative base raised to a fractional Float
//! a Complex (`core::rational`, `core::complex`), as in CRuby.
//!
//! Files by concern: `coerce` (the coerce protocol), `arith` (arithmetic and comparison),
//! `bits`, `round` (rounding with digits), `convert` (text), `iterate` (`times`/`upto`),
//! `number_theory` (`gcd`, `digits`, `sqrt`); this file has the shared helpers and registration.

mod arith;
mod bits;
mod coerce;
mod convert;
mod iterate;
mod number_theory;
mod round;

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::core::float::{self as flo};
use crate::object::{self as obj, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::{Vm, VmResult};
use arith::{i_div, i_divmod, i_eql, i_fdiv, i_pow, i_remainder, int_arith, int_cmp, int_eq, int_pow, int_rel};
use bits::{bitop, bits_query, i_aref, i_bit_length, i_not, i_size, shift};
use coerce::i_coerce;
pub use coerce::{coerce_bin, coerce_binop, do_coerce, coerce_cmp, coerce_relop, num_equal, to_int_value};
use convert::{i_chr, i_to_s};
pub use convert::{int_to_s, kernel_integer, parse_int_prefix, parse_int_strict};
use iterate::{i_times, upto_downto};
use number_theory::{i_ceildiv, i_digits, i_gcd, i_gcdlcm, i_lcm, i_sqrt};
use round::round_to;
pub use round::{int_ceil_digits, int_floor_digits, int_round_digits, int_truncate_digits};

/// Floored division (Ruby's `/` on Integers): rounds towards negative infinity.
#[inline]
pub fn floor_div(x: i64, y: i64) -> i64 {
    let q = x / y;
    if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }
}
/// Floored modulo (Ruby's `%`): the result has the divisor's sign.
#[inline]
pub fn floor_mod(x: i64, y: i64) -> i64 {
    let m = x % y;
    if m != 0 && ((m < 0) != (y < 0)) {
        m + y
    } else {
        m
    }
}

pub fn big_to_f64(b: &BigInt) -> f64 {
    b.to_f64().unwrap_or(if b.is_negative() { f64::NEG_INFINITY } else { f64::INFINITY })
}

pub fn f64_to_big(f: f64) -> BigInt {
    // Exact conversion of an integral double.
    let bits = f.to_bits();
    let neg = bits >> 63 != 0;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = if exp == 0 { (bits & ((1 << 52) - 1)) << 1 } else { (bits & ((1 << 52) - 1)) | (1 << 52) };
    let shift = exp - 1075;
    let mut b = BigInt::from(mant);
    if shift > 0 {
        b <<= shift as usize;
    } else {
        b >>= (-shift) as usize;
    }
    if neg {
        -b
    } else {
        b
    }
}

/// An Integer value as a BigInt (for the slow paths).
pub fn to_big(v: Value) -> Option<BigInt> {
    if v.is_fixnum() {
        Some(BigInt::from(v.as_fixnum()))
    } else if obj::is_type(v, ObjType::Bignum) {
        Some((*obj::as_bignum(v).value).clone())
    } else {
        None
    }
}

/// Checks, for operands of a megabyte or more, that the copies and the result of a binary
/// operation on `a` and `b` can be allocated: num-bigint allocates infallibly, and a failure
/// there ends the process, where CRuby raises NoMemoryError.
fn probe_big_op(vm: &mut Vm, a: Value, b: Value) -> VmResult<()> {
    let words = |v: Value| if is_bignum(v) { obj::as_bignum(v).value.bits().div_ceil(64) as u128 } else { 1 };
    let total = words(a) + words(b);
    if total < (1 << 17) {
        return Ok(());
    }
    // Both copies, the result (at most their sum) and the multiplication's scratch space.
    vm.check_alloc(total * 4, 8)
}

#[inline]
pub fn is_integer(v: Value) -> bool {
    v.is_fixnum() || obj::is_type(v, ObjType::Bignum)
}

fn is_bignum(v: Value) -> bool {
    obj::is_type(v, ObjType::Bignum)
}

fn int_sign(v: Value) -> Ordering {
    if v.is_fixnum() {
        v.as_fixnum().cmp(&0)
    } else if is_bignum(v) {
        if obj::as_bignum(v).value.is_negative() {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    } else {
        Ordering::Equal
    }
}

pub fn int_to_f64(v: Value) -> f64 {
    if v.is_fixnum() {
        v.as_fixnum() as f64
    } else if is_bignum(v) {
        big_to_f64(&obj::as_bignum(v).value)
    } else {
        0.0
    }
}

/// `x * 2**e` without intermediate overflow.
pub fn ldexp(mut x: f64, mut e: i64) -> f64 {
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
        if x.is_infinite() {
            return x;
        }
    }
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
        if x == 0.0 {
            return x;
        }
    }
    x * 2f64.powi(e as i32)
}

/// `a / b` as a double, computed from the exact quotient (CRuby's `big_fdiv`).
pub fn big_fdiv(a: &BigInt, b: &BigInt) -> f64 {
    if b.is_zero() {
        return flo::double_div(big_to_f64(a), 0.0);
    }
    if a.is_zero() {
        return if a.is_negative() != b.is_negative() { -0.0 } else { 0.0 };
    }
    let neg = a.is_negative() != b.is_negative();
    let (a, b) = (a.abs(), b.abs());
    let shift = 66 - (a.bits() as i64 - b.bits() as i64);
    let (n, d) = if shift > 0 { (a << shift as usize, b) } else { (a, b << (-shift) as usize) };
    let (mut q, r) = n.div_rem(&d);
    if !r.is_zero() {
        q |= BigInt::one();
    }
    let f = ldexp(big_to_f64(&q), -shift);
    if neg {
        -f
    } else {
        f
    }
}

/// Exact comparison of an Integer with a double (CRuby's `rb_integer_float_cmp`); None for NaN.
pub fn int_float_cmp(v: Value, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    if v.is_fixnum() {
        let i = v.as_fixnum();
        if i.unsigned_abs() < (1u64 << 53) {
            return (i as f64).partial_cmp(&f);
        }
    }
    let b = to_big(v)?;
    let t = f.trunc();
    match b.cmp(&f64_to_big(t)) {
        Ordering::Equal => Some(if f > t {
            Ordering::Less
        } else if f < t {
            Ordering::Greater
        } else {
            Ordering::Equal
        }),
        o => Some(o),
    }
}

pub fn init(vm: &mut Vm) {
    let i = vm.core.integer;
    vm.define_builtin(i, "+", 1, |vm, r, a| int_arith(vm, r, a.get(0), '+'));
    vm.define_builtin(i, "-", 1, |vm, r, a| int_arith(vm, r, a.get(0), '-'));
    vm.define_builtin(i, "*", 1, |vm, r, a| int_arith(vm, r, a.get(0), '*'));
    vm.define_builtin(i, "/", 1, |vm, r, a| int_arith(vm, r, a.get(0), '/'));
    vm.define_builtin(i, "div", 1, i_div);
    vm.define_builtin(i, "%", 1, |vm, r, a| int_arith(vm, r, a.get(0), '%'));
    vm.define_builtin(i, "modulo", 1, |vm, r, a| int_arith(vm, r, a.get(0), '%'));
    vm.define_builtin(i, "remainder", 1, i_remainder);
    vm.define_builtin(i, "**", 1, |vm, r, a| int_pow(vm, r, a.get(0)));
    vm.define_builtin(i, "pow", -2, i_pow);
    vm.define_builtin(i, "<", 1, |vm, r, a| int_rel(vm, r, a, '<'));
    vm.define_builtin(i, "<=", 1, |vm, r, a| int_rel(vm, r, a, 'l'));
    vm.define_builtin(i, ">", 1, |vm, r, a| int_rel(vm, r, a, '>'));
    vm.define_builtin(i, ">=", 1, |vm, r, a| int_rel(vm, r, a, 'g'));
    vm.define_builtin(i, "==", 1, int_eq);
    vm.define_builtin(i, "===", 1, int_eq);
    vm.define_builtin(i, "eql?", 1, i_eql);
    vm.define_builtin(i, "<=>", 1, int_cmp);
    vm.define_builtin(i, "to_s", -1, i_to_s);
    vm.define_builtin(i, "inspect", -1, i_to_s);
    vm.define_builtin(i, "times", 0, i_times);
    vm.define_builtin(i, "upto", 1, |vm, r, a| upto_downto(vm, r, a, true));
    vm.define_builtin(i, "downto", 1, |vm, r, a| upto_downto(vm, r, a, false));
    vm.define_builtin(i, "succ", 0, |vm, r, _a| int_arith(vm, r, Value::fixnum(1), '+'));
    vm.define_builtin(i, "next", 0, |vm, r, _a| int_arith(vm, r, Value::fixnum(1), '+'));
    vm.define_builtin(i, "pred", 0, |vm, r, _a| int_arith(vm, r, Value::fixnum(1), '-'));
    vm.define_builtin(i, "-@", 0, |vm, r, _a| int_arith(vm, Value::fixnum(0), r, '-'));
    vm.define_builtin(i, "+@", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "~", 0, i_not);
    vm.define_builtin(i, "abs", 0, |vm, r, _a| if int_sign(r) == Ordering::Less { int_arith(vm, Value::fixnum(0), r, '-') } else { Ok(r) });
    vm.define_builtin(i, "magnitude", 0, |vm, r, _a| if int_sign(r) == Ordering::Less { int_arith(vm, Value::fixnum(0), r, '-') } else { Ok(r) });
    vm.define_leaf_builtin(i, "to_i", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "to_int", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "floor", -1, |vm, r, a| round_to(vm, r, a, 'f'));
    vm.define_builtin(i, "ceil", -1, |vm, r, a| round_to(vm, r, a, 'c'));
    vm.define_builtin(i, "round", -1, |vm, r, a| round_to(vm, r, a, 'r'));
    vm.define_builtin(i, "truncate", -1, |vm, r, a| round_to(vm, r, a, 't'));
    vm.define_builtin(i, "numerator", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "denominator", 0, |_vm, _r, _a| Ok(Value::fixnum(1)));
    vm.define_leaf_builtin(i, "to_f", 0, |vm, r, _a| Ok(vm.new_float(int_to_f64(r))));
    vm.define_leaf_builtin(i, "even?", 0, |_vm, r, _a| {
        Ok(Value::bool(if r.is_fixnum() { r.as_fixnum() & 1 == 0 } else { to_big(r).is_some_and(|b| b.is_even()) }))
    });
    vm.define_leaf_builtin(i, "odd?", 0, |_vm, r, _a| {
        Ok(Value::bool(if r.is_fixnum() { r.as_fixnum() & 1 == 1 } else { to_big(r).is_some_and(|b| b.is_odd()) }))
    });
    vm.define_leaf_builtin(i, "zero?", 0, |_vm, r, _a| Ok(Value::bool(r == Value::fixnum(0))));
    vm.define_builtin(i, "nonzero?", 0, |_vm, r, _a| Ok(if r == Value::fixnum(0) { Value::NIL } else { r }));
    vm.define_leaf_builtin(i, "positive?", 0, |_vm, r, _a| Ok(Value::bool(int_sign(r) == Ordering::Greater)));
    vm.define_leaf_builtin(i, "negative?", 0, |_vm, r, _a| Ok(Value::bool(int_sign(r) == Ordering::Less)));
    vm.define_leaf_builtin(i, "integer?", 0, |_vm, _r, _a| Ok(Value::TRUE));
    vm.define_builtin(i, "finite?", 0, |_vm, _r, _a| Ok(Value::TRUE));
    vm.define_builtin(i, "infinite?", 0, |_vm, _r, _a| Ok(Value::NIL));
    vm.define_builtin(i, "hash", 0, |vm, r, _a| {
        let h = vm.hash_of(r)?;
        Ok(Value::fixnum((h >> 2) as i64))
    });
    vm.define_builtin(i, "divmod", 1, i_divmod);
    vm.define_builtin(i, "fdiv", 1, i_fdiv);
    vm.define_builtin(i, "&", 1, |vm, r, a| bitop(vm, r, a, '&'));
    vm.define_builtin(i, "|", 1, |vm, r, a| bitop(vm, r, a, '|'));
    vm.define_builtin(i, "^", 1, |vm, r, a| bitop(vm, r, a, '^'));
    vm.define_builtin(i, "<<", 1, |vm, r, a| shift(vm, r, a.get(0), true));
    vm.define_builtin(i, ">>", 1, |vm, r, a| shift(vm, r, a.get(0), false));
    vm.define_builtin(i, "[]", -2, i_aref);
    vm.define_builtin(i, "allbits?", 1, |vm, r, a| bits_query(vm, r, a, 'a'));
    vm.define_builtin(i, "anybits?", 1, |vm, r, a| bits_query(vm, r, a, 'y'));
    vm.define_builtin(i, "nobits?", 1, |vm, r, a| bits_query(vm, r, a, 'n'));
    vm.define_builtin(i, "gcd", 1, i_gcd);
    vm.define_builtin(i, "lcm", 1, i_lcm);
    vm.define_builtin(i, "gcdlcm", 1, i_gcdlcm);
    vm.define_builtin(i, "digits", -1, i_digits);
    vm.define_builtin(i, "chr", -1, i_chr);
    vm.define_builtin(i, "ord", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "bit_length", 0, i_bit_length);
    vm.define_builtin(i, "coerce", 1, i_coerce);
    vm.define_builtin(i, "size", 0, i_size);
    vm.define_builtin(i, "ceildiv", 1, i_ceildiv);
    let s = vm.singleton_class(i).expect("Integer metaclass");
    vm.define_builtin(s, "sqrt", 1, i_sqrt);
    vm.define_builtin(s, "try_convert", 1, |vm, _r, a| {
        let v = a.get(0);
        if is_integer(v) {
            return Ok(v);
        }
        if v.is_special() || !vm.respond_to(v, sym::TO_INT, true) {
            return Ok(Value::NIL);
        }
        let r = vm.call_method(v, sym::TO_INT, &[], None)?;
        if r.is_nil() || is_integer(r) {
            return Ok(r);
        }
        let n = vm.conversion_name(v);
        let rn = vm.conversion_name(r);
        Err(vm.type_error(&format!("can't convert {n} to Integer ({n}#to_int gives {rn})")))
    });
    crate::core::numeric::init(vm);
    crate::core::math::init(vm);
    crate::core::random::init(vm);
}
