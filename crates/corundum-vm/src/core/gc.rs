//! The GC and ObjectSpace modules: `GC.start`, `GC.count`, `GC.stat`, `GC.stress`,
//! `ObjectSpace.memsize_of`, `ObjectSpace.count_objects`.

use crate::heap::SLOT_SIZES;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn gc_start(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    vm.collect();
    Ok(Value::NIL)
}

fn gc_count(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(vm.heap.stats.gc_count as i64))
}

/// `GC.stat`, `GC.stat(:key)`, `GC.stat(hash)`: CRuby's keys that Corundum keeps. `time`,
/// `marking_time` and `sweeping_time` are milliseconds spent in every collection so far
/// (truncated, as CRuby does), measured by `Vm::collect_as`.
fn gc_stat(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    let live = vm.heap.live_slots() as i64;
    let total = vm.heap.total_slots() as i64;
    let s = vm.heap.stats;
    let ms = |d: std::time::Duration| d.as_millis() as i64;
    let (marking, sweeping) = (vm.stats.gc_marking_time(), vm.stats.gc_sweeping_time());
    let pairs: Vec<(&str, i64)> = vec![
        ("count", s.gc_count as i64),
        ("time", ms(marking + sweeping)),
        ("marking_time", ms(marking)),
        ("sweeping_time", ms(sweeping)),
        ("heap_allocated_pages", vm.heap.pages.len() as i64),
        ("heap_live_slots", live),
        ("heap_free_slots", total - live),
        ("total_allocated_objects", s.total_allocated as i64),
        ("total_freed_objects", s.total_freed as i64),
        ("minor_gc_count", s.minor_gc_count as i64),
        ("major_gc_count", s.major_gc_count as i64),
        ("old_objects", vm.heap.old as i64),
    ];
    let key = args.get(0);
    if key.is_symbol() {
        let name = key.as_symbol().name().to_string();
        return match pairs.iter().find(|(n, _)| *n == name) {
            Some(&(_, v)) => Ok(Value::fixnum(v)),
            None => Err(vm.arg_error(&format!("unknown key: {name}"))),
        };
    }
    let h = if obj::is_type(key, ObjType::Hash) {
        key
    } else if key.is_nil() {
        vm.new_hash()
    } else {
        return Err(vm.type_error("non-hash or symbol given"));
    };
    vm.temp_roots.push(h);
    for (n, v) in pairs {
        vm.hash_set(h, Value::symbol(intern(n)), Value::fixnum(v))?;
    }
    vm.temp_roots.pop();
    Ok(h)
}

fn gc_stress(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(vm.options.gc_stress))
}

fn gc_stress_set(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.options.gc_stress = args.get(0).truthy();
    Ok(args.get(0))
}

fn gc_toggle(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::FALSE)
}

fn os_memsize_of(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if !v.is_heap() {
        return Ok(Value::fixnum(0));
    }
    let slot = vm.heap.find_slot(v.0 as usize).map_or(SLOT_SIZES[0], |p| vm.heap.slot_size_of(p as usize));
    let extra = match obj::obj_type(v) {
        ObjType::Data => {
            let d = obj::as_typed_data(v);
            d.dtype.size.map_or(0, |f| f(d.data))
        }
        ObjType::String => obj::as_string(v).bytes.capacity(),
        ObjType::Array => {
            if obj::as_array(v).items.spilled() {
                obj::as_array(v).items.capacity() * 8
            } else {
                0
            }
        }
        ObjType::Iseq => obj::as_iseq(v).data.memsize(),
        ObjType::Object => crate::vm::ivar::object_ivar_heap_bytes(v),
        _ => 0,
    };
    Ok(Value::fixnum((slot + extra) as i64))
}

fn os_count_objects(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let mut counts: Vec<(&str, i64)> = Vec::new();
    let mut bump = |name: &'static str| {
        if let Some(e) = counts.iter_mut().find(|(n, _)| *n == name) {
            e.1 += 1;
        } else {
            counts.push((name, 1));
        }
    };
    vm.heap.each_object(|p| {
        let t = obj::obj_type(Value::from_ptr(p));
        bump(match t {
            ObjType::Object => "T_OBJECT",
            ObjType::Class => "T_CLASS",
            ObjType::Module => "T_MODULE",
            ObjType::IClass => "T_ICLASS",
            ObjType::String => "T_STRING",
            ObjType::Array => "T_ARRAY",
            ObjType::Hash => "T_HASH",
            ObjType::Range => "T_STRUCT",
            ObjType::Float => "T_FLOAT",
            ObjType::Bignum => "T_BIGNUM",
            ObjType::Env => "T_IMEMO",
            ObjType::Iseq => "T_IMEMO",
            ObjType::Data => "T_DATA",
            ObjType::Free => "FREE",
        })
    });
    let total = vm.heap.total_slots() as i64;
    let live = vm.heap.live_slots() as i64;
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    vm.hash_set(h, Value::symbol(intern("TOTAL")), Value::fixnum(total))?;
    vm.hash_set(h, Value::symbol(intern("FREE")), Value::fixnum(total - live))?;
    for (n, c) in counts {
        vm.hash_set(h, Value::symbol(intern(n)), Value::fixnum(c))?;
    }
    vm.temp_roots.pop();
    Ok(h)
}

/// Where finalizers are kept: a hidden ivar of ObjectSpace, an Array of `[object, callable]`.
fn finalizer_list(vm: &mut Vm) -> VmResult {
    let os = vm.core.object_space;
    let id = intern("@__finalizers");
    let list = vm.ivar_get(os, id);
    if crate::core::is_array(list) {
        return Ok(list);
    }
    let list = vm.new_array(Vec::new());
    vm.ivar_set(os, id, list)?;
    Ok(list)
}

/// `ObjectSpace.define_finalizer(obj, callable = proc)`. The finalizer holds the object, so in
/// Corundum it runs at exit (`run_finalizers`), never after a collection.
fn os_define_finalizer(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let obj = args.get(0);
    let callable = match args.positional().get(1) {
        Some(&c) => c,
        None => match &args.block {
            Some(b) => crate::core::proc_::new_proc(vm, b.clone(), false)?,
            None => return Err(vm.make_error(vm.core.argument_error, "tried to create Proc object without a block")),
        },
    };
    if !vm.respond_to(callable, intern("call"), true) {
        let name = vm.conversion_name(callable);
        return Err(vm.make_error(vm.core.argument_error, &format!("wrong type argument {name} (should be callable)")));
    }
    if !obj.is_heap() || matches!(obj::obj_type(obj), ObjType::Float | ObjType::Bignum) {
        let name = vm.conversion_name(obj);
        return Err(vm.make_error(vm.core.argument_error, &format!("cannot define finalizer for {name}")));
    }
    vm.check_frozen(obj)?;
    let list = finalizer_list(vm)?;
    let pair = vm.new_array(vec![obj, callable]);
    obj::as_array_mut(list).items.push(pair);
    obj::write_barrier(list, pair);
    Ok(vm.new_array(vec![Value::fixnum(0), callable]))
}

/// `ObjectSpace.undefine_finalizer(obj)`: drops every finalizer of `obj`.
fn os_undefine_finalizer(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let obj = args.get(0);
    let list = finalizer_list(vm)?;
    obj::as_array_mut(list).items.retain(|pair| obj::as_array(*pair).items.first() != Some(&obj));
    Ok(obj)
}

/// Runs the finalizers still defined, in the order they were defined, each with its object's
/// id (at exit, after the `at_exit` handlers, as CRuby does); errors in them are ignored.
pub fn run_finalizers(vm: &mut Vm) {
    let Ok(list) = finalizer_list(vm) else { return };
    loop {
        let pairs: Vec<Value> = std::mem::take(&mut obj::as_array_mut(list).items).into_iter().collect();
        if pairs.is_empty() {
            return;
        }
        let held = vm.new_array(pairs.clone());
        vm.temp_roots.push(held);
        for pair in pairs {
            let items = &obj::as_array(pair).items;
            let (o, callable) = (items[0], items[1]);
            let id = match vm.call_method(o, intern("object_id"), &[], None) {
                Ok(id) => id,
                Err(_) => continue,
            };
            let _ = vm.call_method(callable, intern("call"), &[id], None);
        }
        vm.temp_roots.pop();
    }
}

pub fn init(vm: &mut Vm) {
    let gc = vm.core.gc;
    vm.define_singleton_builtin(gc, "start", -1, gc_start);
    vm.define_singleton_builtin(gc, "count", 0, gc_count);
    vm.define_singleton_builtin(gc, "stat", -1, gc_stat);
    vm.define_singleton_builtin(gc, "stress", 0, gc_stress);
    vm.define_singleton_builtin(gc, "stress=", 1, gc_stress_set);
    vm.define_singleton_builtin(gc, "enable", 0, gc_toggle);
    vm.define_singleton_builtin(gc, "disable", 0, gc_toggle);
    let os = vm.core.object_space;
    vm.define_singleton_builtin(os, "memsize_of", 1, os_memsize_of);
    vm.define_singleton_builtin(os, "count_objects", -1, os_count_objects);
    vm.define_singleton_builtin(os, "garbage_collect", -1, gc_start);
    vm.define_singleton_builtin(os, "define_finalizer", -1, os_define_finalizer);
    vm.define_singleton_builtin(os, "undefine_finalizer", 1, os_undefine_finalizer);
}

#[cfg(test)]
mod tests {
    use crate::symbol::intern;
    use crate::vm::{Options, Vm};

    #[test]
    fn memsize_of_typed_data_uses_the_size_callback() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        let iseq = vm.compile_source(b"$pr = proc { 1 }", "t.rb", "<main>").ok().expect("compiles");
        vm.run_top(iseq).ok().expect("runs");
        let pr = vm.gvar_get(intern("$pr"));
        assert!(crate::core::proc_::is_proc(&vm, pr));
        let os = vm.core.object_space;
        let size = vm.call_method(os, intern("memsize_of"), &[pr], None).ok().expect("memsize_of");
        let expected = crate::heap::SLOT_SIZES[0] + std::mem::size_of::<crate::core::proc_::ProcData>();
        assert_eq!(size.as_fixnum() as usize, expected);
    }
}
