//! The machine's interface addresses (CRuby's ifaddr.c and `Socket.ip_address_list`):
//! `Socket.getifaddrs` (Socket::Ifaddr objects: name, index, flags, the addresses as Addrinfo)
//! and `Socket.ip_address_list` (the IPv4 and IPv6 addresses of every interface).
//!
//! Invariant: an Ifaddr holds plain values in hidden ivars (name, ifindex, flags, addr,
//! netmask, broadaddr, dstaddr), taken when `getifaddrs` ran.

use corundum_vm::api::{define_methods, Args, CoreClass, Result, Ruby, Value};
use nix::sys::socket::SockaddrStorage;

use crate::socket::{addrinfo, class, sockaddr};

/// The Addrinfo of an interface address (nil for none), family from the address itself.
fn ai_of(rb: &mut Ruby, a: Option<&SockaddrStorage>) -> Result {
    let Some(a) = a else { return Ok(Value::NIL) };
    let b = sockaddr::from_storage(a);
    let fam = sockaddr::family(&b);
    addrinfo::new_addrinfo(rb, b, fam, 0, 0, Value::NIL, Value::NIL)
}

/// Every interface address as (name, flags, addr, netmask, broadcast, destination).
fn interfaces(rb: &mut Ruby) -> Result<Vec<nix::ifaddrs::InterfaceAddress>> {
    match nix::ifaddrs::getifaddrs() {
        Ok(it) => Ok(it.collect()),
        Err(e) => Err(rb.errno_error(e as i32, "", "getifaddrs")),
    }
}

/// `Socket.getifaddrs`: an Array of Socket::Ifaddr.
fn sock_s_getifaddrs(rb: &mut Ruby, _recv: Value, _args: &Args) -> Result {
    let list = interfaces(rb)?;
    let k = class(rb, "Socket::Ifaddr");
    let out = rb.new_array(Vec::new());
    for i in &list {
        let o = rb.new_object(k);
        let name = rb.new_str(&i.interface_name);
        rb.ivar_set(o, "name", name)?;
        let index = nix::net::if_::if_nametoindex(i.interface_name.as_str()).unwrap_or(0);
        rb.ivar_set(o, "ifindex", Value::fixnum(index as i64))?;
        let flags = rb.new_int(i.flags.bits() as u32 as i64);
        rb.ivar_set(o, "flags", flags)?;
        let addr = ai_of(rb, i.address.as_ref())?;
        rb.ivar_set(o, "addr", addr)?;
        let mask = ai_of(rb, i.netmask.as_ref())?;
        rb.ivar_set(o, "netmask", mask)?;
        let broad = ai_of(rb, i.broadcast.as_ref())?;
        rb.ivar_set(o, "broadaddr", broad)?;
        let dst = ai_of(rb, i.destination.as_ref())?;
        rb.ivar_set(o, "dstaddr", dst)?;
        rb.array_push(out, o)?;
    }
    Ok(out)
}

/// `Socket.ip_address_list`: the IP addresses of the interfaces as Addrinfo.
fn sock_s_ip_address_list(rb: &mut Ruby, _recv: Value, _args: &Args) -> Result {
    let list = interfaces(rb)?;
    let out = rb.new_array(Vec::new());
    for i in &list {
        let Some(a) = i.address.as_ref() else { continue };
        if a.as_sockaddr_in().is_none() && a.as_sockaddr_in6().is_none() {
            continue;
        }
        let v = ai_of(rb, Some(a))?;
        rb.array_push(out, v)?;
    }
    Ok(out)
}

fn ifa_name(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "name"))
}

fn ifa_ifindex(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "ifindex"))
}

fn ifa_flags(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "flags"))
}

fn ifa_addr(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "addr"))
}

fn ifa_netmask(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "netmask"))
}

fn ifa_broadaddr(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "broadaddr"))
}

fn ifa_dstaddr(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    Ok(rb.ivar_get(recv, "dstaddr"))
}

/// The names of the IFF_ flags set in `flags`, as CRuby's inspect lists them.
fn flag_names(flags: u32) -> Vec<&'static str> {
    const NAMES: &[(u32, &str)] = &[
        (libc::IFF_UP as u32, "UP"),
        (libc::IFF_BROADCAST as u32, "BROADCAST"),
        (libc::IFF_DEBUG as u32, "DEBUG"),
        (libc::IFF_LOOPBACK as u32, "LOOPBACK"),
        (libc::IFF_POINTOPOINT as u32, "POINTOPOINT"),
        (libc::IFF_RUNNING as u32, "RUNNING"),
        (libc::IFF_NOARP as u32, "NOARP"),
        (libc::IFF_PROMISC as u32, "PROMISC"),
        (libc::IFF_NOTRAILERS as u32, "NOTRAILERS"),
        (libc::IFF_ALLMULTI as u32, "ALLMULTI"),
        (libc::IFF_MASTER as u32, "MASTER"),
        (libc::IFF_SLAVE as u32, "SLAVE"),
        (libc::IFF_MULTICAST as u32, "MULTICAST"),
        (libc::IFF_PORTSEL as u32, "PORTSEL"),
        (libc::IFF_AUTOMEDIA as u32, "AUTOMEDIA"),
        (libc::IFF_DYNAMIC as u32, "DYNAMIC"),
    ];
    NAMES.iter().filter(|(b, _)| flags & b != 0).map(|(_, n)| *n).collect()
}

fn ifa_inspect(rb: &mut Ruby, recv: Value, _a: &Args) -> Result {
    let k = rb.obj_class(recv);
    let name = rb.ivar_get(recv, "name");
    let mut s = format!("#<{} {}", rb.class_name(k), rb.str_lossy(name));
    let flags = rb.ivar_get(recv, "flags");
    let flags = rb.expect_int(flags)? as u32;
    let names = flag_names(flags);
    if !names.is_empty() {
        s.push(' ');
        s.push_str(&names.join(","));
    }
    for (ivar, label) in [("addr", ""), ("netmask", "netmask="), ("broadaddr", "broadcast="), ("dstaddr", "dstaddr=")] {
        let v = rb.ivar_get(recv, ivar);
        if v.is_nil() {
            continue;
        }
        let t = rb.call(v, "inspect_sockaddr", &[])?;
        s.push_str(&format!(" {label}{}", rb.str_lossy(t)));
    }
    s.push('>');
    Ok(rb.new_str(&s))
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let socket = class(rb, "Socket");
    rb.define_singleton_method(socket, "getifaddrs", 0, sock_s_getifaddrs)?;
    rb.define_singleton_method(socket, "ip_address_list", 0, sock_s_ip_address_list)?;
    let object = rb.core_class(CoreClass::Object);
    let k = rb.define_class_under(socket, "Ifaddr", object)?;
    rb.undef_alloc_func(k);
    define_methods!(rb, k, [
        ("name", 0, ifa_name),
        ("ifindex", 0, ifa_ifindex),
        ("flags", 0, ifa_flags),
        ("addr", 0, ifa_addr),
        ("netmask", 0, ifa_netmask),
        ("broadaddr", 0, ifa_broadaddr),
        ("dstaddr", 0, ifa_dstaddr),
        ("inspect", 0, ifa_inspect),
    ]);
    Ok(())
}
