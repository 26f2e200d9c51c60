//! Draws from an object's `bytes` method: how `Random::Formatter#random_number` and `#rand`
//! work on a receiver that is not a Random (SecureRandom, a user's class that includes the
//! module and defines `bytes`). CRuby's `obj_random_bytes` and its `random_ulong_limited`,
//! `random_ulong_limited_big` and `random_real` for such receivers, word for word, so a
//! deterministic `bytes` gives the numbers CRuby gives.
//!
//! Invariants:
//! - `bytes` is called as a public method and must answer a String of exactly the length asked
//!   (TypeError / RangeError "random data too short N" otherwise, as CRuby).
//! - Words are read little-endian, CRuby's native order on the machines it runs on.
//! - A limit of 0 draws nothing.

use num_bigint::{BigInt, Sign};

use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// `Random::Formatter`, which `require "random/formatter"` fills with the text methods.
pub fn formatter_module(vm: &mut Vm) -> VmResult {
    let random = vm.const_get_from(vm.core.object, intern("Random"))?;
    vm.const_get_from(random, intern("Formatter"))
}

/// `o.bytes(n)` checked to be a String of exactly n bytes.
fn obj_bytes(vm: &mut Vm, o: Value, n: usize) -> VmResult<Vec<u8>> {
    let v = vm.call_public(o, intern("bytes"), &[Value::fixnum(n as i64)], None, false)?;
    if !obj::is_type(v, obj::ObjType::String) {
        let name = vm.conversion_name(v);
        return Err(vm.type_error(&format!("wrong argument type {name} (expected String)")));
    }
    let b = &obj::as_string(v).bytes;
    let l = b.len();
    if l != n {
        let which = if l < n { "short" } else { "long" };
        return Err(vm.make_error(vm.core.range_error, &format!("random data too {which} {l}")));
    }
    Ok(b.to_vec())
}

fn word(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]])
}

/// A uniform integer in 0..=limit: `limit`'s bit width at a time from a 4- or 8-byte word,
/// drawing a new word when the bits left run short, until a value is not above the limit.
pub(super) fn bytes_limited(vm: &mut Vm, o: Value, limit: u64) -> VmResult<u64> {
    if limit == 0 {
        return Ok(0);
    }
    let w = 64 - limit.leading_zeros();
    let n = if w > 32 { 8 } else { 4 };
    let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    let full = if n == 8 { u64::MAX } else { 0xffff_ffff };
    let (mut bits, mut rest) = (0u64, 0u64);
    loop {
        if mask & !rest != 0 {
            let b = obj_bytes(vm, o, n)?;
            bits = if n == 8 { u64::from_le_bytes(b[..8].try_into().expect("8 bytes")) } else { word(&b, 0) as u64 };
            rest = full;
        }
        let val = bits & mask;
        bits = bits.checked_shr(w).unwrap_or(0);
        rest = rest.checked_shr(w).unwrap_or(0);
        if val <= limit {
            return Ok(val);
        }
    }
}

/// A uniform integer in 0..=limit for a limit past a Fixnum: as many 32-bit words as the
/// limit, the most significant first, the top one masked to the limit's width, redrawn whole
/// while above the limit.
pub(super) fn bytes_limited_big(vm: &mut Vm, o: Value, limit: &BigInt) -> VmResult<BigInt> {
    let (_, mut lim) = limit.to_u32_digits();
    if lim.is_empty() {
        return Ok(BigInt::default());
    }
    lim.reverse();
    let len = lim.len();
    let mask = u32::MAX >> lim[0].leading_zeros();
    loop {
        let b = obj_bytes(vm, o, len * 4)?;
        let mut r: Vec<u32> = (0..len).map(|i| word(&b, i)).collect();
        r[0] &= mask;
        let above = r.iter().zip(&lim).find(|(x, l)| x != l).is_some_and(|(x, l)| x > l);
        if !above {
            r.reverse();
            return Ok(BigInt::from_slice(Sign::Plus, &r));
        }
    }
}

/// A double in [0, 1) (`excl`) or [0, 1] from two 32-bit words of 8 bytes.
pub(super) fn bytes_real(vm: &mut Vm, o: Value, excl: bool) -> VmResult<f64> {
    let b = obj_bytes(vm, o, 8)?;
    Ok(super::int_pair_to_real(word(&b, 0), word(&b, 1), excl))
}
