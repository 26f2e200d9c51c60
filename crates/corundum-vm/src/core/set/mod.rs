//! Set, a core class in CRuby 4.0: an insertion-ordered collection of unique elements.
//!
//! Invariants:
//! - A Set keeps its elements as the keys of a Hash (values `true`) in the hidden ivar
//!   `@__set` (`table`), so membership is O(1) through `crate::hash` and honours the elements'
//!   `hash`/`eql?`; a String element is stored as a frozen copy, as in CRuby. The Hash never
//!   escapes to Ruby code; `initialize_copy` gives a copy its own Hash.
//! - Every mutator checks the Set's frozen flag first (FrozenError names the Set), and adding a
//!   new element while an `each` walks the Set raises RuntimeError "can't add a new item into
//!   set during iteration" (the Hash's iteration level, `core::hash::iterating`); deleting is
//!   allowed (tombstones keep positions).
//! - An argument that must be enumerable is read once into an Array (`elements_of`): a Set's
//!   keys, an Array itself, anything else with `each` through `to_a`; ArgumentError "value
//!   must be enumerable" otherwise.

mod algebra;
mod compare;
mod divide;
mod iterate;

use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn table_ivar() -> SymbolId {
    intern("@__set")
}

/// The Hash holding `set`'s elements, made on first use (a Set from `allocate`).
pub fn table(vm: &mut Vm, set: Value) -> VmResult<Value> {
    let h = vm.ivar_get(set, table_ivar());
    if obj::is_type(h, ObjType::Hash) {
        return Ok(h);
    }
    let h = vm.new_hidden_hash();
    if !vm.is_frozen(set) {
        vm.temp_roots.push(h);
        let r = vm.ivar_set(set, table_ivar(), h);
        vm.temp_roots.pop();
        r?;
    }
    Ok(h)
}

/// Whether `v` is a Set (or an instance of a subclass).
pub fn is_set(vm: &mut Vm, v: Value) -> bool {
    let k = vm.core.set_class;
    v.is_heap() && vm.is_kind_of(v, k)
}

/// The elements of `set` as a new Array (a snapshot).
pub fn keys_array(vm: &mut Vm, set: Value) -> VmResult<Value> {
    let h = table(vm, set)?;
    let keys: Vec<Value> = crate::core::hash::pairs(h).into_iter().map(|(k, _)| k).collect();
    // `h` roots the keys until the Array holds them.
    Ok(vm.new_array(keys))
}

pub fn size_of(vm: &mut Vm, set: Value) -> VmResult<usize> {
    let h = table(vm, set)?;
    Ok(obj::as_hash(h).table.len())
}

pub fn contains(vm: &mut Vm, set: Value, v: Value) -> VmResult<bool> {
    let h = table(vm, set)?;
    Ok(vm.hash_find(h, v)?.is_some())
}

/// Adds `v`; whether it was new. The caller has checked that `set` is not frozen.
pub fn add(vm: &mut Vm, set: Value, v: Value) -> VmResult<bool> {
    let h = table(vm, set)?;
    if vm.hash_find(h, v)?.is_some() {
        return Ok(false);
    }
    if obj::as_hash(h).table.iter_lev > 0 {
        return Err(vm.make_error(vm.core.runtime_error, "can't add a new item into set during iteration"));
    }
    vm.hash_set_literal(h, v, Value::TRUE)?;
    Ok(true)
}

/// Removes `v`; whether it was there.
pub fn remove(vm: &mut Vm, set: Value, v: Value) -> VmResult<bool> {
    let h = table(vm, set)?;
    Ok(vm.hash_delete(h, v)?.is_some())
}

/// The elements of an enumerable argument as an Array (see the file comment).
pub fn elements_of(vm: &mut Vm, v: Value) -> VmResult<Value> {
    if obj::is_type(v, ObjType::Array) {
        return Ok(v);
    }
    if is_set(vm, v) {
        return keys_array(vm, v);
    }
    // Anything else is walked with `each_entry` (which packs multiple yielded values into
    // one), or with `each` when it has no `each_entry`, as CRuby 4.0's Set does.
    let each_entry = intern("each_entry");
    let meth = if vm.respond_to(v, each_entry, true) {
        each_entry
    } else if vm.respond_to(v, intern("each"), true) {
        intern("each")
    } else {
        return Err(vm.arg_error("value must be enumerable"));
    };
    // Only the first value of each yield counts (`yield 2, 3` adds 2), as in CRuby.
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    let collect = crate::vm::Block::Native(std::rc::Rc::new(move |_vm: &mut Vm, xs: &[Value]| {
        crate::core::enumerable::apush(out, xs.first().copied().unwrap_or(Value::NIL));
        Ok(Value::NIL)
    }));
    let r = vm.call_method(v, meth, &[], Some(collect));
    vm.temp_roots.pop();
    r.map(|_| out)
}

/// A new, empty Set of class `klass` (its own Hash, no `initialize` call).
pub fn new_set_of(vm: &mut Vm, klass: Value) -> VmResult {
    let s = vm.new_object(klass);
    vm.temp_roots.push(s);
    let r = table(vm, s);
    vm.temp_roots.pop();
    r.map(|_| s)
}

/// Adds every element of Array `items` to `set`.
pub fn add_all(vm: &mut Vm, set: Value, items: Value) -> VmResult<()> {
    let mut i = 0;
    while i < obj::as_array(items).items.len() {
        let v = obj::as_array(items).items[i];
        add(vm, set, v)?;
        i += 1;
    }
    Ok(())
}

/// `Set.new(enum = nil) { |x| ... }`.
fn set_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    vm.check_frozen(recv)?;
    let h = vm.new_hidden_hash();
    vm.temp_roots.push(h);
    let r = vm.ivar_set(recv, table_ivar(), h);
    vm.temp_roots.pop();
    r?;
    let source = args.get(0);
    if source.is_nil() {
        return Ok(Value::NIL);
    }
    add_elements(vm, recv, source, args.block.as_ref())?;
    Ok(Value::NIL)
}

/// Adds each element of `source` (an enumerable), mapped by `block` when given, to Set `set`
/// (`Set.new(enum) { }`, `Enumerable#to_set { }`).
pub(super) fn add_elements(vm: &mut Vm, set: Value, source: Value, block: Option<&crate::vm::Block>) -> VmResult<()> {
    let items = elements_of(vm, source)?;
    vm.temp_roots.push(items);
    let r = (|| -> VmResult<()> {
        let mut i = 0;
        while i < obj::as_array(items).items.len() {
            let mut v = obj::as_array(items).items[i];
            if let Some(b) = block {
                v = vm.yield_block(b, &[v])?;
            }
            add(vm, set, v)?;
            i += 1;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    r
}

/// `Set[*elements]`.
fn set_s_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = new_set_of(vm, recv)?;
    vm.temp_roots.push(s);
    let r = (|| -> VmResult<()> {
        for &v in args.as_slice() {
            add(vm, s, v)?;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    r.map(|_| s)
}

/// `initialize_copy` (dup/clone): the copy gets its own Hash with the same elements.
fn set_initialize_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let items = keys_array(vm, args.get(0))?;
    vm.temp_roots.push(items);
    let h = vm.new_hidden_hash();
    vm.temp_roots.push(h);
    let source_table = table(vm, args.get(0));
    let mut r = source_table.and_then(|t| {
        obj::as_hash_mut(h).table.compare_by_identity = obj::as_hash(t).table.compare_by_identity;
        vm.ivar_set(recv, table_ivar(), h)
    });
    if r.is_ok() {
        r = add_all(vm, recv, items);
    }
    vm.temp_roots.pop();
    vm.temp_roots.pop();
    r.map(|_| recv)
}

fn set_add(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    add(vm, recv, args.get(0))?;
    Ok(recv)
}

fn set_add_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    Ok(if add(vm, recv, args.get(0))? { recv } else { Value::NIL })
}

fn set_delete(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    remove(vm, recv, args.get(0))?;
    Ok(recv)
}

fn set_delete_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    Ok(if remove(vm, recv, args.get(0))? { recv } else { Value::NIL })
}

fn set_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(contains(vm, recv, args.get(0))?))
}

fn set_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(size_of(vm, recv)? as i64))
}

fn set_empty(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(size_of(vm, recv)? == 0))
}

fn set_clear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let h = table(vm, recv)?;
    vm.call_method(h, intern("clear"), &[], None)?;
    Ok(recv)
}

fn set_to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    keys_array(vm, recv)
}

/// `join(sep = nil)`: Array#join over the elements.
fn set_join(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let items = keys_array(vm, recv)?;
    vm.temp_roots.push(items);
    let r = vm.call_method(items, intern("join"), args.as_slice(), None);
    vm.temp_roots.pop();
    r
}

/// `compare_by_identity`: from now on elements are the same when they are the same object
/// (the table is rehashed; FrozenError on a frozen Set, RuntimeError during iteration).
fn set_compare_by_identity(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let h = table(vm, recv)?;
    vm.call_method(h, intern("compare_by_identity"), &[], None)?;
    Ok(recv)
}

fn set_compare_by_identity_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = table(vm, recv)?;
    Ok(Value::bool(obj::as_hash(h).table.compare_by_identity))
}

/// `replace(enum)`: the elements of `enum` instead of the receiver's; the receiver keeps its
/// `compare_by_identity` setting unless `enum` is a Set, whose setting it takes.
fn set_replace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let h = table(vm, recv)?;
    if obj::as_hash(h).table.iter_lev > 0 {
        return Err(vm.make_error(vm.core.runtime_error, "cannot replace set during iteration"));
    }
    let items = elements_of(vm, args.get(0))?;
    vm.temp_roots.push(items);
    // A Set argument brings its own `compare_by_identity` setting (the table is empty then).
    let identity = if is_set(vm, args.get(0)) { Some(obj::as_hash(table(vm, args.get(0))?).table.compare_by_identity) } else { None };
    let r = vm.call_method(h, intern("clear"), &[], None).and_then(|_| {
        if let Some(identity) = identity {
            obj::as_hash_mut(h).table.compare_by_identity = identity;
        }
        add_all(vm, recv, items)
    });
    vm.temp_roots.pop();
    r.map(|_| recv)
}

/// Whether instances of `k` get the pre-4.0 subclass behaviour (`#<Sub: {1, 2}>`): a subclass of
/// Set that does not descend from Set::CoreSet, as those include Set::SubclassCompatible.
pub(super) fn compat_subclass(vm: &Vm, k: Value) -> bool {
    let (set, core_set) = (vm.core.set_class, vm.core.core_set_class);
    let mut c = k;
    while c.is_heap() && c != set {
        if c == core_set {
            return false;
        }
        c = obj::as_class(c).data.superclass;
    }
    k != set
}

/// `Set.inherited(subclass)` (private): a direct subclass of Set includes Set::SubclassCompatible
/// and extends its ClassMethods, from CRuby's `set/subclass_compatible.rb`, which makes it
/// behave as subclasses of the pure-Ruby Set of Ruby 3 did (its methods call each other, so a
/// subclass's overrides are used); subclasses of Set::CoreSet get core Set as it is. Without
/// that library (no CRuby installation found) the subclass keeps core Set's methods, with the
/// old `inspect` form (`compat_subclass`).
fn set_s_inherited(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if recv != vm.core.set_class {
        return Ok(Value::NIL);
    }
    let sub = args.get(0);
    match vm.require_feature("set/subclass_compatible", None) {
        Ok(_) => {}
        Err(crate::vm::Unwind::Raise(e)) if vm.is_kind_of(e, vm.core.load_error) => return Ok(Value::NIL),
        Err(e) => return Err(e),
    }
    // The library makes the module a private constant: read as CRuby's rb_const_get does.
    let own = |vm: &mut Vm, m: Value, name: &str| match vm.own_const(m, intern(name)) {
        crate::vm::autoload::OwnConst::Value(v) if v.is_heap() && obj::obj_type(v) == obj::ObjType::Module => Ok(v),
        _ => Err(vm.make_error(vm.core.name_error, &format!("uninitialized constant {}::{name}", vm.module_name(m)))),
    };
    let set = vm.core.set_class;
    let compat = own(vm, set, "SubclassCompatible")?;
    let class_methods = own(vm, compat, "ClassMethods")?;
    vm.call_method(sub, intern("include"), &[compat], None)?;
    vm.call_method(sub, intern("extend"), &[class_methods], None)?;
    Ok(Value::NIL)
}

/// `pretty_print_cycle(pp)`: what `pp` prints for a Set met again inside itself.
fn set_pretty_print_cycle(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = vm.class_of_real(recv);
    let text = if compat_subclass(vm, k) { format!("#<{}: {{...}}>", vm.module_name(k)) } else { format!("{}[...]", vm.module_name(k)) };
    let s = vm.new_str(&text);
    vm.call_method(args.get(0), intern("text"), &[s], None)
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let k = crate::core::define_class(vm, "Set", object);
    vm.core.set_class = k;
    let en = vm.core.enumerable;
    let _ = vm.include_module(k, en);
    vm.define_singleton_builtin(k, "[]", -1, set_s_aref);
    vm.define_private_builtin(k, "initialize", -1, set_initialize);
    vm.define_private_builtin(k, "initialize_copy", 1, set_initialize_copy);
    vm.define_builtin(k, "add", 1, set_add);
    vm.define_builtin(k, "<<", 1, set_add);
    vm.define_builtin(k, "add?", 1, set_add_p);
    vm.define_builtin(k, "delete", 1, set_delete);
    vm.define_builtin(k, "delete?", 1, set_delete_p);
    for name in ["include?", "member?", "==="] {
        vm.define_builtin(k, name, 1, set_include);
    }
    vm.define_builtin(k, "size", 0, set_size);
    vm.define_builtin(k, "length", 0, set_size);
    vm.define_builtin(k, "empty?", 0, set_empty);
    vm.define_builtin(k, "clear", 0, set_clear);
    vm.define_builtin(k, "to_a", 0, set_to_a);
    vm.define_builtin(k, "join", -1, set_join);
    vm.define_builtin(k, "compare_by_identity", 0, set_compare_by_identity);
    vm.define_builtin(k, "compare_by_identity?", 0, set_compare_by_identity_p);
    vm.define_builtin(k, "replace", 1, set_replace);
    vm.define_builtin(k, "pretty_print_cycle", 1, set_pretty_print_cycle);
    let s = vm.singleton_class(k).expect("Set's metaclass");
    vm.define_private_builtin(s, "inherited", 1, set_s_inherited);
    let core_set = crate::core::define_class_under(vm, k, "CoreSet", k);
    vm.core.core_set_class = core_set;
    algebra::init(vm, k);
    divide::init(vm, k);
    compare::init(vm, k);
    iterate::init(vm, k);
}
