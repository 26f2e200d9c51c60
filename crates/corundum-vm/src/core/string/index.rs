//! Character and byte indexing: `[]`/`slice`, `[]=`, `slice!`, `byteslice`, `getbyte`,
//! `setbyte`, `insert`, `chr`, `ord`.
//!
//! Invariants:
//! - Character indexes become byte ranges on character boundaries (`select`); negative indexes
//!   count from the end; binary strings index bytes.
//! - Every argument conversion (which may call Ruby) happens before the receiver's bytes are
//!   borrowed for the edit.

use super::search::find;
use super::{byte_offset, bytes, char_len, codepoint, count_chars, cw, int_arg, is_bin, modify, new_like, str_arg};
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Resolves `str[args]` to a byte range (None: nil result).
pub(super) enum Sel {
    Range(usize, usize),
    None,
}

pub(super) fn select(vm: &mut Vm, recv: Value, a: &[Value]) -> VmResult<Sel> {
    let bin = is_bin(recv);
    if a.len() == 2 {
        let start = int_arg(vm, a[0])?;
        let len = int_arg(vm, a[1])?;
        let b = bytes(recv);
        let n = count_chars(b, bin) as i64;
        let s = if start < 0 { start + n } else { start };
        if s < 0 || s > n || len < 0 {
            return Ok(Sel::None);
        }
        let e = (s + len).min(n);
        let bs = byte_offset(b, bin, s as usize).unwrap_or(b.len());
        let be = if b.is_ascii() || bin { e as usize } else { bs + byte_offset(&b[bs..], bin, (e - s) as usize).unwrap_or(b.len() - bs) };
        return Ok(Sel::Range(bs, be));
    }
    let i = a[0];
    if i.is_fixnum() {
        let b = bytes(recv);
        let idx = i.as_fixnum();
        if bin || b.is_ascii() {
            let n = b.len() as i64;
            let k = if idx < 0 { idx + n } else { idx };
            if k < 0 || k >= n {
                return Ok(Sel::None);
            }
            return Ok(Sel::Range(k as usize, k as usize + 1));
        }
        let k = if idx < 0 { idx + count_chars(b, bin) as i64 } else { idx };
        if k < 0 {
            return Ok(Sel::None);
        }
        return Ok(match byte_offset(b, bin, k as usize) {
            Some(o) if o < b.len() => Sel::Range(o, o + cw(b, bin, o)),
            _ => Sel::None,
        });
    }
    if obj::is_type(i, ObjType::String) {
        let b = bytes(recv);
        return Ok(match find(b, bytes(i), 0) {
            Some(p) => Sel::Range(p, p + bytes(i).len()),
            None => Sel::None,
        });
    }
    if obj::is_type(i, ObjType::Range) {
        let b = bytes(recv);
        let n = count_chars(b, bin);
        return Ok(match crate::core::range::range_bounds(vm, i, n)? {
            Some((s, l)) => {
                let b = bytes(recv);
                let bs = byte_offset(b, bin, s).unwrap_or(b.len());
                let be = byte_offset(b, bin, s + l).unwrap_or(b.len());
                Sel::Range(bs, be)
            }
            None => Sel::None,
        });
    }
    if vm.is_float(i) {
        let n = int_arg(vm, i)?;
        return select(vm, recv, &[Value::fixnum(n)]);
    }
    let n = int_arg(vm, i)?;
    select(vm, recv, &[Value::fixnum(n)])
}

pub(super) fn s_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    if a.is_empty() || a.len() > 2 {
        return Err(vm.arg_count_error(a.len(), 1, 2));
    }
    // Fast path: ASCII string, small int index.
    if a.len() == 1 && a[0].is_fixnum() {
        let b = bytes(recv);
        if b.is_ascii() {
            let n = b.len() as i64;
            let idx = a[0].as_fixnum();
            let k = if idx < 0 { idx + n } else { idx };
            if k < 0 || k >= n {
                return Ok(Value::NIL);
            }
            let c = vec![b[k as usize]];
            return Ok(new_like(vm, recv, c));
        }
    }
    match select(vm, recv, a)? {
        Sel::Range(s, e) => {
            if a.len() == 1 && obj::is_type(a[0], ObjType::String) {
                let b = bytes(a[0]).clone();
                return Ok(new_like(vm, recv, b));
            }
            let b = bytes(recv)[s..e].to_vec();
            Ok(new_like(vm, recv, b))
        }
        Sel::None => Ok(Value::NIL),
    }
}

pub(super) fn s_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    if a.len() < 2 || a.len() > 3 {
        return Err(vm.arg_count_error(a.len(), 2, 3));
    }
    modify(vm, recv)?;
    let val = *a.last().unwrap();
    let val = str_arg(vm, val)?;
    let idx = &a[..a.len() - 1];
    let bin = is_bin(recv);
    let (s, e) = if idx.len() == 2 {
        let start = int_arg(vm, idx[0])?;
        let len = int_arg(vm, idx[1])?;
        let b = bytes(recv);
        let n = count_chars(b, bin) as i64;
        if len < 0 {
            return Err(vm.make_error(vm.core.index_error, &format!("negative length {len}")));
        }
        let st = if start < 0 { start + n } else { start };
        if st < 0 || st > n {
            return Err(vm.make_error(vm.core.index_error, &format!("index {start} out of string")));
        }
        let en = (st + len).min(n);
        (byte_offset(b, bin, st as usize).unwrap(), byte_offset(b, bin, en as usize).unwrap())
    } else if obj::is_type(idx[0], ObjType::String) {
        let b = bytes(recv);
        match find(b, bytes(idx[0]), 0) {
            Some(p) => (p, p + bytes(idx[0]).len()),
            None => return Err(vm.make_error(vm.core.index_error, "string not matched")),
        }
    } else if obj::is_type(idx[0], ObjType::Range) {
        let n = char_len(recv);
        match crate::core::range::range_bounds(vm, idx[0], n)? {
            Some((st, l)) => {
                let b = bytes(recv);
                (byte_offset(b, bin, st).unwrap(), byte_offset(b, bin, st + l).unwrap())
            }
            None => {
                let r = vm.inspect_str(idx[0])?;
                return Err(vm.make_error(vm.core.range_error, &format!("{r} out of range")));
            }
        }
    } else {
        let i = int_arg(vm, idx[0])?;
        let b = bytes(recv);
        let n = count_chars(b, bin) as i64;
        let k = if i < 0 { i + n } else { i };
        if k < 0 || k > n {
            return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of string")));
        }
        let o = byte_offset(b, bin, k as usize).unwrap();
        (o, if o < b.len() { o + cw(b, bin, o) } else { o })
    };
    let rep = bytes(val).clone();
    bytes(recv).splice(s..e, rep);
    Ok(val)
}

pub(super) fn s_slice_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    if a.is_empty() || a.len() > 2 {
        return Err(vm.arg_count_error(a.len(), 1, 2));
    }
    modify(vm, recv)?;
    match select(vm, recv, a)? {
        Sel::Range(s, e) => {
            let b: Vec<u8> = bytes(recv).drain(s..e).collect();
            Ok(new_like(vm, recv, b))
        }
        Sel::None => Ok(Value::NIL),
    }
}

pub(super) fn s_byteslice(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    let n = bytes(recv).len();
    let (s, l) = if a.len() == 2 {
        let s = int_arg(vm, a[0])?;
        let l = int_arg(vm, a[1])?;
        let s = if s < 0 { s + n as i64 } else { s };
        if s < 0 || s > n as i64 || l < 0 {
            return Ok(Value::NIL);
        }
        (s as usize, (l as usize).min(n - s as usize))
    } else if obj::is_type(a[0], ObjType::Range) {
        match crate::core::range::range_bounds(vm, a[0], n)? {
            Some(x) => x,
            None => return Ok(Value::NIL),
        }
    } else {
        let s = int_arg(vm, a[0])?;
        let s = if s < 0 { s + n as i64 } else { s };
        if s < 0 || s >= n as i64 {
            return Ok(Value::NIL);
        }
        (s as usize, 1)
    };
    let b = bytes(recv)[s..s + l].to_vec();
    Ok(new_like(vm, recv, b))
}

pub(super) fn s_getbyte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let i = int_arg(vm, args.get(0))?;
    let b = bytes(recv);
    let k = if i < 0 { i + b.len() as i64 } else { i };
    if k < 0 || k >= b.len() as i64 {
        return Ok(Value::NIL);
    }
    Ok(Value::fixnum(b[k as usize] as i64))
}

pub(super) fn s_setbyte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let i = int_arg(vm, args.get(0))?;
    let v = int_arg(vm, args.get(1))?;
    let b = bytes(recv);
    let k = if i < 0 { i + b.len() as i64 } else { i };
    if k < 0 || k >= b.len() as i64 {
        return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of string")));
    }
    b[k as usize] = v as u8;
    Ok(args.get(1))
}

pub(super) fn s_chr(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv);
    let v = if b.is_empty() { Vec::new() } else { b[..cw(b, is_bin(recv), 0)].to_vec() };
    Ok(new_like(vm, recv, v))
}

pub(super) fn s_insert(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    modify(vm, recv)?;
    let i = int_arg(vm, args.get(0))?;
    let o = str_arg(vm, args.get(1))?;
    let ob = bytes(o).clone();
    let bin = is_bin(recv);
    let b = bytes(recv);
    let n = count_chars(b, bin) as i64;
    let at = if i < 0 { i + n + 1 } else { i };
    if at < 0 || at > n {
        return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of string")));
    }
    let bo = byte_offset(b, bin, at as usize).unwrap_or(b.len());
    b.splice(bo..bo, ob);
    Ok(recv)
}

pub(super) fn s_ord(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv);
    if b.is_empty() {
        return Err(vm.arg_error("empty string"));
    }
    let bin = is_bin(recv);
    let w = cw(b, bin, 0);
    if !bin && w == 1 && b[0] >= 0x80 {
        return Err(vm.arg_error("invalid byte sequence in UTF-8"));
    }
    Ok(Value::fixnum(codepoint(&b[..w]) as i64))
}
