//! Writing: `write` (any number of objects), `putc`, `truncate` on StringIO, and the output
//! methods of IO::generic_writable (`<<`, `print`, `puts`, `printf`, `syswrite`,
//! `write_nonblock`), which go through the object's `write` method as CRuby's do (Zlib::GzipWriter
//! uses `<<`, `print`, `puts` and `printf` from here, as CRuby's zlib uses `rb_io_*`).
//!
//! Invariants: a write at the position overwrites bytes there and extends the String as
//! needed, padding with NUL bytes when the position is past the end; in append mode every write
//! goes to the end. Text in another encoding is converted to the stream's (when the stream is
//! not binary or US-ASCII), as CRuby's `rb_str_conv_enc` does, and left alone when it cannot be.
//! Without a String (CRuby's null device) writes are dropped and count 0 bytes.

use super::{check_modifiable, writable};
use corundum_vm::api::{define_methods, intern, Args, Encoding, GuardKind, Result, Ruby, Value};

/// CRuby's `strio_write` for one object: the number of bytes written.
fn write_one(rb: &mut Ruby, recv: Value, v: Value) -> Result<usize> {
    let s = writable(rb, recv)?;
    let str_v = if rb.is_string(v) { v } else { rb.obj_to_s(v)? };
    let id = s.encoding(rb);
    if s.string(rb).is_nil() {
        return Ok(0);
    }
    let id2 = rb.str_encoding(str_v);
    let mut bytes = rb.str_bytes(str_v).to_vec();
    // The encoding of the text written (the stream's once converted).
    let mut text_enc = id2;
    let binary_or_ascii = |e: Encoding| e == Encoding::BINARY || e == Encoding::US_ASCII;
    if id != id2 && !binary_or_ascii(id) && !(bytes.is_ascii() && id.is_ascii_compatible() && id2.is_ascii_compatible()) {
        let e = rb.encoding_object(id);
        match rb.call(str_v, "encode", &[e]) {
            Ok(c) if rb.is_string(c) => {
                bytes = rb.str_bytes(c).to_vec();
                text_enc = id;
            }
            // Text that cannot be converted is refused unless it is US-ASCII (CRuby's
            // `rb_enc_check` after a failed `rb_str_conv_enc`).
            _ if !binary_or_ascii(id2) => return Err(rb.encoding_compatibility_error(id, id2)),
            _ => {}
        }
    }
    let len = bytes.len();
    if len == 0 {
        return Ok(0);
    }
    check_modifiable(rb, &s)?;
    let string = s.string(rb);
    let olen = rb.str_len(string);
    if s.append.get() {
        s.pos.set(olen);
    }
    let pos = s.pos.get();
    let Some(end) = pos.checked_add(len) else {
        return Err(rb.arg_error("string size too big"));
    };
    rb.check_alloc(end as u128, 1)?;
    if pos == olen && id != Encoding::BINARY && id2 != Encoding::BINARY {
        // Appending at the end is String#<<: the encodings must be compatible, and an
        // ASCII-only String takes the text's encoding.
        if let Some(e) = appended_encoding(rb, string, &bytes, text_enc)? {
            rb.str_set_encoding(string, e);
        }
    }
    let mut buf = rb.str_modify(string)?;
    if pos == olen {
        buf.extend_from_slice(&bytes);
    } else {
        if end > olen {
            buf.resize(end, 0);
        }
        buf.as_mut_slice()[pos..end].copy_from_slice(&bytes);
    }
    s.pos.set(end);
    Ok(len)
}

/// The encoding String `target` takes when `text` (in `text_enc`) is appended to it (None:
/// unchanged), or Encoding::CompatibilityError (CRuby's `rb_enc_check` rules for two Strings).
fn appended_encoding(rb: &mut Ruby, target: Value, text: &[u8], text_enc: Encoding) -> Result<Option<Encoding>> {
    let tenc = rb.str_encoding(target);
    let tbytes = rb.str_bytes(target);
    if tenc == text_enc || text.is_empty() {
        return Ok(None);
    }
    let seven_bit = |b: &[u8], e: Encoding| e.is_ascii_compatible() && b.is_ascii();
    if tbytes.is_empty() {
        return Ok(if seven_bit(text, tenc) { None } else { Some(text_enc) });
    }
    if !tenc.is_ascii_compatible() || !text_enc.is_ascii_compatible() {
        return Err(rb.encoding_compatibility_error(tenc, text_enc));
    }
    if seven_bit(text, text_enc) {
        return Ok(None);
    }
    if seven_bit(tbytes, tenc) {
        return Ok(Some(text_enc));
    }
    Err(rb.encoding_compatibility_error(tenc, text_enc))
}

/// `write(*objects)`: the total number of bytes written.
fn write(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let mut total: usize = 0;
    for &v in args.as_slice() {
        total = total.saturating_add(write_one(rb, recv, v)?);
    }
    Ok(rb.new_int(total as i64))
}

/// `putc(obj)`: a String's first character, or an Integer's low byte; answers `obj`.
fn putc(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = writable(rb, recv)?;
    check_modifiable(rb, &s)?;
    let c = args.get(0);
    let piece = if rb.is_string(c) {
        if s.string(rb).is_nil() {
            return Ok(c);
        }
        let ce = rb.str_encoding(c);
        let b = rb.str_bytes(c);
        let n = if b.is_empty() { 0 } else { ce.char_len(b) };
        let first = b[..n].to_vec();
        rb.new_string_in(first, ce)
    } else {
        let n = rb.expect_int(c)?;
        if s.string(rb).is_nil() {
            return Ok(c);
        }
        // A binary byte: converted when the stream's encoding needs it and it is ASCII (UTF-16),
        // written as it is otherwise.
        rb.new_binary_string(vec![n as u8])
    };
    write_one(rb, recv, piece)?;
    Ok(c)
}

/// `truncate(length)`: cuts or NUL-pads the String to `length` bytes; the position stays.
fn truncate(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = writable(rb, recv)?;
    let n = rb.expect_int(args.get(0))?;
    if n < 0 {
        return Err(rb.errno_error(libc::EINVAL, "", "negative length"));
    }
    let string = s.string(rb);
    if string.is_nil() {
        return Ok(Value::fixnum(0));
    }
    check_modifiable(rb, &s)?;
    rb.check_alloc(n as u128, 1)?;
    let n = n as usize;
    let mut buf = rb.str_modify(string)?;
    if n <= buf.len() {
        buf.truncate(n);
    } else {
        buf.resize(n, 0);
    }
    Ok(Value::fixnum(0))
}

/// Calls the receiver's `write` with one String of `bytes`.
fn call_write(rb: &mut Ruby, recv: Value, bytes: Vec<u8>) -> Result {
    let s = rb.new_string(bytes);
    rb.call(recv, "write", &[s])
}

/// `<<(obj)`: writes `obj` and answers the receiver.
pub(crate) fn append(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    rb.call(recv, "write", &[args.get(0)])?;
    Ok(recv)
}

/// `print(*objects)`: each object (with `$,` between and `$\` after when set); `$_` without
/// arguments.
pub(crate) fn print(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let last_line;
    let objs: &[Value] = if args.is_empty() {
        last_line = [rb.gvar_get("$_")];
        &last_line
    } else {
        args.as_slice()
    };
    let ofs = rb.gvar_get("$,");
    let ors = rb.gvar_get("$\\");
    for (i, &o) in objs.iter().enumerate() {
        if i > 0 && !ofs.is_nil() {
            rb.call(recv, "write", &[ofs])?;
        }
        rb.call(recv, "write", &[o])?;
    }
    if !ors.is_nil() {
        rb.call(recv, "write", &[ors])?;
    }
    Ok(Value::NIL)
}

/// The Array `v` converts to with `to_ary` (CRuby's `rb_check_array_type`), if any.
fn as_array(rb: &mut Ruby, v: Value) -> Result<Option<Value>> {
    if rb.is_array(v) {
        return Ok(Some(v));
    }
    if rb.is_string(v) || v.is_special() {
        return Ok(None);
    }
    if !rb.respond_to(v, "to_ary", true) {
        return Ok(None);
    }
    let arr = rb.call(v, "to_ary", &[])?;
    Ok(Some(arr).filter(|a| rb.is_array(*a)))
}

/// Whether the receiver's `write` takes exactly one argument (CRuby's `rb_io_writev` then
/// writes a line and its newline in two calls instead of one).
fn write_takes_one(rb: &mut Ruby, recv: Value) -> bool {
    let klass = rb.class_of(recv);
    rb.find_method(klass, intern("write")).and_then(|m| m.arity) == Some(1)
}

/// CRuby's `rb_io_puts` for one object: an Array (or what converts to one) an element at a
/// time, recursively (`[...]` for an Array met inside itself); anything else its `to_s`, then
/// a newline unless it ends with one, in one `write` call.
fn puts_one(rb: &mut Ruby, recv: Value, v: Value, nl: Value) -> Result<()> {
    if let Some(arr) = as_array(rb, v)? {
        let r = rb.guarded(GuardKind::Puts, arr, Value::NIL, |rb| {
            let mut i = 0;
            while i < rb.array_len(arr) {
                let x = rb.array_get(arr, i);
                puts_one(rb, recv, x, nl)?;
                i += 1;
            }
            Ok(())
        });
        return match r {
            Some(r) => r,
            None => {
                let s = rb.new_str("[...]");
                write_line(rb, recv, s, nl)
            }
        };
    }
    let s = rb.obj_to_s(v)?;
    write_line(rb, recv, s, nl)
}

fn write_line(rb: &mut Ruby, recv: Value, line: Value, nl: Value) -> Result<()> {
    let (empty, ends_in_newline) = {
        let bytes = rb.str_bytes(line);
        (bytes.is_empty(), bytes.last() == Some(&b'\n'))
    };
    if empty {
        // An empty line (nil, "") is the newline alone.
        rb.call(recv, "write", &[nl])?;
    } else if ends_in_newline {
        rb.call(recv, "write", &[line])?;
    } else if write_takes_one(rb, recv) {
        rb.call(recv, "write", &[line])?;
        rb.call(recv, "write", &[nl])?;
    } else {
        rb.call(recv, "write", &[line, nl])?;
    }
    Ok(())
}

/// `puts(*objects)`: each object on its own line (Arrays flattened); "\n" alone without any.
pub(crate) fn puts(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let nl = rb.new_str("\n");
    if args.is_empty() {
        rb.call(recv, "write", &[nl])?;
    }
    for &a in args.as_slice() {
        puts_one(rb, recv, a, nl)?;
    }
    Ok(Value::NIL)
}

/// `printf(format, *args)`.
pub(crate) fn printf(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let a = args.as_slice();
    if a.is_empty() {
        return Err(rb.arg_error("too few arguments"));
    }
    let f = rb.expect_string(a[0])?;
    let fmt = rb.str_bytes(f).to_vec();
    let out = rb.sprintf(&fmt, &a[1..])?;
    call_write(rb, recv, out)?;
    Ok(Value::NIL)
}

/// `syswrite(obj)`: `write` with one object.
fn syswrite(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    rb.call(recv, "write", &[args.get(0)])
}

/// `write_nonblock(obj, exception: true)`: a StringIO never blocks, so this is `syswrite`.
fn write_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let pos = args.positional();
    if pos.len() != 1 {
        return Err(rb.arg_count_error(pos.len(), 1, 1));
    }
    // Keywords (`exception:`) are accepted and have nothing to change: no write blocks.
    rb.call(recv, "write", &[pos[0]])
}

pub fn init(rb: &mut Ruby, k: Value, generic_writable: Value) {
    rb.define_method(k, "write", -1, write);
    rb.define_method(k, "putc", 1, putc);
    rb.define_method(k, "truncate", 1, truncate);
    define_methods!(rb, generic_writable, [
        ("<<", 1, append),
        ("print", -1, print),
        ("puts", -1, puts),
        ("printf", -1, printf),
        ("syswrite", 1, syswrite),
        ("write_nonblock", -1, write_nonblock),
    ]);
}
