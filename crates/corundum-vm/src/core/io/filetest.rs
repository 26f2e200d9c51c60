//! The FileTest module: its module functions are File's file tests of the same names, called
//! through File so both always agree.

use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Calls File's singleton method `name` with the same arguments.
fn forward(vm: &mut Vm, name: &str, args: &Args) -> VmResult {
    let file = crate::core::io::file_class(vm);
    vm.call_method_kw(file, intern(name), args.as_slice(), None, args.kw)
}

macro_rules! tests {
    ($($name:literal),* $(,)?) => {
        &[$(($name, (|vm: &mut Vm, _r: Value, a: &Args| forward(vm, $name, a)) as crate::class::BuiltinFn)),*]
    };
}

pub fn init(vm: &mut Vm) {
    let m = crate::core::define_module(vm, "FileTest");
    let list: &[(&str, crate::class::BuiltinFn)] = tests!(
        "blockdev?", "chardev?", "directory?", "empty?", "executable?", "executable_real?", "exist?", "file?", "grpowned?",
        "identical?", "owned?", "pipe?", "readable?", "readable_real?", "setgid?", "setuid?", "size", "size?", "socket?",
        "sticky?", "symlink?", "world_readable?", "world_writable?", "writable?", "writable_real?", "zero?",
    );
    for &(name, f) in list {
        vm.define_private_builtin(m, name, -1, f);
        vm.define_singleton_builtin(m, name, -1, f);
    }
}
