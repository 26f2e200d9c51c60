//! The String methods that take a Regexp: `match`/`match?`, `sub`/`gsub` (and bang forms),
//! `scan`, `split`, `index`/`rindex`/`byteindex`/`byterindex`, `[]`/`slice`/`slice!`/`[]=`,
//! `start_with?`, `partition`/`rpartition`. The String files call in here when the pattern is a
//! Regexp (`is_regexp`), and for a String pattern in `sub`/`gsub`/`scan` only when the caller
//! can read `$~` (`string_pattern_regexp`); otherwise their String-pattern paths run as before.
//!
//! Invariants:
//! - A walk that runs Ruby code between matches (`sub`/`gsub`/`scan`) searches one frozen copy
//!   of the receiver (`frozen_subject`), made once; every MatchData of the walk shares it, so a
//!   block that changes the receiver never moves the bytes being searched (gsub/scan then raise
//!   "string modified" as CRuby does). `split` runs no Ruby code until its fields are found and
//!   searches the receiver itself.
//! - After an empty match the next search starts one character later, and the character is
//!   copied through, so no walk can loop.
//! - Each method leaves the caller's `$~` as CRuby does: the last successful match, or nil.
//! - Results keep the receiver's encoding (`new_part`/`new_like`).


use crate::core::regexp::methods::{char_pos_to_byte, subject_arg};
use crate::core::regexp::pattern::new_regexp;
use crate::core::regexp::special_vars::set_last_match;
use crate::core::regexp::{frozen_subject, Groups, is_regexp, match_at, md_of, name_groups, new_match, re_of, record_match, search_region, search_test, Dir};
use crate::core::string::{self as string};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Block, Vm, VmResult};

/// The Regexp a String method's pattern argument names: a Regexp, or a String compiled as a
/// pattern (CRuby's `get_pat`); TypeError otherwise.
fn pattern_arg(vm: &mut Vm, v: Value) -> VmResult {
    if is_regexp(v) {
        return Ok(v);
    }
    if obj::is_type(v, ObjType::String) {
        let k = vm.core.regexp;
        let src = string::bytes(v).to_vec();
        return new_regexp(vm, k, &src, 0, string::encoding_of_string(v));
    }
    let c = vm.conversion_name(v);
    Err(vm.type_error(&format!("wrong argument type {c} (expected Regexp)")))
}

/// Byte width of the character at byte `i` of `s` (1 at the end).
fn char_width_at(s: Value, i: usize) -> usize {
    let b = string::bytes(s);
    if i >= b.len() {
        return 1;
    }
    string::cw(b, string::char_mode(s), i)
}

fn char_index_of(s: Value, b: usize) -> i64 {
    string::char_index(string::bytes(s), string::char_mode(s), b) as i64
}

/// For `sub`/`gsub`/`scan` given a String pattern: when the caller can read `$~`, a Regexp of the
/// escaped pattern, so the Regexp walk (which sets `$~` as CRuby does for String patterns too)
/// does the work; None (the plain substring walk) otherwise, or when the bytes would make the
/// Regexp path answer differently (a broken or binary-vs-UTF-8 mix).
pub fn string_pattern_regexp(vm: &mut Vm, recv: Value, pat: Value) -> VmResult<Option<Value>> {
    if !crate::core::regexp::special_vars::wants_last_match(vm) {
        return Ok(None);
    }
    let pb = string::bytes(pat);
    let recv_ok = string::coderange(recv) != string::Cr::Broken;
    let same_kind = pb.is_ascii() || (!string::is_bin(recv) && !string::is_bin(pat) && string::Cr::of(pb) != string::Cr::Broken);
    if !recv_ok || !same_kind {
        return Ok(None);
    }
    let src = crate::core::regexp::pattern::escape_bytes(pb);
    crate::core::regexp::pattern::regexp_of_string_pattern(vm, &src, string::encoding_of_string(pat)).map(Some)
}

// ---------------------------------------------------------------- match / match? / =~

fn s_match(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let re = pattern_arg(vm, args.get(0))?;
    vm.temp_roots.push(re);
    let r = (|| {
        let start = match args.positional().get(1) {
            Some(&p) => {
                let p = string::int_arg(vm, p)?;
                match char_pos_to_byte(recv, p) {
                    Some(b) => b,
                    None => {
                        set_last_match(vm, Value::NIL);
                        return Ok(Value::NIL);
                    }
                }
            }
            None => 0,
        };
        let m = match_at(vm, re, recv, start)?;
        match (&args.block, m.is_nil()) {
            (Some(b), false) => vm.yield_block(b, &[m]),
            _ => Ok(m),
        }
    })();
    vm.temp_roots.pop();
    r
}

fn s_match_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let re = pattern_arg(vm, args.get(0))?;
    let start = match args.positional().get(1) {
        Some(&p) => {
            let p = string::int_arg(vm, p)?;
            match char_pos_to_byte(recv, p) {
                Some(b) => b,
                None => return Ok(Value::FALSE),
            }
        }
        None => 0,
    };
    Ok(Value::bool(search_test(vm, re, recv, start)?))
}

// ---------------------------------------------------------------- sub / gsub

/// Why a replacement template is refused.
enum TemplateError {
    /// IndexError: `\k<name>` names no group.
    UnknownName(String),
    /// RuntimeError: `\k<` never closed.
    BadNameFormat,
}

/// Appends replacement template `repl` for the match in `region` of `subj` (CRuby's escapes:
/// `\0` `\&` `\1`..`\9` `\k<name>` `` \` `` `\'` `\+` `\\`; any other backslash stays).
fn expand(out: &mut Vec<u8>, repl: &[u8], re: Value, subj: &[u8], region: &Groups) -> Result<(), TemplateError> {
    let group = |out: &mut Vec<u8>, i: usize| {
        if let Some((b, e)) = region.pos(i) {
            out.extend_from_slice(crate::core::regexp::part(subj, b, e));
        }
    };
    let mut i = 0;
    while i < repl.len() {
        let c = repl[i];
        if c != b'\\' || i + 1 >= repl.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let n = repl[i + 1];
        i += 2;
        match n {
            b'0'..=b'9' => {
                let g = (n - b'0') as usize;
                if g < region.len() {
                    group(out, g);
                }
            }
            b'&' => group(out, 0),
            b'`' => out.extend_from_slice(crate::core::regexp::part(subj, 0, region.pos(0).map_or(0, |p| p.0))),
            b'\'' => out.extend_from_slice(crate::core::regexp::part(subj, region.pos(0).map_or(subj.len(), |p| p.1), usize::MAX)),
            b'+' => {
                if let Some(g) = (1..region.len()).rev().find(|&g| region.pos(g).is_some()) {
                    group(out, g);
                }
            }
            b'\\' => out.push(b'\\'),
            b'k' if repl.get(i) == Some(&b'<') => match repl[i..].iter().position(|&c| c == b'>') {
                Some(close) => {
                    let name = &repl[i + 1..i + close];
                    let groups = name_groups(re_of(re), name);
                    if groups.is_empty() {
                        return Err(TemplateError::UnknownName(String::from_utf8_lossy(name).into_owned()));
                    }
                    if let Some(g) = groups.iter().rev().find(|&&g| region.pos(g as usize).is_some()) {
                        group(out, *g as usize);
                    }
                    i += close + 1;
                }
                None => return Err(TemplateError::BadNameFormat),
            },
            _ => {
                out.push(b'\\');
                out.push(n);
            }
        }
    }
    Ok(())
}

/// How `sub`/`gsub` compute a replacement.
enum Replace {
    Template(Value),
    Hash(Value),
    Block(Block),
}

/// `sub`/`gsub` (and bang forms) with a Regexp: the new contents, or None when nothing matched.
/// `check` (all but `sub`) raises "string modified" when a block or hash changed the receiver.
pub(crate) fn sub_regexp(vm: &mut Vm, recv: Value, re: Value, args: &Args, global: bool, check: Option<string::ModCheck>) -> VmResult<Option<Vec<u8>>> {
    let how = if args.len() >= 2 {
        let r = args.get(1);
        if obj::is_type(r, ObjType::Hash) {
            Replace::Hash(r)
        } else {
            Replace::Template(vm.expect_string(r)?)
        }
    } else {
        match &args.block {
            Some(b) => Replace::Block(b.clone()),
            None => return Err(vm.arg_count_error(1, 2, 2)),
        }
    };
    let subj = frozen_subject(vm, recv);
    let mark = vm.temp_roots.len();
    vm.temp_roots.push(subj);
    vm.temp_roots.push(re);
    let r = sub_walk(vm, recv, re, subj, &how, global, check);
    vm.temp_roots.truncate(mark);
    r
}

fn sub_walk(vm: &mut Vm, recv: Value, re: Value, subj: Value, how: &Replace, global: bool, check: Option<string::ModCheck>) -> VmResult<Option<Vec<u8>>> {
    let len = string::bytes(subj).len();
    let mut out: Vec<u8> = Vec::new();
    let (mut pos, mut copied) = (0usize, 0usize);
    let mut last: Option<Groups> = None;
    let mut last_md = Value::NIL;
    while pos <= len {
        let Some(region) = search_region(vm, re, subj, pos, Dir::Forward)? else { break };
        let Some((b, e)) = region.pos(0) else { break };
        out.extend_from_slice(crate::core::regexp::part(string::bytes(subj), copied, b));
        match how {
            Replace::Template(t) => match expand(&mut out, string::bytes(*t), re, string::bytes(subj), &region) {
                Ok(()) => {}
                Err(TemplateError::UnknownName(n)) => return Err(vm.make_error(vm.core.index_error, &format!("undefined group name reference: {n}"))),
                Err(TemplateError::BadNameFormat) => return Err(vm.make_error(vm.core.runtime_error, "invalid group name reference format")),
            },
            Replace::Hash(h) => {
                let key = string::new_part(vm, subj, crate::core::regexp::part(string::bytes(subj), b, e));
                let v = vm.hash_aref(*h, key)?;
                let v = to_s_value(vm, v)?;
                out.extend_from_slice(string::bytes(v));
                if let Some(c) = &check {
                    c.check(vm, recv)?;
                }
            }
            Replace::Block(blk) => {
                let md = new_match(vm, re, subj, region.clone());
                vm.temp_roots.push(md);
                set_last_match(vm, md);
                let matched = string::new_part(vm, subj, crate::core::regexp::part(string::bytes(subj), b, e));
                let v = vm.yield_block(blk, &[matched]);
                vm.temp_roots.pop();
                let v = to_s_value(vm, v?)?;
                out.extend_from_slice(string::bytes(v));
                if let Some(c) = &check {
                    c.check(vm, recv)?;
                }
                last_md = md;
            }
        }
        copied = e;
        if b == e {
            // An empty match: copy the next character through and search after it.
            if e >= len {
                last = Some(region);
                break;
            }
            let w = char_width_at(subj, e);
            out.extend_from_slice(crate::core::regexp::part(string::bytes(subj), e, e + w));
            copied = e + w;
            pos = e + w;
        } else {
            pos = e;
        }
        last = Some(region);
        if !global {
            break;
        }
    }
    let Some(region) = last else {
        set_last_match(vm, Value::NIL);
        return Ok(None);
    };
    out.extend_from_slice(crate::core::regexp::part(string::bytes(subj), copied, usize::MAX));
    let md = if last_md.is_nil() { new_match(vm, re, subj, region) } else { last_md };
    set_last_match(vm, md);
    Ok(Some(out))
}

/// A block's or hash's replacement as a String (`to_s` for anything else).
fn to_s_value(vm: &mut Vm, v: Value) -> VmResult {
    if obj::is_type(v, ObjType::String) {
        return Ok(v);
    }
    let s = vm.call_method(v, crate::symbol::sym::TO_S, &[], None)?;
    if obj::is_type(s, ObjType::String) {
        Ok(s)
    } else {
        let t = vm.any_to_s(v)?;
        Ok(vm.new_str(&t))
    }
}

// ---------------------------------------------------------------- scan

pub fn scan_regexp(vm: &mut Vm, recv: Value, re: Value, block: Option<&Block>) -> VmResult {
    let subj = frozen_subject(vm, recv);
    let list = vm.new_array(Vec::new());
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&[subj, re, list]);
    let check = block.map(|_| string::ModCheck::new(recv));
    let r = (|| {
        let len = string::bytes(subj).len();
        let mut pos = 0;
        let mut last_md = Value::NIL;
        let mut last_region: Option<Groups> = None;
        while pos <= len {
            let Some(region) = search_region(vm, re, subj, pos, Dir::Forward)? else { break };
            let Some((b, e)) = region.pos(0) else { break };
            pos = if b == e { e + char_width_at(subj, e) } else { e };
            let groups = region.len();
            let item = if groups == 1 {
                string::new_part(vm, subj, crate::core::regexp::part(string::bytes(subj), b, e))
            } else {
                let a = vm.new_array(Vec::new());
                vm.temp_roots.push(a);
                for g in 1..groups {
                    let v = match region.pos(g) {
                        Some((gb, ge)) => string::new_part(vm, subj, crate::core::regexp::part(string::bytes(subj), gb, ge)),
                        None => Value::NIL,
                    };
                    obj::as_array_mut(a).items.push(v);
                }
                vm.temp_roots.pop();
                a
            };
            match block {
                Some(blk) => {
                    // The block may read `$~`: each match gets its MatchData before the yield.
                    vm.temp_roots.push(item);
                    let md = new_match(vm, re, subj, region);
                    vm.temp_roots.pop();
                    set_last_match(vm, md);
                    last_md = md;
                    let r = vm.yield_block(blk, &[item]);
                    r?;
                    if let Some(c) = &check {
                        c.check(vm, recv)?;
                    }
                }
                None => {
                    obj::as_array_mut(list).items.push(item);
                    last_region = Some(region);
                }
            }
        }
        if let Some(region) = last_region {
            last_md = new_match(vm, re, subj, region);
        }
        set_last_match(vm, last_md);
        Ok(if block.is_some() { recv } else { list })
    })();
    vm.temp_roots.truncate(mark);
    r
}

// ---------------------------------------------------------------- split

/// `split` with a Regexp: `limit` 0 drops trailing empty fields, a positive limit caps the
/// number of fields, a negative one keeps every field. Captured groups join the result.
pub fn split_regexp(vm: &mut Vm, recv: Value, re: Value, limit: i64, block: Option<&Block>) -> VmResult {
    // No Ruby code runs until every field is found, so the receiver itself is searched.
    let subj = recv;
    let list = vm.new_array(Vec::new());
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&[subj, re, list]);
    let r = (|| {
        let len = string::bytes(subj).len();
        let push = |vm: &mut Vm, b: usize, e: usize| {
            let s = string::new_part(vm, subj, crate::core::regexp::part(string::bytes(subj), b, e));
            obj::as_array_mut(list).items.push(s);
        };
        if limit == 1 {
            if len > 0 {
                push(vm, 0, len);
            }
        } else {
            let (mut beg, mut pos, mut fields) = (0usize, 0usize, 1i64);
            while pos <= len {
                let Some(region) = search_region(vm, re, subj, pos, Dir::Forward)? else { break };
                let Some((b, e)) = region.pos(0) else { break };
                if b == e {
                    if b >= len {
                        break;
                    }
                    if b == beg {
                        // An empty match where a field starts separates nothing.
                        pos = b + char_width_at(subj, b);
                        continue;
                    }
                    push(vm, beg, b);
                    beg = b;
                    pos = b;
                } else {
                    push(vm, beg, b);
                    beg = e;
                    pos = e;
                }
                for g in 1..region.len() {
                    if let Some((gb, ge)) = region.pos(g) {
                        push(vm, gb, ge);
                    }
                }
                fields += 1;
                if limit > 0 && limit <= fields {
                    break;
                }
            }
            if len > 0 && (limit != 0 || len > beg) {
                push(vm, beg, len);
            }
            if limit == 0 {
                let items = &mut obj::as_array_mut(list).items;
                while items.last().is_some_and(|&v| string::bytes(v).is_empty()) {
                    items.pop();
                }
            }
        }
        // CRuby's split leaves `$~` as its last search left it: no match.
        set_last_match(vm, Value::NIL);
        match block {
            Some(blk) => {
                let n = obj::as_array(list).items.len();
                for i in 0..n {
                    let v = obj::as_array(list).items[i];
                    vm.yield_block(blk, &[v])?;
                }
                Ok(recv)
            }
            None => Ok(list),
        }
    })();
    vm.temp_roots.truncate(mark);
    r
}

// ---------------------------------------------------------------- index / rindex

/// `index(re, pos)` (characters) and `byteindex(re, pos)` (bytes).
pub fn index_regexp(vm: &mut Vm, recv: Value, re: Value, pos: Option<Value>, bytes: bool, backward: bool) -> VmResult {
    let len_b = string::bytes(recv).len();
    let start = match pos {
        None => {
            if backward {
                len_b
            } else {
                0
            }
        }
        Some(p) => {
            let p = string::int_arg(vm, p)?;
            if bytes {
                let q = if p < 0 { p + len_b as i64 } else { p };
                if q < 0 || (q as usize > len_b && !backward) {
                    set_last_match(vm, Value::NIL);
                    return Ok(Value::NIL);
                }
                let q = (q as usize).min(len_b);
                let m = string::char_mode(recv);
                if !string::at_boundary(string::bytes(recv), m, q) {
                    return Err(vm.make_error(vm.core.index_error, &format!("offset {q} does not land on character boundary")));
                }
                q
            } else {
                let clen = string::char_len(recv) as i64;
                let q = if p < 0 { p + clen } else { p };
                if q < 0 || (q > clen && !backward) {
                    set_last_match(vm, Value::NIL);
                    return Ok(Value::NIL);
                }
                char_pos_to_byte(recv, q.min(clen)).unwrap_or(len_b)
            }
        }
    };
    let dir = if backward { Dir::Backward } else { Dir::Forward };
    match search_region(vm, re, recv, start, dir)? {
        Some(region) => {
            let b = region.pos(0).map_or(0, |p| p.0);
            record_match(vm, re, recv, Some(region));
            Ok(Value::fixnum(if bytes { b as i64 } else { char_index_of(recv, b) }))
        }
        None => {
            set_last_match(vm, Value::NIL);
            Ok(Value::NIL)
        }
    }
}

fn s_byterindex(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let pat = args.get(0);
    let pos = args.positional().get(1).copied();
    if is_regexp(pat) {
        return index_regexp(vm, recv, pat, pos, true, true);
    }
    let p = string::str_arg(vm, pat)?;
    let hay = string::bytes(recv);
    let needle = string::bytes(p);
    let len = hay.len() as i64;
    let start = match pos {
        None => len,
        Some(v) => {
            let q = string::int_arg(vm, v)?;
            let q = if q < 0 { q + len } else { q };
            if q < 0 {
                return Ok(Value::NIL);
            }
            q.min(len)
        }
    } as usize;
    let m = string::char_mode(recv);
    if !string::at_boundary(hay, m, start) {
        return Err(vm.make_error(vm.core.index_error, &format!("offset {start} does not land on character boundary")));
    }
    if needle.len() > hay.len() {
        return Ok(Value::NIL);
    }
    let mut s = start.min(hay.len() - needle.len());
    loop {
        if &hay[s..s + needle.len()] == needle && string::at_boundary(hay, m, s) {
            return Ok(Value::fixnum(s as i64));
        }
        if s == 0 {
            return Ok(Value::NIL);
        }
        s -= 1;
    }
}

// ---------------------------------------------------------------- [] / slice! / []=

/// A group number and its byte range (None when the group did not take part).
type Capture = (usize, Option<(usize, usize)>);

/// The group number `cap` (an Integer, String or Symbol) names in `region` and its byte range
/// (None when the group did not take part); Err(message) for an unknown group (IndexError for
/// a name, nil for an index in `[]`).
fn capture_range(vm: &mut Vm, re: Value, region: &Groups, cap: Value) -> VmResult<Result<Capture, String>> {
    if cap.is_symbol() || obj::is_type(cap, ObjType::String) {
        let name: Vec<u8> = if cap.is_symbol() { cap.as_symbol().bytes().to_vec() } else { string::bytes(cap).to_vec() };
        let groups = name_groups(re_of(re), &name);
        let Some(&last) = groups.last() else {
            let shown = String::from_utf8_lossy(&name).into_owned();
            return Ok(Err(format!("undefined group name reference: {shown}")));
        };
        let g = groups.iter().rev().copied().find(|&g| region.pos(g as usize).is_some()).unwrap_or(last) as usize;
        return Ok(Ok((g, region.pos(g))));
    }
    let i = string::int_arg(vm, cap)?;
    let n = region.len() as i64;
    let j = if i < 0 { i + n } else { i };
    // A negative index never reaches the whole match (group 0), as in CRuby.
    if j < 0 || j >= n || (i < 0 && j == 0) {
        return Ok(Err(format!("index {i} out of regexp")));
    }
    Ok(Ok((j as usize, region.pos(j as usize))))
}

fn is_name(v: Value) -> bool {
    v.is_symbol() || obj::is_type(v, ObjType::String)
}

/// `str[re]`, `str[re, capture]`: the group's substring or nil; sets `$~`.
pub fn aref_regexp(vm: &mut Vm, recv: Value, re: Value, cap: Option<Value>) -> VmResult {
    let m = match_at(vm, re, recv, 0)?;
    if m.is_nil() {
        return Ok(Value::NIL);
    }
    let region = &md_of(m).region;
    let range = match cap {
        None => region.pos(0),
        Some(c) => match capture_range(vm, re, region, c)? {
            Ok((_, r)) => r,
            Err(msg) if is_name(c) => return Err(vm.make_error(vm.core.index_error, &msg)),
            Err(_) => None,
        },
    };
    Ok(match range {
        Some((b, e)) => string::new_part(vm, recv, crate::core::regexp::part(string::bytes(recv), b, e)),
        None => Value::NIL,
    })
}

/// `slice!(re, capture)`: removes and returns the group's text; nil when nothing matched or
/// the index is out of range, "" when the group did not take part (as CRuby).
pub fn slice_bang_regexp(vm: &mut Vm, recv: Value, re: Value, cap: Option<Value>) -> VmResult {
    string::modify(vm, recv)?;
    let Some(region) = search_region(vm, re, recv, 0, Dir::Forward)? else {
        set_last_match(vm, Value::NIL);
        return Ok(Value::NIL);
    };
    let range = match cap {
        None => Ok((0, region.pos(0))),
        Some(c) => capture_range(vm, re, &region, c)?,
    };
    record_match(vm, re, recv, Some(region));
    let (b, e) = match range {
        Ok((_, Some(r))) => r,
        Ok((_, None)) => return Ok(string::new_part(vm, recv, &b""[..])),
        Err(msg) if cap.is_some_and(is_name) => return Err(vm.make_error(vm.core.index_error, &msg)),
        Err(_) => return Ok(Value::NIL),
    };
    let part = string::new_part(vm, recv, crate::core::regexp::part(string::bytes(recv), b, e));
    let mut bytes = string::bytes(recv).to_vec();
    if b <= e && e <= bytes.len() {
        bytes.drain(b..e);
    }
    string::set_bytes(recv, bytes);
    Ok(part)
}

/// `str[re] = v`, `str[re, capture] = v`.
pub fn aset_regexp(vm: &mut Vm, recv: Value, re: Value, cap: Option<Value>, val: Value) -> VmResult {
    string::modify(vm, recv)?;
    let Some(region) = search_region(vm, re, recv, 0, Dir::Forward)? else {
        set_last_match(vm, Value::NIL);
        return Err(vm.make_error(vm.core.index_error, "regexp not matched"));
    };
    let (g, range) = match cap {
        None => (0, region.pos(0)),
        Some(c) => match capture_range(vm, re, &region, c)? {
            Ok(r) => r,
            Err(msg) => return Err(vm.make_error(vm.core.index_error, &msg)),
        },
    };
    let Some((b, e)) = range else {
        return Err(vm.make_error(vm.core.index_error, &format!("regexp group {g} not matched")));
    };
    // The replacement is converted only once the match and the group are known (CRuby).
    let v = vm.expect_string(val)?;
    record_match(vm, re, recv, Some(region));
    let mut bytes = crate::core::regexp::part(string::bytes(recv), 0, b).to_vec();
    bytes.extend_from_slice(string::bytes(v));
    bytes.extend_from_slice(crate::core::regexp::part(string::bytes(recv), e, usize::MAX));
    string::set_bytes(recv, bytes);
    Ok(val)
}

// ---------------------------------------------------------------- start_with? / partition

/// Whether `re` matches at the start of `recv` (sets `$~`).
pub fn starts_with_regexp(vm: &mut Vm, recv: Value, re: Value) -> VmResult<bool> {
    match search_region(vm, re, recv, 0, Dir::Anchored)? {
        Some(region) => {
            record_match(vm, re, recv, Some(region));
            Ok(true)
        }
        None => {
            set_last_match(vm, Value::NIL);
            Ok(false)
        }
    }
}

/// `partition(re)` / `rpartition(re)`.
pub fn partition_regexp(vm: &mut Vm, recv: Value, re: Value, backward: bool) -> VmResult {
    let len = string::bytes(recv).len();
    let (start, dir) = if backward { (len, Dir::Backward) } else { (0, Dir::Forward) };
    let found = search_region(vm, re, recv, start, dir)?;
    let list = vm.new_array(Vec::new());
    vm.temp_roots.push(list);
    let parts: [(usize, usize); 3] = match &found {
        Some(r) => {
            let (b, e) = r.pos(0).unwrap_or((0, 0));
            [(0, b), (b, e), (e, len)]
        }
        None if backward => [(0, 0), (0, 0), (0, len)],
        None => [(0, len), (len, len), (len, len)],
    };
    for (b, e) in parts {
        let s = string::new_part(vm, recv, crate::core::regexp::part(string::bytes(recv), b, e));
        obj::as_array_mut(list).items.push(s);
    }
    record_match(vm, re, recv, found);
    vm.temp_roots.pop();
    Ok(list)
}

fn sym_match_via(vm: &mut Vm, recv: Value, args: &Args, name: &str) -> VmResult {
    let s = subject_arg(vm, recv)?.unwrap_or(Value::NIL);
    vm.temp_roots.push(s);
    let r = match name {
        "match" => s_match(vm, s, args),
        "match?" => s_match_p(vm, s, args),
        _ => vm.call_method(s, intern("=~"), args.as_slice(), None),
    };
    vm.temp_roots.pop();
    r
}

pub(super) fn init(vm: &mut Vm) {
    let s = vm.core.string;
    vm.define_builtin(s, "match", -1, s_match);
    vm.define_builtin(s, "match?", -1, s_match_p);
    vm.define_builtin(s, "byterindex", -1, s_byterindex);
    let sym = vm.core.symbol;
    vm.define_builtin(sym, "match", -1, |vm, r, a| sym_match_via(vm, r, a, "match"));
    vm.define_builtin(sym, "match?", -1, |vm, r, a| sym_match_via(vm, r, a, "match?"));
    // `a !~ b` is `!(a =~ b)` for every object (Kernel#!~).
    let kernel = vm.core.kernel;
    vm.define_builtin(kernel, "!~", 1, |vm, r, a| {
        let m = vm.call_method(r, intern("=~"), &[a.get(0)], None)?;
        Ok(Value::bool(!m.truthy()))
    });
}
