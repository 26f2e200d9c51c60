//! String: mutable byte strings tagged UTF-8 (default), US-ASCII or binary (ASCII-8BIT).
//!
//! Character positions are UTF-8 scalar values for UTF-8 strings (an invalid byte counts as one
//! character, like CRuby's broken-string handling) and bytes for binary strings. ASCII-only
//! contents take byte-indexed fast paths everywhere.
//!
//! Invariants:
//! - Every mutator calls `modify` first (FrozenError "can't modify frozen String: \"abc\"").
//! - Results built from a receiver keep its encoding (`new_like`).
//! - Arrays of new strings are allocated first and kept in `vm.temp_roots` while filled.

use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, intern_bytes};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// String: US-ASCII encoding (a per-type misc bit; binary is `FL_STR_BINARY`).
pub const FL_STR_ASCII: u64 = obj::FL_STR_ASCII_BIT;

// ---------------------------------------------------------------- character helpers

/// Byte length of the character starting at `b[i]` (1 for an invalid byte).
#[inline]
pub fn utf8_width(b: &[u8], i: usize) -> usize {
    let c = b[i];
    if c < 0x80 {
        return 1;
    }
    let n = match c {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return 1,
    };
    if i + n > b.len() {
        return 1;
    }
    for k in 1..n {
        if b[i + k] & 0xC0 != 0x80 {
            return 1;
        }
    }
    n
}

#[inline]
fn is_bin(v: Value) -> bool {
    obj::has_flag(v, obj::FL_STR_BINARY)
}

/// Byte width of the character at `i` under the string's encoding.
#[inline]
fn cw(b: &[u8], bin: bool, i: usize) -> usize {
    if bin {
        1
    } else {
        utf8_width(b, i)
    }
}

fn count_chars(b: &[u8], bin: bool) -> usize {
    if bin || b.is_ascii() {
        return b.len();
    }
    let mut i = 0;
    let mut n = 0;
    while i < b.len() {
        i += utf8_width(b, i);
        n += 1;
    }
    n
}

/// Number of characters (UTF-8 scalar values; bytes for binary strings).
pub fn char_len(v: Value) -> usize {
    count_chars(&obj::as_string(v).bytes, is_bin(v))
}

/// Byte offset of character `ci` (may be the character count, giving the length); None past it.
fn byte_offset(b: &[u8], bin: bool, ci: usize) -> Option<usize> {
    if bin || b.is_ascii() {
        return if ci <= b.len() { Some(ci) } else { None };
    }
    let mut i = 0;
    let mut n = 0;
    while n < ci {
        if i >= b.len() {
            return None;
        }
        i += utf8_width(b, i);
        n += 1;
    }
    Some(i)
}

/// Character index of byte offset `bi` (a character boundary).
fn char_index(b: &[u8], bin: bool, bi: usize) -> usize {
    if bin || b.is_ascii() {
        return bi;
    }
    count_chars(&b[..bi], false)
}

/// The characters of `b` as byte slices.
fn char_slices(b: &[u8], bin: bool) -> Vec<&[u8]> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let w = cw(b, bin, i);
        out.push(&b[i..i + w]);
        i += w;
    }
    out
}

/// Decoded code point of a character slice (the byte for invalid/binary).
fn codepoint(c: &[u8]) -> u32 {
    if c.len() == 1 {
        return c[0] as u32;
    }
    std::str::from_utf8(c).ok().and_then(|s| s.chars().next()).map(|c| c as u32).unwrap_or(c[0] as u32)
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    if needle.is_empty() {
        return Some(from);
    }
    if needle.len() == 1 {
        return hay[from..].iter().position(|&c| c == needle[0]).map(|p| p + from);
    }
    hay[from..].windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

fn rfind(hay: &[u8], needle: &[u8], upto: usize) -> Option<usize> {
    // Last match starting at or before `upto`.
    if needle.len() > hay.len() {
        return None;
    }
    let mut s = upto.min(hay.len() - needle.len());
    loop {
        if &hay[s..s + needle.len()] == needle {
            return Some(s);
        }
        if s == 0 {
            return None;
        }
        s -= 1;
    }
}

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
            if w == 1 {
                out.push_str(&format!("\\x{c:02X}"));
            } else {
                let s = std::str::from_utf8(&b[i..i + w]).unwrap_or("?");
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

fn is_printable(c: char) -> bool {
    let u = c as u32;
    // Controls, line/paragraph separators and noncharacters (no Unicode tables here, so
    // unassigned code points print as themselves).
    !(u < 0x20 || (0x7f..0xa0).contains(&u) || u == 0x2028 || u == 0x2029 || (0xfdd0..=0xfdef).contains(&u) || u & 0xfffe == 0xfffe)
}

#[inline]
fn bytes(v: Value) -> &'static mut Vec<u8> {
    &mut obj::as_string_mut(v).bytes
}

/// A new String with `b` and the encoding of `like`.
fn new_like(vm: &mut Vm, like: Value, b: Vec<u8>) -> Value {
    let s = vm.new_string(b);
    let f = obj::basic(like).flags & (obj::FL_STR_BINARY | FL_STR_ASCII);
    if f != 0 {
        obj::basic(s).flags |= f;
    }
    s
}

fn modify(vm: &mut Vm, v: Value) -> VmResult<()> {
    if obj::has_flag(v, obj::FL_FROZEN) {
        return Err(vm.frozen_error(v));
    }
    Ok(())
}

/// A String argument (or its `to_str`).
fn str_arg(vm: &mut Vm, v: Value) -> VmResult<Value> {
    if obj::is_type(v, ObjType::String) {
        return Ok(v);
    }
    vm.expect_string(v)
}

fn new_list(vm: &mut Vm) -> Value {
    let a = vm.new_array(Vec::new());
    vm.temp_roots.push(a);
    a
}
fn list_push(a: Value, v: Value) {
    obj::as_array_mut(a).items.push(v);
}
fn end_list(vm: &mut Vm, a: Value) -> Value {
    vm.temp_roots.pop();
    a
}

fn int_arg(vm: &mut Vm, v: Value) -> VmResult<i64> {
    if v.is_fixnum() {
        return Ok(v.as_fixnum());
    }
    if v.is_nil() {
        return Err(vm.type_error("no implicit conversion from nil to integer"));
    }
    vm.expect_int(v)
}

// ---------------------------------------------------------------- basics

fn s_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = inspect_bytes(bytes(recv), is_bin(recv));
    Ok(vm.new_string(s.into_bytes()))
}

fn s_dump(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv);
    let mut out = String::from("\"");
    let ins = inspect_bytes(b, true);
    // Non-ASCII as \u escapes for valid UTF-8.
    if !is_bin(recv) && std::str::from_utf8(b).is_ok() && !b.is_ascii() {
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
    Ok(vm.new_string(out.into_bytes()))
}

fn s_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::basic(recv).klass == vm.core.string {
        return Ok(recv);
    }
    let b = bytes(recv).clone();
    Ok(new_like(vm, recv, b))
}

fn s_plus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    let o = if obj::is_type(o, ObjType::String) { o } else { vm.expect_string(o)? };
    let (a, b) = (bytes(recv), bytes(o));
    let mut r = Vec::with_capacity(a.len() + b.len());
    r.extend_from_slice(a);
    r.extend_from_slice(b);
    Ok(new_like(vm, recv, r))
}

fn s_mul(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = int_arg(vm, args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("negative argument"));
    }
    if (n as u128) * (bytes(recv).len() as u128) > (1u128 << 40) {
        return Err(vm.arg_error("argument too big"));
    }
    let b = bytes(recv).repeat(n as usize);
    Ok(new_like(vm, recv, b))
}

/// Appends the bytes of `o` (a String, or an Integer codepoint) to `recv`.
fn append(vm: &mut Vm, recv: Value, o: Value) -> VmResult<()> {
    if o.is_fixnum() || obj::is_type(o, ObjType::Bignum) {
        let n = if o.is_fixnum() { o.as_fixnum() } else { -1 };
        if is_bin(recv) || obj::has_flag(recv, FL_STR_ASCII) {
            if !(0..256).contains(&n) {
                return Err(vm.make_error(vm.core.range_error, &format!("{} out of char range", crate::core::integer::int_to_s(o, 10))));
            }
            if n >= 128 && obj::has_flag(recv, FL_STR_ASCII) {
                obj::set_flag(recv, FL_STR_ASCII, false);
                obj::set_flag(recv, obj::FL_STR_BINARY, true);
            }
            bytes(recv).push(n as u8);
            return Ok(());
        }
        match u32::try_from(n).ok().and_then(char::from_u32) {
            Some(c) => {
                let mut buf = [0u8; 4];
                bytes(recv).extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                Ok(())
            }
            None => {
                if n < 0 || n > 0x10ffff {
                    Err(vm.make_error(vm.core.range_error, &format!("{} out of char range", crate::core::integer::int_to_s(o, 10))))
                } else {
                    Err(vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{:X} in UTF-8", n)))
                }
            }
        }
    } else {
        let o = str_arg(vm, o)?;
        if o == recv {
            let c = bytes(o).clone();
            bytes(recv).extend_from_slice(&c);
        } else {
            let add: &[u8] = bytes(o);
            bytes(recv).extend_from_slice(add);
            if is_bin(o) && !add.is_ascii() && !is_bin(recv) && bytes(recv).len() == add.len() {
                obj::set_flag(recv, obj::FL_STR_BINARY, true);
            }
        }
        Ok(())
    }
}

fn s_concat_op(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    append(vm, recv, args.get(0))?;
    Ok(recv)
}

fn s_concat(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let list = args.as_slice();
    if list.len() > 1 && list.contains(&recv) {
        let orig = bytes(recv).clone();
        for &o in list {
            if o == recv {
                bytes(recv).extend_from_slice(&orig);
            } else {
                append(vm, recv, o)?;
            }
        }
        return Ok(recv);
    }
    for &o in list {
        append(vm, recv, o)?;
    }
    Ok(recv)
}

fn s_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if obj::is_type(o, ObjType::String) {
        return Ok(Value::bool(bytes(recv) == bytes(o)));
    }
    if o.is_special() || o.is_symbol() {
        return Ok(Value::FALSE);
    }
    if vm.respond_to(o, crate::symbol::sym::TO_STR, true) {
        let r = vm.call_method(o, crate::symbol::sym::EQ, &[recv], None)?;
        return Ok(Value::bool(r.truthy()));
    }
    Ok(Value::FALSE)
}

fn s_eql(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    Ok(Value::bool(obj::is_type(o, ObjType::String) && bytes(recv) == bytes(o)))
}

fn ord_val(o: std::cmp::Ordering) -> Value {
    Value::fixnum(match o {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    })
}

fn s_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::String) {
        if !o.is_special() && vm.respond_to(o, crate::symbol::sym::TO_STR, true) && vm.respond_to(o, intern("<=>"), true) {
            let r = vm.call_method(o, intern("<=>"), &[recv], None)?;
            if r.is_fixnum() {
                return Ok(Value::fixnum(-r.as_fixnum().signum()));
            }
            return Ok(Value::NIL);
        }
        return Ok(Value::NIL);
    }
    Ok(ord_val(bytes(recv).as_slice().cmp(bytes(o).as_slice())))
}

fn s_length(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(char_len(recv) as i64))
}

fn s_to_sym(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::symbol(intern_bytes(bytes(recv))))
}

fn s_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = vm.hash_of(recv)?;
    Ok(Value::fixnum((h >> 2) as i64))
}

fn s_to_i(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let base = if args.is_empty() { 10 } else { int_arg(vm, args.get(0))? };
    if base < 0 || base == 1 || base > 36 {
        return Err(vm.arg_error(&format!("invalid radix {base}")));
    }
    let b = bytes(recv);
    let s = String::from_utf8_lossy(b);
    let n = if base == 0 {
        let (sign, base, rest) = split_radix_prefix(&s, 10);
        crate::core::integer::parse_int_prefix(&format!("{sign}{rest}"), base)
    } else {
        crate::core::integer::parse_int_prefix(&s, base as u32)
    };
    Ok(vm.new_bignum(n))
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

fn s_to_f(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = str_to_f(bytes(recv));
    Ok(vm.new_float(f))
}

fn s_match_op(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if obj::is_type(o, ObjType::String) {
        return Err(vm.type_error("type mismatch: String given"));
    }
    vm.call_method(o, crate::symbol::sym::MATCH, &[recv], None)
}

/// Splits "-0x1f" into ("-", 16, "1f"): sign, the base a 0x/0b/0o/0d prefix names (a bare
/// leading 0 means octal), and the digits. `default` is the base without any prefix.
fn split_radix_prefix(s: &str, default: u32) -> (&'static str, u32, &str) {
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

fn s_hex(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = String::from_utf8_lossy(bytes(recv)).into_owned();
    Ok(vm.new_bignum(crate::core::integer::parse_int_prefix(&s, 16)))
}

fn s_oct(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = String::from_utf8_lossy(bytes(recv)).into_owned();
    let (sign, base, rest) = split_radix_prefix(&s, 8);
    Ok(vm.new_bignum(crate::core::integer::parse_int_prefix(&format!("{sign}{rest}"), base)))
}

fn s_freeze(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.freeze(recv);
    Ok(recv)
}

fn s_uminus(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::has_flag(recv, obj::FL_FROZEN) {
        return Ok(recv);
    }
    let b = bytes(recv).clone();
    let s = new_like(vm, recv, b);
    vm.freeze(s);
    Ok(s)
}

fn s_uplus(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::has_flag(recv, obj::FL_FROZEN) {
        let b = bytes(recv).clone();
        Ok(new_like(vm, recv, b))
    } else {
        Ok(recv)
    }
}

fn s_dup(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = vm.class_of_real(recv);
    if k != vm.core.string || obj::basic(recv).flags & (obj::FL_SINGLETON | obj::FL_GENERIC_IVARS) != 0 {
        // Subclasses and strings with ivars/singletons go through Object#dup.
        let m = vm.find_method(vm.core.object, intern("dup"));
        if let Some(me) = m {
            if let crate::class::MethodKind::Builtin { func: f, .. } = me.kind {
                return f(vm, recv, args);
            }
        }
    }
    let b = bytes(recv).clone();
    let s = vm.new_string_of_class(b, k);
    obj::basic(s).flags |= obj::basic(recv).flags & (obj::FL_STR_BINARY | FL_STR_ASCII);
    Ok(s)
}

fn s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    let b = if pos.is_empty() {
        Vec::new()
    } else {
        let s = str_arg(vm, pos[0])?;
        bytes(s).clone()
    };
    let s = vm.new_string_of_class(b, recv);
    if !pos.is_empty() {
        let f = obj::basic(pos[0]).flags & (obj::FL_STR_BINARY | FL_STR_ASCII);
        obj::basic(s).flags |= f;
    } else {
        // String.new without a source is ASCII-8BIT unless `encoding:` says otherwise.
        obj::set_flag(s, obj::FL_STR_BINARY, true);
    }
    vm.temp_roots.push(s);
    let r = vm.call_method_kw(s, crate::symbol::sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(s)
}

fn s_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if let Some(&s) = args.positional().first() {
        let s = str_arg(vm, s)?;
        if s != recv {
            modify(vm, recv)?;
            let b = bytes(s).clone();
            *bytes(recv) = b;
        }
    }
    if let Some(kw) = args.kwargs() {
        if let Some(e) = vm.hash_lookup_symbol(kw, intern("encoding")) {
            set_encoding(vm, recv, e)?;
        }
    }
    Ok(Value::NIL)
}

fn s_replace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let o = str_arg(vm, args.get(0))?;
    if o != recv {
        let b = bytes(o).clone();
        *bytes(recv) = b;
        let f = obj::basic(o).flags & (obj::FL_STR_BINARY | FL_STR_ASCII);
        obj::basic(recv).flags = (obj::basic(recv).flags & !(obj::FL_STR_BINARY | FL_STR_ASCII)) | f;
    }
    Ok(recv)
}

fn s_clear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    modify(vm, recv)?;
    bytes(recv).clear();
    Ok(recv)
}

// ---------------------------------------------------------------- indexing

/// Resolves `str[args]` to a byte range (None: nil result).
enum Sel {
    Range(usize, usize),
    None,
}

fn select(vm: &mut Vm, recv: Value, a: &[Value]) -> VmResult<Sel> {
    let bin = is_bin(recv);
    if a.len() == 2 {
        let start = int_arg(vm, a[0])?;
        let len = int_arg(vm, a[1])?;
        let b = bytes(recv);
        let n = count_chars(b, bin) as i64;
        let s = if start < 0 { start + n } else { start };
        if s < 0 || s > n || len < 0 {
            return Ok(Sel::None);
        }
        let e = (s + len).min(n);
        let bs = byte_offset(b, bin, s as usize).unwrap_or(b.len());
        let be = if b.is_ascii() || bin { e as usize } else { bs + byte_offset(&b[bs..], bin, (e - s) as usize).unwrap_or(b.len() - bs) };
        return Ok(Sel::Range(bs, be));
    }
    let i = a[0];
    if i.is_fixnum() {
        let b = bytes(recv);
        let idx = i.as_fixnum();
        if bin || b.is_ascii() {
            let n = b.len() as i64;
            let k = if idx < 0 { idx + n } else { idx };
            if k < 0 || k >= n {
                return Ok(Sel::None);
            }
            return Ok(Sel::Range(k as usize, k as usize + 1));
        }
        let k = if idx < 0 { idx + count_chars(b, bin) as i64 } else { idx };
        if k < 0 {
            return Ok(Sel::None);
        }
        return Ok(match byte_offset(b, bin, k as usize) {
            Some(o) if o < b.len() => Sel::Range(o, o + cw(b, bin, o)),
            _ => Sel::None,
        });
    }
    if obj::is_type(i, ObjType::String) {
        let b = bytes(recv);
        return Ok(match find(b, bytes(i), 0) {
            Some(p) => Sel::Range(p, p + bytes(i).len()),
            None => Sel::None,
        });
    }
    if obj::is_type(i, ObjType::Range) {
        let b = bytes(recv);
        let n = count_chars(b, bin);
        return Ok(match crate::core::range::range_bounds(vm, i, n)? {
            Some((s, l)) => {
                let b = bytes(recv);
                let bs = byte_offset(b, bin, s).unwrap_or(b.len());
                let be = byte_offset(b, bin, s + l).unwrap_or(b.len());
                Sel::Range(bs, be)
            }
            None => Sel::None,
        });
    }
    if vm.is_float(i) {
        let n = int_arg(vm, i)?;
        return select(vm, recv, &[Value::fixnum(n)]);
    }
    let n = int_arg(vm, i)?;
    select(vm, recv, &[Value::fixnum(n)])
}

fn s_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    if a.is_empty() || a.len() > 2 {
        return Err(vm.arg_count_error(a.len(), 1, 2));
    }
    // Fast path: ASCII string, small int index.
    if a.len() == 1 && a[0].is_fixnum() {
        let b = bytes(recv);
        if b.is_ascii() {
            let n = b.len() as i64;
            let idx = a[0].as_fixnum();
            let k = if idx < 0 { idx + n } else { idx };
            if k < 0 || k >= n {
                return Ok(Value::NIL);
            }
            let c = vec![b[k as usize]];
            return Ok(new_like(vm, recv, c));
        }
    }
    match select(vm, recv, a)? {
        Sel::Range(s, e) => {
            if a.len() == 1 && obj::is_type(a[0], ObjType::String) {
                let b = bytes(a[0]).clone();
                return Ok(new_like(vm, recv, b));
            }
            let b = bytes(recv)[s..e].to_vec();
            Ok(new_like(vm, recv, b))
        }
        Sel::None => Ok(Value::NIL),
    }
}

fn s_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    if a.len() < 2 || a.len() > 3 {
        return Err(vm.arg_count_error(a.len(), 2, 3));
    }
    modify(vm, recv)?;
    let val = *a.last().unwrap();
    let val = str_arg(vm, val)?;
    let idx = &a[..a.len() - 1];
    let bin = is_bin(recv);
    let (s, e) = if idx.len() == 2 {
        let start = int_arg(vm, idx[0])?;
        let len = int_arg(vm, idx[1])?;
        let b = bytes(recv);
        let n = count_chars(b, bin) as i64;
        if len < 0 {
            return Err(vm.make_error(vm.core.index_error, &format!("negative length {len}")));
        }
        let st = if start < 0 { start + n } else { start };
        if st < 0 || st > n {
            return Err(vm.make_error(vm.core.index_error, &format!("index {start} out of string")));
        }
        let en = (st + len).min(n);
        (byte_offset(b, bin, st as usize).unwrap(), byte_offset(b, bin, en as usize).unwrap())
    } else if obj::is_type(idx[0], ObjType::String) {
        let b = bytes(recv);
        match find(b, bytes(idx[0]), 0) {
            Some(p) => (p, p + bytes(idx[0]).len()),
            None => return Err(vm.make_error(vm.core.index_error, "string not matched")),
        }
    } else if obj::is_type(idx[0], ObjType::Range) {
        let n = char_len(recv);
        match crate::core::range::range_bounds(vm, idx[0], n)? {
            Some((st, l)) => {
                let b = bytes(recv);
                (byte_offset(b, bin, st).unwrap(), byte_offset(b, bin, st + l).unwrap())
            }
            None => {
                let r = vm.inspect_str(idx[0])?;
                return Err(vm.make_error(vm.core.range_error, &format!("{r} out of range")));
            }
        }
    } else {
        let i = int_arg(vm, idx[0])?;
        let b = bytes(recv);
        let n = count_chars(b, bin) as i64;
        let k = if i < 0 { i + n } else { i };
        if k < 0 || k > n {
            return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of string")));
        }
        let o = byte_offset(b, bin, k as usize).unwrap();
        (o, if o < b.len() { o + cw(b, bin, o) } else { o })
    };
    let rep = bytes(val).clone();
    bytes(recv).splice(s..e, rep);
    Ok(val)
}

fn s_slice_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    if a.is_empty() || a.len() > 2 {
        return Err(vm.arg_count_error(a.len(), 1, 2));
    }
    modify(vm, recv)?;
    match select(vm, recv, a)? {
        Sel::Range(s, e) => {
            let b: Vec<u8> = bytes(recv).drain(s..e).collect();
            Ok(new_like(vm, recv, b))
        }
        Sel::None => Ok(Value::NIL),
    }
}

fn s_byteslice(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    let n = bytes(recv).len();
    let (s, l) = if a.len() == 2 {
        let s = int_arg(vm, a[0])?;
        let l = int_arg(vm, a[1])?;
        let s = if s < 0 { s + n as i64 } else { s };
        if s < 0 || s > n as i64 || l < 0 {
            return Ok(Value::NIL);
        }
        (s as usize, (l as usize).min(n - s as usize))
    } else if obj::is_type(a[0], ObjType::Range) {
        match crate::core::range::range_bounds(vm, a[0], n)? {
            Some(x) => x,
            None => return Ok(Value::NIL),
        }
    } else {
        let s = int_arg(vm, a[0])?;
        let s = if s < 0 { s + n as i64 } else { s };
        if s < 0 || s >= n as i64 {
            return Ok(Value::NIL);
        }
        (s as usize, 1)
    };
    let b = bytes(recv)[s..s + l].to_vec();
    Ok(new_like(vm, recv, b))
}

fn s_getbyte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let i = int_arg(vm, args.get(0))?;
    let b = bytes(recv);
    let k = if i < 0 { i + b.len() as i64 } else { i };
    if k < 0 || k >= b.len() as i64 {
        return Ok(Value::NIL);
    }
    Ok(Value::fixnum(b[k as usize] as i64))
}

fn s_setbyte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let i = int_arg(vm, args.get(0))?;
    let v = int_arg(vm, args.get(1))?;
    let b = bytes(recv);
    let k = if i < 0 { i + b.len() as i64 } else { i };
    if k < 0 || k >= b.len() as i64 {
        return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of string")));
    }
    b[k as usize] = v as u8;
    Ok(args.get(1))
}

// ---------------------------------------------------------------- searching

fn s_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = str_arg(vm, args.get(0))?;
    Ok(Value::bool(find(bytes(recv), bytes(o), 0).is_some()))
}

fn s_start_with(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    for &p in args.as_slice() {
        let p = str_arg(vm, p)?;
        let pb = bytes(p);
        let b = bytes(recv);
        if b.starts_with(pb) && (pb.len() == b.len() || is_bin(recv) || pb.is_empty() || b[pb.len()] & 0xC0 != 0x80) {
            return Ok(Value::TRUE);
        }
    }
    Ok(Value::FALSE)
}

fn s_end_with(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    for &p in args.as_slice() {
        let p = str_arg(vm, p)?;
        let pb = bytes(p);
        let b = bytes(recv);
        if b.ends_with(pb) {
            let at = b.len() - pb.len();
            if at == 0 || is_bin(recv) || b.is_ascii() || byte_offset(b, false, char_index(b, false, at)) == Some(at) {
                return Ok(Value::TRUE);
            }
        }
    }
    Ok(Value::FALSE)
}

fn s_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pat = str_arg(vm, args.get(0))?;
    let bin = is_bin(recv);
    let n = char_len(recv) as i64;
    let mut start = if args.len() > 1 { int_arg(vm, args.get(1))? } else { 0 };
    if start < 0 {
        start += n;
        if start < 0 {
            return Ok(Value::NIL);
        }
    }
    if start > n {
        return Ok(Value::NIL);
    }
    let b = bytes(recv);
    let bs = byte_offset(b, bin, start as usize).unwrap_or(b.len());
    let mut from = bs;
    loop {
        match find(b, bytes(pat), from) {
            Some(p) => {
                let ci = char_index(b, bin, p);
                if byte_offset(b, bin, ci) == Some(p) {
                    return Ok(Value::fixnum(ci as i64));
                }
                from = p + 1;
            }
            None => return Ok(Value::NIL),
        }
    }
}

fn s_rindex(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pat = str_arg(vm, args.get(0))?;
    let bin = is_bin(recv);
    let n = char_len(recv) as i64;
    let mut start = if args.len() > 1 { int_arg(vm, args.get(1))? } else { n };
    if start < 0 {
        start += n;
        if start < 0 {
            return Ok(Value::NIL);
        }
    }
    if start > n {
        start = n;
    }
    let b = bytes(recv);
    let bs = byte_offset(b, bin, start as usize).unwrap_or(b.len());
    let mut upto = bs;
    loop {
        match rfind(b, bytes(pat), upto) {
            Some(p) => {
                let ci = char_index(b, bin, p);
                if byte_offset(b, bin, ci) == Some(p) {
                    return Ok(Value::fixnum(ci as i64));
                }
                if p == 0 {
                    return Ok(Value::NIL);
                }
                upto = p - 1;
            }
            None => return Ok(Value::NIL),
        }
    }
}

fn s_byteindex(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pat = str_arg(vm, args.get(0))?;
    let start = if args.len() > 1 { int_arg(vm, args.get(1))? } else { 0 };
    let b = bytes(recv);
    let start = if start < 0 { start + b.len() as i64 } else { start };
    if start < 0 || start > b.len() as i64 {
        return Ok(Value::NIL);
    }
    Ok(find(b, bytes(pat), start as usize).map(|p| Value::fixnum(p as i64)).unwrap_or(Value::NIL))
}

// ---------------------------------------------------------------- character sets (tr, count, delete, squeeze)

/// A `tr`-style character set: ranges of code points, optionally negated.
struct CharSet {
    neg: bool,
    items: Vec<(u32, u32)>,
}

fn parse_set(vm: &mut Vm, spec: &[u8], bin: bool) -> VmResult<CharSet> {
    let cps: Vec<u32> = char_slices(spec, bin).into_iter().map(codepoint).collect();
    let mut i = 0;
    let mut neg = false;
    if cps.len() > 1 && cps[0] == '^' as u32 {
        neg = true;
        i = 1;
    }
    let mut items = Vec::new();
    while i < cps.len() {
        let mut c = cps[i];
        if c == '\\' as u32 && i + 1 < cps.len() {
            i += 1;
            c = cps[i];
        }
        if i + 2 < cps.len() && cps[i + 1] == '-' as u32 {
            let e = cps[i + 2];
            if e < c {
                let s = format!("invalid range \"{}-{}\" in string transliteration", char::from_u32(c).unwrap_or('?'), char::from_u32(e).unwrap_or('?'));
                return Err(vm.arg_error(&s));
            }
            items.push((c, e));
            i += 3;
        } else {
            items.push((c, c));
            i += 1;
        }
    }
    Ok(CharSet { neg, items })
}

impl CharSet {
    fn contains(&self, c: u32) -> bool {
        self.items.iter().any(|&(a, b)| a <= c && c <= b) != self.neg
    }
    /// Index of the last occurrence of `c` in the listed characters (non-negated sets).
    fn last_index(&self, c: u32) -> Option<u64> {
        let mut off = 0u64;
        let mut r = None;
        for &(a, b) in &self.items {
            if a <= c && c <= b {
                r = Some(off + (c - a) as u64);
            }
            off += (b - a) as u64 + 1;
        }
        r
    }
    /// The `i`th listed character, or the last one when the list is shorter.
    fn at(&self, i: u64) -> Option<u32> {
        let mut off = 0u64;
        for &(a, b) in &self.items {
            let n = (b - a) as u64 + 1;
            if i < off + n {
                return Some(a + (i - off) as u32);
            }
            off += n;
        }
        self.items.last().map(|&(_, b)| b)
    }
}

/// Whether `b` can be processed byte by byte with code point == byte.
#[inline]
fn bytewise(b: &[u8], bin: bool) -> bool {
    bin || b.is_ascii()
}

fn membership_table(sets: &[CharSet]) -> [bool; 256] {
    let mut t = [false; 256];
    for (c, slot) in t.iter_mut().enumerate() {
        *slot = in_all(sets, c as u32);
    }
    t
}

fn sets_from_args(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Vec<CharSet>> {
    if args.is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    let bin = is_bin(recv);
    let mut sets = Vec::new();
    for &a in args.as_slice() {
        let s = str_arg(vm, a)?;
        let spec = bytes(s).clone();
        sets.push(parse_set(vm, &spec, bin)?);
    }
    Ok(sets)
}

fn in_all(sets: &[CharSet], c: u32) -> bool {
    sets.iter().all(|s| s.contains(c))
}

fn push_cp(out: &mut Vec<u8>, c: u32, bin: bool) {
    if bin || c < 0x80 {
        out.push(c as u8);
    } else if let Some(ch) = char::from_u32(c) {
        let mut buf = [0u8; 4];
        out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
    }
}

fn s_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let sets = sets_from_args(vm, recv, args)?;
    let b = bytes(recv);
    let bin = is_bin(recv);
    let n = if bytewise(b, bin) {
        let t = membership_table(&sets);
        b.iter().filter(|&&c| t[c as usize]).count()
    } else {
        char_slices(b, bin).into_iter().filter(|c| in_all(&sets, codepoint(c))).count()
    };
    Ok(Value::fixnum(n as i64))
}

fn delete_impl(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Option<Vec<u8>>> {
    let sets = sets_from_args(vm, recv, args)?;
    let b = bytes(recv);
    let bin = is_bin(recv);
    let mut out = Vec::with_capacity(b.len());
    if bytewise(b, bin) {
        let t = membership_table(&sets);
        out.extend(b.iter().copied().filter(|&c| !t[c as usize]));
        return Ok(if out.len() != b.len() { Some(out) } else { None });
    }
    let mut changed = false;
    for c in char_slices(b, bin) {
        if in_all(&sets, codepoint(c)) {
            changed = true;
        } else {
            out.extend_from_slice(c);
        }
    }
    Ok(if changed { Some(out) } else { None })
}

/// The non-bang form of an edit: a new string of the result, or a copy of the receiver when
/// the edit changed nothing.
fn result_or_copy(vm: &mut Vm, recv: Value, r: Option<Vec<u8>>) -> VmResult {
    let b = r.unwrap_or_else(|| bytes(recv).clone());
    Ok(new_like(vm, recv, b))
}

/// The bang form of an edit: replace the receiver's contents, or nil when nothing changed. The
/// frozen check runs again because a block may have frozen the receiver meanwhile.
fn replace_or_nil(vm: &mut Vm, recv: Value, r: Option<Vec<u8>>) -> VmResult {
    match r {
        Some(b) => {
            modify(vm, recv)?;
            *bytes(recv) = b;
            Ok(recv)
        }
        None => Ok(Value::NIL),
    }
}

fn s_delete(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = delete_impl(vm, recv, args)?;
    result_or_copy(vm, recv, r)
}
fn s_delete_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = delete_impl(vm, recv, args)?;
    replace_or_nil(vm, recv, r)
}

fn squeeze_impl(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Option<Vec<u8>>> {
    let sets = if args.is_empty() { Vec::new() } else { sets_from_args(vm, recv, args)? };
    let b = bytes(recv);
    let bin = is_bin(recv);
    let mut out = Vec::with_capacity(b.len());
    let mut prev: Option<&[u8]> = None;
    let mut changed = false;
    for c in char_slices(b, bin) {
        if prev == Some(c) && (sets.is_empty() || in_all(&sets, codepoint(c))) {
            changed = true;
            continue;
        }
        out.extend_from_slice(c);
        prev = Some(c);
    }
    Ok(if changed { Some(out) } else { None })
}

fn s_squeeze(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = squeeze_impl(vm, recv, args)?;
    result_or_copy(vm, recv, r)
}
fn s_squeeze_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = squeeze_impl(vm, recv, args)?;
    replace_or_nil(vm, recv, r)
}

fn tr_impl(vm: &mut Vm, recv: Value, args: &Args, squeeze: bool) -> VmResult<Option<Vec<u8>>> {
    vm.check_argc(args, 2, Some(2))?;
    let bin = is_bin(recv);
    let f = str_arg(vm, args.get(0))?;
    let t = str_arg(vm, args.get(1))?;
    let (fb, tb) = (bytes(f).clone(), bytes(t).clone());
    let from = parse_set(vm, &fb, bin)?;
    let to = parse_set(vm, &tb, bin)?;
    // None: unchanged; Some(None): deleted; Some(Some(c)): replaced by c.
    let map_cp = |cp: u32| -> Option<Option<u32>> {
        if from.neg {
            if from.contains(cp) {
                Some(to.items.last().map(|&(_, b)| b))
            } else {
                None
            }
        } else {
            from.last_index(cp).map(|i| to.at(i))
        }
    };
    let b = bytes(recv);
    let mut out = Vec::with_capacity(b.len());
    let mut changed = false;
    let mut last: Option<u32> = None;
    if bytewise(b, bin) {
        let mut table: [Option<Option<u32>>; 256] = [None; 256];
        for (c, slot) in table.iter_mut().enumerate() {
            *slot = map_cp(c as u32);
        }
        for &c in b.iter() {
            match table[c as usize] {
                Some(m) => {
                    changed = true;
                    if let Some(m) = m {
                        if squeeze && last == Some(m) {
                            continue;
                        }
                        push_cp(&mut out, m, bin);
                        last = Some(m);
                    }
                }
                None => {
                    out.push(c);
                    last = None;
                }
            }
        }
        return Ok(if changed { Some(out) } else { None });
    }
    for c in char_slices(b, bin) {
        let cp = codepoint(c);
        match map_cp(cp) {
            Some(m) => {
                changed = true;
                if let Some(m) = m {
                    if squeeze && last == Some(m) {
                        continue;
                    }
                    push_cp(&mut out, m, bin);
                    last = Some(m);
                }
            }
            None => {
                out.extend_from_slice(c);
                last = None;
            }
        }
    }
    Ok(if changed { Some(out) } else { None })
}

fn s_tr(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = tr_impl(vm, recv, args, false)?;
    result_or_copy(vm, recv, r)
}
fn s_tr_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = tr_impl(vm, recv, args, false)?;
    replace_or_nil(vm, recv, r)
}
fn s_tr_s(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = tr_impl(vm, recv, args, true)?;
    result_or_copy(vm, recv, r)
}

// ---------------------------------------------------------------- case mapping

#[derive(Clone, Copy)]
enum Case {
    Up,
    Down,
    Cap,
    Swap,
}

fn ascii_only_opt(vm: &mut Vm, args: &Args) -> VmResult<bool> {
    let mut ascii = false;
    for &a in args.positional() {
        if !a.is_symbol() {
            return Err(vm.conversion_error(a, "Symbol"));
        }
        match &*a.as_symbol().name() {
            "ascii" => ascii = true,
            "turkic" | "lithuanian" | "fold" => {}
            _ => return Err(vm.arg_error("invalid option")),
        }
    }
    Ok(ascii)
}

fn map_case(b: &[u8], bin: bool, ascii: bool, mode: Case) -> Vec<u8> {
    let text = if bin || ascii || b.is_ascii() { None } else { std::str::from_utf8(b).ok() };
    match text {
        None => {
            let mut out = b.to_vec();
            match mode {
                Case::Up => out.make_ascii_uppercase(),
                Case::Down => out.make_ascii_lowercase(),
                Case::Swap => {
                    for c in out.iter_mut() {
                        if c.is_ascii_lowercase() {
                            *c = c.to_ascii_uppercase();
                        } else if c.is_ascii_uppercase() {
                            *c = c.to_ascii_lowercase();
                        }
                    }
                }
                Case::Cap => {
                    out.make_ascii_lowercase();
                    if let Some(c) = out.first_mut() {
                        *c = c.to_ascii_uppercase();
                    }
                }
            }
            out
        }
        Some(s) => {
            let r: String = match mode {
                Case::Up => s.to_uppercase(),
                Case::Down => s.to_lowercase(),
                Case::Swap => {
                    let mut o = String::with_capacity(s.len());
                    for c in s.chars() {
                        if c.is_lowercase() {
                            o.extend(c.to_uppercase());
                        } else if c.is_uppercase() {
                            o.extend(c.to_lowercase());
                        } else {
                            o.push(c);
                        }
                    }
                    o
                }
                Case::Cap => {
                    let mut cs = s.chars();
                    let mut o = String::with_capacity(s.len());
                    if let Some(f) = cs.next() {
                        o.extend(titlecase(f));
                    }
                    o.push_str(&cs.as_str().to_lowercase());
                    o
                }
            };
            r.into_bytes()
        }
    }
}

fn titlecase(c: char) -> Vec<char> {
    match c {
        'ǆ' | 'ǅ' | 'Ǆ' => vec!['ǅ'],
        'ǉ' | 'ǈ' | 'Ǉ' => vec!['ǈ'],
        'ǌ' | 'ǋ' | 'Ǌ' => vec!['ǋ'],
        'ǳ' | 'ǲ' | 'Ǳ' => vec!['ǲ'],
        'ß' => vec!['S', 's'],
        _ => c.to_uppercase().collect(),
    }
}

fn case_new(vm: &mut Vm, recv: Value, args: &Args, mode: Case) -> VmResult {
    let ascii = ascii_only_opt(vm, args)?;
    let r = map_case(bytes(recv), is_bin(recv), ascii, mode);
    Ok(new_like(vm, recv, r))
}
fn case_bang(vm: &mut Vm, recv: Value, args: &Args, mode: Case) -> VmResult {
    let ascii = ascii_only_opt(vm, args)?;
    modify(vm, recv)?;
    let r = map_case(bytes(recv), is_bin(recv), ascii, mode);
    if r == *bytes(recv) {
        return Ok(Value::NIL);
    }
    *bytes(recv) = r;
    Ok(recv)
}

fn s_casecmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::String) {
        if o.is_special() || o.is_symbol() || !vm.respond_to(o, crate::symbol::sym::TO_STR, true) {
            if o.is_symbol() || o.is_special() {
                return Ok(Value::NIL);
            }
            return Err(vm.conversion_error(o, "String"));
        }
    }
    let o = str_arg(vm, o)?;
    let a = bytes(recv).to_ascii_lowercase();
    let b = bytes(o).to_ascii_lowercase();
    Ok(ord_val(a.cmp(&b)))
}

fn s_casecmp_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::String) {
        if o.is_special() || o.is_symbol() || !vm.respond_to(o, crate::symbol::sym::TO_STR, true) {
            if o.is_symbol() || o.is_special() {
                return Ok(Value::NIL);
            }
            return Err(vm.conversion_error(o, "String"));
        }
    }
    let o = str_arg(vm, o)?;
    let a = map_case(bytes(recv), is_bin(recv), false, Case::Down);
    let b = map_case(bytes(o), is_bin(o), false, Case::Down);
    Ok(Value::bool(a == b))
}

// ---------------------------------------------------------------- whitespace, chomp, padding

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

fn strip_range(b: &[u8], left: bool, right: bool) -> (usize, usize) {
    let ws = |c: u8| is_space(c) || c == 0;
    let mut s = 0;
    let mut e = b.len();
    if left {
        while s < e && ws(b[s]) {
            s += 1;
        }
    }
    if right {
        while e > s && ws(b[e - 1]) {
            e -= 1;
        }
    }
    (s, e)
}

fn strip_new(vm: &mut Vm, recv: Value, l: bool, r: bool) -> VmResult {
    let b = bytes(recv);
    let (s, e) = strip_range(b, l, r);
    let v = b[s..e].to_vec();
    Ok(new_like(vm, recv, v))
}
fn strip_bang(vm: &mut Vm, recv: Value, l: bool, r: bool) -> VmResult {
    modify(vm, recv)?;
    let b = bytes(recv);
    let (s, e) = strip_range(b, l, r);
    if s == 0 && e == b.len() {
        return Ok(Value::NIL);
    }
    b.truncate(e);
    b.drain(..s);
    Ok(recv)
}

/// Byte length after chomping (None: unchanged).
fn chomp_len(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Option<usize>> {
    let b = bytes(recv);
    if args.is_empty() {
        let n = b.len();
        if b.ends_with(b"\r\n") {
            return Ok(Some(n - 2));
        }
        if b.ends_with(b"\n") || b.ends_with(b"\r") {
            return Ok(Some(n - 1));
        }
        return Ok(None);
    }
    let sep = args.get(0);
    if sep.is_nil() {
        return Ok(None);
    }
    let sep = str_arg(vm, sep)?;
    let sb = bytes(sep);
    let b = bytes(recv);
    if sb.is_empty() {
        let mut n = b.len();
        while n > 0 && b[n - 1] == b'\n' {
            n -= 1;
            if n > 0 && b[n - 1] == b'\r' {
                n -= 1;
            }
        }
        return Ok(if n == b.len() { None } else { Some(n) });
    }
    if sb == b"\n" {
        return chomp_len(vm, recv, &Args::from_slice(&[], None));
    }
    if b.ends_with(sb) {
        return Ok(Some(b.len() - sb.len()));
    }
    Ok(None)
}

fn s_chomp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = chomp_len(vm, recv, args)?.unwrap_or(bytes(recv).len());
    let v = bytes(recv)[..n].to_vec();
    Ok(new_like(vm, recv, v))
}
fn s_chomp_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    match chomp_len(vm, recv, args)? {
        Some(n) => {
            bytes(recv).truncate(n);
            Ok(recv)
        }
        None => Ok(Value::NIL),
    }
}

fn chop_len(recv: Value) -> usize {
    let b = bytes(recv);
    if b.is_empty() {
        return 0;
    }
    if b.ends_with(b"\r\n") {
        return b.len() - 2;
    }
    if is_bin(recv) || b.is_ascii() {
        return b.len() - 1;
    }
    let n = count_chars(b, false);
    byte_offset(b, false, n - 1).unwrap_or(0)
}
fn s_chop(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = chop_len(recv);
    let v = bytes(recv)[..n].to_vec();
    Ok(new_like(vm, recv, v))
}
fn s_chop_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    modify(vm, recv)?;
    if bytes(recv).is_empty() {
        return Ok(Value::NIL);
    }
    let n = chop_len(recv);
    bytes(recv).truncate(n);
    Ok(recv)
}

fn s_chr(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv);
    let v = if b.is_empty() { Vec::new() } else { b[..cw(b, is_bin(recv), 0)].to_vec() };
    Ok(new_like(vm, recv, v))
}

fn s_delete_prefix(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let p = str_arg(vm, args.get(0))?;
    let b = bytes(recv);
    let pb = bytes(p);
    let v = if b.starts_with(pb) { b[pb.len()..].to_vec() } else { b.clone() };
    Ok(new_like(vm, recv, v))
}
fn s_delete_prefix_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let p = str_arg(vm, args.get(0))?;
    let n = bytes(p).len();
    if !bytes(recv).starts_with(bytes(p)) || n == 0 {
        return Ok(Value::NIL);
    }
    bytes(recv).drain(..n);
    Ok(recv)
}
fn s_delete_suffix(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let p = str_arg(vm, args.get(0))?;
    let b = bytes(recv);
    let pb = bytes(p);
    let v = if b.ends_with(pb) { b[..b.len() - pb.len()].to_vec() } else { b.clone() };
    Ok(new_like(vm, recv, v))
}
fn s_delete_suffix_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let p = str_arg(vm, args.get(0))?;
    let n = bytes(p).len();
    if !bytes(recv).ends_with(bytes(p)) || n == 0 {
        return Ok(Value::NIL);
    }
    let l = bytes(recv).len();
    bytes(recv).truncate(l - n);
    Ok(recv)
}

fn justify(vm: &mut Vm, recv: Value, args: &Args, mode: u8) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let w = int_arg(vm, args.get(0))?;
    let pad = if args.len() > 1 {
        let p = str_arg(vm, args.get(1))?;
        bytes(p).clone()
    } else {
        vec![b' ']
    };
    if pad.is_empty() {
        return Err(vm.arg_error("zero width padding"));
    }
    let bin = is_bin(recv);
    let b = bytes(recv);
    let n = count_chars(b, bin) as i64;
    if w <= n {
        let v = b.clone();
        return Ok(new_like(vm, recv, v));
    }
    let total = (w - n) as usize;
    let (left, right) = match mode {
        b'l' => (0, total),
        b'r' => (total, 0),
        _ => (total / 2, total - total / 2),
    };
    let pchars = char_slices(&pad, bin);
    let mk = |k: usize| -> Vec<u8> {
        let mut o = Vec::new();
        for i in 0..k {
            o.extend_from_slice(pchars[i % pchars.len()]);
        }
        o
    };
    let mut out = mk(left);
    out.extend_from_slice(b);
    out.extend_from_slice(&mk(right));
    Ok(new_like(vm, recv, out))
}

// ---------------------------------------------------------------- splitting and iteration

fn s_split(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    let sep = args.get(0);
    let limit = if args.len() > 1 { int_arg(vm, args.get(1))? } else { 0 };
    let bin = is_bin(recv);
    let sep_bytes: Option<Vec<u8>> = if sep.is_nil() {
        None
    } else {
        let s = str_arg(vm, sep)?;
        let sb = bytes(s);
        if sb == b" " {
            None
        } else {
            Some(sb.clone())
        }
    };
    // No Ruby code runs while the pieces are built, so the receiver's bytes are stable.
    let b: &[u8] = bytes(recv);
    let mut pieces: Vec<(usize, usize)> = Vec::new();
    if limit == 1 {
        if !b.is_empty() {
            pieces.push((0, b.len()));
        }
    } else {
        match &sep_bytes {
            None => {
                // awk mode (CRuby's split_type awk): fields separated by runs of whitespace,
                // leading whitespace skipped.
                let mut beg = 0;
                let mut skip = true;
                let mut fields = 1i64;
                let mut i = 0;
                while i < b.len() {
                    let c = b[i];
                    if skip {
                        if is_space(c) {
                            beg = i + 1;
                        } else {
                            skip = false;
                            if limit > 0 && limit <= fields {
                                break;
                            }
                        }
                    } else if is_space(c) {
                        pieces.push((beg, i));
                        skip = true;
                        beg = i + 1;
                        fields += 1;
                    }
                    i += 1;
                }
                if !b.is_empty() && (limit != 0 || b.len() > beg) {
                    pieces.push((beg, b.len()));
                }
            }
            Some(sb) if sb.is_empty() => {
                let mut i = 0;
                while i < b.len() {
                    if limit > 0 && pieces.len() as i64 == limit - 1 {
                        pieces.push((i, b.len()));
                        break;
                    }
                    let w = cw(b, bin, i);
                    pieces.push((i, i + w));
                    i += w;
                }
            }
            Some(sb) => {
                let mut s = 0;
                loop {
                    if limit > 0 && pieces.len() as i64 == limit - 1 {
                        pieces.push((s, b.len()));
                        break;
                    }
                    match find(b, sb, s) {
                        Some(p) => {
                            pieces.push((s, p));
                            s = p + sb.len();
                        }
                        None => {
                            pieces.push((s, b.len()));
                            break;
                        }
                    }
                }
                if b.is_empty() {
                    pieces.clear();
                }
            }
        }
    }
    if limit == 0 {
        while let Some(&(s, e)) = pieces.last() {
            if s == e {
                pieces.pop();
            } else {
                break;
            }
        }
    }
    let list = new_list(vm);
    obj::as_array_mut(list).items.reserve(pieces.len());
    for (s, e) in pieces {
        let v = new_like(vm, recv, b[s..e].to_vec());
        list_push(list, v);
    }
    end_list(vm, list);
    if let Some(blk) = args.block.clone() {
        vm.temp_roots.push(list);
        let n = obj::as_array(list).items.len();
        for i in 0..n {
            let v = obj::as_array(list).items[i];
            if let Err(e) = vm.yield_block(&blk, &[v]) {
                vm.temp_roots.pop();
                return Err(e);
            }
        }
        vm.temp_roots.pop();
        return Ok(recv);
    }
    Ok(list)
}

/// Line slices of `b` for separator `sep` (None: whole string; empty: paragraph mode).
fn line_ranges(b: &[u8], sep: Option<&[u8]>) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let Some(sep) = sep else {
        if !b.is_empty() {
            out.push((0, b.len()));
        }
        return out;
    };
    if sep.is_empty() {
        // Paragraph mode: split after runs of 2+ newlines.
        let mut s = 0;
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'\n' && i + 1 < b.len() && b[i + 1] == b'\n' {
                out.push((s, i + 2));
                let mut e = i + 2;
                while e < b.len() && b[e] == b'\n' {
                    e += 1;
                }
                s = e;
                i = e;
            } else {
                i += 1;
            }
        }
        if s < b.len() {
            out.push((s, b.len()));
        }
        return out;
    }
    let mut s = 0;
    while s < b.len() {
        match find(b, sep, s) {
            Some(p) => {
                out.push((s, p + sep.len()));
                s = p + sep.len();
            }
            None => {
                out.push((s, b.len()));
                break;
            }
        }
    }
    out
}

fn lines_args(vm: &mut Vm, args: &Args) -> VmResult<(Option<Vec<u8>>, bool)> {
    let mut chomp = false;
    if let Some(kw) = args.kwargs() {
        if let Some(c) = vm.hash_lookup_symbol(kw, intern("chomp")) {
            chomp = c.truthy();
        }
    }
    let pos = args.positional();
    let sep = if pos.is_empty() {
        Some(b"\n".to_vec())
    } else if pos[0].is_nil() {
        None
    } else {
        let s = str_arg(vm, pos[0])?;
        Some(bytes(s).clone())
    };
    Ok((sep, chomp))
}

fn line_values(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (sep, chomp) = lines_args(vm, args)?;
    let b = bytes(recv).clone();
    let ranges = line_ranges(&b, sep.as_deref());
    let list = new_list(vm);
    for (s, mut e) in ranges {
        if chomp {
            if let Some(sp) = &sep {
                if sp.is_empty() {
                    while e > s && b[e - 1] == b'\n' {
                        e -= 1;
                    }
                } else if b[s..e].ends_with(sp) {
                    e -= sp.len();
                    if sp == b"\n" && e > s && b[e - 1] == b'\r' {
                        e -= 1;
                    }
                }
            }
        }
        let v = new_like(vm, recv, b[s..e].to_vec());
        list_push(list, v);
    }
    Ok(end_list(vm, list))
}

fn each_in_list(vm: &mut Vm, list: Value, blk: &crate::vm::Block) -> VmResult<()> {
    vm.temp_roots.push(list);
    let n = obj::as_array(list).items.len();
    for i in 0..n {
        let v = obj::as_array(list).items[i];
        if let Err(e) = vm.yield_block(blk, &[v]) {
            vm.temp_roots.pop();
            return Err(e);
        }
    }
    vm.temp_roots.pop();
    Ok(())
}

fn s_lines(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let list = line_values(vm, recv, args)?;
    if let Some(b) = args.block.clone() {
        each_in_list(vm, list, &b)?;
        return Ok(recv);
    }
    Ok(list)
}

fn s_each_line(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "each_line", args.as_slice());
    };
    let list = line_values(vm, recv, args)?;
    each_in_list(vm, list, &b)?;
    Ok(recv)
}

fn char_values(vm: &mut Vm, recv: Value) -> Value {
    let b: &[u8] = bytes(recv);
    let bin = is_bin(recv);
    let list = new_list(vm);
    obj::as_array_mut(list).items.reserve(b.len());
    let mut i = 0;
    while i < b.len() {
        let w = cw(b, bin, i);
        let v = new_like(vm, recv, b[i..i + w].to_vec());
        list_push(list, v);
        i += w;
    }
    end_list(vm, list)
}

fn s_chars(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let list = char_values(vm, recv);
    if let Some(b) = args.block.clone() {
        each_in_list(vm, list, &b)?;
        return Ok(recv);
    }
    Ok(list)
}

fn s_each_char(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "each_char", &[]);
    };
    let bin = is_bin(recv);
    let mut i = 0;
    loop {
        // Re-read each time: the block may change the receiver.
        let s = bytes(recv);
        if i >= s.len() {
            break;
        }
        let w = cw(s, bin, i);
        let piece = s[i..i + w].to_vec();
        let v = new_like(vm, recv, piece);
        vm.yield_block(&b, &[v])?;
        i += w;
    }
    Ok(recv)
}

fn s_bytes(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let items: Vec<Value> = bytes(recv).iter().map(|&c| Value::fixnum(c as i64)).collect();
    let list = vm.new_array(items);
    if let Some(b) = args.block.clone() {
        each_in_list(vm, list, &b)?;
        return Ok(recv);
    }
    Ok(list)
}

fn s_each_byte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "each_byte", &[]);
    };
    let mut i = 0;
    while i < bytes(recv).len() {
        let c = bytes(recv)[i];
        vm.yield_block(&b, &[Value::fixnum(c as i64)])?;
        i += 1;
    }
    Ok(recv)
}

fn s_codepoints(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = bytes(recv);
    let bin = is_bin(recv);
    let items: Vec<Value> = char_slices(b, bin).into_iter().map(|c| Value::fixnum(codepoint(c) as i64)).collect();
    let list = vm.new_array(items);
    if let Some(b) = args.block.clone() {
        each_in_list(vm, list, &b)?;
        return Ok(recv);
    }
    Ok(list)
}

fn s_each_codepoint(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_none() {
        return crate::core::enumerable::enumerator_for(vm, recv, "each_codepoint", &[]);
    }
    s_codepoints(vm, recv, args)
}

fn s_partition(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let sep = str_arg(vm, args.get(0))?;
    let b = bytes(recv).clone();
    let sb = bytes(sep).clone();
    let (x, y, z) = match find(&b, &sb, 0) {
        Some(p) => (b[..p].to_vec(), sb.clone(), b[p + sb.len()..].to_vec()),
        None => (b.clone(), Vec::new(), Vec::new()),
    };
    triple(vm, recv, x, y, z)
}

fn s_rpartition(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let sep = str_arg(vm, args.get(0))?;
    let b = bytes(recv).clone();
    let sb = bytes(sep).clone();
    let (x, y, z) = match rfind(&b, &sb, b.len()) {
        Some(p) => (b[..p].to_vec(), sb.clone(), b[p + sb.len()..].to_vec()),
        None => (Vec::new(), Vec::new(), b.clone()),
    };
    triple(vm, recv, x, y, z)
}

fn triple(vm: &mut Vm, recv: Value, x: Vec<u8>, y: Vec<u8>, z: Vec<u8>) -> VmResult {
    let list = new_list(vm);
    for p in [x, y, z] {
        let v = new_like(vm, recv, p);
        list_push(list, v);
    }
    Ok(end_list(vm, list))
}

// ---------------------------------------------------------------- sub / gsub

/// Expands `\0 \& \\ \` \'` in a replacement for a match at `s..e` of `src`.
fn expand_repl(rep: &[u8], src: &[u8], s: usize, e: usize, out: &mut Vec<u8>) {
    if !rep.contains(&b'\\') {
        out.extend_from_slice(rep);
        return;
    }
    let mut i = 0;
    while i < rep.len() {
        let c = rep[i];
        if c == b'\\' && i + 1 < rep.len() {
            let n = rep[i + 1];
            match n {
                b'0' | b'&' => out.extend_from_slice(&src[s..e]),
                b'`' => out.extend_from_slice(&src[..s]),
                b'\'' => out.extend_from_slice(&src[e..]),
                b'\\' => out.push(b'\\'),
                b'1'..=b'9' => {}
                b'k' => {
                    // \k<name>: no named groups with string patterns.
                    if rep.get(i + 2) == Some(&b'<') {
                        if let Some(close) = rep[i + 2..].iter().position(|&x| x == b'>') {
                            i += 2 + close + 1;
                            continue;
                        }
                    }
                    out.extend_from_slice(b"\\k");
                }
                _ => {
                    out.push(b'\\');
                    out.push(n);
                }
            }
            i += 2;
        } else {
            out.push(c);
            i += 1;
        }
    }
}

/// Shared body of sub/gsub (and the bang forms): the new contents, or None when nothing matched.
fn sub_impl(vm: &mut Vm, recv: Value, args: &Args, global: bool, name: &str) -> VmResult<Option<Vec<u8>>> {
    let pos = args.positional();
    let n = args.as_slice().len();
    if n == 1 && args.block.is_none() {
        let _ = (global, name);
        return Err(vm.arg_count_error(n, 2, 2));
    }
    if n == 0 || n > 2 {
        return Err(vm.arg_count_error(n, 1, 2));
    }
    let _ = pos;
    let pat = args.get(0);
    let pat = if obj::is_type(pat, ObjType::String) {
        pat
    } else if pat.is_special() || !vm.respond_to(pat, crate::symbol::sym::TO_STR, true) {
        let cname = vm.conversion_name(pat);
        return Err(vm.type_error(&format!("wrong argument type {cname} (expected Regexp)")));
    } else {
        vm.expect_string(pat)?
    };
    vm.temp_roots.push(pat);
    let r = sub_body(vm, recv, pat, args, global);
    vm.temp_roots.pop();
    r
}

fn sub_body(vm: &mut Vm, recv: Value, pat: Value, args: &Args, global: bool) -> VmResult<Option<Vec<u8>>> {
    enum Rep {
        Str(Vec<u8>),
        Hash(Value),
        Block(crate::vm::Block),
    }
    let rep = if args.as_slice().len() == 2 {
        let r = args.get(1);
        if obj::is_type(r, ObjType::Hash) {
            Rep::Hash(r)
        } else {
            let r = str_arg(vm, r)?;
            Rep::Str(bytes(r).clone())
        }
    } else {
        Rep::Block(args.block.clone().expect("block"))
    };
    let src = bytes(recv).clone();
    let pb = bytes(pat).clone();
    let bin = is_bin(recv);
    let mut out = Vec::with_capacity(src.len());
    let mut pos = 0;
    let mut last = 0;
    let mut matched = false;
    while pos <= src.len() {
        let Some(p) = find(&src, &pb, pos) else { break };
        matched = true;
        let e = p + pb.len();
        out.extend_from_slice(&src[last..p]);
        match &rep {
            Rep::Str(r) => expand_repl(r, &src, p, e, &mut out),
            Rep::Hash(h) => {
                let k = new_like(vm, recv, src[p..e].to_vec());
                let v = vm.hash_aref(*h, k)?;
                let s = vm.obj_to_s(v)?;
                out.extend_from_slice(bytes(s));
            }
            Rep::Block(b) => {
                let k = new_like(vm, recv, src[p..e].to_vec());
                let v = vm.yield_block(b, &[k])?;
                let s = vm.obj_to_s(v)?;
                out.extend_from_slice(bytes(s));
            }
        }
        last = e;
        if !global {
            break;
        }
        if pb.is_empty() {
            if e >= src.len() {
                break;
            }
            let w = cw(&src, bin, e);
            out.extend_from_slice(&src[e..e + w]);
            last = e + w;
            pos = e + w;
        } else {
            pos = e;
        }
    }
    if !matched {
        return Ok(None);
    }
    out.extend_from_slice(&src[last.min(src.len())..]);
    Ok(Some(out))
}

fn s_sub(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = sub_impl(vm, recv, args, false, "sub")?;
    result_or_copy(vm, recv, r)
}
fn s_gsub(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.as_slice().len() == 1 && args.block.is_none() {
        return crate::core::enumerable::enumerator_for(vm, recv, "gsub", args.as_slice());
    }
    let r = sub_impl(vm, recv, args, true, "gsub")?;
    result_or_copy(vm, recv, r)
}
fn s_sub_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = sub_impl(vm, recv, args, false, "sub!")?;
    replace_or_nil(vm, recv, r)
}
fn s_gsub_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = sub_impl(vm, recv, args, true, "gsub!")?;
    replace_or_nil(vm, recv, r)
}

fn s_scan(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pat = str_arg(vm, args.get(0))?;
    let src = bytes(recv).clone();
    let pb = bytes(pat).clone();
    let bin = is_bin(recv);
    let list = new_list(vm);
    let mut pos = 0;
    while pos <= src.len() {
        let Some(p) = find(&src, &pb, pos) else { break };
        let v = new_like(vm, recv, pb.clone());
        list_push(list, v);
        pos = if pb.is_empty() {
            if p >= src.len() {
                break;
            } else {
                p + cw(&src, bin, p)
            }
        } else {
            p + pb.len()
        };
    }
    end_list(vm, list);
    if let Some(b) = args.block.clone() {
        each_in_list(vm, list, &b)?;
        return Ok(recv);
    }
    Ok(list)
}

// ---------------------------------------------------------------- other transformations

fn s_reverse(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let r = reversed(recv);
    Ok(new_like(vm, recv, r))
}
fn reversed(recv: Value) -> Vec<u8> {
    let b = bytes(recv);
    if is_bin(recv) || b.is_ascii() {
        let mut v = b.clone();
        v.reverse();
        return v;
    }
    let cs = char_slices(b, false);
    let mut v = Vec::with_capacity(b.len());
    for c in cs.into_iter().rev() {
        v.extend_from_slice(c);
    }
    v
}
fn s_reverse_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = reversed(recv);
    *bytes(recv) = r;
    Ok(recv)
}

fn s_insert(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    modify(vm, recv)?;
    let i = int_arg(vm, args.get(0))?;
    let o = str_arg(vm, args.get(1))?;
    let ob = bytes(o).clone();
    let bin = is_bin(recv);
    let b = bytes(recv);
    let n = count_chars(b, bin) as i64;
    let at = if i < 0 { i + n + 1 } else { i };
    if at < 0 || at > n {
        return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of string")));
    }
    let bo = byte_offset(b, bin, at as usize).unwrap_or(b.len());
    b.splice(bo..bo, ob);
    Ok(recv)
}

fn s_prepend(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let mut add = Vec::new();
    for &a in args.as_slice() {
        let s = str_arg(vm, a)?;
        add.extend_from_slice(bytes(s));
    }
    bytes(recv).splice(0..0, add);
    Ok(recv)
}

fn s_ord(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv);
    if b.is_empty() {
        return Err(vm.arg_error("empty string"));
    }
    let bin = is_bin(recv);
    let w = cw(b, bin, 0);
    if !bin && w == 1 && b[0] >= 0x80 {
        return Err(vm.arg_error("invalid byte sequence in UTF-8"));
    }
    Ok(Value::fixnum(codepoint(&b[..w]) as i64))
}

fn s_sum(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let bits = if args.is_empty() { 16 } else { int_arg(vm, args.get(0))? };
    let s: u64 = bytes(recv).iter().map(|&c| c as u64).sum();
    if bits <= 0 || bits >= 64 {
        return Ok(vm.new_int(s as i64));
    }
    Ok(Value::fixnum((s & ((1u64 << bits) - 1)) as i64))
}

/// Ruby's String#succ.
pub fn succ_bytes(b: &[u8]) -> Vec<u8> {
    if b.is_empty() {
        return Vec::new();
    }
    let mut v = b.to_vec();
    let has_alnum = v.iter().any(|c| c.is_ascii_alphanumeric());
    if !has_alnum {
        // Increment the rightmost byte with carry.
        let mut i = v.len();
        loop {
            if i == 0 {
                v.insert(0, 1);
                return v;
            }
            i -= 1;
            if v[i] == 0xff {
                v[i] = 0;
            } else {
                v[i] += 1;
                return v;
            }
        }
    }
    let mut i = v.len();
    let mut last_alnum: Option<usize> = None;
    let mut prev_not_char = false;
    // CRuby's str_succ: increment the rightmost alnum, carrying left through alnums; a carry
    // stops at a non-alnum gap when the next alnum is of the other kind (digit vs letter).
    while i > 0 {
        i -= 1;
        let c = v[i];
        if prev_not_char {
            if let Some(la) = last_alnum {
                let l = v[la];
                if (l.is_ascii_alphabetic() && c.is_ascii_digit()) || (l.is_ascii_digit() && c.is_ascii_alphabetic()) {
                    break;
                }
            }
        }
        if !c.is_ascii_alphanumeric() {
            prev_not_char = true;
            continue;
        }
        prev_not_char = false;
        match c {
            b'z' => v[i] = b'a',
            b'Z' => v[i] = b'A',
            b'9' => v[i] = b'0',
            _ => {
                v[i] += 1;
                return v;
            }
        }
        last_alnum = Some(i);
    }
    // Carry out of the leftmost alnum reached: insert a new digit/letter before it.
    let at = last_alnum.unwrap_or(0);
    let ins = match v[at] {
        b'a' => b'a',
        b'A' => b'A',
        _ => b'1',
    };
    v.insert(at, ins);
    v
}

fn s_succ(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let r = succ_str(recv);
    Ok(new_like(vm, recv, r))
}
fn succ_str(recv: Value) -> Vec<u8> {
    let b = bytes(recv);
    if b.is_ascii() || is_bin(recv) || b.iter().any(|c| c.is_ascii_alphanumeric()) {
        return succ_bytes(b);
    }
    // Non-ASCII with no alnums: increment the last character's code point.
    let cs = char_slices(b, false);
    let last = cs.last().copied().unwrap_or(&[]);
    let cp = codepoint(last);
    let mut v = b[..b.len() - last.len()].to_vec();
    push_cp(&mut v, cp + 1, false);
    v
}
fn s_succ_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = succ_str(recv);
    *bytes(recv) = r;
    Ok(recv)
}

fn s_upto(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let Some(blk) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "upto", args.as_slice());
    };
    let last = str_arg(vm, args.get(0))?;
    let excl = args.get(1).truthy();
    let a = bytes(recv).clone();
    let z = bytes(last).clone();
    // Single characters: iterate code points.
    if a.len() == 1 && z.len() == 1 && a.is_ascii() && z.is_ascii() {
        let (s, e) = (a[0], z[0]);
        if s > e {
            return Ok(recv);
        }
        let mut c = s;
        loop {
            if excl && c == e {
                break;
            }
            let v = new_like(vm, recv, vec![c]);
            vm.yield_block(&blk, &[v])?;
            if c == e {
                break;
            }
            c += 1;
        }
        return Ok(recv);
    }
    // Both all-digit: numeric iteration keeping the width.
    if !a.is_empty() && !z.is_empty() && a.iter().all(u8::is_ascii_digit) && z.iter().all(u8::is_ascii_digit) {
        let s: u128 = String::from_utf8_lossy(&a).parse().unwrap_or(0);
        let e: u128 = String::from_utf8_lossy(&z).parse().unwrap_or(0);
        let w = a.len();
        let mut i = s;
        while i < e || (!excl && i == e) {
            let v = vm.new_string(format!("{:0w$}", i).into_bytes());
            vm.yield_block(&blk, &[v])?;
            i += 1;
        }
        return Ok(recv);
    }
    if a.len() > z.len() || (a.len() == z.len() && a > z) {
        return Ok(recv);
    }
    let mut cur = a;
    loop {
        let done = cur == z;
        if done && excl {
            break;
        }
        let v = new_like(vm, recv, cur.clone());
        vm.yield_block(&blk, &[v])?;
        if done {
            break;
        }
        cur = succ_bytes(&cur);
        if cur.len() > z.len() {
            break;
        }
    }
    Ok(recv)
}

fn s_each_grapheme(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    s_chars(vm, recv, args)
}
fn s_each_grapheme_cluster(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_none() {
        return crate::core::enumerable::enumerator_for(vm, recv, "each_grapheme_cluster", &[]);
    }
    s_chars(vm, recv, args)
}

fn s_squish_unused(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}

// ---------------------------------------------------------------- encodings

/// The Encoding object named by `Encoding::<name>`.
fn encoding_const(vm: &mut Vm, name: &str) -> VmResult {
    let e = vm.core.encoding;
    vm.const_get_from(e, intern(name))
}

pub fn encoding_of(vm: &mut Vm, s: Value) -> VmResult {
    if is_bin(s) {
        encoding_const(vm, "BINARY")
    } else if obj::has_flag(s, FL_STR_ASCII) {
        encoding_const(vm, "US_ASCII")
    } else {
        encoding_const(vm, "UTF_8")
    }
}

/// 0: UTF-8, 1: binary, 2: US-ASCII; from an Encoding object or a name.
fn encoding_kind(vm: &mut Vm, e: Value) -> VmResult<u8> {
    let name = if obj::is_type(e, ObjType::String) {
        String::from_utf8_lossy(bytes(e)).to_ascii_uppercase()
    } else if vm.is_kind_of(e, vm.core.encoding) {
        let n = vm.ivar_get(e, intern("@__name"));
        if obj::is_type(n, ObjType::String) {
            crate::core::str_of(n).to_ascii_uppercase()
        } else {
            String::new()
        }
    } else {
        let s = vm.expect_string(e)?;
        String::from_utf8_lossy(bytes(s)).to_ascii_uppercase()
    };
    match name.as_str() {
        "UTF-8" | "UTF8" | "CP65001" | "UTF8-MAC" => Ok(0),
        "ASCII-8BIT" | "BINARY" => Ok(1),
        "US-ASCII" | "ASCII" | "ANSI_X3.4-1968" | "646" => Ok(2),
        _ => Err(vm.arg_error(&format!("unknown encoding name - {}", if obj::is_type(e, ObjType::String) { crate::core::str_of(e) } else { name.clone() }))),
    }
}

fn set_encoding(vm: &mut Vm, s: Value, e: Value) -> VmResult<()> {
    let k = encoding_kind(vm, e)?;
    let f = &mut obj::basic(s).flags;
    *f &= !(obj::FL_STR_BINARY | FL_STR_ASCII);
    match k {
        1 => *f |= obj::FL_STR_BINARY,
        2 => *f |= FL_STR_ASCII,
        _ => {}
    }
    Ok(())
}

fn s_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    encoding_of(vm, recv)
}

fn s_force_encoding(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    set_encoding(vm, recv, args.get(0))?;
    Ok(recv)
}

fn s_valid_encoding(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv);
    Ok(Value::bool(if is_bin(recv) {
        true
    } else if obj::has_flag(recv, FL_STR_ASCII) {
        b.is_ascii()
    } else {
        std::str::from_utf8(b).is_ok()
    }))
}

fn s_ascii_only(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(bytes(recv).is_ascii()))
}

fn s_b(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv).clone();
    Ok(vm.new_binary_string(b))
}

fn s_encode(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = bytes(recv).clone();
    let pos = args.positional();
    let target = if pos.is_empty() { 0 } else { encoding_kind(vm, pos[0])? };
    let src_kind = if is_bin(recv) {
        1
    } else if obj::has_flag(recv, FL_STR_ASCII) {
        2
    } else {
        0
    };
    if target != src_kind && !b.is_ascii() {
        let src_name = if src_kind == 1 { "ASCII-8BIT" } else { "UTF-8" };
        let dst_name = match target {
            0 => "UTF-8",
            1 => "ASCII-8BIT",
            _ => "US-ASCII",
        };
        // Invalid/undefined conversions; `invalid:`/`undef: :replace` substitute "?".
        let mut replace = None;
        if let Some(kw) = args.kwargs() {
            let r = vm.hash_lookup_symbol(kw, intern("replace"));
            let und = vm.hash_lookup_symbol(kw, intern("undef"));
            let inv = vm.hash_lookup_symbol(kw, intern("invalid"));
            if und.is_some() || inv.is_some() {
                replace = Some(match r {
                    Some(r) if obj::is_type(r, ObjType::String) => bytes(r).clone(),
                    _ => {
                        if target == 0 {
                            "\u{FFFD}".as_bytes().to_vec()
                        } else {
                            b"?".to_vec()
                        }
                    }
                });
            }
        }
        if let Some(rep) = replace {
            let mut out = Vec::new();
            let cs = char_slices(&b, src_kind == 1);
            for c in cs {
                if c.is_ascii() {
                    out.extend_from_slice(c);
                } else {
                    out.extend_from_slice(&rep);
                }
            }
            let s = vm.new_string(out);
            set_encoding(vm, s, pos.first().copied().unwrap_or(Value::NIL)).ok();
            return Ok(s);
        }
        let first = b.iter().position(|&c| c >= 0x80).unwrap_or(0);
        let cls = vm.const_get_from(vm.core.encoding, intern("UndefinedConversionError"))?;
        let msg = if src_kind == 1 {
            format!("\"\\x{:02X}\" from ASCII-8BIT to UTF-8", b[first])
        } else if std::str::from_utf8(&b).is_err() {
            let cls2 = vm.const_get_from(vm.core.encoding, intern("InvalidByteSequenceError"))?;
            return Err(vm.make_error(cls2, &format!("\"\\x{:02X}\" on UTF-8", b[first])));
        } else {
            let w = utf8_width(&b, first);
            let ch = std::str::from_utf8(&b[first..first + w]).unwrap_or("?").chars().next().unwrap_or('?');
            format!("U+{:04X} from UTF-8 to {}", ch as u32, dst_name)
        };
        let _ = src_name;
        return Err(vm.make_error(cls, &msg));
    }
    let s = vm.new_string(b);
    match target {
        1 => obj::set_flag(s, obj::FL_STR_BINARY, true),
        2 => obj::set_flag(s, FL_STR_ASCII, true),
        _ => {}
    }
    Ok(s)
}

fn s_unicode_normalize(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv).clone();
    Ok(new_like(vm, recv, b))
}

fn s_scrub(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = bytes(recv).clone();
    if is_bin(recv) || std::str::from_utf8(&b).is_ok() {
        return Ok(new_like(vm, recv, b));
    }
    let rep = if args.is_empty() {
        "\u{FFFD}".as_bytes().to_vec()
    } else {
        let r = str_arg(vm, args.get(0))?;
        bytes(r).clone()
    };
    let mut out = Vec::new();
    let mut i = 0;
    let mut in_bad = false;
    while i < b.len() {
        let w = utf8_width(&b, i);
        if w == 1 && b[i] >= 0x80 {
            if !in_bad {
                out.extend_from_slice(&rep);
            }
            in_bad = true;
        } else {
            out.extend_from_slice(&b[i..i + w]);
            in_bad = false;
        }
        i += w;
    }
    Ok(new_like(vm, recv, out))
}

// ---------------------------------------------------------------- Encoding class

fn enc_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = vm.ivar_get(recv, intern("@__name"));
    let b = if obj::is_type(n, ObjType::String) { bytes(n).clone() } else { Vec::new() };
    Ok(vm.new_string(b))
}
fn enc_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = vm.ivar_get(recv, intern("@__name"));
    let name = if obj::is_type(n, ObjType::String) { crate::core::str_of(n) } else { String::new() };
    let s = if name == "ASCII-8BIT" { "#<Encoding:BINARY (ASCII-8BIT)>".to_string() } else { format!("#<Encoding:{name}>") };
    Ok(vm.new_string(s.into_bytes()))
}
fn enc_utf8(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    encoding_const(vm, "UTF_8")
}
fn enc_find(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let e = args.get(0);
    if vm.is_kind_of(e, vm.core.encoding) {
        return Ok(e);
    }
    let s = vm.expect_string(e)?;
    let name = crate::core::str_of(s).to_ascii_lowercase();
    if name == "locale" || name == "external" || name == "filesystem" {
        return encoding_const(vm, "UTF_8");
    }
    match encoding_kind(vm, s)? {
        1 => encoding_const(vm, "BINARY"),
        2 => encoding_const(vm, "US_ASCII"),
        _ => encoding_const(vm, "UTF_8"),
    }
}
fn enc_ascii_compat(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::TRUE)
}
fn enc_names(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = vm.ivar_get(recv, intern("@__name"));
    let list = new_list(vm);
    list_push(list, n);
    let name = if obj::is_type(n, ObjType::String) { crate::core::str_of(n) } else { String::new() };
    let extra: &[&str] = match name.as_str() {
        "ASCII-8BIT" => &["BINARY"],
        "US-ASCII" => &["ASCII", "ANSI_X3.4-1968", "646"],
        "UTF-8" => &["CP65001", "locale", "external", "filesystem"],
        _ => &[],
    };
    for e in extra {
        let s = vm.new_str(e);
        list_push(list, s);
    }
    Ok(end_list(vm, list))
}
fn enc_list(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let list = new_list(vm);
    for n in ["ASCII_8BIT", "UTF_8", "US_ASCII"] {
        let e = encoding_const(vm, n)?;
        list_push(list, e);
    }
    Ok(end_list(vm, list))
}

fn init_encoding(vm: &mut Vm) {
    let e = vm.core.encoding;
    let mk = |vm: &mut Vm, name: &str, consts: &[&str]| {
        let o = vm.new_object(e);
        vm.temp_roots.push(o);
        let n = vm.new_str(name);
        vm.freeze(n);
        let _ = vm.ivar_set(o, intern("@__name"), n);
        for c in consts {
            vm.const_set(e, intern(c), o);
        }
        vm.temp_roots.pop();
    };
    mk(vm, "UTF-8", &["UTF_8"]);
    mk(vm, "ASCII-8BIT", &["ASCII_8BIT", "BINARY"]);
    mk(vm, "US-ASCII", &["US_ASCII", "ASCII"]);
    vm.define_builtin(e, "to_s", 0, enc_to_s);
    vm.define_builtin(e, "name", 0, enc_to_s);
    vm.define_builtin(e, "inspect", 0, enc_inspect);
    vm.define_builtin(e, "names", 0, enc_names);
    vm.define_builtin(e, "ascii_compatible?", 0, enc_ascii_compat);
    vm.define_builtin(e, "dummy?", 0, |_vm, _r, _a| Ok(Value::FALSE));
    vm.define_singleton_builtin(e, "utf8_const", 0, enc_utf8);
    vm.define_singleton_builtin(e, "default_external", 0, enc_utf8);
    vm.define_singleton_builtin(e, "default_internal", 0, |_vm, _r, _a| Ok(Value::NIL));
    vm.define_singleton_builtin(e, "find", 1, enc_find);
    vm.define_singleton_builtin(e, "list", 0, enc_list);
    vm.define_singleton_builtin(e, "name_list", 0, |vm, _r, _a| {
        let list = new_list(vm);
        for n in ["ASCII-8BIT", "UTF-8", "US-ASCII", "BINARY", "ASCII"] {
            let s = vm.new_str(n);
            list_push(list, s);
        }
        Ok(end_list(vm, list))
    });
    let enc_err = vm.core.encoding_error;
    crate::core::define_class_under(vm, e, "CompatibilityError", enc_err);
    crate::core::define_class_under(vm, e, "UndefinedConversionError", enc_err);
    crate::core::define_class_under(vm, e, "InvalidByteSequenceError", enc_err);
    crate::core::define_class_under(vm, e, "ConverterNotFoundError", enc_err);
}

// ---------------------------------------------------------------- registration

pub fn init(vm: &mut Vm) {
    init_encoding(vm);
    let s = vm.core.string;
    vm.define_singleton_builtin(s, "new", -1, s_new);
    vm.define_private_builtin(s, "initialize", -1, s_initialize);
    vm.define_private_builtin(s, "initialize_copy", 1, s_replace);
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("inspect", 0, s_inspect),
        ("dump", 0, s_dump),
        ("to_s", 0, s_to_s),
        ("to_str", 0, s_to_s),
        ("+", 1, s_plus),
        ("*", 1, s_mul),
        ("<<", 1, s_concat_op),
        ("concat", -1, s_concat),
        ("==", 1, s_eq),
        ("===", 1, s_eq),
        ("eql?", 1, s_eql),
        ("<=>", 1, s_cmp),
        ("length", 0, s_length),
        ("size", 0, s_length),
        ("bytesize", 0, |_vm, r, _a| Ok(Value::fixnum(bytes(r).len() as i64))),
        ("empty?", 0, |_vm, r, _a| Ok(Value::bool(bytes(r).is_empty()))),
        ("to_sym", 0, s_to_sym),
        ("intern", 0, s_to_sym),
        ("hash", 0, s_hash),
        ("to_i", -1, s_to_i),
        ("to_f", 0, s_to_f),
        ("=~", 1, s_match_op),
        ("hex", 0, s_hex),
        ("oct", 0, s_oct),
        ("freeze", 0, s_freeze),
        ("+@", 0, s_uplus),
        ("-@", 0, s_uminus),
        ("dedup", 0, s_uminus),
        ("dup", 0, s_dup),
        ("replace", 1, s_replace),
        ("clear", 0, s_clear),
        ("[]", -1, s_aref),
        ("slice", -1, s_aref),
        ("[]=", -1, s_aset),
        ("slice!", -1, s_slice_bang),
        ("byteslice", -2, s_byteslice),
        ("getbyte", 1, s_getbyte),
        ("setbyte", 2, s_setbyte),
        ("include?", 1, s_include),
        ("start_with?", -1, s_start_with),
        ("end_with?", -1, s_end_with),
        ("index", -2, s_index),
        ("rindex", -2, s_rindex),
        ("byteindex", -2, s_byteindex),
        ("count", -1, s_count),
        ("delete", -1, s_delete),
        ("delete!", -1, s_delete_bang),
        ("squeeze", -1, s_squeeze),
        ("squeeze!", -1, s_squeeze_bang),
        ("tr", -1, s_tr),
        ("tr!", -1, s_tr_bang),
        ("tr_s", -1, s_tr_s),
        ("upcase", -1, |vm, r, a| case_new(vm, r, a, Case::Up)),
        ("downcase", -1, |vm, r, a| case_new(vm, r, a, Case::Down)),
        ("capitalize", -1, |vm, r, a| case_new(vm, r, a, Case::Cap)),
        ("swapcase", -1, |vm, r, a| case_new(vm, r, a, Case::Swap)),
        ("upcase!", -1, |vm, r, a| case_bang(vm, r, a, Case::Up)),
        ("downcase!", -1, |vm, r, a| case_bang(vm, r, a, Case::Down)),
        ("capitalize!", -1, |vm, r, a| case_bang(vm, r, a, Case::Cap)),
        ("swapcase!", -1, |vm, r, a| case_bang(vm, r, a, Case::Swap)),
        ("casecmp", 1, s_casecmp),
        ("casecmp?", 1, s_casecmp_p),
        ("strip", 0, |vm, r, _a| strip_new(vm, r, true, true)),
        ("lstrip", 0, |vm, r, _a| strip_new(vm, r, true, false)),
        ("rstrip", 0, |vm, r, _a| strip_new(vm, r, false, true)),
        ("strip!", 0, |vm, r, _a| strip_bang(vm, r, true, true)),
        ("lstrip!", 0, |vm, r, _a| strip_bang(vm, r, true, false)),
        ("rstrip!", 0, |vm, r, _a| strip_bang(vm, r, false, true)),
        ("chomp", -1, s_chomp),
        ("chomp!", -1, s_chomp_bang),
        ("chop", 0, s_chop),
        ("chop!", 0, s_chop_bang),
        ("chr", 0, s_chr),
        ("delete_prefix", 1, s_delete_prefix),
        ("delete_prefix!", 1, s_delete_prefix_bang),
        ("delete_suffix", 1, s_delete_suffix),
        ("delete_suffix!", 1, s_delete_suffix_bang),
        ("center", -1, |vm, r, a| justify(vm, r, a, b'c')),
        ("ljust", -1, |vm, r, a| justify(vm, r, a, b'l')),
        ("rjust", -1, |vm, r, a| justify(vm, r, a, b'r')),
        ("split", -1, s_split),
        ("lines", -1, s_lines),
        ("each_line", -1, s_each_line),
        ("chars", 0, s_chars),
        ("each_char", 0, s_each_char),
        ("grapheme_clusters", 0, s_each_grapheme),
        ("each_grapheme_cluster", 0, s_each_grapheme_cluster),
        ("bytes", 0, s_bytes),
        ("each_byte", 0, s_each_byte),
        ("codepoints", 0, s_codepoints),
        ("each_codepoint", 0, s_each_codepoint),
        ("partition", 1, s_partition),
        ("rpartition", 1, s_rpartition),
        ("sub", -2, s_sub),
        ("gsub", -2, s_gsub),
        ("sub!", -2, s_sub_bang),
        ("gsub!", -2, s_gsub_bang),
        ("scan", 1, s_scan),
        ("reverse", 0, s_reverse),
        ("reverse!", 0, s_reverse_bang),
        ("insert", 2, s_insert),
        ("prepend", -1, s_prepend),
        ("ord", 0, s_ord),
        ("sum", -1, s_sum),
        ("succ", 0, s_succ),
        ("next", 0, s_succ),
        ("succ!", 0, s_succ_bang),
        ("next!", 0, s_succ_bang),
        ("upto", -2, s_upto),
        ("encoding", 0, s_encoding),
        ("force_encoding", 1, s_force_encoding),
        ("valid_encoding?", 0, s_valid_encoding),
        ("ascii_only?", 0, s_ascii_only),
        ("b", 0, s_b),
        ("encode", -1, s_encode),
        ("unicode_normalize", -1, s_unicode_normalize),
        ("scrub", -1, s_scrub),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(s, name, arity, f);
    }
    let _ = s_squish_unused;
}
