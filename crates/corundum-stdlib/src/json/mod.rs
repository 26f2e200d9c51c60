//! The `json` library (json gem 2.18 as CRuby 4.0 ships it), native: the JSON module and its
//! functions (parse, parse!, load, load_file, generate, pretty_generate, dump, JSON[]), the
//! error classes, `to_json` on the core classes, Kernel#JSON/j/jj, and
//! JSON::Fragment; JSON::Ext::Generator::State (in `state`), JSON::Coder (in `coder`).
//! Parsing is in `parse`, writing in `generate`.
//!
//! Invariants:
//! - Everything is defined by `init`, run once by `require "json"` (or "json/ext").
//! - Classes are found by constant lookup under JSON when raised (`error_class`), so the
//!   library keeps no Values outside Ruby's reach.

pub mod coder;
pub mod generate;
pub mod parse;
pub mod state;

use crate::json::generate::Generator;
use crate::json::parse::ParseConfig;
use crate::json::state::GenConfig;
use corundum_vm::api::{define_methods, intern, Args, CoreClass, Encoding, Result, Ruby, Value};

/// The gem version this library follows.
const VERSION: &str = "2.18.0";

/// Hidden ivar of a GeneratorError: the object that could not be written.
pub const INVALID_OBJECT_IVAR: &str = "@__json_invalid_object";

/// Defines JSON (the `init` of the registry entry).
pub fn init(rb: &mut Ruby) -> Result<()> {
    let object = rb.core_class(CoreClass::Object);
    let json = match rb.const_get(object, "JSON") {
        Ok(m) if rb.is_module(m) => m,
        _ => rb.define_module("JSON")?,
    };
    let std_error = rb.core_class(CoreClass::StandardError);
    let json_error = rb.define_class_under(json, "JSONError", std_error)?;
    let parser_error = rb.define_class_under(json, "ParserError", json_error)?;
    rb.define_class_under(json, "NestingError", parser_error)?;
    let gen_error = rb.define_class_under(json, "GeneratorError", json_error)?;
    rb.define_method(gen_error, "initialize", -1, generator_error_initialize);
    rb.define_method(gen_error, "invalid_object", 0, |rb, recv, _args| Ok(rb.ivar_get(recv, INVALID_OBJECT_IVAR)));

    let ext = rb.define_module_under(json, "Ext")?;
    let generator = rb.define_module_under(ext, "Generator")?;
    let state_class = rb.define_class_under(generator, "State", object)?;
    state::init(rb, state_class)?;
    rb.const_set(json, "State", state_class);
    let parser = rb.define_class_under(ext, "Parser", object)?;
    rb.define_private_method(parser, "initialize", -1, parser_initialize);
    rb.define_method(parser, "parse", 0, parser_parse);
    rb.define_method(parser, "source", 0, |rb, recv, _args| Ok(rb.ivar_get(recv, "@__json_source")));
    rb.define_singleton_method(parser, "parse", -1, json_parse)?;

    let v = rb.new_str(VERSION);
    rb.freeze(v);
    rb.const_set(json, "VERSION", v);
    for (name, f) in [("NaN", f64::NAN), ("Infinity", f64::INFINITY), ("MinusInfinity", f64::NEG_INFINITY)] {
        let x = rb.new_float(f);
        rb.const_set(json, name, x);
    }

    let functions = rb.singleton_class(json)?;
    define_methods!(rb, functions, [
        ("parse", -1, json_parse),
        ("parse!", -1, json_parse_bang),
        ("load", -1, json_load),
        ("load_file", -1, json_load_file),
        ("load_file!", -1, json_load_file_bang),
        ("generate", -1, json_generate),
        ("fast_generate", -1, json_generate),
        ("pretty_generate", -1, json_pretty_generate),
        ("dump", -1, json_dump),
        ("[]", -1, json_aref),
        ("state", 0, |rb, _r, _a| Ok(state::state_class(rb))),
        ("parser", 0, |rb, _r, _a| Ok(lookup(rb, &["Ext", "Parser"]).unwrap_or(Value::NIL))),
        ("generator", 0, |rb, _r, _a| Ok(lookup(rb, &["Ext", "Generator"]).unwrap_or(Value::NIL))),
        ("create_id", 0, |rb, _r, _a| Ok(rb.new_str("json_class"))),
    ]);

    rb.define_method(object, "to_json", -1, object_to_json);
    let hash = rb.core_class(CoreClass::Hash);
    rb.define_method(hash, "to_json", -1, hash_to_json);
    let array = rb.core_class(CoreClass::Array);
    rb.define_method(array, "to_json", -1, array_to_json);
    let string = rb.core_class(CoreClass::String);
    rb.define_method(string, "to_json", -1, string_to_json);
    for k in [CoreClass::Integer, CoreClass::Float, CoreClass::NilClass, CoreClass::TrueClass, CoreClass::FalseClass] {
        let k = rb.core_class(k);
        rb.define_method(k, "to_json", -1, scalar_to_json);
    }
    // JSON::Fragment: a Struct of one member, `json`, written verbatim.
    let struct_class = rb.const_get(object, "Struct")?;
    let fragment = rb.call(struct_class, "new", &[Value::symbol(intern("json"))])?;
    rb.const_set(json, "Fragment", fragment);
    rb.define_method(fragment, "to_json", -1, |rb, recv, _args| {
        let s = rb.call(recv, "json", &[])?;
        rb.expect_string(s)
    });
    coder::init(rb, json)?;

    let kernel = rb.core_class(CoreClass::Kernel);
    rb.define_private_method(kernel, "JSON", -1, kernel_json);
    rb.define_private_method(kernel, "j", -1, kernel_j);
    rb.define_private_method(kernel, "jj", -1, kernel_jj);
    Ok(())
}

/// The constant at `path` under JSON, if defined.
pub fn lookup(rb: &mut Ruby, path: &[&str]) -> Option<Value> {
    let object = rb.core_class(CoreClass::Object);
    let mut m = rb.const_get(object, "JSON").ok()?;
    for name in path {
        m = rb.const_get(m, name).ok()?;
    }
    Some(m)
}

/// JSON::NAME (an error class), or StandardError should a program have removed it.
pub fn error_class(rb: &mut Ruby, name: &str) -> Value {
    match lookup(rb, &[name]) {
        Some(k) if rb.is_class(k) => k,
        _ => rb.core_class(CoreClass::StandardError),
    }
}

/// Whether the `to_json` method found for class `k` is Object#to_json as defined here (a
/// native method of Object): the generator then writes `to_s` itself instead of calling it.
pub fn is_object_to_json(rb: &mut Ruby, k: Value) -> Option<bool> {
    let m = rb.find_method(k, intern("to_json"))?;
    Some(m.native && m.owner == rb.core_class(CoreClass::Object))
}

// ---------------------------------------------------------------- generating

/// `obj` as JSON text under `cfg`; `st` is the State user `to_json` methods get (nil: one is
/// made when first needed).
pub fn generate_value(rb: &mut Ruby, v: Value, cfg: GenConfig, st: Value) -> Result {
    with_generator(rb, cfg, st, |g, rb| g.value(rb, v))
}

/// Runs `f` with a Generator and answers the text it wrote as a new String. The Values the
/// Generator holds (its State, the `as_json` proc) live in the Generator, a local: the
/// collector's stack scan sees them.
fn with_generator(rb: &mut Ruby, cfg: GenConfig, st: Value, f: impl FnOnce(&mut Generator, &mut Ruby) -> Result<()>) -> Result {
    let mut g = Generator::new(cfg, st);
    f(&mut g, rb)?;
    Ok(rb.new_string(std::mem::take(&mut g.buf)))
}

/// The (object, options) of a generate-style call: options positional (Hash, State, nil) or
/// as keywords.
fn generate_args(rb: &mut Ruby, args: &Args) -> Result<(Value, Value)> {
    args.check_count(rb, 1, Some(2))?;
    let pos = args.positional();
    let opts = match (pos.get(1), args.keywords()) {
        (Some(&o), _) => o,
        (None, Some(k)) => k,
        (None, None) => Value::NIL,
    };
    Ok((pos[0], opts))
}

fn json_generate(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let (v, opts) = generate_args(rb, args)?;
    let (cfg, st) = state::config_from(rb, opts, GenConfig::default())?;
    generate_value(rb, v, cfg, st)
}

fn json_pretty_generate(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let (v, opts) = generate_args(rb, args)?;
    let (cfg, st) = state::config_from(rb, opts, GenConfig::pretty())?;
    generate_value(rb, v, cfg, st)
}

/// `JSON.dump(obj, io = nil, limit = nil, **opts)`: NaN allowed, no nesting limit unless
/// `limit` (then ArgumentError "exceed depth limit"); written to `io` when given.
fn json_dump(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(3))?;
    let pos = args.positional();
    let v = pos[0];
    let mut io = pos.get(1).copied().unwrap_or(Value::NIL);
    let mut limit = pos.get(2).copied().unwrap_or(Value::NIL);
    if !io.is_nil() && limit.is_nil() {
        if rb.respond_to(io, "to_io", false) {
            io = rb.call(io, "to_io", &[])?;
        }
        if !rb.respond_to(io, "write", false) {
            limit = io;
            io = Value::NIL;
        }
    }
    let mut cfg = GenConfig { max_nesting: 0, allow_nan: true, ..GenConfig::default() };
    if let Some(k) = args.keywords() {
        state::configure(rb, &mut cfg, k)?;
    }
    if !limit.is_nil() {
        cfg.max_nesting = rb.expect_int(limit)?;
    }
    let s = match generate_value(rb, v, cfg, Value::NIL) {
        Err(e) => {
            let nesting = error_class(rb, "NestingError");
            if rb.error_is_a(&e, nesting) {
                return Err(rb.arg_error("exceed depth limit"));
            }
            return Err(e);
        }
        Ok(s) => s,
    };
    if io.is_nil() {
        return Ok(s);
    }
    write_out(rb, io, s)?;
    Ok(io)
}

/// Writes generated text to an IO-like object, then flushes it (unconditionally, as the gem
/// does: an object without `flush` raises NoMethodError).
pub fn write_out(rb: &mut Ruby, io: Value, s: Value) -> Result<()> {
    rb.call(io, "write", &[s])?;
    rb.call(io, "flush", &[])?;
    Ok(())
}

fn object_to_json(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (cfg, st) = state::config_from(rb, args.get(0), GenConfig::default())?;
    let s = rb.obj_to_s(recv)?;
    if !rb.is_string(s) {
        let name = rb.conversion_name(s);
        return Err(rb.type_error(&format!("wrong argument type {name} (expected String)")));
    }
    with_generator(rb, cfg, st, |g, rb| g.string(rb, s))
}

fn hash_to_json(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (cfg, st) = state::config_from(rb, args.get(0), GenConfig::default())?;
    with_generator(rb, cfg, st, |g, rb| g.hash(rb, recv))
}

fn array_to_json(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (cfg, st) = state::config_from(rb, args.get(0), GenConfig::default())?;
    with_generator(rb, cfg, st, |g, rb| g.array(rb, recv))
}

fn string_to_json(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (cfg, st) = state::config_from(rb, args.get(0), GenConfig::default())?;
    with_generator(rb, cfg, st, |g, rb| g.string(rb, recv))
}

/// Integer, Float, nil, true, false.
fn scalar_to_json(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (cfg, st) = state::config_from(rb, args.get(0), GenConfig::default())?;
    generate_value(rb, recv, cfg, st)
}

fn generator_error_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(2))?;
    let msg = args.get(0);
    if !msg.is_nil() || !args.is_empty() {
        rb.set_exception_message(recv, msg)?;
    }
    rb.ivar_set(recv, INVALID_OBJECT_IVAR, args.get(1))?;
    Ok(Value::NIL)
}

// ---------------------------------------------------------------- parsing

/// The source of a parse: a String or something with `to_str`, its bytes in UTF-8 (a String
/// in another encoding is converted; binary and US-ASCII bytes are read as UTF-8).
fn source_bytes(rb: &mut Ruby, v: Value) -> Result<Vec<u8>> {
    let s = rb.expect_string(v)?;
    let enc = rb.str_encoding(s);
    if enc == Encoding::UTF_8 || enc == Encoding::BINARY || enc == Encoding::US_ASCII {
        return Ok(rb.str_bytes(s).to_vec());
    }
    let utf8 = rb.new_str("UTF-8");
    let r = rb.call(s, "encode", &[utf8])?;
    // `encode` may be redefined to answer anything: only a String's bytes are read.
    let r = rb.expect_string(r)?;
    Ok(rb.str_bytes(r).to_vec())
}

/// Options given positionally (a Hash or nil) or as keywords, applied over `cfg`.
fn parse_options(rb: &mut Ruby, pos: Option<Value>, kw: Option<Value>, cfg: &mut ParseConfig) -> Result<()> {
    for o in [pos, kw].into_iter().flatten() {
        if o.is_nil() {
            continue;
        }
        let h = state::to_options_hash(rb, o)?;
        parse::configure(rb, cfg, h)?;
    }
    Ok(())
}

fn parse_with(rb: &mut Ruby, args: &Args, mut cfg: ParseConfig) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let pos = args.positional();
    let src = source_bytes(rb, pos[0])?;
    parse_options(rb, pos.get(1).copied(), args.keywords(), &mut cfg)?;
    parse::parse(rb, &src, &cfg)
}

fn json_parse(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    parse_with(rb, args, ParseConfig::default())
}

/// `parse!`: NaN and Infinity allowed, no nesting limit.
fn json_parse_bang(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    parse_with(rb, args, ParseConfig { allow_nan: true, max_nesting: 0, ..ParseConfig::default() })
}

/// `JSON.load(source, proc = nil, options = nil)`: source a String, IO or anything with
/// `to_str`/`to_io`/`read`; nil or blank gives nil; every value goes through `proc`.
fn json_load(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(3))?;
    let pos = args.positional();
    let mut source = pos[0];
    let on_load = pos.get(1).copied().unwrap_or(Value::NIL);
    if rb.respond_to(source, "to_str", false) {
        source = rb.call(source, "to_str", &[])?;
    } else if rb.respond_to(source, "to_io", false) {
        let io = rb.call(source, "to_io", &[])?;
        source = rb.call(io, "read", &[])?;
    } else if rb.respond_to(source, "read", false) {
        source = rb.call(source, "read", &[])?;
    }
    let mut cfg = ParseConfig { allow_nan: true, max_nesting: 0, on_load, ..ParseConfig::default() };
    parse_options(rb, pos.get(2).copied(), args.keywords(), &mut cfg)?;
    let blank = source.is_nil() || (rb.is_string(source) && rb.str_bytes(source).is_empty());
    if blank {
        return Ok(Value::NIL);
    }
    let src = source_bytes(rb, source)?;
    parse::parse(rb, &src, &cfg)
}

fn load_file_with(rb: &mut Ruby, args: &Args, mut cfg: ParseConfig) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let pos = args.positional();
    let object = rb.core_class(CoreClass::Object);
    let file = rb.const_get(object, "File")?;
    let text = rb.call(file, "read", &[pos[0]])?;
    let src = source_bytes(rb, text)?;
    parse_options(rb, pos.get(1).copied(), args.keywords(), &mut cfg)?;
    parse::parse(rb, &src, &cfg)
}

fn json_load_file(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    load_file_with(rb, args, ParseConfig::default())
}

fn json_load_file_bang(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    load_file_with(rb, args, ParseConfig { allow_nan: true, max_nesting: 0, ..ParseConfig::default() })
}

/// `JSON[obj, opts]` and `JSON(obj, opts)`: a String (or `to_str`) is parsed, anything else
/// generated.
fn json_aref(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let v = args.positional()[0];
    if rb.is_string(v) || (!v.is_special() && rb.respond_to(v, "to_str", false)) {
        return parse_with(rb, args, ParseConfig::default());
    }
    json_generate(rb, Value::NIL, args)
}

fn kernel_json(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    json_aref(rb, recv, args)
}

/// `j(*objs)` / `jj(*objs)`: each object's JSON (NaN allowed, no nesting limit) on its own
/// line of $stdout.
fn print_each(rb: &mut Ruby, args: &Args, base: GenConfig) -> Result {
    for &v in args.as_slice() {
        let cfg = GenConfig { allow_nan: true, max_nesting: 0, ..base.clone() };
        let s = generate_value(rb, v, cfg, Value::NIL)?;
        let main = rb.main_object();
        rb.call(main, "puts", &[s])?;
    }
    Ok(Value::NIL)
}

fn kernel_j(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    print_each(rb, args, GenConfig::default())
}

fn kernel_jj(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    print_each(rb, args, GenConfig::pretty())
}

/// `JSON::Ext::Parser.new(source, opts = nil)`: keeps the source and options for `parse`.
fn parser_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let pos = args.positional();
    let s = rb.expect_string(pos[0])?;
    let copy = rb.str_frozen_copy(s);
    rb.ivar_set(recv, "@__json_source", copy)?;
    let opts = pos.get(1).copied().or(args.keywords()).unwrap_or(Value::NIL);
    rb.ivar_set(recv, "@__json_opts", opts)?;
    Ok(Value::NIL)
}

fn parser_parse(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = rb.ivar_get(recv, "@__json_source");
    if !rb.is_string(s) {
        return Err(rb.type_error("uninitialized instance"));
    }
    let src = rb.str_bytes(s).to_vec();
    let mut cfg = ParseConfig::default();
    let opts = rb.ivar_get(recv, "@__json_opts");
    parse_options(rb, Some(opts), None, &mut cfg)?;
    parse::parse(rb, &src, &cfg)
}
