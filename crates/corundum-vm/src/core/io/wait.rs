//! The blocking points of IO: before a read or write that could block (a pipe, a terminal, a
//! FIFO), the VM waits for the descriptor with poll(2) and the wake pipe (`vm::interrupt`), so a
//! signal, `Thread#raise`/`kill` or a timer tick is seen while it waits, as CRuby's blocking
//! regions are interrupted; with other threads alive they run meanwhile.
//!
//! Opening a FIFO blocks in open(2) until the other side opens it, and poll(2) cannot wait for
//! that: `open_file` runs such an open on an OS thread of its own and waits, as above, for the
//! thread's end (its end of a notification pipe closes). A wait cut short by an interrupt opens
//! the FIFO once from the other side without blocking and closes it again, which ends the
//! thread's open(2) (its descriptor is then closed unused), so no thread stays behind.
//!
//! A descriptor in non-blocking mode (`read_nonblock` leaves it so, `io/nonblock` sets it) is
//! read or written first, as CRuby does, and waited for only when that says EAGAIN
//! (`wait_io_ready`): poll(2) cannot tell that a FIFO without a writer reads as its end.
//!
//! Invariants:
//! - A wait returns only when the descriptor is ready (poll says so: a read then returns data or
//!   the end, a write then writes at least one byte; a regular file is always ready, so it costs
//!   one poll(2)), or raises what an interrupt raised; for a non-blocking descriptor `wait_io`
//!   returns at once and the read or write that follows may say EAGAIN.
//! - What ran during the wait may have closed the IO: the caller's stream is looked at again
//!   (`stream_closed_error` when it is gone, CRuby's message for an IO closed under a waiter).
//! - A descriptor poll(2) cannot watch counts as ready: the read or write itself reports.

use std::fs::{File, OpenOptions};
use std::os::fd::AsRawFd;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

use nix::poll::PollFlags;

use crate::core::io::{with_fd, IoData};
use crate::vm::{Unwind, Vm, VmResult};

/// Waits until `d` can be read from (`writing`: written to) without blocking, running due
/// interrupts meanwhile. Nothing to wait for once the IO is closed.
pub fn wait_io(vm: &mut Vm, d: &IoData, writing: bool) -> VmResult<()> {
    let Some((fd, nonblocking)) = with_fd(d, writing, |fd| (fd.as_raw_fd(), is_nonblocking(fd))) else { return Ok(()) };
    if nonblocking {
        return Ok(());
    }
    let events = if writing { PollFlags::POLLOUT } else { PollFlags::POLLIN };
    vm.wait_fd_checking_ints(fd, events, None)?;
    Ok(())
}

/// After a read or write of `d` said EAGAIN (a non-blocking descriptor): waits until it is
/// ready, as `wait_io` does for a blocking one; IOError when what ran meanwhile closed it.
pub fn wait_io_ready(vm: &mut Vm, d: &IoData, writing: bool) -> VmResult<()> {
    let Some(fd) = with_fd(d, writing, |fd| fd.as_raw_fd()) else { return Err(stream_closed_error(vm)) };
    let events = if writing { PollFlags::POLLOUT } else { PollFlags::POLLIN };
    vm.wait_fd_checking_ints(fd, events, None)?;
    if d.stream.is_none() {
        return Err(stream_closed_error(vm));
    }
    Ok(())
}

/// Whether descriptor `fd` is in non-blocking mode (O_NONBLOCK).
fn is_nonblocking(fd: std::os::fd::BorrowedFd) -> bool {
    nix::fcntl::fcntl(fd, nix::fcntl::FcntlArg::F_GETFL).is_ok_and(|fl| fl & libc::O_NONBLOCK != 0)
}

/// The IOError of a read or write whose IO was closed while it waited.
pub fn stream_closed_error(vm: &mut Vm) -> Unwind {
    vm.make_error(vm.core.io_error, "stream closed in another thread")
}

/// Opens `path` with `options`, whose access mode and open(2) flags are `flags`: at once, unless
/// the open could block (a FIFO opened only for reading or only for writing, without
/// O_NONBLOCK), which waits as a blocking point (module comment). The OS error, if any, is the
/// inner result.
pub fn open_file(vm: &mut Vm, path: &Path, options: &OpenOptions, flags: i32) -> VmResult<std::io::Result<File>> {
    let access = flags & libc::O_ACCMODE;
    let may_block = access != libc::O_RDWR && flags & libc::O_NONBLOCK == 0 && std::fs::metadata(path).is_ok_and(|m| m.file_type().is_fifo());
    if !may_block {
        return Ok(options.open(path));
    }
    // The opener's end: closed when it has put its result in the channel.
    let Ok((notified, notify)) = nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC) else { return Ok(options.open(path)) };
    let (tx, rx) = std::sync::mpsc::sync_channel(1);
    let (opener, target) = (options.clone(), path.to_path_buf());
    let spawned = std::thread::Builder::new().name("corundum-open".into()).spawn(move || {
        // Nobody waiting any more: the send fails and the File it carried is closed.
        let _ = tx.send(opener.open(&target));
        drop(notify);
    });
    if spawned.is_err() {
        return Ok(options.open(path));
    }
    match vm.wait_fd_checking_ints(notified.as_raw_fd(), PollFlags::POLLIN, None) {
        Ok(_) => Ok(rx.recv().unwrap_or_else(|_| Err(std::io::Error::from(std::io::ErrorKind::Interrupted)))),
        Err(u) => {
            drop(rx);
            end_opener(path, access, &notified);
            Err(u)
        }
    }
}

/// Ends the open(2) of an opener thread nobody waits for any more: opens the FIFO from the other
/// side without blocking (a FIFO's open returns once its partner opened) until the thread has
/// ended, so that its descriptor is closed before anything else opens the FIFO (a reader or
/// writer left behind would pair with the next partner and leave it an empty or broken pipe).
/// Tries for about a second (the thread may not have reached open(2) yet; the FIFO may be gone).
fn end_opener(path: &Path, access: i32, notified: &std::os::fd::OwnedFd) {
    use std::os::fd::AsFd;
    for _ in 0..200 {
        let mut partner = OpenOptions::new();
        partner.custom_flags(libc::O_NONBLOCK);
        if access == libc::O_RDONLY {
            partner.write(true);
        } else {
            partner.read(true);
        }
        // Kept open until the thread is seen to end.
        let _partner = partner.open(path);
        let mut set = [nix::poll::PollFd::new(notified.as_fd(), PollFlags::POLLIN)];
        let ended = matches!(nix::poll::poll(&mut set, nix::poll::PollTimeout::from(5u8)), Ok(n) if n > 0);
        if ended {
            return;
        }
    }
}
