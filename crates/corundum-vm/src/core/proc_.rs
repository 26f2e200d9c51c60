//! Proc, Method and UnboundMethod: typed-data objects (seed 001) around a block or a method
//! entry.

use std::rc::Rc;

use crate::class::{MethodEntry, MethodKind};
use crate::data_type;
use crate::typed_data::DataType;
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::{Block, CapturedBlock};
use crate::vm::{Args, Vm, VmResult};

pub struct ProcData {
    pub block: Block,
    pub lambda: bool,
}

pub struct MethodData {
    pub recv: Value,
    pub me: Rc<MethodEntry>,
    pub name: SymbolId,
    /// The class the method was looked up in (for UnboundMethod#inspect and bind checks).
    pub klass: Value,
}

data_type!(pub PROC_TYPE: ProcData, c"proc", mark = |p, m| {
    // SAFETY: the payload of a PROC_TYPE object is a ProcData.
    let d = unsafe { &*(p as *const ProcData) };
    d.block.mark(m);
});

data_type!(pub METHOD_TYPE: MethodData, c"method", mark = |p, m| {
    // SAFETY: the payload of a METHOD_TYPE object is a MethodData.
    let d = unsafe { &*(p as *const MethodData) };
    m(d.recv);
    m(d.klass);
    d.me.mark(m);
});

/// A Proc's or Method's payload, read-only: both are immutable once made, so their typed data
/// needs no write barrier.
fn data<T>(v: Value, dtype: &'static DataType) -> &'static T {
    // Builtins of Proc, Method and UnboundMethod trust their receiver's class (no allocator, and
    // `bind` checks the receiver's class), so this holds; a path that breaks it stops here
    // rather than reading another type's payload. One compare, in release builds too.
    assert!(obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, dtype), "typed data of the wrong type");
    // SAFETY: the descriptor was checked just above, and each descriptor's payload is a T.
    unsafe { &*(obj::as_typed_data(v).data as *const T) }
}

pub fn is_proc(_vm: &Vm, v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &PROC_TYPE)
}
pub fn is_method(_vm: &Vm, v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &METHOD_TYPE)
}

pub fn proc_data(v: Value) -> &'static ProcData {
    data::<ProcData>(v, &PROC_TYPE)
}
/// `Method#==`/`eql?`: the same receiver (identical), the same owner and the same definition,
/// so an alias equals its original.
fn method_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    if !is_method(vm, other) || vm.class_of_real(recv) != vm.class_of_real(other) {
        return Ok(Value::FALSE);
    }
    let (a, b) = (method_data(recv), method_data(other));
    let same_def = Rc::ptr_eq(&a.me, &b.me)
        || match (&a.me.kind, &b.me.kind) {
            (MethodKind::Iseq(x), MethodKind::Iseq(y)) | (MethodKind::Bmethod(x), MethodKind::Bmethod(y)) => x == y,
            (MethodKind::Builtin { func: f, .. }, MethodKind::Builtin { func: g, .. }) => std::ptr::fn_addr_eq(*f, *g),
            (MethodKind::AttrReader(x), MethodKind::AttrReader(y)) | (MethodKind::AttrWriter(x), MethodKind::AttrWriter(y)) => x == y,
            _ => false,
        };
    Ok(Value::bool(a.recv == b.recv && a.me.owner == b.me.owner && same_def))
}

/// `Method#hash`, consistent with `eql?`: from the receiver, the owner and the definition.
fn method_hash(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = method_data(recv);
    let def = match &d.me.kind {
        MethodKind::Iseq(x) | MethodKind::Bmethod(x) => x.0,
        MethodKind::Builtin { func, .. } => *func as usize as u64,
        MethodKind::AttrReader(s) | MethodKind::AttrWriter(s) => u64::from(s.0),
        _ => 0,
    };
    let h = crate::core::conversions::mix(d.recv.0 ^ crate::core::conversions::mix(d.me.owner.0 ^ crate::core::conversions::mix(def)));
    Ok(Value::fixnum((h >> 2) as i64))
}

pub fn method_data(v: Value) -> &'static MethodData {
    data::<MethodData>(v, &METHOD_TYPE)
}

/// The block inside a Proc and whether it is a lambda.
pub fn proc_inner(p: Value) -> (Block, bool) {
    let d = proc_data(p);
    (d.block.clone(), d.lambda)
}

/// The captured block of a Proc made from a block literal, through `&proc` wrappers; None for a
/// proc made from a Method, a Symbol, other procs or Rust.
pub fn proc_literal_block(p: Value) -> Option<CapturedBlock> {
    match &proc_data(p).block {
        Block::Captured(c) => Some((**c).clone()),
        Block::Proc(inner) => proc_literal_block(*inner),
        _ => None,
    }
}

pub fn new_proc(vm: &mut Vm, block: Block, lambda: bool) -> VmResult {
    if let Block::Proc(p) = block {
        return Ok(p);
    }
    let lambda =
        lambda || matches!(&block, Block::Symbol(_)) || matches!(&block, Block::Captured(c) if obj::as_iseq(c.iseq).data.kind == crate::iseq::IseqKind::Lambda);
    let k = vm.core.proc_;
    Ok(vm.new_typed_data(k, &PROC_TYPE, Box::new(ProcData { block, lambda })))
}

pub fn new_method_object(vm: &mut Vm, recv: Value, me: Rc<MethodEntry>, name: SymbolId, klass: Value, unbound: bool) -> Value {
    let k = if unbound { vm.core.unbound_method } else { vm.core.method };
    vm.new_typed_data(k, &METHOD_TYPE, Box::new(MethodData { recv, me, name, klass }))
}

/// Calls a Method object.
pub fn method_call(vm: &mut Vm, m: Value, args: &[Value], block: Option<Block>) -> VmResult {
    method_call_kw(vm, m, args, false, block)
}

/// Calls a Method object; with `kw` the last argument is a keyword Hash.
pub fn method_call_kw(vm: &mut Vm, m: Value, args: &[Value], kw: bool, block: Option<Block>) -> VmResult {
    let d = method_data(m);
    let (recv, me) = (d.recv, d.me.clone());
    let at = vm.sp;
    vm.push(recv);
    for &a in args {
        vm.push(a);
    }
    let r = vm.invoke(&me, at, args.len(), kw, block);
    vm.sp = at;
    r
}

fn proc_call(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = Block::Proc(recv);
    vm.call_block(&b, args.as_slice(), None, args.kw, args.block.clone())
}

/// `Proc.new { }`; on a subclass of Proc the new proc is an instance of that subclass.
fn proc_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let p = match &args.block {
        Some(b) => new_proc(vm, b.clone(), false)?,
        None => return Err(vm.arg_error("tried to create Proc object without a block")),
    };
    if recv.is_heap() && obj::obj_type(recv) == ObjType::Class && recv != vm.core.proc_ {
        if matches!(args.block, Some(Block::Proc(_))) {
            // The block was an existing Proc object: it is left alone and a new one of the
            // subclass shares its block.
            let (b, lambda) = proc_inner(p);
            let q = vm.new_typed_data(recv, &PROC_TYPE, Box::new(ProcData { block: b, lambda }));
            return Ok(q);
        }
        obj::set_klass(p, recv);
    }
    Ok(p)
}

pub fn kernel_lambda(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    match &args.block {
        Some(Block::Proc(p)) => Ok(*p),
        Some(b) => new_proc(vm, b.clone(), true),
        None => Err(vm.arg_error("tried to create Proc object without a block")),
    }
}

/// `Kernel#proc { }`: always a plain Proc, whatever self is (in a class body self is a Class,
/// which must not be taken for a Proc subclass as `Proc.new` on a subclass would).
pub fn kernel_proc(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let p = vm.core.proc_;
    proc_new(vm, p, args)
}

fn proc_arity(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = proc_data(recv);
    Ok(Value::fixnum(arity_of(&d.block, d.lambda) as i64))
}

/// The arity a block reports as a Proc (`Proc#arity` of the proc it would become), for the
/// builtins that behave differently by the block's parameters (`Set#divide`).
pub fn block_arity(b: &Block) -> i32 {
    match b {
        Block::Proc(p) => {
            let d = proc_data(*p);
            arity_of(&d.block, d.lambda)
        }
        b => arity_of(b, false),
    }
}

fn arity_of(b: &Block, lambda: bool) -> i32 {
    match b {
        Block::Captured(c) => {
            let p = &obj::as_iseq(c.iseq).data.params;
            if lambda {
                p.arity()
            } else {
                // Procs: optional args make the arity negative only with a rest or when the
                // required count is followed by optionals.
                let req = (p.lead + p.post) as i32;
                if p.rest.is_some() {
                    -(req + 1)
                } else {
                    req
                }
            }
        }
        Block::Symbol(_) => -2,
        // `method(:m).to_proc`, `Hash#to_proc`: a lambda with the method's arity.
        Block::Method(m) => entry_arity(&method_data(*m).me),
        _ => -1,
    }
}

fn proc_lambda_p(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(proc_data(recv).lambda))
}

fn proc_to_proc(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}

fn proc_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = proc_data(recv);
    let mut s = format!("#<Proc:{:#018x}", recv.0);
    if let Block::Captured(c) = &d.block {
        let i = &obj::as_iseq(c.iseq).data;
        s.push_str(&format!(" {}:{}", i.path, i.first_line));
    }
    if let Block::Symbol(name) = &d.block {
        // `:upcase.to_proc` shows where it came from, as CRuby does.
        s.push_str(&format!("(&{})", crate::core::symbol::symbol_inspect(*name)));
    }
    if d.lambda {
        s.push_str(" (lambda)");
    }
    s.push('>');
    Ok(vm.new_string(s.into_bytes()))
}

fn proc_curry(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let arity = if args.is_empty() {
        let a = proc_arity(vm, recv, args)?.as_fixnum();
        if a < 0 {
            -a - 1
        } else {
            a
        }
    } else {
        vm.expect_int(args.get(0))?
    };
    make_curry(vm, recv, arity as usize, Vec::new())
}

/// Procs that Ruby builds out of other procs (`curry`, `>>`, `<<`) hold their state in an Array
/// `[tag, ...]` inside a `Block::Derived`; calling one comes to `call_derived`.
fn derived_proc(vm: &mut Vm, state: Vec<Value>, lambda: bool) -> VmResult {
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&state);
    let st = vm.new_hidden_array(state);
    vm.temp_roots.truncate(mark);
    let k = vm.core.proc_;
    Ok(vm.new_typed_data(k, &PROC_TYPE, Box::new(ProcData { block: Block::Derived(st), lambda })))
}

fn make_curry(vm: &mut Vm, target: Value, arity: usize, got: Vec<Value>) -> VmResult {
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&got);
    let holder = vm.new_hidden_array(got);
    vm.temp_roots.truncate(mark);
    vm.temp_roots.push(holder);
    // A curried proc is a lambda when the proc it curries is (CRuby's make_curry_proc).
    let lambda = proc_data(target).lambda;
    let r = derived_proc(vm, vec![Value::symbol(intern("curry")), target, Value::fixnum(arity as i64), holder], lambda);
    vm.temp_roots.pop();
    r
}

/// Calls a derived proc's state array with `args`.
pub fn call_derived(vm: &mut Vm, state: Value, args: &[Value]) -> VmResult {
    let items = obj::as_array(state).items.to_vec();
    let tag = items[0].as_symbol().name().to_string();
    match tag.as_str() {
        "curry" => {
            let (target, arity, got) = (items[1], items[2].as_fixnum() as usize, items[3]);
            let mut all = obj::as_array(got).items.to_vec();
            all.extend_from_slice(args);
            if all.len() >= arity {
                let b = Block::Proc(target);
                let mark = vm.temp_roots.len();
                vm.temp_roots.extend_from_slice(&all);
                let r = vm.call_block(&b, &all, None, false, None);
                vm.temp_roots.truncate(mark);
                r
            } else {
                make_curry(vm, target, arity, all)
            }
        }
        _ => {
            // "compose": items = [tag, first, second]: second(first(*args)).
            let (first, second) = (items[1], items[2]);
            let mid = vm.call_method(first, sym::CALL, args, None)?;
            vm.temp_roots.push(mid);
            let r = vm.call_method(second, sym::CALL, &[mid], None);
            vm.temp_roots.pop();
            r
        }
    }
}

/// `second(first(*args))`: a lambda when `first`, the callable that takes the arguments, is a
/// lambda or not a Proc at all (a Method or any `call`-able), as in CRuby.
fn compose(vm: &mut Vm, first: Value, second: Value) -> VmResult {
    let lambda = !is_proc(vm, first) || proc_data(first).lambda;
    derived_proc(vm, vec![Value::symbol(intern("compose")), first, second], lambda)
}
fn proc_rshift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    compose(vm, recv, args.get(0))
}
fn proc_lshift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    compose(vm, args.get(0), recv)
}

// ---- Method / UnboundMethod

pub fn obj_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_symbol_or_string(args.get(0))?;
    let k = vm.class_of(recv);
    match vm.find_method(k, name) {
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
fn entry_arity(me: &MethodEntry) -> i32 {
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

fn method_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = method_data(recv);
    let owner = vm.module_name(d.me.owner);
    let s = format!("#<{}: {}#{}>", if obj::basic(recv).klass == vm.core.unbound_method { "UnboundMethod" } else { "Method" }, owner, d.name.name());
    Ok(vm.new_string(s.into_bytes()))
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

pub fn init(vm: &mut Vm) {
    let p = vm.core.proc_;
    vm.define_singleton_builtin(p, "new", -1, proc_new);
    for name in ["call", "()", "yield", "===", "[]"] {
        vm.define_builtin(p, name, -1, proc_call);
    }
    vm.define_builtin(p, "arity", 0, proc_arity);
    vm.define_builtin(p, "lambda?", 0, proc_lambda_p);
    vm.define_builtin(p, "to_proc", 0, proc_to_proc);
    vm.define_builtin(p, "inspect", 0, proc_inspect);
    vm.define_builtin(p, "to_s", 0, proc_inspect);
    vm.define_builtin(p, "curry", -1, proc_curry);
    vm.define_builtin(p, ">>", 1, proc_rshift);
    vm.define_builtin(p, "<<", 1, proc_lshift);
    let m = vm.core.method;
    for name in ["call", "()", "===", "[]"] {
        vm.define_builtin(m, name, -1, method_call_builtin);
    }
    vm.define_builtin(m, "arity", 0, method_arity);
    vm.define_builtin(m, "name", 0, method_name);
    vm.define_builtin(m, "owner", 0, method_owner);
    vm.define_builtin(m, "receiver", 0, method_receiver);
    vm.define_builtin(m, "to_proc", 0, method_to_proc);
    vm.define_builtin(m, "unbind", 0, method_unbind);
    vm.define_builtin(m, "inspect", 0, method_inspect);
    vm.define_builtin(m, ">>", 1, proc_rshift);
    vm.define_builtin(m, "<<", 1, proc_lshift);
    vm.define_builtin(p, "parameters", -1, crate::core::parameters::proc_parameters);
    vm.define_builtin(p, "source_location", 0, crate::core::parameters::proc_source_location);
    let u = vm.core.unbound_method;
    for k in [m, u] {
        vm.define_builtin(k, "parameters", 0, crate::core::parameters::method_parameters);
        vm.define_builtin(k, "source_location", 0, crate::core::parameters::method_source_location);
    }
    vm.define_builtin(u, "bind", 1, unbound_bind);
    vm.define_builtin(u, "bind_call", -1, unbound_bind_call);
    vm.define_builtin(u, "name", 0, method_name);
    vm.define_builtin(u, "owner", 0, method_owner);
    vm.define_builtin(u, "arity", 0, method_arity);
    vm.define_builtin(u, "inspect", 0, method_inspect);
    for k in [m, u] {
        vm.define_builtin(k, "==", 1, method_eq);
        vm.define_builtin(k, "eql?", 1, method_eq);
        vm.define_builtin(k, "hash", 0, method_hash);
    }
    let _ = (intern, sym::CALL);
}
