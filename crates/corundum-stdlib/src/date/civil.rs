//! Calendar arithmetic for Date: Julian day numbers to and from civil (year, month, day),
//! ordinal and commercial (ISO week) dates, under a reform start.
//!
//! The start (`sg`) is CRuby's: the first Julian day number counted in the Gregorian calendar
//! (ITALY = 2299161 by default, ENGLAND, or ±Infinity for always Julian / always Gregorian).
//! Days before it use the Julian calendar, so the days between the two calendars' dates do
//! not exist (1582-10-05..14 under ITALY).
//!
//! Invariant: every function works on i64 and stays in range for |year| <= `MAX_YEAR`;
//! callers check their inputs against it before calling (CRuby allows any Integer year; we
//! refuse larger ones as invalid dates, a documented limit).

/// The largest |year| accepted (keeps every intermediate product far from i64 overflow).
pub const MAX_YEAR: i64 = 1_000_000_000;

/// CRuby's Date::ITALY.
pub const ITALY: f64 = 2299161.0;

fn fdiv(a: i64, b: i64) -> i64 {
    a.div_euclid(b)
}

/// The Julian day number of a proleptic Gregorian date.
pub fn gregorian_to_jd(y: i64, m: i64, d: i64) -> i64 {
    let a = fdiv(14 - m, 12);
    let yy = y + 4800 - a;
    let mm = m + 12 * a - 3;
    d + fdiv(153 * mm + 2, 5) + 365 * yy + fdiv(yy, 4) - fdiv(yy, 100) + fdiv(yy, 400) - 32045
}

/// The Julian day number of a proleptic Julian-calendar date.
pub fn julian_to_jd(y: i64, m: i64, d: i64) -> i64 {
    let a = fdiv(14 - m, 12);
    let yy = y + 4800 - a;
    let mm = m + 12 * a - 3;
    d + fdiv(153 * mm + 2, 5) + 365 * yy + fdiv(yy, 4) - 32083
}

pub fn jd_to_gregorian(jd: i64) -> (i64, i64, i64) {
    let a = jd + 32044;
    let b = fdiv(4 * a + 3, 146097);
    let c = a - fdiv(146097 * b, 4);
    let d = fdiv(4 * c + 3, 1461);
    let e = c - fdiv(1461 * d, 4);
    let m = fdiv(5 * e + 2, 153);
    (100 * b + d - 4800 + fdiv(m, 10), m + 3 - 12 * fdiv(m, 10), e - fdiv(153 * m + 2, 5) + 1)
}

pub fn jd_to_julian(jd: i64) -> (i64, i64, i64) {
    let c = jd + 32082;
    let d = fdiv(4 * c + 3, 1461);
    let e = c - fdiv(1461 * d, 4);
    let m = fdiv(5 * e + 2, 153);
    (d - 4800 + fdiv(m, 10), m + 3 - 12 * fdiv(m, 10), e - fdiv(153 * m + 2, 5) + 1)
}

/// Whether `jd` is counted in the Gregorian calendar under start `sg`.
pub fn is_gregorian(jd: i64, sg: f64) -> bool {
    (jd as f64) >= sg
}

/// The civil date of `jd` under start `sg`.
pub fn jd_to_civil(jd: i64, sg: f64) -> (i64, i64, i64) {
    if is_gregorian(jd, sg) {
        jd_to_gregorian(jd)
    } else {
        jd_to_julian(jd)
    }
}

/// The Julian day number of a civil date under `sg` (no validation: see `valid_civil`).
pub fn civil_to_jd(y: i64, m: i64, d: i64, sg: f64) -> i64 {
    let g = gregorian_to_jd(y, m, d);
    if is_gregorian(g, sg) {
        g
    } else {
        julian_to_jd(y, m, d)
    }
}

pub fn gregorian_leap(y: i64) -> bool {
    y.rem_euclid(4) == 0 && (y.rem_euclid(100) != 0 || y.rem_euclid(400) == 0)
}

pub fn julian_leap(y: i64) -> bool {
    y.rem_euclid(4) == 0
}

/// The last day of month `m` of year `y` under `sg` (as the day before the next month's
/// first day, so the reform month is handled by the same rule).
pub fn last_mday(y: i64, m: i64, sg: f64) -> i64 {
    let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    let jd = civil_to_jd(ny, nm, 1, sg) - 1;
    jd_to_civil(jd, sg).2
}

/// CRuby's civil validation: negative months and days count from the end; the date must
/// exist under `sg` (round-trip through the Julian day number). Returns the Julian day number.
pub fn valid_civil(y: i64, m: i64, d: i64, sg: f64) -> Option<i64> {
    if y.abs() > MAX_YEAR {
        return None;
    }
    let m = if m < 0 { m + 13 } else { m };
    if !(1..=12).contains(&m) {
        return None;
    }
    let d = if d < 0 {
        let last = last_mday(y, m, sg);
        // Counting back from the last day: find the day `-d - 1` days before it.
        let jd = civil_to_jd(y, m, last, sg) + d + 1;
        let (yy, mm, dd) = jd_to_civil(jd, sg);
        if yy != y || mm != m {
            return None;
        }
        dd
    } else {
        d
    };
    if !(1..=31).contains(&d) {
        return None;
    }
    let jd = civil_to_jd(y, m, d, sg);
    (jd_to_civil(jd, sg) == (y, m, d)).then_some(jd)
}

/// The day of the year of `jd` (1-based).
pub fn yday(jd: i64, sg: f64) -> i64 {
    let (y, _, _) = jd_to_civil(jd, sg);
    jd - first_jd_of_year(y, sg) + 1
}

/// The Julian day number of the first day of year `y` (January 1, or the first existing day).
pub fn first_jd_of_year(y: i64, sg: f64) -> i64 {
    let mut d = 1;
    loop {
        if let Some(jd) = valid_civil(y, 1, d, sg) {
            return jd;
        }
        d += 1;
    }
}

/// Ordinal date (year, day of year; negative counts from the end) to a Julian day number.
pub fn valid_ordinal(y: i64, yd: i64, sg: f64) -> Option<i64> {
    if y.abs() > MAX_YEAR {
        return None;
    }
    let first = first_jd_of_year(y, sg);
    let next = first_jd_of_year(y + 1, sg);
    let len = next - first;
    let yd = if yd < 0 { yd + len + 1 } else { yd };
    if !(1..=len).contains(&yd) {
        return None;
    }
    Some(first + yd - 1)
}

/// Day of the week, 0 = Sunday.
pub fn wday(jd: i64) -> i64 {
    (jd + 1).rem_euclid(7)
}

/// ISO 8601 day of the week, 1 = Monday .. 7 = Sunday.
pub fn cwday(jd: i64) -> i64 {
    let w = wday(jd);
    if w == 0 {
        7
    } else {
        w
    }
}

/// The Julian day number of the Monday of ISO week 1 of commercial year `y`.
fn cweek_one(y: i64, sg: f64) -> i64 {
    // Week 1 holds January 4.
    let jan4 = civil_to_jd(y, 1, 4, sg);
    jan4 - (cwday(jan4) - 1)
}

/// ISO 8601 (commercial year, week).
pub fn commercial(jd: i64, sg: f64) -> (i64, i64) {
    let (y, _, _) = jd_to_civil(jd, sg);
    let mut cy = y + 1;
    let mut start = cweek_one(cy, sg);
    if jd < start {
        cy = y;
        start = cweek_one(cy, sg);
        if jd < start {
            cy = y - 1;
            start = cweek_one(cy, sg);
        }
    }
    (cy, (jd - start) / 7 + 1)
}

/// A commercial date to a Julian day number (negative weeks and days count from the end).
pub fn valid_commercial(y: i64, w: i64, d: i64, sg: f64) -> Option<i64> {
    if y.abs() > MAX_YEAR {
        return None;
    }
    let d = if d < 0 { d + 8 } else { d };
    if !(1..=7).contains(&d) {
        return None;
    }
    let weeks = (cweek_one(y + 1, sg) - cweek_one(y, sg)) / 7;
    let w = if w < 0 { w + weeks + 1 } else { w };
    if !(1..=weeks).contains(&w) {
        return None;
    }
    Some(cweek_one(y, sg) + (w - 1) * 7 + d - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_days() {
        assert_eq!(civil_to_jd(2024, 1, 31, ITALY), 2460341);
        assert_eq!(civil_to_jd(1000, 1, 1, ITALY), 2086308);
        assert_eq!(jd_to_civil(2299161, ITALY), (1582, 10, 15));
        assert_eq!(jd_to_civil(2299160, ITALY), (1582, 10, 4));
        assert_eq!(valid_civil(1582, 10, 10, ITALY), None);
        assert_eq!(jd_to_civil(0, ITALY), (-4712, 1, 1));
        assert_eq!(valid_civil(2024, 2, -1, ITALY), Some(civil_to_jd(2024, 2, 29, ITALY)));
        assert_eq!(commercial(civil_to_jd(2021, 1, 1, ITALY), ITALY), (2020, 53));
    }
}
