//! Frames (CRuby's control frames) and blocks.
//!
//! Invariants:
//! - A frame's locals are `vm.stack[base .. base + local_count]` and its operand stack starts
//!   at `sp_base == base + local_count`. `env` is nil until a block literal is captured in the
//!   frame; then it is the open env over those same stack slots (`vm::env`).
//! - `outer` is the env a block closed over (nil for methods); local access at level n >= 1
//!   walks `outer` and its parents n-1 times.
//! - Frame ids are unique for the life of the VM; `break`/`return` name their target by id, so
//!   a target that has already returned is detected (LocalJumpError) rather than confused with a
//!   newer frame at the same depth.

use std::rc::Rc;

use crate::class::{MethodEntry, Visibility};
use crate::value::Value;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FrameKind {
    Top,
    Method,
    Block,
    Lambda,
    Class,
    /// A builtin (Rust) method; present for backtraces and for `block_given?`-style queries.
    Cfunc,
}

impl FrameKind {
    /// The kind whose discriminant is `i` (`Cfunc` for anything out of range).
    pub fn from_index(i: u32) -> FrameKind {
        match i {
            0 => FrameKind::Top,
            1 => FrameKind::Method,
            2 => FrameKind::Block,
            3 => FrameKind::Lambda,
            4 => FrameKind::Class,
            _ => FrameKind::Cfunc,
        }
    }
}

/// A block literal captured by a call: everything needed to run it later.
#[derive(Clone)]
pub struct CapturedBlock {
    pub iseq: Value,
    pub self_val: Value,
    /// The env of the frame that created the block (the block's level-1 scope).
    pub outer: Value,
    /// Frame that created the block: `break` returns from the call made there.
    pub creator: u64,
    /// Serial of the call the block literal was passed to (see `Frame::block_call`): `break` is
    /// legal only while that call runs. 0 for eval contexts, which no call was given.
    pub call_serial: u64,
    /// Method (or top/lambda) frame that `return` inside the block returns from.
    pub home: u64,
    pub cref: Value,
    /// The method the block is lexically inside (for `super` and `__method__` in blocks).
    pub me: Option<Rc<MethodEntry>>,
    /// The block given to the method the block is inside (for `yield` inside a block).
    pub home_block: Option<Rc<Block>>,
}

#[derive(Clone)]
pub enum Block {
    /// Shared, so that a frame holding a block stays small and passing it on is a refcount.
    Captured(std::rc::Rc<CapturedBlock>),
    /// A Proc object passed with `&proc`.
    Proc(Value),
    /// `&:sym`: calls the method named by the symbol on the first argument. The Value is the
    /// refinements active where a `&:sym` argument was given (`vm::refinement`: an entry Array,
    /// seen wherever the block runs), or nil: then the caller's refinements when it is called
    /// (what a `Symbol#to_proc` proc sees).
    Symbol(crate::symbol::SymbolId, Value),
    /// `&method(:m)`: a Method object.
    Method(Value),
    /// A Proc made by `curry`, `>>` or `<<`: its state Array `[tag, ...]` (see
    /// `core::proc_::call_derived`). Like a C-level proc in CRuby: arity -1, no binding.
    Derived(Value),
    /// A block implemented in Rust (Enumerable over a user `each`, enumerators). Values the
    /// closure captures must be rooted by whoever created it (it is not marked).
    Native(std::rc::Rc<NativeBlock>),
}

pub type NativeBlock = dyn Fn(&mut crate::vm::Vm, &[Value]) -> crate::vm::VmResult;

impl CapturedBlock {
    pub fn mark(&self, mark: &mut dyn FnMut(Value)) {
        mark(self.iseq);
        mark(self.self_val);
        mark(self.outer);
        mark(self.cref);
        if let Some(me) = &self.me {
            me.mark(mark);
        }
        if let Some(b) = &self.home_block {
            b.mark(mark);
        }
    }
}

impl Block {
    pub fn mark(&self, mark: &mut dyn FnMut(Value)) {
        match self {
            Block::Captured(c) => c.mark(mark),
            Block::Proc(v) | Block::Method(v) | Block::Derived(v) | Block::Symbol(_, v) => mark(*v),
            Block::Native(_) => {}
        }
    }
}

pub struct Frame {
    pub kind: FrameKind,
    pub iseq: Value,
    pub self_val: Value,
    pub env: Value,
    pub outer: Value,
    pub base: usize,
    pub sp_base: usize,
    pub pc: usize,
    pub block: Option<Block>,
    pub me: Option<Rc<MethodEntry>>,
    pub cref: Value,
    pub id: u64,
    pub home: u64,
    /// For a block frame: the frame that created the block (the target of `break`).
    pub creator: u64,
    /// For a block frame: its block's `call_serial`.
    pub creator_call: u64,
    /// The serial and pc of the last call this frame passed a block literal to. That call is
    /// still running while the frame is suspended at that pc with that serial (a later call at
    /// the same instruction captures anew, with a new serial). Not reset on push: only blocks
    /// this frame captured, which set both, ask (they find the frame by id).
    pub block_call: u64,
    pub block_call_pc: usize,
    /// Default visibility of `def` in this frame (changed by bare `private`/`public`).
    pub visibility: Visibility,
    /// Length of `vm.pending` when the frame was entered (its ensure clauses park unwinds
    /// above it; they are dropped when the frame exits).
    pub pending_base: usize,
    /// An `initialize` run by `Class#new` from the loop (`vm::construct`): the call's result is
    /// the frame's self, whatever the method returns.
    pub returns_self: bool,
}

/// What `FrameStack::push_frame` writes into a new frame (see `Frame` for the fields).
pub struct FrameInit {
    pub kind: FrameKind,
    pub iseq: Value,
    pub self_val: Value,
    pub outer: Value,
    pub base: usize,
    pub sp_base: usize,
    pub block: Option<Block>,
    pub me: Option<Rc<MethodEntry>>,
    pub cref: Value,
    pub id: u64,
    pub home: u64,
    pub creator: u64,
    pub creator_call: u64,
    pub pending_base: usize,
}

impl Default for Frame {
    fn default() -> Frame {
        Frame {
            kind: FrameKind::Top,
            iseq: Value::NIL,
            self_val: Value::NIL,
            env: Value::NIL,
            outer: Value::NIL,
            base: 0,
            sp_base: 0,
            pc: 0,
            block: None,
            me: None,
            cref: Value::NIL,
            id: 0,
            home: 0,
            creator: 0,
            creator_call: 0,
            block_call: 0,
            block_call_pc: 0,
            visibility: Visibility::Public,
            pending_base: 0,
            returns_self: false,
        }
    }
}

/// Writes every field of a frame being pushed, one by one (the one sequence all pushes share).
/// Measured: written through a `FrameInit` value instead, the specialised pushes below cost
/// 3-12% more instructions per call (the stale `block` drop no longer folds away).
macro_rules! write_frame {
    ($f:expr, kind: $kind:expr, iseq: $iseq:expr, self_val: $self_val:expr, outer: $outer:expr, base: $base:expr, sp_base: $sp_base:expr, block: $block:expr, me: $me:expr, cref: $cref:expr, id: $id:expr, home: $home:expr, creator: $creator:expr, creator_call: $creator_call:expr, pending_base: $pending_base:expr) => {{
        let f = $f;
        f.kind = $kind;
        f.iseq = $iseq;
        f.self_val = $self_val;
        f.env = Value::NIL;
        f.outer = $outer;
        f.base = $base;
        f.sp_base = $sp_base;
        f.pc = 0;
        let block: Option<Block> = $block;
        // Most frames have no block and most stale slots neither: skip the drop then.
        if block.is_some() || f.block.is_some() {
            f.block = block;
        }
        f.me = $me;
        f.cref = $cref;
        f.id = $id;
        f.home = $home;
        f.creator = $creator;
        f.creator_call = $creator_call;
        f.visibility = Visibility::Public;
        f.pending_base = $pending_base;
        f.returns_self = false;
    }};
}

/// The frame stack. Slots above `len` keep their last frame, so pushing a frame fills an
/// existing slot field by field instead of copying a whole `Frame` in (a memcpy per call);
/// their stale contents (an Rc or two) are released when the slot is reused. The GC and every
/// reader see only `..len` (through `Deref` to a slice).
#[derive(Default)]
pub struct FrameStack {
    slots: Vec<Frame>,
    len: usize,
}

impl FrameStack {
    pub fn with_capacity(n: usize) -> FrameStack {
        FrameStack { slots: Vec::with_capacity(n), len: 0 }
    }
    /// Pushes a frame: the slot (reused when there is one) gets every field of `init`, written one
    /// by one rather than by moving a whole `Frame`; a new frame's default visibility is public.
    #[inline(always)]
    pub fn push_frame(&mut self, init: FrameInit) {
        write_frame!(self.push_slot(), kind: init.kind, iseq: init.iseq, self_val: init.self_val, outer: init.outer, base: init.base, sp_base: init.sp_base, block: init.block, me: init.me, cref: init.cref, id: init.id, home: init.home, creator: init.creator, creator_call: init.creator_call, pending_base: init.pending_base);

    }

    /// Pushes a method frame with no block (the hottest push): like `push_frame`, with the
    /// constant fields written as constants and no `FrameInit` to move.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn push_method(&mut self, iseq: Value, self_val: Value, base: usize, sp_base: usize, me: Rc<MethodEntry>, cref: Value, id: u64, pending_base: usize) {
        write_frame!(self.push_slot(), kind: FrameKind::Method, iseq: iseq, self_val: self_val, outer: Value::NIL, base: base, sp_base: sp_base, block: None, me: Some(me), cref: cref, id: id, home: id, creator: 0, creator_call: 0, pending_base: pending_base);
    }

    /// Pushes the frame of a builtin method (for backtraces and `block_given?`), written field by
    /// field like `push_method`.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn push_cfunc(&mut self, self_val: Value, sp: usize, block: Option<Block>, me: Rc<MethodEntry>, cref: Value, id: u64, pending_base: usize) {
        write_frame!(self.push_slot(), kind: FrameKind::Cfunc, iseq: Value::NIL, self_val: self_val, outer: Value::NIL, base: sp, sp_base: sp, block: block, me: Some(me), cref: cref, id: id, home: id, creator: 0, creator_call: 0, pending_base: pending_base);
    }

    /// Pushes the frame of block literal `c` (locals at `base`, operands from `sp_base`), with
    /// `block` its home method's block, written field by field like `push_method`.
    #[inline(always)]
    pub fn push_block(&mut self, c: &CapturedBlock, base: usize, sp_base: usize, block: Option<Block>, id: u64, pending_base: usize) {
        write_frame!(self.push_slot(), kind: FrameKind::Block, iseq: c.iseq, self_val: c.self_val, outer: c.outer, base: base, sp_base: sp_base, block: block, me: c.me.clone(), cref: c.cref, id: id, home: c.home, creator: c.creator, creator_call: c.call_serial, pending_base: pending_base);
    }

    /// `push_block` with the frame's kind, self, method entry and home given (a
    /// `define_method` body runs as a lambda frame with the receiver as self).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn push_block_as(
        &mut self,
        kind: FrameKind,
        c: &CapturedBlock,
        self_val: Value,
        me: Option<Rc<MethodEntry>>,
        home: u64,
        base: usize,
        sp_base: usize,
        block: Option<Block>,
        id: u64,
        pending_base: usize,
    ) {
        write_frame!(self.push_slot(), kind: kind, iseq: c.iseq, self_val: self_val, outer: c.outer, base: base, sp_base: sp_base, block: block, me: me, cref: c.cref, id: id, home: home, creator: c.creator, creator_call: c.call_serial, pending_base: pending_base);
    }

    /// Takes the block out of the stale slot just above the top frame (the slot the next push
    /// reuses), if there is one.
    #[inline]
    pub fn take_stale_block(&mut self) -> Option<Block> {
        self.slots.get_mut(self.len).and_then(|f| f.block.take())
    }

    #[inline(always)]
    fn push_slot(&mut self) -> &mut Frame {
        if self.len == self.slots.len() {
            self.grow();
        }
        self.len += 1;
        &mut self.slots[self.len - 1]
    }

    /// Adds default slots (out of line: the push path stays a bounds check and field stores).
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let n = self.slots.len().max(64);
        self.slots.resize_with(self.slots.len() + n, Frame::default);
    }
    #[inline]
    pub fn truncate(&mut self, n: usize) {
        if n < self.len {
            self.len = n;
        }
    }
}

impl std::ops::Deref for FrameStack {
    type Target = [Frame];
    #[inline(always)]
    fn deref(&self) -> &[Frame] {
        &self.slots[..self.len]
    }
}

impl std::ops::DerefMut for FrameStack {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [Frame] {
        &mut self.slots[..self.len]
    }
}

impl Frame {
    pub fn mark(&self, mark: &mut dyn FnMut(Value)) {
        mark(self.iseq);
        mark(self.self_val);
        mark(self.env);
        mark(self.outer);
        mark(self.cref);
        if let Some(b) = &self.block {
            b.mark(mark);
        }
        if let Some(me) = &self.me {
            me.mark(mark);
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn frame_sizes() {
        eprintln!(
            "Frame {} Block {} CapturedBlock {}",
            std::mem::size_of::<super::Frame>(),
            std::mem::size_of::<super::Block>(),
            std::mem::size_of::<super::CapturedBlock>()
        );
    }
}
