//! Classes and modules through the API: the core classes by name ([`CoreClass`]), defining
//! classes and modules, constants, `include`/`extend`, class allocators, and the class queries
//! natives ask (`class_of`, `is_kind_of`, names).
//!
//! Invariant: classes a library defines are reachable as constants (or from its objects), so it
//! never needs to keep one in Rust memory; `core_class` reads the VM's own table of core classes.

use crate::api::error::IntoApi;
use crate::api::{Error, Result, Ruby, Value};
use crate::object::{self as obj, ObjType};

/// CRuby's core classes and modules a native library names: `rb.core_class(CoreClass::IOError)`
/// is CRuby's `rb_eIOError`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum CoreClass {
    /// `BasicObject`.
    BasicObject,
    /// `Object`.
    Object,
    /// `Module`.
    Module,
    /// `Class`.
    Class,
    /// `Kernel`.
    Kernel,
    /// `Comparable`.
    Comparable,
    /// `Enumerable`.
    Enumerable,
    /// `Numeric`.
    Numeric,
    /// `Integer`.
    Integer,
    /// `Float`.
    Float,
    /// `Rational`.
    Rational,
    /// `String`.
    String,
    /// `Symbol`.
    Symbol,
    /// `Array`.
    Array,
    /// `Hash`.
    Hash,
    /// `Range`.
    Range,
    /// `NilClass`.
    NilClass,
    /// `TrueClass`.
    TrueClass,
    /// `FalseClass`.
    FalseClass,
    /// `Proc`.
    Proc,
    /// `Struct`.
    Struct,
    /// `Time`.
    Time,
    /// `IO`.
    Io,
    /// `Encoding`.
    Encoding,
    /// `Exception`.
    Exception,
    /// `StandardError`.
    StandardError,
    /// `RuntimeError`.
    RuntimeError,
    /// `ArgumentError`.
    ArgumentError,
    /// `TypeError`.
    TypeError,
    /// `NameError`.
    NameError,
    /// `NoMethodError`.
    NoMethodError,
    /// `IndexError`.
    IndexError,
    /// `KeyError`.
    KeyError,
    /// `RangeError`.
    RangeError,
    /// `FloatDomainError`.
    FloatDomainError,
    /// `ZeroDivisionError`.
    ZeroDivisionError,
    /// `FrozenError`.
    FrozenError,
    /// `StopIteration`.
    StopIteration,
    /// `LocalJumpError`.
    LocalJumpError,
    /// `IOError`.
    IoError,
    /// `EOFError`.
    EofError,
    /// `LoadError`.
    LoadError,
    /// `NotImplementedError`.
    NotImplementedError,
    /// `ThreadError`.
    ThreadError,
    /// `FiberError`.
    FiberError,
    /// `EncodingError`.
    EncodingError,
    /// `SecurityError`.
    SecurityError,
    /// `NoMemoryError`.
    NoMemoryError,
    /// `fatal` (not rescuable by `rescue => e`).
    Fatal,
}

impl Ruby {
    /// The core class `c` (CRuby's `rb_cObject`, `rb_eIOError`, ...).
    #[inline]
    pub fn core_class(&self, c: CoreClass) -> Value {
        let k = &self.vm_ref().core;
        match c {
            CoreClass::BasicObject => k.basic_object,
            CoreClass::Object => k.object,
            CoreClass::Module => k.module,
            CoreClass::Class => k.class,
            CoreClass::Kernel => k.kernel,
            CoreClass::Comparable => k.comparable,
            CoreClass::Enumerable => k.enumerable,
            CoreClass::Numeric => k.numeric,
            CoreClass::Integer => k.integer,
            CoreClass::Float => k.float,
            CoreClass::Rational => k.rational,
            CoreClass::String => k.string,
            CoreClass::Symbol => k.symbol,
            CoreClass::Array => k.array,
            CoreClass::Hash => k.hash,
            CoreClass::Range => k.range,
            CoreClass::NilClass => k.nil,
            CoreClass::TrueClass => k.true_,
            CoreClass::FalseClass => k.false_,
            CoreClass::Proc => k.proc_,
            CoreClass::Struct => k.struct_class,
            CoreClass::Time => k.time_class,
            CoreClass::Io => k.io,
            CoreClass::Encoding => k.encoding,
            CoreClass::Exception => k.exception,
            CoreClass::StandardError => k.standard_error,
            CoreClass::RuntimeError => k.runtime_error,
            CoreClass::ArgumentError => k.argument_error,
            CoreClass::TypeError => k.type_error,
            CoreClass::NameError => k.name_error,
            CoreClass::NoMethodError => k.no_method_error,
            CoreClass::IndexError => k.index_error,
            CoreClass::KeyError => k.key_error,
            CoreClass::RangeError => k.range_error,
            CoreClass::FloatDomainError => k.float_domain_error,
            CoreClass::ZeroDivisionError => k.zero_division_error,
            CoreClass::FrozenError => k.frozen_error,
            CoreClass::StopIteration => k.stop_iteration,
            CoreClass::LocalJumpError => k.local_jump_error,
            CoreClass::IoError => k.io_error,
            CoreClass::EofError => k.eof_error,
            CoreClass::LoadError => k.load_error,
            CoreClass::NotImplementedError => k.not_implemented_error,
            CoreClass::ThreadError => k.thread_error,
            CoreClass::FiberError => k.fiber_error,
            CoreClass::EncodingError => k.encoding_error,
            CoreClass::SecurityError => k.security_error,
            CoreClass::NoMemoryError => k.no_memory_error,
            CoreClass::Fatal => k.fatal,
        }
    }

    /// The program's top-level object, `main`.
    #[inline]
    pub fn main_object(&self) -> Value {
        self.vm_ref().main_obj
    }

    // ---------------------------------------------------------------- defining

    /// Defines class `name` under Object with `superclass` (CRuby's `rb_define_class`). When
    /// the constant exists it must be a class of that superclass, which is answered (so a
    /// library's Ruby half may define it first); otherwise TypeError, as CRuby's.
    #[inline]
    pub fn define_class(&mut self, name: &str, superclass: Value) -> Result {
        let object = self.vm_ref().core.object;
        self.define_class_in(object, name, superclass, true)
    }

    /// Defines class `name` under `outer` (CRuby's `rb_define_class_under`), with
    /// [`Ruby::define_class`]'s rules for an existing constant.
    #[inline]
    pub fn define_class_under(&mut self, outer: Value, name: &str, superclass: Value) -> Result {
        self.define_class_in(outer, name, superclass, false)
    }

    /// The two defines of a class; `top` picks `rb_define_class`'s messages (the bare name)
    /// over `rb_define_class_under`'s (`Outer::Name`, both superclasses).
    fn define_class_in(&mut self, outer: Value, name: &str, superclass: Value, top: bool) -> Result {
        let Some(k) = self.existing_const(outer, name)? else {
            return Ok(crate::core::define_class_under(self.vm(), outer, name, superclass));
        };
        if !self.is_class(k) {
            let shown = if top { name.to_string() } else { self.qualified(outer, name) };
            let msg = format!("{shown} is not a class ({})", self.class_name(self.obj_class(k)));
            return Err(self.type_error(&msg));
        }
        let was = self.superclass(k);
        if was != superclass {
            let msg = if top {
                format!("superclass mismatch for class {name}")
            } else {
                let (was, given) = (self.class_name(was), self.class_name(superclass));
                // CRuby's words, whose order reads backwards: the existing class's superclass
                // is named as "given".
                format!("superclass mismatch for class {} ({was} is given but was {given})", self.qualified(outer, name))
            };
            return Err(self.type_error(&msg));
        }
        Ok(k)
    }

    /// Defines module `name` under Object (CRuby's `rb_define_module`). An existing module of
    /// that name is answered; any other constant there is a TypeError, as CRuby's.
    #[inline]
    pub fn define_module(&mut self, name: &str) -> Result {
        let object = self.vm_ref().core.object;
        self.define_module_in(object, name, true)
    }

    /// Defines module `name` under `outer` (CRuby's `rb_define_module_under`), with
    /// [`Ruby::define_module`]'s rules for an existing constant.
    #[inline]
    pub fn define_module_under(&mut self, outer: Value, name: &str) -> Result {
        self.define_module_in(outer, name, false)
    }

    /// The two defines of a module; `top` as in `define_class_in`.
    fn define_module_in(&mut self, outer: Value, name: &str, top: bool) -> Result {
        let Some(m) = self.existing_const(outer, name)? else {
            return Ok(crate::core::define_module_under(self.vm(), outer, name));
        };
        if !self.is_module(m) {
            let shown = if top { name.to_string() } else { self.qualified(outer, name) };
            let msg = format!("{shown} is not a module ({})", self.class_name(self.obj_class(m)));
            return Err(self.type_error(&msg));
        }
        Ok(m)
    }

    /// The constant `outer::name` defined by `outer` itself (autoloading it), if any.
    fn existing_const(&mut self, outer: Value, name: &str) -> Result<Option<Value>> {
        if !self.const_defined_here(outer, name) {
            return Ok(None);
        }
        self.const_get(outer, name).map(Some)
    }

    /// `Outer::name`, as the `_under` defines' errors show it.
    fn qualified(&self, outer: Value, name: &str) -> String {
        format!("{}::{name}", self.class_name(outer))
    }

    /// `klass.include(module)`.
    #[inline]
    pub fn include_module(&mut self, klass: Value, module: Value) -> Result<()> {
        self.vm().include_module(klass, module).api()
    }

    /// `alias new old` in `klass` (CRuby's `rb_define_alias`).
    #[inline]
    pub fn alias_method(&mut self, klass: Value, new: &str, old: &str) -> Result<()> {
        let (n, o) = (crate::symbol::intern(new), crate::symbol::intern(old));
        self.vm().alias_method(klass, n, o).api()
    }

    /// The singleton class of `v`, made on first use (TypeError for an Integer, Float or
    /// Symbol).
    #[inline]
    pub fn singleton_class(&mut self, v: Value) -> Result {
        self.vm().singleton_class(v).api()
    }

    /// Gives `klass` (and its subclasses) the allocator `f`, which makes an uninitialized
    /// instance for `allocate`, `new`, `dup` and `clone` (CRuby's `rb_define_alloc_func`).
    /// Instances of `klass` are then typed data.
    pub fn define_alloc_func<F>(&mut self, klass: Value, f: F)
    where
        F: Fn(&mut Ruby, Value) -> Result + Copy + 'static,
    {
        let _ = f;
        let d = &mut obj::as_class_mut(klass).data;
        d.instance_type = ObjType::Data;
        d.allocator = Some(crate::api::method::alloc_trampoline::<F>);
    }

    /// Makes `klass` a class whose instances only its own methods create: `allocate` (and `new`
    /// unless the class defines it) raise TypeError "allocator undefined for K" (CRuby's
    /// `rb_undef_alloc_func`).
    pub fn undef_alloc_func(&mut self, klass: Value) {
        let d = &mut obj::as_class_mut(klass).data;
        d.instance_type = ObjType::Data;
        d.allocator = None;
    }

    // ---------------------------------------------------------------- constants

    /// Stores constant `name` in `module` (CRuby's `rb_const_set`; a redefinition warns).
    #[inline]
    pub fn const_set(&mut self, module: Value, name: &str, v: Value) {
        let id = crate::symbol::intern(name);
        self.vm().const_set(module, id, v)
    }

    /// `module::name`, autoloading it if needed; NameError when undefined.
    #[inline]
    pub fn const_get(&mut self, module: Value, name: &str) -> Result {
        let id = crate::symbol::intern(name);
        self.vm().const_get_from(module, id).api()
    }

    /// `module::id` for an interned name, autoloading it if needed; NameError when undefined.
    #[inline]
    pub fn const_get_id(&mut self, module: Value, id: crate::api::Symbol) -> Result {
        self.vm().const_get_from(module, id).api()
    }

    /// `module::name` when `module` itself or its ancestors define it, without autoloading or
    /// raising.
    pub fn const_lookup(&mut self, module: Value, name: &str) -> Option<Value> {
        if !module.is_heap() || !matches!(obj::obj_type(module), ObjType::Class | ObjType::Module) {
            return None;
        }
        let id = crate::symbol::intern(name);
        let anc = self.vm().ancestors(module);
        anc.iter().find_map(|&k| obj::as_class(k).data.consts.get(&id).copied())
    }

    /// Whether `module` itself defines constant `name` (not its ancestors; autoloads count).
    pub fn const_defined_here(&self, module: Value, name: &str) -> bool {
        if !module.is_heap() || !matches!(obj::obj_type(module), ObjType::Class | ObjType::Module) {
            return false;
        }
        let id = crate::symbol::intern(name);
        let d = &obj::as_class(module).data;
        d.consts.contains_key(&id) || d.autoloads.contains_key(&id)
    }

    // ---------------------------------------------------------------- queries

    /// The class method lookup starts from (a singleton class when `v` has one).
    #[inline]
    pub fn class_of(&self, v: Value) -> Value {
        self.vm_ref().class_of(v)
    }

    /// `v.class`: the class skipping singleton and include classes (CRuby's `rb_obj_class`).
    #[inline]
    pub fn obj_class(&self, v: Value) -> Value {
        self.vm_ref().class_of_real(v)
    }

    /// `v.is_a?(klass)`.
    #[inline]
    pub fn is_kind_of(&mut self, v: Value, klass: Value) -> bool {
        self.vm().is_kind_of(v, klass)
    }

    /// `klass.ancestors.include?(module)` for a class or module `klass`.
    #[inline]
    pub fn inherits(&mut self, klass: Value, module: Value) -> bool {
        self.vm().ancestors(klass).contains(&module)
    }

    /// The superclass of class `k` (CRuby's `rb_class_superclass`: include classes skipped),
    /// nil for BasicObject and for anything that is not a class.
    pub fn superclass(&self, k: Value) -> Value {
        if !obj::is_type(k, ObjType::Class) {
            return Value::NIL;
        }
        let mut s = obj::as_class(k).data.superclass;
        while s.is_heap() && obj::as_class(s).data.kind == ObjType::IClass {
            s = obj::as_class(s).data.superclass;
        }
        s
    }

    /// Whether `v` is a class (not a module).
    #[inline]
    pub fn is_class(&self, v: Value) -> bool {
        obj::is_type(v, ObjType::Class)
    }

    /// Whether `v` is a module (not a class).
    #[inline]
    pub fn is_module(&self, v: Value) -> bool {
        obj::is_type(v, ObjType::Module)
    }

    /// The name Ruby shows for class or module `k` (`"A::B"`, `#<Class:0x...>` when anonymous).
    #[inline]
    pub fn class_name(&self, k: Value) -> String {
        self.vm_ref().module_name(k)
    }

    /// How CRuby names `v` in conversion errors: "nil", "true", "false", or its class's name.
    #[inline]
    pub fn conversion_name(&mut self, v: Value) -> String {
        self.vm().conversion_name(v)
    }

    /// TypeError "wrong argument type X (expected `expected`)" for `v` (CRuby's
    /// `rb_check_type`/`rb_check_typeddata` message).
    pub fn wrong_type_error(&mut self, v: Value, expected: &str) -> Error {
        let name = self.conversion_name(v);
        self.type_error(&format!("wrong argument type {name} (expected {expected})"))
    }
}
