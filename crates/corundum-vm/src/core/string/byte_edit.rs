//! Editing a String by byte positions: `bytesplice` and `append_as_bytes`.
//!
//! Invariants:
//! - Every position is checked against the string's length before any byte moves, and both
//!   ends of a replaced span must fall on character boundaries (CRuby's "offset N does not land
//!   on character boundary"), so a splice never cuts a character of a valid string in two.
//! - The receiver is checked with `modify` first; all arguments are converted (which may run
//!   Ruby code) before the bytes are read, so the spans index the bytes as they are at the edit.

use super::encoding::{compatible_tag, incompatible, set_tag_bits};
use super::{at_boundary, bytes, bytes_mut, char_mode, int_arg, modify, str_arg};
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// A span of bytes: where it starts and how long it is, as given (not yet checked).
enum Span {
    Range(Value),
    StartLen(i64, i64),
}

/// Whether `v` is an Integer (the index form of `bytesplice`; anything else must be a Range).
fn is_int(v: Value) -> bool {
    crate::core::integer::is_integer(v)
}

fn range_arg(vm: &mut Vm, v: Value) -> VmResult<Span> {
    if obj::is_type(v, ObjType::Range) {
        return Ok(Span::Range(v));
    }
    let name = vm.conversion_name(v);
    Err(vm.type_error(&format!("wrong argument type {name} (expected Range)")))
}

/// The checked (start, length) of `span` over `s`, whose bytes must start and end on character
/// boundaries.
fn resolve(vm: &mut Vm, s: Value, span: Span) -> VmResult<(usize, usize)> {
    let n = bytes(s).len();
    let (beg, len) = match span {
        Span::Range(r) => match crate::core::range::range_bounds(vm, r, n)? {
            Some(x) => x,
            None => {
                let shown = crate::core::range::range_inspect(vm, r, true)?;
                return Err(vm.make_error(vm.core.range_error, &format!("{shown} out of range")));
            }
        },
        Span::StartLen(beg, len) => {
            if len < 0 {
                return Err(vm.make_error(vm.core.index_error, &format!("negative length {len}")));
            }
            let n = n as i64;
            if beg > n || beg < -n {
                return Err(vm.make_error(vm.core.index_error, &format!("index {beg} out of string")));
            }
            let beg = if beg < 0 { beg + n } else { beg };
            (beg as usize, len.min(n - beg) as usize)
        }
    };
    let b = bytes(s);
    let m = char_mode(s);
    for off in [beg, beg + len] {
        if !at_boundary(b, m, off) {
            return Err(vm.make_error(vm.core.index_error, &format!("offset {off} does not land on character boundary")));
        }
    }
    Ok((beg, len))
}

/// `bytesplice(range, str)`, `(range, str, str_range)`, `(index, length, str)` and
/// `(index, length, str, str_index, str_length)`: replaces the bytes of the span with those of
/// `str` (or of its span) and returns the receiver.
pub(super) fn s_bytesplice(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    let (span, src, src_span) = match a.len() {
        2 => (range_arg(vm, a[0])?, str_arg(vm, a[1])?, None),
        3 if is_int(a[0]) => {
            let beg = int_arg(vm, a[0])?;
            let len = int_arg(vm, a[1])?;
            (Span::StartLen(beg, len), str_arg(vm, a[2])?, None)
        }
        3 => {
            let span = range_arg(vm, a[0])?;
            let src = str_arg(vm, a[1])?;
            (span, src, Some(range_arg(vm, a[2])?))
        }
        5 => {
            let beg = int_arg(vm, a[0])?;
            let len = int_arg(vm, a[1])?;
            let src = str_arg(vm, a[2])?;
            let sbeg = int_arg(vm, a[3])?;
            let slen = int_arg(vm, a[4])?;
            (Span::StartLen(beg, len), src, Some(Span::StartLen(sbeg, slen)))
        }
        4 => return Err(vm.arg_error("wrong number of arguments (given 4, expected 2, 3, or 5)")),
        n => return Err(vm.arg_error(&format!("wrong number of arguments (given {n}, expected 2..5)"))),
    };
    modify(vm, recv)?;
    let (beg, len) = resolve(vm, recv, span)?;
    let (sbeg, slen) = match src_span {
        Some(sp) => resolve(vm, src, sp)?,
        None => (0, bytes(src).len()),
    };
    let Some(tag) = compatible_tag(recv, src) else { return Err(incompatible(vm, recv, src)) };
    let with = bytes(src)[sbeg..sbeg + slen].to_vec();
    bytes_mut(recv).splice(beg..beg + len, &with);
    set_tag_bits(recv, tag);
    Ok(recv)
}

/// `append_as_bytes(*objects)`: appends each String's bytes and each Integer's low byte as they
/// are, with no encoding negotiation (the receiver keeps its encoding).
pub(super) fn s_append_as_bytes(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let mut add = Vec::new();
    for &v in args.as_slice() {
        if obj::is_type(v, ObjType::String) {
            add.extend_from_slice(bytes(v));
        } else if v.is_fixnum() {
            add.push(v.as_fixnum() as u8);
        } else if is_int(v) {
            // The low byte of a Bignum in two's complement.
            let low = crate::core::integer::to_big(v).map_or(0, |b| b.to_signed_bytes_le().first().copied().unwrap_or(0));
            add.push(low);
        } else {
            let name = vm.conversion_name(v);
            return Err(vm.type_error(&format!("wrong argument type {name} (expected String or Integer)")));
        }
    }
    vm.grow_string(recv, add.len())?;
    bytes_mut(recv).extend_from_slice(&add);
    Ok(recv)
}
