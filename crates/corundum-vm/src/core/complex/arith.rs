//! Complex arithmetic: `+ - *`, `/` and `quo` (CRuby's `f_divide`, which scales by the larger
//! part of the divisor), `fdiv`, `**` (exact for Integer exponents: the special angles give
//! exact parts, the rest binary powering; polar form for real and Complex exponents), `-@`,
//! `conj`, `coerce`, `abs`/`abs2`/`arg`/`polar`, and the polar constructors every caller
//! shares (`polar`, `dbl_complex_polar_pi`).

use num_integer::Integer as _;

use super::{f_add, f_mul, f_neg, f_quo, f_sub, is_complex, is_numeric, is_real, is_zero, new_raw, parts};
use crate::core::integer::{self as int, is_integer, to_big};
use crate::core::rational::{self as rat, is_rational};
use crate::core::float as flo;
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// CRuby's `f_complex_polar`: `r * e**(i*theta)` with exact answers for the angles 0, pi and
/// pi/2 given as Floats (CRuby has no case for -pi/2).
pub fn polar(vm: &mut Vm, x: Value, y: Value) -> VmResult {
    if is_zero(vm, x)? || is_zero(vm, y)? {
        let z = vm.new_float(0.0);
        return Ok(new_raw(vm, x, z));
    }
    if let Some(arg) = vm.float_value(y) {
        if arg == std::f64::consts::PI {
            let nx = f_neg(vm, x)?;
            let z = vm.new_float(0.0);
            return Ok(new_raw(vm, nx, z));
        }
        if arg == std::f64::consts::FRAC_PI_2 {
            let z = vm.new_float(0.0);
            return Ok(new_raw(vm, z, x));
        }
        if let Some(abs) = vm.float_value(x) {
            let (re, im) = (abs * arg.cos(), abs * arg.sin());
            let re = vm.new_float(re);
            let im = vm.new_float(im);
            return Ok(new_raw(vm, re, im));
        }
        let s = vm.new_float(arg.sin());
        let c = vm.new_float(arg.cos());
        let im = f_mul(vm, x, s)?;
        let re = f_mul(vm, x, c)?;
        return Ok(new_raw(vm, re, im));
    }
    let m = vm.core.math;
    let c = vm.call_method(m, intern("cos"), &[y], None)?;
    let s = vm.call_method(m, intern("sin"), &[y], None)?;
    let re = f_mul(vm, x, c)?;
    let im = f_mul(vm, x, s)?;
    Ok(new_raw(vm, re, im))
}

/// CRuby's `rb_dbl_complex_new_polar_pi`: `abs * e**(i*pi*ang)`, exact on the axes; a real
/// result is a Float.
pub fn dbl_complex_polar_pi(vm: &mut Vm, abs: f64, ang: f64) -> Value {
    let fi = ang.trunc();
    let fr = ang - fi;
    let half_turns = |fi: f64| (fi / 2.0) - (fi / 2.0).trunc();
    if fr == 0.5 || fr == -0.5 {
        let pos = fr == 0.5;
        let abs = if (half_turns(fi) != fr) ^ pos { -abs } else { abs };
        let z = vm.new_float(0.0);
        let a = vm.new_float(abs);
        return new_raw(vm, z, a);
    }
    if fr == 0.0 {
        let abs = if half_turns(fi) != 0.0 { -abs } else { abs };
        return vm.new_float(abs);
    }
    let t = std::f64::consts::PI * ang;
    let re = vm.new_float(abs * t.cos());
    let im = vm.new_float(abs * t.sin());
    new_raw(vm, re, im)
}

/// `self op other` for `+`, `-`, `*`.
fn addsubmul(vm: &mut Vm, recv: Value, o: Value, op: char) -> VmResult {
    let (ar, ai) = parts(recv);
    if is_complex(o) {
        let (br, bi) = parts(o);
        let (re, im) = match op {
            '+' => (f_add(vm, ar, br)?, f_add(vm, ai, bi)?),
            '-' => (f_sub(vm, ar, br)?, f_sub(vm, ai, bi)?),
            _ => comp_mul(vm, ar, ai, br, bi)?,
        };
        return Ok(new_raw(vm, re, im));
    }
    if is_numeric(vm, o) && is_real(vm, o)? {
        let (re, im) = match op {
            '+' => (f_add(vm, ar, o)?, ai),
            '-' => (f_sub(vm, ar, o)?, ai),
            _ => (f_mul(vm, ar, o)?, f_mul(vm, ai, o)?),
        };
        return Ok(new_raw(vm, re, im));
    }
    let name = match op {
        '+' => "+",
        '-' => "-",
        _ => "*",
    };
    int::coerce_bin(vm, recv, o, name)
}

fn comp_mul(vm: &mut Vm, ar: Value, ai: Value, br: Value, bi: Value) -> VmResult<(Value, Value)> {
    let rr = f_mul(vm, ar, br)?;
    let ii = f_mul(vm, ai, bi)?;
    let re = f_sub(vm, rr, ii)?;
    let ri = f_mul(vm, ar, bi)?;
    let ir = f_mul(vm, ai, br)?;
    let im = f_add(vm, ri, ir)?;
    Ok((re, im))
}

/// A Rational with denominator 1 as its Integer (CRuby's `rb_rational_canonicalize`).
fn canon(v: Value) -> Value {
    if is_rational(v) {
        let (n, d) = rat::parts(v);
        if d == Value::fixnum(1) {
            return n;
        }
    }
    v
}

/// CRuby's `f_divide` with `quo` (for `/` and `quo`) or `fdiv`.
fn divide(vm: &mut Vm, recv: Value, o: Value, fdiv: bool) -> VmResult {
    let func = |vm: &mut Vm, x: Value, y: Value| if fdiv { vm.call_method(x, intern("fdiv"), &[y], None) } else { f_quo(vm, x, y) };
    let (ar, ai) = parts(recv);
    if is_complex(o) {
        let (br, bi) = parts(o);
        let flo = [ar, ai, br, bi].iter().any(|&v| vm.is_float(v));
        let abr = vm.call_method(br, intern("abs"), &[], None)?;
        let abi = vm.call_method(bi, intern("abs"), &[], None)?;
        let gt = vm.call_method(abr, intern(">"), &[abi], None)?.truthy();
        let (x, y) = if gt {
            let r = func(vm, bi, br)?;
            let rr = f_mul(vm, r, r)?;
            let one_rr = f_add(vm, Value::fixnum(1), rr)?;
            let n = f_mul(vm, br, one_rr)?;
            let air = f_mul(vm, ai, r)?;
            let xs = f_add(vm, ar, air)?;
            let x = func(vm, xs, n)?;
            let arr = f_mul(vm, ar, r)?;
            let ys = f_sub(vm, ai, arr)?;
            let y = func(vm, ys, n)?;
            (x, y)
        } else {
            let r = func(vm, br, bi)?;
            let rr = f_mul(vm, r, r)?;
            let one_rr = f_add(vm, Value::fixnum(1), rr)?;
            let n = f_mul(vm, bi, one_rr)?;
            let arr = f_mul(vm, ar, r)?;
            let xs = f_add(vm, arr, ai)?;
            let x = func(vm, xs, n)?;
            let air = f_mul(vm, ai, r)?;
            let ys = f_sub(vm, air, ar)?;
            let y = func(vm, ys, n)?;
            (x, y)
        };
        let (x, y) = if flo { (x, y) } else { (canon(x), canon(y)) };
        return Ok(new_raw(vm, x, y));
    }
    if is_numeric(vm, o) && is_real(vm, o)? {
        let x = func(vm, ar, o)?;
        let y = func(vm, ai, o)?;
        return Ok(new_raw(vm, canon(x), canon(y)));
    }
    int::coerce_bin(vm, recv, o, if fdiv { "fdiv" } else { "quo" })
}

/// The exact power of a Complex on an axis or a diagonal by an Integer (CRuby's
/// `complex_pow_for_special_angle`); None for other angles.
fn pow_special_angle(vm: &mut Vm, recv: Value, other: Value) -> VmResult<Option<Value>> {
    let (re, im) = parts(recv);
    let (mut x, mut dir) = if is_zero(vm, im)? {
        (re, 0)
    } else if is_zero(vm, re)? {
        (im, 2)
    } else if vm.call_method(re, sym::EQ, &[im], None)?.truthy() {
        (re, 1)
    } else {
        let nim = f_neg(vm, im)?;
        if vm.call_method(re, sym::EQ, &[nim], None)?.truthy() {
            (im, 3)
        } else {
            return Ok(None);
        }
    };
    if vm.call_method(x, intern("negative?"), &[], None)?.truthy() {
        x = f_neg(vm, x)?;
        dir += 4;
    }
    let pow = intern("**");
    let zx = if dir % 2 == 0 {
        vm.call_method(x, pow, &[other], None)?
    } else {
        let two_x = f_mul(vm, Value::fixnum(2), x)?;
        let sq = f_mul(vm, two_x, x)?;
        let e = to_big(other).expect("int").div_floor(&num_bigint::BigInt::from(2));
        let e = vm.new_bignum(e);
        let mut zx = vm.call_method(sq, pow, &[e], None)?;
        if to_big(other).expect("int").is_odd() {
            zx = f_mul(vm, zx, x)?;
        }
        zx
    };
    const DIRS: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
    let zdir = (to_big(other).expect("int") * num_bigint::BigInt::from(dir)).mod_floor(&num_bigint::BigInt::from(8));
    let zdir = num_traits::ToPrimitive::to_usize(&zdir).unwrap_or(0);
    let zero = if vm.is_float(zx) {
        vm.new_float(0.0)
    } else if is_rational(zx) {
        rat::from_int(vm, Value::fixnum(0))
    } else {
        Value::fixnum(0)
    };
    let pick = |vm: &mut Vm, d: i8| -> VmResult {
        match d {
            0 => Ok(zero),
            1 => Ok(zx),
            _ => f_neg(vm, zx),
        }
    };
    let zr = pick(vm, DIRS[zdir].0)?;
    let zi = pick(vm, DIRS[zdir].1)?;
    Ok(Some(new_raw(vm, zr, zi)))
}

/// `Complex ** other` (CRuby's `nucomp_expt`).
fn c_pow(vm: &mut Vm, recv: Value, other: Value) -> VmResult {
    let mut other = other;
    if is_numeric(vm, other) && super::exact_zero(other) {
        return Ok(new_raw(vm, Value::fixnum(1), Value::fixnum(0)));
    }
    if is_rational(other) && rat::parts(other).1 == Value::fixnum(1) {
        other = rat::parts(other).0;
    }
    if is_complex(other) {
        let (r, i) = parts(other);
        if super::exact_zero(i) {
            other = r;
        }
    }
    if other == Value::fixnum(1) {
        let (r, i) = parts(recv);
        return Ok(new_raw(vm, r, i));
    }
    if is_integer(other) {
        if let Some(v) = pow_special_angle(vm, recv, other)? {
            return Ok(v);
        }
    }
    if is_complex(other) {
        let (or, oi) = parts(other);
        let r = c_abs(vm, recv)?;
        let theta = c_arg(vm, recv)?;
        let m = vm.core.math;
        let logr = vm.call_method(m, intern("log"), &[r], None)?;
        let a = f_mul(vm, or, logr)?;
        let b = f_mul(vm, oi, theta)?;
        let e = f_sub(vm, a, b)?;
        let nr = vm.call_method(m, intern("exp"), &[e], None)?;
        let c = f_mul(vm, theta, or)?;
        let d = f_mul(vm, oi, logr)?;
        let nt = f_add(vm, c, d)?;
        return polar(vm, nr, nt);
    }
    if other.is_fixnum() {
        let mut n = other.as_fixnum();
        if n == 0 {
            return Ok(new_raw(vm, Value::fixnum(1), Value::fixnum(0)));
        }
        let mut base = recv;
        if n < 0 {
            base = vm.call_method(Value::fixnum(1), intern("quo"), &[recv], None)?;
            n = -n;
        }
        if !is_complex(base) {
            return vm.call_method(base, intern("**"), &[Value::fixnum(n)], None);
        }
        let (mut xr, mut xi) = parts(base);
        let (mut zr, mut zi) = (xr, xi);
        if is_zero(vm, xi)? {
            let k = vm.new_int(n);
            zr = vm.call_method(zr, intern("**"), &[k], None)?;
        } else if is_zero(vm, xr)? {
            let k = vm.new_int(n);
            zi = vm.call_method(zi, intern("**"), &[k], None)?;
            if n & 2 != 0 {
                zi = f_neg(vm, zi)?;
            }
            if n & 1 == 0 {
                std::mem::swap(&mut zr, &mut zi);
            }
        } else {
            loop {
                n -= 1;
                if n == 0 {
                    break;
                }
                while n % 2 == 0 {
                    let a = f_mul(vm, xr, xr)?;
                    let b = f_mul(vm, xi, xi)?;
                    let t = f_sub(vm, a, b)?;
                    let two_xr = f_mul(vm, Value::fixnum(2), xr)?;
                    xi = f_mul(vm, two_xr, xi)?;
                    xr = t;
                    n /= 2;
                }
                (zr, zi) = comp_mul(vm, zr, zi, xr, xi)?;
            }
        }
        return Ok(new_raw(vm, zr, zi));
    }
    if is_numeric(vm, other) && is_real(vm, other)? {
        if is_integer(other) && vm.options.warn_level > 0 {
            let msg = format!("{}:{}: warning: in a**b, b may be too big\n", vm.current_path(), vm.current_line());
            vm.write_err(msg.as_bytes());
        }
        let r = c_abs(vm, recv)?;
        let theta = c_arg(vm, recv)?;
        let nr = vm.call_method(r, intern("**"), &[other], None)?;
        let nt = f_mul(vm, theta, other)?;
        return polar(vm, nr, nt);
    }
    int::coerce_bin(vm, recv, other, "**")
}

/// `Math.sqrt` of a Complex (the principal root, from the modulus, as CRuby's `rb_math_sqrt`).
pub fn complex_sqrt(vm: &mut Vm, z: Value) -> VmResult {
    let (re, im) = parts(z);
    let neg = match vm.float_value(im) {
        Some(f) => f.is_sign_negative() && !f.is_nan(),
        None => vm.call_method(im, intern("negative?"), &[], None)?.truthy(),
    };
    let r = flo::need_f64(vm, re)?;
    let a = c_abs(vm, z)?;
    let d = flo::need_f64(vm, a)?;
    let mut i = ((d - r) / 2.0).sqrt();
    let r = ((d + r) / 2.0).sqrt();
    if neg {
        i = -i;
    }
    let r = vm.new_float(r);
    let i = vm.new_float(i);
    Ok(new_raw(vm, r, i))
}

/// `Complex#abs` (CRuby's `rb_complex_abs`): exact when a part is zero, `Math.hypot` else.
pub(super) fn c_abs(vm: &mut Vm, recv: Value) -> VmResult {
    let (re, im) = parts(recv);
    let abs = intern("abs");
    if is_zero(vm, re)? {
        let a = vm.call_method(im, abs, &[], None)?;
        if vm.is_float(re) && !vm.is_float(im) {
            return vm.call_method(a, sym::TO_F, &[], None);
        }
        return Ok(a);
    }
    if is_zero(vm, im)? {
        let a = vm.call_method(re, abs, &[], None)?;
        if !vm.is_float(re) && vm.is_float(im) {
            return vm.call_method(a, sym::TO_F, &[], None);
        }
        return Ok(a);
    }
    let x = flo::need_f64(vm, re)?;
    let y = flo::need_f64(vm, im)?;
    Ok(vm.new_float(x.hypot(y)))
}

/// `Complex#arg`: `Math.atan2(imag, real)`.
pub(super) fn c_arg(vm: &mut Vm, recv: Value) -> VmResult {
    let (re, im) = parts(recv);
    let y = flo::need_f64(vm, im)?;
    let x = flo::need_f64(vm, re)?;
    Ok(vm.new_float(y.atan2(x)))
}

fn c_abs2(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (re, im) = parts(recv);
    let a = f_mul(vm, re, re)?;
    let b = f_mul(vm, im, im)?;
    f_add(vm, a, b)
}

fn c_coerce(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if is_complex(o) {
        return Ok(vm.new_array(vec![o, recv]));
    }
    if is_numeric(vm, o) && is_real(vm, o)? {
        let c = new_raw(vm, o, Value::fixnum(0));
        vm.temp_roots.push(c);
        let r = vm.new_array(vec![c, recv]);
        vm.temp_roots.pop();
        return Ok(r);
    }
    Err(flo::coerce_fail(vm, o, "Complex"))
}

fn c_neg(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (re, im) = parts(recv);
    let r = f_neg(vm, re)?;
    let i = f_neg(vm, im)?;
    Ok(new_raw(vm, r, i))
}

fn c_conj(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (re, im) = parts(recv);
    let i = f_neg(vm, im)?;
    Ok(new_raw(vm, re, i))
}

fn c_polar(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = c_abs(vm, recv)?;
    let t = c_arg(vm, recv)?;
    Ok(vm.new_array(vec![a, t]))
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.complex;
    vm.define_builtin(k, "+", 1, |vm, r, a| addsubmul(vm, r, a.get(0), '+'));
    vm.define_builtin(k, "-", 1, |vm, r, a| addsubmul(vm, r, a.get(0), '-'));
    vm.define_builtin(k, "*", 1, |vm, r, a| addsubmul(vm, r, a.get(0), '*'));
    vm.define_builtin(k, "/", 1, |vm, r, a| divide(vm, r, a.get(0), false));
    vm.define_builtin(k, "fdiv", 1, |vm, r, a| divide(vm, r, a.get(0), true));
    vm.define_builtin(k, "**", 1, |vm, r, a| c_pow(vm, r, a.get(0)));
    vm.define_builtin(k, "-@", 0, c_neg);
    vm.define_builtin(k, "conj", 0, c_conj);
    vm.define_builtin(k, "coerce", 1, c_coerce);
    vm.define_builtin(k, "abs", 0, |vm, r, _a| c_abs(vm, r));
    vm.define_builtin(k, "abs2", 0, c_abs2);
    vm.define_builtin(k, "arg", 0, |vm, r, _a| c_arg(vm, r));
    vm.define_builtin(k, "polar", 0, c_polar);
    for (new, old) in [("quo", "/"), ("conjugate", "conj"), ("magnitude", "abs"), ("angle", "arg"), ("phase", "arg")] {
        let _ = vm.alias_method(k, intern(new), intern(old));
    }
}
