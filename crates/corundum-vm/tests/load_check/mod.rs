//! What the binary-corpus test (`tests/binary_corpus.rs`) and the `load_from_binary` fuzz target
//! (`fuzz/fuzz_targets/load_from_binary.rs`, which includes this file by path) do with one input.
//!
//! `exercise` feeds the bytes to `bytecode::load_from_binary` and panics (a finding) unless:
//! - a refusal is a raised ArgumentError or TypeError (never another exception or unwind);
//! - a binary that loads disassembles, and `to_binary` of it either fails with a message (a
//!   literal the writer cannot hold, such as one nested deeper than it writes) or gives bytes
//!   that load again, disassemble the same, and write back byte for byte (the writer's output
//!   is canonical);
//! - the load allocates at most `ALLOC_PER_BYTE` bytes per input byte plus `ALLOC_SLACK` (the
//!   issue's "a small multiple of the input"), as counted by `Counting`, which the including
//!   crate installs as its global allocator (one load at a time: the counters are global); a
//!   load past the bound is repeated once, and only a second one past it is a finding (the VM's
//!   symbol table and page list grow by doubling during the odd load).
//!
//! Both callers also run `repaired(bytes)` (the input with its header patched to its length).
//!
//! Invariant: everything the check makes is rooted in `vm.temp_roots` while it is used and
//! unrooted on return, so the same Vm can take any number of inputs.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use corundum_vm::bytecode;
use corundum_vm::value::Value;
use corundum_vm::vm::Unwind;
use corundum_vm::Vm;

/// Bytes a load may allocate per input byte, beyond `ALLOC_SLACK`.
pub const ALLOC_PER_BYTE: usize = 64;
/// Allocation a load may make whatever its input (a new heap page, a collection's mark stack).
pub const ALLOC_SLACK: usize = 8 << 20;

/// What happened to one input.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// It loaded (and went through the round trip).
    Loaded,
    /// It was refused with this ArgumentError/TypeError message.
    Refused(String),
}

/// The system allocator, counting live bytes and their peak since `meter_start`.
pub struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static BASE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every method forwards to `System` with the caller's layout and pointer unchanged; the
// counters are only arithmetic on the side.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = System.alloc(l);
        if !p.is_null() {
            grew(l.size());
        }
        p
    }
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(l);
        if !p.is_null() {
            grew(l.size());
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        System.dealloc(p, l);
        LIVE.fetch_sub(l.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        let q = System.realloc(p, l, new);
        if !q.is_null() {
            LIVE.fetch_sub(l.size(), Ordering::Relaxed);
            grew(new);
        }
        q
    }
}

fn grew(n: usize) {
    let live = LIVE.fetch_add(n, Ordering::Relaxed) + n;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

/// Starts counting: the peak is measured from the bytes live now.
fn meter_start() {
    let live = LIVE.load(Ordering::Relaxed);
    BASE.store(live, Ordering::Relaxed);
    PEAK.store(live, Ordering::Relaxed);
}

/// The most bytes live beyond the level at `meter_start` since it (0 when `Counting` is not
/// the global allocator).
fn meter_peak() -> usize {
    PEAK.load(Ordering::Relaxed).saturating_sub(BASE.load(Ordering::Relaxed))
}

/// A Vm as the loader tests make one; under GC stress (a collection at every allocation) when
/// `gc_stress`, so a Value the loader fails to root is freed while it still uses it.
pub fn new_vm(gc_stress: bool) -> Box<Vm> {
    let mut vm = Vm::new(corundum_vm::Options { gc_stress, ..corundum_vm::Options::default() });
    vm.set_stack_base();
    vm
}

fn disasm(vm: &mut Vm, iseq: Value) -> String {
    let mut out = String::new();
    corundum_vm::disasm::disassemble(vm, iseq, &mut out);
    out
}

/// The refusal's message, or a panic if it is not an ArgumentError or TypeError.
fn refusal(vm: &mut Vm, u: Unwind, what: &str) -> String {
    let e = match u {
        Unwind::Raise(e) => e,
        _ => panic!("{what}: load_from_binary unwound with something other than a raise"),
    };
    let (arg, typ) = (vm.core.argument_error, vm.core.type_error);
    let ok = vm.is_kind_of(e, arg) || vm.is_kind_of(e, typ);
    let msg = vm.exception_message(e);
    if !ok {
        let k = vm.class_of(e);
        panic!("{what}: load_from_binary raised {}: {msg}", vm.module_name(k));
    }
    msg
}

/// `bytes` with its header's total size and section offsets made consistent with its length,
/// when they are not (None when they are, or there is no header to patch). An input whose
/// bytes were inserted or removed by a mutation otherwise stops at the size check; the
/// repaired copy reaches the sections (the fuzz target and the test run both).
pub fn repaired(bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.len() < 13 || &bytes[..4] != bytecode::MAGIC {
        return None;
    }
    let mut pos = 12;
    let vlen = bytecode::small_uint::read(bytes, &mut pos)?;
    let at = pos.checked_add(usize::try_from(vlen).ok()?)?;
    let fields = bytes.get(at..at.checked_add(16)?)?;
    let word = |i: usize| u32::from_le_bytes([fields[4 * i], fields[4 * i + 1], fields[4 * i + 2], fields[4 * i + 3]]) as usize;
    let n = bytes.len();
    let table_at = at + 16;
    let list_at = word(1).clamp(table_at, n);
    let extra_at = word(2).clamp(list_at, n);
    let extra_len = if extra_at == n { 0 } else { n - extra_at + 1 };
    let mut out = bytes.to_vec();
    for (i, v) in [(8, n), (at, table_at), (at + 4, list_at), (at + 8, extra_at), (at + 12, extra_len)] {
        out[i..i + 4].copy_from_slice(&u32::try_from(v).ok()?.to_le_bytes());
    }
    (out != bytes).then_some(out)
}

/// Runs one input through the loader (see the module comment); panics on a finding.
pub fn exercise(vm: &mut Vm, bytes: &[u8]) -> Outcome {
    let mark = vm.temp_roots.len();
    let limit = bytes.len().saturating_mul(ALLOC_PER_BYTE).saturating_add(ALLOC_SLACK);
    meter_start();
    let mut loaded = bytecode::load_from_binary(vm, bytes);
    let peak = meter_peak();
    if peak > limit {
        // The VM's own tables (the symbol table, the heap's page list) grow by doubling, now
        // and then during some load; a second load of the same input finds them grown. Only
        // an input that allocates past the bound every time is a finding.
        if let Ok(v) = loaded {
            vm.temp_roots.push(v);
        }
        meter_start();
        loaded = bytecode::load_from_binary(vm, bytes);
        let again = meter_peak();
        assert!(again <= limit, "loading {} bytes allocated {peak}, then {again} bytes (limit {limit})", bytes.len());
    }
    let iseq = match loaded {
        Ok(iseq) => iseq,
        Err(u) => return Outcome::Refused(refusal(vm, u, "input")),
    };
    vm.temp_roots.push(iseq);
    // A full collection with only the root held: the loaded tree must keep its own parts alive.
    vm.collect();
    let first = disasm(vm, iseq);
    let extra = match bytecode::extra_data(vm, bytes) {
        Ok(x) => x,
        Err(_) => panic!("extra_data refused a binary that loaded"),
    };
    if let Ok(again) = bytecode::to_binary(vm, iseq, extra.as_deref()) {
        let back = match bytecode::load_from_binary(vm, &again) {
            Ok(b) => b,
            Err(u) => {
                let m = refusal(vm, u, "rewritten binary");
                panic!("the rewritten binary of a loaded iseq does not load: {m}");
            }
        };
        vm.temp_roots.push(back);
        assert_eq!(first, disasm(vm, back), "the rewritten binary disassembles differently");
        let third = bytecode::to_binary(vm, back, extra.as_deref()).expect("to_binary of a rewritten binary");
        assert!(third == again, "to_binary is not canonical: writing a reloaded binary changed its bytes");
    }
    vm.temp_roots.truncate(mark);
    Outcome::Loaded
}
