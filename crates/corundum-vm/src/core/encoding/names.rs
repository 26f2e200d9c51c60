//! The encoding table: every encoding Corundum knows, by `EncodingId`, with CRuby's name,
//! aliases, kind (how characters are found and transcoded) and the constant names
//! `Encoding::<NAME>` it gets.
//!
//! Invariants:
//! - `ENCODINGS[id.0]` describes `EncodingId(id)`; the first three entries are UTF-8, binary
//!   and US-ASCII in the order of `EncodingId::UTF_8`, `BINARY`, `US_ASCII` (a String stores
//!   those three in bits of their own, `object::FL_STR_ENC_BITS`).
//! - Names and aliases are CRuby 4.0's (checked with `Encoding#names` there), and lookups are
//!   ASCII case-insensitive as in CRuby. "locale", "external", "filesystem" are not in the
//!   table: they name whatever encoding the defaults say (`mod.rs`).
//! - The table has fewer than 256 entries (an id is one byte).

use crate::core::encoding::EncodingId;

/// How an encoding's characters are laid out (and so how they are counted and converted).
/// Part of the native library API (`api::EncodingKind`); more kinds come with more encodings.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Kind {
    /// UTF-8.
    Utf8,
    /// ASCII-8BIT (BINARY): bytes.
    Binary,
    /// US-ASCII: 7-bit characters.
    UsAscii,
    /// UTF-16 in the given byte order.
    Utf16 {
        /// UTF-16BE (else UTF-16LE).
        big_endian: bool,
    },
    /// UTF-32 in the given byte order.
    Utf32 {
        /// UTF-32BE (else UTF-32LE).
        big_endian: bool,
    },
    /// UTF-16 / UTF-32 with a byte-order mark: dummy encodings (a String tagged with one is
    /// a bag of bytes; conversion to it writes a big-endian BOM first).
    Dummy {
        /// The code unit in bytes: 2 for UTF-16, 4 for UTF-32.
        unit: u8,
    },
    /// One byte per character, with its own mapping to Unicode (`transcode::single_byte`).
    SingleByte,
    /// Shift_JIS.
    ShiftJis,
    /// Windows-31J (CP932).
    Windows31J,
    /// EUC-JP.
    EucJp,
    /// Big5 (Traditional Chinese): lead bytes 0xA1-0xFE, trail 0x40-0x7E or 0xA1-0xFE.
    Big5,
}

/// One encoding: CRuby's name, its aliases (in `Encoding#names` order) and its kind.
pub struct EncodingInfo {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub kind: Kind,
}

macro_rules! enc {
    ($name:expr, [$($alias:expr),*], $kind:expr) => {
        EncodingInfo { name: $name, aliases: &[$($alias),*], kind: $kind }
    };
}

/// Every known encoding, indexed by `EncodingId`.
pub static ENCODINGS: &[EncodingInfo] = &[
    enc!("UTF-8", ["CP65001"], Kind::Utf8),
    enc!("ASCII-8BIT", ["BINARY"], Kind::Binary),
    enc!("US-ASCII", ["ASCII", "ANSI_X3.4-1968", "646"], Kind::UsAscii),
    enc!("UTF-16BE", ["UCS-2BE"], Kind::Utf16 { big_endian: true }),
    enc!("UTF-16LE", [], Kind::Utf16 { big_endian: false }),
    enc!("UTF-32BE", ["UCS-4BE"], Kind::Utf32 { big_endian: true }),
    enc!("UTF-32LE", ["UCS-4LE"], Kind::Utf32 { big_endian: false }),
    enc!("UTF-16", [], Kind::Dummy { unit: 2 }),
    enc!("UTF-32", [], Kind::Dummy { unit: 4 }),
    enc!("ISO-8859-1", ["ISO8859-1"], Kind::SingleByte),
    enc!("ISO-8859-2", ["ISO8859-2"], Kind::SingleByte),
    enc!("ISO-8859-3", ["ISO8859-3"], Kind::SingleByte),
    enc!("ISO-8859-4", ["ISO8859-4"], Kind::SingleByte),
    enc!("ISO-8859-5", ["ISO8859-5"], Kind::SingleByte),
    enc!("ISO-8859-6", ["ISO8859-6"], Kind::SingleByte),
    enc!("ISO-8859-7", ["ISO8859-7"], Kind::SingleByte),
    enc!("ISO-8859-8", ["ISO8859-8"], Kind::SingleByte),
    enc!("ISO-8859-9", ["ISO8859-9"], Kind::SingleByte),
    enc!("ISO-8859-10", ["ISO8859-10"], Kind::SingleByte),
    enc!("ISO-8859-11", ["ISO8859-11"], Kind::SingleByte),
    enc!("ISO-8859-13", ["ISO8859-13"], Kind::SingleByte),
    enc!("ISO-8859-14", ["ISO8859-14"], Kind::SingleByte),
    enc!("ISO-8859-15", ["ISO8859-15"], Kind::SingleByte),
    enc!("ISO-8859-16", ["ISO8859-16"], Kind::SingleByte),
    enc!("Windows-1250", ["CP1250"], Kind::SingleByte),
    enc!("Windows-1251", ["CP1251"], Kind::SingleByte),
    enc!("Windows-1252", ["CP1252"], Kind::SingleByte),
    enc!("Windows-1253", ["CP1253"], Kind::SingleByte),
    enc!("Windows-1254", ["CP1254"], Kind::SingleByte),
    enc!("Windows-1255", ["CP1255"], Kind::SingleByte),
    enc!("Windows-1256", ["CP1256"], Kind::SingleByte),
    enc!("Windows-1257", ["CP1257"], Kind::SingleByte),
    enc!("Windows-1258", ["CP1258"], Kind::SingleByte),
    enc!("Shift_JIS", [], Kind::ShiftJis),
    enc!("EUC-JP", ["eucJP"], Kind::EucJp),
    enc!("Windows-31J", ["CP932", "csWindows31J", "SJIS", "PCK"], Kind::Windows31J),
    enc!("IBM437", ["CP437"], Kind::SingleByte),
    enc!("IBM866", ["CP866"], Kind::SingleByte),
    enc!("Big5", [], Kind::Big5),
];

const _: () = assert!(ENCODINGS.len() < 256);

impl EncodingId {
    /// This encoding's table entry.
    #[inline]
    pub fn info(self) -> &'static EncodingInfo {
        // Ids are only made from table positions (`find`, `all`) or the three constants.
        &ENCODINGS[self.0 as usize % ENCODINGS.len()]
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn kind(self) -> Kind {
        self.info().kind
    }

    /// Every known encoding, in table order.
    pub fn all() -> impl Iterator<Item = EncodingId> {
        (0..ENCODINGS.len()).map(|i| EncodingId(i as u8))
    }

    /// The encoding named `name` or one of its aliases (ASCII case-insensitive); None when
    /// unknown. "locale"/"external"/"filesystem"/"internal" are resolved by the caller.
    pub fn by_name(name: &[u8]) -> Option<EncodingId> {
        EncodingId::all().find(|id| {
            let info = id.info();
            info.name.as_bytes().eq_ignore_ascii_case(name) || info.aliases.iter().any(|a| a.as_bytes().eq_ignore_ascii_case(name))
        })
    }

    /// Whether ASCII characters are single bytes of their own value (CRuby's asciicompat).
    #[inline]
    pub fn ascii_compatible(self) -> bool {
        !matches!(self.kind(), Kind::Utf16 { .. } | Kind::Utf32 { .. } | Kind::Dummy { .. })
    }

    pub fn is_dummy(self) -> bool {
        matches!(self.kind(), Kind::Dummy { .. })
    }

    /// Whether characters are Unicode scalar values (CRuby's `rb_enc_unicode_p`: `inspect`
    /// writes `\u` escapes).
    pub fn is_unicode(self) -> bool {
        matches!(self.kind(), Kind::Utf8 | Kind::Utf16 { .. } | Kind::Utf32 { .. } | Kind::Dummy { .. })
    }

    /// The shortest character in bytes (CRuby's mbminlen).
    pub fn min_char_len(self) -> usize {
        match self.kind() {
            Kind::Utf16 { .. } => 2,
            Kind::Utf32 { .. } => 4,
            _ => 1,
        }
    }

    /// Whether CRuby can convert to and from this encoding (it has no Windows-1258 table, so
    /// such conversions raise ConverterNotFoundError there and here).
    pub fn has_transcoder(self) -> bool {
        self.name() != "Windows-1258"
    }

    /// The name CRuby's transcoder for this encoding is registered under (the Windows
    /// single-byte tables are registered in upper case, and CRuby's error messages show it).
    pub fn transcoder_name(self) -> String {
        let n = self.name();
        if n.starts_with("Windows-12") {
            n.to_ascii_uppercase()
        } else {
            n.to_string()
        }
    }
}

/// The constant names `Encoding::<X>` CRuby defines for an encoding name or alias: the name
/// with every character that cannot be in a constant made `_`; a name starting in lower case
/// is capitalised; a name with lower-case letters also gets its all-upper-case form.
pub fn constant_names(name: &str) -> Vec<String> {
    let mut base: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    if let Some(first) = base.get(..1) {
        if first.chars().all(|c| c.is_ascii_lowercase()) {
            base = first.to_ascii_uppercase() + &base[1..];
        }
    }
    if !base.starts_with(|c: char| c.is_ascii_uppercase()) {
        return Vec::new();
    }
    let upper = base.to_ascii_uppercase();
    if upper == base {
        vec![base]
    } else {
        vec![base, upper]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups_ignore_case_and_find_aliases() {
        assert_eq!(EncodingId::by_name(b"utf-8"), Some(EncodingId::UTF_8));
        assert_eq!(EncodingId::by_name(b"binary"), Some(EncodingId::BINARY));
        assert_eq!(EncodingId::by_name(b"sjis").map(|e| e.name()), Some("Windows-31J"));
        assert_eq!(EncodingId::by_name(b"ISO-8859-12"), None);
        assert_eq!(EncodingId::US_ASCII.name(), "US-ASCII");
    }

    #[test]
    fn constant_names_follow_cruby() {
        assert_eq!(constant_names("eucJP"), vec!["EucJP", "EUCJP"]);
        assert_eq!(constant_names("Shift_JIS"), vec!["Shift_JIS", "SHIFT_JIS"]);
        assert_eq!(constant_names("ANSI_X3.4-1968"), vec!["ANSI_X3_4_1968"]);
        assert_eq!(constant_names("646"), Vec::<String>::new());
    }
}
