//! JSON::Coder: a reusable pair of generator and parser settings. Its generator is strict, and
//! the block given to `new` (its `as_json`) converts what JSON cannot hold.
//!
//! Invariant: a Coder keeps a frozen State in `@__json_state` and its options Hash (for the
//! parser) in `@__json_options`; both are set by `initialize`, and methods on a Coder that was
//! only allocated raise TypeError.

use crate::json::state::{self, GenConfig};
use corundum_vm::api::{Args, CoreClass, Result, Ruby, Value};

pub fn init(rb: &mut Ruby, json: Value) -> Result<()> {
    let object = rb.core_class(CoreClass::Object);
    let k = rb.define_class_under(json, "Coder", object)?;
    rb.define_private_method(k, "initialize", -1, coder_initialize);
    rb.define_method(k, "dump", -1, coder_dump);
    rb.define_method(k, "generate", -1, coder_dump);
    rb.define_method(k, "load", 1, coder_load);
    rb.define_method(k, "parse", 1, coder_load);
    rb.define_method(k, "load_file", 1, coder_load_file);
    Ok(())
}

fn coder_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let opts = args.positional().first().copied().or(args.keywords()).unwrap_or(Value::NIL);
    let mut cfg = GenConfig::default();
    if !opts.is_nil() {
        let h = state::to_options_hash(rb, opts)?;
        state::configure(rb, &mut cfg, h)?;
        rb.ivar_set(recv, "@__json_options", h)?;
    }
    cfg.strict = true;
    if let Some(b) = args.block() {
        // Held in `cfg`, a local: the collector's stack scan sees it.
        cfg.as_json = rb.block_to_proc(b)?;
    }
    let st = state::new_state_from(rb, &cfg)?;
    rb.freeze(st);
    rb.ivar_set(recv, "@__json_state", st)?;
    Ok(Value::NIL)
}

fn coder_state(rb: &mut Ruby, recv: Value) -> Result {
    let st = rb.ivar_get(recv, "@__json_state");
    if st.is_nil() {
        return Err(rb.type_error("uninitialized JSON::Coder"));
    }
    Ok(st)
}

/// `dump(obj, io = nil)`: the text, or `io` after writing it there.
fn coder_dump(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let st = coder_state(rb, recv)?;
    rb.call(st, "generate", args.positional())
}

fn coder_load(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let opts = rb.ivar_get(recv, "@__json_options");
    let json = crate::json::lookup(rb, &[]).unwrap_or(Value::NIL);
    if opts.is_nil() || !rb.is_hash(opts) {
        return rb.call(json, "parse", &[args.get(0)]);
    }
    rb.call(json, "parse", &[args.get(0), opts])
}

fn coder_load_file(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let object = rb.core_class(CoreClass::Object);
    let file = rb.const_get(object, "File")?;
    let text = rb.call(file, "read", &[args.get(0)])?;
    coder_load(rb, recv, &Args::new(&[text], None))
}
