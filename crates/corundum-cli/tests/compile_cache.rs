//! The compile cache of `require`/`require_relative`/`load` (`vm::compile_cache`), through the
//! binary: each test makes its own source and cache directories (removed at the end, pass or
//! fail), runs `corundum --stats` and reads the cache's counters from stderr.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A temporary directory, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let p = std::env::temp_dir().join(format!("corundum-cache-test-{}-{name}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        // A read-only directory left by a test must become writable to be removed.
        let _ = Command::new("chmod").arg("-R").arg("u+w").arg(&self.0).status();
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A program directory with `main.rb` requiring `lib.rb`, and a cache directory beside it.
struct Setup {
    root: TempDir,
}

impl Setup {
    fn new(name: &str, lib: &str) -> Setup {
        let root = TempDir::new(name);
        std::fs::create_dir_all(root.path().join("src")).unwrap();
        std::fs::write(root.path().join("src/main.rb"), "require_relative 'lib'\nputs LibThing.run\n").unwrap();
        std::fs::write(root.path().join("src/lib.rb"), lib).unwrap();
        Setup { root }
    }
    fn src(&self) -> PathBuf {
        self.root.path().join("src")
    }
    fn cache(&self) -> PathBuf {
        self.root.path().join("cache")
    }
    fn run_with(&self, cache: &Path, args: &[&str]) -> Output {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_corundum"));
        cmd.args(args).current_dir(self.src());
        cmd.env_remove("CORUNDUM_GC_STRESS").env_remove("CORUNDUM_DISABLE_COMPILE_CACHE").env_remove("CORUNDUM_ISEQ_ROUND_TRIP");
        cmd.env("CORUNDUM_CACHE_DIR", cache);
        cmd.output().expect("run corundum")
    }
    fn run(&self) -> Output {
        self.run_with(&self.cache(), &["--stats", "main.rb"])
    }
    /// The cache's entries (temporary files included, which should never be left).
    fn entries(&self) -> Vec<PathBuf> {
        let Ok(rd) = std::fs::read_dir(self.cache()) else { return Vec::new() };
        let mut v: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
        v.sort();
        v
    }
    fn entry(&self) -> PathBuf {
        let e = self.entries();
        assert_eq!(e.len(), 1, "one entry expected: {e:?}");
        assert!(e[0].extension().is_some_and(|x| x == "crbc"), "{e:?}");
        e[0].clone()
    }
}

const LIB: &str = "module LibThing\n  def self.run = [1, 2, 3].map { |x| x * 2 }.sum.to_s + ' ' + 'lib'.upcase\nend\n";

/// (hits, misses, rejected) from `--stats` output.
fn counts(o: &Output) -> (u64, u64, u64) {
    let err = String::from_utf8_lossy(&o.stderr);
    let get = |name: &str| -> u64 {
        let line = err.lines().find(|l| l.trim_start().starts_with(name)).unwrap_or_else(|| panic!("no {name} in:\n{err}"));
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    };
    (get("compile_cache_hit:"), get("compile_cache_miss:"), get("compile_cache_rejected:"))
}

fn out(o: &Output) -> String {
    assert!(o.status.success(), "failed: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// stderr without the `--stats` report.
fn err_text(o: &Output) -> String {
    let e = String::from_utf8_lossy(&o.stderr);
    e.split("corundum stats:").next().unwrap_or("").to_string()
}

#[test]
fn miss_then_hit() {
    let s = Setup::new("hit", LIB);
    let o = s.run();
    assert_eq!(out(&o), "12 LIB\n");
    assert_eq!(counts(&o), (0, 1, 0));
    let entry = s.entry();
    let o = s.run();
    assert_eq!(out(&o), "12 LIB\n");
    assert_eq!(counts(&o), (1, 0, 0));
    assert_eq!(s.entry(), entry);
}

#[test]
fn main_script_and_e_are_not_cached() {
    let s = Setup::new("main", LIB);
    let o = s.run_with(&s.cache(), &["--stats", "-e", "puts 1"]);
    assert_eq!(out(&o), "1\n");
    assert_eq!(counts(&o), (0, 0, 0));
    std::fs::write(s.src().join("alone.rb"), "puts 2\n").unwrap();
    let o = s.run_with(&s.cache(), &["--stats", "alone.rb"]);
    assert_eq!(out(&o), "2\n");
    assert_eq!(counts(&o), (0, 0, 0));
    assert!(s.entries().is_empty());
}

#[test]
fn stale_entries_are_replaced() {
    let s = Setup::new("stale", LIB);
    assert_eq!(out(&s.run()), "12 LIB\n");
    let first = std::fs::read(s.entry()).unwrap();
    // New code of another size.
    std::fs::write(s.src().join("lib.rb"), LIB.replace("x * 2", "x * 20")).unwrap();
    let o = s.run();
    assert_eq!(out(&o), "120 LIB\n");
    assert_eq!(counts(&o), (0, 0, 1));
    let o = s.run();
    assert_eq!(out(&o), "120 LIB\n");
    assert_eq!(counts(&o), (1, 0, 0));
    // Only the mtime changes (touch): rejected, same output, entry rewritten.
    let lib = s.src().join("lib.rb");
    let before = std::fs::read(s.entry()).unwrap();
    let f = std::fs::File::options().write(true).open(&lib).unwrap();
    f.set_modified(std::time::SystemTime::now() + std::time::Duration::from_secs(7)).unwrap();
    drop(f);
    let o = s.run();
    assert_eq!(out(&o), "120 LIB\n");
    assert_eq!(counts(&o), (0, 0, 1));
    assert_ne!(std::fs::read(s.entry()).unwrap(), before);
    assert_ne!(first, before);
    // New code of the same size with the old mtime (a rewrite within one clock tick): the
    // content hash tells.
    let mtime = std::fs::metadata(&lib).unwrap().modified().unwrap();
    std::fs::write(&lib, LIB.replace("x * 2", "x * 3")).unwrap();
    let f = std::fs::File::options().write(true).open(&lib).unwrap();
    f.set_modified(mtime).unwrap();
    drop(f);
    let o = s.run();
    assert_eq!(out(&o), "18 LIB\n");
    assert_eq!(counts(&o), (0, 0, 1));
    assert_eq!(counts(&s.run()), (1, 0, 0));
}

#[test]
fn corrupted_entries_are_rejected() {
    let s = Setup::new("corrupt", LIB);
    assert_eq!(out(&s.run()), "12 LIB\n");
    let entry = s.entry();
    let good = std::fs::read(&entry).unwrap();
    // Bytes flipped all over the entry (header, object table, code, key, checksum).
    let step = (good.len() / 23).max(1);
    for i in (0..good.len()).step_by(step).chain([good.len() - 1]) {
        let mut bad = good.clone();
        bad[i] ^= 0x5a;
        std::fs::write(&entry, &bad).unwrap();
        let o = s.run();
        assert_eq!(out(&o), "12 LIB\n", "byte {i} flipped");
        assert_eq!(counts(&o), (0, 0, 1), "byte {i} flipped");
        assert_eq!(std::fs::read(&entry).unwrap(), good, "entry rewritten after byte {i}");
    }
    // Truncated entries, and an empty one.
    for cut in [0, 1, 4, 12, good.len() / 3, good.len() / 2, good.len() - 8, good.len() - 1] {
        std::fs::write(&entry, &good[..cut]).unwrap();
        let o = s.run();
        assert_eq!(out(&o), "12 LIB\n", "cut at {cut}");
        assert_eq!(counts(&o), (0, 0, 1), "cut at {cut}");
        assert_eq!(std::fs::read(&entry).unwrap(), good);
    }
    // Garbage of any kind, and a directory where the entry should be.
    std::fs::write(&entry, b"not a cache entry at all").unwrap();
    assert_eq!(counts(&s.run()), (0, 0, 1));
    std::fs::remove_file(&entry).unwrap();
    std::fs::create_dir(&entry).unwrap();
    let o = s.run();
    assert_eq!(out(&o), "12 LIB\n");
    assert_eq!(err_text(&o), "");
}

#[test]
fn an_entry_of_another_file_is_rejected() {
    // Two files whose entries are swapped (what a hash collision would look like).
    let s = Setup::new("swap", LIB);
    std::fs::write(s.src().join("other.rb"), "module Other; def self.run = 'other'; end\n").unwrap();
    std::fs::write(s.src().join("two.rb"), "require_relative 'lib'\nrequire_relative 'other'\nputs LibThing.run, Other.run\n").unwrap();
    let o = s.run_with(&s.cache(), &["--stats", "two.rb"]);
    assert_eq!(out(&o), "12 LIB\nother\n");
    let e = s.entries();
    assert_eq!(e.len(), 2);
    let (a, b) = (std::fs::read(&e[0]).unwrap(), std::fs::read(&e[1]).unwrap());
    std::fs::write(&e[0], &b).unwrap();
    std::fs::write(&e[1], &a).unwrap();
    let o = s.run_with(&s.cache(), &["--stats", "two.rb"]);
    assert_eq!(out(&o), "12 LIB\nother\n");
    assert_eq!(counts(&o), (0, 0, 2));
    assert_eq!(counts(&s.run_with(&s.cache(), &["--stats", "two.rb"])), (2, 0, 0));
}

#[test]
fn unwritable_cache_directories_are_ignored() {
    let s = Setup::new("readonly", LIB);
    // Under a regular file: the directory cannot be made, for any user.
    std::fs::write(s.root.path().join("file"), "x").unwrap();
    let under_file = s.root.path().join("file/cache");
    let o = s.run_with(&under_file, &["--stats", "main.rb"]);
    assert_eq!(out(&o), "12 LIB\n");
    assert_eq!(err_text(&o), "");
    assert_eq!(counts(&o), (0, 1, 0));
    // A read-only directory (root writes into it anyway, so only the output is checked then).
    let ro = s.root.path().join("ro");
    std::fs::create_dir(&ro).unwrap();
    assert!(Command::new("chmod").arg("0555").arg(&ro).status().unwrap().success());
    for _ in 0..2 {
        let o = s.run_with(&ro, &["--stats", "main.rb"]);
        assert_eq!(out(&o), "12 LIB\n");
        assert_eq!(err_text(&o), "");
    }
    if nix_euid() != 0 {
        assert_eq!(std::fs::read_dir(&ro).unwrap().count(), 0);
    }
}

fn nix_euid() -> u32 {
    let o = Command::new("id").arg("-u").output().expect("id -u");
    String::from_utf8_lossy(&o.stdout).trim().parse().unwrap_or(u32::MAX)
}

#[test]
fn entries_of_another_user_are_not_trusted() {
    if nix_euid() != 0 {
        return; // only root can give a file away
    }
    let s = Setup::new("owner", LIB);
    assert_eq!(out(&s.run()), "12 LIB\n");
    let entry = s.entry();
    std::os::unix::fs::chown(&entry, Some(65534), Some(65534)).unwrap();
    let o = s.run();
    assert_eq!(out(&o), "12 LIB\n");
    assert_eq!(counts(&o), (0, 0, 1));
    assert_eq!(counts(&s.run()), (1, 0, 0));
}

#[test]
fn processes_writing_one_entry_at_once_all_succeed() {
    // A larger file, so that the writes overlap.
    let mut lib = String::from("module LibThing\n");
    for i in 0..400 {
        lib.push_str(&format!("  def self.m{i}(a, b = {i}) = [a, b, 'str{i}', :sym{i}, {i}.5].size\n"));
    }
    lib.push_str("  def self.run = (0...400).sum { |i| send(\"m#{i}\", i) }.to_s + ' LIB'\nend\n");
    let s = Setup::new("race", &lib);
    for round in 0..3 {
        let _ = std::fs::remove_dir_all(s.cache());
        let children: Vec<_> = (0..6)
            .map(|_| {
                let mut cmd = Command::new(env!("CARGO_BIN_EXE_corundum"));
                cmd.args(["--stats", "main.rb"]).current_dir(s.src());
                cmd.env_remove("CORUNDUM_GC_STRESS").env_remove("CORUNDUM_DISABLE_COMPILE_CACHE").env("CORUNDUM_CACHE_DIR", s.cache());
                cmd.stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped());
                cmd.spawn().expect("spawn")
            })
            .collect();
        for c in children {
            let o = c.wait_with_output().unwrap();
            assert_eq!(out(&o), "2000 LIB\n", "round {round}");
            assert_eq!(err_text(&o), "");
        }
        // One valid entry, no temporary file left.
        s.entry();
        let o = s.run();
        assert_eq!(out(&o), "2000 LIB\n");
        assert_eq!(counts(&o), (1, 0, 0), "round {round}");
    }
}

#[test]
fn disabled_cache_writes_nothing() {
    let s = Setup::new("disabled", LIB);
    let o = s.run_with(&s.cache(), &["--stats", "--disable-compile-cache", "main.rb"]);
    assert_eq!(out(&o), "12 LIB\n");
    assert_eq!(counts(&o), (0, 0, 0));
    assert!(!s.cache().exists());
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_corundum"));
    cmd.args(["--stats", "main.rb"]).current_dir(s.src()).env("CORUNDUM_CACHE_DIR", s.cache()).env("CORUNDUM_DISABLE_COMPILE_CACHE", "1");
    let o = cmd.output().unwrap();
    assert_eq!(out(&o), "12 LIB\n");
    assert_eq!(counts(&o), (0, 0, 0));
    assert!(!s.cache().exists());
    // And with the cache on, an entry is written: the checks above can fail.
    s.run();
    s.entry();
}

#[test]
fn load_uses_the_cache_within_one_process() {
    let s = Setup::new("load", LIB);
    std::fs::write(s.src().join("loader.rb"), "3.times { load './lib.rb'; puts LibThing.run }\nload 'lib.rb'\n").unwrap();
    let o = s.run_with(&s.cache(), &["--stats", "-W0", "loader.rb"]);
    assert_eq!(out(&o), "12 LIB\n12 LIB\n12 LIB\n");
    // `./lib.rb` and `lib.rb` compile the same file under two names: two entries.
    assert_eq!(counts(&o), (2, 2, 0));
    assert_eq!(s.entries().len(), 2);
}

#[test]
fn files_with_parser_warnings_are_not_cached() {
    // A hit would skip the warnings compiling prints.
    let s = Setup::new("warn", "module LibThing\n  def self.run\n    unused = 1\n    {a: 1, a: 2}[:a].to_s\n  end\nend\n");
    for _ in 0..2 {
        let o = s.run_with(&s.cache(), &["--stats", "-w", "main.rb"]);
        assert_eq!(out(&o), "2\n");
        let e = err_text(&o);
        assert!(e.contains("lib.rb:3: warning: assigned but unused variable - unused"), "{e}");
        assert!(e.contains("lib.rb:4: warning: key :a is duplicated"), "{e}");
        assert_eq!(counts(&o), (0, 1, 0));
    }
    assert!(s.entries().is_empty());
}
