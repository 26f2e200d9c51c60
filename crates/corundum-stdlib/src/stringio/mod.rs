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
//! - A StringIO is typed data whose payload is a [`StringIo`]; its state is `None` until
//!   `initialize` runs (every method but `initialize` then raises IOError "uninitialized
//!   stream").
//! - The state (the String, position, line number, mode, encoding) is shared by a StringIO and
//!   its copies (`dup`, `reopen(other)`), as in CRuby; only the per-object open-for-read and
//!   open-for-write flags (cleared by `close_read`/`close_write`) are the object's own. The
//!   String lives in a one-element Ruby Array (`holder`) that every sharing object marks, so a
//!   store through one object passes the Array's write barrier (`Ruby::array_store`) and no
//!   sharing object can hold a young String the collector does not see.
//! - The String is shared with the caller: writes change it in place; its bytes are re-read at
//!   every call (Ruby code may change it between calls), so positions past its end are normal.

mod lines;
mod open;
mod position;
mod read;
mod state;
pub(crate) mod write;

use std::cell::Cell;
use std::rc::Rc;

use corundum_vm::api::{impl_typed_data, CoreClass, Data, Encoding, Error, Marker, Result, Ruby, Value};

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
    pub enc: Cell<Option<Encoding>>,
}

impl Shared {
    /// The String, or nil.
    pub fn string(&self, rb: &Ruby) -> Value {
        rb.array_get(self.holder, 0)
    }

    pub fn set_string(&self, rb: &mut Ruby, s: Value) {
        // The holder is this library's own Array, never frozen: the store cannot fail.
        let _ = rb.array_store(self.holder, 0, s);
    }

    /// The String's bytes (empty when there is none).
    pub fn bytes<'a>(&self, rb: &'a Ruby) -> &'a [u8] {
        let s = self.string(rb);
        if rb.is_string(s) {
            rb.str_bytes(s)
        } else {
            &[]
        }
    }

    /// CRuby's `get_enc`: the set encoding, else the String's, else the default external.
    pub fn encoding(&self, rb: &mut Ruby) -> Encoding {
        if let Some(e) = self.enc.get() {
            return e;
        }
        let s = self.string(rb);
        if rb.is_string(s) {
            rb.str_encoding(s)
        } else {
            rb.default_external()
        }
    }
}

pub struct StringIo {
    pub shared: Option<Rc<Shared>>,
    /// This object's own open flags (CRuby's STRIO_READABLE/WRITABLE object flags).
    pub open_read: bool,
    pub open_write: bool,
}

// CRuby names the descriptor ("strio"), not the class, in "wrong argument type" errors.
impl_typed_data!(StringIo, c"strio", {
    fn mark(&self, m: &mut Marker) {
        if let Some(s) = &self.shared {
            m.mark(s.holder);
        }
    }
});

/// StringIO `v`, initialized or not; TypeError "wrong argument type X (expected strio)" for
/// anything else.
fn payload(rb: &mut Ruby, v: Value) -> Result<Data<StringIo>> {
    rb.data::<StringIo>(v)
}

/// CRuby's `StringIO(obj)`: the shared state, or IOError "uninitialized stream"; FrozenError
/// first for a frozen StringIO (CRuby checks that in every method, even `pos` and `closed?`).
pub fn state(rb: &mut Ruby, v: Value) -> Result<Rc<Shared>> {
    let d = payload(rb, v)?;
    rb.check_frozen(v)?;
    match &d.get(rb).shared {
        Some(s) => Ok(s.clone()),
        None => Err(rb.raise_core(CoreClass::IoError, "uninitialized stream")),
    }
}

fn is_readable(rb: &mut Ruby, v: Value) -> Result<bool> {
    let s = state(rb, v)?;
    Ok(payload(rb, v)?.get(rb).open_read && s.mode_read.get())
}

fn is_writable(rb: &mut Ruby, v: Value) -> Result<bool> {
    let s = state(rb, v)?;
    Ok(payload(rb, v)?.get(rb).open_write && s.mode_write.get())
}

/// CRuby's CLOSED: the object has neither open flag left, or the mode allows neither
/// direction (what `closed?` and `seek` test).
fn is_closed(rb: &mut Ruby, v: Value) -> Result<bool> {
    let s = state(rb, v)?;
    let d = payload(rb, v)?;
    let d = d.get(rb);
    Ok(!((d.open_read || d.open_write) && (s.mode_read.get() || s.mode_write.get())))
}

/// The state of a stream open for reading; IOError "not opened for reading" otherwise.
pub fn readable(rb: &mut Ruby, v: Value) -> Result<Rc<Shared>> {
    if !is_readable(rb, v)? {
        return Err(rb.raise_core(CoreClass::IoError, "not opened for reading"));
    }
    state(rb, v)
}

/// The state of a stream open for writing; IOError "not opened for writing" otherwise.
pub fn writable(rb: &mut Ruby, v: Value) -> Result<Rc<Shared>> {
    if !is_writable(rb, v)? {
        return Err(rb.raise_core(CoreClass::IoError, "not opened for writing"));
    }
    state(rb, v)
}

/// IOError "not modifiable string" when the String is frozen.
pub fn check_modifiable(rb: &mut Ruby, s: &Shared) -> Result<()> {
    let string = s.string(rb);
    if string.is_heap() && rb.is_frozen(string) {
        return Err(rb.raise_core(CoreClass::IoError, "not modifiable string"));
    }
    Ok(())
}

/// A new String of `bytes` in encoding `e`.
pub fn new_string_in(rb: &mut Ruby, bytes: Vec<u8>, e: Encoding) -> Value {
    rb.new_string_in(bytes, e)
}

/// EOFError "end of file reached".
pub fn eof_error(rb: &mut Ruby) -> Error {
    rb.raise_core(CoreClass::EofError, "end of file reached")
}

/// Defines StringIO, its modules and methods (the `require "stringio"` entry point).
pub fn init(rb: &mut Ruby) -> Result<()> {
    let io = rb.core_class(CoreClass::Io);
    let readable_mod = rb.define_module_under(io, "generic_readable")?;
    let writable_mod = rb.define_module_under(io, "generic_writable")?;
    let object = rb.core_class(CoreClass::Object);
    let k = rb.define_class("StringIO", object)?;
    // A copy (`dup`, `clone`) starts empty; `initialize_copy` then shares the original's state.
    rb.define_alloc_func(k, open::allocate);
    let enumerable = rb.core_class(CoreClass::Enumerable);
    rb.include_module(k, enumerable)?;
    rb.include_module(k, readable_mod)?;
    rb.include_module(k, writable_mod)?;
    let version = rb.new_str("3.2.0");
    rb.freeze(version);
    rb.const_set(k, "VERSION", version);
    let max = rb.new_int(i64::MAX);
    rb.const_set(k, "MAX_LENGTH", max);
    open::init(rb, k)?;
    read::init(rb, k, readable_mod);
    lines::init(rb, k);
    write::init(rb, k, writable_mod);
    position::init(rb, k);
    state::init(rb, k);
    rb.invalidate_method_caches();
    Ok(())
}
