//! Time arithmetic and comparison: `+`/`-` with a number (exact: a Float adds its exact binary
//! value), `Time - Time` (a Float), `<=>` (a non-Time asks the other side, as CRuby's
//! rb_invcmp), and `round`/`floor`/`ceil` to a number of decimal digits of the second.
//!
//! Invariant: results are plain Times (not the receiver's subclass, as CRuby's) in the
//! receiver's zone; a result past the range limit is a
//! RangeError from `new_time`, never an overflow.

use num_bigint::BigInt;
use std::cmp::Ordering;

use super::exact::{num_exact, Rat};
use super::{new_time, time_of};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn shifted(vm: &mut Vm, recv: Value, delta: &Rat) -> VmResult {
    let d = time_of(vm, recv)?.clone();
    let k = vm.core.time_class;
    new_time(vm, k, d.t.add(delta), d.zone)
}

fn plus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if super::is_time(o) {
        return Err(vm.type_error("time + time?"));
    }
    let r = num_exact(vm, o)?;
    shifted(vm, recv, &r)
}

fn minus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if super::is_time(o) {
        let a = time_of(vm, recv)?.t.clone();
        let b = time_of(vm, o)?.t.clone();
        return Ok(vm.new_float(a.sub(&b).to_f64()));
    }
    let r = num_exact(vm, o)?;
    shifted(vm, recv, &r.neg())
}

fn cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if super::is_time(o) {
        let a = time_of(vm, recv)?.t.clone();
        let b = time_of(vm, o)?.t.clone();
        return Ok(Value::fixnum(match a.cmp(&b) {
            Ordering::Less => -1,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        }));
    }
    time_of(vm, recv)?;
    if o.is_special() && !o.is_fixnum() && !o.is_flonum() {
        return Ok(Value::NIL);
    }
    let id = intern("<=>");
    if !vm.respond_to(o, id, true) {
        return Ok(Value::NIL);
    }
    let r = vm.call_method(o, id, &[recv], None)?;
    if r.is_fixnum() {
        return Ok(Value::fixnum(-r.as_fixnum().signum()));
    }
    if r.is_nil() {
        return Ok(Value::NIL);
    }
    let zero = Value::fixnum(0);
    let gt = vm.call_method(r, intern(">"), &[zero], None)?;
    if gt.truthy() {
        return Ok(Value::fixnum(-1));
    }
    let lt = vm.call_method(r, intern("<"), &[zero], None)?;
    Ok(Value::fixnum(if lt.truthy() { 1 } else { 0 }))
}

#[derive(Clone, Copy)]
enum Mode {
    Round,
    Floor,
    Ceil,
}

/// `round`/`floor`/`ceil(ndigits = 0)`.
fn rounded(vm: &mut Vm, recv: Value, args: &Args, mode: Mode) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let nd = if args.get(0).is_nil() { 0 } else { vm.expect_int(args.get(0))? };
    if nd < 0 {
        return Err(vm.arg_error("negative ndigits given"));
    }
    let d = time_of(vm, recv)?.clone();
    // The unit is 10**-nd seconds: past the Time's own precision nothing changes.
    if nd > 4000 || d.t.den.bits() < 2 && d.t.is_int() {
        let k = vm.core.time_class;
        return new_time(vm, k, d.t, d.zone);
    }
    let unit = Rat::new(BigInt::from(1), num_traits::pow(BigInt::from(10), nd as usize));
    // v = t mod unit, in [0, unit).
    let q = Rat::new(&d.t.num * &unit.den, d.t.den.clone() * &unit.num).floor();
    let v = d.t.sub(&Rat::new(q * &unit.num, unit.den.clone()));
    let zero = Rat::int(0);
    let delta = match mode {
        Mode::Floor => v.neg(),
        Mode::Ceil if v == zero => zero,
        Mode::Ceil => unit.sub(&v),
        Mode::Round => {
            if v.mul_int(2).cmp(&unit) == Ordering::Less {
                v.neg()
            } else {
                unit.sub(&v)
            }
        }
    };
    let k = vm.core.time_class;
    new_time(vm, k, d.t.add(&delta), d.zone)
}

pub fn init(vm: &mut Vm, time: Value) {
    vm.define_builtin(time, "+", 1, plus);
    vm.define_builtin(time, "-", 1, minus);
    vm.define_builtin(time, "<=>", 1, cmp);
    vm.define_builtin(time, "round", -1, |vm, r, a| rounded(vm, r, a, Mode::Round));
    vm.define_builtin(time, "floor", -1, |vm, r, a| rounded(vm, r, a, Mode::Floor));
    vm.define_builtin(time, "ceil", -1, |vm, r, a| rounded(vm, r, a, Mode::Ceil));
}
