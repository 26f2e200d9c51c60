//! Descriptor duplication: `IO#dup`/`clone` (a new IO on dup(2) of the descriptor) and
//! `IO#reopen(other_io)` / `IO#reopen(path, mode)` (dup2(2) of another descriptor onto this
//! IO's own, so the descriptor number stays the same).
//!
//! Invariants: a duplicate has its own descriptor (close-on-exec set, autoclose on) and copies
//! the original's mode, path, encodings and line number; buffered read-ahead is given back to
//! the file first so both start at the same position. Reopening a standard stream flushes the
//! VM's output buffer first and replaces descriptor 0, 1 or 2 itself.

use std::os::fd::{AsFd, AsRawFd, OwnedFd};

use crate::core::io::errno::{errno_error_plain, sys_fail};
use crate::core::io::{io_data, new_io, open_data, IoData, Stream};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// A duplicate descriptor of the stream (the standard streams' numbers included).
fn dup_stream(d: &IoData) -> std::io::Result<OwnedFd> {
    let fd = match &d.stream {
        Some(Stream::File(f)) => nix::unistd::dup(f.as_fd()),
        Some(Stream::Stdin) => nix::unistd::dup(std::io::stdin().as_fd()),
        Some(Stream::Stdout) => nix::unistd::dup(std::io::stdout().as_fd()),
        Some(Stream::Stderr) => nix::unistd::dup(std::io::stderr().as_fd()),
        None => return Err(std::io::Error::from_raw_os_error(libc::EBADF)),
    };
    fd.map_err(|e| std::io::Error::from_raw_os_error(e as i32))
}

fn io_dup(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if matches!(open_data(vm, recv)?.stream, Some(Stream::Stdout)) {
        vm.flush_out();
    }
    let d = open_data(vm, recv)?;
    let path = d.path_lossy();
    d.unread().map_err(|e| sys_fail(vm, &e, "", &path))?;
    let fd = dup_stream(d).map_err(|e| sys_fail(vm, &e, "", &path))?;
    let f = std::fs::File::from(fd);
    let raw = f.as_raw_fd();
    let mut n = IoData::new(Stream::File(f), raw, d.readable, d.writable);
    n.path = d.path.clone();
    n.binmode = d.binmode;
    n.sync = d.sync;
    n.lineno = d.lineno;
    n.pipe = d.pipe || !matches!(d.stream, Some(Stream::File(_)));
    n.enc = d.enc;
    n.enc2 = d.enc2;
    let klass = vm.class_of_real(recv);
    Ok(new_io(vm, klass, n))
}

/// Puts descriptor `src` in place of the IO's own (dup2), keeping its number.
fn replace_fd(vm: &mut Vm, d: &mut IoData, src: std::os::fd::BorrowedFd) -> VmResult<()> {
    let r = match d.stream.take() {
        Some(Stream::File(f)) => {
            let mut own: OwnedFd = f.into();
            let r = nix::unistd::dup2(src, &mut own);
            d.stream = Some(Stream::File(std::fs::File::from(own)));
            r
        }
        Some(Stream::Stdout) => {
            vm.flush_out();
            d.stream = Some(Stream::Stdout);
            nix::unistd::dup2_stdout(src)
        }
        Some(Stream::Stderr) => {
            vm.flush_out();
            d.stream = Some(Stream::Stderr);
            nix::unistd::dup2_stderr(src)
        }
        Some(Stream::Stdin) => {
            d.stream = Some(Stream::Stdin);
            nix::unistd::dup2_stdin(src)
        }
        None => Err(nix::errno::Errno::EBADF),
    };
    r.map_err(|e| errno_error_plain(vm, e as i32))?;
    d.rbuf.clear();
    d.rpos = 0;
    Ok(())
}

/// `reopen(other_io)` or `reopen(path, mode = "r", **opts)`: self.
fn io_reopen(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let first = args.get(0);
    let other = if crate::core::io::is_io(first) {
        Some(first)
    } else if !crate::core::is_string(first) && vm.respond_to(first, intern("to_io"), true) {
        Some(vm.call_method(first, intern("to_io"), &[], None)?)
    } else {
        None
    };
    if let Some(other) = other {
        let o = open_data(vm, other)?;
        let opath = o.path_lossy();
        o.unread().map_err(|e| sys_fail(vm, &e, "", &opath))?;
        let src = dup_stream(o).map_err(|e| sys_fail(vm, &e, "", &opath))?;
        let (readable, writable, path, binmode, pipe) = (o.readable, o.writable, o.path.clone(), o.binmode, o.pipe);
        let d = open_data(vm, recv)?;
        replace_fd(vm, d, src.as_fd())?;
        d.readable = readable;
        d.writable = writable;
        d.path = path;
        d.binmode = binmode;
        d.pipe = pipe;
        return Ok(recv);
    }
    let path = crate::core::io::file::path_arg(vm, first)?;
    let d = io_data(vm, recv)?;
    // The mode defaults to the IO's own access ("r", "w" or "r+").
    let mode = if args.len() > 1 && !args.positional().get(1).is_none_or(|v| v.is_nil()) {
        args.positional()[1]
    } else {
        let m = match (d.readable, d.writable) {
            (true, true) => "r+",
            (false, true) => "w",
            _ => "r",
        };
        vm.new_str(m)
    };
    vm.temp_roots.push(mode);
    let spec = crate::core::io::mode::parse(vm, mode, args.kwargs());
    vm.temp_roots.pop();
    let spec = spec?;
    let f = crate::core::io::open::open_path(vm, &path, &spec, spec.perm.unwrap_or(0o666))?;
    let d = io_data(vm, recv)?;
    if d.stream.is_none() {
        // A closed IO takes the new file as it is.
        return crate::core::io::open::fill_file(vm, recv, f, path, &spec).map(|()| recv);
    }
    replace_fd(vm, d, f.as_fd())?;
    d.readable = spec.readable();
    d.writable = spec.writable();
    d.path = Some(path);
    d.binmode = spec.binmode;
    d.enc = spec.enc;
    d.enc2 = spec.enc2;
    d.lineno = 0;
    Ok(recv)
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    vm.define_builtin(io, "dup", 0, io_dup);
    vm.define_builtin(io, "clone", -1, io_dup);
    vm.define_builtin(io, "reopen", -1, io_reopen);
}
