//! Math: module functions over doubles (CRuby's math.c), with Math::DomainError messages
//! "Numerical argument is out of domain - NAME" and Bignum-aware logarithms.

use num_traits::Signed;

use crate::core::float::need_f64;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

extern "C" {
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
    fn tgamma(x: f64) -> f64;
    fn lgamma_r(x: f64, sign: *mut i32) -> f64;
}

fn domain_error(vm: &mut Vm, name: &str) -> crate::vm::Unwind {
    vm.make_error(vm.core.math_domain_error, &format!("Numerical argument is out of domain - {name}"))
}

fn arg(vm: &mut Vm, args: &Args, i: usize) -> VmResult<f64> {
    need_f64(vm, args.get(i))
}

fn ret(vm: &mut Vm, f: f64) -> VmResult {
    Ok(vm.new_float(f))
}

/// log of an Integer or Float, handling Bignums beyond the double range (math.c's
/// `get_double_rshift`): returns (log of the scaled value, number of bits shifted out).
fn log_parts(vm: &mut Vm, v: Value, name: &str) -> VmResult<(f64, u64)> {
    if obj::is_type(v, ObjType::Bignum) {
        let b = &*obj::as_bignum(v).value;
        if b.is_negative() {
            return Err(domain_error(vm, name));
        }
        let bits = b.bits();
        if bits > 1000 {
            let shift = bits - 1000;
            let scaled = b >> shift as usize;
            return Ok((crate::core::integer::big_to_f64(&scaled), shift));
        }
    }
    let x = need_f64(vm, v)?;
    if x < 0.0 {
        return Err(domain_error(vm, name));
    }
    Ok((x, 0))
}

fn m_log(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if args.is_empty() || args.len() > 2 {
        return Err(vm.arg_count_error(args.len(), 1, 2));
    }
    let (x, shift) = log_parts(vm, args.get(0), "log")?;
    let mut d = x.ln();
    if shift > 0 {
        d += shift as f64 * std::f64::consts::LN_2;
    }
    if args.len() == 2 {
        let (b, bshift) = log_parts(vm, args.get(1), "log")?;
        let mut lb = b.ln();
        if bshift > 0 {
            lb += bshift as f64 * std::f64::consts::LN_2;
        }
        d /= lb;
    }
    ret(vm, d)
}

fn m_log2(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (x, shift) = log_parts(vm, args.get(0), "log2")?;
    ret(vm, x.log2() + shift as f64)
}

fn m_log10(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (x, shift) = log_parts(vm, args.get(0), "log10")?;
    let mut d = x.log10();
    if shift > 0 {
        d += shift as f64 * std::f64::consts::LOG10_2;
    }
    ret(vm, d)
}

fn m_sqrt(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if crate::core::complex::is_complex(v) {
        return crate::core::complex::complex_sqrt(vm, v);
    }
    let x = need_f64(vm, v)?;
    if x < 0.0 {
        return Err(domain_error(vm, "sqrt"));
    }
    if x == 0.0 {
        return ret(vm, 0.0);
    }
    ret(vm, x.sqrt())
}

fn m_frexp(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let x = arg(vm, args, 0)?;
    let (m, e) = if x == 0.0 || !x.is_finite() {
        (x, 0)
    } else {
        let bits = x.to_bits();
        let exp = ((bits >> 52) & 0x7ff) as i32;
        if exp == 0 {
            let y = x * 2f64.powi(64);
            let e2 = ((y.to_bits() >> 52) & 0x7ff) as i32 - 1022;
            let m = f64::from_bits((y.to_bits() & !(0x7ffu64 << 52)) | (1022u64 << 52));
            (m, e2 - 64)
        } else {
            let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
            (m, exp - 1022)
        }
    };
    let mv = vm.new_float(m);
    vm.temp_roots.push(mv);
    let r = vm.new_array(vec![mv, Value::fixnum(e as i64)]);
    vm.temp_roots.pop();
    Ok(r)
}

fn m_ldexp(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let x = arg(vm, args, 0)?;
    let e = vm.expect_int(args.get(1))?;
    ret(vm, crate::core::integer::ldexp(x, e))
}

fn m_lgamma(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let x = arg(vm, args, 0)?;
    if x.is_infinite() && x < 0.0 {
        return Err(domain_error(vm, "lgamma"));
    }
    let (v, sign) = if x == 0.0 {
        (f64::INFINITY, if x.is_sign_negative() { -1 } else { 1 })
    } else {
        let mut s: i32 = 1;
        // SAFETY: lgamma_r from the C math library writes the sign through the pointer.
        let v = unsafe { lgamma_r(x, &mut s) };
        (v, if s < 0 { -1 } else { 1 })
    };
    let fv = vm.new_float(v);
    vm.temp_roots.push(fv);
    let r = vm.new_array(vec![fv, Value::fixnum(sign)]);
    vm.temp_roots.pop();
    Ok(r)
}

fn m_gamma(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let x = arg(vm, args, 0)?;
    if x.is_infinite() && x < 0.0 || (x < 0.0 && x == x.floor()) {
        return Err(domain_error(vm, "gamma"));
    }
    if x == 0.0 {
        return ret(vm, if x.is_sign_negative() { f64::NEG_INFINITY } else { f64::INFINITY });
    }
    if x == x.floor() && x > 0.0 && x <= 23.0 {
        // exact factorials like CRuby's table
        let mut f = 1.0f64;
        let mut i = 2.0;
        while i < x {
            f *= i;
            i += 1.0;
        }
        return ret(vm, f);
    }
    // SAFETY: plain C math function.
    ret(vm, unsafe { tgamma(x) })
}

macro_rules! unary {
    ($vm:ident, $name:literal, $f:expr) => {
        def($vm, $name, 1, |vm, _r, a| {
            let x = arg(vm, a, 0)?;
            let f: fn(f64) -> f64 = $f;
            ret(vm, f(x))
        });
    };
}

macro_rules! checked {
    ($vm:ident, $name:literal, $ok:expr, $f:expr) => {
        def($vm, $name, 1, |vm, _r, a| {
            let x = arg(vm, a, 0)?;
            let ok: fn(f64) -> bool = $ok;
            if !ok(x) {
                return Err(domain_error(vm, $name));
            }
            let f: fn(f64) -> f64 = $f;
            ret(vm, f(x))
        });
    };
}

pub fn init(vm: &mut Vm) {
    let m = vm.core.math;
    // CRuby's Math::DomainError is a direct StandardError subclass.
    // (exception.rs creates it under ArgumentError; replaced here without the redefinition warning)
    let se = vm.core.standard_error;
    let warn = vm.options.warn_level;
    vm.options.warn_level = 0;
    vm.core.math_domain_error = crate::core::define_class_under(vm, m, "DomainError", se);
    vm.options.warn_level = warn;
    let pi = vm.new_float(std::f64::consts::PI);
    vm.const_set(m, intern("PI"), pi);
    let e = vm.new_float(std::f64::consts::E);
    vm.const_set(m, intern("E"), e);
    unary!(vm, "sin", f64::sin);
    unary!(vm, "cos", f64::cos);
    unary!(vm, "tan", f64::tan);
    unary!(vm, "atan", f64::atan);
    unary!(vm, "exp", f64::exp);
    unary!(vm, "sinh", f64::sinh);
    unary!(vm, "cosh", f64::cosh);
    unary!(vm, "tanh", f64::tanh);
    unary!(vm, "asinh", f64::asinh);
    unary!(vm, "cbrt", f64::cbrt);
    // SAFETY (both): plain C math functions.
    unary!(vm, "erf", |x| unsafe { erf(x) });
    unary!(vm, "erfc", |x| unsafe { erfc(x) });
    checked!(vm, "asin", |x| (-1.0..=1.0).contains(&x) || x.is_nan(), f64::asin);
    checked!(vm, "acos", |x| (-1.0..=1.0).contains(&x) || x.is_nan(), f64::acos);
    checked!(vm, "acosh", |x| x >= 1.0 || x.is_nan(), f64::acosh);
    checked!(vm, "atanh", |x| (-1.0..=1.0).contains(&x) || x.is_nan(), |x| {
        if x == 1.0 {
            f64::INFINITY
        } else if x == -1.0 {
            f64::NEG_INFINITY
        } else {
            x.atanh()
        }
    });
    def(vm, "sqrt", 1, m_sqrt);
    def(vm, "log", -2, m_log);
    def(vm, "log2", 1, m_log2);
    def(vm, "log10", 1, m_log10);
    def(vm, "atan2", 2, |vm, _r, a| {
        let (y, x) = (arg(vm, a, 0)?, arg(vm, a, 1)?);
        ret(vm, y.atan2(x))
    });
    def(vm, "hypot", 2, |vm, _r, a| {
        let (x, y) = (arg(vm, a, 0)?, arg(vm, a, 1)?);
        ret(vm, x.hypot(y))
    });
    def(vm, "frexp", 1, m_frexp);
    def(vm, "ldexp", 2, m_ldexp);
    def(vm, "gamma", 1, m_gamma);
    def(vm, "lgamma", 1, m_lgamma);
}

/// A module function: private instance method of Math and public singleton method.
fn def(vm: &mut Vm, name: &str, arity: i32, f: crate::class::BuiltinFn) {
    let m = vm.core.math;
    vm.define_private_builtin(m, name, arity, f);
    vm.define_singleton_builtin(m, name, arity, f);
}
