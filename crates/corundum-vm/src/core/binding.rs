//! Binding and string evaluation: `Kernel#binding`/`eval`/`local_variables`, `Binding`,
//! `Proc#binding`, `TOPLEVEL_BINDING`, and the String forms of `instance_eval`, `class_eval` and
//! `module_eval`. The compiling and running is `vm::eval`'s; this file holds the Ruby surface.
//!
//! A Binding is typed data around an eval context (`vm::eval`): where its code runs, the default
//! visibility of `def` there, and the place `source_location` reports. Its env is replaced when
//! evaluated code introduces locals, so that they are there for its next `eval`, as in CRuby
//! (`Binding#local_variable_set` of a new name does the same with a one-name env).
//!
//! Invariant: the context's `outer` is the binding's env at all times; `set_env` is the only
//! way it changes, and it applies the write barrier.

use std::cell::RefCell;

use crate::class::Visibility;
use crate::core::kernel::caller_frame;
use crate::data_type;
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::eval::is_local_name;
use crate::vm::frame::{Block, CapturedBlock};
use crate::vm::{Args, Vm, VmResult};

pub struct BindingData {
    ctx: RefCell<CapturedBlock>,
    visibility: Visibility,
    path: String,
    line: i64,
}

data_type!(pub BINDING_TYPE: BindingData, c"binding", mark = |p, m| {
    // SAFETY: the payload of a BINDING_TYPE object is a BindingData.
    let d = unsafe { &*(p as *const BindingData) };
    d.ctx.borrow().mark(m);
});

fn binding_data(vm: &mut Vm, v: Value) -> VmResult<&'static BindingData> {
    if obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &BINDING_TYPE) {
        // SAFETY: the descriptor was checked just above; its payload is a BindingData.
        return Ok(unsafe { &*(obj::as_typed_data(v).data as *const BindingData) });
    }
    let name = vm.conversion_name(v);
    Err(vm.type_error(&format!("wrong argument type {name} (expected binding)")))
}

fn set_env(b: Value, d: &BindingData, env: Value) {
    d.ctx.borrow_mut().outer = env;
    obj::write_barrier(b, env);
}

fn new_binding(vm: &mut Vm, ctx: CapturedBlock, visibility: Visibility, path: String, line: i64) -> Value {
    let k = vm.core.binding;
    vm.new_typed_data(k, &BINDING_TYPE, Box::new(BindingData { ctx: RefCell::new(ctx), visibility, path, line }))
}

/// The Binding of frame `fi` (what `binding` called from it answers).
pub fn binding_of_frame(vm: &mut Vm, fi: usize) -> Value {
    let ctx = vm.frame_eval_context(fi);
    let f = &vm.frames[fi];
    let visibility = f.visibility;
    let iseq = &obj::as_iseq(f.iseq).data;
    let (path, line) = (iseq.path.to_string(), i64::from(iseq.line_at(f.pc)));
    new_binding(vm, ctx, visibility, path, line)
}

/// Defines `TOPLEVEL_BINDING` as the binding of the main script's frame `fi`.
pub fn define_toplevel_binding(vm: &mut Vm, fi: usize) {
    let b = binding_of_frame(vm, fi);
    let object = vm.core.object;
    vm.const_set(object, intern("TOPLEVEL_BINDING"), b);
}

/// "(eval at PATH:LINE)", the file name of code evaluated without one, after the caller's place.
fn default_eval_path(vm: &Vm) -> String {
    match caller_frame(vm) {
        Some(fi) => {
            let iseq = &obj::as_iseq(vm.frames[fi].iseq).data;
            format!("(eval at {}:{})", iseq.path, iseq.line_at(vm.frames[fi].pc))
        }
        None => "(eval)".to_string(),
    }
}

/// The source, file and line arguments of the eval family (`args` from `from` on).
/// The evaluated code: its bytes and the source's encoding (the String's), its path and line.
type EvalArgs = ((Vec<u8>, crate::core::encoding::EncodingId), String, i64);

fn eval_args(vm: &mut Vm, src: Value, file: Option<Value>, line: Option<Value>) -> VmResult<EvalArgs> {
    let src = vm.expect_string(src)?;
    let bytes = (obj::as_string(src).bytes.as_slice().to_vec(), crate::core::string::encoding_of_string(src));
    let path = match file {
        Some(f) if !f.is_nil() => {
            let f = vm.expect_string(f)?;
            String::from_utf8_lossy(obj::as_string(f).bytes.as_slice()).into_owned()
        }
        _ => default_eval_path(vm),
    };
    let line = match line {
        Some(l) if !l.is_nil() => vm.expect_int(l)?,
        _ => 1,
    };
    Ok((bytes, path, line))
}

/// Compiles and runs `src` in a binding, keeping the locals it introduces there.
fn eval_in_binding(vm: &mut Vm, b: Value, src: &(Vec<u8>, crate::core::encoding::EncodingId), path: &str, line: i64) -> VmResult {
    let d = binding_data(vm, b)?;
    let ctx = d.ctx.borrow().clone();
    let iseq = vm.compile_eval_source(&src.0, src.1, &ctx, path, line)?;
    let (self_val, cref) = (ctx.self_val, ctx.cref);
    let (v, env) = vm.run_eval(&ctx, iseq, self_val, cref, d.visibility)?;
    if env.is_heap() && obj::as_iseq(iseq).data.local_names.iter().any(|&n| is_local_name(n)) {
        set_env(b, d, env);
    }
    Ok(v)
}

/// `Kernel#eval(string, binding = nil, file = nil, line = nil)`.
fn k_eval(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(4))?;
    let a = args.as_slice();
    let binding = a.get(1).copied().filter(|b| !b.is_nil());
    if let Some(b) = binding {
        binding_data(vm, b)?;
    }
    let (src, path, line) = eval_args(vm, a[0], a.get(2).copied(), a.get(3).copied())?;
    match binding {
        Some(b) => eval_in_binding(vm, b, &src, &path, line),
        None => {
            let Some(fi) = caller_frame(vm) else {
                return Err(vm.make_error(vm.core.runtime_error, "Can't eval without a Ruby caller"));
            };
            let ctx = vm.frame_eval_context(fi);
            let visibility = vm.frames[fi].visibility;
            let iseq = vm.compile_eval_source(&src.0, src.1, &ctx, &path, line)?;
            // `eval(s)` runs with the caller's self; `Kernel.eval(s)` with Kernel, its receiver.
            vm.run_eval(&ctx, iseq, recv, ctx.cref, visibility).map(|(v, _)| v)
        }
    }
}

/// `Kernel#binding`.
fn k_binding(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    match caller_frame(vm) {
        Some(fi) => Ok(binding_of_frame(vm, fi)),
        None => Err(vm.make_error(vm.core.runtime_error, "Can't create Binding from C level function")),
    }
}

fn symbols(vm: &mut Vm, names: Vec<SymbolId>) -> Value {
    let items: Vec<Value> = names.into_iter().map(Value::symbol).collect();
    vm.new_array(items)
}

/// `Kernel#local_variables`: the caller's locals, innermost scope first.
fn k_local_variables(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let Some(fi) = caller_frame(vm) else { return Ok(vm.new_array(Vec::new())) };
    let env = vm.frame_env(fi);
    let names = vm.env_local_variables(env);
    Ok(symbols(vm, names))
}

/// `Binding#eval(string, file = nil, line = nil)`.
fn b_eval(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(3))?;
    let a = args.as_slice();
    let (src, path, line) = eval_args(vm, a[0], a.get(1).copied(), a.get(2).copied())?;
    eval_in_binding(vm, recv, &src, &path, line)
}

/// The local name a Binding method is asked about, or NameError "wrong local variable name".
fn local_name_arg(vm: &mut Vm, recv: Value, v: Value) -> VmResult<SymbolId> {
    let name = vm.expect_symbol_or_string(v)?;
    let s = name.name();
    if s.len() == 2 && s.starts_with('_') && matches!(s.as_bytes()[1], b'1'..=b'9') {
        return Err(vm.name_error(&format!("numbered parameter '{s}' is not a local variable"), name, recv));
    }
    if !is_local_name(name) {
        let shown = vm.inspect_str(recv)?;
        let msg = format!("wrong local variable name '{}' for {shown}", name.name());
        return Err(vm.name_error(&msg, name, recv));
    }
    Ok(name)
}

/// `Binding#implicit_parameters` (4.0): `it` or `_1`.. of the binding's own block.
fn b_implicit_parameters(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let env = binding_data(vm, recv)?.ctx.borrow().outer;
    let names = if obj::is_type(env, ObjType::Env) { crate::vm::eval::implicit_parameters(env) } else { Vec::new() };
    Ok(symbols(vm, names))
}

/// The implicit parameter a Binding method is asked about: `it` or `_1`..`_9`.
fn implicit_name_arg(vm: &mut Vm, v: Value) -> VmResult<SymbolId> {
    let name = vm.expect_symbol_or_string(v)?;
    let s = name.name();
    let numbered = s.len() == 2 && s.starts_with('_') && matches!(s.as_bytes()[1], b'1'..=b'9');
    if s != "it" && !numbered {
        return Err(vm.name_error(&format!("'{s}' is not an implicit parameter"), name, Value::NIL));
    }
    Ok(name)
}

fn find_implicit(vm: &mut Vm, recv: Value, name: SymbolId) -> VmResult<Option<Value>> {
    let env = binding_data(vm, recv)?.ctx.borrow().outer;
    if !obj::is_type(env, ObjType::Env) {
        return Ok(None);
    }
    let names = crate::vm::eval::implicit_parameters(env);
    Ok(names.iter().position(|&n| n == name).map(|i| obj::as_env(env).vals()[i]))
}

fn b_implicit_parameter_get(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let name = implicit_name_arg(vm, args.get(0))?;
    match find_implicit(vm, recv, name)? {
        Some(v) => Ok(v),
        None => {
            let shown = vm.inspect_str(recv)?;
            let msg = format!("implicit parameter '{}' is not defined for {shown}", name.name());
            Err(vm.name_error(&msg, name, recv))
        }
    }
}

fn b_implicit_parameter_defined(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let name = implicit_name_arg(vm, args.get(0))?;
    Ok(Value::bool(find_implicit(vm, recv, name)?.is_some()))
}


fn b_local_variable_get(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let name = local_name_arg(vm, recv, args.get(0))?;
    let env = binding_data(vm, recv)?.ctx.borrow().outer;
    match vm.env_find_local(env, name) {
        Some((e, i)) => Ok(obj::as_env(e).vals()[i]),
        None => {
            let shown = vm.inspect_str(recv)?;
            let msg = format!("local variable '{}' is not defined for {shown}", name.name());
            Err(vm.name_error(&msg, name, recv))
        }
    }
}

fn b_local_variable_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    let name = local_name_arg(vm, recv, args.get(0))?;
    let value = args.get(1);
    let d = binding_data(vm, recv)?;
    let env = d.ctx.borrow().outer;
    match vm.env_find_local(env, name) {
        Some((e, i)) => {
            obj::as_env_mut_nowb(e).vals_mut()[i] = value;
            obj::write_barrier(e, value);
        }
        None => {
            let e = vm.new_extension_env(env, name, value);
            set_env(recv, d, e);
        }
    }
    Ok(value)
}

fn b_local_variable_defined(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let name = local_name_arg(vm, recv, args.get(0))?;
    let env = binding_data(vm, recv)?.ctx.borrow().outer;
    Ok(Value::bool(vm.env_find_local(env, name).is_some()))
}

fn b_local_variables(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let env = binding_data(vm, recv)?.ctx.borrow().outer;
    let names = vm.env_local_variables(env);
    Ok(symbols(vm, names))
}

fn b_receiver(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(binding_data(vm, recv)?.ctx.borrow().self_val)
}

fn b_source_location(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = binding_data(vm, recv)?;
    let path = vm.new_str(&d.path);
    Ok(vm.new_array(vec![path, Value::fixnum(d.line)]))
}

/// `Binding#dup`/`clone`: a binding over the same env (locals set later go to each one's own).
fn b_dup(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = binding_data(vm, recv)?;
    let ctx = d.ctx.borrow().clone();
    Ok(new_binding(vm, ctx, d.visibility, d.path.clone(), d.line))
}

/// `Proc#binding`: where the block was written (its creator's locals, not its parameters).
fn proc_binding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (block, _) = crate::core::proc_::proc_inner(recv);
    match block {
        Block::Captured(c) => {
            let iseq = &obj::as_iseq(c.iseq).data;
            let (path, line) = (iseq.path.to_string(), i64::from(iseq.first_line));
            let ctx = CapturedBlock { iseq: Value::NIL, ..(*c).clone() };
            Ok(new_binding(vm, ctx, Visibility::Public, path, line))
        }
        Block::Proc(p) => proc_binding(vm, p, _args),
        Block::Method(m) => {
            let recv = crate::core::proc_::method_data(m).recv;
            let ctx = CapturedBlock {
                iseq: Value::NIL,
                self_val: recv,
                outer: Value::NIL,
                creator: 0,
                call_serial: 0,
                home: 0,
                cref: vm.top_cref,
                me: None,
                home_block: None,
            };
            Ok(new_binding(vm, ctx, Visibility::Public, String::new(), 0))
        }
        Block::Symbol(..) | Block::Native(_) | Block::Derived(_) => Err(vm.make_error(vm.core.argument_error, "Can't create Binding from C level Proc")),
    }
}

/// The String form of `instance_eval`/`class_eval`: `src` runs with `self_val` as self in a
/// scope whose `def`s and constants go to `klass`, seeing the caller's locals.
pub fn eval_string_under(vm: &mut Vm, self_val: Value, klass: Value, args: &Args) -> VmResult {
    if args.block.is_some() {
        return Err(vm.arg_count_error(args.len(), 0, 0));
    }
    if args.is_empty() || args.len() > 3 {
        return Err(vm.arg_count_error(args.len(), 1, 3));
    }
    let a = args.as_slice();
    let (src, path, line) = eval_args(vm, a[0], a.get(1).copied(), a.get(2).copied())?;
    let Some(fi) = caller_frame(vm) else {
        return Err(vm.make_error(vm.core.runtime_error, "Can't eval without a Ruby caller"));
    };
    let ctx = vm.frame_eval_context(fi);
    let iseq = vm.compile_eval_source(&src.0, src.1, &ctx, &path, line)?;
    vm.temp_roots.push(iseq);
    let cref = vm.new_instance_eval_cref(klass, ctx.cref);
    vm.temp_roots.pop();
    vm.run_eval(&ctx, iseq, self_val, cref, Visibility::Public).map(|(v, _)| v)
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let k = crate::core::define_class(vm, "Binding", object);
    vm.core.binding = k;
    obj::as_class_mut(k).data.instance_type = ObjType::Data;
    if let Ok(s) = vm.singleton_class(k) {
        let _ = vm.undef_method(s, intern("new"));
        let _ = vm.undef_method(s, intern("allocate"));
    }
    vm.define_builtin(k, "eval", -1, b_eval);
    vm.define_builtin(k, "local_variable_get", -1, b_local_variable_get);
    vm.define_builtin(k, "local_variable_set", -1, b_local_variable_set);
    vm.define_builtin(k, "local_variable_defined?", -1, b_local_variable_defined);
    vm.define_builtin(k, "local_variables", 0, b_local_variables);
    vm.define_builtin(k, "implicit_parameters", 0, b_implicit_parameters);
    vm.define_builtin(k, "implicit_parameter_get", -1, b_implicit_parameter_get);
    vm.define_builtin(k, "implicit_parameter_defined?", -1, b_implicit_parameter_defined);
    vm.define_builtin(k, "receiver", 0, b_receiver);
    vm.define_builtin(k, "source_location", 0, b_source_location);
    vm.define_builtin(k, "dup", 0, b_dup);
    vm.define_builtin(k, "clone", 0, b_dup);
    let kernel = vm.core.kernel;
    for (name, arity, f) in [("eval", -1, k_eval as crate::class::BuiltinFn), ("binding", 0, k_binding), ("local_variables", 0, k_local_variables)] {
        vm.define_private_builtin(kernel, name, arity, f);
        vm.define_singleton_builtin(kernel, name, arity, f);
    }
    let proc_class = vm.core.proc_;
    vm.define_builtin(proc_class, "binding", 0, proc_binding);
}
