//! `parameters` and `source_location` of Method, UnboundMethod and Proc: what a method or block
//! declares, read back from its iseq's `Params` and local table.
//!
//! Invariants: the locals of an iseq start with its parameters in `Params` order (lead,
//! optional, rest, post, keywords, keyword rest, block), which `compiler::define::setup_params`
//! guarantees; a destructured parameter `(a, b)` sits in a local with no Ruby name and is
//! reported without one, as CRuby does. Builtins have no names: their arity alone is reported.

use crate::class::MethodKind;
use crate::core::proc_::{method_data, proc_data};
use crate::iseq::Params;
use crate::object as obj;
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

/// One `[kind, name]` (or `[kind]`) pair per parameter, for an iseq of `params`/`names`.
/// `proc_like`: a non-lambda block, whose required parameters are reported as optional.
fn describe(params: &Params, names: &[SymbolId], proc_like: bool) -> Vec<(&'static str, Option<SymbolId>)> {
    let name_at = |i: u32| names.get(i as usize).copied().filter(|n| n.0 != u32::MAX);
    let mut out = Vec::new();
    let req = if proc_like { "opt" } else { "req" };
    for i in 0..params.lead {
        out.push((req, name_at(i)));
    }
    for i in 0..params.opt {
        out.push(("opt", name_at(params.lead + i)));
    }
    let forwarding = params.rest.and_then(name_at).is_some_and(|n| n == intern("..."));
    if let Some(r) = params.rest {
        let n = if forwarding { Some(intern("*")) } else { name_at(r) };
        out.push(("rest", n));
    }
    for i in 0..params.post {
        out.push((req, name_at(params.post_start + i)));
    }
    for (k, &n) in params.kw_names.iter().enumerate() {
        let required = params.kw_required.get(k).copied().unwrap_or(false);
        out.push((if required { "keyreq" } else { "key" }, Some(n)));
    }
    if let Some(r) = params.kwrest {
        out.push(("keyrest", name_at(r)));
    }
    if params.no_kw {
        out.push(("nokey", None));
    }
    if let Some(b) = params.block {
        out.push(("block", name_at(b)));
    }
    out
}

/// What a builtin of `arity` reports: `[:req]` per required argument, `[:rest]` when variadic.
fn describe_arity(arity: i32) -> Vec<(&'static str, Option<SymbolId>)> {
    let req = if arity < 0 { -(arity + 1) } else { arity };
    let mut out: Vec<_> = (0..req).map(|_| ("req", None)).collect();
    if arity < 0 {
        out.push(("rest", None));
    }
    out
}

fn to_array(vm: &mut Vm, list: Vec<(&'static str, Option<SymbolId>)>) -> Value {
    let mark = vm.temp_roots.len();
    for (kind, name) in list {
        let mut pair = vec![Value::symbol(intern(kind))];
        if let Some(n) = name {
            pair.push(Value::symbol(n));
        }
        let a = vm.new_array(pair);
        vm.temp_roots.push(a);
    }
    let items = vm.temp_roots[mark..].to_vec();
    let r = vm.new_array(items);
    vm.temp_roots.truncate(mark);
    r
}

/// The parameters of a block: a Proc's (`lambda` tells how required ones are reported).
fn block_params(block: &Block, lambda: bool) -> Vec<(&'static str, Option<SymbolId>)> {
    match block {
        Block::Captured(c) => {
            let d = &obj::as_iseq(c.iseq).data;
            describe(&d.params, &d.local_names, !lambda)
        }
        Block::Proc(p) => {
            let d = proc_data(*p);
            block_params(&d.block, lambda || d.lambda)
        }
        Block::Symbol(..) => {
            if lambda {
                vec![("req", None), ("rest", None)]
            } else {
                vec![("opt", None), ("rest", None)]
            }
        }
        Block::Method(m) => method_params(*m),
        Block::Native(_) | Block::Derived(_) => vec![("rest", None)],
    }
}

pub(crate) fn method_params(m: Value) -> Vec<(&'static str, Option<SymbolId>)> {
    entry_params(&method_data(m).me)
}

/// The parameters of method entry `me`.
fn entry_params(me: &crate::class::MethodEntry) -> Vec<(&'static str, Option<SymbolId>)> {
    match &me.kind {
        MethodKind::Iseq(i) => {
            let d = &obj::as_iseq(*i).data;
            describe(&d.params, &d.local_names, false)
        }
        MethodKind::Builtin { arity, .. } => describe_arity(*arity),
        MethodKind::AttrReader(_) => Vec::new(),
        MethodKind::AttrWriter(_) => vec![("req", None)],
        MethodKind::Bmethod(p) => block_params(&proc_data(*p).block, true),
        MethodKind::Undefined => Vec::new(),
        MethodKind::Missing => vec![("rest", None)],
    }
}

/// `TracePoint#parameters` of a method's event: what method entry `me` declares.
pub(crate) fn entry_parameters(vm: &mut Vm, me: &crate::class::MethodEntry) -> Value {
    let list = entry_params(me);
    to_array(vm, list)
}

/// `TracePoint#parameters` of a block's event: what iseq `iseq` declares (as a proc's, unless
/// it is a lambda's).
pub(crate) fn iseq_parameters(vm: &mut Vm, iseq: Value) -> Value {
    let d = &obj::as_iseq(iseq).data;
    let list = describe(&d.params, &d.local_names, d.kind == crate::iseq::IseqKind::Block);
    to_array(vm, list)
}

/// `Method#parameters`, `UnboundMethod#parameters`.
pub fn method_parameters(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let list = method_params(recv);
    Ok(to_array(vm, list))
}

/// `Proc#parameters(lambda: nil)`: `lambda: true` reports a proc as if it were a lambda.
pub fn proc_parameters(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = proc_data(recv);
    let mut lambda = d.lambda;
    let positional = args.as_slice().len() - usize::from(args.kwargs().is_some());
    if positional > 0 {
        return Err(vm.arg_count_error(positional, 0, 0));
    }
    if let Some(v) = args.kwargs().and_then(|k| vm.hash_lookup_symbol(k, intern("lambda"))) {
        if !v.is_nil() {
            lambda = v.truthy();
        }
    }
    let list = block_params(&d.block, lambda);
    Ok(to_array(vm, list))
}

fn iseq_location(vm: &mut Vm, iseq: Value) -> Value {
    let d = &obj::as_iseq(iseq).data;
    let path = d.path.to_string();
    let line = d.first_line;
    let p = vm.new_str(&path);
    vm.temp_roots.push(p);
    let r = vm.new_array(vec![p, Value::fixnum(i64::from(line))]);
    vm.temp_roots.pop();
    r
}

fn block_location(vm: &mut Vm, block: &Block) -> Value {
    match block {
        Block::Captured(c) => iseq_location(vm, c.iseq),
        Block::Proc(p) => {
            let b = proc_data(*p).block.clone();
            block_location(vm, &b)
        }
        Block::Method(m) => method_location(vm, *m),
        Block::Symbol(..) | Block::Native(_) | Block::Derived(_) => Value::NIL,
    }
}

pub(crate) fn method_location(vm: &mut Vm, m: Value) -> Value {
    let me = method_data(m).me.clone();
    match &me.kind {
        MethodKind::Iseq(i) => iseq_location(vm, *i),
        MethodKind::Bmethod(p) => {
            let b = proc_data(*p).block.clone();
            block_location(vm, &b)
        }
        _ => Value::NIL,
    }
}

/// `Method#source_location`, `UnboundMethod#source_location`: `[path, line]`, nil for builtins.
pub fn method_source_location(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(method_location(vm, recv))
}

/// `Proc#source_location`.
pub fn proc_source_location(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = proc_data(recv).block.clone();
    Ok(block_location(vm, &b))
}
