//! Classes and modules: method tables, constants, the include/prepend lists, and method
//! entries.
//!
//! Invariants:
//! - Method tables are keyed by `SymbolId` with an identity hasher: lookups never hash text.
//! - A `MethodEntry` is immutable once in a table; redefining or changing visibility replaces
//!   the `Rc`. Every change to a method table invalidates the caches of that method name, and
//!   every include/prepend invalidates the names the module brings (`vm::method_cache`).
//! - `ancestors` is derived from the superclass chain and the include/prepend lists, and cached
//!   per class under `Vm::hierarchy_serial`, which every include/prepend list change bumps.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

use crate::object::ObjType;
use crate::shape::SideIvars;
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Hasher for keys that are already small unique integers (symbol ids).
#[derive(Default)]
pub struct IdHasher(u64);
impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = n as u64;
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}
pub type IdMap<V> = HashMap<SymbolId, V, BuildHasherDefault<IdHasher>>;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visibility {
    Public,
    Private,
    Protected,
    /// `module_function`: the next `def` also becomes a singleton method of the module.
    ModuleFunction,
}

/// A built-in method written in Rust.
pub type BuiltinFn = fn(vm: &mut Vm, recv: Value, args: &Args) -> VmResult;

/// A class's allocator (CRuby's `rb_alloc_func_t`): a new, uninitialized instance of the class
/// given. Set by a native library for its typed-data classes (`api::Ruby::define_alloc_func`)
/// and inherited by subclasses.
pub type AllocFn = fn(vm: &mut Vm, klass: Value) -> VmResult;

#[derive(Clone)]
pub enum MethodKind {
    /// A method compiled from Ruby; the Value is its iseq object.
    Iseq(Value),
    /// `arity` follows `Method#arity`: n >= 0 exact, -(n+1) for n required and optional rest.
    Builtin {
        func: BuiltinFn,
        arity: i32,
        /// Never calls Ruby code, yields or raises (CRuby's `Primitive.attr! :leaf`): the
        /// interpreter calls it without pushing a frame, since nothing could observe one.
        leaf: bool,
    },
    AttrReader(SymbolId),
    AttrWriter(SymbolId),
    /// `define_method` with a block or proc: the Value is the Proc.
    Bmethod(Value),
    /// `undef_method`: stops the lookup with "undefined method".
    Undefined,
    /// Only in Method objects made by `method` for a name that `respond_to_missing?` accepts:
    /// calling it calls `method_missing` with the name.
    Missing,
}

pub struct MethodEntry {
    pub name: SymbolId,
    /// The name the entry was originally defined under (differs after `alias`).
    pub original_name: SymbolId,
    pub owner: Value,
    pub visibility: Visibility,
    pub kind: MethodKind,
    /// The lexical scope (cref chain, see vm/constants.rs) the method body was defined in; nil
    /// for builtins and attribute methods.
    pub cref: Value,
}

impl MethodEntry {
    pub fn mark(&self, mark: &mut dyn FnMut(Value)) {
        mark(self.owner);
        mark(self.cref);
        match self.kind {
            MethodKind::Iseq(v) | MethodKind::Bmethod(v) => mark(v),
            _ => {}
        }
    }
}

pub struct ClassData {
    /// The constant path (`"A::B"`) once the class is named; `None` for anonymous classes.
    pub name: Option<String>,
    /// The superclass for a class; for an IClass, the next entry of the chain it sits in.
    pub superclass: Value,
    /// For a singleton class: the object it belongs to. For an IClass: its module.
    pub attached: Value,
    pub kind: ObjType,
    pub is_singleton: bool,
    pub methods: IdMap<Rc<MethodEntry>>,
    /// Constants in definition order (`constants` lists them in that order).
    pub consts: IdMap<Value>,
    /// Autoloads registered and not yet resolved (`vm::autoload`): name -> the frozen path
    /// String given to `autoload`. A name is in `consts` or in `autoloads`, never both; each
    /// name of either is once in `const_order`.
    pub autoloads: IdMap<Value>,
    pub const_order: Vec<SymbolId>,
    /// Constants made private by `private_constant`: `Mod::Name` raises NameError for them and
    /// `constants` leaves them out; lexical lookup and `const_get` still see them.
    pub private_consts: Vec<SymbolId>,
    /// Where each constant was last assigned (for the "previous definition" warning).
    pub const_locations: IdMap<(String, u32)>,
    pub includes: Vec<Value>,
    pub prepends: Vec<Value>,
    /// Class-level instance variables, located through the class object's shape.
    pub ivars: SideIvars,
    pub cvars: IdMap<Value>,
    /// The object type instances are allocated as (String for subclasses of String, ...).
    pub instance_type: ObjType,
    /// How many ivars instances have been seen to use; new instances get a slot that embeds them.
    pub ivar_hint: u32,
    /// Shape variations (branches of the shape tree) made by instances of this class; past
    /// `shape::MAX_VARIATIONS` new branches make objects too complex.
    pub shape_variations: u32,
    pub ancestors: RefCell<Option<(u64, Rc<[Value]>)>>,
    /// The lexical parent used to build `name` for nested definitions.
    pub lexical_parent: Value,
    /// Refinement state (`vm::refinement`): set for a Refinement and for a module whose
    /// `refine` made refinements; None for every other class and module.
    pub refine: Option<Box<RefineInfo>>,
    /// The allocator a native library gave this class (`allocator_of` looks up the superclass
    /// chain): how `allocate`, `new`, `dup` and `clone` make typed-data instances of it.
    pub allocator: Option<AllocFn>,
}

/// What a module knows about refinements (`vm::refinement`, `core::refinement`).
#[derive(Default)]
pub struct RefineInfo {
    /// For a Refinement: the class or module it refines (nil for a module that only defines
    /// refinements).
    pub target: Value,
    /// For a Refinement: the module whose `refine` made it.
    pub defined_at: Value,
    /// For a module that called `refine`: (refined class, its Refinement), in creation order.
    pub refinements: Vec<(Value, Value)>,
}

/// The allocator of class `klass`: its own or its nearest superclass's (include classes and
/// modules never have one).
pub fn allocator_of(klass: Value) -> Option<AllocFn> {
    let mut k = klass;
    while k.is_heap() {
        let d = &crate::object::as_class(k).data;
        if let Some(f) = d.allocator {
            return Some(f);
        }
        k = d.superclass;
    }
    None
}

impl ClassData {
    pub fn new(kind: ObjType, superclass: Value) -> ClassData {
        ClassData {
            name: None,
            superclass,
            attached: Value::NIL,
            kind,
            is_singleton: false,
            methods: IdMap::default(),
            consts: IdMap::default(),
            autoloads: IdMap::default(),
            const_order: Vec::new(),
            private_consts: Vec::new(),
            const_locations: IdMap::default(),
            includes: Vec::new(),
            prepends: Vec::new(),
            ivars: SideIvars::default(),
            cvars: IdMap::default(),
            instance_type: ObjType::Object,
            ivar_hint: 0,
            shape_variations: 0,
            ancestors: RefCell::new(None),
            lexical_parent: Value::NIL,
            refine: None,
            allocator: None,
        }
    }

    pub fn mark(&self, mark: &mut dyn FnMut(Value)) {
        mark(self.superclass);
        mark(self.attached);
        mark(self.lexical_parent);
        // Each entry is an allocation of its own: the collector asks for an entry's memory
        // `AHEAD` entries before reading it.
        const AHEAD: usize = 8;
        let mut ahead = self.methods.values();
        for me in ahead.by_ref().take(AHEAD) {
            crate::gc::prefetch(Rc::as_ptr(me));
        }
        for me in self.methods.values() {
            if let Some(next) = ahead.next() {
                crate::gc::prefetch(Rc::as_ptr(next));
            }
            me.mark(mark);
        }
        for &v in self.consts.values().chain(self.autoloads.values()) {
            mark(v);
        }
        for &v in self.includes.iter().chain(self.prepends.iter()) {
            mark(v);
        }
        self.ivars.mark(mark);
        for &v in self.cvars.values() {
            mark(v);
        }
        if let Some((_, a)) = &*self.ancestors.borrow() {
            for &v in a.iter() {
                mark(v);
            }
        }
        if let Some(r) = &self.refine {
            mark(r.target);
            mark(r.defined_at);
            for &(k, m) in &r.refinements {
                mark(k);
                mark(m);
            }
        }
    }

    /// Defines constant `name`; a pending autoload of the name is resolved by it (dropped).
    pub fn set_const(&mut self, name: SymbolId, v: Value) {
        if self.consts.insert(name, v).is_none() && self.autoloads.remove(&name).is_none() {
            self.const_order.push(name);
        }
    }

    /// Registers (or replaces) the autoload of `name`, which must not be a defined constant.
    pub fn set_autoload(&mut self, name: SymbolId, path: Value) {
        debug_assert!(!self.consts.contains_key(&name));
        if self.autoloads.insert(name, path).is_none() {
            self.const_order.push(name);
        }
    }

    /// Takes constant `name` out of the table (and out of the listing order): its value, or nil
    /// for a pending autoload (as CRuby's `remove_const` returns).
    pub fn remove_const(&mut self, name: SymbolId) -> Option<Value> {
        let v = match self.consts.remove(&name) {
            Some(v) => v,
            None => {
                self.autoloads.remove(&name)?;
                Value::NIL
            }
        };
        self.const_order.retain(|n| *n != name);
        self.private_consts.retain(|n| *n != name);
        self.const_locations.remove(&name);
        Some(v)
    }
}
