//! The methods of the Regexp class: `new`/`compile`, `escape`/`quote`, `union`, `last_match`,
//! `try_convert`, `timeout`, and the instance methods (`source`, `to_s`, `inspect`, `options`,
//! `names`, `==`/`hash`, `match`/`match?`/`=~`/`===`/`~`, `encoding`, ...).
//!
//! Invariants:
//! - Receivers are checked (`Vm::expect_regexp`) before their payload is read.
//! - Every match goes through `regexp::match_at`/`match_start`/`search_test`, which apply the
//!   encoding rules and record `$~` for the caller.
//! - Values gathered in Rust vectors (`union`'s arguments) are in `vm.temp_roots` while
//!   anything allocates.

use crate::core::encoding::EncodingId;
use crate::core::regexp::pattern::{build, escape_bytes, inspect_form, to_s_form};
use crate::core::regexp::special_vars;
use crate::core::regexp::{
    is_regexp, match_at, match_start, re_of, regexp_slot, search_test, OPT_EXTENDED, OPT_FIXEDENCODING, OPT_IGNORECASE, OPT_MULTILINE, OPT_NOENCODING,
};
use crate::core::string;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Writes CRuby's `warning: MSG` line for the caller's line to `$stderr`: always unless
/// `$VERBOSE` is nil (rb_warn), or only when it is true (`verbose_only`, rb_warning).
pub(super) fn warn(vm: &mut Vm, msg: &str, verbose_only: bool) -> VmResult<()> {
    let verbose = vm.gvar_get(intern("$VERBOSE"));
    if vm.options.warn_level == 0 || verbose.is_nil() || (verbose_only && verbose != Value::TRUE) {
        return Ok(());
    }
    let line = format!("{}:{}: warning: {msg}\n", vm.current_path(), vm.current_line());
    crate::core::io::write::write_to(vm, 2, line.as_bytes())
}

/// Options given to `Regexp.new` as Integer (every option bit kept), `"mix"` letters, or
/// anything else: true or nil/false, or any other object as true with CRuby's warning.
pub(super) fn options_arg(vm: &mut Vm, v: Value) -> VmResult<u32> {
    if v.is_nil() || v == Value::FALSE {
        return Ok(0);
    }
    if v.is_fixnum() {
        return Ok(v.as_fixnum() as u32 & (OPT_IGNORECASE | OPT_EXTENDED | OPT_MULTILINE | OPT_FIXEDENCODING | OPT_NOENCODING));
    }
    if obj::is_type(v, ObjType::String) {
        let mut o = 0;
        for &c in string::bytes(v) {
            o |= match c {
                b'i' => OPT_IGNORECASE,
                b'm' => OPT_MULTILINE,
                b'x' => OPT_EXTENDED,
                _ => {
                    let shown = String::from_utf8_lossy(string::bytes(v)).into_owned();
                    return Err(vm.arg_error(&format!("unknown regexp option: {shown}")));
                }
            };
        }
        return Ok(o);
    }
    if v != Value::TRUE {
        let shown = vm.inspect_str(v)?;
        warn(vm, &format!("expected true or false as ignorecase: {shown}"), true)?;
    }
    Ok(OPT_IGNORECASE)
}

/// `Regexp.new`/`compile`: an empty Regexp of the receiver class, then its `initialize` (a
/// subclass's own runs, and its `super` reaches `re_initialize`).
fn re_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = crate::core::regexp::new_uninitialized_regexp(vm, recv);
    vm.temp_roots.push(o);
    let r = vm.call_method_kw(o, crate::symbol::sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(o)
}

/// The pattern `Regexp.new(pattern, options)` describes: a Regexp's own source, options and
/// encoding ("flags ignored" when options come too), or a String's with `options_arg`.
fn pattern_args(vm: &mut Vm, pat: Value, opt: Option<Value>) -> VmResult<(Vec<u8>, u32, EncodingId)> {
    if is_regexp(pat) {
        if opt.is_some_and(|o| !o.is_nil()) {
            warn(vm, "flags ignored", false)?;
        }
        let d = re_of(pat);
        return Ok((d.source.clone(), d.options, d.enc));
    }
    let s = vm.expect_string(pat)?;
    let opts = match opt {
        Some(o) => options_arg(vm, o)?,
        None => 0,
    };
    Ok((string::bytes(s).to_vec(), opts, string::encoding_of_string(s)))
}

/// `Regexp#initialize(pattern, options = nil, timeout: nil)` (private): fills an allocated
/// Regexp once; a literal is frozen (FrozenError), any other made one a TypeError.
fn re_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(slot) = regexp_slot(recv) else {
        let c = vm.conversion_name(recv);
        return Err(vm.type_error(&format!("wrong argument type {c} (expected regexp)")));
    };
    if vm.is_frozen(recv) {
        return Err(vm.frozen_error(recv));
    }
    if slot.0.get().is_some() {
        return Err(vm.type_error("already initialized regexp"));
    }
    vm.check_argc(args, 1, Some(2))?;
    let pos = args.positional();
    if let Some(kw) = args.kwargs() {
        if let Some(t) = vm.hash_lookup_symbol(kw, intern("timeout")) {
            let ok = t.is_nil() || crate::core::float::num_to_f64(vm, t).is_some_and(|f| f > 0.0);
            if !ok {
                let shown = vm.inspect_str(t)?;
                return Err(vm.arg_error(&format!("invalid timeout: {shown}")));
            }
        }
    }
    let (src, opts, enc) = pattern_args(vm, pos[0], pos.get(1).copied())?;
    let d = build(&src, opts, enc, false).map_err(|msg| vm.make_error(vm.core.regexp_error, &msg))?;
    // Nothing ran Ruby code since the check above, so the slot is still empty.
    let _ = slot.0.set(d);
    Ok(recv)
}

/// A String or Symbol argument's bytes and encoding (`escape`, `union`).
fn str_or_sym(vm: &mut Vm, v: Value) -> VmResult<(Vec<u8>, EncodingId)> {
    if v.is_symbol() {
        let b = v.as_symbol().bytes().to_vec();
        let enc = if b.is_ascii() { EncodingId::US_ASCII } else { EncodingId::UTF_8 };
        return Ok((b, enc));
    }
    let s = vm.expect_string(v)?;
    Ok((string::bytes(s).to_vec(), string::encoding_of_string(s)))
}

/// `Regexp.escape` of `b` in encoding `enc`: the escaped bytes and their encoding (US-ASCII
/// when ASCII only in an ASCII-compatible encoding, otherwise the argument's, even when its
/// bytes are invalid).
fn escape_in(b: &[u8], enc: EncodingId) -> (Vec<u8>, EncodingId) {
    if !enc.ascii_compatible() {
        return (escape_wide(b, enc), enc);
    }
    let out_enc = if b.is_ascii() { EncodingId::US_ASCII } else { enc };
    (escape_bytes(b), out_enc)
}

/// `escape_bytes` for an ASCII-incompatible encoding (UTF-16/32): character by character.
fn escape_wide(b: &[u8], enc: EncodingId) -> Vec<u8> {
    use crate::core::encoding::chars;
    let mut out = Vec::with_capacity(b.len() * 2);
    let mut i = 0;
    while i < b.len() {
        let w = chars::char_len(enc, &b[i..]).max(1);
        let ch = &b[i..i + w];
        let code = chars::code_of(enc, ch);
        if code < 0x80 && chars::precise_len(enc, ch) == Some(w) {
            let esc = escape_bytes(&[code as u8]);
            for &c in &esc {
                out.extend_from_slice(&super::pattern::encode_ascii(c, enc));
            }
        } else {
            out.extend_from_slice(ch);
        }
        i += w;
    }
    out
}

fn re_escape(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (b, enc) = str_or_sym(vm, args.get(0))?;
    let (out, enc) = escape_in(&b, enc);
    let s = vm.new_string_buf(out.into());
    crate::core::encoding::set_string_encoding(s, enc);
    Ok(s)
}

/// A `Regexp.union` argument as a Regexp when it is one (or converts with `to_regexp`).
fn union_regexp(vm: &mut Vm, v: Value) -> VmResult<Option<Value>> {
    if is_regexp(v) {
        return Ok(Some(v));
    }
    if obj::is_type(v, ObjType::String) || v.is_symbol() {
        return Ok(None);
    }
    let r = re_try_convert(vm, Value::NIL, &Args::from_slice(&[v], None))?;
    Ok((!r.is_nil()).then_some(r))
}

/// The encodings `Regexp.union` has seen (CRuby's rules): an ASCII-incompatible one, a fixed
/// ASCII-compatible one, and whether an ASCII-only part came.
#[derive(Default)]
struct UnionEncodings {
    incompatible: Option<EncodingId>,
    fixed: Option<EncodingId>,
    ascii_only: bool,
}

impl UnionEncodings {
    fn note(&mut self, vm: &mut Vm, enc: EncodingId, fixed: bool) -> VmResult<()> {
        let conflict = |vm: &mut Vm, a: EncodingId, b: EncodingId| vm.arg_error(&format!("incompatible encodings: {} and {}", a.name(), b.name()));
        if !enc.ascii_compatible() {
            match self.incompatible {
                Some(e) if e != enc => return Err(conflict(vm, e, enc)),
                _ => self.incompatible = Some(enc),
            }
        } else if fixed {
            match self.fixed {
                Some(e) if e != enc => return Err(conflict(vm, e, enc)),
                _ => self.fixed = Some(enc),
            }
        } else {
            self.ascii_only = true;
        }
        if let Some(inc) = self.incompatible {
            if self.ascii_only {
                return Err(vm.arg_error(&format!("ASCII incompatible encoding: {}", inc.name())));
            }
            if let Some(f) = self.fixed {
                return Err(conflict(vm, inc, f));
            }
        }
        Ok(())
    }
}

fn re_union(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut pats: Vec<Value> = args.positional().to_vec();
    if pats.len() == 1 && obj::is_type(pats[0], ObjType::Array) {
        pats = obj::as_array(pats[0]).items.to_vec();
    }
    if pats.is_empty() {
        return new_regexp_via_new(vm, recv, b"(?!)", EncodingId::US_ASCII);
    }
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&pats);
    let r = (|| {
        if pats.len() == 1 {
            if let Some(re) = union_regexp(vm, pats[0])? {
                return Ok(re);
            }
            let (b, enc) = str_or_sym(vm, pats[0])?;
            let (src, enc) = escape_in(&b, enc);
            return new_regexp_via_new(vm, recv, &src, enc);
        }
        let mut src = Vec::new();
        let mut seen = UnionEncodings::default();
        for (i, &p) in pats.iter().enumerate() {
            let part = match union_regexp(vm, p)? {
                Some(re) => {
                    let d = re_of(re);
                    seen.note(vm, d.enc, d.options & OPT_FIXEDENCODING != 0)?;
                    to_s_form(d, false)
                }
                None => {
                    let (b, enc) = str_or_sym(vm, p)?;
                    let ascii = enc.ascii_compatible() && b.is_ascii();
                    seen.note(vm, enc, !ascii)?;
                    escape_in(&b, enc).0
                }
            };
            if i > 0 {
                src.extend_from_slice(&super::pattern::encode_ascii(b'|', seen.incompatible.unwrap_or(EncodingId::UTF_8)));
            }
            src.extend_from_slice(&part);
        }
        let enc = seen.incompatible.or(seen.fixed).unwrap_or(EncodingId::BINARY);
        new_regexp_via_new(vm, recv, &src, enc)
    })();
    vm.temp_roots.truncate(mark);
    r
}

/// `klass.new(source)` with `source` a String of bytes `src` in encoding `enc` (as CRuby's
/// union and the empty union make theirs).
fn new_regexp_via_new(vm: &mut Vm, klass: Value, src: &[u8], enc: EncodingId) -> VmResult {
    let s = vm.new_string_buf(src.into());
    crate::core::encoding::set_string_encoding(s, enc);
    vm.temp_roots.push(s);
    let r = re_new(vm, klass, &Args::from_slice(&[s], None));
    vm.temp_roots.pop();
    r
}

fn re_source(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let s = vm.new_string_buf(d.source.as_slice().into());
    crate::core::encoding::set_string_encoding(s, d.enc);
    Ok(s)
}

fn re_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let b = to_s_form(d, true);
    let s = vm.new_string_buf(b.into());
    crate::core::encoding::set_string_encoding(s, d.enc);
    Ok(s)
}

fn re_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if regexp_slot(recv).is_some_and(|s| s.0.get().is_none()) {
        // An uninitialized Regexp shows as a plain object, as in CRuby.
        let shown = vm.any_to_s(recv)?;
        return Ok(vm.new_str(&shown));
    }
    let d = vm.expect_regexp(recv)?;
    let mut s = inspect_form(&d.source, d.options, d.enc);
    if d.options & OPT_NOENCODING != 0 {
        s.push('n');
    }
    Ok(vm.new_str(&s))
}

fn re_options(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    Ok(Value::fixnum(d.options as i64))
}

fn re_names(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let a = vm.new_array(Vec::new());
    vm.temp_roots.push(a);
    for (n, _) in &d.names {
        let s = vm.new_string_buf(n.as_slice().into());
        obj::as_array_mut(a).items.push(s);
    }
    vm.temp_roots.pop();
    Ok(a)
}

fn re_named_captures(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    let r = (|| {
        for (n, groups) in &d.names {
            let k = vm.new_string_buf(n.as_slice().into());
            vm.temp_roots.push(k);
            let list: Vec<Value> = groups.iter().map(|&g| Value::fixnum(g as i64)).collect();
            let a = vm.new_array(list);
            vm.temp_roots.pop();
            vm.hash_set(h, k, a)?;
        }
        Ok(h)
    })();
    vm.temp_roots.pop();
    r
}

/// `==`: the same source, encoding and options (the `/n` bit aside, as in CRuby).
fn re_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    let d = vm.expect_regexp(recv)?;
    if !is_regexp(o) {
        return Ok(Value::FALSE);
    }
    let e = re_of(o);
    Ok(Value::bool(d.source == e.source && d.options & !OPT_NOENCODING == e.options & !OPT_NOENCODING && d.enc == e.enc))
}

fn re_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = vm.expect_regexp(recv)?;
    let h = crate::core::conversions::hash_bytes(&d.source) ^ crate::core::conversions::mix((d.options & !OPT_NOENCODING) as u64 + 1);
    Ok(Value::fixnum((h >> 2) as i64))
}

fn re_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if regexp_slot(recv).is_some_and(|s| s.0.get().is_none()) {
        return Ok(crate::core::encoding::encoding_object(vm, EncodingId::BINARY));
    }
    let d = vm.expect_regexp(recv)?;
    Ok(crate::core::encoding::encoding_object(vm, d.enc))
}

/// The subject of a match call: a String, a Symbol's name, or `to_str`; None for nil.
pub fn subject_arg(vm: &mut Vm, v: Value) -> VmResult<Option<Value>> {
    if v.is_nil() {
        return Ok(None);
    }
    if obj::is_type(v, ObjType::String) {
        return Ok(Some(v));
    }
    if v.is_symbol() {
        let b = v.as_symbol().bytes().to_vec();
        return Ok(Some(vm.new_string_buf(b.into())));
    }
    Ok(Some(vm.expect_string(v)?))
}

/// A character position argument (negative from the end) as a byte offset; None when outside.
pub fn char_pos_to_byte(s: Value, pos: i64) -> Option<usize> {
    let b = string::bytes(s);
    let m = string::char_mode(s);
    let len = string::count_chars(b, m) as i64;
    let p = if pos < 0 { pos + len } else { pos };
    if p < 0 || p > len {
        return None;
    }
    string::byte_offset(b, m, p as usize)
}

fn re_match(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    vm.check_argc(args, 1, Some(2))?;
    let Some(s) = subject_arg(vm, args.get(0))? else {
        special_vars::set_last_match(vm, Value::NIL);
        return Ok(Value::NIL);
    };
    let start = match args.positional().get(1) {
        Some(&p) => {
            let p = string::int_arg(vm, p)?;
            match char_pos_to_byte(s, p) {
                Some(b) => b,
                None => {
                    special_vars::set_last_match(vm, Value::NIL);
                    return Ok(Value::NIL);
                }
            }
        }
        None => 0,
    };
    let m = match_at(vm, recv, s, start)?;
    if let (false, Some(b)) = (m.is_nil(), &args.block) {
        return vm.yield_block(b, &[m]);
    }
    Ok(m)
}

fn re_match_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    vm.check_argc(args, 1, Some(2))?;
    let Some(s) = subject_arg(vm, args.get(0))? else {
        return Ok(Value::FALSE);
    };
    let start = match args.positional().get(1) {
        Some(&p) => {
            let p = string::int_arg(vm, p)?;
            match char_pos_to_byte(s, p) {
                Some(b) => b,
                None => return Ok(Value::FALSE),
            }
        }
        None => 0,
    };
    Ok(Value::bool(search_test(vm, recv, s, start)?))
}

/// `re =~ s`: the character index of the match, or nil; sets `$~`.
pub fn match_index(vm: &mut Vm, re: Value, s: Value) -> VmResult {
    let Some(b) = match_start(vm, re, s)? else {
        return Ok(Value::NIL);
    };
    let m = string::char_mode(s);
    Ok(Value::fixnum(string::char_index(string::bytes(s), m, b) as i64))
}

fn re_match_op(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    match subject_arg(vm, args.get(0))? {
        Some(s) => match_index(vm, recv, s),
        None => {
            special_vars::set_last_match(vm, Value::NIL);
            Ok(Value::NIL)
        }
    }
}

fn re_eqq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    let o = args.get(0);
    let s = if obj::is_type(o, ObjType::String) || o.is_symbol() {
        subject_arg(vm, o)?
    } else if o.is_special() || !vm.respond_to(o, crate::symbol::sym::TO_STR, true) {
        special_vars::set_last_match(vm, Value::NIL);
        return Ok(Value::FALSE);
    } else {
        subject_arg(vm, o)?
    };
    let Some(s) = s else { return Ok(Value::FALSE) };
    Ok(Value::bool(match_start(vm, recv, s)?.is_some()))
}

fn re_tilde(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.expect_regexp(recv)?;
    let line = vm.globals.get(&intern("$_")).copied().unwrap_or(Value::NIL);
    if !obj::is_type(line, ObjType::String) {
        special_vars::set_last_match(vm, Value::NIL);
        return Ok(Value::NIL);
    }
    match_index(vm, recv, line)
}

fn re_last_match(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let m = special_vars::last_match(vm);
    match args.positional().first() {
        None => Ok(m),
        Some(&i) => {
            if m.is_nil() {
                return Ok(Value::NIL);
            }
            crate::core::regexp::matchdata::group_value(vm, m, i)
        }
    }
}

/// `Regexp.try_convert(obj)`: a Regexp, `obj.to_regexp` when it answers one, else nil.
fn re_try_convert(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.try_convert(args.get(0), intern("to_regexp"), is_regexp, "Regexp")
}

fn re_timeout(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let k = vm.core.regexp;
    Ok(vm.ivar_get(k, intern("@__timeout")))
}

fn re_set_timeout(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    let stored = if v.is_nil() {
        Value::NIL
    } else {
        let f = crate::core::float::num_to_f64(vm, v);
        let Some(f) = f.filter(|f| *f > 0.0) else {
            let shown = vm.inspect_str(v)?;
            return Err(vm.arg_error(&format!("invalid timeout: {shown}")));
        };
        vm.new_float(f)
    };
    let k = vm.core.regexp;
    vm.ivar_set(k, intern("@__timeout"), stored)?;
    Ok(v)
}

pub(super) fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let re = crate::core::define_class(vm, "Regexp", object);
    obj::as_class_mut(re).data.instance_type = ObjType::Data;
    vm.core.regexp = re;
    for (name, bits) in [
        ("IGNORECASE", OPT_IGNORECASE),
        ("EXTENDED", OPT_EXTENDED),
        ("MULTILINE", OPT_MULTILINE),
        ("FIXEDENCODING", OPT_FIXEDENCODING),
        ("NOENCODING", OPT_NOENCODING),
    ] {
        vm.const_set(re, intern(name), Value::fixnum(bits as i64));
    }
    let regexp_error = vm.core.regexp_error;
    crate::core::define_class_under(vm, re, "TimeoutError", regexp_error);
    let s = vm.singleton_class(re).expect("Regexp metaclass");
    vm.define_builtin(s, "allocate", 0, |vm, recv, _a| Ok(crate::core::regexp::new_uninitialized_regexp(vm, recv)));
    vm.define_builtin(s, "new", -1, re_new);
    vm.define_builtin(s, "compile", -1, re_new);
    vm.define_builtin(s, "escape", 1, re_escape);
    let _ = vm.alias_method(s, intern("quote"), intern("escape"));
    vm.define_builtin(s, "linear_time?", -1, super::linear::re_linear_time);
    vm.define_builtin(s, "union", -1, re_union);
    vm.define_builtin(s, "last_match", -1, re_last_match);
    vm.define_builtin(s, "try_convert", 1, re_try_convert);
    vm.define_builtin(s, "timeout", 0, re_timeout);
    vm.define_builtin(s, "timeout=", 1, re_set_timeout);
    vm.define_builtin(re, "source", 0, re_source);
    vm.define_builtin(re, "to_s", 0, re_to_s);
    vm.define_builtin(re, "inspect", 0, re_inspect);
    vm.define_builtin(re, "options", 0, re_options);
    vm.define_builtin(re, "names", 0, re_names);
    vm.define_builtin(re, "named_captures", 0, re_named_captures);
    vm.define_builtin(re, "casefold?", 0, |vm, r, _a| Ok(Value::bool(vm.expect_regexp(r)?.options & OPT_IGNORECASE != 0)));
    vm.define_builtin(re, "fixed_encoding?", 0, |vm, r, _a| {
        if regexp_slot(r).is_some_and(|s| s.0.get().is_none()) {
            return Ok(Value::FALSE);
        }
        Ok(Value::bool(vm.expect_regexp(r)?.options & OPT_FIXEDENCODING != 0))
    });
    vm.define_builtin(re, "encoding", 0, re_encoding);
    vm.define_builtin(re, "timeout", 0, |vm, r, _a| {
        vm.expect_regexp(r)?;
        Ok(Value::NIL)
    });
    vm.define_private_builtin(re, "initialize", -1, re_initialize);
    vm.define_builtin(re, "==", 1, re_eq);
    let _ = vm.alias_method(re, intern("eql?"), intern("=="));
    vm.define_builtin(re, "hash", 0, re_hash);
    vm.define_builtin(re, "match", -1, re_match);
    vm.define_builtin(re, "match?", -1, re_match_p);
    vm.define_builtin(re, "=~", 1, re_match_op);
    vm.define_builtin(re, "===", 1, re_eqq);
    vm.define_builtin(re, "~", 0, re_tilde);
}
