//! The command line: options behave like `ruby`'s.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn corundum(args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_corundum"));
    cmd.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    cmd.env_remove("CORUNDUM_GC_STRESS").env("CORUNDUM_DISABLE_COMPILE_CACHE", "1");
    let mut child = cmd.spawn().expect("run corundum");
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    } else {
        drop(child.stdin.take());
    }
    child.wait_with_output().expect("wait")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}
fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn e_runs_code() {
    let o = corundum(&["-e", "puts 1 + 2"], None);
    assert_eq!(stdout(&o), "3\n");
    assert!(o.status.success());
}

#[test]
fn several_e_are_joined_by_newlines() {
    let o = corundum(&["-e", "x = 20", "-e", "p x + 1"], None);
    assert_eq!(stdout(&o), "21\n");
}

#[test]
fn program_from_stdin_and_argv() {
    let o = corundum(&["-", "a", "b"], Some("p ARGV\n"));
    assert_eq!(stdout(&o), "[\"a\", \"b\"]\n");
    let o = corundum(&[], Some("puts :from_stdin\n"));
    assert_eq!(stdout(&o), "from_stdin\n");
}

#[test]
fn check_syntax() {
    let o = corundum(&["-c", "-e", "def f = 1"], None);
    assert_eq!(stdout(&o), "Syntax OK\n");
    // The error names the command (nothing of the program runs), as CRuby's does.
    let o = corundum(&["-c", "-e", "def f("], None);
    assert_eq!(o.status.code(), Some(1));
    let expected = format!("{}: -e:1: syntax errors found (SyntaxError)\n", env!("CARGO_BIN_EXE_corundum"));
    assert!(stderr(&o).starts_with(&expected), "{}", stderr(&o));
}

#[test]
fn syntax_error_exits_1_with_file_and_line() {
    // CRuby 4.0's report (from CRuby master): the script's name, then the annotated lines.
    let o = corundum(&["-e", "x = 1\ny = )"], None);
    assert_eq!(o.status.code(), Some(1));
    let expected = "-e: -e:2: syntax errors found (SyntaxError)\n  1 | x = 1\n> 2 | y = )\n    |   ^ expected an expression after `=`\n    |     ^ unexpected ')', ignoring it\n    |     ^ unexpected ')', expecting end-of-input\n\n";
    assert_eq!(stderr(&o), expected);
    assert_eq!(stdout(&o), "");
}

#[test]
fn version() {
    let o = corundum(&["-v"], None);
    assert!(stdout(&o).starts_with("corundum "), "{}", stdout(&o));
    assert!(o.status.success());
}

#[test]
fn dump_insns_shows_specialised_instructions() {
    let o = corundum(&["--dump=insns", "-e", "def add(a, b) = a + b\np add(1, 2)"], None);
    let out = stdout(&o);
    assert!(out.contains("== disasm: #<ISeq:<main>"), "{out}");
    assert!(out.contains("definemethod"), "{out}");
    assert!(out.contains("== disasm: #<ISeq:add"), "{out}");
    assert!(out.contains("opt_plus"), "{out}");
    assert!(out.contains("opt_send_without_block"), "{out}");
    assert!(!out.contains("3\n"), "dump must not run the program");
}

#[test]
fn stats_prints_counters_after_the_program() {
    let o = corundum(&["--stats", "-e", "class P; def initialize; @x = 1; end; def x = @x; end; 3.times { P.new.x }; GC.start; puts :ok"], None);
    assert_eq!(stdout(&o), "ok\n");
    let err = stderr(&o);
    for key in ["gc_count:", "total_allocated_objects:", "mc_inline_hit:", "mc_inline_miss:", "ivar_get_hit:", "shapes:"] {
        assert!(err.contains(key), "missing {key} in:\n{err}");
    }
    let gc_line = err.lines().find(|l| l.contains("gc_count:")).unwrap();
    let n: u64 = gc_line.split_whitespace().last().unwrap().parse().unwrap();
    assert!(n >= 1, "GC.start ran");
}

fn stat(err: &str, key: &str) -> u64 {
    let line = err.lines().find(|l| l.trim_start().starts_with(key)).unwrap_or_else(|| panic!("no {key} in:\n{err}"));
    line.split_whitespace().last().unwrap().parse().unwrap()
}

/// Seed 000's memory claim: objects of one class share their shapes, so the tree does not grow
/// with the number of objects.
#[test]
fn many_objects_of_one_class_share_a_handful_of_shapes() {
    let program = |n: u32| {
        format!("class P; def initialize(i); @a = i; @b = i; @c = i; @d = i; @e = i; end; def sum = @a + @e; end; t = 0; {n}.times {{ |i| t += P.new(i).sum }}; p t")
    };
    let small = corundum(&["--stats", "-e", &program(10)], None);
    let large = corundum(&["--stats", "-e", &program(10_000)], None);
    assert_eq!(stdout(&large), "99990000\n");
    let (s, l) = (stat(&stderr(&small), "shapes:"), stat(&stderr(&large), "shapes:"));
    assert_eq!(s, l, "shape count must not depend on the object count");
    assert!(l < 40, "{l} shapes");
    assert_eq!(stat(&stderr(&large), "too_complex_objects:"), 0);
    assert!(stat(&stderr(&large), "ivar_set_hit:") >= 5 * 9_990);
}

/// A class whose objects take more than 8 different ivar paths sends the extra ones to the
/// too-complex table, and `--stats` counts them.
#[test]
fn stats_count_too_complex_objects() {
    let o = corundum(&["--stats", "-e", "class V; end; a = (0..19).map { |i| v = V.new; v.instance_variable_set(\"@x#{i}\", i); v }; p a.sum { |v| v.instance_variable_get(v.instance_variables[0]) }"], None);
    assert_eq!(stdout(&o), "190\n");
    // Objects 2..9 make the class's 8 variations; the first makes one more when its pool's root
    // shape already has children from objects of other classes (the roots are shared).
    let n = stat(&stderr(&o), "too_complex_objects:");
    assert!((11..=12).contains(&n), "{n} too-complex objects");
}

/// Literal keywords reach a Ruby method taking them without a Hash being built per call
/// (vm::kwargs); a method taking `**rest` still gets its Hash.
#[test]
fn keyword_calls_bind_without_allocating_a_hash() {
    let run = |body: &str| {
        let o = corundum(&["--stats", "-e", &format!("{body}; s = 0; i = 0; while i < 10_000; s += m(a: i); i += 1; end; p s")], None);
        assert_eq!(stdout(&o), "50005000\n", "{}", stderr(&o));
        stat(&stderr(&o), "total_allocated_objects:")
    };
    let direct = run("def m(a:, b: 1) = a + b");
    let hashed = run("def m(**kw) = kw[:a] + 1");
    assert!(hashed >= direct + 10_000, "direct {direct}, hashed {hashed}");
}

/// The call cache of a site shared by three classes hits on every class after the first round,
/// and single-entry mode (CORUNDUM_CALL_CACHE_ENTRIES=1) misses on every call instead.
#[test]
fn polymorphic_site_hits_where_a_single_entry_cache_misses() {
    let program = "module R; def r = v; end; class A; include R; def v = 1; end; class B; include R; def v = 2; end; class C; include R; def v = 3; end; \
                   o = [A.new, B.new, C.new]; s = 0; i = 0; while i < 3000; s += o[i % 3].r; i += 1; end; p s";
    let poly = corundum(&["--stats", "-e", program], None);
    assert_eq!(stdout(&poly), "6000\n");
    let err = stderr(&poly);
    assert!(stat(&err, "mc_poly_hit:") >= 2 * 2 * 999, "{err}");
    assert!(stat(&err, "mc_inline_miss:") < 20, "{err}");
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_corundum"));
    let mono = cmd.args(["--stats", "-e", program]).env("CORUNDUM_CALL_CACHE_ENTRIES", "1").output().unwrap();
    assert_eq!(String::from_utf8_lossy(&mono.stdout), "6000\n");
    let err = String::from_utf8_lossy(&mono.stderr).to_string();
    assert_eq!(stat(&err, "mc_poly_hit:"), 0);
    assert!(stat(&err, "mc_inline_miss:") >= 2 * 3000 - 10, "{err}");
}

#[test]
fn include_dir_and_require_option() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cli");
    let d = dir.to_string_lossy();
    let o = corundum(&["-I", &d, "-r", "lib_greeting", "-e", "puts greeting"], None);
    assert_eq!(stdout(&o), "hello from -r\n", "{}", stderr(&o));
    let o = corundum(&[&format!("-I{d}"), "-e", "require 'lib_greeting'; puts greeting"], None);
    assert_eq!(stdout(&o), "hello from -r\n", "{}", stderr(&o));
}

#[test]
fn missing_file_is_a_clear_error() {
    let o = corundum(&["/nonexistent/file.rb"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("No such file or directory"), "{}", stderr(&o));
}

#[test]
fn uncaught_exception_exits_1_in_ruby_format() {
    let o = corundum(&["-e", "def boom = raise(ArgumentError, \"bad\")\nboom"], None);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), "-e:1:in 'Object#boom': bad (ArgumentError)\n\tfrom -e:2:in '<main>'\n");
}

#[test]
fn gc_stress_switch() {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_corundum"));
    cmd.args(["--stats", "-e", "a = (1..50).map { |i| i.to_s }; puts a.size"]).env("CORUNDUM_GC_STRESS", "1");
    let o = cmd.output().unwrap();
    assert_eq!(stdout(&o), "50\n");
    let err = stderr(&o);
    let gc_line = err.lines().find(|l| l.contains("gc_count:")).unwrap();
    let n: u64 = gc_line.split_whitespace().last().unwrap().parse().unwrap();
    assert!(n >= 50, "a collection at every allocation: {n}");
}

/// Large buffers count towards collections (CRuby's malloc_increase): a program that makes few
/// but large short-lived arrays must not keep them all (160 MB here before; about 20 MB now).
#[test]
fn large_short_lived_arrays_are_collected() {
    if !Path::new("/proc/self/status").exists() {
        return;
    }
    let prog = "src = Array.new(50_000) { |i| i }\n200.times { a = src.map { |x| x + 1 }; b = a.map { |x| x * 2 } }\np :done\n";
    let o = corundum(&["--stats", "-e", prog], None);
    assert_eq!(stdout(&o), ":done\n");
    let rss = stat(&stderr(&o), "peak_rss_kb:");
    assert!(rss < 80_000, "peak RSS {rss} KB");
}

#[test]
fn directory_as_program_is_a_clear_error() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let o = corundum(&[dir], None);
    // CRuby names itself by argv[0] as given.
    assert_eq!(stderr(&o), format!("{}: Is a directory -- {dir} (LoadError)\n", env!("CARGO_BIN_EXE_corundum")));
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn arguments_that_are_not_utf8_become_invalid_utf8_strings() {
    use std::os::unix::ffi::OsStrExt;
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_corundum"));
    cmd.arg("-e").arg("p ARGV, ARGV[0].encoding, ARGV[0].valid_encoding?, ARGV[0].bytes");
    cmd.arg(std::ffi::OsStr::from_bytes(b"\xff\xfeok")).arg("plain");
    let o = cmd.output().expect("run corundum");
    assert_eq!(stdout(&o), "[\"\\xFF\\xFEok\", \"plain\"]\n#<Encoding:UTF-8>\nfalse\n[255, 254, 111, 107]\n");
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn exit_status_arguments() {
    for (code, status) in [("exit", 0), ("exit!", 1), ("exit false", 1), ("exit 3", 3), ("exit(-1)", 255), ("exit 256", 0), ("exit 1.9", 1)] {
        let o = corundum(&["-e", code], None);
        assert_eq!(o.status.code(), Some(status), "{code}: {}", stderr(&o));
    }
    for (code, message) in [
        ("exit nil", "no implicit conversion from nil to integer (TypeError)"),
        ("exit 2**31", "integer 2147483648 too big to convert to 'int' (RangeError)"),
        ("exit!(-2**31 - 1)", "integer -2147483649 too small to convert to 'int' (RangeError)"),
        ("exit 1, 2", "wrong number of arguments (given 2, expected 0..1) (ArgumentError)"),
    ] {
        let o = corundum(&["-e", code], None);
        assert!(stderr(&o).contains(message), "{code}: {}", stderr(&o));
        assert_eq!(o.status.code(), Some(1));
    }
}

#[test]
fn recursion_through_builtins_raises_system_stack_error() {
    // Output checked against CRuby (see the program's comment).
    let prog = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cli/stack_from_builtins.rb");
    let o = corundum(&[prog.to_str().unwrap()], None);
    let want = "[0, SystemStackError, \"stack level too deep\"]\n\
                [1, SystemStackError, \"stack level too deep\"]\n\
                [2, SystemStackError, \"stack level too deep\"]\n\
                [3, SystemStackError, \"stack level too deep\"]\n\
                [:chain, SystemStackError, \"stack level too deep\"]\n\
                still running\n";
    assert_eq!(stdout(&o), want, "{}", stderr(&o));
    assert!(o.status.success());
}

#[test]
fn feature_switches_are_accepted_and_unknown_ones_warned_about() {
    for args in [&["--disable-gems"][..], &["--disable=gems,did_you_mean"], &["--disable", "gems"], &["--enable=error_highlight"]] {
        let mut all: Vec<&str> = args.to_vec();
        all.extend(["-e", "p 1"]);
        let o = corundum(&all, None);
        assert_eq!(stdout(&o), "1\n", "{args:?}");
        assert_eq!(stderr(&o), "", "{args:?}");
    }
    let o = corundum(&["--disable=foo", "-e", "p 2"], None);
    assert_eq!(stdout(&o), "2\n");
    let exe = env!("CARGO_BIN_EXE_corundum");
    let features = "gems, error_highlight, did_you_mean, syntax_suggest, rubyopt, frozen_string_literal, yjit, zjit";
    assert_eq!(stderr(&o), format!("{exe}: warning: unknown argument for --disable: 'foo'\n{exe}: warning: features are [{features}].\n"));
    let o = corundum(&["--disablefoo", "-e", "p 3"], None);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("invalid option --disablefoo"));
}

/// `next` runs the source on a fiber only as far as asked: endless sources answer at once
/// (run here as well as in the golden suite, as a guard against going back to materialising).
#[test]
fn next_on_an_endless_source_answers_at_once() {
    let code = "[(1..).each, Enumerator.new { |y| loop { y << 1 } }].each { |e| p e.next }; p [1, 2].each.next";
    let o = corundum(&["-e", code], None);
    assert_eq!(stdout(&o), "1\n1\n1\n");
}

/// A directory of its own under the system temp dir, removed when dropped.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let d = std::env::temp_dir().join(format!("corundum-cli-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).expect("make temp dir");
        TempDir(d)
    }
    fn path(&self, f: &str) -> String {
        self.0.join(f).to_string_lossy().into_owned()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn compile_writes_a_binary_that_runs_and_disassembles() {
    let dir = TempDir::new("compile");
    let src = dir.path("prog.rb");
    std::fs::write(&src, "def sq(x) = x * x\np [1, 2, 3].map { sq(_1) }, __FILE__ == $0\n").unwrap();
    let out = dir.path("prog.crbc");
    let o = corundum(&["--compile", &src, "-o", &out], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read(&out).unwrap().starts_with(b"CRBC"));
    let o = corundum(&[&out], None);
    assert_eq!(stdout(&o), "[1, 4, 9]\nfalse\n");
    let o = corundum(&["--dump=insns", &out], None);
    assert!(stdout(&o).contains("definemethod") && o.status.success());
    // Without -o the binary goes beside the source, FILE.crbc.
    std::fs::remove_file(&out).unwrap();
    let o = corundum(&["--compile", &src], None);
    assert!(o.status.success() && Path::new(&out).exists(), "{}", stderr(&o));
}

#[test]
fn a_broken_binary_is_refused_with_its_reason() {
    let dir = TempDir::new("broken");
    let src = dir.path("p.rb");
    std::fs::write(&src, "p 1\n").unwrap();
    let out = dir.path("p.crbc");
    assert!(corundum(&["--compile", &src, "-o", &out], None).status.success());
    let mut bin = std::fs::read(&out).unwrap();
    bin.truncate(bin.len() - 3);
    std::fs::write(&out, &bin).unwrap();
    let o = corundum(&[&out], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("broken binary format: size is"), "{}", stderr(&o));
    // A syntax error is reported as for running the file.
    std::fs::write(&src, "p(1\n").unwrap();
    let o = corundum(&["--compile", &src, "-o", &out], None);
    assert_eq!(o.status.code(), Some(1));
}
