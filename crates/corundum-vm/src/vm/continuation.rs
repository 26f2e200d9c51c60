//! First-class continuations (`Kernel#callcc`, the `continuation` library): capturing where a
//! `callcc` returns to and going back there with `Continuation#call`.
//!
//! A continuation is the Ruby frame that called `callcc` (found by id), the pc after that call,
//! and a copy of the frame's operand stack below the call's receiver slot. Calling it unwinds
//! with `Unwind::Continuation` aimed at that frame: every frame above it is left without running
//! its `ensure` or `rescue` clauses (CRuby jumps over them too; Rust code on the way sees an
//! error and cleans up, as CRuby's C-level `rb_ensure` functions run), and the frame's loop
//! (`Vm::execute`) puts the copied operands back, pushes the value and goes on after the call.
//! The frame's locals are not copied: they are whatever they are now, as in CRuby, which moves
//! every environment to the heap when it captures.
//!
//! Why not CRuby's way (copying the machine stack and the VM stack, and copying them back): the
//! machine stack of Corundum holds Rust frames (a builtin iterating a Hash, `sort_by`'s buffer)
//! that own memory; a copy of one revived after the original returned would use memory that has
//! been freed, and both would free it. Running the code on a fiber stack that is cloned has the
//! same problem. So a continuation goes back only to a frame that is still running: calling it
//! from inside its `callcc` block, or from that frame (or below it) after `callcc` returned, works
//! as in CRuby; re-entering a frame that has returned (a `callcc` inside a block of `each`, called
//! again after `each` ended) raises NotImplementedError. Calling it from another thread or fiber
//! raises CRuby's RuntimeError.
//!
//! Invariants:
//! - The target frame is an iseq frame whose current instruction called `callcc` (directly, or
//!   through builtins such as `send`, whose frames record the receiver slot of the call in their
//!   `sp_base`); `resume_pc` is the instruction after it and `operands` the frame's stack from its
//!   `sp_base` up to that receiver slot.
//! - Frame ids are never reused, so a frame with the target's id in the running fiber's frame
//!   stack is the very activation that called `callcc`.

use crate::data_type;
use crate::insn::Opcode;
use crate::object;
use crate::value::Value;
use crate::vm::frame::FrameKind;
use crate::vm::{Unwind, Vm, VmResult};

/// What a Continuation object holds (see the module comment).
pub struct ContinuationData {
    /// The thread and fiber `callcc` ran in.
    pub thread: Value,
    pub fiber: Value,
    /// The frame that called `callcc`, by id.
    pub frame: u64,
    /// Where that frame goes on: the instruction after the call.
    pub resume_pc: usize,
    /// The frame's operand stack below the call's receiver slot, when `callcc` was called.
    pub operands: Vec<Value>,
    /// The length of `Vm::pending` then (parked unwinds of the frame's ensure clauses).
    pub pending: usize,
    /// Where `callcc` was called (`path:line`), for messages.
    pub place: String,
}

data_type!(pub CONTINUATION_TYPE: ContinuationData, c"continuation", mark = |p, m| {
    // SAFETY: the payload of a CONTINUATION_TYPE object is a ContinuationData.
    let d = unsafe { &*(p as *const ContinuationData) };
    m(d.thread);
    m(d.fiber);
    for &v in &d.operands {
        m(v);
    }
});

/// The payload of continuation `v`, when it is one.
pub fn data(v: Value) -> Option<&'static ContinuationData> {
    if object::is_type(v, object::ObjType::Data) && std::ptr::eq(object::as_typed_data(v).dtype, &CONTINUATION_TYPE) {
        // SAFETY: the descriptor was checked just above; its payload is a ContinuationData.
        return Some(unsafe { &*(object::as_typed_data(v).data as *const ContinuationData) });
    }
    None
}

impl Vm {
    /// A Continuation object of class `klass` holding `data`.
    pub fn new_continuation_object(&mut self, klass: Value, data: ContinuationData) -> Value {
        self.new_typed_data(klass, &CONTINUATION_TYPE, Box::new(data))
    }

    /// Where the builtin running now (the top frame, a cfunc frame) returns to, as a
    /// continuation: None when no Ruby frame called it through a call instruction.
    pub fn capture_continuation(&mut self) -> Option<ContinuationData> {
        let top = self.frames.len().checked_sub(1)?;
        let k = (0..top).rev().find(|&i| self.frames[i].kind != FrameKind::Cfunc)?;
        let caller = &self.frames[k];
        if caller.iseq.is_nil() || self.frames[k + 1].kind != FrameKind::Cfunc {
            return None;
        }
        let recv_at = self.frames[k + 1].sp_base;
        let code = &object::as_iseq(caller.iseq).data.code;
        let op = Opcode::from_word(*code.get(caller.pc)?);
        let is_call = matches!(op, Opcode::Send | Opcode::SendWithoutBlock | Opcode::InvokeSuper | Opcode::InvokeBlock);
        if !is_call || recv_at < caller.sp_base || recv_at > self.sp {
            return None;
        }
        let iseq = &object::as_iseq(caller.iseq).data;
        let place = format!("{}:{}", iseq.path, iseq.line_at(caller.pc));
        let data = ContinuationData {
            thread: Value::NIL,
            fiber: Value::NIL,
            frame: caller.id,
            resume_pc: caller.pc + op.len(),
            operands: self.stack[caller.sp_base..recv_at].to_vec(),
            pending: self.pending.len(),
            place,
        };
        let thread = self.current_thread();
        let fiber = self.current_fiber();
        Some(ContinuationData { thread, fiber, ..data })
    }

    /// `Continuation#call(value)`: goes back to where `callcc` returned (module comment).
    pub fn call_continuation(&mut self, cont: Value, value: Value) -> VmResult {
        let Some(d) = data(cont) else { return Err(self.type_error("wrong argument type (expected continuation)")) };
        if d.thread != self.current_thread() {
            return Err(self.make_error(self.core.runtime_error, "continuation called across threads"));
        }
        if d.fiber != self.current_fiber() {
            return Err(self.make_error(self.core.runtime_error, "continuation called across fiber"));
        }
        if !self.frames.iter().any(|f| f.id == d.frame) {
            let msg = format!("Corundum cannot resume a continuation whose frame has returned (callcc at {})", d.place);
            return Err(self.make_error(self.core.not_implemented_error, &msg));
        }
        Err(Unwind::Continuation { target: d.frame, value, cont })
    }

    /// `Unwind::Continuation` reached its frame `fi`: the operands come back, the value is pushed
    /// as `callcc`'s result and the frame goes on after that call.
    pub(crate) fn resume_continuation(&mut self, fi: usize, cont: Value, value: Value) {
        let d = data(cont).expect("a continuation unwind carries its continuation");
        let base = self.frames[fi].sp_base;
        let n = d.operands.len();
        self.stack[base..base + n].copy_from_slice(&d.operands);
        self.sp = base + n;
        self.push(value);
        self.frames[fi].pc = d.resume_pc;
        if self.pending.len() > d.pending && d.pending >= self.frames[fi].pending_base {
            self.pending.truncate(d.pending);
        }
    }
}
