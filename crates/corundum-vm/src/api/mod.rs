//! The VM's Rust API: the only part of `corundum-vm` a native library may use (the crates of
//! Ruby's standard library written in Rust, `corundum-stdlib`), and the surface an embedding
//! application and the C extension API stand on. It plays the part of Lua's `lua.h`: small,
//! documented, and grown when a library needs more rather than by exporting internals.
//!
//! # The model
//! - [`Ruby`] is the VM as a library sees it: a `#[repr(transparent)]` view of the interpreter,
//!   handed to every native method as `&mut Ruby`. Exclusive access is proven statically, and
//!   nothing is looked up at run time to find the VM.
//! - [`Value`] is the VM's tagged word (Copy, `!Send`). A Value in a Rust local is safe: the
//!   collector scans the machine stack and registers conservatively.
//! - Natives return [`Result`]; an [`Error`] is an exception being raised (or a `break`,
//!   `throw`, ... passing through), propagated with `?` and raised when the native returns.
//! - Methods are plain functions registered with their arity ([`Ruby::define_method`] and the
//!   `define_*` family, `method.rs`); the VM checks the argument count before calling them.
//!
//! # Rules
//! - **GC.** Values in locals and in the fields of a struct on the stack are found by the
//!   conservative scan. A Value kept in Rust heap memory (a `Vec`, a `Box`, a `HashMap`) is
//!   invisible to the collector: keep such Values in a Ruby Array made first, in a typed-data
//!   payload that marks them ([`TypedData::mark`]), or inside [`Ruby::with_roots`] for the time
//!   a call needs them. Borrowed views (`&[u8]` of a String, `&T` of a payload) are tied to the
//!   `&Ruby` they came from, so no allocation (no collection) and no Ruby code can run while
//!   one is held: the compiler enforces it.
//! - **Errors.** Raise by returning `Err` (`rb.arg_error(..)`, `rb.raise(class, msg)`, ...),
//!   with CRuby's exception classes and messages; never panic. An `Err` from a call into Ruby
//!   must be passed on (or examined with [`Error::exception`] and re-raised), never dropped:
//!   it may be a `break` or `throw` meant for a frame further out.
//! - **Typed data.** A payload type implements [`TypedData`] through the [`impl_typed_data!`]
//!   macro, which builds its 64-byte `DataType` descriptor (mark, free, size). Objects are made
//!   with [`Ruby::new_data`] and reached through a checked [`Data`] handle; `Data::get_mut`
//!   applies the write barrier, so a payload can store Values freely while it is borrowed.
//! - **Threads.** All Ruby threads are green threads on one OS thread. A native that waits
//!   must let the others run: [`Ruby::wait_fd`] for descriptors, [`Ruby::blocking`] for a
//!   blocking system call, [`Ruby::block_on`]/[`Ruby::wake_waiters`] for conditions on objects.
//!   `Value` and `Ruby` are `!Send`, so code handed to another OS thread cannot touch the VM.
//! - **Cost.** Every wrapper is `#[inline]` and compiles to the VM call it wraps; method
//!   trampolines are monomorphised per function (no `dyn`, no allocation per call).
//!
//! `docs/ARCHITECTURE.md` ("The native library API") gives the reasons for these choices.

mod args;
mod call;
mod class;
mod collections;
mod data;
pub mod embed;
mod encoding;
mod error;
mod gc;
mod io;
mod method;
mod numbers;
mod object;
mod registry;
mod string;
mod thread;
mod time;

pub use self::args::{Args, Block};
pub use self::class::CoreClass;
pub use self::data::{Data, Marker, TypedData};
pub use self::encoding::{Encoding, EncodingKind};
pub use self::error::{Error, Result};
pub use self::io::{IoEvents, IoReady};
pub use self::method::{Method, Native};
pub use self::numbers::ExactRational;
pub use self::registry::NativeLibrary;
pub use self::string::{inspect_bytes, RegexpMatch, StrMut};
pub use self::thread::GuardKind;
pub use self::time::{strftime, TimeFields};
pub use crate::symbol::SymbolId as Symbol;
pub use crate::{define_methods, impl_typed_data};
pub use crate::value::{Value, FIXNUM_MAX, FIXNUM_MIN};

/// Re-exported for payload types that name their descriptor (`Ruby::data_type_of`); built by
/// [`impl_typed_data!`], never by hand.
pub use crate::typed_data::DataType;

use crate::vm::Vm;

/// The VM as native code sees it. Every native method receives `&mut Ruby`; holding it is the
/// proof that the code runs on the VM's thread with the interpreter's state to itself.
///
/// `#[repr(transparent)]` over the interpreter, so passing it costs what passing the VM did.
#[repr(transparent)]
pub struct Ruby(Vm);

impl Ruby {
    /// The API view of the interpreter (the VM's side of every trampoline).
    #[inline(always)]
    pub(crate) fn from_vm(vm: &mut Vm) -> &mut Ruby {
        // SAFETY: Ruby is repr(transparent) over Vm, so the two references have the same
        // layout and validity; the borrow is carried over unchanged.
        unsafe { &mut *(vm as *mut Vm as *mut Ruby) }
    }

    /// The interpreter behind the view (for the API's own implementation).
    #[inline(always)]
    pub(crate) fn vm(&mut self) -> &mut Vm {
        &mut self.0
    }

    /// The interpreter behind a shared view.
    #[inline(always)]
    pub(crate) fn vm_ref(&self) -> &Vm {
        &self.0
    }
}

/// Interns `name` as a Symbol id (CRuby's `rb_intern`).
#[inline]
pub fn intern(name: &str) -> Symbol {
    crate::symbol::intern(name)
}

/// Interns the bytes `name` as a Symbol id (any bytes, as Ruby's Symbols allow).
#[inline]
pub fn intern_bytes(name: &[u8]) -> Symbol {
    crate::symbol::intern_bytes(name)
}
