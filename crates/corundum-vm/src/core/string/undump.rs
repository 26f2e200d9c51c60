//! `String#undump`: the inverse of `dump`, parsing a double-quoted, escaped, ASCII-only string,
//! optionally followed by `.force_encoding("NAME")` (or `.dup.force_encoding("NAME")`, the form
//! 4.0's `dump` writes for encodings that are not ASCII-compatible).
//!
//! Invariants:
//! - Only what `dump` can write is decoded: `\n \t \r \f \v \b \a \e`, `\" \\ \#`, `\xHH` (two
//!   digits), `\uHHHH` and `\u{H ...}`; any other backslash pair is kept as it is, as CRuby does.
//! - Errors are RuntimeError with CRuby's messages; the input is read with bounds checks only.

use super::{bytes, encoding, new_like};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

const NOT_WRAPPED: &str = "invalid dumped string; not wrapped with '\"' nor '\"...\".force_encoding(\"...\")' form";

fn hex_val(c: u8) -> Option<u32> {
    (c as char).to_digit(16)
}

/// What went wrong, as CRuby's message.
type Failure = &'static str;

/// The decoded bytes and the encoding name given by a `force_encoding` suffix.
fn parse(s: &[u8]) -> Result<(Vec<u8>, Option<&[u8]>), Failure> {
    if s.iter().any(|&c| c >= 0x80) {
        return Err("non-ASCII character detected");
    }
    if s.first() != Some(&b'"') {
        return Err(NOT_WRAPPED);
    }
    let mut out = Vec::with_capacity(s.len());
    let (mut high_hex, mut unicode) = (false, false);
    let mut i = 1;
    loop {
        let Some(&c) = s.get(i) else { return Err("unterminated dumped string") };
        i += 1;
        match c {
            b'"' => break,
            b'\\' => {
                let Some(&e) = s.get(i) else { return Err("invalid escape") };
                i += 1;
                match e {
                    b'n' => out.push(b'\n'),
                    b't' => out.push(b'\t'),
                    b'r' => out.push(b'\r'),
                    b'f' => out.push(0x0c),
                    b'v' => out.push(0x0b),
                    b'b' => out.push(0x08),
                    b'a' => out.push(0x07),
                    b'e' => out.push(0x1b),
                    b'"' | b'\\' | b'#' => out.push(e),
                    b'x' => {
                        let (Some(h), Some(l)) = (s.get(i).copied().and_then(hex_val), s.get(i + 1).copied().and_then(hex_val)) else {
                            return Err("invalid hex escape");
                        };
                        i += 2;
                        let byte = (h * 16 + l) as u8;
                        high_hex |= byte >= 0x80;
                        out.push(byte);
                    }
                    b'u' => {
                        unicode = true;
                        let mut cps = Vec::new();
                        if s.get(i) == Some(&b'{') {
                            i += 1;
                            loop {
                                while s.get(i) == Some(&b' ') {
                                    i += 1;
                                }
                                match s.get(i) {
                                    Some(b'}') => {
                                        i += 1;
                                        break;
                                    }
                                    Some(_) => {
                                        let start = i;
                                        let mut cp: u32 = 0;
                                        while let Some(d) = s.get(i).copied().and_then(hex_val) {
                                            cp = cp.saturating_mul(16).saturating_add(d);
                                            i += 1;
                                        }
                                        if i == start || i - start > 6 {
                                            return Err("invalid Unicode escape");
                                        }
                                        cps.push(cp);
                                    }
                                    None => return Err("unterminated Unicode escape"),
                                }
                            }
                        } else {
                            let mut cp = 0;
                            for k in 0..4 {
                                let Some(d) = s.get(i + k).copied().and_then(hex_val) else { return Err("invalid Unicode escape") };
                                cp = cp * 16 + d;
                            }
                            i += 4;
                            cps.push(cp);
                        }
                        for cp in cps {
                            if cp > 0x10ffff {
                                return Err("invalid Unicode codepoint (too large)");
                            }
                            let Some(ch) = char::from_u32(cp) else { return Err("invalid Unicode codepoint") };
                            let mut buf = [0u8; 4];
                            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                        }
                    }
                    _ => {
                        out.push(b'\\');
                        out.push(e);
                    }
                }
                if high_hex && unicode {
                    return Err("hex escape and Unicode escape are mixed");
                }
            }
            _ => out.push(c),
        }
    }
    let rest = &s[i..];
    if rest.is_empty() {
        return Ok((out, None));
    }
    let suffix = rest.strip_prefix(b".dup").unwrap_or(rest);
    let Some(name) = suffix.strip_prefix(b".force_encoding(\"").and_then(|r| r.strip_suffix(b"\")")) else { return Err(NOT_WRAPPED) };
    if name.contains(&b'"') {
        return Err(NOT_WRAPPED);
    }
    Ok((out, Some(name)))
}

pub(super) fn s_undump(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (out, enc) = match parse(bytes(recv)) {
        Ok(x) => x,
        Err(msg) => return Err(vm.make_error(vm.core.runtime_error, msg)),
    };
    let r = new_like(vm, recv, out);
    if let Some(name) = enc {
        let n = vm.new_string(name.to_vec());
        if encoding::s_force_encoding(vm, r, &Args::from_slice(&[n], None)).is_err() {
            return Err(vm.make_error(vm.core.runtime_error, "dumped string has unknown encoding name"));
        }
    }
    Ok(r)
}
