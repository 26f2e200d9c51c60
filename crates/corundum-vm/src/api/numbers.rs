//! Numbers through the API: Integers (Fixnum or Bignum, one representation per value),
//! Floats, Rationals, and [`ExactRational`], the exact arithmetic Time and Date compute with.
//!
//! Invariant: Integer constructors normalise (a value that fits a Fixnum is one), so Integer
//! equality of Fixnums stays a word compare.

use num_bigint::BigInt;

use crate::api::error::IntoApi;
use crate::api::{Result, Ruby, Value};
use crate::object::{self as obj, ObjType};

/// An exact rational number: BigInt numerator and positive BigInt denominator in lowest terms
/// (Time's instants, Date's day fractions); CRuby's `num_exact` converts Ruby numbers to it
/// ([`Ruby::to_exact`]).
pub use crate::core::time::exact::Rat as ExactRational;

impl Ruby {
    /// An Integer from an i64.
    #[inline]
    pub fn new_int(&mut self, i: i64) -> Value {
        self.vm().new_int(i)
    }

    /// An Integer from an i128.
    #[inline]
    pub fn new_int_i128(&mut self, i: i128) -> Value {
        self.vm().new_int_i128(i)
    }

    /// An Integer from a BigInt (a Fixnum when it fits).
    #[inline]
    pub fn new_integer(&mut self, b: BigInt) -> Value {
        self.vm().new_bignum(b)
    }

    /// Whether `v` is an Integer.
    #[inline]
    pub fn is_integer(&self, v: Value) -> bool {
        crate::core::integer::is_integer(v)
    }

    /// Whether `v` is an Integer too large for a Fixnum.
    #[inline]
    pub fn is_bignum(&self, v: Value) -> bool {
        obj::is_type(v, ObjType::Bignum)
    }

    /// Integer `v` as a BigInt; None when `v` is not an Integer.
    #[inline]
    pub fn integer_to_big(&self, v: Value) -> Option<BigInt> {
        crate::core::integer::to_big(v)
    }

    /// A Float.
    #[inline]
    pub fn new_float(&mut self, f: f64) -> Value {
        self.vm().new_float(f)
    }

    /// The double of Float `v`; None when `v` is not a Float.
    #[inline]
    pub fn float_value(&self, v: Value) -> Option<f64> {
        self.vm_ref().float_value(v)
    }

    /// Whether `v` is a Rational.
    #[inline]
    pub fn is_rational(&self, v: Value) -> bool {
        crate::core::rational::is_rational(v)
    }

    /// The double nearest Rational (or Integer) `v`; None for anything else.
    #[inline]
    pub fn rational_to_f64(&self, v: Value) -> Option<f64> {
        crate::core::rational::to_q(v).map(|q| q.to_f64())
    }

    /// `Rational(num, den)` of two Integers, reduced (ZeroDivisionError for a zero `den`).
    #[inline]
    pub fn new_rational(&mut self, num: Value, den: Value) -> Result {
        crate::core::rational::from_ints(self.vm(), num, den).api()
    }

    /// The Integer or Rational of an exact rational (an Integer when its denominator is 1).
    pub fn exact_to_value(&mut self, r: &ExactRational) -> Result {
        let n = self.new_integer(r.num.clone());
        if r.is_int() {
            return Ok(n);
        }
        let d = self.new_integer(r.den.clone());
        self.new_rational(n, d)
    }

    /// `v` as an exact rational (CRuby's `num_exact`): an Integer, a Float at its exact binary
    /// value, a Rational, or what `to_r`/`to_int` gives; TypeError "can't convert X into an
    /// exact number" otherwise, FloatDomainError for NaN and infinities.
    #[inline]
    pub fn to_exact(&mut self, v: Value) -> Result<ExactRational> {
        crate::core::time::exact::num_exact(self.vm(), v).api()
    }
}
