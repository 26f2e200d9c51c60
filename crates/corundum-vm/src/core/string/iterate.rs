//! Splitting and iteration: `split`, `lines`/`each_line`, `chars`/`each_char`,
//! `bytes`/`each_byte`, `codepoints`/`each_codepoint`, grapheme clusters (as characters).
//!
//! Invariants:
//! - Array-returning forms build the whole Array (rooted in `temp_roots`) before yielding.
//!   `each_char` walks a copy of the receiver's bytes taken at the call (the block may change
//!   the receiver), as CRuby walks a frozen copy; `each_byte` (and `bytes` with a block)
//!   re-reads the receiver after every yield, as CRuby does; `split` with a block raises
//!   "string modified" once the block has changed the receiver (`ModCheck`).

use super::search::find;
use super::{
    bytes, char_mode, char_slices, cw, each_in_list, each_in_list_watching, end_list, int_arg, is_space, list_push, new_like, new_list, new_part, str_arg,
};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn s_split(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    let sep = args.get(0);
    let limit = if args.len() > 1 { int_arg(vm, args.get(1))? } else { 0 };
    if crate::core::regexp::is_regexp(sep) {
        return crate::core::regexp::string_ops::split_regexp(vm, recv, sep, limit, args.block.as_ref());
    }
    let sep_bytes: Option<Vec<u8>> = if sep.is_nil() {
        None
    } else {
        let s = str_arg(vm, sep)?;
        let sb = bytes(s);
        if sb == b" " {
            None
        } else {
            Some(sb.to_vec())
        }
    };
    // No Ruby code runs while the pieces are built, so the receiver's bytes are stable.
    let (b, m): (&[u8], _) = (bytes(recv), char_mode(recv));
    let mut pieces: Vec<(usize, usize)> = Vec::new();
    if limit == 1 {
        if !b.is_empty() {
            pieces.push((0, b.len()));
        }
    } else {
        match &sep_bytes {
            None => {
                // awk mode (CRuby's split_type awk): fields separated by runs of whitespace,
                // leading whitespace skipped.
                let mut beg = 0;
                let mut skip = true;
                let mut fields = 1i64;
                let mut i = 0;
                while i < b.len() {
                    let c = b[i];
                    if skip {
                        if is_space(c) {
                            beg = i + 1;
                        } else {
                            skip = false;
                            if limit > 0 && limit <= fields {
                                break;
                            }
                        }
                    } else if is_space(c) {
                        pieces.push((beg, i));
                        skip = true;
                        beg = i + 1;
                        fields += 1;
                    }
                    i += 1;
                }
                if !b.is_empty() && (limit != 0 || b.len() > beg) {
                    pieces.push((beg, b.len()));
                }
            }
            Some(sb) if sb.is_empty() => {
                let mut i = 0;
                while i < b.len() {
                    if limit > 0 && pieces.len() as i64 == limit - 1 {
                        pieces.push((i, b.len()));
                        break;
                    }
                    let w = cw(b, m, i);
                    pieces.push((i, i + w));
                    i += w;
                }
            }
            Some(sb) => {
                let mut s = 0;
                loop {
                    if limit > 0 && pieces.len() as i64 == limit - 1 {
                        pieces.push((s, b.len()));
                        break;
                    }
                    match find(b, sb, s) {
                        Some(p) => {
                            pieces.push((s, p));
                            s = p + sb.len();
                        }
                        None => {
                            pieces.push((s, b.len()));
                            break;
                        }
                    }
                }
                if b.is_empty() {
                    pieces.clear();
                }
            }
        }
    }
    if limit == 0 {
        while let Some(&(s, e)) = pieces.last() {
            if s == e {
                pieces.pop();
            } else {
                break;
            }
        }
    }
    let list = new_list(vm);
    obj::as_array_mut(list).items.reserve(pieces.len());
    for (s, e) in pieces {
        let v = new_part(vm, recv, &b[s..e]);
        list_push(list, v);
    }
    end_list(vm, list);
    if let Some(blk) = args.block.clone() {
        // CRuby checks the receiver after every piece it yields.
        each_in_list_watching(vm, list, &blk, Some(recv))?;
        return Ok(recv);
    }
    Ok(list)
}

/// Line slices of `b` for separator `sep` (None: whole string; empty: paragraph mode).
pub(super) fn line_ranges(b: &[u8], sep: Option<&[u8]>) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let Some(sep) = sep else {
        if !b.is_empty() {
            out.push((0, b.len()));
        }
        return out;
    };
    if sep.is_empty() {
        // Paragraph mode: split after runs of 2+ newlines.
        let mut s = 0;
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'\n' && i + 1 < b.len() && b[i + 1] == b'\n' {
                out.push((s, i + 2));
                let mut e = i + 2;
                while e < b.len() && b[e] == b'\n' {
                    e += 1;
                }
                s = e;
                i = e;
            } else {
                i += 1;
            }
        }
        if s < b.len() {
            out.push((s, b.len()));
        }
        return out;
    }
    let mut s = 0;
    while s < b.len() {
        match find(b, sep, s) {
            Some(p) => {
                out.push((s, p + sep.len()));
                s = p + sep.len();
            }
            None => {
                out.push((s, b.len()));
                break;
            }
        }
    }
    out
}

pub(super) fn lines_args(vm: &mut Vm, args: &Args) -> VmResult<(Option<Vec<u8>>, bool)> {
    let mut chomp = false;
    if let Some(kw) = args.kwargs() {
        if let Some(c) = vm.hash_lookup_symbol(kw, intern("chomp")) {
            chomp = c.truthy();
        }
    }
    let pos = args.positional();
    let sep = if pos.is_empty() {
        Some(b"\n".to_vec())
    } else if pos[0].is_nil() {
        None
    } else {
        let s = str_arg(vm, pos[0])?;
        Some(bytes(s).to_vec())
    };
    Ok((sep, chomp))
}

pub(super) fn line_values(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (sep, chomp) = lines_args(vm, args)?;
    let b = bytes(recv).to_vec();
    let ranges = line_ranges(&b, sep.as_deref());
    let list = new_list(vm);
    for (s, mut e) in ranges {
        if chomp {
            if let Some(sp) = &sep {
                if sp.is_empty() {
                    while e > s && b[e - 1] == b'\n' {
                        e -= 1;
                    }
                } else if b[s..e].ends_with(sp) {
                    e -= sp.len();
                    if sp == b"\n" && e > s && b[e - 1] == b'\r' {
                        e -= 1;
                    }
                }
            }
        }
        let v = new_like(vm, recv, &b[s..e]);
        list_push(list, v);
    }
    Ok(end_list(vm, list))
}

pub(super) fn s_lines(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let list = line_values(vm, recv, args)?;
    if let Some(b) = args.block.clone() {
        each_in_list(vm, list, &b)?;
        return Ok(recv);
    }
    Ok(list)
}

pub(super) fn s_each_line(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_line", args);
    };
    let list = line_values(vm, recv, args)?;
    each_in_list(vm, list, &b)?;
    Ok(recv)
}

pub(super) fn char_values(vm: &mut Vm, recv: Value) -> Value {
    let (b, m): (&[u8], _) = (bytes(recv), char_mode(recv));
    let list = new_list(vm);
    obj::as_array_mut(list).items.reserve(b.len());
    let mut i = 0;
    while i < b.len() {
        let w = cw(b, m, i);
        let v = new_part(vm, recv, &b[i..i + w]);
        list_push(list, v);
        i += w;
    }
    end_list(vm, list)
}

pub(super) fn s_chars(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let list = char_values(vm, recv);
    if let Some(b) = args.block.clone() {
        each_in_list(vm, list, &b)?;
        return Ok(recv);
    }
    Ok(list)
}

pub(super) fn s_each_char(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "each_char", &[]);
    };
    // Like CRuby, walk the characters the receiver had when the call began: the block may
    // change it.
    let (s, m) = (bytes(recv).to_vec(), char_mode(recv));
    let mut i = 0;
    while i < s.len() {
        let w = cw(&s, m, i);
        let v = new_part(vm, recv, &s[i..i + w]);
        vm.yield_block(&b, &[v])?;
        i += w;
    }
    Ok(recv)
}

pub(super) fn s_bytes(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_some() {
        // With a block `bytes` is `each_byte`, which re-reads the receiver every step.
        return s_each_byte(vm, recv, args);
    }
    let items: Vec<Value> = bytes(recv).iter().map(|&c| Value::fixnum(c as i64)).collect();
    let list = vm.new_array(items);
    if let Some(b) = args.block.clone() {
        each_in_list(vm, list, &b)?;
        return Ok(recv);
    }
    Ok(list)
}

pub(super) fn s_each_byte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "each_byte", &[]);
    };
    let mut i = 0;
    while i < bytes(recv).len() {
        let c = bytes(recv)[i];
        vm.yield_block(&b, &[Value::fixnum(c as i64)])?;
        i += 1;
    }
    Ok(recv)
}

pub(super) fn s_codepoints(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_some() && char_mode(recv) == super::CharMode::Bytes {
        // CRuby: a single-byte string's codepoints are its bytes, read live as `each_byte`
        // does; other strings yield from a copy taken now.
        return s_each_byte(vm, recv, args);
    }
    let items: Vec<Value> = char_slices(bytes(recv), char_mode(recv)).into_iter().map(|c| Value::fixnum(super::char_code(recv, c) as i64)).collect();
    let list = vm.new_array(items);
    if let Some(b) = args.block.clone() {
        each_in_list(vm, list, &b)?;
        return Ok(recv);
    }
    Ok(list)
}

pub(super) fn s_each_codepoint(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_none() {
        return crate::core::enumerable::enumerator_for(vm, recv, "each_codepoint", &[]);
    }
    s_codepoints(vm, recv, args)
}
