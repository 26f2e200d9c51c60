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
            let args_array = vm.new_array(Vec::new());
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
    r.map(|_| Value::NIL)
}

fn generator_class(vm: &mut Vm) -> Value {
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
    let walker = vm.block_to_proc(&b)?;
    vm.temp_roots.push(walker);
    let r = (|| {
        let yk = yielder_class(vm);
        let y = vm.new_object(yk);
        vm.temp_roots.push(y);
        let r = vm.ivar_set(y, proc_ivar(), walker).and_then(|_| {
            let mut call_args = vec![y];
            call_args.extend_from_slice(args.as_slice());
            call_held(vm, recv, &call_args)
        });
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
}
