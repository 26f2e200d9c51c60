//! The machine-stack check: how much native stack is left, so that deep recursion raises
//! SystemStackError ("stack level too deep") instead of overflowing the thread's stack.
//!
//! Ruby-to-Ruby calls made by the interpreter loop do not recurse on the Rust stack (they push a
//! frame and stay in the loop; `Vm::max_depth` bounds those). Everything else does: a builtin
//! calling a block or a method (`execute` per call), `inspect`/`==`/`hash`/`flatten` on nested
//! data, the compiler on deeply nested code. One check covers all of them: each such place calls
//! `Vm::check_stack`, which compares the address of a local with `Vm::stack_limit`.
//!
//! Invariants:
//! - `stack_limit` is the lowest address the VM's thread may reach while it still runs Ruby code
//!   plus `MARGIN` (or an eighth of a small stack): between two checks, Rust code uses less than
//!   that margin (no unchecked recursion), and building the SystemStackError fits in it.
//! - The limit belongs to the thread that created the `Vm` (the CLI runs the VM on a thread with
//!   a 256 MiB stack); a VM must run on the thread that made it.

use crate::vm::{Unwind, Vm};

/// Stack kept free below the limit for the code between checks and for raising the error.
const MARGIN: usize = 4 << 20;

/// The address of a local in the caller's frame: where the machine stack is now.
#[inline(always)]
pub fn stack_pointer() -> usize {
    // The address of a fresh local is a stack address (the compiler turns it into one `lea`
    // from the stack pointer; nothing is stored).
    let marker = 0u8;
    &marker as *const u8 as usize
}

/// The lowest address of the current thread's stack, where the OS tells us.
#[cfg(target_os = "linux")]
fn stack_low_end() -> Option<usize> {
    let mut attr = std::mem::MaybeUninit::<libc::pthread_attr_t>::uninit();
    let mut addr: *mut libc::c_void = std::ptr::null_mut();
    let mut size: libc::size_t = 0;
    // SAFETY: pthread_getattr_np initialises `attr` for the calling thread when it returns 0;
    // only then is it read (by pthread_attr_getstack, which writes `addr`/`size`) and destroyed.
    // Nothing else touches these locals.
    let ok = unsafe {
        if libc::pthread_getattr_np(libc::pthread_self(), attr.as_mut_ptr()) != 0 {
            return None;
        }
        let r = libc::pthread_attr_getstack(attr.as_ptr(), &mut addr, &mut size);
        libc::pthread_attr_destroy(attr.as_mut_ptr());
        r == 0
    };
    ok.then_some(addr as usize)
}

#[cfg(not(target_os = "linux"))]
fn stack_low_end() -> Option<usize> {
    None
}

/// The limit for a VM created on the current thread (see the module invariants).
pub fn limit_for_current_thread() -> usize {
    let here = stack_pointer();
    match stack_low_end() {
        Some(low) if low < here => {
            let room = here - low;
            low + MARGIN.min(room / 8)
        }
        // Unknown bounds: assume the smallest stack Rust gives a thread (2 MiB) and keep an
        // eighth of it.
        _ => here.saturating_sub((2 << 20) - (256 << 10)),
    }
}

/// The limit for a stack spanning `[low, high)` (a fiber's, `vm::fiber`): an eighth of it,
/// at most `MARGIN`, is kept free.
pub fn limit_for_range(low: usize, high: usize) -> usize {
    low + MARGIN.min((high - low) / 8)
}

impl Vm {
    /// Raises SystemStackError when the machine stack is nearly full. Call it at every place that
    /// recurses on the Rust stack (see the module comment).
    #[inline(always)]
    pub fn check_stack(&mut self) -> Result<(), Unwind> {
        if stack_pointer() < self.stack_limit {
            return self.native_stack_overflow();
        }
        Ok(())
    }

    /// The limit was passed: a tripped signal runs its handlers and the caller goes on when the
    /// stack really has room; otherwise SystemStackError (or a due NoMemoryError).
    #[cold]
    #[inline(never)]
    fn native_stack_overflow(&mut self) -> Result<(), Unwind> {
        if self.take_signal_trip()? && stack_pointer() >= self.stack_limit {
            return Ok(());
        }
        Err(self.stack_overflow())
    }
}
