//! Environments: the locals a block literal captures (CRuby's `vm_make_env`, done the way Lua
//! does upvalues).
//!
//! A frame's locals always live on the VM stack at `stack[base..base + local_count]`, and its
//! own code reads them there (`getlocal`). The first time a block literal is captured in a frame
//! (`capture_block`), `frame_env` makes an *open* env whose values are those stack slots, with
//! the frame's `outer` as its parent; blocks reach it through `getlocal_env` (level >= 1). When
//! the frame ends, `close_frame_env` copies the values into the env (*closed*), so a proc that
//! outlives the frame keeps working. Frames that capture no block never allocate an env.
//!
//! Invariants:
//! - An env is open exactly while the frame that made it is on the frame stack; every path that
//!   removes a frame (`leave` in the loop, `execute`'s unwinding) calls `close_frame_env` first.
//! - A frame's `env` is nil or the env over its own locals; `outer` is the env its block closed
//!   over (nil for methods).

use crate::object::{self, REnv};
use crate::value::Value;
use crate::vm::Vm;

impl Vm {
    /// The env over frame `fi`'s locals, made (open) on first use.
    pub fn frame_env(&mut self, fi: usize) -> Value {
        let f = &self.frames[fi];
        if f.env.is_heap() {
            return f.env;
        }
        let (base, parent, iseq) = (f.base, f.outer, f.iseq);
        let len = object::as_iseq(iseq).data.local_count as usize;
        let e = self.new_open_env(base, len, parent, iseq);
        if self.fibers.in_fiber {
            self.note_fiber_env(e);
        }
        self.frames[fi].env = e;
        e
    }

    /// Closes frame `fi`'s env, if it made one, before the frame goes away.
    #[inline(always)]
    pub fn close_frame_env(&mut self, fi: usize) {
        let e = self.frames[fi].env;
        if e.is_heap() {
            close_env(e);
        }
    }

    /// The env `level` scopes out from frame `fi` (level >= 1: 1 is the block's own outer).
    #[inline]
    pub(crate) fn local_env(&self, fi: usize, level: usize) -> Value {
        let mut e = self.frames[fi].outer;
        for _ in 1..level {
            e = object::as_env(e).parent;
        }
        e
    }
}

/// Copies an open env's values off the stack into storage of its own.
#[inline(never)]
fn close_env(e: Value) {
    if !object::has_flag(e, object::FL_ENV_OPEN) {
        return;
    }
    let vals = object::as_env(e).vals();
    let len = vals.len();
    let ptr = if object::has_flag(e, object::FL_ENV_BOXED) {
        Box::into_raw(vals.to_vec().into_boxed_slice()) as *mut Value
    } else {
        let p = REnv::inline_storage(e);
        // SAFETY: the slot was sized for `len` inline values (`Vm::new_open_env`), and the stack
        // slots being copied do not overlap the heap slot.
        unsafe { std::ptr::copy_nonoverlapping(vals.as_ptr(), p, len) };
        p
    };
    // The values now live in the env itself: a store into it (write barrier).
    object::as_env_mut(e).set_storage(ptr, len);
    object::set_flag(e, object::FL_ENV_OPEN, false);
}
