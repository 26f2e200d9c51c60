//! `Array#pack`, `String#unpack` and `String#unpack1`: binary records to and from Ruby values.
//!
//! The two directions share the template language, parsed here one directive at a time
//! (`Template::next`): a letter, then modifiers (`_`/`!` native size, `<`/`>` byte order, only
//! after `sSiIlLqQjJ`), then a count (digits or `*`). Spaces are skipped and `#` starts a comment
//! that runs to the end of the line. `encode.rs` is `pack`, `decode.rs` is `unpack`, and
//! `text.rs` holds the text codecs both use (base64, uuencode, quoted-printable, BER integers,
//! UTF-8 code points).
//!
//! Invariants:
//! - Directives are parsed lazily, as CRuby does, so errors come in template order: a bad
//!   directive late in the template is reported only after the earlier ones ran (and e.g. a
//!   "too few arguments" of an earlier directive wins).
//! - A count is at most `LONG_MAX` (larger digits are RangeError "pack length too big"), and
//!   nothing is ever allocated from a count before checking it against what the input can
//!   supply or reserving it fallibly (`Vm::try_reserve`): a huge count raises, never aborts.
//! - `unpack` parses a copy of the template; `pack` reads the template string itself and, like
//!   CRuby, raises RuntimeError "format string modified" when a conversion moved or resized it.
//!   Every read is bounds-checked, so a changed template can never make the parser read out of
//!   range.
//! - Sizes of the native directives are those of a 64-bit CRuby (`long`, `J` and `j` are 8 bytes,
//!   `int` 4, `short` 2) and the native byte order is little-endian.
//! - A `p`/`P` "pointer" is the packed String's Value bits, never dereferenced: `unpack` maps it
//!   back only by comparing with the Strings recorded in the packed String (`ASSOCIATES_IVAR`),
//!   which also keeps them alive.

mod decode;
mod encode;
mod text;

use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// The largest count a template may give (CRuby's `LONG_MAX`).
const MAX_COUNT: u64 = i64::MAX as u64;

/// The count after a directive letter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Count {
    /// No count written.
    Default,
    /// `*`: what it means depends on the directive ("all the rest", "0", "no line breaks").
    Star,
    /// Digits, at most `MAX_COUNT`.
    Num(u64),
}

/// Byte order of an integer directive.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Endian {
    Little,
    Big,
}

/// One parsed directive.
#[derive(Clone, Copy, Debug)]
pub(super) struct Directive {
    pub kind: u8,
    pub count: Count,
    /// `_` or `!` was given (native size).
    pub native: bool,
    /// `<` or `>` was given.
    pub endian: Option<Endian>,
}

/// Which method a template is parsed for: it names the method in error messages.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Mode {
    Pack,
    Unpack,
}

/// The letters that take the `_`/`!` and `<`/`>` modifiers (also CRuby's message text).
const MODIFIABLE: &str = "sSiIlLqQjJ";

/// Every directive letter either direction knows.
const KNOWN: &[u8] = b"aAZbBhHcCsSiIlLqQjJnNvVUwmMuxX@eEfFgGdDpP";

/// The hidden ivar of a packed String holding the Strings its `p`/`P` pointers stand for
/// (CRuby's associated objects): `unpack` of `p`/`P` only resolves a pointer to one of them.
pub(super) const ASSOCIATES_IVAR: &str = "@__pack_associates";

/// A template being read one directive at a time.
pub(super) struct Template {
    /// `unpack` reads a copy (a block may change the template string); `pack` reads the string
    /// itself, as CRuby does, and checks before each directive that it was not modified.
    copy: Option<Vec<u8>>,
    fmt: Value,
    /// Where the template's bytes ended when packing began (CRuby's `pend`).
    end_address: usize,
    /// Whether the template String was binary (how an unknown directive's template is quoted).
    binary: bool,
    pos: usize,
    mode: Mode,
}

impl Template {
    /// The template of String `fmt` (already checked to be a String).
    pub(super) fn new(fmt: Value, mode: Mode) -> Template {
        let s = crate::object::as_string(fmt);
        let binary = crate::object::has_flag(fmt, crate::object::FL_STR_BINARY);
        let copy = (mode == Mode::Unpack).then(|| s.bytes.as_slice().to_vec());
        Template { copy, fmt, end_address: end_address(fmt), binary, pos: 0, mode }
    }

    fn bytes(&self) -> &[u8] {
        match &self.copy {
            Some(b) => b,
            None => crate::object::as_string(self.fmt).bytes.as_slice(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes().get(self.pos).copied()
    }

    /// The next directive, None at the end of the template, or the error of a bad one.
    pub(super) fn next(&mut self, vm: &mut Vm) -> Option<VmResult<Directive>> {
        // A conversion called by the previous directive may have changed the template string:
        // RuntimeError when its buffer moved or its length changed (reads stay bounds-checked
        // either way).
        if self.copy.is_none() && end_address(self.fmt) != self.end_address {
            return Some(Err(vm.make_error(vm.core.runtime_error, "format string modified")));
        }
        loop {
            let kind = self.peek()?;
            self.pos += 1;
            if kind.is_ascii_whitespace() || kind == 0x0b {
                continue;
            }
            if kind == b'#' {
                while let Some(c) = self.peek() {
                    if c == b'\n' {
                        break;
                    }
                    self.pos += 1;
                }
                continue;
            }
            return Some(self.finish_directive(vm, kind));
        }
    }

    fn finish_directive(&mut self, vm: &mut Vm, kind: u8) -> VmResult<Directive> {
        let mut native = false;
        let mut endian = None;
        while let Some(m) = self.peek() {
            match m {
                b'_' | b'!' => {
                    if !MODIFIABLE.as_bytes().contains(&kind) {
                        return Err(vm.arg_error(&format!("'{}' allowed only after types {MODIFIABLE}", m as char)));
                    }
                    native = true;
                }
                b'<' | b'>' => {
                    if !MODIFIABLE.as_bytes().contains(&kind) {
                        return Err(vm.arg_error(&format!("'{}' allowed only after types {MODIFIABLE}", m as char)));
                    }
                    if endian.is_some() {
                        return Err(vm.make_error(vm.core.range_error, "Can't use both '<' and '>'"));
                    }
                    endian = Some(if m == b'<' { Endian::Little } else { Endian::Big });
                }
                _ => break,
            }
            self.pos += 1;
        }
        let count = match self.peek() {
            Some(b'*') => {
                self.pos += 1;
                Count::Star
            }
            Some(c) if c.is_ascii_digit() => {
                let mut n: u64 = 0;
                let mut overflow = false;
                while let Some(d) = self.peek().filter(u8::is_ascii_digit) {
                    self.pos += 1;
                    match n.checked_mul(10).and_then(|x| x.checked_add((d - b'0') as u64)) {
                        Some(x) => n = x,
                        None => overflow = true,
                    }
                }
                if overflow || n > MAX_COUNT {
                    return Err(vm.make_error(vm.core.range_error, "pack length too big"));
                }
                Count::Num(n)
            }
            _ => Count::Default,
        };
        if kind == b'%' {
            return Err(vm.arg_error("% is not supported"));
        }
        if !KNOWN.contains(&kind) {
            return Err(self.unknown(vm, kind));
        }
        Ok(Directive { kind, count, native, endian })
    }

    /// ArgumentError "unknown pack directive 'y' in 'y'": the letter as `\xHH` when it is not
    /// printable, the template escaped when it holds unprintable characters.
    fn unknown(&self, vm: &mut Vm, kind: u8) -> crate::vm::Unwind {
        let letter = if (0x20..0x7f).contains(&kind) { (kind as char).to_string() } else { format!("\\x{kind:02x}") };
        let name = match self.mode {
            Mode::Pack => "pack",
            Mode::Unpack => "unpack",
        };
        let shown = quote_unprintable(self.bytes(), self.binary);
        vm.arg_error(&format!("unknown {name} directive '{letter}' in '{shown}'"))
    }
}

/// The address just past the bytes of String `s`.
fn end_address(s: Value) -> usize {
    let b = crate::object::as_string(s).bytes.as_slice();
    b.as_ptr() as usize + b.len()
}

/// The template as CRuby's `rb_str_quote_unprintable` shows it: as it is when every character
/// is printable, otherwise escaped like `inspect` without the quotes.
fn quote_unprintable(b: &[u8], binary: bool) -> String {
    let text = if binary { None } else { std::str::from_utf8(b).ok() };
    let printable = |c: char| !c.is_control();
    match text {
        Some(s) if s.chars().all(printable) => return s.to_string(),
        None if b.iter().all(|c| (0x20..0x7f).contains(c)) => return String::from_utf8_lossy(b).into_owned(),
        _ => {}
    }
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        let w = if binary { 1 } else { crate::core::string::utf8_width(b, i) };
        let piece = &b[i..i + w];
        let ch = if w > 1 || piece[0] < 0x80 { std::str::from_utf8(piece).ok().and_then(|s| s.chars().next()) } else { None };
        match ch {
            Some('\n') => out.push_str("\\n"),
            Some('\r') => out.push_str("\\r"),
            Some('\t') => out.push_str("\\t"),
            Some('\x0c') => out.push_str("\\f"),
            Some('\x0b') => out.push_str("\\v"),
            Some('\x08') => out.push_str("\\b"),
            Some('\x07') => out.push_str("\\a"),
            Some('\x1b') => out.push_str("\\e"),
            Some(c) if c.is_control() && !binary => out.push_str(&format!("\\u{:04X}", c as u32)),
            Some(c) if !c.is_control() => out.push(c),
            _ => {
                for &x in piece {
                    out.push_str(&format!("\\x{x:02X}"));
                }
            }
        }
        i += w;
    }
    out
}

/// Size, signedness and fixed byte order of an integer directive, or None for other letters.
pub(super) fn integer_spec(d: &Directive) -> Option<(usize, bool, Option<Endian>)> {
    let (size, signed, fixed) = match d.kind {
        b'c' => (1, true, None),
        b'C' => (1, false, None),
        b's' => (2, true, None),
        b'S' => (2, false, None),
        b'i' => (4, true, None),
        b'I' => (4, false, None),
        b'l' => (if d.native { 8 } else { 4 }, true, None),
        b'L' => (if d.native { 8 } else { 4 }, false, None),
        b'q' | b'j' => (8, true, None),
        b'Q' | b'J' => (8, false, None),
        b'n' => (2, false, Some(Endian::Big)),
        b'N' => (4, false, Some(Endian::Big)),
        b'v' => (2, false, Some(Endian::Little)),
        b'V' => (4, false, Some(Endian::Little)),
        _ => return None,
    };
    Some((size, signed, fixed.or(d.endian)))
}

/// Size and byte order of a float directive (`None` order: native, little-endian here).
pub(super) fn float_spec(kind: u8) -> Option<(usize, Endian)> {
    Some(match kind {
        b'e' => (4, Endian::Little),
        b'E' => (8, Endian::Little),
        b'g' => (4, Endian::Big),
        b'G' => (8, Endian::Big),
        b'f' | b'F' => (4, Endian::Little),
        b'd' | b'D' => (8, Endian::Little),
        _ => return None,
    })
}

/// Registers `Array#pack` (the hook called from `core::array`).
pub fn init_array(vm: &mut Vm) {
    let a = vm.core.array;
    vm.define_builtin(a, "pack", -1, encode::a_pack);
}

/// Registers `String#unpack` and `String#unpack1` (the hook called from `core::string`).
pub fn init_string(vm: &mut Vm) {
    let s = vm.core.string;
    vm.define_builtin(s, "unpack", -1, decode::s_unpack);
    vm.define_builtin(s, "unpack1", -1, decode::s_unpack1);
}

/// The value of keyword `name` from a call's keyword Hash, after checking that it holds no
/// other key (ArgumentError "unknown keyword: :foo", as for a Ruby method's keywords).
pub(super) fn single_keyword(vm: &mut Vm, args: &crate::vm::Args, name: &str) -> VmResult<Option<Value>> {
    let Some(kw) = args.kwargs() else { return Ok(None) };
    let wanted = Value::symbol(crate::symbol::intern(name));
    let mut unknown = Vec::new();
    let mut found = None;
    for e in &crate::object::as_hash(kw).table.entries {
        if e.key == Value::UNDEF {
            continue;
        }
        if e.key == wanted {
            found = Some(e.value);
        } else {
            unknown.push(e.key);
        }
    }
    if !unknown.is_empty() {
        return Err(vm.unknown_keywords_error(&unknown));
    }
    Ok(found)
}

/// Checks that a call got exactly one positional argument (the template) and returns it as a
/// String.
pub(super) fn template_arg(vm: &mut Vm, args: &crate::vm::Args) -> VmResult<Value> {
    vm.check_argc(args, 1, Some(1))?;
    let fmt = args.positional()[0];
    vm.expect_string(fmt)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(kind: u8, native: bool, endian: Option<Endian>) -> Option<(usize, bool, Option<Endian>)> {
        integer_spec(&Directive { kind, count: Count::Default, native, endian })
    }

    /// Native sizes are a 64-bit CRuby's (the goldens cannot show them: the CRuby 4.0 that makes
    /// their expected output is a 32-bit WebAssembly build).
    #[test]
    fn native_integer_sizes() {
        assert_eq!(spec(b'l', true, None), Some((8, true, None)));
        assert_eq!(spec(b'L', true, None), Some((8, false, None)));
        assert_eq!(spec(b'l', false, None), Some((4, true, None)));
        assert_eq!(spec(b'j', false, None), Some((8, true, None)));
        assert_eq!(spec(b'J', true, None), Some((8, false, None)));
        assert_eq!(spec(b'i', true, None), Some((4, true, None)));
        assert_eq!(spec(b's', true, Some(Endian::Big)), Some((2, true, Some(Endian::Big))));
        assert_eq!(spec(b'n', false, None), Some((2, false, Some(Endian::Big))));
        assert_eq!(spec(b'V', false, None), Some((4, false, Some(Endian::Little))));
        assert_eq!(spec(b'a', false, None), None);
    }

    #[test]
    fn unprintable_templates_are_escaped() {
        assert_eq!(quote_unprintable(b"Cy", false), "Cy");
        assert_eq!(quote_unprintable("é".as_bytes(), false), "é");
        assert_eq!(quote_unprintable(b"\x01", false), "\\u0001");
        assert_eq!(quote_unprintable(b"C\n\xff", false), "C\\n\\xFF");
        assert_eq!(quote_unprintable(b"\x01", true), "\\x01");
    }
}
