//! MatchData: groups by index, name, range and start+length, offsets, pre/post match,
//! `named_captures`, pattern-matching support and `inspect`.
//!
//! Invariants:
//! - A MatchData never changes (its subject is frozen), so every answer is computed from the
//!   region on demand; nothing is cached.
//! - Offsets given to Ruby are character offsets of the subject (`begin`/`end`/`offset`), byte
//!   offsets only for `byteoffset`; a group that did not take part answers nil.
//! - A name refers to the last group of that name that took part (CRuby's rule), and an unknown
//!   name is IndexError "undefined group name reference: NAME".

use crate::core::regexp::{is_match, md_of, name_groups, re_of, MatchData};
use crate::core::string;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Number of groups including the whole match.
fn size(md: &MatchData) -> usize {
    md.region.len()
}

/// The substring of group `i` (nil when it did not take part).
fn group_str(vm: &mut Vm, md: &MatchData, i: usize) -> Value {
    match md.region.pos(i) {
        Some((b, e)) => {
            let s = md.string;
            string::new_part(vm, s, crate::core::regexp::part(string::bytes(s), b, e))
        }
        None => Value::NIL,
    }
}

/// The group number a name (String or Symbol) refers to in this match.
fn name_index(vm: &mut Vm, md: &MatchData, name: &[u8]) -> VmResult<usize> {
    let groups = name_groups(re_of(md.regexp), name);
    if groups.is_empty() {
        let shown = String::from_utf8_lossy(name).into_owned();
        return Err(vm.make_error(vm.core.index_error, &format!("undefined group name reference: {shown}")));
    }
    Ok(groups.iter().rev().copied().find(|&g| md.region.pos(g as usize).is_some()).unwrap_or(groups[groups.len() - 1]) as usize)
}

/// The group an index-or-name argument names (`begin`, `end`, `offset`): IndexError when out of
/// range.
fn group_arg(vm: &mut Vm, md: &MatchData, v: Value) -> VmResult<usize> {
    if v.is_symbol() {
        return name_index(vm, md, v.as_symbol().bytes());
    }
    if obj::is_type(v, ObjType::String) {
        let b = string::bytes(v).to_vec();
        return name_index(vm, md, &b);
    }
    let i = string::int_arg(vm, v)?;
    if i < 0 || i as usize >= size(md) {
        return Err(vm.make_error(vm.core.index_error, &format!("index {i} out of matches")));
    }
    Ok(i as usize)
}

/// `md[i]` for one argument (also `Regexp.last_match(i)` and `$~[i]`).
pub fn group_value(vm: &mut Vm, m: Value, v: Value) -> VmResult {
    let md = md_of(m);
    if v.is_symbol() || obj::is_type(v, ObjType::String) {
        let i = group_arg(vm, md, v)?;
        return Ok(group_str(vm, md, i));
    }
    if v.is_fixnum() {
        let n = size(md) as i64;
        let i = v.as_fixnum();
        let i = if i < 0 { i + n } else { i };
        if i < 0 || i >= n {
            return Ok(Value::NIL);
        }
        return Ok(group_str(vm, md, i as usize));
    }
    if obj::is_type(v, ObjType::Range) {
        let a = to_a(vm, m);
        return vm.call_method(a, intern("[]"), &[v], None);
    }
    let i = string::int_arg(vm, v)?;
    group_value(vm, m, Value::fixnum(i))
}

/// Every group as an Array (the whole match first).
fn to_a(vm: &mut Vm, m: Value) -> Value {
    let md = md_of(m);
    let a = vm.new_array(Vec::new());
    vm.temp_roots.push(a);
    for i in 0..size(md) {
        let s = group_str(vm, md, i);
        obj::as_array_mut(a).items.push(s);
    }
    vm.temp_roots.pop();
    a
}

fn md_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.expect_match(recv)?;
    vm.check_argc(args, 1, Some(2))?;
    if args.len() == 2 {
        let a = to_a(vm, recv);
        return vm.call_method(a, intern("[]"), args.as_slice(), None);
    }
    group_value(vm, recv, args.get(0))
}

/// Character offset of byte offset `b` in the subject.
fn char_off(md: &MatchData, b: usize) -> i64 {
    let s = md.string;
    string::char_index(string::bytes(s), string::char_mode(s), b) as i64
}

/// The (begin, end) of the group an argument names, as character or byte offsets.
fn offsets(vm: &mut Vm, recv: Value, v: Value, bytes: bool) -> VmResult<Option<(i64, i64)>> {
    let md = vm.expect_match(recv)?;
    let i = group_arg(vm, md, v)?;
    Ok(md.region.pos(i).map(|(b, e)| if bytes { (b as i64, e as i64) } else { (char_off(md, b), char_off(md, e)) }))
}

fn md_begin(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(offsets(vm, recv, args.get(0), false)?.map_or(Value::NIL, |(b, _)| Value::fixnum(b)))
}
fn md_end(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(offsets(vm, recv, args.get(0), false)?.map_or(Value::NIL, |(_, e)| Value::fixnum(e)))
}
fn md_bytebegin(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(offsets(vm, recv, args.get(0), true)?.map_or(Value::NIL, |(b, _)| Value::fixnum(b)))
}
fn md_byteend(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(offsets(vm, recv, args.get(0), true)?.map_or(Value::NIL, |(_, e)| Value::fixnum(e)))
}

fn pair(vm: &mut Vm, o: Option<(i64, i64)>) -> Value {
    match o {
        Some((b, e)) => vm.new_array(vec![Value::fixnum(b), Value::fixnum(e)]),
        None => vm.new_array(vec![Value::NIL, Value::NIL]),
    }
}

fn md_offset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = offsets(vm, recv, args.get(0), false)?;
    Ok(pair(vm, o))
}
fn md_byteoffset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = offsets(vm, recv, args.get(0), true)?;
    Ok(pair(vm, o))
}

fn md_captures(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let md = vm.expect_match(recv)?;
    let a = vm.new_array(Vec::new());
    vm.temp_roots.push(a);
    for i in 1..size(md) {
        let s = group_str(vm, md, i);
        obj::as_array_mut(a).items.push(s);
    }
    vm.temp_roots.pop();
    Ok(a)
}

/// `named_captures(symbolize_names: false)` and `deconstruct_keys(nil)`.
fn named_hash(vm: &mut Vm, recv: Value, symbols: bool, only: Option<Value>) -> VmResult {
    let md = vm.expect_match(recv)?;
    let re = re_of(md.regexp);
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    let r = (|| {
        for (name, _) in &re.names {
            if let Some(keys) = only {
                let id = intern(&String::from_utf8_lossy(name));
                if !obj::as_array(keys).items.contains(&Value::symbol(id)) {
                    continue;
                }
            }
            let i = name_index(vm, md, name)?;
            let v = group_str(vm, md, i);
            vm.temp_roots.push(v);
            let k = if symbols { Value::symbol(crate::symbol::intern_bytes(name)) } else { vm.new_string_buf(name.as_slice().into()) };
            vm.temp_roots.push(k);
            let r = vm.hash_set(h, k, v);
            vm.temp_roots.truncate(vm.temp_roots.len() - 2);
            r?;
        }
        Ok(h)
    })();
    vm.temp_roots.pop();
    r
}

fn md_named_captures(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut symbols = false;
    if let Some(kw) = args.kwargs() {
        if let Some(v) = vm.hash_lookup_symbol(kw, intern("symbolize_names")) {
            symbols = v.truthy();
        }
    }
    named_hash(vm, recv, symbols, None)
}

/// `deconstruct_keys(keys)`: every named group for nil; for an Array of Symbols, the groups
/// named up to the first name the Regexp lacks ({} when more keys than names come).
fn md_deconstruct_keys(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let keys = args.get(0);
    if keys.is_nil() {
        return named_hash(vm, recv, true, None);
    }
    if !obj::is_type(keys, ObjType::Array) {
        let c = vm.conversion_name(keys);
        return Err(vm.type_error(&format!("wrong argument type {c} (expected Array)")));
    }
    let md = vm.expect_match(recv)?;
    let h = vm.new_hash();
    if re_of(md.regexp).names.len() < obj::as_array(keys).items.len() {
        return Ok(h);
    }
    vm.temp_roots.push(h);
    let r = (|| {
        let mut i = 0;
        while let Some(&k) = obj::as_array(keys).items.get(i) {
            i += 1;
            if !k.is_symbol() {
                let c = vm.conversion_name(k);
                return Err(vm.type_error(&format!("wrong argument type {c} (expected Symbol)")));
            }
            let name = k.as_symbol().bytes().to_vec();
            if name_groups(re_of(md.regexp), &name).is_empty() {
                break;
            }
            let g = name_index(vm, md, &name)?;
            let v = group_str(vm, md, g);
            vm.temp_roots.push(v);
            let r = vm.hash_set(h, k, v);
            vm.temp_roots.pop();
            r?;
        }
        Ok(h)
    })();
    vm.temp_roots.pop();
    r
}

fn md_names(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let md = vm.expect_match(recv)?;
    let re = md.regexp;
    vm.call_method(re, intern("names"), &[], None)
}

fn md_pre(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let md = vm.expect_match(recv)?;
    let s = md.string;
    let st = md.region.pos(0).map_or(0, |(b, _)| b);
    Ok(string::new_part(vm, s, crate::core::regexp::part(string::bytes(s), 0, st)))
}

fn md_post(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let md = vm.expect_match(recv)?;
    let s = md.string;
    let b = string::bytes(s);
    let e = md.region.pos(0).map_or(b.len(), |(_, e)| e);
    Ok(string::new_part(vm, s, crate::core::regexp::part(b, e, usize::MAX)))
}

/// `values_at(*indexes)`: each an index, a group name, or a Range of indexes (padded with nil
/// past the groups; RangeError when it starts before the first).
fn md_values_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let md = vm.expect_match(recv)?;
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    let r = (|| {
        for &v in args.as_slice() {
            if obj::is_type(v, ObjType::Range) {
                let n = size(md) as i64;
                let rr = obj::as_range(v);
                let (b, e, excl) = (rr.begin, rr.end, crate::core::range::excl(v));
                let mut beg = if b.is_nil() { 0 } else { vm.expect_int(b)? };
                let mut end = if e.is_nil() { n } else { vm.expect_int(e)? };
                let out_of_range = |vm: &mut Vm| -> crate::vm::Unwind {
                    let shown = crate::core::range::range_inspect(vm, v, true).unwrap_or_default();
                    vm.make_error(vm.core.range_error, &format!("{shown} out of range"))
                };
                if beg < 0 {
                    beg += n;
                    if beg < 0 {
                        return Err(out_of_range(vm));
                    }
                }
                if end < 0 {
                    end += n;
                }
                if !excl && !e.is_nil() {
                    end += 1;
                }
                for i in beg..end.max(beg) {
                    let g = if i < n { group_str(vm, md, i as usize) } else { Value::NIL };
                    obj::as_array_mut(out).items.push(g);
                }
                continue;
            }
            let g = group_value(vm, recv, v)?;
            obj::as_array_mut(out).items.push(g);
        }
        Ok(out)
    })();
    vm.temp_roots.pop();
    r
}

fn md_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let md = vm.expect_match(recv)?;
    if obj::has_flag(recv, crate::core::regexp::FL_MATCH_FROM_STRING) {
        let mut out = b"#<MatchData: ".to_vec();
        if let Some((b, e)) = md.region.pos(0) {
            out.extend_from_slice(crate::core::regexp::part(string::bytes(md.string), b, e));
        }
        out.push(b'>');
        return Ok(vm.new_string_buf(out.into()));
    }
    let re = re_of(md.regexp);
    // Group number -> its name, for the labels.
    let mut label: Vec<Option<&[u8]>> = vec![None; size(md)];
    for (name, groups) in &re.names {
        for &g in groups {
            if let Some(slot) = label.get_mut(g as usize) {
                *slot = Some(name.as_slice());
            }
        }
    }
    let mut out = b"#<MatchData ".to_vec();
    for (i, name) in label.iter().enumerate() {
        if i > 0 {
            out.push(b' ');
            match name {
                Some(n) => out.extend_from_slice(n),
                None => out.extend_from_slice(i.to_string().as_bytes()),
            }
            out.push(b':');
        }
        match md.region.pos(i) {
            Some((b, e)) => {
                let s = md.string;
                let shown = string::inspect_bytes(crate::core::regexp::part(string::bytes(s), b, e), string::is_bin(s));
                out.extend_from_slice(shown.as_bytes());
            }
            None => out.extend_from_slice(b"nil"),
        }
    }
    out.push(b'>');
    Ok(vm.new_string_buf(out.into()))
}

fn md_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let md = vm.expect_match(recv)?;
    let o = args.get(0);
    if !is_match(o) {
        return Ok(Value::FALSE);
    }
    let od = md_of(o);
    if !string::str_eq(md.string, od.string) {
        return Ok(Value::FALSE);
    }
    let same_re = vm.call_method(md.regexp, intern("=="), &[od.regexp], None)?.truthy();
    let same_groups = size(md) == size(od) && (0..size(md)).all(|i| md.region.pos(i) == od.region.pos(i));
    Ok(Value::bool(same_re && same_groups))
}

/// `match(n)`: the group's text (nil when it did not take part); `match_length(n)`: its length
/// in characters.
fn md_match(vm: &mut Vm, recv: Value, args: &Args, length: bool) -> VmResult {
    let md = vm.expect_match(recv)?;
    let i = group_arg(vm, md, args.get(0))?;
    let s = group_str(vm, md, i);
    if length && !s.is_nil() {
        return Ok(Value::fixnum(string::char_len(s) as i64));
    }
    Ok(s)
}

fn md_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let md = vm.expect_match(recv)?;
    let mut h = crate::core::conversions::hash_bytes(string::bytes(md.string));
    for i in 0..size(md) {
        let (b, e) = md.region.pos(i).unwrap_or((usize::MAX, usize::MAX));
        h = crate::core::conversions::mix(h ^ (b as u64) ^ ((e as u64) << 32));
    }
    Ok(Value::fixnum((h >> 2) as i64))
}

fn md_string(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.expect_match(recv)?.string)
}

fn md_regexp(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let re = vm.expect_match(recv)?.regexp;
    obj::set_flag(recv, crate::core::regexp::FL_MATCH_FROM_STRING, false);
    Ok(re)
}

fn md_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let md = vm.expect_match(recv)?;
    Ok(group_str(vm, md, 0))
}

fn md_to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.expect_match(recv)?;
    Ok(to_a(vm, recv))
}

fn md_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(size(vm.expect_match(recv)?) as i64))
}

pub(super) fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let k = crate::core::define_class(vm, "MatchData", object);
    obj::as_class_mut(k).data.instance_type = ObjType::Data;
    vm.core.match_data = k;
    let s = vm.singleton_class(k).expect("MatchData metaclass");
    // CRuby has no MatchData.new or .allocate: MatchData objects come from matching only.
    let _ = vm.undef_method(s, intern("new"));
    let _ = vm.undef_method(s, intern("allocate"));
    vm.define_builtin(k, "[]", -1, md_aref);
    vm.define_builtin(k, "begin", 1, md_begin);
    vm.define_builtin(k, "end", 1, md_end);
    vm.define_builtin(k, "bytebegin", 1, md_bytebegin);
    vm.define_builtin(k, "byteend", 1, md_byteend);
    vm.define_builtin(k, "offset", 1, md_offset);
    vm.define_builtin(k, "byteoffset", 1, md_byteoffset);
    vm.define_builtin(k, "captures", 0, md_captures);
    let _ = vm.alias_method(k, intern("deconstruct"), intern("captures"));
    vm.define_builtin(k, "named_captures", -1, md_named_captures);
    vm.define_builtin(k, "deconstruct_keys", 1, md_deconstruct_keys);
    vm.define_builtin(k, "names", 0, md_names);
    vm.define_builtin(k, "pre_match", 0, md_pre);
    vm.define_builtin(k, "post_match", 0, md_post);
    vm.define_builtin(k, "values_at", -1, md_values_at);
    vm.define_builtin(k, "inspect", 0, md_inspect);
    vm.define_builtin(k, "to_s", 0, md_to_s);
    vm.define_builtin(k, "to_a", 0, md_to_a);
    vm.define_builtin(k, "size", 0, md_size);
    let _ = vm.alias_method(k, intern("length"), intern("size"));
    vm.define_builtin(k, "string", 0, md_string);
    vm.define_builtin(k, "regexp", 0, md_regexp);
    vm.define_builtin(k, "match", 1, |vm, r, a| md_match(vm, r, a, false));
    vm.define_builtin(k, "match_length", 1, |vm, r, a| md_match(vm, r, a, true));
    vm.define_builtin(k, "hash", 0, md_hash);
    vm.define_builtin(k, "==", 1, md_eq);
    let _ = vm.alias_method(k, intern("eql?"), intern("=="));
}
