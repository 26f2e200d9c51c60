//! Where builtins find `$~`, and the `backref` instruction (`$1`, `$&`, `` $` ``, `$'`, `$+`,
//! named captures assigned to locals, and the type check of `$~ = value`).
//!
//! `$~` is frame-local as in CRuby: it is a hidden local of the method-level frame (top, method,
//! class body), which the compiler makes only when some code of that frame or of a block (or
//! lambda) inside it can read the match (`compiler::regexp`). Blocks share their home frame's.
//!
//! Invariants:
//! - A builtin that matches records its MatchData in the nearest Ruby frame below it (skipping
//!   builtin frames), or in that frame's home when it is a block; when that frame's iseq has no
//!   `$~` slot nothing can read the value and nothing is stored, so matching costs nothing extra
//!   in code that never looks at `$~`.
//! - The slot is a local on the VM stack (an open env reads the same slot), so storing there
//!   needs no write barrier; a block reaching it through its env chain (a `define_method` body,
//!   a proc called after its method returned) stores through the env with the barrier.

use crate::compiler::backref_kind;
use crate::core::regexp::{is_match, md_of, name_groups, re_of};
use crate::core::string;
use crate::iseq::NO_SVAR;
use crate::object;
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::frame::FrameKind;
use crate::vm::{Vm, VmResult};

/// Where the `$~` the caller of the running builtin sees is stored.
enum Slot {
    /// A local of a live method-level frame (its env, if any, reads the same stack slot).
    Stack(usize),
    /// Value `idx` of an env (a block reaching its method's slot through its env chain).
    Env(Value, usize),
}

fn svar_slot(vm: &Vm) -> Option<Slot> {
    let frames = &vm.frames;
    let mut fi = frames.len();
    loop {
        if fi == 0 {
            return None;
        }
        fi -= 1;
        if frames[fi].kind != FrameKind::Cfunc {
            break;
        }
    }
    let f = &frames[fi];
    if !f.iseq.is_heap() {
        return None;
    }
    let d = &object::as_iseq(f.iseq).data;
    if d.svar != NO_SVAR {
        return Some(if d.svar_level == 0 {
            Slot::Stack(f.base + d.svar as usize)
        } else {
            Slot::Env(vm.local_env(fi, d.svar_level as usize), d.svar as usize)
        });
    }
    if f.kind != FrameKind::Block {
        return None;
    }
    // A block that never names `$~` shares its home frame's, which is below it while the
    // method runs (a block whose method has returned has none).
    let id = f.home;
    let home = (0..fi).rev().find(|&j| frames[j].id == id)?;
    let h = &frames[home];
    let d = &object::as_iseq(h.iseq).data;
    (d.svar != NO_SVAR && d.svar_level == 0).then_some(Slot::Stack(h.base + d.svar as usize))
}

/// Whether the caller of the running builtin has a `$~` slot (some code can read the match).
pub fn wants_last_match(vm: &Vm) -> bool {
    svar_slot(vm).is_some()
}

/// Records `m` (a MatchData or nil) as the caller's `$~`.
pub fn set_last_match(vm: &mut Vm, m: Value) {
    match svar_slot(vm) {
        Some(Slot::Stack(i)) => vm.stack[i] = m,
        Some(Slot::Env(e, i)) => {
            object::as_env_mut_nowb(e).vals_mut()[i] = m;
            object::write_barrier(e, m);
        }
        None => {}
    }
}

/// The caller's `$~`.
pub fn last_match(vm: &Vm) -> Value {
    match svar_slot(vm) {
        Some(Slot::Stack(i)) => vm.stack[i],
        Some(Slot::Env(e, i)) => object::as_env(e).vals()[i],
        None => Value::NIL,
    }
}

/// The match variables read by name (`$~`, `$&`, `` $` ``, `$'`, `$+`, `$1`...): how
/// `gvar_get` answers a global alias of one of them (English's `$MATCH`); None for other names.
/// The compiler gives a frame that reads a user-named global a `$~` slot, so the alias sees
/// the same match as `$~` in that frame.
pub fn read_match_global(vm: &mut Vm, name: SymbolId) -> Option<Value> {
    let n = name.name();
    let kind = match n.as_ref() {
        "$~" => return Some(last_match(vm)),
        "$&" => backref_kind::LAST_MATCH,
        "$`" => backref_kind::PRE_MATCH,
        "$'" => backref_kind::POST_MATCH,
        "$+" => backref_kind::LAST_PAREN,
        s => {
            let digits = s.strip_prefix('$')?;
            if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) || digits.starts_with('0') {
                return None;
            }
            let k: u64 = digits.parse().ok()?;
            let m = last_match(vm);
            return Some(backref(vm, m, backref_kind::NTH, k).unwrap_or(Value::NIL));
        }
    };
    let m = last_match(vm);
    Some(backref(vm, m, kind, 0).unwrap_or(Value::NIL))
}

/// Assignment through a global alias (`written`, the name the program used) of a match
/// variable (`name`): `$~` takes a MatchData or nil, the others are read-only (CRuby's
/// NameError naming the alias). Ok(false) for other names.
pub fn write_match_global(vm: &mut Vm, name: SymbolId, written: SymbolId, v: Value) -> VmResult<bool> {
    let n = name.name();
    let read_only = match n.as_ref() {
        "$~" => {
            let v = backref(vm, v, backref_kind::CHECK_ASSIGN, 0)?;
            set_last_match(vm, v);
            return Ok(true);
        }
        "$&" | "$`" | "$'" | "$+" => true,
        s => s.len() > 1 && s[1..].bytes().all(|c| c.is_ascii_digit()) && !s[1..].starts_with('0'),
    };
    if read_only {
        return Err(vm.name_error(&format!("{} is a read-only variable", written.name()), written, Value::NIL));
    }
    Ok(false)
}

/// Regexp::TimeoutError, raised when a search exceeds the engine's limits.
pub fn timeout_error_class(vm: &mut Vm) -> Value {
    let re = vm.core.regexp;
    vm.const_get_from(re, crate::symbol::intern("TimeoutError")).unwrap_or(vm.core.regexp_error)
}

/// The `backref` instruction: what `kind` names of match `m` (nil when `m` is nil).
pub fn backref(vm: &mut Vm, m: Value, kind: u64, n: u64) -> VmResult {
    if kind == backref_kind::CHECK_ASSIGN {
        if m.is_nil() || is_match(m) {
            return Ok(m);
        }
        let c = vm.conversion_name(m);
        return Err(vm.type_error(&format!("wrong argument type {c} (expected MatchData)")));
    }
    if !is_match(m) {
        return Ok(Value::NIL);
    }
    let md = md_of(m);
    let s = md.string;
    let b = string::bytes(s);
    let range = match kind {
        backref_kind::LAST_MATCH => md.region.pos(0),
        backref_kind::PRE_MATCH => md.region.pos(0).map(|(st, _)| (0, st)),
        backref_kind::POST_MATCH => md.region.pos(0).map(|(_, e)| (e, b.len())),
        backref_kind::LAST_PAREN => (1..md.region.len()).rev().find_map(|i| md.region.pos(i)),
        backref_kind::NTH => {
            let i = n as usize;
            if i < md.region.len() {
                md.region.pos(i)
            } else {
                None
            }
        }
        _ => None,
    };
    Ok(match range {
        Some((st, e)) => string::new_part(vm, s, crate::core::regexp::part(b, st, e)),
        None => Value::NIL,
    })
}

/// `backref_named`: the group named `name` of MatchData `m` (the last of that name that took
/// part, as CRuby answers), nil when `m` is not a MatchData or the group did not take part.
pub fn backref_named(vm: &mut Vm, m: Value, name: SymbolId) -> Value {
    if !is_match(m) {
        return Value::NIL;
    }
    let md = md_of(m);
    let s = md.string;
    let groups = name_groups(re_of(md.regexp), name.bytes());
    match groups.iter().rev().find_map(|&g| md.region.pos(g as usize)) {
        Some((st, e)) => string::new_part(vm, s, crate::core::regexp::part(string::bytes(s), st, e)),
        None => Value::NIL,
    }
}
