//! Float: arithmetic, comparison, rounding and CRuby's `to_s` (shortest round-trip digits).
//!
//! The rounding functions (`round_half_up`, `round_half_even`, the overflow/underflow checks,
//! `floor`/`ceil` with digits) follow CRuby's numeric.c step by step, so results agree to the
//! last bit, including CRuby's decimal-looking corrections (`1.005.round(2) == 1.01`).
//! Comparisons between Floats and Integers are exact (no conversion of the Integer to a double).

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{Signed, Zero};

use crate::core::integer::{self as int, is_integer, to_big};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Ruby's Float#to_s (CRuby's `flo_to_s`: shortest round-trip digits; fixed notation when the
/// decimal exponent is in -3..=15 or the digits reach past the point).
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
    let (digits, exp) = shortest_digits(f.abs());
    let digs = digits.len() as i32;
    let decpt = exp + 1;
    let mut s = String::with_capacity(digits.len() + 8);
    if f < 0.0 {
        s.push('-');
    }
    if decpt > 0 && decpt < digs {
        s.push_str(&digits[..decpt as usize]);
        s.push('.');
        s.push_str(&digits[decpt as usize..]);
    } else if decpt > 0 && decpt <= 15 {
        s.push_str(&digits);
        for _ in digs..decpt {
            s.push('0');
        }
        s.push_str(".0");
    } else if decpt <= 0 && decpt > -4 {
        s.push_str("0.");
        for _ in 0..-decpt {
            s.push('0');
        }
        s.push_str(&digits);
    } else {
        s.push_str(&digits[..1]);
        s.push('.');
        if digs > 1 {
            s.push_str(&digits[1..]);
        } else {
            s.push('0');
        }
        let e = decpt - 1;
        s.push_str(&format!("e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs()));
    }
    s
}

/// The shortest decimal digits that read back as `f` (positive, finite) and the decimal
/// exponent of the first one, as CRuby's dtoa (mode 0) gives them: when the two shortest
/// candidates are equally close to `f` (its exact value has one digit more, ending in 5), the
/// one with an even last digit. Rust's formatter takes the upper one there instead
/// (`[-225.12515258789062].pack("e").unpack1("e")` would print ...063).
fn shortest_digits(f: f64) -> (String, i32) {
    let sci = format!("{:e}", f);
    let (mant, exp) = sci.split_once('e').expect("exponent");
    let exp: i32 = exp.parse().expect("exponent digits");
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    // Only a 16- or 17-digit result can have an equally close neighbour (shorter candidates are
    // too far apart to both read back as `f`), and only an odd last digit needs replacing.
    if digits.len() >= 16 && digits.as_bytes()[digits.len() - 1] % 2 == 1 {
        if let Some(even) = even_tie_neighbour(f, &digits, exp) {
            return even;
        }
    }
    (digits, exp)
}

/// For shortest digits `digits` (odd last digit) with exponent `exp` of `f`: the neighbour
/// with the even last digit when `f` lies exactly halfway between them and it reads back as `f`.
fn even_tie_neighbour(f: f64, digits: &str, exp: i32) -> Option<(String, i32)> {
    let d: i128 = digits.parse().ok()?;
    // f is about d * 10^k.
    let k = exp - (digits.len() as i32 - 1);
    let bits = f.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = (bits & ((1u64 << 52) - 1)) as i128;
    let (m, e) = if biased == 0 { (frac, -1074) } else { (frac | 1 << 52, biased - 1075) };
    // A tie means 2 * f * 10^-k is the odd integer 2d - 1 or 2d + 1; for k < 0 that needs
    // f * 2 * 10^-k = m * 2^(e+1-k) * 5^-k to be an integer at all, which is rare: check first.
    if k < 0 && m.trailing_zeros() as i32 + e + 1 - k < 0 {
        return None;
    }
    for delta in [-1i128, 1] {
        let mut lhs = BigInt::from(m);
        let mut rhs = BigInt::from(2 * d + delta);
        if e + 1 >= 0 {
            lhs <<= (e + 1) as usize;
        } else {
            rhs <<= (-(e + 1)) as usize;
        }
        let ten = BigInt::from(10);
        if k >= 0 {
            rhs *= num_traits::pow(ten, k as usize);
        } else {
            lhs *= num_traits::pow(ten, (-k) as usize);
        }
        if lhs != rhs {
            continue;
        }
        let mut cand = (d + delta).to_string();
        let cand_exp = k + cand.len() as i32 - 1;
        while cand.len() > 1 && cand.ends_with('0') {
            cand.pop();
        }
        let back: Option<f64> = format!("{cand}e{}", cand_exp - (cand.len() as i32 - 1)).parse().ok();
        if back == Some(f) {
            return Some((cand, cand_exp));
        }
    }
    None
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
        let f = int::big_to_f64(&obj::as_bignum(v).value);
        return Ok(vm.new_float(f));
    }
    if obj::is_type(v, ObjType::String) {
        let bytes = &obj::as_string(v).bytes;
        let parsed = if bytes.contains(&0) { None } else { parse_float_strict(&String::from_utf8_lossy(bytes)) };
        return match parsed {
            Some(f) => Ok(vm.new_float(f)),
            None => {
                if bytes.contains(&0) {
                    return Err(vm.arg_error("string for Float contains null byte"));
                }
                let i = crate::core::string::inspect_bytes(bytes, false);
                Err(vm.arg_error(&format!("invalid value for Float(): {i}")))
            }
        };
    }
    // rb_convert_to_float: any object with to_f (Math's rb_to_float wants a Numeric).
    if v.is_nil() || v == Value::TRUE || v == Value::FALSE || v.is_symbol() {
        let n = vm.conversion_name(v);
        return Err(vm.type_error(&format!("can't convert {n} into Float")));
    }
    if vm.respond_to(v, crate::symbol::sym::TO_F, true) {
        let r = vm.call_method(v, crate::symbol::sym::TO_F, &[], None)?;
        if vm.is_float(r) {
            return Ok(r);
        }
        let n = vm.conversion_name(v);
        let rn = vm.conversion_name(r);
        return Err(vm.type_error(&format!("can't convert {n} to Float ({n}#to_f gives {rn})")));
    }
    let n = vm.conversion_name(v);
    Err(vm.type_error(&format!("can't convert {n} into Float")))
}

/// CRuby's `rb_to_float` (used by Math and Float()): Numerics convert through `to_f`, anything
/// else is a TypeError "can't convert X into Float".
pub fn to_float(vm: &mut Vm, v: Value) -> VmResult {
    if let Some(f) = num_to_f64(vm, v) {
        return Ok(vm.new_float(f));
    }
    if v.is_nil() || v == Value::TRUE || v == Value::FALSE || v.is_symbol() || obj::is_type(v, ObjType::String) {
        let n = vm.conversion_name(v);
        return Err(vm.type_error(&format!("can't convert {n} into Float")));
    }
    let numeric = vm.core.numeric;
    if !v.is_special() && vm.is_kind_of(v, numeric) && vm.respond_to(v, crate::symbol::sym::TO_F, true) {
        let r = vm.call_method(v, crate::symbol::sym::TO_F, &[], None)?;
        if vm.is_float(r) {
            return Ok(r);
        }
        let n = vm.conversion_name(v);
        let rn = vm.conversion_name(r);
        return Err(vm.type_error(&format!("can't convert {n} to Float ({n}#to_f gives {rn})")));
    }
    let n = vm.conversion_name(v);
    Err(vm.type_error(&format!("can't convert {n} into Float")))
}

/// `v` as f64 through `rb_to_float` (Math functions' argument conversion).
pub fn need_f64(vm: &mut Vm, v: Value) -> VmResult<f64> {
    if let Some(f) = num_to_f64(vm, v) {
        return Ok(f);
    }
    let r = to_float(vm, v)?;
    Ok(vm.float_value(r).unwrap_or(f64::NAN))
}

/// Parses Ruby float syntax strictly, like CRuby's `rb_cstr_to_dbl(s, badcheck=TRUE)`:
/// optional sign, digits with single underscores between them, optional fraction and
/// exponent, hex (`0x1.8p3`), surrounding whitespace.
pub fn parse_float_strict(s: &str) -> Option<f64> {
    let t = s.trim_matches(|c: char| c.is_ascii_whitespace());
    let b = t.as_bytes();
    if b.is_empty() {
        return None;
    }
    let mut i = 0;
    let mut out = String::with_capacity(b.len());
    if b[0] == b'+' || b[0] == b'-' {
        if b[0] == b'-' {
            out.push('-');
        }
        i = 1;
    }
    if b.len() > i + 1 && b[i] == b'0' && (b[i + 1] == b'x' || b[i + 1] == b'X') {
        return parse_hex_float(&b[i + 2..]).map(|f| if out.starts_with('-') { -f } else { f });
    }
    // digits with underscores between digits only
    let digits = |i: &mut usize, out: &mut String| -> Option<usize> {
        let start = *i;
        let mut n = 0;
        while *i < b.len() {
            let c = b[*i];
            if c.is_ascii_digit() {
                out.push(c as char);
                n += 1;
                *i += 1;
            } else if c == b'_' && *i > start && b[*i - 1].is_ascii_digit() && *i + 1 < b.len() && b[*i + 1].is_ascii_digit() {
                *i += 1;
            } else {
                break;
            }
        }
        Some(n)
    };
    let int_digits = digits(&mut i, &mut out)?;
    let mut frac_digits = 0;
    if i < b.len() && b[i] == b'.' {
        out.push('.');
        i += 1;
        frac_digits = digits(&mut i, &mut out)?;
        if frac_digits == 0 {
            // "1." is accepted by CRuby 4.0 only when followed by nothing or an exponent.
            if int_digits == 0 {
                return None;
            }
            out.push('0');
        }
    }
    if int_digits == 0 && frac_digits == 0 {
        return None;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        out.push('e');
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            out.push(b[i] as char);
            i += 1;
        }
        let n = digits(&mut i, &mut out)?;
        if n == 0 {
            return None;
        }
    }
    if i != b.len() {
        return None;
    }
    out.parse::<f64>().ok()
}

fn parse_hex_float(b: &[u8]) -> Option<f64> {
    let mut mant = 0f64;
    let mut i = 0;
    let mut n = 0;
    let mut exp: i32 = 0;
    while i < b.len() {
        let c = b[i];
        if let Some(d) = (c as char).to_digit(16) {
            mant = mant * 16.0 + d as f64;
            n += 1;
        } else if !(c == b'_' && i > 0 && i + 1 < b.len()) {
            break;
        }
        i += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() {
            match (b[i] as char).to_digit(16) {
                Some(d) => {
                    mant = mant * 16.0 + d as f64;
                    exp -= 4;
                    n += 1;
                }
                None => break,
            }
            i += 1;
        }
    }
    if n == 0 {
        return None;
    }
    if i < b.len() && (b[i] == b'p' || b[i] == b'P') {
        i += 1;
        let neg = i < b.len() && b[i] == b'-';
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let start = i;
        let mut e: i32 = 0;
        while i < b.len() && b[i].is_ascii_digit() {
            e = e.saturating_mul(10).saturating_add((b[i] - b'0') as i32);
            i += 1;
        }
        if i == start {
            return None;
        }
        exp += if neg { -e } else { e };
    }
    if i != b.len() {
        return None;
    }
    Some(mant * 2f64.powi(exp))
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

#[inline]
fn fval(vm: &Vm, v: Value) -> f64 {
    vm.float_value(v).unwrap_or(0.0)
}

/// The other operand of a Float operator as f64 (Integer, Float, Bignum), or None.
#[inline]
pub fn num_to_f64(vm: &Vm, v: Value) -> Option<f64> {
    if v.is_fixnum() {
        Some(v.as_fixnum() as f64)
    } else if let Some(f) = vm.float_value(v) {
        Some(f)
    } else if obj::is_type(v, ObjType::Bignum) {
        Some(int::big_to_f64(&obj::as_bignum(v).value))
    } else {
        None
    }
}

/// TypeError "X can't be coerced into Y" (CRuby's `coerce_failed`: special constants, Symbols
/// and Floats are shown with inspect, other objects by class name).
pub fn coerce_fail(vm: &mut Vm, other: Value, into: &str) -> crate::vm::Unwind {
    let n = if other.is_special() || vm.is_float(other) {
        vm.inspect_str(other).unwrap_or_default()
    } else {
        let k = vm.class_of_real(other);
        vm.module_name(k)
    };
    vm.type_error(&format!("{n} can't be coerced into {into}"))
}

/// Float division with CRuby's `double_div_double` (x/0.0 is signed infinity, 0/0 NaN).
#[inline]
pub fn double_div(x: f64, y: f64) -> f64 {
    if y != 0.0 {
        x / y
    } else if x == 0.0 || x.is_nan() {
        f64::NAN
    } else {
        let z = if y.is_sign_negative() { -1.0 } else { 1.0 };
        x * z * f64::INFINITY
    }
}

/// CRuby's `flodivmod`: floored quotient and modulo; None when dividing by zero.
pub fn flodivmod(x: f64, y: f64) -> Option<(f64, f64)> {
    if y.is_nan() {
        return Some((y, y));
    }
    if y == 0.0 {
        return None;
    }
    let mut m = if x == 0.0 || (y.is_infinite() && !x.is_infinite()) { x } else { x % y };
    let mut d = if x.is_infinite() && !y.is_infinite() { x } else { ((x - m) / y).round() };
    if y * m < 0.0 {
        m += y;
        d -= 1.0;
    }
    Some((d, m))
}

/// `x % y` for floats (CRuby's `ruby_float_mod`), None on division by zero.
pub fn float_mod(x: f64, y: f64) -> Option<f64> {
    if y.is_nan() {
        return Some(y);
    }
    if y == 0.0 {
        return None;
    }
    let mut m = if x == 0.0 || (y.is_infinite() && !x.is_infinite()) { x } else { x % y };
    if y * m < 0.0 {
        m += y;
    }
    Some(m)
}

pub fn zero_div(vm: &mut Vm) -> crate::vm::Unwind {
    vm.make_error(vm.core.zero_division_error, "divided by 0")
}

fn arith(vm: &mut Vm, recv: Value, args: &Args, op: char) -> VmResult {
    let a = fval(vm, recv);
    let o = args.get(0);
    let Some(b) = num_to_f64(vm, o) else {
        return int::coerce_bin(vm, recv, o, op_name(op));
    };
    let r = match op {
        '+' => a + b,
        '-' => a - b,
        '*' => a * b,
        '/' => double_div(a, b),
        '%' => match float_mod(a, b) {
            Some(m) => m,
            None => return Err(zero_div(vm)),
        },
        _ => {
            if o == Value::fixnum(2) {
                a * a
            } else if a < 0.0 && b != b.round() && vm.is_float(o) {
                // A negative base to a fractional Float power is a Complex, as in CRuby.
                return Ok(crate::core::complex::dbl_complex_polar_pi(vm, (-a).powf(b), b));
            } else {
                a.powf(b)
            }
        }
    };
    Ok(vm.new_float(r))
}

fn op_name(op: char) -> &'static str {
    match op {
        '+' => "+",
        '-' => "-",
        '*' => "*",
        '/' => "/",
        '%' => "%",
        '<' => "<",
        '>' => ">",
        'l' => "<=",
        'g' => ">=",
        _ => "**",
    }
}

/// `a <=> b` for a Float receiver and a numeric argument; None for NaN or non-numerics.
pub fn float_cmp_value(vm: &Vm, a: f64, o: Value) -> Option<Option<std::cmp::Ordering>> {
    if is_integer(o) {
        return Some(int::int_float_cmp(o, a).map(|x| x.reverse()));
    }
    vm.float_value(o).map(|b| a.partial_cmp(&b))
}

fn cmp_op(vm: &mut Vm, recv: Value, args: &Args, op: char) -> VmResult {
    let a = fval(vm, recv);
    let o = args.get(0);
    match float_cmp_value(vm, a, o) {
        Some(Some(ord)) => Ok(Value::bool(match op {
            '<' => ord.is_lt(),
            'l' => ord.is_le(),
            '>' => ord.is_gt(),
            _ => ord.is_ge(),
        })),
        Some(None) => Ok(Value::FALSE),
        None => int::coerce_relop(vm, recv, o, op_name(op)),
    }
}

fn f_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = fval(vm, recv);
    let o = args.get(0);
    match float_cmp_value(vm, a, o) {
        Some(ord) => Ok(Value::bool(ord == Some(std::cmp::Ordering::Equal))),
        None => int::num_equal(vm, recv, o),
    }
}

fn f_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = fval(vm, recv);
    if a.is_nan() {
        return Ok(Value::NIL);
    }
    let o = args.get(0);
    match float_cmp_value(vm, a, o) {
        Some(Some(o)) => Ok(Value::fixnum(o as i64)),
        Some(None) => Ok(Value::NIL),
        None => {
            if a.is_infinite() && !o.is_special() && vm.respond_to(o, intern("infinite?"), true) {
                let i = vm.call_method(o, intern("infinite?"), &[], None)?;
                if i.truthy() {
                    let j = crate::core::comparable::cmp_result(vm, i, recv, o)? as i64;
                    let j = if a > 0.0 {
                        if j > 0 {
                            0
                        } else {
                            1
                        }
                    } else if j < 0 {
                        0
                    } else {
                        -1
                    };
                    return Ok(Value::fixnum(j));
                }
                return Ok(Value::fixnum(if a > 0.0 { 1 } else { -1 }));
            }
            int::coerce_cmp(vm, recv, o)
        }
    }
}

fn f_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = float_to_s(fval(vm, recv));
    Ok(vm.new_string(s.into_bytes()))
}

/// A float as an Integer (Fixnum or Bignum), or FloatDomainError for NaN/Infinity
/// (CRuby's `dbl2ival`; the value must already be integral).
pub fn float_to_int(vm: &mut Vm, f: f64) -> VmResult {
    if f.is_nan() || f.is_infinite() {
        return Err(vm.make_error(vm.core.float_domain_error, &float_to_s(f)));
    }
    if f.abs() < 4.0e18 {
        return Ok(vm.new_int(f as i64));
    }
    let b = int::f64_to_big(f);
    Ok(vm.new_bignum(b))
}

// ---------------------------------------------------------------- rounding (numeric.c)

/// Rounding of ties (`half:` keyword).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RoundMode {
    Up,
    Even,
    Down,
}

/// The `half:` keyword of round (CRuby's `rb_num_get_rounding_option`).
pub fn rounding_mode(vm: &mut Vm, args: &Args) -> VmResult<RoundMode> {
    let Some(k) = args.kwargs() else { return Ok(RoundMode::Up) };
    let Some(v) = vm.hash_lookup_symbol(k, intern("half")) else { return Ok(RoundMode::Up) };
    if v.is_nil() {
        return Ok(RoundMode::Up);
    }
    let s = if v.is_symbol() {
        Some(v.as_symbol().name().to_string())
    } else if obj::is_type(v, ObjType::String) {
        Some(crate::core::str_of(v))
    } else {
        None
    };
    if let Some(s) = &s {
        match s.to_ascii_lowercase().as_str() {
            "up" => return Ok(RoundMode::Up),
            "even" => return Ok(RoundMode::Even),
            "down" => return Ok(RoundMode::Down),
            _ => {}
        }
    }
    let shown = match s {
        Some(s) => s,
        None => vm.to_s_str(v)?,
    };
    Err(vm.arg_error(&format!("invalid rounding mode: {shown}")))
}

fn c_round(x: f64) -> f64 {
    x.round()
}

fn round_half_up(x: f64, s: f64) -> f64 {
    let xs = x * s;
    let mut f = c_round(xs);
    if s == 1.0 {
        return f;
    }
    if x > 0.0 {
        if (f + 0.5) / s <= x {
            f += 1.0;
        }
    } else if (f - 0.5) / s >= x {
        f -= 1.0;
    }
    f
}

fn round_half_down(x: f64, s: f64) -> f64 {
    let xs = x * s;
    let mut f = c_round(xs);
    if x > 0.0 {
        if (f - 0.5) / s >= x {
            f -= 1.0;
        }
    } else if (f + 0.5) / s <= x {
        f += 1.0;
    }
    f
}

fn round_half_even(x: f64, s: f64) -> f64 {
    let u = x.trunc();
    let v = x - u;
    let us = u * s;
    let vs = v * s;
    let r;
    if x > 0.0 {
        let f = vs.floor();
        let uf = us + f;
        let mut d = vs - f;
        if d > 0.5 {
            d = 1.0;
        } else if d == 0.5 || (uf + 0.5) / s <= x {
            d = uf % 2.0;
        } else {
            d = 0.0;
        }
        r = f + d;
    } else if x < 0.0 {
        let f = vs.ceil();
        let uf = us + f;
        let mut d = f - vs;
        if d > 0.5 {
            d = 1.0;
        } else if d == 0.5 || (uf - 0.5) / s >= x {
            d = (-uf) % 2.0;
        } else {
            d = 0.0;
        }
        r = f - d;
    } else {
        r = x;
    }
    us + r
}

fn round_call(mode: RoundMode, x: f64, s: f64) -> f64 {
    match mode {
        RoundMode::Up => round_half_up(x, s),
        RoundMode::Even => round_half_even(x, s),
        RoundMode::Down => round_half_down(x, s),
    }
}

/// frexp's exponent: `x = m * 2**e` with 0.5 <= |m| < 1.
fn frexp_exp(x: f64) -> i32 {
    if x == 0.0 || !x.is_finite() {
        return 0;
    }
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32;
    if e == 0 {
        // subnormal
        let m = bits & ((1u64 << 52) - 1);
        (64 - m.leading_zeros() as i32) - 1074
    } else {
        e - 1022
    }
}

fn float_round_overflow(ndigits: i64, binexp: i32) -> bool {
    let float_dig = 15 + 2;
    let b = binexp as i64;
    ndigits >= float_dig - if b > 0 { b / 4 } else { b / 3 - 1 }
}

fn float_round_underflow(ndigits: i64, binexp: i32) -> bool {
    let b = binexp as i64;
    ndigits < -(if b > 0 { b / 3 + 1 } else { b / 4 })
}

const POW10: [f64; 23] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

fn pow10(n: i64) -> f64 {
    if (0..23).contains(&n) {
        POW10[n as usize]
    } else {
        format!("1e{n}").parse().unwrap_or(f64::INFINITY)
    }
}

/// The exact rational value of a finite double as (numerator, power-of-two exponent).
fn exact_parts(x: f64) -> (BigInt, i64) {
    let bits = x.to_bits();
    let neg = bits >> 63 != 0;
    let e = ((bits >> 52) & 0x7ff) as i64;
    let m = bits & ((1u64 << 52) - 1);
    let (mant, exp) = if e == 0 { (m, -1074) } else { (m | (1 << 52), e - 1075) };
    let b = BigInt::from(mant);
    (if neg { -b } else { b }, exp)
}

/// Rounds `x` to `nd` decimals exactly (CRuby's `rb_flo_round_by_rational` for nd > 14).
fn round_by_rational(x: f64, nd: i64, mode: RoundMode) -> f64 {
    let (m, e) = exact_parts(x);
    let p10 = num_traits::pow(BigInt::from(10), nd as usize);
    // value * 10**nd = m * 2**e * 10**nd = num / den
    let (num, den) = if e >= 0 { ((m << e as usize) * &p10, BigInt::from(1)) } else { (m * &p10, BigInt::from(1) << (-e) as usize) };
    let (q, r) = num.div_mod_floor(&den);
    let twice: BigInt = &r * BigInt::from(2);
    let n = match twice.cmp(&den) {
        std::cmp::Ordering::Less => q,
        std::cmp::Ordering::Greater => q + 1,
        std::cmp::Ordering::Equal => {
            let up = match mode {
                RoundMode::Up => !num.is_negative(),
                RoundMode::Down => num.is_negative(),
                RoundMode::Even => q.is_odd(),
            };
            if up {
                q + 1
            } else {
                q
            }
        }
    };
    let s = format!("{n}e-{nd}");
    s.parse().unwrap_or(x)
}

/// Float#round.
pub fn flo_round(vm: &mut Vm, recv: Value, number: f64, ndigits: i64, mode: RoundMode) -> VmResult {
    if number == 0.0 {
        return Ok(if ndigits > 0 { vm.new_float(number) } else { Value::fixnum(0) });
    }
    if ndigits < 0 {
        let i = float_to_int(vm, number.trunc())?;
        return int::int_round_digits(vm, i, ndigits, mode);
    }
    if ndigits == 0 {
        let x = round_call(mode, number, 1.0);
        return float_to_int(vm, x);
    }
    if number.is_finite() {
        let binexp = frexp_exp(number);
        if float_round_overflow(ndigits, binexp) {
            return Ok(recv);
        }
        if float_round_underflow(ndigits, binexp) {
            return Ok(vm.new_float(0.0));
        }
        if ndigits > 14 {
            return Ok(vm.new_float(round_by_rational(number, ndigits, mode)));
        }
        let f = pow10(ndigits);
        let x = round_call(mode, number, f);
        return Ok(vm.new_float(x / f));
    }
    Ok(recv)
}

/// Float#floor with digits (CRuby's `rb_float_floor`).
pub fn flo_floor(vm: &mut Vm, recv: Value, number: f64, ndigits: i64) -> VmResult {
    if number == 0.0 {
        return Ok(if ndigits > 0 { vm.new_float(number) } else { Value::fixnum(0) });
    }
    if ndigits > 0 {
        let binexp = frexp_exp(number);
        if float_round_overflow(ndigits, binexp) {
            return Ok(recv);
        }
        if number > 0.0 && float_round_underflow(ndigits, binexp) {
            return Ok(vm.new_float(0.0));
        }
        let f = pow10(ndigits);
        let mul = (number * f).floor();
        let mut res = (mul + 1.0) / f;
        if res > number {
            res = mul / f;
        }
        return Ok(vm.new_float(res));
    }
    let i = float_to_int(vm, number.floor())?;
    if ndigits < 0 {
        return int::int_floor_digits(vm, i, ndigits);
    }
    Ok(i)
}

/// Float#ceil with digits (CRuby's `rb_float_ceil`).
pub fn flo_ceil(vm: &mut Vm, recv: Value, number: f64, ndigits: i64) -> VmResult {
    if number == 0.0 {
        return Ok(if ndigits > 0 { vm.new_float(number) } else { Value::fixnum(0) });
    }
    if ndigits > 0 {
        let binexp = frexp_exp(number);
        if float_round_overflow(ndigits, binexp) {
            return Ok(recv);
        }
        if number < 0.0 && float_round_underflow(ndigits, binexp) {
            return Ok(vm.new_float(0.0));
        }
        let f = pow10(ndigits);
        return Ok(vm.new_float((number * f).ceil() / f));
    }
    let i = float_to_int(vm, number.ceil())?;
    if ndigits < 0 {
        return int::int_ceil_digits(vm, i, ndigits);
    }
    Ok(i)
}

/// The optional digits argument of round/floor/ceil/truncate (NUM2INT).
pub fn digits_arg(vm: &mut Vm, args: &Args) -> VmResult<i64> {
    let pos = args.positional();
    if pos.len() > 1 {
        return Err(vm.arg_count_error(pos.len(), 0, 1));
    }
    match pos.first() {
        None => Ok(0),
        Some(&v) => {
            let n = vm.expect_int(v)?;
            if n > i32::MAX as i64 || n < i32::MIN as i64 {
                let msg = format!("integer {n} too {} to convert to 'int'", if n < 0 { "small" } else { "big" });
                return Err(vm.make_error(vm.core.range_error, &msg));
            }
            Ok(n)
        }
    }
}

fn f_round(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let f = fval(vm, recv);
    let d = digits_arg(vm, args)?;
    let mode = rounding_mode(vm, args)?;
    flo_round(vm, recv, f, d, mode)
}

fn f_floor(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let f = fval(vm, recv);
    let d = digits_arg(vm, args)?;
    flo_floor(vm, recv, f, d)
}

fn f_ceil(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let f = fval(vm, recv);
    let d = digits_arg(vm, args)?;
    flo_ceil(vm, recv, f, d)
}

fn f_truncate(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let f = fval(vm, recv);
    let d = digits_arg(vm, args)?;
    if f.is_sign_negative() {
        flo_ceil(vm, recv, f, d)
    } else {
        flo_floor(vm, recv, f, d)
    }
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

fn f_infinite(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = fval(vm, recv);
    Ok(if f.is_infinite() { Value::fixnum(if f > 0.0 { 1 } else { -1 }) } else { Value::NIL })
}

fn f_divmod(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = fval(vm, recv);
    let o = args.get(0);
    let Some(b) = num_to_f64(vm, o) else { return int::coerce_bin(vm, recv, o, "divmod") };
    let Some((d, m)) = flodivmod(a, b) else { return Err(zero_div(vm)) };
    let qi = float_to_int(vm, d)?;
    vm.temp_roots.push(qi);
    let mv = vm.new_float(m);
    vm.temp_roots.push(mv);
    let r = vm.new_array(vec![qi, mv]);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    Ok(r)
}

fn f_div(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    // Numeric#div: (self / other).floor, ZeroDivisionError for an exact 0.
    let a = fval(vm, recv);
    let o = args.get(0);
    let Some(b) = num_to_f64(vm, o) else {
        let q = int::coerce_bin(vm, recv, o, "/")?;
        return vm.call_method(q, intern("floor"), &[], None);
    };
    if b == 0.0 && !vm.is_float(o) {
        return Err(zero_div(vm));
    }
    if b == 0.0 {
        return Err(zero_div(vm));
    }
    float_to_int(vm, double_div(a, b).floor())
}

fn f_remainder(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    // Numeric#remainder: z = x % y; adjust when signs differ.
    let x = fval(vm, recv);
    let o = args.get(0);
    let Some(y) = num_to_f64(vm, o) else { return int::coerce_bin(vm, recv, o, "remainder") };
    let Some(z) = float_mod(x, y) else { return Err(zero_div(vm)) };
    if z != 0.0 && ((x < 0.0 && y > 0.0) || (x > 0.0 && y < 0.0)) {
        if y.is_infinite() {
            return Ok(recv);
        }
        return Ok(vm.new_float(z - y));
    }
    Ok(vm.new_float(z))
}

fn f_coerce(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    let bv = kernel_float(vm, o)?;
    vm.temp_roots.push(bv);
    let r = vm.new_array(vec![bv, recv]);
    vm.temp_roots.pop();
    Ok(r)
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

fn f_next_float(vm: &mut Vm, recv: Value, up: bool) -> VmResult {
    let x = fval(vm, recv);
    let r = next_after(x, up);
    Ok(vm.new_float(r))
}

fn next_after(x: f64, up: bool) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x == 0.0 {
        let tiny = f64::from_bits(1);
        return if up { tiny } else { -tiny };
    }
    if x.is_infinite() {
        if (x > 0.0) == up {
            return x;
        }
        return if x > 0.0 { f64::MAX } else { f64::MIN };
    }
    let bits = x.to_bits();
    let away = (x > 0.0) == up;
    f64::from_bits(if away { bits + 1 } else { bits - 1 })
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
    vm.define_builtin(f, "div", 1, f_div);
    vm.define_builtin(f, "remainder", 1, f_remainder);
    vm.define_builtin(f, "<", 1, |vm, r, a| cmp_op(vm, r, a, '<'));
    vm.define_builtin(f, "<=", 1, |vm, r, a| cmp_op(vm, r, a, 'l'));
    vm.define_builtin(f, ">", 1, |vm, r, a| cmp_op(vm, r, a, '>'));
    vm.define_builtin(f, ">=", 1, |vm, r, a| cmp_op(vm, r, a, 'g'));
    vm.define_builtin(f, "==", 1, f_eq);
    vm.define_builtin(f, "===", 1, f_eq);
    vm.define_builtin(f, "eql?", 1, f_eql);
    vm.define_builtin(f, "<=>", 1, f_cmp);
    vm.define_builtin(f, "to_s", 0, f_to_s);
    vm.define_builtin(f, "inspect", 0, f_to_s);
    vm.define_builtin(f, "round", -1, f_round);
    vm.define_builtin(f, "floor", -1, f_floor);
    vm.define_builtin(f, "ceil", -1, f_ceil);
    vm.define_builtin(f, "truncate", -1, f_truncate);
    vm.define_builtin(f, "to_i", 0, f_to_i);
    vm.define_builtin(f, "to_int", 0, f_to_i);
    vm.define_leaf_builtin(f, "to_f", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(f, "-@", 0, f_neg);
    vm.define_builtin(f, "+@", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(f, "abs", 0, f_abs);
    vm.define_builtin(f, "magnitude", 0, f_abs);
    vm.define_leaf_builtin(f, "nan?", 0, |vm, r, _a| Ok(Value::bool(fval(vm, r).is_nan())));
    vm.define_leaf_builtin(f, "finite?", 0, |vm, r, _a| Ok(Value::bool(fval(vm, r).is_finite())));
    vm.define_leaf_builtin(f, "zero?", 0, |vm, r, _a| Ok(Value::bool(fval(vm, r) == 0.0)));
    vm.define_builtin(f, "nonzero?", 0, |vm, r, _a| Ok(if fval(vm, r) == 0.0 { Value::NIL } else { r }));
    vm.define_leaf_builtin(f, "positive?", 0, |vm, r, _a| Ok(Value::bool(fval(vm, r) > 0.0)));
    vm.define_leaf_builtin(f, "negative?", 0, |vm, r, _a| Ok(Value::bool(fval(vm, r) < 0.0)));
    vm.define_leaf_builtin(f, "integer?", 0, |_vm, _r, _a| Ok(Value::FALSE));
    vm.define_builtin(f, "infinite?", 0, f_infinite);
    vm.define_builtin(f, "divmod", 1, f_divmod);
    vm.define_builtin(f, "coerce", 1, f_coerce);
    vm.define_builtin(f, "hash", 0, f_hash);
    vm.define_builtin(f, "next_float", 0, |vm, r, _a| f_next_float(vm, r, true));
    vm.define_builtin(f, "prev_float", 0, |vm, r, _a| f_next_float(vm, r, false));
    let consts: [(&str, f64); 5] = [("INFINITY", f64::INFINITY), ("NAN", f64::NAN), ("EPSILON", f64::EPSILON), ("MAX", f64::MAX), ("MIN", f64::MIN_POSITIVE)];
    for (name, x) in consts {
        let v = vm.new_float(x);
        vm.const_set(f, intern(name), v);
    }
    for (name, n) in [("DIG", 15), ("MANT_DIG", 53), ("MAX_10_EXP", 308), ("MIN_10_EXP", -307), ("MAX_EXP", 1024), ("MIN_EXP", -1021), ("RADIX", 2)] {
        vm.const_set(f, intern(name), Value::fixnum(n));
    }
    let _ = to_big;
    let _ = Zero::zero as fn() -> BigInt;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_take_the_even_digit() {
        // Exactly halfway between two 17-digit candidates (single-precision values widened).
        assert_eq!(float_to_s(-225.125152587890625), "-225.12515258789062");
        assert_eq!(float_to_s(-177.168121337890625), "-177.16812133789062");
        assert_eq!(float_to_s(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(float_to_s(1.0 / 3.0), "0.3333333333333333");
        assert_eq!(float_to_s(123456789012345680.0), "1.2345678901234568e+17");
        assert_eq!(float_to_s(5e-324), "5.0e-324");
        assert_eq!(float_to_s(f64::MAX), "1.7976931348623157e+308");
    }
}
