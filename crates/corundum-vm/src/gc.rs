//! The collector: generational mark-and-sweep.
//!
//! Roots are marked precisely (VM stack, frames, globals, core classes, temporary roots) and the
//! machine stack plus callee-saved registers conservatively: any word that points at or into an
//! allocated slot keeps that object alive. That is what lets builtins keep Values in Rust locals.
//!
//! Generations (CRuby's RGenGC): an object surviving `PROMOTE_AGE` collections becomes old
//! (`FL_OLD` in its flags, mirrored in its page's `old_bits`). A *minor* collection treats every
//! old object as live and does not trace it, except the remembered ones (page
//! `remembered_bits`): old objects that may hold a reference to a young one, recorded by the
//! write barrier (`object::remember`, `object::write_barrier`, the `_mut` accessors). A *major*
//! collection traces everything. After marking, an object stays remembered only while it still
//! references a young object; an object promoted now starts remembered, unless it is a plain
//! leaf (a String, Float or Bignum of its core class, without generic ivars: its only child is
//! that class, which is old).
//!
//! Invariants:
//! - Marking never runs Ruby code and never allocates heap objects.
//! - An object is aged once per collection that marks it: when it is first marked (`Marker`,
//!   which also says how marking prefetches what it will read and keeps plain leaves off the
//!   mark stack).
//! - Children of an object are found through its type (`Vm::each_child`): shape-counted ivars,
//!   array items, hash entries, class data, env slots, the iseq reference bitmap (never by
//!   decoding instructions, unless `CORUNDUM_GC_DECODE_ISEQ` asks for the comparison marker;
//!   the inline caches of an old, non-remembered iseq are skipped when its last marking found
//!   them clean, since filling a cache remembers its iseq; `mark_iseq`), and a typed-data
//!   descriptor's mark callback.
//! - Between collections, every old object that references a young one is remembered.
//!   `CORUNDUM_GC_VERIFY=1` checks this before every minor collection.
//! - The collector runs only from `Vm::alloc_slot` or `GC.start`; `in_gc` blocks re-entry.
//! - Every collection is timed (three `Instant::now()` calls: start, end of marking, end) into
//!   `Vm::stats`, for `GC.stat(:time)` and the `--stats` pause counters. The optional
//!   `CORUNDUM_GC_VERIFY` check runs before the clock starts.

use std::time::Instant;

use crate::heap::{self, PageHeader, BITMAP_WORDS};
use crate::object::{self, ObjType, FL_AGE_MASK, FL_AGE_SHIFT, FL_GENERIC_IVARS, FL_ISEQ_CACHES_CLEAN, FL_ISEQ_INLINE_REFS, FL_OLD, FL_TYPE_MASK};
use crate::value::Value;
use crate::vm::Vm;

/// Collections an object must survive to become old (CRuby promotes at age 3).
const PROMOTE_AGE: u64 = 3;
/// The fewest allocations between two collections.
const MIN_THRESHOLD: usize = 16 * 1024;

#[inline(always)]
fn is_young_heap(v: Value) -> bool {
    v.is_heap() && object::basic(v).flags & FL_OLD == 0
}

impl Vm {
    /// A major collection (`GC.start`, and whenever the caller needs everything freed).
    pub fn collect(&mut self) {
        self.collect_as(true);
    }

    /// The collection an allocation found due: minor, unless the old generation has doubled
    /// since the last major collection.
    pub(crate) fn collect_due(&mut self) {
        let major = self.heap.old > self.old_limit || (self.options.gc_stress && self.heap.stats.gc_count % 64 == 0);
        self.collect_as(major);
    }

    pub(crate) fn collect_as(&mut self, major: bool) {
        if self.in_gc {
            return;
        }
        self.in_gc = true;
        if !major && self.options.gc_verify {
            self.verify_remembered_set();
        }
        let started = Instant::now();
        self.heap.reset_marks(!major);
        let mut m = self.marker();
        {
            let mut push = |v: Value| {
                if v.is_heap() {
                    debug_assert!(self.heap.find_slot(v.0 as usize) == Some(v.as_ptr()), "marking a non-object root {v:?}");
                    m.mark(v)
                }
            };
            for &v in &self.stack[..self.sp] {
                push(v);
            }
            for f in self.frames.iter() {
                f.mark(&mut push);
            }
            for &v in self.globals.values() {
                push(v);
            }
            self.core.each(&mut push);
            for &v in self.temp_roots.iter().chain(&self.compile_roots).chain(&self.at_exit).chain(&self.catch_tags) {
                push(v);
            }
            for v in self.recursion_guard.values() {
                push(v);
            }
            for &(m, _) in &self.autoloading {
                push(m);
            }
            for u in &self.pending {
                u.mark(&mut push);
            }
            for f in self.fiber_roots() {
                push(f);
            }
            // Enabled TracePoints (and the exception whose :raise fired last).
            for &v in self.tracing.hooks.iter().chain([&self.tracing.last_raise, &self.tracing.trace_func]) {
                push(v);
            }
            push(self.main_obj);
            push(self.top_cref);
            push(self.errinfo);
        }
        if !major {
            // Old objects that may reference young ones: their children are roots.
            for h in self.heap.headers() {
                for_each_bit(h, |h| &h.remembered_bits, |r| self.each_child(r, &mut |c| m.mark(c)));
            }
        }
        self.scan_machine_stack(&mut m);
        self.trace(&mut m);
        while self.mark_suspended_fibers(major, &mut m) {
            self.trace(&mut m);
        }
        self.sweep_fibers(&|v| {
            let (h, i) = heap::slot_of(v.0 as usize);
            h.is_marked(i)
        });
        self.heap.old += m.promoted;
        self.mark_stack = m.stack;
        // Weak references to what marking did not reach go before the sweep (`gc_weak`).
        self.prune_weak_refs();
        self.refresh_remembered_set();
        let marked = Instant::now();
        let mut dead_with_ivars = Vec::new();
        let mut class_died = false;
        self.heap.sweep(|p| {
            let v = Value::from_ptr(p);
            if object::has_flag(v, object::FL_GENERIC_IVARS) {
                dead_with_ivars.push(p as u64);
            }
            class_died |= matches!(object::obj_type(v), ObjType::Class | ObjType::Module | ObjType::IClass);
            // SAFETY: the sweeper passes allocated, unmarked slots, which nothing live references.
            unsafe { object::drop_payload(p) }
        });
        for a in dead_with_ivars {
            self.generic_ivars.remove(&a);
        }
        // Entries are keyed by class address: only a freed class could make one lie.
        if class_died {
            self.clear_global_mcache();
        }
        let st = &mut self.heap.stats;
        st.gc_count += 1;
        if major {
            st.major_gc_count += 1;
            self.old_limit = (self.heap.old * 2).max(MIN_THRESHOLD);
        } else {
            st.minor_gc_count += 1;
        }
        self.heap.allocated_since_gc = 0;
        self.heap.malloc_since_gc = 0;
        // Collect again after half the live objects' worth of allocation: the heap stays
        // within ~1.5x of what is live, a third of it free at most (CRuby aims at 20-40% free
        // slots). A quarter cost text_log_parse 2.8% more instructions, for 10% less memory.
        self.heap.threshold = (self.heap.live_slots() / 2).max(MIN_THRESHOLD);
        self.stats.record_gc(major, started, marked, Instant::now());
        self.in_gc = false;
        self.after_weak_prune();
        if self.reserve_spent {
            self.rearm_reserve();
        }
    }

    /// Conservatively marks every machine word between the current stack pointer and
    /// `stack_base`, plus the callee-saved registers.
    #[inline(never)]
    fn scan_machine_stack(&self, m: &mut Marker) {
        let regs = spill_registers();
        for &w in regs.iter() {
            self.conservative_candidate(w, m);
        }
        let marker = 0usize;
        let lo = &marker as *const usize as usize;
        let hi = self.stack_base;
        let mut addr = lo & !7;
        while addr < hi {
            // SAFETY: [lo, hi) is the live part of this thread's machine stack: lo is a local of
            // this frame and hi was recorded in an outer frame that is still active. Reading a
            // word of it is a plain aligned load; volatile keeps the compiler from assuming
            // anything about the contents.
            let w = unsafe { std::ptr::read_volatile(addr as *const usize) };
            self.conservative_candidate(w, m);
            addr += 8;
        }
        std::hint::black_box(&regs);
    }

    /// Marks the suspended fibers due in this collection (all of them in a minor one, those
    /// already reached in a major one; see `vm::fiber`): their contexts, and their machine
    /// stacks conservatively. Returns whether it marked any (the caller traces, then asks again).
    fn mark_suspended_fibers(&self, major: bool, m: &mut Marker) -> bool {
        let mut any = false;
        for &f in self.live_fibers() {
            let reached = {
                let (h, i) = heap::slot_of(f.0 as usize);
                h.is_marked(i)
            };
            let Some((ctx, lo, hi)) = crate::vm::fiber::scan_due(f, major, reached) else {
                continue;
            };
            any = true;
            m.mark(f);
            ctx.mark(&mut |v| {
                if v.is_heap() {
                    m.mark(v)
                }
            });
            let mut addr = lo & !7;
            while addr < hi {
                // SAFETY: [lo, hi) is the live part of a suspended fiber's machine stack: lo was
                // recorded by the fiber when it switched away, below a copy of its registers,
                // and hi is the top of that mapped stack (`vm::fiber`). Nothing runs on it
                // while it is suspended.
                let w = unsafe { std::ptr::read_volatile(addr as *const usize) };
                self.conservative_candidate(w, m);
                addr += 8;
            }
        }
        any
    }

    #[inline]
    fn conservative_candidate(&self, w: usize, m: &mut Marker) {
        if w < 4096 {
            return;
        }
        if let Some(p) = self.heap.find_slot(w) {
            m.mark(Value::from_ptr(p));
        }
    }

    /// The marking state of a collection that starts now (see [`Marker`]).
    fn marker(&mut self) -> Marker {
        let mut plain_leaf_class = [Value::UNDEF; 32];
        for (t, k) in [(ObjType::String, self.core.string), (ObjType::Float, self.core.float), (ObjType::Bignum, self.core.integer)] {
            if object::basic(k).flags & FL_OLD != 0 {
                plain_leaf_class[t as usize] = k;
            }
        }
        Marker {
            marked: Ring::new(),
            stack: std::mem::take(&mut self.mark_stack),
            scanning: Ring::new(),
            caches: Ring::new(),
            promoted: 0,
            plain_leaf_class,
            decode_iseq: self.options.gc_decode_iseq,
        }
    }

    /// Marks everything reachable from the objects marked so far: runs the marker's stages
    /// (see [`Marker`]) until all are empty, scanning each object taken from the stack once it
    /// has waited in `scanning`.
    fn trace(&self, m: &mut Marker) {
        loop {
            let v = if let Some(v) = m.stack.pop() {
                m.prefetch_payload(v);
                match m.scanning.put(v) {
                    Some(oldest) => oldest,
                    None => continue,
                }
            } else if let Some(v) = m.scanning.take() {
                v
            } else if let Some(v) = m.marked.take() {
                m.visit(v);
                continue;
            } else if let Some(v) = m.caches.take() {
                self.mark_iseq_caches(v, m);
                continue;
            } else {
                break;
            };
            let deferred = self.each_child_deferring_caches(v, &mut |c| {
                debug_assert!(self.heap.find_slot(c.0 as usize) == Some(c.as_ptr()), "marking a non-object {c:?}, a child of {:?}", object::obj_type(v));
                m.mark(c)
            });
            if deferred {
                m.prefetch_caches(v);
                if let Some(oldest) = m.caches.put(v) {
                    self.mark_iseq_caches(oldest, m);
                }
            }
        }
    }

    /// The deferred walk of the inline caches of the iseq `v` (`Marker::caches`).
    #[inline(always)]
    fn mark_iseq_caches(&self, v: Value, m: &mut Marker) {
        mark_iseq_caches(v, &mut |c| {
            debug_assert!(self.heap.find_slot(c.0 as usize) == Some(c.as_ptr()), "marking a non-object {c:?} in an inline cache");
            m.mark(c)
        });
    }

    /// Keeps an object in the remembered set only while it is alive and references a young
    /// object (after marking, ages and promotions are final).
    fn refresh_remembered_set(&mut self) {
        for h in self.heap.headers() {
            for w in 0..h.remembered_bits.len() {
                let mut bits = h.remembered_bits[w];
                while bits != 0 {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let i = w * 64 + b;
                    let keep = h.is_marked(i) && {
                        let mut young = false;
                        self.each_child(Value::from_ptr(h.slot_addr(i)), &mut |c| young |= is_young_heap(c));
                        young
                    };
                    if !keep {
                        h.remembered_bits[w] &= !(1 << b);
                    }
                }
            }
        }
    }

    /// Calls `f` on every heap Value `v` references (its class included).
    pub(crate) fn each_child(&self, v: Value, f: &mut impl FnMut(Value)) {
        let deferred = self.children(v, f, false);
        debug_assert!(!deferred);
    }

    /// `each_child`, except that for an iseq whose inline caches must be walked (bitmap marker)
    /// it leaves them out and returns true: the caller walks them later (`mark_iseq_caches`).
    fn each_child_deferring_caches(&self, v: Value, f: &mut impl FnMut(Value)) -> bool {
        self.children(v, f, true)
    }

    #[inline(always)]
    fn children(&self, v: Value, f: &mut impl FnMut(Value), defer_caches: bool) -> bool {
        let mut push = |c: Value| {
            if c.is_heap() {
                f(c)
            }
        };
        push(object::basic(v).klass);
        if object::has_flag(v, object::FL_GENERIC_IVARS) {
            if let Some(side) = self.generic_ivars.get(&v.0) {
                side.mark(&mut push);
            }
        }
        match object::obj_type(v) {
            ObjType::Object => {
                let shape = object::shape_id(v);
                if shape == crate::shape::ShapeId::TOO_COMPLEX {
                    for x in crate::vm::ivar::object_table(v).values() {
                        push(x);
                    }
                } else {
                    for i in 0..self.shapes.ivar_count(shape) {
                        push(*crate::vm::ivar::object_ivar_slot(v, i));
                    }
                }
            }
            ObjType::Class | ObjType::Module | ObjType::IClass => object::as_class(v).data.mark(&mut push),
            ObjType::Array => {
                for &x in &object::as_array(v).items {
                    push(x);
                }
            }
            ObjType::Hash => {
                let t = &object::as_hash(v).table;
                for e in &t.entries {
                    push(e.key);
                    push(e.value);
                }
                push(t.default);
                push(t.default_proc);
            }
            ObjType::Range => {
                let r = object::as_range(v);
                push(r.begin);
                push(r.end);
            }
            ObjType::Env => {
                let e = object::as_env(v);
                // An open env's values are its running frame's stack locals, which the stack
                // root covers (and which `setlocal` writes without a barrier): they become the
                // env's children only when it is closed.
                if !object::has_flag(v, object::FL_ENV_OPEN) {
                    for &x in e.vals().iter() {
                        push(x);
                    }
                } else if let Some(f) = self.fibers.env_owner(v) {
                    // Over a suspended fiber's stack: reaching the env reaches the fiber.
                    push(f);
                }
                push(e.parent);
            }
            ObjType::Iseq => {
                if self.options.gc_decode_iseq {
                    object::as_iseq(v).data.mark_by_decoding(&mut push)
                } else if !defer_caches {
                    mark_iseq(v, iseq_caches_settled(v), &mut push)
                } else if mark_iseq_code(v, iseq_caches_settled(v), &mut push) {
                    return true;
                }
            }
            ObjType::Data => {
                let d = object::as_typed_data(v);
                if let Some(m) = d.dtype.mark {
                    m(d.data, &mut push);
                }
            }
            ObjType::String | ObjType::Float | ObjType::Bignum | ObjType::Free => {}
        }
        false
    }

    /// `CORUNDUM_GC_VERIFY=1`: before a minor collection, every old object that references a
    /// young one must be remembered; a missed write barrier is reported and the process aborts
    /// (it is a VM bug that would free a live object).
    fn verify_remembered_set(&self) {
        for h in self.heap.headers() {
            for i in 0..h.nslots {
                if !h.is_allocated(i) || h.old_bits[i / 64] & (1 << (i % 64)) == 0 || h.remembered_bits[i / 64] & (1 << (i % 64)) != 0 {
                    continue;
                }
                let v = Value::from_ptr(h.slot_addr(i));
                self.each_child(v, &mut |c| {
                    if is_young_heap(c) {
                        eprintln!(
                            "corundum: GC verify: old {:?} at {:#x} references young {:?} at {:#x} but is not remembered (missed write barrier)",
                            object::obj_type(v),
                            v.0,
                            object::obj_type(c),
                            c.0
                        );
                        std::process::abort();
                    }
                });
            }
        }
    }
}

/// The marking state of one collection.
///
/// An object is marked (its mark bit set) when it is first reached; an object already marked is
/// not handled again (in a minor collection every old object counts as marked). Marking then
/// works in stages, each a short queue between two steps that read different memory, so that
/// the memory the next step reads is prefetched while other objects are handled (marking is
/// made of cache misses: the heap slots of the objects, and what their slots point to):
/// - `marked`: marked objects whose slot has been prefetched. When one leaves (`visit`), it is
///   aged and, at `PROMOTE_AGE`, promoted, and pushed on the stack unless it is a *plain leaf*:
///   a String, Float or Bignum whose class is its type's core class, with no generic ivars,
///   whose only child is that class, a root. So leaves (most of a program's literals) never
///   make a trip through the stack.
/// - `stack`: objects whose children remain to be marked (depth first).
/// - `scanning`: objects taken from the stack whose payload (what marking their children reads
///   first: every cache line of an iseq's code that holds a reference, or its `IseqData`, a
///   class's `ClassData`, ...) has been prefetched; when one leaves, its children are marked
///   (`Vm::each_child`), except the inline caches of an iseq whose caches must be walked:
/// - `caches`: such iseqs, their filled call caches and constant caches prefetched (from the
///   `IseqData` that scanning has just read); when one leaves, its caches are walked
///   (`mark_iseq_caches`).
///
/// A promoted object is remembered, since its children may still be young, except a plain leaf:
/// the marker treats a leaf as plain only while its class is old (`Vm::marker`). Each object is
/// visited, so aged, once per collection, as when marking and ageing were one step.
struct Marker {
    marked: Ring<MARK_DISTANCE>,
    stack: Vec<Value>,
    scanning: Ring<SCAN_DISTANCE>,
    /// Iseqs whose code references are marked and whose inline caches remain to be walked, the
    /// filled call caches prefetched (`prefetch_caches`).
    caches: Ring<CACHE_DISTANCE>,
    /// Objects promoted by this marking (added to `Heap::old` at its end).
    promoted: usize,
    /// Indexed by type tag: the class a plain leaf of that type has, when it is old; `UNDEF`
    /// (no object's class) for the other types.
    plain_leaf_class: [Value; 32],
    /// `CORUNDUM_GC_DECODE_ISEQ`: which iseq marker `scanning` prefetches for.
    decode_iseq: bool,
}

/// Objects in `Marker::marked` and `Marker::scanning`: how far ahead of its use memory is
/// prefetched.
const MARK_DISTANCE: usize = 16;
const SCAN_DISTANCE: usize = 8;
const CACHE_DISTANCE: usize = 4;

impl Marker {
    /// Marks the heap object `v`: nothing when it is already marked.
    #[inline(always)]
    fn mark(&mut self, v: Value) {
        let (h, i) = heap::slot_of(v.0 as usize);
        if !h.set_mark(i) {
            return;
        }
        prefetch(v.as_ptr::<u8>());
        if let Some(oldest) = self.marked.put(v) {
            self.visit(oldest);
        }
    }

    /// Ages or promotes a marked object and pushes it on the stack unless it is a plain leaf.
    #[inline(always)]
    fn visit(&mut self, v: Value) {
        let (h, i) = heap::slot_of(v.0 as usize);
        let (w, bit) = (i / 64, 1u64 << (i % 64));
        let b = object::basic(v);
        let flags = b.flags;
        let plain_leaf = self.plain_leaf_class[(flags & FL_TYPE_MASK) as usize] == b.klass && flags & FL_GENERIC_IVARS == 0;
        if flags & FL_OLD == 0 {
            let age = ((flags & FL_AGE_MASK) >> FL_AGE_SHIFT) + 1;
            if age < PROMOTE_AGE {
                b.flags = (flags & !FL_AGE_MASK) | (age << FL_AGE_SHIFT);
            } else {
                b.flags = (flags & !FL_AGE_MASK) | FL_OLD;
                h.old_bits[w] |= bit;
                if !plain_leaf {
                    h.remembered_bits[w] |= bit;
                }
                self.promoted += 1;
            }
        }
        if !plain_leaf {
            self.stack.push(v);
        }
    }

    /// Prefetches what walking the inline caches of the iseq `v` reads beyond its `IseqData`
    /// (which scanning `v` has just read): the start of each filled call cache and the constant
    /// caches.
    #[inline(always)]
    fn prefetch_caches(&self, v: Value) {
        let d = &*object::as_iseq(v).data;
        d.each_filled_call_cache_start(|p| {
            prefetch(p);
            prefetch(p.wrapping_add(crate::vm::call_cache::MARKED_BYTES - 1));
        });
        if !d.const_caches.is_empty() {
            prefetch(d.const_caches.as_ptr());
        }
    }

    /// Prefetches what marking the children of `v` reads first, beyond its slot.
    #[inline(always)]
    fn prefetch_payload(&self, v: Value) {
        match object::obj_type(v) {
            ObjType::Iseq => {
                let r = object::as_iseq(v);
                let inline = r.basic.flags & FL_ISEQ_INLINE_REFS != 0;
                if self.decode_iseq {
                    prefetch(&*r.data);
                    prefetch(r.code_ptr());
                } else {
                    if inline {
                        r.each_ref_line(prefetch);
                    }
                    if !inline || r.basic.flags & FL_ISEQ_CACHES_CLEAN == 0 {
                        prefetch(&*r.data);
                    }
                }
            }
            ObjType::Class | ObjType::Module | ObjType::IClass => prefetch(&*object::as_class(v).data),
            ObjType::Hash => prefetch(&*object::as_hash(v).table),
            ObjType::Array => {
                let items = &object::as_array(v).items;
                if items.spilled() {
                    prefetch(items.as_ptr());
                }
            }
            ObjType::Data => prefetch(object::as_typed_data(v).data),
            _ => {}
        }
    }
}

/// A queue of at most `N` objects, oldest first (`N` a power of two).
struct Ring<const N: usize> {
    slots: [Value; N],
    /// Index of the oldest object, modulo `N`.
    first: usize,
    len: usize,
}

impl<const N: usize> Ring<N> {
    fn new() -> Ring<N> {
        Ring { slots: [Value::UNDEF; N], first: 0, len: 0 }
    }

    /// Adds `v`; when the ring was full, the oldest object leaves to make room and is returned.
    #[inline(always)]
    fn put(&mut self, v: Value) -> Option<Value> {
        if self.len == N {
            let oldest = std::mem::replace(&mut self.slots[self.first % N], v);
            self.first = self.first.wrapping_add(1);
            Some(oldest)
        } else {
            self.slots[self.first.wrapping_add(self.len) % N] = v;
            self.len += 1;
            None
        }
    }

    /// Removes and returns the oldest object.
    #[inline(always)]
    fn take(&mut self) -> Option<Value> {
        if self.len == 0 {
            return None;
        }
        let v = self.slots[self.first % N];
        self.first = self.first.wrapping_add(1);
        self.len -= 1;
        Some(v)
    }
}

/// Asks the CPU to start loading the cache line at `p` (a hint: nothing happens elsewhere than
/// x86_64 and aarch64).
#[inline(always)]
pub(crate) fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch never faults and changes no memory, whatever the address.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p as *const i8)
    }
    #[cfg(target_arch = "aarch64")]
    // SAFETY: as above (`prfm` is a hint).
    unsafe {
        std::arch::asm!("prfm pldl1keep, [{0}]", in(reg) p, options(nostack, preserves_flags, readonly))
    }
}

/// The iseq marker (seed 002): the code references through the reference bitmap, then the
/// inline caches' references, unless `caches_settled` (the iseq is old and not remembered, so
/// no cache has been filled since the last walk: filling a call cache, `CallCache::slot_for`,
/// a constant cache, `getconstant`, or a `Class#new` cache, `vm::construct`, remembers the
/// cache's iseq) and that walk found the caches clean. For an iseq whose bitmap is one word,
/// the slot holds a copy of it and of the code pointer (`object::RIseq`): marking a settled,
/// clean iseq reads its slot and the code words the bitmap names, never `IseqData`. A call
/// site that never ran, or whose `opt_*` fast path always applied, stays empty, so most iseqs
/// of a large program are marked that way; of the others, only the call caches that have been
/// filled are read (`IseqData::mark_caches`).
#[inline(always)]
pub(crate) fn mark_iseq(v: Value, caches_settled: bool, mark: &mut impl FnMut(Value)) {
    if mark_iseq_code(v, caches_settled, &mut *mark) {
        mark_iseq_caches(v, mark);
    }
}

/// The first part of `mark_iseq`: marks the code references; returns whether the inline caches
/// must be walked too (`mark_iseq_caches`; the collector does it later, once they have been
/// prefetched, `Marker::caches`).
#[inline(always)]
pub(crate) fn mark_iseq_code(v: Value, caches_settled: bool, mark: &mut impl FnMut(Value)) -> bool {
    let r = object::as_iseq(v);
    debug_assert!(r.slot_copy_matches(), "the slot of iseq {} disagrees with its IseqData", r.data.name);
    if !r.each_inline_code_ref(&mut *mark) {
        r.data.each_code_ref(&mut *mark);
    }
    if caches_settled && r.basic.flags & FL_ISEQ_CACHES_CLEAN != 0 {
        debug_assert!(!r.data.caches_hold_refs(), "a cache of {} was filled without remembering its iseq", r.data.name);
        return false;
    }
    true
}

/// The second part of `mark_iseq`: marks the heap references the inline caches of `v` hold and
/// notes in its slot whether there was any (`FL_ISEQ_CACHES_CLEAN`).
#[inline(always)]
pub(crate) fn mark_iseq_caches(v: Value, mark: &mut impl FnMut(Value)) {
    let held = object::as_iseq(v).data.mark_caches(|c| {
        if c.is_heap() {
            mark(c)
        }
    });
    object::set_flag(v, FL_ISEQ_CACHES_CLEAN, !held);
}

/// Whether no inline cache of the iseq `v` can have been filled since it was last marked: it is
/// old and not remembered, and filling a cache remembers its iseq (`mark_iseq`).
#[inline]
pub(crate) fn iseq_caches_settled(v: Value) -> bool {
    let (h, i) = heap::slot_of(v.0 as usize);
    object::basic(v).flags & FL_OLD != 0 && h.remembered_bits[i / 64] & (1 << (i % 64)) == 0
}

/// Calls `f` on the object of every set bit of the bitmap `bits` selects in page `h`.
/// Each word is read when its turn comes: `f` may set bits (marking may promote objects, which
/// remembers them; one found that way in a later word has its children marked early, which is
/// harmless).
fn for_each_bit(h: &PageHeader, bits: impl Fn(&PageHeader) -> &[u64; BITMAP_WORDS], mut f: impl FnMut(Value)) {
    for w in 0..BITMAP_WORDS {
        let mut m = bits(h)[w];
        while m != 0 {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            f(Value::from_ptr(h.slot_addr(w * 64 + b)));
        }
    }
}

/// Copies the callee-saved registers into an array on this frame's stack, so that Values held
/// only in registers by outer Rust frames are seen by the scan.
#[inline(never)]
pub(crate) fn spill_registers() -> [usize; 8] {
    let mut regs = [0usize; 8];
    #[cfg(target_arch = "x86_64")]
    // SAFETY: only reads registers into our own array; no memory other than `regs` is touched.
    unsafe {
        std::arch::asm!(
            "mov [{0}], rbx", "mov [{0} + 8], rbp", "mov [{0} + 16], r12", "mov [{0} + 24], r13",
            "mov [{0} + 32], r14", "mov [{0} + 40], r15",
            in(reg) regs.as_mut_ptr(), options(nostack, preserves_flags)
        );
    }
    #[cfg(target_arch = "aarch64")]
    // SAFETY: as above.
    unsafe {
        std::arch::asm!(
            "stp x19, x20, [{0}]", "stp x21, x22, [{0}, #16]", "stp x23, x24, [{0}, #32]", "stp x25, x26, [{0}, #48]",
            in(reg) regs.as_mut_ptr(), options(nostack, preserves_flags)
        );
    }
    std::hint::black_box(regs)
}

#[cfg(test)]
mod tests {
    use super::PROMOTE_AGE;
    use crate::object::{self, ObjType, FL_AGE_MASK, FL_AGE_SHIFT, FL_GENERIC_IVARS, FL_OLD, FL_TYPE_MASK};
    use crate::value::Value;
    use crate::vm::{Options, Vm};

    #[test]
    fn object_held_only_by_a_rust_local_survives() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        let s = vm.new_str("keep me");
        let a = vm.new_array(vec![s]);
        for _ in 0..3 {
            vm.collect();
        }
        // Allocate enough to reuse freed slots: a wrongly freed `a` would be overwritten.
        for i in 0..2000 {
            let _ = vm.new_str(&format!("garbage {i}"));
        }
        assert!(vm.heap.find_slot(a.0 as usize).is_some());
        assert!(object::is_type(a, ObjType::Array));
        let inner = object::as_array(a).items[0];
        assert_eq!(object::as_string(inner).bytes, b"keep me");
        std::hint::black_box((&s, &a));
    }

    #[test]
    fn unreachable_objects_are_freed() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        vm.collect();
        let live_before = vm.heap.live_slots();
        let freed_before = vm.heap.stats.total_freed;
        fn churn(vm: &mut Vm) {
            for i in 0..5000 {
                let _ = vm.new_str(&format!("temp {i}"));
            }
        }
        churn(&mut vm);
        vm.collect();
        let freed = vm.heap.stats.total_freed - freed_before;
        assert!(freed >= 4900, "only {freed} of 5000 garbage strings were freed");
        assert!(vm.heap.live_slots() <= live_before + 100);
    }

    #[test]
    fn frozen_literals_in_code_survive_through_the_iseq_bitmap() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        let iseq = vm.compile_source(b"def m; [\"lit\", 12345678901234567890123, 1.0e300]; end", "t.rb", "<main>").ok().expect("compiles");
        vm.temp_roots.push(iseq);
        vm.compile_roots.clear();
        vm.collect();
        vm.collect();
        let mut refs = 0;
        fn count(v: Value, n: &mut usize) {
            let d = &object::as_iseq(v).data;
            d.each_code_ref(|r| {
                *n += 1;
                assert!(r.is_heap());
                if object::obj_type(r) == ObjType::Iseq {
                    count(r, n);
                }
            });
        }
        count(iseq, &mut refs);
        assert!(refs >= 4, "expected the method iseq and three literals, found {refs}");
    }

    /// The ages and promotion of `objs`, and whether each is remembered.
    fn generations(objs: &[Value]) -> Vec<(u64, bool, bool)> {
        objs.iter()
            .map(|&v| {
                let f = object::basic(v).flags;
                let (h, i) = crate::heap::slot_of(v.0 as usize);
                ((f & FL_AGE_MASK) >> FL_AGE_SHIFT, f & FL_OLD != 0, h.remembered_bits[i / 64] & (1 << (i % 64)) != 0)
            })
            .collect()
    }

    #[test]
    fn plain_leaves_age_like_other_objects_and_skip_the_stack() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        for _ in 0..3 {
            vm.collect(); // the core classes become old: leaves of theirs are plain from now on
        }
        let src = b"$o = [\"plain\", 1.0e300, 10**30, Class.new(String).new(\"sub\"), \"ivar\".tap { |s| s.instance_variable_set(:@x, 1) }, \"single\".tap { |s| def s.x = 1 }, [1]]";
        let top = vm.compile_source(src, "t.rb", "<main>").ok().expect("compiles");
        let arr = vm.run_top(top).ok().expect("runs");
        vm.temp_roots.push(arr);
        let objs: Vec<Value> = object::as_array(arr).items.to_vec();
        let plain = [true, true, true, false, false, false, false];
        let mut m = vm.marker();
        for (&v, &p) in objs.iter().zip(&plain) {
            assert_eq!(
                m.plain_leaf_class[(object::basic(v).flags & FL_TYPE_MASK) as usize] == object::basic(v).klass && !object::has_flag(v, FL_GENERIC_IVARS),
                p,
                "{:?}",
                object::obj_type(v)
            );
        }
        // Marking by hand: all of them one collection short of promotion.
        vm.heap.reset_marks(false);
        for &v in &objs {
            let b = object::basic(v);
            b.flags = (b.flags & !(FL_AGE_MASK | FL_OLD)) | ((PROMOTE_AGE - 1) << FL_AGE_SHIFT);
            let (h, i) = crate::heap::slot_of(v.0 as usize);
            h.set_old(i, false);
            h.remembered_bits[i / 64] &= !(1 << (i % 64));
        }
        vm.heap.old = vm.heap.headers().map(|h| h.old_bits.iter().map(|w| w.count_ones() as usize).sum::<usize>()).sum();
        for &v in &objs {
            m.mark(v);
            m.mark(v); // marked once only
        }
        assert!(m.stack.is_empty(), "marking waits in the ring before the stack");
        while let Some(v) = m.marked.take() {
            m.visit(v);
        }
        assert_eq!(m.promoted, objs.len());
        let pushed: Vec<bool> = objs.iter().map(|v| m.stack.contains(v)).collect();
        assert_eq!(pushed, plain.map(|p| !p), "only plain leaves skip the stack");
        for (g, &p) in generations(&objs).iter().zip(&plain) {
            assert_eq!(*g, (0, true, !p), "promoted; remembered unless a plain leaf");
        }
        vm.heap.old += m.promoted;
        vm.mark_stack = m.stack;
        // Full collections from here: the objects stay old, and the ones with children stay
        // remembered only while those are young.
        vm.collect();
        vm.collect_as(false);
        for (g, v) in generations(&objs).iter().zip(&objs) {
            assert!(g.1, "{:?} stays old", object::obj_type(*v));
        }
        assert_eq!(object::as_string(objs[0]).bytes, b"plain");
    }

    #[test]
    fn objects_age_once_per_collection_in_minor_and_major_collections() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        for _ in 0..3 {
            vm.collect();
        }
        let src = b"[\"plain\", 1.0e300, Class.new(String).new(\"sub\"), [\"in array\"], { k: \"v\" }, Object.new]";
        let top = vm.compile_source(src, "t.rb", "<main>").ok().expect("compiles");
        let arr = vm.run_top(top).ok().expect("runs");
        vm.temp_roots.push(arr);
        let mut objs: Vec<Value> = object::as_array(arr).items.to_vec();
        objs.push(arr);
        let start = generations(&objs)[0].0;
        assert!(generations(&objs).iter().all(|g| g.0 == start && !g.1), "made together, so of one age");
        for n in 1..=PROMOTE_AGE - start {
            vm.collect_as(n % 2 == 0);
            let age = start + n;
            for (g, v) in generations(&objs).iter().zip(&objs) {
                let want = if age >= PROMOTE_AGE { (0, true) } else { (age, false) };
                assert_eq!((g.0, g.1), want, "{:?} after {n} collections", object::obj_type(*v));
            }
        }
    }
}
