//! Zlib::GzipWriter: writes gzip data to any object with a `write` method; the header fields
//! (`mtime=`, `orig_name=`, `comment=`) until the header is written; `write`, `putc`, `flush`
//! and the generic output methods (`<<`, `print`, `puts`, `printf`) that go through `write`.
//!
//! Invariant: the header is written by the first write (or the close): the header setters
//! raise GzipFile::Error "header is already written" after it.

use corundum_vm::api::{Args, CoreClass, Encoding, Result, Ruby, Value};

use super::{open_gz, take_encoding_options, take_path, write, write_raw, Gz, GzFile};
use crate::zlib::engine::{Deflater, Z_NO_FLUSH, Z_SYNC_FLUSH};
use crate::zlib::zstream::{self, Engine, GZ_HEADER_FINISHED, GZ_MTIME_IS_SET, READY};

fn allocate(rb: &mut Ruby, klass: Value) -> Result {
    let g = GzFile::new(rb, false);
    Ok(rb.new_data(klass, g))
}

/// `GzipWriter.new(io, level = nil, strategy = nil, **opts)`.
fn initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let mut argv = args.as_slice();
    let mut opts = Value::NIL;
    if argv.len() > 1 && rb.is_hash(argv[argv.len() - 1]) {
        opts = argv[argv.len() - 1];
        argv = &argv[..argv.len() - 1];
    }
    if argv.is_empty() || argv.len() > 3 {
        return Err(rb.arg_count_error(argv.len(), 1, 3));
    }
    let gz = rb.data::<GzFile>(recv)?;
    let level = crate::zlib::int_arg(rb, argv.get(1).copied().unwrap_or(Value::NIL), -1)?;
    let strategy = crate::zlib::int_arg(rb, argv.get(2).copied().unwrap_or(Value::NIL), 0)?;
    let e = Deflater::new(level, -15, 8, strategy).map_err(|e| crate::zlib::zlib_error(rb, e))?;
    {
        let g = gz.get_mut(rb);
        g.level = level;
        g.z.engine = Some(Engine::Deflate(e));
        g.io = argv[0];
        g.z.flags |= READY;
    }
    take_encoding_options(rb, gz, opts)?;
    take_path(rb, recv, gz)?;
    Ok(recv)
}

/// `flush(flush = SYNC_FLUSH)`.
fn flush(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let gz = open_gz(rb, recv)?;
    let flush = crate::zlib::int_arg(rb, args.get(0), Z_SYNC_FLUSH)?;
    if flush != Z_NO_FLUSH {
        zstream::run(rb, gz, Vec::new(), flush, None)?;
    }
    write_raw(rb, gz)?;
    let io = gz.get(rb).io;
    if rb.respond_to(io, "flush", false) {
        rb.call(io, "flush", &[])?;
    }
    Ok(recv)
}

/// The bytes to compress for `s`: converted to the external encoding when one was set.
fn bytes_for(rb: &mut Ruby, gz: Gz, s: Value) -> Result<Vec<u8>> {
    let enc2 = gz.get(rb).enc2;
    if let Some(to) = enc2.filter(|&e| e != Encoding::BINARY) {
        if rb.str_encoding(s) != to {
            let t = rb.encoding_object(to);
            if let Ok(c) = rb.call(s, "encode", &[t]) {
                if rb.is_string(c) {
                    return Ok(rb.str_bytes(c).to_vec());
                }
            }
        }
    }
    Ok(rb.str_bytes(s).to_vec())
}

/// `write(*objects)`: the number of bytes written.
fn write_m(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let mut total: i64 = 0;
    for &o in args.as_slice() {
        let s = if rb.is_string(o) { o } else { rb.obj_to_s(o)? };
        let bytes = bytes_for(rb, gz, s)?;
        total += bytes.len() as i64;
        write(rb, gz, bytes)?;
    }
    Ok(rb.new_int(total))
}

/// CRuby's `NUM2CHR`: a String's first byte, else an Integer's low byte.
pub fn num2chr(rb: &mut Ruby, v: Value) -> Result<u8> {
    if rb.is_string(v) && !rb.str_bytes(v).is_empty() {
        return Ok(rb.str_bytes(v)[0]);
    }
    Ok((crate::zlib::num2int(rb, v)? & 0xff) as u8)
}

/// `putc(char)`.
fn putc(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let c = num2chr(rb, args.get(0))?;
    write(rb, gz, vec![c])?;
    Ok(args.get(0))
}

fn check_header_unwritten(rb: &mut Ruby, gz: Gz) -> Result<()> {
    if gz.get(rb).z.flags & GZ_HEADER_FINISHED != 0 {
        return Err(crate::zlib::error(rb, "GzipFile::Error", "header is already written"));
    }
    Ok(())
}

/// `mtime=(time)`: any value `Integer()` accepts, as a C unsigned int.
fn set_mtime(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    check_header_unwritten(rb, gz)?;
    let kernel = rb.core_class(CoreClass::Kernel);
    let val = rb.call(kernel, "Integer", &[args.get(0)])?;
    let i = if rb.is_bignum(val) { i64::MAX } else { rb.expect_int(val)? };
    if i > u32::MAX as i64 || i < i32::MIN as i64 {
        let shown = rb.inspect(val)?;
        let dir = if i < 0 { "small" } else { "big" };
        return Err(rb.raise_core(CoreClass::RangeError, &format!("integer {shown} too {dir} to convert to 'unsigned int'")));
    }
    let g = gz.get_mut(rb);
    g.mtime = i as u32;
    g.z.flags |= GZ_MTIME_IS_SET;
    Ok(args.get(0))
}

/// The header text of `orig_name=`/`comment=`: a copy of the String, cut at a NUL byte.
fn header_text(rb: &mut Ruby, v: Value) -> Result {
    let s = rb.expect_string(v)?;
    let bytes = rb.str_bytes(s);
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    let part = bytes[..end].to_vec();
    Ok(rb.str_new_like(s, &part))
}

fn set_orig_name(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    check_header_unwritten(rb, gz)?;
    let s = header_text(rb, args.get(0))?;
    gz.get_mut(rb).orig_name = s;
    Ok(args.get(0))
}

fn set_comment(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    check_header_unwritten(rb, gz)?;
    let s = header_text(rb, args.get(0))?;
    gz.get_mut(rb).comment = s;
    Ok(args.get(0))
}

/// `pos`/`tell`: the uncompressed bytes written.
fn pos(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let gz = open_gz(rb, recv)?;
    let n = gz.get(rb).z.total_in();
    Ok(rb.new_int_i128(n as i128))
}

pub fn init(rb: &mut Ruby, w: Value) -> Result<()> {
    rb.define_alloc_func(w, allocate);
    rb.define_private_method(w, "initialize", -1, initialize);
    corundum_vm::api::define_methods!(rb, w, [
        ("flush", -1, flush),
        ("write", -1, write_m),
        ("putc", 1, putc),
        ("<<", 1, crate::stringio::write::append),
        ("printf", -1, crate::stringio::write::printf),
        ("print", -1, crate::stringio::write::print),
        ("puts", -1, crate::stringio::write::puts),
        ("mtime=", 1, set_mtime),
        ("orig_name=", 1, set_orig_name),
        ("comment=", 1, set_comment),
        ("pos", 0, pos),
        ("tell", 0, pos),
    ]);
    Ok(())
}
