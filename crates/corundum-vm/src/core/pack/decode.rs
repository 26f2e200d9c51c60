//! `String#unpack(template, offset: 0)` (with or without a block) and `String#unpack1`.
//!
//! Invariants:
//! - With a block, the receiver's bytes are copied once at the start, so a block that changes
//!   the string cannot make the decoder read out of range; without one no Ruby code runs during
//!   the walk and the bytes are read in place. Every read is checked against `data`'s length.
//! - Results go to a `Sink`: a Ruby Array allocated first and kept in `vm.temp_roots` (so the
//!   values made so far survive the allocations of the next ones), the block (each value as it
//!   is made), or, for `unpack1`, the first value, which ends the walk as in CRuby.
//! - A count larger than the data is cut to the data; for the fixed-size directives without `*`
//!   the missing items become nils (Array results only), checked against CRuby's array size
//!   limit and reserved fallibly before any nil is pushed.

use crate::core::pack::text;
use crate::core::pack::{float_spec, integer_spec, single_keyword, template_arg, Count, Directive, Endian, Mode, Template};
use crate::object as obj;
use crate::value::Value;
use crate::vm::limits::ARY_MAX_SIZE;
use crate::vm::{Args, Block, Vm, VmResult};

/// Where unpacked values go.
enum Sink {
    Array(Value),
    Block(Block),
    /// `unpack1`: the first value is the answer.
    First,
}

/// What to do after a value was delivered.
enum Flow {
    Continue,
    /// `unpack1` got its value.
    Done(Value),
}

impl Sink {
    fn push(&mut self, vm: &mut Vm, v: Value) -> VmResult<Flow> {
        match self {
            Sink::Array(a) => {
                obj::as_array_mut(*a).items.push(v);
                Ok(Flow::Continue)
            }
            Sink::Block(b) => {
                let b = b.clone();
                vm.yield_block(&b, &[v])?;
                Ok(Flow::Continue)
            }
            Sink::First => Ok(Flow::Done(v)),
        }
    }

    /// The nils that stand for `missing` items a count asked for past the end of the data.
    fn push_missing(&mut self, vm: &mut Vm, missing: u64) -> VmResult<()> {
        let Sink::Array(a) = *self else { return Ok(()) };
        if missing == 0 {
            return Ok(());
        }
        let len = obj::as_array(a).items.len() as u64;
        if len.saturating_add(missing) >= ARY_MAX_SIZE as u64 {
            return Err(vm.arg_error(" size too big"));
        }
        vm.grow_array(a, missing as usize)?;
        vm.check_alloc(len as u128 + missing as u128, 8)?;
        for _ in 0..missing {
            obj::as_array_mut(a).items.push(Value::NIL);
        }
        Ok(())
    }
}

/// Delivers `v`, returning from the enclosing function when `unpack1` is done.
macro_rules! deliver {
    ($sink:expr, $vm:expr, $v:expr) => {
        if let Flow::Done(v) = $sink.push($vm, $v)? {
            return Ok(Some(v));
        }
    };
}

pub(super) fn s_unpack(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let fmt = template_arg(vm, args)?;
    let offset = offset_arg(vm, recv, args)?;
    match args.block.clone() {
        Some(b) => {
            unpack(vm, recv, fmt, offset, &mut Sink::Block(b))?;
            Ok(Value::NIL)
        }
        None => {
            let a = vm.new_array(Vec::new());
            vm.temp_roots.push(a);
            let r = unpack(vm, recv, fmt, offset, &mut Sink::Array(a));
            vm.temp_roots.pop();
            r?;
            Ok(a)
        }
    }
}

pub(super) fn s_unpack1(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let fmt = template_arg(vm, args)?;
    let offset = offset_arg(vm, recv, args)?;
    Ok(unpack(vm, recv, fmt, offset, &mut Sink::First)?.unwrap_or(Value::NIL))
}

/// The `offset:` keyword: a byte position inside the receiver.
fn offset_arg(vm: &mut Vm, recv: Value, args: &Args) -> VmResult<usize> {
    let Some(v) = single_keyword(vm, args, "offset")? else { return Ok(0) };
    let n = vm.expect_int(v)?;
    if n < 0 {
        return Err(vm.arg_error("offset can't be negative"));
    }
    if n as u64 > obj::as_string(recv).bytes.len() as u64 {
        return Err(vm.arg_error("offset outside of string"));
    }
    Ok(n as usize)
}

/// How many fixed-size items a count asks for and how many of them the data holds.
fn fixed_items(count: Count, available: usize) -> (u64, u64) {
    let wanted = match count {
        Count::Star => return (available as u64, 0),
        Count::Default => 1,
        Count::Num(n) => n,
    };
    let got = wanted.min(available as u64);
    (got, wanted - got)
}

/// Walks the template over the receiver's bytes from `offset`. Returns `unpack1`'s value
/// (None when the template produced nothing).
fn unpack(vm: &mut Vm, recv: Value, fmt: Value, offset: usize, sink: &mut Sink) -> VmResult<Option<Value>> {
    // Only a block can run Ruby code (and change the receiver) during the walk: then the bytes
    // are copied; otherwise they are read in place (`unpack` with `offset:` in a loop over a big
    // String must not copy it at every call).
    let copy;
    let data: &[u8] = if matches!(sink, Sink::Block(_)) {
        copy = obj::as_string(recv).bytes.as_slice().to_vec();
        &copy
    } else {
        obj::as_string(recv).bytes.as_slice()
    };
    let send = data.len();
    let mut s = offset;
    let mut tpl = Template::new(fmt, Mode::Unpack);
    while let Some(d) = tpl.next(vm) {
        let d: Directive = d?;
        if let Some((size, signed, endian)) = integer_spec(&d) {
            let (got, missing) = fixed_items(d.count, (send - s) / size);
            for _ in 0..got {
                let v = read_integer(vm, &data[s..s + size], signed, endian);
                s += size;
                deliver!(sink, vm, v);
            }
            sink.push_missing(vm, missing)?;
            continue;
        }
        if let Some((size, endian)) = float_spec(d.kind) {
            let (got, missing) = fixed_items(d.count, (send - s) / size);
            for _ in 0..got {
                let mut b = data[s..s + size].to_vec();
                if endian == Endian::Big {
                    b.reverse();
                }
                let f = if size == 4 {
                    f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64
                } else {
                    f64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])
                };
                s += size;
                let v = vm.new_float(f);
                deliver!(sink, vm, v);
            }
            sink.push_missing(vm, missing)?;
            continue;
        }
        let left = (send - s) as u64;
        match d.kind {
            b'a' | b'A' | b'Z' => {
                let star = d.count == Count::Star;
                let len = match d.count {
                    Count::Star => left,
                    Count::Default => 1,
                    Count::Num(n) => n,
                }
                .min(left) as usize;
                let field = &data[s..s + len];
                let v = match d.kind {
                    b'a' => {
                        s += len;
                        field
                    }
                    b'A' => {
                        s += len;
                        let end = field.iter().rposition(|&c| c != b' ' && c != 0).map_or(0, |i| i + 1);
                        &field[..end]
                    }
                    _ => {
                        let end = field.iter().position(|&c| c == 0).unwrap_or(len);
                        if star {
                            // Past the NUL too, when there is one.
                            s += (end + 1).min(send - s);
                        } else {
                            s += len;
                        }
                        &field[..end]
                    }
                };
                let v = new_binary_field(vm, v);
                deliver!(sink, vm, v);
            }
            b'b' | b'B' => {
                let len = match d.count {
                    Count::Num(n) if n <= left * 8 => n as usize,
                    Count::Default if left > 0 => 1,
                    _ => (left * 8) as usize,
                };
                let mut out = vm.try_vec(len)?;
                for i in 0..len {
                    let byte = data[s + i / 8];
                    let bit = if d.kind == b'B' { byte >> (7 - i % 8) & 1 } else { byte >> (i % 8) & 1 };
                    out.push(b'0' + bit);
                }
                s += len.div_ceil(8);
                let v = new_ascii_string(vm, out);
                deliver!(sink, vm, v);
            }
            b'h' | b'H' => {
                let len = match d.count {
                    Count::Num(n) if n <= left * 2 => n as usize,
                    Count::Default if left > 0 => 1,
                    _ => (left * 2) as usize,
                };
                let mut out = vm.try_vec(len)?;
                for i in 0..len {
                    let byte = data[s + i / 2];
                    let high = (d.kind == b'H') == (i % 2 == 0);
                    let nibble = if high { byte >> 4 } else { byte & 15 };
                    out.push(b"0123456789abcdef"[nibble as usize]);
                }
                s += len.div_ceil(2);
                let v = new_ascii_string(vm, out);
                deliver!(sink, vm, v);
            }
            b'U' => {
                let mut n = match d.count {
                    Count::Star => left,
                    Count::Default => 1,
                    Count::Num(n) => n,
                }
                .min(left);
                while n > 0 && s < send {
                    let (cp, w) = match text::utf8_decode(&data[s..]) {
                        Ok(r) => r,
                        Err(e) => return Err(vm.arg_error(&e.message())),
                    };
                    s += w;
                    n -= 1;
                    deliver!(sink, vm, Value::fixnum(cp as i64));
                }
            }
            b'w' => {
                let mut n = match d.count {
                    Count::Star => left,
                    Count::Default => 1,
                    Count::Num(n) => n,
                };
                while n > 0 && s < send {
                    let Some(len) = data[s..].iter().position(|&c| c & 0x80 == 0) else {
                        // An unfinished number at the end is dropped.
                        s = send;
                        break;
                    };
                    let digits = &data[s..=s + len];
                    s += len + 1;
                    n -= 1;
                    let v = ber_value(vm, digits)?;
                    deliver!(sink, vm, v);
                }
            }
            b'p' => {
                let n = match d.count {
                    Count::Star => left,
                    Count::Default => 1,
                    Count::Num(n) => n,
                }
                .min(left / 8);
                for _ in 0..n {
                    let pointer = read_pointer(&data, s);
                    s += 8;
                    let v = associated(vm, recv, pointer)?;
                    deliver!(sink, vm, v);
                }
            }
            b'P' => {
                if left >= 8 {
                    let len = match d.count {
                        Count::Star => left,
                        Count::Default => 1,
                        Count::Num(n) => n,
                    };
                    let pointer = read_pointer(&data, s);
                    s += 8;
                    let mut v = associated(vm, recv, pointer)?;
                    // A struct shorter than the String is a copy of its start.
                    if !v.is_nil() && (len as usize) < obj::as_string(v).bytes.len() {
                        let part = obj::as_string(v).bytes.as_slice()[..len as usize].to_vec();
                        v = vm.new_binary_string(part);
                    }
                    deliver!(sink, vm, v);
                }
            }
            b'u' => {
                let (bytes, next) = text::uu_decode(&data, s);
                s = next;
                let v = vm.new_binary_string(bytes);
                deliver!(sink, vm, v);
            }
            b'm' => {
                let bytes = if d.count == Count::Num(0) {
                    let rest = &data[s..];
                    match text::base64_decode_strict(rest) {
                        Ok(b) => {
                            // CRuby stops in front of the padding.
                            s = send - rest.iter().rev().take_while(|&&c| c == b'=').count().min(2);
                            b
                        }
                        Err(e) => return Err(vm.arg_error(&e.message())),
                    }
                } else {
                    let (b, next) = text::base64_decode(&data, s);
                    s = next;
                    b
                };
                let v = vm.new_binary_string(bytes);
                deliver!(sink, vm, v);
            }
            b'M' => {
                let (bytes, next) = text::qp_decode(&data, s);
                s = next;
                let v = vm.new_binary_string(bytes);
                deliver!(sink, vm, v);
            }
            b'@' => {
                // From the start of the string, not from `offset:` (CRuby's rule); `@*` is the
                // length left after the current position.
                let n = match d.count {
                    Count::Star => left,
                    Count::Default => 0,
                    Count::Num(n) => n,
                };
                if n > send as u64 {
                    return Err(vm.arg_error("@ outside of string"));
                }
                s = n as usize;
            }
            b'X' => {
                let n = match d.count {
                    Count::Star => left,
                    Count::Default => 1,
                    Count::Num(n) => n,
                };
                if n > s as u64 {
                    return Err(vm.arg_error("X outside of string"));
                }
                s -= n as usize;
            }
            b'x' => {
                let n = match d.count {
                    Count::Star => left,
                    Count::Default => 1,
                    Count::Num(n) => n,
                };
                if n > left {
                    return Err(vm.arg_error("x outside of string"));
                }
                s += n as usize;
            }
            _ => {
                let msg = format!("unpack directive '{}' is not supported", d.kind as char);
                return Err(vm.make_error(vm.core.not_implemented_error, &msg));
            }
        }
    }
    Ok(None)
}

/// The 8-byte native pointer at `data[s..]` (the caller checked there are 8 bytes).
fn read_pointer(data: &[u8], s: usize) -> u64 {
    let mut b = [0u8; 8];
    b.copy_from_slice(&data[s..s + 8]);
    u64::from_le_bytes(b)
}

/// The String a `p`/`P` pointer stands for: nil for the null pointer, otherwise one of the
/// receiver's associated Strings (compared by identity, never dereferenced), or ArgumentError
/// "no associated pointer".
fn associated(vm: &mut Vm, recv: Value, pointer: u64) -> VmResult {
    if pointer == 0 {
        return Ok(Value::NIL);
    }
    let list = vm.ivar_get(recv, crate::symbol::intern(super::ASSOCIATES_IVAR));
    if obj::is_type(list, obj::ObjType::Array) {
        let found = obj::as_array(list).items.iter().copied().find(|v| v.0 == pointer && obj::is_type(*v, obj::ObjType::String));
        if let Some(v) = found {
            return Ok(v);
        }
    }
    Err(vm.arg_error("no associated pointer"))
}

/// The Integer in `b` (one item of an integer directive).
fn read_integer(vm: &mut Vm, b: &[u8], signed: bool, endian: Option<Endian>) -> Value {
    let mut le = [0u8; 8];
    for (i, &x) in b.iter().enumerate() {
        let at = if endian == Some(Endian::Big) { b.len() - 1 - i } else { i };
        le[at] = x;
    }
    let negative = signed && le[b.len() - 1] & 0x80 != 0;
    if negative {
        for x in le.iter_mut().skip(b.len()) {
            *x = 0xff;
        }
        vm.new_int(i64::from_le_bytes(le))
    } else {
        vm.new_int_i128(u64::from_le_bytes(le) as i128)
    }
}

/// The Integer of one BER-compressed number (its digits, last one without bit 7).
fn ber_value(vm: &mut Vm, digits: &[u8]) -> VmResult {
    if digits.len() <= 9 {
        let n = digits.iter().fold(0u64, |acc, &c| acc << 7 | (c & 0x7f) as u64);
        return Ok(vm.new_int_i128(n as i128));
    }
    vm.check_alloc(digits.len() as u128, 1)?;
    let le = text::ber_decode_le(digits);
    Ok(vm.new_bignum(num_bigint::BigInt::from_bytes_le(num_bigint::Sign::Plus, &le)))
}

/// A binary String of a field of the input (short ones live in the String's slot, no buffer).
fn new_binary_field(vm: &mut Vm, b: &[u8]) -> Value {
    let v = vm.new_string_buf(crate::strbuf::StrBuf::from_slice(b));
    obj::set_flag(v, obj::FL_STR_BINARY, true);
    v
}

fn new_ascii_string(vm: &mut Vm, b: Vec<u8>) -> Value {
    let v = vm.new_string(b);
    obj::set_flag(v, crate::core::string::FL_STR_ASCII, true);
    v
}
