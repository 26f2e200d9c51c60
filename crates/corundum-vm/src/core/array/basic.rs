//! Array construction and identity: `Array.new`, `Array[]`, `initialize` (size and default, a
//! block, or an array to copy), `initialize_copy`, `to_a`, and comparison (`<=>`, `==`, `eql?`)
//! and `hash`.
//!
//! Invariants:
//! - `Array.new` keeps the new array in `temp_roots` while `initialize` runs.
//! - `==`, `<=>` and `hash` terminate on recursive arrays through the recursion guard
//!   (`vm::recursion_guard`): comparing a pair already being compared answers equal (`==`
//!   true; `<=>` leaves it to the lengths), and hashing follows CRuby's outer recursion rule
//!   (`Vm::hash_outer`).
//! - Comparison loops re-read both lengths each step, since `==`/`<=>` may change the arrays.

use super::{expect_array, items, items_mut, len_of};
use crate::core::enumerable as en;
use crate::object::{self as obj, ArrayItems, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::limits::ARY_MAX_SIZE;
use crate::vm::recursion_guard::GuardOp;
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
    if n > ARY_MAX_SIZE {
        return Err(vm.arg_error("array size too big"));
    }
    // CRuby reserves the whole length first (ary_resize_capa), with or without a block.
    let mut buf: Vec<Value> = vm.try_vec(n as usize)?;
    match args.block.clone() {
        Some(b) => {
            items_mut(recv).clear();
            let _ = crate::alloc_reserve::fallibly(|| items_mut(recv).try_reserve_exact(n as usize));
            for i in 0..n {
                let v = vm.yield_block(&b, &[Value::fixnum(i)])?;
                en::apush(recv, v);
            }
        }
        None => {
            buf.resize(n as usize, args.get(1));
            *items_mut(recv) = ArrayItems::from_vec(buf);
        }
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
    let walk = vm.guarded(GuardOp::Cmp, recv, o, |vm| {
        let mut i = 0;
        while i < len_of(recv).min(len_of(o)) {
            let (x, y) = (items(recv)[i], items(o)[i]);
            let r = if Value::both_fixnum(x, y) { Value::fixnum(x.as_fixnum().cmp(&y.as_fixnum()) as i64) } else { vm.call_method(x, sym::CMP, &[y], None)? };
            if r != Value::fixnum(0) {
                return Ok(Some(r));
            }
            i += 1;
        }
        Ok(None)
    });
    match walk {
        // Comparing a pair inside its own comparison: only the lengths decide, as in CRuby.
        None => {}
        Some(r) => {
            if let Some(r) = r? {
                return Ok(r);
            }
        }
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
    let same = vm.guarded(GuardOp::Eq, recv, o, |vm| {
        let mut i = 0;
        while i < len_of(recv).min(len_of(o)) {
            if !vm.values_eq(items(recv)[i], items(o)[i])? {
                return Ok(false);
            }
            // `==` may have changed either array; CRuby answers false once the lengths differ.
            if len_of(recv) != len_of(o) {
                return Ok(false);
            }
            i += 1;
        }
        Ok(true)
    });
    // A pair compared inside its own comparison counts as equal (CRuby's answer).
    let same = same.unwrap_or(Ok(true))?;
    Ok(Value::bool(same && len_of(recv) == len_of(o)))
}

pub(super) fn a_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(vm.values_eql(recv, args.get(0))?))
}

/// The hash code of an Array (also `Vm::hash_of` for arrays as hash keys). Elements hash
/// through `Vm::hash_of`, whose recursion guard (`Vm::hash_outer`) makes a self-containing
/// array's hash stable.
pub fn array_hash(vm: &mut Vm, v: Value) -> VmResult<u64> {
    use crate::core::conversions::mix;
    let mut h = mix(len_of(v) as u64);
    let mut i = 0;
    while i < len_of(v) {
        let x = items(v)[i];
        h = mix(h ^ vm.hash_of(x)?);
        i += 1;
    }
    Ok(h)
}

pub(super) fn a_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = array_hash(vm, recv)?;
    Ok(Value::fixnum((h >> 2) as i64))
}
