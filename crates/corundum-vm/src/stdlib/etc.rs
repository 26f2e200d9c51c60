//! `require "etc"`: the user and group databases (`getpwuid`, `getpwnam`, `getgrgid`,
//! `getgrnam` answering Etc::Passwd / Etc::Group Structs), `getlogin`, `nprocessors`,
//! `uname`, `systmpdir`, `sysconfdir` and Etc::VERSION, through nix's safe wrappers of the
//! reentrant libc calls.
//!
//! Invariants: a missing entry is ArgumentError "can't find user for X" / "can't find group
//! for X", as in CRuby; the Struct classes are made with `Struct.new`, so they behave as any
//! Struct (members, to_a, ==, inspect). The enumeration API (getpwent, passwd/group blocks,
//! sysconf, confstr) is not provided.

use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn etc_const(vm: &mut Vm, name: &str) -> VmResult {
    let etc = vm.const_get_from(vm.core.object, intern("Etc"))?;
    vm.const_get_from(etc, intern(name))
}

fn os_str(vm: &mut Vm, s: &[u8]) -> Value {
    vm.new_string(s.to_vec())
}

fn passwd_value(vm: &mut Vm, u: nix::unistd::User) -> VmResult {
    use std::os::unix::ffi::OsStrExt;
    let k = etc_const(vm, "Passwd")?;
    let fields = [
        os_str(vm, u.name.as_bytes()),
        os_str(vm, u.passwd.as_bytes()),
        vm.new_int(u.uid.as_raw() as i64),
        vm.new_int(u.gid.as_raw() as i64),
        os_str(vm, u.gecos.as_bytes()),
        os_str(vm, u.dir.as_os_str().as_bytes()),
        os_str(vm, u.shell.as_os_str().as_bytes()),
    ];
    // The Strings above are only in this Rust array: an Array keeps them alive across `new`.
    let arr = vm.new_array_from(&fields);
    vm.temp_roots.push(arr);
    let items = obj::as_array(arr).items.to_vec();
    let r = vm.call_method(k, intern("new"), &items, None);
    vm.temp_roots.pop();
    r
}

fn group_value(vm: &mut Vm, g: nix::unistd::Group) -> VmResult {
    let k = etc_const(vm, "Group")?;
    let members: Vec<Value> = Vec::new();
    let mem = vm.new_array_from(&members);
    vm.temp_roots.push(mem);
    for m in &g.mem {
        let s = vm.new_str(m);
        obj::as_array_mut(mem).items.push(s);
    }
    let fields = [os_str(vm, g.name.as_bytes()), os_str(vm, g.passwd.as_bytes()), vm.new_int(g.gid.as_raw() as i64), mem];
    let arr = vm.new_array_from(&fields);
    vm.temp_roots.push(arr);
    let items = obj::as_array(arr).items.to_vec();
    let r = vm.call_method(k, intern("new"), &items, None);
    vm.temp_roots.pop();
    vm.temp_roots.pop();
    r
}

/// An id argument (`NUM2UID`), or the default when absent.
fn id_arg(vm: &mut Vm, args: &Args, default: u32) -> VmResult<(i64, Option<u32>)> {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    if args.is_empty() {
        return Ok((default as i64, Some(default)));
    }
    let n = vm.expect_int(args.get(0))?;
    Ok((n, u32::try_from(n).ok()))
}

fn getpwuid(vm: &mut Vm, _r: Value, args: &Args) -> VmResult {
    let (n, id) = id_arg(vm, args, nix::unistd::getuid().as_raw())?;
    match id.and_then(|i| nix::unistd::User::from_uid(nix::unistd::Uid::from_raw(i)).ok().flatten()) {
        Some(u) => passwd_value(vm, u),
        None => Err(vm.arg_error(&format!("can't find user for {n}"))),
    }
}

fn getpwnam(vm: &mut Vm, _r: Value, args: &Args) -> VmResult {
    let s = vm.expect_string(args.get(0))?;
    let name = crate::core::str_of(s);
    match nix::unistd::User::from_name(&name).ok().flatten() {
        Some(u) => passwd_value(vm, u),
        None => Err(vm.arg_error(&format!("can't find user for {name}"))),
    }
}

fn getgrgid(vm: &mut Vm, _r: Value, args: &Args) -> VmResult {
    let (n, id) = id_arg(vm, args, nix::unistd::getgid().as_raw())?;
    match id.and_then(|i| nix::unistd::Group::from_gid(nix::unistd::Gid::from_raw(i)).ok().flatten()) {
        Some(g) => group_value(vm, g),
        None => Err(vm.arg_error(&format!("can't find group for {n}"))),
    }
}

fn getgrnam(vm: &mut Vm, _r: Value, args: &Args) -> VmResult {
    let s = vm.expect_string(args.get(0))?;
    let name = crate::core::str_of(s);
    match nix::unistd::Group::from_name(&name).ok().flatten() {
        Some(g) => group_value(vm, g),
        None => Err(vm.arg_error(&format!("can't find group for {name}"))),
    }
}

/// `Etc.getlogin`: the login name from the environment's USER (CRuby asks getlogin(3) first,
/// which has no safe wrapper here and fails without a controlling terminal anyway), or nil.
fn getlogin(vm: &mut Vm, _r: Value, _args: &Args) -> VmResult {
    use std::os::unix::ffi::OsStrExt;
    match std::env::var_os("USER") {
        Some(u) => Ok(vm.new_string(u.as_bytes().to_vec())),
        None => Ok(Value::NIL),
    }
}

fn uname(vm: &mut Vm, _r: Value, _args: &Args) -> VmResult {
    use std::os::unix::ffi::OsStrExt;
    let u = match nix::sys::utsname::uname() {
        Ok(u) => u,
        Err(e) => return Err(crate::core::io::errno::errno_error_plain(vm, e as i32)),
    };
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    let parts = [("sysname", u.sysname()), ("nodename", u.nodename()), ("release", u.release()), ("version", u.version()), ("machine", u.machine())];
    let r = (|| {
        for (k, v) in parts {
            let s = vm.new_string(v.as_bytes().to_vec());
            vm.hash_set(h, Value::symbol(intern(k)), s)?;
        }
        Ok(h)
    })();
    vm.temp_roots.pop();
    r
}

fn nprocessors(vm: &mut Vm, _r: Value, _args: &Args) -> VmResult {
    match std::thread::available_parallelism() {
        Ok(n) => Ok(vm.new_int(n.get() as i64)),
        Err(e) => Err(crate::core::io::errno::sys_fail(vm, &e, "sched_getaffinity", "")),
    }
}

fn define_struct(vm: &mut Vm, etc: Value, name: &str, members: &[&str]) -> VmResult<()> {
    let st = vm.const_get_from(vm.core.object, intern("Struct"))?;
    let syms: Vec<Value> = members.iter().map(|m| Value::symbol(intern(m))).collect();
    let k = vm.call_method(st, intern("new"), &syms, None)?;
    vm.const_set(etc, intern(name), k);
    Ok(())
}

pub fn init(vm: &mut Vm) -> VmResult<()> {
    let etc = crate::core::define_module(vm, "Etc");
    let version = vm.new_str("1.4.6");
    vm.freeze(version);
    vm.const_set(etc, intern("VERSION"), version);
    define_struct(vm, etc, "Passwd", &["name", "passwd", "uid", "gid", "gecos", "dir", "shell"])?;
    define_struct(vm, etc, "Group", &["name", "passwd", "gid", "mem"])?;
    vm.define_singleton_builtin(etc, "getpwuid", -1, getpwuid);
    vm.define_singleton_builtin(etc, "getpwnam", 1, getpwnam);
    vm.define_singleton_builtin(etc, "getgrgid", -1, getgrgid);
    vm.define_singleton_builtin(etc, "getgrnam", 1, getgrnam);
    vm.define_singleton_builtin(etc, "getlogin", 0, getlogin);
    vm.define_singleton_builtin(etc, "uname", 0, uname);
    vm.define_singleton_builtin(etc, "nprocessors", 0, nprocessors);
    vm.define_singleton_builtin(etc, "systmpdir", 0, |vm, _r, _a| Ok(vm.new_str("/tmp")));
    vm.define_singleton_builtin(etc, "sysconfdir", 0, |vm, _r, _a| Ok(vm.new_str("/etc")));
    Ok(())
}
