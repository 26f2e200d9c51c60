//! Zlib::GzipReader's construction and byte and character reads: `new` (which reads the
//! header), `read`, `readpartial`, `getc`/`getbyte` and their `read*`/`each_*` forms,
//! `ungetc`/`ungetbyte`, `eof?`, `pos`, `rewind`, `unused`, `lineno`, and `zcat` over
//! concatenated gzip members.
//!
//! Invariants: counted reads (`read(n)`, `readpartial`) answer binary Strings, reads of the
//! rest and of characters answer Strings in the reader's encoding, as in CRuby; the CRC-32
//! grows with every byte read once (bytes put back by `ungetc` are not counted twice).

use corundum_vm::api::{Args, Encoding, EncodingKind, Result, Ruby, Value};

use super::{fill, footer_if_done, new_str, open_gz, read_all, read_header, read_more, take, take_encoding_options, take_path, Gz, GzFile};
use crate::zlib::engine::Inflater;
use crate::zlib::zstream::{self, Engine, READY};

fn allocate(rb: &mut Ruby, klass: Value) -> Result {
    let g = GzFile::new(rb, true);
    Ok(rb.new_data(klass, g))
}

/// The longest character of `enc` in bytes (CRuby's `rb_enc_mbmaxlen`).
pub fn max_char_len(enc: Encoding) -> usize {
    match enc.kind() {
        EncodingKind::Binary | EncodingKind::UsAscii | EncodingKind::SingleByte => 1,
        EncodingKind::ShiftJis | EncodingKind::Windows31J | EncodingKind::Big5 => 2,
        EncodingKind::EucJp => 3,
        _ => 4,
    }
}

/// `GzipReader.new(io, **opts)`: reads the gzip header.
fn initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let pos = args.positional();
    if pos.len() != 1 {
        return Err(rb.arg_count_error(pos.len(), 1, 1));
    }
    let gz = rb.data::<GzFile>(recv)?;
    let e = Inflater::new(-15).map_err(|e| crate::zlib::zlib_error(rb, e))?;
    {
        let g = gz.get_mut(rb);
        g.z.engine = Some(Engine::Inflate(e));
        g.io = pos[0];
        g.z.flags |= READY;
    }
    read_header(rb, gz)?;
    take_encoding_options(rb, gz, args.keywords().unwrap_or(Value::NIL))?;
    take_path(rb, recv, gz)?;
    Ok(recv)
}

/// `rewind`: back to the start of the data (the IO seeks back by what was read of it).
fn rewind(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let (n, io) = {
        let g = gz.get(rb);
        (g.z.total_in() + g.footer_in + g.z.input_len() as u64, g.io)
    };
    let back = rb.new_int_i128(-(n as i128));
    rb.call(io, "seek", &[back, Value::fixnum(1)])?;
    let g = gz.get_mut(rb);
    zstream::reset_stream(&mut g.z);
    g.z.flags |= zstream::GZFILE;
    g.crc = 0;
    g.lineno = 0;
    g.ungetc = 0;
    g.footer_in = 0;
    Ok(Value::fixnum(0))
}

/// `unused`: the input after the end of the gzip data (nil before the end, or when none).
fn unused(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = rb.data::<GzFile>(recv)?;
    if !gz.get(rb).z.is_ready() || !gz.get(rb).is_finished() {
        return Ok(Value::NIL);
    }
    footer_if_done(rb, gz)?;
    match gz.get(rb).z.input.clone() {
        Some(i) => Ok(rb.new_binary_string(i)),
        None => Ok(Value::NIL),
    }
}

/// Puts the answer into `outbuf` when given (its encoding kept), else a new binary String.
fn answer(rb: &mut Ruby, bytes: Vec<u8>, outbuf: Value) -> Result {
    if outbuf.is_nil() {
        return Ok(rb.new_binary_string(bytes));
    }
    let mut s = rb.str_modify(outbuf)?;
    s.clear();
    s.extend_from_slice(&bytes);
    Ok(outbuf)
}

/// `gzfile_read`: up to `len` bytes; nil at the end of the data.
pub fn read_len(rb: &mut Ruby, gz: Gz, len: i64, outbuf: Value) -> Result {
    match fill(rb, gz, len)? {
        None => {
            if !outbuf.is_nil() {
                rb.str_modify(outbuf)?.clear();
            }
            Ok(Value::NIL)
        }
        Some(0) => answer(rb, Vec::new(), outbuf),
        Some(n) => {
            let bytes = take(rb, gz, n);
            answer(rb, bytes, outbuf)
        }
    }
}

/// `read(length = nil, outbuf = nil)`.
fn read(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(2))?;
    let gz = open_gz(rb, recv)?;
    let (vlen, outbuf) = (args.get(0), args.get(1));
    if vlen.is_nil() {
        return read_all(rb, gz, outbuf);
    }
    let len = crate::zlib::num2int(rb, vlen)? as i64;
    if len < 0 {
        return Err(rb.arg_error(&format!("negative length {len} given")));
    }
    if !outbuf.is_nil() && !rb.is_string(outbuf) {
        return Err(rb.wrong_type_error(outbuf, "String"));
    }
    read_len(rb, gz, len, outbuf)
}

/// `readpartial(maxlen, outbuf = nil)`: what is available, at least one byte; EOFError at
/// the end.
fn readpartial(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let gz = open_gz(rb, recv)?;
    let len = crate::zlib::num2int(rb, args.get(0))? as i64;
    if len < 0 {
        return Err(rb.arg_error(&format!("negative length {len} given")));
    }
    let outbuf = args.get(1);
    if !outbuf.is_nil() && !rb.is_string(outbuf) {
        return Err(rb.wrong_type_error(outbuf, "String"));
    }
    if len == 0 {
        return answer(rb, Vec::new(), outbuf);
    }
    while !gz.get(rb).z.is_finished() && gz.get(rb).z.filled() == 0 {
        read_more(rb, gz)?;
    }
    if footer_if_done(rb, gz)? {
        if !outbuf.is_nil() {
            rb.str_modify(outbuf)?.clear();
        }
        return Err(rb.raise_core(corundum_vm::api::CoreClass::EofError, "end of file reached"));
    }
    let bytes = take(rb, gz, len as usize);
    answer(rb, bytes, outbuf)
}

/// `gzfile_getc`: the next character in the reader's encoding; nil at the end.
fn getc_value(rb: &mut Ruby, gz: Gz) -> Result {
    let enc = gz.get(rb).enc;
    let max = max_char_len(enc);
    while !gz.get(rb).z.is_finished() && gz.get(rb).z.filled() < max {
        read_more(rb, gz)?;
    }
    if footer_if_done(rb, gz)? {
        return Ok(Value::NIL);
    }
    let len = {
        let g = gz.get(rb);
        enc.char_len(g.z.buf.as_deref().unwrap_or(&[])).max(1)
    };
    match fill(rb, gz, len as i64)? {
        None => Ok(Value::NIL),
        Some(n) => {
            let bytes = take(rb, gz, n);
            new_str(rb, gz, bytes)
        }
    }
}

fn getc(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    getc_value(rb, gz)
}

fn eof_error(rb: &mut Ruby) -> corundum_vm::api::Error {
    rb.raise_core(corundum_vm::api::CoreClass::EofError, "end of file reached")
}

fn readchar(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let c = getc_value(rb, gz)?;
    if c.is_nil() {
        return Err(eof_error(rb));
    }
    Ok(c)
}

fn getbyte_value(rb: &mut Ruby, gz: Gz) -> Result {
    match fill(rb, gz, 1)? {
        None | Some(0) => Ok(Value::NIL),
        Some(_) => {
            let b = take(rb, gz, 1);
            Ok(Value::fixnum(b[0] as i64))
        }
    }
}

fn getbyte(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    getbyte_value(rb, gz)
}

fn readbyte(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let b = getbyte_value(rb, gz)?;
    if b.is_nil() {
        return Err(eof_error(rb));
    }
    Ok(b)
}

fn each_char(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let Some(block) = args.block() else {
        return rb.enumerator_for(recv, "each_char", &[]);
    };
    loop {
        let gz = open_gz(rb, recv)?;
        let c = getc_value(rb, gz)?;
        if c.is_nil() {
            return Ok(Value::NIL);
        }
        rb.yield_block(block, &[c])?;
    }
}

fn each_byte(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let Some(block) = args.block() else {
        return rb.enumerator_for(recv, "each_byte", &[]);
    };
    loop {
        let gz = open_gz(rb, recv)?;
        let b = getbyte_value(rb, gz)?;
        if b.is_nil() {
            return Ok(Value::NIL);
        }
        rb.yield_block(block, &[b])?;
    }
}

/// `gzfile_ungets`: bytes put back in front of what is read next.
fn ungets(rb: &mut Ruby, gz: Gz, bytes: &[u8]) {
    let g = gz.get_mut(rb);
    g.z.buffer_ungets(bytes);
    g.ungetc += bytes.len();
}

/// `ungetc(string_or_byte)`.
fn ungetc(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = args.get(0);
    if s.is_fixnum() {
        return ungetbyte(rb, recv, args);
    }
    let gz = open_gz(rb, recv)?;
    let s = rb.expect_string(s)?;
    let enc2 = gz.get(rb).enc2;
    let mut bytes = rb.str_bytes(s).to_vec();
    if let Some(to) = enc2.filter(|&e| e != Encoding::BINARY) {
        if rb.str_encoding(s) != to {
            let t = rb.encoding_object(to);
            if let Ok(c) = rb.call(s, "encode", &[t]) {
                if rb.is_string(c) {
                    bytes = rb.str_bytes(c).to_vec();
                }
            }
        }
    }
    ungets(rb, gz, &bytes);
    Ok(Value::NIL)
}

/// `ungetbyte(byte)`.
fn ungetbyte(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let c = super::writer::num2chr(rb, args.get(0))?;
    ungets(rb, gz, &[c]);
    Ok(Value::NIL)
}

fn external_encoding(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let e = gz.get(rb).enc;
    Ok(rb.encoding_object(e))
}

fn eof_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    while !gz.get(rb).z.is_finished() && gz.get(rb).z.filled() == 0 {
        read_more(rb, gz)?;
    }
    Ok(Value::bool(gz.get(rb).is_finished()))
}

/// `pos`/`tell`: the uncompressed bytes read (negative after `ungetc` at the start).
fn pos(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let g = gz.get(rb);
    let n = g.z.total_out() as i128 - g.z.filled() as i128;
    Ok(rb.new_int_i128(n))
}

fn lineno(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    Ok(Value::fixnum(gz.get(rb).lineno as i64))
}

fn set_lineno(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let n = crate::zlib::num2int(rb, args.get(0))?;
    gz.get_mut(rb).lineno = n;
    Ok(args.get(0))
}

/// `GzipReader.zcat(io, options = nil)`: every gzip member of `io`, one after the other, as one
/// String, or line by line to the block.
fn zcat(rb: &mut Ruby, klass: Value, args: &Args) -> Result {
    let argv = args.as_slice();
    if argv.is_empty() || argv.len() > 2 {
        return Err(rb.arg_count_error(argv.len(), 1, 2));
    }
    let io = argv[0];
    let mut buf: Vec<u8> = Vec::new();
    loop {
        let obj = rb.call_kw(klass, "new", argv, None, args.has_keywords())?;
        let gz = open_gz(rb, obj)?;
        if let Some(b) = args.block() {
            rb.call_with_block(obj, "each", &[], Some(b))?;
        } else {
            let part = read_all(rb, gz, Value::NIL)?;
            buf.extend_from_slice(rb.str_bytes(part));
        }
        read_all(rb, gz, Value::NIL)?;
        let pos = rb.call(io, "pos", &[])?;
        let mut pos = rb.expect_int(pos)?;
        let left = unused(rb, obj, args)?;
        finish_reader(rb, obj)?;
        if !left.is_nil() {
            pos -= rb.str_len(left) as i64;
            let p = rb.new_int(pos);
            rb.call(io, "pos=", &[p])?;
        }
        let size = rb.call(io, "size", &[])?;
        if pos >= rb.expect_int(size)? {
            break;
        }
    }
    if args.block().is_some() {
        return Ok(Value::NIL);
    }
    Ok(rb.new_binary_string(buf))
}

fn finish_reader(rb: &mut Ruby, obj: Value) -> Result {
    rb.call(obj, "finish", &[])
}

pub fn init(rb: &mut Ruby, r: Value) -> Result<()> {
    rb.define_alloc_func(r, allocate);
    rb.define_private_method(r, "initialize", -1, initialize);
    rb.define_singleton_method(r, "zcat", -1, zcat)?;
    corundum_vm::api::define_methods!(rb, r, [
        ("rewind", 0, rewind),
        ("unused", 0, unused),
        ("read", -1, read),
        ("readpartial", -1, readpartial),
        ("getc", 0, getc),
        ("getbyte", 0, getbyte),
        ("readchar", 0, readchar),
        ("readbyte", 0, readbyte),
        ("each_byte", 0, each_byte),
        ("each_char", 0, each_char),
        ("ungetc", 1, ungetc),
        ("ungetbyte", 1, ungetbyte),
        ("external_encoding", 0, external_encoding),
        ("eof", 0, eof_p),
        ("eof?", 0, eof_p),
        ("pos", 0, pos),
        ("tell", 0, pos),
        ("lineno", 0, lineno),
        ("lineno=", 1, set_lineno),
    ]);
    Ok(())
}
