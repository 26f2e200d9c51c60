//! Reading bytes and characters: `read`, `pread`, `sysread`/`readpartial`/`read_nonblock`,
//! `getc`/`getbyte`/`readchar`/`readbyte`, `each_char`/`each_byte`/`each_codepoint`, and
//! pushing back with `ungetc`/`ungetbyte`.
//!
//! Invariants: characters are cut by the stream's encoding (`Shared::encoding`), an invalid
//! byte counting as one character as CRuby's `rb_enc_mbclen` does; `read` with a length gives
//! binary Strings, without one Strings in the stream's encoding. Pushing back writes into the
//! String itself before the position (growing it at the front when the position is too small),
//! as CRuby does.

use crate::core::encoding::{self as enc, chars, EncodingId};
use crate::object as obj;
use crate::stdlib::stringio::{eof_error, new_string_in, readable, Shared};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Replaces the contents of `outbuf` with `bytes` in encoding `id`.
fn fill_outbuf(outbuf: Value, bytes: &[u8], id: EncodingId) {
    let b = &mut obj::as_string_mut(outbuf).bytes;
    b.clear();
    b.extend_from_slice(bytes);
    enc::set_string_encoding(outbuf, id);
}

fn check_outbuf(vm: &mut Vm, outbuf: Value) -> VmResult<Value> {
    if outbuf.is_nil() {
        return Ok(outbuf);
    }
    let b = vm.expect_string(outbuf)?;
    vm.check_frozen(b)?;
    Ok(b)
}

/// `read(length = nil, outbuf = nil)`.
fn read(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    read_impl(vm, recv, args.get(0), args.get(1))
}

fn read_impl(vm: &mut Vm, recv: Value, len: Value, outbuf: Value) -> VmResult {
    let s = readable(vm, recv)?;
    let outbuf = check_outbuf(vm, outbuf)?;
    if s.string().is_nil() {
        return Ok(Value::NIL);
    }
    let pos = s.pos.get();
    if len.is_nil() {
        let id = s.encoding(vm);
        let rest = s.bytes().get(pos..).unwrap_or(&[]).to_vec();
        s.pos.set(pos.max(s.bytes().len()));
        if !outbuf.is_nil() {
            // A buffer takes the String's own encoding (CRuby's `rb_enc_copy`), unless the
            // stream is at its end, where it takes the stream's.
            let bid = if rest.is_empty() { id } else { enc::string_encoding(s.string()) };
            fill_outbuf(outbuf, &rest, bid);
            return Ok(outbuf);
        }
        return Ok(new_string_in(vm, rest, id));
    }
    let n = vm.expect_int(len)?;
    if n < 0 {
        return Err(vm.arg_error(&format!("negative length {n} given")));
    }
    let n = n as usize;
    let bytes = s.bytes();
    if n > 0 && pos >= bytes.len() {
        if !outbuf.is_nil() {
            obj::as_string_mut(outbuf).bytes.clear();
        }
        return Ok(Value::NIL);
    }
    let end = pos.saturating_add(n).min(bytes.len()).max(pos);
    let chunk = bytes.get(pos..end).unwrap_or(&[]).to_vec();
    s.pos.set(end.max(pos));
    if !outbuf.is_nil() {
        // A buffer given keeps its own encoding.
        let id = enc::string_encoding(outbuf);
        fill_outbuf(outbuf, &chunk, id);
        return Ok(outbuf);
    }
    Ok(vm.new_binary_string(chunk))
}

/// `sysread`/`readpartial`: `read`, but EOFError at the end instead of nil.
fn sysread(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = vm.call_method_kw(recv, intern("read"), args.as_slice(), None, args.kw)?;
    if r.is_nil() {
        return Err(eof_error(vm));
    }
    Ok(r)
}

/// `read_nonblock(length, outbuf = nil, exception: true)`: a StringIO never blocks; at the end
/// EOFError, or nil with `exception: false`.
fn read_nonblock(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.is_empty() || pos.len() > 2 {
        return Err(vm.arg_count_error(pos.len(), 1, 2));
    }
    let raise = match args.kwargs() {
        Some(h) => vm.hash_lookup_symbol(h, intern("exception")) != Some(Value::FALSE),
        None => true,
    };
    let r = read_impl(vm, recv, pos[0], pos.get(1).copied().unwrap_or(Value::NIL))?;
    if r.is_nil() {
        if raise {
            return Err(eof_error(vm));
        }
        return Ok(Value::NIL);
    }
    Ok(r)
}

/// `pread(maxlen, offset, outbuf = nil)`: reads at `offset` without moving the position.
fn pread(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(3))?;
    let len = vm.expect_int(args.get(0))?;
    let offset = vm.expect_int(args.get(1))?;
    let outbuf = args.get(2);
    if len < 0 {
        return Err(vm.arg_error(&format!("negative string size (or size too big): {len}")));
    }
    // CRuby's order: the length, then the offset, and only then whether the stream reads.
    if len == 0 {
        if outbuf.is_nil() {
            return Ok(vm.new_str(""));
        }
        return Ok(outbuf);
    }
    if offset < 0 {
        let msg = format!("pread: Invalid offset argument: {offset}");
        return Err(crate::core::io::errno::errno_error(vm, libc::EINVAL, "", &msg));
    }
    let s = readable(vm, recv)?;
    let outbuf = check_outbuf(vm, outbuf)?;
    let bytes = s.bytes();
    let off = offset as usize;
    if off >= bytes.len() {
        return Err(eof_error(vm));
    }
    let end = off.saturating_add(len as usize).min(bytes.len());
    let chunk = bytes[off..end].to_vec();
    if !outbuf.is_nil() {
        fill_outbuf(outbuf, &chunk, EncodingId::BINARY);
        return Ok(outbuf);
    }
    Ok(vm.new_binary_string(chunk))
}

/// The next character's bytes (by the stream's encoding), advancing past it; None at the end.
fn next_char(vm: &mut Vm, s: &Shared) -> Option<(Vec<u8>, EncodingId)> {
    let id = s.encoding(vm);
    let bytes = s.bytes();
    let pos = s.pos.get();
    let rest = bytes.get(pos..).filter(|r| !r.is_empty())?;
    let n = chars::char_len(id, rest);
    s.pos.set(pos + n);
    Some((rest[..n].to_vec(), id))
}

fn getc(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = readable(vm, recv)?;
    match next_char(vm, &s) {
        Some((c, id)) => Ok(new_string_in(vm, c, id)),
        None => Ok(Value::NIL),
    }
}

fn getbyte(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = readable(vm, recv)?;
    let pos = s.pos.get();
    match s.bytes().get(pos) {
        Some(&b) => {
            s.pos.set(pos + 1);
            Ok(Value::fixnum(b as i64))
        }
        None => Ok(Value::NIL),
    }
}

/// `readchar`/`readbyte` (IO::generic_readable): `getc`/`getbyte` through the method, EOFError
/// at the end.
fn readchar(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let c = vm.call_method(recv, intern("getc"), &[], None)?;
    if c.is_nil() {
        return Err(eof_error(vm));
    }
    Ok(c)
}

fn readbyte(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let c = vm.call_method(recv, intern("getbyte"), &[], None)?;
    if c.is_nil() {
        return Err(eof_error(vm));
    }
    Ok(c)
}

fn each_char(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_char", args);
    };
    loop {
        let s = readable(vm, recv)?;
        let Some((c, id)) = next_char(vm, &s) else { break };
        let v = new_string_in(vm, c, id);
        vm.yield_block(&block, &[v])?;
    }
    Ok(recv)
}

fn each_byte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_byte", args);
    };
    loop {
        let s = readable(vm, recv)?;
        let pos = s.pos.get();
        let Some(&b) = s.bytes().get(pos) else { break };
        s.pos.set(pos + 1);
        vm.yield_block(&block, &[Value::fixnum(b as i64)])?;
    }
    Ok(recv)
}

/// Yields each character's code; ArgumentError "invalid byte sequence in ENC" at an invalid
/// one.
fn each_codepoint(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_codepoint", args);
    };
    loop {
        let s = readable(vm, recv)?;
        let id = s.encoding(vm);
        let pos = s.pos.get();
        let Some(rest) = s.bytes().get(pos..).filter(|r| !r.is_empty()) else { break };
        let Some(n) = chars::precise_len(id, rest) else {
            return Err(vm.arg_error(&format!("invalid byte sequence in {}", id.name())));
        };
        let code = chars::code_of(id, &rest[..n]);
        s.pos.set(pos + n);
        vm.yield_block(&block, &[Value::fixnum(code as i64)])?;
    }
    Ok(recv)
}

/// CRuby's `strio_unget_bytes`: puts `bytes` just before the position (overwriting what was
/// read there, or growing the String at the front when the position is smaller) and moves the
/// position back over them.
fn unget_bytes(vm: &mut Vm, s: &Shared, bytes: &[u8]) -> VmResult<()> {
    let string = s.string();
    if string.is_nil() || bytes.is_empty() {
        return Ok(());
    }
    let pos = s.pos.get();
    let cl = bytes.len();
    let len = obj::as_string(string).bytes.len();
    vm.check_alloc(pos.max(len) as u128 + cl as u128, 1)?;
    let buf = &mut obj::as_string_mut(string).bytes;
    if cl > pos {
        // Whatever follows the position stays after the pushed-back bytes.
        let tail = buf.get(pos..).unwrap_or(&[]).to_vec();
        buf.clear();
        buf.extend_from_slice(bytes);
        buf.extend_from_slice(&tail);
        s.pos.set(0);
    } else {
        if pos > len {
            buf.with_vec(|v| v.resize(pos, 0));
        }
        let at = pos - cl;
        buf.as_mut_slice()[at..pos].copy_from_slice(bytes);
        s.pos.set(at);
    }
    Ok(())
}

/// The bytes of character `code` in encoding `id` (RangeError when it has none).
fn char_bytes(vm: &mut Vm, code: i64, id: EncodingId) -> VmResult<Vec<u8>> {
    use crate::core::encoding::names::Kind;
    if matches!(id.kind(), Kind::Binary | Kind::SingleByte | Kind::UsAscii) {
        // One byte per code (CRuby's `mbcput` writes it even where it is not valid text).
        return match u8::try_from(code) {
            Ok(b) => Ok(vec![b]),
            Err(_) => Err(vm.make_error(vm.core.range_error, &format!("{code} out of char range"))),
        };
    }
    if id.kind() == Kind::Utf8 {
        // UTF-8's own bit layout, surrogates included (CRuby's `mbcput` writes them).
        let c = match u32::try_from(code) {
            Ok(c) if c < 0x11_0000 => c,
            _ => return Err(vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{code:X} in UTF-8"))),
        };
        let cont = |shift: u32| 0x80 | ((c >> shift) & 0x3F) as u8;
        return Ok(match c {
            0..=0x7F => vec![c as u8],
            0x80..=0x7FF => vec![0xC0 | (c >> 6) as u8, cont(0)],
            0x800..=0xFFFF => vec![0xE0 | (c >> 12) as u8, cont(6), cont(0)],
            _ => vec![0xF0 | (c >> 18) as u8, cont(12), cont(6), cont(0)],
        });
    }
    if matches!(id.kind(), Kind::EucJp | Kind::ShiftJis | Kind::Windows31J) {
        // The code's bytes, big-endian, must make one valid character.
        let bytes: Vec<u8> = match u32::try_from(code) {
            Ok(c) => c.to_be_bytes().into_iter().skip_while(|&b| b == 0).collect(),
            Err(_) => Vec::new(),
        };
        let bytes = if code == 0 { vec![0] } else { bytes };
        if !bytes.is_empty() && chars::precise_len(id, &bytes) == Some(bytes.len()) {
            return Ok(bytes);
        }
        return Err(vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{code:X} in {}", id.name())));
    }
    if matches!(id.kind(), Kind::Utf16 { .. } | Kind::Utf32 { .. }) {
        // Codes in the UTF-16/32 encodings are Unicode scalar values.
        let mut out = Vec::new();
        if let Ok(c) = u32::try_from(code) {
            if char::from_u32(c).is_some() && crate::core::encoding::transcode::encode_char(id, c, &mut out) {
                return Ok(out);
            }
        }
        return Err(vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{code:X} in {}", id.name())));
    }
    let v = vm.new_int(code);
    let e = enc::encoding_object(vm, id);
    let c = vm.call_method(v, intern("chr"), &[e], None)?;
    let c = vm.expect_string(c)?;
    Ok(obj::as_string(c).bytes.to_vec())
}

/// `ungetc(char)`: a String (converted to the stream's encoding) or an Integer code; nil does
/// nothing.
fn ungetc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = readable(vm, recv)?;
    crate::stdlib::stringio::check_modifiable(vm, &s)?;
    let c = args.get(0);
    if s.string().is_nil() || c.is_nil() {
        return Ok(Value::NIL);
    }
    let bytes = if c.is_fixnum() || obj::is_type(c, obj::ObjType::Bignum) {
        let code = vm.expect_int(c)?;
        let id = enc::string_encoding(s.string());
        char_bytes(vm, code, id)?
    } else {
        let c = vm.expect_string(c)?;
        // Converted to the String's own encoding (not the one `binmode` or `set_encoding`
        // chose), as CRuby 4.0 does.
        let id = enc::string_encoding(s.string());
        let cid = enc::string_encoding(c);
        if id != cid && id != EncodingId::BINARY && !(obj::as_string(c).bytes.is_ascii() && id.ascii_compatible() && cid.ascii_compatible()) {
            let e = enc::encoding_object(vm, id);
            match vm.call_method(c, intern("encode"), &[e], None) {
                Ok(conv) if crate::core::is_string(conv) => obj::as_string(conv).bytes.to_vec(),
                _ => obj::as_string(c).bytes.to_vec(),
            }
        } else {
            obj::as_string(c).bytes.to_vec()
        }
    };
    unget_bytes(vm, &s, &bytes)?;
    Ok(Value::NIL)
}

/// `ungetbyte(byte)`: an Integer's low byte, or a String's bytes; nil does nothing.
fn ungetbyte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = readable(vm, recv)?;
    crate::stdlib::stringio::check_modifiable(vm, &s)?;
    let c = args.get(0);
    if c.is_nil() {
        return Ok(Value::NIL);
    }
    let bytes = if c.is_fixnum() {
        vec![(c.as_fixnum() & 0xff) as u8]
    } else if obj::is_type(c, obj::ObjType::Bignum) {
        let low = vm.call_method(c, intern("&"), &[Value::fixnum(0xff)], None)?;
        vec![low.as_fixnum() as u8]
    } else {
        let c = vm.expect_string(c)?;
        obj::as_string(c).bytes.to_vec()
    };
    unget_bytes(vm, &s, &bytes)?;
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm, k: Value, generic_readable: Value) {
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("read", -1, read),
        ("pread", -1, pread),
        ("getc", 0, getc),
        ("getbyte", 0, getbyte),
        ("each_char", 0, each_char),
        ("each_byte", 0, each_byte),
        ("each_codepoint", 0, each_codepoint),
        ("ungetc", 1, ungetc),
        ("ungetbyte", 1, ungetbyte),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(k, name, arity, f);
    }
    let generic: &[(&str, i32, crate::class::BuiltinFn)] =
        &[("readchar", 0, readchar), ("readbyte", 0, readbyte), ("sysread", -1, sysread), ("readpartial", -1, sysread), ("read_nonblock", -1, read_nonblock)];
    for &(name, arity, f) in generic {
        vm.define_builtin(generic_readable, name, arity, f);
    }
}
