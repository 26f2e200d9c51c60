//! Variable-length unsigned integers (seed 004's "small uint"): the number of trailing zero bits
//! of the first byte, plus one, is the length in bytes. One byte holds 7 bits (`xxxxxxx1`), two
//! hold 14 (`xxxxxx10 ........`), ... eight hold 56 (`10000000` + 7 bytes); a first byte of 0
//! is followed by the 8 bytes of a full 64-bit value. The value's bits after the first byte's
//! marker are stored little-endian.
//!
//! Invariant: `read` never reads past the end of its input and rejects a value encoded in more
//! bytes than needed only in the sense that it decodes it correctly (the writer always picks the
//! shortest form, so round trips are exact).

/// Appends `v` in the shortest form.
pub fn write(out: &mut Vec<u8>, v: u64) {
    // Bytes needed: 7 bits per byte of payload for lengths 1..=8, then 9 for the rest.
    let bits = 64 - v.leading_zeros() as usize;
    let len = if bits <= 56 { bits.max(1).div_ceil(7) } else { 9 };
    if len == 9 {
        out.push(0);
        out.extend_from_slice(&v.to_le_bytes());
        return;
    }
    let tagged = (v << len) | (1 << (len - 1));
    out.extend_from_slice(&tagged.to_le_bytes()[..len]);
}

/// Reads one value at `*pos`, moving `*pos` past it; None when the input ends inside it.
pub fn read(input: &[u8], pos: &mut usize) -> Option<u64> {
    let first = *input.get(*pos)?;
    let len = if first == 0 { 9 } else { first.trailing_zeros() as usize + 1 };
    let bytes = input.get(*pos..pos.checked_add(len)?)?;
    *pos += len;
    if len == 9 {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[1..]);
        return Some(u64::from_le_bytes(b));
    }
    let mut b = [0u8; 8];
    b[..len].copy_from_slice(bytes);
    Some(u64::from_le_bytes(b) >> len)
}

/// Signed values as unsigned ones, small magnitudes small (zigzag).
pub fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

pub fn unzigzag(v: u64) -> i64 {
    ((v >> 1) as i64) ^ -((v & 1) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_follow_the_seed_table() {
        let cases: &[(u64, usize)] = &[
            (0, 1),
            (0x7f, 1),
            (0x80, 2),
            (0x3fff, 2),
            (0x4000, 3),
            (0x1f_ffff, 3),
            (0x20_0000, 4),
            (0x0fff_ffff, 4),
            ((1 << 56) - 1, 8),
            (1 << 56, 9),
            (u64::MAX, 9),
        ];
        for &(v, len) in cases {
            let mut out = Vec::new();
            write(&mut out, v);
            assert_eq!(out.len(), len, "length of {v:#x}");
            let mut pos = 0;
            assert_eq!(read(&out, &mut pos), Some(v));
            assert_eq!(pos, len);
        }
    }

    #[test]
    fn every_truncation_is_refused() {
        for v in [0x80u64, 0x4000, 1 << 40, u64::MAX] {
            let mut out = Vec::new();
            write(&mut out, v);
            for cut in 0..out.len() {
                let mut pos = 0;
                assert_eq!(read(&out[..cut], &mut pos), None);
            }
        }
    }

    #[test]
    fn zigzag_round_trips() {
        for v in [0i64, 1, -1, 63, -64, i64::MAX, i64::MIN] {
            assert_eq!(unzigzag(zigzag(v)), v);
        }
        assert_eq!(zigzag(-1), 1);
        assert_eq!(zigzag(1), 2);
    }
}
