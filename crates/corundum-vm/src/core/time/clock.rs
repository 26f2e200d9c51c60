//! `Process.clock_gettime(clock_id, unit = :float_second)`, `Process.clock_getres(clock_id,
//! unit = :float_second)` and the Process::CLOCK_* constants (only these: Process's other
//! methods live elsewhere, so this file merges on its own).
//!
//! Invariants:
//! - An Integer clock id goes to clock_gettime(2)/clock_getres(2) as it is (nix's safe
//!   wrappers); the kernel's EINVAL becomes Errno::EINVAL naming the call and the id, as CRuby.
//! - A Symbol names one of CRuby's emulated clocks (`:GETTIMEOFDAY_BASED_CLOCK_REALTIME`, ...),
//!   each read from the source its name gives at that source's resolution: the time of day in
//!   microseconds or seconds, getrusage(2)'s CPU time in microseconds, times(2)'s clock ticks
//!   (sysconf's CLK_TCK), clock(3)'s microseconds of process CPU time. An unknown Symbol is
//!   EINVAL too.
//! - Every reading is a whole number of nanoseconds (i128), converted once to the unit asked:
//!   the integer units divide exactly (rounding down), the float units divide as doubles.

use nix::sys::resource::{getrusage, UsageWho};
use nix::time::{clock_getres, clock_gettime, ClockId};
use num_bigint::BigInt;

use crate::core::io::errno::errno_error;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Linux's clocks, as `<time.h>` numbers them.
const CLOCKS: &[(&str, i64)] = &[
    ("CLOCK_REALTIME", 0),
    ("CLOCK_MONOTONIC", 1),
    ("CLOCK_PROCESS_CPUTIME_ID", 2),
    ("CLOCK_THREAD_CPUTIME_ID", 3),
    ("CLOCK_MONOTONIC_RAW", 4),
    ("CLOCK_REALTIME_COARSE", 5),
    ("CLOCK_MONOTONIC_COARSE", 6),
    ("CLOCK_BOOTTIME", 7),
    ("CLOCK_REALTIME_ALARM", 8),
    ("CLOCK_BOOTTIME_ALARM", 9),
    ("CLOCK_TAI", 11),
];

const NS: i128 = 1_000_000_000;

/// Whether this is a reading (`clock_gettime`) or a resolution (`clock_getres`).
#[derive(Clone, Copy, PartialEq)]
enum Ask {
    Time,
    Res,
}

impl Ask {
    fn call(self) -> &'static str {
        match self {
            Ask::Time => "clock_gettime",
            Ask::Res => "clock_getres",
        }
    }
}

fn ns_of(t: nix::sys::time::TimeSpec) -> i128 {
    i128::from(t.tv_sec()) * NS + i128::from(t.tv_nsec())
}

fn os_clock(id: i64, ask: Ask) -> nix::Result<i128> {
    let id = ClockId::from_raw(id as libc::clockid_t);
    match ask {
        Ask::Time => clock_gettime(id).map(ns_of),
        Ask::Res => clock_getres(id).map(ns_of),
    }
}

/// Nanoseconds of one clock tick of times(2).
fn tick_ns() -> i128 {
    let hz = nix::unistd::sysconf(nix::unistd::SysconfVar::CLK_TCK).ok().flatten().filter(|&n| n > 0).unwrap_or(100);
    NS / i128::from(hz)
}

/// Process CPU time (user + system) from getrusage(2), in nanoseconds of whole microseconds.
fn rusage_ns() -> nix::Result<i128> {
    let u = getrusage(UsageWho::RUSAGE_SELF)?;
    let us = |t: nix::sys::time::TimeVal| i128::from(t.tv_sec()) * 1_000_000 + i128::from(t.tv_usec());
    Ok((us(u.user_time()) + us(u.system_time())) * 1000)
}

/// One of CRuby's emulated clocks named by a Symbol; None for an unknown name.
fn emulated(name: &str, ask: Ask) -> Option<nix::Result<i128>> {
    let floor = |r: nix::Result<i128>, step: i128| r.map(|n| n.div_euclid(step) * step);
    let realtime = || os_clock(0, Ask::Time);
    Some(match (name, ask) {
        ("GETTIMEOFDAY_BASED_CLOCK_REALTIME", Ask::Time) => floor(realtime(), 1000),
        ("TIME_BASED_CLOCK_REALTIME", Ask::Time) => floor(realtime(), NS),
        ("GETRUSAGE_BASED_CLOCK_PROCESS_CPUTIME_ID", Ask::Time) => rusage_ns(),
        ("TIMES_BASED_CLOCK_PROCESS_CPUTIME_ID", Ask::Time) => floor(rusage_ns(), tick_ns()),
        // times(2)'s answer counts ticks since boot.
        ("TIMES_BASED_CLOCK_MONOTONIC", Ask::Time) => floor(os_clock(7, Ask::Time), tick_ns()),
        ("CLOCK_BASED_CLOCK_PROCESS_CPUTIME_ID", Ask::Time) => floor(os_clock(2, Ask::Time), 1000),
        ("GETTIMEOFDAY_BASED_CLOCK_REALTIME" | "GETRUSAGE_BASED_CLOCK_PROCESS_CPUTIME_ID" | "CLOCK_BASED_CLOCK_PROCESS_CPUTIME_ID", Ask::Res) => Ok(1000),
        ("TIME_BASED_CLOCK_REALTIME", Ask::Res) => Ok(NS),
        ("TIMES_BASED_CLOCK_PROCESS_CPUTIME_ID" | "TIMES_BASED_CLOCK_MONOTONIC", Ask::Res) => Ok(tick_ns()),
        _ => return None,
    })
}

/// The clock's reading or resolution in nanoseconds, with CRuby's Errno on failure.
fn read_clock(vm: &mut Vm, idv: Value, ask: Ask) -> VmResult<i128> {
    let r = if idv.is_symbol() {
        let name = idv.as_symbol().name().into_owned();
        emulated(&name, ask).unwrap_or(Err(nix::errno::Errno::EINVAL))
    } else {
        let id = vm.expect_int(idv)?;
        match i32::try_from(id) {
            Ok(_) => os_clock(id, ask),
            Err(_) => Err(nix::errno::Errno::EINVAL),
        }
    };
    match r {
        Ok(ns) => Ok(ns),
        Err(e) => {
            let shown = vm.inspect_str(idv)?;
            Err(errno_error(vm, e as i32, "", &format!("{}({shown})", ask.call())))
        }
    }
}

/// `ns` nanoseconds in the unit `unit` names (nil is `:float_second`).
fn in_unit(vm: &mut Vm, ns: i128, unit: Value) -> VmResult {
    let name = if unit.is_nil() {
        "float_second".to_string()
    } else if unit.is_symbol() {
        unit.as_symbol().name().into_owned()
    } else {
        let s = vm.call_method(unit, crate::symbol::sym::TO_S, &[], None)?;
        let s = if crate::core::is_string(s) { crate::core::str_of(s) } else { String::new() };
        return Err(vm.arg_error(&format!("unexpected unit: {s}")));
    };
    let f = |div: i128| ns.div_euclid(div) as f64 + ns.rem_euclid(div) as f64 / div as f64;
    let i = |vm: &mut Vm, div: i128| vm.new_bignum(BigInt::from(ns.div_euclid(div)));
    Ok(match name.as_str() {
        "float_second" => vm.new_float(f(NS)),
        "float_millisecond" => vm.new_float(f(1_000_000)),
        "float_microsecond" => vm.new_float(f(1_000)),
        "second" => i(vm, NS),
        "millisecond" => i(vm, 1_000_000),
        "microsecond" => i(vm, 1_000),
        "nanosecond" => i(vm, 1),
        _ => return Err(vm.arg_error(&format!("unexpected unit: {name}"))),
    })
}

fn clock_or_res(vm: &mut Vm, args: &Args, ask: Ask) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let ns = read_clock(vm, args.get(0), ask)?;
    in_unit(vm, ns, args.get(1))
}

fn p_clock_gettime(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    clock_or_res(vm, args, Ask::Time)
}

fn p_clock_getres(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    clock_or_res(vm, args, Ask::Res)
}

pub fn init(vm: &mut Vm) {
    let process = vm.core.process;
    vm.define_singleton_builtin(process, "clock_gettime", -1, p_clock_gettime);
    vm.define_singleton_builtin(process, "clock_getres", -1, p_clock_getres);
    for &(name, v) in CLOCKS {
        vm.const_set(process, crate::symbol::intern(name), Value::fixnum(v));
    }
}
