//! Weak references: objects whose payload refers to heap objects without keeping them alive
//! (`ObjectSpace::WeakMap`, `ObjectSpace::WeakKeyMap`, the finalizer table of
//! `ObjectSpace.define_finalizer`).
//!
//! Invariants:
//! - A *weak holder* is a typed-data object whose descriptor's `mark` reports only its strong
//!   references. Its weak ones are never marked: they keep nothing alive, and they never make
//!   the holder remembered (the remembered set follows `mark`).
//! - Every weak holder is registered (`Vm::register_weak`) as soon as it exists. After marking
//!   and before the sweep, the collector calls `Vm::prune_weak_refs`: a holder that is itself
//!   unmarked is dropped from the registry (the sweep frees it), and every other one has its
//!   prune function called with the mark test, which removes each weak reference to an unmarked
//!   object. The sweep frees exactly the unmarked objects, so **a holder never keeps the
//!   address of a freed slot**, whatever the slot holds later.
//! - In a minor collection every old object counts as marked: a weak reference to an old object
//!   that died lasts until the next major collection, and stays a valid object until then.
//! - Pruning runs no Ruby code and allocates no heap object (it is part of the collection). A
//!   prune function that finds Ruby work to do (a finalizer whose object died) answers true;
//!   the collector then sets `finalizers_due` and trips the interpreter's limits as a signal
//!   does (`Vm::trip_for_interrupt`, `vm::interrupt`), so the work runs at the next interrupt check
//!   (`Vm::check_ints`), or at the end of `GC.start`.

use crate::heap;
use crate::object;
use crate::value::Value;
use crate::vm::Vm;

/// Removes a holder's weak references to dead objects. `live` tells whether a Value survives
/// this collection (immediates always do). Answers whether Ruby work became due.
pub type PruneFn = fn(data: *mut u8, live: &dyn Fn(Value) -> bool) -> bool;

/// The weak holders of a VM (not roots: a holder dies like any object).
#[derive(Default)]
pub struct WeakRefs {
    holders: Vec<(Value, PruneFn)>,
    /// A prune function found Ruby work (finalizers) that has not run yet.
    pub finalizers_due: bool,
}

/// Whether `v` survives the collection whose marking just ended: an immediate, or a marked
/// heap object (old objects are marked from the start of a minor collection).
#[inline]
pub fn survives(v: Value) -> bool {
    if !v.is_heap() {
        return true;
    }
    let (h, i) = heap::slot_of(v.0 as usize);
    h.is_marked(i)
}

impl Vm {
    /// Registers the typed-data object `holder` as a weak holder pruned by `prune`.
    pub fn register_weak(&mut self, holder: Value, prune: PruneFn) {
        debug_assert!(object::is_type(holder, object::ObjType::Data));
        self.weak.holders.push((holder, prune));
    }

    /// The collector's hook, between marking and sweeping (see the module invariants).
    pub(crate) fn prune_weak_refs(&mut self) {
        let mut due = false;
        self.weak.holders.retain(|&(holder, prune)| {
            if !survives(holder) {
                return false;
            }
            due |= prune(object::as_typed_data(holder).data, &survives);
            true
        });
        if due {
            self.weak.finalizers_due = true;
        }
    }

    /// After a collection: when finalizers became due, trips the limits so that the next safe
    /// point runs them.
    pub(crate) fn after_weak_prune(&mut self) {
        if self.weak.finalizers_due {
            crate::vm::interrupt::request();
            self.trip_for_interrupt();
        }
    }
}
