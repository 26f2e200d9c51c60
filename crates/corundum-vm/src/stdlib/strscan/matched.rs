//! StringScanner's readers of the last match: `matched?`, `matched`, `matched_size`,
//! `pre_match`, `post_match`, `[]`, `size`, `captures`, `values_at`, `named_captures`.
//!
//! Invariant: each answers nil when there is no match (`named_captures` an empty Hash when no
//! Regexp is kept), and builds its Strings from the current string through `extract_range`,
//! so a string changed since the match yields nil or shorter text, never a bad index.

use super::{extract_beg_len, extract_range, payload, scanner, Scanner};
use crate::core::regexp;
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn ss_matched_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(scanner(vm, recv)?.matched))
}

/// The whole match's range as string offsets, when there is a match.
fn whole(p: &Scanner) -> Option<(usize, usize)> {
    if !p.matched {
        return None;
    }
    p.reg(0).map(|(b, e)| (p.adjust(b), p.adjust(e)))
}

fn ss_matched(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    Ok(match whole(p) {
        Some((b, e)) => extract_range(vm, p, b, e),
        None => Value::NIL,
    })
}

fn ss_matched_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    Ok(match whole(p) {
        Some((b, e)) => Value::fixnum(e.saturating_sub(b) as i64),
        None => Value::NIL,
    })
}

fn ss_pre_match(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    Ok(match whole(p) {
        Some((b, _)) => extract_range(vm, p, 0, b),
        None => Value::NIL,
    })
}

fn ss_post_match(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    Ok(match whole(p) {
        Some((_, e)) => extract_range(vm, p, e, p.len()),
        None => Value::NIL,
    })
}

/// The group number of name `name` in the last match (Oniguruma's rule for a name several
/// groups share: the last of them that took part, else the last), or IndexError.
fn group_of_name(vm: &mut Vm, p: &Scanner, name: &[u8]) -> VmResult<usize> {
    let nums: &[u32] = if regexp::is_regexp(p.regex) { regexp::name_groups(regexp::re_of(p.regex), name) } else { &[] };
    let pick = match nums {
        [] => None,
        [one] => Some(*one as usize),
        many => many.iter().rev().map(|&n| n as usize).find(|&n| p.reg(n).is_some()).or(many.last().map(|&n| n as usize)),
    };
    match pick {
        Some(n) => Ok(n),
        None => {
            let msg = format!("undefined group name reference: {}", String::from_utf8_lossy(name));
            Err(vm.make_error(vm.core.index_error, &msg))
        }
    }
}

/// `self[i]` for scanner `recv`: group `i` (an Integer, negative from the end, or a name as a
/// Symbol or String) of the last match.
fn aref(vm: &mut Vm, recv: Value, idx: Value) -> VmResult {
    let p = scanner(vm, recv)?;
    if !p.matched {
        return Ok(Value::NIL);
    }
    let name: Option<&[u8]> = if idx.is_symbol() {
        Some(idx.as_symbol().bytes())
    } else if obj::is_type(idx, ObjType::String) {
        Some(crate::core::string::bytes(idx))
    } else {
        None
    };
    let i = match name {
        Some(n) => group_of_name(vm, p, n)? as i64,
        None => vm.expect_int(idx)?,
    };
    let p = payload(recv);
    let count = p.regs.len() as i64;
    let i = if i < 0 { i + count } else { i };
    if i < 0 || i >= count {
        return Ok(Value::NIL);
    }
    Ok(match p.reg(i as usize) {
        Some((b, e)) => extract_beg_len(vm, p, p.adjust(b), e.saturating_sub(b)),
        None => Value::NIL,
    })
}

fn ss_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    aref(vm, recv, args.get(0))
}

fn ss_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    Ok(if p.matched { Value::fixnum(p.regs.len() as i64) } else { Value::NIL })
}

/// `captures`: groups 1.. of the last match (nil for one that did not take part).
fn ss_captures(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    if !p.matched {
        return Ok(Value::NIL);
    }
    let arr = vm.new_array(Vec::new());
    vm.temp_roots.push(arr);
    for i in 1..p.regs.len() {
        let v = match p.reg(i) {
            Some((b, e)) => extract_beg_len(vm, p, p.adjust(b), e.saturating_sub(b)),
            None => Value::NIL,
        };
        obj::as_array_mut(arr).items.push(v);
    }
    vm.temp_roots.pop();
    Ok(arr)
}

/// `values_at(*indexes)`: `self[i]` for each.
fn ss_values_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if !scanner(vm, recv)?.matched {
        return Ok(Value::NIL);
    }
    let arr = vm.new_array(Vec::new());
    vm.temp_roots.push(arr);
    for &idx in args.as_slice() {
        let v = match aref(vm, recv, idx) {
            Ok(v) => v,
            Err(e) => {
                vm.temp_roots.pop();
                return Err(e);
            }
        };
        obj::as_array_mut(arr).items.push(v);
    }
    vm.temp_roots.pop();
    Ok(arr)
}

/// `named_captures`: each group name of the last Regexp (binary Strings, as CRuby's) to its
/// text in the last match (nil when unmatched); empty without a Regexp.
fn ss_named_captures(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let p = scanner(vm, recv)?;
    let h = vm.new_hash();
    if !regexp::is_regexp(p.regex) {
        return Ok(h);
    }
    vm.temp_roots.push(h);
    let re = regexp::re_of(p.regex);
    let r = (|| {
        for (name, _) in re.names.iter() {
            let key = vm.new_string(name.clone());
            crate::core::encoding::set_string_encoding(key, crate::core::encoding::EncodingId::BINARY);
            vm.temp_roots.push(key);
            let v = aref(vm, recv, key);
            vm.temp_roots.pop();
            vm.hash_set(h, key, v?)?;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    r.map(|()| h)
}

pub(super) fn init(vm: &mut Vm, k: Value) {
    for (name, arity, f) in [
        ("matched?", 0, ss_matched_p as crate::class::BuiltinFn),
        ("matched", 0, ss_matched),
        ("matched_size", 0, ss_matched_size),
        ("pre_match", 0, ss_pre_match),
        ("post_match", 0, ss_post_match),
        ("[]", 1, ss_aref),
        ("size", 0, ss_size),
        ("captures", 0, ss_captures),
        ("values_at", -1, ss_values_at),
        ("named_captures", 0, ss_named_captures),
    ] {
        vm.define_builtin(k, name, arity, f);
    }
}
