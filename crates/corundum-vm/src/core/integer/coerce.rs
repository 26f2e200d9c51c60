//! The coerce protocol for foreign operands (CRuby's `do_coerce`, `rb_num_coerce_bin`/`cmp`/
//! `relop`), `Integer#coerce`, `rb_to_int`.
//!
//! Invariant: a foreign operand is only ever reached through its own `coerce`; None/nil answers
//! become CRuby's TypeError or ArgumentError with its messages.

use super::{int_to_f64, is_integer};
use crate::core::float::{self as flo};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// CRuby's `do_coerce`: `y.coerce(x)`, giving the pair to retry with. Without `err`, a missing
/// coerce (or a nil answer) gives None instead of TypeError.
pub fn do_coerce(vm: &mut Vm, x: Value, y: Value, err: bool) -> VmResult<Option<(Value, Value)>> {
    if !vm.respond_to(y, sym::COERCE, true) {
        if err {
            let k = vm.class_of_real(x);
            let into = vm.module_name(k);
            return Err(flo::coerce_fail(vm, y, &into));
        }
        return Ok(None);
    }
    let ary = vm.call_method(y, sym::COERCE, &[x], None)?;
    if !err && ary.is_nil() {
        return Ok(None);
    }
    if !obj::is_type(ary, ObjType::Array) || obj::as_array(ary).items.len() != 2 {
        return Err(vm.type_error("coerce must return [x, y]"));
    }
    let items = &obj::as_array(ary).items;
    Ok(Some((items[0], items[1])))
}

/// `x op y` through `y.coerce(x)` (CRuby's `rb_num_coerce_bin`).
pub fn coerce_bin(vm: &mut Vm, x: Value, y: Value, op: &str) -> VmResult {
    let (a, b) = do_coerce(vm, x, y, true)?.expect("coerce with err");
    vm.call_method(a, intern(op), &[b], None)
}

/// `x <=> y` through coerce, nil when not comparable (CRuby's `rb_num_coerce_cmp`).
pub fn coerce_cmp(vm: &mut Vm, x: Value, y: Value) -> VmResult {
    match do_coerce(vm, x, y, false)? {
        Some((a, b)) => vm.call_method(a, sym::CMP, &[b], None),
        None => Ok(Value::NIL),
    }
}

/// A relational operator through coerce; ArgumentError "comparison of X with Y failed" when
/// the operands cannot be compared (CRuby's `rb_num_coerce_relop`).
pub fn coerce_relop(vm: &mut Vm, x: Value, y: Value, op: &str) -> VmResult {
    match do_coerce(vm, x, y, false)? {
        Some((a, b)) => {
            let r = vm.call_method(a, intern(op), &[b], None)?;
            if r.is_nil() {
                return Err(crate::core::comparable::compare_failed(vm, x, y));
            }
            Ok(r)
        }
        None => Err(crate::core::comparable::compare_failed(vm, x, y)),
    }
}

/// Numeric `==` with a non-numeric: `y == x` (CRuby's `num_equal`).
pub fn num_equal(vm: &mut Vm, x: Value, y: Value) -> VmResult {
    if x == y {
        return Ok(Value::TRUE);
    }
    let r = vm.call_method(y, sym::EQ, &[x], None)?;
    Ok(Value::bool(r.truthy()))
}

/// `Integer op other` when `other` is not an Integer (kept for callers using the char form).
pub fn coerce_binop(vm: &mut Vm, recv: Value, other: Value, op: char) -> VmResult {
    let name = match op {
        '+' => "+",
        '-' => "-",
        '*' => "*",
        '/' => "/",
        '%' => "%",
        '<' => return coerce_relop(vm, recv, other, "<"),
        '>' => return coerce_relop(vm, recv, other, ">"),
        'l' => return coerce_relop(vm, recv, other, "<="),
        'g' => return coerce_relop(vm, recv, other, ">="),
        _ => "**",
    };
    coerce_bin(vm, recv, other, name)
}

pub(super) fn zero_div(vm: &mut Vm) -> crate::vm::Unwind {
    flo::zero_div(vm)
}

/// `rb_to_int`: an Integer argument (Floats truncate through to_int), TypeError otherwise.
pub fn to_int_value(vm: &mut Vm, v: Value) -> VmResult {
    if is_integer(v) {
        return Ok(v);
    }
    if let Some(f) = vm.float_value(v) {
        return flo::float_to_int(vm, f.trunc());
    }
    if v.is_nil() || v == Value::TRUE || v == Value::FALSE || v.is_symbol() || obj::is_type(v, ObjType::String) {
        return Err(vm.conversion_error(v, "Integer"));
    }
    if vm.respond_to(v, sym::TO_INT, true) {
        let r = vm.call_method(v, sym::TO_INT, &[], None)?;
        if is_integer(r) {
            return Ok(r);
        }
        let n = vm.conversion_name(v);
        let rn = vm.conversion_name(r);
        return Err(vm.type_error(&format!("can't convert {n} to Integer ({n}#to_int gives {rn})")));
    }
    Err(vm.conversion_error(v, "Integer"))
}

pub(super) fn i_coerce(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if is_integer(o) {
        return Ok(vm.new_array(vec![o, recv]));
    }
    let a = flo::kernel_float(vm, o)?;
    vm.temp_roots.push(a);
    let b = vm.new_float(int_to_f64(recv));
    vm.temp_roots.push(b);
    let r = vm.new_array(vec![a, b]);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    Ok(r)
}
