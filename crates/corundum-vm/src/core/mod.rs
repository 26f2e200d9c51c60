//! The core library: built-in classes and their methods, written in Rust.
//!
//! `init` builds the class hierarchy (BasicObject, Object, Module, Class, Kernel, ...) and then
//! calls each file's `init` to register its methods. One file per class or module family.
//!
//! Invariants shared by every builtin:
//! - A builtin receives its arguments as `&Args` (a view of the VM stack) and returns
//!   `VmResult`; errors are Ruby exceptions built with CRuby's messages (`vm.make_error`).
//! - Values a builtin keeps in a Rust `Vec` across an allocation or a call into Ruby are pushed
//!   to `vm.temp_roots` first (or live in a Ruby Array allocated up front).

pub mod array;
pub mod autoload;
pub mod backtrace_location;
pub mod binding;
pub mod boolean;
pub mod command_line;
pub mod comparable;
pub mod complex;
pub mod const_location;
pub mod conversions;
pub mod data;
pub mod encoding;
pub mod enumerable;
pub mod env;
pub mod exception;
pub mod fiber;
pub mod float;
pub mod format;
pub mod gc;
pub mod globals;
pub mod hash;
pub mod compile_option;
pub mod instruction_sequence;
pub mod integer;
pub mod io;
pub mod kernel;
pub mod marshal;
pub mod math;
pub mod module;
pub mod numeric;
pub mod object;
pub mod objectspace;
pub mod pack;
pub mod parameters;
pub mod proc_;
pub mod process;
pub mod protocol;
pub mod random;
pub mod range;
pub mod rational;
pub mod rbconfig;
pub mod refinement;
pub mod regexp;
pub mod set;
pub mod string;
pub mod struct_;
pub mod symbol;
pub mod thread;
pub mod time;
pub mod tracepoint;
pub mod warning;

use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `RUBY_DESCRIPTION`, what `corundum -v` prints: Corundum's version, the Ruby version whose
/// behaviour it follows, "+PRISM" (CRuby's mark of a Prism-parsed process, which is what
/// Corundum always is; CRuby's test helpers read it to choose the parser of child processes)
/// and the platform (`RUBY_PLATFORM`).
pub fn ruby_description() -> String {
    format!("corundum {} (ruby 4.0.0 compatible) +PRISM [{}-{}]", env!("CARGO_PKG_VERSION"), std::env::consts::ARCH, std::env::consts::OS)
}

/// `RUBY_COPYRIGHT`, what `corundum --copyright` prints (the constant programs test for
/// carries CRuby's line).
pub const RUBY_COPYRIGHT: &str = "ruby - Copyright (C) 1993-2025 Yukihiro Matsumoto";

/// Builds the class hierarchy and registers every builtin method.
pub fn init(vm: &mut Vm) {
    // The first classes are wired by hand: Class's class is Class, which does not exist until
    // it is created.
    let basic_object = vm.new_class_object(ObjType::Class, Value::NIL, Value::NIL);
    let object = vm.new_class_object(ObjType::Class, basic_object, Value::NIL);
    let module = vm.new_class_object(ObjType::Class, object, Value::NIL);
    let class = vm.new_class_object(ObjType::Class, module, Value::NIL);
    for k in [basic_object, object, module, class] {
        obj::set_klass(k, class);
    }
    vm.core.basic_object = basic_object;
    vm.core.object = object;
    vm.core.module = module;
    vm.core.class = class;
    // `Module.allocate`/`Class.allocate` (reached through `Class#allocate`) make a module or an
    // uninitialized class, never an Object that Module's methods would misread.
    obj::as_class_mut(module).data.instance_type = ObjType::Module;
    obj::as_class_mut(class).data.instance_type = ObjType::Class;
    for (k, n) in [(basic_object, "BasicObject"), (object, "Object"), (module, "Module"), (class, "Class")] {
        vm.const_set(object, intern(n), k);
    }
    // Metaclasses for the four, in superclass order so each finds its parent's.
    for k in [basic_object, object, module, class] {
        let _ = vm.singleton_class(k);
    }
    let kernel = define_module(vm, "Kernel");
    vm.core.kernel = kernel;
    let _ = vm.include_module(object, kernel);
    vm.core.comparable = define_module(vm, "Comparable");
    vm.core.enumerable = define_module(vm, "Enumerable");

    let c = |vm: &mut Vm, name: &str, sup: Value, ty: ObjType| -> Value {
        let k = define_class(vm, name, sup);
        obj::as_class_mut(k).data.instance_type = ty;
        k
    };
    // `ObjType::Data` (and Float) as the instance type: no allocator, `allocate` raises
    // TypeError "allocator undefined for Integer" as in CRuby.
    vm.core.numeric = c(vm, "Numeric", object, ObjType::Object);
    let _ = vm.include_module(vm.core.numeric, vm.core.comparable);
    vm.core.integer = c(vm, "Integer", vm.core.numeric, ObjType::Data);
    vm.core.float = c(vm, "Float", vm.core.numeric, ObjType::Float);
    vm.core.rational = c(vm, "Rational", vm.core.numeric, ObjType::Data);
    vm.core.complex = c(vm, "Complex", vm.core.numeric, ObjType::Data);
    vm.core.string = c(vm, "String", object, ObjType::String);
    let _ = vm.include_module(vm.core.string, vm.core.comparable);
    vm.core.symbol = c(vm, "Symbol", object, ObjType::Data);
    let _ = vm.include_module(vm.core.symbol, vm.core.comparable);
    vm.core.array = c(vm, "Array", object, ObjType::Array);
    let _ = vm.include_module(vm.core.array, vm.core.enumerable);
    vm.core.hash = c(vm, "Hash", object, ObjType::Hash);
    let _ = vm.include_module(vm.core.hash, vm.core.enumerable);
    vm.core.range = c(vm, "Range", object, ObjType::Range);
    let _ = vm.include_module(vm.core.range, vm.core.enumerable);
    vm.core.nil = c(vm, "NilClass", object, ObjType::Data);
    vm.core.true_ = c(vm, "TrueClass", object, ObjType::Data);
    vm.core.false_ = c(vm, "FalseClass", object, ObjType::Data);
    vm.core.proc_ = c(vm, "Proc", object, ObjType::Data);
    vm.core.method = c(vm, "Method", object, ObjType::Data);
    vm.core.unbound_method = c(vm, "UnboundMethod", object, ObjType::Data);
    vm.core.encoding = c(vm, "Encoding", object, ObjType::Data);
    vm.core.io = c(vm, "IO", object, ObjType::Object);
    vm.core.gc = define_module(vm, "GC");
    vm.core.object_space = define_module(vm, "ObjectSpace");
    vm.core.math = define_module(vm, "Math");
    vm.core.process = define_module(vm, "Process");

    exception::init_classes(vm);

    // main and the standard streams.
    vm.main_obj = vm.new_object(object);
    let main = vm.main_obj;
    // main's own methods: visibility and include at top level act on Object.
    for (name, f) in
        [("public", main_public as crate::class::BuiltinFn), ("private", main_private), ("include", main_include), ("define_method", main_define_method)]
    {
        let s = vm.singleton_class(main).expect("main singleton");
        vm.define_builtin(s, name, -1, f);
    }
    for (name, f) in [("to_s", main_to_s as crate::class::BuiltinFn), ("inspect", main_to_s)] {
        let s = vm.singleton_class(main).expect("main singleton");
        vm.define_builtin(s, name, 0, f);
    }
    // The standard streams, IO, File, Dir and Errno.
    io::init(vm);

    object::init(vm);
    boolean::init(vm);
    kernel::init(vm);
    warning::init(vm);
    module::init(vm);
    refinement::init(vm);
    autoload::init(vm);
    rbconfig::init(vm);
    comparable::init(vm);
    enumerable::init(vm);
    integer::init(vm);
    float::init(vm);
    rational::init(vm);
    complex::init(vm);
    string::init(vm);
    symbol::init(vm);
    array::init(vm);
    hash::init(vm);
    range::init(vm);
    proc_::init(vm);
    binding::init(vm);
    exception::init(vm);
    backtrace_location::init(vm);
    fiber::init(vm);
    thread::init(vm);
    gc::init(vm);
    objectspace::init(vm);
    const_location::init(vm);
    format::init(vm);
    regexp::init(vm);
    struct_::init(vm);
    data::init(vm);
    set::init(vm);
    marshal::init(vm);
    time::init(vm);
    tracepoint::init(vm);
    instruction_sequence::init(vm);
    env::init(vm);
    process::init(vm);

    // The constants that describe the running Ruby: RUBY_VERSION (the language version
    // Corundum implements; its behaviour follows CRuby 4.0) and the others, each also a
    // constant of the Ruby module (4.0's Ruby::VERSION, ...), the same object.
    let ruby = define_module(vm, "Ruby");
    for (name, text) in [
        ("VERSION", "4.0.0".to_string()),
        ("ENGINE", "corundum".to_string()),
        ("PLATFORM", format!("{}-{}", std::env::consts::ARCH, std::env::consts::OS)),
        ("DESCRIPTION", ruby_description()),
        ("RELEASE_DATE", "2025-12-25".to_string()),
        ("COPYRIGHT", RUBY_COPYRIGHT.to_string()),
        ("ENGINE_VERSION", env!("CARGO_PKG_VERSION").to_string()),
    ] {
        let s = vm.new_str(&text);
        vm.freeze(s);
        vm.const_set(object, intern(&format!("RUBY_{name}")), s);
        vm.const_set(ruby, intern(name), s);
    }
    vm.const_set(object, intern("RUBY_PATCHLEVEL"), Value::fixnum(0));
    vm.const_set(ruby, intern("PATCHLEVEL"), Value::fixnum(0));
    let argv = vm.new_array(Vec::new());
    vm.const_set(object, intern("ARGV"), argv);
    // `require` searches the directories in this Array (`$:`, `$LOAD_PATH`), which programs
    // change in place; `$"` (`$LOADED_FEATURES`) lists the loaded files.
    // $VERBOSE: nil with -W0, false by default, true with -w.
    let verbose = match vm.options.warn_level {
        0 => Value::NIL,
        1 => Value::FALSE,
        _ => Value::TRUE,
    };
    vm.globals.insert(intern("$VERBOSE"), verbose);
    // `$DEBUG` (`-d`) and the switches of the `-n`/`-p` loop (`core::command_line` sets them
    // from the command line).
    vm.globals.insert(intern("$DEBUG"), Value::FALSE);
    for switch in ["$-p", "$-l", "$-a"] {
        vm.globals.insert(intern(switch), Value::FALSE);
    }
    // `$/` (the input record separator, English's `$RS`) starts as a frozen "\n".
    let rs = vm.new_str("\n");
    vm.freeze(rs);
    vm.globals.insert(intern("$/"), rs);
    let load_path = vm.new_array(Vec::new());
    vm.globals.insert(intern("$:"), load_path);
    let features = vm.new_array(Vec::new());
    vm.globals.insert(intern("$\""), features);
    // What CRuby lists at startup for the parts of its core it builds as separate features,
    // which are core here too: requiring them is a no-op that returns false (`vm::load`'s
    // `Feature::Builtin`).
    for f in ["enumerator.so", "thread.rb", "fiber.so", "rational.so", "complex.so", "ruby2_keywords.rb", "set.rb"] {
        vm.provide_feature(f);
    }
    vm.invalidate_all_methods();
    let _ = sym::TO_S;
}

fn main_to_s(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_str("main"))
}
fn main_public(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let o = vm.core.object;
    vm.call_method_kw(o, intern("public"), args.as_slice(), None, args.kw)
}
fn main_private(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let o = vm.core.object;
    vm.call_method_kw(o, intern("private"), args.as_slice(), None, args.kw)
}
fn main_include(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let o = vm.core.object;
    vm.call_method_kw(o, intern("include"), args.as_slice(), None, args.kw)
}
fn main_define_method(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let o = vm.core.object;
    vm.call_method_kw(o, intern("define_method"), args.as_slice(), args.block.clone(), args.kw)
}

pub fn define_class(vm: &mut Vm, name: &str, superclass: Value) -> Value {
    let k = vm.new_class(superclass);
    let o = vm.core.object;
    vm.const_set(o, intern(name), k);
    k
}

pub fn define_class_under(vm: &mut Vm, outer: Value, name: &str, superclass: Value) -> Value {
    let k = vm.new_class(superclass);
    vm.const_set(outer, intern(name), k);
    k
}

pub fn define_module(vm: &mut Vm, name: &str) -> Value {
    let m = vm.new_module();
    let o = vm.core.object;
    vm.const_set(o, intern(name), m);
    m
}

pub fn define_module_under(vm: &mut Vm, outer: Value, name: &str) -> Value {
    let m = vm.new_module();
    vm.const_set(outer, intern(name), m);
    m
}

// ---------------------------------------------------------------- argument helpers

/// The Rust string view of a String value (lossy for invalid UTF-8).
pub fn str_of(v: Value) -> String {
    String::from_utf8_lossy(&obj::as_string(v).bytes).into_owned()
}

pub fn is_string(v: Value) -> bool {
    obj::is_type(v, ObjType::String)
}
pub fn is_array(v: Value) -> bool {
    obj::is_type(v, ObjType::Array)
}
pub fn is_hash(v: Value) -> bool {
    obj::is_type(v, ObjType::Hash)
}

impl Vm {
    /// A String argument, or TypeError "no implicit conversion of X into String" (or "can't
    /// convert X to String (X#to_str gives Y)" when `to_str` answers something else).
    pub fn expect_string(&mut self, v: Value) -> VmResult<Value> {
        if is_string(v) {
            return Ok(v);
        }
        if !v.is_special() || v.is_symbol() {
            if self.respond_to(v, sym::TO_STR, true) {
                let s = self.call_method(v, sym::TO_STR, &[], None)?;
                if is_string(s) {
                    return Ok(s);
                }
                // CRuby's convert_type: a `to_str` that answers something else.
                let (from, gives) = (self.conversion_name(v), self.conversion_name(s));
                return Err(self.type_error(&format!("can't convert {from} to String ({from}#to_str gives {gives})")));
            }
        }
        Err(self.conversion_error(v, "String"))
    }

    /// An Integer argument as i64, CRuby's NUM2LONG: a Bignum that fits in a long is accepted,
    /// a larger one is a RangeError; Floats truncate, and one outside long's range is a RangeError.
    pub fn expect_int(&mut self, v: Value) -> VmResult<i64> {
        if v.is_fixnum() {
            return Ok(v.as_fixnum());
        }
        if let Some(f) = self.float_value(v) {
            if f.is_nan() || f.is_infinite() {
                return Err(self.make_error(self.core.float_domain_error, &crate::core::float::float_to_s(f)));
            }
            // CRuby's LONG_MIN_MINUS_ONE_IS_LESS_THAN / LONG_MAX_PLUS_ONE test.
            if !(f < 9223372036854775808.0 && f > -9223372036854775809.0) {
                let shown = crate::core::format::sprintf(self, b"%-.10g", &[v])?;
                let msg = format!("float {} out of range of integer", String::from_utf8_lossy(&shown));
                return Err(self.make_error(self.core.range_error, &msg));
            }
            return Ok(f as i64);
        }
        if obj::is_type(v, ObjType::Bignum) {
            if let Some(i) = num_traits::ToPrimitive::to_i64(&*obj::as_bignum(v).value) {
                return Ok(i);
            }
            return Err(self.make_error(self.core.range_error, "bignum too big to convert into 'long'"));
        }
        if v.is_nil() {
            // CRuby's NUM2LONG words nil differently from every other non-number.
            return Err(self.type_error("no implicit conversion from nil to integer"));
        }
        if v == Value::TRUE || v == Value::FALSE || v.is_symbol() || is_string(v) || is_array(v) || is_hash(v) {
            return Err(self.conversion_error(v, "Integer"));
        }
        if self.respond_to(v, sym::TO_INT, true) {
            let r = self.call_method(v, sym::TO_INT, &[], None)?;
            if r.is_fixnum() || obj::is_type(r, ObjType::Bignum) {
                return self.expect_int(r);
            }
            let (from, gives) = (self.conversion_name(v), self.conversion_name(r));
            return Err(self.type_error(&format!("can't convert {from} into Integer ({from}#to_int gives {gives})")));
        }
        Err(self.conversion_error(v, "Integer"))
    }

    pub fn float_value(&self, v: Value) -> Option<f64> {
        if v.is_flonum() {
            Some(v.flonum_to_f64())
        } else if obj::is_type(v, ObjType::Float) {
            Some(obj::as_float_obj(v).value)
        } else {
            None
        }
    }

    pub fn is_float(&self, v: Value) -> bool {
        v.is_flonum() || obj::is_type(v, ObjType::Float)
    }

    pub fn expect_symbol_or_string(&mut self, v: Value) -> VmResult<crate::symbol::SymbolId> {
        if v.is_symbol() {
            return Ok(v.as_symbol());
        }
        if is_string(v) {
            return Ok(crate::symbol::intern_bytes(&obj::as_string(v).bytes));
        }
        // Implicit conversion, as CRuby's rb_check_id does.
        let to_str = crate::symbol::intern("to_str");
        if self.respond_to(v, to_str, true) {
            let s = self.call_method(v, to_str, &[], None)?;
            if is_string(s) {
                return Ok(crate::symbol::intern_bytes(&obj::as_string(s).bytes));
            }
        }
        let s = self.inspect_str(v)?;
        Err(self.type_error(&format!("{s} is not a symbol nor a string")))
    }

    /// Raises FrozenError when `v` is frozen (before a mutation).
    pub fn check_frozen(&mut self, v: Value) -> VmResult<()> {
        if v.is_heap() && obj::has_flag(v, obj::FL_FROZEN) {
            return Err(self.frozen_error(v));
        }
        Ok(())
    }

    pub fn is_frozen(&self, v: Value) -> bool {
        !v.is_heap() || obj::has_flag(v, obj::FL_FROZEN)
    }

    /// Checks `args.len()` against `min..=max` (max None: unbounded) with CRuby's message.
    pub fn check_argc(&mut self, args: &Args, min: usize, max: Option<usize>) -> VmResult<()> {
        let n = args.positional().len();
        if n < min || max.is_some_and(|m| n > m) {
            return Err(self.arg_count_error(n, min, max.unwrap_or(usize::MAX)));
        }
        Ok(())
    }

    /// The block of a builtin call, or LocalJumpError "no block given (yield)".
    pub fn need_block(&mut self, args: &Args) -> VmResult<crate::vm::Block> {
        match &args.block {
            Some(b) => Ok(b.clone()),
            None => Err(self.make_error(self.core.local_jump_error, "no block given (yield)")),
        }
    }
}
