//! What the command writes instead of running the program: `-c`'s "Syntax OK", `--dump=insns`
//! (the compiled bytecode of the program and of every method and block) and Corundum's
//! `--compile FILE [-o OUT]` (the binary bytecode, which `corundum OUT` runs as FILE).
//!
//! Invariants: nothing here runs Ruby code; `--compile` writes its output atomically (a
//! temporary file renamed over OUT), so OUT is never half written.

use corundum_vm::vm::load::SyntaxErrors;
use corundum_vm::{Options, Vm};

use crate::switches::{dump, Settings};

/// The dumps of a compiled program (`-c`, `--dump=insns`, `-y`), in CRuby's order.
pub fn dump_compiled(vm: &mut Vm, settings: &Settings, iseq: corundum_vm::value::Value) -> i32 {
    if settings.dump & dump::SYNTAX != 0 {
        println!("Syntax OK");
    }
    if settings.dump & dump::INSNS != 0 {
        let mut out = String::new();
        corundum_vm::disasm::disassemble(vm, iseq, &mut out);
        print!("{out}");
    }
    0
}

/// `--compile FILE [-o OUT]`: FILE's binary bytecode written to OUT (FILE with `.crbc` for its
/// `.rb` by default).
pub fn compile_to_file(settings: &Settings, source: &[u8], path: &str) -> i32 {
    let mut options = Options::from_env();
    options.frozen_string_literal = settings.frozen_string_literal();
    let mut vm = Vm::new(options);
    let iseq = match vm.compile_source(source, path, "<main>") {
        Ok(i) => i,
        Err(SyntaxErrors(msg)) => {
            eprintln!("{msg}");
            return 1;
        }
    };
    vm.temp_roots.push(iseq);
    let bin = match corundum_vm::bytecode::to_binary(&mut vm, iseq, None) {
        Ok(b) => b,
        Err(m) => {
            eprintln!("corundum: {path}: cannot write its binary: {m}");
            return 1;
        }
    };
    let out = settings.output.clone().unwrap_or_else(|| {
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
