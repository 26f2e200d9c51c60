//! The object heap: 64 KiB pages of fixed-size slots, grouped in size pools (CRuby's size
//! pools/variable width allocation), with side bitmaps for "allocated" and "marked".
//!
//! Invariants:
//! - A page is 64 KiB aligned, so the page of any interior address is `addr & !(PAGE_SIZE-1)`;
//!   `page_of` then confirms the page is ours. This is what lets the conservative stack scan in
//!   `gc.rs` decide in O(1) whether a machine word points into the heap.
//! - A slot whose allocation bit is clear holds no object; its first word is 0 (type `Free`).
//! - The heap never runs Ruby code and never moves objects. Freeing a slot runs the Rust drop
//!   glue of its payload (`object::drop_payload`), which releases its Rust-side buffers.

use std::alloc::{alloc_zeroed, dealloc, Layout};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

pub const PAGE_SIZE: usize = 64 * 1024;
/// Slot sizes of the size pools, in bytes. An object's pool is chosen at allocation.
pub const SLOT_SIZES: [usize; 4] = [40, 80, 160, 320];

pub struct Page {
    pub base: *mut u8,
    pub pool: usize,
    pub slot_size: usize,
    pub nslots: usize,
    pub alloc_bits: Vec<u64>,
    pub mark_bits: Vec<u64>,
    pub live: usize,
}

impl Page {
    fn new(pool: usize) -> Page {
        let layout = Layout::from_size_align(PAGE_SIZE, PAGE_SIZE).expect("page layout");
        // SAFETY: the layout has a non-zero size; a null result is handled below.
        let base = unsafe { alloc_zeroed(layout) };
        if base.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        let slot_size = SLOT_SIZES[pool];
        let nslots = PAGE_SIZE / slot_size;
        let words = nslots.div_ceil(64);
        Page { base, pool, slot_size, nslots, alloc_bits: vec![0; words], mark_bits: vec![0; words], live: 0 }
    }
    #[inline]
    pub fn slot_addr(&self, i: usize) -> *mut u8 {
        // SAFETY: callers pass i < nslots, so the result stays inside this page's allocation.
        unsafe { self.base.add(i * self.slot_size) }
    }
    #[inline]
    pub fn slot_index(&self, addr: usize) -> usize {
        (addr - self.base as usize) / self.slot_size
    }
    #[inline]
    pub fn is_allocated(&self, i: usize) -> bool {
        self.alloc_bits[i / 64] & (1 << (i % 64)) != 0
    }
    #[inline]
    pub fn is_marked(&self, i: usize) -> bool {
        self.mark_bits[i / 64] & (1 << (i % 64)) != 0
    }
    /// Sets the mark bit; returns false when it was already set.
    #[inline]
    pub fn set_mark(&mut self, i: usize) -> bool {
        let (w, b) = (i / 64, 1u64 << (i % 64));
        if self.mark_bits[w] & b != 0 {
            return false;
        }
        self.mark_bits[w] |= b;
        true
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        let layout = Layout::from_size_align(PAGE_SIZE, PAGE_SIZE).expect("page layout");
        // SAFETY: base came from alloc_zeroed with this same layout and is freed once.
        unsafe { dealloc(self.base, layout) }
    }
}

#[derive(Default, Clone, Copy, Debug)]
pub struct HeapStats {
    pub total_allocated: u64,
    pub total_freed: u64,
    pub gc_count: u64,
}

/// Page bases are 64 KiB aligned: dropping the low bits and multiplying spreads them well, far
/// cheaper than the default SipHash on this per-allocation lookup.
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
    pub pages: Vec<Page>,
    /// Page base address -> index in `pages`.
    page_index: HashMap<usize, usize, BuildHasherDefault<PageHasher>>,
    /// Free slot addresses per pool.
    free: [Vec<usize>; SLOT_SIZES.len()],
    pub stats: HeapStats,
    /// Allocations since the last collection; a collection is due when it passes `threshold`.
    pub allocated_since_gc: usize,
    pub threshold: usize,
}

impl Default for Heap {
    fn default() -> Self {
        Heap::new()
    }
}

impl Heap {
    pub fn new() -> Heap {
        Heap {
            pages: Vec::new(),
            page_index: HashMap::default(),
            free: Default::default(),
            stats: HeapStats::default(),
            allocated_since_gc: 0,
            threshold: 10_000,
        }
    }

    /// The smallest pool whose slots hold `bytes`.
    pub fn pool_for(bytes: usize) -> usize {
        SLOT_SIZES.iter().position(|&s| s >= bytes).unwrap_or(SLOT_SIZES.len() - 1)
    }

    pub fn has_free(&self, pool: usize) -> bool {
        !self.free[pool].is_empty()
    }

    /// Adds a page to `pool` (the caller decided not to collect, or collecting freed nothing).
    pub fn grow(&mut self, pool: usize) {
        let page = Page::new(pool);
        let idx = self.pages.len();
        self.page_index.insert(page.base as usize, idx);
        for i in (0..page.nslots).rev() {
            self.free[pool].push(page.slot_addr(i) as usize);
        }
        self.pages.push(page);
    }

    /// Takes a free slot of `pool`, marks it allocated and returns its zeroed address.
    /// The caller must write a valid object header before the next collection.
    pub fn take_slot(&mut self, pool: usize) -> *mut u8 {
        if self.free[pool].is_empty() {
            self.grow(pool);
        }
        let addr = self.free[pool].pop().expect("grown pool has a free slot");
        let pidx = self.page_index[&(addr & !(PAGE_SIZE - 1))];
        let page = &mut self.pages[pidx];
        let i = page.slot_index(addr);
        page.alloc_bits[i / 64] |= 1 << (i % 64);
        page.live += 1;
        self.stats.total_allocated += 1;
        self.allocated_since_gc += 1;
        let p = addr as *mut u8;
        // SAFETY: the slot is inside our page, slot_size bytes long, and not in use.
        unsafe { std::ptr::write_bytes(p, 0, page.slot_size) };
        p
    }

    /// The page holding `addr` and the slot index, if `addr` points at or inside an allocated
    /// slot. Interior pointers count: Rust code may hold a reference into an object's payload.
    #[inline]
    pub fn find_slot(&self, addr: usize) -> Option<(usize, usize)> {
        let pidx = *self.page_index.get(&(addr & !(PAGE_SIZE - 1)))?;
        let page = &self.pages[pidx];
        let i = page.slot_index(addr);
        if i >= page.nslots || !page.is_allocated(i) {
            return None;
        }
        Some((pidx, i))
    }

    pub fn clear_marks(&mut self) {
        for p in &mut self.pages {
            p.mark_bits.iter_mut().for_each(|w| *w = 0);
        }
    }

    /// Frees every allocated, unmarked slot, calling `free_obj` on it first. Returns the count.
    pub fn sweep(&mut self, mut free_obj: impl FnMut(*mut u8)) -> usize {
        let mut freed = 0;
        for page in &mut self.pages {
            for w in 0..page.alloc_bits.len() {
                let dead = page.alloc_bits[w] & !page.mark_bits[w];
                if dead == 0 {
                    continue;
                }
                let mut bits = dead;
                while bits != 0 {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let i = w * 64 + b;
                    let p = page.slot_addr(i);
                    free_obj(p);
                    // SAFETY: p is a slot of this page; zeroing marks it Free.
                    unsafe { std::ptr::write_bytes(p, 0, page.slot_size) };
                    self.free[page.pool].push(p as usize);
                    page.live -= 1;
                    freed += 1;
                }
                page.alloc_bits[w] &= page.mark_bits[w];
            }
        }
        self.stats.total_freed += freed as u64;
        freed
    }

    pub fn live_slots(&self) -> usize {
        self.pages.iter().map(|p| p.live).sum()
    }
    pub fn total_slots(&self) -> usize {
        self.pages.iter().map(|p| p.nslots).sum()
    }

    /// Calls `f` on every allocated slot (used by ObjectSpace-style counting and tests).
    pub fn each_object(&self, mut f: impl FnMut(*mut u8)) {
        for page in &self.pages {
            for i in 0..page.nslots {
                if page.is_allocated(i) {
                    f(page.slot_addr(i));
                }
            }
        }
    }
}
