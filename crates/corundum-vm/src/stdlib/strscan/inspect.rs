//! `StringScanner#inspect`, CRuby's format: `#<StringScanner 4/14 "This" @ " is a...">` (up to
//! five bytes on each side of the pointer, `...` where cut), `#<StringScanner fin>` at the end,
//! `#<StringScanner (uninitialized)>` before `initialize`.
//!
//! Invariant: the two excerpts are raw bytes shown as a binary String's `dump` (every byte
//! past ASCII as `\xNN`), as CRuby builds them, so a cut character is shown safely.

use super::{is_scanner, payload};
use crate::core::string;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Bytes shown on each side of the pointer.
const INSPECT_LENGTH: usize = 5;

fn ss_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let k = vm.class_of_real(recv);
    let name = vm.module_name(k);
    if !is_scanner(recv) || payload(recv).str.is_nil() {
        return Ok(vm.new_str(&format!("#<{name} (uninitialized)>")));
    }
    let p = payload(recv);
    let b = string::bytes(p.str);
    if p.curr >= b.len() {
        return Ok(vm.new_str(&format!("#<{name} fin>")));
    }
    let after = {
        let rest = &b[p.curr..];
        let mut v = rest[..rest.len().min(INSPECT_LENGTH)].to_vec();
        if rest.len() > INSPECT_LENGTH {
            v.extend_from_slice(b"...");
        }
        string::inspect_bytes(&v, true)
    };
    let text = if p.curr == 0 {
        format!("#<{name} {}/{} @ {after}>", p.curr, b.len())
    } else {
        let before = &b[..p.curr];
        let mut v = Vec::new();
        if before.len() > INSPECT_LENGTH {
            v.extend_from_slice(b"...");
            v.extend_from_slice(&before[before.len() - INSPECT_LENGTH..]);
        } else {
            v.extend_from_slice(before);
        }
        format!("#<{name} {}/{} {} @ {after}>", p.curr, b.len(), string::inspect_bytes(&v, true))
    };
    Ok(vm.new_str(&text))
}

pub(super) fn init(vm: &mut Vm, k: Value) {
    vm.define_builtin(k, "inspect", 0, ss_inspect);
}
