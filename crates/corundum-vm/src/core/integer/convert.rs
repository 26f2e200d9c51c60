//! Integer to and from text: `to_s(base)`, `chr`, `Kernel#Integer` and the strict and lenient
//! parsers String#to_i and Integer() share.
//!
//! Invariant: the strict parser accepts exactly CRuby's syntax (one underscore between digits,
//! radix prefixes, surrounding white space); the lenient one stops at the first bad byte.

use num_bigint::BigInt;

use super::{is_integer, to_big};
use crate::core::float::{self as flo};
use crate::object::{self as obj, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Integer#to_s in `base`.
pub fn int_to_s(v: Value, base: u32) -> String {
    if v.is_fixnum() && base == 10 {
        return v.as_fixnum().to_string();
    }
    to_big(v).map_or_else(String::new, |b| b.to_str_radix(base))
}

pub(super) fn i_to_s(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    let base = if args.is_empty() { 10 } else { vm.expect_int(args.get(0))? };
    if !(2..=36).contains(&base) {
        return Err(vm.arg_error(&format!("invalid radix {base}")));
    }
    if recv.is_fixnum() && base == 10 {
        return Ok(crate::core::string::new_fixnum_string(vm, recv.as_fixnum()));
    }
    let s = int_to_s(recv, base as u32);
    Ok(vm.new_string(s.into_bytes()))
}

pub(super) fn i_chr(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    let code = if recv.is_fixnum() {
        let n = recv.as_fixnum();
        if !(0..=u32::MAX as i64).contains(&n) {
            return Err(vm.make_error(vm.core.range_error, &format!("{n} out of char range")));
        }
        n as u32
    } else {
        return Err(vm.make_error(vm.core.range_error, "bignum out of char range"));
    };
    if args.is_empty() {
        if code > 0xff {
            return Err(vm.make_error(vm.core.range_error, &format!("{code} out of char range")));
        }
        return Ok(if code < 0x80 { vm.new_string(vec![code as u8]) } else { vm.new_binary_string(vec![code as u8]) });
    }
    let enc = args.get(0);
    let name = if obj::is_type(enc, ObjType::String) { crate::core::str_of(enc) } else { vm.to_s_str(enc)? };
    let upper = name.to_ascii_uppercase();
    if upper.contains("UTF-8") || upper.contains("UTF8") {
        return match char::from_u32(code) {
            Some(c) => {
                let mut buf = [0u8; 4];
                Ok(vm.new_string(c.encode_utf8(&mut buf).as_bytes().to_vec()))
            }
            None if code > 0x10ffff => Err(vm.make_error(vm.core.range_error, &format!("{code} out of char range"))),
            None => Err(vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{code:X} in UTF-8"))),
        };
    }
    if upper.contains("ASCII") && !upper.contains("8BIT") && !upper.contains("BINARY") {
        if code > 0xff {
            return Err(vm.make_error(vm.core.range_error, &format!("{code} out of char range")));
        }
        if code >= 0x80 {
            return Err(vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{code:X} in US-ASCII")));
        }
        return Ok(vm.new_string(vec![code as u8]));
    }
    if code > 0xff {
        return Err(vm.make_error(vm.core.range_error, &format!("{code} out of char range")));
    }
    Ok(vm.new_binary_string(vec![code as u8]))
}

/// Kernel#Integer.
pub fn kernel_integer(vm: &mut Vm, v: Value, base: Option<Value>) -> VmResult {
    let base = base.filter(|b| !b.is_nil());
    if let Some(b) = base {
        if !obj::is_type(v, ObjType::String) {
            if v.is_nil() {
                return Err(vm.type_error("can't convert nil into Integer"));
            }
            let _ = b;
            return Err(vm.arg_error("base specified for non string value"));
        }
    }
    if is_integer(v) {
        return Ok(v);
    }
    if let Some(f) = vm.float_value(v) {
        return flo::float_to_int(vm, f.trunc());
    }
    if obj::is_type(v, ObjType::String) {
        let b = match base {
            Some(b) => vm.expect_int(b)?,
            None => 0,
        };
        if b == 1 || b > 36 || b < -36 {
            return Err(vm.arg_error(&format!("invalid radix {b}")));
        }
        let bytes = obj::as_string(v).bytes.clone();
        return match parse_int_strict_bytes(&bytes, b) {
            Some(n) => Ok(vm.new_bignum(n)),
            None => {
                let i = crate::core::string::inspect_bytes(&bytes, false);
                Err(vm.arg_error(&format!("invalid value for Integer(): {i}")))
            }
        };
    }
    if v.is_nil() {
        return Err(vm.type_error("can't convert nil into Integer"));
    }
    if !v.is_special() && vm.respond_to(v, sym::TO_INT, true) {
        let r = vm.call_method(v, sym::TO_INT, &[], None)?;
        if is_integer(r) {
            return Ok(r);
        }
    }
    if !v.is_special() && vm.respond_to(v, sym::TO_I, true) {
        let r = vm.call_method(v, sym::TO_I, &[], None)?;
        if is_integer(r) {
            return Ok(r);
        }
        let n = vm.conversion_name(v);
        let rn = vm.conversion_name(r);
        return Err(vm.type_error(&format!("can't convert {n} to Integer ({n}#to_i gives {rn})")));
    }
    let n = vm.conversion_name(v);
    Err(vm.type_error(&format!("can't convert {n} into Integer")))
}

/// Strict integer syntax (Kernel#Integer).
pub fn parse_int_strict(s: &str, base: u32) -> Option<BigInt> {
    parse_int_strict_bytes(s.as_bytes(), base as i64)
}

pub(super) fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// CRuby's `rb_int_parse_cstr` with badcheck: surrounding whitespace, a sign, a radix prefix
/// (0x/0b/0o/0d, or a leading 0 for octal when the base is automatic), digits with single
/// underscores between them.
pub(super) fn parse_int_strict_bytes(s: &[u8], base: i64) -> Option<BigInt> {
    let mut i = 0;
    while i < s.len() && is_space(s[i]) {
        i += 1;
    }
    let mut neg = false;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        neg = s[i] == b'-';
        i += 1;
    }
    let rest = &s[i..];
    let lower1 = rest.get(1).map(|c| c.to_ascii_lowercase());
    let mut radix = base;
    let mut start = i;
    if base <= 0 {
        if rest.first() == Some(&b'0') && rest.len() > 1 {
            match lower1 {
                Some(b'x') => {
                    radix = 16;
                    start += 2;
                }
                Some(b'b') => {
                    radix = 2;
                    start += 2;
                }
                Some(b'o') => {
                    radix = 8;
                    start += 2;
                }
                Some(b'd') => {
                    radix = 10;
                    start += 2;
                }
                _ => radix = 8,
            }
        } else if base < -1 {
            radix = -base;
        } else {
            radix = 10;
        }
    } else if rest.first() == Some(&b'0') {
        let p = match base {
            2 => Some(b'b'),
            8 => Some(b'o'),
            10 => Some(b'd'),
            16 => Some(b'x'),
            _ => None,
        };
        if p.is_some() && lower1 == p {
            start += 2;
        }
    }
    let radix = radix as u32;
    let digits = &s[start..];
    // digits, single underscores between digits, then optional trailing whitespace
    let mut clean = Vec::with_capacity(digits.len());
    let mut j = 0;
    let mut prev_digit = false;
    // a leading "0_" (octal squeeze) allows an underscore right after the prefix zero
    while j < digits.len() {
        let c = digits[j];
        if c == b'_' {
            if !prev_digit || j + 1 >= digits.len() || !(digits[j + 1] as char).is_digit(radix) {
                return None;
            }
            prev_digit = false;
            j += 1;
            continue;
        }
        if (c as char).is_digit(radix) {
            clean.push(c);
            prev_digit = true;
            j += 1;
            continue;
        }
        break;
    }
    if clean.is_empty() {
        return None;
    }
    while j < digits.len() && is_space(digits[j]) {
        j += 1;
    }
    if j != digits.len() {
        return None;
    }
    let n = BigInt::parse_bytes(&clean, radix)?;
    Some(if neg { -n } else { n })
}

/// String#to_i: leading integer, garbage ignored, 0 when none.
pub fn parse_int_prefix(s: &str, base: u32) -> BigInt {
    let t = s.trim_start();
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = t.to_ascii_lowercase();
    let t = if base == 16 && lower.starts_with("0x") || base == 2 && lower.starts_with("0b") || base == 8 && lower.starts_with("0o") { &t[2..] } else { t };
    let mut digits = String::new();
    let mut prev_us = false;
    for c in t.chars() {
        if c == '_' {
            if prev_us || digits.is_empty() {
                break;
            }
            prev_us = true;
            continue;
        }
        if c.to_digit(base).is_some() {
            digits.push(c);
            prev_us = false;
        } else {
            break;
        }
    }
    let n = BigInt::parse_bytes(digits.as_bytes(), base).unwrap_or_default();
    if neg {
        -n
    } else {
        n
    }
}
