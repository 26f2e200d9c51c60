//! `StringScanner#inspect`, CRuby's format: `#<StringScanner 4/14 "This" @ " is a...">` (up to
//! five bytes on each side of the pointer, `...` where cut), `#<StringScanner fin>` at the end,
//! `#<StringScanner (uninitialized)>` before `initialize`.
//!
//! Invariant: the two excerpts are raw bytes shown as a binary String's `dump` (every byte
//! past ASCII as `\xNN`), as CRuby builds them, so a cut character is shown safely.

use super::Scanner;
use corundum_vm::api::{inspect_bytes, Args, Result, Ruby, Value};

/// Bytes shown on each side of the pointer.
const INSPECT_LENGTH: usize = 5;

fn ss_inspect(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let k = rb.obj_class(recv);
    let name = rb.class_name(k);
    let d = match rb.try_data::<Scanner>(recv) {
        Some(d) if !d.get(rb).str.is_nil() => d,
        _ => return Ok(rb.new_str(&format!("#<{name} (uninitialized)>"))),
    };
    let p = d.get(rb);
    let b = rb.str_bytes(p.str);
    if p.curr >= b.len() {
        return Ok(rb.new_str(&format!("#<{name} fin>")));
    }
    let after = {
        let rest = &b[p.curr..];
        let mut v = rest[..rest.len().min(INSPECT_LENGTH)].to_vec();
        if rest.len() > INSPECT_LENGTH {
            v.extend_from_slice(b"...");
        }
        inspect_bytes(&v, true)
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
        format!("#<{name} {}/{} {} @ {after}>", p.curr, b.len(), inspect_bytes(&v, true))
    };
    Ok(rb.new_str(&text))
}

pub(super) fn init(rb: &mut Ruby, k: Value) {
    rb.define_method(k, "inspect", 0, ss_inspect);
}
