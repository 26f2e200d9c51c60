//! Digest::Instance (the protocol every digest object follows) and Digest::Class (the class
//! methods `digest`/`hexdigest`/`base64digest`/`file` of every digest class).
//!
//! Invariant: these methods reach the algorithm only through dynamic calls (`update`,
//! `finish`, `reset`, `clone`, `digest`, `digest_length`), as CRuby's do, so a Ruby class
//! that includes Digest::Instance (or subclasses Digest::Class) and defines those works, and
//! Digest::Base's native methods plug in the same way.

use std::io::Read;

use crate::object as obj;
use crate::stdlib::byte_text;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// RuntimeError "X does not implement NAME()", for the methods a digest class must define.
fn unimplemented(vm: &mut Vm, recv: Value, name: &str) -> crate::vm::Unwind {
    let k = vm.class_of_real(recv);
    let cname = vm.module_name(k);
    let rt = vm.core.runtime_error;
    vm.make_error(rt, &format!("{cname} does not implement {name}()"))
}

fn call(vm: &mut Vm, recv: Value, name: &str, args: &[Value]) -> VmResult {
    vm.call_method(recv, intern(name), args, None)
}

/// A digest result as a String (finish must answer one).
fn expect_digest(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    let s = vm.expect_string(v)?;
    Ok(obj::as_string(s).bytes.to_vec())
}

/// `digest(str = nil)`: with `str`, the digest of `str` alone (the object is reset before and
/// after); without, the digest so far, computed on a clone so the object goes on unchanged.
pub fn digest(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    if args.len() == 1 {
        let s = vm.expect_string(args.get(0))?;
        // `s` may be a fresh `to_str` result: rooted across the calls.
        vm.temp_roots.push(s);
        let value = (|| {
            call(vm, recv, "reset", &[])?;
            call(vm, recv, "update", &[s])?;
            let value = call(vm, recv, "finish", &[])?;
            vm.temp_roots.push(value);
            let r = call(vm, recv, "reset", &[]);
            vm.temp_roots.pop();
            r.map(|_| value)
        })();
        vm.temp_roots.pop();
        return value;
    }
    let copy = call(vm, recv, "clone", &[])?;
    vm.temp_roots.push(copy);
    let value = call(vm, copy, "finish", &[]);
    vm.temp_roots.pop();
    value
}

fn digest_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let value = call(vm, recv, "finish", &[])?;
    vm.temp_roots.push(value);
    let r = call(vm, recv, "reset", &[]);
    vm.temp_roots.pop();
    r.map(|_| value)
}

fn hexdigest(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = digest(vm, recv, args)?;
    let bytes = expect_digest(vm, d)?;
    Ok(byte_text::ascii_string(vm, byte_text::hex(&bytes)))
}

fn hexdigest_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = digest_bang(vm, recv, args)?;
    let bytes = expect_digest(vm, d)?;
    Ok(byte_text::ascii_string(vm, byte_text::hex(&bytes)))
}

fn base64digest(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = digest(vm, recv, args)?;
    let bytes = expect_digest(vm, d)?;
    Ok(byte_text::ascii_string(vm, byte_text::base64(&bytes, false, true)))
}

fn base64digest_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = digest_bang(vm, recv, args)?;
    let bytes = expect_digest(vm, d)?;
    Ok(byte_text::ascii_string(vm, byte_text::base64(&bytes, false, true)))
}

fn inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let k = vm.class_of_real(recv);
    let cname = vm.module_name(k);
    let h = hexdigest(vm, recv, &Args::from_slice(&[], None))?;
    let hex = crate::core::str_of(h);
    Ok(vm.new_str(&format!("#<{cname}: {hex}>")))
}

/// `==`: another digest compares digests; anything else compares its String form (`to_str`)
/// with this one's hexdigest; neither is false.
fn equal(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    let instance = digest_instance_module(vm)?;
    let none = Args::from_slice(&[], None);
    if vm.is_kind_of(other, instance) {
        let a = digest(vm, recv, &none)?;
        vm.temp_roots.push(a);
        let b = digest(vm, other, &none);
        vm.temp_roots.pop();
        let (a, b) = (expect_digest(vm, a)?, expect_digest(vm, b?)?);
        return Ok(Value::bool(a == b));
    }
    let other = if crate::core::is_string(other) {
        other
    } else if !other.is_special() && vm.respond_to(other, crate::symbol::sym::TO_STR, true) {
        vm.expect_string(other)?
    } else {
        return Ok(Value::FALSE);
    };
    let mine = call(vm, recv, "to_s", &[])?;
    let mine = expect_digest(vm, mine)?;
    Ok(Value::bool(mine == obj::as_string(other).bytes.as_slice()))
}

fn digest_instance_module(vm: &mut Vm) -> VmResult {
    let d = vm.const_get_from(vm.core.object, intern("Digest"))?;
    vm.const_get_from(d, intern("Instance"))
}

/// `digest_length`: the length of the current digest (classes with a fixed one override it).
fn digest_length(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = digest(vm, recv, &Args::from_slice(&[], None))?;
    let len = expect_digest(vm, d)?.len();
    Ok(Value::fixnum(len as i64))
}

fn length(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    call(vm, recv, "digest_length", &[])
}

/// `new`: a fresh object of the same kind (a clone, reset).
fn instance_new(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let copy = call(vm, recv, "clone", &[])?;
    vm.temp_roots.push(copy);
    let r = call(vm, copy, "reset", &[]);
    vm.temp_roots.pop();
    r.map(|_| copy)
}

/// `file(name)`: feeds the file's contents through `update`, in chunks; returns self.
fn file(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let path = crate::core::io::file::path_arg(vm, args.get(0))?;
    let shown = String::from_utf8_lossy(&path).into_owned();
    let mut f = match std::fs::File::open(crate::core::io::file::os_path(&path)) {
        Ok(f) => f,
        Err(e) => return Err(crate::core::io::errno::sys_fail(vm, &e, "rb_sysopen", &shown)),
    };
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let n = match f.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(crate::core::io::errno::sys_fail(vm, &e, "io_fread", &shown)),
        };
        let chunk = vm.new_binary_string(buf[..n].to_vec());
        call(vm, recv, "update", &[chunk])?;
    }
    Ok(recv)
}

/// `Digest::Class.digest(str, *args)`: `new(*args).digest(str)`.
fn class_digest(vm: &mut Vm, klass: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return Err(vm.arg_error("no data given"));
    }
    let s = vm.expect_string(args.get(0))?;
    vm.temp_roots.push(s);
    let o = vm.call_method(klass, intern("new"), &args.as_slice()[1..], None);
    let r = o.and_then(|o| {
        vm.temp_roots.push(o);
        let r = call(vm, o, "digest", &[s]);
        vm.temp_roots.pop();
        r
    });
    vm.temp_roots.pop();
    r
}

fn class_hexdigest(vm: &mut Vm, klass: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return Err(vm.arg_error("no data given"));
    }
    let d = vm.call_method(klass, intern("digest"), args.as_slice(), None)?;
    let bytes = expect_digest(vm, d)?;
    Ok(byte_text::ascii_string(vm, byte_text::hex(&bytes)))
}

fn class_base64digest(vm: &mut Vm, klass: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    let d = vm.call_method(klass, intern("digest"), args.as_slice(), None)?;
    let bytes = expect_digest(vm, d)?;
    Ok(byte_text::ascii_string(vm, byte_text::base64(&bytes, false, true)))
}

/// `Digest::Class.file(name, *args)`: `new(*args).file(name)`.
fn class_file(vm: &mut Vm, klass: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    let o = vm.call_method(klass, intern("new"), &args.as_slice()[1..], None)?;
    vm.temp_roots.push(o);
    let r = call(vm, o, "file", &[args.get(0)]);
    vm.temp_roots.pop();
    r
}

/// Defines Digest::Instance and Digest::Class under `digest`; returns Digest::Class.
pub fn init(vm: &mut Vm, digest_module: Value) -> VmResult<Value> {
    let m = crate::core::define_module_under(vm, digest_module, "Instance");
    vm.define_builtin(m, "update", -1, |vm, r, _a| Err(unimplemented(vm, r, "update")));
    vm.alias_method(m, intern("<<"), intern("update"))?;
    vm.define_private_builtin(m, "finish", -1, |vm, r, _a| Err(unimplemented(vm, r, "finish")));
    vm.define_builtin(m, "reset", -1, |vm, r, _a| Err(unimplemented(vm, r, "reset")));
    vm.define_builtin(m, "block_length", -1, |vm, r, _a| Err(unimplemented(vm, r, "block_length")));
    vm.define_builtin(m, "new", 0, instance_new);
    vm.define_builtin(m, "digest", -1, digest);
    vm.define_builtin(m, "digest!", 0, digest_bang);
    vm.define_builtin(m, "hexdigest", -1, hexdigest);
    vm.define_builtin(m, "hexdigest!", 0, hexdigest_bang);
    vm.define_builtin(m, "base64digest", -1, base64digest);
    vm.define_builtin(m, "base64digest!", 0, base64digest_bang);
    vm.define_builtin(m, "to_s", 0, |vm, r, _a| hexdigest(vm, r, &Args::from_slice(&[], None)));
    vm.define_builtin(m, "inspect", 0, inspect);
    vm.define_builtin(m, "==", 1, equal);
    vm.define_builtin(m, "digest_length", 0, digest_length);
    vm.define_builtin(m, "length", 0, length);
    vm.define_builtin(m, "size", 0, length);
    vm.define_builtin(m, "file", 1, file);

    let object = vm.core.object;
    let class = crate::core::define_class_under(vm, digest_module, "Class", object);
    vm.include_module(class, m)?;
    vm.define_singleton_builtin(class, "digest", -1, class_digest);
    vm.define_singleton_builtin(class, "hexdigest", -1, class_hexdigest);
    vm.define_singleton_builtin(class, "base64digest", -1, class_base64digest);
    vm.define_singleton_builtin(class, "file", -1, class_file);
    Ok(class)
}
