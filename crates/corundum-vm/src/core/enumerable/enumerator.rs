//! Enumerator: an object holding a receiver, a method and its arguments (`@__recv`, `@__meth`,
//! `@__args`); `each` calls that method with the block. `enumerator_for` builds one and the
//! `block_or_enum!` macro returns one from a method called without a block. Also `with_index`,
//! `each_with_index`, `with_object`, `inspect`, `size`, and `next`/`peek`/`rewind`.
//!
//! Invariants:
//! - `next`/`peek`/`rewind` work on a buffer of all values (`@__buf`, position `@__pos`)
//!   materialised on first use, since there are no fibers: fine for finite sources only.
//! - The argument Array and the new Enumerator stay rooted while its ivars are set.
//! - `size` never iterates: for the methods that yield once per element it is the receiver's
//!   length (or its `size`), for `each_slice`/`each_cons` it is computed from that, and
//!   otherwise nil.

use std::cell::Cell;
use std::rc::Rc;

use super::{pack, rooted, to_a};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

struct Syms {
    recv: SymbolId,
    meth: SymbolId,
    args: SymbolId,
    buf: SymbolId,
    pos: SymbolId,
    /// Set (true) when the last argument is a hash of keywords (`each_line("x", chomp: true)`).
    kw: SymbolId,
}

thread_local! {
    static SYMS: Syms = Syms { recv: intern("@__recv"), meth: intern("@__meth"), args: intern("@__args"), buf: intern("@__buf"), pos: intern("@__pos"), kw: intern("@__kw") };
    pub(super) static ENUMERATOR: Cell<Value> = const { Cell::new(Value::NIL) };
}

fn syms() -> (SymbolId, SymbolId, SymbolId) {
    SYMS.with(|s| (s.recv, s.meth, s.args))
}

fn enumerator_class(vm: &mut Vm) -> VmResult {
    let k = ENUMERATOR.with(|c| c.get());
    if !k.is_nil() {
        return Ok(k);
    }
    vm.const_get_from(vm.core.object, intern("Enumerator"))
}

/// An Enumerator for `recv.meth(*args)`.
pub fn enumerator_for(vm: &mut Vm, recv: Value, meth: &str, args: &[Value]) -> VmResult {
    let (sr, sm, sa) = syms();
    let k = enumerator_class(vm)?;
    let a = vm.new_array(args.to_vec());
    rooted(vm, &[a], |vm| {
        let e = vm.new_object(k);
        rooted(vm, &[e], |vm| {
            vm.ivar_set(e, sr, recv)?;
            vm.ivar_set(e, sm, Value::symbol(intern(meth)))?;
            vm.ivar_set(e, sa, a)?;
            Ok(e)
        })
    })
}

/// An Enumerator for `recv.meth(*args)` with the call's keywords kept as keywords.
pub fn enumerator_for_args(vm: &mut Vm, recv: Value, meth: &str, args: &Args) -> VmResult {
    let e = enumerator_for(vm, recv, meth, args.as_slice())?;
    if args.kw {
        let kw = SYMS.with(|s| s.kw);
        rooted(vm, &[e], |vm| vm.ivar_set(e, kw, Value::TRUE))?;
    }
    Ok(e)
}

macro_rules! block_or_enum {
    ($vm:expr, $recv:expr, $args:expr, $name:expr) => {
        match $args.block.clone() {
            Some(b) => b,
            None => return $crate::core::enumerable::enumerator_for_args($vm, $recv, $name, $args),
        }
    };
}
pub(crate) use block_or_enum;

/// The receiver, method and arguments of Enumerator `e`; ArgumentError "uninitialized
/// enumerator" for one made by `Enumerator.allocate` (no method recorded).
/// Whether the enumerator's last argument is a hash of keywords.
fn enum_kw(vm: &mut Vm, e: Value) -> bool {
    let kw = SYMS.with(|s| s.kw);
    vm.ivar_get(e, kw).truthy()
}

fn enum_parts(vm: &mut Vm, e: Value) -> VmResult<(Value, SymbolId, Vec<Value>)> {
    let (sr, sm, sa) = syms();
    let target = vm.ivar_get(e, sr);
    let meth = vm.ivar_get(e, sm);
    let a = vm.ivar_get(e, sa);
    if !meth.is_symbol() {
        return Err(vm.arg_error("uninitialized enumerator"));
    }
    let a = if obj::is_type(a, ObjType::Array) { obj::as_array(a).items.to_vec() } else { Vec::new() };
    Ok((target, meth.as_symbol(), a))
}

pub(super) fn e_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else { return Ok(recv) };
    let (target, meth, a) = enum_parts(vm, recv)?;
    let kw = enum_kw(vm, recv);
    rooted(vm, &a, |vm| vm.call_method_kw(target, meth, &a, Some(b), kw))
}

pub(super) fn e_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return enumerator_for(vm, recv, "with_index", args.as_slice());
    };
    let off = if args.is_empty() || args.get(0).is_nil() { 0 } else { vm.expect_int(args.get(0))? };
    let (target, meth, a) = enum_parts(vm, recv)?;
    let kw = enum_kw(vm, recv);
    let counter = Cell::new(off);
    let inner = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
        let v = pack(vm, xs);
        let i = counter.get();
        counter.set(i + 1);
        vm.yield_block(&b, &[v, Value::fixnum(i)])
    }));
    rooted(vm, &a, |vm| vm.call_method_kw(target, meth, &a, Some(inner), kw))
}

pub(super) fn e_each_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_none() {
        return enumerator_for(vm, recv, "each_with_index", &[]);
    }
    e_with_index(vm, recv, &Args::from_slice(&[], args.block.clone()))
}

pub(super) fn e_with_object(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return enumerator_for(vm, recv, "with_object", args.as_slice());
    };
    let memo = args.get(0);
    let (target, meth, a) = enum_parts(vm, recv)?;
    let kw = enum_kw(vm, recv);
    let inner = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
        let v = pack(vm, xs);
        vm.yield_block(&b, &[v, memo])
    }));
    rooted(vm, &a, |vm| vm.call_method_kw(target, meth, &a, Some(inner), kw))?;
    Ok(memo)
}

pub(super) fn e_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if !vm.ivar_get(recv, syms().1).is_symbol() {
        return Ok(vm.new_str("#<Enumerator: uninitialized>"));
    }
    let (target, meth, a) = enum_parts(vm, recv)?;
    if obj::is_type(target, ObjType::Range) && (meth.name() == "step" || meth.name() == "%") && a.len() == 1 {
        // CRuby returns an ArithmeticSequence here.
        let t = vm.inspect_str(target)?;
        let st = vm.inspect_str(a[0])?;
        let s = format!("(({}).{}({}))", t, meth.name(), st);
        return Ok(vm.new_string(s.into_bytes()));
    }
    let t = vm.inspect_str(target)?;
    let mut s = format!("#<Enumerator: {}:{}", t, meth.name());
    if !a.is_empty() {
        let mut parts = Vec::new();
        for x in a {
            parts.push(vm.inspect_str(x)?);
        }
        s.push_str(&format!("({})", parts.join(", ")));
    }
    s.push('>');
    Ok(vm.new_string(s.into_bytes()))
}

pub(super) fn e_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (target, meth, a) = enum_parts(vm, recv)?;
    let n = meth.name();
    let simple = matches!(
        &*n,
        "each"
            | "map"
            | "collect"
            | "each_with_index"
            | "select"
            | "filter"
            | "reject"
            | "flat_map"
            | "each_entry"
            | "filter_map"
            | "map!"
            | "collect!"
            | "select!"
            | "reject!"
            | "each_index"
            | "reverse_each"
            | "with_index"
            | "each_with_object"
            | "find_index"
            | "sort_by"
            | "min_by"
            | "max_by"
            | "group_by"
            | "partition"
            | "times"
    );
    if simple && a.len() <= 1 {
        if obj::is_type(target, ObjType::Array) {
            return Ok(Value::fixnum(obj::as_array(target).items.len() as i64));
        }
        if obj::is_type(target, ObjType::Hash) {
            return Ok(Value::fixnum(obj::as_hash(target).table.len() as i64));
        }
        if target.is_heap() && !obj::is_type(target, ObjType::Object) {
            return vm.call_method(target, sym::SIZE, &[], None);
        }
        if target.is_fixnum() && &*n == "times" {
            return Ok(Value::fixnum(target.as_fixnum().max(0)));
        }
        if obj::is_type(target, ObjType::Object) && vm.ivar_defined(target, syms().1) {
            return e_size(vm, target, _args);
        }
    }
    // ENV's walks: as many as it has variables.
    if a.is_empty()
        && matches!(&*n, "each" | "each_pair" | "each_key" | "each_value" | "delete_if" | "keep_if" | "select" | "filter" | "reject" | "select!" | "filter!" | "reject!")
        && vm.const_get_from(vm.core.object, crate::symbol::intern("ENV")).is_ok_and(|env| env == target)
    {
        return vm.call_method(target, sym::SIZE, &[], None);
    }
    if (&*n == "each_slice" || &*n == "each_cons") && a.len() == 1 && a[0].is_fixnum() {
        let len = if obj::is_type(target, ObjType::Array) {
            obj::as_array(target).items.len() as i64
        } else {
            let s = vm.call_method(target, sym::SIZE, &[], None)?;
            if !s.is_fixnum() {
                return Ok(s);
            }
            s.as_fixnum()
        };
        let k = a[0].as_fixnum().max(1);
        return Ok(Value::fixnum(if &*n == "each_slice" { (len + k - 1) / k } else { (len - k + 1).max(0) }));
    }
    Ok(Value::NIL)
}

/// `next`/`peek`/`rewind` work on a materialised buffer (no fibers): fine for finite sources.
fn e_buffer(vm: &mut Vm, recv: Value) -> VmResult<(Value, i64)> {
    let (sb, sp) = SYMS.with(|s| (s.buf, s.pos));
    let mut buf = vm.ivar_get(recv, sb);
    if !obj::is_type(buf, ObjType::Array) {
        buf = to_a(vm, recv)?;
        vm.ivar_set(recv, sb, buf)?;
        vm.ivar_set(recv, sp, Value::fixnum(0))?;
    }
    let p = vm.ivar_get(recv, sp);
    Ok((buf, if p.is_fixnum() { p.as_fixnum() } else { 0 }))
}

pub(super) fn e_next(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (buf, p) = e_buffer(vm, recv)?;
    let items = &obj::as_array(buf).items;
    if p as usize >= items.len() {
        return Err(vm.make_error(vm.core.stop_iteration, "iteration reached an end"));
    }
    let v = items[p as usize];
    let sp = SYMS.with(|s| s.pos);
    vm.ivar_set(recv, sp, Value::fixnum(p + 1))?;
    Ok(v)
}

pub(super) fn e_peek(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (buf, p) = e_buffer(vm, recv)?;
    let items = &obj::as_array(buf).items;
    if p as usize >= items.len() {
        return Err(vm.make_error(vm.core.stop_iteration, "iteration reached an end"));
    }
    Ok(items[p as usize])
}

pub(super) fn e_rewind(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    enum_parts(vm, recv)?;
    let sp = SYMS.with(|s| s.pos);
    if vm.ivar_defined(recv, sp) {
        vm.ivar_set(recv, sp, Value::fixnum(0))?;
    }
    Ok(recv)
}
