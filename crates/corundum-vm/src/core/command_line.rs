//! What the `corundum` command's switches set up in the VM before the main script runs (CRuby's
//! ruby.c, the part after option parsing): `$VERBOSE`/`$DEBUG`, the warning categories, the
//! switch globals `$-p`/`$-l`/`$-a`/`$-i`, the separators of `-0`/`-l`/`-F`, the default
//! encodings of `-E`/`-U`/`-K`, the `-n`/`-p` loop's Kernel functions (`sub`, `gsub`, `chop`,
//! `chomp`), and `DATA`.
//!
//! Invariants:
//! - The command line (the CLI crate) parses; this module only applies what was parsed, each
//!   setting as one field of `Switches`, so the VM never sees a switch's spelling.
//! - `apply` runs once, after `Vm::new` and before any Ruby code (a `-r` library included), so
//!   everything the program sees at its first line is already in place. What it sets is stored
//!   where the program reads it (globals, the Warning module's flags, the Encoding defaults),
//!   with nothing cached beside.
//! - `$-p`, `$-l` and `$-a` are read-only (`core::globals`) and always true or false; `$-W` is
//!   computed from `$VERBOSE` when read.

use crate::core::encoding::EncodingId;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `$VERBOSE` as `-W0`/`-W1`/`-W2` leave it: nil, false, true.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Verbosity {
    Silent,
    #[default]
    Medium,
    Verbose,
}

/// A record separator `-0` sets (`$/`), or the one `-l` copied into `$\`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Separator {
    /// The default, "\n" (US-ASCII).
    Newline,
    /// A binary String of these bytes ("\0", "" for paragraph mode, any one byte).
    Bytes(Vec<u8>),
    /// nil: `-0777`, read whole files.
    Nil,
}

/// The settings the command line gives the VM (see the module comment).
#[derive(Clone, Debug, Default)]
pub struct Switches {
    pub verbosity: Verbosity,
    /// `-d`, `--debug`: `$DEBUG` (and `$-d`) true.
    pub debug: bool,
    /// Warning categories a switch turned on or off (`-w`, `-W0`, `-W:deprecated`, ...), in
    /// the order they take effect; the others keep their defaults.
    pub categories: Vec<(&'static str, bool)>,
    /// `-n`: the program runs in a `while gets` loop; `sub`/`gsub`/`chop`/`chomp` are defined.
    pub loop_mode: bool,
    /// `-p`: like `-n`, printing `$_` after each pass.
    pub print_mode: bool,
    /// `-l`: lines are chomped and `$\` is the record separator.
    pub line_mode: bool,
    /// `-a`: each line is split into `$F`.
    pub split_mode: bool,
    /// `-0[octal]`: `$/`.
    pub record_separator: Option<Separator>,
    /// `-l`: `$\`, the record separator as it was when `-l` came.
    pub output_record_separator: Option<Separator>,
    /// `-Fpattern`: `$;`, a Regexp of the pattern's source.
    pub field_separator: Option<Vec<u8>>,
    /// `-i[ext]`: ARGF's in-place mode (`$-i`): the backup extension, "" for none.
    pub inplace: Option<Vec<u8>>,
    /// `-E ext`, `-K`: `Encoding.default_external`.
    pub external_encoding: Option<EncodingId>,
    /// `-E :int`, `-U`: `Encoding.default_internal`.
    pub internal_encoding: Option<EncodingId>,
}

/// Sets up what `switches` describe (see the module comment). Errors are Ruby exceptions (an
/// `-F` pattern that is not a valid Regexp raises RegexpError).
pub fn apply(vm: &mut Vm, switches: &Switches) -> VmResult<()> {
    let verbose = match switches.verbosity {
        Verbosity::Silent => Value::NIL,
        Verbosity::Medium => Value::FALSE,
        Verbosity::Verbose => Value::TRUE,
    };
    vm.globals.insert(intern("$VERBOSE"), verbose);
    vm.globals.insert(intern("$DEBUG"), Value::bool(switches.debug));
    let warning = vm.core.warning;
    for &(category, on) in &switches.categories {
        crate::core::warning::set_enabled(vm, warning, category, on)?;
    }
    vm.globals.insert(intern("$-p"), Value::bool(switches.print_mode));
    vm.globals.insert(intern("$-l"), Value::bool(switches.line_mode));
    vm.globals.insert(intern("$-a"), Value::bool(switches.split_mode));
    if switches.loop_mode || switches.print_mode {
        define_loop_functions(vm);
    }
    if let Some(sep) = &switches.record_separator {
        let v = separator_value(vm, sep);
        vm.globals.insert(intern("$/"), v);
    }
    if let Some(sep) = &switches.output_record_separator {
        let v = separator_value(vm, sep);
        vm.globals.insert(intern("$\\"), v);
    }
    if let Some(source) = &switches.field_separator {
        let regexp = vm.core.regexp;
        let re = crate::core::regexp::pattern::new_regexp(vm, regexp, source, 0, EncodingId::UTF_8)?;
        vm.globals.insert(intern("$;"), re);
    }
    if let Some(ext) = &switches.inplace {
        let s = vm.new_string(ext.clone());
        vm.globals.insert(intern("$-i"), s);
    }
    let encoding = vm.core.encoding;
    if let Some(id) = switches.external_encoding {
        let e = crate::core::encoding::encoding_object(vm, id);
        vm.call_method(encoding, intern("default_external="), &[e], None)?;
    }
    if let Some(id) = switches.internal_encoding {
        let e = crate::core::encoding::encoding_object(vm, id);
        vm.call_method(encoding, intern("default_internal="), &[e], None)?;
    }
    Ok(())
}

/// A frozen String of the separator's bytes, or nil.
fn separator_value(vm: &mut Vm, sep: &Separator) -> Value {
    let (bytes, encoding) = match sep {
        Separator::Nil => return Value::NIL,
        Separator::Newline => (b"\n".to_vec(), EncodingId::US_ASCII),
        Separator::Bytes(b) => (b.clone(), EncodingId::BINARY),
    };
    let s = vm.new_string(bytes);
    crate::core::encoding::set_string_encoding(s, encoding);
    vm.freeze(s);
    s
}

/// `-n`/`-p`'s global functions: `sub`, `gsub`, `chop` and `chomp` on `$_`, which they set to
/// the result (Kernel's private methods and its singleton methods, as CRuby's
/// rb_define_global_function).
fn define_loop_functions(vm: &mut Vm) {
    let kernel = vm.core.kernel;
    let functions: [(&str, i32, crate::class::BuiltinFn); 4] = [("sub", -1, k_sub), ("gsub", -1, k_gsub), ("chop", 0, k_chop), ("chomp", -1, k_chomp)];
    for (name, arity, f) in functions {
        vm.define_private_builtin(kernel, name, arity, f);
        vm.define_singleton_builtin(kernel, name, arity, f);
    }
}

/// `$_`, which must be a String (CRuby's TypeError otherwise).
fn last_line(vm: &mut Vm) -> VmResult {
    let line = vm.gvar_get(intern("$_"));
    if obj::is_type(line, ObjType::String) {
        return Ok(line);
    }
    let shown = if line.is_nil() {
        "nil".to_string()
    } else {
        let k = vm.class_of_real(line);
        vm.module_name(k)
    };
    Err(vm.type_error(&format!("$_ value need to be String ({shown} given)")))
}

/// `$_ = $_.METHOD(*args, &block)`, returning the new `$_`.
fn on_last_line(vm: &mut Vm, method: &str, args: &Args) -> VmResult {
    let line = last_line(vm)?;
    let result = vm.call_method_kw(line, intern(method), args.as_slice(), args.block.clone(), args.kw)?;
    vm.globals.insert(intern("$_"), result);
    Ok(result)
}

fn k_sub(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    on_last_line(vm, "sub", args)
}

fn k_gsub(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    on_last_line(vm, "gsub", args)
}

fn k_chop(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    on_last_line(vm, "chop", args)
}

fn k_chomp(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    on_last_line(vm, "chomp", args)
}

/// `DATA`: the main script's file, open for reading at `offset`, the byte after its
/// `__END__` line (CRuby defines it only for a script read from a file).
pub fn define_data(vm: &mut Vm, path: &str, offset: usize) -> VmResult<()> {
    let file = crate::core::io::file_class(vm);
    let name = vm.new_str(path);
    vm.temp_roots.push(name);
    let opened = vm.call_method(file, intern("open"), &[name], None);
    vm.temp_roots.pop();
    let io = opened?;
    vm.temp_roots.push(io);
    let r = vm.call_method(io, intern("seek"), &[Value::fixnum(offset as i64)], None);
    vm.temp_roots.pop();
    r?;
    let object = vm.core.object;
    vm.const_set(object, intern("DATA"), io);
    Ok(())
}
