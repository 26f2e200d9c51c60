//! Enumerator::Lazy and `Enumerable#lazy`.
//!
//! A Lazy is a source plus an Array of [op, proc-or-count] stages; `each` streams the source
//! through the stages, so `(1..).lazy.map { }.select { }.first(3)` stops after three results.
//!
//! Invariants:
//! - Adding a stage makes a new Lazy (the receiver's stages are copied, never changed).
//! - While `each` streams, the values between stages are kept in `temp_roots`, which is
//!   truncated back for each source element.
//! - A `take` stage stops the source once its count is reached.
//! - The state lives in hidden ivars that Ruby code can reach (`Lazy.allocate`,
//!   `instance_variable_set(:@__ops, ...)`), so every reader goes through `lazy_state`, which
//!   checks every stage's shape and raises ArgumentError "uninitialized enumerator" otherwise.

use std::cell::Cell;

use super::enumerator::enumerator_for;
use super::{iterate, rooted, to_a};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

thread_local! {
    static LAZY: Cell<Value> = const { Cell::new(Value::NIL) };
}

fn lazy_syms() -> (SymbolId, SymbolId) {
    (intern("@__src"), intern("@__ops"))
}

/// The source and the stages of `recv` (the stage Arrays, and each as (op, argument)), checked:
/// each stage is `[Symbol, Proc]`, or `[:take/:drop, Integer]`.
fn lazy_state(vm: &mut Vm, recv: Value) -> VmResult<(Value, Vec<Value>, Vec<(String, Value)>)> {
    let (ss, so) = lazy_syms();
    let src = vm.ivar_get(recv, ss);
    let ops_arr = vm.ivar_get(recv, so);
    let mut stages = Vec::new();
    let mut ops = Vec::new();
    let mut ok = obj::is_type(ops_arr, ObjType::Array);
    if ok {
        for &st in obj::as_array(ops_arr).items.iter() {
            let good = obj::is_type(st, ObjType::Array) && obj::as_array(st).items.len() == 2 && obj::as_array(st).items[0].is_symbol();
            if !good {
                ok = false;
                break;
            }
            let (op, arg) = (obj::as_array(st).items[0].as_symbol().name().into_owned(), obj::as_array(st).items[1]);
            let arg_ok = if op == "take" || op == "drop" { arg.is_fixnum() } else { crate::core::proc_::is_proc(vm, arg) };
            if !arg_ok {
                ok = false;
                break;
            }
            stages.push(st);
            ops.push((op, arg));
        }
    }
    if !ok {
        return Err(vm.arg_error("uninitialized enumerator"));
    }
    Ok((src, stages, ops))
}

fn new_lazy(vm: &mut Vm, src: Value, ops: Vec<Value>) -> VmResult {
    let k = LAZY.with(|c| c.get());
    let (ss, so) = lazy_syms();
    let a = vm.new_array(ops);
    rooted(vm, &[a], |vm| {
        let l = vm.new_object(k);
        rooted(vm, &[l], |vm| {
            vm.ivar_set(l, ss, src)?;
            vm.ivar_set(l, so, a)?;
            Ok(l)
        })
    })
}

pub(super) fn en_lazy(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    new_lazy(vm, recv, Vec::new())
}

/// A new Lazy with one more stage `op` (its argument: the block as a Proc, or a count).
fn lazy_add(vm: &mut Vm, recv: Value, op: &str, arg: Value) -> VmResult {
    let (src, mut v, _) = lazy_state(vm, recv)?;
    let stage = vm.new_array(vec![Value::symbol(intern(op)), arg]);
    v.push(stage);
    new_lazy(vm, src, v)
}

fn lazy_stage(vm: &mut Vm, recv: Value, args: &Args, op: &str) -> VmResult {
    let b = vm.need_block(args)?;
    let p = vm.block_to_proc(&b)?;
    rooted(vm, &[p], |vm| lazy_add(vm, recv, op, p))
}

fn lz_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "map")
}
fn lz_select(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "select")
}
fn lz_reject(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "reject")
}
fn lz_filter_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "filter_map")
}
fn lz_take_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "take_while")
}
fn lz_drop_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "drop_while")
}
fn lz_flat_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "flat_map")
}
fn lz_take(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to take negative size"));
    }
    lazy_add(vm, recv, "take", Value::fixnum(n))
}
fn lz_drop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to drop negative size"));
    }
    lazy_add(vm, recv, "drop", Value::fixnum(n))
}

fn lz_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else { return Ok(recv) };
    let (src, _, ops) = lazy_state(vm, recv)?;
    let mut state = vec![0i64; ops.len()];
    if ops.iter().any(|(k, a)| k == "take" && a.as_fixnum() == 0) {
        return Ok(recv);
    }
    let mark = vm.temp_roots.len();
    let r = iterate(vm, src, &mut |vm, x| {
        vm.temp_roots.truncate(mark);
        let mut vals = vec![x];
        let mut stop_after = false;
        for (i, (kind, arg)) in ops.iter().enumerate() {
            let mut next = Vec::new();
            for v in vals {
                let blk = Block::Proc(*arg);
                match kind.as_str() {
                    "map" => next.push(vm.yield_block(&blk, &[v])?),
                    "select" => {
                        if vm.yield_block(&blk, &[v])?.truthy() {
                            next.push(v)
                        }
                    }
                    "reject" => {
                        if !vm.yield_block(&blk, &[v])?.truthy() {
                            next.push(v)
                        }
                    }
                    "filter_map" => {
                        let r = vm.yield_block(&blk, &[v])?;
                        if r.truthy() {
                            next.push(r)
                        }
                    }
                    "flat_map" => {
                        let r = vm.yield_block(&blk, &[v])?;
                        match vm.check_array(r)? {
                            Some(a) => next.extend_from_slice(&obj::as_array(a).items),
                            None => next.push(r),
                        }
                    }
                    "take_while" => {
                        if !vm.yield_block(&blk, &[v])?.truthy() {
                            return Ok(false);
                        }
                        next.push(v);
                    }
                    "drop_while" => {
                        if state[i] == 0 && vm.yield_block(&blk, &[v])?.truthy() {
                            continue;
                        }
                        state[i] = 1;
                        next.push(v);
                    }
                    "take" => {
                        if state[i] >= arg.as_fixnum() {
                            return Ok(false);
                        }
                        state[i] += 1;
                        if state[i] >= arg.as_fixnum() {
                            stop_after = true;
                        }
                        next.push(v);
                    }
                    "drop" => {
                        if state[i] < arg.as_fixnum() {
                            state[i] += 1;
                            continue;
                        }
                        next.push(v);
                    }
                    _ => next.push(v),
                }
            }
            vm.temp_roots.extend_from_slice(&next);
            vals = next;
        }
        for v in vals {
            vm.yield_block(&b, &[v])?;
        }
        Ok(!stop_after)
    });
    vm.temp_roots.truncate(mark);
    r?;
    Ok(recv)
}

fn lz_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if !vm.ivar_defined(recv, lazy_syms().1) {
        return Ok(vm.new_str("#<Enumerator::Lazy: uninitialized>"));
    }
    let (src, _, ops) = lazy_state(vm, recv)?;
    let mut s = format!("#<Enumerator::Lazy: {}>", vm.inspect_str(src)?);
    for (op, a) in ops {
        let arg = if a.is_fixnum() { format!("({})", a.as_fixnum()) } else { String::new() };
        s = format!("#<Enumerator::Lazy: {}:{}{}>", s, op, arg);
    }
    Ok(vm.new_string(s.into_bytes()))
}

fn lz_force(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    to_a(vm, recv)
}

fn lz_self(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}

pub(super) fn init_lazy(vm: &mut Vm, enumerator: Value) {
    let l = crate::core::define_class_under(vm, enumerator, "Lazy", enumerator);
    LAZY.with(|c| c.set(l));
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("each", -1, lz_each),
        ("map", 0, lz_map),
        ("collect", 0, lz_map),
        ("select", 0, lz_select),
        ("filter", 0, lz_select),
        ("reject", 0, lz_reject),
        ("filter_map", 0, lz_filter_map),
        ("flat_map", 0, lz_flat_map),
        ("take_while", 0, lz_take_while),
        ("drop_while", 0, lz_drop_while),
        ("take", 1, lz_take),
        ("drop", 1, lz_drop),
        ("force", 0, lz_force),
        ("to_a", 0, lz_force),
        ("lazy", 0, lz_self),
        ("inspect", 0, lz_inspect),
        ("to_s", 0, lz_inspect),
        ("size", 0, |_vm, _r, _a| Ok(Value::NIL)),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(l, name, arity, f);
    }
    vm.define_builtin(l, "eager", 0, |vm, r, _a| enumerator_for(vm, r, "each", &[]));
}
