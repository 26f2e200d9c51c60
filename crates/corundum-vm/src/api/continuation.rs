//! First-class continuations through the API: the VM half of the `continuation` library
//! (`Kernel#callcc`, `Continuation#call`). The mechanism and its limits are
//! `vm::continuation`'s; a library only asks for a continuation object and calls one.
//!
//! Invariant: a continuation object is made only by [`Ruby::new_continuation`], from inside
//! the native method a Ruby call instruction called, so it always names a resumable call.

use crate::api::error::IntoApi;
use crate::api::{Result, Ruby, Value};

impl Ruby {
    /// A continuation of the native method running now, as a new object of class `klass`:
    /// calling it later makes that method's call return again, with the value given then.
    /// None when no Ruby code called the running method through a call instruction (it was
    /// called from Rust), where there is nothing to go back to.
    pub fn new_continuation(&mut self, klass: Value) -> Option<Value> {
        let data = self.vm().capture_continuation()?;
        Some(self.vm().new_continuation_object(klass, data))
    }

    /// Goes back to continuation `cont` with `value` as the result of its call: always an
    /// `Err`, to be passed on unchanged (the VM unwinds to the continuation's frame). A
    /// continuation of another thread or fiber is CRuby's RuntimeError; one whose frame has
    /// returned is a NotImplementedError (`vm::continuation` says why).
    pub fn call_continuation(&mut self, cont: Value, value: Value) -> Result {
        self.vm().call_continuation(cont, value).api()
    }
}
