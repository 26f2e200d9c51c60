//! Time's text: `strftime` (every conversion of CRuby's, with the flags `-` `_` `0` `^` `#`, a
//! width, the `:` forms of `%z` and the `E`/`O` modifiers), `to_s` and `inspect` (which shows
//! the fraction of the second: decimal digits when it is a whole number of nanoseconds, else
//! the exact Rational).
//!
//! Invariant: an unknown conversion is copied to the output as written (flags and width
//! included), as CRuby does; widths are capped by the VM's string limit before padding.

use num_bigint::BigInt;
use num_integer::Integer;

use super::exact::Rat;
use super::zone::{civil_from_days, days_from_civil};
use super::{broken_of, time_of, Broken};
use crate::object as obj;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

const MONTH_NAMES: [&str; 12] =
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAY_NAMES: [&str; 7] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/// Widths past this are refused (ArgumentError), so a format cannot ask for gigabytes.
const MAX_WIDTH: usize = 1 << 20;

#[derive(Clone, Copy, Default)]
struct Spec {
    /// '-', '_' or '0' (the last one given), or 0 for the conversion's default.
    pad: u8,
    /// A '-' was given (no padding; for `%z`, "-0000" in UTC).
    minus: bool,
    upper: bool,
    swap: bool,
    width: Option<usize>,
    colons: usize,
}

fn pad_to(out: &mut Vec<u8>, text: &[u8], width: usize, fill: u8) {
    for _ in text.len()..width {
        out.push(fill);
    }
    out.extend_from_slice(text);
}

/// A number with the conversion's default width and fill (`b'0'` or `b' '`).
fn num(out: &mut Vec<u8>, sp: &Spec, v: i64, def_width: usize, def_fill: u8) {
    num_text(out, sp, v < 0, &v.unsigned_abs().to_string(), def_width, def_fill);
}

fn num_big(out: &mut Vec<u8>, sp: &Spec, v: &BigInt, def_width: usize, def_fill: u8) {
    num_text(out, sp, v.sign() == num_bigint::Sign::Minus, &v.magnitude().to_string(), def_width, def_fill);
}

/// A number given as its sign and digits.
fn num_text(out: &mut Vec<u8>, sp: &Spec, neg: bool, digits: &str, def_width: usize, def_fill: u8) {
    let signed = if neg { format!("-{digits}") } else { digits.to_string() };
    if sp.minus {
        out.extend_from_slice(signed.as_bytes());
        return;
    }
    let fill = match sp.pad {
        b'_' => b' ',
        b'0' => b'0',
        _ => def_fill,
    };
    let width = sp.width.unwrap_or(def_width);
    if fill == b'0' {
        let mut t = Vec::new();
        if neg {
            t.push(b'-');
        }
        t.resize(width.saturating_sub(digits.len()).max(t.len()), b'0');
        t.extend_from_slice(digits.as_bytes());
        out.extend_from_slice(&t);
    } else {
        pad_to(out, signed.as_bytes(), width, b' ');
    }
}

/// Text (names, zone, composites): padded with spaces (zeros with `0`) to the width.
fn text(out: &mut Vec<u8>, sp: &Spec, s: &str, swap_down: bool) {
    let s = if sp.upper || (sp.swap && !swap_down) {
        s.to_ascii_uppercase()
    } else if sp.swap && swap_down {
        s.to_ascii_lowercase()
    } else {
        s.to_string()
    };
    if sp.minus {
        out.extend_from_slice(s.as_bytes());
        return;
    }
    let fill = if sp.pad == b'0' { b'0' } else { b' ' };
    pad_to(out, s.as_bytes(), sp.width.unwrap_or(0), fill);
}

/// Digits of the fraction of the second (`%N`, `%L`): `n` digits, truncated.
fn frac_digits(sub: &Rat, n: usize) -> String {
    let scaled = Rat::new(&sub.num * num_traits::pow(num_bigint::BigInt::from(10), n), sub.den.clone()).floor();
    let s = scaled.to_string();
    format!("{}{}", "0".repeat(n.saturating_sub(s.len())), s)
}

/// ISO 8601 week-based year and week number.
fn iso_week(b: &Broken) -> (i64, i64) {
    let wday_mon = (b.wday + 6) % 7; // Monday 0
    let days = days_from_civil(b.year, b.mon, b.mday);
    let thursday = days - wday_mon + 3;
    let (y, _, _) = civil_from_days(thursday);
    let week = (thursday - days_from_civil(y, 1, 1)) / 7 + 1;
    (y, week)
}

fn zone_offset(out: &mut Vec<u8>, sp: &Spec, b: &Broken, utc: bool) {
    let off = b.offset;
    let neg = off < 0 || (off == 0 && utc && sp.minus);
    let a = off.unsigned_abs();
    let (h, m, s) = (a / 3600, a / 60 % 60, a % 60);
    let rest = match sp.colons {
        0 => format!("{m:02}"),
        1 => format!(":{m:02}"),
        2 => format!(":{m:02}:{s:02}"),
        _ => {
            if s != 0 {
                format!(":{m:02}:{s:02}")
            } else if m != 0 {
                format!(":{m:02}")
            } else {
                String::new()
            }
        }
    };
    let sign = if neg { '-' } else { '+' };
    let hdigits = match sp.width {
        Some(w) if w > rest.len() + 3 => w - rest.len() - 1,
        _ => 2,
    };
    if sp.pad == b'_' {
        let hs = format!("{sign}{h}");
        let mut t = Vec::new();
        pad_to(&mut t, hs.as_bytes(), hdigits + 1, b' ');
        out.extend_from_slice(&t);
    } else {
        out.push(sign as u8);
        let hs = h.to_string();
        pad_to(out, hs.as_bytes(), hdigits, b'0');
    }
    out.extend_from_slice(rest.as_bytes());
}

/// Formats `b` by `fmt` into bytes (shared with Date through `api::strftime`, which passes a
/// midnight Broken).
/// Err for a format CRuby calls invalid (a `%` sequence cut
/// short by the end, `%` after `:`/`E`/`O`) or a width past `MAX_WIDTH`.
pub fn strftime_bytes(b: &Broken, utc: bool, fmt: &[u8]) -> Result<Vec<u8>, ()> {
    let mut out = Vec::with_capacity(fmt.len() + 16);
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        if c != b'%' {
            out.push(c);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let mut sp = Spec::default();
        while i < fmt.len() {
            match fmt[i] {
                b'-' => {
                    sp.pad = b'-';
                    sp.minus = true;
                }
                b'_' | b'0' => sp.pad = fmt[i],
                b'^' => sp.upper = true,
                b'#' => sp.swap = true,
                _ => break,
            }
            i += 1;
        }
        let wstart = i;
        while i < fmt.len() && fmt[i].is_ascii_digit() {
            i += 1;
        }
        if i > wstart {
            let w: usize = std::str::from_utf8(&fmt[wstart..i]).ok().and_then(|s| s.parse().ok()).unwrap_or(usize::MAX);
            if w > MAX_WIDTH {
                return Err(());
            }
            sp.width = Some(w);
        }
        while i < fmt.len() && fmt[i] == b':' {
            sp.colons += 1;
            i += 1;
        }
        if i < fmt.len() && (fmt[i] == b'E' || fmt[i] == b'O') && sp.colons == 0 {
            let m = fmt[i];
            if fmt.get(i + 1) == Some(&b'%') {
                return Err(());
            }
            let ok = i + 1 < fmt.len() && if m == b'E' { b"cCxXyY".contains(&fmt[i + 1]) } else { b"deHkIlmMSuUVwWy".contains(&fmt[i + 1]) };
            if ok {
                i += 1;
            } else {
                let end = (i + 1).min(fmt.len());
                out.extend_from_slice(&fmt[start..end]);
                i = end;
                continue;
            }
        }
        if i >= fmt.len() {
            if sp.colons > 0 {
                out.extend_from_slice(&fmt[start..]);
                break;
            }
            return Err(());
        }
        let conv = fmt[i];
        i += 1;
        if sp.colons > 0 && conv == b'%' {
            return Err(());
        }
        if sp.colons > 0 && conv != b'z' {
            out.extend_from_slice(&fmt[start..i]);
            continue;
        }
        let hour12 = if b.hour % 12 == 0 { 12 } else { b.hour % 12 };
        let composite = |f: &str, out: &mut Vec<u8>| -> Result<(), ()> {
            let s = strftime_bytes(b, utc, f.as_bytes())?;
            let s = String::from_utf8_lossy(&s).into_owned();
            text(out, &Spec { swap: false, ..sp }, &s, false);
            Ok(())
        };
        match conv {
            b'Y' => {
                let y = b.full_year();
                let w = if y.sign() == num_bigint::Sign::Minus { 5 } else { 4 };
                num_big(&mut out, &sp, &y, w, b'0');
            }
            b'C' => num_big(&mut out, &sp, &b.full_year().div_floor(&BigInt::from(100)), 2, b'0'),
            b'y' => num(&mut out, &sp, b.year.rem_euclid(100), 2, b'0'),
            b'm' => num(&mut out, &sp, b.mon, 2, b'0'),
            b'B' => text(&mut out, &sp, MONTH_NAMES[(b.mon - 1) as usize], false),
            b'b' | b'h' => text(&mut out, &sp, &MONTH_NAMES[(b.mon - 1) as usize][..3], false),
            b'd' => num(&mut out, &sp, b.mday, 2, b'0'),
            b'e' => num(&mut out, &sp, b.mday, 2, b' '),
            b'j' => num(&mut out, &sp, b.yday, 3, b'0'),
            b'H' => num(&mut out, &sp, b.hour, 2, b'0'),
            b'k' => num(&mut out, &sp, b.hour, 2, b' '),
            b'I' => num(&mut out, &sp, hour12, 2, b'0'),
            b'l' => num(&mut out, &sp, hour12, 2, b' '),
            b'P' => {
                let s = if b.hour < 12 { "am" } else { "pm" };
                let sp2 = Spec { swap: false, upper: sp.upper || sp.swap, ..sp };
                text(&mut out, &sp2, s, false);
            }
            b'p' => {
                let s = if b.hour < 12 { "AM" } else { "PM" };
                text(&mut out, &sp, s, true);
            }
            b'M' => num(&mut out, &sp, b.min, 2, b'0'),
            b'S' => num(&mut out, &sp, b.sec, 2, b'0'),
            b'L' | b'N' => {
                let n = match sp.width {
                    Some(0) | None => {
                        if conv == b'L' {
                            3
                        } else {
                            9
                        }
                    }
                    Some(w) => w,
                };
                out.extend_from_slice(frac_digits(&b.subsec, n).as_bytes());
            }
            b'z' => {
                if sp.colons > 3 {
                    out.extend_from_slice(&fmt[start..i]);
                } else {
                    zone_offset(&mut out, &sp, b, utc);
                }
            }
            b'Z' => {
                if let Some(z) = b.zone.as_deref().filter(|z| !z.is_empty()) {
                    text(&mut out, &sp, z, true);
                }
            }
            b'A' => text(&mut out, &sp, DAY_NAMES[b.wday as usize], false),
            b'a' => text(&mut out, &sp, &DAY_NAMES[b.wday as usize][..3], false),
            b'u' => num(&mut out, &sp, if b.wday == 0 { 7 } else { b.wday }, 1, b'0'),
            b'w' => num(&mut out, &sp, b.wday, 1, b'0'),
            b'G' => {
                let (y, _) = iso_week(b);
                let y = b.full_year() + (y - b.year);
                let w = if y.sign() == num_bigint::Sign::Minus { 5 } else { 4 };
                num_big(&mut out, &sp, &y, w, b'0');
            }
            b'g' => num(&mut out, &sp, iso_week(b).0.rem_euclid(100), 2, b'0'),
            b'V' => num(&mut out, &sp, iso_week(b).1, 2, b'0'),
            b'U' => num(&mut out, &sp, (b.yday - 1 + 7 - b.wday) / 7, 2, b'0'),
            b'W' => num(&mut out, &sp, (b.yday - 1 + 7 - (b.wday + 6) % 7) / 7, 2, b'0'),
            b's' => num_big(&mut out, &sp, &b.secs_exact, 1, b'0'),
            b'n' => text(&mut out, &sp, "\n", false),
            b't' => text(&mut out, &sp, "\t", false),
            b'%' => text(&mut out, &sp, "%", false),
            b'c' => composite("%a %b %e %H:%M:%S %Y", &mut out)?,
            b'D' | b'x' => composite("%m/%d/%y", &mut out)?,
            b'F' => composite("%Y-%m-%d", &mut out)?,
            b'T' | b'X' => composite("%H:%M:%S", &mut out)?,
            b'R' => composite("%H:%M", &mut out)?,
            b'r' => composite("%I:%M:%S %p", &mut out)?,
            b'v' => composite("%e-%^b-%4Y", &mut out)?,
            _ => out.extend_from_slice(&fmt[start..i]),
        }
    }
    Ok(out)
}

fn strftime(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let f = vm.expect_string(args.get(0))?;
    let fmt = obj::as_string(f).bytes.to_vec();
    let b = broken_of(vm, recv)?;
    let utc = time_of(vm, recv)?.zone == super::zone::Zone::Utc;
    match strftime_bytes(&b, utc, &fmt) {
        Ok(out) => {
            let s = vm.new_binary_string(out);
            let e = crate::core::encoding::string_encoding(f);
            crate::core::encoding::set_string_encoding(s, e);
            Ok(s)
        }
        Err(()) => {
            let shown = String::from_utf8_lossy(&fmt).into_owned();
            Err(vm.arg_error(&format!("invalid format: {shown}")))
        }
    }
}

/// The text of `to_s` and (with the fraction) `inspect`.
fn text_form(vm: &mut Vm, recv: Value, inspect: bool) -> VmResult {
    let b = broken_of(vm, recv)?;
    let utc = time_of(vm, recv)?.zone == super::zone::Zone::Utc;
    let mut out = strftime_bytes(&b, utc, b"%Y-%m-%d %H:%M:%S").unwrap_or_default();
    if inspect && !num_traits::Zero::is_zero(&b.subsec.num) {
        let ns = b.subsec.mul_int(1_000_000_000);
        if ns.is_int() {
            let d = frac_digits(&b.subsec, 9);
            out.push(b'.');
            out.extend_from_slice(d.trim_end_matches('0').as_bytes());
        } else {
            out.extend_from_slice(format!(" {}/{}", b.subsec.num, b.subsec.den).as_bytes());
        }
    }
    if utc {
        out.extend_from_slice(b" UTC");
    } else {
        let f: &[u8] = if inspect && b.offset % 60 != 0 { b" %::z" } else { b" %z" };
        let z = strftime_bytes(&b, false, f).unwrap_or_default();
        let z: Vec<u8> = if inspect && b.offset % 60 != 0 { z.into_iter().filter(|&c| c != b':').collect() } else { z };
        out.extend_from_slice(&z);
    }
    let s = vm.new_binary_string(out);
    crate::core::encoding::set_string_encoding(s, crate::core::encoding::EncodingId::US_ASCII);
    Ok(s)
}

/// `xmlschema(fraction_digits = 0)` (alias `iso8601`): "YYYY-MM-DDTHH:MM:SS[.fff]" and "Z"
/// in UTC, "+HH:MM" otherwise.
fn xmlschema(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let n = match args.get(0) {
        _ if args.is_empty() => 0,
        v => vm.expect_int(v)?.max(0),
    };
    if n as usize > MAX_WIDTH {
        return Err(vm.arg_error("invalid format"));
    }
    let b = broken_of(vm, recv)?;
    let utc = time_of(vm, recv)?.zone == super::zone::Zone::Utc;
    let mut out = strftime_bytes(&b, utc, b"%Y-%m-%dT%H:%M:%S").unwrap_or_default();
    if n > 0 {
        out.push(b'.');
        out.extend_from_slice(frac_digits(&b.subsec, n as usize).as_bytes());
    }
    if utc {
        out.push(b'Z');
    } else {
        out.extend_from_slice(&strftime_bytes(&b, false, b"%:z").unwrap_or_default());
    }
    let s = vm.new_binary_string(out);
    crate::core::encoding::set_string_encoding(s, crate::core::encoding::EncodingId::US_ASCII);
    Ok(s)
}

pub fn init(vm: &mut Vm, time: Value) {
    vm.define_builtin(time, "xmlschema", -1, xmlschema);
    vm.define_builtin(time, "asctime", 0, |vm, r, _| {
        let b = broken_of(vm, r)?;
        let out = strftime_bytes(&b, false, b"%a %b %e %H:%M:%S %Y").unwrap_or_default();
        let s = vm.new_binary_string(out);
        crate::core::encoding::set_string_encoding(s, crate::core::encoding::EncodingId::US_ASCII);
        Ok(s)
    });
    vm.define_builtin(time, "strftime", -1, strftime);
    vm.define_builtin(time, "to_s", 0, |vm, r, _| text_form(vm, r, false));
    vm.define_builtin(time, "inspect", 0, |vm, r, _| text_form(vm, r, true));
}
