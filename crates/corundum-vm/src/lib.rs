//! Corundum's virtual machine: a Ruby implementation in Rust.
//!
//! Module map (see docs/ARCHITECTURE.md for the invariants that cross these boundaries):
//! - `value`: the tagged value word. `symbol`: interned names.
//! - `object`: the heap object header and payload layouts. `heap`: pages and slots. `gc`: the
//!   mark-and-sweep collector; `gc_weak` its weak references. `shape`: the object shape tree. `typed_data`: 64-byte type
//!   descriptors. `hash`: the ordered hash table. `strbuf`: a String's bytes (short ones inline).
//! - `insn`: the instruction table. `iseq`: instruction sequences, reference bitmaps, inline
//!   caches. `compiler`: Prism AST -> iseqs.
//! - `class`: classes, modules and method entries. `vm`: interpreter state, dispatch, frames,
//!   errors, loading, the registry of native libraries. `core`: the built-in classes.
//! - `api`: the native library API, the only part of the crate the native libraries
//!   (`corundum-stdlib`) use; embedders use it too (`api::embed`).
//! - `disasm`: `--dump=insns`. `verify`: checks compiled code before the interpreter trusts it.

pub mod alloc_reserve;
pub mod bytecode;
pub mod class;
pub mod compiler;
pub mod core;
pub mod disasm;
pub mod gc;
pub mod gc_weak;
pub mod hash;
pub mod heap;
pub mod insn;
pub mod iseq;
pub mod object;
pub mod shape;
pub mod api;
pub mod strbuf;
pub mod symbol;
pub mod typed_data;
pub mod value;
pub mod verify;
pub mod vm;

pub use crate::vm::{Options, Vm};
