//! `tr`-style character sets and the methods built on them: `count`, `delete`, `squeeze`, `tr`,
//! `tr_s` (and bang forms).
//!
//! Invariants:
//! - A set is a list of code point ranges, negated by a leading `^`; several sets intersect.
//! - Binary and ASCII-only receivers go through 256-entry byte tables; other strings are
//!   processed character by character.

use super::{bytes, char_mode, char_slices, codepoint, is_bin, modify, push_cp, replace_or_nil, result_or_copy, str_arg, CharMode};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// A `tr`-style character set: ranges of code points, optionally negated.
pub(super) struct CharSet {
    neg: bool,
    items: Vec<(u32, u32)>,
}

pub(super) fn parse_set(vm: &mut Vm, spec: &[u8], bin: bool) -> VmResult<CharSet> {
    let cps: Vec<u32> = char_slices(spec, CharMode::of_bytes(spec, bin)).into_iter().map(codepoint).collect();
    let mut i = 0;
    let mut neg = false;
    if cps.len() > 1 && cps[0] == '^' as u32 {
        neg = true;
        i = 1;
    }
    let mut items = Vec::new();
    while i < cps.len() {
        let mut c = cps[i];
        if c == '\\' as u32 && i + 1 < cps.len() {
            i += 1;
            c = cps[i];
        }
        if i + 2 < cps.len() && cps[i + 1] == '-' as u32 {
            let e = cps[i + 2];
            if e < c {
                let s = format!("invalid range \"{}-{}\" in string transliteration", char::from_u32(c).unwrap_or('?'), char::from_u32(e).unwrap_or('?'));
                return Err(vm.arg_error(&s));
            }
            items.push((c, e));
            i += 3;
        } else {
            items.push((c, c));
            i += 1;
        }
    }
    Ok(CharSet { neg, items })
}

impl CharSet {
    fn contains(&self, c: u32) -> bool {
        self.items.iter().any(|&(a, b)| a <= c && c <= b) != self.neg
    }
    /// Index of the last occurrence of `c` in the listed characters (non-negated sets).
    fn last_index(&self, c: u32) -> Option<u64> {
        let mut off = 0u64;
        let mut r = None;
        for &(a, b) in &self.items {
            if a <= c && c <= b {
                r = Some(off + (c - a) as u64);
            }
            off += (b - a) as u64 + 1;
        }
        r
    }
    /// The `i`th listed character, or the last one when the list is shorter.
    fn at(&self, i: u64) -> Option<u32> {
        let mut off = 0u64;
        for &(a, b) in &self.items {
            let n = (b - a) as u64 + 1;
            if i < off + n {
                return Some(a + (i - off) as u32);
            }
            off += n;
        }
        self.items.last().map(|&(_, b)| b)
    }
}

/// Which bytes are in every set, built range by range (no per-byte set walk: a `delete("\0")`
/// on a short binary string is mostly this table).
pub(super) fn membership_table(sets: &[CharSet]) -> [bool; 256] {
    let mut t = [true; 256];
    for s in sets {
        let mut m = [false; 256];
        for &(a, b) in &s.items {
            if a <= 255 {
                m[a as usize..=b.min(255) as usize].fill(true);
            }
        }
        for (slot, inset) in t.iter_mut().zip(m) {
            *slot &= inset != s.neg;
        }
    }
    t
}

pub(super) fn sets_from_args(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Vec<CharSet>> {
    if args.is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    let bin = is_bin(recv);
    let mut sets = Vec::new();
    for &a in args.as_slice() {
        let s = str_arg(vm, a)?;
        let spec = bytes(s).to_vec();
        sets.push(parse_set(vm, &spec, bin)?);
    }
    Ok(sets)
}

pub(super) fn in_all(sets: &[CharSet], c: u32) -> bool {
    sets.iter().all(|s| s.contains(c))
}

pub(super) fn s_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let sets = sets_from_args(vm, recv, args)?;
    let (b, mode) = (bytes(recv), char_mode(recv));
    let n = if mode == CharMode::Bytes {
        let t = membership_table(&sets);
        b.iter().filter(|&&c| t[c as usize]).count()
    } else {
        char_slices(b, mode).into_iter().filter(|c| in_all(&sets, codepoint(c))).count()
    };
    Ok(Value::fixnum(n as i64))
}

pub(super) fn delete_impl(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Option<Vec<u8>>> {
    let sets = sets_from_args(vm, recv, args)?;
    let (b, mode) = (bytes(recv), char_mode(recv));
    if mode == CharMode::Bytes {
        let t = membership_table(&sets);
        if !b.iter().any(|&c| t[c as usize]) {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(b.len());
        out.extend(b.iter().copied().filter(|&c| !t[c as usize]));
        return Ok(if out.len() != b.len() { Some(out) } else { None });
    }
    let mut out = Vec::with_capacity(b.len());
    let mut changed = false;
    for c in char_slices(b, mode) {
        if in_all(&sets, codepoint(c)) {
            changed = true;
        } else {
            out.extend_from_slice(c);
        }
    }
    Ok(if changed { Some(out) } else { None })
}

pub(super) fn s_delete(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = delete_impl(vm, recv, args)?;
    result_or_copy(vm, recv, r)
}
pub(super) fn s_delete_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = delete_impl(vm, recv, args)?;
    replace_or_nil(vm, recv, r)
}

pub(super) fn squeeze_impl(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<Option<Vec<u8>>> {
    let sets = if args.is_empty() { Vec::new() } else { sets_from_args(vm, recv, args)? };
    let b = bytes(recv);
    let mut out = Vec::with_capacity(b.len());
    let mut prev: Option<&[u8]> = None;
    let mut changed = false;
    for c in char_slices(b, char_mode(recv)) {
        if prev == Some(c) && (sets.is_empty() || in_all(&sets, codepoint(c))) {
            changed = true;
            continue;
        }
        out.extend_from_slice(c);
        prev = Some(c);
    }
    Ok(if changed { Some(out) } else { None })
}

pub(super) fn s_squeeze(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = squeeze_impl(vm, recv, args)?;
    result_or_copy(vm, recv, r)
}
pub(super) fn s_squeeze_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = squeeze_impl(vm, recv, args)?;
    replace_or_nil(vm, recv, r)
}

pub(super) fn tr_impl(vm: &mut Vm, recv: Value, args: &Args, squeeze: bool) -> VmResult<Option<Vec<u8>>> {
    vm.check_argc(args, 2, Some(2))?;
    let bin = is_bin(recv);
    let f = str_arg(vm, args.get(0))?;
    let t = str_arg(vm, args.get(1))?;
    let (fb, tb) = (bytes(f).to_vec(), bytes(t).to_vec());
    let from = parse_set(vm, &fb, bin)?;
    let to = parse_set(vm, &tb, bin)?;
    // None: unchanged; Some(None): deleted; Some(Some(c)): replaced by c.
    let map_cp = |cp: u32| -> Option<Option<u32>> {
        if from.neg {
            if from.contains(cp) {
                Some(to.items.last().map(|&(_, b)| b))
            } else {
                None
            }
        } else {
            from.last_index(cp).map(|i| to.at(i))
        }
    };
    let b = bytes(recv);
    let mut out = Vec::with_capacity(b.len());
    let mut changed = false;
    let mut last: Option<u32> = None;
    let mode = char_mode(recv);
    if mode == CharMode::Bytes {
        let mut table: [Option<Option<u32>>; 256] = [None; 256];
        for (c, slot) in table.iter_mut().enumerate() {
            *slot = map_cp(c as u32);
        }
        for &c in b.iter() {
            match table[c as usize] {
                Some(m) => {
                    changed = true;
                    if let Some(m) = m {
                        if squeeze && last == Some(m) {
                            continue;
                        }
                        push_cp(&mut out, m, bin);
                        last = Some(m);
                    }
                }
                None => {
                    out.push(c);
                    last = None;
                }
            }
        }
        return Ok(if changed { Some(out) } else { None });
    }
    for c in char_slices(b, mode) {
        let cp = codepoint(c);
        match map_cp(cp) {
            Some(m) => {
                changed = true;
                if let Some(m) = m {
                    if squeeze && last == Some(m) {
                        continue;
                    }
                    push_cp(&mut out, m, bin);
                    last = Some(m);
                }
            }
            None => {
                out.extend_from_slice(c);
                last = None;
            }
        }
    }
    Ok(if changed { Some(out) } else { None })
}

pub(super) fn s_tr(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = tr_impl(vm, recv, args, false)?;
    result_or_copy(vm, recv, r)
}
pub(super) fn s_tr_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = tr_impl(vm, recv, args, false)?;
    replace_or_nil(vm, recv, r)
}
pub(super) fn s_tr_s(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = tr_impl(vm, recv, args, true)?;
    result_or_copy(vm, recv, r)
}
pub(super) fn s_tr_s_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let r = tr_impl(vm, recv, args, true)?;
    replace_or_nil(vm, recv, r)
}
