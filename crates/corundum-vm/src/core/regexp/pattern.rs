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
use crate::core::regexp::translate::{engine_message, engine_source, onigmo_rejects, wrap_anchors, Translated};
use crate::core::regexp::{RegexpData, OPT_EXTENDED, OPT_FIXEDENCODING, OPT_IGNORECASE, OPT_MULTILINE, OPT_NOENCODING};
use crate::core::string::{self as string};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// Whether `source` escapes a byte above 0x7f (`\xff`, `\377`).
pub(super) fn has_high_escape(source: &[u8]) -> bool {
    let mut i = 0;
    while i + 1 < source.len() {
        if source[i] != b'\\' {
            i += 1;
            continue;
        }
        let rest = &source[i + 1..];
        let high = match rest[0] {
            b'x' => rest.get(1).is_some_and(|c| matches!(c, b'8'..=b'9' | b'a'..=b'f' | b'A'..=b'F')) && rest.get(2).is_some_and(u8::is_ascii_hexdigit),
            b'2'..=b'3' => rest.len() >= 3 && rest[1..3].iter().all(|c| (b'0'..=b'7').contains(c)),
            _ => false,
        };
        if high {
            return true;
        }
        i += 2;
    }
    false
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
/// (a US-ASCII pattern is compiled as UTF-8, which reads ASCII the same), with the groups the
/// translation renamed ((engine name, Ruby name)), or the RegexpError message without its
/// `: /source/` tail. The Ruby spellings Oniguruma lacks are rewritten first
/// (`translate::engine_source`) in ASCII-compatible encodings.
pub(super) fn compile_engine(source: &[u8], options: u32, enc: EncodingId) -> Result<(onig::Regex, Vec<(Vec<u8>, Vec<u8>)>), String> {
    // A US-ASCII pattern with escaped high bytes (`\xff`) matches them as bytes, as CRuby does.
    let enc = match enc {
        EncodingId::US_ASCII if has_high_escape(source) => EncodingId::BINARY,
        EncodingId::US_ASCII => EncodingId::UTF_8,
        _ => enc,
    };
    let translated = if enc.ascii_compatible() { engine_source(source, enc) } else { Translated { bytes: std::borrow::Cow::Borrowed(source), renamed: Vec::new() } };
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
    let compiled = match compile(&translated.bytes) {
        // Onigmo lets a quantifier apply to an anchor (`a^?b`, `(?=a)*`); Oniguruma does not,
        // but takes the same anchor inside a group with an empty part, which means the same.
        Err(e) if e.description() == "target of repeat operator is invalid" && enc.ascii_compatible() => compile(&wrap_anchors(&translated.bytes)).map_err(|_| e),
        r => r,
    };
    match compiled {
        Ok(r) => Ok((r, translated.renamed)),
        Err(e) => Err(engine_message(e.description(), &translated.renamed)),
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

/// What the escapes and characters of a source fix its encoding to (CRuby's preprocessing of
/// a pattern): None when nothing does (an ASCII-only source without a `\p{...}` property), or
/// the RegexpError message.
/// `enc` is the encoding the source is written in (ASCII-compatible).
fn fixed_encoding_of(source: &[u8], enc: EncodingId) -> Result<Option<EncodingId>, &'static str> {
    let mut fixed: Option<EncodingId> = None;
    let mut has_property = false;
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
                if enc == EncodingId::US_ASCII {
                    // CRuby reads US-ASCII escapes byte by byte: they fix nothing.
                    i = j;
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
            // A property fixes the encoding to the source's when nothing else did (CRuby's
            // preprocessing: `has_property`).
            b'p' | b'P' => {
                has_property = true;
                i += 2;
            }
            c2 if c2 >= 0x80 => i += 1,
            _ => i += 2,
        }
    }
    if has_property && fixed.is_none() {
        fixed = Some(enc);
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
    if let Some(msg) = onigmo_rejects(source, if enc == EncodingId::US_ASCII { EncodingId::UTF_8 } else { enc }).filter(|_| enc.ascii_compatible()) {
        return Err(desc(msg, options));
    }
    let (regex, renamed) = compile_engine(source, options, enc).map_err(|m| desc(&m, options))?;
    let mut names: Vec<(Vec<u8>, Vec<u32>)> = Vec::new();
    regex.foreach_name(|name, groups| {
        let name = name.as_bytes();
        let ruby = renamed.iter().find(|(e, _)| e.as_slice() == name).map_or(name, |(_, r)| r.as_slice());
        names.push((ruby.to_vec(), groups.to_vec()));
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

/// Checks a literal part of an interpolated regexp literal (`/\xc2#{x}/u`) on its own, as
/// CRuby's parser does: its escapes must spell whole characters of encoding `enc` (the
/// literal's `e`/`s`/`u` encoding, binary for `/n`, else the source file's). Err: the message
/// of the SyntaxError.
pub fn check_fragment(fragment: &[u8], enc: EncodingId) -> Result<(), String> {
    if !enc.ascii_compatible() {
        return Ok(());
    }
    fixed_encoding_of(fragment, enc).map(|_| ()).map_err(str::to_string)
}

/// `toregexp`: the Regexp of an interpolated literal's source, in the built string's encoding,
/// or the one the literal's `e`/`s`/`u` flag forces (`options` above bit 8: id + 1) when the
/// string is ASCII only or already in it.
pub fn regexp_from_interpolation(vm: &mut Vm, s: Value, options: u32) -> VmResult {
    let k = vm.core.regexp;
    let src = string::bytes(s).to_vec();
    let mut enc = string::encoding_of_string(s);
    if enc == EncodingId::US_ASCII && has_high_escape(&src) {
        // CRuby makes an interpolated literal that escapes high bytes in US-ASCII a binary one.
        enc = EncodingId::BINARY;
    }
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
    push_source(&mut out, source, enc, true, true);
    out.push(b'/');
    out.extend_from_slice(option_letters(options).as_bytes());
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Appends `source`, with its `/` delimiters escaped when `term` (everything but the parts
/// `Regexp.union` joins). `shown` (inspect, error messages): the characters as a UTF-8 text
/// shows them (see `push_char`); otherwise (`to_s`, `union`) the bytes stay in the source's
/// encoding, but for ASCII control characters other than white space, written `\xHH`.
fn push_source(out: &mut Vec<u8>, source: &[u8], enc: EncodingId, shown: bool, term: bool) {
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
        if code == b'/' as u32 && term {
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
        match b {
            [c] if enc.ascii_compatible() && (*c < 0x20 || *c == 0x7f) && !matches!(c, b'\n' | b'\t' | b'\r' | 0x0b | 0x0c) => out.extend_from_slice(format!("\\x{c:02X}").as_bytes()),
            _ => out.extend_from_slice(b),
        }
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

/// `Regexp#to_s`: `(?on-off:source)`, folding the option groups a source starts with (see
/// `fold_option_groups`). `term`: `/` escaped (`to_s`; `Regexp.union` joins parts without).
pub fn to_s_form(re: &RegexpData, term: bool) -> Vec<u8> {
    let (opts, src) = fold_option_groups(re.options & (OPT_IGNORECASE | OPT_EXTENDED | OPT_MULTILINE), &re.source);
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
    push_source(&mut out, src, re.enc, false, term);
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

/// The options and source `to_s` shows, as CRuby's `rb_reg_to_s` folds them: option groups
/// `(?on-off)` at the start apply to what follows and are dropped, one after another; then a
/// source that is exactly one `(?on-off:inner)` group shows as its inner part with those
/// options. Anything else after `(?` (a group that does not close at the very end) leaves the
/// whole source and the Regexp's own options.
fn fold_option_groups(options: u32, source: &[u8]) -> (u32, &[u8]) {
    let bit = |c: u8| match c {
        b'm' => OPT_MULTILINE,
        b'i' => OPT_IGNORECASE,
        b'x' => OPT_EXTENDED,
        _ => 0,
    };
    let (mut opts, mut src) = (options, source);
    while src.len() >= 4 && src.starts_with(b"(?") {
        let mut i = 2;
        while i < src.len() && bit(src[i]) != 0 {
            opts |= bit(src[i]);
            i += 1;
        }
        if i + 1 < src.len() && src[i] == b'-' {
            i += 1;
            while i < src.len() && bit(src[i]) != 0 {
                opts &= !bit(src[i]);
                i += 1;
            }
        }
        match src.get(i) {
            Some(b')') => src = &src[i + 1..],
            Some(b':') if src.last() == Some(&b')') && closes_at_end(&src[i + 1..src.len() - 1]) => return (opts, &src[i + 1..src.len() - 1]),
            _ => return (options, source),
        }
    }
    (opts, src)
}

/// Whether `inner`, the part of `(?on-off:inner)` between the colon and the last `)`, leaves
/// that group open to its end: its parentheses balance (escapes and character classes
/// skipped) and never close early.
fn closes_at_end(inner: &[u8]) -> bool {
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
                    return false;
                }
            }
            _ => {}
        }
        j += 1;
    }
    depth == 0
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
        assert_eq!(to_s_form(&data("ab", OPT_IGNORECASE | OPT_EXTENDED), true), b"(?ix-m:ab)".to_vec());
        assert_eq!(to_s_form(&data("(?i:a)", 0), true), b"(?i-mx:a)".to_vec());
        assert_eq!(to_s_form(&data("(?i:a)(b)", 0), true), b"(?-mix:(?i:a)(b))".to_vec());
        assert_eq!(to_s_form(&data("a", OPT_IGNORECASE | OPT_EXTENDED | OPT_MULTILINE), true), b"(?mix:a)".to_vec());
        assert_eq!(to_s_form(&data("(?mix)", 0), true), b"(?mix:)".to_vec());
        assert_eq!(to_s_form(&data("(?i)(?m)abc", 0), true), b"(?mi-x:abc)".to_vec());
        assert_eq!(to_s_form(&data("(?i)(?:a)b", 0), true), b"(?-mix:(?i)(?:a)b)".to_vec());
        assert_eq!(to_s_form(&data("a/b\x00", 0), false), b"(?-mix:a/b\\x00)".to_vec());
        assert_eq!(to_s_form(&data("a/\0", 0), true), b"(?-mix:a\\/\\x00)".to_vec());
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
        assert!(onigmo_rejects(b"[{2,1}]", EncodingId::UTF_8).is_none());
        assert_eq!(err("[\\w-z]"), "unmatched range specifier in char-class: /[\\w-z]/");
        assert_eq!(err("[a-\\d]"), "char-class value at end of range: /[a-\\d]/");
        assert!(onigmo_rejects(b"[\\w-]", EncodingId::UTF_8).is_none() && onigmo_rejects(b"\\w-z", EncodingId::UTF_8).is_none());
        assert!(onigmo_rejects(b"[\\-\\w\\.:]", EncodingId::UTF_8).is_none());
    }

    #[test]
    fn names_come_in_definition_order() {
        let d = data("(?<b>.)(?<a>.)(?<b>.)", 0);
        let names: Vec<&[u8]> = d.names.iter().map(|(n, _)| n.as_slice()).collect();
        assert_eq!(names, vec![b"b".as_slice(), b"a".as_slice()]);
        assert_eq!(d.names[0].1, vec![1, 3]);
    }
}
