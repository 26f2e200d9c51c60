//! Socket, the general socket class (CRuby's socket.c): `new`, `bind`, `listen`, `connect`
//! (blocking and non-blocking), `accept`/`sysaccept`/`__accept_nonblock`, `recvfrom`, and the
//! class methods: `socketpair`, `getaddrinfo`, `getnameinfo`, `gethostname`, `getservbyname`/
//! `getservbyport`, the sockaddr packers, `tcp_fast_fallback`.
//!
//! Invariant: a connect that would block waits for the socket to be writable (other threads
//! run) and then reads SO_ERROR, as CRuby's `rsock_connect` does, so `connect` answers only
//! when the connection is made or refused.

use std::net::SocketAddr;

use corundum_vm::api::{define_methods, intern, Args, IoEvents, Result, Ruby, Value};
use socket2::{Domain, Protocol, Type};

use crate::socket::addrinfo::{self, family_name};
use crate::socket::args::{exception_flag, family_arg, int_arg, socktype_arg};
use crate::socket::basic_socket::{deliver, length_arg, recv_from};
use crate::socket::resolve::{self, host_arg, port_arg, socket_error, Hints};
use crate::socket::{class, init_sock, new_sock, sockaddr, sockaddr_arg, sys_error, with_sock};

/// The library global holding `Socket.tcp_fast_fallback`.
const FAST_FALLBACK: &str = "socket.tcp_fast_fallback";

/// A new socket descriptor (CRuby's `rsock_socket`): close-on-exec and non-blocking.
pub fn new_fd(rb: &mut Ruby, domain: i32, ty: i32, protocol: i32) -> Result<std::os::fd::OwnedFd> {
    match socket2::Socket::new(Domain::from(domain), Type::from(ty), Some(Protocol::from(protocol))) {
        Ok(s) => Ok(s.into()),
        Err(e) => Err(sys_error(rb, &e, "socket(2)")),
    }
}

/// `Socket.new(domain, socktype, protocol = 0)`.
fn sock_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 2, Some(3))?;
    let domain = family_arg(rb, args.get(0))?;
    let ty = socktype_arg(rb, args.get(1))?;
    let protocol = if args.get(2).is_nil() { 0 } else { int_arg(rb, args.get(2))? };
    let fd = new_fd(rb, domain, ty, protocol)?;
    init_sock(rb, recv, fd)?;
    Ok(recv)
}

/// "connect(2) for ADDRESS": the text after a failed call's name, as CRuby's
/// `rsock_sys_fail_raddrinfo_or_sockaddr` builds it.
pub fn for_address(what: &str, addr: &[u8]) -> String {
    format!("{what} for {}", sockaddr::inspect(addr, family_name))
}

/// connect(2) of socket `io` to `addr`, waiting for a connection in progress: Ok(Err) with the
/// OS error when it fails.
pub fn connect_blocking(rb: &mut Ruby, io: Value, addr: &[u8]) -> Result<std::io::Result<()>> {
    let Some(sa) = sockaddr::to_sock_addr(addr) else {
        return Ok(Err(std::io::Error::from_raw_os_error(libc::EAFNOSUPPORT)));
    };
    let r = with_sock(rb, io, |s| s.connect(&sa))?;
    match r {
        Ok(()) => return Ok(Ok(())),
        Err(e) if matches!(e.raw_os_error(), Some(libc::EINPROGRESS) | Some(libc::EAGAIN) | Some(libc::EALREADY) | Some(libc::EINTR)) => {}
        Err(e) => return Ok(Err(e)),
    }
    loop {
        let fd = rb.io_fd(io, false)?;
        rb.wait_fd(fd, IoEvents { readable: true, writable: true }, None)?;
        match with_sock(rb, io, |s| s.take_error())? {
            Ok(None) => {
                // Writable with no error: connected (or still going: look again).
                let peer = with_sock(rb, io, |s| s.peer_addr())?;
                if peer.is_ok() {
                    return Ok(Ok(()));
                }
            }
            Ok(Some(e)) => return Ok(Err(e)),
            Err(e) => return Ok(Err(e)),
        }
    }
}

/// `connect(addr)`: 0.
fn sock_connect(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let addr = sockaddr_arg(rb, args.get(0))?;
    match connect_blocking(rb, recv, &addr)? {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_error(rb, &e, &for_address("connect(2)", &addr))),
    }
}

/// `__connect_nonblock(addr, exception)`.
fn sock_connect_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let addr = sockaddr_arg(rb, args.get(0))?;
    let ex = exception_flag(args.get(1));
    let Some(sa) = sockaddr::to_sock_addr(&addr) else {
        return Err(rb.errno_error(libc::EAFNOSUPPORT, "", &for_address("connect(2)", &addr)));
    };
    let _ = with_sock(rb, recv, |s| s.set_nonblocking(true))?;
    match with_sock(rb, recv, |s| s.connect(&sa))? {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) if e.raw_os_error() == Some(libc::EINPROGRESS) => {
            if !ex {
                return Ok(Value::symbol(intern("wait_writable")));
            }
            Err(rb.wait_io_error(libc::EINPROGRESS, false, "connect(2) would block"))
        }
        Err(e) if e.raw_os_error() == Some(libc::EISCONN) && !ex => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_error(rb, &e, &for_address("connect(2)", &addr))),
    }
}

/// `bind(addr)`: 0.
fn sock_bind(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let addr = sockaddr_arg(rb, args.get(0))?;
    let Some(sa) = sockaddr::to_sock_addr(&addr) else {
        return Err(rb.errno_error(libc::EAFNOSUPPORT, "", &for_address("bind(2)", &addr)));
    };
    match with_sock(rb, recv, |s| s.bind(&sa))? {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_error(rb, &e, &for_address("bind(2)", &addr))),
    }
}

/// `listen(backlog)`: 0.
pub fn sock_listen(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let backlog = int_arg(rb, args.get(0))?;
    match with_sock(rb, recv, |s| s.listen(backlog))? {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_error(rb, &e, "listen(2)")),
    }
}

/// accept(2) on listening socket `io`: the new descriptor (non-blocking) and the peer's
/// sockaddr; waits for a connection unless `nonblock`.
pub fn accept(rb: &mut Ruby, io: Value, nonblock: bool) -> Result<std::io::Result<(std::os::fd::OwnedFd, Vec<u8>)>> {
    let op = |s: &socket2::SockRef<'_>| s.accept();
    let r = if nonblock {
        with_sock(rb, io, |s| {
            let _ = s.set_nonblocking(true);
            op(s)
        })?
    } else {
        crate::socket::blocking_call(rb, io, IoEvents::READABLE, op)?
    };
    Ok(r.map(|(s, a)| {
        let _ = s.set_nonblocking(true);
        (s.into(), sockaddr::from_sock_addr(&a))
    }))
}

/// The answer of an accept: [socket of `klass`, Addrinfo of the peer].
fn accepted(rb: &mut Ruby, listener: Value, klass: Value, fd: std::os::fd::OwnedFd, addr: Vec<u8>) -> Result {
    let s = new_sock(rb, klass, fd)?;
    let a = addrinfo::for_socket(rb, listener, addr)?;
    Ok(rb.new_array(vec![s, a]))
}

/// The EAGAIN of a non-blocking accept (also ECONNABORTED and EPROTO, as CRuby).
pub fn accept_would_block(rb: &mut Ruby, e: &std::io::Error, ex: bool) -> Result {
    let again = e.kind() == std::io::ErrorKind::WouldBlock || matches!(e.raw_os_error(), Some(libc::ECONNABORTED) | Some(libc::EPROTO));
    if !again {
        return Err(sys_error(rb, e, "accept(2)"));
    }
    if !ex {
        return Ok(Value::symbol(intern("wait_readable")));
    }
    Err(rb.wait_io_error(libc::EAGAIN, true, "accept(2) would block"))
}

fn sock_accept(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    match accept(rb, recv, false)? {
        Ok((fd, addr)) => {
            let k = class(rb, "Socket");
            accepted(rb, recv, k, fd, addr)
        }
        Err(e) => Err(sys_error(rb, &e, "accept(2)")),
    }
}

fn sock_accept_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let ex = exception_flag(args.get(0));
    match accept(rb, recv, true)? {
        Ok((fd, addr)) => {
            let k = class(rb, "Socket");
            accepted(rb, recv, k, fd, addr)
        }
        Err(e) => accept_would_block(rb, &e, ex),
    }
}

/// `sysaccept`: [descriptor number, Addrinfo].
fn sock_sysaccept(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    use std::os::fd::IntoRawFd;
    match accept(rb, recv, false)? {
        Ok((fd, addr)) => {
            let a = addrinfo::for_socket(rb, recv, addr)?;
            let n = Value::fixnum(fd.into_raw_fd() as i64);
            Ok(rb.new_array(vec![n, a]))
        }
        Err(e) => Err(sys_error(rb, &e, "accept(2)")),
    }
}

/// `recvfrom(maxlen, flags = 0)`: [mesg, Addrinfo of the sender].
fn sock_recvfrom(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let len = length_arg(rb, args.get(0))?;
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    match recv_from(rb, recv, len, flags, false)? {
        Ok((b, from)) => {
            let m = rb.new_binary_string(b);
            let a = match from {
                Some(f) => addrinfo::for_socket(rb, recv, f)?,
                None => Value::NIL,
            };
            Ok(rb.new_array(vec![m, a]))
        }
        Err(e) => Err(sys_error(rb, &e, "recvfrom(2)")),
    }
}

/// `__recvfrom_nonblock(len, flags, outbuf, exception)`.
fn sock_recvfrom_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let len = length_arg(rb, args.get(0))?;
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    let ex = exception_flag(args.get(3));
    match recv_from(rb, recv, len, flags, true)? {
        Ok((b, from)) => {
            let m = deliver(rb, args.get(2), b)?;
            let a = match from {
                Some(f) => addrinfo::for_socket(rb, recv, f)?,
                None => Value::NIL,
            };
            Ok(rb.new_array(vec![m, a]))
        }
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
            if !ex {
                return Ok(Value::symbol(intern("wait_readable")));
            }
            Err(rb.wait_io_error(libc::EAGAIN, true, "recvfrom(2) would block"))
        }
        Err(e) => Err(sys_error(rb, &e, "recvfrom(2)")),
    }
}

/// `Socket.socketpair(domain, type, protocol = 0)` / `pair`: two connected sockets of the
/// receiver class.
fn sock_s_socketpair(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 2, Some(3))?;
    let domain = family_arg(rb, args.get(0))?;
    let ty = socktype_arg(rb, args.get(1))?;
    let protocol = if args.get(2).is_nil() { 0 } else { int_arg(rb, args.get(2))? };
    let p = pair(rb, recv, domain, ty, protocol)?;
    yield_pair(rb, p, args)
}

/// With a block, yields the two sockets of `pair`, closes them afterwards (unless the block
/// did) and answers the block's value; without one, answers `pair`.
pub fn yield_pair(rb: &mut Ruby, pair: Value, args: &Args) -> Result {
    let Some(b) = args.block() else { return Ok(pair) };
    let (a, c) = (rb.array_get(pair, 0), rb.array_get(pair, 1));
    let r = rb.yield_block(b, &[a, c]);
    for s in [a, c] {
        let closed = rb.call(s, "closed?", &[])?;
        if !closed.truthy() {
            rb.call(s, "close", &[])?;
        }
    }
    r
}

/// A connected pair of sockets of class `klass`.
pub fn pair(rb: &mut Ruby, klass: Value, domain: i32, ty: i32, protocol: i32) -> Result {
    let (a, b) = match socket2::Socket::pair(Domain::from(domain), Type::from(ty), Some(Protocol::from(protocol))) {
        Ok(p) => p,
        Err(e) => return Err(sys_error(rb, &e, "socketpair(2)")),
    };
    let s1 = new_sock(rb, klass, a.into())?;
    let s2 = new_sock(rb, klass, b.into())?;
    Ok(rb.new_array(vec![s1, s2]))
}

/// `Socket.gethostname`.
fn sock_s_gethostname(rb: &mut Ruby, _recv: Value, _args: &Args) -> Result {
    match nix::unistd::gethostname() {
        Ok(h) => {
            use std::os::unix::ffi::OsStrExt;
            Ok(rb.new_string(h.as_bytes().to_vec()))
        }
        Err(e) => Err(rb.errno_error(e as i32, "", "gethostname(3)")),
    }
}

/// A protocol name argument of the services lookups ("tcp" by default).
fn proto_arg(rb: &mut Ruby, v: Value) -> Result<String> {
    if v.is_nil() {
        return Ok("tcp".into());
    }
    resolve::c_string_arg(rb, v)
}

/// `Socket.getservbyname(service, proto = "tcp")`: the port.
fn sock_s_getservbyname(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let name = resolve::c_string_arg(rb, args.get(0))?;
    let proto = proto_arg(rb, args.get(1))?;
    if let Some(p) = resolve::service_port(&name, &proto) {
        return Ok(Value::fixnum(p as i64));
    }
    // A number given as the service name is the port (CRuby's STRTOUL fallback).
    match parse_c_ulong(&name) {
        Some(n) => Ok(rb.new_int(n as i64)),
        None => Err(socket_error(rb, &format!("no such service {name}/{proto}"))),
    }
}

/// strtoul(s, &end, 0) that must consume all of `s`: decimal, 0x hex or 0 octal.
fn parse_c_ulong(s: &str) -> Option<u64> {
    let t = s.trim_start();
    if t.is_empty() {
        return None;
    }
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if t.len() > 1 && t.starts_with('0') {
        u64::from_str_radix(&t[1..], 8).ok()
    } else {
        t.parse().ok()
    }
}

/// `Socket.getservbyport(port, proto = "tcp")`: the service name.
fn sock_s_getservbyport(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let port = rb.expect_int(args.get(0))?;
    if port != port as u16 as i64 {
        let what = if port > 0 { "big" } else { "small" };
        return Err(rb.raise_core(corundum_vm::api::CoreClass::RangeError, &format!("integer {port} too {what} to convert into `int16_t'")));
    }
    let proto = proto_arg(rb, args.get(1))?;
    match resolve::service_name(port as u16, &proto) {
        Some(n) => Ok(rb.new_str(&n)),
        None => Err(socket_error(rb, &format!("no such service for port {port}/{proto}"))),
    }
}

/// `Socket.getaddrinfo(host, service, family = nil, socktype = nil, protocol = nil, flags =
/// nil, reverse_lookup = nil)`: [[family name, port, host, address, family, socktype,
/// protocol], ...].
fn sock_s_getaddrinfo(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 2, Some(7))?;
    args.check_keywords(rb, &["timeout"])?;
    let p = args.positional();
    let g = |i: usize| p.get(i).copied().unwrap_or(Value::NIL);
    let mut h = Hints::default();
    if !g(2).is_nil() {
        h.family = family_arg(rb, g(2))?;
    }
    if !g(3).is_nil() {
        h.socktype = socktype_arg(rb, g(3))?;
    }
    if !g(4).is_nil() {
        h.protocol = int_arg(rb, g(4))?;
    }
    if !g(5).is_nil() {
        h.flags = int_arg(rb, g(5))?;
    }
    let norev = match g(6) {
        v if v == Value::TRUE => false,
        v if v == Value::FALSE => true,
        v if v.is_symbol() && v.as_symbol().name().as_ref() == "hostname" => false,
        v if v.is_symbol() && v.as_symbol().name().as_ref() == "numeric" => true,
        v if v.is_nil() => rb.library_global(crate::socket::DEFAULT_NOREVLOOKUP).truthy(),
        v => {
            let shown = rb.inspect(v)?;
            return Err(rb.type_error(&format!("expected true/false/:hostname/:numeric, got {shown}")));
        }
    };
    let mut extra = 0;
    let host = host_arg(rb, g(0), &mut extra)?;
    let port = port_arg(rb, g(1), &mut extra)?;
    h.flags |= extra;
    let list = resolve::getaddrinfo(rb, host, port, h)?;
    let out = rb.new_array(Vec::new());
    for r in &list {
        let entry = ip_entry(rb, &r.addr, norev)?;
        let tail = [Value::fixnum(r.family as i64), Value::fixnum(r.socktype as i64), Value::fixnum(r.protocol as i64)];
        for v in tail {
            rb.array_push(entry, v)?;
        }
        rb.array_push(out, entry)?;
    }
    Ok(out)
}

/// CRuby's `rsock_ipaddr`: ["AF_INET", port, host, numeric address] for sockaddr `addr`, the
/// host reverse-resolved unless `norevlookup`.
pub fn ip_entry(rb: &mut Ruby, addr: &[u8], norevlookup: bool) -> Result {
    let fam = sockaddr::family(addr);
    let fname = match family_name(fam) {
        Some(n) => rb.new_str(n),
        None => rb.new_str(&format!("unknown:{fam}")),
    };
    let Some(ip) = sockaddr::parse_ip(addr) else {
        return Err(resolve::resolution_error(rb, "getnameinfo", libc::EAI_FAMILY, 0, &resolve::gai_text(libc::EAI_FAMILY)));
    };
    let numeric = sockaddr::ip_text(&ip);
    let host = if norevlookup {
        numeric.clone()
    } else {
        match resolve::getnameinfo(rb, ip, 0) {
            Ok((h, _)) => h,
            Err(_) => numeric.clone(),
        }
    };
    let (h, n) = (rb.new_str(&host), rb.new_str(&numeric));
    Ok(rb.new_array(vec![fname, Value::fixnum(ip.port() as i64), h, n]))
}

/// `Socket.getnameinfo(sockaddr, flags = 0)`: [host, service]; the sockaddr a String, an
/// Addrinfo, or [family, port, host] / [family, port, host, address].
fn sock_s_getnameinfo(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    let sa = args.get(0);
    let addr: Vec<u8> = if let Some(ary) = rb.check_array(sa)? {
        let n = rb.array_len(ary);
        if n != 3 && n != 4 {
            return Err(rb.arg_error(&format!("array size should be 3 or 4, {n} given")));
        }
        let fam = rb.array_get(ary, 0);
        let port = rb.array_get(ary, 1);
        let host = if n == 4 { rb.array_get(ary, 3) } else { rb.array_get(ary, 2) };
        let host = if host.is_nil() && n == 4 { rb.array_get(ary, 2) } else { host };
        let mut h = Hints { socktype: if flags & libc::NI_DGRAM != 0 { libc::SOCK_DGRAM } else { libc::SOCK_STREAM }, ..Hints::default() };
        if !fam.is_nil() {
            let s = rb.expect_string(fam)?;
            let name = rb.str_lossy(s);
            match crate::socket::constants::lookup(&["AF_", "PF_"], &name) {
                Some(f) => h.family = f as i32,
                None => return Err(socket_error(rb, &format!("unknown socket domain: {name}"))),
            }
        }
        let mut extra = 0;
        let host = host_arg(rb, host, &mut extra)?;
        let port = port_arg(rb, port, &mut extra)?;
        h.flags |= extra;
        let list = resolve::getaddrinfo(rb, host, port, h)?;
        list[0].addr.clone()
    } else {
        sockaddr_arg(rb, sa)?
    };
    let (host, serv) = addrinfo::nameinfo(rb, &addr, flags)?;
    let (h, s) = (rb.new_str(&host), rb.new_str(&serv));
    Ok(rb.new_array(vec![h, s]))
}

/// `Socket.pack_sockaddr_in(port, host)` / `sockaddr_in`.
fn sock_s_pack_sockaddr_in(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let mut flags = 0;
    let host = host_arg(rb, args.get(1), &mut flags)?;
    let port = port_arg(rb, args.get(0), &mut flags)?;
    let mut h = Hints { flags, ..Hints::default() };
    if resolve::is_number(port.as_deref()) {
        h.socktype = libc::SOCK_DGRAM;
    }
    let list = resolve::getaddrinfo(rb, host, port, h)?;
    Ok(rb.new_binary_string(list[0].addr.clone()))
}

/// `Socket.unpack_sockaddr_in(sockaddr)`: [port, address].
fn sock_s_unpack_sockaddr_in(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let addr = sockaddr_arg(rb, args.get(0))?;
    if addr.len() < 2 {
        return Err(rb.arg_error("too short sockaddr"));
    }
    let Some(ip) = sockaddr::parse_ip(&addr) else {
        return Err(rb.arg_error("not an AF_INET/AF_INET6 sockaddr"));
    };
    let h = rb.new_str(&sockaddr::ip_text(&ip));
    Ok(rb.new_array(vec![Value::fixnum(ip.port() as i64), h]))
}

/// `Socket.pack_sockaddr_un(path)` / `sockaddr_un`.
fn sock_s_pack_sockaddr_un(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let s = rb.expect_string(args.get(0))?;
    let path = rb.str_bytes(s).to_vec();
    if path.len() > sockaddr::SUN_PATH_LEN {
        return Err(rb.arg_error(&format!("too long unix socket path ({} bytes given but {} bytes max)", path.len(), sockaddr::SUN_PATH_LEN)));
    }
    Ok(rb.new_binary_string(sockaddr::pack_un(&path)))
}

/// `Socket.unpack_sockaddr_un(sockaddr)`: the path.
fn sock_s_unpack_sockaddr_un(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let addr = sockaddr_arg(rb, args.get(0))?;
    if addr.len() < 2 {
        return Err(rb.arg_error("too short sockaddr"));
    }
    if sockaddr::family(&addr) != libc::AF_UNIX {
        return Err(rb.arg_error("not an AF_UNIX sockaddr"));
    }
    let p = sockaddr::unix_path(&addr).unwrap_or(&[]);
    if p.len() > sockaddr::SUN_PATH_LEN {
        return Err(rb.type_error(&format!("too long AF_UNIX path ({} bytes given but {} bytes max)", p.len(), sockaddr::SUN_PATH_LEN)));
    }
    Ok(rb.new_string(p.to_vec()))
}

fn sock_s_tcp_fast_fallback(rb: &mut Ruby, _recv: Value, _args: &Args) -> Result {
    let v = rb.library_global(FAST_FALLBACK);
    Ok(if v.is_nil() { Value::TRUE } else { v })
}

fn sock_s_set_tcp_fast_fallback(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let v = Value::bool(args.get(0).truthy());
    rb.set_library_global(FAST_FALLBACK, v);
    Ok(v)
}

/// The IP socket address of a host and port (for TCPSocket, UDPSocket): every getaddrinfo
/// answer for them.
pub fn resolve_ip(rb: &mut Ruby, host: Value, port: Value, family: i32, socktype: i32, flags: i32) -> Result<Vec<SocketAddr>> {
    let mut extra = 0;
    let h = host_arg(rb, host, &mut extra)?;
    let p = port_arg(rb, port, &mut extra)?;
    let hints = Hints { family, socktype, protocol: 0, flags: flags | extra };
    let list = resolve::getaddrinfo(rb, h, p, hints)?;
    Ok(list.iter().filter_map(|r| sockaddr::parse_ip(&r.addr)).collect())
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let k = class(rb, "Socket");
    rb.define_private_method(k, "initialize", -1, sock_initialize);
    define_methods!(rb, k, [
        ("connect", 1, sock_connect),
        ("bind", 1, sock_bind),
        ("listen", 1, sock_listen),
        ("accept", 0, sock_accept),
        ("sysaccept", 0, sock_sysaccept),
        ("recvfrom", -1, sock_recvfrom),
    ]);
    rb.define_private_method(k, "__connect_nonblock", 2, sock_connect_nonblock);
    rb.define_private_method(k, "__accept_nonblock", 1, sock_accept_nonblock);
    rb.define_private_method(k, "__recvfrom_nonblock", 4, sock_recvfrom_nonblock);
    rb.define_singleton_method(k, "socketpair", -1, sock_s_socketpair)?;
    rb.define_singleton_method(k, "pair", -1, sock_s_socketpair)?;
    rb.define_singleton_method(k, "gethostname", 0, sock_s_gethostname)?;
    rb.define_singleton_method(k, "getservbyname", -1, sock_s_getservbyname)?;
    rb.define_singleton_method(k, "getservbyport", -1, sock_s_getservbyport)?;
    rb.define_singleton_method(k, "getaddrinfo", -1, sock_s_getaddrinfo)?;
    rb.define_singleton_method(k, "getnameinfo", -1, sock_s_getnameinfo)?;
    rb.define_singleton_method(k, "pack_sockaddr_in", 2, sock_s_pack_sockaddr_in)?;
    rb.define_singleton_method(k, "sockaddr_in", 2, sock_s_pack_sockaddr_in)?;
    rb.define_singleton_method(k, "unpack_sockaddr_in", 1, sock_s_unpack_sockaddr_in)?;
    rb.define_singleton_method(k, "pack_sockaddr_un", 1, sock_s_pack_sockaddr_un)?;
    rb.define_singleton_method(k, "sockaddr_un", 1, sock_s_pack_sockaddr_un)?;
    rb.define_singleton_method(k, "unpack_sockaddr_un", 1, sock_s_unpack_sockaddr_un)?;
    rb.define_singleton_method(k, "tcp_fast_fallback", 0, sock_s_tcp_fast_fallback)?;
    rb.define_singleton_method(k, "tcp_fast_fallback=", 1, sock_s_set_tcp_fast_fallback)?;
    Ok(())
}
