//! `require "fcntl"`: the Fcntl module, the constants of <fcntl.h> for `IO#fcntl` and
//! `IO.sysopen` (a C extension in CRuby, with the same names and Linux's values).
//!
//! Invariants: the names are those CRuby's extension defines on Linux (its `#ifdef`s), the
//! values come from the libc crate, so they are this platform's own.

use corundum_vm::api::{Result, Ruby, Value};

/// Fcntl::VERSION of the fcntl gem CRuby 4.0 ships.
const VERSION: &str = "1.3.0";

pub fn init(rb: &mut Ruby) -> Result<()> {
    let m = rb.define_module("Fcntl")?;
    let constants: &[(&str, libc::c_int)] = &[
        ("F_DUPFD", libc::F_DUPFD),
        ("F_GETFD", libc::F_GETFD),
        ("F_GETLK", libc::F_GETLK),
        ("F_SETFD", libc::F_SETFD),
        ("F_GETFL", libc::F_GETFL),
        ("F_SETFL", libc::F_SETFL),
        ("F_SETLK", libc::F_SETLK),
        ("F_SETLKW", libc::F_SETLKW),
        ("FD_CLOEXEC", libc::FD_CLOEXEC),
        ("F_RDLCK", libc::F_RDLCK as libc::c_int),
        ("F_UNLCK", libc::F_UNLCK as libc::c_int),
        ("F_WRLCK", libc::F_WRLCK as libc::c_int),
        ("F_GETPIPE_SZ", libc::F_GETPIPE_SZ),
        ("F_SETPIPE_SZ", libc::F_SETPIPE_SZ),
        ("O_CREAT", libc::O_CREAT),
        ("O_EXCL", libc::O_EXCL),
        ("O_NOCTTY", libc::O_NOCTTY),
        ("O_TRUNC", libc::O_TRUNC),
        ("O_APPEND", libc::O_APPEND),
        ("O_NONBLOCK", libc::O_NONBLOCK),
        ("O_NDELAY", libc::O_NDELAY),
        ("O_RDONLY", libc::O_RDONLY),
        ("O_RDWR", libc::O_RDWR),
        ("O_WRONLY", libc::O_WRONLY),
        ("O_ACCMODE", libc::O_ACCMODE),
    ];
    for &(name, value) in constants {
        rb.const_set(m, name, Value::fixnum(value as i64));
    }
    let version = rb.new_str(VERSION);
    rb.const_set(m, "VERSION", version);
    Ok(())
}
