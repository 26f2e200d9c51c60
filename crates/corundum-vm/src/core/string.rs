//! String: mutable byte strings tagged UTF-8 (default) or binary.

use crate::object::{self as obj, ObjType};
use crate::symbol::intern_bytes;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Number of characters (UTF-8 scalar values; bytes for binary strings).
pub fn char_len(v: Value) -> usize {
    let b = &obj::as_string(v).bytes;
    if obj::has_flag(v, obj::FL_STR_BINARY) {
        return b.len();
    }
    match std::str::from_utf8(b) {
        Ok(s) => s.chars().count(),
        Err(_) => b.len(),
    }
}

/// `String#inspect` of raw bytes (double-quoted, CRuby's escapes). `binary` prints non-ASCII
/// bytes as \xNN.
pub fn inspect_bytes(b: &[u8], binary: bool) -> String {
    let mut out = String::with_capacity(b.len() + 2);
    out.push('"');
    let text = if binary { None } else { std::str::from_utf8(b).ok() };
    let push_ascii = |out: &mut String, c: char, next: Option<char>| match c {
        '"' => out.push_str("\\\""),
        '\\' => out.push_str("\\\\"),
        '\n' => out.push_str("\\n"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        '\x1b' => out.push_str("\\e"),
        '\x07' => out.push_str("\\a"),
        '\x08' => out.push_str("\\b"),
        '\x0b' => out.push_str("\\v"),
        '\x0c' => out.push_str("\\f"),
        '#' if matches!(next, Some('{') | Some('$') | Some('@')) => out.push_str("\\#"),
        c if (c as u32) < 0x20 || c as u32 == 0x7f => out.push_str(&format!("\\x{:02X}", c as u32)),
        c => out.push(c),
    };
    match text {
        Some(s) => {
            let chars: Vec<char> = s.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                push_ascii(&mut out, c, chars.get(i + 1).copied());
            }
        }
        None => {
            for (i, &c) in b.iter().enumerate() {
                if c < 0x80 {
                    push_ascii(&mut out, c as char, b.get(i + 1).map(|&x| x as char));
                } else {
                    out.push_str(&format!("\\x{c:02X}"));
                }
            }
        }
    }
    out.push('"');
    out
}

fn bytes(v: Value) -> &'static mut Vec<u8> {
    &mut obj::as_string(v).bytes
}

fn s_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = inspect_bytes(bytes(recv), obj::has_flag(recv, obj::FL_STR_BINARY));
    Ok(vm.new_string(s.into_bytes()))
}

fn s_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::basic(recv).klass == vm.core.string {
        return Ok(recv);
    }
    let b = bytes(recv).clone();
    Ok(vm.new_string(b))
}

fn s_plus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::String) {
        return Err(vm.conversion_error(o, "String"));
    }
    let mut b = bytes(recv).clone();
    b.extend_from_slice(bytes(o));
    Ok(vm.new_string(b))
}

fn s_mul(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("negative argument"));
    }
    let b = bytes(recv).repeat(n as usize);
    Ok(vm.new_string(b))
}

fn s_concat(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    for &o in args.as_slice() {
        if o.is_fixnum() {
            let n = o.as_fixnum();
            if let Some(c) = char::from_u32(n as u32) {
                let mut buf = [0u8; 4];
                bytes(recv).extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
            continue;
        }
        let o = vm.expect_string(o)?;
        let add = bytes(o).clone();
        bytes(recv).extend_from_slice(&add);
    }
    Ok(recv)
}

fn s_eq(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    Ok(Value::bool(obj::is_type(o, ObjType::String) && bytes(recv) == bytes(o)))
}

fn s_cmp(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::String) {
        return Ok(Value::NIL);
    }
    Ok(Value::fixnum(bytes(recv).as_slice().cmp(bytes(o).as_slice()) as i64))
}

fn s_length(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(char_len(recv) as i64))
}

fn s_to_sym(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::symbol(intern_bytes(bytes(recv))))
}

fn s_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = vm.hash_of(recv)?;
    Ok(Value::fixnum((h >> 2) as i64))
}

fn s_to_i(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let base = if args.is_empty() { 10 } else { vm.expect_int(args.get(0))? as u32 };
    let s = String::from_utf8_lossy(bytes(recv)).into_owned();
    let n = crate::core::integer::parse_int_prefix(&s, base);
    Ok(vm.new_bignum(n))
}

fn s_to_f(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = String::from_utf8_lossy(bytes(recv)).into_owned();
    Ok(vm.new_float(crate::core::float::parse_float_prefix(&s)))
}

fn map_str(vm: &mut Vm, recv: Value, f: fn(&str) -> String) -> VmResult {
    let s = String::from_utf8_lossy(bytes(recv)).into_owned();
    Ok(vm.new_string(f(&s).into_bytes()))
}

fn s_freeze(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    obj::set_flag(recv, obj::FL_FROZEN, true);
    Ok(recv)
}

fn s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = if args.positional().is_empty() {
        Vec::new()
    } else {
        let s = vm.expect_string(args.get(0))?;
        bytes(s).clone()
    };
    let s = vm.new_string_of_class(b, recv);
    if recv != vm.core.string {
        vm.call_method_kw(s, crate::symbol::sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw)?;
    }
    Ok(s)
}

fn s_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if let Some(&s) = args.positional().first() {
        let s = vm.expect_string(s)?;
        let b = bytes(s).clone();
        *bytes(recv) = b;
    }
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm) {
    let s = vm.core.string;
    vm.define_singleton_builtin(s, "new", -1, s_new);
    vm.define_private_builtin(s, "initialize", -1, s_initialize);
    vm.define_builtin(s, "inspect", 0, s_inspect);
    vm.define_builtin(s, "to_s", 0, s_to_s);
    vm.define_builtin(s, "to_str", 0, s_to_s);
    vm.define_builtin(s, "+", 1, s_plus);
    vm.define_builtin(s, "*", 1, s_mul);
    vm.define_builtin(s, "<<", 1, s_concat);
    vm.define_builtin(s, "concat", -1, s_concat);
    vm.define_builtin(s, "==", 1, s_eq);
    vm.define_builtin(s, "===", 1, s_eq);
    vm.define_builtin(s, "eql?", 1, s_eq);
    vm.define_builtin(s, "<=>", 1, s_cmp);
    vm.define_builtin(s, "length", 0, s_length);
    vm.define_builtin(s, "size", 0, s_length);
    vm.define_builtin(s, "bytesize", 0, |_vm, r, _a| Ok(Value::fixnum(bytes(r).len() as i64)));
    vm.define_builtin(s, "empty?", 0, |_vm, r, _a| Ok(Value::bool(bytes(r).is_empty())));
    vm.define_builtin(s, "to_sym", 0, s_to_sym);
    vm.define_builtin(s, "intern", 0, s_to_sym);
    vm.define_builtin(s, "hash", 0, s_hash);
    vm.define_builtin(s, "to_i", -1, s_to_i);
    vm.define_builtin(s, "to_f", 0, s_to_f);
    vm.define_builtin(s, "upcase", -1, |vm, r, _a| map_str(vm, r, |s| s.to_uppercase()));
    vm.define_builtin(s, "downcase", -1, |vm, r, _a| map_str(vm, r, |s| s.to_lowercase()));
    vm.define_builtin(s, "freeze", 0, s_freeze);
    vm.define_builtin(s, "+@", 0, |vm, r, _a| {
        if obj::has_flag(r, obj::FL_FROZEN) {
            let b = bytes(r).clone();
            Ok(vm.new_string(b))
        } else {
            Ok(r)
        }
    });
    vm.define_builtin(s, "-@", 0, s_freeze);
    vm.define_builtin(s, "dup", 0, |vm, r, _a| {
        let b = bytes(r).clone();
        let k = vm.class_of_real(r);
        Ok(vm.new_string_of_class(b, k))
    });
}
