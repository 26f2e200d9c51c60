//! `format`/`sprintf` and `String#%`, following CRuby's sprintf.c: flags (`-+ 0#`), width and
//! precision (digits or `*`, `n$` positional arguments), `%<name>` / `%{name}` with a hash
//! argument, and the conversions `d i u x X o b B f e E g G a A c s p %`.
//!
//! Negative numbers under `%x %o %b` without `+`/space print in two's complement with a `..`
//! prefix (`..f01`), like CRuby. Float digits come from Rust's exact formatting (correctly
//! rounded, ties to even), which matches the C library CRuby uses.

use num_bigint::BigInt;
use num_traits::Signed;

use crate::object::{self as obj, ObjType};
use crate::symbol::intern_bytes;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

const FSPACE: u32 = 1;
const FSHARP: u32 = 2;
const FPLUS: u32 = 4;
const FMINUS: u32 = 8;
const FZERO: u32 = 16;
const FWIDTH: u32 = 32;
const FPREC: u32 = 64;
const FPREC0: u32 = 128;

/// Argument cursor with CRuby's positional/named bookkeeping.
struct ArgState<'a> {
    args: &'a [Value],
    nextarg: usize,
    /// 0: none yet; >0: unnumbered (last index); -1: numbered; -2: named.
    posarg: i64,
    hash: Option<Value>,
}

impl<'a> ArgState<'a> {
    fn next(&mut self, vm: &mut Vm) -> VmResult<Value> {
        match self.posarg {
            -1 => return Err(vm.arg_error(&format!("unnumbered({}) mixed with numbered", self.nextarg))),
            -2 => return Err(vm.arg_error(&format!("unnumbered({}) mixed with named", self.nextarg))),
            _ => {}
        }
        self.posarg = self.nextarg as i64;
        self.nextarg += 1;
        self.nth(vm, self.posarg as usize)
    }
    fn nth(&self, vm: &mut Vm, n: usize) -> VmResult<Value> {
        if n > self.args.len() {
            return Err(vm.arg_error("too few arguments"));
        }
        Ok(self.args[n - 1])
    }
    fn pos(&mut self, vm: &mut Vm, n: i64) -> VmResult<Value> {
        if self.posarg > 0 {
            return Err(vm.arg_error(&format!("numbered({}) after unnumbered({})", n, self.posarg)));
        }
        if self.posarg == -2 {
            return Err(vm.arg_error(&format!("numbered({n}) after named")));
        }
        if n < 1 {
            return Err(vm.arg_error(&format!("invalid index - {n}$")));
        }
        self.posarg = -1;
        self.nth(vm, n as usize)
    }
    fn named(&mut self, vm: &mut Vm, name: &[u8]) -> VmResult<Value> {
        let shown = String::from_utf8_lossy(name).into_owned();
        if self.posarg > 0 {
            return Err(vm.arg_error(&format!("named{} after unnumbered({})", shown, self.posarg)));
        }
        if self.posarg == -1 {
            return Err(vm.arg_error(&format!("named{shown} after numbered")));
        }
        self.posarg = -2;
        let h = match self.hash {
            Some(h) => h,
            None => {
                if self.args.len() != 1 {
                    return Err(vm.arg_error("one hash required"));
                }
                let a = self.args[0];
                let h = if obj::is_type(a, ObjType::Hash) {
                    a
                } else if !a.is_special() && vm.respond_to(a, crate::symbol::sym::TO_HASH, true) {
                    let h = vm.call_method(a, crate::symbol::sym::TO_HASH, &[], None)?;
                    if !obj::is_type(h, ObjType::Hash) {
                        return Err(vm.arg_error("one hash required"));
                    }
                    vm.temp_roots.push(h);
                    h
                } else {
                    return Err(vm.arg_error("one hash required"));
                };
                self.hash = Some(h);
                h
            }
        };
        let key = Value::symbol(intern_bytes(&name[1..name.len() - 1]));
        if let Some(v) = vm.hash_get(h, key)? {
            return Ok(v);
        }
        let v = vm.hash_default(h, key)?;
        if v.is_nil() {
            let e = vm.make_error(vm.core.key_error, &format!("key{shown} not found"));
            if let crate::vm::Unwind::Raise(ex) = e {
                let _ = vm.ivar_set(ex, crate::symbol::sym::RECEIVER, h);
                let _ = vm.ivar_set(ex, crate::symbol::sym::KEY, key);
            }
            return Err(e);
        }
        Ok(v)
    }
}

/// An Integer for `%d` and friends (CRuby's bin_retry conversions).
enum IntVal {
    Small(i64),
    Big(BigInt),
}

fn int_arg(vm: &mut Vm, v: Value) -> VmResult<IntVal> {
    if v.is_fixnum() {
        return Ok(IntVal::Small(v.as_fixnum()));
    }
    if obj::is_type(v, ObjType::Bignum) {
        return Ok(IntVal::Big((*obj::as_bignum(v).value).clone()));
    }
    if let Some(f) = vm.float_value(v) {
        if f.is_nan() || f.is_infinite() {
            let s = if f.is_nan() {
                "NaN"
            } else if f > 0.0 {
                "Infinity"
            } else {
                "-Infinity"
            };
            return Err(vm.make_error(vm.core.float_domain_error, s));
        }
        let t = f.trunc();
        if t.abs() < 9.0e18 {
            return Ok(IntVal::Small(t as i64));
        }
        return Ok(IntVal::Big(crate::core::integer::f64_to_big(t)));
    }
    if obj::is_type(v, ObjType::String) {
        let s = crate::core::str_of(v);
        return match crate::core::integer::parse_int_strict(&s, 0) {
            Some(n) => Ok(IntVal::Big(n)),
            None => {
                let i = crate::core::string::inspect_bytes(&obj::as_string(v).bytes, false);
                Err(vm.arg_error(&format!("invalid value for Integer(): {i}")))
            }
        };
    }
    if v.is_nil() || v == Value::TRUE || v == Value::FALSE || v.is_symbol() {
        let n = vm.conversion_name(v);
        return Err(vm.type_error(&format!("can't convert {n} into Integer")));
    }
    for m in [crate::symbol::sym::TO_INT, crate::symbol::sym::TO_I] {
        if vm.respond_to(v, m, true) {
            let r = vm.call_method(v, m, &[], None)?;
            if r.is_fixnum() || obj::is_type(r, ObjType::Bignum) {
                return int_arg(vm, r);
            }
            let n = vm.conversion_name(v);
            let rc = vm.conversion_name(r);
            let mname = m.name();
            return Err(vm.type_error(&format!("can't convert {n} to Integer ({n}#{mname} gives {rc})")));
        }
    }
    let n = vm.conversion_name(v);
    Err(vm.type_error(&format!("can't convert {n} into Integer")))
}

fn float_arg(vm: &mut Vm, v: Value) -> VmResult<f64> {
    if let Some(f) = vm.float_value(v) {
        return Ok(f);
    }
    if v.is_fixnum() {
        return Ok(v.as_fixnum() as f64);
    }
    if obj::is_type(v, ObjType::Bignum) {
        return Ok(crate::core::integer::big_to_f64(&obj::as_bignum(v).value));
    }
    if obj::is_type(v, ObjType::String) {
        let s = crate::core::str_of(v);
        return match crate::core::float::parse_float_strict(&s) {
            Some(f) => Ok(f),
            None => {
                let i = crate::core::string::inspect_bytes(&obj::as_string(v).bytes, false);
                Err(vm.arg_error(&format!("invalid value for Float(): {i}")))
            }
        };
    }
    if v.is_nil() || v == Value::TRUE || v == Value::FALSE || v.is_symbol() {
        let n = vm.conversion_name(v);
        return Err(vm.type_error(&format!("can't convert {n} into Float")));
    }
    if vm.respond_to(v, crate::symbol::sym::TO_F, true) {
        let r = vm.call_method(v, crate::symbol::sym::TO_F, &[], None)?;
        if let Some(f) = vm.float_value(r) {
            return Ok(f);
        }
        let n = vm.conversion_name(v);
        let rc = vm.conversion_name(r);
        return Err(vm.type_error(&format!("can't convert {n} to Float ({n}#to_f gives {rc})")));
    }
    let n = vm.conversion_name(v);
    Err(vm.type_error(&format!("can't convert {n} into Float")))
}

/// Reads a decimal number at `fmt[*i..]` (CRuby's GETNUM).
fn get_num(vm: &mut Vm, fmt: &[u8], i: &mut usize, what: &str) -> VmResult<i64> {
    let mut n: i64 = 0;
    while *i < fmt.len() && fmt[*i].is_ascii_digit() {
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add((fmt[*i] - b'0') as i64))
            .filter(|&n| n <= i32::MAX as i64)
            .ok_or_else(|| vm.arg_error(&format!("{what} too big")))?;
        *i += 1;
    }
    if *i >= fmt.len() {
        return Err(vm.arg_error("malformed format string - %*[0-9]"));
    }
    Ok(n)
}

/// `*` or `*n$` width/precision (CRuby's GETASTER). `*i` is at the `*` and is left on the
/// last character consumed (the `*` or the `$`).
fn get_aster(vm: &mut Vm, fmt: &[u8], i: &mut usize, st: &mut ArgState) -> VmResult<i64> {
    let star = *i;
    let mut j = star + 1;
    let n = get_num(vm, fmt, &mut j, "width")?;
    let v = if fmt[j] == b'$' {
        *i = j;
        st.pos(vm, n)?
    } else {
        *i = star;
        st.next(vm)?
    };
    // CRuby's NUM2INT, then GETASTER's own check of the negated width.
    let w = vm.expect_int(v)?;
    if w > i32::MAX as i64 || w < i32::MIN as i64 {
        let msg = format!("integer {w} too {} to convert to 'int'", if w < 0 { "small" } else { "big" });
        return Err(vm.make_error(vm.core.range_error, &msg));
    }
    if w == i32::MIN as i64 {
        return Err(vm.arg_error("width too big"));
    }
    Ok(w)
}

/// Formats `fmt` with `args` like Kernel#format. `binary` reports whether the result should be
/// ASCII-8BIT (a binary format string or argument with non-ASCII bytes).
pub fn sprintf_ex(vm: &mut Vm, fmt: &[u8], args: &[Value], binary: &mut bool) -> VmResult<Vec<u8>> {
    let mark = vm.temp_roots.len();
    let mut st = ArgState { args, nextarg: 1, posarg: 0, hash: None };
    let r = sprintf_body(vm, fmt, &mut st, binary);
    vm.temp_roots.truncate(mark);
    r
}

/// Formats `fmt` with `args` like Kernel#format.
pub fn sprintf(vm: &mut Vm, fmt: &[u8], args: &[Value]) -> VmResult<Vec<u8>> {
    let mut b = false;
    sprintf_ex(vm, fmt, args, &mut b)
}

fn push_padded(out: &mut Vec<u8>, body: &[u8], body_chars: usize, width: i64, flags: u32) {
    let pad = if flags & FWIDTH != 0 && width > body_chars as i64 { (width - body_chars as i64) as usize } else { 0 };
    if flags & FMINUS == 0 {
        out.extend(std::iter::repeat_n(b' ', pad));
    }
    out.extend_from_slice(body);
    if flags & FMINUS != 0 {
        out.extend(std::iter::repeat_n(b' ', pad));
    }
}

fn sprintf_body(vm: &mut Vm, fmt: &[u8], st: &mut ArgState, binary: &mut bool) -> VmResult<Vec<u8>> {
    let mut out = Vec::with_capacity(fmt.len() + 16);
    let mut i = 0;
    while i < fmt.len() {
        // Literal run.
        let start = i;
        while i < fmt.len() && fmt[i] != b'%' {
            i += 1;
        }
        out.extend_from_slice(&fmt[start..i]);
        if i >= fmt.len() {
            break;
        }
        i += 1; // skip '%'
        if i >= fmt.len() {
            return Err(vm.arg_error("incomplete format specifier; use %% (double %) instead"));
        }
        let mut flags: u32 = 0;
        let mut width: i64 = -1;
        let mut prec: i64 = -1;
        let mut nextvalue: Option<Value> = None;
        let mut named_seen: Option<Vec<u8>> = None;
        loop {
            if i >= fmt.len() {
                return Err(vm.arg_error("malformed format string"));
            }
            let c = fmt[i];
            // A width or precision (at most i32::MAX) sizes the output: reserve it fallibly so
            // a huge one raises NoMemoryError instead of aborting when padding is written.
            let want = width.max(prec).max(0) as usize + 32;
            if want > 1 << 16 && out.capacity() - out.len() < want {
                vm.try_reserve(&mut out, want)?;
            }
            match c {
                b' ' | b'#' | b'+' | b'-' | b'0' => {
                    if flags & FWIDTH != 0 {
                        return Err(vm.arg_error("flag after width"));
                    }
                    if flags & FPREC0 != 0 {
                        return Err(vm.arg_error("flag after precision"));
                    }
                    flags |= match c {
                        b' ' => FSPACE,
                        b'#' => FSHARP,
                        b'+' => FPLUS,
                        b'-' => FMINUS,
                        _ => FZERO,
                    };
                    i += 1;
                }
                b'1'..=b'9' => {
                    let n = get_num(vm, fmt, &mut i, "width")?;
                    if fmt[i] == b'$' {
                        if nextvalue.is_some() {
                            return Err(vm.arg_error(&format!("value given twice - {n}$")));
                        }
                        nextvalue = Some(st.pos(vm, n)?);
                        i += 1;
                        continue;
                    }
                    if flags & FWIDTH != 0 {
                        return Err(vm.arg_error("width given twice"));
                    }
                    if flags & FPREC0 != 0 {
                        return Err(vm.arg_error("width after precision"));
                    }
                    width = n;
                    flags |= FWIDTH;
                }
                b'<' | b'{' => {
                    let term = if c == b'<' { b'>' } else { b'}' };
                    let s = i;
                    while i < fmt.len() && fmt[i] != term {
                        i += 1;
                    }
                    if i >= fmt.len() {
                        return Err(vm.arg_error("malformed name - unmatched parenthesis"));
                    }
                    let name = fmt[s..=i].to_vec();
                    if let Some(prev) = &named_seen {
                        let p = String::from_utf8_lossy(&prev[1..prev.len() - 1]).into_owned();
                        return Err(vm.arg_error(&format!("named{} after <{}>", String::from_utf8_lossy(&name), p)));
                    }
                    let v = st.named(vm, &name)?;
                    vm.temp_roots.push(v);
                    nextvalue = Some(v);
                    named_seen = Some(name);
                    if term == b'}' {
                        // %{name}: plain to_s with width/precision, no conversion character.
                        let s = vm.obj_to_s(v)?;
                        format_s(&mut out, s, flags, width, prec, binary);
                        i += 1;
                        break;
                    }
                    i += 1;
                }
                b'*' => {
                    if flags & FWIDTH != 0 {
                        return Err(vm.arg_error("width given twice"));
                    }
                    if flags & FPREC0 != 0 {
                        return Err(vm.arg_error("width after precision"));
                    }
                    flags |= FWIDTH;
                    let w = get_aster(vm, fmt, &mut i, st)?;
                    width = w;
                    if width < 0 {
                        flags |= FMINUS;
                        width = -width;
                    }
                    i += 1;
                }
                b'.' => {
                    if flags & FPREC0 != 0 {
                        return Err(vm.arg_error("precision given twice"));
                    }
                    flags |= FPREC | FPREC0;
                    let _ = prec;
                    i += 1;
                    if i < fmt.len() && fmt[i] == b'*' {
                        let p = get_aster(vm, fmt, &mut i, st)?;
                        prec = p;
                        if prec < 0 {
                            flags &= !FPREC;
                        }
                        i += 1;
                        continue;
                    }
                    prec = get_num(vm, fmt, &mut i, "precision")?;
                }
                b'\n' | 0 | b'%' => {
                    if flags != 0 || nextvalue.is_some() {
                        return Err(vm.arg_error("invalid format character - %"));
                    }
                    out.push(b'%');
                    if c == b'%' {
                        i += 1;
                    }
                    break;
                }
                b'c' => {
                    let v = match nextvalue.take() {
                        Some(v) => v,
                        None => st.next(vm)?,
                    };
                    let mut ch = Vec::new();
                    // A String (or what `to_str` gives) gives its first character, none when
                    // empty (4.0); anything else is a code point.
                    let v = if obj::is_type(v, ObjType::String) { v } else { vm.check_string(v)?.unwrap_or(v) };
                    if obj::is_type(v, ObjType::String) {
                        let b = &obj::as_string(v).bytes;
                        if !b.is_empty() {
                            let w = if obj::has_flag(v, obj::FL_STR_BINARY) { 1 } else { crate::core::string::utf8_width(b, 0) };
                            ch.extend_from_slice(&b[..w]);
                        }
                    } else {
                        let n = vm.expect_int(v)?;
                        match u32::try_from(n).ok().and_then(char::from_u32) {
                            Some(c) => {
                                let mut buf = [0u8; 4];
                                ch.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                            }
                            None => return Err(vm.arg_error("invalid character")),
                        }
                    }
                    let chars = usize::from(!ch.is_empty());
                    push_padded(&mut out, &ch, chars, width, flags);
                    i += 1;
                    break;
                }
                b's' | b'p' => {
                    let v = match nextvalue.take() {
                        Some(v) => v,
                        None => st.next(vm)?,
                    };
                    let s = if c == b'p' { vm.inspect_value(v)? } else { vm.obj_to_s(v)? };
                    format_s(&mut out, s, flags, width, prec, binary);
                    i += 1;
                    break;
                }
                b'd' | b'i' | b'u' | b'o' | b'x' | b'X' | b'b' | b'B' => {
                    let v = match nextvalue.take() {
                        Some(v) => v,
                        None => st.next(vm)?,
                    };
                    let n = int_arg(vm, v)?;
                    format_int(&mut out, n, c, flags, width, prec);
                    i += 1;
                    break;
                }
                b'f' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                    let v = match nextvalue.take() {
                        Some(v) => v,
                        None => st.next(vm)?,
                    };
                    if c == b'f' && (v.is_fixnum() || obj::is_type(v, ObjType::Bignum)) {
                        let n = if v.is_fixnum() { BigInt::from(v.as_fixnum()) } else { (*obj::as_bignum(v).value).clone() };
                        format_exact_f(&mut out, n, flags, width, prec);
                    } else if c == b'f' && crate::core::rational::is_rational(v) {
                        let q = crate::core::rational::to_q(v).expect("Rational");
                        format_rational_f(&mut out, q.n, q.d, flags, width, prec);
                    } else {
                        let f = float_arg(vm, v)?;
                        format_float(&mut out, f, c, flags, width, prec);
                    }
                    i += 1;
                    break;
                }
                _ => {
                    if c.is_ascii_graphic() || c == b' ' {
                        return Err(vm.arg_error(&format!("malformed format string - %{}", c as char)));
                    }
                    return Err(vm.arg_error("malformed format string"));
                }
            }
        }
    }
    Ok(out)
}

fn format_s(out: &mut Vec<u8>, s: Value, flags: u32, width: i64, prec: i64, binary: &mut bool) {
    let b = &obj::as_string(s).bytes;
    let bin = obj::has_flag(s, obj::FL_STR_BINARY);
    if bin && !b.is_ascii() {
        *binary = true;
    }
    if flags & (FPREC | FWIDTH) == 0 {
        out.extend_from_slice(b);
        return;
    }
    // Character boundaries.
    let mut len = b.len();
    let mut nchars = 0usize;
    let mut k = 0;
    let limit = if flags & FPREC != 0 { prec.max(0) as usize } else { usize::MAX };
    while k < b.len() {
        if nchars == limit {
            len = k;
            break;
        }
        k += if bin { 1 } else { crate::core::string::utf8_width(b, k) };
        nchars += 1;
    }
    push_padded(out, &b[..len], nchars, width, flags);
}

fn digit_char(d: u32, upper: bool) -> u8 {
    let c = std::char::from_digit(d, 36).unwrap_or('0') as u8;
    if upper {
        c.to_ascii_uppercase()
    } else {
        c
    }
}

fn format_int(out: &mut Vec<u8>, n: IntVal, conv: u8, flags: u32, mut width: i64, mut prec: i64) {
    let base: u32 = match conv {
        b'o' => 8,
        b'x' | b'X' => 16,
        b'b' | b'B' => 2,
        _ => 10,
    };
    let sign = base == 10 || flags & (FPLUS | FSPACE) != 0;
    let mut prefix: Option<&str> = if flags & FSHARP != 0 {
        match conv {
            b'o' => Some("0"),
            b'x' => Some("0x"),
            b'X' => Some("0X"),
            b'b' => Some("0b"),
            b'B' => Some("0B"),
            _ => None,
        }
    } else {
        None
    };
    let neg = match &n {
        IntVal::Small(v) => *v < 0,
        IntVal::Big(b) => b.is_negative(),
    };
    let mut sc: Option<u8> = None;
    let mut dots = false;
    let mut s: Vec<u8>;
    if sign {
        s = match &n {
            IntVal::Small(v) => {
                let a = v.unsigned_abs();
                match base {
                    10 => a.to_string().into_bytes(),
                    16 => format!("{a:x}").into_bytes(),
                    8 => format!("{a:o}").into_bytes(),
                    _ => format!("{a:b}").into_bytes(),
                }
            }
            IntVal::Big(b) => b.abs().to_str_radix(base).into_bytes(),
        };
        if neg {
            sc = Some(b'-');
            width -= 1;
        } else if flags & FPLUS != 0 {
            sc = Some(b'+');
            width -= 1;
        } else if flags & FSPACE != 0 {
            sc = Some(b' ');
            width -= 1;
        }
    } else if !neg {
        s = match &n {
            IntVal::Small(v) => match base {
                16 => format!("{v:x}").into_bytes(),
                8 => format!("{v:o}").into_bytes(),
                _ => format!("{v:b}").into_bytes(),
            },
            IntVal::Big(b) => b.to_str_radix(base).into_bytes(),
        };
    } else {
        // Two's complement digits: base^k + n, then drop redundant leading max digits.
        let big = match &n {
            IntVal::Small(v) => BigInt::from(*v),
            IntVal::Big(b) => b.clone(),
        };
        let k = big.abs().to_str_radix(base).len() as u32 + 1;
        let val = BigInt::from(base).pow(k) + &big;
        s = val.to_str_radix(base).into_bytes();
        let maxd = digit_char(base - 1, false);
        while s.len() > 1 && s[0] == maxd && s[1] == maxd {
            s.remove(0);
        }
        dots = true;
    }
    if dots {
        prec -= 2;
        width -= 2;
    }
    if conv == b'X' || conv == b'B' {
        s.make_ascii_uppercase();
    }
    let mut len = s.len() as i64;
    let is_zero = s.len() == 1 && s[0] == b'0';
    if prefix == Some("0") {
        if dots {
            prefix = None;
        } else if is_zero {
            len = 0;
            if flags & FPREC != 0 {
                prec -= 1;
            }
        } else if flags & FPREC != 0 && prec > len {
            prefix = None;
        }
    } else if is_zero {
        prefix = None;
    }
    if let Some(p) = prefix {
        width -= p.len() as i64;
    }
    if flags & (FZERO | FMINUS | FPREC) == FZERO {
        prec = width;
        width = 0;
    } else {
        if prec < len {
            if prefix.is_none() && prec == 0 && is_zero {
                len = 0;
            }
            prec = len;
        }
        width -= prec;
    }
    if flags & FMINUS == 0 {
        while width > 0 {
            out.push(b' ');
            width -= 1;
        }
    }
    if let Some(c) = sc {
        out.push(c);
    }
    if let Some(p) = prefix {
        out.extend_from_slice(p.as_bytes());
    }
    if dots {
        out.extend_from_slice(b"..");
    }
    if !sign && neg {
        let c = digit_char(base - 1, conv == b'X');
        while len < prec {
            out.push(c);
            prec -= 1;
        }
    } else if flags & (FMINUS | FPREC) != FMINUS {
        while len < prec {
            out.push(b'0');
            prec -= 1;
        }
    }
    out.extend_from_slice(&s[..len.max(0) as usize]);
    while width > 0 {
        out.push(b' ');
        width -= 1;
    }
}

/// `%f` of an Integer: exact digits.
fn format_exact_f(out: &mut Vec<u8>, n: BigInt, flags: u32, width: i64, prec: i64) {
    let prec = if flags & FPREC != 0 { prec } else { 6 };
    let neg = n.is_negative();
    let mut body = n.abs().to_string();
    if prec > 0 {
        body.push('.');
        body.extend(std::iter::repeat_n('0', prec as usize));
    }
    finish_number(out, neg, body.as_bytes(), flags, width, false);
}

/// `%f` of a Rational n/d (d > 0), exact: rounded half away from zero at the precision.
fn format_rational_f(out: &mut Vec<u8>, n: BigInt, d: BigInt, flags: u32, width: i64, prec: i64) {
    let prec = if flags & FPREC != 0 { prec.max(0) } else { 6 };
    let neg = n.is_negative();
    let scale = num_traits::pow(BigInt::from(10), prec as usize);
    let q = (n.abs() * scale + &d / BigInt::from(2)) / d;
    let mut digits = q.to_string();
    if digits.len() <= prec as usize {
        digits = format!("{}{digits}", "0".repeat(prec as usize + 1 - digits.len()));
    }
    let split = digits.len() - prec as usize;
    let mut body = digits[..split].to_string();
    if prec > 0 || flags & FSHARP != 0 {
        body.push('.');
    }
    body.push_str(&digits[split..]);
    finish_number(out, neg, body.as_bytes(), flags, width, false);
}

/// Sign, zero/space padding and justification of a formatted float body (digits only).
fn finish_number(out: &mut Vec<u8>, neg: bool, body: &[u8], flags: u32, width: i64, nonfinite: bool) {
    let sign: Option<u8> = if neg {
        Some(b'-')
    } else if flags & FPLUS != 0 {
        Some(b'+')
    } else if flags & FSPACE != 0 {
        Some(b' ')
    } else {
        None
    };
    let len = body.len() as i64 + sign.is_some() as i64;
    let pad = if flags & FWIDTH != 0 && width > len { (width - len) as usize } else { 0 };
    if flags & FMINUS != 0 {
        out.extend(sign);
        out.extend_from_slice(body);
        out.extend(std::iter::repeat_n(b' ', pad));
    } else if flags & FZERO != 0 && !nonfinite {
        out.extend(sign);
        // Zeros go after a hex-float "0x" prefix.
        if body.len() > 1 && body[0] == b'0' && (body[1] == b'x' || body[1] == b'X') {
            out.extend_from_slice(&body[..2]);
            out.extend(std::iter::repeat_n(b'0', pad));
            out.extend_from_slice(&body[2..]);
        } else {
            out.extend(std::iter::repeat_n(b'0', pad));
            out.extend_from_slice(body);
        }
    } else {
        out.extend(std::iter::repeat_n(b' ', pad));
        out.extend(sign);
        out.extend_from_slice(body);
    }
}

/// C-style `%.{p}e` digits of |f| (mantissa, exponent) with the exponent as a number.
fn exp_parts(a: f64, p: usize) -> (String, i32) {
    let s = format!("{:.*e}", p.min(EXACT_DIGITS), a);
    let (m, e) = s.split_once('e').expect("exponent");
    let mut m = m.to_string();
    pad_zeros(&mut m, p);
    (m, e.parse().expect("exponent digits"))
}

/// Digits past which a double's exact decimal expansion is all zeros (it has at most 1074
/// fractional digits and 767 significant ones). Rust's formatter takes precisions only up to
/// 65535, so longer ones are formatted to this many and the rest appended as zeros.
const EXACT_DIGITS: usize = 1100;

/// `%.{p}f` of |f|, for any precision.
fn fixed_digits(a: f64, p: usize) -> String {
    let mut s = format!("{:.*}", p.min(EXACT_DIGITS), a);
    pad_zeros(&mut s, p);
    s
}

/// Appends the zeros that make a number formatted to `EXACT_DIGITS` fractional digits have `p`.
fn pad_zeros(s: &mut String, p: usize) {
    if p > EXACT_DIGITS {
        s.reserve(p - EXACT_DIGITS);
        s.extend(std::iter::repeat_n('0', p - EXACT_DIGITS));
    }
}

fn exp_string(m: &str, e: i32, upper: bool) -> String {
    format!("{}{}{}{:02}", m, if upper { 'E' } else { 'e' }, if e < 0 { '-' } else { '+' }, e.abs())
}

fn strip_trailing_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

fn format_float(out: &mut Vec<u8>, f: f64, conv: u8, flags: u32, width: i64, prec: i64) {
    let upper = conv.is_ascii_uppercase();
    if f.is_nan() || f.is_infinite() {
        let body: &[u8] = if f.is_nan() { b"NaN" } else { b"Inf" };
        finish_number(out, f.is_infinite() && f < 0.0, body, flags, width, true);
        return;
    }
    let neg = f.is_sign_negative();
    let a = f.abs();
    let sharp = flags & FSHARP != 0;
    let p = if flags & FPREC != 0 { prec.max(0) as usize } else { 6 };
    let body = match conv {
        b'f' => {
            let mut s = fixed_digits(a, p);
            if sharp && p == 0 {
                s.push('.');
            }
            s
        }
        b'e' | b'E' => {
            let (mut m, e) = exp_parts(a, p);
            if sharp && p == 0 {
                m.push('.');
            }
            exp_string(&m, e, upper)
        }
        b'g' | b'G' => {
            let p = if p == 0 { 1 } else { p };
            let (m, x) = exp_parts(a, p - 1);
            if x < -4 || x >= p as i32 {
                let mut m = if sharp { m } else { strip_trailing_zeros(&m).to_string() };
                if sharp && !m.contains('.') {
                    m.push('.');
                }
                exp_string(&m, x, upper)
            } else {
                let s = fixed_digits(a, (p as i64 - 1 - x as i64).max(0) as usize);
                if sharp {
                    if s.contains('.') {
                        s
                    } else {
                        format!("{s}.")
                    }
                } else {
                    strip_trailing_zeros(&s).to_string()
                }
            }
        }
        _ => hex_float(a, if flags & FPREC != 0 { Some(p) } else { None }, upper, sharp),
    };
    finish_number(out, neg, body.as_bytes(), flags, width, false);
}

/// `%a`: hexadecimal floating point ("0x1.8p+1").
fn hex_float(a: f64, prec: Option<usize>, upper: bool, sharp: bool) -> String {
    let bits = a.to_bits();
    let mut exp = ((bits >> 52) & 0x7ff) as i32;
    let mut mant = bits & ((1u64 << 52) - 1);
    let lead;
    if exp == 0 && mant == 0 {
        lead = 0;
        exp = 0;
    } else if exp == 0 {
        // Subnormal: normalise.
        let mut e = -1022;
        while mant & (1u64 << 52) == 0 {
            mant <<= 1;
            e -= 1;
        }
        mant &= (1u64 << 52) - 1;
        lead = 1;
        exp = e;
    } else {
        lead = 1;
        exp -= 1023;
    }
    let mut digits = format!("{:013x}", mant);
    let mut lead_digit = lead;
    match prec {
        None => {
            while digits.ends_with('0') {
                digits.pop();
            }
        }
        Some(p) if p < 13 => {
            // Round to p hex digits (half to even).
            let shift = (13 - p) * 4;
            let full = ((lead as u64) << 52) | mant;
            let rem = full & ((1u64 << shift) - 1);
            let half = 1u64 << (shift - 1);
            let mut q = full >> shift;
            if rem > half || (rem == half && q & 1 == 1) {
                q += 1;
            }
            lead_digit = (q >> (p * 4)) as i32;
            let frac = q & ((1u64 << (p * 4)) - 1);
            digits = if p == 0 { String::new() } else { format!("{:0width$x}", frac, width = p) };
        }
        Some(p) => {
            while digits.len() < p {
                digits.push('0');
            }
        }
    }
    let mut s = format!("0x{}", lead_digit);
    if !digits.is_empty() || sharp {
        s.push('.');
        s.push_str(&digits);
    }
    s.push_str(&format!("p{}{}", if exp < 0 { '-' } else { '+' }, exp.abs()));
    if upper {
        s = s.to_uppercase();
    }
    s
}

fn k_format(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let s = args.as_slice();
    if s.is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    let f = vm.expect_string(s[0])?;
    vm.temp_roots.push(f);
    let fmt = obj::as_string(f).bytes.clone();
    let mut binary = obj::has_flag(f, obj::FL_STR_BINARY);
    let out = sprintf_ex(vm, &fmt, &s[1..], &mut binary);
    vm.temp_roots.pop();
    let out = out?;
    Ok(if binary { vm.new_binary_string(out) } else { vm.new_string(out) })
}

fn s_percent(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.get(0);
    let arr = if obj::is_type(a, ObjType::Array) {
        Some(a)
    } else if !a.is_special() && !obj::is_type(a, ObjType::Hash) && !obj::is_type(a, ObjType::String) {
        vm.check_array(a)?
    } else {
        None
    };
    let fmt = obj::as_string(recv).bytes.clone();
    let mut binary = obj::has_flag(recv, obj::FL_STR_BINARY);
    let out = match arr {
        Some(arr) => {
            vm.temp_roots.push(arr);
            let list = obj::as_array(arr).items.to_vec();
            let r = sprintf_ex(vm, &fmt, &list, &mut binary);
            vm.temp_roots.pop();
            r?
        }
        None => sprintf_ex(vm, &fmt, &[a], &mut binary)?,
    };
    Ok(if binary { vm.new_binary_string(out) } else { vm.new_string(out) })
}

pub fn init(vm: &mut Vm) {
    let k = vm.core.kernel;
    vm.define_private_builtin(k, "format", -1, k_format);
    vm.define_private_builtin(k, "sprintf", -1, k_format);
    vm.define_singleton_builtin(k, "format", -1, k_format);
    vm.define_singleton_builtin(k, "sprintf", -1, k_format);
    let s = vm.core.string;
    vm.define_builtin(s, "%", 1, s_percent);
}
