//! Transformations producing a new string or editing in place (case mapping is in `case`):
//! `strip`, `chomp`, `chop`, `delete_prefix`/`delete_suffix`, `center`/`ljust`/`rjust`,
//! `reverse`, `prepend`, `sum`, `succ`, `upto`.
//!
//! Invariants:
//! - Bang forms check `modify` before anything else; those that CRuby defines so return nil when
//!   nothing changed.

use super::{
    byte_offset, bytes, bytes_mut, cached_coderange, char_mode, char_slices, codepoint, count_chars, int_arg, is_bin, is_lead, is_space, modify,
    new_like, new_part, push_cp, remove_bytes, set_coderange, str_arg, CharMode, Cr,
};
use crate::strbuf::StrBuf;
use crate::value::Value;
use crate::vm::limits::LONG_MAX;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn strip_range(b: &[u8], left: bool, right: bool) -> (usize, usize) {
    let ws = |c: u8| is_space(c) || c == 0;
    let mut s = 0;
    let mut e = b.len();
    if left {
        while s < e && ws(b[s]) {
            s += 1;
        }
    }
    if right {
        while e > s && ws(b[e - 1]) {
            e -= 1;
        }
    }
    (s, e)
}

pub(super) fn strip_new(vm: &mut Vm, recv: Value, l: bool, r: bool) -> VmResult {
    let b = bytes(recv);
    let (s, e) = strip_range(b, l, r);
    let v = &b[s..e];
    Ok(new_part(vm, recv, v))
}
pub(super) fn strip_bang(vm: &mut Vm, recv: Value, l: bool, r: bool) -> VmResult {
    modify(vm, recv)?;
    let b = bytes(recv);
    let (s, e) = strip_range(b, l, r);
    if s == 0 && e == b.len() {
        return Ok(Value::NIL);
    }
    remove_bytes(recv, |b| {
        b.truncate(e);
        b.remove(0..s);
    });
    Ok(recv)
}

/// Byte length after chomping (None: unchanged).
pub(super) fn chomp_len(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Option<usize>> {
    let b = bytes(recv);
    if args.is_empty() {
        let n = b.len();
        if b.ends_with(b"\r\n") {
            return Ok(Some(n - 2));
        }
        if b.ends_with(b"\n") || b.ends_with(b"\r") {
            return Ok(Some(n - 1));
        }
        return Ok(None);
    }
    let sep = args.get(0);
    if sep.is_nil() {
        return Ok(None);
    }
    let sep = str_arg(vm, sep)?;
    let sb = bytes(sep);
    let b = bytes(recv);
    if sb.is_empty() {
        let mut n = b.len();
        while n > 0 && b[n - 1] == b'\n' {
            n -= 1;
            if n > 0 && b[n - 1] == b'\r' {
                n -= 1;
            }
        }
        return Ok(if n == b.len() { None } else { Some(n) });
    }
    if sb == b"\n" {
        return chomp_len(vm, recv, &Args::from_slice(&[], None));
    }
    if b.ends_with(sb) {
        return Ok(Some(b.len() - sb.len()));
    }
    Ok(None)
}

pub(super) fn s_chomp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = chomp_len(vm, recv, args)?.unwrap_or(bytes(recv).len());
    let v = &bytes(recv)[..n];
    Ok(new_part(vm, recv, v))
}
pub(super) fn s_chomp_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    match chomp_len(vm, recv, args)? {
        Some(n) => {
            remove_bytes(recv, |b| b.truncate(n));
            Ok(recv)
        }
        None => Ok(Value::NIL),
    }
}

pub(super) fn chop_len(recv: Value) -> usize {
    let b = bytes(recv);
    if b.is_empty() {
        return 0;
    }
    if b.ends_with(b"\r\n") {
        return b.len() - 2;
    }
    match char_mode(recv) {
        CharMode::Bytes => b.len() - 1,
        CharMode::Utf8 => b.iter().rposition(|&c| is_lead(c)).unwrap_or(0),
        m @ (CharMode::Broken | CharMode::Enc(_)) => byte_offset(b, m, count_chars(b, m) - 1).unwrap_or(0),
    }
}
pub(super) fn s_chop(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = chop_len(recv);
    let v = &bytes(recv)[..n];
    Ok(new_part(vm, recv, v))
}
pub(super) fn s_chop_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    modify(vm, recv)?;
    if bytes(recv).is_empty() {
        return Ok(Value::NIL);
    }
    let n = chop_len(recv);
    remove_bytes(recv, |b| b.truncate(n));
    Ok(recv)
}

pub(super) fn s_delete_prefix(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let p = str_arg(vm, args.get(0))?;
    let b = bytes(recv);
    let pb = bytes(p);
    let v = if b.starts_with(pb) { b[pb.len()..].to_vec() } else { b.to_vec() };
    Ok(new_part(vm, recv, v))
}
pub(super) fn s_delete_prefix_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let p = str_arg(vm, args.get(0))?;
    let n = bytes(p).len();
    if !bytes(recv).starts_with(bytes(p)) || n == 0 {
        return Ok(Value::NIL);
    }
    remove_bytes(recv, |b| {
        b.remove(0..n);
    });
    Ok(recv)
}
pub(super) fn s_delete_suffix(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let p = str_arg(vm, args.get(0))?;
    let b = bytes(recv);
    let pb = bytes(p);
    let v = if b.ends_with(pb) { b[..b.len() - pb.len()].to_vec() } else { b.to_vec() };
    Ok(new_part(vm, recv, v))
}
pub(super) fn s_delete_suffix_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let p = str_arg(vm, args.get(0))?;
    let n = bytes(p).len();
    if !bytes(recv).ends_with(bytes(p)) || n == 0 {
        return Ok(Value::NIL);
    }
    let l = bytes(recv).len();
    remove_bytes(recv, |b| b.truncate(l - n));
    Ok(recv)
}

pub(super) fn justify(vm: &mut Vm, recv: Value, args: &Args, mode: u8) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let w = int_arg(vm, args.get(0))?;
    // The pad is read where it lives (no copy): nothing below runs Ruby code or moves strings.
    let pad: &[u8] = if args.len() > 1 { bytes(str_arg(vm, args.get(1))?) } else { b" " };
    if pad.is_empty() {
        return Err(vm.arg_error("zero width padding"));
    }
    let bin = is_bin(recv);
    let b = bytes(recv);
    let n = count_chars(b, char_mode(recv)) as i64;
    if w <= n {
        return Ok(new_like(vm, recv, b));
    }
    let total = (w - n) as usize;
    let (left, right) = match mode {
        b'l' => (0, total),
        b'r' => (total, 0),
        _ => (total / 2, total - total / 2),
    };
    // A one-byte pad (" ", "0", the common case) is one character whatever the encoding.
    let pchars = if pad.len() == 1 { vec![pad] } else { char_slices(pad, CharMode::of_bytes(pad, bin)) };
    // CRuby's rb_str_justify: the result's byte length must stay below LONG_MAX ("argument too
    // big"), and its buffer is reserved before any padding is written (NoMemoryError).
    let (fclen, flen) = (pchars.len() as i128, pad.len() as i128);
    let part = |k: usize| -> i128 { pchars[..k % pchars.len()].iter().map(|c| c.len() as i128).sum() };
    let whole = (left as i128 / fclen + right as i128 / fclen) * flen + part(left) + part(right);
    if whole >= (LONG_MAX as i128) - b.len() as i128 {
        return Err(vm.arg_error("argument too big"));
    }
    let size = whole as usize + b.len();
    // The whole result is reserved up front, fallibly (nothing to reserve when it fits inline).
    let mut out = StrBuf::new();
    if crate::alloc_reserve::fallibly(|| out.try_reserve_exact(size)).is_err() {
        return Err(vm.no_memory());
    }
    let mk = |o: &mut StrBuf, k: usize| {
        for i in 0..k {
            o.extend_from_slice(pchars[i % pchars.len()]);
        }
    };
    mk(&mut out, left);
    out.extend_from_slice(b);
    mk(&mut out, right);
    Ok(new_like(vm, recv, out))
}

pub(super) fn s_reverse(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let r = reversed(recv);
    Ok(new_like(vm, recv, r))
}
pub(super) fn reversed(recv: Value) -> Vec<u8> {
    let b = bytes(recv);
    let m = char_mode(recv);
    if m == CharMode::Bytes {
        let mut v = b.to_vec();
        v.reverse();
        return v;
    }
    let cs = char_slices(b, m);
    let mut v = Vec::with_capacity(b.len());
    for c in cs.into_iter().rev() {
        v.extend_from_slice(c);
    }
    v
}
pub(super) fn s_reverse_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = reversed(recv);
    // The same characters in another order: ASCII and valid UTF-8 stay so.
    let cr = cached_coderange(recv).filter(|&c| c != Cr::Broken);
    *bytes_mut(recv) = r.into();
    if let Some(cr) = cr {
        set_coderange(recv, cr);
    }
    Ok(recv)
}

pub(super) fn s_prepend(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let mut add = Vec::new();
    for &a in args.as_slice() {
        let s = str_arg(vm, a)?;
        add.extend_from_slice(bytes(s));
    }
    let cr = cached_coderange(recv).and_then(|c| Cr::concat(Cr::of(&add), c));
    bytes_mut(recv).splice(0..0, &add);
    if let Some(cr) = cr {
        set_coderange(recv, cr);
    }
    Ok(recv)
}

pub(super) fn s_sum(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let bits = if args.is_empty() { 16 } else { int_arg(vm, args.get(0))? };
    let s: u64 = bytes(recv).iter().map(|&c| c as u64).sum();
    if bits <= 0 || bits >= 64 {
        return Ok(vm.new_int(s as i64));
    }
    Ok(Value::fixnum((s & ((1u64 << bits) - 1)) as i64))
}

/// Ruby's String#succ.
pub fn succ_bytes(b: &[u8]) -> Vec<u8> {
    if b.is_empty() {
        return Vec::new();
    }
    let mut v = b.to_vec();
    let has_alnum = v.iter().any(|c| c.is_ascii_alphanumeric());
    if !has_alnum {
        // Increment the rightmost byte with carry.
        let mut i = v.len();
        loop {
            if i == 0 {
                v.insert(0, 1);
                return v;
            }
            i -= 1;
            if v[i] == 0xff {
                v[i] = 0;
            } else {
                v[i] += 1;
                return v;
            }
        }
    }
    let mut i = v.len();
    let mut last_alnum: Option<usize> = None;
    let mut prev_not_char = false;
    // CRuby's str_succ: increment the rightmost alnum, carrying left through alnums; a carry
    // stops at a non-alnum gap when the next alnum is of the other kind (digit vs letter).
    while i > 0 {
        i -= 1;
        let c = v[i];
        if prev_not_char {
            if let Some(la) = last_alnum {
                let l = v[la];
                if (l.is_ascii_alphabetic() && c.is_ascii_digit()) || (l.is_ascii_digit() && c.is_ascii_alphabetic()) {
                    break;
                }
            }
        }
        if !c.is_ascii_alphanumeric() {
            prev_not_char = true;
            continue;
        }
        prev_not_char = false;
        match c {
            b'z' => v[i] = b'a',
            b'Z' => v[i] = b'A',
            b'9' => v[i] = b'0',
            _ => {
                v[i] += 1;
                return v;
            }
        }
        last_alnum = Some(i);
    }
    // Carry out of the leftmost alnum reached: insert a new digit/letter before it.
    let at = last_alnum.unwrap_or(0);
    let ins = match v[at] {
        b'a' => b'a',
        b'A' => b'A',
        _ => b'1',
    };
    v.insert(at, ins);
    v
}

pub(super) fn s_succ(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let r = succ_str(recv);
    Ok(new_like(vm, recv, r))
}
pub(super) fn succ_str(recv: Value) -> Vec<u8> {
    let b = bytes(recv);
    let m = char_mode(recv);
    if m == CharMode::Bytes || b.iter().any(|c| c.is_ascii_alphanumeric()) {
        return succ_bytes(b);
    }
    // Non-ASCII with no alnums: increment the last character's code point.
    let cs = char_slices(b, m);
    let last = cs.last().copied().unwrap_or(&[]);
    let cp = codepoint(last);
    let mut v = b[..b.len() - last.len()].to_vec();
    push_cp(&mut v, cp + 1, false);
    v
}
pub(super) fn s_succ_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = succ_str(recv);
    *bytes_mut(recv) = r.into();
    Ok(recv)
}

pub(super) fn s_upto(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let Some(blk) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "upto", args.as_slice());
    };
    let last = str_arg(vm, args.get(0))?;
    let excl = args.get(1).truthy();
    let a = bytes(recv).to_vec();
    let z = bytes(last).to_vec();
    // Single characters: iterate code points.
    if a.len() == 1 && z.len() == 1 && a.is_ascii() && z.is_ascii() {
        let (s, e) = (a[0], z[0]);
        if s > e {
            return Ok(recv);
        }
        let mut c = s;
        loop {
            if excl && c == e {
                break;
            }
            let v = new_like(vm, recv, vec![c]);
            vm.yield_block(&blk, &[v])?;
            if c == e {
                break;
            }
            c += 1;
        }
        return Ok(recv);
    }
    // Both all-digit: numeric iteration keeping the width.
    if !a.is_empty() && !z.is_empty() && a.iter().all(u8::is_ascii_digit) && z.iter().all(u8::is_ascii_digit) {
        let s: u128 = String::from_utf8_lossy(&a).parse().unwrap_or(0);
        let e: u128 = String::from_utf8_lossy(&z).parse().unwrap_or(0);
        let w = a.len();
        let mut i = s;
        while i < e || (!excl && i == e) {
            let v = vm.new_string(format!("{:0w$}", i).into_bytes());
            vm.yield_block(&blk, &[v])?;
            i += 1;
        }
        return Ok(recv);
    }
    if a.len() > z.len() || (a.len() == z.len() && a > z) {
        return Ok(recv);
    }
    let mut cur = a;
    loop {
        let done = cur == z;
        if done && excl {
            break;
        }
        let v = new_like(vm, recv, cur.clone());
        vm.yield_block(&blk, &[v])?;
        if done {
            break;
        }
        cur = succ_bytes(&cur);
        if cur.len() > z.len() {
            break;
        }
    }
    Ok(recv)
}
