//! StringScanner's pointer and string: `pos`/`pointer` and their setters, `charpos`, `reset`,
//! `terminate`, `unscan`, `eos?`, `rest?`, `rest`, `rest_size`, `beginning_of_line?`/`bol?`,
//! `string`, `string=`, `concat`/`<<`.
//!
//! Invariant: `pos=` is the only way to set the pointer from outside and keeps it within the
//! string; the string may still shrink under it afterwards, which every reader here tolerates.

use super::{extract_range, scan_error, scanner};
use corundum_vm::api::{define_methods, Args, CoreClass, Encoding, Result, Ruby, Value};

fn ss_pos(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    Ok(Value::fixnum(d.get(rb).curr as i64))
}

/// `pos = n`: a negative `n` counts from the end; RangeError outside the string.
fn ss_set_pos(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let mut i = rb.expect_int(args.get(0))?;
    let len = d.get(rb).len(rb) as i64;
    if i < 0 {
        i += len;
    }
    if i < 0 || i > len {
        return Err(rb.raise_core(CoreClass::RangeError, "index out of range"));
    }
    d.get_mut(rb).curr = i as usize;
    Ok(Value::fixnum(i))
}

/// `charpos`: the pointer counted in characters (an invalid byte, or a character cut by the
/// pointer, counts as one; bytes past a shortened string count one each).
fn ss_charpos(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let p = d.get(rb);
    let b = rb.str_bytes(p.str);
    let upto = p.curr.min(b.len());
    let past = p.curr - upto;
    let enc = rb.str_encoding(p.str);
    if rb.str_is_7bit(p.str) && enc.is_ascii_compatible() || enc == Encoding::BINARY {
        return Ok(Value::fixnum(p.curr as i64));
    }
    let (mut i, mut n) = (0, 0usize);
    while i < upto {
        i += enc.char_len(&b[i..upto]).max(1);
        n += 1;
    }
    Ok(Value::fixnum((n + past) as i64))
}

fn ss_reset(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let p = d.get_mut(rb);
    p.curr = 0;
    p.clear_match();
    Ok(recv)
}

fn ss_terminate(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let len = d.get(rb).len(rb);
    let p = d.get_mut(rb);
    p.curr = len;
    p.clear_match();
    Ok(recv)
}

/// `unscan`: back to where the last match started; StringScanner::Error without one.
fn ss_unscan(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    if !d.get(rb).matched {
        return Err(scan_error(rb, "unscan failed: previous match record not exist"));
    }
    let p = d.get_mut(rb);
    p.curr = p.prev;
    p.clear_match();
    Ok(recv)
}

fn ss_eos_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    Ok(Value::bool(d.get(rb).eos(rb)))
}

fn ss_rest_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    Ok(Value::bool(!d.get(rb).eos(rb)))
}

fn ss_rest(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let p = d.get(rb);
    let (s, curr, len) = (p.str, p.curr, p.len(rb));
    if curr >= len {
        return Ok(rb.str_substr(s, 0, 0));
    }
    Ok(extract_range(rb, s, curr, len))
}

fn ss_rest_size(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    Ok(Value::fixnum(d.get(rb).rest_len(rb) as i64))
}

/// `beginning_of_line?`: at the start or after a newline; nil past a shortened string's end.
fn ss_bol_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let p = d.get(rb);
    let b = rb.str_bytes(p.str);
    if p.curr > b.len() {
        return Ok(Value::NIL);
    }
    Ok(Value::bool(p.curr == 0 || b[p.curr - 1] == b'\n'))
}

fn ss_string(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    Ok(d.get(rb).str)
}

/// `string = str`: scans `str` (itself, not a copy) from the start.
fn ss_set_string(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let s = rb.expect_string(args.get(0))?;
    let p = d.get_mut(rb);
    p.str = s;
    p.curr = 0;
    p.clear_match();
    Ok(s)
}

/// `concat(str)`/`<<`: appends to the scanned String itself.
fn ss_concat(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let s = rb.expect_string(args.get(0))?;
    let target = d.get(rb).str;
    rb.str_append(target, s)?;
    Ok(recv)
}

pub(super) fn init(rb: &mut Ruby, k: Value) {
    define_methods!(rb, k, [
        ("pos", 0, ss_pos),
        ("pointer", 0, ss_pos),
        ("pos=", 1, ss_set_pos),
        ("pointer=", 1, ss_set_pos),
        ("charpos", 0, ss_charpos),
        ("reset", 0, ss_reset),
        ("terminate", 0, ss_terminate),
        ("unscan", 0, ss_unscan),
        ("eos?", 0, ss_eos_p),
        ("rest?", 0, ss_rest_p),
        ("rest", 0, ss_rest),
        ("rest_size", 0, ss_rest_size),
        ("beginning_of_line?", 0, ss_bol_p),
        ("bol?", 0, ss_bol_p),
        ("string", 0, ss_string),
        ("string=", 1, ss_set_string),
        ("concat", 1, ss_concat),
        ("<<", 1, ss_concat),
    ]);
}
