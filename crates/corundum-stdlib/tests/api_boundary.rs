//! The boundary between the VM and its native libraries, checked on the sources: library code
//! names nothing of `corundum_vm` but its `api` module (docs/ARCHITECTURE.md, "The native
//! library API"). Visibility cannot say it alone: the embedder-facing parts of the VM crate
//! are public for the `corundum` binary, so a library could otherwise reach them.
//!
//! Invariant: every occurrence of the crate's name in the code of `src/` (comments aside) is
//! followed by `::api`, and no source pulls in files from outside `src/` (`#[path]`,
//! `include!`).

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src") {
        let p = entry.expect("dir entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The places in `text` where `corundum_vm` is named other than as `corundum_vm::api`.
fn violations(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        // Comments may name the crate (doc comments explain the rule).
        if line.trim_start().starts_with("//") {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("corundum_vm") {
            let after = &rest[i + "corundum_vm".len()..];
            let ok = after.strip_prefix("::api").is_some_and(|t| !t.starts_with(|c: char| c.is_alphanumeric() || c == '_'));
            if !ok {
                out.push((n + 1, line.trim().to_string()));
            }
            rest = after;
        }
        if line.contains("#[path") || line.contains("include!(") || line.contains("include_str!(") {
            out.push((n + 1, line.trim().to_string()));
        }
    }
    out
}

#[test]
fn libraries_use_only_the_api() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 1, "no sources found under {}", src.display());
    let mut bad = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read source");
        for (line, what) in violations(&text) {
            bad.push(format!("{}:{line}: {what}", f.display()));
        }
    }
    assert!(bad.is_empty(), "library code must reach the VM through corundum_vm::api only:\n{}", bad.join("\n"));
}

#[test]
fn the_check_catches_other_paths() {
    assert!(violations("use corundum_vm::api::{Ruby, Value};").is_empty());
    assert!(violations("fn f() -> corundum_vm::api::Result { todo!() }").is_empty());
    assert_eq!(violations("use corundum_vm::vm::Vm;").len(), 1);
    assert_eq!(violations("use corundum_vm::{api, object};").len(), 1);
    assert_eq!(violations("use corundum_vm::api_internal::X;").len(), 1);
    assert_eq!(violations("extern crate corundum_vm as vm;").len(), 1);
    assert_eq!(violations("#[path = \"../../corundum-vm/src/object.rs\"] mod o;").len(), 1);
    assert!(violations("//! names nothing of `corundum_vm` but `corundum_vm::api`").is_empty());
}
