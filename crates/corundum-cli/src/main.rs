//! The `corundum` command: runs a Ruby program the way `ruby` does.
//!
//! Usage: corundum [options] [FILE | -e CODE] [ARGS...]
//! Options: -e CODE, -c (syntax check), -v/--version, -I DIR, -r LIB, -W0/-w/-W, --dump=insns,
//! --stats, --compile FILE [-o OUT] (write the binary bytecode of FILE; a program file that is
//! such a binary runs as its source would). Debug switches come from the environment: CORUNDUM_GC_STRESS=1, CORUNDUM_TRACE=1,
//! CORUNDUM_CALL_CACHE_ENTRIES=1..4 (entries per call-site cache; 1 = single-entry caches).

use std::ffi::OsString;
use std::io::Read;
use std::os::unix::ffi::OsStringExt;

use corundum_vm::alloc_reserve::{self, ReserveAllocator};
use corundum_vm::{Options, Vm};

/// The system allocator with an emergency reserve, so that running out of memory raises
/// NoMemoryError instead of aborting (`corundum_vm::alloc_reserve`).
#[global_allocator]
static ALLOCATOR: ReserveAllocator = ReserveAllocator;

/// `corundum -v`: our version, the Ruby version whose behaviour we follow, and the platform
/// (`RUBY_PLATFORM`'s form).
fn version_line() -> String {
    format!("corundum {} (Ruby 4.0 compatible) [{}-{}]", env!("CARGO_PKG_VERSION"), std::env::consts::ARCH, std::env::consts::OS)
}

struct Cli {
    code: Option<Vec<u8>>,
    /// The program file as the OS gave it (any bytes).
    file: Option<OsString>,
    /// ARGV: bytes as given; they become strings in the locale encoding (UTF-8), valid or not,
    /// as in CRuby.
    args: Vec<Vec<u8>>,
    check_only: bool,
    dump_insns: bool,
    /// `--compile`: write the program's binary bytecode (to `-o`'s file) instead of running it.
    compile: bool,
    output: Option<OsString>,
    includes: Vec<String>,
    requires: Vec<String>,
    options: Options,
}

fn usage_error(msg: &str) -> ! {
    eprintln!("corundum: {msg} (-h will show valid options) (RuntimeError)");
    std::process::exit(1);
}

/// `--disable=LIST`, `--disable-NAME`, `--enable...` (also with the list as the next argument).
/// The features CRuby can switch (RubyGems, did_you_mean, error_highlight, syntax_suggest,
/// RUBYOPT) are all absent from Corundum, so switching them changes nothing; others get CRuby's
/// warning for an unknown feature, and so does `frozen-string-literal`, which Corundum cannot
/// switch from the command line.
fn feature_switch(arg: &str, rest: &mut impl Iterator<Item = OsString>) {
    let flag = if arg.starts_with("--disable") { "--disable" } else { "--enable" };
    if !matches!(arg.as_bytes().get(flag.len()), None | Some(b'=') | Some(b'-')) {
        usage_error(&format!("invalid option {arg}"));
    }
    let list = match arg.get(flag.len() + 1..) {
        // `--disable=gems` and `--disable-gems` alike: one separator character, then the list.
        Some(list) => list.to_string(),
        None => rest.next().map(|o| o.to_string_lossy().into_owned()).unwrap_or_default(),
    };
    for name in list.split(',').filter(|n| !n.is_empty()) {
        let known = matches!(name.replace('_', "-").as_str(), "gems" | "did-you-mean" | "error-highlight" | "syntax-suggest" | "rubyopt" | "all");
        if !known {
            eprintln!("corundum: warning: unknown argument for {flag}: '{name}'");
        }
    }
}

fn parse_args() -> Cli {
    let mut cli = Cli {
        code: None,
        file: None,
        args: Vec::new(),
        check_only: false,
        dump_insns: false,
        compile: false,
        output: None,
        includes: Vec::new(),
        requires: Vec::new(),
        options: Options::from_env(),
    };
    // Arguments are OS strings: any bytes, not necessarily UTF-8. Options are matched on a
    // lossy copy; code, file names and ARGV keep their bytes.
    let mut it = std::env::args_os().skip(1);
    let mut code_parts: Vec<Vec<u8>> = Vec::new();
    let lossy = |o: OsString| o.to_string_lossy().into_owned();
    while let Some(os) = it.next() {
        let a = os.to_string_lossy().into_owned();
        match a.as_str() {
            "-e" => code_parts.push(it.next().map(OsString::into_vec).unwrap_or_else(|| usage_error("no code specified for -e"))),
            "-c" => cli.check_only = true,
            "-v" | "--version" => {
                println!("{}", version_line());
                if a == "--version" || code_parts.is_empty() {
                    std::process::exit(0);
                }
            }
            "-w" | "-W" | "-W2" => cli.options.warn_level = 2,
            "-W0" => cli.options.warn_level = 0,
            "-W1" => cli.options.warn_level = 1,
            "--dump=insns" => cli.dump_insns = true,
            "--compile" => cli.compile = true,
            "-o" => cli.output = Some(it.next().unwrap_or_else(|| usage_error("no output file given for -o"))),
            "--stats" => cli.options.stats = true,
            "--disable-compile-cache" => cli.options.compile_cache_dir = None,
            "-I" => cli.includes.push(it.next().map(lossy).unwrap_or_else(|| usage_error("no directory given for -I"))),
            "-r" => cli.requires.push(it.next().map(lossy).unwrap_or_else(|| usage_error("no library given for -r"))),
            "-h" | "--help" => {
                println!("Usage: corundum [switches] [--] [programfile] [arguments]");
                println!("  -e 'code'       run one line of code");
                println!("  -c              check syntax only");
                println!("  -Idirectory     add a directory to $LOAD_PATH");
                println!("  -rlibrary       require the library before running");
                println!("  -W0 / -w        warning level");
                println!("  -v, --version   print the version");
                println!("  --dump=insns    print the compiled bytecode (of a source file or a binary)");
                println!("  --compile FILE [-o OUT]  write FILE's binary bytecode to OUT (FILE.crbc)");
                println!("  --stats         print runtime counters at exit");
                println!("  --disable-compile-cache  compile required files without the compile cache");
                std::process::exit(0);
            }
            "--" => {
                if code_parts.is_empty() && cli.file.is_none() {
                    cli.file = it.next();
                }
                cli.args.extend(it.by_ref().map(OsString::into_vec));
                break;
            }
            s if s.starts_with("--disable") || s.starts_with("--enable") => feature_switch(s, &mut it),
            s if s.starts_with("-I") && s.len() > 2 => cli.includes.push(s[2..].to_string()),
            s if s.starts_with("-r") && s.len() > 2 => cli.requires.push(s[2..].to_string()),
            s if s.starts_with('-') && s.len() > 1 => usage_error(&format!("invalid option {s}")),
            _ => {
                if code_parts.is_empty() {
                    cli.file = Some(os);
                } else {
                    cli.args.push(os.into_vec());
                }
                cli.args.extend(it.by_ref().map(OsString::into_vec));
                break;
            }
        }
    }
    if !code_parts.is_empty() {
        cli.code = Some(code_parts.join(&b'\n'));
    }
    cli
}

fn run() -> i32 {
    let cli = parse_args();
    let (source, path) = match (&cli.code, &cli.file) {
        (Some(c), _) => (c.clone(), "-e".to_string()),
        (None, Some(f)) if f != "-" => {
            let shown = f.to_string_lossy().into_owned();
            match std::fs::read(f) {
                Ok(s) => (s, shown),
                Err(e) => {
                    // CRuby's wording: the OS's description of the error, then the file.
                    let text = e.to_string();
                    let reason = text.split(" (os error").next().unwrap_or(&text);
                    eprintln!("corundum: {reason} -- {shown} (LoadError)");
                    return 1;
                }
            }
        }
        (None, _) => {
            let mut s = Vec::new();
            if std::io::stdin().read_to_end(&mut s).is_err() {
                eprintln!("corundum: could not read the program from standard input");
                return 1;
            }
            (s, "-".to_string())
        }
    };
    let mut vm = Vm::new(cli.options.clone());
    // The native libraries `require` can load (the VM knows none of its own).
    corundum_stdlib::register(vm.api());
    for dir in &cli.includes {
        vm.add_load_path(dir);
    }
    vm.add_cruby_library_dirs();
    let argv: Vec<_> = cli.args.iter().map(|a| vm.new_string(a.clone())).collect();
    for v in argv {
        vm.temp_roots.push(v);
    }
    let argv_arr = vm.new_array(vm.temp_roots.clone());
    vm.temp_roots.clear();
    let object = vm.core.object;
    let argv_id = corundum_vm::symbol::intern("ARGV");
    corundum_vm::object::as_class_mut(object).data.consts.insert(argv_id, argv_arr);
    if cli.check_only {
        return match vm.compile_source(&source, &path, "<main>") {
            Ok(_) => {
                println!("Syntax OK");
                0
            }
            Err(e) => {
                eprintln!("{}", e.0);
                1
            }
        };
    }
    if cli.compile {
        return compile_to_file(&mut vm, &cli, &source, &path);
    }
    if cli.dump_insns {
        let compiled = if source.starts_with(corundum_vm::bytecode::MAGIC) { vm.load_script_binary(&source, &path) } else { vm.compile_source(&source, &path, "<main>") };
        return match compiled {
            Ok(iseq) => {
                let mut out = String::new();
                corundum_vm::disasm::disassemble(&mut vm, iseq, &mut out);
                print!("{out}");
                0
            }
            Err(e) => {
                eprintln!("{}", e.0);
                1
            }
        };
    }
    for r in &cli.requires {
        vm.set_stack_base();
        if let Err(corundum_vm::vm::Unwind::Raise(e)) = vm.require_feature(r, None) {
            return vm.report_exception(e);
        }
    }
    vm.run_main(&source, &path)
}

/// `--compile FILE [-o OUT]`: FILE's binary bytecode written to OUT (FILE with `.crbc` for its
/// `.rb` by default), atomically (a temporary file renamed over OUT).
fn compile_to_file(vm: &mut Vm, cli: &Cli, source: &[u8], path: &str) -> i32 {
    let iseq = match vm.compile_source(source, path, "<main>") {
        Ok(i) => i,
        Err(e) => {
            eprintln!("{}", e.0);
            return 1;
        }
    };
    vm.temp_roots.push(iseq);
    let bin = match corundum_vm::bytecode::to_binary(vm, iseq, None) {
        Ok(b) => b,
        Err(m) => {
            eprintln!("corundum: {path}: cannot write its binary: {m}");
            return 1;
        }
    };
    let out = cli.output.clone().unwrap_or_else(|| {
        let p = std::path::Path::new(path);
        let base = if p.extension().is_some_and(|e| e == "rb") { p.with_extension("") } else { p.to_path_buf() };
        let mut o = base.into_os_string();
        o.push(".crbc");
        o
    });
    let mut tmp = out.clone();
    tmp.push(format!(".tmp{}", std::process::id()));
    let written = std::fs::write(&tmp, &bin).and_then(|_| std::fs::rename(&tmp, &out));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        eprintln!("corundum: {}: {e}", std::path::Path::new(&out).display());
        return 1;
    }
    0
}

fn main() {
    alloc_reserve::rearm();
    // Builtins that call blocks and methods recurse on the Rust stack (one `execute` per call),
    // so the VM runs on a thread with a large stack; the machine-stack check raises
    // SystemStackError before it fills. Not larger: its address space counts against a memory
    // limit (`ulimit -v`), and programs that fill memory should get as far as on CRuby.
    // SIGINT raises Interrupt, SIGTERM and friends SignalException (Ruby's defaults).
    corundum_vm::core::process::signal::install_default_handlers();
    // A child made by `fork` has only the VM's thread (this one is not copied), so the VM's
    // thread ends such a child itself with the program's status.
    let vm_main = || {
        let status = run();
        if corundum_vm::core::process::fork::in_forked_child() {
            std::process::exit(status);
        }
        status
    };
    let child = std::thread::Builder::new().stack_size(256 << 20).spawn(vm_main).expect("spawn VM thread");
    // Signals go to the VM's thread, so one the program sends itself is handled before
    // `Process.kill` returns.
    corundum_vm::core::process::signal::block_signals_on_this_thread();
    let status = child.join().unwrap_or_else(|_| {
        eprintln!("corundum: internal error (a Rust panic); please report this as a bug");
        70
    });
    std::process::exit(status);
}
