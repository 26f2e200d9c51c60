//! Transcoding: one character at a time between any known encoding and Unicode, and the
//! conversion loop behind `String#encode` (replacement, fallback, XML escaping, newlines).
//!
//! Invariants:
//! - Pure Rust on bytes: no VM access. Ruby-visible choices (fallback calls) come back through
//!   the `on_undefined` callback, whose error type passes through untouched.
//! - A conversion from A to B runs through Unicode: A to UTF-8 then UTF-8 to B, as CRuby's
//!   converter paths do, and errors name the step they happen in (`ConvError::step_src`,
//!   `step_dst`) and the whole path (`ConvError::path`), which CRuby's messages show.
//! - Legacy encodings use `encoding_rs` (WHATWG's tables) except where WHATWG's mapping is not
//!   CRuby's; those are written here (`single_byte_high`, `jis_fixup`) and each says why.
//! - Every loop advances at least one byte per step (`decode_char` consumes >= 1 byte of a
//!   non-empty input), so no input can make it spin.

use std::sync::OnceLock;

use crate::core::encoding::chars;
use crate::core::encoding::names::Kind;
use crate::core::encoding::EncodingId;

/// What the bytes at the start of the input are, read in the source encoding.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decoded {
    /// A character (its Unicode scalar value) of this many bytes.
    Char(u32, usize),
    /// A valid character of this many bytes with no Unicode equivalent.
    Undefined(usize),
    /// Invalid bytes: `error_len` bytes are wrong; the `readagain_len` bytes after them were
    /// looked at but start the next character; `incomplete` when the input ended too soon.
    Invalid { error_len: usize, readagain_len: usize, incomplete: bool },
}

/// Reads the character at the start of `b` (non-empty) in encoding `src`.
pub fn decode_char(src: EncodingId, b: &[u8]) -> Decoded {
    let Some(&first) = b.first() else { return Decoded::Invalid { error_len: 0, readagain_len: 0, incomplete: true } };
    match src.kind() {
        Kind::Utf8 => match chars::precise_len(src, b) {
            Some(n) => Decoded::Char(chars::code_of(src, &b[..n]), n),
            None => {
                let (error_len, incomplete) = chars::utf8_invalid_prefix(b);
                // A valid lead byte cut short by a byte that cannot follow: that byte is read
                // again as the start of the next character.
                let readagain_len = usize::from(!incomplete && (0xC2..=0xF4).contains(&first) && error_len < b.len());
                Decoded::Invalid { error_len: error_len.max(1), readagain_len, incomplete }
            }
        },
        Kind::UsAscii => {
            if first < 0x80 {
                Decoded::Char(first as u32, 1)
            } else {
                Decoded::Invalid { error_len: 1, readagain_len: 0, incomplete: false }
            }
        }
        Kind::Binary => {
            if first < 0x80 {
                Decoded::Char(first as u32, 1)
            } else {
                Decoded::Undefined(1)
            }
        }
        Kind::Utf16 { .. } | Kind::Utf32 { .. } => match chars::precise_len(src, b) {
            Some(n) => Decoded::Char(chars::code_of(src, &b[..n]), n),
            None => {
                let unit = src.min_char_len();
                if b.len() < unit || (unit == 2 && b.len() < 4 && is_high_surrogate(src, b)) {
                    Decoded::Invalid { error_len: b.len(), readagain_len: 0, incomplete: true }
                } else {
                    Decoded::Invalid { error_len: unit, readagain_len: 0, incomplete: false }
                }
            }
        },
        Kind::Dummy { unit } => decode_dummy(unit, b),
        Kind::SingleByte => {
            if first < 0x80 {
                return Decoded::Char(first as u32, 1);
            }
            match single_byte_high(src)[(first - 0x80) as usize] {
                UNDEFINED => Decoded::Undefined(1),
                c => Decoded::Char(c, 1),
            }
        }
        Kind::ShiftJis | Kind::Windows31J | Kind::EucJp => {
            if first < 0x80 {
                return Decoded::Char(first as u32, 1);
            }
            let Some(n) = chars::precise_len(src, b) else {
                let incomplete = lead_only_prefix(src, b);
                return Decoded::Invalid { error_len: if incomplete { b.len() } else { 1 }, readagain_len: 0, incomplete };
            };
            match decode_japanese(src, &b[..n]) {
                Some(c) => Decoded::Char(c, n),
                None => Decoded::Undefined(n),
            }
        }
        Kind::Big5 => {
            if first < 0x80 {
                return Decoded::Char(first as u32, 1);
            }
            let Some(n) = chars::precise_len(src, b) else {
                let incomplete = b.len() == 1 && (0xA1..=0xFE).contains(&first);
                return Decoded::Invalid { error_len: 1, readagain_len: 0, incomplete };
            };
            match decode_big5(&b[..n]) {
                Some(c) => Decoded::Char(c, n),
                None => Decoded::Undefined(n),
            }
        }
    }
}

/// The Unicode character of a two-byte Big5 character, through encoding_rs's (WHATWG) Big5
/// table, keeping only characters that encode back to the same bytes (WHATWG's table also
/// decodes Hong Kong extensions that CRuby's Big5 leaves undefined).
fn decode_big5(b: &[u8]) -> Option<u32> {
    let (text, had_errors) = encoding_rs::BIG5.decode_without_bom_handling(b);
    let mut chars = text.chars();
    let (Some(ch), None) = (chars.next(), chars.next()) else { return None };
    if had_errors {
        return None;
    }
    let (back, _, unmappable) = encoding_rs::BIG5.encode(text.as_ref());
    (!unmappable && back.as_ref() == b).then_some(ch as u32)
}

fn is_high_surrogate(src: EncodingId, b: &[u8]) -> bool {
    b.len() >= 2 && (0xD8..=0xDB).contains(&if matches!(src.kind(), Kind::Utf16 { big_endian: true }) { b[0] } else { b[1] })
}

/// Whether `b` is only the start of a multibyte character (every byte a lead byte that needs
/// more): the input ended inside a character.
fn lead_only_prefix(src: EncodingId, b: &[u8]) -> bool {
    let Some(&first) = b.first() else { return false };
    let needed = match (src.kind(), first) {
        (Kind::EucJp, 0x8F) => 3,
        (Kind::EucJp, 0x8E | 0xA1..=0xFE) => 2,
        (Kind::ShiftJis | Kind::Windows31J, 0x81..=0x9F | 0xE0..=0xFC) => 2,
        _ => return false,
    };
    b.len() < needed && b[1..].iter().all(|c| (0xA1..=0xFE).contains(c))
}

/// UTF-16/UTF-32 (dummy) read big-endian; the conversion loop first looks for a byte-order
/// mark and reads with the order it names (`concrete_source`).
fn decode_dummy(unit: u8, b: &[u8]) -> Decoded {
    decode_char(utf_with_order(unit, true), b)
}

/// UTF-16BE/LE or UTF-32BE/LE.
fn utf_with_order(unit: u8, big_endian: bool) -> EncodingId {
    let name: &[u8] = match (unit, big_endian) {
        (2, true) => b"UTF-16BE",
        (2, false) => b"UTF-16LE",
        (_, true) => b"UTF-32BE",
        (_, false) => b"UTF-32LE",
    };
    EncodingId::by_name(name).unwrap_or(EncodingId::BINARY)
}

/// The encoding to read `b` with and how many leading bytes (a byte-order mark) to skip:
/// a dummy UTF-16/UTF-32 takes its byte order from its mark (big-endian without one).
pub fn concrete_source(src: EncodingId, b: &[u8]) -> (EncodingId, usize) {
    match src.kind() {
        Kind::Dummy { unit: 2 } => match b {
            [0xFF, 0xFE, ..] => (utf_with_order(2, false), 2),
            [0xFE, 0xFF, ..] => (utf_with_order(2, true), 2),
            _ => (utf_with_order(2, true), 0),
        },
        Kind::Dummy { .. } => match b {
            [0xFF, 0xFE, 0, 0, ..] => (utf_with_order(4, false), 4),
            [0, 0, 0xFE, 0xFF, ..] => (utf_with_order(4, true), 4),
            _ => (utf_with_order(4, true), 0),
        },
        _ => (src, 0),
    }
}

/// Marks an unmapped entry of a single-byte table.
const UNDEFINED: u32 = u32::MAX;

/// The Unicode values of bytes 0x80-0xFF in single-byte encoding `id`, built once.
fn single_byte_high(id: EncodingId) -> &'static [u32; 128] {
    static TABLES: [OnceLock<[u32; 128]>; 256] = [const { OnceLock::new() }; 256];
    TABLES[id.0 as usize].get_or_init(|| {
        let mut t = [UNDEFINED; 128];
        let name = id.name();
        for (i, slot) in t.iter_mut().enumerate() {
            let byte = 0x80 + i as u32;
            *slot = match name {
                // WHATWG decodes "ISO-8859-1" as windows-1252; CRuby's ISO-8859-1 is Latin-1,
                // each byte its own code point.
                "ISO-8859-1" => byte,
                // WHATWG decodes "ISO-8859-9" as windows-1254; CRuby's is Latin-5: Latin-1
                // with six Turkish letters in place of Icelandic ones.
                "ISO-8859-9" => match byte {
                    0xD0 => 0x011E,
                    0xDD => 0x0130,
                    0xDE => 0x015E,
                    0xF0 => 0x011F,
                    0xFD => 0x0131,
                    0xFE => 0x015F,
                    b => b,
                },
                // WHATWG decodes "ISO-8859-11" as windows-874; CRuby's is TIS-620 with
                // no-break space: C1 controls, then Thai at U+0E01-U+0E3A and U+0E3F-U+0E5B.
                "ISO-8859-11" => match byte {
                    0x80..=0xA0 => byte,
                    0xA1..=0xDA | 0xDF..=0xFB => byte - 0xA0 + 0x0E00,
                    _ => UNDEFINED,
                },
                // WHATWG has no code page 437 (the original PC character set).
                "IBM437" => CP437_HIGH[i] as u32,
                _ => whatwg_single_byte(name, byte as u8),
            };
        }
        t
    })
}

/// Code page 437's bytes 0x80-0xFF as Unicode (the IBM PC's character set: accented letters,
/// box drawing, Greek and mathematical symbols).
const CP437_HIGH: [u16; 128] = [
    0x00C7, 0x00FC, 0x00E9, 0x00E2, 0x00E4, 0x00E0, 0x00E5, 0x00E7, 0x00EA, 0x00EB, 0x00E8, 0x00EF, 0x00EE, 0x00EC, 0x00C4, 0x00C5, //
    0x00C9, 0x00E6, 0x00C6, 0x00F4, 0x00F6, 0x00F2, 0x00FB, 0x00F9, 0x00FF, 0x00D6, 0x00DC, 0x00A2, 0x00A3, 0x00A5, 0x20A7, 0x0192, //
    0x00E1, 0x00ED, 0x00F3, 0x00FA, 0x00F1, 0x00D1, 0x00AA, 0x00BA, 0x00BF, 0x2310, 0x00AC, 0x00BD, 0x00BC, 0x00A1, 0x00AB, 0x00BB, //
    0x2591, 0x2592, 0x2593, 0x2502, 0x2524, 0x2561, 0x2562, 0x2556, 0x2555, 0x2563, 0x2551, 0x2557, 0x255D, 0x255C, 0x255B, 0x2510, //
    0x2514, 0x2534, 0x252C, 0x251C, 0x2500, 0x253C, 0x255E, 0x255F, 0x255A, 0x2554, 0x2569, 0x2566, 0x2560, 0x2550, 0x256C, 0x2567, //
    0x2568, 0x2564, 0x2565, 0x2559, 0x2558, 0x2552, 0x2553, 0x256B, 0x256A, 0x2518, 0x250C, 0x2588, 0x2584, 0x258C, 0x2590, 0x2580, //
    0x03B1, 0x00DF, 0x0393, 0x03C0, 0x03A3, 0x03C3, 0x00B5, 0x03C4, 0x03A6, 0x0398, 0x03A9, 0x03B4, 0x221E, 0x03C6, 0x03B5, 0x2229, //
    0x2261, 0x00B1, 0x2265, 0x2264, 0x2320, 0x2321, 0x00F7, 0x2248, 0x00B0, 0x2219, 0x00B7, 0x221A, 0x207F, 0x00B2, 0x25A0, 0x00A0,
];

/// A byte's Unicode value from encoding_rs's table for `name`. WHATWG fills the unassigned
/// positions of the windows-125x tables with the C1 control of the same value; CRuby leaves
/// them undefined, so those come back as UNDEFINED.
fn whatwg_single_byte(name: &str, byte: u8) -> u32 {
    let Some(enc) = encoding_rs::Encoding::for_label(name.as_bytes()) else { return UNDEFINED };
    let input = [byte];
    let Some(s) = enc.decode_without_bom_handling_and_without_replacement(&input) else { return UNDEFINED };
    let Some(c) = s.chars().next() else { return UNDEFINED };
    let c = c as u32;
    if name.starts_with("Windows-") && (0x80..=0x9F).contains(&c) {
        UNDEFINED
    } else {
        c
    }
}

/// CRuby's Shift_JIS and EUC-JP follow JIS X 0208 where WHATWG's tables (built for
/// Windows-31J) give Microsoft's choices: (Shift_JIS bytes, EUC-JP bytes, CRuby's code point).
const JIS_FIXUPS: [(u16, u16, u32); 6] = [
    (0x8160, 0xA1C1, 0x301C),
    (0x8161, 0xA1C2, 0x2016),
    (0x817C, 0xA1DD, 0x2212),
    (0x8191, 0xA1F1, 0x00A2),
    (0x8192, 0xA1F2, 0x00A3),
    (0x81CA, 0xA2CC, 0x00AC),
];

/// The Unicode value of the (structurally valid) Japanese character `c`, or None when the
/// encoding does not define it.
fn decode_japanese(id: EncodingId, c: &[u8]) -> Option<u32> {
    let kind = id.kind();
    if c.len() == 2 && kind != Kind::Windows31J {
        let code = u16::from_be_bytes([c[0], c[1]]);
        for (sjis, euc, cp) in JIS_FIXUPS {
            if code == if kind == Kind::ShiftJis { sjis } else { euc } {
                return Some(cp);
            }
        }
        // JIS X 0208 has no rows 9-15 nor past row 84: the vendor extensions WHATWG's table
        // carries there (NEC row 13, IBM rows 89-92, user-defined areas) are Windows-31J's.
        let row = if kind == Kind::ShiftJis {
            sjis_row(c[0], c[1])
        } else if c[0] == 0x8E {
            0
        } else {
            (c[0] - 0xA0) as u32
        };
        if (9..=15).contains(&row) || row > 84 {
            return None;
        }
    }
    let enc = if kind == Kind::EucJp { encoding_rs::EUC_JP } else { encoding_rs::SHIFT_JIS };
    let s = enc.decode_without_bom_handling_and_without_replacement(c)?;
    let mut it = s.chars();
    let ch = it.next()?;
    it.next().is_none().then_some(ch as u32)
}

/// The JIS X 0208 row (1-94) of a two-byte Shift_JIS character (0 for a single byte).
fn sjis_row(lead: u8, trail: u8) -> u32 {
    let base = match lead {
        0x81..=0x9F => (lead - 0x81) as u32 * 2 + 1,
        0xE0..=0xFC => (lead - 0xE0) as u32 * 2 + 63,
        _ => return 0,
    };
    base + u32::from(trail >= 0x9F)
}

/// Writes character `c` in encoding `dst`; false (writing nothing) when `dst` cannot
/// represent it.
pub fn encode_char(dst: EncodingId, c: u32, out: &mut Vec<u8>) -> bool {
    let Some(ch) = char::from_u32(c) else { return false };
    match dst.kind() {
        Kind::Utf8 => {
            let mut buf = [0u8; 4];
            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
            true
        }
        Kind::UsAscii | Kind::Binary => {
            if c < 0x80 {
                out.push(c as u8);
            }
            c < 0x80
        }
        Kind::Utf16 { .. } | Kind::Dummy { unit: 2 } => {
            let big = !matches!(dst.kind(), Kind::Utf16 { big_endian: false });
            let mut units = [0u16; 2];
            for u in ch.encode_utf16(&mut units).iter() {
                out.extend_from_slice(&if big { u.to_be_bytes() } else { u.to_le_bytes() });
            }
            true
        }
        Kind::Utf32 { big_endian } => {
            out.extend_from_slice(&if big_endian { c.to_be_bytes() } else { c.to_le_bytes() });
            true
        }
        Kind::Dummy { .. } => {
            out.extend_from_slice(&c.to_be_bytes());
            true
        }
        Kind::SingleByte => {
            if c < 0x80 {
                out.push(c as u8);
                return true;
            }
            match single_byte_high(dst).iter().position(|&x| x == c) {
                Some(i) => {
                    out.push(0x80 + i as u8);
                    true
                }
                None => false,
            }
        }
        Kind::ShiftJis | Kind::Windows31J | Kind::EucJp => encode_japanese(dst, ch, out),
        Kind::Big5 => {
            if c < 0x80 {
                out.push(c as u8);
                return true;
            }
            let mut utf8 = [0u8; 4];
            let (bytes, _, unmappable) = encoding_rs::BIG5.encode(ch.encode_utf8(&mut utf8));
            if unmappable || bytes.len() != 2 || decode_big5(&bytes) != Some(c) {
                return false;
            }
            out.extend_from_slice(&bytes);
            true
        }
    }
}

fn encode_japanese(dst: EncodingId, ch: char, out: &mut Vec<u8>) -> bool {
    let c = ch as u32;
    if c < 0x80 {
        out.push(c as u8);
        return true;
    }
    let kind = dst.kind();
    if kind != Kind::Windows31J {
        if let Some(&(sjis, euc, _)) = JIS_FIXUPS.iter().find(|f| f.2 == c) {
            out.extend_from_slice(&(if kind == Kind::ShiftJis { sjis } else { euc }).to_be_bytes());
            return true;
        }
    }
    let enc = if kind == Kind::EucJp { encoding_rs::EUC_JP } else { encoding_rs::SHIFT_JIS };
    let mut encoder = enc.new_encoder();
    let mut buf = [0u8; 8];
    let mut utf8 = [0u8; 4];
    let (result, _, written) = encoder.encode_from_utf8_without_replacement(ch.encode_utf8(&mut utf8), &mut buf, true);
    if result != encoding_rs::EncoderResult::InputEmpty || written == 0 {
        return false;
    }
    // Keep only what decodes back to the same character in this encoding (so Shift_JIS and
    // EUC-JP refuse Windows-31J's own characters).
    if decode_char(dst, &buf[..written]) != Decoded::Char(c, written) {
        return false;
    }
    out.extend_from_slice(&buf[..written]);
    true
}

/// CRuby's direct Shift_JIS <-> EUC-JP conversion of the valid character `c`: the JIS row and
/// cell carried over by arithmetic (so vendor rows convert too, as in CRuby), half-width
/// katakana through EUC-JP's 0x8E prefix. None when the other encoding has no place for it
/// (JIS X 0212, rows past 94).
pub fn sjis_euc_direct(src: EncodingId, c: &[u8]) -> Option<Vec<u8>> {
    match (src.kind(), c) {
        (_, [a]) if *a < 0x80 => Some(vec![*a]),
        (Kind::ShiftJis, [k]) => Some(vec![0x8E, *k]),
        (Kind::ShiftJis, [lead, trail]) => {
            let mut row = if *lead <= 0x9F { (*lead as u32 - 0x81) * 2 + 1 } else { (*lead as u32 - 0xC1) * 2 + 1 };
            let t = *trail as u32;
            let cell = if t >= 0x9F {
                row += 1;
                t - 0x9E
            } else {
                t - 0x3F - u32::from(t >= 0x80)
            };
            (row <= 94 && (1..=94).contains(&cell)).then(|| vec![(row + 0xA0) as u8, (cell + 0xA0) as u8])
        }
        (Kind::EucJp, [0x8E, k]) => Some(vec![*k]),
        (Kind::EucJp, [a, b]) => {
            let (r, cell) = (*a as u32 - 0xA0, *b as u32 - 0xA0);
            let lead = if r <= 62 { (r + 1) / 2 + 0x80 } else { (r + 1) / 2 + 0xC0 };
            let trail = if r % 2 == 1 { cell + 0x3F + u32::from(cell >= 64) } else { cell + 0x9E };
            Some(vec![lead as u8, trail as u8])
        }
        _ => None,
    }
}

/// The byte-order mark a conversion to a dummy UTF-16/UTF-32 starts with (big-endian).
pub fn dummy_bom(dst: EncodingId) -> &'static [u8] {
    match dst.kind() {
        Kind::Dummy { unit: 2 } => &[0xFE, 0xFF],
        Kind::Dummy { .. } => &[0, 0, 0xFE, 0xFF],
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(name: &str) -> EncodingId {
        EncodingId::by_name(name.as_bytes()).unwrap()
    }

    #[test]
    fn single_byte_tables_follow_cruby() {
        assert_eq!(decode_char(id("ISO-8859-1"), &[0x80]), Decoded::Char(0x80, 1));
        assert_eq!(decode_char(id("ISO-8859-9"), &[0xDD]), Decoded::Char(0x130, 1));
        assert_eq!(decode_char(id("Windows-1252"), &[0x81]), Decoded::Undefined(1));
        assert_eq!(decode_char(id("Windows-1252"), &[0x80]), Decoded::Char(0x20AC, 1));
        assert_eq!(decode_char(id("ISO-8859-3"), &[0xA5]), Decoded::Undefined(1));
        let mut out = Vec::new();
        assert!(encode_char(id("ISO-8859-15"), 0x20AC, &mut out));
        assert_eq!(out, [0xA4]);
    }

    #[test]
    fn japanese_follows_jis_x_0208() {
        assert_eq!(decode_char(id("Shift_JIS"), &[0x81, 0x60]), Decoded::Char(0x301C, 2));
        assert_eq!(decode_char(id("Windows-31J"), &[0x81, 0x60]), Decoded::Char(0xFF5E, 2));
        assert_eq!(decode_char(id("Shift_JIS"), &[0x87, 0x40]), Decoded::Undefined(2));
        assert_eq!(decode_char(id("EUC-JP"), &[0xAD, 0xA1]), Decoded::Undefined(2));
        assert_eq!(decode_char(id("Shift_JIS"), &[0x82, 0xA0]), Decoded::Char(0x3042, 2));
        let mut out = Vec::new();
        assert!(!encode_char(id("Shift_JIS"), 0xFF5E, &mut out));
        assert!(encode_char(id("EUC-JP"), 0x3042, &mut out));
        assert_eq!(out, [0xA4, 0xA2]);
    }

    #[test]
    fn sjis_and_euc_convert_directly() {
        let (sjis, euc) = (id("Shift_JIS"), id("EUC-JP"));
        assert_eq!(sjis_euc_direct(sjis, &[0x82, 0xA0]), Some(vec![0xA4, 0xA2]));
        assert_eq!(sjis_euc_direct(sjis, &[0x87, 0x40]), Some(vec![0xAD, 0xA1]));
        assert_eq!(sjis_euc_direct(euc, &[0xA4, 0xA2]), Some(vec![0x82, 0xA0]));
        assert_eq!(sjis_euc_direct(euc, &[0xB0, 0xA1]), Some(vec![0x88, 0x9F]));
        assert_eq!(sjis_euc_direct(sjis, &[0xB1]), Some(vec![0x8E, 0xB1]));
        assert_eq!(sjis_euc_direct(euc, &[0x8F, 0xA2, 0xAF]), None);
    }

    #[test]
    fn utf8_invalid_sequences() {
        let u = EncodingId::UTF_8;
        assert_eq!(decode_char(u, &[0xE3, 0x81, b'b']), Decoded::Invalid { error_len: 2, readagain_len: 1, incomplete: false });
        assert_eq!(decode_char(u, &[0xE3, 0x81]), Decoded::Invalid { error_len: 2, readagain_len: 0, incomplete: true });
        assert_eq!(decode_char(u, &[0xFF, b'a']), Decoded::Invalid { error_len: 1, readagain_len: 0, incomplete: false });
    }

    #[test]
    fn random_bytes_round_trip_without_panics() {
        let mut seed = 0x9E37_79B9_u64;
        for _ in 0..3000 {
            let mut b = Vec::new();
            for _ in 0..(seed % 9) {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                b.push((seed >> 40) as u8);
            }
            for e in EncodingId::all() {
                let mut i = 0;
                while i < b.len() {
                    let step = match decode_char(e, &b[i..]) {
                        Decoded::Char(c, n) => {
                            let mut out = Vec::new();
                            encode_char(e, c, &mut out);
                            n
                        }
                        Decoded::Undefined(n) => n,
                        Decoded::Invalid { error_len, .. } => error_len,
                    };
                    assert!(step >= 1 && i + step <= b.len(), "{} {:?}", e.name(), &b[i..]);
                    i += step;
                }
            }
        }
    }
}
