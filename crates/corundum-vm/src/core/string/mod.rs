//! String: mutable byte strings tagged UTF-8 (default), US-ASCII or binary (ASCII-8BIT).
//!
//! Character positions are UTF-8 scalar values for UTF-8 strings (an invalid byte counts as one
//! character, like CRuby's broken-string handling) and bytes for binary strings. ASCII-only
//! contents take byte-indexed fast paths everywhere.
//!
//! The coderange cache: whether a string's bytes are ASCII-only, valid UTF-8 or broken (`Cr`)
//! is kept in two per-type bits of its flags, computed on first need (`coderange`) and
//! forgotten by `obj::as_string_mut`, the only way to change the bytes (reached here through
//! `bytes_mut`). So `size`, `[]`, `ascii_only?` and friends cost O(1) (or O(k) for k characters)
//! on ASCII-only and binary strings instead of a scan per call. `char_mode` turns tag plus
//! coderange into how characters are stepped: by bytes, by UTF-8 lead bytes, or byte-checked.
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
//! - A cached coderange always describes the current bytes: mutators take `bytes_mut` after
//!   computing everything they read, and store a coderange they know only after the change
//!   (`set_coderange`, `remove_bytes`, `replace_bytes`). Strings made from parts of an ASCII-only
//!   string are marked ASCII-only (`new_part`); copies copy the cache (`new_copy`).
//! - Results built from a receiver keep its encoding (`new_like`).
//! - Arrays of new strings are allocated first and kept in `vm.temp_roots` while filled.
//! - Methods that walk the receiver while Ruby code runs work on a copy of its bytes (or re-read
//!   them each step), so a block that changes the receiver never makes them read out of range.
//!   Where CRuby checks the receiver after each block call (str_mod_check: `gsub`, `gsub!`,
//!   `sub!`, `scan`, `split` with a block) a changed length or buffer raises RuntimeError
//!   "string modified" (`ModCheck`).

mod basic;
mod byte_edit;
mod case;
mod charset;
mod convert;
mod encoding;
mod index;
mod iterate;
mod search;
mod transform;
mod undump;

pub use basic::{append_string, concat_parts, literal_copy, plus_strings};
pub use convert::{fixnum_digits, inspect_bytes, new_fixnum_string, str_to_f};
pub use encoding::{compatible_encoding, conv_options as encode_options, encoding_of, inspect_other};
pub use transform::succ_bytes;

use crate::core::encoding::chars as enc_chars;
use crate::core::encoding::EncodingId;
use crate::object::{self as obj, ObjType};
use crate::strbuf::StrBuf;
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
pub(crate) fn is_bin(v: Value) -> bool {
    obj::has_flag(v, obj::FL_STR_BINARY)
}

// ---------------------------------------------------------------- the coderange cache

/// What a string's bytes are, whatever its encoding tag (CRuby's coderange): all ASCII, valid
/// UTF-8 with some non-ASCII character, or not valid UTF-8. Cached in the string's flags
/// (`obj::FL_STR_CR_MASK`, 0 meaning not known yet), computed on first need and forgotten by
/// every `obj::as_string_mut`, which is the only way to change the bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cr {
    SevenBit = 1,
    Valid = 2,
    Broken = 3,
}

impl Cr {
    /// Scans `b` (the SIMD-friendly `is_ascii` first, then UTF-8 validation).
    pub fn of(b: &[u8]) -> Cr {
        if b.is_ascii() {
            Cr::SevenBit
        } else if std::str::from_utf8(b).is_ok() {
            Cr::Valid
        } else {
            Cr::Broken
        }
    }

    /// The coderange of `a` followed by `b`, when it follows from theirs (a broken part may be
    /// completed by the other, so it gives None).
    #[inline]
    pub fn concat(a: Cr, b: Cr) -> Option<Cr> {
        match (a, b) {
            (Cr::SevenBit, Cr::SevenBit) => Some(Cr::SevenBit),
            (Cr::Broken, _) | (_, Cr::Broken) => None,
            _ => Some(Cr::Valid),
        }
    }
}

/// The cached coderange of string `v`, if known.
#[inline(always)]
pub fn cached_coderange(v: Value) -> Option<Cr> {
    match (obj::basic(v).flags & obj::FL_STR_CR_MASK) >> obj::FL_STR_CR_SHIFT {
        1 => Some(Cr::SevenBit),
        2 => Some(Cr::Valid),
        3 => Some(Cr::Broken),
        _ => None,
    }
}

/// The coderange of string `v`: O(1) when cached, otherwise one scan whose result is cached.
#[inline(always)]
pub fn coderange(v: Value) -> Cr {
    match cached_coderange(v) {
        Some(cr) => cr,
        None => scan_coderange(v),
    }
}

#[inline(never)]
fn scan_coderange(v: Value) -> Cr {
    let cr = Cr::of(&obj::as_string(v).bytes);
    set_coderange(v, cr);
    cr
}

/// Records the coderange of `v`'s current bytes (after a change whose result is known).
#[inline(always)]
pub fn set_coderange(v: Value, cr: Cr) {
    let f = &mut obj::basic(v).flags;
    *f = (*f & !obj::FL_STR_CR_MASK) | ((cr as u64) << obj::FL_STR_CR_SHIFT);
}

/// The encoding bits of string `v` (0 for UTF-8; see `core::encoding::string_encoding`).
#[inline(always)]
fn tag(v: Value) -> u64 {
    obj::basic(v).flags & obj::FL_STR_ENC_BITS
}

/// Whether Strings `a` and `b` have the same encoding tag (then joining them cannot fail).
#[inline(always)]
pub fn same_encoding(a: Value, b: Value) -> bool {
    tag(a) == tag(b)
}

/// String equality (`==` and `eql?` between Strings, Hash keys): the same bytes, and either the
/// same encoding or ASCII-only bytes (CRuby's comparable check; every encoding here is
/// ASCII-compatible, and equal bytes have equal coderanges).
#[inline]
pub fn str_eq(a: Value, b: Value) -> bool {
    a == b || (bytes(a) == bytes(b) && (tag(a) == tag(b) || (is_ascii_only(a) && is_ascii_only(b))))
}

/// Hash code of string `v`, consistent with `str_eq`: the bytes, mixed with the encoding when
/// it is not UTF-8 and the bytes are not ASCII-only.
#[inline]
pub fn str_hash(v: Value) -> u64 {
    let h = crate::core::conversions::hash_bytes(bytes(v));
    let t = tag(v);
    if t != 0 && !is_ascii_only(v) {
        h ^ crate::core::conversions::mix(t)
    } else {
        h
    }
}

/// Whether `v` is ASCII only: 7-bit bytes in an ASCII-compatible encoding (O(1) once the
/// coderange is cached; UTF-16/32 strings never are).
#[inline]
pub fn is_ascii_only(v: Value) -> bool {
    coderange(v) == Cr::SevenBit && (obj::basic(v).flags & obj::FL_STR_ENC_MASK == 0 || encoding_of_string(v).ascii_compatible())
}

/// The encoding of string `v`.
#[inline]
pub fn encoding_of_string(v: Value) -> EncodingId {
    crate::core::encoding::string_encoding(v)
}

/// How characters are found in a string's bytes, from its encoding tag and coderange.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CharMode {
    /// One byte per character: binary strings, and ASCII-only contents in any encoding.
    Bytes,
    /// Valid UTF-8: a character's width follows from its lead byte alone.
    Utf8,
    /// UTF-8 with invalid bytes: each invalid byte is a character of its own (`utf8_width`).
    Broken,
    /// Any other multibyte encoding (UTF-16/32, Shift_JIS, EUC-JP with non-ASCII bytes):
    /// widths from `core::encoding::chars::char_len`.
    Enc(EncodingId),
}

impl CharMode {
    /// The mode for loose bytes (not a string's: scans them), under a binary or UTF-8 tag.
    pub fn of_bytes(b: &[u8], bin: bool) -> CharMode {
        if bin {
            CharMode::Bytes
        } else {
            Self::of_cr(Cr::of(b))
        }
    }
    #[inline]
    fn of_cr(cr: Cr) -> CharMode {
        match cr {
            Cr::SevenBit => CharMode::Bytes,
            Cr::Valid => CharMode::Utf8,
            Cr::Broken => CharMode::Broken,
        }
    }
}

/// The character mode of string `v` (O(1) once its coderange is cached). UTF-8 strings take
/// one flag test; every other encoding goes through `char_mode_other`.
#[inline]
pub fn char_mode(v: Value) -> CharMode {
    if obj::basic(v).flags & obj::FL_STR_ENC_BITS == 0 {
        CharMode::of_cr(coderange(v))
    } else {
        char_mode_other(v)
    }
}

/// `char_mode` of a string that is not UTF-8: binary, single-byte encodings and ASCII-only
/// contents of an ASCII-compatible one index bytes; the rest step by the encoding's widths.
#[inline(never)]
fn char_mode_other(v: Value) -> CharMode {
    use crate::core::encoding::names::Kind;
    let id = encoding_of_string(v);
    match id.kind() {
        Kind::Binary | Kind::UsAscii | Kind::SingleByte | Kind::Dummy { .. } => CharMode::Bytes,
        Kind::Utf8 => CharMode::of_cr(coderange(v)),
        Kind::Utf16 { .. } | Kind::Utf32 { .. } => CharMode::Enc(id),
        Kind::ShiftJis | Kind::Windows31J | Kind::EucJp | Kind::Big5 => {
            if coderange(v) == Cr::SevenBit {
                CharMode::Bytes
            } else {
                CharMode::Enc(id)
            }
        }
    }
}

/// Width of a valid UTF-8 character from its lead byte.
#[inline(always)]
fn lead_width(c: u8) -> usize {
    match c {
        0..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    }
}

/// Whether `c` starts a character of valid UTF-8 (is not a continuation byte).
#[inline(always)]
fn is_lead(c: u8) -> bool {
    (c as i8) >= -0x40
}

/// Byte width of the character at `i`.
#[inline(always)]
pub(crate) fn cw(b: &[u8], m: CharMode, i: usize) -> usize {
    match m {
        CharMode::Bytes => 1,
        CharMode::Utf8 => lead_width(b[i]),
        CharMode::Broken => utf8_width(b, i),
        CharMode::Enc(id) => enc_width(id, &b[i..]),
    }
}

/// `cw` in another encoding, out of line so that `cw` stays small enough to inline in the
/// UTF-8 and byte paths.
#[inline(never)]
fn enc_width(id: EncodingId, rest: &[u8]) -> usize {
    enc_chars::char_len(id, rest).max(1)
}

/// Number of characters in `b` (whole characters under mode `m`).
pub(crate) fn count_chars(b: &[u8], m: CharMode) -> usize {
    match m {
        CharMode::Bytes => b.len(),
        CharMode::Utf8 => b.iter().filter(|&&c| is_lead(c)).count(),
        CharMode::Broken | CharMode::Enc(_) => {
            let mut i = 0;
            let mut n = 0;
            while i < b.len() {
                i += cw(b, m, i);
                n += 1;
            }
            n
        }
    }
}

/// Number of characters (UTF-8 characters; bytes for binary and ASCII-only strings).
pub fn char_len(v: Value) -> usize {
    count_chars(&obj::as_string(v).bytes, char_mode(v))
}

/// Byte offset of character `ci` (may be the character count, giving the length); None past it.
pub(crate) fn byte_offset(b: &[u8], m: CharMode, ci: usize) -> Option<usize> {
    match m {
        CharMode::Bytes => (ci <= b.len()).then_some(ci),
        CharMode::Utf8 => {
            // Whole 8-byte words first, while the character is not in them: a continuation
            // byte is 10xxxxxx, so `w & !(w << 1)` keeps bit 7 exactly of those.
            let (mut i, mut n) = (0, 0);
            while i + 8 <= b.len() {
                let w = u64::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3], b[i + 4], b[i + 5], b[i + 6], b[i + 7]]);
                let leads = 8 - (w & !(w << 1) & 0x8080_8080_8080_8080).count_ones() as usize;
                if n + leads > ci {
                    break;
                }
                n += leads;
                i += 8;
            }
            for (j, &c) in b[i..].iter().enumerate() {
                if is_lead(c) {
                    if n == ci {
                        return Some(i + j);
                    }
                    n += 1;
                }
            }
            (n == ci).then_some(b.len())
        }
        CharMode::Broken | CharMode::Enc(_) => {
            let mut i = 0;
            let mut n = 0;
            while n < ci {
                if i >= b.len() {
                    return None;
                }
                i += cw(b, m, i);
                n += 1;
            }
            Some(i)
        }
    }
}

/// Whether byte offset `p` of `b` starts a character (or is the end).
pub(crate) fn at_boundary(b: &[u8], m: CharMode, p: usize) -> bool {
    match m {
        CharMode::Bytes => true,
        CharMode::Utf8 => p == b.len() || is_lead(b[p]),
        CharMode::Broken | CharMode::Enc(_) => byte_offset(b, m, char_index(b, m, p)) == Some(p),
    }
}

/// Character index of byte offset `bi` (a character boundary).
pub(crate) fn char_index(b: &[u8], m: CharMode, bi: usize) -> usize {
    count_chars(&b[..bi], m)
}

/// The characters of `b` as byte slices.
fn char_slices(b: &[u8], m: CharMode) -> Vec<&[u8]> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let w = cw(b, m, i);
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

/// The code of character `c` of string `v` (its Unicode scalar value in UTF-8; see
/// `core::encoding::chars::code_of` for the other encodings).
fn char_code(v: Value, c: &[u8]) -> u32 {
    if obj::basic(v).flags & obj::FL_STR_ENC_MASK == 0 {
        codepoint(c)
    } else {
        enc_chars::code_of(encoding_of_string(v), c)
    }
}

// ---------------------------------------------------------------- shared method helpers

/// The bytes of string `v`, to read.
#[inline(always)]
pub(crate) fn bytes(v: Value) -> &'static [u8] {
    obj::as_string(v).bytes.as_slice()
}

/// The bytes of string `v`, to change: forgets the cached coderange (see
/// `obj::as_string_mut`). Use it in the expression that changes the bytes, after every
/// computation that reads them; store a known coderange only after the change.
#[inline(always)]
fn bytes_mut(v: Value) -> &'static mut StrBuf {
    &mut obj::as_string_mut(v).bytes
}

/// Replaces string `v`'s bytes (callers checked `modify`).
pub(crate) fn set_bytes(v: Value, b: Vec<u8>) {
    *bytes_mut(v) = b.into();
}

/// A new String with `b` (a `Vec`, or a slice copied in: inline when short) and the encoding of
/// `like`.
pub(crate) fn new_like(vm: &mut Vm, like: Value, b: impl Into<StrBuf>) -> Value {
    let s = vm.new_string_buf(b.into());
    let f = obj::basic(like).flags & obj::FL_STR_ENC_BITS;
    if f != 0 {
        obj::basic(s).flags |= f;
    }
    s
}

/// Changes `v`'s bytes with `f`, which only removes bytes: a string known to be ASCII-only
/// stays known so (any other cached coderange is forgotten).
fn remove_bytes(v: Value, f: impl FnOnce(&mut StrBuf)) {
    let ascii = cached_coderange(v) == Some(Cr::SevenBit);
    f(bytes_mut(v));
    if ascii {
        set_coderange(v, Cr::SevenBit);
    }
}

/// Replaces `v`'s bytes with `b`, the result of an edit that turns ASCII into ASCII (case
/// mapping, deleting): a string known to be ASCII-only stays known so.
fn replace_bytes(v: Value, b: Vec<u8>) {
    remove_bytes(v, |old| *old = b.into());
}

/// A copy of string `like`: its bytes, encoding and cached coderange.
fn new_copy(vm: &mut Vm, like: Value) -> Value {
    let s = vm.new_string_buf(StrBuf::from_slice(bytes(like)));
    obj::basic(s).flags |= obj::basic(like).flags & (obj::FL_STR_ENC_BITS | obj::FL_STR_CR_MASK);
    s
}

/// A frozen copy of string `s` (a Hash key stored by `h[k] = v`): bytes, encoding, coderange.
pub fn frozen_copy(vm: &mut Vm, s: Value) -> Value {
    let c = new_copy(vm, s);
    vm.freeze(c);
    c
}

/// A new String with `b` (part of `like`'s bytes or a copy of them), the encoding of `like`,
/// and coderange 7-bit when `like` is known to be ASCII-only (every part of it is then too).
pub(crate) fn new_part(vm: &mut Vm, like: Value, b: impl Into<StrBuf>) -> Value {
    let s = new_like(vm, like, b);
    if cached_coderange(like) == Some(Cr::SevenBit) {
        set_coderange(s, Cr::SevenBit);
    }
    s
}

pub(crate) fn modify(vm: &mut Vm, v: Value) -> VmResult<()> {
    if obj::has_flag(v, obj::FL_FROZEN) {
        return Err(vm.frozen_error(v));
    }
    Ok(())
}

/// A String argument (or its `to_str`).
pub(crate) fn str_arg(vm: &mut Vm, v: Value) -> VmResult<Value> {
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

pub(crate) fn int_arg(vm: &mut Vm, v: Value) -> VmResult<i64> {
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
    let b = r.unwrap_or_else(|| bytes(recv).to_vec());
    Ok(new_like(vm, recv, b))
}

/// The bang form of an edit: replace the receiver's contents, or nil when nothing changed. The
/// frozen check runs again because a block may have frozen the receiver meanwhile.
fn replace_or_nil(vm: &mut Vm, recv: Value, r: Option<Vec<u8>>) -> VmResult {
    match r {
        Some(b) => {
            modify(vm, recv)?;
            *bytes_mut(recv) = b.into();
            Ok(recv)
        }
        None => Ok(Value::NIL),
    }
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

fn each_in_list(vm: &mut Vm, list: Value, blk: &crate::vm::Block) -> VmResult<()> {
    each_in_list_watching(vm, list, blk, None)
}

/// Yields every item of `list`; with `watch`, raises "string modified" once a block call has
/// changed that string (`ModCheck`).
fn each_in_list_watching(vm: &mut Vm, list: Value, blk: &crate::vm::Block, watch: Option<Value>) -> VmResult<()> {
    let check = watch.map(ModCheck::new);
    vm.temp_roots.push(list);
    let r = (|| {
        let n = obj::as_array(list).items.len();
        for i in 0..n {
            let v = obj::as_array(list).items[i];
            vm.yield_block(blk, &[v])?;
            if let (Some(c), Some(s)) = (&check, watch) {
                c.check(vm, s)?;
            }
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    r
}

/// CRuby's str_mod_check: the length and buffer address a string had when a walk over it
/// began. A block that changes either (appending, truncating, `replace`, ...) makes `check`
/// raise RuntimeError "string modified". A same-length change made in place keeps the buffer
/// and passes, as it does in CRuby when the buffer is not reallocated.
pub(crate) struct ModCheck {
    ptr: usize,
    len: usize,
}

impl ModCheck {
    pub(crate) fn new(s: Value) -> ModCheck {
        let b = bytes(s);
        ModCheck { ptr: b.as_ptr() as usize, len: b.len() }
    }
    pub(crate) fn check(&self, vm: &mut Vm, s: Value) -> VmResult<()> {
        let b = bytes(s);
        if b.as_ptr() as usize != self.ptr || b.len() != self.len {
            return Err(vm.make_error(vm.core.runtime_error, "string modified"));
        }
        Ok(())
    }
}

// ---------------------------------------------------------------- registration

pub fn init(vm: &mut Vm) {
    crate::core::encoding::init(vm);
    let s = vm.core.string;
    vm.define_singleton_builtin(s, "new", -1, basic::s_new);
    vm.define_singleton_builtin(s, "try_convert", 1, basic::s_try_convert);
    vm.define_private_builtin(s, "initialize", -1, basic::s_initialize);
    vm.define_private_builtin(s, "initialize_copy", 1, basic::s_replace);
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("inspect", 0, convert::s_inspect),
        ("dump", 0, convert::s_dump),
        ("undump", 0, undump::s_undump),
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
        ("bytesplice", -1, byte_edit::s_bytesplice),
        ("append_as_bytes", -1, byte_edit::s_append_as_bytes),
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
        ("tr_s!", -1, charset::s_tr_s_bang),
        ("upcase", -1, |vm, r, a| case::case_new(vm, r, a, case::Case::Up)),
        ("downcase", -1, |vm, r, a| case::case_new(vm, r, a, case::Case::Down)),
        ("capitalize", -1, |vm, r, a| case::case_new(vm, r, a, case::Case::Cap)),
        ("swapcase", -1, |vm, r, a| case::case_new(vm, r, a, case::Case::Swap)),
        ("upcase!", -1, |vm, r, a| case::case_bang(vm, r, a, case::Case::Up)),
        ("downcase!", -1, |vm, r, a| case::case_bang(vm, r, a, case::Case::Down)),
        ("capitalize!", -1, |vm, r, a| case::case_bang(vm, r, a, case::Case::Cap)),
        ("swapcase!", -1, |vm, r, a| case::case_bang(vm, r, a, case::Case::Swap)),
        ("casecmp", 1, case::s_casecmp),
        ("casecmp?", 1, case::s_casecmp_p),
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
        ("grapheme_clusters", 0, encoding::s_grapheme_clusters),
        ("each_grapheme_cluster", 0, encoding::s_each_grapheme_cluster),
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
        ("encode!", -1, encoding::s_encode_bang),
        ("unicode_normalize", -1, encoding::s_unicode_normalize),
        ("unicode_normalize!", -1, encoding::s_unicode_normalize_bang),
        ("unicode_normalized?", -1, encoding::s_unicode_normalized),
        ("scrub", -1, encoding::s_scrub),
        ("scrub!", -1, encoding::s_scrub_bang),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(s, name, arity, f);
    }
    crate::core::pack::init_string(vm);
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLES: &[&str] = &[
        "",
        "a",
        "hello",
        "é",
        "añb",
        "日本語",
        "a😀b",
        "ÿ\u{7f}\u{80}\u{7ff}\u{800}\u{ffff}\u{10000}\u{10ffff}",
        "ééééééééééééééééé",
        "aé日😀aé日😀aé日😀aé日😀aé日😀x",
        "abcdefghijklmnopqrstuvwxyzé",
    ];

    #[test]
    fn coderange_of_bytes() {
        assert_eq!(Cr::of(b""), Cr::SevenBit);
        assert_eq!(Cr::of(b"abc"), Cr::SevenBit);
        assert_eq!(Cr::of("é".as_bytes()), Cr::Valid);
        assert_eq!(Cr::of(b"a\xff"), Cr::Broken);
        assert_eq!(Cr::of(b"\xe3\x81"), Cr::Broken);
        // Surrogates and overlong forms are not valid UTF-8.
        assert_eq!(Cr::of(b"\xed\xa0\x80"), Cr::Broken);
        assert_eq!(Cr::of(b"\xc0\xaf"), Cr::Broken);
        assert_eq!(Cr::concat(Cr::SevenBit, Cr::SevenBit), Some(Cr::SevenBit));
        assert_eq!(Cr::concat(Cr::SevenBit, Cr::Valid), Some(Cr::Valid));
        assert_eq!(Cr::concat(Cr::Valid, Cr::SevenBit), Some(Cr::Valid));
        assert_eq!(Cr::concat(Cr::Broken, Cr::SevenBit), None);
        assert_eq!(Cr::concat(Cr::Valid, Cr::Broken), None);
    }

    /// On valid UTF-8 the lead-byte stepping (`Utf8`) agrees with the byte-checked stepping
    /// (`Broken`) and with Rust's own character boundaries; on ASCII `Bytes` does too.
    #[test]
    fn char_modes_agree_on_valid_text() {
        for s in SAMPLES {
            let b = s.as_bytes();
            let m = CharMode::of_bytes(b, false);
            let n = s.chars().count();
            for mode in [m, CharMode::Broken] {
                assert_eq!(count_chars(b, mode), n, "{s:?} {mode:?}");
                let starts: Vec<usize> = s.char_indices().map(|(i, _)| i).chain([b.len()]).collect();
                for (ci, &bi) in starts.iter().enumerate() {
                    assert_eq!(byte_offset(b, mode, ci), Some(bi), "{s:?} {mode:?} {ci}");
                    assert_eq!(char_index(b, mode, bi), ci);
                    assert!(at_boundary(b, mode, bi));
                }
                assert_eq!(byte_offset(b, mode, n + 1), None);
                let pieces: Vec<&[u8]> = s.chars().map(|c| &b[s.find(c).unwrap()..][..c.len_utf8()]).collect();
                assert_eq!(char_slices(b, mode), pieces);
            }
        }
    }

    #[test]
    fn fixnum_digits_match_to_string() {
        for n in [0i64, 1, -1, 9, 10, -10, 99, 100, 12345, -987654321, i64::MAX, i64::MIN, (1 << 62) - 1, -(1 << 62)] {
            assert_eq!(fixnum_digits(n), n.to_string().into_bytes());
        }
    }

    #[test]
    fn broken_bytes_are_characters_of_their_own() {
        let b = b"a\xffb\xe3\x81c\xe3\x81\x82";
        assert_eq!(CharMode::of_bytes(b, false), CharMode::Broken);
        assert_eq!(count_chars(b, CharMode::Broken), 7);
        assert_eq!(byte_offset(b, CharMode::Broken, 6), Some(6));
        assert_eq!(byte_offset(b, CharMode::Broken, 7), Some(b.len()));
        assert!(!at_boundary(b, CharMode::Broken, 7));
        assert!(at_boundary(b, CharMode::Broken, 4));
        assert_eq!(CharMode::of_bytes(b, true), CharMode::Bytes);
        assert_eq!(count_chars(b, CharMode::Bytes), b.len());
    }
}
