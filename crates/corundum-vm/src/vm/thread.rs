//! Threads, the VM half: green threads on the fiber machinery, and their scheduler. The Ruby
//! API (Thread, Mutex, Queue, ConditionVariable) is `core::thread`.
//!
//! Ruby's observable model is kept: one Ruby thread runs at a time (CRuby's GVL), a thread
//! gives up the CPU when it blocks (`join`, `sleep`, `Mutex#lock`, `Queue#pop`, ...), calls
//! `Thread.pass`, or its timeslice ends. Each thread other than the main one runs on its own
//! root fiber (a coroutine, `vm::fiber`); the main thread's root fiber is the program's own
//! stack. Fibers a thread creates run nested on its coroutines as usual.
//!
//! Switching: a thread is switched to through its *bottom* fiber (the main root, or the
//! thread's root fiber). All bottom fibers of other threads are driven by one scheduler loop on
//! the main root's stack (`run_threads`). A thread that blocks asks for another thread with
//! `Suspend::Switch`; the request travels down its chain of fiber drivers (each waits there,
//! and when woken with `Wake::Continue` resumes the child it was driving, so the blocked fiber
//! continues exactly where it asked), down to the main root, whose loop resumes the target.
//!
//! Invariants:
//! - `ThreadSet::all` holds every thread that has not finished (the main one first); each is a
//!   GC root. `current` is the running thread.
//! - A thread's `status` is Run (running or runnable), Sleep (blocked on `blocked_on`, until
//!   woken or `wake_at`), or Dead. Only the scheduler picks a thread to run; waking a thread only
//!   makes it runnable, and the woken code re-checks what it waited for.
//! - Interrupts for a thread (`Thread#raise`, `kill`, a deadlock's `fatal`) wait in its
//!   `interrupts` until it runs: `schedule` delivers them as the thread resumes.
//! - When no thread can run and none sleeps with a timeout, the main thread gets `fatal`
//!   "No live threads left. Deadlock?" (CRuby's message), as CRuby raises it there.
//! - Preemption: while more than one thread lives, a timer thread sets `TIMESLICE` every
//!   100 ms; the allocation slow path trips the limits as a signal does, and the next Ruby
//!   method or block call, or stack check (a safe point), calls `Thread.pass`. A loop that never
//!   allocates or calls a Ruby method is not preempted (and does not see signals either): a
//!   check on every backward jump cost 8% more instructions on the dispatch benchmarks (see
//!   docs/benchmarks.md), so it waits for a cheaper form.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::value::Value;
use crate::vm::fiber::{self, FiberBody, Suspend};
use crate::vm::{Unwind, Vm, VmResult};

/// Set by the timer thread when the running thread's timeslice is over.
static TIMESLICE: AtomicBool = AtomicBool::new(false);
/// How many Ruby threads live (the timer stops when it drops to one).
static LIVE_THREADS: AtomicUsize = AtomicUsize::new(1);
static TIMER_STARTED: AtomicBool = AtomicBool::new(false);

/// A timeslice ended (polled on the allocation slow path).
#[inline]
pub fn timeslice_due() -> bool {
    TIMESLICE.load(Ordering::Relaxed)
}

/// Clears the timeslice flag, answering whether it was set.
pub fn take_timeslice() -> bool {
    TIMESLICE.swap(false, Ordering::Relaxed)
}

fn start_timer() {
    if TIMER_STARTED.swap(true, Ordering::Relaxed) {
        return;
    }
    let _ = std::thread::Builder::new().name("corundum-timeslice".into()).spawn(|| loop {
        std::thread::sleep(Duration::from_millis(100));
        if LIVE_THREADS.load(Ordering::Relaxed) > 1 {
            TIMESLICE.store(true, Ordering::Relaxed);
        }
    });
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ThreadStatus {
    Run,
    Sleep,
    Dead,
}

/// The payload of a Thread object.
pub struct ThreadState {
    pub status: ThreadStatus,
    /// The bottom fiber: the main root, or the fiber running the thread's block.
    pub root: Value,
    /// The block and its arguments (nil/empty for the main thread).
    pub block: Value,
    pub args: Vec<Value>,
    /// The block's value once it returned.
    pub value: Value,
    /// The exception that ended the thread, or nil.
    pub exception: Value,
    /// Ended by `kill` (its status is then false, not nil).
    pub killed: bool,
    /// What the thread waits on while it sleeps (a Mutex, Queue, CV, thread, or nil).
    pub blocked_on: Value,
    pub wake_at: Option<Instant>,
    /// A ConditionVariable the thread waits on through another lock's `sleep` (`signal` wakes
    /// it as if it slept on the variable), or nil.
    pub cond: Value,
    /// Order of going to sleep (a ConditionVariable wakes the earliest waiter).
    pub wait_seq: u64,
    /// Exceptions (or the kill marker, undef) to deliver when the thread runs next.
    pub interrupts: Vec<Value>,
    pub report_on_exception: bool,
    pub abort_on_exception: bool,
    pub name: Value,
    /// Thread variables (`thread_variable_get`): a Hash or nil.
    pub vars: Value,
    /// Mutexes locked by the thread's fibers and not unlocked yet (released when it ends).
    pub held: Vec<Value>,
    /// Where `Thread.new` was called, for `inspect`.
    pub location: Option<(String, u32)>,
    pub is_main: bool,
}

crate::data_type!(pub THREAD_TYPE: ThreadState, c"thread", mark = |p, m| {
    // SAFETY: the payload of a THREAD_TYPE object is a ThreadState.
    let s = unsafe { &*(p as *const ThreadState) };
    m(s.root);
    m(s.block);
    for &v in s.args.iter().chain(&s.interrupts).chain(&s.held) {
        m(v);
    }
    m(s.value);
    m(s.exception);
    m(s.blocked_on);
    m(s.cond);
    m(s.name);
    m(s.vars);
});

pub fn is_thread(v: Value) -> bool {
    crate::object::is_type(v, crate::object::ObjType::Data) && std::ptr::eq(crate::object::as_typed_data(v).dtype, &THREAD_TYPE)
}

/// The state of thread `v` (callers know `v` is a thread).
pub fn state(v: Value) -> &'static mut ThreadState {
    debug_assert!(is_thread(v));
    // SAFETY: the payload of THREAD_TYPE is a ThreadState owned by the object, alive while the
    // caller holds the object.
    unsafe { &mut *(crate::object::as_typed_data(v).data as *mut ThreadState) }
}

/// The Vm's threads.
#[derive(Default)]
pub struct ThreadSet {
    /// Every thread that has not finished, the main one first (nil until made).
    pub all: Vec<Value>,
    pub main: Value,
    pub current: Value,
    wait_seq: u64,
    /// `Thread.report_on_exception` (the default for new threads; true unless changed).
    pub report_default: bool,
    /// `Thread.abort_on_exception`.
    pub abort_default: bool,
    /// `Thread.ignore_deadlock`.
    pub ignore_deadlock: bool,
}

impl ThreadSet {
    pub fn new() -> ThreadSet {
        ThreadSet { report_default: true, ..Default::default() }
    }
}

/// The interrupt that `Thread#kill` queues.
pub const KILL_INTERRUPT: Value = Value::UNDEF;

impl Vm {
    /// The running thread, making the main thread's object on first use.
    pub fn current_thread(&mut self) -> Value {
        if self.threads.current.is_nil() {
            let root = self.current_fiber();
            let t = self.new_thread_object(root, Value::NIL, Vec::new());
            let s = state(t);
            s.is_main = true;
            self.threads.main = t;
            self.threads.current = t;
            self.threads.all.push(t);
            fiber::state(root).thread = t;
            crate::object::write_barrier(root, t);
        }
        self.threads.current
    }

    fn new_thread_object(&mut self, root: Value, block: Value, args: Vec<Value>) -> Value {
        let st = ThreadState {
            status: ThreadStatus::Run,
            root,
            block,
            args,
            value: Value::NIL,
            exception: Value::NIL,
            killed: false,
            blocked_on: Value::NIL,
            cond: Value::NIL,
            wake_at: None,
            wait_seq: 0,
            interrupts: Vec::new(),
            report_on_exception: self.threads.report_default,
            abort_on_exception: false,
            name: Value::NIL,
            vars: Value::NIL,
            held: Vec::new(),
            location: None,
            is_main: false,
        };
        let klass = self.thread_class();
        self.new_typed_data(klass, &THREAD_TYPE, Box::new(st))
    }

    fn thread_class(&mut self) -> Value {
        self.const_get_from(self.core.object, crate::symbol::intern("Thread")).unwrap_or(self.core.object)
    }

    /// A thread object of class `klass` that runs nothing until `start_thread` (what
    /// `Thread.new` makes before calling `initialize`).
    pub fn new_unstarted_thread(&mut self, klass: Value) -> Value {
        self.current_thread();
        let t = self.new_thread_object(Value::NIL, Value::NIL, Vec::new());
        crate::object::set_klass(t, klass);
        t
    }

    /// Whether `start_thread` ran for `t`.
    pub fn thread_started(&self, t: Value) -> bool {
        !state(t).root.is_nil()
    }

    /// Makes thread `t` runnable with `block` and `args`; `finish` is called with the block's
    /// outcome on the thread itself (`core::thread` reports and records it).
    pub fn start_thread(&mut self, t: Value, block: Value, args: Vec<Value>, finish: fn(&mut Vm, Value, VmResult)) -> VmResult<()> {
        let s = state(t);
        s.block = block;
        s.args = args;
        crate::object::write_barrier(t, block);
        for i in 0..state(t).args.len() {
            crate::object::write_barrier(t, state(t).args[i]);
        }
        let body = FiberBody::Native(Box::new(move |vm: &mut Vm, _args: Vec<Value>| {
            let r = match vm.deliver_interrupts().and_then(|_| vm.trace_thread(crate::vm::trace::ev::THREAD_BEGIN, t)) {
                Err(u) => Err(u),
                Ok(()) => {
                    let s = state(t);
                    let (b, a) = (s.block, s.args.clone());
                    vm.call_block(&crate::vm::frame::Block::Proc(b), &a, None, false, None)
                }
            };
            let r = match vm.trace_thread(crate::vm::trace::ev::THREAD_END, t) {
                Err(u) if r.is_ok() => Err(u),
                _ => r,
            };
            finish(vm, t, r);
            vm.thread_died(t);
            // A finished thread is never picked again: this only ever switches away.
            loop {
                let _ = vm.schedule();
            }
        }));
        self.temp_roots.push(t);
        let f = self.new_fiber_object(Some(body), false);
        self.temp_roots.pop();
        let fs = fiber::state(f);
        fs.roots.push(t);
        fs.thread = t;
        fs.is_thread_root = true;
        crate::object::write_barrier(f, t);
        state(t).root = f;
        crate::object::write_barrier(t, f);
        self.threads.all.push(t);
        LIVE_THREADS.store(self.threads.all.len(), Ordering::Relaxed);
        start_timer();
        Ok(())
    }

    /// Bookkeeping when thread `t` finished: Dead, out of the live list, waiters woken.
    fn thread_died(&mut self, t: Value) {
        // Mutexes the thread still holds are released (CRuby does the same).
        let held = std::mem::take(&mut state(t).held);
        for m in held {
            crate::core::protocol::release_mutex(self, m, t);
        }
        state(t).status = ThreadStatus::Dead;
        self.threads.all.retain(|&x| x != t);
        LIVE_THREADS.store(self.threads.all.len(), Ordering::Relaxed);
        self.wake_waiters(t, usize::MAX);
    }

    /// Makes up to `n` threads sleeping on `obj` runnable (the earliest sleepers first);
    /// returns how many.
    pub fn wake_waiters(&mut self, obj: Value, n: usize) -> usize {
        let mut waiting: Vec<Value> =
            self.threads.all.iter().copied().filter(|&t| state(t).status == ThreadStatus::Sleep && (state(t).blocked_on == obj || state(t).cond == obj)).collect();
        waiting.sort_by_key(|&t| state(t).wait_seq);
        let k = waiting.len().min(n);
        for &t in &waiting[..k] {
            let s = state(t);
            s.status = ThreadStatus::Run;
            s.blocked_on = Value::NIL;
            s.cond = Value::NIL;
        }
        k
    }

    /// How many threads sleep on `obj`.
    pub fn waiters_on(&self, obj: Value) -> usize {
        self.threads.all.iter().filter(|&&t| state(t).status == ThreadStatus::Sleep && state(t).blocked_on == obj).count()
    }

    /// Whether other threads exist (blocking must then go through the scheduler).
    pub fn multithreaded(&self) -> bool {
        self.threads.all.len() > 1
    }

    /// Blocks the running thread on `obj` (nil: until `wakeup`) until woken or `until`, running
    /// other threads meanwhile; delivers interrupts when it runs again. The caller re-checks
    /// what it waited for.
    pub fn block_on(&mut self, obj: Value, until: Option<Instant>) -> VmResult<()> {
        let t = self.current_thread();
        self.threads.wait_seq += 1;
        let s = state(t);
        s.status = ThreadStatus::Sleep;
        s.blocked_on = obj;
        s.wake_at = until;
        s.wait_seq = self.threads.wait_seq;
        crate::object::write_barrier(t, obj);
        let r = self.schedule();
        let s = state(t);
        s.status = ThreadStatus::Run;
        s.blocked_on = Value::NIL;
        s.wake_at = None;
        r
    }

    /// `Thread.pass`: lets the other runnable threads run first.
    pub fn thread_pass(&mut self) -> VmResult<()> {
        if !self.multithreaded() {
            return Ok(());
        }
        self.schedule()
    }

    /// A timeslice ended at a safe point: switches to the next runnable thread.
    pub(crate) fn preempt(&mut self) -> VmResult<()> {
        if take_timeslice() {
            return self.thread_pass();
        }
        Ok(())
    }

    /// Runs whichever thread should run next (the running one included, last in round-robin
    /// order) and returns once the running thread is picked again, with its interrupts.
    pub fn schedule(&mut self) -> VmResult<()> {
        let me = self.current_thread();
        loop {
            let now = Instant::now();
            let n = self.threads.all.len();
            let start = self.threads.all.iter().position(|&t| t == me).map_or(0, |i| i + 1);
            let mut pick = None;
            let mut earliest: Option<Instant> = None;
            for k in 0..n.max(1) {
                if n == 0 {
                    break;
                }
                let t = self.threads.all[(start + k) % n];
                let s = state(t);
                match s.status {
                    ThreadStatus::Run => {
                        pick = Some(t);
                        break;
                    }
                    ThreadStatus::Sleep if !s.interrupts.is_empty() || s.wake_at.is_some_and(|w| w <= now) => {
                        s.status = ThreadStatus::Run;
                        s.blocked_on = Value::NIL;
                        pick = Some(t);
                        break;
                    }
                    ThreadStatus::Sleep => {
                        if let Some(w) = s.wake_at {
                            earliest = Some(earliest.map_or(w, |e: Instant| e.min(w)));
                        }
                    }
                    ThreadStatus::Dead => {}
                }
            }
            let target = match pick {
                Some(t) => t,
                None => match earliest {
                    Some(w) => {
                        self.flush_out();
                        crate::core::protocol::sleep_interruptible(self, Some(w.saturating_duration_since(Instant::now())))?;
                        continue;
                    }
                    None if self.threads.ignore_deadlock => {
                        // Only a signal handler could wake anyone now.
                        crate::core::protocol::sleep_interruptible(self, None)?;
                        continue;
                    }
                    None => {
                        // Deadlock: the main thread gets `fatal`.
                        let main = self.threads.main;
                        let e = self.deadlock_error();
                        let s = state(main);
                        s.interrupts.push(e);
                        crate::object::write_barrier(main, e);
                        s.status = ThreadStatus::Run;
                        main
                    }
                },
            };
            if target != me {
                self.switch_thread(target)?;
            }
            return self.deliver_interrupts();
        }
    }

    fn deadlock_error(&mut self) -> Value {
        let n = self.threads.all.len();
        let msg = format!("No live threads left. Deadlock?\n{n} threads, {n} sleeps current:main thread");
        let fatal = self.core.fatal;
        match self.make_error(fatal, &msg) {
            Unwind::Raise(e) => e,
            _ => Value::NIL,
        }
    }

    /// Raises the running thread's first waiting interrupt, if any; a signal queued for the
    /// main thread (a Fixnum, `queue_signal_for_main`) runs its handler here and the next
    /// interrupt is looked at.
    pub fn deliver_interrupts(&mut self) -> VmResult<()> {
        let t = self.threads.current;
        if t.is_nil() {
            return Ok(());
        }
        loop {
            let s = state(t);
            if s.interrupts.is_empty() {
                return Ok(());
            }
            let e = s.interrupts.remove(0);
            if e == KILL_INTERRUPT {
                s.killed = true;
                return Err(fiber::kill_unwind());
            }
            if e.is_fixnum() {
                crate::core::protocol::dispatch_signal(self, e.as_fixnum() as i32)?;
                continue;
            }
            return Err(Unwind::Raise(e));
        }
    }

    /// Whether the running thread is the main one (also before any thread was made).
    pub fn on_main_thread(&self) -> bool {
        self.threads.current.is_nil() || self.threads.current == self.threads.main
    }

    /// Hands signal `signo` to the main thread, where CRuby runs every signal handler: queued
    /// as an interrupt (its number), which also wakes the main thread from any wait.
    pub fn queue_signal_for_main(&mut self, signo: i32) {
        let main = self.threads.main;
        let s = state(main);
        s.interrupts.push(Value::fixnum(i64::from(signo)));
        s.status = ThreadStatus::Run;
    }

    /// Switches from the running thread to thread `to`; returns when the running thread is
    /// switched to again.
    fn switch_thread(&mut self, to: Value) -> VmResult<()> {
        let target = state(to).root;
        let me = self.current_fiber();
        if fiber::state(me).is_root {
            self.run_threads(target);
            Ok(())
        } else {
            self.suspend_fiber(Suspend::Switch(target)).map(|_| ())
        }
    }

    /// The scheduler loop on the main root's stack: runs bottom fiber `target` (another
    /// thread's), and whichever threads it switches to, until one switches back to the main
    /// thread.
    pub(crate) fn run_threads(&mut self, target: Value) {
        let main_root = self.fibers.root;
        let mut target = target;
        loop {
            if target == main_root {
                return;
            }
            match self.resume_bottom(target) {
                Some(next) => target = next,
                None => return,
            }
        }
    }
}

/// `sleep` in a Vm with threads: blocks the running thread (`None`: until `wakeup`).
pub fn sleep_thread(vm: &mut Vm, d: Option<Duration>) -> VmResult<()> {
    // Woken early only by `wakeup`/`run` (or an interrupt), which ends the sleep.
    vm.block_on(Value::NIL, d.map(|d| Instant::now() + d))
}
