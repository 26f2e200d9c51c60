//! libFuzzer target for `corundum_vm::bytecode::load_from_binary` (issue 14): every input goes
//! through the checks of `crates/corundum-vm/tests/load_check` (a refusal is an ArgumentError or
//! TypeError; what loads survives a full collection, disassembles and round-trips through
//! `to_binary`; a load allocates at most a small multiple of its input). A Rust panic, an abort,
//! a hang (libFuzzer's `-timeout`) or a stack overflow is a finding.
//!
//! Each input also runs with its header's size and offsets patched to its length
//! (`load_check::repaired`), so mutations that insert or remove bytes reach the sections.
//!
//! One Vm serves every input (made on the first; libFuzzer calls the target on one thread).
//! The global allocator (`load_check::Counting`) counts live bytes, so the allocation bound is
//! checked on every input.

#![no_main]

use std::cell::RefCell;

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/corundum-vm/tests/load_check/mod.rs"]
mod load_check;

#[global_allocator]
static ALLOC: load_check::Counting = load_check::Counting;

thread_local! {
    static VM: RefCell<Option<Box<corundum_vm::Vm>>> = const { RefCell::new(None) };
}

fuzz_target!(|data: &[u8]| {
    VM.with(|cell| {
        let mut slot = cell.borrow_mut();
        let vm = slot.get_or_insert_with(|| load_check::new_vm(false));
        load_check::exercise(vm, data);
        if let Some(fixed) = load_check::repaired(data) {
            load_check::exercise(vm, &fixed);
        }
    });
});
