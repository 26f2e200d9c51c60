//! parse
use crate::value::Value;
use crate::vm::Vm;
pub fn init(_vm: &mut Vm, _k: Value) {}
