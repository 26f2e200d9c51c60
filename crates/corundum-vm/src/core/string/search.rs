//! Substring search and replacement: `include?`, `start_with?`, `end_with?`, `index`,
//! `rindex`, `byteindex`, `partition`, `rpartition`, `sub`/`gsub` (and bang forms), `scan`.
//!
//! Invariants:
//! - Regexp patterns go to `core::regexp::string_ops`; here patterns are Strings, and
//!   `index`/`rindex` count a match only when it
//!   starts on a character boundary of the receiver.
//! - `sub`/`gsub` work on a copy of the receiver's bytes, because a block or `to_s` they call may
//!   change the receiver.

use super::{
    at_boundary, byte_offset, bytes, char_index, char_mode, coderange, count_chars, cw, each_in_list_watching, end_list, int_arg, is_bin, is_lead, list_push,
    modify, new_like, new_list, replace_or_nil, result_or_copy, str_arg, Cr, ModCheck,
};
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    if needle.is_empty() {
        return Some(from);
    }
    if needle.len() == 1 {
        return hay[from..].iter().position(|&c| c == needle[0]).map(|p| p + from);
    }
    hay[from..].windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

pub(super) fn rfind(hay: &[u8], needle: &[u8], upto: usize) -> Option<usize> {
    // Last match starting at or before `upto`.
    if needle.len() > hay.len() {
        return None;
    }
    let mut s = upto.min(hay.len() - needle.len());
    loop {
        if &hay[s..s + needle.len()] == needle {
            return Some(s);
        }
        if s == 0 {
            return None;
        }
        s -= 1;
    }
}

/// Whether pattern `p` can never match: like CRuby, a UTF-8 pattern that is not valid UTF-8 is
/// found nowhere by `index`, `rindex` and `include?`.
fn unmatchable(p: Value) -> bool {
    !is_bin(p) && coderange(p) == Cr::Broken
}

pub(super) fn s_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = str_arg(vm, args.get(0))?;
    Ok(Value::bool(!unmatchable(o) && find(bytes(recv), bytes(o), 0).is_some()))
}

pub(super) fn s_start_with(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    for &p in args.as_slice() {
        if crate::core::regexp::is_regexp(p) {
            if crate::core::regexp::string_ops::starts_with_regexp(vm, recv, p)? {
                return Ok(Value::TRUE);
            }
            continue;
        }
        let p = str_arg(vm, p)?;
        let pb = bytes(p);
        let b = bytes(recv);
        if b.starts_with(pb) && at_boundary(b, char_mode(recv), pb.len()) {
            return Ok(Value::TRUE);
        }
    }
    Ok(Value::FALSE)
}

pub(super) fn s_end_with(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    for &p in args.as_slice() {
        let p = str_arg(vm, p)?;
        let pb = bytes(p);
        let b = bytes(recv);
        if b.ends_with(pb) {
            // CRuby's check: the suffix does not start with a UTF-8 continuation byte.
            let at = b.len() - pb.len();
            if at == b.len() || is_bin(recv) || is_lead(b[at]) {
                return Ok(Value::TRUE);
            }
        }
    }
    Ok(Value::FALSE)
}

pub(super) fn s_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if crate::core::regexp::is_regexp(args.get(0)) {
        return crate::core::regexp::string_ops::index_regexp(vm, recv, args.get(0), args.as_slice().get(1).copied(), false, false);
    }
    let pat = str_arg(vm, args.get(0))?;
    let mut start = if args.len() > 1 { int_arg(vm, args.get(1))? } else { 0 };
    if unmatchable(pat) {
        return Ok(Value::NIL);
    }
    let (b, m) = (bytes(recv), char_mode(recv));
    if start < 0 {
        start += count_chars(b, m) as i64;
        if start < 0 {
            return Ok(Value::NIL);
        }
    }
    // None: `start` is past the last character.
    let Some(mut from) = byte_offset(b, m, start as usize) else { return Ok(Value::NIL) };
    loop {
        match find(b, bytes(pat), from) {
            Some(p) if at_boundary(b, m, p) => return Ok(Value::fixnum(char_index(b, m, p) as i64)),
            Some(p) => from = p + 1,
            None => return Ok(Value::NIL),
        }
    }
}

pub(super) fn s_rindex(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if crate::core::regexp::is_regexp(args.get(0)) {
        return crate::core::regexp::string_ops::index_regexp(vm, recv, args.get(0), args.as_slice().get(1).copied(), false, true);
    }
    let pat = str_arg(vm, args.get(0))?;
    let start = if args.len() > 1 { Some(int_arg(vm, args.get(1))?) } else { None };
    if unmatchable(pat) {
        return Ok(Value::NIL);
    }
    let (b, m) = (bytes(recv), char_mode(recv));
    let mut upto = match start {
        None => b.len(),
        Some(s) if s < 0 => {
            let s = s + count_chars(b, m) as i64;
            if s < 0 {
                return Ok(Value::NIL);
            }
            byte_offset(b, m, s as usize).unwrap_or(b.len())
        }
        // Past the end means the end.
        Some(s) => byte_offset(b, m, s as usize).unwrap_or(b.len()),
    };
    loop {
        match rfind(b, bytes(pat), upto) {
            Some(p) if at_boundary(b, m, p) => return Ok(Value::fixnum(char_index(b, m, p) as i64)),
            Some(p) if p > 0 => upto = p - 1,
            _ => return Ok(Value::NIL),
        }
    }
}

pub(super) fn s_byteindex(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if crate::core::regexp::is_regexp(args.get(0)) {
        return crate::core::regexp::string_ops::index_regexp(vm, recv, args.get(0), args.as_slice().get(1).copied(), true, false);
    }
    let pat = str_arg(vm, args.get(0))?;
    let start = if args.len() > 1 { int_arg(vm, args.get(1))? } else { 0 };
    let b = bytes(recv);
    let start = if start < 0 { start + b.len() as i64 } else { start };
    if start < 0 || start > b.len() as i64 {
        return Ok(Value::NIL);
    }
    Ok(find(b, bytes(pat), start as usize).map(|p| Value::fixnum(p as i64)).unwrap_or(Value::NIL))
}

pub(super) fn s_partition(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if crate::core::regexp::is_regexp(args.get(0)) {
        return crate::core::regexp::string_ops::partition_regexp(vm, recv, args.get(0), false);
    }
    let sep = str_arg(vm, args.get(0))?;
    let b = bytes(recv).to_vec();
    let sb = bytes(sep).to_vec();
    let (x, y, z) = match find(&b, &sb, 0) {
        Some(p) => (b[..p].to_vec(), sb.clone(), b[p + sb.len()..].to_vec()),
        None => (b.clone(), Vec::new(), Vec::new()),
    };
    triple(vm, recv, x, y, z)
}

pub(super) fn s_rpartition(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if crate::core::regexp::is_regexp(args.get(0)) {
        return crate::core::regexp::string_ops::partition_regexp(vm, recv, args.get(0), true);
    }
    let sep = str_arg(vm, args.get(0))?;
    let b = bytes(recv).to_vec();
    let sb = bytes(sep).to_vec();
    let (x, y, z) = match rfind(&b, &sb, b.len()) {
        Some(p) => (b[..p].to_vec(), sb.clone(), b[p + sb.len()..].to_vec()),
        None => (Vec::new(), Vec::new(), b.clone()),
    };
    triple(vm, recv, x, y, z)
}

pub(super) fn triple(vm: &mut Vm, recv: Value, x: Vec<u8>, y: Vec<u8>, z: Vec<u8>) -> VmResult {
    let list = new_list(vm);
    for p in [x, y, z] {
        let v = new_like(vm, recv, p);
        list_push(list, v);
    }
    Ok(end_list(vm, list))
}

/// Expands `\0 \& \\ \` \'` in a replacement for a match at `s..e` of `src`.
pub(super) fn expand_repl(rep: &[u8], src: &[u8], s: usize, e: usize, out: &mut Vec<u8>) {
    if !rep.contains(&b'\\') {
        out.extend_from_slice(rep);
        return;
    }
    let mut i = 0;
    while i < rep.len() {
        let c = rep[i];
        if c == b'\\' && i + 1 < rep.len() {
            let n = rep[i + 1];
            match n {
                b'0' | b'&' => out.extend_from_slice(&src[s..e]),
                b'`' => out.extend_from_slice(&src[..s]),
                b'\'' => out.extend_from_slice(&src[e..]),
                b'\\' => out.push(b'\\'),
                b'1'..=b'9' => {}
                b'k' => {
                    // \k<name>: no named groups with string patterns.
                    if rep.get(i + 2) == Some(&b'<') {
                        if let Some(close) = rep[i + 2..].iter().position(|&x| x == b'>') {
                            i += 2 + close + 1;
                            continue;
                        }
                    }
                    out.extend_from_slice(b"\\k");
                }
                _ => {
                    out.push(b'\\');
                    out.push(n);
                }
            }
            i += 2;
        } else {
            out.push(c);
            i += 1;
        }
    }
}

/// Shared body of sub/gsub (and the bang forms): the new contents, or None when nothing matched.
pub(super) fn sub_impl(vm: &mut Vm, recv: Value, args: &Args, global: bool, name: &str) -> VmResult<Option<Vec<u8>>> {
    let pos = args.positional();
    let n = args.as_slice().len();
    if n == 1 && args.block.is_none() {
        let _ = (global, name);
        return Err(vm.arg_count_error(n, 2, 2));
    }
    if n == 0 || n > 2 {
        return Err(vm.arg_count_error(n, 1, 2));
    }
    let _ = pos;
    let pat = args.get(0);
    if crate::core::regexp::is_regexp(pat) {
        let check = (name != "sub").then(|| ModCheck::new(recv));
        return crate::core::regexp::string_ops::sub_regexp(vm, recv, pat, args, global, check);
    }
    let pat = if obj::is_type(pat, ObjType::String) {
        pat
    } else if pat.is_special() || !vm.respond_to(pat, crate::symbol::sym::TO_STR, true) {
        let cname = vm.conversion_name(pat);
        return Err(vm.type_error(&format!("wrong argument type {cname} (expected Regexp)")));
    } else {
        vm.expect_string(pat)?
    };
    // A caller that can read `$~` gets it as CRuby sets it for String patterns too.
    if let Some(re) = crate::core::regexp::string_ops::string_pattern_regexp(vm, recv, pat)? {
        let check = (name != "sub").then(|| ModCheck::new(recv));
        return crate::core::regexp::string_ops::sub_regexp(vm, recv, re, args, global, check);
    }
    vm.temp_roots.push(pat);
    // CRuby checks the receiver after each block or hash lookup, except for `sub`, which works
    // on a copy.
    let check = (name != "sub").then(|| ModCheck::new(recv));
    let r = sub_body(vm, recv, pat, args, global, check);
    vm.temp_roots.pop();
    r
}

pub(super) fn sub_body(vm: &mut Vm, recv: Value, pat: Value, args: &Args, global: bool, check: Option<ModCheck>) -> VmResult<Option<Vec<u8>>> {
    enum Rep {
        Str(Vec<u8>),
        Hash(Value),
        Block(crate::vm::Block),
    }
    let rep = if args.as_slice().len() == 2 {
        let r = args.get(1);
        if obj::is_type(r, ObjType::Hash) {
            Rep::Hash(r)
        } else {
            let r = str_arg(vm, r)?;
            Rep::Str(bytes(r).to_vec())
        }
    } else {
        Rep::Block(args.block.clone().expect("block"))
    };
    // With `check` (gsub, gsub!, sub!) the receiver itself is read, as CRuby does: after every
    // call into Ruby its length and buffer are verified unchanged, so positions stay in range.
    // Without it (`sub`) a copy taken now is read.
    let copy: Option<Vec<u8>> = if check.is_some() { None } else { Some(bytes(recv).to_vec()) };
    let src = |recv: Value| -> &[u8] {
        match &copy {
            Some(c) => c,
            None => bytes(recv),
        }
    };
    let pb = bytes(pat).to_vec();
    let m = char_mode(recv);
    let mut out = Vec::with_capacity(src(recv).len());
    let mut pos = 0;
    let mut last = 0;
    let mut matched = false;
    while pos <= src(recv).len() {
        let Some(p) = find(src(recv), &pb, pos) else { break };
        matched = true;
        let e = p + pb.len();
        let rep_s = match &rep {
            Rep::Str(_) => None,
            Rep::Hash(h) => {
                let k = new_like(vm, recv, &src(recv)[p..e]);
                let v = vm.hash_aref(*h, k)?;
                Some(vm.obj_to_s(v)?)
            }
            Rep::Block(b) => {
                let k = new_like(vm, recv, &src(recv)[p..e]);
                let v = vm.yield_block(b, &[k])?;
                Some(vm.obj_to_s(v)?)
            }
        };
        if let Some(c) = &check {
            c.check(vm, recv)?;
        }
        out.extend_from_slice(&src(recv)[last..p]);
        match (&rep, rep_s) {
            (Rep::Str(r), _) => expand_repl(r, src(recv), p, e, &mut out),
            (_, Some(s)) => out.extend_from_slice(bytes(s)),
            (_, None) => {}
        }
        last = e;
        if !global {
            break;
        }
        if pb.is_empty() {
            let src = src(recv);
            if e >= src.len() {
                break;
            }
            let w = cw(src, m, e);
            out.extend_from_slice(&src[e..e + w]);
            last = e + w;
            pos = e + w;
        } else {
            pos = e;
        }
    }
    if !matched {
        return Ok(None);
    }
    let src = src(recv);
    out.extend_from_slice(&src[last.min(src.len())..]);
    Ok(Some(out))
}

pub(super) fn s_sub(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = sub_impl(vm, recv, args, false, "sub")?;
    result_or_copy(vm, recv, r)
}
pub(super) fn s_gsub(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.as_slice().len() == 1 && args.block.is_none() {
        return crate::core::enumerable::enumerator_for(vm, recv, "gsub", args.as_slice());
    }
    let r = sub_impl(vm, recv, args, true, "gsub")?;
    result_or_copy(vm, recv, r)
}
pub(super) fn s_sub_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = sub_impl(vm, recv, args, false, "sub!")?;
    replace_or_nil(vm, recv, r)
}
pub(super) fn s_gsub_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = sub_impl(vm, recv, args, true, "gsub!")?;
    replace_or_nil(vm, recv, r)
}

pub(super) fn s_scan(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if crate::core::regexp::is_regexp(args.get(0)) {
        return crate::core::regexp::string_ops::scan_regexp(vm, recv, args.get(0), args.block.as_ref());
    }
    let pat = str_arg(vm, args.get(0))?;
    if let Some(re) = crate::core::regexp::string_ops::string_pattern_regexp(vm, recv, pat)? {
        return crate::core::regexp::string_ops::scan_regexp(vm, recv, re, args.block.as_ref());
    }
    let src = bytes(recv).to_vec();
    let pb = bytes(pat).to_vec();
    let m = char_mode(recv);
    let list = new_list(vm);
    let mut pos = 0;
    while pos <= src.len() {
        let Some(p) = find(&src, &pb, pos) else { break };
        let v = new_like(vm, recv, pb.clone());
        list_push(list, v);
        pos = if pb.is_empty() {
            if p >= src.len() {
                break;
            } else {
                p + cw(&src, m, p)
            }
        } else {
            p + pb.len()
        };
    }
    end_list(vm, list);
    if let Some(b) = args.block.clone() {
        // CRuby checks the receiver after every match it yields.
        each_in_list_watching(vm, list, &b, Some(recv))?;
        return Ok(recv);
    }
    Ok(list)
}
