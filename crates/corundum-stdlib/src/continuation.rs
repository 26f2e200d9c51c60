//! `require "continuation"`: `Kernel#callcc` and the Continuation class (a C extension in
//! CRuby, obsolete there in favour of Fiber, and still required by CRuby's own tests).
//!
//! Invariants: a Continuation object is made only by `callcc` (no allocator, no `new`), through
//! the API's `new_continuation`; what a continuation can go back to, and what raises instead,
//! is the VM's (`vm::continuation` in corundum-vm).

use corundum_vm::api::{Args, CoreClass, Result, Ruby, Value};

/// The library global holding the class (the constant may be reassigned; CRuby keeps its own
/// reference too).
const CLASS: &str = "continuation.Continuation";

pub fn init(rb: &mut Ruby) -> Result<()> {
    // CRuby warns when the library loads (rb_warn: shown unless warnings are off).
    rb.warn("callcc is obsolete; use Fiber instead")?;
    let object = rb.core_class(CoreClass::Object);
    let k = rb.define_class("Continuation", object)?;
    rb.set_library_global(CLASS, k);
    rb.undef_alloc_func(k);
    let meta = rb.singleton_class(k)?;
    rb.undef_method(meta, "new")?;
    rb.define_method(k, "call", -1, call);
    rb.define_method(k, "[]", -1, call);
    let kernel = rb.core_class(CoreClass::Kernel);
    rb.define_module_function(kernel, "callcc", 0, callcc)
}

/// `callcc { |cont| ... }`: the block's value, or the value a later `cont.call` passes.
fn callcc(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    // CRuby's rb_need_block: "no block given", not yield's "(yield)".
    let Some(block) = args.block().cloned() else {
        return Err(rb.local_jump_error("no block given", "noreason"));
    };
    let klass = rb.library_global(CLASS);
    let Some(cont) = rb.new_continuation(klass) else {
        return Err(rb.raise_core(CoreClass::RuntimeError, "callcc called from native code"));
    };
    rb.yield_block(&block, &[cont])
}

/// `cont.call(*values)` / `cont[*values]`: `callcc` returns nil, the one value, or an Array of
/// them.
fn call(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let value = match args.positional() {
        [] => Value::NIL,
        [v] => *v,
        vs => rb.new_array_from(vs),
    };
    rb.call_continuation(recv, value)
}
