//! StringScanner's scanning methods: the Regexp or String match at or after the scan pointer
//! (`do_scan`, behind `scan`, `scan_until`, `skip`, `skip_until`, `match?`, `check`,
//! `check_until`, `exist?`, `search_full`, `scan_full`), the one-step scans (`getch`,
//! `get_byte`, `scan_byte`, `peek`, `peek_byte`) and `scan_integer`.
//!
//! Invariants:
//! - Every method that scans clears the match status first, so a failure leaves no match.
//! - In the default mode a Regexp sees the string from the scan pointer on as its whole
//!   subject (`\A` and `^` match there, look-behind stops there); with `fixed_anchor: true` it
//!   sees the whole string and starts at the pointer (`core::regexp::search_region_from`).
//! - String patterns compare bytes, after CRuby's encoding check (`rb_enc_check`).

use num_bigint::BigInt;

use super::{extract_beg_len, extract_range, payload, scanner, set_regex, Scanner};
use crate::core::encoding::chars;
use crate::core::regexp::{self, Dir};
use crate::core::string;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

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
fn pattern_arg(vm: &mut Vm, pattern: Value) -> VmResult {
    if regexp::regexp_slot(pattern).is_some() {
        // An uninitialized Regexp is refused as CRuby's rb_reg_check does.
        vm.expect_regexp(pattern)?;
        return Ok(pattern);
    }
    vm.expect_string(pattern)
}

/// CRuby's strscan_do_scan.
fn do_scan(vm: &mut Vm, recv: Value, pattern: Value, mode: Mode) -> VmResult {
    scanner(vm, recv)?;
    let pattern = pattern_arg(vm, pattern)?;
    let p = payload(recv);
    p.clear_match();
    if p.curr > p.len() {
        return Ok(Value::NIL);
    }
    if regexp::is_regexp(pattern) {
        set_regex(recv, pattern);
        let (origin, start) = if p.fixed_anchor { (0, p.curr) } else { (p.curr, 0) };
        let dir = if mode.head_only { Dir::Anchored } else { Dir::Forward };
        let found = regexp::search_region_from(vm, pattern, p.str, origin, start, dir)?;
        let p = payload(recv);
        p.regs.clear();
        let Some(groups) = found else { return Ok(Value::NIL) };
        p.regs.extend((0..groups.len()).map(|i| groups.pos(i)));
    } else {
        if string::compatible_encoding(p.str, pattern).is_none() {
            let (a, b) = (crate::core::encoding::string_encoding(p.str), crate::core::encoding::string_encoding(pattern));
            return Err(crate::core::encoding::errors::incompatible(vm, a, b));
        }
        let pat = string::bytes(pattern);
        let rest = p.bytes().get(p.curr..).unwrap_or(&[]);
        if rest.len() < pat.len() {
            return Ok(Value::NIL);
        }
        let at = if mode.head_only {
            if !rest.starts_with(pat) {
                return Ok(Value::NIL);
            }
            0
        } else {
            match find(rest, pat) {
                Some(i) => i,
                None => return Ok(Value::NIL),
            }
        };
        let base = if p.fixed_anchor { p.curr } else { 0 };
        p.set_first_register(base + at, base + at + pat.len());
    }
    let p = payload(recv);
    p.matched = true;
    p.prev = p.curr;
    let end0 = p.reg(0).map_or(0, |r| r.1);
    if mode.advance {
        p.curr = if p.fixed_anchor { end0 } else { p.curr + end0 };
    }
    let length = if p.fixed_anchor { end0.saturating_sub(p.prev) } else { end0 };
    if mode.get_str {
        Ok(extract_beg_len(vm, p, p.prev, length))
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
        fn $name(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
            do_scan(vm, recv, args.get(0), Mode { advance: $advance, get_str: $get_str, head_only: $head_only })
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
fn ss_search_full(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    do_scan(vm, recv, args.get(0), Mode { advance: args.get(1).truthy(), get_str: args.get(2).truthy(), head_only: false })
}

/// `scan_full(pattern, advance_pointer, return_string)`.
fn ss_scan_full(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    do_scan(vm, recv, args.get(0), Mode { advance: args.get(1).truthy(), get_str: args.get(2).truthy(), head_only: true })
}

/// Moves the pointer `len` bytes as a match (`getch`, `get_byte`, `scan_byte`, `scan_integer`).
fn step(p: &mut Scanner, len: usize) {
    p.prev = p.curr;
    p.curr += len;
    p.matched = true;
    p.set_registers_to_matched();
}

/// The text of the match `step` made.
fn stepped_text(vm: &mut Vm, p: &Scanner) -> Value {
    let (b, e) = p.reg(0).unwrap_or((0, 0));
    let (b, e) = (p.adjust(b), p.adjust(e));
    extract_range(vm, p, b, e)
}

/// `getch`: one character (an invalid byte counts as one).
fn ss_getch(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    p.clear_match();
    if p.eos() {
        return Ok(Value::NIL);
    }
    let id = crate::core::encoding::string_encoding(p.str);
    let rest = &p.bytes()[p.curr..];
    let len = chars::char_len(id, rest).clamp(1, rest.len());
    step(p, len);
    Ok(stepped_text(vm, p))
}

fn ss_get_byte(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    p.clear_match();
    if p.eos() {
        return Ok(Value::NIL);
    }
    step(p, 1);
    Ok(stepped_text(vm, p))
}

/// `scan_byte`: the next byte as an Integer, consumed.
fn ss_scan_byte(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    p.clear_match();
    if p.eos() {
        return Ok(Value::NIL);
    }
    let byte = p.bytes()[p.curr];
    step(p, 1);
    Ok(Value::fixnum(i64::from(byte)))
}

/// `peek_byte`: the next byte as an Integer; the match status is kept.
fn ss_peek_byte(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    Ok(match p.bytes().get(p.curr) {
        Some(&b) => Value::fixnum(i64::from(b)),
        None => Value::NIL,
    })
}

/// `peek(len)`: up to `len` bytes from the pointer, without moving it.
fn ss_peek(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    scanner(vm, recv)?;
    let len = vm.expect_int(args.get(0))?;
    let p = payload(recv);
    if p.eos() {
        return Ok(string::new_part(vm, p.str, &[][..]));
    }
    if len < 0 {
        return Err(vm.arg_error("negative string size (or size too big)"));
    }
    let len = usize::try_from(len).unwrap_or(usize::MAX).min(p.rest_len());
    Ok(extract_beg_len(vm, p, p.curr, len))
}

/// Encoding::CompatibilityError unless the string's encoding is ASCII-compatible.
fn must_ascii_compat(vm: &mut Vm, p: &Scanner) -> VmResult<()> {
    let id = crate::core::encoding::string_encoding(p.str);
    if id.ascii_compatible() {
        return Ok(());
    }
    Err(crate::core::encoding::errors::raise_named(vm, "CompatibilityError", &format!("ASCII incompatible encoding: {}", id.name())))
}

/// Scans an optionally signed integer in `radix` (10, or 16 with an optional `0x`) at the
/// pointer: the Integer, or nil (pointer unmoved) when no digit follows.
fn scan_int(vm: &mut Vm, recv: Value, radix: u32) -> VmResult {
    let p = scanner(vm, recv)?;
    p.clear_match();
    must_ascii_compat(vm, p)?;
    let rest = p.bytes().get(p.curr..).unwrap_or(&[]);
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
    step(p, i);
    Ok(vm.new_bignum(n))
}

fn ss_scan_base10_integer(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    scan_int(vm, recv, 10)
}

fn ss_scan_base16_integer(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    scan_int(vm, recv, 16)
}

/// `scan_integer(base: 10)`: base 10 or 16 (compared with `===`, as CRuby's Ruby-level
/// `case` does), anything else an ArgumentError.
fn ss_scan_integer(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let given = args.positional().len();
    if given > 0 {
        return Err(vm.arg_count_error(given, 0, 0));
    }
    let mut base = Value::fixnum(10);
    if let Some(kw) = args.kwargs() {
        let key = Value::symbol(intern("base"));
        let unknown: Vec<Value> = crate::object::as_hash(kw).table.iter().map(|e| e.key).filter(|k| *k != key).collect();
        if !unknown.is_empty() {
            return Err(vm.unknown_keywords_error(&unknown));
        }
        if let Some(b) = vm.hash_lookup_symbol(kw, intern("base")) {
            base = b;
        }
    }
    for radix in [10u32, 16] {
        let hit = if base.is_fixnum() {
            base.as_fixnum() == i64::from(radix)
        } else {
            vm.call_method(Value::fixnum(i64::from(radix)), intern("==="), &[base], None)?.truthy()
        };
        if hit {
            return scan_int(vm, recv, radix);
        }
    }
    let shown = vm.inspect_str(base)?;
    Err(vm.arg_error(&format!("Unsupported integer base: {shown}, expected 10 or 16")))
}

pub(super) fn init(vm: &mut Vm, k: Value) {
    for (name, f) in [
        ("scan", ss_scan as crate::class::BuiltinFn),
        ("match?", ss_match_p),
        ("skip", ss_skip),
        ("check", ss_check),
        ("scan_until", ss_scan_until),
        ("exist?", ss_exist_p),
        ("skip_until", ss_skip_until),
        ("check_until", ss_check_until),
        ("peek", ss_peek),
    ] {
        vm.define_builtin(k, name, 1, f);
    }
    vm.define_builtin(k, "search_full", 3, ss_search_full);
    vm.define_builtin(k, "scan_full", 3, ss_scan_full);
    vm.define_builtin(k, "getch", 0, ss_getch);
    vm.define_builtin(k, "get_byte", 0, ss_get_byte);
    vm.define_builtin(k, "scan_byte", 0, ss_scan_byte);
    vm.define_builtin(k, "peek_byte", 0, ss_peek_byte);
    vm.define_builtin(k, "scan_integer", -1, ss_scan_integer);
    vm.define_private_builtin(k, "scan_base10_integer", 0, ss_scan_base10_integer);
    vm.define_private_builtin(k, "scan_base16_integer", 0, ss_scan_base16_integer);
}
