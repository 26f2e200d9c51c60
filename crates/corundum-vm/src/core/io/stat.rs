//! File::Stat (`File.stat`/`lstat`, `File#stat`/`lstat`, `IO#stat`, `File::Stat.new`) and the
//! File singleton methods that are questions about a file's metadata or links: `ftype`,
//! `realpath`/`realdirpath`, `readlink`, `symlink`/`link`, `umask`, `mkfifo`, `truncate`, the
//! mode tests (`world_readable?`, `owned?`, `pipe?`, `setuid?`, ...) and `identical?`.
//!
//! Invariants:
//! - A File::Stat is typed data holding the `std::fs::Metadata` taken when it was made; it never
//!   changes afterwards (CRuby's snapshot semantics).
//! - The time fields (`atime`, `mtime`, `ctime`, `birthtime`) are Time objects made with
//!   `Time.at(sec, nsec, :nsec)` when the Time class exists; without it they raise
//!   NotImplementedError and `inspect` leaves them out.
//! - Failed system calls raise the Errno class with CRuby's "@ function - path" message.

use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};

use crate::core::io::errno::{errno_error, sys_fail};
use crate::core::io::file::{os_path, path_arg};
use crate::core::io::{file_class, open_data, Stream};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

crate::data_type!(pub STAT_TYPE: std::fs::Metadata, c"File::Stat", mark = |_p, _m| {});

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn stat_class(vm: &mut Vm) -> Value {
    let file = file_class(vm);
    vm.const_get_from(file, intern("Stat")).unwrap_or(vm.core.object)
}

fn new_stat(vm: &mut Vm, m: std::fs::Metadata) -> Value {
    let k = stat_class(vm);
    vm.new_typed_data(k, &STAT_TYPE, Box::new(m))
}

fn meta(vm: &mut Vm, v: Value) -> VmResult<&'static std::fs::Metadata> {
    if !obj::is_type(v, crate::object::ObjType::Data) || !std::ptr::eq(obj::as_typed_data(v).dtype, &STAT_TYPE) {
        return Err(vm.type_error("uninitialized File::Stat"));
    }
    // SAFETY: the descriptor was checked; the payload of STAT_TYPE is a boxed Metadata owned by
    // the object, which the caller holds (it is the receiver or an argument).
    Ok(unsafe { &*(obj::as_typed_data(v).data as *const std::fs::Metadata) })
}

/// stat(2) (`follow`) or lstat(2) of a path argument, raising Errno with `function`'s name.
fn stat_path(vm: &mut Vm, v: Value, follow: bool, function: &str) -> VmResult<std::fs::Metadata> {
    let p = path_arg(vm, v)?;
    let r = if follow { std::fs::metadata(os_path(&p)) } else { std::fs::symlink_metadata(os_path(&p)) };
    r.map_err(|e| sys_fail(vm, &e, function, &lossy(&p)))
}

/// The metadata of a path, or None when it cannot be read (the `?` tests answer false).
fn try_stat(vm: &mut Vm, v: Value, follow: bool) -> VmResult<Option<std::fs::Metadata>> {
    // An IO stands for its open file (fstat(2)), as CRuby's `rb_stat` takes one.
    if crate::core::io::is_io(v) {
        if let Ok(d) = open_data(vm, v) {
            if let Some(Stream::File(f)) = &d.stream {
                return Ok(f.metadata().ok());
            }
        }
    }
    let p = path_arg(vm, v)?;
    Ok(if follow { std::fs::metadata(os_path(&p)) } else { std::fs::symlink_metadata(os_path(&p)) }.ok())
}

fn file_s_stat(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let m = stat_path(vm, args.get(0), true, "rb_file_s_stat")?;
    Ok(new_stat(vm, m))
}

fn file_s_lstat(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let m = stat_path(vm, args.get(0), false, "rb_file_s_lstat")?;
    Ok(new_stat(vm, m))
}

fn stat_s_new(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let m = stat_path(vm, args.get(0), true, "rb_stat_init")?;
    Ok(new_stat(vm, m))
}

/// `IO#stat`: fstat(2) of the open stream.
fn io_stat(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    let label = d.label();
    let r = match &d.stream {
        Some(Stream::File(f)) => f.metadata(),
        Some(Stream::Stdin) => std::fs::File::open("/dev/stdin").and_then(|f| f.metadata()),
        Some(Stream::Stdout) => std::fs::metadata("/dev/stdout"),
        Some(Stream::Stderr) => std::fs::metadata("/dev/stderr"),
        None => return Err(vm.make_error(vm.core.io_error, "closed stream")),
    };
    match r {
        Ok(m) => Ok(new_stat(vm, m)),
        Err(e) => Err(sys_fail(vm, &e, "rb_io_stat", &label)),
    }
}

/// `File#lstat`: lstat(2) of the path the File was opened with.
fn file_lstat(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    let Some(p) = d.path.clone() else { return io_stat(vm, recv, &Args::from_slice(&[], None)) };
    match std::fs::symlink_metadata(os_path(&p)) {
        Ok(m) => Ok(new_stat(vm, m)),
        Err(e) => Err(sys_fail(vm, &e, "rb_file_lstat", &lossy(&p))),
    }
}

fn ftype_name(m: &std::fs::Metadata) -> &'static str {
    let t = m.file_type();
    if t.is_file() {
        "file"
    } else if t.is_dir() {
        "directory"
    } else if t.is_symlink() {
        "link"
    } else if t.is_char_device() {
        "characterSpecial"
    } else if t.is_block_device() {
        "blockSpecial"
    } else if t.is_fifo() {
        "fifo"
    } else if t.is_socket() {
        "socket"
    } else {
        "unknown"
    }
}

fn int(vm: &mut Vm, n: u64) -> Value {
    vm.new_int_i128(n as i128)
}

macro_rules! stat_int {
    ($name:ident, $e:expr) => {
        fn $name(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
            let m = meta(vm, recv)?;
            let f: fn(&std::fs::Metadata) -> u64 = $e;
            Ok(int(vm, f(m)))
        }
    };
}

macro_rules! stat_bool {
    ($name:ident, $e:expr) => {
        fn $name(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
            let m = meta(vm, recv)?;
            let f: fn(&std::fs::Metadata) -> bool = $e;
            Ok(Value::bool(f(m)))
        }
    };
}

fn major(dev: u64) -> u64 {
    ((dev >> 32) & 0xffff_f000) | ((dev >> 8) & 0xfff)
}

fn minor(dev: u64) -> u64 {
    ((dev >> 12) & 0xffff_ff00) | (dev & 0xff)
}

stat_int!(st_size, |m| m.size());
stat_int!(st_mode, |m| u64::from(m.mode()));
stat_int!(st_uid, |m| u64::from(m.uid()));
stat_int!(st_gid, |m| u64::from(m.gid()));
stat_int!(st_ino, |m| m.ino());
stat_int!(st_dev, |m| m.dev());
stat_int!(st_rdev, |m| m.rdev());
stat_int!(st_nlink, |m| m.nlink());
stat_int!(st_blksize, |m| m.blksize());
stat_int!(st_blocks, |m| m.blocks());
stat_int!(st_dev_major, |m| major(m.dev()));
stat_int!(st_dev_minor, |m| minor(m.dev()));
stat_int!(st_rdev_major, |m| major(m.rdev()));
stat_int!(st_rdev_minor, |m| minor(m.rdev()));
stat_bool!(st_file, |m| m.file_type().is_file());
stat_bool!(st_directory, |m| m.file_type().is_dir());
stat_bool!(st_symlink, |m| m.file_type().is_symlink());
stat_bool!(st_pipe, |m| m.file_type().is_fifo());
stat_bool!(st_socket, |m| m.file_type().is_socket());
stat_bool!(st_chardev, |m| m.file_type().is_char_device());
stat_bool!(st_blockdev, |m| m.file_type().is_block_device());
stat_bool!(st_zero, |m| m.size() == 0);
stat_bool!(st_setuid, |m| m.mode() & 0o4000 != 0);
stat_bool!(st_setgid, |m| m.mode() & 0o2000 != 0);
stat_bool!(st_sticky, |m| m.mode() & 0o1000 != 0);
stat_bool!(st_owned, |m| m.uid() == nix::unistd::geteuid().as_raw());
stat_bool!(st_grpowned, |m| in_group(m.gid()));
stat_bool!(st_readable, |m| permitted(m, 4, true));
stat_bool!(st_writable, |m| permitted(m, 2, true));
stat_bool!(st_executable, |m| permitted(m, 1, true));
stat_bool!(st_readable_real, |m| permitted(m, 4, false));
stat_bool!(st_writable_real, |m| permitted(m, 2, false));
stat_bool!(st_executable_real, |m| permitted(m, 1, false));

/// Whether the (effective) group or a supplementary group is `gid`.
fn in_group(gid: u32) -> bool {
    nix::unistd::getegid().as_raw() == gid || nix::unistd::getgroups().is_ok_and(|gs| gs.iter().any(|g| g.as_raw() == gid))
}

/// The permission test CRuby's `File::Stat#readable?` and friends make from the mode bits:
/// `bit` is 4 (read), 2 (write) or 1 (execute); `effective` picks euid/egid over uid/gid.
fn permitted(m: &std::fs::Metadata, bit: u32, effective: bool) -> bool {
    let uid = if effective { nix::unistd::geteuid() } else { nix::unistd::getuid() }.as_raw();
    let mode = m.mode();
    if uid == 0 {
        return bit != 1 || mode & 0o111 != 0 || m.is_dir();
    }
    if m.uid() == uid {
        return mode & (bit << 6) != 0;
    }
    let gid = if effective { nix::unistd::getegid() } else { nix::unistd::getgid() }.as_raw();
    if m.gid() == gid || in_group(m.gid()) {
        return mode & (bit << 3) != 0;
    }
    mode & bit != 0
}

fn st_size_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = meta(vm, recv)?;
    Ok(if m.size() == 0 { Value::NIL } else { int(vm, m.size()) })
}

/// `world_readable?`/`world_writable?`: the permission bits when others may, else nil.
fn world(m: &std::fs::Metadata, bit: u32) -> Value {
    if m.mode() & bit != 0 {
        Value::fixnum(i64::from(m.mode() & 0o777))
    } else {
        Value::NIL
    }
}

fn st_world_readable(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(world(meta(vm, recv)?, 0o004))
}

fn st_world_writable(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(world(meta(vm, recv)?, 0o002))
}

fn st_ftype(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = meta(vm, recv)?;
    Ok(vm.new_str(ftype_name(m)))
}

/// A Time for `sec`/`nsec` through `Time.at(sec, nsec, :nsec)`, or NotImplementedError while
/// the VM has no Time class.
fn time_at(vm: &mut Vm, what: &str, sec: i64, nsec: i64) -> VmResult {
    let Ok(time) = vm.const_get_from(vm.core.object, intern("Time")) else {
        return Err(vm.make_error(vm.core.not_implemented_error, &format!("File::Stat#{what} needs the Time class, which this build does not have")));
    };
    vm.call_method(time, intern("at"), &[Value::fixnum(sec), Value::fixnum(nsec), Value::symbol(intern("nsec"))], None)
}

fn st_atime(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = meta(vm, recv)?;
    time_at(vm, "atime", m.atime(), m.atime_nsec())
}

fn st_mtime(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = meta(vm, recv)?;
    time_at(vm, "mtime", m.mtime(), m.mtime_nsec())
}

fn st_ctime(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = meta(vm, recv)?;
    time_at(vm, "ctime", m.ctime(), m.ctime_nsec())
}

fn st_birthtime(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = meta(vm, recv)?;
    match m.created().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()) {
        Some(d) => time_at(vm, "birthtime", d.as_secs() as i64, i64::from(d.subsec_nanos())),
        None => Err(vm.make_error(vm.core.not_implemented_error, "birthtime() function is unimplemented on this machine")),
    }
}

/// `<=>`: by modification time; nil against anything but a File::Stat.
fn st_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = meta(vm, recv)?;
    let Ok(b) = meta(vm, args.get(0)) else { return Ok(Value::NIL) };
    let o = (a.mtime(), a.mtime_nsec()).cmp(&(b.mtime(), b.mtime_nsec()));
    Ok(Value::fixnum(o as i64))
}

fn st_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = meta(vm, recv)?;
    let mut s = format!(
        "#<File::Stat dev=0x{:x}, ino={}, mode=0{:o}, nlink={}, uid={}, gid={}, rdev=0x{:x}, size={}, blksize={}, blocks={}",
        m.dev(),
        m.ino(),
        m.mode(),
        m.nlink(),
        m.uid(),
        m.gid(),
        m.rdev(),
        m.size(),
        m.blksize(),
        m.blocks()
    );
    if vm.const_get_from(vm.core.object, intern("Time")).is_ok() {
        for (name, sec, nsec) in [("atime", m.atime(), m.atime_nsec()), ("mtime", m.mtime(), m.mtime_nsec()), ("ctime", m.ctime(), m.ctime_nsec())] {
            let t = time_at(vm, name, sec, nsec)?;
            let shown = vm.inspect_str(t)?;
            s.push_str(&format!(", {name}={shown}"));
        }
    }
    s.push('>');
    Ok(vm.new_string(s.into_bytes()))
}

// ---------------------------------------------------------------- File singleton methods

fn file_s_ftype(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let m = stat_path(vm, args.get(0), false, "rb_file_s_ftype")?;
    Ok(vm.new_str(ftype_name(&m)))
}

/// A path made absolute against `dir` (or the working directory).
fn against(vm: &mut Vm, path: &[u8], dir: Value) -> VmResult<Vec<u8>> {
    if path.first() == Some(&b'/') {
        return Ok(path.to_vec());
    }
    let base = if dir.is_nil() {
        match std::env::current_dir() {
            Ok(d) => std::os::unix::ffi::OsStrExt::as_bytes(d.as_os_str()).to_vec(),
            Err(e) => return Err(sys_fail(vm, &e, "getcwd", "")),
        }
    } else {
        path_arg(vm, dir)?
    };
    let mut out = base;
    if out.last() != Some(&b'/') {
        out.push(b'/');
    }
    out.extend_from_slice(path);
    Ok(out)
}

fn bytes_of(p: &std::path::Path) -> Vec<u8> {
    std::os::unix::ffi::OsStrExt::as_bytes(p.as_os_str()).to_vec()
}

/// `File.realpath(path, dir = nil)`: every component must exist.
fn file_s_realpath(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let p = path_arg(vm, args.get(0))?;
    let full = against(vm, &p, args.get(1))?;
    match std::fs::canonicalize(os_path(&full)) {
        Ok(r) => Ok(vm.new_string(bytes_of(&r))),
        Err(e) => Err(sys_fail(vm, &e, "rb_check_realpath_internal", &lossy(&p))),
    }
}

/// `File.realdirpath(path, dir = nil)`: the last component need not exist.
fn file_s_realdirpath(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let p = path_arg(vm, args.get(0))?;
    let full = against(vm, &p, args.get(1))?;
    if let Ok(r) = std::fs::canonicalize(os_path(&full)) {
        return Ok(vm.new_string(bytes_of(&r)));
    }
    let path = os_path(&full);
    let (Some(parent), Some(name)) = (path.parent(), path.file_name()) else {
        let e = std::io::Error::from_raw_os_error(libc::ENOENT);
        return Err(sys_fail(vm, &e, "rb_check_realpath_internal", &lossy(&p)));
    };
    match std::fs::canonicalize(parent) {
        Ok(r) => Ok(vm.new_string(bytes_of(&r.join(name)))),
        Err(e) => {
            // CRuby names the first component that is missing, as an absolute path.
            let mut prefix = std::path::PathBuf::new();
            for c in parent.components() {
                prefix.push(c);
                if std::fs::symlink_metadata(&prefix).is_err() {
                    break;
                }
            }
            Err(sys_fail(vm, &e, "realpath_rec", &lossy(&bytes_of(&prefix))))
        }
    }
}

fn file_s_readlink(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let p = path_arg(vm, args.get(0))?;
    match std::fs::read_link(os_path(&p)) {
        Ok(t) => Ok(vm.new_string(bytes_of(&t))),
        Err(e) => Err(sys_fail(vm, &e, "rb_readlink", &lossy(&p))),
    }
}

/// `File.symlink(old, new)` / `File.link(old, new)`: 0.
fn link_with(vm: &mut Vm, args: &Args, soft: bool) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    let from = path_arg(vm, args.get(0))?;
    let to = path_arg(vm, args.get(1))?;
    let r = if soft { std::os::unix::fs::symlink(os_path(&from), os_path(&to)) } else { std::fs::hard_link(os_path(&from), os_path(&to)) };
    match r {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_fail(vm, &e, "syserr_fail2_in", &lossy(&to))),
    }
}

fn file_s_symlink(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    link_with(vm, args, true)
}

fn file_s_link(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    link_with(vm, args, false)
}

/// `File.umask` / `File.umask(mask)`: the previous mask.
fn file_s_umask(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    use nix::sys::stat::{umask, Mode};
    vm.check_argc(args, 0, Some(1))?;
    let old = if args.is_empty() {
        let old = umask(Mode::from_bits_truncate(0o022));
        umask(old);
        old
    } else {
        let n = vm.expect_int(args.get(0))?;
        umask(Mode::from_bits_truncate((n & 0o777) as _))
    };
    Ok(Value::fixnum(old.bits() as i64))
}

fn file_s_mkfifo(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let p = path_arg(vm, args.get(0))?;
    let mode = if args.len() == 2 { vm.expect_int(args.get(1))? } else { 0o666 };
    match nix::unistd::mkfifo(os_path(&p), nix::sys::stat::Mode::from_bits_truncate(mode as _)) {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(errno_error(vm, e as i32, "rb_file_s_mkfifo", &lossy(&p))),
    }
}

fn file_s_truncate(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    let p = path_arg(vm, args.get(0))?;
    let n = vm.expect_int(args.get(1))?;
    if n < 0 {
        return Err(errno_error(vm, libc::EINVAL, "rb_file_s_truncate", &lossy(&p)));
    }
    let r = std::fs::OpenOptions::new().write(true).open(os_path(&p)).and_then(|f| f.set_len(n as u64));
    match r {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_fail(vm, &e, "rb_file_s_truncate", &lossy(&p))),
    }
}

fn file_truncate(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    let d = open_data(vm, recv)?;
    let label = d.label();
    if !d.writable {
        return Err(vm.make_error(vm.core.io_error, "not opened for writing"));
    }
    let r = match &d.stream {
        Some(Stream::File(f)) if n >= 0 => f.set_len(n as u64),
        _ => Err(std::io::Error::from_raw_os_error(libc::EINVAL)),
    };
    match r {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_fail(vm, &e, "rb_file_truncate", &label)),
    }
}

macro_rules! file_test {
    ($name:ident, $follow:expr, $e:expr) => {
        fn $name(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
            vm.check_argc(args, 1, Some(1))?;
            let f: fn(&std::fs::Metadata) -> Value = $e;
            Ok(match try_stat(vm, args.get(0), $follow)? {
                Some(m) => f(&m),
                None => Value::NIL,
            })
        }
    };
}

file_test!(file_s_world_readable, true, |m| world(m, 0o004));
file_test!(file_s_world_writable, true, |m| world(m, 0o002));
file_test!(file_s_owned_raw, true, |m| Value::bool(m.uid() == nix::unistd::geteuid().as_raw()));
file_test!(file_s_grpowned_raw, true, |m| Value::bool(in_group(m.gid())));
file_test!(file_s_pipe_raw, true, |m| Value::bool(m.file_type().is_fifo()));
file_test!(file_s_socket_raw, true, |m| Value::bool(m.file_type().is_socket()));
file_test!(file_s_chardev_raw, true, |m| Value::bool(m.file_type().is_char_device()));
file_test!(file_s_blockdev_raw, true, |m| Value::bool(m.file_type().is_block_device()));
file_test!(file_s_setuid_raw, true, |m| Value::bool(m.mode() & 0o4000 != 0));
file_test!(file_s_setgid_raw, true, |m| Value::bool(m.mode() & 0o2000 != 0));
file_test!(file_s_sticky_raw, true, |m| Value::bool(m.mode() & 0o1000 != 0));
file_test!(file_s_readable_real_raw, true, |m| Value::bool(permitted(m, 4, false)));
file_test!(file_s_writable_real_raw, true, |m| Value::bool(permitted(m, 2, false)));
file_test!(file_s_executable_real_raw, true, |m| Value::bool(permitted(m, 1, false)));

/// The predicate forms answer false, not nil, for a missing file.
macro_rules! predicate {
    ($name:ident, $raw:ident) => {
        fn $name(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
            let v = $raw(vm, recv, args)?;
            Ok(if v.is_nil() { Value::FALSE } else { v })
        }
    };
}

predicate!(file_s_owned, file_s_owned_raw);
predicate!(file_s_grpowned, file_s_grpowned_raw);
predicate!(file_s_pipe, file_s_pipe_raw);
predicate!(file_s_socket, file_s_socket_raw);
predicate!(file_s_chardev, file_s_chardev_raw);
predicate!(file_s_blockdev, file_s_blockdev_raw);
predicate!(file_s_setuid, file_s_setuid_raw);
predicate!(file_s_setgid, file_s_setgid_raw);
predicate!(file_s_sticky, file_s_sticky_raw);
predicate!(file_s_readable_real, file_s_readable_real_raw);
predicate!(file_s_writable_real, file_s_writable_real_raw);
predicate!(file_s_executable_real, file_s_executable_real_raw);

/// `File.identical?(a, b)`: the same device and inode.
fn file_s_identical(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    let a = try_stat(vm, args.get(0), true)?;
    let b = try_stat(vm, args.get(1), true)?;
    Ok(Value::bool(matches!((a, b), (Some(a), Some(b)) if a.dev() == b.dev() && a.ino() == b.ino())))
}

/// `File.lchmod`: Linux cannot change a link's own mode; CRuby changes the target's (what
/// lchmod(3) does for a non-link). Answers the number of paths.
fn file_s_lchmod(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return Err(vm.arg_error("wrong number of arguments (given 0, expected 1+)"));
    }
    let mode = vm.expect_int(args.get(0))? as u32;
    for &v in &args.as_slice()[1..] {
        let p = path_arg(vm, v)?;
        let m = std::fs::symlink_metadata(os_path(&p)).map_err(|e| sys_fail(vm, &e, "apply2files", &lossy(&p)))?;
        if m.file_type().is_symlink() {
            return Err(errno_error(vm, libc::EOPNOTSUPP, "apply2files", &lossy(&p)));
        }
        std::fs::set_permissions(os_path(&p), std::fs::Permissions::from_mode(mode)).map_err(|e| sys_fail(vm, &e, "apply2files", &lossy(&p)))?;
    }
    Ok(Value::fixnum(args.len() as i64 - 1))
}

pub fn init(vm: &mut Vm) {
    let file = file_class(vm);
    let object = vm.core.object;
    let stat = crate::core::define_class_under(vm, file, "Stat", object);
    let _ = vm.include_module(stat, vm.core.comparable);
    vm.define_singleton_builtin(stat, "new", -1, stat_s_new);
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("size", 0, st_size),
        ("size?", 0, st_size_p),
        ("mode", 0, st_mode),
        ("uid", 0, st_uid),
        ("gid", 0, st_gid),
        ("ino", 0, st_ino),
        ("dev", 0, st_dev),
        ("rdev", 0, st_rdev),
        ("dev_major", 0, st_dev_major),
        ("dev_minor", 0, st_dev_minor),
        ("rdev_major", 0, st_rdev_major),
        ("rdev_minor", 0, st_rdev_minor),
        ("nlink", 0, st_nlink),
        ("blksize", 0, st_blksize),
        ("blocks", 0, st_blocks),
        ("file?", 0, st_file),
        ("directory?", 0, st_directory),
        ("symlink?", 0, st_symlink),
        ("pipe?", 0, st_pipe),
        ("socket?", 0, st_socket),
        ("chardev?", 0, st_chardev),
        ("blockdev?", 0, st_blockdev),
        ("zero?", 0, st_zero),
        ("setuid?", 0, st_setuid),
        ("setgid?", 0, st_setgid),
        ("sticky?", 0, st_sticky),
        ("owned?", 0, st_owned),
        ("grpowned?", 0, st_grpowned),
        ("readable?", 0, st_readable),
        ("writable?", 0, st_writable),
        ("executable?", 0, st_executable),
        ("readable_real?", 0, st_readable_real),
        ("writable_real?", 0, st_writable_real),
        ("executable_real?", 0, st_executable_real),
        ("world_readable?", 0, st_world_readable),
        ("world_writable?", 0, st_world_writable),
        ("ftype", 0, st_ftype),
        ("atime", 0, st_atime),
        ("mtime", 0, st_mtime),
        ("ctime", 0, st_ctime),
        ("birthtime", 0, st_birthtime),
        ("<=>", 1, st_cmp),
        ("inspect", 0, st_inspect),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(stat, name, arity, f);
    }
    let singleton: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("stat", -1, file_s_stat),
        ("lstat", -1, file_s_lstat),
        ("ftype", 1, file_s_ftype),
        ("realpath", -1, file_s_realpath),
        ("realdirpath", -1, file_s_realdirpath),
        ("readlink", 1, file_s_readlink),
        ("symlink", -1, file_s_symlink),
        ("link", -1, file_s_link),
        ("umask", -1, file_s_umask),
        ("mkfifo", -1, file_s_mkfifo),
        ("truncate", -1, file_s_truncate),
        ("world_readable?", -1, file_s_world_readable),
        ("world_writable?", -1, file_s_world_writable),
        ("owned?", -1, file_s_owned),
        ("grpowned?", -1, file_s_grpowned),
        ("pipe?", -1, file_s_pipe),
        ("socket?", -1, file_s_socket),
        ("chardev?", -1, file_s_chardev),
        ("blockdev?", -1, file_s_blockdev),
        ("setuid?", -1, file_s_setuid),
        ("setgid?", -1, file_s_setgid),
        ("sticky?", -1, file_s_sticky),
        ("readable_real?", -1, file_s_readable_real),
        ("writable_real?", -1, file_s_writable_real),
        ("executable_real?", -1, file_s_executable_real),
        ("identical?", -1, file_s_identical),
        ("lchmod", -1, file_s_lchmod),
    ];
    for &(name, arity, f) in singleton {
        vm.define_singleton_builtin(file, name, arity, f);
    }
    let io = vm.core.io;
    vm.define_builtin(io, "stat", 0, io_stat);
    vm.define_builtin(file, "lstat", 0, file_lstat);
    vm.define_builtin(file, "truncate", 1, file_truncate);
}
