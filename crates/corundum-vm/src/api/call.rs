//! Calling Ruby from native code: methods (CRuby's `rb_funcall` family), `respond_to?`, and
//! the Enumerator a blockless iterator returns.
//!
//! Invariant: every call may run arbitrary Ruby code (and so collect, switch threads, raise):
//! it takes `&mut Ruby`, so no borrowed String bytes or payload can be held across it.

use crate::api::error::IntoApi;
use crate::api::{Args, Block, Result, Ruby, Symbol, Value};

impl Ruby {
    /// `recv.name(*args)`, ignoring visibility (CRuby's `rb_funcall`).
    #[inline]
    pub fn call(&mut self, recv: Value, name: &str, args: &[Value]) -> Result {
        let id = crate::symbol::intern(name);
        self.vm().call_method(recv, id, args, None).api()
    }

    /// `recv.send(id, *args)` for an interned name.
    #[inline]
    pub fn call_id(&mut self, recv: Value, id: Symbol, args: &[Value]) -> Result {
        self.vm().call_method(recv, id, args, None).api()
    }

    /// `recv.name(*args, &block)`.
    #[inline]
    pub fn call_with_block(&mut self, recv: Value, name: &str, args: &[Value], block: Option<&Block>) -> Result {
        let id = crate::symbol::intern(name);
        self.vm().call_method(recv, id, args, block.map(|b| b.0.clone())).api()
    }

    /// `recv.name(*args)` where the last of `args` is a keyword Hash when `keywords` is set (a
    /// call passing on a native's own arguments: `rb.call_kw(o, "initialize", args.as_slice(),
    /// args.block(), args.has_keywords())`).
    #[inline]
    pub fn call_kw(&mut self, recv: Value, name: &str, args: &[Value], block: Option<&Block>, keywords: bool) -> Result {
        let id = crate::symbol::intern(name);
        self.vm().call_method_kw(recv, id, args, block.map(|b| b.0.clone()), keywords).api()
    }

    /// `recv.name(*args, **kw)` passing a native's own arguments on: positional arguments,
    /// keywords and block as they came.
    #[inline]
    pub fn call_passing(&mut self, recv: Value, name: &str, args: &Args) -> Result {
        self.call_kw(recv, name, args.as_slice(), args.block(), args.has_keywords())
    }

    /// Whether `v` responds to `name` (private methods too when `include_private`), asking a
    /// user-defined `respond_to?`/`respond_to_missing?` as CRuby's `rb_respond_to` does.
    #[inline]
    pub fn respond_to(&mut self, v: Value, name: &str, include_private: bool) -> bool {
        let id = crate::symbol::intern(name);
        self.vm().respond_to(v, id, include_private)
    }

    /// The Enumerator `recv.enum_for(meth, *args)` (what a blockless iterator returns; its
    /// `size` is nil).
    #[inline]
    pub fn enumerator_for(&mut self, recv: Value, meth: &str, args: &[Value]) -> Result {
        crate::core::enumerable::enumerator_for(self.vm(), recv, meth, args).api()
    }

    /// The Enumerator for a native iterator called without a block, passing its arguments
    /// (keywords included) on to the method when enumerated.
    #[inline]
    pub fn enumerator_for_args(&mut self, recv: Value, meth: &str, args: &Args) -> Result {
        crate::core::enumerable::enumerator_for_args(self.vm(), recv, meth, &args.0).api()
    }

    /// `require name` (CRuby's `rb_require`): whether it was loaded now.
    #[inline]
    pub fn require(&mut self, name: &str) -> Result<bool> {
        self.vm().require_feature(name, None).api()
    }

    /// The directories of `$LOAD_PATH`, as Strings.
    #[inline]
    pub fn load_path(&self) -> Vec<String> {
        self.vm_ref().load_path_dirs()
    }
}
