//! Rational: exact fractions (CRuby's rational.c), a typed-data object holding two Integer
//! Values, the numerator and the denominator, each a Fixnum or a Bignum.
//!
//! Invariants: every Rational is canonical and frozen: the denominator is positive, the
//! numerator carries the sign, and the two have no common factor (0 is `0/1`). The payload
//! never changes after creation, so it needs no write barrier (its Integers are older than it).
//! Arithmetic works on `Q`, a pair of BigInts, and builds the result through `from_q`, the one
//! place that normalises.
//!
//! Files by concern: `construct` (`Kernel#Rational`, string parsing, `Float#to_r`,
//! `rationalize`), `arith` (`+ - * / **`, `fdiv`, `coerce`), `compare` (`<=>`, `==`, rounding
//! with digits and `half:`), `convert` (`to_s`/`inspect`, `to_i`/`to_f`, `hash`, the methods
//! Integer, Float, Numeric, String and nil gain); this file has the payload and registration.

mod arith;
mod compare;
pub mod construct;
mod convert;

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Signed, Zero};

use crate::core::float as flo;
use crate::core::integer::{self as int, is_integer, to_big};
use crate::data_type;
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

pub use arith::{rat_binop, rat_pow};
pub use construct::{float_to_q, k_rational, str_to_r_lenient};
pub use convert::rat_to_f64;

/// The payload of a Rational: two canonical Integer Values.
pub struct RationalData {
    pub num: Value,
    pub den: Value,
}

data_type!(pub RATIONAL_TYPE: RationalData, c"rational", mark = |p, m| {
    // SAFETY: the payload of a RATIONAL_TYPE object is a RationalData.
    let d = unsafe { &*(p as *const RationalData) };
    m(d.num);
    m(d.den);
});

pub fn is_rational(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &RATIONAL_TYPE)
}

/// The numerator and denominator of a Rational.
pub fn parts(v: Value) -> (Value, Value) {
    assert!(is_rational(v), "not a Rational");
    // SAFETY: checked just above; the payload of RATIONAL_TYPE is a RationalData.
    let d = unsafe { &*(obj::as_typed_data(v).data as *const RationalData) };
    (d.num, d.den)
}

/// An exact fraction in Rust form, for arithmetic; not necessarily reduced.
#[derive(Clone, Debug, PartialEq)]
pub struct Q {
    pub n: BigInt,
    pub d: BigInt,
}

impl Q {
    pub fn int(n: BigInt) -> Q {
        Q { n, d: BigInt::one() }
    }
    /// Reduced, with a positive denominator (the denominator must not be zero).
    pub fn reduced(mut self) -> Q {
        if self.d.is_negative() {
            self.n = -self.n;
            self.d = -self.d;
        }
        let g = self.n.gcd(&self.d);
        if !g.is_one() && !g.is_zero() {
            self.n /= &g;
            self.d /= &g;
        }
        self
    }
    pub fn add(&self, o: &Q) -> Q {
        if self.d == o.d {
            return Q { n: &self.n + &o.n, d: self.d.clone() }.reduced();
        }
        Q { n: &self.n * &o.d + &o.n * &self.d, d: &self.d * &o.d }.reduced()
    }
    pub fn sub(&self, o: &Q) -> Q {
        self.add(&o.neg())
    }
    pub fn mul(&self, o: &Q) -> Q {
        Q { n: &self.n * &o.n, d: &self.d * &o.d }.reduced()
    }
    /// None when `o` is zero.
    pub fn div(&self, o: &Q) -> Option<Q> {
        if o.n.is_zero() {
            return None;
        }
        Some(Q { n: &self.n * &o.d, d: &self.d * &o.n }.reduced())
    }
    pub fn neg(&self) -> Q {
        Q { n: -&self.n, d: self.d.clone() }
    }
    pub fn floor(&self) -> BigInt {
        self.n.div_floor(&self.d)
    }
    pub fn ceil(&self) -> BigInt {
        -(-&self.n).div_floor(&self.d)
    }
    pub fn truncate(&self) -> BigInt {
        &self.n / &self.d
    }
    pub fn compare(&self, o: &Q) -> std::cmp::Ordering {
        (&self.n * &o.d).cmp(&(&o.n * &self.d))
    }
    pub fn to_f64(&self) -> f64 {
        int::big_fdiv(&self.n, &self.d)
    }
}

/// A Rational or an Integer as a `Q`; None for anything else.
pub fn to_q(v: Value) -> Option<Q> {
    if is_rational(v) {
        let (n, d) = parts(v);
        return Some(Q { n: to_big(n)?, d: to_big(d)? });
    }
    to_big(v).map(Q::int)
}

/// A new Rational from canonical parts (no checks).
pub fn new_raw(vm: &mut Vm, num: Value, den: Value) -> Value {
    let k = vm.core.rational;
    let v = vm.new_typed_data(k, &RATIONAL_TYPE, Box::new(RationalData { num, den }));
    vm.freeze(v);
    v
}

/// A Rational from a `Q`, reduced here.
pub fn from_q(vm: &mut Vm, q: Q) -> Value {
    let q = q.reduced();
    let n = vm.new_bignum(q.n);
    let d = vm.new_bignum(q.d);
    new_raw(vm, n, d)
}

/// `Rational(n, d)` for Integer parts: ZeroDivisionError "divided by 0" for a zero denominator.
pub fn from_ints(vm: &mut Vm, n: Value, d: Value) -> VmResult {
    let (Some(n), Some(d)) = (to_big(n), to_big(d)) else { return Err(vm.type_error("not an integer")) };
    if d.is_zero() {
        return Err(flo::zero_div(vm));
    }
    Ok(from_q(vm, Q { n, d }))
}

/// A Rational literal (`3r`, `1.5r`): Prism gives the Integer numerator and denominator.
pub fn rational_literal(vm: &mut Vm, n: Value, d: Value) -> Value {
    match (to_big(n), to_big(d)) {
        (Some(n), Some(d)) if !d.is_zero() => from_q(vm, Q { n, d }),
        _ => Value::NIL,
    }
}

/// An Integer as the Rational `n/1`.
pub fn from_int(vm: &mut Vm, n: Value) -> Value {
    debug_assert!(is_integer(n));
    new_raw(vm, n, Value::fixnum(1))
}

pub fn init(vm: &mut Vm) {
    let k = vm.core.rational;
    let ks = vm.singleton_class(k).expect("Rational singleton");
    let _ = vm.undef_method(ks, crate::symbol::sym::NEW);
    arith::init(vm);
    compare::init(vm);
    convert::init(vm);
    construct::init(vm);
    // Marshal writes a Rational as CRuby does: a user-marshalled object of `[num, den]`
    // (`core::marshal` builds it back without `allocate`, which Rational lacks).
    vm.define_private_builtin(k, "marshal_dump", 0, |vm, r, _a| {
        let (n, d) = parts(r);
        Ok(vm.new_array(vec![n, d]))
    });
}
