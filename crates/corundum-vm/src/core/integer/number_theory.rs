//! Number theory on Integers: `gcd`, `lcm`, `gcdlcm`, `digits`, `Integer.sqrt`, `ceildiv`.
//!
//! Invariant: arguments must be Integers (CRuby's TypeError otherwise); results are normalised.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{Signed, ToPrimitive, Zero};

use super::arith::int_arith;
use super::coerce::to_int_value;
use super::{int_sign, to_big};
use crate::object::{self as obj};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn int_arg(vm: &mut Vm, v: Value) -> VmResult<BigInt> {
    match to_big(v) {
        Some(b) => Ok(b),
        None => Err(vm.type_error("not an integer")),
    }
}

pub(super) fn i_gcd(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (a, b) = (to_big(recv).expect("int"), int_arg(vm, args.get(0))?);
    Ok(vm.new_bignum(a.gcd(&b)))
}
pub(super) fn i_lcm(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (a, b) = (to_big(recv).expect("int"), int_arg(vm, args.get(0))?);
    Ok(vm.new_bignum(a.lcm(&b)))
}
pub(super) fn i_gcdlcm(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (a, b) = (to_big(recv).expect("int"), int_arg(vm, args.get(0))?);
    let g = vm.new_bignum(a.gcd(&b));
    vm.temp_roots.push(g);
    let l = vm.new_bignum(a.lcm(&b));
    vm.temp_roots.push(l);
    let r = vm.new_array(vec![g, l]);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    Ok(r)
}

pub(super) fn i_digits(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    if int_sign(recv) == Ordering::Less {
        return Err(vm.make_error(vm.core.math_domain_error, "out of domain"));
    }
    let base = if args.is_empty() {
        BigInt::from(10)
    } else {
        let b = to_int_value(vm, args.get(0))?;
        let b = to_big(b).expect("int");
        if b.is_negative() {
            return Err(vm.arg_error("negative radix"));
        }
        if b < BigInt::from(2) {
            return Err(vm.arg_error(&format!("invalid radix {b}")));
        }
        b
    };
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    if let (true, Some(b)) = (recv.is_fixnum(), base.to_i64()) {
        let mut x = recv.as_fixnum();
        if x == 0 {
            obj::as_array_mut(out).items.push(Value::fixnum(0));
        }
        while x > 0 {
            obj::as_array_mut(out).items.push(Value::fixnum(x % b));
            x /= b;
        }
    } else {
        let mut a = to_big(recv).expect("int");
        loop {
            let (q, r) = a.div_mod_floor(&base);
            let d = vm.new_bignum(r);
            obj::as_array_mut(out).items.push(d);
            a = q;
            if a.is_zero() {
                break;
            }
        }
    }
    vm.temp_roots.pop();
    Ok(out)
}

pub(super) fn i_sqrt(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let n = to_int_value(vm, args.get(0))?;
    let a = to_big(n).expect("int");
    if a.is_negative() {
        return Err(vm.make_error(vm.core.math_domain_error, "Numerical argument is out of domain - \"isqrt\""));
    }
    Ok(vm.new_bignum(a.sqrt()))
}

pub(super) fn i_ceildiv(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    // -(-self).div(other)
    let o = args.get(0);
    let neg = int_arith(vm, Value::fixnum(0), recv, '-')?;
    let q = vm.call_method(neg, intern("div"), &[o], None)?;
    vm.call_method(q, intern("-@"), &[], None)
}
