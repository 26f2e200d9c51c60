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
//! - A Date is typed data of [`DATE_TYPE`]: a Julian day number, the fraction of the day
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

use crate::core::time::exact::Rat;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Unwind, Vm, VmResult};

pub struct DateData {
    pub jd: i64,
    /// The fraction of the day, 0 <= frac < 1.
    pub frac: Rat,
    /// The reform start: the first Julian day number in the Gregorian calendar.
    pub sg: f64,
}

crate::data_type!(pub DATE_TYPE: DateData, c"Date", mark = |_p, _m| {});

pub fn is_date(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &DATE_TYPE)
}

/// The payload of Date `v`; TypeError "expected Date" for anything else.
pub fn date_of(vm: &mut Vm, v: Value) -> VmResult<&'static DateData> {
    if !is_date(v) {
        return Err(vm.type_error("expected Date"));
    }
    // SAFETY: `is_date` checked the descriptor; the payload lives as long as the object, which
    // the caller holds.
    Ok(unsafe { &*(obj::as_typed_data(v).data as *const DateData) })
}

/// A new Date of class `klass`.
pub fn new_date(vm: &mut Vm, klass: Value, jd: i64, frac: Rat, sg: f64) -> Value {
    vm.new_typed_data(klass, &DATE_TYPE, Box::new(DateData { jd, frac, sg }))
}

/// A Date of the receiver's class at another day (same start, no fraction).
pub fn with_jd(vm: &mut Vm, recv: Value, jd: i64) -> VmResult {
    let d = date_of(vm, recv)?;
    let sg = d.sg;
    let k = vm.class_of_real(recv);
    check_jd(vm, jd)?;
    Ok(new_date(vm, k, jd, Rat::int(0), sg))
}

/// The Date class (Object::Date).
pub fn date_class(vm: &mut Vm) -> VmResult<Value> {
    vm.const_get_from(vm.core.object, intern("Date"))
}

/// Date::Error with `msg` (CRuby: "invalid date" and friends).
pub fn date_error(vm: &mut Vm, msg: &str) -> Unwind {
    let k = match date_class(vm).and_then(|d| vm.const_get_from(d, intern("Error"))) {
        Ok(k) => k,
        Err(e) => return e,
    };
    vm.make_error(k, msg)
}

/// Julian day numbers are kept within the years `civil` supports.
pub fn check_jd(vm: &mut Vm, jd: i64) -> VmResult<()> {
    // 366 * MAX_YEAR days on each side of the epoch.
    if jd.unsigned_abs() > 366 * civil::MAX_YEAR as u64 {
        return Err(date_error(vm, "invalid date"));
    }
    Ok(())
}

/// A Ruby Integer argument as i64 for a date field: Integers (and Floats/Rationals, truncated
/// toward negative infinity as CRuby takes their integer part for fields) are accepted;
/// anything else is TypeError "invalid NAME (not numeric)"; values beyond i64 are invalid dates.
pub fn field_arg(vm: &mut Vm, v: Value, name: &str) -> VmResult<i64> {
    if v.is_fixnum() {
        return Ok(v.as_fixnum());
    }
    if obj::is_type(v, ObjType::Bignum) {
        return Err(date_error(vm, "invalid date"));
    }
    if let Some(f) = vm.float_value(v) {
        if !f.is_finite() || f.abs() > 1e15 {
            return Err(date_error(vm, "invalid date"));
        }
        return Ok(f.floor() as i64);
    }
    if crate::core::rational::is_rational(v) {
        let r = crate::core::time::exact::num_exact(vm, v)?;
        return match num_traits::ToPrimitive::to_i64(&r.floor()) {
            Some(i) => Ok(i),
            None => Err(date_error(vm, "invalid date")),
        };
    }
    Err(vm.type_error(&format!("invalid {name} (not numeric)")))
}

/// The optional reform start argument (a number; Date::ITALY when absent).
pub fn start_arg(vm: &mut Vm, v: Option<Value>) -> VmResult<f64> {
    let Some(v) = v else { return Ok(civil::ITALY) };
    if v.is_fixnum() {
        return Ok(v.as_fixnum() as f64);
    }
    if let Some(f) = vm.float_value(v) {
        return Ok(f);
    }
    if crate::core::rational::is_rational(v) {
        return Ok(crate::core::rational::to_q(v).map_or(0.0, |q| q.to_f64()));
    }
    Err(vm.type_error("invalid start (not numeric)"))
}

fn name_array(vm: &mut Vm, names: &[&str], leading_nil: bool) -> Value {
    let mut items = Vec::new();
    if leading_nil {
        items.push(Value::NIL);
    }
    let a = vm.new_array(items);
    vm.temp_roots.push(a);
    for n in names {
        let s = vm.new_str(n);
        vm.freeze(s);
        obj::as_array_mut(a).items.push(s);
    }
    vm.temp_roots.pop();
    vm.freeze(a);
    a
}

pub const MONTH_NAMES: [&str; 12] =
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
pub const DAY_NAMES: [&str; 7] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

pub fn init(vm: &mut Vm) -> VmResult<()> {
    let object = vm.core.object;
    let k = crate::core::define_class(vm, "Date", object);
    obj::as_class_mut(k).data.instance_type = ObjType::Data;
    let comparable = vm.core.comparable;
    vm.include_module(k, comparable)?;
    let arg_error = vm.core.argument_error;
    crate::core::define_class_under(vm, k, "Error", arg_error);
    fn abbr(v: &[&'static str]) -> Vec<&'static str> {
        v.iter().map(|n| &n[..3]).collect()
    }
    let consts = [
        ("MONTHNAMES", name_array(vm, &MONTH_NAMES, true)),
        ("ABBR_MONTHNAMES", name_array(vm, &abbr(&MONTH_NAMES), true)),
        ("DAYNAMES", name_array(vm, &DAY_NAMES, false)),
        ("ABBR_DAYNAMES", name_array(vm, &abbr(&DAY_NAMES), false)),
    ];
    for (n, v) in consts {
        vm.const_set(k, intern(n), v);
    }
    let italy = vm.new_int(civil::ITALY as i64);
    vm.const_set(k, intern("ITALY"), italy);
    let england = vm.new_int(2361222);
    vm.const_set(k, intern("ENGLAND"), england);
    let julian = vm.new_float(f64::INFINITY);
    vm.const_set(k, intern("JULIAN"), julian);
    let gregorian = vm.new_float(f64::NEG_INFINITY);
    vm.const_set(k, intern("GREGORIAN"), gregorian);
    let version = vm.new_str("3.5.1");
    vm.freeze(version);
    vm.const_set(k, intern("VERSION"), version);
    construct::init(vm, k);
    fields::init(vm, k)?;
    arith::init(vm, k);
    format::init(vm, k);
    parse::init(vm, k);
    vm.invalidate_all_methods();
    Ok(())
}
