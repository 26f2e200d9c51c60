//! The translation layer: a pattern as CRuby's engine (Onigmo) reads it, spelled for the
//! engine Corundum runs (Oniguruma, Ruby syntax). The source a Regexp shows (`source`,
//! `inspect`) is never changed; only the engine's copy is.
//!
//! Invariants:
//! - The rewrite walks the source character by character in its own encoding (`Units`), so a
//!   trailing byte of a multibyte character (Shift_JIS's `\`, `[`, `]`) is never read as syntax;
//!   character classes are tracked (nested ones too, and a `]` right after `[`/`[^` is literal).
//! - Every rewrite keeps the group numbering: no capturing group is added or removed (only
//!   `(?:...)` groups are added, by `wrap_anchors`).
//! - A group renamed for the engine (`Translated::renamed`) has an engine name no other group
//!   name of the pattern has; the Ruby name is what every Ruby-facing method sees (`names`,
//!   `named_captures`, MatchData, `\k<>` in replacements), and engine messages are mapped back.

use std::borrow::Cow;

use crate::core::encoding::names::Kind;
use crate::core::encoding::{chars, EncodingId};

/// The engine's copy of a pattern and the group names it renamed.
pub(super) struct Translated<'a> {
    /// The pattern as Oniguruma is to read it.
    pub bytes: Cow<'a, [u8]>,
    /// (engine name, Ruby name) of each group whose Ruby name Oniguruma refuses.
    pub renamed: Vec<(Vec<u8>, Vec<u8>)>,
}

/// One unit of a source: an escape (the backslash and the character after it) or a character.
#[derive(Clone, Copy)]
struct Unit {
    at: usize,
    len: usize,
    /// Inside a character class.
    in_class: bool,
}

/// The units of a source in encoding `enc`, tracking character classes.
struct Units<'a> {
    src: &'a [u8],
    enc: EncodingId,
    i: usize,
    class: u32,
    /// The previous unit opened a class (`[` or `[^`): a `]` now is a literal.
    class_start: bool,
}

impl<'a> Units<'a> {
    fn new(src: &'a [u8], enc: EncodingId) -> Self {
        Units { src, enc, i: 0, class: 0, class_start: false }
    }
}

impl Iterator for Units<'_> {
    type Item = Unit;
    fn next(&mut self) -> Option<Unit> {
        let src = self.src;
        let at = self.i;
        let c = *src.get(at)?;
        let len = if c == b'\\' && at + 1 < src.len() { 1 + chars::char_len(self.enc, &src[at + 1..]).max(1) } else { chars::char_len(self.enc, &src[at..]).max(1) };
        let len = len.min(src.len() - at);
        let in_class = self.class > 0;
        let opened = self.class_start;
        self.class_start = false;
        match c {
            b'[' => {
                self.class += 1;
                self.class_start = true;
            }
            b'^' if opened && src[at - 1] == b'[' => self.class_start = true,
            b']' if self.class > 0 && !opened => self.class -= 1,
            _ => {}
        }
        self.i = at + len;
        Some(Unit { at, len, in_class })
    }
}

/// Whether the engine is given `name` as written: a name of ASCII word characters, or one
/// Onigmo refuses too (a digit or `-` first), which the engine then reports with Onigmo's
/// message. Oniguruma wants word characters where Onigmo takes any (`@bar`, `a b`, `é`), at
/// least in references (`\k<@bar>`), so every other name gets an engine name.
fn engine_takes_name(name: &[u8]) -> bool {
    match name.first() {
        Some(&c) if c.is_ascii_digit() || c == b'-' => true,
        _ => name.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_'),
    }
}

/// The group names `source` defines (`(?<name>...)`, `(?'name'...)`) and then the ones it
/// refers to (`\k<name>`, `\g'name'`, a level suffix `+1` set apart), in order.
fn group_names(source: &[u8], enc: EncodingId) -> Vec<&[u8]> {
    let (mut names, mut refs) = (Vec::new(), Vec::new());
    for u in Units::new(source, enc) {
        if u.in_class {
            continue;
        }
        match &source[u.at..u.at + u.len] {
            b"(" => {
                names.extend(group_definition(source, u.at).map(|(name, _)| name));
                refs.extend(condition_name(source, u.at).map(|(_, _, name)| split_level(name).0));
            }
            b"\\k" | b"\\g" => {
                let Some(&open) = source.get(u.at + 2) else { continue };
                let close = match open {
                    b'<' => b'>',
                    b'\'' => b'\'',
                    _ => continue,
                };
                if let Some(p) = source[u.at + 3..].iter().position(|&c| c == close) {
                    let body = &source[u.at + 3..u.at + 3 + p];
                    refs.push(if source[u.at + 1] == b'k' { split_level(body).0 } else { body });
                }
            }
            _ => {}
        }
    }
    names.extend(refs.into_iter().filter(|r| !r.is_empty()));
    names
}

/// A back reference's or condition's name and the level specifier after it: Onigmo reads a
/// `+` or `-` after the first character as the start of a level (`\k<a+1>`; `\k<a+b>` is an
/// error, which the engine then reports).
fn split_level(body: &[u8]) -> (&[u8], &[u8]) {
    match body.iter().skip(1).position(|&c| c == b'+' || c == b'-') {
        Some(p) => body.split_at(p + 1),
        None => (body, &b""[..]),
    }
}

/// When a condition on a named group starts at `at` (`(?(<name>)` or `(?('name')`): where its
/// body starts and ends (the index of the closing `>` or `'`), and the body.
fn condition_name(source: &[u8], at: usize) -> Option<(usize, usize, &[u8])> {
    let rest = &source[at..];
    let close = if rest.starts_with(b"(?(<") {
        b'>'
    } else if rest.starts_with(b"(?('") {
        b'\''
    } else {
        return None;
    };
    let p = rest[4..].iter().position(|&c| c == close || c == b')')?;
    (rest[4 + p] == close).then(|| (at + 4, at + 4 + p, &source[at + 4..at + 4 + p]))
}

/// When a named group starts at `at` (`(?<name>` but not a look-behind, or `(?'name'`): its
/// name and where the name ends (the index of the closing `>` or `'`).
fn group_definition(source: &[u8], at: usize) -> Option<(&[u8], usize)> {
    let rest = &source[at..];
    let close = match rest.get(..3)? {
        b"(?<" if !matches!(rest.get(3), Some(b'=' | b'!')) => b'>',
        b"(?'" => b'\'',
        _ => return None,
    };
    let end = rest[3..].iter().position(|&c| c == close || c == b')')? + at + 3;
    (source[end] == close).then(|| (&source[at + 3..end], end))
}

/// The pattern as the engine reads it. The Ruby spellings Oniguruma reads otherwise are
/// rewritten; the source (what `source` and `inspect` show) stays as written:
/// - `\u{H H ...}` (one or more code points) becomes `\x{H}\x{H}...`;
/// - `\w \W \d \D \s \S` become the ASCII classes Ruby gives them (`[a-zA-Z0-9_]`, ...),
///   written as bracketed classes, which Oniguruma also accepts nested inside a class. So they
///   are ASCII-only while `\b`, `\p{Word}` and the POSIX brackets stay Unicode, as in Ruby;
/// - `\y \Y \O \N`, escapes of Oniguruma's own, become the plain letters Ruby reads;
/// - group names Oniguruma refuses (`(?<@bar>...)`: Onigmo takes any first character but a
///   digit or `-`) are given an engine name (and so is such a name referred to but never
///   defined, for the engine's "undefined name" message), in their definitions, back references and
///   subexpression calls (`\k<@bar>`, `\k<@bar+1>`, `\g<@bar>`) and conditions (`(?(<@bar>)`);
/// - outside Unicode, property names (`\p{AsciI}`) are spelled as Oniguruma's table has them:
///   Onigmo reads them without regard to case in every encoding.
pub(super) fn engine_source(source: &[u8], enc: EncodingId) -> Translated<'_> {
    let interesting = |w: &[u8]| w[0] == b'\\' && matches!(w[1], b'u' | b'w' | b'W' | b'd' | b'D' | b's' | b'S' | b'y' | b'Y' | b'O' | b'N' | b'p' | b'P' | b'k' | b'g');
    let names = if source.windows(3).any(|w| w == b"(?<" || w == b"(?'" || w == b"\\k<" || w == b"\\g<" || w == b"\\k'" || w == b"\\g'") { group_names(source, enc) } else { Vec::new() };
    let renamed = engine_names(&names);
    if renamed.is_empty() && !source.windows(2).any(interesting) {
        return Translated { bytes: Cow::Borrowed(source), renamed };
    }
    let engine_name = |name: &[u8]| -> Option<&[u8]> { renamed.iter().find(|(_, r)| r.as_slice() == name).map(|(e, _)| e.as_slice()) };
    let mut out = Vec::with_capacity(source.len() + 16);
    let mut units = Units::new(source, enc);
    while let Some(u) = units.next() {
        let unit = &source[u.at..u.at + u.len];
        if unit == b"(" && !u.in_class {
            // A named group, or a condition on one: the name as the engine knows it.
            let name_span = if let Some((name, end)) = group_definition(source, u.at) {
                Some((u.at + 3, end, name))
            } else {
                // A condition may name a level, as a back reference does.
                condition_name(source, u.at).map(|(start, _end, body)| {
                    let name = split_level(body).0;
                    (start, start + name.len(), name)
                })
            };
            if let Some((start, end, name)) = name_span {
                if let Some(e) = engine_name(name) {
                    out.extend_from_slice(&source[u.at..start]);
                    out.extend_from_slice(e);
                    skip_to(&mut units, end);
                    continue;
                }
            }
            out.push(b'(');
            continue;
        }
        if unit.len() != 2 || unit[0] != b'\\' {
            out.extend_from_slice(unit);
            continue;
        }
        let class: Option<&[u8]> = match unit[1] {
            b'w' => Some(b"[a-zA-Z0-9_]"),
            b'W' => Some(b"[^a-zA-Z0-9_]"),
            b'd' => Some(b"[0-9]"),
            b'D' => Some(b"[^0-9]"),
            b's' => Some(b"[\\t\\n\\x0B\\f\\r\\x20]"),
            b'S' => Some(b"[^\\t\\n\\x0B\\f\\r\\x20]"),
            _ => None,
        };
        if let Some(c) = class {
            out.extend_from_slice(c);
            continue;
        }
        let next = u.at + 2;
        match unit[1] {
            // Oniguruma's grapheme boundaries, true any-character and non-newline escapes are
            // plain letters in Ruby (an unknown escape stands for its character).
            b'y' | b'Y' | b'O' | b'N' => out.push(unit[1]),
            b'u' if source.get(next) == Some(&b'{') => match unicode_list(source, next) {
                Some((codes, end)) => {
                    for cp in codes {
                        out.extend_from_slice(b"\\x{");
                        out.extend_from_slice(cp);
                        out.push(b'}');
                    }
                    skip_to(&mut units, end + 1);
                }
                None => out.extend_from_slice(unit),
            },
            b'k' | b'g' if !u.in_class && matches!(source.get(next), Some(b'<' | b'\'')) => {
                let close = if source[next] == b'<' { b'>' } else { b'\'' };
                let Some(p) = source[next + 1..].iter().position(|&c| c == close) else {
                    out.extend_from_slice(unit);
                    continue;
                };
                let (body, end) = (&source[next + 1..next + 1 + p], next + 1 + p);
                // A back reference may name a nesting level: `\k<name+1>`, `\k<name-1>`; a
                // subexpression call takes its whole body as the name.
                let (name, level) = if unit[1] == b'k' { split_level(body) } else { (body, &b""[..]) };
                match engine_name(name) {
                    Some(e) => {
                        out.extend_from_slice(&source[u.at..next + 1]);
                        out.extend_from_slice(e);
                        out.extend_from_slice(level);
                        skip_to(&mut units, end);
                    }
                    None => out.extend_from_slice(unit),
                }
            }
            b'p' | b'P' if !is_unicode(enc) && source.get(next) == Some(&b'{') => {
                let Some(p) = source[next + 1..].iter().position(|&c| c == b'}') else {
                    out.extend_from_slice(unit);
                    continue;
                };
                let body = &source[next + 1..next + 1 + p];
                let (neg, name) = match body.first() {
                    Some(b'^') => (&b"^"[..], &body[1..]),
                    _ => (&b""[..], body),
                };
                match property_spelling(name, enc) {
                    Some(canonical) => {
                        out.extend_from_slice(unit);
                        out.push(b'{');
                        out.extend_from_slice(neg);
                        out.extend_from_slice(canonical.as_bytes());
                        skip_to(&mut units, next + 1 + p);
                    }
                    None => out.extend_from_slice(unit),
                }
            }
            // Any other escape is copied whole, so `\\w` stays a backslash and a `w`.
            _ => out.extend_from_slice(unit),
        }
    }
    Translated { bytes: Cow::Owned(out), renamed }
}

/// Advances `units` to the unit at `end` (which it then yields next): the bytes between were
/// handled by the caller.
fn skip_to(units: &mut Units<'_>, end: usize) {
    units.i = end;
    units.class_start = false;
}

/// The code points of the `\u{H H ...}` list whose `{` is at `open`, and the index of its `}`;
/// None when it is not a well-formed list (the engine then reports it).
fn unicode_list(source: &[u8], open: usize) -> Option<(Vec<&[u8]>, usize)> {
    let close = source[open + 1..].iter().position(|&c| c == b'}')? + open + 1;
    let body = &source[open + 1..close];
    if !body.iter().all(|c| c.is_ascii_hexdigit() || *c == b' ' || *c == b'\t') {
        return None;
    }
    Some((body.split(|c| *c == b' ' || *c == b'\t').filter(|p| !p.is_empty()).collect(), close))
}

/// Whether `enc` is a Unicode encoding (where Oniguruma already reads property names as Onigmo
/// does: case, spaces, `-` and `_` ignored).
fn is_unicode(enc: EncodingId) -> bool {
    matches!(enc.kind(), Kind::Utf8 | Kind::Utf16 { .. } | Kind::Utf32 { .. })
}

/// The spelling in Oniguruma's table of a property name that Onigmo knows in `enc` (a
/// non-Unicode encoding), when `name` is one, in any case.
fn property_spelling(name: &[u8], enc: EncodingId) -> Option<&'static str> {
    const POSIX: [&str; 14] = ["Alnum", "Alpha", "Blank", "Cntrl", "Digit", "Graph", "Lower", "Print", "Punct", "Space", "Upper", "XDigit", "ASCII", "Word"];
    const KANA: [&str; 2] = ["Hiragana", "Katakana"];
    let japanese = matches!(enc.kind(), Kind::EucJp | Kind::ShiftJis | Kind::Windows31J);
    POSIX.iter().chain(KANA.iter().filter(|_| japanese)).copied().find(|p| p.as_bytes().eq_ignore_ascii_case(name))
}

/// Engine names for the group names in `names` that Oniguruma refuses: the name's bytes in hex
/// behind a run of `_` long enough that no group of the pattern already has the result as its
/// name.
fn engine_names(names: &[&[u8]]) -> Vec<(Vec<u8>, Vec<u8>)> {
    let mut renamed: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
    let mut width = 1;
    'widths: loop {
        renamed.clear();
        for &name in names {
            if engine_takes_name(name) || renamed.iter().any(|(_, r)| r.as_slice() == name) {
                continue;
            }
            let mut e = vec![b'_'; width];
            for &b in name {
                e.extend_from_slice(format!("{b:02x}").as_bytes());
            }
            if names.contains(&e.as_slice()) {
                width += 1;
                continue 'widths;
            }
            renamed.push((e, name.to_vec()));
        }
        return renamed;
    }
}

/// An engine message with the engine's names of renamed groups put back to the Ruby ones, and
/// the few errors CRuby's engine words differently.
pub(super) fn engine_message(m: &str, renamed: &[(Vec<u8>, Vec<u8>)]) -> String {
    let mut m = match m {
        "end pattern at escape" => "too short escape sequence".to_string(),
        _ => m.to_string(),
    };
    for (e, r) in renamed {
        let (e, r) = (String::from_utf8_lossy(e), String::from_utf8_lossy(r));
        m = m.replace(&format!("<{e}>"), &format!("<{r}>"));
    }
    m
}

/// `source` with every anchor (`^`, `$`, `\A`, `\b`, ..., and the look-around groups) written
/// as `(?:ANCHOR(?:))`, a group a quantifier may follow in Oniguruma. (Onigmo lets a quantifier
/// apply to an anchor: `a^?b`, `(?=a)*`.)
pub(super) fn wrap_anchors(source: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(source.len() + 32);
    // For each open group: whether it is a wrapped look-around.
    let mut groups: Vec<bool> = Vec::new();
    let mut class = 0usize;
    let mut i = 0;
    while i < source.len() {
        let c = source[i];
        if c == b'\\' {
            let e = source.get(i + 1).copied();
            let anchor = class == 0 && matches!(e, Some(b'A' | b'Z' | b'z' | b'b' | b'B' | b'G'));
            if anchor {
                out.extend_from_slice(b"(?:");
            }
            out.extend_from_slice(&source[i..(i + 2).min(source.len())]);
            if anchor {
                out.extend_from_slice(b"(?:))");
            }
            i += 2;
            continue;
        }
        if class > 0 {
            match c {
                b'[' => class += 1,
                b']' => class -= 1,
                _ => {}
            }
            out.push(c);
            i += 1;
            continue;
        }
        match c {
            b'[' => {
                class = 1;
                out.push(c);
                // A `]` right after `[` or `[^` is literal.
                if source.get(i + 1) == Some(&b'^') {
                    out.push(b'^');
                    i += 1;
                }
                if source.get(i + 1) == Some(&b']') {
                    out.push(b']');
                    i += 1;
                }
            }
            b'^' | b'$' => out.extend_from_slice(&[b'(', b'?', b':', c, b'(', b'?', b':', b')', b')']),
            b'(' => {
                let rest = &source[i + 1..];
                let look = rest.starts_with(b"?=") || rest.starts_with(b"?!") || rest.starts_with(b"?<=") || rest.starts_with(b"?<!");
                if look {
                    out.extend_from_slice(b"(?:");
                }
                groups.push(look);
                out.push(c);
            }
            b')' => {
                out.push(c);
                if groups.pop() == Some(true) {
                    out.extend_from_slice(b"(?:))");
                }
            }
            _ => out.push(c),
        }
        i += 1;
    }
    out
}

/// Patterns Onigmo refuses and Oniguruma accepts: an interval whose upper bound is below its
/// lower one (`a{2,1}`), a condition naming a group bare (`(?(a)...)`), and a class escape
/// (`\w`, `\d`, `\s` and their negations) as an end of a range in a character class (`[\w-z]`,
/// `[a-\w]`; an escaped `\-` is no range: `[\-\w]`).
pub(super) fn onigmo_rejects(source: &[u8], enc: EncodingId) -> Option<&'static str> {
    let num = |b: &[u8], mut j: usize| -> (Option<u64>, usize) {
        let st = j;
        let mut v: u64 = 0;
        while j < b.len() && b[j].is_ascii_digit() {
            v = v.saturating_mul(10).saturating_add((b[j] - b'0') as u64);
            j += 1;
        }
        ((j > st).then_some(v), j)
    };
    let units: Vec<Unit> = Units::new(source, enc).collect();
    let text = |u: &Unit| &source[u.at..u.at + u.len];
    let class_escape = |u: &Unit| matches!(text(u), b"\\w" | b"\\W" | b"\\d" | b"\\D" | b"\\s" | b"\\S");
    let hyphen = |u: Option<&Unit>| u.is_some_and(|u| u.in_class && text(u) == b"-");
    for (k, u) in units.iter().enumerate() {
        let c = source[u.at];
        if u.in_class {
            if class_escape(u) {
                if hyphen(units.get(k + 1)) && units.get(k + 2).is_some_and(|n| n.in_class && text(n) != b"]") {
                    return Some("unmatched range specifier in char-class");
                }
                // `[a-\w]` starts a range at `a`; after a whole range (`[0-1-\s]`) the `-` is
                // a plain character.
                let after_range = k >= 4 && hyphen(units.get(k - 3)) && units[k - 4].in_class && !matches!(text(&units[k - 4]), b"[" | b"^");
                if k >= 2 && hyphen(units.get(k - 1)) && units[k - 2].in_class && !matches!(text(&units[k - 2]), b"[" | b"^") && !after_range {
                    return Some("char-class value at end of range");
                }
            }
            continue;
        }
        if c == b'(' {
            if let Some(msg) = group_rejected(source, &units, k) {
                return Some(msg);
            }
        }
        match c {
            // Onigmo names a group in a condition only as `(?(<name>)` or `(?('name')`.
            b'(' if source[u.at + 1..].starts_with(b"?(") && source.get(u.at + 3).is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_') => {
                return Some("invalid conditional pattern");
            }
            b'{' => {
                let (lo, j) = num(source, u.at + 1);
                if let (Some(lo), Some(b',')) = (lo, source.get(j)) {
                    let (hi, k) = num(source, j + 1);
                    if let (Some(hi), Some(b'}')) = (hi, source.get(k)) {
                        if hi < lo {
                            return Some("upper is smaller than lower in repeat range");
                        }
                    }
                }
            }
            _ => {}
        }
    }
    None
}

/// What Onigmo refuses in the group opened by `units[k]` (a `(` outside a class) that
/// Oniguruma takes: a condition `(?(1)a|b)` with more than two branches, and a look-behind
/// whose length is not fixed by its quantifiers (`(?<=a*)`, `(?<!a{1,2})`: Oniguruma reads
/// variable-length look-behinds, Onigmo only alternatives of different fixed lengths).
fn group_rejected(source: &[u8], units: &[Unit], k: usize) -> Option<&'static str> {
    let at = units[k].at;
    let rest = &source[at..];
    let condition = rest.starts_with(b"(?(");
    let look_behind = rest.starts_with(b"(?<=") || rest.starts_with(b"(?<!");
    if !condition && !look_behind {
        return None;
    }
    let text = |u: &Unit| &source[u.at..u.at + u.len];
    let (mut depth, mut branches) = (0usize, 1usize);
    for (j, u) in units.iter().enumerate().skip(k) {
        if u.in_class {
            continue;
        }
        let t = text(u);
        match t {
            b"(" => depth += 1,
            b")" => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            b"|" if depth == 1 => branches += 1,
            b"*" | b"+" if look_behind => return Some("invalid pattern in look-behind"),
            // A `?` right after `(` is group syntax, not a quantifier.
            b"?" if look_behind && j > 0 && text(&units[j - 1]) != b"(" => return Some("invalid pattern in look-behind"),
            b"{" if look_behind => {
                let close = source[u.at..].iter().position(|&c| c == b'}').map(|p| u.at + p);
                if let Some(close) = close {
                    let body = &source[u.at + 1..close];
                    let interval = !body.is_empty() && body.iter().all(|c| c.is_ascii_digit() || *c == b',') && body.iter().filter(|&&c| c == b',').count() <= 1;
                    if interval {
                        let mut parts = body.split(|&c| c == b',');
                        let (lo, hi) = (parts.next().unwrap_or_default(), parts.next());
                        if hi.is_some_and(|hi| hi != lo) {
                            return Some("invalid pattern in look-behind");
                        }
                    }
                }
            }
            _ => {}
        }
    }
    (condition && branches > 2).then_some("invalid conditional pattern")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine(src: &[u8]) -> Vec<u8> {
        engine_source(src, EncodingId::UTF_8).bytes.into_owned()
    }

    #[test]
    fn spells_ruby_escapes_for_oniguruma() {
        assert_eq!(engine(b"\\u{41 42}c"), b"\\x{41}\\x{42}c");
        assert_eq!(engine(b"\\\\u{41}"), b"\\\\u{41}");
        assert_eq!(engine(b"plain"), b"plain");
        assert_eq!(engine(b"\\w[\\d]\\\\s"), b"[a-zA-Z0-9_][[0-9]]\\\\s");
        assert_eq!(engine(b"\\y\\O"), b"yO");
        assert_eq!(wrap_anchors(b"a^?(?=b)*[$]"), b"a(?:^(?:))?(?:(?=b)(?:))*[$]".to_vec());
    }

    #[test]
    fn renames_groups_oniguruma_refuses() {
        let t = engine_source(b"(?<@bar>.)\\g<@bar>\\k<@bar>\\k<@bar+1>(?(<@bar>)a)(?<b>c)\\k<b>", EncodingId::UTF_8);
        assert_eq!(&*t.bytes, b"(?<_40626172>.)\\g<_40626172>\\k<_40626172>\\k<_40626172+1>(?(<_40626172>)a)(?<b>c)\\k<b>");
        assert_eq!(t.renamed, vec![(b"_40626172".to_vec(), b"@bar".to_vec())]);
        // The engine name never takes another group's name.
        let t = engine_source(b"(?'@x'.)(?<_4078>.)", EncodingId::UTF_8);
        assert_eq!(&*t.bytes, b"(?'__4078'.)(?<_4078>.)");
        // Look-behinds, classes and escaped parentheses name nothing.
        assert!(engine_source(b"(?<=@a)[(?<@b>)]\\(?<@c>)", EncodingId::UTF_8).renamed.is_empty());
        // `+` and `-` start a level in references and conditions, never in calls.
        let t = engine_source(b"(?<a+b>a)\\k<a+b>(?(<a+b>)a|b)\\g<a+b>", EncodingId::UTF_8);
        assert_eq!(&*t.bytes, b"(?<_612b62>a)\\k<a+b>(?(<a+b>)a|b)\\g<_612b62>");
        let t = engine_source(b"(?<@a>a)\\k<@a+0>(?('@a-1')a)", EncodingId::UTF_8);
        assert_eq!(&*t.bytes, b"(?<_4061>a)\\k<_4061+0>(?('_4061-1')a)");
        assert_eq!(engine_message("undefined name <_@x> reference", &[(b"_@x".to_vec(), b"@x".to_vec())]), "undefined name <@x> reference");
    }

    #[test]
    fn property_names_in_any_case_outside_unicode() {
        let euc = EncodingId::by_name(b"EUC-JP").unwrap();
        assert_eq!(&*engine_source(b"\\p{AsciI}\\P{^hiraganA}[\\p{xdigit}]", euc).bytes, b"\\p{ASCII}\\P{^Hiragana}[\\p{XDigit}]");
        let latin1 = EncodingId::by_name(b"ISO-8859-1").unwrap();
        assert_eq!(&*engine_source(b"\\p{hiragana}\\p{alpha}", latin1).bytes, b"\\p{hiragana}\\p{Alpha}");
        assert_eq!(&*engine_source(b"\\p{greek}", EncodingId::UTF_8).bytes, b"\\p{greek}");
    }

    #[test]
    fn onigmo_refusals() {
        let rejects = |s: &[u8]| onigmo_rejects(s, EncodingId::UTF_8);
        assert_eq!(rejects(b"((?(1)x|x|)x)+"), Some("invalid conditional pattern"));
        assert_eq!(rejects(b"(a)(?(1)x|(y|z))"), None);
        for lb in [&b"(?<=.*)"[..], b"(?<!a+)", b"(?<=a{1,2})", b"(?<=a(?:b+))", b"(?<=a{2,})"] {
            assert_eq!(rejects(lb), Some("invalid pattern in look-behind"), "{}", String::from_utf8_lossy(lb));
        }
        for ok in [&b"(?<=a{2})"[..], b"(?<=a|bc)", b"(?<=[*+?])", b"(?<=a)b*", b"(?<=(?:a))", b"(?<=\\*)"] {
            assert_eq!(rejects(ok), None, "{}", String::from_utf8_lossy(ok));
        }
        assert_eq!(rejects(b"[0-1-\\s]"), None);
    }

    #[test]
    fn multibyte_trailing_bytes_are_not_syntax() {
        // Shift_JIS "ソ" is 0x83 0x5C: its second byte is a backslash in ASCII.
        let sjis = EncodingId::by_name(b"Shift_JIS").unwrap();
        assert_eq!(&*engine_source(b"\x83\\w", sjis).bytes, b"\x83\\w");
        assert_eq!(&*engine_source(b"\x83\\\\w", sjis).bytes, b"\x83\\[a-zA-Z0-9_]");
    }
}
