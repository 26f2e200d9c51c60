//! What a loaded iseq must satisfy beyond `verify::try_check` before it may run: the properties
//! the compiler guarantees by construction and the interpreter relies on without checking.
//!
//! - Operand-stack depths (`stack_depths`): every instruction is reached with one depth on
//!   every path (entry points start at 0, a rescue handler at its entry's depth plus the
//!   exception, an ensure handler at its entry's depth), no instruction pops more than is
//!   there, the deepest point is within the frame's bound (`verify::stack_bound`), a
//!   `throw_jump` only cuts the stack, and a protected range never runs shallower than its
//!   handler's depth. The interpreter reads and writes the stack unchecked inside that bound,
//!   and the collector marks everything below the stack pointer, so a stale slot must never
//!   be exposed.
//! - Parameters, catch entries and call sites name only slots and counts that exist.
//! - Environment levels: a block's `getlocal_env`/`setlocal_env` and its `$~` slot name a local of
//!   an enclosing scope that exists (the env chain at run time mirrors the iseq tree).

use crate::insn::{Opcode, INSNS};
use crate::iseq::{call_flags, CallInfo, CatchEntry, CatchKind, Params};

/// Every call flag the compiler sets.
const KNOWN_CALL_FLAGS: u32 = call_flags::SPLAT
    | call_flags::BLOCKARG
    | call_flags::FCALL
    | call_flags::VCALL
    | call_flags::KW_HASH
    | call_flags::ZSUPER
    | call_flags::SAFE_NAV
    | call_flags::ATTR_SET
    | call_flags::KW_ARGS;

/// (values popped, values pushed) by the instruction `op` with operands `ops`.
fn effect(op: Opcode, ops: &[u64], call_infos: &[CallInfo]) -> Result<(u64, u64), String> {
    let ci = |i: u64| call_infos.get(i as usize).ok_or_else(|| "call site out of range".to_string());
    Ok(match op {
        Opcode::Send | Opcode::SendWithoutBlock | Opcode::InvokeSuper => {
            let c = ci(ops[0])?;
            let blockarg = u64::from(c.flags & call_flags::BLOCKARG != 0);
            (u64::from(c.argc) + 1 + blockarg, 1)
        }
        Opcode::InvokeBlock => (u64::from(ci(ops[0])?.argc), 1),
        Opcode::DupN => (ops[0], ops[0].saturating_mul(2)),
        Opcode::AdjustStack => (ops[0], 0),
        Opcode::NewArray | Opcode::NewHash | Opcode::ConcatStrings => (ops[0], 1),
        Opcode::ExpandArray => {
            if ops[1] > 1 {
                return Err("expandarray splat flag out of range".into());
            }
            (1, ops[0].saturating_add(ops[1]).saturating_add(ops[2]))
        }
        _ => {
            let info = &INSNS[op as usize];
            if info.pops < 0 || info.pushes < 0 {
                return Err(format!("{} has no fixed stack effect", info.name));
            }
            (info.pops as u64, info.pushes as u64)
        }
    })
}

/// Checks the operand-stack depths of `code` (see the module comment) against `bound`.
pub fn stack_depths(code: &[u64], catch_table: &[CatchEntry], entry_points: &[u32], call_infos: &[CallInfo], bound: u32) -> Result<(), String> {
    let bound = u64::from(bound);
    let mut depth: Vec<Option<u64>> = vec![None; code.len()];
    let mut work: Vec<usize> = Vec::new();
    let reach = |depth: &mut Vec<Option<u64>>, work: &mut Vec<usize>, pc: usize, d: u64| -> Result<(), String> {
        match depth.get(pc).copied() {
            None => Err(format!("jump to {pc} past the end")),
            Some(None) => {
                depth[pc] = Some(d);
                work.push(pc);
                Ok(())
            }
            Some(Some(old)) if old == d => Ok(()),
            Some(Some(old)) => Err(format!("stack depth at {pc} is both {old} and {d}")),
        }
    };
    reach(&mut depth, &mut work, 0, 0)?;
    for &t in entry_points {
        reach(&mut depth, &mut work, t as usize, 0)?;
    }
    for e in catch_table {
        let d = u64::from(e.sp) + u64::from(e.kind == CatchKind::Rescue);
        reach(&mut depth, &mut work, e.handler as usize, d)?;
    }
    while let Some(pc) = work.pop() {
        let d = depth[pc].expect("queued with a depth");
        // The code is the finished one: back edges hold their labels relative to themselves.
        let marked = Opcode::from_word(code[pc]);
        let op = marked.plain_form();
        let ops = &code[pc + 1..pc + op.len()];
        let (pops, pushes) = effect(op, ops, call_infos)?;
        if pops > d {
            return Err(format!("{} at {pc} pops {pops} of {d} values", op.info().name));
        }
        // Saturating: `expandarray`'s and `dupn`'s counts come from the input.
        let after = (d - pops).saturating_add(pushes);
        // Handlers that push before they pop reach one above what they leave.
        if d.max(after).saturating_add(1) > bound {
            return Err(format!("stack depth at {pc} exceeds the bound {bound}"));
        }
        let next = pc + op.len();
        match op {
            // `end_ensure` always goes on with the unwind its handler parked (`vm::insns`).
            Opcode::Leave | Opcode::ThrowBreak | Opcode::ThrowReturn | Opcode::Reraise | Opcode::EndEnsure => {}
            Opcode::Jump => reach(&mut depth, &mut work, marked.branch_target(pc, ops[0]), after)?,
            Opcode::BranchIf | Opcode::BranchUnless | Opcode::BranchNil => {
                reach(&mut depth, &mut work, marked.branch_target(pc, ops[0]), after)?;
                reach(&mut depth, &mut work, next, after)?;
            }
            Opcode::CheckKeyword => {
                reach(&mut depth, &mut work, ops[1] as usize, after)?;
                reach(&mut depth, &mut work, next, after)?;
            }
            Opcode::ThrowJump => {
                let keep = u64::from(ops[2] != 0);
                if ops[1] > after {
                    return Err(format!("throw_jump at {pc} deepens the stack"));
                }
                reach(&mut depth, &mut work, ops[0] as usize, ops[1] + keep)?;
            }
            _ => reach(&mut depth, &mut work, next, after)?,
        }
    }
    for e in catch_table {
        if e.start > e.end || e.end as usize > code.len() {
            return Err("catch entry range out of the code".into());
        }
        for d in depth[e.start as usize..e.end as usize].iter().flatten() {
            if *d < u64::from(e.sp) {
                return Err("code protected by a handler runs below the handler's depth".into());
            }
        }
    }
    Ok(())
}

/// Parameters, catch entries and call sites against the iseq's `local_count` (see the module
/// comment).
pub fn slots(params: &Params, catch_table: &[CatchEntry], call_infos: &[CallInfo], local_count: u32) -> Result<(), String> {
    let n = u64::from(local_count);
    let within = |v: u64, what: &str| if v <= n { Ok(()) } else { Err(format!("{what} past the locals")) };
    within(u64::from(params.lead) + u64::from(params.opt), "positional parameters")?;
    if params.opt > 0 && params.opt_table.len() != params.opt as usize + 1 {
        return Err("optional-parameter table of the wrong length".into());
    }
    for (slot, what) in [(params.rest, "rest parameter"), (params.kwrest, "keyword rest parameter"), (params.block, "block parameter")] {
        if let Some(s) = slot {
            within(u64::from(s) + 1, what)?;
        }
    }
    within(u64::from(params.post_start) + u64::from(params.post), "post parameters")?;
    within(u64::from(params.kw_start) + params.kw_names.len() as u64, "keyword parameters")?;
    if params.kw_required.len() != params.kw_names.len() {
        return Err("keyword table of the wrong length".into());
    }
    for e in catch_table {
        if e.kind == CatchKind::Rescue {
            within(u64::from(e.slot) + 1, "rescue slot")?;
        }
    }
    for c in call_infos {
        if c.flags & !KNOWN_CALL_FLAGS != 0 {
            return Err("unknown call flags".into());
        }
        let kw = c.flags & call_flags::KW_ARGS != 0;
        if (!kw && !c.kw_names.is_empty()) || c.kw_names.len() > c.argc as usize {
            return Err("keyword names do not match the call's arguments".into());
        }
        if c.argc > 1 << 16 {
            return Err("too many call arguments".into());
        }
    }
    Ok(())
}
