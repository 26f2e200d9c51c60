//! Date's text: `to_s`, `inspect`, `strftime` (through core/time's formatter, given the date as
//! a midnight in a +00:00 zone, which is how CRuby's date formats it), and the fixed formats
//! (`iso8601`/`xmlschema`, `rfc3339`, `rfc2822`/`rfc822`, `httpdate`, `asctime`/`ctime`,
//! `jisx0301`).
//!
//! Invariant: results are US-ASCII Strings except `strftime`, whose result takes the format's
//! encoding (as Time#strftime).

use num_bigint::BigInt;

use super::civil;
use super::{date_of, DateData};
use crate::core::encoding::{set_string_encoding, string_encoding, EncodingId};
use crate::core::time::exact::Rat;
use crate::core::time::format::strftime_bytes;
use crate::core::time::Broken;
use crate::object as obj;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Days from the Julian day number to the Unix epoch.
const UNIX_EPOCH_JD: i64 = 2440588;

/// The date as Time's broken-down fields (midnight, offset zero, zone "+00:00").
pub fn broken_of_date(d: &DateData) -> Broken {
    let (year, mon, mday) = civil::jd_to_civil(d.jd, d.sg);
    let secs = (d.jd - UNIX_EPOCH_JD) * 86400;
    Broken {
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

fn ascii(vm: &mut Vm, bytes: Vec<u8>) -> Value {
    let s = vm.new_binary_string(bytes);
    set_string_encoding(s, EncodingId::US_ASCII);
    s
}

/// The date formatted by a fixed, known-valid format.
fn fixed(vm: &mut Vm, recv: Value, fmt: &str) -> VmResult {
    let b = broken_of_date(date_of(vm, recv)?);
    let out = strftime_bytes(&b, false, fmt.as_bytes()).unwrap_or_default();
    Ok(ascii(vm, out))
}

fn strftime(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let b = broken_of_date(date_of(vm, recv)?);
    let (fmt, enc) = if args.is_empty() {
        (b"%F".to_vec(), EncodingId::US_ASCII)
    } else {
        let f = vm.expect_string(args.get(0))?;
        (obj::as_string(f).bytes.to_vec(), string_encoding(f))
    };
    match strftime_bytes(&b, false, &fmt) {
        Ok(out) => {
            let s = vm.new_binary_string(out);
            set_string_encoding(s, enc);
            Ok(s)
        }
        Err(()) => {
            let shown = String::from_utf8_lossy(&fmt).into_owned();
            Err(vm.arg_error(&format!("invalid format: {shown}")))
        }
    }
}

/// `#<Date: 2024-01-31 ((2460341j,0s,0n),+0s,2299161j)>`: the day, seconds and nanoseconds
/// of the day fraction, the offset, and the reform start.
fn inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    let b = broken_of_date(d);
    let day = String::from_utf8_lossy(&strftime_bytes(&b, false, b"%Y-%m-%d").unwrap_or_default()).into_owned();
    let secs = d.frac.mul_int(86400);
    let whole = secs.floor();
    let ns = secs.sub(&Rat::new(whole.clone(), BigInt::from(1))).mul_int(1_000_000_000).floor();
    let sg = if d.sg.is_infinite() {
        if d.sg > 0.0 { "Inf".to_string() } else { "-Inf".to_string() }
    } else {
        format!("{:.0}", d.sg)
    };
    let jd = d.jd;
    let k = vm.class_of_real(recv);
    let name = vm.module_name(k);
    let out = format!("#<{name}: {day} (({jd}j,{whole}s,{ns}n),+0s,{sg}j)>");
    Ok(vm.new_str(&out))
}

/// `jisx0301`: the Japanese era form ("R06.01.31"), ISO 8601 before the Meiji era.
fn jisx0301(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = date_of(vm, recv)?;
    let jd = d.jd;
    // Era starts (Gregorian) and letters.
    let eras = [(2019, 5, 1, 'R'), (1989, 1, 8, 'H'), (1926, 12, 25, 'S'), (1912, 7, 30, 'T'), (1873, 1, 1, 'M')];
    let (y, m, day) = civil::jd_to_civil(jd, d.sg);
    for (ey, em, ed, letter) in eras {
        if jd >= civil::gregorian_to_jd(ey, em, ed) {
            let text = format!("{letter}{:02}.{m:02}.{day:02}", y - ey + 1);
            return Ok(ascii(vm, text.into_bytes()));
        }
    }
    fixed(vm, recv, "%Y-%m-%d")
}

pub fn init(vm: &mut Vm, k: Value) {
    vm.define_builtin(k, "to_s", 0, |vm, r, _| fixed(vm, r, "%Y-%m-%d"));
    vm.define_builtin(k, "iso8601", 0, |vm, r, _| fixed(vm, r, "%Y-%m-%d"));
    vm.define_builtin(k, "xmlschema", 0, |vm, r, _| fixed(vm, r, "%Y-%m-%d"));
    vm.define_builtin(k, "rfc3339", 0, |vm, r, _| fixed(vm, r, "%Y-%m-%dT%H:%M:%S+00:00"));
    vm.define_builtin(k, "rfc2822", 0, |vm, r, _| fixed(vm, r, "%a, %-d %b %Y %T %z"));
    vm.define_builtin(k, "rfc822", 0, |vm, r, _| fixed(vm, r, "%a, %-d %b %Y %T %z"));
    vm.define_builtin(k, "httpdate", 0, |vm, r, _| fixed(vm, r, "%a, %d %b %Y %T GMT"));
    vm.define_builtin(k, "asctime", 0, |vm, r, _| fixed(vm, r, "%a %b %e %T %Y"));
    vm.define_builtin(k, "ctime", 0, |vm, r, _| fixed(vm, r, "%a %b %e %T %Y"));
    vm.define_builtin(k, "jisx0301", 0, jisx0301);
    vm.define_builtin(k, "strftime", -1, strftime);
    vm.define_builtin(k, "inspect", 0, inspect);
}
