//! StringScanner (`require "strscan"`), CRuby 4.0's C extension written in Rust, one file per
//! concern:
//! - `mod.rs`: the payload, its GC marking, allocation and copying, `initialize`, the helpers
//!   every method shares (the match registers, the substrings CRuby's
//!   `extract_range`/`extract_beg_len` make) and registration;
//! - `scan.rs`: the scanning methods (`scan`, `scan_until`, `skip`, `check`, `search_full`, ...,
//!   `getch`, `get_byte`, `scan_byte`, `peek`, `scan_integer`);
//! - `position.rs`: the scan pointer and the string (`pos`, `charpos`, `reset`, `terminate`,
//!   `unscan`, `eos?`, `rest`, `bol?`, `string=`, `concat`);
//! - `matched.rs`: the last match (`matched`, `pre_match`, `[]`, `captures`, `named_captures`, ...);
//! - `inspect.rs`: `inspect`.
//!
//! Invariants:
//! - A scanner is typed data (`Scanner`) whose payload holds the scanned String by reference
//!   (never a copy: the program may change it, as in CRuby) and the Regexp of the last match;
//!   both are marked, and stores into them happen through `Data::get_mut`, which applies the
//!   write barrier. `str` is nil only for an `allocate`d scanner, which every method but
//!   `inspect` refuses ("uninitialized StringScanner object").
//! - The scan pointer `curr` is a byte offset that may lie past the end of the string when the
//!   program shortened it; every read clamps (`extract_range` answers nil past the end, as
//!   CRuby's does), so nothing indexes out of bounds.
//! - The registers (`regs`) are CRuby's `re_registers`: byte ranges relative to `prev` in the
//!   default mode and to the string's start with `fixed_anchor: true` (`adjust`). They are read
//!   only while `matched` is set. Their count follows Oniguruma's region: a Regexp match sets
//!   one per group plus one, a failed Regexp match empties them, and the other matches (String
//!   patterns, `getch`, ...) clear every range and set the first, keeping the count.
//! - Every scanning method first clears the match status (`clear_match`: not matched, no Regexp),
//!   so a failed scan leaves `matched` nil; `pos=` and the readers keep it.

mod inspect;
mod matched;
mod position;
mod scan;

use corundum_vm::api::{impl_typed_data, Args, CoreClass, Data, Marker, Result, Ruby, Value};

/// The payload of a StringScanner.
pub struct Scanner {
    /// The String scanned (nil until `initialize`).
    str: Value,
    /// The Regexp of the last match, nil after a String pattern, `getch` and the like, or a
    /// cleared status: `[]` with a name and `named_captures` read its group names.
    regex: Value,
    /// Scan pointer, a byte offset.
    curr: usize,
    /// The scan pointer before the last match (`unscan` returns to it).
    prev: usize,
    matched: bool,
    fixed_anchor: bool,
    /// Group byte ranges of the last match (see the module comment).
    regs: Vec<Option<(usize, usize)>>,
}

impl_typed_data!(Scanner, c"StringScanner", {
    fn mark(&self, m: &mut Marker) {
        m.mark(self.str);
        m.mark(self.regex);
    }
});

/// Receiver `v` as a scanner, initialized or not (TypeError for anything else).
fn any_scanner(rb: &mut Ruby, v: Value) -> Result<Data<Scanner>> {
    rb.data::<Scanner>(v)
}

/// Receiver `v` as an initialized scanner (ArgumentError otherwise, as CRuby's GET_SCANNER).
fn scanner(rb: &mut Ruby, v: Value) -> Result<Data<Scanner>> {
    let d = any_scanner(rb, v)?;
    if d.get(rb).str.is_nil() {
        return Err(rb.arg_error("uninitialized StringScanner object"));
    }
    Ok(d)
}

impl Scanner {
    fn len(&self, rb: &Ruby) -> usize {
        rb.str_len(self.str)
    }
    fn eos(&self, rb: &Ruby) -> bool {
        self.curr >= self.len(rb)
    }
    /// Bytes left after the scan pointer (0 when it is past the end).
    fn rest_len(&self, rb: &Ruby) -> usize {
        self.len(rb).saturating_sub(self.curr)
    }
    /// A register position as a byte offset into the string (CRuby's adjust_register_position).
    fn adjust(&self, pos: usize) -> usize {
        if self.fixed_anchor {
            pos
        } else {
            self.prev.saturating_add(pos)
        }
    }
    /// The range of register `i` when it took part in the match.
    fn reg(&self, i: usize) -> Option<(usize, usize)> {
        self.regs.get(i).copied().flatten()
    }
    /// Forgets the last match (CRuby's CLEAR_MATCH_STATUS, which also drops the Regexp).
    fn clear_match(&mut self) {
        self.matched = false;
        self.regex = Value::NIL;
    }
    /// Registers for a match that is not a Regexp's: every range cleared, the first set to
    /// `beg..end` (relative, see `adjust`), the count kept (at least one).
    fn set_first_register(&mut self, beg: usize, end: usize) {
        for r in self.regs.iter_mut() {
            *r = None;
        }
        if self.regs.is_empty() {
            self.regs.push(None);
        }
        self.regs[0] = Some((beg, end));
    }
    /// Registers for a match that moved the pointer from `prev` to `curr` (`getch`, ...).
    fn set_registers_to_matched(&mut self) {
        if self.fixed_anchor {
            self.set_first_register(self.prev, self.curr);
        } else {
            self.set_first_register(0, self.curr - self.prev);
        }
    }
}

/// `str[beg...end]` of the scanner's string as a new String in its encoding, nil when `beg` is
/// past the end (CRuby's extract_range).
fn extract_range(rb: &mut Ruby, s: Value, beg: usize, end: usize) -> Value {
    let len = rb.str_len(s);
    if beg > len {
        return Value::NIL;
    }
    rb.str_substr(s, beg, end.clamp(beg, len))
}

/// `len` bytes of the string from `beg`, nil when `beg` is past the end (CRuby's
/// extract_beg_len).
fn extract_beg_len(rb: &mut Ruby, s: Value, beg: usize, len: usize) -> Value {
    let end = beg.saturating_add(len);
    extract_range(rb, s, beg, end)
}

/// `Class#allocate` for StringScanner and its subclasses: a scanner with no string yet.
fn allocate(rb: &mut Ruby, klass: Value) -> Result {
    let d = Scanner { str: Value::NIL, regex: Value::NIL, curr: 0, prev: 0, matched: false, fixed_anchor: false, regs: Vec::new() };
    Ok(rb.new_data(klass, d))
}

/// `initialize(string, options = nil)`: as CRuby 4.0's, the keywords arrive as an optional
/// second argument, so a Hash there (keywords or not) gives `fixed_anchor:` and anything else
/// is ignored. It sets only the string and the mode: a second call keeps the pointer and the
/// match.
fn ss_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let pos = args.as_slice();
    if pos.is_empty() || pos.len() > 2 {
        return Err(rb.arg_count_error(pos.len(), 1, 2));
    }
    let mut fixed = false;
    if let Some(&kw) = pos.get(1).filter(|v| rb.is_hash(**v)) {
        rb.check_keywords(kw, &["fixed_anchor"])?;
        fixed = rb.keyword(kw, "fixed_anchor").is_some_and(|v| v.truthy());
    }
    let s = rb.expect_string(pos[0])?;
    let d = any_scanner(rb, recv)?;
    let p = d.get_mut(rb);
    p.fixed_anchor = fixed;
    p.str = s;
    Ok(recv)
}

/// `initialize_copy(other)`: the whole state of `other` (dup/clone).
fn ss_initialize_copy(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let other = args.get(0);
    if other == recv {
        return Ok(recv);
    }
    let (Some(src), Some(dst)) = (rb.try_data::<Scanner>(other), rb.try_data::<Scanner>(recv)) else {
        return Err(rb.wrong_type_error(other, "StringScanner"));
    };
    let s = src.get(rb);
    let copy = Scanner { str: s.str, regex: s.regex, curr: s.curr, prev: s.prev, matched: s.matched, fixed_anchor: s.fixed_anchor, regs: s.regs.clone() };
    *dst.get_mut(rb) = copy;
    Ok(recv)
}

fn ss_fixed_anchor_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = scanner(rb, recv)?;
    Ok(Value::bool(d.get(rb).fixed_anchor))
}

/// `StringScanner.must_C_version`: self (kept for old code that asked for the C version).
fn ss_must_c_version(_rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(recv)
}

/// StringScanner::Error with `msg` (the class `init` made, whatever the constant holds now).
fn scan_error(rb: &mut Ruby, msg: &str) -> corundum_vm::api::Error {
    let cls = rb.library_global("strscan.error");
    rb.raise(cls, msg)
}

/// Defines StringScanner, StringScanner::Error (also the top-level ScanError) and the methods.
pub fn init(rb: &mut Ruby) -> Result<()> {
    let object = rb.core_class(CoreClass::Object);
    let k = rb.define_class("StringScanner", object)?;
    rb.define_alloc_func(k, allocate);
    let std_error = rb.core_class(CoreClass::StandardError);
    let err = rb.define_class_under(k, "Error", std_error)?;
    rb.set_library_global("strscan.error", err);
    if !rb.const_defined_here(object, "ScanError") {
        rb.const_set(object, "ScanError", err);
    }
    for (name, text) in [("Version", "3.1.6"), ("Id", "$Id$")] {
        let s = rb.new_str(text);
        rb.freeze(s);
        rb.const_set(k, name, s);
    }
    rb.define_singleton_method(k, "must_C_version", 0, ss_must_c_version)?;
    rb.define_private_method(k, "initialize", -1, ss_initialize);
    rb.define_private_method(k, "initialize_copy", 1, ss_initialize_copy);
    rb.define_method(k, "fixed_anchor?", 0, ss_fixed_anchor_p);
    scan::init(rb, k);
    position::init(rb, k);
    matched::init(rb, k);
    inspect::init(rb, k);
    Ok(())
}
