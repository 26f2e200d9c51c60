//! From the command line to the running program, in CRuby's order (ruby.c's process_options):
//! the command line's switches, `-h`/`--help`, `RUBYOPT`, `-v`/`--version`/`--copyright`,
//! the script and its arguments, the encodings, the script's text and its `#!` line, the VM
//! (load path, switch settings, ARGV, `-s`, `$0`), the `-r` libraries, compiling (`-c`,
//! `--dump`), `DATA`, and running.
//!
//! Invariants:
//! - A failure before the program runs is printed as "NAME: MESSAGE (CLASS)" with exit status 1,
//!   NAME being `argv[0]` as given until the script is known and the script's name after (for
//!   its `#!` line's switches): what CRuby prints.
//! - The `-r` libraries run after the script's text has been read (a missing script file
//!   stops before them) and before it is compiled; the dumps that stop (`-c`, `-y`, `--dump`)
//!   run neither the libraries nor the program.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

use corundum_vm::core::command_line::Verbosity;
use corundum_vm::core::encoding::EncodingId;
use corundum_vm::vm::load::{MainScript, MainScriptError, SyntaxErrors};
use corundum_vm::{Options, Vm};

use crate::script::Source;
use crate::switches::{dump, write_stderr, Failure, Origin, Settings};

/// Prints a failure the way CRuby reports an error raised while reading its options.
fn fail(progname: &[u8], failure: Failure) -> i32 {
    let mut line = progname.to_vec();
    line.extend_from_slice(b": ");
    line.extend_from_slice(&failure.message);
    line.extend_from_slice(format!(" ({})\n", failure.class).as_bytes());
    write_stderr(&line);
    1
}

fn print_stdout(text: &[u8]) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text);
    let _ = out.flush();
}

/// An encoding a switch named: CRuby's errors for an unknown or a dummy one.
fn encoding(name: &Option<Vec<u8>>) -> Result<Option<EncodingId>, Failure> {
    let Some(name) = name else { return Ok(None) };
    let shown = String::from_utf8_lossy(name);
    match EncodingId::by_name(name) {
        None => Err(Failure { message: format!("unknown encoding name - {shown}").into_bytes(), class: "RuntimeError" }),
        Some(id) if id.is_dummy() => Err(Failure { message: format!("dummy encoding is not acceptable - {shown} ").into_bytes(), class: "RuntimeError" }),
        Some(id) => Ok(Some(id)),
    }
}

/// Runs the command line; the process's exit status.
pub fn run() -> i32 {
    let mut os_args = std::env::args_os();
    let argv0 = os_args.next().map(OsString::into_vec).unwrap_or_else(|| b"corundum".to_vec());
    let args: Vec<Vec<u8>> = os_args.map(OsString::into_vec).collect();
    let mut settings = Settings::new(argv0.clone());
    let switches_end = match settings.parse(&args, Origin::CommandLine) {
        Ok(n) => n,
        Err(f) => return fail(&argv0, f),
    };
    if settings.dump & (dump::USAGE | dump::HELP) != 0 {
        print_stdout(crate::help::text(&String::from_utf8_lossy(&argv0), settings.dump & dump::HELP != 0).as_bytes());
        return 0;
    }
    if settings.reads_rubyopt() {
        if let Some(text) = std::env::var_os("RUBYOPT") {
            if let Err(f) = settings.parse_rubyopt(&text.into_vec()) {
                return fail(&argv0, f);
            }
        }
    }
    if settings.source_encoding.is_some() && settings.verbosity == Verbosity::Verbose {
        write_stderr(&[argv0.as_slice(), b": warning: -K is specified; it is for 1.8 compatibility and may cause odd behavior\n"].concat());
    }
    if settings.dump & (dump::VERSION | dump::VERSION_V) != 0 {
        print_stdout(format!("{}\n", corundum_vm::core::ruby_description()).as_bytes());
        if settings.dump & dump::VERSION != 0 {
            return 0;
        }
    }
    if settings.dump & dump::COPYRIGHT != 0 {
        print_stdout(format!("{}\n", corundum_vm::core::RUBY_COPYRIGHT).as_bytes());
        return 0;
    }
    let mut rest: Vec<Vec<u8>> = args[switches_end..].to_vec();
    let source = match settings.e_script.take() {
        Some(code) => Source::Code(code),
        None if rest.is_empty() => {
            if settings.verbose_flag {
                return 0;
            }
            Source::Stdin
        }
        None => {
            let name = rest.remove(0);
            if name.is_empty() || name == b"-" {
                Source::Stdin
            } else if settings.search_path {
                Source::File(crate::script::search(&name))
            } else {
                Source::File(name)
            }
        }
    };
    let encodings =
        (|| Ok::<_, Failure>((encoding(&settings.external_encoding)?, encoding(&settings.internal_encoding)?, encoding(&settings.source_encoding)?)))();
    let source_encoding = match encodings {
        Ok((_, _, source_encoding)) => source_encoding,
        Err(f) => return fail(&argv0, f),
    };
    let text = match source.read() {
        Ok(t) => t,
        Err(f) => return fail(&argv0, f),
    };
    let name = source.name();
    let path = String::from_utf8_lossy(&name).into_owned();
    match crate::script::shebang_line(&text, settings.xflag && !matches!(source, Source::Code(_))) {
        Err(()) => return fail(&name, Failure { message: b"no Ruby script found in input".to_vec(), class: "LoadError" }),
        // The `#!` line of `-e` code is not read for switches (as in CRuby).
        Ok(Some(line)) if !matches!(source, Source::Code(_)) => {
            settings.progname = name.clone();
            if let Err(f) = settings.parse_shebang(line) {
                return fail(&name, f);
            }
        }
        Ok(_) => {}
    }
    // Again: the `#!` line may have named encodings the command line did not.
    let (external, internal) = match (encoding(&settings.external_encoding), encoding(&settings.internal_encoding)) {
        (Ok(e), Ok(i)) => (e, i),
        (Err(f), _) | (_, Err(f)) => return fail(&name, f),
    };
    if settings.compile {
        // `--compile FILE -o OUT`: the `-o` after the file.
        if let [o, out, ..] = &rest[..] {
            if o == b"-o" {
                settings.output = Some(OsString::from_vec(out.clone()));
            }
        }
        return crate::output::compile_to_file(&settings, &text, &path);
    }
    let script = MainScript {
        from_e: matches!(source, Source::Code(_)),
        loop_mode: settings.loop_mode,
        print_mode: settings.print_mode,
        line_mode: settings.line_mode,
        split_mode: settings.split_mode,
        skip_to_shebang: settings.xflag,
        source_encoding,
    };
    if settings.dump & dump::PARSETREE != 0 {
        match Vm::main_parse_tree(&text, &path, &script) {
            Ok(tree) => print_stdout(tree.as_bytes()),
            Err(SyntaxErrors(msg)) => {
                let mut vm = Vm::new(vm_options(&settings));
                vm.script_name = String::from_utf8_lossy(&argv0).into_owned();
                return vm.report_main_error(MainScriptError::Syntax(msg));
            }
        }
        if settings.dump & dump::EXIT == dump::PARSETREE {
            return 0;
        }
    }
    let mut vm = Vm::new(vm_options(&settings));
    // The native libraries `require` can load (the VM knows none of its own).
    corundum_stdlib::register(vm.api());
    if let Err(status) = crate::setup::prepare(&mut vm, &settings, external, internal, rest, &path) {
        return status;
    }
    let stops = settings.dump & dump::EXIT != 0;
    if !stops {
        if let Err(status) = crate::setup::require_libraries(&mut vm, &settings.requires) {
            return status;
        }
    }
    if stops {
        // Nothing of the program runs: CRuby's errors name the command, not the script.
        vm.script_name = String::from_utf8_lossy(&argv0).into_owned();
    }
    let compiled = match vm.compile_main(&text, &path, &script) {
        Ok(c) => c,
        Err(e) => return vm.report_main_error(e),
    };
    if stops {
        return crate::output::dump_compiled(&mut vm, &settings, compiled.iseq);
    }
    if let (Some(offset), Source::File(_)) = (compiled.data_offset, &source) {
        vm.temp_roots.push(compiled.iseq);
        let defined = corundum_vm::core::command_line::define_data(&mut vm, &path, offset);
        vm.temp_roots.pop();
        if let Err(corundum_vm::vm::Unwind::Raise(e)) = defined {
            return vm.report_exception(e);
        }
    }
    vm.run_main_iseq(compiled.iseq)
}

/// The VM's options: the debug variables of the environment and what the switches say.
fn vm_options(settings: &Settings) -> Options {
    let mut options = Options::from_env();
    options.warn_level = match settings.verbosity {
        Verbosity::Silent => 0,
        Verbosity::Medium => 1,
        Verbosity::Verbose => 2,
    };
    options.stats = settings.stats;
    if settings.no_compile_cache {
        options.compile_cache_dir = None;
    }
    options.frozen_string_literal = settings.frozen_string_literal();
    options.backtrace_limit = settings.backtrace_limit;
    options
}
