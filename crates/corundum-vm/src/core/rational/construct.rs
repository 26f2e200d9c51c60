//! Making Rationals: `Kernel#Rational` with its argument forms (CRuby's `nurat_convert`), the
//! string syntax (strict for `Rational()`, a longest prefix for `String#to_r`), exact
//! `Float#to_r`, `rationalize` (the simplest fraction in an interval, CRuby's
//! `nurat_rationalize_internal`, over exact fractions or over doubles as CRuby computes it for
//! a Float tolerance) and the `to_r`/`rationalize` methods other classes gain.

use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::{from_int, from_q, is_rational, to_q, Q};
use crate::core::complex;
use crate::core::float as flo;
use crate::core::integer::{self as int, is_integer, to_big};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The exact value of a finite double.
pub fn float_to_q(f: f64) -> Q {
    if f == 0.0 {
        return Q::int(BigInt::zero());
    }
    let bits = f.to_bits();
    let neg = bits >> 63 != 0;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = if exp == 0 { (bits & ((1 << 52) - 1)) << 1 } else { (bits & ((1 << 52) - 1)) | (1 << 52) };
    let e = exp - 1075;
    let mut n = BigInt::from(mant);
    if neg {
        n = -n;
    }
    if e >= 0 {
        Q::int(n << e as usize)
    } else {
        Q { n, d: BigInt::one() << (-e) as usize }.reduced()
    }
}

/// `Float#to_r`: FloatDomainError for NaN and the infinities.
fn float_to_r(vm: &mut Vm, f: f64) -> VmResult {
    if !f.is_finite() {
        return flo::float_to_int(vm, f);
    }
    Ok(from_q(vm, float_to_q(f)))
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

/// Digits with single underscores between them; stops before an underscore not followed by
/// a digit. Returns the digits read (without underscores).
fn read_digits(s: &[u8], i: &mut usize) -> String {
    let mut out = String::new();
    while *i < s.len() {
        let c = s[*i];
        if c.is_ascii_digit() {
            out.push(c as char);
            *i += 1;
        } else if c == b'_' && !out.is_empty() && s.get(*i + 1).is_some_and(|d| d.is_ascii_digit()) {
            *i += 1;
        } else {
            break;
        }
    }
    out
}

/// An unsigned decimal with optional fraction and exponent: its digits as an integer, the
/// power of ten to apply. None when there is no number at `i`.
fn read_num(s: &[u8], i: &mut usize) -> Option<(BigInt, i64)> {
    let start = *i;
    let int_part = read_digits(s, i);
    let mut digits = int_part.clone();
    let mut scale: i64 = 0;
    let mut frac_ok = true;
    if s.get(*i) == Some(&b'.') {
        let save = *i;
        *i += 1;
        let frac = read_digits(s, i);
        if int_part.is_empty() && frac.is_empty() {
            *i = start;
            return None;
        }
        if frac.is_empty() {
            frac_ok = false;
            if int_part.is_empty() {
                *i = save;
            }
        }
        scale -= frac.len() as i64;
        digits.push_str(&frac);
    } else if int_part.is_empty() {
        *i = start;
        return None;
    }
    if frac_ok && matches!(s.get(*i), Some(b'e' | b'E')) {
        let mut j = *i + 1;
        let mut neg = false;
        let signed = matches!(s.get(j), Some(b'+' | b'-'));
        if signed {
            neg = s[j] == b'-';
            j += 1;
        }
        let e = read_digits(s, &mut j);
        if !e.is_empty() {
            let v: i64 = e.parse::<i64>().unwrap_or(i64::MAX / 4).min(i64::MAX / 4);
            scale = scale.saturating_add(if neg { -v } else { v });
            *i = j;
        } else if signed {
            *i = j;
        }
    }
    let n = digits.parse::<BigInt>().unwrap_or_default();
    Some((n, scale))
}

/// What a string's rational syntax gives: the numerator part and the optional denominator
/// part, each (digits, power of ten), and the sign.
struct Parsed {
    neg: bool,
    num: (BigInt, i64),
    den: Option<(BigInt, i64)>,
}

/// Parses the rational syntax: strict (the whole string, surrounding whitespace allowed) or a
/// longest valid prefix. None when there is no number (strict: or anything is left over).
fn parse(s: &[u8], strict: bool) -> Option<Parsed> {
    if strict && s.contains(&0) {
        return None;
    }
    let mut i = 0;
    while i < s.len() && is_space(s[i]) {
        i += 1;
    }
    let mut neg = false;
    if matches!(s.get(i), Some(b'+' | b'-')) {
        neg = s[i] == b'-';
        i += 1;
    }
    let num = read_num(s, &mut i)?;
    let mut den = None;
    if s.get(i) == Some(&b'/') {
        let mut j = i + 1;
        match read_num(s, &mut j) {
            Some(d) => {
                den = Some(d);
                i = j;
            }
            None if strict => return None,
            None => {}
        }
    }
    if strict {
        while i < s.len() && is_space(s[i]) {
            i += 1;
        }
        if i != s.len() {
            return None;
        }
    }
    Some(Parsed { neg, num, den })
}

/// `digits * 10**scale` as a fraction; the power goes through Integer#** (its size checks).
fn scaled(vm: &mut Vm, (n, scale): (BigInt, i64)) -> VmResult<Q> {
    if scale == 0 || n.is_zero() {
        return Ok(Q::int(n));
    }
    let e = vm.new_int(scale.abs());
    let p = vm.call_method(Value::fixnum(10), intern("**"), &[e], None)?;
    let p = to_big(p).unwrap_or_else(BigInt::one);
    Ok(if scale > 0 { Q::int(n * p) } else { Q { n, d: p } })
}

/// The value of parsed text; ZeroDivisionError for a zero denominator.
fn parsed_value(vm: &mut Vm, p: Parsed) -> VmResult {
    let mut q = scaled(vm, p.num)?;
    if p.neg {
        q = q.neg();
    }
    if let Some(d) = p.den {
        let d = scaled(vm, d)?;
        q = match q.div(&d) {
            Some(q) => q,
            None => return Err(flo::zero_div(vm)),
        };
    }
    Ok(from_q(vm, q))
}

/// `String#to_r`: the longest valid prefix, `(0/1)` when there is none.
pub fn str_to_r_lenient(vm: &mut Vm, s: &[u8]) -> VmResult {
    match parse(s, false) {
        Some(p) => parsed_value(vm, p),
        None => Ok(from_int(vm, Value::fixnum(0))),
    }
}

/// `Rational("...")`: None when the text is not exactly a rational.
fn str_to_r_strict(vm: &mut Vm, s: &[u8]) -> VmResult<Option<Value>> {
    match parse(s, true) {
        Some(p) => parsed_value(vm, p).map(Some),
        None => Ok(None),
    }
}

fn invalid_value(vm: &mut Vm, s: Value) -> crate::vm::Unwind {
    let i = crate::core::string::inspect_bytes(&obj::as_string(s).bytes, false);
    vm.arg_error(&format!("invalid value for convert(): {i}"))
}

/// `rb_convert_type(v, T_RATIONAL, "Rational", "to_r")`.
pub fn to_rational(vm: &mut Vm, v: Value) -> VmResult {
    if is_rational(v) {
        return Ok(v);
    }
    if v.is_special() && !v.is_fixnum() && !v.is_flonum() || !vm.respond_to(v, intern("to_r"), true) {
        let n = vm.conversion_name(v);
        return Err(vm.type_error(&format!("can't convert {n} into Rational")));
    }
    let r = vm.call_method(v, intern("to_r"), &[], None)?;
    if is_rational(r) {
        return Ok(r);
    }
    let n = vm.conversion_name(v);
    let rn = vm.conversion_name(r);
    Err(vm.type_error(&format!("can't convert {n} to Rational ({n}#to_r gives {rn})")))
}

/// `rb_check_convert_type` for Rational: nil when `v` has no `to_r`.
fn check_rational(vm: &mut Vm, v: Value) -> VmResult {
    if is_rational(v) {
        return Ok(v);
    }
    if v.is_nil() || !vm.respond_to(v, intern("to_r"), true) {
        return Ok(Value::NIL);
    }
    to_rational(vm, v)
}

fn is_numeric(vm: &mut Vm, v: Value) -> bool {
    if is_integer(v) || vm.is_float(v) {
        return true;
    }
    let n = vm.core.numeric;
    !v.is_special() && vm.is_kind_of(v, n)
}

/// One argument of `Rational()` before the pairing: Floats and Strings become Rationals,
/// objects without `to_r` but with `to_int` become Integers. Ok(None) for a bad string when
/// exceptions are off.
fn convert_arg(vm: &mut Vm, v: Value, raise: bool) -> VmResult<Option<Value>> {
    let mut v = v;
    if complex::is_complex(v) {
        let (re, im) = complex::parts(v);
        if complex::exact_zero(im) {
            v = re;
        }
    }
    if is_integer(v) || is_rational(v) {
        return Ok(Some(v));
    }
    if let Some(f) = vm.float_value(v) {
        return float_to_r(vm, f).map(Some);
    }
    if obj::is_type(v, ObjType::String) {
        let bytes = obj::as_string(v).bytes.to_vec();
        return match str_to_r_strict(vm, &bytes)? {
            Some(r) => Ok(Some(r)),
            None if raise => Err(invalid_value(vm, v)),
            None => Ok(None),
        };
    }
    if !v.is_special() && !vm.respond_to(v, intern("to_r"), true) && vm.respond_to(v, sym::TO_INT, true) {
        if let Ok(i) = vm.call_method(v, sym::TO_INT, &[], None) {
            if is_integer(i) {
                return Ok(Some(i));
            }
        }
    }
    Ok(Some(v))
}

/// CRuby's `nurat_convert`: the body of `Kernel#Rational`.
pub fn rational_convert(vm: &mut Vm, a1: Value, a2: Option<Value>, raise: bool) -> VmResult {
    if a1.is_nil() || a2 == Some(Value::NIL) {
        if !raise {
            return Ok(Value::NIL);
        }
        return Err(vm.type_error("can't convert nil into Rational"));
    }
    let Some(a1) = convert_arg(vm, a1, raise)? else { return Ok(Value::NIL) };
    vm.temp_roots.push(a1);
    let a2 = match a2 {
        Some(v) => convert_arg(vm, v, raise),
        None => Ok(Some(Value::UNDEF)),
    };
    vm.temp_roots.pop();
    let Some(a2) = a2? else { return Ok(Value::NIL) };
    let a2 = if a2 == Value::UNDEF { None } else { Some(a2) };
    if is_rational(a1) && (a2.is_none() || a2 == Some(Value::fixnum(1))) {
        return Ok(a1);
    }
    let Some(mut a2) = a2 else {
        if is_integer(a1) {
            return Ok(from_int(vm, a1));
        }
        return match to_rational(vm, a1) {
            Err(_) if !raise => Ok(Value::NIL),
            r => r,
        };
    };
    let mut a1 = a1;
    for v in [&mut a1, &mut a2] {
        if !is_numeric(vm, *v) {
            *v = match check_rational(vm, *v) {
                Err(_) if !raise => return Ok(Value::NIL),
                r => r?,
            };
        }
    }
    if is_numeric(vm, a1) && is_numeric(vm, a2) && (!is_integer(a1) || !is_integer(a2)) {
        if !is_rational(a1) && !is_integer(a1) {
            if let Ok(r) = to_rational(vm, a1) {
                a1 = r;
            }
        }
        return vm.call_method(a1, intern("/"), &[a2], None);
    }
    if !is_integer(a1) || !is_integer(a2) {
        if !raise {
            return Ok(Value::NIL);
        }
        return Err(vm.type_error("not an integer"));
    }
    super::from_ints(vm, a1, a2)
}

/// The `exception:` keyword: true unless given; ArgumentError for anything but a boolean.
pub fn exception_opt(vm: &mut Vm, args: &Args) -> VmResult<bool> {
    let Some(k) = args.kwargs() else { return Ok(true) };
    match vm.hash_lookup_symbol(k, intern("exception")) {
        None => Ok(true),
        Some(v) if v == Value::TRUE => Ok(true),
        Some(v) if v == Value::FALSE => Ok(false),
        Some(v) => {
            let s = vm.inspect_str(v)?;
            Err(vm.arg_error(&format!("expected true or false as exception: {s}")))
        }
    }
}

/// `Kernel#Rational(a, b = 1, exception: true)`.
pub fn k_rational(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.is_empty() || pos.len() > 2 {
        return Err(vm.arg_count_error(pos.len(), 1, 2));
    }
    let (a1, a2) = (pos[0], pos.get(1).copied());
    let raise = exception_opt(vm, args)?;
    rational_convert(vm, a1, a2, raise)
}

/// The simplest fraction in the closed interval [a, b] of exact fractions.
fn simplest_q(a: Q, b: Q) -> Q {
    let (mut a, mut b) = (a, b);
    let (mut p0, mut p1, mut q0, mut q1) = (BigInt::zero(), BigInt::one(), BigInt::one(), BigInt::zero());
    loop {
        let c = a.ceil();
        if Q::int(c.clone()).compare(&b).is_lt() {
            return Q { n: &c * &p1 + &p0, d: &c * &q1 + &q0 }.reduced();
        }
        let k = &c - BigInt::one();
        let p2 = &k * &p1 + &p0;
        let q2 = &k * &q1 + &q0;
        let kq = Q::int(k);
        let (Some(t), Some(nb)) = (Q::int(BigInt::one()).div(&b.sub(&kq)), Q::int(BigInt::one()).div(&a.sub(&kq))) else {
            return Q { n: p2, d: q2 }.reduced();
        };
        a = t;
        b = nb;
        (p0, q0, p1, q1) = (p1, q1, p2, q2);
    }
}

/// The same walk over doubles, as CRuby does when the tolerance made the bounds Floats
/// (`ceil` of a Float is an Integer, `1.quo(x)` of a Float a Float).
fn simplest_f(vm: &mut Vm, a: f64, b: f64) -> VmResult<Q> {
    let (mut a, mut b) = (a, b);
    let (mut p0, mut p1, mut q0, mut q1) = (BigInt::zero(), BigInt::one(), BigInt::one(), BigInt::zero());
    for _ in 0..100_000 {
        if !a.is_finite() {
            flo::float_to_int(vm, a)?;
        }
        let c = int::f64_to_big(a.ceil());
        let cv = vm.new_bignum(c.clone());
        if int::int_float_cmp(cv, b) == Some(std::cmp::Ordering::Less) {
            return Ok(Q { n: &c * &p1 + &p0, d: &c * &q1 + &q0 });
        }
        let k = &c - BigInt::one();
        let kf = int::big_to_f64(&k);
        let p2 = &k * &p1 + &p0;
        let q2 = &k * &q1 + &q0;
        let t = 1.0 / (b - kf);
        b = 1.0 / (a - kf);
        a = t;
        (p0, q0, p1, q1) = (p1, q1, p2, q2);
    }
    Err(vm.make_error(vm.core.range_error, "rationalize did not converge"))
}

/// The Rational for `Q { p, q }` as CRuby's `rb_rational_new2`: ZeroDivisionError for q = 0.
fn q_value(vm: &mut Vm, q: Q) -> VmResult {
    if q.d.is_zero() {
        return Err(flo::zero_div(vm));
    }
    Ok(from_q(vm, q))
}

/// `rationalize` of `x` with the tolerance `eps` (a Numeric): the simplest fraction within
/// `|eps|` of `x`. `x` is a Rational or an Integer (exact) or a Float.
fn rationalize_with(vm: &mut Vm, x: Value, eps: Value) -> VmResult {
    let e = vm.call_method(eps, intern("abs"), &[], None)?;
    vm.temp_roots.push(e);
    let neg = match to_q(x) {
        Some(q) => q.n.is_negative(),
        None => vm.float_value(x).is_some_and(|f| f < 0.0),
    };
    let ax = if neg { vm.call_method(x, intern("-@"), &[], None)? } else { x };
    vm.temp_roots.push(ax);
    let a = vm.call_method(ax, intern("-"), &[e], None)?;
    vm.temp_roots.push(a);
    let b = vm.call_method(ax, intern("+"), &[e], None)?;
    vm.temp_roots.push(b);
    let same = vm.call_method(a, sym::EQ, &[b], None)?.truthy();
    vm.temp_roots.truncate(vm.temp_roots.len() - 4);
    if same {
        return match vm.float_value(x) {
            Some(f) => float_to_r(vm, f),
            None if is_integer(x) => Ok(from_int(vm, x)),
            None => Ok(x),
        };
    }
    let q = match (to_q(a), to_q(b), vm.float_value(a), vm.float_value(b)) {
        (Some(qa), Some(qb), _, _) => simplest_q(qa, qb),
        (_, _, Some(fa), Some(fb)) => simplest_f(vm, fa, fb)?,
        (qa, qb, fa, fb) => {
            let fa = fa.or(qa.map(|q| q.to_f64()));
            let fb = fb.or(qb.map(|q| q.to_f64()));
            match (fa, fb) {
                (Some(fa), Some(fb)) => simplest_f(vm, fa, fb)?,
                _ => return Err(vm.type_error("not a real number")),
            }
        }
    };
    q_value(vm, if neg { q.neg() } else { q })
}

/// `Float#rationalize` without a tolerance: the simplest fraction that rounds to the double.
fn float_rationalize_default(vm: &mut Vm, f: f64) -> VmResult {
    if !f.is_finite() {
        return flo::float_to_int(vm, f.abs());
    }
    let neg = f < 0.0;
    let x = f.abs();
    if x == 0.0 {
        return Ok(from_int(vm, Value::fixnum(0)));
    }
    // x = m * 2**n with m an integer of 53 bits (frexp, scaled).
    let q = float_to_q(x);
    let (m, n) = {
        let bits = x.to_bits();
        let exp = ((bits >> 52) & 0x7ff) as i64;
        let (m, e) = if exp == 0 { ((bits & ((1 << 52) - 1)) as i64, -1074) } else { (((bits & ((1 << 52) - 1)) | (1 << 52)) as i64, exp - 1075) };
        // Normalise to 53 significant bits as frexp does for subnormals too.
        let shift = 53 - (64 - (m as u64).leading_zeros() as i64);
        (BigInt::from(m) << shift.max(0) as usize, e - shift.max(0))
    };
    if n >= 0 {
        return Ok(from_q(vm, if neg { q.neg() } else { q }));
    }
    let two_m = &m * BigInt::from(2);
    let den = BigInt::one() << (1 - n) as usize;
    let a = Q { n: &two_m - BigInt::one(), d: den.clone() }.reduced();
    let b = Q { n: &two_m + BigInt::one(), d: den }.reduced();
    let r = simplest_q(a, b);
    Ok(from_q(vm, if neg { r.neg() } else { r }))
}

fn arity_0_1(vm: &mut Vm, args: &Args) -> VmResult<Option<Value>> {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    Ok(if args.is_empty() { None } else { Some(args.get(0)) })
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.kernel;
    vm.define_private_builtin(k, "Rational", -1, k_rational);
    let ks = vm.singleton_class(k).expect("Kernel singleton");
    vm.define_builtin(ks, "Rational", -1, k_rational);

    let r = vm.core.rational;
    vm.define_builtin(r, "to_r", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(r, "rationalize", -1, |vm, r, a| match arity_0_1(vm, a)? {
        None => Ok(r),
        Some(e) => rationalize_with(vm, r, e),
    });

    let i = vm.core.integer;
    vm.define_builtin(i, "to_r", 0, |vm, r, _a| Ok(from_int(vm, r)));
    vm.define_builtin(i, "rationalize", -1, |vm, r, a| {
        arity_0_1(vm, a)?;
        Ok(from_int(vm, r))
    });

    let f = vm.core.float;
    vm.define_builtin(f, "to_r", 0, |vm, r, _a| {
        let x = vm.float_value(r).unwrap_or(0.0);
        float_to_r(vm, x)
    });
    vm.define_builtin(f, "rationalize", -1, |vm, r, a| {
        let x = vm.float_value(r).unwrap_or(0.0);
        match arity_0_1(vm, a)? {
            None => float_rationalize_default(vm, x),
            Some(e) => {
                // CRuby works on |x|: an infinity of either sign reports "Infinity".
                if !x.is_finite() {
                    return flo::float_to_int(vm, x.abs());
                }
                rationalize_with(vm, r, e)
            }
        }
    });

    let n = vm.core.nil;
    vm.define_builtin(n, "to_r", 0, |vm, _r, _a| Ok(from_int(vm, Value::fixnum(0))));
    vm.define_builtin(n, "rationalize", -1, |vm, _r, a| {
        arity_0_1(vm, a)?;
        Ok(from_int(vm, Value::fixnum(0)))
    });

    let s = vm.core.string;
    vm.define_builtin(s, "to_r", 0, |vm, r, _a| {
        let bytes = obj::as_string(r).bytes.to_vec();
        str_to_r_lenient(vm, &bytes)
    });
    let _ = (ToPrimitive::to_i64(&BigInt::zero()), Signed::abs(&BigInt::zero()));
}
