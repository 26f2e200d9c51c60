//! `require "digest/bubblebabble"`: the Bubble Babble encoding (pronounceable text for binary
//! data) as `Digest.bubblebabble(str)`, `Digest::Class.bubblebabble(*args)` and
//! `Digest::Instance#bubblebabble`.
//!
//! Invariant: the output is ASCII, `x` + 5-letter groups joined by `-` + `x`.

use crate::byte_text;
use corundum_vm::api::{CoreClass, Result, Ruby, Value};

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

fn string_result(rb: &mut Ruby, v: Value) -> Result {
    let s = rb.expect_string(v)?;
    let text = encode(rb.str_bytes(s));
    Ok(byte_text::ascii_string(rb, text))
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    crate::digest::init_algorithm(rb)?;
    let digest = rb.const_get(rb.core_class(CoreClass::Object), "Digest")?;
    rb.define_singleton_method(digest, "bubblebabble", 1, |rb, _r, a| string_result(rb, a.get(0)))?;
    let class = rb.const_get(digest, "Class")?;
    rb.define_singleton_method(class, "bubblebabble", -1, |rb, k, a| {
        let d = rb.call(k, "digest", a.as_slice())?;
        string_result(rb, d)
    })?;
    let instance = rb.const_get(digest, "Instance")?;
    rb.define_method(instance, "bubblebabble", 0, |rb, r, _a| {
        let d = rb.call(r, "digest", &[])?;
        string_result(rb, d)
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
