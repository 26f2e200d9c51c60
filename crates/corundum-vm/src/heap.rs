//! The object heap: 64 KiB pages of fixed-size slots, grouped in size pools (CRuby's size
//! pools/variable width allocation). Each page starts with a [`PageHeader`] holding its
//! "allocated", "marked" and "old" bitmaps, so any object's page metadata is one mask away.
//!
//! Invariants:
//! - A page is 64 KiB aligned, so the header of the page holding any interior address is at
//!   `addr & !(PAGE_SIZE-1)`. Precise paths (marking a `Value`, allocation) go there directly;
//!   the conservative stack scan in `gc.rs` first asks `page_set` whether that page is ours.
//! - A slot whose allocation bit is clear holds no object: every word is 0 except word 1, which
//!   links the pool's free list (the next free slot's address, or 0). A slot taken from the free
//!   list is therefore all zero.
//! - An old slot's bit in `old_bits` is set exactly when its object has `FL_OLD` (see `gc.rs`).
//! - The heap never runs Ruby code and never moves objects. Freeing a slot runs the Rust drop
//!   glue of its payload (`object::drop_payload`), which releases its Rust-side buffers.

use std::alloc::{alloc_zeroed, dealloc, Layout};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

pub const PAGE_SIZE: usize = 64 * 1024;
const PAGE_MASK: usize = !(PAGE_SIZE - 1);
/// Slot sizes of the size pools, in bytes. An object's pool is chosen at allocation.
pub const SLOT_SIZES: [usize; 4] = [40, 80, 160, 320];
/// Bitmap words per page: enough bits for the smallest slots.
pub const BITMAP_WORDS: usize = (PAGE_SIZE / 40).div_ceil(64);

/// Metadata at the start of every page. Slot 0 begins at `first`, the header size rounded up to
/// a whole slot, so no slot overlaps the header.
#[repr(C)]
pub struct PageHeader {
    pub pool: usize,
    pub slot_size: usize,
    /// Usable slots.
    pub nslots: usize,
    /// Byte offset of slot 0 from the page base.
    pub first: usize,
    /// `2^32 / slot_size`, rounded up: `(offset * recip) >> 32` divides exactly for offsets below
    /// a page (the error stays under 1/slot_size).
    recip: u64,
    pub alloc_bits: [u64; BITMAP_WORDS],
    pub mark_bits: [u64; BITMAP_WORDS],
    pub old_bits: [u64; BITMAP_WORDS],
    /// Old objects that may reference young ones (set by `object::remember`/`write_barrier`):
    /// a minor collection traces them.
    pub remembered_bits: [u64; BITMAP_WORDS],
}

const HEADER_BYTES: usize = std::mem::size_of::<PageHeader>();

impl PageHeader {
    #[inline(always)]
    pub fn base(&self) -> usize {
        self as *const PageHeader as usize
    }
    #[inline(always)]
    pub fn slot_addr(&self, i: usize) -> *mut u8 {
        (self.base() + self.first + i * self.slot_size) as *mut u8
    }
    /// Index of the slot containing `addr` (which must be at or past slot 0 of this page).
    #[inline(always)]
    pub fn slot_index(&self, addr: usize) -> usize {
        (((addr - self.base() - self.first) as u64 * self.recip) >> 32) as usize
    }
    #[inline(always)]
    pub fn is_allocated(&self, i: usize) -> bool {
        self.alloc_bits[i / 64] & (1 << (i % 64)) != 0
    }
    #[inline(always)]
    pub fn is_marked(&self, i: usize) -> bool {
        self.mark_bits[i / 64] & (1 << (i % 64)) != 0
    }
    /// Sets the mark bit; returns false when it was already set.
    #[inline(always)]
    pub fn set_mark(&mut self, i: usize) -> bool {
        let (w, b) = (i / 64, 1u64 << (i % 64));
        if self.mark_bits[w] & b != 0 {
            return false;
        }
        self.mark_bits[w] |= b;
        true
    }
    #[inline(always)]
    pub fn set_old(&mut self, i: usize, on: bool) {
        let (w, b) = (i / 64, 1u64 << (i % 64));
        if on {
            self.old_bits[w] |= b
        } else {
            self.old_bits[w] &= !b
        }
    }
}

/// The header of the page holding `addr`.
///
/// The caller must know that `addr` is inside one of the heap's pages (a `Value` for which
/// `is_heap()` holds, or an address `Heap::find_slot` accepted).
#[inline(always)]
pub fn header_of(addr: usize) -> &'static mut PageHeader {
    // SAFETY: every page starts with an initialised PageHeader at its 64 KiB aligned base, and
    // pages live as long as the heap (they are never freed while the VM runs); the caller
    // guarantees addr is inside a page.
    unsafe { &mut *((addr & PAGE_MASK) as *mut PageHeader) }
}

/// (header, slot index) of the object at `addr`.
#[inline(always)]
pub fn slot_of(addr: usize) -> (&'static mut PageHeader, usize) {
    let h = header_of(addr);
    let i = h.slot_index(addr);
    (h, i)
}

#[derive(Default, Clone, Copy, Debug)]
pub struct HeapStats {
    pub total_allocated: u64,
    pub total_freed: u64,
    pub gc_count: u64,
    pub minor_gc_count: u64,
    pub major_gc_count: u64,
}

/// Page bases are 64 KiB aligned: dropping the low bits and multiplying spreads them well, far
/// cheaper than the default SipHash on the conservative scan's lookup.
#[derive(Default)]
pub struct PageHasher(u64);
impl Hasher for PageHasher {
    fn finish(&self) -> u64 {
        (self.0 >> 16).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = n as u64;
    }
}

pub struct Heap {
    /// Every page's header, in creation order.
    pub pages: Vec<*mut PageHeader>,
    /// Page base addresses, for the conservative scan's "is this ours" question.
    page_set: HashSet<usize, BuildHasherDefault<PageHasher>>,
    /// Head of each pool's free list (0 when empty); the list runs through word 1 of free slots.
    free_head: [usize; SLOT_SIZES.len()],
    pub stats: HeapStats,
    /// Objects allocated and not yet freed.
    pub live: usize,
    /// Objects with `FL_OLD` (promoted by the collector).
    pub old: usize,
    /// Allocations since the last collection; a minor collection is due when it passes
    /// `threshold` and a pool has no free slot left.
    pub allocated_since_gc: usize,
    pub threshold: usize,
    /// Bytes of Rust-side buffers (array elements, string bytes) allocated with new objects
    /// since the last collection: past `MALLOC_LIMIT` a collection runs even if slots remain,
    /// or programs making few but large objects would never free them (CRuby's malloc_increase).
    pub malloc_since_gc: usize,
}

/// Buffer bytes allocated with objects between two collections (CRuby starts at 16 MiB).
pub const MALLOC_LIMIT: usize = 16 << 20;

impl Default for Heap {
    fn default() -> Self {
        Heap::new()
    }
}

impl Heap {
    pub fn new() -> Heap {
        Heap {
            pages: Vec::new(),
            page_set: HashSet::default(),
            free_head: [0; SLOT_SIZES.len()],
            stats: HeapStats::default(),
            live: 0,
            old: 0,
            allocated_since_gc: 0,
            threshold: 10_000,
            malloc_since_gc: 0,
        }
    }

    /// The smallest pool whose slots hold `bytes`.
    pub fn pool_for(bytes: usize) -> usize {
        SLOT_SIZES.iter().position(|&s| s >= bytes).unwrap_or(SLOT_SIZES.len() - 1)
    }

    #[inline(always)]
    pub fn has_free(&self, pool: usize) -> bool {
        self.free_head[pool] != 0
    }

    /// Adds a page to `pool` (the caller decided not to collect, or collecting freed nothing).
    pub fn grow(&mut self, pool: usize) {
        let layout = Layout::from_size_align(PAGE_SIZE, PAGE_SIZE).expect("page layout");
        // SAFETY: the layout has a non-zero size; a null result is handled below.
        let base = unsafe { alloc_zeroed(layout) };
        if base.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        let slot_size = SLOT_SIZES[pool];
        let first = HEADER_BYTES.div_ceil(slot_size) * slot_size;
        let nslots = (PAGE_SIZE - first) / slot_size;
        let recip = ((1u64 << 32) + slot_size as u64 - 1) / slot_size as u64;
        // SAFETY: base is a fresh, zeroed, 64 KiB aligned allocation of PAGE_SIZE bytes, larger
        // than the header; all-zero bitmaps are valid.
        let h = unsafe { &mut *(base as *mut PageHeader) };
        h.pool = pool;
        h.slot_size = slot_size;
        h.nslots = nslots;
        h.first = first;
        h.recip = recip;
        // Thread the new slots onto the free list, lowest address first.
        let mut next = self.free_head[pool];
        for i in (0..nslots).rev() {
            let p = h.slot_addr(i) as *mut usize;
            // SAFETY: slot i is inside the page and at least 16 bytes long.
            unsafe { p.add(1).write(next) };
            next = p as usize;
        }
        self.free_head[pool] = next;
        self.page_set.insert(base as usize);
        self.pages.push(h);
    }

    /// Takes a free slot of `pool` (growing the pool when it has none), marks it allocated and
    /// returns its address; the slot is all zero. The caller must write a valid object header
    /// before the next collection.
    #[inline(always)]
    pub fn take_slot(&mut self, pool: usize) -> *mut u8 {
        if self.free_head[pool] == 0 {
            self.grow(pool);
        }
        let p = self.free_head[pool];
        // SAFETY: p heads the free list, so it is a free slot of one of our pages: word 1 holds
        // the next free slot, and clearing it leaves the slot all zero (module invariant).
        unsafe {
            let w1 = (p as *mut usize).add(1);
            self.free_head[pool] = w1.read();
            w1.write(0);
        }
        let (h, i) = slot_of(p);
        h.alloc_bits[i / 64] |= 1 << (i % 64);
        self.live += 1;
        self.stats.total_allocated += 1;
        self.allocated_since_gc += 1;
        p as *mut u8
    }

    /// The start of the allocated slot that `addr` points at or into, if any. Interior pointers
    /// count: Rust code may hold a reference into an object's payload.
    #[inline]
    pub fn find_slot(&self, addr: usize) -> Option<*mut u8> {
        if !self.page_set.contains(&(addr & PAGE_MASK)) {
            return None;
        }
        let h = header_of(addr);
        if addr < h.base() + h.first {
            return None;
        }
        let i = h.slot_index(addr);
        if i >= h.nslots || !h.is_allocated(i) {
            return None;
        }
        Some(h.slot_addr(i))
    }

    /// The slot size of the object `v` lives in.
    pub fn slot_size_of(&self, addr: usize) -> usize {
        header_of(addr).slot_size
    }

    pub fn headers(&self) -> impl Iterator<Item = &'static mut PageHeader> + '_ {
        // SAFETY: every pointer in `pages` is a live page header (pages are never freed).
        self.pages.iter().map(|&h| unsafe { &mut *h })
    }

    /// Clears every mark bit (a major collection), or sets them to the old bits (a minor one:
    /// old objects count as marked and are not traced).
    pub fn reset_marks(&mut self, minor: bool) {
        for h in self.headers() {
            if minor {
                h.mark_bits = h.old_bits;
            } else {
                h.mark_bits = [0; BITMAP_WORDS];
            }
        }
    }

    /// Frees every allocated, unmarked slot, calling `free_obj` on it first. Returns the count.
    pub fn sweep(&mut self, mut free_obj: impl FnMut(*mut u8)) -> usize {
        let mut freed = 0;
        let mut old_freed = 0;
        for hp in self.pages.iter() {
            // SAFETY: as in `headers`.
            let h = unsafe { &mut **hp };
            let pool = h.pool;
            for w in 0..h.nslots.div_ceil(64) {
                let dead = h.alloc_bits[w] & !h.mark_bits[w];
                if dead == 0 {
                    continue;
                }
                let mut bits = dead;
                while bits != 0 {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let p = h.slot_addr(w * 64 + b);
                    free_obj(p);
                    // SAFETY: p is a slot of this page: zeroing marks it Free, and word 1 links it
                    // into the free list (module invariant).
                    unsafe {
                        std::ptr::write_bytes(p, 0, h.slot_size);
                        (p as *mut usize).add(1).write(self.free_head[pool]);
                    }
                    self.free_head[pool] = p as usize;
                    freed += 1;
                }
                old_freed += (h.old_bits[w] & dead).count_ones() as usize;
                h.alloc_bits[w] &= h.mark_bits[w];
                h.old_bits[w] &= !dead;
                h.remembered_bits[w] &= !dead;
            }
        }
        self.live -= freed;
        self.old -= old_freed;
        self.stats.total_freed += freed as u64;
        freed
    }

    pub fn live_slots(&self) -> usize {
        self.live
    }
    pub fn total_slots(&self) -> usize {
        self.headers().map(|h| h.nslots).sum()
    }

    /// Calls `f` on every allocated slot (used by ObjectSpace-style counting and tests).
    pub fn each_object(&self, mut f: impl FnMut(*mut u8)) {
        for h in self.headers() {
            for i in 0..h.nslots {
                if h.is_allocated(i) {
                    f(h.slot_addr(i));
                }
            }
        }
    }
}

impl Drop for Heap {
    fn drop(&mut self) {
        let layout = Layout::from_size_align(PAGE_SIZE, PAGE_SIZE).expect("page layout");
        for &h in &self.pages {
            // SAFETY: each page came from alloc_zeroed with this same layout and is freed once.
            unsafe { dealloc(h as *mut u8, layout) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_index_divides_exactly() {
        for pool in 0..SLOT_SIZES.len() {
            let mut heap = Heap::new();
            heap.grow(pool);
            let h = header_of(heap.pages[0] as usize);
            assert!(h.first >= HEADER_BYTES && h.first % h.slot_size == 0);
            for i in 0..h.nslots {
                let a = h.slot_addr(i) as usize;
                assert_eq!(h.slot_index(a), i);
                assert_eq!(h.slot_index(a + h.slot_size - 1), i);
            }
            assert!(h.first + h.nslots * h.slot_size <= PAGE_SIZE);
        }
    }

    #[test]
    fn free_list_hands_out_zeroed_slots_once() {
        let mut heap = Heap::new();
        let mut seen = HashSet::new();
        for _ in 0..5000 {
            let p = heap.take_slot(0);
            assert!(seen.insert(p as usize));
            // SAFETY: a fresh 40-byte slot.
            let words = unsafe { std::slice::from_raw_parts(p as *const u64, 5) };
            assert!(words.iter().all(|&w| w == 0));
            assert_eq!(heap.find_slot(p as usize + 17), Some(p));
        }
        assert_eq!(heap.live_slots(), 5000);
    }
}
