//! The protocol between the interpreter and the core library: everything `vm/` and `compiler/`
//! use from `core/`, named here, so that the class files behind it can be split and rewritten
//! without touching the VM.
//!
//! Invariants:
//! - `vm/` and `compiler/` refer to `crate::core` only through this module (and `core::init`,
//!   which registers the classes). Inspect, equality, hashing and conversion are `Vm` methods
//!   (`core::conversions`), reached as methods; they need no entry here.
//! - Each entry is the fast path of an instruction or the one way to do its job (a String
//!   literal's copy, a Proc's block); adding one is a design decision, so say what uses it.

/// Strings: `putstring` copies a literal, interpolation joins parts, `opt_plus`/`opt_ltlt`
/// add and append, `opt_length`/`opt_size` count characters.
pub use crate::core::string::{append_string, char_len, concat_parts, literal_copy, plus_strings, same_encoding};

/// Numbers: `opt_div`/`opt_mod` on Fixnums (floored).
pub use crate::core::integer::{floor_div, floor_mod};

/// Numbers: the compiler's Rational and imaginary literals (`3r`, `1.5r`, `2i`, `3ri`).
pub use crate::core::complex::imaginary_literal;
pub use crate::core::rational::rational_literal;
// `require` and `load` run the ISeq `RubyVM::InstructionSequence.load_iseq` returns.
pub use crate::core::instruction_sequence::unwrap as iseq_of_object;
// `require "rbconfig"` defines RbConfig.
pub use crate::core::rbconfig::require_rbconfig;

/// Procs and Methods passed as blocks, `yield` to them, `define_method` bodies, `send`'s String
/// method names.
pub use crate::core::is_string;
pub use crate::core::proc_::{call_derived as call_derived_proc, is_method, is_proc, method_call_kw, new_proc, proc_data, proc_inner, proc_literal_block};

/// Regexps: literal compilation (the compiler), `/#{x}/` and `$~`-derived variables (the
/// interpreter's `toregexp` and `backref`).
pub use crate::core::regexp::pattern::{check_fragment, compile_literal, regexp_from_interpolation};
pub use crate::core::regexp::special_vars::{backref, backref_named, read_match_global, write_match_global};
pub use crate::core::regexp::{OPT_EXTENDED, OPT_FIXEDENCODING, OPT_IGNORECASE, OPT_MULTILINE, OPT_NOENCODING};

/// Encodings: the compiler tags string literals with their source file's encoding (its
/// `# encoding:` magic comment, read when loading) and puts `__ENCODING__`'s Encoding object.
pub use crate::core::encoding::{encoding_object, set_string_encoding, EncodingId};

/// Globals: the predefined ones' aliases and assignment rules (`Vm::gvar_get`/`gvar_set`).
pub use crate::core::globals::{assign as assign_special_global, canonical as canonical_global};
/// Classes and globals: `class Foo < Bar` on an uninitialized class, `defined?($x)` of the
/// special globals.
pub use crate::core::kernel::{is_special_global, k_raise};

// Signals: whether a Ruby handler is due, running the Ruby handlers at an interrupt check
// (`Vm::check_ints`), and the end of the main program (EXIT trap, uncaught SignalException).
pub use crate::core::module::is_uninitialized_class;
pub use crate::core::process::signal::{die_if_signaled, note_uncaught as note_uncaught_signal, pending as signal_pending, run_exit_trap, run_pending as run_signal_handlers};

/// The end of the main program runs the finalizers still defined (`ObjectSpace.define_finalizer`).
pub use crate::core::objectspace::finalizer::run_at_exit as run_finalizers;

/// What an interrupt check runs after the signal handlers: the finalizers of objects the
/// collector freed (`gc_weak`).
pub use crate::core::objectspace::finalizer::run_due as run_due_finalizers;

/// The main script's frame defines `TOPLEVEL_BINDING` (its binding) before its code runs.
pub use crate::core::binding::define_toplevel_binding;

/// The report of an uncaught exception (`Vm::report_exception`), written where `$stderr` points.
pub use crate::core::exception::uncaught_report;
pub use crate::core::io::write::write_stderr;

#[cfg(test)]
mod tests {
    /// The module invariant, checked on the sources: no path from `vm/` or `compiler/` into
    /// `crate::core` other than this protocol and `core::init`.
    #[test]
    fn vm_and_compiler_reach_core_only_through_the_protocol() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut offenders = Vec::new();
        for dir in ["vm", "compiler"] {
            let Ok(entries) = std::fs::read_dir(root.join(dir)) else { panic!("cannot read src/{dir}") };
            for entry in entries.flatten() {
                let path = entry.path();
                let Ok(text) = std::fs::read_to_string(&path) else { continue };
                for (n, line) in text.lines().enumerate() {
                    let code = line.split("//").next().unwrap_or("");
                    for (at, _) in code.match_indices("crate::core::") {
                        let rest = &code[at + "crate::core::".len()..];
                        if !rest.starts_with("protocol::") && !rest.starts_with("init(") {
                            offenders.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                        }
                    }
                }
            }
        }
        assert!(offenders.is_empty(), "vm/ or compiler/ reaches core/ outside core::protocol:\n{}", offenders.join("\n"));
    }
}

/// Threads: a Mutex the ending thread `t` still holds is unlocked (`vm::thread`).
pub use crate::core::thread::release_mutex;

// Tracing: the six values a `set_trace_func` hook is called with.
pub use crate::core::tracepoint::trace_func_args;

// Binary bytecode (`bytecode`): the literals it writes and reads back.
pub use crate::core::hash::pairs as hash_pairs;
pub use crate::core::marshal::path_to_class;

/// The encoding of String `s`, as the number the binary format stores.
pub fn string_encoding_id(s: crate::value::Value) -> u8 {
    crate::core::encoding::string_encoding(s).0
}

/// A String of `bytes` in encoding number `enc` (None when no such encoding exists).
pub fn string_in_encoding(vm: &mut crate::vm::Vm, bytes: Vec<u8>, enc: u8) -> Option<crate::value::Value> {
    if enc as usize >= crate::core::encoding::names::ENCODINGS.len() {
        return None;
    }
    let s = vm.new_string(bytes);
    crate::core::encoding::set_string_encoding(s, crate::core::encoding::EncodingId(enc));
    Some(s)
}

/// A Regexp literal's source, options and encoding number.
pub fn regexp_parts(v: crate::value::Value) -> Option<(Vec<u8>, u32, u8)> {
    if !crate::core::regexp::is_regexp(v) {
        return None;
    }
    let d = crate::core::regexp::regexp_slot(v)?.0.get()?;
    Some((d.source.clone(), d.options, d.enc.0))
}

/// A Regexp literal made again from `regexp_parts` (Err: the message of a pattern that does not
/// compile, or an unknown encoding).
pub fn regexp_from_parts(vm: &mut crate::vm::Vm, source: &[u8], options: u32, enc: u8) -> Result<crate::value::Value, String> {
    if enc as usize >= crate::core::encoding::names::ENCODINGS.len() {
        return Err(format!("unknown encoding number {enc}"));
    }
    crate::core::regexp::pattern::compile_literal(vm, source, options, crate::core::encoding::EncodingId(enc))
}

/// The numerator and denominator of a Rational.
pub fn rational_parts(v: crate::value::Value) -> Option<(crate::value::Value, crate::value::Value)> {
    crate::core::rational::is_rational(v).then(|| crate::core::rational::parts(v))
}

/// The real and imaginary parts of a Complex.
pub fn complex_parts(v: crate::value::Value) -> Option<(crate::value::Value, crate::value::Value)> {
    crate::core::complex::is_complex(v).then(|| crate::core::complex::parts(v))
}

/// A Complex of the two parts as given.
pub fn complex_from_parts(vm: &mut crate::vm::Vm, re: crate::value::Value, im: crate::value::Value) -> crate::value::Value {
    crate::core::complex::new_raw(vm, re, im)
}

/// The number of an Encoding object (for `bytecode`'s `__ENCODING__` literals).
pub fn encoding_number(v: crate::value::Value) -> Option<u8> {
    crate::core::encoding::encoding_id_of_object(v).map(|id| id.0)
}

/// The Encoding object of encoding number `n`, if there is one.
pub fn encoding_by_number(vm: &mut crate::vm::Vm, n: u8) -> Option<crate::value::Value> {
    ((n as usize) < crate::core::encoding::names::ENCODINGS.len()).then(|| crate::core::encoding::encoding_object(vm, crate::core::encoding::EncodingId(n)))
}
