//! `require "zlib"`: the Zlib module as CRuby's `ext/zlib` defines it (all of it is C in
//! CRuby): checksums, the Zlib::ZStream classes (Deflate, Inflate), the gzip classes
//! (GzipFile, GzipWriter, GzipReader), `Zlib.deflate`/`inflate`/`gzip`/`gunzip`, the constants
//! and the error classes with zlib's messages.
//!
//! The concerns, one file each:
//! - `mod.rs`: the module, its constants and error classes, raising zlib errors, argument
//!   conversions;
//! - `engine.rs`: the compression engines (zlib's `z_stream` calls over zlib-rs), plain Rust;
//! - `checksum.rs`: `adler32`, `crc32`, their `_combine`, `crc_table`;
//! - `zstream.rs`: the stream payload shared by every class (CRuby's `struct zstream`: output
//!   buffer, pending input, flags) and the run loop that feeds the engine;
//! - `deflate.rs`, `inflate.rs`: Zlib::ZStream's methods and its two subclasses;
//! - `gzip/`: the gzip file format and classes.
//!
//! Invariants: error classes and the module are kept as library globals (`zlib.*`), so a
//! program that removes a constant cannot make the library raise the wrong class; every
//! exception carries CRuby's message (zlib's own text, or `zError`'s).

mod checksum;
mod deflate;
mod engine;
mod gzip;
mod inflate;
mod zstream;

use corundum_vm::api::{CoreClass, Error, Result, Ruby, Value};

use self::engine::ZError;

/// Zlib::VERSION: the version of CRuby 4.0's zlib extension this library matches.
const RUBY_ZLIB_VERSION: &str = "3.2.2";
/// Zlib::ZLIB_VERSION and `Zlib.zlib_version`: the zlib API level zlib-rs implements, tagged
/// as zlib-ng's compatibility builds tag theirs.
const ZLIB_VERSION: &str = "1.3.1.zlib-rs";

/// The error classes under Zlib, by library-global name, with their superclass's name.
const ERRORS: &[(&str, &str)] = &[
    ("StreamEnd", "Error"),
    ("NeedDict", "Error"),
    ("DataError", "Error"),
    ("StreamError", "Error"),
    ("MemError", "Error"),
    ("BufError", "Error"),
    ("VersionError", "Error"),
    ("InProgressError", "Error"),
];

/// A class or module this library defined, by name (`"Error"`, `"GzipFile::Error"`,
/// `"Deflate"`, ...).
pub(crate) fn class(rb: &mut Ruby, name: &str) -> Value {
    rb.library_global(&format!("zlib.{name}"))
}

fn keep(rb: &mut Ruby, name: &str, v: Value) {
    rb.set_library_global(&format!("zlib.{name}"), v);
}

/// An exception of Zlib class `name` with `msg`.
pub(crate) fn error(rb: &mut Ruby, name: &str, msg: &str) -> Error {
    let k = class(rb, name);
    rb.raise(k, msg)
}

/// CRuby's `raise_zlib_error`: the exception for zlib return code `code` with zlib's message
/// (or `zError`'s).
pub(crate) fn zlib_error(rb: &mut Ruby, e: ZError) -> Error {
    let msg = e.message();
    let name = match e.code {
        1 => "StreamEnd",
        2 => "NeedDict",
        -2 => "StreamError",
        -3 => "DataError",
        -5 => "BufError",
        -6 => "VersionError",
        -4 => "MemError",
        -1 => return rb.errno_error_plain(0),
        code => return error(rb, "Error", &format!("unknown zlib error {code}: {msg}")),
    };
    error(rb, name, msg)
}

/// `v` as a C int (CRuby's `NUM2INT`/`FIX2INT`): RangeError beyond 32 bits.
pub(crate) fn num2int(rb: &mut Ruby, v: Value) -> Result<i32> {
    let i = rb.expect_int(v)?;
    i32::try_from(i).map_err(|_| {
        let dir = if i < 0 { "small" } else { "big" };
        rb.raise_core(CoreClass::RangeError, &format!("integer {i} too {dir} to convert to 'int'"))
    })
}

/// CRuby's `FIXNUMARG(v, default)`: nil is the default, anything else an int.
pub(crate) fn int_arg(rb: &mut Ruby, v: Value, default: i32) -> Result<i32> {
    if v.is_nil() {
        Ok(default)
    } else {
        num2int(rb, v)
    }
}

fn int_const(rb: &mut Ruby, m: Value, name: &str, v: i64) {
    let n = rb.new_int(v);
    rb.const_set(m, name, n);
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let m = rb.define_module("Zlib")?;
    keep(rb, "Zlib", m);
    let standard_error = rb.core_class(CoreClass::StandardError);
    let base = rb.define_class_under(m, "Error", standard_error)?;
    keep(rb, "Error", base);
    for &(name, _) in ERRORS {
        let k = rb.define_class_under(m, name, base)?;
        keep(rb, name, k);
    }

    let v = rb.new_str(RUBY_ZLIB_VERSION);
    rb.const_set(m, "VERSION", v);
    let v = rb.new_str(ZLIB_VERSION);
    rb.const_set(m, "ZLIB_VERSION", v);
    rb.define_module_function(m, "zlib_version", 0, |rb, _, _| Ok(rb.new_str(ZLIB_VERSION)))?;

    for (name, v) in [
        ("BINARY", engine::Z_BINARY),
        ("ASCII", engine::Z_TEXT),
        ("TEXT", engine::Z_TEXT),
        ("UNKNOWN", engine::Z_UNKNOWN),
        ("NO_COMPRESSION", 0),
        ("BEST_SPEED", 1),
        ("BEST_COMPRESSION", 9),
        ("DEFAULT_COMPRESSION", -1),
        ("FILTERED", 1),
        ("HUFFMAN_ONLY", 2),
        ("RLE", 3),
        ("FIXED", 4),
        ("DEFAULT_STRATEGY", 0),
        ("MAX_WBITS", 15),
        ("DEF_MEM_LEVEL", 8),
        ("MAX_MEM_LEVEL", 9),
        ("NO_FLUSH", 0),
        ("SYNC_FLUSH", 2),
        ("FULL_FLUSH", 3),
        ("FINISH", 4),
        ("OS_CODE", engine::OS_CODE as i32),
        ("OS_MSDOS", 0x00),
        ("OS_AMIGA", 0x01),
        ("OS_VMS", 0x02),
        ("OS_UNIX", 0x03),
        ("OS_ATARI", 0x05),
        ("OS_OS2", 0x06),
        ("OS_MACOS", 0x07),
        ("OS_TOPS20", 0x0a),
        ("OS_WIN32", 0x0b),
        ("OS_VMCMS", 0x04),
        ("OS_ZSYSTEM", 0x08),
        ("OS_CPM", 0x09),
        ("OS_QDOS", 0x0c),
        ("OS_RISCOS", 0x0d),
        ("OS_UNKNOWN", 0xff),
    ] {
        int_const(rb, m, name, v as i64);
    }

    checksum::init(rb, m)?;
    zstream::init(rb, m)?;
    gzip::init(rb, m)?;
    Ok(())
}
