//! The GC module: `GC.start` (also `ObjectSpace.garbage_collect`), `GC.count`, `GC.stat`,
//! `GC.stress`, `GC.enable`/`GC.disable`. ObjectSpace is `core::objectspace`.

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `GC.start(full_mark: true, immediate_mark: true, immediate_sweep: true)`: a major
/// collection, or a minor one for `full_mark: false` (marking and sweeping are always
/// immediate here); then the finalizers of the objects it freed run.
pub fn gc_start(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if !args.positional().is_empty() {
        return Err(vm.arg_count_error(args.positional().len(), 0, 0));
    }
    let mut full = true;
    if let Some(kw) = args.kwargs() {
        let mut unknown = Vec::new();
        for (k, v) in crate::core::hash::pairs(kw) {
            match k.is_symbol().then(|| k.as_symbol().name()).as_deref() {
                Some("full_mark") => full = v.truthy(),
                Some("immediate_mark" | "immediate_sweep") => {}
                _ => unknown.push(k),
            }
        }
        if !unknown.is_empty() {
            let mut shown = Vec::new();
            for k in &unknown {
                shown.push(vm.inspect_str(*k)?);
            }
            let s = if unknown.len() == 1 { "" } else { "s" };
            return Err(vm.arg_error(&format!("unknown keyword{s}: {}", shown.join(", "))));
        }
    }
    vm.collect_as(full);
    crate::core::objectspace::finalizer::run_due(vm)?;
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
    let pages = vm.heap.pages.len() as i64;
    let empty_pages = vm.heap.headers().filter(|h| h.alloc_bits.iter().all(|&w| w == 0)).count() as i64;
    // CRuby's keys, in its order, for what this collector has: pages are never freed, nothing
    // is compacted or moved, and no object waits in a zombie state for its finalizer.
    let pairs: Vec<(&str, i64)> = vec![
        ("count", s.gc_count as i64),
        ("time", ms(marking + sweeping)),
        ("marking_time", ms(marking)),
        ("sweeping_time", ms(sweeping)),
        ("heap_allocated_pages", pages),
        ("heap_empty_pages", empty_pages),
        ("heap_available_slots", total),
        ("heap_live_slots", live),
        ("heap_free_slots", total - live),
        ("heap_final_slots", 0),
        ("heap_eden_pages", pages),
        ("total_allocated_pages", pages),
        ("total_freed_pages", 0),
        ("total_allocated_objects", s.total_allocated as i64),
        ("total_freed_objects", s.total_freed as i64),
        ("malloc_increase_bytes", vm.heap.malloc_since_gc as i64),
        ("minor_gc_count", s.minor_gc_count as i64),
        ("major_gc_count", s.major_gc_count as i64),
        ("compact_count", 0),
        ("total_moved_objects", 0),
        ("old_objects", vm.heap.old as i64),
        ("old_objects_limit", vm.old_limit as i64),
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

/// `GC.disable`: true when collections were already disabled.
fn gc_disable(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(std::mem::replace(&mut vm.gc_disabled, true)))
}

/// `GC.enable`: true when collections were disabled.
fn gc_enable(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(std::mem::replace(&mut vm.gc_disabled, false)))
}

pub fn init(vm: &mut Vm) {
    let gc = vm.core.gc;
    vm.define_singleton_builtin(gc, "start", -1, gc_start);
    vm.define_singleton_builtin(gc, "count", 0, gc_count);
    vm.define_singleton_builtin(gc, "stat", -1, gc_stat);
    vm.define_singleton_builtin(gc, "stress", 0, gc_stress);
    vm.define_singleton_builtin(gc, "stress=", 1, gc_stress_set);
    vm.define_singleton_builtin(gc, "enable", 0, gc_enable);
    vm.define_singleton_builtin(gc, "disable", 0, gc_disable);
}
