//! Digest::Instance (the protocol every digest object follows) and Digest::Class (the class
//! methods `digest`/`hexdigest`/`base64digest`/`file` of every digest class).
//!
//! Invariant: these methods reach the algorithm only through dynamic calls (`update`,
//! `finish`, `reset`, `clone`, `digest`, `digest_length`), as CRuby's do, so a Ruby class
//! that includes Digest::Instance (or subclasses Digest::Class) and defines those works, and
//! Digest::Base's native methods plug in the same way.

use std::io::Read;

use crate::byte_text;
use corundum_vm::api::{Args, CoreClass, Error, Result, Ruby, Value};

/// RuntimeError "X does not implement NAME()", for the methods a digest class must define.
fn unimplemented(rb: &mut Ruby, recv: Value, name: &str) -> Error {
    let k = rb.obj_class(recv);
    let cname = rb.class_name(k);
    let rt = rb.core_class(CoreClass::RuntimeError);
    rb.raise(rt, &format!("{cname} does not implement {name}()"))
}

fn call(rb: &mut Ruby, recv: Value, name: &str, args: &[Value]) -> Result {
    rb.call(recv, name, args)
}

/// A digest result as a String (finish must answer one).
fn expect_digest(rb: &mut Ruby, v: Value) -> Result<Vec<u8>> {
    let s = rb.expect_string(v)?;
    Ok(rb.str_bytes(s).to_vec())
}

/// `digest(str = nil)`: with `str`, the digest of `str` alone (the object is reset before and
/// after); without, the digest so far, computed on a clone so the object goes on unchanged.
pub fn digest(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    if args.len() > 1 {
        return Err(rb.arg_count_error(args.len(), 0, 1));
    }
    if args.len() == 1 {
        // `s` may be a fresh `to_str` result: a local, so the collector sees it.
        let s = rb.expect_string(args.get(0))?;
        call(rb, recv, "reset", &[])?;
        call(rb, recv, "update", &[s])?;
        let value = call(rb, recv, "finish", &[])?;
        call(rb, recv, "reset", &[])?;
        return Ok(value);
    }
    let copy = call(rb, recv, "clone", &[])?;
    call(rb, copy, "finish", &[])
}

fn digest_bang(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let value = call(rb, recv, "finish", &[])?;
    call(rb, recv, "reset", &[])?;
    Ok(value)
}

fn hexdigest(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = digest(rb, recv, args)?;
    let bytes = expect_digest(rb, d)?;
    Ok(byte_text::ascii_string(rb, byte_text::hex(&bytes)))
}

fn hexdigest_bang(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = digest_bang(rb, recv, args)?;
    let bytes = expect_digest(rb, d)?;
    Ok(byte_text::ascii_string(rb, byte_text::hex(&bytes)))
}

fn base64digest(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = digest(rb, recv, args)?;
    let bytes = expect_digest(rb, d)?;
    Ok(byte_text::ascii_string(rb, byte_text::base64(&bytes, false, true)))
}

fn base64digest_bang(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = digest_bang(rb, recv, args)?;
    let bytes = expect_digest(rb, d)?;
    Ok(byte_text::ascii_string(rb, byte_text::base64(&bytes, false, true)))
}

fn inspect(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let k = rb.obj_class(recv);
    let cname = rb.class_name(k);
    let h = hexdigest(rb, recv, &Args::new(&[], None))?;
    let hex = rb.str_lossy(h);
    Ok(rb.new_str(&format!("#<{cname}: {hex}>")))
}

/// `==`: another digest compares digests; anything else compares its String form (`to_str`)
/// with this one's hexdigest; neither is false.
fn equal(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let other = args.get(0);
    let instance = digest_instance_module(rb)?;
    let none = Args::new(&[], None);
    if rb.is_kind_of(other, instance) {
        let a = digest(rb, recv, &none)?;
        let b = digest(rb, other, &none)?;
        let (a, b) = (expect_digest(rb, a)?, expect_digest(rb, b)?);
        return Ok(Value::bool(a == b));
    }
    let other = if rb.is_string(other) {
        other
    } else if !other.is_special() && rb.respond_to(other, "to_str", true) {
        rb.expect_string(other)?
    } else {
        return Ok(Value::FALSE);
    };
    let mine = call(rb, recv, "to_s", &[])?;
    let mine = expect_digest(rb, mine)?;
    Ok(Value::bool(mine == rb.str_bytes(other)))
}

fn digest_instance_module(rb: &mut Ruby) -> Result {
    let d = rb.const_get(rb.core_class(CoreClass::Object), "Digest")?;
    rb.const_get(d, "Instance")
}

/// `digest_length`: the length of the current digest (classes with a fixed one override it).
fn digest_length(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = digest(rb, recv, &Args::new(&[], None))?;
    let len = expect_digest(rb, d)?.len();
    Ok(Value::fixnum(len as i64))
}

fn length(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    call(rb, recv, "digest_length", &[])
}

/// `new`: a fresh object of the same kind (a clone, reset).
fn instance_new(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let copy = call(rb, recv, "clone", &[])?;
    call(rb, copy, "reset", &[])?;
    Ok(copy)
}

/// `file(name)`: feeds the file's contents through `update`, in chunks; returns self.
fn file(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let path = rb.path_arg(args.get(0))?;
    let shown = path.to_string_lossy().into_owned();
    let mut f = match std::fs::File::open(&path) {
        Ok(f) => f,
        Err(e) => return Err(rb.sys_fail(&e, "rb_sysopen", &shown)),
    };
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let n = match f.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(rb.sys_fail(&e, "io_fread", &shown)),
        };
        let chunk = rb.new_binary_string(buf[..n].to_vec());
        call(rb, recv, "update", &[chunk])?;
    }
    Ok(recv)
}

/// `Digest::Class.digest(str, *args)`: `new(*args).digest(str)`.
fn class_digest(rb: &mut Ruby, klass: Value, args: &Args) -> Result {
    if args.is_empty() {
        return Err(rb.arg_error("no data given"));
    }
    let s = rb.expect_string(args.get(0))?;
    let o = rb.call(klass, "new", &args.as_slice()[1..])?;
    call(rb, o, "digest", &[s])
}

fn class_hexdigest(rb: &mut Ruby, klass: Value, args: &Args) -> Result {
    if args.is_empty() {
        return Err(rb.arg_error("no data given"));
    }
    let d = rb.call(klass, "digest", args.as_slice())?;
    let bytes = expect_digest(rb, d)?;
    Ok(byte_text::ascii_string(rb, byte_text::hex(&bytes)))
}

fn class_base64digest(rb: &mut Ruby, klass: Value, args: &Args) -> Result {
    if args.is_empty() {
        return Err(rb.arg_count_error(0, 1, usize::MAX));
    }
    let d = rb.call(klass, "digest", args.as_slice())?;
    let bytes = expect_digest(rb, d)?;
    Ok(byte_text::ascii_string(rb, byte_text::base64(&bytes, false, true)))
}

/// `Digest::Class.file(name, *args)`: `new(*args).file(name)`.
fn class_file(rb: &mut Ruby, klass: Value, args: &Args) -> Result {
    if args.is_empty() {
        return Err(rb.arg_count_error(0, 1, usize::MAX));
    }
    let o = rb.call(klass, "new", &args.as_slice()[1..])?;
    call(rb, o, "file", &[args.get(0)])
}

/// Defines Digest::Instance and Digest::Class under `digest`; returns Digest::Class.
pub fn init(rb: &mut Ruby, digest_module: Value) -> Result<Value> {
    let m = rb.define_module_under(digest_module, "Instance")?;
    rb.define_method(m, "update", -1, |rb, r, _a| Err(unimplemented(rb, r, "update")));
    rb.alias_method(m, "<<", "update")?;
    rb.define_private_method(m, "finish", -1, |rb, r, _a| Err(unimplemented(rb, r, "finish")));
    rb.define_method(m, "reset", -1, |rb, r, _a| Err(unimplemented(rb, r, "reset")));
    rb.define_method(m, "block_length", -1, |rb, r, _a| Err(unimplemented(rb, r, "block_length")));
    rb.define_method(m, "new", 0, instance_new);
    rb.define_method(m, "digest", -1, digest);
    rb.define_method(m, "digest!", 0, digest_bang);
    rb.define_method(m, "hexdigest", -1, hexdigest);
    rb.define_method(m, "hexdigest!", 0, hexdigest_bang);
    rb.define_method(m, "base64digest", -1, base64digest);
    rb.define_method(m, "base64digest!", 0, base64digest_bang);
    rb.define_method(m, "to_s", 0, |rb, r, _a| hexdigest(rb, r, &Args::new(&[], None)));
    rb.define_method(m, "inspect", 0, inspect);
    rb.define_method(m, "==", 1, equal);
    rb.define_method(m, "digest_length", 0, digest_length);
    rb.define_method(m, "length", 0, length);
    rb.define_method(m, "size", 0, length);
    rb.define_method(m, "file", 1, file);

    let object = rb.core_class(CoreClass::Object);
    let class = rb.define_class_under(digest_module, "Class", object)?;
    rb.include_module(class, m)?;
    rb.define_singleton_method(class, "digest", -1, class_digest)?;
    rb.define_singleton_method(class, "hexdigest", -1, class_hexdigest)?;
    rb.define_singleton_method(class, "base64digest", -1, class_base64digest)?;
    rb.define_singleton_method(class, "file", -1, class_file)?;
    Ok(class)
}
