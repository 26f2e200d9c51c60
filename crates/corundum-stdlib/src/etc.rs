//! `require "etc"`: the user and group databases (`getpwuid`, `getpwnam`, `getgrgid`,
//! `getgrnam` answering Etc::Passwd / Etc::Group Structs), `getlogin`, `nprocessors`,
//! `uname`, `systmpdir`, `sysconfdir` and Etc::VERSION, through nix's safe wrappers of the
//! reentrant libc calls.
//!
//! Invariants: a missing entry is ArgumentError "can't find user for X" / "can't find group
//! for X", as in CRuby; the Struct classes are made with `Struct.new`, so they behave as any
//! Struct (members, to_a, ==, inspect). The enumeration API (getpwent, passwd/group blocks,
//! sysconf, confstr) is not provided.

use corundum_vm::api::{intern, Args, CoreClass, Result, Ruby, Value};

fn etc_const(rb: &mut Ruby, name: &str) -> Result {
    let etc = rb.const_get(rb.core_class(CoreClass::Object), "Etc")?;
    rb.const_get(etc, name)
}

fn os_str(rb: &mut Ruby, s: &[u8]) -> Value {
    rb.new_string(s.to_vec())
}

fn passwd_value(rb: &mut Ruby, u: nix::unistd::User) -> Result {
    use std::os::unix::ffi::OsStrExt;
    let k = etc_const(rb, "Passwd")?;
    let fields = [
        os_str(rb, u.name.as_bytes()),
        os_str(rb, u.passwd.as_bytes()),
        rb.new_int(u.uid.as_raw() as i64),
        rb.new_int(u.gid.as_raw() as i64),
        os_str(rb, u.gecos.as_bytes()),
        os_str(rb, u.dir.as_os_str().as_bytes()),
        os_str(rb, u.shell.as_os_str().as_bytes()),
    ];
    // The Strings above are in a Rust array on the stack, which the collector scans.
    rb.call(k, "new", &fields)
}

fn group_value(rb: &mut Ruby, g: nix::unistd::Group) -> Result {
    let k = etc_const(rb, "Group")?;
    let mem = rb.new_array(Vec::new());
    for m in &g.mem {
        let s = rb.new_str(m);
        rb.array_push(mem, s)?;
    }
    let fields = [os_str(rb, g.name.as_bytes()), os_str(rb, g.passwd.as_bytes()), rb.new_int(g.gid.as_raw() as i64), mem];
    rb.call(k, "new", &fields)
}

/// An id argument (`NUM2UID`), or the default when absent.
fn id_arg(rb: &mut Ruby, args: &Args, default: u32) -> Result<(i64, Option<u32>)> {
    if args.len() > 1 {
        return Err(rb.arg_count_error(args.len(), 0, 1));
    }
    if args.is_empty() {
        return Ok((default as i64, Some(default)));
    }
    let n = rb.expect_int(args.get(0))?;
    Ok((n, u32::try_from(n).ok()))
}

fn getpwuid(rb: &mut Ruby, _r: Value, args: &Args) -> Result {
    let (n, id) = id_arg(rb, args, nix::unistd::getuid().as_raw())?;
    match id.and_then(|i| nix::unistd::User::from_uid(nix::unistd::Uid::from_raw(i)).ok().flatten()) {
        Some(u) => passwd_value(rb, u),
        None => Err(rb.arg_error(&format!("can't find user for {n}"))),
    }
}

fn getpwnam(rb: &mut Ruby, _r: Value, args: &Args) -> Result {
    let s = rb.expect_string(args.get(0))?;
    let name = rb.str_lossy(s);
    match nix::unistd::User::from_name(&name).ok().flatten() {
        Some(u) => passwd_value(rb, u),
        None => Err(rb.arg_error(&format!("can't find user for {name}"))),
    }
}

fn getgrgid(rb: &mut Ruby, _r: Value, args: &Args) -> Result {
    let (n, id) = id_arg(rb, args, nix::unistd::getgid().as_raw())?;
    match id.and_then(|i| nix::unistd::Group::from_gid(nix::unistd::Gid::from_raw(i)).ok().flatten()) {
        Some(g) => group_value(rb, g),
        None => Err(rb.arg_error(&format!("can't find group for {n}"))),
    }
}

fn getgrnam(rb: &mut Ruby, _r: Value, args: &Args) -> Result {
    let s = rb.expect_string(args.get(0))?;
    let name = rb.str_lossy(s);
    match nix::unistd::Group::from_name(&name).ok().flatten() {
        Some(g) => group_value(rb, g),
        None => Err(rb.arg_error(&format!("can't find group for {name}"))),
    }
}

/// `Etc.getlogin`: the login name from the environment's USER (CRuby asks getlogin(3) first,
/// which has no safe wrapper here and fails without a controlling terminal anyway), or nil.
fn getlogin(rb: &mut Ruby, _r: Value, _args: &Args) -> Result {
    use std::os::unix::ffi::OsStrExt;
    match std::env::var_os("USER") {
        Some(u) => Ok(rb.new_string(u.as_bytes().to_vec())),
        None => Ok(Value::NIL),
    }
}

fn uname(rb: &mut Ruby, _r: Value, _args: &Args) -> Result {
    use std::os::unix::ffi::OsStrExt;
    let u = match nix::sys::utsname::uname() {
        Ok(u) => u,
        Err(e) => return Err(rb.errno_error_plain(e as i32)),
    };
    let h = rb.new_hash();
    let parts = [("sysname", u.sysname()), ("nodename", u.nodename()), ("release", u.release()), ("version", u.version()), ("machine", u.machine())];
    for (k, v) in parts {
        let s = rb.new_string(v.as_bytes().to_vec());
        rb.hash_set(h, Value::symbol(intern(k)), s)?;
    }
    Ok(h)
}

fn nprocessors(rb: &mut Ruby, _r: Value, _args: &Args) -> Result {
    match std::thread::available_parallelism() {
        Ok(n) => Ok(rb.new_int(n.get() as i64)),
        Err(e) => Err(rb.sys_fail(&e, "sched_getaffinity", "")),
    }
}

fn define_struct(rb: &mut Ruby, etc: Value, name: &str, members: &[&str]) -> Result<()> {
    let st = rb.const_get(rb.core_class(CoreClass::Object), "Struct")?;
    let syms: Vec<Value> = members.iter().map(|m| Value::symbol(intern(m))).collect();
    let k = rb.call(st, "new", &syms)?;
    rb.const_set(etc, name, k);
    Ok(())
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let etc = rb.define_module("Etc")?;
    let version = rb.new_str("1.4.6");
    rb.freeze(version);
    rb.const_set(etc, "VERSION", version);
    define_struct(rb, etc, "Passwd", &["name", "passwd", "uid", "gid", "gecos", "dir", "shell"])?;
    define_struct(rb, etc, "Group", &["name", "passwd", "gid", "mem"])?;
    rb.define_singleton_method(etc, "getpwuid", -1, getpwuid)?;
    rb.define_singleton_method(etc, "getpwnam", 1, getpwnam)?;
    rb.define_singleton_method(etc, "getgrgid", -1, getgrgid)?;
    rb.define_singleton_method(etc, "getgrnam", 1, getgrnam)?;
    rb.define_singleton_method(etc, "getlogin", 0, getlogin)?;
    rb.define_singleton_method(etc, "uname", 0, uname)?;
    rb.define_singleton_method(etc, "nprocessors", 0, nprocessors)?;
    rb.define_singleton_method(etc, "systmpdir", 0, |rb, _r, _a| Ok(rb.new_str("/tmp")))?;
    rb.define_singleton_method(etc, "sysconfdir", 0, |rb, _r, _a| Ok(rb.new_str("/etc")))?;
    Ok(())
}
