//! The class methods that make Dates (`new`/`civil`, `jd`, `ordinal`, `commercial`, `today`,
//! `allocate`) and the ones answering calendar questions (`valid_*?`, `leap?`).
//!
//! Invariant: every maker validates through `civil` and raises Date::Error "invalid date" for
//! a date that does not exist under the start; the new Date has the receiver's class.

use super::civil;
use super::{date_error, field_arg, new_date, start_arg};
use crate::core::time::exact::Rat;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Positional arguments with defaults: `defaults.len()` fields then an optional start.
fn fields(vm: &mut Vm, args: &Args, names: &[&str], defaults: &[i64]) -> VmResult<(Vec<i64>, f64)> {
    vm.check_argc(args, 0, Some(names.len() + 1))?;
    let mut out = Vec::with_capacity(names.len());
    for (i, (n, d)) in names.iter().zip(defaults).enumerate() {
        out.push(if i < args.len() { field_arg(vm, args.get(i), n)? } else { *d });
    }
    let sg = start_arg(vm, (args.len() > names.len()).then(|| args.get(names.len())))?;
    Ok((out, sg))
}

fn made(vm: &mut Vm, klass: Value, jd: Option<i64>, sg: f64) -> VmResult {
    match jd {
        Some(jd) => Ok(new_date(vm, klass, jd, Rat::int(0), sg)),
        None => Err(date_error(vm, "invalid date")),
    }
}

fn s_civil(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (f, sg) = fields(vm, args, &["year", "month", "day"], &[-4712, 1, 1])?;
    let jd = civil::valid_civil(f[0], f[1], f[2], sg);
    made(vm, recv, jd, sg)
}

fn s_jd(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (f, sg) = fields(vm, args, &["jd"], &[0])?;
    super::check_jd(vm, f[0])?;
    made(vm, recv, Some(f[0]), sg)
}

fn s_ordinal(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (f, sg) = fields(vm, args, &["year", "yday"], &[-4712, 1])?;
    let jd = civil::valid_ordinal(f[0], f[1], sg);
    made(vm, recv, jd, sg)
}

fn s_commercial(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (f, sg) = fields(vm, args, &["cwyear", "cweek", "cwday"], &[-4712, 1, 1])?;
    let jd = civil::valid_commercial(f[0], f[1], f[2], sg);
    made(vm, recv, jd, sg)
}

/// Today in the local zone, through core Time.
fn s_today(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let sg = start_arg(vm, args.as_slice().first().copied())?;
    let k = vm.core.time_class;
    let now = vm.call_method(k, crate::symbol::intern("now"), &[], None)?;
    let b = crate::core::time::broken_of(vm, now)?;
    let jd = civil::gregorian_to_jd(b.year, b.mon, b.mday);
    made(vm, recv, Some(jd), sg)
}

fn s_allocate(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(new_date(vm, recv, 0, Rat::int(0), civil::ITALY))
}

/// The `valid_*?` family: false (not an error) for non-numeric fields, as CRuby.
fn valid_with(vm: &mut Vm, args: &Args, n: usize, f: fn(&[i64], f64) -> bool) -> VmResult {
    vm.check_argc(args, n, Some(n + 1))?;
    let mut vals = Vec::with_capacity(n);
    for i in 0..n {
        let v = args.get(i);
        let is_num = v.is_fixnum() || vm.float_value(v).is_some() || crate::core::rational::is_rational(v);
        if !is_num {
            return Ok(Value::FALSE);
        }
        match field_arg(vm, v, "field") {
            Ok(x) => vals.push(x),
            Err(_) => return Ok(Value::FALSE),
        }
    }
    let sg = start_arg(vm, (args.len() > n).then(|| args.get(n)))?;
    Ok(Value::bool(f(&vals, sg)))
}

fn s_valid_civil(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    valid_with(vm, args, 3, |v, sg| civil::valid_civil(v[0], v[1], v[2], sg).is_some())
}

fn s_valid_ordinal(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    valid_with(vm, args, 2, |v, sg| civil::valid_ordinal(v[0], v[1], sg).is_some())
}

fn s_valid_commercial(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    valid_with(vm, args, 3, |v, sg| civil::valid_commercial(v[0], v[1], v[2], sg).is_some())
}

fn s_valid_jd(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let v = args.get(0);
    Ok(Value::bool(v.is_fixnum() || crate::core::integer::is_integer(v) || vm.float_value(v).is_some() || crate::core::rational::is_rational(v)))
}

/// The year argument of the leap tests: TypeError "invalid year (not numeric)" otherwise.
fn leap_year(vm: &mut Vm, args: &Args) -> VmResult<i64> {
    vm.check_argc(args, 1, Some(1))?;
    let v = args.get(0);
    if crate::core::integer::is_integer(v) && !v.is_fixnum() {
        // Only the low digits matter for the rule.
        let b = crate::core::integer::to_big(v).unwrap_or_default();
        let r = b % num_bigint::BigInt::from(400);
        return Ok(num_traits::ToPrimitive::to_i64(&r).unwrap_or(1));
    }
    field_arg(vm, v, "year")
}

fn s_gregorian_leap(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let y = leap_year(vm, args)?;
    Ok(Value::bool(civil::gregorian_leap(y)))
}

fn s_julian_leap(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let y = leap_year(vm, args)?;
    Ok(Value::bool(civil::julian_leap(y)))
}

pub fn init(vm: &mut Vm, k: Value) {
    vm.define_singleton_builtin(k, "allocate", 0, s_allocate);
    vm.define_singleton_builtin(k, "new", -1, s_civil);
    vm.define_singleton_builtin(k, "civil", -1, s_civil);
    vm.define_singleton_builtin(k, "jd", -1, s_jd);
    vm.define_singleton_builtin(k, "ordinal", -1, s_ordinal);
    vm.define_singleton_builtin(k, "commercial", -1, s_commercial);
    vm.define_singleton_builtin(k, "today", -1, s_today);
    vm.define_singleton_builtin(k, "valid_date?", -1, s_valid_civil);
    vm.define_singleton_builtin(k, "valid_civil?", -1, s_valid_civil);
    vm.define_singleton_builtin(k, "valid_ordinal?", -1, s_valid_ordinal);
    vm.define_singleton_builtin(k, "valid_commercial?", -1, s_valid_commercial);
    vm.define_singleton_builtin(k, "valid_jd?", -1, s_valid_jd);
    vm.define_singleton_builtin(k, "leap?", 1, s_gregorian_leap);
    vm.define_singleton_builtin(k, "gregorian_leap?", 1, s_gregorian_leap);
    vm.define_singleton_builtin(k, "julian_leap?", 1, s_julian_leap);
}
