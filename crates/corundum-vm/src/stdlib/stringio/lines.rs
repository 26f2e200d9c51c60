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

use crate::core::encoding::chars;
use crate::object::{self as obj, ObjType};
use crate::stdlib::stringio::{check_keywords, eof_error, new_string_in, readable, Shared};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

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
fn line_args(vm: &mut Vm, s: &Shared, args: &Args) -> VmResult<LineArgs> {
    check_keywords(vm, args.kwargs(), &["chomp"])?;
    let chomp = match args.kwargs() {
        Some(h) => vm.hash_lookup_symbol(h, intern("chomp")).is_some_and(|c| c.truthy()),
        None => false,
    };
    let pos = args.positional();
    if pos.len() > 2 {
        return Err(vm.arg_count_error(pos.len(), 0, 2));
    }
    // `$/` when it is a String (a program may change it), else "\n".
    let rs = vm.gvar_get(intern("$/"));
    let mut rs_bytes = if crate::core::is_string(rs) { obj::as_string(rs).bytes.to_vec() } else { b"\n".to_vec() };
    if rs_bytes == b"\n" {
        // The default separator is a newline in the stream's encoding (two or four bytes in
        // the UTF-16 and UTF-32 ones), as CRuby converts `$/`.
        rs_bytes = newline_in(s.encoding(vm));
    }
    let default_sep = || if rs_bytes.is_empty() { Sep::Paragraph } else { Sep::Bytes(rs_bytes.clone()) };
    let mut explicit_sep = None;
    let (sep, lim) = match pos {
        [] => (default_sep(), Value::NIL),
        [one] => {
            if one.is_nil() {
                (Sep::All, Value::NIL)
            } else if crate::core::is_string(*one) || (!one.is_fixnum() && vm.respond_to(*one, crate::symbol::sym::TO_STR, true)) {
                let sv = vm.expect_string(*one)?;
                explicit_sep = Some(sv);
                (separator(sv), Value::NIL)
            } else {
                (default_sep(), *one)
            }
        }
        [sep_arg, l] => {
            let sep = if sep_arg.is_nil() {
                Sep::All
            } else {
                let sv = vm.expect_string(*sep_arg)?;
                explicit_sep = Some(sv);
                separator(sv)
            };
            (sep, *l)
        }
        _ => (default_sep(), Value::NIL),
    };
    if let Some(rs) = explicit_sep {
        check_separator_encoding(vm, s, rs)?;
    }
    let limit = if lim.is_nil() {
        None
    } else {
        let n = vm.expect_int(lim)?;
        usize::try_from(n).ok()
    };
    Ok(LineArgs { sep, limit, chomp })
}

/// ArgumentError "encoding mismatch: ENC IO with ENC RS" for a separator the stream's
/// encoding cannot compare bytewise (CRuby's rule: same encoding, or ASCII-only text and, when
/// not empty, an ASCII-compatible stream).
fn check_separator_encoding(vm: &mut Vm, s: &Shared, rs: Value) -> VmResult<()> {
    let io = s.encoding(vm);
    let rs_enc = crate::core::encoding::string_encoding(rs);
    let b = &obj::as_string(rs).bytes;
    let seven_bit = b.is_ascii() && rs_enc.ascii_compatible();
    if io != rs_enc && (!seven_bit || (!b.is_empty() && !io.ascii_compatible())) {
        return Err(vm.arg_error(&format!("encoding mismatch: {} IO with {} RS", io.name(), rs_enc.name())));
    }
    Ok(())
}

/// "\n" in encoding `id`.
fn newline_in(id: crate::core::encoding::EncodingId) -> Vec<u8> {
    use crate::core::encoding::names::Kind;
    match id.kind() {
        Kind::Utf16 { big_endian: true } => vec![0, b'\n'],
        Kind::Utf16 { big_endian: false } => vec![b'\n', 0],
        Kind::Utf32 { big_endian: true } => vec![0, 0, 0, b'\n'],
        Kind::Utf32 { big_endian: false } => vec![b'\n', 0, 0, 0],
        _ => b"\n".to_vec(),
    }
}

fn separator(s: Value) -> Sep {
    let b = &obj::as_string(s).bytes;
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
fn getline(vm: &mut Vm, s: &Shared, a: &LineArgs) -> VmResult<Option<Value>> {
    let id = s.encoding(vm);
    if a.limit == Some(0) {
        if s.string().is_nil() {
            return Ok(None);
        }
        return Ok(Some(new_string_in(vm, Vec::new(), id)));
    }
    let bytes = s.bytes();
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
                i += chars::char_len(id, &bytes[i..]).max(1);
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
    Ok(Some(new_string_in(vm, line, id)))
}

/// `gets(sep = $/, limit = nil, chomp: false)`: the next line or nil; sets `$_`.
fn gets(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = readable(vm, recv)?;
    let a = line_args(vm, &s, args)?;
    let line = getline(vm, &s, &a)?.unwrap_or(Value::NIL);
    vm.globals.insert(intern("$_"), line);
    Ok(line)
}

/// `readline` (IO::generic_readable): `gets` through the method, EOFError at the end.
fn readline(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let line = vm.call_method_kw(recv, intern("gets"), args.as_slice(), None, args.kw)?;
    if line.is_nil() {
        return Err(eof_error(vm));
    }
    Ok(line)
}

fn each_line(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_line", args);
    };
    let s = readable(vm, recv)?;
    let a = line_args(vm, &s, args)?;
    if a.limit == Some(0) {
        return Err(vm.arg_error("invalid limit: 0 for each_line"));
    }
    loop {
        let s = readable(vm, recv)?;
        let Some(line) = getline(vm, &s, &a)? else { break };
        vm.yield_block(&block, &[line])?;
    }
    Ok(recv)
}

fn readlines(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = readable(vm, recv)?;
    let a = line_args(vm, &s, args)?;
    if a.limit == Some(0) {
        return Err(vm.arg_error("invalid limit: 0 for readlines"));
    }
    let result = vm.new_array(Vec::new());
    vm.temp_roots.push(result);
    let r = (|| {
        while let Some(line) = getline(vm, &s, &a)? {
            obj::as_array_mut(result).items.push(line);
        }
        Ok(result)
    })();
    vm.temp_roots.pop();
    r
}

pub fn init(vm: &mut Vm, k: Value) {
    let methods: &[(&str, i32, crate::class::BuiltinFn)] =
        &[("gets", -1, gets), ("each_line", -1, each_line), ("each", -1, each_line), ("readlines", -1, readlines)];
    for &(name, arity, f) in methods {
        vm.define_builtin(k, name, arity, f);
    }
    let readable_mod = vm.const_get_from(vm.core.io, intern("generic_readable")).ok().filter(|m| obj::is_type(*m, ObjType::Module));
    if let Some(m) = readable_mod {
        vm.define_builtin(m, "readline", -1, readline);
    }
}
