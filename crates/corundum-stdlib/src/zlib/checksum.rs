//! The checksum functions of Zlib: `adler32`, `crc32` (over a String or everything an IO
//! reads), `adler32_combine`, `crc32_combine`, `crc_table`.
//!
//! Invariant: sums are C `unsigned long`s masked to 32 bits, as CRuby passes them to zlib: a
//! negative start value wraps (`Zlib.crc32("p", -305419897)`), and the answer is never
//! negative.

use corundum_vm::api::{Args, CoreClass, Result, Ruby, Value};
use num_traits::ToPrimitive;

#[derive(Clone, Copy)]
enum Sum {
    Adler,
    Crc,
}

impl Sum {
    fn update(self, sum: u32, data: &[u8]) -> u32 {
        match self {
            Sum::Adler => zlib_rs::adler32::adler32(sum, data),
            Sum::Crc => zlib_rs::crc32::crc32(sum, data),
        }
    }

    /// The value zlib answers for no data (`adler32(x, NULL, 0)`, `crc32(x, NULL, 0)`).
    fn initial(self) -> u32 {
        match self {
            Sum::Adler => 1,
            Sum::Crc => 0,
        }
    }
}

/// `v` as a C `unsigned long` (CRuby's `NUM2ULONG`): negative values down to LONG_MIN wrap;
/// RangeError beyond.
pub(crate) fn num2ulong(rb: &mut Ruby, v: Value) -> Result<u64> {
    if rb.is_bignum(v) {
        let b = rb.integer_to_big(v).unwrap_or_default();
        if let Some(u) = b.to_u64() {
            return Ok(u);
        }
        if let Some(i) = b.to_i64() {
            return Ok(i as u64);
        }
        return Err(rb.raise_core(CoreClass::RangeError, "bignum out of range of unsigned long"));
    }
    Ok(rb.expect_int(v)? as u64)
}

/// CRuby's `do_checksum`: `Zlib.adler32(string = nil, sum = nil)` and `crc32` alike.
fn checksum(rb: &mut Ruby, args: &Args, kind: Sum) -> Result {
    args.check_count(rb, 0, Some(2))?;
    let (src, vsum) = (args.get(0), args.get(1));
    let mut sum = if !vsum.is_nil() {
        num2ulong(rb, vsum)? as u32
    } else if src.is_nil() {
        0
    } else {
        kind.initial()
    };
    if src.is_nil() {
        sum = kind.initial();
    } else if rb.is_io(src) {
        let len = Value::fixnum(8192);
        loop {
            let chunk = rb.call(src, "read", &[len])?;
            if chunk.is_nil() {
                break;
            }
            let chunk = rb.expect_string(chunk)?;
            sum = kind.update(sum, rb.str_bytes(chunk));
        }
    } else {
        let s = rb.expect_string(src)?;
        sum = kind.update(sum, rb.str_bytes(s));
    }
    Ok(rb.new_int(sum as i64))
}

fn combine(rb: &mut Ruby, args: &Args, kind: Sum) -> Result {
    let a = num2ulong(rb, args.get(0))? as u32;
    let b = num2ulong(rb, args.get(1))? as u32;
    let len = rb.expect_int(args.get(2))?;
    let r = match kind {
        // zlib answers 0xffffffff for a negative length.
        Sum::Adler if len < 0 => 0xffff_ffff,
        Sum::Adler => zlib_rs::adler32::adler32_combine(a, b, len as u64),
        Sum::Crc => zlib_rs::crc32::crc32_combine(a, b, len.max(0) as u64),
    };
    Ok(rb.new_int(r as i64))
}

fn crc_table(rb: &mut Ruby, _recv: Value, _args: &Args) -> Result {
    let items: Vec<Value> = zlib_rs::crc32::get_crc_table().iter().map(|&x| Value::fixnum(x as i64)).collect();
    Ok(rb.new_array(items))
}

pub fn init(rb: &mut Ruby, m: Value) -> Result<()> {
    rb.define_module_function(m, "adler32", -1, |rb, _, a| checksum(rb, a, Sum::Adler))?;
    rb.define_module_function(m, "crc32", -1, |rb, _, a| checksum(rb, a, Sum::Crc))?;
    rb.define_module_function(m, "adler32_combine", 3, |rb, _, a| combine(rb, a, Sum::Adler))?;
    rb.define_module_function(m, "crc32_combine", 3, |rb, _, a| combine(rb, a, Sum::Crc))?;
    rb.define_module_function(m, "crc_table", 0, crc_table)?;
    Ok(())
}
