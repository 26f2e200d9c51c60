//! Compiling patterns: options and encodings, RegexpError messages, the engine's view of a
//! source, and the text forms (`inspect`, `to_s`, `escape`). The methods of the Regexp class
//! are in `methods.rs`.
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

use crate::core::encoding::names::Kind;
use crate::core::encoding::{chars, EncodingId};
use crate::core::regexp::{RegexpData, OPT_EXTENDED, OPT_FIXEDENCODING, OPT_IGNORECASE, OPT_MULTILINE, OPT_NOENCODING};
use crate::core::string::{self as string};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// The pattern as the engine reads it. The Ruby spellings Oniguruma reads otherwise are rewritten; the
/// source (what `source` and `inspect` show) stays as written:
/// - `\u{H H ...}` (one or more code points) becomes `\x{H}\x{H}...`;
/// - `\w \W \d \D \s \S` become the ASCII classes Ruby gives them (`[a-zA-Z0-9_]`, ...),
///   written as bracketed classes, which Oniguruma also accepts nested inside a class. So they
///   are ASCII-only while `\b`, `\p{Word}` and the POSIX brackets stay Unicode, as in Ruby;
/// - `\y \Y \O \N`, escapes of Oniguruma's own, become the plain letters Ruby reads.
fn engine_source(source: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let rewritten = |n: u8| matches!(n, b'u' | b'w' | b'W' | b'd' | b'D' | b's' | b'S' | b'y' | b'Y' | b'O' | b'N');
    if !source.windows(2).any(|w| w[0] == b'\\' && rewritten(w[1])) {
        return std::borrow::Cow::Borrowed(source);
    }
    let mut out = Vec::with_capacity(source.len() + 16);
    let mut i = 0;
    while i < source.len() {
        if source[i] != b'\\' || i + 1 >= source.len() {
            out.push(source[i]);
            i += 1;
            continue;
        }
        let class: Option<&[u8]> = match source[i + 1] {
            b'w' => Some(b"[a-zA-Z0-9_]"),
            b'W' => Some(b"[^a-zA-Z0-9_]"),
            b'd' => Some(b"[0-9]"),
            b'D' => Some(b"[^0-9]"),
            b's' => Some(b"[\\t\\n\\x0B\\f\\r\\x20]"),
            b'S' => Some(b"[^\\t\\n\\x0B\\f\\r\\x20]"),
            _ => None,
        };
        if let Some(c) = class {
            out.extend_from_slice(c);
            i += 2;
            continue;
        }
        if matches!(source[i + 1], b'y' | b'Y' | b'O' | b'N') {
            // Oniguruma's grapheme boundaries, true any-character and non-newline escapes are
            // plain letters in Ruby (an unknown escape stands for its character).
            out.push(source[i + 1]);
            i += 2;
            continue;
        }
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
        // Any other escape is copied whole, so `\\w` stays a backslash and a `w`.
        out.extend_from_slice(&source[i..i + 2]);
        i += 2;
    }
    std::borrow::Cow::Owned(out)
}

/// The engine's table for encoding `id` (characters, case folding, classes). US-ASCII and
/// binary read bytes; the Windows single-byte code pages other than 1251 have no table of their
/// own in the engine and are read as bytes too (their non-ASCII letters do not fold case).
pub(super) fn engine_encoding(id: EncodingId) -> onig_sys::OnigEncoding {
    match id.kind() {
        Kind::Utf8 => &raw mut onig_sys::OnigEncodingUTF8,
        Kind::Utf16 { big_endian: true } => &raw mut onig_sys::OnigEncodingUTF16_BE,
        Kind::Utf16 { big_endian: false } => &raw mut onig_sys::OnigEncodingUTF16_LE,
        Kind::Utf32 { big_endian: true } => &raw mut onig_sys::OnigEncodingUTF32_BE,
        Kind::Utf32 { big_endian: false } => &raw mut onig_sys::OnigEncodingUTF32_LE,
        Kind::ShiftJis | Kind::Windows31J => &raw mut onig_sys::OnigEncodingSJIS,
        Kind::EucJp => &raw mut onig_sys::OnigEncodingEUC_JP,
        Kind::Big5 => &raw mut onig_sys::OnigEncodingBIG5,
        Kind::SingleByte => match id.name() {
            "ISO-8859-1" => &raw mut onig_sys::OnigEncodingISO_8859_1,
            "ISO-8859-2" => &raw mut onig_sys::OnigEncodingISO_8859_2,
            "ISO-8859-3" => &raw mut onig_sys::OnigEncodingISO_8859_3,
            "ISO-8859-4" => &raw mut onig_sys::OnigEncodingISO_8859_4,
            "ISO-8859-5" => &raw mut onig_sys::OnigEncodingISO_8859_5,
            "ISO-8859-6" => &raw mut onig_sys::OnigEncodingISO_8859_6,
            "ISO-8859-7" => &raw mut onig_sys::OnigEncodingISO_8859_7,
            "ISO-8859-8" => &raw mut onig_sys::OnigEncodingISO_8859_8,
            "ISO-8859-9" => &raw mut onig_sys::OnigEncodingISO_8859_9,
            "ISO-8859-10" => &raw mut onig_sys::OnigEncodingISO_8859_10,
            "ISO-8859-11" => &raw mut onig_sys::OnigEncodingISO_8859_11,
            "ISO-8859-13" => &raw mut onig_sys::OnigEncodingISO_8859_13,
            "ISO-8859-14" => &raw mut onig_sys::OnigEncodingISO_8859_14,
            "ISO-8859-15" => &raw mut onig_sys::OnigEncodingISO_8859_15,
            "ISO-8859-16" => &raw mut onig_sys::OnigEncodingISO_8859_16,
            "Windows-1251" => &raw mut onig_sys::OnigEncodingCP1251,
            _ => &raw mut onig_sys::OnigEncodingASCII,
        },
        Kind::Binary | Kind::UsAscii | Kind::Dummy { .. } => &raw mut onig_sys::OnigEncodingASCII,
    }
}

/// Compiles `source` for the engine, reading it (and later the subjects) in encoding `enc`
/// (a US-ASCII pattern is compiled as UTF-8, which reads ASCII the same). The Ruby spellings
/// Oniguruma lacks are rewritten first (`engine_source`) in ASCII-compatible encodings.
pub(super) fn compile_engine(source: &[u8], options: u32, enc: EncodingId) -> Result<onig::Regex, onig::Error> {
    let enc = if enc == EncodingId::US_ASCII { EncodingId::UTF_8 } else { enc };
    let source = if enc.ascii_compatible() { engine_source(source) } else { std::borrow::Cow::Borrowed(source) };
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
    let compile = |src: &[u8]| onig::Regex::with_options_and_encoding(EncodedBytes::from_parts(src, engine_encoding(enc)), o, Syntax::ruby());
    match compile(&source) {
        // Onigmo lets a quantifier apply to an anchor (`a^?b`, `(?=a)*`); Oniguruma does not,
        // but takes the same anchor inside a group with an empty part, which means the same.
        Err(e) if e.description() == "target of repeat operator is invalid" && enc.ascii_compatible() => compile(&wrap_anchors(&source)).map_err(|_| e),
        r => r,
    }
}

/// `source` with every anchor (`^`, `$`, `\A`, `\b`, ..., and the look-around groups) written
/// as `(?:ANCHOR(?:))`, a group a quantifier may follow in Oniguruma.
fn wrap_anchors(source: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(source.len() + 32);
    // For each open group: whether it is a wrapped look-around.
    let mut groups: Vec<bool> = Vec::new();
    let mut class = 0usize;
    let mut i = 0;
    while i < source.len() {
        let c = source[i];
        if c == b'\\' {
            let e = source.get(i + 1).copied();
            let anchor = class == 0 && matches!(e, Some(b'A' | b'Z' | b'z' | b'b' | b'B' | b'G'));
            if anchor {
                out.extend_from_slice(b"(?:");
            }
            out.extend_from_slice(&source[i..(i + 2).min(source.len())]);
            if anchor {
                out.extend_from_slice(b"(?:))");
            }
            i += 2;
            continue;
        }
        if class > 0 {
            match c {
                b'[' => class += 1,
                b']' => class -= 1,
                _ => {}
            }
            out.push(c);
            i += 1;
            continue;
        }
        match c {
            b'[' => {
                class = 1;
                out.push(c);
                // A `]` right after `[` or `[^` is literal.
                if source.get(i + 1) == Some(&b'^') {
                    out.push(b'^');
                    i += 1;
                }
                if source.get(i + 1) == Some(&b']') {
                    out.push(b']');
                    i += 1;
                }
            }
            b'^' | b'$' => out.extend_from_slice(&[b'(', b'?', b':', c, b'(', b'?', b':', b')', b')']),
            b'(' => {
                let rest = &source[i + 1..];
                let look = rest.starts_with(b"?=") || rest.starts_with(b"?!") || rest.starts_with(b"?<=") || rest.starts_with(b"?<!");
                if look {
                    out.extend_from_slice(b"(?:");
                }
                groups.push(look);
                out.push(c);
            }
            b')' => {
                out.push(c);
                if groups.pop() == Some(true) {
                    out.extend_from_slice(b"(?:))");
                }
            }
            _ => out.push(c),
        }
        i += 1;
    }
    out
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

/// What the escapes and characters of a source fix its encoding to (CRuby's preprocessing of
/// a pattern): None when nothing does (an ASCII-only source), or the RegexpError message.
/// `enc` is the encoding the source is written in (ASCII-compatible).
fn fixed_encoding_of(source: &[u8], enc: EncodingId) -> Result<Option<EncodingId>, &'static str> {
    let mut fixed: Option<EncodingId> = None;
    let fix = |e: EncodingId, fixed: &mut Option<EncodingId>| -> Result<(), &'static str> {
        match *fixed {
            Some(f) if f != e => Err(if e == EncodingId::UTF_8 { "UTF-8 character in non UTF-8 regexp" } else { "escaped non ASCII character in UTF-8 regexp" }),
            _ => {
                *fixed = Some(e);
                Ok(())
            }
        }
    };
    let hex = |c: u8| (c as char).to_digit(16);
    let mut i = 0;
    while i < source.len() {
        let c = source[i];
        if c >= 0x80 {
            let n = chars::precise_len(enc, &source[i..]).ok_or("invalid multibyte character")?;
            if fixed == Some(EncodingId::UTF_8) && enc != EncodingId::UTF_8 {
                return Err("UTF-8 character in non UTF-8 regexp");
            }
            fix(enc, &mut fixed)?;
            i += n;
            continue;
        }
        if c != b'\\' {
            i += 1;
            continue;
        }
        let Some(&e) = source.get(i + 1) else { return Err("too short escape sequence") };
        match e {
            b'x' | b'0'..=b'7' => {
                // A run of escaped bytes: ASCII ones stay as written; high ones must spell
                // whole characters of the source's encoding.
                let mut bytes = Vec::new();
                let mut j = i;
                loop {
                    if source.get(j) != Some(&b'\\') {
                        break;
                    }
                    let (v, next) = match source.get(j + 1) {
                        Some(b'x') => {
                            let mut v = 0u32;
                            let mut k = j + 2;
                            while k < source.len() && k < j + 4 {
                                match hex(source[k]) {
                                    Some(d) => v = v * 16 + d,
                                    None => break,
                                }
                                k += 1;
                            }
                            if k == j + 2 {
                                return Err("invalid hex escape");
                            }
                            (v, k)
                        }
                        Some(b'0'..=b'7') => {
                            let mut v = 0u32;
                            let mut k = j + 1;
                            while k < source.len() && k < j + 4 && (b'0'..=b'7').contains(&source[k]) {
                                v = v * 8 + (source[k] - b'0') as u32;
                                k += 1;
                            }
                            // `\1`..`\7` below 0o200 are back references or ASCII: as written.
                            (v, k)
                        }
                        _ => break,
                    };
                    if v < 0x80 {
                        break;
                    }
                    bytes.push(v as u8);
                    j = next;
                }
                if bytes.is_empty() {
                    // An ASCII escape (or a back reference): skip it whole.
                    i = if e == b'x' {
                        let mut k = i + 2;
                        while k < source.len() && k < i + 4 && hex(source[k]).is_some() {
                            k += 1;
                        }
                        if k == i + 2 {
                            return Err("invalid hex escape");
                        }
                        k
                    } else {
                        i + 2
                    };
                    continue;
                }
                let mut k = 0;
                while k < bytes.len() {
                    let n = chars::precise_len(enc, &bytes[k..]).ok_or("invalid multibyte escape")?;
                    k += n;
                }
                if fixed == Some(EncodingId::UTF_8) && enc != EncodingId::UTF_8 {
                    return Err("escaped non ASCII character in UTF-8 regexp");
                }
                fix(enc, &mut fixed)?;
                i = j;
            }
            b'u' => {
                let (codes, next) = unicode_escape(source, i)?;
                if codes.iter().any(|&c| c >= 0x80) {
                    if fixed.is_some_and(|f| f != EncodingId::UTF_8) {
                        return Err("UTF-8 character in non UTF-8 regexp");
                    }
                    fixed = Some(EncodingId::UTF_8);
                }
                i = next;
            }
            c2 if c2 >= 0x80 => i += 1,
            _ => i += 2,
        }
    }
    Ok(fixed)
}

/// The code points of the `\u` escape at `source[i..]` (`\uHHHH` or `\u{H ...}`) and where it
/// ends, or CRuby's RegexpError message.
fn unicode_escape(source: &[u8], i: usize) -> Result<(Vec<u32>, usize), &'static str> {
    let hex = |c: u8| (c as char).to_digit(16);
    if source.get(i + 2) != Some(&b'{') {
        let digits = source.get(i + 2..i + 6).ok_or("invalid Unicode escape")?;
        let mut v = 0u32;
        for &d in digits {
            v = v * 16 + hex(d).ok_or("invalid Unicode escape")?;
        }
        if (0xD800..0xE000).contains(&v) {
            return Err("invalid Unicode range");
        }
        return Ok((vec![v], i + 6));
    }
    let close = source[i + 3..].iter().position(|&c| c == b'}').ok_or("invalid Unicode list")? + i + 3;
    let body = &source[i + 3..close];
    let mut codes = Vec::new();
    for word in body.split(|c| *c == b' ' || *c == b'\t').filter(|w| !w.is_empty()) {
        if !word.iter().all(|&c| hex(c).is_some()) {
            return Err("invalid Unicode list");
        }
        if word.len() > 6 {
            return Err("invalid Unicode range");
        }
        let v = word.iter().fold(0u32, |v, &c| v * 16 + hex(c).unwrap_or(0));
        if v > 0x10FFFF || (0xD800..0xE000).contains(&v) {
            return Err("invalid Unicode range");
        }
        codes.push(v);
    }
    if codes.is_empty() {
        return Err("invalid Unicode list");
    }
    Ok((codes, close + 1))
}

/// The payload for `source` written in encoding `src_enc` with Ruby `options`, or CRuby's
/// RegexpError message. The encoding follows CRuby: `/n` reads the source as binary; a
/// non-ASCII character or escape fixes the encoding to the source's (a `\u` escape to UTF-8);
/// an ASCII-incompatible source is fixed to its encoding; otherwise a Regexp is US-ASCII
/// unless FIXEDENCODING asks for the source's encoding.
pub(super) fn build(source: &[u8], mut options: u32, src_enc: EncodingId, literal: bool) -> Result<RegexpData, String> {
    options &= OPT_IGNORECASE | OPT_EXTENDED | OPT_MULTILINE | OPT_FIXEDENCODING | OPT_NOENCODING;
    let desc = |msg: &str, options: u32| format!("{msg}: {}", inspect_form(source, options, src_enc));
    if src_enc.is_dummy() {
        return Err(desc("can't make regexp with dummy encoding", options));
    }
    let mut enc = src_enc;
    if options & OPT_NOENCODING != 0 && enc != EncodingId::BINARY {
        if !source.is_ascii() && enc.ascii_compatible() {
            return Err(desc("/.../n has a non escaped non ASCII character in non ASCII-8BIT script", options));
        }
        enc = EncodingId::BINARY;
    }
    let fixed = if enc.ascii_compatible() {
        fixed_encoding_of(source, enc).map_err(|m| desc(m, options))?
    } else {
        if !chars::is_valid(enc, source) {
            return Err(desc("invalid multibyte character", options));
        }
        Some(enc)
    };
    match fixed {
        Some(f) => {
            if (f != enc && options & OPT_FIXEDENCODING != 0) || (f != EncodingId::BINARY && options & OPT_NOENCODING != 0) {
                return Err(desc("incompatible character encoding", options));
            }
            options |= OPT_FIXEDENCODING;
            enc = f;
        }
        None if options & OPT_FIXEDENCODING == 0 => enc = EncodingId::US_ASCII,
        None => {}
    }
    if let Some(msg) = onigmo_rejects(source) {
        return Err(desc(msg, options));
    }
    let regex = compile_engine(source, options, enc).map_err(|e| desc(engine_message(e.description()), options))?;
    let mut names: Vec<(Vec<u8>, Vec<u32>)> = Vec::new();
    regex.foreach_name(|name, groups| {
        names.push((name.as_bytes().to_vec(), groups.to_vec()));
        true
    });
    names.sort_by_key(|(_, g)| g.first().copied().unwrap_or(0));
    let byteset = if enc.ascii_compatible() { byte_set(source, options) } else { None };
    Ok(RegexpData {
        regex,
        other: Default::default(),
        source: source.to_vec(),
        options,
        enc,
        names,
        literal,
        from_string: false,
        byteset,
    })
}

/// The ASCII bytes a pattern matches when it is exactly one of them (a single literal
/// character, an escaped punctuation character, or a bracket of plain ASCII characters such as
/// `[&<>"]`), as a bit set; None for anything else, including any `i` or `x` option. Such a
/// pattern matches one byte wherever that byte is (see `RegexpData::byteset`).
pub(super) fn byte_set(source: &[u8], options: u32) -> Option<u128> {
    if options & (OPT_IGNORECASE | OPT_EXTENDED) != 0 {
        return None;
    }
    let plain = |c: u8| (0x20..0x7f).contains(&c);
    let bit = |c: u8| 1u128 << c;
    match source {
        [c] if plain(*c) && !b"\\^$.|?*+()[]{}".contains(c) => Some(bit(*c)),
        [b'\\', c] if plain(*c) && !c.is_ascii_alphanumeric() && *c != b' ' => Some(bit(*c)),
        [b'[', inner @ .., b']'] if !inner.is_empty() => {
            let mut set = 0u128;
            for (i, &c) in inner.iter().enumerate() {
                if !plain(c) || b"\\[]^-".contains(&c) || (c == b'&' && inner.get(i + 1) == Some(&b'&')) {
                    return None;
                }
                set |= bit(c);
            }
            Some(set)
        }
        _ => None,
    }
}

/// CRuby's engine (Onigmo) words a few errors differently from Oniguruma.
fn engine_message(m: &str) -> &str {
    match m {
        "end pattern at escape" => "too short escape sequence",
        _ => m,
    }
}

/// Patterns Onigmo refuses and Oniguruma accepts: an interval whose upper bound is below its
/// lower one (`a{2,1}`), a condition naming a group bare (`(?(a)...)`), and a class escape (`\w`, `\d`, `\s` and their negations) as an end
/// of a range in a character class (`[\w-z]`, `[a-\w]`).
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
    let class_escape = |j: usize| source.get(j) == Some(&b'\\') && matches!(source.get(j + 1), Some(b'w' | b'W' | b'd' | b'D' | b's' | b'S'));
    while i < source.len() {
        match source[i] {
            b'\\' => {
                if class && class_escape(i) {
                    if source.get(i + 2) == Some(&b'-') && !matches!(source.get(i + 3), Some(b']') | None) {
                        return Some("unmatched range specifier in char-class");
                    }
                    // A hyphen escaped by an odd run of backslashes (`[\-\w]`) is a character.
                    let escaped_hyphen = i >= 2 && source[..i - 1].iter().rev().take_while(|&&c| c == b'\\').count() % 2 == 1;
                    if i >= 2 && source[i - 1] == b'-' && !escaped_hyphen && !matches!(source[i - 2], b'[' | b'^') {
                        return Some("char-class value at end of range");
                    }
                }
                i += 1
            }
            b'[' => class = true,
            b']' => class = false,
            // Onigmo names a group in a condition only as `(?(<name>)` or `(?('name')`.
            b'(' if !class && source[i + 1..].starts_with(b"?(") && source.get(i + 3).is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_') => {
                return Some("invalid conditional pattern");
            }
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
pub fn new_regexp(vm: &mut Vm, klass: Value, source: &[u8], options: u32, enc: EncodingId) -> VmResult {
    match build(source, options, enc, false) {
        Ok(d) => Ok(super::new_regexp_object(vm, klass, d)),
        Err(msg) => Err(vm.make_error(vm.core.regexp_error, &msg)),
    }
}

/// The Regexp standing for an escaped String pattern (`from_string`, see
/// `regexp::FL_MATCH_FROM_STRING`), in the pattern string's encoding `enc`.
pub fn regexp_of_string_pattern(vm: &mut Vm, escaped: &[u8], enc: EncodingId) -> VmResult {
    match build(escaped, 0, enc, false) {
        Ok(mut d) => {
            d.from_string = true;
            let k = vm.core.regexp;
            Ok(super::new_regexp_object(vm, k, d))
        }
        Err(msg) => Err(vm.make_error(vm.core.regexp_error, &msg)),
    }
}

/// The frozen Regexp of a literal, or the message of the SyntaxError CRuby reports for it.
/// `enc`: the encoding the literal is written in (the `e`/`s`/`u` flags come as that encoding
/// with OPT_FIXEDENCODING in `options`; an escape the parser found to make the literal
/// ASCII-8BIT, `/\xff/n`, as BINARY).
pub fn compile_literal(vm: &mut Vm, source: &[u8], options: u32, enc: EncodingId) -> Result<Value, String> {
    let d = build(source, options, enc, true).map_err(|m| match m.rfind(": /") {
        // At parse time CRuby reports the engine's message alone.
        Some(i) => m[..i].to_string(),
        None => m,
    })?;
    let k = vm.core.regexp;
    let v = super::new_regexp_object(vm, k, d);
    vm.freeze(v);
    Ok(v)
}

/// `toregexp`: the Regexp of an interpolated literal's source, in the built string's encoding,
/// or the one the literal's `e`/`s`/`u` flag forces (`options` above bit 8: id + 1) when the
/// string is ASCII only or already in it.
pub fn regexp_from_interpolation(vm: &mut Vm, s: Value, options: u32) -> VmResult {
    let k = vm.core.regexp;
    let src = string::bytes(s).to_vec();
    let mut enc = string::encoding_of_string(s);
    if options >> 8 != 0 {
        let forced = EncodingId(((options >> 8) - 1) as u8);
        if src.is_ascii() || enc == forced {
            enc = forced;
        }
    }
    let v = new_regexp(vm, k, &src, options & 0xff, enc)?;
    vm.freeze(v);
    Ok(v)
}

/// `/source/opts` as CRuby shows it: `/` escaped, other characters as written (control
/// characters, invalid bytes and, outside UTF-8, non-ASCII characters escaped).
pub fn inspect_form(source: &[u8], options: u32, enc: EncodingId) -> String {
    let mut out = b"/".to_vec();
    push_source(&mut out, source, enc, true);
    out.push(b'/');
    out.extend_from_slice(option_letters(options).as_bytes());
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Appends `source` with its `/` delimiters escaped. `shown` (inspect, error messages): the
/// characters as a UTF-8 text shows them (see `push_char`); otherwise (`to_s`, `union`) the
/// bytes stay in the source's encoding.
fn push_source(out: &mut Vec<u8>, source: &[u8], enc: EncodingId, shown: bool) {
    let mut i = 0;
    while i < source.len() {
        let w = chars::char_len(enc, &source[i..]).max(1);
        let code = if enc.ascii_compatible() { source[i] as u32 } else { chars::code_of(enc, &source[i..i + w]) };
        if code == b'\\' as u32 && i + w < source.len() {
            // An escape is kept as written, and its character is not a delimiter.
            push_char(out, &source[i..i + w], enc, shown);
            i += w;
            let w2 = chars::char_len(enc, &source[i..]).max(1);
            push_char(out, &source[i..i + w2], enc, shown);
            i += w2;
            continue;
        }
        if code == b'/' as u32 {
            if shown || enc.ascii_compatible() {
                out.extend_from_slice(b"\\/");
            } else {
                push_char(out, &encode_ascii(b'\\', enc), enc, shown);
                push_char(out, &source[i..i + w], enc, shown);
            }
            i += w;
            continue;
        }
        push_char(out, &source[i..i + w], enc, shown);
        i += w;
    }
}

/// ASCII byte `c` as a character of encoding `enc` (UTF-16/32 code units).
pub(super) fn encode_ascii(c: u8, enc: EncodingId) -> Vec<u8> {
    match enc.kind() {
        Kind::Utf16 { big_endian: true } => vec![0, c],
        Kind::Utf16 { big_endian: false } => vec![c, 0],
        Kind::Utf32 { big_endian: true } => vec![0, 0, 0, c],
        Kind::Utf32 { big_endian: false } => vec![c, 0, 0, 0],
        _ => vec![c],
    }
}

/// One character of a source. Raw (`!shown`): its bytes. Shown: printable UTF-8 characters and
/// white space as they are; in a Unicode encoding other than UTF-8 the character in UTF-8;
/// other non-ASCII characters `\xHH` (one byte) or `\x{HEX}` (several); control characters
/// and invalid bytes `\xHH`.
fn push_char(out: &mut Vec<u8>, b: &[u8], enc: EncodingId, shown: bool) {
    if !shown {
        out.extend_from_slice(b);
        return;
    }
    let ascii_ok = |c: u8| (0x20..0x7f).contains(&c) || matches!(c, b'\n' | b'\t' | b'\r' | 0x0b | 0x0c);
    let valid = chars::precise_len(enc, b) == Some(b.len());
    if !enc.ascii_compatible() && valid {
        let code = chars::code_of(enc, b);
        match char::from_u32(code) {
            Some(ch) if code >= 0x80 || ascii_ok(code as u8) => {
                let mut buf = [0u8; 4];
                out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
            }
            _ => out.extend_from_slice(format!("\\x{code:02X}").as_bytes()),
        }
        return;
    }
    if b.len() == 1 && ascii_ok(b[0]) {
        out.push(b[0]);
    } else if enc == EncodingId::UTF_8 && valid && b.len() > 1 {
        out.extend_from_slice(b);
    } else if valid && b.len() > 1 && enc != EncodingId::BINARY {
        out.extend_from_slice(b"\\x{");
        for &c in b {
            out.extend_from_slice(format!("{c:02X}").as_bytes());
        }
        out.push(b'}');
    } else {
        for &c in b {
            out.extend_from_slice(format!("\\x{c:02X}").as_bytes());
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
    push_source(&mut out, src, re.enc, false);
    out.push(b')');
    if !re.enc.ascii_compatible() {
        // The frame is ASCII: spell it in the source's encoding around the raw source.
        let mut wide = Vec::with_capacity(out.len() * 4);
        let (head, rest) = out.split_at(out.iter().position(|&c| c == b':').map_or(0, |p| p + 1));
        for &c in head {
            wide.extend_from_slice(&encode_ascii(c, re.enc));
        }
        wide.extend_from_slice(&rest[..rest.len() - 1]);
        wide.extend_from_slice(&encode_ascii(b')', re.enc));
        return wide;
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn data(src: &str, opts: u32) -> RegexpData {
        build(src.as_bytes(), opts, EncodingId::UTF_8, false).unwrap_or_else(|m| panic!("{m}"))
    }

    #[test]
    fn byte_set_only_for_one_byte_patterns() {
        let bits = |s: &[u8]| s.iter().fold(0u128, |a, &c| a | 1u128 << c);
        assert_eq!(byte_set(b"[&<>\"]", 0), Some(bits(b"&<>\"")));
        assert_eq!(byte_set(b",", OPT_MULTILINE), Some(bits(b",")));
        assert_eq!(byte_set(b"\\.", 0), Some(bits(b".")));
        for (src, opts) in [(&b"a"[..], OPT_IGNORECASE), (b"[a]", OPT_EXTENDED), (b"[a-z]", 0), (b"[^a]", 0), (b"\\d", 0), (b".", 0), (b"[a&&b]", 0), (b"[[:alpha:]]", 0), (b"ab", 0), (b"[]", 0), ("é".as_bytes(), 0)] {
            assert_eq!(byte_set(src, opts), None, "{}", String::from_utf8_lossy(src));
        }
    }

    #[test]
    fn escape_quotes_every_metacharacter() {
        assert_eq!(
            escape_bytes(b"a.b*c?d+e^f$g|h\\i(j)k[l]m{n}o-p q\nr\ts#"),
            b"a\\.b\\*c\\?d\\+e\\^f\\$g\\|h\\\\i\\(j\\)k\\[l\\]m\\{n\\}o\\-p\\ q\\nr\\ts\\#".to_vec()
        );
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
        assert_eq!(data("a", 0).enc, EncodingId::US_ASCII);
        let u = data("é", 0);
        assert_eq!((u.enc, u.options), (EncodingId::UTF_8, OPT_FIXEDENCODING));
        let n = build(b"\\xff", OPT_NOENCODING, EncodingId::UTF_8, false).map_err(|_| ()).unwrap();
        assert_eq!((n.enc, n.options), (EncodingId::BINARY, OPT_FIXEDENCODING | OPT_NOENCODING));
        assert!(build(b"\xff", 0, EncodingId::UTF_8, false).is_err());
        let b = build(b"\xff", 0, EncodingId::BINARY, false).map_err(|_| ()).unwrap();
        assert_eq!((b.enc, b.options), (EncodingId::BINARY, OPT_FIXEDENCODING));
        assert_eq!(data("\\u{61}", 0).enc, EncodingId::US_ASCII);
        assert_eq!(data("\\u00e9", 0).enc, EncodingId::UTF_8);
        assert_eq!(data("a", OPT_FIXEDENCODING).enc, EncodingId::UTF_8);
    }

    #[test]
    fn errors_carry_onigmo_messages() {
        let err = |s: &str| build(s.as_bytes(), 0, EncodingId::UTF_8, false).err().unwrap_or_default();
        assert_eq!(err("\\xn"), "invalid hex escape: /\\xn/");
        assert_eq!(err("\\xff"), "invalid multibyte escape: /\\xff/");
        assert_eq!(err("\\u304"), "invalid Unicode escape: /\\u304/");
        assert_eq!(err("\\u{}"), "invalid Unicode list: /\\u{}/");
        assert_eq!(err("\\u{0ffffff}"), "invalid Unicode range: /\\u{0ffffff}/");
        assert_eq!(err("(?(a)b)"), "invalid conditional pattern: /(?(a)b)/");
        assert_eq!(err("("), "end pattern with unmatched parenthesis: /(/");
        assert_eq!(err("a{2,1}"), "upper is smaller than lower in repeat range: /a{2,1}/");
        assert_eq!(err("\\"), "too short escape sequence: /\\/");
        assert!(onigmo_rejects(b"[{2,1}]").is_none());
        assert_eq!(err("[\\w-z]"), "unmatched range specifier in char-class: /[\\w-z]/");
        assert_eq!(err("[a-\\d]"), "char-class value at end of range: /[a-\\d]/");
        assert!(onigmo_rejects(b"[\\w-]").is_none() && onigmo_rejects(b"\\w-z").is_none());
    }

    #[test]
    fn engine_source_spells_ruby_escapes_for_oniguruma() {
        assert_eq!(&*engine_source(b"\\u{41 42}c"), b"\\x{41}\\x{42}c");
        assert_eq!(&*engine_source(b"\\\\u{41}"), b"\\\\u{41}");
        assert_eq!(&*engine_source(b"plain"), b"plain");
        assert_eq!(&*engine_source(b"\\w[\\d]\\\\s"), b"[a-zA-Z0-9_][[0-9]]\\\\s");
        assert_eq!(&*engine_source(b"\\y\\O"), b"yO");
        assert_eq!(wrap_anchors(b"a^?(?=b)*[$]"), b"a(?:^(?:))?(?:(?=b)(?:))*[$]".to_vec());
    }

    #[test]
    fn names_come_in_definition_order() {
        let d = data("(?<b>.)(?<a>.)(?<b>.)", 0);
        let names: Vec<&[u8]> = d.names.iter().map(|(n, _)| n.as_slice()).collect();
        assert_eq!(names, vec![b"b".as_slice(), b"a".as_slice()]);
        assert_eq!(d.names[0].1, vec![1, 3]);
    }
}
