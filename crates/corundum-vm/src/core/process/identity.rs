//! Changing who the process is: `Process.uid=`/`gid=`/`euid=`/`egid=`, `Process.groups=`,
//! `Process.initgroups`, `Process::Sys`'s setters (`setuid`, `setreuid`, `setresuid`, ... for
//! users and groups) and `Process::UID`/`Process::GID`'s `eid=`, `grant_privilege`,
//! `change_privilege`, `from_name`, `re_exchangeable?`, `sid_available?`. (The id readers are in
//! `limits.rs`.)
//!
//! Invariants:
//! - A user or group argument is an Integer (or what `to_int` converts), or a String (or what
//!   `to_str` converts) naming an entry of the user or group database, else ArgumentError
//!   "can't find user for NAME" / "can't find group for NAME" as CRuby; -1 means "unchanged"
//!   where the system call allows it.
//! - Failures raise the system call's Errno with no further text (CRuby's `rb_sys_fail(0)`).
//! - Linux has no setruid/setrgid/issetugid: those raise NotImplementedError "NAME() function
//!   is unimplemented on this machine" as in CRuby (whose `respond_to?` also answers false for
//!   them; Corundum's answers true).
//! - Calls go through `nix` except setreuid/setregid, which nix lacks: `libc` directly, each
//!   `unsafe` block with its `// SAFETY:` comment.

use nix::errno::Errno;
use nix::unistd::{Gid, Group, Uid, User};

use crate::core::io::errno::errno_error_plain;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// A name argument's text, if `v` is a String or converts to one.
fn name_arg(vm: &mut Vm, v: Value) -> VmResult<Option<String>> {
    if v.is_fixnum() || obj::is_type(v, ObjType::Bignum) || v.is_special() {
        return Ok(None);
    }
    if crate::core::is_string(v) {
        return Ok(Some(crate::core::str_of(v)));
    }
    Ok(vm.check_string(v)?.map(crate::core::str_of))
}

/// An id number as C's uid_t/gid_t (-1 wraps to "unchanged" as the C conversion does).
fn id_number(vm: &mut Vm, v: Value) -> VmResult<u32> {
    if v.is_nil() {
        return Err(vm.type_error("no implicit conversion of nil into Integer"));
    }
    Ok(vm.expect_int(v)? as u32)
}

/// A user argument (module comment) as a uid.
pub fn uid_arg(vm: &mut Vm, v: Value) -> VmResult<Uid> {
    if let Some(name) = name_arg(vm, v)? {
        return match User::from_name(&name) {
            Ok(Some(u)) => Ok(u.uid),
            Ok(None) => Err(vm.arg_error(&format!("can't find user for {name}"))),
            Err(e) => Err(errno_error_plain(vm, e as i32)),
        };
    }
    Ok(Uid::from_raw(id_number(vm, v)?))
}

/// A group argument (module comment) as a gid.
pub fn gid_arg(vm: &mut Vm, v: Value) -> VmResult<Gid> {
    if let Some(name) = name_arg(vm, v)? {
        return match Group::from_name(&name) {
            Ok(Some(g)) => Ok(g.gid),
            Ok(None) => Err(vm.arg_error(&format!("can't find group for {name}"))),
            Err(e) => Err(errno_error_plain(vm, e as i32)),
        };
    }
    Ok(Gid::from_raw(id_number(vm, v)?))
}

const KEEP_UID: Uid = Uid::from_raw(u32::MAX);
const KEEP_GID: Gid = Gid::from_raw(u32::MAX);

fn sys(vm: &mut Vm, r: nix::Result<()>) -> VmResult<()> {
    r.map_err(|e| errno_error_plain(vm, e as i32))
}

fn setreuid(ruid: Uid, euid: Uid) -> nix::Result<()> {
    // SAFETY: setreuid(2) takes two integers and touches no memory of ours.
    let r = unsafe { libc::setreuid(ruid.as_raw(), euid.as_raw()) };
    Errno::result(r).map(drop)
}

fn setregid(rgid: Gid, egid: Gid) -> nix::Result<()> {
    // SAFETY: setregid(2) takes two integers and touches no memory of ours.
    let r = unsafe { libc::setregid(rgid.as_raw(), egid.as_raw()) };
    Errno::result(r).map(drop)
}

/// `Process.uid = user`: the real user id (setresuid with the others unchanged); answers the
/// argument.
fn p_set_uid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let u = uid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::setresuid(u, KEEP_UID, KEEP_UID))?;
    Ok(args.get(0))
}

/// `Process.gid = group`: the real group id; answers the argument.
fn p_set_gid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let g = gid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::setresgid(g, KEEP_GID, KEEP_GID))?;
    Ok(args.get(0))
}

/// `Process.euid = user` (also `Process::UID.eid=`): the effective user id; answers the argument.
fn p_set_euid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let u = uid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::setresuid(KEEP_UID, u, KEEP_UID))?;
    Ok(args.get(0))
}

/// `Process.egid = group` (also `Process::GID.eid=`): the effective group id; answers the
/// argument.
fn p_set_egid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let g = gid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::setresgid(KEEP_GID, g, KEEP_GID))?;
    Ok(args.get(0))
}

/// `Process.groups = [group, ...]`: the supplementary groups; answers `Process.groups`.
fn p_set_groups(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let list = args.get(0);
    if !obj::is_type(list, ObjType::Array) {
        let class = vm.class_of_real(list);
        let name = vm.module_name(class);
        return Err(vm.type_error(&format!("wrong argument type {name} (expected Array)")));
    }
    let items = crate::core::array::items(list).to_vec();
    let max = vm.call_method(recv, intern("maxgroups"), &[], None)?;
    let max = if max.is_fixnum() { max.as_fixnum() as usize } else { usize::MAX };
    if items.len() > max {
        return Err(vm.arg_error(&format!("too many groups, {} max", max)));
    }
    let mut gids = Vec::with_capacity(items.len());
    for it in items {
        gids.push(gid_arg(vm, it)?);
    }
    sys(vm, nix::unistd::setgroups(&gids))?;
    vm.call_method(recv, intern("groups"), &[], None)
}

/// `Process.initgroups(user_name, group)`: the supplementary groups of `user_name` from the
/// group database, plus `group`; answers `Process.groups`.
fn p_initgroups(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_string(args.get(0))?;
    let bytes = obj::as_string(name).bytes.to_vec();
    let Ok(cname) = std::ffi::CString::new(bytes) else {
        return Err(vm.arg_error("string contains null byte"));
    };
    let g = gid_arg(vm, args.get(1))?;
    sys(vm, nix::unistd::initgroups(&cname, g))?;
    vm.call_method(recv, intern("groups"), &[], None)
}

// ---------------------------------------------------------------- Process::Sys

fn sys_setuid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let u = uid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::setuid(u))?;
    Ok(Value::NIL)
}

fn sys_setgid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let g = gid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::setgid(g))?;
    Ok(Value::NIL)
}

fn sys_seteuid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let u = uid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::seteuid(u))?;
    Ok(Value::NIL)
}

fn sys_setegid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let g = gid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::setegid(g))?;
    Ok(Value::NIL)
}

fn sys_setreuid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let r = uid_arg(vm, args.get(0))?;
    let e = uid_arg(vm, args.get(1))?;
    sys(vm, setreuid(r, e))?;
    Ok(Value::NIL)
}

fn sys_setregid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let r = gid_arg(vm, args.get(0))?;
    let e = gid_arg(vm, args.get(1))?;
    sys(vm, setregid(r, e))?;
    Ok(Value::NIL)
}

fn sys_setresuid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let r = uid_arg(vm, args.get(0))?;
    let e = uid_arg(vm, args.get(1))?;
    let s = uid_arg(vm, args.get(2))?;
    sys(vm, nix::unistd::setresuid(r, e, s))?;
    Ok(Value::NIL)
}

fn sys_setresgid(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let r = gid_arg(vm, args.get(0))?;
    let e = gid_arg(vm, args.get(1))?;
    let s = gid_arg(vm, args.get(2))?;
    sys(vm, nix::unistd::setresgid(r, e, s))?;
    Ok(Value::NIL)
}

// ---------------------------------------------------------------- Process::UID / GID

/// `Process::UID.change_privilege(user)`: real, effective and saved user ids all become `user`;
/// answers it.
fn uid_change_privilege(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let u = uid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::setresuid(u, u, u))?;
    Ok(Value::fixnum(i64::from(u.as_raw())))
}

/// `Process::GID.change_privilege(group)`: real, effective and saved group ids; answers it.
fn gid_change_privilege(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let g = gid_arg(vm, args.get(0))?;
    sys(vm, nix::unistd::setresgid(g, g, g))?;
    Ok(Value::fixnum(i64::from(g.as_raw())))
}

/// `Process::UID.from_name(name)`: the uid of a user name.
fn uid_from_name(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_string(args.get(0))?;
    let u = uid_arg(vm, name)?;
    Ok(Value::fixnum(i64::from(u.as_raw())))
}

/// `Process::GID.from_name(name)`: the gid of a group name.
fn gid_from_name(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_string(args.get(0))?;
    let g = gid_arg(vm, name)?;
    Ok(Value::fixnum(i64::from(g.as_raw())))
}

/// `re_exchangeable?` and `sid_available?`: Linux has setresuid/setresgid, so both are true.
fn always_true(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::TRUE)
}

/// A call Linux does not have: NotImplementedError.
fn unimplemented(vm: &mut Vm, name: &str) -> VmResult {
    Err(vm.make_error(vm.core.not_implemented_error, &format!("{name}() function is unimplemented on this machine")))
}

fn sys_setruid(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    unimplemented(vm, "setruid")
}

fn sys_setrgid(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    unimplemented(vm, "setrgid")
}

fn sys_issetugid(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    unimplemented(vm, "issetugid")
}

/// Process's module `name` (`limits.rs` defines Sys, UID and GID first).
fn under(vm: &mut Vm, process: Value, name: &str) -> Value {
    match vm.const_get_from(process, intern(name)) {
        Ok(m) => m,
        Err(_) => crate::core::define_module_under(vm, process, name),
    }
}

pub fn init(vm: &mut Vm) {
    let process = vm.core.process;
    let fns: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("uid=", 1, p_set_uid),
        ("gid=", 1, p_set_gid),
        ("euid=", 1, p_set_euid),
        ("egid=", 1, p_set_egid),
        ("groups=", 1, p_set_groups),
        ("initgroups", 2, p_initgroups),
    ];
    for &(name, arity, f) in fns {
        vm.define_singleton_builtin(process, name, arity, f);
    }
    let sys_mod = under(vm, process, "Sys");
    let sys_fns: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("setuid", 1, sys_setuid),
        ("setgid", 1, sys_setgid),
        ("seteuid", 1, sys_seteuid),
        ("setegid", 1, sys_setegid),
        ("setreuid", 2, sys_setreuid),
        ("setregid", 2, sys_setregid),
        ("setresuid", 3, sys_setresuid),
        ("setresgid", 3, sys_setresgid),
        ("setruid", 1, sys_setruid),
        ("setrgid", 1, sys_setrgid),
        ("issetugid", 0, sys_issetugid),
    ];
    for &(name, arity, f) in sys_fns {
        vm.define_singleton_builtin(sys_mod, name, arity, f);
    }
    let uid_mod = under(vm, process, "UID");
    let uid_fns: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("eid=", 1, p_set_euid),
        ("grant_privilege", 1, p_set_euid),
        ("change_privilege", 1, uid_change_privilege),
        ("from_name", 1, uid_from_name),
        ("re_exchangeable?", 0, always_true),
        ("sid_available?", 0, always_true),
    ];
    for &(name, arity, f) in uid_fns {
        vm.define_singleton_builtin(uid_mod, name, arity, f);
    }
    let gid_mod = under(vm, process, "GID");
    let gid_fns: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("eid=", 1, p_set_egid),
        ("grant_privilege", 1, p_set_egid),
        ("change_privilege", 1, gid_change_privilege),
        ("from_name", 1, gid_from_name),
        ("re_exchangeable?", 0, always_true),
        ("sid_available?", 0, always_true),
    ];
    for &(name, arity, f) in gid_fns {
        vm.define_singleton_builtin(gid_mod, name, arity, f);
    }
}
