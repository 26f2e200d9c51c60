//! The one thread of a Corundum VM as Ruby sees it: `Thread.current`/`Thread.main` (one
//! object, with fiber-local `[]`/`[]=` and `thread_variable_get`/`set`, which pp.rb and
//! libraries keep per-thread state in), and Thread::Mutex (also `Mutex`): `lock`, `unlock`,
//! `try_lock`, `locked?`, `owned?`, `synchronize`. Libraries written for threads (singleton, monitor
//! users) guard their state with it, and must see CRuby's errors when they misuse it.
//!
//! Invariant: with a single thread, a locked mutex is always owned by the running thread, so
//! locking it again can only be a deadlock (CRuby's ThreadError "deadlock; recursive locking")
//! and never waits. The state is a hidden ivar (`@__locked`), invisible to
//! `instance_variables`.

use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn locked(vm: &mut Vm, m: Value) -> bool {
    vm.ivar_get(m, intern("@__locked")).truthy()
}

fn set_locked(vm: &mut Vm, m: Value, on: bool) -> VmResult<()> {
    vm.ivar_set(m, intern("@__locked"), Value::bool(on))
}

fn mutex_lock(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if locked(vm, recv) {
        return Err(vm.make_error(vm.core.thread_error, "deadlock; recursive locking"));
    }
    set_locked(vm, recv, true)?;
    Ok(recv)
}

fn mutex_try_lock(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if locked(vm, recv) {
        return Ok(Value::FALSE);
    }
    set_locked(vm, recv, true)?;
    Ok(Value::TRUE)
}

fn mutex_unlock(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if !locked(vm, recv) {
        return Err(vm.make_error(vm.core.thread_error, "Attempt to unlock a mutex which is not locked"));
    }
    set_locked(vm, recv, false)?;
    Ok(recv)
}

fn mutex_locked_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(locked(vm, recv)))
}

/// `synchronize { }`: locks, yields, and unlocks however the block ends (an exception, a
/// `break` or a `throw` pass through after the unlock).
fn mutex_synchronize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return Err(vm.make_error(vm.core.thread_error, "must be called with a block"));
    };
    mutex_lock(vm, recv, args)?;
    let r = vm.yield_block(&b, &[]);
    if locked(vm, recv) {
        set_locked(vm, recv, false)?;
    }
    r
}

/// The main thread object, kept as a hidden ivar of Thread (a GC root through the class).
fn main_thread(vm: &mut Vm, thread_class: Value) -> VmResult {
    let id = intern("@__main");
    let t = vm.ivar_get(thread_class, id);
    if !t.is_nil() {
        return Ok(t);
    }
    let t = vm.new_object(thread_class);
    vm.ivar_set(thread_class, id, t)?;
    Ok(t)
}

fn thread_current(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    main_thread(vm, recv)
}

/// The Hash behind `[]`/`[]=` (`@__locals`) or the thread variables (`@__vars`).
fn storage(vm: &mut Vm, t: Value, which: &str) -> VmResult {
    if which == "@__locals" {
        // Fiber-local, as CRuby's Thread#[]: the running fiber's own table.
        return crate::core::fiber::fiber_locals(vm);
    }
    let id = intern(which);
    let h = vm.ivar_get(t, id);
    if !h.is_nil() {
        return Ok(h);
    }
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    let r = vm.ivar_set(t, id, h);
    vm.temp_roots.pop();
    r.map(|()| h)
}

/// Keys are Symbols; a String names the Symbol (CRuby's `rb_to_id`).
fn key_of(vm: &mut Vm, k: Value) -> VmResult {
    Ok(Value::symbol(vm.expect_symbol_or_string(k)?))
}

fn thread_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = key_of(vm, args.get(0))?;
    let h = storage(vm, recv, "@__locals")?;
    Ok(vm.hash_get(h, k)?.unwrap_or(Value::NIL))
}

fn thread_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = key_of(vm, args.get(0))?;
    let v = args.get(1);
    vm.check_frozen(recv)?;
    let h = storage(vm, recv, "@__locals")?;
    vm.hash_set(h, k, v)?;
    Ok(v)
}

fn thread_key_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = key_of(vm, args.get(0))?;
    let h = storage(vm, recv, "@__locals")?;
    Ok(Value::bool(vm.hash_get(h, k)?.is_some()))
}

fn thread_variable_get(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = key_of(vm, args.get(0))?;
    let h = storage(vm, recv, "@__vars")?;
    Ok(vm.hash_get(h, k)?.unwrap_or(Value::NIL))
}

fn thread_variable_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = key_of(vm, args.get(0))?;
    let v = args.get(1);
    vm.check_frozen(recv)?;
    let h = storage(vm, recv, "@__vars")?;
    vm.hash_set(h, k, v)?;
    Ok(v)
}

fn thread_alive_p(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::TRUE)
}

pub fn init(vm: &mut Vm) {
    let thread = vm.const_get_from(vm.core.object, intern("Thread")).unwrap_or(Value::NIL);
    if thread.is_nil() {
        return;
    }
    vm.define_singleton_builtin(thread, "current", 0, thread_current);
    vm.define_singleton_builtin(thread, "main", 0, thread_current);
    vm.define_builtin(thread, "[]", 1, thread_aref);
    vm.define_builtin(thread, "[]=", 2, thread_aset);
    vm.define_builtin(thread, "key?", 1, thread_key_p);
    vm.define_builtin(thread, "thread_variable_get", 1, thread_variable_get);
    vm.define_builtin(thread, "thread_variable_set", 2, thread_variable_set);
    vm.define_builtin(thread, "alive?", 0, thread_alive_p);
    let object = vm.core.object;
    let m = crate::core::define_class_under(vm, thread, "Mutex", object);
    crate::object::as_class_mut(object).data.consts.insert(intern("Mutex"), m);
    vm.define_builtin(m, "lock", 0, mutex_lock);
    vm.define_builtin(m, "try_lock", 0, mutex_try_lock);
    vm.define_builtin(m, "unlock", 0, mutex_unlock);
    vm.define_builtin(m, "locked?", 0, mutex_locked_p);
    vm.define_builtin(m, "owned?", 0, mutex_locked_p);
    vm.define_builtin(m, "synchronize", 0, mutex_synchronize);
}
