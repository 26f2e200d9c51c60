//! Zlib::Inflate (and `Zlib.inflate`): decompression streams for zlib, gzip, raw or
//! auto-detected data; `inflate` (optionally into the caller's buffer), `<<`, dictionaries
//! (given or registered with `add_dictionary`), `sync`.
//!
//! Invariants: once the stream ended, further input passes through to the output unchanged
//! (CRuby's `zstream_passthrough_input`); `inflate` runs holding the stream's mutex.

use corundum_vm::api::{Args, Data, Result, Ruby, Value};

use super::engine::{Inflater, Z_DATA_ERROR, Z_FINISH, Z_OK, Z_SYNC_FLUSH};
use super::zstream::{self, Engine, ZStream, READY, REUSE_BUFFER};

fn allocate(rb: &mut Ruby, klass: Value) -> Result {
    let mutex = zstream::new_mutex(rb)?;
    let mut z = ZStream::new(true);
    z.mutex = mutex;
    let obj = rb.new_data(klass, z);
    let dicts = rb.new_hash();
    rb.ivar_set(obj, "@dictionaries", dicts)?;
    Ok(obj)
}

/// `Inflate.new(window_bits = MAX_WBITS)`.
fn initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let d = rb.data::<ZStream>(recv)?;
    let wbits = super::int_arg(rb, args.get(0), 15)?;
    let e = Inflater::new(wbits).map_err(|e| super::zlib_error(rb, e))?;
    let z = d.get_mut(rb);
    z.engine = Some(Engine::Inflate(e));
    z.flags |= READY;
    Ok(recv)
}

/// `Zlib::Inflate.inflate(string)` and `Zlib.inflate`.
fn s_inflate(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let src = rb.expect_string(args.get(0))?;
    let e = Inflater::new(15).map_err(|e| super::zlib_error(rb, e))?;
    let klass = super::class(rb, "Inflate");
    let mut z = ZStream::new(true);
    z.engine = Some(Engine::Inflate(e));
    z.flags = READY;
    let obj = rb.new_data(klass, z);
    let d = rb.data::<ZStream>(obj)?;
    let bytes = rb.str_bytes(src).to_vec();
    let r = zstream::run(rb, d, bytes, Z_SYNC_FLUSH, args.block())
        .and_then(|_| zstream::run(rb, d, Vec::new(), Z_FINISH, args.block()))
        .and_then(|_| zstream::detach(rb, d, args.block()));
    zstream::end(rb, d)?;
    r
}

/// CRuby's `do_inflate`: nil finishes; an empty String with no input left does nothing.
fn do_inflate(rb: &mut Ruby, d: Data<ZStream>, src: Value, args: &Args) -> Result<()> {
    if src.is_nil() {
        return zstream::run(rb, d, Vec::new(), Z_FINISH, args.block());
    }
    let s = rb.expect_string(src)?;
    let bytes = rb.str_bytes(s).to_vec();
    if !bytes.is_empty() || d.get(rb).input_len() > 0 {
        zstream::run(rb, d, bytes, Z_SYNC_FLUSH, args.block())?;
    }
    Ok(())
}

/// Once the stream ended, input is output as it is.
fn passthrough(rb: &mut Ruby, d: Data<ZStream>) {
    let z = d.get_mut(rb);
    if z.is_finished() {
        if let Some(i) = z.input.take() {
            z.append_buffer(&i);
        }
    }
}

/// `inflate(string, buffer: nil)`.
fn inflate(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = zstream::ready::<ZStream>(rb, recv)?;
    let mutex = d.get(rb).mutex;
    zstream::synchronize(rb, mutex, |rb| inflate_body(rb, d, args))
}

fn inflate_body(rb: &mut Ruby, d: Data<ZStream>, args: &Args) -> Result {
    let mut buffer = Value::NIL;
    if let Some(kw) = args.keywords() {
        rb.check_keywords(kw, &["buffer"])?;
        if let Some(b) = rb.keyword(kw, "buffer") {
            if !b.is_nil() {
                buffer = rb.expect_string(b)?;
            }
        }
    }
    if !buffer.is_nil() {
        let same = {
            let z = d.get(rb);
            z.flags & REUSE_BUFFER != 0 && z.reuse == buffer && z.buf.is_some()
        };
        if !same {
            rb.str_modify(buffer)?.clear();
            let z = d.get_mut(rb);
            z.flags |= REUSE_BUFFER;
            z.reuse = buffer;
            z.buf = Some(Vec::new());
            z.cap = z.cap.max(16384);
        }
    } else {
        let z = d.get_mut(rb);
        if z.flags & REUSE_BUFFER != 0 {
            z.flags &= !REUSE_BUFFER;
            z.reuse = Value::NIL;
            z.buf = None;
        }
    }
    let pos = args.positional();
    if pos.len() != 1 {
        return Err(rb.arg_count_error(pos.len(), 1, 1));
    }
    let src = pos[0];
    if d.get(rb).is_finished() {
        if src.is_nil() {
            return zstream::detach(rb, d, args.block());
        }
        let s = rb.expect_string(src)?;
        let bytes = rb.str_bytes(s).to_vec();
        d.get_mut(rb).append_buffer(&bytes);
        if !buffer.is_nil() {
            rb.str_modify(buffer)?.clear();
            return Ok(buffer);
        }
        return Ok(rb.new_binary_string(Vec::new()));
    }
    do_inflate(rb, d, src, args)?;
    let dst = zstream::detach(rb, d, args.block())?;
    passthrough(rb, d);
    Ok(dst)
}

/// `<<(string)`.
fn addstr(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = zstream::ready::<ZStream>(rb, recv)?;
    let src = args.get(0);
    if d.get(rb).is_finished() {
        if !src.is_nil() {
            let s = rb.expect_string(src)?;
            let bytes = rb.str_bytes(s).to_vec();
            d.get_mut(rb).append_buffer(&bytes);
        }
    } else {
        do_inflate(rb, d, src, args)?;
        passthrough(rb, d);
    }
    Ok(recv)
}

/// `add_dictionary(string)`: a dictionary used when the stream asks for its Adler-32.
fn add_dictionary(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let dict = args.get(0);
    let s = rb.expect_string(dict)?;
    let sum = zlib_rs::adler32::adler32(1, rb.str_bytes(s));
    let dicts = rb.ivar_get(recv, "@dictionaries");
    if rb.is_hash(dicts) {
        let key = rb.new_int(sum as i64);
        rb.hash_set(dicts, key, dict)?;
    }
    Ok(recv)
}

/// `sync(string)` (CRuby's `zstream_sync`): skips input to the next full flush point.
fn sync(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = zstream::ready::<ZStream>(rb, recv)?;
    let s = rb.expect_string(args.get(0))?;
    let src = rb.str_bytes(s).to_vec();
    let pending = d.get_mut(rb).input.take();
    if let Some(input) = pending {
        let (n, code) = d.get_mut(rb).inflater().map_or((0, Z_DATA_ERROR), |i| i.sync(&input));
        if code == Z_OK {
            let mut rest = input[n..].to_vec();
            rest.extend_from_slice(&src);
            d.get_mut(rb).input = if rest.is_empty() { None } else { Some(rest) };
            return Ok(Value::TRUE);
        }
        if code != Z_DATA_ERROR {
            return Err(super::zlib_error(rb, super::engine::ZError { code, msg: None }));
        }
    }
    if src.is_empty() {
        return Ok(Value::FALSE);
    }
    let (n, code) = d.get_mut(rb).inflater().map_or((0, Z_DATA_ERROR), |i| i.sync(&src));
    if code == Z_OK {
        let rest = &src[n..];
        d.get_mut(rb).input = if rest.is_empty() { None } else { Some(rest.to_vec()) };
        return Ok(Value::TRUE);
    }
    if code != Z_DATA_ERROR {
        return Err(super::zlib_error(rb, super::engine::ZError { code, msg: None }));
    }
    Ok(Value::FALSE)
}

/// `sync_point?`.
fn sync_point_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = zstream::ready::<ZStream>(rb, recv)?;
    let p = d.get_mut(rb).inflater().is_some_and(|i| i.sync_point());
    Ok(Value::bool(p))
}

/// `set_dictionary(string)`.
fn set_dictionary(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = zstream::ready::<ZStream>(rb, recv)?;
    let s = rb.expect_string(args.get(0))?;
    let bytes = rb.str_bytes(s).to_vec();
    let r = d.get_mut(rb).inflater().map(|e| e.set_dictionary(&bytes));
    match r {
        Some(Err(e)) => Err(super::zlib_error(rb, e)),
        _ => Ok(args.get(0)),
    }
}

pub fn init(rb: &mut Ruby, m: Value, zstream: Value) -> Result<()> {
    let k = rb.define_class_under(m, "Inflate", zstream)?;
    rb.set_library_global("zlib.Inflate", k);
    rb.define_alloc_func(k, allocate);
    rb.define_singleton_method(k, "inflate", 1, s_inflate)?;
    rb.define_singleton_method(m, "inflate", 1, s_inflate)?;
    rb.define_private_method(k, "initialize", -1, initialize);
    corundum_vm::api::define_methods!(rb, k, [
        ("add_dictionary", 1, add_dictionary),
        ("inflate", -1, inflate),
        ("<<", 1, addstr),
        ("sync", 1, sync),
        ("sync_point?", 0, sync_point_p),
        ("set_dictionary", 1, set_dictionary),
    ]);
    Ok(())
}
