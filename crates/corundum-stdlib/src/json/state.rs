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

use corundum_vm::api::{intern, Args, CoreClass, Result, Ruby, Symbol, Value};

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

fn ivar(name: &str) -> Symbol {
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
fn int_option(rb: &mut Ruby, v: Value) -> Result<i64> {
    if !v.truthy() {
        return Ok(0);
    }
    rb.expect_int(v)
}

/// Applies the options of Hash `h` to `cfg` (unknown keys are ignored, as in the gem).
pub fn configure(rb: &mut Ruby, cfg: &mut GenConfig, h: Value) -> Result<()> {
    // A snapshot of the entries, rooted: a key's `to_str` could change the Hash meanwhile.
    let mut pairs = Vec::new();
    let mut at = 0;
    while let Some((k, v)) = rb.hash_next(h, &mut at) {
        pairs.push(k);
        pairs.push(v);
    }
    rb.with_roots(&pairs.clone(), |rb| {
        for kv in pairs.chunks(2) {
            let (k, v) = (kv[0], kv[1]);
            let name = if k.is_symbol() {
                k.as_symbol().name().into_owned()
            } else if rb.is_string(k) {
                rb.str_lossy(k)
            } else {
                continue;
            };
            if STR_FIELDS.contains(&name.as_str()) {
                let bytes = if v.is_nil() {
                    Vec::new()
                } else {
                    let s = rb.expect_string(v)?;
                    rb.str_bytes(s).to_vec()
                };
                *str_field(cfg, &name) = bytes;
            } else if BOOL_FIELDS.contains(&name.as_str()) {
                *bool_field(cfg, &name) = v.truthy();
            } else if name == "escape_slash" {
                cfg.script_safe = v.truthy();
            } else if name == "max_nesting" {
                cfg.max_nesting = int_option(rb, v)?;
            } else if name == "depth" {
                cfg.depth = int_option(rb, v)?;
            } else if name == "as_json" {
                cfg.as_json = if v.truthy() { v } else { Value::NIL };
            }
        }
        Ok(())
    })
}

/// The settings stored in State `st`.
pub fn read_config(rb: &mut Ruby, st: Value) -> Result<GenConfig> {
    let mut cfg = GenConfig::default();
    for name in STR_FIELDS {
        let v = rb.ivar_get_id(st, ivar(name));
        if rb.is_string(v) {
            *str_field(&mut cfg, name) = rb.str_bytes(v).to_vec();
        }
    }
    for name in BOOL_FIELDS {
        *bool_field(&mut cfg, name) = rb.ivar_get_id(st, ivar(name)).truthy();
    }
    let m = rb.ivar_get_id(st, ivar("max_nesting"));
    cfg.max_nesting = if m.is_nil() && !has_settings(rb, st) { 100 } else { int_option(rb, m)? };
    let d = rb.ivar_get_id(st, ivar("depth"));
    cfg.depth = int_option(rb, d)?;
    cfg.as_json = rb.ivar_get_id(st, ivar("as_json"));
    Ok(cfg)
}

fn has_settings(rb: &mut Ruby, st: Value) -> bool {
    !rb.ivar_get_id(st, ivar("indent")).is_nil()
}

/// Stores `cfg` into State `st`.
pub fn write_config(rb: &mut Ruby, st: Value, cfg: &GenConfig) -> Result<()> {
    for name in STR_FIELDS {
        let bytes = str_field(&mut cfg.clone(), name).clone();
        let s = rb.new_string(bytes);
        rb.freeze(s);
        rb.ivar_set_id(st, ivar(name), s)?;
    }
    for name in BOOL_FIELDS {
        let b = *bool_field(&mut cfg.clone(), name);
        rb.ivar_set_id(st, ivar(name), Value::bool(b))?;
    }
    let (m, d) = (rb.new_int(cfg.max_nesting), rb.new_int(cfg.depth));
    rb.ivar_set_id(st, ivar("max_nesting"), m)?;
    rb.ivar_set_id(st, ivar("as_json"), cfg.as_json)?;
    rb.ivar_set_id(st, ivar("depth"), d)
}

pub fn set_depth(rb: &mut Ruby, st: Value, depth: i64) -> Result<()> {
    let d = rb.new_int(depth);
    rb.ivar_set_id(st, ivar("depth"), d)
}

pub fn state_class(rb: &mut Ruby) -> Value {
    match crate::json::lookup(rb, &["Ext", "Generator", "State"]) {
        Some(k) => k,
        None => rb.core_class(CoreClass::Object),
    }
}

pub fn is_state(rb: &mut Ruby, v: Value) -> bool {
    let k = state_class(rb);
    rb.is_kind_of(v, k)
}

/// A new State holding `cfg`.
pub fn new_state_from(rb: &mut Ruby, cfg: &GenConfig) -> Result<Value> {
    let k = state_class(rb);
    let st = rb.new_object(k);
    write_config(rb, st, cfg)?;
    Ok(st)
}

/// The settings an argument of `to_json`/`generate` names: a State, a Hash of options (or
/// something with `to_hash`/`to_h`), or nil for the defaults.
pub fn config_from(rb: &mut Ruby, opts: Value, base: GenConfig) -> Result<(GenConfig, Value)> {
    if opts.is_nil() {
        return Ok((base, Value::NIL));
    }
    if is_state(rb, opts) {
        return Ok((read_config(rb, opts)?, opts));
    }
    let h = to_options_hash(rb, opts)?;
    let mut cfg = base;
    configure(rb, &mut cfg, h)?;
    Ok((cfg, Value::NIL))
}

/// An options argument as a Hash: a Hash, or an object answering `to_hash` or `to_h`;
/// otherwise TypeError "wrong argument type X (expected Hash)".
pub fn to_options_hash(rb: &mut Ruby, opts: Value) -> Result<Value> {
    if rb.is_hash(opts) {
        return Ok(opts);
    }
    for m in ["to_hash", "to_h"] {
        if !opts.is_special() && rb.respond_to(opts, m, false) {
            let h = rb.call(opts, m, &[])?;
            if rb.is_hash(h) {
                return Ok(h);
            }
        }
    }
    let name = rb.conversion_name(opts);
    Err(rb.type_error(&format!("wrong argument type {name} (expected Hash)")))
}

// ---------------------------------------------------------------- State methods

pub fn init(rb: &mut Ruby, k: Value) -> Result<()> {
    rb.define_private_method(k, "initialize", -1, state_initialize);
    rb.define_singleton_method(k, "from_state", 1, state_from_state)?;
    rb.define_method(k, "generate", -1, state_generate);
    rb.define_method(k, "configure", 1, state_configure);
    rb.define_method(k, "merge", 1, state_configure);
    rb.define_method(k, "to_h", 0, state_to_h);
    rb.define_method(k, "to_hash", 0, state_to_h);
    rb.define_method(k, "[]", 1, state_aref);
    // One reader and writer per setting; the field is named in the closure (builtins are
    // plain function pointers, so each accessor is its own closure).
    macro_rules! str_accessor {
        ($name:literal) => {
            rb.define_method(k, $name, 0, |rb, recv, _args| str_reader(rb, recv, $name));
            rb.define_method(k, concat!($name, "="), 1, |rb, recv, args| str_writer(rb, recv, args, $name));
        };
    }
    str_accessor!("indent");
    str_accessor!("space");
    str_accessor!("space_before");
    str_accessor!("object_nl");
    str_accessor!("array_nl");
    macro_rules! bool_accessor {
        ($reader:literal, $field:literal) => {
            rb.define_method(k, $reader, 0, |rb, recv, _args| Ok(Value::bool(rb.ivar_get_id(recv, ivar($field)).truthy())));
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
            rb.define_method(k, $writer, 1, |rb, recv, args| {
                rb.ivar_set_id(recv, ivar($field), Value::bool(args.get(0).truthy()))?;
                Ok(args.get(0))
            });
        };
    }
    bool_writer!("allow_nan=", "allow_nan");
    bool_writer!("ascii_only=", "ascii_only");
    bool_writer!("script_safe=", "script_safe");
    bool_writer!("escape_slash=", "script_safe");
    bool_writer!("strict=", "strict");
    rb.define_method(k, "max_nesting", 0, state_max_nesting);
    rb.define_method(k, "max_nesting=", 1, state_set_max_nesting);
    rb.define_method(k, "depth", 0, state_depth);
    rb.define_method(k, "depth=", 1, state_set_depth);
    rb.define_method(k, "check_circular?", 0, state_check_circular);
    Ok(())
}

fn state_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let mut cfg = GenConfig::default();
    let opts = args.positional().first().copied().or(args.keywords()).unwrap_or(Value::NIL);
    if !opts.is_nil() {
        let h = to_options_hash(rb, opts)?;
        configure(rb, &mut cfg, h)?;
    }
    write_config(rb, recv, &cfg)?;
    Ok(Value::NIL)
}

fn state_from_state(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let v = args.get(0);
    if is_state(rb, v) {
        return Ok(v);
    }
    let st = rb.new_object(recv);
    let mut cfg = GenConfig::default();
    if !v.is_nil() {
        let h = to_options_hash(rb, v)?;
        configure(rb, &mut cfg, h)?;
    }
    write_config(rb, st, &cfg)?;
    Ok(st)
}

fn state_generate(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let cfg = read_config(rb, recv)?;
    let s = crate::json::generate_value(rb, args.get(0), cfg, recv)?;
    let io = args.get(1);
    if io.is_nil() {
        return Ok(s);
    }
    crate::json::write_out(rb, io, s)?;
    Ok(io)
}

fn state_configure(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let mut cfg = read_config(rb, recv)?;
    let h = to_options_hash(rb, args.get(0))?;
    configure(rb, &mut cfg, h)?;
    write_config(rb, recv, &cfg)?;
    Ok(recv)
}

fn state_to_h(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let cfg = read_config(rb, recv)?;
    let h = rb.new_hash();
    {
        let mut c = cfg.clone();
        for name in STR_FIELDS {
            let s = rb.new_string(str_field(&mut c, name).clone());
            rb.hash_set(h, Value::symbol(intern(name)), s)?;
        }
        let aj = if cfg.as_json.is_nil() { Value::FALSE } else { cfg.as_json };
        rb.hash_set(h, Value::symbol(intern("as_json")), aj)?;
        for name in ["allow_nan", "ascii_only"] {
            rb.hash_set(h, Value::symbol(intern(name)), Value::bool(*bool_field(&mut c, name)))?;
        }
        let m = rb.new_int(cfg.max_nesting);
        rb.hash_set(h, Value::symbol(intern("max_nesting")), m)?;
        for name in ["script_safe", "strict"] {
            rb.hash_set(h, Value::symbol(intern(name)), Value::bool(*bool_field(&mut c, name)))?;
        }
        let d = rb.new_int(cfg.depth);
        rb.hash_set(h, Value::symbol(intern("depth")), d)?;
        rb.hash_set(h, Value::symbol(intern("buffer_initial_length")), Value::fixnum(1024))?;
    }
    Ok(h)
}

fn state_aref(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let name = rb.expect_symbol_or_string(args.get(0))?.name().into_owned();
    let h = state_to_h(rb, recv, args)?;
    let key = Value::symbol(intern(&name));
    if let Some(v) = rb.hash_get(h, key)? {
        return Ok(v);
    }
    // Other names read the instance variable of that name, as the gem's State#[] does.
    Ok(rb.ivar_get(recv, &format!("@{name}")))
}

fn str_reader(rb: &mut Ruby, recv: Value, name: &str) -> Result {
    let v = rb.ivar_get_id(recv, ivar(name));
    Ok(if v.is_nil() { rb.new_str("") } else { v })
}

fn str_writer(rb: &mut Ruby, recv: Value, args: &Args, name: &str) -> Result {
    let s = rb.expect_string(args.get(0))?;
    let copy = rb.str_frozen_copy(s);
    rb.ivar_set_id(recv, ivar(name), copy)?;
    Ok(args.get(0))
}

fn state_max_nesting(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let n = read_config(rb, recv)?.max_nesting;
    Ok(rb.new_int(n))
}

fn state_set_max_nesting(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let n = rb.expect_int(args.get(0))?;
    let v = rb.new_int(n);
    rb.ivar_set_id(recv, ivar("max_nesting"), v)?;
    Ok(args.get(0))
}

fn state_depth(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let n = read_config(rb, recv)?.depth;
    Ok(rb.new_int(n))
}

fn state_set_depth(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let n = rb.expect_int(args.get(0))?;
    set_depth(rb, recv, n)?;
    Ok(args.get(0))
}

fn state_check_circular(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(read_config(rb, recv)?.max_nesting != 0))
}
