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
// `require "rbconfig"` defines RbConfig.
pub use crate::core::rbconfig::require_rbconfig;

/// Procs and Methods passed as blocks, `yield` to them, `define_method` bodies, `send`'s String
/// method names.
pub use crate::core::is_string;
pub use crate::core::proc_::{call_derived as call_derived_proc, is_method, is_proc, method_call_kw, new_proc, proc_data, proc_inner, proc_literal_block};

/// Regexps: literal compilation (the compiler), `/#{x}/` and `$~`-derived variables (the
/// interpreter's `toregexp` and `backref`).
pub use crate::core::regexp::pattern::{compile_literal, regexp_from_interpolation};
pub use crate::core::regexp::special_vars::{backref, read_match_global, write_match_global};
pub use crate::core::regexp::{OPT_EXTENDED, OPT_FIXEDENCODING, OPT_IGNORECASE, OPT_MULTILINE, OPT_NOENCODING};

/// Encodings: the compiler tags string literals with their source file's encoding (its
/// `# encoding:` magic comment, read when loading) and puts `__ENCODING__`'s Encoding object.
pub use crate::core::encoding::{encoding_object, set_string_encoding, EncodingId};

/// Globals: the predefined ones' aliases and assignment rules (`Vm::gvar_get`/`gvar_set`).
pub use crate::core::globals::{assign as assign_special_global, canonical as canonical_global};
/// Classes and globals: `class Foo < Bar` on an uninitialized class, `defined?($x)` of the
/// special globals.
pub use crate::core::kernel::is_special_global;

// Signals: the pending flag the allocation slow path polls, running the Ruby handlers at a safe
// point, and the end of the main program (EXIT trap, uncaught SignalException).
pub use crate::core::module::is_uninitialized_class;
pub use crate::core::process::signal::{
    die_if_signaled, note_uncaught as note_uncaught_signal, pending as signal_pending, run_exit_trap, run_pending as run_signal_handlers, sleep_interruptible,
};

/// The end of the main program runs the finalizers still defined (`ObjectSpace.define_finalizer`).
pub use crate::core::objectspace::finalizer::run_at_exit as run_finalizers;

/// What a tripped limit runs at the next safe point (`Vm::take_signal_trip`): the Ruby signal
/// handlers that became due, then the finalizers of objects the collector freed (`gc_weak`).
pub fn run_interrupts(vm: &mut crate::vm::Vm) -> crate::vm::VmResult<()> {
    run_signal_handlers(vm)?;
    crate::core::objectspace::finalizer::run_due(vm)
}

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
