//! Polymorphic inline method caches (seed 003, "On sending methods"): each call site remembers
//! up to [`MAX_ENTRIES`] receiver classes, each with the method entry found for it and a
//! [`Handler`] that says how to run it, so code shared through modules and inheritance keeps
//! hitting its cache. A site that sees more classes becomes megamorphic and asks the bounded
//! global method cache (`vm::method_cache`) instead.
//!
//! Invariants:
//! - An entry is valid while its `serial` equals the method-name serial of the site's method
//!   name (`Vm::name_serial`); every change that can alter what that name resolves to, for any
//!   class, bumps that serial (see `vm::method_cache`). So a hit is: class compare + serial
//!   compare, and a stale entry is refilled in place.
//! - Entry 0 lives inline in the site; entries 1.. are allocated the first time the site sees
//!   a second class, so monomorphic sites (most of them) stay small.
//! - Entries hold their class strongly (the iseq marks them), so a class address in a cache is
//!   never reused by another class while the entry exists.
//! - `len` is the number of filled entries, or [`MEGAMORPHIC`] once the site gave up on inline
//!   entries; with `Options::call_cache_entries == 1` a site never grows past entry 0 and a miss
//!   just refills it (the single-entry behaviour CRuby 2.6 had, kept for comparison).

use std::cell::{Cell, OnceCell, RefCell};
use std::rc::Rc;

use crate::class::{MethodEntry, MethodKind, Visibility};
use crate::iseq::{call_flags, IvarCache};
use crate::object;
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::Vm;

pub const MAX_ENTRIES: usize = 4;
pub const MEGAMORPHIC: u8 = u8::MAX;

/// How a cached target is run; chosen once, when the entry is filled.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Handler {
    /// A Ruby method with only leading and optional positional parameters that accept the
    /// site's argument count: its frame is pushed with the arguments in place and starts at the
    /// entry for that count (CRuby's `vm_call_iseq_setup_normal` / `_opt_start`).
    IseqSimple,
    /// A Ruby method with optional, rest, keyword or block parameters: general binding.
    Iseq,
    /// A method written in Rust.
    Builtin,
    /// A method written in Rust while `:c_call`/`:c_return` hooks are on: called through
    /// `Vm::invoke`, which fires them (`vm::trace`).
    BuiltinTraced,
    /// `attr_reader`: reads the ivar through the entry's own shape cache.
    AttrReader,
    /// `attr_writer`: writes the ivar through the entry's own shape cache.
    AttrWriter,
    /// A `define_method` method: runs its block with the receiver as self.
    Bmethod,
    /// The name is not defined (or not callable from here): the entry holds the receiver's
    /// `method_missing`, called with the name prepended.
    MethodMissing,
    /// `send`/`__send__`/`public_send`: the target name is the first argument.
    Send,
    /// `Proc#call`/`()`/`yield`/`[]`/`===`: runs the proc's block directly.
    ProcCall,
    /// `Class#new`: allocates and runs `initialize` in the loop (`vm::construct`).
    New,
}

/// `repr(C)`: the three Values the collector marks come first (see `CallCache`).
#[repr(C)]
pub struct CacheEntry {
    pub klass: Cell<Value>,
    /// At a `super` site: the owner of the method that called super, which is part of the key
    /// (the same code can run as a method of different owners, e.g. a module's).
    pub super_from: Cell<Value>,
    /// A `Class#new` entry: the class whose `initialize` is cached, that name's serial then, and
    /// the method (`vm::construct`).
    pub ctor_class: Cell<Value>,
    pub serial: Cell<u32>,
    pub ctor_serial: Cell<u32>,
    pub handler: Cell<Handler>,
    pub me: RefCell<Option<Rc<MethodEntry>>>,
    pub ctor: RefCell<Option<Rc<MethodEntry>>>,
    /// The shape cache of an `attr_reader`/`attr_writer` target's ivar.
    pub attr: IvarCache,
}

impl CacheEntry {
    fn new() -> CacheEntry {
        CacheEntry {
            klass: Cell::new(Value::UNDEF),
            serial: Cell::new(0),
            handler: Cell::new(Handler::Builtin),
            me: RefCell::new(None),
            attr: IvarCache::new(),
            super_from: Cell::new(Value::UNDEF),
            ctor_class: Cell::new(Value::UNDEF),
            ctor_serial: Cell::new(0),
            ctor: RefCell::new(None),
        }
    }

    #[inline(always)]
    fn matches(&self, klass: Value, serial: u32) -> bool {
        self.klass.get() == klass && self.serial.get() == serial
    }

    fn fill(&self, klass: Value, serial: u32, handler: Handler, me: Option<Rc<MethodEntry>>) {
        self.klass.set(klass);
        self.serial.set(serial);
        self.handler.set(handler);
        *self.me.borrow_mut() = me;
        self.attr.reset();
        self.ctor_class.set(Value::UNDEF);
    }
}

/// What the VM learned at one call site (CRuby's `rb_call_cache` / `call_data`).
///
/// `repr(C)`: what the collector reads of a monomorphic site, `len` and the Values of entry 0,
/// is its first [`MARKED_BYTES`] bytes, so marking one touches one or two cache lines (and
/// the collector prefetches them, `gc::Marker`).
#[repr(C)]
pub struct CallCache {
    len: Cell<u8>,
    /// This cache's index in its owner's `call_caches`.
    pub site: Cell<u32>,
    first: CacheEntry,
    more: OnceCell<Box<[CacheEntry; MAX_ENTRIES - 1]>>,
    /// The iseq this cache belongs to (nil for a cache made outside an iseq): filling an entry
    /// stores Values into it, so the iseq is remembered (write barrier) and notes that this
    /// cache holds entries (`IseqData::filled_call_caches`, which the collector reads).
    pub owner: Cell<Value>,
}

/// The bytes at the start of a `CallCache` that marking a monomorphic one reads.
pub const MARKED_BYTES: usize = std::mem::offset_of!(CallCache, first) + std::mem::offset_of!(CacheEntry, ctor_class) + 8;
const _: () = assert!(MARKED_BYTES == 32);

impl Default for CallCache {
    fn default() -> Self {
        CallCache::new()
    }
}

/// Which entry answered a probe (for the counters).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Probe {
    Inline,
    Polymorphic,
}

impl CallCache {
    pub fn new() -> CallCache {
        CallCache { first: CacheEntry::new(), more: OnceCell::new(), len: Cell::new(0), owner: Cell::new(Value::NIL), site: Cell::new(0) }
    }

    pub fn is_megamorphic(&self) -> bool {
        self.len.get() == MEGAMORPHIC
    }

    /// Filled entries (0 for a megamorphic site).
    pub fn len(&self) -> usize {
        match self.len.get() {
            MEGAMORPHIC => 0,
            n => n as usize,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    #[inline(always)]
    fn entry(&self, i: usize) -> &CacheEntry {
        if i == 0 {
            &self.first
        } else {
            &self.more.get().expect("entries past the first are allocated before use")[i - 1]
        }
    }

    /// The valid entry for `klass`, if any. Entry 0 is checked first and inline; the others only
    /// when the site has gone polymorphic.
    #[inline(always)]
    pub fn probe(&self, klass: Value, serial: u32) -> Option<(&CacheEntry, Probe)> {
        if self.first.matches(klass, serial) {
            return Some((&self.first, Probe::Inline));
        }
        self.probe_more(klass, serial)
    }

    #[inline(never)]
    fn probe_more(&self, klass: Value, serial: u32) -> Option<(&CacheEntry, Probe)> {
        let more = self.more.get()?;
        let n = self.len();
        more[..n.saturating_sub(1)].iter().find(|e| e.matches(klass, serial)).map(|e| (e, Probe::Polymorphic))
    }

    /// A megamorphic site starts again with no entries (`using` made refinements active in its
    /// scope, and the megamorphic path does not look at them; see `vm::refinement`).
    pub fn reset_megamorphic(&self) {
        if self.is_megamorphic() {
            self.len.set(0);
        }
    }

    /// The entry to (re)fill for `klass` after a miss: the stale entry of the same class if there
    /// is one, else the next free one; None when the site has just become (or was) megamorphic.
    /// A site in a scope with refinements (`refined`) never becomes megamorphic: a full site
    /// refills its first entry.
    fn slot_for(&self, klass: Value, max_entries: usize, refined: bool) -> Option<&CacheEntry> {
        if self.is_megamorphic() {
            return None;
        }
        let owner = self.owner.get();
        if owner.is_heap() {
            crate::object::remember(owner);
            crate::object::as_iseq(owner).data.note_filled(self.site.get());
        }
        let n = self.len();
        // The stale entry of this class, or one left empty (a target that needs per-call checks
        // is not cached; its slot is reused rather than growing the site towards megamorphic).
        if let Some(i) = (0..n).find(|&i| {
            let k = self.entry(i).klass.get();
            k == klass || k == Value::UNDEF
        }) {
            return Some(self.entry(i));
        }
        if n < max_entries {
            if n == 1 {
                let _ = self.more.set(Box::new([CacheEntry::new(), CacheEntry::new(), CacheEntry::new()]));
            }
            self.len.set(n as u8 + 1);
            return Some(self.entry(n));
        }
        if max_entries <= 1 || refined {
            // Single-entry mode (or a refined scope): the newcomer evicts the old class.
            self.len.set(1);
            return Some(&self.first);
        }
        self.len.set(MEGAMORPHIC);
        for i in 0..n {
            self.entry(i).fill(Value::UNDEF, 0, Handler::Builtin, None);
        }
        None
    }

    /// Values the GC must keep alive: the classes of the entries.
    #[inline(always)]
    pub fn mark<F: FnMut(Value) + ?Sized>(&self, mark: &mut F) {
        for i in 0..self.len() {
            mark(self.entry(i).klass.get());
            mark(self.entry(i).super_from.get());
            mark(self.entry(i).ctor_class.get());
        }
    }

    pub fn heap_bytes(&self) -> usize {
        self.more.get().map_or(0, |_| std::mem::size_of::<[CacheEntry; MAX_ENTRIES - 1]>())
    }
}

impl Vm {
    /// The handler for calling `me` from a site with `argc` stack arguments and `flags`.
    pub fn handler_for(&self, me: &MethodEntry, argc: usize, flags: u32) -> Handler {
        let plain = flags & (call_flags::SPLAT | call_flags::BLOCKARG | call_flags::KW_HASH | call_flags::KW_ARGS) == 0;
        match &me.kind {
            MethodKind::Iseq(iseq) => {
                let d = &object::as_iseq(*iseq).data;
                let p = &d.params;
                let positional = p.rest.is_none() && p.post == 0 && p.block.is_none() && !p.accepts_keywords() && !p.no_kw;
                if plain && positional && (p.lead as usize..=(p.lead + p.opt) as usize).contains(&argc) {
                    Handler::IseqSimple
                } else {
                    Handler::Iseq
                }
            }
            MethodKind::Builtin { .. } => {
                let name = me.original_name;
                if matches!(name, sym::SEND | sym::__SEND__ | sym::PUBLIC_SEND)
                    && [self.core.basic_object, self.core.object, self.core.kernel].contains(&me.owner)
                {
                    Handler::Send
                } else if me.owner == self.core.proc_ && matches!(name, sym::CALL | sym::CALL_PARENS | sym::YIELD | sym::EQQ | sym::AREF) {
                    Handler::ProcCall
                } else if me.owner == self.core.class && name == sym::NEW && plain {
                    // As CRuby 4.0's `opt_new`: no events for `new` itself, only for the
                    // `initialize` it runs.
                    Handler::New
                } else if self.tracing.c_hooks {
                    Handler::BuiltinTraced
                } else {
                    Handler::Builtin
                }
            }
            MethodKind::AttrReader(_) if plain && argc == 0 => Handler::AttrReader,
            MethodKind::AttrWriter(_) if plain && argc == 1 => Handler::AttrWriter,
            MethodKind::AttrReader(_) | MethodKind::AttrWriter(_) => Handler::Builtin,
            MethodKind::Bmethod(_) => Handler::Bmethod,
            MethodKind::Undefined => Handler::MethodMissing,
            MethodKind::Missing => Handler::Builtin,
        }
    }
}

/// Whether a call with `flags` may run `me` without a per-call check: public methods always;
/// private ones from receiver-less calls. Protected methods depend on the caller's self, so
/// they are never cached.
pub fn callable_without_check(me: &MethodEntry, flags: u32) -> bool {
    match me.visibility {
        Visibility::Public | Visibility::ModuleFunction => true,
        Visibility::Private => flags & call_flags::FCALL != 0,
        Visibility::Protected => false,
    }
}

impl Vm {
    /// The target for `klass` at site `cc`, looked up and cached on a miss. Returns the method
    /// entry (None: not found) and, when the site may run it without further checks, its
    /// handler. A megamorphic site answers from the global method cache; a cached
    /// `method_missing` answers (that entry, MethodMissing).
    #[inline(never)]
    pub fn call_cache_lookup(&mut self, cc: &CallCache, klass: Value, mid: SymbolId, argc: usize, flags: u32) -> (Option<Rc<MethodEntry>>, Option<Handler>) {
        let serial = self.name_serial(mid);
        if let Some((e, probe)) = cc.probe(klass, serial) {
            match probe {
                Probe::Inline => self.stats.call_hit += 1,
                Probe::Polymorphic => self.stats.call_poly_hit += 1,
            }
            return (e.me.borrow().clone(), Some(e.handler.get()));
        }
        if cc.is_megamorphic() {
            self.stats.call_megamorphic += 1;
            let me = self.find_method_cached(klass, mid);
            let h = match &me {
                Some(m) if callable_without_check(m, flags) => Some(self.handler_for(m, argc, flags)),
                _ => None,
            };
            return (me, h);
        }
        self.stats.call_miss += 1;
        // The site's scope: with refinements active there, the refined lookup (vm::refinement).
        let refs = self.caller_refinements();
        let me = self.find_method_in_scope(klass, mid, refs);
        let serial = self.ensure_name_serial(mid);
        let Some(slot) = cc.slot_for(klass, self.max_call_cache_entries(), refs.is_heap()) else { return (me, None) };
        match &me {
            Some(m) if callable_without_check(m, flags) => {
                let mut h = self.handler_for(m, argc, flags);
                if h == Handler::Send && refs.is_heap() {
                    // Kernel#send as a builtin, which looks the target up with the refinements.
                    h = Handler::Builtin;
                }
                slot.fill(klass, serial, h, Some(m.clone()));
                (me, Some(h))
            }
            Some(_) => {
                // Visibility needs checking per call: leave the slot empty (never matches).
                slot.fill(Value::UNDEF, 0, Handler::Builtin, None);
                (me, None)
            }
            None => {
                // Cache "not found" as the method_missing to call, unless it is the default
                // one (which raises NoMethodError and is handled by the slow path).
                match self.find_method_cached(klass, sym::METHOD_MISSING) {
                    Some(mm) if !matches!(mm.kind, MethodKind::Builtin { .. }) => slot.fill(klass, serial, Handler::MethodMissing, Some(mm)),
                    _ => slot.fill(Value::UNDEF, 0, Handler::Builtin, None),
                }
                (None, None)
            }
        }
    }

    fn max_call_cache_entries(&self) -> usize {
        match self.options.call_cache_entries {
            0 => MAX_ENTRIES,
            n => n.min(MAX_ENTRIES),
        }
    }

    /// The target of `super` from a method named `mid` owned by `from`, for a receiver of
    /// class `klass`, through the `super` site's cache (key: class and `from`).
    #[inline(never)]
    pub fn super_cache_lookup(&mut self, cc: &CallCache, klass: Value, from: Value, mid: SymbolId) -> Option<Rc<MethodEntry>> {
        let serial = self.name_serial(mid);
        if let Some((e, probe)) = cc.probe(klass, serial) {
            if e.super_from.get() == from {
                match probe {
                    Probe::Inline => self.stats.call_hit += 1,
                    Probe::Polymorphic => self.stats.call_poly_hit += 1,
                }
                return e.me.borrow().clone();
            }
        }
        if cc.is_megamorphic() {
            self.stats.call_megamorphic += 1;
            return self.find_super_method(klass, from, mid);
        }
        self.stats.call_miss += 1;
        // In a scope with refinements, `super` sees them too (vm::refinement).
        let refs = self.caller_refinements();
        let found = if refs.is_heap() { self.find_super_method_refined(klass, from, mid, refs) } else { self.find_super_method(klass, from, mid) };
        let serial = self.ensure_name_serial(mid);
        if let (Some(slot), Some(m)) = (cc.slot_for(klass, self.max_call_cache_entries(), refs.is_heap()), &found) {
            let h = self.handler_for(m, 0, 0);
            slot.fill(klass, serial, h, Some(m.clone()));
            slot.super_from.set(from);
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::{CallCache, Handler};
    use crate::class::{MethodKind, Visibility};
    use crate::symbol::intern;
    use crate::value::Value;
    use crate::vm::{Args, Options, Vm, VmResult};

    fn one(_vm: &mut Vm, _r: Value, _a: &Args) -> VmResult {
        Ok(Value::fixnum(1))
    }
    fn two(_vm: &mut Vm, _r: Value, _a: &Args) -> VmResult {
        Ok(Value::fixnum(2))
    }

    fn vm_with(entries: usize) -> Box<Vm> {
        let mut vm = Vm::new(Options { call_cache_entries: entries, ..Options::default() });
        vm.set_stack_base();
        vm
    }

    fn classes(vm: &mut Vm, n: usize) -> Vec<Value> {
        let base = vm.new_class(vm.core.object);
        vm.temp_roots.push(base);
        vm.add_method(base, intern("m"), MethodKind::Builtin { func: one, arity: 0, leaf: false }, Visibility::Public);
        (0..n)
            .map(|_| {
                let k = vm.new_class(base);
                vm.temp_roots.push(k);
                k
            })
            .collect()
    }

    fn counts(vm: &Vm) -> (u64, u64, u64, u64) {
        (vm.stats.call_hit, vm.stats.call_poly_hit, vm.stats.call_miss, vm.stats.call_megamorphic)
    }

    #[test]
    fn four_classes_hit_after_one_miss_each_and_a_fifth_goes_megamorphic() {
        let mut vm = vm_with(0);
        let ks = classes(&mut vm, 5);
        let cc = CallCache::new();
        let m = intern("m");
        for _ in 0..3 {
            for &k in &ks[..4] {
                let (me, h) = vm.call_cache_lookup(&cc, k, m, 0, 0);
                assert!(me.is_some());
                assert_eq!(h, Some(Handler::Builtin));
            }
        }
        // Round 1: four misses; rounds 2 and 3: one inline hit and three polymorphic hits each.
        assert_eq!(counts(&vm), (2, 6, 4, 0));
        assert_eq!(cc.len(), 4);
        vm.call_cache_lookup(&cc, ks[4], m, 0, 0);
        assert!(cc.is_megamorphic());
        let hits = vm.stats.global_hit;
        let (me, h) = vm.call_cache_lookup(&cc, ks[0], m, 0, 0);
        assert!(me.is_some() && h == Some(Handler::Builtin));
        assert_eq!(vm.stats.global_hit, hits + 1, "megamorphic answers come from the global cache");
        assert_eq!(vm.stats.call_megamorphic, 1);
    }

    #[test]
    fn single_entry_mode_thrashes_on_two_classes() {
        let mut vm = vm_with(1);
        let ks = classes(&mut vm, 2);
        let cc = CallCache::new();
        for _ in 0..5 {
            for &k in &ks {
                vm.call_cache_lookup(&cc, k, intern("m"), 0, 0);
            }
        }
        assert_eq!(counts(&vm), (0, 0, 10, 0));
        assert_eq!(cc.len(), 1);
    }

    #[test]
    fn defining_the_name_anywhere_in_the_chain_invalidates_the_entry() {
        let mut vm = vm_with(0);
        let ks = classes(&mut vm, 2);
        let cc = CallCache::new();
        let m = intern("m");
        let call = |vm: &mut Vm, k| {
            let (me, _) = vm.call_cache_lookup(&cc, k, m, 0, 0);
            match me.unwrap().kind {
                MethodKind::Builtin { func, .. } => func(vm, Value::NIL, &Args::from_slice(&[], None)).ok().unwrap(),
                _ => unreachable!(),
            }
        };
        assert_eq!(call(&mut vm, ks[0]), Value::fixnum(1));
        assert_eq!(call(&mut vm, ks[0]), Value::fixnum(1));
        vm.add_method(ks[0], m, MethodKind::Builtin { func: two, arity: 0, leaf: false }, Visibility::Public);
        assert_eq!(call(&mut vm, ks[0]), Value::fixnum(2));
        assert_eq!(call(&mut vm, ks[1]), Value::fixnum(1));
        // A module that brings `m` into the other class's ancestors.
        let md = vm.new_module();
        vm.temp_roots.push(md);
        vm.add_method(md, m, MethodKind::Builtin { func: two, arity: 0, leaf: false }, Visibility::Public);
        vm.include_module(ks[1], md).ok().unwrap();
        assert_eq!(call(&mut vm, ks[1]), Value::fixnum(2));
        // Unrelated names keep their entries.
        let other = CallCache::new();
        vm.call_cache_lookup(&other, ks[0], intern("to_s"), 0, 0);
        let hits = vm.stats.call_hit;
        vm.add_method(ks[0], intern("unrelated"), MethodKind::Builtin { func: two, arity: 0, leaf: false }, Visibility::Public);
        vm.call_cache_lookup(&other, ks[0], intern("to_s"), 0, 0);
        assert_eq!(vm.stats.call_hit, hits + 1);
    }

    #[test]
    fn private_targets_are_cached_only_for_receiverless_calls() {
        let mut vm = vm_with(0);
        let ks = classes(&mut vm, 1);
        let p = intern("priv");
        vm.add_method(ks[0], p, MethodKind::Builtin { func: one, arity: 0, leaf: false }, Visibility::Private);
        let cc = CallCache::new();
        let (me, h) = vm.call_cache_lookup(&cc, ks[0], p, 0, 0);
        assert!(me.is_some() && h.is_none());
        // Repeated uncacheable calls reuse their empty slot instead of filling the site up.
        for _ in 0..6 {
            vm.call_cache_lookup(&cc, ks[0], p, 0, 0);
        }
        assert!(!cc.is_megamorphic());
        assert_eq!(cc.len(), 1);
        let (_, h) = vm.call_cache_lookup(&cc, ks[0], p, 0, crate::iseq::call_flags::FCALL);
        assert_eq!(h, Some(Handler::Builtin));
    }
}
