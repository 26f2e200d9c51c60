//! UNIXSocket and UNIXServer (CRuby's unixsocket.c and unixserver.c): connecting to and
//! listening on a socket path, the path and addresses, `recvfrom`, `socketpair`, and passing
//! IOs with `send_io`/`recv_io` (SCM_RIGHTS).
//!
//! Invariant: a socket made from a path keeps it as its IO path (CRuby's `pathv`): the
//! server's own path, "" for a client, the server's path for an accepted socket; a socketpair
//! has none.

use std::os::fd::{AsRawFd, OwnedFd};

use corundum_vm::api::{define_methods, Args, Result, Ruby, Value};

use crate::socket::args::{exception_flag, int_arg, socktype_arg};
use crate::socket::basic_socket::{length_arg, name_of, recv_from};
use crate::socket::socket_class::{accept, accept_would_block, connect_blocking, new_fd, pair, sock_listen};
use crate::socket::{class, init_sock, new_sock, sockaddr, sys_error};

/// The sockaddr_un of a path argument (ArgumentError past sun_path's size).
fn path_sockaddr(rb: &mut Ruby, v: Value) -> Result<(Vec<u8>, Vec<u8>)> {
    // Bytes as given (not a C string): an abstract name starts with NUL.
    let v = if rb.is_string(v) || !rb.respond_to(v, "to_path", false) { v } else { rb.call(v, "to_path", &[])? };
    let s = rb.expect_string(v)?;
    let path = rb.str_bytes(s).to_vec();
    // A NUL inside a path name (not the lead of an abstract name) is refused, as for files.
    if path.first().is_some_and(|&c| c != 0) && path.contains(&0) {
        return Err(rb.arg_error("path name contains null byte"));
    }
    if path.len() > sockaddr::SUN_PATH_LEN {
        return Err(rb.arg_error(&format!("too long unix socket path ({} bytes given but {} bytes max)", path.len(), sockaddr::SUN_PATH_LEN)));
    }
    Ok((sockaddr::pack_un(&path), path))
}

/// A UNIX socket over `path` in `io`: connected to it, or (server) bound and listening.
fn init_unixsock(rb: &mut Ruby, io: Value, path_v: Value, server: bool) -> Result {
    let (addr, path) = path_sockaddr(rb, path_v)?;
    let fd = new_fd(rb, libc::AF_UNIX, libc::SOCK_STREAM, 0)?;
    let sock = socket2::Socket::from(fd);
    let shown = String::from_utf8_lossy(&path).into_owned();
    if server {
        let sa = match sockaddr::to_sock_addr(&addr) {
            Some(a) => a,
            None => return Err(rb.errno_error(libc::EINVAL, "", &format!("connect(2) for {shown}"))),
        };
        if let Err(e) = sock.bind(&sa) {
            return Err(sys_error(rb, &e, &format!("connect(2) for {shown}")));
        }
        if let Err(e) = sock.listen(libc::SOMAXCONN) {
            return Err(sys_error(rb, &e, &format!("listen(2) for {shown}")));
        }
        init_sock(rb, io, sock.into())?;
        rb.io_set_path(io, path)?;
    } else {
        init_sock(rb, io, sock.into())?;
        match connect_blocking(rb, io, &addr)? {
            Ok(()) => {}
            Err(e) => {
                rb.call(io, "close", &[])?;
                return Err(sys_error(rb, &e, &format!("connect(2) for {shown}")));
            }
        }
        rb.io_set_path(io, Vec::new())?;
    }
    Ok(io)
}

/// `UNIXSocket.new(path)`.
fn unix_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    init_unixsock(rb, recv, args.get(0), false)?;
    Ok(recv)
}

/// `UNIXServer.new(path)`.
fn unix_server_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    init_unixsock(rb, recv, args.get(0), true)?;
    Ok(recv)
}

/// The path of a sockaddr_un as a String.
fn path_str(rb: &mut Ruby, addr: &[u8]) -> Value {
    let p = sockaddr::unix_path(addr).unwrap_or(&[]).to_vec();
    rb.new_string(p)
}

/// ["AF_UNIX", path] (CRuby's `rsock_unixaddr`).
fn unixaddr(rb: &mut Ruby, addr: &[u8]) -> Value {
    let f = rb.new_str("AF_UNIX");
    let p = path_str(rb, addr);
    rb.new_array(vec![f, p])
}

/// `path`: the socket's own path ("" when unbound).
fn unix_path(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let p = rb.call(recv, "to_path", &[]);
    if let Ok(p) = p {
        if !p.is_nil() {
            return Ok(p);
        }
    }
    let a = name_of(rb, recv, false)?;
    Ok(path_str(rb, &a))
}

fn unix_addr(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let a = name_of(rb, recv, false)?;
    Ok(unixaddr(rb, &a))
}

fn unix_peeraddr(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let a = name_of(rb, recv, true)?;
    Ok(unixaddr(rb, &a))
}

/// `recvfrom(maxlen, flags = 0)`: [mesg, ["AF_UNIX", path]].
fn unix_recvfrom(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let len = length_arg(rb, args.get(0))?;
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    match recv_from(rb, recv, len, flags, false)? {
        Ok((b, from)) => {
            let m = rb.new_binary_string(b);
            let from = from.unwrap_or_else(|| sockaddr::pack_un(b"")[..2].to_vec());
            let a = unixaddr(rb, &from);
            Ok(rb.new_array(vec![m, a]))
        }
        Err(e) => Err(sys_error(rb, &e, "recvfrom(2)")),
    }
}

/// `UNIXSocket.pair(type = :STREAM, protocol = 0)` / `socketpair`.
fn unix_s_pair(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(2))?;
    let ty = if args.get(0).is_nil() { libc::SOCK_STREAM } else { socktype_arg(rb, args.get(0))? };
    let protocol = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    let p = pair(rb, recv, libc::AF_UNIX, ty, protocol)?;
    crate::socket::socket_class::yield_pair(rb, p, args)
}

/// The answer of an accept on a UNIX server: a UNIXSocket named by the server's path.
fn accepted(rb: &mut Ruby, server: Value, fd: OwnedFd) -> Result {
    let k = class(rb, "UNIXSocket");
    let s = new_sock(rb, k, fd)?;
    let p = rb.call(server, "path", &[])?;
    if rb.is_string(p) {
        let b = rb.str_bytes(p).to_vec();
        rb.io_set_path(s, b)?;
    }
    Ok(s)
}

fn unix_server_accept(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    match accept(rb, recv, false)? {
        Ok((fd, _)) => accepted(rb, recv, fd),
        Err(e) => Err(sys_error(rb, &e, "accept(2)")),
    }
}

fn unix_server_accept_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let ex = exception_flag(args.get(0));
    match accept(rb, recv, true)? {
        Ok((fd, _)) => accepted(rb, recv, fd),
        Err(e) => accept_would_block(rb, &e, ex),
    }
}

fn unix_server_sysaccept(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    use std::os::fd::IntoRawFd;
    match accept(rb, recv, false)? {
        Ok((fd, _)) => Ok(Value::fixnum(fd.into_raw_fd() as i64)),
        Err(e) => Err(sys_error(rb, &e, "accept(2)")),
    }
}

/// `send_io(io)`: passes an IO's descriptor (or a descriptor number) over the socket.
fn unix_send_io(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    use nix::sys::socket::{sendmsg, ControlMessage, MsgFlags};
    let v = args.get(0);
    let fd = if rb.is_io(v) {
        rb.io_fd(v, false)?
    } else if rb.respond_to(v, "to_io", false) {
        let io = rb.call(v, "to_io", &[])?;
        rb.io_fd(io, false)?
    } else {
        int_arg(rb, v)?
    };
    let fds = [fd];
    let byte = [0u8];
    loop {
        let r = rb.with_io_fd(recv, true, |s| {
            let iov = [std::io::IoSlice::new(&byte)];
            let cmsg = [ControlMessage::ScmRights(&fds)];
            sendmsg::<()>(s.as_raw_fd(), &iov, &cmsg, MsgFlags::MSG_DONTWAIT | MsgFlags::MSG_NOSIGNAL, None)
        })?;
        match r {
            Ok(_) => return Ok(Value::NIL),
            Err(nix::errno::Errno::EAGAIN) => {
                let s = rb.io_fd(recv, true)?;
                rb.wait_fd(s, corundum_vm::api::IoEvents::WRITABLE, None)?;
            }
            Err(nix::errno::Errno::EINTR) => {}
            Err(e) => return Err(rb.errno_error(e as i32, "", "sendmsg(2)")),
        }
    }
}

/// `recv_io(klass = IO, mode = nil)`: an IO of `klass` over the descriptor received (the
/// number when `klass` is nil).
fn unix_recv_io(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    use nix::sys::socket::{recvmsg, ControlMessageOwned, MsgFlags};
    args.check_count(rb, 0, Some(2))?;
    let klass = if args.is_empty() { rb.core_class(corundum_vm::api::CoreClass::Io) } else { args.get(0) };
    let got: Vec<i32> = loop {
        let r = rb.with_io_fd(recv, false, |s| {
            let mut byte = [0u8; 1];
            let mut iov = [std::io::IoSliceMut::new(&mut byte)];
            let mut space = nix::cmsg_space!([std::os::fd::RawFd; 1]);
            let msg = recvmsg::<()>(s.as_raw_fd(), &mut iov, Some(&mut space), MsgFlags::MSG_DONTWAIT | MsgFlags::MSG_CMSG_CLOEXEC)?;
            let mut fds = Vec::new();
            for c in msg.cmsgs()? {
                if let ControlMessageOwned::ScmRights(v) = c {
                    fds.extend(v);
                }
            }
            Ok::<_, nix::errno::Errno>(fds)
        })?;
        match r {
            Ok(f) => break f,
            Err(nix::errno::Errno::EAGAIN) => {
                let s = rb.io_fd(recv, false)?;
                rb.wait_fd(s, corundum_vm::api::IoEvents::READABLE, None)?;
            }
            Err(nix::errno::Errno::EINTR) => {}
            Err(e) => return Err(rb.errno_error(e as i32, "", "recvmsg(2)")),
        }
    };
    let Some(&fd) = got.first() else {
        let k = class(rb, "SocketError");
        return Err(rb.raise(k, "file descriptor was not passed"));
    };
    if klass.is_nil() {
        return Ok(Value::fixnum(fd as i64));
    }
    let mut a = vec![Value::fixnum(fd as i64)];
    if args.len() > 1 {
        a.push(args.get(1));
    }
    rb.call(klass, "for_fd", &a)
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let k = class(rb, "UNIXSocket");
    rb.define_private_method(k, "initialize", 1, unix_initialize);
    define_methods!(rb, k, [
        ("path", 0, unix_path),
        ("addr", 0, unix_addr),
        ("peeraddr", 0, unix_peeraddr),
        ("recvfrom", -1, unix_recvfrom),
        ("send_io", 1, unix_send_io),
        ("recv_io", -1, unix_recv_io),
    ]);
    rb.define_singleton_method(k, "pair", -1, unix_s_pair)?;
    rb.define_singleton_method(k, "socketpair", -1, unix_s_pair)?;
    let s = class(rb, "UNIXServer");
    rb.define_private_method(s, "initialize", 1, unix_server_initialize);
    define_methods!(rb, s, [("accept", 0, unix_server_accept), ("sysaccept", 0, unix_server_sysaccept), ("listen", 1, sock_listen)]);
    rb.define_private_method(s, "__accept_nonblock", 1, unix_server_accept_nonblock);
    Ok(())
}
