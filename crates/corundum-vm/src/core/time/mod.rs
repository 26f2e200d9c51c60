//! Time, as in CRuby 4.0: an exact instant plus the zone it is shown in.
//!
//! Invariants:
//! - A Time is typed data (`TIME_TYPE`) whose payload `TimeData` holds the instant as an exact
//!   rational number of seconds since the epoch (`exact::Rat`: Integers, Floats at their exact
//!   binary value and Rationals all keep every digit, as CRuby's do) and a `zone::Zone`.
//! - Any instant is allowed (CRuby's Times have no range limit either). Calendar math runs on
//!   i64 for instants within `LIMIT` seconds of the epoch; past it the days are split into
//!   400-year Gregorian cycles (146097 days, a whole number of weeks) and the whole cycles are
//!   kept as a BigInt count of years (`Broken::era_years`), so nothing overflows.
//! - The broken-down fields (`Broken`) are computed from the payload when asked, never stored,
//!   so `localtime`/`utc` only change the zone.
//! - Files: `exact` numbers, `zone` zones and the calendar, `construct` the class methods,
//!   `fields` the readers, `arith` arithmetic/comparison/rounding, `format` strftime and the text
//!   forms, `clock` `Process.clock_gettime`.

mod arith;
mod clock;
mod construct;
pub mod exact;
mod fields;
pub mod format;
mod marshal;
pub mod zone;

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Vm, VmResult};
use exact::Rat;
use zone::Zone;

/// The payload of a Time.
#[derive(Clone, Debug)]
pub struct TimeData {
    pub t: Rat,
    pub zone: Zone,
}

crate::data_type!(pub TIME_TYPE: TimeData, c"time", mark = |_p, _m| {});

/// Past this many seconds from the epoch the calendar counts 400-year cycles in a BigInt.
pub const LIMIT: i64 = 100_000_000_000_000_000;

pub fn is_time(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &TIME_TYPE)
}

fn payload(v: Value) -> &'static mut TimeData {
    // SAFETY: callers check `is_time` first; the payload of TIME_TYPE is a TimeData.
    unsafe { &mut *(obj::as_typed_data(v).data as *mut TimeData) }
}

/// The payload of a Time receiver, or TypeError for anything else (a Time.allocate'd object
/// is a Time at the epoch, as CRuby's uninitialized Time reads).
pub fn time_of(vm: &mut Vm, v: Value) -> VmResult<&'static mut TimeData> {
    if is_time(v) {
        return Ok(payload(v));
    }
    let name = exact::exact_name(vm, v);
    Err(vm.type_error(&format!("wrong argument type {name} (expected time)")))
}

/// A new Time of class `klass`.
pub fn new_time(vm: &mut Vm, klass: Value, t: Rat, zone: Zone) -> VmResult {
    Ok(vm.new_typed_data(klass, &TIME_TYPE, Box::new(TimeData { t, zone })))
}

/// The class of new Times made from `recv` (a Time's own class, for `+`, `round`, `getutc`...).
pub fn class_for(vm: &mut Vm, recv: Value) -> Value {
    vm.class_of_real(recv)
}

/// The broken-down fields of a Time in its zone (also the native library API's
/// `api::TimeFields`, which Date formats through `api::strftime`).
#[derive(Clone, Debug)]
pub struct Broken {
    /// The year (within the 400-year cycle of `era_years` for instants past `LIMIT`).
    pub year: i64,
    /// The month, 1-12.
    pub mon: i64,
    /// The day of the month, 1-31.
    pub mday: i64,
    /// The hour, 0-23.
    pub hour: i64,
    /// The minute, 0-59.
    pub min: i64,
    /// The second, 0-60.
    pub sec: i64,
    /// Nanoseconds (truncated) and the exact fraction of the second.
    pub nsec: i64,
    /// The exact fraction of the second, in [0, 1).
    pub subsec: Rat,
    /// The day of the week, 0 (Sunday) to 6.
    pub wday: i64,
    /// The day of the year, 1-366.
    pub yday: i64,
    /// The offset from UTC in seconds.
    pub offset: i32,
    /// Whether daylight saving time is in effect.
    pub dst: bool,
    /// "UTC", the local zone's abbreviation, or None for a fixed offset.
    pub zone: Option<String>,
    /// Whole seconds since the epoch (clamped to `LIMIT`: for zone lookups).
    pub secs: i64,
    /// The exact whole seconds since the epoch.
    pub secs_exact: BigInt,
    /// Years in whole 400-year cycles beyond `year`, for instants past `LIMIT`.
    pub era_years: Option<BigInt>,
}

impl Broken {
    /// The year, exact.
    pub fn full_year(&self) -> BigInt {
        match &self.era_years {
            Some(e) => e + self.year,
            None => BigInt::from(self.year),
        }
    }
}

pub fn broken(d: &TimeData) -> Broken {
    use num_integer::Integer;
    let secs_exact = d.t.floor();
    let secs = secs_exact.to_i64().map_or(if secs_exact.sign() == num_bigint::Sign::Minus { -LIMIT } else { LIMIT }, |s| s.clamp(-LIMIT, LIMIT));
    let subsec = d.t.frac();
    let nsec = subsec.mul_int(1_000_000_000).floor().to_i64().unwrap_or(0);
    let (offset, dst, zone) = zone::zone_info(d.zone, secs);
    let (days, rem, era_years) = if secs_exact.to_i64().is_some_and(|s| s.abs() < LIMIT) {
        let local = secs + i64::from(offset);
        (local.div_euclid(86400), local.rem_euclid(86400), None)
    } else {
        let local = &secs_exact + offset;
        let (days, rem) = local.div_mod_floor(&BigInt::from(86400));
        let (era, dd) = days.div_mod_floor(&BigInt::from(146097));
        (dd.to_i64().unwrap_or(0), rem.to_i64().unwrap_or(0), Some(era * 400))
    };
    let (year, mon, mday) = zone::civil_from_days(days);
    let yday = days - zone::days_from_civil(year, 1, 1) + 1;
    Broken {
        year,
        mon,
        mday,
        hour: rem / 3600,
        min: rem / 60 % 60,
        sec: rem % 60,
        nsec,
        subsec,
        wday: (days + 4).rem_euclid(7),
        yday,
        offset,
        dst,
        zone,
        secs,
        secs_exact,
        era_years,
    }
}

/// The fields of a Time receiver.
pub fn broken_of(vm: &mut Vm, v: Value) -> VmResult<Broken> {
    Ok(broken(time_of(vm, v)?))
}

/// A local Time at `secs` seconds and `nsec` nanoseconds since the epoch (File's stamps).
pub fn local_time_at(vm: &mut Vm, secs: i64, nsec: i64) -> VmResult {
    let k = vm.core.time_class;
    new_time(vm, k, Rat::from_parts(secs, nsec), Zone::Local)
}

/// Whether `klass` is Time or a subclass (its instances are Times).
pub fn is_time_class(vm: &mut Vm, klass: Value) -> bool {
    let t = vm.core.time_class;
    t.is_heap() && vm.ancestors(klass).contains(&t)
}

/// Time's allocator: a Time at the epoch in the local zone (`initialize` sets it).
pub fn allocate(vm: &mut Vm, klass: Value) -> VmResult {
    new_time(vm, klass, Rat::int(0), Zone::Local)
}

/// A copy of Time `src` of class `klass` (dup/clone: same instant and zone, own payload).
pub fn copy_time(vm: &mut Vm, src: Value, klass: Value) -> VmResult {
    let d = payload(src).clone();
    Ok(vm.new_typed_data(klass, &TIME_TYPE, Box::new(d)))
}

/// A Ruby Integer for a BigInt.
pub fn int_value(vm: &mut Vm, b: BigInt) -> Value {
    exact::int_value(vm, b)
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let time = crate::core::define_class(vm, "Time", object);
    vm.core.time_class = time;
    obj::as_class_mut(time).data.instance_type = ObjType::Data;
    let cmp = vm.core.comparable;
    let _ = vm.include_module(time, cmp);
    construct::init(vm, time);
    fields::init(vm, time);
    arith::init(vm, time);
    format::init(vm, time);
    marshal::init(vm, time);
    clock::init(vm);
    // Aliases share the original's entry, as CRuby's (UnboundMethod#== holds between them).
    for (new, old) in [
        ("mon", "month"),
        ("mday", "day"),
        ("tv_usec", "usec"),
        ("tv_nsec", "nsec"),
        ("gmt_offset", "utc_offset"),
        ("gmtoff", "utc_offset"),
        ("gmt?", "utc?"),
        ("isdst", "dst?"),
        ("gmtime", "utc"),
        ("getgm", "getutc"),
        ("tv_sec", "to_i"),
        ("ctime", "asctime"),
        ("iso8601", "xmlschema"),
    ] {
        let _ = vm.alias_method(time, crate::symbol::intern(new), crate::symbol::intern(old));
    }
}
