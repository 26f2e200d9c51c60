//! Instruction sequences: compiled code of one method, block, class body or program, as a GC
//! object (seed 002).
//!
//! Invariants:
//! - `refs` has one bit per code word; a bit is set exactly when that word is an `Obj` or `Iseq`
//!   operand holding a heap reference. `gc` marks an iseq by walking the set bits, never by
//!   decoding instructions. While the code is at most 64 words the bitmap is one inline word, and
//!   an iseq with no references never allocates one (the seed's "future work").
//! - Inline caches live outside the code, grouped by kind (`call_caches`, `ivar_caches`,
//!   `const_caches`), each a vector whose length is the kind's count; operands index them. Only
//!   call caches (their class) and constant caches (their value and cref) hold references.
//! - The iseq's slot (`object::RIseq`) notes whether the caches held any reference when the
//!   bitmap marker (`gc::mark_iseq`) last walked them. The collector skips the walk for an old,
//!   non-remembered iseq whose note says clean; that is sound because every store into an
//!   iseq's cache remembers the iseq (`CallCache::slot_for`, `getconstant`, the `Class#new`
//!   cache in `vm::construct`). Debug builds check the caches are indeed clean whenever the walk
//!   is skipped.
//! - `filled_call_caches` has the bit of every call cache that holds an entry (bit 31 standing
//!   for all from index 31 on): `CallCache::slot_for`, the only way an entry is added, sets it
//!   through the cache's `owner` and `site`. The bitmap marker reads only those call caches.
//! - The slot also keeps a copy of the code pointer and of an inline bitmap word, written once
//!   when the iseq is allocated (`RIseq::new`): nothing changes `code` or `refs` afterwards.
//!   With a heap bitmap, the fields the bitmap marker reads share the first cache line of
//!   `IseqData`.
//! - An iseq's code never changes after assembly; caches are the only mutable part (`Cell`s).

use std::cell::Cell;
use std::rc::Rc;

use crate::insn::{Opcode, OperandKind};
use crate::shape::ShapeId;
use crate::symbol::SymbolId;
use crate::value::Value;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IseqKind {
    Top,
    Method,
    Block,
    Class,
    /// The body of a lambda literal or `lambda { }` block: a block with method-like returns.
    Lambda,
}

/// What the collector needs to mark an iseq without decoding it: a bitmap of the code words that
/// hold object references. (Whether the inline caches held any at their last walk is noted in
/// the iseq's slot, `object::FL_ISEQ_CACHES_CLEAN`, as is a copy of an inline bitmap word.)
pub struct RefBitmap {
    bits: Bits,
}

enum Bits {
    /// Code of at most 64 words (or with no references): the bitmap is this one word.
    Inline(u64),
    Heap(Box<[u64]>),
}

impl RefBitmap {
    pub fn for_len(len: usize) -> RefBitmap {
        let bits = if len <= 64 { Bits::Inline(0) } else { Bits::Heap(vec![0; len.div_ceil(64)].into_boxed_slice()) };
        RefBitmap { bits }
    }
    pub fn set(&mut self, i: usize) {
        match &mut self.bits {
            Bits::Inline(w) => *w |= 1 << i,
            Bits::Heap(ws) => ws[i / 64] |= 1 << (i % 64),
        }
    }
    pub fn words(&self) -> &[u64] {
        match &self.bits {
            Bits::Inline(w) => std::slice::from_ref(w),
            Bits::Heap(ws) => ws,
        }
    }
    /// Drops an all-zero heap bitmap (an iseq without references needs none).
    fn shrink(self) -> RefBitmap {
        match self.bits {
            Bits::Heap(ws) if ws.iter().all(|&w| w == 0) => RefBitmap { bits: Bits::Inline(0) },
            _ => self,
        }
    }
    /// The bitmap's only word, when it is inline (the iseq's slot keeps a copy, `object::RIseq`).
    pub fn inline_word(&self) -> Option<u64> {
        match self.bits {
            Bits::Inline(w) => Some(w),
            Bits::Heap(_) => None,
        }
    }
    /// Bytes allocated for the bitmap (0 when it is the inline word).
    pub fn heap_bytes(&self) -> usize {
        match &self.bits {
            Bits::Inline(_) => 0,
            Bits::Heap(ws) => ws.len() * 8,
        }
    }
}

pub mod call_flags {
    /// The last positional argument is splatted (`f(*a)`): the stack holds one array for it.
    pub const SPLAT: u32 = 1 << 0;
    /// A block argument (`&blk`) follows the arguments.
    pub const BLOCKARG: u32 = 1 << 1;
    /// No explicit receiver: private methods may be called.
    pub const FCALL: u32 = 1 << 2;
    /// A bare identifier that may be a method call (`foo` without args or parens).
    pub const VCALL: u32 = 1 << 3;
    /// The last argument is a hash of keywords (`f(a: 1)` or `f(**h)`).
    pub const KW_HASH: u32 = 1 << 4;
    /// `super` without arguments: the arguments are the current method's parameters.
    pub const ZSUPER: u32 = 1 << 5;
    /// `recv&.m`: returns nil without calling when recv is nil (the compiler branches).
    pub const SAFE_NAV: u32 = 1 << 6;
    /// An attribute assignment `recv.x = v`; the call's value is v (the compiler arranges it).
    pub const ATTR_SET: u32 = 1 << 7;
    /// Literal keywords (`f(a: 1, b: 2)`) passed as values: the last `CallInfo::kw_names.len()`
    /// stack arguments, named by `kw_names` (CRuby's kwarg call info). A callee that takes those
    /// keywords binds them directly; otherwise the VM builds the Hash (KW_HASH) first.
    pub const KW_ARGS: u32 = 1 << 8;
}

/// Keyword arguments a KW_ARGS call passes on the stack at most; longer lists use a Hash.
pub const MAX_KW_ARGS: usize = 8;

/// What the compiler knows about a call site.
#[derive(Clone, Debug)]
pub struct CallInfo {
    pub mid: SymbolId,
    /// Number of stack arguments (a splat, the keyword hash and the block arg count as one each).
    pub argc: u32,
    pub flags: u32,
    /// With `KW_ARGS`: the keyword names, in call order.
    pub kw_names: Vec<SymbolId>,
}

pub use crate::vm::call_cache::CallCache;

/// One way of an ivar cache: for `shape`, the ivar is at `index` (`u32::MAX` in a get cache:
/// objects of that shape lack the ivar, so the read is nil); for a set that adds the ivar,
/// objects move from `shape` to `next_shape`.
#[derive(Default)]
pub struct IvarWay {
    pub shape: Cell<u32>,
    pub index: Cell<u32>,
    pub next_shape: Cell<u32>,
}

/// `getinstancevariable`/`setinstancevariable` cache, two ways: objects of one class commonly
/// come in two shapes with the same ivars (the first instances, made before the class's
/// objects were seen to need more room, keep their ivars in a buffer; later ones embed them),
/// and one way would miss on every alternation. A miss refills way 0 and moves the old way 0
/// to way 1.
pub struct IvarCache {
    pub ways: [IvarWay; 2],
}

impl Default for IvarCache {
    fn default() -> Self {
        IvarCache::new()
    }
}

impl IvarCache {
    pub fn new() -> IvarCache {
        let way = || IvarWay { shape: Cell::new(ShapeId::INVALID.0), index: Cell::new(0), next_shape: Cell::new(ShapeId::INVALID.0) };
        IvarCache { ways: [way(), way()] }
    }

    /// The way that caches `shape`, if any.
    #[inline(always)]
    pub fn probe(&self, shape: u32) -> Option<&IvarWay> {
        if self.ways[0].shape.get() == shape {
            Some(&self.ways[0])
        } else if self.ways[1].shape.get() == shape {
            Some(&self.ways[1])
        } else {
            None
        }
    }

    /// Records (shape, index, next shape) in way 0, keeping the previous way 0 as way 1.
    pub fn fill(&self, shape: u32, index: u32, next_shape: u32) {
        let (a, b) = (&self.ways[0], &self.ways[1]);
        if a.shape.get() != shape {
            b.shape.set(a.shape.get());
            b.index.set(a.index.get());
            b.next_shape.set(a.next_shape.get());
        }
        a.shape.set(shape);
        a.index.set(index);
        a.next_shape.set(next_shape);
    }

    /// Forgets what the cache learned (its owner now caches something else).
    pub fn reset(&self) {
        for w in &self.ways {
            w.shape.set(ShapeId::INVALID.0);
            w.next_shape.set(ShapeId::INVALID.0);
        }
    }
}

pub struct ConstCache {
    pub serial: Cell<u64>,
    pub value: Cell<Value>,
    /// The lexical class the lookup was done from; a hit requires the same cref.
    pub cref: Cell<Value>,
}

impl ConstCache {
    pub fn new() -> ConstCache {
        ConstCache { serial: Cell::new(u64::MAX), value: Cell::new(Value::NIL), cref: Cell::new(Value::UNDEF) }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CatchKind {
    /// Jump to `handler` with the exception pushed when an exception is raised in range.
    Rescue,
    /// Jump to `handler` with any unwind (exception, break, return, throw) saved as pending.
    Ensure,
}

#[derive(Clone, Copy, Debug)]
pub struct CatchEntry {
    pub kind: CatchKind,
    pub start: u32,
    pub end: u32,
    pub handler: u32,
    /// Operand stack depth (above the locals) to restore before jumping to the handler.
    pub sp: u32,
    /// End of the handler's code: while a frame's pc is in `handler..handler_end`, `$!` is the
    /// exception this handler handles (CRuby keeps it in a rescue or ensure frame; here
    /// `Vm::current_errinfo` finds it from the pc, so any way out of the clause ends it).
    pub handler_end: u32,
    /// A rescue handler's hidden local holding the exception it caught (unused for ensure,
    /// whose exception is the frame's pending unwind).
    pub slot: u32,
}

/// Parameter layout; locals 0.. hold the parameters in this order: lead, opt, rest, post,
/// keywords, kwrest, block.
#[derive(Clone, Default, Debug)]
pub struct Params {
    pub lead: u32,
    pub opt: u32,
    /// Code offsets: entry `i` is where to start when `i` optional args were given (len opt+1).
    pub opt_table: Vec<u32>,
    pub rest: Option<u32>,
    pub post: u32,
    pub post_start: u32,
    pub kw_names: Vec<SymbolId>,
    /// Per keyword: true when it has no default.
    pub kw_required: Vec<bool>,
    /// Bit k set when keyword parameter k is required (first 64 keywords).
    pub kw_required_mask: u64,
    pub kw_start: u32,
    pub kwrest: Option<u32>,
    pub block: Option<u32>,
    /// `**nil`: the method accepts no keywords.
    pub no_kw: bool,
    /// A block with a single "|a,|"-style trailing comma or more than one lead param auto-splats.
    pub auto_splat: bool,
    /// The iseq declares any parameter at all (procs with `||` vs no params differ in arity).
    pub has_params: bool,
}

impl Params {
    pub fn accepts_keywords(&self) -> bool {
        !self.kw_names.is_empty() || self.kwrest.is_some()
    }
    pub fn required_count(&self) -> u32 {
        self.lead + self.post
    }
    /// `Method#arity` / `Proc#arity` for lambdas and methods: required positionals, plus one
    /// when there are required keywords; negative (-(n+1)) when anything optional is accepted.
    pub fn arity(&self) -> i32 {
        let any_req_kw = self.kw_required.iter().any(|&r| r);
        let req = self.required_count() as i32 + i32::from(any_req_kw);
        let optional_kw = !any_req_kw && (!self.kw_names.is_empty() || self.kwrest.is_some());
        if self.rest.is_some() || self.opt > 0 || optional_kw {
            -(req + 1)
        } else {
            req
        }
    }
}

/// `repr(C)`, 64-byte aligned, with what the collector reads in the first cache line: marking
/// an iseq with a heap bitmap reads that line (bitmap, code pointer) and then only the code
/// words the bitmap names (an inline bitmap and the code pointer are read from the iseq's slot
/// instead, `object::RIseq`); the caches (next line) only when they must be walked. The
/// fields a call reads follow.
#[repr(C, align(64))]
pub struct IseqData {
    // First cache line: the bitmap marker's, and the frame size a call checks.
    pub refs: RefBitmap,
    pub code: Vec<u64>,
    pub local_count: u32,
    /// Upper bound on the operand-stack depth above the locals (`verify::stack_bound`); a frame
    /// is only pushed when that much stack is free.
    pub max_stack: u32,
    /// Only required positional parameters: a call with exactly `params.lead` plain arguments
    /// binds them in place (the interpreter's fast call path).
    pub simple_params: bool,
    /// Blocks inside may capture the locals. Locals always live on the VM stack; a frame makes
    /// an env over them only when a block literal is captured (`vm::env`).
    pub uses_env: bool,
    /// Contains `yield`, `block_given?`, `super` or `Proc.new`-style uses of the enclosing
    /// method's block, so blocks created here must carry that block along.
    pub uses_home_block: bool,
    pub kind: IseqKind,
    /// Call caches that have held an entry: bit i for `call_caches[i]` (i < 31), bit 31 for
    /// all from index 31 on. Set when a cache is filled (`CallCache::slot_for`, `note_filled`),
    /// never cleared: the bitmap marker walks only these call caches, since the others have
    /// never held a reference.
    pub filled_call_caches: Cell<u32>,
    // The inline caches (their vectors start at the end of the first line).
    pub call_caches: Vec<CallCache>,
    pub const_caches: Vec<ConstCache>,
    pub ivar_caches: Vec<IvarCache>,
    pub params: Params,
    pub call_infos: Vec<CallInfo>,
    /// Method name, or "block in foo", "<main>", "<class:Foo>" for backtraces.
    pub name: String,
    /// The method name a block is lexically inside of (for backtrace labels and __method__).
    pub method_name: Option<SymbolId>,
    /// How many blocks deep this iseq is inside its method or top-level body (0 for those).
    pub block_depth: u32,
    pub path: Rc<str>,
    /// (code offset, line) pairs, sorted by offset: the line of an instruction is the last entry
    /// at or before it.
    pub lines: Vec<(u32, u32)>,
    /// Where `:line` events fire (`Assembler::line_events`), sorted.
    pub line_events: Vec<u32>,
    pub first_line: u32,
    pub catch_table: Vec<CatchEntry>,
    pub local_names: Vec<SymbolId>,
    /// Index of the hidden local holding `$~` (CRuby's svar), `NO_SVAR` when no code reads the
    /// match variables. The slot belongs to a method-level iseq (top, method, class body;
    /// `svar_level` 0); a block that names `$~` itself records the same slot as seen
    /// from it (`svar_level` scopes out through its env chain).
    pub svar: u32,
    pub svar_level: u32,
    /// Marked by `Module#ruby2_keywords`: keywords passed to this method (which takes a rest
    /// parameter and no keywords) arrive as a flagged Hash at the end of the rest array.
    pub ruby2_keywords: std::cell::Cell<bool>,
    /// A `for` body: a block frame whose locals Prism does not count as a scope (its variables
    /// belong to the enclosing scope); `binding` and `eval` skip it when they name locals.
    pub transparent: bool,
    /// Code compiled by `eval` and friends: its frames are labelled as the code it was
    /// evaluated in (`Vm::frame_label`).
    pub is_eval: bool,
}

/// What the compiler (or the binary loader, `bytecode`) decides about an iseq; `into_data` adds
/// what is computed from it: the reference bitmap, the verifier's stack bound, the inline-cache
/// storage.
pub struct IseqParts {
    pub kind: IseqKind,
    pub name: String,
    pub method_name: Option<SymbolId>,
    pub block_depth: u32,
    pub uses_home_block: bool,
    pub path: Rc<str>,
    pub code: Vec<u64>,
    pub call_infos: Vec<CallInfo>,
    pub ivar_cache_count: u32,
    pub const_cache_count: u32,
    pub lines: Vec<(u32, u32)>,
    pub line_events: Vec<u32>,
    pub first_line: u32,
    pub catch_table: Vec<CatchEntry>,
    pub local_names: Vec<SymbolId>,
    pub svar: u32,
    pub svar_level: u32,
    pub ruby2_keywords: bool,
    pub transparent: bool,
    pub is_eval: bool,
    pub uses_env: bool,
    pub params: Params,
}

impl IseqParts {
    /// The iseq's data, once the code passes `verify::try_check` (the message says what fails).
    pub fn into_data(self) -> Result<IseqData, String> {
        let max_stack = crate::verify::try_check(&self.code, &self.catch_table, &self.params.opt_table, self.local_names.len())?;
        let mut code = self.code;
        mark_back_edges(&mut code);
        let mut refs = RefBitmap::for_len(code.len());
        for (pc, op, _) in decode(&code) {
            for (i, k) in op.info().operands.iter().enumerate() {
                if matches!(k, OperandKind::Obj | OperandKind::Iseq) && Value(code[pc + 1 + i]).is_heap() {
                    refs.set(pc + 1 + i);
                }
            }
        }
        let p = &self.params;
        let simple_params = p.opt == 0 && p.rest.is_none() && p.post == 0 && p.kw_names.is_empty() && p.kwrest.is_none() && p.block.is_none() && !p.no_kw;
        Ok(IseqData {
            kind: self.kind,
            name: self.name,
            method_name: self.method_name,
            block_depth: self.block_depth,
            uses_home_block: self.uses_home_block,
            filled_call_caches: Cell::new(0),
            path: self.path,
            code,
            refs: refs.shrink(),
            call_caches: (0..self.call_infos.len()).map(|_| CallCache::new()).collect(),
            call_infos: self.call_infos,
            ivar_caches: (0..self.ivar_cache_count).map(|_| IvarCache::new()).collect(),
            const_caches: (0..self.const_cache_count).map(|_| ConstCache::new()).collect(),
            lines: self.lines,
            line_events: self.line_events,
            first_line: self.first_line,
            catch_table: self.catch_table,
            local_count: self.local_names.len() as u32,
            local_names: self.local_names,
            svar: self.svar,
            svar_level: self.svar_level,
            ruby2_keywords: Cell::new(self.ruby2_keywords),
            transparent: self.transparent,
            is_eval: self.is_eval,
            uses_env: self.uses_env,
            max_stack,
            simple_params,
            params: self.params,
        })
    }
}

/// Gives every branch to an earlier (or the same) instruction its back-edge form and label
/// encoding (`Opcode::back_edge_form`, `Opcode::branch_target`), and every other branch its plain
/// form: the interpreter checks interrupts on back edges only, and every loop of compiled code
/// has one. Done here, on the finished code, for compiled and loaded code alike (the code
/// arrives with plain forms and absolute labels, which `verify` checked).
fn mark_back_edges(code: &mut [u64]) {
    let mut pc = 0;
    while pc < code.len() {
        let op = Opcode::from_word(code[pc]);
        if let Some(back) = op.back_edge_form() {
            let target = code[pc + 1] as usize;
            if target <= pc {
                code[pc] = back as u64;
                code[pc + 1] = back.label_operand(pc, target);
            }
        }
        pc += op.len();
    }
}

/// The bitmap marker's fields share the first cache line (see `IseqData`).
const _: () = assert!(std::mem::offset_of!(IseqData, code) + std::mem::size_of::<Vec<u64>>() <= 64);
const _: () = assert!(std::mem::offset_of!(IseqData, filled_call_caches) + 4 <= 64);

/// Bits of `IseqData::filled_call_caches`; the last stands for every call cache from its index on.
const FILLED_BITS: usize = 32;

/// `IseqData::svar` of a scope that never reads `$~`.
pub const NO_SVAR: u32 = u32::MAX;

impl IseqData {
    pub fn line_at(&self, pc: usize) -> u32 {
        let i = self.lines.partition_point(|&(off, _)| off as usize <= pc);
        if i == 0 {
            self.first_line
        } else {
            self.lines[i - 1].1
        }
    }

    /// Every heap reference held in the code, found through the bitmap alone.
    #[inline]
    pub fn each_code_ref(&self, mut f: impl FnMut(Value)) {
        for (wi, &word) in self.refs.words().iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                f(Value(self.code[wi * 64 + b]));
            }
        }
    }

    /// Records that `call_caches[site]` now holds an entry (see `filled_call_caches`).
    #[inline]
    pub fn note_filled(&self, site: u32) {
        let bit = (site as usize).min(FILLED_BITS - 1);
        self.filled_call_caches.set(self.filled_call_caches.get() | 1 << bit);
    }

    /// The bitmap marker's walk of the inline caches: marks the values they hold (call caches'
    /// classes, constant caches' values and crefs; ivar caches hold none), reading only the call
    /// caches that have been filled (`filled_call_caches`). Returns whether any value was a heap
    /// reference (`gc::mark_iseq` notes the answer in the iseq's slot and skips the walk next
    /// time while no cache can have been filled since).
    #[inline(always)]
    pub fn mark_caches(&self, mut mark: impl FnMut(Value)) -> bool {
        let mut held = false;
        let mut mark = |v: Value| {
            held |= v.is_heap();
            mark(v)
        };
        let mut bits = self.filled_call_caches.get();
        while bits != 0 {
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let sites = if b < FILLED_BITS - 1 { std::slice::from_ref(&self.call_caches[b]) } else { &self.call_caches[b..] };
            for cc in sites {
                cc.mark(&mut mark);
            }
        }
        debug_assert!(
            self.call_caches.iter().enumerate().all(|(i, cc)| cc.is_empty() || self.filled_call_caches.get() & 1 << i.min(FILLED_BITS - 1) != 0),
            "a call cache of {} was filled without noting it",
            self.name
        );
        for c in &self.const_caches {
            mark(c.value.get());
            mark(c.cref.get());
        }
        held
    }

    /// Calls `f` with the address of each call cache `mark_caches` reads (of the first one from
    /// index `FILLED_BITS - 1` on), for prefetching.
    #[inline(always)]
    pub fn each_filled_call_cache_start(&self, mut f: impl FnMut(*const u8)) {
        let mut bits = self.filled_call_caches.get();
        let base = self.call_caches.as_ptr();
        while bits != 0 {
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            f(base.wrapping_add(b) as *const u8);
        }
    }

    /// Marks what every inline cache holds, filled or not (the decoding marker's walk).
    fn walk_caches(&self, mark: &mut dyn FnMut(Value)) {
        for cc in &self.call_caches {
            cc.mark(&mut *mark);
        }
        for c in &self.const_caches {
            mark(c.value.get());
            mark(c.cref.get());
        }
    }

    /// Whether an inline cache holds a heap reference (debug checks of the clean note).
    pub fn caches_hold_refs(&self) -> bool {
        let mut held = false;
        self.walk_caches(&mut |v| held |= v.is_heap());
        held
    }

    /// The marker the bitmap replaced, kept as the baseline seed 002 is measured against
    /// (`CORUNDUM_GC_DECODE_ISEQ=1`): decodes every instruction and marks its `Obj` and `Iseq`
    /// operands, then walks every inline cache (it keeps no note of clean caches).
    pub fn mark_by_decoding(&self, mark: &mut dyn FnMut(Value)) {
        let mut pc = 0;
        while pc < self.code.len() {
            let op = crate::insn::Opcode::from_word(self.code[pc]);
            for (k, kind) in op.info().operands.iter().enumerate() {
                if matches!(kind, crate::insn::OperandKind::Obj | crate::insn::OperandKind::Iseq) {
                    let v = Value(self.code[pc + 1 + k]);
                    if v.is_heap() {
                        mark(v);
                    }
                }
            }
            pc += op.len();
        }
        self.walk_caches(mark);
    }

    pub fn memsize(&self) -> usize {
        std::mem::size_of::<IseqData>()
            + self.code.len() * 8
            + self.refs.heap_bytes()
            + self.call_infos.len() * std::mem::size_of::<CallInfo>()
            + self.call_caches.iter().map(|c| std::mem::size_of::<CallCache>() + c.heap_bytes()).sum::<usize>()
            + self.ivar_caches.len() * std::mem::size_of::<IvarCache>()
            + self.const_caches.len() * std::mem::size_of::<ConstCache>()
    }
}

/// Builds code and its reference bitmap together. The compiler's only way to emit code.
pub struct Assembler {
    pub code: Vec<u64>,
    pub call_infos: Vec<CallInfo>,
    pub ivar_cache_count: u32,
    pub const_cache_count: u32,
    pub lines: Vec<(u32, u32)>,
    last_line: u32,
    /// Offsets of the instructions that start a line for TracePoint's `:line` event (the first
    /// statement of each line in this scope), sorted. Fusion never merges across them.
    pub line_events: Vec<u32>,
    last_event_line: u32,
}

/// A forward or backward jump target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Label(pub usize);

impl Default for Assembler {
    fn default() -> Self {
        Assembler::new()
    }
}

impl Assembler {
    pub fn new() -> Assembler {
        Assembler {
            code: Vec::new(),
            call_infos: Vec::new(),
            ivar_cache_count: 0,
            const_cache_count: 0,
            lines: Vec::new(),
            last_line: 0,
            line_events: Vec::new(),
            last_event_line: 0,
        }
    }

    /// No `:line` event for statements on `line` from here on (the body of an endless `def`
    /// shares the line of its `def`, and CRuby reports no line there).
    pub fn suppress_line_event(&mut self, line: u32) {
        self.last_event_line = line;
    }

    /// Marks the next instruction as starting a statement on `line`: a `:line` event fires there
    /// when tracing, unless an earlier statement of this scope already started that line.
    pub fn line_event(&mut self, line: u32) {
        if line != self.last_event_line {
            self.last_event_line = line;
            let pc = self.code.len() as u32;
            if self.line_events.last() != Some(&pc) {
                self.line_events.push(pc);
            }
        }
    }

    pub fn pc(&self) -> usize {
        self.code.len()
    }

    pub fn set_line(&mut self, line: u32) {
        if line != self.last_line {
            self.last_line = line;
            let pc = self.code.len() as u32;
            if let Some(last) = self.lines.last_mut() {
                if last.0 == pc {
                    last.1 = line;
                    return;
                }
            }
            self.lines.push((pc, line));
        }
    }

    /// Emits one instruction. Operand count and kinds come from the instruction table (the
    /// reference bitmap is made from the finished code, `IseqParts::into_data`).
    pub fn emit(&mut self, op: Opcode, operands: &[u64]) -> usize {
        let kinds = op.info().operands;
        assert_eq!(kinds.len(), operands.len(), "operand count of {}", op.info().name);
        let at = self.code.len();
        self.code.push(op as u64);
        self.code.extend_from_slice(operands);
        at
    }

    pub fn new_ivar_cache(&mut self) -> u64 {
        self.ivar_cache_count += 1;
        (self.ivar_cache_count - 1) as u64
    }
    pub fn new_const_cache(&mut self) -> u64 {
        self.const_cache_count += 1;
        (self.const_cache_count - 1) as u64
    }
    pub fn new_call_site(&mut self, mid: SymbolId, argc: u32, flags: u32) -> u64 {
        self.new_call_site_kw(mid, argc, flags, Vec::new())
    }
    pub fn new_call_site_kw(&mut self, mid: SymbolId, argc: u32, flags: u32, kw_names: Vec<SymbolId>) -> u64 {
        self.call_infos.push(CallInfo { mid, argc, flags, kw_names });
        (self.call_infos.len() - 1) as u64
    }

    /// Patches operand word `at` (an absolute code index) to jump to the current pc.
    pub fn patch_here(&mut self, at: usize) {
        self.code[at] = self.code.len() as u64;
    }
    pub fn patch(&mut self, at: usize, target: usize) {
        self.code[at] = target as u64;
    }

    /// Drops jumps to the next instruction, turns jumps to a `leave` into that `leave`, and
    /// replaces frequent instruction pairs by their
    /// superinstruction (`insn::fuse`), unless the
    /// second instruction is a jump target, a catch-table boundary or handler or an optional-
    /// parameter entry point. Every offset (labels, `catch_table`, `entry_points`, the line
    /// table) is remapped and the reference offsets recomputed. A fused instruction takes the
    /// line of its second half: the first halves (`getlocal`, `putobject`) never raise, so no
    /// backtrace could show their line.
    pub fn fuse_superinstructions(&mut self, catch_table: &mut [CatchEntry], entry_points: &mut [u32]) {
        let mut code = std::mem::take(&mut self.code);
        // Plain sends of specialised operators (from compound assignments such as `a[i] |= x`)
        // become their `opt_*` instruction, as the compiler emits for a direct call.
        let mut pc = 0;
        while pc < code.len() {
            let op = Opcode::from_word(code[pc]);
            if op == Opcode::SendWithoutBlock {
                let ci = &self.call_infos[code[pc + 1] as usize];
                let plain = ci.flags & (call_flags::SPLAT | call_flags::BLOCKARG | call_flags::KW_HASH | call_flags::KW_ARGS) == 0;
                if let Some(opt) = crate::insn::specialized(ci.mid, ci.argc).filter(|_| plain) {
                    code[pc] = opt as u64;
                }
            }
            pc += op.len();
        }
        let n = code.len();
        let mut pinned = vec![false; n + 1];
        for (pc, op, _) in decode(&code) {
            for (i, k) in op.info().operands.iter().enumerate() {
                if *k == OperandKind::Label {
                    pinned[(code[pc + 1 + i] as usize).min(n)] = true;
                }
            }
        }
        for e in catch_table.iter() {
            for t in [e.start, e.end, e.handler, e.handler_end] {
                pinned[(t as usize).min(n)] = true;
            }
        }
        for &t in entry_points.iter().chain(&self.line_events) {
            pinned[(t as usize).min(n)] = true;
        }
        let mut map = vec![0usize; n + 1];
        let mut out = Vec::with_capacity(n);
        let mut pc = 0;
        while pc < n {
            let a = Opcode::from_word(code[pc]);
            let next = pc + a.len();
            map[pc] = out.len();
            // A jump to the next instruction (an `if` without `else`) is a fall-through.
            if a == Opcode::Jump && code[pc + 1] as usize == next && next < n {
                pc = next;
                continue;
            }
            // A jump to a `leave` (the branches of an `if` that ends a method) is that `leave`.
            if a == Opcode::Jump && Opcode::from_word(code[code[pc + 1] as usize]) == Opcode::Leave {
                out.push(Opcode::Leave as u64);
                pc = next;
                continue;
            }
            if next < n && !pinned[next] {
                let b = Opcode::from_word(code[next]);
                if let Some((f, ops)) = crate::insn::fuse(a, &code[pc + 1..next], b, &code[next + 1..next + b.len()]) {
                    map[next] = out.len();
                    out.push(f as u64);
                    out.extend_from_slice(&ops[..f.info().operands.len()]);
                    pc = next + b.len();
                    continue;
                }
            }
            out.extend_from_slice(&code[pc..next]);
            pc = next;
        }
        map[n] = out.len();
        let remap = |t: u64| map[t as usize] as u64;
        let starts: Vec<(usize, Opcode)> = decode(&out).map(|(pc, op, _)| (pc, op)).collect();
        for (pc, op) in starts {
            for (i, k) in op.info().operands.iter().enumerate() {
                if *k == OperandKind::Label {
                    out[pc + 1 + i] = remap(out[pc + 1 + i]);
                }
            }
        }
        for e in catch_table.iter_mut() {
            e.start = remap(e.start as u64) as u32;
            e.end = remap(e.end as u64) as u32;
            e.handler = remap(e.handler as u64) as u32;
            e.handler_end = remap(e.handler_end as u64) as u32;
        }
        for t in entry_points.iter_mut() {
            *t = remap(*t as u64) as u32;
        }
        for l in self.lines.iter_mut() {
            l.0 = remap(l.0 as u64) as u32;
        }
        for t in self.line_events.iter_mut() {
            *t = remap(*t as u64) as u32;
        }
        self.line_events.dedup();
        // Two entries for one fused instruction: the later (its second half's line) wins.
        let mut lines: Vec<(u32, u32)> = Vec::with_capacity(self.lines.len());
        for &l in &self.lines {
            match lines.last_mut() {
                Some(last) if last.0 == l.0 => *last = l,
                _ => lines.push(l),
            }
        }
        self.lines = lines;
        self.code = out;
    }

    #[allow(clippy::type_complexity)]
    pub fn finish(self) -> (Vec<u64>, Vec<CallInfo>, u32, u32, Vec<(u32, u32)>, Vec<u32>) {
        (self.code, self.call_infos, self.ivar_cache_count, self.const_cache_count, self.lines, self.line_events)
    }
}

/// Walks the code instruction by instruction (the decoder every consumer but the GC uses).
pub fn decode(code: &[u64]) -> impl Iterator<Item = (usize, Opcode, &[u64])> {
    let mut pc = 0;
    std::iter::from_fn(move || {
        if pc >= code.len() {
            return None;
        }
        let op = Opcode::from_word(code[pc]);
        let n = op.len();
        let item = (pc, op, &code[pc + 1..pc + n]);
        pc += n;
        Some(item)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::insn::OperandKind;
    use crate::object::{self, ObjType};
    use crate::vm::{Options, Vm};

    /// The offsets a decoding pass finds for Obj/Iseq operands holding heap references.
    fn decoded_ref_offsets(d: &IseqData) -> Vec<usize> {
        let mut out = Vec::new();
        for (pc, op, operands) in decode(&d.code) {
            for (i, (k, &w)) in op.info().operands.iter().zip(operands).enumerate() {
                if matches!(k, OperandKind::Obj | OperandKind::Iseq) && Value(w).is_heap() {
                    out.push(pc + 1 + i);
                }
            }
        }
        out
    }

    fn bitmap_offsets(d: &IseqData) -> Vec<usize> {
        let mut out = Vec::new();
        for (wi, &w) in d.refs.words().iter().enumerate() {
            for b in 0..64 {
                if w & (1 << b) != 0 {
                    out.push(wi * 64 + b);
                }
            }
        }
        out
    }

    fn check_tree(v: Value, checked: &mut usize) {
        let d = &object::as_iseq(v).data;
        assert_eq!(bitmap_offsets(d), decoded_ref_offsets(d), "bitmap of {}", d.name);
        check_slot_copy(v);
        if d.code.len() <= 64 {
            assert_eq!(d.refs.heap_bytes(), 0, "short iseq {} allocated a bitmap", d.name);
        }
        *checked += 1;
        d.each_code_ref(|r| {
            if object::obj_type(r) == ObjType::Iseq {
                check_tree(r, checked);
            }
        });
    }

    /// The iseq's slot keeps what the bitmap marker reads (code pointer, inline bitmap word)
    /// equal to its `IseqData`, and finds the same references through it.
    fn check_slot_copy(v: Value) {
        let r = object::as_iseq(v);
        assert!(r.slot_copy_matches(), "the slot of {} disagrees with its IseqData", r.data.name);
        assert_eq!(object::has_flag(v, object::FL_ISEQ_INLINE_REFS), r.data.refs.heap_bytes() == 0);
        let (mut by_slot, mut by_data) = (Vec::new(), Vec::new());
        let inline = r.each_inline_code_ref(|x| by_slot.push(x.0));
        r.data.each_code_ref(|x| by_data.push(x.0));
        if inline {
            assert_eq!(by_slot, by_data, "references of {} through its slot", r.data.name);
        } else {
            assert!(by_slot.is_empty());
        }
    }

    #[test]
    fn bitmap_marks_exactly_the_reference_operands() {
        let mut vm = Vm::new(Options::default());
        let mut src = String::from("class Foo\n  def bar(x, y = \"default\")\n    s = \"a\" + \"b\"\n    big = 123456789012345678901234567890\n    f = 1.5e300\n    [1, 2, 3].map { |v| v.to_s + \"!\" }\n  end\nend\n");
        // A long method, so that its bitmap spans several words.
        src.push_str("def long\n");
        for i in 0..120 {
            src.push_str(&format!("  puts \"line {i}\", {i}, :sym{i}\n"));
        }
        src.push_str("end\n");
        let iseq = vm.compile_source(src.as_bytes(), "t.rb", "<main>").ok().expect("compiles");
        let mut checked = 0;
        check_tree(iseq, &mut checked);
        assert!(checked >= 4);
        let mut found_heap_bitmap = false;
        object::as_iseq(iseq).data.each_code_ref(|r| {
            if object::obj_type(r) == ObjType::Iseq && object::as_iseq(r).data.name == "long" {
                found_heap_bitmap = object::as_iseq(r).data.refs.heap_bytes() > 0;
            }
        });
        assert!(found_heap_bitmap, "the long method uses a multi-word bitmap");
    }

    /// `v` and every iseq reachable from it through code references.
    fn iseq_tree(v: Value, out: &mut Vec<Value>) {
        out.push(v);
        object::as_iseq(v).data.each_code_ref(|r| {
            if object::obj_type(r) == ObjType::Iseq {
                iseq_tree(r, out);
            }
        });
    }

    /// The heap values a marker reports, sorted (a multiset).
    fn heap_refs(marker: impl FnOnce(&mut dyn FnMut(Value))) -> Vec<u64> {
        let mut out = Vec::new();
        marker(&mut |v: Value| {
            if v.is_heap() {
                out.push(v.0)
            }
        });
        out.sort_unstable();
        out
    }

    use crate::gc::iseq_caches_settled as settled;

    fn caches_clean(v: Value) -> bool {
        object::has_flag(v, object::FL_ISEQ_CACHES_CLEAN)
    }

    /// Runs `src` with its top iseq rooted; returns the iseqs of its code.
    fn run_rooted(vm: &mut Vm, src: &[u8]) -> Vec<Value> {
        let top = vm.compile_source(src, "t.rb", "<main>").ok().expect("compiles");
        vm.temp_roots.push(top);
        vm.run_top(top).ok().expect("runs");
        let mut iseqs = Vec::new();
        iseq_tree(top, &mut iseqs);
        iseqs
    }

    const MANY_KINDS: &str = r#"
module Kinds
  LIMIT = 10**30
  def self.all(x)
    s = "mutable #{x} interpolated"
    f = "frozen".freeze
    nums = [1, 2.5, 1.0e300, -1.0e-300, 123456789012345678901234567890, LIMIT]
    syms = [:plain, :"quoted sym", %i[a b]]
    h = { "key" => 'single', sym: 3.25, (1..5) => (1...1.0e301) }
    words = %w[alpha beta]
    blk = nums.map { |n| n.to_s + "!" }
    lam = ->(y) { y * 2.0e-305 }
    begin
      raise ArgumentError, "boom #{x}"
    rescue ArgumentError => e
      words << e.message + " rescued"
    ensure
      words << "ensured"
    end
    [s, f, nums, syms, h, words, blk, lam.(x), x.to_s * 2, Kinds::LIMIT]
  end
  def self.never_called = ["unused", 4.5e300, 98765432109876543210987654321]
end
class Point
  attr_reader :x
  def initialize(x) = @x = x
  def +(other) = Point.new(@x + other.x)
  def self.origin = new(0.0)
end
$result = [Kinds.all(3), (Point.origin + Point.new(1.0e299)).x, defined?(String), __FILE__]
"#;

    #[test]
    fn bitmap_and_decoding_markers_find_the_same_references() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        let iseqs = run_rooted(&mut vm, MANY_KINDS.as_bytes());
        assert!(iseqs.len() >= 10, "only {} iseqs", iseqs.len());
        // Young (caches always walked), then old after major collections (clean caches skipped).
        for round in 0..2 {
            let mut kinds = Vec::new();
            let mut skipped = 0;
            for &v in &iseqs {
                let d = &object::as_iseq(v).data;
                check_slot_copy(v);
                let settled = round == 1 && settled(v);
                skipped += usize::from(settled && caches_clean(v));
                let by_bitmap = heap_refs(|m| crate::gc::mark_iseq(v, settled, &mut |r| m(r)));
                let by_decoding = heap_refs(|m| d.mark_by_decoding(m));
                assert_eq!(by_bitmap, by_decoding, "round {round}: the markers disagree on {}", d.name);
                kinds.extend(by_bitmap.iter().map(|&r| object::obj_type(Value(r))));
            }
            for t in [ObjType::String, ObjType::Float, ObjType::Bignum, ObjType::Iseq, ObjType::Class] {
                assert!(kinds.contains(&t), "round {round}: no {t:?} reference found");
            }
            if round == 1 {
                assert!(skipped > 0, "no old iseq had its clean caches skipped");
            }
            for _ in 0..4 {
                vm.collect();
            }
        }
    }

    #[test]
    fn a_cache_filled_after_a_clean_marking_is_walked_again() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        let iseqs = run_rooted(&mut vm, b"def describe(o) = o.to_s.size");
        let method = *iseqs.iter().find(|&&v| object::as_iseq(v).data.name == "describe").expect("the method iseq");
        for _ in 0..4 {
            vm.collect();
        }
        let d = &object::as_iseq(method).data;
        assert!(settled(method) && caches_clean(method), "an old, never-called method has clean, settled caches");
        // `o.to_s` caches an anonymous class that only the cache references afterwards: the
        // fill remembers the iseq, so the next marking walks the caches and keeps the class.
        let call = vm.compile_source(b"describe(Class.new.new)", "u.rb", "<main>").ok().expect("compiles");
        vm.run_top(call).ok().expect("runs");
        assert!(!settled(method), "filling a cache remembered its iseq");
        for _ in 0..3 {
            vm.collect();
            for i in 0..2000 {
                let _ = vm.new_str(&format!("reuse freed slots {i}"));
            }
        }
        let classes = heap_refs(|m| d.call_caches.iter().for_each(|cc| cc.mark(m)));
        assert!(!classes.is_empty(), "the call cache holds the receiver's class");
        assert!(!caches_clean(method));
        for k in classes {
            let k = Value(k);
            assert_eq!(vm.heap.find_slot(k.0 as usize), Some(k.as_ptr()), "the cached class was freed");
            assert_eq!(object::obj_type(k), ObjType::Class);
        }
    }

    #[test]
    fn only_filled_call_caches_are_walked_and_every_filled_one_is_noted() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        // Two call sites per line (`==`, `to_s`): far more than the mask's 31 single-site bits.
        let mut src = String::from("def many(o, n)\n");
        for i in 0..40 {
            src.push_str(&format!("  o.to_s if n == {i}\n"));
        }
        src.push_str("end\n");
        let iseqs = run_rooted(&mut vm, src.as_bytes());
        let method = *iseqs.iter().find(|&&v| object::as_iseq(v).data.name == "many").expect("the method iseq");
        let d = &object::as_iseq(method).data;
        assert!(d.call_caches.len() > 31);
        assert_eq!(d.filled_call_caches.get(), 0, "a method never called has filled no cache");
        let noted = |d: &IseqData| {
            d.call_caches.iter().enumerate().all(|(i, cc)| cc.is_empty() || d.filled_call_caches.get() & 1 << i.min(super::FILLED_BITS - 1) != 0)
        };
        let walked = |d: &IseqData| {
            heap_refs(|m| {
                d.mark_caches(m);
            })
        };
        let all = |d: &IseqData| heap_refs(|m| d.call_caches.iter().for_each(|cc| cc.mark(m)));
        // An early site and a late one, each with a class only the cache references.
        for n in [0, 39] {
            let call = vm.compile_source(format!("many(Class.new.new, {n})").as_bytes(), "u.rb", "<main>").ok().expect("compiles");
            vm.run_top(call).ok().expect("runs");
            assert!(noted(d));
            assert_eq!(walked(d), all(d), "the walk of the filled caches finds what a walk of all of them finds");
        }
        let filled = d.call_caches.iter().filter(|cc| !cc.is_empty()).count();
        assert!(filled >= 2 && filled < d.call_caches.len() / 2, "{filled} of {} call caches filled", d.call_caches.len());
        assert!(d.filled_call_caches.get() & 1 << (super::FILLED_BITS - 1) != 0, "the late site is noted by the last bit");
        // The classes held only by the caches survive collections (the second was filled in the
        // range of the last bit).
        for _ in 0..4 {
            vm.collect();
            for i in 0..2000 {
                let _ = vm.new_str(&format!("reuse freed slots {i}"));
            }
        }
        let classes = walked(d);
        assert!(classes.len() >= 2);
        for k in classes {
            let k = Value(k);
            assert_eq!(vm.heap.find_slot(k.0 as usize), Some(k.as_ptr()), "a cached class was freed");
        }
    }

    #[test]
    fn superinstructions_fuse_pairs_but_never_across_a_jump_target() {
        let mut vm = Vm::new(Options::default());
        // `b` at the loop head is a jump target: `getlocal a` before the loop must stay alone.
        let src = "a = 1\nb = 2\nc = a\nwhile b < 10\n  b = b + a\n  c = a if b == 5\nend\np a, b, c\n";
        let iseq = vm.compile_source(src.as_bytes(), "t.rb", "<main>").ok().expect("compiles");
        let d = &object::as_iseq(iseq).data;
        let ops: Vec<Opcode> = decode(&d.code).map(|(_, op, _)| op).collect();
        assert!(ops.contains(&Opcode::GetLocal2), "getlocal b; getlocal a fuse");
        assert!(ops.contains(&Opcode::OptLtImm) && ops.contains(&Opcode::OptEqImm), "putobject + comparison fuse");
        assert!(!ops.contains(&Opcode::PutObject) || !ops.windows(2).any(|w| w == [Opcode::PutObject, Opcode::OptLt]));
        // Every jump still lands on an instruction start (verify::check ran when it was built),
        // and no jump targets the instruction right after itself.
        for (pc, op, operands) in decode(&d.code) {
            if op == Opcode::Jump {
                assert_ne!(operands[0] as usize, pc + op.len(), "jump to the next instruction at {pc}");
            }
        }
    }

    #[test]
    fn reference_free_iseq_needs_no_bitmap() {
        let mut vm = Vm::new(Options::default());
        let mut src = String::from("x = 0\n");
        for i in 0..100 {
            src.push_str(&format!("x = x + {i}\n"));
        }
        let iseq = vm.compile_source(src.as_bytes(), "t.rb", "<main>").ok().expect("compiles");
        let d = &object::as_iseq(iseq).data;
        assert!(d.code.len() > 64);
        assert_eq!(d.refs.words(), &[0]);
        assert_eq!(d.refs.heap_bytes(), 0);
    }
}
