//! Method and UnboundMethod: `method`/`instance_method` results (typed data holding a method
//! entry, the receiver and the class the lookup started from), their calls, binding,
//! comparison and reflection (`owner`, `original_name`, `super_method`, `curry`), and
//! `inspect` in CRuby 4.0's form (`inspect`).
//!
//! Invariants: a MethodData never changes once made (no write barrier); an UnboundMethod is one
//! whose class is UnboundMethod, and its receiver is nil.

use std::rc::Rc;

use crate::class::{MethodEntry, MethodKind};
use crate::core::proc_::{arity_of, compose_lshift, compose_rshift, is_method, method_call_kw, method_data, new_method_object, new_proc, proc_data, MethodData};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

/// Whether two method entries run the same definition (an alias and its original do).
fn same_definition(a: &Rc<MethodEntry>, b: &Rc<MethodEntry>) -> bool {
    Rc::ptr_eq(a, b)
        || match (&a.kind, &b.kind) {
            (MethodKind::Iseq(x), MethodKind::Iseq(y)) | (MethodKind::Bmethod(x), MethodKind::Bmethod(y)) => x == y,
            (MethodKind::Builtin { func: f, .. }, MethodKind::Builtin { func: g, .. }) => std::ptr::fn_addr_eq(*f, *g),
            (MethodKind::AttrReader(x), MethodKind::AttrReader(y)) | (MethodKind::AttrWriter(x), MethodKind::AttrWriter(y)) => x == y,
            (MethodKind::Missing, MethodKind::Missing) => a.name == b.name && a.owner == b.owner,
            _ => false,
        }
}

/// The module whose definition the entry `me` runs (CRuby's defined class): for an alias (or a
/// visibility copy) made in a subclass, the ancestor that defined the original, found as the
/// first one holding the original name with the same definition; `me.owner` otherwise.
pub(crate) fn defined_class(vm: &mut Vm, me: &Rc<MethodEntry>) -> Value {
    if me.name == me.original_name || !me.owner.is_heap() || !matches!(obj::obj_type(me.owner), ObjType::Class | ObjType::Module) {
        return me.owner;
    }
    let anc = vm.ancestors(me.owner);
    for &k in anc.iter() {
        if let Some(orig) = obj::as_class(k).data.methods.get(&me.original_name) {
            if same_definition(orig, me) {
                return orig.owner;
            }
        }
    }
    me.owner
}

/// `Method#==`/`eql?`: the same receiver (identical), the same defining module and the same
/// definition, so an alias equals its original.
fn method_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    if !is_method(vm, other) || vm.class_of_real(recv) != vm.class_of_real(other) {
        return Ok(Value::FALSE);
    }
    let (a, b) = (method_data(recv), method_data(other));
    if a.recv != b.recv || !same_definition(&a.me, &b.me) {
        return Ok(Value::FALSE);
    }
    let (ma, mb) = (a.me.clone(), b.me.clone());
    Ok(Value::bool(defined_class(vm, &ma) == defined_class(vm, &mb)))
}

/// `Method#hash`, consistent with `eql?`: from the receiver and the definition.
fn method_hash(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = method_data(recv);
    let def = match &d.me.kind {
        MethodKind::Iseq(x) | MethodKind::Bmethod(x) => x.0,
        MethodKind::Builtin { func, .. } => *func as usize as u64,
        MethodKind::AttrReader(s) | MethodKind::AttrWriter(s) => u64::from(s.0),
        _ => 0,
    };
    let h = crate::core::conversions::mix(d.recv.0 ^ crate::core::conversions::mix(def));
    Ok(Value::fixnum((h >> 2) as i64))
}

pub fn obj_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_symbol_or_string(args.get(0))?;
    let k = vm.class_of(recv);
    // The caller's refinements apply (`vm::refinement`).
    let refs = vm.caller_refinements();
    let found = if refs.is_heap() { vm.find_method_refined(k, name, refs) } else { vm.find_method(k, name) };
    match found {
        Some(me) => Ok(new_method_object(vm, recv, me, name, k, false)),
        None => {
            // A name `respond_to_missing?` accepts gives a Method that calls method_missing.
            let rtm = vm.call_method(recv, sym::RESPOND_TO_MISSING, &[Value::symbol(name), Value::TRUE], None)?;
            if rtm.truthy() {
                let me = Rc::new(MethodEntry {
                    name,
                    original_name: name,
                    owner: k,
                    visibility: crate::class::Visibility::Public,
                    kind: crate::class::MethodKind::Missing,
                    cref: Value::NIL,
                });
                return Ok(new_method_object(vm, recv, me, name, k, false));
            }
            let real = vm.class_of_real(recv);
            Err(vm.undefined_method_in(real, name))
        }
    }
}

fn method_call_builtin(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    method_call_kw(vm, recv, args.as_slice(), args.kw, args.block.clone())
}

fn method_arity(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(entry_arity(&method_data(recv).me) as i64))
}

/// `Method#arity` of a method entry.
/// The fewest and most arguments a method entry takes (None: any number).
pub(crate) fn entry_min_max(me: &MethodEntry) -> (usize, Option<usize>) {
    match &me.kind {
        MethodKind::Iseq(i) => crate::core::proc_::params_min_max(&obj::as_iseq(*i).data.params),
        MethodKind::Builtin { arity, .. } if *arity >= 0 => (*arity as usize, Some(*arity as usize)),
        MethodKind::Builtin { arity, .. } => ((-arity - 1) as usize, None),
        MethodKind::AttrReader(_) | MethodKind::Undefined => (0, Some(0)),
        MethodKind::AttrWriter(_) => (1, Some(1)),
        MethodKind::Bmethod(p) => crate::core::proc_::min_max_arity(&proc_data(*p).block),
        MethodKind::Missing => (0, None),
    }
}

pub(crate) fn entry_arity(me: &MethodEntry) -> i32 {
    match &me.kind {
        crate::class::MethodKind::Iseq(i) => obj::as_iseq(*i).data.params.arity(),
        crate::class::MethodKind::Builtin { arity, .. } => *arity,
        crate::class::MethodKind::AttrReader(_) => 0,
        crate::class::MethodKind::AttrWriter(_) => 1,
        // A method's arity is its body's as a lambda's (a Method-made proc's is the Method's).
        crate::class::MethodKind::Bmethod(p) => arity_of(&proc_data(*p).block, true),
        crate::class::MethodKind::Undefined => 0,
        crate::class::MethodKind::Missing => -1,
    }
}

fn method_name(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::symbol(method_data(recv).name))
}

fn method_owner(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(method_data(recv).me.owner)
}

fn method_receiver(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(method_data(recv).recv)
}

fn method_to_proc(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    new_proc(vm, Block::Method(recv), true)
}

fn method_unbind(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = method_data(recv);
    let (me, name, klass) = (d.me.clone(), d.name, d.klass);
    Ok(new_method_object(vm, Value::NIL, me, name, klass, true))
}

/// CRuby's `convert_umethod_to_method_components`: a method owned by a class binds only to an
/// instance of that class (a module's methods bind to anything). This is what lets every
/// builtin trust its receiver's type (object.rs, "Typed accessors"): an instance of a class is
/// of the class's `instance_type`.
pub fn check_bind_target(vm: &mut Vm, owner: Value, target: Value) -> VmResult<()> {
    if obj::as_class(owner).data.kind == ObjType::Module || vm.is_kind_of(target, owner) {
        return Ok(());
    }
    if obj::as_class(owner).data.is_singleton {
        return Err(vm.type_error("singleton method called for a different object"));
    }
    let n = vm.module_name(owner);
    Err(vm.type_error(&format!("bind argument must be an instance of {n}")))
}

fn unbound_bind(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = method_data(recv);
    let (me, name, klass) = (d.me.clone(), d.name, d.klass);
    let target = args.get(0);
    check_bind_target(vm, me.owner, target)?;
    Ok(new_method_object(vm, target, me, name, klass, false))
}

fn unbound_bind_call(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = method_data(recv);
    let me = d.me.clone();
    let s = args.as_slice();
    if s.is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    check_bind_target(vm, me.owner, s[0])?;
    let at = vm.sp;
    for &a in s {
        vm.push(a);
    }
    let r = vm.invoke(&me, at, s.len() - 1, args.kw, args.block.clone());
    vm.sp = at;
    r
}


fn method_original_name(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::symbol(method_data(recv).me.original_name))
}

/// `super_method`: the method `super` would call from this one (searched from the module after
/// the one that defined it, by its original name, in the ancestors of the class the method was
/// looked up in), bound to the same receiver; nil when there is none.
fn method_super_method(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d: &MethodData = method_data(recv);
    let (me, klass, r) = (d.me.clone(), d.klass, d.recv);
    if matches!(me.kind, MethodKind::Missing) || !klass.is_heap() {
        return Ok(Value::NIL);
    }
    let from = defined_class(vm, &me);
    let mid = me.original_name;
    let Some(sup) = vm.find_super_method(klass, from, mid) else { return Ok(Value::NIL) };
    let unbound = obj::basic(recv).klass == vm.core.unbound_method;
    Ok(new_method_object(vm, r, sup, mid, klass, unbound))
}

/// `Method#curry(arity = nil)`: the method as a lambda, curried.
fn method_curry(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let p = new_proc(vm, Block::Method(recv), true)?;
    vm.temp_roots.push(p);
    let r = vm.call_method(p, intern("curry"), args.as_slice(), None);
    vm.temp_roots.pop();
    r
}


pub fn init(vm: &mut Vm) {
    let m = vm.core.method;
    let u = vm.core.unbound_method;
    for name in ["call", "()", "===", "[]"] {
        vm.define_builtin(m, name, -1, method_call_builtin);
    }
    vm.define_builtin(m, "receiver", 0, method_receiver);
    vm.define_builtin(m, "to_proc", 0, method_to_proc);
    vm.define_builtin(m, "unbind", 0, method_unbind);
    vm.define_builtin(m, "curry", -1, method_curry);
    vm.define_builtin(m, ">>", 1, compose_rshift);
    vm.define_builtin(m, "<<", 1, compose_lshift);
    vm.define_builtin(u, "bind", 1, unbound_bind);
    vm.define_builtin(u, "bind_call", -1, unbound_bind_call);
    for k in [m, u] {
        vm.define_builtin(k, "arity", 0, method_arity);
        vm.define_builtin(k, "name", 0, method_name);
        vm.define_builtin(k, "owner", 0, method_owner);
        vm.define_builtin(k, "original_name", 0, method_original_name);
        vm.define_builtin(k, "super_method", 0, method_super_method);
        vm.define_builtin(k, "inspect", 0, crate::core::proc_::inspect::method_inspect);
        vm.define_builtin(k, "to_s", 0, crate::core::proc_::inspect::method_inspect);
        vm.define_builtin(k, "parameters", 0, crate::core::parameters::method_parameters);
        vm.define_builtin(k, "source_location", 0, crate::core::parameters::method_source_location);
        vm.define_builtin(k, "==", 1, method_eq);
        vm.define_builtin(k, "eql?", 1, method_eq);
        vm.define_builtin(k, "hash", 0, method_hash);
    }
    let _ = sym::CALL;
}
