//! Time's `_dump` and `Time._load`, the format Marshal writes for Time (CRuby's time_mdump):
//! 8 bytes, two little-endian 32-bit words holding the UTC broken-down time
//! (`1<<31 | utc<<30 | (year-1900)<<14 | (mon-1)<<10 | mday<<5 | hour` and
//! `min<<26 | sec<<20 | usec`), then, for years outside 1900..=1900+0xffff, the extension as a
//! marshalled long byte count and little-endian bytes; the rest rides on the String as
//! internal ivars in this order: the Time's own ivars, `nano_num`/`nano_den` (nanoseconds
//! beyond the microseconds, exact), `submicro` (those digits in packed BCD), `offset` (not for
//! UTC) and `zone` ("UTC", the local abbreviation, or nil for a fixed offset).
//!
//! Invariant: `_load` accepts any bytes: short data raises TypeError, fields out of range roll
//! over (as in CRuby), nothing panics.

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use super::exact::Rat;
use super::zone::{self, Zone};
use super::{broken, new_time, time_of, TimeData};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

const YEAR_SPAN: i64 = 0xffff;

fn dump(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let d = time_of(vm, recv)?.clone();
    let u = broken(&TimeData { t: d.t.clone(), zone: Zone::Utc });
    let year = u.full_year();
    let (field, extension) = if year > BigInt::from(1900 + YEAR_SPAN) {
        (YEAR_SPAN, Some(year))
    } else if year < BigInt::from(1900) {
        (0, Some(BigInt::from(1900) - year))
    } else {
        ((year.to_i64().unwrap_or(1900)) - 1900, None)
    };
    let utc = matches!(d.zone, Zone::Utc);
    // Nanoseconds past the whole microseconds, with any finer fraction kept exact.
    let nano = u.subsec.mul_int(1_000_000_000);
    let nsec = u.nsec;
    let usec = nsec / 1000;
    let below_usec = nano.sub(&Rat::int(usec * 1000));
    let p: u32 = 1 << 31 | u32::from(utc) << 30 | (field as u32) << 14 | ((u.mon - 1) as u32) << 10 | (u.mday as u32) << 5 | u.hour as u32;
    let s: u32 = (u.min as u32) << 26 | (u.sec as u32) << 20 | usec as u32;
    let mut bytes = Vec::with_capacity(16);
    bytes.extend_from_slice(&p.to_le_bytes());
    bytes.extend_from_slice(&s.to_le_bytes());
    if let Some(e) = extension {
        let mag = e.magnitude().to_bytes_le();
        // A marshalled long: small counts are stored as count + 5.
        bytes.push(mag.len() as u8 + 5);
        bytes.extend_from_slice(&mag);
    }
    let out = vm.new_binary_string(bytes);
    for name in vm.ivar_names(recv) {
        let v = vm.ivar_get(recv, name);
        vm.ivar_set(out, name, v)?;
    }
    if !below_usec.num.is_zero() {
        let n = super::int_value(vm, below_usec.num.clone());
        vm.ivar_set(out, intern("nano_num"), n)?;
        let dn = super::int_value(vm, below_usec.den.clone());
        vm.ivar_set(out, intern("nano_den"), dn)?;
    }
    let digits = nsec % 1000;
    if digits != 0 {
        let (h, t, o) = ((digits / 100) as u8, (digits / 10 % 10) as u8, (digits % 10) as u8);
        let bcd = if o == 0 { vec![h << 4 | t] } else { vec![h << 4 | t, o << 4] };
        let b = vm.new_binary_string(bcd);
        vm.ivar_set(out, intern("submicro"), b)?;
    }
    if !utc {
        vm.ivar_set(out, intern("offset"), Value::fixnum(i64::from(zone::zone_info(d.zone, u.secs).0)))?;
    }
    let zone = match zone::zone_info(d.zone, u.secs).2 {
        Some(name) => {
            let z = vm.new_str(&name);
            crate::core::encoding::set_string_encoding(z, crate::core::encoding::EncodingId::US_ASCII);
            z
        }
        None => Value::NIL,
    };
    vm.ivar_set(out, intern("zone"), zone)?;
    Ok(out)
}

fn format_error(vm: &mut Vm) -> crate::vm::Unwind {
    vm.type_error("marshaled time format differ")
}

fn load(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let s = vm.expect_string(args.get(0))?;
    let b = obj::as_string(s).bytes.to_vec();
    if b.len() < 8 {
        return Err(format_error(vm));
    }
    let p = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    let w = u32::from_le_bytes([b[4], b[5], b[6], b[7]]);
    let ivar = |vm: &mut Vm, name: &str| {
        let id = intern(name);
        if vm.ivar_defined(s, id) {
            Some(vm.ivar_get(s, id))
        } else {
            None
        }
    };
    if p & 1 << 31 == 0 {
        // The old format: seconds and microseconds since the epoch, shown in the local zone.
        let t = Rat::from_parts(i64::from(p), i64::from(w) * 1000);
        return new_time(vm, recv, t, Zone::Local);
    }
    let utc = p >> 30 & 1 == 1;
    let mut year = i64::from(p >> 14 & 0xffff) + 1900;
    let (mon, mday, hour) = (i64::from(p >> 10 & 0xf) + 1, i64::from(p >> 5 & 0x1f), i64::from(p & 0x1f));
    let (min, sec, usec) = (i64::from(w >> 26 & 0x3f), i64::from(w >> 20 & 0x3f), i64::from(w & 0xfffff));
    if b.len() > 8 {
        let n = usize::from(b[8]).wrapping_sub(5);
        let Some(mag) = b.get(9..9usize.saturating_add(n)).filter(|_| (1..=8).contains(&n)) else { return Err(format_error(vm)) };
        let e = BigInt::from_bytes_le(num_bigint::Sign::Plus, mag);
        let y = if year == 1900 { BigInt::from(1900) - e } else { e };
        year = y.to_i64().filter(|y| y.abs() < 1_000_000_000).ok_or_else(|| vm.arg_error("year too big to marshal"))?;
    }
    // Out-of-range fields roll over as in CRuby (month 13 is January of the next year, day 0
    // the last of the previous month, hour 31 the next day at 07:00).
    let (year, mon) = (year + (mon - 1).div_euclid(12), (mon - 1).rem_euclid(12) + 1);
    let mut frac = Rat::int(usec * 1000);
    if let (Some(n), Some(d)) = (ivar(vm, "nano_num"), ivar(vm, "nano_den")) {
        match (crate::core::integer::to_big(n), crate::core::integer::to_big(d)) {
            (Some(n), Some(d)) if d.is_positive() => frac = frac.add(&Rat::new(n, d)),
            _ => return Err(format_error(vm)),
        }
    } else if let Some(sm) = ivar(vm, "submicro").filter(|v| crate::core::is_string(*v)) {
        let sb = &obj::as_string(sm).bytes;
        let digit = |i: usize, hi: bool| sb.get(i).map_or(0, |x| i64::from(if hi { x >> 4 } else { x & 0xf }) % 10);
        frac = frac.add(&Rat::int(digit(0, true) * 100 + digit(0, false) * 10 + digit(1, true)));
    }
    let days = zone::days_from_civil(year, mon, 1) + mday - 1;
    let secs = days * 86400 + hour * 3600 + min * 60 + sec;
    let t = Rat::int(secs).add(&frac.div_int(1_000_000_000));
    let zone = if utc {
        Zone::Utc
    } else {
        match ivar(vm, "offset").filter(|v| v.is_fixnum()).map(|v| v.as_fixnum()) {
            Some(off) if off.abs() < 86400 => {
                // A local time comes back local when the system's zone agrees with what it
                // recorded; otherwise it keeps its offset.
                let (lo, _, abbrev) = zone::zone_info(Zone::Local, secs);
                let name = ivar(vm, "zone").filter(|v| crate::core::is_string(*v)).map(|v| obj::as_string(v).bytes.to_vec());
                if i64::from(lo) == off && name.is_some_and(|n| Some(n) == abbrev.map(String::into_bytes)) {
                    Zone::Local
                } else {
                    Zone::Fixed(off as i32)
                }
            }
            Some(_) => return Err(vm.arg_error("utc_offset out of range")),
            None => Zone::Local,
        }
    };
    let time = new_time(vm, recv, t, zone)?;
    for name in vm.ivar_names(s) {
        let v = vm.ivar_get(s, name);
        vm.ivar_set(time, name, v)?;
    }
    Ok(time)
}

pub(super) fn init(vm: &mut Vm, time: Value) {
    vm.define_private_builtin(time, "_dump", -1, dump);
    if let Ok(meta) = vm.singleton_class(time) {
        vm.define_private_builtin(meta, "_load", -1, load);
    }
}
