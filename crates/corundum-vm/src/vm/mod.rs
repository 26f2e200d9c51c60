//! The virtual machine: its state (heap, stack, frames, globals, core classes) and the types that
//! cross module boundaries (`Frame`, `Block`, `Args`, `Unwind`).
//!
//! Invariants:
//! - `stack` is allocated once at its full size and never reallocated, so a builtin may read its
//!   arguments through a pointer into it (`Args`) while the VM pushes above them.
//! - Every Value the VM holds outside the heap is in a root the collector marks: `stack[..sp]`,
//!   `frames`, `globals`, `core`, `temp_roots`, `pending`, `compile_roots`, `at_exit`. Rust code
//!   that keeps Values in its own `Vec` across an allocation or a call into Ruby must push them
//!   to `temp_roots` (see docs/ARCHITECTURE.md, "GC roots").
//! - Ruby-to-Ruby calls made by the interpreter loop stay in the loop; `max_depth` bounds their
//!   frames. Every path that recurses on the Rust stack calls `check_stack` (`vm::stack_guard`),
//!   which raises SystemStackError while the machine stack still has room.

pub mod alloc;
pub mod autoload;
pub mod bind;
pub mod blocks;
pub mod call_cache;
pub mod compile_cache;
pub mod constants;
pub mod construct;
pub mod continuation;
pub mod cruby_dirs;
pub mod define;
pub mod dispatch;
pub mod env;
pub mod errinfo;
pub mod errors;
pub mod eval;
pub mod fastops;
pub mod fiber;
pub mod frame;
mod insns;
pub mod interrupt;
pub mod interp;
pub mod ivar;
pub mod kwargs;
pub mod limits;
pub mod load;
pub mod method_cache;
mod parse_warnings;
pub mod recursion_guard;
pub mod refinement;
mod regs;
pub mod stack_guard;
pub mod stats;
pub mod syntax_error;
pub mod thread;
pub mod trace;

use crate::class::IdMap;
use crate::heap::Heap;
use crate::shape::ShapeTree;
use crate::value::Value;

pub use self::frame::{Block, CapturedBlock, Frame, FrameKind, FrameStack};
pub use self::stats::Stats;

/// Why a Ruby computation stopped early. Everything but `Raise` is control flow that crosses
/// frames: the frame it targets turns it back into a normal value.
#[derive(Clone, Copy, Debug)]
pub enum Unwind {
    Raise(Value),
    /// `break` from a block: ends the call in frame `target` that the block was given to.
    Break {
        target: u64,
        value: Value,
    },
    /// `return` from a proc: returns from method frame `target`.
    Return {
        target: u64,
        value: Value,
    },
    /// `break`/`next` out of a `while` loop through ensure clauses of frame `frame`: each
    /// ensure handler whose protected range holds the jump but not `target` runs, then the frame
    /// continues at `target` with its operand stack cut to `depth` (`value` pushed if `keep`).
    Jump {
        frame: u64,
        target: u32,
        depth: u32,
        keep: bool,
        value: Value,
    },
    /// `throw tag, value` looking for its `catch`.
    Throw {
        tag: Value,
        value: Value,
    },
    /// `Continuation#call(value)` (`vm::continuation`): every frame up to frame `target` is left
    /// without running its ensure or rescue clauses; that frame goes on where continuation
    /// `cont` says, with `value` as its `callcc`'s result.
    Continuation {
        target: u64,
        value: Value,
        cont: Value,
    },
    /// Tracing went on or off (`vm::trace`): the running loop hands its frames to the other
    /// copy of the loop. `call` is the value of the call the top frame is suspended at, with its
    /// receiver's stack slot (`TracePoint#enable` called from Ruby code), or None to go on at the
    /// frame's pc. Only `execute_from` sees it: it never leaves a loop's Rust caller.
    Retrace {
        call: Option<(usize, Value)>,
    },
}

pub type VmResult<T = Value> = Result<T, Unwind>;

/// Arguments of a call as a builtin sees them.
pub struct Args {
    ptr: *const Value,
    len: usize,
    pub block: Option<Block>,
    /// The last argument is a hash of keywords.
    pub kw: bool,
}

impl Args {
    /// # Safety
    /// `ptr..ptr+len` must stay valid and unchanged for the life of the `Args`: it points into the
    /// VM stack below the callee's stack pointer (never reallocated, never overwritten while the
    /// call runs) or into a caller-owned slice that outlives the call.
    pub unsafe fn new(ptr: *const Value, len: usize, block: Option<Block>, kw: bool) -> Args {
        Args { ptr, len, block, kw }
    }
    pub fn from_slice(s: &[Value], block: Option<Block>) -> Args {
        Args { ptr: s.as_ptr(), len: s.len(), block, kw: false }
    }
    /// The index in `stack` of the first argument, when the arguments lie in it.
    pub fn stack_slot(&self, stack: &[Value]) -> Option<usize> {
        let at = (self.ptr as usize).checked_sub(stack.as_ptr() as usize)?;
        let i = at / std::mem::size_of::<Value>();
        (at % std::mem::size_of::<Value>() == 0 && i < stack.len()).then_some(i)
    }
    #[inline]
    pub fn as_slice(&self) -> &[Value] {
        // SAFETY: guaranteed by the constructor's contract.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    #[inline]
    pub fn get(&self, i: usize) -> Value {
        if i < self.len {
            self.as_slice()[i]
        } else {
            Value::NIL
        }
    }
    /// Positional arguments (without the keyword hash).
    pub fn positional(&self) -> &[Value] {
        let s = self.as_slice();
        if self.kw {
            &s[..s.len() - 1]
        } else {
            s
        }
    }
    pub fn kwargs(&self) -> Option<Value> {
        if self.kw {
            self.as_slice().last().copied()
        } else {
            None
        }
    }
}

/// Command-line and debug switches, gathered in one place: `Options::from_env` reads every
/// `CORUNDUM_*` debug variable, the CLI sets the rest from its flags.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Collect at every allocation (`CORUNDUM_GC_STRESS=1` or `GC.stress = true`).
    pub gc_stress: bool,
    /// Print each instruction as it executes (`CORUNDUM_TRACE=1`).
    pub trace: bool,
    /// Count executed instructions and adjacent pairs, printed at exit (`CORUNDUM_INSN_STATS=1`):
    /// the data superinstructions are chosen from.
    pub insn_stats: bool,
    /// Print counters at exit (`--stats`).
    pub stats: bool,
    /// -W level: 0 silent, 1 default, 2 verbose.
    pub warn_level: u8,
    /// Check the remembered set before every minor collection (`CORUNDUM_GC_VERIFY=1`).
    pub gc_verify: bool,
    /// Mark iseqs by decoding their instructions instead of through the reference bitmap
    /// (`CORUNDUM_GC_DECODE_ISEQ=1`): the baseline the bitmap is measured against (seed 002).
    pub gc_decode_iseq: bool,
    /// Entries per call-site cache (`CORUNDUM_CALL_CACHE_ENTRIES=1..4`; 0 means the default, 4).
    /// 1 gives single-entry caches, for measuring what polymorphism buys.
    pub call_cache_entries: usize,
    /// Write every compiled file with `to_binary` and run what `load_from_binary` reads back
    /// (`CORUNDUM_ISEQ_ROUND_TRIP=1`; the golden suite's round-trip mode).
    pub iseq_round_trip: bool,
    /// `CORUNDUM_STDLIB`: the CRuby library directories to use instead of searching for an
    /// installed CRuby (colon-separated; empty for none). See `vm::cruby_dirs`.
    pub stdlib_dirs: Option<String>,
    /// The compile cache's directory (`vm::compile_cache`); None turns the cache off
    /// (`--disable-compile-cache`, `CORUNDUM_DISABLE_COMPILE_CACHE=1`, or no directory to use).
    /// From `CORUNDUM_CACHE_DIR`, else `$XDG_CACHE_HOME/corundum`, else `$HOME/.cache/corundum`.
    pub compile_cache_dir: Option<std::path::PathBuf>,
    /// `--enable=frozen-string-literal` (Some(true)) or `--disable=...` (Some(false)): whether
    /// the string literals of code without a `frozen_string_literal:` magic comment are frozen
    /// (every file, `eval` and the main script alike, as CRuby's compile option). None: they
    /// are not.
    pub frozen_string_literal: Option<bool>,
    /// `--backtrace-limit=N`: the report of an uncaught exception (and `full_message`) shows
    /// at most N lines after the first, then how many it left out; `Thread::Backtrace.limit`.
    /// None is CRuby's -1, no limit.
    pub backtrace_limit: Option<i64>,
}

impl Options {
    /// Defaults (warning level 1) plus the debug switches from the environment:
    /// `CORUNDUM_GC_STRESS=1`, `CORUNDUM_GC_VERIFY=1`, `CORUNDUM_GC_DECODE_ISEQ=1`,
    /// `CORUNDUM_TRACE=1`, `CORUNDUM_INSN_STATS=1`, `CORUNDUM_CALL_CACHE_ENTRIES=n`,
    /// `CORUNDUM_ISEQ_ROUND_TRIP=1`, `CORUNDUM_STDLIB=DIR[:DIR...]`; the compile cache's
    /// directory (`CORUNDUM_CACHE_DIR`, ..., off with `CORUNDUM_DISABLE_COMPILE_CACHE=1`).
    pub fn from_env() -> Options {
        let flag = |name: &str| std::env::var(name).is_ok_and(|v| v == "1");
        Options {
            gc_stress: flag("CORUNDUM_GC_STRESS"),
            gc_verify: flag("CORUNDUM_GC_VERIFY"),
            gc_decode_iseq: flag("CORUNDUM_GC_DECODE_ISEQ"),
            trace: flag("CORUNDUM_TRACE"),
            insn_stats: flag("CORUNDUM_INSN_STATS"),
            iseq_round_trip: flag("CORUNDUM_ISEQ_ROUND_TRIP"),
            call_cache_entries: std::env::var("CORUNDUM_CALL_CACHE_ENTRIES").ok().and_then(|v| v.parse().ok()).unwrap_or(0),
            stdlib_dirs: std::env::var("CORUNDUM_STDLIB").ok(),
            compile_cache_dir: if flag("CORUNDUM_DISABLE_COMPILE_CACHE") { None } else { crate::vm::compile_cache::dir_from_env() },
            warn_level: 1,
            ..Options::default()
        }
    }
}

/// Declares `Core` and its `each` (which the GC uses to mark every field) from one list, so a
/// class added to the struct can never be missed by the marker.
macro_rules! core_classes {
    ($($field:ident),* $(,)?) => {
        /// Built-in classes and modules the VM refers to directly.
        #[derive(Default, Clone)]
        pub struct Core {
            $(pub $field: Value,)*
        }

        impl Core {
            pub fn each(&self, mut f: impl FnMut(Value)) {
                $(f(self.$field);)*
            }
        }
    };
}

core_classes! {
    basic_object,
    instruction_sequence,
    tracepoint,
    object,
    module,
    class,
    kernel,
    comparable,
    enumerable,
    numeric,
    integer,
    float,
    rational,
    complex,
    string,
    symbol,
    array,
    hash,
    range,
    nil,
    true_,
    false_,
    proc_,
    binding,
    method,
    unbound_method,
    refinement,
    gc,
    object_space,
    math,
    process,
    exception,
    script_error,
    load_error,
    not_implemented_error,
    syntax_error,
    standard_error,
    runtime_error,
    frozen_error,
    argument_error,
    uncaught_throw_error,
    name_error,
    no_method_error,
    type_error,
    zero_division_error,
    index_error,
    key_error,
    stop_iteration,
    range_error,
    float_domain_error,
    local_jump_error,
    system_exit,
    system_stack_error,
    no_memory_error,
    fatal,
    no_matching_pattern_error,
    no_matching_pattern_key_error,
    warning,
    interrupt,
    signal_exception,
    security_error,
    io_error,
    eof_error,
    encoding_error,
    fiber_error,
    fiber,
    thread_error,
    math_domain_error,
    regexp_error,
    regexp,
    match_data,
    io,
    stdout,
    stderr,
    encoding,
    struct_class,
    data_class,
    set_class,
    core_set_class,
    time_class,
    encoding_list,
}

pub const STACK_SIZE: usize = 1 << 20;
/// The deepest Ruby call nesting before SystemStackError (`Vm::max_depth`).
pub const MAX_DEPTH: usize = 10_000;

pub struct Vm {
    pub heap: Heap,
    pub shapes: ShapeTree,
    pub stack: Box<[Value]>,
    pub sp: usize,
    pub frames: FrameStack,
    pub next_frame_id: u64,
    /// `MAX_DEPTH`, or 0 while a NoMemoryError waits to be raised (`Vm::trip_for_oom`).
    pub max_depth: usize,
    pub globals: IdMap<Value>,
    /// `alias $new $old`: each alias name to the variable it names (always an original, never
    /// another alias), resolved by `gvar_get`/`gvar_set` on every access, so both names share
    /// one variable, special ones (`$&`, `$~`, `$;`...) included.
    pub global_aliases: IdMap<crate::symbol::SymbolId>,
    pub core: Core,
    pub main_obj: Value,
    /// Tags cached ancestor lists; bumped when an include/prepend list changes.
    pub hierarchy_serial: u64,
    /// Per method name, bumped by every change that can alter what the name resolves to
    /// (`vm::method_cache`); call caches compare it.
    pub method_serials: Vec<u32>,
    /// Bumped by every constant definition; constant caches compare it.
    pub const_serial: u64,
    /// Unwinds parked while an `ensure` clause runs (one per active ensure handler).
    pub pending: Vec<Unwind>,
    /// Values held by Rust code that must survive collections (see the module invariants).
    pub temp_roots: Vec<Value>,
    /// Objects created by the compiler before the iseq that will own them is built.
    pub compile_roots: Vec<Value>,
    /// How many `private_constant` calls were made: while none were, `Mod::Name` skips the
    /// privacy check.
    pub private_const_count: u64,
    /// `$!` when no rescue or ensure handler is running (see `vm::errinfo`).
    pub errinfo: Value,
    pub at_exit: Vec<Value>,
    pub catch_tags: Vec<Value>,
    pub out: Vec<u8>,
    pub options: Options,
    pub stats: Stats,
    /// Address of a local in the outermost VM entry: the conservative scan covers the machine
    /// stack from the collector's own frame up to here.
    pub stack_base: usize,
    /// The lowest machine-stack address Ruby code may reach (`vm::stack_guard`); raised to
    /// `usize::MAX` while a NoMemoryError waits to be raised (`Vm::trip_for_oom`).
    pub stack_limit: usize,
    /// The real limit `stack_limit` returns to (the compiler checks this one).
    pub stack_floor: usize,
    /// An allocation failure spent the emergency reserve and NoMemoryError is due at the next
    /// check (`vm::limits`).
    pub oom_tripped: bool,
    /// A signal arrived: the limits are tripped so the next call or stack check runs its Ruby
    /// handler (`vm::limits`, `core::process::signal`).
    pub signal_tripped: bool,
    /// The emergency reserve was spent and could not be taken back yet.
    pub reserve_spent: bool,
    /// Canonical paths of the files `require` is running, outermost first (what is loaded is
    /// recorded in the Ruby Array `$LOADED_FEATURES` alone).
    pub loading_features: Vec<String>,
    /// The compile cache's write state (`vm::compile_cache`).
    pub compile_cache: crate::vm::compile_cache::CacheState,
    /// The native libraries `require` can load, registered by the embedder
    /// (`api::Ruby::register_library`; see `api::registry`).
    pub native_libraries: Vec<crate::api::NativeLibrary>,
    /// The native libraries whose `init` has run: never twice, even when a program takes them
    /// out of `$LOADED_FEATURES`.
    pub native_initialized: Vec<&'static str>,
    /// The autoloads this VM is resolving, innermost last: (module, constant name). Lookups
    /// pass over these entries (`vm::autoload`); the modules are marked as roots.
    pub autoloading: Vec<(Value, crate::symbol::SymbolId)>,
    pub script_name: String,
    pub in_gc: bool,
    /// `GC.disable`: allocation never starts a collection (`GC.start` still collects).
    pub gc_disabled: bool,
    /// The weak holders (WeakMap, WeakKeyMap, finalizers) the collector prunes (`gc_weak`).
    pub weak: crate::gc_weak::WeakRefs,
    pub frozen_string_literals: bool,
    /// The containers `inspect`/`==`/`hash`/... are working on (`vm::recursion_guard`).
    pub recursion_guard: crate::vm::recursion_guard::RecursionGuard,
    /// Why the last call went to a user-defined method_missing (a visibility refusal, or None
    /// for a missing method; and the call's flags, for VCALL), so the default one reached through `super` words its error the
    /// same way (CRuby's `method_missing_reason`).
    pub method_missing_reason: (Option<crate::class::Visibility>, u32),
    /// Non-zero once a basic operator (`Integer#+`, `Array#[]`, ...) is redefined: the `opt_*`
    /// instructions then always take the full method call.
    pub bop_redefined: u32,
    /// `run` picks the tracing copy of the instruction loop (`vm::trace`): a hook is on, or a
    /// debug switch (`Options::trace`, `insn_stats`) wants every instruction seen.
    pub slow_loop: bool,
    pub tracing: crate::vm::trace::TraceState,
    /// The basic methods the core library's own fast paths assume (`<=>`, `==`, `+`, `to_s`,
    /// `inspect` of Integer/Float/String/Symbol/nil/...), one bit each (`define::REDEF_*`), set
    /// with `bop_redefined` when a core class redefines one: `sort`, `include?`, `inject(:+)`,
    /// `puts`/`p` then call the Ruby method.
    pub core_redefined: u32,
    /// Set by `class_eval`/`instance_eval` just before calling a block: the lexical class the
    /// block's `def`s and constants use instead of its own.
    pub cref_override: Option<Value>,
    /// The cref chain of top-level code: just Object.
    pub top_cref: Value,
    /// Instance variables of objects that have no ivar storage of their own (Strings, Arrays,
    /// Hashes, ...), keyed by object address (CRuby's generic ivar table). Entries of dead
    /// objects are removed by the sweep; values are marked through their owner.
    pub generic_ivars: crate::vm::ivar::AddrMap<crate::shape::SideIvars>,
    /// The global method cache: a direct-mapped table of (class, name) -> method entry used by
    /// calls without an inline cache (calls from Rust, `send`) and to refill inline caches.
    pub global_mcache: Vec<crate::vm::method_cache::GlobalCacheEntry>,
    /// The collector's mark stack, kept between collections to avoid reallocating it.
    pub mark_stack: Vec<Value>,
    /// A major collection runs once this many objects are old (twice the old objects the last
    /// major collection left).
    pub old_limit: usize,
    /// The running fiber, the root fiber, the suspended ones (`vm::fiber`).
    pub fibers: crate::vm::fiber::FiberSet,
    /// The threads and their scheduler's state (`vm::thread`).
    pub threads: crate::vm::thread::ThreadSet,
}

impl Vm {
    pub fn new(options: Options) -> Box<Vm> {
        let slow_loop = options.trace || options.insn_stats;
        let stack_limit = crate::vm::stack_guard::limit_for_current_thread();
        let mut vm = Box::new(Vm {
            heap: Heap::new(),
            shapes: ShapeTree::new(&crate::heap::SLOT_SIZES.map(crate::object::embed_capacity)),
            // Slots are written before they are read (frames nil-fill their locals), so the
            // stack can start as untouched zero pages.
            stack: crate::value::zeroed_values(STACK_SIZE),
            sp: 0,
            frames: FrameStack::with_capacity(256),
            next_frame_id: 1,
            max_depth: MAX_DEPTH,
            globals: IdMap::default(),
            global_aliases: IdMap::default(),
            core: Core::default(),
            main_obj: Value::NIL,
            hierarchy_serial: 0,
            method_serials: Vec::new(),
            const_serial: 0,
            pending: Vec::new(),
            temp_roots: Vec::new(),
            compile_roots: Vec::new(),
            errinfo: Value::NIL,
            private_const_count: 0,
            at_exit: Vec::new(),
            catch_tags: Vec::new(),
            out: Vec::with_capacity(1 << 16),
            options,
            stats: Stats::default(),
            stack_base: 0,
            stack_limit,
            stack_floor: stack_limit,
            oom_tripped: false,
            signal_tripped: false,
            reserve_spent: false,
            loading_features: Vec::new(),
            compile_cache: Default::default(),
            native_libraries: Vec::new(),
            native_initialized: Vec::new(),
            autoloading: Vec::new(),
            script_name: String::from("-"),
            in_gc: false,
            gc_disabled: false,
            weak: Default::default(),
            frozen_string_literals: false,
            recursion_guard: Default::default(),
            method_missing_reason: (None, 0),
            bop_redefined: 0,
            slow_loop,
            tracing: Default::default(),
            core_redefined: 0,
            cref_override: None,
            top_cref: Value::NIL,
            generic_ivars: Default::default(),
            global_mcache: crate::vm::method_cache::new_global_mcache(),
            mark_stack: Vec::new(),
            fibers: Default::default(),
            threads: crate::vm::thread::ThreadSet::new(),
            old_limit: 100_000,
        });
        let marker = 0usize;
        vm.stack_base = &marker as *const usize as usize;
        // Bootstrapping allocates many objects that are only reachable once wired together.
        let stress = vm.options.gc_stress;
        vm.options.gc_stress = false;
        vm.in_gc = true;
        crate::core::init(&mut vm);
        let o = vm.core.object;
        vm.top_cref = vm.new_cref(o, Value::NIL);
        vm.in_gc = false;
        vm.options.gc_stress = stress;
        vm
    }

    /// Records the machine-stack address above which no VM value lives (call from the outermost
    /// Rust frame that runs Ruby code).
    #[inline(never)]
    pub fn set_stack_base(&mut self) {
        let marker = 0usize;
        let here = &marker as *const usize as usize;
        // Keep the highest address seen (the stack grows down): callers nearer main win.
        self.stack_base = self.stack_base.max(here + 4096);
    }

    #[inline(always)]
    pub fn push(&mut self, v: Value) {
        self.stack[self.sp] = v;
        self.sp += 1;
    }
    #[inline(always)]
    pub fn pop(&mut self) -> Value {
        self.sp -= 1;
        self.stack[self.sp]
    }
    #[inline(always)]
    pub fn top(&self) -> Value {
        self.stack[self.sp - 1]
    }

    pub fn flush_out(&mut self) {
        use std::io::Write;
        if !self.out.is_empty() {
            let mut so = std::io::stdout().lock();
            let _ = so.write_all(&self.out);
            let _ = so.flush();
            self.out.clear();
        }
    }
    /// Writes the stdout buffer out now (`STDOUT.sync = true`): the write's error, if any.
    pub fn flush_out_result(&mut self) -> std::io::Result<()> {
        use std::io::Write;
        if self.out.is_empty() {
            return Ok(());
        }
        let mut so = std::io::stdout().lock();
        let r = so.write_all(&self.out).and_then(|()| so.flush());
        self.out.clear();
        r
    }
    /// Buffers `bytes` for stdout; when the buffer is full it is written out, and a failed write
    /// (a closed pipe: EPIPE, as SIGPIPE is ignored) is returned, as CRuby raises it from the
    /// write that flushed. What could not be written is dropped, as by CRuby's buffer.
    pub fn write_out(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        use std::io::Write;
        self.out.extend_from_slice(bytes);
        if self.out.len() > 1 << 15 {
            let mut so = std::io::stdout().lock();
            let r = so.write_all(&self.out).and_then(|()| so.flush());
            self.out.clear();
            return r;
        }
        Ok(())
    }
    pub fn write_err(&mut self, bytes: &[u8]) {
        use std::io::Write;
        self.flush_out();
        let _ = std::io::stderr().write_all(bytes);
    }
}
