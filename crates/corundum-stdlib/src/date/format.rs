//! Date's text: `to_s`, `inspect`, `strftime` (through Time's formatter, `api::strftime`, given the date as
//! a midnight in a +00:00 zone, which is how CRuby's date formats it), and the fixed formats
//! (`iso8601`/`xmlschema`, `rfc3339`, `rfc2822`/`rfc822`, `httpdate`, `asctime`/`ctime`,
//! `jisx0301`).
//!
//! Invariant: results are US-ASCII Strings except `strftime`, whose result takes the format's
//! encoding (as Time#strftime).

use num_bigint::BigInt;

use super::civil;
use super::{date_of, DateData};
use corundum_vm::api::{strftime as format_fields, Args, Encoding, ExactRational as Rat, Result, Ruby, TimeFields, Value};

/// Days from the Julian day number to the Unix epoch.
const UNIX_EPOCH_JD: i64 = 2440588;

/// The date as Time's broken-down fields (midnight, offset zero, zone "+00:00").
pub fn broken_of_date(d: &DateData) -> TimeFields {
    let (year, mon, mday) = civil::jd_to_civil(d.jd, d.sg);
    let secs = (d.jd - UNIX_EPOCH_JD) * 86400;
    TimeFields {
        year,
        mon,
        mday,
        hour: 0,
        min: 0,
        sec: 0,
        nsec: 0,
        subsec: Rat::int(0),
        wday: civil::wday(d.jd),
        yday: civil::yday(d.jd, d.sg),
        offset: 0,
        dst: false,
        zone: Some("+00:00".to_string()),
        secs,
        secs_exact: BigInt::from(secs),
        era_years: None,
    }
}

fn ascii(rb: &mut Ruby, bytes: Vec<u8>) -> Value {
    rb.new_string_in(bytes, Encoding::US_ASCII)
}

/// The date formatted by a fixed, known-valid format.
fn fixed(rb: &mut Ruby, recv: Value, fmt: &str) -> Result {
    let b = broken_of_date(date_of(rb, recv)?);
    let out = format_fields(&b, false, fmt.as_bytes()).unwrap_or_default();
    Ok(ascii(rb, out))
}

fn strftime(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let b = broken_of_date(date_of(rb, recv)?);
    let (fmt, enc) = if args.is_empty() {
        (b"%F".to_vec(), Encoding::US_ASCII)
    } else {
        let f = rb.expect_string(args.get(0))?;
        (rb.str_bytes(f).to_vec(), rb.str_encoding(f))
    };
    match format_fields(&b, false, &fmt) {
        Some(out) => Ok(rb.new_string_in(out, enc)),
        None => {
            let shown = String::from_utf8_lossy(&fmt).into_owned();
            Err(rb.arg_error(&format!("invalid format: {shown}")))
        }
    }
}

/// `#<Date: 2024-01-31 ((2460341j,0s,0n),+0s,2299161j)>`: the day, seconds and nanoseconds
/// of the day fraction, the offset, and the reform start.
fn inspect(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = date_of(rb, recv)?;
    let b = broken_of_date(d);
    let day = String::from_utf8_lossy(&format_fields(&b, false, b"%Y-%m-%d").unwrap_or_default()).into_owned();
    let secs = d.frac.mul_int(86400);
    let whole = secs.floor();
    let ns = secs.sub(&Rat::new(whole.clone(), BigInt::from(1))).mul_int(1_000_000_000).floor();
    let sg = if d.sg.is_infinite() {
        if d.sg > 0.0 { "Inf".to_string() } else { "-Inf".to_string() }
    } else {
        format!("{:.0}", d.sg)
    };
    let jd = d.jd;
    let k = rb.obj_class(recv);
    let name = rb.class_name(k);
    let out = format!("#<{name}: {day} (({jd}j,{whole}s,{ns}n),+0s,{sg}j)>");
    Ok(rb.new_str(&out))
}

/// `jisx0301`: the Japanese era form ("R06.01.31"), ISO 8601 before the Meiji era.
fn jisx0301(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = date_of(rb, recv)?;
    let jd = d.jd;
    // Era starts (Gregorian) and letters.
    let eras = [(2019, 5, 1, 'R'), (1989, 1, 8, 'H'), (1926, 12, 25, 'S'), (1912, 7, 30, 'T'), (1873, 1, 1, 'M')];
    let (y, m, day) = civil::jd_to_civil(jd, d.sg);
    for (ey, em, ed, letter) in eras {
        if jd >= civil::gregorian_to_jd(ey, em, ed) {
            let text = format!("{letter}{:02}.{m:02}.{day:02}", y - ey + 1);
            return Ok(ascii(rb, text.into_bytes()));
        }
    }
    fixed(rb, recv, "%Y-%m-%d")
}

pub fn init(rb: &mut Ruby, k: Value) {
    rb.define_method(k, "to_s", 0, |rb, r, _| fixed(rb, r, "%Y-%m-%d"));
    rb.define_method(k, "iso8601", 0, |rb, r, _| fixed(rb, r, "%Y-%m-%d"));
    rb.define_method(k, "xmlschema", 0, |rb, r, _| fixed(rb, r, "%Y-%m-%d"));
    rb.define_method(k, "rfc3339", 0, |rb, r, _| fixed(rb, r, "%Y-%m-%dT%H:%M:%S+00:00"));
    rb.define_method(k, "rfc2822", 0, |rb, r, _| fixed(rb, r, "%a, %-d %b %Y %T %z"));
    rb.define_method(k, "rfc822", 0, |rb, r, _| fixed(rb, r, "%a, %-d %b %Y %T %z"));
    rb.define_method(k, "httpdate", 0, |rb, r, _| fixed(rb, r, "%a, %d %b %Y %T GMT"));
    rb.define_method(k, "asctime", 0, |rb, r, _| fixed(rb, r, "%a %b %e %T %Y"));
    rb.define_method(k, "ctime", 0, |rb, r, _| fixed(rb, r, "%a %b %e %T %Y"));
    rb.define_method(k, "jisx0301", 0, jisx0301);
    rb.define_method(k, "strftime", -1, strftime);
    rb.define_method(k, "inspect", 0, inspect);
}
