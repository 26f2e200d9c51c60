//! Zlib::Deflate (and `Zlib.deflate`): compression streams with their level, window bits,
//! memory level and strategy; `deflate`, `<<`, `flush`, `params`, `set_dictionary`, copying.
//!
//! Invariant: `deflate` runs holding the stream's mutex, so a second thread waits and the
//! stream's own block re-entering it gets ThreadError, as in CRuby.

use corundum_vm::api::{Args, Data, Result, Ruby, Value};

use super::engine::{Deflater, Z_FINISH, Z_NO_FLUSH, Z_SYNC_FLUSH};
use super::zstream::{self, Engine, ZStream, READY};

fn allocate(rb: &mut Ruby, klass: Value) -> Result {
    let mutex = zstream::new_mutex(rb)?;
    let mut z = ZStream::new(false);
    z.mutex = mutex;
    Ok(rb.new_data(klass, z))
}

/// `Deflate.new(level = DEFAULT_COMPRESSION, window_bits = MAX_WBITS, mem_level =
/// DEF_MEM_LEVEL, strategy = DEFAULT_STRATEGY)`.
fn initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(4))?;
    let d = rb.data::<ZStream>(recv)?;
    let level = super::int_arg(rb, args.get(0), -1)?;
    let wbits = super::int_arg(rb, args.get(1), 15)?;
    let mem_level = super::int_arg(rb, args.get(2), 8)?;
    let strategy = super::int_arg(rb, args.get(3), 0)?;
    let e = Deflater::new(level, wbits, mem_level, strategy).map_err(|e| super::zlib_error(rb, e))?;
    let z = d.get_mut(rb);
    z.engine = Some(Engine::Deflate(e));
    z.flags |= READY;
    Ok(recv)
}

/// `initialize_copy(orig)` (`deflateCopy`).
fn initialize_copy(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let me = rb.data::<ZStream>(recv)?;
    let orig = zstream::ready::<ZStream>(rb, args.get(0))?;
    if recv == orig.value() {
        return Ok(recv);
    }
    let (engine, input, buf, cap, avail_out, flags) = {
        let z = orig.get_mut(rb);
        let Some(e) = z.deflater() else {
            return Err(super::error(rb, "StreamError", "stream error"));
        };
        let copy = e.duplicate();
        (copy, z.input.clone(), z.buf.clone(), z.cap, z.avail_out, z.flags)
    };
    let z = me.get_mut(rb);
    z.engine = Some(Engine::Deflate(engine));
    z.input = input;
    z.buf = buf;
    z.cap = cap;
    z.avail_out = avail_out;
    z.flags = flags;
    Ok(recv)
}

/// `Zlib::Deflate.deflate(string, level = DEFAULT_COMPRESSION)` and `Zlib.deflate`.
fn s_deflate(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let level = super::int_arg(rb, args.get(1), -1)?;
    let src = rb.expect_string(args.get(0))?;
    let e = Deflater::new(level, 15, 8, 0).map_err(|e| super::zlib_error(rb, e))?;
    let klass = super::class(rb, "Deflate");
    let mut z = ZStream::new(false);
    z.engine = Some(Engine::Deflate(e));
    z.flags = READY;
    let obj = rb.new_data(klass, z);
    let d = rb.data::<ZStream>(obj)?;
    let bytes = rb.str_bytes(src).to_vec();
    let r = zstream::run(rb, d, bytes, Z_FINISH, args.block()).and_then(|_| zstream::detach(rb, d, args.block()));
    zstream::end(rb, d)?;
    r
}

/// CRuby's `do_deflate`: nil finishes the stream; an empty String with NO_FLUSH does nothing.
fn do_deflate(rb: &mut Ruby, d: Data<ZStream>, src: Value, flush: i32, args: &Args) -> Result<()> {
    if src.is_nil() {
        return zstream::run(rb, d, Vec::new(), Z_FINISH, args.block());
    }
    let s = rb.expect_string(src)?;
    let bytes = rb.str_bytes(s).to_vec();
    if flush != Z_NO_FLUSH || !bytes.is_empty() {
        zstream::run(rb, d, bytes, flush, args.block())?;
    }
    Ok(())
}

/// `deflate(string, flush = NO_FLUSH)`.
fn deflate(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let d = zstream::ready::<ZStream>(rb, recv)?;
    let flush = super::int_arg(rb, args.get(1), Z_NO_FLUSH)?;
    let mutex = d.get(rb).mutex;
    zstream::synchronize(rb, mutex, |rb| {
        do_deflate(rb, d, args.get(0), flush, args)?;
        zstream::detach(rb, d, args.block())
    })
}

/// `<<(string)`.
fn addstr(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = zstream::ready::<ZStream>(rb, recv)?;
    do_deflate(rb, d, args.get(0), Z_NO_FLUSH, args)?;
    Ok(recv)
}

/// `flush(flush = SYNC_FLUSH)`.
fn flush(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let d = zstream::ready::<ZStream>(rb, recv)?;
    let flush = super::int_arg(rb, args.get(0), Z_SYNC_FLUSH)?;
    if flush != Z_NO_FLUSH {
        zstream::run(rb, d, Vec::new(), flush, args.block())?;
    }
    zstream::detach(rb, d, args.block())
}

/// `params(level, strategy)`.
fn params(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = zstream::ready::<ZStream>(rb, recv)?;
    let level = super::int_arg(rb, args.get(0), -1)?;
    let strategy = super::int_arg(rb, args.get(1), 0)?;
    // zlib compresses what it holds into the output buffer first: with none (CRuby's
    // `next_out` is NULL once the output was taken) that is a stream error, with a full one
    // CRuby warns and makes room.
    let (flushes, no_buffer, full) = {
        let z = d.get_mut(rb);
        let valid = (-1..=9).contains(&level) && (0..=4).contains(&strategy);
        let flushes = valid && z.deflater().is_some_and(|e| e.params_flushes(level, strategy));
        (flushes, z.buf.is_none(), z.avail_out == 0)
    };
    if flushes && no_buffer {
        return Err(super::error(rb, "StreamError", "stream error"));
    }
    if flushes && full {
        zstream::verbose_warning(rb, "deflateParams() returned Z_BUF_ERROR")?;
    }
    let r = d.get_mut(rb).deflater().map(|e| e.params(level, strategy));
    match r {
        Some(Err(e)) => Err(super::zlib_error(rb, e)),
        _ => Ok(Value::NIL),
    }
}

/// `set_dictionary(string)`.
fn set_dictionary(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = zstream::ready::<ZStream>(rb, recv)?;
    let s = rb.expect_string(args.get(0))?;
    let bytes = rb.str_bytes(s).to_vec();
    let r = d.get_mut(rb).deflater().map(|e| e.set_dictionary(&bytes));
    match r {
        Some(Err(e)) => Err(super::zlib_error(rb, e)),
        _ => Ok(args.get(0)),
    }
}

pub fn init(rb: &mut Ruby, m: Value, zstream: Value) -> Result<()> {
    let k = rb.define_class_under(m, "Deflate", zstream)?;
    rb.set_library_global("zlib.Deflate", k);
    rb.define_alloc_func(k, allocate);
    rb.define_singleton_method(k, "deflate", -1, s_deflate)?;
    rb.define_singleton_method(m, "deflate", -1, s_deflate)?;
    rb.define_private_method(k, "initialize", -1, initialize);
    rb.define_private_method(k, "initialize_copy", 1, initialize_copy);
    corundum_vm::api::define_methods!(rb, k, [
        ("deflate", -1, deflate),
        ("<<", 1, addstr),
        ("flush", -1, flush),
        ("params", 2, params),
        ("set_dictionary", 1, set_dictionary),
    ]);
    Ok(())
}
