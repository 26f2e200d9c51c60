//! Checks the compiler's output once, when an iseq is built, so the interpreter's hot loop can
//! read code and the operand stack without bounds checks (see `vm::regs`).
//!
//! What `check` guarantees for every iseq it accepts (it panics otherwise: a compiler bug becomes
//! a reported internal error, never undefined behaviour):
//! - every opcode word is a valid `Opcode` and every instruction's operands lie inside the code;
//! - the last instruction never falls through (`leave`, `jump`, `throw_*`, `reraise`), so the
//!   pc after any instruction that does fall through is the start of another instruction;
//! - every `Label` operand, catch-table handler and optional-parameter entry point is the start of
//!   an instruction;
//! - every `getlocal`/`setlocal`/`getlocal2`/`checkkeyword` index is below the iseq's local
//!   count, and every catch entry's
//!   stack depth is within the returned bound.
//!
//! `stack_bound` gives an upper bound on the operand-stack depth the iseq reaches: the sum of
//! the values every instruction can push (each instruction at most once, since the compiler keeps
//! one stack depth per code offset, so the deepest point is reached along a path without repeats),
//! plus one per catch entry (a rescue handler starts with the exception pushed).

use crate::insn::{Opcode, OperandKind, INSNS};
use crate::iseq::CatchEntry;

/// Extra slots past the bound, for the few instructions whose handlers push a value before
/// popping their operands.
const SLACK: u64 = 4;

/// Panics unless `code` satisfies the invariants in the module comment; returns the iseq's
/// operand-stack bound (`stack_bound`).
pub fn check(code: &[u64], catch_table: &[CatchEntry], entry_points: &[u32], local_count: usize) -> u32 {
    let mut starts = vec![false; code.len() + 1];
    let mut pc = 0;
    let mut last = None;
    while pc < code.len() {
        assert!((code[pc] as usize) < INSNS.len(), "compiler bug: bad opcode word at {pc}");
        let op = Opcode::from_word(code[pc]);
        assert!(pc + op.len() <= code.len(), "compiler bug: truncated {} at {pc}", op.info().name);
        starts[pc] = true;
        last = Some(op);
        pc += op.len();
    }
    assert!(
        matches!(last, Some(Opcode::Leave | Opcode::Jump | Opcode::ThrowBreak | Opcode::ThrowReturn | Opcode::Reraise)),
        "compiler bug: code may run past its end"
    );
    let is_start = |t: u64| (t as usize) < code.len() && starts[t as usize];
    let mut pc = 0;
    while pc < code.len() {
        let op = Opcode::from_word(code[pc]);
        for (i, k) in op.info().operands.iter().enumerate() {
            if *k == OperandKind::Label {
                assert!(is_start(code[pc + 1 + i]), "compiler bug: bad jump target at {pc}");
            }
        }
        if matches!(op, Opcode::GetLocal | Opcode::SetLocal | Opcode::CheckKeyword) {
            assert!((code[pc + 1] as usize) < local_count, "compiler bug: bad local index at {pc}");
        }
        if op == Opcode::GetLocal2 {
            assert!((code[pc + 1] as usize) < local_count && (code[pc + 2] as usize) < local_count, "compiler bug: bad local index at {pc}");
        }
        pc += op.len();
    }
    let bound = stack_bound(code, catch_table.len());
    for e in catch_table {
        assert!(
            is_start(e.handler as u64) && e.sp < bound && e.handler <= e.handler_end && e.handler_end as usize <= code.len(),
            "compiler bug: bad catch entry"
        );
    }
    for &t in entry_points {
        assert!(is_start(t as u64), "compiler bug: bad entry point");
    }
    bound
}

/// Upper bound on the operand-stack depth of `code` (see the module comment).
pub fn stack_bound(code: &[u64], catch_entries: usize) -> u32 {
    let mut total: u64 = SLACK + catch_entries as u64;
    let mut pc = 0;
    while pc < code.len() {
        let op = Opcode::from_word(code[pc]);
        let pushes = match op {
            Opcode::DupN => code[pc + 1],
            Opcode::ExpandArray => code[pc + 1].saturating_add(code[pc + 3]).saturating_add(1),
            _ => op.info().pushes.max(1) as u64,
        };
        total = total.saturating_add(pushes);
        pc += op.len();
    }
    total.min(u32::MAX as u64) as u32
}
