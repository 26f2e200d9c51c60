//! `Array#pack(template, buffer: nil)`: the receiver's items into a binary String.
//!
//! Invariants:
//! - The result is built in a Rust `Vec<u8>` and becomes a String (or replaces the buffer's
//!   bytes) only at the end; items are read from the receiver by index each time they are
//!   needed (a conversion may change the array), so no Value is held in Rust memory across a
//!   call into Ruby.
//! - Every growth that comes from a template count (`x`, `@`, padding of `a`/`A`/`Z`, `b`/`B`/
//!   `h`/`H` past their input) goes through `grow`, which checks CRuby's string size limit and
//!   reserves fallibly: NoMemoryError, never an abort. Counts of directives that consume items
//!   stop at "too few arguments" before producing anything per missing item.
//! - `p`/`P` record the Strings they point at on `vm.temp_roots` (above the mark taken at the
//!   start, removed on every exit) and then in the result's `ASSOCIATES_IVAR` Array.
//! - The result's encoding follows CRuby's rule: US-ASCII while only `m`/`M`/`u` were used (or
//!   none), UTF-8 when `U` came before any other directive, otherwise binary (for a `buffer:`,
//!   binary means "keep the buffer's encoding").

use crate::core::pack::text;
use crate::core::pack::{float_spec, integer_spec, single_keyword, template_arg, Count, Endian, Mode, Template};
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::limits::LONG_MAX;
use crate::vm::{Args, Vm, VmResult};

/// The encoding a pack result gets (CRuby's `enc_info`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum ResultEncoding {
    Binary,
    UsAscii,
    Utf8,
}

/// The packing state: the bytes so far and the next item to consume.
struct Packer {
    out: Vec<u8>,
    ary: Value,
    next: usize,
}

impl Packer {
    fn remaining(&self) -> usize {
        obj::as_array(self.ary).items.len().saturating_sub(self.next)
    }

    /// The next item, or ArgumentError "too few arguments".
    fn item(&mut self, vm: &mut Vm) -> VmResult {
        let items = &obj::as_array(self.ary).items;
        if self.next >= items.len() {
            return Err(vm.arg_error("too few arguments"));
        }
        let v = items[self.next];
        self.next += 1;
        Ok(v)
    }

    /// Appends `n` copies of `byte` (a count from the template): CRuby's size check, then a
    /// fallible reservation.
    fn grow(&mut self, vm: &mut Vm, n: u64, byte: u8) -> VmResult<()> {
        if n == 0 {
            return Ok(());
        }
        if n >= (LONG_MAX as u64).saturating_sub(self.out.len() as u64) {
            return Err(vm.arg_error("string size too big"));
        }
        let n = usize::try_from(n).map_err(|_| vm.no_memory())?;
        vm.try_reserve(&mut self.out, n)?;
        self.out.resize(self.out.len() + n, byte);
        Ok(())
    }

    /// The bytes of the next item for `a`/`A`/`Z`/`b`/`B`/`h`/`H`: nil packs as empty.
    fn string_item_or_nil(&mut self, vm: &mut Vm) -> VmResult<Vec<u8>> {
        let v = self.item(vm)?;
        if v.is_nil() {
            return Ok(Vec::new());
        }
        let s = vm.expect_string(v)?;
        Ok(obj::as_string(s).bytes.as_slice().to_vec())
    }
}

/// How many items a directive that consumes items takes: `*` is all that are left.
fn item_count(p: &Packer, count: Count) -> u64 {
    match count {
        Count::Default => 1,
        Count::Star => p.remaining() as u64,
        Count::Num(n) => n,
    }
}

pub(super) fn a_pack(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let fmt = template_arg(vm, args)?;
    let buffer = single_keyword(vm, args, "buffer")?.filter(|b| !b.is_nil());
    let mut start = Vec::new();
    if let Some(b) = buffer {
        if !obj::is_type(b, ObjType::String) {
            let n = vm.conversion_name(b);
            return Err(vm.type_error(&format!("buffer must be String, not {n}")));
        }
        vm.check_frozen(b)?;
        start = obj::as_string(b).bytes.as_slice().to_vec();
    }
    let mut tpl = Template::new(fmt, Mode::Pack);
    let mark = vm.temp_roots.len();
    // The Strings (and nils) `p`/`P` point at are pushed on `vm.temp_roots` above `mark` while
    // packing, and become the result's associated objects.
    let mut p = Packer { out: start, ary: recv, next: 0 };
    let mut enc = ResultEncoding::UsAscii;
    let mut walk = || -> VmResult<()> {
        while let Some(d) = tpl.next(vm) {
            let d = d?;
            enc = match (d.kind, enc) {
                (b'U', ResultEncoding::UsAscii) => ResultEncoding::Utf8,
                (b'U' | b'm' | b'M' | b'u', e) => e,
                _ => ResultEncoding::Binary,
            };
            pack_one(vm, &mut p, d)?;
        }
        Ok(())
    };
    let walked = walk();
    let out = p.out;
    // The associated Strings stay rooted until the result exists (its allocation may collect).
    let target = walked.and_then(|()| match buffer {
        Some(b) => {
            // A conversion may have frozen the buffer meanwhile.
            vm.check_frozen(b)?;
            obj::as_string_mut(b).bytes = out.into();
            Ok(b)
        }
        None => Ok(vm.new_binary_string(out)),
    });
    let associated = vm.temp_roots.split_off(mark);
    let target = target?;
    if !associated.is_empty() {
        // `new_array` roots its input; `target` is held on the machine stack.
        let list = vm.new_array(associated);
        vm.ivar_set(target, crate::symbol::intern(super::ASSOCIATES_IVAR), list)?;
    }
    let f = &mut obj::basic(target).flags;
    match enc {
        ResultEncoding::Binary => {}
        ResultEncoding::UsAscii => *f = (*f & !obj::FL_STR_BINARY) | crate::core::string::FL_STR_ASCII,
        ResultEncoding::Utf8 => *f &= !(obj::FL_STR_BINARY | crate::core::string::FL_STR_ASCII),
    }
    Ok(target)
}

fn pack_one(vm: &mut Vm, p: &mut Packer, d: crate::core::pack::Directive) -> VmResult<()> {
    if let Some((size, _signed, endian)) = integer_spec(&d) {
        for _ in 0..item_count(p, d.count) {
            let v = p.item(vm)?;
            let v = crate::core::integer::to_int_value(vm, v)?;
            let le = low_bytes_le(v);
            let bytes = &le[..size];
            if endian == Some(Endian::Big) {
                p.out.extend(bytes.iter().rev());
            } else {
                p.out.extend_from_slice(bytes);
            }
        }
        return Ok(());
    }
    if let Some((size, endian)) = float_spec(d.kind) {
        for _ in 0..item_count(p, d.count) {
            let v = p.item(vm)?;
            let f = crate::core::float::to_float(vm, v)?;
            let f = vm.float_value(f).unwrap_or(f64::NAN);
            let mut bytes = if size == 4 { single(f).to_le_bytes().to_vec() } else { f.to_le_bytes().to_vec() };
            if endian == Endian::Big {
                bytes.reverse();
            }
            p.out.extend_from_slice(&bytes);
        }
        return Ok(());
    }
    match d.kind {
        b'a' | b'A' | b'Z' => {
            let src = p.string_item_or_nil(vm)?;
            let plen = src.len() as u64;
            let len = match d.count {
                Count::Star if d.kind == b'Z' => plen + 1,
                Count::Star => plen,
                Count::Default => 1,
                Count::Num(n) => n,
            };
            if plen >= len {
                p.out.extend_from_slice(&src[..len as usize]);
            } else {
                p.out.extend_from_slice(&src);
                p.grow(vm, len - plen, if d.kind == b'A' { b' ' } else { 0 })?;
            }
        }
        b'b' | b'B' => {
            let src = p.string_item_or_nil(vm)?;
            let plen = src.len() as u64;
            let mut len = match d.count {
                Count::Star => plen,
                Count::Default => 1,
                Count::Num(n) => n,
            };
            // CRuby pads with (missing bits + 1) / 2 NUL bytes (sic), not a whole-byte count.
            let mut extra = 0;
            if len > plen {
                extra = (len - plen + 1) / 2;
                len = plen;
            }
            pack_bits(&mut p.out, &src[..len as usize], d.kind == b'B');
            p.grow(vm, extra, 0)?;
        }
        b'h' | b'H' => {
            let src = p.string_item_or_nil(vm)?;
            let plen = src.len() as u64;
            let mut len = match d.count {
                Count::Star => plen,
                Count::Default => 1,
                Count::Num(n) => n,
            };
            let mut extra = 0;
            if len > plen {
                extra = len.div_ceil(2) - plen.div_ceil(2);
                len = plen;
            }
            pack_nibbles(&mut p.out, &src[..len as usize], d.kind == b'H');
            p.grow(vm, extra, 0)?;
        }
        b'U' => {
            for _ in 0..item_count(p, d.count) {
                let v = p.item(vm)?;
                let v = crate::core::integer::to_int_value(vm, v)?;
                let cp = vm.expect_int(v)?;
                if !(0..=0x7fff_ffff).contains(&cp) {
                    return Err(vm.make_error(vm.core.range_error, "pack(U): value out of range"));
                }
                text::utf8_encode(&mut p.out, cp as u32);
            }
        }
        b'w' => {
            for _ in 0..item_count(p, d.count) {
                let v = p.item(vm)?;
                let v = crate::core::integer::to_int_value(vm, v)?;
                let magnitude = if v.is_fixnum() {
                    let n = v.as_fixnum();
                    if n < 0 {
                        None
                    } else {
                        Some((n as u64).to_le_bytes().to_vec())
                    }
                } else {
                    let b = &*obj::as_bignum(v).value;
                    let (sign, le) = b.to_bytes_le();
                    (sign != num_bigint::Sign::Minus).then_some(le)
                };
                let Some(le) = magnitude else {
                    return Err(vm.arg_error("can't compress negative numbers"));
                };
                vm.check_alloc(le.len() as u128 * 2, 1)?;
                text::ber_encode(&mut p.out, &le);
            }
        }
        b'm' | b'u' => {
            let v = p.item(vm)?;
            let s = vm.expect_string(v)?;
            let src = obj::as_string(s).bytes.as_slice().to_vec();
            let len = match d.count {
                Count::Star => {
                    if d.kind == b'm' {
                        1
                    } else {
                        0
                    }
                }
                Count::Default => 1,
                Count::Num(n) => n,
            };
            if len == 0 && d.kind == b'm' {
                text::encode_line(&mut p.out, &src, b'm', false);
            } else {
                let line = if len <= 2 {
                    45
                } else if len > 63 && d.kind == b'u' {
                    63
                } else {
                    (len / 3 * 3).min(usize::MAX as u64) as usize
                };
                vm.try_reserve(&mut p.out, src.len() / 3 * 4 + src.len() / line * 2 + 8)?;
                for chunk in src.chunks(line) {
                    text::encode_line(&mut p.out, chunk, d.kind, true);
                }
            }
        }
        b'M' => {
            let v = p.item(vm)?;
            let s = vm.obj_to_s(v)?;
            let src = obj::as_string(s).bytes.as_slice().to_vec();
            let len = match d.count {
                Count::Num(n) if n > 1 => n.min(usize::MAX as u64) as usize,
                _ => 72,
            };
            vm.try_reserve(&mut p.out, src.len() * 3 + 2)?;
            text::qp_encode(&mut p.out, &src, len);
        }
        b'p' | b'P' => {
            // `P` points at one String that must be at least `count` bytes long; `p` at `count`
            // Strings (nil is the null pointer).
            let n = if d.kind == b'P' {
                let len = match d.count {
                    Count::Num(n) => n,
                    _ => 1,
                };
                let items = &obj::as_array(p.ary).items;
                if let Some(&v) = items.get(p.next).filter(|v| !v.is_nil()) {
                    let s = vm.expect_string(v)?;
                    let have = obj::as_string(s).bytes.len() as u64;
                    if have < len {
                        return Err(vm.arg_error(&format!("too short buffer for P({have} for {len})")));
                    }
                }
                1
            } else {
                item_count(p, d.count)
            };
            for _ in 0..n {
                let v = p.item(vm)?;
                let target = if v.is_nil() { v } else { vm.expect_string(v)? };
                vm.temp_roots.push(target);
                let pointer = if target.is_nil() { 0 } else { target.0 };
                p.out.extend_from_slice(&pointer.to_le_bytes());
            }
        }
        b'x' => {
            let n = match d.count {
                Count::Star => 0,
                Count::Default => 1,
                Count::Num(n) => n,
            };
            p.grow(vm, n, 0)?;
        }
        b'X' => {
            let n = match d.count {
                Count::Star => 0,
                Count::Default => 1,
                Count::Num(n) => n,
            };
            if n > p.out.len() as u64 {
                return Err(vm.arg_error("X outside of string"));
            }
            p.out.truncate(p.out.len() - n as usize);
        }
        b'@' => {
            let n = match d.count {
                Count::Star => 0,
                Count::Default => 1,
                Count::Num(n) => n,
            };
            let len = p.out.len() as u64;
            if n > len {
                p.grow(vm, n - len, 0)?;
            } else {
                p.out.truncate(n as usize);
            }
        }
        _ => {
            // The parser only lets known directives through; one without a case here would be
            // a bug, reported rather than packed wrongly.
            let msg = format!("pack directive '{}' is not supported", d.kind as char);
            return Err(vm.make_error(vm.core.not_implemented_error, &msg));
        }
    }
    Ok(())
}

/// The low 8 bytes of Integer `v` in two's complement, least significant first.
fn low_bytes_le(v: Value) -> [u8; 8] {
    if v.is_fixnum() {
        return v.as_fixnum().to_le_bytes();
    }
    let b = &*obj::as_bignum(v).value;
    let le = b.to_signed_bytes_le();
    let fill = if b.sign() == num_bigint::Sign::Minus { 0xff } else { 0 };
    let mut out = [fill; 8];
    for (i, &x) in le.iter().take(8).enumerate() {
        out[i] = x;
    }
    out
}

/// A double as a single-precision float the way CRuby converts it: out-of-range values become
/// infinities, NaN the canonical NaN.
fn single(f: f64) -> f32 {
    if f.is_nan() {
        f32::NAN
    } else if f < -(f32::MAX as f64) {
        f32::NEG_INFINITY
    } else if f <= f32::MAX as f64 {
        f as f32
    } else {
        f32::INFINITY
    }
}

/// Packs the low bit of each byte of `src` (each character '0'/'1'), 8 to a byte: `B` most
/// significant bit first, `b` least significant first. A last partial byte is zero-filled.
fn pack_bits(out: &mut Vec<u8>, src: &[u8], msb_first: bool) {
    for chunk in src.chunks(8) {
        let mut byte = 0u8;
        for (i, &c) in chunk.iter().enumerate() {
            if c & 1 == 1 {
                byte |= if msb_first { 0x80 >> i } else { 1 << i };
            }
        }
        out.push(byte);
    }
}

/// Packs hex digits, two to a byte: `H` high nibble first, `h` low nibble first. A letter's
/// value is its low four bits plus 9 (so any letter is accepted, as in CRuby).
fn pack_nibbles(out: &mut Vec<u8>, src: &[u8], high_first: bool) {
    let nibble = |c: u8| if c.is_ascii_alphabetic() { ((c & 15) + 9) & 15 } else { c & 15 };
    for pair in src.chunks(2) {
        let first = nibble(pair[0]);
        let second = pair.get(1).map(|&c| nibble(c)).unwrap_or(0);
        out.push(if high_first { first << 4 | second } else { second << 4 | first });
    }
}
