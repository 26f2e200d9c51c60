//! The IP socket classes (CRuby's ipsocket.c, tcpsocket.c, tcpserver.c, udpsocket.c):
//! IPSocket (`addr`, `peeraddr`, `recvfrom`, `inspect`, `getaddress`), TCPSocket (connecting
//! to a host and port, optionally from a local one, with the timeouts), TCPServer (`new`,
//! `accept`, `accept_nonblock`, `sysaccept`, `listen`) and UDPSocket (`bind`, `connect`,
//! `send`, `recvfrom_nonblock`).
//!
//! Invariant: a host and port are resolved with getaddrinfo and each answer is tried in turn,
//! the last failure raised with CRuby's "CALL for \"HOST\" port PORT" text.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use corundum_vm::api::{define_methods, intern, Args, CoreClass, IoEvents, Result, Ruby, Value};
use socket2::SockAddr;

use crate::socket::args::{exception_flag, family_arg, int_arg};
use crate::socket::basic_socket::{deliver, length_arg, name_of, recv_from, socket_family};
use crate::socket::socket_class::{accept, accept_would_block, ip_entry, new_fd, resolve_ip, sock_listen};
use crate::socket::{class, init_sock, new_sock, norevlookup, sockaddr, sys_error, with_sock};

/// The reverse-lookup argument of `addr`/`peeraddr`: nil keeps the socket's setting.
fn revlookup_arg(rb: &mut Ruby, io: Value, v: Value) -> Result<bool> {
    if v.is_nil() {
        return Ok(norevlookup(rb, io));
    }
    if v == Value::TRUE {
        return Ok(false);
    }
    if v == Value::FALSE {
        return Ok(true);
    }
    if v.is_symbol() {
        match v.as_symbol().name().as_ref() {
            "hostname" => return Ok(false),
            "numeric" => return Ok(true),
            _ => {}
        }
    }
    let shown = rb.inspect(v)?;
    Err(rb.type_error(&format!("expected true/false/:hostname/:numeric, got {shown}")))
}

/// `addr(reverse_lookup = nil)`: ["AF_INET", port, host, address] of the local end.
fn ip_addr(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let norev = revlookup_arg(rb, recv, args.get(0))?;
    let a = name_of(rb, recv, false)?;
    ip_entry(rb, &a, norev)
}

/// `peeraddr(reverse_lookup = nil)`: the same of the remote end.
fn ip_peeraddr(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let norev = revlookup_arg(rb, recv, args.get(0))?;
    let a = name_of(rb, recv, true)?;
    ip_entry(rb, &a, norev)
}

/// `recvfrom(maxlen, flags = 0)`: [mesg, ["AF_INET", port, host, address]].
fn ip_recvfrom(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let len = length_arg(rb, args.get(0))?;
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    match recv_from(rb, recv, len, flags, false)? {
        Ok((b, from)) => {
            let m = rb.new_binary_string(b);
            let norev = norevlookup(rb, recv);
            let a = match from {
                Some(f) => ip_entry(rb, &f, norev)?,
                None => Value::NIL,
            };
            Ok(rb.new_array(vec![m, a]))
        }
        Err(e) => Err(sys_error(rb, &e, "recvfrom(2)")),
    }
}

/// `inspect`: IO's, with the family, address and port of the local end.
fn ip_inspect(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let io = rb.core_class(CoreClass::Io);
    let m = rb.call(io, "instance_method", &[Value::symbol(intern("inspect"))])?;
    let base = rb.call(m, "bind_call", &[recv])?;
    let mut s = rb.str_lossy(base);
    let Ok(addr) = name_of(rb, recv, false) else { return Ok(base) };
    let Some(fam) = crate::socket::addrinfo::family_name(sockaddr::family(&addr)) else { return Ok(base) };
    let last = s.ends_with('>') && s.len() > 1;
    if last {
        s.pop();
    }
    s.push_str(&format!(", {fam}"));
    if let Some(ip) = sockaddr::parse_ip(&addr) {
        s.push_str(&format!(", {}, {}", sockaddr::ip_text(&ip), ip.port()));
    }
    if last {
        s.push('>');
    }
    Ok(rb.new_str(&s))
}

/// `IPSocket.getaddress(host)`: the first address of `host`.
fn ip_s_getaddress(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let list = resolve_ip(rb, args.get(0), Value::NIL, libc::AF_UNSPEC, libc::SOCK_STREAM, 0)?;
    match list.first() {
        Some(a) => Ok(rb.new_str(&sockaddr::ip_text(a))),
        None => Err(crate::socket::resolve::socket_error(rb, "host not found")),
    }
}

/// CRuby's "CALL for \"HOST\" port PORT" (`rsock_syserr_fail_host_port`).
fn for_host_port(rb: &mut Ruby, what: &str, host: Value, port: Value) -> Result<String> {
    let h = rb.inspect(host)?;
    let p = rb.to_s(port)?;
    Ok(format!("{what} for {h} port {p}"))
}

/// A timeout keyword (seconds, nil for none).
fn timeout_kw(rb: &mut Ruby, kw: Option<Value>, name: &str) -> Result<Option<Duration>> {
    let Some(h) = kw else { return Ok(None) };
    match rb.keyword(h, name) {
        None => Ok(None),
        Some(v) if v.is_nil() => Ok(None),
        Some(v) => match rb.num_to_f64(v) {
            Some(f) if f >= 0.0 => Ok(Some(Duration::from_secs_f64(f.min(1e9)))),
            Some(_) => Err(rb.arg_error("time interval must not be negative")),
            None => {
                let c = rb.conversion_name(v);
                Err(rb.type_error(&format!("can't convert {c} into time interval")))
            }
        },
    }
}

/// Connects socket `io` to `addr`, giving up after `timeout`: Ok(None) on timeout.
fn connect_with_timeout(rb: &mut Ruby, io: Value, addr: &SockAddr, timeout: Option<Duration>) -> Result<Option<std::io::Result<()>>> {
    let r = with_sock(rb, io, |s| s.connect(addr))?;
    match r {
        Ok(()) => return Ok(Some(Ok(()))),
        Err(e) if matches!(e.raw_os_error(), Some(libc::EINPROGRESS) | Some(libc::EAGAIN) | Some(libc::EINTR)) => {}
        Err(e) => return Ok(Some(Err(e))),
    }
    let deadline = timeout.map(|t| Instant::now() + t);
    loop {
        let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
        let fd = rb.io_fd(io, false)?;
        let ready = rb.wait_fd(fd, IoEvents::WRITABLE, left)?;
        if ready.timed_out() {
            if left.is_some_and(|l| l.is_zero()) || deadline.is_some_and(|d| Instant::now() >= d) {
                return Ok(None);
            }
            continue;
        }
        match with_sock(rb, io, |s| s.take_error())? {
            Ok(Some(e)) | Err(e) => return Ok(Some(Err(e))),
            Ok(None) => {
                if with_sock(rb, io, |s| s.peer_addr())?.is_ok() {
                    return Ok(Some(Ok(())));
                }
            }
        }
    }
}

/// `TCPSocket.new(host, port, local_host = nil, local_port = nil, resolv_timeout: nil,
/// connect_timeout: nil, open_timeout: nil, fast_fallback: true)`.
fn tcp_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 2, Some(4))?;
    // `test_mode_settings:` is CRuby's hook for delaying one family's resolution in its own
    // tests of Happy Eyeballs; addresses are tried in the resolver's order here, so it changes
    // nothing.
    args.check_keywords(rb, &["resolv_timeout", "connect_timeout", "open_timeout", "fast_fallback", "test_mode_settings"])?;
    let (host, port) = (args.get(0), args.get(1));
    let p = args.positional();
    let (lhost, lport) = (p.get(2).copied().unwrap_or(Value::NIL), p.get(3).copied().unwrap_or(Value::NIL));
    let kw = args.keywords();
    let connect_timeout = timeout_kw(rb, kw, "connect_timeout")?;
    let resolv_timeout = timeout_kw(rb, kw, "resolv_timeout")?;
    let open_timeout = timeout_kw(rb, kw, "open_timeout")?;
    if open_timeout.is_some() && (connect_timeout.is_some() || resolv_timeout.is_some()) {
        return Err(rb.arg_error("Cannot specify open_timeout along with connect_timeout or resolv_timeout"));
    }
    let started = Instant::now();
    let delays = test_delays(rb, kw)?;
    let mut remotes = resolve_tcp(rb, host, port, 0)?;
    // With test delays, an address is usable only once its family "resolved".
    remotes.sort_by_key(|a| if a.is_ipv4() { delays.0 } else { delays.1 });
    let resolve_limit = open_timeout.or(resolv_timeout);
    let locals = if lhost.is_nil() && lport.is_nil() { None } else { Some(resolve_tcp(rb, lhost, lport, libc::AI_PASSIVE)?) };
    let mut last: Option<std::io::Error> = None;
    for remote in &remotes {
        let delay = if remote.is_ipv4() { delays.0 } else { delays.1 };
        if !delay.is_zero() {
            let elapsed = started.elapsed();
            if let Some(limit) = resolve_limit.filter(|l| *l < delay) {
                rb.sleep(Some(limit.saturating_sub(elapsed)))?;
                let io = rb.core_class(CoreClass::Io);
                let k = rb.const_get(io, "TimeoutError")?;
                let msg = format!("user specified timeout for {}:{}", rb.to_s(host)?, rb.to_s(port)?);
                return Err(rb.raise(k, &msg));
            }
            rb.sleep(Some(delay.saturating_sub(elapsed)))?;
        }
        let local = match &locals {
            Some(l) => match l.iter().find(|a| a.is_ipv4() == remote.is_ipv4()) {
                Some(a) => Some(*a),
                None => continue,
            },
            None => None,
        };
        let domain = if remote.is_ipv4() { libc::AF_INET } else { libc::AF_INET6 };
        let fd = new_fd(rb, domain, libc::SOCK_STREAM, 0)?;
        let sock = socket2::Socket::from(fd);
        if let Some(l) = local {
            if let Err(e) = sock.bind(&SockAddr::from(l)) {
                let msg = for_host_port(rb, "bind(2)", lhost, lport)?;
                return Err(sys_error(rb, &e, &msg));
            }
        }
        init_sock(rb, recv, sock.into())?;
        let timeout = match open_timeout {
            Some(t) => Some(t.saturating_sub(started.elapsed())),
            None => connect_timeout,
        };
        match connect_with_timeout(rb, recv, &SockAddr::from(*remote), timeout)? {
            Some(Ok(())) => return Ok(recv),
            Some(Err(e)) => {
                rb.call(recv, "close", &[])?;
                last = Some(e);
            }
            None => {
                rb.call(recv, "close", &[])?;
                let io = rb.core_class(CoreClass::Io);
                let k = rb.const_get(io, "TimeoutError")?;
                let msg = if open_timeout.is_some() { format!("user specified timeout for {}:{}", rb.to_s(host)?, rb.to_s(port)?) } else { "Connect timed out!".to_string() };
                return Err(rb.raise(k, &msg));
            }
        }
    }
    let msg = for_host_port(rb, "connect(2)", host, port)?;
    match last {
        Some(e) => Err(sys_error(rb, &e, &msg)),
        None => Err(crate::socket::resolve::socket_error(rb, "no appropriate local address")),
    }
}

/// The resolution delays (IPv4, IPv6) of CRuby's `test_mode_settings: {delay: {ipv4: MS,
/// ipv6: MS}}`, zero when not given.
fn test_delays(rb: &mut Ruby, kw: Option<Value>) -> Result<(Duration, Duration)> {
    let mut out = (Duration::ZERO, Duration::ZERO);
    let Some(settings) = kw.and_then(|h| rb.keyword(h, "test_mode_settings")) else { return Ok(out) };
    if !rb.is_hash(settings) {
        return Ok(out);
    }
    let Some(delay) = rb.keyword(settings, "delay") else { return Ok(out) };
    if !rb.is_hash(delay) {
        return Ok(out);
    }
    for (name, slot) in [("ipv4", &mut out.0), ("ipv6", &mut out.1)] {
        if let Some(ms) = rb.keyword(delay, name).and_then(|v| rb.num_to_f64(v)) {
            *slot = Duration::from_secs_f64((ms / 1000.0).clamp(0.0, 1e6));
        }
    }
    Ok(out)
}

/// The stream addresses of a host and port, as TCPSocket resolves them (its resolution error
/// says "getaddrinfo(3)").
fn resolve_tcp(rb: &mut Ruby, host: Value, port: Value, flags: i32) -> Result<Vec<SocketAddr>> {
    match resolve_ip(rb, host, port, libc::AF_UNSPEC, libc::SOCK_STREAM, flags) {
        Ok(v) => Ok(v),
        Err(e) => {
            let socket = class(rb, "Socket::ResolutionError");
            if let Some(x) = e.exception().filter(|_| rb.error_is_a(&e, socket)) {
                let m = rb.call(x, "message", &[])?;
                let text = rb.str_lossy(m);
                if let Some(rest) = text.strip_prefix("getaddrinfo: ") {
                    let code = rb.ivar_get(x, "error_code");
                    let e2 = rb.raise(socket, &format!("getaddrinfo(3): {rest}"));
                    if let Some(y) = e2.exception() {
                        rb.ivar_set(y, "error_code", code)?;
                    }
                    return Err(e2);
                }
            }
            Err(e)
        }
    }
}

/// `TCPServer.new(host = nil, port)`: a listening socket on the first address that binds.
fn tcp_server_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let (host, port) = if args.len() == 1 { (Value::NIL, args.get(0)) } else { (args.get(0), args.get(1)) };
    let addrs = resolve_ip(rb, host, port, libc::AF_UNSPEC, libc::SOCK_STREAM, libc::AI_PASSIVE)?;
    let mut last: Option<(std::io::Error, &str)> = None;
    for a in &addrs {
        let domain = if a.is_ipv4() { libc::AF_INET } else { libc::AF_INET6 };
        let fd = match socket2::Socket::new(socket2::Domain::from(domain), socket2::Type::STREAM, None) {
            Ok(s) => s,
            Err(e) => {
                last = Some((e, "socket(2)"));
                continue;
            }
        };
        let _ = fd.set_reuse_address(true);
        if let Err(e) = fd.bind(&SockAddr::from(*a)) {
            last = Some((e, "bind(2)"));
            continue;
        }
        if let Err(e) = fd.listen(libc::SOMAXCONN) {
            last = Some((e, "listen(2)"));
            continue;
        }
        init_sock(rb, recv, fd.into())?;
        return Ok(recv);
    }
    match last {
        Some((e, what)) => {
            let msg = for_host_port(rb, what, host, port)?;
            Err(sys_error(rb, &e, &msg))
        }
        None => Err(crate::socket::resolve::socket_error(rb, "no appropriate local address")),
    }
}

fn tcp_server_accept(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    match accept(rb, recv, false)? {
        Ok((fd, _)) => {
            let k = class(rb, "TCPSocket");
            new_sock(rb, k, fd)
        }
        Err(e) => Err(sys_error(rb, &e, "accept(2)")),
    }
}

fn tcp_server_accept_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let ex = exception_flag(args.get(0));
    match accept(rb, recv, true)? {
        Ok((fd, _)) => {
            let k = class(rb, "TCPSocket");
            new_sock(rb, k, fd)
        }
        Err(e) => accept_would_block(rb, &e, ex),
    }
}

fn tcp_server_sysaccept(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    use std::os::fd::IntoRawFd;
    match accept(rb, recv, false)? {
        Ok((fd, _)) => Ok(Value::fixnum(fd.into_raw_fd() as i64)),
        Err(e) => Err(sys_error(rb, &e, "accept(2)")),
    }
}

/// `UDPSocket.new(family = Socket::AF_INET)`.
fn udp_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let family = if args.get(0).is_nil() { libc::AF_INET } else { family_arg(rb, args.get(0))? };
    let fd = new_fd(rb, family, libc::SOCK_DGRAM, 0)?;
    init_sock(rb, recv, fd)?;
    Ok(recv)
}

/// The addresses of `host`/`port` of the UDP socket's family.
fn udp_addrs(rb: &mut Ruby, io: Value, host: Value, port: Value) -> Result<Vec<SocketAddr>> {
    let family = socket_family(rb, io)?;
    let family = if family == libc::AF_UNSPEC { libc::AF_INET } else { family };
    resolve_ip(rb, host, port, family, libc::SOCK_DGRAM, 0)
}

/// `UDPSocket#bind(host, port)`: 0.
fn udp_bind(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (host, port) = (args.get(0), args.get(1));
    let addrs = udp_addrs(rb, recv, host, port)?;
    let mut last = None;
    for a in addrs {
        match with_sock(rb, recv, |s| s.bind(&SockAddr::from(a)))? {
            Ok(()) => return Ok(Value::fixnum(0)),
            Err(e) => last = Some(e),
        }
    }
    let msg = for_host_port(rb, "bind(2)", host, port)?;
    let e = last.unwrap_or_else(|| std::io::Error::from_raw_os_error(libc::EADDRNOTAVAIL));
    Err(sys_error(rb, &e, &msg))
}

/// `UDPSocket#connect(host, port)`: 0.
fn udp_connect(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (host, port) = (args.get(0), args.get(1));
    let addrs = udp_addrs(rb, recv, host, port)?;
    let mut last = None;
    for a in addrs {
        match with_sock(rb, recv, |s| s.connect(&SockAddr::from(a)))? {
            Ok(()) => return Ok(Value::fixnum(0)),
            Err(e) => last = Some(e),
        }
    }
    let msg = for_host_port(rb, "connect(2)", host, port)?;
    let e = last.unwrap_or_else(|| std::io::Error::from_raw_os_error(libc::EADDRNOTAVAIL));
    Err(sys_error(rb, &e, &msg))
}

/// `UDPSocket#send(mesg, flags)`, `send(mesg, flags, sockaddr)` or `send(mesg, flags, host,
/// port)`: the number of bytes sent.
fn udp_send(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 2, Some(4))?;
    if args.len() < 4 {
        let bsock = class(rb, "BasicSocket");
        let m = rb.call(bsock, "instance_method", &[Value::symbol(intern("send"))])?;
        let mut a = vec![recv];
        a.extend_from_slice(args.positional());
        return rb.call(m, "bind_call", &a);
    }
    let s = rb.obj_to_s(args.get(0))?;
    let mesg = rb.str_bytes(s).to_vec();
    let flags = int_arg(rb, args.get(1))? | libc::MSG_NOSIGNAL;
    let (host, port) = (args.get(2), args.get(3));
    let addrs = udp_addrs(rb, recv, host, port)?;
    let mut last = None;
    for a in addrs {
        let sa = SockAddr::from(a);
        let r = crate::socket::blocking_call(rb, recv, IoEvents::WRITABLE, |s| s.send_to_with_flags(&mesg, &sa, flags | libc::MSG_DONTWAIT))?;
        match r {
            Ok(n) => return Ok(Value::fixnum(n as i64)),
            Err(e) => last = Some(e),
        }
    }
    let msg = for_host_port(rb, "sendto(2)", host, port)?;
    let e = last.unwrap_or_else(|| std::io::Error::from_raw_os_error(libc::EADDRNOTAVAIL));
    Err(sys_error(rb, &e, &msg))
}

/// `__recvfrom_nonblock(len, flags, outbuf, exception)` of UDPSocket: [mesg, address array].
fn udp_recvfrom_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let len = length_arg(rb, args.get(0))?;
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    let ex = exception_flag(args.get(3));
    match recv_from(rb, recv, len, flags, true)? {
        Ok((b, from)) => {
            let m = deliver(rb, args.get(2), b)?;
            let norev = norevlookup(rb, recv);
            let a = match from {
                Some(f) => ip_entry(rb, &f, norev)?,
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

pub fn init(rb: &mut Ruby) -> Result<()> {
    let ip = class(rb, "IPSocket");
    define_methods!(rb, ip, [("addr", -1, ip_addr), ("peeraddr", -1, ip_peeraddr), ("recvfrom", -1, ip_recvfrom), ("inspect", 0, ip_inspect)]);
    rb.define_singleton_method(ip, "getaddress", 1, ip_s_getaddress)?;

    let tcp = class(rb, "TCPSocket");
    rb.define_private_method(tcp, "initialize", -1, tcp_initialize);

    let server = class(rb, "TCPServer");
    rb.define_private_method(server, "initialize", -1, tcp_server_initialize);
    define_methods!(rb, server, [("accept", 0, tcp_server_accept), ("sysaccept", 0, tcp_server_sysaccept), ("listen", 1, sock_listen)]);
    rb.define_private_method(server, "__accept_nonblock", 1, tcp_server_accept_nonblock);

    let udp = class(rb, "UDPSocket");
    rb.define_private_method(udp, "initialize", -1, udp_initialize);
    define_methods!(rb, udp, [("bind", 2, udp_bind), ("connect", 2, udp_connect), ("send", -1, udp_send)]);
    rb.define_private_method(udp, "__recvfrom_nonblock", 4, udp_recvfrom_nonblock);
    Ok(())
}
