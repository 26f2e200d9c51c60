//! Refinements' Ruby methods: `Module#refine`, `Module#using` and `main.using`,
//! `Module#refinements`, `Module.used_modules`/`used_refinements`, the Refinement class
//! (`target`, `import_methods`; `core::module`'s `to_s`, `ancestors`, `include` and `prepend`
//! ask `Vm::refinement_target` for what differs). How refinements are kept and looked up is
//! `vm::refinement`.
//!
//! Invariants:
//! - A module has at most one Refinement per refined class (`ClassData::refine`); a second
//!   `refine` of the class reopens it. A Refinement's `superclass` is its target (reflection
//!   inside the refine block sees the target's methods), and it is never included, prepended
//!   or extended anywhere (TypeError), so it is never among any class's ancestors.
//! - The refine block runs with self the Refinement, `def` defining there, and the refinements
//!   of the module being defined active (all of them, also later ones) above those active
//!   around the block, as CRuby.
//! - `using` changes only the scope of the frame that calls it (`Vm::activate_refinements`):
//!   in a method it raises, as CRuby does.

use crate::class::{MethodEntry, MethodKind, RefineInfo, Visibility};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::frame::{Block, FrameKind};
use crate::vm::{Args, Vm, VmResult};

/// Whether `v` is a class or a module (what `refine` accepts).
fn is_module_like(v: Value) -> bool {
    v.is_heap() && matches!(obj::obj_type(v), ObjType::Class | ObjType::Module)
}

/// The Refinement of `target` that module `m` made, made now if there is none.
fn refinement_for(vm: &mut Vm, m: Value, target: Value) -> Value {
    if let Some(info) = &obj::as_class(m).data.refine {
        if let Some(&(_, r)) = info.refinements.iter().find(|(t, _)| *t == target) {
            return r;
        }
    }
    let r = vm.new_class_object(ObjType::Module, target, vm.core.refinement);
    obj::write_barrier(r, target);
    obj::as_class_mut(r).data.refine = Some(Box::new(RefineInfo { target, defined_at: m, refinements: Vec::new() }));
    obj::write_barrier(r, m);
    obj::as_class_mut(m).data.refine.get_or_insert_with(Default::default).refinements.push((target, r));
    obj::write_barrier(m, r);
    vm.hierarchy_serial += 1;
    r
}

/// The cref a block was made in (for the refine block's own scope).
fn block_cref(block: &Block) -> Value {
    match block {
        Block::Captured(c) => c.cref,
        _ => Value::NIL,
    }
}

/// `Module#refine(klass) { ... }`.
fn m_refine(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let target = args.get(0);
    let Some(block) = args.block.clone() else { return Err(vm.arg_error("no block given")) };
    if matches!(block, Block::Proc(_)) {
        return Err(vm.arg_error("can't pass a Proc as a block to Module#refine"));
    }
    if !is_module_like(target) {
        let k = vm.class_of_real(target);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("wrong argument type {n} (expected Class or Module)")));
    }
    vm.check_modifiable(recv)?;
    let r = refinement_for(vm, recv, target);
    vm.temp_roots.push(r);
    // The block's scope: `def` defines in the refinement (an eval link, which constant lookup
    // skips), with the refinements active around the block and, above them, this module's own
    // (the module itself stands for them all, also the ones it makes later).
    let outer = block_cref(&block);
    let mut list: Vec<Value> = match vm.cref_refinements(outer) {
        r if r.is_heap() => obj::as_array(r).items.to_vec(),
        _ => Vec::new(),
    };
    list.retain(|&e| e != recv);
    list.push(recv);
    let live = vm.new_array(list);
    obj::set_flag(live, obj::FL_HIDDEN, true);
    vm.temp_roots.push(live);
    let cref = vm.new_cref_with(r, outer, live);
    obj::set_flag(cref, obj::FL_CREF_EVAL, true);
    vm.temp_roots.push(cref);
    vm.cref_override = Some(cref);
    let res = vm.call_block(&block, &[], Some(r), false, None);
    vm.cref_override = None;
    vm.temp_roots.truncate(vm.temp_roots.len() - 3);
    res?;
    Ok(r)
}

/// The frame that called the running builtin (its own frame is the last one): the nearest
/// frame below that is not a builtin's.
fn caller_frame(vm: &Vm) -> usize {
    let n = vm.frames.len();
    (0..n.saturating_sub(1)).rev().find(|&i| vm.frames[i].kind != FrameKind::Cfunc).unwrap_or(0)
}

/// The module argument of `using`: a module, not a class (a Refinement counts as a class, as
/// in CRuby).
fn using_arg(vm: &mut Vm, m: Value) -> VmResult<()> {
    if m.is_heap() && obj::obj_type(m) == ObjType::Module && vm.refinement_target(m).is_some() {
        return Err(vm.type_error("wrong argument type Class (expected Module)"));
    }
    vm.check_module(m)
}

/// `Module#using(mod)` in a class or module body (or a block run as one).
fn m_using(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let fi = caller_frame(vm);
    if vm.frames[fi].me.is_some() {
        return Err(vm.make_error(vm.core.runtime_error, "Module#using is not permitted in methods"));
    }
    if vm.frames[fi].self_val != recv {
        return Err(vm.make_error(vm.core.runtime_error, "Module#using is not called on self"));
    }
    let m = args.get(0);
    using_arg(vm, m)?;
    vm.activate_refinements(fi, m);
    Ok(recv)
}

/// `main.using(mod)` at the top level of a file (or of code evaluated there).
fn main_using(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let fi = caller_frame(vm);
    let cref = vm.frames[fi].cref;
    let nested = cref.is_heap() && obj::as_env(cref).parent.is_heap();
    if vm.frames[fi].me.is_some() || nested {
        return Err(vm.make_error(vm.core.runtime_error, "main.using is permitted only at toplevel"));
    }
    let m = args.get(0);
    using_arg(vm, m)?;
    vm.activate_refinements(fi, m);
    Ok(recv)
}

/// `Module#refinements`: the Refinements this module made, in order.
fn m_refinements(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let list = vm.refinements_of(recv);
    Ok(vm.new_array(list))
}

/// `Module.used_modules`: the modules whose refinements are active in the caller's scope.
fn m_s_used_modules(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let refs = vm.caller_refinements();
    let mut out: Vec<Value> = Vec::new();
    for r in vm.active_refinements(refs) {
        let m = obj::as_class(r).data.refine.as_ref().map_or(Value::NIL, |i| i.defined_at);
        if m.is_heap() && !out.contains(&m) {
            out.push(m);
        }
    }
    Ok(vm.new_array(out))
}

/// `Module.used_refinements`: the Refinements active in the caller's scope.
fn m_s_used_refinements(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let refs = vm.caller_refinements();
    let list = vm.active_refinements(refs);
    Ok(vm.new_array(list))
}

/// `Refinement#target`: the class or module refined.
fn r_target(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.refinement_target(recv).unwrap_or(Value::NIL))
}

/// `#<refinement:C@M>` for a Refinement (what CRuby's Module#to_s shows for one).
pub fn refinement_label(vm: &Vm, r: Value) -> String {
    let (t, m) = obj::as_class(r).data.refine.as_ref().map_or((Value::NIL, Value::NIL), |i| (i.target, i.defined_at));
    format!("#<refinement:{}@{}>", vm.module_name(t), vm.module_name(m))
}

/// TypeError when `m` is a Refinement given to `include`, `prepend` or `extend` (`what` is
/// CRuby's wording: "include", "prepend", "extend object with").
pub fn check_not_refinement(vm: &mut Vm, m: Value, what: &str) -> VmResult<()> {
    if vm.refinement_target(m).is_some() {
        return Err(vm.type_error(&format!("Cannot {what} refinement")));
    }
    Ok(())
}

/// `Refinement#import_methods(*modules)`: copies the modules' methods written in Ruby into the
/// refinement (the last module wins a name); the copies run with the refine block's
/// refinements active. A method written in Rust is an ArgumentError, raised after the modules
/// before its own have been imported.
fn r_import_methods(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mods: Vec<Value> = args.as_slice().to_vec();
    for &m in &mods {
        vm.check_module(m)?;
    }
    let refs = vm.caller_refinements();
    let target = vm.refinement_target(recv).unwrap_or(Value::NIL);
    for &m in &mods {
        if vm.ancestors(m).len() > 1 {
            let n = vm.module_name(m);
            crate::core::io::mode::warn(vm, &format!("{n} has ancestors, but Refinement#import_methods doesn't import their methods"))?;
        }
        let mut entries: Vec<(SymbolId, std::rc::Rc<MethodEntry>)> = obj::as_class(m).data.methods.iter().map(|(n, me)| (*n, me.clone())).collect();
        entries.sort_by_key(|e| e.0 .0);
        if let Some((n, _)) = entries.iter().find(|(_, me)| !matches!(me.kind, MethodKind::Iseq(_))) {
            let msg = format!("Can't import method which is not defined with Ruby code: {}#{}", vm.module_name(m), n.name());
            return Err(vm.arg_error(&msg));
        }
        for (n, me) in entries {
            let (k, parent) = if me.cref.is_heap() {
                let e = obj::as_env(me.cref);
                (e.vals()[0], e.parent)
            } else {
                (vm.core.object, Value::NIL)
            };
            let cref = vm.new_cref_with(k, parent, refs);
            let entry = MethodEntry { name: n, original_name: me.original_name, owner: recv, visibility: me.visibility, kind: me.kind.clone(), cref };
            obj::as_class_mut(recv).data.methods.insert(n, std::rc::Rc::new(entry));
            obj::write_barrier(recv, cref);
            vm.invalidate_method(n);
            if target.is_heap() {
                vm.check_bop_redefinition(target, n);
            }
        }
    }
    Ok(recv)
}

pub fn init(vm: &mut Vm) {
    let module = vm.core.module;
    let r = vm.new_class(module);
    vm.core.refinement = r;
    vm.const_set(vm.core.object, intern("Refinement"), r);
    vm.define_private_builtin(module, "refine", 1, m_refine);
    vm.define_private_builtin(module, "using", 1, m_using);
    vm.define_builtin(module, "refinements", 0, m_refinements);
    vm.define_singleton_builtin(module, "used_modules", 0, m_s_used_modules);
    vm.define_singleton_builtin(module, "used_refinements", 0, m_s_used_refinements);
    // A class cannot define refinements.
    vm.add_method(vm.core.class, intern("refine"), MethodKind::Undefined, Visibility::Public);
    let main = vm.main_obj;
    let s = vm.singleton_class(main).expect("main's singleton class");
    vm.define_private_builtin(s, "using", 1, main_using);

    vm.define_builtin(r, "target", 0, r_target);
    vm.define_private_builtin(r, "import_methods", -1, r_import_methods);
    for name in ["append_features", "prepend_features", "extend_object"] {
        vm.add_method(r, intern(name), MethodKind::Undefined, Visibility::Private);
    }
}
