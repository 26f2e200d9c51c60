//! Constant lookup: lexically through the cref and its lexical parents, then through the cref's
//! ancestors, then Object. Class naming happens when a class is first stored in a constant.
//!
//! Invariant: every constant store bumps `const_serial`, which is what constant caches compare.

use crate::object::{self, ObjType};
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

impl Vm {
    fn module_own_const(&self, k: Value, name: SymbolId) -> Option<Value> {
        let d = &object::as_class(k).data;
        let k = if d.kind == ObjType::IClass { d.attached } else { k };
        object::as_class(k).data.consts.get(&name).copied()
    }

    /// Lookup for a bare `Foo` evaluated with lexical class `cref`.
    pub fn const_lookup(&mut self, cref: Value, name: SymbolId) -> Option<Value> {
        let mut k = cref;
        while k.is_heap() && k != self.core.object {
            if let Some(v) = self.module_own_const(k, name) {
                return Some(v);
            }
            k = object::as_class(k).data.lexical_parent;
        }
        self.const_in_ancestors(cref, name).or_else(|| self.module_own_const(self.core.object, name))
    }

    pub fn const_in_ancestors(&mut self, k: Value, name: SymbolId) -> Option<Value> {
        let anc = self.ancestors(k);
        for &m in anc.iter() {
            if let Some(v) = self.module_own_const(m, name) {
                return Some(v);
            }
        }
        None
    }

    pub fn const_get(&mut self, cref: Value, name: SymbolId) -> VmResult {
        match self.const_lookup(cref, name) {
            Some(v) => Ok(v),
            None => {
                let msg = if cref == self.core.object || !cref.is_heap() {
                    format!("uninitialized constant {}", name.name())
                } else {
                    format!("uninitialized constant {}::{}", self.module_name(cref), name.name())
                };
                Err(self.name_error(&msg, name, cref))
            }
        }
    }

    /// `Mod::Name`.
    pub fn const_get_from(&mut self, m: Value, name: SymbolId) -> VmResult {
        if !m.is_heap() || !matches!(object::obj_type(m), ObjType::Class | ObjType::Module) {
            let s = self.inspect_str(m)?;
            return Err(self.type_error(&format!("{s} is not a class/module")));
        }
        if let Some(v) = self.const_in_ancestors(m, name) {
            return Ok(v);
        }
        if object::obj_type(m) == ObjType::Module || m == self.core.object {
            if let Some(v) = self.module_own_const(self.core.object, name) {
                if m == self.core.object {
                    return Ok(v);
                }
            }
        }
        let msg = if m == self.core.object { format!("uninitialized constant {}", name.name()) } else { format!("uninitialized constant {}::{}", self.module_name(m), name.name()) };
        Err(self.name_error(&msg, name, m))
    }

    pub fn const_set(&mut self, m: Value, name: SymbolId, v: Value) {
        object::write_barrier(m, v);
        if object::as_class(m).data.consts.contains_key(&name) && self.options.warn_level > 0 {
            let path = self.current_path();
            let line = self.current_line();
            let full = if m == self.core.object { name.name().to_string() } else { format!("{}::{}", self.module_name(m), name.name()) };
            let msg = format!("{path}:{line}: warning: already initialized constant {full}\n");
            self.write_err(msg.as_bytes());
        }
        object::as_class(m).data.set_const(name, v);
        self.const_serial += 1;
        if v.is_heap() && matches!(object::obj_type(v), ObjType::Class | ObjType::Module) && object::as_class(v).data.name.is_none() {
            let full = if m == self.core.object { name.name().to_string() } else { format!("{}::{}", self.module_name(m), name.name()) };
            let d = &mut object::as_class(v).data;
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
        let kind = if d.kind == ObjType::Module { "Module" } else { "Class" };
        format!("#<{}:{:#018x}>", kind, k.0)
    }
}
