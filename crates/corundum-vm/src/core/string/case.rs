//! Case mapping: `upcase`/`downcase`/`capitalize`/`swapcase` (and bang forms) with the
//! `:ascii`, `:turkic`, `:lithuanian` and `:fold` options, `casecmp` and `casecmp?`.
//!
//! Invariants:
//! - Mapping is ASCII-only for binary and broken strings and with `:ascii`; full Unicode
//!   otherwise, one character at a time: like CRuby, no context rules (a final capital sigma
//!   lowercases to σ, not ς), titlecase for the first character of `capitalize`.
//! - The options are checked as CRuby checks them, before the receiver is looked at.
//! - `casecmp` compares ASCII-folded bytes; `casecmp?` compares full Unicode case folds.

use super::{bytes, coderange, is_bin, modify, new_part, ord_val, replace_bytes, str_arg, Cr, FL_STR_ASCII};
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Case {
    Up,
    Down,
    Cap,
    Swap,
}

/// The options of one case-mapping call.
#[derive(Clone, Copy, Default)]
struct CaseOptions {
    ascii: bool,
    /// `:turkic`: dotted and dotless i map to each other (`i` <-> `İ`, `ı` <-> `I`).
    turkic: bool,
    /// `:fold` (downcase only): Unicode case folding instead of lowercasing.
    fold: bool,
}

fn option_name(v: Value) -> Option<std::borrow::Cow<'static, str>> {
    v.is_symbol().then(|| v.as_symbol().name())
}

/// CRuby's rules: at most two options; `:ascii` and `:fold` alone; `:turkic` and `:lithuanian`
/// only with each other; `:fold` only for downcasing.
fn case_options(vm: &mut Vm, args: &Args, mode: Case) -> VmResult<CaseOptions> {
    let a = args.positional();
    let mut o = CaseOptions::default();
    if a.len() > 2 {
        return Err(vm.arg_error("too many options"));
    }
    let Some(&first) = a.first() else { return Ok(o) };
    match option_name(first).as_deref() {
        Some("ascii") => o.ascii = true,
        Some("fold") if mode != Case::Down && a.len() == 1 => return Err(vm.arg_error("option :fold only allowed for downcasing")),
        Some("fold") => o.fold = true,
        Some(n @ ("turkic" | "lithuanian")) => {
            o.turkic = n == "turkic";
            if let Some(&second) = a.get(1) {
                let other = if o.turkic { "lithuanian" } else { "turkic" };
                if option_name(second).as_deref() != Some(other) {
                    return Err(vm.arg_error("invalid second option"));
                }
                o.turkic = true;
            }
            return Ok(o);
        }
        _ => return Err(vm.arg_error("invalid option")),
    }
    if a.len() > 1 {
        return Err(vm.arg_error("too many options"));
    }
    Ok(o)
}

/// Whether string `v`'s case mapping is full Unicode (valid UTF-8, not binary or US-ASCII; an
/// ASCII-only UTF-8 string only for `:turkic`, where `i` and `I` map out of ASCII).
fn unicode_case(v: Value, opts: CaseOptions) -> bool {
    !opts.ascii
        && !is_bin(v)
        && !obj::has_flag(v, FL_STR_ASCII)
        && match coderange(v) {
            Cr::Valid => true,
            Cr::SevenBit => opts.turkic,
            Cr::Broken => false,
        }
}

fn ascii_map(b: &[u8], mode: Case) -> Vec<u8> {
    let mut out = b.to_vec();
    match mode {
        Case::Up => out.make_ascii_uppercase(),
        Case::Down => out.make_ascii_lowercase(),
        Case::Swap => {
            for c in out.iter_mut() {
                if c.is_ascii_alphabetic() {
                    *c ^= 0x20;
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

fn push_lower(o: &mut String, c: char, turkic: bool) {
    match c {
        'I' if turkic => o.push('ı'),
        'İ' if turkic => o.push('i'),
        _ => o.extend(c.to_lowercase()),
    }
}

fn push_upper(o: &mut String, c: char, turkic: bool) {
    match c {
        'i' if turkic => o.push('İ'),
        _ => o.extend(c.to_uppercase()),
    }
}

/// Titlecase mappings that differ from uppercase (Unicode's UnicodeData and SpecialCasing):
/// the Latin digraphs, the Latin and Armenian ligatures, and Greek letters with ypogegrammeni.
pub(super) fn push_title(o: &mut String, c: char, turkic: bool) {
    let t: &str = match c {
        'Ǆ' | 'ǅ' | 'ǆ' => "ǅ",
        'Ǉ' | 'ǈ' | 'ǉ' => "ǈ",
        'Ǌ' | 'ǋ' | 'ǌ' => "ǋ",
        'Ǳ' | 'ǲ' | 'ǳ' => "ǲ",
        'ß' => "Ss",
        'ﬀ' => "Ff",
        'ﬁ' => "Fi",
        'ﬂ' => "Fl",
        'ﬃ' => "Ffi",
        'ﬄ' => "Ffl",
        'ﬅ' | 'ﬆ' => "St",
        'և' => "Եւ",
        'ﬓ' => "Մն",
        'ﬔ' => "Մե",
        'ﬕ' => "Մի",
        'ﬖ' => "Վն",
        'ﬗ' => "Մխ",
        '\u{1fb2}' => "\u{1fba}\u{345}",
        '\u{1fb4}' => "\u{386}\u{345}",
        '\u{1fc2}' => "\u{1fca}\u{345}",
        '\u{1fc4}' => "\u{389}\u{345}",
        '\u{1ff2}' => "\u{1ffa}\u{345}",
        '\u{1ff4}' => "\u{38f}\u{345}",
        '\u{1fb7}' => "\u{391}\u{342}\u{345}",
        '\u{1fc7}' => "\u{397}\u{342}\u{345}",
        '\u{1ff7}' => "\u{3a9}\u{342}\u{345}",
        // Greek with ypogegrammeni: titlecase is the capital with prosgegrammeni, one letter.
        '\u{1f80}'..='\u{1f87}' | '\u{1f90}'..='\u{1f97}' | '\u{1fa0}'..='\u{1fa7}' => {
            o.extend(char::from_u32(c as u32 + 8));
            return;
        }
        '\u{1f88}'..='\u{1f8f}' | '\u{1f98}'..='\u{1f9f}' | '\u{1fa8}'..='\u{1faf}' | '\u{1fbc}' | '\u{1fcc}' | '\u{1ffc}' => {
            o.push(c);
            return;
        }
        '\u{1fb3}' => "\u{1fbc}",
        '\u{1fc3}' => "\u{1fcc}",
        '\u{1ff3}' => "\u{1ffc}",
        _ => {
            push_upper(o, c, turkic);
            return;
        }
    };
    o.push_str(t);
}

/// `swapcase` of one character: lowercase letters go up, uppercase down; the titlecase digraphs
/// (neither) become their lowercase first letter and uppercase second, as CRuby maps them.
fn push_swapped(o: &mut String, c: char, turkic: bool) {
    match c {
        'ǅ' => o.push_str("dŽ"),
        'ǈ' => o.push_str("lJ"),
        'ǋ' => o.push_str("nJ"),
        'ǲ' => o.push_str("dZ"),
        _ if c.is_lowercase() => push_upper(o, c, turkic),
        _ if c.is_uppercase() => push_lower(o, c, turkic),
        _ => o.push(c),
    }
}

fn unicode_map(s: &str, mode: Case, opts: CaseOptions) -> String {
    if opts.fold {
        return caseless::default_case_fold_str(s);
    }
    let t = opts.turkic;
    let mut o = String::with_capacity(s.len());
    let mut chars = s.chars();
    match mode {
        Case::Up => chars.for_each(|c| push_upper(&mut o, c, t)),
        Case::Down => chars.for_each(|c| push_lower(&mut o, c, t)),
        Case::Swap => chars.for_each(|c| push_swapped(&mut o, c, t)),
        Case::Cap => {
            if let Some(f) = chars.next() {
                push_title(&mut o, f, t);
            }
            chars.for_each(|c| push_lower(&mut o, c, t));
        }
    }
    o
}

fn map_case(v: Value, mode: Case, opts: CaseOptions) -> Vec<u8> {
    let b = bytes(v);
    match unicode_case(v, opts).then(|| std::str::from_utf8(b).ok()).flatten() {
        Some(s) => unicode_map(s, mode, opts).into_bytes(),
        None => ascii_map(b, mode),
    }
}

pub(super) fn case_new(vm: &mut Vm, recv: Value, args: &Args, mode: Case) -> VmResult {
    let opts = case_options(vm, args, mode)?;
    let r = map_case(recv, mode, opts);
    Ok(new_part(vm, recv, r))
}

pub(super) fn case_bang(vm: &mut Vm, recv: Value, args: &Args, mode: Case) -> VmResult {
    let opts = case_options(vm, args, mode)?;
    modify(vm, recv)?;
    let r = map_case(recv, mode, opts);
    if r == *bytes(recv) {
        return Ok(Value::NIL);
    }
    // Mapping ASCII letters keeps ASCII ASCII.
    replace_bytes(recv, r);
    Ok(recv)
}

/// The other operand of `casecmp`/`casecmp?`: a String (or its `to_str`), or None when the
/// answer is nil (a Symbol, nil, true, false or a number).
fn casecmp_arg(vm: &mut Vm, o: Value) -> VmResult<Option<Value>> {
    if !obj::is_type(o, ObjType::String) && (o.is_special() || o.is_symbol() || !vm.respond_to(o, crate::symbol::sym::TO_STR, true)) {
        if o.is_symbol() || o.is_special() {
            return Ok(None);
        }
        return Err(vm.conversion_error(o, "String"));
    }
    str_arg(vm, o).map(Some)
}

pub(super) fn s_casecmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(o) = casecmp_arg(vm, args.get(0))? else { return Ok(Value::NIL) };
    let a = bytes(recv).to_ascii_lowercase();
    let b = bytes(o).to_ascii_lowercase();
    Ok(ord_val(a.cmp(&b)))
}

pub(super) fn s_casecmp_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(o) = casecmp_arg(vm, args.get(0))? else { return Ok(Value::NIL) };
    let fold = CaseOptions { fold: true, ..CaseOptions::default() };
    Ok(Value::bool(map_case(recv, Case::Down, fold) == map_case(o, Case::Down, fold)))
}
