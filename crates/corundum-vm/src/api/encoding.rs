//! Encodings through the API: [`Encoding`] (a String's character encoding, one byte), its
//! character queries, and the Encoding objects and defaults.
//!
//! Invariant: an `Encoding` is always one of the VM's known encodings (made from its constants,
//! a name lookup, or a String's tag), so every query answers without failing.

use crate::api::error::IntoApi;
use crate::api::{Result, Ruby, Value};
use crate::core::encoding::{self as enc, chars, EncodingId};

/// How an encoding lays out its characters (UTF-8, UTF-16LE, a single-byte table, ...).
pub use crate::core::encoding::names::Kind as EncodingKind;

/// A character encoding (CRuby's `rb_encoding`), Copy and one byte.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
#[repr(transparent)]
pub struct Encoding(EncodingId);

impl Encoding {
    /// UTF-8.
    pub const UTF_8: Encoding = Encoding(EncodingId::UTF_8);
    /// ASCII-8BIT (BINARY): bytes with no character structure.
    pub const BINARY: Encoding = Encoding(EncodingId::BINARY);
    /// US-ASCII.
    pub const US_ASCII: Encoding = Encoding(EncodingId::US_ASCII);

    /// The VM's id of the encoding.
    #[inline]
    pub(crate) fn id(self) -> EncodingId {
        self.0
    }

    /// The encoding named `name` or one of its aliases (ASCII case-insensitive, CRuby's
    /// names); None when unknown. "locale" and the like are not names here.
    #[inline]
    pub fn by_name(name: &[u8]) -> Option<Encoding> {
        EncodingId::by_name(name).map(Encoding)
    }

    /// CRuby's name ("UTF-8", "ASCII-8BIT", ...).
    #[inline]
    pub fn name(self) -> &'static str {
        self.0.name()
    }

    /// How the encoding lays out characters.
    #[inline]
    pub fn kind(self) -> EncodingKind {
        self.0.kind()
    }

    /// Whether ASCII characters are single bytes of their own value (CRuby's
    /// `rb_enc_asciicompat`).
    #[inline]
    pub fn is_ascii_compatible(self) -> bool {
        self.0.ascii_compatible()
    }

    /// Whether the encoding is a dummy one (UTF-16 and UTF-32 with a byte order mark).
    #[inline]
    pub fn is_dummy(self) -> bool {
        self.0.is_dummy()
    }

    /// The shortest character in bytes (2 for UTF-16, 4 for UTF-32, else 1).
    #[inline]
    pub fn min_char_len(self) -> usize {
        self.0.min_char_len()
    }

    /// The bytes CRuby steps over at the start of `b` (`rb_enc_mbclen`): a valid character's
    /// length, or the shortest character's (at most `b.len()`) at an invalid one; 0 only for
    /// an empty `b`.
    #[inline]
    pub fn char_len(self, b: &[u8]) -> usize {
        chars::char_len(self.0, b)
    }

    /// The length of the valid character at the start of `b`; None when `b` starts with an
    /// invalid or incomplete character (or is empty).
    #[inline]
    pub fn precise_char_len(self, b: &[u8]) -> Option<usize> {
        chars::precise_len(self.0, b)
    }

    /// Whether all of `b` is valid text in this encoding.
    #[inline]
    pub fn is_valid(self, b: &[u8]) -> bool {
        chars::is_valid(self.0, b)
    }

    /// The code of valid character `c` (all its bytes): the Unicode scalar value for Unicode
    /// encodings, the byte for single-byte ones (CRuby's `rb_enc_mbc_to_codepoint`).
    #[inline]
    pub fn code_of(self, c: &[u8]) -> u32 {
        chars::code_of(self.0, c)
    }

    /// Appends Unicode character `c` encoded in this encoding to `out`; false (nothing
    /// written) when the encoding cannot represent it.
    #[inline]
    pub fn encode_char(self, c: u32, out: &mut Vec<u8>) -> bool {
        enc::transcode::encode_char(self.0, c, out)
    }
}

impl Ruby {
    /// The encoding String `s` is tagged with.
    #[inline]
    pub fn str_encoding(&self, s: Value) -> Encoding {
        debug_assert!(self.is_string(s), "str_encoding of a non-String");
        Encoding(enc::string_encoding(s))
    }

    /// Tags String `s` with `e`, bytes unchanged (`force_encoding` without its checks).
    #[inline]
    pub fn str_set_encoding(&mut self, s: Value, e: Encoding) {
        if self.is_string(s) {
            enc::set_string_encoding(s, e.0);
        }
    }

    /// The Encoding object of `e`.
    #[inline]
    pub fn encoding_object(&mut self, e: Encoding) -> Value {
        enc::encoding_object(self.vm(), e.0)
    }

    /// The encoding Encoding object `v` stands for; None when `v` is not an Encoding.
    #[inline]
    pub fn encoding_of_object(&self, v: Value) -> Option<Encoding> {
        enc::encoding_id_of_object(v).map(Encoding)
    }

    /// The encoding an argument names: an Encoding, or a String (or `to_str`) naming one
    /// (CRuby's `rb_to_encoding`; ArgumentError "unknown encoding name - X" otherwise).
    #[inline]
    pub fn to_encoding(&mut self, v: Value) -> Result<Encoding> {
        enc::to_encoding(self.vm(), v).map(Encoding).api()
    }

    /// `Encoding.default_external`.
    #[inline]
    pub fn default_external(&mut self) -> Encoding {
        Encoding(enc::default_external(self.vm()))
    }

    /// `Encoding.default_internal` (None when nil).
    #[inline]
    pub fn default_internal(&mut self) -> Option<Encoding> {
        enc::default_internal(self.vm()).map(Encoding)
    }

    /// The encoding of `a + b` for Strings `a` and `b` (CRuby's `rb_enc_compatible`); None
    /// when they are incompatible.
    #[inline]
    pub fn compatible_encoding(&self, a: Value, b: Value) -> Option<Encoding> {
        crate::core::string::compatible_encoding(a, b).map(Encoding)
    }
}
