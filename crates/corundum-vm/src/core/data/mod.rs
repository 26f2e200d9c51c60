//! Data: immutable value classes made by `Data.define`, on the member storage of
//! `core::struct_` (members in a frozen class Array, values in `@`-less ivars, attr_reader
//! accessors cached at call sites like `attr_reader`; no writers).
//!
//! Invariants:
//! - `new`/`[]` turn positional arguments into keywords by member order (ArgumentError "wrong
//!   number of arguments (given 3, expected 0..2)" for too many) and call `initialize` with
//!   keywords only, so a user `initialize(amount:, unit: "m")` calling `super` sees what CRuby
//!   passes.
//! - `Data#initialize` checks unknown keywords before missing ones (CRuby's order) and freezes
//!   the instance; `with` builds a new instance through `initialize` with the merged members.
//! - Data itself has no `new`: only classes with members (`struct_::members_of`) construct.

use crate::core::struct_::{self, get_member, member_at, member_count, member_index, members_of, members_of_obj, new_instance, set_member};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `Data.define(*members) { ... }`.
fn d_define(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let names = struct_::member_names(vm, args.as_slice())?;
    if let Some(bad) = names.iter().find(|n| n.bytes().ends_with(b"=")) {
        return Err(vm.arg_error(&format!("invalid data member: {}", bad.name())));
    }
    let klass = struct_::make_member_class(vm, recv, &names, false)?;
    if let Some(b) = args.block.clone() {
        vm.temp_roots.push(klass);
        let r = vm.call_method(klass, intern("class_eval"), &[], Some(b));
        vm.temp_roots.pop();
        r?;
    }
    Ok(klass)
}

/// `DataClass.new(*values, **members)` / `DataClass[...]`.
fn d_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(members) = members_of(vm, recv) else {
        let name = vm.module_name(recv);
        return Err(vm.make_error(vm.core.no_method_error, &format!("undefined method 'new' for class {name}")));
    };
    let n = member_count(members);
    let positional = args.positional();
    if positional.len() > n {
        return Err(vm.arg_count_error(positional.len(), 0, n));
    }
    let kw = vm.new_hash();
    vm.temp_roots.push(kw);
    let r = (|| -> VmResult {
        for (i, &v) in positional.iter().enumerate() {
            if let Some(m) = member_at(members, i) {
                vm.hash_set(kw, Value::symbol(m), v)?;
            }
        }
        if let Some(h) = args.kwargs() {
            for (k, v) in crate::core::hash::pairs(h) {
                vm.hash_set(kw, k, v)?;
            }
        }
        let o = new_instance(vm, recv)?;
        vm.temp_roots.push(o);
        let r = vm.call_method_kw(o, intern("initialize"), &[kw], args.block.clone(), true);
        vm.temp_roots.pop();
        r.map(|_| o)
    })();
    vm.temp_roots.pop();
    r
}

/// The member a keyword names (Symbol or String key).
fn keyword_member(members: Value, k: Value) -> Option<SymbolId> {
    let id = if k.is_symbol() {
        k.as_symbol()
    } else if obj::is_type(k, ObjType::String) {
        crate::symbol::intern_bytes(&obj::as_string(k).bytes)
    } else {
        return None;
    };
    member_index(members, id).and_then(|i| member_at(members, i))
}

/// "unknown keyword: :z" / "missing keywords: :x, :y".
fn keyword_error(vm: &mut Vm, what: &str, shown: &[String]) -> crate::vm::Unwind {
    let plural = if shown.len() == 1 { "" } else { "s" };
    vm.arg_error(&format!("{what} keyword{plural}: {}", shown.join(", ")))
}

/// `Data#initialize(**members)`: every member must be given, and nothing else.
fn d_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let positional = args.positional();
    if !positional.is_empty() {
        return Err(vm.arg_count_error(positional.len(), 0, 0));
    }
    let members = members_of_obj(vm, recv);
    let n = member_count(members);
    let mut given = vec![false; n];
    let mut unknown = Vec::new();
    if let Some(h) = args.kwargs() {
        for (k, v) in crate::core::hash::pairs(h) {
            match keyword_member(members, k) {
                Some(m) => {
                    if let Some(i) = member_index(members, m) {
                        given[i] = true;
                    }
                    set_member(vm, recv, m, v)?;
                }
                None => unknown.push(vm.inspect_str(k)?),
            }
        }
    }
    if !unknown.is_empty() {
        return Err(keyword_error(vm, "unknown", &unknown));
    }
    let missing: Vec<String> = (0..n).filter(|&i| !given[i]).filter_map(|i| member_at(members, i)).map(|m| format!(":{}", m.name())).collect();
    if !missing.is_empty() {
        return Err(keyword_error(vm, "missing", &missing));
    }
    vm.freeze(recv);
    Ok(Value::NIL)
}

/// `with(**changes)`: self when nothing changes, else a new instance through `initialize`.
fn d_with(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let positional = args.positional();
    if !positional.is_empty() {
        return Err(vm.arg_count_error(positional.len(), 0, 0));
    }
    let Some(changes) = args.kwargs() else { return Ok(recv) };
    let kw = struct_::st_to_h(vm, recv, &Args::from_slice(&[], None))?;
    vm.temp_roots.push(kw);
    let r = (|| -> VmResult {
        for (k, v) in crate::core::hash::pairs(changes) {
            vm.hash_set(kw, k, v)?;
        }
        let klass = vm.class_of_real(recv);
        let o = new_instance(vm, klass)?;
        vm.temp_roots.push(o);
        let r = vm.call_method_kw(o, intern("initialize"), &[kw], None, true);
        vm.temp_roots.pop();
        r.map(|_| o)
    })();
    vm.temp_roots.pop();
    r
}

fn d_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = struct_::member_inspect(vm, recv, "data")?;
    Ok(vm.new_str(&s))
}

fn d_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(struct_::members_eq(vm, recv, args.get(0), false)?))
}

fn d_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(struct_::members_eq(vm, recv, args.get(0), true)?))
}

/// `deconstruct`: the member values in member order.
fn d_deconstruct(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let members = members_of_obj(vm, recv);
    let mut vals = Vec::with_capacity(member_count(members));
    for i in 0..member_count(members) {
        if let Some(m) = member_at(members, i) {
            vals.push(get_member(vm, recv, m));
        }
    }
    Ok(vm.new_array(vals))
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let k = crate::core::define_class(vm, "Data", object);
    vm.core.data_class = k;
    vm.define_singleton_builtin(k, "define", -1, d_define);
    vm.define_singleton_builtin(k, "new", -1, d_new);
    vm.define_singleton_builtin(k, "[]", -1, d_new);
    vm.define_singleton_builtin(k, "members", 0, struct_::s_members_class);
    vm.define_singleton_builtin(k, "allocate", 0, struct_::member_class_allocate);
    vm.define_private_builtin(k, "initialize", -1, d_initialize);
    vm.define_builtin(k, "with", -1, d_with);
    vm.define_builtin(k, "inspect", 0, d_inspect);
    vm.define_builtin(k, "to_s", 0, d_inspect);
    vm.define_builtin(k, "==", 1, d_eq);
    vm.define_builtin(k, "eql?", 1, d_eql);
    vm.define_builtin(k, "hash", 0, struct_::st_hash);
    vm.define_builtin(k, "to_h", 0, struct_::st_to_h);
    vm.define_builtin(k, "members", 0, struct_::st_members);
    vm.define_builtin(k, "deconstruct", 0, d_deconstruct);
    vm.define_builtin(k, "deconstruct_keys", 1, struct_::st_deconstruct_keys);
}
