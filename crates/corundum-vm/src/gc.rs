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
//! references a young object; an object promoted now starts remembered.
//!
//! Invariants:
//! - Marking never runs Ruby code and never allocates heap objects.
//! - Children of an object are found through its type (`Vm::each_child`): shape-counted ivars,
//!   array items, hash entries, class data, env slots, the iseq reference bitmap (never by
//!   decoding instructions, unless `CORUNDUM_GC_DECODE_ISEQ` asks for the comparison marker;
//!   the inline caches of an old, non-remembered iseq are skipped when its last marking found
//!   them clean, since filling a cache remembers its iseq), and a typed-data descriptor's mark
//!   callback.
//! - Between collections, every old object that references a young one is remembered.
//!   `CORUNDUM_GC_VERIFY=1` checks this before every minor collection.
//! - The collector runs only from `Vm::alloc_slot` or `GC.start`; `in_gc` blocks re-entry.
//! - Every collection is timed (three `Instant::now()` calls: start, end of marking, end) into
//!   `Vm::stats`, for `GC.stat(:time)` and the `--stats` pause counters. The optional
//!   `CORUNDUM_GC_VERIFY` check runs before the clock starts.

use std::time::Instant;

use crate::heap::{self, PageHeader, BITMAP_WORDS};
use crate::object::{self, ObjType, FL_AGE_MASK, FL_AGE_SHIFT, FL_OLD};
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

    fn collect_as(&mut self, major: bool) {
        if self.in_gc {
            return;
        }
        self.in_gc = true;
        if !major && self.options.gc_verify {
            self.verify_remembered_set();
        }
        let started = Instant::now();
        self.heap.reset_marks(!major);
        let mut stack = std::mem::take(&mut self.mark_stack);
        {
            let mut push = |v: Value| {
                if v.is_heap() {
                    stack.push(v)
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
            for &v in self.temp_roots.iter().chain(&self.compile_roots).chain(&self.at_exit).chain(&self.catch_tags).chain(&self.inspect_guard) {
                push(v);
            }
            for u in &self.pending {
                match *u {
                    crate::vm::Unwind::Raise(v) => push(v),
                    crate::vm::Unwind::Break { value, .. } | crate::vm::Unwind::Return { value, .. } => push(value),
                    crate::vm::Unwind::Throw { tag, value } => {
                        push(tag);
                        push(value)
                    }
                }
            }
            push(self.main_obj);
            push(self.top_cref);
            push(self.errinfo);
        }
        if !major {
            // Old objects that may reference young ones: their children are roots.
            for h in self.heap.headers() {
                for_each_bit(h, |h| &h.remembered_bits, |r| self.each_child(r, &mut |c| stack.push(c)));
            }
        }
        self.scan_machine_stack(&mut stack);
        self.trace(&mut stack);
        self.mark_stack = stack;
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
        // Collect again after a quarter of the live objects' worth of allocation: the heap
        // stays within ~1.25x of what is live (CRuby keeps 20-40% of its slots free).
        self.heap.threshold = (self.heap.live_slots() / 4).max(MIN_THRESHOLD);
        self.stats.record_gc(major, started, marked, Instant::now());
        self.in_gc = false;
    }

    /// Conservatively marks every machine word between the current stack pointer and
    /// `stack_base`, plus the callee-saved registers.
    #[inline(never)]
    fn scan_machine_stack(&self, stack: &mut Vec<Value>) {
        let regs = spill_registers();
        for &w in regs.iter() {
            self.conservative_candidate(w, stack);
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
            self.conservative_candidate(w, stack);
            addr += 8;
        }
        std::hint::black_box(&regs);
    }

    #[inline]
    fn conservative_candidate(&self, w: usize, stack: &mut Vec<Value>) {
        if w < 4096 {
            return;
        }
        if let Some(p) = self.heap.find_slot(w) {
            stack.push(Value::from_ptr(p));
        }
    }

    /// Marks everything reachable from `stack`. Objects already marked (in a minor collection:
    /// every old object) are not traced again. A young object marked here ages by one; at
    /// `PROMOTE_AGE` it becomes old and remembered (its children may still be young).
    fn trace(&mut self, stack: &mut Vec<Value>) {
        while let Some(v) = stack.pop() {
            debug_assert!(self.heap.find_slot(v.0 as usize) == Some(v.as_ptr()), "marking a non-object {v:?}");
            let (h, i) = heap::slot_of(v.0 as usize);
            if !h.set_mark(i) {
                continue;
            }
            let b = object::basic(v);
            if b.flags & FL_OLD == 0 {
                let age = ((b.flags & FL_AGE_MASK) >> FL_AGE_SHIFT) + 1;
                if age >= PROMOTE_AGE {
                    b.flags = (b.flags & !FL_AGE_MASK) | FL_OLD;
                    h.set_old(i, true);
                    h.remembered_bits[i / 64] |= 1 << (i % 64);
                    self.heap.old += 1;
                } else {
                    b.flags = (b.flags & !FL_AGE_MASK) | (age << FL_AGE_SHIFT);
                }
            }
            self.each_child(v, &mut |c| stack.push(c));
        }
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
    pub(crate) fn each_child(&self, v: Value, f: &mut dyn FnMut(Value)) {
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
                }
                push(e.parent);
            }
            ObjType::Iseq => {
                let d = &object::as_iseq(v).data;
                if self.options.gc_decode_iseq {
                    d.mark_by_decoding(&mut push)
                } else {
                    d.mark(iseq_caches_settled(v), push)
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

/// Whether no inline cache of the iseq `v` can have been filled since it was last marked: it is
/// old and not remembered, and filling a cache remembers its iseq (`IseqData::mark`).
#[inline]
pub(crate) fn iseq_caches_settled(v: Value) -> bool {
    let (h, i) = heap::slot_of(v.0 as usize);
    object::basic(v).flags & FL_OLD != 0 && h.remembered_bits[i / 64] & (1 << (i % 64)) == 0
}

/// Calls `f` on the object of every set bit of the bitmap `bits` selects in page `h`.
fn for_each_bit(h: &PageHeader, bits: impl Fn(&PageHeader) -> &[u64; BITMAP_WORDS], mut f: impl FnMut(Value)) {
    for (w, &word) in bits(h).iter().enumerate() {
        let mut m = word;
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
fn spill_registers() -> [usize; 8] {
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
    use crate::object::{self, ObjType};
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
}
