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

use corundum_vm::api::{Args, CoreClass, Error, Result, Ruby, Value};

fn count(rb: &mut Ruby, m: Value) -> i64 {
    let c = rb.ivar_get(m, "@__mon_count");
    if c.is_fixnum() {
        c.as_fixnum()
    } else {
        0
    }
}

fn owner(rb: &mut Ruby, m: Value) -> Value {
    rb.ivar_get(m, "@__mon_owner")
}

fn set_state(rb: &mut Ruby, m: Value, owner: Value, c: i64) -> Result<()> {
    rb.ivar_set(m, "@__mon_owner", owner)?;
    rb.ivar_set(m, "@__mon_count", Value::fixnum(c))
}

fn not_owner(rb: &mut Ruby) -> Error {
    rb.raise_core(CoreClass::ThreadError, "current fiber not owner")
}

fn check_owner(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let me = rb.current_fiber();
    if owner(rb, recv) != me {
        return Err(not_owner(rb));
    }
    Ok(Value::NIL)
}

/// Takes the monitor with entry count `c` (one more entry when the running fiber owns it).
fn enter_with(rb: &mut Ruby, recv: Value, c: i64) -> Result<()> {
    let me = rb.current_fiber();
    loop {
        let o = owner(rb, recv);
        if o == me {
            let n = count(rb, recv);
            return set_state(rb, recv, me, n + 1);
        }
        if o.is_nil() {
            return set_state(rb, recv, me, c);
        }
        if !rb.has_other_threads() {
            return Err(rb.raise_core(CoreClass::ThreadError, "deadlock; lock already owned by another fiber belonging to the same thread"));
        }
        rb.block_on(recv, None)?;
    }
}

fn enter(rb: &mut Ruby, recv: Value) -> Result<()> {
    enter_with(rb, recv, 1)
}

fn m_try_enter(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let me = rb.current_fiber();
    let o = owner(rb, recv);
    if !o.is_nil() && o != me {
        return Ok(Value::FALSE);
    }
    enter(rb, recv)?;
    Ok(Value::TRUE)
}

fn m_enter(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    enter(rb, recv)?;
    Ok(Value::NIL)
}

fn m_exit(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    check_owner(rb, recv, args)?;
    let c = count(rb, recv) - 1;
    if c <= 0 {
        set_state(rb, recv, Value::NIL, 0)?;
        rb.wake_waiters(recv, usize::MAX);
    } else {
        let me = rb.current_fiber();
        set_state(rb, recv, me, c)?;
    }
    Ok(Value::NIL)
}

/// synchronize { }: enter, yield, and leave again however the block ends.
fn m_synchronize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let Some(b) = args.block().cloned() else {
        return Err(rb.raise_core(CoreClass::LocalJumpError, "no block given (yield)"));
    };
    enter(rb, recv)?;
    let r = rb.yield_block(&b, &[]);
    m_exit(rb, recv, args)?;
    r
}

fn m_locked_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(!owner(rb, recv).is_nil()))
}

fn m_owned_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let me = rb.current_fiber();
    Ok(Value::bool(owner(rb, recv) == me))
}

fn m_new_cond(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let monitor = rb.const_get(rb.core_class(CoreClass::Object), "Monitor")?;
    let cv = rb.const_get(monitor, "ConditionVariable")?;
    rb.call(cv, "new", &[recv])
}

/// wait_for_cond(cond, timeout): gives the monitor up while waiting on `cond`, then takes it
/// back with the same count.
fn m_wait_for_cond(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (cond, timeout) = (args.get(0), args.get(1));
    let limit = if timeout.is_nil() {
        None
    } else {
        let secs = rb.num_to_f64(timeout).unwrap_or(0.0).max(0.0);
        Some(std::time::Duration::from_secs_f64(secs.min(1e9)))
    };
    if !rb.has_other_threads() && limit.is_none() {
        let fatal = rb.core_class(CoreClass::Fatal);
        return Err(rb.raise(fatal, "No live threads left. Deadlock?"));
    }
    let c = count(rb, recv);
    set_state(rb, recv, Value::NIL, 0)?;
    rb.wake_waiters(recv, usize::MAX);
    let r = if rb.has_other_threads() {
        rb.block_on(cond, limit.map(|d| std::time::Instant::now() + d))
    } else {
        rb.sleep(limit)
    };
    let back = enter_with(rb, recv, c);
    r?;
    back?;
    Ok(Value::TRUE)
}

fn monitor_of(rb: &mut Ruby, cv: Value) -> Value {
    rb.ivar_get(cv, "@__monitor")
}

fn cv_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    rb.ivar_set(recv, "@__monitor", args.get(0))?;
    Ok(Value::NIL)
}

fn cv_wait(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    if args.len() > 1 {
        return Err(rb.arg_count_error(args.len(), 0, 1));
    }
    let m = monitor_of(rb, recv);
    rb.call(m, "mon_check_owner", &[])?;
    rb.call(m, "wait_for_cond", &[recv, args.get(0)])
}

/// wait_while { } (`until` false) and wait_until { } (`until` true).
fn cv_wait_loop(rb: &mut Ruby, recv: Value, args: &Args, until: bool) -> Result {
    let b = args.need_block(rb)?;
    loop {
        let v = rb.yield_block(&b, &[])?;
        if v.truthy() == until {
            return Ok(Value::NIL);
        }
        cv_wait(rb, recv, &Args::new(&[], None))?;
    }
}

fn cv_signal(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let m = monitor_of(rb, recv);
    rb.call(m, "mon_check_owner", &[])?;
    rb.wake_waiters(recv, 1);
    Ok(Value::NIL)
}

fn cv_broadcast(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let m = monitor_of(rb, recv);
    rb.call(m, "mon_check_owner", &[])?;
    rb.wake_waiters(recv, usize::MAX);
    Ok(Value::NIL)
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let object = rb.core_class(CoreClass::Object);
    let monitor = rb.define_class("Monitor", object)?;
    rb.define_method(monitor, "try_enter", 0, m_try_enter);
    rb.define_method(monitor, "enter", 0, m_enter);
    rb.define_method(monitor, "exit", 0, m_exit);
    rb.define_method(monitor, "synchronize", 0, m_synchronize);
    rb.define_method(monitor, "mon_locked?", 0, m_locked_p);
    rb.define_method(monitor, "mon_owned?", 0, m_owned_p);
    rb.define_method(monitor, "mon_check_owner", 0, check_owner);
    rb.define_method(monitor, "new_cond", 0, m_new_cond);
    rb.define_method(monitor, "wait_for_cond", 2, m_wait_for_cond);
    let cv = rb.define_class_under(monitor, "ConditionVariable", object)?;
    rb.define_private_method(cv, "initialize", 1, cv_initialize);
    rb.define_method(cv, "wait", -1, cv_wait);
    rb.define_method(cv, "wait_while", 0, |rb, r, a| cv_wait_loop(rb, r, a, false));
    rb.define_method(cv, "wait_until", 0, |rb, r, a| cv_wait_loop(rb, r, a, true));
    rb.define_method(cv, "signal", 0, cv_signal);
    rb.define_method(cv, "broadcast", 0, cv_broadcast);
    // MonitorMixin and the aliases: CRuby's monitor.rb, when a library directory has it.
    if rb.load_path().iter().any(|d| std::path::Path::new(d).join("monitor.rb").is_file()) {
        rb.require("monitor.rb")?;
    }
    Ok(())
}
