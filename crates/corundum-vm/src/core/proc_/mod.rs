//! Proc, Method and UnboundMethod: typed-data objects (seed 001) around a block or a method
//! entry. This file: the payloads and Proc; `method`: Method and UnboundMethod; `inspect`:
//! their `inspect`/`to_s`.

pub mod inspect;
pub mod method;

pub use method::obj_method;

use std::rc::Rc;

use crate::class::MethodEntry;
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
        lambda || matches!(&block, Block::Symbol(..) | Block::Method(_)) || matches!(&block, Block::Captured(c) if obj::as_iseq(c.iseq).data.kind == crate::iseq::IseqKind::Lambda);
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

/// The Proc of class `klass` for a block (CRuby's `proc_new`): a Proc object given with `&`
/// is returned itself when of that class, otherwise a copy of that class sharing its block; any
/// other block becomes a new proc of that class.
fn make_proc(vm: &mut Vm, klass: Value, block: Block) -> VmResult {
    if let Block::Proc(p) = block {
        if vm.class_of_real(p) == klass {
            return Ok(p);
        }
        let (b, lambda) = proc_inner(p);
        return Ok(vm.new_typed_data(klass, &PROC_TYPE, Box::new(ProcData { block: b, lambda })));
    }
    let p = new_proc(vm, block, false)?;
    if klass != vm.core.proc_ {
        obj::set_klass(p, klass);
    }
    Ok(p)
}

/// `Proc.new(*args) { }`: the proc (of the receiver class, a subclass of Proc or Proc itself),
/// then `initialize(*args)` on it.
fn proc_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("tried to create Proc object without a block"));
    };
    let klass = if obj::is_type(recv, ObjType::Class) { recv } else { vm.core.proc_ };
    let p = make_proc(vm, klass, b)?;
    vm.temp_roots.push(p);
    let r = vm.call_method_kw(p, sym::INITIALIZE, args.as_slice(), None, args.kw);
    vm.temp_roots.pop();
    r?;
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
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("tried to create Proc object without a block"));
    };
    let p = vm.core.proc_;
    make_proc(vm, p, b)
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

pub(crate) fn arity_of(b: &Block, lambda: bool) -> i32 {
    match b {
        Block::Captured(c) => {
            // CRuby's rb_proc_arity: a lambda's is exact only when it takes a fixed count, a
            // proc's whenever it has no rest (required keywords count as one argument).
            let (min, max) = params_min_max(&obj::as_iseq(c.iseq).data.params);
            let exact = if lambda { max == Some(min) } else { max.is_some() };
            if exact {
                min as i32
            } else {
                -(min as i32) - 1
            }
        }
        Block::Symbol(..) => -2,
        // `method(:m).to_proc`, `Hash#to_proc`: a lambda with the method's arity.
        Block::Method(m) => method::entry_arity(&method_data(*m).me),
        _ => -1,
    }
}

fn proc_lambda_p(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(proc_data(recv).lambda))
}

fn proc_to_proc(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}

/// The fewest and most arguments a block takes as a lambda (None: any number), CRuby's
/// `rb_proc_min_max_arity`: required keywords count as one more required argument, optional
/// ones as one more optional.
pub(crate) fn min_max_arity(b: &Block) -> (usize, Option<usize>) {
    match b {
        Block::Captured(c) => params_min_max(&obj::as_iseq(c.iseq).data.params),
        Block::Proc(p) => min_max_arity(&proc_data(*p).block),
        Block::Method(m) => method::entry_min_max(&method_data(*m).me),
        Block::Symbol(..) => (1, None),
        Block::Derived(_) | Block::Native(_) => (0, None),
    }
}

pub(crate) fn params_min_max(p: &crate::iseq::Params) -> (usize, Option<usize>) {
    let req_kw = p.kw_required.iter().any(|&r| r);
    let min = (p.lead + p.post) as usize + usize::from(req_kw);
    let max = if p.rest.is_some() { None } else { Some((p.lead + p.opt + p.post) as usize + usize::from(!p.kw_names.is_empty() || p.kwrest.is_some())) };
    (min, max)
}

/// `curry(arity = nil)`: a curried lambda takes only an arity its lambda accepts (ArgumentError
/// otherwise); without one, a lambda's required count (a proc's arity, made positive).
fn proc_curry(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let d = proc_data(recv);
    let arity = if args.is_empty() || args.get(0).is_nil() {
        if d.lambda {
            min_max_arity(&d.block).0 as i64
        } else {
            let a = arity_of(&d.block, false) as i64;
            if a < 0 {
                -a - 1
            } else {
                a
            }
        }
    } else {
        let n = vm.expect_int(args.get(0))?;
        if d.lambda {
            let (min, max) = min_max_arity(&d.block);
            if n < 0 || (n as usize) < min || max.is_some_and(|m| n as usize > m) {
                return Err(vm.arg_count_error(n.max(0) as usize, min, max.unwrap_or(usize::MAX)));
            }
        }
        n
    };
    make_curry(vm, recv, arity.max(0) as usize, Vec::new())
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

/// Calls a derived proc's state array with `args` (`kw`: the last one is a keyword Hash) and
/// the block given to the call, which a composition hands to the callable taking the arguments.
pub fn call_derived(vm: &mut Vm, state: Value, args: &[Value], kw: bool, block: Option<Block>) -> VmResult {
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
                let r = vm.call_block(&b, &all, None, false, block);
                vm.temp_roots.truncate(mark);
                r
            } else {
                make_curry(vm, target, arity, all)
            }
        }
        _ => {
            // "compose": items = [tag, first, second]: second(first(*args)).
            let (first, second) = (items[1], items[2]);
            let mid = vm.call_method_kw(first, sym::CALL, args, block, kw)?;
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
    for g in [first, second] {
        if !(is_proc(vm, g) || is_method(vm, g) || vm.respond_to(g, sym::CALL, true)) {
            return Err(vm.type_error("callable object is expected"));
        }
    }
    let lambda = !is_proc(vm, first) || proc_data(first).lambda;
    derived_proc(vm, vec![Value::symbol(intern("compose")), first, second], lambda)
}
/// Whether two blocks are the same code in the same scope (CRuby's `proc_eq`).
fn same_block(a: &Block, b: &Block) -> bool {
    match (a, b) {
        (Block::Captured(x), Block::Captured(y)) => x.iseq == y.iseq && x.outer == y.outer && x.self_val == y.self_val,
        (Block::Proc(x), Block::Proc(y)) | (Block::Method(x), Block::Method(y)) | (Block::Derived(x), Block::Derived(y)) => x == y,
        (Block::Symbol(x, rx), Block::Symbol(y, ry)) => x == y && rx == ry,
        (Block::Native(x), Block::Native(y)) => std::rc::Rc::ptr_eq(x, y),
        _ => false,
    }
}

/// `Proc#==`/`eql?`: procs of one class, both lambdas or both not, running the same block in
/// the same scope (a proc and its `dup` are equal).
fn proc_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !is_proc(vm, o) || vm.class_of_real(recv) != vm.class_of_real(o) {
        return Ok(Value::FALSE);
    }
    let (a, b) = (proc_data(recv), proc_data(o));
    Ok(Value::bool(a.lambda == b.lambda && same_block(&a.block, &b.block)))
}

/// `Proc#hash`, consistent with `==`.
fn proc_hash(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    use crate::core::conversions::mix;
    let d = proc_data(recv);
    let h = match &d.block {
        Block::Captured(c) => mix(c.iseq.0 ^ mix(c.outer.0 ^ mix(c.self_val.0))),
        Block::Proc(x) | Block::Method(x) | Block::Derived(x) => mix(x.0),
        Block::Symbol(s, _) => mix(u64::from(s.0) ^ 0x5359),
        Block::Native(f) => mix(std::rc::Rc::as_ptr(f) as *const u8 as usize as u64),
    };
    Ok(Value::fixnum((mix(h ^ u64::from(d.lambda)) >> 2) as i64))
}

/// A copy of the Proc `src` of class `klass` (dup/clone), sharing its block.
pub fn copy_proc(vm: &mut Vm, src: Value, klass: Value) -> Value {
    let (block, lambda) = proc_inner(src);
    vm.new_typed_data(klass, &PROC_TYPE, Box::new(ProcData { block, lambda }))
}

/// A copy of the Method or UnboundMethod `src` of class `klass` (dup/clone).
pub fn copy_method(vm: &mut Vm, src: Value, klass: Value) -> Value {
    let d = method_data(src);
    let (recv, me, name, k) = (d.recv, d.me.clone(), d.name, d.klass);
    vm.new_typed_data(klass, &METHOD_TYPE, Box::new(MethodData { recv, me, name, klass: k }))
}

/// `Proc#ruby2_keywords`: marks a proc literal that takes a rest parameter and no keywords or
/// post parameters (its iseq, as `Module#ruby2_keywords` does for methods); warns and leaves
/// any other proc alone. Returns the proc.
fn proc_ruby2_keywords(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let d = proc_data(recv);
    let why = match (&d.block, proc_literal_block(recv)) {
        (Block::Method(_), _) => Some("proc created from method"),
        (_, Some(c)) => {
            let i = &obj::as_iseq(c.iseq).data;
            let p = &i.params;
            if p.rest.is_some() && p.post == 0 && !p.accepts_keywords() && !p.no_kw {
                i.ruby2_keywords.set(true);
                None
            } else {
                Some("proc accepts keywords or post arguments or proc does not accept argument splat")
            }
        }
        _ => Some("proc not defined in Ruby"),
    };
    if let Some(why) = why {
        crate::core::io::mode::warn(vm, &format!("Skipping set of ruby2_keywords flag for proc ({why})"))?;
    }
    Ok(recv)
}

pub(crate) fn compose_rshift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    compose(vm, recv, args.get(0))
}
pub(crate) fn compose_lshift(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    compose(vm, args.get(0), recv)
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
    vm.define_builtin(p, "inspect", 0, inspect::proc_inspect);
    vm.define_builtin(p, "to_s", 0, inspect::proc_inspect);
    vm.define_builtin(p, "curry", -1, proc_curry);
    vm.define_builtin(p, "==", 1, proc_eq);
    vm.define_builtin(p, "eql?", 1, proc_eq);
    vm.define_builtin(p, "hash", 0, proc_hash);
    vm.define_builtin(p, "ruby2_keywords", 0, proc_ruby2_keywords);
    vm.define_builtin(p, ">>", 1, compose_rshift);
    vm.define_builtin(p, "<<", 1, compose_lshift);
    vm.define_builtin(p, "parameters", -1, crate::core::parameters::proc_parameters);
    vm.define_builtin(p, "source_location", 0, crate::core::parameters::proc_source_location);
    method::init(vm);
}
