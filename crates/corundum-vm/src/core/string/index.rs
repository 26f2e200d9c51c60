//! Character and byte indexing: `[]`/`slice`, `[]=`, `slice!`, `byteslice`, `getbyte`,
//! `setbyte`, `insert`, `chr`, `ord`.
//!
//! Invariants:
//! - Character indexes become byte ranges on character boundaries (`select`); negative indexes
//!   count from the end; binary strings index bytes.
//! - Every argument conversion (which may call Ruby) happens before the receiver's bytes are
//!   borrowed for the edit.

use super::search::find;
use super::{
    byte_offset, bytes, bytes_mut, cached_coderange, char_len, char_mode, codepoint, coderange, count_chars, cw, int_arg, is_bin, modify, new_like, new_part,
    set_coderange, str_arg, CharMode, Cr,
};
use crate::object::{self as obj, ObjType};
use crate::strbuf::StrBuf;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Resolves `str[args]` to a byte range (None: nil result).
pub(super) enum Sel {
    Range(usize, usize),
    None,
}

/// Byte range of `len` characters from character `start` (negative: from the end), CRuby's
/// `str[start, len]`; None when `start` is outside the string or `len` is negative. O(1) in
/// `Bytes` mode; otherwise it walks only as far as the range's end, except that a negative
/// start counts all characters.
fn char_range(b: &[u8], m: CharMode, start: i64, len: i64) -> Option<(usize, usize)> {
    if len < 0 {
        return None;
    }
    if m == CharMode::Bytes {
        let n = b.len() as i64;
        let s = if start < 0 { start + n } else { start };
        if s < 0 || s > n {
            return None;
        }
        return Some((s as usize, (s.saturating_add(len)).min(n) as usize));
    }
    let s = if start < 0 { start + count_chars(b, m) as i64 } else { start };
    if s < 0 {
        return None;
    }
    let bs = byte_offset(b, m, s as usize)?;
    let rest = &b[bs..];
    let be = bs + byte_offset(rest, m, len.min(rest.len() as i64) as usize).unwrap_or(rest.len());
    Some((bs, be))
}

/// Byte range of the character at index `idx` (negative: from the end), if there is one.
fn char_at(b: &[u8], m: CharMode, idx: i64) -> Option<(usize, usize)> {
    if m == CharMode::Bytes {
        let n = b.len() as i64;
        let k = if idx < 0 { idx + n } else { idx };
        return (0..n).contains(&k).then(|| (k as usize, k as usize + 1));
    }
    let k = if idx < 0 { idx + count_chars(b, m) as i64 } else { idx };
    if k < 0 {
        return None;
    }
    match byte_offset(b, m, k as usize) {
        Some(o) if o < b.len() => Some((o, o + cw(b, m, o))),
        _ => None,
    }
}

pub(super) fn select(vm: &mut Vm, recv: Value, a: &[Value]) -> VmResult<Sel> {
    let to_sel = |r: Option<(usize, usize)>| r.map_or(Sel::None, |(s, e)| Sel::Range(s, e));
    if a.len() == 2 {
        let start = int_arg(vm, a[0])?;
        let len = int_arg(vm, a[1])?;
        return Ok(to_sel(char_range(bytes(recv), char_mode(recv), start, len)));
    }
    let i = a[0];
    if i.is_fixnum() {
        return Ok(to_sel(char_at(bytes(recv), char_mode(recv), i.as_fixnum())));
    }
    if obj::is_type(i, ObjType::String) {
        let b = bytes(recv);
        return Ok(match find(b, bytes(i), 0) {
            Some(p) => Sel::Range(p, p + bytes(i).len()),
            None => Sel::None,
        });
    }
    if obj::is_type(i, ObjType::Range) {
        let n = char_len(recv);
        return Ok(match crate::core::range::range_bounds(vm, i, n)? {
            Some((s, l)) => {
                let (b, m) = (bytes(recv), char_mode(recv));
                let bs = byte_offset(b, m, s).unwrap_or(b.len());
                let be = byte_offset(b, m, s + l).unwrap_or(b.len());
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
    if crate::core::regexp::is_regexp(a[0]) {
        return crate::core::regexp::string_ops::aref_regexp(vm, recv, a[0], a.get(1).copied());
    }
    match select(vm, recv, a)? {
        Sel::Range(s, e) => {
            if a.len() == 1 && obj::is_type(a[0], ObjType::String) {
                let b = bytes(a[0]).to_vec();
                return Ok(new_like(vm, recv, b));
            }
            let b = &bytes(recv)[s..e];
            Ok(new_part(vm, recv, b))
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
    if crate::core::regexp::is_regexp(a[0]) {
        let cap = if a.len() == 3 { Some(a[1]) } else { None };
        return crate::core::regexp::string_ops::aset_regexp(vm, recv, a[0], cap, val);
    }
    let val = str_arg(vm, val)?;
    let idx = &a[..a.len() - 1];
    let (s, e) = if idx.len() == 2 {
        let start = int_arg(vm, idx[0])?;
        let len = int_arg(vm, idx[1])?;
        if len < 0 {
            return Err(vm.make_error(vm.core.index_error, &format!("negative length {len}")));
        }
        match char_range(bytes(recv), char_mode(recv), start, len) {
            Some(r) => r,
            None => return Err(vm.make_error(vm.core.index_error, &format!("index {start} out of string"))),
        }
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
                let (b, m) = (bytes(recv), char_mode(recv));
                (byte_offset(b, m, st).unwrap(), byte_offset(b, m, st + l).unwrap())
            }
            None => {
                let r = vm.inspect_str(idx[0])?;
                return Err(vm.make_error(vm.core.range_error, &format!("{r} out of range")));
            }
        }
    } else {
        let i = int_arg(vm, idx[0])?;
        let (b, m) = (bytes(recv), char_mode(recv));
        let k = if i < 0 { i + count_chars(b, m) as i64 } else { i };
        // The index may be the character count: an empty range at the end.
        match if k < 0 { None } else { byte_offset(b, m, k as usize) } {
            Some(o) => (o, if o < b.len() { o + cw(b, m, o) } else { o }),
            None => return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of string"))),
        }
    };
    // Replacing characters can remove the only non-ASCII ones, so only 7-bit survives a splice.
    let keep = cached_coderange(recv) == Some(Cr::SevenBit) && coderange(val) == Cr::SevenBit;
    let rep = bytes(val).to_vec();
    bytes_mut(recv).splice(s..e, &rep);
    if keep {
        set_coderange(recv, Cr::SevenBit);
    }
    Ok(val)
}

pub(super) fn s_slice_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    if a.is_empty() || a.len() > 2 {
        return Err(vm.arg_count_error(a.len(), 1, 2));
    }
    modify(vm, recv)?;
    if crate::core::regexp::is_regexp(a[0]) {
        return crate::core::regexp::string_ops::slice_bang_regexp(vm, recv, a[0], a.get(1).copied());
    }
    match select(vm, recv, a)? {
        Sel::Range(s, e) => {
            let ascii = cached_coderange(recv) == Some(Cr::SevenBit);
            // Copied out before the receiver changes.
            let b = StrBuf::from_slice(&bytes(recv)[s..e]);
            bytes_mut(recv).remove(s..e);
            if ascii {
                set_coderange(recv, Cr::SevenBit);
            }
            Ok(new_part(vm, recv, b))
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
    let b = &bytes(recv)[s..s + l];
    Ok(new_part(vm, recv, b))
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
    let n = bytes(recv).len() as i64;
    let k = if i < 0 { i + n } else { i };
    if k < 0 || k >= n {
        return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of string")));
    }
    let ascii = cached_coderange(recv) == Some(Cr::SevenBit) && (v as u8) < 0x80;
    bytes_mut(recv)[k as usize] = v as u8;
    if ascii {
        set_coderange(recv, Cr::SevenBit);
    }
    Ok(args.get(1))
}

pub(super) fn s_chr(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv);
    let v = if b.is_empty() { Vec::new() } else { b[..cw(b, char_mode(recv), 0)].to_vec() };
    Ok(new_part(vm, recv, v))
}

pub(super) fn s_insert(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    modify(vm, recv)?;
    let i = int_arg(vm, args.get(0))?;
    let o = str_arg(vm, args.get(1))?;
    let ob = bytes(o).to_vec();
    let (b, m) = (bytes(recv), char_mode(recv));
    let n = count_chars(b, m) as i64;
    let at = if i < 0 { i + n + 1 } else { i };
    if at < 0 || at > n {
        return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of string")));
    }
    let bo = byte_offset(b, m, at as usize).unwrap_or(b.len());
    // Every character of both strings stays whole, as when appending.
    let cr = cached_coderange(recv).and_then(|c| Cr::concat(c, coderange(o)));
    bytes_mut(recv).splice(bo..bo, &ob);
    if let Some(cr) = cr {
        set_coderange(recv, cr);
    }
    Ok(recv)
}

pub(super) fn s_ord(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = bytes(recv);
    if b.is_empty() {
        return Err(vm.arg_error("empty string"));
    }
    let bin = is_bin(recv);
    let m = char_mode(recv);
    let w = cw(b, m, 0);
    if matches!(m, super::CharMode::Enc(_)) || (!bin && w == 1 && b[0] >= 0x80) {
        // Off the UTF-8 fast path: another encoding reads its own codes.
        if let Some(r) = super::encoding::ord_other(vm, recv) {
            return r;
        }
        return Err(vm.arg_error("invalid byte sequence in UTF-8"));
    }
    Ok(Value::fixnum(codepoint(&b[..w]) as i64))
}
