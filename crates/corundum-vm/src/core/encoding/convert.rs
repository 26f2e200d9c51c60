//! The conversion loop behind `String#encode`: reads characters in the source encoding, applies
//! the newline and XML decorators, writes them in the destination encoding, and handles
//! invalid and undefined characters as the options say (replace, fallback, or stop with a
//! `ConvError` that carries what CRuby's exception reports).
//!
//! Invariants:
//! - No VM access: the fallback is a callback whose error type passes through (`Stop::Raised`).
//! - Every iteration consumes at least one input byte, so the loop ends on any input.
//! - Messages are CRuby 4.0's (`ConvError::message`): an invalid sequence names the source
//!   encoding only; an undefined character names its conversion step, and the whole path when
//!   the step is not the whole conversion or its transcoder is registered under another name.

use crate::core::encoding::transcode::{concrete_source, decode_char, dummy_bom, encode_char, sjis_euc_direct, Decoded};
use crate::core::encoding::EncodingId;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum XmlMode {
    Text,
    Attr,
}

/// What `String#encode`'s keyword options ask for.
#[derive(Default, Debug)]
pub struct ConvOptions {
    pub invalid_replace: bool,
    pub undef_replace: bool,
    /// The replacement, already in the destination encoding (None: U+FFFD for a Unicode
    /// destination, "?" otherwise).
    pub replace: Option<Vec<u8>>,
    pub xml: Option<XmlMode>,
    /// CRLF and CR become LF (read side).
    pub universal_newline: bool,
    /// What LF becomes on the write side (CRLF or CR), if anything.
    pub newline_out: Option<&'static [u8]>,
}

impl ConvOptions {
    /// Whether anything besides the plain character mapping applies (then even a conversion
    /// to the same encoding runs the loop).
    pub fn has_decorators(&self) -> bool {
        self.xml.is_some() || self.universal_newline || self.newline_out.is_some()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ConvErrorKind {
    Invalid,
    Undefined,
}

/// Where and why a conversion stopped (the fields of CRuby's conversion exceptions).
#[derive(Clone, Debug)]
pub struct ConvError {
    pub kind: ConvErrorKind,
    /// The whole conversion.
    pub src: EncodingId,
    pub dst: EncodingId,
    /// The step it stopped in (through UTF-8, a conversion has one or two).
    pub step_src: EncodingId,
    pub step_dst: EncodingId,
    /// The offending bytes, in `step_src`.
    pub error_bytes: Vec<u8>,
    /// Bytes read after them that start the next character (invalid sequences only).
    pub readagain: Vec<u8>,
    /// The input ended inside a character.
    pub incomplete: bool,
}

/// `"..."` with printable ASCII as is and every other byte as `\xHH` (CRuby's dump of error
/// bytes in conversion messages).
pub fn dump_bytes(b: &[u8]) -> String {
    let mut s = String::from("\"");
    for &c in b {
        match c {
            b'"' | b'\\' => {
                s.push('\\');
                s.push(c as char);
            }
            0x20..=0x7E => s.push(c as char),
            _ => s.push_str(&format!("\\x{c:02X}")),
        }
    }
    s.push('"');
    s
}

/// Whether CRuby converts between `src` and `dst` in one step although neither is UTF-8
/// (its Japanese transcoders convert Shift_JIS and EUC-JP into each other directly).
pub fn direct_path(src: EncodingId, dst: EncodingId) -> bool {
    let japanese = |e: EncodingId| matches!(e.name(), "Shift_JIS" | "EUC-JP");
    src == dst || src == EncodingId::UTF_8 || dst == EncodingId::UTF_8 || (japanese(src) && japanese(dst))
}

impl ConvError {
    /// Whether the conversion runs through UTF-8 in two steps.
    fn via_utf8(&self) -> bool {
        !direct_path(self.src, self.dst)
    }

    /// The path as CRuby's messages print it: "A to UTF-8 to B".
    fn path(&self) -> String {
        let mut p = self.src.name().to_string();
        if self.via_utf8() {
            p.push_str(" to UTF-8");
        }
        p.push_str(" to ");
        p.push_str(&self.dst.transcoder_name());
        p
    }

    pub fn message(&self) -> String {
        match self.kind {
            ConvErrorKind::Invalid => {
                let src = self.step_src.name();
                if self.incomplete {
                    format!("incomplete {} on {src}", dump_bytes(&self.error_bytes))
                } else if self.readagain.is_empty() {
                    format!("{} on {src}", dump_bytes(&self.error_bytes))
                } else {
                    format!("{} followed by {} on {src}", dump_bytes(&self.error_bytes), dump_bytes(&self.readagain))
                }
            }
            ConvErrorKind::Undefined => {
                let what = if self.step_src == EncodingId::UTF_8 {
                    let c = std::str::from_utf8(&self.error_bytes).ok().and_then(|s| s.chars().next()).map_or(0, |c| c as u32);
                    format!("U+{c:04X}")
                } else {
                    dump_bytes(&self.error_bytes)
                };
                let step_dst = self.step_dst.transcoder_name();
                let whole = !self.via_utf8() && self.step_src.transcoder_name() == self.src.name() && step_dst == self.dst.name();
                if whole {
                    format!("{what} from {} to {}", self.src.name(), self.dst.name())
                } else {
                    format!("{what} to {step_dst} in conversion from {}", self.path())
                }
            }
        }
    }
}

/// Why a conversion stopped: a conversion error, or the fallback raised.
pub enum Stop<E> {
    Error(ConvError),
    Raised(E),
}

/// The replacement for an invalid or undefined character in `dst`.
fn replacement(dst: EncodingId, opts: &ConvOptions) -> Vec<u8> {
    if let Some(r) = &opts.replace {
        return r.clone();
    }
    let mut out = Vec::new();
    if !(dst.is_unicode() && encode_char(dst, 0xFFFD, &mut out)) {
        out.clear();
        encode_char(dst, '?' as u32, &mut out);
    }
    out
}

/// Converts `input` from `src` to `dst`. `on_undefined` is asked first about every undefined
/// character (the `fallback:` option): Some(bytes in `dst`) replaces it, None goes on with the
/// other options.
pub fn convert<E>(
    src: EncodingId,
    dst: EncodingId,
    input: &[u8],
    opts: &ConvOptions,
    on_undefined: &mut dyn FnMut(&ConvError) -> Result<Option<Vec<u8>>, E>,
) -> Result<Vec<u8>, Stop<E>> {
    let (reader, skip) = concrete_source(src, input);
    let mut out = Vec::with_capacity(input.len() + 4);
    out.extend_from_slice(dummy_bom(dst));
    let rep = replacement(dst, opts);
    let error = |kind, step_src, step_dst, error_bytes: &[u8], readagain: &[u8], incomplete| ConvError {
        kind,
        src,
        dst,
        step_src,
        step_dst,
        error_bytes: error_bytes.to_vec(),
        readagain: readagain.to_vec(),
        incomplete,
    };
    let direct = direct_path(src, dst);
    let japanese_pair = direct && src != dst && src != EncodingId::UTF_8 && dst != EncodingId::UTF_8;
    let mut i = skip;
    while i < input.len() {
        let rest = &input[i..];
        if japanese_pair && !opts.has_decorators() {
            if let Some(n) = crate::core::encoding::chars::precise_len(src, rest) {
                i += n;
                match sjis_euc_direct(src, &rest[..n]) {
                    Some(b) => out.extend_from_slice(&b),
                    None => {
                        let e = error(ConvErrorKind::Undefined, src, dst, &rest[..n], &[], false);
                        if let Some(r) = on_undefined(&e).map_err(Stop::Raised)? {
                            out.extend_from_slice(&r);
                        } else if opts.undef_replace {
                            out.extend_from_slice(&rep);
                        } else {
                            return Err(Stop::Error(e));
                        }
                    }
                }
                continue;
            }
        }
        match decode_char(reader, rest) {
            Decoded::Char(mut c, n) => {
                i += n;
                if opts.universal_newline && c == '\r' as u32 {
                    if let Decoded::Char(0x0A, m) = decode_char(reader, &input[i..]) {
                        i += m;
                    }
                    c = '\n' as u32;
                }
                if c == '\n' as u32 {
                    if let Some(nl) = opts.newline_out {
                        for &b in nl {
                            encode_char(dst, b as u32, &mut out);
                        }
                        continue;
                    }
                }
                if let Some(mode) = opts.xml {
                    let esc: Option<&str> = match char::from_u32(c) {
                        Some('&') => Some("&amp;"),
                        Some('<') => Some("&lt;"),
                        Some('>') => Some("&gt;"),
                        Some('"') if mode == XmlMode::Attr => Some("&quot;"),
                        Some('\'') if mode == XmlMode::Attr => Some("&apos;"),
                        _ => None,
                    };
                    if let Some(esc) = esc {
                        for b in esc.bytes() {
                            encode_char(dst, b as u32, &mut out);
                        }
                        continue;
                    }
                }
                if encode_char(dst, c, &mut out) {
                    continue;
                }
                let mut utf8 = [0u8; 4];
                let e = if direct && src != EncodingId::UTF_8 {
                    // One step from `src`: the character is reported in its source bytes.
                    error(ConvErrorKind::Undefined, src, dst, &rest[..n], &[], false)
                } else {
                    let bytes = char::from_u32(c).map_or(&[][..], |ch| ch.encode_utf8(&mut utf8).as_bytes());
                    error(ConvErrorKind::Undefined, EncodingId::UTF_8, dst, bytes, &[], false)
                };
                if let Some(r) = on_undefined(&e).map_err(Stop::Raised)? {
                    out.extend_from_slice(&r);
                } else if opts.xml.is_some() {
                    for b in format!("&#x{c:X};").bytes() {
                        encode_char(dst, b as u32, &mut out);
                    }
                } else if opts.undef_replace {
                    out.extend_from_slice(&rep);
                } else {
                    return Err(Stop::Error(e));
                }
            }
            Decoded::Undefined(n) => {
                let n = n.clamp(1, rest.len());
                let step_dst = if direct { dst } else { EncodingId::UTF_8 };
                let e = error(ConvErrorKind::Undefined, src, step_dst, &rest[..n], &[], false);
                i += n;
                if let Some(r) = on_undefined(&e).map_err(Stop::Raised)? {
                    out.extend_from_slice(&r);
                } else if opts.undef_replace {
                    out.extend_from_slice(&rep);
                } else {
                    return Err(Stop::Error(e));
                }
            }
            Decoded::Invalid { error_len, readagain_len, incomplete } => {
                let n = error_len.clamp(1, rest.len());
                let again = &rest[n..(n + readagain_len).min(rest.len())];
                i += n;
                if opts.invalid_replace {
                    out.extend_from_slice(&rep);
                } else {
                    let step_dst = if direct { dst } else { EncodingId::UTF_8 };
                    return Err(Stop::Error(error(ConvErrorKind::Invalid, src, step_dst, &rest[..n], again, incomplete)));
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(name: &str) -> EncodingId {
        EncodingId::by_name(name.as_bytes()).unwrap()
    }

    fn run(src: &str, dst: &str, input: &[u8], opts: &ConvOptions) -> Result<Vec<u8>, String> {
        convert::<()>(id(src), id(dst), input, opts, &mut |_| Ok(None)).map_err(|e| match e {
            Stop::Error(e) => e.message(),
            Stop::Raised(()) => String::new(),
        })
    }

    #[test]
    fn messages_match_cruby() {
        let none = ConvOptions::default();
        assert_eq!(run("UTF-8", "ISO-8859-1", "\u{3042}".as_bytes(), &none).unwrap_err(), "U+3042 from UTF-8 to ISO-8859-1");
        assert_eq!(run("Windows-1252", "UTF-8", b"\x81", &none).unwrap_err(), "\"\\x81\" to UTF-8 in conversion from Windows-1252 to UTF-8");
        assert_eq!(run("UTF-8", "Windows-1252", "\u{3042}".as_bytes(), &none).unwrap_err(), "U+3042 to WINDOWS-1252 in conversion from UTF-8 to WINDOWS-1252");
        assert_eq!(run("ASCII-8BIT", "ISO-8859-1", b"\xff", &none).unwrap_err(), "\"\\xFF\" to UTF-8 in conversion from ASCII-8BIT to UTF-8 to ISO-8859-1");
        assert_eq!(run("UTF-8", "UTF-16LE", b"a\xe3\x81b", &none).unwrap_err(), "\"\\xE3\\x81\" followed by \"b\" on UTF-8");
        assert_eq!(run("UTF-8", "UTF-16LE", b"a\xe3\x81", &none).unwrap_err(), "incomplete \"\\xE3\\x81\" on UTF-8");
        assert_eq!(run("Shift_JIS", "UTF-8", b"\x87@", &none).unwrap_err(), "\"\\x87@\" from Shift_JIS to UTF-8");
    }

    #[test]
    fn options() {
        let opts = ConvOptions { invalid_replace: true, undef_replace: true, ..Default::default() };
        assert_eq!(run("UTF-8", "ISO-8859-1", "\u{3042}\u{ff}".as_bytes(), &opts).unwrap(), b"?\xff");
        let xml = ConvOptions { xml: Some(XmlMode::Attr), ..Default::default() };
        assert_eq!(run("UTF-8", "US-ASCII", "<\u{3042}\"".as_bytes(), &xml).unwrap(), b"&lt;&#x3042;&quot;");
        let nl = ConvOptions { universal_newline: true, ..Default::default() };
        assert_eq!(run("UTF-8", "UTF-8", b"a\r\nb\rc", &nl).unwrap(), b"a\nb\nc");
        assert_eq!(run("UTF-8", "UTF-16", b"a", &ConvOptions::default()).unwrap(), [0xFE, 0xFF, 0, b'a']);
    }
}
