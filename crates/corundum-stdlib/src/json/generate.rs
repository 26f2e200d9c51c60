//! JSON generation: Ruby values to JSON text, as the json gem's generator writes it (compact or
//! pretty, string escaping, float formatting, nesting limits, user `to_json` methods).
//!
//! Invariants:
//! - All output goes into one `Vec<u8>` owned by the `Generator`; nothing is allocated per
//!   character or per element (only user `to_json` calls and `to_s` conversions allocate); a
//!   String's bytes are escaped straight from the String.
//! - `depth` counts the containers being written; a user `to_json(state)` sees it through the
//!   State object (`state::set_depth`) so nested `to_json(*a)` calls indent as the gem does.
//! - Values the generator holds across calls into Ruby are reachable from the value being
//!   generated (a Hash or Array entry) or from the Generator itself (the State it made, the
//!   `as_json` proc), which lives on the stack the collector scans.

use crate::json::state::{self, GenConfig};
use corundum_vm::api::{intern, CoreClass, Encoding, Error, Result, Ruby, Value};

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
    pub fn value(&mut self, rb: &mut Ruby, v: Value) -> Result<()> {
        self.value_once(rb, v, false)
    }

    /// `value`; `converted` is set for the answer of strict mode's `as_json` proc, which is
    /// not converted again.
    fn value_once(&mut self, rb: &mut Ruby, v: Value, converted: bool) -> Result<()> {
        if v.is_nil() {
            self.buf.extend_from_slice(b"null");
        } else if v == Value::TRUE {
            self.buf.extend_from_slice(b"true");
        } else if v == Value::FALSE {
            self.buf.extend_from_slice(b"false");
        } else if v.is_fixnum() {
            self.integer(rb, v);
        } else if let Some(f) = rb.float_value(v) {
            self.float(rb, v, f)?;
        } else if rb.is_bignum(v) {
            self.integer(rb, v);
        } else if rb.is_hash(v) && rb.obj_class(v) == rb.core_class(CoreClass::Hash) {
            self.hash(rb, v)?;
        } else if rb.is_array(v) && rb.obj_class(v) == rb.core_class(CoreClass::Array) {
            self.array(rb, v)?;
        } else if rb.is_string(v) && rb.obj_class(v) == rb.core_class(CoreClass::String) {
            self.string(rb, v)?;
        } else if v.is_symbol() && self.cfg.strict {
            // Strict mode takes Symbols as strings; otherwise they go through `to_json`.
            let name = v.as_symbol().bytes();
            self.string_bytes(rb, name, v, false)?;
        } else {
            self.general(rb, v, converted)?;
        }
        Ok(())
    }

    /// Any other object: strict mode refuses it; otherwise its `to_json(state)` answer is
    /// inserted verbatim, or its `to_s` is written as a string.
    fn general(&mut self, rb: &mut Ruby, v: Value, converted: bool) -> Result<()> {
        if self.cfg.strict {
            if let Some(frag) = crate::json::lookup(rb, &["Fragment"]) {
                if rb.obj_class(v) == frag {
                    return self.fragment(rb, v);
                }
            }
            if !self.cfg.as_json.is_nil() && !converted {
                let r = rb.call(self.cfg.as_json, "call", &[v, Value::FALSE])?;
                return self.value_once(rb, r, true);
            }
            let k = rb.obj_class(v);
            let name = rb.class_name(k);
            return Err(generator_error(rb, &format!("{name} not allowed in JSON"), v));
        }
        let k = rb.class_of(v);
        let found = crate::json::is_object_to_json(rb, k);
        if found == Some(false) {
            let st = self.state_value(rb)?;
            state::set_depth(rb, st, self.depth)?;
            let r = rb.call_id(v, intern("to_json"), &[st])?;
            if !rb.is_string(r) {
                let name = rb.conversion_name(r);
                return Err(rb.type_error(&format!("wrong argument type {name} (expected String)")));
            }
            self.buf.extend_from_slice(rb.str_bytes(r));
            return Ok(());
        }
        let s = rb.obj_to_s(v)?;
        self.string(rb, s)
    }

    /// A JSON::Fragment: its `json` text, verbatim.
    fn fragment(&mut self, rb: &mut Ruby, v: Value) -> Result<()> {
        let s = rb.call(v, "json", &[])?;
        let s = rb.expect_string(s)?;
        self.buf.extend_from_slice(rb.str_bytes(s));
        Ok(())
    }

    /// The State handed to user `to_json` methods, made on first use (kept in `self.state`:
    /// the Generator is on the stack, which the collector scans).
    fn state_value(&mut self, rb: &mut Ruby) -> Result<Value> {
        if self.state.is_nil() {
            let st = state::new_state_from(rb, &self.cfg)?;
            self.state = st;
        }
        Ok(self.state)
    }

    pub fn integer(&mut self, rb: &Ruby, v: Value) {
        if v.is_fixnum() {
            let mut b = itoa_buf();
            self.buf.extend_from_slice(format_i64(v.as_fixnum(), &mut b));
        } else if let Some(big) = rb.integer_to_big(v) {
            self.buf.extend_from_slice(big.to_string().as_bytes());
        }
    }

    pub fn float(&mut self, rb: &mut Ruby, v: Value, f: f64) -> Result<()> {
        if !f.is_finite() {
            let text = if f.is_nan() {
                "NaN"
            } else if f > 0.0 {
                "Infinity"
            } else {
                "-Infinity"
            };
            if !self.cfg.allow_nan {
                return Err(generator_error(rb, &format!("{text} not allowed in JSON"), v));
            }
            self.buf.extend_from_slice(text.as_bytes());
            return Ok(());
        }
        format_float(f, &mut self.buf);
        Ok(())
    }

    /// Checks the nesting limit on entering a container (the gem reports the depth before it).
    fn enter(&mut self, rb: &mut Ruby) -> Result<()> {
        rb.check_stack()?;
        self.depth += 1;
        if self.cfg.max_nesting != 0 && self.depth > self.cfg.max_nesting {
            self.depth -= 1;
            let msg = format!("nesting of {} is too deep. Did you try to serialize objects with circular references?", self.depth);
            let k = crate::json::error_class(rb, "NestingError");
            return Err(rb.raise(k, &msg));
        }
        Ok(())
    }

    /// Writes the indentation of the current depth. Deep pretty output grows quadratically
    /// (circular data with no nesting limit), so the buffer's growth is checked against the
    /// memory limits first: NoMemoryError rather than an aborted process.
    fn indent(&mut self, rb: &mut Ruby) -> Result<()> {
        if !self.cfg.indent.is_empty() && self.depth > 0 {
            let add = (self.cfg.indent.len() as u128).saturating_mul(self.depth as u128);
            rb.check_alloc(add.saturating_add(self.buf.len() as u128), 1)?;
            for _ in 0..self.depth {
                self.buf.extend_from_slice(&self.cfg.indent);
            }
        }
        Ok(())
    }

    pub fn hash(&mut self, rb: &mut Ruby, h: Value) -> Result<()> {
        self.enter(rb)?;
        if rb.hash_len(h) == 0 {
            self.depth -= 1;
            self.buf.extend_from_slice(b"{}");
            return Ok(());
        }
        self.buf.push(b'{');
        self.buf.extend_from_slice(&self.cfg.object_nl);
        // Entries are read by position each time: user code run for a value may change the
        // Hash.
        let mut at = 0;
        let mut first = true;
        while let Some((k, v)) = rb.hash_next(h, &mut at) {
            if !first {
                self.buf.push(b',');
                self.buf.extend_from_slice(&self.cfg.object_nl);
            }
            first = false;
            self.indent(rb)?;
            self.key(rb, k)?;
            self.buf.extend_from_slice(&self.cfg.space_before);
            self.buf.push(b':');
            self.buf.extend_from_slice(&self.cfg.space);
            self.value(rb, v)?;
        }
        self.depth -= 1;
        // The closing brace is indented only on its own line.
        if !self.cfg.object_nl.is_empty() {
            self.buf.extend_from_slice(&self.cfg.object_nl);
            self.indent(rb)?;
        }
        self.buf.push(b'}');
        Ok(())
    }

    /// An object key: Strings as they are, Symbols by name, anything else through `to_s`.
    fn key(&mut self, rb: &mut Ruby, k: Value) -> Result<()> {
        if rb.is_string(k) {
            if rb.obj_class(k) == rb.core_class(CoreClass::String) {
                return self.string(rb, k);
            }
        } else if k.is_symbol() {
            let name = k.as_symbol().bytes();
            return self.string_bytes(rb, name, k, false);
        }
        if self.cfg.strict {
            // Strict mode: other keys go through as_json (told it is a key), or are refused.
            if self.cfg.as_json.is_nil() {
                let kc = rb.obj_class(k);
                let name = rb.class_name(kc);
                return Err(generator_error(rb, &format!("{name} not allowed in JSON"), k));
            }
            let r = rb.call(self.cfg.as_json, "call", &[k, Value::TRUE])?;
            if rb.is_string(r) {
                return self.string(rb, r);
            }
            if r.is_symbol() {
                return self.string_bytes(rb, r.as_symbol().bytes(), r, false);
            }
            let rc = rb.obj_class(r);
            let name = rb.class_name(rc);
            return Err(generator_error(rb, &format!("{name} not allowed in JSON"), r));
        }
        let s = rb.call(k, "to_s", &[])?;
        if !rb.is_string(s) {
            let (from, gives) = (rb.conversion_name(k), rb.conversion_name(s));
            return Err(rb.type_error(&format!("can't convert {from} to String ({from}#to_s gives {gives})")));
        }
        self.string(rb, s)
    }

    pub fn array(&mut self, rb: &mut Ruby, a: Value) -> Result<()> {
        self.enter(rb)?;
        if rb.array_len(a) == 0 {
            self.depth -= 1;
            self.buf.extend_from_slice(b"[]");
            return Ok(());
        }
        self.buf.push(b'[');
        self.buf.extend_from_slice(&self.cfg.array_nl);
        let mut i = 0;
        while let Some(&v) = rb.array_items(a).get(i) {
            if i > 0 {
                self.buf.push(b',');
                self.buf.extend_from_slice(&self.cfg.array_nl);
            }
            self.indent(rb)?;
            self.value(rb, v)?;
            i += 1;
        }
        self.depth -= 1;
        if !self.cfg.array_nl.is_empty() {
            self.buf.extend_from_slice(&self.cfg.array_nl);
            self.indent(rb)?;
        }
        self.buf.push(b']');
        Ok(())
    }

    /// A String value: UTF-8 (or US-ASCII) as it is, valid UTF-8 in a binary String too; other
    /// encodings are converted to UTF-8 first.
    pub fn string(&mut self, rb: &mut Ruby, s: Value) -> Result<()> {
        let enc = rb.str_encoding(s);
        if enc == Encoding::UTF_8 || enc == Encoding::US_ASCII || enc == Encoding::BINARY {
            return self.string_value(rb, s, s, enc == Encoding::BINARY);
        }
        let utf8 = rb.new_str("UTF-8");
        let conv = rb.call(s, "encode", &[utf8])?;
        // `encode` may be redefined to answer anything: only a String's bytes are read.
        let conv = rb.expect_string(conv)?;
        self.string_value(rb, conv, s, false)
    }

    /// Writes the bytes of String `s` quoted and escaped, read in place; `orig` is the value
    /// named by a GeneratorError.
    fn string_value(&mut self, rb: &mut Ruby, s: Value, orig: Value, binary: bool) -> Result<()> {
        let bytes = rb.str_bytes(s);
        if std::str::from_utf8(bytes).is_ok() && (!binary || bytes.is_ascii()) {
            escape_into(&mut self.buf, bytes, self.cfg.ascii_only, self.cfg.script_safe);
            return Ok(());
        }
        // An error or a warning first, which may run Ruby code: the text is copied out.
        let bytes = bytes.to_vec();
        self.string_bytes(rb, &bytes, orig, binary)
    }

    /// Writes `bytes` quoted and escaped; `orig` is the value named by a GeneratorError.
    fn string_bytes(&mut self, rb: &mut Ruby, bytes: &[u8], orig: Value, binary: bool) -> Result<()> {
        self.check_text(rb, std::str::from_utf8(bytes).is_ok(), !binary || bytes.is_ascii(), orig)?;
        escape_into(&mut self.buf, bytes, self.cfg.ascii_only, self.cfg.script_safe);
        Ok(())
    }

    /// The gem's checks before writing a string: GeneratorError for text that is not valid
    /// UTF-8; a deprecation warning for non-ASCII bytes in a binary String (`ascii` false).
    fn check_text(&mut self, rb: &mut Ruby, valid: bool, ascii: bool, orig: Value) -> Result<()> {
        if !valid {
            return Err(generator_error(rb, "source sequence is illegal/malformed utf-8", orig));
        }
        if !ascii {
            let msg = "JSON.generate: UTF-8 string passed as BINARY, this will raise an encoding error in json 3.0";
            rb.warn(msg)?;
        }
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
            let w = Encoding::UTF_8.char_len(&bytes[i..]).max(1);
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
pub fn generator_error(rb: &mut Ruby, message: &str, invalid: Value) -> Error {
    let k = crate::json::error_class(rb, "GeneratorError");
    let e = rb.raise(k, message);
    if let Some(ex) = e.exception() {
        let _ = rb.ivar_set(ex, crate::json::INVALID_OBJECT_IVAR, invalid);
    }
    e
}
