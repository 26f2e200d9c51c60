//! Kernel's module functions: output (`puts`, `print`, `p`), `require`, `raise`, `loop`,
//! `catch`/`throw`, `block_given?`, conversions (`Integer()`, `Float()`, ...), `exit`, `at_exit`.

use crate::class::{BuiltinFn, MethodKind};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::FrameKind;
use crate::vm::{Args, Unwind, Vm, VmResult};

/// Globals with a value even when never assigned.
pub fn is_special_global(id: SymbolId) -> bool {
    matches!(
        id.name().as_ref(),
        "$stdout"
            | "$stderr"
            | "$stdin"
            | "$>"
            | "$<"
            | "$!"
            | "$@"
            | "$_"
            | "$~"
            | "$0"
            | "$*"
            | "$$"
            | "$?"
            | "$."
            | "$\\"
            | "$-0"
            | "$-F"
            | "$-a"
            | "$-d"
            | "$-i"
            | "$-l"
            | "$-p"
            | "$-v"
            | "$-w"
            | "$DEBUG"
            | "$FILENAME"
            | "$PROGRAM_NAME"
            | "$VERBOSE"
            | "$:"
            | "$LOAD_PATH"
            | "$-I"
            | "$\""
            | "$LOADED_FEATURES"
            | "$,"
            | "$/"
            | "$;"
    )
}

/// The Ruby frame that called the current builtin.
pub fn caller_frame(vm: &Vm) -> Option<usize> {
    let n = vm.frames.len();
    (0..n.saturating_sub(1)).rev().find(|&i| vm.frames[i].kind != FrameKind::Cfunc)
}

pub use crate::core::io::write::{print_to, puts_to};

fn k_puts(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    puts_to(vm, 1, args.as_slice())
}

fn k_print(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    print_to(vm, 1, args.as_slice())
}

fn k_p(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let s = args.as_slice();
    let mut texts = Vec::with_capacity(s.len());
    for &a in s {
        texts.push(vm.inspect_str(a)?.into_bytes());
    }
    crate::core::io::write::p_to(vm, 1, texts)?;
    Ok(match s.len() {
        0 => Value::NIL,
        1 => s[0],
        _ => vm.new_array(s.to_vec()),
    })
}

/// `Kernel#pp`: as in CRuby, the first call loads pp.rb (CRuby's own, from the installed
/// library), which redefines Kernel#pp with line breaking, and calls that. Without a CRuby
/// library, or while pp.rb's own definition is not there, objects are printed as `p` does.
fn k_pp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    match vm.require_feature("pp", None) {
        Ok(_) => {}
        Err(Unwind::Raise(e)) if vm.is_kind_of(e, vm.core.load_error) => {}
        Err(e) => return Err(e),
    }
    let klass = vm.class_of(recv);
    let replaced = vm.find_method(klass, intern("pp")).is_some_and(|me| match &me.kind {
        MethodKind::Builtin { func, .. } => !std::ptr::fn_addr_eq(*func, k_pp as BuiltinFn),
        _ => true,
    });
    if replaced {
        return vm.call_method_kw(recv, intern("pp"), args.as_slice(), args.block.clone(), args.kw);
    }
    k_p(vm, recv, args)
}

fn k_require(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let s = vm.expect_string(args.get(0))?;
    let name = crate::core::str_of(s);
    Ok(Value::bool(vm.require_feature(&name, None)?))
}

fn k_require_relative(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let s = vm.expect_string(args.get(0))?;
    let name = crate::core::str_of(s);
    let here = vm.current_path();
    let dir = std::path::Path::new(&here).parent().map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
    let dir = if dir.is_empty() { ".".to_string() } else { dir };
    Ok(Value::bool(vm.require_feature(&name, Some(&dir))?))
}

/// `load(file, wrap = false)`: runs the file each time (through the `load_iseq` hook and the
/// compile cache, `Vm::run_file`). The hook gets the path expanded when it is absolute or
/// starts with `./` or `../`, else the String given, as CRuby passes them.
fn k_load(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let s = vm.expect_string(args.get(0))?;
    let name = crate::core::str_of(s);
    let path = std::path::Path::new(&name);
    if !path.is_file() {
        return Err(vm.load_error(&name));
    }
    let hook_path = if path.is_absolute() || name.starts_with("./") || name.starts_with("../") {
        let h = vm.new_str(&crate::vm::load::expand_path(path));
        vm.freeze(h);
        h
    } else {
        s
    };
    vm.temp_roots.push(hook_path);
    let r = vm.run_file(path, &name, hook_path, &|vm: &mut Vm, _| vm.load_error(&name));
    if let Some(i) = vm.temp_roots.iter().rposition(|v| *v == hook_path) {
        vm.temp_roots.remove(i);
    }
    r.map(|_| Value::TRUE)
}

/// Builds the exception `raise` raises from its arguments.
pub fn make_exception(vm: &mut Vm, args: &[Value]) -> VmResult {
    match args {
        [] => {
            let current = vm.current_errinfo();
            if !current.is_nil() {
                return Ok(current);
            }
            let m = vm.new_str("");
            Ok(vm.new_exception_without_backtrace(vm.core.runtime_error, m))
        }
        [s] if obj::is_type(*s, ObjType::String) => Ok(vm.new_exception_without_backtrace(vm.core.runtime_error, *s)),
        [cls, rest @ ..] => {
            let k = vm.class_of(*cls);
            let Some(me) = vm.find_method_cached(k, sym::EXCEPTION) else {
                return Err(vm.type_error("exception class/object expected"));
            };
            let margs = &rest[..rest.len().min(1)];
            // `raise obj` with the built-in Exception#exception: that method would return `obj`
            // itself, so it is not called (nothing it does can be observed).
            let plain = margs.is_empty()
                && matches!(me.kind, MethodKind::Builtin { func, .. } if std::ptr::fn_addr_eq(func, crate::core::exception::e_exception as BuiltinFn));
            let e = if plain { *cls } else { vm.call_method(*cls, sym::EXCEPTION, margs, None)? };
            if !vm.is_kind_of(e, vm.core.exception) {
                return Err(vm.type_error("exception object expected"));
            }
            if let Some(&bt) = rest.get(1) {
                if !bt.is_nil() {
                    vm.temp_roots.push(e);
                    let r = crate::core::exception::store_backtrace(vm, e, bt);
                    vm.temp_roots.pop();
                    r?;
                }
            }
            Ok(e)
        }
    }
}

pub fn k_raise(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let e = exception_to_raise(vm, args)?;
    if vm.ivar_get(e, sym::BT).is_nil() {
        vm.set_backtrace_here(e);
    }
    Err(Unwind::Raise(e))
}

/// The exception `raise` with `args` raises, its cause set, without a backtrace of its own yet:
/// Kernel#raise records the frames here; `Thread#raise` and `Fiber#raise` leave that to the
/// thread or fiber it is raised in (CRuby's `rb_threadptr_raise` and `fiber_raise` make the
/// exception in the caller and `setup_exception` fills the backtrace where it is raised).
pub fn exception_to_raise(vm: &mut Vm, args: &Args) -> VmResult<Value> {
    // `cause:` as given (nil included), taken out of the arguments.
    let mut given = None;
    let e = match args.kwargs() {
        Some(kw) => {
            given = vm.hash_lookup_symbol(kw, intern("cause"));
            if given.is_some() && args.positional().is_empty() && crate::core::hash::pairs(kw).len() == 1 {
                return Err(vm.arg_error("only cause is given with no arguments"));
            }
            if given.is_none() {
                let mut pos = args.positional().to_vec();
                pos.push(kw);
                make_exception(vm, &pos)?
            } else {
                make_exception(vm, args.positional())?
            }
        }
        // The arguments stay on the VM stack (below sp) for the whole call.
        None => make_exception(vm, args.positional())?,
    };
    // CRuby's rule: an explicit cause must be an exception (or nil); without one, `$!` becomes
    // the cause unless the exception already has one (set, or pinned to nil when it became
    // another exception's cause). A nil cause is never recorded.
    let cause = match given {
        Some(c) => {
            if !c.is_nil() && !vm.is_kind_of(c, vm.core.exception) {
                return Err(vm.type_error("exception object expected"));
            }
            c
        }
        None if vm.ivar_defined(e, sym::CAUSE) => Value::NIL,
        None => vm.current_errinfo(),
    };
    let cause = if cause == e { Value::NIL } else { cause };
    if !cause.is_nil() {
        // Causes form chains, never cycles: the new cause must not lead back to `e`.
        let mut c = cause;
        loop {
            c = vm.ivar_get(c, sym::CAUSE);
            if c.is_nil() {
                break;
            }
            if c == e {
                return Err(vm.arg_error("circular causes"));
            }
        }
    }
    if !cause.is_nil() {
        let _ = vm.ivar_set(e, sym::CAUSE, cause);
        if !vm.ivar_defined(cause, sym::CAUSE) {
            let _ = vm.ivar_set(cause, sym::CAUSE, Value::NIL);
        }
    }
    Ok(e)
}

fn k_loop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "loop", &[]);
    };
    loop {
        match vm.yield_block(&b, &[]) {
            Ok(_) => {}
            Err(Unwind::Raise(e)) if vm.is_kind_of(e, vm.core.stop_iteration) => {
                return Ok(vm.ivar_get(e, sym::RESULT));
            }
            Err(u) => return Err(u),
        }
    }
}

fn k_block_given(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(caller_frame(vm).is_some_and(|i| vm.frames[i].block.is_some())))
}

fn k_method_name(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(match caller_frame(vm).and_then(|i| vm.frames[i].me.clone()) {
        Some(me) => Value::symbol(me.original_name),
        None => Value::NIL,
    })
}

/// `__callee__`: the name the running method was called by (an alias's own name).
fn k_callee_name(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(match caller_frame(vm).and_then(|i| vm.frames[i].me.clone()) {
        Some(me) => Value::symbol(me.name),
        None => Value::NIL,
    })
}

fn k_catch(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let tag = if args.is_empty() { vm.new_object(vm.core.object) } else { args.get(0) };
    let b = vm.need_block(args)?;
    vm.catch_tags.push(tag);
    let r = vm.yield_block(&b, &[tag]);
    vm.catch_tags.pop();
    match r {
        Err(Unwind::Throw { tag: t, value })
            if t == tag || (t.is_heap() && tag.is_heap() && obj::is_type(t, ObjType::String) && vm.values_eq(t, tag).unwrap_or(false)) =>
        {
            Ok(value)
        }
        other => other,
    }
}

fn k_throw(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let tag = args.get(0);
    let value = args.get(1);
    let known = vm.catch_tags.iter().any(|&t| t == tag);
    if !known {
        // The message is a format `UncaughtThrowError#to_s` applies to the tag.
        let u = vm.make_error(vm.core.uncaught_throw_error, "uncaught throw %p");
        if let Unwind::Raise(e) = u {
            vm.temp_roots.push(e);
            let _ = vm.ivar_set(e, sym::TAG, tag);
            let _ = vm.ivar_set(e, sym::VALUE_IVAR, value);
            vm.temp_roots.pop();
        }
        return Err(u);
    }
    Err(Unwind::Throw { tag, value })
}

/// The status argument of `exit`/`exit!`/`SystemExit.new`: true is 0, false is 1, anything
/// else converts to a C int as CRuby's NUM2INT does (nil is a TypeError, not the default).
pub fn exit_status(vm: &mut Vm, args: &Args, default: i64) -> VmResult<i64> {
    vm.check_argc(args, 0, Some(1))?;
    if args.is_empty() {
        return Ok(default);
    }
    let v = args.get(0);
    if v == Value::TRUE {
        return Ok(0);
    }
    if v == Value::FALSE {
        return Ok(1);
    }
    let n = vm.expect_int(v)?;
    if n > i32::MAX as i64 {
        return Err(vm.make_error(vm.core.range_error, &format!("integer {n} too big to convert to 'int'")));
    }
    if n < i32::MIN as i64 {
        return Err(vm.make_error(vm.core.range_error, &format!("integer {n} too small to convert to 'int'")));
    }
    Ok(n)
}

pub fn raise_system_exit(vm: &mut Vm, status: i64, msg: &str) -> Unwind {
    let m = vm.new_str(msg);
    let e = vm.new_exception(vm.core.system_exit, m);
    let _ = vm.ivar_set(e, sym::STATUS, Value::fixnum(status));
    Unwind::Raise(e)
}

pub(crate) fn k_exit(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let st = exit_status(vm, args, 0)?;
    Err(raise_system_exit(vm, st, "exit"))
}

pub(crate) fn k_exit_bang(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    // `exit!` defaults to failure (status false), unlike `exit`.
    let st = exit_status(vm, args, 1)?;
    vm.flush_out();
    std::process::exit(st as i32);
}

pub(crate) fn k_abort(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if !args.is_empty() {
        let s = vm.expect_string(args.get(0))?;
        let mut b = obj::as_string(s).bytes.clone();
        b.push(b'\n');
        // To whatever `$stderr` holds, as CRuby's abort writes.
        crate::core::io::write::write_to(vm, 2, &b)?;
        let msg = crate::core::str_of(s);
        return Err(raise_system_exit(vm, 1, &msg));
    }
    Err(raise_system_exit(vm, 1, "exit"))
}

fn k_at_exit(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let b = vm.need_block(args)?;
    let p = crate::core::proc_::new_proc(vm, b, false)?;
    vm.at_exit.push(p);
    Ok(p)
}

fn k_integer(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    let base = args.positional().get(1).copied();
    let exception = args.kwargs().and_then(|k| vm.hash_lookup_symbol(k, intern("exception"))).is_none_or(|v| v.truthy());
    let r = crate::core::integer::kernel_integer(vm, v, base);
    match r {
        Err(_) if !exception => Ok(Value::NIL),
        r => r,
    }
}

fn k_float(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let exception = args.kwargs().and_then(|k| vm.hash_lookup_symbol(k, intern("exception"))).is_none_or(|v| v.truthy());
    let r = crate::core::float::kernel_float(vm, args.get(0));
    match r {
        Err(_) if !exception => Ok(Value::NIL),
        r => r,
    }
}

fn k_string(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if obj::is_type(v, ObjType::String) {
        return Ok(v);
    }
    if vm.respond_to(v, sym::TO_STR, true) {
        return vm.call_method(v, sym::TO_STR, &[], None);
    }
    if vm.respond_to(v, sym::TO_S, true) {
        return vm.call_method(v, sym::TO_S, &[], None);
    }
    Err(vm.conversion_error(v, "String"))
}

fn k_array(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if v.is_nil() {
        return Ok(vm.new_array(Vec::new()));
    }
    if let Some(a) = vm.check_array(v)? {
        return Ok(a);
    }
    if !v.is_special() && vm.respond_to(v, sym::TO_A, true) {
        let r = vm.call_method(v, sym::TO_A, &[], None)?;
        if obj::is_type(r, ObjType::Array) {
            return Ok(r);
        }
    }
    Ok(vm.new_array(vec![v]))
}

fn k_hash(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if v.is_nil() || (obj::is_type(v, ObjType::Array) && obj::as_array(v).items.is_empty()) {
        return Ok(vm.new_hash());
    }
    if obj::is_type(v, ObjType::Hash) {
        return Ok(v);
    }
    vm.call_method(v, sym::TO_HASH, &[], None)
}

/// `sleep(duration = nil)`: nil or nothing sleeps until `wakeup` (or forever); signal handlers
/// and other threads run meanwhile. Answers the whole seconds that passed on the wall clock
/// (CRuby's `time(0)` difference).
fn k_sleep(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let d = crate::core::thread::interval(vm, args.get(0))?;
    vm.flush_out();
    let wall = || std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64);
    let beg = wall();
    if vm.multithreaded() {
        // Other threads run meanwhile (and `wakeup` ends the sleep early).
        crate::vm::thread::sleep_thread(vm, d)?;
    } else {
        vm.sleep_checking_ints(d)?;
    }
    Ok(Value::fixnum(wall() - beg))
}

/// `Kernel#warn(*msgs, uplevel: nil, category: nil)`. `uplevel: n` prefixes the place n frames
/// above the caller ("path:line: warning: "); a `category` must be one CRuby knows, and
/// :deprecated and :performance warnings are off by default (CRuby's `Warning[]`), so those
/// print nothing.
fn k_warn(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let mut uplevel = None;
    let mut category = Value::NIL;
    if let Some(kw) = args.kwargs() {
        for (k, v) in crate::core::hash::pairs(kw) {
            match k.is_symbol().then(|| k.as_symbol().name()).as_deref() {
                Some("uplevel") => uplevel = if v.is_nil() { None } else { Some(vm.expect_int(v)?) },
                Some("category") => category = v,
                _ => {
                    let shown = vm.inspect_str(k)?;
                    return Err(vm.make_error(vm.core.argument_error, &format!("unknown keyword: {shown}")));
                }
            }
        }
    }
    if !category.is_nil() {
        let known = category.is_symbol() && matches!(&*category.as_symbol().name(), "deprecated" | "experimental" | "performance" | "strict_unused_block");
        if !known {
            let shown = if category.is_symbol() { category.as_symbol().name().to_string() } else { vm.inspect_str(category)? };
            return Err(vm.make_error(vm.core.argument_error, &format!("unknown category: {shown}")));
        }
    }
    if let Some(n) = uplevel {
        if n < 0 {
            return Err(vm.make_error(vm.core.argument_error, &format!("negative level ({n})")));
        }
    }
    // `warn` is silent when $VERBOSE is nil (-W0 starts it so; a program may set it).
    if vm.options.warn_level == 0 || vm.gvar_get(intern("$VERBOSE")).is_nil() {
        return Ok(Value::NIL);
    }
    if category.is_symbol() && !crate::core::warning::enabled(vm, &category.as_symbol().name()) {
        return Ok(Value::NIL);
    }
    let msgs = args.positional();
    if msgs.is_empty() {
        return Ok(Value::NIL);
    }
    let Some(n) = uplevel else {
        crate::core::io::write::warn_to(vm, msgs)?;
        return Ok(Value::NIL);
    };
    // Frame 0 is warn's own; level 0 is its caller. Past the outermost frame, no place.
    let frames = vm.capture_frames(1, usize::MAX);
    let mut text = match frames.get(n as usize) {
        Some(f) if f.iseq.is_heap() => {
            let iseq = &obj::as_iseq(f.iseq).data;
            format!("{}:{}: warning: ", iseq.path, iseq.line_at(f.pc())).into_bytes()
        }
        _ => b"warning: ".to_vec(),
    };
    text.extend(crate::core::io::write::puts_bytes(vm, msgs)?);
    crate::core::io::write::write_to(vm, 2, &text)?;
    Ok(Value::NIL)
}

/// `printf(format, *args)` to `$stdout`, or `printf(io, format, *args)`: a first argument that
/// is not a String is the destination, written to with `write`.
fn k_printf(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let s = args.as_slice();
    if s.is_empty() {
        return Ok(Value::NIL);
    }
    let (dest, rest) = if crate::core::is_string(s[0]) { (None, s) } else { (Some(s[0]), &s[1..]) };
    let Some((&format, values)) = rest.split_first() else {
        return Err(vm.arg_count_error(s.len(), 1, usize::MAX));
    };
    let f = vm.expect_string(format)?;
    let fmt = obj::as_string(f).bytes.clone();
    let out = crate::core::format::sprintf(vm, &fmt, values)?;
    match dest {
        None => crate::core::io::write::write_to(vm, 1, &out)?,
        Some(io) => {
            let text = vm.new_string(out);
            vm.call_method(io, intern("write"), &[text], None)?;
        }
    }
    Ok(Value::NIL)
}

fn k_putc(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    let bytes = crate::core::io::write::putc_bytes(vm, v)?;
    crate::core::io::write::write_to(vm, 1, &bytes)?;
    Ok(v)
}

fn k_dir(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let path = vm.current_path();
    if path == "-e" || path == "-" {
        return Ok(vm.new_str("."));
    }
    let abs = std::fs::canonicalize(&path).unwrap_or_else(|_| std::path::PathBuf::from(&path));
    let dir = abs.parent().map(|p| p.to_string_lossy().into_owned()).unwrap_or_else(|| ".".into());
    Ok(vm.new_string(dir.into_bytes()))
}

pub fn init(vm: &mut Vm) {
    let k = vm.core.kernel;
    let private: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("puts", -1, k_puts),
        ("print", -1, k_print),
        ("p", -1, k_p),
        ("pp", -1, k_pp),
        ("require", 1, k_require),
        ("require_relative", 1, k_require_relative),
        ("load", -1, k_load),
        ("raise", -1, k_raise),
        ("fail", -1, k_raise),
        ("loop", 0, k_loop),
        ("block_given?", 0, k_block_given),
        ("iterator?", 0, k_block_given),
        ("__method__", 0, k_method_name),
        ("__callee__", 0, k_callee_name),
        ("catch", -1, k_catch),
        ("throw", -2, k_throw),
        ("exit", -1, k_exit),
        ("exit!", -1, k_exit_bang),
        ("abort", -1, k_abort),
        ("at_exit", 0, k_at_exit),
        ("Integer", -2, k_integer),
        ("Float", -2, k_float),
        ("String", 1, k_string),
        ("Array", 1, k_array),
        ("Hash", 1, k_hash),
        ("caller", -1, crate::core::backtrace_location::k_caller),
        ("caller_locations", -1, crate::core::backtrace_location::k_caller_locations),
        ("sleep", -1, k_sleep),
        ("lambda", 0, crate::core::proc_::kernel_lambda),
        ("proc", 0, crate::core::proc_::kernel_proc),
        ("warn", -1, k_warn),
        ("printf", -1, k_printf),
        ("putc", 1, k_putc),
        ("__dir__", 0, k_dir),
    ];
    for &(name, arity, f) in private {
        vm.define_private_builtin(k, name, arity, f);
        // Kernel's module functions are also singleton methods (Kernel.puts).
        vm.define_singleton_builtin(k, name, arity, f);
    }
    let _ = (SymbolId(0), ObjType::Object);
}
