//! Characters in any known encoding: how long the character at a position is, whether bytes
//! are valid, and a character's code (what `ord` and `inspect` show).
//!
//! Invariants:
//! - Pure functions of bytes and an `EncodingId`; no allocation, no panics on any input (every
//!   index is checked against the slice).
//! - `char_len` never returns 0 for a non-empty slice and never more than the slice's length,
//!   so loops stepping by it always end.
//! - `precise_len` is the only judge of validity; `char_len` of an invalid position follows
//!   CRuby's `rb_enc_mbclen`: the encoding's shortest character (or what is left).

use crate::core::encoding::names::Kind;
use crate::core::encoding::EncodingId;

/// The length of the valid character at the start of `b`, or None when `b` starts with an
/// invalid or incomplete one (or is empty).
pub fn precise_len(id: EncodingId, b: &[u8]) -> Option<usize> {
    let first = *b.first()?;
    match id.kind() {
        Kind::Binary | Kind::SingleByte | Kind::Dummy { .. } => Some(1),
        Kind::UsAscii => (first < 0x80).then_some(1),
        Kind::Utf8 => utf8_len(b),
        Kind::Utf16 { big_endian } => {
            let unit = |i: usize| -> Option<u16> {
                let pair = [*b.get(i)?, *b.get(i + 1)?];
                Some(if big_endian { u16::from_be_bytes(pair) } else { u16::from_le_bytes(pair) })
            };
            match unit(0)? {
                0xD800..=0xDBFF => matches!(unit(2)?, 0xDC00..=0xDFFF).then_some(4),
                0xDC00..=0xDFFF => None,
                _ => Some(2),
            }
        }
        Kind::Utf32 { big_endian } => {
            let quad: [u8; 4] = b.get(..4)?.try_into().ok()?;
            let c = if big_endian { u32::from_be_bytes(quad) } else { u32::from_le_bytes(quad) };
            char::from_u32(c).map(|_| 4)
        }
        Kind::ShiftJis | Kind::Windows31J => match first {
            0..=0x7F | 0xA1..=0xDF => Some(1),
            0x81..=0x9F | 0xE0..=0xFC => matches!(b.get(1)?, 0x40..=0x7E | 0x80..=0xFC).then_some(2),
            _ => None,
        },
        Kind::Big5 => match first {
            0..=0x7F => Some(1),
            0xA1..=0xFE => matches!(b.get(1)?, 0x40..=0x7E | 0xA1..=0xFE).then_some(2),
            _ => None,
        },
        Kind::EucJp => match first {
            0..=0x7F => Some(1),
            0x8E => matches!(b.get(1)?, 0xA1..=0xFE).then_some(2),
            0x8F => (matches!(b.get(1)?, 0xA1..=0xFE) && matches!(b.get(2)?, 0xA1..=0xFE)).then_some(3),
            0xA1..=0xFE => matches!(b.get(1)?, 0xA1..=0xFE).then_some(2),
            _ => None,
        },
    }
}

/// Strict UTF-8 (no overlongs, surrogates or values past U+10FFFF).
fn utf8_len(b: &[u8]) -> Option<usize> {
    let (n, second) = match *b.first()? {
        0..=0x7F => return Some(1),
        0xC2..=0xDF => (2, 0x80..=0xBF),
        0xE0 => (3, 0xA0..=0xBF),
        0xE1..=0xEC | 0xEE..=0xEF => (3, 0x80..=0xBF),
        0xED => (3, 0x80..=0x9F),
        0xF0 => (4, 0x90..=0xBF),
        0xF1..=0xF3 => (4, 0x80..=0xBF),
        0xF4 => (4, 0x80..=0x8F),
        _ => return None,
    };
    if !second.contains(b.get(1)?) {
        return None;
    }
    (2..n).all(|k| matches!(b.get(k), Some(0x80..=0xBF))).then_some(n)
}

/// How many bytes of `b` a valid UTF-8 prefix of an invalid sequence covers, and whether the
/// sequence was only cut short by the end of `b` (for InvalidByteSequenceError's
/// `error_bytes` and `incomplete_input?`): the lead byte and every continuation byte that
/// still fit.
pub fn utf8_invalid_prefix(b: &[u8]) -> (usize, bool) {
    let Some(&first) = b.first() else { return (0, false) };
    let (n, second) = match first {
        0xC2..=0xDF => (2, 0x80..=0xBF),
        0xE0 => (3, 0xA0..=0xBF),
        0xE1..=0xEC | 0xEE..=0xEF => (3, 0x80..=0xBF),
        0xED => (3, 0x80..=0x9F),
        0xF0 => (4, 0x90..=0xBF),
        0xF1..=0xF3 => (4, 0x80..=0xBF),
        0xF4 => (4, 0x80..=0x8F),
        _ => return (1, false),
    };
    let mut k = 1;
    while k < n {
        let Some(&c) = b.get(k) else { return (k, true) };
        let ok = if k == 1 { second.contains(&c) } else { (0x80..=0xBF).contains(&c) };
        if !ok {
            return (k, false);
        }
        k += 1;
    }
    (k, false)
}

/// The length CRuby steps over at the start of `b` (`rb_enc_mbclen`): a valid character's, or
/// the encoding's shortest character (at most what is left) at an invalid one. 0 only for an
/// empty slice.
#[inline]
pub fn char_len(id: EncodingId, b: &[u8]) -> usize {
    match precise_len(id, b) {
        Some(n) => n,
        None => id.min_char_len().min(b.len()),
    }
}

/// Whether all of `b` is valid in encoding `id`.
pub fn is_valid(id: EncodingId, b: &[u8]) -> bool {
    match id.kind() {
        Kind::Binary | Kind::SingleByte | Kind::Dummy { .. } => true,
        Kind::UsAscii => b.is_ascii(),
        Kind::Utf8 => std::str::from_utf8(b).is_ok(),
        _ => {
            let mut i = 0;
            while i < b.len() {
                match precise_len(id, &b[i..]) {
                    Some(n) => i += n,
                    None => return false,
                }
            }
            true
        }
    }
}

/// The code of the valid character `c` (its whole bytes): the Unicode scalar value for the
/// Unicode encodings, the byte for single-byte ones, and the bytes read big-endian for the
/// Japanese multibyte ones (CRuby's `mbc_to_code`).
pub fn code_of(id: EncodingId, c: &[u8]) -> u32 {
    match id.kind() {
        Kind::Utf8 => std::str::from_utf8(c).ok().and_then(|s| s.chars().next()).map_or(0, |ch| ch as u32),
        Kind::Utf16 { big_endian } => {
            let unit = |i: usize| -> u32 {
                let pair = [c.get(i).copied().unwrap_or(0), c.get(i + 1).copied().unwrap_or(0)];
                (if big_endian { u16::from_be_bytes(pair) } else { u16::from_le_bytes(pair) }) as u32
            };
            if c.len() == 4 {
                0x10000 + ((unit(0).wrapping_sub(0xD800) & 0x3FF) << 10) + (unit(2).wrapping_sub(0xDC00) & 0x3FF)
            } else {
                unit(0)
            }
        }
        Kind::Utf32 { big_endian } => {
            let mut q = [0u8; 4];
            for (d, s) in q.iter_mut().zip(c) {
                *d = *s;
            }
            if big_endian {
                u32::from_be_bytes(q)
            } else {
                u32::from_le_bytes(q)
            }
        }
        _ => c.iter().take(4).fold(0u32, |acc, &x| (acc << 8) | x as u32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(name: &str) -> EncodingId {
        EncodingId::by_name(name.as_bytes()).unwrap()
    }

    #[test]
    fn widths_and_validity() {
        let u16le = id("UTF-16LE");
        assert_eq!(precise_len(u16le, &[0x3D, 0xD8, 0x00, 0xDE]), Some(4));
        assert_eq!(precise_len(u16le, &[0x00, 0xDC]), None);
        assert_eq!(char_len(u16le, &[0xFF]), 1);
        assert!(!is_valid(u16le, b"abc"));
        let sjis = id("Shift_JIS");
        assert_eq!(precise_len(sjis, &[0x82, 0xA0]), Some(2));
        assert_eq!(char_len(sjis, &[0x82]), 1);
        assert_eq!(code_of(sjis, &[0x82, 0xA0]), 0x82A0);
        assert_eq!(utf8_invalid_prefix(&[0xE3, 0x81]), (2, true));
        assert_eq!(utf8_invalid_prefix(&[0xE3, 0x81, b'b']), (2, false));
        assert_eq!(utf8_invalid_prefix(&[0xFF]), (1, false));
    }

    #[test]
    fn random_bytes_never_panic_and_steps_end() {
        let mut seed = 0x1234_5678_u64;
        for _ in 0..2000 {
            let mut b = Vec::new();
            for _ in 0..(seed % 13) {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                b.push((seed >> 33) as u8);
            }
            for e in EncodingId::all() {
                let mut i = 0;
                while i < b.len() {
                    let n = char_len(e, &b[i..]);
                    assert!(n >= 1 && i + n <= b.len());
                    code_of(e, &b[i..i + n]);
                    i += n;
                }
                is_valid(e, &b);
            }
        }
    }
}
