//! Loading programs: parse with Prism, compile, run as a top-level frame; `require` and
//! `require_relative`; the main entry with `at_exit` handlers and exit status.

use crate::class::Visibility;
use crate::object;
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::frame::FrameKind;
use crate::vm::{Unwind, Vm, VmResult};

/// Where `require NAME` finds a feature (`Vm::resolve_feature`).
pub enum Feature {
    /// A library Corundum provides natively; the String is what `$"` records (`NAME.so`).
    Native(String),
    /// `set`, core in 4.0: always loaded.
    Builtin,
    /// A Ruby file: the path to read, as found, and its canonical form, which `$"` records.
    File { path: std::path::PathBuf, key: String },
    NotFound,
}

/// How far a feature is (`Vm::feature_state`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FeatureState {
    Unloaded,
    /// Its file is running (a `require` of it has not returned yet).
    Loading,
    /// Listed in `$LOADED_FEATURES`.
    Provided,
}

/// A Prism parse failure: the SyntaxError's message, Prism's annotated form as CRuby 4.0 writes
/// it (`vm::syntax_error`), or `path:line: message` for what the compiler refuses.
pub struct SyntaxErrors(pub String);

/// How the main script is parsed: what the command line's switches change (`corundum -n`,
/// `-p`, `-l`, `-a`, `-x`, `-K`, `-e`). Prism itself wraps the program in the `-n`/`-p` loop
/// (`while gets(chomp: -l); $F = $_.split($;) if -a; ...; print $_ if -p; end`) and skips the
/// lines before the `#!ruby` line (`-x`, or a first `#!` line that does not name ruby).
#[derive(Clone, Debug, Default)]
pub struct MainScript {
    /// The program came from `-e`.
    pub from_e: bool,
    pub loop_mode: bool,
    pub print_mode: bool,
    pub line_mode: bool,
    pub split_mode: bool,
    /// `-x`: the program starts at the first `#!` line naming ruby.
    pub skip_to_shebang: bool,
    /// `-K`: the source's encoding when it has no magic comment (UTF-8 otherwise).
    pub source_encoding: Option<crate::core::protocol::EncodingId>,
}

/// The main script compiled: its iseq, and where the text after its `__END__` line starts
/// (what `DATA` reads), when it has one.
pub struct CompiledMain {
    pub iseq: Value,
    pub data_offset: Option<usize>,
}

/// Why the main script cannot run: its syntax errors (the SyntaxError's message), or a binary
/// written by `corundum --compile` that does not load (the whole line to print).
pub enum MainScriptError {
    Syntax(String),
    BadBinary(String),
}

impl Vm {
    /// Parses and compiles `source` into a top-level iseq.
    pub fn compile_source(&mut self, source: &[u8], path: &str, top_label: &str) -> Result<Value, SyntaxErrors> {
        self.compile_source_warned(source, path, top_label, 1).map(|(iseq, _)| iseq)
    }

    /// `compile_source` with the source's first line numbered `line`
    /// (`RubyVM::InstructionSequence.compile`'s line argument).
    pub fn compile_source_at(&mut self, source: &[u8], path: &str, top_label: &str, line: i32) -> Result<Value, SyntaxErrors> {
        self.compile_source_warned(source, path, top_label, line).map(|(iseq, _)| iseq)
    }

    /// `compile_source_at`, also saying whether the parser had any warning (printed or not at
    /// the current `$VERBOSE`): the compile cache keeps only code compiled without one.
    pub(crate) fn compile_source_warned(&mut self, source: &[u8], path: &str, top_label: &str, line: i32) -> Result<(Value, bool), SyntaxErrors> {
        let options = crate::compiler::prism_options().line(line).build();
        let result = ruby_prism::parse_with_options(source, &options);
        self.compile_parsed(&result, source, path, top_label, line, None)
    }

    /// The main script (`corundum FILE`, `-e`, standard input) compiled as `script` says (see
    /// `MainScript`), with where its `DATA` starts.
    pub fn compile_main(&mut self, source: &[u8], path: &str, script: &MainScript) -> Result<CompiledMain, MainScriptError> {
        if source.starts_with(crate::bytecode::MAGIC) {
            return self
                .load_script_binary(source, path)
                .map(|iseq| CompiledMain { iseq, data_offset: None })
                .map_err(|SyntaxErrors(m)| MainScriptError::BadBinary(m));
        }
        let options = main_parse_options(script).build();
        let result = ruby_prism::parse_with_options(source, &options);
        // Just past "__END__" and its line end.
        let data_offset = result.data_loc().map(|loc| {
            let mut at = loc.start() as usize + "__END__".len();
            if source.get(at) == Some(&b'\r') {
                at += 1;
            }
            if source.get(at) == Some(&b'\n') {
                at += 1;
            }
            at.min(source.len())
        });
        let (iseq, _) =
            self.compile_parsed(&result, source, path, "<main>", 1, script.source_encoding).map_err(|SyntaxErrors(m)| MainScriptError::Syntax(m))?;
        Ok(CompiledMain { iseq, data_offset })
    }

    /// `--dump=parsetree`: the main script's syntax tree as Prism parses it under `script`'s
    /// switches, in the `ruby-prism` crate's Debug form; Err with the syntax errors.
    pub fn main_parse_tree(source: &[u8], path: &str, script: &MainScript) -> Result<String, SyntaxErrors> {
        let options = main_parse_options(script).build();
        let result = ruby_prism::parse_with_options(source, &options);
        if let Some(msg) = syntax_errors(&result, source, path, 1) {
            return Err(SyntaxErrors(msg));
        }
        Ok(format!("{:#?}\n", result.node()))
    }

    /// Compiles what Prism parsed (errors reported as `ruby` does, warnings printed), with
    /// whether Prism warned. `source_encoding` is the encoding of a source without a magic
    /// comment (UTF-8 when None).
    fn compile_parsed(
        &mut self,
        result: &ruby_prism::ParseResult<'_>,
        source: &[u8],
        path: &str,
        top_label: &str,
        line: i32,
        source_encoding: Option<crate::core::protocol::EncodingId>,
    ) -> Result<(Value, bool), SyntaxErrors> {
        if let Some(msg) = syntax_errors(result, source, path, line) {
            return Err(SyntaxErrors(msg));
        }
        self.report_parse_warnings(result, path);
        let warned = result.warnings().next().is_some();
        let (frozen, mut encoding) = source_options(result, source, self.options.frozen_string_literal);
        if let Some(enc) = source_encoding {
            if encoding_comment(source).is_none() {
                encoding = enc;
            }
        }
        let source_encoding = encoding;
        let node = result.node();
        let r = crate::compiler::compile_program(self, &node, path, top_label, frozen, source_encoding, line.max(0) as u32);
        match r {
            Ok(v) if self.options.iseq_round_trip => Ok((self.round_trip(v), warned)),
            Ok(v) => Ok((v, warned)),
            Err(e) => Err(SyntaxErrors(format!("{}:{}: {}", path, e.line, e.message))),
        }
    }

    /// The script iseq of a binary written by `corundum --compile` (`bytecode`): the main
    /// program may be one. What is wrong with it is reported as a syntax error is.
    pub fn load_script_binary(&mut self, bytes: &[u8], path: &str) -> Result<Value, SyntaxErrors> {
        match crate::bytecode::load_from_binary(self, bytes) {
            Ok(iseq) if object::as_iseq(iseq).data.kind == crate::iseq::IseqKind::Top => Ok(iseq),
            Ok(_) => Err(SyntaxErrors(format!("corundum: {path}: the binary holds a method, not a script"))),
            Err(u) => {
                let msg = match u {
                    Unwind::Raise(e) => self.exception_message(e),
                    _ => "cannot be loaded".into(),
                };
                Err(SyntaxErrors(format!("corundum: {path}: {msg} (ArgumentError)")))
            }
        }
    }

    /// `CORUNDUM_ISEQ_ROUND_TRIP`: `iseq` written and read back (a failure either way is
    /// reported on stderr, and the original runs).
    fn round_trip(&mut self, iseq: Value) -> Value {
        self.temp_roots.push(iseq);
        let back = match crate::bytecode::to_binary(self, iseq, None) {
            Ok(bin) => match crate::bytecode::load_from_binary(self, &bin) {
                Ok(v) => v,
                Err(u) => {
                    let msg = match u {
                        Unwind::Raise(e) => self.exception_message(e),
                        _ => "unwind".into(),
                    };
                    eprintln!("corundum: iseq round trip: load_from_binary: {msg}");
                    iseq
                }
            },
            Err(m) => {
                eprintln!("corundum: iseq round trip: to_binary: {m}");
                iseq
            }
        };
        self.temp_roots.pop();
        back
    }

    /// Runs a compiled top-level iseq with `main` as self.
    pub fn run_top(&mut self, iseq: Value) -> VmResult {
        if self.tracing.events & crate::vm::trace::ev::SCRIPT_COMPILED != 0 {
            // A file `require`d or `load`ed: `:script_compiled` with no source (`eval_script` nil).
            self.temp_roots.push(iseq);
            let r = self.trace_script_compiled(iseq, None);
            self.temp_roots.pop();
            r?;
        }
        self.run_script_frame(iseq, false)
    }

    /// `run_top`; for the main script (`main`), `TOPLEVEL_BINDING` is its frame's binding.
    fn run_script_frame(&mut self, iseq: Value, is_main: bool) -> VmResult {
        self.temp_roots.push(iseq);
        self.compile_roots.clear();
        let at = self.sp;
        let n = object::as_iseq(iseq).data.local_count as usize;
        for _ in 0..n {
            self.push(Value::NIL);
        }
        let main = self.main_obj;
        let top = self.top_cref;
        let r = match self.push_iseq_frame(iseq, main, at, Value::NIL, None, None, top, FrameKind::Top, None, None, 0) {
            Ok(()) => {
                self.frames.last_mut().expect("frame").visibility = Visibility::Private;
                if is_main {
                    let fi = self.frames.len() - 1;
                    crate::core::protocol::define_toplevel_binding(self, fi);
                }
                self.execute()
            }
            Err(e) => Err(e),
        };
        self.sp = at;
        let pos = self.temp_roots.iter().rposition(|&v| v == iseq);
        if let Some(p) = pos {
            self.temp_roots.remove(p);
        }
        r
    }

    /// Compiles and runs a file's source (for `require`); syntax errors raise SyntaxError.
    pub fn eval_file(&mut self, source: &[u8], path: &str, top_label: &str) -> VmResult {
        match self.compile_source(source, path, top_label) {
            Ok(iseq) => self.run_top(iseq),
            Err(SyntaxErrors(msg)) => Err(self.file_syntax_error(&msg, path)),
        }
    }

    /// The SyntaxError of file `path` that failed to compile with `msg`.
    fn file_syntax_error(&mut self, msg: &str, path: &str) -> Unwind {
        self.compile_roots.clear();
        let u = self.make_error(self.core.syntax_error, msg);
        if let Unwind::Raise(e) = u {
            // `SyntaxError#path`: the file that failed to compile.
            self.temp_roots.push(e);
            let p = self.new_str(path);
            let _ = self.ivar_set(e, crate::symbol::intern("@__path"), p);
            self.temp_roots.pop();
        }
        u
    }

    /// Runs the file `require`, `require_relative` or `load` found at `path`, compiled under
    /// the name `shown` (its `__FILE__`): the iseq `RubyVM::InstructionSequence.load_iseq`
    /// gives for `hook_path` when that hook returns one (`load_iseq_hook`), else the file's
    /// code, from the compile cache or compiled (`compile_file_cached`). `unreadable` makes the
    /// error for a file that cannot be read.
    pub fn run_file(&mut self, path: &std::path::Path, shown: &str, hook_path: Value, unreadable: &dyn Fn(&mut Vm, std::io::Error) -> Unwind) -> VmResult {
        if let Some(iseq) = self.load_iseq_hook(hook_path)? {
            return self.run_top(iseq);
        }
        let src = match crate::vm::compile_cache::SourceFile::read(path) {
            Ok(s) => s,
            Err(e) => return Err(unreadable(self, e)),
        };
        match self.compile_file_cached(path, &src, shown, "<top (required)>") {
            Ok(iseq) => self.run_top(iseq),
            Err(SyntaxErrors(msg)) => Err(self.file_syntax_error(&msg, shown)),
        }
    }

    /// CRuby's rb_iseq_load_iseq, how Bootsnap plugs in: when `RubyVM::InstructionSequence`
    /// answers `load_iseq` (a singleton method of any visibility, or one its `method_missing`
    /// handles, as rb_check_funcall finds them), it is called with the path (rooted by the
    /// caller); an ISeq it returns is what runs (TypeError unless top-level), anything else
    /// means compile the file as usual.
    fn load_iseq_hook(&mut self, path: Value) -> VmResult<Option<Value>> {
        let k = self.core.instruction_sequence;
        if !k.is_heap() {
            return Ok(None);
        }
        let Some(r) = self.check_funcall_with(k, crate::symbol::intern("load_iseq"), &[path])? else {
            return Ok(None);
        };
        let Some(iseq) = crate::core::protocol::iseq_of_object(r) else {
            return Ok(None);
        };
        if object::as_iseq(iseq).data.kind != crate::iseq::IseqKind::Top {
            return Err(self.type_error("Not a toplevel InstructionSequence"));
        }
        Ok(Some(iseq))
    }

    /// The directories of `$LOAD_PATH` as paths (elements that are not Strings are skipped;
    /// CRuby would call `to_path` on them).
    pub fn load_path_dirs(&self) -> Vec<String> {
        let arr = self.globals.get(&crate::symbol::intern("$:")).copied().unwrap_or(Value::NIL);
        if !object::is_type(arr, object::ObjType::Array) {
            return Vec::new();
        }
        object::as_array(arr)
            .items
            .iter()
            .filter(|v| object::is_type(**v, object::ObjType::String))
            .map(|v| String::from_utf8_lossy(&object::as_string(*v).bytes).into_owned())
            .collect()
    }

    /// Appends a directory to `$LOAD_PATH` (the command line's `-I`).
    pub fn add_load_path(&mut self, dir: &str) {
        let arr = self.globals.get(&crate::symbol::intern("$:")).copied().unwrap_or(Value::NIL);
        if object::is_type(arr, object::ObjType::Array) {
            let s = self.new_str(dir);
            object::as_array_mut(arr).items.push(s);
        }
    }

    /// Appends the installed CRuby's pure-Ruby library directories to `$LOAD_PATH` (after the
    /// `-I` directories, as CRuby's `$:` ends with its rubylibdir).
    pub fn add_cruby_library_dirs(&mut self) {
        let dirs = crate::vm::cruby_dirs::library_dirs(self.options.stdlib_dirs.as_deref());
        for d in dirs {
            self.add_load_path(&d.to_string_lossy());
        }
    }

    /// Whether `$LOADED_FEATURES` (`$"`, the one record of what `require` loaded, which a
    /// program may edit) lists `feature`.
    pub fn feature_loaded(&self, feature: &str) -> bool {
        let arr = self.globals.get(&crate::symbol::intern("$\"")).copied().unwrap_or(Value::NIL);
        object::is_type(arr, object::ObjType::Array)
            && object::as_array(arr).items.iter().any(|&v| object::is_type(v, object::ObjType::String) && &object::as_string(v).bytes[..] == feature.as_bytes())
    }

    /// Records `feature` as loaded: appended to `$LOADED_FEATURES`.
    pub fn provide_feature(&mut self, feature: &str) {
        let arr = self.globals.get(&crate::symbol::intern("$\"")).copied().unwrap_or(Value::NIL);
        if object::is_type(arr, object::ObjType::Array) {
            let s = self.new_str(feature);
            object::as_array_mut(arr).items.push(s);
            object::write_barrier(arr, s);
        }
    }

    /// What `require NAME` (or `require_relative`, with `relative_to` the caller's directory)
    /// would load, without loading it.
    pub fn resolve_feature(&self, name: &str, relative_to: Option<&str>) -> Feature {
        if relative_to.is_none() {
            if let Some(key) = self.native_feature(name) {
                return Feature::Native(key);
            }
            // `set` is core in 4.0, which records "set.rb" as loaded at boot: never a library
            // file (an older installation on the load path, the fallback, still has one).
            if name == "set" || name == "set.rb" {
                return Feature::Builtin;
            }
            // The other parts of CRuby's core it records as features at boot (`core::init`).
            let bare = name.strip_suffix(".rb").or_else(|| name.strip_suffix(".so")).unwrap_or(name);
            if matches!(bare, "enumerator" | "thread" | "fiber" | "rational" | "complex" | "ruby2_keywords") {
                return Feature::Builtin;
            }
        }
        // `require "NAME.so"` asks for a C extension only: never a Ruby file of that name.
        if name.ends_with(".so") || name.ends_with(".o") || name.ends_with(".bundle") {
            return Feature::NotFound;
        }
        let with_ext = if name.ends_with(".rb") { name.to_string() } else { format!("{name}.rb") };
        let mut candidates = Vec::new();
        match relative_to {
            Some(dir) => candidates.push(std::path::Path::new(dir).join(&with_ext)),
            None => {
                // An absolute path, or one starting with ./ or ../ (relative to the working
                // directory), names the file itself; the load path is not searched.
                let explicit = std::path::Path::new(&with_ext).is_absolute() || with_ext.starts_with("./") || with_ext.starts_with("../");
                if explicit {
                    candidates.push(std::path::PathBuf::from(&with_ext));
                } else {
                    for d in self.load_path_dirs() {
                        candidates.push(std::path::Path::new(&d).join(&with_ext));
                    }
                }
            }
        }
        for c in candidates {
            if c.is_file() {
                let key = std::fs::canonicalize(&c).unwrap_or(c.clone()).to_string_lossy().into_owned();
                return Feature::File { path: c, key };
            }
        }
        Feature::NotFound
    }

    /// How far `require NAME` has got with the feature: what an autoload asks before it loads
    /// (CRuby's rb_feature_provided). A feature that cannot be found is Unloaded (requiring it
    /// raises LoadError).
    pub fn feature_state(&self, name: &str) -> FeatureState {
        let key = match self.resolve_feature(name, None) {
            Feature::Builtin => return FeatureState::Provided,
            Feature::NotFound => return FeatureState::Unloaded,
            Feature::Native(key) | Feature::File { key, .. } => key,
        };
        if self.loading_features.contains(&key) {
            FeatureState::Loading
        } else if self.feature_loaded(&key) {
            FeatureState::Provided
        } else {
            FeatureState::Unloaded
        }
    }

    /// Resolves and loads a feature once; returns whether it was loaded now. The feature joins
    /// `$LOADED_FEATURES` when its file has run to the end (a file that raises is not recorded,
    /// so a later `require` tries again); while it runs it is in `loading_features`, and a
    /// `require` of it from inside (a circular require) returns false.
    pub fn require_feature(&mut self, name: &str, relative_to: Option<&str>) -> VmResult<bool> {
        match self.resolve_feature(name, relative_to) {
            Feature::Native(_) => self.require_native(name).unwrap_or(Ok(false)),
            Feature::Builtin => Ok(false),
            Feature::File { path, key } => {
                if self.feature_loaded(&key) || self.loading_features.contains(&key) {
                    return Ok(false);
                }
                let shown = path.to_string_lossy().into_owned();
                // The `load_iseq` hook gets the path expanded (resolved, from `require_relative`).
                let hook_path = if relative_to.is_some() { self.new_str(&key) } else { self.new_str(&expand_path(&path)) };
                self.freeze(hook_path);
                self.temp_roots.push(hook_path);
                self.loading_features.push(key.clone());
                let unreadable = |vm: &mut Vm, e: std::io::Error| vm.make_error(vm.core.load_error, &format!("cannot load such file -- {name} ({e})"));
                let r = self.run_file(&path, &shown, hook_path, &unreadable);
                if let Some(i) = self.temp_roots.iter().rposition(|v| *v == hook_path) {
                    self.temp_roots.remove(i);
                }
                if let Some(i) = self.loading_features.iter().rposition(|k| *k == key) {
                    self.loading_features.remove(i);
                }
                r?;
                self.provide_feature(&key);
                Ok(true)
            }
            Feature::NotFound => {
                if name == "rbconfig" {
                    return crate::core::protocol::require_rbconfig(self);
                }
                if name == "pp" {
                    return self.require_core_pp();
                }
                Err(self.load_error(name))
            }
        }
    }

    /// `require "pp"` when no pp.rb is on the load path (no CRuby library): Corundum's own
    /// Kernel#pp and #pretty_inspect stay, printing as `p` does, and PrettyPrint is loaded if a
    /// prettyprint.rb can be found. True the first time, as in CRuby.
    fn require_core_pp(&mut self) -> VmResult<bool> {
        let feature = "pp";
        if self.feature_loaded(feature) {
            return Ok(false);
        }
        self.provide_feature(feature);
        match self.require_feature("prettyprint", None) {
            Ok(_) => Ok(true),
            // No CRuby library: pp itself still works.
            Err(Unwind::Raise(e)) if self.is_kind_of(e, self.core.load_error) => Ok(true),
            Err(e) => Err(e),
        }
    }

    /// CRuby's LoadError for a feature that was not found: the message names it and `path`
    /// returns it.
    pub fn load_error(&mut self, name: &str) -> Unwind {
        let u = self.make_error(self.core.load_error, &format!("cannot load such file -- {name}"));
        if let Unwind::Raise(e) = u {
            self.temp_roots.push(e);
            let p = self.new_str(name);
            let _ = self.ivar_set(e, crate::symbol::intern("@__path"), p);
            self.temp_roots.pop();
        }
        u
    }

    /// Runs a program as the main script and returns the process exit status.
    pub fn run_main(&mut self, source: &[u8], path: &str) -> i32 {
        self.set_script_name(path);
        let compiled = self.compile_main(source, path, &MainScript::default());
        match compiled {
            Ok(c) => self.run_main_iseq(c.iseq),
            Err(e) => self.report_main_error(e),
        }
    }

    /// Reports why the main script cannot run; the exit status, 1. Syntax errors as CRuby
    /// does, an uncaught SyntaxError without a backtrace ("SCRIPT: MESSAGE (SyntaxError)" and
    /// the annotated lines, SCRIPT being `script_name`).
    pub fn report_main_error(&mut self, e: MainScriptError) -> i32 {
        self.compile_roots.clear();
        match e {
            MainScriptError::BadBinary(line) => self.write_err(format!("{line}\n").as_bytes()),
            MainScriptError::Syntax(msg) => {
                if let Unwind::Raise(e) = self.make_error(self.core.syntax_error, &msg) {
                    self.report_exception(e);
                }
            }
        }
        1
    }

    /// Names the main script (`$0`, `$PROGRAM_NAME`, `Process.argv0`, the file of backtrace
    /// lines outside any Ruby frame), before anything of it runs: what the command line does
    /// once it knows the script, before the `-r` libraries.
    pub fn set_script_name(&mut self, path: &str) {
        self.set_stack_base();
        self.script_name = path.to_string();
        let dollar0 = self.new_str(path);
        self.freeze(dollar0);
        self.globals.insert(crate::symbol::intern("$0"), dollar0);
        self.globals.insert(crate::symbol::intern("$PROGRAM_NAME"), dollar0);
    }

    /// Runs the main script's compiled iseq and everything after it (the EXIT trap, `at_exit`
    /// handlers, finalizers, `--stats`); returns the process exit status.
    pub fn run_main_iseq(&mut self, iseq: Value) -> i32 {
        self.set_stack_base();
        let r = self.run_script_frame(iseq, true);
        let (mut status, deferred) = self.main_outcome(r);
        // The EXIT trap runs before the at_exit handlers, as in CRuby.
        if let Err(u) = crate::core::protocol::run_exit_trap(self) {
            status = self.finish_with(Err(u));
        }
        status = self.run_at_exit(status);
        self.report_deferred(deferred);
        crate::core::protocol::run_finalizers(self);
        self.flush_out();
        // An uncaught SignalException ends the process by its signal.
        crate::core::protocol::die_if_signaled(self);
        if self.options.stats {
            let rep = self.stats.report(self);
            self.write_err(rep.as_bytes());
        }
        if self.options.insn_stats {
            let rep = self.stats.insn_report();
            self.write_err(rep.as_bytes());
        }
        status
    }

    /// The main script's (or a forked child's block's) outcome as an exit status, with the
    /// uncaught exception whose report waits until the EXIT trap and the at_exit handlers have
    /// run, as in CRuby: they see it as `$!`, and an `exit!` among them ends the process without
    /// the report. SystemExit is never reported; a SignalException keeps its immediate handling.
    /// The deferred exception stays on `temp_roots` until `report_deferred`.
    pub fn main_outcome(&mut self, r: VmResult) -> (i32, Option<Value>) {
        if let Err(Unwind::Raise(e)) = r {
            self.errinfo = e;
            let quiet = self.is_kind_of(e, self.core.system_exit) || self.is_kind_of(e, self.core.signal_exception);
            if !quiet {
                self.temp_roots.push(e);
                return (1, Some(e));
            }
        }
        (self.finish_with(r), None)
    }

    /// Reports the exception `main_outcome` deferred.
    pub fn report_deferred(&mut self, deferred: Option<Value>) {
        if let Some(e) = deferred {
            self.report_exception(e);
            if let Some(i) = self.temp_roots.iter().rposition(|v| *v == e) {
                self.temp_roots.remove(i);
            }
        }
    }

    /// Turns the main script's outcome into an exit status (reporting an uncaught exception).
    fn finish_with(&mut self, r: VmResult) -> i32 {
        match r {
            Ok(_) => 0,
            Err(Unwind::Raise(e)) => self.report_exception(e),
            Err(Unwind::Throw { tag, .. }) => {
                let s = self.inspect_str(tag).unwrap_or_default();
                let e = self.make_error(self.core.uncaught_throw_error, &format!("uncaught throw {s}"));
                match e {
                    Unwind::Raise(e) => self.report_exception(e),
                    _ => 1,
                }
            }
            // A loop's jump never leaves its frame (the frame's catch handling ends it).
            Err(Unwind::Break { .. }) | Err(Unwind::Return { .. }) | Err(Unwind::Jump { .. }) | Err(Unwind::Retrace { .. }) => 0,
        }
    }

    fn run_at_exit(&mut self, mut status: i32) -> i32 {
        while let Some(p) = self.at_exit.pop() {
            self.temp_roots.push(p);
            let r = self.call_method(p, sym::CALL, &[], None);
            self.temp_roots.pop();
            if let Err(u) = r {
                if let Unwind::Raise(e) = u {
                    // The next handlers see this error as `$!`.
                    self.errinfo = e;
                }
                status = self.finish_with(Err(u));
            }
        }
        status
    }
}

/// The message of the SyntaxError for what Prism could not parse (CRuby 4.0's annotated form,
/// `vm::syntax_error`), or None when it parsed.
fn syntax_errors(result: &ruby_prism::ParseResult<'_>, source: &[u8], path: &str, line: i32) -> Option<String> {
    let errors: Vec<crate::vm::syntax_error::ParseError> = result
        .errors()
        .map(|e| {
            let loc = e.location();
            crate::vm::syntax_error::ParseError {
                start: loc.start() as usize,
                end: loc.end() as usize,
                message: String::from_utf8_lossy(e.message()).into_owned(),
            }
        })
        .collect();
    (!errors.is_empty()).then(|| crate::vm::syntax_error::format(source, path, i64::from(line), &errors))
}

/// Prism's options for the main script under `script`'s switches.
fn main_parse_options(script: &MainScript) -> ruby_prism::Options {
    use ruby_prism::CommandLineFlag as Flag;
    let switches = [
        (script.from_e, Flag::E),
        (script.loop_mode, Flag::N),
        (script.print_mode, Flag::P),
        (script.line_mode, Flag::L),
        (script.split_mode, Flag::A),
        (script.skip_to_shebang && !script.from_e, Flag::X),
    ];
    let flags: Vec<Flag> = switches.iter().filter(|(on, _)| *on).map(|&(_, f)| f).collect();
    let options = crate::compiler::prism_options().line(1).main_script(true).command_line(flags);
    match script.source_encoding {
        Some(enc) => options.encoding(enc.name()),
        None => options,
    }
}

/// `path` made absolute from the working directory, with `.` and `..` parts resolved by name
/// (File.expand_path's way: symbolic links are not followed).
pub fn expand_path(path: &std::path::Path) -> String {
    use std::path::Component;
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut out = std::path::PathBuf::new();
    for c in abs.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out.to_string_lossy().into_owned()
}

/// What a source's magic comments say: `frozen_string_literal: true` or `false` (true if any
/// says so; without one, `default_frozen`, the command line's `--enable/--disable=
/// frozen-string-literal`), and the encoding of `# encoding: NAME` / `# -*- coding: NAME -*-`,
/// which counts only on the first line (the second after a `#!` line) as in CRuby; an unknown
/// name is left as UTF-8.
pub(crate) fn source_options(result: &ruby_prism::ParseResult<'_>, source: &[u8], default_frozen: Option<bool>) -> (bool, crate::core::protocol::EncodingId) {
    let (frozen, encoding) = source_options_commented(result, source, default_frozen);
    (frozen, encoding.unwrap_or(crate::core::protocol::EncodingId::UTF_8))
}

/// `source_options` with the encoding only when a magic comment names one.
pub(crate) fn source_options_commented(
    result: &ruby_prism::ParseResult<'_>,
    source: &[u8],
    default_frozen: Option<bool>,
) -> (bool, Option<crate::core::protocol::EncodingId>) {
    let mut said = None;
    for m in result.magic_comments() {
        let k = String::from_utf8_lossy(m.key()).to_ascii_lowercase().replace('-', "_");
        if k == "frozen_string_literal" {
            if m.value().eq_ignore_ascii_case(b"true") {
                said = Some(true);
            } else if m.value().eq_ignore_ascii_case(b"false") && said.is_none() {
                said = Some(false);
            }
        }
    }
    let frozen = said.or(default_frozen).unwrap_or(false);
    (frozen, encoding_comment(source).and_then(crate::core::protocol::EncodingId::by_name))
}

/// The encoding a source file names in its first line (its second after a `#!` line), as
/// CRuby reads it: a line that is only a comment, containing `coding` followed by `:` or `=`
/// and the name (`# encoding: big5`, `# -*- coding: big5 -*-`, vim's `fileencoding=big5`;
/// any letter case).
fn encoding_comment(source: &[u8]) -> Option<&[u8]> {
    let mut lines = source.split(|&c| c == b'\n');
    let mut line = lines.next()?;
    if line.starts_with(b"#!") {
        line = lines.next()?;
    }
    let text = line.trim_ascii_start();
    if !text.starts_with(b"#") {
        return None;
    }
    let lower = text.to_ascii_lowercase();
    let at = lower.windows(6).position(|w| w == b"coding")?;
    let rest = &text[at + 6..];
    let rest = rest.strip_prefix(b":").or_else(|| rest.strip_prefix(b"="))?;
    let rest = rest.trim_ascii_start();
    let n = rest.iter().position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.' | b':'))).unwrap_or(rest.len());
    (n > 0).then(|| &rest[..n])
}
