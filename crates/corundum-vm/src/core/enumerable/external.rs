//! External iteration of an Enumerator (`next`, `peek`, `next_values`, `peek_values`, `feed`,
//! `rewind`) on a fiber, as CRuby does it: the first `next` starts a fiber that runs the
//! enumerator's `each` with a block that hands each yield's values back with `Fiber.yield`, so
//! endless sources work and the source runs only as far as it is asked.
//!
//! Invariants (state in hidden ivars of the enumerator):
//! - `@__fib` is the fiber running `each`, nil before the first `next` and after `rewind`; the
//!   fiber's roots hold the enumerator, which its native body uses.
//! - `@__peek` is the Array of values `peek` took and `next` has not consumed yet (or nil).
//! - `@__feed` is the value `feed` gave, returned from the block inside `each` at its next
//!   resume, then cleared; `@__stop` is the StopIteration every `next` raises once `each` has
//!   returned (its `result` is `each`'s value), until `rewind`.
//! - An exception raised by `each` reaches the caller of `next` and ends the fiber: the next
//!   `next` starts over.

use std::rc::Rc;

use crate::object::{self as obj};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::fiber::{self, FiberBody, FiberStatus, Suspend};
use crate::vm::frame::Block;
use crate::vm::{Args, Unwind, Vm, VmResult};

struct Ivars {
    fib: SymbolId,
    peek: SymbolId,
    feed: SymbolId,
    stop: SymbolId,
}

thread_local! {
    static IVARS: Ivars = Ivars { fib: intern("@__fib"), peek: intern("@__peek"), feed: intern("@__feed"), stop: intern("@__stop") };
}

fn ivars() -> (SymbolId, SymbolId, SymbolId, SymbolId) {
    IVARS.with(|s| (s.fib, s.peek, s.feed, s.stop))
}

/// The values of the next yield (an Array), taking them when `advance`.
fn next_values(vm: &mut Vm, e: Value, advance: bool) -> VmResult {
    let (fib, peek, _, stop) = ivars();
    let p = vm.ivar_get(e, peek);
    if !p.is_nil() {
        if advance {
            vm.ivar_set(e, peek, Value::NIL)?;
        }
        return Ok(p);
    }
    let s = vm.ivar_get(e, stop);
    if !s.is_nil() {
        return Err(Unwind::Raise(s));
    }
    let mut f = vm.ivar_get(e, fib);
    if f.is_nil() {
        f = start(vm, e)?;
        vm.ivar_set(e, fib, f)?;
    }
    vm.temp_roots.push(f);
    let r = crate::core::fiber::resume(vm, f, Vec::new());
    vm.temp_roots.pop();
    let v = match r {
        Ok(v) => v,
        Err(u) => {
            if fiber::state(f).status == FiberStatus::Terminated {
                vm.ivar_set(e, fib, Value::NIL)?;
            }
            return Err(u);
        }
    };
    if fiber::state(f).status == FiberStatus::Terminated {
        // `each` returned: iteration is over, with its value as the StopIteration's result.
        vm.ivar_set(e, fib, Value::NIL)?;
        vm.temp_roots.push(v);
        let u = vm.make_error(vm.core.stop_iteration, "iteration reached an end");
        vm.temp_roots.pop();
        if let Unwind::Raise(x) = u {
            vm.ivar_set(x, sym::RESULT, v)?;
            vm.ivar_set(e, stop, x)?;
        }
        return Err(u);
    }
    if !advance {
        vm.ivar_set(e, peek, v)?;
    }
    Ok(v)
}

/// A fiber that runs `e.each`, yielding each call's values as an Array.
fn start(vm: &mut Vm, e: Value) -> VmResult {
    let body = FiberBody::Native(Box::new(move |vm: &mut Vm, _args: Vec<Value>| {
        let block = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
            let vals = vm.new_array(xs.to_vec());
            vm.suspend_fiber(Suspend::Yield(vals))?;
            let feed = IVARS.with(|s| s.feed);
            let fed = vm.ivar_get(e, feed);
            if !fed.is_nil() || vm.ivar_defined(e, feed) {
                vm.ivar_set(e, feed, Value::NIL)?;
            }
            Ok(fed)
        }));
        vm.call_method(e, sym::EACH, &[], Some(block))
    }));
    let f = vm.new_fiber_object(Some(body), false);
    fiber::state(f).roots.push(e);
    obj::write_barrier(f, e);
    Ok(f)
}

pub(super) fn e_next(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let vals = next_values(vm, recv, true)?;
    Ok(super::pack(vm, &obj::as_array(vals).items.to_vec()))
}

pub(super) fn e_peek(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let vals = next_values(vm, recv, false)?;
    Ok(super::pack(vm, &obj::as_array(vals).items.to_vec()))
}

/// `next_values`: a new Array each time (the caller may change it).
pub(super) fn e_next_values(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let vals = next_values(vm, recv, true)?;
    let items = obj::as_array(vals).items.to_vec();
    Ok(vm.new_array(items))
}

pub(super) fn e_peek_values(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let vals = next_values(vm, recv, false)?;
    let items = obj::as_array(vals).items.to_vec();
    Ok(vm.new_array(items))
}

/// `feed(value)`: what the block inside `each` returns for the values `next` took last.
pub(super) fn e_feed(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let feed = IVARS.with(|s| s.feed);
    if !vm.ivar_get(recv, feed).is_nil() {
        return Err(vm.type_error("feed value already set"));
    }
    vm.ivar_set(recv, feed, args.get(0))?;
    Ok(Value::NIL)
}

/// Forgets the external iteration (the next `next` starts over).
pub(super) fn reset(vm: &mut Vm, recv: Value) -> VmResult<()> {
    let (fib, peek, feed, stop) = ivars();
    for id in [fib, peek, feed, stop] {
        if vm.ivar_defined(recv, id) {
            vm.ivar_set(recv, id, Value::NIL)?;
        }
    }
    Ok(())
}
