//! Conversions of a String's text: `inspect`/`dump` escaping, and parsing into numbers and
//! symbols (`to_i`, `to_f`, `hex`, `oct`, `to_sym`).
//!
//! Invariants:
//! - Nothing here mutates a string; results are new Strings, numbers or symbols.
//! - `inspect_bytes` is the one escaper shared with Symbol, Float, Integer and format (`%p`).

use super::{bytes, coderange, int_arg, is_space, set_coderange, utf8_width, Cr};
use crate::object as obj;
use crate::strbuf::StrBuf;
use crate::symbol::intern_bytes;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `String#inspect` of raw bytes (double-quoted, CRuby's escapes). `binary` prints non-ASCII
/// bytes as \xNN.
pub fn inspect_bytes(b: &[u8], binary: bool) -> String {
    let mut out = String::with_capacity(b.len() + 2);
    out.push('"');
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let w = if binary { 1 } else { utf8_width(b, i) };
        if c >= 0x80 {
            // A lead byte whose sequence is not valid UTF-8 (a surrogate, past U+10FFFF, an
            // overlong form) is escaped alone, as CRuby does; its continuation bytes follow.
            let valid = if w == 1 { None } else { std::str::from_utf8(&b[i..i + w]).ok() };
            let Some(s) = valid else {
                out.push_str(&format!("\\x{c:02X}"));
                i += 1;
                continue;
            };
            {
                let ch = s.chars().next().unwrap_or('?');
                if is_printable(ch) {
                    out.push_str(s);
                } else {
                    if (ch as u32) > 0xffff {
                        out.push_str(&format!("\\u{{{:X}}}", ch as u32));
                    } else {
                        out.push_str(&format!("\\u{:04X}", ch as u32));
                    }
                }
            }
            i += w;
            continue;
        }
        match c {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            b'\r' => out.push_str("\\r"),
            0x1b => out.push_str("\\e"),
            0x07 => out.push_str("\\a"),
            0x08 => out.push_str("\\b"),
            0x0b => out.push_str("\\v"),
            0x0c => out.push_str("\\f"),
            b'#' if matches!(b.get(i + 1), Some(b'{') | Some(b'$') | Some(b'@')) => out.push_str("\\#"),
            c if c < 0x20 || c == 0x7f => {
                if binary {
                    out.push_str(&format!("\\x{:02X}", c));
                } else {
                    out.push_str(&format!("\\u{:04X}", c));
                }
            }
            c => out.push(c as char),
        }
        i += 1;
    }
    out.push('"');
    out
}

pub(super) fn is_printable(c: char) -> bool {
    let u = c as u32;
    // Controls, line/paragraph separators and noncharacters (no Unicode tables here, so
    // unassigned code points print as themselves).
    !(u < 0x20 || (0x7f..0xa0).contains(&u) || u == 0x2028 || u == 0x2029 || (0xfdd0..=0xfdef).contains(&u) || u & 0xfffe == 0xfffe)
}

pub(super) fn s_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::basic(recv).flags & obj::FL_STR_ENC_MASK != 0 {
        return Ok(vm.new_string(super::inspect_other(recv).into_bytes()));
    }
    // US-ASCII strings show non-ASCII bytes and controls as \xNN, like binary ones.
    let s = inspect_bytes(bytes(recv), super::tag(recv) != 0);
    Ok(vm.new_string(s.into_bytes()))
}

pub(super) fn s_dump(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv);
    let mut out = String::from("\"");
    let ins = inspect_bytes(b, true);
    let enc = crate::core::encoding::string_encoding(recv);
    // Non-ASCII as \u escapes for valid UTF-8.
    if enc == crate::core::encoding::EncodingId::UTF_8 && coderange(recv) == Cr::Valid {
        let s = std::str::from_utf8(b).unwrap_or("");
        let inner = inspect_bytes(s.as_bytes(), false);
        for ch in inner[1..inner.len() - 1].chars() {
            if (ch as u32) < 0x80 {
                out.push(ch);
            } else if (ch as u32) > 0xffff {
                out.push_str(&format!("\\u{{{:X}}}", ch as u32));
            } else {
                out.push_str(&format!("\\u{:04X}", ch as u32));
            }
        }
        out.push('"');
    } else {
        out = ins;
    }
    // An encoding that is not ASCII-compatible cannot be read back from the escapes alone.
    if !enc.ascii_compatible() {
        out.push_str(&format!(".dup.force_encoding(\"{}\")", enc.name()));
    }
    Ok(vm.new_string(out.into_bytes()))
}

pub(super) fn s_to_sym(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    // A UTF-8 name with invalid bytes makes no symbol (CRuby's sym_check_asciionly; US-ASCII and
    // binary names may hold any byte).
    if super::tag(recv) == 0 && coderange(recv) == Cr::Broken {
        let shown = inspect_bytes(bytes(recv), true);
        let c = vm.core.encoding_error;
        return Err(vm.make_error(c, &format!("invalid symbol in encoding UTF-8 :{shown}")));
    }
    Ok(Value::symbol(intern_bytes(bytes(recv))))
}

pub(super) fn s_to_i(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let base = if args.is_empty() { 10 } else { int_arg(vm, args.get(0))? };
    if base < 0 || base == 1 || base > 36 {
        return Err(vm.arg_error(&format!("invalid radix {base}")));
    }
    let b = bytes(recv);
    if base == 10 {
        if let Some(n) = small_decimal(b) {
            return Ok(Value::fixnum(n));
        }
    }
    let s = String::from_utf8_lossy(b);
    let n = if base == 0 {
        let (sign, base, rest) = split_radix_prefix(&s, 10);
        crate::core::integer::parse_int_prefix(&format!("{sign}{rest}"), base)
    } else {
        crate::core::integer::parse_int_prefix(&s, base as u32)
    };
    Ok(vm.new_bignum(n))
}

/// `to_i` of the common case without allocating: an optional sign, then 1 to 18 decimal digits
/// ended by the end or by a byte that is neither a digit nor `_` (an underscore, leading
/// space, or longer number takes the general parse, which gives the same answer for these).
fn small_decimal(b: &[u8]) -> Option<i64> {
    let (neg, digits) = match b.first()? {
        b'-' => (true, &b[1..]),
        b'+' => (false, &b[1..]),
        _ => (false, b),
    };
    let mut n: i64 = 0;
    let mut count = 0;
    for &c in digits {
        if c.is_ascii_digit() {
            // Checked before the digit is added: 18 digits always fit an i64, 19 may not.
            count += 1;
            if count > 18 {
                return None;
            }
            n = n * 10 + (c - b'0') as i64;
        } else if c == b'_' {
            return None;
        } else {
            break;
        }
    }
    if count == 0 {
        return None;
    }
    Some(if neg { -n } else { n })
}

/// String#to_f: the longest leading decimal float (underscores between digits), else 0.0.
pub fn str_to_f(b: &[u8]) -> f64 {
    let mut i = 0;
    while i < b.len() && (is_space(b[i]) || b[i] == 0) {
        i += 1;
    }
    let mut t = String::new();
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        t.push(b[i] as char);
        i += 1;
    }
    let digits = |i: &mut usize, t: &mut String| -> usize {
        let mut n = 0;
        while *i < b.len() {
            if b[*i].is_ascii_digit() {
                t.push(b[*i] as char);
                n += 1;
                *i += 1;
            } else if b[*i] == b'_' && n > 0 && *i + 1 < b.len() && b[*i + 1].is_ascii_digit() {
                *i += 1;
            } else {
                break;
            }
        }
        n
    };
    let int_n = digits(&mut i, &mut t);
    let mut frac_n = 0;
    if i < b.len() && b[i] == b'.' && (int_n > 0 || (i + 1 < b.len() && b[i + 1].is_ascii_digit())) {
        let save = (i, t.len());
        i += 1;
        t.push('.');
        frac_n = digits(&mut i, &mut t);
        if frac_n == 0 {
            t.push('0');
        }
        let _ = save;
    }
    if int_n == 0 && frac_n == 0 {
        return 0.0;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        let mut j = i + 1;
        let mut e = String::from("e");
        if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
            e.push(b[j] as char);
            j += 1;
        }
        if j < b.len() && b[j].is_ascii_digit() {
            let mut k = j;
            let n = digits(&mut k, &mut e);
            if n > 0 {
                t.push_str(&e);
            }
        }
    }
    t.parse::<f64>().unwrap_or(0.0)
}

pub(super) fn s_to_f(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = str_to_f(bytes(recv));
    Ok(vm.new_float(f))
}

/// Splits "-0x1f" into ("-", 16, "1f"): sign, the base a 0x/0b/0o/0d prefix names (a bare
/// leading 0 means octal), and the digits. `default` is the base without any prefix.
pub(super) fn split_radix_prefix(s: &str, default: u32) -> (&'static str, u32, &str) {
    let t = s.trim_start();
    let (sign, t2) = match t.as_bytes().first() {
        Some(b'-') => ("-", &t[1..]),
        Some(b'+') => ("", &t[1..]),
        _ => ("", t),
    };
    let l = t2.to_ascii_lowercase();
    let (base, rest) = if l.starts_with("0x") {
        (16, &t2[2..])
    } else if l.starts_with("0b") {
        (2, &t2[2..])
    } else if l.starts_with("0o") {
        (8, &t2[2..])
    } else if l.starts_with("0d") {
        (10, &t2[2..])
    } else if l.starts_with('0') {
        (8, t2)
    } else {
        (default, t2)
    };
    (sign, base, rest)
}

pub(super) fn s_hex(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = String::from_utf8_lossy(bytes(recv)).into_owned();
    Ok(vm.new_bignum(crate::core::integer::parse_int_prefix(&s, 16)))
}

pub(super) fn s_oct(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = String::from_utf8_lossy(bytes(recv)).into_owned();
    let (sign, base, rest) = split_radix_prefix(&s, 8);
    Ok(vm.new_bignum(crate::core::integer::parse_int_prefix(&format!("{sign}{rest}"), base)))
}

/// Writes the decimal text of `n` (with a leading `-`) at the end of `buf`, two digits per
/// step, and returns where it starts: `Integer#to_s` and interpolation of Integers without the
/// formatting machinery. 20 bytes hold any i64.
fn write_decimal(n: i64, buf: &mut [u8; 20]) -> usize {
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869\
707172737475767778798081828384858687888990919293949596979899";
    let mut i = buf.len();
    let mut m = n.unsigned_abs();
    while m >= 100 {
        let p = (m % 100) as usize * 2;
        m /= 100;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[p..p + 2]);
    }
    if m >= 10 {
        let p = m as usize * 2;
        i -= 2;
        buf[i..i + 2].copy_from_slice(&PAIRS[p..p + 2]);
    } else {
        i -= 1;
        buf[i] = b'0' + m as u8;
    }
    if n < 0 {
        i -= 1;
        buf[i] = b'-';
    }
    i
}

/// The decimal text of `n`.
pub fn fixnum_digits(n: i64) -> Vec<u8> {
    let mut buf = [0u8; 20];
    let i = write_decimal(n, &mut buf);
    buf[i..].to_vec()
}

/// A new String of `n`'s decimal digits (inline in its slot, and known to be ASCII-only).
pub fn new_fixnum_string(vm: &mut Vm, n: i64) -> Value {
    let mut buf = [0u8; 20];
    let i = write_decimal(n, &mut buf);
    let s = vm.new_string_buf(StrBuf::from_slice(&buf[i..]));
    set_coderange(s, Cr::SevenBit);
    s
}
