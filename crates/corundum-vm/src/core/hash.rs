//! Hash: insertion-ordered, keys compared with `hash`/`eql?` (table in crate::hash).

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `Hash#inspect` in CRuby 3.4's format: `{name: 1, "k" => 2}`.
pub fn hash_inspect(vm: &mut Vm, recv: Value) -> VmResult<String> {
    if obj::as_hash(recv).table.is_empty() {
        return Ok("{}".into());
    }
    if vm.inspect_guard.contains(&recv) {
        return Ok("{...}".into());
    }
    vm.inspect_guard.push(recv);
    let mut out = String::from("{");
    let mut first = true;
    let mut i = 0;
    while i < obj::as_hash(recv).table.entries.len() {
        let e = obj::as_hash(recv).table.entries[i];
        i += 1;
        if e.key.is_undef() {
            continue;
        }
        if !first {
            out.push_str(", ");
        }
        first = false;
        let r = (|| -> VmResult<()> {
            if e.key.is_symbol() {
                let name = e.key.as_symbol().bytes();
                if crate::core::symbol::symbol_is_simple(name) && !name.ends_with(b"=") || (name.ends_with(b"?") || name.ends_with(b"!")) && crate::core::symbol::symbol_is_simple(name) {
                    out.push_str(&String::from_utf8_lossy(name));
                } else {
                    out.push_str(&crate::core::string::inspect_bytes(name, false));
                }
                out.push_str(": ");
            } else {
                out.push_str(&vm.inspect_str(e.key)?);
                out.push_str(" => ");
            }
            out.push_str(&vm.inspect_str(e.value)?);
            Ok(())
        })();
        if let Err(u) = r {
            vm.inspect_guard.pop();
            return Err(u);
        }
    }
    vm.inspect_guard.pop();
    out.push('}');
    Ok(out)
}

fn h_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = hash_inspect(vm, recv)?;
    Ok(vm.new_string(s.into_bytes()))
}

fn h_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.hash_aref(recv, args.get(0))
}

fn h_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    vm.hash_set_literal(recv, args.get(0), args.get(1))?;
    Ok(args.get(1))
}

/// Snapshot of the live (key, value) pairs, rooted by the caller's hash.
pub fn pairs(h: Value) -> Vec<(Value, Value)> {
    obj::as_hash(h).table.iter().map(|e| (e.key, e.value)).collect()
}

fn h_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "each", &[]);
    };
    let mut i = 0;
    while i < obj::as_hash(recv).table.entries.len() {
        let e = obj::as_hash(recv).table.entries[i];
        i += 1;
        if e.key.is_undef() {
            continue;
        }
        let pair = vm.new_array(vec![e.key, e.value]);
        vm.yield_block(&b, &[pair])?;
    }
    Ok(recv)
}

fn h_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let h = vm.new_hash_of_class(recv);
    if let Some(b) = args.block.clone() {
        let p = crate::core::proc_::new_proc(vm, b, false)?;
        obj::as_hash(h).table.default_proc = p;
    } else if let Some(&d) = args.positional().first() {
        obj::as_hash(h).table.default = d;
    }
    Ok(h)
}

pub fn init(vm: &mut Vm) {
    let h = vm.core.hash;
    vm.define_singleton_builtin(h, "new", -1, h_new);
    vm.define_builtin(h, "inspect", 0, h_inspect);
    vm.define_builtin(h, "to_s", 0, h_inspect);
    vm.define_builtin(h, "[]", 1, h_aref);
    vm.define_builtin(h, "[]=", 2, h_aset);
    vm.define_builtin(h, "store", 2, h_aset);
    vm.define_builtin(h, "each", 0, h_each);
    vm.define_builtin(h, "each_pair", 0, h_each);
    vm.define_builtin(h, "size", 0, |_vm, r, _a| Ok(Value::fixnum(obj::as_hash(r).table.len() as i64)));
    vm.define_builtin(h, "length", 0, |_vm, r, _a| Ok(Value::fixnum(obj::as_hash(r).table.len() as i64)));
    vm.define_builtin(h, "empty?", 0, |_vm, r, _a| Ok(Value::bool(obj::as_hash(r).table.is_empty())));
    vm.define_builtin(h, "to_h", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(h, "to_hash", 0, |_vm, r, _a| Ok(r));
    let _ = ObjType::Hash;
}
