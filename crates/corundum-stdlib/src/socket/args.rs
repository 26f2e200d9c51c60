//! The constant arguments of socket methods: a family, socket type, level, option name,
//! shutdown direction or control message type given as an Integer, or as a Symbol or String
//! naming the constant with or without its prefix (`:INET`, `"AF_INET"`), with CRuby's
//! SocketError messages for unknown names (`rsock_family_arg` and friends).

use corundum_vm::api::{Result, Ruby, Value};

use crate::socket::constants::lookup;
use crate::socket::resolve::socket_error;

/// A C `int` argument (NUM2INT): TypeError for a non-Integer, RangeError past `int`.
pub fn int_arg(rb: &mut Ruby, v: Value) -> Result<i32> {
    if v.is_nil() || v == Value::TRUE || v == Value::FALSE {
        return Err(rb.conversion_error(v, "Integer"));
    }
    let n = rb.expect_int(v)?;
    match i32::try_from(n) {
        Ok(i) => Ok(i),
        Err(_) => {
            let msg = if n < 0 { format!("integer {n} too small to convert to 'int'") } else { format!("integer {n} too big to convert to 'int'") };
            Err(rb.raise_core(corundum_vm::api::CoreClass::RangeError, &msg))
        }
    }
}

/// CRuby's `constant_arg`: a Symbol or String is looked up among `prefixes` (SocketError
/// "ERRMSG: NAME" when unknown); anything else is an Integer.
fn constant_arg(rb: &mut Ruby, v: Value, prefixes: &[&str], errmsg: &str) -> Result<i32> {
    let name = if v.is_symbol() {
        Some(v.as_symbol().name().to_string())
    } else {
        match rb.check_string(v)? {
            Some(s) => Some(rb.str_lossy(s)),
            None => None,
        }
    };
    match name {
        Some(n) => match lookup(prefixes, &n) {
            Some(x) => Ok(x as i32),
            None => Err(socket_error(rb, &format!("{errmsg}: {n}"))),
        },
        None => int_arg(rb, v),
    }
}

/// Whether `family` is AF_INET or AF_INET6.
pub fn is_ip_family(family: i32) -> bool {
    family == libc::AF_INET || family == libc::AF_INET6
}

/// An address or protocol family (`:INET`, `"PF_UNIX"`, `Socket::AF_INET6`).
pub fn family_arg(rb: &mut Ruby, v: Value) -> Result<i32> {
    constant_arg(rb, v, &["AF_", "PF_"], "unknown socket domain")
}

/// A socket type (`:STREAM`, `"SOCK_DGRAM"`).
pub fn socktype_arg(rb: &mut Ruby, v: Value) -> Result<i32> {
    constant_arg(rb, v, &["SOCK_"], "unknown socket type")
}

/// A protocol level for `family` (`:SOCKET`, and `:IP`, `:TCP`, ... for IP families).
pub fn level_arg(rb: &mut Ruby, family: i32, v: Value) -> Result<i32> {
    if is_ip_family(family) {
        if v.is_symbol() || rb.is_string(v) {
            let name = if v.is_symbol() { v.as_symbol().name().to_string() } else { rb.str_lossy(v) };
            if name == "SOCKET" || name == "SOL_SOCKET" {
                return Ok(libc::SOL_SOCKET);
            }
        }
        constant_arg(rb, v, &["IPPROTO_"], "unknown protocol level")
    } else {
        // Only SOL_SOCKET has a name outside the IP families (CRuby's unknown_level_to_int).
        if v.is_symbol() || rb.is_string(v) {
            let name = if v.is_symbol() { v.as_symbol().name().to_string() } else { rb.str_lossy(v) };
            if name == "SOCKET" || name == "SOL_SOCKET" {
                return Ok(libc::SOL_SOCKET);
            }
            return Err(socket_error(rb, &format!("unknown protocol level: {name}")));
        }
        int_arg(rb, v)
    }
}

/// An option name of `level` for `family` (`:REUSEADDR` at SOL_SOCKET, `:NODELAY` at TCP, ...).
pub fn optname_arg(rb: &mut Ruby, family: i32, level: i32, v: Value) -> Result<i32> {
    let (prefix, msg) = match level {
        libc::SOL_SOCKET => ("SO_", "unknown socket level option name"),
        libc::IPPROTO_IP if is_ip_family(family) => ("IP_", "unknown IP level option name"),
        libc::IPPROTO_IPV6 if is_ip_family(family) => ("IPV6_", "unknown IPv6 level option name"),
        libc::IPPROTO_TCP if is_ip_family(family) => ("TCP_", "unknown TCP level option name"),
        libc::IPPROTO_UDP if is_ip_family(family) => ("UDP_", "unknown UDP level option name"),
        _ => return int_arg(rb, v),
    };
    constant_arg(rb, v, &[prefix], msg)
}

/// A control message type of `level` for `family` (`:RIGHTS`, `:PKTINFO`, ...).
pub fn cmsg_type_arg(rb: &mut Ruby, family: i32, level: i32, v: Value) -> Result<i32> {
    let (prefix, msg) = match level {
        libc::SOL_SOCKET => ("SCM_", "unknown UNIX control message"),
        libc::IPPROTO_IP if is_ip_family(family) => ("IP_", "unknown IP control message"),
        libc::IPPROTO_IPV6 if is_ip_family(family) => ("IPV6_", "unknown IPv6 control message"),
        libc::IPPROTO_TCP if is_ip_family(family) => ("TCP_", "unknown TCP control message"),
        libc::IPPROTO_UDP if is_ip_family(family) => ("UDP_", "unknown UDP control message"),
        _ => return int_arg(rb, v),
    };
    constant_arg(rb, v, &[prefix], msg)
}

/// The direction of `shutdown` (`:RD`, `:WR`, `:RDWR`, `"SHUT_RD"`, 0..2).
pub fn shutdown_how_arg(rb: &mut Ruby, v: Value) -> Result<i32> {
    constant_arg(rb, v, &["SHUT_"], "unknown shutdown argument")
}

/// The `exception:` keyword of the non-blocking methods (their private `__*` forms take it
/// positionally): false only for `false`.
pub fn exception_flag(v: Value) -> bool {
    v != Value::FALSE
}
