//! Rational comparison (`<=>`, `==`, `positive?`, `negative?`) and rounding (`floor`, `ceil`,
//! `truncate`, `round` with digits and `half:`), exact throughout: digits scale by a power of
//! ten as a Rational, the rounded value is scaled back, and fewer than one digit gives an
//! Integer (CRuby's `f_round_common`).

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Signed, Zero};

use super::{from_q, to_q, Q};
use crate::core::float::{self as flo, RoundMode};
use crate::core::integer::{self as int, to_big};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `<=>` for a Rational receiver.
fn rat_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = to_q(recv).expect("Rational");
    let o = args.get(0);
    if let Some(b) = to_q(o) {
        return Ok(Value::fixnum(a.compare(&b) as i64));
    }
    if let Some(f) = vm.float_value(o) {
        return Ok(match a.to_f64().partial_cmp(&f) {
            Some(ord) => Value::fixnum(ord as i64),
            None => Value::NIL,
        });
    }
    int::coerce_cmp(vm, recv, o)
}

/// `==` for a Rational receiver.
fn rat_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = to_q(recv).expect("Rational");
    let o = args.get(0);
    if let Some(b) = to_q(o) {
        return Ok(Value::bool(a == b.reduced()));
    }
    if let Some(f) = vm.float_value(o) {
        return Ok(Value::bool(a.to_f64() == f));
    }
    int::num_equal(vm, recv, o)
}

/// Rounds half away from zero, half to even or half towards zero.
fn round_q(q: &Q, mode: RoundMode) -> BigInt {
    if q.n.is_negative() {
        return -round_q(&q.neg(), mode);
    }
    let two = BigInt::from(2);
    let n2 = &q.n * &two;
    let d2 = &q.d * &two;
    match mode {
        RoundMode::Up => (n2 + &q.d).div_floor(&d2),
        RoundMode::Down => -(-(n2 - &q.d)).div_floor(&d2),
        RoundMode::Even => {
            let (qq, r) = (n2 + &q.d).div_rem(&d2);
            if r.is_zero() && qq.is_odd() {
                qq - BigInt::one()
            } else {
                qq
            }
        }
    }
}

#[derive(Clone, Copy)]
enum Kind {
    Floor,
    Ceil,
    Truncate,
    Round(RoundMode),
}

fn apply(q: &Q, k: Kind) -> BigInt {
    match k {
        Kind::Floor => q.floor(),
        Kind::Ceil => q.ceil(),
        Kind::Truncate => q.truncate(),
        Kind::Round(m) => round_q(q, m),
    }
}

fn rounding(vm: &mut Vm, recv: Value, args: &Args, k: Kind) -> VmResult {
    let pos = args.positional();
    if pos.len() > 1 {
        return Err(vm.arg_count_error(pos.len(), 0, 1));
    }
    let k = match k {
        Kind::Round(_) => Kind::Round(flo::rounding_mode(vm, args)?),
        k => k,
    };
    let q = to_q(recv).expect("Rational");
    if pos.is_empty() {
        let r = apply(&q, k);
        return Ok(vm.new_bignum(r));
    }
    let Some(nd) = to_big(pos[0]) else { return Err(vm.type_error("not an integer")) };
    // 10 ** |digits| through Integer#** (its size checks: "exponent is too large").
    let neg = nd.is_negative();
    let e = vm.new_bignum(nd.abs());
    let p = vm.call_method(Value::fixnum(10), intern("**"), &[e], None)?;
    let p = to_big(p).unwrap_or_else(BigInt::one);
    let n: i64 = if neg { -1 } else { num_traits::ToPrimitive::to_i64(&nd).unwrap_or(i64::MAX) };
    let scale = if n >= 0 { Q::int(p) } else { Q { n: BigInt::one(), d: p } };
    let s = q.mul(&scale);
    let r = Q::int(apply(&s, k)).div(&scale).expect("nonzero scale");
    if n < 1 {
        return Ok(vm.new_bignum(r.truncate()));
    }
    Ok(from_q(vm, r))
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.rational;
    vm.define_builtin(k, "<=>", 1, rat_cmp);
    vm.define_builtin(k, "==", 1, rat_eq);
    vm.define_builtin(k, "positive?", 0, |_vm, r, _a| Ok(Value::bool(to_q(r).is_some_and(|q| q.n.is_positive()))));
    vm.define_builtin(k, "negative?", 0, |_vm, r, _a| Ok(Value::bool(to_q(r).is_some_and(|q| q.n.is_negative()))));
    vm.define_builtin(k, "floor", -1, |vm, r, a| rounding(vm, r, a, Kind::Floor));
    vm.define_builtin(k, "ceil", -1, |vm, r, a| rounding(vm, r, a, Kind::Ceil));
    vm.define_builtin(k, "truncate", -1, |vm, r, a| rounding(vm, r, a, Kind::Truncate));
    vm.define_builtin(k, "round", -1, |vm, r, a| rounding(vm, r, a, Kind::Round(RoundMode::Up)));
}
