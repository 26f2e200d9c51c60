//! The instruction loop. One Rust call of `execute` runs one frame to completion; Ruby methods
//! and blocks the code calls (plain sends, sends with a block literal, cached `super`, `yield`
//! to a plain block) run inside the same loop, other calls recurse into `execute` through
//! `dispatch`. The loop handles the frequent, cheap instructions itself and leaves the rest to
//! `insns.rs` (`step_slow`).
//!
//! Invariants:
//! - The loop keeps `sp` and `pc` in locals. `vm.sp` and the frame's `pc` are brought up to date
//!   before anything that can allocate (the GC marks `stack[..vm.sp]`), raise (backtraces and the
//!   catch-table search read the frame's pc), call out, or touch the stack through `&mut Vm`;
//!   `sp` is reloaded (and the raw stack view re-derived) after such calls.
//! - Stack and code are read unchecked through `vm::regs`, whose invariants (verified code, a
//!   frame pushed only when its whole operand stack fits) make that sound.
//! - What the loop calls on its call paths (`enter_iseq`, `enter_yield`, `send_from_loop`,
//!   `call_cache_lookup`, `super_cache_lookup`, `capture_block`, `push_method_frame`) is
//!   `#[inline(never)]` on purpose: inlined into the loop, their register needs slowed every
//!   instruction (measured: `bench/ivar_get.rb` 0.045 s -> 0.057 s).
//! - The catch table is searched innermost-first; a rescue entry takes only exceptions, an ensure
//!   entry takes every unwind and parks it in `pending` until `end_ensure` resumes it.
//! - `break` is turned back into a value by the `send` that passed the block (the frame whose id
//!   the break names): by the send instruction's handler when the callee ran in Rust, by
//!   `execute` when it ran in the loop. `return` from a block is turned into a value by the
//!   frame it names, after its ensure clauses ran.

use crate::class::MethodKind;
use crate::insn::Opcode;
use crate::iseq::{call_flags, CatchKind, IseqData};
use crate::object;
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::call_cache::{Handler, Probe};
use crate::vm::construct::NewCall;
use crate::vm::dispatch::LoopCall;
use crate::vm::fastops;
use crate::vm::frame::FrameKind;
use crate::vm::insns::Flow;
use crate::vm::regs::{word, Slots};
use crate::vm::{Unwind, Vm, VmResult};

/// The ivar of a cached attr_reader/attr_writer entry.
fn attr_ivar_name(me: &Option<std::rc::Rc<crate::class::MethodEntry>>) -> SymbolId {
    match me.as_ref().map(|m| &m.kind) {
        Some(MethodKind::AttrReader(id) | MethodKind::AttrWriter(id)) => *id,
        _ => unreachable!("attr handler on a method that is not an attr accessor"),
    }
}

/// Why `run` returned to `execute`.
pub enum RunExit {
    /// The frame `execute` was entered for executed `leave` with this value.
    Return(Value),
}

impl Vm {
    /// Runs the frame on top of `frames` until it returns; pops it.
    ///
    /// Calls from this frame to simple Ruby methods (the fast path in `run`) do not recurse:
    /// `run` pushes the callee's frame and keeps going in the same loop; when the callee
    /// returns, its result replaces its receiver and the caller resumes after the send. When an
    /// error leaves such a callee, this loop pops it and continues the search in its caller.
    /// Only frames above `entry` are handled that way, so every Rust-level caller of `execute`
    /// still gets exactly its own frame's result.
    #[inline]
    pub fn execute(&mut self) -> VmResult {
        let entry = self.frames.len() - 1;
        if let Err(u) = self.check_stack() {
            self.abandon_entry_frame(entry);
            return Err(u);
        }
        let r = self.run(entry, entry);
        // The common case: the entry frame returned normally.
        if let Ok(RunExit::Return(v)) = r {
            if self.frames.len() - 1 == entry {
                let f = &self.frames[entry];
                let v = if f.returns_self { f.self_val } else { v };
                let pending_base = f.pending_base;
                self.pending.truncate(pending_base);
                self.close_frame_env(entry);
                self.frames.truncate(entry);
                return Ok(v);
            }
        }
        self.execute_from(entry, r)
    }

    /// Pops the frame `execute` was entered for without running it (the machine stack is too
    /// full to run it): the error belongs to the caller, as CRuby raises it at the call.
    #[cold]
    #[inline(never)]
    fn abandon_entry_frame(&mut self, entry: usize) {
        self.pending.truncate(self.frames[entry].pending_base);
        self.close_frame_env(entry);
        self.frames.truncate(entry);
    }

    /// The rest of `execute`: unwinding through catch tables and in-loop callees.
    #[inline(never)]
    fn execute_from(&mut self, entry: usize, r: VmResult<RunExit>) -> VmResult {
        let mut r = r;
        loop {
            let fi = self.frames.len() - 1;
            match r {
                Ok(RunExit::Return(v)) => {
                    let v = self.frame_result(fi, v);
                    let base = self.frames[fi].base;
                    self.pending.truncate(self.frames[fi].pending_base);
                    self.close_frame_env(fi);
                    // truncate drops the frame in place (pop would move it out first).
                    self.frames.truncate(fi);
                    if fi == entry {
                        return Ok(v);
                    }
                    self.resume_caller(base, v);
                    r = self.run_top_frame(entry);
                }
                Err(Unwind::Retrace { call }) => {
                    // The other copy of the loop goes on where this one stopped (`vm::trace`).
                    if let Some((recv_at, v)) = call {
                        self.sp = recv_at;
                        self.push(v);
                        let code = &object::as_iseq(self.frames[fi].iseq).data.code;
                        let pc = self.frames[fi].pc;
                        self.frames[fi].pc = pc + Opcode::from_word(code[pc]).len();
                    }
                    r = self.run_top_frame(entry);
                }
                Err(Unwind::Continuation { target, value, cont }) if target == self.frames[fi].id => {
                    // A continuation of this frame's `callcc` (`vm::continuation`).
                    self.resume_continuation(fi, cont, value);
                    r = self.run_top_frame(entry);
                }
                Err(u) => {
                    let iseq: &'static IseqData = &object::as_iseq(self.frames[fi].iseq).data;
                    let pc = self.frames[fi].pc as u32;
                    let is_raise = matches!(u, Unwind::Raise(_));
                    // A continuation jumps over ensure and rescue clauses, as CRuby's does.
                    let is_continuation = matches!(u, Unwind::Continuation { .. });
                    // A jump out of a loop runs only the ensure clauses it leaves.
                    let jump_target = match u {
                        Unwind::Jump { target, .. } => Some(target),
                        _ => None,
                    };
                    let handler = iseq
                        .catch_table
                        .iter()
                        .find(|e| {
                            !is_continuation
                                && e.start <= pc
                                && pc < e.end
                                && (e.kind == CatchKind::Ensure || is_raise)
                                && jump_target.is_none_or(|t| !(e.start <= t && t < e.end))
                        })
                        .copied();
                    if !is_continuation
                        && self.tracing.events
                        & (crate::vm::trace::ev::RAISE
                            | crate::vm::trace::ev::RESCUE
                            | crate::vm::trace::ev::RETURN
                            | crate::vm::trace::ev::B_RETURN
                            | crate::vm::trace::ev::END)
                        != 0
                    {
                        let rescue = handler.filter(|h| h.kind == CatchKind::Rescue).map(|h| h.handler as usize);
                        if let Err(e) = self.trace_unwind(fi, &u, rescue) {
                            // A hook's exception replaces the one in flight.
                            r = Err(e);
                            continue;
                        }
                    }
                    if let Some(h) = handler {
                        // An exception raised inside this frame's own handler range.
                        self.sp = self.frames[fi].sp_base + h.sp as usize;
                        match h.kind {
                            CatchKind::Rescue => {
                                if let Unwind::Raise(e) = u {
                                    self.push(e);
                                }
                            }
                            CatchKind::Ensure => self.pending.push(u),
                        }
                        self.frames[fi].pc = h.handler as usize;
                        r = self.run_top_frame(entry);
                        continue;
                    }
                    if let Unwind::Jump { frame, target, depth, keep, value } = u {
                        if frame == self.frames[fi].id {
                            // Every ensure clause it leaves has run: the loop goes on at the label.
                            self.sp = self.frames[fi].sp_base + depth as usize;
                            if keep {
                                self.push(value);
                            }
                            self.frames[fi].pc = target as usize;
                            r = self.run_top_frame(entry);
                            continue;
                        }
                    }
                    self.pending.truncate(self.frames[fi].pending_base);
                    let id = self.frames[fi].id;
                    let base = self.frames[fi].base;
                    let returns_self = self.frames[fi].returns_self.then_some(self.frames[fi].self_val);
                    self.close_frame_env(fi);
                    self.frames.truncate(fi);
                    // `break` from a block: the call that passed it (the caller's current send,
                    // when the caller made the block) returns the break value.
                    if let Unwind::Break { target, value } = u {
                        if fi > entry && self.frames[fi - 1].id == target {
                            self.resume_caller(base, value);
                            r = self.run_top_frame(entry);
                            continue;
                        }
                    }
                    if let Unwind::Return { target, value } = u {
                        let value = returns_self.unwrap_or(value);
                        if target == id {
                            if fi == entry {
                                return Ok(value);
                            }
                            self.resume_caller(base, value);
                            r = self.run_top_frame(entry);
                            continue;
                        }
                    }
                    if fi == entry {
                        return Err(u);
                    }
                    // The error continues in the caller, at its send instruction.
                    r = Err(u);
                }
            }
        }
    }

    fn run_top_frame(&mut self, entry: usize) -> VmResult<RunExit> {
        let fi = self.frames.len() - 1;
        self.run(fi, entry)
    }

    /// What frame `fi` returns when its code returns `v` (`returns_self` frames give self).
    #[inline(always)]
    fn frame_result(&self, fi: usize, v: Value) -> Value {
        let f = &self.frames[fi];
        if f.returns_self {
            f.self_val
        } else {
            v
        }
    }

    /// After an inline callee (whose locals started at `callee_base`, right above its receiver)
    /// returned `v`: replace receiver and arguments by `v` and step the caller past its send.
    fn resume_caller(&mut self, callee_base: usize, v: Value) {
        self.sp = callee_base - 1;
        self.push(v);
        let ci = self.frames.len() - 1;
        let code = &object::as_iseq(self.frames[ci].iseq).data.code;
        let pc = self.frames[ci].pc;
        self.frames[ci].pc = pc + Opcode::from_word(code[pc]).len();
    }

    /// Executes frames from `fi` on. A fast-path call pushes the callee and continues in this
    /// same loop; the callee's `leave` pops it and resumes the caller here too, so simple
    /// Ruby-to-Ruby calls cost no Rust call. Frames at or below `entry` return to `execute`.
    fn run(&mut self, fi: usize, entry: usize) -> VmResult<RunExit> {
        // Tracing gets its own copy of the loop so the normal one never tests the flag.
        if self.slow_loop {
            self.run_loop::<true>(fi, entry)
        } else {
            self.run_loop::<false>(fi, entry)
        }
    }

    fn run_loop<const TRACE: bool>(&mut self, fi: usize, entry: usize) -> VmResult<RunExit> {
        let mut fi = fi;
        let mut iseq: &'static IseqData;
        let mut code: &'static [u64];
        let mut base: usize;
        let mut pc: usize;
        let mut self_val: Value;
        // The operand stack's bounds, for the debug-build check of the `regs` invariant.
        let mut sp_base: usize;
        let mut sp_limit: usize;
        let mut sp = self.sp;
        let mut st = Slots::of(&mut self.stack);
        // Loads the cached fields of frame `fi` (not `sp`).
        macro_rules! load_frame {
            () => {{
                let f = &self.frames[fi];
                iseq = &object::as_iseq(f.iseq).data;
                code = &iseq.code;
                base = f.base;
                pc = f.pc;
                self_val = f.self_val;
                sp_base = f.sp_base;
                sp_limit = f.sp_base + iseq.max_stack as usize;
            }};
        }
        load_frame!();
        macro_rules! push {
            ($v:expr) => {{
                let v = $v;
                st.set(sp, v);
                sp += 1;
            }};
        }
        macro_rules! pop {
            () => {{
                sp -= 1;
                st.get(sp)
            }};
        }
        macro_rules! opnd {
            ($i:expr) => {
                word(code, pc + 1 + $i)
            };
        }
        // Steps past the current instruction (its length is a constant per arm).
        macro_rules! next {
            ($op:ident) => {{
                pc += Opcode::$op.len();
                continue;
            }};
        }
        // Makes the VM see the loop's state before a call that may allocate, raise or read it.
        macro_rules! sync {
            () => {{
                self.sp = sp;
                self.frames[fi].pc = pc;
            }};
        }
        // After such a call: the stack pointer may have moved and the raw view must be renewed.
        macro_rules! reload_sp {
            () => {{
                sp = self.sp;
                st = Slots::of(&mut self.stack);
            }};
        }
        // On a call's slow path in the normal loop: when tracing went on meanwhile, the call is
        // made again by the tracing loop (`vm::trace`; nothing of it has happened yet).
        macro_rules! hand_over_if_tracing {
            () => {{
                if !TRACE && self.slow_loop {
                    sync!();
                    return Err(Unwind::Retrace { call: None });
                }
            }};
        }
        // A binary operator on the two top values, through its `vm::fastops` fast path; when
        // that declines, the slow path below makes the method call.
        macro_rules! bin_op {
            ($op:ident, $fast:path) => {{
                if self.bop_redefined == 0 {
                    if let Some(r) = $fast(st.get(sp - 2), st.get(sp - 1)) {
                        sp -= 1;
                        st.set(sp - 1, r);
                        next!($op)
                    }
                }
            }};
        }
        // `putobject imm; opt_<op>` fused: the right operand is operand 0, the call site operand
        // 1. Without a fast result, the immediate is pushed and the call made here.
        macro_rules! bin_imm {
            ($op:ident, $fast:path) => {{
                let imm = Value(opnd!(0));
                if self.bop_redefined == 0 {
                    if let Some(r) = $fast(st.get(sp - 1), imm) {
                        st.set(sp - 1, r);
                        next!($op)
                    }
                }
                push!(imm);
                sync!();
                self.opt_send(iseq, opnd!(1) as usize, 1)?;
                reload_sp!();
                next!($op)
            }};
        }
        loop {
            debug_assert!(sp >= sp_base && sp <= sp_limit, "operand stack out of its frame's bounds");
            let op = Opcode::from_word(word(code, pc));
            if TRACE {
                sync!();
                self.trace_step(fi, pc)?;
                reload_sp!();
            }
            match op {
                Opcode::Nop => next!(Nop),
                Opcode::PutNil => {
                    push!(Value::NIL);
                    next!(PutNil)
                }
                Opcode::PutSelf => {
                    push!(self_val);
                    next!(PutSelf)
                }
                Opcode::PutObject => {
                    push!(Value(opnd!(0)));
                    next!(PutObject)
                }
                Opcode::Pop => {
                    sp -= 1;
                    next!(Pop)
                }
                Opcode::Dup => {
                    push!(st.get(sp - 1));
                    next!(Dup)
                }
                Opcode::GetLocal => {
                    push!(st.get(base + opnd!(0) as usize));
                    next!(GetLocal)
                }
                Opcode::GetLocal2 => {
                    push!(st.get(base + opnd!(0) as usize));
                    push!(st.get(base + opnd!(1) as usize));
                    next!(GetLocal2)
                }
                Opcode::SetLocal => {
                    let v = pop!();
                    st.set(base + opnd!(0) as usize, v);
                    next!(SetLocal)
                }
                Opcode::GetLocalEnv => {
                    let e = self.local_env(fi, opnd!(1) as usize);
                    push!(object::as_env(e).vals()[opnd!(0) as usize]);
                    next!(GetLocalEnv)
                }
                Opcode::SetLocalEnv => {
                    let e = self.local_env(fi, opnd!(1) as usize);
                    let v = pop!();
                    object::as_env_mut_nowb(e).vals_mut()[opnd!(0) as usize] = v;
                    object::write_barrier(e, v);
                    next!(SetLocalEnv)
                }
                Opcode::GetIvar => {
                    // Neither allocates nor raises nor touches the VM stack.
                    let cache = &iseq.ivar_caches[opnd!(1) as usize];
                    let v = self.getivar_cached(self_val, SymbolId(opnd!(0) as u32), cache);
                    push!(v);
                    next!(GetIvar)
                }
                Opcode::SetIvar => {
                    let cache = &iseq.ivar_caches[opnd!(1) as usize];
                    let v = pop!();
                    // A frozen receiver raises.
                    sync!();
                    self.setivar_cached(self_val, SymbolId(opnd!(0) as u32), v, cache)?;
                    next!(SetIvar)
                }
                Opcode::Jump => {
                    pc = opnd!(0) as usize;
                    continue;
                }
                Opcode::BranchIf => {
                    if pop!().truthy() {
                        pc = opnd!(0) as usize;
                        continue;
                    }
                    next!(BranchIf)
                }
                Opcode::BranchUnless => {
                    if !pop!().truthy() {
                        pc = opnd!(0) as usize;
                        continue;
                    }
                    next!(BranchUnless)
                }
                // A loop's back edge: when an interrupt may be due (`vm::interrupt`: one compare
                // of the flag in memory), `step_slow` checks it and takes the branch. Each arm
                // computes its target its own way (`Opcode::branch_target`).
                Opcode::JumpBack => {
                    if !crate::vm::interrupt::pending_at_back_edge() {
                        pc -= opnd!(0) as usize;
                        continue;
                    }
                }
                Opcode::BranchIfBack => {
                    if !st.get(sp - 1).truthy() {
                        sp -= 1;
                        next!(BranchIfBack)
                    }
                    if !crate::vm::interrupt::pending_at_back_edge() {
                        sp -= 1;
                        pc -= opnd!(0) as usize;
                        continue;
                    }
                }
                Opcode::BranchUnlessBack => {
                    if st.get(sp - 1).truthy() {
                        sp -= 1;
                        next!(BranchUnlessBack)
                    }
                    if !crate::vm::interrupt::pending_at_back_edge() {
                        sp -= 1;
                        pc = pc.wrapping_add(opnd!(0) as usize);
                        continue;
                    }
                }
                // Interpolating a String converts nothing; other values take `step_slow`.
                Opcode::ToString => {
                    if object::is_type(st.get(sp - 1), object::ObjType::String) {
                        next!(ToString)
                    }
                }
                Opcode::CheckKeyword => {
                    if !st.get(base + opnd!(0) as usize).is_undef() {
                        pc = opnd!(1) as usize;
                        continue;
                    }
                    next!(CheckKeyword)
                }
                Opcode::BranchNil => {
                    if st.get(sp - 1).is_nil() {
                        pc = opnd!(0) as usize;
                        continue;
                    }
                    next!(BranchNil)
                }
                Opcode::OptPlus => bin_op!(OptPlus, fastops::plus),
                Opcode::OptMinus => bin_op!(OptMinus, fastops::minus),
                Opcode::OptMult => bin_op!(OptMult, fastops::mult),
                Opcode::OptDiv => bin_op!(OptDiv, fastops::div),
                Opcode::OptMod => bin_op!(OptMod, fastops::modulo),
                Opcode::OptAnd => bin_op!(OptAnd, fastops::and),
                Opcode::OptOr => bin_op!(OptOr, fastops::or),
                Opcode::OptXor => bin_op!(OptXor, fastops::xor),
                Opcode::OptGtGt => bin_op!(OptGtGt, fastops::rshift),
                Opcode::OptLt => bin_op!(OptLt, fastops::lt),
                Opcode::OptLe => bin_op!(OptLe, fastops::le),
                Opcode::OptGt => bin_op!(OptGt, fastops::gt),
                Opcode::OptGe => bin_op!(OptGe, fastops::ge),
                Opcode::OptEq => bin_op!(OptEq, fastops::eq),
                Opcode::OptNeq => bin_op!(OptNeq, fastops::neq),
                Opcode::OptPlusImm => bin_imm!(OptPlusImm, fastops::plus),
                Opcode::OptMinusImm => bin_imm!(OptMinusImm, fastops::minus),
                Opcode::OptMultImm => bin_imm!(OptMultImm, fastops::mult),
                Opcode::OptDivImm => bin_imm!(OptDivImm, fastops::div),
                Opcode::OptModImm => bin_imm!(OptModImm, fastops::modulo),
                Opcode::OptAndImm => bin_imm!(OptAndImm, fastops::and),
                Opcode::OptOrImm => bin_imm!(OptOrImm, fastops::or),
                Opcode::OptLtImm => bin_imm!(OptLtImm, fastops::lt),
                Opcode::OptLeImm => bin_imm!(OptLeImm, fastops::le),
                Opcode::OptGtImm => bin_imm!(OptGtImm, fastops::gt),
                Opcode::OptGeImm => bin_imm!(OptGeImm, fastops::ge),
                Opcode::OptEqImm => bin_imm!(OptEqImm, fastops::eq),
                Opcode::OptNeqImm => bin_imm!(OptNeqImm, fastops::neq),
                Opcode::OptAref => {
                    let (a, k) = (st.get(sp - 2), st.get(sp - 1));
                    if k.is_fixnum() && a.is_heap() && object::basic(a).klass == self.core.array && self.bop_redefined == 0 {
                        let items = &object::as_array(a).items;
                        let i = k.as_fixnum();
                        let i = if i < 0 { i + items.len() as i64 } else { i };
                        let v = if i >= 0 && (i as usize) < items.len() { items[i as usize] } else { Value::NIL };
                        sp -= 1;
                        st.set(sp - 1, v);
                        next!(OptAref)
                    }
                    if a.is_heap() && object::basic(a).klass == self.core.hash && self.bop_redefined == 0 {
                        // May call the key's #hash/#eql? or a default proc.
                        sync!();
                        let v = self.hash_aref(a, k)?;
                        reload_sp!();
                        sp -= 1;
                        st.set(sp - 1, v);
                        next!(OptAref)
                    }
                }
                Opcode::OptAset => {
                    let (a, k, v) = (st.get(sp - 3), st.get(sp - 2), st.get(sp - 1));
                    if a.is_heap() && self.bop_redefined == 0 && !object::has_flag(a, object::FL_FROZEN) {
                        let klass = object::basic(a).klass;
                        if k.is_fixnum() && klass == self.core.array {
                            let items = &mut object::as_array_mut_nowb(a).items;
                            let (i, len) = (k.as_fixnum(), items.len() as i64);
                            let i = if i < 0 { i + len } else { i };
                            if (0..len).contains(&i) {
                                items[i as usize] = v;
                                object::write_barrier(a, v);
                                sp -= 2;
                                st.set(sp - 1, v);
                                next!(OptAset)
                            }
                        } else if klass == self.core.hash {
                            sync!();
                            self.hash_set_literal(a, k, v)?;
                            reload_sp!();
                            sp -= 2;
                            st.set(sp - 1, v);
                            next!(OptAset)
                        }
                    }
                }
                Opcode::OptLtLt => {
                    let (a, v) = (st.get(sp - 2), st.get(sp - 1));
                    if self.bop_redefined == 0 {
                        if let Some(r) = fastops::lshift(a, v) {
                            sp -= 1;
                            st.set(sp - 1, r);
                            next!(OptLtLt)
                        }
                    }
                    // A big array that must grow takes the builtin, which reserves fallibly.
                    if a.is_heap()
                        && object::basic(a).klass == self.core.array
                        && self.bop_redefined == 0
                        && !object::has_flag(a, object::FL_FROZEN)
                        && {
                            let items = &object::as_array(a).items;
                            items.len() < crate::vm::limits::BIG_GROWTH || items.len() < items.capacity()
                        }
                    {
                        object::as_array_mut_nowb(a).items.push(v);
                        object::write_barrier(a, v);
                        sp -= 1;
                        next!(OptLtLt)
                    }
                }
                Opcode::OptSize | Opcode::OptLength | Opcode::OptEmptyP => {
                    let a = st.get(sp - 1);
                    if a.is_heap() && self.bop_redefined == 0 {
                        let klass = object::basic(a).klass;
                        let n = if klass == self.core.array {
                            Some(object::as_array(a).items.len())
                        } else if klass == self.core.hash {
                            Some(object::as_hash(a).table.len())
                        } else {
                            None
                        };
                        if let Some(n) = n {
                            st.set(sp - 1, if op == Opcode::OptEmptyP { Value::bool(n == 0) } else { Value::fixnum(n as i64) });
                            pc += Opcode::OptSize.len();
                            continue;
                        }
                    }
                }
                Opcode::OptNilP => {
                    if self.bop_redefined == 0 {
                        let a = st.get(sp - 1);
                        st.set(sp - 1, Value::bool(a.is_nil()));
                        next!(OptNilP)
                    }
                }
                Opcode::OptNot => {
                    let a = st.get(sp - 1);
                    if self.bop_redefined == 0 && (a.is_special() || !object::has_flag(a, object::FL_SINGLETON)) {
                        st.set(sp - 1, Value::bool(!a.truthy()));
                        next!(OptNot)
                    }
                }
                Opcode::SendWithoutBlock => {
                    let idx = opnd!(0) as usize;
                    let ci = &iseq.call_infos[idx];
                    let cc = &iseq.call_caches[idx];
                    let argc = ci.argc as usize;
                    let recv_at = sp - argc - 1;
                    // Splats, block arguments and keyword hashes take the general path below.
                    if ci.flags & (call_flags::SPLAT | call_flags::BLOCKARG | call_flags::KW_HASH) == 0 {
                        // Literal keywords go straight to `send_from_loop`.
                        if ci.flags & call_flags::KW_ARGS == 0 {
                            let recv = st.get(recv_at);
                            let klass = self.class_of(recv);
                            // The hot hits stay in the loop: a Ruby method with plain parameters
                            // is entered here; attr_reader/attr_writer use the entry's own shape
                            // cache. A hit is a class compare plus a compare of the name's serial
                            // (vm::call_cache). Everything else goes through one out-of-line call.
                            if let Some((e, probe)) = cc.probe(klass, self.name_serial(ci.mid)) {
                                let h = e.handler.get();
                                if matches!(h, Handler::IseqSimple | Handler::AttrReader | Handler::AttrWriter) {
                                    match probe {
                                        Probe::Inline => self.stats.call_hit += 1,
                                        Probe::Polymorphic => self.stats.call_poly_hit += 1,
                                    }
                                }
                                // Each arm takes what it needs from the entry and releases the
                                // borrow before calling anything that might refill this cache.
                                match h {
                                    Handler::IseqSimple if self.frames.len() < self.max_depth => {
                                        let me = e.me.borrow().clone().expect("a filled entry has a method");
                                        let MethodKind::Iseq(target) = me.kind else { unreachable!("IseqSimple handler on a non-iseq method") };
                                        let callee: &'static IseqData = &object::as_iseq(target).data;
                                        let cbase = recv_at + 1;
                                        let cref = if me.cref.is_heap() { me.cref } else { self.top_cref };
                                        // The callee runs in this same loop; its `leave` resumes us
                                        // after the send.
                                        self.frames[fi].pc = pc;
                                        if !self.frame_fits(cbase, callee) {
                                            self.sp = sp;
                                            return Err(self.stack_overflow());
                                        }
                                        let lc = callee.local_count as usize;
                                        for i in cbase + argc..cbase + lc {
                                            st.set(i, Value::NIL);
                                        }
                                        self.push_method_frame(target, recv, cbase, cbase + lc, None, me, cref);
                                        // The loop's registers take the callee's values directly
                                        // (what `load_frame!` would read back from the frame).
                                        fi += 1;
                                        sp = cbase + lc;
                                        iseq = callee;
                                        code = &callee.code;
                                        base = cbase;
                                        self_val = recv;
                                        sp_base = sp;
                                        sp_limit = sp + callee.max_stack as usize;
                                        let p = &callee.params;
                                        // Skip the defaults of the optional arguments given.
                                        pc = if p.opt != 0 { p.opt_table[argc - p.lead as usize] as usize } else { 0 };
                                        continue;
                                    }
                                    Handler::AttrReader => {
                                        let id = attr_ivar_name(&e.me.borrow());
                                        let v = self.getivar_cached(recv, id, &e.attr);
                                        sp = recv_at;
                                        push!(v);
                                        next!(SendWithoutBlock)
                                    }
                                    Handler::AttrWriter => {
                                        let id = attr_ivar_name(&e.me.borrow());
                                        let v = st.get(recv_at + 1);
                                        sync!();
                                        self.setivar_cached(recv, id, v, &e.attr)?;
                                        sp = recv_at;
                                        push!(v);
                                        next!(SendWithoutBlock)
                                    }
                                    Handler::Bmethod => {
                                        let me = e.me.borrow().clone().expect("a filled entry has a method");
                                        let MethodKind::Bmethod(body) = me.kind else { unreachable!("Bmethod handler on another method kind") };
                                        sync!();
                                        if self.enter_bmethod(&me, body, recv_at, argc) {
                                            reload_sp!();
                                            fi += 1;
                                            load_frame!();
                                            continue;
                                        }
                                    }
                                    Handler::New => {
                                        sync!();
                                        let owner = self.frames[fi].iseq;
                                        match self.enter_new(e, owner, recv, recv_at, argc) {
                                            NewCall::Entered => {
                                                reload_sp!();
                                                fi += 1;
                                                load_frame!();
                                                continue;
                                            }
                                            NewCall::Done(o) => {
                                                st = Slots::of(&mut self.stack);
                                                sp = recv_at;
                                                push!(o);
                                                next!(SendWithoutBlock)
                                            }
                                            NewCall::General => {}
                                        }
                                    }
                                    // A builtin with the right arity: called here with its frame,
                                    // skipping the second lookup of the general path.
                                    Handler::Builtin => {
                                        let me = e.me.borrow().clone().expect("a filled entry has a method");
                                        if let MethodKind::Builtin { func, arity, .. } = me.kind {
                                            if crate::vm::dispatch::arity_accepts(arity, argc) {
                                                sync!();
                                                let r = self.call_builtin_at(func, me, recv_at, argc);
                                                st = Slots::of(&mut self.stack);
                                                sp = recv_at;
                                                push!(r?);
                                                next!(SendWithoutBlock)
                                            }
                                        }
                                    }
                                    _ => {}
                                }
                            }
                        }
                        hand_over_if_tracing!();
                        sync!();
                        match self.send_from_loop(cc, recv_at, ci)? {
                            LoopCall::Entered => {
                                reload_sp!();
                                fi += 1;
                                load_frame!();
                                continue;
                            }
                            LoopCall::Done(v) => {
                                self.sp = recv_at;
                                reload_sp!();
                                push!(v);
                                next!(SendWithoutBlock)
                            }
                        }
                    }
                }
                Opcode::Send => {
                    // A call with a block literal to a cached Ruby method: the callee runs in
                    // this loop (`execute` turns a `break` aimed at this frame into the call's
                    // value). Everything else takes the general path.
                    let idx = opnd!(0) as usize;
                    let ci = &iseq.call_infos[idx];
                    let block_iseq = Value(opnd!(1));
                    if ci.flags & (call_flags::SPLAT | call_flags::BLOCKARG | call_flags::KW_HASH | call_flags::KW_ARGS) == 0
                        && block_iseq.is_heap()
                        && self.frames.len() < self.max_depth
                    {
                        let cc = &iseq.call_caches[idx];
                        let argc = ci.argc as usize;
                        let recv_at = sp - argc - 1;
                        let recv = st.get(recv_at);
                        let klass = self.class_of(recv);
                        let target = match cc.probe(klass, self.name_serial(ci.mid)) {
                            Some((e, probe)) if matches!(e.handler.get(), Handler::IseqSimple | Handler::Iseq) => {
                                match probe {
                                    Probe::Inline => self.stats.call_hit += 1,
                                    Probe::Polymorphic => self.stats.call_poly_hit += 1,
                                }
                                e.me.borrow().clone()
                            }
                            // A builtin iterator (`each`, `times`, `map`, ...): called in place
                            // with the captured block; a `break` from the block aimed at this
                            // frame becomes the call's value.
                            Some((e, _)) if e.handler.get() == Handler::Builtin => {
                                let me = e.me.borrow().clone().expect("a filled entry has a method");
                                if let MethodKind::Builtin { func, arity, .. } = me.kind {
                                    if crate::vm::dispatch::arity_accepts(arity, argc) {
                                        sync!();
                                        let block = self.capture_block(fi, block_iseq);
                                        let r = self.call_builtin_with_block_at(func, me, recv_at, argc, Some(block));
                                        st = Slots::of(&mut self.stack);
                                        sp = recv_at;
                                        match r {
                                            Ok(v) => push!(v),
                                            Err(Unwind::Break { target, value }) if target == self.frames[fi].id => push!(value),
                                            Err(u) => return Err(u),
                                        }
                                        next!(Send)
                                    }
                                }
                                None
                            }
                            _ => None,
                        };
                        if let Some(me) = target {
                            let MethodKind::Iseq(body) = me.kind else { unreachable!("Iseq handler on a non-iseq method") };
                            sync!();
                            let block = self.capture_block(fi, block_iseq);
                            self.enter_iseq(body, recv, recv_at + 1, argc, false, Some(block), Some(me), FrameKind::Method)?;
                            reload_sp!();
                            fi += 1;
                            load_frame!();
                            continue;
                        }
                    }
                    hand_over_if_tracing!();
                }
                Opcode::InvokeSuper => {
                    // `super` to a Ruby method found in the site's cache, without a literal
                    // block (the current block passes through): the target runs in this loop.
                    let idx = opnd!(0) as usize;
                    let ci = &iseq.call_infos[idx];
                    if ci.flags & (call_flags::SPLAT | call_flags::BLOCKARG | call_flags::KW_HASH) == 0
                        && !Value(opnd!(1)).is_heap()
                        && self.frames.len() < self.max_depth
                    {
                        let argc = ci.argc as usize;
                        let recv_at = sp - argc - 1;
                        let recv = st.get(recv_at);
                        let klass = self.class_of(recv);
                        let target = match &self.frames[fi].me {
                            Some(cur) => match iseq.call_caches[idx].probe(klass, self.name_serial(cur.original_name)) {
                                Some((e, probe)) if e.super_from.get() == cur.owner && matches!(e.handler.get(), Handler::IseqSimple | Handler::Iseq) => {
                                    match probe {
                                        Probe::Inline => self.stats.call_hit += 1,
                                        Probe::Polymorphic => self.stats.call_poly_hit += 1,
                                    }
                                    e.me.borrow().clone()
                                }
                                _ => None,
                            },
                            None => None,
                        };
                        if let Some(sm) = target {
                            let MethodKind::Iseq(body) = sm.kind else { unreachable!("Iseq handler on a non-iseq method") };
                            sync!();
                            let block = self.frames[fi].block.clone();
                            self.enter_iseq(body, recv, recv_at + 1, argc, false, block, Some(sm), FrameKind::Method)?;
                            reload_sp!();
                            fi += 1;
                            load_frame!();
                            continue;
                        }
                    }
                    hand_over_if_tracing!();
                }
                Opcode::InvokeBlock => {
                    // A plain block runs in this loop; the rest takes the general path.
                    let ci = &iseq.call_infos[opnd!(0) as usize];
                    if ci.flags & (call_flags::SPLAT | call_flags::KW_HASH | call_flags::BLOCKARG) == 0 {
                        let argc = ci.argc as usize;
                        sync!();
                        if self.enter_yield(fi, sp - argc, argc)? {
                            reload_sp!();
                            fi += 1;
                            load_frame!();
                            continue;
                        }
                    }
                    hand_over_if_tracing!();
                }
                Opcode::Leave => {
                    if fi > entry {
                        let v = pop!();
                        // Back to the caller that entered this frame from the fast call path:
                        // `v` replaces its receiver and arguments, and it resumes after the send.
                        let f = &self.frames[fi];
                        let (callee_base, pending_base, env) = (f.base, f.pending_base, f.env);
                        let v = if f.returns_self { f.self_val } else { v };
                        if self.pending.len() > pending_base {
                            self.pending.truncate(pending_base);
                        }
                        if env.is_heap() {
                            self.close_frame_env(fi);
                        }
                        self.frames.truncate(fi);
                        fi -= 1;
                        load_frame!();
                        sp = callee_base - 1;
                        push!(v);
                        pc += Opcode::from_word(word(code, pc)).len();
                        continue;
                    }
                    // Back to Rust (a block a builtin iterator calls, a method Rust calls): CRuby
                    // checks interrupts at `leave`, and this is where one shows up; when one may
                    // be due, `step_slow` checks it and this `leave` runs again (not in the
                    // tracing copy, which would report the return twice; its back edges and
                    // calls still check).
                    if TRACE || !crate::vm::interrupt::pending_at_back_edge() {
                        let v = pop!();
                        self.sp = sp;
                        // (`execute` applies `returns_self` to the entry frame's value.)
                        return Ok(RunExit::Return(v));
                    }
                }
                // Handled by `step_slow` below (listed so the match needs no range check).
                Opcode::PutString
                | Opcode::DupN
                | Opcode::Swap
                | Opcode::TopN
                | Opcode::SetN
                | Opcode::AdjustStack
                | Opcode::GetGlobal
                | Opcode::SetGlobal
                | Opcode::GetCvar
                | Opcode::SetCvar
                | Opcode::GetConst
                | Opcode::GetConstFrom
                | Opcode::GetConstTop
                | Opcode::SetConst
                | Opcode::SetConstFrom
                | Opcode::NewArray
                | Opcode::SplatArray
                | Opcode::ConcatArray
                | Opcode::NewHash
                | Opcode::MergeHash
                | Opcode::NewRange
                | Opcode::ConcatStrings
                | Opcode::Intern
                | Opcode::ThrowBreak
                | Opcode::ThrowJump
                | Opcode::ThrowReturn
                | Opcode::DefineClass
                | Opcode::DefineMethod
                | Opcode::DefineSMethod
                | Opcode::ExpandArray
                | Opcode::CheckMatch
                | Opcode::RescueMatch
                | Opcode::GetBlockParam
                | Opcode::DefinedIvar
                | Opcode::DefinedGlobal
                | Opcode::DefinedConst
                | Opcode::DefinedConstFrom
                | Opcode::DefinedMethod
                | Opcode::DefinedYield
                | Opcode::DefinedSuper
                | Opcode::DefinedCvar
                | Opcode::EndEnsure
                | Opcode::Reraise
                | Opcode::AliasMethod
                | Opcode::AliasGlobal
                | Opcode::UndefMethod
                | Opcode::SingletonClass
                | Opcode::ToArrayForMasgn
                | Opcode::PutSpecialObject
                | Opcode::BackRef
                | Opcode::BackRefNamed
                | Opcode::ToRegexp
                | Opcode::OnceGet
                | Opcode::OnceSet => {}
            }
            // Everything else, and the fast instructions' slow cases.
            sync!();
            match self.step_slow(op, fi, iseq, code, pc, base)? {
                Flow::Next => pc += op.len(),
                Flow::Jump(t) => pc = t,
            }
            reload_sp!();
        }
    }
}
