//! NilClass, TrueClass and FalseClass.

use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn nil_to_s(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_string(Vec::new()))
}
fn nil_inspect(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_str("nil"))
}
fn nil_to_a(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_array(Vec::new()))
}
fn nil_to_h(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_hash())
}
fn bool_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_str(if recv.truthy() { "true" } else { "false" }))
}
fn and(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(recv.truthy() && args.get(0).truthy()))
}
fn or(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(recv.truthy() || args.get(0).truthy()))
}
fn xor(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(recv.truthy() != args.get(0).truthy()))
}

pub fn init(vm: &mut Vm) {
    let n = vm.core.nil;
    vm.define_builtin(n, "to_s", 0, nil_to_s);
    vm.define_builtin(n, "inspect", 0, nil_inspect);
    vm.define_builtin(n, "to_a", 0, nil_to_a);
    vm.define_builtin(n, "to_h", 0, nil_to_h);
    vm.define_leaf_builtin(n, "to_i", 0, |_vm, _r, _a| Ok(Value::fixnum(0)));
    vm.define_builtin(n, "to_f", 0, |vm, _r, _a| Ok(vm.new_float(0.0)));
    vm.define_leaf_builtin(n, "nil?", 0, |_vm, _r, _a| Ok(Value::TRUE));
    vm.define_builtin(n, "&", 1, and);
    vm.define_builtin(n, "|", 1, or);
    vm.define_builtin(n, "^", 1, xor);
    for k in [vm.core.true_, vm.core.false_] {
        vm.define_builtin(k, "to_s", 0, bool_to_s);
        vm.define_builtin(k, "inspect", 0, bool_to_s);
        vm.define_builtin(k, "&", 1, and);
        vm.define_builtin(k, "|", 1, or);
        vm.define_builtin(k, "^", 1, xor);
        vm.define_builtin(k, "===", 1, |_vm, r, a| Ok(Value::bool(r == a.get(0))));
    }
}
