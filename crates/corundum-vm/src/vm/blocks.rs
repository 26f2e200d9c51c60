//! Running blocks: `yield` and `call_block` for every kind of block (captured literals, Proc
//! objects, `&:sym`, Method objects, blocks written in Rust), and the frames of block iseqs,
//! including `yield` from the interpreter loop without Rust recursion (`enter_yield`).
//!
//! Invariant: a block frame's `home` is the method frame `return` leaves (its own id for a
//! lambda) and its `creator` the frame `break` returns from; both come from the CapturedBlock.

use std::rc::Rc;

use crate::class::MethodEntry;
use crate::iseq::IseqKind;
use crate::object;
use crate::value::Value;
use crate::vm::frame::{Block, CapturedBlock, FrameKind};
use crate::vm::{Vm, VmResult};

impl Vm {
    /// Calls `block` with `args` (yield semantics: procs are lenient, lambdas strict). This is
    /// how every block-taking builtin calls its block: a plain block literal gets a lean frame
    /// pushed here and runs in the interpreter loop (`execute`) with no argument binding or
    /// reference counting; everything else goes through `call_block`.
    #[inline]
    pub fn yield_block(&mut self, block: &Block, args: &[Value]) -> VmResult {
        if let Block::Captured(c) = block {
            let at = self.sp;
            if at + args.len() <= self.stack.len() {
                for (i, &a) in args.iter().enumerate() {
                    self.stack[at + i] = a;
                }
                if self.push_plain_block_frame(c, at, args.len()) {
                    let r = self.execute();
                    self.sp = at;
                    return r;
                }
            }
        }
        self.call_block(block, args, None, false, None)
    }

    /// Pushes the frame of block `c` called with `argc` arguments at `stack[base..]` when it
    /// can take the lean path (a non-lambda block with only plain parameters and no auto-splat
    /// of one argument, no `class_eval` lexical override, room on the stack and frame depth
    /// left): missing parameters become nil, extras are ignored. Returns false, changing
    /// nothing, otherwise.
    #[inline(always)]
    fn push_plain_block_frame(&mut self, c: &CapturedBlock, base: usize, argc: usize) -> bool {
        let iseq = &object::as_iseq(c.iseq).data;
        let p = &iseq.params;
        if iseq.kind == IseqKind::Lambda
            || !iseq.simple_params
            || (p.auto_splat && argc == 1)
            || self.cref_override.is_some()
            || !self.frame_fits(base, iseq)
            || self.frames.len() >= self.max_depth
        {
            return false;
        }
        let (lead, lc) = (p.lead as usize, iseq.local_count as usize);
        for i in base + argc.min(lead)..base + lc {
            self.stack[i] = Value::NIL;
        }
        self.sp = base + lc;
        let id = self.next_frame_id;
        self.next_frame_id += 1;
        let pending_base = self.pending.len();
        let block = c.home_block.as_ref().map(|b| (**b).clone());
        self.frames.push_block(c, base, base + lc, block, id, pending_base);
        true
    }

    /// Calls a block. `self_override` rebinds self (instance_exec, define_method).
    pub fn call_block(&mut self, block: &Block, args: &[Value], self_override: Option<Value>, kw: bool, block_arg: Option<Block>) -> VmResult {
        match block {
            Block::Captured(c) => {
                let at = self.sp;
                for &a in args {
                    self.push(a);
                }
                let r = self.invoke_block_iseq(c, at, args.len(), kw, self_override, false, block_arg, None);
                self.sp = at;
                r
            }
            Block::Proc(p) => {
                let (inner, lambda) = crate::core::protocol::proc_inner(*p);
                match inner {
                    Block::Captured(captured) => {
                        let at = self.sp;
                        for &a in args {
                            self.push(a);
                        }
                        let r = self.invoke_block_iseq(&captured, at, args.len(), kw, self_override, lambda, block_arg, None);
                        self.sp = at;
                        r
                    }
                    other => self.call_block(&other, args, self_override, kw, block_arg),
                }
            }
            Block::Symbol(mid, captured) => {
                if args.is_empty() {
                    return Err(self.make_error(self.core.argument_error, "no receiver given"));
                }
                // The refinements of the scope that gave `&:name`, or else of the one calling
                // it (`vm::refinement`).
                let refs = if captured.is_heap() { *captured } else { self.caller_refinements() };
                if refs.is_heap() {
                    return self.call_refined(args[0], *mid, &args[1..], block_arg, kw, refs, false);
                }
                self.call_public(args[0], *mid, &args[1..], block_arg, kw)
            }
            Block::Method(m) => crate::core::protocol::method_call_kw(self, *m, args, kw, block_arg),
            Block::Derived(state) => crate::core::protocol::call_derived_proc(self, *state, args, kw, block_arg),
            Block::Native(f) => f(self, args),
        }
    }

    /// Runs a block iseq with arguments at `stack[args_at..args_at+argc]`.
    #[allow(clippy::too_many_arguments)]
    pub fn invoke_block_iseq(
        &mut self,
        c: &CapturedBlock,
        args_at: usize,
        argc: usize,
        kw: bool,
        self_override: Option<Value>,
        lambda: bool,
        block_arg: Option<Block>,
        me: Option<Rc<MethodEntry>>,
    ) -> VmResult {
        self.enter_block(c, args_at, argc, kw, self_override, lambda, block_arg, me)?;
        self.execute()
    }

    /// The first half of `invoke_block_iseq`: binds the arguments and pushes the block's frame.
    #[allow(clippy::too_many_arguments)]
    pub fn enter_block(
        &mut self,
        c: &CapturedBlock,
        args_at: usize,
        argc: usize,
        kw: bool,
        self_override: Option<Value>,
        lambda: bool,
        block_arg: Option<Block>,
        me: Option<Rc<MethodEntry>>,
    ) -> VmResult<()> {
        if self.depth_or_interrupt() {
            self.depth_limit_reached()?;
        }
        let iseq = &*object::as_iseq(c.iseq).data;
        let is_lambda = lambda || iseq.kind == IseqKind::Lambda;
        let lead = iseq.params.lead as usize;
        // Fast path: only plain parameters and nothing to splat binds the arguments in place
        // (a proc pads missing ones with nil and ignores extras; a lambda needs the exact count).
        let fast = !kw
            && iseq.simple_params
            && !(iseq.params.auto_splat && argc == 1)
            && (argc == lead || !is_lambda)
            && args_at + iseq.local_count as usize + 1024 < self.stack.len();
        let (start_pc, filled) =
            if fast { (0, argc.min(lead)) } else { (self.bind_args(c.iseq, args_at, argc, kw, &block_arg, is_lambda)?, iseq.local_count as usize) };
        let self_val = self_override.unwrap_or(c.self_val);
        let blk = match block_arg {
            Some(b) => Some(b),
            None => c.home_block.as_ref().map(|b| (**b).clone()),
        };
        let kind = if is_lambda { FrameKind::Lambda } else { FrameKind::Block };
        let me = me.or_else(|| c.me.clone());
        let cref = match self.cref_override.take() {
            // A scope made by the caller (the refine block's, `core::refinement`).
            Some(c) if c.is_heap() && object::obj_type(c) == crate::object::ObjType::Env => c,
            // A class for `def` (or an object with no singleton class, `new_instance_eval_cref`).
            Some(k) => {
                let cref = self.new_instance_eval_cref(k, c.cref);
                object::set_flag(cref, object::FL_CREF_EVAL, true);
                cref
            }
            None => c.cref,
        };
        self.push_iseq_frame(c.iseq, self_val, args_at, c.outer, blk, me, cref, kind, Some(c.home), Some((c.creator, c.call_serial)), filled)?;
        let f = self.frames.last_mut().expect("frame");
        f.pc = start_pc;
        if is_lambda {
            f.home = f.id;
        }
        Ok(())
    }

    /// `yield` from the interpreter loop without Rust recursion: when the frame's block is a
    /// plain block literal, its `argc` arguments at `stack[at..]` move up one slot (the slot
    /// left at `at` receives the block's result when it leaves, as a receiver slot does for a
    /// method) and its frame is pushed. Returns false, changing nothing, when the block needs
    /// the general path.
    #[inline(never)]
    pub fn enter_yield(&mut self, fi: usize, at: usize, argc: usize) -> VmResult<bool> {
        let Some(Block::Captured(c)) = &self.frames[fi].block else { return Ok(false) };
        let c = c.clone();
        let iseq = &object::as_iseq(c.iseq).data;
        if iseq.kind == IseqKind::Lambda || self.cref_override.is_some() || !self.frame_fits(at + 1, iseq) || at + argc + 1 >= self.stack.len() {
            return Ok(false);
        }
        // The arguments move up one slot; the freed slot receives the block's result.
        for i in (at..at + argc).rev() {
            self.stack[i + 1] = self.stack[i];
        }
        self.stack[at] = Value::NIL;
        let base = at + 1;
        if !self.push_plain_block_frame(&c, base, argc) {
            self.sp = base + argc;
            self.enter_block(&c, base, argc, false, None, false, None, None)?;
        }
        Ok(true)
    }

    /// A call from the interpreter loop to a `define_method` method whose body is a plain block
    /// literal: its frame (a lambda frame, self the receiver) is pushed over the arguments at
    /// `stack[recv_at + 1..]` so the body runs in the loop and its result lands in the receiver
    /// slot. Returns false, changing nothing, when the general path is needed (arity mismatch,
    /// non-plain parameters, a lexical override, no room).
    #[inline(never)]
    pub fn enter_bmethod(&mut self, me: &Rc<MethodEntry>, body: Value, recv_at: usize, argc: usize) -> bool {
        let Block::Captured(c) = &crate::core::protocol::proc_data(body).block else { return false };
        let iseq = &object::as_iseq(c.iseq).data;
        let base = recv_at + 1;
        if !iseq.simple_params
            || argc != iseq.params.lead as usize
            || self.cref_override.is_some()
            || !self.frame_fits(base, iseq)
            || self.depth_or_interrupt()
        {
            return false;
        }
        let lc = iseq.local_count as usize;
        for i in base + argc..base + lc {
            self.stack[i] = Value::NIL;
        }
        self.sp = base + lc;
        let id = self.next_frame_id;
        self.next_frame_id += 1;
        let pending_base = self.pending.len();
        let recv = self.stack[recv_at];
        // A lambda frame: `return` leaves this frame (its home is itself).
        self.frames.push_block_as(FrameKind::Lambda, c, recv, Some(me.clone()), id, base, base + lc, None, id, pending_base);
        true
    }

    /// The Proc for a block argument (`&blk` parameters, `proc`, `lambda`).
    pub fn block_to_proc(&mut self, b: &Block) -> VmResult {
        match b {
            Block::Proc(p) => Ok(*p),
            _ => crate::core::protocol::new_proc(self, b.clone(), false),
        }
    }

    /// Frame id alive check, for `break`/`return` targets.
    pub fn frame_alive(&self, id: u64) -> bool {
        self.frames.iter().rev().any(|f| f.id == id)
    }
}
