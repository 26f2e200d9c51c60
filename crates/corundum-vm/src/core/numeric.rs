//! Numeric: the methods Integer and Float share through their superclass (CRuby numeric.c's
//! `num_*` functions), most importantly `step` with its Float loop (`ruby_float_step`); without a
//! block `step` returns an Enumerator::ArithmeticSequence (`core::range::arith_seq`) for Numeric
//! arguments.

use crate::core::float as flo;
use crate::core::integer::{self as int, is_integer};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn call0(vm: &mut Vm, v: Value, name: &str) -> VmResult {
    vm.call_method(v, intern(name), &[], None)
}
fn call1(vm: &mut Vm, v: Value, name: &str, a: Value) -> VmResult {
    vm.call_method(v, intern(name), &[a], None)
}

/// Whether `step` counts downwards (CRuby's `num_step_negative_p`).
fn step_negative(vm: &mut Vm, step: Value) -> VmResult<bool> {
    if step.is_fixnum() {
        return Ok(step.as_fixnum() < 0);
    }
    if let Some(f) = vm.float_value(step) {
        return Ok(!(f > 0.0));
    }
    if is_integer(step) {
        return Ok(int::to_big(step).is_some_and(|b| num_traits::Signed::is_negative(&b)));
    }
    if !vm.respond_to(step, intern(">"), true) {
        return Err(flo::coerce_fail(vm, Value::fixnum(0), "Integer"));
    }
    let r = call1(vm, step, ">", Value::fixnum(0))?;
    Ok(!r.truthy())
}

/// CRuby's `ruby_float_step_size`.
pub fn float_step_size(beg: f64, end: f64, unit: f64, excl: bool) -> f64 {
    let epsilon = f64::EPSILON;
    if unit == 0.0 {
        return f64::INFINITY;
    }
    if unit.is_infinite() {
        return if unit > 0.0 { (beg <= end) as i32 as f64 } else { (beg >= end) as i32 as f64 };
    }
    let mut n = (end - beg) / unit;
    let mut err = (beg.abs() + end.abs() + (end - beg).abs()) / unit.abs() * epsilon;
    if err > 0.5 {
        err = 0.5;
    }
    if excl {
        if n <= 0.0 {
            return 0.0;
        }
        if n < 1.0 {
            n = 0.0;
        } else {
            n = (n - err).floor();
        }
        let d = (n + 1.0) * unit + beg;
        if beg < end {
            if d < end {
                n += 1.0;
            }
        } else if beg > end && d > end {
            n += 1.0;
        }
    } else {
        if n < 0.0 {
            return 0.0;
        }
        n = (n + err).floor();
        let d = (n + 1.0) * unit + beg;
        if beg < end {
            if d <= end {
                n += 1.0;
            }
        } else if beg > end && d >= end {
            n += 1.0;
        }
    }
    n + 1.0
}

/// Yields the Float sequence `beg, beg+unit, ...` up to `end` (CRuby's `ruby_float_step`).
pub fn float_step(vm: &mut Vm, block: &crate::vm::Block, beg: f64, end: f64, unit: f64, excl: bool) -> VmResult<()> {
    let n = float_step_size(beg, end, unit, excl);
    if unit.is_infinite() {
        if n != 0.0 {
            let v = vm.new_float(beg);
            vm.yield_block(block, &[v])?;
        }
    } else if unit == 0.0 {
        let v = vm.new_float(beg);
        loop {
            vm.yield_block(block, &[v])?;
        }
    } else {
        let mut i: i64 = 0;
        while (i as f64) < n {
            let mut d = i as f64 * unit + beg;
            if if unit >= 0.0 { end < d } else { d < end } {
                d = end;
            }
            let v = vm.new_float(d);
            vm.yield_block(block, &[v])?;
            i += 1;
        }
    }
    Ok(())
}

/// The size of the Enumerator `from.step(to, step)` returns when the step or the limit is not
/// Numeric (CRuby's num_step_size): the step's sign is asked as `step > 0`, so a String step
/// raises ArgumentError and an object without `>` TypeError, as iterating would.
pub fn step_enum_size(vm: &mut Vm, from: Value, to: Value, step: Value) -> VmResult {
    let step = if step.is_nil() { Value::fixnum(1) } else { step };
    if !vm.respond_to(step, intern(">"), true) {
        let k = vm.class_of_real(step);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("0 can't be coerced into {n}")));
    }
    let desc = step_negative(vm, step)?;
    if to.is_nil() {
        return Ok(vm.new_float(f64::INFINITY));
    }
    let cmp = if desc { "<" } else { ">" };
    if call1(vm, from, cmp, to)?.truthy() {
        return Ok(Value::fixnum(0));
    }
    let d = call1(vm, to, "-", from)?;
    let q = call1(vm, d, "div", step)?;
    call1(vm, q, "+", Value::fixnum(1))
}

/// Numeric#step(to = nil, by = 1) / step(by:, to:).
fn num_step(vm: &mut Vm, from: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.len() > 2 {
        return Err(vm.arg_count_error(pos.len(), 0, 2));
    }
    let mut to = pos.first().copied().unwrap_or(Value::NIL);
    let mut step = pos.get(1).copied().unwrap_or(Value::NIL);
    let mut by_given = false;
    if let Some(k) = args.kwargs() {
        if let Some(t) = vm.hash_lookup_symbol(k, intern("to")) {
            if !pos.is_empty() {
                return Err(vm.arg_error("to is given twice"));
            }
            to = t;
        }
        if let Some(b) = vm.hash_lookup_symbol(k, intern("by")) {
            if pos.len() > 1 {
                return Err(vm.arg_error("step is given twice"));
            }
            step = b;
            by_given = true;
        }
    }
    let is_zero = |vm: &mut Vm, v: Value| -> VmResult<bool> {
        if v.is_fixnum() {
            return Ok(v.as_fixnum() == 0);
        }
        if let Some(f) = vm.float_value(v) {
            return Ok(f == 0.0);
        }
        if v.is_nil() {
            return Ok(false);
        }
        let r = vm.call_method(Value::fixnum(0), sym::EQ, &[v], None)?;
        Ok(r.truthy())
    };
    if is_zero(vm, step)? {
        return Err(vm.arg_error("step can't be 0"));
    }
    let Some(block) = args.block.clone() else {
        // A Numeric (or no) limit and a Numeric step make an ArithmeticSequence.
        let by = if step.is_nil() { Value::fixnum(1) } else { step };
        let numeric = |vm: &mut Vm, v: Value| -> bool {
            let n = vm.core.numeric;
            is_integer(v) || vm.is_float(v) || (!v.is_special() && vm.is_kind_of(v, n))
        };
        if (to.is_nil() || numeric(vm, to)) && numeric(vm, by) {
            return crate::core::range::arith_seq::new(vm, from, "step", args, from, to, by, false);
        }
        if args.kwargs().is_some() {
            // The enumerator re-sends positionally: step(to, by).
            let by = if step.is_nil() { Value::fixnum(1) } else { step };
            return crate::core::enumerable::enumerator_for(vm, from, "step", &[to, by]);
        }
        return crate::core::enumerable::enumerator_for(vm, from, "step", pos);
    };
    if !by_given && pos.len() > 1 && step.is_nil() {
        return Err(vm.type_error("step must be numeric"));
    }
    if step.is_nil() {
        step = Value::fixnum(1);
    }
    let desc = step_negative(vm, step)?;
    if to.is_nil() {
        to = vm.new_float(if desc { f64::NEG_INFINITY } else { f64::INFINITY });
    }
    let inf = match vm.float_value(to) {
        Some(f) => f.is_infinite() && (if f < 0.0 { desc } else { !desc }),
        None => false,
    };
    if from.is_fixnum() && (inf || to.is_fixnum()) && step.is_fixnum() {
        let mut i = from.as_fixnum();
        let diff = step.as_fixnum();
        if inf {
            loop {
                vm.yield_block(&block, &[Value::fixnum(i)])?;
                match i.checked_add(diff).filter(|&x| Value::fits_fixnum(x)) {
                    Some(x) => i = x,
                    None => {
                        // continue in the generic loop past the Fixnum range
                        let mut v = vm.new_int_i128(i as i128 + diff as i128);
                        loop {
                            vm.yield_block(&block, &[v])?;
                            v = call1(vm, v, "+", step)?;
                        }
                    }
                }
            }
        }
        let end = to.as_fixnum();
        if desc {
            while i >= end {
                vm.yield_block(&block, &[Value::fixnum(i)])?;
                i += diff;
            }
        } else {
            while i <= end {
                vm.yield_block(&block, &[Value::fixnum(i)])?;
                i += diff;
            }
        }
        return Ok(from);
    }
    if vm.is_float(from) || vm.is_float(to) || vm.is_float(step) {
        let unit = flo::need_f64(vm, step)?;
        let beg = flo::need_f64(vm, from)?;
        let end = flo::need_f64(vm, to)?;
        float_step(vm, &block, beg, end, unit, false)?;
        return Ok(from);
    }
    let mut i = from;
    if inf {
        loop {
            vm.yield_block(&block, &[i])?;
            i = call1(vm, i, "+", step)?;
        }
    }
    let cmp = if desc { "<" } else { ">" };
    loop {
        let c = call1(vm, i, cmp, to)?;
        if c.truthy() {
            break;
        }
        vm.yield_block(&block, &[i])?;
        i = call1(vm, i, "+", step)?;
    }
    Ok(from)
}

fn num_coerce(vm: &mut Vm, x: Value, args: &Args) -> VmResult {
    let y = args.get(0);
    let (kx, ky) = (vm.class_of_real(x), vm.class_of_real(y));
    if kx == ky {
        return Ok(vm.new_array(vec![y, x]));
    }
    let fx = flo::kernel_float(vm, x)?;
    vm.temp_roots.push(fx);
    let fy = flo::kernel_float(vm, y)?;
    vm.temp_roots.push(fy);
    let r = vm.new_array(vec![fy, fx]);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    Ok(r)
}

fn num_negative(vm: &mut Vm, x: Value) -> VmResult<bool> {
    let r = call1(vm, x, "<", Value::fixnum(0))?;
    Ok(r.truthy())
}

fn num_div(vm: &mut Vm, x: Value, args: &Args) -> VmResult {
    let y = args.get(0);
    let z = vm.call_method(Value::fixnum(0), sym::EQ, &[y], None)?;
    if z.truthy() {
        return Err(flo::zero_div(vm));
    }
    let q = call1(vm, x, "/", y)?;
    call0(vm, q, "floor")
}

fn num_modulo(vm: &mut Vm, x: Value, args: &Args) -> VmResult {
    let y = args.get(0);
    let q = call1(vm, x, "div", y)?;
    let p = call1(vm, y, "*", q)?;
    call1(vm, x, "-", p)
}

fn num_remainder(vm: &mut Vm, x: Value, args: &Args) -> VmResult {
    let y = args.get(0);
    let z = call1(vm, x, "%", y)?;
    let zero = vm.call_method(z, sym::EQ, &[Value::fixnum(0)], None)?;
    if !zero.truthy() {
        let xn = num_negative(vm, x)?;
        let yn = num_negative(vm, y)?;
        let xp = call1(vm, x, ">", Value::fixnum(0))?.truthy();
        let yp = call1(vm, y, ">", Value::fixnum(0))?.truthy();
        if (xn && yp) || (xp && yn) {
            if let Some(f) = vm.float_value(y) {
                if f.is_infinite() {
                    return Ok(x);
                }
            }
            return call1(vm, z, "-", y);
        }
    }
    Ok(z)
}

fn num_divmod(vm: &mut Vm, x: Value, args: &Args) -> VmResult {
    let q = num_div(vm, x, args)?;
    vm.temp_roots.push(q);
    let m = num_modulo(vm, x, args);
    let m = match m {
        Ok(m) => m,
        Err(e) => {
            vm.temp_roots.pop();
            return Err(e);
        }
    };
    vm.temp_roots.push(m);
    let r = vm.new_array(vec![q, m]);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    Ok(r)
}

fn via_float(vm: &mut Vm, x: Value, args: &Args, name: &str) -> VmResult {
    let f = flo::kernel_float(vm, x)?;
    vm.call_method_kw(f, intern(name), args.as_slice(), None, args.kw)
}

pub fn init(vm: &mut Vm) {
    let n = vm.core.numeric;
    vm.define_builtin(n, "step", -1, num_step);
    vm.define_builtin(n, "coerce", 1, num_coerce);
    vm.define_builtin(n, "+@", 0, |_vm, r, _a| Ok(r));
    // CRuby's num_uminus: `0 - self` after `self.coerce(0)`, whose answer must be a pair.
    vm.define_builtin(n, "-@", 0, |vm, r, _a| {
        let (zero, num) = int::do_coerce(vm, Value::fixnum(0), r, true)?.expect("coerce with err");
        vm.call_method(zero, intern("-"), &[num], None)
    });
    vm.define_builtin(n, "dup", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(n, "clone", -1, |_vm, r, _a| Ok(r));
    vm.define_builtin(n, "integer?", 0, |_vm, _r, _a| Ok(Value::FALSE));
    vm.define_builtin(n, "real?", 0, |_vm, _r, _a| Ok(Value::TRUE));
    vm.define_builtin(n, "finite?", 0, |_vm, _r, _a| Ok(Value::TRUE));
    vm.define_builtin(n, "infinite?", 0, |_vm, _r, _a| Ok(Value::NIL));
    vm.define_builtin(n, "zero?", 0, |vm, r, _a| {
        let z = vm.call_method(r, sym::EQ, &[Value::fixnum(0)], None)?;
        Ok(Value::bool(z.truthy()))
    });
    vm.define_builtin(n, "nonzero?", 0, |vm, r, _a| {
        let z = call0(vm, r, "zero?")?;
        Ok(if z.truthy() { Value::NIL } else { r })
    });
    vm.define_builtin(n, "positive?", 0, |vm, r, _a| {
        let z = call1(vm, r, ">", Value::fixnum(0))?;
        Ok(Value::bool(z.truthy()))
    });
    vm.define_builtin(n, "negative?", 0, |vm, r, _a| Ok(Value::bool(num_negative(vm, r)?)));
    vm.define_builtin(n, "abs", 0, |vm, r, _a| if num_negative(vm, r)? { call0(vm, r, "-@") } else { Ok(r) });
    vm.define_builtin(n, "magnitude", 0, |vm, r, _a| if num_negative(vm, r)? { call0(vm, r, "-@") } else { Ok(r) });
    vm.define_builtin(n, "to_int", 0, |vm, r, _a| call0(vm, r, "to_i"));
    vm.define_builtin(n, "div", 1, num_div);
    vm.define_builtin(n, "modulo", 1, num_modulo);
    vm.define_builtin(n, "%", 1, num_modulo);
    vm.define_builtin(n, "remainder", 1, num_remainder);
    vm.define_builtin(n, "divmod", 1, num_divmod);
    vm.define_builtin(n, "fdiv", 1, |vm, r, a| {
        let f = flo::kernel_float(vm, r)?;
        call1(vm, f, "/", a.get(0))
    });
    vm.define_builtin(n, "eql?", 1, |vm, r, a| {
        let o = a.get(0);
        if vm.class_of_real(r) != vm.class_of_real(o) {
            return Ok(Value::FALSE);
        }
        let e = vm.call_method(r, sym::EQ, &[o], None)?;
        Ok(Value::bool(e.truthy()))
    });
    vm.define_builtin(n, "<=>", 1, |_vm, r, a| Ok(if r == a.get(0) { Value::fixnum(0) } else { Value::NIL }));
    vm.define_builtin(n, "floor", -1, |vm, r, a| via_float(vm, r, a, "floor"));
    vm.define_builtin(n, "ceil", -1, |vm, r, a| via_float(vm, r, a, "ceil"));
    vm.define_builtin(n, "round", -1, |vm, r, a| via_float(vm, r, a, "round"));
    vm.define_builtin(n, "truncate", -1, |vm, r, a| via_float(vm, r, a, "truncate"));
}
