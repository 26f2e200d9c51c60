//! TracePoint's engine: the events a program can hook, which hooks are on, and firing them. The
//! Ruby surface (`TracePoint`, `set_trace_func`) is `core::tracepoint`.
//!
//! Tracing costs the untraced program nothing: the interpreter has two copies of its loop
//! (`run_loop::<false>` and `::<true>`, `vm::interp`) and `run` picks the tracing copy only
//! while `Vm::slow_loop` is set. The tracing copy calls `trace_step` before every instruction,
//! which finds the events:
//! - `:line` at the offsets the compiler marked (`IseqData::line_events`);
//! - `:call`/`:b_call`/`:class` at the first instruction a frame runs: frame ids only grow, so a
//!   frame whose id is above `TraceState::seen_frame` has not fired yet;
//! - `:return`/`:b_return`/`:end` at `leave`, and when an exception unwinds the frame
//!   (`Vm::trace_unwound_frame`, from the cold unwinding path);
//! - `:raise` and `:rescue` where an exception reaches a frame (`execute_from`, cold);
//! - `:c_call`/`:c_return` in `Vm::invoke`: while they are on, call caches hold builtins under
//!   `Handler::BuiltinTraced` (every cache is flushed when they turn on or off) and the operator
//!   fast paths are off (`bop_redefined`), so each builtin call goes through `invoke`;
//! - `:thread_begin`/`:thread_end` around a thread's block (`vm::thread`).
//!
//! Switching loops: `TracePoint#enable` called straight from Ruby code hands its caller's loop
//! over at once (`Unwind::Retrace` carrying the call's value, which `execute_from` pushes before
//! it re-enters the loop), and the tracing loop hands back at the next instruction once no hook is
//! on. A normal loop suspended further out (under a builtin such as `each` whose block enabled
//! tracing) switches at its next call: while a hook is on, `max_depth` is held at 0 so every Ruby
//! call misses the loops' fast paths, and the normal loop's slow call path checks `slow_loop`
//! and re-runs the call instruction in the tracing copy (nothing has happened yet at that point).
//! Until then that frame's own lines go unreported.
//!
//! Invariants:
//! - No hook fires while a hook runs (`TraceState::in_hook`), as in CRuby.
//! - `hooks` holds every enabled TracePoint (the collector marks it); `events` is the union of
//!   their events, and `Vm::slow_loop` is set exactly while `events` is non-zero or a debug
//!   switch wants the tracing loop.

use crate::object;
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::frame::{Block, FrameKind};
use crate::vm::{Unwind, Vm, VmResult};

/// Event bits (CRuby's `RUBY_EVENT_*` values, so `set_trace_func` names map the same way).
pub mod ev {
    pub const LINE: u32 = 0x0001;
    pub const CLASS: u32 = 0x0002;
    pub const END: u32 = 0x0004;
    pub const CALL: u32 = 0x0008;
    pub const RETURN: u32 = 0x0010;
    pub const C_CALL: u32 = 0x0020;
    pub const C_RETURN: u32 = 0x0040;
    pub const RAISE: u32 = 0x0080;
    pub const B_CALL: u32 = 0x0100;
    pub const B_RETURN: u32 = 0x0200;
    pub const THREAD_BEGIN: u32 = 0x0400;
    pub const THREAD_END: u32 = 0x0800;
    pub const FIBER_SWITCH: u32 = 0x1000;
    pub const SCRIPT_COMPILED: u32 = 0x2000;
    pub const RESCUE: u32 = 0x4000;
    /// The events a frame's own instructions fire (the tracing loop is needed for them).
    pub const C_EVENTS: u32 = C_CALL | C_RETURN;
}

/// Event names as `TracePoint.new` takes them and `TracePoint#event` gives them.
pub const EVENT_NAMES: &[(&str, u32)] = &[
    ("line", ev::LINE),
    ("class", ev::CLASS),
    ("end", ev::END),
    ("call", ev::CALL),
    ("return", ev::RETURN),
    ("c_call", ev::C_CALL),
    ("c_return", ev::C_RETURN),
    ("raise", ev::RAISE),
    ("b_call", ev::B_CALL),
    ("b_return", ev::B_RETURN),
    ("thread_begin", ev::THREAD_BEGIN),
    ("thread_end", ev::THREAD_END),
    ("fiber_switch", ev::FIBER_SWITCH),
    ("script_compiled", ev::SCRIPT_COMPILED),
    ("rescue", ev::RESCUE),
];

/// The name of one event bit.
pub fn event_name(e: u32) -> &'static str {
    EVENT_NAMES.iter().find(|&&(_, b)| b == e).map_or("unknown", |&(n, _)| n)
}

/// What a hook can ask about the event it is called for (`TracePoint#lineno`, ...).
#[derive(Clone)]
pub struct EventInfo {
    pub event: u32,
    /// The frame the event belongs to (for `binding`), if it is a Ruby frame.
    pub frame: Option<usize>,
    /// The iseq the event is in (nil for events of builtins and threads).
    pub iseq: Value,
    pub self_val: Value,
    pub path: Option<std::rc::Rc<str>>,
    pub lineno: u32,
    pub method_id: Option<SymbolId>,
    pub callee_id: Option<SymbolId>,
    pub defined_class: Value,
    /// The method entry of a call event (for `parameters`).
    pub me: Option<std::rc::Rc<crate::class::MethodEntry>>,
    /// `return_value` (undef for events without one).
    pub return_value: Value,
    /// `raised_exception` (undef for events without one).
    pub raised: Value,
    /// `eval_script`: the source compiled (`:script_compiled`), or undef.
    pub script: Value,
    /// The thread a thread event is about.
    pub thread: Value,
}

impl EventInfo {
    fn mark(&self, m: &mut dyn FnMut(Value)) {
        for v in [self.iseq, self.self_val, self.defined_class, self.return_value, self.raised, self.script, self.thread] {
            m(v);
        }
    }
}

/// The payload of a TracePoint object.
pub struct TracePointData {
    pub events: u32,
    /// The hook: a Proc, called with the TracePoint (or, for `set_trace_func`, with six values).
    pub hook: Value,
    pub enabled: bool,
    /// Enabled for these iseqs only (`enable(target:)`: the target's and those nested in it).
    pub target: Option<Vec<Value>>,
    pub target_line: Option<u32>,
    /// Fires only on this thread (nil: on every thread).
    pub target_thread: Value,
    /// The event being reported while the hook runs.
    pub current: Option<EventInfo>,
    /// A `set_trace_func` hook.
    pub trace_func: bool,
}

crate::data_type!(pub TRACEPOINT_TYPE: TracePointData, c"tracepoint", mark = |p, m| {
    // SAFETY: the payload of a TRACEPOINT_TYPE object is a TracePointData.
    let d = unsafe { &*(p as *const TracePointData) };
    m(d.hook);
    m(d.target_thread);
    for &v in d.target.iter().flatten() {
        m(v);
    }
    if let Some(i) = &d.current {
        i.mark(m);
    }
});

pub fn is_tracepoint(v: Value) -> bool {
    object::is_type(v, object::ObjType::Data) && std::ptr::eq(object::as_typed_data(v).dtype, &TRACEPOINT_TYPE)
}

/// The payload of TracePoint `v` (callers check `is_tracepoint`).
pub fn tracepoint(v: Value) -> &'static mut TracePointData {
    debug_assert!(is_tracepoint(v));
    // SAFETY: the payload of TRACEPOINT_TYPE is a TracePointData owned by the object, alive
    // while the caller holds the object.
    unsafe { &mut *(object::as_typed_data(v).data as *mut TracePointData) }
}

/// The Vm's tracing state.
#[derive(Default)]
pub struct TraceState {
    /// Every enabled TracePoint, in the order they were enabled.
    pub hooks: Vec<Value>,
    /// The union of the enabled hooks' events.
    pub events: u32,
    /// A hook is running (no event fires meanwhile).
    pub in_hook: bool,
    /// Frames with a larger id have not fired their call event yet.
    pub seen_frame: u64,
    /// `:c_call`/`:c_return` are on (builtins are called through `invoke_builtin_traced`).
    pub c_hooks: bool,
    /// The exception whose `:raise` event fired last (an exception fires once as it unwinds).
    pub last_raise: Value,
    /// The `set_trace_func` hook's TracePoint, or nil.
    pub trace_func: Value,
    /// `max_depth` is held at 0 for tracing (`Vm::untripped_max_depth`).
    pub tripped: bool,
}

impl Vm {
    /// Turns TracePoint `tp` on (for every thread unless it names one).
    pub fn trace_enable(&mut self, tp: Value) {
        if !self.tracing.hooks.contains(&tp) {
            self.tracing.hooks.push(tp);
        }
        tracepoint(tp).enabled = true;
        self.trace_hooks_changed();
    }

    /// Turns TracePoint `tp` off.
    pub fn trace_disable(&mut self, tp: Value) {
        self.tracing.hooks.retain(|&h| h != tp);
        tracepoint(tp).enabled = false;
        self.trace_hooks_changed();
    }

    /// Recomputes what the enabled hooks need: the event union, the loop copy, the builtin
    /// call path.
    fn trace_hooks_changed(&mut self) {
        let was_off = self.tracing.events == 0;
        let events = self.tracing.hooks.iter().fold(0, |a, &h| a | tracepoint(h).events);
        self.tracing.events = events;
        if was_off && events != 0 {
            // Frames already running fire no call event when they go on.
            self.tracing.seen_frame = self.next_frame_id.saturating_sub(1);
            self.tracing.last_raise = Value::NIL;
        }
        self.slow_loop = events != 0 || self.options.trace || self.options.insn_stats;
        // While a hook is on, every Ruby call takes the loops' slow path (`untripped_max_depth`),
        // where a normal loop still running hands over to the tracing one.
        if self.tracing.tripped != (events != 0) {
            self.tracing.tripped = events != 0;
            if !self.signal_tripped && !self.oom_tripped {
                self.max_depth = self.untripped_max_depth();
            }
        }
        let c = events & ev::C_EVENTS != 0;
        if c != self.tracing.c_hooks {
            self.tracing.c_hooks = c;
            // The operator fast paths would skip the builtins' events; cached builtins are
            // re-filled with the traced handler (and back).
            if c {
                self.bop_redefined += 1;
            } else {
                self.bop_redefined -= 1;
            }
            self.invalidate_all_methods();
        }
    }

    /// Fires `info`'s event at every enabled hook that wants it: hooks enabled for every
    /// location first, then targeted ones, each most recently enabled first.
    pub fn fire_event(&mut self, info: EventInfo) -> VmResult<()> {
        if self.tracing.in_hook || self.tracing.events & info.event == 0 {
            return Ok(());
        }
        let hooks = self.tracing.hooks.clone();
        let thread = self.current_thread();
        let ordered = hooks.iter().rev().filter(|&&h| tracepoint(h).target.is_none()).chain(hooks.iter().rev().filter(|&&h| tracepoint(h).target.is_some()));
        let wanted: Vec<Value> = ordered
            .copied()
            .filter(|&h| {
                let d = tracepoint(h);
                d.enabled
                    && d.events & info.event != 0
                    && d.target.as_ref().is_none_or(|t| t.contains(&info.iseq))
                    && (info.event != ev::LINE || d.target_line.is_none_or(|l| l == info.lineno))
                    && (d.target_thread.is_nil() || d.target_thread == thread)
            })
            .collect();
        for h in wanted {
            self.run_trace_hook(h, &info)?;
        }
        Ok(())
    }

    fn run_trace_hook(&mut self, tp: Value, info: &EventInfo) -> VmResult<()> {
        let d = tracepoint(tp);
        d.current = Some(info.clone());
        info.mark(&mut |v| object::write_barrier(tp, v));
        let (hook, trace_func) = (d.hook, d.trace_func);
        self.temp_roots.push(tp);
        self.tracing.in_hook = true;
        let r = if trace_func {
            match crate::core::protocol::trace_func_args(self, tp) {
                Ok(a) => {
                    let mark = self.temp_roots.len();
                    self.temp_roots.extend_from_slice(&a);
                    let r = self.call_block(&Block::Proc(hook), &a, None, false, None);
                    self.temp_roots.truncate(mark);
                    r
                }
                Err(u) => Err(u),
            }
        } else {
            self.call_block(&Block::Proc(hook), &[tp], None, false, None)
        };
        self.tracing.in_hook = false;
        self.temp_roots.pop();
        tracepoint(tp).current = None;
        r.map(|_| ())
    }

    /// What an event in Ruby frame `fi` at `pc` reports.
    fn frame_event(&self, event: u32, fi: usize, lineno: u32) -> EventInfo {
        let f = &self.frames[fi];
        let data = &object::as_iseq(f.iseq).data;
        let (method_id, callee_id, defined_class) = match &f.me {
            Some(me) => (Some(me.original_name), Some(me.name), me.owner),
            None => (None, None, Value::NIL),
        };
        EventInfo {
            event,
            frame: Some(fi),
            iseq: f.iseq,
            self_val: f.self_val,
            path: Some(data.path.clone()),
            lineno,
            method_id,
            callee_id,
            defined_class,
            me: f.me.clone(),
            return_value: Value::UNDEF,
            raised: Value::UNDEF,
            script: Value::UNDEF,
            thread: Value::NIL,
        }
    }

    /// The tracing loop's work before the instruction at `pc` of frame `fi`: the debug
    /// switches, then the events that instruction starts. An error is what a hook raised, or
    /// `Unwind::Retrace` when no hook is on any more (the frame goes back to the normal loop).
    #[inline(never)]
    pub(crate) fn trace_step(&mut self, fi: usize, pc: usize) -> VmResult<()> {
        let iseq: &'static crate::iseq::IseqData = &object::as_iseq(self.frames[fi].iseq).data;
        self.trace_insn(iseq, pc);
        if !self.slow_loop {
            return Err(Unwind::Retrace { call: None });
        }
        let events = self.tracing.events;
        if events == 0 || self.tracing.in_hook {
            return Ok(());
        }
        let id = self.frames[fi].id;
        if id > self.tracing.seen_frame {
            self.tracing.seen_frame = id;
            let e = match iseq.kind {
                crate::iseq::IseqKind::Method => ev::CALL,
                crate::iseq::IseqKind::Block | crate::iseq::IseqKind::Lambda => ev::B_CALL,
                crate::iseq::IseqKind::Class => ev::CLASS,
                crate::iseq::IseqKind::Top => 0,
            };
            if e & events != 0 && !iseq.is_eval {
                let info = self.frame_event(e, fi, iseq.first_line);
                self.fire_event(info)?;
            }
        }
        if events & ev::LINE != 0 && iseq.line_events.binary_search(&(pc as u32)).is_ok() {
            let info = self.frame_event(ev::LINE, fi, iseq.line_at(pc));
            self.fire_event(info)?;
        }
        if crate::insn::Opcode::from_word(iseq.code[pc]) == crate::insn::Opcode::Leave {
            let v = self.stack[self.sp - 1];
            self.trace_frame_exit(fi, pc, v)?;
        }
        Ok(())
    }

    /// The `:return`/`:b_return`/`:end` event of frame `fi` leaving at `pc` with `v` (nil when
    /// an exception unwinds it).
    pub(crate) fn trace_frame_exit(&mut self, fi: usize, pc: usize, v: Value) -> VmResult<()> {
        let f = &self.frames[fi];
        if f.kind == FrameKind::Cfunc {
            return Ok(());
        }
        let iseq = &object::as_iseq(f.iseq).data;
        let e = match iseq.kind {
            crate::iseq::IseqKind::Method => ev::RETURN,
            crate::iseq::IseqKind::Block | crate::iseq::IseqKind::Lambda => ev::B_RETURN,
            crate::iseq::IseqKind::Class => ev::END,
            crate::iseq::IseqKind::Top => 0,
        };
        if e & self.tracing.events == 0 || iseq.is_eval {
            return Ok(());
        }
        let mut info = self.frame_event(e, fi, iseq.line_at(pc));
        info.return_value = v;
        self.temp_roots.push(v);
        let r = self.fire_event(info);
        self.temp_roots.pop();
        r
    }

    /// From the unwinding path (cold): the events of `u` reaching frame `fi` — `:raise` the
    /// first time an exception is seen, and the exit event when the frame has no handler for
    /// it (`handler`, the pc of its rescue clause, is None). Keeps `u`'s values alive meanwhile.
    pub(crate) fn trace_unwind(&mut self, fi: usize, u: &Unwind, handler: Option<usize>) -> VmResult<()> {
        if self.tracing.in_hook || self.frames[fi].kind == FrameKind::Cfunc {
            return Ok(());
        }
        let Unwind::Raise(e) = *u else {
            return Ok(());
        };
        self.temp_roots.push(e);
        let pc = self.frames[fi].pc;
        let line = object::as_iseq(self.frames[fi].iseq).data.line_at(pc);
        let mut r = Ok(());
        if self.tracing.last_raise != e {
            self.tracing.last_raise = e;
            let mut info = self.frame_event(ev::RAISE, fi, line);
            info.raised = e;
            r = self.fire_event(info);
        }
        if let (Ok(()), Some(h)) = (&r, handler) {
            // Reported on the line of the `rescue` clause.
            let line = object::as_iseq(self.frames[fi].iseq).data.line_at(h);
            let mut info = self.frame_event(ev::RESCUE, fi, line);
            info.raised = e;
            r = self.fire_event(info);
        }
        if r.is_ok() && handler.is_none() {
            r = self.trace_frame_exit(fi, pc, Value::NIL);
        }
        self.temp_roots.pop();
        r
    }

    /// A builtin call while `:c_call`/`:c_return` are on: the events around `call`.
    pub(crate) fn invoke_builtin_traced(
        &mut self,
        me: &std::rc::Rc<crate::class::MethodEntry>,
        recv: Value,
        call: impl FnOnce(&mut Vm) -> VmResult,
    ) -> VmResult {
        // TracePoint's own methods are written in Ruby in CRuby and report no C events.
        if self.tracing.in_hook || me.owner == self.core.tracepoint {
            return call(self);
        }
        let mut info = self.builtin_event(ev::C_CALL, me, recv);
        info.me = Some(me.clone());
        self.fire_event(info.clone())?;
        let r = call(self);
        info.event = ev::C_RETURN;
        info.return_value = match &r {
            Ok(v) => *v,
            Err(_) => Value::NIL,
        };
        self.temp_roots.push(info.return_value);
        let fired = self.fire_event(info);
        self.temp_roots.pop();
        fired?;
        r
    }

    /// The `:c_return` of the running builtin (whose frame is on top), returning `v`: for a
    /// builtin that turned the event on during its own call.
    pub fn trace_builtin_return(&mut self, recv: Value, v: Value) -> VmResult<()> {
        let Some(me) = self.frames.last().and_then(|f| f.me.clone()) else {
            return Ok(());
        };
        if self.tracing.events & ev::C_RETURN == 0 || self.tracing.in_hook {
            return Ok(());
        }
        let mut info = self.builtin_event(ev::C_RETURN, &me, recv);
        info.return_value = v;
        self.fire_event(info)
    }

    fn builtin_event(&self, event: u32, me: &crate::class::MethodEntry, recv: Value) -> EventInfo {
        // The location is the Ruby code's that made the call.
        let (iseq, path, lineno) = match self.frames.iter().rev().find(|f| f.kind != FrameKind::Cfunc) {
            Some(f) => {
                let d = &object::as_iseq(f.iseq).data;
                (f.iseq, Some(d.path.clone()), d.line_at(f.pc))
            }
            None => (Value::NIL, None, 0),
        };
        EventInfo {
            event,
            frame: None,
            iseq,
            self_val: recv,
            path,
            lineno,
            method_id: Some(me.original_name),
            callee_id: Some(me.name),
            defined_class: me.owner,
            me: None,
            return_value: Value::UNDEF,
            raised: Value::UNDEF,
            script: Value::UNDEF,
            thread: Value::NIL,
        }
    }

    /// `:script_compiled` for `source`, just compiled by `eval` into `iseq` (None: a file
    /// loaded by `require`/`load`); reported at the code that asked for it.
    pub(crate) fn trace_script_compiled(&mut self, iseq: Value, source: Option<&[u8]>) -> VmResult<()> {
        let Some(fi) = self.frames.iter().rposition(|f| f.kind != FrameKind::Cfunc) else {
            return Ok(());
        };
        let line = object::as_iseq(self.frames[fi].iseq).data.line_at(self.frames[fi].pc);
        let mut info = self.frame_event(ev::SCRIPT_COMPILED, fi, line);
        info.script = match source {
            Some(s) => self.new_string(s.to_vec()),
            None => Value::NIL,
        };
        info.iseq = iseq;
        self.temp_roots.push(info.script);
        let r = self.fire_event(info);
        self.temp_roots.pop();
        r
    }

    /// `:fiber_switch`, on the fiber just switched to (at its innermost Ruby frame, if any).
    pub(crate) fn trace_fiber_switch(&mut self) -> VmResult<()> {
        if self.tracing.events & ev::FIBER_SWITCH == 0 || self.tracing.in_hook {
            return Ok(());
        }
        let info = match self.frames.iter().rposition(|f| f.kind != FrameKind::Cfunc) {
            Some(fi) => {
                let line = object::as_iseq(self.frames[fi].iseq).data.line_at(self.frames[fi].pc);
                self.frame_event(ev::FIBER_SWITCH, fi, line)
            }
            None => {
                let t = self.current_thread();
                let mut i = self.thread_event(ev::FIBER_SWITCH, t);
                i.self_val = self.main_obj;
                i
            }
        };
        self.fire_event(info)
    }

    /// `:thread_begin`/`:thread_end` of thread `t` (running on it).
    pub(crate) fn trace_thread(&mut self, event: u32, t: Value) -> VmResult<()> {
        if self.tracing.events & event == 0 {
            return Ok(());
        }
        let info = self.thread_event(event, t);
        self.fire_event(info)
    }

    fn thread_event(&self, event: u32, t: Value) -> EventInfo {
        EventInfo {
            event,
            frame: None,
            iseq: Value::NIL,
            self_val: t,
            path: None,
            lineno: 0,
            method_id: None,
            callee_id: None,
            defined_class: Value::NIL,
            me: None,
            return_value: Value::UNDEF,
            raised: Value::UNDEF,
            script: Value::UNDEF,
            thread: t,
        }
    }
}
