//! Fibers, the VM half: stackful coroutines (CRuby's `rb_fiber_t`) and switching between them.
//! The Ruby API (`Fiber.new`, `resume`, `transfer`, ...) is `core::fiber`.
//!
//! A fiber runs on a machine stack of its own (a `corosensei` coroutine), so `Fiber.yield` works
//! from anywhere, blocks called by built-in Rust methods included, and with an execution context
//! of its own (`ExecContext`: the value stack, the frame stack, the parked unwinds, the temp
//! roots, the catch tags, `$!`, the recursion guard and the machine-stack bounds). The running
//! fiber's context lives in the `Vm`'s own fields, where the interpreter reads it with no
//! indirection; a switch swaps those fields with the saved context of the fiber switched to
//! (pointer swaps), so nothing on the hot path knows that fibers exist.
//!
//! Switching is asymmetric underneath: a fiber runs inside the `resume` call of the fiber that
//! drives it (`run_fiber`), and gives control back by suspending its coroutine. `transfer`
//! between fibers is a request the suspending fiber hands its driver, whose loop then runs the
//! target; CRuby's rules on which fiber may be resumed, transferred to or yielded from are
//! checked before any switch (`core::fiber`).
//!
//! Invariants:
//! - Exactly one context is live (in the `Vm`); every other fiber that has started and not
//!   finished keeps its context in its `FiberState::ctx`, and its machine stack from
//!   `machine_lo` (recorded when it switched away, below a copy of its callee-saved registers)
//!   to `ctx.stack_base` holds its Rust frames. The root fiber (the program's own thread stack)
//!   is such a fiber while another one runs.
//! - The collector (`mark_fibers`, called by `gc`): in a minor collection every suspended
//!   fiber in `FiberSet::live` is a root (its context, and its machine stack conservatively),
//!   because its value stack was written without barriers while it ran; in a major collection a
//!   suspended fiber is scanned only once it is reached (from its object, or from an open env
//!   over its stack, through `env_owner`), so an abandoned fiber is collected. A collected
//!   fiber's coroutine is reset without unwinding (`Drop for FiberState`): Rust values on its
//!   stack are leaked, never run, since no Ruby code may run during a sweep.
//! - An open env made in a fiber other than the root points into that fiber's value stack,
//!   which never moves (a fixed `Box<[Value]>`), and is entered in `env_owner` so that reaching
//!   the env reaches the fiber.
//! - Each side of a switch passes its `*mut Vm` through the coroutine (`Resume::vm`), so the
//!   pointer escapes into the opaque switch and the compiler cannot keep Vm fields in registers
//!   across it; the two sides never run at once.

use std::collections::HashMap;

use corosensei::stack::{DefaultStack, Stack};
use corosensei::{Coroutine, CoroutineResult, Yielder};

use crate::value::Value;
use crate::vm::frame::FrameStack;
use crate::vm::recursion_guard::RecursionGuard;
use crate::vm::{Unwind, Vm, VmResult};

/// Machine stack of a fiber (CRuby's default for 64-bit hosts is 1 MiB too).
pub const FIBER_MACHINE_STACK: usize = 1 << 20;
/// Value-stack slots of a fiber (512 KiB, zero pages until touched).
pub const FIBER_VALUE_STACK: usize = 1 << 16;

/// Everything that belongs to one fiber's run (see the module comment).
pub struct ExecContext {
    stack: Box<[Value]>,
    sp: usize,
    frames: FrameStack,
    pending: Vec<Unwind>,
    temp_roots: Vec<Value>,
    catch_tags: Vec<Value>,
    errinfo: Value,
    recursion_guard: RecursionGuard,
    stack_base: usize,
    stack_floor: usize,
}

impl ExecContext {
    /// A context with nothing in it: the placeholder a running fiber's state holds.
    fn empty() -> ExecContext {
        ExecContext {
            stack: Box::new([]),
            sp: 0,
            frames: FrameStack::with_capacity(0),
            pending: Vec::new(),
            temp_roots: Vec::new(),
            catch_tags: Vec::new(),
            errinfo: Value::NIL,
            recursion_guard: RecursionGuard::default(),
            stack_base: 0,
            stack_floor: 0,
        }
    }

    pub(crate) fn mark(&self, push: &mut dyn FnMut(Value)) {
        for &v in &self.stack[..self.sp] {
            push(v);
        }
        for f in self.frames.iter() {
            f.mark(push);
        }
        for &v in self.temp_roots.iter().chain(&self.catch_tags) {
            push(v);
        }
        for v in self.recursion_guard.values() {
            push(v);
        }
        for u in &self.pending {
            u.mark(push);
        }
        push(self.errinfo);
    }
}

/// What a switch into a fiber brings it.
pub enum Wake {
    /// `resume`/`transfer` arguments (the block's arguments on the first switch).
    Values(Vec<Value>),
    /// `Fiber#raise`: the exception to raise where the fiber is suspended.
    Raise(Value),
    /// `Fiber#kill`: unwind the fiber, running its ensure clauses.
    Kill,
    /// Back from a thread switch (`vm::thread`): go on where the switch was asked for.
    Continue,
}

/// The coroutine's input: the Vm (see the module invariants) and the wake-up.
pub struct Resume {
    vm: *mut Vm,
    wake: Wake,
}

/// Why a fiber suspended.
pub enum Suspend {
    /// `Fiber.yield(value)`: back to the fiber that resumed it.
    Yield(Value),
    /// `target.transfer(...)` from a fiber that is not the bottom of the chain: its driver runs
    /// `target` next.
    Transfer(Value, Wake),
    /// A thread switch to the bottom fiber of another thread (`vm::thread`): passed down to the
    /// main root's scheduler loop.
    Switch(Value),
}

type Co = Coroutine<Resume, Suspend, VmResult, DefaultStack>;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FiberStatus {
    Created,
    Resumed,
    Suspended,
    Terminated,
}

/// The code a fiber runs.
pub enum FiberBody {
    /// `Fiber.new { }`: a Proc.
    Proc(Value),
    /// A fiber made by the VM (an Enumerator's external iteration); the Values the closure uses
    /// must be in `FiberState::roots`.
    Native(Box<dyn FnOnce(&mut Vm, Vec<Value>) -> VmResult>),
}

/// The payload of a Fiber object.
pub struct FiberState {
    pub status: FiberStatus,
    body: Option<FiberBody>,
    /// Values a native body holds (marked with the fiber).
    pub roots: Vec<Value>,
    co: Option<Box<Co>>,
    ctx: ExecContext,
    /// Lowest address of this fiber's live machine stack while it is switched away (0 otherwise).
    machine_lo: usize,
    yielder: *const Yielder<Resume, Suspend>,
    /// The fiber whose `resume` call runs this one (nil: not running, or transferred to).
    pub resumer: Value,
    /// The fiber this one is resuming (its `resume` call is running), or nil.
    pub resuming: Value,
    /// Suspended by `Fiber.yield` (only `resume` may continue it) rather than by `transfer`.
    pub yielding: bool,
    /// Entered by `transfer` (so `Fiber.yield` has nowhere to go).
    pub transferred: bool,
    pub is_root: bool,
    /// The bottom fiber of a thread (the main root, or a thread's root fiber): `transfer` from
    /// it runs the target here, and it has no fiber to yield to.
    pub is_thread_root: bool,
    /// The thread the fiber belongs to (`vm::thread`).
    pub thread: Value,
    /// `Fiber[]` storage: a Hash or nil.
    pub storage: Value,
    /// Fiber-local variables (`Thread#[]`): a Hash or nil.
    pub locals: Value,
    pub blocking: bool,
    /// Where `Fiber.new` was called, for `inspect`.
    pub location: Option<(String, u32)>,
    /// Scanned in the collection running now (`mark_fibers`).
    scanned: bool,
    /// Its coroutine was made (it never is again).
    started: bool,
}

impl Drop for FiberState {
    fn drop(&mut self) {
        if let Some(co) = self.co.as_mut() {
            if co.started() && !co.done() {
                // SAFETY: the fiber is being collected, so nothing can resume it; resetting
                // marks the coroutine finished without running the frames on its stack (their
                // Rust values are leaked, see the module invariants), after which dropping it
                // only frees the stack memory.
                unsafe { co.force_reset() };
            }
        }
    }
}

crate::data_type!(pub FIBER_TYPE: FiberState, c"fiber", mark = |p, m| {
    // SAFETY: the payload of a FIBER_TYPE object is a FiberState.
    let s = unsafe { &*(p as *const FiberState) };
    if let Some(FiberBody::Proc(b)) = &s.body {
        m(*b);
    }
    for &v in &s.roots {
        m(v);
    }
    m(s.resumer);
    m(s.resuming);
    m(s.thread);
    m(s.storage);
    m(s.locals);
});

pub fn is_fiber(v: Value) -> bool {
    crate::object::is_type(v, crate::object::ObjType::Data) && std::ptr::eq(crate::object::as_typed_data(v).dtype, &FIBER_TYPE)
}

/// The state of fiber `v` (callers know `v` is a fiber).
pub fn state(v: Value) -> &'static mut FiberState {
    debug_assert!(is_fiber(v));
    // SAFETY: the payload of FIBER_TYPE is a FiberState owned by the object, which is alive while
    // the caller holds it (a root, or reachable from one).
    unsafe { &mut *(crate::object::as_typed_data(v).data as *mut FiberState) }
}

/// The Vm's fiber bookkeeping.
#[derive(Default)]
pub struct FiberSet {
    /// The running fiber; nil until the first fiber operation makes the root fiber's object.
    pub current: Value,
    /// The root fiber's object (nil until made).
    pub root: Value,
    /// Whether the running fiber is not the root (open envs then enter `env_owner`).
    pub in_fiber: bool,
    /// Fibers whose context is saved and whose machine stack is live: started, not finished,
    /// switched away (the root while another fiber runs included).
    live: Vec<Value>,
    /// Open envs over a non-root fiber's value stack, to that fiber (by env address).
    env_owner: HashMap<u64, Value>,
}

impl FiberSet {
    /// The fiber that owns open env `env`, when it was made in a non-root fiber.
    pub fn env_owner(&self, env: Value) -> Option<Value> {
        self.env_owner.get(&env.0).copied()
    }
}

impl Unwind {
    pub fn mark(&self, push: &mut dyn FnMut(Value)) {
        match *self {
            Unwind::Raise(v) => push(v),
            Unwind::Break { value, .. } | Unwind::Return { value, .. } | Unwind::Jump { value, .. } => push(value),
            Unwind::Throw { tag, value } => {
                push(tag);
                push(value)
            }
            Unwind::Continuation { value, cont, .. } => {
                push(value);
                push(cont)
            }
            Unwind::Retrace { call } => {
                if let Some((_, v)) = call {
                    push(v)
                }
            }
        }
    }
}

/// The tag of the throw that `Fiber#kill` unwinds a fiber with: no `catch` can name it (it is
/// not a Ruby value), and a fiber's body ends quietly when it arrives.
pub const KILL_TAG: Value = Value::UNDEF;

pub fn kill_unwind() -> Unwind {
    Unwind::Throw { tag: KILL_TAG, value: Value::NIL }
}

impl Vm {
    /// The running fiber, making the root fiber's object on first use.
    pub fn current_fiber(&mut self) -> Value {
        if self.fibers.current.is_nil() {
            let root = self.new_fiber_object(None, false);
            let s = state(root);
            s.is_root = true;
            s.is_thread_root = true;
            s.status = FiberStatus::Resumed;
            s.blocking = true;
            self.fibers.root = root;
            self.fibers.current = root;
        }
        self.fibers.current
    }

    /// A new fiber object (status Created) that will run `body`.
    pub fn new_fiber_object(&mut self, body: Option<FiberBody>, blocking: bool) -> Value {
        let st = FiberState {
            status: FiberStatus::Created,
            body,
            roots: Vec::new(),
            co: None,
            ctx: ExecContext::empty(),
            machine_lo: 0,
            yielder: std::ptr::null(),
            resumer: Value::NIL,
            resuming: Value::NIL,
            yielding: false,
            transferred: false,
            is_root: false,
            is_thread_root: false,
            thread: Value::NIL,
            storage: Value::NIL,
            locals: Value::NIL,
            blocking,
            location: None,
            scanned: false,
            started: false,
        };
        let klass = self.core.fiber;
        let f = self.new_typed_data(klass, &FIBER_TYPE, Box::new(st));
        if !self.fibers.root.is_nil() {
            let t = self.current_thread();
            state(f).thread = t;
            crate::object::write_barrier(f, t);
        }
        f
    }

    /// Swaps the live context with `ctx`.
    fn swap_context(&mut self, ctx: &mut ExecContext) {
        std::mem::swap(&mut self.stack, &mut ctx.stack);
        std::mem::swap(&mut self.sp, &mut ctx.sp);
        std::mem::swap(&mut self.frames, &mut ctx.frames);
        std::mem::swap(&mut self.pending, &mut ctx.pending);
        std::mem::swap(&mut self.temp_roots, &mut ctx.temp_roots);
        std::mem::swap(&mut self.catch_tags, &mut ctx.catch_tags);
        std::mem::swap(&mut self.errinfo, &mut ctx.errinfo);
        std::mem::swap(&mut self.recursion_guard, &mut ctx.recursion_guard);
        std::mem::swap(&mut self.stack_base, &mut ctx.stack_base);
        std::mem::swap(&mut self.stack_floor, &mut ctx.stack_floor);
        // A tripped limit (a signal or NoMemoryError waiting) stays tripped across the switch.
        if self.stack_limit != usize::MAX {
            self.stack_limit = self.stack_floor;
        }
    }

    /// The coroutine of a fiber that has not started: its stack and a fresh context.
    fn start_coroutine(&mut self, fiber: Value) -> VmResult<Box<Co>> {
        let stack = match DefaultStack::new(FIBER_MACHINE_STACK) {
            Ok(s) => s,
            Err(e) => {
                let msg = format!("can't alloc machine stack to fiber (1 x {FIBER_MACHINE_STACK} bytes): {e}");
                return Err(self.make_error(self.core.fiber_error, &msg));
            }
        };
        let (hi, lo) = (stack.base().get(), stack.limit().get());
        let s = state(fiber);
        s.started = true;
        s.ctx = ExecContext {
            stack: crate::value::zeroed_values(FIBER_VALUE_STACK),
            frames: FrameStack::with_capacity(16),
            stack_base: hi,
            stack_floor: crate::vm::stack_guard::limit_for_range(lo, hi),
            ..ExecContext::empty()
        };
        Ok(Box::new(Coroutine::with_stack(stack, fiber_main)))
    }

    /// Runs `target` (created, or suspended) from the running fiber until control comes back
    /// to it: `target` (or a fiber it transferred to) yields, finishes, or transfers back here.
    pub fn run_fiber(&mut self, target: Value, wake: Wake) -> VmResult {
        let me = self.current_fiber();
        let mut running = target;
        let mut wake = wake;
        self.temp_roots.push(target);
        let r = loop {
            let r = match self.switch_into(me, running, wake) {
                Ok(r) => r,
                Err(u) => break Err(u),
            };
            let s = state(running);
            match r {
                CoroutineResult::Yield(Suspend::Yield(v)) => {
                    s.status = FiberStatus::Suspended;
                    s.yielding = true;
                    s.resumer = Value::NIL;
                    break Ok(v);
                }
                CoroutineResult::Yield(Suspend::Transfer(to, w)) => {
                    s.status = FiberStatus::Suspended;
                    s.yielding = false;
                    if to == me {
                        break wake_result(self, w);
                    }
                    let t = state(to);
                    if t.is_thread_root || (t.co.is_none() && t.started) {
                        // `to` is below this driver (the root, or a fiber whose `resume` call
                        // runs this loop): the request goes down to the loop that drives it.
                        // This fiber waits there until it is raised on or killed (a transfer
                        // to a resuming fiber is refused), which ends its `resume` call.
                        *self.temp_roots.last_mut().unwrap() = to;
                        break self.suspend_fiber(Suspend::Transfer(to, w));
                    }
                    running = to;
                    *self.temp_roots.last_mut().unwrap() = to;
                    wake = w;
                }
                CoroutineResult::Yield(Suspend::Switch(to)) => {
                    // A thread switch asked for by `running` (or a fiber it drives): the main
                    // root runs the other threads here; any other driver passes the request
                    // down and waits. Either way `running` goes on once its thread is back.
                    if state(me).is_root {
                        self.run_threads(to);
                    } else {
                        let _ = self.suspend_fiber(Suspend::Switch(to));
                    }
                    wake = Wake::Continue;
                }
                CoroutineResult::Return(res) => {
                    s.status = FiberStatus::Terminated;
                    s.resumer = Value::NIL;
                    s.co = None;
                    s.ctx = ExecContext::empty();
                    // A fiber entered by `transfer` ends into the innermost fiber of the chain of
                    // `resume` calls from the root (CRuby's `return_fiber`), which continues
                    // from its own `transfer` call with the result.
                    let ended_transferred = s.transferred;
                    s.transferred = false;
                    if ended_transferred && state(me).is_root {
                        let mut t = me;
                        while !state(t).resuming.is_nil() && state(t).resuming != running {
                            t = state(t).resuming;
                        }
                        if t != me && state(t).co.is_some() {
                            running = t;
                            *self.temp_roots.last_mut().unwrap() = t;
                            wake = match res {
                                Ok(v) => Wake::Values(vec![v]),
                                Err(Unwind::Raise(e)) => Wake::Raise(e),
                                Err(_) => Wake::Values(vec![Value::NIL]),
                            };
                            continue;
                        }
                    }
                    break res;
                }
            }
        };
        self.temp_roots.pop();
        state(me).status = FiberStatus::Resumed;
        if self.tracing.events & crate::vm::trace::ev::FIBER_SWITCH != 0 {
            self.trace_fiber_switch()?;
        }
        r
    }

    /// One switch from `me` (running) into `to` and back.
    #[inline(never)]
    fn switch_into(&mut self, me: Value, to: Value, wake: Wake) -> VmResult<CoroutineResult<Suspend, VmResult>> {
        let mut co = match state(to).co.take() {
            Some(co) => co,
            None if !state(to).started && !state(to).is_root => self.start_coroutine(to)?,
            // Running already, lower in this chain of `resume` calls: the checks in
            // `core::fiber` keep this from happening; never start a second coroutine for it.
            None => return Err(self.make_error(self.core.fiber_error, "attempt to switch to a fiber that is running")),
        };
        self.swap_context(&mut state(me).ctx);
        self.swap_context(&mut state(to).ctx);
        self.fibers.current = to;
        self.fibers.in_fiber = true;
        let to_thread = state(to).thread;
        if !to_thread.is_nil() {
            self.threads.current = to_thread;
        }
        self.fibers.live.push(me);
        self.fibers.live.retain(|&f| f != to);
        let regs = crate::gc::spill_registers();
        state(me).machine_lo = &regs as *const [usize; 8] as usize;
        let vm: *mut Vm = self;
        let r = co.resume(Resume { vm, wake });
        std::hint::black_box(&regs);
        state(me).machine_lo = 0;
        let s = state(to);
        self.swap_context(&mut s.ctx);
        self.swap_context(&mut state(me).ctx);
        self.fibers.current = me;
        self.fibers.in_fiber = !state(me).is_root;
        let me_thread = state(me).thread;
        if !me_thread.is_nil() {
            self.threads.current = me_thread;
        }
        self.fibers.live.retain(|&f| f != me);
        if !co.done() {
            self.fibers.live.push(to);
            s.co = Some(co);
        }
        Ok(r)
    }

    /// The scheduler's step (`vm::thread::run_threads`): runs another thread's bottom fiber
    /// from the main root until it asks for a thread switch (the next bottom fiber to run), or
    /// ends (None: back to the main thread).
    pub(crate) fn resume_bottom(&mut self, target: Value) -> Option<Value> {
        let me = self.fibers.root;
        let wake = if state(target).started { Wake::Continue } else { Wake::Values(Vec::new()) };
        state(target).status = FiberStatus::Resumed;
        let r = self.switch_into(me, target, wake);
        state(target).status = FiberStatus::Suspended;
        match r {
            Ok(CoroutineResult::Yield(Suspend::Switch(next))) => Some(next),
            _ => None,
        }
    }

    /// Suspends the running (non-root) fiber, handing its driver `why`; returns what the fiber
    /// is woken with.
    #[inline(never)]
    pub fn suspend_fiber(&mut self, why: Suspend) -> VmResult {
        let me = self.fibers.current;
        let y = state(me).yielder;
        debug_assert!(!y.is_null());
        let regs = crate::gc::spill_registers();
        state(me).machine_lo = &regs as *const [usize; 8] as usize;
        std::hint::black_box(self as *mut Vm);
        // SAFETY: `yielder` was set by `fiber_main` on this fiber's own stack and stays valid
        // until that function returns; we are running inside it (the fiber is current and
        // not the root).
        let thread_switch = matches!(why, Suspend::Switch(_));
        let back = unsafe { &*y }.suspend(why);
        std::hint::black_box(&regs);
        std::hint::black_box(back.vm);
        if self.tracing.events & crate::vm::trace::ev::FIBER_SWITCH != 0 && !thread_switch {
            self.trace_fiber_switch()?;
        }
        wake_result(self, back.wake)
    }

    /// The fibers whose context is saved and whose machine stack is live (for the collector).
    pub(crate) fn live_fibers(&self) -> &[Value] {
        &self.fibers.live
    }

    /// After marking: forgets the fibers and envs that are about to be swept.
    pub(crate) fn sweep_fibers(&mut self, marked: &dyn Fn(Value) -> bool) {
        for &f in &self.fibers.live {
            state(f).scanned = false;
        }
        self.fibers.live.retain(|&f| marked(f));
        self.fibers
            .env_owner
            .retain(|&e, _| marked(Value(e)) && crate::object::has_flag(Value(e), crate::object::FL_ENV_OPEN));
    }

    /// Records that open env `env` lies on the running (non-root) fiber's value stack.
    #[cold]
    pub(crate) fn note_fiber_env(&mut self, env: Value) {
        let f = self.fibers.current;
        self.fibers.env_owner.insert(env.0, f);
    }

    /// The root fiber, the running one, and every live thread (marked as roots by the
    /// collector).
    pub(crate) fn fiber_roots(&self) -> impl Iterator<Item = Value> + '_ {
        [self.fibers.root, self.fibers.current, self.threads.main, self.threads.current].into_iter().chain(self.threads.all.iter().copied())
    }
}

/// The frames of thread `t`'s innermost fiber while the thread is switched away (the fiber its
/// chain of `resume` calls from its bottom fiber leads to).
pub fn suspended_thread_frames(t: Value) -> &'static [crate::vm::frame::Frame] {
    let mut f = crate::vm::thread::state(t).root;
    while f.is_heap() && !state(f).resuming.is_nil() {
        f = state(f).resuming;
    }
    if f.is_heap() {
        &state(f).ctx.frames[..]
    } else {
        &[]
    }
}

/// For the collector: the context and machine-stack range of suspended fiber `f` when it is
/// due to be scanned now (every time in a minor collection, once `reached` in a major one), and
/// not scanned yet in this collection.
pub(crate) fn scan_due(f: Value, major: bool, reached: bool) -> Option<(&'static ExecContext, usize, usize)> {
    let s = state(f);
    if s.scanned || (major && !reached) {
        return None;
    }
    s.scanned = true;
    let lo = if s.machine_lo == 0 { s.ctx.stack_base } else { s.machine_lo };
    Some((&s.ctx, lo, s.ctx.stack_base))
}

/// The value a wake-up gives the code it resumes: `resume`'s arguments (none: nil, one: itself,
/// several: an Array), or the unwinding it starts.
fn wake_result(vm: &mut Vm, w: Wake) -> VmResult {
    match w {
        Wake::Values(v) => Ok(match v.len() {
            0 => Value::NIL,
            1 => v[0],
            _ => vm.new_array(v),
        }),
        Wake::Raise(e) => {
            // `Fiber#raise` leaves the backtrace to the fiber it resumes: where it was suspended.
            if vm.ivar_get(e, crate::symbol::sym::BT).is_nil() {
                vm.set_backtrace_here(e);
            }
            Err(Unwind::Raise(e))
        }
        Wake::Kill => Err(kill_unwind()),
        Wake::Continue => Ok(Value::NIL),
    }
}

/// The body of every fiber's coroutine.
fn fiber_main(y: &Yielder<Resume, Suspend>, first: Resume) -> VmResult {
    // SAFETY: `first.vm` is the Vm of the fiber that switched here, which is suspended in
    // `switch_into` until this coroutine suspends or returns (see the module invariants).
    let vm = unsafe { &mut *first.vm };
    let me = vm.fibers.current;
    let s = state(me);
    s.yielder = y as *const Yielder<Resume, Suspend>;
    let body = s.body.take();
    let first_event = if s.is_thread_root { Ok(()) } else { vm.trace_fiber_switch() };
    let r = match first_event.map(|_| first.wake) {
        Err(u) => Err(u),
        Ok(wake) => match wake {
            Wake::Values(args) => match body {
                Some(FiberBody::Proc(p)) => {
                    vm.temp_roots.push(p);
                    let r = vm.call_block(&crate::vm::frame::Block::Proc(p), &args, None, false, None);
                    vm.temp_roots.pop();
                    r
                }
                Some(FiberBody::Native(f)) => f(vm, args),
                None => Ok(Value::NIL),
            },
            Wake::Raise(e) => Err(Unwind::Raise(e)),
            Wake::Kill => Ok(Value::NIL),
            Wake::Continue => match body {
                Some(FiberBody::Native(f)) => f(vm, Vec::new()),
                _ => Ok(Value::NIL),
            },
        },
    };
    let r = match r {
        Err(Unwind::Throw { tag, .. }) if tag == KILL_TAG => Ok(Value::NIL),
        Err(Unwind::Break { value, .. }) => {
            let u = vm.local_jump_error("break from proc-closure", "break");
            if let Unwind::Raise(e) = u {
                let _ = vm.ivar_set(e, crate::symbol::sym::VALUE_IVAR, value);
            }
            Err(u)
        }
        Err(Unwind::Return { value, .. }) => {
            let u = vm.local_jump_error("unexpected return", "return");
            if let Unwind::Raise(e) = u {
                let _ = vm.ivar_set(e, crate::symbol::sym::VALUE_IVAR, value);
            }
            Err(u)
        }
        other => other,
    };
    state(me).yielder = std::ptr::null();
    r
}
