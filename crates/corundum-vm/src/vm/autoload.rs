//! Autoload: a constant registered with `autoload(:Name, "path")` is loaded by `require(path)`
//! the first time a lookup reaches it. The Ruby methods (`Module#autoload`, `autoload?`, the
//! Kernel forms) are in `core::autoload`; this file is the VM's side: the entry's state, what
//! lookups see of it, registering and resolving. Constant lookup itself is `vm::constants`.
//!
//! Invariants:
//! - An autoload is an entry of its module's `ClassData::autoloads`: the frozen path String,
//!   marked with the class. Its name is in `const_order` (so `constants` lists it) and never
//!   also in `consts`: defining the constant (`ClassData::set_const`, by assignment, `const_set`
//!   or `class Name`) drops the entry, and `remove_const` removes it.
//! - An entry is *pending* while its feature is neither in `$LOADED_FEATURES` nor being loaded
//!   (its file running, or the entry being resolved by this VM, `Vm::autoloading`). A pending
//!   entry counts as a defined constant (`defined?`, `const_defined?`, `autoload?` answer without
//!   loading) and a lookup that reaches it resolves it. Any other entry is passed over as if
//!   absent: the file that defines the constant sees it undefined, as CRuby's loading thread does.
//!   (One exception, CRuby's too: `defined?(Name)` counts any entry of an enclosing lexical
//!   scope, `Vm::const_defined_lexically`.)
//! - Resolving calls `require(path)` on main as a method call, so a `require` redefined by
//!   RubyGems (or a test double) is the one used. If it raises, the entry stays (the next lookup
//!   tries again). If it returns and the constant is still undefined, the entry is dropped (a
//!   verbose-mode warning says so) and the lookup carries on without it. Each resolution thus
//!   defines the constant, drops one entry or raises, so a lookup that restarts after each one
//!   ends.
//! - Registering and dropping entries bump `const_serial`, so no constant cache keeps an answer
//!   found past a scope that now has an autoload; defining the constant bumps it as any store.

use crate::object::{self, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::load::FeatureState;
use crate::vm::{Vm, VmResult};

/// What one module's own constant table says about a name.
#[derive(Clone, Copy)]
pub enum OwnConst {
    Value(Value),
    /// A pending autoload, registered in this module (for an include class: its module).
    Autoload(Value),
    Absent,
}

impl Vm {
    /// The module whose tables an ancestor entry stands for (an include class's module).
    fn const_owner(&self, k: Value) -> Value {
        let d = &object::as_class(k).data;
        if d.kind == ObjType::IClass {
            d.attached
        } else {
            k
        }
    }

    /// `k`'s own constant `name`: its value, a pending autoload, or nothing.
    pub fn own_const(&self, k: Value, name: SymbolId) -> OwnConst {
        let k = self.const_owner(k);
        let d = &object::as_class(k).data;
        if let Some(&v) = d.consts.get(&name) {
            return OwnConst::Value(v);
        }
        if d.autoloads.contains_key(&name) && self.autoload_pending(k, name) {
            return OwnConst::Autoload(k);
        }
        OwnConst::Absent
    }

    /// Whether `m`'s own `name` is defined as far as `const_defined?` and `defined?` tell: a
    /// constant or a pending autoload.
    pub fn own_const_defined(&self, m: Value, name: SymbolId) -> bool {
        !matches!(self.own_const(m, name), OwnConst::Absent)
    }

    /// The path text of `m`'s autoload entry for `name`.
    fn autoload_feature(&self, m: Value, name: SymbolId) -> Option<String> {
        let path = *object::as_class(m).data.autoloads.get(&name)?;
        Some(String::from_utf8_lossy(&object::as_string(path).bytes).into_owned())
    }

    /// The state of `m`'s autoload entry for `name` (None without one).
    fn autoload_state(&self, m: Value, name: SymbolId) -> Option<FeatureState> {
        let feature = self.autoload_feature(m, name)?;
        if self.autoloading.contains(&(m, name)) {
            return Some(FeatureState::Loading);
        }
        Some(self.feature_state(&feature))
    }

    /// Whether `m` has a pending autoload for `name` (see the invariants).
    pub fn autoload_pending(&self, m: Value, name: SymbolId) -> bool {
        self.autoload_state(m, name) == Some(FeatureState::Unloaded)
    }

    /// Registers the autoload of `m::name` from `feature` (a frozen String the entry keeps;
    /// the caller has checked the constant name and that the path is not empty). Nothing
    /// happens when the constant is defined; an entry's path is replaced. FrozenError on a
    /// frozen module.
    pub fn autoload_register(&mut self, m: Value, name: SymbolId, feature: Value) -> VmResult<()> {
        if object::as_class(m).data.consts.contains_key(&name) {
            return Ok(());
        }
        self.check_modifiable(m)?;
        object::as_class_mut(m).data.set_autoload(name, feature);
        object::write_barrier(m, feature);
        self.const_serial += 1;
        Ok(())
    }

    /// `autoload?(name, inherit)`: the path of the autoload that referring to `name` in `m`
    /// would load, or nil. The first ancestor with an entry answers (one being loaded is
    /// passed over; one whose feature is loaded answers nil), as CRuby's rb_autoload_at_p.
    pub fn autoload_path(&mut self, m: Value, name: SymbolId, inherit: bool) -> Value {
        let chain: Vec<Value> = if inherit { self.ancestors(m).to_vec() } else { vec![m] };
        for k in chain {
            let k = self.const_owner(k);
            match self.autoload_state(k, name) {
                None | Some(FeatureState::Loading) => continue,
                Some(FeatureState::Provided) => return Value::NIL,
                Some(FeatureState::Unloaded) => return object::as_class(k).data.autoloads.get(&name).copied().unwrap_or(Value::NIL),
            }
        }
        Value::NIL
    }

    /// Resolves `m`'s pending autoload of `name`: `require`s its path through main (see the
    /// invariants); afterwards the constant is defined, or the entry is gone, or this raised.
    pub fn autoload_resolve(&mut self, m: Value, name: SymbolId) -> VmResult<()> {
        let Some(&path) = object::as_class(m).data.autoloads.get(&name) else { return Ok(()) };
        self.autoloading.push((m, name));
        self.temp_roots.push(path);
        let main = self.main_obj;
        let r = self.call_method(main, intern("require"), &[path], None);
        self.temp_roots.pop();
        if let Some(i) = self.autoloading.iter().rposition(|e| *e == (m, name)) {
            self.autoloading.remove(i);
        }
        r?;
        if object::as_class(m).data.consts.contains_key(&name) {
            return Ok(());
        }
        if object::as_class_mut(m).data.remove_const(name).is_some() {
            self.const_serial += 1;
        }
        // rb_warning: only when $VERBOSE is true.
        if self.options.warn_level > 0 && self.gvar_get(intern("$VERBOSE")) == Value::TRUE {
            let feature = String::from_utf8_lossy(&object::as_string(path).bytes).into_owned();
            let full = format!("{}::{}", self.module_name(m), name.name());
            let msg = format!("{}:{}: warning: Expected {feature} to define {full} but it didn't\n", self.current_path(), self.current_line());
            crate::core::protocol::write_stderr(self, msg.as_bytes())?;
        }
        Ok(())
    }
}
