//! BasicSocket (CRuby's basicsocket.c and the shared calls of init.c): `for_fd`, shutdown and
//! half-closing, socket options, the local and peer addresses, `send`/`recv` and the
//! non-blocking private forms lib/socket.rb wraps (`__read_nonblock`, `__write_nonblock`,
//! `__recv_nonblock`), and the reverse-lookup setting.
//!
//! Invariants: data calls use MSG_DONTWAIT (never blocking the VM whatever the descriptor's
//! mode) and MSG_NOSIGNAL on sends (a closed peer is EPIPE, as under CRuby, which ignores
//! SIGPIPE); a blocking call waits in `blocking_call`.

use std::os::fd::{AsRawFd, BorrowedFd};

use corundum_vm::api::{define_methods, Args, CoreClass, IoEvents, IoSetup, Result, Ruby, Value};

use crate::socket::args::{exception_flag, int_arg, level_arg, optname_arg, shutdown_how_arg};
use crate::socket::{addrinfo, blocking_call, class, option, sockaddr, sys_error, with_sock, DEFAULT_NOREVLOOKUP, NOREVLOOKUP};

/// A non-negative length argument; ArgumentError "negative string size (or size too big)".
pub fn length_arg(rb: &mut Ruby, v: Value) -> Result<usize> {
    let n = rb.expect_int(v)?;
    if n < 0 {
        return Err(rb.arg_error("negative string size (or size too big)"));
    }
    rb.check_alloc(n as u128, 1)?;
    Ok(n as usize)
}

/// Puts `bytes` in the output buffer argument (replacing its content) or a new binary String.
pub fn deliver(rb: &mut Ruby, outbuf: Value, bytes: Vec<u8>) -> Result {
    if outbuf.is_nil() {
        return Ok(rb.new_binary_string(bytes));
    }
    let s = rb.expect_string(outbuf)?;
    let mut m = rb.str_modify(s)?;
    m.clear();
    m.extend_from_slice(&bytes);
    Ok(s)
}

/// `BasicSocket.for_fd(fd)`: a socket of this class over descriptor `fd`.
fn bsock_s_for_fd(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let fd = int_arg(rb, args.get(0))?;
    let io = rb.io_allocate(recv);
    match corundum_vm::api::fd_is_socket(fd) {
        Ok(true) => {}
        Ok(false) => return Err(rb.errno_error(libc::EBADF, "", "not a socket file descriptor")),
        Err(e) => return Err(sys_error(rb, &e, "fstat(2)")),
    }
    rb.io_adopt_fd(io, fd, IoSetup { binmode: true, sync: true })?;
    rb.with_io_fd(io, false, |fd| crate::socket::set_nonblocking(&fd))?;
    let norev = rb.library_global(DEFAULT_NOREVLOOKUP);
    rb.ivar_set(io, NOREVLOOKUP, norev)?;
    Ok(io)
}

fn bsock_s_do_not_reverse_lookup(rb: &mut Ruby, _recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(rb.library_global(DEFAULT_NOREVLOOKUP).truthy()))
}

fn bsock_s_set_do_not_reverse_lookup(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let v = Value::bool(args.get(0).truthy());
    rb.set_library_global(DEFAULT_NOREVLOOKUP, v);
    Ok(args.get(0))
}

fn bsock_do_not_reverse_lookup(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    rb.io_access(recv)?;
    Ok(Value::bool(crate::socket::norevlookup(rb, recv)))
}

fn bsock_set_do_not_reverse_lookup(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    rb.io_access(recv)?;
    rb.ivar_set(recv, NOREVLOOKUP, Value::bool(args.get(0).truthy()))?;
    Ok(args.get(0))
}

/// `shutdown(how = :RDWR)`: 0.
fn bsock_shutdown(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let how = if args.get(0).is_nil() { libc::SHUT_RDWR } else { shutdown_how_arg(rb, args.get(0))? };
    let how = match how {
        libc::SHUT_RD => std::net::Shutdown::Read,
        libc::SHUT_WR => std::net::Shutdown::Write,
        libc::SHUT_RDWR => std::net::Shutdown::Both,
        _ => return Err(rb.arg_error("`how' should be either :SHUT_RD, :SHUT_WR, :SHUT_RDWR")),
    };
    match with_sock(rb, recv, |s| s.shutdown(how))? {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_error(rb, &e, "shutdown(2)")),
    }
}

/// `close_read`: shutdown(SHUT_RD); closes the socket when it no longer writes either.
fn bsock_close_read(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (_, writable) = rb.io_access(recv)?;
    let _ = with_sock(rb, recv, |s| s.shutdown(std::net::Shutdown::Read))?;
    if !writable {
        return rb.call(recv, "close", &[]);
    }
    rb.io_restrict_access(recv, false, true)?;
    Ok(Value::NIL)
}

/// `close_write`: shutdown(SHUT_WR); closes the socket when it no longer reads either.
fn bsock_close_write(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (readable, _) = rb.io_access(recv)?;
    let _ = with_sock(rb, recv, |s| s.shutdown(std::net::Shutdown::Write))?;
    if !readable {
        return rb.call(recv, "close", &[]);
    }
    rb.io_restrict_access(recv, true, false)?;
    Ok(Value::NIL)
}

/// The address family of socket `io` (its bound address's; AF_UNSPEC when unknown).
pub fn socket_family(rb: &mut Ruby, io: Value) -> Result<i32> {
    let a = with_sock(rb, io, |s| s.local_addr())?;
    Ok(a.map(|a| a.family() as i32).unwrap_or(libc::AF_UNSPEC))
}

/// `setsockopt(level, optname, value)` or `setsockopt(option)`: 0.
fn bsock_setsockopt(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(3))?;
    let (lev, optname, val) = if args.len() == 1 {
        let o = args.get(0);
        (rb.call(o, "level", &[])?, rb.call(o, "optname", &[])?, rb.call(o, "data", &[])?)
    } else {
        if args.len() != 3 {
            return Err(rb.arg_count_error(args.len(), 3, 3));
        }
        (args.get(0), args.get(1), args.get(2))
    };
    let family = socket_family(rb, recv)?;
    let level = level_arg(rb, family, lev)?;
    let name = optname_arg(rb, family, level, optname)?;
    let bytes: Vec<u8> = if val.is_fixnum() {
        int_arg(rb, val)?.to_ne_bytes().to_vec()
    } else if val == Value::FALSE {
        0i32.to_ne_bytes().to_vec()
    } else if val == Value::TRUE {
        1i32.to_ne_bytes().to_vec()
    } else {
        crate::socket::bytes_arg(rb, val)?
    };
    let r = rb.with_io_fd(recv, false, |fd| corundum_vm::api::socket_option_set(fd, level, name, &bytes))?;
    match r {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_error(rb, &e, "setsockopt(2)")),
    }
}

/// `getsockopt(level, optname)`: a Socket::Option.
fn bsock_getsockopt(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let family = socket_family(rb, recv)?;
    let level = level_arg(rb, family, args.get(0))?;
    let name = optname_arg(rb, family, level, args.get(1))?;
    let r = rb.with_io_fd(recv, false, |fd| corundum_vm::api::socket_option_get(fd, level, name, 256))?;
    match r {
        Ok(data) => option::new_option(rb, family, level, name, data),
        Err(e) => Err(sys_error(rb, &e, "getsockopt(2)")),
    }
}

/// The local (or peer) sockaddr bytes of socket `io`; the Errno of getsockname(2) or
/// getpeername(2).
pub fn name_of(rb: &mut Ruby, io: Value, peer: bool) -> Result<Vec<u8>> {
    let r = with_sock(rb, io, |s| if peer { s.peer_addr() } else { s.local_addr() })?;
    match r {
        Ok(a) => Ok(sockaddr::from_sock_addr(&a)),
        Err(e) => Err(sys_error(rb, &e, if peer { "getpeername(2)" } else { "getsockname(2)" })),
    }
}

fn bsock_getsockname(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let b = name_of(rb, recv, false)?;
    Ok(rb.new_binary_string(b))
}

fn bsock_getpeername(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let b = name_of(rb, recv, true)?;
    Ok(rb.new_binary_string(b))
}

fn bsock_local_address(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let b = name_of(rb, recv, false)?;
    addrinfo::for_socket(rb, recv, b)
}

fn bsock_remote_address(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let b = name_of(rb, recv, true)?;
    addrinfo::for_socket(rb, recv, b)
}

/// `getpeereid`: [euid, egid] of the peer of a UNIX socket (SO_PEERCRED).
fn bsock_getpeereid(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let r = rb.with_io_fd(recv, false, |fd| corundum_vm::api::socket_option_get(fd, libc::SOL_SOCKET, libc::SO_PEERCRED, 12))?;
    match r {
        Ok(b) if b.len() >= 12 => {
            let uid = u32::from_ne_bytes([b[4], b[5], b[6], b[7]]);
            let gid = u32::from_ne_bytes([b[8], b[9], b[10], b[11]]);
            let (u, g) = (rb.new_int(uid as i64), rb.new_int(gid as i64));
            Ok(rb.new_array(vec![u, g]))
        }
        Ok(_) => Err(rb.errno_error(libc::EINVAL, "", "getsockopt(SO_PEERCRED)")),
        Err(e) => Err(sys_error(rb, &e, "getsockopt(SO_PEERCRED)")),
    }
}

/// `send(mesg, flags, dest_sockaddr = nil)`: the number of bytes sent.
fn bsock_send(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 2, Some(3))?;
    let s = rb.obj_to_s(args.get(0))?;
    let mesg = rb.str_bytes(s).to_vec();
    let flags = int_arg(rb, args.get(1))? | libc::MSG_NOSIGNAL;
    let dest = if args.get(2).is_nil() { None } else { Some(crate::socket::sockaddr_arg(rb, args.get(2))?) };
    send_bytes(rb, recv, &mesg, flags, dest.as_deref())
}

/// Sends `mesg` (to `dest` when given), waiting while the socket is full.
pub fn send_bytes(rb: &mut Ruby, io: Value, mesg: &[u8], flags: i32, dest: Option<&[u8]>) -> Result {
    let (what, to) = match dest {
        Some(d) => match sockaddr::to_sock_addr(d) {
            Some(a) => ("sendto(2)", Some(a)),
            None => return Err(rb.errno_error(libc::EAFNOSUPPORT, "", "sendto(2)")),
        },
        None => ("send(2)", None),
    };
    let flags = flags | libc::MSG_DONTWAIT;
    let r = blocking_call(rb, io, IoEvents::WRITABLE, |s| match &to {
        Some(a) => s.send_to_with_flags(mesg, a, flags),
        None => s.send_with_flags(mesg, flags),
    })?;
    match r {
        Ok(n) => Ok(Value::fixnum(n as i64)),
        Err(e) => Err(sys_error(rb, &e, what)),
    }
}

/// One receive of up to `len` bytes with `flags`, waiting for data unless `nonblock`: the
/// bytes and the sender's sockaddr (None when the kernel gave none). Errors as CRuby's:
/// IOError "recv for buffered IO"/"recvfrom for buffered IO" while bytes are read ahead.
pub fn recv_from(rb: &mut Ruby, io: Value, len: usize, flags: i32, nonblock: bool) -> Result<std::io::Result<(Vec<u8>, Option<Vec<u8>>)>> {
    if rb.io_buffered_len(io) > 0 {
        let msg = if nonblock { "recvfrom for buffered IO" } else { "recv for buffered IO" };
        return Err(rb.raise_core(CoreClass::IoError, msg));
    }
    let flags = flags | libc::MSG_DONTWAIT;
    let mut buf = vec![0u8; len];
    let r = if nonblock {
        rb.with_io_fd(io, false, |fd| recv_raw(fd, &mut buf, flags))?
    } else {
        loop {
            let r = rb.with_io_fd(io, false, |fd| recv_raw(fd, &mut buf, flags))?;
            match r {
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                    let fd = rb.io_fd(io, false)?;
                    rb.wait_fd(fd, IoEvents::READABLE, None)?;
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                other => break other,
            }
        }
    };
    Ok(r.map(|(n, from)| {
        buf.truncate(n);
        (buf, from)
    }))
}

/// One recvmsg(2) into `buf` with `flags`: the length and the sender's sockaddr, if any.
pub fn recv_raw(fd: BorrowedFd<'_>, buf: &mut [u8], flags: i32) -> std::io::Result<(usize, Option<Vec<u8>>)> {
    use nix::sys::socket::{recvmsg, MsgFlags, SockaddrStorage};
    let mut iov = [std::io::IoSliceMut::new(buf)];
    let msg = recvmsg::<SockaddrStorage>(fd.as_raw_fd(), &mut iov, None, MsgFlags::from_bits_retain(flags)).map_err(std::io::Error::from)?;
    // A connected stream socket reports no sender (an empty or unspecified address).
    let from = msg.address.as_ref().map(sockaddr::from_storage).filter(|b| sockaddr::family(b) != libc::AF_UNSPEC);
    Ok((msg.bytes, from))
}

/// Whether an empty read of socket `io` is its end: any socket but a datagram one (whose
/// empty datagrams are messages), as CRuby's `rsock_is_dgram` test.
fn is_stream(rb: &mut Ruby, io: Value) -> Result<bool> {
    let t = with_sock(rb, io, |s| s.r#type())?;
    Ok(!matches!(t, Ok(t) if i32::from(t) == libc::SOCK_DGRAM))
}

/// `recv(maxlen, flags = 0, outbuf = nil)`: the bytes received; nil at the end of a stream.
fn bsock_recv(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(3))?;
    let len = length_arg(rb, args.get(0))?;
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    let outbuf = args.get(2);
    match recv_from(rb, recv, len, flags, false)? {
        Ok((b, _)) => {
            if b.is_empty() && len > 0 && is_stream(rb, recv)? {
                return Ok(Value::NIL);
            }
            deliver(rb, outbuf, b)
        }
        Err(e) => Err(sys_error(rb, &e, "recvfrom(2)")),
    }
}

/// `__recv_nonblock(len, flags, outbuf, exception)`.
fn bsock_recv_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let len = length_arg(rb, args.get(0))?;
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    let ex = exception_flag(args.get(3));
    match recv_from(rb, recv, len, flags, true)? {
        Ok((b, _)) => {
            if b.is_empty() && len > 0 && is_stream(rb, recv)? {
                return Ok(Value::NIL);
            }
            deliver(rb, args.get(2), b)
        }
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
            if !ex {
                return Ok(Value::symbol(corundum_vm::api::intern("wait_readable")));
            }
            Err(rb.wait_io_error(libc::EAGAIN, true, "recvfrom(2) would block"))
        }
        Err(e) => Err(sys_error(rb, &e, "recvfrom(2)")),
    }
}

/// `__read_nonblock(len, outbuf, exception)`: buffered bytes first, else one recv that does
/// not wait; EOFError (nil without exceptions) at the end.
fn bsock_read_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let len = length_arg(rb, args.get(0))?;
    let outbuf = args.get(1);
    if !outbuf.is_nil() {
        let s = rb.expect_string(outbuf)?;
        rb.check_frozen(s)?;
    }
    let ex = exception_flag(args.get(2));
    if len == 0 {
        return deliver(rb, outbuf, Vec::new());
    }
    let (readable, _) = rb.io_access(recv)?;
    if !readable {
        return Err(rb.raise_core(CoreClass::IoError, "not opened for reading"));
    }
    let mut bytes = rb.io_take_buffered(recv, len);
    if bytes.is_empty() {
        let mut buf = vec![0u8; len];
        let r = rb.with_io_fd(recv, false, |fd| recv_raw(fd, &mut buf, libc::MSG_DONTWAIT))?;
        match r {
            Ok((n, _)) => {
                buf.truncate(n);
                bytes = buf;
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                if !ex {
                    return Ok(Value::symbol(corundum_vm::api::intern("wait_readable")));
                }
                return Err(rb.wait_io_error(libc::EAGAIN, true, "read would block"));
            }
            Err(e) => return Err(rb.sys_fail(&e, "", "")),
        }
    }
    if bytes.is_empty() {
        if !outbuf.is_nil() {
            deliver(rb, outbuf, Vec::new())?;
        }
        if !ex {
            return Ok(Value::NIL);
        }
        return Err(rb.raise_core(CoreClass::EofError, "end of file reached"));
    }
    deliver(rb, outbuf, bytes)
}

/// `__write_nonblock(buf, exception)`: the number of bytes sent without waiting.
fn bsock_write_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = rb.obj_to_s(args.get(0))?;
    let mesg = rb.str_bytes(s).to_vec();
    let ex = exception_flag(args.get(1));
    let (_, writable) = rb.io_access(recv)?;
    if !writable {
        return Err(rb.raise_core(CoreClass::IoError, "not opened for writing"));
    }
    let r = with_sock(rb, recv, |s| s.send_with_flags(&mesg, libc::MSG_DONTWAIT | libc::MSG_NOSIGNAL))?;
    match r {
        Ok(n) => Ok(Value::fixnum(n as i64)),
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
            if !ex {
                return Ok(Value::symbol(corundum_vm::api::intern("wait_writable")));
            }
            Err(rb.wait_io_error(libc::EAGAIN, false, "write would block"))
        }
        Err(e) => Err(rb.sys_fail(&e, "", "")),
    }
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let k = class(rb, "BasicSocket");
    rb.define_singleton_method(k, "for_fd", 1, bsock_s_for_fd)?;
    rb.define_singleton_method(k, "do_not_reverse_lookup", 0, bsock_s_do_not_reverse_lookup)?;
    rb.define_singleton_method(k, "do_not_reverse_lookup=", 1, bsock_s_set_do_not_reverse_lookup)?;
    define_methods!(rb, k, [
        ("close_read", 0, bsock_close_read),
        ("close_write", 0, bsock_close_write),
        ("shutdown", -1, bsock_shutdown),
        ("setsockopt", -1, bsock_setsockopt),
        ("getsockopt", 2, bsock_getsockopt),
        ("getsockname", 0, bsock_getsockname),
        ("getpeername", 0, bsock_getpeername),
        ("getpeereid", 0, bsock_getpeereid),
        ("local_address", 0, bsock_local_address),
        ("remote_address", 0, bsock_remote_address),
        ("send", -1, bsock_send),
        ("recv", -1, bsock_recv),
        ("do_not_reverse_lookup", 0, bsock_do_not_reverse_lookup),
        ("do_not_reverse_lookup=", 1, bsock_set_do_not_reverse_lookup),
    ]);
    rb.define_private_method(k, "__recv_nonblock", 4, bsock_recv_nonblock);
    rb.define_private_method(k, "__read_nonblock", 3, bsock_read_nonblock);
    rb.define_private_method(k, "__write_nonblock", 2, bsock_write_nonblock);
    crate::socket::ancdata::init_basic_socket(rb, k)?;
    Ok(())
}
