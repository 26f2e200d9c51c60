//! `Module#autoload`, `Module#autoload?` and Kernel's `autoload`/`autoload?` (private instance
//! methods and public singleton methods of Kernel). The entries, their states and their loading
//! are `vm::autoload`'s; this file checks and converts the arguments.
//!
//! Invariants:
//! - Arguments are checked in CRuby's order: the name's type (TypeError), the path's conversion
//!   (`to_path`, then a String, no NUL byte), the constant name (NameError), an empty path
//!   (ArgumentError), a defined constant (nothing is done), a frozen module (FrozenError).
//! - The registered path is a frozen copy of the String given, which `autoload?` returns.
//! - Kernel's forms act on the caller's lexical class (the class `def` would define in): for
//!   `autoload`, its real class (singleton classes skipped), as CRuby's rb_f_autoload.

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `autoload(name, path)` on module `m`.
fn register(vm: &mut Vm, m: Value, name_arg: Value, path_arg: Value) -> VmResult {
    let name = vm.expect_symbol_or_string(name_arg)?;
    let bytes = crate::core::io::file::path_arg(vm, path_arg)?;
    if !name.is_const_name() {
        let msg = format!("autoload must be constant name: {}", name.name());
        return Err(vm.make_error(vm.core.name_error, &msg));
    }
    if bytes.is_empty() {
        return Err(vm.arg_error("empty feature name"));
    }
    let feature = vm.new_string(bytes);
    // The path keeps the encoding of the String given.
    if crate::core::is_string(path_arg) {
        let enc = crate::core::encoding::string_encoding(path_arg);
        crate::core::encoding::set_string_encoding(feature, enc);
    }
    obj::set_flag(feature, obj::FL_FROZEN, true);
    vm.temp_roots.push(feature);
    let r = vm.autoload_register(m, name, feature);
    vm.temp_roots.pop();
    r?;
    Ok(Value::NIL)
}

/// `autoload?(name, inherit = true)` on module `m`.
fn registered_path(vm: &mut Vm, m: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let name = vm.expect_symbol_or_string(args.get(0))?;
    let inherit = args.len() < 2 || args.get(1).truthy();
    Ok(vm.autoload_path(m, name, inherit))
}

fn m_autoload(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    register(vm, recv, args.get(0), args.get(1))
}

fn m_autoload_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    registered_path(vm, recv, args)
}

/// The class the calling code's `def` would define in (CRuby's rb_vm_cbase): the innermost
/// scope of the caller's cref chain, the ones instance_eval/class_eval push included.
fn caller_cbase(vm: &Vm) -> Value {
    match crate::core::kernel::caller_frame(vm) {
        Some(fi) => vm.cref_class(vm.frames[fi].cref),
        None => vm.core.object,
    }
}

/// `k` without singleton and include classes (CRuby's rb_class_real).
fn class_real(k: Value) -> Value {
    let mut k = k;
    while k.is_heap() {
        let d = &obj::as_class(k).data;
        if d.is_singleton || d.kind == ObjType::IClass {
            k = d.superclass;
        } else {
            break;
        }
    }
    k
}

fn k_autoload(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let k = class_real(caller_cbase(vm));
    if !k.is_heap() {
        return Err(vm.type_error("Can not set autoload on singleton class"));
    }
    register(vm, k, args.get(0), args.get(1))
}

fn k_autoload_p(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let k = caller_cbase(vm);
    registered_path(vm, k, args)
}

pub fn init(vm: &mut Vm) {
    let m = vm.core.module;
    vm.define_builtin(m, "autoload", 2, m_autoload);
    vm.define_builtin(m, "autoload?", -1, m_autoload_p);
    let k = vm.core.kernel;
    for (name, arity, f) in [("autoload", 2, k_autoload as crate::class::BuiltinFn), ("autoload?", -1, k_autoload_p)] {
        vm.define_private_builtin(k, name, arity, f);
        vm.define_singleton_builtin(k, name, arity, f);
    }
}
