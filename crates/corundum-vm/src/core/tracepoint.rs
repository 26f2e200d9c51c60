//! `TracePoint` and `Kernel#set_trace_func` as Ruby sees them; the events themselves are found
//! and fired by `vm::trace`.
//!
//! Invariants:
//! - A TracePoint's attributes are readable only while its hook runs for an event (the event is
//!   in `TracePointData::current`); elsewhere they raise RuntimeError "access from outside".
//! - Enabling with `target:` restricts the hook to the target's iseq and the iseqs nested in it
//!   (its blocks), collected once when enabled.
//! - `enable` called straight from Ruby code switches that code to the tracing loop before its
//!   next instruction (`switch_caller_loop`), so a `:line` event fires for the very next line.

use crate::class::MethodKind;
use crate::insn::{Opcode, OperandKind};
use crate::iseq::call_flags;
use crate::object;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::frame::{Block, FrameKind};
use crate::vm::trace::{ev, event_name, is_tracepoint, tracepoint, EventInfo, TracePointData, EVENT_NAMES, TRACEPOINT_TYPE};
use crate::vm::{Args, Unwind, Vm, VmResult};

/// Every event `TracePoint.new` without names listens to.
const ALL_EVENTS: u32 = ev::LINE
    | ev::CLASS
    | ev::END
    | ev::CALL
    | ev::RETURN
    | ev::C_CALL
    | ev::C_RETURN
    | ev::RAISE
    | ev::B_CALL
    | ev::B_RETURN
    | ev::THREAD_BEGIN
    | ev::THREAD_END
    | ev::FIBER_SWITCH
    | ev::SCRIPT_COMPILED
    | ev::RESCUE;

/// The events `set_trace_func` reports, by the names it gives them.
const TRACE_FUNC_EVENTS: &[(&str, u32)] = &[
    ("line", ev::LINE),
    ("class", ev::CLASS),
    ("end", ev::END),
    ("call", ev::CALL),
    ("return", ev::RETURN),
    ("c-call", ev::C_CALL),
    ("c-return", ev::C_RETURN),
    ("raise", ev::RAISE),
];

fn this(vm: &mut Vm, v: Value) -> VmResult<&'static mut TracePointData> {
    if is_tracepoint(v) {
        Ok(tracepoint(v))
    } else {
        Err(vm.type_error("uninitialized TracePoint"))
    }
}

/// The event the hook of `tp` runs for, or RuntimeError "access from outside".
fn current(vm: &mut Vm, tp: Value) -> VmResult<EventInfo> {
    match this(vm, tp)?.current.clone() {
        Some(i) => Ok(i),
        None => Err(runtime_error(vm, "access from outside")),
    }
}

fn runtime_error(vm: &mut Vm, msg: &str) -> Unwind {
    let k = vm.core.runtime_error;
    vm.make_error(k, msg)
}

fn unsupported(vm: &mut Vm) -> Unwind {
    runtime_error(vm, "not supported by this event")
}

/// The event bits named by `args` (Symbols or Strings); every event when there are none.
fn parse_events(vm: &mut Vm, args: &[Value]) -> VmResult<u32> {
    if args.is_empty() {
        return Ok(ALL_EVENTS);
    }
    let mut events = 0;
    for &a in args {
        let name = if a.is_symbol() {
            a.as_symbol().name().to_string()
        } else if crate::core::is_string(a) {
            String::from_utf8_lossy(&object::as_string(a).bytes).into_owned()
        } else if vm.respond_to(a, intern("to_sym"), true) {
            let s = vm.call_method(a, intern("to_sym"), &[], None)?;
            if !s.is_symbol() {
                let (from, gives) = (vm.conversion_name(a), vm.conversion_name(s));
                return Err(vm.type_error(&format!("can't convert {from} to Symbol ({from}#to_sym gives {gives})")));
            }
            s.as_symbol().name().to_string()
        } else {
            return Err(vm.conversion_error(a, "Symbol"));
        };
        events |= match name.as_str() {
            "a_call" => ev::CALL | ev::B_CALL | ev::C_CALL,
            "a_return" => ev::RETURN | ev::B_RETURN | ev::C_RETURN,
            n => match EVENT_NAMES.iter().find(|&&(e, _)| e == n) {
                Some(&(_, b)) => b,
                None => return Err(vm.arg_error(&format!("unknown event: {n}"))),
            },
        };
    }
    Ok(events)
}

fn new_tracepoint(vm: &mut Vm, klass: Value, events: u32, hook: Value, trace_func: bool) -> Value {
    vm.temp_roots.push(hook);
    let data = TracePointData { events, hook, enabled: false, target: None, target_line: None, target_thread: Value::NIL, current: None, trace_func };
    let tp = vm.new_typed_data(klass, &TRACEPOINT_TYPE, Box::new(data));
    vm.temp_roots.pop();
    tp
}

fn tp_s_allocate(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Err(vm.type_error("allocator undefined for TracePoint"))
}

/// `TracePoint.new(*events) { |tp| ... }`.
fn tp_s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let events = parse_events(vm, args.as_slice())?;
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("must be called with a block"));
    };
    let hook = vm.block_to_proc(&b)?;
    Ok(new_tracepoint(vm, recv, events, hook, false))
}

/// `TracePoint.trace(*events) { |tp| ... }`: a new TracePoint, enabled.
fn tp_s_trace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let tp = tp_s_new(vm, recv, args)?;
    let was_slow = vm.slow_loop;
    vm.trace_enable(tp);
    if was_slow {
        return Ok(tp);
    }
    switch_caller_loop(vm, recv, args, tp)
}

/// `TracePoint.allow_reentry { }`: runs the block with hooks allowed to fire, from a hook.
fn tp_s_allow_reentry(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return Err(vm.local_jump_error("no block given (yield)", "noreason"));
    };
    if !vm.tracing.in_hook {
        return Err(runtime_error(vm, "No need to allow reentrance."));
    }
    vm.tracing.in_hook = false;
    let r = vm.yield_block(&b, &[]);
    vm.tracing.in_hook = true;
    r
}

/// After a builtin turned tracing on: when Ruby code called it directly (a plain send whose
/// receiver and arguments are still in place below the builtin's frame), that code's loop is
/// handed to the tracing copy with `ret` as the call's value (`Unwind::Retrace`); otherwise the
/// value is returned and the calling code switches when it next enters the interpreter.
fn switch_caller_loop(vm: &mut Vm, recv: Value, args: &Args, ret: Value) -> VmResult {
    let n = vm.frames.len();
    if n < 2 {
        return Ok(ret);
    }
    let (cf, rf) = (&vm.frames[n - 1], &vm.frames[n - 2]);
    if cf.kind != FrameKind::Cfunc || rf.kind == FrameKind::Cfunc {
        return Ok(ret);
    }
    let iseq = &object::as_iseq(rf.iseq).data;
    let op = Opcode::from_word(iseq.code[rf.pc]);
    if !matches!(op, Opcode::SendWithoutBlock | Opcode::Send) || op.info().operands.first() != Some(&OperandKind::CallSite) {
        return Ok(ret);
    }
    let ci = &iseq.call_infos[iseq.code[rf.pc + 1] as usize];
    let plain = ci.flags & (call_flags::SPLAT | call_flags::BLOCKARG | call_flags::KW_HASH | call_flags::KW_ARGS) == 0;
    let argc = ci.argc as usize;
    let same_call = cf.me.as_ref().is_some_and(|me| me.name == ci.mid);
    let Some(recv_at) = cf.base.checked_sub(argc + 1) else {
        return Ok(ret);
    };
    let args_in_place = args.len() == argc && (argc == 0 || args.stack_slot(&vm.stack) == Some(recv_at + 1));
    if !plain || !same_call || !args_in_place || vm.stack[recv_at] != recv {
        return Ok(ret);
    }
    Err(Unwind::Retrace { call: Some((recv_at, ret)) })
}

/// The iseqs `enable(target:)` restricts a hook to: the target's and every iseq nested in it.
fn target_iseqs(vm: &mut Vm, target: Value) -> VmResult<Vec<Value>> {
    let root = if crate::core::proc_::is_method(vm, target) {
        match &crate::core::proc_::method_data(target).me.kind {
            MethodKind::Iseq(i) => Some(*i),
            MethodKind::Bmethod(p) => block_iseq(&crate::core::proc_::proc_data(*p).block),
            _ => None,
        }
    } else if crate::core::proc_::is_proc(vm, target) {
        block_iseq(&crate::core::proc_::proc_data(target).block)
    } else {
        return Err(vm.arg_error("specified target is not supported"));
    };
    let mut out = Vec::new();
    let mut work: Vec<Value> = root.into_iter().collect();
    while let Some(i) = work.pop() {
        if out.contains(&i) {
            continue;
        }
        out.push(i);
        for (pc, op, _) in crate::iseq::decode(&object::as_iseq(i).data.code) {
            for (k, kind) in op.info().operands.iter().enumerate() {
                let w = Value(object::as_iseq(i).data.code[pc + 1 + k]);
                if *kind == OperandKind::Iseq && w.is_heap() {
                    work.push(w);
                }
            }
        }
    }
    Ok(out)
}

fn block_iseq(b: &Block) -> Option<Value> {
    match b {
        Block::Captured(c) => Some(c.iseq),
        Block::Proc(p) => block_iseq(&crate::core::proc_::proc_data(*p).block),
        _ => None,
    }
}

/// Whether a hook for `events` restricted to `iseqs` (and `line`) could ever fire.
fn can_fire(events: u32, iseqs: &[Value], line: Option<u32>) -> bool {
    iseqs.iter().any(|&i| {
        let d = &object::as_iseq(i).data;
        let own = match d.kind {
            crate::iseq::IseqKind::Method => ev::CALL | ev::RETURN,
            crate::iseq::IseqKind::Block | crate::iseq::IseqKind::Lambda => ev::B_CALL | ev::B_RETURN,
            crate::iseq::IseqKind::Class => ev::CLASS | ev::END,
            crate::iseq::IseqKind::Top => 0,
        } | ev::C_CALL
            | ev::C_RETURN
            | ev::RAISE
            | ev::RESCUE;
        let lines = match line {
            Some(l) => d.line_events.iter().any(|&pc| d.line_at(pc as usize) == l),
            None => !d.line_events.is_empty(),
        };
        let own = if lines { own | ev::LINE } else { own };
        let wanted = if line.is_some() { events & ev::LINE } else { events };
        own & wanted != 0
    })
}

/// `TracePoint#enable(target: nil, target_line: nil, target_thread: :default) { }`.
fn tp_enable(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    this(vm, recv)?;
    let (mut target, mut target_line, mut target_thread) = (None, None, None);
    if let Some(kw) = args.kwargs() {
        for (k, v) in crate::core::hash::pairs(kw) {
            match k.is_symbol().then(|| k.as_symbol().bytes()) {
                Some(b"target") => target = (!v.is_nil()).then_some(v),
                Some(b"target_line") => target_line = (!v.is_nil()).then_some(v),
                Some(b"target_thread") => target_thread = Some(v),
                _ => {
                    let s = vm.inspect_str(k)?;
                    return Err(vm.arg_error(&format!("unknown keyword: {s}")));
                }
            }
        }
    }
    let positional = args.positional().len();
    if positional != 0 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {positional}, expected 0)")));
    }
    let line = match target_line {
        Some(v) => {
            if !v.is_fixnum() && !vm.respond_to(v, intern("to_int"), true) {
                return Err(vm.conversion_error(v, "Integer"));
            }
            let n = if v.is_fixnum() { v } else { vm.call_method(v, intern("to_int"), &[], None)? };
            Some(vm.expect_int(n)?)
        }
        None => None,
    };
    let d = tracepoint(recv);
    if line.is_some() && target.is_none() {
        return Err(vm.arg_error("only target_line is specified"));
    }
    if line.is_some() && d.events & ev::LINE == 0 {
        return Err(vm.arg_error("target_line is specified, but line event is not specified"));
    }
    if d.enabled && (target.is_some() || d.target.is_some()) {
        return Err(vm.arg_error("can't nest-enable a targeting TracePoint"));
    }
    let was = d.enabled;
    if let Some(t) = target {
        let iseqs = target_iseqs(vm, t)?;
        let line = match line {
            Some(l) if l > 0 && l <= u32::MAX as i64 => Some(l as u32),
            Some(_) => return Err(vm.arg_error("can not enable any hooks")),
            None => None,
        };
        let d = tracepoint(recv);
        if !can_fire(d.events, &iseqs, line) {
            return Err(vm.arg_error("can not enable any hooks"));
        }
        for &i in &iseqs {
            crate::object::write_barrier(recv, i);
        }
        d.target = Some(iseqs);
        d.target_line = line;
    }
    // The block form listens on the current thread only, unless told otherwise.
    let thread = match target_thread {
        Some(t) if t.is_symbol() && t.as_symbol().bytes() == b"default" => None,
        Some(t) => Some(t),
        None => None,
    };
    let thread = thread.unwrap_or_else(|| if args.block.is_some() && target.is_none() { vm.current_thread() } else { Value::NIL });
    let d = tracepoint(recv);
    d.target_thread = thread;
    crate::object::write_barrier(recv, thread);
    let was_slow = vm.slow_loop;
    vm.trace_enable(recv);
    match args.block.clone() {
        Some(b) => {
            let r = vm.yield_block(&b, &[]);
            if !was || tracepoint(recv).target.is_some() {
                vm.trace_disable(recv);
                tracepoint(recv).target = None;
                tracepoint(recv).target_line = None;
            }
            r
        }
        None if was_slow => Ok(Value::bool(was)),
        None => switch_caller_loop(vm, recv, args, Value::bool(was)),
    }
}

/// `TracePoint#disable { }`: the previous state; with a block, disabled while it runs.
fn tp_disable(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(0))?;
    let d = this(vm, recv)?;
    let was = d.enabled;
    match args.block.clone() {
        Some(b) => {
            if d.target.is_some() {
                return Err(vm.arg_error("can't disable a targeting TracePoint in a block"));
            }
            vm.trace_disable(recv);
            let r = vm.yield_block(&b, &[]);
            if was {
                vm.trace_enable(recv);
            }
            r
        }
        None => {
            vm.trace_disable(recv);
            let d = tracepoint(recv);
            d.target = None;
            d.target_line = None;
            Ok(Value::bool(was))
        }
    }
}

fn tp_enabled_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(this(vm, recv)?.enabled))
}

fn tp_event(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    Ok(Value::symbol(intern(event_name(i.event))))
}

fn tp_lineno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    Ok(Value::fixnum(i64::from(i.lineno)))
}

fn tp_path(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    Ok(match i.path {
        Some(p) => vm.new_str(&p),
        None => Value::NIL,
    })
}

fn tp_method_id(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    Ok(i.method_id.map_or(Value::NIL, Value::symbol))
}

fn tp_callee_id(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    Ok(i.callee_id.map_or(Value::NIL, Value::symbol))
}

fn tp_defined_class(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(current(vm, recv)?.defined_class)
}

fn tp_self(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    Ok(if i.event & (ev::THREAD_BEGIN | ev::THREAD_END) != 0 { i.thread } else { i.self_val })
}

fn tp_return_value(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    if i.event & (ev::RETURN | ev::C_RETURN | ev::B_RETURN) == 0 {
        return Err(unsupported(vm));
    }
    Ok(i.return_value)
}

fn tp_raised_exception(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    if i.event & (ev::RAISE | ev::RESCUE) == 0 {
        return Err(unsupported(vm));
    }
    Ok(i.raised)
}

fn tp_eval_script(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    if i.event & ev::SCRIPT_COMPILED == 0 {
        return Err(unsupported(vm));
    }
    Ok(i.script)
}

/// `TracePoint#binding`: the frame's Binding (nil for events of builtins and threads).
fn tp_binding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    Ok(match i.frame {
        Some(fi) if fi < vm.frames.len() => crate::core::binding::binding_of_frame(vm, fi),
        _ => Value::NIL,
    })
}

/// `TracePoint#parameters`: what the called method or block declares.
fn tp_parameters(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let i = current(vm, recv)?;
    if i.event & (ev::CALL | ev::RETURN | ev::C_CALL | ev::C_RETURN) != 0 {
        if let Some(me) = &i.me {
            return Ok(crate::core::parameters::entry_parameters(vm, me));
        }
        return Ok(vm.new_array(Vec::new()));
    }
    if i.event & (ev::B_CALL | ev::B_RETURN) != 0 && i.iseq.is_heap() {
        return Ok(crate::core::parameters::iseq_parameters(vm, i.iseq));
    }
    Err(unsupported(vm))
}

/// `TracePoint#inspect`: the event and where it is, inside the hook; the state outside.
fn tp_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = this(vm, recv)?;
    let s = match d.current.clone() {
        None if d.enabled => "#<TracePoint:enabled>".to_string(),
        None => "#<TracePoint:disabled>".to_string(),
        Some(i) => {
            let name = event_name(i.event);
            let place = format!("{}:{}", i.path.as_deref().unwrap_or(""), i.lineno);
            if i.event & (ev::THREAD_BEGIN | ev::THREAD_END) != 0 {
                let t = vm.inspect_str(i.thread)?;
                format!("#<TracePoint:{name} {t}>")
            } else if i.event & (ev::CALL | ev::C_CALL | ev::RETURN | ev::C_RETURN) != 0 {
                let m = i.method_id.map(|m| m.name().to_string()).unwrap_or_default();
                format!("#<TracePoint:{name} '{m}' {place}>")
            } else {
                format!("#<TracePoint:{name} {place}>")
            }
        }
    };
    Ok(vm.new_str(&s))
}

/// `Kernel#set_trace_func(proc)`: `proc` is called with (event, file, line, id, binding,
/// class) for each event; nil turns it off.
fn k_set_trace_func(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let p = args.get(0);
    let old = vm.tracing.trace_func;
    if !old.is_nil() {
        vm.trace_disable(old);
        vm.tracing.trace_func = Value::NIL;
    }
    if p.is_nil() {
        return Ok(Value::NIL);
    }
    if !crate::core::proc_::is_proc(vm, p) {
        return Err(vm.type_error("trace_func needs to be Proc"));
    }
    let events = TRACE_FUNC_EVENTS.iter().fold(0, |a, &(_, b)| a | b);
    let k = vm.core.object;
    let tp = new_tracepoint(vm, k, events, p, true);
    vm.tracing.trace_func = tp;
    let was_slow = vm.slow_loop;
    vm.trace_enable(tp);
    // The hook sees this call return (it was on by then), as in CRuby.
    vm.trace_builtin_return(recv, p)?;
    if was_slow {
        return Ok(p);
    }
    switch_caller_loop(vm, recv, args, p)
}

/// The six values a `set_trace_func` hook gets for the event its TracePoint `tp` reports.
pub fn trace_func_args(vm: &mut Vm, tp: Value) -> VmResult<Vec<Value>> {
    let i = current(vm, tp)?;
    let name = TRACE_FUNC_EVENTS.iter().find(|&&(_, b)| b == i.event).map_or("unknown", |&(n, _)| n);
    let mark = vm.temp_roots.len();
    let ev_s = vm.new_str(name);
    vm.temp_roots.push(ev_s);
    let path = match &i.path {
        Some(p) => vm.new_str(p),
        None => Value::NIL,
    };
    vm.temp_roots.push(path);
    let binding = match i.frame {
        Some(fi) if fi < vm.frames.len() => crate::core::binding::binding_of_frame(vm, fi),
        _ => Value::NIL,
    };
    vm.temp_roots.push(binding);
    let out = vec![ev_s, path, Value::fixnum(i64::from(i.lineno)), i.method_id.map_or(Value::NIL, Value::symbol), binding, i.defined_class];
    vm.temp_roots.truncate(mark);
    Ok(out)
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let tp = crate::core::define_class(vm, "TracePoint", object);
    vm.core.tracepoint = tp;
    vm.define_singleton_builtin(tp, "allocate", 0, tp_s_allocate);
    vm.define_singleton_builtin(tp, "new", -1, tp_s_new);
    vm.define_singleton_builtin(tp, "trace", -1, tp_s_trace);
    vm.define_singleton_builtin(tp, "allow_reentry", 0, tp_s_allow_reentry);
    vm.define_builtin(tp, "enable", -1, tp_enable);
    vm.define_builtin(tp, "disable", -1, tp_disable);
    vm.define_builtin(tp, "enabled?", 0, tp_enabled_p);
    vm.define_builtin(tp, "event", 0, tp_event);
    vm.define_builtin(tp, "lineno", 0, tp_lineno);
    vm.define_builtin(tp, "path", 0, tp_path);
    vm.define_builtin(tp, "method_id", 0, tp_method_id);
    vm.define_builtin(tp, "callee_id", 0, tp_callee_id);
    vm.define_builtin(tp, "defined_class", 0, tp_defined_class);
    vm.define_builtin(tp, "self", 0, tp_self);
    vm.define_builtin(tp, "return_value", 0, tp_return_value);
    vm.define_builtin(tp, "raised_exception", 0, tp_raised_exception);
    vm.define_builtin(tp, "eval_script", 0, tp_eval_script);
    vm.define_builtin(tp, "binding", 0, tp_binding);
    vm.define_builtin(tp, "parameters", 0, tp_parameters);
    vm.define_builtin(tp, "inspect", 0, tp_inspect);
    let kernel = vm.core.kernel;
    vm.define_private_builtin(kernel, "set_trace_func", 1, k_set_trace_func);
    vm.define_singleton_builtin(kernel, "set_trace_func", 1, k_set_trace_func);
}
