//! The collector's rules for native code, as API: [`Ruby::with_roots`] keeps Values held in
//! Rust heap memory alive for the time a computation needs them, and [`Ruby::check_stack`]/
//! [`Ruby::check_alloc`] turn deep recursion and huge sizes into Ruby exceptions.
//!
//! Invariant: the roots pushed by `with_roots` are popped when it returns, on every path (the
//! closure's errors included), so the root stack never leaks entries.

use crate::api::error::IntoApi;
use crate::api::{Result, Ruby, Value};

impl Ruby {
    /// Runs `f` with `values` rooted: Values kept in Rust heap memory (a `Vec`, a struct in a
    /// `Box`) survive every collection `f` causes. Values in locals need no rooting (the
    /// machine stack is scanned).
    pub fn with_roots<R>(&mut self, values: &[Value], f: impl FnOnce(&mut Ruby) -> R) -> R {
        let mark = self.vm().temp_roots.len();
        self.vm().temp_roots.extend_from_slice(values);
        let r = f(self);
        self.vm().temp_roots.truncate(mark);
        r
    }

    /// Keeps `v` for the life of the VM under `name` (CRuby's `static VALUE` registered with
    /// `rb_gc_register_mark_object`): a class or object a library needs again later and that
    /// Ruby code cannot take away (a constant can be removed). Names are shared by all
    /// libraries: prefix them with the library's (`"strscan.error"`).
    pub fn set_library_global(&mut self, name: &str, v: Value) {
        // A hidden ivar of Object (a core class: always reachable, and `@__` names are never
        // seen by Ruby code); a program that froze Object cannot refuse it.
        let id = crate::symbol::intern(&format!("@__lib {name}"));
        let holder = self.vm().core.object;
        let frozen = crate::object::has_flag(holder, crate::object::FL_FROZEN);
        crate::object::set_flag(holder, crate::object::FL_FROZEN, false);
        let _ = self.vm().ivar_set(holder, id, v);
        crate::object::set_flag(holder, crate::object::FL_FROZEN, frozen);
    }

    /// The Value kept under `name` by [`set_library_global`](Ruby::set_library_global); nil
    /// when none.
    pub fn library_global(&mut self, name: &str) -> Value {
        let id = crate::symbol::intern(&format!("@__lib {name}"));
        let holder = self.vm().core.object;
        self.vm().ivar_get(holder, id)
    }

    /// SystemStackError when the machine stack is nearly full: call before recursing on the
    /// Rust stack (a parser's nesting, a generator's descent).
    #[inline]
    pub fn check_stack(&mut self) -> Result<()> {
        self.vm().check_stack().api()
    }

    /// NoMemoryError (CRuby's "failed to allocate memory") when `count` items of `elem_size`
    /// bytes could not be allocated: call before growing a buffer to a size taken from input.
    #[inline]
    pub fn check_alloc(&mut self, count: u128, elem_size: usize) -> Result<()> {
        self.vm().check_alloc(count, elem_size).api()
    }

    /// A `Vec` with room for `n` items, or NoMemoryError when that much memory cannot be had.
    #[inline]
    pub fn try_vec<T>(&mut self, n: usize) -> Result<Vec<T>> {
        self.vm().try_vec(n).api()
    }
}
