//! The Process module's own methods and Process::Status: ids (`pid`, `ppid`, `uid`, ...),
//! waiting for children (`wait`/`wait2`/`waitpid`/`waitall`, `$?`), `kill`, `exit`/`exit!`/
//! `abort`; spawning lives in `spawn.rs`, signals and `trap` in `signal.rs`.
//!
//! Invariants:
//! - A Process::Status is an Object of that class holding the child's pid (`@__pid`) and its raw
//!   wait(2) status word (`@__status`: exit code << 8, or the signal number plus 0x80 for a core
//!   dump, or `sig << 8 | 0x7f` when stopped), so `to_i` and every predicate agree with CRuby.
//! - `$?` is the status of the last child waited for by this (only) thread; every wait, `system`,
//!   backtick and pipe close that reaps a child sets it.
//! - A blocking wait is an interrupt check's blocking point (`vm::interrupt`): it never blocks
//!   in waitpid(2), but looks with `WNOHANG` and sleeps between looks, woken by SIGCHLD (hooked
//!   for that while children are waited for: `signal::watch_children`) or by any other signal,
//!   whose handler runs at once (a SignalException ends the wait; the child runs on, as in
//!   CRuby). While other threads live it sleeps through the scheduler (`WAIT_POLL`), so it holds
//!   up only its own thread, which can be killed or raised into meanwhile.
//! - OS calls go through `nix` (safe wrappers); this module has no `unsafe`.

pub mod fork;
pub mod identity;
pub mod limits;
pub mod redirect;
pub mod signal;
pub mod spawn;
pub mod title;

use nix::errno::Errno;
use nix::sys::wait::{waitpid, WaitPidFlag, WaitStatus};
use nix::unistd::Pid;

use crate::core::io::errno::errno_error_plain;
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn pid_ivar() -> SymbolId {
    intern("@__pid")
}

fn status_ivar() -> SymbolId {
    intern("@__status")
}

/// The raw wait status word of a reaped child, with its pid (None for "still running").
pub fn raw_wait_status(ws: WaitStatus) -> Option<(i32, i32)> {
    match ws {
        WaitStatus::Exited(p, code) => Some((p.as_raw(), (code & 0xff) << 8)),
        WaitStatus::Signaled(p, sig, core) => Some((p.as_raw(), sig as i32 | if core { 0x80 } else { 0 })),
        WaitStatus::Stopped(p, sig) => Some((p.as_raw(), ((sig as i32) << 8) | 0x7f)),
        WaitStatus::Continued(p) => Some((p.as_raw(), 0xffff)),
        _ => None,
    }
}

fn status_class(vm: &mut Vm) -> Value {
    let process = vm.core.process;
    vm.const_get_from(process, intern("Status")).unwrap_or(vm.core.object)
}

/// A new Process::Status for `pid` and raw status `raw`.
pub fn new_status(vm: &mut Vm, pid: i32, raw: i32) -> VmResult {
    let k = status_class(vm);
    let st = vm.new_object(k);
    vm.temp_roots.push(st);
    let r = vm.ivar_set(st, pid_ivar(), Value::fixnum(pid as i64)).and_then(|()| vm.ivar_set(st, status_ivar(), Value::fixnum(raw as i64)));
    vm.temp_roots.pop();
    r?;
    vm.freeze(st);
    Ok(st)
}

/// Records a reaped child's status as `$?` and returns the Status.
pub fn set_last_status(vm: &mut Vm, pid: i32, raw: i32) -> VmResult {
    let st = new_status(vm, pid, raw)?;
    vm.globals.insert(intern("$?"), st);
    Ok(st)
}

/// waitpid(2) with CRuby's errors; None when WNOHANG found nothing to reap.
pub fn wait_pid(vm: &mut Vm, pid: i32, flags: i32) -> VmResult<Option<(i32, i32)>> {
    match try_wait_pid(vm, pid, flags)? {
        Ok(r) => Ok(r),
        Err(e) => Err(errno_error_plain(vm, e as i32)),
    }
}

/// How often a wait that lets other threads run looks at its children again.
const WAIT_POLL: std::time::Duration = std::time::Duration::from_millis(5);
/// The longest a single-threaded wait sleeps between looks: SIGCHLD wakes it at once, this only
/// bounds a wake-up lost to another VM of the same process draining the shared wake pipe.
const WAIT_BACKSTOP: std::time::Duration = std::time::Duration::from_millis(100);

/// waitpid(2) as an interruptible wait (module invariants): the OS error as it is.
pub fn try_wait_pid(vm: &mut Vm, pid: i32, flags: i32) -> VmResult<Result<Option<(i32, i32)>, Errno>> {
    let blocking = flags & libc::WNOHANG == 0;
    if blocking {
        signal::watch_children();
    }
    loop {
        match waitpid(Pid::from_raw(pid), Some(WaitPidFlag::from_bits_truncate(flags | libc::WNOHANG))) {
            Ok(WaitStatus::StillAlive) if blocking => {
                if vm.multithreaded() {
                    vm.block_on(Value::NIL, Some(std::time::Instant::now() + WAIT_POLL))?;
                } else if crate::vm::interrupt::sleep(Some(WAIT_BACKSTOP)) == crate::vm::interrupt::Woken::Interrupted {
                    vm.check_ints_blocking()?;
                }
            }
            Ok(ws) => {
                vm.check_ints_blocking()?;
                return Ok(Ok(raw_wait_status(ws)));
            }
            Err(Errno::EINTR) => vm.check_ints_blocking()?,
            Err(e) => return Ok(Err(e)),
        }
    }
}

/// Waits for child `pid` (blocking) and sets `$?`: what `system`, backticks and pipe closes use.
pub fn reap(vm: &mut Vm, pid: i32) -> VmResult {
    match wait_pid(vm, pid, 0)? {
        Some((p, raw)) => set_last_status(vm, p, raw),
        None => Ok(Value::NIL),
    }
}

/// A pid argument (an Integer or what converts to one with `to_int`) as a C `pid_t`.
pub fn pid_arg(vm: &mut Vm, v: Value) -> VmResult<i32> {
    // NUM2PIDT (an int on Linux) names nil as a missing Integer, unlike NUM2LONG.
    if v.is_nil() {
        return Err(vm.type_error("no implicit conversion of nil into Integer"));
    }
    let n = vm.expect_int(v)?;
    i32::try_from(n).map_err(|_| {
        let msg = if n < 0 { format!("integer {n} too small to convert to 'int'") } else { format!("integer {n} too big to convert to 'int'") };
        vm.make_error(vm.core.range_error, &msg)
    })
}

/// The `(pid = -1, flags = 0)` arguments of the wait family.
fn wait_args(vm: &mut Vm, args: &Args) -> VmResult<(i32, i32)> {
    vm.check_argc(args, 0, Some(2))?;
    let pid = if args.get(0).is_nil() { -1 } else { vm.expect_int(args.get(0))? as i32 };
    let flags = if args.get(1).is_nil() { 0 } else { vm.expect_int(args.get(1))? as i32 };
    Ok((pid, flags))
}

fn p_wait(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (pid, flags) = wait_args(vm, args)?;
    match wait_pid(vm, pid, flags)? {
        Some((p, raw)) => {
            set_last_status(vm, p, raw)?;
            Ok(Value::fixnum(p as i64))
        }
        None => Ok(Value::NIL),
    }
}

fn p_wait2(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (pid, flags) = wait_args(vm, args)?;
    match wait_pid(vm, pid, flags)? {
        Some((p, raw)) => {
            let st = set_last_status(vm, p, raw)?;
            Ok(vm.new_array(vec![Value::fixnum(p as i64), st]))
        }
        None => Ok(Value::NIL),
    }
}

/// `Process.waitall`: `[[pid, status], ...]` for every child, until none is left.
fn p_waitall(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let mark = vm.temp_roots.len();
    let r = (|| -> VmResult<()> {
        loop {
            match try_wait_pid(vm, -1, 0)? {
                Ok(Some((p, raw))) => {
                    let st = set_last_status(vm, p, raw)?;
                    let pair = vm.new_array(vec![Value::fixnum(p as i64), st]);
                    vm.temp_roots.push(pair);
                }
                Ok(None) => {}
                Err(Errno::ECHILD) => return Ok(()),
                Err(e) => return Err(errno_error_plain(vm, e as i32)),
            }
        }
    })();
    if let Err(e) = r {
        vm.temp_roots.truncate(mark);
        return Err(e);
    }
    let items = vm.temp_roots[mark..].to_vec();
    let a = vm.new_array(items);
    vm.temp_roots.truncate(mark);
    Ok(a)
}

fn p_last_status(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.globals.get(&intern("$?")).copied().unwrap_or(Value::NIL))
}

fn p_pid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(i64::from(std::process::id())))
}

fn p_ppid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(nix::unistd::getppid().as_raw() as i64))
}

fn p_uid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(nix::unistd::getuid().as_raw() as i64))
}

fn p_euid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(nix::unistd::geteuid().as_raw() as i64))
}

fn p_gid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(nix::unistd::getgid().as_raw() as i64))
}

fn p_egid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(nix::unistd::getegid().as_raw() as i64))
}

fn p_getpgrp(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(nix::unistd::getpgrp().as_raw() as i64))
}

fn p_getpgid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let pid = pid_arg(vm, args.get(0))?;
    match nix::unistd::getpgid(Some(Pid::from_raw(pid))) {
        Ok(g) => Ok(Value::fixnum(g.as_raw() as i64)),
        Err(e) => Err(errno_error_plain(vm, e as i32)),
    }
}

// ---------------------------------------------------------------- Process::Status

fn raw_of(vm: &mut Vm, st: Value) -> i32 {
    let v = vm.ivar_get(st, status_ivar());
    if v.is_fixnum() {
        v.as_fixnum() as i32
    } else {
        0
    }
}

fn exited(raw: i32) -> bool {
    raw & 0x7f == 0
}

fn signaled(raw: i32) -> bool {
    let low = raw & 0x7f;
    low != 0 && low != 0x7f && raw != 0xffff
}

fn stopped(raw: i32) -> bool {
    raw & 0xff == 0x7f
}

fn st_exitstatus(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let raw = raw_of(vm, recv);
    Ok(if exited(raw) { Value::fixnum(((raw >> 8) & 0xff) as i64) } else { Value::NIL })
}

fn st_success(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let raw = raw_of(vm, recv);
    Ok(if exited(raw) { Value::bool((raw >> 8) & 0xff == 0) } else { Value::NIL })
}

fn st_exited(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let raw = raw_of(vm, recv);
    Ok(Value::bool(exited(raw)))
}

fn st_signaled(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let raw = raw_of(vm, recv);
    Ok(Value::bool(signaled(raw)))
}

fn st_stopped(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let raw = raw_of(vm, recv);
    Ok(Value::bool(stopped(raw)))
}

fn st_termsig(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let raw = raw_of(vm, recv);
    Ok(if signaled(raw) { Value::fixnum((raw & 0x7f) as i64) } else { Value::NIL })
}

fn st_stopsig(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let raw = raw_of(vm, recv);
    Ok(if stopped(raw) { Value::fixnum(((raw >> 8) & 0xff) as i64) } else { Value::NIL })
}

fn st_coredump(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let raw = raw_of(vm, recv);
    Ok(Value::bool(signaled(raw) && raw & 0x80 != 0))
}

fn st_to_i(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let raw = raw_of(vm, recv);
    Ok(Value::fixnum(raw as i64))
}

fn st_pid(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.ivar_get(recv, pid_ivar()))
}

/// "pid 12 exit 0", "pid 12 SIGTERM (signal 15)", "pid 12 stopped SIGSTOP (signal 19)".
fn describe(vm: &mut Vm, st: Value) -> String {
    let raw = raw_of(vm, st);
    let pid = vm.ivar_get(st, pid_ivar());
    let pid = if pid.is_fixnum() { pid.as_fixnum() } else { 0 };
    let sig = |n: i32| match signal::signame(n) {
        Some(name) => format!("SIG{name} (signal {n})"),
        None => format!("signal {n}"),
    };
    if stopped(raw) {
        format!("pid {pid} stopped {}", sig((raw >> 8) & 0xff))
    } else if signaled(raw) {
        let core = if raw & 0x80 != 0 { " (core dumped)" } else { "" };
        format!("pid {pid} {}{core}", sig(raw & 0x7f))
    } else if exited(raw) {
        format!("pid {pid} exit {}", (raw >> 8) & 0xff)
    } else {
        format!("pid {pid} status {raw}")
    }
}

fn st_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = describe(vm, recv);
    Ok(vm.new_string(s.into_bytes()))
}

fn st_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = describe(vm, recv);
    Ok(vm.new_string(format!("#<Process::Status: {s}>").into_bytes()))
}

/// `status == other`: compares the raw status word with `other` (an Integer or a Status).
fn st_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    let mine = Value::fixnum(raw_of(vm, recv) as i64);
    if other == recv {
        return Ok(Value::TRUE);
    }
    Ok(Value::bool(vm.values_eq(mine, other)?))
}

/// `Process::Status.wait(pid = -1, flags = 0)`: the Status of a child that ended, leaving `$?`
/// alone (nil with WNOHANG when nothing exited); with no child to wait for, a Status of pid -1
/// and status 0 instead of Errno::ECHILD.
fn st_s_wait(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (pid, flags) = wait_args(vm, args)?;
    match try_wait_pid(vm, pid, flags)? {
        Ok(Some((p, raw))) => new_status(vm, p, raw),
        Ok(None) => Ok(Value::NIL),
        Err(Errno::ECHILD) => new_status(vm, -1, 0),
        Err(e) => Err(errno_error_plain(vm, e as i32)),
    }
}

pub fn init(vm: &mut Vm) {
    let process = vm.core.process;
    let object = vm.core.object;
    let status = crate::core::define_class_under(vm, process, "Status", object);
    for (name, n) in [("WNOHANG", libc::WNOHANG), ("WUNTRACED", libc::WUNTRACED)] {
        vm.const_set(process, intern(name), Value::fixnum(n as i64));
    }
    let module_fns: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("pid", 0, p_pid),
        ("ppid", 0, p_ppid),
        ("uid", 0, p_uid),
        ("euid", 0, p_euid),
        ("gid", 0, p_gid),
        ("egid", 0, p_egid),
        ("getpgrp", 0, p_getpgrp),
        ("getpgid", 1, p_getpgid),
        ("wait", -1, p_wait),
        ("waitpid", -1, p_wait),
        ("wait2", -1, p_wait2),
        ("waitpid2", -1, p_wait2),
        ("waitall", 0, p_waitall),
        ("last_status", 0, p_last_status),
        ("exit", -1, crate::core::kernel::k_exit),
        ("exit!", -1, crate::core::kernel::k_exit_bang),
        ("abort", -1, crate::core::kernel::k_abort),
    ];
    for &(name, arity, f) in module_fns {
        vm.define_singleton_builtin(process, name, arity, f);
    }
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("exitstatus", 0, st_exitstatus),
        ("success?", 0, st_success),
        ("exited?", 0, st_exited),
        ("signaled?", 0, st_signaled),
        ("stopped?", 0, st_stopped),
        ("termsig", 0, st_termsig),
        ("stopsig", 0, st_stopsig),
        ("coredump?", 0, st_coredump),
        ("to_i", 0, st_to_i),
        ("pid", 0, st_pid),
        ("to_s", 0, st_to_s),
        ("inspect", 0, st_inspect),
        ("==", 1, st_eq),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(status, name, arity, f);
    }
    vm.define_singleton_builtin(status, "wait", -1, st_s_wait);
    if let Ok(s) = vm.singleton_class(status) {
        let _ = vm.undef_method(s, intern("new"));
    }
    spawn::init(vm);
    signal::init(vm);
    fork::init(vm);
    limits::init(vm);
    identity::init(vm);
    title::init(vm);
}
