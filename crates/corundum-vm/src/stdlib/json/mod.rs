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

use crate::class::BuiltinFn;
use crate::object::{self as obj, ObjType};
use crate::stdlib::json::generate::Generator;
use crate::stdlib::json::parse::ParseConfig;
use crate::stdlib::json::state::GenConfig;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The gem version this library follows.
const VERSION: &str = "2.18.0";

/// Hidden ivar of a GeneratorError: the object that could not be written.
pub const INVALID_OBJECT_IVAR: &str = "@__json_invalid_object";

/// Defines JSON (the `init` of the `NATIVE_LIBRARIES` entry).
pub fn init(vm: &mut Vm) -> VmResult<()> {
    let object = vm.core.object;
    let json = match vm.const_get_from(object, intern("JSON")) {
        Ok(m) if obj::is_type(m, ObjType::Module) => m,
        _ => crate::core::define_module(vm, "JSON"),
    };
    let json_error = crate::core::define_class_under(vm, json, "JSONError", vm.core.standard_error);
    let parser_error = crate::core::define_class_under(vm, json, "ParserError", json_error);
    crate::core::define_class_under(vm, json, "NestingError", parser_error);
    let gen_error = crate::core::define_class_under(vm, json, "GeneratorError", json_error);
    vm.define_builtin(gen_error, "initialize", -1, generator_error_initialize);
    vm.define_builtin(gen_error, "invalid_object", 0, |vm, recv, _args| Ok(vm.ivar_get(recv, intern(INVALID_OBJECT_IVAR))));

    let ext = crate::core::define_module_under(vm, json, "Ext");
    let generator = crate::core::define_module_under(vm, ext, "Generator");
    let state_class = crate::core::define_class_under(vm, generator, "State", object);
    state::init(vm, state_class);
    vm.const_set(json, intern("State"), state_class);
    let parser = crate::core::define_class_under(vm, ext, "Parser", object);
    vm.define_private_builtin(parser, "initialize", -1, parser_initialize);
    vm.define_builtin(parser, "parse", 0, parser_parse);
    vm.define_builtin(parser, "source", 0, |vm, recv, _args| Ok(vm.ivar_get(recv, intern("@__json_source"))));
    vm.define_singleton_builtin(parser, "parse", -1, json_parse);

    let v = vm.new_str(VERSION);
    vm.freeze(v);
    vm.const_set(json, intern("VERSION"), v);
    for (name, f) in [("NaN", f64::NAN), ("Infinity", f64::INFINITY), ("MinusInfinity", f64::NEG_INFINITY)] {
        let x = vm.new_float(f);
        vm.const_set(json, intern(name), x);
    }

    let functions: [(&str, i32, BuiltinFn); 14] = [
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
        ("state", 0, |vm, _r, _a| Ok(state::state_class(vm))),
        ("parser", 0, |vm, _r, _a| Ok(lookup(vm, &["Ext", "Parser"]).unwrap_or(Value::NIL))),
        ("generator", 0, |vm, _r, _a| Ok(lookup(vm, &["Ext", "Generator"]).unwrap_or(Value::NIL))),
        ("create_id", 0, |vm, _r, _a| Ok(vm.new_str("json_class"))),
    ];
    for (name, arity, f) in functions {
        vm.define_singleton_builtin(json, name, arity, f);
    }

    let to_json: [(Value, BuiltinFn); 9] = [
        (object, object_to_json),
        (vm.core.hash, hash_to_json),
        (vm.core.array, array_to_json),
        (vm.core.string, string_to_json),
        (vm.core.integer, scalar_to_json),
        (vm.core.float, scalar_to_json),
        (vm.core.nil, scalar_to_json),
        (vm.core.true_, scalar_to_json),
        (vm.core.false_, scalar_to_json),
    ];
    for (k, f) in to_json {
        vm.define_builtin(k, "to_json", -1, f);
    }
    // JSON::Fragment: a Struct of one member, `json`, written verbatim.
    let struct_class = vm.const_get_from(object, intern("Struct"))?;
    let fragment = vm.call_method(struct_class, intern("new"), &[Value::symbol(intern("json"))], None)?;
    vm.const_set(json, intern("Fragment"), fragment);
    vm.define_builtin(fragment, "to_json", -1, |vm, recv, _args| {
        let s = vm.call_method(recv, intern("json"), &[], None)?;
        vm.expect_string(s)
    });
    coder::init(vm, json);

    let kernel = vm.core.kernel;
    vm.define_private_builtin(kernel, "JSON", -1, kernel_json);
    vm.define_private_builtin(kernel, "j", -1, kernel_j);
    vm.define_private_builtin(kernel, "jj", -1, kernel_jj);
    Ok(())
}

/// The constant at `path` under JSON, if defined.
pub fn lookup(vm: &mut Vm, path: &[&str]) -> Option<Value> {
    let object = vm.core.object;
    let mut m = vm.const_get_from(object, intern("JSON")).ok()?;
    for name in path {
        m = vm.const_get_from(m, intern(name)).ok()?;
    }
    Some(m)
}

/// JSON::NAME (an error class), or StandardError should a program have removed it.
pub fn error_class(vm: &mut Vm, name: &str) -> Value {
    lookup(vm, &[name]).filter(|k| obj::is_type(*k, ObjType::Class)).unwrap_or(vm.core.standard_error)
}

/// A `warning:` line on $stderr (unless $VERBOSE is nil), as the gem's deprecation notices.
pub fn warn(vm: &mut Vm, msg: &str) -> VmResult<()> {
    let verbose = vm.gvar_get(intern("$VERBOSE"));
    if vm.options.warn_level == 0 || verbose.is_nil() {
        return Ok(());
    }
    let line = format!("{}:{}: warning: {msg}\n", vm.current_path(), vm.current_line());
    crate::core::io::write::write_to(vm, 2, line.as_bytes())
}

/// True for Object#to_json as defined here: the generator then writes `to_s` itself
/// instead of calling it.
pub fn is_object_to_json(f: BuiltinFn) -> bool {
    std::ptr::fn_addr_eq(f, object_to_json as BuiltinFn)
}

// ---------------------------------------------------------------- generating

/// `obj` as JSON text under `cfg`; `st` is the State user `to_json` methods get (nil: one is
/// made when first needed).
pub fn generate_value(vm: &mut Vm, v: Value, cfg: GenConfig, st: Value) -> VmResult {
    with_generator(vm, cfg, st, v, |g, vm| g.value(vm, v))
}

/// Runs `f` with a Generator, keeping `root` and any State it makes rooted, and answers the
/// text it wrote as a new String.
fn with_generator(vm: &mut Vm, cfg: GenConfig, st: Value, root: Value, f: impl FnOnce(&mut Generator, &mut Vm) -> VmResult<()>) -> VmResult {
    let mark = vm.temp_roots.len();
    vm.temp_roots.push(root);
    vm.temp_roots.push(st);
    vm.temp_roots.push(cfg.as_json);
    let mut g = Generator::new(cfg, st);
    let r = f(&mut g, vm);
    vm.temp_roots.truncate(mark);
    r?;
    Ok(vm.new_string(g.buf))
}

/// The (object, options) of a generate-style call: options positional (Hash, State, nil) or
/// as keywords.
fn generate_args(vm: &mut Vm, args: &Args) -> VmResult<(Value, Value)> {
    vm.check_argc(args, 1, Some(2))?;
    let pos = args.positional();
    let opts = match (pos.get(1), args.kwargs()) {
        (Some(&o), _) => o,
        (None, Some(k)) => k,
        (None, None) => Value::NIL,
    };
    Ok((pos[0], opts))
}

fn json_generate(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (v, opts) = generate_args(vm, args)?;
    let (cfg, st) = state::config_from(vm, opts, GenConfig::default())?;
    generate_value(vm, v, cfg, st)
}

fn json_pretty_generate(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (v, opts) = generate_args(vm, args)?;
    let (cfg, st) = state::config_from(vm, opts, GenConfig::pretty())?;
    generate_value(vm, v, cfg, st)
}

/// `JSON.dump(obj, io = nil, limit = nil, **opts)`: NaN allowed, no nesting limit unless
/// `limit` (then ArgumentError "exceed depth limit"); written to `io` when given.
fn json_dump(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(3))?;
    let pos = args.positional();
    let v = pos[0];
    let mut io = pos.get(1).copied().unwrap_or(Value::NIL);
    let mut limit = pos.get(2).copied().unwrap_or(Value::NIL);
    if !io.is_nil() && limit.is_nil() {
        if vm.respond_to(io, intern("to_io"), false) {
            io = vm.call_method(io, intern("to_io"), &[], None)?;
        }
        if !vm.respond_to(io, intern("write"), false) {
            limit = io;
            io = Value::NIL;
        }
    }
    let mut cfg = GenConfig { max_nesting: 0, allow_nan: true, ..GenConfig::default() };
    if let Some(k) = args.kwargs() {
        state::configure(vm, &mut cfg, k)?;
    }
    if !limit.is_nil() {
        cfg.max_nesting = vm.expect_int(limit)?;
    }
    vm.temp_roots.push(io);
    let r = generate_value(vm, v, cfg, Value::NIL);
    vm.temp_roots.pop();
    let s = match r {
        Err(crate::vm::Unwind::Raise(e)) => {
            let nesting = error_class(vm, "NestingError");
            if vm.is_kind_of(e, nesting) {
                return Err(vm.arg_error("exceed depth limit"));
            }
            return Err(crate::vm::Unwind::Raise(e));
        }
        other => other?,
    };
    if io.is_nil() {
        return Ok(s);
    }
    write_out(vm, io, s)?;
    Ok(io)
}

/// Writes generated text to an IO-like object, then flushes it (unconditionally, as the gem
/// does: an object without `flush` raises NoMethodError).
pub fn write_out(vm: &mut Vm, io: Value, s: Value) -> VmResult<()> {
    vm.temp_roots.push(s);
    let r = vm.call_method(io, intern("write"), &[s], None);
    vm.temp_roots.pop();
    r?;
    vm.call_method(io, intern("flush"), &[], None)?;
    Ok(())
}

fn object_to_json(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (cfg, st) = state::config_from(vm, args.get(0), GenConfig::default())?;
    let s = vm.obj_to_s(recv)?;
    if !obj::is_type(s, ObjType::String) {
        let name = vm.conversion_name(s);
        return Err(vm.type_error(&format!("wrong argument type {name} (expected String)")));
    }
    with_generator(vm, cfg, st, s, |g, vm| g.string(vm, s))
}

fn hash_to_json(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (cfg, st) = state::config_from(vm, args.get(0), GenConfig::default())?;
    with_generator(vm, cfg, st, recv, |g, vm| g.hash(vm, recv))
}

fn array_to_json(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (cfg, st) = state::config_from(vm, args.get(0), GenConfig::default())?;
    with_generator(vm, cfg, st, recv, |g, vm| g.array(vm, recv))
}

fn string_to_json(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (cfg, st) = state::config_from(vm, args.get(0), GenConfig::default())?;
    with_generator(vm, cfg, st, recv, |g, vm| g.string(vm, recv))
}

/// Integer, Float, nil, true, false.
fn scalar_to_json(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (cfg, st) = state::config_from(vm, args.get(0), GenConfig::default())?;
    generate_value(vm, recv, cfg, st)
}

fn generator_error_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    let msg = args.get(0);
    if !msg.is_nil() || args.len() > 0 {
        vm.ivar_set(recv, crate::symbol::sym::MESG, msg)?;
    }
    vm.ivar_set(recv, intern(INVALID_OBJECT_IVAR), args.get(1))?;
    Ok(Value::NIL)
}

// ---------------------------------------------------------------- parsing

/// The source of a parse: a String or something with `to_str`, its bytes in UTF-8 (a String
/// in another encoding is converted; binary and US-ASCII bytes are read as UTF-8).
fn source_bytes(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    use crate::core::encoding::EncodingId;
    let s = vm.expect_string(v)?;
    let enc = crate::core::string::encoding_of_string(s);
    if enc == EncodingId::UTF_8 || enc == EncodingId::BINARY || enc == EncodingId::US_ASCII {
        return Ok(obj::as_string(s).bytes.to_vec());
    }
    vm.temp_roots.push(s);
    let utf8 = vm.new_str("UTF-8");
    vm.temp_roots.push(utf8);
    let r = vm.call_method(s, intern("encode"), &[utf8], None);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    // `encode` may be redefined to answer anything: only a String's bytes are read.
    let r = vm.expect_string(r?)?;
    Ok(obj::as_string(r).bytes.to_vec())
}

/// Options given positionally (a Hash or nil) or as keywords, applied over `cfg`.
fn parse_options(vm: &mut Vm, pos: Option<Value>, kw: Option<Value>, cfg: &mut ParseConfig) -> VmResult<()> {
    for o in [pos, kw].into_iter().flatten() {
        if o.is_nil() {
            continue;
        }
        let h = state::to_options_hash(vm, o)?;
        vm.temp_roots.push(h);
        let r = parse::configure(vm, cfg, h);
        vm.temp_roots.pop();
        r?;
    }
    Ok(())
}

fn parse_with(vm: &mut Vm, args: &Args, mut cfg: ParseConfig) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let pos = args.positional();
    let src = source_bytes(vm, pos[0])?;
    parse_options(vm, pos.get(1).copied(), args.kwargs(), &mut cfg)?;
    parse::parse(vm, &src, &cfg)
}

fn json_parse(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    parse_with(vm, args, ParseConfig::default())
}

/// `parse!`: NaN and Infinity allowed, no nesting limit.
fn json_parse_bang(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    parse_with(vm, args, ParseConfig { allow_nan: true, max_nesting: 0, ..ParseConfig::default() })
}

/// `JSON.load(source, proc = nil, options = nil)`: source a String, IO or anything with
/// `to_str`/`to_io`/`read`; nil or blank gives nil; every value goes through `proc`.
fn json_load(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(3))?;
    let pos = args.positional();
    let mut source = pos[0];
    let on_load = pos.get(1).copied().unwrap_or(Value::NIL);
    if vm.respond_to(source, intern("to_str"), false) {
        source = vm.call_method(source, intern("to_str"), &[], None)?;
    } else if vm.respond_to(source, intern("to_io"), false) {
        let io = vm.call_method(source, intern("to_io"), &[], None)?;
        source = vm.call_method(io, intern("read"), &[], None)?;
    } else if vm.respond_to(source, intern("read"), false) {
        source = vm.call_method(source, intern("read"), &[], None)?;
    }
    let mut cfg = ParseConfig { allow_nan: true, max_nesting: 0, on_load, ..ParseConfig::default() };
    parse_options(vm, pos.get(2).copied(), args.kwargs(), &mut cfg)?;
    let blank = source.is_nil() || (obj::is_type(source, ObjType::String) && obj::as_string(source).bytes.is_empty());
    if blank {
        return Ok(Value::NIL);
    }
    vm.temp_roots.push(source);
    let src = source_bytes(vm, source);
    vm.temp_roots.pop();
    let src = src?;
    vm.temp_roots.push(on_load);
    let r = parse::parse(vm, &src, &cfg);
    vm.temp_roots.pop();
    r
}

fn load_file_with(vm: &mut Vm, args: &Args, mut cfg: ParseConfig) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let pos = args.positional();
    let file = vm.const_get_from(vm.core.object, intern("File"))?;
    let text = vm.call_method(file, intern("read"), &[pos[0]], None)?;
    vm.temp_roots.push(text);
    let src = source_bytes(vm, text);
    vm.temp_roots.pop();
    let src = src?;
    parse_options(vm, pos.get(1).copied(), args.kwargs(), &mut cfg)?;
    parse::parse(vm, &src, &cfg)
}

fn json_load_file(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    load_file_with(vm, args, ParseConfig::default())
}

fn json_load_file_bang(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    load_file_with(vm, args, ParseConfig { allow_nan: true, max_nesting: 0, ..ParseConfig::default() })
}

/// `JSON[obj, opts]` and `JSON(obj, opts)`: a String (or `to_str`) is parsed, anything else
/// generated.
fn json_aref(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let v = args.positional()[0];
    if obj::is_type(v, ObjType::String) || (!v.is_special() && vm.respond_to(v, intern("to_str"), false)) {
        return parse_with(vm, args, ParseConfig::default());
    }
    json_generate(vm, Value::NIL, args)
}

fn kernel_json(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    json_aref(vm, recv, args)
}

/// `j(*objs)` / `jj(*objs)`: each object's JSON (NaN allowed, no nesting limit) on its own
/// line of $stdout.
fn print_each(vm: &mut Vm, args: &Args, base: GenConfig) -> VmResult {
    for &v in args.as_slice() {
        let cfg = GenConfig { allow_nan: true, max_nesting: 0, ..base.clone() };
        let s = generate_value(vm, v, cfg, Value::NIL)?;
        let main = vm.main_obj;
        vm.call_method(main, intern("puts"), &[s], None)?;
    }
    Ok(Value::NIL)
}

fn kernel_j(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    print_each(vm, args, GenConfig::default())
}

fn kernel_jj(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    print_each(vm, args, GenConfig::pretty())
}

/// `JSON::Ext::Parser.new(source, opts = nil)`: keeps the source and options for `parse`.
fn parser_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let pos = args.positional();
    let s = vm.expect_string(pos[0])?;
    let copy = crate::core::string::frozen_copy(vm, s);
    vm.ivar_set(recv, intern("@__json_source"), copy)?;
    let opts = pos.get(1).copied().or(args.kwargs()).unwrap_or(Value::NIL);
    vm.ivar_set(recv, intern("@__json_opts"), opts)?;
    Ok(Value::NIL)
}

fn parser_parse(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = vm.ivar_get(recv, intern("@__json_source"));
    if !obj::is_type(s, ObjType::String) {
        return Err(vm.type_error("uninitialized instance"));
    }
    let src = obj::as_string(s).bytes.to_vec();
    let mut cfg = ParseConfig::default();
    let opts = vm.ivar_get(recv, intern("@__json_opts"));
    parse_options(vm, Some(opts), None, &mut cfg)?;
    parse::parse(vm, &src, &cfg)
}
