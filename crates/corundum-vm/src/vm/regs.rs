//! The instruction loop's unchecked access to the VM stack and to code: the only `unsafe` the
//! loop uses, in these three helpers. Only `vm::interp` uses them.
//!
//! Soundness rests on invariants established outside the loop (and asserted in debug builds):
//! - Code: `verify::check` accepted every iseq when it was built, so an instruction's opcode
//!   word and operand words (`pc + 1 + i` for its operands) are inside its code, and every pc
//!   the loop reaches (fall-through, jump target, handler, entry point) starts an instruction.
//! - Stack: a frame is pushed only when `base + local_count + max_stack <= stack.len()`
//!   (`Vm::frame_fits`, checked by every frame push), and while it runs its operand stack stays
//!   within `max_stack` slots above `sp_base` (the compiler keeps one stack depth per code
//!   offset; `verify::stack_bound` bounds it). So every slot the loop touches — locals
//!   `[base, base + local_count)` and operands `[sp_base, sp_base + max_stack)` — is inside
//!   the stack. The loop debug-asserts the operand depth before every instruction.
//! - The stack is allocated once and never reallocated (`vm` module invariants), and a `Slots`
//!   is re-derived from `vm.stack` after every call that may touch the stack through `&mut Vm`.

use crate::value::Value;

/// A raw view of the VM stack.
#[derive(Clone, Copy)]
pub(super) struct Slots {
    ptr: *mut Value,
    #[cfg(debug_assertions)]
    len: usize,
}

impl Slots {
    #[inline(always)]
    pub(super) fn of(stack: &mut [Value]) -> Slots {
        Slots {
            ptr: stack.as_mut_ptr(),
            #[cfg(debug_assertions)]
            len: stack.len(),
        }
    }

    #[inline(always)]
    pub(super) fn get(self, i: usize) -> Value {
        #[cfg(debug_assertions)]
        assert!(i < self.len);
        // SAFETY: `i` is a slot of the running frame, inside the stack (module invariants).
        unsafe { *self.ptr.add(i) }
    }

    #[inline(always)]
    pub(super) fn set(self, i: usize, v: Value) {
        #[cfg(debug_assertions)]
        assert!(i < self.len);
        // SAFETY: as for `get`.
        unsafe { *self.ptr.add(i) = v }
    }
}

/// Code word `i` of a verified iseq.
#[inline(always)]
pub(super) fn word(code: &[u64], i: usize) -> u64 {
    debug_assert!(i < code.len());
    // SAFETY: `i` is the opcode or an operand word of an instruction of verified code (module
    // invariants).
    unsafe { *code.get_unchecked(i) }
}
