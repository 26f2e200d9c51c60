//! Where a StringIO is: `pos`/`tell`, `pos=`, `seek`, `rewind`, `eof?`, `lineno`, `size`.
//!
//! Invariants: positions are byte offsets and may lie past the String's end (reads there find
//! nothing, a write there pads with NUL bytes first); a negative position is Errno::EINVAL.
//! Only `seek` and the reading checks care whether the stream is closed, as in CRuby.

use crate::core::io::errno::{errno_error, errno_error_plain};
use crate::stdlib::stringio::{readable, state};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn pos(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    Ok(vm.new_int(s.pos.get() as i64))
}

fn set_pos(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(errno_error_plain(vm, libc::EINVAL));
    }
    s.pos.set(n as usize);
    Ok(args.get(0))
}

/// `seek(offset, whence = IO::SEEK_SET)` with whence 0, 1 or 2 (Integers only, as CRuby's
/// StringIO takes them).
fn seek(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let s = state(vm, recv)?;
    let off = vm.expect_int(args.get(0))?;
    if super::is_closed(vm, recv)? {
        return Err(vm.make_error(vm.core.io_error, "closed stream"));
    }
    let whence = args.get(1);
    let whence = if whence.is_nil() { 0 } else { vm.expect_int(whence)? };
    let base = match whence {
        0 => 0,
        1 => s.pos.get() as i64,
        2 => s.bytes().len() as i64,
        _ => return Err(errno_error(vm, libc::EINVAL, "", "invalid whence")),
    };
    let Some(target) = base.checked_add(off) else {
        return Err(errno_error_plain(vm, libc::EINVAL));
    };
    if target < 0 {
        return Err(errno_error_plain(vm, libc::EINVAL));
    }
    s.pos.set(target as usize);
    Ok(Value::fixnum(0))
}

fn rewind(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    s.pos.set(0);
    s.lineno.set(0);
    Ok(Value::fixnum(0))
}

fn eof(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = readable(vm, recv)?;
    Ok(Value::bool(s.pos.get() >= s.bytes().len()))
}

fn lineno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    Ok(vm.new_int(s.lineno.get()))
}

fn set_lineno(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    let n = vm.expect_int(args.get(0))?;
    s.lineno.set(n);
    Ok(args.get(0))
}

/// The String's length in bytes (0 without a String).
fn size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    Ok(vm.new_int(s.bytes().len() as i64))
}

pub fn init(vm: &mut Vm, k: Value) {
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
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
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(k, name, arity, f);
    }
}
