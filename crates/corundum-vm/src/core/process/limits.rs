//! Process resources and identity beyond the basic ids: `getrlimit`/`setrlimit` with the
//! `RLIMIT_*`/`RLIM_*` constants, sessions and process groups (`getsid`, `setsid`, `setpgid`),
//! supplementary groups (`groups`, `maxgroups`), `Process::Sys`'s and `Process::UID`/`GID`'s
//! id readers, `Process.times` (Process::Tms), `Process.warmup`, scheduling priorities
//! (`getpriority`/`setpriority` with `PRIO_*`).
//!
//! Invariants:
//! - A resource is an Integer, or a Symbol/String naming one in upper case without `RLIMIT_`
//!   (`:NOFILE`, `"CORE"`), else ArgumentError "invalid resource name: ..." as CRuby; a number
//!   this platform does not know raises Errno::EINVAL as getrlimit(2) would.
//! - A limit is an Integer (converted as C's rlim_t: -1 is RLIM_INFINITY) or one of the names
//!   `INFINITY`, `SAVED_MAX`, `SAVED_CUR` as Symbol or String.
//! - `maxgroups` is the VM's own setting (sysconf's NGROUPS_MAX at first, at most 65536), as in
//!   CRuby; `groups` answers every supplementary group whatever it is.
//! - OS calls go through `nix` (safe wrappers), except getpriority(2)/setpriority(2), which nix
//!   lacks: `libc` directly, in `unsafe` blocks with their `// SAFETY:` comments. getpriority
//!   may rightly answer -1, so errno is cleared before the call and read after it.

use nix::sys::resource::{getrlimit, getrusage, setrlimit, Resource, UsageWho};
use nix::unistd::Pid;

use crate::core::io::errno::{errno_error, errno_error_plain};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Linux's resources: Ruby's name (the constant without `RLIMIT_`) and nix's Resource.
const RESOURCES: &[(&str, Resource)] = &[
    ("AS", Resource::RLIMIT_AS),
    ("CORE", Resource::RLIMIT_CORE),
    ("CPU", Resource::RLIMIT_CPU),
    ("DATA", Resource::RLIMIT_DATA),
    ("FSIZE", Resource::RLIMIT_FSIZE),
    ("MEMLOCK", Resource::RLIMIT_MEMLOCK),
    ("MSGQUEUE", Resource::RLIMIT_MSGQUEUE),
    ("NICE", Resource::RLIMIT_NICE),
    ("NOFILE", Resource::RLIMIT_NOFILE),
    ("NPROC", Resource::RLIMIT_NPROC),
    ("RSS", Resource::RLIMIT_RSS),
    ("RTPRIO", Resource::RLIMIT_RTPRIO),
    ("RTTIME", Resource::RLIMIT_RTTIME),
    ("SIGPENDING", Resource::RLIMIT_SIGPENDING),
    ("STACK", Resource::RLIMIT_STACK),
];

/// The number of the resource Ruby names `name` (`"NOFILE"`), if this platform has it.
pub fn resource_named(name: &str) -> Option<i32> {
    RESOURCES.iter().find(|(n, _)| *n == name).map(|&(_, r)| r as i32)
}

/// The largest value `maxgroups` may take (CRuby's RB_MAX_GROUPS).
const MAX_GROUPS: i64 = 65536;

fn maxgroups_ivar() -> crate::symbol::SymbolId {
    intern("@__maxgroups")
}

/// A Symbol's or String's text, if `v` is one (or converts to a String with `to_str`).
fn name_of(vm: &mut Vm, v: Value) -> VmResult<Option<String>> {
    if v.is_symbol() {
        return Ok(Some(v.as_symbol().name().to_string()));
    }
    if obj::is_type(v, ObjType::String) {
        return Ok(Some(crate::core::str_of(v)));
    }
    if v.is_fixnum() || obj::is_type(v, ObjType::Bignum) || v.is_nil() {
        return Ok(None);
    }
    Ok(vm.check_string(v)?.map(crate::core::str_of))
}

/// The resource argument: a name or a number (checked against this platform's resources).
fn resource_arg(vm: &mut Vm, v: Value) -> VmResult<Resource> {
    if let Some(name) = name_of(vm, v)? {
        return match RESOURCES.iter().find(|(n, _)| *n == name) {
            Some(&(_, r)) => Ok(r),
            None => Err(vm.make_error(vm.core.argument_error, &format!("invalid resource name: {name}"))),
        };
    }
    let n = crate::core::process::pid_arg(vm, v)?;
    match RESOURCES.iter().find(|(_, r)| *r as i32 == n) {
        Some(&(_, r)) => Ok(r),
        None => Err(errno_error(vm, libc::EINVAL, "", "getrlimit")),
    }
}

/// A limit argument: an Integer as C's rlim_t or INFINITY/SAVED_MAX/SAVED_CUR by name.
fn limit_arg(vm: &mut Vm, v: Value) -> VmResult<u64> {
    if let Some(name) = name_of(vm, v)? {
        return match name.as_str() {
            "INFINITY" | "SAVED_MAX" | "SAVED_CUR" => Ok(libc::RLIM_INFINITY),
            _ => Err(vm.make_error(vm.core.argument_error, &format!("invalid resource value: {name}"))),
        };
    }
    // An object's `to_int` may give a Bignum (RLIM_INFINITY): convert before narrowing.
    let is_int = |v: Value| v.is_fixnum() || obj::is_type(v, ObjType::Bignum);
    let v = if !is_int(v) && !v.is_special() && vm.float_value(v).is_none() {
        match vm.check_funcall(v, crate::symbol::sym::TO_INT)? {
            Some(r) if is_int(r) => r,
            Some(r) => {
                let (from, gives) = (vm.conversion_name(v), vm.conversion_name(r));
                return Err(vm.type_error(&format!("can't convert {from} into Integer ({from}#to_int gives {gives})")));
            }
            None => v,
        }
    } else {
        v
    };
    if obj::is_type(v, ObjType::Bignum) {
        let b = crate::core::integer::to_big(v).unwrap_or_default();
        return match num_traits::ToPrimitive::to_u64(&b) {
            Some(n) => Ok(n),
            None => Err(vm.make_error(vm.core.range_error, "bignum out of range of unsigned long long")),
        };
    }
    if v.is_nil() {
        return Err(vm.type_error("no implicit conversion of nil into Integer"));
    }
    // Negative numbers wrap as C's conversion to an unsigned type does (-1 is RLIM_INFINITY).
    Ok(vm.expect_int(v)? as u64)
}

fn rlim_value(vm: &mut Vm, n: u64) -> Value {
    vm.new_int_i128(i128::from(n))
}

/// `Process.getrlimit(resource)`: `[cur, max]`.
fn p_getrlimit(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let r = resource_arg(vm, args.get(0))?;
    let (cur, max) = getrlimit(r).map_err(|e| errno_error(vm, e as i32, "", "getrlimit"))?;
    let cur = rlim_value(vm, cur);
    vm.temp_roots.push(cur);
    let max = rlim_value(vm, max);
    vm.temp_roots.pop();
    Ok(vm.new_array(vec![cur, max]))
}

/// `Process.setrlimit(resource, cur, max = cur)`: nil.
fn p_setrlimit(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(3))?;
    let r = resource_arg(vm, args.get(0))?;
    let cur = limit_arg(vm, args.get(1))?;
    let max = if args.positional().len() > 2 { limit_arg(vm, args.get(2))? } else { cur };
    setrlimit(r, cur, max).map_err(|e| errno_error(vm, e as i32, "", "setrlimit"))?;
    Ok(Value::NIL)
}

/// An optional pid argument: nil or absent is this process (0).
fn opt_pid(vm: &mut Vm, args: &Args, i: usize) -> VmResult<Option<Pid>> {
    let v = args.get(i);
    if v.is_nil() {
        return Ok(None);
    }
    let n = crate::core::process::pid_arg(vm, v)?;
    Ok(if n == 0 { None } else { Some(Pid::from_raw(n)) })
}

fn p_getsid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let pid = opt_pid(vm, args, 0)?;
    match nix::unistd::getsid(pid) {
        Ok(s) => Ok(Value::fixnum(i64::from(s.as_raw()))),
        Err(e) => Err(errno_error_plain(vm, e as i32)),
    }
}

fn p_setsid(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    match nix::unistd::setsid() {
        Ok(s) => Ok(Value::fixnum(i64::from(s.as_raw()))),
        Err(e) => Err(errno_error_plain(vm, e as i32)),
    }
}

/// `Process.setpgid(pid, pgid)`: 0.
fn p_setpgid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let pid = crate::core::process::pid_arg(vm, args.get(0))?;
    let pgid = crate::core::process::pid_arg(vm, args.get(1))?;
    match nix::unistd::setpgid(Pid::from_raw(pid), Pid::from_raw(pgid)) {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(errno_error_plain(vm, e as i32)),
    }
}

/// `Process.setpgrp`: `setpgid(0, 0)`, answering 0.
fn p_setpgrp(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    match nix::unistd::setpgid(Pid::from_raw(0), Pid::from_raw(0)) {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(errno_error_plain(vm, e as i32)),
    }
}

fn p_groups(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let gs = nix::unistd::getgroups().map_err(|e| errno_error_plain(vm, e as i32))?;
    let items: Vec<Value> = gs.iter().map(|g| Value::fixnum(i64::from(g.as_raw()))).collect();
    Ok(vm.new_array(items))
}

fn p_maxgroups(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let v = vm.ivar_get(recv, maxgroups_ivar());
    if v.is_fixnum() {
        return Ok(v);
    }
    let n = nix::unistd::sysconf(nix::unistd::SysconfVar::NGROUPS_MAX).ok().flatten().map_or(MAX_GROUPS, i64::from);
    Ok(Value::fixnum(n.clamp(1, MAX_GROUPS)))
}

fn p_set_maxgroups(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = crate::core::process::pid_arg(vm, args.get(0))?;
    if n <= 0 {
        return Err(vm.make_error(vm.core.argument_error, &format!("maxgroups {n} should be positive")));
    }
    let v = Value::fixnum(i64::from(n).min(MAX_GROUPS));
    vm.ivar_set(recv, maxgroups_ivar(), v)?;
    Ok(v)
}

fn uid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(i64::from(nix::unistd::getuid().as_raw())))
}

fn euid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(i64::from(nix::unistd::geteuid().as_raw())))
}

fn gid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(i64::from(nix::unistd::getgid().as_raw())))
}

fn egid(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(i64::from(nix::unistd::getegid().as_raw())))
}

/// `Process.times`: a Process::Tms of this process's and its waited-for children's user and
/// system CPU seconds (getrusage(2), as CRuby).
fn p_times(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let secs = |t: nix::sys::time::TimeVal| t.tv_sec() as f64 + t.tv_usec() as f64 / 1e6;
    let me = getrusage(UsageWho::RUSAGE_SELF).map_err(|e| errno_error_plain(vm, e as i32))?;
    let kids = getrusage(UsageWho::RUSAGE_CHILDREN).map_err(|e| errno_error_plain(vm, e as i32))?;
    let nums = [secs(me.user_time()), secs(me.system_time()), secs(kids.user_time()), secs(kids.system_time())];
    let mark = vm.temp_roots.len();
    for f in nums {
        let v = vm.new_float(f);
        vm.temp_roots.push(v);
    }
    let vals = vm.temp_roots[mark..].to_vec();
    let process = vm.core.process;
    let tms = vm.const_get_from(process, intern("Tms"));
    let r = match tms {
        Ok(k) => vm.call_method(k, intern("new"), &vals, None),
        Err(e) => Err(e),
    };
    vm.temp_roots.truncate(mark);
    r
}

/// The `(kind, who)` arguments of the priority calls, as C ints.
fn prio_args(vm: &mut Vm, args: &Args) -> VmResult<(i32, i32)> {
    let kind = crate::core::process::pid_arg(vm, args.get(0))?;
    let who = crate::core::process::pid_arg(vm, args.get(1))?;
    Ok((kind, who))
}

/// `Process.getpriority(kind, who)`: the nice value of a process, group or user (`who` 0 is
/// this one).
fn p_getpriority(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (kind, who) = prio_args(vm, args)?;
    nix::errno::Errno::clear();
    // SAFETY: getpriority(2) takes two integers and touches no memory of ours.
    let prio = unsafe { libc::getpriority(kind as libc::__priority_which_t, who as libc::id_t) };
    if prio == -1 {
        let e = nix::errno::Errno::last_raw();
        if e != 0 {
            return Err(errno_error_plain(vm, e));
        }
    }
    Ok(Value::fixnum(i64::from(prio)))
}

/// `Process.setpriority(kind, who, priority)`: 0.
fn p_setpriority(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (kind, who) = prio_args(vm, args)?;
    let prio = crate::core::process::pid_arg(vm, args.get(2))?;
    // SAFETY: setpriority(2) takes three integers and touches no memory of ours.
    let r = unsafe { libc::setpriority(kind as libc::__priority_which_t, who as libc::id_t, prio) };
    if r == -1 {
        return Err(errno_error_plain(vm, nix::errno::Errno::last_raw()));
    }
    Ok(Value::fixnum(0))
}

/// `Process.warmup`: CRuby tidies its heap for forking servers here; Corundum has nothing to
/// prepare, and answers true as CRuby does.
fn p_warmup(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::TRUE)
}

pub fn init(vm: &mut Vm) {
    let process = vm.core.process;
    for &(name, r) in RESOURCES {
        vm.const_set(process, intern(&format!("RLIMIT_{name}")), Value::fixnum(r as i64));
    }
    for name in ["RLIM_INFINITY", "RLIM_SAVED_MAX", "RLIM_SAVED_CUR"] {
        let v = rlim_value(vm, libc::RLIM_INFINITY);
        vm.const_set(process, intern(name), v);
    }
    for (name, n) in [("PRIO_PROCESS", libc::PRIO_PROCESS), ("PRIO_PGRP", libc::PRIO_PGRP), ("PRIO_USER", libc::PRIO_USER)] {
        vm.const_set(process, intern(name), Value::fixnum(i64::from(n)));
    }
    let fns: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("getrlimit", 1, p_getrlimit),
        ("setrlimit", -1, p_setrlimit),
        ("getsid", -1, p_getsid),
        ("setsid", 0, p_setsid),
        ("setpgid", 2, p_setpgid),
        ("setpgrp", 0, p_setpgrp),
        ("groups", 0, p_groups),
        ("maxgroups", 0, p_maxgroups),
        ("maxgroups=", 1, p_set_maxgroups),
        ("times", 0, p_times),
        ("warmup", 0, p_warmup),
        ("getpriority", 2, p_getpriority),
        ("setpriority", 3, p_setpriority),
    ];
    for &(name, arity, f) in fns {
        vm.define_singleton_builtin(process, name, arity, f);
    }
    let sys = crate::core::define_module_under(vm, process, "Sys");
    for (name, f) in [("getuid", uid as crate::class::BuiltinFn), ("geteuid", euid), ("getgid", gid), ("getegid", egid)] {
        vm.define_singleton_builtin(sys, name, 0, f);
    }
    let uid_mod = crate::core::define_module_under(vm, process, "UID");
    vm.define_singleton_builtin(uid_mod, "rid", 0, uid);
    vm.define_singleton_builtin(uid_mod, "eid", 0, euid);
    let gid_mod = crate::core::define_module_under(vm, process, "GID");
    vm.define_singleton_builtin(gid_mod, "rid", 0, gid);
    vm.define_singleton_builtin(gid_mod, "eid", 0, egid);
    let st = vm.core.struct_class;
    let names = [intern("utime"), intern("stime"), intern("cutime"), intern("cstime")];
    if let Ok(k) = crate::core::struct_::make_member_class(vm, st, &names, true) {
        vm.const_set(process, intern("Tms"), k);
    }
}
