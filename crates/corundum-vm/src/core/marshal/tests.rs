//! Marshal.load on damaged input: every prefix and many bit flips of a few dumps must end in a
//! Ruby exception or a value, never a panic or a hang.

use crate::object as obj;
use crate::vm::{Options, Vm};

const SETUP: &str = r#"
Pt = Struct.new(:x, :y)
class UD; def initialize(v) = @v = v; def marshal_dump = [@v]; def marshal_load(a) = @v = a[0]; end
class UU; def initialize(v) = @v = v; def _dump(l) = @v.to_s; def self._load(s) = new(s); end
class MyS < String; end
module Ext; end
s = "shared é"
a = [1, -1, 300, -70000, 2**31, -(2**70), 1.5, -0.0, Float::NAN, nil, true, false, :sym, :sym, "x".b,
     s, s, "ab".encode("UTF-16LE"), [s], {a: 1, "b" => [2]}, Hash.new(3).merge!(k: :v), 1..2, "a"...,
     /a.b/ix, /é/, String, Kernel, Pt.new(1, 2), UD.new(s), UU.new(5), MyS.new("m"),
     Object.new.extend(Ext), RuntimeError.new("boom"), Set[1, 2], {}.compare_by_identity]
a << a
Marshal.dump(a)
"#;

/// A small deterministic generator (xorshift), so failures reproduce.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn damaged_input_never_panics() {
    let mut vm = Vm::new(Options::default());
    let dumped = vm.eval_file(SETUP.as_bytes(), "setup.rb", "<main>").ok().expect("setup runs");
    let bytes = obj::as_string(dumped).bytes.to_vec();
    assert!(bytes.len() > 200);
    // The whole dump loads.
    assert!(super::load::load_bytes(&mut vm, &bytes).is_ok());
    // Every prefix fails cleanly.
    for n in 0..bytes.len() {
        let _ = super::load::load_bytes(&mut vm, &bytes[..n]);
    }
    // Bit flips and byte replacements.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..4000 {
        let mut b = bytes.clone();
        for _ in 0..1 + next(&mut state) % 3 {
            let i = (next(&mut state) as usize) % b.len();
            if next(&mut state) % 2 == 0 {
                b[i] ^= 1 << (next(&mut state) % 8);
            } else {
                b[i] = next(&mut state) as u8;
            }
        }
        let _ = super::load::load_bytes(&mut vm, &b);
    }
    // Length prefixes of 2**31 and more reserve nothing.
    for hostile in [&b"\x04\x08[\x04\xff\xff\xff\x7f"[..], b"\x04\x08\"\x04\xff\xff\xff\x7f", b"\x04\x08{\x04\xff\xff\xff\x7f", b"\x04\x08l+\x04\xff\xff\xff\x7f", b"\x04\x08I\"\x00\x04\xff\xff\xff\x7f"] {
        assert!(super::load::load_bytes(&mut vm, hostile).is_err());
    }
}

#[test]
fn float_text_is_crubys() {
    use super::dump::float_text;
    for (f, s) in [(0.0, "0"), (-0.0, "-0"), (1.0, "1"), (1.5, "1.5"), (100.0, "1e2"), (1e100, "1e100"), (0.001, "0.001"), (1e-5, "1e-5"), (1.0 / 3.0, "0.3333333333333333"), (123456789.123, "123456789.123"), (5e-324, "5e-324"), (f64::INFINITY, "inf"), (f64::NEG_INFINITY, "-inf"), (f64::NAN, "nan"), (-2.5e-300, "-2.5e-300"), (12.0, "12"), (1e16, "1e16")] {
        assert_eq!(float_text(f), s, "{f}");
    }
}
