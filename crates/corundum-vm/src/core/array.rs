//! Array.

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub fn items(v: Value) -> &'static mut Vec<Value> {
    &mut obj::as_array(v).items
}

/// `Array#inspect` text.
pub fn array_inspect(vm: &mut Vm, recv: Value) -> VmResult<String> {
    if vm.inspect_guard.contains(&recv) {
        return Ok("[...]".into());
    }
    vm.inspect_guard.push(recv);
    let mut out = String::from("[");
    let mut i = 0;
    while i < items(recv).len() {
        if i > 0 {
            out.push_str(", ");
        }
        let x = items(recv)[i];
        match vm.inspect_str(x) {
            Ok(s) => out.push_str(&s),
            Err(e) => {
                vm.inspect_guard.pop();
                return Err(e);
            }
        }
        i += 1;
    }
    vm.inspect_guard.pop();
    out.push(']');
    Ok(out)
}

fn a_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = array_inspect(vm, recv)?;
    Ok(vm.new_string(s.into_bytes()))
}

/// Normalises an index (negative counts from the end); None when out of range.
pub fn norm_index(len: usize, i: i64) -> Option<usize> {
    let i = if i < 0 { i + len as i64 } else { i };
    if i < 0 { None } else { Some(i as usize) }
}

fn a_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.get(0);
    let len = items(recv).len();
    if args.len() == 2 {
        let start = vm.expect_int(a)?;
        let n = vm.expect_int(args.get(1))?;
        let Some(s) = norm_index(len, start) else { return Ok(Value::NIL) };
        if s > len || n < 0 {
            return Ok(Value::NIL);
        }
        let e = (s + n as usize).min(len);
        let v = items(recv)[s..e].to_vec();
        return Ok(vm.new_array(v));
    }
    if obj::is_type(a, ObjType::Range) {
        let Some((s, n)) = crate::core::range::range_bounds(vm, a, len)? else { return Ok(Value::NIL) };
        let v = items(recv)[s..s + n].to_vec();
        return Ok(vm.new_array(v));
    }
    let i = vm.expect_int(a)?;
    Ok(norm_index(len, i).and_then(|i| items(recv).get(i).copied()).unwrap_or(Value::NIL))
}

fn a_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let len = items(recv).len();
    if args.len() == 3 || obj::is_type(args.get(0), ObjType::Range) {
        let (s, n, v) = if args.len() == 3 {
            let s = vm.expect_int(args.get(0))?;
            let n = vm.expect_int(args.get(1))?;
            let Some(s) = norm_index(len, s) else {
                return Err(vm.make_error(vm.core.index_error, &format!("index {} too small for array; minimum: -{}", s, len)));
            };
            (s, n.max(0) as usize, args.get(2))
        } else {
            let r = obj::as_range(args.get(0));
            let (b, e) = (vm.expect_int(r.begin)?, if r.end.is_nil() { -1 } else { vm.expect_int(r.end)? });
            let excl = obj::has_flag(args.get(0), obj::FL_EXCL_END);
            let s = norm_index(len, b).unwrap_or(0);
            let e = if e < 0 { e + len as i64 } else { e };
            let e = if excl { e } else { e + 1 };
            (s, (e - s as i64).max(0) as usize, args.get(1))
        };
        let repl = if obj::is_type(v, ObjType::Array) { items(v).clone() } else { vec![v] };
        let a = items(recv);
        if s > a.len() {
            a.resize(s, Value::NIL);
        }
        let e = (s + n).min(a.len());
        a.splice(s..e, repl);
        return Ok(v);
    }
    let i = vm.expect_int(args.get(0))?;
    let v = args.get(1);
    let Some(i) = norm_index(len, i) else {
        return Err(vm.make_error(vm.core.index_error, &format!("index {} too small for array; minimum: -{}", i, len)));
    };
    let a = items(recv);
    if i >= a.len() {
        a.resize(i + 1, Value::NIL);
    }
    obj::write_barrier(recv, v);
    a[i] = v;
    Ok(v)
}

fn a_push(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    items(recv).extend_from_slice(args.as_slice());
    Ok(recv)
}

fn a_pop(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    Ok(items(recv).pop().unwrap_or(Value::NIL))
}

fn a_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "each", &[]);
    };
    let mut i = 0;
    while i < items(recv).len() {
        let x = items(recv)[i];
        vm.yield_block(&b, &[x])?;
        i += 1;
    }
    Ok(recv)
}

fn a_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "map", &[]);
    };
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    let mut i = 0;
    while i < items(recv).len() {
        let x = items(recv)[i];
        match vm.yield_block(&b, &[x]) {
            Ok(v) => items(out).push(v),
            Err(e) => {
                vm.temp_roots.pop();
                return Err(e);
            }
        }
        i += 1;
    }
    vm.temp_roots.pop();
    Ok(out)
}

fn a_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::Array) {
        return Ok(Value::FALSE);
    }
    if items(recv).len() != items(o).len() {
        return Ok(Value::FALSE);
    }
    let mut i = 0;
    while i < items(recv).len().min(items(o).len()) {
        if !vm.values_eq(items(recv)[i], items(o)[i])? {
            return Ok(Value::FALSE);
        }
        i += 1;
    }
    Ok(Value::bool(items(recv).len() == items(o).len()))
}

fn a_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = vm.new_array_of_class(Vec::new(), recv);
    vm.temp_roots.push(a);
    let r = vm.call_method_kw(a, crate::symbol::sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(a)
}

fn a_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return Ok(Value::NIL);
    }
    let first = args.get(0);
    if obj::is_type(first, ObjType::Array) && args.len() == 1 {
        *items(recv) = items(first).clone();
        return Ok(Value::NIL);
    }
    let n = vm.expect_int(first)?;
    if n < 0 {
        return Err(vm.arg_error("negative array size"));
    }
    match args.block.clone() {
        Some(b) => {
            for i in 0..n {
                let v = vm.yield_block(&b, &[Value::fixnum(i)])?;
                items(recv).push(v);
            }
        }
        None => *items(recv) = vec![args.get(1); n as usize],
    }
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm) {
    let a = vm.core.array;
    vm.define_singleton_builtin(a, "new", -1, a_new);
    vm.define_private_builtin(a, "initialize", -1, a_initialize);
    vm.define_builtin(a, "inspect", 0, a_inspect);
    vm.define_builtin(a, "to_s", 0, a_inspect);
    vm.define_builtin(a, "[]", -2, a_aref);
    vm.define_builtin(a, "[]=", -3, a_aset);
    vm.define_builtin(a, "push", -1, a_push);
    vm.define_builtin(a, "append", -1, a_push);
    vm.define_builtin(a, "<<", 1, a_push);
    vm.define_builtin(a, "pop", -1, a_pop);
    vm.define_builtin(a, "each", 0, a_each);
    vm.define_builtin(a, "map", 0, a_map);
    vm.define_builtin(a, "collect", 0, a_map);
    vm.define_builtin(a, "==", 1, a_eq);
    vm.define_builtin(a, "length", 0, |_vm, r, _a| Ok(Value::fixnum(items(r).len() as i64)));
    vm.define_builtin(a, "size", 0, |_vm, r, _a| Ok(Value::fixnum(items(r).len() as i64)));
    vm.define_builtin(a, "empty?", 0, |_vm, r, _a| Ok(Value::bool(items(r).is_empty())));
    vm.define_builtin(a, "to_a", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(a, "to_ary", 0, |_vm, r, _a| Ok(r));
}
