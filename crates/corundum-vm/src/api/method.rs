//! Defining native methods and allocators, and the trampolines that make a library's plain
//! Rust function (`fn(&mut Ruby, Value, &Args) -> Result`) the VM's builtin.
//!
//! Invariants:
//! - A native is a function item or a closure that captures nothing: a zero-sized `Copy` type.
//!   `define_method` instantiates `trampoline::<F>` for it, a function of the VM's builtin type
//!   whose body is the native inlined; the VM stores that function pointer, so a call costs
//!   what a core builtin's does (one indirect call), with no closure data, `dyn` or allocation.
//!   A native that is not zero-sized (a function pointer, a closure with captures) fails to
//!   compile (the assertion in `conjure`).
//! - Arities follow `Method#arity` (n >= 0 exactly n arguments, -1 any, -(n+1) at least n); the
//!   VM checks a fixed arity before the call, so a native of arity n reads `args.get(0..n)`.

use crate::api::{Args, Result, Ruby, Symbol, Value};
use crate::class::{MethodKind, Visibility};
use crate::vm::{Vm, VmResult};

/// A copy of the native `F` made from nothing: `F` is zero-sized and `Copy`.
///
/// # Safety
/// A value of `F` must have existed (it was passed to one of the `define_*` functions, which
/// alone instantiate the trampolines that call this). Duplicating a zero-sized `Copy` value
/// copies no bytes, so the result is that same value.
#[inline(always)]
unsafe fn conjure<F: Copy>() -> F {
    const { assert!(std::mem::size_of::<F>() == 0, "a native must be a function item or a closure without captures") };
    // SAFETY: see the function's contract; a zero-sized value has no bytes to initialize.
    unsafe { std::mem::MaybeUninit::<F>::uninit().assume_init() }
}

/// The VM builtin that runs native `F`.
pub(crate) fn trampoline<F>(vm: &mut Vm, recv: Value, args: &crate::vm::Args) -> VmResult
where
    F: Fn(&mut Ruby, Value, &Args) -> Result + Copy + 'static,
{
    // SAFETY: only `define_native` instantiates this function, with the native it was given.
    let f: F = unsafe { conjure::<F>() };
    match f(Ruby::from_vm(vm), recv, Args::from_vm(args)) {
        Ok(v) => Ok(v),
        Err(e) => Err(e.0),
    }
}

/// The VM allocator that runs native allocator `F`.
pub(crate) fn alloc_trampoline<F>(vm: &mut Vm, klass: Value) -> VmResult
where
    F: Fn(&mut Ruby, Value) -> Result + Copy + 'static,
{
    // SAFETY: only `Ruby::define_alloc_func` instantiates this function, with the allocator it
    // was given.
    let f: F = unsafe { conjure::<F>() };
    match f(Ruby::from_vm(vm), klass) {
        Ok(v) => Ok(v),
        Err(e) => Err(e.0),
    }
}

/// What [`Ruby::find_method`] tells about a method: where it is defined and how.
#[derive(Clone, Copy, Debug)]
pub struct Method {
    /// The class or module that defines it.
    pub owner: Value,
    /// Written in Rust (a core builtin or a native library's method).
    pub native: bool,
    /// `Method#arity` when known without calling Ruby code: methods compiled from Ruby, natives
    /// and attribute accessors (None for `define_method` bodies and the like).
    pub arity: Option<i32>,
}

impl Ruby {
    #[inline]
    fn define_native<F>(&mut self, klass: Value, name: &str, arity: i32, f: F, visibility: Visibility)
    where
        F: Fn(&mut Ruby, Value, &Args) -> Result + Copy + 'static,
    {
        let _ = f;
        let id = crate::symbol::intern(name);
        self.vm().add_method(klass, id, MethodKind::Builtin { func: trampoline::<F>, arity, leaf: false }, visibility);
    }

    /// Defines public method `name` of `klass` (CRuby's `rb_define_method`): `f` is called with
    /// the receiver and the arguments, after the VM checked their count against `arity`
    /// (`Method#arity` form: n, -1 for any, -(n+1) for at least n).
    pub fn define_method<F>(&mut self, klass: Value, name: &str, arity: i32, f: F)
    where
        F: Fn(&mut Ruby, Value, &Args) -> Result + Copy + 'static,
    {
        self.define_native(klass, name, arity, f, Visibility::Public);
    }

    /// Defines private method `name` of `klass` (CRuby's `rb_define_private_method`).
    pub fn define_private_method<F>(&mut self, klass: Value, name: &str, arity: i32, f: F)
    where
        F: Fn(&mut Ruby, Value, &Args) -> Result + Copy + 'static,
    {
        self.define_native(klass, name, arity, f, Visibility::Private);
    }

    /// Defines singleton method `name` of `obj` (a class method when `obj` is a class; CRuby's
    /// `rb_define_singleton_method`).
    pub fn define_singleton_method<F>(&mut self, obj: Value, name: &str, arity: i32, f: F) -> Result<()>
    where
        F: Fn(&mut Ruby, Value, &Args) -> Result + Copy + 'static,
    {
        let s = self.singleton_class(obj)?;
        self.define_native(s, name, arity, f, Visibility::Public);
        Ok(())
    }

    /// Defines a module function (CRuby's `rb_define_module_function`): a private instance
    /// method of `module` and a public singleton method of it.
    pub fn define_module_function<F>(&mut self, module: Value, name: &str, arity: i32, f: F) -> Result<()>
    where
        F: Fn(&mut Ruby, Value, &Args) -> Result + Copy + 'static,
    {
        self.define_native(module, name, arity, f, Visibility::Private);
        self.define_singleton_method(module, name, arity, f)
    }

    /// Forgets every cached method lookup: for a library that redefines methods of core classes
    /// the interpreter's fast paths assume (`to_s`, `==`, ...), once it has defined them all.
    #[inline]
    pub fn invalidate_method_caches(&mut self) {
        self.vm().invalidate_all_methods();
    }

    /// The method `name` of class `klass` would run (the method lookup of a call, private
    /// methods included), if any.
    pub fn find_method(&mut self, klass: Value, name: Symbol) -> Option<Method> {
        let me = self.vm().find_method_cached(klass, name)?;
        let (native, arity) = match &me.kind {
            MethodKind::Builtin { arity, .. } => (true, Some(*arity)),
            MethodKind::Iseq(body) => (false, Some(crate::object::as_iseq(*body).data.params.arity())),
            MethodKind::AttrReader(_) => (true, Some(0)),
            MethodKind::AttrWriter(_) => (true, Some(1)),
            MethodKind::Undefined => return None,
            _ => (false, None),
        };
        Some(Method { owner: me.owner, native, arity })
    }
}

/// Defines several methods of one class from a table, each line `(name, arity, function)`:
/// `define_methods!(rb, klass, [("pos", 0, ss_pos), ("pos=", 1, ss_set_pos)])`. Each function
/// gets its own trampoline (a table of function pointers could not).
#[macro_export]
macro_rules! define_methods {
    ($rb:expr, $klass:expr, [$(($name:expr, $arity:expr, $f:expr)),* $(,)?]) => {{
        let klass = $klass;
        $( $rb.define_method(klass, $name, $arity, $f); )*
    }};
}

/// Native, for rustdoc's sake: the bound every `define_*` function puts on a native method.
/// A native is `fn(&mut Ruby, Value, &Args) -> Result` — a function item, or a closure that
/// captures nothing.
pub trait Native: Fn(&mut Ruby, Value, &Args) -> Result + Copy + 'static {}

impl<F: Fn(&mut Ruby, Value, &Args) -> Result + Copy + 'static> Native for F {}
