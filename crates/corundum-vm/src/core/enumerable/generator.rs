//! `Enumerator.new { |yielder| ... }`: an Enumerator over a block that produces values through
//! an Enumerator::Yielder (`y << x`, `y.yield(a, b)`).
//!
//! The Enumerator records an Enumerator::Generator as its receiver and `each` as its method,
//! so everything Enumerator already does (Enumerable methods, `with_index`, `size`, `next` over
//! the buffered values, Lazy) works unchanged: walking it calls `Generator#each`, which wraps
//! the walker's block in a fresh Yielder and runs the producing block with it.
//!
//! Invariants: the producing block and the walker's block are held as Proc objects in hidden
//! ivars (`@__proc`) of the Generator and the Yielder, so the GC sees them; a Yielder lives only
//! as long as one walk needs it. Values yielded with several arguments reach the walker as
//! several arguments (Enumerable packs them into an Array, as CRuby does), none as nil.

use crate::object as obj;
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

fn proc_ivar() -> SymbolId {
    intern("@__proc")
}

/// Calls the Proc held in `holder`'s `@__proc` with `args`.
fn call_held(vm: &mut Vm, holder: Value, args: &[Value]) -> VmResult {
    let p = vm.ivar_get(holder, proc_ivar());
    if !crate::core::proc_::is_proc(vm, p) {
        return Err(vm.arg_error("uninitialized enumerator"));
    }
    vm.call_block(&Block::Proc(p), args, None, false, None)
}

/// `Enumerator#initialize(size = nil) { |yielder| ... }`.
fn e_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    vm.check_frozen(recv)?;
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("tried to create Proc object without a block"));
    };
    let size = args.get(0);
    let ok_size = size.is_nil() || size.is_fixnum() || vm.is_float(size) || obj::is_type(size, obj::ObjType::Bignum) || crate::core::proc_::is_proc(vm, size) || vm.respond_to(size, intern("call"), true);
    if !ok_size {
        let name = vm.conversion_name(size);
        return Err(vm.type_error(&format!("no implicit conversion of {name} into Integer")));
    }
    let p = vm.block_to_proc(&b)?;
    vm.temp_roots.push(p);
    let r = (|| {
        let gk = generator_class(vm);
        let g = vm.new_object(gk);
        vm.temp_roots.push(g);
        let r = (|| {
            vm.ivar_set(g, proc_ivar(), p)?;
            let args_array = vm.new_hidden_array(Vec::new());
            vm.temp_roots.push(args_array);
            let r = (|| {
                vm.ivar_set(recv, intern("@__recv"), g)?;
                vm.ivar_set(recv, intern("@__meth"), Value::symbol(intern("each")))?;
                vm.ivar_set(recv, intern("@__args"), args_array)?;
                vm.ivar_set(recv, intern("@__size"), size)
            })();
            vm.temp_roots.pop();
            r
        })();
        vm.temp_roots.pop();
        r
    })();
    vm.temp_roots.pop();
    r.map(|_| recv)
}

pub(super) fn generator_class(vm: &mut Vm) -> Value {
    let e = super::enumerator::ENUMERATOR.with(|c| c.get());
    obj::as_class(e).data.consts.get(&intern("Generator")).copied().unwrap_or(vm.core.object)
}

fn yielder_class(vm: &mut Vm) -> Value {
    let e = super::enumerator::ENUMERATOR.with(|c| c.get());
    obj::as_class(e).data.consts.get(&intern("Yielder")).copied().unwrap_or(vm.core.object)
}

/// `Generator#each(*args) { ... }`: runs the producing block with a Yielder over this block.
fn g_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else { return Ok(recv) };
    if super::chunk::is_chunker(vm, recv) {
        if super::lazy::is_lazy_init(vm, recv) {
            super::lazy::init_walk(vm, recv, &b)?;
        } else {
            super::chunk::walk(vm, recv, &b)?;
        }
        return Ok(recv);
    }
    with_yielder(vm, &b, |vm, y| {
        let mut call_args = vec![y];
        call_args.extend_from_slice(args.as_slice());
        call_held(vm, recv, &call_args)
    })
}

/// Runs `f` with a new Yielder over `walker` (both rooted meanwhile).
pub(super) fn with_yielder(vm: &mut Vm, walker: &Block, f: impl FnOnce(&mut Vm, Value) -> VmResult) -> VmResult {
    let walker = vm.block_to_proc(walker)?;
    vm.temp_roots.push(walker);
    let r = (|| {
        let yk = yielder_class(vm);
        let y = vm.new_object(yk);
        vm.temp_roots.push(y);
        let r = vm.ivar_set(y, proc_ivar(), walker).and_then(|_| f(vm, y));
        vm.temp_roots.pop();
        r
    })();
    vm.temp_roots.pop();
    r
}

/// `Yielder#<<(x)`: yields `x`, returns the Yielder.
fn y_push(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    call_held(vm, recv, &[args.get(0)])?;
    Ok(recv)
}

/// `Yielder#yield(*values)`: yields the values, returns what the walker's block did.
fn y_yield(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    call_held(vm, recv, args.as_slice())
}

/// `Yielder#to_proc`: a lambda yielding its arguments (`each_line(&yielder)`).
fn y_to_proc(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = vm.call_method(recv, intern("method"), &[Value::symbol(intern("yield"))], None)?;
    vm.temp_roots.push(m);
    let r = vm.call_method(m, intern("to_proc"), &[], None);
    vm.temp_roots.pop();
    r
}

/// `Enumerator.produce(initial = none, size: Float::INFINITY) { |prev| }`: an Enumerator over
/// an Enumerator::Producer, whose `each` yields the initial value (or the block's answer for
/// nil when there is none), then the block's answer for the previous value, until the block
/// raises StopIteration.
fn s_produce(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return Err(vm.arg_error("no block given"));
    };
    let mut pos = args.as_slice().to_vec();
    let mut size = vm.new_float(f64::INFINITY);
    if args.kw {
        let h = pos.pop().unwrap_or(Value::NIL);
        if obj::is_type(h, obj::ObjType::Hash) {
            let size_key = Value::symbol(intern("size"));
            let mut unknown = Vec::new();
            let entries: Vec<(Value, Value)> = obj::as_hash(h).table.entries.iter().filter(|e| !e.key.is_undef()).map(|e| (e.key, e.value)).collect();
            for (k, v) in entries {
                if k == size_key {
                    size = v;
                } else {
                    unknown.push(vm.inspect_str(k)?);
                }
            }
            if !unknown.is_empty() {
                let word = if unknown.len() == 1 { "keyword" } else { "keywords" };
                return Err(vm.arg_error(&format!("unknown {word}: {}", unknown.join(", "))));
            }
        }
    }
    if pos.len() > 1 {
        return Err(vm.arg_count_error(pos.len(), 0, 1));
    }
    let p = vm.block_to_proc(&b)?;
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&[p, size]);
    let r = (|| {
        let pk = producer_class(vm);
        let producer = vm.new_object(pk);
        vm.temp_roots.push(producer);
        vm.ivar_set(producer, proc_ivar(), p)?;
        let init = pos.first().copied().unwrap_or(Value::UNDEF);
        if !init.is_undef() {
            vm.ivar_set(producer, intern("@__init"), init)?;
        }
        let e = super::enumerator_for(vm, producer, "each", &[])?;
        vm.temp_roots.push(e);
        vm.ivar_set(e, intern("@__size"), size)?;
        Ok(e)
    })();
    vm.temp_roots.truncate(mark);
    r
}

fn producer_class(vm: &mut Vm) -> Value {
    let e = super::enumerator::ENUMERATOR.with(|c| c.get());
    obj::as_class(e).data.consts.get(&intern("Producer")).copied().unwrap_or(vm.core.object)
}

/// `Producer#each { |x| }`: walks the produced values; returns self when the block raises
/// StopIteration.
fn producer_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else { return Ok(recv) };
    let init = intern("@__init");
    let mut cur = if vm.ivar_defined(recv, init) {
        vm.ivar_get(recv, init)
    } else {
        match produce_next(vm, recv, Value::NIL)? {
            Some(v) => v,
            None => return Ok(recv),
        }
    };
    let mark = vm.temp_roots.len();
    let r = (|| loop {
        vm.temp_roots.truncate(mark);
        vm.temp_roots.push(cur);
        vm.yield_block(&b, &[cur])?;
        match produce_next(vm, recv, cur)? {
            Some(v) => cur = v,
            None => return Ok(recv),
        }
    })();
    vm.temp_roots.truncate(mark);
    r
}

/// The block's answer for `prev`; None when it raised StopIteration.
fn produce_next(vm: &mut Vm, producer: Value, prev: Value) -> VmResult<Option<Value>> {
    match call_held(vm, producer, &[prev]) {
        Ok(v) => Ok(Some(v)),
        Err(crate::vm::Unwind::Raise(e)) if vm.is_kind_of(e, vm.core.stop_iteration) => Ok(None),
        Err(e) => Err(e),
    }
}

pub(super) fn init(vm: &mut Vm, e: Value) {
    vm.define_private_builtin(e, "initialize", -1, e_initialize);
    let object = vm.core.object;
    let g = crate::core::define_class_under(vm, e, "Generator", object);
    let en = vm.core.enumerable;
    let _ = vm.include_module(g, en);
    vm.define_builtin(g, "each", -1, g_each);
    let y = crate::core::define_class_under(vm, e, "Yielder", object);
    vm.define_builtin(y, "<<", 1, y_push);
    vm.define_builtin(y, "yield", -1, y_yield);
    vm.define_builtin(y, "to_proc", 0, y_to_proc);
    let p = crate::core::define_class_under(vm, e, "Producer", object);
    vm.define_builtin(p, "each", 0, producer_each);
    vm.define_singleton_builtin(e, "produce", -1, s_produce);
}
