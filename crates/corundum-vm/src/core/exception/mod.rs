//! Exception and its standard subclasses, with CRuby's hierarchy and accessors.
//!
//! Exceptions are plain objects; their message, backtrace and cause live in hidden ivars
//! (`@__mesg`, `@__bt`, `@__cause`), which `instance_variables` does not list. `@__bt` holds a
//! captured backtrace object until something reads it (`Vm::exception_backtrace` renders it).

use crate::class::{BuiltinFn, MethodKind};
use crate::object::{self as obj, ObjType};
use crate::symbol::sym;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

mod report;
mod subclasses;
pub use report::uncaught_report;

pub fn init_classes(vm: &mut Vm) {
    let object = vm.core.object;
    let d = |vm: &mut Vm, name: &str, sup: Value| crate::core::define_class(vm, name, sup);
    let exc = d(vm, "Exception", object);
    vm.core.exception = exc;
    vm.core.no_memory_error = d(vm, "NoMemoryError", exc);
    // CRuby's `fatal` (a deadlock, ...): named, but no constant refers to it, so Ruby code can
    // rescue it only as an Exception.
    let fatal = d(vm, "fatal", exc);
    crate::object::as_class_mut(vm.core.object).data.remove_const(intern("fatal"));
    vm.core.fatal = fatal;
    let script = d(vm, "ScriptError", exc);
    vm.core.script_error = script;
    vm.core.load_error = d(vm, "LoadError", script);
    vm.core.not_implemented_error = d(vm, "NotImplementedError", script);
    vm.core.syntax_error = d(vm, "SyntaxError", script);
    vm.core.security_error = d(vm, "SecurityError", exc);
    let sig = d(vm, "SignalException", exc);
    vm.core.signal_exception = sig;
    vm.core.interrupt = d(vm, "Interrupt", sig);
    vm.core.system_exit = d(vm, "SystemExit", exc);
    vm.core.system_stack_error = d(vm, "SystemStackError", exc);
    let se = d(vm, "StandardError", exc);
    vm.core.standard_error = se;
    let arg = d(vm, "ArgumentError", se);
    vm.core.argument_error = arg;
    vm.core.uncaught_throw_error = d(vm, "UncaughtThrowError", arg);
    vm.core.encoding_error = d(vm, "EncodingError", se);
    vm.core.fiber_error = d(vm, "FiberError", se);
    let io = d(vm, "IOError", se);
    vm.core.io_error = io;
    vm.core.eof_error = d(vm, "EOFError", io);
    let idx = d(vm, "IndexError", se);
    vm.core.index_error = idx;
    vm.core.key_error = d(vm, "KeyError", idx);
    vm.core.stop_iteration = d(vm, "StopIteration", idx);
    d(vm, "ClosedQueueError", vm.core.stop_iteration);
    vm.core.local_jump_error = d(vm, "LocalJumpError", se);
    let name = d(vm, "NameError", se);
    vm.core.name_error = name;
    vm.core.no_method_error = d(vm, "NoMethodError", name);
    let range = d(vm, "RangeError", se);
    vm.core.range_error = range;
    vm.core.float_domain_error = d(vm, "FloatDomainError", range);
    vm.core.regexp_error = d(vm, "RegexpError", se);
    let rt = d(vm, "RuntimeError", se);
    vm.core.runtime_error = rt;
    vm.core.frozen_error = d(vm, "FrozenError", rt);
    d(vm, "SystemCallError", se);
    vm.core.thread_error = d(vm, "ThreadError", se);
    vm.core.type_error = d(vm, "TypeError", se);
    vm.core.zero_division_error = d(vm, "ZeroDivisionError", se);
    let nmp = d(vm, "NoMatchingPatternError", se);
    vm.core.no_matching_pattern_error = nmp;
    vm.core.no_matching_pattern_key_error = d(vm, "NoMatchingPatternKeyError", nmp);
    let math = vm.core.math;
    vm.core.math_domain_error = crate::core::define_class_under(vm, math, "DomainError", arg);
}

pub(super) fn e_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    // `initialize(message = nil)`, where a keyword hash is the message (a C-level optional
    // argument in CRuby).
    let a = args.as_slice();
    if a.len() > 1 {
        return Err(vm.arg_count_error(a.len(), 0, 1));
    }
    let m = a.first().copied().unwrap_or(Value::NIL);
    vm.ivar_set(recv, sym::MESG, m)?;
    Ok(Value::NIL)
}

fn e_exception_s(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.call_method_kw(recv, sym::NEW, args.as_slice(), None, args.kw)
}

/// `Exception#exception`; `raise obj` skips calling it when it is still this built-in.
pub(crate) fn e_exception(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    if args.is_empty() || args.get(0) == recv {
        return Ok(recv);
    }
    // A clone (singleton methods and frozen state included) with the new message.
    let c = crate::core::object::clone_object(vm, recv)?;
    vm.temp_roots.push(c);
    let r = vm.ivar_set(c, sym::MESG, args.get(0));
    vm.temp_roots.pop();
    r?;
    Ok(c)
}

pub(super) fn e_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = vm.ivar_get(recv, sym::MESG);
    if m.is_nil() {
        let k = vm.class_of_real(recv);
        let n = vm.module_name(k);
        return Ok(vm.new_string(n.into_bytes()));
    }
    vm.obj_to_s(m)
}

fn e_message(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    // With the built-in `to_s` and a String message, `to_s` would return the message itself and
    // call nothing: answer without the call.
    let m = vm.ivar_get(recv, sym::MESG);
    if obj::is_type(m, ObjType::String) {
        let k = vm.class_of(recv);
        if let Some(me) = vm.find_method_cached(k, sym::TO_S) {
            if matches!(me.kind, MethodKind::Builtin { func, .. } if std::ptr::fn_addr_eq(func, e_to_s as BuiltinFn)) {
                return Ok(m);
            }
        }
    }
    vm.call_method(recv, sym::TO_S, &[], None)
}

fn e_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let k = vm.class_of_real(recv);
    let n = vm.module_name(k);
    // rb_obj_as_string: a `to_s` that returns something else gives the default `#<E:0x...>`.
    let s = vm.obj_to_s(recv)?;
    let text = crate::core::str_of(s);
    if text.is_empty() {
        return Ok(vm.new_string(n.into_bytes()));
    }
    let body = if text.contains('\n') { crate::core::string::inspect_bytes(text.as_bytes(), false) } else { text };
    Ok(vm.new_string(format!("#<{n}: {body}>").into_bytes()))
}

pub(super) fn e_backtrace(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.exception_backtrace(recv))
}

/// What `set_backtrace` and `raise`'s third argument accept (CRuby's rb_check_backtrace).
pub enum BacktraceArg {
    Nil,
    /// An Array of Strings (a String given alone is made one).
    Strings(Value),
    /// A non-empty Array of Thread::Backtrace::Location.
    Locations(Value),
}

/// nil, a String, an Array of Strings or an Array of Locations; anything else is a TypeError.
pub fn check_backtrace_arg(vm: &mut Vm, v: Value) -> VmResult<BacktraceArg> {
    if v.is_nil() {
        return Ok(BacktraceArg::Nil);
    }
    if obj::is_type(v, ObjType::String) {
        return Ok(BacktraceArg::Strings(vm.new_array(vec![v])));
    }
    if obj::is_type(v, ObjType::Array) {
        let items = &obj::as_array(v).items;
        if items.iter().all(|x| obj::is_type(*x, ObjType::String)) {
            return Ok(BacktraceArg::Strings(v));
        }
        if items.iter().all(|x| crate::core::backtrace_location::location_frame(*x).is_some()) {
            return Ok(BacktraceArg::Locations(v));
        }
    }
    Err(vm.type_error("backtrace must be an Array of String or an Array of Thread::Backtrace::Location"))
}

/// As [`check_backtrace_arg`], answering the checked value (an Array, or nil).
pub fn check_backtrace(vm: &mut Vm, v: Value) -> VmResult {
    Ok(match check_backtrace_arg(vm, v)? {
        BacktraceArg::Nil => Value::NIL,
        BacktraceArg::Strings(a) | BacktraceArg::Locations(a) => a,
    })
}

/// Gives `e` the backtrace `v` (`set_backtrace`, `raise cls, msg, bt`). Strings replace what
/// `backtrace` answers and leave the captured frames to `backtrace_locations`; Locations become
/// the frames both answer from.
pub fn store_backtrace(vm: &mut Vm, e: Value, v: Value) -> VmResult<()> {
    let arg = check_backtrace_arg(vm, v)?;
    let old = vm.ivar_get(e, sym::BT);
    if crate::vm::errors::is_backtrace(old) {
        vm.ivar_set(e, sym::BT_FRAMES, old)?;
    }
    match arg {
        BacktraceArg::Nil => vm.ivar_set(e, sym::BT, Value::NIL),
        BacktraceArg::Strings(a) => {
            vm.temp_roots.push(a);
            let r = vm.ivar_set(e, sym::BT, a);
            vm.temp_roots.pop();
            r
        }
        BacktraceArg::Locations(a) => {
            let frames = obj::as_array(a).items.iter().filter_map(|x| crate::core::backtrace_location::location_frame(*x)).collect();
            // The frames' Values stay reachable through the Locations in `a`, an argument.
            let bt = vm.backtrace_from_frames(frames);
            vm.temp_roots.push(bt);
            let r = vm.ivar_set(e, sym::BT, bt).and_then(|_| vm.ivar_set(e, sym::BT_FRAMES, bt)).and_then(|_| vm.ivar_set(e, sym::BT_LOCATIONS, Value::NIL));
            vm.temp_roots.pop();
            r
        }
    }
}

fn e_set_backtrace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    store_backtrace(vm, recv, v)?;
    // A String given alone comes back as the one-element Array stored.
    if obj::is_type(v, ObjType::String) {
        return Ok(vm.ivar_get(recv, sym::BT));
    }
    Ok(v)
}

fn e_cause(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.ivar_get(recv, sym::CAUSE))
}

/// `==`: the same class, equal messages (`@mesg`, as stored) and equal backtraces.
fn e_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if recv == o {
        return Ok(Value::TRUE);
    }
    if vm.class_of_real(recv) != vm.class_of_real(o) {
        return Ok(Value::FALSE);
    }
    let (a, b) = (vm.ivar_get(recv, sym::MESG), vm.ivar_get(o, sym::MESG));
    if !vm.values_eq(a, b)? {
        return Ok(Value::FALSE);
    }
    let mark = vm.temp_roots.len();
    let x = vm.exception_backtrace(recv);
    vm.temp_roots.push(x);
    let y = vm.exception_backtrace(o);
    vm.temp_roots.push(y);
    let r = vm.values_eq(x, y);
    vm.temp_roots.truncate(mark);
    Ok(Value::bool(r?))
}

pub fn init(vm: &mut Vm) {
    let e = vm.core.exception;
    vm.define_private_builtin(e, "initialize", -1, e_initialize);
    vm.define_singleton_builtin(e, "exception", -1, e_exception_s);
    vm.define_builtin(e, "exception", -1, e_exception);
    vm.define_builtin(e, "to_s", 0, e_to_s);
    vm.define_builtin(e, "message", 0, e_message);
    vm.define_builtin(e, "inspect", 0, e_inspect);
    vm.define_builtin(e, "backtrace", 0, e_backtrace);
    vm.define_builtin(e, "set_backtrace", 1, e_set_backtrace);
    vm.define_builtin(e, "cause", 0, e_cause);
    vm.define_builtin(e, "==", 1, e_eq);
    subclasses::init(vm);
    report::init(vm);
}
