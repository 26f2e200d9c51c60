//! Signals: the Signal module (`trap`, `list`, `signame`), Kernel#trap, `Process.kill`,
//! SignalException/Interrupt's `signo`, and the delivery of signals to Ruby handlers.
//!
//! Delivery: a signal the program traps (and SIGINT, HUP, QUIT, TERM, ALRM, USR1, USR2, whose
//! default in Ruby is to raise) gets an OS handler that only sets two atomic flags (the signal's
//! own and `ANY`) and wakes the VM (`vm::interrupt::wake_from_signal`: the interrupt flag that
//! every loop, call and blocking wait checks, and a byte to the wake pipe). The next interrupt
//! check (`Vm::check_ints`) runs the Ruby handlers (`run_pending`) in the main thread, within a
//! few milliseconds whatever the program is doing. Waits for a child process (`system`,
//! backticks, `Process.wait`) are restarted by the kernel (SA_RESTART) and the handlers run when
//! the child has ended, as in CRuby.
//!
//! Invariants:
//! - Handlers live in a Hash (signal number => handler) held by the Signal module's hidden ivar
//!   `@__handlers`; no entry means DEFAULT. Handlers: a Proc or any object answering `call`,
//!   "IGNORE", "DEFAULT", "SYSTEM_DEFAULT", "EXIT", or another String (a command CRuby would
//!   eval, which raises NotImplementedError here when the signal comes).
//! - "DEFAULT" for the signals Ruby handles itself raises Interrupt (INT) or SignalException;
//!   for every other signal it, like "SYSTEM_DEFAULT", acts as the OS default would
//!   (`signal_hook::low_level::emulate_default_handler`): once hooked, a signal stays hooked.
//! - While a Ruby handler runs, other signals wait for it to end (CRuby's trap interrupt mask):
//!   `pending` answers false then, and `run_pending` runs them after it.
//! - An uncaught SignalException ends the process by its signal after `ensure` clauses,
//!   the EXIT trap and the `at_exit` handlers have run (`die_if_signaled`), as in CRuby.
//! - `unsafe` once: registering the OS handler (`hook`), a closure that only stores atomics and
//!   calls `wake_from_signal`, all async-signal-safe. kill and the rest are `nix`.

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::Mutex;

use crate::core::enumerable::rooted;
use crate::core::io::errno::{errno_error, errno_error_plain};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

/// The signal numbers handled (1..NSIG).
const NSIG: usize = 65;

/// Signal names and numbers in `Signal.list`'s order (CRuby's table, Linux numbers).
const SIGNALS: &[(&str, i32)] = &[
    ("EXIT", 0),
    ("HUP", libc::SIGHUP),
    ("INT", libc::SIGINT),
    ("QUIT", libc::SIGQUIT),
    ("ILL", libc::SIGILL),
    ("TRAP", libc::SIGTRAP),
    ("ABRT", libc::SIGABRT),
    ("IOT", libc::SIGIOT),
    ("FPE", libc::SIGFPE),
    ("KILL", libc::SIGKILL),
    ("BUS", libc::SIGBUS),
    ("SEGV", libc::SIGSEGV),
    ("SYS", libc::SIGSYS),
    ("PIPE", libc::SIGPIPE),
    ("ALRM", libc::SIGALRM),
    ("TERM", libc::SIGTERM),
    ("URG", libc::SIGURG),
    ("STOP", libc::SIGSTOP),
    ("TSTP", libc::SIGTSTP),
    ("CONT", libc::SIGCONT),
    ("CHLD", libc::SIGCHLD),
    ("CLD", libc::SIGCHLD),
    ("TTIN", libc::SIGTTIN),
    ("TTOU", libc::SIGTTOU),
    ("IO", libc::SIGIO),
    ("XCPU", libc::SIGXCPU),
    ("XFSZ", libc::SIGXFSZ),
    ("VTALRM", libc::SIGVTALRM),
    ("PROF", libc::SIGPROF),
    ("WINCH", libc::SIGWINCH),
    ("USR1", libc::SIGUSR1),
    ("USR2", libc::SIGUSR2),
    ("PWR", libc::SIGPWR),
    ("POLL", libc::SIGPOLL),
];

/// Signals whose DEFAULT in Ruby raises an exception in the main program.
const RUBY_HANDLED: &[i32] = &[libc::SIGINT, libc::SIGHUP, libc::SIGQUIT, libc::SIGTERM, libc::SIGALRM, libc::SIGUSR1, libc::SIGUSR2];

/// Signals the VM needs for itself: `trap` refuses them.
const RESERVED: &[i32] = &[libc::SIGSEGV, libc::SIGBUS, libc::SIGILL, libc::SIGFPE, libc::SIGVTALRM];

/// The flags the OS handler sets: one per signal, and `ANY`.
static EACH: [AtomicBool; NSIG] = [const { AtomicBool::new(false) }; NSIG];
static ANY: AtomicBool = AtomicBool::new(false);
/// The signals whose OS handler is installed.
static HOOKED: Mutex<[bool; NSIG]> = Mutex::new([false; NSIG]);
/// A Ruby signal handler is running (others wait for it: module invariants).
static IN_HANDLER: AtomicBool = AtomicBool::new(false);

/// The signal an uncaught SignalException asks the process to die by (0: none).
static FATAL: AtomicI32 = AtomicI32::new(0);

/// Whether a hooked signal arrived whose Ruby handler could run now.
#[inline]
pub fn pending() -> bool {
    ANY.load(Ordering::Relaxed) && !IN_HANDLER.load(Ordering::Relaxed)
}

/// In a child just made by `fork`: signals that reached the parent are the parent's to handle,
/// so their flags are cleared (the OS does not hand pending signals to a child either).
pub fn forget_pending() {
    ANY.store(false, Ordering::Relaxed);
    for f in &EACH {
        f.store(false, Ordering::Relaxed);
    }
    crate::vm::interrupt::renew_wake_pipe();
}

/// The name of signal `n` without "SIG" (the first one `Signal.list` gives for it).
pub fn signame(n: i32) -> Option<&'static str> {
    SIGNALS.iter().find(|s| s.1 == n && n != 0).map(|s| s.0)
}

fn signo_of_name(name: &str) -> Option<i32> {
    let bare = name.strip_prefix("SIG").unwrap_or(name);
    SIGNALS.iter().find(|s| s.0 == bare).map(|s| s.1)
}

/// The OS handler of every hooked signal: flags only (see the module invariants).
fn on_signal(signo: usize) {
    EACH[signo].store(true, Ordering::SeqCst);
    ANY.store(true, Ordering::SeqCst);
    crate::vm::interrupt::wake_from_signal();
}

/// Registers the OS handler for `signo` once (it then stays).
fn hook(signo: i32) -> std::io::Result<()> {
    let Ok(mut hooked) = HOOKED.lock() else { return Ok(()) };
    let i = signo as usize;
    if i == 0 || i >= NSIG || hooked[i] {
        return Ok(());
    }
    crate::vm::interrupt::ensure_wake_pipe();
    // SAFETY: the action runs in signal context; `on_signal` only stores atomics and calls
    // `wake_from_signal`, which stores an atomic and write(2)s one byte: all async-signal-safe,
    // nothing allocated or locked. signal-hook keeps errno across it.
    unsafe { signal_hook::low_level::register(signo, move || on_signal(i)) }?;
    hooked[i] = true;
    Ok(())
}

/// Installs the handlers of the signals Ruby handles by default (SIGINT raises Interrupt, ...).
/// The `corundum` command calls it once before running a program.
/// A signal the process inherited as ignored (SIG_IGN: `nohup`, a background job of a shell
/// without job control) stays ignored, as CRuby leaves it, until the program traps it.
pub fn install_default_handlers() {
    let ignored = inherited_ignored();
    for &s in RUBY_HANDLED {
        if ignored & (1u64 << (s - 1)) != 0 {
            continue;
        }
        let _ = hook(s);
    }
}

/// The signals ignored when the process started (bit n-1 for signal n), from the kernel's
/// SigIgn mask of /proc/self/status (reading it needs no `unsafe`, unlike asking sigaction(2)).
fn inherited_ignored() -> u64 {
    let Ok(status) = std::fs::read_to_string("/proc/self/status") else { return 0 };
    status.lines().find_map(|l| l.strip_prefix("SigIgn:")).and_then(|hex| u64::from_str_radix(hex.trim(), 16).ok()).unwrap_or(0)
}

/// Hooks SIGCHLD (once), so a wait for a child process sleeps until one ends: the handler wakes
/// the VM like any other (`vm::interrupt`), and an untrapped SIGCHLD is then ignored, as its OS
/// default would be.
pub fn watch_children() {
    let _ = hook(libc::SIGCHLD);
}

/// Blocks every signal on the calling thread (the CLI's main thread, which only waits for the
/// VM's thread), so the OS delivers them to the VM's thread.
pub fn block_signals_on_this_thread() {
    use nix::sys::signal::{pthread_sigmask, SigSet, SigmaskHow};
    let _ = pthread_sigmask(SigmaskHow::SIG_BLOCK, Some(&SigSet::all()), None);
}

/// A signal argument as a number: an Integer, or a name with or without "SIG" (String or
/// Symbol). `trap` allows "EXIT" (0).
fn signo_arg(vm: &mut Vm, v: Value) -> VmResult<i32> {
    if v.is_fixnum() || obj::is_type(v, ObjType::Bignum) {
        let n = vm.expect_int(v)?;
        if !(0..NSIG as i64).contains(&n) {
            return Err(vm.arg_error(&format!("invalid signal number ({n})")));
        }
        return Ok(n as i32);
    }
    let name = if v.is_symbol() {
        v.as_symbol().name().to_string()
    } else if crate::core::is_string(v) {
        crate::core::str_of(v)
    } else if let Some(s) = vm.check_string(v)? {
        crate::core::str_of(s)
    } else {
        let k = vm.class_of_real(v);
        let kname = vm.module_name(k);
        return Err(vm.arg_error(&format!("bad signal type {kname}")));
    };
    if name.starts_with('-') {
        return Err(vm.arg_error(&format!("negative signal name: {name}")));
    }
    match signo_of_name(&name) {
        Some(n) => Ok(n),
        None => {
            let bare = name.strip_prefix("SIG").unwrap_or(&name);
            Err(vm.arg_error(&format!("unsupported signal 'SIG{bare}'")))
        }
    }
}

fn handlers(vm: &mut Vm) -> VmResult {
    let signal = vm.const_get_from(vm.core.object, intern("Signal"))?;
    let h = vm.ivar_get(signal, intern("@__handlers"));
    if obj::is_type(h, ObjType::Hash) {
        return Ok(h);
    }
    let h = vm.new_hash();
    vm.ivar_set(signal, intern("@__handlers"), h)?;
    Ok(h)
}

/// How `trap` reports a handler. Never trapped: "DEFAULT" for the signals Ruby handles itself
/// (and SIGCHLD), nil for EXIT and SIGPIPE (which Ruby ignores), "SYSTEM_DEFAULT" otherwise.
fn shown_handler(vm: &mut Vm, signo: i32, h: Option<Value>) -> Value {
    match h {
        None if signo == 0 || signo == libc::SIGPIPE => Value::NIL,
        None if RUBY_HANDLED.contains(&signo) || signo == libc::SIGCHLD => vm.new_str("DEFAULT"),
        None => vm.new_str("SYSTEM_DEFAULT"),
        Some(v) => v,
    }
}

/// The handler `trap` stores for its argument: the names normalised, nil and "" as IGNORE.
fn normalise_handler(vm: &mut Vm, cmd: Value) -> Value {
    // nil ignores the signal too, but `trap` reports it as nil afterwards.
    if cmd.is_nil() {
        return cmd;
    }
    let s = if cmd.is_symbol() {
        cmd.as_symbol().name().to_string()
    } else if crate::core::is_string(cmd) {
        crate::core::str_of(cmd)
    } else {
        return cmd;
    };
    let name = match s.as_str() {
        "" | "SIG_IGN" | "IGNORE" => "IGNORE",
        "SIG_DFL" | "DEFAULT" => "DEFAULT",
        "SYSTEM_DEFAULT" => "SYSTEM_DEFAULT",
        "EXIT" => "EXIT",
        // A Symbol names a handler only by one of those names (CRuby stores others as is).
        _ => return cmd,
    };
    let v = vm.new_str(name);
    vm.freeze(v);
    v
}

/// `Signal.trap(sig, command)` / `trap(sig) { |signo| }`: the previous handler.
fn s_trap(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let signo = signo_arg(vm, args.get(0))?;
    if RESERVED.contains(&signo) {
        let name = signame(signo).unwrap_or("");
        return Err(vm.arg_error(&format!("can't trap reserved signal: SIG{name}")));
    }
    if signo == libc::SIGKILL || signo == libc::SIGSTOP {
        let name = signame(signo).unwrap_or("");
        return Err(errno_error(vm, libc::EINVAL, "", &format!("SIG{name}")));
    }
    let handler = if args.len() == 2 {
        normalise_handler(vm, args.get(1))
    } else {
        match &args.block {
            Some(b) => crate::core::proc_::new_proc(vm, b.clone(), false)?,
            None => return Err(vm.arg_error("tried to create Proc object without a block")),
        }
    };
    if signo != 0 {
        if let Err(e) = hook(signo) {
            return Err(crate::core::io::errno::sys_fail(vm, &e, "", "sigaction"));
        }
    }
    let table = handlers(vm)?;
    rooted(vm, &[handler, table], |vm| {
        let old = vm.hash_get(table, Value::fixnum(signo as i64))?;
        let shown = shown_handler(vm, signo, old);
        rooted(vm, &[shown], |vm| vm.hash_set(table, Value::fixnum(signo as i64), handler))?;
        Ok(shown)
    })
}

fn s_list(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let h = vm.new_hash();
    rooted(vm, &[h], |vm| {
        for &(name, n) in SIGNALS {
            let k = vm.new_str(name);
            rooted(vm, &[k], |vm| vm.hash_set(h, k, Value::fixnum(n as i64)))?;
        }
        Ok(h)
    })
}

fn s_signame(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n == 0 {
        return Ok(vm.new_str("EXIT"));
    }
    match i32::try_from(n).ok().and_then(signame) {
        Some(name) => Ok(vm.new_str(name)),
        None => Ok(Value::NIL),
    }
}

/// A new SignalException (or Interrupt for SIGINT) for `signo`, as a signal raises it.
fn signal_exception(vm: &mut Vm, signo: i32) -> Unwind {
    if signo == libc::SIGINT {
        let m = vm.new_str("");
        let e = vm.new_exception(vm.core.interrupt, m);
        vm.temp_roots.push(e);
        let _ = vm.ivar_set(e, intern("@__signo"), Value::fixnum(signo as i64));
        vm.temp_roots.pop();
        return Unwind::Raise(e);
    }
    let name = format!("SIG{}", signame(signo).unwrap_or(""));
    let m = vm.new_str(&name);
    let e = vm.new_exception(vm.core.signal_exception, m);
    vm.temp_roots.push(e);
    let _ = vm.ivar_set(e, intern("@__signo"), Value::fixnum(signo as i64));
    vm.temp_roots.pop();
    Unwind::Raise(e)
}

/// Runs the handler of `signo` (module comment).
fn dispatch(vm: &mut Vm, signo: i32) -> VmResult<()> {
    let table = handlers(vm)?;
    let h = vm.hash_get(table, Value::fixnum(signo as i64))?;
    let named = h.filter(|v| crate::core::is_string(*v)).map(crate::core::str_of);
    match (h, named.as_deref()) {
        (_, Some("IGNORE")) | (Some(Value::NIL), _) => Ok(()),
        (None, _) | (_, Some("DEFAULT")) if RUBY_HANDLED.contains(&signo) => Err(signal_exception(vm, signo)),
        (None, _) | (_, Some("DEFAULT")) | (_, Some("SYSTEM_DEFAULT")) => {
            vm.flush_out();
            let _ = signal_hook::low_level::emulate_default_handler(signo);
            Ok(())
        }
        (_, Some("EXIT")) => Err(crate::core::kernel::raise_system_exit(vm, 0, "exit")),
        (_, Some(_)) => Err(vm.make_error(vm.core.not_implemented_error, "a String trap command (evaluated code) is not supported by Corundum")),
        (Some(p), None) => rooted(vm, &[p], |vm| vm.call_method(p, sym::CALL, &[Value::fixnum(signo as i64)], None)).map(|_| ()),
    }
}

/// Runs the handlers of every signal that arrived since the last call (in the main thread: the
/// interrupt check routes them there). Signals that arrive while a handler runs wait for it and
/// run afterwards, in this same call.
pub fn run_pending(vm: &mut Vm) -> VmResult<()> {
    if IN_HANDLER.load(Ordering::Relaxed) {
        return Ok(());
    }
    while ANY.swap(false, Ordering::AcqRel) {
        for signo in 1..NSIG {
            if EACH[signo].swap(false, Ordering::AcqRel) {
                IN_HANDLER.store(true, Ordering::Relaxed);
                let r = dispatch(vm, signo as i32);
                IN_HANDLER.store(false, Ordering::Relaxed);
                if let Err(u) = r {
                    // The others run at the next check.
                    if ANY.load(Ordering::Relaxed) {
                        crate::vm::interrupt::request();
                    }
                    return Err(u);
                }
            }
        }
    }
    Ok(())
}

/// `Process.kill(signal, *pids)`: the number of processes signalled. A signal sent to the VM's
/// own process is handled before this returns.
fn p_kill(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if args.len() < 2 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 2+)", args.len())));
    }
    let sig_arg = args.get(0);
    let (signo, group) = if sig_arg.is_fixnum() {
        let n = sig_arg.as_fixnum();
        (n.unsigned_abs() as i64, n < 0)
    } else if crate::core::is_string(sig_arg) || sig_arg.is_symbol() {
        let name = if sig_arg.is_symbol() { sig_arg.as_symbol().name().to_string() } else { crate::core::str_of(sig_arg) };
        let (neg, name) = match name.strip_prefix('-') {
            Some(rest) => (true, rest.to_string()),
            None => (false, name),
        };
        let v = vm.new_str(&name);
        (signo_arg(vm, v)? as i64, neg)
    } else {
        (signo_arg(vm, sig_arg)? as i64, false)
    };
    let sig = if signo == 0 {
        None
    } else {
        match i32::try_from(signo).ok().and_then(|n| nix::sys::signal::Signal::try_from(n).ok()) {
            Some(s) => Some(s),
            None => return Err(errno_error_plain(vm, libc::EINVAL)),
        }
    };
    let me = std::process::id() as i64;
    let mut to_self = false;
    for &p in &args.as_slice()[1..] {
        let pid = vm.expect_int(p)?;
        let Ok(pid32) = i32::try_from(pid) else { return Err(vm.make_error(vm.core.range_error, &format!("integer {pid} too big to convert to 'int'"))) };
        let target = if group { -pid32 } else { pid32 };
        if let Err(e) = nix::sys::signal::kill(nix::unistd::Pid::from_raw(target), sig) {
            return Err(errno_error_plain(vm, e as i32));
        }
        to_self |= pid == me || pid == 0 || (group && i64::from(nix::unistd::getpgrp().as_raw()) == pid);
    }
    if to_self && signo != 0 {
        let hooked = HOOKED.lock().map(|h| h.get(signo as usize).copied().unwrap_or(false)).unwrap_or(false);
        if hooked {
            // The OS runs the handler before long (on the VM's thread, the only one that takes
            // signals); wait for its flag so the Ruby handler runs before `kill` returns, as in
            // CRuby.
            for _ in 0..2000 {
                if EACH[signo as usize].load(Ordering::Relaxed) {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_micros(50));
            }
        }
        vm.check_ints()?;
    }
    Ok(Value::fixnum(args.len() as i64 - 1))
}

/// `SignalException.new(sig)` / `new(signo, message = "SIGxxx")`.
fn sigexc_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return Err(vm.arg_error("wrong number of arguments (given 0, expected 1)"));
    }
    vm.check_argc(args, 1, Some(2))?;
    let a = args.get(0);
    let (signo, msg) = if a.is_fixnum() {
        let n = a.as_fixnum();
        let Some(name) = i32::try_from(n).ok().and_then(signame).filter(|_| n > 0) else {
            return Err(vm.arg_error(&format!("invalid signal number ({n})")));
        };
        let msg = if args.len() == 2 { args.get(1) } else { vm.new_str(&format!("SIG{name}")) };
        (n as i32, msg)
    } else {
        if args.len() == 2 {
            return Err(vm.arg_error("wrong number of arguments (given 2, expected 1)"));
        }
        let n = signo_arg(vm, a)?;
        let name = signame(n).unwrap_or("EXIT");
        (n, vm.new_str(&format!("SIG{name}")))
    };
    rooted(vm, &[msg], |vm| {
        vm.ivar_set(recv, sym::MESG, msg)?;
        vm.ivar_set(recv, intern("@__signo"), Value::fixnum(signo as i64))
    })?;
    Ok(Value::NIL)
}

/// `Interrupt.new(message = "Interrupt")`.
fn interrupt_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let msg = if args.is_empty() { vm.new_str("Interrupt") } else { args.get(0) };
    rooted(vm, &[msg], |vm| {
        vm.ivar_set(recv, sym::MESG, msg)?;
        vm.ivar_set(recv, intern("@__signo"), Value::fixnum(libc::SIGINT as i64))
    })?;
    Ok(Value::NIL)
}

fn sigexc_signo(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.ivar_get(recv, intern("@__signo")))
}

fn sigexc_signm(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.call_method(recv, sym::MESSAGE, &[], None)
}

/// For the report of an uncaught exception: a SignalException records its signal (the process
/// dies by it at the end, `die_if_signaled`) and prints nothing, except Interrupt, which is
/// reported as usual. True when the report should be left out.
pub fn note_uncaught(vm: &mut Vm, e: Value) -> bool {
    let k = vm.core.signal_exception;
    if !vm.is_kind_of(e, k) {
        return false;
    }
    let n = vm.ivar_get(e, intern("@__signo"));
    if n.is_fixnum() {
        FATAL.store(n.as_fixnum() as i32, Ordering::Relaxed);
    }
    let int = vm.core.interrupt;
    !vm.is_kind_of(e, int)
}

/// Runs the EXIT trap (`trap(0)`/`trap("EXIT")`), before the `at_exit` handlers.
pub fn run_exit_trap(vm: &mut Vm) -> VmResult<()> {
    let Ok(table) = handlers(vm) else { return Ok(()) };
    let Some(h) = vm.hash_get(table, Value::fixnum(0))? else { return Ok(()) };
    if crate::core::is_string(h) {
        return Ok(());
    }
    rooted(vm, &[h], |vm| vm.call_method(h, sym::CALL, &[Value::fixnum(0)], None)).map(|_| ())
}

/// Ends the process by the signal of an uncaught SignalException, if there was one (returns
/// when the signal does not end it, for instance an ignored one).
pub fn die_if_signaled(vm: &mut Vm) {
    let n = FATAL.swap(0, Ordering::Relaxed);
    if n > 0 {
        vm.flush_out();
        let _ = signal_hook::low_level::emulate_default_handler(n);
    }
}

pub fn init(vm: &mut Vm) {
    let signal = crate::core::define_module(vm, "Signal");
    let k = vm.core.kernel;
    vm.define_singleton_builtin(signal, "trap", -1, s_trap);
    vm.define_singleton_builtin(signal, "list", 0, s_list);
    vm.define_singleton_builtin(signal, "signame", 1, s_signame);
    vm.define_private_builtin(k, "trap", -1, s_trap);
    vm.define_singleton_builtin(k, "trap", -1, s_trap);
    let process = vm.core.process;
    vm.define_singleton_builtin(process, "kill", -1, p_kill);
    let se = vm.core.signal_exception;
    vm.define_builtin(se, "initialize", -1, sigexc_initialize);
    vm.define_builtin(se, "signo", 0, sigexc_signo);
    vm.define_builtin(se, "signm", 0, sigexc_signm);
    let int = vm.core.interrupt;
    vm.define_builtin(int, "initialize", -1, interrupt_initialize);
}
