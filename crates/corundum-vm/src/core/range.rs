//! Range.

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub fn excl(r: Value) -> bool {
    obj::has_flag(r, obj::FL_EXCL_END)
}

/// (start, count) of range `r` applied to a sequence of `len` (Array#[] / String#[] semantics);
/// None when the start is out of bounds.
pub fn range_bounds(vm: &mut Vm, r: Value, len: usize) -> VmResult<Option<(usize, usize)>> {
    let rr = obj::as_range(r);
    let (b, e) = (rr.begin, rr.end);
    let b = if b.is_nil() { 0 } else { vm.expect_int(b)? };
    let e = if e.is_nil() { -1 } else { vm.expect_int(e)? };
    let ex = excl(r) && !rr.end.is_nil();
    let len = len as i64;
    let s = if b < 0 { b + len } else { b };
    if s < 0 || s > len {
        return Ok(None);
    }
    let mut e = if e < 0 { e + len } else { e };
    if !ex {
        e += 1;
    }
    let e = e.min(len);
    let n = (e - s).max(0);
    Ok(Some((s as usize, n as usize)))
}

pub fn range_inspect(vm: &mut Vm, r: Value, inspect: bool) -> VmResult<String> {
    let rr = obj::as_range(r);
    let (b, e) = (rr.begin, rr.end);
    let f = |vm: &mut Vm, v: Value| -> VmResult<String> {
        if v.is_nil() {
            return Ok(String::new());
        }
        if inspect { vm.inspect_str(v) } else { vm.to_s_str(v) }
    };
    let bs = f(vm, b)?;
    let es = f(vm, e)?;
    let bs = if b.is_nil() && inspect && e.is_nil() { "nil".into() } else { bs };
    Ok(format!("{}{}{}", bs, if excl(r) { "..." } else { ".." }, es))
}

fn r_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = range_inspect(vm, recv, true)?;
    Ok(vm.new_string(s.into_bytes()))
}
fn r_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = range_inspect(vm, recv, false)?;
    Ok(vm.new_string(s.into_bytes()))
}

/// Iterates an Integer range, calling `f` for each element (endless ranges run until `f` stops
/// the loop with an error/break).
pub fn each_int(vm: &mut Vm, r: Value, mut f: impl FnMut(&mut Vm, i64) -> VmResult<()>) -> VmResult<()> {
    let rr = obj::as_range(r);
    let b = vm.expect_int(rr.begin)?;
    if rr.end.is_nil() {
        let mut i = b;
        loop {
            f(vm, i)?;
            i += 1;
        }
    }
    let e = if let Some(fl) = vm.float_value(rr.end) { fl.floor() as i64 } else { vm.expect_int(rr.end)? };
    let e = if excl(r) && vm.float_value(rr.end).is_none_or(|fl| fl.fract() == 0.0) { e - 1 } else { e };
    let mut i = b;
    while i <= e {
        f(vm, i)?;
        i += 1;
    }
    Ok(())
}

fn r_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "each", &[]);
    };
    let rr = obj::as_range(recv);
    if rr.begin.is_fixnum() {
        each_int(vm, recv, |vm, i| vm.yield_block(&b, &[Value::fixnum(i)]).map(|_| ()))?;
        return Ok(recv);
    }
    if obj::is_type(rr.begin, ObjType::String) {
        let (mut cur, end) = (rr.begin, rr.end);
        let endb = obj::as_string(end).bytes.clone();
        let ex = excl(recv);
        loop {
            let cb = obj::as_string(cur).bytes.clone();
            if cb.len() > endb.len() {
                break;
            }
            if cb == endb {
                if !ex {
                    vm.yield_block(&b, &[cur])?;
                }
                break;
            }
            vm.yield_block(&b, &[cur])?;
            cur = vm.call_method(cur, crate::symbol::sym::SUCC, &[], None)?;
        }
        return Ok(recv);
    }
    let k = vm.class_of_real(rr.begin);
    let n = vm.module_name(k);
    Err(vm.type_error(&format!("can't iterate from {n}")))
}

fn r_first(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let rr = obj::as_range(recv);
    if args.is_empty() {
        if rr.begin.is_nil() {
            return Err(vm.make_error(vm.core.range_error, "cannot get the first element of beginless range"));
        }
        return Ok(rr.begin);
    }
    let n = vm.expect_int(args.get(0))?;
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    let mut count = 0;
    let r = each_int(vm, recv, |vm, i| {
        if count >= n {
            return Err(crate::vm::Unwind::Break { target: u64::MAX, value: Value::NIL });
        }
        count += 1;
        let _ = vm;
        obj::as_array(out).items.push(Value::fixnum(i));
        Ok(())
    });
    vm.temp_roots.pop();
    match r {
        Ok(()) | Err(crate::vm::Unwind::Break { target: u64::MAX, .. }) => Ok(out),
        Err(e) => Err(e),
    }
}

fn r_begin(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(obj::as_range(recv).begin)
}
fn r_end(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(obj::as_range(recv).end)
}
fn r_excl(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(excl(recv)))
}

/// Whether `v` lies within the range (by comparison, like `include?` on numeric ranges).
pub fn range_cover(vm: &mut Vm, r: Value, v: Value) -> VmResult<bool> {
    let rr = obj::as_range(r);
    let (b, e) = (rr.begin, rr.end);
    if !b.is_nil() {
        let c = vm.call_method(b, crate::symbol::sym::CMP, &[v], None)?;
        if c.is_nil() || (c.is_fixnum() && c.as_fixnum() > 0) {
            return Ok(false);
        }
    }
    if !e.is_nil() {
        let c = vm.call_method(v, crate::symbol::sym::CMP, &[e], None)?;
        if c.is_nil() {
            return Ok(false);
        }
        let c = c.as_fixnum();
        return Ok(if excl(r) { c < 0 } else { c <= 0 });
    }
    Ok(true)
}

fn r_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(range_cover(vm, recv, args.get(0))?))
}

fn r_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::Range) {
        return Ok(Value::FALSE);
    }
    let (a, b) = (obj::as_range(recv), obj::as_range(o));
    let (ab, ae, bb, be) = (a.begin, a.end, b.begin, b.end);
    Ok(Value::bool(excl(recv) == excl(o) && vm.values_eq(ab, bb)? && vm.values_eq(ae, be)?))
}

pub fn init(vm: &mut Vm) {
    let r = vm.core.range;
    vm.define_singleton_builtin(r, "new", -3, |vm, _r, a| {
        let (b, e) = (a.get(0), a.get(1));
        vm.make_range(b, e, a.get(2).truthy())
    });
    vm.define_builtin(r, "inspect", 0, r_inspect);
    vm.define_builtin(r, "to_s", 0, r_to_s);
    vm.define_builtin(r, "each", 0, r_each);
    vm.define_builtin(r, "first", -1, r_first);
    vm.define_builtin(r, "begin", 0, r_begin);
    vm.define_builtin(r, "end", 0, r_end);
    vm.define_builtin(r, "exclude_end?", 0, r_excl);
    vm.define_builtin(r, "include?", 1, r_include);
    vm.define_builtin(r, "member?", 1, r_include);
    vm.define_builtin(r, "cover?", 1, r_include);
    vm.define_builtin(r, "===", 1, r_include);
    vm.define_builtin(r, "==", 1, r_eq);
    vm.define_builtin(r, "eql?", 1, r_eq);
}
