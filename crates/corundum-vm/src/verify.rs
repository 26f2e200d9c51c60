//! Checks the compiler's output once, when an iseq is built, so the interpreter's hot loop can
//! read code and the operand stack without bounds checks (see `vm::regs`).
//!
//! What `check` guarantees for every iseq it accepts (it panics otherwise: a compiler bug becomes
//! a reported internal error, never undefined behaviour; `try_check`, for loaded binaries, says
//! what is wrong instead):
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

/// Panics unless `code` satisfies the invariants in the module comment (a compiler bug); returns
/// the iseq's operand-stack bound (`stack_bound`).
pub fn check(code: &[u64], catch_table: &[CatchEntry], entry_points: &[u32], local_count: usize) -> u32 {
    try_check(code, catch_table, entry_points, local_count).unwrap_or_else(|m| panic!("compiler bug: {m}"))
}

/// `check` for code that may come from anywhere (a loaded binary): what is wrong, as an error.
pub fn try_check(code: &[u64], catch_table: &[CatchEntry], entry_points: &[u32], local_count: usize) -> Result<u32, String> {
    let mut starts = vec![false; code.len() + 1];
    let mut pc = 0;
    let mut last = None;
    while pc < code.len() {
        if code[pc] >= INSNS.len() as u64 {
            return Err(format!("bad opcode word at {pc}"));
        }
        let op = Opcode::from_word(code[pc]);
        if pc + op.len() > code.len() {
            return Err(format!("truncated {} at {pc}", op.info().name));
        }
        starts[pc] = true;
        last = Some(op);
        pc += op.len();
    }
    if !matches!(last.map(Opcode::plain_form), Some(Opcode::Leave | Opcode::Jump | Opcode::ThrowBreak | Opcode::ThrowReturn | Opcode::Reraise)) {
        return Err("code may run past its end".into());
    }
    let is_start = |t: u64| (t as usize) < code.len() && starts[t as usize];
    let mut pc = 0;
    while pc < code.len() {
        let op = Opcode::from_word(code[pc]);
        for (i, k) in op.info().operands.iter().enumerate() {
            if *k == OperandKind::Label && !is_start(code[pc + 1 + i]) {
                return Err(format!("bad jump target at {pc}"));
            }
        }
        if matches!(op, Opcode::GetLocal | Opcode::SetLocal | Opcode::CheckKeyword) && code[pc + 1] >= local_count as u64 {
            return Err(format!("bad local index at {pc}"));
        }
        if op == Opcode::GetLocal2 && (code[pc + 1] >= local_count as u64 || code[pc + 2] >= local_count as u64) {
            return Err(format!("bad local index at {pc}"));
        }
        pc += op.len();
    }
    let bound = stack_bound(code, catch_table.len());
    for e in catch_table {
        if !(is_start(e.handler as u64) && e.sp < bound && e.handler <= e.handler_end && e.handler_end as usize <= code.len()) {
            return Err("bad catch entry".into());
        }
    }
    for &t in entry_points {
        if !is_start(t as u64) {
            return Err("bad entry point".into());
        }
    }
    Ok(bound)
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
