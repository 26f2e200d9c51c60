//! Strings through the API: constructors that name their encoding, borrowed bytes, mutation
//! ([`StrMut`]), the helpers CRuby's `rb_str_*` give C code, and Regexp searches
//! ([`RegexpMatch`]) over a String's bytes.
//!
//! Invariants:
//! - Borrowed bytes (`str_bytes`) and a `StrMut` are tied to the `Ruby` they came from, so the
//!   String cannot change, grow or be collected while they are held.
//! - `str_modify` checks the frozen flag and clears the cached coderange (the bytes are about
//!   to change), as CRuby's `rb_str_modify`; it is the only way to get mutable bytes.
//! - Constructors tag the new String: `new_str`/`new_string` UTF-8, the others the encoding
//!   they name.

use crate::api::error::IntoApi;
use crate::api::{Encoding, Result, Ruby, Value};
use crate::core::string;
use crate::object::{self as obj, ObjType};
use crate::strbuf::StrBuf;

/// The mutable bytes of a String, from [`Ruby::str_modify`].
pub struct StrMut<'a>(&'a mut StrBuf);

impl StrMut<'_> {
    /// The bytes.
    #[inline]
    pub fn as_slice(&self) -> &[u8] {
        self.0.as_slice()
    }
    /// The bytes, writable in place.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        self.0.as_mut_slice()
    }
    /// How many bytes.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether there are no bytes.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.len() == 0
    }
    /// Removes every byte.
    #[inline]
    pub fn clear(&mut self) {
        self.0.clear()
    }
    /// Keeps the first `n` bytes (nothing when there are fewer).
    #[inline]
    pub fn truncate(&mut self, n: usize) {
        self.0.truncate(n)
    }
    /// Appends `b`.
    #[inline]
    pub fn extend_from_slice(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b)
    }
    /// Appends one byte.
    #[inline]
    pub fn push(&mut self, c: u8) {
        self.0.push(c)
    }
    /// Makes the String `n` bytes long, cutting or padding with `fill`.
    #[inline]
    pub fn resize(&mut self, n: usize, fill: u8) {
        self.0.with_vec(|v| v.resize(n, fill))
    }
    /// Replaces the bytes in `range` with `with`.
    #[inline]
    pub fn splice(&mut self, range: std::ops::Range<usize>, with: &[u8]) {
        self.0.splice(range, with)
    }
}

/// The groups of a Regexp match found by [`Ruby::regexp_search`]: byte ranges, group 0 the
/// whole match.
pub struct RegexpMatch(crate::core::regexp::Groups);

impl RegexpMatch {
    /// The byte range of group `i`; None when it did not take part or does not exist.
    #[inline]
    pub fn pos(&self, i: usize) -> Option<(usize, usize)> {
        self.0.pos(i)
    }
    /// The number of groups, the whole match included.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether there are no groups at all (never, for a match).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.len() == 0
    }
}

/// How CRuby's `String#dump` shows `b` as a binary String (`binary`) or as UTF-8 text:
/// quoted, with escapes (`"\xFF"`, `"\n"`); for messages such as StringScanner#inspect.
pub fn inspect_bytes(b: &[u8], binary: bool) -> String {
    string::inspect_bytes(b, binary)
}

impl Ruby {
    /// Whether `v` is a String (of any class).
    #[inline]
    pub fn is_string(&self, v: Value) -> bool {
        obj::is_type(v, ObjType::String)
    }

    /// A new UTF-8 String of `s`.
    #[inline]
    pub fn new_str(&mut self, s: &str) -> Value {
        self.vm().new_str(s)
    }

    /// A new UTF-8 String owning `bytes`.
    #[inline]
    pub fn new_string(&mut self, bytes: Vec<u8>) -> Value {
        self.vm().new_string(bytes)
    }

    /// A new String owning `bytes`, tagged `enc`.
    #[inline]
    pub fn new_string_in(&mut self, bytes: Vec<u8>, enc: Encoding) -> Value {
        let s = self.vm().new_string(bytes);
        crate::core::encoding::set_string_encoding(s, enc.id());
        s
    }

    /// A new String of a copy of `bytes`, tagged `enc` (short contents need no heap buffer).
    #[inline]
    pub fn new_string_from(&mut self, bytes: &[u8], enc: Encoding) -> Value {
        let s = self.vm().new_string_buf(StrBuf::from_slice(bytes));
        crate::core::encoding::set_string_encoding(s, enc.id());
        s
    }

    /// A new ASCII-8BIT (binary) String owning `bytes`.
    #[inline]
    pub fn new_binary_string(&mut self, bytes: Vec<u8>) -> Value {
        self.vm().new_binary_string(bytes)
    }

    /// The bytes of String `s` (empty for anything that is not a String), borrowed: no Ruby
    /// code runs and no collection happens while they are held.
    #[inline]
    pub fn str_bytes<'a>(&'a self, s: Value) -> &'a [u8] {
        if obj::is_type(s, ObjType::String) {
            &obj::as_string(s).bytes
        } else {
            debug_assert!(false, "str_bytes of a non-String");
            &[]
        }
    }

    /// The length of String `s` in bytes.
    #[inline]
    pub fn str_len(&self, s: Value) -> usize {
        self.str_bytes(s).len()
    }

    /// String `s` as Rust text, invalid UTF-8 replaced (for messages and names).
    #[inline]
    pub fn str_lossy(&self, s: Value) -> String {
        String::from_utf8_lossy(self.str_bytes(s)).into_owned()
    }

    /// Whether every byte of String `s` is below 0x80 (its coderange is 7-bit; computed once
    /// and cached).
    #[inline]
    pub fn str_is_7bit(&self, s: Value) -> bool {
        self.is_string(s) && string::coderange(s) == string::Cr::SevenBit
    }

    /// A new String of bytes `beg..end` of String `s` (clamped to its length), in `s`'s
    /// encoding (CRuby's `rb_str_subseq`).
    #[inline]
    pub fn str_substr(&mut self, s: Value, beg: usize, end: usize) -> Value {
        if !self.is_string(s) {
            debug_assert!(false, "str_substr of a non-String");
            return self.new_str("");
        }
        let b = string::bytes(s);
        let end = end.min(b.len());
        let beg = beg.min(end);
        // The part is copied into the new String's buffer before its slot is allocated.
        string::new_part(self.vm(), s, &b[beg..end])
    }

    /// A new String of a copy of `bytes` in the encoding of String `like`.
    #[inline]
    pub fn str_new_like(&mut self, like: Value, bytes: &[u8]) -> Value {
        let s = self.vm().new_string_buf(StrBuf::from_slice(bytes));
        obj::basic(s).flags |= obj::basic(like).flags & obj::FL_STR_ENC_BITS;
        s
    }

    /// A frozen copy of String `s` (bytes, encoding and coderange).
    #[inline]
    pub fn str_frozen_copy(&mut self, s: Value) -> Value {
        string::frozen_copy(self.vm(), s)
    }

    /// The bytes of String `s` for writing: FrozenError when it is frozen (CRuby's
    /// `rb_str_modify`). Its cached coderange is dropped.
    #[inline]
    pub fn str_modify(&mut self, s: Value) -> Result<StrMut<'_>> {
        if !self.is_string(s) {
            return Err(self.wrong_type_error(s, "String"));
        }
        self.check_frozen(s)?;
        Ok(StrMut(&mut obj::as_string_mut(s).bytes))
    }

    /// `dst << src` for Strings: CRuby's encoding rules (Encoding::CompatibilityError), the
    /// result's encoding, FrozenError for a frozen `dst`.
    #[inline]
    pub fn str_append(&mut self, dst: Value, src: Value) -> Result<()> {
        self.check_frozen(dst)?;
        string::append_string(self.vm(), dst, src).api()
    }

    /// `format(fmt, *args)` (CRuby's `rb_str_format`): the bytes it makes.
    #[inline]
    pub fn sprintf(&mut self, fmt: &[u8], args: &[Value]) -> Result<Vec<u8>> {
        crate::core::format::sprintf(self.vm(), fmt, args).api()
    }

    // ---------------------------------------------------------------- Regexp

    /// Whether `v` is a Regexp object (initialized or not).
    #[inline]
    pub fn is_regexp(&self, v: Value) -> bool {
        crate::core::regexp::regexp_slot(v).is_some()
    }

    /// TypeError unless `v` is an initialized Regexp ("uninitialized Regexp", "wrong argument
    /// type X (expected regexp)").
    #[inline]
    pub fn check_regexp(&mut self, v: Value) -> Result<()> {
        self.vm().expect_regexp(v).map(|_| ()).api()
    }

    /// Searches Regexp `re` in String `s` as StringScanner does: the engine sees the bytes
    /// from `origin` on as its whole subject (`\A` and look-behind stop there) and starts at
    /// `start` (relative to `origin`); `anchored` accepts only a match starting there. The
    /// positions in the answer count from `origin`; None when there is no match. Sets no
    /// `$~`. `re` must be an initialized Regexp (`check_regexp`).
    #[inline]
    pub fn regexp_search(&mut self, re: Value, s: Value, origin: usize, start: usize, anchored: bool) -> Result<Option<RegexpMatch>> {
        use crate::core::regexp::{search_region_from, Dir};
        let dir = if anchored { Dir::Anchored } else { Dir::Forward };
        search_region_from(self.vm(), re, s, origin, start, dir).map(|g| g.map(RegexpMatch)).api()
    }

    /// The group numbers of named group `name` in Regexp `re` (empty when it has none, or `re`
    /// is not an initialized Regexp).
    pub fn regexp_name_groups(&self, re: Value, name: &[u8]) -> &[u32] {
        if !crate::core::regexp::is_regexp(re) {
            return &[];
        }
        crate::core::regexp::name_groups(crate::core::regexp::re_of(re), name)
    }

    /// The names of the named groups of Regexp `re`, in order of definition (empty when it has
    /// none, or `re` is not an initialized Regexp).
    pub fn regexp_group_names(&self, re: Value) -> Vec<Vec<u8>> {
        if !crate::core::regexp::is_regexp(re) {
            return Vec::new();
        }
        crate::core::regexp::re_of(re).names.iter().map(|(n, _)| n.clone()).collect()
    }
}
