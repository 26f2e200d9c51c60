//! Date's readers (civil, ordinal and commercial fields, day-of-week predicates, `jd`, `mjd`,
//! `start`, `day_fraction`), `hash`/`eql?`, and the conversions between Date and Time
//! (`Date#to_time`, `Date#to_date`, `Time#to_date`).
//!
//! Invariant: readers never allocate except for their result; conversions go through core
//! Time's public constructors so Time's zone rules apply.

use super::civil;
use super::{date_of, new_date};
use corundum_vm::api::{define_methods, Args, CoreClass, ExactRational as Rat, Result, Ruby, Value};

fn civil_of(rb: &mut Ruby, recv: Value) -> Result<(i64, i64, i64)> {
    let d = date_of(rb, recv)?;
    Ok(civil::jd_to_civil(d.jd, d.sg))
}

fn year(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let v = civil_of(rb, recv)?.0;
    Ok(rb.new_int(v))
}

fn mon(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let v = civil_of(rb, recv)?.1;
    Ok(rb.new_int(v))
}

fn mday(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let v = civil_of(rb, recv)?.2;
    Ok(rb.new_int(v))
}

fn jd(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let jd = date_of(rb, recv)?.jd;
    Ok(rb.new_int(jd))
}

/// Modified Julian day: days since 1858-11-17.
fn mjd(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let jd = date_of(rb, recv)?.jd;
    Ok(rb.new_int(jd - 2400001))
}

/// Lilian day: days since the Gregorian reform (1582-10-15 is day 1).
fn ld(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let jd = date_of(rb, recv)?.jd;
    Ok(rb.new_int(jd - 2299160))
}

fn wday(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let jd = date_of(rb, recv)?.jd;
    Ok(rb.new_int(civil::wday(jd)))
}

fn yday(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (jd, sg) = super::jd_sg(rb, recv)?;
    Ok(rb.new_int(civil::yday(jd, sg)))
}

fn cwday(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let jd = date_of(rb, recv)?.jd;
    Ok(rb.new_int(civil::cwday(jd)))
}

fn cweek(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (jd, sg) = super::jd_sg(rb, recv)?;
    Ok(rb.new_int(civil::commercial(jd, sg).1))
}

fn cwyear(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (jd, sg) = super::jd_sg(rb, recv)?;
    Ok(rb.new_int(civil::commercial(jd, sg).0))
}

/// Leap year in the calendar the date is counted in.
fn leap(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = date_of(rb, recv)?;
    let (y, _, _) = civil::jd_to_civil(d.jd, d.sg);
    let leap = if civil::is_gregorian(d.jd, d.sg) { civil::gregorian_leap(y) } else { civil::julian_leap(y) };
    Ok(Value::bool(leap))
}

fn start(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let sg = date_of(rb, recv)?.sg;
    Ok(rb.new_float(sg))
}

fn julian_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = date_of(rb, recv)?;
    Ok(Value::bool(!civil::is_gregorian(d.jd, d.sg)))
}

fn gregorian_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = date_of(rb, recv)?;
    Ok(Value::bool(civil::is_gregorian(d.jd, d.sg)))
}

/// `day_fraction`: the fraction of the day as a Rational.
fn day_fraction(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let f = date_of(rb, recv)?.frac.clone();
    rat_value(rb, &f)
}

/// A Ruby Rational for `r`.
pub fn rat_value(rb: &mut Ruby, r: &Rat) -> Result {
    let n = rb.new_integer(r.num.clone());
    let d = rb.new_integer(r.den.clone());
    rb.new_rational(n, d)
}

fn hash(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = date_of(rb, recv)?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    std::hash::Hash::hash(&(d.jd, &d.frac.num, &d.frac.den), &mut h);
    let bits = std::hash::Hasher::finish(&h) >> 2;
    Ok(rb.new_int(bits as i64))
}

/// `eql?`: another Date of the same instant (day and fraction).
fn eql(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let other = args.get(0);
    if !super::is_date(rb, other) {
        return Ok(Value::FALSE);
    }
    let (jd, frac) = {
        let a = date_of(rb, recv)?;
        (a.jd, a.frac.clone())
    };
    let b = date_of(rb, other)?;
    Ok(Value::bool(jd == b.jd && frac == b.frac))
}

/// Local midnight of the date, as core Time (Gregorian fields, as CRuby).
fn to_time(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let jd = date_of(rb, recv)?.jd;
    let (y, m, d) = civil::jd_to_gregorian(jd);
    let k = rb.core_class(CoreClass::Time);
    let a = [rb.new_int(y), rb.new_int(m), rb.new_int(d)];
    rb.call(k, "local", &a)
}

/// `Date#to_date`: self for a plain Date, else a Date of the same day.
fn to_date(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = date_of(rb, recv)?;
    let (jd, sg) = (d.jd, d.sg);
    let k = super::date_class(rb)?;
    if rb.obj_class(recv) == k {
        return Ok(recv);
    }
    Ok(new_date(rb, k, jd, Rat::int(0), sg))
}

/// `Time#to_date`: the Time's civil date in its own zone.
fn time_to_date(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let b = rb.time_fields(recv)?;
    let jd = civil::gregorian_to_jd(b.year, b.mon, b.mday);
    let k = super::date_class(rb)?;
    super::check_jd(rb, jd)?;
    // CRuby converts through the Gregorian calendar then sets the default start.
    Ok(new_date(rb, k, jd, Rat::int(0), civil::ITALY))
}

pub fn init(rb: &mut Ruby, k: Value) -> Result<()> {
    rb.define_method(k, "year", 0, year);
    rb.define_method(k, "mon", 0, mon);
    rb.define_method(k, "month", 0, mon);
    rb.define_method(k, "mday", 0, mday);
    rb.define_method(k, "day", 0, mday);
    rb.define_method(k, "jd", 0, jd);
    rb.define_method(k, "mjd", 0, mjd);
    rb.define_method(k, "ld", 0, ld);
    rb.define_method(k, "wday", 0, wday);
    rb.define_method(k, "yday", 0, yday);
    rb.define_method(k, "cwday", 0, cwday);
    rb.define_method(k, "cweek", 0, cweek);
    rb.define_method(k, "cwyear", 0, cwyear);
    rb.define_method(k, "leap?", 0, leap);
    rb.define_method(k, "start", 0, start);
    rb.define_method(k, "julian?", 0, julian_p);
    rb.define_method(k, "gregorian?", 0, gregorian_p);
    rb.define_method(k, "day_fraction", 0, day_fraction);
    rb.define_method(k, "hash", 0, hash);
    rb.define_method(k, "eql?", 1, eql);
    rb.define_method(k, "to_time", 0, to_time);
    rb.define_method(k, "to_date", 0, to_date);
    define_methods!(rb, k, [
        ("sunday?", 0, |rb, r, _| day_is(rb, r, 0)),
        ("monday?", 0, |rb, r, _| day_is(rb, r, 1)),
        ("tuesday?", 0, |rb, r, _| day_is(rb, r, 2)),
        ("wednesday?", 0, |rb, r, _| day_is(rb, r, 3)),
        ("thursday?", 0, |rb, r, _| day_is(rb, r, 4)),
        ("friday?", 0, |rb, r, _| day_is(rb, r, 5)),
        ("saturday?", 0, |rb, r, _| day_is(rb, r, 6)),
    ]);
    let time = rb.core_class(CoreClass::Time);
    rb.define_method(time, "to_date", 0, time_to_date);
    Ok(())
}

fn day_is(rb: &mut Ruby, recv: Value, w: i64) -> Result {
    let jd = date_of(rb, recv)?.jd;
    Ok(Value::bool(civil::wday(jd) == w))
}
