//! Socket options as bytes: getsockopt(2)/setsockopt(2) with any level, option name and value,
//! which socket's `BasicSocket#getsockopt`/`setsockopt` and `Socket::Option` hand to the kernel
//! unchanged (CRuby passes the option's bytes through). The safe socket crates only offer typed
//! options, so these two calls are the C library boundary for them.
//!
//! Invariant: the kernel reads at most `value.len()` bytes and writes at most the buffer's length
//! (it reports the length it used, never more than it was given), so no byte outside the Rust
//! buffers is touched; the descriptor is borrowed for the call.

use std::os::fd::{AsRawFd, BorrowedFd};

/// The largest option value `socket_option_get` reads: the biggest options (`IP_OPTIONS`,
/// `TCP_INFO`) fit.
pub const SOCKET_OPTION_MAX: usize = 1024;

/// The value of socket option (`level`, `name`) of descriptor `fd`, at most `max` bytes
/// (CRuby's getsockopt with a buffer of that size); the OS error when it fails.
pub fn socket_option_get(fd: BorrowedFd<'_>, level: i32, name: i32, max: usize) -> std::io::Result<Vec<u8>> {
    let mut buf = vec![0u8; max.min(SOCKET_OPTION_MAX)];
    let mut len = buf.len() as libc::socklen_t;
    // SAFETY: `buf` is valid for writes of `len` bytes and `len` is a valid socklen_t the kernel
    // may lower; `fd` is borrowed for the call.
    let r = unsafe { libc::getsockopt(fd.as_raw_fd(), level, name, buf.as_mut_ptr().cast(), &mut len) };
    if r < 0 {
        return Err(std::io::Error::last_os_error());
    }
    buf.truncate((len as usize).min(buf.len()));
    Ok(buf)
}

/// Sets socket option (`level`, `name`) of descriptor `fd` to the bytes `value`; the OS error
/// when it fails.
pub fn socket_option_set(fd: BorrowedFd<'_>, level: i32, name: i32, value: &[u8]) -> std::io::Result<()> {
    let len = libc::socklen_t::try_from(value.len()).map_err(|_| std::io::Error::from_raw_os_error(libc::EINVAL))?;
    // SAFETY: `value` is valid for reads of `len` bytes; the kernel only reads it. `fd` is
    // borrowed for the call.
    let r = unsafe { libc::setsockopt(fd.as_raw_fd(), level, name, value.as_ptr().cast(), len) };
    if r < 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}
