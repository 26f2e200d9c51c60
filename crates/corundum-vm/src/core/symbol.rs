//! Symbol.

use crate::object::{self as obj};
use crate::symbol::{intern_bytes, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}
fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// Whether `:name` prints without quotes.
pub fn symbol_is_simple(b: &[u8]) -> bool {
    if b.is_empty() {
        return false;
    }
    const OPS: &[&str] = &["+", "-", "*", "/", "%", "**", "==", "!=", "<", "<=", ">", ">=", "<=>", "===", "[]", "[]=", "<<", ">>", "&", "|", "^", "!", "-@", "+@", "~", "=~", "!~", "`"];
    if let Ok(s) = std::str::from_utf8(b) {
        if OPS.contains(&s) {
            return true;
        }
    }
    let (start, body) = if b[0] == b'@' {
        if b.len() > 1 && b[1] == b'@' { (2, &b[2..]) } else { (1, &b[1..]) }
    } else if b[0] == b'$' {
        (1, &b[1..])
    } else {
        (0, b)
    };
    let _ = start;
    if body.is_empty() || !is_ident_start(body[0]) {
        return false;
    }
    let (last, core) = match body.last() {
        Some(b'?' | b'!' | b'=') if b[0] != b'@' && b[0] != b'$' => (1, &body[..body.len() - 1]),
        _ => (0, body),
    };
    let _ = last;
    !core.is_empty() && core.iter().all(|&c| is_ident(c))
}

pub fn symbol_inspect(id: SymbolId) -> String {
    let b = id.bytes();
    if symbol_is_simple(b) {
        format!(":{}", String::from_utf8_lossy(b))
    } else {
        format!(":{}", crate::core::string::inspect_bytes(b, false))
    }
}

fn sym_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_string(recv.as_symbol().bytes().to_vec()))
}
fn sym_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = symbol_inspect(recv.as_symbol());
    Ok(vm.new_string(s.into_bytes()))
}
fn sym_to_sym(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}
fn sym_to_proc(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    crate::core::proc_::new_proc(vm, Block::Symbol(recv.as_symbol()), true)
}
fn sym_length(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(String::from_utf8_lossy(recv.as_symbol().bytes()).chars().count() as i64))
}
fn sym_cmp(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !o.is_symbol() {
        return Ok(Value::NIL);
    }
    Ok(Value::fixnum(match recv.as_symbol().bytes().cmp(o.as_symbol().bytes()) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }))
}
fn sym_eq(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(recv == args.get(0)))
}
/// Symbol methods that behave like the String method on the name (`upcase`, `[]`, ...).
fn sym_via_string(vm: &mut Vm, recv: Value, args: &Args, name: &str, to_sym: bool) -> VmResult {
    let s = vm.new_string(recv.as_symbol().bytes().to_vec());
    let r = vm.call_method(s, crate::symbol::intern(name), args.as_slice(), args.block.clone())?;
    if to_sym && obj::is_type(r, obj::ObjType::String) {
        return Ok(Value::symbol(intern_bytes(&obj::as_string(r).bytes)));
    }
    Ok(r)
}

pub fn init(vm: &mut Vm) {
    let s = vm.core.symbol;
    vm.define_builtin(s, "to_s", 0, sym_to_s);
    vm.define_builtin(s, "id2name", 0, sym_to_s);
    vm.define_builtin(s, "name", 0, sym_to_s);
    vm.define_builtin(s, "inspect", 0, sym_inspect);
    vm.define_builtin(s, "to_sym", 0, sym_to_sym);
    vm.define_builtin(s, "to_proc", 0, sym_to_proc);
    vm.define_builtin(s, "length", 0, sym_length);
    vm.define_builtin(s, "size", 0, sym_length);
    vm.define_builtin(s, "<=>", 1, sym_cmp);
    vm.define_builtin(s, "==", 1, sym_eq);
    vm.define_builtin(s, "===", 1, sym_eq);
    vm.define_builtin(s, "upcase", 0, |vm, r, a| sym_via_string(vm, r, a, "upcase", true));
    vm.define_builtin(s, "downcase", 0, |vm, r, a| sym_via_string(vm, r, a, "downcase", true));
    vm.define_builtin(s, "capitalize", 0, |vm, r, a| sym_via_string(vm, r, a, "capitalize", true));
    vm.define_builtin(s, "swapcase", 0, |vm, r, a| sym_via_string(vm, r, a, "swapcase", true));
    vm.define_builtin(s, "succ", 0, |vm, r, a| sym_via_string(vm, r, a, "succ", true));
    vm.define_builtin(s, "[]", -2, |vm, r, a| sym_via_string(vm, r, a, "[]", false));
    vm.define_builtin(s, "start_with?", -1, |vm, r, a| sym_via_string(vm, r, a, "start_with?", false));
    vm.define_builtin(s, "end_with?", -1, |vm, r, a| sym_via_string(vm, r, a, "end_with?", false));
    vm.define_builtin(s, "empty?", 0, |_vm, r, _a| Ok(Value::bool(r.as_symbol().bytes().is_empty())));
}
