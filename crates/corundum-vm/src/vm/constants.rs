//! Constant lookup: lexically through the cref chain, then through the innermost class's
//! ancestors, then Object. Class naming happens when a class is first stored in a constant.
//!
//! A cref (CRuby's term: the lexical scope, what `Module.nesting` lists) is a chain of small
//! heap objects (an `Env` with one slot, the class, and `parent` the enclosing scope). Each
//! `class`/`module` body pushes one; methods remember the chain they were defined in
//! (`MethodEntry::cref`), blocks the chain of the frame that created them. A link may also
//! hold the refinements active in its scope (`object::FL_CREF_REFINED`, `vm::refinement`);
//! a new link inherits its parent's.
//!
//! A lookup that first meets a pending autoload (`vm::autoload`) loads it and starts again;
//! `defined?`-style questions (`const_defined_lexically`, `const_defined_in_ancestors`) never
//! load.
//!
//! Invariants: every constant store bumps `const_serial`, which is what constant caches
//! compare; `vm.top_cref` ([Object]) is the chain of top-level code and is never collected.

use crate::object::{self, ObjType};
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::autoload::OwnConst;
use crate::vm::{Vm, VmResult};

/// A lookup's first match: a constant's value, or a pending autoload in the module given.
enum Hit {
    Value(Value),
    Autoload(Value),
}

impl Vm {
    fn own_hit(&self, k: Value, name: SymbolId) -> Option<Hit> {
        match self.own_const(k, name) {
            OwnConst::Value(v) => Some(Hit::Value(v)),
            OwnConst::Autoload(m) => Some(Hit::Autoload(m)),
            OwnConst::Absent => None,
        }
    }

    /// A new scope for `klass` inside `parent`; it inherits the refinements active in
    /// `parent` (`vm::refinement`).
    pub fn new_cref(&mut self, klass: Value, parent: Value) -> Value {
        let refinements = self.cref_refinements(parent);
        self.new_cref_with(klass, parent, refinements)
    }

    /// A new scope for `klass` inside `parent` with `refinements` (a hidden Array, see
    /// `vm::refinement`, or nil for none) active.
    pub fn new_cref_with(&mut self, klass: Value, parent: Value, refinements: Value) -> Value {
        let refined = refinements.is_heap();
        let c = self.new_env(if refined { 2 } else { 1 }, parent, Value::NIL);
        object::as_env_mut_nowb(c).vals_mut()[0] = klass;
        object::write_barrier(c, klass);
        if refined {
            object::as_env_mut_nowb(c).vals_mut()[1] = refinements;
            object::write_barrier(c, refinements);
            object::set_flag(c, object::FL_CREF_REFINED, true);
        }
        c
    }

    /// The scope `instance_eval`/`instance_exec` push for `target` (the class `def` goes to, or
    /// an object that cannot have a singleton class) inside `parent`.
    pub fn new_instance_eval_cref(&mut self, target: Value, parent: Value) -> Value {
        let is_module = target.is_heap() && matches!(object::obj_type(target), ObjType::Class | ObjType::Module);
        if is_module {
            return self.new_cref(target, parent);
        }
        let klass = self.class_of(target);
        let cref = self.new_cref(klass, parent);
        object::set_flag(cref, object::FL_CREF_NO_SINGLETON, true);
        cref
    }

    /// The class that `def`, `alias` and `undef` change in the scope `cref`: TypeError when
    /// the scope is an `instance_eval` on an object without a singleton class.
    pub fn definee(&mut self, cref: Value) -> VmResult {
        if cref.is_heap() && object::has_flag(cref, object::FL_CREF_NO_SINGLETON) {
            return Err(self.make_error(self.core.type_error, "can't define singleton"));
        }
        Ok(self.cref_class(cref))
    }

    /// The innermost class of a cref chain (Object for the top level).
    #[inline]
    pub fn cref_class(&self, cref: Value) -> Value {
        if cref.is_heap() {
            object::as_env(cref).vals()[0]
        } else {
            self.core.object
        }
    }

    /// The scope constants are read and written in: `cref` without the scopes pushed by
    /// instance_eval and friends (`object::FL_CREF_EVAL`), which only change where `def` goes.
    pub fn const_scope(&self, cref: Value) -> Value {
        let mut c = cref;
        while c.is_heap() && object::has_flag(c, object::FL_CREF_EVAL) {
            c = object::as_env(c).parent;
        }
        c
    }

    /// The class a constant assignment in scope `cref` defines in.
    pub fn const_scope_class(&self, cref: Value) -> Value {
        self.cref_class(self.const_scope(cref))
    }

    /// The first match for a bare `Foo` in lexical scope `cref`, without loading anything.
    /// For `defined?` (`any_autoload`), an enclosing scope's autoload entry counts whatever its
    /// state, as in CRuby (the top level and the ancestors count only pending ones).
    fn const_search(&mut self, cref: Value, name: SymbolId, any_autoload: bool) -> Option<Hit> {
        let cref = self.const_scope(cref);
        let mut c = cref;
        while c.is_heap() {
            let e = object::as_env(c);
            let (k, parent) = (e.vals()[0], e.parent);
            // The outermost scope (top level) is searched last, through Object below.
            if !parent.is_heap() {
                break;
            }
            if object::has_flag(c, object::FL_CREF_EVAL) {
                c = parent;
                continue;
            }
            if let Some(h) = self.own_hit(k, name) {
                return Some(h);
            }
            if any_autoload && object::as_class(k).data.autoloads.contains_key(&name) {
                return Some(Hit::Autoload(k));
            }
            c = parent;
        }
        let k = self.cref_class(cref);
        self.ancestors_search(k, name).or_else(|| self.own_hit(self.core.object, name))
    }

    fn ancestors_search(&mut self, k: Value, name: SymbolId) -> Option<Hit> {
        let anc = self.ancestors(k);
        anc.iter().find_map(|&m| self.own_hit(m, name))
    }

    /// Lookup for a bare `Foo` evaluated in lexical scope `cref`; a pending autoload met first
    /// is loaded (`vm::autoload`) and the lookup starts again.
    pub fn const_lookup(&mut self, cref: Value, name: SymbolId) -> VmResult<Option<Value>> {
        loop {
            match self.const_search(cref, name, false) {
                None => return Ok(None),
                Some(Hit::Value(v)) => return Ok(Some(v)),
                Some(Hit::Autoload(m)) => self.autoload_resolve(m, name)?,
            }
        }
    }

    /// `defined?(Foo)` in scope `cref`: a constant or a pending autoload, nothing loaded.
    pub fn const_defined_lexically(&mut self, cref: Value, name: SymbolId) -> bool {
        self.const_search(cref, name, true).is_some()
    }

    /// `name` in `k` or its ancestors, loading a pending autoload met first.
    pub fn const_in_ancestors(&mut self, k: Value, name: SymbolId) -> VmResult<Option<Value>> {
        loop {
            match self.ancestors_search(k, name) {
                None => return Ok(None),
                Some(Hit::Value(v)) => return Ok(Some(v)),
                Some(Hit::Autoload(m)) => self.autoload_resolve(m, name)?,
            }
        }
    }

    /// Whether `name` is a constant or a pending autoload of `k` or its ancestors.
    pub fn const_defined_in_ancestors(&mut self, k: Value, name: SymbolId) -> bool {
        self.ancestors_search(k, name).is_some()
    }

    /// The search of `Mod::Name`: `m`'s ancestors, leaving out Object itself unless `m` is
    /// Object (a class reaches no top-level constant this way; Kernel's and BasicObject's
    /// still count).
    fn scoped_search(&mut self, m: Value, name: SymbolId) -> Option<Hit> {
        let anc = self.ancestors(m);
        let object = self.core.object;
        anc.iter().copied().filter(|&k| k != object || m == object).find_map(|k| self.own_hit(k, name))
    }

    /// `defined?(Mod::Name)`: whether the search of `Mod::Name` finds a constant or a pending
    /// autoload, nothing loaded.
    pub fn const_defined_from(&mut self, m: Value, name: SymbolId) -> bool {
        self.scoped_search(m, name).is_some()
    }

    pub fn const_get(&mut self, cref: Value, name: SymbolId) -> VmResult {
        match self.const_lookup(cref, name)? {
            Some(v) => Ok(v),
            None => {
                let k = self.const_scope_class(cref);
                let msg = if k == self.core.object {
                    format!("uninitialized constant {}", name.name())
                } else {
                    format!("uninitialized constant {}::{}", self.module_name(k), name.name())
                };
                Err(self.name_error(&msg, name, k))
            }
        }
    }

    /// `Mod::Name`.
    pub fn const_get_from(&mut self, m: Value, name: SymbolId) -> VmResult {
        if !m.is_heap() || !matches!(object::obj_type(m), ObjType::Class | ObjType::Module) {
            let s = self.inspect_str(m)?;
            return Err(self.type_error(&format!("{s} is not a class/module")));
        }
        let found = loop {
            match self.scoped_search(m, name) {
                None => break None,
                Some(Hit::Value(v)) => break Some(v),
                Some(Hit::Autoload(owner)) => self.autoload_resolve(owner, name)?,
            }
        };
        if let Some(v) = found {
            if self.private_const_count > 0 {
                if let Some(owner) = self.private_const_owner(m, name) {
                    let msg = format!("private constant {}::{} referenced", self.module_name(owner), name.name());
                    return Err(self.name_error(&msg, name, m));
                }
            }
            return Ok(v);
        }
        let msg = if m == self.core.object {
            format!("uninitialized constant {}", name.name())
        } else {
            format!("uninitialized constant {}::{}", self.module_name(m), name.name())
        };
        Err(self.name_error(&msg, name, m))
    }

    /// The module among `m`'s ancestors that defines `name`, when it made it private.
    pub fn private_const_owner(&mut self, m: Value, name: SymbolId) -> Option<Value> {
        let anc = self.ancestors(m);
        let owner = anc.iter().copied().find(|&k| {
            let d = &object::as_class(k).data;
            d.consts.contains_key(&name) || d.autoloads.contains_key(&name)
        })?;
        object::as_class(owner).data.private_consts.contains(&name).then_some(owner)
    }

    /// The "already initialized constant" warning (with the previous definition's place) that
    /// storing `m::name` gives, if it does.
    fn redefinition_warning(&mut self, m: Value, name: SymbolId) -> Option<String> {
        if !object::as_class(m).data.consts.contains_key(&name) || self.options.warn_level == 0 {
            return None;
        }
        let path = self.current_path();
        let line = self.current_line();
        let full = if m == self.core.object { name.name().to_string() } else { format!("{}::{}", self.module_name(m), name.name()) };
        let mut msg = format!("{path}:{line}: warning: already initialized constant {full}\n");
        if let Some((p, l)) = object::as_class(m).data.const_locations.get(&name) {
            msg.push_str(&format!("{p}:{l}: warning: previous definition of {} was here\n", name.name()));
        }
        Some(msg)
    }

    /// A constant assignment by the program (`X = v`, `Mod::X = v`, `const_set`): the
    /// redefinition warning goes through `$stderr` (none when `$VERBOSE` is nil), as CRuby's
    /// rb_warn, then the store.
    pub fn const_assign(&mut self, m: Value, name: SymbolId, v: Value) -> VmResult<()> {
        if let Some(msg) = self.redefinition_warning(m, name) {
            if !self.gvar_get(crate::symbol::intern("$VERBOSE")).is_nil() {
                self.temp_roots.push(v);
                let r = crate::core::protocol::write_stderr(self, msg.as_bytes());
                self.temp_roots.pop();
                r?;
            }
        }
        self.store_const(m, name, v);
        Ok(())
    }

    /// Stores a constant (definitions by the VM and the libraries; a redefinition's warning
    /// goes straight to the standard error stream).
    pub fn const_set(&mut self, m: Value, name: SymbolId, v: Value) {
        if let Some(msg) = self.redefinition_warning(m, name) {
            self.write_err(msg.as_bytes());
        }
        self.store_const(m, name, v);
    }

    fn store_const(&mut self, m: Value, name: SymbolId, v: Value) {
        object::write_barrier(m, v);
        object::as_class_mut(m).data.set_const(name, v);
        if !self.frames.is_empty() {
            let loc = (self.current_path(), self.current_line());
            object::as_class_mut(m).data.const_locations.insert(name, loc);
        }
        self.const_serial += 1;
        if v.is_heap() && matches!(object::obj_type(v), ObjType::Class | ObjType::Module) && object::as_class(v).data.name.is_none() {
            let full = if m == self.core.object { name.name().to_string() } else { format!("{}::{}", self.module_name(m), name.name()) };
            let d = &mut object::as_class_mut(v).data;
            d.name = Some(full);
            if m != self.core.object && !d.lexical_parent.is_heap() {
                d.lexical_parent = m;
            }
        }
    }

    /// The name Ruby shows for a class or module (`#<Class:0x...>` style for anonymous ones).
    pub fn module_name(&self, k: Value) -> String {
        if !k.is_heap() {
            return String::new();
        }
        let d = &object::as_class(k).data;
        if let Some(n) = &d.name {
            return n.clone();
        }
        if d.is_singleton {
            let att = d.attached;
            let inner = if att.is_heap() && matches!(object::obj_type(att), ObjType::Class | ObjType::Module) {
                self.module_name(att)
            } else {
                let c = self.class_of_real(att);
                format!("#<{}:{:#018x}>", self.module_name(c), att.0)
            };
            return format!("#<Class:{inner}>");
        }
        if let Some(r) = d.refine.as_ref().filter(|r| r.target.is_heap()) {
            return format!("#<refinement:{}@{}>", self.module_name(r.target), self.module_name(r.defined_at));
        }
        let kind = if d.kind == ObjType::Module { "Module" } else { "Class" };
        format!("#<{}:{:#018x}>", kind, k.0)
    }
}
