//! The class methods that make Dates (`new`/`civil`, `jd`, `ordinal`, `commercial`, `today`,
//! `allocate`) and the ones answering calendar questions (`valid_*?`, `leap?`).
//!
//! Invariant: every maker validates through `civil` and raises Date::Error "invalid date" for
//! a date that does not exist under the start; the new Date has the receiver's class.

use super::civil;
use super::{date_error, field_arg, new_date, start_arg, DateData};
use corundum_vm::api::{Args, CoreClass, ExactRational as Rat, Result, Ruby, Value};

/// Positional arguments with defaults: `defaults.len()` fields then an optional start.
fn fields(rb: &mut Ruby, args: &Args, names: &[&str], defaults: &[i64]) -> Result<(Vec<i64>, f64)> {
    args.check_count(rb, 0, Some(names.len() + 1))?;
    let mut out = Vec::with_capacity(names.len());
    for (i, (n, d)) in names.iter().zip(defaults).enumerate() {
        out.push(if i < args.len() { field_arg(rb, args.get(i), n)? } else { *d });
    }
    let sg = start_arg(rb, (args.len() > names.len()).then(|| args.get(names.len())))?;
    Ok((out, sg))
}

fn made(rb: &mut Ruby, klass: Value, jd: Option<i64>, sg: f64) -> Result {
    match jd {
        Some(jd) => Ok(new_date(rb, klass, jd, Rat::int(0), sg)),
        None => Err(date_error(rb, "invalid date")),
    }
}

fn s_civil(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (f, sg) = fields(rb, args, &["year", "month", "day"], &[-4712, 1, 1])?;
    let jd = civil::valid_civil(f[0], f[1], f[2], sg);
    made(rb, recv, jd, sg)
}

fn s_jd(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (f, sg) = fields(rb, args, &["jd"], &[0])?;
    super::check_jd(rb, f[0])?;
    made(rb, recv, Some(f[0]), sg)
}

fn s_ordinal(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (f, sg) = fields(rb, args, &["year", "yday"], &[-4712, 1])?;
    let jd = civil::valid_ordinal(f[0], f[1], sg);
    made(rb, recv, jd, sg)
}

fn s_commercial(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (f, sg) = fields(rb, args, &["cwyear", "cweek", "cwday"], &[-4712, 1, 1])?;
    let jd = civil::valid_commercial(f[0], f[1], f[2], sg);
    made(rb, recv, jd, sg)
}

/// Today in the local zone, through core Time.
fn s_today(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let sg = start_arg(rb, args.as_slice().first().copied())?;
    let k = rb.core_class(CoreClass::Time);
    let now = rb.call(k, "now", &[])?;
    let b = rb.time_fields(now)?;
    let jd = civil::gregorian_to_jd(b.year, b.mon, b.mday);
    made(rb, recv, Some(jd), sg)
}

/// Date's allocator (`allocate`, and the copy `dup`/`clone` fill): the Julian day 0 in the
/// Italian reform, as CRuby's `d_lite_s_alloc_simple`.
pub fn allocate(rb: &mut Ruby, klass: Value) -> Result {
    Ok(new_date(rb, klass, 0, Rat::int(0), civil::ITALY))
}

/// `initialize_copy(other)`: the receiver, a fresh copy from `dup`/`clone`, takes `other`'s
/// day, fraction and reform start; TypeError for anything but a Date.
fn initialize_copy(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    rb.check_frozen(recv)?;
    let other = args.get(0);
    let src = rb.data::<DateData>(other)?;
    let copy = {
        let d = src.get(rb);
        DateData { jd: d.jd, frac: d.frac.clone(), sg: d.sg }
    };
    let dst = rb.data::<DateData>(recv)?;
    *dst.get_mut(rb) = copy;
    Ok(recv)
}

/// The `valid_*?` family: false (not an error) for non-numeric fields, as CRuby.
fn valid_with(rb: &mut Ruby, args: &Args, n: usize, f: fn(&[i64], f64) -> bool) -> Result {
    args.check_count(rb, n, Some(n + 1))?;
    let mut vals = Vec::with_capacity(n);
    for i in 0..n {
        let v = args.get(i);
        let is_num = v.is_fixnum() || rb.float_value(v).is_some() || rb.is_rational(v);
        if !is_num {
            return Ok(Value::FALSE);
        }
        match field_arg(rb, v, "field") {
            Ok(x) => vals.push(x),
            Err(_) => return Ok(Value::FALSE),
        }
    }
    let sg = start_arg(rb, (args.len() > n).then(|| args.get(n)))?;
    Ok(Value::bool(f(&vals, sg)))
}

fn s_valid_civil(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    valid_with(rb, args, 3, |v, sg| civil::valid_civil(v[0], v[1], v[2], sg).is_some())
}

fn s_valid_ordinal(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    valid_with(rb, args, 2, |v, sg| civil::valid_ordinal(v[0], v[1], sg).is_some())
}

fn s_valid_commercial(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    valid_with(rb, args, 3, |v, sg| civil::valid_commercial(v[0], v[1], v[2], sg).is_some())
}

fn s_valid_jd(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let v = args.get(0);
    Ok(Value::bool(v.is_fixnum() || rb.is_integer(v) || rb.float_value(v).is_some() || rb.is_rational(v)))
}

/// The year argument of the leap tests: TypeError "invalid year (not numeric)" otherwise.
fn leap_year(rb: &mut Ruby, args: &Args) -> Result<i64> {
    args.check_count(rb, 1, Some(1))?;
    let v = args.get(0);
    if rb.is_integer(v) && !v.is_fixnum() {
        // Only the low digits matter for the rule.
        let b = rb.integer_to_big(v).unwrap_or_default();
        let r = b % num_bigint::BigInt::from(400);
        return Ok(num_traits::ToPrimitive::to_i64(&r).unwrap_or(1));
    }
    field_arg(rb, v, "year")
}

fn s_gregorian_leap(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let y = leap_year(rb, args)?;
    Ok(Value::bool(civil::gregorian_leap(y)))
}

fn s_julian_leap(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let y = leap_year(rb, args)?;
    Ok(Value::bool(civil::julian_leap(y)))
}

pub fn init(rb: &mut Ruby, k: Value) -> Result<()> {
    rb.define_private_method(k, "initialize_copy", 1, initialize_copy);
    rb.define_singleton_method(k, "new", -1, s_civil)?;
    rb.define_singleton_method(k, "civil", -1, s_civil)?;
    rb.define_singleton_method(k, "jd", -1, s_jd)?;
    rb.define_singleton_method(k, "ordinal", -1, s_ordinal)?;
    rb.define_singleton_method(k, "commercial", -1, s_commercial)?;
    rb.define_singleton_method(k, "today", -1, s_today)?;
    rb.define_singleton_method(k, "valid_date?", -1, s_valid_civil)?;
    rb.define_singleton_method(k, "valid_civil?", -1, s_valid_civil)?;
    rb.define_singleton_method(k, "valid_ordinal?", -1, s_valid_ordinal)?;
    rb.define_singleton_method(k, "valid_commercial?", -1, s_valid_commercial)?;
    rb.define_singleton_method(k, "valid_jd?", -1, s_valid_jd)?;
    rb.define_singleton_method(k, "leap?", 1, s_gregorian_leap)?;
    rb.define_singleton_method(k, "gregorian_leap?", 1, s_gregorian_leap)?;
    rb.define_singleton_method(k, "julian_leap?", 1, s_julian_leap)?;
    Ok(())
}
