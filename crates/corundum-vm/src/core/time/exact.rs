//! Exact numbers for Time: `Rat`, a rational number of seconds (BigInt numerator, positive BigInt
//! denominator, always in lowest terms), and the conversion of Ruby numbers into it (CRuby's
//! `num_exact`: Integer, Float taken at its exact binary value, Rational, or anything whose
//! `to_r`/`to_int` gives one of those).
//!
//! Invariant: `den > 0` and `gcd(num, den) == 1`; every constructor normalises, so equal values
//! have equal fields and comparison of denominators-1 values is a plain integer comparison.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rat {
    pub num: BigInt,
    pub den: BigInt,
}

impl Rat {
    pub fn int(i: i64) -> Rat {
        Rat { num: BigInt::from(i), den: BigInt::one() }
    }
    pub fn new(num: BigInt, den: BigInt) -> Rat {
        let (mut num, mut den) = (num, den);
        if den.is_negative() {
            num = -num;
            den = -den;
        }
        let g = num.gcd(&den);
        if !g.is_zero() && !g.is_one() {
            num /= &g;
            den /= &g;
        }
        Rat { num, den }
    }
    /// `secs + nsec / 10**9`.
    pub fn from_parts(secs: i64, nsec: i64) -> Rat {
        Rat::new(BigInt::from(secs) * 1_000_000_000i64 + nsec, BigInt::from(1_000_000_000i64))
    }
    /// The exact value of a finite double.
    pub fn from_f64(f: f64) -> Rat {
        if f == 0.0 {
            return Rat::int(0);
        }
        let bits = f.to_bits();
        let neg = bits >> 63 != 0;
        let exp = ((bits >> 52) & 0x7ff) as i64;
        let frac = bits & ((1u64 << 52) - 1);
        let (mant, e) = if exp == 0 { (frac, -1074) } else { (frac | (1u64 << 52), exp - 1075) };
        let mut num = BigInt::from(mant);
        if neg {
            num = -num;
        }
        if e >= 0 {
            Rat { num: num << (e as usize), den: BigInt::one() }
        } else {
            Rat::new(num, BigInt::one() << ((-e) as usize))
        }
    }
    pub fn add(&self, o: &Rat) -> Rat {
        if self.den == o.den {
            return Rat::new(&self.num + &o.num, self.den.clone());
        }
        Rat::new(&self.num * &o.den + &o.num * &self.den, &self.den * &o.den)
    }
    pub fn neg(&self) -> Rat {
        Rat { num: -&self.num, den: self.den.clone() }
    }
    pub fn sub(&self, o: &Rat) -> Rat {
        self.add(&o.neg())
    }
    pub fn mul_int(&self, k: i64) -> Rat {
        Rat::new(&self.num * k, self.den.clone())
    }
    pub fn div_int(&self, k: i64) -> Rat {
        Rat::new(self.num.clone(), &self.den * k)
    }
    pub fn floor(&self) -> BigInt {
        self.num.div_floor(&self.den)
    }
    pub fn ceil(&self) -> BigInt {
        -((-&self.num).div_floor(&self.den))
    }
    /// The part below the integer: `self - floor(self)`, in `[0, 1)`.
    pub fn frac(&self) -> Rat {
        Rat::new(self.num.mod_floor(&self.den), self.den.clone())
    }
    pub fn is_int(&self) -> bool {
        self.den.is_one()
    }
    /// The nearest double (numerator and denominator scaled so both convert without overflow).
    pub fn to_f64(&self) -> f64 {
        if self.den.is_one() {
            return self.num.to_f64().unwrap_or(f64::NAN);
        }
        let ip = self.floor();
        let rem = &self.num - &ip * &self.den;
        let shift = self.den.bits().saturating_sub(60) as usize;
        let (r, d) = (rem >> shift, &self.den >> shift);
        let fr = r.to_f64().unwrap_or(0.0) / d.to_f64().unwrap_or(1.0);
        ip.to_f64().unwrap_or(f64::NAN) + fr
    }
}

impl Ord for Rat {
    fn cmp(&self, o: &Rat) -> std::cmp::Ordering {
        (&self.num * &o.den).cmp(&(&o.num * &self.den))
    }
}

impl PartialOrd for Rat {
    fn partial_cmp(&self, o: &Rat) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

/// A Ruby Rational's numerator and denominator, when `v` is one (the class may come from
/// another part of the VM; it is recognised by name and read through its methods).
fn rational_parts(vm: &mut Vm, v: Value) -> VmResult<Option<Rat>> {
    if v.is_special() || obj::is_type(v, ObjType::String) {
        return Ok(None);
    }
    let k = vm.class_of_real(v);
    if vm.module_name(k) != "Rational" {
        return Ok(None);
    }
    let n = vm.call_method(v, intern("numerator"), &[], None)?;
    let d = vm.call_method(v, intern("denominator"), &[], None)?;
    match (crate::core::integer::to_big(n), crate::core::integer::to_big(d)) {
        (Some(n), Some(d)) if !d.is_zero() => Ok(Some(Rat::new(n, d))),
        _ => Ok(None),
    }
}

/// CRuby's `num_exact`: TypeError "can't convert X into an exact number" for anything that is
/// not a real number; FloatDomainError for NaN and infinities.
pub fn num_exact(vm: &mut Vm, v: Value) -> VmResult<Rat> {
    if let Some(b) = crate::core::integer::to_big(v) {
        return Ok(Rat::new(b, BigInt::one()));
    }
    if let Some(f) = vm.float_value(v) {
        if !f.is_finite() {
            return Err(vm.make_error(vm.core.float_domain_error, &crate::core::float::float_to_s(f)));
        }
        return Ok(Rat::from_f64(f));
    }
    if let Some(r) = rational_parts(vm, v)? {
        return Ok(r);
    }
    if !v.is_nil() && !v.is_special() && !obj::is_type(v, ObjType::String) {
        for m in ["to_r", "to_int"] {
            let id = intern(m);
            if vm.respond_to(v, id, true) {
                let r = vm.call_method(v, id, &[], None)?;
                if let Some(b) = crate::core::integer::to_big(r) {
                    return Ok(Rat::new(b, BigInt::one()));
                }
                if let Some(r) = rational_parts(vm, r)? {
                    return Ok(r);
                }
                break;
            }
        }
    }
    // CRuby 4.0 names the class here, nil included ("NilClass").
    let k = vm.class_of_real(v);
    let name = vm.module_name(k);
    Err(vm.type_error(&format!("can't convert {name} into an exact number")))
}

/// How CRuby names a value in "can't convert X into an exact number".
pub fn exact_name(vm: &mut Vm, v: Value) -> String {
    if v.is_nil() {
        return "nil".into();
    }
    if v == Value::TRUE {
        return "true".into();
    }
    if v == Value::FALSE {
        return "false".into();
    }
    let k = vm.class_of_real(v);
    vm.module_name(k)
}

/// A Ruby Integer for a BigInt.
pub fn int_value(vm: &mut Vm, b: BigInt) -> Value {
    match b.to_i64() {
        Some(i) => vm.new_int(i),
        None => vm.new_bignum(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn float_is_exact() {
        let r = Rat::from_f64(0.1);
        assert_eq!(r.num, BigInt::from(3602879701896397i64));
        assert_eq!(r.den, BigInt::from(36028797018963968i64));
        assert_eq!(Rat::from_f64(-1.5).floor(), BigInt::from(-2));
        assert_eq!(Rat::from_f64(-1.5).frac(), Rat::new(BigInt::from(1), BigInt::from(2)));
        assert_eq!(Rat::from_parts(1, 500_000_000).to_f64(), 1.5);
    }
}
