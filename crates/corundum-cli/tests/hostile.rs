//! The hostile-program runner: every `tests/hostile/**/*.rb` and every `tests/fuzz_corpus/**/*.rb`
//! runs under the `corundum` binary with resource limits, and must end the way a Ruby program
//! ends: exit status 0, or 1 for an uncaught Ruby exception (any other non-zero status with a
//! clear message is accepted too). What fails a program is a crash of the VM itself:
//!
//! - death by a signal (SIGSEGV, SIGABRT from a failed allocation, SIGKILL/SIGXCPU at a limit);
//! - exit status 70 (the CLI's "internal error" for a Rust panic), or "internal error" or
//!   "panicked" on stderr;
//! - more than `CPU_SECS` of CPU time (read from /proc, as `golden.rs` does, with `ulimit -t` as
//!   a backstop) or `WALL_SECS` on the wall clock;
//! - more than `MEM_KIB` of address space (`ulimit -v`: an allocation past it fails, which Rust
//!   reports by aborting, SIGABRT).
//!
//! The limits are set by running the binary through `sh -c 'ulimit ...; exec "$0" "$@"'`, so no
//! `unsafe` (pre_exec) is needed. Each program runs with its own directory as the working
//! directory, the bare file name as argument and stdin closed; stdout is discarded.
//!
//! Programs listed in a directory's `NO_GC_STRESS` file are left out of its GC-stress run.
//! Programs listed in `tests/hostile/PENDING` or `tests/fuzz_corpus/PENDING` (a path below that
//! directory per line, `#` comments) are known to crash still: the runner checks that they still
//! fail, so one that stops crashing must be taken off the list, like `tests/golden/PENDING`.
//!
//! `hostile_fuzz_corpus_gc_stress` runs the fuzz corpus again with `CORUNDUM_GC_STRESS=1`.
//! `hostile_programs_end_on_sigterm` runs every program again and sends it SIGTERM (kill(1))
//! once it has used a little CPU time (from 20 to 200 ms, spread by the program's path so the
//! signal comes at different points of start-up and work); the program must then end within the
//! same limits, by the signal or as a Ruby program ends (one that finishes first passes too): a
//! program that only SIGKILL would end fails (issue 26).
//! `HOSTILE_FILTER=substring` narrows a run to the paths containing it.
//!
//! The same limits are used by the fuzzer (`crates/corundum-fuzz`), which fills the corpus.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

/// CPU seconds a program may use (the fuzzer uses the same).
const CPU_SECS: u64 = 10;
/// Wall-clock seconds a program may take on a busy machine (one blocked without using the CPU).
const WALL_SECS: u64 = 60;
/// Address space a program may map, in KiB (2 GiB).
const MEM_KIB: u64 = 2 * 1024 * 1024;
/// Bytes of stderr kept from each end of the stream (a program may print without bound).
const KEEP: usize = 256 * 1024;

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests")
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "rb") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The paths listed in `dir/name` (one per line, `#` starts a comment).
fn listed(dir: &Path, name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
    text.lines().map(|l| l.split('#').next().unwrap_or("").trim().to_string()).filter(|l| !l.is_empty()).collect()
}

fn pending(dir: &Path) -> Vec<String> {
    listed(dir, "PENDING")
}

/// CPU seconds (user + system) a process has used so far, from /proc (Linux; USER_HZ is 100).
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let mut f = rest.split(' ');
    let utime: f64 = f.nth(11)?.parse().ok()?;
    let stime: f64 = f.next()?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// Reads a stream to its end, keeping its first and last `KEEP` bytes.
fn drain(mut r: impl Read) -> Vec<u8> {
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
    head
}

/// CPU seconds after which `hostile_programs_end_on_sigterm` sends SIGTERM to `rel`'s program:
/// 20 to 200 ms, fixed per path.
fn term_after(rel: &str) -> f64 {
    let h = rel.bytes().fold(0u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)));
    0.02 * f64::from(1 + h % 10)
}

/// Runs one program under the limits (with `term`, sending it SIGTERM after that much CPU
/// time); None when it ended like a Ruby program, or why not.
fn check(prog: &Path, stress: bool, term: Option<f64>) -> Option<String> {
    let dir = prog.parent().unwrap();
    let name = prog.file_name().unwrap();
    let script = format!("ulimit -v {MEM_KIB}; ulimit -t {}; exec \"$0\" \"$@\"", CPU_SECS + 2);
    let mut cmd = Command::new("sh");
    cmd.arg("-c").arg(script).arg(env!("CARGO_BIN_EXE_corundum")).arg(name);
    cmd.current_dir(dir).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
    cmd.env_remove("CORUNDUM_GC_STRESS").env_remove("CORUNDUM_GC_VERIFY");
    // No compile cache: the tests leave nothing behind in the user's cache directory.
    cmd.env("CORUNDUM_DISABLE_COMPILE_CACHE", "1");
    if stress {
        cmd.env("CORUNDUM_GC_STRESS", "1");
    }
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => return Some(format!("could not run: {e}")),
    };
    let se = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || drain(se));
    let start = std::time::Instant::now();
    let pid = child.id();
    let mut termed = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break st,
            Ok(None) => {}
            Err(e) => return Some(format!("wait failed: {e}")),
        }
        let wall = start.elapsed().as_secs_f64();
        let cpu = cpu_seconds(pid).unwrap_or(0.0);
        if cpu >= CPU_SECS as f64 || wall >= WALL_SECS as f64 {
            let _ = child.kill();
            let _ = child.wait();
            let after = if termed { " after SIGTERM" } else { "" };
            return Some(format!("timed out{after} after {cpu:.1} s of CPU time ({wall:.0} s wall clock)"));
        }
        if let Some(t) = term.filter(|&t| !termed && cpu >= t) {
            termed = true;
            // The pid is corundum's own (the shell exec'd it), or the shell's just before: a
            // shell that dies by the signal ends the run as well.
            if let Err(e) = Command::new("kill").arg("-TERM").arg(pid.to_string()).status() {
                return Some(format!("could not send SIGTERM after {t:.2} s: {e}"));
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let err = reader.join().unwrap_or_default();
    let err = String::from_utf8_lossy(&err);
    let tail: String = {
        let lines: Vec<&str> = err.lines().collect();
        lines[lines.len().saturating_sub(6)..].join("\n")
    };
    use std::os::unix::process::ExitStatusExt;
    if status.signal() == Some(15) && termed {
        return None;
    }
    if let Some(sig) = status.signal() {
        let what = match sig {
            6 if err.contains("memory allocation of") => "aborted by a failed allocation (memory limit)",
            24 => "killed at the CPU-time limit (SIGXCPU)",
            _ => "killed by a signal",
        };
        return Some(format!("{what}: signal {sig}\n{tail}"));
    }
    let code = status.code().unwrap_or(-1);
    if code == 70 || err.contains("internal error") || err.contains("panicked") {
        return Some(format!("internal error (exit status {code})\n{tail}"));
    }
    None
}

/// Runs every program of `dirs` (each with its PENDING list) on parallel threads and fails
/// listing the ones that crashed, and the pending ones that no longer do.
fn run_suite(dirs: &[&str], stress: bool, term: bool) {
    let filter = std::env::var("HOSTILE_FILTER").unwrap_or_default();
    let base = tests_dir();
    let mut progs = Vec::new();
    let mut pend = Vec::new();
    for d in dirs {
        let dir = base.join(d);
        for p in pending(&dir) {
            pend.push(format!("{d}/{p}"));
        }
        // Programs slow by construction under GC stress (a collection at every allocation over a
        // 10,000-frame stack) run only normally; `NO_GC_STRESS` says why for each.
        let unstressed: Vec<String> = if stress { listed(&dir, "NO_GC_STRESS").into_iter().map(|p| format!("{d}/{p}")).collect() } else { Vec::new() };
        for p in walk(&dir) {
            let rel = p.strip_prefix(&base).unwrap().to_string_lossy().into_owned();
            if rel.contains(&filter) && !unstressed.contains(&rel) {
                progs.push((rel, p));
            }
        }
    }
    let started = std::time::Instant::now();
    let queue = Arc::new(Mutex::new(progs.clone()));
    let results = Arc::new(Mutex::new(Vec::new()));
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).max(2);
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let q = queue.clone();
            let r = results.clone();
            std::thread::spawn(move || loop {
                let Some((rel, p)) = q.lock().unwrap().pop() else { break };
                let res = check(&p, stress, term.then(|| term_after(&rel)));
                r.lock().unwrap().push((rel, res));
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let mut results = results.lock().unwrap().clone();
    results.sort();
    let mut failed = Vec::new();
    let mut promoted = Vec::new();
    let mut passed = 0;
    for (rel, res) in &results {
        match (res, pend.contains(rel)) {
            (None, false) => passed += 1,
            // The normal run decides whether a pending program still fails: one that fails only
            // without GC stress (where the heap grows larger between collections) stays pending.
            (None, true) if stress || term => passed += 1,
            (None, true) => promoted.push(rel.clone()),
            (Some(_), true) => {}
            (Some(msg), false) => failed.push(format!("=== {rel}\n{msg}")),
        }
    }
    let mode = match (stress, term) {
        (true, _) => " (GC stress)",
        (false, true) => " (SIGTERM)",
        (false, false) => "",
    };
    eprintln!(
        "hostile{mode} {dirs:?}: {passed} passed, {} crashed, {} pending of {} programs in {:.1} s",
        failed.len(),
        pend.len(),
        results.len(),
        started.elapsed().as_secs_f64()
    );
    if !failed.is_empty() {
        panic!("{} program(s) crashed the VM{mode}:\n{}", failed.len(), failed.join("\n"));
    }
    if !promoted.is_empty() {
        panic!("these programs no longer crash; remove them from their PENDING list:\n{}", promoted.join("\n"));
    }
}

#[test]
fn hostile_programs() {
    run_suite(&["hostile", "fuzz_corpus"], false, false);
}

#[test]
fn hostile_programs_end_on_sigterm() {
    run_suite(&["hostile", "fuzz_corpus"], false, true);
}

#[test]
fn hostile_fuzz_corpus_gc_stress() {
    run_suite(&["fuzz_corpus"], true, false);
}
