//! Sizes of a Ruby file's binary bytecode (docs/benchmarks.md, issue 14): the source, the
//! binary `to_binary` writes (small uints), and the same layout with fixed 8-byte integers.
//!
//! Usage: cargo run --release -p corundum-vm --example binary_size -- FILE.rb

use corundum_vm::{Options, Vm};

fn main() {
    let path = std::env::args().nth(1).expect("usage: binary_size FILE.rb");
    let source = std::fs::read(&path).expect("read the file");
    let mut vm = Vm::new(Options::default());
    vm.set_stack_base();
    let iseq = match vm.compile_source(&source, &path, "<main>") {
        Ok(i) => i,
        Err(e) => panic!("{}", e.0),
    };
    vm.temp_roots.push(iseq);
    let small = corundum_vm::bytecode::to_binary(&mut vm, iseq, None).expect("to_binary");
    let fixed = corundum_vm::bytecode::fixed_width_size(&mut vm, iseq).expect("fixed width");
    println!("source {} bytes", source.len());
    println!("binary {} bytes (small uints)", small.len());
    println!("fixed-width {} bytes (8-byte integers)", fixed);
}
