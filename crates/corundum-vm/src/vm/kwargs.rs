//! Keyword arguments passed on the stack (call sites with `KW_ARGS`, CRuby's kwarg call info):
//! `f(a: 1, b: 2)` pushes the values 1 and 2, and the call site names them. A Ruby method that
//! takes exactly such keywords gets them bound straight into its keyword locals, so the call
//! allocates nothing; every other callee (built-ins, `**rest`, methods without keyword
//! parameters, ...) gets the Hash it always got, built at the call.
//!
//! Invariants:
//! - While a KW_ARGS call is set up, the keyword values sit on the VM stack (rooted) until they
//!   are either bound into the callee's locals or packed into the Hash.
//! - The direct binder checks everything (arity, names, required keywords, stack room) before it
//!   writes anything, so when it declines, the stack is as the call left it and the general path
//!   reports errors with CRuby's messages.

use std::rc::Rc;

use crate::class::{MethodEntry, MethodKind};
use crate::iseq::{call_flags, CallCache, CallInfo};
use crate::object;
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::call_cache::Handler;
use crate::vm::dispatch::LoopCall;
use crate::vm::{Vm, VmResult};

impl Vm {
    /// Replaces the top `names.len()` stack values by one Hash of them under their names.
    pub fn pack_kw_args(&mut self, names: &[SymbolId]) -> VmResult<()> {
        let at = self.sp - names.len();
        let h = self.new_hash();
        self.temp_roots.push(h);
        for (i, &name) in names.iter().enumerate() {
            let v = self.stack[at + i];
            if let Err(e) = self.hash_set(h, Value::symbol(name), v) {
                self.temp_roots.pop();
                return Err(e);
            }
        }
        self.temp_roots.pop();
        self.stack[at] = h;
        self.sp = at + 1;
        Ok(())
    }

    /// A `send` whose receiver is at `recv_at` with `ci.argc` arguments, the last
    /// `ci.kw_names.len()` of them keyword values. Looks the target up through the site's cache.
    pub fn call_kwargs(&mut self, cc: &CallCache, recv_at: usize, ci: &CallInfo) -> VmResult<LoopCall> {
        let argc = ci.argc as usize;
        let recv = self.stack[recv_at];
        let klass = self.class_of(recv);
        let (me, h) = self.call_cache_lookup(cc, klass, ci.mid, argc, ci.flags);
        if let (Some(m), Some(Handler::Iseq)) = (&me, h) {
            if self.enter_iseq_kwargs(m, recv, recv_at + 1, argc, &ci.kw_names)? {
                return Ok(LoopCall::Entered);
            }
        }
        self.sp = recv_at + 1 + argc;
        self.pack_kw_args(&ci.kw_names)?;
        let argc = argc - ci.kw_names.len() + 1;
        let flags = (ci.flags & !call_flags::KW_ARGS) | call_flags::KW_HASH;
        let r = match (me, h) {
            (Some(m), Some(h)) => self.call_with_handler(h, &m, recv_at, argc, ci.mid, flags, None)?,
            (me, _) => self.call_found(me, recv_at, argc, ci.mid, flags, None)?,
        };
        Ok(LoopCall::Done(r))
    }

    /// Binds positional arguments and stack keywords straight into the frame of Ruby method
    /// `me` and pushes it, when its parameters are leading/optional positionals plus keywords
    /// (no rest, post, `**rest` or block parameter) and the call fits them exactly. Returns
    /// false, having changed nothing, otherwise.
    pub(crate) fn enter_iseq_kwargs(&mut self, me: &Rc<MethodEntry>, self_val: Value, args_at: usize, argc: usize, names: &[SymbolId]) -> VmResult<bool> {
        let MethodKind::Iseq(body) = me.kind else { return Ok(false) };
        let iseq = &object::as_iseq(body).data;
        let p = &iseq.params;
        if p.rest.is_some() || p.post != 0 || p.block.is_some() || p.kwrest.is_some() || p.kw_names.is_empty() || self.frames.len() >= self.max_depth {
            return Ok(false);
        }
        let npos = argc - names.len();
        let (lead, opt) = (p.lead as usize, p.opt as usize);
        if npos < lead || npos > lead + opt || !self.frame_fits(args_at, iseq) {
            return Ok(false);
        }
        // Every given name must be a parameter (`slot[g]` is its index) and every required
        // keyword given.
        let nk = p.kw_names.len();
        if nk > 64 || names.len() > crate::iseq::MAX_KW_ARGS {
            return Ok(false);
        }
        let mut slot = [0u8; crate::iseq::MAX_KW_ARGS];
        let mut given_mask = 0u64;
        for (g, name) in names.iter().enumerate() {
            let Some(j) = p.kw_names.iter().position(|k| k == name) else { return Ok(false) };
            slot[g] = j as u8;
            given_mask |= 1 << j;
        }
        if p.kw_required_mask & !given_mask != 0 {
            return Ok(false);
        }
        let mut given = [Value::UNDEF; crate::iseq::MAX_KW_ARGS];
        for (g, v) in given.iter_mut().enumerate().take(names.len()) {
            *v = self.stack[args_at + npos + g];
        }
        let local_count = iseq.local_count as usize;
        for i in args_at + npos..args_at + local_count {
            self.stack[i] = Value::NIL;
        }
        // A keyword not given stays UNDEF: the method's prologue evaluates its default.
        let kw_at = args_at + p.kw_start as usize;
        for i in kw_at..kw_at + nk {
            self.stack[i] = Value::UNDEF;
        }
        for (g, &v) in given.iter().enumerate().take(names.len()) {
            self.stack[kw_at + slot[g] as usize] = v;
        }
        let cref = if me.cref.is_heap() { me.cref } else { self.top_cref };
        self.sp = args_at + local_count;
        self.push_method_frame(body, self_val, args_at, args_at + local_count, None, me.clone(), cref);
        if opt > 0 {
            self.frames.last_mut().expect("frame").pc = p.opt_table[npos - lead] as usize;
        }
        Ok(true)
    }
}
