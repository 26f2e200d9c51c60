//! The `corundum` command: runs a Ruby program the way CRuby 4.0's `ruby` does, with its
//! switches (`corundum -h`, `--help`; `launch` goes through them in CRuby's order).
//!
//! Modules: `switches` reads the command line, `RUBYOPT` and the `#!` line into one
//! `Settings`; `help` is the text of `-h`/`--help`; `script` finds and reads the program;
//! `setup` prepares the VM (load path, switch settings, ARGV, `-s`) and runs the `-r`
//! libraries; `output` is what is printed or written instead of running (`-c`, `--dump`,
//! `--compile`); `launch` puts them together.
//!
//! Invariants: the VM runs on its own thread with a large stack (see `main`); this thread only
//! waits for it, with the signals blocked so that they reach the VM's thread. The process exits
//! with the status `launch::run` returns (a Rust panic is reported as an internal error, 70).

mod help;
mod launch;
mod output;
mod script;
mod setup;
mod switches;

use corundum_vm::alloc_reserve::{self, ReserveAllocator};

/// The system allocator with an emergency reserve, so that running out of memory raises
/// NoMemoryError instead of aborting (`corundum_vm::alloc_reserve`).
#[global_allocator]
static ALLOCATOR: ReserveAllocator = ReserveAllocator;

fn main() {
    alloc_reserve::rearm();
    // Builtins that call blocks and methods recurse on the Rust stack (one `execute` per call),
    // so the VM runs on a thread with a large stack; the machine-stack check raises
    // SystemStackError before it fills. Not larger: its address space counts against a memory
    // limit (`ulimit -v`), and programs that fill memory should get as far as on CRuby.
    // SIGINT raises Interrupt, SIGTERM and friends SignalException (Ruby's defaults).
    corundum_vm::core::process::signal::install_default_handlers();
    // A child made by `fork` has only the VM's thread (this one is not copied), so the VM's
    // thread ends such a child itself with the program's status.
    let vm_main = || {
        let status = launch::run();
        if corundum_vm::core::process::fork::in_forked_child() {
            std::process::exit(status);
        }
        status
    };
    let child = std::thread::Builder::new().stack_size(256 << 20).spawn(vm_main).expect("spawn VM thread");
    // Signals go to the VM's thread, so one the program sends itself is handled before
    // `Process.kill` returns.
    corundum_vm::core::process::signal::block_signals_on_this_thread();
    let status = child.join().unwrap_or_else(|_| {
        eprintln!("corundum: internal error (a Rust panic); please report this as a bug");
        70
    });
    std::process::exit(status);
}
