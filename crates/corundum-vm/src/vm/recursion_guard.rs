//! Recursion guards for self-containing data (CRuby's `exec_recursive`): `inspect`, `==`,
//! `hash`, `join`, `flatten` and friends on an array or hash that contains itself must notice
//! that they are already working on it and answer as CRuby does (`[...]`, true, a fixed hash
//! contribution, an ArgumentError) instead of recursing forever.
//!
//! A guard entry is (operation, object, paired object): `inspect` of `a` is (Inspect, a, nil);
//! `a == b` is (Eq, a, b), so comparing `a` with `b` inside comparing `a` with `b` is recursion
//! but comparing `a` with `c` there is not (CRuby's `exec_recursive_paired`).
//!
//! Invariants:
//! - Entries are pushed and popped in LIFO order: `Vm::guarded` enters before running its
//!   closure and leaves after it, whatever the closure returns (errors included), so the guard
//!   never keeps an entry for work that has finished.
//! - Membership is O(1) at any depth: the first `LINEAR` entries are searched linearly (most
//!   guards are a few entries deep and a hash set would cost more); beyond that an index holds
//!   every entry, so deep but acyclic nesting stays O(n) overall.
//! - Every entry's values are GC roots (`gc.rs` marks `entries`).
//! - Entering checks the machine stack (`Vm::check_stack`): nesting deep enough to exhaust it
//!   raises SystemStackError, as in CRuby.

use std::collections::HashSet;

use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// The operation a guard entry belongs to: recursion is only recursion within one operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GuardOp {
    Inspect,
    Eq,
    Eql,
    Cmp,
    /// `Comparable#==`, whose `<=>` may call `==` again.
    ComparableEq,
    Hash,
    Join,
    Flatten,
    /// `puts` of nested arrays.
    Puts,
    /// The `inspect` a FrozenError message includes (an `inspect` that modifies the frozen
    /// object shows " ..." inside).
    FrozenInspect,
}

type Entry = (GuardOp, Value, Value);

/// Entries searched linearly before the hash index takes over.
const LINEAR: usize = 32;

#[derive(Default)]
pub struct RecursionGuard {
    entries: Vec<Entry>,
    /// Every entry of `entries` once there are `LINEAR` or more; empty below that.
    index: HashSet<Entry>,
    /// `Vm::hash_outer` calls in progress, and whether one of them met recursion.
    hash_nesting: u32,
    hash_recursed: bool,
}

impl RecursionGuard {
    /// Adds an entry; false (and nothing added) when it is already there.
    fn enter(&mut self, e: Entry) -> bool {
        if self.entries.len() < LINEAR {
            if self.entries.contains(&e) {
                return false;
            }
        } else {
            if self.index.is_empty() {
                self.index.extend(self.entries.iter().copied());
            }
            if !self.index.insert(e) {
                return false;
            }
        }
        self.entries.push(e);
        true
    }

    fn leave(&mut self) {
        let e = self.entries.pop();
        if self.entries.len() < LINEAR {
            self.index.clear();
        } else if let Some(e) = e {
            self.index.remove(&e);
        }
    }

    /// The values the entries hold (GC roots).
    pub fn values(&self) -> impl Iterator<Item = Value> + '_ {
        self.entries.iter().flat_map(|&(_, a, b)| [a, b])
    }
}

impl Vm {
    /// Runs `f` with (op, obj, paired) entered in the recursion guard; None, without running it,
    /// when that entry is already active (the data contains itself).
    pub fn guarded<T>(&mut self, op: GuardOp, obj: Value, paired: Value, f: impl FnOnce(&mut Vm) -> VmResult<T>) -> Option<VmResult<T>> {
        if let Err(u) = self.check_stack() {
            return Some(Err(u));
        }
        if !self.recursion_guard.enter((op, obj, paired)) {
            return None;
        }
        let r = f(self);
        self.recursion_guard.leave();
        Some(r)
    }

    /// Hashes `v` with `f` the way CRuby's `rb_hash` does for containers: if hashing meets an
    /// object already being hashed anywhere inside, the outermost such call in progress answers
    /// `RECURSIVE_HASH` (CRuby's "outer" recursion), so `a.hash == [1, 2, a].hash` for
    /// `a = [1, 2, a]` and the hash of a self-containing array is stable.
    pub fn hash_outer(&mut self, v: Value, f: impl FnOnce(&mut Vm) -> VmResult<u64>) -> VmResult<u64> {
        /// What the outermost call answers once recursion was met (any fixed value would do).
        const RECURSIVE_HASH: u64 = 0x5eed_0000_0000_5eed;
        self.recursion_guard.hash_nesting += 1;
        let r = self.guarded(GuardOp::Hash, v, Value::NIL, f);
        let g = &mut self.recursion_guard;
        g.hash_nesting -= 1;
        let outermost = g.hash_nesting == 0;
        match r {
            None => {
                g.hash_recursed = true;
                Ok(RECURSIVE_HASH)
            }
            Some(r) => {
                if outermost && std::mem::take(&mut g.hash_recursed) && r.is_ok() {
                    return Ok(RECURSIVE_HASH);
                }
                r
            }
        }
    }

    /// Whether (op, obj, paired) is active: the caller is inside that operation on that object.
    pub fn in_guard(&self, op: GuardOp, obj: Value, paired: Value) -> bool {
        let e = (op, obj, paired);
        if self.recursion_guard.index.is_empty() {
            self.recursion_guard.entries.contains(&e)
        } else {
            self.recursion_guard.index.contains(&e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_found_at_any_depth_and_removed_in_order() {
        let mut g = RecursionGuard::default();
        let v = |i: i64| Value::fixnum(i);
        for i in 0..100 {
            assert!(g.enter((GuardOp::Inspect, v(i), Value::NIL)));
        }
        assert!(!g.enter((GuardOp::Inspect, v(5), Value::NIL)));
        assert!(!g.enter((GuardOp::Inspect, v(99), Value::NIL)));
        assert!(g.enter((GuardOp::Eq, v(5), Value::NIL)), "another operation is not recursion");
        g.leave();
        for _ in 0..80 {
            g.leave();
        }
        assert_eq!(g.entries.len(), 20);
        assert!(g.index.is_empty());
        assert!(g.enter((GuardOp::Inspect, v(50), Value::NIL)));
        assert!(!g.enter((GuardOp::Inspect, v(19), Value::NIL)));
    }
}
