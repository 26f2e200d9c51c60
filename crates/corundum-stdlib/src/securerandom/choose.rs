//! Random::Formatter#alphanumeric and the private `choose(source, n)` it draws through: n
//! elements of `source` (their `to_s`), taken as base-`source.size` digits of
//! `random_number(limit)`, `limit` the largest power of the size not past 2**32, each draw giving
//! that many characters, as CRuby's random/formatter.rb does, so a seeded Random gives CRuby's
//! strings.
//!
//! Invariants:
//! - The source and the receiver are reached only through their methods (`size`, `values_at`,
//!   `random_number`, `digits`, `join`), so any source array and any receiver work.
//! - CRuby loops forever on a source of fewer than two elements (its limit never grows); here a
//!   one-element source gives that element n times and an empty one raises ArgumentError.

use crate::byte_text::ascii_string;
use corundum_vm::api::{Args, Result, Ruby, Value};

/// The characters alphanumeric draws from by default: A-Z, a-z, 0-9.
fn alphanumeric_table(rb: &mut Ruby) -> Result {
    // Filled in place: the Strings are reachable from the Array as soon as they exist.
    let a = rb.new_array(Vec::new());
    for range in [b'A'..=b'Z', b'a'..=b'z', b'0'..=b'9'] {
        for c in range {
            let s = ascii_string(rb, vec![c]);
            rb.freeze(s);
            rb.array_push(a, s)?;
        }
    }
    rb.freeze(a);
    Ok(a)
}

/// alphanumeric(n = nil, chars: ALPHANUMERIC): `choose(chars, n || 16)`.
fn alphanumeric(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let pos = args.positional();
    if pos.len() > 1 {
        return Err(rb.arg_count_error(pos.len(), 0, 1));
    }
    args.check_keywords(rb, &["chars"])?;
    let n = pos.first().copied().filter(|v| !v.is_nil()).unwrap_or(Value::fixnum(16));
    let chars = match args.keywords().and_then(|h| rb.keyword(h, "chars")) {
        Some(c) => c,
        None => {
            let f = super::formatter_module(rb)?;
            rb.const_get(f, "ALPHANUMERIC")?
        }
    };
    rb.call(recv, "choose", &[chars, n])
}

/// How many characters are still wanted: CRuby compares and subtracts `n` as given, an
/// Integer or a Float.
#[derive(Clone, Copy)]
enum Count {
    Int(i64),
    Float(f64),
}

impl Count {
    fn at_least(self, m: i64) -> bool {
        match self {
            Count::Int(n) => m <= n,
            Count::Float(n) => (m as f64) <= n,
        }
    }
    fn minus(self, m: i64) -> Count {
        match self {
            Count::Int(n) => Count::Int(n - m),
            Count::Float(n) => Count::Float(n - m as f64),
        }
    }
    /// `self < len`.
    fn below(self, len: i64) -> bool {
        match self {
            Count::Int(n) => n < len,
            Count::Float(n) => n < len as f64,
        }
    }
    fn positive(self) -> bool {
        match self {
            Count::Int(n) => n > 0,
            Count::Float(n) => n > 0.0,
        }
    }
}

/// `n` as a Count, or the error CRuby's `m <= n` raises for it.
fn count_of(rb: &mut Ruby, n: Value) -> Result<Count> {
    if n.is_fixnum() {
        return Ok(Count::Int(n.as_fixnum()));
    }
    if let Some(f) = rb.float_value(n) {
        return Ok(Count::Float(f));
    }
    // Not a number CRuby's loop can count with (a String, a Bignum too large to build):
    // raise what `1 <= n` raises, or the comparison failure.
    rb.call(Value::fixnum(1), "<=", &[n])?;
    let name = rb.conversion_name(n);
    Err(rb.arg_error(&format!("comparison of Integer with {name} failed")))
}

/// Draws one group: the base-`size` digits of `random_number(limit)`, least significant
/// first, padded with zeros or cut to `want` digits.
fn draw_digits(rb: &mut Ruby, recv: Value, limit: Value, size: Value, want: Count) -> Result<Value> {
    let rs = rb.call(recv, "random_number", &[limit])?;
    let is = rb.call(rs, "digits", &[size])?;
    if !rb.is_array(is) {
        return Ok(is);
    }
    let len = rb.array_len(is) as i64;
    match want {
        Count::Int(w) if len < w => {
            for _ in len..w {
                rb.array_push(is, Value::fixnum(0))?;
            }
        }
        Count::Float(w) if (len as f64) < w => {
            // CRuby's `(n - is.length).times`: Float has no `times`.
            let rest = rb.new_float(w - len as f64);
            rb.call(rest, "times", &[])?;
        }
        _ => {
            // `is.pop while n < is.length`
            while want.below(rb.array_len(is) as i64) {
                rb.array_pop(is)?;
            }
        }
    }
    Ok(is)
}

/// `source.values_at(*digits).join('')` appended to `result`.
fn append_chars(rb: &mut Ruby, result: Value, source: Value, digits: Value) -> Result<()> {
    let idx: Vec<Value> = if rb.is_array(digits) { rb.array_items(digits).to_vec() } else { vec![digits] };
    let picked = rb.call(source, "values_at", &idx)?;
    let empty = rb.new_str("");
    let s = rb.call(picked, "join", &[empty])?;
    rb.call(result, "<<", &[s])?;
    Ok(())
}

/// The private choose(source, n).
fn choose(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (source, n) = (args.get(0), args.get(1));
    let size_v = rb.call(source, "size", &[])?;
    let size = rb.expect_int(size_v)?;
    let result = ascii_string(rb, Vec::new());
    let mut n = count_of(rb, n)?;
    if size < 2 {
        if !n.positive() {
            return Ok(result);
        }
        if size < 1 {
            return Err(rb.arg_error("no characters to choose from"));
        }
        let mut k = 1;
        while n.at_least(k) {
            append_chars(rb, result, source, Value::fixnum(0))?;
            k += 1;
        }
        return Ok(result);
    }
    let (mut limit, mut m): (u128, i64) = (size as u128, 1);
    while limit * size as u128 <= 0x1_0000_0000 {
        limit *= size as u128;
        m += 1;
    }
    let limit = rb.new_int_i128(limit as i128);
    while n.at_least(m) {
        let digits = draw_digits(rb, recv, limit, size_v, Count::Int(m))?;
        append_chars(rb, result, source, digits)?;
        n = n.minus(m);
    }
    if n.positive() {
        let digits = draw_digits(rb, recv, limit, size_v, n)?;
        append_chars(rb, result, source, digits)?;
    }
    Ok(result)
}

pub fn init(rb: &mut Ruby, formatter: Value) -> Result<()> {
    let table = alphanumeric_table(rb)?;
    rb.const_set(formatter, "ALPHANUMERIC", table);
    rb.define_method(formatter, "alphanumeric", -1, alphanumeric);
    rb.define_private_method(formatter, "choose", 2, choose);
    Ok(())
}
