//! StringScanner's readers of the last match: `matched?`, `matched`, `matched_size`,
//! `pre_match`, `post_match`, `[]`, `size`, `captures`, `values_at`, `named_captures`.
//!
//! Invariant: each answers nil when there is no match (`named_captures` an empty Hash when no
//! Regexp is kept), and builds its Strings from the current string through `extract_range`,
//! so a string changed since the match yields nil or shorter text, never a bad index.

use std::borrow::Cow;

use super::{extract_beg_len, extract_range, scanner, Scanner};
use corundum_vm::api::{define_methods, Args, CoreClass, Data, Encoding, Result, Ruby, Value};

fn ss_matched_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    Ok(Value::bool(d.get(rb).matched))
}

/// The whole match's range as string offsets, when there is a match.
fn whole(p: &Scanner) -> Option<(usize, usize)> {
    if !p.matched {
        return None;
    }
    p.reg(0).map(|(b, e)| (p.adjust(b), p.adjust(e)))
}

fn ss_matched(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let p = d.get(rb);
    let s = p.str;
    Ok(match whole(p) {
        Some((b, e)) => extract_range(rb, s, b, e),
        None => Value::NIL,
    })
}

fn ss_matched_size(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    Ok(match whole(d.get(rb)) {
        Some((b, e)) => Value::fixnum(e.saturating_sub(b) as i64),
        None => Value::NIL,
    })
}

fn ss_pre_match(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let p = d.get(rb);
    let s = p.str;
    Ok(match whole(p) {
        Some((b, _)) => extract_range(rb, s, 0, b),
        None => Value::NIL,
    })
}

fn ss_post_match(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let p = d.get(rb);
    let (s, len) = (p.str, p.len(rb));
    Ok(match whole(p) {
        Some((_, e)) => extract_range(rb, s, e, len),
        None => Value::NIL,
    })
}

/// The group number of name `name` in the last match (Oniguruma's rule for a name several
/// groups share: the last of them that took part, else the last), or IndexError.
fn group_of_name(rb: &mut Ruby, d: Data<Scanner>, name: &[u8]) -> Result<usize> {
    let p = d.get(rb);
    let pick = match rb.regexp_name_groups(p.regex, name) {
        [] => None,
        [one] => Some(*one as usize),
        many => many.iter().rev().map(|&n| n as usize).find(|&n| p.reg(n).is_some()).or(many.last().map(|&n| n as usize)),
    };
    match pick {
        Some(n) => Ok(n),
        None => {
            let msg = format!("undefined group name reference: {}", String::from_utf8_lossy(name));
            Err(rb.raise_core(CoreClass::IndexError, &msg))
        }
    }
}

/// `self[i]` for scanner `recv`: group `i` (an Integer, negative from the end, or a name as a
/// Symbol or String) of the last match.
fn aref(rb: &mut Ruby, recv: Value, idx: Value) -> Result {
    let d = scanner(rb, recv)?;
    if !d.get(rb).matched {
        return Ok(Value::NIL);
    }
    let name: Option<Cow<'static, [u8]>> = if idx.is_symbol() {
        Some(Cow::Borrowed(idx.as_symbol().bytes()))
    } else if rb.is_string(idx) {
        Some(Cow::Owned(rb.str_bytes(idx).to_vec()))
    } else {
        None
    };
    let i = match name {
        Some(n) => group_of_name(rb, d, &n)? as i64,
        None => rb.expect_int(idx)?,
    };
    let p = d.get(rb);
    let count = p.regs.len() as i64;
    let i = if i < 0 { i + count } else { i };
    if i < 0 || i >= count {
        return Ok(Value::NIL);
    }
    let s = p.str;
    Ok(match p.reg(i as usize) {
        Some((b, e)) => {
            let beg = p.adjust(b);
            extract_beg_len(rb, s, beg, e.saturating_sub(b))
        }
        None => Value::NIL,
    })
}

fn ss_aref(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    aref(rb, recv, args.get(0))
}

fn ss_size(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let p = d.get(rb);
    Ok(if p.matched { Value::fixnum(p.regs.len() as i64) } else { Value::NIL })
}

/// `captures`: groups 1.. of the last match (nil for one that did not take part).
fn ss_captures(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    if !d.get(rb).matched {
        return Ok(Value::NIL);
    }
    let arr = rb.new_array(Vec::new());
    let mut i = 1;
    while i < d.get(rb).regs.len() {
        let p = d.get(rb);
        let s = p.str;
        let v = match p.reg(i) {
            Some((b, e)) => {
                let beg = p.adjust(b);
                extract_beg_len(rb, s, beg, e.saturating_sub(b))
            }
            None => Value::NIL,
        };
        rb.array_push(arr, v)?;
        i += 1;
    }
    Ok(arr)
}

/// `values_at(*indexes)`: `self[i]` for each.
fn ss_values_at(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    if !d.get(rb).matched {
        return Ok(Value::NIL);
    }
    let arr = rb.new_array(Vec::new());
    for &idx in args.as_slice() {
        let v = aref(rb, recv, idx)?;
        rb.array_push(arr, v)?;
    }
    Ok(arr)
}

/// `named_captures`: each group name of the last Regexp (binary Strings, as CRuby's) to its
/// text in the last match (nil when unmatched); empty without a Regexp.
fn ss_named_captures(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    let h = rb.new_hash();
    let re = d.get(rb).regex;
    if !rb.is_regexp(re) {
        return Ok(h);
    }
    for name in rb.regexp_group_names(re) {
        let key = rb.new_string_in(name, Encoding::BINARY);
        let v = aref(rb, recv, key)?;
        rb.hash_set(h, key, v)?;
    }
    Ok(h)
}

pub(super) fn init(rb: &mut Ruby, k: Value) {
    define_methods!(rb, k, [
        ("matched?", 0, ss_matched_p),
        ("matched", 0, ss_matched),
        ("matched_size", 0, ss_matched_size),
        ("pre_match", 0, ss_pre_match),
        ("post_match", 0, ss_post_match),
        ("[]", 1, ss_aref),
        ("size", 0, ss_size),
        ("captures", 0, ss_captures),
        ("values_at", -1, ss_values_at),
        ("named_captures", 0, ss_named_captures),
    ]);
}
