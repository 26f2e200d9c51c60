//! `require "rbconfig/sizeof"`: RbConfig::SIZEOF (the size in bytes of C types, by their C
//! names) and RbConfig::LIMITS (the C limits macros, and Fixnum's), a C extension in CRuby.
//!
//! Invariants: the values describe the platform Corundum was built for, as CRuby's describe
//! the one it was compiled on: the sizes come from `size_of` of the libc types where Rust has
//! them, and Fixnum's bounds are Corundum's own (`api::FIXNUM_MAX`), the same 62 bits as
//! CRuby's on 64-bit platforms. Both Hashes are created once, by the first `require`.

use std::mem::size_of;

use corundum_vm::api::{Result, Ruby, Value, FIXNUM_MAX, FIXNUM_MIN};

/// The C types CRuby's table lists, in its order, with their sizes here.
fn sizes() -> Vec<(&'static str, usize)> {
    use libc::*;
    vec![
        ("int", size_of::<c_int>()),
        ("short", size_of::<c_short>()),
        ("long", size_of::<c_long>()),
        ("long long", size_of::<c_longlong>()),
        ("__int128", size_of::<i128>()),
        ("off_t", size_of::<off_t>()),
        ("void*", size_of::<*const c_void>()),
        ("float", size_of::<c_float>()),
        ("double", size_of::<c_double>()),
        ("time_t", size_of::<time_t>()),
        ("clock_t", size_of::<clock_t>()),
        ("size_t", size_of::<size_t>()),
        ("ptrdiff_t", size_of::<ptrdiff_t>()),
        ("dev_t", size_of::<dev_t>()),
        ("int8_t", 1),
        ("uint8_t", 1),
        ("int16_t", 2),
        ("uint16_t", 2),
        ("int32_t", 4),
        ("uint32_t", 4),
        ("int64_t", 8),
        ("uint64_t", 8),
        ("int128_t", 16),
        ("uint128_t", 16),
        ("intptr_t", size_of::<intptr_t>()),
        ("uintptr_t", size_of::<uintptr_t>()),
        ("ssize_t", size_of::<ssize_t>()),
        ("int_least8_t", 1),
        ("int_least16_t", 2),
        ("int_least32_t", 4),
        ("int_least64_t", 8),
        // glibc's fast types: 8-bit stays a byte, the wider ones are a machine word.
        ("int_fast8_t", 1),
        ("int_fast16_t", size_of::<c_long>()),
        ("int_fast32_t", size_of::<c_long>()),
        ("int_fast64_t", 8),
        ("intmax_t", size_of::<intmax_t>()),
        ("sig_atomic_t", size_of::<c_int>()),
        ("wchar_t", size_of::<wchar_t>()),
        ("wint_t", size_of::<c_uint>()),
        ("wctrans_t", size_of::<*const c_void>()),
        ("wctype_t", size_of::<c_ulong>()),
        ("_Bool", 1),
        ("long double", 16),
        ("float _Complex", 2 * size_of::<c_float>()),
        ("double _Complex", 2 * size_of::<c_double>()),
        ("long double _Complex", 32),
        ("__float128", 16),
        ("_Decimal32", 4),
        ("_Decimal64", 8),
        ("_Decimal128", 16),
        ("__float80", 16),
    ]
}

/// A limit: an integer (any width) or a float.
enum Limit {
    Int(i128),
    Float(f64),
}

fn limits() -> Vec<(&'static str, Limit)> {
    use Limit::{Float, Int};
    let signed = |bits: u32| ((1i128 << (bits - 1)) - 1, -(1i128 << (bits - 1)));
    let unsigned = |bits: u32| (1i128 << bits) - 1;
    let word = 8 * size_of::<libc::c_long>() as u32;
    let mut v: Vec<(&'static str, Limit)> = vec![
        ("FIXNUM_MAX", Int(FIXNUM_MAX as i128)),
        ("FIXNUM_MIN", Int(FIXNUM_MIN as i128)),
        ("CHAR_MAX", Int(i8::MAX as i128)),
        ("CHAR_MIN", Int(i8::MIN as i128)),
        ("SCHAR_MAX", Int(i8::MAX as i128)),
        ("SCHAR_MIN", Int(i8::MIN as i128)),
        ("UCHAR_MAX", Int(u8::MAX as i128)),
        ("WCHAR_MAX", Int(i32::MAX as i128)),
        ("WCHAR_MIN", Int(i32::MIN as i128)),
        ("SHRT_MAX", Int(i16::MAX as i128)),
        ("SHRT_MIN", Int(i16::MIN as i128)),
        ("USHRT_MAX", Int(u16::MAX as i128)),
        ("INT_MAX", Int(i32::MAX as i128)),
        ("INT_MIN", Int(i32::MIN as i128)),
        ("UINT_MAX", Int(u32::MAX as i128)),
        ("LONG_MAX", Int(signed(word).0)),
        ("LONG_MIN", Int(signed(word).1)),
        ("ULONG_MAX", Int(unsigned(word))),
        ("LLONG_MAX", Int(i64::MAX as i128)),
        ("LLONG_MIN", Int(i64::MIN as i128)),
        ("ULLONG_MAX", Int(u64::MAX as i128)),
    ];
    // The exact-width, least and fast families, each as <8, 16, 32, 64>.
    for bits in [8u32, 16, 32, 64] {
        let fast = if bits == 8 { 8 } else { word.max(bits) };
        let names: [(&'static str, &'static str, &'static str, u32); 3] = match bits {
            8 => [("INT8_MAX", "INT8_MIN", "UINT8_MAX", 8), ("INT_LEAST8_MAX", "INT_LEAST8_MIN", "UINT_LEAST8_MAX", 8), ("INT_FAST8_MAX", "INT_FAST8_MIN", "UINT_FAST8_MAX", fast)],
            16 => [("INT16_MAX", "INT16_MIN", "UINT16_MAX", 16), ("INT_LEAST16_MAX", "INT_LEAST16_MIN", "UINT_LEAST16_MAX", 16), ("INT_FAST16_MAX", "INT_FAST16_MIN", "UINT_FAST16_MAX", fast)],
            32 => [("INT32_MAX", "INT32_MIN", "UINT32_MAX", 32), ("INT_LEAST32_MAX", "INT_LEAST32_MIN", "UINT_LEAST32_MAX", 32), ("INT_FAST32_MAX", "INT_FAST32_MIN", "UINT_FAST32_MAX", fast)],
            _ => [("INT64_MAX", "INT64_MIN", "UINT64_MAX", 64), ("INT_LEAST64_MAX", "INT_LEAST64_MIN", "UINT_LEAST64_MAX", 64), ("INT_FAST64_MAX", "INT_FAST64_MIN", "UINT_FAST64_MAX", fast)],
        };
        for (max, min, umax, b) in names {
            v.push((max, Int(signed(b).0)));
            v.push((min, Int(signed(b).1)));
            v.push((umax, Int(unsigned(b))));
        }
    }
    let ptr = 8 * size_of::<usize>() as u32;
    v.extend([
        ("INTMAX_MAX", Int(i64::MAX as i128)),
        ("INTMAX_MIN", Int(i64::MIN as i128)),
        ("UINTMAX_MAX", Int(u64::MAX as i128)),
        ("INTPTR_MAX", Int(signed(ptr).0)),
        ("INTPTR_MIN", Int(signed(ptr).1)),
        ("UINTPTR_MAX", Int(unsigned(ptr))),
        ("SIZE_MAX", Int(unsigned(ptr))),
        ("PTRDIFF_MAX", Int(signed(ptr).0)),
        ("PTRDIFF_MIN", Int(signed(ptr).1)),
        // <float.h>: IEEE single and double; long double is x87's 80-bit extended format.
        ("FLT_RADIX", Int(2)),
        ("FLT_ROUNDS", Int(1)),
        ("FLT_EVAL_METHOD", Int(0)),
        ("FLT_MANT_DIG", Int(f32::MANTISSA_DIGITS as i128)),
        ("DBL_MANT_DIG", Int(f64::MANTISSA_DIGITS as i128)),
        ("LDBL_MANT_DIG", Int(64)),
        ("FLT_DIG", Int(f32::DIGITS as i128)),
        ("DBL_DIG", Int(f64::DIGITS as i128)),
        ("LDBL_DIG", Int(18)),
        ("FLT_MIN_EXP", Int(f32::MIN_EXP as i128)),
        ("DBL_MIN_EXP", Int(f64::MIN_EXP as i128)),
        ("LDBL_MIN_EXP", Int(-16381)),
        ("FLT_MIN_10_EXP", Int(f32::MIN_10_EXP as i128)),
        ("DBL_MIN_10_EXP", Int(f64::MIN_10_EXP as i128)),
        ("LDBL_MIN_10_EXP", Int(-4931)),
        ("FLT_MAX_EXP", Int(f32::MAX_EXP as i128)),
        ("DBL_MAX_EXP", Int(f64::MAX_EXP as i128)),
        ("LDBL_MAX_EXP", Int(16384)),
        ("FLT_MAX_10_EXP", Int(f32::MAX_10_EXP as i128)),
        ("DBL_MAX_10_EXP", Int(f64::MAX_10_EXP as i128)),
        ("LDBL_MAX_10_EXP", Int(4932)),
        ("FLT_DECIMAL_DIG", Int(9)),
        ("DBL_DECIMAL_DIG", Int(17)),
        ("LDBL_DECIMAL_DIG", Int(21)),
        ("DECIMAL_DIG", Int(21)),
        ("FLT_HAS_SUBNORM", Int(1)),
        ("DBL_HAS_SUBNORM", Int(1)),
        ("LDBL_HAS_SUBNORM", Int(1)),
        ("FLT_MAX", Float(f32::MAX as f64)),
        ("DBL_MAX", Float(f64::MAX)),
        ("FLT_EPSILON", Float(f32::EPSILON as f64)),
        ("DBL_EPSILON", Float(f64::EPSILON)),
        ("FLT_MIN", Float(f32::MIN_POSITIVE as f64)),
        ("DBL_MIN", Float(f64::MIN_POSITIVE)),
        ("FLT_TRUE_MIN", Float(f32::from_bits(1) as f64)),
        ("DBL_TRUE_MIN", Float(f64::from_bits(1))),
    ]);
    v
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    rb.require("rbconfig")?;
    let object = rb.core_class(corundum_vm::api::CoreClass::Object);
    let rbconfig = rb.const_get(object, "RbConfig")?;
    // Both Hashes stay in locals, which the collector scans (docs/ARCHITECTURE.md, "GC roots").
    let sizeof = rb.new_hash();
    for (name, size) in sizes() {
        let k = rb.new_str(name);
        rb.hash_set(sizeof, k, Value::fixnum(size as i64))?;
    }
    let lim = rb.new_hash();
    for (name, limit) in limits() {
        let k = rb.new_str(name);
        let v = match limit {
            Limit::Int(i) => rb.new_int_i128(i),
            Limit::Float(f) => rb.new_float(f),
        };
        rb.hash_set(lim, k, v)?;
    }
    rb.const_set(rbconfig, "SIZEOF", sizeof);
    rb.const_set(rbconfig, "LIMITS", lim);
    Ok(())
}
