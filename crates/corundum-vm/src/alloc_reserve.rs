//! Allocation failure without an abort: a global allocator that keeps an emergency reserve.
//!
//! Rust's infallible allocations (every `Vec` push, `Box::new`, num-bigint arithmetic, a new GC
//! page) abort the process when the system allocator returns null. CRuby instead runs a GC and
//! raises NoMemoryError. [`ReserveAllocator`] (installed by the `corundum` binary as the global
//! allocator; an embedder may install it too) gets close to that: it holds `RESERVE_BYTES` of
//! address space from the start, and when an infallible allocation fails it gives the reserve
//! back, retries, and records that memory ran out (`pending`). The VM polls the record on its
//! allocation slow path: it runs a major collection and tries to take the reserve again; if that
//! fails it raises NoMemoryError at its next safe point (`Vm::trip_for_oom`).
//!
//! Invariants:
//! - A *fallible* request (made inside [`fallibly`], as `Vm::try_reserve` does) that fails returns
//!   null to its caller untouched: the reserve is for code that cannot handle failure.
//! - An infallible request that still fails with the reserve gone ends the process with CRuby's
//!   last-resort message "[FATAL] failed to allocate memory" and status 1 (no signal, no abort).
//! - The failure path never allocates (it writes with `libc::write` and exits with `_exit`).
//! - Only the thread running the VM reads `pending`; the reserve pointer is an atomic, so other
//!   threads' allocations may use the reserve too without a race.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};

/// Address space kept back for the moment an infallible allocation fails. It is reserved, not
/// touched, so it costs no resident memory.
const RESERVE_BYTES: usize = 64 << 20;

static RESERVE: AtomicPtr<u8> = AtomicPtr::new(std::ptr::null_mut());
static PENDING: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// How many [`fallibly`] scopes the current thread is in.
    static FALLIBLE: Cell<u32> = const { Cell::new(0) };
}

fn reserve_layout() -> Layout {
    // 4 KiB alignment keeps the block page-aligned, so the system allocator maps it directly.
    match Layout::from_size_align(RESERVE_BYTES, 4096) {
        Ok(l) => l,
        Err(_) => Layout::new::<u8>(),
    }
}

/// The global allocator: the system allocator plus the emergency reserve (module comment).
pub struct ReserveAllocator;

impl ReserveAllocator {
    /// Called when the system allocator returned null for an infallible request: frees the
    /// reserve and retries once, or ends the process.
    #[cold]
    #[inline(never)]
    fn recover(&self, retry: &dyn Fn() -> *mut u8) -> *mut u8 {
        if FALLIBLE.try_with(|f| f.get() > 0).unwrap_or(false) {
            return std::ptr::null_mut();
        }
        let r = RESERVE.swap(std::ptr::null_mut(), Ordering::AcqRel);
        if !r.is_null() {
            // SAFETY: `r` came from `System.alloc(reserve_layout())` in `rearm` and, taken out of
            // RESERVE by the swap, is owned by this call alone.
            unsafe { System.dealloc(r, reserve_layout()) };
            PENDING.store(true, Ordering::Release);
            let p = retry();
            if !p.is_null() {
                return p;
            }
        }
        fatal()
    }
}

/// CRuby's message when even NoMemoryError cannot be raised; exits without unwinding.
fn fatal() -> ! {
    const MSG: &[u8] = b"[FATAL] failed to allocate memory\n";
    // SAFETY: writing a static buffer to fd 2 and exiting touch no Rust state; `_exit` does not
    // return and runs no destructors or atexit handlers that could allocate.
    unsafe {
        libc::write(2, MSG.as_ptr().cast(), MSG.len());
        libc::_exit(1)
    }
}

// SAFETY: every method forwards to `System` with the caller's layout and pointer unchanged, so
// the GlobalAlloc contract holds as it does for `System`; `recover` only retries the same call
// after releasing a block this allocator owns.
unsafe impl GlobalAlloc for ReserveAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded contract (see the impl).
        let p = unsafe { System.alloc(layout) };
        if p.is_null() {
            // SAFETY: as above.
            return self.recover(&|| unsafe { System.alloc(layout) });
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded contract (see the impl).
        let p = unsafe { System.alloc_zeroed(layout) };
        if p.is_null() {
            // SAFETY: as above.
            return self.recover(&|| unsafe { System.alloc_zeroed(layout) });
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded contract (see the impl).
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded contract; a failed realloc leaves `ptr` valid, so retrying is sound.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if p.is_null() {
            // SAFETY: as above.
            return self.recover(&|| unsafe { System.realloc(ptr, layout, new_size) });
        }
        p
    }
}

/// Runs `f`, whose allocations handle failure themselves (`try_reserve`): a failure there returns
/// null instead of spending the reserve.
pub fn fallibly<R>(f: impl FnOnce() -> R) -> R {
    FALLIBLE.with(|c| c.set(c.get() + 1));
    let r = f();
    FALLIBLE.with(|c| c.set(c.get() - 1));
    r
}

/// Takes the reserve if it is not held. Returns whether it is held now. Harmless (and always
/// false) when [`ReserveAllocator`] is not the global allocator: then nothing ever frees it, so
/// the VM calls this only once at start-up and after a failure it was told of.
pub fn rearm() -> bool {
    if !RESERVE.load(Ordering::Acquire).is_null() {
        return true;
    }
    // SAFETY: the layout has a non-zero size; a null result means "not now".
    let p = unsafe { System.alloc(reserve_layout()) };
    if p.is_null() {
        return false;
    }
    if RESERVE.compare_exchange(std::ptr::null_mut(), p, Ordering::AcqRel, Ordering::Acquire).is_err() {
        // SAFETY: `p` is ours and was never published.
        unsafe { System.dealloc(p, reserve_layout()) };
    }
    true
}

/// Whether an infallible allocation failed and spent the reserve since the last `take_pending`.
#[inline]
pub fn pending() -> bool {
    PENDING.load(Ordering::Relaxed)
}

/// Clears and returns the pending record.
pub fn take_pending() -> bool {
    PENDING.swap(false, Ordering::AcqRel)
}
