//! String: mutable byte strings tagged UTF-8 (default), US-ASCII or binary (ASCII-8BIT).
//!
//! Character positions are UTF-8 scalar values for UTF-8 strings (an invalid byte counts as one
//! character, like CRuby's broken-string handling) and bytes for binary strings. ASCII-only
//! contents take byte-indexed fast paths everywhere.
//!
//! The class is split by concern, one file each:
//! - `mod.rs`: character helpers (widths, counts, offsets), the helpers every method shares
//!   (argument conversion, `new_like`, `modify`, result lists) and method registration;
//! - `basic.rs`: construction, copying, concatenation, comparison, length, freezing;
//! - `convert.rs`: `inspect`/`dump` and conversions to numbers and symbols;
//! - `index.rs`: character and byte indexing (`[]`, `[]=`, `slice!`, `byteslice`, `insert`, ...);
//! - `search.rs`: substring search (`index`, `include?`, `partition`) and `sub`/`gsub`/`scan`;
//! - `charset.rs`: `tr`-style character sets (`tr`, `count`, `delete`, `squeeze`);
//! - `transform.rs`: case mapping, stripping, chomping, padding, `reverse`, `succ`, `upto`;
//! - `iterate.rs`: `split`, `lines`, `chars`, `bytes`, `codepoints` and their `each_` forms;
//! - `encoding.rs`: encoding tags, `force_encoding`, `encode`, `scrub`, and the Encoding class.
//!
//! Invariants:
//! - Every mutator calls `modify` first (FrozenError "can't modify frozen String: \"abc\"").
//! - Results built from a receiver keep its encoding (`new_like`).
//! - Arrays of new strings are allocated first and kept in `vm.temp_roots` while filled.

mod basic;
mod charset;
mod convert;
mod encoding;
mod index;
mod iterate;
mod search;
mod transform;

pub use convert::{inspect_bytes, str_to_f};
pub use encoding::encoding_of;
pub use transform::succ_bytes;

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// String: US-ASCII encoding (a per-type misc bit; binary is `FL_STR_BINARY`).
pub const FL_STR_ASCII: u64 = obj::FL_STR_ASCII_BIT;

// ---------------------------------------------------------------- character helpers

/// Byte length of the character starting at `b[i]` (1 for an invalid byte).
#[inline]
pub fn utf8_width(b: &[u8], i: usize) -> usize {
    let c = b[i];
    if c < 0x80 {
        return 1;
    }
    let n = match c {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return 1,
    };
    if i + n > b.len() {
        return 1;
    }
    for k in 1..n {
        if b[i + k] & 0xC0 != 0x80 {
            return 1;
        }
    }
    n
}

#[inline]
fn is_bin(v: Value) -> bool {
    obj::has_flag(v, obj::FL_STR_BINARY)
}

/// Byte width of the character at `i` under the string's encoding.
#[inline]
fn cw(b: &[u8], bin: bool, i: usize) -> usize {
    if bin {
        1
    } else {
        utf8_width(b, i)
    }
}

fn count_chars(b: &[u8], bin: bool) -> usize {
    if bin || b.is_ascii() {
        return b.len();
    }
    let mut i = 0;
    let mut n = 0;
    while i < b.len() {
        i += utf8_width(b, i);
        n += 1;
    }
    n
}

/// Number of characters (UTF-8 scalar values; bytes for binary strings).
pub fn char_len(v: Value) -> usize {
    count_chars(&obj::as_string(v).bytes, is_bin(v))
}

/// Byte offset of character `ci` (may be the character count, giving the length); None past it.
fn byte_offset(b: &[u8], bin: bool, ci: usize) -> Option<usize> {
    if bin || b.is_ascii() {
        return if ci <= b.len() { Some(ci) } else { None };
    }
    let mut i = 0;
    let mut n = 0;
    while n < ci {
        if i >= b.len() {
            return None;
        }
        i += utf8_width(b, i);
        n += 1;
    }
    Some(i)
}

/// Character index of byte offset `bi` (a character boundary).
fn char_index(b: &[u8], bin: bool, bi: usize) -> usize {
    if bin || b.is_ascii() {
        return bi;
    }
    count_chars(&b[..bi], false)
}

/// The characters of `b` as byte slices.
fn char_slices(b: &[u8], bin: bool) -> Vec<&[u8]> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let w = cw(b, bin, i);
        out.push(&b[i..i + w]);
        i += w;
    }
    out
}

/// Decoded code point of a character slice (the byte for invalid/binary).
fn codepoint(c: &[u8]) -> u32 {
    if c.len() == 1 {
        return c[0] as u32;
    }
    std::str::from_utf8(c).ok().and_then(|s| s.chars().next()).map(|c| c as u32).unwrap_or(c[0] as u32)
}

// ---------------------------------------------------------------- shared method helpers

#[inline]
fn bytes(v: Value) -> &'static mut Vec<u8> {
    &mut obj::as_string_mut(v).bytes
}

/// A new String with `b` and the encoding of `like`.
fn new_like(vm: &mut Vm, like: Value, b: Vec<u8>) -> Value {
    let s = vm.new_string(b);
    let f = obj::basic(like).flags & (obj::FL_STR_BINARY | FL_STR_ASCII);
    if f != 0 {
        obj::basic(s).flags |= f;
    }
    s
}

fn modify(vm: &mut Vm, v: Value) -> VmResult<()> {
    if obj::has_flag(v, obj::FL_FROZEN) {
        return Err(vm.frozen_error(v));
    }
    Ok(())
}

/// A String argument (or its `to_str`).
fn str_arg(vm: &mut Vm, v: Value) -> VmResult<Value> {
    if obj::is_type(v, ObjType::String) {
        return Ok(v);
    }
    vm.expect_string(v)
}

fn new_list(vm: &mut Vm) -> Value {
    let a = vm.new_array(Vec::new());
    vm.temp_roots.push(a);
    a
}
fn list_push(a: Value, v: Value) {
    obj::as_array_mut(a).items.push(v);
}
fn end_list(vm: &mut Vm, a: Value) -> Value {
    vm.temp_roots.pop();
    a
}

fn int_arg(vm: &mut Vm, v: Value) -> VmResult<i64> {
    if v.is_fixnum() {
        return Ok(v.as_fixnum());
    }
    if v.is_nil() {
        return Err(vm.type_error("no implicit conversion from nil to integer"));
    }
    vm.expect_int(v)
}

fn ord_val(o: std::cmp::Ordering) -> Value {
    Value::fixnum(match o {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    })
}

fn push_cp(out: &mut Vec<u8>, c: u32, bin: bool) {
    if bin || c < 0x80 {
        out.push(c as u8);
    } else if let Some(ch) = char::from_u32(c) {
        let mut buf = [0u8; 4];
        out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
    }
}

/// The non-bang form of an edit: a new string of the result, or a copy of the receiver when
/// the edit changed nothing.
fn result_or_copy(vm: &mut Vm, recv: Value, r: Option<Vec<u8>>) -> VmResult {
    let b = r.unwrap_or_else(|| bytes(recv).clone());
    Ok(new_like(vm, recv, b))
}

/// The bang form of an edit: replace the receiver's contents, or nil when nothing changed. The
/// frozen check runs again because a block may have frozen the receiver meanwhile.
fn replace_or_nil(vm: &mut Vm, recv: Value, r: Option<Vec<u8>>) -> VmResult {
    match r {
        Some(b) => {
            modify(vm, recv)?;
            *bytes(recv) = b;
            Ok(recv)
        }
        None => Ok(Value::NIL),
    }
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

fn each_in_list(vm: &mut Vm, list: Value, blk: &crate::vm::Block) -> VmResult<()> {
    vm.temp_roots.push(list);
    let n = obj::as_array(list).items.len();
    for i in 0..n {
        let v = obj::as_array(list).items[i];
        if let Err(e) = vm.yield_block(blk, &[v]) {
            vm.temp_roots.pop();
            return Err(e);
        }
    }
    vm.temp_roots.pop();
    Ok(())
}

// ---------------------------------------------------------------- registration

pub fn init(vm: &mut Vm) {
    encoding::init_encoding(vm);
    let s = vm.core.string;
    vm.define_singleton_builtin(s, "new", -1, basic::s_new);
    vm.define_private_builtin(s, "initialize", -1, basic::s_initialize);
    vm.define_private_builtin(s, "initialize_copy", 1, basic::s_replace);
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("inspect", 0, convert::s_inspect),
        ("dump", 0, convert::s_dump),
        ("to_s", 0, basic::s_to_s),
        ("to_str", 0, basic::s_to_s),
        ("+", 1, basic::s_plus),
        ("*", 1, basic::s_mul),
        ("<<", 1, basic::s_concat_op),
        ("concat", -1, basic::s_concat),
        ("==", 1, basic::s_eq),
        ("===", 1, basic::s_eq),
        ("eql?", 1, basic::s_eql),
        ("<=>", 1, basic::s_cmp),
        ("length", 0, basic::s_length),
        ("size", 0, basic::s_length),
        ("bytesize", 0, |_vm, r, _a| Ok(Value::fixnum(bytes(r).len() as i64))),
        ("empty?", 0, |_vm, r, _a| Ok(Value::bool(bytes(r).is_empty()))),
        ("to_sym", 0, convert::s_to_sym),
        ("intern", 0, convert::s_to_sym),
        ("hash", 0, basic::s_hash),
        ("to_i", -1, convert::s_to_i),
        ("to_f", 0, convert::s_to_f),
        ("=~", 1, basic::s_match_op),
        ("hex", 0, convert::s_hex),
        ("oct", 0, convert::s_oct),
        ("freeze", 0, basic::s_freeze),
        ("+@", 0, basic::s_uplus),
        ("-@", 0, basic::s_uminus),
        ("dedup", 0, basic::s_uminus),
        ("dup", 0, basic::s_dup),
        ("replace", 1, basic::s_replace),
        ("clear", 0, basic::s_clear),
        ("[]", -1, index::s_aref),
        ("slice", -1, index::s_aref),
        ("[]=", -1, index::s_aset),
        ("slice!", -1, index::s_slice_bang),
        ("byteslice", -2, index::s_byteslice),
        ("getbyte", 1, index::s_getbyte),
        ("setbyte", 2, index::s_setbyte),
        ("include?", 1, search::s_include),
        ("start_with?", -1, search::s_start_with),
        ("end_with?", -1, search::s_end_with),
        ("index", -2, search::s_index),
        ("rindex", -2, search::s_rindex),
        ("byteindex", -2, search::s_byteindex),
        ("count", -1, charset::s_count),
        ("delete", -1, charset::s_delete),
        ("delete!", -1, charset::s_delete_bang),
        ("squeeze", -1, charset::s_squeeze),
        ("squeeze!", -1, charset::s_squeeze_bang),
        ("tr", -1, charset::s_tr),
        ("tr!", -1, charset::s_tr_bang),
        ("tr_s", -1, charset::s_tr_s),
        ("upcase", -1, |vm, r, a| transform::case_new(vm, r, a, transform::Case::Up)),
        ("downcase", -1, |vm, r, a| transform::case_new(vm, r, a, transform::Case::Down)),
        ("capitalize", -1, |vm, r, a| transform::case_new(vm, r, a, transform::Case::Cap)),
        ("swapcase", -1, |vm, r, a| transform::case_new(vm, r, a, transform::Case::Swap)),
        ("upcase!", -1, |vm, r, a| transform::case_bang(vm, r, a, transform::Case::Up)),
        ("downcase!", -1, |vm, r, a| transform::case_bang(vm, r, a, transform::Case::Down)),
        ("capitalize!", -1, |vm, r, a| transform::case_bang(vm, r, a, transform::Case::Cap)),
        ("swapcase!", -1, |vm, r, a| transform::case_bang(vm, r, a, transform::Case::Swap)),
        ("casecmp", 1, transform::s_casecmp),
        ("casecmp?", 1, transform::s_casecmp_p),
        ("strip", 0, |vm, r, _a| transform::strip_new(vm, r, true, true)),
        ("lstrip", 0, |vm, r, _a| transform::strip_new(vm, r, true, false)),
        ("rstrip", 0, |vm, r, _a| transform::strip_new(vm, r, false, true)),
        ("strip!", 0, |vm, r, _a| transform::strip_bang(vm, r, true, true)),
        ("lstrip!", 0, |vm, r, _a| transform::strip_bang(vm, r, true, false)),
        ("rstrip!", 0, |vm, r, _a| transform::strip_bang(vm, r, false, true)),
        ("chomp", -1, transform::s_chomp),
        ("chomp!", -1, transform::s_chomp_bang),
        ("chop", 0, transform::s_chop),
        ("chop!", 0, transform::s_chop_bang),
        ("chr", 0, index::s_chr),
        ("delete_prefix", 1, transform::s_delete_prefix),
        ("delete_prefix!", 1, transform::s_delete_prefix_bang),
        ("delete_suffix", 1, transform::s_delete_suffix),
        ("delete_suffix!", 1, transform::s_delete_suffix_bang),
        ("center", -1, |vm, r, a| transform::justify(vm, r, a, b'c')),
        ("ljust", -1, |vm, r, a| transform::justify(vm, r, a, b'l')),
        ("rjust", -1, |vm, r, a| transform::justify(vm, r, a, b'r')),
        ("split", -1, iterate::s_split),
        ("lines", -1, iterate::s_lines),
        ("each_line", -1, iterate::s_each_line),
        ("chars", 0, iterate::s_chars),
        ("each_char", 0, iterate::s_each_char),
        ("grapheme_clusters", 0, iterate::s_each_grapheme),
        ("each_grapheme_cluster", 0, iterate::s_each_grapheme_cluster),
        ("bytes", 0, iterate::s_bytes),
        ("each_byte", 0, iterate::s_each_byte),
        ("codepoints", 0, iterate::s_codepoints),
        ("each_codepoint", 0, iterate::s_each_codepoint),
        ("partition", 1, search::s_partition),
        ("rpartition", 1, search::s_rpartition),
        ("sub", -2, search::s_sub),
        ("gsub", -2, search::s_gsub),
        ("sub!", -2, search::s_sub_bang),
        ("gsub!", -2, search::s_gsub_bang),
        ("scan", 1, search::s_scan),
        ("reverse", 0, transform::s_reverse),
        ("reverse!", 0, transform::s_reverse_bang),
        ("insert", 2, index::s_insert),
        ("prepend", -1, transform::s_prepend),
        ("ord", 0, index::s_ord),
        ("sum", -1, transform::s_sum),
        ("succ", 0, transform::s_succ),
        ("next", 0, transform::s_succ),
        ("succ!", 0, transform::s_succ_bang),
        ("next!", 0, transform::s_succ_bang),
        ("upto", -2, transform::s_upto),
        ("encoding", 0, encoding::s_encoding),
        ("force_encoding", 1, encoding::s_force_encoding),
        ("valid_encoding?", 0, encoding::s_valid_encoding),
        ("ascii_only?", 0, encoding::s_ascii_only),
        ("b", 0, encoding::s_b),
        ("encode", -1, encoding::s_encode),
        ("unicode_normalize", -1, encoding::s_unicode_normalize),
        ("scrub", -1, encoding::s_scrub),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(s, name, arity, f);
    }
}
