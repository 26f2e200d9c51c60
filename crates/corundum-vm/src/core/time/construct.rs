//! Making Times: `Time.now`, `Time.at`, `Time.new` (fields, or CRuby 4.0's single String with its
//! strict parser), `Time.utc`/`gm`, `Time.local`/`mktime` (also their 10-argument `to_a` form).
//!
//! Invariants: field arguments are checked as CRuby checks them (a value that does not fit the
//! field's bit width is "argument out of range", one that fits but is too big names the field),
//! then days past the month's end roll into the next month; the keyword `in:` and a positional
//! zone are exclusive; every result goes through `new_time` (the range limit).

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use super::exact::{num_exact, Rat};
use super::zone::{self, days_from_civil, Zone};
use super::{new_time, time_of};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The current instant.
pub fn now_rat() -> Rat {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    match d {
        Ok(d) => Rat::from_parts(d.as_secs() as i64, i64::from(d.subsec_nanos())),
        Err(e) => {
            let d = e.duration();
            Rat::from_parts(0, 0).sub(&Rat::from_parts(d.as_secs() as i64, i64::from(d.subsec_nanos())))
        }
    }
}

/// Reads the keywords a constructor accepts (`names`), raising on any other.
fn keywords(vm: &mut Vm, args: &Args, names: &[&str]) -> VmResult<Vec<Option<Value>>> {
    let mut out = vec![None; names.len()];
    let Some(kw) = args.kwargs() else { return Ok(out) };
    let mut unknown = Vec::new();
    for (k, v) in crate::core::hash::pairs(kw) {
        match names.iter().position(|n| k.is_symbol() && k.as_symbol() == intern(n)) {
            Some(i) => out[i] = Some(v),
            None => unknown.push(k),
        }
    }
    if !unknown.is_empty() {
        return Err(vm.unknown_keywords_error(&unknown));
    }
    Ok(out)
}

/// The zone of an `in:` keyword (nil: the local zone).
fn in_zone(vm: &mut Vm, v: Option<Value>) -> VmResult<Option<Zone>> {
    match v {
        Some(v) if !v.is_nil() => Ok(Some(zone::zone_arg(vm, v)?)),
        _ => Ok(None),
    }
}

fn s_now(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(0))?;
    let kw = keywords(vm, args, &["in"])?;
    let z = in_zone(vm, kw[0])?.unwrap_or(Zone::Local);
    new_time(vm, recv, now_rat(), z)
}

/// `Time.at(time, subsec = false, unit = :microsecond, in: nil)`.
fn s_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(3))?;
    let kw = keywords(vm, args, &["in"])?;
    let pos = args.positional();
    let mut z = in_zone(vm, kw[0])?;
    let mut t = if super::is_time(pos[0]) && pos.len() == 1 {
        let d = time_of(vm, pos[0])?.clone();
        z = z.or(Some(d.zone));
        d.t
    } else {
        num_exact(vm, pos[0])?
    };
    if pos.len() >= 2 {
        let per_sec: i64 = if pos.len() == 3 {
            let u = pos[2];
            let name = if u.is_symbol() { u.as_symbol().name().into_owned() } else { String::new() };
            match name.as_str() {
                "millisecond" => 1000,
                "usec" | "microsecond" => 1_000_000,
                "nsec" | "nanosecond" => 1_000_000_000,
                _ => {
                    let s = vm.inspect_str(u)?;
                    let s = if u.is_symbol() { name } else { s };
                    return Err(vm.arg_error(&format!("unexpected unit: {s}")));
                }
            }
        } else {
            1_000_000
        };
        let sub = num_exact(vm, pos[1])?;
        t = t.add(&sub.div_int(per_sec));
    }
    new_time(vm, recv, t, z.unwrap_or(Zone::Local))
}

/// An Integer argument as CRuby's obj2int/obj2vint read one: Strings through `Integer()`,
/// Floats truncated, others through `to_int` ("no implicit conversion of X into Integer").
fn int_arg(vm: &mut Vm, v: Value) -> VmResult<BigInt> {
    if let Some(b) = crate::core::integer::to_big(v) {
        return Ok(b);
    }
    if let Some(f) = vm.float_value(v) {
        if !f.is_finite() {
            return Err(vm.make_error(vm.core.float_domain_error, &crate::core::float::float_to_s(f)));
        }
        return Ok(Rat::from_f64(f.trunc()).num);
    }
    if obj::is_type(v, ObjType::String) {
        // Decimal always ("08" is 8), underscores between digits allowed, as rb_str_to_inum.
        let text = crate::core::str_of(v);
        if let Some(b) = crate::core::integer::parse_int_strict(&text, 10) {
            return Ok(b);
        }
        let i = crate::core::integer::kernel_integer(vm, v, None)?;
        return Ok(crate::core::integer::to_big(i).unwrap_or_default());
    }
    if !v.is_special() && vm.respond_to(v, crate::symbol::sym::TO_INT, true) {
        let r = vm.call_method(v, crate::symbol::sym::TO_INT, &[], None)?;
        if let Some(b) = crate::core::integer::to_big(r) {
            return Ok(b);
        }
    }
    Err(vm.conversion_error(v, "Integer"))
}

/// A field that must fit `bits` unsigned bits ("argument out of range") and be at most `max`
/// ("<name> out of range"); `min` is 0 or 1.
fn ubits_arg(vm: &mut Vm, v: Value, bits: u32, min: i64, max: i64, name: &str) -> VmResult<i64> {
    let b = int_arg(vm, v)?;
    field_check(vm, b, bits, min, max, name)
}

fn field_check(vm: &mut Vm, b: BigInt, bits: u32, min: i64, max: i64, name: &str) -> VmResult<i64> {
    let x = match b.to_i64() {
        Some(x) if x >= 0 && x < (1 << bits) => x,
        _ => return Err(vm.arg_error("argument out of range")),
    };
    if x < min || x > max {
        return Err(vm.arg_error(&format!("{name} out of range")));
    }
    Ok(x)
}

const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

fn month_arg(vm: &mut Vm, v: Value) -> VmResult<i64> {
    if v.is_nil() {
        return Ok(1);
    }
    let v = if !v.is_special() && !obj::is_type(v, ObjType::String) && vm.respond_to(v, crate::symbol::sym::TO_STR, true) {
        vm.expect_string(v)?
    } else {
        v
    };
    if obj::is_type(v, ObjType::String) {
        let s = obj::as_string(v).bytes.to_ascii_lowercase();
        if let Some(i) = MONTHS.iter().position(|m| m.as_bytes() == s.as_slice()) {
            return Ok(i as i64 + 1);
        }
    }
    ubits_arg(vm, v, 4, 1, 12, "mon")
}

fn year_arg(vm: &mut Vm, v: Value) -> VmResult<BigInt> {
    int_arg(vm, v)
}

/// The fields of a civil time being built.
struct Civil {
    year: BigInt,
    mon: i64,
    mday: i64,
    hour: i64,
    min: i64,
    sec: i64,
    subsec: Rat,
}

impl Civil {
    /// Seconds since the epoch as if the civil time were UTC (days past the month roll over);
    /// the year is split into 400-year cycles so that any year works.
    fn seconds(&self) -> BigInt {
        use num_integer::Integer;
        let (era, y) = self.year.div_mod_floor(&BigInt::from(400));
        let days = days_from_civil(y.to_i64().unwrap_or(0), self.mon, 1) + self.mday - 1;
        let secs = days * 86400 + self.hour * 3600 + self.min * 60 + self.sec;
        era * (146097i64 * 86400) + secs
    }
}

/// The instant of a civil time in `zone`.
fn civil_instant(c: &Civil, zone: Zone) -> Rat {
    civil_instant_dst(c, zone, None)
}

/// `civil_instant` with the isdst hint of the 10-argument form (see `zone::civil_to_utc_dst`).
fn civil_instant_dst(c: &Civil, zone: Zone, dst: Option<bool>) -> Rat {
    let s = c.seconds();
    let utc = match zone {
        Zone::Utc => s,
        Zone::Fixed(o) => s - o,
        Zone::Local => match s.to_i64().filter(|s| s.abs() < super::LIMIT) {
            Some(s) => BigInt::from(zone::civil_to_utc_dst(&zone::local_tz(), s, dst)),
            None => {
                let edge = if s.sign() == num_bigint::Sign::Minus { -super::LIMIT } else { super::LIMIT };
                let o = zone::info_in(&zone::local_tz(), edge).offset;
                s - o
            }
        },
    };
    Rat::new(utc, BigInt::from(1)).add(&c.subsec)
}

/// Reads year, mon, mday, hour, min, sec (absent or nil: their minimum) and the subsecond
/// (`usec`: Time.utc's 7th argument, microseconds).
fn civil_args(vm: &mut Vm, a: &[Value], usec: Option<Value>) -> VmResult<Civil> {
    let get = |i: usize| a.get(i).copied().unwrap_or(Value::NIL);
    let year = year_arg(vm, get(0))?;
    let mon = month_arg(vm, get(1))?;
    let mday = if get(2).is_nil() { 1 } else { ubits_arg(vm, get(2), 5, 1, 31, "mday")? };
    let hour = if get(3).is_nil() { 0 } else { ubits_arg(vm, get(3), 5, 0, 24, "hour")? };
    let min = if get(4).is_nil() { 0 } else { ubits_arg(vm, get(4), 6, 0, 59, "min")? };
    let (sec, mut subsec) = if get(5).is_nil() {
        (0, Rat::int(0))
    } else if obj::is_type(get(5), ObjType::String) || get(5).is_fixnum() {
        (ubits_arg(vm, get(5), 6, 0, 60, "sec")?, Rat::int(0))
    } else {
        let r = num_exact(vm, get(5))?;
        (field_check(vm, r.floor(), 6, 0, 60, "sec")?, r.frac())
    };
    if let Some(u) = usec.filter(|u| !u.is_nil()) {
        // A usec argument replaces the fraction of `sec`.
        subsec = Rat::int(0);
        let r = if obj::is_type(u, ObjType::String) { Rat::new(int_arg(vm, u)?, BigInt::from(1)) } else { num_exact(vm, u)? };
        if r.num.is_negative() || r.cmp(&Rat::int(1_000_000)) != std::cmp::Ordering::Less {
            return Err(vm.arg_error("subsecx out of range"));
        }
        subsec = subsec.add(&r.div_int(1_000_000));
    }
    if hour == 24 && (min > 0 || sec > 0 || !subsec.num.is_zero()) {
        return Err(vm.arg_error(if min > 0 { "min out of range" } else { "sec out of range" }));
    }
    Ok(Civil { year, mon, mday, hour, min, sec, subsec })
}

/// `Time.utc`/`Time.local` and their aliases: 1..8 arguments, or the 10 of `to_a`.
fn utc_or_local(vm: &mut Vm, recv: Value, args: &Args, zone: Zone) -> VmResult {
    let a = args.positional();
    let mut dst = None;
    let c = if a.len() == 10 {
        // sec, min, hour, mday, mon, year, wday, yday, isdst, zone: wday, yday and zone are
        // ignored; isdst chooses between the two readings of an ambiguous local time.
        let v = [a[5], a[4], a[3], a[2], a[1], a[0]];
        if !a[8].is_nil() {
            dst = Some(a[8].truthy());
        }
        civil_args(vm, &v, None)?
    } else {
        if a.is_empty() || a.len() > 8 {
            return Err(vm.arg_count_error(a.len(), 1, 8));
        }
        civil_args(vm, &a[..a.len().min(6)], a.get(6).copied())?
    };
    let t = civil_instant_dst(&c, zone, dst);
    new_time(vm, recv, t, zone)
}

/// `Time.new(year = nil, mon = nil, mday = nil, hour = nil, min = nil, sec = nil, zone = nil,
/// in: nil, precision: 9)`.
fn new_args(vm: &mut Vm, args: &Args) -> VmResult<(Rat, Zone)> {
    let kw = keywords(vm, args, &["in", "precision"])?;
    let a = args.positional();
    if a.len() > 7 {
        return Err(vm.arg_count_error(a.len(), 0, 7));
    }
    if a.len() == 7 && kw[0].is_some_and(|v| !v.is_nil()) {
        return Err(vm.arg_error("timezone argument given as positional and keyword arguments"));
    }
    let in_z = in_zone(vm, kw[0])?;
    if a.is_empty() {
        return Ok((now_rat(), in_z.unwrap_or(Zone::Local)));
    }
    if a.len() == 1 && obj::is_type(a[0], ObjType::String) {
        let precision = match kw[1] {
            Some(p) if !p.is_nil() => vm.expect_int(p)?,
            _ => 9,
        };
        let text = obj::as_string(a[0]).bytes.to_vec();
        if let Some((c, z)) = parse_time_string(vm, &text, precision)? {
            let z = z.or(in_z).unwrap_or(Zone::Local);
            return Ok((civil_instant(&c, z), z));
        }
    }
    let z = match a.get(6) {
        Some(&v) if !v.is_nil() => zone::zone_arg(vm, v)?,
        _ => in_z.unwrap_or(Zone::Local),
    };
    let c = civil_args(vm, &a[..a.len().min(6)], None)?;
    Ok((civil_instant(&c, z), z))
}

/// `Time#initialize`, which `Time.new` (Class#new: allocate, then initialize) runs, so a
/// subclass's own `initialize` can call `super`.
fn initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (t, z) = new_args(vm, args)?;
    let d = time_of(vm, recv)?;
    d.t = t;
    d.zone = z;
    Ok(Value::NIL)
}

/// At most 11 bytes of `s` from `at`, for the parser's messages.
fn excerpt(s: &[u8], at: usize) -> String {
    let end = (at + 11).min(s.len());
    String::from_utf8_lossy(&s[at.min(end)..end]).into_owned()
}

fn two_digits(s: &[u8], i: usize) -> Option<i64> {
    if i + 2 <= s.len() && s[i].is_ascii_digit() && s[i + 1].is_ascii_digit() && !s.get(i + 2).is_some_and(u8::is_ascii_digit) {
        Some(i64::from(s[i] - b'0') * 10 + i64::from(s[i + 1] - b'0'))
    } else {
        None
    }
}

/// CRuby 4.0's `Time.new(String)`: "YYYY-MM-DD[ T]HH:MM:SS[.frac][ zone]". None when the text
/// is a bare year (read as `Time.new(year)`).
fn parse_time_string(vm: &mut Vm, s: &[u8], precision: i64) -> VmResult<Option<(Civil, Option<Zone>)>> {
    let cant = |vm: &mut Vm| {
        let sv = vm.new_binary_string(s.to_vec());
        match vm.inspect_str(sv) {
            Ok(q) => vm.arg_error(&format!("can't parse: {q}")),
            Err(e) => e,
        }
    };
    let mut i = 0;
    if i < s.len() && (s[i] == b'-' || s[i] == b'+') {
        i += 1;
    }
    let ystart = i;
    while i < s.len() && s[i].is_ascii_digit() {
        i += 1;
    }
    if i == ystart {
        return Err(cant(vm));
    }
    if i == s.len() {
        return Ok(None);
    }
    let ytext = String::from_utf8_lossy(&s[..i]).into_owned();
    if i - ystart < 4 {
        return Err(vm.arg_error(&format!("year must be 4 or more digits: {}", &ytext[ystart..])));
    }
    let year: BigInt = ytext.parse().unwrap_or_default();
    let mut mon = 1;
    let mut mday = 1;
    let mut date_parts = 1;
    if s[i] == b'-' {
        let Some(m) = two_digits(s, i + 1) else {
            return Err(vm.arg_error(&format!("two digits mon is expected after '-': {}", excerpt(s, i))));
        };
        mon = m;
        date_parts = 2;
        i += 3;
        if i < s.len() && s[i] == b'-' {
            let Some(d) = two_digits(s, i + 1) else {
                return Err(vm.arg_error(&format!("two digits mday is expected after '-': {}", excerpt(s, i))));
            };
            mday = d;
            date_parts = 3;
            i += 3;
        }
    }
    let mut subsec = Rat::int(0);
    let has_time = date_parts == 3 && i < s.len() && (s[i] == b' ' || s[i] == b'T') && s.get(i + 1).is_some_and(u8::is_ascii_digit);
    if !has_time {
        // No time: a zone may follow (midnight in it), else there is no time information.
        let rest = &s[i..];
        let k = rest.iter().position(|&b| b != b' ').unwrap_or(rest.len());
        if k == rest.len() {
            if k > 0 {
                return Err(cant(vm));
            }
            return Err(vm.arg_error("no time information"));
        }
        let zs = vm.new_binary_string(rest[k..].to_vec());
        let z = zone::zone_arg(vm, zs)?;
        return Ok(Some((Civil { year, mon, mday, hour: 0, min: 0, sec: 0, subsec }, Some(z))));
    }
    let tstart = i + 1;
    let Some(h) = two_digits(s, i + 1) else {
        return Err(vm.arg_error(&format!("two digits hour is expected: {}", excerpt(s, i))));
    };
    let hour = h;
    i += 3;
    if i >= s.len() || s[i] != b':' {
        return Err(vm.arg_error(&format!("missing min part: {}", String::from_utf8_lossy(&s[tstart..i]))));
    }
    let Some(m) = two_digits(s, i + 1) else {
        return Err(vm.arg_error(&format!("two digits min is expected after ':': {}", excerpt(s, i))));
    };
    let min = m;
    i += 3;
    if i >= s.len() || s[i] != b':' {
        return Err(vm.arg_error(&format!("missing sec part: {}", String::from_utf8_lossy(&s[tstart..i]))));
    }
    let Some(se) = two_digits(s, i + 1) else {
        return Err(vm.arg_error(&format!("two digits sec is expected after ':': {}", excerpt(s, i))));
    };
    let sec = se;
    i += 3;
    if i < s.len() && s[i] == b'.' {
        let fstart = i + 1;
        let mut j = fstart;
        while j < s.len() && s[j].is_ascii_digit() {
            j += 1;
        }
        if j == fstart {
            return Err(vm.arg_error(&format!("subsecond expected after dot: {}", String::from_utf8_lossy(&s[tstart..=i]))));
        }
        let keep = (j - fstart).min(precision.clamp(0, 1_000_000) as usize);
        let digits = std::str::from_utf8(&s[fstart..fstart + keep]).unwrap_or("0");
        if keep > 0 {
            let n: BigInt = digits.parse().unwrap_or_default();
            subsec = Rat::new(n, num_traits::pow(BigInt::from(10), keep));
        }
        i = j;
    }
    let rest = &s[i..];
    let k = rest.iter().position(|&b| b != b' ').unwrap_or(rest.len());
    let zone_text = &rest[k..];
    let zone = if zone_text.is_empty() {
        None
    } else {
        let zs = vm.new_binary_string(zone_text.to_vec());
        Some(zone::zone_arg(vm, zs)?)
    };
    if !(1..=12).contains(&mon) {
        return Err(vm.arg_error("mon out of range"));
    }
    if !(1..=31).contains(&mday) {
        return Err(vm.arg_error("mday out of range"));
    }
    if hour > 24 {
        return Err(vm.arg_error("hour out of range"));
    }
    if min > 59 {
        return Err(vm.arg_error("min out of range"));
    }
    if sec > 60 {
        return Err(vm.arg_error("sec out of range"));
    }
    Ok(Some((Civil { year, mon, mday, hour, min, sec, subsec }, zone)))
}

pub fn init(vm: &mut Vm, time: Value) {
    let s = vm.singleton_class(time).expect("Time metaclass");
    vm.define_builtin(s, "now", -1, s_now);
    vm.define_builtin(s, "at", -1, s_at);
    vm.define_private_builtin(time, "initialize", -1, initialize);
    vm.define_builtin(s, "utc", -1, |vm, r, a| utc_or_local(vm, r, a, Zone::Utc));

    vm.define_builtin(s, "local", -1, |vm, r, a| utc_or_local(vm, r, a, Zone::Local));
    let _ = vm.alias_method(s, intern("gm"), intern("utc"));
    let _ = vm.alias_method(s, intern("mktime"), intern("local"));
}
