//! Encodings: the `EncodingId` every String (and later Symbol and Regexp) carries, the Encoding
//! objects, and the Encoding class (`find`, `list`, `name_list`, `aliases`, `compatible?`,
//! the default external/internal encodings, `locale_charmap`).
//!
//! The concerns, one file each:
//! - `mod.rs`: `EncodingId`, the Encoding objects and class, reading and writing a String's id;
//! - `names.rs`: the table of encodings (names, aliases, kinds) and constant names;
//! - `chars.rs`: character lengths, validity and codes in any encoding;
//! - `transcode.rs`: one character to and from Unicode in any encoding;
//! - `convert.rs`: the conversion loop of `String#encode` and its error data;
//! - `converter.rs`: Encoding::Converter (the basics);
//! - `errors.rs`: the Encoding::*Error classes, their messages and accessors.
//!
//! Invariants:
//! - There is exactly one Encoding object per `EncodingId`, made at startup and kept in
//!   `vm.core.encoding_list` (a Ruby Array indexed by id, so it is a GC root and cannot be
//!   removed like a constant); an Encoding object is typed data whose payload is its id.
//! - A String's id lives in its flags (`object::FL_STR_ENC_BITS`): UTF-8 is no bit, binary and
//!   US-ASCII one bit each (their fast paths test one flag, as before ids existed), every other
//!   encoding its id in bits 24-31. `string_encoding`/`set_string_encoding` are the only code
//!   that reads or writes the id field.
//! - The defaults live in hidden ivars of the Encoding class (`@__default_external`,
//!   `@__default_internal`): an Encoding object, or nil for no default internal.

pub mod chars;
pub mod convert;
pub mod converter;
pub mod errors;
pub mod names;
pub mod transcode;

use crate::core::string::{self as string};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Which encoding a String (or Symbol, Regexp) is in: an index into `names::ENCODINGS`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct EncodingId(pub u8);

impl EncodingId {
    pub const UTF_8: EncodingId = EncodingId(0);
    pub const BINARY: EncodingId = EncodingId(1);
    pub const US_ASCII: EncodingId = EncodingId(2);

    /// The flag bits that say this encoding on a String (`object::FL_STR_ENC_BITS`).
    #[inline]
    pub fn flag_bits(self) -> u64 {
        match self.0 {
            0 => 0,
            1 => obj::FL_STR_BINARY,
            2 => obj::FL_STR_ASCII_BIT,
            n => (n as u64) << obj::FL_STR_ENC_SHIFT,
        }
    }

    /// The encoding the flag bits `f` of a String say.
    #[inline]
    pub fn from_flags(f: u64) -> EncodingId {
        let ext = ((f & obj::FL_STR_ENC_MASK) >> obj::FL_STR_ENC_SHIFT) as u8;
        if ext != 0 {
            EncodingId(ext)
        } else if f & obj::FL_STR_BINARY != 0 {
            EncodingId::BINARY
        } else if f & obj::FL_STR_ASCII_BIT != 0 {
            EncodingId::US_ASCII
        } else {
            EncodingId::UTF_8
        }
    }
}

/// The encoding of String `s`.
#[inline]
pub fn string_encoding(s: Value) -> EncodingId {
    EncodingId::from_flags(obj::basic(s).flags)
}

/// Tags String `s` with encoding `id`. The bytes do not change, so neither does their cached
/// coderange (it describes bytes, not characters).
#[inline]
pub fn set_string_encoding(s: Value, id: EncodingId) {
    let f = &mut obj::basic(s).flags;
    *f = (*f & !obj::FL_STR_ENC_BITS) | id.flag_bits();
}

crate::data_type!(pub ENCODING_TYPE: EncodingId, c"encoding", mark = |_p, _m| {});

/// The id of Encoding object `v`, or None when `v` is not one.
pub fn encoding_id_of_object(v: Value) -> Option<EncodingId> {
    if !obj::is_type(v, ObjType::Data) {
        return None;
    }
    let d = obj::as_typed_data(v);
    if !std::ptr::eq(d.dtype, &ENCODING_TYPE) {
        return None;
    }
    // SAFETY: the payload of ENCODING_TYPE is a boxed EncodingId (`init`).
    Some(unsafe { *(d.data as *const EncodingId) })
}

/// The Encoding object of `id`.
pub fn encoding_object(vm: &mut Vm, id: EncodingId) -> Value {
    let list = vm.core.encoding_list;
    crate::core::array::items(list).get(id.0 as usize).copied().unwrap_or(Value::NIL)
}

/// The encoding an argument names: an Encoding object, or a String (or `to_str`) naming one
/// (ArgumentError "unknown encoding name - X" otherwise). Used by `force_encoding`, `encode`,
/// `String.new(encoding:)` and `Encoding.find`.
pub fn to_encoding(vm: &mut Vm, v: Value) -> VmResult<EncodingId> {
    if let Some(id) = encoding_id_of_object(v) {
        return Ok(id);
    }
    let s = vm.expect_string(v)?;
    let name = obj::as_string(s).bytes.to_vec();
    match find_by_name(vm, &name) {
        Some(Some(id)) => Ok(id),
        _ => Err(vm.arg_error(&format!("unknown encoding name - {}", String::from_utf8_lossy(&name)))),
    }
}

/// An encoding by name or alias, including the special names: Some(None) for "internal"
/// when there is no default internal encoding; None when unknown.
fn find_by_name(vm: &mut Vm, name: &[u8]) -> Option<Option<EncodingId>> {
    let lower = name.to_ascii_lowercase();
    match lower.as_slice() {
        b"external" | b"filesystem" => Some(Some(default_external(vm))),
        b"locale" => Some(Some(locale_encoding())),
        b"internal" => Some(default_internal(vm)),
        _ => EncodingId::by_name(name).map(Some),
    }
}

/// The locale's character encoding: UTF-8 when the locale variables say so, US-ASCII
/// otherwise (the C locale).
pub fn locale_encoding() -> EncodingId {
    if locale_charmap().eq_ignore_ascii_case("UTF-8") {
        EncodingId::UTF_8
    } else {
        EncodingId::US_ASCII
    }
}

/// `Encoding.locale_charmap`: the codeset of the first set of LC_ALL, LC_CTYPE, LANG.
fn locale_charmap() -> String {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].iter().find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty())).unwrap_or_default();
    let codeset = locale.split_once('.').map(|(_, c)| c.split('@').next().unwrap_or(c)).unwrap_or("");
    if codeset.eq_ignore_ascii_case("utf-8") || codeset.eq_ignore_ascii_case("utf8") {
        "UTF-8".to_string()
    } else if let Some(id) = EncodingId::by_name(codeset.as_bytes()) {
        id.name().to_string()
    } else {
        "ANSI_X3.4-1968".to_string()
    }
}

pub fn default_external(vm: &mut Vm) -> EncodingId {
    let e = vm.core.encoding;
    let v = vm.ivar_get(e, intern("@__default_external"));
    encoding_id_of_object(v).unwrap_or(EncodingId::UTF_8)
}

pub fn default_internal(vm: &mut Vm) -> Option<EncodingId> {
    let e = vm.core.encoding;
    let v = vm.ivar_get(e, intern("@__default_internal"));
    encoding_id_of_object(v)
}

/// A new String holding `name` (US-ASCII, as CRuby's encoding names are).
fn ascii_string(vm: &mut Vm, name: &str) -> Value {
    let s = vm.new_str(name);
    set_string_encoding(s, EncodingId::US_ASCII);
    s
}

fn recv_id(recv: Value) -> EncodingId {
    encoding_id_of_object(recv).unwrap_or(EncodingId::BINARY)
}

fn enc_name(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(ascii_string(vm, recv_id(recv).name()))
}

fn enc_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let id = recv_id(recv);
    let s = if id == EncodingId::BINARY {
        "#<Encoding:BINARY (ASCII-8BIT)>".to_string()
    } else if id.is_dummy() {
        format!("#<Encoding:{} (dummy)>", id.name())
    } else {
        format!("#<Encoding:{}>", id.name())
    };
    Ok(ascii_string(vm, &s))
}

/// The special names ("locale", "external", "filesystem", "internal") that name `id` now.
fn special_names_of(vm: &mut Vm, id: EncodingId) -> Vec<&'static str> {
    let mut names = Vec::new();
    if locale_encoding() == id {
        names.push("locale");
    }
    if default_external(vm) == id {
        names.push("external");
        names.push("filesystem");
    }
    if default_internal(vm) == Some(id) {
        names.push("internal");
    }
    names
}

fn enc_names(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let id = recv_id(recv);
    let mut names: Vec<&str> = vec![id.name()];
    names.extend_from_slice(id.info().aliases);
    names.extend(special_names_of(vm, id));
    let list = vm.new_array(Vec::new());
    vm.temp_roots.push(list);
    for n in names {
        let s = ascii_string(vm, n);
        obj::as_array_mut(list).items.push(s);
    }
    vm.temp_roots.pop();
    Ok(list)
}

fn enc_find(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if encoding_id_of_object(v).is_some() {
        return Ok(v);
    }
    let s = vm.expect_string(v)?;
    let name = obj::as_string(s).bytes.to_vec();
    match find_by_name(vm, &name) {
        Some(Some(id)) => Ok(encoding_object(vm, id)),
        Some(None) => Ok(Value::NIL),
        None => Err(vm.arg_error(&format!("unknown encoding name - {}", String::from_utf8_lossy(&name)))),
    }
}

fn enc_list(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let items: Vec<Value> = crate::core::array::items(vm.core.encoding_list).to_vec();
    Ok(vm.new_array(items))
}

/// Every name and alias, then the special names (CRuby's `Encoding.name_list`).
fn enc_name_list(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let mut names: Vec<&str> = Vec::new();
    for id in EncodingId::all() {
        names.push(id.name());
        names.extend_from_slice(id.info().aliases);
    }
    names.extend(["locale", "external", "filesystem"]);
    if default_internal(vm).is_some() {
        names.push("internal");
    }
    let list = vm.new_array(Vec::new());
    vm.temp_roots.push(list);
    for n in names {
        let s = ascii_string(vm, n);
        obj::as_array_mut(list).items.push(s);
    }
    vm.temp_roots.pop();
    Ok(list)
}

/// alias => name for every alias and special name (CRuby's `Encoding.aliases`).
fn enc_aliases(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let mut pairs: Vec<(&str, &str)> = Vec::new();
    for id in EncodingId::all() {
        for a in id.info().aliases {
            pairs.push((a, id.name()));
        }
    }
    pairs.push(("locale", locale_encoding().name()));
    let ext = default_external(vm).name();
    pairs.push(("external", ext));
    pairs.push(("filesystem", ext));
    if let Some(int) = default_internal(vm) {
        pairs.push(("internal", int.name()));
    }
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    for (a, n) in pairs {
        let k = ascii_string(vm, a);
        vm.temp_roots.push(k);
        let v = ascii_string(vm, n);
        vm.temp_roots.pop();
        vm.hash_set(h, k, v)?;
    }
    vm.temp_roots.pop();
    Ok(h)
}

/// `Encoding.compatible?(a, b)`: for Strings, the encoding their concatenation would have;
/// for Encoding objects, Regexps and Symbols, CRuby's rule for encodings without contents.
fn enc_compatible(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (a, b) = (args.get(0), args.get(1));
    // Regexps and Symbols take part with their own encoding, as objects without contents.
    let side = |v: Value| -> Option<(EncodingId, Option<Value>)> {
        if obj::is_type(v, ObjType::String) {
            Some((string_encoding(v), Some(v)))
        } else if crate::core::regexp::is_regexp(v) {
            Some((crate::core::regexp::re_of(v).enc, None))
        } else if v.is_symbol() {
            let b = v.as_symbol().bytes();
            let id = if b.is_ascii() {
                EncodingId::US_ASCII
            } else if std::str::from_utf8(b).is_ok() {
                EncodingId::UTF_8
            } else {
                EncodingId::BINARY
            };
            Some((id, None))
        } else {
            encoding_id_of_object(v).map(|id| (id, None))
        }
    };
    let (Some((ea, sa)), Some((eb, sb))) = (side(a), side(b)) else { return Ok(Value::NIL) };
    let id = match (sa, sb) {
        (Some(sa), Some(sb)) => string::compatible_encoding(sa, sb),
        _ => compatible_ids(ea, sa, eb, sb),
    };
    Ok(id.map_or(Value::NIL, |id| encoding_object(vm, id)))
}

/// CRuby's `enc_compatible_latter` when at least one side is not a String.
fn compatible_ids(ea: EncodingId, sa: Option<Value>, eb: EncodingId, sb: Option<Value>) -> Option<EncodingId> {
    if ea == eb {
        return Some(ea);
    }
    if let Some(sb) = sb {
        if obj::as_string(sb).bytes.is_empty() {
            return Some(ea);
        }
    }
    if !ea.ascii_compatible() || !eb.ascii_compatible() {
        return None;
    }
    if sb.is_none() && eb == EncodingId::US_ASCII {
        return Some(ea);
    }
    if sa.is_none() && ea == EncodingId::US_ASCII {
        return Some(eb);
    }
    match (sa, sb) {
        (None, Some(sb)) if string::is_ascii_only(sb) => Some(ea),
        (Some(sa), None) if string::is_ascii_only(sa) => Some(eb),
        _ => None,
    }
}

fn enc_default_external(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let id = default_external(vm);
    Ok(encoding_object(vm, id))
}

fn enc_default_internal(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(match default_internal(vm) {
        Some(id) => encoding_object(vm, id),
        None => Value::NIL,
    })
}

fn enc_set_default_external(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if v.is_nil() {
        return Err(vm.arg_error("default external can not be nil"));
    }
    let id = to_encoding(vm, v)?;
    let e = vm.core.encoding;
    let o = encoding_object(vm, id);
    vm.ivar_set(e, intern("@__default_external"), o)?;
    Ok(v)
}

fn enc_set_default_internal(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    let o = if v.is_nil() {
        Value::NIL
    } else {
        let id = to_encoding(vm, v)?;
        encoding_object(vm, id)
    };
    let e = vm.core.encoding;
    vm.ivar_set(e, intern("@__default_internal"), o)?;
    Ok(v)
}

/// Makes the Encoding objects and constants and defines the Encoding class's methods.
pub fn init(vm: &mut Vm) {
    let e = vm.core.encoding;
    let list = vm.new_hidden_array(Vec::new());
    vm.core.encoding_list = list;
    for id in EncodingId::all() {
        let o = vm.new_typed_data(e, &ENCODING_TYPE, Box::new(id));
        vm.freeze(o);
        obj::as_array_mut(list).items.push(o);
        let info = id.info();
        for n in std::iter::once(&info.name).chain(info.aliases.iter()) {
            for c in names::constant_names(n) {
                vm.const_set(e, intern(&c), o);
            }
        }
    }
    // One object per encoding: `Encoding.new` does not exist, as in CRuby.
    if let Ok(meta) = vm.singleton_class(e) {
        let _ = vm.undef_method(meta, intern("new"));
    }
    let utf8 = encoding_object(vm, EncodingId::UTF_8);
    let _ = vm.ivar_set(e, intern("@__default_external"), utf8);
    let _ = vm.ivar_set(e, intern("@__default_internal"), Value::NIL);

    vm.define_builtin(e, "to_s", 0, enc_name);
    vm.define_builtin(e, "name", 0, enc_name);
    vm.define_builtin(e, "inspect", 0, enc_inspect);
    vm.define_builtin(e, "names", 0, enc_names);
    vm.define_builtin(e, "ascii_compatible?", 0, |_vm, r, _a| Ok(Value::bool(recv_id(r).ascii_compatible())));
    vm.define_builtin(e, "dummy?", 0, |_vm, r, _a| Ok(Value::bool(recv_id(r).is_dummy())));
    vm.define_singleton_builtin(e, "default_external", 0, enc_default_external);
    vm.define_singleton_builtin(e, "default_internal", 0, enc_default_internal);
    vm.define_singleton_builtin(e, "default_external=", 1, enc_set_default_external);
    vm.define_singleton_builtin(e, "default_internal=", 1, enc_set_default_internal);
    vm.define_singleton_builtin(e, "find", 1, enc_find);
    vm.define_singleton_builtin(e, "list", 0, enc_list);
    vm.define_singleton_builtin(e, "name_list", 0, enc_name_list);
    vm.define_singleton_builtin(e, "aliases", 0, enc_aliases);
    vm.define_singleton_builtin(e, "compatible?", 2, enc_compatible);
    vm.define_singleton_builtin(e, "locale_charmap", 0, |vm, _r, _a| Ok(ascii_string(vm, &locale_charmap())));
    errors::init(vm);
    converter::init(vm);
}
