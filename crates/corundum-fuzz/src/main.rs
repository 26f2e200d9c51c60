//! `corundum-fuzz`: a program-mutation fuzzer for the `corundum` binary.
//!
//! It reads Ruby programs as seeds (`tests/golden/**/*.rb`, `tests/hostile/**/*.rb`,
//! `tests/fuzz_corpus/**/*.rb`, except those that signal, spawn or delete: `OUTSIDE_WORLD`), makes mutants of them (line deletion, duplication, swaps,
//! splices of lines from other programs, hostile integer and string literals, self-containing
//! structures, swapped method names, `freeze`/`clear`/`pop`/`dup` on receivers, lines wrapped in
//! blocks and `ensure`), runs each under the limits of the hostile-program runner
//! (`crates/corundum-cli/tests/hostile.rs`: 10 s of CPU, 2 GiB of address space, stdin closed,
//! stdout discarded) and keeps every mutant that crashes the VM:
//!
//! - `signal`: killed by a signal (SIGSEGV, SIGBUS, an abort other than a failed allocation);
//! - `panic`: exit status 70, or "internal error"/"panicked" on stderr (a Rust panic);
//! - `memory`: aborted by a failed allocation at the 2 GiB limit;
//! - `timeout`: more than 10 s of CPU. Mutants that are plainly unbounded (`loop`, `while`,
//!   `until`, `redo`, `retry`, `sleep`, a huge integer literal) are not reported; the others are
//!   written to `target/fuzz-findings/timeout/` for a person to judge (a slow program is not a
//!   crash), never straight into the corpus.
//!
//! Crashes are deduplicated by kind and signature (the panic's source location, the signal
//! number), signatures already in the corpus (each saved file's first line records its own) are
//! skipped, and each new one is minimized by a line-deletion reducer (it keeps deleting chunks of
//! lines while the program still crashes with the same signature) and saved as
//! `tests/fuzz_corpus/<kind>/s<seed>_<index>.rb`.
//!
//! Runs are deterministic given `--seed` (mutant `i` is made from its own generator seeded with
//! the seed and `i`). Every `--stress-every`th mutant (default 5) runs with
//! `CORUNDUM_GC_STRESS=1`.
//!
//! Usage (from the repository root, after `cargo build --release`):
//!
//! ```sh
//! nice -n 10 cargo run --release -p corundum-fuzz -- --seed 1 --count 20000
//! ```
//!
//! Options: `--seed N` (1), `--count N` (1000), `--threads N` (2), `--bin PATH`
//! (target/release/corundum), `--stress-every N` (5; 0 for never), `--out DIR`
//! (tests/fuzz_corpus), `--no-reduce`, `--keep-going` (do not stop at the first 100 crashes).

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// CPU seconds a mutant may use (as in the hostile runner).
const CPU_SECS: u64 = 10;
/// Wall-clock seconds a mutant may take.
const WALL_SECS: u64 = 60;
/// Address space a mutant may map, in KiB (2 GiB).
const MEM_KIB: u64 = 2 * 1024 * 1024;
/// Bytes of stderr kept (the start: a panic report follows at most a little output there, and
/// the end, where the CLI's "internal error" line is).
const KEEP: usize = 64 * 1024;

/// SplitMix64: a small, fast, well-distributed generator; all the fuzzer needs.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A number in 0..n (n > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

const HOSTILE_INTS: &[&str] = &[
    "0", "-1", "1", "(2**31)", "(2**32)", "(2**64)", "(-2**63)", "(2**63 - 1)", "(2**62)", "(2**40)", "(-2**64)",
    "(10**40)", "nil", "(1.0/0)", "(-1.0/0)", "(0.0/0)", "(-0.0)", "1e308", "5e-324", "0.1", "(-2**31)", "255",
    "true", ":sym", "\"7\"", "[]", "Object.new",
];

const HOSTILE_STRINGS: &[&str] = &[
    "\"\"",
    "\"\\xff\"",
    "\"\\xff\\xfe\".b",
    "\"%s%n\"",
    "\"%*d\"",
    "\"%-99999999999d\"",
    "\"\\u0000\"",
    "(\"ab\" * 100_000)",
    "\"\\u00e9\".encode(\"UTF-8\")",
    "\"#{}\"",
    "\"\\e[0m\"",
    "'\\\\'",
    "\"9\" * 400",
    "\"-0x1_f\"",
    "\"1e400\"",
    "\" \"",
];

const RECURSIVE: &[&str] = &[
    "(r = []; r << r; r)",
    "(h = {}; h[:k] = h; h)",
    "(h = {}; h[h] = 1; h)",
    "[[[[[[[[1]]]]]]]]",
    "(a = [1, 2]; [a, a, [a]])",
];

const RECEIVER_CALLS: &[&str] = &["freeze", "clear", "pop", "dup", "shift", "reverse!", "compact!", "uniq!", "replace([])", "itself"];

const WRAPS: &[(&str, &str)] = &[
    ("3.times do |_i|", "end"),
    ("[1, 2].each do |_e|", "end"),
    ("begin", "ensure\n  nil\nend"),
    ("begin", "rescue => _e\n  raise\nend"),
    ("begin", "rescue Exception\nend"),
    ("catch(:t) do", "end"),
    ("proc do", "end.call"),
    ("lambda do", "end.()"),
    ("def fz_m; ", "end; fz_m"),
    ("if true", "end"),
    ("1.then do", "end"),
    ("Object.new.instance_eval do", "end"),
];

struct Corpus {
    programs: Vec<(PathBuf, Vec<String>)>,
    lines: Vec<String>,
    methods: Vec<String>,
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "rb") {
            out.push(p);
        }
    }
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_lowercase() || b == b'_'
}
fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The `.name` method names called in a line.
fn method_names(line: &str, out: &mut BTreeSet<String>) {
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'.' && i + 1 < b.len() && is_ident_start(b[i + 1]) {
            let s = i + 1;
            let mut e = s;
            while e < b.len() && is_ident(b[e]) {
                e += 1;
            }
            if e < b.len() && (b[e] == b'?' || b[e] == b'!') {
                e += 1;
            }
            out.insert(line[s..e].to_string());
            i = e;
        } else {
            i += 1;
        }
    }
}

/// Text that marks a program as acting outside its own process (see `load_corpus`).
const OUTSIDE_WORLD: &[&str] = &[
    "kill", "spawn", "system", "exec", "fork", "popen", "`", "%x", "trap", "Signal", "Process",
    "File.delete", "File.unlink", "rm_", "rmdir", "File.rename", "chmod", "symlink", "mkfifo",
];

fn load_corpus(root: &Path) -> Corpus {
    let mut files = Vec::new();
    for d in ["tests/golden", "tests/hostile", "tests/fuzz_corpus"] {
        walk(&root.join(d), &mut files);
    }
    let mut programs = Vec::new();
    let mut lines = Vec::new();
    let mut methods = BTreeSet::new();
    for f in files {
        let Ok(bytes) = std::fs::read(&f) else { continue };
        // Very large seeds (generated programs) slow every mutant down; skip them.
        if bytes.len() > 64 * 1024 {
            continue;
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        // Programs that reach outside the process (signals, subprocesses, deleting files) are
        // no seeds: a mutated `Process.kill(:TERM, pid)` could hit pid 0 (the fuzzer's own
        // process group) or -1 (every process of the user), a mutated command line anything.
        if OUTSIDE_WORLD.iter().any(|t| text.contains(t)) {
            continue;
        }
        let ls: Vec<String> = text.lines().map(str::to_string).collect();
        for l in &ls {
            method_names(l, &mut methods);
            if !l.trim().is_empty() && !l.trim_start().starts_with('#') {
                lines.push(l.clone());
            }
        }
        programs.push((f, ls));
    }
    Corpus { programs, lines, methods: methods.into_iter().collect() }
}

/// Byte ranges of integer literals in a line (digits not part of a name or a float's fraction).
fn int_literals(line: &str) -> Vec<(usize, usize)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() && (i == 0 || !(is_ident(b[i - 1]) || b[i - 1] == b'.')) {
            let s = i;
            while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'_') {
                i += 1;
            }
            if !(i < b.len() && (is_ident(b[i]) || b[i] == b'.')) {
                out.push((s, i));
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Byte ranges of simple double-quoted string literals in a line.
fn string_literals(line: &str) -> Vec<(usize, usize)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'"' {
            let s = i;
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            if i < b.len() {
                out.push((s, i + 1));
            }
            i += 1;
        } else {
            i += 1;
        }
    }
    out
}

/// Byte ranges of `.name` calls (the name only) and of `name.` receivers in a line.
fn calls_and_receivers(line: &str) -> (Vec<(usize, usize)>, Vec<(usize, usize)>) {
    let b = line.as_bytes();
    let mut calls = Vec::new();
    let mut recvs = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if is_ident_start(b[i]) && (i == 0 || !(is_ident(b[i - 1]) || b[i - 1] == b'@' || b[i - 1] == b':')) {
            let s = i;
            while i < b.len() && is_ident(b[i]) {
                i += 1;
            }
            let after_dot = s > 0 && b[s - 1] == b'.';
            if after_dot {
                calls.push((s, i));
            } else if i < b.len() && b[i] == b'.' && i + 1 < b.len() && is_ident_start(b[i + 1]) {
                recvs.push((s, i));
            }
        } else {
            i += 1;
        }
    }
    (calls, recvs)
}

/// Replaces one literal (or name) of `line` chosen by `finder` with `with(rng)`; false if none.
fn replace_in_line(lines: &mut [String], rng: &mut Rng, finder: fn(&str) -> Vec<(usize, usize)>, with: &str) -> bool {
    let candidates: Vec<(usize, (usize, usize))> =
        lines.iter().enumerate().flat_map(|(n, l)| finder(l).into_iter().map(move |r| (n, r))).collect();
    if candidates.is_empty() {
        return false;
    }
    let (n, (s, e)) = *rng.pick(&candidates);
    let l = &lines[n];
    lines[n] = format!("{}{}{}", &l[..s], with, &l[e..]);
    true
}

fn mutate(src: &[String], corpus: &Corpus, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = src.to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let n = lines.len();
        match rng.below(13) {
            0 if n > 0 => {
                lines.remove(rng.below(n));
            }
            1 if n > 0 => {
                let i = rng.below(n);
                let l = lines[i].clone();
                lines.insert(i, l);
            }
            2 if n > 1 => {
                let (a, b) = (rng.below(n), rng.below(n));
                lines.swap(a, b);
            }
            3 => {
                let l = rng.pick(&corpus.lines).clone();
                lines.insert(rng.below(n + 1), l);
            }
            4 => {
                // A run of lines from another program.
                let (_, other) = rng.pick(&corpus.programs);
                if !other.is_empty() {
                    let s = rng.below(other.len());
                    let e = (s + 1 + rng.below(6)).min(other.len());
                    let at = rng.below(n + 1);
                    for (k, l) in other[s..e].iter().enumerate() {
                        lines.insert(at + k, l.clone());
                    }
                }
            }
            5 | 6 => {
                let v = *rng.pick(HOSTILE_INTS);
                replace_in_line(&mut lines, rng, int_literals, v);
            }
            7 => {
                let v = *rng.pick(HOSTILE_STRINGS);
                replace_in_line(&mut lines, rng, string_literals, v);
            }
            8 => {
                let v = *rng.pick(RECURSIVE);
                if !replace_in_line(&mut lines, rng, int_literals, v) {
                    replace_in_line(&mut lines, rng, string_literals, v);
                }
            }
            9 => {
                let m = rng.pick(&corpus.methods).clone();
                replace_in_line(&mut lines, rng, |l| calls_and_receivers(l).0, &m);
            }
            10 => {
                // `x.freeze.meth` in place, or a statement `x.clear` on the next line.
                let candidates: Vec<(usize, (usize, usize))> = lines
                    .iter()
                    .enumerate()
                    .flat_map(|(k, l)| calls_and_receivers(l).1.into_iter().map(move |r| (k, r)))
                    .collect();
                if !candidates.is_empty() {
                    let (k, (s, e)) = *rng.pick(&candidates);
                    let name = lines[k][s..e].to_string();
                    let call = *rng.pick(RECEIVER_CALLS);
                    if rng.below(2) == 0 {
                        let l = &lines[k];
                        lines[k] = format!("{}.{}{}", &l[..e], call, &l[e..]);
                    } else {
                        let at = (k + 1 + rng.below(3)).min(lines.len());
                        lines.insert(at, format!("{name}.{call}"));
                    }
                }
            }
            11 if n > 0 => {
                let (open, close) = *rng.pick(WRAPS);
                let s = rng.below(n);
                let e = (s + 1 + rng.below(4)).min(n);
                lines.insert(e, close.to_string());
                lines.insert(s, open.to_string());
            }
            12 if n > 0 => {
                // Nest a line deeply.
                let i = rng.below(n);
                let depth = 1 + rng.below(200);
                let (open, close) = *rng.pick(&[("[", "]"), ("(", ")"), ("begin;", ";end"), ("->{", "}.()")]);
                lines[i] = format!("{}{}{}", open.repeat(depth), lines[i], close.repeat(depth));
            }
            _ => {}
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Crash {
    kind: &'static str,
    signature: String,
}

/// How a run ended: None for a normal end (any exit status but 70), Some for a crash.
fn classify(status: std::process::ExitStatus, err: &str, timed_out: bool) -> Option<Crash> {
    use std::os::unix::process::ExitStatusExt;
    if timed_out {
        return Some(Crash { kind: "timeout", signature: "cpu".into() });
    }
    if let Some(sig) = status.signal() {
        if sig == 6 && err.contains("memory allocation of") {
            let at = first_vm_frame(err).unwrap_or_else(|| "allocation failed".into());
            return Some(Crash { kind: "memory", signature: at });
        }
        if sig == 24 {
            return Some(Crash { kind: "timeout", signature: "cpu".into() });
        }
        // A Rust panic while panicking, or in a destructor, aborts: keep its location.
        let at = panic_location(err).or_else(|| first_vm_frame(err)).unwrap_or_default();
        return Some(Crash { kind: "signal", signature: format!("signal {sig} {at}").trim().to_string() });
    }
    let code = status.code().unwrap_or(-1);
    if code == 70 || err.contains("internal error") || err.contains("panicked") {
        let at = panic_location(err).unwrap_or_else(|| format!("exit {code}"));
        return Some(Crash { kind: "panic", signature: at });
    }
    None
}

/// The innermost `corundum_vm::` function of the backtrace on stderr (RUST_BACKTRACE=1), with
/// closures and generic arguments dropped: where a failed allocation or an abort came from.
fn first_vm_frame(err: &str) -> Option<String> {
    // Helpers every growing container goes through say nothing about the caller: skip them.
    const GENERIC: &[&str] = &["apush", "Out::push", "vm::alloc", "strbuf", "object::"];
    err.lines()
        .filter_map(|l| l.split(": corundum_vm::").nth(1))
        .map(|n| n.trim().split("::{{closure}}").next().unwrap_or("").split('<').next().unwrap_or("").to_string())
        .find(|n| !n.is_empty() && !GENERIC.iter().any(|g| n.contains(g)))
        .map(|n| format!("corundum_vm::{n}"))
}

/// `file:line` of the first "panicked at file:line:col:" in stderr.
fn panic_location(err: &str) -> Option<String> {
    let i = err.find("panicked at ")?;
    let rest = &err[i + "panicked at ".len()..];
    let loc = rest.split(|c: char| c.is_whitespace()).next()?.trim_end_matches(':');
    // Drop the column: the same check reached through another path is the same bug.
    let mut parts: Vec<&str> = loc.rsplitn(2, ':').collect();
    if parts.len() == 2 && parts[0].chars().all(|c| c.is_ascii_digit()) {
        parts.remove(0);
    }
    Some(parts.join(":"))
}

fn drain(mut r: impl Read) -> String {
    let mut head = Vec::new();
    let mut tail: std::collections::VecDeque<u8> = std::collections::VecDeque::new();
    let mut buf = [0u8; 8192];
    while let Ok(n) = r.read(&mut buf) {
        if n == 0 {
            break;
        }
        for &b in &buf[..n] {
            if head.len() < KEEP {
                head.push(b);
            } else {
                if tail.len() == KEEP {
                    tail.pop_front();
                }
                tail.push_back(b);
            }
        }
    }
    head.extend(tail);
    String::from_utf8_lossy(&head).into_owned()
}

fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let mut f = rest.split(' ');
    let utime: f64 = f.nth(11)?.parse().ok()?;
    let stime: f64 = f.next()?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// Runs `text` as `dir/m.rb` under the limits; returns the crash, if any.
fn run(bin: &Path, dir: &Path, text: &str, stress: bool, cpu_secs: u64) -> Option<Crash> {
    let file = dir.join("m.rb");
    std::fs::write(&file, text).ok()?;
    let script = format!("ulimit -v {MEM_KIB}; ulimit -t {}; exec \"$0\" \"$@\"", cpu_secs + 2);
    let mut cmd = Command::new("sh");
    cmd.arg("-c").arg(script).arg(bin).arg("m.rb");
    cmd.current_dir(dir).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
    cmd.env_remove("CORUNDUM_GC_STRESS").env_remove("CORUNDUM_GC_VERIFY");
    // A backtrace names where a failed allocation came from (the crash's signature).
    cmd.env("RUST_BACKTRACE", "1");
    if stress {
        cmd.env("CORUNDUM_GC_STRESS", "1");
    }
    let mut child = cmd.spawn().ok()?;
    let se = child.stderr.take()?;
    let reader = std::thread::spawn(move || drain(se));
    let start = std::time::Instant::now();
    let pid = child.id();
    loop {
        if let Ok(Some(st)) = child.try_wait() {
            let err = reader.join().unwrap_or_default();
            return classify(st, &err, false);
        }
        let wall = start.elapsed().as_secs_f64();
        let cpu = cpu_seconds(pid).unwrap_or(0.0);
        if cpu >= cpu_secs as f64 || wall >= WALL_SECS as f64 {
            let _ = child.kill();
            let st = child.wait().ok()?;
            let err = reader.join().unwrap_or_default();
            return classify(st, &err, true);
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// A timeout in a program that is plainly unbounded or huge by construction is not a finding.
fn obviously_long(text: &str) -> bool {
    ["loop", "while", "until", "redo", "retry", "sleep", "2**40", "2**62", "2**63", "2**64", "10**40", "1e308", "1.0/0", "2**31", "2**32", "100_000"]
        .iter()
        .any(|w| text.contains(w))
}

/// Line-deletion reduction: removes chunks of lines, halving the chunk size, while the program
/// still crashes the same way. Bounded by `budget` runs.
fn reduce(bin: &Path, dir: &Path, text: &str, stress: bool, want: &Crash, cpu_secs: u64, mut budget: usize) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    let mut chunk = lines.len().div_ceil(2).max(1);
    loop {
        let mut i = 0;
        while i < lines.len() && budget > 0 {
            let end = (i + chunk).min(lines.len());
            let candidate: Vec<&str> = lines[..i].iter().chain(&lines[end..]).copied().collect();
            budget -= 1;
            let mut t = candidate.join("\n");
            t.push('\n');
            if run(bin, dir, &t, stress, cpu_secs).as_ref() == Some(want) {
                lines = candidate;
            } else {
                i += chunk;
            }
        }
        if chunk == 1 || budget == 0 {
            break;
        }
        chunk = chunk.div_ceil(2);
    }
    let mut t = lines.join("\n");
    t.push('\n');
    t
}

/// Signatures recorded on the first line of the corpus files (`# fuzz: kind=K sig=S`).
fn known_signatures(out: &Path) -> BTreeSet<(String, String)> {
    let mut files = Vec::new();
    walk(out, &mut files);
    let mut set = BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        if let Some(rest) = text.lines().next().and_then(|l| l.strip_prefix("# fuzz: kind=")) {
            if let Some((k, s)) = rest.split_once(" sig=") {
                set.insert((k.to_string(), s.to_string()));
            }
        }
    }
    set
}

struct Args {
    seed: u64,
    count: usize,
    threads: usize,
    bin: PathBuf,
    stress_every: usize,
    out: PathBuf,
    reduce: bool,
}

fn parse_args(root: &Path) -> Result<Args, String> {
    let mut a = Args {
        seed: 1,
        count: 1000,
        threads: 2,
        bin: root.join("target/release/corundum"),
        stress_every: 5,
        out: root.join("tests/fuzz_corpus"),
        reduce: true,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut val = || it.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--seed" => a.seed = val()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--count" => a.count = val()?.parse().map_err(|e| format!("--count: {e}"))?,
            "--threads" => a.threads = val()?.parse::<usize>().map_err(|e| format!("--threads: {e}"))?.max(1),
            "--bin" => a.bin = PathBuf::from(val()?),
            "--stress-every" => a.stress_every = val()?.parse().map_err(|e| format!("--stress-every: {e}"))?,
            "--out" => a.out = PathBuf::from(val()?),
            "--no-reduce" => a.reduce = false,
            "-h" | "--help" => return Err("usage: corundum-fuzz [--seed N] [--count N] [--threads N] [--bin PATH] [--stress-every N] [--out DIR] [--no-reduce]".into()),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(a)
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repository root");
    let args = match parse_args(&root) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    if !args.bin.is_file() {
        eprintln!("no corundum binary at {} (cargo build --release, or --bin PATH)", args.bin.display());
        std::process::exit(2);
    }
    let corpus = Arc::new(load_corpus(&root));
    eprintln!(
        "corundum-fuzz: seed {}, {} mutants of {} seed programs, {} thread(s), binary {}",
        args.seed,
        args.count,
        corpus.programs.len(),
        args.threads,
        args.bin.display()
    );
    let work = std::env::temp_dir().join(format!("corundum-fuzz-{}-{}", std::process::id(), args.seed));
    let next = Arc::new(AtomicUsize::new(0));
    let findings: Arc<Mutex<Vec<(usize, bool, String, Crash)>>> = Arc::new(Mutex::new(Vec::new()));
    let counts: Arc<Mutex<BTreeMap<String, usize>>> = Arc::new(Mutex::new(BTreeMap::new()));
    let started = std::time::Instant::now();
    let handles: Vec<_> = (0..args.threads)
        .map(|t| {
            let (corpus, next, findings, counts) = (corpus.clone(), next.clone(), findings.clone(), counts.clone());
            let dir = work.join(format!("t{t}"));
            std::fs::create_dir_all(&dir).expect("work directory");
            let (bin, seed, count, every) = (args.bin.clone(), args.seed, args.count, args.stress_every);
            std::thread::spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= count {
                    break;
                }
                let mut rng = Rng::new(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                let (_, src) = rng.pick(&corpus.programs);
                let text = mutate(src, &corpus, &mut rng);
                let stress = every > 0 && i % every == 0;
                let res = run(&bin, &dir, &text, stress, CPU_SECS);
                let key = match &res {
                    None => "ok".to_string(),
                    Some(c) if c.kind == "timeout" && obviously_long(&text) => "timeout (unbounded, ignored)".to_string(),
                    Some(c) => {
                        eprintln!("[{i}] {} {}{}", c.kind, c.signature, if stress { " (GC stress)" } else { "" });
                        findings.lock().unwrap().push((i, stress, text.clone(), c.clone()));
                        c.kind.to_string()
                    }
                };
                let mut cs = counts.lock().unwrap();
                *cs.entry(key).or_default() += 1;
                if stress {
                    *cs.entry("run under GC stress".into()).or_default() += 1;
                }
                let done: usize = i + 1;
                if done % 500 == 0 {
                    eprintln!("  {done} mutants, {:.0} s", started.elapsed().as_secs_f64());
                }
            })
        })
        .collect();
    for h in handles {
        let _ = h.join();
    }
    let mut findings = findings.lock().unwrap().clone();
    findings.sort_by_key(|f| f.0);
    // One program per new (kind, signature), the earliest mutant of each, in index order.
    let mut known = known_signatures(&args.out);
    let mut to_save = Vec::new();
    let mut timeouts = 0;
    for f in findings {
        // Timeouts have no signature to tell them apart: keep the first few for a person.
        if f.3.kind == "timeout" {
            timeouts += 1;
            if timeouts <= 10 {
                to_save.push(f);
            }
            continue;
        }
        let key = (f.3.kind.to_string(), f.3.signature.clone());
        if known.insert(key) {
            to_save.push(f);
        }
    }
    let dir = work.join("reduce");
    std::fs::create_dir_all(&dir).expect("work directory");
    for (i, stress, text, crash) in &to_save {
        let (target, cpu, budget) = if crash.kind == "timeout" {
            (root.join("target/fuzz-findings/timeout"), 4, 40)
        } else {
            (args.out.join(crash.kind), CPU_SECS, 400)
        };
        let small = if args.reduce {
            let cut = reduce(&args.bin, &dir, text, *stress, crash, cpu, budget);
            // A reduction that lost the crash (a flaky one) keeps the original.
            if run(&args.bin, &dir, &cut, *stress, cpu).as_ref() == Some(crash) {
                cut
            } else {
                text.clone()
            }
        } else {
            text.clone()
        };
        std::fs::create_dir_all(&target).expect("output directory");
        let path = target.join(format!("s{}_{}.rb", args.seed, i));
        let header = format!(
            "# fuzz: kind={} sig={}\n# corundum-fuzz --seed {} mutant {}{}\n",
            crash.kind,
            crash.signature,
            args.seed,
            i,
            if *stress { " (CORUNDUM_GC_STRESS=1)" } else { "" }
        );
        std::fs::write(&path, format!("{header}{small}")).expect("write finding");
        eprintln!("saved {} ({} lines)", path.display(), small.lines().count());
    }
    let _ = std::fs::remove_dir_all(&work);
    let counts = counts.lock().unwrap();
    eprintln!("done: {} mutants in {:.0} s", args.count, started.elapsed().as_secs_f64());
    for (k, v) in counts.iter() {
        eprintln!("  {k}: {v}");
    }
    eprintln!("  new distinct crashes saved: {}", to_save.len());
}
