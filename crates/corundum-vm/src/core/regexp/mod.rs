//! Regexp and MatchData on the Oniguruma engine (the `onig` crate, Ruby syntax), one file per
//! concern:
//! - `mod.rs`: the two payloads, the search every method goes through (`search`), the
//!   encoding rules for a match, and registration;
//! - `pattern.rs`: compiling (options, encodings, RegexpError messages) and the text forms
//!   (`inspect`, `to_s`, `escape`);
//! - `methods.rs`: the Regexp class's methods;
//! - `matchdata.rs`: the MatchData class;
//! - `special_vars.rs`: where `$~` lives for builtins (`last_match`/`set_last_match`) and the
//!   `backref` instruction;
//! - `string_ops.rs`: the String and Symbol methods that take a Regexp (`=~`, `match`, `sub`,
//!   `gsub`, `scan`, `split`, `index`, `[]`, ...).
//!
//! Invariants:
//! - A Regexp's payload is immutable after creation except the lazily compiled binary variant
//!   (a Rust value, never a heap reference), so it needs no write barrier and no mark function.
//! - A MatchData holds its Regexp, a *frozen* subject string and the engine's region; none of
//!   them change after creation (no write barrier). Callers that match many times over one
//!   subject (`gsub`, `scan`, `split`) freeze-copy it once (`frozen_subject`), so a loop does
//!   not copy the string per match.
//! - No search runs on bytes the engine could misread: a UTF-8 string with invalid bytes is an
//!   ArgumentError first, a binary string with high bytes is searched with the pattern compiled
//!   for single bytes, and an engine error (retry or stack limit) is a Ruby exception, never a
//!   panic.

pub mod matchdata;
pub mod methods;
pub mod pattern;
pub mod special_vars;
pub mod string_ops;

use std::cell::OnceCell;

use onig::{EncodedBytes, EncodedChars, MatchParam, Region, SearchOptions};

use crate::core::encoding::EncodingId;
use crate::core::string::{self as string, Cr};
use crate::data_type;
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

pub const OPT_IGNORECASE: u32 = 1;
pub const OPT_EXTENDED: u32 = 2;
pub const OPT_MULTILINE: u32 = 4;
pub const OPT_FIXEDENCODING: u32 = 16;
pub const OPT_NOENCODING: u32 = 32;

/// The encoding a Regexp reports and matches in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReEnc {
    /// ASCII-only source and no fixed encoding: matches any ASCII-compatible string.
    UsAscii,
    /// UTF-8, fixed (a non-ASCII source or `/u`).
    Utf8,
    /// ASCII-8BIT, fixed (`/n` with a non-ASCII source).
    Binary,
}

/// The payload of a Regexp.
pub struct RegexpData {
    /// The pattern compiled for UTF-8 (or single bytes, for a binary Regexp).
    pub regex: onig::Regex,
    /// The pattern compiled for single bytes, to search binary strings with high bytes; made on
    /// first need, only for a Regexp whose encoding is not fixed.
    pub binary: OnceCell<Option<onig::Regex>>,
    pub source: Vec<u8>,
    /// Ruby option bits (`OPT_*`).
    pub options: u32,
    pub enc: ReEnc,
    /// Named groups in order of definition, with their group numbers.
    pub names: Vec<(Vec<u8>, Vec<u32>)>,
    /// Made from a literal (`/.../` without interpolation).
    pub literal: bool,
    /// Made by a String method from a String pattern, to give `$~` a MatchData.
    pub from_string: bool,
}

/// On a MatchData of a String pattern whose `regexp` has not been asked for yet: `inspect`
/// shows the matched text bare (`#<MatchData: b>`), as CRuby 4.0 does before it makes the
/// Regexp. A header bit (no heap value), cleared by `MatchData#regexp`.
pub const FL_MATCH_FROM_STRING: u64 = 1 << 8;

data_type!(pub REGEXP_TYPE: RegexpData, c"regexp", mark = |_p, _m| {});

/// The payload of a MatchData.
pub struct MatchData {
    pub regexp: Value,
    /// The subject, frozen.
    pub string: Value,
    pub region: Region,
}

data_type!(pub MATCH_TYPE: MatchData, c"match", mark = |p, m| {
    // SAFETY: the payload of a MATCH_TYPE object is a MatchData.
    let d = unsafe { &*(p as *const MatchData) };
    m(d.regexp);
    m(d.string);
});

pub fn is_regexp(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &REGEXP_TYPE)
}

pub fn is_match(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &MATCH_TYPE)
}

/// The payload of Regexp `v` (callers check `is_regexp` first).
pub fn re_of(v: Value) -> &'static RegexpData {
    // SAFETY: callers check `is_regexp`; the payload of REGEXP_TYPE is a RegexpData, which lives
    // as long as the object and is never mutated through a shared reference except its OnceCell.
    unsafe { &*(obj::as_typed_data(v).data as *const RegexpData) }
}

/// The payload of MatchData `v` (callers check `is_match` first).
pub fn md_of(v: Value) -> &'static MatchData {
    // SAFETY: callers check `is_match`; the payload of MATCH_TYPE is a MatchData, immutable.
    unsafe { &*(obj::as_typed_data(v).data as *const MatchData) }
}

impl Vm {
    /// Receiver check for Regexp methods (TypeError as CRuby's for a non-Regexp self, which
    /// only `instance_method(...).bind` can make).
    pub fn expect_regexp(&mut self, v: Value) -> VmResult<&'static RegexpData> {
        if is_regexp(v) {
            return Ok(re_of(v));
        }
        let c = self.conversion_name(v);
        Err(self.type_error(&format!("wrong argument type {c} (expected regexp)")))
    }
    pub fn expect_match(&mut self, v: Value) -> VmResult<&'static MatchData> {
        if is_match(v) {
            return Ok(md_of(v));
        }
        let c = self.conversion_name(v);
        Err(self.type_error(&format!("wrong argument type {c} (expected MatchData)")))
    }
}

/// UTF-8 bytes for the engine (the trait's default encoding is UTF-8); unlike `&str` they need
/// not be valid, which `search` has checked already.
struct Utf8Bytes<'a>(&'a [u8]);

impl EncodedChars for Utf8Bytes<'_> {
    fn start_ptr(&self) -> *const u8 {
        self.0.as_ptr()
    }
    fn limit_ptr(&self) -> *const u8 {
        self.0[self.0.len()..].as_ptr()
    }
    fn len(&self) -> usize {
        self.0.len()
    }
}

fn encoding_name(bin: bool) -> &'static str {
    if bin {
        "BINARY (ASCII-8BIT)"
    } else {
        "UTF-8"
    }
}

/// Which compiled pattern searches string `s`, and whether the string's bytes go to it as
/// single bytes; the errors CRuby raises for a string the Regexp cannot search.
fn pick<'a>(vm: &mut Vm, re: &'a RegexpData, s: Value) -> VmResult<(&'a onig::Regex, bool)> {
    let bin = string::is_bin(s);
    let cr = string::coderange(s);
    let id = string::encoding_of_string(s);
    if id.ascii_compatible() && cr == Cr::SevenBit {
        return Ok((&re.regex, re.enc == ReEnc::Binary));
    }
    if !matches!(id, EncodingId::UTF_8 | EncodingId::BINARY | EncodingId::US_ASCII) {
        // Another encoding: an ASCII pattern searches an ASCII-compatible string byte by byte
        // (the patterns are compiled for UTF-8 and binary only); anything else is CRuby's
        // CompatibilityError.
        if id.ascii_compatible() && re.enc == ReEnc::UsAscii {
            if let Some(r) = re.binary.get_or_init(|| pattern::compile_engine(&re.source, re.options, true).ok()) {
                return Ok((r, true));
            }
        }
        let re_name = match re.enc {
            ReEnc::UsAscii => "US-ASCII",
            e => encoding_name(e == ReEnc::Binary),
        };
        let msg = format!("incompatible encoding regexp match ({re_name} regexp with {} string)", id.name());
        let cls = vm.const_get_from(vm.core.encoding, crate::symbol::intern("CompatibilityError")).unwrap_or(vm.core.encoding_error);
        return Err(vm.make_error(cls, &msg));
    }
    if !bin && cr == Cr::Broken {
        return Err(vm.arg_error("invalid byte sequence in UTF-8"));
    }
    match (re.enc, bin) {
        (ReEnc::Utf8, false) | (ReEnc::UsAscii, false) => Ok((&re.regex, false)),
        (ReEnc::Binary, true) => Ok((&re.regex, true)),
        (ReEnc::UsAscii, true) => {
            let b = re.binary.get_or_init(|| pattern::compile_engine(&re.source, re.options, true).ok());
            match b {
                Some(r) => Ok((r, true)),
                None => Err(vm.arg_error("regexp could not be compiled for a binary string")),
            }
        }
        (e, _) => {
            let msg = format!("incompatible encoding regexp match ({} regexp with {} string)", encoding_name(e == ReEnc::Binary), encoding_name(bin));
            let cls = vm.const_get_from(vm.core.encoding, crate::symbol::intern("CompatibilityError")).unwrap_or(vm.core.encoding_error);
            Err(vm.make_error(cls, &msg))
        }
    }
}

/// How a search looks for its match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dir {
    /// The first match starting at or after the start position.
    Forward,
    /// The last match starting at or before it.
    Backward,
    /// Only a match starting exactly there.
    Anchored,
}

/// Searches Regexp `re` in string `s` from byte `start` in direction `dir`; the region of the
/// match, or None.
pub fn search_region(vm: &mut Vm, re: Value, s: Value, start: usize, dir: Dir) -> VmResult<Option<Region>> {
    let mut region = Region::new();
    Ok(search_into(vm, re, s, start, dir, Some(&mut region))?.map(|_| region))
}

/// Whether `re` matches `s` anywhere from byte `start` (no region, no MatchData).
pub fn search_test(vm: &mut Vm, re: Value, s: Value, start: usize) -> VmResult<bool> {
    Ok(search_into(vm, re, s, start, Dir::Forward, None)?.is_some())
}

/// The byte offset where `re` first matches `s`, recording the match as the caller's `$~`; when
/// the caller has no `$~` slot (nothing can read it) no MatchData is made at all, so `=~` and
/// `===` in such code cost one search.
pub fn match_start(vm: &mut Vm, re: Value, s: Value) -> VmResult<Option<usize>> {
    if !special_vars::wants_last_match(vm) {
        return search_into(vm, re, s, 0, Dir::Forward, None);
    }
    let m = match_at(vm, re, s, 0)?;
    Ok(if m.is_nil() { None } else { md_of(m).region.pos(0).map(|p| p.0) })
}

fn search_into(vm: &mut Vm, re: Value, s: Value, start: usize, dir: Dir, region: Option<&mut Region>) -> VmResult<Option<usize>> {
    let data = re_of(re);
    let (engine, single) = pick(vm, data, s)?;
    let b = string::bytes(s);
    if start > b.len() {
        return Ok(None);
    }
    let (from, to) = if dir == Dir::Backward { (start, 0) } else { (start, b.len()) };
    let param = match_limits();
    let none = SearchOptions::SEARCH_OPTION_NONE;
    let r = match (dir, single) {
        (Dir::Anchored, true) => engine.match_with_param(EncodedBytes::ascii(b), from, none, region, param).map(|r| r.map(|_| from)),
        (Dir::Anchored, false) => engine.match_with_param(Utf8Bytes(b), from, none, region, param).map(|r| r.map(|_| from)),
        (_, true) => engine.search_with_param(EncodedBytes::ascii(b), from, to, none, region, param),
        (_, false) => engine.search_with_param(Utf8Bytes(b), from, to, none, region, param),
    };
    match r {
        Ok(r) => Ok(r),
        Err(e) => {
            let msg = format!("regexp match failed: {}", e.description());
            let cls = special_vars::timeout_error_class(vm);
            Err(vm.make_error(cls, &msg))
        }
    }
}

/// Bounds on backtracking, so a pathological pattern ends in an error instead of running for
/// ever or exhausting memory. (`search_with_param` takes the param by value and frees it, so
/// each search makes one: a small malloc the crate's API does not let us avoid.)
fn match_limits() -> MatchParam {
    let mut p = MatchParam::default();
    p.set_retry_limit_in_match(50_000_000);
    p.set_match_stack_limit(4_000_000);
    p
}

/// Subject `s` as a MatchData keeps it: `s` itself when frozen, else a frozen copy.
pub fn frozen_subject(vm: &mut Vm, s: Value) -> Value {
    if vm.is_frozen(s) {
        s
    } else {
        string::frozen_copy(vm, s)
    }
}

/// A new MatchData of `re` over frozen subject `subject`.
pub fn new_match(vm: &mut Vm, re: Value, subject: Value, region: Region) -> Value {
    let k = vm.core.match_data;
    let m = vm.new_typed_data(k, &MATCH_TYPE, Box::new(MatchData { regexp: re, string: subject, region }));
    if re_of(re).from_string {
        obj::set_flag(m, FL_MATCH_FROM_STRING, true);
    }
    m
}

/// Records a match of `re` over string `s` (or no match) as the caller's `$~`; the MatchData
/// (and the frozen copy of `s` it needs) is made only when the caller can read it.
pub fn record_match(vm: &mut Vm, re: Value, s: Value, region: Option<Region>) {
    if !special_vars::wants_last_match(vm) {
        return;
    }
    let m = match region {
        Some(region) => {
            let subject = frozen_subject(vm, s);
            new_match(vm, re, subject, region)
        }
        None => Value::NIL,
    };
    special_vars::set_last_match(vm, m);
}

/// Matches `re` against `s` from byte `start`: the MatchData (also recorded as the caller's
/// `$~`) or nil (which clears it).
pub fn match_at(vm: &mut Vm, re: Value, s: Value, start: usize) -> VmResult {
    let m = match search_region(vm, re, s, start, Dir::Forward)? {
        Some(region) => {
            let subject = frozen_subject(vm, s);
            new_match(vm, re, subject, region)
        }
        None => Value::NIL,
    };
    special_vars::set_last_match(vm, m);
    Ok(m)
}

/// `b[start..end]`, empty when the range is not inside `b` (an engine offset never is outside,
/// but a bad one must not become a panic); `end` may be `usize::MAX` for "to the end".
pub fn part(b: &[u8], start: usize, end: usize) -> &[u8] {
    let end = end.min(b.len());
    b.get(start..end).unwrap_or(&[])
}

/// Byte range of group `i` of a match, None when the group did not take part.
pub fn group(md: &MatchData, i: usize) -> Option<(usize, usize)> {
    md.region.pos(i)
}

/// Group numbers of name `name` in Regexp `re` (empty when there is no such group).
pub fn name_groups<'a>(re: &'a RegexpData, name: &[u8]) -> &'a [u32] {
    re.names.iter().find(|(n, _)| n.as_slice() == name).map(|(_, g)| g.as_slice()).unwrap_or(&[])
}

pub fn init(vm: &mut Vm) {
    methods::init(vm);
    matchdata::init(vm);
    string_ops::init(vm);
}
