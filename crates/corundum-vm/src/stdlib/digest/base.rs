//! Digest::Base, the class of the built-in algorithms, and the running state its instances
//! (and Digest::SHA2's) carry: `update`/`<<`, `finish` (private), `reset`, `digest_length`,
//! `block_length` and `initialize_copy` over a Rust [`State`].
//!
//! Invariants:
//! - An algorithm class records its [`Algorithm`] in the hidden class ivar `@__digest_algorithm`;
//!   subclasses (`class MyMD5 < Digest::MD5`) find it through their ancestors. Digest::Base
//!   itself has none: `Digest::Base.new` is NotImplementedError, as in CRuby.
//! - An instance keeps its state in the hidden ivar `@__digest_state`, a typed-data object of
//!   [`DIGEST_STATE`]. `dup`/`clone` copy hidden ivars by reference, so `initialize_copy`
//!   replaces the copy's with a fresh clone of the state: the two never share one.
//! - The state is made when the object is (`new`), so a frozen digest still updates, as in
//!   CRuby (its state is not an instance variable there either).

use crate::data_type;
use crate::object::{self as obj, ObjType};
use crate::stdlib::digest::algorithm::{Algorithm, State};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

data_type!(pub DIGEST_STATE: State, c"digest", mark = |_p, _m| {});

const ALGORITHM_IVAR: &str = "@__digest_algorithm";
const STATE_IVAR: &str = "@__digest_state";

/// Marks `klass` as computing `a` (called once per algorithm class).
pub fn set_class_algorithm(vm: &mut Vm, klass: Value, a: Algorithm) -> VmResult<()> {
    vm.ivar_set(klass, intern(ALGORITHM_IVAR), Value::fixnum(a.index()))
}

/// The algorithm of `klass` or of its nearest ancestor that has one.
fn class_algorithm(vm: &mut Vm, klass: Value) -> Option<Algorithm> {
    let anc = vm.ancestors(klass);
    for &k in anc.iter() {
        if obj::is_type(k, ObjType::Class) {
            let v = vm.ivar_get(k, intern(ALGORITHM_IVAR));
            if v.is_fixnum() {
                return Algorithm::from_index(v.as_fixnum());
            }
        }
    }
    None
}

fn state_object(vm: &mut Vm, v: Value) -> Option<Value> {
    if v.is_special() {
        return None;
    }
    let s = vm.ivar_get(v, intern(STATE_IVAR));
    (obj::is_type(s, ObjType::Data) && std::ptr::eq(obj::as_typed_data(s).dtype, &DIGEST_STATE)).then_some(s)
}

fn payload(s: Value) -> &'static mut State {
    // SAFETY: `state_object` checked that `s` is typed data of DIGEST_STATE, whose payload is a
    // boxed State.
    unsafe { &mut *(obj::as_typed_data(s).data as *mut State) }
}

/// Gives `v` a fresh state of algorithm `a`.
pub fn attach_state(vm: &mut Vm, v: Value, state: State) -> VmResult<()> {
    let object = vm.core.object;
    let s = vm.new_typed_data(object, &DIGEST_STATE, Box::new(state));
    vm.temp_roots.push(s);
    let r = vm.ivar_set(v, intern(STATE_IVAR), s);
    vm.temp_roots.pop();
    r
}

/// The running state of a digest object; made on first use for an object allocated without
/// `new` (`allocate`), NotImplementedError for a class that has no algorithm.
pub fn state_of(vm: &mut Vm, v: Value) -> VmResult<&'static mut State> {
    if let Some(s) = state_object(vm, v) {
        return Ok(payload(s));
    }
    let k = vm.class_of_real(v);
    let Some(a) = class_algorithm(vm, k) else {
        let name = vm.module_name(k);
        let nie = vm.const_get_from(vm.core.object, intern("NotImplementedError"))?;
        return Err(vm.make_error(nie, &format!("{name} is an abstract class")));
    };
    attach_state(vm, v, State::new(a))?;
    match state_object(vm, v) {
        Some(s) => Ok(payload(s)),
        None => Err(vm.type_error("wrong argument type (expected digest)")),
    }
}

/// `Digest::Base.new(*args)`: the object with its state, then `initialize(*args)`.
fn base_new(vm: &mut Vm, klass: Value, args: &Args) -> VmResult {
    let Some(a) = class_algorithm(vm, klass) else {
        let name = vm.module_name(klass);
        let nie = vm.const_get_from(vm.core.object, intern("NotImplementedError"))?;
        return Err(vm.make_error(nie, &format!("{name} is an abstract class")));
    };
    let o = vm.new_object(klass);
    vm.temp_roots.push(o);
    let r = attach_state(vm, o, State::new(a)).and_then(|()| vm.call_method_kw(o, intern("initialize"), args.as_slice(), args.block.clone(), args.kw));
    vm.temp_roots.pop();
    r.map(|_| o)
}

/// `update(string)` / `<<`: feeds the bytes of a String (or a `to_str` object).
pub fn update(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = vm.expect_string(args.get(0))?;
    let state = state_of(vm, recv)?;
    state.update(&obj::as_string(s).bytes);
    Ok(recv)
}

/// The private `finish`: the digest so far as a binary String.
pub fn finish(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = state_of(vm, recv)?.finish();
    Ok(vm.new_binary_string(d))
}

pub fn reset(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    state_of(vm, recv)?.reset();
    Ok(recv)
}

pub fn digest_length(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = state_of(vm, recv)?.algorithm();
    Ok(Value::fixnum(a.digest_length() as i64))
}

pub fn block_length(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = state_of(vm, recv)?.algorithm();
    Ok(Value::fixnum(a.block_length() as i64))
}

/// `initialize_copy(orig)`: this object's own copy of `orig`'s state.
pub fn initialize_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let orig = args.get(0);
    if orig == recv {
        return Ok(recv);
    }
    let (ka, kb) = (vm.class_of_real(recv), vm.class_of_real(orig));
    if ka != kb {
        return Err(vm.type_error("different algorithms"));
    }
    let copy = state_of(vm, orig)?.clone();
    attach_state(vm, recv, copy)?;
    Ok(recv)
}

/// Defines Digest::Base under `digest` (a subclass of `class`, Digest::Class).
pub fn init(vm: &mut Vm, digest: Value, class: Value) -> VmResult<Value> {
    let base = crate::core::define_class_under(vm, digest, "Base", class);
    vm.define_singleton_builtin(base, "new", -1, base_new);
    define_state_methods(vm, base)?;
    Ok(base)
}

/// The methods every state-carrying digest class has (Digest::Base, Digest::SHA2).
pub fn define_state_methods(vm: &mut Vm, k: Value) -> VmResult<()> {
    vm.define_builtin(k, "update", 1, update);
    vm.alias_method(k, intern("<<"), intern("update"))?;
    vm.define_private_builtin(k, "finish", 0, finish);
    vm.define_builtin(k, "reset", 0, reset);
    vm.define_builtin(k, "digest_length", 0, digest_length);
    vm.define_builtin(k, "block_length", 0, block_length);
    vm.define_private_builtin(k, "initialize_copy", 1, initialize_copy);
    Ok(())
}
