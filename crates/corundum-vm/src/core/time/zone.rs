//! Zones for Time: how an instant is shown (`Zone`: UTC, the system's local zone, or a fixed
//! offset), the proleptic Gregorian calendar on i64 days, the local zone's rules through the
//! `jiff` crate (the `TZ` variable, else /etc/localtime; daylight saving time, abbreviations),
//! and the parsing of utc_offset arguments ("+09:00", "Z", "UTC", military letters, seconds).
//!
//! Invariants: offsets are whole seconds strictly inside (-86400, 86400); the local zone is
//! asked about instants clamped to jiff's supported range (its rules are constant past it);
//! a local civil time in a gap is read with the offset in force before the gap, one in an
//! overlap as the later instant (as CRuby does).

use jiff::tz::TimeZone;
use jiff::Timestamp;

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// How a Time shows its instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    Utc,
    Local,
    Fixed(i32),
}

// ---------------------------------------------------------------- calendar

/// Days since 1970-01-01 of a proleptic Gregorian date (month 1..=12, any day).
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// (year, month, day) of a day number.
pub fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

pub fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

pub fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

// ---------------------------------------------------------------- the local zone

/// What a zone says about one instant.
pub struct OffsetInfo {
    pub offset: i32,
    pub dst: bool,
    pub abbrev: String,
}

/// The system's zone: `TZ`, else /etc/localtime, else UTC (jiff re-reads `TZ` when it changes).
pub fn local_tz() -> TimeZone {
    TimeZone::system()
}

fn clamp_ts(secs: i64) -> Timestamp {
    let min = Timestamp::MIN.as_second() + 86400;
    let max = Timestamp::MAX.as_second() - 86400;
    Timestamp::from_second(secs.clamp(min, max)).unwrap_or(Timestamp::UNIX_EPOCH)
}

/// The offset, DST flag and abbreviation of `tz` at `secs` (seconds since the epoch).
pub fn info_in(tz: &TimeZone, secs: i64) -> OffsetInfo {
    if tz.is_unknown() {
        return OffsetInfo { offset: 0, dst: false, abbrev: "UTC".into() };
    }
    let i = tz.to_offset_info(clamp_ts(secs));
    OffsetInfo { offset: i.offset().seconds(), dst: i.dst().is_dst(), abbrev: i.abbreviation().to_string() }
}

/// The instant (seconds since the epoch) of civil time `civil` (seconds since the epoch as if
/// it were UTC) in `tz`: see the file comment for gaps and overlaps.
pub fn civil_to_utc_in(tz: &TimeZone, civil: i64) -> i64 {
    civil_to_utc_dst(tz, civil, None)
}

/// As `civil_to_utc_in`, but in an overlap `dst` (the 10-argument form's isdst) picks the
/// instant whose DST flag matches, when there is one.
pub fn civil_to_utc_dst(tz: &TimeZone, civil: i64, dst: Option<bool>) -> i64 {
    let before = info_in(tz, civil.saturating_sub(2 * 86400)).offset;
    let after = info_in(tz, civil.saturating_add(2 * 86400)).offset;
    let mut best: Option<i64> = None;
    let mut matching: Option<i64> = None;
    for o in [before, after, info_in(tz, civil).offset] {
        let t = civil - i64::from(o);
        let i = info_in(tz, t);
        if i.offset == o {
            best = Some(best.map_or(t, |b| b.max(t)));
            if dst == Some(i.dst) {
                matching = Some(t);
            }
        }
    }
    if let Some(t) = matching {
        return t;
    }
    if let Some(t) = best {
        return t;
    }
    // A gap: read with the offset in force just before it.
    civil - i64::from(before)
}

/// Offset, DST flag and abbreviation (None for a fixed offset) of `zone` at `secs`.
pub fn zone_info(zone: Zone, secs: i64) -> (i32, bool, Option<String>) {
    match zone {
        Zone::Utc => (0, false, Some("UTC".into())),
        Zone::Fixed(o) => (o, false, None),
        Zone::Local => {
            let i = info_in(&local_tz(), secs);
            (i.offset, i.dst, Some(i.abbrev))
        }
    }
}

// ---------------------------------------------------------------- utc_offset arguments

fn offset_format_error(vm: &mut Vm, text: &str) -> crate::vm::Unwind {
    vm.arg_error(&format!("\"+HH:MM\", \"-HH:MM\", \"UTC\" or \"A\"..\"I\",\"K\"..\"Z\" expected for utc_offset: {text}"))
}

pub fn offset_range_error(vm: &mut Vm) -> crate::vm::Unwind {
    vm.arg_error("utc_offset out of range")
}

/// Parses a utc_offset String: "UTC"/"Z" (UTC), "-00:00" (UTC), military letters, "+HH",
/// "+HHMM", "+HH:MM", "+HHMMSS", "+HH:MM:SS". None when the text has none of these forms.
fn parse_offset_text(s: &[u8]) -> Option<Result<Zone, ()>> {
    if s == b"UTC" || s == b"Z" || s == b"-00:00" {
        return Some(Ok(Zone::Utc));
    }
    if s.len() == 1 && s[0].is_ascii_uppercase() && s[0] != b'J' {
        let c = i32::from(s[0]);
        let h = match s[0] {
            b'A'..=b'I' => c - i32::from(b'A') + 1,
            b'K'..=b'M' => c - i32::from(b'A'),
            b'N'..=b'Y' => -(c - i32::from(b'N') + 1),
            _ => 0,
        };
        return Some(Ok(if s[0] == b'Z' { Zone::Utc } else { Zone::Fixed(h * 3600) }));
    }
    if s.len() < 3 || (s[0] != b'+' && s[0] != b'-') {
        return None;
    }
    let sign = if s[0] == b'-' { -1 } else { 1 };
    let body = &s[1..];
    let digits = |b: &[u8]| -> Option<i32> {
        if b.len() == 2 && b.iter().all(u8::is_ascii_digit) {
            Some(i32::from(b[0] - b'0') * 10 + i32::from(b[1] - b'0'))
        } else {
            None
        }
    };
    let parts: Option<(i32, i32, i32)> = match body.len() {
        2 => digits(body).map(|h| (h, 0, 0)),
        4 => Some((digits(&body[..2])?, digits(&body[2..])?, 0)),
        5 if body[2] == b':' => Some((digits(&body[..2])?, digits(&body[3..])?, 0)),
        6 => Some((digits(&body[..2])?, digits(&body[2..4])?, digits(&body[4..])?)),
        8 if body[2] == b':' && body[5] == b':' => Some((digits(&body[..2])?, digits(&body[3..5])?, digits(&body[6..])?)),
        _ => None,
    };
    let (h, m, sec) = parts?;
    if m > 59 || sec > 59 {
        return None;
    }
    if h > 23 {
        return Some(Err(()));
    }
    Some(Ok(Zone::Fixed(sign * (h * 3600 + m * 60 + sec))))
}

/// A utc_offset/zone argument (`Time.new`'s 7th, `in:`, `localtime`, `getlocal`): a String
/// form above or an Integer number of seconds (or anything `to_int` takes).
pub fn zone_arg(vm: &mut Vm, v: Value) -> VmResult<Zone> {
    let v = if !v.is_special() && !obj::is_type(v, ObjType::String) && vm.respond_to(v, crate::symbol::sym::TO_STR, true) {
        vm.expect_string(v)?
    } else {
        v
    };
    if obj::is_type(v, ObjType::String) {
        let bytes = obj::as_string(v).bytes.to_vec();
        return match parse_offset_text(&bytes) {
            Some(Ok(z)) => Ok(z),
            Some(Err(())) => Err(offset_range_error(vm)),
            None => {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                Err(offset_format_error(vm, &text))
            }
        };
    }
    let r = super::exact::num_exact(vm, v)?;
    if !r.is_int() {
        return Err(offset_range_error(vm));
    }
    match num_traits::ToPrimitive::to_i64(&r.num) {
        Some(o) if o.abs() < 86400 => Ok(Zone::Fixed(o as i32)),
        _ => Err(offset_range_error(vm)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calendar_round_trips() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2000, 3, 1), 11017);
        for d in [-800000, -1, 0, 59, 11016, 20000, 3000000] {
            let (y, m, dd) = civil_from_days(d);
            assert_eq!(days_from_civil(y, m, dd), d);
        }
    }

    #[test]
    fn offsets_parse() {
        assert_eq!(parse_offset_text(b"+09:00"), Some(Ok(Zone::Fixed(32400))));
        assert_eq!(parse_offset_text(b"-0130"), Some(Ok(Zone::Fixed(-5400))));
        assert_eq!(parse_offset_text(b"A"), Some(Ok(Zone::Fixed(3600))));
        assert_eq!(parse_offset_text(b"N"), Some(Ok(Zone::Fixed(-3600))));
        assert_eq!(parse_offset_text(b"J"), None);
        assert_eq!(parse_offset_text(b"+25:00"), Some(Err(())));
    }

    // Values from `TZ=Europe/Berlin ruby -e 'p Time.local(...)'` (CRuby master).
    #[test]
    fn berlin_rules() {
        let tz = TimeZone::get("Europe/Berlin").expect("tzdb");
        let civil = |y: i64, m: i64, d: i64, h: i64, mi: i64| days_from_civil(y, m, d) * 86400 + h * 3600 + mi * 60;
        // 2024-03-31 02:30 does not exist: 03:30 CEST.
        let t = civil_to_utc_in(&tz, civil(2024, 3, 31, 2, 30));
        assert_eq!(t, civil(2024, 3, 31, 1, 30));
        let i = info_in(&tz, t);
        assert_eq!((i.offset, i.dst, i.abbrev.as_str()), (7200, true, "CEST"));
        // 2024-10-27 02:30 happens twice: the later one, +0100.
        let t = civil_to_utc_in(&tz, civil(2024, 10, 27, 2, 30));
        assert_eq!(t, civil(2024, 10, 27, 1, 30));
        let i = info_in(&tz, t);
        assert_eq!((i.offset, i.dst, i.abbrev.as_str()), (3600, false, "CET"));
        // With isdst true (the 10-argument Time.local): the earlier one, +0200 CEST.
        assert_eq!(civil_to_utc_dst(&tz, civil(2024, 10, 27, 2, 30), Some(true)), civil(2024, 10, 27, 0, 30));
        // Before standard time: local mean time, +00:53:28 "LMT".
        let i = info_in(&tz, civil(1000, 1, 1, 0, 0));
        assert_eq!((i.offset, i.abbrev.as_str()), (3208, "LMT"));
        let i = info_in(&tz, civil(3000, 7, 1, 0, 0));
        assert_eq!((i.offset, i.abbrev.as_str()), (7200, "CEST"));
    }

    // `TZ=America/New_York` and `TZ=Australia/Sydney` with `Time.local(...)` in CRuby master:
    // (civil time, to_i, zone, dst?).
    #[test]
    fn new_york_and_sydney_rules() {
        let civil = |y: i64, m: i64, d: i64, h: i64, mi: i64| days_from_civil(y, m, d) * 86400 + h * 3600 + mi * 60;
        let cases = [
            ("America/New_York", civil(2024, 11, 3, 1, 30), 1730615400, "EST", false),
            ("America/New_York", civil(2024, 3, 10, 2, 30), 1710055800, "EDT", true),
            ("Australia/Sydney", civil(2024, 4, 7, 2, 30), 1712421000, "AEST", false),
            ("Australia/Sydney", civil(2024, 10, 6, 2, 30), 1728145800, "AEDT", true),
        ];
        for (name, c, to_i, abbrev, dst) in cases {
            let tz = TimeZone::get(name).expect("tzdb");
            let t = civil_to_utc_in(&tz, c);
            assert_eq!(t, to_i, "{name}");
            let i = info_in(&tz, t);
            assert_eq!((i.abbrev.as_str(), i.dst), (abbrev, dst), "{name}");
        }
    }
}
