//! `Hash.ruby2_keywords_hash?` and `Hash.ruby2_keywords_hash`: the flag a keyword Hash gets
//! when a `ruby2_keywords` method or proc receives it in its rest parameter
//! (`object::FL_HASH_RUBY2_KEYWORDS`; see `vm::bind`).
//!
//! Invariant: the flag is only ever set on a new copy, never on a Hash a program already holds.

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn expect_hash(vm: &mut Vm, v: Value) -> VmResult<Value> {
    if obj::is_type(v, ObjType::Hash) {
        return Ok(v);
    }
    let name = vm.conversion_name(v);
    Err(vm.type_error(&format!("wrong argument type {name} (expected Hash)")))
}

/// `Hash.ruby2_keywords_hash?(hash)`.
fn s_ruby2_keywords_hash_p(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let h = expect_hash(vm, args.get(0))?;
    Ok(Value::bool(obj::has_flag(h, obj::FL_HASH_RUBY2_KEYWORDS)))
}

/// `Hash.ruby2_keywords_hash(hash)`: a flagged copy (entries, default and identity comparison
/// included).
fn s_ruby2_keywords_hash(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let h = expect_hash(vm, args.get(0))?;
    let k = vm.core.hash;
    let copy = vm.new_hash_of_class(k);
    *obj::as_hash_mut(copy).table = (*obj::as_hash(h).table).clone();
    obj::set_flag(copy, obj::FL_HASH_RUBY2_KEYWORDS, true);
    Ok(copy)
}

pub(super) fn init(vm: &mut Vm, h: Value) {
    vm.define_singleton_builtin(h, "ruby2_keywords_hash?", 1, s_ruby2_keywords_hash_p);
    vm.define_singleton_builtin(h, "ruby2_keywords_hash", 1, s_ruby2_keywords_hash);
}
