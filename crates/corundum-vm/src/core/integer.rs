//! Integer: one class over Fixnum (tagged) and Bignum (num-bigint) representations, with
//! overflow promotion and normalisation back to Fixnum (`Vm::new_bignum`).

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Floored division (Ruby's `/` on Integers): rounds towards negative infinity.
pub fn floor_div(x: i64, y: i64) -> i64 {
    let q = x / y;
    if (x % y != 0) && ((x < 0) != (y < 0)) { q - 1 } else { q }
}
/// Floored modulo (Ruby's `%`): the result has the divisor's sign.
pub fn floor_mod(x: i64, y: i64) -> i64 {
    let m = x % y;
    if m != 0 && ((m < 0) != (y < 0)) { m + y } else { m }
}

pub fn big_to_f64(b: &BigInt) -> f64 {
    b.to_f64().unwrap_or(if b.is_negative() { f64::NEG_INFINITY } else { f64::INFINITY })
}

pub fn f64_to_big(f: f64) -> BigInt {
    // Exact conversion of an integral double.
    let bits = f.to_bits();
    let neg = bits >> 63 != 0;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = if exp == 0 { (bits & ((1 << 52) - 1)) << 1 } else { (bits & ((1 << 52) - 1)) | (1 << 52) };
    let shift = exp - 1075;
    let mut b = BigInt::from(mant);
    if shift > 0 {
        b <<= shift as usize;
    } else {
        b >>= (-shift) as usize;
    }
    if neg { -b } else { b }
}

/// An Integer value as a BigInt (for the slow paths).
pub fn to_big(v: Value) -> Option<BigInt> {
    if v.is_fixnum() {
        Some(BigInt::from(v.as_fixnum()))
    } else if obj::is_type(v, ObjType::Bignum) {
        Some((*obj::as_bignum(v).value).clone())
    } else {
        None
    }
}

pub fn is_integer(v: Value) -> bool {
    v.is_fixnum() || obj::is_type(v, ObjType::Bignum)
}

/// `Integer op other` when `other` is not an Integer: Floats convert, anything with `coerce`
/// gets its turn, otherwise TypeError "X can't be coerced into Integer".
pub fn coerce_binop(vm: &mut Vm, recv: Value, other: Value, op: char) -> VmResult {
    if !other.is_special() && vm.respond_to(other, crate::symbol::sym::COERCE, true) {
        let pair = vm.call_method(other, crate::symbol::sym::COERCE, &[recv], None)?;
        if obj::is_type(pair, ObjType::Array) && obj::as_array(pair).items.len() == 2 {
            let (a, b) = (obj::as_array(pair).items[0], obj::as_array(pair).items[1]);
            let name = match op {
                '+' => "+",
                '-' => "-",
                '*' => "*",
                '/' => "/",
                '%' => "%",
                '<' => "<",
                '>' => ">",
                'l' => "<=",
                'g' => ">=",
                _ => "**",
            };
            return vm.call_method(a, crate::symbol::intern(name), &[b], None);
        }
    }
    let into = if vm.is_float(recv) { "Float" } else { "Integer" };
    Err(crate::core::float::coerce_fail(vm, other, into))
}

fn zero_div(vm: &mut Vm) -> crate::vm::Unwind {
    vm.make_error(vm.core.zero_division_error, "divided by 0")
}

fn int_arith(vm: &mut Vm, recv: Value, o: Value, op: char) -> VmResult {
    if Value::both_fixnum(recv, o) {
        let (a, b) = (recv.as_fixnum(), o.as_fixnum());
        let r = match op {
            '+' => a.checked_add(b),
            '-' => a.checked_sub(b),
            '*' => a.checked_mul(b),
            '/' => {
                if b == 0 {
                    return Err(zero_div(vm));
                }
                Some(floor_div(a, b))
            }
            '%' => {
                if b == 0 {
                    return Err(zero_div(vm));
                }
                Some(floor_mod(a, b))
            }
            _ => None,
        };
        if let Some(r) = r {
            return Ok(vm.new_int(r));
        }
    }
    if let Some(f) = vm.float_value(o) {
        let a = int_to_f64(recv);
        let r = match op {
            '+' => a + f,
            '-' => a - f,
            '*' => a * f,
            '/' => a / f,
            _ => {
                if f == 0.0 {
                    return Err(zero_div(vm));
                }
                let m = a % f;
                if m != 0.0 && (m < 0.0) != (f < 0.0) { m + f } else { m }
            }
        };
        return Ok(vm.new_float(r));
    }
    let (Some(a), Some(b)) = (to_big(recv), to_big(o)) else {
        return coerce_binop(vm, recv, o, op);
    };
    let r = match op {
        '+' => a + b,
        '-' => a - b,
        '*' => a * b,
        '/' => {
            if b.is_zero() {
                return Err(zero_div(vm));
            }
            a.div_floor(&b)
        }
        _ => {
            if b.is_zero() {
                return Err(zero_div(vm));
            }
            a.mod_floor(&b)
        }
    };
    Ok(vm.new_bignum(r))
}

pub fn int_to_f64(v: Value) -> f64 {
    if v.is_fixnum() { v.as_fixnum() as f64 } else { to_big(v).map_or(0.0, |b| big_to_f64(&b)) }
}

fn int_pow(vm: &mut Vm, recv: Value, o: Value) -> VmResult {
    if let Some(f) = vm.float_value(o) {
        return Ok(vm.new_float(int_to_f64(recv).powf(f)));
    }
    let Some(e) = to_big(o) else { return coerce_binop(vm, recv, o, '^') };
    let base = to_big(recv).expect("integer receiver");
    if e.is_negative() {
        // Integer ** negative integer is a Rational in Ruby; Corundum has no Rational yet, so it
        // answers with the Float value (documented in docs/ARCHITECTURE.md, "Known gaps").
        return Ok(vm.new_float(int_to_f64(recv).powf(int_to_f64(o))));
    }
    let Some(exp) = e.to_u32() else {
        return Err(vm.arg_error("exponent too large"));
    };
    if base.bits() as u64 * exp as u64 > 32 * 1024 * 1024 {
        return Err(vm.arg_error("exponent too large"));
    }
    Ok(vm.new_bignum(num_traits::pow(base, exp as usize)))
}

fn int_cmp_values(vm: &mut Vm, a: Value, b: Value) -> Option<std::cmp::Ordering> {
    if Value::both_fixnum(a, b) {
        return Some(a.as_fixnum().cmp(&b.as_fixnum()));
    }
    if let Some(f) = vm.float_value(b) {
        return int_to_f64(a).partial_cmp(&f);
    }
    Some(to_big(a)?.cmp(&to_big(b)?))
}

fn int_rel(vm: &mut Vm, recv: Value, args: &Args, op: char) -> VmResult {
    let o = args.get(0);
    match int_cmp_values(vm, recv, o) {
        Some(ord) => Ok(Value::bool(match op {
            '<' => ord.is_lt(),
            'l' => ord.is_le(),
            '>' => ord.is_gt(),
            _ => ord.is_ge(),
        })),
        None => {
            if vm.float_value(o).is_some() {
                return Ok(Value::FALSE);
            }
            if !o.is_special() && vm.respond_to(o, crate::symbol::sym::COERCE, true) {
                return coerce_binop(vm, recv, o, op);
            }
            Err(crate::core::comparable::compare_failed(vm, recv, o))
        }
    }
}

fn int_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !is_integer(o) && vm.float_value(o).is_none() {
        if o.is_special() || !vm.respond_to(o, crate::symbol::sym::EQ, true) {
            return Ok(Value::FALSE);
        }
        let r = vm.call_method(o, crate::symbol::sym::EQ, &[recv], None)?;
        return Ok(Value::bool(r.truthy()));
    }
    Ok(Value::bool(int_cmp_values(vm, recv, o) == Some(std::cmp::Ordering::Equal)))
}

fn int_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(match int_cmp_values(vm, recv, args.get(0)) {
        Some(o) => Value::fixnum(o as i64),
        None => Value::NIL,
    })
}

/// Integer#to_s in `base`.
pub fn int_to_s(v: Value, base: u32) -> String {
    if v.is_fixnum() && base == 10 {
        return v.as_fixnum().to_string();
    }
    to_big(v).map_or_else(String::new, |b| b.to_str_radix(base))
}

fn i_to_s(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let base = if args.is_empty() { 10 } else { vm.expect_int(args.get(0))? };
    if !(2..=36).contains(&base) {
        return Err(vm.arg_error(&format!("invalid radix {base}")));
    }
    let s = int_to_s(recv, base as u32);
    Ok(vm.new_string(s.into_bytes()))
}

fn i_times(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "times", &[]);
    };
    let n = vm.expect_int(recv)?;
    let mut i = 0;
    while i < n {
        vm.yield_block(&b, &[Value::fixnum(i)])?;
        i += 1;
    }
    Ok(recv)
}

fn i_upto(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "upto", args.as_slice());
    };
    let (from, to) = (vm.expect_int(recv)?, vm.expect_int(args.get(0))?);
    let mut i = from;
    while i <= to {
        vm.yield_block(&b, &[Value::fixnum(i)])?;
        i += 1;
    }
    Ok(recv)
}

fn i_downto(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for(vm, recv, "downto", args.as_slice());
    };
    let (from, to) = (vm.expect_int(recv)?, vm.expect_int(args.get(0))?);
    let mut i = from;
    while i >= to {
        vm.yield_block(&b, &[Value::fixnum(i)])?;
        i -= 1;
    }
    Ok(recv)
}

fn i_succ(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    int_arith(vm, recv, Value::fixnum(1), '+')
}
fn i_pred(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    int_arith(vm, recv, Value::fixnum(1), '-')
}
fn i_neg(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    int_arith(vm, Value::fixnum(0), recv, '-')
}
fn i_abs(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = to_big(recv).expect("int");
    Ok(vm.new_bignum(b.abs()))
}
fn i_to_f(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_float(int_to_f64(recv)))
}
fn i_even(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(to_big(recv).is_some_and(|b| b.is_even())))
}
fn i_odd(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(to_big(recv).is_some_and(|b| b.is_odd())))
}
fn i_zero(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(recv == Value::fixnum(0)))
}
fn i_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = vm.hash_of(recv)?;
    Ok(Value::fixnum((h >> 2) as i64))
}
fn i_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    Ok(Value::bool(is_integer(o) && int_cmp_values(vm, recv, o) == Some(std::cmp::Ordering::Equal)))
}

fn i_divmod(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if vm.float_value(o).is_some() {
        let f = vm.new_float(int_to_f64(recv));
        return vm.call_method(f, crate::symbol::intern("divmod"), &[o], None);
    }
    let q = int_arith(vm, recv, o, '/')?;
    vm.temp_roots.push(q);
    let m = int_arith(vm, recv, o, '%');
    vm.temp_roots.pop();
    let m = m?;
    Ok(vm.new_array(vec![q, m]))
}

fn i_fdiv(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = crate::core::float::num_to_f64(vm, args.get(0)) else {
        return Err(crate::core::float::coerce_fail(vm, args.get(0), "Float"));
    };
    Ok(vm.new_float(int_to_f64(recv) / b))
}

fn bitop(vm: &mut Vm, recv: Value, args: &Args, op: char) -> VmResult {
    let o = args.get(0);
    let (Some(a), Some(b)) = (to_big(recv), to_big(o)) else {
        return Err(crate::core::float::coerce_fail(vm, o, "Integer"));
    };
    let r = match op {
        '&' => a & b,
        '|' => a | b,
        '^' => a ^ b,
        '<' | '>' => {
            let n = b.to_i64().unwrap_or(0);
            let left = (op == '<') == (n >= 0);
            let s = n.unsigned_abs() as usize;
            if left {
                if s > 1 << 26 {
                    return Err(vm.make_error(vm.core.range_error, "shift width too big"));
                }
                a << s
            } else {
                a >> s
            }
        }
        _ => unreachable!(),
    };
    Ok(vm.new_bignum(r))
}

fn i_not(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = to_big(recv).expect("int");
    Ok(vm.new_bignum(-a - BigInt::one()))
}

fn i_aref(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = to_big(recv).expect("int");
    let i = args.get(0);
    if !i.is_fixnum() || i.as_fixnum() < 0 {
        return Ok(Value::fixnum(0));
    }
    Ok(Value::fixnum(((a >> i.as_fixnum() as usize) & BigInt::one()).to_i64().unwrap_or(0)))
}

fn round_to(vm: &mut Vm, recv: Value, args: &Args, mode: char) -> VmResult {
    if args.positional().is_empty() {
        return Ok(recv);
    }
    let d = vm.expect_int(args.get(0))?;
    if d >= 0 {
        return Ok(recv);
    }
    let a = to_big(recv).expect("int");
    let m = num_traits::pow(BigInt::from(10), (-d) as usize);
    let (q, r) = a.div_mod_floor(&m);
    let down = &q * &m;
    let r = match mode {
        'f' => down,
        'c' => {
            if r.is_zero() { down } else { down + &m }
        }
        't' => {
            if a.is_negative() && !r.is_zero() { down + &m } else { down }
        }
        _ => {
            let twice = &r * 2;
            if twice > m || (twice == m && !a.is_negative()) { down + &m } else if twice == m { down } else { down }
        }
    };
    Ok(vm.new_bignum(r))
}

fn i_gcd(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (Some(a), Some(b)) = (to_big(recv), to_big(args.get(0))) else { return Err(vm.type_error("not an integer")) };
    Ok(vm.new_bignum(a.gcd(&b)))
}
fn i_lcm(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (Some(a), Some(b)) = (to_big(recv), to_big(args.get(0))) else { return Err(vm.type_error("not an integer")) };
    Ok(vm.new_bignum(a.lcm(&b)))
}

fn i_pow(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() == 2 {
        let (Some(a), Some(e), Some(m)) = (to_big(recv), to_big(args.get(0)), to_big(args.get(1))) else {
            return Err(vm.type_error("Integer#pow() 2nd argument not allowed unless all arguments are integers"));
        };
        if m.is_zero() {
            return Err(zero_div(vm));
        }
        let r = a.modpow(&e, &m);
        let r = if !r.is_zero() && (r.is_negative() != m.is_negative()) { r + m } else { r };
        return Ok(vm.new_bignum(r));
    }
    int_pow(vm, recv, args.get(0))
}

fn i_digits(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let base = if args.is_empty() { 10 } else { vm.expect_int(args.get(0))? };
    let mut a = to_big(recv).expect("int");
    if a.is_negative() {
        return Err(vm.make_error(vm.core.math_domain_error, "out of domain"));
    }
    let b = BigInt::from(base);
    let mut out = Vec::new();
    loop {
        let (q, r) = a.div_mod_floor(&b);
        out.push(Value::fixnum(r.to_i64().unwrap_or(0)));
        a = q;
        if a.is_zero() {
            break;
        }
    }
    Ok(vm.new_array(out))
}

fn i_chr(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = vm.expect_int(recv)?;
    if !(0..256).contains(&n) {
        if let Some(c) = char::from_u32(n as u32).filter(|_| n >= 256) {
            let _ = c;
        }
        return Err(vm.make_error(vm.core.range_error, &format!("{n} out of char range")));
    }
    let s = if n < 128 { vm.new_string(vec![n as u8]) } else { vm.new_binary_string(vec![n as u8]) };
    Ok(s)
}

fn i_bit_length(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let a = to_big(recv).expect("int");
    let n = if a.is_negative() { (-a - BigInt::one()).bits() } else { a.bits() };
    Ok(vm.new_int(n as i64))
}

fn i_coerce(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if is_integer(o) {
        return Ok(vm.new_array(vec![o, recv]));
    }
    let Some(f) = crate::core::float::num_to_f64(vm, o) else {
        let n = vm.conversion_name(o);
        return Err(vm.type_error(&format!("can't convert {n} into Float")));
    };
    let a = vm.new_float(f);
    vm.temp_roots.push(a);
    let b = vm.new_float(int_to_f64(recv));
    vm.temp_roots.pop();
    Ok(vm.new_array(vec![a, b]))
}

fn i_sqrt(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let Some(a) = to_big(args.get(0)) else { return Err(vm.conversion_error(args.get(0), "Integer")) };
    if a.is_negative() {
        return Err(vm.make_error(vm.core.math_domain_error, "Numerical argument is out of domain - \"isqrt\""));
    }
    Ok(vm.new_bignum(a.sqrt()))
}

/// Kernel#Integer.
pub fn kernel_integer(vm: &mut Vm, v: Value, base: Option<Value>) -> VmResult {
    if is_integer(v) && base.is_none() {
        return Ok(v);
    }
    if let Some(f) = vm.float_value(v) {
        if base.is_some() {
            return Err(vm.arg_error("base specified for non string value"));
        }
        return crate::core::float::float_to_int(vm, f.trunc());
    }
    if obj::is_type(v, ObjType::String) {
        let s = crate::core::str_of(v);
        let b = match base {
            Some(b) => vm.expect_int(b)? as u32,
            None => 0,
        };
        return match parse_int_strict(&s, b) {
            Some(n) => Ok(vm.new_bignum(n)),
            None => {
                let i = crate::core::string::inspect_bytes(s.as_bytes(), false);
                Err(vm.arg_error(&format!("invalid value for Integer(): {i}")))
            }
        };
    }
    if v.is_nil() {
        return Err(vm.type_error("can't convert nil into Integer"));
    }
    if vm.respond_to(v, crate::symbol::sym::TO_INT, true) {
        return vm.call_method(v, crate::symbol::sym::TO_INT, &[], None);
    }
    if vm.respond_to(v, crate::symbol::sym::TO_I, true) {
        return vm.call_method(v, crate::symbol::sym::TO_I, &[], None);
    }
    Err(vm.conversion_error(v, "Integer"))
}

/// Strict integer syntax (Kernel#Integer): optional sign, prefix 0x/0b/0o/0, underscores
/// between digits, surrounding whitespace.
pub fn parse_int_strict(s: &str, base: u32) -> Option<BigInt> {
    let t = s.trim();
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = t.to_ascii_lowercase();
    let (radix, digits) = if (base == 0 || base == 16) && lower.starts_with("0x") {
        (16, &t[2..])
    } else if (base == 0 || base == 2) && lower.starts_with("0b") {
        (2, &t[2..])
    } else if (base == 0 || base == 8) && lower.starts_with("0o") {
        (8, &t[2..])
    } else if (base == 0 || base == 10) && lower.starts_with("0d") {
        (10, &t[2..])
    } else if base == 0 && t.len() > 1 && t.starts_with('0') {
        (8, &t[1..])
    } else {
        (if base == 0 { 10 } else { base }, t)
    };
    if digits.is_empty() || digits.starts_with('_') || digits.ends_with('_') || digits.contains("__") {
        return None;
    }
    let clean: String = digits.chars().filter(|&c| c != '_').collect();
    let n = BigInt::parse_bytes(clean.as_bytes(), radix)?;
    Some(if neg { -n } else { n })
}

/// String#to_i: leading integer, garbage ignored, 0 when none.
pub fn parse_int_prefix(s: &str, base: u32) -> BigInt {
    let t = s.trim_start();
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = t.to_ascii_lowercase();
    let t = if base == 16 && lower.starts_with("0x") || base == 2 && lower.starts_with("0b") || base == 8 && lower.starts_with("0o") { &t[2..] } else { t };
    let mut digits = String::new();
    let mut prev_us = false;
    for c in t.chars() {
        if c == '_' {
            if prev_us || digits.is_empty() {
                break;
            }
            prev_us = true;
            continue;
        }
        if c.to_digit(base).is_some() {
            digits.push(c);
            prev_us = false;
        } else {
            break;
        }
    }
    let n = BigInt::parse_bytes(digits.as_bytes(), base).unwrap_or_default();
    if neg { -n } else { n }
}

/// Kernel#srand: reseeds the generator.
pub fn seed_random(vm: &mut Vm, seed: u64) {
    vm.rand_state = seed ^ 0x9E37_79B9_7F4A_7C15;
    if vm.rand_state == 0 {
        vm.rand_state = 1;
    }
}

fn next_u64(vm: &mut Vm) -> u64 {
    // xorshift64*: fast and good enough for a program's rand (not CRuby's Mersenne Twister; the
    // sequence after `srand` differs from CRuby's, which docs/ARCHITECTURE.md lists as a gap).
    let mut x = vm.rand_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    vm.rand_state = x;
    x.wrapping_mul(0x2545_F491_4F6C_DD1D)
}

/// Kernel#rand.
pub fn kernel_rand(vm: &mut Vm, max: Value) -> VmResult {
    if max.is_nil() || max == Value::fixnum(0) {
        let f = (next_u64(vm) >> 11) as f64 / (1u64 << 53) as f64;
        return Ok(vm.new_float(f));
    }
    if let Some(f) = vm.float_value(max) {
        let r = (next_u64(vm) >> 11) as f64 / (1u64 << 53) as f64;
        return Ok(vm.new_float(r * f));
    }
    if obj::is_type(max, ObjType::Range) {
        let r = obj::as_range(max);
        let (b, e) = (vm.expect_int(r.begin)?, vm.expect_int(r.end)?);
        let e = if obj::has_flag(max, obj::FL_EXCL_END) { e - 1 } else { e };
        if e < b {
            return Ok(Value::NIL);
        }
        let n = (e - b + 1) as u64;
        return Ok(Value::fixnum(b + (next_u64(vm) % n) as i64));
    }
    let n = vm.expect_int(max)?.unsigned_abs();
    Ok(Value::fixnum((next_u64(vm) % n) as i64))
}

pub fn init(vm: &mut Vm) {
    let i = vm.core.integer;
    vm.define_builtin(i, "+", 1, |vm, r, a| int_arith(vm, r, a.get(0), '+'));
    vm.define_builtin(i, "-", 1, |vm, r, a| int_arith(vm, r, a.get(0), '-'));
    vm.define_builtin(i, "*", 1, |vm, r, a| int_arith(vm, r, a.get(0), '*'));
    vm.define_builtin(i, "/", 1, |vm, r, a| int_arith(vm, r, a.get(0), '/'));
    vm.define_builtin(i, "div", 1, |vm, r, a| {
        let v = int_arith(vm, r, a.get(0), '/')?;
        if let Some(f) = vm.float_value(v) {
            return crate::core::float::float_to_int(vm, f.floor());
        }
        Ok(v)
    });
    vm.define_builtin(i, "%", 1, |vm, r, a| int_arith(vm, r, a.get(0), '%'));
    vm.define_builtin(i, "modulo", 1, |vm, r, a| int_arith(vm, r, a.get(0), '%'));
    vm.define_builtin(i, "remainder", 1, |vm, r, a| {
        let (Some(x), Some(y)) = (to_big(r), to_big(a.get(0))) else { return Err(vm.type_error("not an integer")) };
        if y.is_zero() {
            return Err(zero_div(vm));
        }
        Ok(vm.new_bignum(x % y))
    });
    vm.define_builtin(i, "**", 1, |vm, r, a| int_pow(vm, r, a.get(0)));
    vm.define_builtin(i, "pow", -2, i_pow);
    vm.define_builtin(i, "<", 1, |vm, r, a| int_rel(vm, r, a, '<'));
    vm.define_builtin(i, "<=", 1, |vm, r, a| int_rel(vm, r, a, 'l'));
    vm.define_builtin(i, ">", 1, |vm, r, a| int_rel(vm, r, a, '>'));
    vm.define_builtin(i, ">=", 1, |vm, r, a| int_rel(vm, r, a, 'g'));
    vm.define_builtin(i, "==", 1, int_eq);
    vm.define_builtin(i, "===", 1, int_eq);
    vm.define_builtin(i, "eql?", 1, i_eql);
    vm.define_builtin(i, "<=>", 1, int_cmp);
    vm.define_builtin(i, "to_s", -1, i_to_s);
    vm.define_builtin(i, "inspect", -1, i_to_s);
    vm.define_builtin(i, "times", 0, i_times);
    vm.define_builtin(i, "upto", 1, i_upto);
    vm.define_builtin(i, "downto", 1, i_downto);
    vm.define_builtin(i, "succ", 0, i_succ);
    vm.define_builtin(i, "next", 0, i_succ);
    vm.define_builtin(i, "pred", 0, i_pred);
    vm.define_builtin(i, "-@", 0, i_neg);
    vm.define_builtin(i, "+@", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "~", 0, i_not);
    vm.define_builtin(i, "abs", 0, i_abs);
    vm.define_builtin(i, "magnitude", 0, i_abs);
    vm.define_builtin(i, "to_i", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "to_int", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "to_f", 0, i_to_f);
    vm.define_builtin(i, "even?", 0, i_even);
    vm.define_builtin(i, "odd?", 0, i_odd);
    vm.define_builtin(i, "zero?", 0, i_zero);
    vm.define_builtin(i, "positive?", 0, |_vm, r, _a| Ok(Value::bool(to_big(r).is_some_and(|b| b.is_positive()))));
    vm.define_builtin(i, "negative?", 0, |_vm, r, _a| Ok(Value::bool(to_big(r).is_some_and(|b| b.is_negative()))));
    vm.define_builtin(i, "integer?", 0, |_vm, _r, _a| Ok(Value::TRUE));
    vm.define_builtin(i, "finite?", 0, |_vm, _r, _a| Ok(Value::TRUE));
    vm.define_builtin(i, "hash", 0, i_hash);
    vm.define_builtin(i, "divmod", 1, i_divmod);
    vm.define_builtin(i, "fdiv", 1, i_fdiv);
    vm.define_builtin(i, "&", 1, |vm, r, a| bitop(vm, r, a, '&'));
    vm.define_builtin(i, "|", 1, |vm, r, a| bitop(vm, r, a, '|'));
    vm.define_builtin(i, "^", 1, |vm, r, a| bitop(vm, r, a, '^'));
    vm.define_builtin(i, "<<", 1, |vm, r, a| bitop(vm, r, a, '<'));
    vm.define_builtin(i, ">>", 1, |vm, r, a| bitop(vm, r, a, '>'));
    vm.define_builtin(i, "[]", 1, i_aref);
    vm.define_builtin(i, "floor", -1, |vm, r, a| round_to(vm, r, a, 'f'));
    vm.define_builtin(i, "ceil", -1, |vm, r, a| round_to(vm, r, a, 'c'));
    vm.define_builtin(i, "round", -1, |vm, r, a| round_to(vm, r, a, 'r'));
    vm.define_builtin(i, "truncate", -1, |vm, r, a| round_to(vm, r, a, 't'));
    vm.define_builtin(i, "gcd", 1, i_gcd);
    vm.define_builtin(i, "lcm", 1, i_lcm);
    vm.define_builtin(i, "digits", -1, i_digits);
    vm.define_builtin(i, "chr", -1, i_chr);
    vm.define_builtin(i, "ord", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(i, "bit_length", 0, i_bit_length);
    vm.define_builtin(i, "coerce", 1, i_coerce);
    vm.define_builtin(i, "size", 0, |_vm, _r, _a| Ok(Value::fixnum(8)));
    let s = vm.singleton_class(i).expect("Integer metaclass");
    vm.define_builtin(s, "sqrt", 1, i_sqrt);
    let _ = vm.core.numeric;
}
