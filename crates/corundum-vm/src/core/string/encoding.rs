//! Encodings: a String's tag (UTF-8, US-ASCII or binary in the per-type flag bits),
//! `encoding`, `force_encoding`, `valid_encoding?`, `ascii_only?`, `b`, `encode`, `scrub`, and
//! the Encoding class with its three constants.
//!
//! Invariants:
//! - The tag is `FL_STR_BINARY`, `FL_STR_ASCII` or neither (UTF-8); never both.
//! - Encoding objects are plain objects whose `@__name` names them; one per encoding.

use super::{
    bytes, char_mode, char_slices, coderange, end_list, is_ascii_only, is_bin, list_push, modify, new_copy, new_like, new_list, str_arg, tag, utf8_width,
    CharMode, Cr, FL_STR_ASCII,
};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

/// The Encoding object named by `Encoding::<name>`.
pub(super) fn encoding_const(vm: &mut Vm, name: &str) -> VmResult {
    let e = vm.core.encoding;
    vm.const_get_from(e, intern(name))
}

pub fn encoding_of(vm: &mut Vm, s: Value) -> VmResult {
    if is_bin(s) {
        encoding_const(vm, "BINARY")
    } else if obj::has_flag(s, FL_STR_ASCII) {
        encoding_const(vm, "US_ASCII")
    } else {
        encoding_const(vm, "UTF_8")
    }
}

/// The encoding tag `a` followed by `b` takes (CRuby's rb_enc_compatible for two Strings; every
/// encoding here is ASCII-compatible), or None when they cannot be joined.
pub(super) fn compatible_tag(a: Value, b: Value) -> Option<u64> {
    let (ta, tb) = (tag(a), tag(b));
    if ta == tb || bytes(b).is_empty() {
        return Some(ta);
    }
    if bytes(a).is_empty() {
        return Some(if is_ascii_only(b) { ta } else { tb });
    }
    if is_ascii_only(b) {
        Some(ta)
    } else if is_ascii_only(a) {
        Some(tb)
    } else {
        None
    }
}

/// Encoding::CompatibilityError for joining Strings `a` and `b`.
pub(super) fn incompatible(vm: &mut Vm, a: Value, b: Value) -> Unwind {
    let name = |v: Value| match tag(v) {
        0 => "UTF-8",
        t if t == obj::FL_STR_BINARY => "BINARY (ASCII-8BIT)",
        _ => "US-ASCII",
    };
    let msg = format!("incompatible character encodings: {} and {}", name(a), name(b));
    match vm.const_get_from(vm.core.encoding, intern("CompatibilityError")) {
        Ok(cls) => vm.make_error(cls, &msg),
        Err(e) => e,
    }
}

/// Sets string `s`'s encoding tag bits (as `tag` returns them).
pub(super) fn set_tag_bits(s: Value, t: u64) {
    let f = &mut obj::basic(s).flags;
    *f = (*f & !(obj::FL_STR_BINARY | FL_STR_ASCII)) | t;
}

/// 0: UTF-8, 1: binary, 2: US-ASCII; from an Encoding object or a name.
pub(super) fn encoding_kind(vm: &mut Vm, e: Value) -> VmResult<u8> {
    let name = if obj::is_type(e, ObjType::String) {
        String::from_utf8_lossy(bytes(e)).to_ascii_uppercase()
    } else if vm.is_kind_of(e, vm.core.encoding) {
        let n = vm.ivar_get(e, intern("@__name"));
        if obj::is_type(n, ObjType::String) {
            crate::core::str_of(n).to_ascii_uppercase()
        } else {
            String::new()
        }
    } else {
        let s = vm.expect_string(e)?;
        String::from_utf8_lossy(bytes(s)).to_ascii_uppercase()
    };
    match name.as_str() {
        "UTF-8" | "UTF8" | "CP65001" | "UTF8-MAC" => Ok(0),
        "ASCII-8BIT" | "BINARY" => Ok(1),
        "US-ASCII" | "ASCII" | "ANSI_X3.4-1968" | "646" => Ok(2),
        _ => Err(vm.arg_error(&format!("unknown encoding name - {}", if obj::is_type(e, ObjType::String) { crate::core::str_of(e) } else { name.clone() }))),
    }
}

pub(super) fn set_encoding(vm: &mut Vm, s: Value, e: Value) -> VmResult<()> {
    let k = encoding_kind(vm, e)?;
    set_tag(s, k);
    Ok(())
}

/// Tags string `s` with encoding kind `k` (as `encoding_kind`). The bytes do not change, so
/// neither does their cached coderange.
pub(super) fn set_tag(s: Value, k: u8) {
    let f = &mut obj::basic(s).flags;
    *f &= !(obj::FL_STR_BINARY | FL_STR_ASCII);
    match k {
        1 => *f |= obj::FL_STR_BINARY,
        2 => *f |= FL_STR_ASCII,
        _ => {}
    }
}

pub(super) fn s_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    encoding_of(vm, recv)
}

pub(super) fn s_force_encoding(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    set_encoding(vm, recv, args.get(0))?;
    Ok(recv)
}

pub(super) fn s_valid_encoding(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(if is_bin(recv) {
        true
    } else if obj::has_flag(recv, FL_STR_ASCII) {
        is_ascii_only(recv)
    } else {
        coderange(recv) != Cr::Broken
    }))
}

pub(super) fn s_ascii_only(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(is_ascii_only(recv)))
}

pub(super) fn s_b(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = new_copy(vm, recv);
    set_tag(s, 1);
    Ok(s)
}

pub(super) fn s_encode(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = bytes(recv).to_vec();
    let pos = args.positional();
    let target = if pos.is_empty() { 0 } else { encoding_kind(vm, pos[0])? };
    let src_kind = if is_bin(recv) {
        1
    } else if obj::has_flag(recv, FL_STR_ASCII) {
        2
    } else {
        0
    };
    if target != src_kind && !b.is_ascii() {
        let src_name = if src_kind == 1 { "ASCII-8BIT" } else { "UTF-8" };
        let dst_name = match target {
            0 => "UTF-8",
            1 => "ASCII-8BIT",
            _ => "US-ASCII",
        };
        // Invalid/undefined conversions; `invalid:`/`undef: :replace` substitute "?".
        let mut replace = None;
        if let Some(kw) = args.kwargs() {
            let r = vm.hash_lookup_symbol(kw, intern("replace"));
            let und = vm.hash_lookup_symbol(kw, intern("undef"));
            let inv = vm.hash_lookup_symbol(kw, intern("invalid"));
            if und.is_some() || inv.is_some() {
                replace = Some(match r {
                    Some(r) if obj::is_type(r, ObjType::String) => bytes(r).to_vec(),
                    _ => {
                        if target == 0 {
                            "\u{FFFD}".as_bytes().to_vec()
                        } else {
                            b"?".to_vec()
                        }
                    }
                });
            }
        }
        if let Some(rep) = replace {
            let mut out = Vec::new();
            let cs = char_slices(&b, if src_kind == 1 { CharMode::Bytes } else { char_mode(recv) });
            for c in cs {
                if c.is_ascii() {
                    out.extend_from_slice(c);
                } else {
                    out.extend_from_slice(&rep);
                }
            }
            let s = vm.new_string(out);
            set_encoding(vm, s, pos.first().copied().unwrap_or(Value::NIL)).ok();
            return Ok(s);
        }
        let first = b.iter().position(|&c| c >= 0x80).unwrap_or(0);
        let cls = vm.const_get_from(vm.core.encoding, intern("UndefinedConversionError"))?;
        let msg = if src_kind == 1 {
            format!("\"\\x{:02X}\" from ASCII-8BIT to UTF-8", b[first])
        } else if std::str::from_utf8(&b).is_err() {
            let cls2 = vm.const_get_from(vm.core.encoding, intern("InvalidByteSequenceError"))?;
            return Err(vm.make_error(cls2, &format!("\"\\x{:02X}\" on UTF-8", b[first])));
        } else {
            let w = utf8_width(&b, first);
            let ch = std::str::from_utf8(&b[first..first + w]).unwrap_or("?").chars().next().unwrap_or('?');
            format!("U+{:04X} from UTF-8 to {}", ch as u32, dst_name)
        };
        let _ = src_name;
        return Err(vm.make_error(cls, &msg));
    }
    let s = vm.new_string(b);
    set_tag(s, target);
    Ok(s)
}

pub(super) fn s_unicode_normalize(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(new_copy(vm, recv))
}

pub(super) fn s_scrub(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if is_bin(recv) || coderange(recv) != Cr::Broken {
        return Ok(new_copy(vm, recv));
    }
    let b = bytes(recv).to_vec();
    let rep = if args.is_empty() {
        "\u{FFFD}".as_bytes().to_vec()
    } else {
        let r = str_arg(vm, args.get(0))?;
        bytes(r).to_vec()
    };
    let mut out = Vec::new();
    let mut i = 0;
    let mut in_bad = false;
    while i < b.len() {
        let w = utf8_width(&b, i);
        if w == 1 && b[i] >= 0x80 {
            if !in_bad {
                out.extend_from_slice(&rep);
            }
            in_bad = true;
        } else {
            out.extend_from_slice(&b[i..i + w]);
            in_bad = false;
        }
        i += w;
    }
    Ok(new_like(vm, recv, out))
}

pub(super) fn enc_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = vm.ivar_get(recv, intern("@__name"));
    let b = if obj::is_type(n, ObjType::String) { bytes(n).to_vec() } else { Vec::new() };
    Ok(vm.new_string(b))
}
pub(super) fn enc_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = vm.ivar_get(recv, intern("@__name"));
    let name = if obj::is_type(n, ObjType::String) { crate::core::str_of(n) } else { String::new() };
    let s = if name == "ASCII-8BIT" { "#<Encoding:BINARY (ASCII-8BIT)>".to_string() } else { format!("#<Encoding:{name}>") };
    Ok(vm.new_string(s.into_bytes()))
}
pub(super) fn enc_utf8(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    encoding_const(vm, "UTF_8")
}
pub(super) fn enc_find(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let e = args.get(0);
    if vm.is_kind_of(e, vm.core.encoding) {
        return Ok(e);
    }
    let s = vm.expect_string(e)?;
    let name = crate::core::str_of(s).to_ascii_lowercase();
    if name == "locale" || name == "external" || name == "filesystem" {
        return encoding_const(vm, "UTF_8");
    }
    match encoding_kind(vm, s)? {
        1 => encoding_const(vm, "BINARY"),
        2 => encoding_const(vm, "US_ASCII"),
        _ => encoding_const(vm, "UTF_8"),
    }
}
pub(super) fn enc_ascii_compat(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::TRUE)
}
pub(super) fn enc_names(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = vm.ivar_get(recv, intern("@__name"));
    let list = new_list(vm);
    list_push(list, n);
    let name = if obj::is_type(n, ObjType::String) { crate::core::str_of(n) } else { String::new() };
    let extra: &[&str] = match name.as_str() {
        "ASCII-8BIT" => &["BINARY"],
        "US-ASCII" => &["ASCII", "ANSI_X3.4-1968", "646"],
        "UTF-8" => &["CP65001", "locale", "external", "filesystem"],
        _ => &[],
    };
    for e in extra {
        let s = vm.new_str(e);
        list_push(list, s);
    }
    Ok(end_list(vm, list))
}
pub(super) fn enc_list(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let list = new_list(vm);
    for n in ["ASCII_8BIT", "UTF_8", "US_ASCII"] {
        let e = encoding_const(vm, n)?;
        list_push(list, e);
    }
    Ok(end_list(vm, list))
}

pub(super) fn init_encoding(vm: &mut Vm) {
    let e = vm.core.encoding;
    let mk = |vm: &mut Vm, name: &str, consts: &[&str]| {
        let o = vm.new_object(e);
        vm.temp_roots.push(o);
        let n = vm.new_str(name);
        vm.freeze(n);
        let _ = vm.ivar_set(o, intern("@__name"), n);
        for c in consts {
            vm.const_set(e, intern(c), o);
        }
        vm.temp_roots.pop();
    };
    mk(vm, "UTF-8", &["UTF_8"]);
    mk(vm, "ASCII-8BIT", &["ASCII_8BIT", "BINARY"]);
    mk(vm, "US-ASCII", &["US_ASCII", "ASCII"]);
    vm.define_builtin(e, "to_s", 0, enc_to_s);
    vm.define_builtin(e, "name", 0, enc_to_s);
    vm.define_builtin(e, "inspect", 0, enc_inspect);
    vm.define_builtin(e, "names", 0, enc_names);
    vm.define_builtin(e, "ascii_compatible?", 0, enc_ascii_compat);
    vm.define_builtin(e, "dummy?", 0, |_vm, _r, _a| Ok(Value::FALSE));
    vm.define_singleton_builtin(e, "utf8_const", 0, enc_utf8);
    vm.define_singleton_builtin(e, "default_external", 0, enc_utf8);
    vm.define_singleton_builtin(e, "default_internal", 0, |_vm, _r, _a| Ok(Value::NIL));
    vm.define_singleton_builtin(e, "find", 1, enc_find);
    vm.define_singleton_builtin(e, "list", 0, enc_list);
    vm.define_singleton_builtin(e, "name_list", 0, |vm, _r, _a| {
        let list = new_list(vm);
        for n in ["ASCII-8BIT", "UTF-8", "US-ASCII", "BINARY", "ASCII"] {
            let s = vm.new_str(n);
            list_push(list, s);
        }
        Ok(end_list(vm, list))
    });
    let enc_err = vm.core.encoding_error;
    crate::core::define_class_under(vm, e, "CompatibilityError", enc_err);
    crate::core::define_class_under(vm, e, "UndefinedConversionError", enc_err);
    crate::core::define_class_under(vm, e, "InvalidByteSequenceError", enc_err);
    crate::core::define_class_under(vm, e, "ConverterNotFoundError", enc_err);
}
