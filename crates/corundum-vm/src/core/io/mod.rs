//! IO and its subclass File: the payload of every stream, its state methods (close, seek, pos,
//! sync, fileno, inspect) and registration; reading is in `read.rs`, writing in `write.rs`, the
//! File class's own methods in `file.rs` and `path.rs`, Dir in `dir.rs` and `glob.rs`, the Errno
//! exceptions in `errno.rs`.
//!
//! Invariants:
//! - An IO object is typed data of [`IO_TYPE`] holding an [`IoData`] box; `stream` is None once
//!   closed, and every method but `closed?`/`inspect`/`path` raises IOError "closed stream" then.
//! - The standard streams go through the VM's output buffer (`write_out`/`write_err`), so output
//!   from `puts` and `$stdout.write` stays in order; reading standard input flushes it first.
//! - Bytes read ahead into `rbuf` belong to positions before the OS file offset: anything that
//!   moves or uses the offset (write, seek, pos) first gives the unread part back (`unread`).
//! - The typed-data free function drops the `std::fs::File`, which closes its descriptor; the
//!   standard streams are never closed at the OS level.

pub mod argf;
pub mod attrs;
pub mod buffer;
mod control;
pub mod copy_stream;
pub mod dir;
pub mod dir_stream;
pub mod encoding;
pub mod errno;
pub mod file;
pub mod filetest;
pub mod fnmatch;
mod glob;
pub mod mode;
pub mod open;
pub mod sys;
pub mod path;
pub mod pipe;
pub mod stat;
pub mod read;
pub mod reopen;
pub mod select;
pub mod wait;
mod wait_events;
pub mod write;

use std::io::{Seek, SeekFrom};
use std::os::fd::AsRawFd;

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Where an IO's bytes come from and go to.
pub enum Stream {
    Stdin,
    Stdout,
    Stderr,
    File(std::fs::File),
}

pub struct IoData {
    /// None once closed.
    pub stream: Option<Stream>,
    /// The path a File was opened with (kept after close for `path` and `inspect`).
    pub path: Option<Vec<u8>>,
    pub fd: i32,
    pub readable: bool,
    pub writable: bool,
    /// Strings read are ASCII-8BIT instead of UTF-8 ("b" in the mode, `binmode`).
    pub binmode: bool,
    pub sync: bool,
    /// Bytes read from the OS but not yet consumed, from `rpos` on.
    pub rbuf: Vec<u8>,
    pub rpos: usize,
    pub lineno: i64,
    /// A pipe or a child's stream (`IO.pipe`, `IO.popen`): no seeking, read-ahead is kept.
    pub pipe: bool,
    /// The write end of a read-write `IO.popen` (`stream` is then the read end).
    pub duplex: Option<std::fs::File>,
    /// The child process of an `IO.popen` stream, reaped (setting `$?`) when it is closed.
    pub child: Option<i32>,
    /// Whether closing (or collecting) the IO closes its descriptor (`autoclose=`).
    pub autoclose: bool,
    /// CRuby's encoding pair: strings read are tagged `enc` (None: the default external);
    /// when `enc2` is set the bytes are in `enc2` and converted to `enc` (`mode.rs`).
    pub enc: Option<crate::core::encoding::EncodingId>,
    pub enc2: Option<crate::core::encoding::EncodingId>,
    /// Made from a descriptor number (`IO.new(1)`): shown as "fd N", never as `<STDOUT>`.
    pub from_fd: bool,
}

impl Drop for IoData {
    fn drop(&mut self) {
        // With autoclose off the descriptor belongs to someone else: give it up unclosed.
        if !self.autoclose {
            release_stream(self);
        }
    }
}

/// Runs `f` with the descriptor of `d`'s stream (the write end of a duplex popen stream when
/// `writing`); None when closed.
pub fn with_fd<R>(d: &IoData, writing: bool, f: impl FnOnce(std::os::fd::BorrowedFd) -> R) -> Option<R> {
    use std::os::fd::AsFd;
    match (&d.stream, writing, &d.duplex) {
        (Some(_), true, Some(w)) => Some(f(w.as_fd())),
        (Some(Stream::File(file)), _, _) => Some(f(file.as_fd())),
        (Some(Stream::Stdin), _, _) => Some(f(std::io::stdin().as_fd())),
        (Some(Stream::Stdout), _, _) => Some(f(std::io::stdout().as_fd())),
        (Some(Stream::Stderr), _, _) => Some(f(std::io::stderr().as_fd())),
        (None, _, _) => None,
    }
}

/// Takes the stream out of `d` without closing its descriptor.
pub fn release_stream(d: &mut IoData) {
    use std::os::fd::IntoRawFd;
    if let Some(Stream::File(f)) = d.stream.take() {
        let _ = f.into_raw_fd();
    }
    if let Some(f) = d.duplex.take() {
        let _ = f.into_raw_fd();
    }
}

impl IoData {
    pub fn new(stream: Stream, fd: i32, readable: bool, writable: bool) -> IoData {
        IoData { stream: Some(stream), path: None, fd, readable, writable, binmode: false, sync: false, rbuf: Vec::new(), rpos: 0, lineno: 0, pipe: false, duplex: None, child: None, autoclose: true, enc: None, enc2: None, from_fd: false }
    }

    /// Bytes buffered and not yet consumed.
    pub fn buffered(&self) -> &[u8] {
        self.rbuf.get(self.rpos..).unwrap_or(&[])
    }

    /// Gives read-ahead bytes back to the file (seeks back over them) so the OS offset is the
    /// logical position again.
    pub fn unread(&mut self) -> std::io::Result<()> {
        if self.pipe {
            // A pipe cannot seek back: its read-ahead stays buffered for the next read.
            return Ok(());
        }
        let unread = self.buffered().len() as i64;
        self.rbuf.clear();
        self.rpos = 0;
        if unread > 0 {
            if let Some(Stream::File(f)) = &mut self.stream {
                f.seek(SeekFrom::Current(-unread))?;
            }
        }
        Ok(())
    }

    /// How error messages name the stream: its path, or `<STDOUT>` and the like.
    pub fn label(&self) -> String {
        if self.from_fd && self.path.is_none() {
            return String::new();
        }
        match (&self.path, &self.stream) {
            (Some(p), _) => String::from_utf8_lossy(p).into_owned(),
            (None, Some(Stream::Stdin)) => "<STDIN>".to_string(),
            (None, Some(Stream::Stdout)) => "<STDOUT>".to_string(),
            (None, Some(Stream::Stderr)) => "<STDERR>".to_string(),
            _ => String::new(),
        }
    }

    pub fn path_lossy(&self) -> String {
        self.path.as_ref().map(|p| String::from_utf8_lossy(p).into_owned()).unwrap_or_default()
    }
}

crate::data_type!(pub IO_TYPE: IoData, c"io", mark = |_p, _m| {});

pub fn is_io(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &IO_TYPE)
}

/// The payload of IO `v`, open or closed; IOError "uninitialized stream" for anything else.
pub fn io_data(vm: &mut Vm, v: Value) -> VmResult<&'static mut IoData> {
    if !is_io(v) {
        return Err(vm.make_error(vm.core.io_error, "uninitialized stream"));
    }
    // SAFETY: `is_io` checked the descriptor; the payload of IO_TYPE is a boxed IoData that lives
    // as long as the object, which the caller holds (it is the receiver or an argument).
    Ok(unsafe { &mut *(obj::as_typed_data(v).data as *mut IoData) })
}

/// The payload of an open IO; IOError "closed stream" after `close`.
pub fn open_data(vm: &mut Vm, v: Value) -> VmResult<&'static mut IoData> {
    let d = io_data(vm, v)?;
    if d.stream.is_none() {
        return Err(vm.make_error(vm.core.io_error, "closed stream"));
    }
    Ok(d)
}

pub fn new_io(vm: &mut Vm, klass: Value, data: IoData) -> Value {
    vm.new_typed_data(klass, &IO_TYPE, Box::new(data))
}

/// The File class (a subclass of IO).
pub fn file_class(vm: &mut Vm) -> Value {
    vm.const_get_from(vm.core.object, intern("File")).unwrap_or(vm.core.io)
}

/// Which standard stream `v` is, when it is one of the three originals and still open.
/// Whether `$stderr` is the process's standard error and that is a terminal (CRuby's
/// rb_stderr_tty_p: what `Exception.to_tty?` and the error report's highlighting ask).
pub fn stderr_is_tty(vm: &Vm) -> bool {
    use std::io::IsTerminal;
    std_stream(vm.core.stderr) == Some(2) && std::io::stderr().is_terminal()
}

pub fn std_stream(v: Value) -> Option<u8> {
    if !is_io(v) {
        return None;
    }
    // SAFETY: as in `io_data`.
    let d = unsafe { &*(obj::as_typed_data(v).data as *const IoData) };
    match d.stream {
        Some(Stream::Stdin) => Some(0),
        Some(Stream::Stdout) => Some(1),
        Some(Stream::Stderr) => Some(2),
        _ => None,
    }
}

fn io_close(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = io_data(vm, recv)?;
    if matches!(d.stream, Some(Stream::Stdout)) {
        vm.flush_out();
    }
    // Dropping the File closes the descriptor; closing twice is allowed and does nothing.
    if !d.autoclose {
        release_stream(d);
    }
    d.stream = None;
    d.duplex = None;
    d.rbuf = Vec::new();
    d.rpos = 0;
    // A popen stream's child is reaped once its pipes are closed, setting `$?`.
    if let Some(pid) = d.child.take() {
        crate::core::process::reap(vm, pid)?;
    }
    Ok(Value::NIL)
}

fn io_closed(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = io_data(vm, recv)?;
    Ok(Value::bool(d.stream.is_none()))
}

fn io_fileno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    Ok(Value::fixnum(d.fd as i64))
}

/// Whether the stream is a terminal (formatters choose colour and progress output by it).
fn io_tty(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    use std::io::IsTerminal;
    let d = open_data(vm, recv)?;
    let tty = match d.stream {
        Some(Stream::Stdout) => std::io::stdout().is_terminal(),
        Some(Stream::Stderr) => std::io::stderr().is_terminal(),
        Some(Stream::Stdin) => std::io::stdin().is_terminal(),
        _ => false,
    };
    Ok(Value::bool(tty))
}

fn io_sync(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    Ok(Value::bool(d.sync || matches!(d.stream, Some(Stream::Stderr))))
}

fn io_sync_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    d.sync = args.get(0).truthy();
    Ok(args.get(0))
}

fn io_flush(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    if matches!(d.stream, Some(Stream::Stdout)) {
        vm.flush_out();
    }
    // Files are written through at once (no write buffer), so there is nothing else to flush.
    Ok(recv)
}

fn io_binmode(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    d.binmode = true;
    d.enc = Some(crate::core::encoding::EncodingId::BINARY);
    d.enc2 = None;
    Ok(recv)
}

fn io_binmode_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    Ok(Value::bool(d.binmode))
}

fn io_path(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = io_data(vm, recv)?;
    let label = d.label();
    match d.path.clone() {
        Some(p) => Ok(vm.new_string(p)),
        None if !label.is_empty() => Ok(vm.new_string(label.into_bytes())),
        None => Ok(Value::NIL),
    }
}

fn io_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let class = vm.class_of_real(recv);
    let name = vm.module_name(class);
    let Ok(d) = io_data(vm, recv) else { return Ok(vm.new_string(format!("#<{name}:(uninitialized)>").into_bytes())) };
    let what = match (&d.stream, &d.path) {
        (_, Some(p)) => String::from_utf8_lossy(p).into_owned(),
        (Some(_), None) if d.from_fd => format!("fd {}", d.fd),
        (Some(Stream::Stdin), _) => "<STDIN>".to_string(),
        (Some(Stream::Stdout), _) => "<STDOUT>".to_string(),
        (Some(Stream::Stderr), _) => "<STDERR>".to_string(),
        _ if d.stream.is_none() => String::new(),
        _ => format!("fd {}", d.fd),
    };
    let closed = match (d.stream.is_none(), what.is_empty()) {
        (false, _) => "",
        (true, true) => "(closed)",
        (true, false) => " (closed)",
    };
    Ok(vm.new_string(format!("#<{name}:{what}{closed}>").into_bytes()))
}

/// The OS offset minus what is buffered: the position the next read starts at.
fn tell(vm: &mut Vm, recv: Value) -> VmResult<i64> {
    let d = open_data(vm, recv)?;
    let buffered = d.buffered().len() as i64;
    let path = d.label();
    let Some(Stream::File(f)) = &mut d.stream else { return Err(errno::errno_error(vm, libc::ESPIPE, "rb_io_tell", &path)) };
    match f.stream_position() {
        Ok(p) => Ok(p as i64 - buffered),
        // A pipe has no path to name.
        Err(e) if path.is_empty() => Err(errno::errno_error_plain(vm, e.raw_os_error().unwrap_or(libc::ESPIPE))),
        Err(e) => Err(errno::sys_fail(vm, &e, "rb_io_tell", &path)),
    }
}

fn seek_to(vm: &mut Vm, recv: Value, target: SeekFrom) -> VmResult<()> {
    let d = open_data(vm, recv)?;
    let path = d.label();
    let result = d.unread().and_then(|()| match &mut d.stream {
        Some(Stream::File(f)) => f.seek(target).map(|_| ()),
        _ => Err(std::io::Error::from_raw_os_error(libc::ESPIPE)),
    });
    result.map_err(|e| if path.is_empty() { errno::errno_error_plain(vm, e.raw_os_error().unwrap_or(libc::ESPIPE)) } else { errno::sys_fail(vm, &e, "rb_io_seek", &path) })
}

fn io_pos(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(tell(vm, recv)?))
}

fn io_pos_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        let path = io_data(vm, recv)?.label();
        return Err(errno::errno_error(vm, libc::EINVAL, "rb_io_set_pos", &path));
    }
    seek_to(vm, recv, SeekFrom::Start(n as u64))?;
    Ok(Value::fixnum(n))
}

fn io_rewind(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    seek_to(vm, recv, SeekFrom::Start(0))?;
    io_data(vm, recv)?.lineno = 0;
    Ok(Value::fixnum(0))
}

/// `seek(offset, whence = IO::SEEK_SET)`; whence may be an Integer or :SET/:CUR/:END.
fn io_seek(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let off = vm.expect_int(args.get(0))?;
    let whence = args.get(1);
    let whence = if whence.is_nil() {
        0
    } else if whence.is_symbol() {
        match whence.as_symbol().name().as_ref() {
            "SET" => 0,
            "CUR" => 1,
            "END" => 2,
            other => return Err(vm.arg_error(&format!("unknown whence: {other}"))),
        }
    } else {
        vm.expect_int(whence)?
    };
    let target = match whence {
        0 if off >= 0 => SeekFrom::Start(off as u64),
        0 => {
            let path = io_data(vm, recv)?.label();
            return Err(errno::errno_error(vm, libc::EINVAL, "rb_io_seek", &path));
        }
        1 => {
            // The logical position, not the read-ahead OS offset.
            let here = tell(vm, recv)?;
            SeekFrom::Start(here.saturating_add(off).max(0) as u64)
        }
        2 => SeekFrom::End(off),
        _ => {
            let path = io_data(vm, recv)?.label();
            return Err(errno::errno_error(vm, libc::EINVAL, "rb_io_seek", &path));
        }
    };
    seek_to(vm, recv, target)?;
    Ok(Value::fixnum(0))
}

fn io_lineno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = read::readable(vm, recv)?;
    Ok(Value::fixnum(d.lineno))
}

/// `lineno = n`: a C int (TypeError/RangeError otherwise); `$.` changes at the next read.
fn io_lineno_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if v.is_nil() {
        return Err(vm.type_error("no implicit conversion of nil into Integer"));
    }
    let n = vm.expect_int(v)?;
    if i32::try_from(n).is_err() {
        let kind = if n < 0 { "small" } else { "big" };
        return Err(vm.make_error(vm.core.range_error, &format!("integer {n} too {kind} to convert to 'int'")));
    }
    read::readable(vm, recv)?.lineno = n;
    Ok(v)
}

/// A new File for an opened `std::fs::File`.
pub fn file_io(vm: &mut Vm, f: std::fs::File, path: Vec<u8>, readable: bool, writable: bool, binmode: bool) -> Value {
    let fd = f.as_raw_fd();
    let mut d = IoData::new(Stream::File(f), fd, readable, writable);
    d.path = Some(path);
    d.binmode = binmode;
    let klass = file_class(vm);
    new_io(vm, klass, d)
}

/// Creates the standard streams and their constants and globals, and every IO, File and Dir
/// method. Runs after the exception classes exist (Errno needs SystemCallError).
pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    let object = vm.core.object;
    let stdin = new_io(vm, io, IoData::new(Stream::Stdin, 0, true, false));
    vm.const_set(object, intern("STDIN"), stdin);
    vm.globals.insert(intern("$stdin"), stdin);
    vm.core.stdout = new_io(vm, io, IoData::new(Stream::Stdout, 1, false, true));
    vm.core.stderr = new_io(vm, io, IoData::new(Stream::Stderr, 2, false, true));
    let (so, se) = (vm.core.stdout, vm.core.stderr);
    vm.const_set(object, intern("STDOUT"), so);
    vm.const_set(object, intern("STDERR"), se);
    for (name, n) in [("SEEK_SET", 0), ("SEEK_CUR", 1), ("SEEK_END", 2)] {
        vm.const_set(io, intern(name), Value::fixnum(n));
    }

    let state: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("close", 0, io_close),
        ("closed?", 0, io_closed),
        ("fileno", 0, io_fileno),
        ("to_i", 0, io_fileno),
        ("tty?", 0, io_tty),
        ("isatty", 0, io_tty),
        ("sync", 0, io_sync),
        ("sync=", 1, io_sync_set),
        ("flush", 0, io_flush),
        ("binmode", 0, io_binmode),
        ("binmode?", 0, io_binmode_p),
        ("inspect", 0, io_inspect),
        ("pos", 0, io_pos),
        ("tell", 0, io_pos),
        ("pos=", 1, io_pos_set),
        ("seek", -1, io_seek),
        ("rewind", 0, io_rewind),
        ("lineno", 0, io_lineno),
        ("lineno=", 1, io_lineno_set),
    ];
    for &(name, arity, f) in state {
        vm.define_builtin(io, name, arity, f);
    }
    let enumerable = vm.core.enumerable;
    let _ = vm.include_module(io, enumerable);
    errno::init(vm);
    read::init(vm);
    write::init(vm);
    file::init(vm);
    path::init(vm);
    dir::init(vm);
    pipe::init(vm);
    stat::init(vm);
    open::init(vm);
    encoding::init(vm);
    sys::init(vm);
    control::init(vm);
    copy_stream::init(vm);
    dir_stream::init(vm);
    attrs::init(vm);
    buffer::init(vm);
    reopen::init(vm);
    select::init(vm);
    wait_events::init(vm);
    fnmatch::init(vm);
    filetest::init(vm);
    argf::init(vm);

    vm.define_builtin(io, "path", 0, io_path);
    vm.define_builtin(io, "to_path", 0, io_path);
}
