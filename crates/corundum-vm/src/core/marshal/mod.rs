//! Marshal: CRuby's binary serialization, format 4.8, byte for byte (`dump.rs` writes it,
//! `load.rs` reads it; this file registers the module and holds what both share: the type
//! bytes, the class-path lookups and the argument forms).
//!
//! Invariants:
//! - Every Value either side keeps in Rust memory (the link tables) is also held by a Ruby Array
//!   pushed to `vm.temp_roots` for the whole call, so identities stay valid (no freed object's
//!   address can be reused for a new one while a dump still maps it to a link index).
//! - Loading never trusts a count: nothing is reserved ahead from a length prefix, every byte
//!   read is checked against the input ("marshal data too short"), recursion is bounded by the
//!   machine-stack check (`Vm::check_stack`), and bad input is an ArgumentError or TypeError with
//!   CRuby's text, never a panic.
//! - Class names are resolved as CRuby's `rb_path_to_class` does (`path_to_class`): constants
//!   looked up one segment at a time, own constants only.

pub mod dump;
mod load;

use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, intern_bytes};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub const MAJOR: u8 = 4;
pub const MINOR: u8 = 8;

pub const T_NIL: u8 = b'0';
pub const T_TRUE: u8 = b'T';
pub const T_FALSE: u8 = b'F';
pub const T_FIXNUM: u8 = b'i';
pub const T_EXTENDED: u8 = b'e';
pub const T_UCLASS: u8 = b'C';
pub const T_OBJECT: u8 = b'o';
pub const T_DATA: u8 = b'd';
pub const T_USERDEF: u8 = b'u';
pub const T_USRMARSHAL: u8 = b'U';
pub const T_FLOAT: u8 = b'f';
pub const T_BIGNUM: u8 = b'l';
pub const T_STRING: u8 = b'"';
pub const T_REGEXP: u8 = b'/';
pub const T_ARRAY: u8 = b'[';
pub const T_HASH: u8 = b'{';
pub const T_HASH_DEF: u8 = b'}';
pub const T_STRUCT: u8 = b'S';
pub const T_MODULE_OLD: u8 = b'M';
pub const T_CLASS: u8 = b'c';
pub const T_MODULE: u8 = b'm';
pub const T_SYMBOL: u8 = b':';
pub const T_SYMLINK: u8 = b';';
pub const T_IVAR: u8 = b'I';
pub const T_LINK: u8 = b'@';

/// Whether `v` is a Class or Module object.
pub fn is_module_like(v: Value) -> bool {
    v.is_heap() && matches!(obj::obj_type(v), ObjType::Class | ObjType::Module)
}

/// CRuby's `rb_path_to_class`: the class or module named by `path` ("A::B"), looking up each
/// segment among the own constants of the previous one (Object first). ArgumentError "undefined
/// class/module A::B" names the path up to the segment that failed; TypeError when a segment
/// is not a class or module.
pub fn path_to_class(vm: &mut Vm, path: &[u8]) -> VmResult {
    let shown = |p: &[u8]| String::from_utf8_lossy(p).into_owned();
    if path.first() == Some(&b'#') {
        return Err(vm.arg_error(&format!("can't retrieve anonymous class {}", shown(path))));
    }
    let mut c = vm.core.object;
    let mut p = 0;
    let end = path.len();
    loop {
        let beg = p;
        while p < end && path[p] != b':' {
            p += 1;
        }
        let undefined = |vm: &mut Vm, upto: usize| Err(vm.arg_error(&format!("undefined class/module {}", shown(&path[..upto]))));
        if beg == p {
            return undefined(vm, p);
        }
        let seg = &path[beg..p];
        if p < end && (p + 2 >= end || path[p + 1] != b':') {
            return undefined(vm, p);
        }
        let name = match crate::symbol::lookup(seg) {
            Some(id) if id.is_const_name() => id,
            _ => return undefined(vm, p),
        };
        let found = own_const(c, name);
        let Some(v) = found else { return undefined(vm, p) };
        if !is_module_like(v) {
            return Err(vm.type_error(&format!("{} does not refer to class/module", shown(path))));
        }
        c = v;
        if p >= end {
            return Ok(c);
        }
        p += 2;
    }
}

/// A constant defined in `k` itself (CRuby's `rb_const_defined_at`/`rb_const_get_at`).
fn own_const(k: Value, name: crate::symbol::SymbolId) -> Option<Value> {
    obj::as_class(k).data.consts.get(&name).copied()
}

/// `path_to_class` that must find a Class (not a Module): ArgumentError "X does not refer to
/// class" otherwise.
pub fn path_to_real_class(vm: &mut Vm, path: &[u8]) -> VmResult {
    let k = path_to_class(vm, path)?;
    if obj::obj_type(k) != ObjType::Class {
        return Err(vm.arg_error(&format!("{} does not refer to class", String::from_utf8_lossy(path))));
    }
    Ok(k)
}

/// `path_to_class` that must find a Module: ArgumentError "X does not refer to module".
pub fn path_to_module(vm: &mut Vm, path: &[u8]) -> VmResult {
    let k = path_to_class(vm, path)?;
    if obj::obj_type(k) != ObjType::Module {
        return Err(vm.arg_error(&format!("{} does not refer to module", String::from_utf8_lossy(path))));
    }
    Ok(k)
}

/// Whether class `k` is `base` or inherits from it.
pub fn inherits(vm: &mut Vm, k: Value, base: Value) -> bool {
    is_module_like(k) && vm.ancestors(k).contains(&base)
}

/// `Marshal.dump(obj, io = nil, limit = -1)`: io may be left out, the limit is an Integer.
fn m_dump(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(3))?;
    let a = args.positional();
    // CRuby's argument rule: with three arguments the second is the port and the third the
    // limit (nil: none); with two, a Fixnum is the limit and anything else the port; a nil port
    // is "instance of IO needed".
    let (mut port, mut limit) = (Value::NIL, -1);
    match a.len() {
        3 => {
            if !a[2].is_nil() {
                limit = vm.expect_int(a[2])?;
                // NUM2INT.
                if limit > i64::from(i32::MAX) || limit < i64::from(i32::MIN) {
                    let dir = if limit > 0 { "big" } else { "small" };
                    return Err(vm.make_error(vm.core.range_error, &format!("integer {limit} too {dir} to convert to 'int'")));
                }
            }
            if a[1].is_nil() {
                return Err(vm.type_error("instance of IO needed"));
            }
            port = a[1];
        }
        2 => {
            if a[1].is_fixnum() {
                limit = a[1].as_fixnum();
            } else if a[1].is_nil() {
                return Err(vm.type_error("instance of IO needed"));
            } else {
                port = a[1];
            }
        }
        _ => {}
    }
    if !port.is_nil() && !vm.respond_to(port, intern("write"), false) {
        return Err(vm.type_error("instance of IO needed"));
    }
    if !port.is_nil() && vm.respond_to(port, intern("binmode"), false) {
        vm.call_method(port, intern("binmode"), &[], None)?;
    }
    let bytes = dump::dump(vm, a[0], port, limit)?;
    if port.is_nil() {
        Ok(vm.new_binary_string(bytes))
    } else {
        Ok(port)
    }
}

/// `Marshal.load(source, proc = nil, freeze: false)` (and `Marshal.restore`).
fn m_load(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let mut freeze = false;
    if let Some(kw) = args.kwargs() {
        let keys: Vec<Value> = obj::as_hash(kw).table.iter().map(|e| e.key).collect();
        let key = Value::symbol(intern("freeze"));
        let unknown: Vec<Value> = keys.into_iter().filter(|k| *k != key).collect();
        if !unknown.is_empty() {
            return Err(vm.unknown_keywords_error(&unknown));
        }
        freeze = vm.hash_lookup_symbol(kw, intern("freeze")).is_some_and(|v| v.truthy());
    }
    vm.check_argc(args, 1, Some(2))?;
    let a = args.positional();
    let proc_ = a.get(1).copied().unwrap_or(Value::NIL);
    let port = a[0];
    let src = if crate::core::is_string(port) {
        load::Source::bytes(obj::as_string(port).bytes.to_vec())
    } else {
        let s = if port.is_heap() && vm.respond_to(port, intern("to_str"), true) { Some(vm.expect_string(port)?) } else { None };
        match s {
            Some(s) => load::Source::bytes(obj::as_string(s).bytes.to_vec()),
            None => {
                if !vm.respond_to(port, intern("getbyte"), false) || !vm.respond_to(port, intern("read"), false) {
                    return Err(vm.type_error("instance of IO needed"));
                }
                if vm.respond_to(port, intern("binmode"), false) {
                    vm.call_method(port, intern("binmode"), &[], None)?;
                }
                load::Source::io(port)
            }
        }
    };
    load::load(vm, src, proc_, freeze)
}

pub fn init(vm: &mut Vm) {
    let m = crate::core::define_module(vm, "Marshal");
    vm.define_singleton_builtin(m, "dump", -1, m_dump);
    vm.define_singleton_builtin(m, "load", -1, m_load);
    if let Ok(sc) = vm.singleton_class(m) {
        let _ = vm.alias_method(sc, intern("restore"), intern("load"));
    }
    vm.const_set(m, intern("MAJOR_VERSION"), Value::fixnum(i64::from(MAJOR)));
    vm.const_set(m, intern("MINOR_VERSION"), Value::fixnum(i64::from(MINOR)));
}

#[cfg(test)]
mod tests;
