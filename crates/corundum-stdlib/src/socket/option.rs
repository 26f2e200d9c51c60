//! Socket::Option: a socket option's family, level, name and value bytes, as
//! `BasicSocket#getsockopt` answers and `#setsockopt` takes it (CRuby's option.c), with the
//! typed constructors and readers (`int`, `byte`, `bool`, `linger`, `ipv4_multicast_*`) and
//! CRuby's `inspect` of the well-known options.
//!
//! Invariant: the four fields are hidden ivars (`family`, `level`, `optname`, `data`), as CRuby
//! keeps them, so `dup`, Marshal and subclasses see them without extra code.

use corundum_vm::api::{define_methods, inspect_bytes, Args, Result, Ruby, Value};

use crate::socket::args::{family_arg, int_arg, is_ip_family, level_arg, optname_arg};
use crate::socket::class;
use crate::socket::constants::name_of;

/// A new Socket::Option (CRuby's `rsock_sockopt_new`).
pub fn new_option(rb: &mut Ruby, family: i32, level: i32, optname: i32, data: Vec<u8>) -> Result {
    let k = class(rb, "Socket::Option");
    let o = rb.new_object(k);
    let d = rb.new_binary_string(data);
    set_fields(rb, o, family, level, optname, d)?;
    Ok(o)
}

fn set_fields(rb: &mut Ruby, o: Value, family: i32, level: i32, optname: i32, data: Value) -> Result<()> {
    rb.ivar_set(o, "family", Value::fixnum(family as i64))?;
    rb.ivar_set(o, "level", Value::fixnum(level as i64))?;
    rb.ivar_set(o, "optname", Value::fixnum(optname as i64))?;
    rb.ivar_set(o, "data", data)
}

/// The (family, level, optname) of option `o`.
pub fn fields(rb: &mut Ruby, o: Value) -> Result<(i32, i32, i32)> {
    let f = rb.ivar_get(o, "family");
    let l = rb.ivar_get(o, "level");
    let n = rb.ivar_get(o, "optname");
    Ok((int_arg(rb, f)?, int_arg(rb, l)?, int_arg(rb, n)?))
}

/// The value bytes of option `o`.
pub fn data_bytes(rb: &mut Ruby, o: Value) -> Result<Vec<u8>> {
    let d = rb.ivar_get(o, "data");
    let s = rb.expect_string(d)?;
    Ok(rb.str_bytes(s).to_vec())
}

/// `Socket::Option.new(family, level, optname, data)`.
fn opt_initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let family = family_arg(rb, args.get(0))?;
    let level = level_arg(rb, family, args.get(1))?;
    let optname = optname_arg(rb, family, level, args.get(2))?;
    let data = rb.expect_string(args.get(3))?;
    set_fields(rb, recv, family, level, optname, data)?;
    Ok(recv)
}

fn opt_family(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(rb.ivar_get(recv, "family"))
}

fn opt_level(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(rb.ivar_get(recv, "level"))
}

fn opt_optname(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(rb.ivar_get(recv, "optname"))
}

fn opt_data(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(rb.ivar_get(recv, "data"))
}

/// TypeError "size differ.  expected as WHAT=N but LEN" unless `len == n`.
fn check_size(rb: &mut Ruby, len: usize, n: usize, what: &str) -> Result<()> {
    if len != n {
        return Err(rb.type_error(&format!("size differ.  expected as {what}={n} but {len}")));
    }
    Ok(())
}

fn int_of(b: &[u8]) -> i32 {
    i32::from_ne_bytes([b[0], b[1], b[2], b[3]])
}

/// The three leading arguments of the typed constructors.
fn head(rb: &mut Ruby, args: &Args) -> Result<(i32, i32, i32)> {
    let family = family_arg(rb, args.get(0))?;
    let level = level_arg(rb, family, args.get(1))?;
    let optname = optname_arg(rb, family, level, args.get(2))?;
    Ok((family, level, optname))
}

/// `Socket::Option.int(family, level, optname, integer)`.
fn opt_s_int(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let (f, l, n) = head(rb, args)?;
    let i = int_arg(rb, args.get(3))?;
    new_option(rb, f, l, n, i.to_ne_bytes().to_vec())
}

fn opt_int(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let b = data_bytes(rb, recv)?;
    check_size(rb, b.len(), 4, "sizeof(int)")?;
    Ok(Value::fixnum(int_of(&b) as i64))
}

/// `Socket::Option.byte(family, level, optname, integer)`: one byte (NUM2CHR).
fn opt_s_byte(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let (f, l, n) = head(rb, args)?;
    let v = args.get(3);
    let byte = if rb.is_string(v) { rb.str_bytes(v).first().copied().unwrap_or(0) } else { rb.expect_int(v)? as u8 };
    new_option(rb, f, l, n, vec![byte])
}

fn opt_byte(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let b = data_bytes(rb, recv)?;
    check_size(rb, b.len(), 1, "sizeof(unsigned char)")?;
    Ok(Value::fixnum(b[0] as i64))
}

/// `Socket::Option.bool(family, level, optname, bool)`: an int 1 or 0.
fn opt_s_bool(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let (f, l, n) = head(rb, args)?;
    let i: i32 = args.get(3).truthy().into();
    new_option(rb, f, l, n, i.to_ne_bytes().to_vec())
}

fn opt_bool(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let b = data_bytes(rb, recv)?;
    if b.len() == 1 {
        return Ok(Value::bool(b[0] != 0));
    }
    check_size(rb, b.len(), 4, "sizeof(int)")?;
    Ok(Value::bool(int_of(&b) != 0))
}

/// `Socket::Option.linger(onoff, secs)`: a struct linger for SO_LINGER.
fn opt_s_linger(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let v = args.get(0);
    let onoff: i32 = if v == Value::TRUE {
        1
    } else if v == Value::FALSE || v.is_nil() {
        0
    } else {
        int_arg(rb, v)?
    };
    let secs = int_arg(rb, args.get(1))?;
    let mut b = onoff.to_ne_bytes().to_vec();
    b.extend_from_slice(&secs.to_ne_bytes());
    new_option(rb, libc::AF_UNSPEC, libc::SOL_SOCKET, libc::SO_LINGER, b)
}

fn opt_linger(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (_, level, optname) = fields(rb, recv)?;
    if level != libc::SOL_SOCKET || optname != libc::SO_LINGER {
        return Err(rb.type_error("linger socket option expected"));
    }
    let b = data_bytes(rb, recv)?;
    check_size(rb, b.len(), 8, "sizeof(struct linger)")?;
    let onoff = match int_of(&b) {
        0 => Value::FALSE,
        1 => Value::TRUE,
        n => Value::fixnum(n as i64),
    };
    let secs = Value::fixnum(int_of(&b[4..]) as i64);
    Ok(rb.new_array(vec![onoff, secs]))
}

fn opt_s_ipv4_multicast_loop(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let i = int_arg(rb, args.get(0))?;
    new_option(rb, libc::AF_INET, libc::IPPROTO_IP, libc::IP_MULTICAST_LOOP, i.to_ne_bytes().to_vec())
}

fn opt_s_ipv4_multicast_ttl(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let i = int_arg(rb, args.get(0))?;
    new_option(rb, libc::AF_INET, libc::IPPROTO_IP, libc::IP_MULTICAST_TTL, i.to_ne_bytes().to_vec())
}

fn multicast_reader(rb: &mut Ruby, recv: Value, optname: i32, what: &str) -> Result {
    let (f, l, n) = fields(rb, recv)?;
    if f == libc::AF_INET && l == libc::IPPROTO_IP && n == optname {
        return opt_int(rb, recv, &Args::new(&[], None));
    }
    Err(rb.type_error(&format!("{what} socket option expected")))
}

fn opt_ipv4_multicast_loop(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    multicast_reader(rb, recv, libc::IP_MULTICAST_LOOP, "ipv4_multicast_loop")
}

fn opt_ipv4_multicast_ttl(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    multicast_reader(rb, recv, libc::IP_MULTICAST_TTL, "ipv4_multicast_ttl")
}

fn opt_unpack(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = rb.ivar_get(recv, "data");
    rb.call(d, "unpack", &[args.get(0)])
}

/// The name of an option at a level ("REUSEADDR", "NODELAY", ...).
fn optname_text(level: i32, optname: i32) -> Option<&'static str> {
    let prefix = match level {
        libc::SOL_SOCKET => "SO_",
        libc::IPPROTO_IP => "IP_",
        libc::IPPROTO_IPV6 => "IPV6_",
        libc::IPPROTO_TCP => "TCP_",
        libc::IPPROTO_UDP => "UDP_",
        _ => return None,
    };
    name_of(prefix, optname as i64).map(|n| &n[prefix.len()..])
}

/// How CRuby shows the value of a well-known option; None for raw bytes.
fn value_text(family: i32, level: i32, optname: i32, b: &[u8]) -> Option<String> {
    let int = (b.len() == 4).then(|| int_of(b));
    let family = if level == libc::SOL_SOCKET { libc::AF_UNSPEC } else { family };
    match (family, level) {
        (libc::AF_UNSPEC, libc::SOL_SOCKET) => match optname {
            libc::SO_DEBUG | libc::SO_ACCEPTCONN | libc::SO_BROADCAST | libc::SO_REUSEADDR | libc::SO_KEEPALIVE | libc::SO_OOBINLINE | libc::SO_SNDBUF | libc::SO_RCVBUF | libc::SO_DONTROUTE | libc::SO_RCVLOWAT | libc::SO_SNDLOWAT => int.map(|i| format!(" {i}")),
            libc::SO_ERROR => int.map(|i| format!(" {} ({i})", corundum_vm::api::strerror(i))),
            libc::SO_TYPE => int.map(|i| match name_of("SOCK_", i as i64) {
                Some(n) => format!(" {n}"),
                None => format!(" {i}"),
            }),
            libc::SO_LINGER if b.len() == 8 => {
                let on = match int_of(b) {
                    0 => " off".to_string(),
                    1 => " on".to_string(),
                    n => format!(" on({n})"),
                };
                Some(format!("{on} {}sec", int_of(&b[4..])))
            }
            libc::SO_RCVTIMEO | libc::SO_SNDTIMEO if b.len() == 16 => {
                let sec = i64::from_ne_bytes(b[..8].try_into().ok()?);
                let usec = i64::from_ne_bytes(b[8..16].try_into().ok()?);
                Some(format!(" {sec}.{usec:06}sec"))
            }
            libc::SO_PEERCRED if b.len() == 12 => {
                let (pid, uid, gid) = (int_of(b) as u32, int_of(&b[4..]) as u32, int_of(&b[8..]) as u32);
                Some(format!(" pid={pid} euid={uid} egid={gid} (ucred)"))
            }
            _ => None,
        },
        (libc::AF_INET | libc::AF_INET6, libc::IPPROTO_IP) => match optname {
            libc::IP_MULTICAST_LOOP | libc::IP_MULTICAST_TTL => int.map(|i| format!(" {i}")),
            libc::IP_MULTICAST_IF if b.len() == 4 => Some(format!(" {}.{}.{}.{}", b[0], b[1], b[2], b[3])),
            libc::IP_ADD_MEMBERSHIP | libc::IP_DROP_MEMBERSHIP if b.len() == 8 => Some(format!(" {}.{}.{}.{} {}.{}.{}.{}", b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7])),
            _ => None,
        },
        (libc::AF_INET | libc::AF_INET6, libc::IPPROTO_IPV6) => match optname {
            libc::IPV6_MULTICAST_HOPS | libc::IPV6_UNICAST_HOPS | libc::IPV6_V6ONLY => int.map(|i| format!(" {i}")),
            libc::IPV6_MULTICAST_LOOP => int.map(|i| format!(" {}", i as u32)),
            _ => None,
        },
        (libc::AF_INET | libc::AF_INET6, libc::IPPROTO_TCP) => match optname {
            libc::TCP_NODELAY => int.map(|i| format!(" {i}")),
            _ => None,
        },
        _ => None,
    }
}

fn opt_inspect(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let (family, level, optname) = fields(rb, recv)?;
    let b = data_bytes(rb, recv)?;
    let k = rb.obj_class(recv);
    let mut s = format!("#<{}:", rb.class_name(k));
    match name_of("AF_", family as i64) {
        Some(n) => s.push_str(&format!(" {}", &n[3..])),
        None => s.push_str(&format!(" family:{family}")),
    }
    if level == libc::SOL_SOCKET {
        s.push_str(" SOCKET");
        match optname_text(level, optname) {
            Some(n) => s.push_str(&format!(" {n}")),
            None => s.push_str(&format!(" optname:{optname}")),
        }
    } else if family == libc::AF_UNIX {
        s.push_str(&format!(" level:{level} optname:{optname}"));
    } else if is_ip_family(family) {
        match name_of("IPPROTO_", level as i64) {
            Some(n) => s.push_str(&format!(" {}", &n[8..])),
            None => s.push_str(&format!(" level:{level}")),
        }
        match optname_text(level, optname) {
            Some(n) => s.push_str(&format!(" {n}")),
            None => s.push_str(&format!(" optname:{optname}")),
        }
    } else {
        s.push_str(&format!(" level:{level} optname:{optname}"));
    }
    match value_text(family, level, optname, &b) {
        Some(v) => s.push_str(&v),
        None => {
            s.push(' ');
            s.push_str(&inspect_bytes(&b, true));
        }
    }
    s.push('>');
    Ok(rb.new_str(&s))
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let socket = class(rb, "Socket");
    let object = rb.core_class(corundum_vm::api::CoreClass::Object);
    let k = rb.define_class_under(socket, "Option", object)?;
    rb.define_private_method(k, "initialize", 4, opt_initialize);
    define_methods!(rb, k, [
        ("family", 0, opt_family),
        ("level", 0, opt_level),
        ("optname", 0, opt_optname),
        ("data", 0, opt_data),
        ("to_s", 0, opt_data),
        ("inspect", 0, opt_inspect),
        ("int", 0, opt_int),
        ("byte", 0, opt_byte),
        ("bool", 0, opt_bool),
        ("linger", 0, opt_linger),
        ("ipv4_multicast_ttl", 0, opt_ipv4_multicast_ttl),
        ("ipv4_multicast_loop", 0, opt_ipv4_multicast_loop),
        ("unpack", 1, opt_unpack),
    ]);
    rb.define_singleton_method(k, "int", 4, opt_s_int)?;
    rb.define_singleton_method(k, "byte", 4, opt_s_byte)?;
    rb.define_singleton_method(k, "bool", 4, opt_s_bool)?;
    rb.define_singleton_method(k, "linger", 2, opt_s_linger)?;
    rb.define_singleton_method(k, "ipv4_multicast_ttl", 1, opt_s_ipv4_multicast_ttl)?;
    rb.define_singleton_method(k, "ipv4_multicast_loop", 1, opt_s_ipv4_multicast_loop)?;
    Ok(())
}
