//! Digest::Base, the class of the built-in algorithms, and the running state its instances
//! (and Digest::SHA2's) carry: `update`/`<<`, `finish` (private), `reset`, `digest_length`,
//! `block_length` and `initialize_copy` over a Rust [`State`].
//!
//! Invariants:
//! - An algorithm class records its [`Algorithm`] in the hidden class ivar `@__digest_algorithm`;
//!   subclasses (`class MyMD5 < Digest::MD5`) find it through their ancestors. Digest::Base
//!   itself has none: `Digest::Base.new` is NotImplementedError, as in CRuby.
//! - An instance keeps its state in the hidden ivar `@__digest_state`, a typed-data object
//!   whose payload is the [`State`]. `dup`/`clone` copy hidden ivars by reference, so `initialize_copy`
//!   replaces the copy's with a fresh clone of the state: the two never share one.
//! - The state is made when the object is (`new`), so a frozen digest still updates, as in
//!   CRuby (its state is not an instance variable there either).

use crate::digest::algorithm::{Algorithm, State};
use corundum_vm::api::{impl_typed_data, Args, CoreClass, Data, Error, Result, Ruby, Value};

impl_typed_data!(State, c"digest");

const ALGORITHM_IVAR: &str = "@__digest_algorithm";
const STATE_IVAR: &str = "@__digest_state";

/// Marks `klass` as computing `a` (called once per algorithm class).
pub fn set_class_algorithm(rb: &mut Ruby, klass: Value, a: Algorithm) -> Result<()> {
    rb.ivar_set(klass, ALGORITHM_IVAR, Value::fixnum(a.index()))
}

/// The algorithm of `klass` or of its nearest superclass that has one.
fn class_algorithm(rb: &mut Ruby, klass: Value) -> Option<Algorithm> {
    let mut k = klass;
    while rb.is_class(k) {
        let v = rb.ivar_get(k, ALGORITHM_IVAR);
        if v.is_fixnum() {
            return Algorithm::from_index(v.as_fixnum());
        }
        k = rb.superclass(k);
    }
    None
}

fn state_object(rb: &mut Ruby, v: Value) -> Option<Data<State>> {
    if v.is_special() {
        return None;
    }
    let s = rb.ivar_get(v, STATE_IVAR);
    rb.try_data::<State>(s)
}

/// Gives `v` a fresh state of algorithm `a`.
pub fn attach_state(rb: &mut Ruby, v: Value, state: State) -> Result<()> {
    let object = rb.core_class(CoreClass::Object);
    let s = rb.new_data(object, state);
    rb.ivar_set(v, STATE_IVAR, s)
}

/// NotImplementedError "K is an abstract class" (the constant, as CRuby looks it up).
fn abstract_class(rb: &mut Ruby, klass: Value) -> Error {
    let name = rb.class_name(klass);
    let object = rb.core_class(CoreClass::Object);
    match rb.const_get(object, "NotImplementedError") {
        Ok(nie) => rb.raise(nie, &format!("{name} is an abstract class")),
        Err(e) => e,
    }
}

/// The running state of a digest object; made on first use for an object allocated without
/// `new` (`allocate`), NotImplementedError for a class that has no algorithm.
pub fn state_of(rb: &mut Ruby, v: Value) -> Result<Data<State>> {
    if let Some(s) = state_object(rb, v) {
        return Ok(s);
    }
    let k = rb.obj_class(v);
    let Some(a) = class_algorithm(rb, k) else {
        return Err(abstract_class(rb, k));
    };
    attach_state(rb, v, State::new(a))?;
    match state_object(rb, v) {
        Some(s) => Ok(s),
        None => Err(rb.type_error("wrong argument type (expected digest)")),
    }
}

/// `Digest::Base.new(*args)`: the object with its state, then `initialize(*args)`.
fn base_new(rb: &mut Ruby, klass: Value, args: &Args) -> Result {
    let Some(a) = class_algorithm(rb, klass) else {
        return Err(abstract_class(rb, klass));
    };
    let o = rb.new_object(klass);
    attach_state(rb, o, State::new(a))?;
    rb.call_passing(o, "initialize", args)?;
    Ok(o)
}

/// `update(string)` / `<<`: feeds the bytes of a String (or a `to_str` object).
pub fn update(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = rb.expect_string(args.get(0))?;
    let state = state_of(rb, recv)?;
    let (state, bytes) = state.get_mut_with_str(rb, s);
    state.update(bytes);
    Ok(recv)
}

/// The private `finish`: the digest so far as a binary String.
pub fn finish(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = state_of(rb, recv)?.get(rb).finish();
    Ok(rb.new_binary_string(d))
}

pub fn reset(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    state_of(rb, recv)?.get_mut(rb).reset();
    Ok(recv)
}

pub fn digest_length(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let a = state_of(rb, recv)?.get(rb).algorithm();
    Ok(Value::fixnum(a.digest_length() as i64))
}

pub fn block_length(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let a = state_of(rb, recv)?.get(rb).algorithm();
    Ok(Value::fixnum(a.block_length() as i64))
}

/// `initialize_copy(orig)`: this object's own copy of `orig`'s state.
pub fn initialize_copy(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let orig = args.get(0);
    if orig == recv {
        return Ok(recv);
    }
    let (ka, kb) = (rb.obj_class(recv), rb.obj_class(orig));
    if ka != kb {
        return Err(rb.type_error("different algorithms"));
    }
    let copy = state_of(rb, orig)?.get(rb).clone();
    attach_state(rb, recv, copy)?;
    Ok(recv)
}

/// Defines Digest::Base under `digest` (a subclass of `class`, Digest::Class).
pub fn init(rb: &mut Ruby, digest: Value, class: Value) -> Result<Value> {
    let base = rb.define_class_under(digest, "Base", class)?;
    rb.define_singleton_method(base, "new", -1, base_new)?;
    define_state_methods(rb, base)?;
    Ok(base)
}

/// The methods every state-carrying digest class has (Digest::Base, Digest::SHA2).
pub fn define_state_methods(rb: &mut Ruby, k: Value) -> Result<()> {
    rb.define_method(k, "update", 1, update);
    rb.alias_method(k, "<<", "update")?;
    rb.define_private_method(k, "finish", 0, finish);
    rb.define_method(k, "reset", 0, reset);
    rb.define_method(k, "digest_length", 0, digest_length);
    rb.define_method(k, "block_length", 0, block_length);
    rb.define_private_method(k, "initialize_copy", 1, initialize_copy);
    Ok(())
}
