//! Thread::Queue (also `Queue`) and Thread::SizedQueue (also `SizedQueue`).
//!
//! Invariants:
//! - The items are a hidden Array (`@__que`), the closed flag `@__closed`, a SizedQueue's
//!   bound `@__max`. A popper waits on the queue object, a pusher of a full SizedQueue on its
//!   items Array, so each side wakes only the other; every change wakes the waiters, which
//!   check again.
//! - With one thread nothing could ever fill or drain the queue, so waiting without a timeout
//!   raises `fatal` "No live threads left. Deadlock?" at once, as CRuby's check does.

use std::time::{Duration, Instant};

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

fn items(vm: &mut Vm, q: Value) -> VmResult {
    let a = vm.ivar_get(q, intern("@__que"));
    if obj::is_type(a, ObjType::Array) {
        return Ok(a);
    }
    let a = vm.new_array(Vec::new());
    vm.ivar_set(q, intern("@__que"), a)?;
    Ok(a)
}

fn closed(vm: &mut Vm, q: Value) -> bool {
    vm.ivar_get(q, intern("@__closed")).truthy()
}

fn max(vm: &mut Vm, q: Value) -> Option<usize> {
    let m = vm.ivar_get(q, intern("@__max"));
    m.is_fixnum().then(|| m.as_fixnum().max(0) as usize)
}

fn closed_error(vm: &mut Vm) -> Unwind {
    let k = vm.const_get_from(vm.core.object, intern("ClosedQueueError")).unwrap_or(vm.core.stop_iteration);
    vm.make_error(k, "queue closed")
}

fn deadlock(vm: &mut Vm) -> Unwind {
    let fatal = vm.core.fatal;
    vm.make_error(fatal, "No live threads left. Deadlock?")
}

/// Waits on `on` until woken or `until` (an expired deadline returns false at once).
fn wait(vm: &mut Vm, on: Value, until: Option<Instant>) -> VmResult<bool> {
    if until.is_some_and(|u| Instant::now() >= u) {
        return Ok(false);
    }
    if !vm.multithreaded() {
        return match until {
            Some(u) => {
                vm.sleep_checking_ints(Some(u.saturating_duration_since(Instant::now())))?;
                Ok(false)
            }
            None => Err(deadlock(vm)),
        };
    }
    vm.block_on(on, until)?;
    Ok(true)
}

/// `Queue.new(items = nil)`: `items` is anything with `to_a`.
fn queue_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let a = vm.new_array(Vec::new());
    vm.ivar_set(recv, intern("@__que"), a)?;
    if args.len() == 1 {
        let src = args.get(0);
        if !vm.respond_to(src, intern("to_a"), true) {
            let c = vm.conversion_name(src);
            return Err(vm.type_error(&format!("can't convert {c} into Array")));
        }
        let list = vm.call_method(src, intern("to_a"), &[], None)?;
        if !obj::is_type(list, ObjType::Array) {
            return Err(vm.type_error("can't convert to Array"));
        }
        let xs = obj::as_array(list).items.to_vec();
        for x in xs {
            vm.call_method(a, intern("push"), &[x], None)?;
        }
    }
    Ok(Value::NIL)
}

fn push(vm: &mut Vm, q: Value, v: Value, non_block: bool, timeout: Option<Duration>) -> VmResult {
    let a = items(vm, q)?;
    let until = timeout.map(|d| Instant::now() + d);
    loop {
        if closed(vm, q) {
            return Err(closed_error(vm));
        }
        match max(vm, q) {
            Some(m) if obj::as_array(a).items.len() >= m => {
                if non_block {
                    return Err(vm.make_error(vm.core.thread_error, "queue full"));
                }
                if !wait(vm, a, until)? {
                    return Ok(Value::NIL);
                }
            }
            _ => break,
        }
    }
    vm.call_method(a, intern("push"), &[v], None)?;
    vm.wake_waiters(q, 1);
    Ok(q)
}

fn pop(vm: &mut Vm, q: Value, non_block: bool, timeout: Option<Duration>) -> VmResult {
    let a = items(vm, q)?;
    let until = timeout.map(|d| Instant::now() + d);
    loop {
        if !obj::as_array(a).items.is_empty() {
            let v = vm.call_method(a, intern("shift"), &[], None)?;
            vm.wake_waiters(a, 1);
            return Ok(v);
        }
        if closed(vm, q) {
            return Ok(Value::NIL);
        }
        if non_block {
            return Err(vm.make_error(vm.core.thread_error, "queue empty"));
        }
        if !wait(vm, q, until)? {
            return Ok(Value::NIL);
        }
    }
}

/// `(non_block = false, timeout: nil)`, CRuby's checks included.
fn pop_args(vm: &mut Vm, args: &Args) -> VmResult<(bool, Option<Duration>)> {
    let mut timeout = None;
    if let Some(kw) = args.kwargs() {
        for (k, v) in crate::core::hash::pairs(kw) {
            if k.is_symbol() && k.as_symbol().bytes() == b"timeout" {
                timeout = super::interval(vm, v)?;
            } else {
                let s = vm.inspect_str(k)?;
                return Err(vm.arg_error(&format!("unknown keyword: {s}")));
            }
        }
    }
    let pos = args.positional();
    if pos.len() > 1 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 0..1)", pos.len())));
    }
    let non_block = pos.first().is_some_and(|v| v.truthy());
    if non_block && timeout.is_some() {
        return Err(vm.arg_error("can't set a timeout if non_block is enabled"));
    }
    Ok((non_block, timeout))
}

fn queue_push(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    push(vm, recv, args.get(0), false, None)
}

fn queue_pop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (non_block, timeout) = pop_args(vm, args)?;
    pop(vm, recv, non_block, timeout)
}

fn queue_close(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.ivar_set(recv, intern("@__closed"), Value::TRUE)?;
    vm.wake_waiters(recv, usize::MAX);
    let a = items(vm, recv)?;
    vm.wake_waiters(a, usize::MAX);
    Ok(recv)
}

fn queue_closed_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(closed(vm, recv)))
}

fn queue_empty_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = items(vm, recv)?;
    Ok(Value::bool(obj::as_array(a).items.is_empty()))
}

fn queue_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = items(vm, recv)?;
    Ok(Value::fixnum(obj::as_array(a).items.len() as i64))
}

fn queue_clear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = items(vm, recv)?;
    vm.call_method(a, intern("clear"), &[], None)?;
    vm.wake_waiters(a, usize::MAX);
    Ok(recv)
}

fn queue_num_waiting(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = items(vm, recv)?;
    Ok(Value::fixnum((vm.waiters_on(recv) + vm.waiters_on(a)) as i64))
}

fn queue_freeze(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = vm.inspect_str(recv)?;
    Err(vm.type_error(&format!("cannot freeze {s}")))
}

fn max_of(vm: &mut Vm, v: Value) -> VmResult<i64> {
    let m = vm.expect_int(v)?;
    if m <= 0 {
        return Err(vm.arg_error("queue size must be positive"));
    }
    Ok(m)
}

fn sized_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let m = max_of(vm, args.get(0))?;
    let a = vm.new_array(Vec::new());
    vm.ivar_set(recv, intern("@__que"), a)?;
    vm.ivar_set(recv, intern("@__max"), Value::fixnum(m))?;
    Ok(Value::NIL)
}

fn sized_max(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(max(vm, recv).map_or(Value::NIL, |m| Value::fixnum(m as i64)))
}

fn sized_set_max(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let m = max_of(vm, args.get(0))?;
    vm.ivar_set(recv, intern("@__max"), Value::fixnum(m))?;
    let a = items(vm, recv)?;
    vm.wake_waiters(a, usize::MAX);
    Ok(args.get(0))
}

/// `SizedQueue#push(obj, non_block = false, timeout: nil)`.
fn sized_push(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut timeout = None;
    if let Some(kw) = args.kwargs() {
        for (k, v) in crate::core::hash::pairs(kw) {
            if k.is_symbol() && k.as_symbol().bytes() == b"timeout" {
                timeout = super::interval(vm, v)?;
            } else {
                let s = vm.inspect_str(k)?;
                return Err(vm.arg_error(&format!("unknown keyword: {s}")));
            }
        }
    }
    let pos = args.positional();
    if pos.is_empty() || pos.len() > 2 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 1..2)", pos.len())));
    }
    let non_block = pos.get(1).is_some_and(|v| v.truthy());
    if non_block && timeout.is_some() {
        return Err(vm.arg_error("can't set a timeout if non_block is enabled"));
    }
    push(vm, recv, pos[0], non_block, timeout)
}

pub fn init(vm: &mut Vm, thread: Value) {
    let object = vm.core.object;
    let q = crate::core::define_class_under(vm, thread, "Queue", object);
    obj::as_class_mut(object).data.consts.insert(intern("Queue"), q);
    vm.define_private_builtin(q, "initialize", -1, queue_initialize);
    for n in ["push", "<<", "enq"] {
        vm.define_builtin(q, n, -1, queue_push);
    }
    for n in ["pop", "shift", "deq"] {
        vm.define_builtin(q, n, -1, queue_pop);
    }
    vm.define_builtin(q, "close", 0, queue_close);
    vm.define_builtin(q, "closed?", 0, queue_closed_p);
    vm.define_builtin(q, "empty?", 0, queue_empty_p);
    vm.define_builtin(q, "size", 0, queue_size);
    vm.define_builtin(q, "length", 0, queue_size);
    vm.define_builtin(q, "clear", 0, queue_clear);
    vm.define_builtin(q, "num_waiting", 0, queue_num_waiting);
    vm.define_builtin(q, "freeze", 0, queue_freeze);
    // CRuby's Queue#marshal_dump (SizedQueue inherits it): TypeError "can't dump Thread::Queue".
    vm.define_builtin(q, "marshal_dump", 0, super::sync::no_dump);
    let sq = crate::core::define_class_under(vm, thread, "SizedQueue", q);
    obj::as_class_mut(object).data.consts.insert(intern("SizedQueue"), sq);
    vm.define_private_builtin(sq, "initialize", -1, sized_initialize);
    vm.define_builtin(sq, "max", 0, sized_max);
    vm.define_builtin(sq, "max=", 1, sized_set_max);
    for n in ["push", "<<", "enq"] {
        vm.define_builtin(sq, n, -1, sized_push);
    }
}
