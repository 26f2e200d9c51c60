//! StringScanner's pointer and string: `pos`/`pointer` and their setters, `charpos`, `reset`,
//! `terminate`, `unscan`, `eos?`, `rest?`, `rest`, `rest_size`, `beginning_of_line?`/`bol?`,
//! `string`, `string=`, `concat`/`<<`.
//!
//! Invariant: `pos=` is the only way to set the pointer from outside and keeps it within the
//! string; the string may still shrink under it afterwards, which every reader here tolerates.

use super::{extract_range, payload, scanner, set_string};
use crate::core::encoding::chars;
use crate::core::string;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn ss_pos(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(scanner(vm, recv)?.curr as i64))
}

/// `pos = n`: a negative `n` counts from the end; RangeError outside the string.
fn ss_set_pos(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    scanner(vm, recv)?;
    let mut i = vm.expect_int(args.get(0))?;
    let p = payload(recv);
    let len = p.len() as i64;
    if i < 0 {
        i += len;
    }
    if i < 0 || i > len {
        return Err(vm.make_error(vm.core.range_error, "index out of range"));
    }
    p.curr = i as usize;
    Ok(Value::fixnum(i))
}

/// `charpos`: the pointer counted in characters (an invalid byte, or a character cut by the
/// pointer, counts as one; bytes past a shortened string count one each).
fn ss_charpos(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    let b = p.bytes();
    let upto = p.curr.min(b.len());
    let past = p.curr - upto;
    let id = crate::core::encoding::string_encoding(p.str);
    if string::coderange(p.str) == string::Cr::SevenBit && id.ascii_compatible() || id == crate::core::encoding::EncodingId::BINARY {
        return Ok(Value::fixnum(p.curr as i64));
    }
    let (mut i, mut n) = (0, 0usize);
    while i < upto {
        i += chars::char_len(id, &b[i..upto]).max(1);
        n += 1;
    }
    Ok(Value::fixnum((n + past) as i64))
}

fn ss_reset(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    p.curr = 0;
    p.clear_match();
    Ok(recv)
}

fn ss_terminate(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    p.curr = p.len();
    p.clear_match();
    Ok(recv)
}

/// `unscan`: back to where the last match started; StringScanner::Error without one.
fn ss_unscan(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    if !p.matched {
        let k = vm.core.string_scanner;
        let cls = vm.const_get_from(k, intern("Error"))?;
        return Err(vm.make_error(cls, "unscan failed: previous match record not exist"));
    }
    p.curr = p.prev;
    p.clear_match();
    Ok(recv)
}

fn ss_eos_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(scanner(vm, recv)?.eos()))
}

fn ss_rest_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(!scanner(vm, recv)?.eos()))
}

fn ss_rest(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    if p.eos() {
        return Ok(string::new_part(vm, p.str, &[][..]));
    }
    Ok(extract_range(vm, p, p.curr, p.len()))
}

fn ss_rest_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(scanner(vm, recv)?.rest_len() as i64))
}

/// `beginning_of_line?`: at the start or after a newline; nil past a shortened string's end.
fn ss_bol_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    let b = p.bytes();
    if p.curr > b.len() {
        return Ok(Value::NIL);
    }
    Ok(Value::bool(p.curr == 0 || b[p.curr - 1] == b'\n'))
}

fn ss_string(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(scanner(vm, recv)?.str)
}

/// `string = str`: scans `str` (itself, not a copy) from the start.
fn ss_set_string(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    scanner(vm, recv)?;
    let s = vm.expect_string(args.get(0))?;
    set_string(recv, s);
    let p = payload(recv);
    p.curr = 0;
    p.clear_match();
    Ok(s)
}

/// `concat(str)`/`<<`: appends to the scanned String itself.
fn ss_concat(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    scanner(vm, recv)?;
    let s = vm.expect_string(args.get(0))?;
    let target = payload(recv).str;
    vm.check_frozen(target)?;
    string::append_string(vm, target, s)?;
    Ok(recv)
}

pub(super) fn init(vm: &mut Vm, k: Value) {
    for (name, arity, f) in [
        ("pos", 0, ss_pos as crate::class::BuiltinFn),
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
    ] {
        vm.define_builtin(k, name, arity, f);
    }
}
