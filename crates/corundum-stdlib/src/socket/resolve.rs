//! Name resolution: getaddrinfo and getnameinfo as CRuby's socket extension calls them (host
//! and service arguments, the numeric fast path, the resolver on another OS thread so other
//! Ruby threads run), the errors they raise (`Socket::ResolutionError` with its `error_code`,
//! or the Errno of EAI_SYSTEM), and the services database for `getservbyname`/`getservbyport`.
//!
//! Invariants:
//! - A numeric host with a numeric (or no) service never reaches the resolver (CRuby's
//!   `numeric_getaddrinfo`), so addresses like "127.0.0.1" resolve without DNS or /etc/hosts.
//! - Results are plain Rust data (`Resolved`); Ruby objects are made by the callers.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, SocketAddrV6};

use corundum_vm::api::{Error, Result, Ruby, Value};

use crate::socket::sockaddr;

/// NI_MAXHOST and NI_MAXSERV: CRuby's buffers for a host and a service name.
const NI_MAXHOST: usize = 1025;
const NI_MAXSERV: usize = 32;

/// One result of getaddrinfo.
#[derive(Clone, Debug)]
pub struct Resolved {
    pub family: i32,
    pub socktype: i32,
    pub protocol: i32,
    pub addr: Vec<u8>,
    pub canonname: Option<String>,
}

/// The hints of a getaddrinfo call.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hints {
    pub family: i32,
    pub socktype: i32,
    pub protocol: i32,
    pub flags: i32,
}

/// The host argument as CRuby's `host_str` makes it: nil is none, an Integer a packed IPv4
/// address, "" and "<any>" the any address, "<broadcast>" the broadcast address (these set
/// AI_NUMERICHOST in `flags`).
pub fn host_arg(rb: &mut Ruby, v: Value, flags: &mut i32) -> Result<Option<String>> {
    if v.is_nil() {
        return Ok(None);
    }
    if rb.is_integer(v) {
        let n = match rb.integer_to_big(v).and_then(|b| u32::try_from(&b).ok()) {
            Some(n) => n,
            None => {
                let shown = rb.inspect(v)?;
                let msg = if shown.starts_with('-') { format!("integer {shown} too small to convert to 'unsigned int'") } else { format!("integer {shown} too big to convert to 'unsigned int'") };
                return Err(rb.raise_core(corundum_vm::api::CoreClass::RangeError, &msg));
            }
        };
        *flags |= libc::AI_NUMERICHOST;
        return Ok(Some(Ipv4Addr::from(n).to_string()));
    }
    let s = c_string_arg(rb, v)?;
    if s.is_empty() || s == "<any>" {
        *flags |= libc::AI_NUMERICHOST;
        return Ok(Some("0.0.0.0".into()));
    }
    if s == "<broadcast>" {
        *flags |= libc::AI_NUMERICHOST;
        return Ok(Some("255.255.255.255".into()));
    }
    if s.len() >= NI_MAXHOST {
        return Err(rb.arg_error(&format!("hostname too long ({})", s.len())));
    }
    Ok(Some(s))
}

/// The service argument as CRuby's `port_str` makes it: nil is none, a Fixnum its digits
/// (setting AI_NUMERICSERV), a String as given.
pub fn port_arg(rb: &mut Ruby, v: Value, flags: &mut i32) -> Result<Option<String>> {
    if v.is_nil() {
        return Ok(None);
    }
    if v.is_fixnum() {
        *flags |= libc::AI_NUMERICSERV;
        return Ok(Some(v.as_fixnum().to_string()));
    }
    let s = c_string_arg(rb, v)?;
    if s.len() >= NI_MAXSERV {
        return Err(rb.arg_error(&format!("service name too long ({})", s.len())));
    }
    Ok(Some(s))
}

/// A String argument used as a C string (`StringValueCStr`): TypeError for a non-String,
/// ArgumentError "string contains null byte".
pub fn c_string_arg(rb: &mut Ruby, v: Value) -> Result<String> {
    let s = rb.expect_string(v)?;
    let b = rb.str_bytes(s);
    if b.contains(&0) {
        return Err(rb.arg_error("string contains null byte"));
    }
    Ok(String::from_utf8_lossy(b).into_owned())
}

/// Whether `p` is all decimal digits (CRuby's `str_is_number`).
pub fn is_number(p: Option<&str>) -> bool {
    matches!(p, Some(s) if !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit()))
}

/// CRuby's `numeric_getaddrinfo`: the answers for a numeric host and a numeric or absent
/// service without the resolver (one per socket type the hints allow), or None.
fn numeric(host: Option<&str>, service: Option<&str>, h: &Hints) -> Option<Vec<Resolved>> {
    let host = host?;
    let port: u16 = match service {
        None => 0,
        Some(s) if s.bytes().all(|c| c.is_ascii_digit()) => s.parse::<u32>().ok().filter(|&p| p < 0x10000)? as u16,
        Some(_) => return None,
    };
    let addr: SocketAddr = if (h.family == libc::AF_UNSPEC || h.family == libc::AF_INET6) && host.bytes().all(|c| c.is_ascii_hexdigit() || c == b'.' || c == b':') {
        match host.parse::<Ipv6Addr>() {
            Ok(ip) => SocketAddr::V6(SocketAddrV6::new(ip, port, 0, 0)),
            Err(_) => numeric_v4(host, h, port)?,
        }
    } else {
        numeric_v4(host, h, port)?
    };
    let list = [(libc::SOCK_STREAM, libc::IPPROTO_TCP), (libc::SOCK_DGRAM, libc::IPPROTO_UDP), (libc::SOCK_RAW, 0)];
    let out: Vec<Resolved> = list
        .iter()
        .filter(|(st, pr)| (h.socktype == 0 || h.socktype == *st) && (h.protocol == 0 || *pr == 0 || h.protocol == *pr))
        .map(|&(st, pr)| Resolved {
            family: if addr.is_ipv4() { libc::AF_INET } else { libc::AF_INET6 },
            socktype: st,
            protocol: if h.protocol != 0 { h.protocol } else { pr },
            addr: sockaddr::pack_ip(&addr),
            canonname: None,
        })
        .collect();
    if out.is_empty() {
        None
    } else {
        Some(out)
    }
}

fn numeric_v4(host: &str, h: &Hints, port: u16) -> Option<SocketAddr> {
    if !(h.family == libc::AF_UNSPEC || h.family == libc::AF_INET) || !host.bytes().all(|c| c.is_ascii_digit() || c == b'.') {
        return None;
    }
    // inet_pton's strict dotted quad: four decimal parts, each at most 255.
    let ip: Ipv4Addr = host.parse().ok()?;
    Some(SocketAddr::new(IpAddr::V4(ip), port))
}

/// What the resolver thread answers: the results, or (EAI code, errno for EAI_SYSTEM, text).
type Answer = std::result::Result<Vec<Resolved>, (i32, i32, String)>;

fn lookup_error(e: dns_lookup::LookupError) -> (i32, i32, String) {
    let code = e.error_num();
    let io: std::io::Error = e.into();
    let errno = io.raw_os_error().unwrap_or(0);
    let text = io.to_string();
    let text = text.strip_prefix("failed to lookup address information: ").unwrap_or(&text).to_string();
    (code, errno, text)
}

/// getaddrinfo(3) for `host`/`service` with `hints`, as CRuby's `rsock_getaddrinfo`:
/// Socket::ResolutionError "getaddrinfo: TEXT" when it fails ("newline at the end of
/// hostname" for such a host).
pub fn getaddrinfo(rb: &mut Ruby, host: Option<String>, service: Option<String>, hints: Hints) -> Result<Vec<Resolved>> {
    if let Some(r) = numeric(host.as_deref(), service.as_deref(), &hints) {
        return Ok(r);
    }
    let (h2, s2) = (host.clone(), service.clone());
    let answer: Answer = rb.blocking(move || {
        // The resolver crate unwraps a canonical name that is not UTF-8: such an answer is a
        // failed lookup, never a panic of the VM.
        std::panic::catch_unwind(|| resolve_blocking(h2, s2, hints)).unwrap_or_else(|_| Err((libc::EAI_FAIL, 0, gai_text(libc::EAI_FAIL))))
    })?;
    finish_getaddrinfo(rb, host, answer)
}

/// getaddrinfo(3) itself (on the resolver thread).
fn resolve_blocking(h2: Option<String>, s2: Option<String>, hints: Hints) -> Answer {
        let ai = dns_lookup::AddrInfoHints { flags: hints.flags, address: hints.family, socktype: hints.socktype, protocol: hints.protocol };
        match dns_lookup::getaddrinfo(h2.as_deref(), s2.as_deref(), Some(ai)) {
            Ok(iter) => Ok(iter
                .filter_map(|r| r.ok())
                .map(|a| Resolved { family: a.address, socktype: a.socktype, protocol: a.protocol, addr: sockaddr::pack_ip(&a.sockaddr), canonname: a.canonname })
                .collect()),
            Err(e) => {
                let (code, errno, text) = lookup_error(e);
                // mdns in nsswitch.conf gives EAI_SYSTEM/ENOENT for unknown names (CRuby's
                // workaround).
                if code == libc::EAI_SYSTEM && errno == libc::ENOENT {
                    return Err((libc::EAI_NONAME, 0, gai_text(libc::EAI_NONAME)));
                }
                Err((code, errno, text))
            }
        }
}

fn finish_getaddrinfo(rb: &mut Ruby, host: Option<String>, answer: Answer) -> Result<Vec<Resolved>> {
    match answer {
        Ok(list) if !list.is_empty() => Ok(list),
        Ok(_) => Err(resolution_error(rb, "getaddrinfo", libc::EAI_NONAME, 0, &gai_text(libc::EAI_NONAME))),
        Err((code, errno, text)) => {
            if host.as_deref().is_some_and(|h| h.ends_with('\n')) {
                let k = socket_error_class(rb);
                return Err(rb.raise(k, "newline at the end of hostname"));
            }
            Err(resolution_error(rb, "getaddrinfo", code, errno, &text))
        }
    }
}

/// getnameinfo(3) of the IP sockaddr `addr` with `flags`: (host, service).
pub fn getnameinfo(rb: &mut Ruby, addr: SocketAddr, flags: i32) -> Result<(String, String)> {
    if flags & libc::NI_NUMERICHOST != 0 && flags & libc::NI_NUMERICSERV != 0 {
        return Ok((sockaddr::ip_text(&addr), addr.port().to_string()));
    }
    let r = rb.blocking(move || dns_lookup::getnameinfo(&addr, flags).map_err(lookup_error))?;
    match r {
        Ok(pair) => Ok(pair),
        Err((code, errno, text)) => Err(resolution_error(rb, "getnameinfo", code, errno, &text)),
    }
}

/// glibc's gai_strerror text for the codes the numeric paths raise themselves.
pub fn gai_text(code: i32) -> String {
    match code {
        libc::EAI_NONAME => "Name or service not known",
        libc::EAI_FAMILY => "ai_family not supported",
        libc::EAI_SOCKTYPE => "ai_socktype not supported",
        libc::EAI_SERVICE => "Servname not supported for ai_socktype",
        libc::EAI_FAIL => "Non-recoverable failure in name resolution",
        libc::EAI_AGAIN => "Temporary failure in name resolution",
        _ => "Unknown error",
    }
    .to_string()
}

/// SocketError.
pub fn socket_error_class(rb: &mut Ruby) -> Value {
    let object = rb.core_class(corundum_vm::api::CoreClass::Object);
    rb.const_lookup(object, "SocketError").unwrap_or_else(|| rb.core_class(corundum_vm::api::CoreClass::StandardError))
}

/// SocketError with `msg`.
pub fn socket_error(rb: &mut Ruby, msg: &str) -> Error {
    let k = socket_error_class(rb);
    rb.raise(k, msg)
}

/// The error of a failed getaddrinfo/getnameinfo (CRuby's `rsock_raise_resolution_error`):
/// the Errno of EAI_SYSTEM, else Socket::ResolutionError "FUNCTION: TEXT" with `error_code`.
pub fn resolution_error(rb: &mut Ruby, function: &str, code: i32, errno: i32, text: &str) -> Error {
    if code == libc::EAI_SYSTEM && errno != 0 {
        return rb.errno_error(errno, "", function);
    }
    let socket = {
        let object = rb.core_class(corundum_vm::api::CoreClass::Object);
        rb.const_lookup(object, "Socket")
    };
    let class = match socket.and_then(|s| rb.const_lookup(s, "ResolutionError")) {
        Some(k) => k,
        None => socket_error_class(rb),
    };
    let e = rb.raise(class, &format!("{function}: {text}"));
    if let Some(x) = e.exception() {
        let _ = rb.ivar_set(x, "error_code", Value::fixnum(code as i64));
    }
    e
}

/// A line of the services database: (name and aliases, port, protocol).
fn services() -> Vec<(Vec<String>, u16, String)> {
    let Ok(text) = std::fs::read_to_string("/etc/services") else { return Vec::new() };
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("");
        let mut parts = line.split_whitespace();
        let (Some(name), Some(pp)) = (parts.next(), parts.next()) else { continue };
        let Some((port, proto)) = pp.split_once('/') else { continue };
        let Ok(port) = port.parse::<u16>() else { continue };
        let mut names = vec![name.to_string()];
        names.extend(parts.map(str::to_string));
        out.push((names, port, proto.to_string()));
    }
    out
}

/// The port of service `name` for protocol `proto` (getservbyname(3) over /etc/services).
pub fn service_port(name: &str, proto: &str) -> Option<u16> {
    services().into_iter().find(|(names, _, p)| p == proto && names.iter().any(|n| n == name)).map(|(_, port, _)| port)
}

/// The name of the service on `port` for protocol `proto` (getservbyport(3)).
pub fn service_name(port: u16, proto: &str) -> Option<String> {
    services().into_iter().find(|(_, p, pr)| *p == port && pr == proto).map(|(names, _, _)| names[0].clone())
}
