//! `Process.clock_gettime(clock_id, unit = :float_second)` and the Process::CLOCK_* constants
//! (only these: Process's other methods live elsewhere, so this file merges on its own).
//!
//! Invariants: no `unsafe` and no libc: CLOCK_REALTIME is `SystemTime`; CLOCK_MONOTONIC is the
//! system uptime (/proc/uptime) read once plus an `Instant` since then, so it never goes back;
//! the CPU clocks are the scheduler's nanosecond counters (/proc/self/task/*/schedstat summed
//! for the process, /proc/thread-self/schedstat for the thread), with /proc/self/stat's clock
//! ticks when schedstat is missing.

use std::sync::OnceLock;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use num_bigint::BigInt;

use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub const CLOCK_REALTIME: i64 = 0;
pub const CLOCK_MONOTONIC: i64 = 1;
pub const CLOCK_PROCESS_CPUTIME_ID: i64 = 2;
pub const CLOCK_THREAD_CPUTIME_ID: i64 = 3;

fn monotonic_ns() -> i128 {
    static BASE: OnceLock<(Instant, i128)> = OnceLock::new();
    let (at, up) = BASE.get_or_init(|| {
        let up = std::fs::read_to_string("/proc/uptime")
            .ok()
            .and_then(|s| s.split_whitespace().next().and_then(|f| f.parse::<f64>().ok()))
            .unwrap_or(0.0);
        (Instant::now(), (up * 1e9) as i128)
    });
    up + at.elapsed().as_nanos() as i128
}

fn schedstat_ns(path: &str) -> Option<i128> {
    let s = std::fs::read_to_string(path).ok()?;
    s.split_whitespace().next()?.parse::<i128>().ok()
}

fn process_cpu_ns() -> i128 {
    if let Ok(dir) = std::fs::read_dir("/proc/self/task") {
        let mut total = 0i128;
        let mut any = false;
        for e in dir.flatten() {
            if let Some(n) = schedstat_ns(&format!("{}/schedstat", e.path().display())) {
                total += n;
                any = true;
            }
        }
        if any {
            return total;
        }
    }
    stat_ticks_ns()
}

/// utime + stime from /proc/self/stat, at 100 ticks a second.
fn stat_ticks_ns() -> i128 {
    let Ok(s) = std::fs::read_to_string("/proc/self/stat") else { return 0 };
    let Some(close) = s.rfind(')') else { return 0 };
    let f: Vec<&str> = s[close + 1..].split_whitespace().collect();
    let t = |i: usize| f.get(i).and_then(|x| x.parse::<i128>().ok()).unwrap_or(0);
    (t(11) + t(12)) * 10_000_000
}

/// Nanoseconds of clock `id`, or None for a clock this system does not have.
fn clock_ns(id: i64) -> Option<i128> {
    match id {
        CLOCK_REALTIME => Some(match SystemTime::now().duration_since(UNIX_EPOCH) {
            Ok(d) => d.as_nanos() as i128,
            Err(e) => -(e.duration().as_nanos() as i128),
        }),
        CLOCK_MONOTONIC => Some(monotonic_ns()),
        CLOCK_PROCESS_CPUTIME_ID => Some(process_cpu_ns()),
        CLOCK_THREAD_CPUTIME_ID => Some(schedstat_ns("/proc/thread-self/schedstat").unwrap_or_else(process_cpu_ns)),
        _ => None,
    }
}

fn clock_gettime(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let idv = args.get(0);
    let ns = if idv.is_symbol() {
        None
    } else {
        let id = vm.expect_int(idv)?;
        clock_ns(id)
    };
    let Some(ns) = ns else {
        let shown = vm.inspect_str(idv)?;
        return Err(crate::core::io::errno::errno_error(vm, libc::EINVAL, "", &format!("clock_gettime({shown})")));
    };
    let unit = args.get(1);
    let name = if unit.is_nil() {
        "float_second".to_string()
    } else if unit.is_symbol() {
        unit.as_symbol().name().into_owned()
    } else {
        let s = vm.call_method(unit, crate::symbol::sym::TO_S, &[], None)?;
        let s = if crate::core::is_string(s) { crate::core::str_of(s) } else { String::new() };
        return Err(vm.arg_error(&format!("unexpected unit: {s}")));
    };
    let f = |div: f64| ns as f64 / div;
    let i = |vm: &mut Vm, div: i128| vm.new_bignum(BigInt::from(ns.div_euclid(div)));
    Ok(match name.as_str() {
        "float_second" => vm.new_float(f(1e9)),
        "float_millisecond" => vm.new_float(f(1e6)),
        "float_microsecond" => vm.new_float(f(1e3)),
        "second" => i(vm, 1_000_000_000),
        "millisecond" => i(vm, 1_000_000),
        "microsecond" => i(vm, 1_000),
        "nanosecond" => i(vm, 1),
        _ => return Err(vm.arg_error(&format!("unexpected unit: {name}"))),
    })
}

pub fn init(vm: &mut Vm) {
    let process = vm.core.process;
    vm.define_singleton_builtin(process, "clock_gettime", -1, clock_gettime);
    for (name, v) in [
        ("CLOCK_REALTIME", CLOCK_REALTIME),
        ("CLOCK_MONOTONIC", CLOCK_MONOTONIC),
        ("CLOCK_PROCESS_CPUTIME_ID", CLOCK_PROCESS_CPUTIME_ID),
        ("CLOCK_THREAD_CPUTIME_ID", CLOCK_THREAD_CPUTIME_ID),
    ] {
        vm.const_set(process, crate::symbol::intern(name), Value::fixnum(v));
    }
}
