//! `RubyVM::InstructionSequence.compile_option` and `compile_option=`: CRuby's global options
//! for compiling Ruby code to instructions, kept and reported as CRuby 4.0 does.
//!
//! Corundum's compiler has no such switches (it always caches constants inline, never
//! eliminates tail calls, specialises operators at run time through its call caches), so the
//! options are a setting programs read back, as test suites do to save and restore it; none
//! changes how code compiles. Invariants: the setting is one frozen-free Array of the ten
//! values in `NAMES` order, held by the class in a hidden ivar; the getter answers a new Hash
//! each call, so changing it changes nothing.

use crate::object::{self, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The option names, in the order CRuby's Hash lists them. The first eight are flags.
const NAMES: [&str; 10] = [
    "inline_const_cache",
    "peephole_optimization",
    "tailcall_optimization",
    "specialized_instruction",
    "operands_unification",
    "instructions_unification",
    "debug_frozen_string_literal",
    "coverage_enabled",
    "debug_level",
    "frozen_string_literal",
];
const FLAGS: usize = 8;
const DEBUG_LEVEL: usize = 8;
const FROZEN_STRING_LITERAL: usize = 9;

/// The hidden ivar of RubyVM::InstructionSequence holding the setting.
const IVAR: &str = "@__compile_option";

/// CRuby 4.0's settings at start-up, after `= true` and after `= false` (checked against it).
const DEFAULT: ([bool; FLAGS], i64, Value) = ([true, true, false, true, true, false, false, true], 0, Value::NIL);
const ALL_TRUE: ([bool; FLAGS], i64, Value) = ([true, false, false, false, false, false, false, false], 1, Value::FALSE);
const ALL_FALSE: ([bool; FLAGS], i64, Value) = ([false; FLAGS], 0, Value::NIL);

fn setting(vm: &mut Vm, klass: Value) -> VmResult<Value> {
    let a = vm.ivar_get(klass, intern(IVAR));
    if object::is_type(a, ObjType::Array) {
        return Ok(a);
    }
    store(vm, klass, DEFAULT)
}

fn store(vm: &mut Vm, klass: Value, (flags, level, fsl): ([bool; FLAGS], i64, Value)) -> VmResult<Value> {
    let mut items: Vec<Value> = flags.iter().map(|&f| Value::bool(f)).collect();
    items.push(Value::fixnum(level));
    items.push(fsl);
    let a = vm.new_array(items);
    vm.ivar_set(klass, intern(IVAR), a)?;
    Ok(a)
}

/// `compile_option`: the setting as a new Hash.
fn s_compile_option(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = setting(vm, recv)?;
    let values = crate::core::array::items(a).to_vec();
    let h = vm.new_hash();
    for (name, v) in NAMES.iter().zip(values) {
        vm.hash_set(h, Value::symbol(intern(name)), v)?;
    }
    Ok(h)
}

/// `compile_option = opt`: a Hash changes the options it names (a flag only to true or
/// false), true and false set them all as CRuby does, nil changes nothing.
fn s_set_compile_option(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let opt = args.get(0);
    if opt == Value::TRUE {
        store(vm, recv, ALL_TRUE)?;
    } else if opt == Value::FALSE {
        store(vm, recv, ALL_FALSE)?;
    } else if object::is_type(opt, ObjType::Hash) {
        {
            let a = setting(vm, recv)?;
            let mut values = crate::core::array::items(a).to_vec();
            for (i, name) in NAMES.iter().enumerate() {
                let Some(v) = vm.hash_get(opt, Value::symbol(intern(name)))? else { continue };
                match i {
                    DEBUG_LEVEL => {
                        let n = vm.expect_int(v)?;
                        if i32::try_from(n).is_err() {
                            return Err(vm.make_error(vm.core.range_error, &format!("integer {n} too big to convert to 'int'")));
                        }
                        values[i] = Value::fixnum(n);
                    }
                    FROZEN_STRING_LITERAL => values[i] = v,
                    _ if v == Value::TRUE || v == Value::FALSE => values[i] = v,
                    _ => {}
                }
            }
            let fresh = vm.new_array(values);
            vm.ivar_set(recv, intern(IVAR), fresh)?;
        }
    } else if !opt.is_nil() {
        return Err(vm.type_error("Compile option must be Hash/true/false/nil"));
    }
    Ok(opt)
}

pub fn init(vm: &mut Vm, iseq_class: Value) {
    vm.define_singleton_builtin(iseq_class, "compile_option", 0, s_compile_option);
    vm.define_singleton_builtin(iseq_class, "compile_option=", 1, s_set_compile_option);
}
