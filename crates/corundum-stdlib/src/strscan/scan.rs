//! StringScanner's scanning methods: the Regexp or String match at or after the scan pointer
//! (`do_scan`, behind `scan`, `scan_until`, `skip`, `skip_until`, `match?`, `check`,
//! `check_until`, `exist?`, `search_full`, `scan_full`), the one-step scans (`getch`,
//! `get_byte`, `scan_byte`, `peek`, `peek_byte`) and `scan_integer`.
//!
//! Invariants:
//! - Every method that scans clears the match status first, so a failure leaves no match.
//! - In the default mode a Regexp sees the string from the scan pointer on as its whole
//!   subject (`\A` and `^` match there, look-behind stops there); with `fixed_anchor: true` it
//!   sees the whole string and starts at the pointer (`Ruby::regexp_search`).
//! - String patterns compare bytes, after CRuby's encoding check (`rb_enc_check`).

use num_bigint::BigInt;

use super::{extract_beg_len, extract_range, scanner, Scanner};
use corundum_vm::api::{define_methods, Args, Data, Result, Ruby, Value};

/// What a scan does once it matched: move the pointer past the match (`advance`), answer the
/// text up to the match's end instead of its length (`get_str`); `head_only` wants the match to
/// start at the pointer.
#[derive(Clone, Copy)]
struct Mode {
    advance: bool,
    get_str: bool,
    head_only: bool,
}

/// A pattern argument: a Regexp, or a String (or what `to_str` makes of it).
fn pattern_arg(rb: &mut Ruby, pattern: Value) -> Result {
    if rb.is_regexp(pattern) {
        // An uninitialized Regexp is refused as CRuby's rb_reg_check does.
        rb.check_regexp(pattern)?;
        return Ok(pattern);
    }
    rb.expect_string(pattern)
}

/// CRuby's strscan_do_scan.
fn do_scan(rb: &mut Ruby, recv: Value, pattern: Value, mode: Mode) -> Result {
    let d = scanner(rb, recv)?;
    let pattern = pattern_arg(rb, pattern)?;
    let p = d.get_mut(rb);
    p.clear_match();
    let (s, curr, fixed) = (p.str, p.curr, p.fixed_anchor);
    if curr > rb.str_len(s) {
        return Ok(Value::NIL);
    }
    if rb.is_regexp(pattern) {
        d.get_mut(rb).regex = pattern;
        let (origin, start) = if fixed { (0, curr) } else { (curr, 0) };
        let found = rb.regexp_search(pattern, s, origin, start, mode.head_only)?;
        let p = d.get_mut(rb);
        p.regs.clear();
        let Some(groups) = found else { return Ok(Value::NIL) };
        p.regs.extend((0..groups.len()).map(|i| groups.pos(i)));
    } else {
        if rb.compatible_encoding(s, pattern).is_none() {
            let (a, b) = (rb.str_encoding(s), rb.str_encoding(pattern));
            return Err(rb.encoding_compatibility_error(a, b));
        }
        let found = {
            let pat = rb.str_bytes(pattern);
            let rest = rb.str_bytes(s).get(curr..).unwrap_or(&[]);
            if rest.len() < pat.len() {
                None
            } else if mode.head_only {
                rest.starts_with(pat).then_some(0)
            } else {
                find(rest, pat)
            }
        };
        let Some(at) = found else { return Ok(Value::NIL) };
        let plen = rb.str_len(pattern);
        let base = if fixed { curr } else { 0 };
        d.get_mut(rb).set_first_register(base + at, base + at + plen);
    }
    let p = d.get_mut(rb);
    p.matched = true;
    p.prev = p.curr;
    let end0 = p.reg(0).map_or(0, |r| r.1);
    if mode.advance {
        p.curr = if p.fixed_anchor { end0 } else { p.curr + end0 };
    }
    let length = if p.fixed_anchor { end0.saturating_sub(p.prev) } else { end0 };
    let prev = p.prev;
    if mode.get_str {
        Ok(extract_beg_len(rb, s, prev, length))
    } else {
        Ok(Value::fixnum(length as i64))
    }
}

/// The first place `needle` occurs in `hay` (bytes, as CRuby's rb_memsearch).
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    match needle.len() {
        0 => Some(0),
        1 => hay.iter().position(|&c| c == needle[0]),
        n => hay.windows(n).position(|w| w == needle),
    }
}

macro_rules! scan_method {
    ($name:ident, $advance:expr, $get_str:expr, $head_only:expr) => {
        fn $name(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
            do_scan(rb, recv, args.get(0), Mode { advance: $advance, get_str: $get_str, head_only: $head_only })
        }
    };
}

scan_method!(ss_scan, true, true, true);
scan_method!(ss_match_p, false, false, true);
scan_method!(ss_skip, true, false, true);
scan_method!(ss_check, false, true, true);
scan_method!(ss_scan_until, true, true, false);
scan_method!(ss_exist_p, false, false, false);
scan_method!(ss_skip_until, true, false, false);
scan_method!(ss_check_until, false, true, false);

/// `search_full(pattern, advance_pointer, return_string)`.
fn ss_search_full(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    do_scan(rb, recv, args.get(0), Mode { advance: args.get(1).truthy(), get_str: args.get(2).truthy(), head_only: false })
}

/// `scan_full(pattern, advance_pointer, return_string)`.
fn ss_scan_full(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    do_scan(rb, recv, args.get(0), Mode { advance: args.get(1).truthy(), get_str: args.get(2).truthy(), head_only: true })
}

/// Moves the pointer `len` bytes as a match (`getch`, `get_byte`, `scan_byte`, `scan_integer`).
fn step(p: &mut Scanner, len: usize) {
    p.prev = p.curr;
    p.curr += len;
    p.matched = true;
    p.set_registers_to_matched();
}

/// The text of the match `step` made.
fn stepped_text(rb: &mut Ruby, d: Data<Scanner>) -> Value {
    let p = d.get(rb);
    let (b, e) = p.reg(0).unwrap_or((0, 0));
    let (b, e, s) = (p.adjust(b), p.adjust(e), p.str);
    extract_range(rb, s, b, e)
}

/// `getch`: one character (an invalid byte counts as one).
fn ss_getch(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    d.get_mut(rb).clear_match();
    let p = d.get(rb);
    if p.eos(rb) {
        return Ok(Value::NIL);
    }
    let enc = rb.str_encoding(p.str);
    let rest = &rb.str_bytes(p.str)[p.curr..];
    let len = enc.char_len(rest).clamp(1, rest.len());
    step(d.get_mut(rb), len);
    Ok(stepped_text(rb, d))
}

fn ss_get_byte(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    d.get_mut(rb).clear_match();
    if d.get(rb).eos(rb) {
        return Ok(Value::NIL);
    }
    step(d.get_mut(rb), 1);
    Ok(stepped_text(rb, d))
}

/// `scan_byte`: the next byte as an Integer, consumed.
fn ss_scan_byte(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    d.get_mut(rb).clear_match();
    let p = d.get(rb);
    if p.eos(rb) {
        return Ok(Value::NIL);
    }
    let byte = rb.str_bytes(p.str)[p.curr];
    step(d.get_mut(rb), 1);
    Ok(Value::fixnum(i64::from(byte)))
}

/// `peek_byte`: the next byte as an Integer; the match status is kept.
fn ss_peek_byte(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let p = d.get(rb);
    Ok(match rb.str_bytes(p.str).get(p.curr) {
        Some(&b) => Value::fixnum(i64::from(b)),
        None => Value::NIL,
    })
}

/// `peek(len)`: up to `len` bytes from the pointer, without moving it.
fn ss_peek(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let len = rb.expect_int(args.get(0))?;
    let p = d.get(rb);
    let s = p.str;
    if p.eos(rb) {
        return Ok(rb.str_substr(s, 0, 0));
    }
    if len < 0 {
        return Err(rb.arg_error("negative string size (or size too big)"));
    }
    let p = d.get(rb);
    let (curr, len) = (p.curr, usize::try_from(len).unwrap_or(usize::MAX).min(p.rest_len(rb)));
    Ok(extract_beg_len(rb, s, curr, len))
}

/// Encoding::CompatibilityError unless the string's encoding is ASCII-compatible.
fn must_ascii_compat(rb: &mut Ruby, s: Value) -> Result<()> {
    let enc = rb.str_encoding(s);
    if enc.is_ascii_compatible() {
        return Ok(());
    }
    Err(rb.encoding_error("CompatibilityError", &format!("ASCII incompatible encoding: {}", enc.name())))
}

/// Scans an optionally signed integer in `radix` (10, or 16 with an optional `0x`) at the
/// pointer: the Integer, or nil (pointer unmoved) when no digit follows.
fn scan_int(rb: &mut Ruby, recv: Value, radix: u32) -> Result {
    let d = scanner(rb, recv)?;
    d.get_mut(rb).clear_match();
    must_ascii_compat(rb, d.get(rb).str)?;
    let p = d.get(rb);
    let rest = rb.str_bytes(p.str).get(p.curr..).unwrap_or(&[]);
    let is_digit = |c: u8| if radix == 16 { c.is_ascii_hexdigit() } else { c.is_ascii_digit() };
    let mut i = 0;
    let negative = rest.first() == Some(&b'-');
    if matches!(rest.first(), Some(b'-' | b'+')) {
        i = 1;
    }
    if radix == 16 && rest.len() >= i + 3 && rest[i] == b'0' && matches!(rest[i + 1], b'x' | b'X') && rest[i + 2].is_ascii_hexdigit() {
        i += 2;
    }
    let start = i;
    while i < rest.len() && is_digit(rest[i]) {
        i += 1;
    }
    if i == start {
        return Ok(Value::NIL);
    }
    let digits = &rest[start..i];
    let n = match BigInt::parse_bytes(digits, radix) {
        Some(n) => n,
        None => return Ok(Value::NIL),
    };
    let n = if negative { -n } else { n };
    step(d.get_mut(rb), i);
    Ok(rb.new_integer(n))
}

fn ss_scan_base10_integer(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    scan_int(rb, recv, 10)
}

fn ss_scan_base16_integer(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    scan_int(rb, recv, 16)
}

/// `scan_integer(base: 10)`: base 10 or 16 (compared with `===`, as CRuby's Ruby-level
/// `case` does), anything else an ArgumentError.
fn ss_scan_integer(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let given = args.positional().len();
    if given > 0 {
        return Err(rb.arg_count_error(given, 0, 0));
    }
    let mut base = Value::fixnum(10);
    if let Some(kw) = args.keywords() {
        rb.check_keywords(kw, &["base"])?;
        if let Some(b) = rb.keyword(kw, "base") {
            base = b;
        }
    }
    for radix in [10u32, 16] {
        let hit = if base.is_fixnum() {
            base.as_fixnum() == i64::from(radix)
        } else {
            rb.call(Value::fixnum(i64::from(radix)), "===", &[base])?.truthy()
        };
        if hit {
            return scan_int(rb, recv, radix);
        }
    }
    let shown = rb.inspect(base)?;
    Err(rb.arg_error(&format!("Unsupported integer base: {shown}, expected 10 or 16")))
}

pub(super) fn init(rb: &mut Ruby, k: Value) {
    define_methods!(rb, k, [
        ("scan", 1, ss_scan),
        ("match?", 1, ss_match_p),
        ("skip", 1, ss_skip),
        ("check", 1, ss_check),
        ("scan_until", 1, ss_scan_until),
        ("exist?", 1, ss_exist_p),
        ("skip_until", 1, ss_skip_until),
        ("check_until", 1, ss_check_until),
        ("peek", 1, ss_peek),
        ("search_full", 3, ss_search_full),
        ("scan_full", 3, ss_scan_full),
        ("getch", 0, ss_getch),
        ("get_byte", 0, ss_get_byte),
        ("scan_byte", 0, ss_scan_byte),
        ("peek_byte", 0, ss_peek_byte),
        ("scan_integer", -1, ss_scan_integer),
    ]);
    rb.define_private_method(k, "scan_base10_integer", 0, ss_scan_base10_integer);
    rb.define_private_method(k, "scan_base16_integer", 0, ss_scan_base16_integer);
}
