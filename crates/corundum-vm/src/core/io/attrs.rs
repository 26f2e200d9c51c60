//! Changing file attributes by path: `File.utime`/`File.lutime` (access and modification
//! times), `File.chown`/`File.lchown` (owner and group), and `File.path`.
//!
//! Invariants: each takes any number of paths and answers how many it changed, raising the
//! Errno of the first failure ("strerror @ apply2files - path", as CRuby); a nil time means
//! now, a nil or -1 owner/group leaves it unchanged; the l-forms act on a symlink itself.

use nix::sys::stat::{utimensat, UtimensatFlags};
use nix::sys::time::TimeSpec;

use crate::core::io::errno::{errno_error, sys_fail};
use crate::core::io::file::{os_path, path_arg};
use crate::core::io::sys::id_arg;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A time argument as seconds and nanoseconds: a Time, an Integer, a Float or a Rational
/// (anything answering `to_r`); nil is "now" (UTIME_NOW).
fn timespec_arg(vm: &mut Vm, v: Value) -> VmResult<TimeSpec> {
    if v.is_nil() {
        return Ok(TimeSpec::UTIME_NOW);
    }
    if crate::core::time::is_time(v) {
        let s = vm.call_method(v, crate::symbol::intern("to_i"), &[], None)?;
        let ns = vm.call_method(v, crate::symbol::intern("nsec"), &[], None)?;
        let (s, ns) = (vm.expect_int(s)?, vm.expect_int(ns)?);
        return Ok(TimeSpec::new(s, ns));
    }
    if v.is_fixnum() {
        return Ok(TimeSpec::new(v.as_fixnum(), 0));
    }
    if let Some(f) = vm.float_value(v) {
        let s = f.floor();
        let ns = ((f - s) * 1e9).round() as i64;
        return Ok(TimeSpec::new(s as i64, ns.min(999_999_999)));
    }
    // Rationals and other numerics: whole seconds by floor, the rest in nanoseconds.
    let s = vm.call_method(v, crate::symbol::intern("floor"), &[], None)?;
    let secs = vm.expect_int(s)?;
    let frac = vm.call_method(v, crate::symbol::intern("-"), &[s], None)?;
    let ns = vm.call_method(frac, crate::symbol::intern("*"), &[Value::fixnum(1_000_000_000)], None)?;
    let ns = vm.call_method(ns, crate::symbol::intern("to_i"), &[], None)?;
    let ns = vm.expect_int(ns)?;
    Ok(TimeSpec::new(secs, ns))
}

fn utime_with(vm: &mut Vm, args: &Args, follow: bool) -> VmResult {
    vm.check_argc(args, 2, None)?;
    let atime = timespec_arg(vm, args.get(0))?;
    let mtime = timespec_arg(vm, args.get(1))?;
    let flag = if follow { UtimensatFlags::FollowSymlink } else { UtimensatFlags::NoFollowSymlink };
    let paths = args.as_slice()[2..].to_vec();
    for &p in &paths {
        let path = path_arg(vm, p)?;
        if let Err(e) = utimensat(nix::fcntl::AT_FDCWD, os_path(&path), &atime, &mtime, flag) {
            return Err(errno_error(vm, e as i32, "apply2files", &lossy(&path)));
        }
    }
    Ok(Value::fixnum(paths.len() as i64))
}

fn chown_with(vm: &mut Vm, args: &Args, follow: bool) -> VmResult {
    vm.check_argc(args, 2, None)?;
    let uid = id_arg(vm, args.get(0))?;
    let gid = id_arg(vm, args.get(1))?;
    let paths = args.as_slice()[2..].to_vec();
    for &p in &paths {
        let path = path_arg(vm, p)?;
        let r = if follow { std::os::unix::fs::chown(os_path(&path), uid, gid) } else { std::os::unix::fs::lchown(os_path(&path), uid, gid) };
        if let Err(e) = r {
            return Err(sys_fail(vm, &e, "apply2files", &lossy(&path)));
        }
    }
    Ok(Value::fixnum(paths.len() as i64))
}

/// `File.path(path)`: the path as a String (`to_path` of an object).
fn file_s_path(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let p = path_arg(vm, args.get(0))?;
    Ok(vm.new_string(p))
}

pub fn init(vm: &mut Vm) {
    let file = crate::core::io::file_class(vm);
    vm.define_singleton_builtin(file, "utime", -1, |vm, _r, a| utime_with(vm, a, true));
    vm.define_singleton_builtin(file, "lutime", -1, |vm, _r, a| utime_with(vm, a, false));
    vm.define_singleton_builtin(file, "chown", -1, |vm, _r, a| chown_with(vm, a, true));
    vm.define_singleton_builtin(file, "lchown", -1, |vm, _r, a| chown_with(vm, a, false));
    vm.define_singleton_builtin(file, "path", 1, file_s_path);
}
