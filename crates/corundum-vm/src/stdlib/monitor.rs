//! `require "monitor"`: Monitor and Monitor::ConditionVariable, the part CRuby writes in C
//! (monitor.so in 4.0, core in 4.1); then CRuby's own monitor.rb from the load path adds
//! MonitorMixin and the `mon_*` aliases, as monitor.so and monitor.rb pair in CRuby.
//!
//! Invariants:
//! - A Monitor is owned by a fiber (hidden ivar `@__mon_owner`, nil when free) with an entry
//!   count (`@__mon_count`); the owner enters again freely, another thread waits on the
//!   monitor (`Vm::block_on`) and every release wakes the waiters, which try again. Leaving or
//!   signalling a monitor the running fiber does not own raises CRuby's ThreadError "current
//!   fiber not owner".
//! - Waiting on a condition releases the monitor entirely and takes it back with the same
//!   count. With no other thread alive a wait without a timeout could never end: `fatal` "No
//!   live threads left. Deadlock?", as CRuby raises.

use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn count(vm: &mut Vm, m: Value) -> i64 {
    let c = vm.ivar_get(m, intern("@__mon_count"));
    if c.is_fixnum() {
        c.as_fixnum()
    } else {
        0
    }
}

fn owner(vm: &mut Vm, m: Value) -> Value {
    vm.ivar_get(m, intern("@__mon_owner"))
}

fn set_state(vm: &mut Vm, m: Value, owner: Value, c: i64) -> VmResult<()> {
    vm.ivar_set(m, intern("@__mon_owner"), owner)?;
    vm.ivar_set(m, intern("@__mon_count"), Value::fixnum(c))
}

fn not_owner(vm: &mut Vm) -> crate::vm::Unwind {
    vm.make_error(vm.core.thread_error, "current fiber not owner")
}

fn check_owner(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let me = vm.current_fiber();
    if owner(vm, recv) != me {
        return Err(not_owner(vm));
    }
    Ok(Value::NIL)
}

/// Takes the monitor with entry count `c` (one more entry when the running fiber owns it).
fn enter_with(vm: &mut Vm, recv: Value, c: i64) -> VmResult<()> {
    let me = vm.current_fiber();
    loop {
        let o = owner(vm, recv);
        if o == me {
            let n = count(vm, recv);
            return set_state(vm, recv, me, n + 1);
        }
        if o.is_nil() {
            return set_state(vm, recv, me, c);
        }
        if !vm.multithreaded() {
            return Err(vm.make_error(vm.core.thread_error, "deadlock; lock already owned by another fiber belonging to the same thread"));
        }
        vm.block_on(recv, None)?;
    }
}

fn enter(vm: &mut Vm, recv: Value) -> VmResult<()> {
    enter_with(vm, recv, 1)
}

fn m_try_enter(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let me = vm.current_fiber();
    let o = owner(vm, recv);
    if !o.is_nil() && o != me {
        return Ok(Value::FALSE);
    }
    enter(vm, recv)?;
    Ok(Value::TRUE)
}

fn m_enter(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    enter(vm, recv)?;
    Ok(Value::NIL)
}

fn m_exit(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    check_owner(vm, recv, args)?;
    let c = count(vm, recv) - 1;
    if c <= 0 {
        set_state(vm, recv, Value::NIL, 0)?;
        vm.wake_waiters(recv, usize::MAX);
    } else {
        let me = vm.current_fiber();
        set_state(vm, recv, me, c)?;
    }
    Ok(Value::NIL)
}

/// synchronize { }: enter, yield, and leave again however the block ends.
fn m_synchronize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return Err(vm.make_error(vm.core.local_jump_error, "no block given (yield)"));
    };
    enter(vm, recv)?;
    let r = vm.yield_block(&b, &[]);
    m_exit(vm, recv, args)?;
    r
}

fn m_locked_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(!owner(vm, recv).is_nil()))
}

fn m_owned_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let me = vm.current_fiber();
    Ok(Value::bool(owner(vm, recv) == me))
}

fn m_new_cond(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let monitor = vm.const_get_from(vm.core.object, intern("Monitor"))?;
    let cv = vm.const_get_from(monitor, intern("ConditionVariable"))?;
    vm.call_method(cv, intern("new"), &[recv], None)
}

/// wait_for_cond(cond, timeout): gives the monitor up while waiting on `cond`, then takes it
/// back with the same count.
fn m_wait_for_cond(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (cond, timeout) = (args.get(0), args.get(1));
    let limit = if timeout.is_nil() {
        None
    } else {
        let secs = crate::core::float::num_to_f64(vm, timeout).unwrap_or(0.0).max(0.0);
        Some(std::time::Duration::from_secs_f64(secs.min(1e9)))
    };
    if !vm.multithreaded() && limit.is_none() {
        let fatal = vm.core.fatal;
        return Err(vm.make_error(fatal, "No live threads left. Deadlock?"));
    }
    let c = count(vm, recv);
    set_state(vm, recv, Value::NIL, 0)?;
    vm.wake_waiters(recv, usize::MAX);
    let r = if vm.multithreaded() {
        vm.block_on(cond, limit.map(|d| std::time::Instant::now() + d))
    } else {
        vm.sleep_checking_ints(limit)
    };
    let back = enter_with(vm, recv, c);
    r?;
    back?;
    Ok(Value::TRUE)
}

fn monitor_of(vm: &mut Vm, cv: Value) -> Value {
    vm.ivar_get(cv, intern("@__monitor"))
}

fn cv_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.ivar_set(recv, intern("@__monitor"), args.get(0))?;
    Ok(Value::NIL)
}

fn cv_wait(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    let m = monitor_of(vm, recv);
    vm.call_method(m, intern("mon_check_owner"), &[], None)?;
    vm.call_method(m, intern("wait_for_cond"), &[recv, args.get(0)], None)
}

/// wait_while { } (`until` false) and wait_until { } (`until` true).
fn cv_wait_loop(vm: &mut Vm, recv: Value, args: &Args, until: bool) -> VmResult {
    let b = vm.need_block(args)?;
    loop {
        let v = vm.yield_block(&b, &[])?;
        if v.truthy() == until {
            return Ok(Value::NIL);
        }
        cv_wait(vm, recv, &Args::from_slice(&[], None))?;
    }
}

fn cv_signal(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = monitor_of(vm, recv);
    vm.call_method(m, intern("mon_check_owner"), &[], None)?;
    vm.wake_waiters(recv, 1);
    Ok(Value::NIL)
}

fn cv_broadcast(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = monitor_of(vm, recv);
    vm.call_method(m, intern("mon_check_owner"), &[], None)?;
    vm.wake_waiters(recv, usize::MAX);
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm) -> VmResult<()> {
    let object = vm.core.object;
    let monitor = crate::core::define_class(vm, "Monitor", object);
    vm.define_builtin(monitor, "try_enter", 0, m_try_enter);
    vm.define_builtin(monitor, "enter", 0, m_enter);
    vm.define_builtin(monitor, "exit", 0, m_exit);
    vm.define_builtin(monitor, "synchronize", 0, m_synchronize);
    vm.define_builtin(monitor, "mon_locked?", 0, m_locked_p);
    vm.define_builtin(monitor, "mon_owned?", 0, m_owned_p);
    vm.define_builtin(monitor, "mon_check_owner", 0, check_owner);
    vm.define_builtin(monitor, "new_cond", 0, m_new_cond);
    vm.define_builtin(monitor, "wait_for_cond", 2, m_wait_for_cond);
    let cv = crate::core::define_class_under(vm, monitor, "ConditionVariable", object);
    vm.define_private_builtin(cv, "initialize", 1, cv_initialize);
    vm.define_builtin(cv, "wait", -1, cv_wait);
    vm.define_builtin(cv, "wait_while", 0, |vm, r, a| cv_wait_loop(vm, r, a, false));
    vm.define_builtin(cv, "wait_until", 0, |vm, r, a| cv_wait_loop(vm, r, a, true));
    vm.define_builtin(cv, "signal", 0, cv_signal);
    vm.define_builtin(cv, "broadcast", 0, cv_broadcast);
    // MonitorMixin and the aliases: CRuby's monitor.rb, when a library directory has it.
    if vm.load_path_dirs().iter().any(|d| std::path::Path::new(d).join("monitor.rb").is_file()) {
        vm.require_feature("monitor.rb", None)?;
    }
    Ok(())
}
