//! Interrupts: the one flag that every loop, call and blocking wait looks at, so that a signal,
//! a thread's time slice, a finalizer that became due or another thread's `Thread#raise`/`kill`
//! is seen within a few milliseconds whatever the program is doing (CRuby's `interrupt_flag`
//! and `RUBY_VM_CHECK_INTS`).
//!
//! The flag (`PENDING`) is a process-wide atomic set by whoever has news: the OS signal handler
//! (`core::process::signal`), the time-slice timer (`vm::thread`), the collector when finalizers
//! became due, and the VM itself. It says only "look"; what there is to see lives elsewhere (the
//! signal flags, `TIMESLICE`, `finalizers_due`, the threads' interrupt queues), and `check_ints`,
//! the slow path, clears the flag *before* looking, so news that arrives while it looks sets the
//! flag again and is seen at the next check.
//!
//! Where it is checked (each a safe point: the frame's pc and the stack are in the VM, so Ruby
//! code may run, an exception may be raised and the thread may be switched out):
//! - taken backward branches of the interpreter loop (`jump`, `branchif`, `branchunless` to an
//!   earlier instruction: every loop of compiled code has one): one load and one not-taken
//!   branch, the slow case handed to `step_slow` so the loop's code keeps its shape;
//! - method and block entry: every place that compares the frame count with `max_depth` tests
//!   the flag with it (`Vm::depth_or_interrupt`), except the interpreter loop's own fast call
//!   paths, where `push_method_frame` notices the flag and *trips* the limits
//!   (`Vm::trip_for_interrupt`) so that the next call or stack check takes the slow path; a
//!   builtin that iterates calls its block through `yield_block`, which checks;
//! - the allocation slow path (trips, as above) and every blocking wait (`wait_fd`: poll(2) on
//!   the descriptor and the wake pipe).
//!
//! The wake pipe: the signal handler writes a byte to it, so a wait in poll(2) returns at once;
//! a wait drains it before looking at the flags. After `fork` the child gets a pipe of its own
//! (`renew_wake_pipe`), or a signal to one process could wake the other and be drained there.
//!
//! Invariants:
//! - The signal handler and the timer thread only store atomics and write(2) one byte: nothing
//!   else is async-signal-safe.
//! - `PENDING` being false means nothing is due *for the flag's sources*; a trip of the limits
//!   (`signal_tripped`) is a per-VM copy of it, undone by `check_ints`.
//! - The flag is shared by every VM of the process (tests run several): a VM may see another's
//!   news, find nothing of its own and go on, which costs only the slow path once.

use std::os::fd::{BorrowedFd, FromRawFd, IntoRawFd, OwnedFd, RawFd};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::time::{Duration, Instant};

use nix::poll::{poll, PollFd, PollFlags, PollTimeout};

use crate::vm::{Vm, VmResult};

/// Something may be due: the interpreter and the call paths take their slow path.
static PENDING: AtomicBool = AtomicBool::new(false);

/// The wake pipe's ends (-1 until made).
static WAKE_READ: AtomicI32 = AtomicI32::new(-1);
static WAKE_WRITE: AtomicI32 = AtomicI32::new(-1);

/// Whether an interrupt may be due (the hot-path test: one load).
#[inline(always)]
pub fn pending() -> bool {
    PENDING.load(Ordering::Relaxed)
}

/// `pending` for the interpreter's back edges: on x86-64 one compare of the flag in memory and
/// one branch (`cmpb $0, PENDING(%rip); jne`), which an atomic load does not compile to (LLVM
/// does not fold atomic loads into the compare: a separate load, test and a jump to a shared
/// block cost about twice as much per loop iteration, docs/benchmarks.md).
#[inline(always)]
pub fn pending_at_back_edge() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: reads the one byte of PENDING (an AtomicBool: one byte, always 0 or 1, only
        // ever written by atomic stores). An aligned one-byte load is atomic on x86-64, so this
        // is a relaxed atomic load written as the compare's memory operand; the asm touches no
        // other memory, no stack and no register but the flags, and jumps only to the label.
        unsafe {
            std::arch::asm!(
                "cmp byte ptr [rip + {flag}], 0",
                "jne {due}",
                flag = sym PENDING,
                due = label { return true; },
                options(nostack, readonly),
            );
        }
        false
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        pending()
    }
}

/// Asks every running loop to look at its interrupts. Async-signal-safe.
#[inline]
pub fn request() {
    PENDING.store(true, Ordering::Release);
}

/// Clears the flag before the sources are looked at (module comment).
#[inline]
fn take() -> bool {
    PENDING.swap(false, Ordering::Acquire)
}

/// From the OS signal handler: the flag, and a byte to the wake pipe so that a blocked wait
/// returns. Async-signal-safe: an atomic store and one write(2) of a static byte (a full pipe
/// already wakes its reader, so EAGAIN is fine; errno is kept by signal-hook's handler).
pub fn wake_from_signal() {
    request();
    let fd = WAKE_WRITE.load(Ordering::Acquire);
    if fd >= 0 {
        static BYTE: [u8; 1] = [1];
        // SAFETY: `fd` is the write end of the wake pipe, owned by this module and never closed
        // while it is published in WAKE_WRITE (a fork child unpublishes it before closing it);
        // write(2) reads one byte from a static buffer and is async-signal-safe.
        unsafe {
            libc::write(fd, BYTE.as_ptr().cast(), 1);
        }
    }
}

/// Makes the wake pipe (once; non-blocking, close-on-exec): before the first signal handler
/// is installed.
pub fn ensure_wake_pipe() {
    if WAKE_READ.load(Ordering::Acquire) >= 0 {
        return;
    }
    if let Ok((r, w)) = nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC | nix::fcntl::OFlag::O_NONBLOCK) {
        WAKE_READ.store(r.into_raw_fd(), Ordering::Release);
        WAKE_WRITE.store(w.into_raw_fd(), Ordering::Release);
    }
}

/// In a child just made by `fork` (every signal blocked): a wake pipe of its own, so the parent
/// and the child do not drain each other's wake-ups.
pub fn renew_wake_pipe() {
    let (r, w) = (WAKE_READ.swap(-1, Ordering::AcqRel), WAKE_WRITE.swap(-1, Ordering::AcqRel));
    if r < 0 {
        return;
    }
    for fd in [r, w] {
        // SAFETY: the two descriptors were owned by this module and are unpublished now; nothing
        // else holds them, so taking ownership closes each exactly once.
        drop(unsafe { OwnedFd::from_raw_fd(fd) });
    }
    ensure_wake_pipe();
}

/// The read end of the wake pipe, for a poll set.
fn wake_read_fd() -> Option<BorrowedFd<'static>> {
    let fd = WAKE_READ.load(Ordering::Acquire);
    // SAFETY: a published read end stays open for the process's life (only a fork child, with a
    // single thread and before any wait, replaces it).
    (fd >= 0).then(|| unsafe { BorrowedFd::borrow_raw(fd) })
}

/// The wake pipe's read end, for a caller that polls descriptors of its own (`IO.select`): it
/// becomes readable when a signal arrives; the caller then calls `drain_wakeups` and runs
/// `check_ints` when `pending()`.
pub fn wake_fd() -> Option<BorrowedFd<'static>> {
    wake_read_fd()
}

/// Empties the wake pipe after a poll that watched `wake_fd` woke.
pub fn drain_wakeups() {
    drain_wake_pipe();
}

/// Empties the wake pipe (the flags it stood for are looked at next).
fn drain_wake_pipe() {
    if let Some(fd) = wake_read_fd() {
        let mut buf = [0u8; 64];
        while matches!(nix::unistd::read(fd, &mut buf), Ok(n) if n > 0) {}
    }
}

/// How a wait ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Woken {
    /// The descriptor is ready.
    Ready,
    /// The time is up.
    TimedOut,
    /// An interrupt may be due (the caller runs `check_ints` and decides whether to wait on).
    Interrupted,
}

/// Waits until `fd` is ready for `events`, `timeout` passes (None: no limit), or an interrupt is
/// requested (a signal arrived: the wake pipe). Nothing else: the caller checks its interrupts.
pub fn wait_fd(fd: Option<(RawFd, PollFlags)>, timeout: Option<Duration>) -> Woken {
    let start = Instant::now();
    let mut looked = false;
    loop {
        if pending() {
            return Woken::Interrupted;
        }
        // A zero timeout still looks once.
        let left = match timeout {
            Some(t) => match t.saturating_sub(start.elapsed()) {
                l if l.is_zero() && looked => return Woken::TimedOut,
                l => Some(l),
            },
            None => None,
        };
        looked = true;
        // poll(2) takes milliseconds: round up, so a wait never ends early and spins.
        let ms = left.map_or(PollTimeout::NONE, |l| {
            let ms = l.as_nanos().div_ceil(1_000_000).min(i32::MAX as u128) as i32;
            PollTimeout::try_from(ms).unwrap_or(PollTimeout::MAX)
        });
        let wake = wake_read_fd();
        // SAFETY: `fd` is a descriptor the caller holds open for the duration of this call.
        let target = fd.map(|(raw, ev)| (unsafe { BorrowedFd::borrow_raw(raw) }, ev));
        // At most the descriptor and the wake pipe, without allocating.
        let (mut both, mut one);
        let set: &mut [PollFd] = match (target, wake) {
            (Some((b, ev)), Some(w)) => {
                both = [PollFd::new(b, ev), PollFd::new(w, PollFlags::POLLIN)];
                &mut both
            }
            (Some((b, ev)), None) => {
                one = [PollFd::new(b, ev)];
                &mut one
            }
            (None, Some(w)) => {
                one = [PollFd::new(w, PollFlags::POLLIN)];
                &mut one
            }
            (None, None) => &mut [],
        };
        let n = set.len();
        match poll(set, ms) {
            Ok(0) => continue,
            Ok(_) => {
                let fd_ready = target.is_some() && set[0].revents().is_some_and(|r| !r.is_empty());
                let woke = wake.is_some() && set[n - 1].revents().is_some_and(|r| !r.is_empty());
                if woke {
                    drain_wake_pipe();
                }
                if fd_ready {
                    return Woken::Ready;
                }
                if woke && pending() {
                    return Woken::Interrupted;
                }
            }
            // A signal handler ran (poll is never restarted): the flag says whether to return.
            Err(nix::errno::Errno::EINTR) => {}
            // A descriptor poll(2) cannot watch: the caller's own call will tell.
            Err(_) => return Woken::Ready,
        }
    }
}

/// Sleeps for `d` (None: until an interrupt), returning early when an interrupt may be due.
pub fn sleep(d: Option<Duration>) -> Woken {
    wait_fd(None, d)
}

impl Vm {
    /// Whether a call must take its slow path: the frame limit is reached (or tripped) or an
    /// interrupt may be due. What the out-of-line call paths test before pushing a frame; the
    /// slow path is `depth_limit_reached`.
    #[inline(always)]
    pub(crate) fn depth_or_interrupt(&self) -> bool {
        self.frames.len() >= self.max_depth || pending()
    }

    /// Noticed where the code cannot stop (a frame is half pushed, a collection is running):
    /// trips the limits so that the next call or stack check takes the slow path, and leaves
    /// the flag set for the loops.
    #[cold]
    #[inline(never)]
    pub(crate) fn trip_for_interrupt(&mut self) {
        if self.signal_tripped {
            return;
        }
        self.signal_tripped = true;
        self.stack_limit = usize::MAX;
        self.max_depth = 0;
    }

    /// The slow path of every check (CRuby's `rb_threadptr_execute_interrupts`), at a safe
    /// point: undoes a trip, then runs what is due in this order: the Ruby signal handlers (in
    /// the main thread: another thread hands over to it), the finalizers of collected objects,
    /// the running thread's `Thread#raise`/`kill` interrupts (those its `handle_interrupt` masks
    /// allow), and the end of a time slice (a switch to the next thread).
    #[cold]
    #[inline(never)]
    pub fn check_ints(&mut self) -> VmResult<()> {
        take();
        if self.signal_tripped {
            self.signal_tripped = false;
            if !self.oom_tripped {
                self.stack_limit = self.stack_floor;
                self.max_depth = self.untripped_max_depth();
            }
        }
        if self.in_gc {
            // Nothing may run inside a collection: look again at the next check.
            request();
            return Ok(());
        }
        if crate::core::protocol::signal_pending() {
            if self.on_main_thread() {
                crate::core::protocol::run_signal_handlers(self)?;
            } else {
                self.hand_signals_to_main();
            }
        }
        crate::core::protocol::run_due_finalizers(self)?;
        self.deliver_interrupts()?;
        self.preempt()
    }

    /// Whether the running thread is the main one (also before any Thread object exists).
    pub fn on_main_thread(&self) -> bool {
        self.threads.current.is_nil() || self.threads.current == self.threads.main
    }

    /// Sleeps for `d` (None: until an interrupt or another thread's wake-up would end it; with a
    /// single thread, forever), running due interrupts as they come; the sleep goes on after
    /// them, as CRuby's does after a signal handler ran.
    pub fn sleep_checking_ints(&mut self, d: Option<Duration>) -> VmResult<()> {
        let until = d.map(|d| Instant::now() + d);
        loop {
            let left = match until {
                Some(u) => match u.checked_duration_since(Instant::now()) {
                    Some(l) if !l.is_zero() => Some(l),
                    _ => return Ok(()),
                },
                None => None,
            };
            if sleep(left) == Woken::Interrupted {
                self.check_ints()?;
            }
        }
    }

    /// Waits until descriptor `fd` is ready for `events` or `timeout` passes (false), running due
    /// interrupts meanwhile; with other threads alive, they run while this one waits.
    pub fn wait_fd_checking_ints(&mut self, fd: RawFd, events: PollFlags, timeout: Option<Duration>) -> VmResult<bool> {
        let until = timeout.map(|d| Instant::now() + d);
        loop {
            let left = match until {
                Some(u) => match u.checked_duration_since(Instant::now()) {
                    Some(l) => Some(l),
                    None => return Ok(false),
                },
                None => None,
            };
            if self.multithreaded() {
                // A look without waiting, then the other threads run for a moment.
                match wait_fd(Some((fd, events)), Some(Duration::ZERO)) {
                    Woken::Ready => return Ok(true),
                    Woken::Interrupted => self.check_ints()?,
                    Woken::TimedOut => {
                        let step = Instant::now() + crate::vm::thread::BLOCKED_POLL;
                        let wake = until.map_or(step, |u| u.min(step));
                        self.block_on(crate::value::Value::NIL, Some(wake))?;
                    }
                }
                continue;
            }
            match wait_fd(Some((fd, events)), left) {
                Woken::Ready => return Ok(true),
                Woken::TimedOut => return Ok(false),
                Woken::Interrupted => self.check_ints()?,
            }
        }
    }
}
