//! `IO.copy_stream(src, dst, copy_length = nil, src_offset = nil)`: copies bytes from an IO, a
//! file named by a path (String or `to_path`), or any object answering `readpartial`/`read`,
//! to an IO, a path, or any object answering `write`. Answers the number of bytes copied.
//!
//! Invariants: an IO source read from `src_offset` is read with pread and its position is left
//! alone (a pipe gives Errno::ESPIPE); otherwise it is read from its current position through
//! its buffer. Files opened here from paths are closed before returning, however it ends. A
//! zero length reads and writes nothing.

use std::os::unix::fs::FileExt;

use crate::core::io::errno::{errno_error_plain, sys_fail};
use crate::core::io::read::{fill_or_raise, readable, take};
use crate::core::io::{is_io, open_data, Stream};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

const CHUNK: usize = 16 * 1024;

/// The next chunk of at most `want` bytes from `src` (empty at the end).
fn read_chunk(vm: &mut Vm, src: Value, want: usize, offset: &mut Option<u64>) -> VmResult<Vec<u8>> {
    if is_io(src) {
        let d = readable(vm, src)?;
        if let Some(off) = offset {
            let path = d.path_lossy();
            let Some(Stream::File(f)) = &d.stream else { return Err(errno_error_plain(vm, libc::ESPIPE)) };
            let mut buf = vec![0u8; want];
            let n = f.read_at(&mut buf, *off).map_err(|e| sys_fail(vm, &e, "", &path))?;
            buf.truncate(n);
            *off += n as u64;
            return Ok(buf);
        }
        if d.buffered().is_empty() && fill_or_raise(vm, d, "io_fillbuf")? == 0 {
            return Ok(Vec::new());
        }
        let n = want.min(d.buffered().len());
        return Ok(take(d, n));
    }
    let len = Value::fixnum(want as i64);
    // Like CRuby, the source reads into a buffer String it is given.
    let buf = vm.new_binary_string(Vec::new());
    vm.temp_roots.push(buf);
    let r = read_duck(vm, src, len, buf);
    vm.temp_roots.pop();
    let r = r?;
    if r.is_nil() {
        return Ok(Vec::new());
    }
    let s = vm.expect_string(r)?;
    Ok(obj::as_string(s).bytes.to_vec())
}

/// One `readpartial(len, buf)` (end of file as nil) or `read(len, buf)` of a non-IO source.
fn read_duck(vm: &mut Vm, src: Value, len: Value, buf: Value) -> VmResult {
    if vm.respond_to(src, intern("readpartial"), true) {
        match vm.call_method(src, intern("readpartial"), &[len, buf], None) {
            Ok(v) => Ok(v),
            Err(crate::vm::Unwind::Raise(exc)) if vm.class_of_real(exc) == vm.core.eof_error => Ok(Value::NIL),
            Err(e) => Err(e),
        }
    } else {
        vm.call_method(src, intern("read"), &[len, buf], None)
    }
}

/// Writes all of `bytes` to `dst`.
fn write_all(vm: &mut Vm, dst: Value, bytes: &[u8]) -> VmResult<()> {
    if is_io(dst) {
        return crate::core::io::write::write_bytes(vm, dst, bytes);
    }
    let s = vm.new_binary_string(bytes.to_vec());
    vm.call_method(dst, intern("write"), &[s], None)?;
    Ok(())
}

/// An endpoint: an IO or object as given, or a File opened from a path (closed afterwards).
fn endpoint(vm: &mut Vm, v: Value, write: bool) -> VmResult<(Value, bool)> {
    if is_io(v) {
        return Ok((v, false));
    }
    let is_path = crate::core::is_string(v) || vm.respond_to(v, intern("to_path"), true);
    let duck = if write { "write" } else { "read" };
    if !is_path && (vm.respond_to(v, intern(duck), true) || (!write && vm.respond_to(v, intern("readpartial"), true))) {
        return Ok((v, false));
    }
    let mode = vm.new_str(if write { "wb" } else { "rb" });
    vm.temp_roots.push(mode);
    let f = crate::core::io::open::new_file(vm, &[v, mode], None);
    vm.temp_roots.pop();
    Ok((f?, true))
}

fn io_s_copy_stream(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(4))?;
    let length = if args.get(2).is_nil() { None } else { Some(vm.expect_int(args.get(2))?) };
    let offset = if args.get(3).is_nil() { None } else { Some(vm.expect_int(args.get(3))?) };
    // A zero length reads and writes nothing, but a destination path is still created.
    if length == Some(0) && !(crate::core::is_string(args.get(1)) || (!is_io(args.get(1)) && vm.respond_to(args.get(1), intern("to_path"), true))) {
        return Ok(Value::fixnum(0));
    }
    let (src, close_src) = endpoint(vm, args.get(0), false)?;
    vm.temp_roots.push(src);
    let r = (|| {
        let (dst, close_dst) = endpoint(vm, args.get(1), true)?;
        vm.temp_roots.push(dst);
        let r = copy(vm, src, dst, length, offset);
        if close_dst {
            let _ = vm.call_method(dst, intern("close"), &[], None);
        }
        vm.temp_roots.pop();
        r
    })();
    if close_src {
        let _ = vm.call_method(src, intern("close"), &[], None);
    }
    vm.temp_roots.pop();
    r
}

fn copy(vm: &mut Vm, src: Value, dst: Value, length: Option<i64>, offset: Option<i64>) -> VmResult {
    if is_io(dst) {
        let d = open_data(vm, dst)?;
        if !d.writable {
            return Err(vm.make_error(vm.core.io_error, "not opened for writing"));
        }
    }
    let mut offset = match offset {
        Some(o) if o < 0 => return Err(errno_error_plain(vm, libc::EINVAL)),
        Some(o) => Some(o as u64),
        None => None,
    };
    let mut left = length.map(|l| l.max(0) as u64);
    let mut total: u64 = 0;
    loop {
        let want = match left {
            Some(0) => break,
            Some(l) => (l as usize).min(CHUNK),
            None => CHUNK,
        };
        let chunk = read_chunk(vm, src, want, &mut offset)?;
        if chunk.is_empty() {
            break;
        }
        write_all(vm, dst, &chunk)?;
        total += chunk.len() as u64;
        if let Some(l) = left.as_mut() {
            *l = l.saturating_sub(chunk.len() as u64);
        }
    }
    Ok(vm.new_int_i128(total as i128))
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    vm.define_singleton_builtin(io, "copy_stream", -1, io_s_copy_stream);
}
