//! `Class#new` from the interpreter loop (CRuby 4.0's `opt_new`): for a plain class with the
//! default allocator, the call allocates the object and runs a Ruby `initialize` in the same
//! loop, with no frame for `new` itself (so, as in CRuby 4.0, backtraces show no `Class#new`).
//!
//! Invariants:
//! - The new object replaces the receiver (the class) in its stack slot before `initialize` runs,
//!   so it is rooted and is the call's result slot; the `initialize` frame has `returns_self`,
//!   so `leave` (and a `return` aimed at it) yields the object whatever `initialize` returns.
//! - `initialize` is cached per call-site entry under (class, serial of the name `initialize`),
//!   so any redefinition of an `initialize` anywhere refills it.
//! - Anything unusual (a builtin or non-Ruby allocator, a singleton class, an `initialize` with
//!   parameters that need general binding, no room) takes the general path (`Class#new` in Rust).

use std::rc::Rc;

use crate::class::{MethodEntry, MethodKind};
use crate::object::{self, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::call_cache::CacheEntry;
use crate::vm::Vm;

/// What `enter_new` did.
pub enum NewCall {
    /// `initialize`'s frame is pushed: the loop continues in it.
    Entered,
    /// The object was made and needs no `initialize` call (the default one, no arguments).
    Done(Value),
    /// The general path must run the call.
    General,
}

impl Vm {
    /// `klass.new(*args)` with `argc` plain arguments at `stack[recv_at + 1..]` through cache
    /// entry `e` of a site in iseq `owner_iseq`.
    #[inline(never)]
    pub fn enter_new(&mut self, e: &CacheEntry, owner_iseq: Value, klass: Value, recv_at: usize, argc: usize) -> NewCall {
        if !object::is_type(klass, ObjType::Class) || self.frames.len() >= self.max_depth {
            return NewCall::General;
        }
        let d = &object::as_class(klass).data;
        if d.is_singleton || d.instance_type != ObjType::Object || self.uninstantiable(klass) {
            return NewCall::General;
        }
        let Some(init) = self.cached_initialize(e, owner_iseq, klass) else { return NewCall::General };
        match init.kind {
            MethodKind::Iseq(body) => {
                let callee = &object::as_iseq(body).data;
                let p = &callee.params;
                let positional = p.rest.is_none() && p.post == 0 && p.block.is_none() && !p.accepts_keywords() && !p.no_kw;
                if !positional || argc < p.lead as usize || argc > (p.lead + p.opt) as usize || !self.frame_fits(recv_at + 1, callee) {
                    return NewCall::General;
                }
                let o = self.new_object(klass);
                self.stack[recv_at] = o;
                let base = recv_at + 1;
                let lc = callee.local_count as usize;
                self.stack[base + argc..base + lc].fill(Value::NIL);
                self.sp = base + lc;
                let cref = if init.cref.is_heap() { init.cref } else { self.top_cref };
                self.push_method_frame(body, o, base, base + lc, None, init, cref);
                let f = self.frames.last_mut().expect("frame");
                f.returns_self = true;
                if p.opt != 0 {
                    f.pc = p.opt_table[argc - p.lead as usize] as usize;
                }
                NewCall::Entered
            }
            // BasicObject#initialize takes no arguments and does nothing.
            MethodKind::Builtin { .. } if argc == 0 && init.owner == self.core.basic_object => {
                let o = self.new_object(klass);
                NewCall::Done(o)
            }
            _ => NewCall::General,
        }
    }

    /// Classes whose `new` raises (Integer, Float, Symbol, nil, true, false).
    fn uninstantiable(&self, klass: Value) -> bool {
        let c = &self.core;
        [c.integer, c.float, c.symbol, c.nil, c.true_, c.false_].contains(&klass)
    }

    /// The `initialize` of instances of `klass`, through the entry's constructor cache.
    fn cached_initialize(&mut self, e: &CacheEntry, owner_iseq: Value, klass: Value) -> Option<Rc<MethodEntry>> {
        let serial = self.name_serial(sym::INITIALIZE);
        if e.ctor_class.get() == klass && e.ctor_serial.get() == serial {
            return e.ctor.borrow().clone();
        }
        let found = self.find_method(klass, sym::INITIALIZE);
        let serial = self.ensure_name_serial(sym::INITIALIZE);
        e.ctor_class.set(klass);
        e.ctor_serial.set(serial);
        *e.ctor.borrow_mut() = found.clone();
        // The entry lives in the iseq: a store into it.
        object::remember(owner_iseq);
        found
    }
}
