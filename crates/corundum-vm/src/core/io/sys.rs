//! Unbuffered and positional IO: `sysread`, `syswrite`, `sysseek`, `pread`, `pwrite`,
//! `readpartial`, `read_nonblock`, `write_nonblock`; pushing back with `ungetc`/`ungetbyte`;
//! `each_codepoint`; and the descriptor-level calls `advise`, `fsync`, `fdatasync`, `flock`,
//! File#chmod and File#chown.
//!
//! Invariants: `sysread`/`sysseek` refuse to run while read-ahead is buffered (IOError, as
//! CRuby), so no byte is seen twice or skipped; `pread`/`pwrite` never move the IO's position;
//! the non-blocking calls turn O_NONBLOCK on for the descriptor (CRuby leaves it on too) and
//! raise IO::EAGAINWaitReadable/Writable (or answer :wait_readable/:wait_writable with
//! `exception: false`) when the call would block.

use std::io::{Read, Seek, SeekFrom, Write};
use std::os::fd::AsFd;
use std::os::unix::fs::FileExt;

use crate::core::io::errno::{errno_error, errno_error_plain, sys_fail};
use crate::core::io::read::{fill_or_raise, readable, take};
use crate::core::io::{open_data, IoData, Stream};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

const CHUNK: usize = 64 * 1024;

fn eof_error(vm: &mut Vm) -> crate::vm::Unwind {
    vm.make_error(vm.core.eof_error, "end of file reached")
}

/// A non-negative length argument (ArgumentError "negative length N given").
fn length_arg(vm: &mut Vm, v: Value) -> VmResult<usize> {
    let n = vm.expect_int(v)?;
    if n < 0 {
        return Err(vm.arg_error(&format!("negative length {n} given")));
    }
    vm.check_alloc(n as u128, 1)?;
    Ok(usize::try_from(n).unwrap_or(usize::MAX))
}

/// Checks an output buffer argument (a String, not frozen).
fn outbuf_arg(vm: &mut Vm, v: Value) -> VmResult<Option<Value>> {
    if v.is_nil() {
        return Ok(None);
    }
    let s = vm.expect_string(v)?;
    vm.check_frozen(s)?;
    Ok(Some(s))
}

/// The result of a raw read: `bytes` in `outbuf` (replacing its content) or a new binary
/// String.
fn deliver(vm: &mut Vm, outbuf: Option<Value>, bytes: Vec<u8>) -> Value {
    match outbuf {
        Some(b) => {
            let s = obj::as_string_mut(b);
            s.bytes.clear();
            s.bytes.extend_from_slice(&bytes);
            b
        }
        None => vm.new_binary_string(bytes),
    }
}

/// One read(2) of up to `n` bytes from the stream (not the buffer).
fn raw_read(d: &mut IoData, n: usize) -> std::io::Result<Vec<u8>> {
    let mut buf = vec![0u8; n.min(CHUNK * 16)];
    let got = match &mut d.stream {
        Some(Stream::Stdin) => std::io::stdin().lock().read(&mut buf)?,
        Some(Stream::File(f)) => f.read(&mut buf)?,
        _ => return Err(std::io::Error::from_raw_os_error(libc::EBADF)),
    };
    buf.truncate(got);
    Ok(buf)
}

/// `sysread(maxlen, outbuf = nil)`.
fn io_sysread(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    // sysread words a negative length as the String allocation it is.
    if vm.expect_int(args.get(0))? < 0 {
        return Err(vm.arg_error("negative string size (or size too big)"));
    }
    let n = length_arg(vm, args.get(0))?;
    let outbuf = outbuf_arg(vm, args.get(1))?;
    let d = readable(vm, recv)?;
    if n == 0 {
        return Ok(deliver(vm, outbuf, Vec::new()));
    }
    if !d.buffered().is_empty() {
        return Err(vm.make_error(vm.core.io_error, "sysread for buffered IO"));
    }
    let path = d.path_lossy();
    crate::core::io::read::wait_readable(vm, d)?;
    let bytes = loop {
        match raw_read(d, n) {
            Ok(b) => break b,
            // A non-blocking descriptor without data: wait, then read again (`io::wait`).
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => crate::core::io::wait::wait_io_ready(vm, d, false)?,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => vm.check_ints_blocking()?,
            Err(e) => return Err(sys_fail(vm, &e, "", &path)),
        }
    };
    if bytes.is_empty() {
        if let Some(b) = outbuf {
            obj::as_string_mut(b).bytes.clear();
        }
        return Err(eof_error(vm));
    }
    Ok(deliver(vm, outbuf, bytes))
}

/// `readpartial(maxlen, outbuf = nil)`: what is buffered, or one read when nothing is.
fn io_readpartial(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let n = length_arg(vm, args.get(0))?;
    let outbuf = outbuf_arg(vm, args.get(1))?;
    let d = readable(vm, recv)?;
    if n == 0 {
        return Ok(deliver(vm, outbuf, Vec::new()));
    }
    if d.buffered().is_empty() && fill_or_raise(vm, d, "io_fillbuf")? == 0 {
        if let Some(b) = outbuf {
            obj::as_string_mut(b).bytes.clear();
        }
        return Err(eof_error(vm));
    }
    let k = n.min(d.buffered().len());
    let bytes = take(d, k);
    Ok(deliver(vm, outbuf, bytes))
}

/// The `exception:` keyword (default true).
fn exception_kw(vm: &mut Vm, args: &Args) -> VmResult<bool> {
    let Some(h) = args.kwargs() else { return Ok(true) };
    match vm.hash_lookup_symbol(h, intern("exception")) {
        None => Ok(true),
        Some(v) if v == Value::TRUE => Ok(true),
        Some(v) if v == Value::FALSE => Ok(false),
        Some(v) => {
            let shown = vm.inspect_str(v)?;
            Err(vm.arg_error(&format!("expected true or false as exception: {shown}")))
        }
    }
}

/// Turns O_NONBLOCK on for the IO's descriptor.
fn set_nonblock(d: &IoData, writing: bool) {
    use nix::fcntl::{fcntl, FcntlArg, OFlag};
    crate::core::io::with_fd(d, writing, |fd| {
        if let Ok(fl) = fcntl(fd, FcntlArg::F_GETFL) {
            let flags = OFlag::from_bits_truncate(fl);
            if !flags.contains(OFlag::O_NONBLOCK) {
                let _ = fcntl(fd, FcntlArg::F_SETFL(flags | OFlag::O_NONBLOCK));
            }
        }
    });
}

/// The IO::EAGAINWait* error (or the symbol with `exception: false`).
fn would_block(vm: &mut Vm, reading: bool, raise: bool) -> VmResult {
    let (class, what, sym) = if reading { ("EAGAINWaitReadable", "read", "wait_readable") } else { ("EAGAINWaitWritable", "write", "wait_writable") };
    if !raise {
        return Ok(Value::symbol(intern(sym)));
    }
    let io = vm.core.io;
    let klass = vm.const_get_from(io, intern(class)).unwrap_or(vm.core.io_error);
    let e = vm.make_error(klass, &format!("Resource temporarily unavailable - {what} would block"));
    if let crate::vm::Unwind::Raise(exc) = &e {
        let exc = *exc;
        let _ = vm.ivar_set(exc, intern("@__errno"), Value::fixnum(libc::EAGAIN as i64));
    }
    Err(e)
}

/// `read_nonblock(maxlen, outbuf = nil, exception: true)`.
fn io_read_nonblock(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let raise = exception_kw(vm, args)?;
    let pos = args.positional().to_vec();
    let n = length_arg(vm, pos[0])?;
    let outbuf = outbuf_arg(vm, pos.get(1).copied().unwrap_or(Value::NIL))?;
    let d = readable(vm, recv)?;
    if n == 0 {
        return Ok(deliver(vm, outbuf, Vec::new()));
    }
    if !d.buffered().is_empty() {
        let k = n.min(d.buffered().len());
        let bytes = take(d, k);
        return Ok(deliver(vm, outbuf, bytes));
    }
    set_nonblock(d, false);
    let path = d.path_lossy();
    match raw_read(d, n) {
        Ok(b) if b.is_empty() => {
            if !raise {
                return Ok(Value::NIL);
            }
            Err(eof_error(vm))
        }
        Ok(b) => Ok(deliver(vm, outbuf, b)),
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
            if let Some(b) = outbuf {
                obj::as_string_mut(b).bytes.clear();
            }
            would_block(vm, true, raise)
        }
        Err(e) => Err(sys_fail(vm, &e, "", &path)),
    }
}

/// The bytes of a String argument to write (`to_s` of anything else).
fn write_arg(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    let s = vm.obj_to_s(v)?;
    Ok(obj::as_string(s).bytes.to_vec())
}

/// The open, writable payload of `recv`.
fn writable(vm: &mut Vm, recv: Value) -> VmResult<&'static mut IoData> {
    let d = open_data(vm, recv)?;
    if !d.writable {
        return Err(vm.make_error(vm.core.io_error, "not opened for writing"));
    }
    Ok(d)
}

/// `write_nonblock(string, exception: true)`: the number of bytes written.
fn io_write_nonblock(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let raise = exception_kw(vm, args)?;
    let bytes = write_arg(vm, args.positional()[0])?;
    let d = writable(vm, recv)?;
    let path = d.path_lossy();
    if matches!(d.stream, Some(Stream::Stdout) | Some(Stream::Stderr)) {
        crate::core::io::write::write_bytes(vm, recv, &bytes)?;
        return Ok(Value::fixnum(bytes.len() as i64));
    }
    d.unread().map_err(|e| sys_fail(vm, &e, "", &path))?;
    set_nonblock(d, true);
    let r = match (&mut d.duplex, &mut d.stream) {
        (Some(w), _) => w.write(&bytes),
        (None, Some(Stream::File(f))) => f.write(&bytes),
        _ => Err(std::io::Error::from_raw_os_error(libc::EBADF)),
    };
    match r {
        Ok(n) => Ok(Value::fixnum(n as i64)),
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => would_block(vm, false, raise),
        Err(e) => Err(sys_fail(vm, &e, "", &path)),
    }
}

/// `syswrite(string)`: written at once, bypassing nothing (files have no write buffer).
fn io_syswrite(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let bytes = write_arg(vm, args.get(0))?;
    writable(vm, recv)?;
    crate::core::io::write::write_bytes(vm, recv, &bytes)?;
    Ok(Value::fixnum(bytes.len() as i64))
}

/// A whence argument: an Integer or :SET/:CUR/:END (and :DATA/:HOLE where the OS has them).
pub fn whence_arg(vm: &mut Vm, v: Value) -> VmResult<i32> {
    if v.is_nil() {
        return Ok(libc::SEEK_SET);
    }
    if v.is_symbol() {
        return match v.as_symbol().name().as_ref() {
            "SET" => Ok(libc::SEEK_SET),
            "CUR" => Ok(libc::SEEK_CUR),
            "END" => Ok(libc::SEEK_END),
            "DATA" => Ok(libc::SEEK_DATA),
            "HOLE" => Ok(libc::SEEK_HOLE),
            other => Err(vm.arg_error(&format!("unknown whence: {other}"))),
        };
    }
    Ok(vm.expect_int(v)? as i32)
}

/// `sysseek(offset, whence = SEEK_SET)`: the new offset.
fn io_sysseek(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let off = vm.expect_int(args.get(0))?;
    let whence = whence_arg(vm, args.get(1))?;
    let d = open_data(vm, recv)?;
    if d.readable && !d.buffered().is_empty() {
        return Err(vm.make_error(vm.core.io_error, "sysseek for buffered IO"));
    }
    let path = d.label();
    let target = match whence {
        libc::SEEK_SET if off >= 0 => SeekFrom::Start(off as u64),
        libc::SEEK_CUR => SeekFrom::Current(off),
        libc::SEEK_END => SeekFrom::End(off),
        _ => return Err(errno_error(vm, libc::EINVAL, "", &path)),
    };
    let r = match &mut d.stream {
        Some(Stream::File(f)) => f.seek(target),
        _ => Err(std::io::Error::from_raw_os_error(libc::ESPIPE)),
    };
    match r {
        Ok(p) => Ok(vm.new_int_i128(p as i128)),
        Err(e) => Err(sys_fail(vm, &e, "", &path)),
    }
}

/// The File of an open IO for the positional and descriptor calls (ESPIPE for the standard
/// streams, which have none here).
fn file_of(vm: &mut Vm, d: &'static mut IoData) -> VmResult<&'static mut std::fs::File> {
    match &mut d.stream {
        Some(Stream::File(f)) => Ok(f),
        _ => Err(errno_error_plain(vm, libc::ESPIPE)),
    }
}

/// `pread(maxlen, offset, outbuf = nil)`: reads at `offset` without moving the position.
fn io_pread(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(3))?;
    if vm.expect_int(args.get(0))? < 0 {
        return Err(vm.arg_error("negative string size (or size too big)"));
    }
    let n = length_arg(vm, args.get(0))?;
    let off = vm.expect_int(args.get(1))?;
    let outbuf = outbuf_arg(vm, args.get(2))?;
    let d = readable(vm, recv)?;
    if n == 0 {
        // A zero-length pread leaves a given buffer as it is.
        return Ok(match outbuf {
            Some(b) => b,
            None => vm.new_binary_string(Vec::new()),
        });
    }
    let path = d.path_lossy();
    if off < 0 {
        return Err(errno_error(vm, libc::EINVAL, "", &path));
    }
    let f = file_of(vm, d)?;
    let mut buf = vec![0u8; n.min(CHUNK * 16)];
    let got = f.read_at(&mut buf, off as u64).map_err(|e| sys_fail(vm, &e, "", &path))?;
    if got == 0 {
        return Err(eof_error(vm));
    }
    buf.truncate(got);
    Ok(deliver(vm, outbuf, buf))
}

/// `pwrite(string, offset)`: writes at `offset` without moving the position.
fn io_pwrite(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    let bytes = write_arg(vm, args.get(0))?;
    let off = vm.expect_int(args.get(1))?;
    let d = writable(vm, recv)?;
    let path = d.path_lossy();
    if off < 0 {
        return Err(errno_error(vm, libc::EINVAL, "", &path));
    }
    let f = file_of(vm, d)?;
    let n = f.write_at(&bytes, off as u64).map_err(|e| sys_fail(vm, &e, "", &path))?;
    Ok(Value::fixnum(n as i64))
}

/// Puts `bytes` back in front of what is read next.
fn push_back(d: &mut IoData, bytes: &[u8]) {
    let at = d.rpos;
    d.rbuf.splice(at..at, bytes.iter().copied());
}

/// `ungetc(string_or_integer)`: an Integer is a character code in the read encoding.
fn io_ungetc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let v = args.get(0);
    let d = readable(vm, recv)?;
    let bytes = if v.is_fixnum() || obj::is_type(v, crate::object::ObjType::Bignum) {
        let enc = crate::core::io::encoding::read_encoding(vm, d);
        let e = crate::core::encoding::encoding_object(vm, enc);
        let s = vm.call_method(v, intern("chr"), &[e], None)?;
        let s = vm.expect_string(s)?;
        obj::as_string(s).bytes.to_vec()
    } else {
        let s = vm.expect_string(v)?;
        obj::as_string(s).bytes.to_vec()
    };
    let d = readable(vm, recv)?;
    push_back(d, &bytes);
    Ok(Value::NIL)
}

/// `ungetbyte(string_or_integer)`: an Integer pushes its low byte.
fn io_ungetbyte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let v = args.get(0);
    let d = readable(vm, recv)?;
    if v.is_nil() {
        return Ok(Value::NIL);
    }
    let bytes = if v.is_fixnum() {
        vec![(v.as_fixnum() & 0xff) as u8]
    } else if obj::is_type(v, crate::object::ObjType::Bignum) {
        let low = vm.call_method(v, intern("&"), &[Value::fixnum(0xff)], None)?;
        vec![low.as_fixnum() as u8]
    } else {
        let s = vm.expect_string(v)?;
        obj::as_string(s).bytes.to_vec()
    };
    push_back(d, &bytes);
    Ok(Value::NIL)
}

/// `each_codepoint { |code| }`.
fn io_each_codepoint(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_codepoint", args);
    };
    loop {
        let d = readable(vm, recv)?;
        let Some(c) = crate::core::io::read::next_char(vm, d)? else { break };
        let s = crate::core::io::encoding::read_string(vm, d, c)?;
        let code = vm.call_method(s, intern("ord"), &[], None)?;
        vm.yield_block(&block, &[code])?;
    }
    Ok(recv)
}

/// `advise(advice, offset = 0, len = 0)`: posix_fadvise; nil.
fn io_advise(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    use nix::fcntl::PosixFadviseAdvice as A;
    vm.check_argc(args, 1, Some(3))?;
    let advice = args.get(0);
    if !advice.is_symbol() {
        return Err(vm.conversion_error(advice, "Symbol"));
    }
    let a = match advice.as_symbol().name().as_ref() {
        "normal" => A::POSIX_FADV_NORMAL,
        "sequential" => A::POSIX_FADV_SEQUENTIAL,
        "random" => A::POSIX_FADV_RANDOM,
        "willneed" => A::POSIX_FADV_WILLNEED,
        "dontneed" => A::POSIX_FADV_DONTNEED,
        "noreuse" => A::POSIX_FADV_NOREUSE,
        other => return Err(vm.make_error(vm.core.not_implemented_error, &format!("Unsupported advice: :{other}"))),
    };
    let off = if args.len() > 1 { vm.expect_int(args.get(1))? } else { 0 };
    let len = if args.len() > 2 { vm.expect_int(args.get(2))? } else { 0 };
    let d = open_data(vm, recv)?;
    let path = d.path_lossy();
    if let Some(Stream::File(f)) = &d.stream {
        if let Err(e) = nix::fcntl::posix_fadvise(f.as_fd(), off, len, a) {
            // A pipe cannot take advice; CRuby ignores that too.
            if e != nix::errno::Errno::ESPIPE {
                return Err(errno_error(vm, e as i32, "", &path));
            }
        }
    }
    Ok(Value::NIL)
}

/// `fsync` / `fdatasync`: 0 (output to the standard streams is flushed first).
fn sync_with(vm: &mut Vm, recv: Value, data_only: bool) -> VmResult {
    let d = open_data(vm, recv)?;
    let path = d.path_lossy();
    let r = match &d.stream {
        Some(Stream::File(f)) => {
            if data_only {
                f.sync_data()
            } else {
                f.sync_all()
            }
        }
        Some(Stream::Stdout) => {
            vm.flush_out();
            Ok(())
        }
        _ => Ok(()),
    };
    match r {
        Ok(()) => Ok(Value::fixnum(0)),
        // A pipe or terminal cannot be synced: CRuby answers nil... only for fsync on some
        // systems; Linux reports EINVAL, which CRuby raises.
        Err(e) => Err(sys_fail(vm, &e, "", &path)),
    }
}

/// `File#flock(operation)`: 0, or false when LOCK_NB was asked and the lock is held.
fn file_flock(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let op = vm.expect_int(args.get(0))? as i32;
    let d = open_data(vm, recv)?;
    let (fd, path) = (d.fd, d.path_lossy());
    // SAFETY: flock only takes the descriptor number and operation; a bad one gives EBADF.
    let r = unsafe { libc::flock(fd, op) };
    if r == 0 {
        return Ok(Value::fixnum(0));
    }
    let e = std::io::Error::last_os_error();
    if e.kind() == std::io::ErrorKind::WouldBlock && op & libc::LOCK_NB != 0 {
        return Ok(Value::FALSE);
    }
    Err(sys_fail(vm, &e, "", &path))
}

/// `File#chmod(mode)`: 0.
fn file_chmod(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    use std::os::unix::fs::PermissionsExt;
    vm.check_argc(args, 1, Some(1))?;
    let mode = vm.expect_int(args.get(0))? as u32;
    let d = open_data(vm, recv)?;
    let path = d.path_lossy();
    let f = file_of(vm, d)?;
    f.set_permissions(std::fs::Permissions::from_mode(mode)).map_err(|e| sys_fail(vm, &e, "", &path))?;
    Ok(Value::fixnum(0))
}

/// An owner or group argument of chown: nil or -1 leave it unchanged.
pub fn id_arg(vm: &mut Vm, v: Value) -> VmResult<Option<u32>> {
    if v.is_nil() {
        return Ok(None);
    }
    let n = vm.expect_int(v)?;
    Ok(if n == -1 { None } else { Some(n as u32) })
}

/// `File#chown(owner, group)`: 0.
fn file_chown(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    let uid = id_arg(vm, args.get(0))?;
    let gid = id_arg(vm, args.get(1))?;
    let d = open_data(vm, recv)?;
    let path = d.path_lossy();
    let f = file_of(vm, d)?;
    std::os::unix::fs::fchown(f.as_fd(), uid, gid).map_err(|e| sys_fail(vm, &e, "", &path))?;
    Ok(Value::fixnum(0))
}

/// Defines IO::WaitReadable/WaitWritable and the EAGAIN and EINPROGRESS errors that include them.
fn define_wait_errors(vm: &mut Vm) {
    let io = vm.core.io;
    let readable = crate::core::define_module_under(vm, io, "WaitReadable");
    let writable = crate::core::define_module_under(vm, io, "WaitWritable");
    let errno = vm.const_get_from(vm.core.object, intern("Errno")).unwrap_or(Value::NIL);
    let Ok(eagain) = (if errno.is_nil() { Ok(Value::NIL) } else { vm.const_get_from(errno, intern("EAGAIN")) }) else { return };
    if eagain.is_nil() {
        return;
    }
    let r = crate::core::define_class_under(vm, io, "EAGAINWaitReadable", eagain);
    let _ = vm.include_module(r, readable);
    let w = crate::core::define_class_under(vm, io, "EAGAINWaitWritable", eagain);
    let _ = vm.include_module(w, writable);
    vm.const_set(io, intern("EWOULDBLOCKWaitReadable"), r);
    vm.const_set(io, intern("EWOULDBLOCKWaitWritable"), w);
    // A non-blocking connect(2) in progress (socket's connect_nonblock).
    if let Ok(einprogress) = vm.const_get_from(errno, intern("EINPROGRESS")) {
        let r = crate::core::define_class_under(vm, io, "EINPROGRESSWaitReadable", einprogress);
        let _ = vm.include_module(r, readable);
        let w = crate::core::define_class_under(vm, io, "EINPROGRESSWaitWritable", einprogress);
        let _ = vm.include_module(w, writable);
    }
}

pub fn init(vm: &mut Vm) {
    define_wait_errors(vm);
    let io = vm.core.io;
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("sysread", -1, io_sysread),
        ("syswrite", 1, io_syswrite),
        ("sysseek", -1, io_sysseek),
        ("readpartial", -1, io_readpartial),
        ("read_nonblock", -1, io_read_nonblock),
        ("write_nonblock", -1, io_write_nonblock),
        ("pread", -1, io_pread),
        ("pwrite", -1, io_pwrite),
        ("ungetc", -1, io_ungetc),
        ("ungetbyte", -1, io_ungetbyte),
        ("each_codepoint", 0, io_each_codepoint),
        ("advise", -1, io_advise),
        ("fsync", 0, |vm, r, _a| sync_with(vm, r, false)),
        ("fdatasync", 0, |vm, r, _a| sync_with(vm, r, true)),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(io, name, arity, f);
    }
    let file = crate::core::io::file_class(vm);
    vm.define_builtin(file, "flock", 1, file_flock);
    vm.define_builtin(file, "chmod", 1, file_chmod);
    vm.define_builtin(file, "chown", 2, file_chown);
}
