//! Creating and changing classes and modules: `class`/`module` bodies, method definition with
//! visibility, alias/undef, include/extend/prepend, and the hooks Ruby calls on those events.
//!
//! Invariant: every change to a method table goes through `add_method` or calls
//! `invalidate_method` itself, and every include/prepend calls `invalidate_module_methods`, so
//! call caches and cached ancestor lists stay correct (`vm::method_cache`).
//!
//! Invariant: every entry point that changes a class's methods, constants, class variables or
//! ancestors calls `check_modifiable` first (FrozenError for a frozen class, or the singleton
//! class of a frozen object), and every method added to a core class passes through
//! `check_bop_redefinition`, which keeps `bop_redefined` and `core_redefined` true.

use crate::class::{MethodEntry, MethodKind, Visibility};
use crate::object::{self, ObjType};
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::FrameKind;
use crate::vm::{Unwind, Vm, VmResult};

/// Bits of `Vm::core_redefined`: a core class redefined `<=>`, `==`, `+`, `to_s`, `inspect`.
pub const REDEF_CMP: u32 = 1;
pub const REDEF_EQ: u32 = 2;
pub const REDEF_PLUS: u32 = 4;
pub const REDEF_TO_S: u32 = 8;
pub const REDEF_INSPECT: u32 = 16;

impl Vm {
    /// A new class with its metaclass.
    pub fn new_class(&mut self, superclass: Value) -> Value {
        let class_class = self.core.class;
        let k = self.new_class_object(ObjType::Class, superclass, class_class);
        self.temp_roots.push(k);
        if superclass.is_heap() {
            let (ity, hint) = {
                let sd = &object::as_class(superclass).data;
                (sd.instance_type, sd.ivar_hint)
            };
            let d = &mut object::as_class_mut(k).data;
            d.instance_type = ity;
            d.ivar_hint = hint;
        }
        if class_class.is_heap() {
            let _ = self.singleton_class(k);
        }
        self.temp_roots.pop();
        self.hierarchy_serial += 1;
        k
    }

    pub fn new_module(&mut self) -> Value {
        let module_class = self.core.module;
        self.new_class_object(ObjType::Module, Value::NIL, module_class)
    }

    /// `class Name < superclass` / `module Name` / `class << obj` under `cbase`.
    pub fn open_class(&mut self, fi: usize, cbase: Value, name: SymbolId, superclass: Value, kind: u64) -> VmResult {
        let _ = fi;
        if kind == 2 {
            return self.singleton_class(cbase);
        }
        if !cbase.is_heap() || !matches!(object::obj_type(cbase), ObjType::Class | ObjType::Module) {
            let s = self.inspect_str(cbase)?;
            return Err(self.type_error(&format!("{s} is not a class/module")));
        }
        let mut existing = object::as_class(cbase).data.consts.get(&name).copied();
        // A pending autoload of the name is loaded first; if its file does not define the
        // constant, the class or module is made here (CRuby's vm_define_class).
        if existing.is_none() && self.autoload_pending(cbase, name) {
            self.autoload_resolve(cbase, name)?;
            existing = object::as_class(cbase).data.consts.get(&name).copied();
        }
        if let Some(k) = existing {
            let want_type = if kind == 0 { ObjType::Class } else { ObjType::Module };
            if !k.is_heap() || object::obj_type(k) != want_type {
                let what = if kind == 0 { "class" } else { "module" };
                let s = self.inspect_str(k)?;
                return Err(self.type_error(&format!("{s} is not a {what}")));
            }
            if kind == 0 && !superclass.is_nil() {
                let real_super = self.real_superclass(k);
                if real_super != superclass {
                    return Err(self.type_error(&format!("superclass mismatch for class {}", name.name())));
                }
            }
            return Ok(k);
        }
        let k = if kind == 0 {
            let sup = if superclass.is_nil() { self.core.object } else { superclass };
            if !sup.is_heap() || object::obj_type(sup) != ObjType::Class {
                let k = self.class_of_real(sup);
                let d = self.module_name(k);
                return Err(self.type_error(&format!("superclass must be an instance of Class (given an instance of {d})")));
            }
            if self.is_singleton_class(sup) {
                return Err(self.type_error("can't make subclass of singleton class"));
            }
            if sup == self.core.class {
                return Err(self.type_error("can't make subclass of Class"));
            }
            if crate::core::protocol::is_uninitialized_class(self, sup) {
                return Err(self.type_error("can't inherit uninitialized class"));
            }
            self.check_modifiable(cbase)?;
            let k = self.new_class(sup);
            self.temp_roots.push(k);
            object::as_class_mut(k).data.lexical_parent = if cbase == self.core.object { Value::NIL } else { cbase };
            self.const_set(cbase, name, k);
            self.temp_roots.pop();
            self.call_hook(sup, sym::INHERITED, &[k])?;
            k
        } else {
            self.check_modifiable(cbase)?;
            let m = self.new_module();
            object::as_class_mut(m).data.lexical_parent = if cbase == self.core.object { Value::NIL } else { cbase };
            self.const_set(cbase, name, m);
            m
        };
        Ok(k)
    }

    /// The superclass Ruby reports (`Class#superclass`): include classes skipped.
    pub fn real_superclass(&self, k: Value) -> Value {
        let mut s = object::as_class(k).data.superclass;
        while s.is_heap() && object::as_class(s).data.kind == ObjType::IClass {
            s = object::as_class(s).data.superclass;
        }
        s
    }

    /// Calls a hook method (`inherited`, `included`, `method_added`, ...) unless it is Module's
    /// built-in default, which does nothing (a built-in elsewhere, such as `Set.inherited`, runs).
    pub fn call_hook(&mut self, recv: Value, hook: SymbolId, args: &[Value]) -> VmResult<()> {
        let k = self.class_of(recv);
        if let Some(me) = self.find_method(k, hook) {
            if !matches!(me.kind, MethodKind::Builtin { .. }) || me.owner != self.core.module {
                self.call_method(recv, hook, args, None)?;
            }
        }
        Ok(())
    }

    /// The class `def` defines into for frame `fi`, and the visibility it gets.
    fn def_target(&mut self, fi: usize) -> VmResult<(Value, Visibility)> {
        let f = &self.frames[fi];
        let (kind, vis, cref, self_val) = (f.kind, f.visibility, f.cref, f.self_val);
        Ok(match kind {
            FrameKind::Top => (self.core.object, vis),
            FrameKind::Class => (self_val, vis),
            // Evaluated code defines with the visibility of the scope it was evaluated in.
            _ if object::as_iseq(self.frames[fi].iseq).data.is_eval => (self.definee(cref)?, vis),
            // A block's own `private`/`module_function` (Public unless one ran in it).
            FrameKind::Block => (self.definee(cref)?, vis),
            _ => (self.definee(cref)?, Visibility::Public),
        })
    }

    /// CRuby's `rb_class_modify_check`: FrozenError before changing the method table,
    /// constants, class variables or ancestors of `klass`. A singleton class counts as frozen
    /// when the object it belongs to is, and the error names that object
    /// ("can't modify frozen Object: #<Object:0x...>").
    pub fn check_modifiable(&mut self, klass: Value) -> VmResult<()> {
        let d = &object::as_class(klass).data;
        if d.is_singleton {
            let a = d.attached;
            if a.is_heap() && object::has_flag(a, crate::object::FL_FROZEN) {
                return Err(self.frozen_error(a));
            }
        }
        if object::has_flag(klass, crate::object::FL_FROZEN) {
            return Err(self.frozen_error(klass));
        }
        Ok(())
    }

    pub fn define_method_from_frame(&mut self, fi: usize, name: SymbolId, body: Value) -> VmResult<()> {
        let (target, mut vis) = self.def_target(fi)?;
        self.check_modifiable(target)?;
        let cref = self.frames[fi].cref;
        if matches!(name, sym::INITIALIZE | sym::INITIALIZE_COPY | sym::RESPOND_TO_MISSING) {
            vis = Visibility::Private;
        }
        if vis == Visibility::ModuleFunction {
            let me = self.add_method(target, name, MethodKind::Iseq(body), Visibility::Private);
            Self::set_cref(target, &me, cref);
            let s = self.singleton_class(target)?;
            let me = self.add_method(s, name, MethodKind::Iseq(body), Visibility::Public);
            Self::set_cref(s, &me, cref);
        } else {
            let me = self.add_method(target, name, MethodKind::Iseq(body), vis);
            Self::set_cref(target, &me, cref);
        }
        self.check_bop_redefinition(target, name);
        self.method_added_hook(target, name, false)
    }

    /// Records the defining lexical scope on a freshly added entry (entries are immutable once
    /// shared, so this replaces the table's entry before any call site can have cached it).
    pub fn set_cref(klass: Value, me: &std::rc::Rc<MethodEntry>, cref: Value) {
        let entry = MethodEntry { name: me.name, original_name: me.original_name, owner: me.owner, visibility: me.visibility, kind: me.kind.clone(), cref };
        object::as_class_mut(klass).data.methods.insert(me.name, std::rc::Rc::new(entry));
    }

    pub fn method_added_hook(&mut self, target: Value, name: SymbolId, singleton: bool) -> VmResult<()> {
        if singleton {
            return self.call_hook(target, crate::symbol::intern("singleton_method_added"), &[Value::symbol(name)]);
        }
        if object::as_class(target).data.is_singleton {
            return Ok(());
        }
        self.call_hook(target, sym::METHOD_ADDED, &[Value::symbol(name)])
    }

    /// Redefining an operator the `opt_*` instructions inline turns their fast paths off.
    pub fn check_bop_redefinition(&mut self, klass: Value, name: SymbolId) {
        // A method of a refinement can replace the refined class's in a refined scope.
        let klass = self.refinement_target(klass).unwrap_or(klass);
        let core = [
            self.core.integer,
            self.core.float,
            self.core.string,
            self.core.array,
            self.core.hash,
            self.core.symbol,
            self.core.nil,
            self.core.true_,
            self.core.false_,
            self.core.object,
            self.core.basic_object,
            self.core.kernel,
            self.core.comparable,
            self.core.numeric,
        ];
        let ops = [
            sym::PLUS,
            sym::MINUS,
            sym::MUL,
            sym::DIV,
            sym::MOD,
            sym::EQ,
            sym::NEQ,
            sym::LT,
            sym::LE,
            sym::GT,
            sym::GE,
            sym::LTLT,
            sym::AND,
            sym::OR,
            sym::XOR,
            sym::GTGT,
            sym::AREF,
            sym::ASET,
            sym::NOT,
            sym::LENGTH,
            sym::SIZE,
            sym::EMPTY_P,
            sym::NIL_P,
        ];
        if core.contains(&klass) && ops.contains(&name) {
            self.bop_redefined += 1;
        }
        if core.contains(&klass) || klass == self.core.float {
            self.core_redefined |= match name {
                sym::CMP => REDEF_CMP,
                sym::EQ => REDEF_EQ,
                sym::PLUS => REDEF_PLUS,
                sym::TO_S => REDEF_TO_S,
                sym::INSPECT => REDEF_INSPECT,
                _ => 0,
            };
        }
    }

    /// Whether the core library may still answer basic method `bit` (`REDEF_*`) of the core
    /// classes itself: false once a core class has redefined it. One test on the fast path.
    #[inline(always)]
    pub fn basic_intact(&self, bit: u32) -> bool {
        self.core_redefined & bit == 0
    }

    pub fn alias_method(&mut self, klass: Value, new: SymbolId, old: SymbolId) -> VmResult<()> {
        self.check_modifiable(klass)?;
        // A module also finds Object's methods (CRuby's rb_alias).
        let found = self.find_method(klass, old).or_else(|| {
            if object::obj_type(klass) == ObjType::Module {
                self.find_method(self.core.object, old)
            } else {
                None
            }
        });
        let Some(me) = found else {
            let d = self.describe_receiver(klass);
            let msg = format!("undefined method '{}' for {}", old.name(), d);
            return Err(self.name_error(&msg, old, klass));
        };
        let entry = MethodEntry { name: new, original_name: me.original_name, owner: klass, visibility: me.visibility, kind: me.kind.clone(), cref: me.cref };
        object::as_class_mut(klass).data.methods.insert(new, std::rc::Rc::new(entry));
        self.invalidate_method(new);
        self.check_bop_redefinition(klass, new);
        Ok(())
    }

    pub fn undef_method(&mut self, klass: Value, name: SymbolId) -> VmResult<()> {
        self.check_modifiable(klass)?;
        if self.find_method(klass, name).is_none() {
            return Err(self.undefined_method_in(klass, name));
        }
        self.add_method(klass, name, MethodKind::Undefined, Visibility::Public);
        Ok(())
    }

    /// NameError "undefined method 'x' for class 'C'" (undef_method, Kernel#method). CRuby
    /// gives this error's `name` as a String.
    pub fn undefined_method_in(&mut self, klass: Value, name: SymbolId) -> Unwind {
        let kind = if object::obj_type(klass) == ObjType::Module { "module" } else { "class" };
        let msg = format!("undefined method '{}' for {} '{}'", name.name(), kind, self.module_name(klass));
        let given = self.new_str(&name.name());
        self.name_error_for(&msg, given, klass)
    }

    /// `include`: `module` goes into `klass`'s ancestors right above it.
    pub fn include_module(&mut self, klass: Value, module: Value) -> VmResult<()> {
        self.check_modifiable(klass)?;
        self.check_module(module)?;
        // A module already below `klass` (or `klass` itself) would make the ancestors a cycle.
        if self.ancestors(module).contains(&klass) {
            return Err(self.arg_error("cyclic include detected"));
        }
        let anc = self.ancestors(klass);
        if !anc.contains(&module) {
            object::as_class_mut(klass).data.includes.push(module);
            self.invalidate_module_methods(module);
        }
        Ok(())
    }

    pub fn prepend_module(&mut self, klass: Value, module: Value) -> VmResult<()> {
        self.check_modifiable(klass)?;
        self.check_module(module)?;
        if self.ancestors(module).contains(&klass) {
            return Err(self.arg_error("cyclic prepend detected"));
        }
        if !object::as_class(klass).data.prepends.contains(&module) {
            object::as_class_mut(klass).data.prepends.push(module);
            self.invalidate_module_methods(module);
            // A prepended module's methods come before the class's own, so one that redefines
            // an operator the opt_* instructions inline turns their fast paths off.
            let mut names = Vec::new();
            for &m in self.ancestors(module).iter() {
                names.extend(object::as_class(m).data.methods.keys().copied());
            }
            for n in names {
                self.check_bop_redefinition(klass, n);
            }
        }
        Ok(())
    }

    pub fn check_module(&mut self, m: Value) -> VmResult<()> {
        if !m.is_heap() || object::obj_type(m) != ObjType::Module {
            let n = self.conversion_name(m);
            return Err(self.type_error(&format!("wrong argument type {n} (expected Module)")));
        }
        Ok(())
    }

    // ---- global and class variables

    /// `alias $new $old`: `$new` becomes another name of the variable `$old` names.
    pub fn alias_global(&mut self, new: SymbolId, old: SymbolId) {
        let target = self.global_aliases.get(&old).copied().unwrap_or(old);
        if target == new {
            // `alias $a $b` then `alias $b $a`: $b names itself again.
            self.global_aliases.remove(&new);
            return;
        }
        self.global_aliases.insert(new, target);
    }

    pub fn gvar_get(&mut self, name: SymbolId) -> Value {
        let name = self.global_aliases.get(&name).copied().unwrap_or(name);
        let name = crate::core::protocol::canonical_global(name);
        if let Some(v) = crate::core::protocol::read_match_global(self, name) {
            return v;
        }
        match name.name().as_ref() {
            "$!" => self.current_errinfo(),
            // `$!.backtrace` (nil without `$!`).
            "$@" => {
                let e = self.current_errinfo();
                if e.is_nil() {
                    Value::NIL
                } else {
                    self.exception_backtrace(e)
                }
            }
            "$stdout" | "$>" => self.core.stdout,
            "$stderr" => self.core.stderr,
            "$$" => Value::fixnum(i64::from(std::process::id())),
            // The warning level `$VERBOSE` stands for: 0 (nil), 1 (false), 2 (true).
            "$-W" => {
                let verbose = self.globals.get(&crate::symbol::intern("$VERBOSE")).copied().unwrap_or(Value::FALSE);
                Value::fixnum(if verbose.is_nil() {
                    0
                } else if verbose == Value::FALSE {
                    1
                } else {
                    2
                })
            }
            // Aliases of the two Arrays `require` uses, stored under `$:` and `$"`.
            "$LOAD_PATH" | "$-I" => self.globals.get(&crate::symbol::intern("$:")).copied().unwrap_or(Value::NIL),
            "$LOADED_FEATURES" => self.globals.get(&crate::symbol::intern("$\"")).copied().unwrap_or(Value::NIL),
            _ => self.globals.get(&name).copied().unwrap_or(Value::NIL),
        }
    }

    pub fn gvar_set(&mut self, name: SymbolId, v: Value) -> VmResult<()> {
        let written = name;
        let name = self.global_aliases.get(&name).copied().unwrap_or(name);
        if crate::core::protocol::write_match_global(self, name, written, v)? {
            return Ok(());
        }
        let name = crate::core::protocol::canonical_global(name);
        let v = crate::core::protocol::assign_special_global(self, name, written, v)?;
        let stream = name.name();
        if stream.as_ref() == "$@" {
            let e = self.current_errinfo();
            if e.is_nil() {
                return Err(self.arg_error("$! not set"));
            }
            self.call_method(e, crate::symbol::intern("set_backtrace"), &[v], None)?;
            return Ok(());
        }
        if matches!(stream.as_ref(), "$stdout" | "$stderr" | "$>") {
            // Output may go to any object that can `write` (a StringIO, a logger, ...).
            if !self.respond_to(v, crate::symbol::intern("write"), false) {
                // CRuby names the variable as written and the class (NilClass, not nil).
                let k = self.class_of_real(v);
                let n = self.module_name(k);
                return Err(self.type_error(&format!("{} must have write method, {n} given", stream.as_ref())));
            }
            if stream.as_ref() == "$stderr" {
                self.core.stderr = v;
            } else {
                self.core.stdout = v;
            }
            return Ok(());
        }
        self.globals.insert(name, v);
        Ok(())
    }

    fn cvar_holder(&mut self, cref: Value, name: SymbolId) -> Option<Value> {
        let start = if object::as_class(cref).data.is_singleton {
            let a = object::as_class(cref).data.attached;
            if a.is_heap() && matches!(object::obj_type(a), ObjType::Class | ObjType::Module) {
                a
            } else {
                cref
            }
        } else {
            cref
        };
        let anc = self.ancestors(start);
        anc.iter().copied().find(|&k| {
            let d = &object::as_class(k).data;
            let k2 = if d.kind == ObjType::IClass { d.attached } else { k };
            object::as_class(k2).data.cvars.contains_key(&name)
        })
    }

    pub fn cvar_get(&mut self, cref: Value, name: SymbolId) -> VmResult {
        let cref = if cref.is_heap() { cref } else { self.core.object };
        match self.cvar_holder(cref, name) {
            Some(k) => Ok(object::as_class(k).data.cvars[&name]),
            None => {
                let n = self.module_name(cref);
                Err(self.name_error(&format!("uninitialized class variable {} in {}", name.name(), n), name, cref))
            }
        }
    }

    pub fn cvar_set(&mut self, cref: Value, name: SymbolId, v: Value) -> VmResult<()> {
        let cref = if cref.is_heap() { cref } else { self.core.object };
        let target = self.cvar_holder(cref, name).unwrap_or(cref);
        self.check_modifiable(target)?;
        object::write_barrier(target, v);
        object::as_class_mut(target).data.cvars.insert(name, v);
        Ok(())
    }
}
