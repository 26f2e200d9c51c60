//! The String methods about encodings: `encoding`, `force_encoding`, `valid_encoding?`,
//! `ascii_only?`, `b`, `encode`/`encode!`, `scrub`/`scrub!`, `unicode_normalize` (and `!`,
//! `unicode_normalized?`), grapheme clusters, `inspect` of strings in encodings other than
//! UTF-8 and binary, and the compatibility rule for joining two Strings.
//!
//! Invariants:
//! - A String's encoding is read and written only through `core::encoding::string_encoding`
//!   and `set_string_encoding` (or by copying `FL_STR_ENC_BITS` between Strings).
//! - Conversions never change the receiver before they have succeeded (`encode!` replaces the
//!   bytes and the encoding together at the end), so an exception leaves it as it was.
//! - Input-dependent loops advance at least one byte per step (`chars::char_len`).

use super::{bytes, bytes_mut, coderange, is_ascii_only, modify, new_copy, new_like, str_arg, tag, Cr};
use crate::core::encoding::convert::{convert, ConvError, ConvOptions, Stop, XmlMode};
use crate::core::encoding::names::Kind;
use crate::core::encoding::{self as enc, chars, errors, transcode, EncodingId};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

/// The Encoding object of String `s`.
pub fn encoding_of(vm: &mut Vm, s: Value) -> VmResult {
    let id = enc::string_encoding(s);
    Ok(enc::encoding_object(vm, id))
}

/// The encoding `a` followed by `b` takes (CRuby's `enc_compatible_latter` for two Strings),
/// or None when they cannot be joined.
pub fn compatible_encoding(a: Value, b: Value) -> Option<EncodingId> {
    let (ea, eb) = (enc::string_encoding(a), enc::string_encoding(b));
    if ea == eb || bytes(b).is_empty() {
        return Some(ea);
    }
    if bytes(a).is_empty() {
        return Some(if ea.ascii_compatible() && is_ascii_only(b) { ea } else { eb });
    }
    if !ea.ascii_compatible() || !eb.ascii_compatible() {
        return None;
    }
    if is_ascii_only(b) {
        Some(ea)
    } else if is_ascii_only(a) {
        Some(eb)
    } else {
        None
    }
}

/// `compatible_encoding` as the flag bits of the result (what `set_tag_bits` takes).
pub(super) fn compatible_tag(a: Value, b: Value) -> Option<u64> {
    if tag(a) == tag(b) {
        return Some(tag(a));
    }
    compatible_encoding(a, b).map(EncodingId::flag_bits)
}

/// Encoding::CompatibilityError for joining Strings `a` and `b`.
pub(super) fn incompatible(vm: &mut Vm, a: Value, b: Value) -> Unwind {
    errors::incompatible(vm, enc::string_encoding(a), enc::string_encoding(b))
}

/// Sets string `s`'s encoding bits (as `tag` returns them).
pub(super) fn set_tag_bits(s: Value, t: u64) {
    let f = &mut obj::basic(s).flags;
    *f = (*f & !obj::FL_STR_ENC_BITS) | t;
}

/// Tags `s` with the encoding `e` names (an Encoding or a name).
pub(super) fn set_encoding(vm: &mut Vm, s: Value, e: Value) -> VmResult<()> {
    let id = enc::to_encoding(vm, e)?;
    enc::set_string_encoding(s, id);
    Ok(())
}

pub(super) fn s_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    encoding_of(vm, recv)
}

pub(super) fn s_force_encoding(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let id = enc::to_encoding(vm, args.get(0))?;
    modify(vm, recv)?;
    enc::set_string_encoding(recv, id);
    Ok(recv)
}

/// Whether `s`'s bytes are valid in its encoding (the coderange answers for UTF-8).
pub(super) fn is_valid_encoding(s: Value) -> bool {
    match enc::string_encoding(s) {
        EncodingId::UTF_8 => coderange(s) != Cr::Broken,
        EncodingId::BINARY => true,
        EncodingId::US_ASCII => coderange(s) == Cr::SevenBit,
        id => chars::is_valid(id, bytes(s)),
    }
}

pub(super) fn s_valid_encoding(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(is_valid_encoding(recv)))
}

pub(super) fn s_ascii_only(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(is_ascii_only(recv)))
}

pub(super) fn s_b(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = new_copy(vm, recv);
    enc::set_string_encoding(s, EncodingId::BINARY);
    Ok(s)
}

/// `ord` of a String in an encoding without a bit of its own (None: the UTF-8 / binary /
/// US-ASCII code handles it): the first character's code, ArgumentError when it is invalid.
#[inline(always)]
pub(super) fn ord_other(vm: &mut Vm, recv: Value) -> Option<VmResult> {
    if obj::basic(recv).flags & obj::FL_STR_ENC_MASK == 0 {
        return None;
    }
    Some(ord_in_encoding(vm, recv))
}

#[inline(never)]
fn ord_in_encoding(vm: &mut Vm, recv: Value) -> VmResult {
    let id = enc::string_encoding(recv);
    let b = bytes(recv);
    match chars::precise_len(id, b) {
        Some(n) => Ok(Value::fixnum(chars::code_of(id, &b[..n]) as i64)),
        None => Err(vm.arg_error(&format!("invalid byte sequence in {}", id.name()))),
    }
}

/// `recv << n` (Integer `o` with value `n`) for a String in an encoding without a bit of its
/// own: a Unicode scalar value in UTF-16/32, a byte in a single-byte encoding, the character's
/// code (its bytes read big-endian) in Shift_JIS/EUC-JP, with CRuby's RangeErrors.
pub(super) fn append_code_other(vm: &mut Vm, recv: Value, o: Value, n: i64) -> VmResult<()> {
    let id = enc::string_encoding(recv);
    let out_of_range = |vm: &mut Vm| {
        let shown = crate::core::integer::int_to_s(o, 10);
        vm.make_error(vm.core.range_error, &format!("{shown} out of char range"))
    };
    let invalid = |vm: &mut Vm| vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{n:X} in {}", id.name()));
    let mut add = Vec::new();
    match id.kind() {
        Kind::SingleByte | Kind::Binary | Kind::UsAscii => {
            if !(0..256).contains(&n) {
                return Err(out_of_range(vm));
            }
            add.push(n as u8);
        }
        Kind::Utf8 | Kind::Utf16 { .. } | Kind::Utf32 { .. } | Kind::Dummy { .. } => {
            if !(0..=0x10FFFF).contains(&n) {
                return Err(out_of_range(vm));
            }
            if !transcode::encode_char(id, n as u32, &mut add) {
                return Err(invalid(vm));
            }
        }
        Kind::ShiftJis | Kind::Windows31J | Kind::EucJp | Kind::Big5 => {
            if !(0..=0xFF_FFFF).contains(&n) {
                return Err(out_of_range(vm));
            }
            let be = (n as u32).to_be_bytes();
            let start = be.iter().position(|&x| x != 0).unwrap_or(3);
            add.extend_from_slice(&be[start..]);
            if chars::precise_len(id, &add) != Some(add.len()) {
                return Err(invalid(vm));
            }
        }
    }
    vm.grow_string(recv, add.len())?;
    bytes_mut(recv).extend_from_slice(&add);
    Ok(())
}

// ---------------------------------------------------------------- inspect

/// `inspect` of a String whose encoding is neither UTF-8, binary nor US-ASCII (CRuby's
/// rb_str_inspect): ASCII printables as they are, the usual backslash escapes, other
/// characters as `\uXXXX` in Unicode encodings and `\xHH` / `\x{HHHH}` elsewhere, and each
/// byte of an invalid sequence as `\xHH`.
pub fn inspect_other(s: Value) -> String {
    let id = enc::string_encoding(s);
    let b = bytes(s);
    let unicode = id.is_unicode() && !id.is_dummy();
    let mut out = String::with_capacity(b.len() + 2);
    out.push('"');
    let mut i = 0;
    while i < b.len() {
        let rest = &b[i..];
        let Some(n) = chars::precise_len(id, rest).filter(|_| !id.is_dummy()) else {
            let n = if id.is_dummy() { 1 } else { chars::char_len(id, rest).max(1) };
            for c in &rest[..n] {
                out.push_str(&format!("\\x{c:02X}"));
            }
            i += n;
            continue;
        };
        let c = chars::code_of(id, &rest[..n]);
        let next = if i + n < b.len() { chars::precise_len(id, &b[i + n..]).map(|m| chars::code_of(id, &b[i + n..i + n + m])) } else { None };
        let special = match c {
            0x22 => Some("\\\""),
            0x5C => Some("\\\\"),
            0x0A => Some("\\n"),
            0x0D => Some("\\r"),
            0x09 => Some("\\t"),
            0x0C => Some("\\f"),
            0x0B => Some("\\v"),
            0x08 => Some("\\b"),
            0x07 => Some("\\a"),
            0x1B => Some("\\e"),
            0x23 if matches!(next, Some(0x7B | 0x24 | 0x40)) => Some("\\#"),
            _ => None,
        };
        if let Some(e) = special {
            out.push_str(e);
        } else if (0x20..0x7F).contains(&c) {
            out.push(c as u8 as char);
        } else if unicode {
            if c > 0xFFFF {
                out.push_str(&format!("\\u{{{c:X}}}"));
            } else {
                out.push_str(&format!("\\u{c:04X}"));
            }
        } else if c < 0x100 {
            out.push_str(&format!("\\x{c:02X}"));
        } else {
            out.push_str(&format!("\\x{{{c:X}}}"));
        }
        i += n;
    }
    out.push('"');
    out
}

// ---------------------------------------------------------------- encode

/// An encoding argument of `encode`: None (with the name, for the message) when unknown,
/// which `encode` reports as ConverterNotFoundError rather than ArgumentError.
fn convert_target(vm: &mut Vm, v: Value) -> VmResult<Result<EncodingId, String>> {
    if let Some(id) = enc::encoding_id_of_object(v) {
        return Ok(Ok(id));
    }
    let s = vm.expect_string(v)?;
    let name = bytes(s).to_vec();
    Ok(match enc::to_encoding(vm, s) {
        Ok(id) => Ok(id),
        Err(_) => Err(String::from_utf8_lossy(&name).into_owned()),
    })
}

/// The name of Symbol `v`, if it is one.
fn symbol_name(v: Value) -> Option<String> {
    v.is_symbol().then(|| v.as_symbol().name().into_owned())
}

/// Reads `encode`'s keyword options. `replace:` is converted to `dst` here.
pub fn conv_options(vm: &mut Vm, kw: Option<Value>, dst: EncodingId) -> VmResult<(ConvOptions, Value)> {
    let mut opts = ConvOptions::default();
    let mut fallback = Value::NIL;
    let Some(kw) = kw else { return Ok((opts, fallback)) };
    let get = |vm: &mut Vm, k: &str| vm.hash_lookup_symbol(kw, intern(k)).filter(|v| !v.is_nil());
    let replace_sym = Value::symbol(intern("replace"));
    if let Some(v) = get(vm, "invalid") {
        if v != replace_sym {
            return Err(vm.arg_error("unknown value for invalid character option"));
        }
        opts.invalid_replace = true;
    }
    if let Some(v) = get(vm, "undef") {
        if v != replace_sym {
            return Err(vm.arg_error("unknown value for undefined character option"));
        }
        opts.undef_replace = true;
    }
    if let Some(v) = get(vm, "replace") {
        let r = vm.expect_string(v)?;
        let from = enc::string_encoding(r);
        let rb = bytes(r).to_vec();
        opts.replace = Some(if from == dst || (rb.is_ascii() && dst.ascii_compatible()) { rb } else { strict_convert(vm, from, dst, &rb)? });
    }
    if let Some(v) = get(vm, "xml") {
        opts.xml = Some(if v == Value::symbol(intern("text")) {
            XmlMode::Text
        } else if v == Value::symbol(intern("attr")) {
            XmlMode::Attr
        } else {
            let shown = vm.inspect_str(v)?;
            return Err(vm.arg_error(&format!("unexpected value for xml option: {}", shown.trim_start_matches(':'))));
        });
    }
    if get(vm, "universal_newline").is_some_and(|v| v.truthy()) {
        opts.universal_newline = true;
    }
    if get(vm, "crlf_newline").is_some_and(|v| v.truthy()) {
        opts.newline_out = Some(b"\r\n");
    }
    if get(vm, "cr_newline").is_some_and(|v| v.truthy()) {
        opts.newline_out = Some(b"\r");
    }
    if let Some(v) = get(vm, "newline") {
        match symbol_name(v).as_deref() {
            Some("universal") => opts.universal_newline = true,
            Some("crlf") => opts.newline_out = Some(b"\r\n"),
            Some("cr") => opts.newline_out = Some(b"\r"),
            Some("lf") => {}
            _ => {
                let shown = vm.inspect_str(v)?;
                return Err(vm.arg_error(&format!("unexpected value for newline option: {}", shown.trim_start_matches(':'))));
            }
        }
    }
    if let Some(v) = get(vm, "fallback") {
        fallback = v;
    }
    Ok((opts, fallback))
}

/// Converts `b` from `from` to `to` with no options, raising the conversion error.
fn strict_convert(vm: &mut Vm, from: EncodingId, to: EncodingId, b: &[u8]) -> VmResult<Vec<u8>> {
    let r = convert::<Unwind>(from, to, b, &ConvOptions::default(), &mut |_| Ok(None));
    match r {
        Ok(out) => Ok(out),
        Err(Stop::Error(e)) => Err(errors::conversion_error(vm, &e)),
        Err(Stop::Raised(u)) => Err(u),
    }
}

/// Asks `fallback:` (a Hash, Proc, Method or anything with `[]`) for the replacement of the
/// undefined character in `e`; Ok(None) when it has none.
fn ask_fallback(vm: &mut Vm, fallback: Value, e: &ConvError, dst: EncodingId) -> VmResult<Option<Vec<u8>>> {
    let c = vm.new_string(e.error_bytes.clone());
    enc::set_string_encoding(c, e.step_src);
    let callable = vm.is_kind_of(fallback, vm.core.proc_) || vm.is_kind_of(fallback, vm.core.method);
    let mid = if callable { intern("call") } else { intern("[]") };
    let r = vm.call_method(fallback, mid, &[c], None)?;
    if r.is_nil() {
        return Ok(None);
    }
    let r = vm.expect_string(r)?;
    let from = enc::string_encoding(r);
    let rb = bytes(r).to_vec();
    if from == dst || (rb.is_ascii() && dst.ascii_compatible()) {
        return Ok(Some(rb));
    }
    match convert::<()>(from, dst, &rb, &ConvOptions::default(), &mut |_| Ok(None)) {
        Ok(out) => Ok(Some(out)),
        Err(_) => Err(vm.arg_error("too big fallback string")),
    }
}

/// The bytes and encoding `recv.encode(*args)` gives (shared by `encode` and `encode!`).
fn encode_bytes(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<(Vec<u8>, EncodingId)> {
    let pos = args.positional();
    if pos.len() > 2 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 0..2)", pos.len())));
    }
    let own = enc::string_encoding(recv);
    let dst = match pos.first() {
        Some(&d) => convert_target(vm, d)?,
        None => Ok(enc::default_internal(vm).unwrap_or(own)),
    };
    let src = match pos.get(1) {
        Some(&s) => convert_target(vm, s)?,
        None => Ok(own),
    };
    let (src, dst) = match (src, dst) {
        (Ok(s), Ok(d)) => (s, d),
        (s, d) => {
            let name = |r: &Result<EncodingId, String>| match r {
                Ok(id) => id.name().to_string(),
                Err(n) => n.clone(),
            };
            return Err(errors::converter_not_found(vm, &name(&s), &name(&d)));
        }
    };
    let (opts, fallback) = conv_options(vm, args.kwargs(), dst)?;
    let input = bytes(recv).to_vec();
    if src == dst && !opts.has_decorators() {
        if opts.invalid_replace && !chars::is_valid(src, &input) {
            let rep = opts.replace.clone().unwrap_or_else(|| default_replacement(src));
            return Ok((scrub_bytes(src, &input, &mut |_| Ok(rep.clone()))?, dst));
        }
        return Ok((input, dst));
    }
    if !opts.has_decorators() && src.ascii_compatible() && dst.ascii_compatible() && input.is_ascii() {
        return Ok((input, dst));
    }
    if !src.has_transcoder() || !dst.has_transcoder() {
        return Err(errors::converter_not_found(vm, src.name(), dst.name()));
    }
    let r = convert::<Unwind>(src, dst, &input, &opts, &mut |e| if fallback.is_nil() { Ok(None) } else { ask_fallback(vm, fallback, e, dst) });
    let mut out = match r {
        Ok(out) => out,
        Err(Stop::Error(e)) => return Err(errors::conversion_error(vm, &e)),
        Err(Stop::Raised(u)) => return Err(u),
    };
    if opts.xml == Some(XmlMode::Attr) {
        let mut quote = Vec::new();
        transcode::encode_char(dst, '"' as u32, &mut quote);
        let bom = transcode::dummy_bom(dst).len();
        out.splice(bom..bom, quote.iter().copied());
        out.extend_from_slice(&quote);
    }
    Ok((out, dst))
}

pub(super) fn s_encode(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (out, dst) = encode_bytes(vm, recv, args)?;
    let s = vm.new_string(out);
    enc::set_string_encoding(s, dst);
    Ok(s)
}

pub(super) fn s_encode_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let (out, dst) = encode_bytes(vm, recv, args)?;
    modify(vm, recv)?;
    *bytes_mut(recv) = out.into();
    enc::set_string_encoding(recv, dst);
    Ok(recv)
}

// ---------------------------------------------------------------- scrub

/// U+FFFD in a Unicode encoding, "?" elsewhere, written in `id`.
fn default_replacement(id: EncodingId) -> Vec<u8> {
    let mut out = Vec::new();
    if !(id.is_unicode() && !id.is_dummy() && transcode::encode_char(id, 0xFFFD, &mut out)) {
        out = b"?".to_vec();
    }
    out
}

/// `b` (in encoding `id`) with every invalid sequence replaced by what `rep` gives for it.
/// An invalid UTF-8 sequence is the longest prefix of a character that fits; elsewhere it is
/// the encoding's shortest character (CRuby's rule).
fn scrub_bytes(id: EncodingId, b: &[u8], rep: &mut dyn FnMut(&[u8]) -> VmResult<Vec<u8>>) -> VmResult<Vec<u8>> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let rest = &b[i..];
        if let Some(n) = chars::precise_len(id, rest) {
            out.extend_from_slice(&rest[..n]);
            i += n;
            continue;
        }
        let n = if id == EncodingId::UTF_8 { chars::utf8_invalid_prefix(rest).0 } else { chars::char_len(id, rest) };
        let n = n.clamp(1, rest.len());
        out.extend_from_slice(&rep(&rest[..n])?);
        i += n;
    }
    Ok(out)
}

/// The scrubbed bytes of `recv`, or None when it is valid already.
fn scrubbed(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Option<Vec<u8>>> {
    if is_valid_encoding(recv) {
        return Ok(None);
    }
    let id = enc::string_encoding(recv);
    let b = bytes(recv).to_vec();
    let given = args.positional().first().copied().filter(|v| !v.is_nil());
    if let Some(r) = given {
        let r = str_arg(vm, r)?;
        if !is_valid_encoding(r) {
            let shown = super::convert::inspect_bytes(bytes(r), true);
            return Err(vm.arg_error(&format!("replacement must be valid byte sequence '{shown}'")));
        }
        let rep = bytes(r).to_vec();
        return scrub_bytes(id, &b, &mut |_| Ok(rep.clone())).map(Some);
    }
    if let Some(blk) = args.block.clone() {
        return scrub_bytes(id, &b, &mut |bad| {
            let s = vm.new_string(bad.to_vec());
            enc::set_string_encoding(s, id);
            let r = vm.yield_block(&blk, &[s])?;
            let r = vm.expect_string(r)?;
            if !is_valid_encoding(r) {
                let shown = super::convert::inspect_bytes(bytes(r), true);
                return Err(vm.arg_error(&format!("replacement must be valid byte sequence '{shown}'")));
            }
            Ok(bytes(r).to_vec())
        })
        .map(Some);
    }
    let rep = default_replacement(id);
    scrub_bytes(id, &b, &mut |_| Ok(rep.clone())).map(Some)
}

pub(super) fn s_scrub(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    match scrubbed(vm, recv, args)? {
        Some(out) => Ok(new_like(vm, recv, out)),
        None => Ok(new_copy(vm, recv)),
    }
}

pub(super) fn s_scrub_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    if let Some(out) = scrubbed(vm, recv, args)? {
        modify(vm, recv)?;
        *bytes_mut(recv) = out.into();
    }
    Ok(recv)
}

// ---------------------------------------------------------------- Unicode normalization

#[derive(Clone, Copy)]
enum NormalForm {
    Nfc,
    Nfd,
    Nfkc,
    Nfkd,
}

fn normal_form(vm: &mut Vm, args: &Args) -> VmResult<NormalForm> {
    let Some(&f) = args.positional().first() else { return Ok(NormalForm::Nfc) };
    let name = symbol_name(f);
    Ok(match name.as_deref() {
        Some("nfc") => NormalForm::Nfc,
        Some("nfd") => NormalForm::Nfd,
        Some("nfkc") => NormalForm::Nfkc,
        Some("nfkd") => NormalForm::Nfkd,
        _ => {
            let shown = vm.inspect_str(f)?;
            return Err(vm.arg_error(&format!("Invalid normalization form {}.", shown.trim_start_matches(':'))));
        }
    })
}

/// `recv`'s text as Rust `String` for normalization (converted from UTF-16/32), or the
/// errors CRuby gives for a non-Unicode encoding or invalid bytes. None: ASCII only, nothing
/// to normalize.
fn unicode_text(vm: &mut Vm, recv: Value) -> VmResult<Option<String>> {
    let id = enc::string_encoding(recv);
    if is_ascii_only(recv) && id != EncodingId::BINARY && !matches!(id.kind(), Kind::SingleByte | Kind::ShiftJis | Kind::EucJp | Kind::Windows31J) {
        return Ok(None);
    }
    if !id.is_unicode() || id.is_dummy() {
        let msg = format!("Unicode Normalization not appropriate for {}", id.name());
        return Err(errors::raise_named(vm, "CompatibilityError", &msg));
    }
    let b = bytes(recv).to_vec();
    let utf8 = if id == EncodingId::UTF_8 { b } else { strict_convert(vm, id, EncodingId::UTF_8, &b)? };
    match String::from_utf8(utf8) {
        Ok(s) => Ok(Some(s)),
        Err(_) => Err(vm.arg_error(&format!("invalid byte sequence in {}", id.name()))),
    }
}

fn normalize(s: &str, form: NormalForm) -> String {
    use unicode_normalization::UnicodeNormalization;
    match form {
        NormalForm::Nfc => s.nfc().collect(),
        NormalForm::Nfd => s.nfd().collect(),
        NormalForm::Nfkc => s.nfkc().collect(),
        NormalForm::Nfkd => s.nfkd().collect(),
    }
}

/// The normalized bytes of `recv` in its own encoding, or None when there is nothing to do.
fn normalized(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Option<Vec<u8>>> {
    let form = normal_form(vm, args)?;
    let Some(text) = unicode_text(vm, recv)? else { return Ok(None) };
    let n = normalize(&text, form);
    let id = enc::string_encoding(recv);
    if id == EncodingId::UTF_8 {
        Ok(Some(n.into_bytes()))
    } else {
        strict_convert(vm, EncodingId::UTF_8, id, n.as_bytes()).map(Some)
    }
}

pub(super) fn s_unicode_normalize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    match normalized(vm, recv, args)? {
        Some(b) => Ok(new_like(vm, recv, b)),
        None => Ok(new_copy(vm, recv)),
    }
}

pub(super) fn s_unicode_normalize_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    if let Some(b) = normalized(vm, recv, args)? {
        *bytes_mut(recv) = b.into();
    }
    Ok(recv)
}

pub(super) fn s_unicode_normalized(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let form = normal_form(vm, args)?;
    let Some(text) = unicode_text(vm, recv)? else { return Ok(Value::TRUE) };
    Ok(Value::bool(normalize(&text, form) == text))
}

// ---------------------------------------------------------------- grapheme clusters

/// The grapheme clusters of `recv` as byte ranges: extended grapheme clusters
/// (unicode-segmentation) of each run of valid characters in a Unicode encoding, and every
/// other character (invalid bytes, non-Unicode encodings) on its own.
fn grapheme_ranges(recv: Value) -> Vec<(usize, usize)> {
    let b = bytes(recv);
    let id = enc::string_encoding(recv);
    let unicode = id.is_unicode() && !id.is_dummy();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        // A run of valid characters, as UTF-8 text with the source offset of each char.
        let mut text = String::new();
        let mut starts: Vec<usize> = Vec::new();
        let mut j = i;
        while unicode && j < b.len() {
            let Some(n) = chars::precise_len(id, &b[j..]) else { break };
            let Some(ch) = char::from_u32(chars::code_of(id, &b[j..j + n])) else { break };
            starts.resize(text.len() + ch.len_utf8(), j);
            text.push(ch);
            j += n;
        }
        if j > i {
            for (off, g) in unicode_segmentation::UnicodeSegmentation::grapheme_indices(text.as_str(), true) {
                let end = off + g.len();
                let src_end = if end < text.len() { starts[end] } else { j };
                out.push((starts[off], src_end));
            }
            i = j;
        } else {
            let w = chars::char_len(id, &b[i..]).max(1);
            out.push((i, (i + w).min(b.len())));
            i += w;
        }
    }
    out
}

pub(super) fn s_grapheme_clusters(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_some() {
        return s_each_grapheme_cluster(vm, recv, args);
    }
    let ranges = grapheme_ranges(recv);
    let list = super::new_list(vm);
    for (a, z) in ranges {
        let part = bytes(recv)[a..z].to_vec();
        let s = new_like(vm, recv, part);
        super::list_push(list, s);
    }
    Ok(super::end_list(vm, list))
}

pub(super) fn s_each_grapheme_cluster(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(blk) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "each_grapheme_cluster", &[]);
    };
    let list = s_grapheme_clusters(vm, recv, &Args::from_slice(&[], None))?;
    super::each_in_list(vm, list, &blk)?;
    Ok(recv)
}
