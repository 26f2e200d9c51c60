//! Date's readers (civil, ordinal and commercial fields, day-of-week predicates, `jd`, `mjd`,
//! `start`, `day_fraction`), `hash`/`eql?`, and the conversions between Date and Time
//! (`Date#to_time`, `Date#to_date`, `Time#to_date`).
//!
//! Invariant: readers never allocate except for their result; conversions go through core
//! Time's public constructors so Time's zone rules apply.

use super::civil;
use super::{date_of, new_date};
use crate::core::time::exact::Rat;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn civil_of(vm: &mut Vm, recv: Value) -> VmResult<(i64, i64, i64)> {
    let d = date_of(vm, recv)?;
    Ok(civil::jd_to_civil(d.jd, d.sg))
}

fn year(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let v = civil_of(vm, recv)?.0;
    Ok(vm.new_int(v))
}

fn mon(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let v = civil_of(vm, recv)?.1;
    Ok(vm.new_int(v))
}

fn mday(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let v = civil_of(vm, recv)?.2;
    Ok(vm.new_int(v))
}

fn jd(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let jd = date_of(vm, recv)?.jd;
    Ok(vm.new_int(jd))
}

/// Modified Julian day: days since 1858-11-17.
fn mjd(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let jd = date_of(vm, recv)?.jd;
    Ok(vm.new_int(jd - 2400001))
}

/// Lilian day: days since the Gregorian reform (1582-10-15 is day 1).
fn ld(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let jd = date_of(vm, recv)?.jd;
    Ok(vm.new_int(jd - 2299160))
}

fn wday(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let jd = date_of(vm, recv)?.jd;
    Ok(vm.new_int(civil::wday(jd)))
}

fn yday(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    Ok(vm.new_int(civil::yday(d.jd, d.sg)))
}

fn cwday(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let jd = date_of(vm, recv)?.jd;
    Ok(vm.new_int(civil::cwday(jd)))
}

fn cweek(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    Ok(vm.new_int(civil::commercial(d.jd, d.sg).1))
}

fn cwyear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    Ok(vm.new_int(civil::commercial(d.jd, d.sg).0))
}

/// Leap year in the calendar the date is counted in.
fn leap(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    let (y, _, _) = civil::jd_to_civil(d.jd, d.sg);
    let leap = if civil::is_gregorian(d.jd, d.sg) { civil::gregorian_leap(y) } else { civil::julian_leap(y) };
    Ok(Value::bool(leap))
}

fn start(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let sg = date_of(vm, recv)?.sg;
    Ok(vm.new_float(sg))
}

fn julian_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    Ok(Value::bool(!civil::is_gregorian(d.jd, d.sg)))
}

fn gregorian_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    Ok(Value::bool(civil::is_gregorian(d.jd, d.sg)))
}

/// `day_fraction`: the fraction of the day as a Rational.
fn day_fraction(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = date_of(vm, recv)?.frac.clone();
    rat_value(vm, &f)
}

/// A Ruby Rational for `r`.
pub fn rat_value(vm: &mut Vm, r: &Rat) -> VmResult {
    let n = crate::core::time::exact::int_value(vm, r.num.clone());
    vm.temp_roots.push(n);
    let d = crate::core::time::exact::int_value(vm, r.den.clone());
    vm.temp_roots.push(d);
    let q = crate::core::rational::from_ints(vm, n, d);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    q
}

fn hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    std::hash::Hash::hash(&(d.jd, &d.frac.num, &d.frac.den), &mut h);
    let bits = std::hash::Hasher::finish(&h) >> 2;
    Ok(vm.new_int(bits as i64))
}

/// `eql?`: another Date of the same instant (day and fraction).
fn eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    if !super::is_date(other) {
        return Ok(Value::FALSE);
    }
    let a = date_of(vm, recv)?;
    let b = date_of(vm, other)?;
    Ok(Value::bool(a.jd == b.jd && a.frac == b.frac))
}

/// Local midnight of the date, as core Time (Gregorian fields, as CRuby).
fn to_time(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let jd = date_of(vm, recv)?.jd;
    let (y, m, d) = civil::jd_to_gregorian(jd);
    let k = vm.core.time_class;
    let a = [vm.new_int(y), vm.new_int(m), vm.new_int(d)];
    vm.call_method(k, intern("local"), &a, None)
}

/// `Date#to_date`: self for a plain Date, else a Date of the same day.
fn to_date(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    let (jd, sg) = (d.jd, d.sg);
    let k = super::date_class(vm)?;
    if vm.class_of_real(recv) == k {
        return Ok(recv);
    }
    Ok(new_date(vm, k, jd, Rat::int(0), sg))
}

/// `Time#to_date`: the Time's civil date in its own zone.
fn time_to_date(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = crate::core::time::broken_of(vm, recv)?;
    let jd = civil::gregorian_to_jd(b.year, b.mon, b.mday);
    let k = super::date_class(vm)?;
    super::check_jd(vm, jd)?;
    // CRuby converts through the Gregorian calendar then sets the default start.
    Ok(new_date(vm, k, jd, Rat::int(0), civil::ITALY))
}

pub fn init(vm: &mut Vm, k: Value) -> VmResult<()> {
    vm.define_builtin(k, "year", 0, year);
    vm.define_builtin(k, "mon", 0, mon);
    vm.define_builtin(k, "month", 0, mon);
    vm.define_builtin(k, "mday", 0, mday);
    vm.define_builtin(k, "day", 0, mday);
    vm.define_builtin(k, "jd", 0, jd);
    vm.define_builtin(k, "mjd", 0, mjd);
    vm.define_builtin(k, "ld", 0, ld);
    vm.define_builtin(k, "wday", 0, wday);
    vm.define_builtin(k, "yday", 0, yday);
    vm.define_builtin(k, "cwday", 0, cwday);
    vm.define_builtin(k, "cweek", 0, cweek);
    vm.define_builtin(k, "cwyear", 0, cwyear);
    vm.define_builtin(k, "leap?", 0, leap);
    vm.define_builtin(k, "start", 0, start);
    vm.define_builtin(k, "julian?", 0, julian_p);
    vm.define_builtin(k, "gregorian?", 0, gregorian_p);
    vm.define_builtin(k, "day_fraction", 0, day_fraction);
    vm.define_builtin(k, "hash", 0, hash);
    vm.define_builtin(k, "eql?", 1, eql);
    vm.define_builtin(k, "to_time", 0, to_time);
    vm.define_builtin(k, "to_date", 0, to_date);
    let day_preds: [(&str, crate::class::BuiltinFn); 7] = [
        ("sunday?", |vm, r, _| day_is(vm, r, 0)),
        ("monday?", |vm, r, _| day_is(vm, r, 1)),
        ("tuesday?", |vm, r, _| day_is(vm, r, 2)),
        ("wednesday?", |vm, r, _| day_is(vm, r, 3)),
        ("thursday?", |vm, r, _| day_is(vm, r, 4)),
        ("friday?", |vm, r, _| day_is(vm, r, 5)),
        ("saturday?", |vm, r, _| day_is(vm, r, 6)),
    ];
    for (n, f) in day_preds {
        vm.define_builtin(k, n, 0, f);
    }
    let time = vm.core.time_class;
    vm.define_builtin(time, "to_date", 0, time_to_date);
    Ok(())
}

fn day_is(vm: &mut Vm, recv: Value, w: i64) -> VmResult {
    let jd = date_of(vm, recv)?.jd;
    Ok(Value::bool(civil::wday(jd) == w))
}
