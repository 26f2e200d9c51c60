//! Threads and waiting through the API. Ruby threads are green threads on the VM's one OS
//! thread (one runs at a time, as under CRuby's GVL); a native that waits lets the others run
//! through these calls, which are also where `Thread#raise`/`kill` and signal handlers reach
//! it (they return `Err`, to be passed on). Also the recursion guard for self-containing data.
//!
//! Invariant: every wait re-checks nothing for its caller: a woken waiter must look again at
//! the condition it waited for (wake-ups may be spurious, as with CRuby's condition variables).

use std::time::{Duration, Instant};

use crate::api::error::IntoApi;
use crate::api::{Result, Ruby, Value};
use crate::vm::recursion_guard::GuardOp;

/// The operation a recursion guard entry belongs to ([`Ruby::guarded`]): recursion is only
/// recursion within one operation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum GuardKind {
    /// `inspect` of a container.
    Inspect,
    /// `puts` of nested Arrays (shared with `IO#puts`, as CRuby's `rb_io_puts` is).
    Puts,
}

impl Ruby {
    /// The running fiber (a Monitor's owner is one).
    #[inline]
    pub fn current_fiber(&mut self) -> Value {
        self.vm().current_fiber()
    }

    /// The running thread.
    #[inline]
    pub fn current_thread(&mut self) -> Value {
        self.vm().current_thread()
    }

    /// Whether other Ruby threads are alive (waits must then go through the scheduler).
    #[inline]
    pub fn has_other_threads(&self) -> bool {
        self.vm_ref().multithreaded()
    }

    /// Blocks the running thread on `obj` until [`wake_waiters`](Ruby::wake_waiters) wakes
    /// it, `until` passes, or an interrupt arrives, running the other threads meanwhile
    /// (CRuby's `rb_thread_sleep` on a condition). The caller re-checks its condition.
    #[inline]
    pub fn block_on(&mut self, obj: Value, until: Option<Instant>) -> Result<()> {
        self.vm().block_on(obj, until).api()
    }

    /// Makes up to `n` threads blocked on `obj` runnable (earliest first); how many.
    #[inline]
    pub fn wake_waiters(&mut self, obj: Value, n: usize) -> usize {
        self.vm().wake_waiters(obj, n)
    }

    /// Sleeps for `d` (None: until woken), letting other threads run, and running Ruby signal
    /// handlers that become due (their exceptions end the sleep).
    pub fn sleep(&mut self, d: Option<Duration>) -> Result<()> {
        if self.has_other_threads() {
            crate::vm::thread::sleep_thread(self.vm(), d).api()
        } else {
            self.vm().sleep_checking_ints(d).api()
        }
    }

    /// Runs `f` with (`kind`, `obj`, `paired`) entered in the recursion guard (CRuby's
    /// `rb_exec_recursive_paired`); None, without running `f`, when that entry is already
    /// active: the data contains itself. SystemStackError when nesting is too deep.
    pub fn guarded<T>(&mut self, kind: GuardKind, obj: Value, paired: Value, f: impl FnOnce(&mut Ruby) -> Result<T>) -> Option<Result<T>> {
        let op = match kind {
            GuardKind::Inspect => GuardOp::Inspect,
            GuardKind::Puts => GuardOp::Puts,
        };
        let r = self.vm().guarded(op, obj, paired, |vm| f(Ruby::from_vm(vm)).map_err(|e| e.0));
        r.map(|r| r.api())
    }
}
