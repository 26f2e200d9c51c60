//! The constructors and accessors of Exception's subclasses that carry more than a message:
//! NameError/NoMethodError, KeyError, NoMatchingPatternKeyError, FrozenError, StopIteration, UncaughtThrowError,
//! LocalJumpError, LoadError, SyntaxError and SystemExit.
//!
//! Invariants:
//! - Each extra attribute lives in a hidden ivar (`@__name`, `@__receiver`, `@__key`, ...). An
//!   attribute CRuby reports as "not available" (`receiver`, `key`) is one whose ivar was never
//!   set, which `ivar_defined` tells apart from one set to nil.
//! - Every `initialize` takes its own arguments off and hands the rest to Exception's
//!   (`message = nil`), which raises CRuby's arity error for too many.

use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Exception#initialize with `rest` as the arguments.
fn super_initialize(vm: &mut Vm, recv: Value, rest: &[Value]) -> VmResult {
    super::e_initialize(vm, recv, &Args::from_slice(rest, None))
}

/// The keywords `names` taken from the keyword hash (each None when absent); any other keyword
/// is an ArgumentError, as for a method declaring just those.
fn keywords(vm: &mut Vm, args: &Args, names: &[&str]) -> VmResult<Vec<Option<Value>>> {
    let Some(kw) = args.kwargs() else { return Ok(vec![None; names.len()]) };
    let mut out = Vec::with_capacity(names.len());
    for n in names {
        out.push(vm.hash_lookup_symbol(kw, intern(n)));
    }
    let unknown: Vec<Value> =
        crate::core::hash::pairs(kw).into_iter().map(|(k, _)| k).filter(|k| !(k.is_symbol() && names.iter().any(|n| k.as_symbol().name() == *n))).collect();
    if !unknown.is_empty() {
        return Err(vm.unknown_keywords_error(&unknown));
    }
    Ok(out)
}

/// A reader of ivar `ivar` that raises ArgumentError "no X is available" when it was never set.
fn required(vm: &mut Vm, recv: Value, ivar: SymbolId, what: &str) -> VmResult {
    if !vm.ivar_defined(recv, ivar) {
        return Err(vm.arg_error(&format!("no {what} is available")));
    }
    Ok(vm.ivar_get(recv, ivar))
}

/// `NameError#initialize(message = nil, name = nil, receiver: nil)`.
fn name_error_init(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let [receiver] = keywords(vm, args, &["receiver"])?[..] else { unreachable!() };
    let mut p = args.positional();
    let name = if p.len() > 1 {
        let n = p[p.len() - 1];
        p = &p[..p.len() - 1];
        n
    } else {
        Value::NIL
    };
    super_initialize(vm, recv, p)?;
    vm.ivar_set(recv, sym::NAME_IVAR, name)?;
    if let Some(r) = receiver {
        vm.ivar_set(recv, sym::RECEIVER, r)?;
    }
    Ok(Value::NIL)
}

/// `NoMethodError#initialize(message = nil, name = nil, args = [], private_call = false,
/// receiver: nil)`.
fn no_method_error_init(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut p = args.positional();
    let private = if p.len() > 3 {
        let v = p[p.len() - 1].truthy();
        p = &p[..p.len() - 1];
        v
    } else {
        false
    };
    let call_args = if p.len() > 2 {
        let v = p[p.len() - 1];
        p = &p[..p.len() - 1];
        v
    } else {
        Value::NIL
    };
    let mut rest: Vec<Value> = p.to_vec();
    let kw = args.kwargs();
    if let Some(k) = kw {
        rest.push(k);
    }
    // The arguments stay on the caller's stack; `rest` only copies them.
    let mut sub = Args::from_slice(&rest, None);
    sub.kw = kw.is_some();
    name_error_init(vm, recv, &sub)?;
    vm.ivar_set(recv, sym::ARGS_IVAR, call_args)?;
    vm.ivar_set(recv, intern("@__private_call"), Value::bool(private))?;
    Ok(Value::NIL)
}

fn name_error_name(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.ivar_get(recv, sym::NAME_IVAR))
}

fn name_error_receiver(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    required(vm, recv, sym::RECEIVER, "receiver")
}

/// `NoMethodError#args`: the arguments of the call (nil when made without them).
fn no_method_error_args(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.ivar_get(recv, sym::ARGS_IVAR))
}

fn no_method_error_private_call(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(vm.ivar_get(recv, intern("@__private_call")).truthy()))
}

/// `KeyError#initialize(message = nil, receiver: nil, key: nil)`.
fn key_error_init(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let kw = keywords(vm, args, &["receiver", "key"])?;
    super_initialize(vm, recv, args.positional())?;
    if let Some(r) = kw[0] {
        vm.ivar_set(recv, sym::RECEIVER, r)?;
    }
    if let Some(k) = kw[1] {
        vm.ivar_set(recv, sym::KEY, k)?;
    }
    Ok(Value::NIL)
}

fn key_error_key(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    required(vm, recv, sym::KEY, "key")
}

/// `NoMatchingPatternKeyError#initialize(message = nil, matchee: nil, key: nil)`.
fn no_matching_pattern_key_error_init(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let kw = keywords(vm, args, &["matchee", "key"])?;
    super_initialize(vm, recv, args.positional())?;
    if let Some(m) = kw[0] {
        vm.ivar_set(recv, intern("@__matchee"), m)?;
    }
    if let Some(k) = kw[1] {
        vm.ivar_set(recv, sym::KEY, k)?;
    }
    Ok(Value::NIL)
}

/// `FrozenError#initialize(message = nil, receiver: nil)`.
fn frozen_error_init(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let [receiver] = keywords(vm, args, &["receiver"])?[..] else { unreachable!() };
    super_initialize(vm, recv, args.positional())?;
    if let Some(r) = receiver {
        vm.ivar_set(recv, sym::RECEIVER, r)?;
    }
    Ok(Value::NIL)
}

/// `UncaughtThrowError#initialize(tag, value, *rest)`: `rest` is Exception's (the message, a
/// format that `to_s` applies to the tag; `throw` gives "uncaught throw %p").
fn uncaught_throw_init(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, None)?;
    let a = args.as_slice();
    super_initialize(vm, recv, &a[2..])?;
    vm.ivar_set(recv, sym::TAG, a[0])?;
    vm.ivar_set(recv, sym::VALUE_IVAR, a[1])?;
    Ok(Value::NIL)
}

/// `UncaughtThrowError#to_s`: the message formatted with the tag (a TypeError when there is
/// no message to format, as in CRuby).
fn uncaught_throw_to_s(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if !vm.ivar_defined(recv, sym::TAG) {
        return super::e_to_s(vm, recv, args);
    }
    let mesg = vm.ivar_get(recv, sym::MESG);
    let fmt = vm.expect_string(mesg)?;
    let tag = vm.ivar_get(recv, sym::TAG);
    let bytes = obj::as_string(fmt).bytes.to_vec();
    let text = crate::core::format::sprintf(vm, &bytes, &[tag])?;
    Ok(vm.new_string(text))
}

/// A CRuby `int`-convertible status: an Integer as it is, else what `to_int` gives (None when
/// the value has no `to_int`, as rb_check_to_int).
fn check_to_int(vm: &mut Vm, v: Value) -> VmResult<Option<Value>> {
    if v.is_fixnum() || obj::is_type(v, ObjType::Bignum) {
        return Ok(Some(v));
    }
    if v.is_nil() || v == Value::TRUE || v == Value::FALSE {
        return Ok(None);
    }
    match vm.check_funcall(v, intern("to_int"))? {
        Some(r) if r.is_fixnum() || obj::is_type(r, ObjType::Bignum) => Ok(Some(r)),
        _ => Ok(None),
    }
}

/// `SystemExit#initialize(status = true, message = nil)`: a leading true/false or Integer is
/// the status (0 otherwise); the message defaults to the class name, as Exception's does.
fn system_exit_init(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut p = args.positional();
    let mut status = Value::fixnum(0);
    if let Some(&first) = p.first() {
        if first == Value::TRUE {
            p = &p[1..];
        } else if first == Value::FALSE {
            status = Value::fixnum(1);
            p = &p[1..];
        } else if let Some(n) = check_to_int(vm, first)? {
            status = n;
            p = &p[1..];
        }
    }
    vm.temp_roots.push(status);
    let r = super_initialize(vm, recv, p);
    vm.temp_roots.pop();
    r?;
    vm.ivar_set(recv, sym::STATUS, status)?;
    Ok(Value::NIL)
}

fn system_exit_status(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = vm.ivar_get(recv, sym::STATUS);
    Ok(if s.is_nil() { Value::fixnum(0) } else { s })
}

fn system_exit_success(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = vm.ivar_get(recv, sym::STATUS);
    Ok(Value::bool(s.is_nil() || s == Value::fixnum(0)))
}

pub fn init(vm: &mut Vm) {
    let ne = vm.core.name_error;
    vm.define_private_builtin(ne, "initialize", -1, name_error_init);
    vm.define_builtin(ne, "name", 0, name_error_name);
    vm.define_builtin(ne, "receiver", 0, name_error_receiver);
    let nme = vm.core.no_method_error;
    vm.define_private_builtin(nme, "initialize", -1, no_method_error_init);
    vm.define_builtin(nme, "args", 0, no_method_error_args);
    vm.define_builtin(nme, "private_call?", 0, no_method_error_private_call);
    let ke = vm.core.key_error;
    vm.define_private_builtin(ke, "initialize", -1, key_error_init);
    vm.define_builtin(ke, "key", 0, key_error_key);
    vm.define_builtin(ke, "receiver", 0, name_error_receiver);
    let nmpk = vm.core.no_matching_pattern_key_error;
    vm.define_private_builtin(nmpk, "initialize", -1, no_matching_pattern_key_error_init);
    vm.define_builtin(nmpk, "key", 0, key_error_key);
    vm.define_builtin(nmpk, "matchee", 0, |vm, recv, _| required(vm, recv, intern("@__matchee"), "matchee"));
    vm.define_builtin(vm.core.stop_iteration, "result", 0, |vm, recv, _| Ok(vm.ivar_get(recv, sym::RESULT)));
    let fe = vm.core.frozen_error;
    vm.define_private_builtin(fe, "initialize", -1, frozen_error_init);
    vm.define_builtin(fe, "receiver", 0, name_error_receiver);
    let ut = vm.core.uncaught_throw_error;
    vm.define_private_builtin(ut, "initialize", -1, uncaught_throw_init);
    vm.define_builtin(ut, "to_s", 0, uncaught_throw_to_s);
    vm.define_builtin(ut, "tag", 0, |vm, recv, _| Ok(vm.ivar_get(recv, sym::TAG)));
    vm.define_builtin(ut, "value", 0, |vm, recv, _| Ok(vm.ivar_get(recv, sym::VALUE_IVAR)));
    vm.define_builtin(vm.core.local_jump_error, "reason", 0, |vm, recv, _| Ok(vm.ivar_get(recv, intern("@__reason"))));
    vm.define_builtin(vm.core.local_jump_error, "exit_value", 0, |vm, recv, _| Ok(vm.ivar_get(recv, sym::VALUE_IVAR)));
    vm.define_builtin(vm.core.load_error, "path", 0, |vm, recv, _| Ok(vm.ivar_get(recv, intern("@__path"))));
    vm.define_builtin(vm.core.syntax_error, "path", 0, |vm, recv, _| Ok(vm.ivar_get(recv, intern("@__path"))));
    let sx = vm.core.system_exit;
    vm.define_private_builtin(sx, "initialize", -1, system_exit_init);
    vm.define_builtin(sx, "status", 0, system_exit_status);
    vm.define_builtin(sx, "success?", 0, system_exit_success);
}
