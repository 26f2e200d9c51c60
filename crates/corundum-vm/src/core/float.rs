//! Float: arithmetic, comparison, rounding and CRuby's `to_s` (shortest round-trip digits).

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Ruby's Float#to_s.
pub fn float_to_s(f: f64) -> String {
    if f.is_nan() {
        return "NaN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    }
    if f == 0.0 {
        return if f.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    let sci = format!("{:e}", f.abs());
    let (mant, exp) = sci.split_once('e').expect("exponent");
    let exp: i32 = exp.parse().expect("exponent digits");
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let decpt = exp + 1;
    let sign = if f < 0.0 { "-" } else { "" };
    let body = if decpt > 0 && decpt <= 16 {
        let d = decpt as usize;
        if digits.len() <= d {
            format!("{}{}.0", digits, "0".repeat(d - digits.len()))
        } else {
            format!("{}.{}", &digits[..d], &digits[d..])
        }
    } else if decpt <= 0 && decpt > -4 {
        format!("0.{}{}", "0".repeat((-decpt) as usize), digits)
    } else {
        let frac = if digits.len() > 1 { &digits[1..] } else { "0" };
        let e = decpt - 1;
        format!("{}.{}e{}{:02}", &digits[..1], frac, if e < 0 { '-' } else { '+' }, e.abs())
    };
    format!("{sign}{body}")
}

/// Kernel#Float.
pub fn kernel_float(vm: &mut Vm, v: Value) -> VmResult {
    if vm.is_float(v) {
        return Ok(v);
    }
    if v.is_fixnum() {
        return Ok(vm.new_float(v.as_fixnum() as f64));
    }
    if obj::is_type(v, ObjType::Bignum) {
        let f = crate::core::integer::big_to_f64(&obj::as_bignum(v).value);
        return Ok(vm.new_float(f));
    }
    if obj::is_type(v, ObjType::String) {
        let s = crate::core::str_of(v);
        return match parse_float_strict(&s) {
            Some(f) => Ok(vm.new_float(f)),
            None => {
                let i = crate::core::string::inspect_bytes(s.as_bytes(), false);
                Err(vm.arg_error(&format!("invalid value for Float(): {i}")))
            }
        };
    }
    if v.is_nil() {
        return Err(vm.type_error("can't convert nil into Float"));
    }
    if vm.respond_to(v, crate::symbol::sym::TO_F, true) {
        return vm.call_method(v, crate::symbol::sym::TO_F, &[], None);
    }
    Err(vm.conversion_error(v, "Float"))
}

/// Parses Ruby float syntax strictly (underscores between digits allowed).
pub fn parse_float_strict(s: &str) -> Option<f64> {
    let t = s.trim();
    if t.is_empty() || t.starts_with('_') || t.ends_with('_') || t.contains("__") || t.ends_with('.') || t.starts_with('.') {
        return None;
    }
    let cleaned: String = t.chars().filter(|&c| c != '_').collect();
    if cleaned.eq_ignore_ascii_case("nan") || cleaned.to_ascii_lowercase().contains("inf") {
        return None;
    }
    if let Some(hex) = cleaned.strip_prefix("0x").or_else(|| cleaned.strip_prefix("0X")) {
        return i64::from_str_radix(hex, 16).ok().map(|i| i as f64);
    }
    cleaned.parse::<f64>().ok()
}

/// Parses a leading float like String#to_f (garbage after the number is ignored).
pub fn parse_float_prefix(s: &str) -> f64 {
    let b = s.trim_start().as_bytes();
    let mut end = 0;
    let mut seen_digit = false;
    let mut seen_dot = false;
    let mut seen_e = false;
    let mut i = 0;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        i += 1;
    }
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_digit() {
            seen_digit = true;
            end = i + 1;
        } else if c == b'_' && seen_digit && i + 1 < b.len() && b[i + 1].is_ascii_digit() {
        } else if c == b'.' && !seen_dot && !seen_e && seen_digit && i + 1 < b.len() && b[i + 1].is_ascii_digit() {
            seen_dot = true;
        } else if (c == b'e' || c == b'E') && seen_digit && !seen_e {
            seen_e = true;
            if i + 1 < b.len() && (b[i + 1] == b'+' || b[i + 1] == b'-') {
                i += 1;
            }
        } else {
            break;
        }
        i += 1;
    }
    let text: String = String::from_utf8_lossy(&b[..end]).chars().filter(|&c| c != '_').collect();
    text.parse::<f64>().unwrap_or(0.0)
}

fn fval(vm: &Vm, v: Value) -> f64 {
    vm.float_value(v).unwrap_or(0.0)
}

/// The other operand of a Float operator as f64 (Integer, Float, Bignum), or None.
pub fn num_to_f64(vm: &Vm, v: Value) -> Option<f64> {
    if v.is_fixnum() {
        Some(v.as_fixnum() as f64)
    } else if let Some(f) = vm.float_value(v) {
        Some(f)
    } else if obj::is_type(v, ObjType::Bignum) {
        Some(crate::core::integer::big_to_f64(&obj::as_bignum(v).value))
    } else {
        None
    }
}

pub fn coerce_fail(vm: &mut Vm, other: Value, into: &str) -> crate::vm::Unwind {
    let n = if other.is_nil() {
        "nil".to_string()
    } else if other == Value::TRUE {
        "true".into()
    } else if other == Value::FALSE {
        "false".into()
    } else {
        let k = vm.class_of_real(other);
        vm.module_name(k)
    };
    vm.type_error(&format!("{n} can't be coerced into {into}"))
}

fn arith(vm: &mut Vm, recv: Value, args: &Args, op: char) -> VmResult {
    let a = fval(vm, recv);
    let o = args.get(0);
    let Some(b) = num_to_f64(vm, o) else {
        if op == '+' || op == '-' || op == '*' || op == '/' {
            return crate::core::integer::coerce_binop(vm, recv, o, op);
        }
        return Err(coerce_fail(vm, o, "Float"));
    };
    let r = match op {
        '+' => a + b,
        '-' => a - b,
        '*' => a * b,
        '/' => a / b,
        '%' => {
            let m = a % b;
            if m != 0.0 && (m < 0.0) != (b < 0.0) { m + b } else { m }
        }
        _ => a.powf(b),
    };
    Ok(vm.new_float(r))
}

fn cmp_op(vm: &mut Vm, recv: Value, args: &Args, f: fn(f64, f64) -> bool) -> VmResult {
    let a = fval(vm, recv);
    let o = args.get(0);
    match num_to_f64(vm, o) {
        Some(b) => Ok(Value::bool(f(a, b))),
        None => Err(crate::core::comparable::compare_failed(vm, recv, o)),
    }
}

fn f_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = fval(vm, recv);
    match num_to_f64(vm, args.get(0)) {
        Some(b) => Ok(Value::bool(a == b)),
        None => Ok(Value::FALSE),
    }
}

fn f_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = fval(vm, recv);
    match num_to_f64(vm, args.get(0)) {
        Some(b) => Ok(match a.partial_cmp(&b) {
            Some(o) => Value::fixnum(o as i64),
            None => Value::NIL,
        }),
        None => Ok(Value::NIL),
    }
}

fn f_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = float_to_s(fval(vm, recv));
    Ok(vm.new_string(s.into_bytes()))
}

/// A float as an Integer (Fixnum or Bignum), or FloatDomainError for NaN/Infinity.
pub fn float_to_int(vm: &mut Vm, f: f64) -> VmResult {
    if f.is_nan() || f.is_infinite() {
        return Err(vm.make_error(vm.core.float_domain_error, &float_to_s(f)));
    }
    if f.abs() < 4.0e18 {
        return Ok(vm.new_int(f as i64));
    }
    let b = crate::core::integer::f64_to_big(f);
    Ok(vm.new_bignum(b))
}

/// Rounds half away from zero at `digits` decimals, the way CRuby does (checking the decimal
/// representation so that 1.005.round(2) is 1.0 like CRuby's `ros_to_round`).
pub fn round_half_up(x: f64, digits: i32) -> f64 {
    if digits == 0 {
        return x.round();
    }
    let s = 10f64.powi(digits);
    let y = (x * s).round() / s;
    // Guard against representation error: use the exact decimal expansion to decide ties.
    let exact = format!("{:.*}", (digits + 25).max(0) as usize, x);
    if let Some(dot) = exact.find('.') {
        let frac = &exact[dot + 1..];
        let d = digits as usize;
        if frac.len() > d {
            let rest = &frac[d..];
            let tie_up = rest.as_bytes()[0] >= b'5';
            let trunc: f64 = format!("{}.{}", &exact[..dot], &frac[..d]).parse().unwrap_or(y);
            let step = 1.0 / s;
            let r = if tie_up { if x >= 0.0 { trunc + step } else { trunc - step } } else { trunc };
            let rs: f64 = format!("{:.*}", d, r).parse().unwrap_or(y);
            return rs;
        }
    }
    y
}

fn digits_arg(vm: &mut Vm, args: &Args) -> VmResult<i64> {
    if args.positional().is_empty() {
        Ok(0)
    } else {
        vm.expect_int(args.get(0))
    }
}

fn f_round(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let f = fval(vm, recv);
    let d = digits_arg(vm, args)?;
    let half_even = args.kwargs().and_then(|k| vm.hash_lookup_symbol(k, crate::symbol::intern("half"))).is_some_and(|v| v.is_symbol() && v.as_symbol().name() == "even");
    if d > 0 {
        if f.is_nan() || f.is_infinite() {
            return Ok(recv);
        }
        if d >= 17 {
            return Ok(recv);
        }
        return Ok(vm.new_float(round_half_up(f, d as i32)));
    }
    if f.is_nan() || f.is_infinite() {
        return Err(vm.make_error(vm.core.float_domain_error, &float_to_s(f)));
    }
    let r = if half_even {
        let r = f.round();
        if (f - f.trunc()).abs() == 0.5 { 2.0 * (f / 2.0).round() } else { r }
    } else {
        f.round()
    };
    if d < 0 {
        let s = 10f64.powi((-d) as i32);
        let v = (f / s).round() * s;
        return float_to_int(vm, v);
    }
    float_to_int(vm, r)
}

fn f_floor(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let f = fval(vm, recv);
    let d = digits_arg(vm, args)?;
    if d > 0 {
        let s = 10f64.powi(d as i32);
        return Ok(vm.new_float((f * s).floor() / s));
    }
    float_to_int(vm, f.floor())
}

fn f_ceil(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let f = fval(vm, recv);
    let d = digits_arg(vm, args)?;
    if d > 0 {
        let s = 10f64.powi(d as i32);
        return Ok(vm.new_float((f * s).ceil() / s));
    }
    float_to_int(vm, f.ceil())
}

fn f_to_i(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = fval(vm, recv);
    float_to_int(vm, f.trunc())
}

fn f_neg(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = fval(vm, recv);
    Ok(vm.new_float(-f))
}

fn f_abs(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = fval(vm, recv);
    Ok(vm.new_float(f.abs()))
}

fn f_pred(vm: &mut Vm, recv: Value, _args: &Args, which: &str) -> VmResult {
    let f = fval(vm, recv);
    Ok(Value::bool(match which {
        "nan" => f.is_nan(),
        "finite" => f.is_finite(),
        "zero" => f == 0.0,
        "positive" => f > 0.0,
        "negative" => f < 0.0,
        "integer" => false,
        _ => false,
    }))
}

fn f_infinite(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = fval(vm, recv);
    Ok(if f.is_infinite() { Value::fixnum(if f > 0.0 { 1 } else { -1 }) } else { Value::NIL })
}

fn f_divmod(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = fval(vm, recv);
    let Some(b) = num_to_f64(vm, args.get(0)) else { return Err(coerce_fail(vm, args.get(0), "Float")) };
    if b == 0.0 {
        return Err(vm.make_error(vm.core.zero_division_error, "divided by 0"));
    }
    let q = (a / b).floor();
    let m = a - q * b;
    let qi = float_to_int(vm, q)?;
    let mv = vm.new_float(m);
    Ok(vm.new_array(vec![qi, mv]))
}

fn f_coerce(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    let Some(b) = num_to_f64(vm, o) else { return Err(coerce_fail(vm, o, "Float")) };
    let bv = vm.new_float(b);
    Ok(vm.new_array(vec![bv, recv]))
}

fn f_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = vm.hash_of(recv)?;
    Ok(Value::fixnum((h >> 2) as i64))
}

fn f_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    Ok(Value::bool(vm.is_float(o) && fval(vm, recv) == fval(vm, o)))
}

fn f_quo(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    arith(vm, recv, args, '/')
}

pub fn init(vm: &mut Vm) {
    let f = vm.core.float;
    vm.define_builtin(f, "+", 1, |vm, r, a| arith(vm, r, a, '+'));
    vm.define_builtin(f, "-", 1, |vm, r, a| arith(vm, r, a, '-'));
    vm.define_builtin(f, "*", 1, |vm, r, a| arith(vm, r, a, '*'));
    vm.define_builtin(f, "/", 1, |vm, r, a| arith(vm, r, a, '/'));
    vm.define_builtin(f, "%", 1, |vm, r, a| arith(vm, r, a, '%'));
    vm.define_builtin(f, "modulo", 1, |vm, r, a| arith(vm, r, a, '%'));
    vm.define_builtin(f, "**", 1, |vm, r, a| arith(vm, r, a, '^'));
    vm.define_builtin(f, "pow", 1, |vm, r, a| arith(vm, r, a, '^'));
    vm.define_builtin(f, "fdiv", 1, f_quo);
    vm.define_builtin(f, "quo", 1, f_quo);
    vm.define_builtin(f, "<", 1, |vm, r, a| cmp_op(vm, r, a, |x, y| x < y));
    vm.define_builtin(f, "<=", 1, |vm, r, a| cmp_op(vm, r, a, |x, y| x <= y));
    vm.define_builtin(f, ">", 1, |vm, r, a| cmp_op(vm, r, a, |x, y| x > y));
    vm.define_builtin(f, ">=", 1, |vm, r, a| cmp_op(vm, r, a, |x, y| x >= y));
    vm.define_builtin(f, "==", 1, f_eq);
    vm.define_builtin(f, "===", 1, f_eq);
    vm.define_builtin(f, "eql?", 1, f_eql);
    vm.define_builtin(f, "<=>", 1, f_cmp);
    vm.define_builtin(f, "to_s", 0, f_to_s);
    vm.define_builtin(f, "inspect", 0, f_to_s);
    vm.define_builtin(f, "round", -1, f_round);
    vm.define_builtin(f, "floor", -1, f_floor);
    vm.define_builtin(f, "ceil", -1, f_ceil);
    vm.define_builtin(f, "to_i", 0, f_to_i);
    vm.define_builtin(f, "to_int", 0, f_to_i);
    vm.define_builtin(f, "truncate", -1, f_to_i);
    vm.define_builtin(f, "to_f", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(f, "-@", 0, f_neg);
    vm.define_builtin(f, "+@", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(f, "abs", 0, f_abs);
    vm.define_builtin(f, "magnitude", 0, f_abs);
    vm.define_builtin(f, "nan?", 0, |vm, r, a| f_pred(vm, r, a, "nan"));
    vm.define_builtin(f, "finite?", 0, |vm, r, a| f_pred(vm, r, a, "finite"));
    vm.define_builtin(f, "zero?", 0, |vm, r, a| f_pred(vm, r, a, "zero"));
    vm.define_builtin(f, "positive?", 0, |vm, r, a| f_pred(vm, r, a, "positive"));
    vm.define_builtin(f, "negative?", 0, |vm, r, a| f_pred(vm, r, a, "negative"));
    vm.define_builtin(f, "integer?", 0, |vm, r, a| f_pred(vm, r, a, "integer"));
    vm.define_builtin(f, "infinite?", 0, f_infinite);
    vm.define_builtin(f, "divmod", 1, f_divmod);
    vm.define_builtin(f, "coerce", 1, f_coerce);
    vm.define_builtin(f, "hash", 0, f_hash);
    let inf = vm.new_float(f64::INFINITY);
    vm.const_set(f, crate::symbol::intern("INFINITY"), inf);
    let nan = vm.new_float(f64::NAN);
    vm.const_set(f, crate::symbol::intern("NAN"), nan);
    let eps = vm.new_float(f64::EPSILON);
    vm.const_set(f, crate::symbol::intern("EPSILON"), eps);
    let max = vm.new_float(f64::MAX);
    vm.const_set(f, crate::symbol::intern("MAX"), max);
    let min = vm.new_float(f64::MIN_POSITIVE);
    vm.const_set(f, crate::symbol::intern("MIN"), min);
    vm.const_set(f, crate::symbol::intern("DIG"), Value::fixnum(15));
}
