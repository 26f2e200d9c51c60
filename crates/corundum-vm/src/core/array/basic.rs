//! Array construction and identity: `Array.new`, `Array[]`, `initialize` (size and default, a
//! block, or an array to copy), `initialize_copy`, `to_a`, and comparison (`<=>`, `==`, `eql?`)
//! and `hash`.
//!
//! Invariants:
//! - `Array.new` keeps the new array in `temp_roots` while `initialize` runs.
//! - `==` and `hash` terminate on recursive arrays: `==` marks the receiver in
//!   `vm.inspect_guard` while comparing (a nested occurrence compares equal), and `hash` keeps a
//!   stack of the arrays being hashed (a nested occurrence hashes as a marker).
//! - Comparison loops re-read both lengths each step, since `==`/`<=>` may change the arrays.

use super::{expect_array, items, items_mut, len_of};
use crate::core::enumerable as en;
use crate::object::{self as obj, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn a_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = vm.new_array_of_class(Vec::new(), recv);
    vm.temp_roots.push(a);
    let r = vm.call_method_kw(a, sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(a)
}

pub(super) fn a_s_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(vm.new_array_of_class(args.as_slice().to_vec(), recv))
}

pub(super) fn a_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    if args.is_empty() {
        items_mut(recv).clear();
        return Ok(Value::NIL);
    }
    let first = args.get(0);
    if args.len() == 1 && !first.is_fixnum() {
        if let Some(a) = vm.check_array(first)? {
            *items_mut(recv) = items(a).clone();
            return Ok(Value::NIL);
        }
    }
    let n = vm.expect_int(first)?;
    if n < 0 {
        return Err(vm.arg_error("negative array size"));
    }
    if n > 1 << 40 {
        return Err(vm.arg_error("array size too big"));
    }
    match args.block.clone() {
        Some(b) => {
            items_mut(recv).clear();
            for i in 0..n {
                let v = vm.yield_block(&b, &[Value::fixnum(i)])?;
                en::apush(recv, v);
            }
        }
        None => *items_mut(recv) = smallvec::smallvec![args.get(1); n as usize],
    }
    Ok(Value::NIL)
}

pub(super) fn a_init_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let o = expect_array(vm, args.get(0))?;
    if o != recv {
        *items_mut(recv) = items(o).clone();
    }
    Ok(recv)
}

pub(super) fn a_to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::basic(recv).klass == vm.core.array || !obj::is_type(recv, ObjType::Array) {
        return Ok(recv);
    }
    Ok(vm.new_array(items(recv).clone()))
}

pub(super) fn a_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::Array) {
        return Ok(Value::NIL);
    }
    if recv == o {
        return Ok(Value::fixnum(0));
    }
    let mut i = 0;
    while i < len_of(recv).min(len_of(o)) {
        let (x, y) = (items(recv)[i], items(o)[i]);
        let r = if Value::both_fixnum(x, y) { Value::fixnum(x.as_fixnum().cmp(&y.as_fixnum()) as i64) } else { vm.call_method(x, sym::CMP, &[y], None)? };
        if r.is_nil() {
            return Ok(Value::NIL);
        }
        if r != Value::fixnum(0) {
            return Ok(r);
        }
        i += 1;
    }
    Ok(Value::fixnum(len_of(recv).cmp(&len_of(o)) as i64))
}

pub(super) fn a_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if recv == o {
        return Ok(Value::TRUE);
    }
    if !obj::is_type(o, ObjType::Array) {
        if !o.is_special() && vm.respond_to(o, sym::TO_ARY, true) {
            let r = vm.call_method(o, sym::EQ, &[recv], None)?;
            return Ok(Value::bool(r.truthy()));
        }
        return Ok(Value::FALSE);
    }
    if len_of(recv) != len_of(o) {
        return Ok(Value::FALSE);
    }
    if vm.inspect_guard.contains(&recv) {
        return Ok(Value::TRUE);
    }
    vm.inspect_guard.push(recv);
    let mut i = 0;
    let mut res = Ok(Value::TRUE);
    while i < len_of(recv).min(len_of(o)) {
        match vm.values_eq(items(recv)[i], items(o)[i]) {
            Ok(true) => {}
            Ok(false) => {
                res = Ok(Value::FALSE);
                break;
            }
            Err(e) => {
                res = Err(e);
                break;
            }
        }
        i += 1;
    }
    vm.inspect_guard.pop();
    if res.as_ref().is_ok_and(|v| v.truthy()) && len_of(recv) != len_of(o) {
        return Ok(Value::FALSE);
    }
    res
}

pub(super) fn a_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(vm.values_eql(recv, args.get(0))?))
}

/// The hash code of an Array, safe on recursive arrays (a nested occurrence hashes as a marker).
fn array_hash(vm: &mut Vm, v: Value, stack: &mut Vec<Value>) -> VmResult<u64> {
    use crate::core::conversions::mix;
    let mut h = mix(len_of(v) as u64);
    let mut i = 0;
    while i < len_of(v) {
        let x = items(v)[i];
        let hx = if obj::is_type(x, ObjType::Array) {
            if stack.contains(&x) {
                mix(0x5eed)
            } else {
                stack.push(x);
                let r = array_hash(vm, x, stack);
                stack.pop();
                r?
            }
        } else {
            vm.hash_of(x)?
        };
        h = mix(h ^ hx);
        i += 1;
    }
    Ok(h)
}

pub(super) fn a_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let mut stack = vec![recv];
    let h = array_hash(vm, recv, &mut stack)?;
    Ok(Value::fixnum((h >> 2) as i64))
}
