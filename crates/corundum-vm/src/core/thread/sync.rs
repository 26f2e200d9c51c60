//! Thread::Mutex (also `Mutex`) and Thread::ConditionVariable (also `ConditionVariable`).
//!
//! Invariants:
//! - A Mutex's owner is the fiber that locked it (CRuby's rule since 3.0), in the hidden ivar
//!   `@__owner` (nil: unlocked). Locking a Mutex another thread owns blocks the running
//!   thread on it (`Vm::block_on`); every unlock wakes its waiters, which try again.
//! - A ConditionVariable holds no state: its waiters are the threads sleeping on it, woken
//!   earliest first by `signal` and all together by `broadcast`.

use std::time::Instant;

use crate::symbol::intern;
use crate::value::Value;
use crate::vm::thread as th;
use crate::vm::{Args, Unwind, Vm, VmResult};

fn owner(vm: &mut Vm, m: Value) -> Value {
    vm.ivar_get(m, intern("@__owner"))
}

fn set_owner(vm: &mut Vm, m: Value, f: Value) -> VmResult<()> {
    vm.ivar_set(m, intern("@__owner"), f)
}

fn thread_error(vm: &mut Vm, msg: &str) -> Unwind {
    vm.make_error(vm.core.thread_error, msg)
}

/// Locks Mutex `m` for the running fiber, waiting while another thread holds it.
pub fn lock(vm: &mut Vm, m: Value) -> VmResult<()> {
    lock_with(vm, m, false)
}

/// Locks `m`; with `defer`, an interrupt (`kill`, `raise`) that arrives while waiting is raised
/// only once the mutex is held: `ConditionVariable#wait` and `Mutex#sleep` get their mutex back
/// before anything else runs, so the `ensure` around them holds it, as in CRuby.
fn lock_with(vm: &mut Vm, m: Value, defer: bool) -> VmResult<()> {
    let me = vm.current_fiber();
    let mut deferred = None;
    loop {
        let o = owner(vm, m);
        if o.is_nil() {
            set_owner(vm, m, me)?;
            let t = vm.current_thread();
            crate::vm::thread::state(t).held.push(m);
            crate::object::write_barrier(t, m);
            return match deferred {
                Some(u) => Err(u),
                None => Ok(()),
            };
        }
        if o == me {
            return Err(thread_error(vm, "deadlock; recursive locking"));
        }
        let same_thread = crate::vm::fiber::state(o).thread == crate::vm::fiber::state(me).thread;
        if same_thread || !vm.multithreaded() {
            return Err(thread_error(vm, "deadlock; lock already owned by another fiber belonging to the same thread"));
        }
        match vm.block_on(m, None) {
            Err(u) if defer => {
                if let Unwind::Raise(e) = &u {
                    vm.temp_roots.push(*e);
                }
                deferred.get_or_insert(u);
            }
            r => r?,
        }
    }
}

/// Unlocks Mutex `m`, which the running fiber must own.
pub fn unlock(vm: &mut Vm, m: Value) -> VmResult<()> {
    let me = vm.current_fiber();
    let o = owner(vm, m);
    if o.is_nil() {
        return Err(thread_error(vm, "Attempt to unlock a mutex which is not locked"));
    }
    if o != me {
        return Err(thread_error(vm, "Attempt to unlock a mutex which is locked by another thread/fiber"));
    }
    set_owner(vm, m, Value::NIL)?;
    forget_held(vm, m);
    vm.wake_waiters(m, usize::MAX);
    Ok(())
}

/// `m` is no longer held by the running thread.
fn forget_held(vm: &mut Vm, m: Value) {
    let t = vm.current_thread();
    let held = &mut crate::vm::thread::state(t).held;
    if let Some(i) = held.iter().rposition(|&x| x == m) {
        held.remove(i);
    }
}

/// Unlocks `m` when a fiber of ending thread `t` owns it (see `core::thread::release_mutex`).
pub fn release_for(vm: &mut Vm, m: Value, t: Value) {
    let o = owner(vm, m);
    if !o.is_nil() && crate::vm::fiber::state(o).thread == t {
        let _ = set_owner(vm, m, Value::NIL);
        vm.wake_waiters(m, usize::MAX);
    }
}

fn mutex_lock(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    lock(vm, recv)?;
    Ok(recv)
}

fn mutex_try_lock(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if !owner(vm, recv).is_nil() {
        return Ok(Value::FALSE);
    }
    let me = vm.current_fiber();
    set_owner(vm, recv, me)?;
    let t = vm.current_thread();
    crate::vm::thread::state(t).held.push(recv);
    crate::object::write_barrier(t, recv);
    Ok(Value::TRUE)
}

fn mutex_unlock(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    unlock(vm, recv)?;
    Ok(recv)
}

fn mutex_locked_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(!owner(vm, recv).is_nil()))
}

fn mutex_owned_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let me = vm.current_fiber();
    Ok(Value::bool(owner(vm, recv) == me))
}

/// `synchronize { }`: locks, yields, and unlocks however the block ends.
fn mutex_synchronize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return Err(thread_error(vm, "must be called with a block"));
    };
    lock(vm, recv)?;
    let r = vm.yield_block(&b, &[]);
    let me = vm.current_fiber();
    if owner(vm, recv) == me {
        set_owner(vm, recv, Value::NIL)?;
        forget_held(vm, recv);
        vm.wake_waiters(recv, usize::MAX);
    }
    r
}

/// Releases `m`, sleeps on `on` until woken or `timeout`, and locks `m` again.
fn sleep_unlocked(vm: &mut Vm, m: Value, on: Value, timeout: Option<std::time::Duration>) -> VmResult<()> {
    unlock(vm, m)?;
    let until = timeout.map(|d| Instant::now() + d);
    let r = if vm.multithreaded() {
        vm.block_on(on, until)
    } else {
        match timeout {
            Some(d) => vm.sleep_checking_ints(Some(d)),
            None => Err(deadlock(vm)),
        }
    };
    let mark = vm.temp_roots.len();
    let relock = lock_with(vm, m, true);
    vm.temp_roots.truncate(mark);
    r?;
    relock
}

fn deadlock(vm: &mut Vm) -> Unwind {
    let fatal = vm.core.fatal;
    vm.make_error(fatal, "No live threads left. Deadlock?")
}

/// `Mutex#sleep(timeout = nil)`: the seconds slept (rounded), after locking again.
fn mutex_sleep(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let timeout = super::interval(vm, args.get(0))?;
    let start = Instant::now();
    sleep_unlocked(vm, recv, Value::NIL, timeout)?;
    Ok(Value::fixnum(start.elapsed().as_secs_f64().round() as i64))
}

/// `ConditionVariable#wait(mutex, timeout = nil)`: releases the mutex (a Mutex, or anything
/// with `sleep`, such as a Monitor's) until signalled.
fn cv_wait(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let m = args.get(0);
    let timeout = super::interval(vm, args.get(1))?;
    if is_mutex(vm, m) {
        sleep_unlocked(vm, m, recv, timeout)?;
        return Ok(recv);
    }
    // Another lock: it sleeps (releasing itself) while this thread waits on the variable.
    let t = vm.current_thread();
    vm.temp_roots.push(recv);
    th::state(t).cond = recv;
    crate::object::write_barrier(t, recv);
    let r = vm.call_method(m, intern("sleep"), &[args.get(1)], None);
    th::state(t).cond = Value::NIL;
    vm.temp_roots.pop();
    r?;
    Ok(recv)
}

fn is_mutex(vm: &mut Vm, v: Value) -> bool {
    let k = vm.const_get_from(vm.core.object, intern("Mutex")).unwrap_or(Value::NIL);
    !k.is_nil() && vm.is_kind_of(v, k)
}

/// A ConditionVariable, Mutex or Queue cannot be dumped (CRuby's TypeError).
pub fn no_dump(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = vm.module_name(vm.class_of_real(recv));
    Err(vm.type_error(&format!("can't dump {n}")))
}

fn cv_signal(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.wake_waiters(recv, 1);
    Ok(recv)
}

fn cv_broadcast(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.wake_waiters(recv, usize::MAX);
    Ok(recv)
}

pub fn init(vm: &mut Vm, thread: Value) {
    let object = vm.core.object;
    let m = crate::core::define_class_under(vm, thread, "Mutex", object);
    crate::object::as_class_mut(object).data.consts.insert(intern("Mutex"), m);
    vm.define_builtin(m, "lock", 0, mutex_lock);
    vm.define_builtin(m, "try_lock", 0, mutex_try_lock);
    vm.define_builtin(m, "unlock", 0, mutex_unlock);
    vm.define_builtin(m, "locked?", 0, mutex_locked_p);
    vm.define_builtin(m, "owned?", 0, mutex_owned_p);
    vm.define_builtin(m, "synchronize", 0, mutex_synchronize);
    vm.define_builtin(m, "sleep", -1, mutex_sleep);
    let cv = crate::core::define_class_under(vm, thread, "ConditionVariable", object);
    crate::object::as_class_mut(object).data.consts.insert(intern("ConditionVariable"), cv);
    vm.define_builtin(cv, "wait", -1, cv_wait);
    vm.define_builtin(cv, "signal", 0, cv_signal);
    vm.define_builtin(cv, "broadcast", 0, cv_broadcast);
    vm.define_builtin(cv, "marshal_dump", 0, no_dump);
}
