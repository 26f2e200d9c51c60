//! Every file under `tests/binary_corpus/` (valid binaries, mutants of them, hand-made hostile
//! ones and the fuzzer's findings; see its README), and its copy with the header patched to its
//! length (`load_check::repaired`), goes through `load_check::exercise`: loaded
//! (refused with an ArgumentError/TypeError, or loaded, collected, disassembled and written back
//! canonically) within the allocation bound, without a panic. Each file runs under
//! `catch_unwind`, so a failure names its file; the files of `valid/` must load.
//!
//! The same checks run in the fuzz target (`fuzz/`), which includes `load_check` by path.

mod load_check;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use corundum_vm::Vm;
use load_check::Outcome;

#[global_allocator]
static ALLOC: load_check::Counting = load_check::Counting;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_none_or(|x| x != "md") {
            out.push(p);
        }
    }
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_else(|| "(no message)".into())
}

/// Runs every corpus file through `load_check::exercise` on one Vm (a fresh one after a panic);
/// the failures, one line per file.
fn run_corpus(gc_stress: bool) -> (usize, usize, Vec<String>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/binary_corpus");
    let mut paths = Vec::new();
    files(&root, &mut paths);
    paths.sort();
    assert!(paths.len() >= 100, "the corpus at {} has only {} files", root.display(), paths.len());
    let mut vm = load_check::new_vm(gc_stress);
    let (mut loaded, mut failures) = (0, Vec::new());
    for path in &paths {
        let name = path.strip_prefix(&root).unwrap_or(path).display().to_string();
        let bytes = std::fs::read(path).expect("read a corpus file");
        let run = |vm: &mut Vm| {
            let outcome = load_check::exercise(vm, &bytes);
            if let Some(fixed) = load_check::repaired(&bytes) {
                load_check::exercise(vm, &fixed);
            }
            outcome
        };
        match catch_unwind(AssertUnwindSafe(|| run(&mut vm))) {
            Ok(Outcome::Loaded) => loaded += 1,
            Ok(Outcome::Refused(m)) if name.starts_with("valid") => failures.push(format!(
                "{name}: a valid binary is refused ({m}); after a format change, regenerate the corpus: \
                 cargo run -p corundum-vm --example make_binary_corpus"
            )),
            Ok(Outcome::Refused(_)) => {}
            Err(p) => {
                failures.push(format!("{name}: panicked: {}", panic_text(&*p)));
                // The Vm may be half-way through something: the next file gets a fresh one.
                vm = load_check::new_vm(gc_stress);
            }
        }
    }
    if gc_stress {
        // Under stress every allocation collects: far more collections than files.
        assert!(vm.heap.stats.gc_count > paths.len() as u64, "GC stress did not collect ({} collections)", vm.heap.stats.gc_count);
    }
    (paths.len(), loaded, failures)
}

/// The test: both passes (the second under GC stress) in one test, as the allocation counters
/// are global and two loads at once would count each other's bytes.
#[test]
fn every_corpus_file_loads_or_is_refused_without_a_panic() {
    for gc_stress in [false, true] {
        let (n, loaded, failures) = run_corpus(gc_stress);
        let pass = if gc_stress { " under GC stress" } else { "" };
        assert!(failures.is_empty(), "{} of {n} corpus files failed{pass}:\n{}", failures.len(), failures.join("\n"));
        assert!(loaded > 0, "no corpus file loaded");
        eprintln!("binary corpus{pass}: {n} files, {loaded} loaded, the rest refused");
    }
}
