//! `require "random/formatter"`: Random::Formatter's text methods (random_bytes, hex, base64,
//! urlsafe_base64, uuid/uuid_v4, uuid_v7, the private gen_random) on core's module, which
//! Random, Random instances and SecureRandom already reach.
//!
//! Invariants:
//! - Random bytes come only from the receiver's `gen_random(n)` (by default `self.bytes(n)`),
//!   reached through `random_bytes`, each called as a method as CRuby's Ruby source does.
//! - Results are US-ASCII text except `random_bytes` (binary), as in CRuby.

use super::formatter_module;
use crate::byte_text::{ascii_string, base64, hex};
use corundum_vm::api::{Args, CoreClass, Result, Ruby, Value};

/// The bytes `random_bytes(n)` gives on `recv` (n nil: 16), as a Rust vector.
fn bytes_of(rb: &mut Ruby, recv: Value, n: Option<Value>) -> Result<Vec<u8>> {
    let args: Vec<Value> = n.into_iter().collect();
    let s = rb.call(recv, "random_bytes", &args)?;
    let s = rb.expect_string(s)?;
    Ok(rb.str_bytes(s).to_vec())
}

fn optional_count(rb: &mut Ruby, args: &Args, max: usize) -> Result<()> {
    if args.len() > max {
        return Err(rb.arg_count_error(args.len(), 0, max));
    }
    Ok(())
}

/// random_bytes(n = nil): `n.to_int` bytes (16 for nil) from `gen_random`.
fn random_bytes(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    optional_count(rb, args, 1)?;
    let n = args.get(0);
    let n = if n.is_nil() { Value::fixnum(16) } else { rb.call(n, "to_int", &[])? };
    rb.call(recv, "gen_random", &[n])
}

/// The private gen_random(n): `self.bytes(n)`.
fn gen_random(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    rb.call(recv, "bytes", &[args.get(0)])
}

fn f_hex(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    optional_count(rb, args, 1)?;
    let b = bytes_of(rb, recv, args.as_slice().first().copied())?;
    Ok(ascii_string(rb, hex(&b)))
}

fn f_base64(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    optional_count(rb, args, 1)?;
    let b = bytes_of(rb, recv, args.as_slice().first().copied())?;
    Ok(ascii_string(rb, base64(&b, false, true)))
}

/// urlsafe_base64(n = nil, padding = false): `-` and `_` for `+` and `/`, `=` only when padding
/// is truthy.
fn f_urlsafe_base64(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    optional_count(rb, args, 2)?;
    let b = bytes_of(rb, recv, args.as_slice().first().copied())?;
    let pad = args.get(1).truthy();
    Ok(ascii_string(rb, base64(&b, true, pad)))
}

/// Lowercase hex of `b[from..to]`, shorter when `b` is (as `unpack("H*")` of a short string).
fn hex_range(b: &[u8], from: usize, to: usize) -> String {
    let to = to.min(b.len());
    let from = from.min(to);
    String::from_utf8(hex(&b[from..to])).expect("hex is ASCII")
}

/// `b` with byte `i` replaced by `f(b[i])` (String#setbyte: IndexError past the end).
fn set_byte(rb: &mut Ruby, b: &mut [u8], i: usize, f: impl Fn(u8) -> u8) -> Result<()> {
    match b.get_mut(i) {
        Some(x) => {
            *x = f(*x);
            Ok(())
        }
        None => Err(rb.raise_core(CoreClass::IndexError, &format!("index {i} out of string"))),
    }
}

/// uuid / uuid_v4: 16 random bytes with the version (4) and variant (10) bits set.
fn f_uuid(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    optional_count(rb, args, 0)?;
    let mut b = bytes_of(rb, recv, Some(Value::fixnum(16)))?;
    set_byte(rb, &mut b, 6, |x| (x & 0x0f) | 0x40)?;
    set_byte(rb, &mut b, 8, |x| (x & 0x3f) | 0x80)?;
    let s = [(0, 4), (4, 6), (6, 8), (8, 10), (10, 16)].map(|(f, t)| hex_range(&b, f, t)).join("-");
    Ok(ascii_string(rb, s.into_bytes()))
}

/// Nanoseconds since the Unix epoch (CLOCK_REALTIME), split into milliseconds and the rest.
fn realtime_ms_ns() -> (u64, u64) {
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let ns = t.as_nanos();
    ((ns / 1_000_000) as u64, (ns % 1_000_000) as u64)
}

/// uuid_v7(extra_timestamp_bits: 0): 48 bits of Unix milliseconds, then up to 12 bits of
/// sub-millisecond time, the version and variant bits, and random bits for the rest.
fn f_uuid_v7(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let positional = args.positional().len();
    if positional > 0 {
        return Err(rb.arg_count_error(positional, 0, 0));
    }
    args.check_keywords(rb, &["extra_timestamp_bits"])?;
    let given = match args.keywords() {
        Some(h) => rb.keyword(h, "extra_timestamp_bits").unwrap_or(Value::fixnum(0)),
        None => Value::fixnum(0),
    };
    let kernel = rb.core_class(CoreClass::Kernel);
    let bits = rb.call(kernel, "Integer", &[given])?;
    let bits = if bits.is_fixnum() { bits.as_fixnum() } else { -1 };
    if !(0..=12).contains(&bits) {
        return Err(rb.arg_error("extra_timestamp_bits must be in 0..12"));
    }
    let s = match bits {
        0 => {
            let (ms, _) = realtime_ms_ns();
            let mut b = bytes_of(rb, recv, Some(Value::fixnum(10)))?;
            set_byte(rb, &mut b, 0, |x| (x & 0x0f) | 0x70)?;
            set_byte(rb, &mut b, 2, |x| (x & 0x3f) | 0x80)?;
            let tail = [(0, 2), (2, 4), (4, 10)].map(|(f, t)| hex_range(&b, f, t)).join("-");
            format!("{:08x}-{:04x}-{tail}", (ms & 0xffff_ffff_0000) >> 16, ms & 0xffff)
        }
        12 => {
            let (ms, ns) = realtime_ms_ns();
            let extra = ns * 4096 / 1_000_000;
            let mut b = bytes_of(rb, recv, Some(Value::fixnum(8)))?;
            set_byte(rb, &mut b, 0, |x| (x & 0x3f) | 0x80)?;
            let (r1, r2) = (hex_range(&b, 0, 2), hex_range(&b, 2, 8));
            format!("{:08x}-{:04x}-7{extra:03x}-{r1}-{r2}", (ms & 0xffff_ffff_0000) >> 16, ms & 0xffff)
        }
        _ => {
            let b = bytes_of(rb, recv, Some(Value::fixnum(10)))?;
            // unpack("nnnN"): big-endian words, nil (here 0) past a short string's end.
            let at = |i: usize| b.get(i).copied().unwrap_or(0) as u64;
            let (rand_a, rand_b1, rand_b2) = ((at(0) << 8) | at(1), (at(2) << 8) | at(3), (at(4) << 8) | at(5));
            let rand_b3 = (at(6) << 24) | (at(7) << 16) | (at(8) << 8) | at(9);
            let mask_bits = 12 - bits as u64;
            let (ms, ns) = realtime_ms_ns();
            let third = 0x7000 | ((ns * (1 << bits) / 1_000_000) << mask_bits) | (rand_a & ((1 << mask_bits) - 1));
            format!(
                "{:08x}-{:04x}-{third:04x}-{:04x}-{rand_b2:04x}{rand_b3:08x}",
                (ms & 0xffff_ffff_0000) >> 16,
                ms & 0xffff,
                0x8000 | (rand_b1 & 0x3fff)
            )
        }
    };
    Ok(ascii_string(rb, s.into_bytes()))
}

/// `require "random/formatter"`.
pub fn init(rb: &mut Ruby) -> Result<()> {
    let f = formatter_module(rb)?;
    rb.define_method(f, "random_bytes", -1, random_bytes);
    rb.define_method(f, "hex", -1, f_hex);
    rb.define_method(f, "base64", -1, f_base64);
    rb.define_method(f, "urlsafe_base64", -1, f_urlsafe_base64);
    rb.define_method(f, "uuid", -1, f_uuid);
    rb.alias_method(f, "uuid_v4", "uuid")?;
    rb.define_method(f, "uuid_v7", -1, f_uuid_v7);
    rb.define_private_method(f, "gen_random", 1, gen_random);
    super::choose::init(rb, f)
}
