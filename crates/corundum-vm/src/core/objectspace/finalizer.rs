//! `ObjectSpace.define_finalizer` / `undefine_finalizer` and running finalizers.
//!
//! The finalizers live in one table per VM, a hidden typed-data object kept in an internal ivar
//! of ObjectSpace. It is a weak holder (`gc_weak`): its objects are weak, its callables strong.
//! When the collector finds an object with finalizers dead, its prune function moves the
//! callables, with the object's id, to the table's due list; they run with that id at the next
//! safe point (`run_due`, from the interrupt check `Vm::check_ints`, and at the end of `GC.start`),
//! and everything still defined runs at exit (`run_at_exit`), in definition order.
//!
//! Invariants:
//! - The table is changed only by its own `_mut` paths, each followed by `obj::remember` of the
//!   table (a callable may be young while the table is old).
//! - A callable is called only after it has left the table, and only with an Integer id: a
//!   finalizer never sees its object, which may already be freed.

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

/// The table's payload.
#[derive(Default)]
pub struct Finalizers {
    /// Live objects (weak) and their callables (strong), in definition order.
    entries: Vec<(Value, Vec<Value>)>,
    /// Objects that died: their id and callables, waiting to run.
    due: Vec<(Value, Vec<Value>)>,
}

crate::data_type!(FINALIZERS_TYPE: Finalizers, c"finalizer_table", mark = |p, m| {
    // SAFETY: the payload of a FINALIZERS_TYPE object is a Finalizers.
    let d = unsafe { &*(p as *const Finalizers) };
    for (_, callables) in d.entries.iter().chain(&d.due) {
        for &c in callables {
            m(c);
        }
    }
});

/// The prune function: entries whose object died become due (the object's id is computed now,
/// while its slot is still intact).
fn prune(p: *mut u8, live: &dyn Fn(Value) -> bool) -> bool {
    // SAFETY: registered only for FINALIZERS_TYPE objects, whose payload is a Finalizers; the
    // collector runs no other code meanwhile.
    let d = unsafe { &mut *(p as *mut Finalizers) };
    let before = d.due.len();
    let mut i = 0;
    while i < d.entries.len() {
        if live(d.entries[i].0) {
            i += 1;
        } else {
            let (o, callables) = d.entries.remove(i);
            d.due.push((Value::fixnum(crate::core::object::heap_object_id(o)), callables));
        }
    }
    d.due.len() > before
}

/// The table, made on first use.
fn table(vm: &mut Vm) -> VmResult<&'static mut Finalizers> {
    let os = vm.core.object_space;
    let id = intern("@__finalizers");
    let mut t = vm.ivar_get(os, id);
    if !obj::is_type(t, ObjType::Data) {
        let k = vm.core.object;
        t = vm.new_typed_data(k, &FINALIZERS_TYPE, Box::new(Finalizers::default()));
        obj::set_flag(t, obj::FL_HIDDEN, true);
        vm.register_weak(t, prune);
        vm.ivar_set(os, id, t)?;
    }
    // The table is old or young; whatever the caller stores, the next minor collection sees it.
    obj::remember(t);
    // SAFETY: the ivar holds only a FINALIZERS_TYPE object (set above, hidden from Ruby).
    Ok(unsafe { &mut *(obj::as_typed_data(t).data as *mut Finalizers) })
}

/// The receiver a callable runs with (CRuby's `rb_callable_receiver`): a Proc's self, a
/// Method's receiver; None for anything else.
fn callable_receiver(vm: &Vm, c: Value) -> Option<Value> {
    if crate::core::proc_::is_proc(vm, c) {
        return match &crate::core::proc_::proc_data(c).block {
            Block::Captured(b) => Some(b.self_val),
            Block::Proc(p) => callable_receiver(vm, *p),
            Block::Method(m) => Some(crate::core::proc_::method_data(*m).recv),
            _ => None,
        };
    }
    if crate::core::proc_::is_method(vm, c) {
        return Some(crate::core::proc_::method_data(c).recv);
    }
    None
}

/// `ObjectSpace.define_finalizer(obj, callable = proc)`: `[0, callable]`; a callable already
/// defined for `obj` (by `==`) is not added again, and that one is returned.
pub fn os_define_finalizer(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let o = args.get(0);
    let mut callable = match args.positional().get(1) {
        Some(&c) => c,
        None => match &args.block {
            Some(b) => crate::core::proc_::new_proc(vm, b.clone(), false)?,
            None => return Err(vm.arg_error("tried to create Proc object without a block")),
        },
    };
    if !vm.respond_to(callable, intern("call"), true) {
        let name = vm.conversion_name(callable);
        return Err(vm.arg_error(&format!("wrong type argument {name} (should be callable)")));
    }
    // An immediate cannot have one; a heap Float or Bignum is frozen (FrozenError below).
    if !o.is_heap() {
        let name = vm.conversion_name(o);
        return Err(vm.arg_error(&format!("cannot define finalizer for {name}")));
    }
    vm.check_frozen(o)?;
    if callable_receiver(vm, callable) == Some(o) {
        crate::core::io::mode::warn(vm, "finalizer references object to be finalized")?;
    }
    let existing: Vec<Value> = table(vm)?.entries.iter().find(|(x, _)| *x == o).map_or_else(Vec::new, |(_, c)| c.clone());
    vm.temp_roots.extend_from_slice(&existing);
    let mut dup = None;
    for &c in &existing {
        match vm.values_eq(c, callable) {
            Ok(true) => {
                dup = Some(c);
                break;
            }
            Ok(false) => {}
            Err(e) => {
                vm.temp_roots.truncate(vm.temp_roots.len() - existing.len());
                return Err(e);
            }
        }
    }
    vm.temp_roots.truncate(vm.temp_roots.len() - existing.len());
    match dup {
        Some(c) => callable = c,
        None => {
            let t = table(vm)?;
            match t.entries.iter_mut().find(|(x, _)| *x == o) {
                Some((_, cs)) => cs.push(callable),
                None => t.entries.push((o, vec![callable])),
            }
        }
    }
    Ok(vm.new_array(vec![Value::fixnum(0), callable]))
}

/// `ObjectSpace.undefine_finalizer(obj)`: drops every finalizer of `obj` (FrozenError for a
/// frozen one, as CRuby).
pub fn os_undefine_finalizer(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    vm.check_frozen(o)?;
    table(vm)?.entries.retain(|(x, _)| *x != o);
    Ok(o)
}

/// `dup`/`clone`: the copy `dst` gets the finalizers `src` has (CRuby 3.4+).
pub fn copy(vm: &mut Vm, src: Value, dst: Value) -> VmResult<()> {
    let os = vm.core.object_space;
    if !obj::is_type(vm.ivar_get(os, intern("@__finalizers")), ObjType::Data) {
        return Ok(());
    }
    let t = table(vm)?;
    if let Some(cs) = t.entries.iter().find(|(x, _)| *x == src).map(|(_, cs)| cs.clone()) {
        t.entries.push((dst, cs));
    }
    Ok(())
}

/// Calls each callable of `batch` with its id. An exception is reported as CRuby does (a
/// warning unless `$VERBOSE` is nil) and ends that object's finalizers, not the others'.
fn run_batch(vm: &mut Vm, batch: Vec<(Value, Vec<Value>)>) {
    let all: Vec<Value> = batch.iter().flat_map(|(_, cs)| cs.iter().copied()).collect();
    let held = vm.new_array(all);
    obj::set_flag(held, obj::FL_HIDDEN, true);
    vm.temp_roots.push(held);
    for (id, callables) in batch {
        for c in callables {
            if let Err(e) = vm.call_method(c, intern("call"), &[id], None) {
                report_error(vm, c, e);
                break;
            }
        }
    }
    vm.temp_roots.pop();
}

/// CRuby's warning for an exception raised in a finalizer, unless `$VERBOSE` is nil.
fn report_error(vm: &mut Vm, callable: Value, e: crate::vm::Unwind) {
    let crate::vm::Unwind::Raise(exc) = e else { return };
    if vm.gvar_get(intern("$VERBOSE")).is_nil() {
        return;
    }
    let Ok(what) = vm.inspect_str(callable) else { return };
    let msg = crate::core::exception::uncaught_report(vm, exc);
    let mut text = format!("warning: Exception in finalizer {what}\n").into_bytes();
    text.extend_from_slice(&msg);
    let _ = crate::core::io::write::write_to(vm, 2, &text);
}

/// Runs the finalizers whose objects died (`gc_weak`: the collector found them).
pub fn run_due(vm: &mut Vm) -> VmResult<()> {
    if !vm.weak.finalizers_due {
        return Ok(());
    }
    vm.weak.finalizers_due = false;
    loop {
        let due = std::mem::take(&mut table(vm)?.due);
        if due.is_empty() {
            return Ok(());
        }
        run_batch(vm, due);
    }
}

/// At exit, after the `at_exit` handlers: every finalizer still defined, with its object's id,
/// in definition order (those of dead objects first); finalizers defined meanwhile run too.
pub fn run_at_exit(vm: &mut Vm) {
    loop {
        let Ok(t) = table(vm) else { return };
        let mut batch = std::mem::take(&mut t.due);
        let entries = std::mem::take(&mut t.entries);
        if batch.is_empty() && entries.is_empty() {
            return;
        }
        // The objects are alive: they stay reachable through `batch` until their ids exist.
        batch.extend(entries.into_iter().map(|(o, cs)| (Value::fixnum(crate::core::object::heap_object_id(o)), cs)));
        run_batch(vm, batch);
    }
}
