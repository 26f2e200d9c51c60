//! IO streams and file descriptors through the API: an IO's descriptor, a new IO over a
//! descriptor, waiting for a descriptor to become ready while other threads run, and running a
//! blocking system call on another OS thread (CRuby's `rb_io_descriptor`, `rb_io_wait`,
//! `rb_thread_call_without_gvl`).
//!
//! Invariants:
//! - A descriptor answered by `io_fd` belongs to its IO: it stays open until the IO is closed,
//!   which only Ruby code can do, so it may be used until the native next calls into Ruby.
//! - `wait_fd` and `blocking` never hold up the other Ruby threads: with threads alive they
//!   poll and park the running thread in turns (every `POLL_STEP`); alone, they wait in the
//!   kernel in slices short enough that Ruby signal handlers run on time.

use std::os::fd::{AsRawFd, BorrowedFd, OwnedFd, RawFd};
use std::time::{Duration, Instant};

use crate::api::error::IntoApi;
use crate::api::{Result, Ruby, Value};

/// How often a waiting thread looks again while other threads run (as IO reads do).
const POLL_STEP: Duration = Duration::from_millis(5);

/// What [`Ruby::wait_fd`] waits for (both may be asked).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct IoEvents {
    /// Input is available (or end of file, or an error a read will report).
    pub readable: bool,
    /// Output would not block.
    pub writable: bool,
}

impl IoEvents {
    /// Waiting for input.
    pub const READABLE: IoEvents = IoEvents { readable: true, writable: false };
    /// Waiting for room to write.
    pub const WRITABLE: IoEvents = IoEvents { readable: false, writable: true };
}

/// What a descriptor became ready for in [`Ruby::wait_fd`]; both false when the wait timed
/// out.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct IoReady {
    /// Readable (or at end of file, or in error: a read will tell).
    pub readable: bool,
    /// Writable (or in error: a write will tell).
    pub writable: bool,
}

impl IoReady {
    /// Whether the wait timed out (nothing became ready).
    #[inline]
    pub fn timed_out(self) -> bool {
        !self.readable && !self.writable
    }
}

/// One poll(2) of `fd` for `events`, waiting at most `wait`.
fn poll_once(fd: RawFd, events: IoEvents, wait: Duration) -> std::result::Result<IoReady, nix::errno::Errno> {
    use nix::poll::{poll, PollFd, PollFlags, PollTimeout};
    let mut flags = PollFlags::empty();
    if events.readable {
        flags |= PollFlags::POLLIN;
    }
    if events.writable {
        flags |= PollFlags::POLLOUT;
    }
    // SAFETY: the caller's IO owns `fd` and keeps it open for the duration of this call (the
    // module invariant); the borrow ends with it.
    let bfd = unsafe { BorrowedFd::borrow_raw(fd) };
    let mut fds = [PollFd::new(bfd, flags)];
    let ms = PollTimeout::try_from(wait.as_millis().min(i32::MAX as u128) as i32).unwrap_or(PollTimeout::MAX);
    match poll(&mut fds, ms) {
        Ok(0) => Ok(IoReady::default()),
        Ok(_) => {
            let r = fds[0].revents().unwrap_or(PollFlags::empty());
            let err = r.intersects(PollFlags::POLLERR | PollFlags::POLLHUP | PollFlags::POLLNVAL);
            Ok(IoReady { readable: events.readable && (err || r.contains(PollFlags::POLLIN)), writable: events.writable && (err || r.contains(PollFlags::POLLOUT)) })
        }
        Err(nix::errno::Errno::EINTR) => Ok(IoReady::default()),
        Err(e) => Err(e),
    }
}

impl Ruby {
    /// The descriptor of IO `io` (its write end for a read-write pipe when `writing`);
    /// IOError "closed stream" once closed, "uninitialized stream" for a non-IO.
    pub fn io_fd(&mut self, io: Value, writing: bool) -> Result<RawFd> {
        let d = crate::core::io::open_data(self.vm(), io).api()?;
        match crate::core::io::with_fd(d, writing, |fd| fd.as_raw_fd()) {
            Some(fd) => Ok(fd),
            None => Err(self.raise_core(crate::api::CoreClass::IoError, "closed stream")),
        }
    }

    /// Runs `f` with the descriptor of IO `io` (its write end for a read-write pipe when
    /// `writing`), borrowed for the call; IOError "closed stream" once closed, "uninitialized
    /// stream" for a non-IO.
    pub fn with_io_fd<R>(&mut self, io: Value, writing: bool, f: impl FnOnce(BorrowedFd<'_>) -> R) -> Result<R> {
        let d = crate::core::io::open_data(self.vm(), io).api()?;
        match crate::core::io::with_fd(d, writing, f) {
            Some(r) => Ok(r),
            None => Err(self.raise_core(crate::api::CoreClass::IoError, "closed stream")),
        }
    }

    /// The path IO `io` was opened with (lossy UTF-8), empty when it has none.
    pub fn io_path(&mut self, io: Value) -> Result<String> {
        let d = crate::core::io::io_data(self.vm(), io).api()?;
        Ok(d.path_lossy())
    }

    /// A file path argument (CRuby's `rb_get_path`): a String, or what `to_path`/`to_str`
    /// gives; ArgumentError for one with a NUL byte.
    pub fn path_arg(&mut self, v: Value) -> Result<std::path::PathBuf> {
        let bytes = crate::core::io::file::path_arg(self.vm(), v).api()?;
        Ok(crate::core::io::file::os_path(&bytes).to_path_buf())
    }

    /// Whether `v` is an IO (File, a pipe, a standard stream, ...).
    #[inline]
    pub fn is_io(&self, v: Value) -> bool {
        crate::core::io::is_io(v)
    }

    /// A new IO of class `klass` (IO or a subclass) owning descriptor `fd`, open for reading
    /// and writing as the descriptor's access mode allows (CRuby's `rb_io_fdopen`); a
    /// descriptor that is not a regular file (a socket, a pipe, a terminal) cannot seek.
    pub fn new_io(&mut self, klass: Value, fd: OwnedFd) -> Result {
        use crate::core::io::{new_io, IoData, Stream};
        let raw = fd.as_raw_fd();
        let flags = match nix::fcntl::fcntl(&fd, nix::fcntl::FcntlArg::F_GETFL) {
            Ok(f) => f,
            Err(e) => return Err(self.errno_error_plain(e as i32)),
        };
        let access = flags & libc::O_ACCMODE;
        let file = std::fs::File::from(fd);
        let seekable = file.metadata().map(|m| m.is_file() || m.is_dir()).unwrap_or(false);
        let mut d = IoData::new(Stream::File(file), raw, access == libc::O_RDONLY || access == libc::O_RDWR, access == libc::O_WRONLY || access == libc::O_RDWR);
        d.from_fd = true;
        d.pipe = !seekable;
        Ok(new_io(self.vm(), klass, d))
    }

    /// Waits until descriptor `fd` is ready for `events`, or `timeout` passes (None: no
    /// limit), letting the other Ruby threads run meanwhile (CRuby's `rb_io_wait`). Signal
    /// handlers and `Thread#raise` reach the waiter here as an `Err`. An error of poll(2)
    /// itself (a bad descriptor) is the Errno exception.
    pub fn wait_fd(&mut self, fd: RawFd, events: IoEvents, timeout: Option<Duration>) -> Result<IoReady> {
        use nix::poll::PollFlags;
        let mut flags = PollFlags::empty();
        if events.readable {
            flags |= PollFlags::POLLIN;
        }
        if events.writable {
            flags |= PollFlags::POLLOUT;
        }
        let deadline = timeout.map(|t| Instant::now() + t);
        loop {
            let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            // The VM's blocking point: interrupts run, other threads run, the wake pipe ends it.
            let ready = self.vm().wait_fd_checking_ints(fd, flags, left).api()?;
            // Which of the events: one look (another thread may have taken the data meanwhile).
            let now = poll_once(fd, events, Duration::ZERO).map_err(|e| self.errno_error_plain(e as i32))?;
            if !ready || !now.timed_out() {
                return Ok(now);
            }
        }
    }

    /// Runs `f` (a blocking system call: name resolution, a large compression, a slow file)
    /// on another OS thread while the running Ruby thread waits, so the other Ruby threads run
    /// (CRuby's `rb_thread_call_without_gvl`). `f` gets no `Ruby` and may not capture one (it
    /// is `!Send`): it cannot touch Ruby objects. With no other thread alive `f` simply runs
    /// here. If the waiting thread is interrupted (`Thread#raise`, `kill`, a signal handler's
    /// exception) this returns that `Err` at once and `f`'s result, when it comes, is dropped.
    pub fn blocking<R, F>(&mut self, f: F) -> Result<R>
    where
        F: FnOnce() -> R + Send + 'static,
        R: Send + 'static,
    {
        if !self.has_other_threads() {
            return Ok(f());
        }
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        let spawned = std::thread::Builder::new().name("corundum-blocking".into()).spawn(move || {
            let _ = tx.send(f());
        });
        if let Err(e) = spawned {
            return Err(self.sys_fail(&e, "pthread_create", ""));
        }
        loop {
            match rx.try_recv() {
                Ok(r) => return Ok(r),
                Err(std::sync::mpsc::TryRecvError::Empty) => {}
                Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    // The worker ended without an answer: `f` panicked (a bug in the library).
                    return Err(self.raise_core(crate::api::CoreClass::Fatal, "a blocking native call panicked"));
                }
            }
            let until = Instant::now() + POLL_STEP;
            self.block_on(Value::NIL, Some(until))?;
        }
    }
}
