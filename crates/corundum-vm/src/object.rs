//! The heap object header and the payload layout of every built-in object type.
//!
//! Every heap object starts with [`RBasic`]: a flags word and the class. Flags layout:
//!
//! ```text
//!  63            32 31    24 23    16 15    8 7 6 5 4   0
//! +----------------+--------+--------+-------+-+-+-+-----+
//! |   shape id     |     unused      | misc  |E|S|F| type|
//! +----------------+-----------------+-------+-+-+-+-----+
//! ```
//! type = [`ObjType`]; F = frozen; S = has a singleton class; E = an RObject's ivars are embedded
//! in its slot; misc = per-type bits (string encoding and coderange, range exclusive end, generic
//! ivars, ...).
//! The upper 32 bits are the object's [`ShapeId`] (seed 000): an ivar cache hit is one compare
//! of that half-word. Where ivars are stored for each shape is described in `vm::ivar`.
//!
//! Invariants:
//! - Payload structs are `#[repr(C)]` with `RBasic` first, so a `Value` pointer can be read as
//!   `RBasic` before the type is known.
//! - Every store of a `Value` into a heap object goes through [`write_barrier`] (today a no-op
//!   hook; a generational GC will record old->young edges there).
//! - Rust-side buffers (`Vec`, `Box`) owned by a payload are released by [`drop_payload`] when the
//!   GC frees the slot, and the `Value`s they hold are marked by `gc::mark_children`.
//!
//! Typed accessors (`as_string`, `as_array`, ...) check the type only with `debug_assert!`; the
//! type is proved at the call site, not checked in release builds. A builtin reads its receiver
//! with the accessor of its class's type, which is sound because an instance of a class is always
//! of the class's `ClassData::instance_type`:
//! - allocation: `Class#allocate`/`new` (`core::module::allocate`) makes exactly that type, and
//!   classes whose instances cannot be made empty (Integer, Float, Symbol, nil/true/false,
//!   Encoding, Proc, Method, UnboundMethod, and their subclasses) have no allocator (TypeError
//!   "allocator undefined for Integer"); Class and Module allocate a class or module;
//! - moving a method to another receiver is checked at each entry: `UnboundMethod#bind` and
//!   `bind_call` (`core::proc_::check_bind_target`: TypeError "bind argument must be an instance
//!   of String", "singleton method called for a different object"), and `define_method` with a
//!   Method or UnboundMethod (`core::module::define_method_body`: "bind argument must be a
//!   subclass of String"). Methods owned by modules (Kernel, Comparable, Enumerable) bind to
//!   anything, so their builtins take any receiver and check argument types themselves;
//! - `send`/`__send__`/`public_send` look the method up in the receiver's own class, and aliases
//!   and visibility copies stay in the class (or a subclass) they were made in.
//! Arguments are checked by each builtin (`is_type` before an accessor). Proc and Method
//! payloads (`core::proc_::data`) check their descriptor in release builds too (one compare).
//! Core state kept in hidden ivars that Ruby code can reach (`@__ops` of a Lazy, ...) is
//! checked by its reader before any accessor (`lazy_state`, `enum_parts`).

use num_bigint::BigInt;

use crate::class::ClassData;
use crate::hash::HashTable;
use crate::iseq::IseqData;
use crate::shape::{IvarTable, ShapeId};
use crate::strbuf::StrBuf;
use crate::typed_data::DataType;
use crate::value::Value;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum ObjType {
    Free = 0,
    Object,
    Class,
    Module,
    /// A module's proxy in a class's ancestor chain (CRuby's ICLASS); never seen by Ruby code.
    IClass,
    String,
    Array,
    Hash,
    Range,
    Float,
    Bignum,
    /// Heap-allocated local variables of a frame that blocks capture.
    Env,
    Iseq,
    /// Native data behind a 64-byte type descriptor (Proc, Method, ...).
    Data,
}

pub const FL_TYPE_MASK: u64 = 0x1f;
pub const FL_FROZEN: u64 = 1 << 5;
pub const FL_SINGLETON: u64 = 1 << 6;
pub const FL_EMBED: u64 = 1 << 7;
/// String: contents are binary (ASCII-8BIT) rather than UTF-8.
pub const FL_STR_BINARY: u64 = 1 << 8;
/// Range: the end is excluded (`a...b`).
pub const FL_EXCL_END: u64 = 1 << 9;
/// A non-Object (String, Array, Hash, ...) that has instance variables in `Vm::generic_ivars`.
pub const FL_GENERIC_IVARS: u64 = 1 << 11;
/// Internal state the VM keeps in a heap object (a derived proc's state Array, an enumerator's
/// arguments, the finalizer table, ...): never handed to Ruby, so `ObjectSpace.each_object`
/// leaves it out (CRuby's hidden objects, which have no class).
pub const FL_HIDDEN: u64 = 1 << 19;
/// Hash only: the keyword hash a `ruby2_keywords` method received in its rest parameter; a
/// call that splats it as the last argument (`f(*args)`) passes it as keywords again.
pub const FL_HASH_RUBY2_KEYWORDS: u64 = 1 << 8;
/// String: a literal fragment of an interpolation (`"a#{x}"`) compiled from a source whose
/// encoding is not UTF-8; frozen, never handed to Ruby code. `"#{...}"` takes its encoding when
/// every part is ASCII, as CRuby's dstr starts from the source's encoding (`concat_parts`).
pub const FL_STR_SOURCE_FRAGMENT: u64 = 1 << 20;
/// String: US-ASCII encoding (re-exported as `core::string::FL_STR_ASCII`).
pub const FL_STR_ASCII_BIT: u64 = 1 << 12;
/// String: the cached coderange of the bytes, bits 13-14 (0 not known yet, then 7-bit, valid
/// UTF-8, broken UTF-8; see `core::string::Cr`). [`as_string_mut`] clears it.
pub const FL_STR_CR_SHIFT: u32 = 13;
pub const FL_STR_CR_MASK: u64 = 3 << FL_STR_CR_SHIFT;
/// String: the encoding index (`core::encoding::EncodingId`) when it is not one of the three
/// that have a bit of their own (UTF-8: no bit, binary: `FL_STR_BINARY`, US-ASCII:
/// `FL_STR_ASCII_BIT`), bits 24-31; 0 otherwise. At most one of the three fields is set.
pub const FL_STR_ENC_SHIFT: u32 = 24;
pub const FL_STR_ENC_MASK: u64 = 0xff << FL_STR_ENC_SHIFT;
/// Every bit that says a String's encoding.
pub const FL_STR_ENC_BITS: u64 = FL_STR_BINARY | FL_STR_ASCII_BIT | FL_STR_ENC_MASK;

#[repr(C)]
pub struct RBasic {
    pub flags: u64,
    pub klass: Value,
}

#[repr(C)]
pub struct RObject {
    pub basic: RBasic,
    /// First of the embedded ivar words; the slot continues past the struct. When the object is
    /// not embedded (FL_EMBED clear), the first two words hold the ivar buffer's pointer and
    /// length, or (shape TOO_COMPLEX) the first holds a `Box<IvarTable>`.
    pub ivars: [Value; 0],
}

#[repr(C)]
pub struct RString {
    pub basic: RBasic,
    /// Up to 23 bytes inline in the slot, longer contents in a heap buffer (`strbuf`).
    pub bytes: StrBuf,
}

/// An Array's elements: up to `ARRAY_EMBED` inline in the object's slot (no allocation for
/// small arrays, as CRuby embeds them), beyond that in a heap buffer.
pub const ARRAY_EMBED: usize = 7;
pub type ArrayItems = smallvec::SmallVec<[Value; ARRAY_EMBED]>;

#[repr(C)]
pub struct RArray {
    pub basic: RBasic,
    pub items: ArrayItems,
}

#[repr(C)]
pub struct RHash {
    pub basic: RBasic,
    pub table: Box<HashTable>,
}

#[repr(C)]
pub struct RRange {
    pub basic: RBasic,
    pub begin: Value,
    pub end: Value,
}

#[repr(C)]
pub struct RFloat {
    pub basic: RBasic,
    pub value: f64,
}

#[repr(C)]
pub struct RBignum {
    pub basic: RBasic,
    pub value: Box<BigInt>,
}

#[repr(C)]
pub struct RClass {
    pub basic: RBasic,
    pub data: Box<ClassData>,
}

/// Local variables that a block captured (and lexical scopes: a cref is a one-slot env).
///
/// An env made for a running frame is *open*: `vals` points at the frame's locals on the VM
/// stack, so the frame and its blocks share them with no copying (Lua's open upvalues). When
/// the frame returns the env is *closed*: the values are copied into the slot after this struct
/// (`FL_ENV_BOXED` clear) or into a leaked boxed slice when they do not fit, and `vals` points
/// there. Only blocks that outlive their frame (procs) ever see a closed env of a method.
#[repr(C)]
pub struct REnv {
    pub basic: RBasic,
    vals: *mut Value,
    len: usize,
    /// The enclosing scope's env (for a block), or nil.
    pub parent: Value,
}

/// Env: `vals` points into the VM stack (the owning frame is running).
pub const FL_ENV_OPEN: u64 = 1 << 8;
/// Env: `vals` is a leaked `Box<[Value]>` freed with the env.
pub const FL_ENV_BOXED: u64 = 1 << 9;
/// Env used as a cref: pushed for a block run by instance_eval/instance_exec/class_eval/
/// class_exec/Class.new/Module.new. It gives `def` its target, but constant lookup and
/// assignment skip it and use the block's lexical scope (as CRuby's CREF_PUSHED_BY_EVAL).
pub const FL_CREF_EVAL: u64 = 1 << 10;
/// Env used as a cref: refinements are active in this scope; its second slot holds them
/// (`vm::refinement`). A cref without the flag has one slot and no active refinements.
pub const FL_CREF_REFINED: u64 = 1 << 12;
/// Env used as a cref: pushed by `instance_eval`/`instance_exec` on an object that cannot have
/// a singleton class (an Integer, Float, Symbol); its class slot holds the object's class for
/// lookups, but `def`, `alias` and `undef` there raise TypeError "can't define singleton"
/// (`Vm::definee`), as CRuby's singleton cref of a special constant does.
pub const FL_CREF_NO_SINGLETON: u64 = 1 << 13;

/// Bytes of an env slot that keeps `len` values inline once closed.
pub const fn env_bytes(len: usize) -> usize {
    std::mem::size_of::<REnv>() + 8 * len
}

impl REnv {
    #[inline(always)]
    pub fn vals(&self) -> &'static [Value] {
        // SAFETY: `vals` points at `len` initialised Values: the owning frame's stack locals
        // while open (the frame outlives the open state, see `Vm::close_env`), else storage owned
        // by this env.
        unsafe { std::slice::from_raw_parts(self.vals, self.len) }
    }
    /// The values for writing; the caller applies the write barrier (`write_barrier(env, v)`).
    #[inline(always)]
    pub fn vals_mut(&mut self) -> &'static mut [Value] {
        // SAFETY: as for `vals`.
        unsafe { std::slice::from_raw_parts_mut(self.vals, self.len) }
    }
    /// Whose locals these are, so that `binding` and `eval` can name them: the iseq whose frame
    /// made the env, or, for a binding's extension (`Binding#local_variable_set` of a new name),
    /// an Array of the names as Symbols; nil for a cref (`vm::constants`). An env is never seen
    /// by Ruby code and has no class, so the header's class word holds it (set at creation,
    /// marked with every header, and keeping `REnv` within the smallest slot).
    #[inline]
    pub fn owner(&self) -> Value {
        self.basic.klass
    }
    pub fn new_empty(basic: RBasic, parent: Value) -> REnv {
        REnv { basic, vals: std::ptr::null_mut(), len: 0, parent }
    }
    /// Points the env at `len` values starting at `ptr` (the constructor and `Vm::close_env`).
    pub fn set_storage(&mut self, ptr: *mut Value, len: usize) {
        self.vals = ptr;
        self.len = len;
    }
    /// Where closing copies the values: the words after the struct when the slot holds them.
    pub fn inline_storage(env: Value) -> *mut Value {
        // SAFETY: only the address is computed here; callers use it only when the env's slot is
        // at least `env_bytes(len)` long.
        unsafe { env.as_ptr::<u8>().add(std::mem::size_of::<REnv>()) as *mut Value }
    }
}

/// An iseq's slot. Besides the boxed `IseqData` it keeps, for the collector, a copy of what the
/// bitmap marker needs for most iseqs (`gc::mark_iseq`), so that marking an old iseq whose
/// caches are settled and clean reads this slot and the code words it names, not `IseqData`:
/// the code pointer and, when the reference bitmap is one inline word (`FL_ISEQ_INLINE_REFS`),
/// that word. Both are written once, by [`RIseq::new`]: an iseq's code and bitmap never change
/// after assembly, and the code buffer (owned by `data`) lives, unmoved, as long as the slot.
/// `FL_ISEQ_CACHES_CLEAN` is the note of the last cache walk (see "Iseq reference bitmap" in
/// docs/ARCHITECTURE.md).
#[repr(C)]
pub struct RIseq {
    pub basic: RBasic,
    pub data: Box<IseqData>,
    /// `data.code.as_ptr()`.
    code: *const u64,
    /// With `FL_ISEQ_INLINE_REFS`: `data.refs`'s only word (bit i set: code word i is a
    /// reference); otherwise 0 and the bitmap is read from `data`.
    refs: u64,
}

/// Iseq: the slot's `refs` word is the whole reference bitmap.
pub const FL_ISEQ_INLINE_REFS: u64 = 1 << 8;
/// Iseq: the last walk of the inline caches (`gc::mark_iseq`) found no heap reference. The
/// collector skips the walk while the iseq is old and not remembered (`gc::iseq_caches_settled`).
pub const FL_ISEQ_CACHES_CLEAN: u64 = 1 << 9;

impl RIseq {
    /// The slot payload for `data`, with its flag bits (to be or-ed into the header's flags).
    pub fn new(basic: RBasic, data: Box<IseqData>) -> RIseq {
        let code = data.code.as_ptr();
        let (refs, flags) = match data.refs.inline_word() {
            Some(w) => (w, FL_ISEQ_INLINE_REFS),
            None => (0, 0),
        };
        RIseq { basic: RBasic { flags: basic.flags | flags, klass: basic.klass }, data, code, refs }
    }

    /// Whether the slot's copies equal what `data` holds (tests and debug assertions).
    pub fn slot_copy_matches(&self) -> bool {
        let inline = self.basic.flags & FL_ISEQ_INLINE_REFS != 0;
        self.code == self.data.code.as_ptr() && self.data.refs.inline_word() == inline.then_some(self.refs) && (inline || self.refs == 0)
    }

    /// The start of the code (`data.code`'s buffer).
    #[inline(always)]
    pub fn code_ptr(&self) -> *const u64 {
        self.code
    }

    /// With `FL_ISEQ_INLINE_REFS`: calls `f` with the address of one code word in each cache
    /// line that holds a word the bitmap names (what marking reads), once per line, in order.
    #[inline(always)]
    pub fn each_ref_line(&self, mut f: impl FnMut(*const u64)) {
        let mut bits = self.refs;
        let mut last = usize::MAX;
        while bits != 0 {
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let word = self.code.wrapping_add(b);
            if word as usize >> 6 != last {
                last = word as usize >> 6;
                f(word);
            }
        }
    }

    /// Calls `f` on every code reference through the slot's copy of the bitmap, reading only
    /// the slot and the code words the bitmap names; returns false, having called nothing,
    /// when the bitmap is not inline (then `data.each_code_ref` finds them).
    #[inline(always)]
    pub fn each_inline_code_ref(&self, mut f: impl FnMut(Value)) -> bool {
        if self.basic.flags & FL_ISEQ_INLINE_REFS == 0 {
            return false;
        }
        let mut bits = self.refs;
        while bits != 0 {
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            // SAFETY: `code` is the buffer of `data.code`, which never changes after assembly and
            // is freed only with this slot; `refs` equals the inline bitmap, whose set bits are
            // offsets of words in the code (fewer than 64 of them, `iseq::RefBitmap`).
            f(Value(unsafe { *self.code.add(b) }));
        }
        true
    }
}

/// CRuby's RTypedData: a pointer to a static 64-byte descriptor and a boxed payload.
#[repr(C)]
pub struct RTypedData {
    pub basic: RBasic,
    pub dtype: &'static DataType,
    pub data: *mut u8,
}

// Every payload must fit the smallest slot except RObject, whose size varies with its pool.
const _: () = assert!(std::mem::size_of::<RString>() <= 40);
// Arrays live in the 80-byte pool: the inline elements fill it exactly.
const _: () = assert!(std::mem::size_of::<RArray>() == 80);
const _: () = assert!(std::mem::size_of::<RHash>() <= 40);
const _: () = assert!(std::mem::size_of::<RRange>() <= 40);
const _: () = assert!(std::mem::size_of::<RClass>() <= 40);
const _: () = assert!(std::mem::size_of::<REnv>() <= 40);
const _: () = assert!(std::mem::size_of::<RIseq>() <= 40);
const _: () = assert!(std::mem::size_of::<RTypedData>() <= 40);
const _: () = assert!(std::mem::size_of::<RBignum>() <= 40);

/// Generational GC bits (see `gc.rs`): bits 16-17 count the collections an object survived
/// while young; `FL_OLD` is set when it is promoted (mirrored in its page's `old_bits`).
pub const FL_AGE_SHIFT: u32 = 16;
pub const FL_AGE_MASK: u64 = 3 << FL_AGE_SHIFT;
pub const FL_OLD: u64 = 1 << 18;

/// Records that `parent` may now hold a reference to a young object: the next minor collection
/// traces it (CRuby's remembered set; here a bit in the page header). Needed only for old
/// objects; see "Write barrier" in docs/ARCHITECTURE.md.
#[inline(always)]
pub fn remember(parent: Value) {
    if basic(parent).flags & FL_OLD != 0 {
        remember_old(parent);
    }
}

#[inline(never)]
fn remember_old(parent: Value) {
    let (h, i) = crate::heap::slot_of(parent.0 as usize);
    h.remembered_bits[i / 64] |= 1 << (i % 64);
}

/// The precise write barrier: call after storing `child` into `parent` when the store did not
/// go through a `_mut` accessor (which remembers coarsely). Only an old parent and a young heap
/// child need recording.
#[inline(always)]
pub fn write_barrier(parent: Value, child: Value) {
    if basic(parent).flags & FL_OLD != 0 && child.is_heap() && basic(child).flags & FL_OLD == 0 {
        remember_old(parent);
    }
}

// ---- header access ----
// SAFETY (for every accessor below): callers pass a Value for which `is_heap()` holds, which by
// the heap invariant points at an allocated slot that starts with RBasic and stays valid while
// the Value is reachable (it is, since the caller holds it). Typed accessors (`as_string`, ...)
// additionally require that the type was checked; they debug_assert it.

#[inline(always)]
pub fn basic(v: Value) -> &'static mut RBasic {
    debug_assert!(v.is_heap());
    // SAFETY: see the block comment above.
    unsafe { &mut *v.as_ptr::<RBasic>() }
}
#[inline(always)]
pub fn obj_type(v: Value) -> ObjType {
    let t = (basic(v).flags & FL_TYPE_MASK) as u8;
    // SAFETY: flags are only written by this module with ObjType discriminants.
    unsafe { std::mem::transmute::<u8, ObjType>(t) }
}
#[inline(always)]
pub fn is_type(v: Value, t: ObjType) -> bool {
    v.is_heap() && obj_type(v) == t
}
#[inline(always)]
pub fn shape_id(v: Value) -> ShapeId {
    ShapeId((basic(v).flags >> 32) as u32)
}
#[inline(always)]
pub fn set_shape_id(v: Value, s: ShapeId) {
    let b = basic(v);
    b.flags = (b.flags & 0xffff_ffff) | ((s.0 as u64) << 32);
}
/// Changes an object's class (a new singleton class), with the write barrier.
#[inline]
pub fn set_klass(v: Value, k: Value) {
    basic(v).klass = k;
    write_barrier(v, k);
}
#[inline]
pub fn has_flag(v: Value, f: u64) -> bool {
    basic(v).flags & f != 0
}
#[inline]
pub fn set_flag(v: Value, f: u64, on: bool) {
    let b = basic(v);
    if on {
        b.flags |= f
    } else {
        b.flags &= !f
    }
}

/// `$name` reads a payload; `$name_mut` is the only way to change one. For types whose payload
/// holds Values, `$name_mut` remembers an old object for the next minor collection (the coarse
/// write barrier: whatever the caller stores, the collector will see), so mutating code cannot
/// forget the barrier. Hot paths that know the stored value use `$raw_mut` plus
/// `write_barrier(parent, child)` instead.
macro_rules! typed_accessor {
    ($name:ident, $name_mut:ident, $t:ty, $($ty:ident)|+) => {
        #[inline(always)]
        pub fn $name(v: Value) -> &'static $t {
            debug_assert!(v.is_heap() && matches!(obj_type(v), $(ObjType::$ty)|+), "{:?} is {:?}", v, obj_type(v));
            // SAFETY: see the block comment above; the type was checked by the caller.
            unsafe { &*v.as_ptr::<$t>() }
        }
        #[inline(always)]
        pub fn $name_mut(v: Value) -> &'static mut $t {
            debug_assert!(v.is_heap() && matches!(obj_type(v), $(ObjType::$ty)|+), "{:?} is {:?}", v, obj_type(v));
            remember(v);
            // SAFETY: see the block comment above; the type was checked by the caller.
            unsafe { &mut *v.as_ptr::<$t>() }
        }
    };
    // Payloads without Value children (Float, Bignum; String is written out below) need no
    // barrier.
    (leaf $name:ident, $name_mut:ident, $t:ty, $($ty:ident)|+) => {
        #[inline(always)]
        pub fn $name(v: Value) -> &'static $t {
            debug_assert!(v.is_heap() && matches!(obj_type(v), $(ObjType::$ty)|+), "{:?} is {:?}", v, obj_type(v));
            // SAFETY: see the block comment above; the type was checked by the caller.
            unsafe { &*v.as_ptr::<$t>() }
        }
        #[inline(always)]
        pub fn $name_mut(v: Value) -> &'static mut $t {
            debug_assert!(v.is_heap() && matches!(obj_type(v), $(ObjType::$ty)|+), "{:?} is {:?}", v, obj_type(v));
            // SAFETY: see the block comment above; the type was checked by the caller.
            unsafe { &mut *v.as_ptr::<$t>() }
        }
    };
    ($name:ident, $name_mut:ident, $raw_mut:ident, $t:ty, $($ty:ident)|+) => {
        typed_accessor!($name, $name_mut, $t, $($ty)|+);
        /// Mutable access without the coarse barrier: the caller calls `write_barrier` for
        /// every heap Value it stores.
        #[inline(always)]
        pub fn $raw_mut(v: Value) -> &'static mut $t {
            debug_assert!(v.is_heap() && matches!(obj_type(v), $(ObjType::$ty)|+), "{:?} is {:?}", v, obj_type(v));
            // SAFETY: see the block comment above; the type was checked by the caller.
            unsafe { &mut *v.as_ptr::<$t>() }
        }
    };
}
#[inline(always)]
pub fn as_string(v: Value) -> &'static RString {
    debug_assert!(is_type(v, ObjType::String), "{:?} is not a String", v);
    // SAFETY: see the block comment above; the type was checked by the caller.
    unsafe { &*v.as_ptr::<RString>() }
}
/// Mutable access to a String's payload (no write barrier: a String holds no Values). It
/// forgets the cached coderange (`FL_STR_CR_MASK`) first, so no change to the bytes can leave a
/// stale one; code that knows the coderange of the result stores it after the change. Take it
/// where the bytes change: computing the coderange while still holding the reference and then
/// changing the bytes through it would cache a stale value.
#[inline(always)]
pub fn as_string_mut(v: Value) -> &'static mut RString {
    debug_assert!(is_type(v, ObjType::String), "{:?} is not a String", v);
    basic(v).flags &= !FL_STR_CR_MASK;
    // SAFETY: see the block comment above; the type was checked by the caller.
    unsafe { &mut *v.as_ptr::<RString>() }
}
typed_accessor!(as_array, as_array_mut, as_array_mut_nowb, RArray, Array);
typed_accessor!(as_hash, as_hash_mut, as_hash_mut_nowb, RHash, Hash);
typed_accessor!(as_range, as_range_mut, RRange, Range);
typed_accessor!(leaf as_float_obj, as_float_obj_mut, RFloat, Float);
typed_accessor!(leaf as_bignum, as_bignum_mut, RBignum, Bignum);
typed_accessor!(as_class, as_class_mut, RClass, Class | Module | IClass);
typed_accessor!(as_env, as_env_mut, as_env_mut_nowb, REnv, Env);
typed_accessor!(as_iseq, as_iseq_mut, RIseq, Iseq);
typed_accessor!(as_typed_data, as_typed_data_mut, RTypedData, Data);

/// The embedded ivar words of an RObject (`cap` of them, fixed by its pool).
#[inline(always)]
pub fn object_embedded(v: Value, cap: usize) -> &'static mut [Value] {
    // SAFETY: an RObject in a slot of `16 + 8*cap` bytes or more has `cap` words after the header.
    unsafe { std::slice::from_raw_parts_mut((v.as_ptr::<u8>().add(16)) as *mut Value, cap) }
}

/// Frees the heap ivar buffer of an extended RObject (FL_EMBED clear, not too complex); the
/// caller replaces or forgets the two words that described it.
pub fn free_ivar_buffer(v: Value) {
    let w = object_embedded(v, 2);
    let (ptr, len) = (w[0].0 as *mut Value, w[1].0 as usize);
    // SAFETY: `vm::ivar` stores in these words the pointer and length of a boxed slice it leaked
    // with Box::into_raw, and frees it only here, once, before dropping or replacing it.
    unsafe { drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len))) }
}

/// Number of embedded ivar words an RObject has in a slot of `slot_size` bytes.
pub const fn embed_capacity(slot_size: usize) -> usize {
    (slot_size - std::mem::size_of::<RBasic>()) / 8
}

/// Releases the Rust-side buffers of a dead object. Called by the sweeper once per slot.
///
/// # Safety
/// `p` must point at an allocated slot with a valid header that no live Value references.
pub unsafe fn drop_payload(p: *mut u8) {
    let v = Value::from_ptr(p);
    // SAFETY (for each arm): the type tag says which payload struct is in the slot.
    unsafe {
        match obj_type(v) {
            ObjType::Object => {
                if shape_id(v) == ShapeId::TOO_COMPLEX {
                    drop(Box::from_raw(object_embedded(v, 1)[0].0 as *mut IvarTable));
                } else if !has_flag(v, FL_EMBED) {
                    free_ivar_buffer(v);
                }
            }
            ObjType::String => std::ptr::drop_in_place(p as *mut RString),
            ObjType::Array => std::ptr::drop_in_place(p as *mut RArray),
            ObjType::Hash => std::ptr::drop_in_place(p as *mut RHash),
            ObjType::Bignum => std::ptr::drop_in_place(p as *mut RBignum),
            ObjType::Class | ObjType::Module | ObjType::IClass => std::ptr::drop_in_place(p as *mut RClass),
            ObjType::Env => {
                if has_flag(v, FL_ENV_BOXED) {
                    let e = &*(p as *const REnv);
                    drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(e.vals, e.len)));
                }
            }
            ObjType::Iseq => std::ptr::drop_in_place(p as *mut RIseq),
            ObjType::Data => {
                let d = &*(p as *mut RTypedData);
                if let Some(free) = d.dtype.free {
                    free(d.data);
                }
            }
            ObjType::Range | ObjType::Float | ObjType::Free => {}
        }
    }
}
