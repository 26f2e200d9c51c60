//! Errors across the API: [`Error`] wraps the VM's non-local exit (an exception being raised,
//! or a `break`/`next`/`throw`/... passing through a native frame), and the constructors of
//! CRuby's exceptions with their messages.
//!
//! Invariant: an `Error` is one Copy word pair, as the VM's own, so `Result<Value>` stays in
//! registers; an exception object is built when the error is made (as the VM's own errors
//! are), with the backtrace of the frames running then.

use crate::api::{CoreClass, Ruby, Value};
use crate::vm::Unwind;

/// A Ruby computation that stopped early: an exception being raised, or control flow (a
/// `break` from a block, `throw`, ...) on its way to the frame that handles it. Natives pass
/// every `Error` on with `?`; only [`Error::exception`] may be looked into.
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub struct Error(pub(crate) Unwind);

/// The result of a native function: a Value (or `T`), or an [`Error`] to raise.
pub type Result<T = Value> = std::result::Result<T, Error>;

impl Error {
    /// An error raising the exception object `exception` (CRuby's `rb_exc_raise`).
    #[inline]
    pub fn from_exception(exception: Value) -> Error {
        Error(Unwind::Raise(exception))
    }

    /// The exception being raised; None for a `break`, `throw` or other jump, which must be
    /// passed on untouched.
    #[inline]
    pub fn exception(&self) -> Option<Value> {
        match self.0 {
            Unwind::Raise(e) => Some(e),
            _ => None,
        }
    }

    /// Whether this error raises an exception (rather than jumping to a frame further out).
    #[inline]
    pub fn is_exception(&self) -> bool {
        matches!(self.0, Unwind::Raise(_))
    }
}

/// Turns a VM result into an API result (no code: `Error` is the VM's exit, wrapped).
pub(crate) trait IntoApi<T> {
    fn api(self) -> Result<T>;
}

impl<T> IntoApi<T> for std::result::Result<T, Unwind> {
    #[inline(always)]
    fn api(self) -> Result<T> {
        self.map_err(Error)
    }
}

impl Ruby {
    /// An exception of `class` with message `msg` (CRuby's `rb_exc_new` + raise); its cause is
    /// the exception being handled, as CRuby sets it.
    #[inline]
    pub fn raise(&mut self, class: Value, msg: &str) -> Error {
        Error(self.vm().make_error(class, msg))
    }

    /// An exception of one of CRuby's core classes with message `msg`.
    #[inline]
    pub fn raise_core(&mut self, class: CoreClass, msg: &str) -> Error {
        let k = self.core_class(class);
        self.raise(k, msg)
    }

    /// A new exception object of `class` with message `msg` (a String), not raised.
    #[inline]
    pub fn new_exception(&mut self, class: Value, msg: Value) -> Value {
        self.vm().new_exception(class, msg)
    }

    /// ArgumentError with `msg`.
    #[inline]
    pub fn arg_error(&mut self, msg: &str) -> Error {
        Error(self.vm().arg_error(msg))
    }

    /// TypeError with `msg`.
    #[inline]
    pub fn type_error(&mut self, msg: &str) -> Error {
        Error(self.vm().type_error(msg))
    }

    /// ArgumentError "wrong number of arguments (given G, expected MIN..MAX)" (`max`
    /// `usize::MAX` for "MIN+").
    #[inline]
    pub fn arg_count_error(&mut self, given: usize, min: usize, max: usize) -> Error {
        Error(self.vm().arg_count_error(given, min, max))
    }

    /// ArgumentError "unknown keyword(s): :a, :b" for the keys no parameter took.
    #[inline]
    pub fn unknown_keywords_error(&mut self, keys: &[Value]) -> Error {
        Error(self.vm().unknown_keywords_error(keys))
    }

    /// TypeError "no implicit conversion of X into `into`".
    #[inline]
    pub fn conversion_error(&mut self, v: Value, into: &str) -> Error {
        Error(self.vm().conversion_error(v, into))
    }

    /// FrozenError "can't modify frozen X: inspect" for `v`.
    #[inline]
    pub fn frozen_error(&mut self, v: Value) -> Error {
        Error(self.vm().frozen_error(v))
    }

    /// LocalJumpError with `msg` and its `reason` (`"noreason"`, `"break"`, ...).
    #[inline]
    pub fn local_jump_error(&mut self, msg: &str, reason: &str) -> Error {
        Error(self.vm().local_jump_error(msg, reason))
    }

    /// LocalJumpError "no block given (yield)".
    #[inline]
    pub fn no_block_error(&mut self) -> Error {
        self.raise_core(CoreClass::LocalJumpError, "no block given (yield)")
    }

    /// The Errno exception for `errno` (CRuby's `rb_syserr_fail_path`): "MESSAGE @ FUNCTION -
    /// PATH", each part left out when empty.
    #[inline]
    pub fn errno_error(&mut self, errno: i32, function: &str, path: &str) -> Error {
        Error(crate::core::io::errno::errno_error(self.vm(), errno, function, path))
    }

    /// The Errno exception for `errno` with the system's message alone.
    #[inline]
    pub fn errno_error_plain(&mut self, errno: i32) -> Error {
        Error(crate::core::io::errno::errno_error_plain(self.vm(), errno))
    }

    /// The Errno exception for an I/O error (CRuby's `rb_sys_fail_path`); an error without an
    /// errno is IOError with its text.
    #[inline]
    pub fn sys_fail(&mut self, err: &std::io::Error, function: &str, path: &str) -> Error {
        Error(crate::core::io::errno::sys_fail(self.vm(), err, function, path))
    }

    /// Encoding::CompatibilityError "incompatible character encodings: A and B".
    #[inline]
    pub fn encoding_compatibility_error(&mut self, a: crate::api::Encoding, b: crate::api::Encoding) -> Error {
        Error(crate::core::encoding::errors::incompatible(self.vm(), a.id(), b.id()))
    }

    /// An exception of the class `Encoding::NAME` (`"CompatibilityError"`, ...) with `msg`.
    #[inline]
    pub fn encoding_error(&mut self, name: &str, msg: &str) -> Error {
        Error(crate::core::encoding::errors::raise_named(self.vm(), name, msg))
    }

    /// Sets exception `e`'s message to `msg` (what `Exception#initialize(msg)` stores: the
    /// `initialize` of an exception class calling its `super`).
    #[inline]
    pub fn set_exception_message(&mut self, e: Value, msg: Value) -> Result<()> {
        use crate::api::error::IntoApi;
        self.vm().ivar_set(e, crate::symbol::sym::MESG, msg).api()
    }

    /// Whether `e` is an exception that is a `class` (`rescue class` would take it).
    #[inline]
    pub fn error_is_a(&mut self, e: &Error, class: Value) -> bool {
        match e.exception() {
            Some(x) => self.vm().is_kind_of(x, class),
            None => false,
        }
    }

    /// Writes CRuby's warning line ("PATH:LINE: warning: MSG") to `$stderr`, unless warnings
    /// are off (`-W0` or `$VERBOSE` nil), as `rb_warn` does.
    pub fn warn(&mut self, msg: &str) -> Result<()> {
        use crate::api::error::IntoApi;
        let verbose = self.vm().gvar_get(crate::symbol::intern("$VERBOSE"));
        if self.vm().options.warn_level == 0 || verbose.is_nil() {
            return Ok(());
        }
        let line = format!("{}:{}: warning: {msg}\n", self.vm().current_path(), self.vm().current_line());
        crate::core::io::write::write_to(self.vm(), 2, line.as_bytes()).api()
    }
}
