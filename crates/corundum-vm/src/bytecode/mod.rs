//! Compact binary bytecode (seed 004): `to_binary` writes a compiled iseq tree as bytes,
//! `load_from_binary` reads it back, for `RubyVM::InstructionSequence`, `corundum --compile`
//! and the compile cache of `require`.
//!
//! The format (all integers small uints, `small_uint`, unless said otherwise):
//! - Header: the magic `CRBC`, format major and minor (one byte each), the word size and byte
//!   order of the writer (one byte each: 8, 1 for little-endian), the total size in bytes
//!   (4 bytes, little-endian), then the VM version text, and the offsets of the object table,
//!   the iseq list and the extra data, and the extra data's length.
//! - The object table: every symbol, literal object and text (names, paths) the iseqs use, once
//!   each, as a tag byte and its payload. An entry refers only to entries before it (an Array's
//!   elements, a Range's ends), so the table loads front to back and cannot be cyclic.
//! - The iseq list: the root first; every other iseq is named by exactly one `Iseq` operand of an
//!   iseq before it, so the list is a tree in pre-order. Each record holds what the compiler
//!   decided (kind, names, parameters, call sites, catch table, line table, locals, the code) and
//!   nothing that can be recomputed: the reference bitmap, inline-cache storage, the operand
//!   stack bound and the verifier's results are rebuilt at load. Instructions are an opcode and
//!   one value per operand, encoded by the operand's kind from the instruction table (`insn`).
//! - The extra data given to `to_binary`, raw.
//!
//! Invariants:
//! - Loading is verification: every count, index, offset and length is checked against the
//!   input before it is used (so nothing is allocated beyond a small multiple of the input's
//!   size), and every iseq goes through the same verifier as compiled code (`verify`) plus the
//!   checks compiled code satisfies by construction (`check`). Bad input is an ArgumentError with
//!   a message saying what is wrong; it never panics.
//! - Objects made while loading are rooted (`Vm::temp_roots`) until the root iseq holds them.

mod check;
mod decode;
mod encode;
pub mod small_uint;

use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// The first bytes of every binary.
pub const MAGIC: &[u8; 4] = b"CRBC";
pub const FORMAT_MAJOR: u8 = 1;
/// 1: named-group reads of `/(?<x>..)/ =~ s` are `backref_named` with an Id operand (a
/// `backref` held the raw symbol number, wrong in any other process).
pub const FORMAT_MINOR: u8 = 1;

/// What the binary was written by; a binary of another version is refused.
pub fn vm_version() -> String {
    format!("corundum {} bytecode {}.{}", env!("CARGO_PKG_VERSION"), FORMAT_MAJOR, FORMAT_MINOR)
}

/// Object-table entry tags.
pub(crate) mod tag {
    pub const NIL: u8 = 0;
    pub const TRUE: u8 = 1;
    pub const FALSE: u8 = 2;
    pub const FIXNUM: u8 = 3;
    pub const FLOAT: u8 = 4;
    pub const SYMBOL: u8 = 5;
    pub const STRING: u8 = 6;
    pub const BIGNUM: u8 = 7;
    pub const RATIONAL: u8 = 8;
    pub const COMPLEX: u8 = 9;
    pub const RANGE: u8 = 10;
    pub const REGEXP: u8 = 11;
    pub const ARRAY: u8 = 12;
    pub const HASH: u8 = 13;
    pub const MODULE: u8 = 14;
    /// A `/.../o` literal's cell: a new empty Array at each load.
    pub const ONCE_CELL: u8 = 15;
    /// Text that is not a Ruby object (iseq names, paths).
    pub const TEXT: u8 = 16;
    pub const UNDEF: u8 = 17;
    /// One of the compiler's reserved local names (a hidden local, the `$~` slot): the distance
    /// from `u32::MAX` follows.
    pub const RESERVED_NAME: u8 = 18;
    /// An Encoding object (`__ENCODING__`), by number.
    pub const ENCODING: u8 = 19;
}

/// The binary of iseq `iseq` (and the iseqs nested in it), with `extra` stored beside it.
pub fn to_binary(vm: &mut Vm, iseq: Value, extra: Option<&[u8]>) -> Result<Vec<u8>, String> {
    encode::encode(vm, iseq, extra)
}

/// The size of the binary of `iseq` with fixed 8-byte integers instead of small uints (for the
/// size benchmark).
pub fn fixed_width_size(vm: &mut Vm, iseq: Value) -> Result<usize, String> {
    encode::fixed_width_size(vm, iseq)
}

/// The root iseq of binary `bytes`; ArgumentError (with what is wrong) for anything but a valid
/// binary of this VM version.
pub fn load_from_binary(vm: &mut Vm, bytes: &[u8]) -> VmResult<Value> {
    match decode::decode(vm, bytes) {
        Ok(v) => Ok(v),
        Err(decode::LoadError::Ruby(u)) => Err(u),
        Err(decode::LoadError::Bad(msg)) => Err(vm.arg_error(&format!("broken binary format: {msg}"))),
    }
}

/// The extra data stored in binary `bytes` (None when there is none).
pub fn extra_data(vm: &mut Vm, bytes: &[u8]) -> VmResult<Option<Vec<u8>>> {
    match decode::header(bytes) {
        Ok(h) => Ok(h.extra.map(|(at, len)| bytes[at..at + len].to_vec())),
        Err(msg) => Err(vm.arg_error(&format!("broken binary format: {msg}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vm::{Options, Unwind};

    fn vm() -> Box<Vm> {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        vm
    }

    fn disasm(vm: &mut Vm, iseq: Value) -> String {
        let mut out = String::new();
        crate::disasm::disassemble(vm, iseq, &mut out);
        out
    }

    fn load(vm: &mut Vm, bin: &[u8]) -> Result<Value, String> {
        load_from_binary(vm, bin).map_err(|u| match u {
            Unwind::Raise(e) => vm.exception_message(e),
            _ => "non-raise unwind".into(),
        })
    }

    /// Compiles `src`, writes and reads it back: the loaded code disassembles the same.
    fn round_trip(src: &str) -> Vec<u8> {
        let mut vm = vm();
        let iseq = vm.compile_source(src.as_bytes(), "t.rb", "<main>").unwrap_or_else(|e| panic!("{}", e.0));
        vm.temp_roots.push(iseq);
        let bin = to_binary(&mut vm, iseq, Some(b"extra")).expect("dump");
        let back = match load(&mut vm, &bin) {
            Ok(b) => b,
            Err(m) => panic!("load: {m}\n{src}\n{}", disasm(&mut vm, iseq)),
        };
        vm.temp_roots.push(back);
        assert_eq!(disasm(&mut vm, iseq), disasm(&mut vm, back));
        assert_eq!(extra_data(&mut vm, &bin).ok().flatten().as_deref(), Some(&b"extra"[..]));
        bin
    }

    #[test]
    fn programs_round_trip() {
        round_trip("p 1 + 2");
        round_trip("def f(a, b = 2, *r, k: 1, **o, &blk) = [a, b, r, k, o]\np f(1)");
        round_trip("x = 10\n[1, 2].each { |i| x += i }\np x, :sym, 'str', 1.5, 2**70, 3r, 2i, (1..3), /a(b)/i, [1, 'a'].freeze");
        round_trip("class A < StandardError; def m; yield 1; rescue => e; e; ensure 2; end; end");
        round_trip("begin; raise 'x'; rescue ArgumentError, TypeError; 1; rescue; 2; end");
        round_trip("i = 0\nwhile i < 3\n  i += 1\n  next if i == 1\n  break if i == 2\nend\n/#{i}/o");
        round_trip("case [1, [2]]\nin [Integer => a, [b]] if a < b then p a\nend");
    }

    #[test]
    fn named_group_reads_name_their_symbol_in_another_table() {
        // Symbols are numbered per thread: a binary written here is read in a thread that
        // interned other names first, as another process reading the compile cache does.
        let bin = round_trip("if /(?<zq_named_group>x)/ =~ 'x' then p zq_named_group end");
        let text = std::thread::Builder::new()
            .stack_size(64 << 20)
            .spawn(move || {
                for i in 0..5000 {
                    crate::symbol::intern(&format!("zq_filler_{i}"));
                }
                let mut vm = vm();
                let back = load(&mut vm, &bin).expect("load");
                vm.temp_roots.push(back);
                disasm(&mut vm, back)
            })
            .expect("thread")
            .join()
            .expect("join");
        assert!(text.contains("backref_named") && text.contains("zq_named_group"), "{text}");
    }

    #[test]
    fn every_truncation_and_bit_flip_is_refused_or_loads() {
        let bin = round_trip("def f(x) = x * 2\np f(3), [1, {a: 2}], 'z'");
        let mut vm = vm();
        for cut in 0..bin.len() {
            assert!(load(&mut vm, &bin[..cut]).is_err(), "truncated at {cut}");
        }
        for i in 0..bin.len() {
            for bit in 0..8 {
                let mut b = bin.clone();
                b[i] ^= 1 << bit;
                let _ = load(&mut vm, &b);
            }
        }
    }

    #[test]
    fn bad_headers_say_what_is_wrong() {
        let mut vm = vm();
        assert!(load(&mut vm, b"abc").unwrap_err().contains("bad magic"));
        let mut bin = round_trip("1");
        bin[4] = 9;
        assert!(load(&mut vm, &bin).unwrap_err().contains("format version 9"));
    }
}
