//! `IO.select(reads, writes = nil, errors = nil, timeout = nil)`: waits with poll(2) until one
//! of the IOs is ready and answers `[ready_reads, ready_writes, []]` with the objects as given
//! (an object answering `to_io` stands for its IO), or nil when the timeout passes.
//!
//! Invariants: an IO with buffered read-ahead counts as readable at once (its bytes are not in
//! the descriptor any more); the error set is accepted and checked but nothing is ever reported
//! in it on Linux pipes and files. The wait is a blocking point (`vm::interrupt`): the wake pipe
//! is polled with the IOs, so a signal ends the poll, its handler runs, and the wait goes on with
//! what is left of the timeout. While other threads live, it polls without blocking between their
//! turns.

use std::os::fd::{AsFd, BorrowedFd};

use nix::poll::{poll, PollFd, PollFlags, PollTimeout};

use crate::core::io::errno::errno_error_plain;
use crate::core::io::{is_io, open_data, Stream};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The IOs of one set argument: (object as given, its IO).
fn set_arg(vm: &mut Vm, v: Value) -> VmResult<Vec<(Value, Value)>> {
    if v.is_nil() {
        return Ok(Vec::new());
    }
    let Some(list) = vm.check_array(v)? else {
        let c = vm.class_of_real(v);
        let name = vm.module_name(c);
        return Err(vm.type_error(&format!("wrong argument type {name} (expected Array)")));
    };
    let items = obj::as_array(list).items.to_vec();
    let mut out = Vec::new();
    for item in items {
        let io = if is_io(item) { item } else { vm.try_convert(item, intern("to_io"), is_io, "IO")? };
        if !is_io(io) {
            return Err(vm.conversion_error(item, "IO"));
        }
        out.push((item, io));
    }
    Ok(out)
}

/// The timeout in milliseconds (None: wait for ever).
fn timeout_arg(vm: &mut Vm, v: Value) -> VmResult<Option<i64>> {
    if v.is_nil() {
        return Ok(None);
    }
    let secs = match vm.float_value(v) {
        Some(f) => f,
        None if v.is_fixnum() => v.as_fixnum() as f64,
        None => {
            let numeric = vm.const_get_from(vm.core.object, intern("Numeric")).unwrap_or(Value::NIL);
            if numeric.is_nil() || !vm.is_kind_of(v, numeric) {
                let c = vm.class_of_real(v);
                let name = vm.module_name(c);
                return Err(vm.type_error(&format!("can't convert {name} into time interval")));
            }
            let f = vm.call_method(v, intern("to_f"), &[], None)?;
            vm.float_value(f).unwrap_or(0.0)
        }
    };
    if secs.is_nan() {
        return Err(vm.make_error(vm.core.range_error, "NaN out of Time range"));
    }
    if secs < 0.0 {
        return Err(vm.arg_error("time interval must not be negative"));
    }
    Ok(Some(if secs > 1e12 { i64::MAX } else { (secs * 1000.0).ceil() as i64 }))
}

/// The standard streams' handles, borrowed for the length of one poll.
struct StdHandles {
    stdin: std::io::Stdin,
    stdout: std::io::Stdout,
    stderr: std::io::Stderr,
}

/// The descriptor to poll for an IO (None for a closed one).
fn fd_of<'a>(d: &'a crate::core::io::IoData, std: &'a StdHandles, writing: bool) -> Option<BorrowedFd<'a>> {
    Some(match (&d.stream, writing, &d.duplex) {
        (_, true, Some(w)) => w.as_fd(),
        (Some(Stream::File(f)), _, _) => f.as_fd(),
        (Some(Stream::Stdin), _, _) => std.stdin.as_fd(),
        (Some(Stream::Stdout), _, _) => std.stdout.as_fd(),
        (Some(Stream::Stderr), _, _) => std.stderr.as_fd(),
        (None, _, _) => return None,
    })
}

fn io_s_select(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(4))?;
    let reads = set_arg(vm, args.get(0))?;
    let writes = set_arg(vm, args.get(1))?;
    let errors = set_arg(vm, args.get(2))?;
    let timeout = timeout_arg(vm, args.get(3))?;
    // Read-ahead already buffered makes an IO readable now.
    let mut ready_now = Vec::new();
    for &(item, io) in &reads {
        let d = open_data(vm, io)?;
        if !d.buffered().is_empty() {
            ready_now.push(item);
        }
    }
    for &(_, io) in writes.iter().chain(errors.iter()) {
        open_data(vm, io)?;
    }
    let (r_ready, w_ready) = if !ready_now.is_empty() {
        (ready_now, Vec::new())
    } else {
        let deadline = timeout.map(|ms| std::time::Instant::now() + std::time::Duration::from_millis(ms.max(0) as u64));
        let std = StdHandles { stdin: std::io::stdin(), stdout: std::io::stdout(), stderr: std::io::stderr() };
        loop {
            if crate::vm::interrupt::pending() {
                vm.check_ints_blocking()?;
            }
            let mut fds = Vec::new();
            for &(_, io) in &reads {
                let d = open_data(vm, io)?;
                if let Some(fd) = fd_of(d, &std, false) {
                    fds.push(PollFd::new(fd, PollFlags::POLLIN));
                }
            }
            for &(_, io) in &writes {
                let d = open_data(vm, io)?;
                if let Some(fd) = fd_of(d, &std, true) {
                    fds.push(PollFd::new(fd, PollFlags::POLLOUT));
                }
            }
            // The wake pipe last: a signal ends the wait (`vm::interrupt`).
            let wake = crate::vm::interrupt::wake_fd();
            if let Some(w) = wake {
                fds.push(PollFd::new(w, PollFlags::POLLIN));
            }
            let left_ms = deadline.map(|d| d.saturating_duration_since(std::time::Instant::now()).as_nanos().div_ceil(1_000_000));
            // With other threads alive the wait is a series of looks between their turns.
            let threads = vm.multithreaded();
            let wait = match left_ms {
                _ if threads => PollTimeout::ZERO,
                None => PollTimeout::NONE,
                Some(ms) => PollTimeout::try_from(ms.min(i32::MAX as u128) as i32).unwrap_or(PollTimeout::MAX),
            };
            let polled = poll(&mut fds, wait);
            let woke = wake.is_some() && fds.last().and_then(|f| f.revents()).is_some_and(|r| !r.is_empty());
            if woke {
                crate::vm::interrupt::drain_wakeups();
            }
            match polled {
                Ok(n) if n > usize::from(woke) as i32 => {
                    let mut r = Vec::new();
                    let mut w = Vec::new();
                    for (i, &(item, _)) in reads.iter().enumerate() {
                        let ev = fds[i].revents().unwrap_or(PollFlags::empty());
                        if ev.intersects(PollFlags::POLLIN | PollFlags::POLLHUP | PollFlags::POLLERR) {
                            r.push(item);
                        }
                    }
                    for (j, &(item, _)) in writes.iter().enumerate() {
                        let ev = fds[reads.len() + j].revents().unwrap_or(PollFlags::empty());
                        if ev.intersects(PollFlags::POLLOUT | PollFlags::POLLERR) {
                            w.push(item);
                        }
                    }
                    break (r, w);
                }
                Ok(_) | Err(nix::errno::Errno::EINTR) => {
                    drop(fds);
                    if crate::vm::interrupt::pending() {
                        vm.check_ints_blocking()?;
                    }
                    let now = std::time::Instant::now();
                    if deadline.is_some_and(|d| now >= d) {
                        return Ok(Value::NIL);
                    }
                    if threads && !woke {
                        let mut until = now + std::time::Duration::from_millis(5);
                        if let Some(d) = deadline {
                            until = until.min(d);
                        }
                        vm.block_on(Value::NIL, Some(until))?;
                    }
                }
                Err(e) => return Err(errno_error_plain(vm, e as i32)),
            }
        }
    };
    let r = vm.new_array(r_ready);
    vm.temp_roots.push(r);
    let w = vm.new_array(w_ready);
    vm.temp_roots.push(w);
    let e = vm.new_array(Vec::new());
    vm.temp_roots.pop();
    vm.temp_roots.pop();
    Ok(vm.new_array(vec![r, w, e]))
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    vm.define_singleton_builtin(io, "select", -1, io_s_select);
}
