//! Lines: `gets`, `readline` (IO::generic_readable), `each_line`/`each` and `readlines`, with
//! CRuby's `(sep = $/, limit = nil, chomp: false)` arguments.
//!
//! Invariants (CRuby's `strio_getline`, which differs from IO's in places and is followed here):
//! - a limit is counted from the position before anything else, then extended to finish a
//!   character cut in two; a negative limit means none, 0 gives "" (nil without a String);
//! - paragraph mode (`""`) skips the newlines before a paragraph and keeps the whole run of
//!   newlines (and "\r\n"s) that ends it; `chomp:` then removes that run;
//! - `chomp:` with a one-byte separator also removes a "\r" just before it; a nil separator is
//!   never chomped;
//! - every line read adds one to `lineno`, and `gets` sets `$_`.

use super::{eof_error, new_string_in, readable, Shared};
use corundum_vm::api::{define_methods, Args, CoreClass, Encoding, EncodingKind, Result, Ruby, Value};

enum Sep {
    All,
    Paragraph,
    Bytes(Vec<u8>),
}

struct LineArgs {
    sep: Sep,
    /// None: no limit.
    limit: Option<usize>,
    chomp: bool,
}

/// Parses `(sep = $/, limit = nil, chomp: false)`.
fn line_args(rb: &mut Ruby, s: &Shared, args: &Args) -> Result<LineArgs> {
    args.check_keywords(rb, &["chomp"])?;
    let chomp = match args.keywords() {
        Some(h) => rb.keyword(h, "chomp").is_some_and(|c| c.truthy()),
        None => false,
    };
    let pos = args.positional();
    if pos.len() > 2 {
        return Err(rb.arg_count_error(pos.len(), 0, 2));
    }
    // `$/` when it is a String (a program may change it), else "\n".
    let rs = rb.gvar_get("$/");
    let mut rs_bytes = if rb.is_string(rs) { rb.str_bytes(rs).to_vec() } else { b"\n".to_vec() };
    if rs_bytes == b"\n" {
        // The default separator is a newline in the stream's encoding (two or four bytes in
        // the UTF-16 and UTF-32 ones), as CRuby converts `$/`.
        rs_bytes = newline_in(s.encoding(rb));
    }
    let default_sep = || if rs_bytes.is_empty() { Sep::Paragraph } else { Sep::Bytes(rs_bytes.clone()) };
    let mut explicit_sep = None;
    let (sep, lim) = match pos {
        [] => (default_sep(), Value::NIL),
        [one] => {
            if one.is_nil() {
                (Sep::All, Value::NIL)
            } else if rb.is_string(*one) || (!one.is_fixnum() && rb.respond_to(*one, "to_str", true)) {
                let sv = rb.expect_string(*one)?;
                explicit_sep = Some(sv);
                (separator(rb, sv), Value::NIL)
            } else {
                (default_sep(), *one)
            }
        }
        [sep_arg, l] => {
            let sep = if sep_arg.is_nil() {
                Sep::All
            } else {
                let sv = rb.expect_string(*sep_arg)?;
                explicit_sep = Some(sv);
                separator(rb, sv)
            };
            (sep, *l)
        }
        _ => (default_sep(), Value::NIL),
    };
    if let Some(rs) = explicit_sep {
        check_separator_encoding(rb, s, rs)?;
    }
    let limit = if lim.is_nil() {
        None
    } else {
        let n = rb.expect_int(lim)?;
        usize::try_from(n).ok()
    };
    Ok(LineArgs { sep, limit, chomp })
}

/// ArgumentError "encoding mismatch: ENC IO with ENC RS" for a separator the stream's
/// encoding cannot compare bytewise (CRuby's rule: same encoding, or ASCII-only text and, when
/// not empty, an ASCII-compatible stream).
fn check_separator_encoding(rb: &mut Ruby, s: &Shared, rs: Value) -> Result<()> {
    let io = s.encoding(rb);
    let rs_enc = rb.str_encoding(rs);
    let b = rb.str_bytes(rs);
    let seven_bit = b.is_ascii() && rs_enc.is_ascii_compatible();
    if io != rs_enc && (!seven_bit || (!b.is_empty() && !io.is_ascii_compatible())) {
        return Err(rb.arg_error(&format!("encoding mismatch: {} IO with {} RS", io.name(), rs_enc.name())));
    }
    Ok(())
}

/// "\n" in encoding `id`.
fn newline_in(id: Encoding) -> Vec<u8> {
    match id.kind() {
        EncodingKind::Utf16 { big_endian: true } => vec![0, b'\n'],
        EncodingKind::Utf16 { big_endian: false } => vec![b'\n', 0],
        EncodingKind::Utf32 { big_endian: true } => vec![0, 0, 0, b'\n'],
        EncodingKind::Utf32 { big_endian: false } => vec![b'\n', 0, 0, 0],
        _ => b"\n".to_vec(),
    }
}

fn separator(rb: &Ruby, s: Value) -> Sep {
    let b = rb.str_bytes(s);
    if b.is_empty() {
        Sep::Paragraph
    } else {
        Sep::Bytes(b.to_vec())
    }
}

fn is_newline_at(b: &[u8], i: usize) -> Option<usize> {
    match b.get(i) {
        Some(b'\n') => Some(1),
        Some(b'\r') if b.get(i + 1) == Some(&b'\n') => Some(2),
        _ => None,
    }
}

/// The next line (None at the end, or without a String); advances the position and `lineno`.
fn getline(rb: &mut Ruby, s: &Shared, a: &LineArgs) -> Result<Option<Value>> {
    let id = s.encoding(rb);
    if a.limit == Some(0) {
        if s.string(rb).is_nil() {
            return Ok(None);
        }
        return Ok(Some(new_string_in(rb, Vec::new(), id)));
    }
    let bytes = s.bytes(rb);
    let start = s.pos.get();
    if start >= bytes.len() {
        return Ok(None);
    }
    let mut e = bytes.len();
    if let Some(l) = a.limit {
        if l < e - start {
            // Whole characters only: step from the position until the limit is reached.
            let mut i = start;
            while i < start + l {
                i += id.char_len(&bytes[i..]).max(1);
            }
            e = i.min(bytes.len());
        }
    }
    let mut from = start;
    let mut cut = 0usize;
    match &a.sep {
        Sep::All => {}
        Sep::Paragraph => {
            while from < e && bytes[from] == b'\n' {
                from += 1;
            }
            if from == e {
                return Ok(None);
            }
            let mut p = from;
            let mut ended = false;
            while let Some(i) = bytes[p..e].iter().position(|&b| b == b'\n') {
                p += i + 1;
                if is_newline_at(&bytes[..e], p).is_none() {
                    continue;
                }
                while let Some(n) = is_newline_at(&bytes[..e], p) {
                    p += n;
                }
                e = p;
                ended = true;
                break;
            }
            // Only a paragraph ended by blank lines loses them to `chomp:`; the last one, cut
            // by the end of the String (or the limit), keeps its text whole.
            if a.chomp && ended {
                let mut end = e;
                loop {
                    if end > from && bytes[end - 1] == b'\n' {
                        end -= 1;
                        if end > from && bytes[end - 1] == b'\r' {
                            end -= 1;
                        }
                    } else {
                        break;
                    }
                }
                cut = e - end;
            }
        }
        Sep::Bytes(sep) if sep.len() == 1 => {
            if let Some(i) = bytes[start..e].iter().position(|&b| b == sep[0]) {
                let p = start + i;
                e = p + 1;
                if a.chomp {
                    cut = 1 + usize::from(p > start && bytes[p - 1] == b'\r');
                }
            }
        }
        Sep::Bytes(sep) => {
            let n = sep.len();
            if n < e - start + usize::from(a.chomp) {
                if let Some(i) = bytes[start..e].windows(n).position(|w| w == sep.as_slice()) {
                    e = start + i + n;
                    if a.chomp {
                        cut = n;
                    }
                }
            }
        }
    }
    let line = bytes[from..e - cut].to_vec();
    s.pos.set(e);
    s.lineno.set(s.lineno.get().wrapping_add(1));
    Ok(Some(new_string_in(rb, line, id)))
}

/// `gets(sep = $/, limit = nil, chomp: false)`: the next line or nil; sets `$_`.
fn gets(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = readable(rb, recv)?;
    let a = line_args(rb, &s, args)?;
    let line = getline(rb, &s, &a)?.unwrap_or(Value::NIL);
    rb.set_last_line(line);
    Ok(line)
}

/// `readline` (IO::generic_readable): `gets` through the method, EOFError at the end.
fn readline(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let line = rb.call_kw(recv, "gets", args.as_slice(), None, args.has_keywords())?;
    if line.is_nil() {
        return Err(eof_error(rb));
    }
    Ok(line)
}

fn each_line(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let Some(block) = args.block() else {
        return rb.enumerator_for_args(recv, "each_line", args);
    };
    let s = readable(rb, recv)?;
    let a = line_args(rb, &s, args)?;
    if a.limit == Some(0) {
        return Err(rb.arg_error("invalid limit: 0 for each_line"));
    }
    loop {
        let s = readable(rb, recv)?;
        let Some(line) = getline(rb, &s, &a)? else { break };
        rb.yield_block(block, &[line])?;
    }
    Ok(recv)
}

fn readlines(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = readable(rb, recv)?;
    let a = line_args(rb, &s, args)?;
    if a.limit == Some(0) {
        return Err(rb.arg_error("invalid limit: 0 for readlines"));
    }
    let result = rb.new_array(Vec::new());
    while let Some(line) = getline(rb, &s, &a)? {
        rb.array_push(result, line)?;
    }
    Ok(result)
}

pub fn init(rb: &mut Ruby, k: Value) {
    define_methods!(rb, k, [("gets", -1, gets), ("each_line", -1, each_line), ("each", -1, each_line), ("readlines", -1, readlines)]);
    let io = rb.core_class(CoreClass::Io);
    let readable_mod = rb.const_get(io, "generic_readable").ok().filter(|m| rb.is_module(*m));
    if let Some(m) = readable_mod {
        rb.define_method(m, "readline", -1, readline);
    }
}
