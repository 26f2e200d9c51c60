//! Writing: `write` (any number of objects), `putc`, `truncate` on StringIO, and the output
//! methods of IO::generic_writable (`<<`, `print`, `puts`, `printf`, `syswrite`,
//! `write_nonblock`), which go through the object's `write` method as CRuby's do.
//!
//! Invariants: a write at the position overwrites bytes there and extends the String as
//! needed, padding with NUL bytes when the position is past the end; in append mode every write
//! goes to the end. Text in another encoding is converted to the stream's (when the stream is
//! not binary or US-ASCII), as CRuby's `rb_str_conv_enc` does, and left alone when it cannot be.
//! Without a String (CRuby's null device) writes are dropped and count 0 bytes.

use crate::core::encoding::{self as enc, EncodingId};
use crate::object as obj;
use crate::stdlib::stringio::{check_modifiable, writable};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

/// CRuby's `strio_write` for one object: the number of bytes written.
fn write_one(vm: &mut Vm, recv: Value, v: Value) -> VmResult<usize> {
    let s = writable(vm, recv)?;
    let str_v = if crate::core::is_string(v) { v } else { vm.obj_to_s(v)? };
    let id = s.encoding(vm);
    if s.string().is_nil() {
        return Ok(0);
    }
    let id2 = enc::string_encoding(str_v);
    let mut bytes = obj::as_string(str_v).bytes.to_vec();
    // The encoding of the text written (the stream's once converted).
    let mut text_enc = id2;
    let binary_or_ascii = |e: EncodingId| e == EncodingId::BINARY || e == EncodingId::US_ASCII;
    if id != id2 && !binary_or_ascii(id) && !(bytes.is_ascii() && id.ascii_compatible() && id2.ascii_compatible()) {
        let e = enc::encoding_object(vm, id);
        vm.temp_roots.push(str_v);
        let conv = vm.call_method(str_v, intern("encode"), &[e], None);
        vm.temp_roots.pop();
        match conv {
            Ok(c) if crate::core::is_string(c) => {
                bytes = obj::as_string(c).bytes.to_vec();
                text_enc = id;
            }
            // Text that cannot be converted is refused unless it is US-ASCII (CRuby's
            // `rb_enc_check` after a failed `rb_str_conv_enc`).
            _ if !binary_or_ascii(id2) => return Err(crate::core::encoding::errors::incompatible(vm, id, id2)),
            _ => {}
        }
    }
    let len = bytes.len();
    if len == 0 {
        return Ok(0);
    }
    check_modifiable(vm, &s)?;
    let string = s.string();
    let olen = obj::as_string(string).bytes.len();
    if s.append.get() {
        s.pos.set(olen);
    }
    let pos = s.pos.get();
    let Some(end) = pos.checked_add(len) else {
        return Err(vm.arg_error("string size too big"));
    };
    vm.check_alloc(end as u128, 1)?;
    if pos == olen && id != EncodingId::BINARY && id2 != EncodingId::BINARY {
        // Appending at the end is String#<<: the encodings must be compatible, and an
        // ASCII-only String takes the text's encoding.
        if let Some(e) = appended_encoding(vm, string, &bytes, text_enc)? {
            enc::set_string_encoding(string, e);
        }
    }
    let buf = &mut obj::as_string_mut(string).bytes;
    if pos == olen {
        buf.extend_from_slice(&bytes);
    } else {
        if end > olen {
            buf.with_vec(|v| v.resize(end, 0));
        }
        buf.as_mut_slice()[pos..end].copy_from_slice(&bytes);
    }
    s.pos.set(end);
    Ok(len)
}

/// The encoding String `target` takes when `text` (in `text_enc`) is appended to it (None:
/// unchanged), or Encoding::CompatibilityError (CRuby's `rb_enc_check` rules for two Strings).
fn appended_encoding(vm: &mut Vm, target: Value, text: &[u8], text_enc: EncodingId) -> VmResult<Option<EncodingId>> {
    let tenc = enc::string_encoding(target);
    let tbytes = &obj::as_string(target).bytes;
    if tenc == text_enc || text.is_empty() {
        return Ok(None);
    }
    let seven_bit = |b: &[u8], e: EncodingId| e.ascii_compatible() && b.is_ascii();
    if tbytes.is_empty() {
        return Ok(if seven_bit(text, tenc) { None } else { Some(text_enc) });
    }
    if !tenc.ascii_compatible() || !text_enc.ascii_compatible() {
        return Err(crate::core::encoding::errors::incompatible(vm, tenc, text_enc));
    }
    if seven_bit(text, text_enc) {
        return Ok(None);
    }
    if seven_bit(tbytes, tenc) {
        return Ok(Some(text_enc));
    }
    Err(crate::core::encoding::errors::incompatible(vm, tenc, text_enc))
}

/// `write(*objects)`: the total number of bytes written.
fn write(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut total: usize = 0;
    for &v in args.as_slice() {
        total = total.saturating_add(write_one(vm, recv, v)?);
    }
    Ok(vm.new_int(total as i64))
}

/// `putc(obj)`: a String's first character, or an Integer's low byte; answers `obj`.
fn putc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = writable(vm, recv)?;
    check_modifiable(vm, &s)?;
    let c = args.get(0);
    let piece = if crate::core::is_string(c) {
        if s.string().is_nil() {
            return Ok(c);
        }
        let b = &obj::as_string(c).bytes;
        let n = if b.is_empty() { 0 } else { crate::core::encoding::chars::char_len(enc::string_encoding(c), b) };
        let p = vm.new_string(b[..n].to_vec());
        enc::set_string_encoding(p, enc::string_encoding(c));
        p
    } else {
        let n = vm.expect_int(c)?;
        if s.string().is_nil() {
            return Ok(c);
        }
        // A binary byte: converted when the stream's encoding needs it and it is ASCII (UTF-16),
        // written as it is otherwise.
        vm.new_binary_string(vec![n as u8])
    };
    write_one(vm, recv, piece)?;
    Ok(c)
}

/// `truncate(length)`: cuts or NUL-pads the String to `length` bytes; the position stays.
fn truncate(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = writable(vm, recv)?;
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(crate::core::io::errno::errno_error(vm, libc::EINVAL, "", "negative length"));
    }
    let string = s.string();
    if string.is_nil() {
        return Ok(Value::fixnum(0));
    }
    check_modifiable(vm, &s)?;
    vm.check_alloc(n as u128, 1)?;
    let n = n as usize;
    let buf = &mut obj::as_string_mut(string).bytes;
    if n <= buf.len() {
        buf.truncate(n);
    } else {
        buf.with_vec(|v| v.resize(n, 0));
    }
    Ok(Value::fixnum(0))
}

/// Calls the receiver's `write` with one String of `bytes`.
fn call_write(vm: &mut Vm, recv: Value, bytes: Vec<u8>) -> VmResult {
    let s = vm.new_string(bytes);
    vm.call_method(recv, intern("write"), &[s], None)
}

/// `<<(obj)`: writes `obj` and answers the receiver.
fn append(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.call_method(recv, intern("write"), &[args.get(0)], None)?;
    Ok(recv)
}

/// `print(*objects)`: each object (with `$,` between and `$\` after when set); `$_` without
/// arguments.
fn print(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let last_line;
    let objs: &[Value] = if args.is_empty() {
        last_line = [vm.gvar_get(intern("$_"))];
        &last_line
    } else {
        args.as_slice()
    };
    let ofs = vm.gvar_get(intern("$,"));
    let ors = vm.gvar_get(intern("$\\"));
    for (i, &o) in objs.iter().enumerate() {
        if i > 0 && !ofs.is_nil() {
            vm.call_method(recv, intern("write"), &[ofs], None)?;
        }
        vm.call_method(recv, intern("write"), &[o], None)?;
    }
    if !ors.is_nil() {
        vm.call_method(recv, intern("write"), &[ors], None)?;
    }
    Ok(Value::NIL)
}

/// The Array `v` converts to with `to_ary` (CRuby's `rb_check_array_type`), if any.
fn as_array(vm: &mut Vm, v: Value) -> VmResult<Option<Value>> {
    if crate::core::is_array(v) {
        return Ok(Some(v));
    }
    if crate::core::is_string(v) || v.is_special() {
        return Ok(None);
    }
    let to_ary = intern("to_ary");
    if !vm.respond_to(v, to_ary, true) {
        return Ok(None);
    }
    let arr = vm.call_method(v, to_ary, &[], None)?;
    Ok(Some(arr).filter(|a| crate::core::is_array(*a)))
}

/// Whether the receiver's `write` takes exactly one argument (CRuby's `rb_io_writev` then
/// writes a line and its newline in two calls instead of one).
fn write_takes_one(vm: &mut Vm, recv: Value) -> bool {
    use crate::class::MethodKind;
    let klass = vm.class_of(recv);
    let Some(m) = vm.find_method(klass, intern("write")) else { return false };
    match m.kind {
        MethodKind::Iseq(body) => obj::as_iseq(body).data.params.arity() == 1,
        MethodKind::Builtin { arity, .. } => arity == 1,
        MethodKind::AttrWriter(_) => true,
        _ => false,
    }
}

/// CRuby's `rb_io_puts` for one object: an Array (or what converts to one) an element at a
/// time, recursively (`[...]` for an Array met inside itself); anything else its `to_s`, then
/// a newline unless it ends with one, in one `write` call.
fn puts_one(vm: &mut Vm, recv: Value, v: Value, nl: Value) -> VmResult<()> {
    if let Some(arr) = as_array(vm, v)? {
        vm.temp_roots.push(arr);
        let r = vm.guarded(GuardOp::Puts, arr, Value::NIL, |vm| {
            let mut i = 0;
            while let Some(&x) = crate::core::array::items(arr).get(i) {
                puts_one(vm, recv, x, nl)?;
                i += 1;
            }
            Ok(())
        });
        vm.temp_roots.pop();
        return match r {
            Some(r) => r,
            None => {
                let s = vm.new_str("[...]");
                write_line(vm, recv, s, nl)
            }
        };
    }
    let s = vm.obj_to_s(v)?;
    write_line(vm, recv, s, nl)
}

fn write_line(vm: &mut Vm, recv: Value, line: Value, nl: Value) -> VmResult<()> {
    vm.temp_roots.push(line);
    let r = (|| {
        let bytes = &obj::as_string(line).bytes;
        if bytes.is_empty() {
            // An empty line (nil, "") is the newline alone.
            vm.call_method(recv, intern("write"), &[nl], None)?;
        } else if bytes.last() == Some(&b'\n') {
            vm.call_method(recv, intern("write"), &[line], None)?;
        } else if write_takes_one(vm, recv) {
            vm.call_method(recv, intern("write"), &[line], None)?;
            vm.call_method(recv, intern("write"), &[nl], None)?;
        } else {
            vm.call_method(recv, intern("write"), &[line, nl], None)?;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    r
}

/// `puts(*objects)`: each object on its own line (Arrays flattened); "\n" alone without any.
fn puts(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let nl = vm.new_str("\n");
    vm.temp_roots.push(nl);
    let r = (|| {
        if args.is_empty() {
            vm.call_method(recv, intern("write"), &[nl], None)?;
        }
        for &a in args.as_slice() {
            puts_one(vm, recv, a, nl)?;
        }
        Ok(Value::NIL)
    })();
    vm.temp_roots.pop();
    r
}

/// `printf(format, *args)`.
fn printf(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.as_slice();
    if a.is_empty() {
        return Err(vm.arg_error("too few arguments"));
    }
    let f = vm.expect_string(a[0])?;
    let fmt = obj::as_string(f).bytes.to_vec();
    let out = crate::core::format::sprintf(vm, &fmt, &a[1..])?;
    call_write(vm, recv, out)?;
    Ok(Value::NIL)
}

/// `syswrite(obj)`: `write` with one object.
fn syswrite(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.call_method(recv, intern("write"), &[args.get(0)], None)
}

/// `write_nonblock(obj, exception: true)`: a StringIO never blocks, so this is `syswrite`.
fn write_nonblock(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.len() != 1 {
        return Err(vm.arg_count_error(pos.len(), 1, 1));
    }
    // Keywords (`exception:`) are accepted and have nothing to change: no write blocks.
    vm.call_method(recv, intern("write"), &[pos[0]], None)
}

pub fn init(vm: &mut Vm, k: Value, generic_writable: Value) {
    vm.define_builtin(k, "write", -1, write);
    vm.define_builtin(k, "putc", 1, putc);
    vm.define_builtin(k, "truncate", 1, truncate);
    let generic: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("<<", 1, append),
        ("print", -1, print),
        ("puts", -1, puts),
        ("printf", -1, printf),
        ("syswrite", 1, syswrite),
        ("write_nonblock", -1, write_nonblock),
    ];
    for &(name, arity, f) in generic {
        vm.define_builtin(generic_writable, name, arity, f);
    }
}
