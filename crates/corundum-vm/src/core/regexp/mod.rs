//! Regexp and MatchData on the Oniguruma engine (the `onig` crate, Ruby syntax), one file per
//! concern:
//! - `mod.rs`: the two payloads, the search every method goes through (`search`), the
//!   encoding rules for a match, and registration;
//! - `pattern.rs`: compiling (options, encodings, RegexpError messages) and the text forms
//!   (`inspect`, `to_s`, `escape`);
//! - `methods.rs`: the Regexp class's methods;
//! - `translate.rs`: the pattern as Oniguruma is to read it: Onigmo's spellings rewritten (group
//!   names, property names, Ruby's escapes), Onigmo's refusals;
//! - `linear.rs`: `Regexp.linear_time?`, CRuby's rule on the parsed pattern;
//! - `matchdata.rs`: the MatchData class;
//! - `special_vars.rs`: where `$~` lives for builtins (`last_match`/`set_last_match`) and the
//!   `backref` instruction;
//! - `string_ops.rs`: the String and Symbol methods that take a Regexp (`=~`, `match`, `sub`,
//!   `gsub`, `scan`, `split`, `index`, `[]`, ...).
//!
//! Invariants:
//! - A Regexp's payload is immutable after creation except the lazily compiled binary variant
//!   (a Rust value, never a heap reference), so it needs no write barrier and no mark function.
//! - A MatchData holds its Regexp, a *frozen* subject string and the groups' byte ranges
//!   (`Groups`, copied out of the engine's region); none of them change after creation (no
//!   write barrier).
//! - The engine's region is scratch: each thread keeps one (`SCRATCH_REGION`) that every search
//!   fills and `Groups::from_region` copies out of, so a search allocates nothing for it (the
//!   engine's arrays grow once to the most groups seen). A search never runs Ruby code while
//!   it holds the scratch region (it is taken out of its cell for the search and put back). Callers that match many times over one
//!   subject (`gsub`, `scan`, `split`) freeze-copy it once (`frozen_subject`), so a loop does
//!   not copy the string per match.
//! - No search runs on bytes the engine could misread: a UTF-8 string with invalid bytes is an
//!   ArgumentError first, a binary string with high bytes is searched with the pattern compiled
//!   for single bytes, and an engine error (retry or stack limit) is a Ruby exception, never a
//!   panic.

pub mod linear;
pub mod matchdata;
pub mod methods;
pub mod pattern;
pub mod special_vars;
pub mod string_ops;
pub mod translate;

use std::cell::{Cell, OnceCell, RefCell};
use std::rc::Rc;

use smallvec::SmallVec;

use onig::{EncodedBytes, MatchParam, Region, SearchOptions};

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

/// The payload of a Regexp.
pub struct RegexpData {
    /// The pattern compiled for its encoding (a US-ASCII Regexp: for UTF-8, which reads ASCII
    /// the same).
    pub regex: onig::Regex,
    /// The pattern compiled for the other encodings of the subjects a US-ASCII Regexp met
    /// (non-ASCII strings in binary, EUC-JP, ...), made on first need.
    pub other: RefCell<Vec<(EncodingId, Rc<onig::Regex>)>>,
    /// The source, in the Regexp's encoding.
    pub source: Vec<u8>,
    /// Ruby option bits (`OPT_*`).
    pub options: u32,
    /// The encoding the Regexp reports: US-ASCII for an ASCII-only pattern that matches any
    /// ASCII-compatible string; anything else comes with OPT_FIXEDENCODING.
    pub enc: EncodingId,
    /// Named groups in order of definition, with their group numbers.
    pub names: Vec<(Vec<u8>, Vec<u32>)>,
    /// Made from a literal (`/.../` without interpolation).
    pub literal: bool,
    /// Made by a String method from a String pattern, to give `$~` a MatchData.
    pub from_string: bool,
    /// When the pattern matches exactly one byte of a set of ASCII bytes (`pattern::byte_set`):
    /// that set, searched for directly instead of through the engine, after `pick` accepted the
    /// string. It finds what the engine would: in UTF-8 an ASCII byte is always a whole
    /// character, and binary strings and the other ASCII-compatible encodings are searched byte
    /// by byte by the engine too (`pick`'s single-byte pattern).
    pub byteset: Option<u128>,
}

/// What a Regexp object holds: its pattern once `initialize` (or the literal, `Regexp.new`,
/// ...) made it; empty for a `Regexp.allocate`d object, which every method refuses
/// ("uninitialized Regexp"). Set once, never changed after.
pub struct RegexpSlot(pub OnceCell<RegexpData>);

/// On a MatchData of a String pattern whose `regexp` has not been asked for yet: `inspect`
/// shows the matched text bare (`#<MatchData: b>`), as CRuby 4.0 does before it makes the
/// Regexp. A header bit (no heap value), cleared by `MatchData#regexp`.
pub const FL_MATCH_FROM_STRING: u64 = 1 << 8;

data_type!(pub REGEXP_TYPE: RegexpSlot, c"regexp", mark = |_p, _m| {});

/// The byte ranges of a match's groups (group 0 is the whole match), inline for up to ten
/// groups; a group that did not take part is `(NOT_POS, NOT_POS)`.
#[derive(Clone, Default)]
pub struct Groups(SmallVec<[(usize, usize); 10]>);

const NOT_POS: usize = usize::MAX;

impl Groups {
    /// Byte range of group `i`, None when it did not take part or does not exist.
    #[inline]
    pub fn pos(&self, i: usize) -> Option<(usize, usize)> {
        match self.0.get(i) {
            Some(&(b, e)) if b != NOT_POS => Some((b, e)),
            _ => None,
        }
    }
    /// Number of groups, the whole match included.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.len()
    }
    fn from_region(r: &Region) -> Groups {
        Groups((0..r.len()).map(|i| r.pos(i).unwrap_or((NOT_POS, NOT_POS))).collect())
    }
}

thread_local! {
    /// The engine region every search of this thread fills (see the module comment).
    static SCRATCH_REGION: Cell<Option<Region>> = const { Cell::new(None) };
}

/// The payload of a MatchData.
pub struct MatchData {
    pub regexp: Value,
    /// The subject, frozen.
    pub string: Value,
    pub region: Groups,
}

data_type!(pub MATCH_TYPE: MatchData, c"match", mark = |p, m| {
    // SAFETY: the payload of a MATCH_TYPE object is a MatchData.
    let d = unsafe { &*(p as *const MatchData) };
    m(d.regexp);
    m(d.string);
});

/// Whether `v` is an initialized Regexp (see `RegexpSlot`).
pub fn is_regexp(v: Value) -> bool {
    regexp_slot(v).is_some_and(|s| s.0.get().is_some())
}

/// The slot of a Regexp object, initialized or not; None for anything else.
pub fn regexp_slot(v: Value) -> Option<&'static RegexpSlot> {
    if !obj::is_type(v, ObjType::Data) || !std::ptr::eq(obj::as_typed_data(v).dtype, &REGEXP_TYPE) {
        return None;
    }
    // SAFETY: the payload of REGEXP_TYPE is a RegexpSlot, which lives as long as the object;
    // its cell is set at most once and never cleared.
    Some(unsafe { &*(obj::as_typed_data(v).data as *const RegexpSlot) })
}

/// A new Regexp of class `klass` holding `d`.
pub fn new_regexp_object(vm: &mut Vm, klass: Value, d: RegexpData) -> Value {
    vm.new_typed_data(klass, &REGEXP_TYPE, Box::new(RegexpSlot(OnceCell::from(d))))
}

/// A Regexp of class `klass` without a pattern yet (`Regexp.allocate`).
pub fn new_uninitialized_regexp(vm: &mut Vm, klass: Value) -> Value {
    vm.new_typed_data(klass, &REGEXP_TYPE, Box::new(RegexpSlot(OnceCell::new())))
}

pub fn is_match(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &MATCH_TYPE)
}

/// The payload of Regexp `v` (callers check `is_regexp` first, which also means initialized).
pub fn re_of(v: Value) -> &'static RegexpData {
    match regexp_slot(v).and_then(|s| s.0.get()) {
        Some(d) => d,
        None => unreachable!("re_of on a value is_regexp refused"),
    }
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
        if let Some(slot) = regexp_slot(v) {
            return match slot.0.get() {
                Some(d) => Ok(d),
                None => Err(self.type_error("uninitialized Regexp")),
            };
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

/// The compiled pattern a search uses: the Regexp's own, or one compiled for the subject's
/// encoding (`RegexpData::other`).
enum Engine<'a> {
    Own(&'a onig::Regex),
    Other(Rc<onig::Regex>),
}

impl std::ops::Deref for Engine<'_> {
    type Target = onig::Regex;
    fn deref(&self) -> &onig::Regex {
        match self {
            Engine::Own(r) => r,
            Engine::Other(r) => r,
        }
    }
}

fn compatibility_error(vm: &mut Vm, re: &RegexpData, id: EncodingId) -> crate::vm::Unwind {
    // CRuby names the binary encoding with its alias here, as in its other compatibility errors.
    let shown = |e: EncodingId| if e == EncodingId::BINARY { "BINARY (ASCII-8BIT)".to_string() } else { e.name().to_string() };
    let msg = format!("incompatible encoding regexp match ({} regexp with {} string)", shown(re.enc), shown(id));
    let cls = vm.const_get_from(vm.core.encoding, crate::symbol::intern("CompatibilityError")).unwrap_or(vm.core.encoding_error);
    vm.make_error(cls, &msg)
}

/// Which compiled pattern searches string `s` (CRuby's rb_reg_prepare_enc), and the errors
/// CRuby raises for a string the Regexp cannot search: invalid bytes are an ArgumentError;
/// a string in another encoding than a fixed Regexp's is a CompatibilityError unless both are
/// ASCII-compatible and the string is ASCII only; a US-ASCII Regexp searches a non-ASCII string
/// of any ASCII-compatible encoding with the pattern compiled for that encoding.
/// `bytes_only`: the search will not run the engine (`byteset_for`), so no pattern is compiled
/// for the subject's encoding.
fn pick<'a>(vm: &mut Vm, re: &'a RegexpData, s: Value, bytes_only: bool) -> VmResult<Engine<'a>> {
    let id = string::encoding_of_string(s);
    let cr = string::coderange(s);
    let seven = cr == Cr::SevenBit && id.ascii_compatible();
    let broken = match id {
        EncodingId::UTF_8 => cr == Cr::Broken,
        EncodingId::BINARY => false,
        EncodingId::US_ASCII => cr != Cr::SevenBit,
        _ => !seven && !crate::core::encoding::chars::is_valid(id, string::bytes(s)),
    };
    if broken {
        return Err(vm.arg_error(&format!("invalid byte sequence in {}", id.name())));
    }
    if re.enc == id || (seven && re.enc.ascii_compatible()) {
        return Ok(Engine::Own(&re.regex));
    }
    if !id.ascii_compatible() || re.options & OPT_FIXEDENCODING != 0 {
        return Err(compatibility_error(vm, re, id));
    }
    if id == EncodingId::UTF_8 || id == EncodingId::US_ASCII || bytes_only {
        return Ok(Engine::Own(&re.regex));
    }
    if let Some((_, r)) = re.other.borrow().iter().find(|(e, _)| *e == id) {
        return Ok(Engine::Other(r.clone()));
    }
    match pattern::compile_engine(&re.source, re.options, id) {
        Ok((r, _)) => {
            let r = Rc::new(r);
            re.other.borrow_mut().push((id, r.clone()));
            Ok(Engine::Other(r))
        }
        Err(m) => Err(vm.make_error(vm.core.regexp_error, &m)),
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
pub fn search_region(vm: &mut Vm, re: Value, s: Value, start: usize, dir: Dir) -> VmResult<Option<Groups>> {
    search_region_from(vm, re, s, 0, start, dir)
}

/// `search_region` over the bytes of `s` from byte `origin` on, which the engine sees as the
/// whole subject (StringScanner's default mode: `\A`, `^` and look-behind stop at `origin`);
/// `start` and the positions in the result count from `origin`. Nothing when `origin` is past
/// the end.
pub fn search_region_from(vm: &mut Vm, re: Value, s: Value, origin: usize, start: usize, dir: Dir) -> VmResult<Option<Groups>> {
    if byteset_for(re_of(re), s).is_some() {
        let mut g = Groups::default();
        warn_historical_binary(vm, re_of(re), s)?;
        return Ok(search_into(vm, re, s, origin, start, dir, None)?.map(|i| {
            g.0.push((i, i + 1));
            g
        }));
    }
    // The warning may run Ruby code (a `$stderr` of the program's): before the region is taken.
    warn_historical_binary(vm, re_of(re), s)?;
    let mut region = SCRATCH_REGION.with(|c| c.take()).unwrap_or_else(Region::new);
    let found = search_into(vm, re, s, origin, start, dir, Some(&mut region));
    let groups = match found {
        Ok(Some(_)) => Ok(Some(Groups::from_region(&region))),
        Ok(None) => Ok(None),
        Err(e) => Err(e),
    };
    SCRATCH_REGION.with(|c| c.set(Some(region)));
    groups
}

/// Whether `re` matches `s` anywhere from byte `start` (no region, no MatchData).
pub fn search_test(vm: &mut Vm, re: Value, s: Value, start: usize) -> VmResult<bool> {
    warn_historical_binary(vm, re_of(re), s)?;
    Ok(search_into(vm, re, s, 0, start, Dir::Forward, None)?.is_some())
}

/// The byte offset where `re` first matches `s`, recording the match as the caller's `$~`; when
/// the caller has no `$~` slot (nothing can read it) no MatchData is made at all, so `=~` and
/// `===` in such code cost one search.
pub fn match_start(vm: &mut Vm, re: Value, s: Value) -> VmResult<Option<usize>> {
    if !special_vars::wants_last_match(vm) {
        warn_historical_binary(vm, re_of(re), s)?;
        return search_into(vm, re, s, 0, 0, Dir::Forward, None);
    }
    let m = match_at(vm, re, s, 0)?;
    Ok(if m.is_nil() { None } else { md_of(m).region.pos(0).map(|p| p.0) })
}

/// CRuby's warning for a `/.../n` Regexp that the encoding did not fix (an ASCII-only source)
/// searching a non-ASCII string that is not binary (rb_reg_prepare_enc), printed at each such
/// search unless `$VERBOSE` is nil.
fn warn_historical_binary(vm: &mut Vm, re: &RegexpData, s: Value) -> VmResult<()> {
    if re.options & OPT_NOENCODING == 0 || re.options & OPT_FIXEDENCODING != 0 {
        return Ok(());
    }
    let id = string::encoding_of_string(s);
    if id == EncodingId::BINARY || !id.ascii_compatible() || string::coderange(s) == Cr::SevenBit {
        return Ok(());
    }
    crate::core::io::mode::warn(vm, &format!("historical binary regexp match /.../n against {} string", id.name()))
}

/// The search behind every entry point: the engine sees the bytes of `s` from `origin` on.
fn search_into(vm: &mut Vm, re: Value, s: Value, origin: usize, start: usize, dir: Dir, region: Option<&mut Region>) -> VmResult<Option<usize>> {
    let data = re_of(re);
    let engine = pick(vm, data, s, byteset_for(data, s).is_some())?;
    let Some(b) = string::bytes(s).get(origin..) else { return Ok(None) };
    if start > b.len() {
        return Ok(None);
    }
    if let Some(set) = byteset_for(data, s) {
        return Ok(find_byte(set, b, start, dir));
    }
    let none = SearchOptions::SEARCH_OPTION_NONE;
    let enc = engine.encoding();
    let r = match dir {
        Dir::Anchored => engine.match_with_param(EncodedBytes::from_parts(b, enc), start, none, region, match_limits()).map(|r| r.map(|_| start)),
        Dir::Forward => engine.search_with_param(EncodedBytes::from_parts(b, enc), start, b.len(), none, region, match_limits()),
        Dir::Backward => search_backward(&engine, s, origin, start, region),
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

/// The last match of `engine` in string `s` starting at or before byte `start`: an anchored
/// match tried at each character boundary from `start` down, as CRuby's backward search does
/// (Oniguruma's own backward search also wants the match to end by `start`).
fn search_backward(engine: &onig::Regex, s: Value, origin: usize, start: usize, mut region: Option<&mut Region>) -> Result<Option<usize>, onig::Error> {
    let b = string::bytes(s).get(origin..).unwrap_or(&[]);
    let m = string::char_mode(s);
    let none = SearchOptions::SEARCH_OPTION_NONE;
    let mut try_at = |p: usize| engine.match_with_param(EncodedBytes::from_parts(b, engine.encoding()), p, none, region.as_deref_mut(), match_limits());
    match m {
        string::CharMode::Bytes | string::CharMode::Utf8 => {
            for p in (0..=start).rev() {
                if (m == string::CharMode::Bytes || p == b.len() || (b[p] as i8) >= -0x40) && try_at(p)?.is_some() {
                    return Ok(Some(p));
                }
            }
        }
        _ => {
            // Character starts found forward once, then tried backward.
            let id = string::encoding_of_string(s);
            let mut starts = vec![0];
            let mut p = 0;
            while p < start {
                p += crate::core::encoding::chars::char_len(id, &b[p..]).max(1);
                if p <= start {
                    starts.push(p);
                }
            }
            for &p in starts.iter().rev() {
                if try_at(p)?.is_some() {
                    return Ok(Some(p));
                }
            }
        }
    }
    Ok(None)
}

/// The byte set `re` is searched with in string `s` (`RegexpData::byteset`): not in a
/// Shift_JIS-like string with non-ASCII bytes, whose second bytes may be ASCII.
fn byteset_for(re: &RegexpData, s: Value) -> Option<u128> {
    let set = re.byteset?;
    let kind = string::encoding_of_string(s).kind();
    if matches!(kind, crate::core::encoding::names::Kind::ShiftJis | crate::core::encoding::names::Kind::Windows31J) && string::coderange(s) != Cr::SevenBit {
        return None;
    }
    Some(set)
}

/// Where a one-byte pattern with byte set `set` matches `b` from `start` (`start <= b.len()`).
fn find_byte(set: u128, b: &[u8], start: usize, dir: Dir) -> Option<usize> {
    let hit = |c: u8| c < 128 && set & (1u128 << c) != 0;
    match dir {
        Dir::Forward => b[start..].iter().position(|&c| hit(c)).map(|i| start + i),
        Dir::Backward => b[..(start + 1).min(b.len())].iter().rposition(|&c| hit(c)),
        Dir::Anchored => b.get(start).filter(|&&c| hit(c)).map(|_| start),
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
pub fn new_match(vm: &mut Vm, re: Value, subject: Value, region: Groups) -> Value {
    let k = vm.core.match_data;
    let m = vm.new_typed_data(k, &MATCH_TYPE, Box::new(MatchData { regexp: re, string: subject, region }));
    if re_of(re).from_string {
        obj::set_flag(m, FL_MATCH_FROM_STRING, true);
    }
    m
}

/// Records a match of `re` over string `s` (or no match) as the caller's `$~`; the MatchData
/// (and the frozen copy of `s` it needs) is made only when the caller can read it.
pub fn record_match(vm: &mut Vm, re: Value, s: Value, region: Option<Groups>) {
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
