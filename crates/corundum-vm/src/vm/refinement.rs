//! Refinements: where the active ones live, how a call site's lookup sees them, `super` from a
//! refined method, and activating them (`using`). The Ruby methods are in `core::refinement`.
//!
//! A Refinement is a module (class `Refinement`) made by `Module#refine(C)`; its
//! `ClassData::refine` names its target C and the module that made it, and its `superclass` is
//! C, so reflection inside the refine block (`instance_methods`, `alias`, `instance_method`)
//! sees C's methods as CRuby's does. Lookup of a refined call reads only the refinement's own
//! method table, never that superclass.
//!
//! Active refinements live in the lexical scope: a cref link (`vm::constants`) flagged
//! `object::FL_CREF_REFINED` has a second slot holding a hidden Array of entries, in activation
//! order. An entry is a Refinement (activated by `using`: a snapshot of the module's
//! refinements at that moment) or a plain module (inside a refine block: all the refinements
//! of that module, including ones it makes later, as CRuby's refine block sees them). The
//! Array is never changed once published; `using` makes a new one and a new cref link (a
//! version of the old: same class, parent and kind) and puts it in the calling frame and in the
//! frames of the same scope below it (a block at the top level: the top frame too), so methods
//! and blocks made before keep the old link. A new link (class body, `class_eval` block)
//! inherits its parent's Array.
//!
//! Invariants:
//! - Code whose cref is not flagged never looks at refinements: its call sites fill their
//!   caches with `find_method_cached`, as before refinements existed. No marker is put in the
//!   refined class, and no check is added to the cache-hit paths.
//! - A call site whose cref is flagged fills its cache entries with `find_method_refined`
//!   (miss path only), never goes megamorphic (the megamorphic path has no cref check), and
//!   never uses the `Send` handler (Kernel#send then runs as a builtin, which looks at the
//!   caller's refinements). A site's scope is fixed by its iseq, so the entry's (class, name
//!   serial) key stays exact as long as every change to what a refined lookup can answer bumps
//!   the name's serial: methods added to or removed from a refinement go through
//!   `add_method`/`invalidate_method` as any other, and `using` bumps every name the activated
//!   refinements define (which also covers a site that runs again after a `using` in a loop).
//! - `using` resets the megamorphic sites of the iseqs whose frames it changes and of the
//!   iseqs nested in them, so such a site looks again with the refinements.

use std::rc::Rc;

use smallvec::SmallVec;

use crate::class::{MethodEntry, MethodKind};
use crate::insn::{Opcode, OperandKind};
use crate::iseq::call_flags;
use crate::object::{self, ObjType};
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::{Block, FrameKind};
use crate::vm::{Vm, VmResult};

impl Vm {
    /// The refinements active in scope `cref`: a hidden Array, or nil when there are none.
    #[inline]
    pub fn cref_refinements(&self, cref: Value) -> Value {
        if cref.is_heap() && object::has_flag(cref, object::FL_CREF_REFINED) {
            object::as_env(cref).vals()[1]
        } else {
            Value::NIL
        }
    }

    /// The refinements active where the running code is: the innermost frame's scope (a
    /// builtin's frame carries its caller's cref, so this is its caller's scope).
    #[inline]
    pub fn caller_refinements(&self) -> Value {
        match self.frames.last() {
            Some(f) => self.cref_refinements(f.cref),
            None => Value::NIL,
        }
    }

    /// The class or module `k` refines, when `k` is a Refinement.
    #[inline]
    pub fn refinement_target(&self, k: Value) -> Option<Value> {
        if !k.is_heap() || object::obj_type(k) != ObjType::Module {
            return None;
        }
        object::as_class(k).data.refine.as_ref().map(|r| r.target).filter(|t| t.is_heap())
    }

    /// The Refinements module `m` made with `refine`, in creation order.
    pub fn refinements_of(&self, m: Value) -> Vec<Value> {
        match &object::as_class(m).data.refine {
            Some(r) => r.refinements.iter().map(|&(_, r)| r).collect(),
            None => Vec::new(),
        }
    }

    /// The Refinements an entry Array activates, in activation order (a plain-module entry
    /// stands for its refinements as they are now).
    pub fn active_refinements(&self, refs: Value) -> Vec<Value> {
        let mut out = Vec::new();
        if !refs.is_heap() {
            return out;
        }
        for &e in object::as_array(refs).items.iter() {
            if self.refinement_target(e).is_some() {
                out.push(e);
            } else {
                out.extend(self.refinements_of(e));
            }
        }
        out
    }

    /// `find_method_cached`, or the refined lookup when `refs` (an entry Array) is not nil.
    pub fn find_method_in_scope(&mut self, klass: Value, mid: SymbolId, refs: Value) -> Option<Rc<MethodEntry>> {
        if refs.is_heap() {
            self.find_method_refined(klass, mid, refs)
        } else {
            self.find_method_cached(klass, mid)
        }
    }

    /// Method lookup seen from a scope with refinements `refs`: walking `klass`'s ancestors,
    /// the active refinements of a class or module are searched (most recent first) just
    /// before it and its prepended modules, as CRuby orders them.
    pub fn find_method_refined(&mut self, klass: Value, mid: SymbolId, refs: Value) -> Option<Rc<MethodEntry>> {
        let anc = self.ancestors(klass);
        self.refined_walk(&anc, 0, mid, refs, None)
    }

    /// Walks `anc[from..]` for `mid` with refinements `refs` active. `after`: a Refinement
    /// whose method is calling `super`: of the refinements of its target, only those activated
    /// before it are searched (the older links of CRuby's refinement chain).
    fn refined_walk(&mut self, anc: &[Value], from: usize, mid: SymbolId, refs: Value, after: Option<Value>) -> Option<Rc<MethodEntry>> {
        // (where in `anc` the refinement is searched, the refinement), most recent first.
        let mut starts: SmallVec<[(Value, Value); 8]> = SmallVec::new();
        let skip_target = after.and_then(|r| self.refinement_target(r));
        let mut skipping = after.is_some();
        for r in self.active_refinements(refs).into_iter().rev() {
            let Some(t) = self.refinement_target(r) else { continue };
            // Those of `after`'s target up to `after` itself are skipped (all of them when
            // `after` is not active here).
            if Some(t) == skip_target && skipping {
                skipping = Some(r) != after;
                continue;
            }
            if !anc.contains(&t) {
                continue;
            }
            let first = self.ancestors(t)[0];
            starts.push((first, r));
        }
        for &k in &anc[from.min(anc.len())..] {
            for &(at, r) in &starts {
                if at == k {
                    if let Some(me) = object::as_class(r).data.methods.get(&mid) {
                        return (!matches!(me.kind, MethodKind::Undefined)).then(|| me.clone());
                    }
                }
            }
            if let Some(me) = object::as_class(k).data.methods.get(&mid) {
                return (!matches!(me.kind, MethodKind::Undefined)).then(|| me.clone());
            }
        }
        None
    }

    /// Calls `recv.mid(*args)` looking the method up with refinements `refs` (Kernel#send,
    /// `&:name`, interpolation in a refined scope); `fcall` allows private methods.
    #[allow(clippy::too_many_arguments)]
    pub fn call_refined(&mut self, recv: Value, mid: SymbolId, args: &[Value], block: Option<Block>, kw: bool, refs: Value, fcall: bool) -> VmResult {
        let recv_at = self.push_call_args(recv, args)?;
        let klass = self.class_of(recv);
        let me = self.find_method_refined(klass, mid, refs);
        let flags = if fcall { call_flags::FCALL } else { 0 } | if kw { call_flags::KW_HASH } else { 0 };
        let r = self.call_found(me, recv_at, args.len(), mid, flags, block);
        self.sp = recv_at;
        r
    }

    /// `checkmatch` (`when`, `in`, `rescue` lists) in a scope with refinements `refs`: `===`
    /// of `pattern` (of each of its elements for a splat) on `target`.
    pub fn case_eq_refined(&mut self, pattern: Value, target: Value, splat: bool, refs: Value) -> VmResult<bool> {
        if !splat {
            return Ok(self.call_refined(pattern, sym::EQQ, &[target], None, false, refs, true)?.truthy());
        }
        let arr = self.splat_to_array(pattern)?;
        self.temp_roots.push(arr);
        let mut i = 0;
        let r = loop {
            let Some(&p) = object::as_array(arr).items.get(i) else { break Ok(false) };
            match self.call_refined(p, sym::EQQ, &[target], None, false, refs, true) {
                Ok(v) if v.truthy() => break Ok(true),
                Ok(_) => i += 1,
                Err(e) => break Err(e),
            }
        };
        self.temp_roots.pop();
        r
    }

    /// `obj_to_s` (string interpolation) in a scope with refinements `refs`.
    pub fn obj_to_s_refined(&mut self, v: Value, refs: Value) -> VmResult {
        let r = self.call_refined(v, sym::TO_S, &[], None, false, refs, true)?;
        if object::is_type(r, ObjType::String) {
            return Ok(r);
        }
        let s = self.any_to_s(v)?;
        Ok(self.new_string(s.into_bytes()))
    }

    /// `super` from a method of Refinement `refinement` with no refinements in scope: the
    /// refined class's own method (its prepended modules first), then its ancestors.
    pub fn refined_super_method(&mut self, klass: Value, refinement: Value, mid: SymbolId) -> Option<Rc<MethodEntry>> {
        self.find_super_method_refined(klass, refinement, mid, Value::NIL)
    }

    /// The target of `super` from a method owned by `owner` in a scope with refinements
    /// `refs`: the ancestors after `owner` (for a Refinement, from its target on, with only
    /// the refinements of the target activated before it), seen with the refinements.
    pub fn find_super_method_refined(&mut self, klass: Value, owner: Value, mid: SymbolId, refs: Value) -> Option<Rc<MethodEntry>> {
        let anc = self.ancestors(klass);
        match self.refinement_target(owner) {
            Some(target) => {
                let first = self.ancestors(target)[0];
                let pos = anc.iter().position(|&k| k == first).or_else(|| anc.iter().position(|&k| k == target))?;
                self.refined_walk(&anc, pos, mid, refs, Some(owner))
            }
            None => {
                let pos = anc.iter().position(|&k| k == owner)?;
                self.refined_walk(&anc, pos + 1, mid, refs, None)
            }
        }
    }

    /// `using module` from frame `fi`: activates the refinements of `module` and of the
    /// modules it includes (theirs first, so the module's own win) for the rest of that
    /// frame's scope (see the file comment).
    pub fn activate_refinements(&mut self, fi: usize, module: Value) {
        let chain = self.ancestors(module);
        let mut activated: Vec<Value> = Vec::new();
        for &m in chain.iter().rev() {
            let m = if object::as_class(m).data.kind == ObjType::IClass { object::as_class(m).data.attached } else { m };
            for r in self.refinements_of(m) {
                if !activated.contains(&r) {
                    activated.push(r);
                }
            }
        }
        if activated.is_empty() {
            return;
        }
        // The calling frame, and below it the frames of the same scope (the same home frame,
        // running a version of the same cref link): a block at the top level changes the top
        // frame's scope too, and a block run again starts from the scope it was made in but
        // still adds to the enclosing one. Evaluated code is a scope of its own.
        let old = self.frames[fi].cref;
        let home = self.frames[fi].home;
        for j in (0..=fi).rev() {
            let f = &self.frames[j];
            if j != fi && (f.kind == FrameKind::Cfunc || f.home != home) {
                continue;
            }
            if !same_link(old, f.cref) {
                break;
            }
            let (iseq, cref, is_eval, is_home) = (f.iseq, f.cref, f.iseq.is_heap() && object::as_iseq(f.iseq).data.is_eval, f.id == home);
            if let Some(new) = self.cref_adding(cref, &activated) {
                self.frames[j].cref = new;
                if iseq.is_heap() {
                    reset_megamorphic_tree(iseq);
                }
            }
            if is_eval || is_home {
                break;
            }
        }
        for r in activated {
            let names: Vec<SymbolId> = object::as_class(r).data.methods.keys().copied().collect();
            for n in names {
                self.invalidate_method(n);
            }
        }
    }

    /// A copy of cref link `cref` with `refinements` active too (after its own), or None when
    /// it already has them all.
    fn cref_adding(&mut self, cref: Value, refinements: &[Value]) -> Option<Value> {
        let refs = self.cref_refinements(cref);
        let mut list: Vec<Value> = if refs.is_heap() { object::as_array(refs).items.to_vec() } else { Vec::new() };
        let before = list.len();
        for &r in refinements {
            if !list.contains(&r) {
                list.push(r);
            }
        }
        if list.len() == before {
            return None;
        }
        let arr = self.new_array(list);
        object::set_flag(arr, object::FL_HIDDEN, true);
        self.temp_roots.push(arr);
        let (klass, parent) = if cref.is_heap() {
            let e = object::as_env(cref);
            (e.vals()[0], e.parent)
        } else {
            (self.core.object, Value::NIL)
        };
        let new = self.new_cref_with(klass, parent, arr);
        if cref.is_heap() && object::has_flag(cref, object::FL_CREF_EVAL) {
            object::set_flag(new, object::FL_CREF_EVAL, true);
        }
        self.temp_roots.pop();
        Some(new)
    }
}

/// Whether two cref links are versions of one scope link (`using` copies a link with more
/// refinements): the same class, parent and kind.
fn same_link(a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    if !a.is_heap() || !b.is_heap() {
        return false;
    }
    let (ea, eb) = (object::as_env(a), object::as_env(b));
    ea.vals()[0] == eb.vals()[0] && ea.parent == eb.parent && object::has_flag(a, object::FL_CREF_EVAL) == object::has_flag(b, object::FL_CREF_EVAL)
}

/// Resets the megamorphic call sites of `iseq` and of the iseqs nested in it (blocks, methods,
/// class bodies): after `using`, a site of that scope must look again with the refinements.
fn reset_megamorphic_tree(iseq: Value) {
    let mut todo = vec![iseq];
    while let Some(i) = todo.pop() {
        let d = &object::as_iseq(i).data;
        for cc in d.call_caches.iter() {
            cc.reset_megamorphic();
        }
        let mut pc = 0;
        while pc < d.code.len() {
            let op = Opcode::from_word(d.code[pc]);
            for (k, kind) in op.info().operands.iter().enumerate() {
                let v = Value(d.code[pc + 1 + k]);
                if matches!(kind, OperandKind::Iseq) && v.is_heap() && object::obj_type(v) == ObjType::Iseq {
                    todo.push(v);
                }
            }
            pc += op.len();
        }
    }
}
