//! The chunking methods `chunk`, `chunk_while`, `slice_when`, `slice_before` and
//! `slice_after`: each answers an Enumerator over an Enumerator::Generator (as CRuby's do)
//! whose walk streams the source, handing each chunk to the walker as soon as it is closed, so
//! they work on endless sources (`(1..).chunk_while { }.first(2)`, `(1..).lazy.slice_when`).
//!
//! Invariants: the Generator holds the source, the kind, the pattern and the block Proc in
//! hidden ivars (`@__src`, `@__kind`, `@__pat`, `@__blk`), so the GC sees them; the chunk being
//! gathered is an `Out` rooted for the walk; the Enumerator's size is nil.

use super::{iterate, rooted, Out};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

fn ivars() -> (SymbolId, SymbolId, SymbolId, SymbolId) {
    (intern("@__src"), intern("@__kind"), intern("@__pat"), intern("@__blk"))
}

/// An Enumerator over a chunking Generator for `recv`.
fn chunk_enumerator(vm: &mut Vm, recv: Value, kind: &str, pat: Value, block: Option<&Block>) -> VmResult {
    let blk = match block {
        Some(b) => vm.block_to_proc(b)?,
        None => Value::NIL,
    };
    rooted(vm, &[blk], |vm| {
        let gk = super::generator::generator_class(vm);
        let g = vm.new_object(gk);
        rooted(vm, &[g], |vm| {
            let (src, k, p, b) = ivars();
            vm.ivar_set(g, src, recv)?;
            vm.ivar_set(g, k, Value::symbol(intern(kind)))?;
            vm.ivar_set(g, p, pat)?;
            vm.ivar_set(g, b, blk)?;
            super::enumerator_for_user(vm, g, "each", &[], None)
        })
    })
}

/// Whether Generator `g` is a chunking one (`Generator#each` asks).
pub(super) fn is_chunker(vm: &mut Vm, g: Value) -> bool {
    vm.ivar_get(g, ivars().1).is_symbol()
}

fn take_chunk(vm: &mut Vm, cur: &Out) -> Value {
    let chunk = std::mem::take(cur.items());
    vm.new_array(chunk)
}

/// Walks a chunking Generator's source, yielding each chunk to `walker`.
pub(super) fn walk(vm: &mut Vm, g: Value, walker: &Block) -> VmResult<()> {
    let (si, ki, pi, bi) = ivars();
    let (src, kind, pat, blk) = (vm.ivar_get(g, si), vm.ivar_get(g, ki), vm.ivar_get(g, pi), vm.ivar_get(g, bi));
    let kind = kind.as_symbol().name().into_owned();
    let block = if crate::core::proc_::is_proc(vm, blk) { Some(Block::Proc(blk)) } else { None };
    let needs_block = matches!(kind.as_str(), "chunk_while" | "slice_when" | "chunk");
    if needs_block && block.is_none() {
        return Err(vm.arg_error("uninitialized enumerator"));
    }
    let b = block.clone().unwrap_or(Block::Proc(Value::NIL));
    let cur = Out::new(vm);
    let r = match kind.as_str() {
        "chunk_while" | "slice_when" => {
            let negate = kind == "slice_when";
            let mut prev: Option<Value> = None;
            iterate(vm, src, &mut |vm, x| {
                if let Some(p) = prev {
                    let t = vm.yield_block(&b, &[p, x])?.truthy();
                    if t == negate {
                        let c = take_chunk(vm, &cur);
                        cur.push(x);
                        prev = Some(x);
                        vm.yield_block(walker, &[c])?;
                        return Ok(true);
                    }
                }
                cur.push(x);
                prev = Some(x);
                Ok(true)
            })
            .and_then(|_| flush(vm, &cur, walker, None))
        }
        "slice_before" | "slice_after" => {
            let after = kind == "slice_after";
            iterate(vm, src, &mut |vm, x| {
                let hit = match &block {
                    Some(b) => vm.yield_block(b, &[x])?.truthy(),
                    None => vm.case_eq(pat, x)?,
                };
                if !after && hit && !cur.items().is_empty() {
                    let c = take_chunk(vm, &cur);
                    cur.push(x);
                    vm.yield_block(walker, &[c])?;
                    return Ok(true);
                }
                cur.push(x);
                if after && hit {
                    let c = take_chunk(vm, &cur);
                    vm.yield_block(walker, &[c])?;
                }
                Ok(true)
            })
            .and_then(|_| flush(vm, &cur, walker, None))
        }
        _ => {
            chunk_by_key(vm, src, &b, &cur, walker)
        }
    };
    cur.finish(vm, r).map(|_| ())
}

/// Yields what is left in `cur` (as `[key, chunk]` when `key` is given).
fn flush(vm: &mut Vm, cur: &Out, walker: &Block, key: Option<Value>) -> VmResult<()> {
    if cur.items().is_empty() {
        return Ok(());
    }
    let c = take_chunk(vm, cur);
    let v = match key {
        Some(k) => {
            vm.temp_roots.push(c);
            let pair = vm.new_array(vec![k, c]);
            vm.temp_roots.pop();
            pair
        }
        None => c,
    };
    vm.yield_block(walker, &[v])?;
    Ok(())
}

/// `chunk { |x| key }`: runs of equal keys as `[key, [x, ...]]`; nil and `:_separator` drop
/// the element, `:_alone` puts it in a chunk of its own, other `_` symbols are reserved.
fn chunk_by_key(vm: &mut Vm, src: Value, b: &Block, cur: &Out, walker: &Block) -> VmResult<()> {
    let (sep, alone) = (Value::symbol(intern("_separator")), Value::symbol(intern("_alone")));
    let keep = Out::new(vm);
    let mut key: Option<Value> = None;
    let r = iterate(vm, src, &mut |vm, x| {
        let k = vm.yield_block(b, &[x])?;
        keep.items().clear();
        if let Some(pk) = key {
            keep.push(pk);
        }
        keep.push(k);
        let same = match key {
            Some(pk) if k != alone => vm.values_eq(pk, k)?,
            _ => false,
        };
        if !same {
            flush(vm, cur, walker, key)?;
            key = None;
        }
        if k.is_nil() || k == sep {
            return Ok(true);
        }
        if k == alone {
            cur.push(x);
            return flush(vm, cur, walker, Some(k)).map(|_| true);
        }
        if k.is_symbol() && k.as_symbol().name().starts_with('_') {
            return Err(vm.make_error(vm.core.runtime_error, "symbols beginning with an underscore are reserved"));
        }
        key = Some(k);
        cur.push(x);
        Ok(true)
    });
    let r = r.and_then(|_| flush(vm, cur, walker, key));
    keep.finish(vm, r).map(|_| ())
}

pub(super) fn en_chunk_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("tried to create Proc object without a block"));
    };
    chunk_enumerator(vm, recv, "chunk_while", Value::NIL, Some(&b))
}

pub(super) fn en_slice_when(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("tried to create Proc object without a block"));
    };
    chunk_enumerator(vm, recv, "slice_when", Value::NIL, Some(&b))
}

/// `slice_before(pattern)` / `slice_before { |x| }` (and `slice_after`): exactly one of the
/// pattern and the block.
fn slice_at(vm: &mut Vm, recv: Value, args: &Args, kind: &str) -> VmResult {
    let pattern = match (args.len(), &args.block) {
        (0, Some(_)) => Value::NIL,
        (1, None) => args.get(0),
        (n, b) => {
            let expected = if b.is_some() { 0 } else { 1 };
            return Err(vm.arg_count_error(n, expected, expected));
        }
    };
    chunk_enumerator(vm, recv, kind, pattern, args.block.as_ref())
}

pub(super) fn en_slice_before(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    slice_at(vm, recv, args, "slice_before")
}
pub(super) fn en_slice_after(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    slice_at(vm, recv, args, "slice_after")
}

pub(super) fn en_chunk(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = super::block_or_enum!(vm, recv, args, "chunk");
    chunk_enumerator(vm, recv, "chunk", Value::NIL, Some(&b))
}
