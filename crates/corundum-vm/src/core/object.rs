//! BasicObject and the instance methods every object has through Kernel: identity and equality,
//! class queries, `send`, `respond_to?`, instance variables, `dup`/`clone`, `freeze`, `inspect`.

use crate::class::{MethodKind, Visibility};
use crate::object::{self as obj, ObjType, FL_FROZEN};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

fn o_init(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::NIL)
}
fn o_equal(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(recv == args.get(0)))
}
fn o_neq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(!vm.values_eq(recv, args.get(0))?))
}
fn o_not(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(!recv.truthy()))
}
fn o_hash(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum((crate::core::conversions::mix(recv.0) >> 2) as i64))
}
fn o_object_id(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv.is_heap() {
        return Ok(Value::fixnum(heap_object_id(recv)));
    }
    // A special constant's id is its word, as CRuby's (`2n+1` for a Fixnum, 8 for nil, the
    // tagged word of a Symbol or Flonum), so `_id2ref` can decode it; a Bignum when the word
    // is past the Fixnum range.
    let word = i128::from(recv.0 as i64);
    Ok(match i64::try_from(word) {
        Ok(i) if Value::fits_fixnum(i) => Value::fixnum(i),
        _ => vm.new_bignum(num_bigint::BigInt::from(word)),
    })
}

/// The `object_id` of a heap object: its slot's address, computed without allocating (the
/// collector computes the ids finalizers receive). Addresses are 8-aligned and above 8, so no
/// heap id equals a special constant's id (its word, see `o_object_id`); slots never move.
pub fn heap_object_id(v: Value) -> i64 {
    debug_assert!(v.is_heap());
    v.0 as i64
}
fn o_class(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.class_of_real(recv))
}
fn o_singleton_class(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.singleton_class(recv)
}
fn o_frozen(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(vm.is_frozen(recv)))
}
pub fn o_freeze(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv.is_heap() {
        vm.freeze(recv);
    }
    Ok(recv)
}
fn o_nil_p(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(recv.is_nil()))
}
fn o_eqq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(vm.values_eq(recv, args.get(0))?))
}
fn o_match(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::NIL)
}
fn o_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(if vm.values_eq(recv, args.get(0))? { Value::fixnum(0) } else { Value::NIL })
}
fn o_itself(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}

/// `pretty_inspect` (from `pp`): the `inspect` text and a newline. Corundum's `pp` does not
/// break long structures over lines yet, so this agrees with it: both print what CRuby prints
/// for values whose inspect text fits in 80 columns.
fn o_pretty_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = vm.call_method(recv, sym::INSPECT, &[], None)?;
    let mut bytes = if obj::is_type(s, ObjType::String) { obj::as_string(s).bytes.to_vec() } else { vm.inspect_str(s)?.into_bytes() };
    bytes.push(b'\n');
    Ok(vm.new_string(bytes))
}

fn o_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv == vm.main_obj {
        return Ok(vm.new_str("main"));
    }
    let s = vm.any_to_s(recv)?;
    Ok(vm.new_string(s.into_bytes()))
}

pub fn o_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if recv == vm.main_obj {
        return Ok(vm.new_str("main"));
    }
    let names = vm.ivar_names(recv);
    let k = vm.class_of_real(recv);
    let cname = vm.module_name(k);
    if names.is_empty() {
        let s = format!("#<{}:{:#018x}>", cname, recv.0);
        return Ok(vm.new_string(s.into_bytes()));
    }
    let mut out = format!("#<{}:{:#018x}", cname, recv.0);
    let r = vm.guarded(GuardOp::Inspect, recv, Value::NIL, |vm| {
        for (i, n) in names.into_iter().enumerate() {
            out.push_str(if i == 0 { " " } else { ", " });
            out.push_str(&n.name());
            out.push('=');
            let v = vm.ivar_get(recv, n);
            vm.inspect_into(v, &mut out)?;
        }
        Ok(())
    });
    match r {
        Some(r) => r?,
        // An object met again inside its own inspect.
        None => out.push_str(" ..."),
    }
    out.push('>');
    Ok(vm.new_string(out.into_bytes()))
}

fn o_is_a(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = args.get(0);
    if !k.is_heap() || !matches!(obj::obj_type(k), ObjType::Class | ObjType::Module) {
        return Err(vm.type_error("class or module required"));
    }
    Ok(Value::bool(vm.is_kind_of(recv, k)))
}
fn o_instance_of(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = args.get(0);
    if !k.is_heap() || !matches!(obj::obj_type(k), ObjType::Class | ObjType::Module) {
        return Err(vm.type_error("class or module required"));
    }
    Ok(Value::bool(vm.class_of_real(recv) == k))
}

fn o_respond_to(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_symbol_or_string(args.get(0))?;
    let include_all = args.get(1).truthy();
    // The caller's refinements apply (`vm::refinement`).
    let refs = vm.caller_refinements();
    let responds = if refs.is_heap() {
        let k = vm.class_of(recv);
        vm.find_method_refined(k, name, refs).is_some_and(|me| include_all || me.visibility == Visibility::Public)
    } else {
        vm.respond_to(recv, name, include_all)
    };
    if responds {
        return Ok(Value::TRUE);
    }
    let k = vm.class_of(recv);
    if let Some(me) = vm.find_method_cached(k, sym::RESPOND_TO_MISSING) {
        if !matches!(me.kind, MethodKind::Builtin { .. }) {
            let r = vm.call_method(recv, sym::RESPOND_TO_MISSING, &[Value::symbol(name), Value::bool(include_all)], None)?;
            return Ok(Value::bool(r.truthy()));
        }
    }
    Ok(Value::FALSE)
}

fn o_respond_to_missing(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::FALSE)
}

fn send_impl(vm: &mut Vm, recv: Value, args: &Args, public: bool) -> VmResult {
    let s = args.as_slice();
    if s.is_empty() || (args.kw && s.len() == 1) {
        return Err(vm.arg_error("no method name given"));
    }
    let name = vm.expect_symbol_or_string(s[0])?;
    let rest = &s[1..];
    // The caller's refinements apply (`vm::refinement`).
    let refs = vm.caller_refinements();
    if refs.is_heap() {
        return vm.call_refined(recv, name, rest, args.block.clone(), args.kw, refs, !public);
    }
    if public {
        vm.call_public(recv, name, rest, args.block.clone(), args.kw)
    } else {
        vm.call_method_kw(recv, name, rest, args.block.clone(), args.kw)
    }
}
fn o_send(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    send_impl(vm, recv, args, false)
}
fn o_public_send(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    send_impl(vm, recv, args, true)
}

fn o_method_missing(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = if args.get(0).is_symbol() { args.get(0).as_symbol() } else { intern("method_missing") };
    let (vis, flags) = std::mem::take(&mut vm.method_missing_reason);
    let rest = args.as_slice().get(1..).unwrap_or(&[]);
    Err(vm.no_method_error_with(recv, name, flags, vis, rest))
}

fn o_instance_variables(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let names: Vec<Value> = vm.ivar_names(recv).into_iter().map(Value::symbol).collect();
    Ok(vm.new_array(names))
}

/// The ivar name argument of the reflection methods: a Symbol, a String or something with
/// `to_str`, which must spell an ivar name (NameError otherwise, with `name` as given).
fn ivar_name_arg(vm: &mut Vm, recv: Value, v: Value) -> VmResult<SymbolId> {
    let name = vm.expect_symbol_or_string(v)?;
    if !name.is_ivar_name() {
        let msg = format!("'{}' is not allowed as an instance variable name", name.name());
        let given = if crate::core::is_string(v) { v } else { Value::symbol(name) };
        return Err(vm.name_error_for(&msg, given, recv));
    }
    Ok(name)
}

fn o_ivar_get(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = ivar_name_arg(vm, recv, args.get(0))?;
    Ok(vm.ivar_get(recv, name))
}
fn o_ivar_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = ivar_name_arg(vm, recv, args.get(0))?;
    vm.ivar_set(recv, name, args.get(1))?;
    Ok(args.get(1))
}
fn o_ivar_defined(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = ivar_name_arg(vm, recv, args.get(0))?;
    Ok(Value::bool(vm.ivar_defined(recv, name)))
}
fn o_remove_ivar(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = ivar_name_arg(vm, recv, args.get(0))?;
    if !recv.is_heap() {
        // Immediates are frozen.
        return Err(vm.frozen_error(recv));
    }
    match vm.ivar_remove(recv, name)? {
        Some(v) => Ok(v),
        None => {
            let msg = format!("instance variable {} not defined", name.name());
            Err(vm.name_error(&msg, name, recv))
        }
    }
}

/// Copies the state of `src` into a new object of the same class (dup/clone).
pub fn copy_object(vm: &mut Vm, src: Value) -> VmResult {
    if src.is_special() || matches!(obj::obj_type(src), ObjType::Float | ObjType::Bignum) {
        return Ok(src);
    }
    let k = vm.class_of_real(src);
    let dst = match obj::obj_type(src) {
        ObjType::String => {
            let b = obj::as_string(src).bytes.to_vec();
            let s = vm.new_string_of_class(b, k);
            obj::basic(s).flags |= obj::basic(src).flags & obj::FL_STR_ENC_BITS;
            s
        }
        ObjType::Array => {
            let items = obj::as_array(src).items.to_vec();
            vm.new_array_of_class(items, k)
        }
        ObjType::Hash => {
            let h = vm.new_hash_of_class(k);
            *obj::as_hash_mut(h).table = (*obj::as_hash(src).table).clone();
            h
        }
        ObjType::Range => {
            let r = obj::as_range(src);
            let (b, e) = (r.begin, r.end);
            crate::core::range::alloc_range(vm, k, b, e, obj::has_flag(src, obj::FL_EXCL_END))
        }
        ObjType::Object => vm.new_object(k),
        ObjType::Class | ObjType::Module => {
            let n = if obj::obj_type(src) == ObjType::Class { vm.new_class(obj::as_class(src).data.superclass) } else { vm.new_module() };
            let (methods, consts, autoloads, const_order, includes) = {
                let d = &obj::as_class(src).data;
                (d.methods.clone(), d.consts.clone(), d.autoloads.clone(), d.const_order.clone(), d.includes.clone())
            };
            let d = &mut obj::as_class_mut(n).data;
            d.methods = methods;
            d.consts = consts;
            // Pending autoloads are shared with the copy (the same path Strings), as in CRuby.
            d.autoloads = autoloads;
            d.const_order = const_order;
            d.includes = includes;
            vm.hierarchy_serial += 1;
            n
        }
        // A Regexp copy is a new, unfrozen Regexp of the same pattern (CRuby's reg_init_copy).
        ObjType::Data if crate::core::regexp::is_regexp(src) => {
            let d = crate::core::regexp::re_of(src);
            let src_bytes = d.source.clone();
            crate::core::regexp::pattern::new_regexp(vm, k, &src_bytes, d.options, d.enc)?
        }
        ObjType::Data if crate::core::time::is_time(src) => crate::core::time::copy_time(vm, src, k)?,
        ObjType::Data => {
            // A native library's object: a fresh one of its class (from the class's allocator),
            // filled by `initialize_copy`.
            if let Some(f) = crate::class::allocator_of(k) {
                f(vm, k)?
            } else {
                if crate::core::proc_::is_proc(vm, src) {
                    crate::core::proc_::copy_proc(vm, src, k)
                } else if crate::core::proc_::is_method(vm, src) {
                    crate::core::proc_::copy_method(vm, src, k)
                } else {
                    return Ok(src);
                }
            }
        }
        _ => return Ok(src),
    };
    vm.temp_roots.push(dst);
    // Hidden ivars (exception message/backtrace) are copied too.
    for n in vm.ivar_names_with_hidden(src) {
        let v = vm.ivar_get(src, n);
        vm.ivar_set(dst, n, v)?;
    }
    // So are finalizers (CRuby 3.4+).
    crate::core::objectspace::finalizer::copy(vm, src, dst)?;
    vm.temp_roots.pop();
    Ok(dst)
}

fn o_dup(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = copy_object(vm, recv)?;
    if d != recv {
        vm.temp_roots.push(d);
        let r = vm.call_method(d, intern("initialize_dup"), &[recv], None);
        vm.temp_roots.pop();
        r?;
    }
    Ok(d)
}

/// `clone(freeze: nil)`: only the `freeze` keyword, whose value must be nil, true or false.
fn clone_freeze_arg(vm: &mut Vm, args: &Args) -> VmResult<Option<Value>> {
    let kw = args.kwargs();
    let positional = args.len() - usize::from(kw.is_some());
    if positional > 0 {
        return Err(vm.arg_count_error(positional, 0, 0));
    }
    let Some(kw) = kw else { return Ok(None) };
    let keys: Vec<Value> = obj::as_hash(kw).table.iter().map(|e| e.key).collect();
    let unknown: Vec<Value> = keys.into_iter().filter(|k| *k != Value::symbol(intern("freeze"))).collect();
    if !unknown.is_empty() {
        return Err(vm.unknown_keywords_error(&unknown));
    }
    match vm.hash_lookup_symbol(kw, intern("freeze")) {
        Some(f) if f.is_nil() => Ok(None),
        Some(f) if f == Value::TRUE || f == Value::FALSE => Ok(Some(f)),
        Some(f) => {
            let k = vm.class_of_real(f);
            let name = vm.module_name(k);
            Err(vm.arg_error(&format!("unexpected value for freeze: {name}")))
        }
        None => Ok(None),
    }
}

/// `Kernel#clone` without arguments, whatever `clone` the object's class defines (CRuby's
/// rb_obj_clone): singleton methods and the frozen state travel with the copy.
pub fn clone_object(vm: &mut Vm, v: Value) -> VmResult {
    o_clone(vm, v, &Args::from_slice(&[], None))
}

fn o_clone(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let freeze_kw = clone_freeze_arg(vm, args)?;
    let d = copy_object(vm, recv)?;
    if d == recv {
        return Ok(d);
    }
    vm.temp_roots.push(d);
    // Singleton methods travel with clone.
    if obj::has_flag(recv, obj::FL_SINGLETON) {
        let sk = obj::basic(recv).klass;
        let methods = obj::as_class(sk).data.methods.clone();
        let includes = obj::as_class(sk).data.includes.clone();
        let ns = vm.singleton_class(d)?;
        obj::as_class_mut(ns).data.methods = methods;
        obj::as_class_mut(ns).data.includes = includes;
        vm.hierarchy_serial += 1;
    }
    let mut freeze = obj::has_flag(recv, FL_FROZEN);
    if let Some(f) = freeze_kw {
        freeze = f.truthy();
    }
    // initialize_clone gets `freeze:` only when the caller passed it, as in CRuby.
    let r = match freeze_kw {
        Some(f) => {
            let kw = vm.new_hash();
            vm.temp_roots.push(kw);
            vm.hash_set(kw, Value::symbol(intern("freeze")), f)?;
            let r = vm.call_method_kw(d, intern("initialize_clone"), &[recv, kw], None, true);
            vm.temp_roots.pop();
            r
        }
        None => vm.call_method(d, intern("initialize_clone"), &[recv], None),
    };
    vm.temp_roots.pop();
    r?;
    if freeze {
        vm.freeze(d);
    }
    Ok(d)
}

/// `initialize_dup(orig)` and `initialize_clone(orig, freeze: nil)`: both hand over to
/// `initialize_copy`, which is what user classes usually override.
fn o_init_dup(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.call_method(recv, sym::INITIALIZE_COPY, &[args.get(0)], None)?;
    Ok(recv)
}

fn o_init_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let src = args.get(0);
    if recv == src {
        return Ok(recv);
    }
    vm.check_frozen(recv)?;
    Ok(recv)
}

fn o_tap(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = vm.need_block(args)?;
    vm.yield_block(&b, &[recv])?;
    Ok(recv)
}
fn o_then(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = vm.need_block(args)?;
    vm.yield_block(&b, &[recv])
}

/// `extend(*modules)`: all must be Modules; then, last first, each module's `extend_object`
/// (overridable, as singleton.rb does) and its `extended` hook.
fn o_extend(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.as_slice().is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    for &m in args.as_slice() {
        vm.check_module(m)?;
        crate::core::refinement::check_not_refinement(vm, m, "extend object with")?;
    }
    for &m in args.as_slice().iter().rev() {
        crate::core::module::feature_hook(vm, m, "extend_object", recv, crate::core::module::m_extend_object)?;
        vm.call_hook(m, sym::EXTENDED, &[recv])?;
    }
    Ok(recv)
}

fn method_list(vm: &mut Vm, k: Value, own_only: bool, pred: impl Fn(Visibility) -> bool) -> Vec<Value> {
    let anc = vm.ancestors(k);
    let mut seen: Vec<SymbolId> = Vec::new();
    let mut out = Vec::new();
    for (i, &m) in anc.iter().enumerate() {
        if own_only && i > 0 {
            let d = &obj::as_class(m).data;
            if !d.is_singleton && d.kind != ObjType::Module {
                break;
            }
        }
        let mut names: Vec<(SymbolId, Visibility, bool)> =
            obj::as_class(m).data.methods.iter().map(|(n, me)| (*n, me.visibility, matches!(me.kind, MethodKind::Undefined))).collect();
        names.sort_by_key(|(n, _, _)| n.0);
        for (n, vis, undef) in names {
            if seen.contains(&n) {
                continue;
            }
            seen.push(n);
            if !undef && pred(vis) {
                out.push(Value::symbol(n));
            }
        }
    }
    out
}

fn o_methods(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let k = vm.class_of(recv);
    let list = method_list(vm, k, false, |v| v != Visibility::Private);
    Ok(vm.new_array(list))
}

/// `singleton_methods(all = true)`: the public and protected methods of the object's singleton
/// class, and with `all` those of the modules it was extended with and, for a class, of its
/// superclasses' singleton classes (CRuby walks the ancestors while they are singleton classes
/// or modules). A name undefined or made private nearer the object hides it further out.
fn o_singleton_methods(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let all = args.positional().first().is_none_or(|v| v.truthy());
    if !recv.is_heap() || !obj::has_flag(recv, obj::FL_SINGLETON) {
        return Ok(vm.new_array(Vec::new()));
    }
    let k = obj::basic(recv).klass;
    let chain: Vec<Value> = if all { vm.ancestors(k).to_vec() } else { vec![k] };
    let mut seen: Vec<SymbolId> = Vec::new();
    let mut out: Vec<Value> = Vec::new();
    for m in chain {
        let d = &obj::as_class(m).data;
        let is_module = matches!(d.kind, ObjType::Module | ObjType::IClass);
        if !d.is_singleton && !is_module {
            break;
        }
        let mut list: Vec<(SymbolId, Visibility, bool)> = d.methods.iter().map(|(n, me)| (*n, me.visibility, matches!(me.kind, crate::class::MethodKind::Undefined))).collect();
        list.sort_by_key(|(n, _, _)| n.0);
        for (name, vis, undefined) in list {
            if seen.contains(&name) {
                continue;
            }
            seen.push(name);
            if !undefined && vis != Visibility::Private {
                out.push(Value::symbol(name));
            }
        }
    }
    Ok(vm.new_array(out))
}

fn o_define_singleton_method(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_symbol_or_string(args.get(0))?;
    let body = if args.len() > 1 {
        args.get(1)
    } else {
        let b = vm.need_block(args)?;
        crate::core::proc_::new_proc(vm, b, true)?
    };
    let s = vm.singleton_class(recv)?;
    crate::core::module::define_method_body(vm, s, name, body)?;
    Ok(Value::symbol(name))
}

/// Where `def` goes in `instance_eval`/`instance_exec`: the receiver's singleton class, or the
/// receiver itself when it cannot have one (`Vm::new_instance_eval_cref` makes that scope
/// refuse definitions).
fn instance_eval_target(vm: &mut Vm, recv: Value) -> VmResult {
    let has_singleton = recv.is_heap() && !matches!(obj::obj_type(recv), ObjType::Float | ObjType::Bignum);
    if has_singleton || recv.is_nil() || recv == Value::TRUE || recv == Value::FALSE {
        return vm.singleton_class(recv);
    }
    Ok(recv)
}

fn o_instance_eval(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let cref = instance_eval_target(vm, recv)?;
    let Some(b) = args.block.clone().filter(|_| args.is_empty()) else {
        return crate::core::binding::eval_string_under(vm, recv, cref, args);
    };
    vm.cref_override = Some(cref);
    let r = vm.call_block(&b, &[recv], Some(recv), false, None);
    vm.cref_override = None;
    r
}

fn o_instance_exec(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = vm.need_block(args)?;
    let cref = instance_eval_target(vm, recv)?;
    vm.cref_override = Some(cref);
    let r = vm.call_block(&b, args.as_slice(), Some(recv), args.kw, None);
    vm.cref_override = None;
    r
}

fn o_display(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    crate::core::kernel::print_to(vm, 1, &[recv])
}

fn o_enum_for(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let meth = if args.is_empty() { "each".to_string() } else { vm.expect_symbol_or_string(args.get(0))?.name().to_string() };
    let rest: Vec<Value> = args.as_slice().iter().skip(1).copied().collect();
    let e = crate::core::enumerable::enumerator_for_user(vm, recv, &meth, &rest, args.block.as_ref())?;
    if args.kw && !rest.is_empty() {
        // `enum_for(:m, *args, key: v)`: the enumerator calls m with those keywords again.
        crate::core::enumerable::mark_keywords(vm, e)?;
    }
    Ok(e)
}

pub fn init(vm: &mut Vm) {
    let bo = vm.core.basic_object;
    vm.define_private_builtin(bo, "initialize", 0, o_init);
    vm.define_builtin(bo, "==", 1, o_equal);
    vm.define_builtin(bo, "equal?", 1, o_equal);
    vm.define_builtin(bo, "!=", 1, o_neq);
    vm.define_builtin(bo, "!", 0, o_not);
    vm.define_builtin(bo, "__send__", -2, o_send);
    vm.define_builtin(bo, "__id__", 0, o_object_id);
    vm.define_builtin(bo, "instance_eval", -1, o_instance_eval);
    vm.define_builtin(bo, "instance_exec", -1, o_instance_exec);
    vm.define_private_builtin(bo, "method_missing", -2, o_method_missing);
    vm.define_private_builtin(bo, "singleton_method_added", 1, o_init);

    let k = vm.core.kernel;
    let public: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("class", 0, o_class),
        ("singleton_class", 0, o_singleton_class),
        ("frozen?", 0, o_frozen),
        ("freeze", 0, o_freeze),
        ("nil?", 0, o_nil_p),
        ("===", 1, o_eqq),
        ("=~", 1, o_match),
        ("eql?", 1, o_equal),
        ("hash", 0, o_hash),
        ("<=>", 1, o_cmp),
        ("to_s", 0, o_to_s),
        ("inspect", 0, o_inspect),
        ("methods", -1, o_methods),
        ("public_methods", -1, o_methods),
        ("singleton_methods", -1, o_singleton_methods),
        ("instance_variables", 0, o_instance_variables),
        ("instance_variable_get", 1, o_ivar_get),
        ("instance_variable_set", 2, o_ivar_set),
        ("instance_variable_defined?", 1, o_ivar_defined),
        ("remove_instance_variable", 1, o_remove_ivar),
        ("instance_of?", 1, o_instance_of),
        ("kind_of?", 1, o_is_a),
        ("is_a?", 1, o_is_a),
        ("respond_to?", -2, o_respond_to),
        ("send", -2, o_send),
        ("public_send", -2, o_public_send),
        ("method", 1, crate::core::proc_::obj_method),
        ("public_method", 1, crate::core::proc_::obj_method),
        ("define_singleton_method", -2, o_define_singleton_method),
        ("extend", -2, o_extend),
        ("dup", 0, o_dup),
        ("clone", -1, o_clone),
        ("tap", 0, o_tap),
        ("then", 0, o_then),
        ("yield_self", 0, o_then),
        ("itself", 0, o_itself),
        ("pretty_inspect", 0, o_pretty_inspect),
        ("object_id", 0, o_object_id),
        ("display", -1, o_display),
        ("enum_for", -1, o_enum_for),
        ("to_enum", -1, o_enum_for),
    ];
    for &(name, arity, f) in public {
        vm.define_builtin(k, name, arity, f);
    }
    vm.define_private_builtin(k, "initialize_copy", 1, o_init_copy);
    vm.define_private_builtin(k, "initialize_dup", 1, o_init_dup);
    vm.define_private_builtin(k, "initialize_clone", -1, o_init_dup);
    vm.define_private_builtin(k, "respond_to_missing?", 2, o_respond_to_missing);
    let _ = Block::Symbol(sym::TO_S, Value::NIL);
}
