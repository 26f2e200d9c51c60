//! `Struct.new` (making a member class), the class-level methods of member classes
//! (`new`, `[]`, `members`, `keyword_init?`, `inspect`) and `Struct#initialize`.
//!
//! Invariants:
//! - `Struct.new` on a class without members (Struct itself or a plain subclass of it) makes a
//!   new member class; on a member class it constructs an instance (`new_instance`, then
//!   `initialize` with the call's arguments, keywords and block passed through unchanged).
//! - The member Array is built, checked (types, duplicates) and frozen before the class exists,
//!   so a failing `Struct.new` leaves no half-made class behind.

use super::{define_accessors, keyword_init_ivar, member_at, member_count, member_index, members_ivar, members_of, members_of_obj, new_instance, set_member};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Member names from `Struct.new`/`Data.define` arguments: Symbols or Strings (TypeError
/// "1 is not a symbol nor a string" otherwise), ArgumentError "duplicate member: a".
pub fn member_names(vm: &mut Vm, args: &[Value]) -> VmResult<Vec<SymbolId>> {
    let mut names: Vec<SymbolId> = Vec::with_capacity(args.len());
    for &a in args {
        let id = vm.expect_symbol_or_string(a)?;
        if names.contains(&id) {
            return Err(vm.arg_error(&format!("duplicate member: {}", id.name())));
        }
        names.push(id);
    }
    Ok(names)
}

/// A new member class under `superclass` with `names` as its members (a frozen Array in the
/// class's hidden ivar) and its accessors.
pub fn make_member_class(vm: &mut Vm, superclass: Value, names: &[SymbolId], writers: bool) -> VmResult {
    let items: Vec<Value> = names.iter().map(|&n| Value::symbol(n)).collect();
    let members = vm.new_array(items);
    vm.freeze(members);
    vm.temp_roots.push(members);
    let klass = vm.new_class(superclass);
    vm.temp_roots.push(klass);
    let r = vm.ivar_set(klass, members_ivar(), members);
    if r.is_ok() {
        define_accessors(vm, klass, members, writers);
    }
    vm.temp_roots.pop();
    vm.temp_roots.pop();
    r.map(|_| klass)
}

/// `Struct.new("Name"?, *members, keyword_init: nil) { ... }`, or construction on a member
/// class.
fn s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if members_of(vm, recv).is_some() {
        return construct(vm, recv, args);
    }
    let mut keyword_init = Value::NIL;
    if let Some(h) = args.kwargs() {
        for (k, v) in crate::core::hash::pairs(h) {
            if k.is_symbol() && k.as_symbol() == intern("keyword_init") {
                keyword_init = if v.is_nil() { Value::NIL } else { Value::bool(v.truthy()) };
            } else {
                let shown = vm.inspect_str(k)?;
                return Err(vm.arg_error(&format!("unknown keyword: {shown}")));
            }
        }
    }
    let positional = args.positional();
    let mut rest = positional;
    let mut class_name: Option<SymbolId> = None;
    if let Some(&first) = positional.first() {
        if !first.is_symbol() {
            rest = &positional[1..];
            if !first.is_nil() {
                let s = vm.expect_string(first)?;
                let id = crate::symbol::intern_bytes(&obj::as_string(s).bytes);
                if !id.is_const_name() {
                    return Err(vm.name_error(&format!("identifier {} needs to be constant", id.name()), id, recv));
                }
                class_name = Some(id);
            }
        }
    }
    let names = member_names(vm, rest)?;
    let klass = make_member_class(vm, recv, &names, true)?;
    vm.temp_roots.push(klass);
    let r = finish_struct_class(vm, recv, klass, class_name, keyword_init, args);
    vm.temp_roots.pop();
    r.map(|_| klass)
}

/// Records `keyword_init:`, names the class under the class `Struct.new` was called on (Struct
/// or a subclass of it; redefining warns, as CRuby always does) and runs the block in it.
fn finish_struct_class(vm: &mut Vm, outer: Value, klass: Value, class_name: Option<SymbolId>, keyword_init: Value, args: &Args) -> VmResult<()> {
    vm.ivar_set(klass, keyword_init_ivar(), keyword_init)?;
    if let Some(id) = class_name {
        if obj::as_class(outer).data.consts.contains_key(&id) {
            let full = format!("{}::{}", vm.module_name(outer), id.name());
            let (path, line) = (vm.current_path(), vm.current_line());
            vm.write_err(format!("{path}:{line}: warning: redefining constant {full}\n").as_bytes());
            obj::as_class_mut(outer).data.remove_const(id);
        }
        vm.const_set(outer, id, klass);
    }
    if let Some(b) = args.block.clone() {
        vm.call_method(klass, intern("class_eval"), &[], Some(b))?;
    }
    Ok(())
}

/// `MemberClass.new(...)` / `MemberClass[...]`: a fresh instance, then `initialize`.
fn construct(vm: &mut Vm, klass: Value, args: &Args) -> VmResult {
    let o = new_instance(vm, klass)?;
    vm.temp_roots.push(o);
    let r = vm.call_method_kw(o, intern("initialize"), args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r.map(|_| o)
}

fn s_aref_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if members_of(vm, recv).is_none() {
        let name = vm.module_name(recv);
        return Err(vm.make_error(vm.core.no_method_error, &format!("undefined method '[]' for class {name}")));
    }
    construct(vm, recv, args)
}

/// `Struct#initialize`: positional values in member order, or keywords (always with
/// `keyword_init: true`; with `keyword_init: nil` when only keywords are given).
fn s_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let members = members_of_obj(vm, recv);
    let n = member_count(members);
    let klass = vm.class_of_real(recv);
    let keyword_init = struct_keyword_init(vm, klass);
    let positional = args.positional();
    let by_keywords = keyword_init == Value::TRUE || (keyword_init.is_nil() && args.kw && positional.is_empty());
    if by_keywords {
        // `keyword_init: true` also takes the keywords as one positional Hash.
        let lone_hash = keyword_init == Value::TRUE && !args.kw && positional.len() == 1 && obj::is_type(positional[0], ObjType::Hash);
        if !positional.is_empty() && !lone_hash {
            return Err(vm.arg_count_error(positional.len(), 0, 0));
        }
        let kwargs = if lone_hash { Some(positional[0]) } else { args.kwargs() };
        let Some(h) = kwargs else { return Ok(Value::NIL) };
        let mut unknown: Vec<String> = Vec::new();
        for (k, v) in crate::core::hash::pairs(h) {
            let id = if k.is_symbol() {
                Some(k.as_symbol())
            } else if obj::is_type(k, ObjType::String) {
                Some(crate::symbol::intern_bytes(&obj::as_string(k).bytes))
            } else {
                None
            };
            let idx = id.and_then(|id| member_index(members, id));
            match idx.and_then(|i| member_at(members, i)) {
                Some(m) => set_member(vm, recv, m, v)?,
                None => {
                    // CRuby lists unknown keywords by their `to_s`.
                    let s = vm.call_method(k, intern("to_s"), &[], None)?;
                    unknown.push(crate::core::str_of(s));
                }
            }
        }
        if !unknown.is_empty() {
            return Err(vm.arg_error(&format!("unknown keywords: {}", unknown.join(", "))));
        }
        return Ok(Value::NIL);
    }
    let given = args.as_slice();
    if given.len() > n {
        return Err(vm.arg_error("struct size differs"));
    }
    for (i, &v) in given.iter().enumerate() {
        if let Some(m) = member_at(members, i) {
            set_member(vm, recv, m, v)?;
        }
    }
    Ok(Value::NIL)
}

/// The `keyword_init:` value of Struct class `klass` (nil, true or false), from the nearest
/// member class up its superclass chain.
pub fn struct_keyword_init(vm: &mut Vm, klass: Value) -> Value {
    let key = keyword_init_ivar();
    let mut k = klass;
    while k.is_heap() {
        if obj::is_type(k, ObjType::Class) && vm.ivar_defined(k, key) {
            return vm.ivar_get(k, key);
        }
        k = vm.real_superclass(k);
    }
    Value::NIL
}

/// `members` of a member class (Struct's and Data's): a new Array of the member Symbols.
pub fn s_members_class(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    match members_of(vm, recv) {
        Some(m) => {
            let items = obj::as_array(m).items.to_vec();
            Ok(vm.new_array(items))
        }
        None => {
            let name = vm.module_name(recv);
            Err(vm.make_error(vm.core.no_method_error, &format!("undefined method 'members' for class {name}")))
        }
    }
}

/// `keyword_init?` of a member class: nil, true or false as given to `Struct.new`.
fn s_keyword_init_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if members_of(vm, recv).is_none() {
        let name = vm.module_name(recv);
        return Err(vm.make_error(vm.core.no_method_error, &format!("undefined method 'keyword_init?' for class {name}")));
    }
    Ok(struct_keyword_init(vm, recv))
}

/// `allocate`: Struct and Data themselves have no allocator (TypeError, as in CRuby); their
/// subclasses make an instance with every member nil.
pub fn member_class_allocate(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv == vm.core.struct_class || recv == vm.core.data_class {
        let name = vm.module_name(recv);
        return Err(vm.type_error(&format!("allocator undefined for {name}")));
    }
    new_instance(vm, recv)
}

/// `inspect` of a Struct class: `Name(keyword_init: true)` for keyword-init classes.
fn s_class_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let name = vm.module_name(recv);
    let kw = if members_of(vm, recv).is_some() { struct_keyword_init(vm, recv) } else { Value::NIL };
    if kw == Value::TRUE {
        return Ok(vm.new_str(&format!("{name}(keyword_init: true)")));
    }
    Ok(vm.new_str(&name))
}

pub(super) fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let k = crate::core::define_class(vm, "Struct", object);
    vm.core.struct_class = k;
    let en = vm.core.enumerable;
    let _ = vm.include_module(k, en);
    vm.define_singleton_builtin(k, "new", -1, s_new);
    vm.define_singleton_builtin(k, "[]", -1, s_aref_new);
    vm.define_singleton_builtin(k, "members", 0, s_members_class);
    vm.define_singleton_builtin(k, "keyword_init?", 0, s_keyword_init_p);
    vm.define_singleton_builtin(k, "inspect", 0, s_class_inspect);
    vm.define_singleton_builtin(k, "allocate", 0, member_class_allocate);
    vm.define_private_builtin(k, "initialize", -1, s_initialize);
}
