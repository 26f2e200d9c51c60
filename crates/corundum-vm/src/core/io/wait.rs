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

use std::os::fd::AsRawFd;

use nix::poll::PollFlags;

use crate::core::io::{with_fd, IoData};
use crate::vm::{Unwind, Vm, VmResult};

/// Waits until `d` can be read from (`writing`: written to) without blocking, running due
/// interrupts meanwhile. Nothing to wait for once the IO is closed.
pub fn wait_io(vm: &mut Vm, d: &IoData, writing: bool) -> VmResult<()> {
    let Some(fd) = with_fd(d, writing, |fd| fd.as_raw_fd()) else { return Ok(()) };
    let events = if writing { PollFlags::POLLOUT } else { PollFlags::POLLIN };
    vm.wait_fd_checking_ints(fd, events, None)?;
    Ok(())
}

/// The IOError of a read or write whose IO was closed while it waited.
pub fn stream_closed_error(vm: &mut Vm) -> Unwind {
    vm.make_error(vm.core.io_error, "stream closed in another thread")
}
