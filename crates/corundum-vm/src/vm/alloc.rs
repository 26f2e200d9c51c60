//! Object allocation: every heap object is created here, so that the collection trigger and the
//! GC-stress switch sit in one place (`alloc_slot`).
//!
//! Invariant: a constructor that receives Values in a Rust buffer (`new_array(vec)`) roots them in
//! `temp_roots` across `alloc_slot`, because a collection may run there and cannot see Rust heap
//! memory.

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use crate::class::ClassData;
use crate::hash::HashTable;
use crate::heap::{Heap, SLOT_SIZES};
use crate::iseq::IseqData;
use crate::object::{
    self, ArrayItems, ObjType, RArray, RBasic, RBignum, RClass, REnv, RFloat, RHash, RIseq, RObject, RRange, RString, RTypedData, FL_EMBED, FL_EXCL_END,
    FL_STR_BINARY,
};
use crate::strbuf::StrBuf;
use crate::typed_data::DataType;
use crate::value::Value;
use crate::vm::Vm;

/// What an Array can be made from: a `Vec` (a short one moves inline and its buffer is freed,
/// one with room reserved for more keeps its buffer) or elements already in array form.
pub trait IntoArrayItems {
    fn into_items(self) -> ArrayItems;
}
impl IntoArrayItems for Vec<Value> {
    fn into_items(self) -> ArrayItems {
        if self.capacity() <= crate::object::ARRAY_EMBED {
            ArrayItems::from_slice(&self)
        } else {
            ArrayItems::from_vec(self)
        }
    }
}
impl IntoArrayItems for ArrayItems {
    fn into_items(self) -> ArrayItems {
        self
    }
}

impl Vm {
    /// A free slot of `pool`: popped from the pool's free list, unless the list is empty (a
    /// collection may be due, or the pool grows) or GC stress is on.
    #[inline(always)]
    fn alloc_slot(&mut self, pool: usize) -> *mut u8 {
        if self.heap.has_free(pool) && !self.options.gc_stress {
            return self.heap.take_slot(pool);
        }
        self.alloc_slot_slow(pool)
    }

    #[inline(never)]
    fn alloc_slot_slow(&mut self, pool: usize) -> *mut u8 {
        if crate::alloc_reserve::pending() && !self.in_gc {
            self.after_alloc_failure();
        }
        // No Ruby code can run in the middle of an allocation: the next call or stack check will.
        if crate::vm::interrupt::pending() && !self.in_gc {
            self.trip_for_interrupt();
        }
        if !self.in_gc && !self.gc_disabled && (self.options.gc_stress || self.heap.allocated_since_gc >= self.heap.threshold) {
            self.collect_due();
        }
        self.heap.take_slot(pool)
    }

    /// Writes `payload` into a fresh slot of `pool` and returns the object.
    fn alloc_in<T>(&mut self, pool: usize, payload: T) -> Value {
        debug_assert!(std::mem::size_of::<T>() <= SLOT_SIZES[pool]);
        let p = self.alloc_slot(pool);
        // SAFETY: the slot is at least size_of::<T>() bytes, 8-aligned, zeroed and unused.
        unsafe { std::ptr::write(p as *mut T, payload) };
        Value::from_ptr(p)
    }

    fn header(ty: ObjType, klass: Value) -> RBasic {
        RBasic { flags: ty as u64, klass }
    }

    /// Counts `bytes` of buffer allocated with a new object; collects first when the buffers
    /// allocated since the last collection pass `heap::MALLOC_LIMIT`.
    #[inline]
    fn note_buffer(&mut self, bytes: usize) {
        self.heap.malloc_since_gc += bytes;
        if self.heap.malloc_since_gc > crate::heap::MALLOC_LIMIT && !self.in_gc {
            self.collect_due();
        }
    }

    pub fn new_string(&mut self, bytes: Vec<u8>) -> Value {
        self.new_string_buf(bytes.into())
    }
    /// A new String of `bytes`; built with `StrBuf::from_slice`, short contents need no heap
    /// buffer at all.
    pub fn new_string_buf(&mut self, bytes: StrBuf) -> Value {
        self.note_buffer(bytes.capacity());
        let k = self.core.string;
        self.alloc_in(0, RString { basic: Self::header(ObjType::String, k), bytes })
    }
    pub fn new_str(&mut self, s: &str) -> Value {
        self.new_string_buf(StrBuf::from_slice(s.as_bytes()))
    }
    pub fn new_binary_string(&mut self, bytes: Vec<u8>) -> Value {
        let v = self.new_string(bytes);
        object::set_flag(v, FL_STR_BINARY, true);
        v
    }
    pub fn new_string_of_class(&mut self, bytes: Vec<u8>, klass: Value) -> Value {
        self.note_buffer(bytes.capacity());
        self.alloc_in(0, RString { basic: Self::header(ObjType::String, klass), bytes: bytes.into() })
    }

    pub fn new_array(&mut self, items: impl IntoArrayItems) -> Value {
        let k = self.core.array;
        self.new_array_of_class(items, k)
    }
    pub fn new_array_of_class(&mut self, items: impl IntoArrayItems, klass: Value) -> Value {
        let items = items.into_items();
        let mark = self.temp_roots.len();
        self.temp_roots.extend_from_slice(&items);
        if items.spilled() {
            self.note_buffer(items.capacity() * 8);
        }
        let v = self.alloc_in(1, RArray { basic: Self::header(ObjType::Array, klass), items });
        self.temp_roots.truncate(mark);
        v
    }

    /// An Array the VM keeps as internal state (`object::FL_HIDDEN`): Ruby never sees it, so
    /// code reading it may trust its shape.
    pub fn new_hidden_array(&mut self, items: impl IntoArrayItems) -> Value {
        let v = self.new_array(items);
        crate::object::set_flag(v, crate::object::FL_HIDDEN, true);
        v
    }

    /// A Hash the VM keeps as internal state (`object::FL_HIDDEN`), as `new_hidden_array`.
    pub fn new_hidden_hash(&mut self) -> Value {
        let v = self.new_hash();
        crate::object::set_flag(v, crate::object::FL_HIDDEN, true);
        v
    }

    /// An Array of the values in `items` (copied), with no intermediate `Vec`.
    pub fn new_array_from(&mut self, items: &[Value]) -> Value {
        let mark = self.temp_roots.len();
        self.temp_roots.extend_from_slice(items);
        let k = self.core.array;
        let v = self.alloc_in(1, RArray { basic: Self::header(ObjType::Array, k), items: ArrayItems::from_slice(items) });
        self.temp_roots.truncate(mark);
        v
    }

    pub fn new_hash(&mut self) -> Value {
        let k = self.core.hash;
        self.alloc_in(0, RHash { basic: Self::header(ObjType::Hash, k), table: Box::new(HashTable::new()) })
    }
    pub fn new_hash_of_class(&mut self, klass: Value) -> Value {
        self.alloc_in(0, RHash { basic: Self::header(ObjType::Hash, klass), table: Box::new(HashTable::new()) })
    }

    pub fn new_range(&mut self, begin: Value, end: Value, exclusive: bool) -> Value {
        let v = self.new_range_unfrozen(begin, end, exclusive);
        self.freeze(v);
        v
    }
    /// A Range not frozen (for `allocate`, `dup` and subclasses; see `core::range`).
    pub fn new_range_unfrozen(&mut self, begin: Value, end: Value, exclusive: bool) -> Value {
        let k = self.core.range;
        let v = self.alloc_in(0, RRange { basic: Self::header(ObjType::Range, k), begin, end });
        object::set_flag(v, FL_EXCL_END, exclusive);
        v
    }

    pub fn new_float(&mut self, f: f64) -> Value {
        if let Some(v) = Value::try_flonum(f) {
            return v;
        }
        let k = self.core.float;
        let v = self.alloc_in(0, RFloat { basic: Self::header(ObjType::Float, k), value: f });
        self.freeze(v);
        v
    }

    /// An Integer from an i64: a Fixnum when it fits, else a Bignum.
    pub fn new_int(&mut self, i: i64) -> Value {
        if Value::fits_fixnum(i) {
            Value::fixnum(i)
        } else {
            self.new_bignum(BigInt::from(i))
        }
    }
    pub fn new_int_i128(&mut self, i: i128) -> Value {
        if let Ok(x) = i64::try_from(i) {
            self.new_int(x)
        } else {
            self.new_bignum(BigInt::from(i))
        }
    }
    /// An Integer from a BigInt, normalised to a Fixnum when it fits (Integer values have one
    /// representation each, so `==` on Fixnums stays a word compare).
    pub fn new_bignum(&mut self, b: BigInt) -> Value {
        if let Some(i) = b.to_i64() {
            if Value::fits_fixnum(i) {
                return Value::fixnum(i);
            }
        }
        let k = self.core.integer;
        let v = self.alloc_in(0, RBignum { basic: Self::header(ObjType::Bignum, k), value: Box::new(b) });
        self.freeze(v);
        v
    }

    /// A plain object of `klass`, in the smallest pool that embeds the ivars its class has been
    /// seen to use.
    pub fn new_object(&mut self, klass: Value) -> Value {
        let hint = object::as_class(klass).data.ivar_hint as usize;
        let pool = Heap::pool_for(16 + 8 * hint.max(1));
        let v = self.alloc_in(pool, RObject { basic: Self::header(ObjType::Object, klass), ivars: [] });
        object::set_flag(v, FL_EMBED, true);
        // Ivar words past the shape's count are never read, so the slot is not cleared.
        object::set_shape_id(v, self.shapes.object_root(pool));
        v
    }

    pub fn new_env(&mut self, size: usize, parent: Value, owner: Value) -> Value {
        let e = self.env_slot(size, parent, owner);
        let storage = REnv::inline_storage(e);
        if object::has_flag(e, object::FL_ENV_BOXED) {
            let b: Box<[Value]> = vec![Value::NIL; size].into_boxed_slice();
            object::as_env_mut_nowb(e).set_storage(Box::into_raw(b) as *mut Value, size);
        } else {
            // SAFETY: the slot holds `size` words after the struct (`env_slot`).
            unsafe { std::slice::from_raw_parts_mut(storage, size).fill(Value::NIL) };
            object::as_env_mut_nowb(e).set_storage(storage, size);
        }
        e
    }

    /// An open env over the `len` stack locals at `stack[base..]` of a running frame; its slot
    /// is big enough to keep them inline when `close_env` copies them (unless they are many).
    pub fn new_open_env(&mut self, base: usize, len: usize, parent: Value, owner: Value) -> Value {
        let e = self.env_slot(len, parent, owner);
        let ptr = self.stack[base..base + len].as_mut_ptr();
        object::as_env_mut_nowb(e).set_storage(ptr, len);
        object::set_flag(e, object::FL_ENV_OPEN, true);
        e
    }

    /// A fresh env slot for `len` values, flagged `FL_ENV_BOXED` when they cannot be inline;
    /// `vals` is still empty.
    fn env_slot(&mut self, len: usize, parent: Value, owner: Value) -> Value {
        let bytes = object::env_bytes(len);
        let pool = Heap::pool_for(bytes);
        let e = self.alloc_in(pool, REnv::new_empty(Self::header(ObjType::Env, owner), parent));
        if bytes > SLOT_SIZES[pool] {
            object::set_flag(e, object::FL_ENV_BOXED, true);
        }
        e
    }

    pub fn new_iseq(&mut self, data: IseqData) -> Value {
        self.alloc_in(0, RIseq::new(Self::header(ObjType::Iseq, Value::NIL), Box::new(data)))
    }

    /// A typed-data object owning `payload` (freed through the descriptor's free callback).
    /// The Values the payload holds are in Rust heap memory until the object exists, so they
    /// are rooted (through the descriptor's mark callback) across the allocation.
    pub fn new_typed_data<T>(&mut self, klass: Value, dtype: &'static DataType, payload: Box<T>) -> Value {
        let data = Box::into_raw(payload) as *mut u8;
        let mark = self.temp_roots.len();
        if let Some(m) = dtype.mark {
            let roots = &mut self.temp_roots;
            m(data, &mut |v| roots.push(v));
        }
        let v = self.alloc_in(0, RTypedData { basic: Self::header(ObjType::Data, klass), dtype, data });
        self.temp_roots.truncate(mark);
        v
    }

    pub fn new_class_object(&mut self, kind: ObjType, superclass: Value, klass: Value) -> Value {
        let data = Box::new(ClassData::new(kind, superclass));
        // The superclass sits in Rust heap memory (the box) during the allocation.
        self.temp_roots.push(superclass);
        let v = self.alloc_in(0, RClass { basic: Self::header(kind, klass), data });
        self.temp_roots.pop();
        v
    }
}
