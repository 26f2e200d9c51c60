//! JSON::Ext::Generator::State (also JSON::State): the generator's settings as a Ruby object,
//! the one user `to_json(state)` methods receive and pass on; and `GenConfig`, the same
//! settings in Rust form, read once per `generate`/`to_json` call.
//!
//! Invariants:
//! - A State keeps its settings in hidden ivars (`@__json_*`): Strings are frozen copies,
//!   flags are true/false, `max_nesting` and `depth` Integers; `read_config` accepts whatever
//!   is there (a State made by `allocate` alone reads as the defaults).
//! - Options given as a Hash use the gem's names (indent, space, space_before, object_nl,
//!   array_nl, allow_nan, ascii_only, max_nesting, depth, script_safe/escape_slash, strict).

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The generator's settings.
#[derive(Clone, Debug)]
pub struct GenConfig {
    pub indent: Vec<u8>,
    pub space: Vec<u8>,
    pub space_before: Vec<u8>,
    pub object_nl: Vec<u8>,
    pub array_nl: Vec<u8>,
    pub allow_nan: bool,
    pub ascii_only: bool,
    pub script_safe: bool,
    pub strict: bool,
    /// 0: no limit.
    pub max_nesting: i64,
    pub depth: i64,
    /// strict mode: a proc turning an object JSON cannot hold into one it can (nil: none).
    /// Reachable from the State or options Hash it came from, and rooted while generating.
    pub as_json: Value,
}

impl Default for GenConfig {
    fn default() -> GenConfig {
        GenConfig {
            indent: Vec::new(),
            space: Vec::new(),
            space_before: Vec::new(),
            object_nl: Vec::new(),
            array_nl: Vec::new(),
            allow_nan: false,
            ascii_only: false,
            script_safe: false,
            strict: false,
            max_nesting: 100,
            depth: 0,
            as_json: Value::NIL,
        }
    }
}

impl GenConfig {
    /// `JSON.pretty_generate`'s starting point.
    pub fn pretty() -> GenConfig {
        GenConfig { indent: b"  ".to_vec(), space: b" ".to_vec(), object_nl: b"\n".to_vec(), array_nl: b"\n".to_vec(), ..GenConfig::default() }
    }
}

const STR_FIELDS: [&str; 5] = ["indent", "space", "space_before", "object_nl", "array_nl"];
const BOOL_FIELDS: [&str; 4] = ["allow_nan", "ascii_only", "script_safe", "strict"];

fn ivar(name: &str) -> crate::symbol::SymbolId {
    intern(&format!("@__json_{name}"))
}

fn str_field<'a>(cfg: &'a mut GenConfig, name: &str) -> &'a mut Vec<u8> {
    match name {
        "indent" => &mut cfg.indent,
        "space" => &mut cfg.space,
        "space_before" => &mut cfg.space_before,
        "object_nl" => &mut cfg.object_nl,
        _ => &mut cfg.array_nl,
    }
}

fn bool_field<'a>(cfg: &'a mut GenConfig, name: &str) -> &'a mut bool {
    match name {
        "allow_nan" => &mut cfg.allow_nan,
        "ascii_only" => &mut cfg.ascii_only,
        "script_safe" => &mut cfg.script_safe,
        _ => &mut cfg.strict,
    }
}

/// A `max_nesting`/`depth` option: false or nil mean 0 (no limit).
fn int_option(vm: &mut Vm, v: Value) -> VmResult<i64> {
    if !v.truthy() {
        return Ok(0);
    }
    vm.expect_int(v)
}

/// Applies the options of Hash `h` to `cfg` (unknown keys are ignored, as in the gem).
pub fn configure(vm: &mut Vm, cfg: &mut GenConfig, h: Value) -> VmResult<()> {
    let mut pairs = Vec::new();
    for e in obj::as_hash(h).table.entries.iter() {
        if !e.key.is_undef() {
            pairs.push((e.key, e.value));
        }
    }
    // Keys and values stay reachable from `h`, which the caller holds.
    for (k, v) in pairs {
        let name = if k.is_symbol() {
            k.as_symbol().name().into_owned()
        } else if obj::is_type(k, ObjType::String) {
            crate::core::str_of(k)
        } else {
            continue;
        };
        if STR_FIELDS.contains(&name.as_str()) {
            let bytes = if v.is_nil() { Vec::new() } else { obj::as_string(vm.expect_string(v)?).bytes.to_vec() };
            *str_field(cfg, &name) = bytes;
        } else if BOOL_FIELDS.contains(&name.as_str()) {
            *bool_field(cfg, &name) = v.truthy();
        } else if name == "escape_slash" {
            cfg.script_safe = v.truthy();
        } else if name == "max_nesting" {
            cfg.max_nesting = int_option(vm, v)?;
        } else if name == "depth" {
            cfg.depth = int_option(vm, v)?;
        } else if name == "as_json" {
            cfg.as_json = if v.truthy() { v } else { Value::NIL };
        }
    }
    Ok(())
}

/// The settings stored in State `st`.
pub fn read_config(vm: &mut Vm, st: Value) -> VmResult<GenConfig> {
    let mut cfg = GenConfig::default();
    for name in STR_FIELDS {
        let v = vm.ivar_get(st, ivar(name));
        if obj::is_type(v, ObjType::String) {
            *str_field(&mut cfg, name) = obj::as_string(v).bytes.to_vec();
        }
    }
    for name in BOOL_FIELDS {
        *bool_field(&mut cfg, name) = vm.ivar_get(st, ivar(name)).truthy();
    }
    let m = vm.ivar_get(st, ivar("max_nesting"));
    cfg.max_nesting = if m.is_nil() && !has_settings(vm, st) { 100 } else { int_option(vm, m)? };
    let d = vm.ivar_get(st, ivar("depth"));
    cfg.depth = int_option(vm, d)?;
    cfg.as_json = vm.ivar_get(st, ivar("as_json"));
    Ok(cfg)
}

fn has_settings(vm: &mut Vm, st: Value) -> bool {
    !vm.ivar_get(st, ivar("indent")).is_nil()
}

/// Stores `cfg` into State `st`.
pub fn write_config(vm: &mut Vm, st: Value, cfg: &GenConfig) -> VmResult<()> {
    for name in STR_FIELDS {
        let bytes = str_field(&mut cfg.clone(), name).clone();
        let s = vm.new_string(bytes);
        vm.freeze(s);
        vm.ivar_set(st, ivar(name), s)?;
    }
    for name in BOOL_FIELDS {
        let b = *bool_field(&mut cfg.clone(), name);
        vm.ivar_set(st, ivar(name), Value::bool(b))?;
    }
    let (m, d) = (vm.new_int(cfg.max_nesting), vm.new_int(cfg.depth));
    vm.ivar_set(st, ivar("max_nesting"), m)?;
    vm.ivar_set(st, ivar("as_json"), cfg.as_json)?;
    vm.ivar_set(st, ivar("depth"), d)
}

pub fn set_depth(vm: &mut Vm, st: Value, depth: i64) -> VmResult<()> {
    let d = vm.new_int(depth);
    vm.ivar_set(st, ivar("depth"), d)
}

pub fn state_class(vm: &mut Vm) -> Value {
    crate::stdlib::json::lookup(vm, &["Ext", "Generator", "State"]).unwrap_or(vm.core.object)
}

pub fn is_state(vm: &mut Vm, v: Value) -> bool {
    let k = state_class(vm);
    vm.is_kind_of(v, k)
}

/// A new State holding `cfg`.
pub fn new_state_from(vm: &mut Vm, cfg: &GenConfig) -> VmResult<Value> {
    let k = state_class(vm);
    let st = vm.new_object(k);
    vm.temp_roots.push(st);
    let r = write_config(vm, st, cfg);
    vm.temp_roots.pop();
    r.map(|()| st)
}

/// The settings an argument of `to_json`/`generate` names: a State, a Hash of options (or
/// something with `to_hash`/`to_h`), or nil for the defaults.
pub fn config_from(vm: &mut Vm, opts: Value, base: GenConfig) -> VmResult<(GenConfig, Value)> {
    if opts.is_nil() {
        return Ok((base, Value::NIL));
    }
    if is_state(vm, opts) {
        return Ok((read_config(vm, opts)?, opts));
    }
    let h = to_options_hash(vm, opts)?;
    let mut cfg = base;
    vm.temp_roots.push(h);
    let r = configure(vm, &mut cfg, h);
    vm.temp_roots.pop();
    r?;
    Ok((cfg, Value::NIL))
}

/// An options argument as a Hash: a Hash, or an object answering `to_hash` or `to_h`;
/// otherwise TypeError "wrong argument type X (expected Hash)".
pub fn to_options_hash(vm: &mut Vm, opts: Value) -> VmResult<Value> {
    if obj::is_type(opts, ObjType::Hash) {
        return Ok(opts);
    }
    for m in ["to_hash", "to_h"] {
        if !opts.is_special() && vm.respond_to(opts, intern(m), false) {
            let h = vm.call_method(opts, intern(m), &[], None)?;
            if obj::is_type(h, ObjType::Hash) {
                return Ok(h);
            }
        }
    }
    let name = vm.conversion_name(opts);
    Err(vm.type_error(&format!("wrong argument type {name} (expected Hash)")))
}

// ---------------------------------------------------------------- State methods

pub fn init(vm: &mut Vm, k: Value) {
    vm.define_private_builtin(k, "initialize", -1, state_initialize);
    vm.define_singleton_builtin(k, "from_state", 1, state_from_state);
    vm.define_builtin(k, "generate", -1, state_generate);
    vm.define_builtin(k, "configure", 1, state_configure);
    vm.define_builtin(k, "merge", 1, state_configure);
    vm.define_builtin(k, "to_h", 0, state_to_h);
    vm.define_builtin(k, "to_hash", 0, state_to_h);
    vm.define_builtin(k, "[]", 1, state_aref);
    // One reader and writer per setting; the field is named in the closure (builtins are
    // plain function pointers, so each accessor is its own closure).
    macro_rules! str_accessor {
        ($name:literal) => {
            vm.define_builtin(k, $name, 0, |vm, recv, _args| str_reader(vm, recv, $name));
            vm.define_builtin(k, concat!($name, "="), 1, |vm, recv, args| str_writer(vm, recv, args, $name));
        };
    }
    str_accessor!("indent");
    str_accessor!("space");
    str_accessor!("space_before");
    str_accessor!("object_nl");
    str_accessor!("array_nl");
    macro_rules! bool_accessor {
        ($reader:literal, $field:literal) => {
            vm.define_builtin(k, $reader, 0, |vm, recv, _args| Ok(Value::bool(vm.ivar_get(recv, ivar($field)).truthy())));
        };
    }
    bool_accessor!("allow_nan?", "allow_nan");
    bool_accessor!("ascii_only?", "ascii_only");
    bool_accessor!("script_safe?", "script_safe");
    bool_accessor!("script_safe", "script_safe");
    bool_accessor!("escape_slash?", "script_safe");
    bool_accessor!("escape_slash", "script_safe");
    bool_accessor!("strict?", "strict");
    bool_accessor!("strict", "strict");
    macro_rules! bool_writer {
        ($writer:literal, $field:literal) => {
            vm.define_builtin(k, $writer, 1, |vm, recv, args| {
                vm.ivar_set(recv, ivar($field), Value::bool(args.get(0).truthy()))?;
                Ok(args.get(0))
            });
        };
    }
    bool_writer!("allow_nan=", "allow_nan");
    bool_writer!("ascii_only=", "ascii_only");
    bool_writer!("script_safe=", "script_safe");
    bool_writer!("escape_slash=", "script_safe");
    bool_writer!("strict=", "strict");
    vm.define_builtin(k, "max_nesting", 0, state_max_nesting);
    vm.define_builtin(k, "max_nesting=", 1, state_set_max_nesting);
    vm.define_builtin(k, "depth", 0, state_depth);
    vm.define_builtin(k, "depth=", 1, state_set_depth);
    vm.define_builtin(k, "check_circular?", 0, state_check_circular);
}

fn state_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let mut cfg = GenConfig::default();
    let opts = args.positional().first().copied().or(args.kwargs()).unwrap_or(Value::NIL);
    if !opts.is_nil() {
        let h = to_options_hash(vm, opts)?;
        configure(vm, &mut cfg, h)?;
    }
    write_config(vm, recv, &cfg)?;
    Ok(Value::NIL)
}

fn state_from_state(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if is_state(vm, v) {
        return Ok(v);
    }
    let st = vm.new_object(recv);
    vm.temp_roots.push(st);
    let r = (|| {
        let mut cfg = GenConfig::default();
        if !v.is_nil() {
            let h = to_options_hash(vm, v)?;
            configure(vm, &mut cfg, h)?;
        }
        write_config(vm, st, &cfg)
    })();
    vm.temp_roots.pop();
    r.map(|()| st)
}

fn state_generate(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let cfg = read_config(vm, recv)?;
    let s = crate::stdlib::json::generate_value(vm, args.get(0), cfg, recv)?;
    let io = args.get(1);
    if io.is_nil() {
        return Ok(s);
    }
    crate::stdlib::json::write_out(vm, io, s)?;
    Ok(io)
}

fn state_configure(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut cfg = read_config(vm, recv)?;
    let h = to_options_hash(vm, args.get(0))?;
    configure(vm, &mut cfg, h)?;
    write_config(vm, recv, &cfg)?;
    Ok(recv)
}

fn state_to_h(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let cfg = read_config(vm, recv)?;
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    let r = (|| -> VmResult<()> {
        let mut c = cfg.clone();
        for name in STR_FIELDS {
            let s = vm.new_string(str_field(&mut c, name).clone());
            vm.hash_set(h, Value::symbol(intern(name)), s)?;
        }
        let aj = if cfg.as_json.is_nil() { Value::FALSE } else { cfg.as_json };
        vm.hash_set(h, Value::symbol(intern("as_json")), aj)?;
        for name in ["allow_nan", "ascii_only"] {
            vm.hash_set(h, Value::symbol(intern(name)), Value::bool(*bool_field(&mut c, name)))?;
        }
        let m = vm.new_int(cfg.max_nesting);
        vm.hash_set(h, Value::symbol(intern("max_nesting")), m)?;
        for name in ["script_safe", "strict"] {
            vm.hash_set(h, Value::symbol(intern(name)), Value::bool(*bool_field(&mut c, name)))?;
        }
        let d = vm.new_int(cfg.depth);
        vm.hash_set(h, Value::symbol(intern("depth")), d)?;
        vm.hash_set(h, Value::symbol(intern("buffer_initial_length")), Value::fixnum(1024))
    })();
    vm.temp_roots.pop();
    r.map(|()| h)
}

fn state_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_symbol_or_string(args.get(0))?.name().into_owned();
    let h = state_to_h(vm, recv, args)?;
    let key = Value::symbol(intern(&name));
    if let Some(v) = vm.hash_get(h, key)? {
        return Ok(v);
    }
    // Other names read the instance variable of that name, as the gem's State#[] does.
    Ok(vm.ivar_get(recv, intern(&format!("@{name}"))))
}

fn str_reader(vm: &mut Vm, recv: Value, name: &str) -> VmResult {
    let v = vm.ivar_get(recv, ivar(name));
    Ok(if v.is_nil() { vm.new_str("") } else { v })
}

fn str_writer(vm: &mut Vm, recv: Value, args: &Args, name: &str) -> VmResult {
    let s = vm.expect_string(args.get(0))?;
    let copy = crate::core::string::frozen_copy(vm, s);
    vm.ivar_set(recv, ivar(name), copy)?;
    Ok(args.get(0))
}

fn state_max_nesting(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = read_config(vm, recv)?.max_nesting;
    Ok(vm.new_int(n))
}

fn state_set_max_nesting(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    let v = vm.new_int(n);
    vm.ivar_set(recv, ivar("max_nesting"), v)?;
    Ok(args.get(0))
}

fn state_depth(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = read_config(vm, recv)?.depth;
    Ok(vm.new_int(n))
}

fn state_set_depth(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    set_depth(vm, recv, n)?;
    Ok(args.get(0))
}

fn state_check_circular(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(read_config(vm, recv)?.max_nesting != 0))
}
