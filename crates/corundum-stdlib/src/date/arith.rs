//! Date arithmetic and order: `+`/`-` (days, possibly fractional; Date minus Date is a
//! Rational number of days), month and year shifting (`>>`, `<<`, `next_*`/`prev_*`),
//! `<=>` and `===`, and the iterators `step`, `upto`, `downto`.
//!
//! Invariants: the result of arithmetic has the receiver's class and start; a month shift
//! keeps the day when it exists and otherwise takes the target month's last day; numbers are
//! compared against the astronomical Julian day (jd + fraction - 1/2), as CRuby.

use num_traits::ToPrimitive;

use super::civil;
use super::fields::rat_value;
use super::{check_jd, date_error, date_of, is_date, new_date};
use corundum_vm::api::{Args, ExactRational as Rat, Result, Ruby, Value};

fn is_numeric(rb: &mut Ruby, v: Value) -> bool {
    v.is_fixnum() || rb.is_integer(v) || rb.float_value(v).is_some() || rb.is_rational(v)
}

/// The receiver moved by `days` (a Ruby number).
fn shifted(rb: &mut Ruby, recv: Value, days: Value, negate: bool) -> Result {
    if !is_numeric(rb, days) {
        return Err(rb.type_error("expected numeric"));
    }
    if let Some(f) = rb.float_value(days) {
        if !f.is_finite() {
            return Err(date_error(rb, "invalid date"));
        }
    }
    let mut r = rb.to_exact(days)?;
    if negate {
        r = r.neg();
    }
    let d = date_of(rb, recv)?;
    let (jd, sg) = (d.jd, d.sg);
    let total = r.add(&d.frac);
    let whole = total.floor();
    let frac = total.sub(&Rat::new(whole.clone(), num_bigint::BigInt::from(1)));
    let jd = match whole.to_i64().and_then(|w| jd.checked_add(w)) {
        Some(j) => j,
        None => return Err(date_error(rb, "invalid date")),
    };
    check_jd(rb, jd)?;
    let k = rb.obj_class(recv);
    Ok(new_date(rb, k, jd, frac, sg))
}

fn plus(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    shifted(rb, recv, args.get(0), false)
}

fn minus(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let other = args.get(0);
    if is_date(rb, other) {
        let a = day_count(rb, recv)?;
        let b = day_count(rb, other)?;
        let diff = a.sub(&b);
        return rat_value(rb, &diff);
    }
    shifted(rb, recv, other, true)
}

/// The receiver moved by `n` months.
fn months(rb: &mut Ruby, recv: Value, n: Value) -> Result {
    if !is_numeric(rb, n) {
        return Err(rb.type_error("expected numeric"));
    }
    let n = match super::field_arg(rb, n, "month") {
        Ok(n) => n,
        Err(e) => return Err(e),
    };
    let d = date_of(rb, recv)?;
    let (jd, sg, frac) = (d.jd, d.sg, d.frac.clone());
    let (y, m, day) = civil::jd_to_civil(jd, sg);
    let total = match (y.checked_mul(12)).and_then(|t| t.checked_add(m - 1)).and_then(|t| t.checked_add(n)) {
        Some(t) => t,
        None => return Err(date_error(rb, "invalid date")),
    };
    let (ny, nm) = (total.div_euclid(12), total.rem_euclid(12) + 1);
    if ny.abs() > civil::MAX_YEAR {
        return Err(date_error(rb, "invalid date"));
    }
    let last = civil::last_mday(ny, nm, sg);
    let mut nd = day.min(last);
    // Under the reform a day may be missing (1582-10-05..14): step back to one that exists.
    let jd = loop {
        if let Some(j) = civil::valid_civil(ny, nm, nd, sg) {
            break j;
        }
        if nd <= 1 {
            return Err(date_error(rb, "invalid date"));
        }
        nd -= 1;
    };
    let k = rb.obj_class(recv);
    Ok(new_date(rb, k, jd, frac, sg))
}

fn n_arg(rb: &mut Ruby, args: &Args) -> Result<Value> {
    args.check_count(rb, 0, Some(1))?;
    Ok(if args.is_empty() { rb.new_int(1) } else { args.get(0) })
}

/// `-n` for a Ruby number (through its `-@`).
fn negated(rb: &mut Ruby, n: Value) -> Result {
    if n.is_fixnum() {
        return Ok(rb.new_int(-n.as_fixnum()));
    }
    if !is_numeric(rb, n) {
        return Err(rb.type_error("expected numeric"));
    }
    rb.call(n, "-@", &[])
}

fn times12(rb: &mut Ruby, n: Value) -> Result {
    if !is_numeric(rb, n) {
        return Err(rb.type_error("expected numeric"));
    }
    let twelve = rb.new_int(12);
    rb.call(n, "*", &[twelve])
}

fn rshift(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    months(rb, recv, args.get(0))
}

fn lshift(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let n = negated(rb, args.get(0))?;
    months(rb, recv, n)
}

fn next_month(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let n = n_arg(rb, args)?;
    months(rb, recv, n)
}

fn prev_month(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let n = n_arg(rb, args)?;
    let n = negated(rb, n)?;
    months(rb, recv, n)
}

fn next_year(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let n = n_arg(rb, args)?;
    let n = times12(rb, n)?;
    months(rb, recv, n)
}

fn prev_year(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let n = n_arg(rb, args)?;
    let n = times12(rb, n)?;
    let n = negated(rb, n)?;
    months(rb, recv, n)
}

fn next_day(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let n = n_arg(rb, args)?;
    shifted(rb, recv, n, false)
}

fn prev_day(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let n = n_arg(rb, args)?;
    shifted(rb, recv, n, true)
}

fn succ(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let one = rb.new_int(1);
    shifted(rb, recv, one, false)
}

/// The receiver as an exact day count: jd + fraction.
fn day_count(rb: &mut Ruby, v: Value) -> Result<Rat> {
    let d = date_of(rb, v)?;
    Ok(Rat::int(d.jd).add(&d.frac))
}

fn cmp(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let other = args.get(0);
    let mine = day_count(rb, recv)?;
    let theirs = if is_date(rb, other) {
        day_count(rb, other)?
    } else if is_numeric(rb, other) {
        // Numbers are astronomical Julian days: noon-based, half a day before the civil one.
        rb.to_exact(other)?.add(&Rat::new(1.into(), 2.into()))
    } else {
        return Ok(Value::NIL);
    };
    Ok(rb.new_int(mine.cmp(&theirs) as i64))
}

/// `===`: the same calendar day (a number is a Julian day number).
fn case_eq(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let other = args.get(0);
    let jd = date_of(rb, recv)?.jd;
    if is_date(rb, other) {
        let o = date_of(rb, other)?.jd;
        return Ok(Value::bool(jd == o));
    }
    if is_numeric(rb, other) {
        let r = rb.to_exact(other)?;
        return Ok(Value::bool(r == Rat::int(jd)));
    }
    Ok(Value::FALSE)
}

/// Yields the dates from the receiver towards `limit` by `by` days (sign gives direction).
fn walk(rb: &mut Ruby, recv: Value, args: &Args, limit: Value, by: i64, name: &str) -> Result {
    let Some(block) = args.block() else {
        return rb.enumerator_for(recv, name, args.as_slice());
    };
    let end = day_count(rb, limit)?;
    // `cur`, a local, keeps the current Date alive while the block runs.
    let mut cur = recv;
    loop {
        let here = day_count(rb, cur)?;
        let past = if by > 0 { here > end } else { here < end };
        if past {
            return Ok(recv);
        }
        rb.yield_block(block, &[cur])?;
        let step = rb.new_int(by);
        cur = shifted(rb, cur, step, false)?;
    }
}

fn step(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let limit = args.get(0);
    let by = if args.len() > 1 { args.get(1) } else { rb.new_int(1) };
    if !is_date(rb, limit) {
        return Err(rb.type_error("expected date"));
    }
    if !by.is_fixnum() {
        return Err(rb.type_error("expected integer step"));
    }
    let by = by.as_fixnum();
    if by == 0 {
        return Err(rb.arg_error("step can't be 0"));
    }
    walk(rb, recv, args, limit, by, "step")
}

fn upto(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(1))?;
    if !is_date(rb, args.get(0)) {
        return Err(rb.type_error("expected date"));
    }
    walk(rb, recv, args, args.get(0), 1, "upto")
}

fn downto(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(1))?;
    if !is_date(rb, args.get(0)) {
        return Err(rb.type_error("expected date"));
    }
    walk(rb, recv, args, args.get(0), -1, "downto")
}

pub fn init(rb: &mut Ruby, k: Value) {
    rb.define_method(k, "+", 1, plus);
    rb.define_method(k, "-", 1, minus);
    rb.define_method(k, ">>", 1, rshift);
    rb.define_method(k, "<<", 1, lshift);
    rb.define_method(k, "next_month", -1, next_month);
    rb.define_method(k, "prev_month", -1, prev_month);
    rb.define_method(k, "next_year", -1, next_year);
    rb.define_method(k, "prev_year", -1, prev_year);
    rb.define_method(k, "next_day", -1, next_day);
    rb.define_method(k, "prev_day", -1, prev_day);
    rb.define_method(k, "next", 0, succ);
    rb.define_method(k, "succ", 0, succ);
    rb.define_method(k, "<=>", 1, cmp);
    rb.define_method(k, "===", 1, case_eq);
    rb.define_method(k, "step", -1, step);
    rb.define_method(k, "upto", -1, upto);
    rb.define_method(k, "downto", -1, downto);
}
