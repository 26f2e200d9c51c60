//! Reading dates from text: `Date._parse` (a Hash of the fields found), `Date.parse`,
//! `Date._iso8601`/`Date.iso8601`, `Date._strptime`/`Date.strptime`.
//!
//! `_parse` knows the common forms (not all of CRuby's heuristics): ISO "2024-01-31",
//! "2024/01/31", "20240131", month names ("Jan 31 2024", "31 Jan 2024", "January 31, 2024",
//! "Jan 2024"), weekday names, and a time "12:34[:56]" with an optional zone ("Z", "+09:00",
//! "UTC"/"GMT"). `strptime` handles %Y %m %d %e %j %b %h %B %a %A %y %F %D %H %M %S %% and
//! literal text.
//!
//! Invariant: the Hash lists its keys in CRuby's order (zone and time first, then wday, the
//! date, and offset last) so `p Date._parse(s)` prints as CRuby's.

use super::civil;
use super::{date_error, new_date, start_arg};
use corundum_vm::api::{intern, Args, CoreClass, ExactRational as Rat, Result, Ruby, Value};

#[derive(Default, Debug)]
struct Parsed {
    zone: Option<String>,
    hour: Option<i64>,
    min: Option<i64>,
    sec: Option<i64>,
    wday: Option<i64>,
    year: Option<i64>,
    mon: Option<i64>,
    mday: Option<i64>,
    yday: Option<i64>,
    offset: Option<i64>,
    /// The fields in the order `strptime` met them (its Hash keeps that order).
    seen: Vec<&'static str>,
}

/// `_parse`'s key order: the order CRuby's parser finds them.
const PARSE_ORDER: [&str; 10] = ["wday", "zone", "hour", "min", "sec", "year", "mon", "mday", "yday", "offset"];
/// `_iso8601`'s key order.
const ISO_ORDER: [&str; 4] = ["mday", "year", "mon", "yday"];

const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const DAYS: [&str; 7] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/// Digits starting at `i`: (value, length); None when there are none or too many.
fn digits(s: &[u8], i: usize) -> Option<(i64, usize)> {
    let n = s[i.min(s.len())..].iter().take_while(|c| c.is_ascii_digit()).count();
    if n == 0 || n > 15 {
        return None;
    }
    let v = std::str::from_utf8(&s[i..i + n]).ok()?.parse().ok()?;
    Some((v, n))
}

/// A zone's offset in seconds: "Z", "UTC", "GMT", "+09:00", "+0900", "-5".
fn zone_offset(z: &str) -> Option<i64> {
    let u = z.to_ascii_uppercase();
    if matches!(u.as_str(), "Z" | "UTC" | "GMT" | "UT") {
        return Some(0);
    }
    let (sign, rest) = match z.as_bytes().first()? {
        b'+' => (1, &z[1..]),
        b'-' => (-1, &z[1..]),
        _ => return None,
    };
    let rest: String = rest.chars().filter(|c| *c != ':').collect();
    let (h, m) = match rest.len() {
        1 | 2 => (rest.parse::<i64>().ok()?, 0),
        4 => (rest[..2].parse::<i64>().ok()?, rest[2..].parse::<i64>().ok()?),
        _ => return None,
    };
    Some(sign * (h * 3600 + m * 60))
}

/// Takes the first "H:MM[:SS]" (and a zone after it) out of `s`.
fn take_time(s: &mut [u8], p: &mut Parsed) {
    let mut i = 0;
    while i < s.len() {
        let starts = s[i].is_ascii_digit() && (i == 0 || !s[i - 1].is_ascii_digit());
        if let (true, Some((h, hl))) = (starts, digits(s, i)) {
            let c = i + hl;
            if hl <= 2 && s.get(c) == Some(&b':') {
                if let Some((m, 2)) = digits(s, c + 1) {
                    let mut end = c + 3;
                    let mut sec = None;
                    if s.get(end) == Some(&b':') {
                        if let Some((v, 2)) = digits(s, end + 1) {
                            sec = Some(v);
                            end += 3;
                        }
                    }
                    p.hour = Some(h);
                    p.min = Some(m);
                    p.sec = sec;
                    // A zone right after (spaces allowed).
                    let mut z = end;
                    while s.get(z) == Some(&b' ') {
                        z += 1;
                    }
                    let zs = z;
                    if matches!(s.get(z), Some(b'+') | Some(b'-')) {
                        z += 1;
                        while s.get(z).is_some_and(|c| c.is_ascii_digit() || *c == b':') {
                            z += 1;
                        }
                    } else {
                        while s.get(z).is_some_and(|c| c.is_ascii_alphabetic()) {
                            z += 1;
                        }
                    }
                    let zone = String::from_utf8_lossy(&s[zs..z]).into_owned();
                    if let Some(off) = zone_offset(&zone) {
                        p.zone = Some(zone);
                        p.offset = Some(off);
                        end = z;
                    }
                    let from = if i > 0 && (s[i - 1] == b'T' || s[i - 1] == b't') { i - 1 } else { i };
                    s[from..end].fill(b' ');
                    return;
                }
            }
        }
        i += 1;
    }
}

enum Tok {
    Num(i64, usize),
    Word(String),
    Sep(u8),
}

fn tokens(s: &[u8]) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c.is_ascii_digit() {
            match digits(s, i) {
                Some((v, n)) => {
                    out.push(Tok::Num(v, n));
                    i += n;
                }
                None => {
                    out.push(Tok::Sep(b'?'));
                    i += s[i..].iter().take_while(|c| c.is_ascii_digit()).count();
                }
            }
        } else if c.is_ascii_alphabetic() {
            let n = s[i..].iter().take_while(|c| c.is_ascii_alphabetic()).count();
            out.push(Tok::Word(String::from_utf8_lossy(&s[i..i + n]).to_ascii_lowercase()));
            i += n;
        } else {
            if c != b' ' && c != b',' && c != b'.' {
                out.push(Tok::Sep(c));
            }
            i += 1;
        }
    }
    out
}

fn name_index(w: &str, names: &[&str]) -> Option<usize> {
    if w.len() < 3 {
        return None;
    }
    names.iter().position(|n| w.starts_with(n))
}

/// The date fields of the tokens, in the forms listed at the top.
fn take_date(toks: &[Tok], p: &mut Parsed) {
    use Tok::{Num, Sep, Word};
    for (i, t) in toks.iter().enumerate() {
        if let Word(w) = t {
            if let Some(d) = name_index(w, &DAYS) {
                p.wday = Some(d as i64);
            }
            if let Some(m) = name_index(w, &MONTHS) {
                p.mon = Some(m as i64 + 1);
                // "31 Jan [2024]" before "Jan 31 [2024]".
                let before = if i > 0 { toks.get(i - 1) } else { None };
                let after = toks.get(i + 1);
                match (before, after) {
                    (Some(Num(d, dl)), _) if *dl <= 2 => {
                        p.mday = Some(*d);
                        if let Some(Num(y, _)) = after {
                            p.year = Some(*y);
                        }
                    }
                    (_, Some(Num(n, nl))) if *nl <= 2 => {
                        p.mday = Some(*n);
                        if let Some(Num(y, _)) = toks.get(i + 2) {
                            p.year = Some(*y);
                        }
                    }
                    (_, Some(Num(y, _))) => p.year = Some(*y),
                    _ => {}
                }
                return;
            }
        }
    }
    for i in 0..toks.len() {
        if let (Some(Num(a, al)), Some(Sep(s1)), Some(Num(b, _)), Some(Sep(s2)), Some(Num(c, _))) =
            (toks.get(i), toks.get(i + 1), toks.get(i + 2), toks.get(i + 3), toks.get(i + 4))
        {
            if s1 == s2 && (*s1 == b'-' || *s1 == b'/') {
                let neg = i > 0 && matches!(toks.get(i - 1), Some(Sep(b'-')));
                if *al > 2 || *s1 == b'-' {
                    p.year = Some(if neg { -*a } else { *a });
                    p.mon = Some(*b);
                    p.mday = Some(*c);
                } else {
                    // US order "01/31/2024".
                    p.mon = Some(*a);
                    p.mday = Some(*b);
                    p.year = Some(*c);
                }
                return;
            }
        }
        if let Some(Num(v, 8)) = toks.get(i) {
            p.year = Some(v / 10000);
            p.mon = Some(v / 100 % 100);
            p.mday = Some(v % 100);
            return;
        }
    }
}

fn parse_text(s: &[u8]) -> Parsed {
    let mut buf = s.to_vec();
    let mut p = Parsed::default();
    take_time(&mut buf, &mut p);
    take_date(&tokens(&buf), &mut p);
    p
}

/// The Hash of the fields found, keys in `order`.
fn to_hash(rb: &mut Ruby, p: &Parsed, order: &[&str]) -> Result {
    let h = rb.new_hash();
    {
        for k in order {
            let v = match *k {
                "zone" => match &p.zone {
                    Some(z) => rb.new_str(z),
                    None => continue,
                },
                _ => {
                    let f = match *k {
                        "hour" => p.hour,
                        "min" => p.min,
                        "sec" => p.sec,
                        "wday" => p.wday,
                        "year" => p.year,
                        "mon" => p.mon,
                        "mday" => p.mday,
                        "yday" => p.yday,
                        _ => p.offset,
                    };
                    match f {
                        Some(i) => rb.new_int(i),
                        None => continue,
                    }
                }
            };
            rb.hash_set(h, Value::symbol(intern(k)), v)?;
        }
    }
    Ok(h)
}

fn string_arg(rb: &mut Ruby, args: &Args, default: &str) -> Result<Vec<u8>> {
    if args.is_empty() {
        return Ok(default.as_bytes().to_vec());
    }
    let s = rb.expect_string(args.get(0))?;
    Ok(rb.str_bytes(s).to_vec())
}

fn s_underscore_parse(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let s = string_arg(rb, args, "")?;
    let p = parse_text(&s);
    to_hash(rb, &p, &PARSE_ORDER)
}

/// A Date from parsed fields: the current year when only month/day are known, the first of
/// the month when only year/month are; Date::Error "invalid date" otherwise.
fn date_from(rb: &mut Ruby, klass: Value, p: &Parsed, sg: f64) -> Result {
    let jd = match (p.year, p.mon, p.mday, p.yday) {
        (Some(y), None, None, Some(yd)) => civil::valid_ordinal(y, yd, sg),
        (y, Some(m), d, _) if y.is_some() || d.is_some() => {
            let y = match y {
                Some(y) => y,
                None => {
                    let k = rb.core_class(CoreClass::Time);
                    let now = rb.call(k, "now", &[])?;
                    rb.time_fields(now)?.year
                }
            };
            civil::valid_civil(y, m, d.unwrap_or(1), sg)
        }
        _ => None,
    };
    match jd {
        Some(jd) => Ok(new_date(rb, klass, jd, Rat::int(0), sg)),
        None => Err(date_error(rb, "invalid date")),
    }
}

fn s_parse(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(3))?;
    let s = string_arg(rb, args, "-4712-01-01")?;
    let sg = start_arg(rb, (args.len() > 2).then(|| args.get(2)))?;
    let p = parse_text(&s);
    date_from(rb, recv, &p, sg)
}

/// Strict ISO 8601 dates: "YYYY-MM-DD", "YYYYMMDD", "YYYY-DDD" (surrounding spaces allowed).
fn iso8601(s: &[u8]) -> Option<Parsed> {
    let t = std::str::from_utf8(s).ok()?.trim();
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let all_digits = |x: &str| !x.is_empty() && x.bytes().all(|c| c.is_ascii_digit());
    let parts: Vec<&str> = body.split('-').collect();
    let mut p = Parsed::default();
    let sign = |y: i64| if neg { -y } else { y };
    match parts.as_slice() {
        [y, m, d] if all_digits(y) && y.len() >= 4 && m.len() == 2 && d.len() == 2 && all_digits(m) && all_digits(d) => {
            p.year = Some(sign(y.parse().ok()?));
            p.mon = Some(m.parse().ok()?);
            p.mday = Some(d.parse().ok()?);
        }
        [y, yd] if all_digits(y) && y.len() >= 4 && yd.len() == 3 && all_digits(yd) => {
            p.year = Some(sign(y.parse().ok()?));
            p.yday = Some(yd.parse().ok()?);
        }
        [all] if all.len() == 8 && all_digits(all) => {
            p.year = Some(sign(all[..4].parse().ok()?));
            p.mon = Some(all[4..6].parse().ok()?);
            p.mday = Some(all[6..].parse().ok()?);
        }
        _ => return None,
    }
    Some(p)
}

fn s_underscore_iso8601(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let s = string_arg(rb, args, "")?;
    let p = iso8601(&s).unwrap_or_default();
    to_hash(rb, &p, &ISO_ORDER)
}

fn s_iso8601(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(2))?;
    let s = string_arg(rb, args, "-4712-01-01")?;
    let sg = start_arg(rb, (args.len() > 1).then(|| args.get(1)))?;
    match iso8601(&s) {
        Some(p) => date_from(rb, recv, &p, sg),
        None => Err(date_error(rb, "invalid date")),
    }
}

/// A name from `names` (full or three-letter, any case) at the start of `s`: (index, length).
fn read_name(s: &[u8], names: &[&str]) -> Option<(usize, usize)> {
    for (i, full) in names.iter().enumerate() {
        let f = full.as_bytes();
        if s.len() >= f.len() && s[..f.len()].eq_ignore_ascii_case(f) {
            return Some((i, f.len()));
        }
    }
    for (i, full) in names.iter().enumerate() {
        let f = &full.as_bytes()[..3];
        if s.len() >= 3 && s[..3].eq_ignore_ascii_case(f) {
            return Some((i, 3));
        }
    }
    None
}

/// Up to `max` digits (with an optional sign when `signed`).
fn read_num(s: &[u8], max: usize, signed: bool) -> Option<(i64, usize)> {
    let (neg, start) = match s.first() {
        Some(b'-') if signed => (true, 1),
        Some(b'+') if signed => (false, 1),
        _ => (false, 0),
    };
    let n = s[start..].iter().take(max).take_while(|c| c.is_ascii_digit()).count();
    if n == 0 {
        return None;
    }
    let v: i64 = std::str::from_utf8(&s[start..start + n]).ok()?.parse().ok()?;
    Some((if neg { -v } else { v }, start + n))
}

/// Reads `s` by `fmt`; None when it does not match. Leftover text is an error (CRuby keeps it
/// as `:leftover`; we refuse it, as `strptime` does).
fn strptime(s: &[u8], fmt: &[u8], p: &mut Parsed, century: &mut Option<i64>) -> Option<usize> {
    let mut si = 0;
    let mut fi = 0;
    while fi < fmt.len() {
        let c = fmt[fi];
        if c == b'%' && fi + 1 < fmt.len() {
            let conv = fmt[fi + 1];
            fi += 2;
            let rest = &s[si..];
            let n = match conv {
                b'Y' => {
                    let (v, n) = read_num(rest, 15, true)?;
                    p.year = Some(v);
                    note(p, "year");
                    n
                }
                b'C' => {
                    let (v, n) = read_num(rest, 2, true)?;
                    *century = Some(v);
                    n
                }
                b'y' => {
                    let (v, n) = read_num(rest, 2, false)?;
                    p.year = Some(v);
                    note(p, "year");
                    if century.is_none() {
                        *century = Some(if v < 69 { 20 } else { 19 });
                    }
                    n
                }
                b'm' => {
                    let (v, n) = read_num(rest, 2, false)?;
                    if !(1..=12).contains(&v) {
                        return None;
                    }
                    p.mon = Some(v);
                    note(p, "mon");
                    n
                }
                b'd' | b'e' => {
                    let skip = rest.iter().take_while(|c| **c == b' ').count();
                    let (v, n) = read_num(&rest[skip..], 2, false)?;
                    if !(1..=31).contains(&v) {
                        return None;
                    }
                    p.mday = Some(v);
                    note(p, "mday");
                    skip + n
                }
                b'j' => {
                    let (v, n) = read_num(rest, 3, false)?;
                    if !(1..=366).contains(&v) {
                        return None;
                    }
                    p.yday = Some(v);
                    note(p, "yday");
                    n
                }
                b'H' | b'k' => {
                    let (v, n) = read_num(rest, 2, false)?;
                    p.hour = Some(v);
                    note(p, "hour");
                    n
                }
                b'M' => {
                    let (v, n) = read_num(rest, 2, false)?;
                    p.min = Some(v);
                    note(p, "min");
                    n
                }
                b'S' => {
                    let (v, n) = read_num(rest, 2, false)?;
                    p.sec = Some(v);
                    note(p, "sec");
                    n
                }
                b'b' | b'B' | b'h' => {
                    let (i, n) = read_name(rest, &super::MONTH_NAMES)?;
                    p.mon = Some(i as i64 + 1);
                    note(p, "mon");
                    n
                }
                b'a' | b'A' => {
                    let (i, n) = read_name(rest, &super::DAY_NAMES)?;
                    p.wday = Some(i as i64);
                    note(p, "wday");
                    n
                }
                b'F' => strptime(rest, b"%Y-%m-%d", p, century)?,
                b'D' | b'x' => strptime(rest, b"%m/%d/%y", p, century)?,
                b'T' | b'X' => strptime(rest, b"%H:%M:%S", p, century)?,
                b'R' => strptime(rest, b"%H:%M", p, century)?,
                b'%' => {
                    if rest.first() != Some(&b'%') {
                        return None;
                    }
                    1
                }
                _ => return None,
            };
            si += n;
        } else if c.is_ascii_whitespace() {
            fi += 1;
            while si < s.len() && s[si].is_ascii_whitespace() {
                si += 1;
            }
        } else {
            if s.get(si) != Some(&c) {
                return None;
            }
            si += 1;
            fi += 1;
        }
    }
    Some(si)
}

/// Records that `strptime` met `field`.
fn note(p: &mut Parsed, field: &'static str) {
    if !p.seen.contains(&field) {
        p.seen.push(field);
    }
}

/// `_strptime` as a Parsed: the century applied, None when the text does not match.
fn strptime_fields(s: &[u8], fmt: &[u8]) -> Option<(Parsed, usize)> {
    let mut p = Parsed::default();
    let mut century = None;
    let used = strptime(s, fmt, &mut p, &mut century)?;
    if let (Some(c), Some(y)) = (century, p.year) {
        // %y gives the year within the century; %C alone with %Y is not combined.
        if (0..100).contains(&y) {
            p.year = Some(c * 100 + y);
        }
    }
    Some((p, used))
}

fn s_underscore_strptime(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let s = string_arg(rb, args, "")?;
    let fmt = if args.len() > 1 {
        let f = rb.expect_string(args.get(1))?;
        rb.str_bytes(f).to_vec()
    } else {
        b"%F".to_vec()
    };
    match strptime_fields(&s, &fmt) {
        Some((p, used)) => {
            let order = p.seen.clone();
            let h = to_hash(rb, &p, &order)?;
            if used < s.len() {
                let left = rb.new_string(s[used..].to_vec());
                rb.hash_set(h, Value::symbol(intern("leftover")), left)?;
            }
            Ok(h)
        }
        None => Ok(Value::NIL),
    }
}

fn s_strptime(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(3))?;
    let s = string_arg(rb, args, "-4712-01-01")?;
    let fmt = if args.len() > 1 {
        let f = rb.expect_string(args.get(1))?;
        rb.str_bytes(f).to_vec()
    } else {
        b"%F".to_vec()
    };
    let sg = start_arg(rb, (args.len() > 2).then(|| args.get(2)))?;
    match strptime_fields(&s, &fmt) {
        Some((mut p, used)) if used == s.len() => {
            if p.year.is_none() && p.mon.is_none() && p.mday.is_none() && p.yday.is_none() {
                return Err(date_error(rb, "invalid date"));
            }
            if p.year.is_some() && p.mon.is_none() && p.yday.is_none() {
                p.mon = Some(1);
            }
            if p.mon.is_some() && p.mday.is_none() {
                p.mday = Some(1);
            }
            date_from(rb, recv, &p, sg)
        }
        _ => Err(date_error(rb, "invalid date")),
    }
}

pub fn init(rb: &mut Ruby, k: Value) -> Result<()> {
    rb.define_singleton_method(k, "_parse", -1, s_underscore_parse)?;
    rb.define_singleton_method(k, "parse", -1, s_parse)?;
    rb.define_singleton_method(k, "_iso8601", -1, s_underscore_iso8601)?;
    rb.define_singleton_method(k, "iso8601", -1, s_iso8601)?;
    rb.define_singleton_method(k, "_strptime", -1, s_underscore_strptime)?;
    rb.define_singleton_method(k, "strptime", -1, s_strptime)?;
    Ok(())
}
