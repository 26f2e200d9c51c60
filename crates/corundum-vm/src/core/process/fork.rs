//! `fork`: `Kernel#fork`, `Process.fork`, `Process._fork`, `Process.daemon`, and
//! `Process.detach` with its `Process::Waiter`.
//!
//! Why a plain fork(2) is sound here: the child of fork(2) has only the thread that called it,
//! so any lock another thread held at that moment stays held forever in the child. Corundum's
//! process has exactly two threads: the CLI's main thread, which after starting the VM's thread
//! only waits in `join` (blocked in the kernel, holding no lock; every signal blocked on it), and
//! the VM's thread, which is the one that forks. `signal-hook`'s `flag` API, the only part of it
//! the VM uses (`signal.rs`), starts no thread: its OS handler runs on the VM's thread and only
//! stores atomics, and registration happens on the VM's thread too, so its registry lock cannot
//! be held by anyone else at fork time. The allocator's locks are taken and released by glibc's
//! own fork handlers. So the child's one thread finds every lock free and every structure whole.
//!
//! Invariants:
//! - `Process._fork` is the one place that forks; `fork` calls it through method dispatch, so a
//!   program overriding `Process._fork` (as CRuby allows) sees every fork.
//! - The VM's buffered standard output is flushed before forking, so output written before the
//!   fork is printed once; signal handlers that were due in the parent are not run again in the
//!   child (`signal::forget_pending`, with every signal blocked across the fork so none sent to
//!   the new child is forgotten with them).
//! - A child given a block runs it and then ends as a finished main program does: EXIT trap,
//!   `at_exit` handlers (inherited from the parent, as in CRuby), uncaught exception reported,
//!   status 0 or the `exit` status; it never returns into the parent's frames, so their `ensure`
//!   clauses do not run in the child. A child without a block goes on with the program, and the
//!   CLI ends it with the program's status (`in_forked_child`: in the child the CLI's main
//!   thread, which normally turns the status into the exit code, does not exist).
//! - `Process.pid`/`$$` read getpid(2) each time (nothing caches the pid), so they are right in
//!   the child.
//! - Process::Waiter stands in for the Thread `Process.detach` returns in CRuby: there is no
//!   Thread yet (issue 13), so nothing reaps the child in the background; it is reaped when the
//!   program asks the Waiter (`value`, `join`, `alive?`, `status`). `@__status` holds the
//!   Process::Status once reaped (nil when the pid was no child of ours, as CRuby's watcher
//!   thread answers).

use std::sync::atomic::{AtomicBool, Ordering};

use nix::sys::signal::{pthread_sigmask, SigSet, SigmaskHow};
use nix::unistd::ForkResult;

use crate::core::io::errno::errno_error_plain;
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

/// Set in a child made by `fork`.
static FORKED_CHILD: AtomicBool = AtomicBool::new(false);

/// Whether this process is a child made by `fork` (the CLI must then end the process itself
/// with the program's status).
pub fn in_forked_child() -> bool {
    FORKED_CHILD.load(Ordering::Relaxed)
}

/// `Process._fork`: forks, answering the child's pid in the parent and 0 in the child.
fn p_underscore_fork(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(0))?;
    Ok(Value::fixnum(i64::from(fork_now(vm)?)))
}

/// fork(2) as the file comment describes: the child's pid in the parent, 0 in the child.
fn fork_now(vm: &mut Vm) -> VmResult<i32> {
    vm.flush_out();
    // Signals wait until the child has forgotten the parent's pending ones (`forget_pending`),
    // so a signal sent to the child right after the fork is not forgotten with them.
    let mut old_mask = SigSet::empty();
    let _ = pthread_sigmask(SigmaskHow::SIG_SETMASK, Some(&SigSet::all()), Some(&mut old_mask));
    // SAFETY: the VM's thread is the only thread that can hold a lock or be part-way through
    // changing shared state (see the file comment: the CLI's main thread only waits in `join`,
    // signal-hook starts no thread), so the child, which keeps only this thread, sees every
    // lock free and every structure consistent. The child goes on running ordinary Rust code,
    // which is what makes fork unsafe in general; here nothing it needs can be left locked.
    let forked = unsafe { nix::unistd::fork() };
    if let Ok(ForkResult::Child) = forked {
        FORKED_CHILD.store(true, Ordering::Relaxed);
        crate::core::process::signal::forget_pending();
    }
    // Only now may signals come: one sent to the new child at once is the child's to handle.
    let _ = pthread_sigmask(SigmaskHow::SIG_SETMASK, Some(&old_mask), None);
    match forked {
        Ok(ForkResult::Parent { child }) => Ok(child.as_raw()),
        Ok(ForkResult::Child) => Ok(0),
        Err(e) => Err(errno_error_plain(vm, e as i32)),
    }
}

/// A `true`/`false`/`nil` argument named `what` (CRuby's `rb_bool_expected`).
fn bool_arg(vm: &mut Vm, v: Value, what: &str) -> VmResult<bool> {
    if v.is_nil() || v == Value::FALSE {
        return Ok(false);
    }
    if v == Value::TRUE {
        return Ok(true);
    }
    let shown = vm.inspect_str(v)?;
    Err(vm.arg_error(&format!("expected true or false as {what}: {shown}")))
}

/// `Process.daemon(nochdir = nil, noclose = nil)`: goes on in a forked child that leads a new
/// session (the parent ends at once with status 0, running no `at_exit` handler), in "/" unless
/// `nochdir`, with /dev/null as its standard descriptors unless `noclose`; answers 0. Other
/// open files stay open, as with daemon(3).
fn p_daemon(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    let nochdir = bool_arg(vm, args.get(0), "nochdir")?;
    let noclose = bool_arg(vm, args.get(1), "noclose")?;
    if fork_now(vm)? != 0 {
        // The parent: as daemon(3)'s `_exit(0)`, no Ruby-level exit processing.
        std::process::exit(0);
    }
    nix::unistd::setsid().map_err(|e| errno_error_plain(vm, e as i32))?;
    if !nochdir {
        nix::unistd::chdir("/").map_err(|e| errno_error_plain(vm, e as i32))?;
    }
    if !noclose {
        let null = std::fs::OpenOptions::new().read(true).write(true).open("/dev/null").map_err(|e| crate::core::io::errno::sys_fail(vm, &e, "", "/dev/null"))?;
        vm.flush_out();
        let r = nix::unistd::dup2_stdin(&null).and_then(|()| nix::unistd::dup2_stdout(&null)).and_then(|()| nix::unistd::dup2_stderr(&null));
        r.map_err(|e| errno_error_plain(vm, e as i32))?;
    }
    Ok(Value::fixnum(0))
}

/// `fork` / `Process.fork` with or without a block.
fn k_fork(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(0))?;
    let process = vm.core.process;
    let r = vm.call_method(process, intern("_fork"), &[], None)?;
    let pid = if r.is_fixnum() { r.as_fixnum() } else { vm.expect_int(r)? };
    if pid != 0 {
        return Ok(Value::fixnum(pid));
    }
    let Some(block) = args.block.clone() else { return Ok(Value::NIL) };
    let r = vm.yield_block(&block, &[]);
    let status = end_child(vm, r);
    std::process::exit(status);
}

/// What the end of a main program does, for a child whose block finished: the status of its
/// outcome, the EXIT trap, the `at_exit` handlers, the output flushed, death by an uncaught
/// signal. (The same steps as `Vm::run_main`'s end.)
fn end_child(vm: &mut Vm, r: VmResult) -> i32 {
    let (mut status, deferred) = match r {
        Err(Unwind::Raise(e)) => vm.main_outcome(Err(Unwind::Raise(e))),
        r => (outcome_status(vm, r), None),
    };
    if let Err(u) = crate::core::protocol::run_exit_trap(vm) {
        status = outcome_status(vm, Err(u));
    }
    while let Some(p) = vm.at_exit.pop() {
        vm.temp_roots.push(p);
        let r = vm.call_method(p, sym::CALL, &[], None);
        vm.temp_roots.pop();
        if let Err(u) = r {
            if let Unwind::Raise(e) = u {
                vm.errinfo = e;
            }
            status = outcome_status(vm, Err(u));
        }
    }
    vm.report_deferred(deferred);
    vm.flush_out();
    crate::core::protocol::die_if_signaled(vm);
    status
}

/// The exit status of a block's outcome, reporting an uncaught exception as CRuby does.
fn outcome_status(vm: &mut Vm, r: VmResult) -> i32 {
    match r {
        Ok(_) | Err(Unwind::Break { .. }) | Err(Unwind::Return { .. }) | Err(Unwind::Jump { .. }) | Err(Unwind::Retrace { .. }) => 0,
        Err(Unwind::Raise(e)) => vm.report_exception(e),
        Err(Unwind::Throw { tag, .. }) => {
            let s = vm.inspect_str(tag).unwrap_or_default();
            match vm.make_error(vm.core.uncaught_throw_error, &format!("uncaught throw {s}")) {
                Unwind::Raise(e) => vm.report_exception(e),
                _ => 1,
            }
        }
    }
}

// ---------------------------------------------------------------- Process.detach

fn pid_ivar() -> SymbolId {
    intern("@__pid")
}

fn waited_ivar() -> SymbolId {
    intern("@__waited")
}

fn status_ivar() -> SymbolId {
    intern("@__status")
}

/// `Process.detach(pid)`: a Process::Waiter for `pid`.
fn p_detach(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let pid = crate::core::process::pid_arg(vm, args.get(0))?;
    let process = vm.core.process;
    let object = vm.core.object;
    let k = vm.const_get_from(process, intern("Waiter")).unwrap_or(object);
    let w = vm.new_object(k);
    vm.temp_roots.push(w);
    let r = vm.ivar_set(w, pid_ivar(), Value::fixnum(i64::from(pid))).and_then(|()| vm.ivar_set(w, waited_ivar(), Value::FALSE));
    vm.temp_roots.pop();
    r?;
    Ok(w)
}

fn waiter_pid(vm: &mut Vm, w: Value) -> i32 {
    let v = vm.ivar_get(w, pid_ivar());
    if v.is_fixnum() {
        v.as_fixnum() as i32
    } else {
        0
    }
}

/// Reaps the Waiter's child if it is done (`block`: wait until it is); true once reaped (or
/// found to be no child of ours).
fn waiter_poll(vm: &mut Vm, w: Value, block: bool) -> VmResult<bool> {
    if vm.ivar_get(w, waited_ivar()).truthy() {
        return Ok(true);
    }
    let pid = waiter_pid(vm, w);
    let flags = if block { 0 } else { libc::WNOHANG };
    match crate::core::process::try_wait_pid(vm, pid, flags)? {
        Ok(None) => Ok(false),
        Ok(Some((p, raw))) => {
            let st = crate::core::process::new_status(vm, p, raw)?;
            vm.ivar_set(w, status_ivar(), st)?;
            vm.ivar_set(w, waited_ivar(), Value::TRUE)?;
            Ok(true)
        }
        Err(_) => {
            // Not (or no longer) our child: CRuby's watcher thread ends with a nil value.
            vm.ivar_set(w, waited_ivar(), Value::TRUE)?;
            Ok(true)
        }
    }
}

fn w_pid(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.ivar_get(recv, pid_ivar()))
}

/// `waiter[:pid]`: the pid, as the thread-local CRuby's watcher thread sets; nil for any other
/// key (a Waiter has no other locals).
fn w_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let key = args.get(0);
    let is_pid = (key.is_symbol() && key.as_symbol() == intern("pid")) || (crate::core::is_string(key) && crate::core::str_of(key) == "pid");
    Ok(if is_pid { vm.ivar_get(recv, pid_ivar()) } else { Value::NIL })
}

/// `value`: waits for the child and answers its Process::Status.
fn w_value(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    waiter_poll(vm, recv, true)?;
    Ok(vm.ivar_get(recv, status_ivar()))
}

/// `join(limit = nil)`: self once the child has ended; nil if `limit` seconds pass first.
fn w_join(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let limit = args.get(0);
    if limit.is_nil() {
        waiter_poll(vm, recv, true)?;
        return Ok(recv);
    }
    let secs = match vm.float_value(limit) {
        Some(f) => f,
        None => vm.expect_int(limit)? as f64,
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs_f64(if secs.is_nan() { 0.0 } else { secs.clamp(0.0, 1e9) });
    loop {
        if waiter_poll(vm, recv, false)? {
            return Ok(recv);
        }
        let now = std::time::Instant::now();
        if now >= deadline {
            return Ok(Value::NIL);
        }
        crate::core::process::signal::watch_children();
        if crate::vm::interrupt::sleep(Some((deadline - now).min(std::time::Duration::from_millis(100)))) == crate::vm::interrupt::Woken::Interrupted {
            vm.check_ints_blocking()?;
        }
    }
}

/// `alive?`: whether the child is still running (reaping it if it has ended).
fn w_alive(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(!waiter_poll(vm, recv, false)?))
}

/// `status`: "run" while the child runs, false once it has ended (a Thread that finished).
fn w_status(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if waiter_poll(vm, recv, false)? {
        Ok(Value::FALSE)
    } else {
        Ok(vm.new_str("run"))
    }
}

pub fn init(vm: &mut Vm) {
    let process = vm.core.process;
    let kernel = vm.core.kernel;
    let object = vm.core.object;
    vm.define_singleton_builtin(process, "_fork", 0, p_underscore_fork);
    vm.define_singleton_builtin(process, "fork", 0, k_fork);
    vm.define_private_builtin(kernel, "fork", 0, k_fork);
    vm.define_singleton_builtin(kernel, "fork", 0, k_fork);
    vm.define_singleton_builtin(process, "detach", 1, p_detach);
    vm.define_singleton_builtin(process, "daemon", -1, p_daemon);
    let waiter = crate::core::define_class_under(vm, process, "Waiter", object);
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[("pid", 0, w_pid), ("[]", 1, w_aref), ("value", 0, w_value), ("join", -1, w_join), ("alive?", 0, w_alive), ("status", 0, w_status)];
    for &(name, arity, f) in methods {
        vm.define_builtin(waiter, name, arity, f);
    }
    if let Ok(s) = vm.singleton_class(waiter) {
        let _ = vm.undef_method(s, intern("new"));
    }
}
