//! Set algebra: union, intersection, difference, symmetric difference, the subset relations,
//! `<=>`, `disjoint?`/`intersect?`, `merge` and `subtract`.
//!
//! Invariants:
//! - Operators build a new Set of the receiver's class and never change their operands; an
//!   operand is read once into an Array (`elements_of`) before the result is filled, so its
//!   `each` cannot observe a half-built result.
//! - The relations (`<=`, `>=`, `<`, `>`) take only Sets (ArgumentError "value must be a
//!   set"); `<=>` answers nil for anything else.

use super::{add, add_all, contains, elements_of, is_set, keys_array, new_set_of, remove, size_of, table};
use crate::object as obj;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Runs `f(result)` on a new empty Set of `recv`'s class, with the result rooted. The result
/// compares by identity when `recv` does and `keep_identity` is set: CRuby 4.0 builds `|`, `-`
/// and `^` from a copy of the receiver, `&` from an empty Set.
fn build(vm: &mut Vm, recv: Value, keep_identity: bool, f: impl FnOnce(&mut Vm, Value) -> VmResult<()>) -> VmResult {
    let k = vm.class_of_real(recv);
    let out = new_set_of(vm, k)?;
    vm.temp_roots.push(out);
    let r = (|| {
        if keep_identity {
            let identity = obj::as_hash(table(vm, recv)?).table.compare_by_identity;
            obj::as_hash_mut(table(vm, out)?).table.compare_by_identity = identity;
        }
        f(vm, out)
    })();
    vm.temp_roots.pop();
    r.map(|_| out)
}

/// Runs `f(items)` with the elements of `other` read into a rooted Array.
fn with_elements<T>(vm: &mut Vm, other: Value, f: impl FnOnce(&mut Vm, Value) -> VmResult<T>) -> VmResult<T> {
    let items = elements_of(vm, other)?;
    vm.temp_roots.push(items);
    let r = f(vm, items);
    vm.temp_roots.pop();
    r
}

fn items_len(items: Value) -> usize {
    obj::as_array(items).items.len()
}

fn item(items: Value, i: usize) -> Value {
    obj::as_array(items).items.get(i).copied().unwrap_or(Value::NIL)
}

fn set_union(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    with_elements(vm, other, |vm, theirs| {
        let mine = keys_array(vm, recv)?;
        vm.temp_roots.push(mine);
        let r = build(vm, recv, true, |vm, out| {
            add_all(vm, out, mine)?;
            add_all(vm, out, theirs)
        });
        vm.temp_roots.pop();
        r
    })
}

fn set_intersection(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    let other_is_set = is_set(vm, other);
    with_elements(vm, other, |vm, theirs| {
        // Walk the smaller Set (CRuby's order); a non-Set operand is walked in its own order.
        let walk_mine = other_is_set && size_of(vm, recv)? < items_len(theirs);
        let mine = keys_array(vm, recv)?;
        vm.temp_roots.push(mine);
        let r = build(vm, recv, false, |vm, out| {
            let (walked, probe) = if walk_mine { (mine, other) } else { (theirs, recv) };
            let mut i = 0;
            while i < items_len(walked) {
                let v = item(walked, i);
                if contains(vm, probe, v)? {
                    add(vm, out, v)?;
                }
                i += 1;
            }
            Ok(())
        });
        vm.temp_roots.pop();
        r
    })
}

fn set_difference(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    with_elements(vm, other, |vm, theirs| {
        let mine = keys_array(vm, recv)?;
        vm.temp_roots.push(mine);
        let r = build(vm, recv, true, |vm, out| {
            add_all(vm, out, mine)?;
            let mut i = 0;
            while i < items_len(theirs) {
                remove(vm, out, item(theirs, i))?;
                i += 1;
            }
            Ok(())
        });
        vm.temp_roots.pop();
        r
    })
}

/// `^`: the receiver's elements not in the operand, then the operand's not in the receiver.
fn set_xor(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    with_elements(vm, other, |vm, theirs| {
        let mine = keys_array(vm, recv)?;
        vm.temp_roots.push(mine);
        let r = build(vm, recv, true, |vm, out| {
            let theirs_set = new_set_of(vm, vm.core.set_class)?;
            vm.temp_roots.push(theirs_set);
            let r = (|| -> VmResult<()> {
                add_all(vm, theirs_set, theirs)?;
                let mut i = 0;
                while i < items_len(mine) {
                    let v = item(mine, i);
                    if !contains(vm, theirs_set, v)? {
                        add(vm, out, v)?;
                    }
                    i += 1;
                }
                let mut i = 0;
                while i < items_len(theirs) {
                    let v = item(theirs, i);
                    if !contains(vm, recv, v)? {
                        add(vm, out, v)?;
                    }
                    i += 1;
                }
                Ok(())
            })();
            vm.temp_roots.pop();
            r
        });
        vm.temp_roots.pop();
        r
    })
}

/// Whether every element of Set `a` is in Set `b`.
fn all_in(vm: &mut Vm, a: Value, b: Value) -> VmResult<bool> {
    let mine = keys_array(vm, a)?;
    vm.temp_roots.push(mine);
    let r = (|| -> VmResult<bool> {
        let mut i = 0;
        while i < items_len(mine) {
            if !contains(vm, b, item(mine, i))? {
                return Ok(false);
            }
            i += 1;
        }
        Ok(true)
    })();
    vm.temp_roots.pop();
    r
}

/// The Set operand of a relation, or ArgumentError "value must be a set".
fn set_operand(vm: &mut Vm, v: Value) -> VmResult<Value> {
    if is_set(vm, v) {
        Ok(v)
    } else {
        Err(vm.arg_error("value must be a set"))
    }
}

/// `a` is a subset of `b`; `proper` asks for a strictly smaller one.
fn subset(vm: &mut Vm, a: Value, b: Value, proper: bool) -> VmResult<bool> {
    let (na, nb) = (size_of(vm, a)?, size_of(vm, b)?);
    if na > nb || (proper && na == nb) {
        return Ok(false);
    }
    all_in(vm, a, b)
}

fn set_subset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = set_operand(vm, args.get(0))?;
    Ok(Value::bool(subset(vm, recv, o, false)?))
}

fn set_proper_subset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = set_operand(vm, args.get(0))?;
    Ok(Value::bool(subset(vm, recv, o, true)?))
}

fn set_superset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = set_operand(vm, args.get(0))?;
    Ok(Value::bool(subset(vm, o, recv, false)?))
}

fn set_proper_superset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = set_operand(vm, args.get(0))?;
    Ok(Value::bool(subset(vm, o, recv, true)?))
}

/// `<=>`: 0 equal, -1 proper subset, 1 proper superset, nil otherwise (and for non-Sets).
fn set_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !is_set(vm, o) {
        return Ok(Value::NIL);
    }
    let (na, nb) = (size_of(vm, recv)?, size_of(vm, o)?);
    if na <= nb && all_in(vm, recv, o)? {
        return Ok(Value::fixnum(if na == nb { 0 } else { -1 }));
    }
    if nb < na && all_in(vm, o, recv)? {
        return Ok(Value::fixnum(1));
    }
    Ok(Value::NIL)
}

/// Whether the receiver shares an element with `other` (a Set or any enumerable).
fn intersects(vm: &mut Vm, recv: Value, other: Value) -> VmResult<bool> {
    with_elements(vm, other, |vm, theirs| {
        let mut i = 0;
        while i < items_len(theirs) {
            if contains(vm, recv, item(theirs, i))? {
                return Ok(true);
            }
            i += 1;
        }
        Ok(false)
    })
}

fn set_intersect_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(intersects(vm, recv, args.get(0))?))
}

fn set_disjoint_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(!intersects(vm, recv, args.get(0))?))
}

/// `merge(*enums)`: adds every element of each; the receiver.
fn set_merge(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    for &e in args.as_slice() {
        with_elements(vm, e, |vm, items| add_all(vm, recv, items))?;
    }
    Ok(recv)
}

/// `subtract(enum)`: removes every element of `enum`; the receiver.
fn set_subtract(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    with_elements(vm, args.get(0), |vm, items| {
        let mut i = 0;
        while i < items_len(items) {
            remove(vm, recv, item(items, i))?;
            i += 1;
        }
        Ok(())
    })?;
    Ok(recv)
}

pub(super) fn init(vm: &mut Vm, k: Value) {
    for name in ["|", "union", "+"] {
        vm.define_builtin(k, name, 1, set_union);
    }
    vm.define_builtin(k, "&", 1, set_intersection);
    vm.define_builtin(k, "intersection", 1, set_intersection);
    vm.define_builtin(k, "-", 1, set_difference);
    vm.define_builtin(k, "difference", 1, set_difference);
    vm.define_builtin(k, "^", 1, set_xor);
    vm.define_builtin(k, "subset?", 1, set_subset);
    vm.define_builtin(k, "<=", 1, set_subset);
    vm.define_builtin(k, "proper_subset?", 1, set_proper_subset);
    vm.define_builtin(k, "<", 1, set_proper_subset);
    vm.define_builtin(k, "superset?", 1, set_superset);
    vm.define_builtin(k, ">=", 1, set_superset);
    vm.define_builtin(k, "proper_superset?", 1, set_proper_superset);
    vm.define_builtin(k, ">", 1, set_proper_superset);
    vm.define_builtin(k, "<=>", 1, set_cmp);
    vm.define_builtin(k, "intersect?", 1, set_intersect_p);
    vm.define_builtin(k, "disjoint?", 1, set_disjoint_p);
    vm.define_builtin(k, "merge", -1, set_merge);
    vm.define_builtin(k, "subtract", 1, set_subtract);
}
