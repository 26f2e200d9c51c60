//! Where a StringIO is: `pos`/`tell`, `pos=`, `seek`, `rewind`, `eof?`, `lineno`, `size`.
//!
//! Invariants: positions are byte offsets and may lie past the String's end (reads there find
//! nothing, a write there pads with NUL bytes first); a negative position is Errno::EINVAL.
//! Only `seek` and the reading checks care whether the stream is closed, as in CRuby.

use super::{readable, state};
use corundum_vm::api::{define_methods, Args, CoreClass, Result, Ruby, Value};

fn pos(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = state(rb, recv)?;
    Ok(rb.new_int(s.pos.get() as i64))
}

fn set_pos(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = state(rb, recv)?;
    let n = rb.expect_int(args.get(0))?;
    if n < 0 {
        return Err(rb.errno_error_plain(libc::EINVAL));
    }
    s.pos.set(n as usize);
    Ok(args.get(0))
}

/// `seek(offset, whence = IO::SEEK_SET)` with whence 0, 1 or 2 (Integers only, as CRuby's
/// StringIO takes them).
fn seek(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let s = state(rb, recv)?;
    let off = rb.expect_int(args.get(0))?;
    if super::is_closed(rb, recv)? {
        return Err(rb.raise_core(CoreClass::IoError, "closed stream"));
    }
    let whence = args.get(1);
    let whence = if whence.is_nil() { 0 } else { rb.expect_int(whence)? };
    let base = match whence {
        0 => 0,
        1 => s.pos.get() as i64,
        2 => s.bytes(rb).len() as i64,
        _ => return Err(rb.errno_error(libc::EINVAL, "", "invalid whence")),
    };
    let Some(target) = base.checked_add(off) else {
        return Err(rb.errno_error_plain(libc::EINVAL));
    };
    if target < 0 {
        return Err(rb.errno_error_plain(libc::EINVAL));
    }
    s.pos.set(target as usize);
    Ok(Value::fixnum(0))
}

fn rewind(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = state(rb, recv)?;
    s.pos.set(0);
    s.lineno.set(0);
    Ok(Value::fixnum(0))
}

fn eof(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = readable(rb, recv)?;
    Ok(Value::bool(s.pos.get() >= s.bytes(rb).len()))
}

fn lineno(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = state(rb, recv)?;
    Ok(rb.new_int(s.lineno.get()))
}

fn set_lineno(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = state(rb, recv)?;
    let n = rb.expect_int(args.get(0))?;
    s.lineno.set(n);
    Ok(args.get(0))
}

/// The String's length in bytes (0 without a String).
fn size(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = state(rb, recv)?;
    let len = s.bytes(rb).len();
    Ok(rb.new_int(len as i64))
}

pub fn init(rb: &mut Ruby, k: Value) {
    define_methods!(rb, k, [
        ("pos", 0, pos),
        ("tell", 0, pos),
        ("pos=", 1, set_pos),
        ("seek", -1, seek),
        ("rewind", 0, rewind),
        ("eof?", 0, eof),
        ("eof", 0, eof),
        ("lineno", 0, lineno),
        ("lineno=", 1, set_lineno),
        ("size", 0, size),
        ("length", 0, size),
    ]);
}
