//! JSON generation: Ruby values to JSON text, as the json gem's generator writes it (compact or
//! pretty, string escaping, float formatting, nesting limits, user `to_json` methods).
//!
//! Invariants:
//! - All output goes into one `Vec<u8>` owned by the `Generator`; nothing is allocated per
//!   character or per element (only user `to_json` calls and `to_s` conversions allocate).
//! - `depth` counts the containers being written; a user `to_json(state)` sees it through the
//!   State object (`state::set_depth`) so nested `to_json(*a)` calls indent as the gem does.
//! - Values the generator holds across calls into Ruby are reachable from the value being
//!   generated (a Hash or Array entry) or from `vm.temp_roots` (the State it made).

use crate::object::{self as obj, ObjType};
use crate::stdlib::json::state::{self, GenConfig};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// A JSON writer for one `generate`/`to_json` call.
pub struct Generator {
    pub cfg: GenConfig,
    /// The State passed to user `to_json` methods; nil until one is needed.
    pub state: Value,
    pub buf: Vec<u8>,
    /// How many containers enclose the value being written.
    pub depth: i64,
}

impl Generator {
    pub fn new(cfg: GenConfig, state: Value) -> Generator {
        let depth = cfg.depth;
        Generator { cfg, state, buf: Vec::with_capacity(64), depth }
    }

    /// Writes any value, dispatching on its exact class as the gem does: plain Hash, Array,
    /// String, Integer, Float, nil, true and false are written directly; everything else goes
    /// through its `to_json` (or `to_s` when it has none).
    pub fn value(&mut self, vm: &mut Vm, v: Value) -> VmResult<()> {
        self.value_once(vm, v, false)
    }

    /// `value`; `converted` is set for the answer of strict mode's `as_json` proc, which is
    /// not converted again.
    fn value_once(&mut self, vm: &mut Vm, v: Value, converted: bool) -> VmResult<()> {
        if v.is_nil() {
            self.buf.extend_from_slice(b"null");
        } else if v == Value::TRUE {
            self.buf.extend_from_slice(b"true");
        } else if v == Value::FALSE {
            self.buf.extend_from_slice(b"false");
        } else if v.is_fixnum() {
            self.integer(v);
        } else if let Some(f) = vm.float_value(v) {
            self.float(vm, v, f)?;
        } else if obj::is_type(v, ObjType::Bignum) {
            self.integer(v);
        } else if obj::is_type(v, ObjType::Hash) && vm.class_of_real(v) == vm.core.hash {
            self.hash(vm, v)?;
        } else if obj::is_type(v, ObjType::Array) && vm.class_of_real(v) == vm.core.array {
            self.array(vm, v)?;
        } else if obj::is_type(v, ObjType::String) && vm.class_of_real(v) == vm.core.string {
            self.string(vm, v)?;
        } else if v.is_symbol() && self.cfg.strict {
            // Strict mode takes Symbols as strings; otherwise they go through `to_json`.
            let name = crate::symbol::SymbolId::bytes(v.as_symbol());
            self.string_bytes(vm, name, v, false)?;
        } else {
            self.general(vm, v, converted)?;
        }
        Ok(())
    }

    /// Any other object: strict mode refuses it; otherwise its `to_json(state)` answer is
    /// inserted verbatim, or its `to_s` is written as a string.
    fn general(&mut self, vm: &mut Vm, v: Value, converted: bool) -> VmResult<()> {
        if self.cfg.strict {
            if let Some(frag) = crate::stdlib::json::lookup(vm, &["Fragment"]) {
                if vm.class_of_real(v) == frag {
                    return self.fragment(vm, v);
                }
            }
            if !self.cfg.as_json.is_nil() && !converted {
                let r = vm.call_method(self.cfg.as_json, intern("call"), &[v, Value::FALSE], None)?;
                vm.temp_roots.push(r);
                let out = self.value_once(vm, r, true);
                vm.temp_roots.pop();
                return out;
            }
            let name = vm.module_name(vm.class_of_real(v));
            return Err(generator_error(vm, &format!("{name} not allowed in JSON"), v));
        }
        let to_json = intern("to_json");
        let k = vm.class_of(v);
        let me = vm.find_method_cached(k, to_json);
        let ours = match me.as_ref().map(|m| &m.kind) {
            Some(crate::class::MethodKind::Builtin { func, .. }) => crate::stdlib::json::is_object_to_json(*func),
            _ => false,
        };
        if me.is_some() && !ours {
            let st = self.state_value(vm)?;
            state::set_depth(vm, st, self.depth)?;
            let r = vm.call_method(v, to_json, &[st], None)?;
            if !obj::is_type(r, ObjType::String) {
                let name = vm.conversion_name(r);
                return Err(vm.type_error(&format!("wrong argument type {name} (expected String)")));
            }
            self.buf.extend_from_slice(&obj::as_string(r).bytes);
            return Ok(());
        }
        let s = vm.obj_to_s(v)?;
        self.string(vm, s)
    }

    /// A JSON::Fragment: its `json` text, verbatim.
    fn fragment(&mut self, vm: &mut Vm, v: Value) -> VmResult<()> {
        let s = vm.call_method(v, intern("json"), &[], None)?;
        let s = vm.expect_string(s)?;
        self.buf.extend_from_slice(&obj::as_string(s).bytes);
        Ok(())
    }

    /// The State handed to user `to_json` methods, made (and rooted) on first use.
    fn state_value(&mut self, vm: &mut Vm) -> VmResult<Value> {
        if self.state.is_nil() {
            let st = state::new_state_from(vm, &self.cfg)?;
            vm.temp_roots.push(st);
            self.state = st;
        }
        Ok(self.state)
    }

    pub fn integer(&mut self, v: Value) {
        if v.is_fixnum() {
            let mut b = itoa_buf();
            self.buf.extend_from_slice(format_i64(v.as_fixnum(), &mut b));
        } else {
            self.buf.extend_from_slice(obj::as_bignum(v).value.to_string().as_bytes());
        }
    }

    pub fn float(&mut self, vm: &mut Vm, v: Value, f: f64) -> VmResult<()> {
        if !f.is_finite() {
            let text = if f.is_nan() {
                "NaN"
            } else if f > 0.0 {
                "Infinity"
            } else {
                "-Infinity"
            };
            if !self.cfg.allow_nan {
                return Err(generator_error(vm, &format!("{text} not allowed in JSON"), v));
            }
            self.buf.extend_from_slice(text.as_bytes());
            return Ok(());
        }
        format_float(f, &mut self.buf);
        Ok(())
    }

    /// Checks the nesting limit on entering a container (the gem reports the depth before it).
    fn enter(&mut self, vm: &mut Vm) -> VmResult<()> {
        vm.check_stack()?;
        self.depth += 1;
        if self.cfg.max_nesting != 0 && self.depth > self.cfg.max_nesting {
            self.depth -= 1;
            let msg = format!("nesting of {} is too deep. Did you try to serialize objects with circular references?", self.depth);
            let k = crate::stdlib::json::error_class(vm, "NestingError");
            return Err(vm.make_error(k, &msg));
        }
        Ok(())
    }

    /// Writes the indentation of the current depth. Deep pretty output grows quadratically
    /// (circular data with no nesting limit), so the buffer's growth is checked against the
    /// memory limits first: NoMemoryError rather than an aborted process.
    fn indent(&mut self, vm: &mut Vm) -> VmResult<()> {
        if !self.cfg.indent.is_empty() && self.depth > 0 {
            let add = (self.cfg.indent.len() as u128).saturating_mul(self.depth as u128);
            vm.check_alloc(add.saturating_add(self.buf.len() as u128), 1)?;
            for _ in 0..self.depth {
                self.buf.extend_from_slice(&self.cfg.indent);
            }
        }
        Ok(())
    }

    pub fn hash(&mut self, vm: &mut Vm, h: Value) -> VmResult<()> {
        self.enter(vm)?;
        if obj::as_hash(h).table.len() == 0 {
            self.depth -= 1;
            self.buf.extend_from_slice(b"{}");
            return Ok(());
        }
        self.buf.push(b'{');
        self.buf.extend_from_slice(&self.cfg.object_nl);
        // Entries are read by index each time: user code run for a value may change the Hash.
        let mut i = 0;
        let mut first = true;
        loop {
            let (k, v) = {
                let t = &obj::as_hash(h).table;
                if i >= t.entries.len() {
                    break;
                }
                let e = &t.entries[i];
                i += 1;
                if e.key.is_undef() {
                    continue;
                }
                (e.key, e.value)
            };
            if !first {
                self.buf.push(b',');
                self.buf.extend_from_slice(&self.cfg.object_nl);
            }
            first = false;
            self.indent(vm)?;
            self.key(vm, k)?;
            self.buf.extend_from_slice(&self.cfg.space_before);
            self.buf.push(b':');
            self.buf.extend_from_slice(&self.cfg.space);
            self.value(vm, v)?;
        }
        self.depth -= 1;
        // The closing brace is indented only on its own line.
        if !self.cfg.object_nl.is_empty() {
            self.buf.extend_from_slice(&self.cfg.object_nl);
            self.indent(vm)?;
        }
        self.buf.push(b'}');
        Ok(())
    }

    /// An object key: Strings as they are, Symbols by name, anything else through `to_s`.
    fn key(&mut self, vm: &mut Vm, k: Value) -> VmResult<()> {
        if obj::is_type(k, ObjType::String) {
            if vm.class_of_real(k) == vm.core.string {
                return self.string(vm, k);
            }
        } else if k.is_symbol() {
            let name = crate::symbol::SymbolId::bytes(k.as_symbol());
            return self.string_bytes(vm, name, k, false);
        }
        if self.cfg.strict {
            // Strict mode: other keys go through as_json (told it is a key), or are refused.
            if self.cfg.as_json.is_nil() {
                let name = vm.module_name(vm.class_of_real(k));
                return Err(generator_error(vm, &format!("{name} not allowed in JSON"), k));
            }
            let r = vm.call_method(self.cfg.as_json, intern("call"), &[k, Value::TRUE], None)?;
            if obj::is_type(r, ObjType::String) {
                return self.string(vm, r);
            }
            if r.is_symbol() {
                return self.string_bytes(vm, crate::symbol::SymbolId::bytes(r.as_symbol()), r, false);
            }
            let name = vm.module_name(vm.class_of_real(r));
            return Err(generator_error(vm, &format!("{name} not allowed in JSON"), r));
        }
        let s = vm.call_method(k, crate::symbol::sym::TO_S, &[], None)?;
        if !obj::is_type(s, ObjType::String) {
            let (from, gives) = (vm.conversion_name(k), vm.conversion_name(s));
            return Err(vm.type_error(&format!("can't convert {from} to String ({from}#to_s gives {gives})")));
        }
        self.string(vm, s)
    }

    pub fn array(&mut self, vm: &mut Vm, a: Value) -> VmResult<()> {
        self.enter(vm)?;
        if obj::as_array(a).items.is_empty() {
            self.depth -= 1;
            self.buf.extend_from_slice(b"[]");
            return Ok(());
        }
        self.buf.push(b'[');
        self.buf.extend_from_slice(&self.cfg.array_nl);
        let mut i = 0;
        while let Some(&v) = obj::as_array(a).items.get(i) {
            if i > 0 {
                self.buf.push(b',');
                self.buf.extend_from_slice(&self.cfg.array_nl);
            }
            self.indent(vm)?;
            self.value(vm, v)?;
            i += 1;
        }
        self.depth -= 1;
        if !self.cfg.array_nl.is_empty() {
            self.buf.extend_from_slice(&self.cfg.array_nl);
            self.indent(vm)?;
        }
        self.buf.push(b']');
        Ok(())
    }

    /// A String value: UTF-8 (or US-ASCII) as it is, valid UTF-8 in a binary String too; other
    /// encodings are converted to UTF-8 first.
    pub fn string(&mut self, vm: &mut Vm, s: Value) -> VmResult<()> {
        use crate::core::encoding::EncodingId;
        let enc = crate::core::string::encoding_of_string(s);
        if enc == EncodingId::UTF_8 || enc == EncodingId::US_ASCII || enc == EncodingId::BINARY {
            // Copied out: escaping cannot allocate Ruby objects, but the error path does.
            let bytes = obj::as_string(s).bytes.to_vec();
            return self.string_bytes(vm, &bytes, s, enc == EncodingId::BINARY);
        }
        // `s` may be a fresh `to_s` answer that nothing else holds.
        vm.temp_roots.push(s);
        let utf8 = vm.new_str("UTF-8");
        vm.temp_roots.push(utf8);
        let r = vm.call_method(s, intern("encode"), &[utf8], None);
        vm.temp_roots.truncate(vm.temp_roots.len() - 2);
        let conv = vm.expect_string(r?)?;
        let bytes = obj::as_string(conv).bytes.to_vec();
        self.string_bytes(vm, &bytes, s, false)
    }

    /// Writes `bytes` quoted and escaped; `orig` is the value named by a GeneratorError.
    fn string_bytes(&mut self, vm: &mut Vm, bytes: &[u8], orig: Value, binary: bool) -> VmResult<()> {
        if std::str::from_utf8(bytes).is_err() {
            return Err(generator_error(vm, "source sequence is illegal/malformed utf-8", orig));
        }
        if binary && !bytes.is_ascii() {
            let msg = "JSON.generate: UTF-8 string passed as BINARY, this will raise an encoding error in json 3.0";
            crate::stdlib::json::warn(vm, msg)?;
        }
        escape_into(&mut self.buf, bytes, self.cfg.ascii_only, self.cfg.script_safe);
        Ok(())
    }
}

/// Appends `bytes` (valid UTF-8) as a JSON string literal: quotes, backslashes and control
/// characters are escaped; with `ascii_only` every non-ASCII character becomes `\uXXXX`
/// (surrogate pairs beyond the BMP); with `script_safe` also `/`, U+2028 and U+2029.
pub fn escape_into(buf: &mut Vec<u8>, bytes: &[u8], ascii_only: bool, script_safe: bool) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    fn unicode(buf: &mut Vec<u8>, u: u32) {
        buf.extend_from_slice(b"\\u");
        for shift in [12, 8, 4, 0] {
            buf.push(HEX[((u >> shift) & 0xf) as usize]);
        }
    }
    buf.reserve(bytes.len() + 2);
    buf.push(b'"');
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let special = b < 0x20 || b == b'"' || b == b'\\' || (script_safe && (b == b'/' || b == 0xe2)) || (ascii_only && b >= 0x80);
        if !special {
            i += 1;
            continue;
        }
        buf.extend_from_slice(&bytes[start..i]);
        if b < 0x80 {
            match b {
                b'"' => buf.extend_from_slice(b"\\\""),
                b'\\' => buf.extend_from_slice(b"\\\\"),
                b'/' => buf.extend_from_slice(b"\\/"),
                b'\n' => buf.extend_from_slice(b"\\n"),
                b'\r' => buf.extend_from_slice(b"\\r"),
                b'\t' => buf.extend_from_slice(b"\\t"),
                0x08 => buf.extend_from_slice(b"\\b"),
                0x0c => buf.extend_from_slice(b"\\f"),
                _ => unicode(buf, b as u32),
            }
            i += 1;
        } else {
            let w = crate::core::string::utf8_width(bytes, i).max(1);
            let end = (i + w).min(bytes.len());
            let ch = std::str::from_utf8(&bytes[i..end]).ok().and_then(|s| s.chars().next());
            match ch {
                Some(c) if ascii_only => {
                    let mut units = [0u16; 2];
                    for u in c.encode_utf16(&mut units) {
                        unicode(buf, *u as u32);
                    }
                }
                Some(c @ ('\u{2028}' | '\u{2029}')) if script_safe => unicode(buf, c as u32),
                _ => buf.extend_from_slice(&bytes[i..end]),
            }
            i = end;
        }
        start = i;
    }
    buf.extend_from_slice(&bytes[start..]);
    buf.push(b'"');
}

/// A finite Float as the gem writes it: the shortest digits that read back to the same
/// double; plain decimal notation for exponents from -9 to 15 (with ".0" after a whole
/// number), otherwise `d[.ddd]e+NN` / `e-NN`.
pub fn format_float(f: f64, buf: &mut Vec<u8>) {
    if f == 0.0 {
        buf.extend_from_slice(if f.is_sign_negative() { b"-0.0" } else { b"0.0" });
        return;
    }
    // Rust's `{:e}` gives the shortest round-trip digits: "-1.2345e-8".
    let s = format!("{f:e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let (neg, mant) = match mant.strip_prefix('-') {
        Some(m) => (true, m),
        None => (false, mant),
    };
    let digits: Vec<u8> = mant.bytes().filter(|b| b.is_ascii_digit()).collect();
    // The decimal point sits after `decpt` digits: value = 0.DIGITS * 10^decpt.
    let decpt = exp + 1;
    if neg {
        buf.push(b'-');
    }
    if (-8..=15).contains(&decpt) {
        if decpt <= 0 {
            buf.extend_from_slice(b"0.");
            buf.extend(std::iter::repeat_n(b'0', (-decpt) as usize));
            buf.extend_from_slice(&digits);
        } else {
            let d = decpt as usize;
            if digits.len() <= d {
                buf.extend_from_slice(&digits);
                buf.extend(std::iter::repeat_n(b'0', d - digits.len()));
                buf.extend_from_slice(b".0");
            } else {
                buf.extend_from_slice(&digits[..d]);
                buf.push(b'.');
                buf.extend_from_slice(&digits[d..]);
            }
        }
    } else {
        buf.push(digits[0]);
        if digits.len() > 1 {
            buf.push(b'.');
            buf.extend_from_slice(&digits[1..]);
        }
        buf.push(b'e');
        buf.push(if exp < 0 { b'-' } else { b'+' });
        buf.extend_from_slice(exp.unsigned_abs().to_string().as_bytes());
    }
}

fn itoa_buf() -> [u8; 24] {
    [0u8; 24]
}

/// Formats `n` into the end of `b` without allocating.
fn format_i64(n: i64, b: &mut [u8; 24]) -> &[u8] {
    let mut i = b.len();
    let neg = n < 0;
    let mut u = n.unsigned_abs();
    loop {
        i -= 1;
        b[i] = b'0' + (u % 10) as u8;
        u /= 10;
        if u == 0 {
            break;
        }
    }
    if neg {
        i -= 1;
        b[i] = b'-';
    }
    &b[i..]
}

/// JSON::GeneratorError with `message`, naming `invalid` as its `invalid_object`.
pub fn generator_error(vm: &mut Vm, message: &str, invalid: Value) -> crate::vm::Unwind {
    let k = crate::stdlib::json::error_class(vm, "GeneratorError");
    let e = vm.make_error(k, message);
    if let crate::vm::Unwind::Raise(ex) = &e {
        let _ = vm.ivar_set(*ex, intern(crate::stdlib::json::INVALID_OBJECT_IVAR), invalid);
    }
    e
}
