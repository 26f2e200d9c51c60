//! Enumerable (over any `each`) and Enumerator (a receiver, a method and its arguments, so that
//! `each_with_index.map`, `map.with_index` and `each_slice(2).to_a` work).
//!
//! Invariant: Enumerable methods call `each` with a native block; the arrays they build are
//! allocated first and pushed to `temp_roots` for the duration of the iteration.

use std::rc::Rc;

use crate::object::{self as obj};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

/// Calls `recv.each` (or `meth`) and hands every yielded value (multiple values packed into an
/// array) to `f`.
pub fn each_value(vm: &mut Vm, recv: Value, f: Rc<crate::vm::frame::NativeBlock>) -> VmResult {
    let b = Block::Native(f);
    if obj::is_type(recv, obj::ObjType::Object) && vm.ivar_defined(recv, intern("@__meth")) {
        let target = vm.ivar_get(recv, intern("@__recv"));
        let meth = vm.ivar_get(recv, intern("@__meth"));
        let args = vm.ivar_get(recv, intern("@__args"));
        let a = if args.is_nil() { Vec::new() } else { obj::as_array(args).items.clone() };
        return vm.call_method(target, meth.as_symbol(), &a, Some(b));
    }
    vm.call_method(recv, sym::EACH, &[], Some(b))
}

/// Packs block arguments the way `each` yields them to a one-parameter block.
pub fn pack(vm: &mut Vm, args: &[Value]) -> Value {
    match args {
        [] => Value::NIL,
        [x] => *x,
        many => vm.new_array(many.to_vec()),
    }
}

/// All values `each` yields, as an Array.
pub fn to_a(vm: &mut Vm, recv: Value) -> VmResult {
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    let r = each_value(
        vm,
        recv,
        Rc::new(move |vm: &mut Vm, args: &[Value]| {
            let v = pack(vm, args);
            obj::as_array(out).items.push(v);
            Ok(Value::NIL)
        }),
    );
    vm.temp_roots.pop();
    r?;
    Ok(out)
}

/// An Enumerator for `recv.meth(*args)`.
pub fn enumerator_for(vm: &mut Vm, recv: Value, meth: &str, args: &[Value]) -> VmResult {
    let k = vm.const_get_from(vm.core.object, intern("Enumerator"))?;
    let e = vm.new_object(k);
    vm.temp_roots.push(e);
    vm.ivar_set(e, intern("@__recv"), recv)?;
    vm.ivar_set(e, intern("@__meth"), Value::symbol(intern(meth)))?;
    let a = vm.new_array(args.to_vec());
    vm.ivar_set(e, intern("@__args"), a)?;
    vm.temp_roots.pop();
    Ok(e)
}

fn e_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else { return Ok(recv) };
    let target = vm.ivar_get(recv, intern("@__recv"));
    let meth = vm.ivar_get(recv, intern("@__meth"));
    let a = vm.ivar_get(recv, intern("@__args"));
    let a = if a.is_nil() { Vec::new() } else { obj::as_array(a).items.clone() };
    vm.call_method(target, meth.as_symbol(), &a, Some(b))
}

fn e_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let off = if args.is_empty() || args.get(0).is_nil() { 0 } else { vm.expect_int(args.get(0))? };
    let b = vm.need_block(args)?;
    let target = vm.ivar_get(recv, intern("@__recv"));
    let meth = vm.ivar_get(recv, intern("@__meth"));
    let a = vm.ivar_get(recv, intern("@__args"));
    let a = if a.is_nil() { Vec::new() } else { obj::as_array(a).items.clone() };
    let counter = std::cell::Cell::new(off);
    let inner = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
        let v = pack(vm, xs);
        let i = counter.get();
        counter.set(i + 1);
        vm.yield_block(&b, &[v, Value::fixnum(i)])
    }));
    vm.call_method(target, meth.as_symbol(), &a, Some(inner))
}

fn e_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let target = vm.ivar_get(recv, intern("@__recv"));
    let meth = vm.ivar_get(recv, intern("@__meth"));
    let t = vm.inspect_str(target)?;
    let s = format!("#<Enumerator: {}:{}>", t, meth.as_symbol().name());
    Ok(vm.new_string(s.into_bytes()))
}

fn en_to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    to_a(vm, recv)
}

/// Enumerable methods implemented by materialising `to_a` and delegating to Array's method of
/// the same name (keeps one implementation of each algorithm).
fn via_array(vm: &mut Vm, recv: Value, args: &Args, name: &str) -> VmResult {
    if obj::is_type(recv, obj::ObjType::Array) {
        return Err(vm.no_method_error(recv, intern(name), 0, None));
    }
    let a = to_a(vm, recv)?;
    vm.temp_roots.push(a);
    let r = vm.call_method_kw(a, intern(name), args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r
}

pub fn init(vm: &mut Vm) {
    let en = vm.core.enumerable;
    vm.define_builtin(en, "to_a", -1, en_to_a);
    vm.define_builtin(en, "entries", -1, en_to_a);
    for name in [
        "map", "collect", "flat_map", "select", "filter", "reject", "find", "detect", "find_index", "each_with_index", "each_with_object", "inject", "reduce", "sum",
        "count", "min", "max", "min_by", "max_by", "minmax", "sort", "sort_by", "group_by", "partition", "tally", "include?", "member?", "first", "take", "drop",
        "take_while", "drop_while", "each_slice", "each_cons", "zip", "uniq", "any?", "all?", "none?", "one?", "to_h", "filter_map", "chunk_while", "slice_when",
        "sum", "reverse_each", "to_set", "each_entry", "lazy", "cycle", "find_all", "zip",
    ] {
        let f: crate::class::BuiltinFn = match name {
            _ => |vm, recv, args| {
                let frame = vm.frames.last().expect("cfunc frame");
                let n = frame.me.as_ref().expect("method entry").name;
                via_array(vm, recv, args, &n.name())
            },
        };
        vm.define_builtin(en, name, -1, f);
    }
    let object = vm.core.object;
    let e = crate::core::define_class(vm, "Enumerator", object);
    let _ = vm.include_module(e, en);
    vm.define_builtin(e, "each", -1, e_each);
    vm.define_builtin(e, "with_index", -1, e_with_index);
    vm.define_builtin(e, "each_with_index", 0, |vm, r, a| e_with_index(vm, r, &Args::from_slice(&[], a.block.clone())));
    vm.define_builtin(e, "inspect", 0, e_inspect);
    vm.define_builtin(e, "to_s", 0, e_inspect);
    vm.define_builtin(e, "size", 0, |vm, r, _a| {
        let a = to_a(vm, r)?;
        Ok(Value::fixnum(obj::as_array(a).items.len() as i64))
    });
}
