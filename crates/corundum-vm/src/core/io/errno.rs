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

/// The other errors Linux numbers (generic and x86-64 numbering), whose messages are the
/// system's `strerror` text; with NOERROR (0, "Success") for the number no error has.
const OTHER_ERRORS: &[(&str, i32)] = &[
    ("NOERROR", 0),
    ("ENOTBLK", 15),
    ("EDEADLK", 35),
    ("ENOLCK", 37),
    ("ENOSYS", 38),
    ("ENOMSG", 42),
    ("EIDRM", 43),
    ("ECHRNG", 44),
    ("EL2NSYNC", 45),
    ("EL3HLT", 46),
    ("EL3RST", 47),
    ("ELNRNG", 48),
    ("EUNATCH", 49),
    ("ENOCSI", 50),
    ("EL2HLT", 51),
    ("EBADE", 52),
    ("EBADR", 53),
    ("EXFULL", 54),
    ("ENOANO", 55),
    ("EBADRQC", 56),
    ("EBADSLT", 57),
    ("EBFONT", 59),
    ("ENOSTR", 60),
    ("ENODATA", 61),
    ("ETIME", 62),
    ("ENOSR", 63),
    ("ENONET", 64),
    ("ENOPKG", 65),
    ("EREMOTE", 66),
    ("ENOLINK", 67),
    ("EADV", 68),
    ("ESRMNT", 69),
    ("ECOMM", 70),
    ("EPROTO", 71),
    ("EMULTIHOP", 72),
    ("EDOTDOT", 73),
    ("EBADMSG", 74),
    ("EOVERFLOW", 75),
    ("ENOTUNIQ", 76),
    ("EBADFD", 77),
    ("EREMCHG", 78),
    ("ELIBACC", 79),
    ("ELIBBAD", 80),
    ("ELIBSCN", 81),
    ("ELIBMAX", 82),
    ("ELIBEXEC", 83),
    ("EILSEQ", 84),
    ("ERESTART", 85),
    ("ESTRPIPE", 86),
    ("EUSERS", 87),
    ("ENOTSOCK", 88),
    ("EDESTADDRREQ", 89),
    ("EMSGSIZE", 90),
    ("EPROTOTYPE", 91),
    ("ENOPROTOOPT", 92),
    ("EPROTONOSUPPORT", 93),
    ("ESOCKTNOSUPPORT", 94),
    ("EPFNOSUPPORT", 96),
    ("EAFNOSUPPORT", 97),
    ("EADDRINUSE", 98),
    ("EADDRNOTAVAIL", 99),
    ("ENETDOWN", 100),
    ("ENETUNREACH", 101),
    ("ENETRESET", 102),
    ("ECONNABORTED", 103),
    ("ECONNRESET", 104),
    ("ENOBUFS", 105),
    ("EISCONN", 106),
    ("ENOTCONN", 107),
    ("ESHUTDOWN", 108),
    ("ETOOMANYREFS", 109),
    ("ETIMEDOUT", 110),
    ("ECONNREFUSED", 111),
    ("EHOSTDOWN", 112),
    ("EHOSTUNREACH", 113),
    ("EALREADY", 114),
    ("EINPROGRESS", 115),
    ("ESTALE", 116),
    ("EUCLEAN", 117),
    ("ENOTNAM", 118),
    ("ENAVAIL", 119),
    ("EISNAM", 120),
    ("EREMOTEIO", 121),
    ("EDQUOT", 122),
    ("ENOMEDIUM", 123),
    ("EMEDIUMTYPE", 124),
    ("ECANCELED", 125),
    ("ENOKEY", 126),
    ("EKEYEXPIRED", 127),
    ("EKEYREVOKED", 128),
    ("EKEYREJECTED", 129),
    ("EOWNERDEAD", 130),
    ("ENOTRECOVERABLE", 131),
    ("ERFKILL", 132),
    ("EHWPOISON", 133),
];

/// Names CRuby defines on every system: those this one lacks stand for NOERROR.
const FOREIGN_NAMES: &[&str] = &[
    "ENOTCAPABLE",
    "EPROCLIM",
    "EPROCUNAVAIL",
    "EPROGMISMATCH",
    "EPROGUNAVAIL",
    "EPWROFF",
    "EQFULL",
    "ERPCMISMATCH",
    "ESHLIBVERS",
    "EAUTH",
    "EBADARCH",
    "EBADEXEC",
    "EBADMACHO",
    "EBADRPC",
    "ECAPMODE",
    "EDEVERR",
    "EDOOFUS",
    "EFTYPE",
    "EIPSEC",
    "ELAST",
    "ENEEDAUTH",
    "ENOATTR",
    "ENOPOLICY",
];

/// The class name of `errno`, when it has one.
fn errno_name(errno: i32) -> Option<&'static str> {
    ERRORS.iter().find(|e| e.1 == errno).map(|e| e.0).or_else(|| OTHER_ERRORS.iter().find(|e| e.1 == errno).map(|e| e.0))
}

/// The message `strerror` gives for `errno` (the system's text for one not in the table,
/// "Unknown error N" for a number it does not know).
pub fn strerror(errno: i32) -> String {
    match ERRORS.iter().find(|e| e.1 == errno) {
        Some(e) => e.2.to_string(),
        None => {
            // std's text is the system's strerror followed by " (os error N)".
            let text = std::io::Error::from_raw_os_error(errno).to_string();
            match text.rfind(" (os error ") {
                Some(i) => text[..i].to_string(),
                None => format!("Unknown error {errno}"),
            }
        }
    }
}

/// The Errno class for `errno`, or SystemCallError.
fn class_for(vm: &mut Vm, errno: i32) -> Value {
    let system_call_error = system_call_error_class(vm);
    let Some(name) = errno_name(errno) else { return system_call_error };
    let Ok(errno_module) = vm.const_get_from(vm.core.object, intern("Errno")) else { return system_call_error };
    vm.const_get_from(errno_module, intern(name)).unwrap_or(system_call_error)
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

/// A number for strerror: an Integer in C `int` range (RangeError past it).
fn errno_int(vm: &mut Vm, v: Value) -> VmResult<i64> {
    let n = vm.expect_int(v)?;
    if i32::try_from(n).is_err() {
        let msg = if n < 0 { format!("integer {n} too small to convert to 'int'") } else { format!("integer {n} too big to convert to 'int'") };
        return Err(vm.make_error(vm.core.range_error, &msg));
    }
    Ok(n)
}

/// `SystemCallError#initialize`: on SystemCallError itself `(message, errno = nil, func = nil)`,
/// where an Integer alone is the errno and a known number makes the object an instance of its
/// Errno class; on a subclass `(message = nil, func = nil)` with the class's `Errno` number.
/// The message is the number's text ("unknown error" without one), then " @ func" and
/// " - message" when a message is given.
fn sce_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let class = vm.class_of_real(recv);
    let base = system_call_error_class(vm);
    let a = args.as_slice();
    let (mut mesg, errno, func) = if class == base {
        if a.is_empty() || a.len() > 3 {
            return Err(vm.arg_count_error(a.len(), 1, 3));
        }
        let (mut m, mut e) = (a[0], a.get(1).copied().unwrap_or(Value::NIL));
        if a.len() == 1 && m.is_fixnum() {
            e = m;
            m = Value::NIL;
        }
        (m, e, a.get(2).copied().unwrap_or(Value::NIL))
    } else {
        if a.len() > 2 {
            return Err(vm.arg_count_error(a.len(), 0, 2));
        }
        let e = vm.const_get_from(class, intern("Errno"))?;
        (a.first().copied().unwrap_or(Value::NIL), e, a.get(1).copied().unwrap_or(Value::NIL))
    };
    let number = if errno.is_nil() { None } else { Some(errno_int(vm, errno)?) };
    let mut msg = match number {
        Some(n) => strerror(n as i32),
        None => "unknown error".to_string(),
    }
    .into_bytes();
    if !mesg.is_nil() {
        mesg = vm.expect_string(mesg)?;
        vm.temp_roots.push(mesg);
        if !func.is_nil() {
            let f = vm.obj_to_s(func);
            let f = match f {
                Ok(f) => f,
                Err(e) => {
                    vm.temp_roots.pop();
                    return Err(e);
                }
            };
            msg.extend_from_slice(b" @ ");
            msg.extend_from_slice(&crate::object::as_string(f).bytes);
        }
        vm.temp_roots.pop();
        msg.extend_from_slice(b" - ");
        msg.extend_from_slice(&crate::object::as_string(mesg).bytes);
    }
    if class == base {
        if let Some(n) = number {
            let k = class_for(vm, n as i32);
            if k != base && !crate::object::has_flag(recv, crate::object::FL_SINGLETON) {
                crate::object::set_klass(recv, k);
            }
        }
    }
    let m = vm.new_string(msg);
    // `m` is only in this Rust local while the ivar store may allocate.
    vm.temp_roots.push(m);
    let stored = vm.ivar_set(recv, crate::symbol::sym::MESG, m);
    vm.temp_roots.pop();
    stored?;
    vm.ivar_set(recv, intern("@__errno"), errno)?;
    Ok(Value::NIL)
}

/// `SystemCallError.===`: SystemCallError matches any of its kind; an Errno class matches an
/// exception (or anything answering `errno`) whose number is its own.
fn sce_eqq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let exc = args.get(0);
    let base = system_call_error_class(vm);
    if !vm.is_kind_of(exc, base) {
        if !vm.respond_to(exc, intern("errno"), false) {
            return Ok(Value::FALSE);
        }
    } else if recv == base {
        return Ok(Value::TRUE);
    }
    let mut num = if exc.is_heap() { vm.ivar_get(exc, intern("@__errno")) } else { Value::NIL };
    if num.is_nil() {
        num = vm.call_method(exc, intern("errno"), &[], None)?;
    }
    vm.temp_roots.push(num);
    let own = vm.const_get_from(recv, intern("Errno"));
    vm.temp_roots.pop();
    let own = own?;
    Ok(Value::bool(vm.values_eq(num, own)?))
}

fn sce_errno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(vm.ivar_get(recv, intern("@__errno")))
}

pub fn init(vm: &mut Vm) {
    let system_call_error = system_call_error_class(vm);
    vm.define_private_builtin(system_call_error, "initialize", -1, sce_initialize);
    vm.define_singleton_builtin(system_call_error, "===", 1, sce_eqq);
    vm.define_builtin(system_call_error, "errno", 0, sce_errno);
    let errno_module = crate::core::define_module(vm, "Errno");
    for &(name, number, _) in ERRORS {
        // EAGAIN and EWOULDBLOCK, ENOTSUP and EOPNOTSUPP share numbers on Linux: one class each.
        let class = define_class_under(vm, errno_module, name, system_call_error);
        vm.const_set(class, intern("Errno"), Value::fixnum(number as i64));
    }
    for &(name, number) in OTHER_ERRORS {
        let class = define_class_under(vm, errno_module, name, system_call_error);
        vm.const_set(class, intern("Errno"), Value::fixnum(number as i64));
    }
    if let Ok(none) = vm.const_get_from(errno_module, intern("NOERROR")) {
        for name in FOREIGN_NAMES {
            vm.const_set(errno_module, intern(name), none);
        }
    }
    if let Ok(deadlk) = vm.const_get_from(errno_module, intern("EDEADLK")) {
        vm.const_set(errno_module, intern("EDEADLOCK"), deadlk);
    }
    if let Ok(again) = vm.const_get_from(errno_module, intern("EAGAIN")) {
        vm.const_set(errno_module, intern("EWOULDBLOCK"), again);
    }
    if let Ok(notsup) = vm.const_get_from(errno_module, intern("ENOTSUP")) {
        vm.const_set(errno_module, intern("EOPNOTSUPP"), notsup);
    }
}
