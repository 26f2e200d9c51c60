//! A native method's arguments ([`Args`]: positional arguments, the keyword Hash, the block)
//! and blocks ([`Block`]), with the argument checks CRuby's C functions make.
//!
//! Invariant: `Args` is `#[repr(transparent)]` over the VM's own argument view, so the
//! trampoline hands it over by pointer cast; the Values it shows live in the caller's frame
//! for the whole call.

use crate::api::{Result, Ruby, Symbol, Value};

/// The arguments of a native call: `recv.m(a, b, k: 1, &blk)` gives `[a, b, {k: 1}]` with
/// `keywords()` set and `block()` the block. The VM checked the count against the method's
/// declared arity before the call (for a fixed arity, `get(i)` below it is the argument).
#[repr(transparent)]
pub struct Args(pub(crate) crate::vm::Args);

/// A block passed to a method (`do ... end`, `{ }`, `&proc`, `&:sym`, `&method(:m)`). Cheap to
/// clone (a reference count or a Value).
#[derive(Clone)]
#[repr(transparent)]
pub struct Block(pub(crate) crate::vm::Block);

impl Args {
    /// The API view of the VM's argument view.
    #[inline(always)]
    pub(crate) fn from_vm(a: &crate::vm::Args) -> &Args {
        // SAFETY: Args is repr(transparent) over crate::vm::Args.
        unsafe { &*(a as *const crate::vm::Args as *const Args) }
    }

    /// Arguments made by native code (for calling another native directly): `values` and an
    /// optional block.
    #[inline]
    pub fn new(values: &[Value], block: Option<Block>) -> Args {
        Args(crate::vm::Args::from_slice(values, block.map(|b| b.0)))
    }

    /// Every argument, the keyword Hash last when there is one.
    #[inline]
    pub fn as_slice(&self) -> &[Value] {
        self.0.as_slice()
    }

    /// How many arguments, the keyword Hash counted.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no arguments at all.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Argument `i`, nil past the end.
    #[inline]
    pub fn get(&self, i: usize) -> Value {
        self.0.get(i)
    }

    /// The positional arguments (without the keyword Hash).
    #[inline]
    pub fn positional(&self) -> &[Value] {
        self.0.positional()
    }

    /// The keyword arguments as a Hash, when the call passed keywords.
    #[inline]
    pub fn keywords(&self) -> Option<Value> {
        self.0.kwargs()
    }

    /// Whether the last argument is a keyword Hash.
    #[inline]
    pub fn has_keywords(&self) -> bool {
        self.0.kw
    }

    /// The block, if one was given.
    #[inline]
    pub fn block(&self) -> Option<&Block> {
        // SAFETY: Block is repr(transparent) over crate::vm::Block.
        self.0.block.as_ref().map(|b| unsafe { &*(b as *const crate::vm::Block as *const Block) })
    }

    /// The block, or LocalJumpError "no block given (yield)".
    #[inline]
    pub fn need_block(&self, rb: &mut Ruby) -> Result<Block> {
        match self.block() {
            Some(b) => Ok(b.clone()),
            None => Err(rb.no_block_error()),
        }
    }

    /// ArgumentError "wrong number of arguments" unless `min..=max` positional arguments were
    /// given (`max` None: no upper bound).
    #[inline]
    pub fn check_count(&self, rb: &mut Ruby, min: usize, max: Option<usize>) -> Result<()> {
        let n = self.positional().len();
        if n < min || max.is_some_and(|m| n > m) {
            return Err(rb.arg_count_error(n, min, max.unwrap_or(usize::MAX)));
        }
        Ok(())
    }

    /// ArgumentError "unknown keyword(s): ..." when the keyword Hash (if any) has keys other
    /// than the Symbols `allowed`.
    pub fn check_keywords(&self, rb: &mut Ruby, allowed: &[&str]) -> Result<()> {
        match self.keywords() {
            Some(h) => rb.check_keywords(h, allowed),
            None => Ok(()),
        }
    }
}

impl Ruby {
    /// ArgumentError "unknown keyword(s): ..." when Hash `h` has keys other than the Symbols
    /// `allowed` (nothing for a `h` that is not a Hash).
    pub fn check_keywords(&mut self, h: Value, allowed: &[&str]) -> Result<()> {
        if !self.is_hash(h) {
            return Ok(());
        }
        let ids: smallvec::SmallVec<[Symbol; 4]> = allowed.iter().map(|a| crate::symbol::intern(a)).collect();
        let unknown: Vec<Value> = crate::object::as_hash(h).table.iter().map(|e| e.key).filter(|k| !(k.is_symbol() && ids.contains(&k.as_symbol()))).collect();
        if unknown.is_empty() {
            return Ok(());
        }
        Err(self.unknown_keywords_error(&unknown))
    }

    /// The value of keyword `name` (a Symbol key) in Hash `h`, without calling Ruby code.
    #[inline]
    pub fn keyword(&mut self, h: Value, name: &str) -> Option<Value> {
        self.vm().hash_lookup_symbol(h, crate::symbol::intern(name))
    }

    /// Calls `block` with `args` (CRuby's `rb_yield_values`).
    #[inline]
    pub fn yield_block(&mut self, block: &Block, args: &[Value]) -> Result {
        use crate::api::error::IntoApi;
        self.vm().yield_block(&block.0, args).api()
    }

    /// The block as a Proc object (`&blk` in a method's parameters).
    #[inline]
    pub fn block_to_proc(&mut self, block: &Block) -> Result {
        use crate::api::error::IntoApi;
        self.vm().block_to_proc(&block.0).api()
    }

    /// Proc `proc_` as a block to pass on (what `&proc_` passes).
    #[inline]
    pub fn proc_block(&self, proc_: Value) -> Block {
        Block(crate::vm::Block::Proc(proc_))
    }
}
