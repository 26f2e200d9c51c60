//! Compiling patterns and the Regexp class itself: options and encodings, RegexpError messages,
//! `source`/`to_s`/`inspect`, `escape`, `union`, equality, and the class methods.
//!
//! Invariants:
//! - Every Regexp is made by `new_regexp`, which compiles the engine pattern first: a Regexp
//!   object never exists without a compiled pattern, so no method has to check for one.
//! - The encoding follows CRuby: an ASCII-only source without `/u` is US-ASCII and matches any
//!   ASCII-compatible string; a non-ASCII source fixes UTF-8 (or ASCII-8BIT with `/n`, or a
//!   binary source string), and `options` reports FIXEDENCODING (16) / NOENCODING (32) as
//!   CRuby does.
//! - Literals are frozen when made (`compile_literal`); `Regexp.new` results are not.

use onig::{EncodedBytes, RegexOptions, Syntax};

use crate::core::regexp::special_vars;
use crate::core::regexp::{
    is_regexp, match_at, match_start, re_of, search_test, ReEnc, RegexpData, Utf8Bytes, OPT_EXTENDED, OPT_FIXEDENCODING, OPT_IGNORECASE, OPT_MULTILINE,
    OPT_NOENCODING, REGEXP_TYPE,
};
use crate::core::string::{self as string, Cr};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The pattern as the engine reads it: Ruby's `\u{H H ...}` (one or more code points), which
/// Oniguruma's Ruby syntax lacks, becomes `\x{H}\x{H}...`; everything else is unchanged.
fn engine_source(source: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    if !source.windows(3).any(|w| w == b"\\u{") {
        return std::borrow::Cow::Borrowed(source);
    }
    let mut out = Vec::with_capacity(source.len() + 8);
    let mut i = 0;
    while i < source.len() {
        if source[i] == b'\\' && i + 1 < source.len() {
            if source[i + 1] == b'u' && source.get(i + 2) == Some(&b'{') {
                if let Some(close) = source[i + 3..].iter().position(|&c| c == b'}') {
                    let body = &source[i + 3..i + 3 + close];
                    if body.iter().all(|c| c.is_ascii_hexdigit() || *c == b' ' || *c == b'\t') {
                        for cp in body.split(|c| *c == b' ' || *c == b'\t').filter(|p| !p.is_empty()) {
                            out.extend_from_slice(b"\\x{");
                            out.extend_from_slice(cp);
                            out.push(b'}');
                        }
                        i += 3 + close + 1;
                        continue;
                    }
                }
            }
            // Any other escape is copied whole, so `\\u{` stays a backslash and a `u`.
            out.extend_from_slice(&source[i..i + 2]);
            i += 2;
            continue;
        }
        out.push(source[i]);
        i += 1;
    }
    std::borrow::Cow::Owned(out)
}

/// Compiles `source` for the engine: as UTF-8, or byte by byte when `single_byte`.
pub(super) fn compile_engine(source: &[u8], options: u32, single_byte: bool) -> Result<onig::Regex, onig::Error> {
    let source = &*engine_source(source);
    let mut o = RegexOptions::REGEX_OPTION_NONE;
    if options & OPT_IGNORECASE != 0 {
        o |= RegexOptions::REGEX_OPTION_IGNORECASE;
    }
    if options & OPT_EXTENDED != 0 {
        o |= RegexOptions::REGEX_OPTION_EXTEND;
    }
    if options & OPT_MULTILINE != 0 {
        o |= RegexOptions::REGEX_OPTION_MULTILINE;
    }
    // Ruby's `\w`, `\d`, `\s` are ASCII-only whatever the string (Onigmo's ASCII_RANGE in its
    // Ruby syntax); POSIX brackets and `\p{...}` stay Unicode. (Oniguruma bits
    // ONIG_OPTION_WORD_IS_ASCII, DIGIT_IS_ASCII, SPACE_IS_ASCII, which the crate does not name.)
    o |= RegexOptions::from_bits_retain(0x1_0000 | 0x2_0000 | 0x4_0000);
    if single_byte {
        onig::Regex::with_options_and_encoding(EncodedBytes::ascii(source), o, Syntax::ruby())
    } else {
        onig::Regex::with_options_and_encoding(Utf8Bytes(source), o, Syntax::ruby())
    }
}

/// The option letters CRuby appends to a Regexp's inspect form.
fn option_letters(options: u32) -> String {
    let mut s = String::new();
    if options & OPT_MULTILINE != 0 {
        s.push('m');
    }
    if options & OPT_IGNORECASE != 0 {
        s.push('i');
    }
    if options & OPT_EXTENDED != 0 {
        s.push('x');
    }
    s
}

/// The payload for `source` with Ruby `options`, or CRuby's RegexpError message. `binary_source`:
/// the pattern is ASCII-8BIT (a binary source string with high bytes, or a literal
/// with a binary escape).
fn build(source: &[u8], mut options: u32, binary_source: bool, literal: bool) -> Result<RegexpData, String> {
    options &= OPT_IGNORECASE | OPT_EXTENDED | OPT_MULTILINE | OPT_FIXEDENCODING | OPT_NOENCODING;
    let ascii = source.is_ascii();
    let enc = if binary_source || (!ascii && options & OPT_NOENCODING != 0) {
        options |= OPT_FIXEDENCODING;
        ReEnc::Binary
    } else if !ascii || options & OPT_FIXEDENCODING != 0 {
        options |= OPT_FIXEDENCODING;
        ReEnc::Utf8
    } else {
        ReEnc::UsAscii
    };
    let desc = |msg: &str| format!("{msg}: {}", inspect_form(source, options));
    if enc == ReEnc::Utf8 && Cr::of(source) == Cr::Broken {
        return Err(desc("invalid multibyte character"));
    }
    if let Some(msg) = onigmo_rejects(source) {
        return Err(desc(msg));
    }
    let regex = compile_engine(source, options, enc == ReEnc::Binary).map_err(|e| desc(engine_message(e.description())))?;
    let mut names: Vec<(Vec<u8>, Vec<u32>)> = Vec::new();
    regex.foreach_name(|name, groups| {
        names.push((name.as_bytes().to_vec(), groups.to_vec()));
        true
    });
    names.sort_by_key(|(_, g)| g.first().copied().unwrap_or(0));
    Ok(RegexpData { regex, binary: std::cell::OnceCell::new(), source: source.to_vec(), options, enc, names, literal, from_string: false })
}

/// CRuby's engine (Onigmo) words a few errors differently from Oniguruma.
fn engine_message(m: &str) -> &str {
    match m {
        "end pattern at escape" => "too short escape sequence",
        _ => m,
    }
}

/// Patterns Onigmo refuses and Oniguruma accepts: an interval whose upper bound is below its
/// lower one (`a{2,1}`).
fn onigmo_rejects(source: &[u8]) -> Option<&'static str> {
    let (mut i, mut class) = (0, false);
    let num = |b: &[u8], mut j: usize| -> (Option<u64>, usize) {
        let st = j;
        let mut v: u64 = 0;
        while j < b.len() && b[j].is_ascii_digit() {
            v = v.saturating_mul(10).saturating_add((b[j] - b'0') as u64);
            j += 1;
        }
        ((j > st).then_some(v), j)
    };
    while i < source.len() {
        match source[i] {
            b'\\' => i += 1,
            b'[' => class = true,
            b']' => class = false,
            b'{' if !class => {
                let (lo, j) = num(source, i + 1);
                if let (Some(lo), Some(b',')) = (lo, source.get(j)) {
                    let (hi, k) = num(source, j + 1);
                    if let (Some(hi), Some(b'}')) = (hi, source.get(k)) {
                        if hi < lo {
                            return Some("upper is smaller than lower in repeat range");
                        }
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// A new Regexp of class `klass`, or RegexpError.
pub fn new_regexp(vm: &mut Vm, klass: Value, source: &[u8], options: u32, binary_source: bool) -> VmResult {
    match build(source, options, binary_source, false) {
        Ok(d) => Ok(vm.new_typed_data(klass, &REGEXP_TYPE, Box::new(d))),
        Err(msg) => Err(vm.make_error(vm.core.regexp_error, &msg)),
    }
}

/// The Regexp standing for an escaped String pattern (`from_string`, see
/// `regexp::FL_MATCH_FROM_STRING`).
pub fn regexp_of_string_pattern(vm: &mut Vm, escaped: &[u8]) -> VmResult {
    match build(escaped, 0, false, false) {
        Ok(mut d) => {
            d.from_string = true;
            let k = vm.core.regexp;
            Ok(vm.new_typed_data(k, &REGEXP_TYPE, Box::new(d)))
        }
        Err(msg) => Err(vm.make_error(vm.core.regexp_error, &msg)),
    }
}

/// The frozen Regexp of a literal, or the message of the SyntaxError CRuby reports for it.
/// `forced_binary`: the parser found an escape that makes the literal ASCII-8BIT (`/\xff/n`);
/// a UTF-8 escape (`/\u00e9/`) comes as OPT_FIXEDENCODING in `options`.
pub fn compile_literal(vm: &mut Vm, source: &[u8], options: u32, forced_binary: bool) -> Result<Value, String> {
    let d = build(source, options, forced_binary, true).map_err(|m| match m.rfind(": /") {
        // At parse time CRuby reports the engine's message alone.
        Some(i) => m[..i].to_string(),
        None => m,
    })?;
    let k = vm.core.regexp;
    let v = vm.new_typed_data(k, &REGEXP_TYPE, Box::new(d));
    vm.freeze(v);
    Ok(v)
}

/// `toregexp`: the Regexp of an interpolated literal's source.
pub fn regexp_from_interpolation(vm: &mut Vm, s: Value, options: u32) -> VmResult {
    let k = vm.core.regexp;
    let src = string::bytes(s).to_vec();
    let v = new_regexp(vm, k, &src, options, false)?;
    vm.freeze(v);
    Ok(v)
}

/// `/source/opts` as CRuby shows it: `/` escaped, other bytes as written (control characters
/// and invalid bytes escaped).
pub fn inspect_form(source: &[u8], options: u32) -> String {
    let mut out = String::from("/");
    push_source(&mut out, source);
    out.push('/');
    out.push_str(&option_letters(options));
    out
}

fn push_source(out: &mut String, source: &[u8]) {
    let mut i = 0;
    while i < source.len() {
        let c = source[i];
        if c == b'\\' && i + 1 < source.len() {
            // An escape is kept as written, and its character is not a delimiter.
            out.push('\\');
            i += 1;
            let w = string::utf8_width(source, i);
            push_bytes(out, &source[i..i + w]);
            i += w;
            continue;
        }
        if c == b'/' {
            out.push_str("\\/");
            i += 1;
            continue;
        }
        let w = string::utf8_width(source, i);
        push_bytes(out, &source[i..i + w]);
        i += w;
    }
}

/// One character of a source as inspect shows it: printable characters and white space as
/// they are, other control characters and invalid bytes as `\xHH`.
fn push_bytes(out: &mut String, b: &[u8]) {
    match std::str::from_utf8(b) {
        Ok(s) if b.len() > 1 || (0x20..0x7f).contains(&b[0]) || matches!(b[0], b'\n' | b'\t' | b'\r' | 0x0b | 0x0c) => out.push_str(s),
        _ => {
            for &c in b {
                out.push_str(&format!("\\x{c:02X}"));
            }
        }
    }
}

/// `Regexp#to_s`: `(?on-off:source)`, folding a source that is itself one option group.
pub fn to_s_form(re: &RegexpData) -> Vec<u8> {
    let mut opts = re.options & (OPT_IGNORECASE | OPT_EXTENDED | OPT_MULTILINE);
    let mut src: &[u8] = &re.source;
    while let Some((on, off, inner)) = single_group(src) {
        opts = (opts | on) & !off;
        src = inner;
    }
    let mut out = b"(?".to_vec();
    let letters = |o: u32, out: &mut Vec<u8>| {
        for (bit, l) in [(OPT_MULTILINE, b'm'), (OPT_IGNORECASE, b'i'), (OPT_EXTENDED, b'x')] {
            if o & bit != 0 {
                out.push(l);
            }
        }
    };
    letters(opts, &mut out);
    if opts != OPT_IGNORECASE | OPT_EXTENDED | OPT_MULTILINE {
        out.push(b'-');
        letters(!opts & (OPT_IGNORECASE | OPT_EXTENDED | OPT_MULTILINE), &mut out);
    }
    out.push(b':');
    let mut shown = String::new();
    push_source(&mut shown, src);
    out.extend_from_slice(shown.as_bytes());
    out.push(b')');
    out
}

/// When `src` is exactly `(?on-off:inner)`, its option bits and inner source.
fn single_group(src: &[u8]) -> Option<(u32, u32, &[u8])> {
    if !src.starts_with(b"(?") || src.last() != Some(&b')') {
        return None;
    }
    let mut i = 2;
    let (mut on, mut off, mut neg) = (0, 0, false);
    while i < src.len() {
        let bit = match src[i] {
            b'm' => OPT_MULTILINE,
            b'i' => OPT_IGNORECASE,
            b'x' => OPT_EXTENDED,
            b'-' if !neg => {
                neg = true;
                i += 1;
                continue;
            }
            b':' => break,
            _ => return None,
        };
        if neg {
            off |= bit
        } else {
            on |= bit
        }
        i += 1;
    }
    if i >= src.len() {
        return None;
    }
    let inner = &src[i + 1..src.len() - 1];
    // The group must close at the very end: its parentheses balance (escapes and character
    // classes skipped) and never close early.
    let (mut depth, mut j, mut class) = (0i32, 0, false);
    while j < inner.len() {
        match inner[j] {
            b'\\' => j += 1,
            b'[' => class = true,
            b']' => class = false,
            b'(' if !class => depth += 1,
            b')' if !class => {
                depth -= 1;
                if depth < 0 {
                    return None;
                }
            }
            _ => {}
        }
        j += 1;
    }
    (depth == 0).then_some((on, off, inner))
}

/// `Regexp.escape`: the bytes of `s` with regexp metacharacters escaped.
pub fn escape_bytes(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for &c in s {
        match c {
            b'.' | b'*' | b'?' | b'+' | b'^' | b'$' | b'|' | b'\\' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'-' | b'#' => {
                out.push(b'\\');
                out.push(c);
            }
            b' ' => out.extend_from_slice(b"\\ "),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\t' => out.extend_from_slice(b"\\t"),
            b'\r' => out.extend_from_slice(b"\\r"),
            0x0c => out.extend_from_slice(b"\\f"),
            0x0b => out.extend_from_slice(b"\\v"),
            _ => out.push(c),
        }
    }
    out
}

/// Options given to `Regexp.new` as Integer, `"mix"` letters, or anything else truthy.
fn options_arg(vm: &mut Vm, v: Value) -> VmResult<u32> {
    if v.is_nil() || v == Value::FALSE {
        return Ok(0);
    }
    if v.is_fixnum() {
        return Ok(v.as_fixnum() as u32);
    }
    if obj::is_type(v, ObjType::String) {
        let mut o = 0;
        for &c in string::bytes(v) {
            o |= match c {
                b'i' => OPT_IGNORECASE,
                b'm' => OPT_MULTILINE,
                b'x' => OPT_EXTENDED,
                _ => {
                    let shown = String::from_utf8_lossy(string::bytes(v)).into_owned();
                    return Err(vm.arg_error(&format!("unknown regexp option: {shown}")));
                }
            };
        }
        return Ok(o);
    }
    Ok(OPT_IGNORECASE)
}

fn re_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    vm.check_argc(args, 1, Some(2))?;
    let pat = pos[0];
    if is_regexp(pat) {
        let d = re_of(pat);
        let src = d.source.clone();
        return new_regexp(vm, recv, &src, d.options, d.enc == ReEnc::Binary);
    }
    if let Some(kw) = args.kwargs() {
        if let Some(t) = vm.hash_lookup_symbol(kw, intern("timeout")) {
            let ok = t.is_nil() || crate::core::float::num_to_f64(vm, t).is_some_and(|f| f > 0.0);
            if !ok {
                let shown = vm.inspect_str(t)?;
                return Err(vm.arg_error(&format!("invalid timeout: {shown}")));
            }
        }
    }
    let s = vm.expect_string(pat)?;
    let opts = match pos.get(1) {
        Some(&o) => options_arg(vm, o)?,
        None => 0,
    };
    let src = string::bytes(s).to_vec();
    new_regexp(vm, recv, &src, opts, string::is_bin(s) && !src.is_ascii())
}

/// A String or Symbol argument's bytes (`escape`, `union`).
fn str_or_sym(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    if v.is_symbol() {
        return Ok(v.as_symbol().bytes().to_vec());
    }
    let s = vm.expect_string(v)?;
    Ok(string::bytes(s).to_vec())
}

fn re_escape(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let b = str_or_sym(vm, args.get(0))?;
    let out = escape_bytes(&b);
    Ok(vm.new_string_buf(out.into()))
}

/// A `Regexp.union` argument as a Regexp when it is one (or converts with `to_regexp`).
fn union_regexp(vm: &mut Vm, v: Value) -> VmResult<Option<Value>> {
    if is_regexp(v) {
        return Ok(Some(v));
    }
    if obj::is_type(v, ObjType::String) || v.is_symbol() {
        return Ok(None);
    }
    let r = re_try_convert(vm, Value::NIL, &Args::from_slice(&[v], None))?;
    Ok((!r.is_nil()).then_some(r))
}

fn re_union(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut pats: Vec<Value> = args.positional().to_vec();
    if pats.len() == 1 && obj::is_type(pats[0], ObjType::Array) {
        pats = obj::as_array(pats[0]).items.to_vec();
    }
    if pats.is_empty() {
        return new_regexp(vm, recv, b"(?!)", 0, false);
    }
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&pats);
    let r = (|| {
        if pats.len() == 1 {
            if let Some(re) = union_regexp(vm, pats[0])? {
                return Ok(re);
            }
        }
        let mut src = Vec::new();
        for (i, &p) in pats.iter().enumerate() {
            if i > 0 {
                src.push(b'|');
            }
            match union_regexp(vm, p)? {
                Some(re) => src.extend_from_slice(&to_s_form(re_of(re))),
                None => {
                    let b = str_or_sym(vm, p)?;
                    src.extend_from_slice(&escape_bytes(&b));
                }
            }
        }
        new_regexp(vm, recv, &src, 0, false)
    })();
    vm.temp_roots.truncate(mark);
    r
}

fn re_source(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let s = vm.new_string_buf(d.source.as_slice().into());
    if d.enc == ReEnc::Binary {
        obj::basic(s).flags |= obj::FL_STR_BINARY;
    }
    Ok(s)
}

fn re_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let b = to_s_form(d);
    Ok(vm.new_string_buf(b.into()))
}

fn re_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let mut s = inspect_form(&d.source, d.options);
    if d.options & OPT_NOENCODING != 0 {
        s.push('n');
    }
    Ok(vm.new_str(&s))
}

fn re_options(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    Ok(Value::fixnum(d.options as i64))
}

fn re_names(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let a = vm.new_array(Vec::new());
    vm.temp_roots.push(a);
    for (n, _) in &d.names {
        let s = vm.new_string_buf(n.as_slice().into());
        obj::as_array_mut(a).items.push(s);
    }
    vm.temp_roots.pop();
    Ok(a)
}

fn re_named_captures(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    let r = (|| {
        for (n, groups) in &d.names {
            let k = vm.new_string_buf(n.as_slice().into());
            vm.temp_roots.push(k);
            let list: Vec<Value> = groups.iter().map(|&g| Value::fixnum(g as i64)).collect();
            let a = vm.new_array(list);
            vm.temp_roots.pop();
            vm.hash_set(h, k, a)?;
        }
        Ok(h)
    })();
    vm.temp_roots.pop();
    r
}

fn re_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    let d = vm.expect_regexp(recv)?;
    if !is_regexp(o) {
        return Ok(Value::FALSE);
    }
    let e = re_of(o);
    Ok(Value::bool(d.source == e.source && d.options == e.options && d.enc == e.enc))
}

fn re_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let h = crate::core::conversions::hash_bytes(&d.source) ^ crate::core::conversions::mix(d.options as u64 + 1);
    Ok(Value::fixnum((h >> 2) as i64))
}

fn re_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let name = match d.enc {
        ReEnc::UsAscii => "US_ASCII",
        ReEnc::Utf8 => "UTF_8",
        ReEnc::Binary => "BINARY",
    };
    let e = vm.core.encoding;
    vm.const_get_from(e, intern(name))
}

/// The subject of a match call: a String, a Symbol's name, or `to_str`; None for nil.
pub fn subject_arg(vm: &mut Vm, v: Value) -> VmResult<Option<Value>> {
    if v.is_nil() {
        return Ok(None);
    }
    if obj::is_type(v, ObjType::String) {
        return Ok(Some(v));
    }
    if v.is_symbol() {
        let b = v.as_symbol().bytes().to_vec();
        return Ok(Some(vm.new_string_buf(b.into())));
    }
    Ok(Some(vm.expect_string(v)?))
}

/// A character position argument (negative from the end) as a byte offset; None when outside.
pub fn char_pos_to_byte(s: Value, pos: i64) -> Option<usize> {
    let b = string::bytes(s);
    let m = string::char_mode(s);
    let len = string::count_chars(b, m) as i64;
    let p = if pos < 0 { pos + len } else { pos };
    if p < 0 || p > len {
        return None;
    }
    string::byte_offset(b, m, p as usize)
}

fn re_match(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    vm.check_argc(args, 1, Some(2))?;
    let Some(s) = subject_arg(vm, args.get(0))? else {
        special_vars::set_last_match(vm, Value::NIL);
        return Ok(Value::NIL);
    };
    let start = match args.positional().get(1) {
        Some(&p) => {
            let p = string::int_arg(vm, p)?;
            match char_pos_to_byte(s, p) {
                Some(b) => b,
                None => {
                    special_vars::set_last_match(vm, Value::NIL);
                    return Ok(Value::NIL);
                }
            }
        }
        None => 0,
    };
    let m = match_at(vm, recv, s, start)?;
    if let (false, Some(b)) = (m.is_nil(), &args.block) {
        return vm.yield_block(b, &[m]);
    }
    Ok(m)
}

fn re_match_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    vm.check_argc(args, 1, Some(2))?;
    let Some(s) = subject_arg(vm, args.get(0))? else {
        return Ok(Value::FALSE);
    };
    let start = match args.positional().get(1) {
        Some(&p) => {
            let p = string::int_arg(vm, p)?;
            match char_pos_to_byte(s, p) {
                Some(b) => b,
                None => return Ok(Value::FALSE),
            }
        }
        None => 0,
    };
    Ok(Value::bool(search_test(vm, recv, s, start)?))
}

/// `re =~ s`: the character index of the match, or nil; sets `$~`.
pub fn match_index(vm: &mut Vm, re: Value, s: Value) -> VmResult {
    let Some(b) = match_start(vm, re, s)? else {
        return Ok(Value::NIL);
    };
    let m = string::char_mode(s);
    Ok(Value::fixnum(string::char_index(string::bytes(s), m, b) as i64))
}

fn re_match_op(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    match subject_arg(vm, args.get(0))? {
        Some(s) => match_index(vm, recv, s),
        None => {
            special_vars::set_last_match(vm, Value::NIL);
            Ok(Value::NIL)
        }
    }
}

fn re_eqq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    let o = args.get(0);
    let s = if obj::is_type(o, ObjType::String) || o.is_symbol() {
        subject_arg(vm, o)?
    } else if o.is_special() || !vm.respond_to(o, crate::symbol::sym::TO_STR, true) {
        special_vars::set_last_match(vm, Value::NIL);
        return Ok(Value::FALSE);
    } else {
        subject_arg(vm, o)?
    };
    let Some(s) = s else { return Ok(Value::FALSE) };
    Ok(Value::bool(match_start(vm, recv, s)?.is_some()))
}

fn re_tilde(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    let line = vm.globals.get(&intern("$_")).copied().unwrap_or(Value::NIL);
    if !obj::is_type(line, ObjType::String) {
        special_vars::set_last_match(vm, Value::NIL);
        return Ok(Value::NIL);
    }
    match_index(vm, recv, line)
}

fn re_last_match(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let m = special_vars::last_match(vm);
    match args.positional().first() {
        None => Ok(m),
        Some(&i) => {
            if m.is_nil() {
                return Ok(Value::NIL);
            }
            crate::core::regexp::matchdata::group_value(vm, m, i)
        }
    }
}

/// `Regexp.try_convert(obj)`: a Regexp, `obj.to_regexp` when it answers one, else nil.
fn re_try_convert(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if is_regexp(v) {
        return Ok(v);
    }
    let to_regexp = intern("to_regexp");
    if v.is_special() && !v.is_symbol() || !vm.respond_to(v, to_regexp, true) {
        return Ok(Value::NIL);
    }
    let r = vm.call_method(v, to_regexp, &[], None)?;
    if r.is_nil() || is_regexp(r) {
        return Ok(r);
    }
    let (from, to) = (vm.conversion_name(v), vm.conversion_name(r));
    Err(vm.type_error(&format!("can't convert {from} to Regexp ({from}#to_regexp gives {to})")))
}

fn re_timeout(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let k = vm.core.regexp;
    Ok(vm.ivar_get(k, intern("@__timeout")))
}

fn re_set_timeout(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    let stored = if v.is_nil() {
        Value::NIL
    } else {
        let f = crate::core::float::num_to_f64(vm, v);
        let Some(f) = f.filter(|f| *f > 0.0) else {
            let shown = vm.inspect_str(v)?;
            return Err(vm.arg_error(&format!("invalid timeout: {shown}")));
        };
        vm.new_float(f)
    };
    let k = vm.core.regexp;
    vm.ivar_set(k, intern("@__timeout"), stored)?;
    Ok(v)
}

pub(super) fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let re = crate::core::define_class(vm, "Regexp", object);
    obj::as_class_mut(re).data.instance_type = ObjType::Data;
    vm.core.regexp = re;
    for (name, bits) in [
        ("IGNORECASE", OPT_IGNORECASE),
        ("EXTENDED", OPT_EXTENDED),
        ("MULTILINE", OPT_MULTILINE),
        ("FIXEDENCODING", OPT_FIXEDENCODING),
        ("NOENCODING", OPT_NOENCODING),
    ] {
        vm.const_set(re, intern(name), Value::fixnum(bits as i64));
    }
    let regexp_error = vm.core.regexp_error;
    crate::core::define_class_under(vm, re, "TimeoutError", regexp_error);
    let s = vm.singleton_class(re).expect("Regexp metaclass");
    vm.define_builtin(s, "new", -1, re_new);
    vm.define_builtin(s, "compile", -1, re_new);
    vm.define_builtin(s, "escape", 1, re_escape);
    vm.define_builtin(s, "quote", 1, re_escape);
    vm.define_builtin(s, "union", -1, re_union);
    vm.define_builtin(s, "last_match", -1, re_last_match);
    vm.define_builtin(s, "try_convert", 1, re_try_convert);
    vm.define_builtin(s, "timeout", 0, re_timeout);
    vm.define_builtin(s, "timeout=", 1, re_set_timeout);
    vm.define_builtin(re, "source", 0, re_source);
    vm.define_builtin(re, "to_s", 0, re_to_s);
    vm.define_builtin(re, "inspect", 0, re_inspect);
    vm.define_builtin(re, "options", 0, re_options);
    vm.define_builtin(re, "names", 0, re_names);
    vm.define_builtin(re, "named_captures", 0, re_named_captures);
    vm.define_builtin(re, "casefold?", 0, |vm, r, _a| Ok(Value::bool(vm.expect_regexp(r)?.options & OPT_IGNORECASE != 0)));
    vm.define_builtin(re, "fixed_encoding?", 0, |vm, r, _a| Ok(Value::bool(vm.expect_regexp(r)?.options & OPT_FIXEDENCODING != 0)));
    vm.define_builtin(re, "encoding", 0, re_encoding);
    vm.define_builtin(re, "timeout", 0, |vm, r, _a| {
        vm.expect_regexp(r)?;
        Ok(Value::NIL)
    });
    vm.define_builtin(re, "==", 1, re_eq);
    vm.define_builtin(re, "eql?", 1, re_eq);
    vm.define_builtin(re, "hash", 0, re_hash);
    vm.define_builtin(re, "match", -1, re_match);
    vm.define_builtin(re, "match?", -1, re_match_p);
    vm.define_builtin(re, "=~", 1, re_match_op);
    vm.define_builtin(re, "===", 1, re_eqq);
    vm.define_builtin(re, "~", 0, re_tilde);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(src: &str, opts: u32) -> RegexpData {
        build(src.as_bytes(), opts, false, false).unwrap_or_else(|m| panic!("{m}"))
    }

    #[test]
    fn escape_quotes_every_metacharacter() {
        assert_eq!(escape_bytes(b"a.b*c?d+e^f$g|h\\i(j)k[l]m{n}o-p q\nr\ts#"), b"a\\.b\\*c\\?d\\+e\\^f\\$g\\|h\\\\i\\(j\\)k\\[l\\]m\\{n\\}o\\-p\\ q\\nr\\ts\\#".to_vec());
        assert_eq!(escape_bytes("é/".as_bytes()), "é/".as_bytes().to_vec());
    }

    #[test]
    fn to_s_folds_one_whole_option_group() {
        assert_eq!(to_s_form(&data("ab", OPT_IGNORECASE | OPT_EXTENDED)), b"(?ix-m:ab)".to_vec());
        assert_eq!(to_s_form(&data("(?i:a)", 0)), b"(?i-mx:a)".to_vec());
        assert_eq!(to_s_form(&data("(?i:a)(b)", 0)), b"(?-mix:(?i:a)(b))".to_vec());
        assert_eq!(to_s_form(&data("a", OPT_IGNORECASE | OPT_EXTENDED | OPT_MULTILINE)), b"(?mix:a)".to_vec());
    }

    #[test]
    fn encodings_and_option_bits() {
        assert_eq!(data("a", 0).enc, ReEnc::UsAscii);
        let u = data("é", 0);
        assert_eq!((u.enc, u.options), (ReEnc::Utf8, OPT_FIXEDENCODING));
        let n = build(b"\xff", OPT_NOENCODING, false, false).map_err(|_| ()).unwrap();
        assert_eq!((n.enc, n.options), (ReEnc::Binary, OPT_FIXEDENCODING | OPT_NOENCODING));
        assert!(build(b"\xff", 0, false, false).is_err());
    }

    #[test]
    fn errors_carry_onigmo_messages() {
        let err = |s: &str| build(s.as_bytes(), 0, false, false).err().unwrap_or_default();
        assert_eq!(err("("), "end pattern with unmatched parenthesis: /(/");
        assert_eq!(err("a{2,1}"), "upper is smaller than lower in repeat range: /a{2,1}/");
        assert_eq!(err("\\"), "too short escape sequence: /\\/");
        assert!(onigmo_rejects(b"[{2,1}]").is_none());
    }

    #[test]
    fn engine_source_spells_unicode_escapes_for_oniguruma() {
        assert_eq!(&*engine_source(b"\\u{41 42}c"), b"\\x{41}\\x{42}c");
        assert_eq!(&*engine_source(b"\\\\u{41}"), b"\\\\u{41}");
        assert_eq!(&*engine_source(b"plain"), b"plain");
    }

    #[test]
    fn names_come_in_definition_order() {
        let d = data("(?<b>.)(?<a>.)(?<b>.)", 0);
        let names: Vec<&[u8]> = d.names.iter().map(|(n, _)| n.as_slice()).collect();
        assert_eq!(names, vec![b"b".as_slice(), b"a".as_slice()]);
        assert_eq!(d.names[0].1, vec![1, 3]);
    }
}
