//! Struct: classes of named members made by `Struct.new`, and the member storage that Data
//! (`core::data`) shares.
//!
//! Invariants:
//! - A member class (made by `Struct.new` or `Data.define`) keeps its members as a frozen Array
//!   of Symbols in the hidden class ivar `@__members__`; subclasses find it on the nearest
//!   ancestor that has one (`members_of`). `@__keyword_init__` holds the `keyword_init:` value
//!   (nil, true or false) of a Struct class.
//! - An instance keeps member `m`'s value in an ivar named exactly `m` (no `@`), a name no Ruby
//!   code can spell, so `instance_variables` never lists it (`Vm::ivar_names` skips names
//!   without `@`). `new_instance` sets every member to nil in member order before `initialize`
//!   runs, so every instance of a class starts in the same shape.
//! - The accessors are `MethodKind::AttrReader(m)` / `AttrWriter(m)`: call sites cache them
//!   with the attr_reader/attr_writer handlers (an ivar shape cache in the call cache), so a
//!   member read costs what an `attr_reader` does; a setter on a frozen instance raises
//!   FrozenError through the ordinary ivar store.
//! - Everything that walks members re-reads the member Array and the value by name at each
//!   step, so a block that changes the instance sees no stale state; values collected in Rust
//!   across an allocation are rooted in `vm.temp_roots` or a Ruby Array.

mod access;
mod compare;
mod define;

use crate::class::{MethodKind, Visibility};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

pub use access::{st_deconstruct_keys, st_members, st_to_h};
pub use compare::{member_inspect, members_eq, st_hash};
pub use define::{make_member_class, member_class_allocate, member_names, s_members_class};

/// Name of the hidden class ivar holding a member class's member Array.
pub fn members_ivar() -> SymbolId {
    intern("@__members__")
}

/// Name of the hidden class ivar holding a Struct class's `keyword_init:` value.
pub fn keyword_init_ivar() -> SymbolId {
    intern("@__keyword_init__")
}

/// The member Array (frozen, Symbols) of member class `klass` or of its nearest ancestor that
/// has one; None for a class that is not a member class.
pub fn members_of(vm: &mut Vm, klass: Value) -> Option<Value> {
    let key = members_ivar();
    let mut k = klass;
    while k.is_heap() {
        if matches!(obj::obj_type(k), ObjType::Class) {
            let m = vm.ivar_get(k, key);
            if obj::is_type(m, ObjType::Array) {
                return Some(m);
            }
        }
        k = vm.real_superclass(k);
    }
    None
}

/// The members of `obj`'s class (an empty Array when the class is not a member class, e.g.
/// `Struct.allocate` misuse); TypeError-free so every method can call it.
pub fn members_of_obj(vm: &mut Vm, o: Value) -> Value {
    let k = vm.class_of_real(o);
    match members_of(vm, k) {
        Some(m) => m,
        None => vm.new_array(Vec::new()),
    }
}

/// Number of members in member Array `members`.
pub fn member_count(members: Value) -> usize {
    obj::as_array(members).items.len()
}

/// The `i`-th member name of member Array `members` (i < len).
pub fn member_at(members: Value, i: usize) -> Option<SymbolId> {
    obj::as_array(members).items.get(i).filter(|v| v.is_symbol()).map(|v| v.as_symbol())
}

/// Index of member `name` in `members`.
pub fn member_index(members: Value, name: SymbolId) -> Option<usize> {
    obj::as_array(members).items.iter().position(|v| v.is_symbol() && v.as_symbol() == name)
}

/// Value of member `name` of instance `o`.
pub fn get_member(vm: &mut Vm, o: Value, name: SymbolId) -> Value {
    vm.ivar_get(o, name)
}

/// Sets member `name` of instance `o` (FrozenError on a frozen instance).
pub fn set_member(vm: &mut Vm, o: Value, name: SymbolId, v: Value) -> VmResult<()> {
    vm.ivar_set(o, name, v)
}

/// The member values of `o` in member order, as a new Array.
pub fn values_array(vm: &mut Vm, o: Value) -> Value {
    let members = members_of_obj(vm, o);
    let n = member_count(members);
    let mut vals = Vec::with_capacity(n);
    for i in 0..n {
        let v = match member_at(members, i) {
            Some(m) => vm.ivar_get(o, m),
            None => Value::NIL,
        };
        vals.push(v);
    }
    // Reading ivars allocates nothing, so `vals` needs no rooting before this allocation.
    vm.new_array(vals)
}

/// A new instance of member class `klass` with every member nil (the shape invariant above).
pub fn new_instance(vm: &mut Vm, klass: Value) -> VmResult {
    let o = vm.new_object(klass);
    let members = members_of_obj(vm, o);
    vm.temp_roots.push(o);
    let mut r = Ok(());
    for i in 0..member_count(members) {
        if let Some(m) = member_at(members, i) {
            r = vm.ivar_set(o, m, Value::NIL);
            if r.is_err() {
                break;
            }
        }
    }
    vm.temp_roots.pop();
    r.map(|_| o)
}

/// Defines the reader (and, for Struct, the writer) of every member on `klass`.
pub fn define_accessors(vm: &mut Vm, klass: Value, members: Value, writers: bool) {
    for i in 0..member_count(members) {
        let Some(m) = member_at(members, i) else { continue };
        vm.add_method(klass, m, MethodKind::AttrReader(m), Visibility::Public);
        if writers {
            let w = intern(&format!("{}=", m.name()));
            vm.add_method(klass, w, MethodKind::AttrWriter(m), Visibility::Public);
        }
    }
}

/// The class name shown by `inspect` (`#<struct Name ...>`): None for an anonymous class.
pub fn shown_class_name(vm: &mut Vm, o: Value) -> Option<String> {
    let k = vm.class_of_real(o);
    if obj::as_class(k).data.name.is_some() {
        Some(vm.module_name(k))
    } else {
        None
    }
}

pub fn init(vm: &mut Vm) {
    define::init(vm);
    access::init(vm);
    compare::init(vm);
}
