//! `require "digest/bubblebabble"`: the Bubble Babble encoding (pronounceable text for binary
//! data) as `Digest.bubblebabble(str)`, `Digest::Class.bubblebabble(*args)` and
//! `Digest::Instance#bubblebabble`.
//!
//! Invariant: the output is ASCII, `x` + 5-letter groups joined by `-` + `x`.

use crate::object as obj;
use crate::stdlib::byte_text;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

const VOWELS: &[u8; 6] = b"aeiouy";
const CONSONANTS: &[u8; 17] = b"bcdfghklmnprstvzx";

pub fn encode(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity((data.len() / 2 + 1) * 6 + 1);
    out.push(b'x');
    let rounds = data.len() / 2 + 1;
    let mut seed = 1usize;
    for i in 0..rounds {
        let last = i + 1 == rounds;
        if !last || data.len() % 2 != 0 {
            let b1 = data[2 * i] as usize;
            out.push(VOWELS[(((b1 >> 6) & 3) + seed) % 6]);
            out.push(CONSONANTS[(b1 >> 2) & 15]);
            out.push(VOWELS[((b1 & 3) + seed / 6) % 6]);
            if !last {
                let b2 = data[2 * i + 1] as usize;
                out.push(CONSONANTS[(b2 >> 4) & 15]);
                out.push(b'-');
                out.push(CONSONANTS[b2 & 15]);
                seed = (seed * 5 + b1 * 7 + b2) % 36;
            }
        } else {
            out.push(VOWELS[seed % 6]);
            out.push(b'x');
            out.push(VOWELS[seed / 6]);
        }
    }
    out.push(b'x');
    out
}

fn string_result(vm: &mut Vm, v: Value) -> VmResult {
    let s = vm.expect_string(v)?;
    let text = encode(&obj::as_string(s).bytes);
    Ok(byte_text::ascii_string(vm, text))
}

pub fn init(vm: &mut Vm) -> VmResult<()> {
    crate::stdlib::digest::init_algorithm(vm)?;
    let digest = vm.const_get_from(vm.core.object, intern("Digest"))?;
    vm.define_singleton_builtin(digest, "bubblebabble", 1, |vm, _r, a| string_result(vm, a.get(0)));
    let class = vm.const_get_from(digest, intern("Class"))?;
    vm.define_singleton_builtin(class, "bubblebabble", -1, |vm, k, a| {
        let d = vm.call_method(k, intern("digest"), a.as_slice(), None)?;
        string_result(vm, d)
    });
    let instance = vm.const_get_from(digest, intern("Instance"))?;
    vm.define_builtin(instance, "bubblebabble", 0, |vm, r, _a| {
        let d = vm.call_method(r, intern("digest"), &[], None)?;
        string_result(vm, d)
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_encodings() {
        assert_eq!(super::encode(b""), b"xexax");
        assert_eq!(super::encode(b"1234567890"), b"xesef-disof-gytuf-katof-movif-baxux");
        assert_eq!(super::encode(b"Pineapple"), b"xigak-nyryk-humil-bosek-sonax");
    }
}
