//! Making Complexes: `Kernel#Complex(a, b, exception:)` (CRuby's `nucomp_convert`),
//! `Complex.rectangular`/`rect`/`polar` (parts must be real: TypeError "not a real"),
//! `Complex::I`, and the string syntax of `Complex()` (strict) and `String#to_c` (longest
//! prefix): "1+2i", "3i", "-i", "1@2" (polar), "1/2+3/4i", "1.5e3-2j". A number with "/" is a
//! Rational, one with "." or an exponent a Float, any other an Integer.

use super::{exact_zero, f_add, f_mul, is_complex, is_numeric, is_real, new_raw, parts, polar};
use crate::core::rational::construct::exception_opt;
use crate::core::rational::{self as rat};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

fn is_imag_unit(b: Option<&u8>) -> bool {
    matches!(b, Some(b'i' | b'I' | b'j' | b'J'))
}

/// Digits with single underscores between them (into `out`); false when there is none.
fn read_digits(s: &[u8], i: &mut usize, out: &mut String) -> bool {
    let start = out.len();
    while *i < s.len() {
        let c = s[*i];
        if c.is_ascii_digit() {
            out.push(c as char);
            *i += 1;
        } else if c == b'_' && out.len() > start && s.get(*i + 1).is_some_and(|d| d.is_ascii_digit()) {
            *i += 1;
        } else {
            break;
        }
    }
    out.len() > start
}

/// An unsigned number: digits, an optional fraction, an optional exponent, an optional
/// "/denominator". Appends its text (no underscores) to `out`; false when there is none.
fn read_rat_nos(s: &[u8], i: &mut usize, out: &mut String) -> bool {
    let start = out.len();
    let int = read_digits(s, i, out);
    if s.get(*i) == Some(&b'.') && s.get(*i + 1).is_some_and(|d| d.is_ascii_digit()) {
        out.push('.');
        *i += 1;
        read_digits(s, i, out);
    } else if !int {
        out.truncate(start);
        return false;
    }
    if matches!(s.get(*i), Some(b'e' | b'E')) {
        let mut j = *i + 1;
        let mut e = String::from("e");
        if matches!(s.get(j), Some(b'+' | b'-')) {
            e.push(s[j] as char);
            j += 1;
        }
        if read_digits(s, &mut j, &mut e) {
            out.push_str(&e);
            *i = j;
        }
    }
    if s.get(*i) == Some(&b'/') {
        let mut j = *i + 1;
        let mut d = String::from("/");
        if read_digits(s, &mut j, &mut d) {
            out.push_str(&d);
            *i = j;
        }
    }
    true
}

/// The value of a number's text (with its sign): Rational, Float or Integer.
fn str2num(vm: &mut Vm, text: &str) -> VmResult {
    if text.contains('/') {
        return rat::str_to_r_lenient(vm, text.as_bytes());
    }
    if text.contains(['.', 'e', 'E']) {
        return Ok(vm.new_float(text.parse::<f64>().unwrap_or(0.0)));
    }
    let b: num_bigint::BigInt = text.parse().unwrap_or_default();
    Ok(vm.new_bignum(b))
}

fn read_sign(s: &[u8], i: &mut usize, out: &mut String) -> Option<u8> {
    match s.get(*i) {
        Some(&c @ (b'+' | b'-')) => {
            out.push(c as char);
            *i += 1;
            Some(c)
        }
        _ => None,
    }
}

/// CRuby's `read_comp`: the value read and whether the text was complete (strict mode needs
/// it); `i` ends after what was used.
fn read_comp(vm: &mut Vm, s: &[u8], i: &mut usize) -> VmResult<(Value, bool)> {
    let mut t = String::new();
    let sign = read_sign(s, i, &mut t);
    if is_imag_unit(s.get(*i)) {
        *i += 1;
        let one = Value::fixnum(if sign == Some(b'-') { -1 } else { 1 });
        return Ok((new_raw(vm, Value::fixnum(0), one), true));
    }
    if !read_rat_nos(s, i, &mut t) {
        return Ok((new_raw(vm, Value::fixnum(0), Value::fixnum(0)), false));
    }
    let num = str2num(vm, &t)?;
    if is_imag_unit(s.get(*i)) {
        *i += 1;
        return Ok((new_raw(vm, Value::fixnum(0), num), true));
    }
    if s.get(*i) == Some(&b'@') {
        *i += 1;
        let mut t2 = String::new();
        read_sign(s, i, &mut t2);
        let ok = read_rat_nos(s, i, &mut t2);
        if !ok {
            return Ok((new_raw(vm, num, Value::fixnum(0)), false));
        }
        let num2 = str2num(vm, &t2)?;
        return Ok((polar(vm, num, num2)?, true));
    }
    if matches!(s.get(*i), Some(b'+' | b'-')) {
        let save = *i;
        let mut t2 = String::new();
        let sign2 = read_sign(s, i, &mut t2);
        let num2 = if is_imag_unit(s.get(*i)) {
            Value::fixnum(if sign2 == Some(b'-') { -1 } else { 1 })
        } else {
            if !read_rat_nos(s, i, &mut t2) {
                *i = save;
                return Ok((new_raw(vm, num, Value::fixnum(0)), false));
            }
            str2num(vm, &t2)?
        };
        if !is_imag_unit(s.get(*i)) {
            *i = save;
            return Ok((new_raw(vm, num, Value::fixnum(0)), false));
        }
        *i += 1;
        return Ok((new_raw(vm, num, num2), true));
    }
    Ok((new_raw(vm, num, Value::fixnum(0)), true))
}

/// Encoding::CompatibilityError for a String in an ASCII-incompatible encoding (UTF-16/32):
/// its bytes are not the syntax's characters.
fn check_ascii_compatible(vm: &mut Vm, s: Value) -> VmResult<()> {
    let e = crate::core::encoding::string_encoding(s);
    if !e.ascii_compatible() {
        let msg = format!("ASCII incompatible encoding: {}", e.name());
        return Err(crate::core::encoding::errors::raise_named(vm, "CompatibilityError", &msg));
    }
    Ok(())
}

/// `String#to_c`: the longest valid prefix, `(0+0i)` when there is none.
fn str_to_c_lenient(vm: &mut Vm, s: &[u8]) -> VmResult {
    let mut i = 0;
    while i < s.len() && is_space(s[i]) {
        i += 1;
    }
    Ok(read_comp(vm, s, &mut i)?.0)
}

/// `Complex("...")`: None unless the whole text (whitespace around allowed) is a complex.
fn str_to_c_strict(vm: &mut Vm, s: &[u8]) -> VmResult<Option<Value>> {
    if s.contains(&0) {
        return Ok(None);
    }
    let mut i = 0;
    while i < s.len() && is_space(s[i]) {
        i += 1;
    }
    let (v, complete) = read_comp(vm, s, &mut i)?;
    while i < s.len() && is_space(s[i]) {
        i += 1;
    }
    Ok(if complete && i == s.len() { Some(v) } else { None })
}

/// TypeError "not a real" unless `v` is a real number (CRuby's `nucomp_real_check`); a
/// Complex with a zero imaginary part stands for its real part.
fn real_check(vm: &mut Vm, v: Value) -> VmResult {
    if is_complex(v) {
        let (re, im) = parts(v);
        if super::is_zero(vm, im)? {
            return Ok(re);
        }
    }
    if !is_numeric(vm, v) || !is_real(vm, v)? {
        return Err(vm.type_error("not a real"));
    }
    Ok(v)
}

fn to_complex(vm: &mut Vm, v: Value) -> VmResult {
    if is_complex(v) {
        return Ok(v);
    }
    let to_c = intern("to_c");
    if v.is_special() && !v.is_fixnum() && !v.is_flonum() || !vm.respond_to(v, to_c, true) {
        let n = vm.conversion_name(v);
        return Err(vm.type_error(&format!("can't convert {n} into Complex")));
    }
    let r = vm.call_method(v, to_c, &[], None)?;
    if is_complex(r) {
        return Ok(r);
    }
    let n = vm.conversion_name(v);
    let rn = vm.conversion_name(r);
    Err(vm.type_error(&format!("can't convert {n} to Complex ({n}#to_c gives {rn})")))
}

/// CRuby's `nucomp_convert`.
fn complex_convert(vm: &mut Vm, a1: Value, a2: Option<Value>, raise: bool) -> VmResult {
    if a1.is_nil() || a2 == Some(Value::NIL) {
        if !raise {
            return Ok(Value::NIL);
        }
        return Err(vm.type_error("can't convert nil into Complex"));
    }
    let conv = |vm: &mut Vm, v: Value| -> VmResult<Option<Value>> {
        let mut v = v;
        if obj::is_type(v, ObjType::String) {
            check_ascii_compatible(vm, v)?;
            let bytes = obj::as_string(v).bytes.to_vec();
            if bytes.contains(&0) {
                if !raise {
                    return Ok(None);
                }
                return Err(vm.arg_error("string contains null byte"));
            }
            match str_to_c_strict(vm, &bytes)? {
                Some(c) => v = c,
                None if raise => {
                    let i = crate::core::string::inspect_bytes(&bytes, false);
                    return Err(vm.arg_error(&format!("invalid value for convert(): {i}")));
                }
                None => return Ok(None),
            }
        }
        if is_complex(v) {
            let (re, im) = parts(v);
            if exact_zero(im) {
                v = re;
            }
        }
        Ok(Some(v))
    };
    let Some(a1) = conv(vm, a1)? else { return Ok(Value::NIL) };
    vm.temp_roots.push(a1);
    let a2 = match a2 {
        Some(v) => conv(vm, v),
        None => Ok(Some(Value::UNDEF)),
    };
    vm.temp_roots.pop();
    let Some(a2) = a2? else { return Ok(Value::NIL) };
    let a2 = if a2 == Value::UNDEF { None } else { Some(a2) };
    if is_complex(a1) && (a2.is_none() || a2.is_some_and(exact_zero)) {
        return Ok(a1);
    }
    match a2 {
        None => {
            let numeric = is_numeric(vm, a1);
            if numeric && !is_real(vm, a1)? {
                return Ok(a1);
            }
            if !numeric {
                return match to_complex(vm, a1) {
                    Err(_) if !raise => Ok(Value::NIL),
                    r => r,
                };
            }
            let a1 = real_check(vm, a1)?;
            Ok(new_raw(vm, a1, Value::fixnum(0)))
        }
        Some(a2) => {
            if !raise && !is_numeric(vm, a2) {
                return Ok(Value::NIL);
            }
            if is_numeric(vm, a1) && is_numeric(vm, a2) && (!is_real(vm, a1)? || !is_real(vm, a2)?) {
                let i = new_raw(vm, Value::fixnum(0), Value::fixnum(1));
                let m = f_mul(vm, a2, i)?;
                return f_add(vm, a1, m);
            }
            let a1 = real_check(vm, a1)?;
            let a2 = real_check(vm, a2)?;
            Ok(new_raw(vm, a1, a2))
        }
    }
}

/// `Kernel#Complex(a, b = nil, exception: true)`.
pub fn k_complex(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.is_empty() || pos.len() > 2 {
        return Err(vm.arg_count_error(pos.len(), 1, 2));
    }
    let (a1, a2) = (pos[0], pos.get(1).copied());
    let raise = exception_opt(vm, args)?;
    complex_convert(vm, a1, a2, raise)
}

fn s_rect(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if args.is_empty() || args.len() > 2 {
        return Err(vm.arg_count_error(args.len(), 1, 2));
    }
    let re = real_check(vm, args.get(0))?;
    let im = if args.len() == 2 { real_check(vm, args.get(1))? } else { Value::fixnum(0) };
    Ok(new_raw(vm, re, im))
}

fn s_polar(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if args.is_empty() || args.len() > 2 {
        return Err(vm.arg_count_error(args.len(), 1, 2));
    }
    let abs = real_check(vm, args.get(0))?;
    let arg = if args.len() == 1 { Value::fixnum(0) } else { real_check(vm, args.get(1))? };
    polar(vm, abs, arg)
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.kernel;
    vm.define_private_builtin(k, "Complex", -1, k_complex);
    let ks = vm.singleton_class(k).expect("Kernel singleton");
    vm.define_builtin(ks, "Complex", -1, k_complex);

    let c = vm.core.complex;
    let cs = vm.singleton_class(c).expect("Complex singleton");
    vm.define_builtin(cs, "rectangular", -1, s_rect);
    let _ = vm.alias_method(cs, intern("rect"), intern("rectangular"));
    vm.define_builtin(cs, "polar", -1, s_polar);
    let i = new_raw(vm, Value::fixnum(0), Value::fixnum(1));
    vm.const_set(c, intern("I"), i);

    let s = vm.core.string;
    vm.define_builtin(s, "to_c", 0, |vm, r, _a| {
        check_ascii_compatible(vm, r)?;
        let bytes = obj::as_string(r).bytes.to_vec();
        str_to_c_lenient(vm, &bytes)
    });
}
