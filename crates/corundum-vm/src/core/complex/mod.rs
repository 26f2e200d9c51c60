//! Complex: a typed-data object holding two real Values, the real and the imaginary part, each
//! an Integer, a Float or a Rational (CRuby's complex.c).
//!
//! Invariants: a Complex is frozen and its payload never changes after creation (no write
//! barrier needed: its parts are older than it). Parts are kept as given: `Complex(1, 0)` keeps
//! the Integer 0, `Complex(1.0, -0.0)` the negative zero; only `/` by a real canonicalises a
//! Rational with denominator 1 to an Integer, as CRuby does. Arithmetic on parts goes through
//! the parts' own methods (`f_add` and friends below, with CRuby's exact-zero shortcuts), so a
//! user-redefined Integer#+ is seen as in CRuby.
//!
//! Files by concern: `construct` (`Kernel#Complex`, `rect`/`polar`, string parsing), `arith`
//! (`+ - * / **`, `quo`, `fdiv`, `coerce`, `abs`/`arg`), `compare` (`==`, `<=>`, `hash`,
//! `eql?`, `finite?`), `convert` (`to_s`/`inspect`, `to_i`/`to_f`/`to_r`, `rationalize`,
//! the Complex-related methods of Numeric); this file has the payload, the part helpers and
//! registration.

mod arith;
mod compare;
mod construct;
mod convert;

use crate::core::integer::is_integer;
use crate::core::rational::is_rational;
use crate::data_type;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

pub use arith::{complex_sqrt, dbl_complex_polar_pi, polar};
pub use construct::k_complex;

/// The payload of a Complex.
pub struct ComplexData {
    pub real: Value,
    pub imag: Value,
}

data_type!(pub COMPLEX_TYPE: ComplexData, c"complex", mark = |p, m| {
    // SAFETY: the payload of a COMPLEX_TYPE object is a ComplexData.
    let d = unsafe { &*(p as *const ComplexData) };
    m(d.real);
    m(d.imag);
});

pub fn is_complex(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &COMPLEX_TYPE)
}

/// The real and imaginary parts of a Complex.
pub fn parts(v: Value) -> (Value, Value) {
    assert!(is_complex(v), "not a Complex");
    // SAFETY: checked just above; the payload of COMPLEX_TYPE is a ComplexData.
    let d = unsafe { &*(obj::as_typed_data(v).data as *const ComplexData) };
    (d.real, d.imag)
}

/// A new Complex from two real parts (no checks).
pub fn new_raw(vm: &mut Vm, real: Value, imag: Value) -> Value {
    let k = vm.core.complex;
    let v = vm.new_typed_data(k, &COMPLEX_TYPE, Box::new(ComplexData { real, imag }));
    vm.freeze(v);
    v
}

/// An imaginary literal (`2i`, `1.5ri`): `Complex(0, v)`.
pub fn imaginary_literal(vm: &mut Vm, v: Value) -> Value {
    new_raw(vm, Value::fixnum(0), v)
}

/// An exact zero: the Integer 0 or a Rational 0 (CRuby's `k_exact_zero_p`).
pub fn exact_zero(v: Value) -> bool {
    v == Value::fixnum(0) || (is_rational(v) && crate::core::rational::parts(v).0 == Value::fixnum(0))
}

/// Integer, Float or Rational: the real types CRuby's complex.c handles directly.
fn is_real_builtin(vm: &Vm, v: Value) -> bool {
    is_integer(v) || vm.is_float(v) || is_rational(v)
}

/// CRuby's `k_numeric_p`.
pub(crate) fn is_numeric(vm: &mut Vm, v: Value) -> bool {
    if is_integer(v) || vm.is_float(v) {
        return true;
    }
    let n = vm.core.numeric;
    !v.is_special() && vm.is_kind_of(v, n)
}

/// CRuby's `f_real_p`: a real number (not a Complex; other Numerics are asked `real?`).
fn is_real(vm: &mut Vm, v: Value) -> VmResult<bool> {
    if is_real_builtin(vm, v) {
        return Ok(true);
    }
    if is_complex(v) {
        return Ok(false);
    }
    Ok(vm.call_method(v, intern("real?"), &[], None)?.truthy())
}

/// CRuby's `f_zero_p`: 0, 0.0, a zero Rational, or `== 0` for other objects.
fn is_zero(vm: &mut Vm, v: Value) -> VmResult<bool> {
    if is_integer(v) || is_rational(v) {
        return Ok(exact_zero(v));
    }
    if let Some(f) = vm.float_value(v) {
        return Ok(f == 0.0);
    }
    Ok(vm.call_method(v, crate::symbol::sym::EQ, &[Value::fixnum(0)], None)?.truthy())
}

fn call1(vm: &mut Vm, x: Value, op: &str, y: Value) -> VmResult {
    vm.call_method(x, intern(op), &[y], None)
}

/// `x + y` with CRuby's shortcuts for an Integer 0 (`f_add`).
fn f_add(vm: &mut Vm, x: Value, y: Value) -> VmResult {
    if x == Value::fixnum(0) && is_integer(x) {
        return Ok(y);
    }
    if y == Value::fixnum(0) && is_real_builtin(vm, x) {
        return Ok(x);
    }
    call1(vm, x, "+", y)
}

/// `x - y` (`f_sub`: subtracting an Integer 0 gives x).
fn f_sub(vm: &mut Vm, x: Value, y: Value) -> VmResult {
    if y == Value::fixnum(0) {
        return Ok(x);
    }
    call1(vm, x, "-", y)
}

/// `x * y` (`f_mul`: an Integer times an Integer 0 is 0).
fn f_mul(vm: &mut Vm, x: Value, y: Value) -> VmResult {
    if (y == Value::fixnum(0) && is_integer(x)) || (x == Value::fixnum(0) && is_integer(y)) {
        return Ok(Value::fixnum(0));
    }
    call1(vm, x, "*", y)
}

fn f_neg(vm: &mut Vm, x: Value) -> VmResult {
    vm.call_method(x, intern("-@"), &[], None)
}

fn f_quo(vm: &mut Vm, x: Value, y: Value) -> VmResult {
    call1(vm, x, "quo", y)
}

pub fn init(vm: &mut Vm) {
    let k = vm.core.complex;
    let ks = vm.singleton_class(k).expect("Complex singleton");
    for name in ["new", "allocate"] {
        let _ = vm.undef_method(ks, intern(name));
    }
    arith::init(vm);
    compare::init(vm);
    convert::init(vm);
    construct::init(vm);
    // Marshal writes a Complex as CRuby does: a user-marshalled object of `[real, imag]`.
    vm.define_private_builtin(k, "marshal_dump", 0, |vm, c, _a| {
        let (re, im) = parts(c);
        Ok(vm.new_array(vec![re, im]))
    });
}
