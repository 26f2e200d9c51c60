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

use crate::object as obj;
use crate::stdlib::byte_text::ascii_string;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The characters alphanumeric draws from by default: A-Z, a-z, 0-9.
fn alphanumeric_table(vm: &mut Vm) -> Value {
    let mut items = Vec::new();
    for range in [b'A'..=b'Z', b'a'..=b'z', b'0'..=b'9'] {
        for c in range {
            let s = ascii_string(vm, vec![c]);
            vm.freeze(s);
            vm.temp_roots.push(s);
            items.push(s);
        }
    }
    let a = vm.new_array(items);
    let n = vm.temp_roots.len();
    vm.temp_roots.truncate(n - 62);
    vm.freeze(a);
    a
}

/// alphanumeric(n = nil, chars: ALPHANUMERIC): `choose(chars, n || 16)`.
fn alphanumeric(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.len() > 1 {
        return Err(vm.arg_count_error(pos.len(), 0, 1));
    }
    crate::stdlib::stringio::check_keywords(vm, args.kwargs(), &["chars"])?;
    let n = pos.first().copied().filter(|v| !v.is_nil()).unwrap_or(Value::fixnum(16));
    let chars = match args.kwargs().and_then(|h| vm.hash_lookup_symbol(h, intern("chars"))) {
        Some(c) => c,
        None => {
            let f = crate::core::random::formatter_module(vm)?;
            vm.const_get_from(f, intern("ALPHANUMERIC"))?
        }
    };
    vm.call_method(recv, intern("choose"), &[chars, n], None)
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
fn count_of(vm: &mut Vm, n: Value) -> VmResult<Count> {
    if n.is_fixnum() {
        return Ok(Count::Int(n.as_fixnum()));
    }
    if let Some(f) = vm.float_value(n) {
        return Ok(Count::Float(f));
    }
    // Not a number CRuby's loop can count with (a String, a Bignum too large to build):
    // raise what `1 <= n` raises, or the comparison failure.
    vm.call_method(Value::fixnum(1), intern("<="), &[n], None)?;
    let name = vm.conversion_name(n);
    Err(vm.arg_error(&format!("comparison of Integer with {name} failed")))
}

/// Draws one group: the base-`size` digits of `random_number(limit)`, least significant
/// first, padded with zeros or cut to `want` digits.
fn draw_digits(vm: &mut Vm, recv: Value, limit: Value, size: Value, want: Count) -> VmResult<Value> {
    let rs = vm.call_method(recv, intern("random_number"), &[limit], None)?;
    let is = vm.call_method(rs, intern("digits"), &[size], None)?;
    if !obj::is_type(is, obj::ObjType::Array) {
        return Ok(is);
    }
    let len = obj::as_array(is).items.len() as i64;
    match want {
        Count::Int(w) if len < w => {
            for _ in len..w {
                obj::as_array_mut(is).items.push(Value::fixnum(0));
            }
        }
        Count::Float(w) if (len as f64) < w => {
            // CRuby's `(n - is.length).times`: Float has no `times`.
            let rest = vm.new_float(w - len as f64);
            vm.call_method(rest, intern("times"), &[], None)?;
        }
        _ => {
            // `is.pop while n < is.length`
            while want.below(obj::as_array(is).items.len() as i64) {
                obj::as_array_mut(is).items.pop();
            }
        }
    }
    Ok(is)
}

/// `source.values_at(*digits).join('')` appended to `result`.
fn append_chars(vm: &mut Vm, result: Value, source: Value, digits: Value) -> VmResult<()> {
    let idx: Vec<Value> = if obj::is_type(digits, obj::ObjType::Array) { obj::as_array(digits).items.to_vec() } else { vec![digits] };
    let picked = vm.call_method(source, intern("values_at"), &idx, None)?;
    let empty = vm.new_str("");
    let s = vm.call_method(picked, intern("join"), &[empty], None)?;
    vm.call_method(result, intern("<<"), &[s], None)?;
    Ok(())
}

/// The private choose(source, n).
fn choose(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (source, n) = (args.get(0), args.get(1));
    let size_v = vm.call_method(source, intern("size"), &[], None)?;
    let size = vm.expect_int(size_v)?;
    let result = ascii_string(vm, Vec::new());
    let mut n = count_of(vm, n)?;
    if size < 2 {
        if !n.positive() {
            return Ok(result);
        }
        if size < 1 {
            return Err(vm.arg_error("no characters to choose from"));
        }
        let mut k = 1;
        while n.at_least(k) {
            append_chars(vm, result, source, Value::fixnum(0))?;
            k += 1;
        }
        return Ok(result);
    }
    let (mut limit, mut m): (u128, i64) = (size as u128, 1);
    while limit * size as u128 <= 0x1_0000_0000 {
        limit *= size as u128;
        m += 1;
    }
    let limit = vm.new_int_i128(limit as i128);
    while n.at_least(m) {
        let digits = draw_digits(vm, recv, limit, size_v, Count::Int(m))?;
        append_chars(vm, result, source, digits)?;
        n = n.minus(m);
    }
    if n.positive() {
        let digits = draw_digits(vm, recv, limit, size_v, n)?;
        append_chars(vm, result, source, digits)?;
    }
    Ok(result)
}

pub fn init(vm: &mut Vm, formatter: Value) -> VmResult<()> {
    let table = alphanumeric_table(vm);
    vm.const_set(formatter, intern("ALPHANUMERIC"), table);
    vm.define_builtin(formatter, "alphanumeric", -1, alphanumeric);
    vm.define_private_builtin(formatter, "choose", 2, choose);
    Ok(())
}
