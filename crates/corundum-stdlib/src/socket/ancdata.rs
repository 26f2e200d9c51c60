//! sendmsg/recvmsg with ancillary data (CRuby's ancdata.c): BasicSocket's private
//! `__sendmsg`, `__sendmsg_nonblock`, `__recvmsg`, `__recvmsg_nonblock` (lib/socket.rb wraps
//! them) and Socket::AncillaryData (`int`, `unix_rights`, `cmsg_is?`, the readers and
//! `inspect`).
//!
//! Invariants:
//! - Control messages go out as the bytes of Linux's `cmsghdr` layout (length, level, type,
//!   data, padded to the word size), built here from each AncillaryData or [level, type, data].
//! - Descriptors received with SCM_RIGHTS become IOs when `scm_rights: true` is given and are
//!   closed otherwise, so none leaks (as CRuby).

use std::os::fd::AsRawFd;

use corundum_vm::api::{define_methods, inspect_bytes, intern, Args, CoreClass, IoEvents, Result, Ruby, Value};

use crate::socket::args::{cmsg_type_arg, exception_flag, family_arg, int_arg, level_arg};
use crate::socket::basic_socket::socket_family;
use crate::socket::constants::name_of;
use crate::socket::{addrinfo, class, sockaddr, sys_error, with_sock};

/// A new Socket::AncillaryData.
fn new_ancdata(rb: &mut Ruby, family: i32, level: i32, ty: i32, data: Vec<u8>) -> Result {
    let k = class(rb, "Socket::AncillaryData");
    let o = rb.new_object(k);
    let d = rb.new_binary_string(data);
    set_fields(rb, o, family, level, ty, d)?;
    Ok(o)
}

fn set_fields(rb: &mut Ruby, o: Value, family: i32, level: i32, ty: i32, data: Value) -> Result<()> {
    rb.ivar_set(o, "family", Value::fixnum(family as i64))?;
    rb.ivar_set(o, "level", Value::fixnum(level as i64))?;
    rb.ivar_set(o, "type", Value::fixnum(ty as i64))?;
    rb.ivar_set(o, "data", data)
}

fn fields(rb: &mut Ruby, o: Value) -> Result<(i32, i32, i32, Vec<u8>)> {
    let f = rb.ivar_get(o, "family");
    let l = rb.ivar_get(o, "level");
    let t = rb.ivar_get(o, "type");
    let d = rb.ivar_get(o, "data");
    let d = rb.expect_string(d)?;
    let bytes = rb.str_bytes(d).to_vec();
    Ok((int_arg(rb, f)?, int_arg(rb, l)?, int_arg(rb, t)?, bytes))
}

/// `AncillaryData.new(family, cmsg_level, cmsg_type, cmsg_data)`.
fn anc_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let family = family_arg(rb, args.get(0))?;
    let level = level_arg(rb, family, args.get(1))?;
    let ty = cmsg_type_arg(rb, family, level, args.get(2))?;
    let data = rb.expect_string(args.get(3))?;
    set_fields(rb, recv, family, level, ty, data)?;
    Ok(recv)
}

fn anc_family(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "family"))
}

fn anc_level(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "level"))
}

fn anc_type(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "type"))
}

fn anc_data(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "data"))
}

/// `cmsg_is?(level, type)`.
fn anc_cmsg_is_p(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let (family, level, ty, _) = fields(rb, recv)?;
    let l = level_arg(rb, family, args.get(0))?;
    let t = cmsg_type_arg(rb, family, l, args.get(1))?;
    Ok(Value::bool(l == level && t == ty))
}

/// `AncillaryData.int(family, level, type, integer)`.
fn anc_s_int(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let family = family_arg(rb, args.get(0))?;
    let level = level_arg(rb, family, args.get(1))?;
    let ty = cmsg_type_arg(rb, family, level, args.get(2))?;
    let i = int_arg(rb, args.get(3))?;
    new_ancdata(rb, family, level, ty, i.to_ne_bytes().to_vec())
}

fn anc_int(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    let (.., data) = fields(rb, recv)?;
    if data.len() != 4 {
        return Err(rb.type_error(&format!("size differ.  expected as sizeof(int)=4 but {}", data.len())));
    }
    Ok(Value::fixnum(i32::from_ne_bytes([data[0], data[1], data[2], data[3]]) as i64))
}

/// `AncillaryData.unix_rights(*ios)`: SCM_RIGHTS with the IOs' descriptors.
fn anc_s_unix_rights(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let mut data = Vec::new();
    let ios = rb.new_array(Vec::new());
    for &v in args.positional() {
        let io = if rb.is_io(v) { v } else { rb.call(v, "to_io", &[])? };
        let fd = rb.io_fd(io, false)?;
        data.extend_from_slice(&fd.to_ne_bytes());
        rb.array_push(ios, io)?;
    }
    let o = new_ancdata(rb, libc::AF_UNIX, libc::SOL_SOCKET, libc::SCM_RIGHTS, data)?;
    rb.ivar_set(o, "unix_rights", ios)?;
    Ok(o)
}

/// The IPv4 address of an Addrinfo argument of the pktinfo constructors.
fn v4_arg(rb: &mut Ruby, v: Value) -> Result<[u8; 4]> {
    let b = crate::socket::sockaddr_arg(rb, v)?;
    match sockaddr::parse_in(&b) {
        Some(a) => Ok(a.ip().octets()),
        None => Err(rb.arg_error("IPv4 address expected")),
    }
}

/// `AncillaryData.ip_pktinfo(addr, ifindex, spec_dst = addr)`.
fn anc_s_ip_pktinfo(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    args.check_count(rb, 2, Some(3))?;
    let addr = v4_arg(rb, args.get(0))?;
    let ifindex = rb.expect_int(args.get(1))? as u32;
    let spec = if args.len() > 2 { v4_arg(rb, args.get(2))? } else { addr };
    let mut d = ifindex.to_ne_bytes().to_vec();
    d.extend_from_slice(&spec);
    d.extend_from_slice(&addr);
    new_ancdata(rb, libc::AF_INET, libc::IPPROTO_IP, libc::IP_PKTINFO, d)
}

/// `AncillaryData.ipv6_pktinfo(addr, ifindex)`.
fn anc_s_ipv6_pktinfo(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let b = crate::socket::sockaddr_arg(rb, args.get(0))?;
    let Some(a) = sockaddr::parse_in6(&b) else {
        return Err(rb.arg_error("IPv6 address expected"));
    };
    let ifindex = rb.expect_int(args.get(1))? as u32;
    let mut d = a.ip().octets().to_vec();
    d.extend_from_slice(&ifindex.to_ne_bytes());
    new_ancdata(rb, libc::AF_INET6, libc::IPPROTO_IPV6, libc::IPV6_PKTINFO, d)
}

/// `unix_rights`: the IOs received (nil unless `scm_rights: true` was given).
fn anc_unix_rights(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    let (_, level, ty, _) = fields(rb, recv)?;
    if level != libc::SOL_SOCKET || ty != libc::SCM_RIGHTS {
        return Err(rb.type_error("SCM_RIGHTS ancillary data expected"));
    }
    Ok(rb.ivar_get(recv, "unix_rights"))
}

/// `timestamp`: the Time of SCM_TIMESTAMP data.
fn anc_timestamp(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    let (_, level, ty, data) = fields(rb, recv)?;
    if level == libc::SOL_SOCKET && (ty == libc::SCM_TIMESTAMP || ty == libc::SCM_TIMESTAMPNS) && data.len() == 16 {
        let sec = i64::from_ne_bytes(data[..8].try_into().unwrap_or([0; 8]));
        let frac = i64::from_ne_bytes(data[8..16].try_into().unwrap_or([0; 8]));
        let time = rb.core_class(CoreClass::Time);
        let (s, f) = (rb.new_int(sec), rb.new_int(frac));
        let unit = Value::symbol(intern(if ty == libc::SCM_TIMESTAMP { "usec" } else { "nsec" }));
        return rb.call(time, "at", &[s, f, unit]);
    }
    Err(rb.type_error("timestamp ancillary data expected"))
}

/// `ip_pktinfo`: [Addrinfo of the address, ifindex, Addrinfo of spec_dst].
fn anc_ip_pktinfo(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    let (_, level, ty, data) = fields(rb, recv)?;
    if level != libc::IPPROTO_IP || ty != libc::IP_PKTINFO || data.len() != 12 {
        return Err(rb.type_error("IP_PKTINFO ancillary data expected"));
    }
    let ifindex = u32::from_ne_bytes([data[0], data[1], data[2], data[3]]);
    let spec = sockaddr::pack_in(std::net::Ipv4Addr::new(data[4], data[5], data[6], data[7]), 0);
    let addr = sockaddr::pack_in(std::net::Ipv4Addr::new(data[8], data[9], data[10], data[11]), 0);
    let a = addrinfo::new_addrinfo(rb, addr, libc::PF_INET, 0, 0, Value::NIL, Value::NIL)?;
    let s = addrinfo::new_addrinfo(rb, spec, libc::PF_INET, 0, 0, Value::NIL, Value::NIL)?;
    let i = rb.new_int(ifindex as i64);
    Ok(rb.new_array(vec![a, i, s]))
}

fn ipv6_pktinfo_parts(rb: &mut Ruby, recv: Value) -> Result<(Value, u32)> {
    let (_, level, ty, data) = fields(rb, recv)?;
    if level != libc::IPPROTO_IPV6 || ty != libc::IPV6_PKTINFO || data.len() != 20 {
        return Err(rb.type_error("IPV6_PKTINFO ancillary data expected"));
    }
    let mut ip = [0u8; 16];
    ip.copy_from_slice(&data[..16]);
    let ifindex = u32::from_ne_bytes([data[16], data[17], data[18], data[19]]);
    let sa = sockaddr::pack_in6(&std::net::SocketAddrV6::new(ip.into(), 0, 0, ifindex));
    let a = addrinfo::new_addrinfo(rb, sa, libc::PF_INET6, 0, 0, Value::NIL, Value::NIL)?;
    Ok((a, ifindex))
}

fn anc_ipv6_pktinfo(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    let (a, i) = ipv6_pktinfo_parts(rb, recv)?;
    let i = rb.new_int(i as i64);
    Ok(rb.new_array(vec![a, i]))
}

fn anc_ipv6_pktinfo_addr(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(ipv6_pktinfo_parts(rb, recv)?.0)
}

fn anc_ipv6_pktinfo_ifindex(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    let i = ipv6_pktinfo_parts(rb, recv)?.1;
    Ok(rb.new_int(i as i64))
}

/// The name of control message type `ty` at `level` ("RIGHTS", "PKTINFO", ...).
fn type_text(level: i32, ty: i32) -> Option<&'static str> {
    let prefix = match level {
        libc::SOL_SOCKET => "SCM_",
        libc::IPPROTO_IP => "IP_",
        libc::IPPROTO_IPV6 => "IPV6_",
        _ => return None,
    };
    name_of(prefix, ty as i64).map(|n| &n[prefix.len()..])
}

fn anc_inspect(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    let (family, level, ty, data) = fields(rb, recv)?;
    let k = rb.obj_class(recv);
    let mut s = format!("#<{}:", rb.class_name(k));
    match name_of("AF_", family as i64) {
        Some(n) => s.push_str(&format!(" {}", &n[3..])),
        None => s.push_str(&format!(" family:{family}")),
    }
    if level == libc::SOL_SOCKET {
        s.push_str(" SOCKET");
    } else {
        match name_of("IPPROTO_", level as i64) {
            Some(n) => s.push_str(&format!(" {}", &n[8..])),
            None => s.push_str(&format!(" cmsg_level:{level}")),
        }
    }
    match type_text(level, ty) {
        Some(n) => s.push_str(&format!(" {n}")),
        None => s.push_str(&format!(" cmsg_type:{ty}")),
    }
    let stamp = level == libc::SOL_SOCKET && (ty == libc::SCM_TIMESTAMP || ty == libc::SCM_TIMESTAMPNS) && data.len() == 16;
    if stamp {
        let t = anc_timestamp(rb, recv, &Args::new(&[], None))?;
        let fmt = if ty == libc::SCM_TIMESTAMP { "%Y-%m-%d %H:%M:%S.%6N" } else { "%Y-%m-%d %H:%M:%S.%9N" };
        let f = rb.new_str(fmt);
        let text = rb.call(t, "strftime", &[f])?;
        s.push_str(&format!(" {}", rb.str_lossy(text)));
    } else if level == libc::SOL_SOCKET && ty == libc::SCM_CREDENTIALS && data.len() == 12 {
        let w = |i: usize| u32::from_ne_bytes([data[i], data[i + 1], data[i + 2], data[i + 3]]);
        s.push_str(&format!(" pid={} uid={} gid={} (ucred)", w(0), w(4), w(8)));
    } else if level == libc::SOL_SOCKET && ty == libc::SCM_RIGHTS && data.len() % 4 == 0 {
        for c in data.chunks(4) {
            s.push_str(&format!(" {}", i32::from_ne_bytes([c[0], c[1], c[2], c[3]])));
        }
    } else {
        s.push(' ');
        s.push_str(&inspect_bytes(&data, true));
    }
    s.push('>');
    Ok(rb.new_str(&s))
}

/// The control buffer of `controls` (AncillaryData objects or [level, type, data] arrays).
fn control_bytes(rb: &mut Ruby, family: i32, controls: Value) -> Result<Vec<u8>> {
    let header = std::mem::size_of::<libc::cmsghdr>();
    let align = std::mem::size_of::<usize>();
    let mut buf = Vec::new();
    let n = if rb.is_array(controls) { rb.array_len(controls) } else { 0 };
    for i in 0..n {
        let c = rb.array_get(controls, i);
        let anc = class(rb, "Socket::AncillaryData");
        let (level, ty, data) = if rb.is_kind_of(c, anc) {
            let (_, l, t, d) = fields(rb, c)?;
            (l, t, d)
        } else {
            let Some(a) = rb.check_array(c)? else {
                return Err(rb.conversion_error(c, "Array"));
            };
            if rb.array_len(a) != 3 {
                return Err(rb.arg_error("an element of controls should be 3-elements array"));
            }
            let l = rb.array_get(a, 0);
            let l = level_arg(rb, family, l)?;
            let t = rb.array_get(a, 1);
            let t = cmsg_type_arg(rb, family, l, t)?;
            let d = rb.array_get(a, 2);
            let d = crate::socket::bytes_arg(rb, d)?;
            (l, t, d)
        };
        let len = header + data.len();
        buf.extend_from_slice(&len.to_ne_bytes());
        buf.extend_from_slice(&level.to_ne_bytes());
        buf.extend_from_slice(&ty.to_ne_bytes());
        buf.extend_from_slice(&data);
        while buf.len() % align != 0 {
            buf.push(0);
        }
    }
    Ok(buf)
}

/// sendmsg(2) of `args` (mesg, flags, dest_sockaddr, controls), waiting unless `nonblock`.
fn sendmsg_common(rb: &mut Ruby, recv: Value, args: &Args, nonblock: bool) -> Result {
    let s = rb.obj_to_s(args.get(0))?;
    let mesg = rb.str_bytes(s).to_vec();
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? } | libc::MSG_NOSIGNAL | libc::MSG_DONTWAIT;
    let dest = if args.get(2).is_nil() { None } else { Some(crate::socket::sockaddr_arg(rb, args.get(2))?) };
    let family = socket_family(rb, recv)?;
    let ctl = control_bytes(rb, family, args.get(3))?;
    let to = match &dest {
        Some(d) => match sockaddr::to_sock_addr(d) {
            Some(a) => Some(a),
            None => return Err(rb.errno_error(libc::EAFNOSUPPORT, "", "sendmsg(2)")),
        },
        None => None,
    };
    let op = |sock: &socket2::SockRef<'_>| {
        let bufs = [std::io::IoSlice::new(&mesg)];
        let mut m = socket2::MsgHdr::new().with_buffers(&bufs);
        if !ctl.is_empty() {
            m = m.with_control(&ctl);
        }
        if let Some(a) = &to {
            m = m.with_addr(a);
        }
        sock.sendmsg(&m, flags)
    };
    let r = if nonblock { with_sock(rb, recv, op)? } else { crate::socket::blocking_call(rb, recv, IoEvents::WRITABLE, op)? };
    match r {
        Ok(n) => Ok(Value::fixnum(n as i64)),
        Err(e) if nonblock && e.kind() == std::io::ErrorKind::WouldBlock => {
            if !exception_flag(args.get(4)) {
                return Ok(Value::symbol(intern("wait_writable")));
            }
            Err(rb.wait_io_error(libc::EAGAIN, false, "sendmsg(2) would block"))
        }
        Err(e) => Err(sys_error(rb, &e, "sendmsg(2)")),
    }
}

fn bsock_sendmsg(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    sendmsg_common(rb, recv, args, false)
}

fn bsock_sendmsg_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    sendmsg_common(rb, recv, args, true)
}

/// One received control message: (level, type, data bytes, descriptors passed).
type Control = (i32, i32, Vec<u8>, Vec<i32>);

fn owned_control(c: nix::sys::socket::ControlMessageOwned) -> Option<Control> {
    use nix::sys::socket::ControlMessageOwned as C;
    Some(match c {
        C::ScmRights(fds) => {
            let data = fds.iter().flat_map(|f| f.to_ne_bytes()).collect();
            (libc::SOL_SOCKET, libc::SCM_RIGHTS, data, fds)
        }
        C::ScmCredentials(cr) => {
            let mut d = (cr.pid() as u32).to_ne_bytes().to_vec();
            d.extend_from_slice(&cr.uid().to_ne_bytes());
            d.extend_from_slice(&cr.gid().to_ne_bytes());
            (libc::SOL_SOCKET, libc::SCM_CREDENTIALS, d, Vec::new())
        }
        C::ScmTimestamp(tv) => {
            let mut d = (tv.tv_sec() as i64).to_ne_bytes().to_vec();
            d.extend_from_slice(&(tv.tv_usec() as i64).to_ne_bytes());
            (libc::SOL_SOCKET, libc::SCM_TIMESTAMP, d, Vec::new())
        }
        C::ScmTimestampns(ts) => {
            let mut d = (ts.tv_sec() as i64).to_ne_bytes().to_vec();
            d.extend_from_slice(&(ts.tv_nsec() as i64).to_ne_bytes());
            (libc::SOL_SOCKET, libc::SCM_TIMESTAMPNS, d, Vec::new())
        }
        C::Ipv4PacketInfo(p) => {
            let mut d = p.ipi_ifindex.to_ne_bytes().to_vec();
            d.extend_from_slice(&p.ipi_spec_dst.s_addr.to_ne_bytes());
            d.extend_from_slice(&p.ipi_addr.s_addr.to_ne_bytes());
            (libc::IPPROTO_IP, libc::IP_PKTINFO, d, Vec::new())
        }
        C::Ipv6PacketInfo(p) => {
            let mut d = p.ipi6_addr.s6_addr.to_vec();
            d.extend_from_slice(&p.ipi6_ifindex.to_ne_bytes());
            (libc::IPPROTO_IPV6, libc::IPV6_PKTINFO, d, Vec::new())
        }
        C::Unknown(u) => (u.cmsg_header.cmsg_level, u.cmsg_header.cmsg_type, u.data_bytes, Vec::new()),
        _ => return None,
    })
}

/// recvmsg(2) of (dlen, flags, clen, scm_rights[, exception]): [mesg, sender Addrinfo, rflags,
/// *controls].
fn recvmsg_common(rb: &mut Ruby, recv: Value, args: &Args, nonblock: bool) -> Result {
    use nix::sys::socket::{recvmsg, MsgFlags, SockaddrStorage};
    let dlen = if args.get(0).is_nil() { 65536 } else { crate::socket::basic_socket::length_arg(rb, args.get(0))? };
    let flags = if args.get(1).is_nil() { 0 } else { int_arg(rb, args.get(1))? };
    let clen = if args.get(2).is_nil() { 4096 } else { crate::socket::basic_socket::length_arg(rb, args.get(2))? };
    let scm_rights = args.get(3).truthy();
    let mut buf = vec![0u8; dlen];
    // The system-call crate hands the kernel the buffer's length (not its capacity).
    let mut cbuf: Vec<u8> = vec![0u8; clen.max(64)];
    let mflags = MsgFlags::from_bits_retain(flags | libc::MSG_DONTWAIT | libc::MSG_CMSG_CLOEXEC);
    let (n, from, rflags, controls) = loop {
        let r = rb.with_io_fd(recv, false, |fd| {
            let mut iov = [std::io::IoSliceMut::new(&mut buf)];
            let m = recvmsg::<SockaddrStorage>(fd.as_raw_fd(), &mut iov, Some(&mut cbuf), mflags)?;
            let controls: Vec<Control> = match m.cmsgs() {
                Ok(it) => it.filter_map(owned_control).collect(),
                Err(_) => Vec::new(),
            };
            Ok::<_, nix::errno::Errno>((m.bytes, m.address.as_ref().map(sockaddr::from_storage), m.flags.bits(), controls))
        })?;
        match r {
            Ok(x) => break x,
            Err(nix::errno::Errno::EAGAIN) if !nonblock => {
                let fd = rb.io_fd(recv, false)?;
                rb.wait_fd(fd, IoEvents::READABLE, None)?;
            }
            Err(nix::errno::Errno::EAGAIN) => {
                if !exception_flag(args.get(4)) {
                    return Ok(Value::symbol(intern("wait_readable")));
                }
                return Err(rb.wait_io_error(libc::EAGAIN, true, "recvmsg(2) would block"));
            }
            Err(nix::errno::Errno::EINTR) => {}
            Err(e) => return Err(rb.errno_error(e as i32, "", "recvmsg(2)")),
        }
    };
    buf.truncate(n);
    let family = socket_family(rb, recv)?;
    let mesg = rb.new_binary_string(buf);
    // No sender (a connected or unnamed peer) is an empty sockaddr, as CRuby shows it.
    let from = from.unwrap_or_default();
    let ai = addrinfo::for_socket(rb, recv, from)?;
    let out = rb.new_array(vec![mesg, ai, Value::fixnum(rflags as i64)]);
    for (level, ty, data, fds) in controls {
        let anc = new_ancdata(rb, family, level, ty, data)?;
        if level == libc::SOL_SOCKET && ty == libc::SCM_RIGHTS {
            if scm_rights {
                let ios = rb.new_array(Vec::new());
                let io = rb.core_class(CoreClass::Io);
                for fd in fds {
                    let f = rb.call(io, "for_fd", &[Value::fixnum(fd as i64)])?;
                    rb.array_push(ios, f)?;
                }
                rb.ivar_set(anc, "unix_rights", ios)?;
            } else {
                for fd in fds {
                    let _ = nix::unistd::close(fd);
                }
            }
        }
        rb.array_push(out, anc)?;
    }
    Ok(out)
}

fn bsock_recvmsg(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    recvmsg_common(rb, recv, args, false)
}

fn bsock_recvmsg_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    recvmsg_common(rb, recv, args, true)
}

/// BasicSocket's private sendmsg/recvmsg methods.
pub fn init_basic_socket(rb: &mut Ruby, k: Value) -> Result<()> {
    rb.define_private_method(k, "__sendmsg", 4, bsock_sendmsg);
    rb.define_private_method(k, "__sendmsg_nonblock", 5, bsock_sendmsg_nonblock);
    rb.define_private_method(k, "__recvmsg", 4, bsock_recvmsg);
    rb.define_private_method(k, "__recvmsg_nonblock", 5, bsock_recvmsg_nonblock);
    Ok(())
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let socket = class(rb, "Socket");
    let object = rb.core_class(CoreClass::Object);
    let k = rb.define_class_under(socket, "AncillaryData", object)?;
    rb.define_private_method(k, "initialize", 4, anc_initialize);
    define_methods!(rb, k, [
        ("family", 0, anc_family),
        ("level", 0, anc_level),
        ("type", 0, anc_type),
        ("data", 0, anc_data),
        ("cmsg_is?", 2, anc_cmsg_is_p),
        ("int", 0, anc_int),
        ("unix_rights", 0, anc_unix_rights),
        ("timestamp", 0, anc_timestamp),
        ("ip_pktinfo", 0, anc_ip_pktinfo),
        ("ipv6_pktinfo", 0, anc_ipv6_pktinfo),
        ("ipv6_pktinfo_addr", 0, anc_ipv6_pktinfo_addr),
        ("ipv6_pktinfo_ifindex", 0, anc_ipv6_pktinfo_ifindex),
        ("inspect", 0, anc_inspect),
    ]);
    rb.define_singleton_method(k, "int", 4, anc_s_int)?;
    rb.define_singleton_method(k, "unix_rights", -1, anc_s_unix_rights)?;
    rb.define_singleton_method(k, "ip_pktinfo", -1, anc_s_ip_pktinfo)?;
    rb.define_singleton_method(k, "ipv6_pktinfo", 2, anc_s_ipv6_pktinfo)?;
    Ok(())
}
