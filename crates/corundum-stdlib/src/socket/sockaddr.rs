//! Socket addresses as Ruby sees them: the bytes of a C `struct sockaddr` (what
//! `Socket.sockaddr_in`, `Addrinfo#to_sockaddr` and `getsockname` hand around), their packing
//! and unpacking for AF_INET, AF_INET6 and AF_UNIX, the conversion to and from the socket
//! crate's address type for the system calls, and CRuby's human-readable form
//! (`rsock_inspect_sockaddr`).
//!
//! Invariants:
//! - The byte layouts are Linux's: `sa_family` is a native-endian u16 at offset 0; sockaddr_in is
//!   16 bytes (port and address in network order at 2 and 4), sockaddr_in6 28 bytes (port 2,
//!   flowinfo 4, address 8, scope id 24), sockaddr_un 110 bytes (path from offset 2).
//! - Parsing never trusts a length: a short or unknown sockaddr gives None, never a panic.

use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr, SocketAddrV4, SocketAddrV6};

use socket2::SockAddr;

/// sizeof(struct sockaddr_in), sizeof(struct sockaddr_in6), sizeof(struct sockaddr_un).
pub const SOCKADDR_IN_LEN: usize = 16;
pub const SOCKADDR_IN6_LEN: usize = 28;
pub const SOCKADDR_UN_LEN: usize = 110;
/// offsetof(struct sockaddr_un, sun_path), and the size of sun_path.
pub const SUN_PATH_OFFSET: usize = 2;
pub const SUN_PATH_LEN: usize = SOCKADDR_UN_LEN - SUN_PATH_OFFSET;

/// The address family of sockaddr `b` (AF_UNSPEC when too short to have one).
pub fn family(b: &[u8]) -> i32 {
    if b.len() < 2 {
        return libc::AF_UNSPEC;
    }
    u16::from_ne_bytes([b[0], b[1]]) as i32
}

fn family_bytes(af: i32) -> [u8; 2] {
    (af as u16).to_ne_bytes()
}

/// A sockaddr_in for `ip`:`port`.
pub fn pack_in(ip: Ipv4Addr, port: u16) -> Vec<u8> {
    let mut b = vec![0u8; SOCKADDR_IN_LEN];
    b[..2].copy_from_slice(&family_bytes(libc::AF_INET));
    b[2..4].copy_from_slice(&port.to_be_bytes());
    b[4..8].copy_from_slice(&ip.octets());
    b
}

/// A sockaddr_in6 for `a`.
pub fn pack_in6(a: &SocketAddrV6) -> Vec<u8> {
    let mut b = vec![0u8; SOCKADDR_IN6_LEN];
    b[..2].copy_from_slice(&family_bytes(libc::AF_INET6));
    b[2..4].copy_from_slice(&a.port().to_be_bytes());
    b[4..8].copy_from_slice(&a.flowinfo().to_be_bytes());
    b[8..24].copy_from_slice(&a.ip().octets());
    b[24..28].copy_from_slice(&a.scope_id().to_ne_bytes());
    b
}

/// The sockaddr of an IP socket address.
pub fn pack_ip(a: &SocketAddr) -> Vec<u8> {
    match a {
        SocketAddr::V4(v4) => pack_in(*v4.ip(), v4.port()),
        SocketAddr::V6(v6) => pack_in6(v6),
    }
}

/// The length CRuby gives a sockaddr_un for `path` (`rsock_unix_sockaddr_len`): the bare
/// family for an empty path (autobind), the exact length for an abstract name (leading NUL),
/// the whole structure otherwise.
pub fn unix_len(path: &[u8]) -> usize {
    if path.is_empty() {
        2
    } else if path[0] == 0 {
        SUN_PATH_OFFSET + path.len()
    } else {
        SOCKADDR_UN_LEN
    }
}

/// A sockaddr_un for `path` (at most `SUN_PATH_LEN` bytes: the caller checks).
pub fn pack_un(path: &[u8]) -> Vec<u8> {
    let len = unix_len(path);
    let mut b = vec![0u8; SOCKADDR_UN_LEN.max(len)];
    b[..2].copy_from_slice(&family_bytes(libc::AF_UNIX));
    b[SUN_PATH_OFFSET..SUN_PATH_OFFSET + path.len()].copy_from_slice(path);
    b.truncate(len);
    b
}

/// The IPv4 address and port of a sockaddr_in (None unless it is one, whole).
pub fn parse_in(b: &[u8]) -> Option<SocketAddrV4> {
    if family(b) != libc::AF_INET || b.len() < 8 {
        return None;
    }
    let port = u16::from_be_bytes([b[2], b[3]]);
    Some(SocketAddrV4::new(Ipv4Addr::new(b[4], b[5], b[6], b[7]), port))
}

/// The IPv6 socket address of a sockaddr_in6 (None unless it is one, whole).
pub fn parse_in6(b: &[u8]) -> Option<SocketAddrV6> {
    if family(b) != libc::AF_INET6 || b.len() < SOCKADDR_IN6_LEN {
        return None;
    }
    let port = u16::from_be_bytes([b[2], b[3]]);
    let flow = u32::from_be_bytes([b[4], b[5], b[6], b[7]]);
    let mut ip = [0u8; 16];
    ip.copy_from_slice(&b[8..24]);
    let scope = u32::from_ne_bytes([b[24], b[25], b[26], b[27]]);
    Some(SocketAddrV6::new(Ipv6Addr::from(ip), port, flow, scope))
}

/// The IP socket address of a sockaddr_in or sockaddr_in6.
pub fn parse_ip(b: &[u8]) -> Option<SocketAddr> {
    match family(b) {
        libc::AF_INET => parse_in(b).map(SocketAddr::V4),
        libc::AF_INET6 => parse_in6(b).map(SocketAddr::V6),
        _ => None,
    }
}

/// The path bytes of a sockaddr_un: everything after the family, trailing NULs dropped
/// (CRuby's `unixsocket_len`); None when too short to be one.
pub fn unix_path(b: &[u8]) -> Option<&[u8]> {
    if b.len() < SUN_PATH_OFFSET {
        return None;
    }
    let mut p = &b[SUN_PATH_OFFSET..];
    while let [rest @ .., 0] = p {
        p = rest;
    }
    Some(p)
}

/// The address for a system call: AF_INET, AF_INET6 and AF_UNIX sockaddrs (the ones this
/// platform's Ruby programs use); None for another family or a malformed one.
pub fn to_sock_addr(b: &[u8]) -> Option<SockAddr> {
    match family(b) {
        libc::AF_INET if b.len() >= SOCKADDR_IN_LEN => parse_in(b).map(|a| SockAddr::from(SocketAddr::V4(a))),
        libc::AF_INET6 if b.len() >= SOCKADDR_IN6_LEN => parse_in6(b).map(|a| SockAddr::from(SocketAddr::V6(a))),
        libc::AF_UNIX => {
            let rest = &b[SUN_PATH_OFFSET.min(b.len())..];
            let path: &[u8] = match rest.first() {
                // An abstract name is every byte given, trailing NULs included.
                Some(0) => rest,
                // A path name ends at its first NUL.
                _ => rest.split(|&c| c == 0).next().unwrap_or(&[]),
            };
            if path.len() > SUN_PATH_LEN {
                return None;
            }
            use std::os::unix::ffi::OsStrExt;
            SockAddr::unix(std::ffi::OsStr::from_bytes(path)).ok()
        }
        _ => None,
    }
}

/// The sockaddr bytes of an address the kernel gave (accept, getsockname, recvfrom).
pub fn from_sock_addr(a: &SockAddr) -> Vec<u8> {
    if let Some(ip) = a.as_socket() {
        return pack_ip(&ip);
    }
    let len = a.len() as usize;
    let fam = a.family() as i32;
    let mut b = vec![0u8; len.max(2)];
    b[..2].copy_from_slice(&family_bytes(fam));
    if fam == libc::AF_UNIX {
        use std::os::unix::ffi::OsStrExt;
        let path: Vec<u8> = if let Some(p) = a.as_pathname() {
            p.as_os_str().as_bytes().to_vec()
        } else if let Some(name) = a.as_abstract_namespace() {
            let mut v = vec![0u8];
            v.extend_from_slice(name);
            v
        } else {
            Vec::new()
        };
        let n = path.len().min(len.saturating_sub(SUN_PATH_OFFSET));
        b[SUN_PATH_OFFSET..SUN_PATH_OFFSET + n].copy_from_slice(&path[..n]);
    }
    b.truncate(len.max(2).min(b.len()));
    b
}

/// The sockaddr bytes of an address from the system-call crate (recvmsg's sender).
pub fn from_storage(a: &nix::sys::socket::SockaddrStorage) -> Vec<u8> {
    use nix::sys::socket::SockaddrLike;
    if let Some(v4) = a.as_sockaddr_in() {
        return pack_in(v4.ip(), v4.port());
    }
    if let Some(v6) = a.as_sockaddr_in6() {
        return pack_in6(&SocketAddrV6::new(v6.ip(), v6.port(), v6.flowinfo(), v6.scope_id()));
    }
    let len = a.len() as usize;
    let fam = a.family().map(|f| f as i32).unwrap_or(libc::AF_UNSPEC);
    let mut b = vec![0u8; len.max(2)];
    b[..2].copy_from_slice(&family_bytes(fam));
    if let Some(u) = a.as_unix_addr() {
        use std::os::unix::ffi::OsStrExt;
        let path: Vec<u8> = if let Some(p) = u.path() {
            p.as_os_str().as_bytes().to_vec()
        } else if let Some(name) = u.as_abstract() {
            let mut v = vec![0u8];
            v.extend_from_slice(name);
            v
        } else {
            Vec::new()
        };
        let n = path.len().min(len.saturating_sub(SUN_PATH_OFFSET));
        b[SUN_PATH_OFFSET..SUN_PATH_OFFSET + n].copy_from_slice(&path[..n]);
    }
    b.truncate(len.max(2).min(b.len()));
    b
}

/// The numeric text of an IP address as getnameinfo(NI_NUMERICHOST) writes it (glibc's
/// inet_ntop, with "%scope" for a scoped IPv6 address).
pub fn ip_text(a: &SocketAddr) -> String {
    match a {
        SocketAddr::V4(v4) => v4.ip().to_string(),
        SocketAddr::V6(v6) => {
            if v6.scope_id() != 0 {
                if let Ok((host, _)) = dns_lookup::getnameinfo(a, libc::NI_NUMERICHOST | libc::NI_NUMERICSERV) {
                    return host;
                }
            }
            ipv6_text(v6.ip())
        }
    }
}

/// glibc's inet_ntop form of an IPv6 address: the longest run (two or more) of zero groups as
/// "::", and the last 32 bits as dotted IPv4 for the IPv4-compatible (::a.b.c.d, not :: or
/// ::1) and IPv4-mapped (::ffff:a.b.c.d) forms.
pub fn ipv6_text(ip: &Ipv6Addr) -> String {
    let w = ip.segments();
    let o = ip.octets();
    // The longest run of zero words (the first when tied), if at least two long.
    let (mut best, mut best_len, mut cur, mut cur_len) = (usize::MAX, 0, 0, 0);
    for (i, &x) in w.iter().enumerate() {
        if x == 0 {
            if cur_len == 0 {
                cur = i;
            }
            cur_len += 1;
            if cur_len > best_len {
                best = cur;
                best_len = cur_len;
            }
        } else {
            cur_len = 0;
        }
    }
    if best_len < 2 {
        best = usize::MAX;
    }
    let mut s = String::new();
    let mut i = 0;
    while i < 8 {
        if i == best {
            s.push(':');
            if i == 0 {
                s.push(':');
            }
            i += best_len;
            if i == 8 {
                break;
            }
            continue;
        }
        // Embedded IPv4 in the last two words.
        if i == 6 && best == 0 && (best_len == 6 || (best_len == 5 && w[5] == 0xffff)) {
            s.push_str(&format!("{}.{}.{}.{}", o[12], o[13], o[14], o[15]));
            return s;
        }
        s.push_str(&format!("{:x}", w[i]));
        if i < 7 {
            s.push(':');
        }
        i += 1;
    }
    s
}

/// CRuby's human-readable form of sockaddr `b` (`Addrinfo#inspect_sockaddr`), given the name
/// of its family for the unknown ones.
pub fn inspect(b: &[u8], family_name: impl Fn(i32) -> Option<&'static str>) -> String {
    let len = b.len();
    if len == 0 {
        return "empty-sockaddr".into();
    }
    if len < 2 {
        return "too-short-sockaddr".into();
    }
    let fam = family(b);
    match fam {
        libc::AF_UNSPEC => "UNSPEC".into(),
        libc::AF_INET => {
            let mut s = String::new();
            for i in 0..4 {
                if i > 0 {
                    s.push('.');
                }
                match b.get(4 + i) {
                    Some(x) => s.push_str(&x.to_string()),
                    None => s.push('?'),
                }
            }
            if 4 < len {
                let port = u16::from_be_bytes([b[2], b.get(3).copied().unwrap_or(0)]);
                if port != 0 {
                    s.push_str(&format!(":{port}"));
                }
            } else {
                s.push_str(":?");
            }
            if len != SOCKADDR_IN_LEN {
                s.push_str(&format!(" ({len} bytes for {SOCKADDR_IN_LEN} bytes sockaddr_in)"));
            }
            s
        }
        libc::AF_INET6 => {
            if len < SOCKADDR_IN6_LEN {
                return format!("too-short-AF_INET6-sockaddr {len} bytes");
            }
            let a = parse_in6(b).map(SocketAddr::V6);
            let host = a.as_ref().map(ip_text).unwrap_or_default();
            let port = u16::from_be_bytes([b[2], b[3]]);
            let mut s = if port == 0 { host } else { format!("[{host}]:{port}") };
            if len > SOCKADDR_IN6_LEN {
                s.push_str(&format!("(sockaddr {} bytes too long)", len - SOCKADDR_IN6_LEN));
            }
            s
        }
        libc::AF_UNIX => {
            let path = unix_path(b).unwrap_or(&[]);
            if path.is_empty() {
                return "empty-path-AF_UNIX-sockaddr".into();
            }
            let printable = path.iter().all(|&c| c.is_ascii_graphic());
            if printable {
                let text = String::from_utf8_lossy(path);
                if path[0] != b'/' {
                    format!("UNIX {text}")
                } else {
                    text.into_owned()
                }
            } else {
                let mut s = String::from("UNIX");
                for c in path {
                    s.push_str(&format!(":{c:02x}"));
                }
                s
            }
        }
        _ => match family_name(fam) {
            Some(n) => format!("{n} address format unknown"),
            None => format!("unknown address family {fam}"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_forms_match_glibc() {
        let t = |s: &str| ipv6_text(&s.parse().unwrap());
        assert_eq!(t("::"), "::");
        assert_eq!(t("::1"), "::1");
        assert_eq!(t("::ffff:1.2.3.4"), "::ffff:1.2.3.4");
        assert_eq!(t("::1.2.3.4"), "::1.2.3.4");
        assert_eq!(t("2001:db8::1"), "2001:db8::1");
        assert_eq!(t("1:0:0:2:0:0:0:3"), "1:0:0:2::3");
        assert_eq!(t("1:0:2:3:4:5:6:7"), "1:0:2:3:4:5:6:7");
        assert_eq!(t("fe80::"), "fe80::");
    }

    #[test]
    fn unix_paths_round_trip() {
        let b = pack_un(b"/tmp/s");
        assert_eq!(b.len(), SOCKADDR_UN_LEN);
        assert_eq!(unix_path(&b), Some(&b"/tmp/s"[..]));
        assert_eq!(pack_un(b"").len(), 2);
        assert_eq!(pack_un(b"\0ab").len(), 5);
        assert!(to_sock_addr(&b).is_some());
        assert_eq!(inspect(&[1], |_| None), "too-short-sockaddr");
    }
}
