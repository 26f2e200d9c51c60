//! Fiber as Ruby sees it: `Fiber.new`, `resume`, `Fiber.yield`, `transfer`, `raise`, `kill`,
//! `alive?`, `Fiber.current`, storage (`Fiber[]`, `Fiber#storage`), `blocking?`, `inspect`.
//! The switching itself is `vm::fiber`.
//!
//! Invariant: every rule about which fiber may be resumed, transferred to or yielded from is
//! checked here, before `vm::fiber` switches, with CRuby 4.0's FiberError messages; a switch
//! never fails halfway for a reason Ruby could have been told beforehand.

use crate::symbol::intern;
use crate::value::Value;
use crate::vm::fiber::{self, FiberBody, FiberStatus, Suspend, Wake};
use crate::vm::{Args, Unwind, Vm, VmResult};

fn fiber_error(vm: &mut Vm, msg: &str) -> Unwind {
    vm.make_error(vm.core.fiber_error, msg)
}

/// The receiver as a fiber (TypeError for an uninitialized Fiber made by `allocate`).
fn this(vm: &mut Vm, v: Value) -> VmResult<&'static mut fiber::FiberState> {
    if fiber::is_fiber(v) {
        Ok(fiber::state(v))
    } else {
        Err(fiber_error(vm, "uninitialized fiber"))
    }
}

/// `Fiber.new(blocking: false, storage: true) { |*args| ... }`.
fn fiber_s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (mut blocking, mut storage) = (false, Value::TRUE);
    if let Some(kw) = args.kwargs() {
        for (k, v) in crate::core::hash::pairs(kw) {
            match k.is_symbol().then(|| k.as_symbol().bytes()) {
                Some(b"blocking") => blocking = v.truthy(),
                Some(b"storage") => storage = v,
                _ => {
                    let s = vm.inspect_str(k)?;
                    return Err(vm.arg_error(&format!("unknown keyword: {s}")));
                }
            }
        }
    }
    if !args.positional().is_empty() {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 0)", args.positional().len())));
    }
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("tried to create Proc object without a block"));
    };
    let storage = if storage == Value::TRUE {
        inherited_storage(vm)?
    } else if storage.is_nil() {
        Value::NIL
    } else {
        check_storage(vm, storage)?
    };
    vm.temp_roots.push(storage);
    let p = vm.block_to_proc(&b);
    vm.temp_roots.pop();
    let p = p?;
    vm.temp_roots.push(p);
    vm.temp_roots.push(storage);
    let f = vm.new_fiber_object(Some(FiberBody::Proc(p)), blocking);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    let s = fiber::state(f);
    s.storage = storage;
    crate::object::write_barrier(f, storage);
    s.location = Some((vm.current_path(), vm.current_line()));
    if recv != vm.core.fiber {
        crate::object::set_klass(f, recv);
    }
    Ok(f)
}

/// A copy of the running fiber's storage (what a new fiber inherits), or nil when it has none.
fn inherited_storage(vm: &mut Vm) -> VmResult {
    let cur = vm.current_fiber();
    let st = fiber::state(cur).storage;
    if st.is_nil() {
        return Ok(Value::NIL);
    }
    vm.call_method(st, intern("dup"), &[], None)
}

/// A storage Hash given to `Fiber.new`/`storage=`: a Hash whose keys are Symbols.
fn check_storage(vm: &mut Vm, h: Value) -> VmResult {
    if !crate::object::is_type(h, crate::object::ObjType::Hash) {
        let c = vm.conversion_name(h);
        return Err(vm.type_error(&format!("wrong argument type {c} (expected hash)")));
    }
    for (k, _) in crate::core::hash::pairs(h) {
        if !k.is_symbol() {
            let c = vm.conversion_name(k);
            return Err(vm.type_error(&format!("wrong argument type {c} (expected Symbol)")));
        }
    }
    Ok(h)
}

fn fiber_resume(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let me = vm.current_fiber();
    let s = this(vm, recv)?;
    if recv == me {
        return Err(fiber_error(vm, "attempt to resume the current fiber"));
    }
    match s.status {
        FiberStatus::Terminated => return Err(fiber_error(vm, "attempt to resume a terminated fiber")),
        FiberStatus::Resumed if s.is_root => return Err(fiber_error(vm, "attempt to resume a resuming fiber")),
        FiberStatus::Resumed => return Err(fiber_error(vm, "attempt to resume a resumed fiber (double resume)")),
        FiberStatus::Suspended if !s.yielding => return Err(fiber_error(vm, "attempt to resume a transferring fiber")),
        _ => {}
    }
    if s.thread != fiber::state(me).thread {
        return Err(fiber_error(vm, "fiber called across threads"));
    }
    let values = args.positional().to_vec();
    resume_with(vm, me, recv, Wake::Values(values))
}

/// `f.resume(*values)` from Rust (an Enumerator's `next`), with `resume`'s checks.
pub fn resume(vm: &mut Vm, f: Value, values: Vec<Value>) -> VmResult {
    let me = vm.current_fiber();
    if f == me {
        return Err(fiber_error(vm, "attempt to resume the current fiber"));
    }
    match fiber::state(f).status {
        FiberStatus::Terminated => return Err(fiber_error(vm, "attempt to resume a terminated fiber")),
        FiberStatus::Resumed => return Err(fiber_error(vm, "attempt to resume a resumed fiber (double resume)")),
        _ => {}
    }
    resume_with(vm, me, f, Wake::Values(values))
}

/// `me` resumes `f` (already checked) with `wake`.
fn resume_with(vm: &mut Vm, me: Value, f: Value, wake: Wake) -> VmResult {
    let s = fiber::state(f);
    s.resumer = me;
    crate::object::write_barrier(f, me);
    s.transferred = false;
    s.status = FiberStatus::Resumed;
    fiber::state(me).resuming = f;
    crate::object::write_barrier(me, f);
    let r = vm.run_fiber(f, wake);
    fiber::state(me).resuming = Value::NIL;
    r
}

fn fiber_s_yield(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let me = vm.current_fiber();
    let s = fiber::state(me);
    if s.is_thread_root || s.resumer.is_nil() {
        return Err(fiber_error(vm, "attempt to yield on a not resumed fiber"));
    }
    let v = match args.positional() {
        [] => Value::NIL,
        [v] => *v,
        many => vm.new_array(many.to_vec()),
    };
    vm.suspend_fiber(Suspend::Yield(v))
}

fn fiber_transfer(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let values = args.positional().to_vec();
    transfer_with(vm, recv, Wake::Values(values))
}

/// The running fiber transfers control to `f` with `wake`.
fn transfer_with(vm: &mut Vm, f: Value, wake: Wake) -> VmResult {
    let me = vm.current_fiber();
    let s = this(vm, f)?;
    if f == me {
        return match wake {
            Wake::Values(v) => Ok(match v.len() {
                0 => Value::NIL,
                1 => v[0],
                _ => vm.new_array(v),
            }),
            Wake::Raise(e) => Err(Unwind::Raise(e)),
            Wake::Kill => Err(fiber::kill_unwind()),
            Wake::Continue => Ok(Value::NIL),
        };
    }
    if !s.resuming.is_nil() && matches!(wake, Wake::Values(_)) {
        return Err(fiber_error(vm, "attempt to transfer to a resuming fiber"));
    }
    match s.status {
        FiberStatus::Terminated => return Err(fiber_error(vm, "dead fiber called")),
        FiberStatus::Suspended if s.yielding => return Err(fiber_error(vm, "attempt to transfer to a yielding fiber")),
        _ => {}
    }
    if s.thread != fiber::state(me).thread {
        return Err(fiber_error(vm, "fiber called across threads"));
    }
    if s.is_thread_root {
        // Back to the thread's bottom fiber: its driver loop takes it (`run_fiber`).
        return vm.suspend_fiber(Suspend::Transfer(f, wake));
    }
    s.transferred = true;
    s.resumer = Value::NIL;
    s.status = FiberStatus::Resumed;
    if fiber::state(me).is_thread_root {
        vm.run_fiber(f, wake)
    } else {
        vm.suspend_fiber(Suspend::Transfer(f, wake))
    }
}

/// `Fiber#raise(...)`: Kernel#raise's argument forms, raised where the fiber is suspended.
fn fiber_raise(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let me = vm.current_fiber();
    let s = this(vm, recv)?;
    if s.status == FiberStatus::Terminated {
        return Err(fiber_error(vm, "attempt to resume a terminated fiber"));
    }
    let e = if args.is_empty() {
        // A RuntimeError even inside a rescue clause (never `$!` again, unlike Kernel#raise).
        let m = vm.new_str("");
        vm.new_exception_without_backtrace(vm.core.runtime_error, m)
    } else {
        crate::core::kernel::exception_to_raise(vm, args)?
    };
    if recv == me {
        if vm.ivar_get(e, crate::symbol::sym::BT).is_nil() {
            vm.set_backtrace_here(e);
        }
        return Err(Unwind::Raise(e));
    }
    if s.status == FiberStatus::Created {
        return Err(fiber_error(vm, "cannot raise exception on unborn fiber"));
    }
    if s.yielding {
        fiber_resume_checked(vm, me, recv)?;
        resume_with(vm, me, recv, Wake::Raise(e))
    } else {
        transfer_with(vm, recv, Wake::Raise(e))
    }
}

/// The checks of `resume` for a suspended fiber `f`.
fn fiber_resume_checked(vm: &mut Vm, _me: Value, f: Value) -> VmResult<()> {
    let s = fiber::state(f);
    match s.status {
        FiberStatus::Resumed if s.is_root => Err(fiber_error(vm, "attempt to resume a resuming fiber")),
        FiberStatus::Resumed => Err(fiber_error(vm, "attempt to resume a resumed fiber (double resume)")),
        _ => Ok(()),
    }
}

/// `Fiber#kill`: unwinds the fiber (its ensure clauses run) and returns it.
fn fiber_kill(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let me = vm.current_fiber();
    let s = this(vm, recv)?;
    match s.status {
        FiberStatus::Terminated => return Ok(recv),
        FiberStatus::Created => {
            s.status = FiberStatus::Terminated;
            return Ok(recv);
        }
        _ => {}
    }
    if recv == me {
        return Err(fiber::kill_unwind());
    }
    if s.yielding {
        fiber_resume_checked(vm, me, recv)?;
        resume_with(vm, me, recv, Wake::Kill)?;
    } else {
        transfer_with(vm, recv, Wake::Kill)?;
    }
    Ok(recv)
}

fn fiber_alive_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    Ok(Value::bool(s.status != FiberStatus::Terminated))
}

fn fiber_s_current(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.current_fiber())
}

fn fiber_blocking_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    Ok(Value::bool(s.blocking))
}

/// `Fiber.blocking?`: 1 when the running fiber is blocking (the root is), false otherwise.
fn fiber_s_blocking_p(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let f = vm.current_fiber();
    Ok(if fiber::state(f).blocking { Value::fixnum(1) } else { Value::FALSE })
}

/// `Fiber.blocking { |fiber| }`: runs the block with the running fiber marked blocking.
fn fiber_s_blocking(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let f = vm.current_fiber();
    let Some(b) = args.block.clone() else {
        return Err(vm.make_error(vm.core.local_jump_error, "no block given (yield)"));
    };
    let s = fiber::state(f);
    let was = s.blocking;
    s.blocking = true;
    let r = vm.yield_block(&b, &[f]);
    fiber::state(f).blocking = was;
    r
}

fn fiber_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = this(vm, recv)?;
    let status = match s.status {
        FiberStatus::Created => "created",
        FiberStatus::Resumed => "resumed",
        FiberStatus::Suspended => "suspended",
        FiberStatus::Terminated => "terminated",
    };
    let class = vm.module_name(vm.class_of_real(recv));
    let at = match &s.location {
        Some((p, l)) => format!(" {p}:{l}"),
        None => String::new(),
    };
    let text = format!("#<{class}:0x{:016x}{at} ({status})>", recv.0);
    Ok(vm.new_str(&text))
}

/// The running fiber's storage Hash, made on first write.
fn current_storage(vm: &mut Vm, create: bool) -> VmResult {
    let f = vm.current_fiber();
    let st = fiber::state(f).storage;
    if !st.is_nil() || !create {
        return Ok(st);
    }
    let h = vm.new_hash();
    fiber::state(f).storage = h;
    crate::object::write_barrier(f, h);
    Ok(h)
}

/// A storage key: a Symbol (a String names one).
fn storage_key(vm: &mut Vm, k: Value) -> VmResult {
    if k.is_symbol() {
        return Ok(k);
    }
    if crate::object::is_type(k, crate::object::ObjType::String) {
        return Ok(Value::symbol(vm.expect_symbol_or_string(k)?));
    }
    let s = vm.inspect_str(k)?;
    Err(vm.type_error(&format!("{s} is not a symbol nor a string")))
}

fn fiber_s_aref(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let k = storage_key(vm, args.get(0))?;
    let h = current_storage(vm, false)?;
    if h.is_nil() {
        return Ok(Value::NIL);
    }
    Ok(vm.hash_get(h, k)?.unwrap_or(Value::NIL))
}

fn fiber_s_aset(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    let k = storage_key(vm, args.get(0))?;
    let v = args.get(1);
    let h = current_storage(vm, true)?;
    store_or_delete(vm, h, k, v)?;
    Ok(v)
}

/// `h[k] = v`, or deletes `k` when `v` is nil (how fiber storage, fiber-locals and thread
/// variables are assigned).
pub fn store_or_delete(vm: &mut Vm, h: Value, k: Value, v: Value) -> VmResult<()> {
    if v.is_nil() {
        vm.call_method(h, intern("delete"), &[k], None)?;
        Ok(())
    } else {
        vm.hash_set(h, k, v)
    }
}

/// `Fiber#storage`: a copy of the fiber's storage (only the running fiber's is reachable).
fn fiber_storage(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let me = vm.current_fiber();
    this(vm, recv)?;
    if recv != me {
        return Err(vm.arg_error("Fiber storage can only be accessed from the Fiber it belongs to"));
    }
    let h = current_storage(vm, true)?;
    vm.call_method(h, intern("dup"), &[], None)
}

fn fiber_set_storage(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let me = vm.current_fiber();
    this(vm, recv)?;
    if recv != me {
        return Err(vm.arg_error("Fiber storage can only be accessed from the Fiber it belongs to"));
    }
    let h = args.get(0);
    let h = if h.is_nil() { h } else { check_storage(vm, h)? };
    fiber::state(recv).storage = h;
    crate::object::write_barrier(recv, h);
    Ok(h)
}

/// The running fiber's fiber-local variables (`Thread#[]`), made on first use.
pub fn fiber_locals(vm: &mut Vm) -> VmResult {
    let f = vm.current_fiber();
    locals_of_fiber(vm, f)
}

/// The fiber-local variables of fiber `f`, made on first use.
pub fn locals_of_fiber(vm: &mut Vm, f: Value) -> VmResult {
    let h = fiber::state(f).locals;
    if !h.is_nil() {
        return Ok(h);
    }
    let h = vm.new_hash();
    fiber::state(f).locals = h;
    crate::object::write_barrier(f, h);
    Ok(h)
}

fn fiber_s_allocate(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Err(vm.type_error("allocator undefined for Fiber"))
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let f = crate::core::define_class(vm, "Fiber", object);
    vm.core.fiber = f;
    vm.define_singleton_builtin(f, "new", -1, fiber_s_new);
    vm.define_singleton_builtin(f, "allocate", 0, fiber_s_allocate);
    vm.define_singleton_builtin(f, "yield", -1, fiber_s_yield);
    vm.define_singleton_builtin(f, "current", 0, fiber_s_current);
    vm.define_singleton_builtin(f, "blocking?", 0, fiber_s_blocking_p);
    vm.define_singleton_builtin(f, "blocking", 0, fiber_s_blocking);
    vm.define_singleton_builtin(f, "[]", 1, fiber_s_aref);
    vm.define_singleton_builtin(f, "[]=", 2, fiber_s_aset);
    vm.define_builtin(f, "resume", -1, fiber_resume);
    vm.define_builtin(f, "transfer", -1, fiber_transfer);
    vm.define_builtin(f, "raise", -1, fiber_raise);
    vm.define_builtin(f, "kill", 0, fiber_kill);
    vm.define_builtin(f, "alive?", 0, fiber_alive_p);
    vm.define_builtin(f, "blocking?", 0, fiber_blocking_p);
    vm.define_builtin(f, "inspect", 0, fiber_inspect);
    vm.define_builtin(f, "to_s", 0, fiber_inspect);
    vm.define_builtin(f, "storage", 0, fiber_storage);
    vm.define_builtin(f, "storage=", 1, fiber_set_storage);
}
