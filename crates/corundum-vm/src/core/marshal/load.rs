//! `Marshal.load`: reads format 4.8 back into objects, as CRuby's `r_object` does.
//!
//! Invariants:
//! - The input is a byte snapshot (a String's bytes, copied once) or an IO-like port read with
//!   `getbyte`/`read` exactly as far as the data goes (so several dumps in one file load one
//!   after the other). Every read checks what is left: short input is ArgumentError "marshal
//!   data too short" (EOFError when a port's `getbyte` says end of file, as in CRuby); nothing
//!   is reserved from a length prefix.
//! - Every object gets its link index when it is made (`entry`), before its contents are read,
//!   so cycles and shared references come back; objects are kept in a Ruby Array (`objects`,
//!   rooted), which `@` indexes. An object is *partial* from `entry` until `leave`: a link to a
//!   partial object does not call the proc (as in CRuby).
//! - `leave` finishes an object: with `freeze: true` it freezes it (Strings of class String
//!   without ivars are shared among equal ones, CRuby's deduplication; classes and modules stay
//!   as they are), then calls the proc, whose result replaces the object.
//! - Recursion depth is bounded by the machine-stack check.

use std::collections::{HashMap, HashSet};

use super::*;
use crate::core::encoding::EncodingId;
use crate::symbol::SymbolId;

pub enum Source {
    Bytes { data: Vec<u8>, pos: usize },
    Io(Value),
}

impl Source {
    pub fn bytes(data: Vec<u8>) -> Source {
        Source::Bytes { data, pos: 0 }
    }
    pub fn io(port: Value) -> Source {
        Source::Io(port)
    }
}

struct Loader {
    src: Source,
    objects: Value,
    partial: HashSet<u64>,
    symbols: Vec<SymbolId>,
    proc_: Value,
    freeze: bool,
    dedup: HashMap<(Vec<u8>, u8), Value>,
    /// Set by `C` naming Hash just before a Hash: the Hash compares by identity.
    ident_next: bool,
}

pub fn load(vm: &mut Vm, src: Source, proc_: Value, freeze: bool) -> VmResult {
    let objects = vm.new_hidden_array(Vec::new());
    let mark = vm.temp_roots.len();
    vm.temp_roots.push(objects);
    vm.temp_roots.push(proc_);
    if let Source::Io(p) = src {
        vm.temp_roots.push(p);
    }
    let mut l = Loader { src, objects, partial: HashSet::new(), symbols: Vec::new(), proc_, freeze, dedup: HashMap::new(), ident_next: false };
    let r = (|| -> VmResult {
        let major = l.byte(vm)?;
        let minor = l.byte(vm)?;
        if major != MAJOR || minor > MINOR {
            return Err(vm.type_error(&format!(
                "incompatible marshal file format (can't be read)\n\tformat version {MAJOR}.{MINOR} required; {major}.{minor} given"
            )));
        }
        l.object(vm)
    })();
    vm.temp_roots.truncate(mark);
    r
}

fn too_short(vm: &mut Vm) -> crate::vm::Unwind {
    vm.arg_error("marshal data too short")
}

/// A Float's text as CRuby reads it: "nan", "inf", "-inf" (up to a NUL), else strtod's longest
/// number prefix (0.0 if none, leading spaces skipped), then `load_mantissa`: extra mantissa
/// bits some old writers put after a NUL.
fn parse_float(b: &[u8]) -> f64 {
    let text = match b.iter().position(|&c| c == 0) {
        Some(i) => &b[..i],
        None => b,
    };
    match text {
        b"nan" => return f64::NAN,
        b"inf" => return f64::INFINITY,
        b"-inf" => return f64::NEG_INFINITY,
        _ => {}
    }
    let start = b.iter().position(|c| !c.is_ascii_whitespace()).unwrap_or(b.len());
    let s = &b[start..];
    let mut end = 0;
    let mut i = 0;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        i += 1;
    }
    let mut digits = false;
    while i < s.len() && s[i].is_ascii_digit() {
        i += 1;
        digits = true;
    }
    if i < s.len() && s[i] == b'.' {
        i += 1;
        while i < s.len() && s[i].is_ascii_digit() {
            i += 1;
            digits = true;
        }
    }
    if digits {
        end = i;
        if i < s.len() && (s[i] == b'e' || s[i] == b'E') {
            let mut j = i + 1;
            if j < s.len() && (s[j] == b'+' || s[j] == b'-') {
                j += 1;
            }
            let d0 = j;
            while j < s.len() && s[j].is_ascii_digit() {
                j += 1;
            }
            if j > d0 {
                end = j;
            }
        }
    }
    let d = std::str::from_utf8(&s[..end]).ok().and_then(|t| t.parse::<f64>().ok()).unwrap_or(0.0);
    load_mantissa(d, &s[end..])
}

/// CRuby's `load_mantissa`: after a NUL, bytes holding more mantissa bits, 32 at a time.
fn load_mantissa(d: f64, rest: &[u8]) -> f64 {
    const DECIMAL_MANT: i32 = 53 - 16;
    const MANT_BITS: i32 = 32;
    if rest.len() < 2 || rest[0] != 0 || !d.is_finite() || d == 0.0 {
        return d;
    }
    let neg = d < 0.0;
    let (frac, e) = frexp(d.abs());
    let mut x = (frac * 2f64.powi(DECIMAL_MANT)).trunc();
    let mut buf = &rest[1..];
    let mut dig: i32 = 0;
    while !buf.is_empty() {
        let n = buf.len().min((MANT_BITS / 8) as usize);
        let mut m: u64 = 0;
        for &byte in &buf[..n] {
            m = (m << 8) | u64::from(byte);
        }
        dig -= if n < (MANT_BITS / 8) as usize { 8 * n as i32 } else { MANT_BITS };
        x += m as f64 * 2f64.powi(dig);
        buf = &buf[n..];
    }
    let r = x * 2f64.powi(e - DECIMAL_MANT);
    if neg {
        -r
    } else {
        r
    }
}

/// C's frexp for a finite, nonzero, positive `x`: (fraction in [0.5, 1), exponent).
fn frexp(x: f64) -> (f64, i32) {
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale into the normal range first.
        let (f, e) = frexp(x * 2f64.powi(64));
        return (f, e - 64);
    }
    let f = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (f, exp - 1022)
}

impl Loader {
    fn byte(&mut self, vm: &mut Vm) -> VmResult<u8> {
        match &mut self.src {
            Source::Bytes { data, pos } => {
                if *pos < data.len() {
                    *pos += 1;
                    Ok(data[*pos - 1])
                } else {
                    Err(too_short(vm))
                }
            }
            Source::Io(p) => {
                let p = *p;
                let b = vm.call_method(p, intern("getbyte"), &[], None)?;
                if b.is_fixnum() {
                    Ok((b.as_fixnum() & 0xff) as u8)
                } else if b.is_nil() {
                    Err(vm.make_error(vm.core.eof_error, "end of file reached"))
                } else {
                    Err(too_short(vm))
                }
            }
        }
    }

    /// The next byte without consuming it (byte sources only; None at the end or from an IO,
    /// where the caller reads it instead).
    fn peek(&self) -> Option<u8> {
        match &self.src {
            Source::Bytes { data, pos } => data.get(*pos).copied(),
            Source::Io(_) => None,
        }
    }

    /// Exactly `n` bytes.
    fn take(&mut self, vm: &mut Vm, n: usize) -> VmResult<Vec<u8>> {
        match &mut self.src {
            Source::Bytes { data, pos } => {
                if data.len() - *pos < n {
                    return Err(too_short(vm));
                }
                *pos += n;
                Ok(data[*pos - n..*pos].to_vec())
            }
            Source::Io(p) => {
                let p = *p;
                let mut out = Vec::new();
                while out.len() < n {
                    // In pieces, so a huge length prefix costs no more than the data there is.
                    let want = (n - out.len()).min(1 << 16);
                    let s = vm.call_method(p, intern("read"), &[Value::fixnum(want as i64)], None)?;
                    if !crate::core::is_string(s) {
                        return Err(too_short(vm));
                    }
                    let got = &obj::as_string(s).bytes;
                    if got.is_empty() {
                        return Err(too_short(vm));
                    }
                    out.extend_from_slice(&got[..got.len().min(want)]);
                    if got.len() < want {
                        return Err(too_short(vm));
                    }
                }
                Ok(out)
            }
        }
    }

    fn long(&mut self, vm: &mut Vm) -> VmResult<i64> {
        let c = self.byte(vm)? as i8 as i64;
        if c == 0 {
            return Ok(0);
        }
        if c > 0 {
            if 4 < c {
                return Ok(c - 5);
            }
            let b = self.take(vm, c as usize)?;
            let mut x: i64 = 0;
            for (i, &byte) in b.iter().enumerate() {
                x |= i64::from(byte) << (8 * i);
            }
            return Ok(x);
        }
        if c < -4 {
            return Ok(c + 5);
        }
        let n = (-c) as usize;
        let b = self.take(vm, n)?;
        let mut x: i64 = -1;
        for (i, &byte) in b.iter().enumerate() {
            x &= !(0xff << (8 * i));
            x |= i64::from(byte) << (8 * i);
        }
        Ok(x)
    }

    /// A length-prefixed byte string.
    fn bytes(&mut self, vm: &mut Vm) -> VmResult<Vec<u8>> {
        let n = self.long(vm)?;
        if n < 0 {
            return Err(vm.arg_error("negative string size (or size too big)"));
        }
        self.take(vm, n as usize)
    }

    fn symreal(&mut self, vm: &mut Vm, ivar: bool) -> VmResult<SymbolId> {
        let b = self.bytes(vm)?;
        let id = crate::symbol::intern_bytes(&b);
        self.symbols.push(id);
        if ivar {
            let n = self.long(vm)?;
            for _ in 0..n.max(0) {
                self.symbol(vm)?;
                self.object(vm)?;
            }
        }
        Ok(id)
    }

    fn symlink(&mut self, vm: &mut Vm) -> VmResult<SymbolId> {
        let i = self.long(vm)?;
        match usize::try_from(i).ok().and_then(|i| self.symbols.get(i)) {
            Some(&id) => Ok(id),
            None => Err(vm.arg_error("bad symbol")),
        }
    }

    fn symbol(&mut self, vm: &mut Vm) -> VmResult<SymbolId> {
        let mut ivar = false;
        loop {
            let t = self.byte(vm)?;
            match t {
                T_IVAR if !ivar => ivar = true,
                T_SYMBOL => return self.symreal(vm, ivar),
                T_SYMLINK if !ivar => return self.symlink(vm),
                _ => return Err(vm.arg_error(&format!("dump format error for symbol(0x{t:x})"))),
            }
        }
    }

    /// A class name.
    fn unique(&mut self, vm: &mut Vm) -> VmResult<&'static [u8]> {
        Ok(self.symbol(vm)?.bytes())
    }

    /// A Rational or Complex written as `U` with `[a, b]`: its link index is taken before the
    /// pair is read (as CRuby numbers it), and the value is built from the pair afterwards.
    fn numeric_pair(&mut self, vm: &mut Vm, k: Value, partial: bool) -> VmResult {
        let at = self.entry(Value::NIL);
        let data = self.object(vm)?;
        let pair = if obj::is_type(data, ObjType::Array) { obj::as_array(data).items.to_vec() } else { Vec::new() };
        let rational = k == vm.core.rational;
        let v = match pair.as_slice() {
            [a, b] if rational && crate::core::integer::is_integer(*a) && crate::core::integer::is_integer(*b) => {
                crate::core::rational::from_ints(vm, *a, *b)?
            }
            [a, b] if !rational => crate::core::complex::new_raw(vm, *a, *b),
            _ => {
                let what = if rational { "Rational" } else { "Complex" };
                return Err(vm.arg_error(&format!("marshaled {} must have an array whose length is 2 but {}", what.to_lowercase(), pair.len())));
            }
        };
        crate::core::array::items_mut(self.objects)[at] = v;
        self.leave(vm, v, partial)
    }

    fn entry(&mut self, v: Value) -> usize {
        crate::core::array::items_mut(self.objects).push(v);
        self.partial.insert(v.0);
        obj::as_array(self.objects).items.len() - 1
    }

    fn leave(&mut self, vm: &mut Vm, mut v: Value, partial: bool) -> VmResult {
        if partial {
            return Ok(v);
        }
        self.partial.remove(&v.0);
        if self.freeze && v.is_heap() && !is_module_like(v) {
            if obj::obj_type(v) == ObjType::String && vm.class_of(v) == vm.core.string && vm.ivar_names(v).is_empty() {
                vm.freeze(v);
                let key = (obj::as_string(v).bytes.to_vec(), crate::core::encoding::string_encoding(v).0);
                match self.dedup.get(&key) {
                    Some(&s) => v = s,
                    None => {
                        self.dedup.insert(key, v);
                    }
                }
            } else {
                vm.freeze(v);
            }
        }
        if !self.proc_.is_nil() {
            v = vm.call_method(self.proc_, intern("call"), &[v], None)?;
        }
        Ok(v)
    }

    fn object(&mut self, vm: &mut Vm) -> VmResult {
        self.object0(vm, false, None)
    }

    /// Sets the ivars that follow (count, then name/value pairs) on `v`: the encoding ones on a
    /// String, the `@` ones on anything (FrozenError where CRuby raises it).
    fn ivars(&mut self, vm: &mut Vm, v: Value) -> VmResult<()> {
        let n = self.long(vm)?;
        for _ in 0..n.max(0) {
            let name = self.symbol(vm)?;
            let val = self.object(vm)?;
            self.set_ivar(vm, v, name, val)?;
        }
        Ok(())
    }

    fn set_ivar(&mut self, vm: &mut Vm, v: Value, name: SymbolId, val: Value) -> VmResult<()> {
        let enc = match name.bytes() {
            b"E" => Some(if val.truthy() { EncodingId::UTF_8 } else { EncodingId::US_ASCII }),
            b"encoding" => {
                if crate::core::is_string(val) {
                    EncodingId::by_name(&obj::as_string(val).bytes)
                } else {
                    None
                }
            }
            _ => None,
        };
        if let Some(id) = enc {
            if obj::is_type(v, ObjType::String) && !obj::has_flag(v, obj::FL_FROZEN) {
                crate::core::encoding::set_string_encoding(v, id);
            }
            return Ok(());
        }
        // Names without `@` are internal: kept on Strings only, where `_load` methods read
        // them (Time's `offset`, `zone`, `nano_num`, ...), as CRuby keeps them.
        if !name.is_hidden_ivar() && (name.bytes().starts_with(b"@") || obj::is_type(v, ObjType::String)) {
            vm.ivar_set(v, name, val)?;
        }
        Ok(())
    }

    fn object0(&mut self, vm: &mut Vm, partial: bool, ivp: Option<&mut bool>) -> VmResult {
        vm.check_stack()?;
        let t = self.byte(vm)?;
        match t {
            T_LINK => {
                let i = self.long(vm)?;
                let v = match usize::try_from(i).ok().and_then(|i| obj::as_array(self.objects).items.get(i).copied()) {
                    Some(v) => v,
                    None => return Err(vm.arg_error("dump format error (unlinked)")),
                };
                if !self.proc_.is_nil() && !self.partial.contains(&v.0) {
                    return vm.call_method(self.proc_, intern("call"), &[v], None);
                }
                Ok(v)
            }
            T_IVAR => {
                let mut iv = true;
                let v = self.object0(vm, true, Some(&mut iv))?;
                if iv {
                    self.ivars(vm, v)?;
                }
                self.leave(vm, v, partial)
            }
            T_EXTENDED => {
                let path = self.unique(vm)?;
                let m = path_to_class(vm, path)?;
                let v = self.object0(vm, true, ivp)?;
                if obj::obj_type(m) == ObjType::Class {
                    // A class here stands for a prepended module's origin: it must be the
                    // object's own class.
                    let k = vm.class_of_real(v);
                    if k != m {
                        let (a, b) = (vm.module_name(m), vm.module_name(k));
                        return Err(vm.arg_error(&format!("prepended class {a} differs from class {b}")));
                    }
                    return self.leave(vm, v, partial);
                }
                let s = vm.singleton_class(v)?;
                vm.include_module(s, m)?;
                self.leave(vm, v, partial)
            }
            T_UCLASS => {
                let path = self.unique(vm)?;
                let c = path_to_real_class(vm, path)?;
                if obj::as_class(c).data.is_singleton {
                    return Err(vm.type_error("singleton can't be loaded"));
                }
                if c == vm.core.hash && matches!(self.peek(), Some(T_HASH) | Some(T_HASH_DEF)) {
                    self.ident_next = true;
                    let v = self.object0(vm, partial, ivp)?;
                    self.ident_next = false;
                    return Ok(v);
                }
                let v = self.object0(vm, true, None)?;
                let base = if obj::is_type(v, ObjType::String) {
                    vm.core.string
                } else if obj::is_type(v, ObjType::Array) {
                    vm.core.array
                } else if obj::is_type(v, ObjType::Hash) {
                    vm.core.hash
                } else if crate::core::regexp::is_regexp(v) {
                    vm.core.regexp
                } else {
                    return Err(vm.arg_error("dump format error (user class)"));
                };
                if !inherits(vm, c, base) {
                    return Err(vm.arg_error("dump format error (user class)"));
                }
                obj::set_klass(v, c);
                self.leave(vm, v, partial)
            }
            T_NIL => self.leave(vm, Value::NIL, partial),
            T_TRUE => self.leave(vm, Value::TRUE, partial),
            T_FALSE => self.leave(vm, Value::FALSE, partial),
            T_FIXNUM => {
                let i = self.long(vm)?;
                self.leave(vm, Value::fixnum(i), partial)
            }
            T_FLOAT => {
                let b = self.bytes(vm)?;
                let v = vm.new_float(parse_float(&b));
                self.entry(v);
                self.leave(vm, v, partial)
            }
            T_BIGNUM => {
                let sign = self.byte(vm)?;
                let n = self.long(vm)?;
                if n < 0 {
                    return Err(vm.arg_error("negative string size (or size too big)"));
                }
                let bytes = self.take(vm, (n as usize).saturating_mul(2))?;
                let mag = num_bigint::BigInt::from_bytes_le(num_bigint::Sign::Plus, &bytes);
                let b = if sign == b'-' { -mag } else { mag };
                let v = vm.new_bignum(b);
                self.entry(v);
                self.leave(vm, v, partial)
            }
            T_STRING => {
                let b = self.bytes(vm)?;
                let v = vm.new_binary_string(b);
                self.entry(v);
                self.leave(vm, v, partial)
            }
            T_REGEXP => {
                let src = self.bytes(vm)?;
                let opts = self.byte(vm)?;
                let mut enc = EncodingId::BINARY;
                // The ivars (encoding and any others) are read onto the source String first;
                // the others move to the Regexp once it exists.
                let tmp = vm.new_binary_string(src.clone());
                vm.temp_roots.push(tmp);
                let r = (|| -> VmResult {
                    if let Some(iv) = ivp {
                        if *iv {
                            self.ivars(vm, tmp)?;
                            enc = crate::core::encoding::string_encoding(tmp);
                            *iv = false;
                        }
                    }
                    let k = vm.core.regexp;
                    let v = crate::core::regexp::pattern::new_regexp(vm, k, &src, u32::from(opts), enc)?;
                    for name in vm.ivar_names(tmp) {
                        let x = vm.ivar_get(tmp, name);
                        vm.ivar_set(v, name, x)?;
                    }
                    Ok(v)
                })();
                vm.temp_roots.pop();
                let v = r?;
                self.entry(v);
                self.leave(vm, v, partial)
            }
            T_SYMBOL => {
                let ivar = match ivp {
                    Some(iv) if *iv => {
                        *iv = false;
                        true
                    }
                    _ => false,
                };
                let id = self.symreal(vm, ivar)?;
                self.leave(vm, Value::symbol(id), partial)
            }
            // A Symbol link is not handed to the proc (CRuby's `r_symlink` skips `r_leave`).
            T_SYMLINK => Ok(Value::symbol(self.symlink(vm)?)),
            T_ARRAY => {
                let n = self.long(vm)?;
                if n < 0 {
                    return Err(vm.arg_error("negative array size (or size too big)"));
                }
                let v = vm.new_array(Vec::new());
                self.entry(v);
                for _ in 0..n {
                    let x = self.object(vm)?;
                    crate::core::array::items_mut(v).push(x);
                }
                self.leave(vm, v, partial)
            }
            T_HASH | T_HASH_DEF => {
                let ident = std::mem::take(&mut self.ident_next);
                let n = self.long(vm)?;
                if n < 0 {
                    return Err(vm.make_error(vm.core.runtime_error, "st_table too big"));
                }
                let v = vm.new_hash();
                if ident {
                    obj::as_hash_mut(v).table.compare_by_identity = true;
                }
                self.entry(v);
                for _ in 0..n {
                    let k = self.object(vm)?;
                    let x = self.object(vm)?;
                    vm.hash_set_literal(v, k, x)?;
                }
                if t == T_HASH_DEF {
                    let d = self.object(vm)?;
                    obj::as_hash_mut(v).table.default = d;
                }
                self.leave(vm, v, partial)
            }
            T_CLASS | T_MODULE | T_MODULE_OLD => {
                let path = self.bytes(vm)?;
                let v = match t {
                    T_CLASS => path_to_real_class(vm, &path)?,
                    T_MODULE => path_to_module(vm, &path)?,
                    _ => path_to_class(vm, &path)?,
                };
                self.entry(v);
                self.leave(vm, v, partial)
            }
            T_STRUCT => self.read_struct(vm, partial),
            T_OBJECT => self.read_object(vm, partial),
            T_USERDEF => {
                let path = self.unique(vm)?;
                let k = path_to_real_class(vm, path)?;
                let data = self.bytes(vm)?;
                let s = vm.new_binary_string(data);
                vm.temp_roots.push(s);
                let r = (|| -> VmResult {
                    if let Some(iv) = ivp {
                        if *iv {
                            self.ivars(vm, s)?;
                            *iv = false;
                        }
                    }
                    if k == vm.core.encoding {
                        let id = EncodingId::by_name(&obj::as_string(s).bytes);
                        return match id {
                            Some(id) => Ok(crate::core::encoding::encoding_object(vm, id)),
                            None => {
                                let name = String::from_utf8_lossy(&obj::as_string(s).bytes).into_owned();
                                Err(vm.arg_error(&format!("unknown encoding name - {name}")))
                            }
                        };
                    }
                    if !vm.respond_to(k, intern("_load"), true) {
                        let name = vm.module_name(k);
                        return Err(vm.type_error(&format!("class {name} needs to have method '_load'")));
                    }
                    vm.call_method(k, intern("_load"), &[s], None)
                })();
                vm.temp_roots.pop();
                let v = r?;
                self.entry(v);
                self.leave(vm, v, partial)
            }
            T_USRMARSHAL => {
                let path = self.unique(vm)?;
                let k = path_to_real_class(vm, path)?;
                if k == vm.core.rational || k == vm.core.complex {
                    return self.numeric_pair(vm, k, partial);
                }
                let v = crate::core::module::allocate(vm, k)?;
                if !vm.respond_to(v, intern("marshal_load"), true) {
                    let name = vm.module_name(k);
                    return Err(vm.type_error(&format!("instance of {name} needs to have method 'marshal_load'")));
                }
                self.entry(v);
                let data = self.object(vm)?;
                vm.call_method(v, intern("marshal_load"), &[data], None)?;
                let r = self.leave(vm, v, partial);
                // CRuby never takes a `marshal_load` object off its partial list, so a link to
                // it does not call the proc.
                self.partial.insert(v.0);
                r
            }
            T_DATA => {
                let path = self.unique(vm)?;
                let k = path_to_real_class(vm, path)?;
                let v = crate::core::module::allocate(vm, k)?;
                if obj::obj_type(v) != ObjType::Data {
                    return Err(vm.arg_error("dump format error"));
                }
                let name = vm.module_name(k);
                Err(vm.type_error(&format!("class {name} needs to have instance method '_load_data'")))
            }
            _ => Err(vm.arg_error(&format!("dump format error(0x{t:x})"))),
        }
    }

    fn read_struct(&mut self, vm: &mut Vm, partial: bool) -> VmResult {
        let path = self.unique(vm)?;
        let k = path_to_real_class(vm, path)?;
        let n = self.long(vm)?;
        let name = vm.module_name(k);
        let Some(members) = crate::core::struct_::members_of(vm, k) else {
            if obj::as_class(k).data.instance_type != ObjType::Object {
                crate::core::module::allocate(vm, k)?;
            }
            return Err(vm.type_error(&format!("class {name} not a struct")));
        };
        let count = crate::core::struct_::member_count(members);
        if n != count as i64 {
            return Err(vm.type_error(&format!("struct {name} not compatible (struct size differs)")));
        }
        let v = crate::core::struct_::new_instance(vm, k)?;
        self.entry(v);
        for i in 0..count {
            let slot = self.symbol(vm)?;
            let m = crate::core::struct_::member_at(members, i);
            if m != Some(slot) {
                let want = m.map(|m| m.name().into_owned()).unwrap_or_default();
                return Err(vm.type_error(&format!("struct {name} not compatible (:{} for :{want})", slot.name())));
            }
            let x = self.object(vm)?;
            crate::core::struct_::set_member(vm, v, slot, x)?;
        }
        let data = vm.core.data_class;
        if inherits(vm, k, data) {
            vm.freeze(v);
        }
        self.leave(vm, v, partial)
    }

    fn read_object(&mut self, vm: &mut Vm, partial: bool) -> VmResult {
        let path = self.unique(vm)?;
        let k = path_to_real_class(vm, path)?;
        let range = vm.core.range;
        if inherits(vm, k, range) {
            // CRuby's compat object: the ivars excl/begin/end.
            let idx = self.entry(Value::NIL);
            let n = self.long(vm)?;
            let (mut b, mut e, mut excl) = (Value::NIL, Value::NIL, false);
            let mark = vm.temp_roots.len();
            for _ in 0..n.max(0) {
                let name = self.symbol(vm)?;
                let x = self.object(vm)?;
                vm.temp_roots.push(x);
                match name.bytes() {
                    b"begin" => b = x,
                    b"end" => e = x,
                    b"excl" => excl = x.truthy(),
                    _ => {}
                }
            }
            let v = vm.new_range(b, e, excl);
            vm.temp_roots.truncate(mark);
            obj::set_klass(v, k);
            crate::core::array::items_mut(self.objects)[idx] = v;
            return self.leave(vm, v, partial);
        }
        let set = vm.core.set_class;
        if inherits(vm, k, set) {
            let v = crate::core::set::new_set_of(vm, k)?;
            self.entry(v);
            let n = self.long(vm)?;
            for _ in 0..n.max(0) {
                let name = self.symbol(vm)?;
                let x = self.object(vm)?;
                if name.bytes() == b"@hash" && obj::is_type(x, ObjType::Hash) {
                    vm.temp_roots.push(x);
                    let keys: Vec<Value> = crate::core::hash::pairs(x).into_iter().map(|(k, _)| k).collect();
                    let mut r = Ok(false);
                    for key in keys {
                        r = crate::core::set::add(vm, v, key);
                        if r.is_err() {
                            break;
                        }
                    }
                    vm.temp_roots.pop();
                    r?;
                } else {
                    self.set_ivar(vm, v, name, x)?;
                }
            }
            return self.leave(vm, v, partial);
        }
        let io = vm.core.io;
        if crate::core::struct_::members_of(vm, k).is_some() || inherits(vm, k, io) {
            return Err(vm.arg_error("dump format error"));
        }
        let v = crate::core::module::allocate(vm, k)?;
        if obj::obj_type(v) != ObjType::Object {
            return Err(vm.arg_error("dump format error"));
        }
        self.entry(v);
        let exc = vm.core.exception;
        let is_exc = inherits(vm, k, exc);
        let n = self.long(vm)?;
        for _ in 0..n.max(0) {
            let name = self.symbol(vm)?;
            let x = self.object(vm)?;
            if is_exc {
                use crate::symbol::sym;
                match name.bytes() {
                    b"mesg" => {
                        vm.ivar_set(v, sym::MESG, x)?;
                        continue;
                    }
                    b"bt" => {
                        if x.is_nil() || obj::is_type(x, ObjType::Array) && obj::as_array(x).items.iter().all(|s| crate::core::is_string(*s)) {
                            vm.ivar_set(v, sym::BT, x)?;
                        }
                        continue;
                    }
                    b"cause" => {
                        let is_e = x.is_heap() && {
                            let xk = vm.class_of_real(x);
                            inherits(vm, xk, exc)
                        };
                        if x.is_nil() || is_e {
                            vm.ivar_set(v, sym::CAUSE, x)?;
                        }
                        continue;
                    }
                    _ => {}
                }
            }
            self.set_ivar(vm, v, name, x)?;
        }
        self.leave(vm, v, partial)
    }
}

/// Loads `bytes` (tests).
#[cfg(test)]
pub fn load_bytes(vm: &mut Vm, bytes: &[u8]) -> VmResult {
    load(vm, Source::bytes(bytes.to_vec()), Value::NIL, false)
}
