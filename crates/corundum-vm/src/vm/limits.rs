//! Size limits checked before allocating, and allocation failure as a Ruby exception.
//!
//! Every length the core library computes from a Ruby Integer (`"x" * n`, `Array.new(n)`,
//! padding widths, `fill` lengths, shift widths, ...) is checked against CRuby's limits first
//! (`LONG_MAX` for byte lengths, `ARY_MAX_SIZE` for element counts), raising CRuby's
//! ArgumentError/RangeError, and the buffer itself is reserved with a fallible allocation, so a
//! size that passes the checks but cannot be allocated raises NoMemoryError ("failed to allocate
//! memory") instead of aborting the process.
//!
//! Invariants:
//! - A core method that allocates in proportion to a Ruby number reserves through `try_vec` /
//!   `try_reserve` (or checks with `check_alloc`) before growing anything; the Rust allocator's
//!   infallible paths then only ever see sizes that were already reserved or are small.
//! - Raising NoMemoryError allocates only the exception (a few slots), never the failed size.
//! - An infallible allocation that fails spends the emergency reserve (`alloc_reserve`); the
//!   allocation slow path notices (`after_alloc_failure`), collects, and if the reserve cannot
//!   be taken back, *trips*: `stack_limit` and `max_depth` are set so that the next stack check or
//!   frame push fails, and `Vm::stack_overflow` raises NoMemoryError instead of SystemStackError
//!   and restores both (`take_oom_trip`). Hot paths pay nothing for it.
//! - Strings of `BIG_GROWTH` bytes or more grow the same way (`grow_string`, from
//!   `append_string`, which `<<` and `concat` use); building a big String in one piece
//!   (`+`, interpolation) is checked with `check_alloc` first.
//! - Arrays and hash tables of `BIG_GROWTH` elements or more double their buffers only after a
//!   fallible reservation (`Array#<<`/`push`, the loop's `<<` fast path hands such a growth to
//!   the builtin, `Vm::hash_push`), so pushing until memory runs out raises NoMemoryError.

use crate::alloc_reserve;
use crate::object as obj;
use crate::value::Value;
use crate::vm::{Unwind, Vm, VmResult, MAX_DEPTH};

/// CRuby's `LONG_MAX` on a 64-bit host: the largest length of a String in bytes.
pub const LONG_MAX: i64 = i64::MAX;
/// Containers at least this long grow (double their buffer) only through a fallible
/// reservation (`Vm::grow_array`, `Vm::hash_push`): a program that pushes until memory runs out
/// gets NoMemoryError instead of an abort. Smaller ones grow infallibly (a failure there is the
/// whole process being out of memory).
pub const BIG_GROWTH: usize = 1 << 16;

/// CRuby's `ARY_MAX_SIZE` (`LONG_MAX / sizeof(VALUE)`): the most elements an Array can have.
pub const ARY_MAX_SIZE: i64 = i64::MAX / 8;

impl Vm {
    /// NoMemoryError "failed to allocate memory", what CRuby raises when malloc fails.
    pub fn no_memory(&mut self) -> Unwind {
        let c = self.core.no_memory_error;
        self.make_error(c, "failed to allocate memory")
    }

    /// An empty `Vec` with room for `n` elements, or NoMemoryError when that cannot be allocated.
    pub fn try_vec<T>(&mut self, n: usize) -> VmResult<Vec<T>> {
        let mut v = Vec::new();
        self.try_reserve(&mut v, n)?;
        Ok(v)
    }

    /// Reserves room for `n` more elements in `v`, or raises NoMemoryError.
    /// `v` must be Rust memory, not a heap object's payload: a collection may run.
    pub fn try_reserve<T>(&mut self, v: &mut Vec<T>, n: usize) -> VmResult<()> {
        self.reserve_or_collect(|| v.try_reserve_exact(n).is_ok())
    }

    /// Runs the fallible reservation `attempt`; when it fails, collects everything (what the
    /// program has dropped may be enough, as CRuby collects before it raises) and tries once
    /// more before raising NoMemoryError. `attempt` must take any payload accessor afresh.
    fn reserve_or_collect(&mut self, mut attempt: impl FnMut() -> bool) -> VmResult<()> {
        if alloc_reserve::fallibly(&mut attempt) {
            return Ok(());
        }
        self.collect();
        self.rearm_reserve();
        if alloc_reserve::fallibly(&mut attempt) {
            return Ok(());
        }
        Err(self.no_memory())
    }

    /// Makes room for `extra` more elements in array `arr` when it is big and full (see
    /// `BIG_GROWTH`), or raises NoMemoryError.
    pub fn grow_array(&mut self, arr: Value, extra: usize) -> VmResult<()> {
        let items = &obj::as_array(arr).items;
        let n = items.len();
        if n + extra <= items.capacity() || n + extra < BIG_GROWTH {
            return Ok(());
        }
        // Doubling, as the infallible growth would, but asking first.
        self.reserve_or_collect(|| obj::as_array_mut_nowb(arr).items.try_reserve(n.max(extra)).is_ok())
    }

    /// Makes room for `extra` more bytes in String `s` when the result is big (see
    /// `BIG_GROWTH`) and the buffer full, or raises NoMemoryError: a String that doubles until
    /// memory runs out then fails here rather than in an infallible `Vec` growth. Clears the
    /// cached coderange (as every byte change does).
    pub fn grow_string(&mut self, s: Value, extra: usize) -> VmResult<()> {
        let b = &obj::as_string(s).bytes;
        let n = b.len();
        if n.saturating_add(extra) <= b.capacity() || n.saturating_add(extra) < BIG_GROWTH {
            return Ok(());
        }
        self.reserve_or_collect(|| obj::as_string_mut(s).bytes.try_reserve_exact(n.max(extra)).is_ok())
    }

    /// Checks that `n` elements of `elem_size` bytes could be allocated now (reserving and
    /// releasing them), for buffers built by code that allocates infallibly (Bignum arithmetic).
    pub fn check_alloc(&mut self, n: u128, elem_size: usize) -> VmResult<()> {
        let bytes = n.saturating_mul(elem_size as u128);
        if bytes <= 1 << 20 {
            return Ok(());
        }
        let Ok(bytes) = usize::try_from(bytes) else { return Err(self.no_memory()) };
        let mut probe: Vec<u8> = Vec::new();
        self.try_reserve(&mut probe, bytes)
    }
}

impl Vm {
    /// Polled on the allocation slow path: an infallible allocation failed and spent the
    /// emergency reserve. Like CRuby, collect everything first; if that gives back enough room
    /// to take the reserve again the program goes on, otherwise NoMemoryError is raised at the
    /// next check (module comment).
    #[cold]
    #[inline(never)]
    pub(crate) fn after_alloc_failure(&mut self) {
        if !alloc_reserve::take_pending() {
            return;
        }
        self.collect();
        if alloc_reserve::rearm() {
            return;
        }
        self.reserve_spent = true;
        self.oom_tripped = true;
        self.stack_limit = usize::MAX;
        self.max_depth = 0;
    }

    /// Where a tripped limit is noticed: when an interrupt tripped it, runs the interrupt check
    /// (which restores the limits unless a NoMemoryError is also due) and answers true.
    #[cold]
    #[inline(never)]
    pub(crate) fn take_signal_trip(&mut self) -> VmResult<bool> {
        if !self.signal_tripped && !crate::vm::interrupt::pending() {
            return Ok(false);
        }
        self.check_ints()?;
        Ok(true)
    }

    /// A call found the frame-depth limit reached (or tripped), or an interrupt pending
    /// (`Vm::depth_or_interrupt`): the interrupt check runs and the push goes on; past the real
    /// limit, SystemStackError (or a due NoMemoryError).
    #[cold]
    #[inline(never)]
    pub(crate) fn depth_limit_reached(&mut self) -> VmResult<()> {
        self.take_signal_trip()?;
        if !self.oom_tripped && self.frames.len() < MAX_DEPTH {
            return Ok(());
        }
        Err(self.stack_overflow())
    }

    /// `max_depth` when no signal or NoMemoryError trips it: 0 while tracing is on, so that
    /// every Ruby call leaves the loops' fast paths, where a loop that is not the tracing copy
    /// hands over to it (`vm::trace`); `MAX_DEPTH` otherwise.
    pub(crate) fn untripped_max_depth(&self) -> usize {
        if self.tracing.tripped {
            0
        } else {
            MAX_DEPTH
        }
    }

    /// Whether NoMemoryError is due (and if so, un-trips the limits): `stack_overflow` asks.
    pub(crate) fn take_oom_trip(&mut self) -> bool {
        if !self.oom_tripped {
            return false;
        }
        self.oom_tripped = false;
        self.stack_limit = self.stack_floor;
        self.max_depth = self.untripped_max_depth();
        true
    }

    /// After a collection: takes the reserve back once memory allows it.
    pub(crate) fn rearm_reserve(&mut self) {
        if self.reserve_spent && alloc_reserve::rearm() {
            self.reserve_spent = false;
        }
    }
}
