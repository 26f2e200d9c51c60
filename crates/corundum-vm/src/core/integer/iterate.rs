//! Integer iteration: `times`, `upto`, `downto` (Enumerators without a block).
//!
//! Invariant: Fixnum bounds loop on machine integers; any other bound (a Bignum, or an object
//! answering the comparison) steps with `+`/`-` and compares with `>`/`<` as method calls, as
//! CRuby's generic path does.

use std::cmp::Ordering;

use super::arith::{int_arith, int_cmp_values};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn i_times(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "times", &[]);
    };
    if recv.is_fixnum() {
        let n = recv.as_fixnum();
        let mut i = 0;
        while i < n {
            vm.yield_block(&b, &[Value::fixnum(i)])?;
            i += 1;
        }
        return Ok(recv);
    }
    let mut i = Value::fixnum(0);
    while int_cmp_values(vm, i, recv) == Some(Some(Ordering::Less)) {
        vm.yield_block(&b, &[i])?;
        i = int_arith(vm, i, Value::fixnum(1), '+')?;
    }
    Ok(recv)
}

pub(super) fn upto_downto(vm: &mut Vm, recv: Value, args: &Args, up: bool) -> VmResult {
    let to = args.get(0);
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, if up { "upto" } else { "downto" }, args.as_slice());
    };
    if Value::both_fixnum(recv, to) {
        let (mut i, end) = (recv.as_fixnum(), to.as_fixnum());
        if up {
            while i <= end {
                vm.yield_block(&b, &[Value::fixnum(i)])?;
                i += 1;
            }
        } else {
            while i >= end {
                vm.yield_block(&b, &[Value::fixnum(i)])?;
                i -= 1;
            }
        }
        return Ok(recv);
    }
    let (stop, step) = if up { (intern(">"), sym_plus()) } else { (intern("<"), intern("-")) };
    let mut i = recv;
    loop {
        let c = vm.call_method(i, stop, &[to], None)?;
        if c.is_nil() {
            return Err(crate::core::comparable::compare_failed(vm, i, to));
        }
        if c.truthy() {
            break;
        }
        vm.yield_block(&b, &[i])?;
        i = vm.call_method(i, step, &[Value::fixnum(1)], None)?;
    }
    Ok(recv)
}

pub(super) fn sym_plus() -> crate::symbol::SymbolId {
    intern("+")
}
