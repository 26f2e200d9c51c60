//! StringScanner (`require "strscan"`), CRuby 4.0's C extension written in Rust, one file per
//! concern:
//! - `mod.rs`: the payload, its GC marking and write barrier, allocation and copying,
//!   `initialize`, the helpers every method shares (the match registers, the substrings CRuby's
//!   `extract_range`/`extract_beg_len` make) and registration;
//! - `scan.rs`: the scanning methods (`scan`, `scan_until`, `skip`, `check`, `search_full`, ...,
//!   `getch`, `get_byte`, `scan_byte`, `peek`, `scan_integer`);
//! - `position.rs`: the scan pointer and the string (`pos`, `charpos`, `reset`, `terminate`,
//!   `unscan`, `eos?`, `rest`, `bol?`, `string=`, `concat`);
//! - `matched.rs`: the last match (`matched`, `pre_match`, `[]`, `captures`, `named_captures`, ...);
//! - `inspect.rs`: `inspect`.
//!
//! Invariants:
//! - A scanner is typed data (`SCANNER_TYPE`) whose payload holds the scanned String by
//!   reference (never a copy: the program may change it, as in CRuby) and the Regexp of the last
//!   match; both are marked, and every store into them goes through `set_string`/`set_regex`,
//!   which apply the write barrier. `str` is nil only for an `allocate`d scanner, which every
//!   method but `inspect` refuses ("uninitialized StringScanner object").
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

use crate::core::string;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

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

crate::data_type!(pub SCANNER_TYPE: Scanner, c"StringScanner", mark = |p, m| {
    // SAFETY: the payload of a SCANNER_TYPE object is a Scanner.
    let d = unsafe { &*(p as *const Scanner) };
    m(d.str);
    m(d.regex);
});

fn is_scanner(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &SCANNER_TYPE)
}

fn payload(v: Value) -> &'static mut Scanner {
    // SAFETY: callers check `is_scanner`; the payload of SCANNER_TYPE is a Scanner, owned by
    // the object and alive as long as it is.
    unsafe { &mut *(obj::as_typed_data(v).data as *mut Scanner) }
}

/// The payload of receiver `v` when initialized (ArgumentError otherwise, as CRuby's
/// GET_SCANNER). Values must be stored through `set_string`/`set_regex`.
fn scanner(vm: &mut Vm, v: Value) -> VmResult<&'static mut Scanner> {
    if !is_scanner(v) {
        let c = vm.conversion_name(v);
        return Err(vm.type_error(&format!("wrong argument type {c} (expected StringScanner)")));
    }
    let p = payload(v);
    if p.str.is_nil() {
        return Err(vm.arg_error("uninitialized StringScanner object"));
    }
    Ok(p)
}

fn set_string(sc: Value, s: Value) {
    payload(sc).str = s;
    obj::write_barrier(sc, s);
}

fn set_regex(sc: Value, re: Value) {
    payload(sc).regex = re;
    obj::write_barrier(sc, re);
}

impl Scanner {
    fn bytes(&self) -> &'static [u8] {
        string::bytes(self.str)
    }
    fn len(&self) -> usize {
        self.bytes().len()
    }
    fn eos(&self) -> bool {
        self.curr >= self.len()
    }
    /// Bytes left after the scan pointer (0 when it is past the end).
    fn rest_len(&self) -> usize {
        self.len().saturating_sub(self.curr)
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

/// `str[beg...end]` as a new String in its encoding, nil when `beg` is past the end (CRuby's
/// extract_range).
fn extract_range(vm: &mut Vm, p: &Scanner, beg: usize, end: usize) -> Value {
    let b = p.bytes();
    if beg > b.len() {
        return Value::NIL;
    }
    let end = end.clamp(beg, b.len());
    string::new_part(vm, p.str, &b[beg..end])
}

/// `len` bytes of the string from `beg`, nil when `beg` is past the end (CRuby's
/// extract_beg_len).
fn extract_beg_len(vm: &mut Vm, p: &Scanner, beg: usize, len: usize) -> Value {
    let end = beg.saturating_add(len);
    extract_range(vm, p, beg, end)
}

/// A scanner of class `klass` with no string yet.
fn new_scanner(vm: &mut Vm, klass: Value) -> Value {
    let d = Scanner { str: Value::NIL, regex: Value::NIL, curr: 0, prev: 0, matched: false, fixed_anchor: false, regs: Vec::new() };
    vm.new_typed_data(klass, &SCANNER_TYPE, Box::new(d))
}

/// `Class#allocate` for StringScanner and its subclasses (the hook `stdlib::allocate` asks);
/// None for any other class.
pub fn allocate(vm: &mut Vm, klass: Value) -> Option<VmResult> {
    let sc = vm.core.string_scanner;
    if !sc.is_heap() || !vm.ancestors(klass).contains(&sc) {
        return None;
    }
    Some(Ok(new_scanner(vm, klass)))
}

/// `initialize(string, options = nil)`: as CRuby 4.0's, the keywords arrive as an optional
/// second argument, so a Hash there (keywords or not) gives `fixed_anchor:` and anything else
/// is ignored. It sets only the string and the mode: a second call keeps the pointer and the
/// match.
fn ss_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.as_slice();
    if pos.is_empty() || pos.len() > 2 {
        return Err(vm.arg_count_error(pos.len(), 1, 2));
    }
    let mut fixed = false;
    if let Some(&kw) = pos.get(1).filter(|v| crate::core::is_hash(**v)) {
        let key = Value::symbol(intern("fixed_anchor"));
        let unknown: Vec<Value> = obj::as_hash(kw).table.iter().map(|e| e.key).filter(|k| *k != key).collect();
        if !unknown.is_empty() {
            return Err(vm.unknown_keywords_error(&unknown));
        }
        fixed = vm.hash_lookup_symbol(kw, intern("fixed_anchor")).is_some_and(|v| v.truthy());
    }
    let s = vm.expect_string(pos[0])?;
    if !is_scanner(recv) {
        let c = vm.conversion_name(recv);
        return Err(vm.type_error(&format!("wrong argument type {c} (expected StringScanner)")));
    }
    payload(recv).fixed_anchor = fixed;
    set_string(recv, s);
    Ok(recv)
}

/// `initialize_copy(other)`: the whole state of `other` (dup/clone).
fn ss_initialize_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    if other == recv {
        return Ok(recv);
    }
    if !is_scanner(other) || !is_scanner(recv) {
        let c = vm.conversion_name(other);
        return Err(vm.type_error(&format!("wrong argument type {c} (expected StringScanner)")));
    }
    let src = payload(other);
    let (s, re) = (src.str, src.regex);
    let regs = src.regs.clone();
    let (curr, prev, matched, fixed) = (src.curr, src.prev, src.matched, src.fixed_anchor);
    let dst = payload(recv);
    dst.curr = curr;
    dst.prev = prev;
    dst.matched = matched;
    dst.fixed_anchor = fixed;
    dst.regs = regs;
    set_string(recv, s);
    set_regex(recv, re);
    Ok(recv)
}

fn ss_fixed_anchor_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(scanner(vm, recv)?.fixed_anchor))
}

/// `StringScanner.must_C_version`: self (kept for old code that asked for the C version).
fn ss_must_c_version(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}

/// Defines StringScanner, StringScanner::Error (also the top-level ScanError) and the methods.
pub fn init(vm: &mut Vm) -> VmResult<()> {
    let object = vm.core.object;
    let k = crate::core::define_class(vm, "StringScanner", object);
    obj::as_class_mut(k).data.instance_type = ObjType::Data;
    vm.core.string_scanner = k;
    let std_error = vm.core.standard_error;
    let err = crate::core::define_class_under(vm, k, "Error", std_error);
    let scan_error = intern("ScanError");
    if !obj::as_class(object).data.consts.contains_key(&scan_error) {
        vm.const_set(object, scan_error, err);
    }
    for (name, text) in [("Version", "3.1.6"), ("Id", "$Id$")] {
        let s = vm.new_str(text);
        vm.freeze(s);
        vm.const_set(k, intern(name), s);
    }
    vm.define_singleton_builtin(k, "must_C_version", 0, ss_must_c_version);
    vm.define_private_builtin(k, "initialize", -1, ss_initialize);
    vm.define_private_builtin(k, "initialize_copy", 1, ss_initialize_copy);
    vm.define_builtin(k, "fixed_anchor?", 0, ss_fixed_anchor_p);
    scan::init(vm, k);
    position::init(vm, k);
    matched::init(vm, k);
    inspect::init(vm, k);
    Ok(())
}
