//! `require "socket"` (the native half, `socket.so`; CRuby's lib/socket.rb does the rest):
//! SocketError and Socket::ResolutionError, BasicSocket and its subclasses (Socket, IPSocket,
//! TCPSocket, TCPServer, UDPSocket, UNIXSocket, UNIXServer), Addrinfo, Socket::Option,
//! Socket::AncillaryData, Socket::Ifaddr and Socket::Constants.
//!
//! Invariants:
//! - Every socket is an IO over its descriptor (BasicSocket < IO), so read, write, gets,
//!   IO.select and close work on it; it is in binary mode, synchronized, and its descriptor is
//!   non-blocking (as CRuby's), so no system call here ever blocks the VM: a call that would
//!   block waits with `wait_fd`, letting the other threads run, and tries again.
//! - Addresses are handled as sockaddr bytes (`sockaddr.rs`), as Ruby code sees them.
//! - A socket's reverse-lookup setting lives in a hidden ivar (`norevlookup`), CRuby's
//!   FMODE_NOREVLOOKUP.

use std::os::fd::{BorrowedFd, OwnedFd};

use corundum_vm::api::{CoreClass, IoEvents, IoSetup, Result, Ruby, Value};
use socket2::SockRef;

mod addrinfo;
mod ancdata;
mod args;
mod basic_socket;
mod constants;
mod ifaddr;
mod ip_socket;
mod option;
mod resolve;
mod sockaddr;
mod socket_class;
mod unix_socket;

/// The hidden ivar holding a socket's do_not_reverse_lookup flag.
const NOREVLOOKUP: &str = "norevlookup";
/// The library global holding the default (`BasicSocket.do_not_reverse_lookup`).
const DEFAULT_NOREVLOOKUP: &str = "socket.do_not_reverse_lookup";

/// A class defined by this library, by name (under Object, or `Socket::NAME` with "::").
pub fn class(rb: &mut Ruby, path: &str) -> Value {
    let mut k = rb.core_class(CoreClass::Object);
    for part in path.split("::") {
        k = rb.const_lookup(k, part).unwrap_or(Value::NIL);
    }
    k
}

/// Makes IO `io` (allocated, not yet open) a socket over `fd`: non-blocking, binary,
/// synchronized, with the default reverse-lookup setting (CRuby's `rsock_init_sock`).
pub fn init_sock(rb: &mut Ruby, io: Value, fd: OwnedFd) -> Result<Value> {
    let is_socket = nix::sys::stat::fstat(&fd).map(|st| st.st_mode & libc::S_IFMT == libc::S_IFSOCK);
    match is_socket {
        Err(e) => return Err(rb.errno_error(e as i32, "", "fstat(2)")),
        Ok(false) => return Err(rb.arg_error("not a socket file descriptor")),
        Ok(true) => {}
    }
    set_nonblocking(&fd);
    rb.io_attach_fd(io, fd, IoSetup { binmode: true, sync: true })?;
    let norev = rb.library_global(DEFAULT_NOREVLOOKUP);
    let norev = if norev.is_nil() { Value::TRUE } else { norev };
    rb.ivar_set(io, NOREVLOOKUP, norev)?;
    Ok(io)
}

/// A new socket of class `klass` over `fd`.
pub fn new_sock(rb: &mut Ruby, klass: Value, fd: OwnedFd) -> Result<Value> {
    let io = rb.io_allocate(klass);
    init_sock(rb, io, fd)
}

/// Turns O_NONBLOCK on for `fd`.
pub fn set_nonblocking<F: std::os::fd::AsFd>(fd: &F) {
    use nix::fcntl::{fcntl, FcntlArg, OFlag};
    if let Ok(fl) = fcntl(fd, FcntlArg::F_GETFL) {
        let flags = OFlag::from_bits_retain(fl);
        if !flags.contains(OFlag::O_NONBLOCK) {
            let _ = fcntl(fd, FcntlArg::F_SETFL(flags | OFlag::O_NONBLOCK));
        }
    }
}

/// Whether socket `io` skips reverse lookups when it reports addresses.
pub fn norevlookup(rb: &mut Ruby, io: Value) -> bool {
    rb.ivar_get(io, NOREVLOOKUP).truthy()
}

/// Runs `f` on socket `io`'s descriptor, borrowed as a socket (IOError "closed stream" once
/// closed).
pub fn with_sock<R>(rb: &mut Ruby, io: Value, f: impl FnOnce(&SockRef<'_>) -> R) -> Result<R> {
    rb.with_io_fd(io, false, |fd: BorrowedFd<'_>| f(&SockRef::from(&fd)))
}

/// Runs the system call `op` on socket `io` until it does not report that it would block,
/// waiting for `events` in between (other threads run then), as CRuby's blocking socket calls
/// do with `rb_io_wait`. The OS error of the call, if any, is the inner result.
pub fn blocking_call<R>(rb: &mut Ruby, io: Value, events: IoEvents, mut op: impl FnMut(&SockRef<'_>) -> std::io::Result<R>) -> Result<std::io::Result<R>> {
    loop {
        let r = with_sock(rb, io, &mut op)?;
        match r {
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                let fd = rb.io_fd(io, false)?;
                rb.wait_fd(fd, events, None)?;
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            other => return Ok(other),
        }
    }
}

/// The Errno exception of a failed socket call, "STRERROR - `what`".
pub fn sys_error(rb: &mut Ruby, e: &std::io::Error, what: &str) -> corundum_vm::api::Error {
    match e.raw_os_error() {
        Some(n) => rb.errno_error(n, "", what),
        None => rb.sys_fail(e, "", what),
    }
}

/// A String argument's bytes (`StringValue`).
pub fn bytes_arg(rb: &mut Ruby, v: Value) -> Result<Vec<u8>> {
    let s = rb.expect_string(v)?;
    Ok(rb.str_bytes(s).to_vec())
}

/// A sockaddr argument: an Addrinfo (its sockaddr) or a String of sockaddr bytes (CRuby's
/// `rsock_sockaddr_string_value`).
pub fn sockaddr_arg(rb: &mut Ruby, v: Value) -> Result<Vec<u8>> {
    if let Some(b) = addrinfo::sockaddr_of(rb, v) {
        return Ok(b);
    }
    bytes_arg(rb, v)
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let standard_error = rb.core_class(CoreClass::StandardError);
    let socket_error = rb.define_class("SocketError", standard_error)?;
    let io = rb.core_class(CoreClass::Io);
    let basic_socket = rb.define_class("BasicSocket", io)?;
    let socket = rb.define_class("Socket", basic_socket)?;
    let resolution_error = rb.define_class_under(socket, "ResolutionError", socket_error)?;
    rb.define_method(resolution_error, "error_code", 0, |rb, recv, _a| Ok(rb.ivar_get(recv, "error_code")));
    let ip_socket = rb.define_class("IPSocket", basic_socket)?;
    let tcp_socket = rb.define_class("TCPSocket", ip_socket)?;
    rb.define_class("TCPServer", tcp_socket)?;
    rb.define_class("UDPSocket", ip_socket)?;
    let unix_socket = rb.define_class("UNIXSocket", basic_socket)?;
    rb.define_class("UNIXServer", unix_socket)?;
    let object = rb.core_class(CoreClass::Object);
    rb.define_class("Addrinfo", object)?;

    let constants = rb.define_module_under(socket, "Constants")?;
    for &(name, value) in constants::CONSTANTS {
        let v = rb.new_int(value);
        rb.const_set(constants, name, v);
        rb.const_set(socket, name, v);
    }
    rb.set_library_global(DEFAULT_NOREVLOOKUP, Value::TRUE);

    basic_socket::init(rb)?;
    socket_class::init(rb)?;
    ip_socket::init(rb)?;
    unix_socket::init(rb)?;
    addrinfo::init(rb)?;
    option::init(rb)?;
    ancdata::init(rb)?;
    ifaddr::init(rb)?;
    Ok(())
}
