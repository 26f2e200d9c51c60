//! `Regexp.linear_time?`: whether CRuby 4.0 can match a pattern in linear time. CRuby's
//! matcher (Onigmo) memoizes (position, branch point) pairs it has failed at, which bounds a
//! match by the subject's length times the pattern's size; it can do so unless the compiled
//! program holds something the memo cannot describe. CRuby decides that on its bytecode; here
//! the same rule is applied to the parsed pattern. A pattern is not linear when it has:
//! - a back reference (`\1`, `\k<name>`), a subexpression call (`\g<name>`), an absent
//!   operator (`(?~...)`) or a conditional (`(?(1)...)`);
//! - a capture group inside a look-ahead or a negative look-behind (a positive look-behind is
//!   compiled in line, so a capture there is fine);
//! - a look-ahead or negative look-behind inside an atomic group (`(?>...)`, or a possessive
//!   quantifier, which is one), an atomic group inside another or inside such a look-around;
//! - a counted loop nested inside another: a bounded repetition (`{n,m}` with m >= 2, or
//!   `{n,}` with n >= 2) whose body itself repeats or alternates is compiled as a counted
//!   loop (simpler bodies are unrolled), and the memo handles one level of those.
//!
//! Invariants: a pure function of the source; it never fails (an unbalanced pattern has been
//! refused by the compiler before); it reads ASCII syntax only, so it runs on code points
//! (`scan` maps the source's characters).

use crate::core::encoding::{chars, EncodingId};
use crate::core::regexp::methods::warn;
use crate::core::regexp::pattern::build;
use crate::core::regexp::{is_regexp, re_of, OPT_EXTENDED};
use crate::core::string;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// What a piece of a pattern contains, as far as the rule cares.
#[derive(Default, Clone, Copy)]
struct Info {
    capture: bool,
    /// A look-ahead or negative look-behind.
    lookaround: bool,
    atomic: bool,
    counted: bool,
    /// A quantifier or an alternation: a body that is not unrolled when counted.
    varies: bool,
}

impl Info {
    fn merge(&mut self, o: Info) {
        self.capture |= o.capture;
        self.lookaround |= o.lookaround;
        self.atomic |= o.atomic;
        self.counted |= o.counted;
        self.varies |= o.varies;
    }
}

struct Scan {
    c: Vec<u32>,
    pos: usize,
    /// With named groups, plain parentheses do not capture.
    named: bool,
    extended: bool,
    groups: usize,
}

const INF: u32 = u32::MAX;

impl Scan {
    fn peek(&self, k: usize) -> Option<char> {
        self.c.get(self.pos + k).and_then(|&c| char::from_u32(c))
    }

    /// A sequence of alternatives up to `)` or the end; None when not linear.
    fn alternatives(&mut self) -> Option<Info> {
        let mut acc = Info::default();
        while let Some(ch) = self.peek(0) {
            match ch {
                ')' => break,
                '|' => {
                    acc.varies = true;
                    self.pos += 1;
                }
                '#' if self.extended => {
                    while self.peek(0).is_some_and(|c| c != '\n') {
                        self.pos += 1;
                    }
                }
                c if self.extended && c.is_ascii_whitespace() => self.pos += 1,
                _ => {
                    let mut atom = self.atom()?;
                    while let Some((lo, hi, possessive)) = self.quantifier() {
                        if possessive {
                            if atom.lookaround || atom.atomic {
                                return None;
                            }
                            atom.atomic = true;
                        }
                        let counted = atom.varies && ((hi != INF && hi >= 2) || (hi == INF && lo >= 2));
                        if counted {
                            if atom.counted {
                                return None;
                            }
                            atom.counted = true;
                        }
                        atom.varies = true;
                    }
                    acc.merge(atom);
                }
            }
        }
        Some(acc)
    }

    /// The quantifier at the position, if any: (lower, upper, possessive).
    fn quantifier(&mut self) -> Option<(u32, u32, bool)> {
        let (lo, hi) = match self.peek(0)? {
            '*' => {
                self.pos += 1;
                (0, INF)
            }
            '+' => {
                self.pos += 1;
                (1, INF)
            }
            '?' => {
                self.pos += 1;
                (0, 1)
            }
            '{' => {
                let (lo, hi, len) = self.interval()?;
                self.pos += len;
                (lo, hi)
            }
            _ => return None,
        };
        let mut possessive = false;
        match self.peek(0) {
            Some('?') => self.pos += 1,
            // `{n,m}+` is not possessive in Ruby: the `+` quantifies again.
            Some('+') if self.c[self.pos - 1] != '}' as u32 => {
                possessive = true;
                self.pos += 1;
            }
            _ => {}
        }
        Some((lo, hi, possessive))
    }

    /// `{n}`, `{n,}`, `{,m}`, `{n,m}` at the position: (lower, upper, length); None when the
    /// brace is a literal.
    fn interval(&self) -> Option<(u32, u32, usize)> {
        let mut k = 1;
        let num = |k: &mut usize| -> Option<u32> {
            let st = *k;
            let mut v: u32 = 0;
            while let Some(d) = self.peek(*k).and_then(|c| c.to_digit(10)) {
                v = v.saturating_mul(10).saturating_add(d);
                *k += 1;
            }
            (*k > st).then_some(v)
        };
        let lo = num(&mut k);
        let hi = if self.peek(k) == Some(',') {
            k += 1;
            num(&mut k).unwrap_or(INF)
        } else {
            lo?
        };
        if lo.is_none() && hi == INF {
            return None;
        }
        (self.peek(k) == Some('}')).then_some((lo.unwrap_or(0), hi, k + 1))
    }

    fn atom(&mut self) -> Option<Info> {
        let ch = self.peek(0)?;
        self.pos += 1;
        match ch {
            '(' => self.group(),
            '[' => {
                self.class();
                Some(Info::default())
            }
            '\\' => self.escape(),
            _ => Some(Info::default()),
        }
    }

    /// After `(`: the group and its closing parenthesis.
    fn group(&mut self) -> Option<Info> {
        #[derive(PartialEq)]
        enum G {
            Plain,
            Capture,
            Look,
            Behind,
            Atomic,
        }
        let kind = if self.peek(0) == Some('?') {
            self.pos += 1;
            match (self.peek(0), self.peek(1)) {
                (Some('#'), _) => {
                    while self.peek(0).is_some_and(|c| c != ')') {
                        self.pos += 1;
                    }
                    self.pos += 1;
                    return Some(Info::default());
                }
                (Some(':'), _) => {
                    self.pos += 1;
                    G::Plain
                }
                (Some('=' | '!'), _) => {
                    self.pos += 1;
                    G::Look
                }
                (Some('<'), Some('=')) => {
                    self.pos += 2;
                    G::Behind
                }
                (Some('<'), Some('!')) => {
                    self.pos += 2;
                    G::Look
                }
                (Some('>'), _) => {
                    self.pos += 1;
                    G::Atomic
                }
                (Some('~' | '('), _) => return None,
                (Some('<' | '\''), _) => {
                    let close = if self.peek(0) == Some('<') { '>' } else { '\'' };
                    while self.peek(0).is_some_and(|c| c != close) {
                        self.pos += 1;
                    }
                    self.pos += 1;
                    G::Capture
                }
                _ => {
                    // Options: `(?imx-imx)` for the rest of the group, or `(?imx-imx:...)`.
                    while self.peek(0).is_some_and(|c| matches!(c, 'i' | 'm' | 'x' | '-' | 'a' | 'd' | 'u')) {
                        self.pos += 1;
                    }
                    if self.peek(0) == Some(')') {
                        self.pos += 1;
                        return Some(Info::default());
                    }
                    self.pos += 1;
                    G::Plain
                }
            }
        } else if self.named {
            G::Plain
        } else {
            G::Capture
        };
        let mut inner = self.alternatives()?;
        self.pos += 1; // `)`
        match kind {
            G::Capture => inner.capture = true,
            G::Look => {
                if inner.capture || inner.atomic {
                    return None;
                }
                inner.lookaround = true;
            }
            G::Atomic => {
                if inner.lookaround || inner.atomic {
                    return None;
                }
                inner.atomic = true;
            }
            G::Plain | G::Behind => {}
        }
        Some(inner)
    }

    /// After `[`: skips the class up to its `]` (nested classes and escapes included).
    fn class(&mut self) {
        let mut depth = 1;
        if self.peek(0) == Some('^') {
            self.pos += 1;
        }
        if self.peek(0) == Some(']') {
            self.pos += 1;
        }
        while let Some(c) = self.peek(0) {
            self.pos += 1;
            match c {
                '\\' => self.pos += 1,
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => {}
            }
        }
    }

    /// After `\`: None for a back reference or a subexpression call.
    fn escape(&mut self) -> Option<Info> {
        let ch = self.peek(0)?;
        self.pos += 1;
        match ch {
            '1'..='9' => {
                let mut n = ch.to_digit(10).unwrap_or(0) as usize;
                while let Some(d) = self.peek(0).and_then(|c| c.to_digit(10)) {
                    n = n.saturating_mul(10).saturating_add(d as usize);
                    self.pos += 1;
                }
                // Past the group count (and two digits) it is an octal escape.
                if n < 10 || n <= self.groups {
                    return None;
                }
            }
            'k' | 'g' if matches!(self.peek(0), Some('<' | '\'')) => return None,
            'x' | 'u' | 'p' | 'P' if self.peek(0) == Some('{') => {
                while self.peek(0).is_some_and(|c| c != '}') {
                    self.pos += 1;
                }
                self.pos += 1;
            }
            _ => {}
        }
        Some(Info::default())
    }
}

/// Whether `source` (in encoding `enc`, compiled with `options`) matches in linear time under
/// CRuby's rule (see the module comment).
pub fn linear_time(source: &[u8], options: u32, enc: EncodingId) -> bool {
    let mut c = Vec::with_capacity(source.len());
    let mut i = 0;
    while i < source.len() {
        let w = chars::char_len(enc, &source[i..]).max(1);
        c.push(if enc.ascii_compatible() { source[i] as u32 } else { chars::code_of(enc, &source[i..i + w]) });
        i += w;
    }
    let is = |x: u32, ch: char| x == ch as u32;
    let named = c.windows(4).any(|w| is(w[0], '(') && is(w[1], '?') && (is(w[2], '\'') || (is(w[2], '<') && !is(w[3], '=') && !is(w[3], '!'))));
    let groups = c.windows(2).filter(|w| is(w[0], '(') && !is(w[1], '?')).count();
    let mut scan = Scan { c, pos: 0, named, extended: options & OPT_EXTENDED != 0, groups };
    // A stray `)` (refused by the compiler already) ends the walk like the end of the pattern.
    scan.alternatives().is_some()
}

/// `Regexp.linear_time?(re)` / `(string, options = nil, timeout: nil)`.
pub(super) fn re_linear_time(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let pat = args.get(0);
    let opt = args.positional().get(1).copied();
    if is_regexp(pat) {
        if opt.is_some_and(|o| !o.is_nil()) {
            warn(vm, "flags ignored", false)?;
        }
        let d = re_of(pat);
        return Ok(Value::bool(linear_time(&d.source, d.options, d.enc)));
    }
    let s = vm.expect_string(pat)?;
    let opts = match opt {
        Some(o) => super::methods::options_arg(vm, o)?,
        None => 0,
    };
    let src = string::bytes(s).to_vec();
    let d = build(&src, opts, string::encoding_of_string(s), false).map_err(|m| vm.make_error(vm.core.regexp_error, &m))?;
    Ok(Value::bool(linear_time(&d.source, d.options, d.enc)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lt(s: &str) -> bool {
        linear_time(s.as_bytes(), 0, EncodingId::UTF_8)
    }

    #[test]
    fn answers_as_cruby_does() {
        // Checked against CRuby 4.0's Regexp.linear_time?.
        for s in [
            "a",
            "a*(?:(?=a*)a)*b",
            "a*(?:(?<=a)a*)*b",
            "a*(?:(?<!a)a*)*b",
            "a*(?:(?!a*)a*)*b",
            "a*(?:(?>a)a*)*b",
            "a*(?:(?:a)?+a*)*b",
            ".(?<=(a))",
            "(a{2,3}){2,3}",
            "(?:a{2,3}b){2,3}",
            "(?:(?:ab){2,3}c){2}",
            "\\Ka",
            "(?i)a",
            "(?:(a)|b)*",
            "(?:a+b){0,3}",
            "[\\1]",
            "\\x{41}{2}",
        ] {
            assert!(lt(s), "{s} should be linear");
        }
        for s in ["(a)\\1", "(?<a>a){0}\\g<a>", "x+(?=(a))", "(?=(a))", "(?>(?=a))", "(?>(?>a))", "(?=(?>a))", "(?~abc)", "(a)?(?(1)b|c)", "(?<x>a)\\k<x>", "(?:(?:a*b){2,3}c){2}"] {
            assert!(!lt(s), "{s} should not be linear");
        }
    }
}
