//! The blocking points of IO: before a read or write that could block (a pipe, a terminal, a
//! FIFO), the VM waits for the descriptor with poll(2) and the wake pipe (`vm::interrupt`), so a
//! signal, `Thread#raise`/`kill` or a timer tick is seen while it waits, as CRuby's blocking
//! regions are interrupted; with other threads alive they run meanwhile.
//!
//! Invariants:
//! - A wait returns only when the descriptor is ready (poll says so: a read then returns data or
//!   the end, a write then writes at least one byte; a regular file is always ready, so it costs
//!   one poll(2)), or raises what an interrupt raised.
//! - What ran during the wait may have closed the IO: the caller's stream is looked at again
//!   (`stream_closed_error` when it is gone, CRuby's message for an IO closed under a waiter).
//! - A descriptor poll(2) cannot watch counts as ready: the read or write itself reports.
//! - A non-blocking descriptor (every socket) is tried first and waited for only after EAGAIN
//!   (`wait_io_ready`), as CRuby does.

use std::os::fd::AsRawFd;

use nix::fcntl::{fcntl, FcntlArg, OFlag};
use nix::poll::PollFlags;

use crate::core::io::{with_fd, IoData};
use crate::vm::{Unwind, Vm, VmResult};

/// The blocking point before a read (`writing`: a write) of `d`: waits until it can be done
/// without blocking, running due interrupts meanwhile. A descriptor in non-blocking mode (a
/// socket) is not waited for here: its call is tried first, as CRuby tries every read and
/// write, and answers EAGAIN when it would block (the caller then waits with
/// `wait_io_ready`); so a call that fails at once (a read on a listening socket: ENOTCONN)
/// fails rather than waiting for an event that never comes. Nothing to wait for once the IO
/// is closed.
pub fn wait_io(vm: &mut Vm, d: &IoData, writing: bool) -> VmResult<()> {
    let Some(fd) = with_fd(d, writing, |fd| fd.as_raw_fd()) else { return Ok(()) };
    let nonblocking = with_fd(d, writing, |fd| fcntl(fd, FcntlArg::F_GETFL).is_ok_and(|f| OFlag::from_bits_retain(f).contains(OFlag::O_NONBLOCK)));
    if nonblocking == Some(true) {
        return Ok(());
    }
    let events = if writing { PollFlags::POLLOUT } else { PollFlags::POLLIN };
    vm.wait_fd_checking_ints(fd, events, None)?;
    Ok(())
}

/// Waits until `d` is ready for a read (`writing`: a write) after a non-blocking call answered
/// EAGAIN (CRuby's rb_io_wait_readable/writable), running due interrupts meanwhile; IOError
/// when what ran meanwhile closed it.
pub fn wait_io_ready(vm: &mut Vm, d: &IoData, writing: bool) -> VmResult<()> {
    let Some(fd) = with_fd(d, writing, |fd| fd.as_raw_fd()) else { return Err(stream_closed_error(vm)) };
    let events = if writing { PollFlags::POLLOUT } else { PollFlags::POLLIN };
    vm.wait_fd_checking_ints(fd, events, None)?;
    if d.stream.is_none() {
        return Err(stream_closed_error(vm));
    }
    Ok(())
}

/// The IOError of a read or write whose IO was closed while it waited.
pub fn stream_closed_error(vm: &mut Vm) -> Unwind {
    vm.make_error(vm.core.io_error, "stream closed in another thread")
}
