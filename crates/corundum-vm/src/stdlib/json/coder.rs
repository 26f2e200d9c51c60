//! JSON::Coder: a reusable pair of generator and parser settings. Its generator is strict, and
//! the block given to `new` (its `as_json`) converts what JSON cannot hold.
//!
//! Invariant: a Coder keeps a frozen State in `@__json_state` and its options Hash (for the
//! parser) in `@__json_options`; both are set by `initialize`, and methods on a Coder that was
//! only allocated raise TypeError.

use crate::object::{self as obj, ObjType};
use crate::stdlib::json::state::{self, GenConfig};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub fn init(vm: &mut Vm, json: Value) {
    let object = vm.core.object;
    let k = crate::core::define_class_under(vm, json, "Coder", object);
    vm.define_private_builtin(k, "initialize", -1, coder_initialize);
    vm.define_builtin(k, "dump", -1, coder_dump);
    vm.define_builtin(k, "generate", -1, coder_dump);
    vm.define_builtin(k, "load", 1, coder_load);
    vm.define_builtin(k, "parse", 1, coder_load);
    vm.define_builtin(k, "load_file", 1, coder_load_file);
}

fn coder_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let opts = args.positional().first().copied().or(args.kwargs()).unwrap_or(Value::NIL);
    let mut cfg = GenConfig::default();
    if !opts.is_nil() {
        let h = state::to_options_hash(vm, opts)?;
        state::configure(vm, &mut cfg, h)?;
        vm.ivar_set(recv, intern("@__json_options"), h)?;
    }
    cfg.strict = true;
    if let Some(b) = &args.block {
        let p = vm.block_to_proc(b)?;
        vm.temp_roots.push(p);
        cfg.as_json = p;
    }
    let st = state::new_state_from(vm, &cfg);
    if args.block.is_some() {
        vm.temp_roots.pop();
    }
    let st = st?;
    vm.freeze(st);
    vm.ivar_set(recv, intern("@__json_state"), st)?;
    Ok(Value::NIL)
}

fn coder_state(vm: &mut Vm, recv: Value) -> VmResult {
    let st = vm.ivar_get(recv, intern("@__json_state"));
    if st.is_nil() {
        return Err(vm.type_error("uninitialized JSON::Coder"));
    }
    Ok(st)
}

/// `dump(obj, io = nil)`: the text, or `io` after writing it there.
fn coder_dump(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let st = coder_state(vm, recv)?;
    vm.call_method(st, intern("generate"), args.positional(), None)
}

fn coder_load(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let opts = vm.ivar_get(recv, intern("@__json_options"));
    let json = crate::stdlib::json::lookup(vm, &[]).unwrap_or(Value::NIL);
    if opts.is_nil() || !obj::is_type(opts, ObjType::Hash) {
        return vm.call_method(json, intern("parse"), &[args.get(0)], None);
    }
    vm.call_method(json, intern("parse"), &[args.get(0), opts], None)
}

fn coder_load_file(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let file = vm.const_get_from(vm.core.object, intern("File"))?;
    let text = vm.call_method(file, intern("read"), &[args.get(0)], None)?;
    vm.temp_roots.push(text);
    let r = coder_load(vm, recv, &Args::from_slice(&[text], None));
    vm.temp_roots.pop();
    r
}
