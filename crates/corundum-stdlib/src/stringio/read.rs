//! Reading bytes and characters: `read`, `pread`, `sysread`/`readpartial`/`read_nonblock`,
//! `getc`/`getbyte`/`readchar`/`readbyte`, `each_char`/`each_byte`/`each_codepoint`, and
//! pushing back with `ungetc`/`ungetbyte`.
//!
//! Invariants: characters are cut by the stream's encoding (`Shared::encoding`), an invalid
//! byte counting as one character as CRuby's `rb_enc_mbclen` does; `read` with a length gives
//! binary Strings, without one Strings in the stream's encoding. Pushing back writes into the
//! String itself before the position (growing it at the front when the position is too small),
//! as CRuby does.

use super::{eof_error, new_string_in, readable, Shared};
use corundum_vm::api::{define_methods, Args, CoreClass, Encoding, EncodingKind, Result, Ruby, Value};

/// Replaces the contents of `outbuf` with `bytes` in encoding `e`.
fn fill_outbuf(rb: &mut Ruby, outbuf: Value, bytes: &[u8], e: Encoding) -> Result<()> {
    let mut b = rb.str_modify(outbuf)?;
    b.clear();
    b.extend_from_slice(bytes);
    rb.str_set_encoding(outbuf, e);
    Ok(())
}

fn check_outbuf(rb: &mut Ruby, outbuf: Value) -> Result {
    if outbuf.is_nil() {
        return Ok(outbuf);
    }
    let b = rb.expect_string(outbuf)?;
    rb.check_frozen(b)?;
    Ok(b)
}

/// `read(length = nil, outbuf = nil)`.
fn read(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(2))?;
    read_impl(rb, recv, args.get(0), args.get(1))
}

fn read_impl(rb: &mut Ruby, recv: Value, len: Value, outbuf: Value) -> Result {
    let s = readable(rb, recv)?;
    let outbuf = check_outbuf(rb, outbuf)?;
    if s.string(rb).is_nil() {
        return Ok(Value::NIL);
    }
    let pos = s.pos.get();
    if len.is_nil() {
        let id = s.encoding(rb);
        let bytes = s.bytes(rb);
        let rest = bytes.get(pos..).unwrap_or(&[]).to_vec();
        s.pos.set(pos.max(bytes.len()));
        if !outbuf.is_nil() {
            // A buffer takes the String's own encoding (CRuby's `rb_enc_copy`), unless the
            // stream is at its end, where it takes the stream's.
            let bid = if rest.is_empty() { id } else { rb.str_encoding(s.string(rb)) };
            fill_outbuf(rb, outbuf, &rest, bid)?;
            return Ok(outbuf);
        }
        return Ok(new_string_in(rb, rest, id));
    }
    let n = rb.expect_int(len)?;
    if n < 0 {
        return Err(rb.arg_error(&format!("negative length {n} given")));
    }
    let n = n as usize;
    let bytes = s.bytes(rb);
    if n > 0 && pos >= bytes.len() {
        if !outbuf.is_nil() {
            rb.str_modify(outbuf)?.clear();
        }
        return Ok(Value::NIL);
    }
    let end = pos.saturating_add(n).min(bytes.len()).max(pos);
    let chunk = bytes.get(pos..end).unwrap_or(&[]).to_vec();
    s.pos.set(end.max(pos));
    if !outbuf.is_nil() {
        // A buffer given keeps its own encoding.
        let id = rb.str_encoding(outbuf);
        fill_outbuf(rb, outbuf, &chunk, id)?;
        return Ok(outbuf);
    }
    Ok(rb.new_binary_string(chunk))
}

/// `sysread`/`readpartial`: `read`, but EOFError at the end instead of nil.
fn sysread(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let r = rb.call_kw(recv, "read", args.as_slice(), None, args.has_keywords())?;
    if r.is_nil() {
        return Err(eof_error(rb));
    }
    Ok(r)
}

/// `read_nonblock(length, outbuf = nil, exception: true)`: a StringIO never blocks; at the end
/// EOFError, or nil with `exception: false`.
fn read_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let pos = args.positional();
    if pos.is_empty() || pos.len() > 2 {
        return Err(rb.arg_count_error(pos.len(), 1, 2));
    }
    let raise = match args.keywords() {
        Some(h) => rb.keyword(h, "exception") != Some(Value::FALSE),
        None => true,
    };
    let r = read_impl(rb, recv, pos[0], pos.get(1).copied().unwrap_or(Value::NIL))?;
    if r.is_nil() {
        if raise {
            return Err(eof_error(rb));
        }
        return Ok(Value::NIL);
    }
    Ok(r)
}

/// `pread(maxlen, offset, outbuf = nil)`: reads at `offset` without moving the position.
fn pread(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 2, Some(3))?;
    let len = rb.expect_int(args.get(0))?;
    let offset = rb.expect_int(args.get(1))?;
    let outbuf = args.get(2);
    if len < 0 {
        return Err(rb.arg_error(&format!("negative string size (or size too big): {len}")));
    }
    // CRuby's order: the length, then the offset, and only then whether the stream reads.
    if len == 0 {
        if outbuf.is_nil() {
            return Ok(rb.new_str(""));
        }
        return Ok(outbuf);
    }
    if offset < 0 {
        let msg = format!("pread: Invalid offset argument: {offset}");
        return Err(rb.errno_error(libc::EINVAL, "", &msg));
    }
    let s = readable(rb, recv)?;
    let outbuf = check_outbuf(rb, outbuf)?;
    let bytes = s.bytes(rb);
    let off = offset as usize;
    if off >= bytes.len() {
        return Err(eof_error(rb));
    }
    let end = off.saturating_add(len as usize).min(bytes.len());
    let chunk = bytes[off..end].to_vec();
    if !outbuf.is_nil() {
        fill_outbuf(rb, outbuf, &chunk, Encoding::BINARY)?;
        return Ok(outbuf);
    }
    Ok(rb.new_binary_string(chunk))
}

/// The next character's bytes (by the stream's encoding), advancing past it; None at the end.
fn next_char(rb: &mut Ruby, s: &Shared) -> Option<(Vec<u8>, Encoding)> {
    let id = s.encoding(rb);
    let bytes = s.bytes(rb);
    let pos = s.pos.get();
    let rest = bytes.get(pos..).filter(|r| !r.is_empty())?;
    let n = id.char_len(rest);
    s.pos.set(pos + n);
    Some((rest[..n].to_vec(), id))
}

fn getc(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = readable(rb, recv)?;
    match next_char(rb, &s) {
        Some((c, id)) => Ok(new_string_in(rb, c, id)),
        None => Ok(Value::NIL),
    }
}

fn getbyte(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = readable(rb, recv)?;
    let pos = s.pos.get();
    match s.bytes(rb).get(pos) {
        Some(&b) => {
            s.pos.set(pos + 1);
            Ok(Value::fixnum(b as i64))
        }
        None => Ok(Value::NIL),
    }
}

/// `readchar`/`readbyte` (IO::generic_readable): `getc`/`getbyte` through the method, EOFError
/// at the end.
fn readchar(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let c = rb.call(recv, "getc", &[])?;
    if c.is_nil() {
        return Err(eof_error(rb));
    }
    Ok(c)
}

fn readbyte(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let c = rb.call(recv, "getbyte", &[])?;
    if c.is_nil() {
        return Err(eof_error(rb));
    }
    Ok(c)
}

fn each_char(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let Some(block) = args.block() else {
        return rb.enumerator_for_args(recv, "each_char", args);
    };
    loop {
        let s = readable(rb, recv)?;
        let Some((c, id)) = next_char(rb, &s) else { break };
        let v = new_string_in(rb, c, id);
        rb.yield_block(block, &[v])?;
    }
    Ok(recv)
}

fn each_byte(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let Some(block) = args.block() else {
        return rb.enumerator_for_args(recv, "each_byte", args);
    };
    loop {
        let s = readable(rb, recv)?;
        let pos = s.pos.get();
        let Some(&b) = s.bytes(rb).get(pos) else { break };
        s.pos.set(pos + 1);
        rb.yield_block(block, &[Value::fixnum(b as i64)])?;
    }
    Ok(recv)
}

/// Yields each character's code; ArgumentError "invalid byte sequence in ENC" at an invalid
/// one.
fn each_codepoint(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let Some(block) = args.block() else {
        return rb.enumerator_for_args(recv, "each_codepoint", args);
    };
    loop {
        let s = readable(rb, recv)?;
        let id = s.encoding(rb);
        let pos = s.pos.get();
        let Some(rest) = s.bytes(rb).get(pos..).filter(|r| !r.is_empty()) else { break };
        let Some(n) = id.precise_char_len(rest) else {
            return Err(rb.arg_error(&format!("invalid byte sequence in {}", id.name())));
        };
        let code = id.code_of(&rest[..n]);
        s.pos.set(pos + n);
        rb.yield_block(block, &[Value::fixnum(code as i64)])?;
    }
    Ok(recv)
}

/// CRuby's `strio_unget_bytes`: puts `bytes` just before the position (overwriting what was
/// read there, or growing the String at the front when the position is smaller) and moves the
/// position back over them.
fn unget_bytes(rb: &mut Ruby, s: &Shared, bytes: &[u8]) -> Result<()> {
    let string = s.string(rb);
    if string.is_nil() || bytes.is_empty() {
        return Ok(());
    }
    let pos = s.pos.get();
    let cl = bytes.len();
    let len = rb.str_len(string);
    rb.check_alloc(pos.max(len) as u128 + cl as u128, 1)?;
    let mut buf = rb.str_modify(string)?;
    if cl > pos {
        // Whatever follows the position stays after the pushed-back bytes.
        let tail = buf.as_slice().get(pos..).unwrap_or(&[]).to_vec();
        buf.clear();
        buf.extend_from_slice(bytes);
        buf.extend_from_slice(&tail);
        s.pos.set(0);
    } else {
        if pos > len {
            buf.resize(pos, 0);
        }
        let at = pos - cl;
        buf.as_mut_slice()[at..pos].copy_from_slice(bytes);
        s.pos.set(at);
    }
    Ok(())
}

/// The bytes of character `code` in encoding `id` (RangeError when it has none).
fn char_bytes(rb: &mut Ruby, code: i64, id: Encoding) -> Result<Vec<u8>> {
    if matches!(id.kind(), EncodingKind::Binary | EncodingKind::SingleByte | EncodingKind::UsAscii) {
        // One byte per code (CRuby's `mbcput` writes it even where it is not valid text).
        return match u8::try_from(code) {
            Ok(b) => Ok(vec![b]),
            Err(_) => Err(rb.raise_core(CoreClass::RangeError, &format!("{code} out of char range"))),
        };
    }
    if id.kind() == EncodingKind::Utf8 {
        // UTF-8's own bit layout, surrogates included (CRuby's `mbcput` writes them).
        let c = match u32::try_from(code) {
            Ok(c) if c < 0x11_0000 => c,
            _ => return Err(rb.raise_core(CoreClass::RangeError, &format!("invalid codepoint 0x{code:X} in UTF-8"))),
        };
        let cont = |shift: u32| 0x80 | ((c >> shift) & 0x3F) as u8;
        return Ok(match c {
            0..=0x7F => vec![c as u8],
            0x80..=0x7FF => vec![0xC0 | (c >> 6) as u8, cont(0)],
            0x800..=0xFFFF => vec![0xE0 | (c >> 12) as u8, cont(6), cont(0)],
            _ => vec![0xF0 | (c >> 18) as u8, cont(12), cont(6), cont(0)],
        });
    }
    if matches!(id.kind(), EncodingKind::EucJp | EncodingKind::ShiftJis | EncodingKind::Windows31J) {
        // The code's bytes, big-endian, must make one valid character.
        let bytes: Vec<u8> = match u32::try_from(code) {
            Ok(c) => c.to_be_bytes().into_iter().skip_while(|&b| b == 0).collect(),
            Err(_) => Vec::new(),
        };
        let bytes = if code == 0 { vec![0] } else { bytes };
        if !bytes.is_empty() && id.precise_char_len(&bytes) == Some(bytes.len()) {
            return Ok(bytes);
        }
        return Err(rb.raise_core(CoreClass::RangeError, &format!("invalid codepoint 0x{code:X} in {}", id.name())));
    }
    if matches!(id.kind(), EncodingKind::Utf16 { .. } | EncodingKind::Utf32 { .. }) {
        // Codes in the UTF-16/32 encodings are Unicode scalar values.
        let mut out = Vec::new();
        if let Ok(c) = u32::try_from(code) {
            if char::from_u32(c).is_some() && id.encode_char(c, &mut out) {
                return Ok(out);
            }
        }
        return Err(rb.raise_core(CoreClass::RangeError, &format!("invalid codepoint 0x{code:X} in {}", id.name())));
    }
    let v = rb.new_int(code);
    let e = rb.encoding_object(id);
    let c = rb.call(v, "chr", &[e])?;
    // `chr` may be redefined to answer anything: only a String's bytes are read.
    let c = rb.expect_string(c)?;
    Ok(rb.str_bytes(c).to_vec())
}

/// `ungetc(char)`: a String (converted to the stream's encoding) or an Integer code; nil does
/// nothing.
fn ungetc(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = readable(rb, recv)?;
    super::check_modifiable(rb, &s)?;
    let c = args.get(0);
    if s.string(rb).is_nil() || c.is_nil() {
        return Ok(Value::NIL);
    }
    let bytes = if rb.is_integer(c) {
        let code = rb.expect_int(c)?;
        let id = rb.str_encoding(s.string(rb));
        char_bytes(rb, code, id)?
    } else {
        let c = rb.expect_string(c)?;
        // Converted to the String's own encoding (not the one `binmode` or `set_encoding`
        // chose), as CRuby 4.0 does.
        let id = rb.str_encoding(s.string(rb));
        let cid = rb.str_encoding(c);
        if id != cid && id != Encoding::BINARY && !(rb.str_bytes(c).is_ascii() && id.is_ascii_compatible() && cid.is_ascii_compatible()) {
            let e = rb.encoding_object(id);
            match rb.call(c, "encode", &[e]) {
                Ok(conv) if rb.is_string(conv) => rb.str_bytes(conv).to_vec(),
                _ => rb.str_bytes(c).to_vec(),
            }
        } else {
            rb.str_bytes(c).to_vec()
        }
    };
    unget_bytes(rb, &s, &bytes)?;
    Ok(Value::NIL)
}

/// `ungetbyte(byte)`: an Integer's low byte, or a String's bytes; nil does nothing.
fn ungetbyte(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = readable(rb, recv)?;
    super::check_modifiable(rb, &s)?;
    let c = args.get(0);
    if c.is_nil() {
        return Ok(Value::NIL);
    }
    let bytes = if c.is_fixnum() {
        vec![(c.as_fixnum() & 0xff) as u8]
    } else if rb.is_bignum(c) {
        let low = rb.call(c, "&", &[Value::fixnum(0xff)])?;
        vec![low.as_fixnum() as u8]
    } else {
        let c = rb.expect_string(c)?;
        rb.str_bytes(c).to_vec()
    };
    unget_bytes(rb, &s, &bytes)?;
    Ok(Value::NIL)
}

pub fn init(rb: &mut Ruby, k: Value, generic_readable: Value) {
    define_methods!(rb, k, [
        ("read", -1, read),
        ("pread", -1, pread),
        ("getc", 0, getc),
        ("getbyte", 0, getbyte),
        ("each_char", 0, each_char),
        ("each_byte", 0, each_byte),
        ("each_codepoint", 0, each_codepoint),
        ("ungetc", 1, ungetc),
        ("ungetbyte", 1, ungetbyte),
    ]);
    define_methods!(rb, generic_readable, [
        ("readchar", 0, readchar),
        ("readbyte", 0, readbyte),
        ("sysread", -1, sysread),
        ("readpartial", -1, sysread),
        ("read_nonblock", -1, read_nonblock),
    ]);
}
