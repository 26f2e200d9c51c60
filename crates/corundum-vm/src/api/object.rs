//! Objects through the API: making plain objects, instance and global variables, freezing, the
//! implicit conversions with CRuby's rules and messages (`to_str`, `to_int`, ...), `inspect`
//! and `to_s`, equality.
//!
//! Invariants: conversions answer the core object itself when it already is one and call the
//! conversion method otherwise, raising CRuby's TypeError ("no implicit conversion of X into
//! Y", "can't convert X to Y (X#m gives Z)"); ivars named `@__...` are hidden from Ruby (a
//! library's private state on an object), as in the VM.

use crate::api::error::IntoApi;
use crate::api::{Result, Ruby, Symbol, Value};
use crate::object::{self as obj, ObjType};

impl Ruby {
    /// A new plain object of class `klass` (no `initialize` called).
    #[inline]
    pub fn new_object(&mut self, klass: Value) -> Value {
        self.vm().new_object(klass)
    }

    // ---------------------------------------------------------------- variables

    /// Instance variable `name` (`"@x"`, or `"@__x"` for a hidden one) of `obj`; nil when unset.
    #[inline]
    pub fn ivar_get(&mut self, obj: Value, name: &str) -> Value {
        let id = crate::symbol::intern(name);
        self.vm().ivar_get(obj, id)
    }

    /// Instance variable `id` of `obj`, by interned name.
    #[inline]
    pub fn ivar_get_id(&mut self, obj: Value, id: Symbol) -> Value {
        self.vm().ivar_get(obj, id)
    }

    /// Sets instance variable `name` of `obj` (FrozenError when `obj` is frozen).
    #[inline]
    pub fn ivar_set(&mut self, obj: Value, name: &str, v: Value) -> Result<()> {
        let id = crate::symbol::intern(name);
        self.vm().ivar_set(obj, id, v).api()
    }

    /// Sets instance variable `id` of `obj`, by interned name.
    #[inline]
    pub fn ivar_set_id(&mut self, obj: Value, id: Symbol, v: Value) -> Result<()> {
        self.vm().ivar_set(obj, id, v).api()
    }

    /// Whether `obj` has instance variable `name` set.
    #[inline]
    pub fn ivar_defined(&mut self, obj: Value, name: &str) -> bool {
        let id = crate::symbol::intern(name);
        self.vm().ivar_defined(obj, id)
    }

    /// Global variable `name` (`"$VERBOSE"`), through its getter for special ones.
    #[inline]
    pub fn gvar_get(&mut self, name: &str) -> Value {
        let id = crate::symbol::intern(name);
        self.vm().gvar_get(id)
    }

    /// Sets global variable `name`, through its setter for special ones.
    #[inline]
    pub fn gvar_set(&mut self, name: &str, v: Value) -> Result<()> {
        let id = crate::symbol::intern(name);
        self.vm().gvar_set(id, v).api()
    }

    /// `$_`, the last line `gets` read (CRuby's `rb_lastline_get`).
    #[inline]
    pub fn last_line(&mut self) -> Value {
        self.vm().globals.get(&crate::symbol::intern("$_")).copied().unwrap_or(Value::NIL)
    }

    /// Sets `$_` (CRuby's `rb_lastline_set`), as `gets` does.
    #[inline]
    pub fn set_last_line(&mut self, line: Value) {
        self.vm().globals.insert(crate::symbol::intern("$_"), line);
    }

    // ---------------------------------------------------------------- freezing

    /// Freezes `v` (`Object#freeze`, without calling a user `freeze`).
    #[inline]
    pub fn freeze(&mut self, v: Value) {
        self.vm().freeze(v)
    }

    /// Whether `v` is frozen (immediates always are).
    #[inline]
    pub fn is_frozen(&self, v: Value) -> bool {
        self.vm_ref().is_frozen(v)
    }

    /// FrozenError for a frozen `v` (CRuby's `rb_check_frozen`, before a mutation).
    #[inline]
    pub fn check_frozen(&mut self, v: Value) -> Result<()> {
        self.vm().check_frozen(v).api()
    }

    // ---------------------------------------------------------------- conversions

    /// `v` as a String: itself, or its `to_str` (CRuby's `StringValue`); TypeError otherwise.
    #[inline]
    pub fn expect_string(&mut self, v: Value) -> Result {
        self.vm().expect_string(v).api()
    }

    /// `v` as a String when it is one or has `to_str` (CRuby's `rb_check_string_type`), None
    /// when it has no `to_str`.
    #[inline]
    pub fn check_string(&mut self, v: Value) -> Result<Option<Value>> {
        self.vm().check_string(v).api()
    }

    /// `v` as an Array when it is one or has `to_ary` (CRuby's `rb_check_array_type`), None
    /// when it has no `to_ary`.
    #[inline]
    pub fn check_array(&mut self, v: Value) -> Result<Option<Value>> {
        self.vm().check_array(v).api()
    }

    /// `v` as an i64 (CRuby's `NUM2LONG`): an Integer that fits, a Float truncated, or what
    /// `to_int` gives; RangeError beyond i64, TypeError for anything else.
    #[inline]
    pub fn expect_int(&mut self, v: Value) -> Result<i64> {
        self.vm().expect_int(v).api()
    }

    /// `v` as an Integer Value (CRuby's `rb_to_int`: itself, or its `to_int`).
    #[inline]
    pub fn to_integer(&mut self, v: Value) -> Result {
        crate::core::integer::to_int_value(self.vm(), v).api()
    }

    /// `v` as a Symbol id: a Symbol, a String, or what `to_str` gives (CRuby's `rb_check_id`
    /// with its TypeError "X is not a symbol nor a string").
    #[inline]
    pub fn expect_symbol_or_string(&mut self, v: Value) -> Result<Symbol> {
        self.vm().expect_symbol_or_string(v).api()
    }

    /// The double of an Integer or a Float, None for anything else (CRuby's float operand
    /// rule, without `coerce`).
    #[inline]
    pub fn num_to_f64(&self, v: Value) -> Option<f64> {
        crate::core::float::num_to_f64(self.vm_ref(), v)
    }

    // ---------------------------------------------------------------- text

    /// `v.inspect` as Rust text.
    #[inline]
    pub fn inspect(&mut self, v: Value) -> Result<String> {
        self.vm().inspect_str(v).api()
    }

    /// `v.to_s` as a String Value (the default `to_s` when it answers something else, as
    /// CRuby's `rb_obj_as_string`).
    #[inline]
    pub fn obj_to_s(&mut self, v: Value) -> Result {
        self.vm().obj_to_s(v).api()
    }

    /// `v.to_s` as Rust text.
    #[inline]
    pub fn to_s(&mut self, v: Value) -> Result<String> {
        self.vm().to_s_str(v).api()
    }

    // ---------------------------------------------------------------- comparison

    /// `a == b`.
    #[inline]
    pub fn equal(&mut self, a: Value, b: Value) -> Result<bool> {
        self.vm().values_eq(a, b).api()
    }

    /// `a.eql?(b)`.
    #[inline]
    pub fn eql(&mut self, a: Value, b: Value) -> Result<bool> {
        self.vm().values_eql(a, b).api()
    }

    /// Whether `v` is a plain object (`Object.new` and instances of user classes), as opposed
    /// to a core type or typed data.
    #[inline]
    pub fn is_plain_object(&self, v: Value) -> bool {
        obj::is_type(v, ObjType::Object)
    }
}
