//! Method-cache invalidation and the global method cache.
//!
//! Invalidation is by method name. `Vm::method_serials[mid]` is bumped by every change that can
//! alter what `mid` resolves to for some class: defining, redefining, aliasing to, removing or
//! undefining `mid` anywhere; changing its visibility; including, prepending or extending a
//! module that defines `mid` (or whose ancestors do). Inline and global cache entries store the
//! serial of their name when filled and are valid only while it is unchanged. Defining
//! `method_missing` or `respond_to_missing?` bumps every name, since cached "not found" answers
//! of every name depend on them. Creating a singleton class needs no bump: the object's class
//! pointer changes, so entries keyed by the old class simply stop matching.
//!
//! Why names rather than per-class versions: a per-class scheme must also invalidate every
//! subclass and every class that includes a changed module, which needs descendant lists kept
//! up to date (and weak, so anonymous classes can die). A name serial needs none of that, is
//! exact for the common runtime changes (a new singleton method or `define_method` only touches
//! sites calling that name), and costs the hit path one load from a table indexed by the site's
//! name. The price is that redefining `m` in one class also refills sites calling `m` on
//! unrelated classes, which is rare after boot.
//!
//! Invariants:
//! - A cache entry is filled only after `ensure_name_serial(mid)`, so the table covers every name
//!   any entry holds and `invalidate_all_methods` reaches them all.
//! - The global cache is direct-mapped with `GLOBAL_MCACHE_SIZE` entries (bounded memory) and is
//!   emptied by every collection, so a class address in it never outlives the class.
//! - `hierarchy_serial` tags cached ancestor lists; it changes only when an include/prepend list
//!   changes.

use std::rc::Rc;

use crate::class::{BuiltinFn, MethodEntry, MethodKind};
use crate::object;
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::Vm;

pub const GLOBAL_MCACHE_BITS: u32 = 12;
pub const GLOBAL_MCACHE_SIZE: usize = 1 << GLOBAL_MCACHE_BITS;

/// One slot of the global method cache: (class, name) -> method entry.
#[derive(Clone, Default)]
pub struct GlobalCacheEntry {
    pub klass: Value,
    pub mid: u32,
    pub serial: u32,
    pub me: Option<Rc<MethodEntry>>,
}

pub fn new_global_mcache() -> Vec<GlobalCacheEntry> {
    vec![GlobalCacheEntry { klass: Value::UNDEF, ..Default::default() }; GLOBAL_MCACHE_SIZE]
}

impl Vm {
    /// The current serial of method name `mid` (0 for a name no cache has seen).
    #[inline(always)]
    pub fn name_serial(&self, mid: SymbolId) -> u32 {
        match self.method_serials.get(mid.0 as usize) {
            Some(&s) => s,
            None => 0,
        }
    }

    /// Makes sure `mid` has a slot in the serial table; returns its serial.
    pub fn ensure_name_serial(&mut self, mid: SymbolId) -> u32 {
        let i = mid.0 as usize;
        if i >= self.method_serials.len() {
            self.method_serials.resize(i + 1, 0);
        }
        self.method_serials[i]
    }

    /// Something about method name `mid` changed: every cache entry for it becomes stale.
    pub fn invalidate_method(&mut self, mid: SymbolId) {
        if matches!(mid, sym::METHOD_MISSING | sym::RESPOND_TO_MISSING) {
            self.invalidate_all_methods();
            return;
        }
        self.ensure_name_serial(mid);
        let s = &mut self.method_serials[mid.0 as usize];
        *s = s.wrapping_add(1);
    }

    pub fn invalidate_all_methods(&mut self) {
        for s in self.method_serials.iter_mut() {
            *s = s.wrapping_add(1);
        }
    }

    /// `module` was included into, prepended to or extended onto some class: the names it and
    /// its own ancestors define may now resolve differently there.
    pub fn invalidate_module_methods(&mut self, module: Value) {
        self.hierarchy_serial += 1;
        let chain = self.ancestors(module);
        let mut names: Vec<SymbolId> = Vec::new();
        for &m in chain.iter() {
            names.extend(object::as_class(m).data.methods.keys().copied());
        }
        if names.iter().any(|n| matches!(*n, sym::METHOD_MISSING | sym::RESPOND_TO_MISSING)) {
            self.invalidate_all_methods();
            return;
        }
        for n in names {
            self.invalidate_method(n);
        }
    }

    /// Whether `recv.mid` resolves to the builtin `func`, i.e. that core method is not redefined
    /// or overridden for this receiver: core code may then do the method's work directly (e.g.
    /// `Array#inspect` writing a nested array's text into its own buffer).
    pub fn method_is_builtin(&mut self, recv: Value, mid: SymbolId, func: BuiltinFn) -> bool {
        let k = self.class_of(recv);
        match self.find_method_cached(k, mid) {
            Some(me) => matches!(me.kind, MethodKind::Builtin { func: f, .. } if std::ptr::fn_addr_eq(f, func)),
            None => false,
        }
    }

    /// `find_method` through the global method cache (used by megamorphic sites, calls from
    /// Rust and `send`).
    #[inline]
    pub fn find_method_cached(&mut self, klass: Value, mid: SymbolId) -> Option<Rc<MethodEntry>> {
        // Class addresses are 8-aligned slot addresses and names small integers: a multiply
        // spreads both over the table.
        let h = ((klass.0 >> 3) ^ (mid.0 as u64).wrapping_mul(0x9E37_79B9)).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - GLOBAL_MCACHE_BITS);
        let h = h as usize;
        let serial = self.name_serial(mid);
        let e = &self.global_mcache[h];
        if e.klass == klass && e.mid == mid.0 && e.serial == serial {
            self.stats.global_hit += 1;
            return e.me.clone();
        }
        self.global_mcache_miss(klass, mid, h)
    }

    #[inline(never)]
    fn global_mcache_miss(&mut self, klass: Value, mid: SymbolId, h: usize) -> Option<Rc<MethodEntry>> {
        self.stats.global_miss += 1;
        let me = self.find_method(klass, mid);
        let serial = self.ensure_name_serial(mid);
        self.global_mcache[h] = GlobalCacheEntry { klass, mid: mid.0, serial, me: me.clone() };
        me
    }

    /// Called by the collector: entries may name classes that are about to be freed.
    pub fn clear_global_mcache(&mut self) {
        for e in self.global_mcache.iter_mut() {
            if e.klass != Value::UNDEF {
                *e = GlobalCacheEntry { klass: Value::UNDEF, ..Default::default() };
            }
        }
    }
}
