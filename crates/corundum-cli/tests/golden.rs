//! The golden suite: every `tests/golden/**/NAME.rb` runs under the `corundum` binary and must
//! print exactly `NAME.out` (and `NAME.err`, and exit with `NAME.status`, when those exist).
//!
//! Programs listed in `tests/golden/PENDING` are known not to pass yet: the runner checks that
//! they still fail, so one that starts passing must be taken off the list (a test that "passes"
//! by being skipped would hide regressions and progress alike).
//!
//! Programs under `stdlib/` load an installed CRuby's pure-Ruby libraries; when the binary finds
//! none they are skipped with a printed notice.
//!
//! `golden_gc_stress` runs the same suite with a collection at every allocation and the
//! remembered-set check (`CORUNDUM_GC_VERIFY=1`) before every minor collection. The two suites
//! run at the same time, but never the same program at once (`program_lock`): programs that
//! write a fixed file name in their directory would otherwise trip over each other.
//!
//! Each suite gives the binary a compile cache of its own (`CORUNDUM_CACHE_DIR`, a temporary
//! directory made and removed by the suite), shared by its programs: files that several of
//! them require (CRuby's libraries, helpers) are compiled once and then loaded from the cache,
//! so the cache's hits run the whole suite too.
//!
//! `golden_binary_round_trip` runs it with `CORUNDUM_ISEQ_ROUND_TRIP=1`: every file the binary
//! compiles (the program and what it requires) is written with `to_binary` and read back with
//! `load_from_binary` before it runs, as CRuby's `RUBY_ISEQ_DUMP_DEBUG=to_binary`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/golden")
}

fn helpers(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in walk(dir) {
        if entry.file_name().is_some_and(|n| n == "HELPERS") {
            let text = std::fs::read_to_string(&entry).unwrap_or_default();
            for l in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
                out.push(entry.parent().unwrap().join(l));
            }
        }
    }
    out
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
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn programs() -> Vec<PathBuf> {
    let dir = root();
    let skip = helpers(&dir);
    // GOLDEN_FILTER=substring narrows the run while working on one area.
    let filter = std::env::var("GOLDEN_FILTER").unwrap_or_default();
    walk(&dir)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rb") && !skip.contains(p))
        .filter(|p| p.strip_prefix(&dir).unwrap_or(p).to_string_lossy().contains(&filter))
        .collect()
}

fn pending() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("PENDING")).unwrap_or_default();
    text.lines().map(|l| l.split('#').next().unwrap_or("").trim().to_string()).filter(|l| !l.is_empty()).collect()
}

/// CPU seconds (user + system) a process has used so far, read from /proc (Linux); None where
/// that is not available.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name, which is in parentheses and may contain spaces: utime and
    // stime are fields 14 and 15 of the line, 12th and 13th after the closing parenthesis.
    let rest = &stat[stat.rfind(')')? + 2..];
    let mut f = rest.split(' ');
    let utime: f64 = f.nth(11)?.parse().ok()?;
    let stime: f64 = f.next()?.parse().ok()?;
    // Linux reports these in clock ticks of USER_HZ, 100 per second on every architecture.
    Some((utime + stime) / 100.0)
}

/// Runs a command with a limit on its CPU time (a hung program fails its test instead of hanging
/// the suite). The limit is CPU time, not wall time, so a loaded machine that gives the program
/// a small share of a core does not fail it; a program that hangs without using the CPU (a
/// blocked read) is caught by a wall-clock limit ten times as long.
fn run_with_timeout(mut cmd: Command, cpu_secs: u64) -> Result<std::process::Output, String> {
    use std::io::Read;
    cmd.stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| format!("could not run: {e}"))?;
    let mut so = child.stdout.take().unwrap();
    let mut se = child.stderr.take().unwrap();
    let t1 = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = so.read_to_end(&mut b);
        b
    });
    let t2 = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = se.read_to_end(&mut b);
        b
    });
    let start = std::time::Instant::now();
    let pid = child.id();
    let status = loop {
        if let Some(st) = child.try_wait().map_err(|e| e.to_string())? {
            break st;
        }
        let wall = start.elapsed().as_secs_f64();
        // Without /proc, wall time stands in for CPU time.
        let cpu = cpu_seconds(pid).unwrap_or(wall);
        if cpu >= cpu_secs as f64 || wall >= (cpu_secs * 10) as f64 {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("timed out after {cpu:.0} s of CPU time ({wall:.0} s wall clock)"));
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    Ok(std::process::Output { status, stdout: t1.join().unwrap(), stderr: t2.join().unwrap() })
}

/// The lock a program holds while it runs, shared by both suites.
fn program_lock(prog: &Path) -> Arc<Mutex<()>> {
    static LOCKS: std::sync::OnceLock<Mutex<std::collections::HashMap<PathBuf, Arc<Mutex<()>>>>> = std::sync::OnceLock::new();
    let mut locks = LOCKS.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    locks.entry(prog.to_path_buf()).or_default().clone()
}

/// Runs one program; returns None when it matches, or a description of the mismatch.
/// How the suite runs each program.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Normal,
    /// A collection at every allocation, with the write-barrier check.
    GcStress,
    /// Every compiled file goes through `to_binary` and `load_from_binary` before it runs.
    RoundTrip,
}

fn check(prog: &Path, mode: Mode, cache: &Path) -> Option<String> {
    let lock = program_lock(prog);
    let _running = lock.lock().unwrap_or_else(|e| e.into_inner());
    let dir = prog.parent().unwrap();
    let name = prog.file_name().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_corundum"));
    cmd.arg(name).current_dir(dir).stdin(std::process::Stdio::null());
    cmd.env_remove("CORUNDUM_GC_STRESS").env_remove("CORUNDUM_GC_VERIFY").env_remove("CORUNDUM_ISEQ_ROUND_TRIP");
    cmd.env_remove("CORUNDUM_DISABLE_COMPILE_CACHE").env("CORUNDUM_CACHE_DIR", cache);
    if mode == Mode::RoundTrip {
        cmd.env("CORUNDUM_ISEQ_ROUND_TRIP", "1");
    }
    let stress = mode == Mode::GcStress;
    if stress {
        // A collection at every allocation, each minor one preceded by a check that every old
        // object referencing a young one is remembered (a missed write barrier aborts).
        cmd.env("CORUNDUM_GC_STRESS", "1").env("CORUNDUM_GC_VERIFY", "1");
    }
    let out = match run_with_timeout(cmd, if stress { 120 } else { 20 }) {
        Ok(o) => o,
        Err(e) => return Some(e),
    };
    let expect = |ext: &str| std::fs::read(prog.with_extension(ext)).ok();
    let want_out = expect("out").unwrap_or_default();
    let want_err = expect("err").unwrap_or_default();
    let want_status: i32 = expect("status").map(|s| String::from_utf8_lossy(&s).trim().parse().unwrap_or(-1)).unwrap_or(0);
    let status = out.status.code().unwrap_or(-1);
    let mut problems = Vec::new();
    if out.stdout != want_out {
        problems.push(format!("stdout differs\n--- expected\n{}--- got\n{}", String::from_utf8_lossy(&want_out), String::from_utf8_lossy(&out.stdout)));
    }
    if out.stderr != want_err {
        problems.push(format!("stderr differs\n--- expected\n{}--- got\n{}", String::from_utf8_lossy(&want_err), String::from_utf8_lossy(&out.stderr)));
    }
    if status != want_status {
        problems.push(format!("exit status {status}, expected {want_status}"));
    }
    if problems.is_empty() {
        None
    } else {
        Some(problems.join("\n"))
    }
}

/// Whether the binary found an installed CRuby's library (`vm::cruby_dirs`): the programs
/// under `stdlib/` run CRuby's own Ruby files and are skipped, loudly, without one.
fn cruby_library_found() -> bool {
    let out = Command::new(env!("CARGO_BIN_EXE_corundum"))
        .args(["-e", "print $LOAD_PATH.any? { |d| File.file?(File.join(d, 'optparse.rb')) }"])
        .output();
    out.is_ok_and(|o| o.stdout == b"true")
}

fn run_suite(mode: Mode) {
    let mut progs = programs();
    assert!(!progs.is_empty(), "no golden programs found under {}", root().display());
    if !cruby_library_found() {
        let before = progs.len();
        progs.retain(|p| !p.strip_prefix(root()).unwrap_or(p).starts_with("stdlib"));
        eprintln!(
            "SKIPPED {} golden program(s) under tests/golden/stdlib/: no CRuby library directory found \
             (install CRuby, e.g. ../shared/tools/cruby-master/install, or set CORUNDUM_STDLIB)",
            before - progs.len()
        );
    }
    let pend = pending();
    let base = root();
    let rel = |p: &Path| p.strip_prefix(&base).unwrap().to_string_lossy().into_owned();
    let tag = match mode {
        Mode::Normal => "normal",
        Mode::GcStress => "gc-stress",
        Mode::RoundTrip => "round-trip",
    };
    let cache = Arc::new(std::env::temp_dir().join(format!("corundum-golden-cache-{}-{tag}", std::process::id())));
    let _ = std::fs::remove_dir_all(&*cache);
    let queue = Arc::new(Mutex::new(progs.clone()));
    let results = Arc::new(Mutex::new(Vec::new()));
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).max(2);
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let q = queue.clone();
            let r = results.clone();
            let c = cache.clone();
            std::thread::spawn(move || loop {
                let Some(p) = q.lock().unwrap().pop() else { break };
                let res = check(&p, mode, &c);
                r.lock().unwrap().push((p, res));
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let _ = std::fs::remove_dir_all(&*cache);
    let mut results = results.lock().unwrap().clone();
    results.sort();
    let mut failed = Vec::new();
    let mut promoted = Vec::new();
    let mut passed = 0;
    for (p, res) in &results {
        let r = rel(p);
        let is_pending = pend.contains(&r);
        match (res, is_pending) {
            (None, false) => passed += 1,
            (None, true) => promoted.push(r),
            (Some(_), true) => {}
            (Some(msg), false) => failed.push(format!("=== {r}\n{msg}")),
        }
    }
    let mode = match mode {
        Mode::Normal => "",
        Mode::GcStress => " (GC stress)",
        Mode::RoundTrip => " (binary round trip)",
    };
    eprintln!("golden{mode}: {passed} passed, {} failed, {} pending of {} programs", failed.len(), pend.len(), results.len());
    if std::env::var("GOLDEN_LIST").is_ok() {
        for f in &failed {
            eprintln!("FAIL {}", f.lines().next().unwrap_or("").trim_start_matches("=== "));
        }
    }
    if !failed.is_empty() {
        let shown: Vec<_> = failed.iter().take(40).cloned().collect();
        panic!("{} golden program(s) failed{mode}:\n{}", failed.len(), shown.join("\n"));
    }
    if !promoted.is_empty() {
        panic!("these programs pass now; remove them from tests/golden/PENDING:\n{}", promoted.join("\n"));
    }
}

#[test]
fn golden() {
    run_suite(Mode::Normal);
}

#[test]
fn golden_gc_stress() {
    run_suite(Mode::GcStress);
}

#[test]
fn golden_binary_round_trip() {
    run_suite(Mode::RoundTrip);
}
