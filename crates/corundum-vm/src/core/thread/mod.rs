//! Thread as Ruby sees it: `Thread.new`/`start`/`fork`, `join`, `value`, `status`, `alive?`,
//! `kill`, `raise`, `wakeup`, `Thread.current`/`main`/`list`/`pass`/`stop`, fiber-local `[]`,
//! thread variables, `report_on_exception`/`abort_on_exception`, `name`, `inspect`. The
//! scheduler and switching are `vm::thread`; Mutex and ConditionVariable are `sync`, Queue and
//! SizedQueue `queue`.
//!
//! Invariants:
//! - A Thread is typed data (`vm::thread::ThreadState`); the main thread's object is made on
//!   first use, so a program that never asks pays nothing.
//! - A thread's outcome is recorded on the thread itself as it ends (`finish`): its value, or
//!   the exception, reported to `$stderr` when `report_on_exception` is on and handed to the
//!   main thread when `abort_on_exception` is; `join` and `value` re-raise it in the joiner.

mod queue;
mod sync;

use std::time::{Duration, Instant};

use crate::symbol::intern;
use crate::value::Value;
use crate::vm::fiber;
use crate::vm::thread::{self as th, ThreadStatus, KILL_INTERRUPT};
use crate::vm::{Args, Unwind, Vm, VmResult};

fn thread_error(vm: &mut Vm, msg: &str) -> Unwind {
    vm.make_error(vm.core.thread_error, msg)
}

/// The receiver as a thread.
fn this(vm: &mut Vm, v: Value) -> VmResult<&'static mut th::ThreadState> {
    if th::is_thread(v) {
        Ok(th::state(v))
    } else {
        Err(thread_error(vm, "uninitialized thread"))
    }
}

/// A time interval argument (`join(limit)`, `pop(timeout:)`, `sleep`): nil is no limit.
pub fn interval(vm: &mut Vm, v: Value) -> VmResult<Option<Duration>> {
    if v.is_nil() {
        return Ok(None);
    }
    let secs = if let Some(f) = crate::core::float::num_to_f64(vm, v) {
        f
    } else if let Some(q) = crate::core::rational::to_q(v) {
        q.to_f64()
    } else {
        // CRuby's time_timespec: any object whose `divmod(1)` answers [seconds, fraction].
        let parts = if v.is_special() || crate::core::is_string(v) || !vm.respond_to(v, intern("divmod"), true) {
            None
        } else {
            let r = vm.call_method(v, intern("divmod"), &[Value::fixnum(1)], None)?;
            crate::core::is_array(r).then(|| crate::core::array::items(r).to_vec())
        };
        match parts {
            Some(items) => {
                let whole = items.first().copied().unwrap_or(Value::NIL);
                let frac = items.get(1).copied().unwrap_or(Value::NIL);
                let whole = vm.expect_int(whole)? as f64;
                let frac = crate::core::float::num_to_f64(vm, frac).or_else(|| crate::core::rational::to_q(frac).map(|q| q.to_f64())).unwrap_or(0.0);
                whole + frac
            }
            None => {
                // CRuby 4.0 names the class (`TrueClass`), not the value.
                let k = vm.class_of_real(v);
                let c = vm.module_name(k);
                return Err(vm.type_error(&format!("can't convert {c} into time interval")));
            }
        }
    };
    if secs < 0.0 {
        return Err(vm.arg_error("time interval must not be negative"));
    }
    Ok(Some(Duration::from_secs_f64(secs.min(1e9))))
}

/// The timeout of `Thread#join(limit)` and `Queue#pop(timeout:)` (CRuby converts it to a
/// Float, unlike `sleep`'s time interval): nil is no limit, a negative one is no wait.
pub fn float_timeout(vm: &mut Vm, v: Value) -> VmResult<Option<Duration>> {
    if v.is_nil() {
        return Ok(None);
    }
    let secs = if let Some(f) = crate::core::float::num_to_f64(vm, v) {
        f
    } else if let Some(q) = crate::core::rational::to_q(v) {
        q.to_f64()
    } else if v.is_special() || crate::core::is_string(v) {
        let c = vm.conversion_name(v);
        return Err(vm.type_error(&format!("no implicit conversion of {c} into Float")));
    } else {
        let f = crate::core::float::kernel_float(vm, v)?;
        vm.float_value(f).unwrap_or(0.0)
    };
    if secs.is_nan() {
        return Ok(Some(Duration::ZERO));
    }
    Ok(Some(Duration::from_secs_f64(secs.clamp(0.0, 1e9))))
}

/// `Thread.new(*args) { }`: a thread object, then `initialize` (which a subclass may
/// override; it must call `super` with a block, which starts the thread).
fn thread_s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let t = vm.new_unstarted_thread(recv);
    vm.temp_roots.push(t);
    let r = vm.call_method_kw(t, intern("initialize"), args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    if !vm.thread_started(t) {
        let n = vm.module_name(recv);
        return Err(thread_error(vm, &format!("uninitialized thread - check '{n}#initialize'")));
    }
    Ok(t)
}

/// `Thread.start`/`fork`: like `new`, without calling `initialize`.
fn thread_s_start(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let t = vm.new_unstarted_thread(recv);
    vm.temp_roots.push(t);
    let r = start(vm, t, args);
    vm.temp_roots.pop();
    r?;
    Ok(t)
}

fn thread_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    if vm.thread_started(recv) {
        return Err(thread_error(vm, "already initialized thread"));
    }
    start(vm, recv, args)?;
    Ok(Value::NIL)
}

fn start(vm: &mut Vm, t: Value, args: &Args) -> VmResult<()> {
    let Some(b) = args.block.clone() else {
        return Err(thread_error(vm, "must be called with a block"));
    };
    let p = vm.block_to_proc(&b)?;
    vm.temp_roots.push(p);
    let r = vm.start_thread(t, p, args.positional().to_vec(), finish);
    vm.temp_roots.pop();
    r?;
    th::state(t).location = Some((vm.current_path(), vm.current_line()));
    Ok(())
}

/// Whether `k` is (or inherits from) Thread::Mutex, Thread::Queue (SizedQueue included) or
/// Thread::ConditionVariable: the objects CRuby keeps as typed data, which Marshal cannot dump.
pub fn is_sync_primitive(vm: &mut Vm, k: Value) -> bool {
    let Ok(thread) = vm.const_get_from(vm.core.object, intern("Thread")) else { return false };
    ["Mutex", "Queue", "ConditionVariable"].iter().any(|name| match vm.own_const(thread, intern(name)) {
        crate::vm::autoload::OwnConst::Value(base) => base.is_heap() && crate::core::marshal::inherits(vm, k, base),
        _ => false,
    })
}

/// Unlocks Mutex `m` if a fiber of ending thread `t` still owns it.
pub fn release_mutex(vm: &mut Vm, m: Value, t: Value) {
    sync::release_for(vm, m, t);
}

/// How the block of thread `t` ended, recorded on `t` (see the module invariants).
fn finish(vm: &mut Vm, t: Value, r: VmResult) {
    let s = th::state(t);
    match r {
        Ok(v) => {
            s.value = v;
            crate::object::write_barrier(t, v);
        }
        Err(Unwind::Throw { tag, .. }) if tag == fiber::KILL_TAG => s.killed = true,
        Err(Unwind::Raise(e)) => {
            if vm.is_kind_of(e, vm.core.system_exit) {
                // `exit` in a thread ends the program: the main thread gets the SystemExit.
                s.killed = true;
                let main = vm.threads.main;
                let m = th::state(main);
                m.interrupts.push(e);
                crate::object::write_barrier(main, e);
                m.status = ThreadStatus::Run;
                return;
            }
            s.exception = e;
            crate::object::write_barrier(t, e);
            if s.report_on_exception {
                let mut text = Vec::new();
                let shown = inspect(vm, t);
                text.extend_from_slice(shown.as_bytes());
                text.extend_from_slice(b" terminated with exception (report_on_exception is true):\n");
                text.extend(crate::core::exception::uncaught_report(vm, e));
                vm.flush_out();
                let _ = crate::core::io::write::write_stderr(vm, &text);
            }
            if s.abort_on_exception || vm.threads.abort_default {
                let main = vm.threads.main;
                let m = th::state(main);
                m.interrupts.push(e);
                crate::object::write_barrier(main, e);
                m.status = ThreadStatus::Run;
            }
        }
        Err(_) => {}
    }
}

fn status_word(_vm: &Vm, t: Value) -> &'static str {
    let s = th::state(t);
    match s.status {
        ThreadStatus::Dead => "dead",
        ThreadStatus::Sleep => "sleep",
        ThreadStatus::Run if s.killed || (!s.interrupts.is_empty() && s.interrupts[0] == KILL_INTERRUPT) => "aborting",
        ThreadStatus::Run => "run",
    }
}

fn inspect(vm: &mut Vm, t: Value) -> String {
    let s = th::state(t);
    let class = vm.module_name(vm.class_of_real(t));
    let mut out = format!("#<{class}:0x{:016x}", t.0);
    if !s.name.is_nil() && crate::object::is_type(s.name, crate::object::ObjType::String) {
        out.push('@');
        out.push_str(&String::from_utf8_lossy(&crate::object::as_string(s.name).bytes));
    }
    if let Some((p, l)) = &s.location {
        out.push_str(&format!(" {p}:{l}"));
    }
    out.push(' ');
    out.push_str(status_word(vm, t));
    out.push('>');
    out
}

fn thread_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    this(vm, recv)?;
    let s = inspect(vm, recv);
    Ok(vm.new_str(&s))
}

fn thread_s_current(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.current_thread())
}

fn thread_s_main(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    vm.current_thread();
    Ok(vm.threads.main)
}

fn thread_s_list(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    vm.current_thread();
    let all = vm.threads.all.clone();
    Ok(vm.new_array(all))
}

fn thread_s_pass(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    vm.thread_pass()?;
    Ok(Value::NIL)
}

/// `Thread.stop`: sleeps until `wakeup` (ThreadError when no other thread could wake it).
fn thread_s_stop(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    vm.current_thread();
    if !vm.multithreaded() {
        return Err(thread_error(vm, "stopping only thread\n\tnote: use sleep to stop forever"));
    }
    vm.block_on(Value::NIL, None)?;
    Ok(Value::NIL)
}

fn thread_s_exit(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let t = vm.current_thread();
    kill(vm, t)
}

fn thread_s_kill(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let t = args.get(0);
    this(vm, t)?;
    kill(vm, t)
}

/// Ends thread `t` (its ensure clauses run); the main thread's kill exits the program.
fn kill(vm: &mut Vm, t: Value) -> VmResult {
    let s = th::state(t);
    if s.status == ThreadStatus::Dead {
        return Ok(t);
    }
    if s.is_main {
        let u = vm.make_error(vm.core.system_exit, "exit");
        if let Unwind::Raise(e) = u {
            let _ = vm.ivar_set(e, crate::symbol::sym::STATUS, Value::fixnum(0));
        }
        return Err(u);
    }
    if t == vm.threads.current {
        s.killed = true;
        return Err(fiber::kill_unwind());
    }
    vm.queue_interrupt(t, KILL_INTERRUPT)?;
    Ok(t)
}

fn thread_kill(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    this(vm, recv)?;
    kill(vm, recv)
}

/// `Thread#raise(...)`: Kernel#raise's argument forms, raised in the thread when it runs.
fn thread_raise(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    if s.status == ThreadStatus::Dead {
        return Ok(Value::NIL);
    }
    let e = if args.is_empty() {
        let m = vm.new_str("");
        vm.new_exception_without_backtrace(vm.core.runtime_error, m)
    } else {
        crate::core::kernel::exception_to_raise(vm, args)?
    };
    vm.temp_roots.push(e);
    let r = vm.queue_interrupt(recv, e);
    vm.temp_roots.pop();
    r?;
    if recv == vm.threads.current {
        // Raised at once unless a `handle_interrupt` mask holds it back (CRuby queues it too).
        vm.deliver_interrupts()?;
    }
    Ok(Value::NIL)
}

fn thread_wakeup(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    if s.status == ThreadStatus::Dead {
        return Err(thread_error(vm, "killed thread"));
    }
    // Any sleep ends (a waiter on a Queue or Mutex checks again and sleeps on; a
    // ConditionVariable's wait returns, as CRuby's may).
    if s.status == ThreadStatus::Sleep {
        s.status = ThreadStatus::Run;
        s.blocked_on = Value::NIL;
        s.cond = Value::NIL;
        s.woken = true;
    }
    Ok(recv)
}

fn thread_run(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    thread_wakeup(vm, recv, args)?;
    vm.thread_pass()?;
    Ok(recv)
}

/// `join(limit = nil)`: waits for the thread to end; nil when the limit passes first. Re-raises
/// the exception that ended it.
fn thread_join(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    this(vm, recv)?;
    let limit = float_timeout(vm, args.get(0))?;
    join(vm, recv, limit)
}

/// Waits for thread `recv` to end (see `thread_join`).
fn join(vm: &mut Vm, recv: Value, limit: Option<Duration>) -> VmResult {
    let me = vm.current_thread();
    if recv == me {
        return Err(thread_error(vm, "Target thread must not be current thread"));
    }
    if recv == vm.threads.main {
        return Err(thread_error(vm, "Target thread must not be main thread"));
    }
    let until = limit.map(|d| Instant::now() + d);
    while th::state(recv).status != ThreadStatus::Dead {
        if until.is_some_and(|u| Instant::now() >= u) {
            return Ok(Value::NIL);
        }
        vm.block_on(recv, until)?;
    }
    let s = th::state(recv);
    if !s.exception.is_nil() && !s.killed {
        return Err(Unwind::Raise(s.exception));
    }
    Ok(recv)
}

fn thread_value(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    this(vm, recv)?;
    join(vm, recv, None)?;
    Ok(th::state(recv).value)
}

fn thread_alive_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    Ok(Value::bool(s.status != ThreadStatus::Dead))
}

fn thread_stop_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    Ok(Value::bool(s.status != ThreadStatus::Run))
}

/// `status`: "run", "sleep", "aborting"; false when it ended normally, nil by an exception.
fn thread_status(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    if s.status == ThreadStatus::Dead {
        return Ok(if !s.exception.is_nil() && !s.killed { Value::NIL } else { Value::FALSE });
    }
    let w = status_word(vm, recv);
    Ok(vm.new_str(w))
}

fn thread_name(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    Ok(s.name)
}

fn thread_set_name(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    let n = args.get(0);
    let n = if n.is_nil() {
        n
    } else {
        let s = vm.expect_string(n)?;
        let bytes = crate::object::as_string(s).bytes.to_vec();
        if bytes.contains(&0) {
            return Err(vm.arg_error("string contains null byte"));
        }
        let c = vm.new_string(bytes);
        vm.freeze(c);
        c
    };
    th::state(recv).name = n;
    crate::object::write_barrier(recv, n);
    Ok(args.get(0))
}

fn thread_report_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(this(vm, recv)?.report_on_exception))
}

fn thread_set_report(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?.report_on_exception = args.get(0).truthy();
    Ok(args.get(0))
}

fn thread_abort_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(this(vm, recv)?.abort_on_exception))
}

fn thread_set_abort(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?.abort_on_exception = args.get(0).truthy();
    Ok(args.get(0))
}

fn thread_s_report_p(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(vm.threads.report_default))
}

fn thread_s_set_report(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.threads.report_default = args.get(0).truthy();
    Ok(args.get(0))
}

fn thread_s_abort_p(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(vm.threads.abort_default))
}

fn thread_s_set_abort(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.threads.abort_default = args.get(0).truthy();
    Ok(args.get(0))
}

/// `priority`: accepted and kept (-3..3), with no effect on the round-robin scheduler.
fn thread_priority(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    this(vm, recv)?;
    let p = vm.ivar_get(recv, intern("@__priority"));
    Ok(if p.is_nil() { Value::fixnum(0) } else { p })
}

fn thread_set_priority(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    let p = vm.expect_int(args.get(0))?.clamp(-3, 3);
    vm.ivar_set(recv, intern("@__priority"), Value::fixnum(p))?;
    Ok(args.get(0))
}

/// The mask `Thread.handle_interrupt` pushes: its argument as a Hash (`to_hash`), each value
/// :immediate, :on_blocking or :never (ArgumentError "unknown mask signature" otherwise),
/// copied and frozen.
fn interrupt_mask(vm: &mut Vm, arg: Value) -> VmResult {
    let h = if crate::object::is_type(arg, crate::object::ObjType::Hash) {
        arg
    } else if !arg.is_special() && vm.respond_to(arg, crate::symbol::sym::TO_HASH, true) {
        let r = vm.call_method(arg, crate::symbol::sym::TO_HASH, &[], None)?;
        if !crate::object::is_type(r, crate::object::ObjType::Hash) {
            return Err(vm.conversion_error(arg, "Hash"));
        }
        r
    } else {
        return Err(vm.conversion_error(arg, "Hash"));
    };
    let pairs = crate::core::hash::pairs(h);
    for &(_, v) in &pairs {
        let ok = v.is_symbol() && matches!(v.as_symbol().name().as_ref(), "immediate" | "on_blocking" | "never");
        if !ok {
            return Err(vm.arg_error("unknown mask signature"));
        }
    }
    let mask = vm.new_hash();
    vm.temp_roots.push(mask);
    let r = (|| {
        for (k, v) in pairs {
            vm.hash_set(mask, k, v)?;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    r?;
    vm.freeze(mask);
    Ok(mask)
}

/// `Thread.handle_interrupt(ExceptionClass => timing, ...) { }`: runs the block with the mask
/// pushed on the running thread's stack (`vm::thread`: which interrupts wait). An interrupt the
/// new mask lets through is raised as it is pushed, and one the popped mask held back is raised
/// as the block ends, replacing how it ended (CRuby's order).
fn thread_s_handle_interrupt(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("block is needed."));
    };
    let mask = interrupt_mask(vm, args.get(0))?;
    let t = vm.current_thread();
    th::state(t).masks.push(mask);
    crate::object::write_barrier(t, mask);
    let r = vm.deliver_interrupts().and_then(|()| vm.yield_block(&b, &[]));
    th::state(t).masks.pop();
    vm.temp_roots.push(r.as_ref().copied().unwrap_or(Value::NIL));
    let after = vm.deliver_interrupts();
    vm.temp_roots.pop();
    after?;
    r
}

/// Whether thread `t` has an interrupt waiting (of class `err`, when given: a class or module).
fn pending_interrupt(vm: &mut Vm, t: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let queued = th::state(t).interrupts.clone();
    if args.is_empty() || args.get(0).is_nil() {
        return Ok(Value::bool(!queued.is_empty()));
    }
    let err = args.get(0);
    let module = vm.core.module;
    if !vm.is_kind_of(err, module) {
        return Err(vm.type_error("class or module required for rescue clause"));
    }
    for e in queued {
        // The kill marker stands for CRuby's eKillSignal, an Integer.
        let hit = if e == KILL_INTERRUPT { vm.ancestors(vm.core.integer).contains(&err) } else { vm.is_kind_of(e, err) };
        if hit {
            return Ok(Value::TRUE);
        }
    }
    Ok(Value::FALSE)
}

fn thread_s_pending_interrupt_p(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let t = vm.current_thread();
    pending_interrupt(vm, t, args)
}

fn thread_pending_interrupt_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    pending_interrupt(vm, recv, args)
}

/// The fiber-local table of thread `t` (its running fiber's when `t` runs, else its root's).
fn locals_of(vm: &mut Vm, t: Value) -> VmResult {
    if t == vm.current_thread() {
        return crate::core::fiber::fiber_locals(vm);
    }
    let root = th::state(t).root;
    if root.is_nil() {
        // Inside a subclass's `initialize`, before `super` started the thread.
        return Err(thread_error(vm, "uninitialized thread"));
    }
    crate::core::fiber::locals_of_fiber(vm, root)
}

/// The thread variables of `t`.
fn vars_of(vm: &mut Vm, t: Value) -> VmResult {
    let h = th::state(t).vars;
    if !h.is_nil() {
        return Ok(h);
    }
    let h = vm.new_hash();
    th::state(t).vars = h;
    crate::object::write_barrier(t, h);
    Ok(h)
}

/// Keys are Symbols; a String names the Symbol (CRuby's `rb_to_id`).
fn key_of(vm: &mut Vm, k: Value) -> VmResult {
    Ok(Value::symbol(vm.expect_symbol_or_string(k)?))
}

fn thread_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    let k = key_of(vm, args.get(0))?;
    let h = locals_of(vm, recv)?;
    Ok(vm.hash_get(h, k)?.unwrap_or(Value::NIL))
}

fn thread_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    let k = key_of(vm, args.get(0))?;
    let v = args.get(1);
    vm.check_frozen(recv)?;
    let h = locals_of(vm, recv)?;
    crate::core::fiber::store_or_delete(vm, h, k, v)?;
    Ok(v)
}

fn thread_fetch(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    vm.check_argc(args, 1, Some(2))?;
    let k = key_of(vm, args.get(0))?;
    let h = locals_of(vm, recv)?;
    if let Some(v) = vm.hash_get(h, k)? {
        return Ok(v);
    }
    if let Some(b) = args.block.clone() {
        return vm.yield_block(&b, &[k]);
    }
    if args.len() == 2 {
        return Ok(args.get(1));
    }
    let shown = vm.inspect_str(k)?;
    Err(vm.make_error(vm.core.key_error, &format!("key not found: {shown}")))
}

fn thread_key_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    let k = key_of(vm, args.get(0))?;
    let h = locals_of(vm, recv)?;
    Ok(Value::bool(vm.hash_get(h, k)?.is_some()))
}

fn thread_keys(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    this(vm, recv)?;
    let h = locals_of(vm, recv)?;
    let keys: Vec<Value> = crate::core::hash::pairs(h).into_iter().map(|(k, _)| k).collect();
    Ok(vm.new_array(keys))
}

fn thread_variable_get(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    let k = key_of(vm, args.get(0))?;
    let h = vars_of(vm, recv)?;
    Ok(vm.hash_get(h, k)?.unwrap_or(Value::NIL))
}

fn thread_variable_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    let k = key_of(vm, args.get(0))?;
    let v = args.get(1);
    vm.check_frozen(recv)?;
    let h = vars_of(vm, recv)?;
    crate::core::fiber::store_or_delete(vm, h, k, v)?;
    Ok(v)
}

fn thread_variable_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    let k = key_of(vm, args.get(0))?;
    let h = vars_of(vm, recv)?;
    Ok(Value::bool(vm.hash_get(h, k)?.is_some()))
}

fn thread_variables(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    this(vm, recv)?;
    let h = vars_of(vm, recv)?;
    let keys: Vec<Value> = crate::core::hash::pairs(h).into_iter().map(|(k, _)| k).collect();
    Ok(vm.new_array(keys))
}

/// `Thread#backtrace` (Strings) or `#backtrace_locations` (`locations`): nil for a dead thread;
/// the running thread's own frames (the call itself first), another's read from its suspended
/// fiber's frames.
fn backtrace_of(vm: &mut Vm, recv: Value, args: &Args, locations: bool) -> VmResult {
    let s = this(vm, recv)?;
    if s.status == ThreadStatus::Dead {
        return Ok(Value::NIL);
    }
    let frames = if recv == vm.threads.current {
        crate::vm::errors::capture_frames_of(&vm.frames[..], 0, usize::MAX)
    } else {
        crate::vm::errors::capture_frames_of(crate::vm::fiber::suspended_thread_frames(recv), 0, usize::MAX)
    };
    crate::core::backtrace_location::frames_backtrace(vm, frames, args, locations)
}

fn thread_backtrace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    backtrace_of(vm, recv, args, false)
}

fn thread_backtrace_locations(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    backtrace_of(vm, recv, args, true)
}

fn thread_s_ignore_deadlock_p(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(vm.threads.ignore_deadlock))
}

fn thread_s_set_ignore_deadlock(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.threads.ignore_deadlock = args.get(0).truthy();
    Ok(args.get(0))
}

/// The ThreadGroup of thread `t` (`ThreadGroup::Default` unless `add` moved it).
fn group_of(vm: &mut Vm, t: Value) -> VmResult {
    let g = vm.ivar_get(t, intern("@__group"));
    if !g.is_nil() {
        return Ok(g);
    }
    let tg = vm.const_get_from(vm.core.object, intern("ThreadGroup"))?;
    vm.const_get_from(tg, intern("Default"))
}

fn thread_group(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    if s.status == ThreadStatus::Dead {
        return Ok(Value::NIL);
    }
    group_of(vm, recv)
}

fn group_list(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.current_thread();
    let all = vm.threads.all.clone();
    let mut out = Vec::new();
    for t in all {
        if group_of(vm, t)? == recv {
            out.push(t);
        }
    }
    Ok(vm.new_array(out))
}

fn group_enclosed_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(vm.ivar_get(recv, intern("@__enclosed")).truthy()))
}

fn group_enclose(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.ivar_set(recv, intern("@__enclosed"), Value::TRUE)?;
    Ok(recv)
}

fn group_add(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let t = args.get(0);
    this(vm, t)?;
    if vm.ivar_get(recv, intern("@__enclosed")).truthy() {
        return Err(thread_error(vm, "can't move to the enclosed thread group"));
    }
    let from = group_of(vm, t)?;
    if vm.ivar_get(from, intern("@__enclosed")).truthy() {
        return Err(thread_error(vm, "can't move from the enclosed thread group"));
    }
    vm.ivar_set(t, intern("@__group"), recv)?;
    Ok(recv)
}

/// `Thread.each_caller_location { |loc| }`: the caller's locations, innermost first.
fn thread_s_each_caller_location(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.kw || !args.is_empty() {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 0)", args.len())));
    }
    let Some(b) = args.block.clone() else {
        return Err(vm.make_error(vm.core.local_jump_error, "no block given"));
    };
    let locs = crate::core::backtrace_location::k_caller_locations(vm, recv, &Args::from_slice(&[], None))?;
    vm.temp_roots.push(locs);
    let items = if crate::object::is_type(locs, crate::object::ObjType::Array) { crate::object::as_array(locs).items.to_vec() } else { Vec::new() };
    let mut r = Ok(Value::NIL);
    for l in items {
        if let Err(u) = vm.yield_block(&b, &[l]) {
            r = Err(u);
            break;
        }
    }
    vm.temp_roots.pop();
    r.map(|_| Value::NIL)
}

fn thread_s_allocate(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = vm.module_name(recv);
    Err(vm.type_error(&format!("allocator undefined for {n}")))
}

pub fn init(vm: &mut Vm) {
    let thread = vm.const_get_from(vm.core.object, intern("Thread")).unwrap_or(Value::NIL);
    if thread.is_nil() {
        return;
    }
    vm.define_singleton_builtin(thread, "new", -1, thread_s_new);
    vm.define_singleton_builtin(thread, "start", -1, thread_s_start);
    vm.define_singleton_builtin(thread, "fork", -1, thread_s_start);
    vm.define_private_builtin(thread, "initialize", -1, thread_initialize);
    vm.define_singleton_builtin(thread, "each_caller_location", -1, thread_s_each_caller_location);
    vm.define_singleton_builtin(thread, "ignore_deadlock", 0, thread_s_ignore_deadlock_p);
    vm.define_singleton_builtin(thread, "ignore_deadlock=", 1, thread_s_set_ignore_deadlock);
    vm.define_builtin(thread, "group", 0, thread_group);
    let object = vm.core.object;
    let tg = crate::core::define_class(vm, "ThreadGroup", object);
    vm.define_builtin(tg, "list", 0, group_list);
    vm.define_builtin(tg, "add", 1, group_add);
    vm.define_builtin(tg, "enclosed?", 0, group_enclosed_p);
    vm.define_builtin(tg, "enclose", 0, group_enclose);
    let default = vm.new_object(tg);
    vm.const_set(tg, intern("Default"), default);
    vm.define_singleton_builtin(thread, "allocate", 0, thread_s_allocate);
    vm.define_singleton_builtin(thread, "current", 0, thread_s_current);
    vm.define_singleton_builtin(thread, "main", 0, thread_s_main);
    vm.define_singleton_builtin(thread, "list", 0, thread_s_list);
    vm.define_singleton_builtin(thread, "pass", 0, thread_s_pass);
    vm.define_singleton_builtin(thread, "stop", 0, thread_s_stop);
    vm.define_singleton_builtin(thread, "exit", 0, thread_s_exit);
    vm.define_singleton_builtin(thread, "kill", 1, thread_s_kill);
    vm.define_singleton_builtin(thread, "report_on_exception", 0, thread_s_report_p);
    vm.define_singleton_builtin(thread, "report_on_exception=", 1, thread_s_set_report);
    vm.define_singleton_builtin(thread, "abort_on_exception", 0, thread_s_abort_p);
    vm.define_singleton_builtin(thread, "abort_on_exception=", 1, thread_s_set_abort);
    vm.define_singleton_builtin(thread, "handle_interrupt", 1, thread_s_handle_interrupt);
    vm.define_singleton_builtin(thread, "pending_interrupt?", -1, thread_s_pending_interrupt_p);
    vm.define_builtin(thread, "join", -1, thread_join);
    vm.define_builtin(thread, "value", 0, thread_value);
    vm.define_builtin(thread, "alive?", 0, thread_alive_p);
    vm.define_builtin(thread, "stop?", 0, thread_stop_p);
    vm.define_builtin(thread, "status", 0, thread_status);
    vm.define_builtin(thread, "kill", 0, thread_kill);
    vm.define_builtin(thread, "terminate", 0, thread_kill);
    vm.define_builtin(thread, "exit", 0, thread_kill);
    vm.define_builtin(thread, "raise", -1, thread_raise);
    vm.define_builtin(thread, "wakeup", 0, thread_wakeup);
    vm.define_builtin(thread, "run", 0, thread_run);
    vm.define_builtin(thread, "name", 0, thread_name);
    vm.define_builtin(thread, "name=", 1, thread_set_name);
    vm.define_builtin(thread, "inspect", 0, thread_inspect);
    vm.define_builtin(thread, "to_s", 0, thread_inspect);
    vm.define_builtin(thread, "report_on_exception", 0, thread_report_p);
    vm.define_builtin(thread, "report_on_exception=", 1, thread_set_report);
    vm.define_builtin(thread, "abort_on_exception", 0, thread_abort_p);
    vm.define_builtin(thread, "abort_on_exception=", 1, thread_set_abort);
    vm.define_builtin(thread, "priority", 0, thread_priority);
    vm.define_builtin(thread, "priority=", 1, thread_set_priority);
    vm.define_builtin(thread, "pending_interrupt?", -1, thread_pending_interrupt_p);
    vm.define_builtin(thread, "[]", 1, thread_aref);
    vm.define_builtin(thread, "[]=", 2, thread_aset);
    vm.define_builtin(thread, "fetch", -1, thread_fetch);
    vm.define_builtin(thread, "key?", 1, thread_key_p);
    vm.define_builtin(thread, "keys", 0, thread_keys);
    vm.define_builtin(thread, "thread_variable_get", 1, thread_variable_get);
    vm.define_builtin(thread, "thread_variable_set", 2, thread_variable_set);
    vm.define_builtin(thread, "thread_variable?", 1, thread_variable_p);
    vm.define_builtin(thread, "thread_variables", 0, thread_variables);
    vm.define_builtin(thread, "backtrace", -1, thread_backtrace);
    vm.define_builtin(thread, "backtrace_locations", -1, thread_backtrace_locations);
    sync::init(vm, thread);
    queue::init(vm, thread);
}
