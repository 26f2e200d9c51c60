//! Making IOs: `IO.new`/`IO.for_fd`/`IO.open` on a descriptor, `IO#initialize` and
//! `File#initialize` (a path or a descriptor), `IO.sysopen`, `Kernel#open`, and the descriptor
//! settings `autoclose`, `close_on_exec`, plus `to_io` and `IO.try_convert`.
//!
//! Invariants:
//! - `new` allocates an empty (closed-looking) IO of the receiver class and calls `initialize`,
//!   so subclasses that override `initialize` and call `super` work.
//! - A descriptor given by number is checked with fcntl(F_GETFL) first (Errno::EBADF when it is
//!   not open) and, when a mode is given, against the descriptor's access mode (Errno::EINVAL).
//!   Descriptors 0, 1 and 2 become the standard streams (so output stays ordered with `puts`);
//!   any other is owned by the IO from then on, closed when it is closed unless `autoclose` is
//!   off.

use std::os::fd::{FromRawFd, IntoRawFd};

use crate::core::io::errno::{errno_error_plain, sys_fail};
use crate::core::io::file::{os_path, path_arg};
use crate::core::io::mode::{self, OpenSpec};
use crate::core::io::{io_data, new_io, open_data, IoData, Stream};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// An IO of class `klass` with nothing open yet (what `new` fills through `initialize`).
pub fn allocate(vm: &mut Vm, klass: Value) -> Value {
    let mut d = IoData::new(Stream::Stdin, -1, false, false);
    d.stream = None;
    new_io(vm, klass, d)
}

/// The open(2) status flags of descriptor `fd`, or the errno when it is not open.
fn fd_flags(fd: i32) -> Result<i32, i32> {
    if fd < 0 {
        return Err(libc::EBADF);
    }
    // SAFETY: F_GETFL only reads the descriptor table entry; any integer is acceptable.
    let r = unsafe { libc::fcntl(fd, libc::F_GETFL) };
    if r < 0 {
        Err(std::io::Error::last_os_error().raw_os_error().unwrap_or(libc::EBADF))
    } else {
        Ok(r)
    }
}

/// The stream for descriptor `fd` (already checked open): a standard stream for 0-2, else a
/// File that owns the descriptor.
fn stream_for_fd(fd: i32) -> Stream {
    match fd {
        0 => Stream::Stdin,
        1 => Stream::Stdout,
        2 => Stream::Stderr,
        // SAFETY: `fd` was checked open by `fd_flags`; as in CRuby, `IO.new(fd)` hands the
        // descriptor to the IO, which closes it when closed unless `autoclose` is turned off
        // (then `release_stream` gives it up without closing).
        _ => Stream::File(unsafe { std::fs::File::from_raw_fd(fd) }),
    }
}

/// Fills IO `io` from descriptor `fd` and `spec` (IO#initialize's work).
fn init_from_fd(vm: &mut Vm, io: Value, fd: i32, spec: Option<OpenSpec>, path: Option<Vec<u8>>) -> VmResult<()> {
    let oflags = fd_flags(fd).map_err(|e| errno_error_plain(vm, e))?;
    let access = oflags & libc::O_ACCMODE;
    let (readable, writable) = match &spec {
        Some(s) if s.mode_given => {
            let fd_r = access == libc::O_RDONLY || access == libc::O_RDWR;
            let fd_w = access == libc::O_WRONLY || access == libc::O_RDWR;
            if (s.readable() && !fd_r) || (s.writable() && !fd_w) {
                return Err(errno_error_plain(vm, libc::EINVAL));
            }
            (s.readable(), s.writable())
        }
        _ => (access == libc::O_RDONLY || access == libc::O_RDWR, access == libc::O_WRONLY || access == libc::O_RDWR),
    };
    let mut d = IoData::new(stream_for_fd(fd), fd, readable, writable);
    d.path = path;
    d.from_fd = true;
    d.sync = fd == 2;
    if let Some(s) = spec {
        d.binmode = s.binmode;
        d.autoclose = s.autoclose;
        d.enc = s.enc;
        d.enc2 = s.enc2;
    }
    // A pipe or terminal cannot seek: keep its read-ahead.
    if let Stream::File(f) = d.stream.as_ref().unwrap_or(&Stream::Stdin) {
        if f.metadata().map(|m| !m.is_file() && !m.is_dir()).unwrap_or(true) {
            d.pipe = true;
        }
    }
    let slot = io_data(vm, io)?;
    *slot = d;
    Ok(())
}

/// `IO.new(fd, mode = nil, **opts)`, the `new` of every IO class that does not define its own
/// (File, the sockets): with a block, CRuby's warning that it takes none, then `for_fd`'s work.
fn io_s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_some() {
        let name = vm.module_name(recv);
        mode::warn(vm, &format!("{name}::new() does not take block; use {name}::open() instead"))?;
    }
    io_s_for_fd(vm, recv, args)
}

/// `IO.for_fd`: allocates and calls `initialize` (with the block, as CRuby passes it on).
fn io_s_for_fd(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let io = allocate(vm, recv);
    vm.temp_roots.push(io);
    let r = vm.call_method_kw(io, intern("initialize"), args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(io)
}

/// The descriptor argument of IO.new: an Integer or `to_int`.
fn fd_arg(vm: &mut Vm, v: Value) -> VmResult<i32> {
    let n = vm.expect_int(v)?;
    i32::try_from(n).map_err(|_| vm.make_error(vm.core.range_error, &format!("integer {n} too big to convert to 'int'")))
}

/// `IO#initialize(fd, mode = nil, **opts)`.
fn io_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let pos = args.positional().to_vec();
    let fd = fd_arg(vm, pos[0])?;
    let spec = mode::parse(vm, pos.get(1).copied().unwrap_or(Value::NIL), args.kwargs())?;
    // `path:` names the stream for `path` and `inspect`.
    let path = match args.kwargs().and_then(|h| vm.hash_lookup_symbol(h, intern("path"))) {
        Some(p) if !p.is_nil() => Some(path_arg(vm, p)?),
        _ => None,
    };
    init_from_fd(vm, recv, fd, Some(spec), path)?;
    Ok(Value::NIL)
}

/// Opens `path` by `spec` with permission bits `perm` (for a file it creates).
pub fn open_path(vm: &mut Vm, path: &[u8], spec: &OpenSpec, perm: u32) -> VmResult<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    let mut options = std::fs::OpenOptions::new();
    let (readable, writable) = (spec.readable(), spec.writable());
    options.read(readable).write(writable || !readable);
    // The other bits (CREAT, TRUNC, APPEND, EXCL, ...) go straight to open(2).
    options.custom_flags(spec.flags & !libc::O_ACCMODE);
    options.mode(perm);
    // (A FIFO's open waits for its partner: a blocking point, `io::wait`.)
    let access = match (readable, writable) {
        (true, true) => libc::O_RDWR,
        (true, false) => libc::O_RDONLY,
        _ => libc::O_WRONLY,
    };
    crate::core::io::wait::open_file(vm, os_path(path), &options, access | (spec.flags & !libc::O_ACCMODE))?.map_err(|e| sys_fail(vm, &e, "rb_sysopen", &lossy(path)))
}

/// `File#initialize(path_or_fd, mode = "r", perm = 0666, **opts)`.
fn file_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(3))?;
    let pos = args.positional().to_vec();
    let first = pos[0];
    if first.is_fixnum() || (!crate::core::is_string(first) && !vm.respond_to(first, intern("to_path"), true) && vm.respond_to(first, intern("to_int"), true)) {
        if pos.len() > 2 {
            return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 1..2)", pos.len())));
        }
        let fd = fd_arg(vm, first)?;
        let spec = mode::parse(vm, pos.get(1).copied().unwrap_or(Value::NIL), args.kwargs())?;
        init_from_fd(vm, recv, fd, Some(spec), None)?;
        return Ok(Value::NIL);
    }
    let path = path_arg(vm, first)?;
    let spec = mode::parse(vm, pos.get(1).copied().unwrap_or(Value::NIL), args.kwargs())?;
    let perm = match pos.get(2) {
        Some(&p) if !p.is_nil() => vm.expect_int(p)? as u32,
        _ => spec.perm.unwrap_or(0o666),
    };
    let f = open_path(vm, &path, &spec, perm)?;
    fill_file(vm, recv, f, path, &spec)?;
    Ok(Value::NIL)
}

/// Puts opened file `f` into IO `io` with `spec`'s settings.
pub fn fill_file(vm: &mut Vm, io: Value, f: std::fs::File, path: Vec<u8>, spec: &OpenSpec) -> VmResult<()> {
    use std::os::fd::AsRawFd;
    let fd = f.as_raw_fd();
    let is_fifo = f.metadata().map(|m| !m.is_file() && !m.is_dir()).unwrap_or(false);
    let mut d = IoData::new(Stream::File(f), fd, spec.readable(), spec.writable());
    d.path = Some(path);
    d.binmode = spec.binmode;
    d.enc = spec.enc;
    d.enc2 = spec.enc2;
    d.pipe = is_fifo;
    let slot = io_data(vm, io)?;
    *slot = d;
    Ok(())
}

/// A new File opened from `args` as `File.new` takes them (used by the whole-file helpers).
pub fn new_file(vm: &mut Vm, args: &[Value], kw: Option<Value>) -> VmResult<Value> {
    let file = crate::core::io::file_class(vm);
    let io = allocate(vm, file);
    vm.temp_roots.push(io);
    let r = (|| {
        let path = path_arg(vm, args[0])?;
        let spec = mode::parse(vm, args.get(1).copied().unwrap_or(Value::NIL), kw)?;
        let f = open_path(vm, &path, &spec, spec.perm.unwrap_or(0o666))?;
        fill_file(vm, io, f, path, &spec)
    })();
    vm.temp_roots.pop();
    r.map(|()| io)
}

/// Calls `close` on `io` unless it is closed already; an IOError "closed stream" from it is
/// ignored (the block closed it), as CRuby's ensure-close does.
pub fn close_after_block(vm: &mut Vm, io: Value) -> VmResult<()> {
    if io_data(vm, io).is_ok_and(|d| d.stream.is_none()) {
        return Ok(());
    }
    match vm.call_method(io, intern("close"), &[], None) {
        Ok(_) => Ok(()),
        Err(e) => {
            if let crate::vm::Unwind::Raise(exc) = &e {
                let exc = *exc;
                let io_error = vm.core.io_error;
                if vm.class_of_real(exc) == io_error {
                    let msg = vm.call_method(exc, intern("message"), &[], None)?;
                    if crate::core::is_string(msg) && obj::as_string(msg).bytes.as_slice() == b"closed stream" {
                        return Ok(());
                    }
                }
            }
            Err(e)
        }
    }
}

/// `IO.open(*args) { |io| }` (and File.open): `new`, then with a block, yields the IO, closes
/// it however the block ends and returns the block's value.
fn io_s_open(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let io = vm.call_method_kw(recv, intern("new"), args.as_slice(), None, args.kw)?;
    let Some(block) = args.block.clone() else { return Ok(io) };
    vm.temp_roots.push(io);
    let result = vm.yield_block(&block, &[io]);
    let closed = close_after_block(vm, io);
    vm.temp_roots.pop();
    let v = result?;
    closed?;
    Ok(v)
}

/// `IO.sysopen(path, mode = "r", perm = 0666)`: opens and returns the bare descriptor.
fn io_s_sysopen(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(3))?;
    let path = path_arg(vm, args.get(0))?;
    let spec = mode::parse(vm, args.get(1), None)?;
    let perm = if args.get(2).is_nil() { 0o666 } else { vm.expect_int(args.get(2))? as u32 };
    let f = open_path(vm, &path, &spec, perm)?;
    Ok(Value::fixnum(f.into_raw_fd() as i64))
}

/// `Kernel#open(path, mode = "r", perm = 0666, **opts) { |file| }`: an object answering
/// `to_open` is asked instead; anything else opens a File.
fn k_open(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if args.positional().is_empty() {
        return Err(vm.arg_error("wrong number of arguments (given 0, expected 1..3)"));
    }
    let first = args.get(0);
    if !crate::core::is_string(first) && vm.respond_to(first, intern("to_open"), true) {
        let rest = args.as_slice()[1..].to_vec();
        let v = vm.call_method_kw(first, intern("to_open"), &rest, None, args.kw)?;
        return match args.block.clone() {
            Some(b) => vm.yield_block(&b, &[v]),
            None => Ok(v),
        };
    }
    let file = crate::core::io::file_class(vm);
    io_s_open(vm, file, args)
}

fn io_autoclose_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(open_data(vm, recv)?.autoclose))
}

fn io_autoclose_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    open_data(vm, recv)?.autoclose = args.get(0).truthy();
    Ok(args.get(0))
}

fn io_close_on_exec_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    use nix::fcntl::{fcntl, FcntlArg, FdFlag};
    let d = open_data(vm, recv)?;
    match crate::core::io::with_fd(d, false, |fd| fcntl(fd, FcntlArg::F_GETFD)) {
        Some(Ok(r)) => Ok(Value::bool(FdFlag::from_bits_truncate(r).contains(FdFlag::FD_CLOEXEC))),
        Some(Err(e)) => Err(errno_error_plain(vm, e as i32)),
        None => Err(vm.make_error(vm.core.io_error, "closed stream")),
    }
}

fn io_close_on_exec_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    use nix::fcntl::{fcntl, FcntlArg, FdFlag};
    let d = open_data(vm, recv)?;
    // The standard streams stay inherited by children, as in CRuby.
    if d.fd > 2 {
        let flag = if args.get(0).truthy() { FdFlag::FD_CLOEXEC } else { FdFlag::empty() };
        if let Some(Err(e)) = crate::core::io::with_fd(d, false, |fd| fcntl(fd, FcntlArg::F_SETFD(flag))) {
            return Err(errno_error_plain(vm, e as i32));
        }
    }
    Ok(args.get(0))
}

fn io_to_io(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}

/// `IO.try_convert(obj)`: an IO, `obj.to_io`, or nil.
fn io_s_try_convert(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    vm.try_convert(args.get(0), intern("to_io"), crate::core::io::is_io, "IO")
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    let file = crate::core::io::file_class(vm);
    for (name, f) in [("new", io_s_new as crate::class::BuiltinFn), ("for_fd", io_s_for_fd), ("open", io_s_open), ("sysopen", io_s_sysopen), ("try_convert", io_s_try_convert)] {
        vm.define_singleton_builtin(io, name, -1, f);
    }
    vm.define_private_builtin(io, "initialize", -1, io_initialize);
    vm.define_private_builtin(file, "initialize", -1, file_initialize);
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("autoclose?", 0, io_autoclose_p),
        ("autoclose=", 1, io_autoclose_set),
        ("close_on_exec?", 0, io_close_on_exec_p),
        ("close_on_exec=", 1, io_close_on_exec_set),
        ("to_io", 0, io_to_io),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(io, name, arity, f);
    }
    let kernel = vm.core.kernel;
    vm.define_private_builtin(kernel, "open", -1, k_open);
    vm.define_singleton_builtin(kernel, "open", -1, k_open);
}
