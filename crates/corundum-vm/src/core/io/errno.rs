//! The `Errno` module: one subclass of SystemCallError per system error, each with its number in
//! an `Errno` constant, and the helper that turns a Rust `std::io::Error` into the matching one.
//!
//! Invariants: numbers and messages are Linux's (glibc's `strerror` text, what CRuby prints on
//! Linux); an error whose number has no class here becomes a plain SystemCallError, never a
//! panic. A SystemCallError's number lives in the hidden ivar `@__errno` (nil when unknown).

use crate::core::define_class_under;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

/// (class name, number, message). Only the errors file and directory operations can produce,
/// plus the few other code raises by number (EDOM for Math).
const ERRORS: &[(&str, i32, &str)] = &[
    ("EPERM", libc::EPERM, "Operation not permitted"),
    ("ENOENT", libc::ENOENT, "No such file or directory"),
    ("ESRCH", libc::ESRCH, "No such process"),
    ("EINTR", libc::EINTR, "Interrupted system call"),
    ("EIO", libc::EIO, "Input/output error"),
    ("ENXIO", libc::ENXIO, "No such device or address"),
    ("E2BIG", libc::E2BIG, "Argument list too long"),
    ("ENOEXEC", libc::ENOEXEC, "Exec format error"),
    ("EBADF", libc::EBADF, "Bad file descriptor"),
    ("ECHILD", libc::ECHILD, "No child processes"),
    ("EAGAIN", libc::EAGAIN, "Resource temporarily unavailable"),
    ("ENOMEM", libc::ENOMEM, "Cannot allocate memory"),
    ("EACCES", libc::EACCES, "Permission denied"),
    ("EFAULT", libc::EFAULT, "Bad address"),
    ("EBUSY", libc::EBUSY, "Device or resource busy"),
    ("EEXIST", libc::EEXIST, "File exists"),
    ("EXDEV", libc::EXDEV, "Invalid cross-device link"),
    ("ENODEV", libc::ENODEV, "No such device"),
    ("ENOTDIR", libc::ENOTDIR, "Not a directory"),
    ("EISDIR", libc::EISDIR, "Is a directory"),
    ("EINVAL", libc::EINVAL, "Invalid argument"),
    ("ENFILE", libc::ENFILE, "Too many open files in system"),
    ("EMFILE", libc::EMFILE, "Too many open files"),
    ("ENOTTY", libc::ENOTTY, "Inappropriate ioctl for device"),
    ("ETXTBSY", libc::ETXTBSY, "Text file busy"),
    ("EFBIG", libc::EFBIG, "File too large"),
    ("ENOSPC", libc::ENOSPC, "No space left on device"),
    ("ESPIPE", libc::ESPIPE, "Illegal seek"),
    ("EROFS", libc::EROFS, "Read-only file system"),
    ("EMLINK", libc::EMLINK, "Too many links"),
    ("EPIPE", libc::EPIPE, "Broken pipe"),
    ("EDOM", libc::EDOM, "Numerical argument out of domain"),
    ("ERANGE", libc::ERANGE, "Numerical result out of range"),
    ("ENAMETOOLONG", libc::ENAMETOOLONG, "File name too long"),
    ("ENOTEMPTY", libc::ENOTEMPTY, "Directory not empty"),
    ("ELOOP", libc::ELOOP, "Too many levels of symbolic links"),
    ("ENOTSUP", libc::ENOTSUP, "Operation not supported"),
];

/// The message `strerror` gives for `errno` ("Unknown error N" for one not in the table).
pub fn strerror(errno: i32) -> String {
    match ERRORS.iter().find(|e| e.1 == errno) {
        Some(e) => e.2.to_string(),
        None => format!("Unknown error {errno}"),
    }
}

/// The Errno class for `errno`, or SystemCallError.
fn class_for(vm: &mut Vm, errno: i32) -> Value {
    let system_call_error = system_call_error_class(vm);
    let Some(entry) = ERRORS.iter().find(|e| e.1 == errno) else { return system_call_error };
    let Ok(errno_module) = vm.const_get_from(vm.core.object, intern("Errno")) else { return system_call_error };
    vm.const_get_from(errno_module, intern(entry.0)).unwrap_or(system_call_error)
}

fn system_call_error_class(vm: &mut Vm) -> Value {
    let object = vm.core.object;
    vm.const_get_from(object, intern("SystemCallError")).unwrap_or(vm.core.standard_error)
}

/// The exception for a failed system call: class by number, message
/// "strerror @ function - path" (CRuby's `rb_syserr_fail_path`); `function` empty leaves out the
/// "@ function" part.
pub fn sys_fail(vm: &mut Vm, err: &std::io::Error, function: &str, path: &str) -> Unwind {
    let errno = err.raw_os_error().unwrap_or(libc::EIO);
    errno_error(vm, errno, function, path)
}

/// As [`sys_fail`] for a known number.
pub fn errno_error(vm: &mut Vm, errno: i32, function: &str, path: &str) -> Unwind {
    let class = class_for(vm, errno);
    let mut msg = strerror(errno);
    if !function.is_empty() {
        msg.push_str(" @ ");
        msg.push_str(function);
    }
    msg.push_str(" - ");
    msg.push_str(path);
    let e = vm.make_error(class, &msg);
    if let Unwind::Raise(exc) = &e {
        let exc = *exc;
        // The exception is only in this Rust local: rooted while setting the ivar may allocate.
        vm.temp_roots.push(exc);
        let _ = vm.ivar_set(exc, intern("@__errno"), Value::fixnum(errno as i64));
        vm.temp_roots.pop();
    }
    e
}

/// The exception for a failed system call named by its number alone: message "strerror" with
/// no detail (`Process.wait` with no children: "No child processes").
pub fn errno_error_plain(vm: &mut Vm, errno: i32) -> Unwind {
    let class = class_for(vm, errno);
    let e = vm.make_error(class, &strerror(errno));
    if let Unwind::Raise(exc) = &e {
        let exc = *exc;
        vm.temp_roots.push(exc);
        let _ = vm.ivar_set(exc, intern("@__errno"), Value::fixnum(errno as i64));
        vm.temp_roots.pop();
    }
    e
}

/// `SystemCallError#initialize(message = nil, errno = nil)`: the message is the number's text,
/// followed by " - message" when one is given. An Errno class supplies its own number.
fn sce_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    let class = vm.class_of_real(recv);
    let own = vm.const_get_from(class, intern("Errno")).ok().filter(|v| v.is_fixnum());
    let errno = match own {
        Some(n) => Some(n.as_fixnum()),
        None if !args.get(1).is_nil() => Some(vm.expect_int(args.get(1))?),
        None => None,
    };
    let mut msg = match errno {
        Some(n) => strerror(i32::try_from(n).unwrap_or(-1)),
        None => "unknown error".to_string(),
    }
    .into_bytes();
    let detail = args.get(0);
    if !detail.is_nil() {
        let s = vm.expect_string(detail)?;
        msg.extend_from_slice(b" - ");
        msg.extend_from_slice(&crate::object::as_string(s).bytes);
    }
    let m = vm.new_string(msg);
    // `m` is only in this Rust local while the ivar store may allocate.
    vm.temp_roots.push(m);
    let stored = vm.ivar_set(recv, crate::symbol::sym::MESG, m);
    vm.temp_roots.pop();
    stored?;
    let n = errno.map(Value::fixnum).unwrap_or(Value::NIL);
    vm.ivar_set(recv, intern("@__errno"), n)?;
    Ok(Value::NIL)
}

fn sce_errno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.ivar_get(recv, intern("@__errno")))
}

pub fn init(vm: &mut Vm) {
    let system_call_error = system_call_error_class(vm);
    vm.define_builtin(system_call_error, "initialize", -1, sce_initialize);
    vm.define_builtin(system_call_error, "errno", 0, sce_errno);
    let errno_module = crate::core::define_module(vm, "Errno");
    for &(name, number, _) in ERRORS {
        // EAGAIN and EWOULDBLOCK, ENOTSUP and EOPNOTSUPP share numbers on Linux: one class each.
        let class = define_class_under(vm, errno_module, name, system_call_error);
        vm.const_set(class, intern("Errno"), Value::fixnum(number as i64));
    }
    if let Ok(again) = vm.const_get_from(errno_module, intern("EAGAIN")) {
        vm.const_set(errno_module, intern("EWOULDBLOCK"), again);
    }
    if let Ok(notsup) = vm.const_get_from(errno_module, intern("ENOTSUP")) {
        vm.const_set(errno_module, intern("EOPNOTSUPP"), notsup);
    }
}
