//! Module and Class: instantiation, naming, ancestry, method definition and visibility,
//! constants, `attr_*`, `include`/`prepend`, `class_eval`.

use std::rc::Rc;

use crate::class::{MethodEntry, MethodKind, Visibility};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, intern_bytes, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::FrameKind;
use crate::vm::{Args, Vm, VmResult};

fn is_module(v: Value) -> bool {
    v.is_heap() && matches!(obj::obj_type(v), ObjType::Class | ObjType::Module)
}

/// `Class#allocate`: an empty instance of the class's built-in type, whose payload is valid for
/// every method of the class (a Range of nil..nil, a Class with no superclass yet, ...). Classes
/// whose `instance_type` has no allocator (Integer, Float, Symbol, nil/true/false, Encoding,
/// Proc, Method, UnboundMethod: `ObjType::Data`, `Float` or `Bignum`) raise CRuby's TypeError.
pub fn allocate(vm: &mut Vm, klass: Value) -> VmResult {
    if obj::as_class(klass).data.is_singleton {
        return Err(vm.type_error("can't create instance of singleton class"));
    }
    if is_uninitialized_class(vm, klass) {
        return Err(vm.type_error("can't instantiate uninitialized class"));
    }
    match obj::as_class(klass).data.instance_type {
        ObjType::Object => Ok(vm.new_object(klass)),
        ObjType::String => Ok(vm.new_string_of_class(Vec::new(), klass)),
        ObjType::Array => Ok(vm.new_array_of_class(Vec::new(), klass)),
        ObjType::Hash => Ok(vm.new_hash_of_class(klass)),
        ObjType::Range => {
            let r = crate::core::range::alloc_range(vm, klass, Value::NIL, Value::NIL, false);
            obj::set_flag(r, crate::core::range::FL_RANGE_UNINIT, true);
            Ok(r)
        }
        // CRuby's uninitialized class: no superclass until `initialize`; `new` and `superclass`
        // refuse it (`is_uninitialized_class`).
        ObjType::Class => Ok(vm.new_class_object(ObjType::Class, Value::NIL, klass)),
        ObjType::Module => Ok(vm.new_class_object(ObjType::Module, Value::NIL, klass)),
        ObjType::Data if crate::core::time::is_time_class(vm, klass) => crate::core::time::allocate(vm, klass),
        _ => {
            // A native library's typed-data class: its allocator (`api::Ruby::define_alloc_func`).
            if let Some(f) = crate::class::allocator_of(klass) {
                return f(vm, klass);
            }
            let n = vm.module_name(klass);
            Err(vm.type_error(&format!("allocator undefined for {n}")))
        }
    }
}

/// A class made by `Class.allocate`: a non-singleton class without a superclass other than
/// BasicObject.
pub fn is_uninitialized_class(vm: &Vm, k: Value) -> bool {
    let d = &obj::as_class(k).data;
    d.kind == ObjType::Class && !d.is_singleton && d.superclass.is_nil() && k != vm.core.basic_object
}

fn c_allocate(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    allocate(vm, recv)
}

fn c_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if recv == vm.core.integer || recv == vm.core.float || recv == vm.core.symbol || recv == vm.core.nil || recv == vm.core.true_ || recv == vm.core.false_ {
        let n = vm.module_name(recv);
        return Err(vm.no_method_error(recv, sym::NEW, 0, None).tap_msg(vm, &format!("undefined method 'new' for class {n}")));
    }
    let o = allocate(vm, recv)?;
    vm.temp_roots.push(o);
    let r = vm.call_method_kw(o, sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(o)
}

trait TapMsg {
    fn tap_msg(self, vm: &mut Vm, msg: &str) -> Self;
}
impl TapMsg for crate::vm::Unwind {
    fn tap_msg(self, vm: &mut Vm, msg: &str) -> Self {
        if let crate::vm::Unwind::Raise(e) = self {
            let m = vm.new_str(msg);
            let _ = vm.ivar_set(e, sym::MESG, m);
        }
        self
    }
}

/// CRuby's `rb_check_inheritable` plus the uninitialized-class check.
fn check_inheritable(vm: &mut Vm, sup: Value) -> VmResult<()> {
    if !sup.is_heap() || obj::obj_type(sup) != ObjType::Class {
        // CRuby's rb_check_inheritable names the class of what was given, always.
        let k = vm.class_of_real(sup);
        let d = vm.module_name(k);
        return Err(vm.type_error(&format!("superclass must be an instance of Class (given an instance of {d})")));
    }
    if obj::as_class(sup).data.is_singleton {
        return Err(vm.type_error("can't make subclass of singleton class"));
    }
    if sup == vm.core.class {
        return Err(vm.type_error("can't make subclass of Class"));
    }
    if is_uninitialized_class(vm, sup) {
        return Err(vm.type_error("can't inherit uninitialized class"));
    }
    Ok(())
}

/// `Class#initialize(superclass = Object)`: gives a class made by `Class.allocate` its
/// superclass (CRuby's rb_class_initialize); any other class is already initialized.
fn class_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if !is_uninitialized_class(vm, recv) {
        return Err(vm.type_error("already initialized class"));
    }
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    let sup = if args.is_empty() { vm.core.object } else { args.get(0) };
    check_inheritable(vm, sup)?;
    let (ity, hint) = {
        let sd = &obj::as_class(sup).data;
        (sd.instance_type, sd.ivar_hint)
    };
    {
        let d = &mut obj::as_class_mut(recv).data;
        d.superclass = sup;
        d.instance_type = ity;
        d.ivar_hint = hint;
    }
    obj::write_barrier(recv, sup);
    vm.hierarchy_serial += 1;
    vm.call_hook(sup, sym::INHERITED, &[recv])?;
    if let Some(b) = args.block.clone() {
        vm.cref_override = Some(recv);
        let r = vm.call_block(&b, &[recv], Some(recv), false, None);
        vm.cref_override = None;
        r?;
    }
    Ok(recv)
}

fn class_s_new(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let sup = if args.is_empty() { vm.core.object } else { args.get(0) };
    check_inheritable(vm, sup)?;
    let k = vm.new_class(sup);
    vm.temp_roots.push(k);
    vm.call_hook(sup, sym::INHERITED, &[k])?;
    if let Some(b) = args.block.clone() {
        vm.cref_override = Some(k);
        let r = vm.call_block(&b, &[k], Some(k), false, None);
        vm.cref_override = None;
        r?;
    }
    vm.temp_roots.pop();
    Ok(k)
}

fn module_s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    // `Class.new(Module).new`: a module whose class is the subclass.
    let m = vm.new_class_object(ObjType::Module, Value::NIL, recv);
    vm.temp_roots.push(m);
    if let Some(b) = args.block.clone() {
        vm.cref_override = Some(m);
        let r = vm.call_block(&b, &[m], Some(m), false, None);
        vm.cref_override = None;
        r?;
    }
    vm.temp_roots.pop();
    Ok(m)
}

fn m_name(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    match obj::as_class(recv).data.name.clone() {
        Some(n) => Ok(vm.new_string(n.into_bytes())),
        None => Ok(Value::NIL),
    }
}

fn m_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if vm.refinement_target(recv).is_some() {
        let s = crate::core::refinement::refinement_label(vm, recv);
        return Ok(vm.new_str(&s));
    }
    let n = vm.module_name(recv);
    Ok(vm.new_string(n.into_bytes()))
}

fn m_superclass(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::obj_type(recv) != ObjType::Class {
        return Ok(Value::NIL);
    }
    if is_uninitialized_class(vm, recv) {
        return Err(vm.type_error("uninitialized class"));
    }
    let s = vm.real_superclass(recv);
    Ok(if s.is_heap() { s } else { Value::NIL })
}

fn m_ancestors(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    // A Refinement's superclass is its target only for reflection (`vm::refinement`).
    if vm.refinement_target(recv).is_some() {
        return Ok(vm.new_array(vec![recv]));
    }
    let a = vm.ancestors(recv);
    let v: Vec<Value> = a.iter().copied().filter(|&k| !obj::as_class(k).data.is_singleton || k == recv).collect();
    Ok(vm.new_array(v))
}

fn m_included_modules(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = vm.ancestors(recv);
    let v: Vec<Value> = a.iter().copied().filter(|&k| obj::obj_type(k) == ObjType::Module).collect();
    Ok(vm.new_array(v))
}

fn m_include_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let m = args.get(0);
    let a = vm.ancestors(recv);
    Ok(Value::bool(m != recv && obj::is_type(m, ObjType::Module) && a.contains(&m)))
}

/// Calls `m.HOOK(target)` (a private method such as `append_features`) unless it is still the
/// builtin `default`, which then runs directly: the common case costs no dispatch.
pub fn feature_hook(vm: &mut Vm, m: Value, hook: &str, target: Value, default: crate::class::BuiltinFn) -> VmResult<()> {
    let id = intern(hook);
    let k = vm.class_of(m);
    let is_default = vm.find_method(k, id).is_some_and(|me| matches!(me.kind, MethodKind::Builtin { .. }));
    if is_default {
        default(vm, m, &Args::from_slice(&[target], None))?;
    } else {
        vm.call_method(m, id, &[target], None)?;
    }
    Ok(())
}

/// `include(*modules)`: every argument must be a Module (checked before any is included),
/// then, last first, `append_features` and the `included` hook, as CRuby does.
fn m_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if vm.refinement_target(recv).is_some() {
        return Err(vm.type_error("Refinement#include has been removed"));
    }
    if args.as_slice().is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    for &m in args.as_slice() {
        vm.check_module(m)?;
        crate::core::refinement::check_not_refinement(vm, m, "include")?;
    }
    for &m in args.as_slice().iter().rev() {
        feature_hook(vm, m, "append_features", recv, m_append_features)?;
        vm.call_hook(m, sym::INCLUDED, &[recv])?;
    }
    Ok(recv)
}

fn m_prepend(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if vm.refinement_target(recv).is_some() {
        return Err(vm.type_error("Refinement#prepend has been removed"));
    }
    if args.as_slice().is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    for &m in args.as_slice() {
        vm.check_module(m)?;
        crate::core::refinement::check_not_refinement(vm, m, "prepend")?;
    }
    for &m in args.as_slice().iter().rev() {
        feature_hook(vm, m, "prepend_features", recv, m_prepend_features)?;
        vm.call_hook(m, sym::PREPENDED, &[recv])?;
    }
    Ok(recv)
}

/// `ruby2_keywords(*names)` (private): marks each named Ruby method that takes a rest
/// parameter and no keywords so that keywords passed to it can be passed on by splatting the
/// rest (`bind_args` flags the Hash). Other methods are left alone with CRuby's warning.
fn m_ruby2_keywords(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let names = names_from_args(vm, args.as_slice())?;
    for name in names {
        let Some(me) = obj::as_class(recv).data.methods.get(&name).cloned() else {
            let n = vm.module_name(recv);
            return Err(vm.name_error(&format!("undefined method '{}' for {} '{}'", name.name(), if obj::obj_type(recv) == ObjType::Class { "class" } else { "module" }, n), name, recv));
        };
        // A define_method body defined by a block is flagged on the block's iseq.
        let iseq = match &me.kind {
            MethodKind::Iseq(i) => Some(*i),
            MethodKind::Bmethod(p) => block_iseq(*p),
            _ => None,
        };
        match iseq {
            Some(i) => {
                let d = &obj::as_iseq(i).data;
                if d.params.rest.is_some() && !d.params.accepts_keywords() && !d.params.no_kw {
                    d.ruby2_keywords.set(true);
                } else if vm.options.warn_level > 0 {
                    let msg = format!("warning: Skipping set of ruby2_keywords flag for {} (method accepts keywords or method does not accept argument splat)\n", name.name());
                    vm.write_err(msg.as_bytes());
                }
            }
            None => {
                if vm.options.warn_level > 0 {
                    let msg = format!("warning: Skipping set of ruby2_keywords flag for {} (method not defined in Ruby)\n", name.name());
                    vm.write_err(msg.as_bytes());
                }
            }
        }
    }
    Ok(Value::NIL)
}

/// The iseq of the block literal a Proc runs (through Procs made from Procs), if it runs one.
fn block_iseq(p: Value) -> Option<Value> {
    match &crate::core::proc_::proc_data(p).block {
        crate::vm::Block::Captured(c) => Some(c.iseq),
        crate::vm::Block::Proc(inner) => block_iseq(*inner),
        _ => None,
    }
}

/// CRuby's check of the target of `append_features`/`prepend_features`.
fn expect_class_or_module(vm: &mut Vm, v: Value) -> VmResult<()> {
    if is_module(v) {
        return Ok(());
    }
    let n = vm.conversion_name(v);
    Err(vm.type_error(&format!("wrong argument type {n} (expected Class)")))
}

/// `append_features(klass)` (private): includes the receiver into klass.
fn m_append_features(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let target = args.get(0);
    expect_class_or_module(vm, target)?;
    vm.include_module(target, recv)?;
    Ok(recv)
}

/// `prepend_features(klass)` (private): prepends the receiver to klass.
fn m_prepend_features(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let target = args.get(0);
    expect_class_or_module(vm, target)?;
    vm.prepend_module(target, recv)?;
    Ok(recv)
}

/// `extend_object(obj)` (private): adds the receiver's methods to obj's singleton class.
pub fn m_extend_object(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = vm.singleton_class(args.get(0))?;
    vm.include_module(s, recv)?;
    Ok(args.get(0))
}

fn m_eqq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(vm.is_kind_of(args.get(0), recv)))
}

fn m_lt(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    if !is_module(other) {
        return Err(vm.type_error("compared with non class/module"));
    }
    if recv == other {
        return Ok(Value::FALSE);
    }
    if vm.ancestors(recv).contains(&other) {
        return Ok(Value::TRUE);
    }
    if vm.ancestors(other).contains(&recv) {
        return Ok(Value::FALSE);
    }
    Ok(Value::NIL)
}
fn m_le(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if recv == args.get(0) {
        return Ok(Value::TRUE);
    }
    m_lt(vm, recv, args)
}
fn m_gt(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    if !is_module(other) {
        return Err(vm.type_error("compared with non class/module"));
    }
    // The argument array must outlive `a`, which only points into it.
    let argv = [recv];
    let a = Args::from_slice(&argv, None);
    m_lt(vm, other, &a)
}
fn m_ge(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if recv == args.get(0) {
        return Ok(Value::TRUE);
    }
    m_gt(vm, recv, args)
}
fn m_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    if recv == other {
        return Ok(Value::fixnum(0));
    }
    if !is_module(other) {
        return Ok(Value::NIL);
    }
    if vm.ancestors(recv).contains(&other) {
        return Ok(Value::fixnum(-1));
    }
    if vm.ancestors(other).contains(&recv) {
        return Ok(Value::fixnum(1));
    }
    Ok(Value::NIL)
}

fn names_from_args(vm: &mut Vm, args: &[Value]) -> VmResult<Vec<SymbolId>> {
    let mut out = Vec::new();
    for &a in args {
        if obj::is_type(a, ObjType::Array) {
            let items = obj::as_array(a).items.to_vec();
            out.extend(names_from_args(vm, &items)?);
        } else {
            out.push(vm.expect_symbol_or_string(a)?);
        }
    }
    Ok(out)
}

fn attr(vm: &mut Vm, recv: Value, args: &Args, reader: bool, writer: bool) -> VmResult {
    vm.check_modifiable(recv)?;
    let names = names_from_args(vm, args.as_slice())?;
    let mut out = Vec::new();
    let vis = caller_visibility(vm, recv);
    let vis = if vis == Visibility::ModuleFunction { Visibility::Public } else { vis };
    for n in names {
        if !n.is_local_or_const_name() {
            let text = n.name();
            return Err(vm.name_error(&format!("invalid attribute name '{text}'"), n, recv));
        }
        // Built from the name's bytes: a name that is not UTF-8 (ISO-8859-1 "r\xe9sum\xe9")
        // keeps its bytes.
        let ivar = crate::symbol::intern_bytes(&[b"@", n.bytes()].concat());
        if reader {
            vm.add_method(recv, n, MethodKind::AttrReader(ivar), vis);
            out.push(Value::symbol(n));
        }
        if writer {
            let w = crate::symbol::intern_bytes(&[n.bytes(), b"="].concat());
            vm.add_method(recv, w, MethodKind::AttrWriter(ivar), vis);
            out.push(Value::symbol(w));
        }
    }
    Ok(vm.new_array(out))
}
fn m_attr_reader(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    attr(vm, recv, args, true, false)
}
fn m_attr_writer(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    attr(vm, recv, args, false, true)
}
fn m_attr_accessor(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    attr(vm, recv, args, true, true)
}

/// The default visibility in effect where `recv` is being defined into: the calling class body's
/// (or top level's) `private`/`public` state, when the call is an implicit-receiver call there.
fn caller_visibility(vm: &Vm, recv: Value) -> Visibility {
    match crate::core::kernel::caller_frame(vm) {
        Some(i) if vm.frames[i].kind == FrameKind::Class && vm.frames[i].self_val == recv => vm.frames[i].visibility,
        Some(i) if vm.frames[i].kind == FrameKind::Top && recv == vm.core.object => vm.frames[i].visibility,
        _ => Visibility::Public,
    }
}

/// Defines `name` on `klass` with `body` (a Proc, Method or UnboundMethod).
pub fn define_method_body(vm: &mut Vm, klass: Value, name: SymbolId, body: Value) -> VmResult<()> {
    vm.check_modifiable(klass)?;
    if crate::core::proc_::is_proc(vm, body) {
        vm.add_method(klass, name, MethodKind::Bmethod(body), Visibility::Public);
    } else if crate::core::proc_::is_method(vm, body) {
        let me = crate::core::proc_::method_data(body).me.clone();
        // CRuby's rb_mod_define_method: a class's method moves only into that class or a
        // subclass (its builtins trust their receiver's type).
        let owner = me.owner;
        if owner != klass && obj::as_class(owner).data.kind != ObjType::Module && !vm.ancestors(klass).contains(&owner) {
            if obj::as_class(owner).data.is_singleton {
                return Err(vm.type_error("can't bind singleton method to a different class"));
            }
            let n = vm.module_name(owner);
            return Err(vm.type_error(&format!("bind argument must be a subclass of {n}")));
        }
        let entry = MethodEntry { name, original_name: me.original_name, owner: klass, visibility: Visibility::Public, kind: me.kind.clone(), cref: me.cref };
        obj::as_class_mut(klass).data.methods.insert(name, Rc::new(entry));
        vm.invalidate_method(name);
    } else {
        let n = vm.conversion_name(body);
        return Err(vm.type_error(&format!("wrong argument type {n} (expected Proc/Method/UnboundMethod)")));
    }
    vm.check_bop_redefinition(klass, name);
    Ok(())
}

fn m_define_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_symbol_or_string(args.get(0))?;
    let body = if args.len() > 1 {
        args.get(1)
    } else {
        match args.block.clone() {
            Some(b) => crate::core::proc_::new_proc(vm, b, true)?,
            None => return Err(vm.arg_error("tried to create Proc object without a block")),
        }
    };
    vm.temp_roots.push(body);
    let r = define_method_body(vm, recv, name, body);
    vm.temp_roots.pop();
    r?;
    let vis = caller_visibility(vm, recv);
    if vis == Visibility::Private || vis == Visibility::Protected {
        set_visibility(vm, recv, &[name], vis)?;
    }
    vm.method_added_hook(recv, name, false)?;
    Ok(Value::symbol(name))
}

fn m_alias_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let new = vm.expect_symbol_or_string(args.get(0))?;
    let old = vm.expect_symbol_or_string(args.get(1))?;
    vm.alias_method(recv, new, old)?;
    Ok(Value::symbol(new))
}

fn m_remove_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_modifiable(recv)?;
    for n in names_from_args(vm, args.as_slice())? {
        // An undef entry is not a method: removing it is an error, and it stays.
        let defined = obj::as_class(recv).data.methods.get(&n).is_some_and(|me| !matches!(me.kind, MethodKind::Undefined));
        if !defined || obj::as_class_mut(recv).data.methods.remove(&n).is_none() {
            let nm = vm.module_name(recv);
            return Err(vm.name_error(&format!("method '{}' not defined in {}", n.name(), nm), n, recv));
        }
        vm.invalidate_method(n);
    }
    Ok(recv)
}

fn m_undef_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    for n in names_from_args(vm, args.as_slice())? {
        vm.undef_method(recv, n)?;
    }
    Ok(recv)
}

/// Gives each of `names` visibility `vis` in `klass` (copying inherited entries down).
pub fn set_visibility(vm: &mut Vm, klass: Value, names: &[SymbolId], vis: Visibility) -> VmResult<()> {
    vm.check_modifiable(klass)?;
    for &n in names {
        // Searched from the class itself, not its prepended modules (CRuby's origin class): the
        // visibility change applies to the class's own method, or to an inherited one through a
        // copy in the class.
        // A module also finds Object's methods (CRuby's rb_export_method).
        let found = vm.find_method_from_origin(klass, n).or_else(|| {
            if obj::obj_type(klass) == ObjType::Module {
                vm.find_method(vm.core.object, n)
            } else {
                None
            }
        });
        let Some(me) = found else {
            let d = vm.describe_receiver(klass);
            let msg = format!("undefined method '{}' for {}", n.name(), d);
            return Err(vm.name_error(&msg, n, klass));
        };
        // The copy keeps the original owner, so `super` inside it continues after that owner
        // (as CRuby's ZSUPER entry delegates to the inherited method).
        let entry = MethodEntry { name: n, original_name: me.original_name, owner: me.owner, visibility: vis, kind: me.kind.clone(), cref: me.cref };
        obj::as_class_mut(klass).data.methods.insert(n, Rc::new(entry));
        vm.invalidate_method(n);
    }
    Ok(())
}

fn visibility_cmd(vm: &mut Vm, recv: Value, args: &Args, vis: Visibility) -> VmResult {
    let s = args.as_slice();
    if s.is_empty() {
        if let Some(i) = crate::core::kernel::caller_frame(vm) {
            if matches!(vm.frames[i].kind, FrameKind::Class | FrameKind::Top) {
                vm.frames[i].visibility = vis;
            }
        }
        return Ok(Value::NIL);
    }
    let names = names_from_args(vm, s)?;
    if vis == Visibility::ModuleFunction {
        set_visibility(vm, recv, &names, Visibility::Private)?;
        let sc = vm.singleton_class(recv)?;
        for &n in &names {
            if let Some(me) = vm.find_method(recv, n) {
                let entry =
                    MethodEntry { name: n, original_name: me.original_name, owner: sc, visibility: Visibility::Public, kind: me.kind.clone(), cref: me.cref };
                obj::as_class_mut(sc).data.methods.insert(n, Rc::new(entry));
            }
            vm.invalidate_method(n);
        }
    } else {
        set_visibility(vm, recv, &names, vis)?;
    }
    Ok(if s.len() == 1 { s[0] } else { vm.new_array(s.to_vec()) })
}
fn m_private(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    visibility_cmd(vm, recv, args, Visibility::Private)
}
fn m_public(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    visibility_cmd(vm, recv, args, Visibility::Public)
}
fn m_protected(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    visibility_cmd(vm, recv, args, Visibility::Protected)
}
fn m_module_function(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    visibility_cmd(vm, recv, args, Visibility::ModuleFunction)
}
fn m_private_class_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let names = names_from_args(vm, args.as_slice())?;
    let s = vm.singleton_class(recv)?;
    set_visibility(vm, s, &names, Visibility::Private)?;
    Ok(Value::NIL)
}
fn m_public_class_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let names = names_from_args(vm, args.as_slice())?;
    let s = vm.singleton_class(recv)?;
    set_visibility(vm, s, &names, Visibility::Public)?;
    Ok(Value::NIL)
}
/// `deprecate_constant(*names)`: every name must be a constant of the module itself (NameError
/// otherwise); returns the module. The mark would only matter for the warning on reference, which
/// CRuby prints only with `Warning[:deprecated]` on (off by default), and Corundum has no such
/// switch yet, so nothing is recorded.
fn m_deprecate_constant(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    for &a in args.as_slice() {
        let n = const_name_arg(vm, a)?;
        let d = &obj::as_class(recv).data;
        if !d.consts.contains_key(&n) && !d.autoloads.contains_key(&n) {
            let msg = format!("constant {}::{} not defined", vm.module_name(recv), n.name());
            return Err(vm.name_error(&msg, n, recv));
        }
    }
    Ok(recv)
}

/// `private_constant`/`public_constant`: each name must be a constant (or pending autoload) of
/// the receiver itself, else NameError "constant M::X not defined"; returns the receiver.
fn set_constant_visibility(vm: &mut Vm, recv: Value, args: &Args, private: bool) -> VmResult {
    for &a in args.as_slice() {
        let n = vm.expect_symbol_or_string(a)?;
        let d = &obj::as_class(recv).data;
        if !d.consts.contains_key(&n) && !d.autoloads.contains_key(&n) {
            let msg = format!("constant {}::{} not defined", vm.module_name(recv), n.name());
            return Err(vm.name_error(&msg, n, recv));
        }
        vm.check_modifiable(recv)?;
        let list = &mut obj::as_class_mut(recv).data.private_consts;
        list.retain(|x| *x != n);
        if private {
            list.push(n);
        }
    }
    if private && !args.is_empty() {
        vm.private_const_count += 1;
    }
    // Constant caches may hold a lookup whose visibility changed.
    vm.const_serial += 1;
    Ok(recv)
}
fn m_private_constant(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    set_constant_visibility(vm, recv, args, true)
}
fn m_public_constant(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    set_constant_visibility(vm, recv, args, false)
}

fn method_defined_with(vm: &mut Vm, recv: Value, args: &Args, pred: fn(Visibility) -> bool) -> VmResult {
    let n = vm.expect_symbol_or_string(args.get(0))?;
    let inherit = args.len() < 2 || args.get(1).truthy();
    let me = if inherit {
        vm.find_method(recv, n)
    } else {
        obj::as_class(recv).data.methods.get(&n).filter(|me| !matches!(me.kind, MethodKind::Undefined)).cloned()
    };
    Ok(Value::bool(me.is_some_and(|me| pred(me.visibility))))
}
fn m_method_defined(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    method_defined_with(vm, recv, args, |v| v != Visibility::Private)
}
fn m_public_method_defined(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    method_defined_with(vm, recv, args, |v| v == Visibility::Public || v == Visibility::ModuleFunction)
}
fn m_private_method_defined(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    method_defined_with(vm, recv, args, |v| v == Visibility::Private)
}
fn m_protected_method_defined(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    method_defined_with(vm, recv, args, |v| v == Visibility::Protected)
}

fn instance_methods_with(vm: &mut Vm, recv: Value, args: &Args, pred: fn(Visibility) -> bool) -> VmResult {
    let inherit = args.is_empty() || args.get(0).truthy();
    let anc = vm.ancestors(recv);
    let mut seen: Vec<SymbolId> = Vec::new();
    let mut out = Vec::new();
    for &m in anc.iter() {
        if !inherit && m != recv {
            break;
        }
        let d = &obj::as_class(m).data;
        let mut entries: Vec<(SymbolId, Visibility, bool)> =
            d.methods.iter().map(|(n, me)| (*n, me.visibility, matches!(me.kind, MethodKind::Undefined))).collect();
        entries.sort_by_key(|e| e.0 .0);
        for (n, vis, undef) in entries {
            if seen.contains(&n) {
                continue;
            }
            seen.push(n);
            if !undef && pred(vis) {
                out.push(Value::symbol(n));
            }
        }
    }
    Ok(vm.new_array(out))
}
fn m_instance_methods(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    instance_methods_with(vm, recv, args, |v| v != Visibility::Private)
}
fn m_public_instance_methods(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    instance_methods_with(vm, recv, args, |v| v == Visibility::Public)
}
fn m_private_instance_methods(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    instance_methods_with(vm, recv, args, |v| v == Visibility::Private)
}
fn m_protected_instance_methods(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    instance_methods_with(vm, recv, args, |v| v == Visibility::Protected)
}

fn m_instance_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_symbol_or_string(args.get(0))?;
    // The caller's refinements apply (`vm::refinement`).
    let refs = vm.caller_refinements();
    let found = if refs.is_heap() { vm.find_method_refined(recv, n, refs) } else { vm.find_method(recv, n) };
    match found {
        Some(me) => Ok(crate::core::proc_::new_method_object(vm, Value::NIL, me, n, recv, true)),
        None => {
            let d = vm.describe_receiver(recv);
            let msg = format!("undefined method '{}' for {}", n.name(), d);
            Err(vm.name_error(&msg, n, recv))
        }
    }
}

fn const_name_arg(vm: &mut Vm, v: Value) -> VmResult<SymbolId> {
    let n = vm.expect_symbol_or_string(v)?;
    Ok(n)
}

fn m_const_get(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = const_name_arg(vm, args.get(0))?;
    let text = n.name().to_string();
    let mut cur = recv;
    for (i, part) in text.split("::").enumerate() {
        if part.is_empty() && i == 0 {
            cur = vm.core.object;
            continue;
        }
        let id = intern(part);
        if !id.is_const_name() {
            return Err(vm.name_error(&format!("wrong constant name {part}"), id, recv));
        }
        cur = if i == 0 && cur == recv {
            match vm.const_in_ancestors(cur, id)? {
                Some(v) => v,
                None => vm.const_get_from(vm.core.object, id).or_else(|_| vm.const_get_from(cur, id))?,
            }
        } else {
            vm.const_get_from(cur, id)?
        };
    }
    Ok(cur)
}

fn m_const_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = const_name_arg(vm, args.get(0))?;
    if !n.is_const_name() {
        return Err(vm.name_error(&format!("wrong constant name {}", n.name()), n, recv));
    }
    vm.check_modifiable(recv)?;
    vm.const_assign(recv, n, args.get(1))?;
    Ok(args.get(1))
}

/// `remove_const(name)` (private): takes the module's own constant away and returns its value.
fn m_remove_const(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = const_name_arg(vm, args.get(0))?;
    if !n.is_const_name() {
        return Err(vm.name_error(&format!("'{}' is not allowed as a constant variable name", n.name()), n, recv));
    }
    vm.check_modifiable(recv)?;
    match obj::as_class_mut(recv).data.remove_const(n) {
        Some(v) => {
            // Constant caches check the serial, so none keeps answering with the old value.
            vm.const_serial += 1;
            Ok(v)
        }
        None => {
            let owner = vm.module_name(recv);
            Err(vm.name_error(&format!("constant {owner}::{} not defined", n.name()), n, recv))
        }
    }
}

fn m_const_defined(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = const_name_arg(vm, args.get(0))?;
    // const_defined?(name, false): the module's own constants only.
    // A pending autoload counts, without loading (`vm::autoload`).
    if args.len() > 1 && !args.get(1).truthy() {
        return Ok(Value::bool(vm.own_const_defined(recv, n)));
    }
    let found = vm.const_defined_in_ancestors(recv, n) || (obj::obj_type(recv) == ObjType::Module && vm.own_const_defined(vm.core.object, n));
    Ok(Value::bool(found))
}

fn m_constants(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let mut out = Vec::new();
    let anc = vm.ancestors(recv);
    for &m in anc.iter() {
        if m == vm.core.object && recv != m {
            break;
        }
        for n in obj::as_class(m).data.const_order.clone() {
            let v = Value::symbol(n);
            if !out.contains(&v) && !obj::as_class(m).data.private_consts.contains(&n) {
                out.push(v);
            }
        }
    }
    Ok(vm.new_array(out))
}

/// The class variable name argument: must spell `@@name` (NameError with the name as given).
fn cvar_name_arg(vm: &mut Vm, recv: Value, v: Value) -> VmResult<SymbolId> {
    let n = vm.expect_symbol_or_string(v)?;
    if !n.is_cvar_name() {
        let msg = format!("'{}' is not allowed as a class variable name", n.name());
        let given = if crate::core::is_string(v) { v } else { Value::symbol(n) };
        return Err(vm.name_error_for(&msg, given, recv));
    }
    Ok(n)
}
fn m_class_variable_get(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = cvar_name_arg(vm, recv, args.get(0))?;
    vm.cvar_get(recv, n)
}
fn m_class_variable_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = cvar_name_arg(vm, recv, args.get(0))?;
    vm.check_frozen(recv)?;
    vm.cvar_set(recv, n, args.get(1))?;
    Ok(args.get(1))
}
fn m_class_variable_defined(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = cvar_name_arg(vm, recv, args.get(0))?;
    Ok(Value::bool(vm.cvar_get(recv, n).is_ok()))
}
/// `class_variables(inherit = true)`: the module's own, then its ancestors' (each name once).
fn m_class_variables(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let inherit = args.is_empty() || args.get(0).truthy();
    let chain: Vec<Value> = if inherit { vm.ancestors(recv).to_vec() } else { vec![recv] };
    let mut out: Vec<Value> = Vec::new();
    for m in chain {
        let mut names: Vec<SymbolId> = obj::as_class(m).data.cvars.keys().copied().collect();
        names.sort_by_key(|n| n.0);
        for n in names {
            let v = Value::symbol(n);
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    Ok(vm.new_array(out))
}

fn m_class_eval(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone().filter(|_| args.is_empty()) else {
        return crate::core::binding::eval_string_under(vm, recv, recv, args);
    };
    vm.cref_override = Some(recv);
    let r = vm.call_block(&b, &[recv], Some(recv), false, None);
    vm.cref_override = None;
    r
}
fn m_class_exec(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = vm.need_block(args)?;
    vm.cref_override = Some(recv);
    let r = vm.call_block(&b, args.as_slice(), Some(recv), args.kw, None);
    vm.cref_override = None;
    r
}

/// `Module.nesting`: the caller's lexical scopes, innermost first (the scopes a block form of
/// `class_eval`/`instance_eval` pushes do not count, the top level's Object neither).
fn m_nesting(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let mut out = Vec::new();
    if let Some(fi) = crate::core::kernel::caller_frame(vm) {
        let mut c = vm.const_scope(vm.frames[fi].cref);
        while c.is_heap() && obj::as_env(c).parent.is_heap() {
            out.push(obj::as_env(c).vals()[0]);
            c = vm.const_scope(obj::as_env(c).parent);
        }
    }
    Ok(vm.new_array(out))
}

fn m_instance_variable_names(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let names: Vec<Value> = vm.ivar_names(recv).into_iter().map(Value::symbol).collect();
    Ok(vm.new_array(names))
}

fn m_hash(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum((crate::core::conversions::mix(recv.0) >> 2) as i64))
}

fn m_freeze(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.freeze(recv);
    Ok(recv)
}

fn m_module_p(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm) {
    let m = vm.core.module;
    let c = vm.core.class;
    vm.define_builtin(c, "allocate", 0, c_allocate);
    vm.define_builtin(c, "new", -1, c_new);
    vm.define_builtin(c, "superclass", 0, m_superclass);
    vm.define_private_builtin(c, "initialize", -1, class_initialize);
    let cs = vm.singleton_class(c).expect("Class metaclass");
    vm.define_builtin(cs, "new", -1, class_s_new);
    let ms = vm.singleton_class(m).expect("Module metaclass");
    vm.define_builtin(ms, "new", -1, module_s_new);
    // As in CRuby, `Module.allocate` (and a subclass's) is undefined while `Class.allocate`
    // makes an uninitialized class.
    vm.add_method(ms, sym::ALLOCATE, MethodKind::Undefined, Visibility::Public);
    vm.define_builtin(cs, "allocate", 0, c_allocate);
    let list: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("name", 0, m_name),
        ("to_s", 0, m_to_s),
        ("inspect", 0, m_to_s),
        ("ancestors", 0, m_ancestors),
        ("included_modules", 0, m_included_modules),
        ("include?", 1, m_include_p),
        ("include", -2, m_include),
        ("prepend", -2, m_prepend),
        ("===", 1, m_eqq),
        ("<", 1, m_lt),
        ("<=", 1, m_le),
        (">", 1, m_gt),
        (">=", 1, m_ge),
        ("<=>", 1, m_cmp),
        ("attr_reader", -1, m_attr_reader),
        ("attr_writer", -1, m_attr_writer),
        ("attr_accessor", -1, m_attr_accessor),
        ("attr", -1, m_attr_reader),
        ("define_method", -2, m_define_method),
        ("alias_method", 2, m_alias_method),
        ("remove_method", -1, m_remove_method),
        ("undef_method", -1, m_undef_method),
        ("public", -1, m_public),
        ("private", -1, m_private),
        ("protected", -1, m_protected),
        ("module_function", -1, m_module_function),
        ("private_class_method", -1, m_private_class_method),
        ("public_class_method", -1, m_public_class_method),
        ("private_constant", -1, m_private_constant),
        ("public_constant", -1, m_public_constant),
        ("deprecate_constant", -1, m_deprecate_constant),
        ("method_defined?", -2, m_method_defined),
        ("public_method_defined?", -2, m_public_method_defined),
        ("private_method_defined?", -2, m_private_method_defined),
        ("protected_method_defined?", -2, m_protected_method_defined),
        ("instance_methods", -1, m_instance_methods),
        ("public_instance_methods", -1, m_public_instance_methods),
        ("private_instance_methods", -1, m_private_instance_methods),
        ("protected_instance_methods", -1, m_protected_instance_methods),
        ("instance_method", 1, m_instance_method),
        ("public_instance_method", 1, m_instance_method),
        ("const_get", -2, m_const_get),
        ("const_set", 2, m_const_set),
        ("const_defined?", -2, m_const_defined),
        ("constants", -1, m_constants),
        ("class_variable_get", 1, m_class_variable_get),
        ("class_variable_set", 2, m_class_variable_set),
        ("class_variable_defined?", 1, m_class_variable_defined),
        ("class_variables", -1, m_class_variables),
        ("class_eval", -1, m_class_eval),
        ("module_eval", -1, m_class_eval),
        ("class_exec", -1, m_class_exec),
        ("module_exec", -1, m_class_exec),
        ("instance_variable_names", 0, m_instance_variable_names),
        ("hash", 0, m_hash),
        ("freeze", 0, m_freeze),
    ];
    for &(name, arity, f) in list {
        vm.define_builtin(m, name, arity, f);
    }
    vm.define_singleton_builtin(m, "nesting", 0, m_nesting);
    vm.define_private_builtin(m, "append_features", 1, m_append_features);
    vm.define_private_builtin(m, "remove_const", 1, m_remove_const);
    vm.define_private_builtin(m, "ruby2_keywords", -1, m_ruby2_keywords);
    vm.define_private_builtin(m, "prepend_features", 1, m_prepend_features);
    vm.define_private_builtin(m, "extend_object", 1, m_extend_object);
    for hook in ["included", "extended", "prepended", "method_added", "inherited", "const_missing_hook"] {
        vm.define_private_builtin(m, hook, -1, m_module_p);
    }
    let _ = intern_bytes(b"");
}
