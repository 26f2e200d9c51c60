//! `IO#fcntl`: descriptor control commands, through nix's typed wrappers of fcntl(2).
//!
//! Invariants:
//! - The argument is CRuby's: nil and false mean 0, true 1, a String is the command's
//!   in-out buffer (a `struct flock` for the lock commands), anything else NUM2LONG.
//! - Only commands whose argument is an integer or nothing, and the lock commands with a
//!   String buffer, reach the kernel; a lock command given an integer (which CRuby passes on
//!   as an address) is Errno::EFAULT, any other command Errno::EINVAL, so no integer is ever
//!   handed to the kernel as an address. Nothing here is `unsafe`.

use nix::fcntl::{fcntl, FcntlArg, FdFlag, OFlag};

use crate::core::io::errno::sys_fail;
use crate::core::io::{open_data, with_fd};
use crate::object as obj;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The second argument of `fcntl`/`ioctl` as CRuby reads it.
enum ControlArg {
    Int(i64),
    Buffer(Value),
}

fn control_arg(vm: &mut Vm, v: Value) -> VmResult<ControlArg> {
    Ok(match v {
        Value::NIL | Value::FALSE => ControlArg::Int(0),
        Value::TRUE => ControlArg::Int(1),
        v if crate::core::is_string(v) => ControlArg::Buffer(v),
        v => ControlArg::Int(vm.expect_int(v)?),
    })
}

/// A `struct flock` read from (and written back to) a String buffer, field by field at the
/// platform's offsets; a short buffer is zero-extended as CRuby grows it.
fn flock_from(bytes: &[u8]) -> libc::flock {
    use std::mem::{offset_of, size_of};
    let mut b = bytes.to_vec();
    b.resize(b.len().max(size_of::<libc::flock>()), 0);
    let at = |o: usize, n: usize| &b[o..o + n];
    let mut fl = zeroed_flock();
    fl.l_type = i16::from_ne_bytes(at(offset_of!(libc::flock, l_type), 2).try_into().unwrap());
    fl.l_whence = i16::from_ne_bytes(at(offset_of!(libc::flock, l_whence), 2).try_into().unwrap());
    fl.l_start = i64::from_ne_bytes(at(offset_of!(libc::flock, l_start), 8).try_into().unwrap());
    fl.l_len = i64::from_ne_bytes(at(offset_of!(libc::flock, l_len), 8).try_into().unwrap());
    fl.l_pid = i32::from_ne_bytes(at(offset_of!(libc::flock, l_pid), 4).try_into().unwrap());
    fl
}

/// An all-zero `struct flock`, built field by field (it has only integer fields).
fn zeroed_flock() -> libc::flock {
    libc::flock { l_type: 0, l_whence: 0, l_start: 0, l_len: 0, l_pid: 0 }
}

fn flock_into(fl: &libc::flock, bytes: &mut Vec<u8>) {
    use std::mem::{offset_of, size_of};
    bytes.resize(bytes.len().max(size_of::<libc::flock>()), 0);
    let mut put = |o: usize, v: &[u8]| bytes[o..o + v.len()].copy_from_slice(v);
    put(offset_of!(libc::flock, l_type), &fl.l_type.to_ne_bytes());
    put(offset_of!(libc::flock, l_whence), &fl.l_whence.to_ne_bytes());
    put(offset_of!(libc::flock, l_start), &fl.l_start.to_ne_bytes());
    put(offset_of!(libc::flock, l_len), &fl.l_len.to_ne_bytes());
    put(offset_of!(libc::flock, l_pid), &fl.l_pid.to_ne_bytes());
}

/// `IO#fcntl(integer_cmd, arg = 0)`: the command's result as an Integer.
fn io_fcntl(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() || args.len() > 2 {
        return Err(vm.arg_count_error(args.len(), 1, 2));
    }
    let cmd = vm.expect_int(args.get(0))?;
    let arg = control_arg(vm, args.get(1))?;
    let cmd = i32::try_from(cmd).map_err(|_| vm.make_error(vm.core.range_error, &format!("integer {cmd} too big to convert to 'int'")))?;
    vm.check_frozen_io_buffer(&arg)?;
    let d = open_data(vm, recv)?;
    let path = d.path_lossy();
    let mut lock_buffer = None;
    let r = with_fd(d, false, |fd| {
        let int = |a: &ControlArg| match a {
            ControlArg::Int(i) => Some(*i),
            ControlArg::Buffer(_) => None,
        };
        let einval = Err(nix::errno::Errno::EINVAL);
        match (cmd, &arg) {
            (libc::F_GETFD, _) => fcntl(fd, FcntlArg::F_GETFD),
            (libc::F_GETFL, _) => fcntl(fd, FcntlArg::F_GETFL),
            (libc::F_GETPIPE_SZ, _) => fcntl(fd, FcntlArg::F_GETPIPE_SZ),
            (libc::F_GET_SEALS, _) => fcntl(fd, FcntlArg::F_GET_SEALS),
            (libc::F_SETFD, a) => match int(a) {
                Some(i) => fcntl(fd, FcntlArg::F_SETFD(FdFlag::from_bits_retain(i as i32))),
                None => einval,
            },
            (libc::F_SETFL, a) => match int(a) {
                Some(i) => fcntl(fd, FcntlArg::F_SETFL(OFlag::from_bits_retain(i as i32))),
                None => einval,
            },
            (libc::F_DUPFD, a) => match int(a) {
                Some(i) => fcntl(fd, FcntlArg::F_DUPFD(i as i32)),
                None => einval,
            },
            (libc::F_DUPFD_CLOEXEC, a) => match int(a) {
                Some(i) => fcntl(fd, FcntlArg::F_DUPFD_CLOEXEC(i as i32)),
                None => einval,
            },
            (libc::F_SETPIPE_SZ, a) => match int(a) {
                Some(i) => fcntl(fd, FcntlArg::F_SETPIPE_SZ(i as i32)),
                None => einval,
            },
            (libc::F_GETLK | libc::F_SETLK | libc::F_SETLKW, ControlArg::Buffer(s)) => {
                let mut fl = flock_from(obj::as_string(*s).bytes.as_slice());
                let r = match cmd {
                    libc::F_GETLK => fcntl(fd, FcntlArg::F_GETLK(&mut fl)),
                    libc::F_SETLK => fcntl(fd, FcntlArg::F_SETLK(&fl)),
                    _ => fcntl(fd, FcntlArg::F_SETLKW(&fl)),
                };
                lock_buffer = Some(fl);
                r
            }
            // A lock command given an integer: CRuby hands it to the kernel as the address
            // of a `struct flock`; that address is never dereferenced here, and the kernel's
            // answer for an unmapped one is EFAULT.
            (libc::F_GETLK | libc::F_SETLK | libc::F_SETLKW, ControlArg::Int(_)) => Err(nix::errno::Errno::EFAULT),
            _ => einval,
        }
    });
    let r = r.unwrap_or(Err(nix::errno::Errno::EBADF));
    if let (Some(fl), ControlArg::Buffer(s)) = (lock_buffer, &arg) {
        obj::as_string_mut(*s).bytes.with_vec(|bytes| flock_into(&fl, bytes));
    }
    match r {
        Ok(n) => Ok(Value::fixnum(n as i64)),
        Err(e) => Err(sys_fail(vm, &std::io::Error::from_raw_os_error(e as i32), "", &path)),
    }
}

impl Vm {
    /// A String buffer argument is written to: a frozen one is FrozenError before the call.
    fn check_frozen_io_buffer(&mut self, arg: &ControlArg) -> VmResult<()> {
        if let ControlArg::Buffer(s) = arg {
            self.check_frozen(*s)?;
        }
        Ok(())
    }
}

pub fn init(vm: &mut Vm) {
    vm.define_builtin(vm.core.io, "fcntl", -1, io_fcntl);
}
