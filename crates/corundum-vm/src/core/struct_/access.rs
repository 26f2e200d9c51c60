//! Struct instance methods that read and write members: `[]`, `[]=`, `members`, `to_a`,
//! `to_h`, `deconstruct_keys`, `values_at`, `dig`, `size`, `each`, `each_pair`, `select`.
//!
//! Invariants:
//! - A member is named by Symbol or String (NameError "no member 'z' in struct") or by an
//!   Integer position, negative from the end (IndexError "offset 5 too large for
//!   struct(size:2)"); `resolve` is the one place that turns a key into a member name.
//! - Iterators re-read the member count at each step, since the block may do anything; they
//!   yield values read at that moment.

use super::{get_member, member_at, member_count, member_index, members_of_obj, set_member, values_array};
use crate::core::enumerable::block_or_enum;
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// What a key names: a member, or nothing (for the error or a nil answer).
enum Lookup {
    Member(SymbolId),
    NoName(Value),
    TooLarge(i64),
    TooSmall(i64),
}

fn lookup(vm: &mut Vm, o: Value, key: Value) -> VmResult<Lookup> {
    let members = members_of_obj(vm, o);
    let n = member_count(members) as i64;
    if key.is_symbol() || obj::is_type(key, ObjType::String) {
        let id = if key.is_symbol() { key.as_symbol() } else { crate::symbol::intern_bytes(&obj::as_string(key).bytes) };
        return Ok(match member_index(members, id) {
            Some(_) => Lookup::Member(id),
            None => Lookup::NoName(key),
        });
    }
    let i = vm.expect_int(key)?;
    let at = if i < 0 { i + n } else { i };
    if at < 0 {
        return Ok(Lookup::TooSmall(i));
    }
    if at >= n {
        return Ok(Lookup::TooLarge(i));
    }
    Ok(match member_at(members, at as usize) {
        Some(m) => Lookup::Member(m),
        None => Lookup::TooLarge(i),
    })
}

/// The member `key` names, or CRuby's NameError/IndexError.
fn resolve(vm: &mut Vm, o: Value, key: Value) -> VmResult<SymbolId> {
    match lookup(vm, o, key)? {
        Lookup::Member(m) => Ok(m),
        Lookup::NoName(k) => {
            let name = if k.is_symbol() { k.as_symbol().name().into_owned() } else { crate::core::str_of(k) };
            let id = intern(&name);
            Err(vm.name_error(&format!("no member '{name}' in struct"), id, o))
        }
        Lookup::TooLarge(i) => {
            let n = member_count(members_of_obj(vm, o));
            Err(vm.make_error(vm.core.index_error, &format!("offset {i} too large for struct(size:{n})")))
        }
        Lookup::TooSmall(i) => {
            let n = member_count(members_of_obj(vm, o));
            Err(vm.make_error(vm.core.index_error, &format!("offset {i} too small for struct(size:{n})")))
        }
    }
}

fn st_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let m = resolve(vm, recv, args.get(0))?;
    Ok(get_member(vm, recv, m))
}

fn st_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let m = resolve(vm, recv, args.get(0))?;
    let v = args.get(1);
    set_member(vm, recv, m, v)?;
    Ok(v)
}

/// `members`: a new Array of the member Symbols.
pub fn st_members(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let members = members_of_obj(vm, recv);
    let items = obj::as_array(members).items.to_vec();
    Ok(vm.new_array(items))
}

/// `to_a`/`deconstruct`/`values`.
pub fn st_to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(values_array(vm, recv))
}

fn st_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = member_count(members_of_obj(vm, recv));
    Ok(Value::fixnum(n as i64))
}

/// `to_h` (with a block: each `[key, value]` pair it returns), shared with Data.
pub fn st_to_h(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    let r = fill_hash(vm, recv, h, args);
    vm.temp_roots.pop();
    r.map(|_| h)
}

fn fill_hash(vm: &mut Vm, recv: Value, h: Value, args: &Args) -> VmResult<()> {
    let members = members_of_obj(vm, recv);
    let mut i = 0;
    while i < member_count(members) {
        let Some(m) = member_at(members, i) else { break };
        let v = get_member(vm, recv, m);
        match &args.block {
            None => vm.hash_set(h, Value::symbol(m), v)?,
            Some(b) => {
                let pair = vm.yield_block(b, &[Value::symbol(m), v])?;
                // Converted with `to_ary` and checked as Enumerable#to_h's pairs are.
                vm.temp_roots.push(pair);
                let r = crate::core::enumerable::to_h_pair(vm, h, pair, None);
                vm.temp_roots.pop();
                r?;
            }
        }
        i += 1;
    }
    Ok(())
}

/// `deconstruct_keys(keys)`, shared with Data: nil gives every member; an Array gives the
/// members it names up to the first key that names none (and nothing when it has more keys
/// than there are members).
pub fn st_deconstruct_keys(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let keys = args.get(0);
    if keys.is_nil() {
        return st_to_h(vm, recv, &Args::from_slice(&[], None));
    }
    if !obj::is_type(keys, ObjType::Array) {
        let k = vm.class_of_real(keys);
        let cname = vm.module_name(k);
        return Err(vm.type_error(&format!("wrong argument type {cname} (expected Array or nil)")));
    }
    let h = vm.new_hash();
    let members = members_of_obj(vm, recv);
    if obj::as_array(keys).items.len() > member_count(members) {
        return Ok(h);
    }
    vm.temp_roots.push(h);
    let mut i = 0;
    let mut r = Ok(());
    while i < obj::as_array(keys).items.len() {
        let key = obj::as_array(keys).items[i];
        let m = match lookup(vm, recv, key) {
            Ok(Lookup::Member(m)) => m,
            Ok(_) => break,
            Err(e) => {
                r = Err(e);
                break;
            }
        };
        let v = get_member(vm, recv, m);
        if let Err(e) = vm.hash_set(h, key, v) {
            r = Err(e);
            break;
        }
        i += 1;
    }
    vm.temp_roots.pop();
    r.map(|_| h)
}

/// `values_at(*indexes)`: Integers (IndexError when out of range) and Ranges (as Array's).
fn st_values_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let values = values_array(vm, recv);
    vm.temp_roots.push(values);
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    let r = (|| -> VmResult<()> {
        for &a in args.as_slice() {
            if obj::is_type(a, ObjType::Range) {
                // A range starting before the first member is an error here (Array#values_at
                // would skip it).
                let (b, n) = (obj::as_range(a).begin, obj::as_array(values).items.len() as i64);
                if b.is_fixnum() && b.as_fixnum() < 0 && b.as_fixnum() + n < 0 {
                    let shown = vm.inspect_str(a)?;
                    return Err(vm.make_error(vm.core.range_error, &format!("{shown} out of range")));
                }
                // Array's own values_at (not a dispatch a redefinition could answer).
                let part = crate::core::array::values_at(vm, values, &Args::from_slice(&[a], None))?;
                let items = obj::as_array(part).items.to_vec();
                for v in items {
                    vm.call_method(out, intern("push"), &[v], None)?;
                }
            } else {
                let m = resolve_index(vm, recv, a)?;
                let v = get_member(vm, recv, m);
                vm.call_method(out, intern("push"), &[v], None)?;
            }
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    vm.temp_roots.pop();
    r.map(|_| out)
}

/// An Integer position only (values_at does not take names).
fn resolve_index(vm: &mut Vm, o: Value, key: Value) -> VmResult<SymbolId> {
    if key.is_symbol() || obj::is_type(key, ObjType::String) {
        return Err(vm.conversion_error(key, "Integer"));
    }
    resolve(vm, o, key)
}

/// `dig(key, *rest)`: a key naming no member gives nil.
fn st_dig(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, None)?;
    let first = match lookup(vm, recv, args.get(0))? {
        Lookup::Member(m) => get_member(vm, recv, m),
        _ => Value::NIL,
    };
    let rest = &args.as_slice()[1..];
    if rest.is_empty() || first.is_nil() {
        return Ok(first);
    }
    let dig = intern("dig");
    if !vm.respond_to(first, dig, true) {
        let k = vm.class_of_real(first);
        let cname = vm.module_name(k);
        return Err(vm.type_error(&format!("{cname} does not have #dig method")));
    }
    vm.call_method(first, dig, rest, None)
}

fn st_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each");
    let mut i = 0;
    loop {
        let members = members_of_obj(vm, recv);
        let Some(m) = (i < member_count(members)).then(|| member_at(members, i)).flatten() else { break };
        let v = get_member(vm, recv, m);
        vm.yield_block(&b, &[v])?;
        i += 1;
    }
    Ok(recv)
}

fn st_each_pair(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_pair");
    let mut i = 0;
    loop {
        let members = members_of_obj(vm, recv);
        let Some(m) = (i < member_count(members)).then(|| member_at(members, i)).flatten() else { break };
        let v = get_member(vm, recv, m);
        let pair = vm.new_array(vec![Value::symbol(m), v]);
        vm.yield_block(&b, &[pair])?;
        i += 1;
    }
    Ok(recv)
}

fn st_select(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(0))?;
    let b = block_or_enum!(vm, recv, args, "select");
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    let r = (|| -> VmResult<()> {
        let mut i = 0;
        loop {
            let members = members_of_obj(vm, recv);
            let Some(m) = (i < member_count(members)).then(|| member_at(members, i)).flatten() else { break };
            let v = get_member(vm, recv, m);
            if vm.yield_block(&b, &[v])?.truthy() {
                vm.call_method(out, intern("push"), &[v], None)?;
            }
            i += 1;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    r.map(|_| out)
}

pub(super) fn init(vm: &mut Vm) {
    let k = vm.core.struct_class;
    vm.define_builtin(k, "[]", 1, st_aref);
    vm.define_builtin(k, "[]=", 2, st_aset);
    vm.define_builtin(k, "members", 0, st_members);
    for name in ["to_a", "deconstruct", "values"] {
        vm.define_builtin(k, name, 0, st_to_a);
    }
    vm.define_builtin(k, "to_h", 0, st_to_h);
    vm.define_builtin(k, "deconstruct_keys", 1, st_deconstruct_keys);
    vm.define_builtin(k, "values_at", -1, st_values_at);
    vm.define_builtin(k, "dig", -1, st_dig);
    vm.define_builtin(k, "size", 0, st_size);
    vm.define_builtin(k, "length", 0, st_size);
    vm.define_builtin(k, "each", 0, st_each);
    vm.define_builtin(k, "each_pair", 0, st_each_pair);
    vm.define_builtin(k, "select", -1, st_select);
    vm.define_builtin(k, "filter", -1, st_select);
}
