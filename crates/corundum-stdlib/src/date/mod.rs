//! `require "date"` (also "date_core"): the Date class (CRuby's `ext/date`), native.
//!
//! The concerns, one file each:
//! - `mod.rs`: the payload, its descriptor and accessors, the shared argument conversions and
//!   errors, constants, and registration;
//! - `civil.rs`: calendar arithmetic (Julian day numbers, civil/ordinal/commercial dates, the
//!   Julian/Gregorian reform start);
//! - `construct.rs`: the class methods that make Dates and answer validity/leap questions;
//! - `fields.rs`: the readers (year, mon, wday, cweek, ...) and conversions to Time;
//! - `arith.rs`: `+`, `-`, month shifting, comparison, iteration;
//! - `format.rs`: `to_s`, `inspect`, `strftime` (through core/time's formatter), ISO 8601;
//! - `parse.rs`: `Date._parse`, `Date.parse`, `Date.iso8601`, `Date._strptime`/`strptime`.
//!
//! Invariants:
//! - A Date is typed data whose payload is a [`DateData`]: a Julian day number, the fraction of the day
//!   (0 <= frac < 1; only `+`/`-` with a fractional number of days makes it non-zero, as in
//!   CRuby), and the reform start. Dates are immutable and frozen-state free, as in CRuby.
//! - Methods making a new Date give it the receiver's class (subclasses survive arithmetic).
//! - Limits (documented in docs/compatibility.md): years beyond ±`civil::MAX_YEAR` are invalid
//!   dates here; only the date part of the day fraction is shown by `to_s`.

mod arith;
pub mod civil;
mod construct;
mod fields;
mod format;
mod parse;

use corundum_vm::api::{impl_typed_data, CoreClass, Error, ExactRational as Rat, Result, Ruby, Value};

pub struct DateData {
    pub jd: i64,
    /// The fraction of the day, 0 <= frac < 1.
    pub frac: Rat,
    /// The reform start: the first Julian day number in the Gregorian calendar.
    pub sg: f64,
}

impl_typed_data!(DateData, c"Date");

pub fn is_date(rb: &Ruby, v: Value) -> bool {
    rb.try_data::<DateData>(v).is_some()
}

/// The payload of Date `v`; TypeError "expected Date" for anything else.
pub fn date_of(rb: &mut Ruby, v: Value) -> Result<&DateData> {
    match rb.try_data::<DateData>(v) {
        Some(d) => Ok(d.get(rb)),
        None => Err(rb.type_error("expected Date")),
    }
}

/// The day number and reform start of Date `v` (TypeError "expected Date" for anything else).
pub fn jd_sg(rb: &mut Ruby, v: Value) -> Result<(i64, f64)> {
    let d = date_of(rb, v)?;
    Ok((d.jd, d.sg))
}

/// A new Date of class `klass`.
pub fn new_date(rb: &mut Ruby, klass: Value, jd: i64, frac: Rat, sg: f64) -> Value {
    rb.new_data(klass, DateData { jd, frac, sg })
}

/// The Date class (Object::Date).
pub fn date_class(rb: &mut Ruby) -> Result<Value> {
    rb.const_get(rb.core_class(CoreClass::Object), "Date")
}

/// Date::Error with `msg` (CRuby: "invalid date" and friends).
pub fn date_error(rb: &mut Ruby, msg: &str) -> Error {
    let k = match date_class(rb).and_then(|d| rb.const_get(d, "Error")) {
        Ok(k) => k,
        Err(e) => return e,
    };
    rb.raise(k, msg)
}

/// Julian day numbers are kept within the years `civil` supports.
pub fn check_jd(rb: &mut Ruby, jd: i64) -> Result<()> {
    // 366 * MAX_YEAR days on each side of the epoch.
    if jd.unsigned_abs() > 366 * civil::MAX_YEAR as u64 {
        return Err(date_error(rb, "invalid date"));
    }
    Ok(())
}

/// A Ruby Integer argument as i64 for a date field: Integers (and Floats/Rationals, truncated
/// toward negative infinity as CRuby takes their integer part for fields) are accepted;
/// anything else is TypeError "invalid NAME (not numeric)"; values beyond i64 are invalid dates.
pub fn field_arg(rb: &mut Ruby, v: Value, name: &str) -> Result<i64> {
    if v.is_fixnum() {
        return Ok(v.as_fixnum());
    }
    if rb.is_bignum(v) {
        return Err(date_error(rb, "invalid date"));
    }
    if let Some(f) = rb.float_value(v) {
        if !f.is_finite() || f.abs() > 1e15 {
            return Err(date_error(rb, "invalid date"));
        }
        return Ok(f.floor() as i64);
    }
    if rb.is_rational(v) {
        let r = rb.to_exact(v)?;
        return match num_traits::ToPrimitive::to_i64(&r.floor()) {
            Some(i) => Ok(i),
            None => Err(date_error(rb, "invalid date")),
        };
    }
    Err(rb.type_error(&format!("invalid {name} (not numeric)")))
}

/// The optional reform start argument (a number; Date::ITALY when absent).
pub fn start_arg(rb: &mut Ruby, v: Option<Value>) -> Result<f64> {
    let Some(v) = v else { return Ok(civil::ITALY) };
    if v.is_fixnum() {
        return Ok(v.as_fixnum() as f64);
    }
    if let Some(f) = rb.float_value(v) {
        return Ok(f);
    }
    if rb.is_rational(v) {
        return Ok(rb.rational_to_f64(v).unwrap_or(0.0));
    }
    Err(rb.type_error("invalid start (not numeric)"))
}

fn name_array(rb: &mut Ruby, names: &[&str], leading_nil: bool) -> Result {
    let mut items = Vec::new();
    if leading_nil {
        items.push(Value::NIL);
    }
    let a = rb.new_array(items);
    for n in names {
        let s = rb.new_str(n);
        rb.freeze(s);
        rb.array_push(a, s)?;
    }
    rb.freeze(a);
    Ok(a)
}

pub const MONTH_NAMES: [&str; 12] =
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
pub const DAY_NAMES: [&str; 7] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

pub fn init(rb: &mut Ruby) -> Result<()> {
    let object = rb.core_class(CoreClass::Object);
    let k = rb.define_class("Date", object)?;
    // `allocate` makes the Julian day 0; `dup`/`clone` fill such a Date by `initialize_copy`.
    rb.define_alloc_func(k, construct::allocate);
    let comparable = rb.core_class(CoreClass::Comparable);
    rb.include_module(k, comparable)?;
    let arg_error = rb.core_class(CoreClass::ArgumentError);
    rb.define_class_under(k, "Error", arg_error)?;
    fn abbr(v: &[&'static str]) -> Vec<&'static str> {
        v.iter().map(|n| &n[..3]).collect()
    }
    let consts = [
        ("MONTHNAMES", name_array(rb, &MONTH_NAMES, true)?),
        ("ABBR_MONTHNAMES", name_array(rb, &abbr(&MONTH_NAMES), true)?),
        ("DAYNAMES", name_array(rb, &DAY_NAMES, false)?),
        ("ABBR_DAYNAMES", name_array(rb, &abbr(&DAY_NAMES), false)?),
    ];
    for (n, v) in consts {
        rb.const_set(k, n, v);
    }
    let italy = rb.new_int(civil::ITALY as i64);
    rb.const_set(k, "ITALY", italy);
    let england = rb.new_int(2361222);
    rb.const_set(k, "ENGLAND", england);
    let julian = rb.new_float(f64::INFINITY);
    rb.const_set(k, "JULIAN", julian);
    let gregorian = rb.new_float(f64::NEG_INFINITY);
    rb.const_set(k, "GREGORIAN", gregorian);
    let version = rb.new_str("3.5.1");
    rb.freeze(version);
    rb.const_set(k, "VERSION", version);
    construct::init(rb, k)?;
    fields::init(rb, k)?;
    arith::init(rb, k);
    format::init(rb, k);
    parse::init(rb, k)?;
    rb.invalidate_method_caches();
    Ok(())
}
