//! JSON parsing: JSON text to Ruby values, with the json gem's options (symbolize_names, freeze,
//! allow_nan, allow_trailing_comma, allow_control_characters, allow_duplicate_key, max_nesting, object_class, array_class, decimal_class,
//! on_load) and its exact ParserError messages ("... at line L column C").
//!
//! Invariants:
//! - The parser reads its own copy of the source bytes, so Ruby code it calls (object_class
//!   `[]=`, on_load procs) cannot change the text under it.
//! - Every value built is reachable while later allocations run: containers are allocated
//!   before their elements and held in locals, which the collector's stack scan sees (elements
//!   are stored into them at once); a parsed key stays in a local until its value is stored.
//! - Recursion is bounded by `max_nesting` and by `Vm::check_stack` (for `max_nesting: false`).

use corundum_vm::api::{intern_bytes, CoreClass, Error, Result, Ruby, Value};

/// Parser settings, read once from the options Hash.
#[derive(Clone)]
pub struct ParseConfig {
    pub symbolize_names: bool,
    pub freeze: bool,
    pub allow_nan: bool,
    pub allow_trailing_comma: bool,
    /// Raw control characters accepted inside strings.
    pub allow_control_characters: bool,
    /// false: a repeated key is a ParserError (the default keeps the last value).
    pub allow_duplicate_key: bool,
    /// 0: no limit.
    pub max_nesting: i64,
    /// nil for plain Hash / Array.
    pub object_class: Value,
    pub array_class: Value,
    /// nil (or Float) for Floats.
    pub decimal_class: Value,
    /// A proc called with every parsed value, its answer replacing the value (JSON.load).
    pub on_load: Value,
}

impl Default for ParseConfig {
    fn default() -> ParseConfig {
        ParseConfig {
            symbolize_names: false,
            freeze: false,
            allow_nan: false,
            allow_trailing_comma: false,
            allow_control_characters: false,
            allow_duplicate_key: true,
            max_nesting: 100,
            object_class: Value::NIL,
            array_class: Value::NIL,
            decimal_class: Value::NIL,
            on_load: Value::NIL,
        }
    }
}

/// Reads the parser options of Hash `h` into `cfg`.
pub fn configure(rb: &mut Ruby, cfg: &mut ParseConfig, h: Value) -> Result<()> {
    let get = |rb: &mut Ruby, name: &str| -> Result<Option<Value>> {
        if let Some(v) = rb.keyword(h, name) {
            return Ok(Some(v));
        }
        let k = rb.new_str(name);
        rb.hash_get(h, k)
    };
    if let Some(v) = get(rb, "symbolize_names")? {
        cfg.symbolize_names = v.truthy();
    }
    if let Some(v) = get(rb, "freeze")? {
        cfg.freeze = v.truthy();
    }
    if let Some(v) = get(rb, "allow_nan")? {
        cfg.allow_nan = v.truthy();
    }
    if let Some(v) = get(rb, "allow_trailing_comma")? {
        cfg.allow_trailing_comma = v.truthy();
    }
    if let Some(v) = get(rb, "allow_control_characters")? {
        cfg.allow_control_characters = v.truthy();
    }
    if let Some(v) = get(rb, "allow_duplicate_key")? {
        cfg.allow_duplicate_key = v.truthy();
    }
    if let Some(v) = get(rb, "max_nesting")? {
        cfg.max_nesting = if v.truthy() { rb.expect_int(v)? } else { 0 };
    }
    if let Some(v) = get(rb, "object_class")? {
        cfg.object_class = v;
    }
    if let Some(v) = get(rb, "array_class")? {
        cfg.array_class = v;
    }
    if let Some(v) = get(rb, "decimal_class")? {
        cfg.decimal_class = v;
    }
    if let Some(v) = get(rb, "on_load")? {
        cfg.on_load = v;
    }
    Ok(())
}

struct Parser<'a> {
    src: &'a [u8],
    pos: usize,
    cfg: &'a ParseConfig,
    depth: i64,
}

/// Parses `src` as one JSON document.
pub fn parse(rb: &mut Ruby, src: &[u8], cfg: &ParseConfig) -> Result {
    let mut p = Parser { src, pos: 0, cfg, depth: 0 };
    p.skip_space(rb)?;
    let v = p.value(rb)?;
    p.skip_space(rb)?;
    if p.pos < p.src.len() {
        return Err(p.error(rb, "unexpected token at end of stream", Some(p.pos), false, p.pos));
    }
    Ok(v)
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    /// A ParserError: `msg`, optionally followed by a snippet of the source from `snippet`
    /// (quoted unless `bare`), then the line and column of byte `at`.
    fn error(&self, rb: &mut Ruby, msg: &str, snippet: Option<usize>, bare: bool, at: usize) -> Error {
        let mut text = msg.as_bytes().to_vec();
        if let Some(s) = snippet {
            let rest = &self.src[s.min(self.src.len())..];
            if bare {
                // The control-character message shows the rest of the source as it is.
                let end = rest.iter().position(|&b| b == 0).unwrap_or(rest.len()).min(32);
                text.push(b' ');
                text.extend_from_slice(&rest[..end]);
            } else if rest.first() == Some(&0) {
                // A NUL ends the gem's C string: nothing shows, quotes included.
                text.push(b' ');
            } else {
                // Up to the first whitespace, at most 32 bytes, and without a multibyte
                // character at its end (the gem drops it whole, even when complete).
                let mut end = rest.iter().position(|&b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0)).unwrap_or(rest.len()).min(32);
                if end > 0 && rest[end - 1] >= 0x80 {
                    while end > 0 && (rest[end - 1] & 0xc0) == 0x80 {
                        end -= 1;
                    }
                    end = end.saturating_sub(1);
                }
                text.extend_from_slice(b" '");
                text.extend_from_slice(&rest[..end]);
                text.push(b'\'');
            }
        }
        let (line, col) = self.line_col(at);
        text.extend_from_slice(format!(" at line {line} column {col}").as_bytes());
        self.raise(rb, text)
    }

    fn raise(&self, rb: &mut Ruby, text: Vec<u8>) -> Error {
        let k = crate::json::error_class(rb, "ParserError");
        let m = rb.new_string(text);
        Error::from_exception(rb.new_exception(k, m))
    }

    /// The gem's position: the column counts back from `at` to the nearest newline at or
    /// before it (so an error on a newline is column 0; 1-based on the first line); the line
    /// is 1 plus the newlines before that one. `at` may lie past the end (an escape's
    /// backslash just before it), counted as non-newline bytes.
    fn line_col(&self, at: usize) -> (usize, usize) {
        let is_nl = |p: usize| self.src.get(p) == Some(&b'\n');
        let mut col = 0;
        let mut p = at as isize;
        while p >= 0 {
            let nl = is_nl(p as usize);
            p -= 1;
            if nl {
                break;
            }
            col += 1;
        }
        let line = if p >= 0 { 1 + self.src[..=(p as usize)].iter().filter(|&&b| b == b'\n').count() } else { 1 };
        (line, col)
    }

    /// Skips whitespace and comments (`/* */`, `//`).
    fn skip_space(&mut self, rb: &mut Ruby) -> Result<()> {
        while let Some(b) = self.peek() {
            match b {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' => {
                    let start = self.pos;
                    match self.src.get(self.pos + 1) {
                        Some(b'*') => {
                            let body = &self.src[self.pos + 2..];
                            match body.windows(2).position(|w| w == b"*/") {
                                Some(i) => self.pos += 2 + i + 2,
                                None => return Err(self.error(rb, "unterminated comment, expected closing '*/'", None, false, start)),
                            }
                        }
                        Some(b'/') => {
                            match self.src[self.pos..].iter().position(|&b| b == b'\n') {
                                Some(i) => self.pos += i + 1,
                                None => self.pos = self.src.len(),
                            }
                        }
                        _ => return Err(self.error(rb, "unexpected token", Some(start), false, start)),
                    }
                }
                _ => break,
            }
        }
        Ok(())
    }

    fn value(&mut self, rb: &mut Ruby) -> Result {
        let v = self.raw_value(rb)?;
        self.loaded(rb, v)
    }

    /// Passes a parsed value through the on_load proc, if any.
    fn loaded(&mut self, rb: &mut Ruby, v: Value) -> Result {
        if self.cfg.on_load.is_nil() {
            return Ok(v);
        }
        rb.call(self.cfg.on_load, "call", &[v])
    }

    fn raw_value(&mut self, rb: &mut Ruby) -> Result {
        let start = self.pos;
        let Some(b) = self.peek() else {
            return Err(self.error(rb, "unexpected end of input", None, false, self.pos));
        };
        match b {
            b'"' => {
                let s = self.string(rb)?;
                if self.cfg.freeze {
                    rb.freeze(s);
                }
                Ok(s)
            }
            b'{' => self.object(rb),
            b'[' => self.array(rb),
            b'-' | b'0'..=b'9' => {
                if b == b'-' && self.src.get(self.pos + 1) == Some(&b'I') {
                    return self.literal(rb, b"-Infinity", None);
                }
                self.number(rb)
            }
            b'n' => self.literal(rb, b"null", Some(Value::NIL)),
            b't' => self.literal(rb, b"true", Some(Value::TRUE)),
            b'f' => self.literal(rb, b"false", Some(Value::FALSE)),
            b'N' => self.literal(rb, b"NaN", None),
            b'I' => self.literal(rb, b"Infinity", None),
            _ => Err(self.error(rb, "unexpected character:", Some(start), false, start)),
        }
    }

    /// A keyword; `value` None for the non-finite floats, accepted only with allow_nan.
    fn literal(&mut self, rb: &mut Ruby, word: &[u8], value: Option<Value>) -> Result {
        let start = self.pos;
        if self.src[self.pos..].starts_with(word) && (value.is_some() || self.cfg.allow_nan) {
            self.pos += word.len();
            return Ok(match value {
                Some(v) => v,
                None => {
                    let f = match word {
                        b"NaN" => f64::NAN,
                        b"Infinity" => f64::INFINITY,
                        _ => f64::NEG_INFINITY,
                    };
                    rb.new_float(f)
                }
            });
        }
        Err(self.error(rb, "unexpected token", Some(start), false, start))
    }

    fn number(&mut self, rb: &mut Ruby) -> Result {
        let start = self.pos;
        let invalid = |p: &Parser, rb: &mut Ruby| p.error(rb, "invalid number:", Some(start), false, start);
        let digits = |p: &mut Parser| {
            let s = p.pos;
            while p.peek().is_some_and(|b| b.is_ascii_digit()) {
                p.pos += 1;
            }
            p.pos - s
        };
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        let int_start = self.pos;
        let n = digits(self);
        if n == 0 || (n > 1 && self.src[int_start] == b'0') {
            return Err(invalid(self, rb));
        }
        let mut is_float = false;
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if digits(self) == 0 {
                return Err(invalid(self, rb));
            }
            is_float = true;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if digits(self) == 0 {
                return Err(invalid(self, rb));
            }
            is_float = true;
        }
        let text = &self.src[start..self.pos];
        // Only ASCII digits, signs, '.', 'e' were consumed.
        let s = std::str::from_utf8(text).unwrap_or("0");
        if !is_float {
            if text.len() <= 18 {
                return Ok(rb.new_int(s.parse::<i64>().unwrap_or(0)));
            }
            let b = num_bigint::BigInt::parse_bytes(text, 10).unwrap_or_default();
            return Ok(rb.new_integer(b));
        }
        let dc = self.cfg.decimal_class;
        if !dc.is_nil() && dc != rb.core_class(CoreClass::Float) {
            return self.decimal(rb, s);
        }
        Ok(rb.new_float(s.parse::<f64>().unwrap_or(0.0)))
    }

    /// A float in `decimal_class`: its `try_convert`, else its `new`, else the Kernel method of
    /// its name (`BigDecimal("1.5")`, `Rational("1.5")`), as the gem converts.
    fn decimal(&mut self, rb: &mut Ruby, text: &str) -> Result {
        let dc = self.cfg.decimal_class;
        let s = rb.new_str(text);
        for m in ["try_convert", "new"] {
            if rb.respond_to(dc, m, false) {
                return rb.call(dc, m, &[s]);
            }
        }
        let name = if rb.is_class(dc) { rb.class_name(dc) } else { String::new() };
        let main = rb.main_object();
        rb.call(main, &name, &[s])
    }

    /// A string starting at the opening quote; its end is found first, then escapes decoded.
    fn string(&mut self, rb: &mut Ruby) -> Result {
        let (bytes, _) = self.string_bytes(rb)?;
        Ok(rb.new_string(bytes))
    }

    fn string_bytes(&mut self, rb: &mut Ruby) -> Result<(Vec<u8>, usize)> {
        let open = self.pos;
        let start = self.pos + 1;
        let mut i = start;
        let mut has_escape = false;
        loop {
            let Some(&b) = self.src.get(i) else {
                return Err(self.error(rb, "unexpected end of input, expected closing \"", None, false, i));
            };
            match b {
                b'"' => break,
                b'\\' => {
                    has_escape = true;
                    i += 2;
                }
                0..=0x1f if !self.cfg.allow_control_characters => {
                    return Err(self.error(rb, "invalid ASCII control character in string:", Some(i), true, i));
                }
                _ => i += 1,
            }
        }
        let end = i;
        self.pos = end + 1;
        let raw = &self.src[start..end];
        if !has_escape {
            return Ok((raw.to_vec(), open));
        }
        let mut out = Vec::with_capacity(raw.len());
        let mut j = start;
        while j < end {
            let b = self.src[j];
            if b != b'\\' {
                let run = self.src[j..end].iter().position(|&c| c == b'\\').unwrap_or(end - j);
                out.extend_from_slice(&self.src[j..j + run]);
                j += run;
                continue;
            }
            let esc = self.src.get(j + 1).copied().unwrap_or(b'"');
            match esc {
                b'"' | b'\\' | b'/' => out.push(esc),
                b'b' => out.push(0x08),
                b'f' => out.push(0x0c),
                b'n' => out.push(b'\n'),
                b'r' => out.push(b'\r'),
                b't' => out.push(b'\t'),
                b'u' => {
                    let Some(u) = hex4(&self.src[..end], j + 2) else {
                        return Err(self.error(rb, "incomplete unicode character escape sequence at", Some(j), false, j));
                    };
                    let mut cp = u;
                    if (0xd800..0xdc00).contains(&u) {
                        if self.src.get(j + 6) != Some(&b'\\') || self.src.get(j + 7) != Some(&b'u') || j + 7 >= end {
                            return Err(self.error(rb, "incomplete surrogate pair at", Some(j), false, j));
                        }
                        match hex4(&self.src[..end], j + 8) {
                            Some(lo) if (0xdc00..0xe000).contains(&lo) => {
                                cp = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
                                j += 6;
                            }
                            _ => return Err(self.error(rb, "invalid surrogate pair at", Some(j), false, j)),
                        }
                    }
                    push_code_point(&mut out, cp);
                    j += 6;
                    continue;
                }
                _ => return Err(self.error(rb, "invalid escape character in string:", Some(j), false, j)),
            }
            j += 2;
        }
        Ok((out, open))
    }

    /// Enters a non-empty container: the nesting limit counts only containers with contents.
    fn enter(&mut self, rb: &mut Ruby) -> Result<()> {
        rb.check_stack()?;
        if self.cfg.max_nesting != 0 && self.depth > self.cfg.max_nesting {
            let msg = format!("nesting of {} is too deep", self.depth);
            let k = crate::json::error_class(rb, "NestingError");
            return Err(rb.raise(k, &msg));
        }
        Ok(())
    }

    fn new_array(&mut self, rb: &mut Ruby) -> Result {
        if self.cfg.array_class.is_nil() {
            Ok(rb.new_array(Vec::new()))
        } else {
            rb.call(self.cfg.array_class, "new", &[])
        }
    }

    fn array(&mut self, rb: &mut Ruby) -> Result {
        self.pos += 1;
        self.depth += 1;
        let a = self.new_array(rb)?;
        let r = self.array_items(rb, a);
        self.depth -= 1;
        r?;
        if self.cfg.freeze {
            rb.freeze(a);
        }
        Ok(a)
    }

    fn array_items(&mut self, rb: &mut Ruby, a: Value) -> Result<()> {
        let plain = self.cfg.array_class.is_nil();
        self.skip_space(rb)?;
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(());
        }
        self.enter(rb)?;
        loop {
            let v = self.value(rb)?;
            if plain {
                rb.array_push(a, v)?;
            } else {
                rb.call(a, "<<", &[v])?;
            }
            self.skip_space(rb)?;
            match self.peek() {
                Some(b',') => {
                    self.pos += 1;
                    self.skip_space(rb)?;
                    if self.cfg.allow_trailing_comma && self.peek() == Some(b']') {
                        self.pos += 1;
                        return Ok(());
                    }
                }
                Some(b']') => {
                    self.pos += 1;
                    return Ok(());
                }
                _ => return Err(self.error(rb, "expected ',' or ']' after array value", None, false, self.pos)),
            }
        }
    }

    fn object(&mut self, rb: &mut Ruby) -> Result {
        self.pos += 1;
        self.depth += 1;
        let h = if self.cfg.object_class.is_nil() { Ok(rb.new_hash()) } else { rb.call(self.cfg.object_class, "new", &[]) };
        let h = match h {
            Ok(h) => h,
            Err(e) => {
                self.depth -= 1;
                return Err(e);
            }
        };
        let r = self.object_members(rb, h);
        self.depth -= 1;
        r?;
        if self.cfg.freeze {
            rb.freeze(h);
        }
        Ok(h)
    }

    fn object_members(&mut self, rb: &mut Ruby, h: Value) -> Result<()> {
        let plain = self.cfg.object_class.is_nil();
        // The brace: where a duplicate-key error points.
        let obj_start = self.pos - 1;
        self.skip_space(rb)?;
        match self.peek() {
            Some(b'}') => {
                self.pos += 1;
                return Ok(());
            }
            None => return Err(self.error(rb, "expected object key, got EOF", None, false, self.pos)),
            Some(b'"') => {}
            Some(_) => {
                // The gem's message has no closing quote here.
                return Err(self.error(rb, "expected object key, got", Some(self.pos), false, self.pos));
            }
        }
        self.enter(rb)?;
        let mut first = true;
        loop {
            let key = self.key(rb)?;
            let r = (|| {
                self.skip_space(rb)?;
                if self.peek() != Some(b':') {
                    // The gem shows what came instead only after the first key.
                    return Err(match (first, self.peek()) {
                        (true, _) => self.error(rb, "expected ':' after object key", None, false, self.pos),
                        (false, None) => self.error(rb, "expected ':' after object key, got: EOF", None, false, self.pos),
                        (false, Some(_)) => self.error(rb, "expected ':' after object key, got:", Some(self.pos), false, self.pos),
                    });
                }
                self.pos += 1;
                self.skip_space(rb)?;
                let v = self.value(rb)?;
                if plain && !self.cfg.allow_duplicate_key && rb.hash_get(h, key)?.is_some() {
                    // Shown as the key's text, also when it became a Symbol.
                    let text = if key.is_symbol() { rb.new_string(key.as_symbol().bytes().to_vec()) } else { key };
                    let shown = rb.inspect(text);
                    let msg = format!("duplicate key {}", shown?);
                    return Err(self.error(rb, &msg, None, false, obj_start));
                }
                if plain {
                    rb.hash_set(h, key, v)
                } else {
                    rb.call(h, "[]=", &[key, v]).map(|_| ())
                }
            })();
            r?;
            first = false;
            self.skip_space(rb)?;
            match self.peek() {
                Some(b',') => {
                    self.pos += 1;
                    self.skip_space(rb)?;
                    match self.peek() {
                        Some(b'}') if self.cfg.allow_trailing_comma => {
                            self.pos += 1;
                            return Ok(());
                        }
                        Some(b'"') => {}
                        None => return Err(self.error(rb, "expected object key, got: EOF", None, false, self.pos)),
                        Some(_) => return Err(self.error(rb, "expected object key, got:", Some(self.pos), false, self.pos)),
                    }
                }
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(());
                }
                None => return Err(self.error(rb, "expected ',' or '}' after object value, got: EOF", None, false, self.pos)),
                Some(_) => return Err(self.error(rb, "expected ',' or '}' after object value, got:", Some(self.pos), false, self.pos)),
            }
        }
    }

    /// An object key: a frozen String, or a Symbol with symbolize_names.
    fn key(&mut self, rb: &mut Ruby) -> Result {
        let (bytes, _) = self.string_bytes(rb)?;
        let k = if self.cfg.symbolize_names {
            Value::symbol(intern_bytes(&bytes))
        } else {
            let s = rb.new_string(bytes);
            rb.freeze(s);
            s
        };
        self.loaded(rb, k)
    }
}

/// Four hex digits at `at` (all before the end of `src`), or None.
fn hex4(src: &[u8], at: usize) -> Option<u32> {
    let h = src.get(at..at + 4)?;
    let mut u = 0u32;
    for &c in h {
        u = u * 16 + (c as char).to_digit(16)?;
    }
    Some(u)
}

/// Appends `cp` in UTF-8; a lone surrogate is written in the same 3-byte form (the gem keeps
/// it, making an invalid String).
fn push_code_point(out: &mut Vec<u8>, cp: u32) {
    match char::from_u32(cp) {
        Some(c) => {
            let mut b = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
        }
        None => {
            out.push(0xe0 | (cp >> 12) as u8);
            out.push(0x80 | ((cp >> 6) & 0x3f) as u8);
            out.push(0x80 | (cp & 0x3f) as u8);
        }
    }
}
