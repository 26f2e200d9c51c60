//! `Module#const_source_location(name, inherit = true)`: where a constant was last assigned,
//! from the place `Vm::store_const` records with every assignment the program makes.
//!
//! Invariant: the search order is `const_get`'s without the lexical scope: the module, then
//! (with `inherit`) its ancestors and, for a module, Object's; a constant the VM defined itself
//! (no place recorded) answers `[]`, a missing one nil.

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn m_const_source_location(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    // A Symbol, or a String (through `to_str`).
    let n = if args.get(0).is_symbol() {
        args.get(0).as_symbol()
    } else {
        let s = vm.expect_string(args.get(0))?;
        intern(&String::from_utf8_lossy(&obj::as_string(s).bytes))
    };
    let inherit = args.len() < 2 || args.get(1).truthy();
    let text = n.name().to_string();
    // Only a String may name a path (`"A::B"`, `"::A"`); a Symbol names one constant.
    let parts: Vec<&str> = if args.get(0).is_symbol() { vec![text.as_str()] } else { text.split("::").collect() };
    let mut cur = recv;
    for (i, part) in parts.iter().enumerate() {
        if part.is_empty() && i == 0 && parts.len() > 1 {
            cur = vm.core.object;
            continue;
        }
        let id = intern(part);
        if !id.is_const_name() {
            return Err(vm.name_error(&format!("wrong constant name {part}"), id, recv));
        }
        if i + 1 < parts.len() {
            cur = vm.const_get_from(cur, id)?;
            if !(obj::is_type(cur, ObjType::Class) || obj::is_type(cur, ObjType::Module)) {
                let shown = vm.inspect_str(cur)?;
                return Err(vm.type_error(&format!("{shown} does not refer to class/module")));
            }
            continue;
        }
        let mut mods: Vec<Value> = if inherit { vm.ancestors(cur).to_vec() } else { vec![cur] };
        if inherit && obj::obj_type(cur) == ObjType::Module {
            let object = vm.core.object;
            mods.extend(vm.ancestors(object).iter().copied());
        }
        for m in mods {
            let d = &obj::as_class(m).data;
            if d.consts.contains_key(&id) || d.autoloads.contains_key(&id) {
                return Ok(match d.const_locations.get(&id).cloned() {
                    Some((path, line)) => {
                        let p = vm.new_str(&path);
                        vm.temp_roots.push(p);
                        let a = vm.new_array(vec![p, Value::fixnum(i64::from(line))]);
                        vm.temp_roots.pop();
                        a
                    }
                    None => vm.new_array(Vec::new()),
                });
            }
        }
    }
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm) {
    let m = vm.core.module;
    vm.define_builtin(m, "const_source_location", -1, m_const_source_location);
}
