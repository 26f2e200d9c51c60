//! Text forms of byte strings shared by the native libraries: lowercase hex (`Digest.hexencode`,
//! `SecureRandom.hex`) and RFC 4648 Base64, standard or URL-safe, padded or not
//! (`Digest#base64digest`, `SecureRandom.base64`/`urlsafe_base64`).
//!
//! Invariant: the results are pure ASCII, so callers may tag them US-ASCII.

use corundum_vm::api::{Encoding, Ruby, Value};

const HEX: &[u8; 16] = b"0123456789abcdef";
const STD: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

pub fn hex(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(HEX[(b >> 4) as usize]);
        out.push(HEX[(b & 15) as usize]);
    }
    out
}

/// Base64 of `bytes` with the standard (`+/`) or URL-safe (`-_`) alphabet; `pad` adds `=`s.
pub fn base64(bytes: &[u8], urlsafe: bool, pad: bool) -> Vec<u8> {
    let table = if urlsafe { URL } else { STD };
    let mut out = Vec::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = ((b[0] as u32) << 16) | ((b[1] as u32) << 8) | b[2] as u32;
        let chars = [(n >> 18) & 63, (n >> 12) & 63, (n >> 6) & 63, n & 63];
        let keep = chunk.len() + 1;
        for (i, c) in chars.iter().enumerate() {
            if i < keep {
                out.push(table[*c as usize]);
            } else if pad {
                out.push(b'=');
            }
        }
    }
    out
}

/// A new US-ASCII String of `bytes` (ASCII text made by this file).
pub fn ascii_string(rb: &mut Ruby, bytes: Vec<u8>) -> Value {
    rb.new_string_in(bytes, Encoding::US_ASCII)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes() {
        assert_eq!(hex(b"\xff\x00a"), b"ff0061");
        assert_eq!(base64(b"", false, true), b"");
        assert_eq!(base64(b"f", false, true), b"Zg==");
        assert_eq!(base64(b"fo", false, true), b"Zm8=");
        assert_eq!(base64(b"foo", false, true), b"Zm9v");
        assert_eq!(base64(b"\xfb\xff", true, false), b"-_8");
        assert_eq!(base64(b"\xfb\xff", false, true), b"+/8=");
    }
}
