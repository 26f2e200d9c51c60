//! Waiting for an IO to become ready: `IO#wait`, `wait_readable`, `wait_writable`,
//! `wait_priority` (core methods since CRuby 3.2; `require "io/wait"` adds nothing more in 4.0)
//! the event constants `IO::READABLE`, `IO::PRIORITY`, `IO::WRITABLE`, and IO::TimeoutError.
//!
//! Invariants:
//! - Read-ahead counts as readable at once (its bytes are no longer in the descriptor), as
//!   CRuby's `rb_io_read_pending` check does; the answer is then `true` for the legacy forms.
//! - A wait is the VM's blocking point (`Vm::wait_fd_checking_ints`, as the API's `wait_fd`):
//!   signals, `Thread#raise`/`kill` and time slices are seen while it waits, and it holds up no
//!   other thread.

use std::os::fd::{AsRawFd, BorrowedFd};
use std::time::{Duration, Instant};

use nix::poll::{poll, PollFd, PollFlags, PollTimeout};

use crate::core::io::{open_data, with_fd};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// CRuby's RUBY_IO_READABLE, RUBY_IO_PRIORITY, RUBY_IO_WRITABLE.
const READABLE: i64 = 1;
const PRIORITY: i64 = 2;
const WRITABLE: i64 = 4;

/// The poll(2) events of an event mask.
fn poll_flags(mask: i64) -> PollFlags {
    let mut flags = PollFlags::empty();
    if mask & READABLE != 0 {
        flags |= PollFlags::POLLIN;
    }
    if mask & PRIORITY != 0 {
        flags |= PollFlags::POLLPRI;
    }
    if mask & WRITABLE != 0 {
        flags |= PollFlags::POLLOUT;
    }
    flags
}

/// The events of `mask` that descriptor `fd` shows now, waiting at most `wait`.
fn poll_events(fd: i32, mask: i64, wait: Duration) -> Result<i64, nix::errno::Errno> {
    let flags = poll_flags(mask);
    // SAFETY: the IO owns `fd` and nothing closes it during this one poll(2) (the caller holds
    // no Ruby code in between); the borrow ends with the call.
    let bfd = unsafe { BorrowedFd::borrow_raw(fd) };
    let mut fds = [PollFd::new(bfd, flags)];
    let ms = PollTimeout::try_from(wait.as_millis().min(i32::MAX as u128) as i32).unwrap_or(PollTimeout::MAX);
    match poll(&mut fds, ms) {
        Ok(0) | Err(nix::errno::Errno::EINTR) => Ok(0),
        Ok(_) => {
            let r = fds[0].revents().unwrap_or(PollFlags::empty());
            let err = r.intersects(PollFlags::POLLERR | PollFlags::POLLHUP | PollFlags::POLLNVAL);
            let mut got = 0;
            if mask & READABLE != 0 && (err || r.contains(PollFlags::POLLIN)) {
                got |= READABLE;
            }
            if mask & PRIORITY != 0 && r.contains(PollFlags::POLLPRI) {
                got |= PRIORITY;
            }
            if mask & WRITABLE != 0 && (err || r.contains(PollFlags::POLLOUT)) {
                got |= WRITABLE;
            }
            Ok(got)
        }
        Err(e) => Err(e),
    }
}

/// Waits until IO `io` shows one of the events of `mask` or `timeout` passes; the events that
/// came (0 on timeout). The wait is the VM's blocking point (`wait_fd_checking_ints`), so
/// interrupts run and other threads go on meanwhile.
fn wait_mask(vm: &mut Vm, io: Value, mask: i64, timeout: Option<Duration>) -> VmResult<i64> {
    let deadline = timeout.map(|t| Instant::now() + t);
    loop {
        let d = open_data(vm, io)?;
        let writing = mask & WRITABLE != 0 && mask & (READABLE | PRIORITY) == 0;
        let Some(fd) = with_fd(d, writing, |fd| fd.as_raw_fd()) else {
            return Err(vm.make_error(vm.core.io_error, "closed stream"));
        };
        let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
        let ready = vm.wait_fd_checking_ints(fd, poll_flags(mask), left)?;
        // Which events: one look (another thread may have taken the input meanwhile).
        let got = poll_events(fd, mask, Duration::ZERO).map_err(|e| crate::core::io::errno::errno_error_plain(vm, e as i32))?;
        if got != 0 || !ready {
            return Ok(got);
        }
    }
}

/// The answer of a wait: `io` (legacy forms) or the ready events, nil on timeout.
fn wait_answer(vm: &mut Vm, io: Value, mask: i64, timeout: Value, return_io: bool) -> VmResult {
    let t = crate::core::thread::interval(vm, timeout)?;
    let got = wait_mask(vm, io, mask, t)?;
    if got == 0 {
        return Ok(Value::NIL);
    }
    Ok(if return_io { io } else { Value::fixnum(got) })
}

/// IOError "not opened for reading"/"not opened for writing" unless `io` is open that way.
fn check_mode(vm: &mut Vm, io: Value, reading: bool) -> VmResult<bool> {
    let d = open_data(vm, io)?;
    if reading && !d.readable {
        return Err(vm.make_error(vm.core.io_error, "not opened for reading"));
    }
    if !reading && !d.writable {
        return Err(vm.make_error(vm.core.io_error, "not opened for writing"));
    }
    Ok(!d.buffered().is_empty())
}

/// `wait_readable(timeout = nil)`: self when input is ready, true when some is buffered, nil
/// on timeout.
fn io_wait_readable(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    if check_mode(vm, recv, true)? {
        return Ok(Value::TRUE);
    }
    wait_answer(vm, recv, READABLE, args.get(0), true)
}

/// `wait_writable(timeout = nil)`: self when a write would not block, nil on timeout.
fn io_wait_writable(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    check_mode(vm, recv, false)?;
    wait_answer(vm, recv, WRITABLE, args.get(0), true)
}

/// `wait_priority(timeout = nil)`: self when priority input is ready, nil on timeout.
fn io_wait_priority(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    if check_mode(vm, recv, true)? {
        return Ok(Value::TRUE);
    }
    wait_answer(vm, recv, PRIORITY, args.get(0), true)
}

/// The events of a mode Symbol of `wait` (:r, :read, :readable, :w, ..., :rw, ...).
fn mode_symbol(vm: &mut Vm, v: Value) -> VmResult<i64> {
    let name = v.as_symbol().name();
    match name.as_ref() {
        "r" | "read" | "readable" => Ok(READABLE),
        "w" | "write" | "writable" => Ok(WRITABLE),
        "rw" | "read_write" | "readable_writable" => Ok(READABLE | WRITABLE),
        other => Err(vm.arg_error(&format!("unsupported mode: {other}"))),
    }
}

/// `wait(events, timeout)` (the ready events, an Integer) or the legacy
/// `wait(timeout = nil, *modes)` (self, or true when input is buffered).
fn io_wait(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let argv = args.positional().to_vec();
    if argv.len() == 2 && !argv[0].is_symbol() && !argv[1].is_symbol() {
        let events = vm.expect_int(argv[0])?;
        if events <= 0 {
            return Err(vm.arg_error("Events must be positive integer!"));
        }
        let d = open_data(vm, recv)?;
        if events & READABLE != 0 && !d.buffered().is_empty() {
            return Ok(Value::fixnum(READABLE));
        }
        return wait_answer(vm, recv, events, argv[1], false);
    }
    let mut events = 0;
    let mut timeout: Option<Value> = None;
    for &a in &argv {
        if a.is_symbol() {
            events |= mode_symbol(vm, a)?;
        } else if timeout.is_none() {
            crate::core::thread::interval(vm, a)?;
            timeout = Some(a);
        } else {
            return Err(vm.arg_error("timeout given more than once"));
        }
    }
    if events == 0 {
        events = READABLE;
    }
    let d = open_data(vm, recv)?;
    if events & READABLE != 0 && !d.buffered().is_empty() {
        return Ok(Value::TRUE);
    }
    wait_answer(vm, recv, events, timeout.unwrap_or(Value::NIL), true)
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    for (name, n) in [("READABLE", READABLE), ("PRIORITY", PRIORITY), ("WRITABLE", WRITABLE)] {
        vm.const_set(io, intern(name), Value::fixnum(n));
    }
    // Raised by IO operations that time out (`IO#timeout=`, socket connect timeouts).
    let io_error = vm.core.io_error;
    crate::core::define_class_under(vm, io, "TimeoutError", io_error);
    vm.define_builtin(io, "wait", -1, io_wait);
    vm.define_builtin(io, "wait_readable", -1, io_wait_readable);
    vm.define_builtin(io, "wait_writable", -1, io_wait_writable);
    vm.define_builtin(io, "wait_priority", -1, io_wait_priority);
}
