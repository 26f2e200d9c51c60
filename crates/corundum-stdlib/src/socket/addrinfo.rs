//! Addrinfo: a socket address with the protocol family, socket type and protocol to use it
//! with (CRuby's raddrinfo.c): construction from sockaddr bytes or CRuby's address arrays,
//! `getaddrinfo`, `ip`/`tcp`/`udp`/`unix`, the address predicates, `inspect`, Marshal support.
//!
//! Invariants: an Addrinfo's payload is set once (`initialize` or `marshal_load` on a fresh
//! object: TypeError "already initialized socket address" after), and every reader raises
//! TypeError "uninitialized socket address" before; `canonname` and `inspectname` are frozen
//! Strings or nil.

use std::net::{Ipv4Addr, SocketAddr};

use corundum_vm::api::{define_methods, impl_typed_data, Args, Marker, Result, Ruby, Value};

use crate::socket::args::{family_arg, int_arg, is_ip_family, socktype_arg};
use crate::socket::constants::{lookup, name_of};
use crate::socket::resolve::{self, host_arg, port_arg, socket_error, Hints, Resolved};
use crate::socket::{class, sockaddr};

/// The payload of an Addrinfo.
pub struct AddrinfoData {
    pub init: bool,
    pub addr: Vec<u8>,
    pub pfamily: i32,
    pub socktype: i32,
    pub protocol: i32,
    pub canonname: Value,
    pub inspectname: Value,
}

impl_typed_data!(AddrinfoData, c"socket/addrinfo", {
    fn mark(&self, m: &mut Marker) {
        m.mark(self.canonname);
        m.mark(self.inspectname);
    }
});

fn empty() -> AddrinfoData {
    AddrinfoData { init: false, addr: Vec::new(), pfamily: 0, socktype: 0, protocol: 0, canonname: Value::NIL, inspectname: Value::NIL }
}

fn allocate(rb: &mut Ruby, klass: Value) -> Result {
    Ok(rb.new_data(klass, empty()))
}

/// A copy of the fields of Addrinfo `v` (TypeError "uninitialized socket address" before
/// `initialize`).
fn get(rb: &mut Ruby, v: Value) -> Result<(Vec<u8>, i32, i32, i32, Value, Value)> {
    let d = rb.data::<AddrinfoData>(v)?;
    let a = d.get(rb);
    if !a.init {
        return Err(rb.type_error("uninitialized socket address"));
    }
    Ok((a.addr.clone(), a.pfamily, a.socktype, a.protocol, a.canonname, a.inspectname))
}

/// The sockaddr bytes of `v` when it is an initialized Addrinfo.
pub fn sockaddr_of(rb: &mut Ruby, v: Value) -> Option<Vec<u8>> {
    let d = rb.try_data::<AddrinfoData>(v)?;
    let a = d.get(rb);
    a.init.then(|| a.addr.clone())
}

/// A new Addrinfo (CRuby's `rsock_addrinfo_new`): ArgumentError "sockaddr string too big" past
/// a sockaddr_storage.
pub fn new_addrinfo(rb: &mut Ruby, addr: Vec<u8>, pfamily: i32, socktype: i32, protocol: i32, canonname: Value, inspectname: Value) -> Result {
    if addr.len() > 128 {
        return Err(rb.arg_error("sockaddr string too big"));
    }
    let k = class(rb, "Addrinfo");
    Ok(rb.new_data(k, AddrinfoData { init: true, addr, pfamily, socktype, protocol, canonname, inspectname }))
}

/// The Addrinfo of an address the kernel gave for socket descriptor `fd`: its family, the
/// socket's type (SO_TYPE), protocol 0 (CRuby's `rsock_fd_socket_addrinfo`).
pub fn for_socket(rb: &mut Ruby, io: Value, addr: Vec<u8>) -> Result {
    let family = sockaddr::family(&addr);
    let ty = crate::socket::with_sock(rb, io, |s| s.r#type())?;
    let ty = match ty {
        Ok(t) => i32::from(t),
        Err(e) => return Err(crate::socket::sys_error(rb, &e, "getsockopt(SO_TYPE)")),
    };
    new_addrinfo(rb, addr, family, ty, 0, Value::NIL, Value::NIL)
}

fn frozen_str(rb: &mut Ruby, s: &str) -> Value {
    let v = rb.new_str(s);
    rb.freeze(v);
    v
}

/// CRuby's `make_inspectname`: the host and service as given, each dropped when the numeric
/// form of the first result already shows it.
fn inspectname(rb: &mut Ruby, node: Value, service: Value, first: Option<&Resolved>) -> Result {
    let (mut node, mut service) = (node, service);
    if let Some(ip) = first.and_then(|r| sockaddr::parse_ip(&r.addr)) {
        let host = sockaddr::ip_text(&ip);
        let port = ip.port().to_string();
        if rb.is_string(node) && rb.str_bytes(node) == host.as_bytes() {
            node = Value::NIL;
        }
        if rb.is_string(service) && rb.str_bytes(service) == port.as_bytes() {
            service = Value::NIL;
        } else if service.is_fixnum() && service.as_fixnum() == ip.port() as i64 {
            service = Value::NIL;
        }
    }
    let mut name: Option<String> = None;
    if rb.is_string(node) {
        name = Some(rb.str_lossy(node));
    }
    if rb.is_string(service) {
        let s = rb.str_lossy(service);
        name = Some(format!("{}:{s}", name.unwrap_or_default()));
    } else if service.is_fixnum() && service.as_fixnum() != 0 {
        name = Some(format!("{}:{}", name.unwrap_or_default(), service.as_fixnum() as i32));
    }
    Ok(match name {
        Some(n) => frozen_str(rb, &n),
        None => Value::NIL,
    })
}

/// CRuby's `call_getaddrinfo`: getaddrinfo with family/socktype/protocol/flags arguments.
pub fn call_getaddrinfo(rb: &mut Ruby, node: Value, service: Value, family: Value, socktype: Value, protocol: Value, flags: Value, socktype_hack: bool) -> Result<Vec<Resolved>> {
    let mut h = Hints::default();
    if !family.is_nil() {
        h.family = family_arg(rb, family)?;
    }
    if !socktype.is_nil() {
        h.socktype = socktype_arg(rb, socktype)?;
    }
    if !protocol.is_nil() {
        h.protocol = int_arg(rb, protocol)?;
    }
    if !flags.is_nil() {
        h.flags = int_arg(rb, flags)?;
    }
    let mut extra = 0;
    let host = host_arg(rb, node, &mut extra)?;
    let port = port_arg(rb, service, &mut extra)?;
    if socktype_hack && h.socktype == 0 && resolve::is_number(port.as_deref()) {
        h.socktype = libc::SOCK_DGRAM;
    }
    h.flags |= extra;
    resolve::getaddrinfo(rb, host, port, h)
}

fn canon(rb: &mut Ruby, r: &Resolved) -> Value {
    match &r.canonname {
        Some(c) => frozen_str(rb, c),
        None => Value::NIL,
    }
}

/// The first result as an Addrinfo (`Addrinfo.ip`/`tcp`/`udp`).
fn firstonly(rb: &mut Ruby, node: Value, service: Value, socktype: i32, protocol: i32) -> Result {
    let list = call_getaddrinfo(rb, node, service, Value::fixnum(0), Value::fixnum(socktype as i64), Value::fixnum(protocol as i64), Value::fixnum(0), false)?;
    let first = &list[0];
    let name = inspectname(rb, node, service, Some(first))?;
    let c = canon(rb, first);
    new_addrinfo(rb, first.addr.clone(), first.family, first.socktype, first.protocol, c, name)
}

/// `Addrinfo.getaddrinfo(node, service, family = nil, socktype = nil, protocol = nil,
/// flags = nil, timeout: nil)`.
fn ai_s_getaddrinfo(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 2, Some(6))?;
    args.check_keywords(rb, &["timeout"])?;
    let p = args.positional();
    let g = |i: usize| p.get(i).copied().unwrap_or(Value::NIL);
    let (node, service) = (g(0), g(1));
    let list = call_getaddrinfo(rb, node, service, g(2), g(3), g(4), g(5), false)?;
    let name = inspectname(rb, node, service, list.first())?;
    let mut out = Vec::with_capacity(list.len());
    let arr = rb.new_array(Vec::new());
    for r in &list {
        let c = canon(rb, r);
        let a = new_addrinfo(rb, r.addr.clone(), r.family, r.socktype, r.protocol, c, name)?;
        rb.array_push(arr, a)?;
        out.push(a);
    }
    Ok(arr)
}

fn ai_s_ip(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let a = firstonly(rb, args.get(0), Value::NIL, 0, 0)?;
    let d = rb.data::<AddrinfoData>(a)?;
    let p = d.get_mut(rb);
    p.socktype = 0;
    p.protocol = 0;
    Ok(a)
}

fn ai_s_tcp(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    firstonly(rb, args.get(0), args.get(1), libc::SOCK_STREAM, libc::IPPROTO_TCP)
}

fn ai_s_udp(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    firstonly(rb, args.get(0), args.get(1), libc::SOCK_DGRAM, libc::IPPROTO_UDP)
}

/// The sockaddr_un of a path argument, with CRuby's length checks.
fn unix_sockaddr(rb: &mut Ruby, path: Value) -> Result<Vec<u8>> {
    let s = rb.expect_string(path)?;
    let b = rb.str_bytes(s).to_vec();
    if b.len() > sockaddr::SUN_PATH_LEN {
        return Err(rb.arg_error(&format!("too long unix socket path ({} bytes given but {} bytes max)", b.len(), sockaddr::SUN_PATH_LEN)));
    }
    Ok(sockaddr::pack_un(&b))
}

/// `Addrinfo.unix(path, socktype = :STREAM)`.
fn ai_s_unix(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(2))?;
    let socktype = if args.get(1).is_nil() { libc::SOCK_STREAM } else { socktype_arg(rb, args.get(1))? };
    let addr = unix_sockaddr(rb, args.get(0))?;
    new_addrinfo(rb, addr, libc::PF_UNIX, socktype, 0, Value::NIL, Value::NIL)
}

/// The family of a name in an address array (`"AF_INET"`, `"INET"`).
fn family_from_name(name: &str) -> Option<i32> {
    lookup(&["AF_", "PF_"], name).map(|v| v as i32)
}

/// `Addrinfo.new(sockaddr, family = nil, socktype = nil, protocol = nil)`.
fn ai_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 1, Some(4))?;
    let d = rb.data::<AddrinfoData>(recv)?;
    if d.get(rb).init {
        return Err(rb.type_error("already initialized socket address"));
    }
    let pfamily = if args.get(1).is_nil() { libc::PF_UNSPEC } else { family_arg(rb, args.get(1))? };
    let socktype = if args.get(2).is_nil() { 0 } else { socktype_arg(rb, args.get(2))? };
    let protocol = if args.get(3).is_nil() { 0 } else { int_arg(rb, args.get(3))? };
    let arg = args.get(0);
    let data = if let Some(ary) = rb.check_array(arg)? {
        let afamily = rb.array_get(ary, 0);
        let afamily = rb.expect_string(afamily)?;
        let fname = rb.str_lossy(afamily);
        let Some(af) = family_from_name(&fname) else {
            return Err(socket_error(rb, &format!("unknown address family: {fname}")));
        };
        match af {
            libc::AF_INET | libc::AF_INET6 => {
                let service = rb.array_get(ary, 1);
                let service = Value::fixnum(int_arg(rb, service)? as i64);
                let nodename = rb.array_get(ary, 2);
                if !nodename.is_nil() {
                    rb.expect_string(nodename)?;
                }
                let numeric = rb.array_get(ary, 3);
                rb.expect_string(numeric)?;
                let fam = if pfamily != 0 { pfamily } else { af };
                let flags = libc::AI_NUMERICHOST | libc::AI_NUMERICSERV;
                let list = call_getaddrinfo(rb, numeric, service, Value::fixnum(fam as i64), Value::fixnum(socktype as i64), Value::fixnum(protocol as i64), Value::fixnum(flags as i64), true)?;
                let same = rb.is_string(nodename) && rb.str_bytes(nodename) == rb.str_bytes(numeric);
                let iname = if same || nodename.is_nil() && numeric.is_nil() { Value::NIL } else { inspectname(rb, nodename, service, list.first())? };
                let first = &list[0];
                let c = canon(rb, first);
                AddrinfoData { init: true, addr: first.addr.clone(), pfamily: fam, socktype, protocol, canonname: c, inspectname: iname }
            }
            libc::AF_UNIX => {
                let path = rb.array_get(ary, 1);
                let addr = unix_sockaddr(rb, path)?;
                AddrinfoData { init: true, addr, pfamily: libc::PF_UNIX, socktype: libc::SOCK_STREAM, protocol: 0, canonname: Value::NIL, inspectname: Value::NIL }
            }
            _ => return Err(socket_error(rb, "unexpected address family")),
        }
    } else {
        let s = rb.expect_string(arg)?;
        let addr = rb.str_bytes(s).to_vec();
        if addr.len() > 128 {
            return Err(rb.arg_error("sockaddr string too big"));
        }
        AddrinfoData { init: true, addr, pfamily, socktype, protocol, canonname: Value::NIL, inspectname: Value::NIL }
    };
    let d = rb.data::<AddrinfoData>(recv)?;
    *d.get_mut(rb) = data;
    Ok(recv)
}

/// The name of an address family for inspect texts ("AF_INET").
pub fn family_name(af: i32) -> Option<&'static str> {
    name_of("AF_", af as i64)
}

fn inspect_sockaddr_text(addr: &[u8]) -> String {
    sockaddr::inspect(addr, family_name)
}

fn ai_inspect_sockaddr(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (addr, ..) = get(rb, recv)?;
    let s = inspect_sockaddr_text(&addr);
    Ok(rb.new_str(&s))
}

fn ai_inspect(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (addr, pfamily, socktype, protocol, canonname, iname) = get(rb, recv)?;
    let k = rb.obj_class(recv);
    let mut s = format!("#<{}: {}", rb.class_name(k), inspect_sockaddr_text(&addr));
    if pfamily != 0 && sockaddr::family(&addr) != pfamily {
        match name_of("PF_", pfamily as i64) {
            Some(n) => s.push_str(&format!(" {n}")),
            None => s.push_str(&format!(" PF_???({pfamily})")),
        }
    }
    let internet = pfamily == libc::PF_INET || pfamily == libc::PF_INET6;
    if internet && socktype == libc::SOCK_STREAM && (protocol == 0 || protocol == libc::IPPROTO_TCP) {
        s.push_str(" TCP");
    } else if internet && socktype == libc::SOCK_DGRAM && (protocol == 0 || protocol == libc::IPPROTO_UDP) {
        s.push_str(" UDP");
    } else {
        if socktype != 0 {
            match name_of("SOCK_", socktype as i64) {
                Some(n) => s.push_str(&format!(" {n}")),
                None => s.push_str(&format!(" SOCK_???({socktype})")),
            }
        }
        if protocol != 0 {
            match name_of("IPPROTO_", protocol as i64).filter(|_| internet) {
                Some(n) => s.push_str(&format!(" {n}")),
                None => s.push_str(&format!(" UNKNOWN_PROTOCOL({protocol})")),
            }
        }
    }
    if !canonname.is_nil() {
        s.push_str(&format!(" {}", rb.str_lossy(canonname)));
    }
    if !iname.is_nil() {
        s.push_str(&format!(" ({})", rb.str_lossy(iname)));
    }
    s.push('>');
    Ok(rb.new_str(&s))
}

fn ai_afamily(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (addr, ..) = get(rb, recv)?;
    Ok(Value::fixnum(sockaddr::family(&addr) as i64))
}

fn ai_pfamily(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::fixnum(get(rb, recv)?.1 as i64))
}

fn ai_socktype(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::fixnum(get(rb, recv)?.2 as i64))
}

fn ai_protocol(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::fixnum(get(rb, recv)?.3 as i64))
}

fn ai_canonname(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(get(rb, recv)?.4)
}

fn ai_to_sockaddr(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (addr, ..) = get(rb, recv)?;
    Ok(rb.new_binary_string(addr))
}

fn afamily_of(rb: &mut Ruby, recv: Value) -> Result<i32> {
    Ok(sockaddr::family(&get(rb, recv)?.0))
}

fn ai_ip_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(is_ip_family(afamily_of(rb, recv)?)))
}

fn ai_ipv4_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(afamily_of(rb, recv)? == libc::AF_INET))
}

fn ai_ipv6_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(afamily_of(rb, recv)? == libc::AF_INET6))
}

fn ai_unix_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(afamily_of(rb, recv)? == libc::AF_UNIX))
}

/// `getnameinfo(flags = 0)`: [node, service].
fn ai_getnameinfo(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    args.check_count(rb, 0, Some(1))?;
    let mut flags = if args.get(0).is_nil() { 0 } else { int_arg(rb, args.get(0))? };
    let (addr, _, socktype, ..) = get(rb, recv)?;
    if socktype == libc::SOCK_DGRAM {
        flags |= libc::NI_DGRAM;
    }
    let (host, serv) = nameinfo(rb, &addr, flags)?;
    let (h, s) = (rb.new_str(&host), rb.new_str(&serv));
    Ok(rb.new_array(vec![h, s]))
}

/// getnameinfo of any sockaddr: IP addresses through the resolver, a UNIX address as its
/// path and no service (as glibc answers).
pub fn nameinfo(rb: &mut Ruby, addr: &[u8], flags: i32) -> Result<(String, String)> {
    match sockaddr::parse_ip(addr) {
        Some(ip) => resolve::getnameinfo(rb, ip, flags),
        None if sockaddr::family(addr) == libc::AF_UNIX => Ok((String::from_utf8_lossy(sockaddr::unix_path(addr).unwrap_or(&[])).into_owned(), String::new())),
        None => Err(resolve::resolution_error(rb, "getnameinfo", libc::EAI_FAMILY, 0, &resolve::gai_text(libc::EAI_FAMILY))),
    }
}

fn ip_of(rb: &mut Ruby, recv: Value) -> Result<SocketAddr> {
    let (addr, ..) = get(rb, recv)?;
    match sockaddr::parse_ip(&addr) {
        Some(a) => Ok(a),
        None => Err(socket_error(rb, "need IPv4 or IPv6 address")),
    }
}

fn ai_ip_unpack(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let a = ip_of(rb, recv)?;
    let h = rb.new_str(&sockaddr::ip_text(&a));
    Ok(rb.new_array(vec![h, Value::fixnum(a.port() as i64)]))
}

fn ai_ip_address(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let a = ip_of(rb, recv)?;
    Ok(rb.new_str(&sockaddr::ip_text(&a)))
}

fn ai_ip_port(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (addr, ..) = get(rb, recv)?;
    match sockaddr::family(&addr) {
        libc::AF_INET if addr.len() != sockaddr::SOCKADDR_IN_LEN => Err(socket_error(rb, "unexpected sockaddr size for IPv4")),
        libc::AF_INET6 if addr.len() != sockaddr::SOCKADDR_IN6_LEN => Err(socket_error(rb, "unexpected sockaddr size for IPv6")),
        libc::AF_INET | libc::AF_INET6 => Ok(Value::fixnum(u16::from_be_bytes([addr[2], addr[3]]) as i64)),
        _ => Err(socket_error(rb, "need IPv4 or IPv6 address")),
    }
}

fn v4_of(rb: &mut Ruby, recv: Value) -> Result<Option<u32>> {
    let (addr, ..) = get(rb, recv)?;
    Ok(sockaddr::parse_in(&addr).map(|a| u32::from(*a.ip())))
}

fn v6_of(rb: &mut Ruby, recv: Value) -> Result<Option<[u8; 16]>> {
    let (addr, ..) = get(rb, recv)?;
    Ok(sockaddr::parse_in6(&addr).map(|a| a.ip().octets()))
}

macro_rules! v4_pred {
    ($name:ident, $test:expr) => {
        fn $name(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
            let t: fn(u32) -> bool = $test;
            Ok(Value::bool(v4_of(rb, recv)?.is_some_and(t)))
        }
    };
}

macro_rules! v6_pred {
    ($name:ident, $test:expr) => {
        fn $name(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
            let t: fn(&[u8; 16]) -> bool = $test;
            Ok(Value::bool(v6_of(rb, recv)?.is_some_and(|a| t(&a))))
        }
    };
}

v4_pred!(ai_ipv4_private_p, |a| a & 0xff000000 == 0x0a000000 || a & 0xfff00000 == 0xac100000 || a & 0xffff0000 == 0xc0a80000);
v4_pred!(ai_ipv4_loopback_p, |a| a & 0xff000000 == 0x7f000000);
v4_pred!(ai_ipv4_multicast_p, |a| a & 0xf0000000 == 0xe0000000);
v6_pred!(ai_ipv6_unspecified_p, |a| a.iter().all(|&x| x == 0));
v6_pred!(ai_ipv6_loopback_p, |a| a[..15].iter().all(|&x| x == 0) && a[15] == 1);
v6_pred!(ai_ipv6_multicast_p, |a| a[0] == 0xff);
v6_pred!(ai_ipv6_linklocal_p, |a| a[0] == 0xfe && a[1] & 0xc0 == 0x80);
v6_pred!(ai_ipv6_sitelocal_p, |a| a[0] == 0xfe && a[1] & 0xc0 == 0xc0);
v6_pred!(ai_ipv6_unique_local_p, |a| a[0] & 0xfe == 0xfc);
v6_pred!(ai_ipv6_v4mapped_p, |a| a[..10].iter().all(|&x| x == 0) && a[10] == 0xff && a[11] == 0xff);
v6_pred!(ai_ipv6_v4compat_p, |a| a[..12].iter().all(|&x| x == 0) && u32::from_be_bytes([a[12], a[13], a[14], a[15]]) > 1);
v6_pred!(ai_ipv6_mc_nodelocal_p, |a| a[0] == 0xff && a[1] & 0xf == 0x1);
v6_pred!(ai_ipv6_mc_linklocal_p, |a| a[0] == 0xff && a[1] & 0xf == 0x2);
v6_pred!(ai_ipv6_mc_sitelocal_p, |a| a[0] == 0xff && a[1] & 0xf == 0x5);
v6_pred!(ai_ipv6_mc_orglocal_p, |a| a[0] == 0xff && a[1] & 0xf == 0x8);
v6_pred!(ai_ipv6_mc_global_p, |a| a[0] == 0xff && a[1] & 0xf == 0xe);

/// `ipv6_to_ipv4`: the IPv4 Addrinfo of an IPv4-mapped or -compatible IPv6 address, else nil.
fn ai_ipv6_to_ipv4(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (addr, _, socktype, protocol, canonname, iname) = get(rb, recv)?;
    let Some(a) = sockaddr::parse_in6(&addr) else { return Ok(Value::NIL) };
    let o = a.ip().octets();
    let mapped = o[..10].iter().all(|&x| x == 0) && o[10] == 0xff && o[11] == 0xff;
    let compat = o[..12].iter().all(|&x| x == 0) && u32::from_be_bytes([o[12], o[13], o[14], o[15]]) > 1;
    if !mapped && !compat {
        return Ok(Value::NIL);
    }
    let v4 = sockaddr::pack_in(Ipv4Addr::new(o[12], o[13], o[14], o[15]), 0);
    new_addrinfo(rb, v4, libc::PF_INET, socktype, protocol, canonname, iname)
}

fn ai_unix_path(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (addr, ..) = get(rb, recv)?;
    if sockaddr::family(&addr) != libc::AF_UNIX {
        return Err(socket_error(rb, "need AF_UNIX address"));
    }
    let Some(p) = sockaddr::unix_path(&addr) else {
        return Err(socket_error(rb, &format!("too short AF_UNIX address: {} bytes given for minimum {} bytes.", addr.len(), sockaddr::SUN_PATH_OFFSET)));
    };
    if p.len() > sockaddr::SUN_PATH_LEN {
        return Err(socket_error(rb, &format!("too long AF_UNIX path ({} bytes given but {} bytes max)", p.len(), sockaddr::SUN_PATH_LEN)));
    }
    Ok(rb.new_string(p.to_vec()))
}

/// `marshal_dump`: [afamily, address, pfamily, socktype, protocol, canonname, inspectname].
fn ai_marshal_dump(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (addr, pfamily, socktype, protocol, canonname, iname) = get(rb, recv)?;
    let af = sockaddr::family(&addr);
    let Some(pf) = name_of("PF_", pfamily as i64) else {
        return Err(socket_error(rb, &format!("unknown protocol family: {pfamily}")));
    };
    let st = if socktype == 0 {
        Value::fixnum(0)
    } else {
        match name_of("SOCK_", socktype as i64) {
            Some(n) => rb.new_str(n),
            None => return Err(socket_error(rb, &format!("unknown socktype: {socktype}"))),
        }
    };
    let pr = if protocol == 0 {
        Value::fixnum(0)
    } else if is_ip_family(af) {
        match name_of("IPPROTO_", protocol as i64) {
            Some(n) => rb.new_str(n),
            None => return Err(socket_error(rb, &format!("unknown IP protocol: {protocol}"))),
        }
    } else {
        return Err(socket_error(rb, &format!("unknown protocol: {protocol}")));
    };
    let Some(afn) = family_name(af) else {
        return Err(socket_error(rb, &format!("unknown address family: {af}")));
    };
    let sa = if af == libc::AF_UNIX {
        let p = sockaddr::unix_path(&addr).unwrap_or(&[]).to_vec();
        rb.new_string(p)
    } else {
        let (h, s) = nameinfo(rb, &addr, libc::NI_NUMERICHOST | libc::NI_NUMERICSERV)?;
        let (h, s) = (rb.new_str(&h), rb.new_str(&s));
        rb.new_array(vec![h, s])
    };
    let afv = rb.new_str(afn);
    let pfv = rb.new_str(pf);
    Ok(rb.new_array(vec![afv, sa, pfv, st, pr, canonname, iname]))
}

/// A name from a marshaled Addrinfo looked up with `prefixes` (TypeError `msg` otherwise).
fn marshal_name(rb: &mut Ruby, v: Value, prefixes: &[&str], msg: &str) -> Result<i32> {
    let s = rb.expect_string(v)?;
    let n = rb.str_lossy(s);
    match lookup(prefixes, &n) {
        Some(x) => Ok(x as i32),
        None => Err(rb.type_error(msg)),
    }
}

fn ai_marshal_load(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = rb.data::<AddrinfoData>(recv)?;
    if d.get(rb).init {
        return Err(rb.type_error("already initialized socket address"));
    }
    let ary = match rb.check_array(args.get(0))? {
        Some(a) => a,
        None => return Err(rb.conversion_error(args.get(0), "Array")),
    };
    let e = |rb: &mut Ruby, i| rb.array_get(ary, i);
    let v = e(rb, 0);
    let afamily = marshal_name(rb, v, &["AF_", "PF_"], "unexpected address family")?;
    let v = e(rb, 2);
    let pfamily = marshal_name(rb, v, &["AF_", "PF_"], "unexpected protocol family")?;
    let v = e(rb, 3);
    let socktype = if v == Value::fixnum(0) { 0 } else { marshal_name(rb, v, &["SOCK_"], "unexpected socktype")? };
    let v = e(rb, 4);
    let protocol = if v == Value::fixnum(0) {
        0
    } else if is_ip_family(afamily) {
        marshal_name(rb, v, &["IPPROTO_"], "unexpected protocol")?
    } else {
        return Err(rb.type_error("unexpected protocol"));
    };
    let canonname = e(rb, 5);
    if !canonname.is_nil() {
        rb.expect_string(canonname)?;
    }
    let iname = e(rb, 6);
    if !iname.is_nil() {
        rb.expect_string(iname)?;
    }
    let v = e(rb, 1);
    let addr = if afamily == libc::AF_UNIX {
        let s = rb.expect_string(v)?;
        let p = rb.str_bytes(s).to_vec();
        if p.len() > sockaddr::SUN_PATH_LEN {
            return Err(socket_error(rb, &format!("too long AF_UNIX path ({} bytes given but {} bytes max)", p.len(), sockaddr::SUN_PATH_LEN)));
        }
        let mut b = sockaddr::pack_un(&p);
        b.resize(sockaddr::SOCKADDR_UN_LEN, 0);
        b
    } else {
        let pair = match rb.check_array(v)? {
            Some(a) => a,
            None => return Err(rb.conversion_error(v, "Array")),
        };
        let (h, s) = (rb.array_get(pair, 0), rb.array_get(pair, 1));
        let flags = libc::AI_NUMERICHOST | libc::AI_NUMERICSERV;
        let list = call_getaddrinfo(rb, h, s, Value::fixnum(pfamily as i64), Value::fixnum(socktype as i64), Value::fixnum(protocol as i64), Value::fixnum(flags as i64), true)?;
        list[0].addr.clone()
    };
    let d = rb.data::<AddrinfoData>(recv)?;
    *d.get_mut(rb) = AddrinfoData { init: true, addr, pfamily, socktype, protocol, canonname, inspectname: iname };
    Ok(recv)
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let k = class(rb, "Addrinfo");
    rb.define_alloc_func(k, allocate);
    rb.define_private_method(k, "initialize", -1, ai_initialize);
    rb.define_singleton_method(k, "getaddrinfo", -1, ai_s_getaddrinfo)?;
    rb.define_singleton_method(k, "ip", 1, ai_s_ip)?;
    rb.define_singleton_method(k, "tcp", 2, ai_s_tcp)?;
    rb.define_singleton_method(k, "udp", 2, ai_s_udp)?;
    rb.define_singleton_method(k, "unix", -1, ai_s_unix)?;
    define_methods!(rb, k, [
        ("inspect", 0, ai_inspect),
        ("inspect_sockaddr", 0, ai_inspect_sockaddr),
        ("afamily", 0, ai_afamily),
        ("pfamily", 0, ai_pfamily),
        ("socktype", 0, ai_socktype),
        ("protocol", 0, ai_protocol),
        ("canonname", 0, ai_canonname),
        ("ipv4?", 0, ai_ipv4_p),
        ("ipv6?", 0, ai_ipv6_p),
        ("unix?", 0, ai_unix_p),
        ("ip?", 0, ai_ip_p),
        ("ip_unpack", 0, ai_ip_unpack),
        ("ip_address", 0, ai_ip_address),
        ("ip_port", 0, ai_ip_port),
        ("ipv4_private?", 0, ai_ipv4_private_p),
        ("ipv4_loopback?", 0, ai_ipv4_loopback_p),
        ("ipv4_multicast?", 0, ai_ipv4_multicast_p),
        ("ipv6_unspecified?", 0, ai_ipv6_unspecified_p),
        ("ipv6_loopback?", 0, ai_ipv6_loopback_p),
        ("ipv6_multicast?", 0, ai_ipv6_multicast_p),
        ("ipv6_linklocal?", 0, ai_ipv6_linklocal_p),
        ("ipv6_sitelocal?", 0, ai_ipv6_sitelocal_p),
        ("ipv6_unique_local?", 0, ai_ipv6_unique_local_p),
        ("ipv6_v4mapped?", 0, ai_ipv6_v4mapped_p),
        ("ipv6_v4compat?", 0, ai_ipv6_v4compat_p),
        ("ipv6_mc_nodelocal?", 0, ai_ipv6_mc_nodelocal_p),
        ("ipv6_mc_linklocal?", 0, ai_ipv6_mc_linklocal_p),
        ("ipv6_mc_sitelocal?", 0, ai_ipv6_mc_sitelocal_p),
        ("ipv6_mc_orglocal?", 0, ai_ipv6_mc_orglocal_p),
        ("ipv6_mc_global?", 0, ai_ipv6_mc_global_p),
        ("ipv6_to_ipv4", 0, ai_ipv6_to_ipv4),
        ("unix_path", 0, ai_unix_path),
        ("to_sockaddr", 0, ai_to_sockaddr),
        ("to_s", 0, ai_to_sockaddr),
        ("getnameinfo", -1, ai_getnameinfo),
        ("marshal_dump", 0, ai_marshal_dump),
        ("marshal_load", 1, ai_marshal_load),
    ]);
    Ok(())
}
