//! Enumerator::Lazy and `Enumerable#lazy`.
//!
//! A Lazy is a source plus an Array of [op, argument] stages; `each` streams the source
//! through the stages, so `(1..).lazy.map { }.select { }.first(3)` stops after three results.
//! `Lazy.new(obj, size) { |yielder, *values| }` makes its source an Enumerator over a Generator
//! (kind `lazy_init`) that walks `obj.each` and calls the block with a Yielder. The chunking
//! methods wrap the streaming Enumerator `chunk.rs` gives in a new Lazy.
//!
//! Invariants:
//! - Adding a stage makes a new Lazy (the receiver's stages are copied, never changed).
//! - A value travels the stages as the list of values one yield gave: `map`, `flat_map`,
//!   `filter_map`, `take_while` and `drop_while` call their block with them as they are,
//!   `select`, `reject`, `grep`, `uniq`, `with_index`, `zip` and `compact` with them packed
//!   into one (CRuby's lazyenum_yield_values / lazyenum_yield); the final block gets them as
//!   they are.
//! - While `each` streams, the values between stages are kept in `temp_roots`, which is
//!   truncated back for each source element; per-walk state (`uniq`'s Hash, `zip`'s
//!   Enumerators) is rooted for the walk.
//! - A `take` stage stops the source once its count is reached.
//! - The state lives in hidden ivars that Ruby code can reach (`Lazy.allocate`,
//!   `instance_variable_set(:@__ops, ...)`), so every reader goes through `lazy_state`, which
//!   checks every stage's shape and raises ArgumentError "uninitialized enumerator" otherwise.

use std::cell::Cell;

use super::enumerator::enumerator_for;
use super::{pack, rooted, to_a};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Unwind, Vm, VmResult};

thread_local! {
    static LAZY: Cell<Value> = const { Cell::new(Value::NIL) };
}

fn lazy_syms() -> (SymbolId, SymbolId) {
    (intern("@__src"), intern("@__ops"))
}

/// The size `Lazy.new` was given (nil, a number or a callable); unset otherwise.
fn size_ivar() -> SymbolId {
    intern("@__lsize")
}

fn is_proc(vm: &mut Vm, v: Value) -> bool {
    crate::core::proc_::is_proc(vm, v)
}

fn pair_of(v: Value) -> Option<(Value, Value)> {
    (obj::is_type(v, ObjType::Array) && obj::as_array(v).items.len() == 2).then(|| (obj::as_array(v).items[0], obj::as_array(v).items[1]))
}

/// Whether `arg` has the shape stage `op` needs.
fn stage_ok(vm: &mut Vm, op: &str, arg: Value) -> bool {
    match op {
        "map" | "select" | "reject" | "filter_map" | "flat_map" | "take_while" | "drop_while" => is_proc(vm, arg),
        "take" | "drop" => arg.is_fixnum(),
        "grep" | "grep_v" => pair_of(arg).is_some_and(|(_, p)| p.is_nil() || is_proc(vm, p)),
        "with_index" => pair_of(arg).is_some_and(|(o, p)| o.is_fixnum() && (p.is_nil() || is_proc(vm, p))),
        "uniq" => arg.is_nil() || is_proc(vm, arg),
        "compact" => arg.is_nil(),
        "zip" => obj::is_type(arg, ObjType::Array),
        _ => false,
    }
}

/// The source and the stages of `recv` (the stage Arrays, and each as (op, argument)), checked.
fn lazy_state(vm: &mut Vm, recv: Value) -> VmResult<(Value, Vec<Value>, Vec<(String, Value)>)> {
    let (ss, so) = lazy_syms();
    let src = vm.ivar_get(recv, ss);
    let ops_arr = vm.ivar_get(recv, so);
    let mut stages = Vec::new();
    let mut ops = Vec::new();
    let mut ok = obj::is_type(ops_arr, ObjType::Array);
    if ok {
        for st in obj::as_array(ops_arr).items.to_vec() {
            let Some((op, arg)) = pair_of(st).filter(|(op, _)| op.is_symbol()) else {
                ok = false;
                break;
            };
            let op = op.as_symbol().name().into_owned();
            if !stage_ok(vm, &op, arg) {
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
    let a = vm.new_hidden_array(ops);
    rooted(vm, &[a, src], |vm| {
        let l = vm.new_object(k);
        rooted(vm, &[l], |vm| {
            vm.ivar_set(l, ss, src)?;
            vm.ivar_set(l, so, a)?;
            Ok(l)
        })
    })
}

/// Whether `v` is an Enumerator::Lazy (or a subclass's instance).
pub(super) fn is_lazy(vm: &mut Vm, v: Value) -> bool {
    let k = LAZY.with(|c| c.get());
    v.is_heap() && !k.is_nil() && vm.is_kind_of(v, k)
}

/// A Lazy over `src` with no stages.
pub(super) fn wrap(vm: &mut Vm, src: Value) -> VmResult {
    new_lazy(vm, src, Vec::new())
}

pub(super) fn en_lazy(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    new_lazy(vm, recv, Vec::new())
}

/// A new Lazy with one more stage `op` (its argument: the block as a Proc, a count, ...).
fn lazy_add(vm: &mut Vm, recv: Value, op: &str, arg: Value) -> VmResult {
    let (src, mut v, _) = lazy_state(vm, recv)?;
    let stage = rooted(vm, &[arg], |vm| Ok(vm.new_hidden_array(vec![Value::symbol(intern(op)), arg])))?;
    v.push(stage);
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&v);
    let r = new_lazy(vm, src, v).and_then(|l| {
        // The size `Lazy.new` was given carries on.
        if vm.ivar_defined(recv, size_ivar()) {
            let given = vm.ivar_get(recv, size_ivar());
            vm.temp_roots.push(l);
            vm.ivar_set(l, size_ivar(), given)?;
        }
        Ok(l)
    });
    vm.temp_roots.truncate(mark);
    r
}

fn block_proc(vm: &mut Vm, args: &Args) -> VmResult<Value> {
    match &args.block {
        Some(b) => vm.block_to_proc(b),
        None => Ok(Value::NIL),
    }
}

fn lazy_stage(vm: &mut Vm, recv: Value, args: &Args, op: &str) -> VmResult {
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error(&format!("tried to call lazy {op} without a block")));
    };
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

fn lz_grep_impl(vm: &mut Vm, recv: Value, args: &Args, op: &str) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let p = block_proc(vm, args)?;
    let arg = rooted(vm, &[p], |vm| Ok(vm.new_hidden_array(vec![args.get(0), p])))?;
    rooted(vm, &[arg], |vm| lazy_add(vm, recv, op, arg))
}
fn lz_grep(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lz_grep_impl(vm, recv, args, "grep")
}
fn lz_grep_v(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lz_grep_impl(vm, recv, args, "grep_v")
}
fn lz_compact(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    lazy_add(vm, recv, "compact", Value::NIL)
}
fn lz_uniq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let p = block_proc(vm, args)?;
    rooted(vm, &[p], |vm| lazy_add(vm, recv, "uniq", p))
}
fn lz_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let off = if args.is_empty() || args.get(0).is_nil() { 0 } else { vm.expect_int(args.get(0))? };
    let p = block_proc(vm, args)?;
    let arg = rooted(vm, &[p], |vm| Ok(vm.new_hidden_array(vec![Value::fixnum(off), p])))?;
    rooted(vm, &[arg], |vm| lazy_add(vm, recv, "with_index", arg))
}

/// `zip(*others)`: with a block it is Enumerable#zip (eager, nil); else a stage. Arguments
/// that are not Arrays must respond to `each`.
fn lz_zip(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_some() {
        return super::zip_impl(vm, recv, args);
    }
    for &a in args.as_slice() {
        if !obj::is_type(a, ObjType::Array) && !vm.respond_to(a, sym::EACH, true) {
            let k = vm.class_of_real(a);
            let n = vm.module_name(k);
            return Err(vm.type_error(&format!("wrong argument type {n} (must respond to :each)")));
        }
    }
    let others = vm.new_hidden_array(args.as_slice().to_vec());
    rooted(vm, &[others], |vm| lazy_add(vm, recv, "zip", others))
}

/// The chunking methods: Enumerable's streaming Enumerator, made lazy.
fn lz_wrap(vm: &mut Vm, recv: Value, args: &Args, f: crate::class::BuiltinFn) -> VmResult {
    let e = f(vm, recv, args)?;
    new_lazy(vm, e, Vec::new())
}
fn lz_chunk(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lz_wrap(vm, recv, args, super::chunk::en_chunk)
}
fn lz_chunk_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lz_wrap(vm, recv, args, super::chunk::en_chunk_while)
}
fn lz_slice_when(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lz_wrap(vm, recv, args, super::chunk::en_slice_when)
}
fn lz_slice_before(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lz_wrap(vm, recv, args, super::chunk::en_slice_before)
}
fn lz_slice_after(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lz_wrap(vm, recv, args, super::chunk::en_slice_after)
}

/// `to_enum(meth = :each, *args) { size }`: a Lazy over `recv.meth(*args)`.
fn lz_to_enum(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    let (meth, rest) = match a.split_first() {
        Some((m, rest)) => (vm.expect_symbol_or_string(*m)?, rest),
        None => (sym::EACH, a),
    };
    let e = super::enumerator_for_user(vm, recv, &meth.name(), rest, args.block.as_ref())?;
    new_lazy(vm, e, Vec::new())
}

/// Per-walk state of one stage.
enum StageState {
    None,
    Count(i64),
    Seen(Value),
    Zip(Vec<Value>),
}

/// Sets up the per-walk state, rooting what it holds.
fn walk_state(vm: &mut Vm, ops: &[(String, Value)]) -> VmResult<Vec<StageState>> {
    let mut out = Vec::with_capacity(ops.len());
    for (op, arg) in ops {
        out.push(match op.as_str() {
            "take" | "drop" | "drop_while" => StageState::Count(0),
            "with_index" => StageState::Count(pair_of(*arg).map_or(0, |(o, _)| o.as_fixnum())),
            "uniq" => {
                let h = vm.new_hash();
                vm.temp_roots.push(h);
                StageState::Seen(h)
            }
            "zip" => {
                let mut srcs = Vec::new();
                for o in obj::as_array(*arg).items.to_vec() {
                    let s = if obj::is_type(o, ObjType::Array) { o } else { vm.call_method(o, intern("to_enum"), &[Value::symbol(sym::EACH)], None)? };
                    vm.temp_roots.push(s);
                    srcs.push(s);
                }
                StageState::Zip(srcs)
            }
            _ => StageState::None,
        });
    }
    Ok(out)
}

/// The next value of a `zip` argument: an Array by index, anything else through `next` (nil
/// once it has ended).
fn zip_value(vm: &mut Vm, src: Value, i: usize) -> VmResult {
    if obj::is_type(src, ObjType::Array) {
        return Ok(obj::as_array(src).items.get(i).copied().unwrap_or(Value::NIL));
    }
    match vm.call_method(src, intern("next"), &[], None) {
        Ok(v) => Ok(v),
        Err(Unwind::Raise(e)) if vm.is_kind_of(e, vm.core.stop_iteration) => Ok(Value::NIL),
        Err(e) => Err(e),
    }
}

/// Runs one source yield (`xs`) through the stages; the values that come out go to `out`.
/// Returns false to stop the source (a `take` reached its count, a `take_while` ended).
fn run_stages(vm: &mut Vm, ops: &[(String, Value)], state: &mut [StageState], zip_index: &mut [usize], xs: &[Value], out: &mut Vec<Vec<Value>>) -> VmResult<(bool, bool)> {
    let mut vals: Vec<Vec<Value>> = vec![xs.to_vec()];
    let mut stop_after = false;
    for (i, (kind, arg)) in ops.iter().enumerate() {
        let mut next: Vec<Vec<Value>> = Vec::new();
        for v in vals {
            let blk = Block::Proc(*arg);
            match kind.as_str() {
                "map" => next.push(vec![vm.yield_block(&blk, &v)?]),
                "select" | "reject" => {
                    let p = pack(vm, &v);
                    if vm.yield_block(&blk, &[p])?.truthy() == (kind == "select") {
                        next.push(v)
                    }
                }
                "filter_map" => {
                    let r = vm.yield_block(&blk, &v)?;
                    if r.truthy() {
                        next.push(vec![r])
                    }
                }
                "flat_map" => {
                    let r = vm.yield_block(&blk, &v)?;
                    vm.temp_roots.push(r);
                    let arr = match vm.check_array(r)? {
                        Some(a) => Some(a),
                        None if !r.is_special() && vm.respond_to(r, sym::EACH, true) && vm.respond_to(r, intern("force"), true) => {
                            let f = vm.call_method(r, intern("force"), &[], None)?;
                            vm.check_array(f)?
                        }
                        None => None,
                    };
                    match arr {
                        Some(a) => {
                            vm.temp_roots.push(a);
                            next.extend(obj::as_array(a).items.iter().map(|&x| vec![x]));
                        }
                        None => next.push(vec![r]),
                    }
                }
                "take_while" => {
                    if !vm.yield_block(&blk, &v)?.truthy() {
                        // The values before this one in the batch still go on.
                        stop_after = true;
                        break;
                    }
                    next.push(v);
                }
                "drop_while" => {
                    if let StageState::Count(done) = &mut state[i] {
                        if *done == 0 && vm.yield_block(&blk, &v)?.truthy() {
                            continue;
                        }
                        *done = 1;
                    }
                    next.push(v);
                }
                "take" => {
                    if let StageState::Count(n) = &mut state[i] {
                        if *n >= arg.as_fixnum() {
                            stop_after = true;
                            break;
                        }
                        *n += 1;
                        if *n >= arg.as_fixnum() {
                            stop_after = true;
                        }
                    }
                    next.push(v);
                }
                "drop" => {
                    if let StageState::Count(n) = &mut state[i] {
                        if *n < arg.as_fixnum() {
                            *n += 1;
                            continue;
                        }
                    }
                    next.push(v);
                }
                "grep" | "grep_v" => {
                    let (pat, p) = pair_of(*arg).unwrap_or((Value::NIL, Value::NIL));
                    let x = pack(vm, &v);
                    if vm.case_eq(pat, x)? == (kind == "grep") {
                        next.push(vec![if p.is_nil() { x } else { vm.yield_block(&Block::Proc(p), &[x])? }]);
                    }
                }
                "compact" => {
                    let x = pack(vm, &v);
                    if !x.is_nil() {
                        next.push(vec![x]);
                    }
                }
                "uniq" => {
                    let x = pack(vm, &v);
                    vm.temp_roots.push(x);
                    let key = if arg.is_nil() { x } else { vm.yield_block(&blk, &[x])? };
                    if let StageState::Seen(h) = state[i] {
                        if vm.hash_get(h, key)?.is_none() {
                            vm.hash_set_literal(h, key, Value::TRUE)?;
                            next.push(vec![x]);
                        }
                    }
                }
                "with_index" => {
                    let x = pack(vm, &v);
                    let p = pair_of(*arg).map_or(Value::NIL, |(_, p)| p);
                    if let StageState::Count(n) = &mut state[i] {
                        let idx = Value::fixnum(*n);
                        *n += 1;
                        if p.is_nil() {
                            next.push(vec![vm.new_array(vec![x, idx])]);
                        } else {
                            vm.yield_block(&Block::Proc(p), &[x, idx])?;
                            next.push(v);
                        }
                    }
                }
                "zip" => {
                    let x = pack(vm, &v);
                    let mut row = vec![x];
                    if let StageState::Zip(srcs) = &state[i] {
                        let srcs = srcs.clone();
                        vm.temp_roots.push(x);
                        for s in srcs {
                            let y = zip_value(vm, s, zip_index[i])?;
                            vm.temp_roots.push(y);
                            row.push(y);
                        }
                        zip_index[i] += 1;
                    }
                    next.push(vec![vm.new_array(row)]);
                }
                _ => next.push(v),
            }
        }
        // What a stage passes on is one value (several a yield gave are packed, as CRuby's
        // rb_enum_values_pack).
        for v in next.iter_mut() {
            if v.len() != 1 {
                let p = pack(vm, v);
                *v = vec![p];
            }
            vm.temp_roots.extend_from_slice(v);
        }
        vals = next;
    }
    out.extend(vals);
    Ok((true, stop_after))
}

fn lz_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else { return Ok(recv) };
    let (src, _, ops) = lazy_state(vm, recv)?;
    if ops.is_empty() {
        // No stages: the source's `each` itself, with its answer.
        return rooted(vm, &[src], |vm| vm.call_method_kw(src, sym::EACH, args.as_slice(), Some(b), args.kw));
    }
    if ops.iter().any(|(k, a)| k == "take" && a.as_fixnum() == 0) {
        return Ok(recv);
    }
    let mark = vm.temp_roots.len();
    let r = (|| {
        let mut state = walk_state(vm, &ops)?;
        let mut zip_index = vec![0usize; ops.len()];
        let per = vm.temp_roots.len();
        let walk = &mut |vm: &mut Vm, xs: &[Value]| {
            vm.temp_roots.truncate(per);
            let mut out = Vec::new();
            let (go_on, stop_after) = run_stages(vm, &ops, &mut state, &mut zip_index, xs, &mut out)?;
            for v in out {
                vm.yield_block(&b, &v)?;
            }
            Ok(go_on && !stop_after)
        };
        if args.is_empty() {
            super::iterate_args(vm, src, walk)
        } else {
            super::each_native_args(vm, src, sym::EACH, args.as_slice(), walk)
        }
    })();
    vm.temp_roots.truncate(mark);
    r?;
    Ok(recv)
}

/// `Lazy.new(obj, size = nil) { |yielder, *values| }`.
fn lz_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    vm.check_frozen(recv)?;
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("tried to call lazy new without a block"));
    };
    let p = vm.block_to_proc(&b)?;
    let src_obj = args.get(0);
    rooted(vm, &[p], |vm| {
        let gk = super::generator::generator_class(vm);
        let g = vm.new_object(gk);
        rooted(vm, &[g], |vm| {
            vm.ivar_set(g, intern("@__src"), src_obj)?;
            vm.ivar_set(g, intern("@__kind"), Value::symbol(intern("lazy_init")))?;
            vm.ivar_set(g, intern("@__blk"), p)?;
            let e = super::enumerator_for_user(vm, g, "each", &[], None)?;
            rooted(vm, &[e], |vm| {
                let (ss, so) = lazy_syms();
                let ops = vm.new_hidden_array(Vec::new());
                vm.ivar_set(recv, so, ops)?;
                vm.ivar_set(recv, ss, e)?;
                vm.ivar_set(recv, size_ivar(), args.get(1))
            })
        })
    })?;
    Ok(recv)
}

/// Whether Generator `g` is the source of a `Lazy.new`.
pub(super) fn is_lazy_init(vm: &mut Vm, g: Value) -> bool {
    vm.ivar_get(g, intern("@__kind")) == Value::symbol(intern("lazy_init"))
}

/// Walks a `Lazy.new` source: `obj.each`, calling the block with a Yielder over `walker` and
/// the values of each yield.
pub(super) fn init_walk(vm: &mut Vm, g: Value, walker: &Block) -> VmResult<()> {
    let (src, blk) = (vm.ivar_get(g, intern("@__src")), vm.ivar_get(g, intern("@__blk")));
    if !is_proc(vm, blk) {
        return Err(vm.arg_error("uninitialized enumerator"));
    }
    super::generator::with_yielder(vm, walker, |vm, y| {
        super::each_native_args(vm, src, sym::EACH, &[], &mut |vm, xs| {
            let mut call = Vec::with_capacity(xs.len() + 1);
            call.push(y);
            call.extend_from_slice(xs);
            vm.call_block(&Block::Proc(blk), &call, None, false, None)?;
            Ok(true)
        })?;
        Ok(Value::NIL)
    })?;
    Ok(())
}

/// `size`: the source's size carried through the stages that keep it (`map`, `with_index`,
/// `zip`), cut by `take`/`drop`, nil after any other.
fn lz_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (src, _, ops) = lazy_state(vm, recv)?;
    let mut s = if vm.ivar_defined(recv, size_ivar()) {
        let given = vm.ivar_get(recv, size_ivar());
        let plain = given.is_nil() || given.is_fixnum() || vm.is_float(given) || obj::is_type(given, ObjType::Bignum);
        if plain {
            given
        } else {
            vm.call_method(given, sym::CALL, &[], None)?
        }
    } else {
        vm.check_funcall(src, sym::SIZE)?.unwrap_or(Value::NIL)
    };
    for (op, arg) in ops {
        if s.is_nil() {
            return Ok(s);
        }
        let inf = vm.float_value(s).is_some_and(|f| f.is_infinite() && f > 0.0);
        s = match op.as_str() {
            "map" | "with_index" | "zip" => s,
            "take" => {
                if inf || !s.is_fixnum() || s.as_fixnum() > arg.as_fixnum() {
                    arg
                } else {
                    s
                }
            }
            "drop" => {
                if inf || !s.is_fixnum() {
                    s
                } else {
                    Value::fixnum((s.as_fixnum() - arg.as_fixnum()).max(0))
                }
            }
            _ => Value::NIL,
        };
    }
    Ok(s)
}

fn lz_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if !vm.ivar_defined(recv, lazy_syms().1) {
        return Ok(vm.new_str("#<Enumerator::Lazy: uninitialized>"));
    }
    let (src, _, ops) = lazy_state(vm, recv)?;
    let mut s = format!("#<Enumerator::Lazy: {}>", vm.inspect_str(src)?);
    for (op, a) in ops {
        let arg = match op.as_str() {
            "take" | "drop" => format!("({})", a.as_fixnum()),
            "grep" | "grep_v" => format!("({})", vm.inspect_str(pair_of(a).map_or(Value::NIL, |(p, _)| p))?),
            "with_index" => match pair_of(a) {
                Some((o, _)) if o.as_fixnum() != 0 => format!("({})", o.as_fixnum()),
                _ => String::new(),
            },
            "zip" => {
                let mut parts = Vec::new();
                for x in obj::as_array(a).items.to_vec() {
                    parts.push(vm.inspect_str(x)?);
                }
                format!("({})", parts.join(", "))
            }
            _ => String::new(),
        };
        s = format!("#<Enumerator::Lazy: {}:{}{}>", s, op, arg);
    }
    Ok(vm.new_string(s.into_bytes()))
}

/// `force(*args)` / `to_a`: the values `each(*args)` yields, as an Array.
fn lz_force(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return to_a(vm, recv);
    }
    let out = super::Out::new(vm);
    let r = super::each_native(vm, recv, sym::EACH, args.as_slice(), &mut |vm, x| {
        out.push_growing(vm, x)?;
        Ok(true)
    });
    out.finish(vm, r)
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
        ("find_all", 0, lz_select),
        ("reject", 0, lz_reject),
        ("filter_map", 0, lz_filter_map),
        ("flat_map", 0, lz_flat_map),
        ("collect_concat", 0, lz_flat_map),
        ("take_while", 0, lz_take_while),
        ("drop_while", 0, lz_drop_while),
        ("take", 1, lz_take),
        ("drop", 1, lz_drop),
        ("grep", 1, lz_grep),
        ("grep_v", 1, lz_grep_v),
        ("compact", 0, lz_compact),
        ("uniq", 0, lz_uniq),
        ("with_index", -1, lz_with_index),
        ("zip", -1, lz_zip),
        ("chunk", 0, lz_chunk),
        ("chunk_while", 0, lz_chunk_while),
        ("slice_when", 0, lz_slice_when),
        ("slice_before", -1, lz_slice_before),
        ("slice_after", -1, lz_slice_after),
        ("to_enum", -1, lz_to_enum),
        ("enum_for", -1, lz_to_enum),
        ("force", -1, lz_force),
        ("to_a", -1, lz_force),
        ("lazy", 0, lz_self),
        ("inspect", 0, lz_inspect),
        ("to_s", 0, lz_inspect),
        ("size", 0, lz_size),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(l, name, arity, f);
    }
    vm.define_private_builtin(l, "initialize", -1, lz_initialize);
    vm.define_builtin(l, "eager", 0, |vm, r, _a| enumerator_for(vm, r, "each", &[]));
}
