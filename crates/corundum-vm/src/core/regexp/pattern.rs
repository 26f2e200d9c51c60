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

use crate::core::regexp::{ReEnc, RegexpData, Utf8Bytes, OPT_EXTENDED, OPT_FIXEDENCODING, OPT_IGNORECASE, OPT_MULTILINE, OPT_NOENCODING, REGEXP_TYPE};
use crate::core::string::{self as string, Cr};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// The pattern as the engine reads it. Two Ruby spellings Oniguruma lacks are rewritten; the
/// source (what `source` and `inspect` show) stays as written:
/// - `\u{H H ...}` (one or more code points) becomes `\x{H}\x{H}...`;
/// - `\w \W \d \D \s \S` become the ASCII classes Ruby gives them (`[a-zA-Z0-9_]`, ...),
///   written as bracketed classes, which Oniguruma also accepts nested inside a class. So they
///   are ASCII-only while `\b`, `\p{Word}` and the POSIX brackets stay Unicode, as in Ruby.
fn engine_source(source: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let rewritten = |n: u8| matches!(n, b'u' | b'w' | b'W' | b'd' | b'D' | b's' | b'S');
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
    let byteset = byte_set(source, options);
    Ok(RegexpData { regex, binary: std::cell::OnceCell::new(), source: source.to_vec(), options, enc, names, literal, from_string: false, byteset })
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
/// lower one (`a{2,1}`), and a class escape (`\w`, `\d`, `\s` and their negations) as an end
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
                    if i >= 2 && source[i - 1] == b'-' && !matches!(source[i - 2], b'[' | b'^') {
                        return Some("char-class value at end of range");
                    }
                }
                i += 1
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn data(src: &str, opts: u32) -> RegexpData {
        build(src.as_bytes(), opts, false, false).unwrap_or_else(|m| panic!("{m}"))
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
    }

    #[test]
    fn names_come_in_definition_order() {
        let d = data("(?<b>.)(?<a>.)(?<b>.)", 0);
        let names: Vec<&[u8]> = d.names.iter().map(|(n, _)| n.as_slice()).collect();
        assert_eq!(names, vec![b"b".as_slice(), b"a".as_slice()]);
        assert_eq!(d.names[0].1, vec![1, 3]);
    }
}
