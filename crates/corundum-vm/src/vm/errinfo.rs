//! `$!`: the exception being handled, found from where each frame is.
//!
//! CRuby runs rescue and ensure clauses in frames of their own, and `$!` is the exception of the
//! nearest such frame on the stack. Corundum runs them inline, so the same answer comes from the
//! frames' pcs: walking from the top frame down, the first pc inside a handler's code (a
//! `CatchEntry`'s `handler..handler_end`) gives it, innermost handler first:
//! - a rescue handler: the exception in its hidden local (`CatchEntry::slot`);
//! - an ensure handler entered by an exception: that exception, which is the frame's pending
//!   unwind (an ensure run by `break`/`return`/`throw`, or on the normal path, which is compiled
//!   outside the handler, has none and the walk goes on outward).
//!
//! Invariants:
//! - Nothing is saved or restored when a clause is left, so every way out (the end of the
//!   clause, `retry`, `break`/`next` out of a loop, `return`, `throw`, an exception caught further
//!   out) ends its `$!` by construction.
//! - A suspended frame's pc is the instruction that called out (the interpreter stores it before
//!   every call, see `vm::errors`), so callees of a rescue clause see its exception, as in CRuby.
//! - A frame's pending unwinds are `pending[frame.pending_base .. next frame's pending_base]`;
//!   the innermost active ensure handler of the frame parked the last of them.
//! - `Vm::errinfo` is the answer when no handler is running: nil, except while `at_exit` blocks
//!   and finalizers run after an uncaught exception (CRuby's `ec->errinfo` then).

use crate::iseq::CatchKind;
use crate::object;
use crate::value::Value;
use crate::vm::{Unwind, Vm};

impl Vm {
    /// `$!`: the exception the innermost running rescue or ensure handler handles.
    pub fn current_errinfo(&self) -> Value {
        let frames = &self.frames[..];
        for fi in (0..frames.len()).rev() {
            let f = &frames[fi];
            if !f.iseq.is_heap() {
                continue;
            }
            let table = &object::as_iseq(f.iseq).data.catch_table;
            if table.is_empty() {
                continue;
            }
            let pc = f.pc as u32;
            let top = frames.get(fi + 1).map_or(self.pending.len(), |next| next.pending_base);
            let mut parked = self.pending.get(f.pending_base..top).unwrap_or(&[]).iter().rev();
            for e in table.iter().filter(|e| e.handler <= pc && pc < e.handler_end) {
                match e.kind {
                    CatchKind::Rescue => return self.stack[f.base + e.slot as usize],
                    CatchKind::Ensure => {
                        if let Some(Unwind::Raise(exc)) = parked.next() {
                            return *exc;
                        }
                    }
                }
            }
        }
        self.errinfo
    }
}
