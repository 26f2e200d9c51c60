//! Writing: IO#write/puts/print/printf/<</putc, and the Kernel output functions' way to
//! `$stdout`/`$stderr`.
//!
//! Invariants: the standard streams write into the VM's buffers (`write_out`, `write_err`);
//! files are written through at once (no write buffer to lose at exit or close), each write(2)
//! after a blocking point (`io::wait`) so a write to a full pipe can be interrupted. When `$stdout`
//! or `$stderr` has been reassigned to another object, Kernel#puts forwards to that object's
//! `puts`, and everything else goes through its `write`, as CRuby does: `print` writes each
//! argument, `p` writes each inspect text and "\n" in one call, `warn` its lines in one call;
//! only an original standard stream takes the direct path.

use std::io::Write;

use crate::core::io::errno::sys_fail;
use crate::core::io::{open_data, std_stream, IoData, Stream};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

/// Appends what `puts` prints for `v` to `out` (arrays flatten, one line each).
/// An array met again inside itself prints as `[...]` (recursion guard).
pub fn puts_value(vm: &mut Vm, v: Value, out: &mut Vec<u8>) -> VmResult<()> {
    if obj::is_type(v, ObjType::Array) {
        let r = vm.guarded(GuardOp::Puts, v, Value::NIL, |vm| {
            let mut i = 0;
            while let Some(&x) = obj::as_array(v).items.get(i) {
                puts_value(vm, x, out)?;
                i += 1;
            }
            Ok(())
        });
        return r.unwrap_or_else(|| {
            out.extend_from_slice(b"[...]\n");
            Ok(())
        });
    }
    let s = vm.obj_to_s(v)?;
    let b = &obj::as_string(s).bytes;
    out.extend_from_slice(b);
    if b.last() != Some(&b'\n') {
        out.push(b'\n');
    }
    Ok(())
}

pub fn puts_bytes(vm: &mut Vm, args: &[Value]) -> VmResult<Vec<u8>> {
    let mut out = Vec::new();
    if args.is_empty() {
        out.push(b'\n');
    }
    for &a in args {
        puts_value(vm, a, &mut out)?;
    }
    Ok(out)
}

fn print_bytes(vm: &mut Vm, args: &[Value]) -> VmResult<Vec<u8>> {
    let mut out = Vec::new();
    for &a in args {
        let s = vm.obj_to_s(a)?;
        out.extend_from_slice(&obj::as_string(s).bytes);
    }
    Ok(out)
}

/// Writes all of `bytes` to a stream other than the standard ones, a blocking point before each
/// write(2) (`io::wait`): a write to a full pipe waits there, interruptibly, and a signal that
/// comes while the kernel blocks in the write ends it early with what was written (the loop then
/// runs the interrupt). The OS error, if any, is the inner result.
fn write_waiting(vm: &mut Vm, d: &mut IoData, bytes: &[u8]) -> VmResult<std::io::Result<()>> {
    let mut rest = bytes;
    while !rest.is_empty() {
        crate::core::io::wait::wait_io(vm, d, true)?;
        let r = match (&mut d.duplex, &mut d.stream) {
            (Some(w), _) => w.write(rest),
            (None, Some(Stream::File(f))) => f.write(rest),
            _ => return Err(crate::core::io::wait::stream_closed_error(vm)),
        };
        match r {
            Ok(0) => return Ok(Err(std::io::Error::from(std::io::ErrorKind::WriteZero))),
            Ok(n) => rest = &rest[n..],
            // A non-blocking descriptor (a socket) that is full: wait for room, as CRuby's
            // rb_io_wait_writable does.
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => crate::core::io::wait::wait_io_ready(vm, d, true)?,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => vm.check_ints_blocking()?,
            // A non-blocking descriptor that is full: wait until it takes more.
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => crate::core::io::wait::wait_io_ready(vm, d, true)?,
            Err(e) => return Ok(Err(e)),
        }
    }
    Ok(Ok(()))
}

/// Writes `bytes` to IO `io` (IOError when closed or not opened for writing).
pub fn write_bytes(vm: &mut Vm, io: Value, bytes: &[u8]) -> VmResult<()> {
    let d = open_data(vm, io)?;
    if !d.writable {
        return Err(vm.make_error(vm.core.io_error, "not opened for writing"));
    }
    match &d.stream {
        Some(Stream::Stdout) => {
            // `sync = true` writes through (the VM's buffer is STDOUT's write buffer).
            let sync = d.sync;
            let written = vm.write_out(bytes).and_then(|()| if sync { vm.flush_out_result() } else { Ok(()) });
            if let Err(e) = written {
                if e.raw_os_error() == Some(libc::EPIPE) {
                    crate::core::process::signal::run_pending(vm)?;
                }
                return Err(sys_fail(vm, &e, "rb_sys_fail_on_write", "<STDOUT>"));
            }
        }
        Some(Stream::Stderr) => {
            // Not through std's stderr, which treats a closed descriptor 2 as success: a
            // program writing to a closed STDERR gets CRuby's Errno.
            vm.flush_out();
            let mut rest = bytes;
            while !rest.is_empty() {
                match nix::unistd::write(std::io::stderr(), rest) {
                    Ok(n) => rest = &rest[n..],
                    Err(nix::errno::Errno::EINTR) => vm.check_ints_blocking()?,
                    Err(e) => {
                        if e == nix::errno::Errno::EPIPE {
                            crate::core::process::signal::run_pending(vm)?;
                        }
                        return Err(crate::core::io::errno::errno_error(vm, e as i32, "rb_sys_fail_on_write", "<STDERR>"));
                    }
                }
            }
        }
        _ => {
            // A stream without a path (a pipe, a descriptor) fails with strerror alone, as
            // CRuby's rb_sys_fail_on_write does when the IO has no path.
            let path = d.path.is_some().then(|| d.path_lossy());
            let result = match d.unread() {
                Ok(()) => write_waiting(vm, d, bytes)?,
                Err(e) => Err(e),
            };
            if let Err(e) = result {
                // A SIGPIPE under trap "SYSTEM_DEFAULT" ends the process here, as the OS would.
                if e.raw_os_error() == Some(libc::EPIPE) {
                    crate::core::process::signal::run_pending(vm)?;
                }
                return Err(match path {
                    Some(path) => sys_fail(vm, &e, "", &path),
                    None => crate::core::io::errno::errno_error_plain(vm, e.raw_os_error().unwrap_or(libc::EIO)),
                });
            }
        }
    }
    Ok(())
}

/// The stream Kernel output goes to: `$stdout` (fd 1) or `$stderr` (fd 2).
fn kernel_target(vm: &Vm, fd: i64) -> Value {
    if fd == 2 {
        vm.core.stderr
    } else {
        vm.core.stdout
    }
}

/// Kernel#puts to `$stdout` (fd 1) or `$stderr` (fd 2).
pub fn puts_to(vm: &mut Vm, fd: i64, args: &[Value]) -> VmResult {
    let target = kernel_target(vm, fd);
    if std_stream(target).is_none() {
        return vm.call_method(target, intern("puts"), args, None);
    }
    let out = puts_bytes(vm, args)?;
    write_bytes(vm, target, &out)?;
    Ok(Value::NIL)
}

/// Kernel#print to `$stdout` (fd 1) or `$stderr` (fd 2).
pub fn print_to(vm: &mut Vm, fd: i64, args: &[Value]) -> VmResult {
    let target = kernel_target(vm, fd);
    // As IO#print: `$_` when given nothing, the arguments joined by `$,`, then `$\`.
    let last_line;
    let items = if args.is_empty() {
        last_line = [vm.gvar_get(intern("$_"))];
        &last_line[..]
    } else {
        args
    };
    let sep = vm.gvar_get(intern("$,"));
    let rs = vm.gvar_get(intern("$\\"));
    if std_stream(target).is_none() {
        // Calling the object's `print` would come back here (Kernel#print) for an object that
        // only has `write`.
        for (i, &a) in items.iter().enumerate() {
            if i > 0 && !sep.is_nil() {
                vm.call_method(target, intern("write"), &[sep], None)?;
            }
            vm.call_method(target, intern("write"), &[a], None)?;
        }
        if !rs.is_nil() {
            vm.call_method(target, intern("write"), &[rs], None)?;
        }
        return Ok(Value::NIL);
    }
    let mut out = Vec::new();
    for (i, &a) in items.iter().enumerate() {
        if i > 0 && !sep.is_nil() {
            let s = vm.obj_to_s(sep)?;
            out.extend_from_slice(&obj::as_string(s).bytes);
        }
        let s = vm.obj_to_s(a)?;
        out.extend_from_slice(&obj::as_string(s).bytes);
    }
    if !rs.is_nil() {
        let s = vm.obj_to_s(rs)?;
        out.extend_from_slice(&obj::as_string(s).bytes);
    }
    write_bytes(vm, target, &out)?;
    Ok(Value::NIL)
}

/// Kernel#p's output (`texts` are the inspect texts, without newlines): each text and "\n" in
/// one `write` call of a replacement object.
pub fn p_to(vm: &mut Vm, fd: i64, texts: Vec<Vec<u8>>) -> VmResult<()> {
    let target = kernel_target(vm, fd);
    if std_stream(target).is_some() {
        let mut out = Vec::new();
        for t in texts {
            out.extend_from_slice(&t);
            out.push(b'\n');
        }
        return write_bytes(vm, target, &out);
    }
    let nl = vm.new_string(b"\n".to_vec());
    vm.temp_roots.push(nl);
    let mut r = Ok(());
    for t in texts {
        let s = vm.new_string(t);
        if let Err(e) = vm.call_method(target, intern("write"), &[s, nl], None) {
            r = Err(e);
            break;
        }
    }
    vm.temp_roots.pop();
    r
}

/// Kernel#warn's lines, in one write.
pub fn warn_to(vm: &mut Vm, args: &[Value]) -> VmResult<()> {
    let out = puts_bytes(vm, args)?;
    write_to(vm, 2, &out)
}

/// Writes `bytes` to `$stderr` (the uncaught-exception report).
pub fn write_stderr(vm: &mut Vm, bytes: &[u8]) -> VmResult<()> {
    write_to(vm, 2, bytes)
}

/// Writes already-rendered bytes to `$stdout`/`$stderr`: directly for a standard stream,
/// through its `write` method for any other object (`printf`, `putc`).
pub fn write_to(vm: &mut Vm, fd: i64, bytes: &[u8]) -> VmResult<()> {
    let target = kernel_target(vm, fd);
    if std_stream(target).is_some() {
        return write_bytes(vm, target, bytes);
    }
    let s = vm.new_string(bytes.to_vec());
    vm.call_method(target, intern("write"), &[s], None)?;
    Ok(())
}

/// Writes `bytes` for puts/print/printf/putc/<<: straight to the stream, or through the
/// receiver's own `write` when it redefines it (as CRuby's IO#puts does).
fn emit(vm: &mut Vm, recv: Value, bytes: &[u8]) -> VmResult<()> {
    if vm.method_is_builtin(recv, intern("write"), io_write) {
        return write_bytes(vm, recv, bytes);
    }
    let s = vm.new_string(bytes.to_vec());
    vm.call_method(recv, intern("write"), &[s], None)?;
    Ok(())
}

fn io_puts(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if vm.method_is_builtin(recv, intern("write"), io_write) {
        let out = puts_bytes(vm, args.as_slice())?;
        write_bytes(vm, recv, &out)?;
        return Ok(Value::NIL);
    }
    // A redefined #write gets one call per line, as CRuby makes.
    let mut pieces = Vec::new();
    if args.is_empty() {
        pieces.push(b"\n".to_vec());
    }
    for &a in args.as_slice() {
        if obj::is_type(a, ObjType::Array) && !obj::as_array(a).items.is_empty() {
            let mut i = 0;
            while let Some(&x) = obj::as_array(a).items.get(i) {
                let mut piece = Vec::new();
                puts_value(vm, x, &mut piece)?;
                pieces.push(piece);
                i += 1;
            }
        } else {
            let mut piece = Vec::new();
            puts_value(vm, a, &mut piece)?;
            pieces.push(piece);
        }
    }
    for p in pieces {
        emit(vm, recv, &p)?;
    }
    Ok(Value::NIL)
}

/// IO#print: `$_` when given nothing, the arguments joined by `$,`, then `$\`.
fn io_print(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let given = args.as_slice().to_vec();
    let items = if given.is_empty() { vec![vm.gvar_get(intern("$_"))] } else { given };
    let sep = vm.gvar_get(intern("$,"));
    // Each argument, separator and the record separator is its own write, as in CRuby.
    let mut pieces = Vec::new();
    for (i, &a) in items.iter().enumerate() {
        if i > 0 && !sep.is_nil() {
            let s = vm.obj_to_s(sep)?;
            pieces.push(obj::as_string(s).bytes.to_vec());
        }
        let s = vm.obj_to_s(a)?;
        pieces.push(obj::as_string(s).bytes.to_vec());
    }
    let rs = vm.gvar_get(intern("$\\"));
    if !rs.is_nil() {
        let s = vm.obj_to_s(rs)?;
        pieces.push(obj::as_string(s).bytes.to_vec());
    }
    if vm.method_is_builtin(recv, intern("write"), io_write) {
        let out: Vec<u8> = pieces.concat();
        write_bytes(vm, recv, &out)?;
    } else {
        for p in pieces {
            emit(vm, recv, &p)?;
        }
    }
    Ok(Value::NIL)
}

/// `write(*objects)`: the number of bytes written.
fn io_write(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let out = print_bytes(vm, args.as_slice())?;
    write_bytes(vm, recv, &out)?;
    Ok(Value::fixnum(out.len() as i64))
}

fn io_append(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let out = print_bytes(vm, args.as_slice())?;
    emit(vm, recv, &out)?;
    Ok(recv)
}

fn io_printf(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = args.as_slice();
    if s.is_empty() {
        return Ok(Value::NIL);
    }
    let f = vm.expect_string(s[0])?;
    let fmt = obj::as_string(f).bytes.to_vec();
    let out = crate::core::format::sprintf(vm, &fmt, &s[1..])?;
    emit(vm, recv, &out)?;
    Ok(Value::NIL)
}

/// `putc(obj)`: the first character of a String, or the low byte of an Integer.
fn io_putc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    let bytes = putc_bytes(vm, v)?;
    emit(vm, recv, &bytes)?;
    Ok(v)
}

pub fn putc_bytes(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    if obj::is_type(v, ObjType::String) {
        let b = &obj::as_string(v).bytes;
        let n = match b.first() {
            Some(0xc2..=0xdf) => 2,
            Some(0xe0..=0xef) => 3,
            Some(0xf0..=0xf4) => 4,
            Some(_) => 1,
            None => 0,
        };
        return Ok(b[..n.min(b.len())].to_vec());
    }
    let n = vm.expect_int(v)?;
    Ok(vec![n as u8])
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("puts", -1, io_puts),
        ("print", -1, io_print),
        ("write", -1, io_write),
        ("<<", 1, io_append),
        ("printf", -1, io_printf),
        ("putc", 1, io_putc),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(io, name, arity, f);
    }
}
