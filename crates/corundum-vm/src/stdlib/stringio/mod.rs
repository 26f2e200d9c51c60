//! `require "stringio"`: StringIO, an IO-like stream over a String, with the modules
//! `IO::generic_readable` and `IO::generic_writable` it includes (CRuby's `ext/stringio`).
//!
//! The concerns, one file each:
//! - `mod.rs`: the payload, its descriptor and accessors, the checks every method starts with,
//!   and registration;
//! - `open.rs`: allocation, `new`/`open`/`initialize`/`reopen`/copying, the mode argument, and
//!   `string`/`string=`;
//! - `read.rs`: byte and character reading (`read` and its variants, `getc`, `getbyte`, the
//!   `each_*` iterators, `ungetc`/`ungetbyte`);
//! - `lines.rs`: `gets` and the line iterators;
//! - `write.rs`: `write` and the output methods built on it, `truncate`;
//! - `position.rs`: `pos`, `seek`, `rewind`, `eof?`, `lineno`, `size`;
//! - `state.rs`: closing, the IO-compatibility answers (`sync`, `fileno`, `tty?`...), and
//!   encodings.
//!
//! Invariants:
//! - A StringIO is typed data of [`STRINGIO_TYPE`]; its payload is `None` until `initialize`
//!   runs (every method but `initialize` then raises IOError "uninitialized stream").
//! - The state (the String, position, line number, mode, encoding) is shared by a StringIO and
//!   its copies (`dup`, `reopen(other)`), as in CRuby; only the per-object open-for-read and
//!   open-for-write flags (cleared by `close_read`/`close_write`) are the object's own. The
//!   String lives in a one-element Ruby Array (`holder`) that every sharing object marks, so a
//!   store through one object passes the Array's write barrier and no sharing object can hold a
//!   young String the collector does not see.
//! - The String is shared with the caller: writes change it in place; its bytes are re-read at
//!   every call (Ruby code may change it between calls), so positions past its end are normal.

mod lines;
mod open;
mod position;
mod read;
mod state;
mod write;

pub use open::allocate;

use std::cell::Cell;
use std::rc::Rc;

use crate::core::encoding::{self as enc, EncodingId};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// The state a StringIO shares with its copies.
pub struct Shared {
    /// A one-element Array holding the String, or nil (after `StringIO.open`'s block).
    holder: Value,
    pub pos: Cell<usize>,
    pub lineno: Cell<i64>,
    /// The mode's read and write permissions (CRuby's FMODE_READABLE/WRITABLE).
    pub mode_read: Cell<bool>,
    pub mode_write: Cell<bool>,
    /// "a" mode: every write goes to the end.
    pub append: Cell<bool>,
    /// The encoding set by the mode, `set_encoding` or `binmode`; None means the String's own.
    pub enc: Cell<Option<EncodingId>>,
}

impl Shared {
    /// The String, or nil.
    pub fn string(&self) -> Value {
        crate::core::array::items(self.holder).first().copied().unwrap_or(Value::NIL)
    }

    pub fn set_string(&self, s: Value) {
        let items = &mut obj::as_array_mut(self.holder).items;
        if let Some(slot) = items.first_mut() {
            *slot = s;
        }
    }

    /// The String's bytes (empty when there is none).
    pub fn bytes(&self) -> &'static [u8] {
        let s = self.string();
        if crate::core::is_string(s) {
            &obj::as_string(s).bytes
        } else {
            &[]
        }
    }

    /// CRuby's `get_enc`: the set encoding, else the String's, else the default external.
    pub fn encoding(&self, vm: &mut Vm) -> EncodingId {
        if let Some(e) = self.enc.get() {
            return e;
        }
        let s = self.string();
        if crate::core::is_string(s) {
            enc::string_encoding(s)
        } else {
            enc::default_external(vm)
        }
    }
}

pub struct StringIo {
    pub shared: Option<Rc<Shared>>,
    /// This object's own open flags (CRuby's STRIO_READABLE/WRITABLE object flags).
    pub open_read: bool,
    pub open_write: bool,
}

crate::data_type!(pub STRINGIO_TYPE: StringIo, c"strio", mark = |p, m| {
    // SAFETY: the payload of a STRINGIO_TYPE object is a StringIo.
    let d = unsafe { &*(p as *const StringIo) };
    if let Some(s) = &d.shared {
        m(s.holder);
    }
});

pub fn is_stringio(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &STRINGIO_TYPE)
}

/// The payload of StringIO `v`, initialized or not; TypeError for anything else.
fn payload(vm: &mut Vm, v: Value) -> VmResult<&'static mut StringIo> {
    if !is_stringio(v) {
        let name = vm.conversion_name(v);
        // CRuby names the descriptor ("strio"), not the class.
        return Err(vm.type_error(&format!("wrong argument type {name} (expected strio)")));
    }
    // SAFETY: `is_stringio` checked the descriptor; the payload lives as long as the object,
    // which the caller holds (it is the receiver or an argument).
    Ok(unsafe { &mut *(obj::as_typed_data(v).data as *mut StringIo) })
}

/// CRuby's `StringIO(obj)`: the shared state, or IOError "uninitialized stream"; FrozenError
/// first for a frozen StringIO (CRuby checks that in every method, even `pos` and `closed?`).
pub fn state(vm: &mut Vm, v: Value) -> VmResult<Rc<Shared>> {
    payload(vm, v)?;
    vm.check_frozen(v)?;
    match &payload(vm, v)?.shared {
        Some(s) => Ok(s.clone()),
        None => Err(vm.make_error(vm.core.io_error, "uninitialized stream")),
    }
}

fn is_readable(vm: &mut Vm, v: Value) -> VmResult<bool> {
    let s = state(vm, v)?;
    Ok(payload(vm, v)?.open_read && s.mode_read.get())
}

fn is_writable(vm: &mut Vm, v: Value) -> VmResult<bool> {
    let s = state(vm, v)?;
    Ok(payload(vm, v)?.open_write && s.mode_write.get())
}

/// CRuby's CLOSED: the object has neither open flag left, or the mode allows neither
/// direction (what `closed?` and `seek` test).
fn is_closed(vm: &mut Vm, v: Value) -> VmResult<bool> {
    let s = state(vm, v)?;
    let d = payload(vm, v)?;
    Ok(!((d.open_read || d.open_write) && (s.mode_read.get() || s.mode_write.get())))
}

/// The state of a stream open for reading; IOError "not opened for reading" otherwise.
pub fn readable(vm: &mut Vm, v: Value) -> VmResult<Rc<Shared>> {
    if !is_readable(vm, v)? {
        return Err(vm.make_error(vm.core.io_error, "not opened for reading"));
    }
    state(vm, v)
}

/// The state of a stream open for writing; IOError "not opened for writing" otherwise.
pub fn writable(vm: &mut Vm, v: Value) -> VmResult<Rc<Shared>> {
    if !is_writable(vm, v)? {
        return Err(vm.make_error(vm.core.io_error, "not opened for writing"));
    }
    state(vm, v)
}

/// IOError "not modifiable string" when the String is frozen.
pub fn check_modifiable(vm: &mut Vm, s: &Shared) -> VmResult<()> {
    let string = s.string();
    if string.is_heap() && vm.is_frozen(string) {
        return Err(vm.make_error(vm.core.io_error, "not modifiable string"));
    }
    Ok(())
}

/// A new String of `bytes` in encoding `id`.
pub fn new_string_in(vm: &mut Vm, bytes: Vec<u8>, id: EncodingId) -> Value {
    let s = vm.new_string(bytes);
    enc::set_string_encoding(s, id);
    s
}

/// EOFError "end of file reached".
pub fn eof_error(vm: &mut Vm) -> crate::vm::Unwind {
    vm.make_error(vm.core.eof_error, "end of file reached")
}

/// ArgumentError "unknown keyword: :k" for keywords other than `allowed`.
pub fn check_keywords(vm: &mut Vm, kw: Option<Value>, allowed: &[&str]) -> VmResult<()> {
    let Some(h) = kw.filter(|h| obj::is_type(*h, ObjType::Hash)) else { return Ok(()) };
    let unknown: Vec<Value> =
        obj::as_hash(h).table.iter().map(|e| e.key).filter(|k| !(k.is_symbol() && allowed.iter().any(|a| intern(a) == k.as_symbol()))).collect();
    if unknown.is_empty() {
        return Ok(());
    }
    Err(vm.unknown_keywords_error(&unknown))
}

/// Defines StringIO, its modules and methods (the `require "stringio"` entry point).
pub fn init(vm: &mut Vm) -> VmResult<()> {
    let io = vm.core.io;
    let readable_mod = crate::core::define_module_under(vm, io, "generic_readable");
    let writable_mod = crate::core::define_module_under(vm, io, "generic_writable");
    let object = vm.core.object;
    let k = crate::core::define_class(vm, "StringIO", object);
    obj::as_class_mut(k).data.instance_type = ObjType::Data;
    // A copy (`dup`, `clone`) starts empty; `initialize_copy` then shares the original's state.
    obj::as_class_mut(k).data.allocator = Some(|vm, k| Ok(allocate(vm, k)));
    let enumerable = vm.core.enumerable;
    vm.include_module(k, enumerable)?;
    vm.include_module(k, readable_mod)?;
    vm.include_module(k, writable_mod)?;
    let version = vm.new_str("3.2.0");
    vm.freeze(version);
    vm.const_set(k, intern("VERSION"), version);
    let max = vm.new_int(i64::MAX);
    vm.const_set(k, intern("MAX_LENGTH"), max);
    open::init(vm, k);
    read::init(vm, k, readable_mod);
    lines::init(vm, k);
    write::init(vm, k, writable_mod);
    position::init(vm, k);
    state::init(vm, k);
    vm.invalidate_all_methods();
    Ok(())
}
