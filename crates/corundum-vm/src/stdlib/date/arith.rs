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
use crate::core::time::exact::{num_exact, Rat};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn is_numeric(vm: &mut Vm, v: Value) -> bool {
    v.is_fixnum() || crate::core::integer::is_integer(v) || vm.float_value(v).is_some() || crate::core::rational::is_rational(v)
}

/// The receiver moved by `days` (a Ruby number).
fn shifted(vm: &mut Vm, recv: Value, days: Value, negate: bool) -> VmResult {
    if !is_numeric(vm, days) {
        return Err(vm.type_error("expected numeric"));
    }
    if let Some(f) = vm.float_value(days) {
        if !f.is_finite() {
            return Err(date_error(vm, "invalid date"));
        }
    }
    let mut r = num_exact(vm, days)?;
    if negate {
        r = r.neg();
    }
    let d = date_of(vm, recv)?;
    let (jd, sg) = (d.jd, d.sg);
    let total = r.add(&d.frac);
    let whole = total.floor();
    let frac = total.sub(&Rat::new(whole.clone(), num_bigint::BigInt::from(1)));
    let jd = match whole.to_i64().and_then(|w| jd.checked_add(w)) {
        Some(j) => j,
        None => return Err(date_error(vm, "invalid date")),
    };
    check_jd(vm, jd)?;
    let k = vm.class_of_real(recv);
    Ok(new_date(vm, k, jd, frac, sg))
}

fn plus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    shifted(vm, recv, args.get(0), false)
}

fn minus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    if is_date(other) {
        let a = date_of(vm, recv)?;
        let b = date_of(vm, other)?;
        let diff = Rat::int(a.jd - b.jd).add(&a.frac).sub(&b.frac);
        return rat_value(vm, &diff);
    }
    shifted(vm, recv, other, true)
}

/// The receiver moved by `n` months.
fn months(vm: &mut Vm, recv: Value, n: Value) -> VmResult {
    if !is_numeric(vm, n) {
        return Err(vm.type_error("expected numeric"));
    }
    let n = match super::field_arg(vm, n, "month") {
        Ok(n) => n,
        Err(e) => return Err(e),
    };
    let d = date_of(vm, recv)?;
    let (jd, sg, frac) = (d.jd, d.sg, d.frac.clone());
    let (y, m, day) = civil::jd_to_civil(jd, sg);
    let total = match (y.checked_mul(12)).and_then(|t| t.checked_add(m - 1)).and_then(|t| t.checked_add(n)) {
        Some(t) => t,
        None => return Err(date_error(vm, "invalid date")),
    };
    let (ny, nm) = (total.div_euclid(12), total.rem_euclid(12) + 1);
    if ny.abs() > civil::MAX_YEAR {
        return Err(date_error(vm, "invalid date"));
    }
    let last = civil::last_mday(ny, nm, sg);
    let mut nd = day.min(last);
    // Under the reform a day may be missing (1582-10-05..14): step back to one that exists.
    let jd = loop {
        if let Some(j) = civil::valid_civil(ny, nm, nd, sg) {
            break j;
        }
        if nd <= 1 {
            return Err(date_error(vm, "invalid date"));
        }
        nd -= 1;
    };
    let k = vm.class_of_real(recv);
    Ok(new_date(vm, k, jd, frac, sg))
}

fn n_arg(vm: &mut Vm, args: &Args) -> VmResult<Value> {
    vm.check_argc(args, 0, Some(1))?;
    Ok(if args.is_empty() { vm.new_int(1) } else { args.get(0) })
}

/// `-n` for a Ruby number (through its `-@`).
fn negated(vm: &mut Vm, n: Value) -> VmResult {
    if n.is_fixnum() {
        return Ok(vm.new_int(-n.as_fixnum()));
    }
    if !is_numeric(vm, n) {
        return Err(vm.type_error("expected numeric"));
    }
    vm.call_method(n, crate::symbol::intern("-@"), &[], None)
}

fn times12(vm: &mut Vm, n: Value) -> VmResult {
    if !is_numeric(vm, n) {
        return Err(vm.type_error("expected numeric"));
    }
    let twelve = vm.new_int(12);
    vm.call_method(n, crate::symbol::intern("*"), &[twelve], None)
}

fn rshift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    months(vm, recv, args.get(0))
}

fn lshift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = negated(vm, args.get(0))?;
    months(vm, recv, n)
}

fn next_month(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = n_arg(vm, args)?;
    months(vm, recv, n)
}

fn prev_month(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = n_arg(vm, args)?;
    let n = negated(vm, n)?;
    months(vm, recv, n)
}

fn next_year(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = n_arg(vm, args)?;
    let n = times12(vm, n)?;
    months(vm, recv, n)
}

fn prev_year(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = n_arg(vm, args)?;
    let n = times12(vm, n)?;
    let n = negated(vm, n)?;
    months(vm, recv, n)
}

fn next_day(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = n_arg(vm, args)?;
    shifted(vm, recv, n, false)
}

fn prev_day(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = n_arg(vm, args)?;
    shifted(vm, recv, n, true)
}

fn succ(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let one = vm.new_int(1);
    shifted(vm, recv, one, false)
}

/// The receiver as an exact day count: jd + fraction.
fn day_count(vm: &mut Vm, v: Value) -> VmResult<Rat> {
    let d = date_of(vm, v)?;
    Ok(Rat::int(d.jd).add(&d.frac))
}

fn cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    let mine = day_count(vm, recv)?;
    let theirs = if is_date(other) {
        day_count(vm, other)?
    } else if is_numeric(vm, other) {
        // Numbers are astronomical Julian days: noon-based, half a day before the civil one.
        num_exact(vm, other)?.add(&Rat::new(1.into(), 2.into()))
    } else {
        return Ok(Value::NIL);
    };
    Ok(vm.new_int(mine.cmp(&theirs) as i64))
}

/// `===`: the same calendar day (a number is a Julian day number).
fn case_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    let jd = date_of(vm, recv)?.jd;
    if is_date(other) {
        let o = date_of(vm, other)?.jd;
        return Ok(Value::bool(jd == o));
    }
    if is_numeric(vm, other) {
        let r = num_exact(vm, other)?;
        return Ok(Value::bool(r == Rat::int(jd)));
    }
    Ok(Value::FALSE)
}

/// Yields the dates from the receiver towards `limit` by `by` days (sign gives direction).
fn walk(vm: &mut Vm, recv: Value, args: &Args, limit: Value, by: i64, name: &str) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, name, args.as_slice());
    };
    let end = day_count(vm, limit)?;
    // The current Date is kept in a temp root: the block may run the collector.
    let slot = vm.temp_roots.len();
    vm.temp_roots.push(recv);
    let r = (|| -> VmResult<()> {
        let mut cur = recv;
        loop {
            let here = day_count(vm, cur)?;
            let past = if by > 0 { here > end } else { here < end };
            if past {
                return Ok(());
            }
            vm.yield_block(&block, &[cur])?;
            let step = vm.new_int(by);
            cur = shifted(vm, cur, step, false)?;
            vm.temp_roots[slot] = cur;
        }
    })();
    vm.temp_roots.truncate(slot);
    r.map(|()| recv)
}

fn step(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let limit = args.get(0);
    let by = if args.len() > 1 { args.get(1) } else { vm.new_int(1) };
    if !is_date(limit) {
        return Err(vm.type_error("expected date"));
    }
    if !by.is_fixnum() {
        return Err(vm.type_error("expected integer step"));
    }
    let by = by.as_fixnum();
    if by == 0 {
        return Err(vm.arg_error("step can't be 0"));
    }
    walk(vm, recv, args, limit, by, "step")
}

fn upto(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    if !is_date(args.get(0)) {
        return Err(vm.type_error("expected date"));
    }
    walk(vm, recv, args, args.get(0), 1, "upto")
}

fn downto(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    if !is_date(args.get(0)) {
        return Err(vm.type_error("expected date"));
    }
    walk(vm, recv, args, args.get(0), -1, "downto")
}

pub fn init(vm: &mut Vm, k: Value) {
    vm.define_builtin(k, "+", 1, plus);
    vm.define_builtin(k, "-", 1, minus);
    vm.define_builtin(k, ">>", 1, rshift);
    vm.define_builtin(k, "<<", 1, lshift);
    vm.define_builtin(k, "next_month", -1, next_month);
    vm.define_builtin(k, "prev_month", -1, prev_month);
    vm.define_builtin(k, "next_year", -1, next_year);
    vm.define_builtin(k, "prev_year", -1, prev_year);
    vm.define_builtin(k, "next_day", -1, next_day);
    vm.define_builtin(k, "prev_day", -1, prev_day);
    vm.define_builtin(k, "next", 0, succ);
    vm.define_builtin(k, "succ", 0, succ);
    vm.define_builtin(k, "<=>", 1, cmp);
    vm.define_builtin(k, "===", 1, case_eq);
    vm.define_builtin(k, "step", -1, step);
    vm.define_builtin(k, "upto", -1, upto);
    vm.define_builtin(k, "downto", -1, downto);
}
