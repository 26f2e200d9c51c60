//! The operating system's random source: fresh seeds (`Random.new_seed`, the default
//! generator), `Random.urandom` and SecureRandom's bytes.
//!
//! Why the `getrandom` crate rather than reading /dev/urandom with std: it asks the kernel
//! directly (the getrandom(2) system call on Linux, the platform's own call elsewhere), so it
//! needs no file descriptor, works in a chroot or container without /dev, never returns a
//! partial read and blocks only until the kernel's pool is first seeded, the behaviour CRuby's
//! `fill_random_bytes_syscall` chooses; the crate falls back to /dev/urandom itself where the
//! call is missing.
//!
//! Invariant: on success every byte of the buffer was written by the OS.

/// Fills `buf` with bytes from the operating system; Err when it has no source.
pub fn fill(buf: &mut [u8]) -> Result<(), getrandom::Error> {
    if buf.is_empty() {
        return Ok(());
    }
    getrandom::fill(buf)
}
