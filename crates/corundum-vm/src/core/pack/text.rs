//! The text codecs of pack templates, as pure functions on bytes: base64 (`m`), uuencode (`u`),
//! quoted-printable (`M`), BER-compressed integers (`w`) and CRuby's extended UTF-8 (`U`, up to
//! six bytes, code points below 2**31).
//!
//! Invariants:
//! - No function here touches the VM: errors are returned as values (`DecodeError`) and the
//!   caller raises them, so these can be tested and fuzzed alone.
//! - Decoders take the whole input and a start offset and return the offset where they
//!   stopped, which the caller continues from; reading past the end behaves as CRuby's reading
//!   of the NUL that terminates every C string (a byte that is not part of any code).
//! - Output buffers grow in proportion to the input only (never to a count from a template).

/// The base64 alphabet.
const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/// The uuencode alphabet: 0 is written as a backquote, not a space.
const UU: &[u8; 64] = b"`!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_";
const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// The value of base64 digit `c`, or None.
fn b64_value(c: u8) -> Option<u32> {
    match c {
        b'A'..=b'Z' => Some((c - b'A') as u32),
        b'a'..=b'z' => Some((c - b'a') as u32 + 26),
        b'0'..=b'9' => Some((c - b'0') as u32 + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

/// Appends one line of base64 (`kind` b'm') or uuencode (b'u') of `src` to `out`; uuencode
/// starts the line with its length, and `newline` ends it with "\n".
pub(super) fn encode_line(out: &mut Vec<u8>, src: &[u8], kind: u8, newline: bool) {
    let (table, pad) = if kind == b'u' { (UU, b'`') } else { (B64, b'=') };
    if kind == b'u' {
        out.push(b' ' + (src.len() as u8 & 0x3f));
    }
    let mut chunks = src.chunks_exact(3);
    for c in &mut chunks {
        let n = (c[0] as u32) << 16 | (c[1] as u32) << 8 | c[2] as u32;
        out.extend_from_slice(&[
            table[(n >> 18) as usize & 63],
            table[(n >> 12) as usize & 63],
            table[(n >> 6) as usize & 63],
            table[n as usize & 63],
        ]);
    }
    match *chunks.remainder() {
        [a] => {
            out.extend_from_slice(&[table[(a >> 2) as usize], table[((a & 3) << 4) as usize], pad, pad]);
        }
        [a, b] => {
            let n = (a as u32) << 8 | b as u32;
            out.extend_from_slice(&[table[(n >> 10) as usize & 63], table[(n >> 4) as usize & 63], table[((n & 15) << 2) as usize], pad]);
        }
        _ => {}
    }
    if newline {
        out.push(b'\n');
    }
}

/// Why a decoder gave up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum DecodeError {
    /// `m0` input that is not strict base64: ArgumentError "invalid base64".
    InvalidBase64,
    /// A `U` byte that cannot start or continue a character.
    Malformed,
    /// A `U` character cut short: "(expected N bytes, given M bytes)".
    Short { expected: usize, given: usize },
    /// A `U` character written with more bytes than it needs.
    Redundant,
}

impl DecodeError {
    pub(super) fn message(self) -> String {
        match self {
            DecodeError::InvalidBase64 => "invalid base64".into(),
            DecodeError::Malformed => "malformed UTF-8 character".into(),
            DecodeError::Short { expected, given } => {
                format!("malformed UTF-8 character (expected {expected} bytes, given {given} bytes)")
            }
            DecodeError::Redundant => "redundant UTF-8 sequence".into(),
        }
    }
}

/// Decodes lenient base64 from `src[start..]`: characters outside the alphabet are skipped and
/// `=` ends the data. Returns the bytes and where decoding stopped.
pub(super) fn base64_decode(src: &[u8], start: usize) -> (Vec<u8>, usize) {
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let mut out = Vec::with_capacity((src.len() - start) / 4 * 3 + 3);
    let mut s = start;
    // The digits of the group being read (None: not found).
    let (mut a, mut b, mut c): (Option<u32>, Option<u32>, Option<u32>);
    loop {
        a = None;
        b = None;
        c = None;
        if s >= src.len() {
            break;
        }
        // Each digit: skip what is not one; `=` stops the third and fourth.
        while s < src.len() && b64_value(at(s)).is_none() {
            s += 1;
        }
        if s >= src.len() {
            break;
        }
        a = b64_value(at(s));
        s += 1;
        while s < src.len() && b64_value(at(s)).is_none() {
            s += 1;
        }
        if s >= src.len() {
            break;
        }
        b = b64_value(at(s));
        s += 1;
        while s < src.len() && b64_value(at(s)).is_none() && at(s) != b'=' {
            s += 1;
        }
        if s >= src.len() || at(s) == b'=' {
            break;
        }
        c = b64_value(at(s));
        s += 1;
        while s < src.len() && b64_value(at(s)).is_none() && at(s) != b'=' {
            s += 1;
        }
        if s >= src.len() || at(s) == b'=' {
            break;
        }
        let d = b64_value(at(s)).unwrap_or(0);
        s += 1;
        let (va, vb, vc) = (a.unwrap_or(0), b.unwrap_or(0), c.unwrap_or(0));
        out.extend_from_slice(&[(va << 2 | vb >> 4) as u8, (vb << 4 | vc >> 2) as u8, (vc << 6 | d) as u8]);
    }
    if let (Some(va), Some(vb)) = (a, b) {
        out.push((va << 2 | vb >> 4) as u8);
        if let Some(vc) = c {
            out.push((vb << 4 | vc >> 2) as u8);
        }
    }
    (out, s)
}

/// Decodes strict base64 (`m0`, RFC 4648): whole groups of four, padding only at the end, no
/// other characters, no stray bits in the last digit.
pub(super) fn base64_decode_strict(src: &[u8]) -> Result<Vec<u8>, DecodeError> {
    let bad = DecodeError::InvalidBase64;
    if src.len() % 4 != 0 {
        return Err(bad);
    }
    let mut out = Vec::with_capacity(src.len() / 4 * 3);
    let groups = src.len() / 4;
    for (g, quad) in src.chunks_exact(4).enumerate() {
        let last = g + 1 == groups;
        let a = b64_value(quad[0]).ok_or(bad)?;
        let b = b64_value(quad[1]).ok_or(bad)?;
        match (quad[2], quad[3]) {
            (b'=', b'=') if last => {
                if b & 0xf != 0 {
                    return Err(bad);
                }
                out.push((a << 2 | b >> 4) as u8);
            }
            (c, b'=') if last => {
                let c = b64_value(c).ok_or(bad)?;
                if c & 3 != 0 {
                    return Err(bad);
                }
                out.extend_from_slice(&[(a << 2 | b >> 4) as u8, (b << 4 | c >> 2) as u8]);
            }
            (c, d) => {
                let c = b64_value(c).ok_or(bad)?;
                let d = b64_value(d).ok_or(bad)?;
                out.extend_from_slice(&[(a << 2 | b >> 4) as u8, (b << 4 | c >> 2) as u8, (c << 6 | d) as u8]);
            }
        }
    }
    Ok(out)
}

/// Decodes uuencoded lines from `src[start..]` until a line that does not start with a length
/// character. Returns the bytes and where decoding stopped.
pub(super) fn uu_decode(src: &[u8], start: usize) -> (Vec<u8>, usize) {
    let cap = (src.len() - start) * 3 / 4;
    let mut out = Vec::with_capacity(cap);
    let mut s = start;
    let digit = |s: &mut usize| -> u32 {
        match src.get(*s) {
            Some(&c) if (b' '..b'a').contains(&c) => {
                *s += 1;
                ((c - b' ') & 0x3f) as u32
            }
            _ => 0,
        }
    };
    while let Some(&first) = src.get(s).filter(|&&c| c > b' ' && c < b'a') {
        s += 1;
        // The line's length, cut to what the input could hold at most (as CRuby does).
        let mut len = ((first - b' ') & 0x3f) as usize;
        len = len.min(cap - out.len());
        while len > 0 {
            let m = len.min(3);
            let (a, b, c, d) = (digit(&mut s), digit(&mut s), digit(&mut s), digit(&mut s));
            let hunk = [(a << 2 | b >> 4) as u8, (b << 4 | c >> 2) as u8, (c << 6 | d) as u8];
            out.extend_from_slice(&hunk[..m]);
            len -= m;
        }
        // A checksum character, then the line end.
        if s < src.len() && src[s] != b'\r' && src[s] != b'\n' {
            s += 1;
        }
        if s < src.len() && src[s] == b'\r' {
            s += 1;
        }
        if s < src.len() && src[s] == b'\n' {
            s += 1;
        }
    }
    (out, s)
}

/// Appends `src` quoted-printable to `out`, breaking lines longer than `line_len` with a soft
/// line break ("=\n"), and ending with one unless the text ends with a newline.
pub(super) fn qp_encode(out: &mut Vec<u8>, src: &[u8], line_len: usize) {
    let mut n = 0usize;
    let mut prev: Option<u8> = None;
    for &c in src {
        if c > 126 || (c < 32 && c != b'\n' && c != b'\t') || c == b'=' {
            out.extend_from_slice(&[b'=', HEX_UPPER[(c >> 4) as usize], HEX_UPPER[(c & 15) as usize]]);
            n += 3;
            prev = None;
        } else if c == b'\n' {
            // Spaces before a line end would be lost in transit: a soft break keeps them.
            if prev == Some(b' ') || prev == Some(b'\t') {
                out.extend_from_slice(b"=\n");
            }
            out.push(c);
            n = 0;
            prev = Some(c);
            continue;
        } else {
            out.push(c);
            n += 1;
            prev = Some(c);
        }
        if n > line_len {
            out.extend_from_slice(b"=\n");
            n = 0;
            prev = Some(b'\n');
        }
    }
    if n > 0 {
        out.extend_from_slice(b"=\n");
    }
}

fn hex_value(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

/// Decodes quoted-printable from `src[start..]`. A malformed escape stops decoding and the rest
/// of the input is appended as it is. Returns the bytes and where decoding stopped.
pub(super) fn qp_decode(src: &[u8], start: usize) -> (Vec<u8>, usize) {
    let mut out = Vec::with_capacity(src.len() - start);
    let mut s = start;
    // Everything before `done` has been decoded into `out`.
    let mut done = start;
    while s < src.len() {
        if src[s] == b'=' {
            s += 1;
            if s == src.len() {
                break;
            }
            if s + 1 < src.len() && src[s] == b'\r' && src[s + 1] == b'\n' {
                s += 1;
            }
            if src[s] != b'\n' {
                let Some(hi) = hex_value(src[s]) else { break };
                s += 1;
                if s == src.len() {
                    break;
                }
                let Some(lo) = hex_value(src[s]) else { break };
                out.push(hi << 4 | lo);
            }
        } else {
            out.push(src[s]);
        }
        s += 1;
        done = s;
    }
    out.extend_from_slice(&src[done..]);
    (out, s)
}

/// Appends the BER-compressed form of the non-negative number whose little-endian bytes are
/// `le`: base-128 digits, most significant first, every one but the last with bit 7 set.
pub(super) fn ber_encode(out: &mut Vec<u8>, le: &[u8]) {
    let bits = le.len() * 8;
    let mut digits = Vec::with_capacity(bits / 7 + 1);
    let mut i = 0;
    while i < bits {
        let mut d = 0u8;
        for k in 0..7 {
            let bit = i + k;
            if bit < bits && le[bit / 8] >> (bit % 8) & 1 == 1 {
                d |= 1 << k;
            }
        }
        digits.push(d);
        i += 7;
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
    if digits.is_empty() {
        digits.push(0);
    }
    for (k, &d) in digits.iter().enumerate().rev() {
        out.push(if k == 0 { d } else { d | 0x80 });
    }
}

/// The little-endian bytes of the BER-compressed number in `src` (its last byte has bit 7
/// clear), for building a big Integer in time linear in its size.
pub(super) fn ber_decode_le(src: &[u8]) -> Vec<u8> {
    let mut le = vec![0u8; src.len() * 7 / 8 + 1];
    for (k, &c) in src.iter().rev().enumerate() {
        let d = (c & 0x7f) as u32;
        let bit = k * 7;
        let word = d << (bit % 8);
        le[bit / 8] |= word as u8;
        if bit / 8 + 1 < le.len() {
            le[bit / 8 + 1] |= (word >> 8) as u8;
        }
    }
    le
}

/// Appends code point `cp` (below 2**31) in CRuby's extended UTF-8: surrogates and values past
/// U+10FFFF are written like any other, in up to six bytes.
pub(super) fn utf8_encode(out: &mut Vec<u8>, cp: u32) {
    if cp < 0x80 {
        out.push(cp as u8);
        return;
    }
    let (n, lead) = match cp {
        0..=0x7ff => (2, 0xc0),
        0x800..=0xffff => (3, 0xe0),
        0x10000..=0x1f_ffff => (4, 0xf0),
        0x20_0000..=0x3ff_ffff => (5, 0xf8),
        _ => (6, 0xfc),
    };
    out.push(lead | (cp >> (6 * (n - 1))) as u8);
    for k in (0..n - 1).rev() {
        out.push(0x80 | ((cp >> (6 * k)) & 0x3f) as u8);
    }
}

/// Decodes one extended-UTF-8 character at the start of `src` (not empty): its code point and
/// byte length.
pub(super) fn utf8_decode(src: &[u8]) -> Result<(u32, usize), DecodeError> {
    let c = src[0] as u32;
    if c & 0x80 == 0 {
        return Ok((c, 1));
    }
    let (n, mut cp) = match c {
        0xc0..=0xdf => (2, c & 0x1f),
        0xe0..=0xef => (3, c & 0x0f),
        0xf0..=0xf7 => (4, c & 0x07),
        0xf8..=0xfb => (5, c & 0x03),
        0xfc..=0xfd => (6, c & 0x01),
        _ => return Err(DecodeError::Malformed),
    };
    if n > src.len() {
        return Err(DecodeError::Short { expected: n, given: src.len() });
    }
    for &b in &src[1..n] {
        if b & 0xc0 != 0x80 {
            return Err(DecodeError::Malformed);
        }
        cp = cp << 6 | (b & 0x3f) as u32;
    }
    const LIMITS: [u32; 6] = [0, 0x80, 0x800, 0x10000, 0x20_0000, 0x400_0000];
    if cp < LIMITS[n - 1] {
        return Err(DecodeError::Redundant);
    }
    Ok((cp, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b64(src: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        encode_line(&mut out, src, b'm', false);
        out
    }

    #[test]
    fn base64_round_trips() {
        assert_eq!(b64(b""), b"");
        assert_eq!(b64(b"a"), b"YQ==");
        assert_eq!(b64(b"ab"), b"YWI=");
        assert_eq!(b64(b"abc"), b"YWJj");
        for n in 0..40u8 {
            let src: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37)).collect();
            let enc = b64(&src);
            assert_eq!(base64_decode_strict(&enc), Ok(src.clone()));
            assert_eq!(base64_decode(&enc, 0).0, src);
        }
        assert_eq!(base64_decode_strict(b"YR=="), Err(DecodeError::InvalidBase64));
        assert_eq!(base64_decode_strict(b"Y==="), Err(DecodeError::InvalidBase64));
        assert_eq!(base64_decode(b"Y Q", 0).0, b"a");
    }

    #[test]
    fn uuencode_round_trips() {
        let mut out = Vec::new();
        encode_line(&mut out, b"a", b'u', true);
        assert_eq!(out, b"!80``\n");
        assert_eq!(uu_decode(&out, 0).0, b"a");
    }

    #[test]
    fn ber_round_trips() {
        for n in [0u64, 1, 127, 128, 16383, 16384, u64::MAX] {
            let mut out = Vec::new();
            ber_encode(&mut out, &n.to_le_bytes());
            let le = ber_decode_le(&out);
            let mut back = [0u8; 8];
            for (i, b) in le.iter().take(8).enumerate() {
                back[i] = *b;
            }
            assert_eq!(u64::from_le_bytes(back), n, "{n}");
        }
    }

    #[test]
    fn utf8_round_trips() {
        for cp in [0u32, 0x7f, 0x80, 0x7ff, 0x800, 0xd800, 0xffff, 0x10000, 0x10ffff, 0x110000, 0x20_0000, 0x7fff_ffff] {
            let mut out = Vec::new();
            utf8_encode(&mut out, cp);
            assert_eq!(utf8_decode(&out), Ok((cp, out.len())));
        }
        assert_eq!(utf8_decode(b"\xc0\x80"), Err(DecodeError::Redundant));
        assert_eq!(utf8_decode(b"\xc3"), Err(DecodeError::Short { expected: 2, given: 1 }));
    }

    /// A small deterministic PRNG (xorshift64*) for the fuzz test below.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    /// Every decoder on random bytes (biased towards the bytes the codecs care about) from
    /// random start offsets: no panic, stop offsets inside the input, and encoders round-trip.
    #[test]
    fn fuzz_codecs() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let interesting = b"=\r\n `!aAzZ09+/\x80\xbf\xc3\xe3\xf0\xf8\xfc\xfe\xff\x00";
        for _ in 0..200_000 {
            let len = rng.below(40);
            let src: Vec<u8> = (0..len)
                .map(|_| if rng.below(2) == 0 { interesting[rng.below(interesting.len())] } else { rng.next() as u8 })
                .collect();
            let start = if len == 0 { 0 } else { rng.below(len + 1) };
            let (_, end) = base64_decode(&src, start);
            assert!(end >= start && end <= src.len());
            let _ = base64_decode_strict(&src[start..]);
            let (out, end) = uu_decode(&src, start);
            assert!(end >= start && end <= src.len() && out.len() <= (len - start) * 3 / 4);
            let (_, end) = qp_decode(&src, start);
            assert!(end >= start && end <= src.len());
            if start < len {
                if let Ok((_, w)) = utf8_decode(&src[start..]) {
                    assert!(w >= 1 && w <= len - start);
                }
            }
            let _ = ber_decode_le(&src);
            // Round trips of what the encoders write.
            let mut enc = Vec::new();
            encode_line(&mut enc, &src, b'm', false);
            assert_eq!(base64_decode_strict(&enc).as_deref(), Ok(&src[..]));
            let mut enc = Vec::new();
            for chunk in src.chunks(45) {
                encode_line(&mut enc, chunk, b'u', true);
            }
            assert_eq!(uu_decode(&enc, 0).0, src);
            let mut enc = Vec::new();
            qp_encode(&mut enc, &src, 1 + rng.below(80));
            // A trailing soft break is dropped by the decoder; the text itself comes back.
            assert_eq!(qp_decode(&enc, 0).0, src);
        }
    }
}
