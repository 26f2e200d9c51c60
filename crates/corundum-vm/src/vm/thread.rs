//! Threads, the VM half: green threads on the fiber machinery, and their scheduler. The Ruby
//! API (Thread, Mutex, Queue, ConditionVariable) is `core::thread`.
//!
//! Ruby's observable model is kept: one Ruby thread runs at a time (CRuby's GVL), a thread
//! gives up the CPU when it blocks (`join`, `sleep`, `Mutex#lock`, `Queue#pop`, ...), calls
//! `Thread.pass`, or its time slice ends. Each thread other than the main one runs on its own
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
//!   makes it runnable, and the woken code re-checks what it waited for (so every blocking call
//!   loops until its condition holds: a wake-up may be spurious).
//! - Interrupts for a thread (`Thread#raise`, `kill`, a deadlock's `fatal`) wait in its
//!   `interrupts` until it runs and its `handle_interrupt` masks allow them
//!   (`deliver_interrupts`: at every interrupt check, `:on_blocking` ones only where it blocks).
//! - Signals are handled by the main thread: another thread that sees one makes the main
//!   thread runnable (`hand_signals_to_main`), which runs the handlers when it is scheduled
//!   next; the signal stays pending until then.
//! - When no thread can run and none sleeps with a timeout, the main thread gets `fatal`
//!   "No live threads left. Deadlock?" (CRuby's message), as CRuby raises it there.
//! - Time slices: while more than one thread lives, a timer thread ticks every `TICK` (10 ms,
//!   as CRuby's timer) and requests an interrupt check (`vm::interrupt`); the check counts the
//!   ticks against the running thread, and after its slice (100 ms, CRuby's quantum, doubled
//!   for each step of positive priority and halved for each negative one) switches to the next
//!   runnable thread. The timer is an OS thread rather than a timer signal (setitimer or
//!   timer_create): a signal every 10 ms would make every blocking system call of the program
//!   fail with EINTR or be restarted, could not share SIGALRM/SIGVTALRM with a program that
//!   traps them, and would need a handler of its own; the thread only sleeps and stores atomics,
//!   holds no lock (so `fork` stays sound) and has every signal blocked.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::value::Value;
use crate::vm::fiber::{self, FiberBody, Suspend};
use crate::vm::{Unwind, Vm, VmResult};

/// The timer's period (CRuby's timer thread ticks every 10 ms).
const TICK: Duration = Duration::from_millis(10);
/// Ticks in a time slice at priority 0 (CRuby's TIME_QUANTUM: 100 ms).
const SLICE_TICKS: u32 = 10;
/// How often a thread that waits for something the scheduler cannot watch (a descriptor, a
/// child process) looks again while other threads run.
pub const BLOCKED_POLL: Duration = Duration::from_millis(5);

/// Ticks since the running thread's slice was last accounted (set by the timer thread).
static TICKS: AtomicU32 = AtomicU32::new(0);
/// How many Ruby threads live (the timer stops when it drops to one).
static LIVE_THREADS: AtomicUsize = AtomicUsize::new(1);
static TIMER_STARTED: AtomicBool = AtomicBool::new(false);

/// Starts the timer thread once (see the module invariants).
fn start_timer() {
    if TIMER_STARTED.swap(true, Ordering::Relaxed) {
        return;
    }
    let _ = std::thread::Builder::new().name("corundum-timer".into()).stack_size(64 << 10).spawn(|| {
        // Signals are for the VM's thread (its handlers wake its waits).
        use nix::sys::signal::{pthread_sigmask, SigSet, SigmaskHow};
        let _ = pthread_sigmask(SigmaskHow::SIG_BLOCK, Some(&SigSet::all()), None);
        loop {
            std::thread::sleep(TICK);
            if LIVE_THREADS.load(Ordering::Relaxed) > 1 {
                TICKS.fetch_add(1, Ordering::Relaxed);
                crate::vm::interrupt::request();
            }
        }
    });
}

/// In a child just made by `fork`: the timer thread did not come along; it starts again when a
/// thread is made.
pub fn forget_timer() {
    TIMER_STARTED.store(false, Ordering::Relaxed);
    TICKS.store(0, Ordering::Relaxed);
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
    /// `Thread.handle_interrupt`'s masks, innermost last: frozen Hashes of exception class (or
    /// module) to :immediate, :on_blocking or :never. A new thread starts with a copy of its
    /// creator's, as in CRuby.
    pub masks: Vec<Value>,
    /// `priority` (-3..3): the time slice is doubled or halved per step.
    pub priority: i32,
    /// Timer ticks counted against the current slice.
    pub run_ticks: u32,
    /// Set by `wakeup`/`run`: the sleep it ends does not go on (a signal's wake-up does).
    pub woken: bool,
    /// In `sleep` without a limit: only `wakeup` or a signal ends it, so all threads asleep is
    /// no deadlock while one sleeps so (CRuby's sleep that is not "deadlockable").
    pub forever: bool,
}

crate::data_type!(pub THREAD_TYPE: ThreadState, c"thread", mark = |p, m| {
    // SAFETY: the payload of a THREAD_TYPE object is a ThreadState.
    let s = unsafe { &*(p as *const ThreadState) };
    m(s.root);
    m(s.block);
    for &v in s.args.iter().chain(&s.interrupts).chain(&s.held).chain(&s.masks) {
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
        // A new thread inherits its creator's masks and priority (CRuby's thread_create_core).
        let (masks, priority) = match self.threads.current {
            c if c.is_nil() => (Vec::new(), 0),
            c => (state(c).masks.clone(), state(c).priority),
        };
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
            masks,
            priority,
            run_ticks: 0,
            woken: false,
            forever: false,
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
    /// other threads meanwhile; runs its due interrupts when it runs again (this is a blocking
    /// point: `:on_blocking` interrupts are delivered too). The caller re-checks what it waited
    /// for.
    pub fn block_on(&mut self, obj: Value, until: Option<Instant>) -> VmResult<()> {
        let t = self.current_thread();
        // An interrupt already waiting ends the wait before it starts.
        self.deliver_thread_interrupts(true)?;
        self.threads.wait_seq += 1;
        let s = state(t);
        s.status = ThreadStatus::Sleep;
        s.blocked_on = obj;
        s.wake_at = until;
        s.wait_seq = self.threads.wait_seq;
        crate::object::write_barrier(t, obj);
        let r = self.schedule_from(true);
        let s = state(t);
        s.status = ThreadStatus::Run;
        s.blocked_on = Value::NIL;
        s.wake_at = None;
        r?;
        self.check_ints_blocking()
    }

    /// `Thread.pass`: lets the other runnable threads run first.
    pub fn thread_pass(&mut self) -> VmResult<()> {
        if !self.multithreaded() {
            return Ok(());
        }
        self.schedule()
    }

    /// At an interrupt check: counts the timer's ticks against the running thread and switches
    /// to the next runnable one when its time slice is over (module comment).
    pub(crate) fn preempt(&mut self) -> VmResult<()> {
        let ticks = TICKS.swap(0, Ordering::Relaxed);
        if ticks == 0 || self.threads.current.is_nil() {
            return Ok(());
        }
        let s = state(self.threads.current);
        s.run_ticks += ticks;
        let slice = match s.priority {
            p if p >= 0 => SLICE_TICKS << p.min(3),
            p => (SLICE_TICKS >> (-p).min(3)).max(1),
        };
        if s.run_ticks < slice {
            return Ok(());
        }
        s.run_ticks = 0;
        self.thread_pass()
    }

    /// Another thread than the main one saw a signal: the main thread runs its handlers
    /// (CRuby delivers signals to the main thread), so it is made runnable (a blocking call it
    /// is in looks again at what it waits for, and waits on). It runs them when it is scheduled
    /// next (this thread blocks or its time slice ends, as in CRuby, where the main thread then
    /// takes the GVL): the signal stays pending until then.
    pub(crate) fn hand_signals_to_main(&mut self) {
        let main = self.threads.main;
        if main.is_nil() || main == self.threads.current {
            return;
        }
        let s = state(main);
        if s.status == ThreadStatus::Sleep {
            s.status = ThreadStatus::Run;
            s.blocked_on = Value::NIL;
            s.cond = Value::NIL;
        }
    }

    /// On the main thread, runs the Ruby handlers of signals that arrived while another thread
    /// ran (`hand_signals_to_main`).
    fn run_signals_handed_over(&mut self) -> VmResult<()> {
        if self.on_main_thread() && crate::core::protocol::signal_pending() {
            crate::core::protocol::run_signal_handlers(self)?;
        }
        Ok(())
    }

    /// Runs whichever thread should run next (the running one included, last in round-robin
    /// order) and returns once the running thread is picked again, with its interrupts.
    pub fn schedule(&mut self) -> VmResult<()> {
        self.schedule_from(false)?;
        self.run_signals_handed_over()?;
        self.deliver_interrupts()
    }

    /// `schedule` without delivering the running thread's interrupts (the caller does, or
    /// `block_on` at its blocking point).
    fn schedule_from(&mut self, _blocking: bool) -> VmResult<()> {
        let me = self.current_thread();
        loop {
            let now = Instant::now();
            let n = self.threads.all.len();
            let start = self.threads.all.iter().position(|&t| t == me).map_or(0, |i| i + 1);
            let mut pick = None;
            let mut earliest: Option<Instant> = None;
            let main = self.threads.main;
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
                    ThreadStatus::Sleep if s.wake_at.is_some_and(|w| w <= now) => {
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
                None => {
                    // Nobody can run: wait for the earliest timed sleeper, or for a signal (the
                    // main thread then runs its handlers).
                    let forever = self.threads.all.iter().any(|&t| state(t).status == ThreadStatus::Sleep && state(t).forever);
                    let waits = earliest.is_some() || forever || self.threads.ignore_deadlock || crate::core::protocol::signal_pending();
                    if waits {
                        self.flush_out();
                        let left = earliest.map(|w| w.saturating_duration_since(Instant::now()));
                        crate::vm::interrupt::sleep(left);
                        if crate::core::protocol::signal_pending() && !main.is_nil() {
                            let s = state(main);
                            if s.status == ThreadStatus::Sleep {
                                s.status = ThreadStatus::Run;
                                s.blocked_on = Value::NIL;
                                s.cond = Value::NIL;
                            }
                        }
                        continue;
                    }
                    // Deadlock: the main thread gets `fatal`.
                    let e = self.deadlock_error();
                    let s = state(main);
                    s.interrupts.push(e);
                    crate::object::write_barrier(main, e);
                    s.status = ThreadStatus::Run;
                    main
                }
            };
            if target != me {
                self.switch_thread(target)?;
            }
            return Ok(());
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

    /// Queues interrupt `e` (an exception, or `KILL_INTERRUPT`) for thread `t`, another than the
    /// running one or itself: a sleeping target whose masks let it through where it blocks is
    /// woken (its blocking call then raises it); a masked one waits, the target asleep.
    pub fn queue_interrupt(&mut self, t: Value, e: Value) -> VmResult<()> {
        let s = state(t);
        s.interrupts.push(e);
        crate::object::write_barrier(t, e);
        if t != self.threads.current && state(t).status == ThreadStatus::Sleep && self.interrupt_timing(t, e)? != InterruptTiming::Never {
            let s = state(t);
            s.status = ThreadStatus::Run;
            s.blocked_on = Value::NIL;
            s.cond = Value::NIL;
        }
        Ok(())
    }

    /// Raises the running thread's first waiting interrupt that its masks let through now (not
    /// at a blocking point).
    pub fn deliver_interrupts(&mut self) -> VmResult<()> {
        self.deliver_thread_interrupts(false)
    }

    /// An interrupt check at a blocking point: the signal handlers (main thread), finalizers and
    /// the thread's interrupts, `:on_blocking` ones included.
    pub(crate) fn check_ints_blocking(&mut self) -> VmResult<()> {
        self.deliver_thread_interrupts(true)?;
        if crate::vm::interrupt::pending() || crate::core::protocol::signal_pending() {
            self.check_ints()?;
        }
        Ok(())
    }

    /// Raises the running thread's first waiting interrupt that its `handle_interrupt` masks
    /// allow (`blocking`: at a blocking point, where `:on_blocking` allows too); masked ones
    /// stay queued.
    pub(crate) fn deliver_thread_interrupts(&mut self, blocking: bool) -> VmResult<()> {
        let t = self.threads.current;
        if t.is_nil() || state(t).interrupts.is_empty() {
            return Ok(());
        }
        let n = state(t).interrupts.len();
        for i in 0..n {
            let e = state(t).interrupts[i];
            let timing = self.interrupt_timing(t, e)?;
            let go = match timing {
                InterruptTiming::Immediate => true,
                InterruptTiming::OnBlocking => blocking,
                InterruptTiming::Never => false,
            };
            if !go {
                continue;
            }
            let s = state(t);
            s.interrupts.remove(i);
            if e == KILL_INTERRUPT {
                s.killed = true;
                return Err(fiber::kill_unwind());
            }
            // Made by the raising thread without a backtrace: it is this thread's, from here.
            if self.ivar_get(e, crate::symbol::sym::BT).is_nil() {
                self.set_backtrace_here(e);
            }
            return Err(Unwind::Raise(e));
        }
        Ok(())
    }

    /// When interrupt `e` (an exception, or the kill marker) may be delivered to thread `t`: the
    /// innermost mask that names a class or module of `e`'s ancestry decides (CRuby's
    /// `rb_threadptr_pending_interrupt_check_mask`; the kill marker counts as an Integer, as
    /// CRuby's `eKillSignal` is one); no mask: at once.
    fn interrupt_timing(&mut self, t: Value, e: Value) -> VmResult<InterruptTiming> {
        if state(t).masks.is_empty() {
            return Ok(InterruptTiming::Immediate);
        }
        let klass = if e == KILL_INTERRUPT { self.core.integer } else { self.class_of_real(e) };
        let ancestors = self.ancestors(klass);
        let masks = state(t).masks.clone();
        for &m in masks.iter().rev() {
            for &a in ancestors.iter() {
                if let Some(v) = self.hash_get(m, a)? {
                    return Ok(InterruptTiming::of(v));
                }
            }
        }
        Ok(InterruptTiming::Immediate)
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

/// `sleep` in a Vm with threads: blocks the running thread (`None`: until `wakeup`) until the
/// time is up or `wakeup`/`run` ends it; a wake-up for another reason (a signal handler the main
/// thread ran, a spurious one) goes back to sleep, as CRuby's sleep does.
pub fn sleep_thread(vm: &mut Vm, d: Option<Duration>) -> VmResult<()> {
    let until = d.map(|d| Instant::now() + d);
    let t = vm.current_thread();
    let s = state(t);
    s.woken = false;
    s.forever = d.is_none();
    let r = loop {
        if let Err(u) = vm.block_on(Value::NIL, until) {
            break Err(u);
        }
        if std::mem::take(&mut state(t).woken) || until.is_some_and(|u| Instant::now() >= u) {
            break Ok(());
        }
    };
    state(t).forever = false;
    r
}

/// When a `handle_interrupt` mask lets an interrupt through.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum InterruptTiming {
    Immediate,
    OnBlocking,
    Never,
}

impl InterruptTiming {
    /// The timing a mask's value names (values are checked when the mask is made).
    pub fn of(v: Value) -> InterruptTiming {
        match v.is_symbol().then(|| v.as_symbol().name()).as_deref() {
            Some("on_blocking") => InterruptTiming::OnBlocking,
            Some("never") => InterruptTiming::Never,
            _ => InterruptTiming::Immediate,
        }
    }
}
