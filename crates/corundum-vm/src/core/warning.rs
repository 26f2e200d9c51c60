//! The Warning module: the warning categories (`Warning[:deprecated]`, ...), `Warning.warn`,
//! and the VM's deprecation warnings, which only print while their category is enabled.
//!
//! Invariants:
//! - Each category's switch is a hidden ivar of the Warning module (`@__deprecated`, ...),
//!   true or false; `experimental` starts on, the others off (the command line's `-w`, `-W` and
//!   `-W:category` change them: `core::command_line`).
//! - A category is a Symbol naming one of `CATEGORIES`: anything else is CRuby's TypeError or
//!   ArgumentError "unknown category: NAME".

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The categories, in CRuby's order (`Warning.categories`).
pub const CATEGORIES: [&str; 4] = ["deprecated", "experimental", "performance", "strict_unused_block"];

fn flag_ivar(category: &str) -> crate::symbol::SymbolId {
    intern(&format!("@__{category}"))
}

/// Whether warnings of `category` (one of `CATEGORIES`) are printed.
pub fn enabled(vm: &mut Vm, category: &str) -> bool {
    let w = vm.core.warning;
    vm.ivar_get(w, flag_ivar(category)).truthy()
}

/// The category a Symbol argument names; TypeError for a non-Symbol, ArgumentError for an
/// unknown name.
fn category_arg(vm: &mut Vm, v: Value) -> VmResult<&'static str> {
    if !v.is_symbol() {
        let k = vm.class_of_real(v);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("wrong argument type {n} (expected Symbol)")));
    }
    let name = v.as_symbol().name();
    match CATEGORIES.iter().find(|c| **c == &*name) {
        Some(c) => Ok(c),
        None => Err(vm.arg_error(&format!("unknown category: {name}"))),
    }
}

/// Prints "FILE:LINE: warning: MSG" for a deprecation, when `Warning[:deprecated]` is on and
/// `$VERBOSE` is not nil (CRuby's rb_warn_deprecated).
pub fn warn_deprecated(vm: &mut Vm, msg: &str) -> VmResult<()> {
    if !enabled(vm, "deprecated") || vm.gvar_get(intern("$VERBOSE")).is_nil() {
        return Ok(());
    }
    let line = format!("{}:{}: warning: {msg}\n", vm.current_path(), vm.current_line());
    crate::core::io::write::write_to(vm, 2, line.as_bytes())
}

/// Turns warnings of `category` (one of `CATEGORIES`) on or off (`Warning[category] = on`;
/// the command line's `-W:category`).
pub fn set_enabled(vm: &mut Vm, warning: Value, category: &str, on: bool) -> VmResult<()> {
    vm.ivar_set(warning, flag_ivar(category), Value::bool(on))
}

fn w_aref(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let c = category_arg(vm, args.get(0))?;
    Ok(Value::bool(enabled(vm, c)))
}

fn w_aset(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let c = category_arg(vm, args.get(0))?;
    let on = args.get(1).truthy();
    let w = vm.core.warning;
    vm.ivar_set(w, flag_ivar(c), Value::bool(on))?;
    Ok(args.get(1))
}

fn w_categories(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let items: Vec<Value> = CATEGORIES.iter().map(|c| Value::symbol(intern(c))).collect();
    Ok(vm.new_array(items))
}

/// `Warning.warn(msg, category: nil)`: writes `msg` to `$stderr` (nothing when the category is
/// disabled).
fn w_warn(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let p = args.positional();
    if p.len() != 1 {
        return Err(vm.arg_count_error(p.len(), 1, 1));
    }
    let msg = p[0];
    if !obj::is_type(msg, ObjType::String) {
        let k = vm.class_of_real(msg);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("wrong argument type {n} (expected String)")));
    }
    if let Some(kw) = args.kwargs() {
        for (k, v) in crate::core::hash::pairs(kw) {
            if k.is_symbol() && &*k.as_symbol().name() == "category" {
                if !v.is_nil() {
                    let c = category_arg(vm, v)?;
                    if !enabled(vm, c) {
                        return Ok(Value::NIL);
                    }
                }
            } else {
                return Err(vm.unknown_keywords_error(&[k]));
            }
        }
    }
    let bytes = obj::as_string(msg).bytes.to_vec();
    crate::core::io::write::write_to(vm, 2, &bytes)?;
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm) {
    let w = crate::core::define_module(vm, "Warning");
    vm.core.warning = w;
    // CRuby's defaults; the command line's switches change them (`core::command_line`).
    for (c, on) in [("deprecated", false), ("experimental", true), ("performance", false), ("strict_unused_block", false)] {
        let _ = vm.ivar_set(w, flag_ivar(c), Value::bool(on));
    }
    vm.define_singleton_builtin(w, "[]", 1, w_aref);
    vm.define_singleton_builtin(w, "[]=", 2, w_aset);
    vm.define_singleton_builtin(w, "categories", 0, w_categories);
    // `warn` is an instance method the module extends itself with, so a program can redefine
    // it in Warning or in a module extending it.
    vm.define_builtin(w, "warn", -1, w_warn);
    if let Ok(s) = vm.singleton_class(w) {
        let _ = vm.include_module(s, w);
    }
}
