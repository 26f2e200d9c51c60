//! The File class: `File.open`/`new` with mode strings, Integer flags and permissions, the
//! whole-file helpers on IO's singleton (`read`, `write`, `readlines`, `foreach`), and the file
//! tests and operations (`exist?`, `size`, `delete`, `rename`, ...).
//!
//! Invariants: a path argument is a String or answers `to_path`, and may not hold a NUL byte
//! (ArgumentError, before any system call); every failed system call raises the Errno class of
//! its error with CRuby's "strerror @ function - path" message (`errno::sys_fail`).

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use crate::core::io::errno::sys_fail;
use crate::core::io::file_class;
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The bytes of a path argument: a String, or what `to_path` returns.
pub fn path_arg(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    let s = if !crate::core::is_string(v) && vm.respond_to(v, intern("to_path"), true) {
        vm.call_method(v, intern("to_path"), &[], None)?
    } else {
        v
    };
    let s = vm.expect_string(s)?;
    let bytes = obj::as_string(s).bytes.to_vec();
    if bytes.contains(&0) {
        return Err(vm.arg_error("path name contains null byte"));
    }
    Ok(bytes)
}

pub fn os_path(bytes: &[u8]) -> &Path {
    Path::new(OsStr::from_bytes(bytes))
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Opens `path` for a whole-file helper, runs `body` on it, and closes it.
fn with_file(vm: &mut Vm, path: Value, mode: &str, kw: Option<Value>, body: impl FnOnce(&mut Vm, Value) -> VmResult) -> VmResult {
    // `open_args: [mode, ...]` replaces every other option: the file is opened with those.
    if let Some(open_args) = kw.and_then(|k| vm.hash_lookup_symbol(k, intern("open_args"))) {
        let list = vm.check_array(open_args)?.map(|a| obj::as_array(a).items.to_vec()).unwrap_or_default();
        let mut call = vec![path];
        let mut opts = None;
        for (i, &v) in list.iter().enumerate() {
            if i == list.len() - 1 && crate::core::is_hash(v) {
                opts = Some(v);
            } else {
                call.push(v);
            }
        }
        let mode_v = call.get(1).copied().unwrap_or(Value::NIL);
        let f = crate::core::io::open::new_file(vm, &[path, mode_v], opts)?;
        vm.temp_roots.push(f);
        let result = body(vm, f);
        vm.temp_roots.pop();
        if let Ok(d) = crate::core::io::io_data(vm, f) {
            d.stream = None;
        }
        return result;
    }
    let mode_value = if kw.is_some_and(|k| vm.hash_lookup_symbol(k, intern("mode")).is_some()) { Value::NIL } else { vm.new_str(mode) };
    vm.temp_roots.push(mode_value);
    let opened = crate::core::io::open::new_file(vm, &[path, mode_value], kw);
    vm.temp_roots.pop();
    let f = opened?;
    vm.temp_roots.push(f);
    let result = body(vm, f);
    vm.temp_roots.pop();
    if let Ok(d) = crate::core::io::io_data(vm, f) {
        d.stream = None;
    }
    result
}

/// `IO.read(path, length = nil, offset = nil, mode: "r")`.
fn io_s_read(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let pos = args.positional().to_vec();
    if pos.is_empty() || pos.len() > 3 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 1..3)", pos.len())));
    }
    with_file(vm, pos[0], "r", args.kwargs(), |vm, f| {
        if let Some(&off) = pos.get(2) {
            if !off.is_nil() {
                let n = vm.expect_int(off)?;
                if n < 0 {
                    return Err(vm.arg_error(&format!("negative offset {n} given")));
                }
                vm.call_method(f, intern("seek"), &[Value::fixnum(n)], None)?;
            }
        }
        let len = pos.get(1).copied().unwrap_or(Value::NIL);
        if len.is_nil() {
            vm.call_method(f, intern("read"), &[], None)
        } else {
            vm.call_method(f, intern("read"), &[len], None)
        }
    })
}

/// `IO.binread(path, length = nil, offset = nil)`.
fn io_s_binread(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let pos = args.positional().to_vec();
    if pos.is_empty() || pos.len() > 3 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 1..3)", pos.len())));
    }
    with_file(vm, pos[0], "rb", None, |vm, f| {
        if let Some(&off) = pos.get(2) {
            let n = vm.expect_int(off)?;
            vm.call_method(f, intern("seek"), &[Value::fixnum(n)], None)?;
        }
        match pos.get(1) {
            Some(&len) if !len.is_nil() => vm.call_method(f, intern("read"), &[len], None),
            _ => vm.call_method(f, intern("read"), &[], None),
        }
    })
}

/// `IO.write(path, string, offset = nil, mode: "w")`: the number of bytes written. With an
/// offset the file is not truncated.
fn write_file(vm: &mut Vm, args: &Args, binary: bool) -> VmResult {
    let pos = args.positional().to_vec();
    if pos.len() < 2 || pos.len() > 3 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 2..3)", pos.len())));
    }
    let offset = pos.get(2).copied().filter(|v| !v.is_nil());
    let mode = match (offset.is_some(), binary) {
        (true, false) => "r+",
        (true, true) => "r+b",
        (false, false) => "w",
        (false, true) => "wb",
    };
    let mode = if offset.is_some() {
        // Like CRuby, an offset opens without truncating and creates a missing file.
        let path = path_arg(vm, pos[0])?;
        if !os_path(&path).exists() {
            if binary {
                "wb"
            } else {
                "w"
            }
        } else {
            mode
        }
    } else {
        mode
    };
    with_file(vm, pos[0], mode, args.kwargs(), |vm, f| {
        if let Some(off) = offset {
            vm.call_method(f, intern("seek"), &[off], None)?;
        }
        vm.call_method(f, intern("write"), &[pos[1]], None)
    })
}

fn io_s_write(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    write_file(vm, args, false)
}

fn io_s_binwrite(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    write_file(vm, args, true)
}

/// The arguments after the path, as a slice for the IO method a helper forwards to.
fn rest_args(args: &Args) -> Vec<Value> {
    args.as_slice().get(1..).map(|s| s.to_vec()).unwrap_or_default()
}

/// `IO.readlines(path, sep = $/, limit = nil, chomp: false)`.
fn io_s_readlines(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if args.positional().is_empty() {
        return Err(vm.arg_error("wrong number of arguments (given 0, expected 1..3)"));
    }
    let rest = rest_args(args);
    let kw = args.kw;
    with_file(vm, args.get(0), "r", None, |vm, f| vm.call_method_kw(f, intern("readlines"), &rest, None, kw))
}

/// `IO.foreach(path, sep = $/, limit = nil, chomp: false) { |line| }`.
fn io_s_foreach(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "foreach", args);
    };
    if args.positional().is_empty() {
        return Err(vm.arg_error("wrong number of arguments (given 0, expected 1..3)"));
    }
    let rest = rest_args(args);
    let kw = args.kw;
    with_file(vm, args.get(0), "r", None, |vm, f| vm.call_method_kw(f, intern("each_line"), &rest, Some(block), kw))?;
    Ok(Value::NIL)
}

/// The metadata of `path` following symlinks, or None when it cannot be read.
fn metadata(vm: &mut Vm, v: Value) -> VmResult<Option<std::fs::Metadata>> {
    let path = path_arg(vm, v)?;
    Ok(std::fs::metadata(os_path(&path)).ok())
}

fn file_s_exist(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(metadata(vm, args.get(0))?.is_some()))
}

fn file_s_file(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(metadata(vm, args.get(0))?.is_some_and(|m| m.is_file())))
}

fn file_s_directory(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(metadata(vm, args.get(0))?.is_some_and(|m| m.is_dir())))
}

fn file_s_symlink(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.get(0))?;
    Ok(Value::bool(std::fs::symlink_metadata(os_path(&path)).is_ok_and(|m| m.file_type().is_symlink())))
}

fn file_s_size(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.get(0))?;
    match std::fs::metadata(os_path(&path)) {
        Ok(m) => Ok(vm.new_int_i128(m.len() as i128)),
        Err(e) => Err(sys_fail(vm, &e, "rb_file_s_size", &lossy(&path))),
    }
}

fn file_s_size_p(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    match metadata(vm, args.get(0))? {
        Some(m) if m.len() > 0 => Ok(vm.new_int_i128(m.len() as i128)),
        _ => Ok(Value::NIL),
    }
}

fn file_s_zero(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(metadata(vm, args.get(0))?.is_some_and(|m| m.len() == 0)))
}

/// access(2) for the real user: what `readable?`/`writable?`/`executable?` ask.
fn access(vm: &mut Vm, v: Value, how: i32) -> VmResult {
    let path = path_arg(vm, v)?;
    // `path_arg` rejected NUL bytes, so this cannot fail.
    let Ok(c) = std::ffi::CString::new(path) else { return Ok(Value::FALSE) };
    // SAFETY: `c` is a valid NUL-terminated string that outlives the call; access only reads it.
    let r = unsafe { libc::access(c.as_ptr(), how) };
    Ok(Value::bool(r == 0))
}

fn file_s_readable(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    access(vm, args.get(0), libc::R_OK)
}

fn file_s_writable(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    access(vm, args.get(0), libc::W_OK)
}

fn file_s_executable(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    access(vm, args.get(0), libc::X_OK)
}

/// `File.delete(*paths)`: the number of files removed.
fn file_s_delete(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    for &v in args.as_slice() {
        let path = path_arg(vm, v)?;
        if let Err(e) = std::fs::remove_file(os_path(&path)) {
            return Err(sys_fail(vm, &e, "apply2files", &lossy(&path)));
        }
    }
    Ok(Value::fixnum(args.len() as i64))
}

fn file_s_rename(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    let from = path_arg(vm, args.get(0))?;
    let to = path_arg(vm, args.get(1))?;
    if let Err(e) = std::fs::rename(os_path(&from), os_path(&to)) {
        let detail = format!("({}, {})", lossy(&from), lossy(&to));
        return Err(sys_fail(vm, &e, "rb_file_s_rename", &detail));
    }
    Ok(Value::fixnum(0))
}

/// `File.chmod(mode, *paths)`: the number of files changed.
fn file_s_chmod(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return Err(vm.arg_error("wrong number of arguments (given 0, expected 1+)"));
    }
    let mode = vm.expect_int(args.get(0))? as u32;
    for &v in &args.as_slice()[1..] {
        let path = path_arg(vm, v)?;
        if let Err(e) = std::fs::set_permissions(os_path(&path), std::fs::Permissions::from_mode(mode)) {
            return Err(sys_fail(vm, &e, "apply2files", &lossy(&path)));
        }
    }
    Ok(Value::fixnum(args.len() as i64 - 1))
}

/// File#size: the size of the open file.
fn file_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = crate::core::io::open_data(vm, recv)?;
    let path = d.path_lossy();
    let r = match &d.stream {
        Some(crate::core::io::Stream::File(f)) => f.metadata().map(|m| m.len()),
        _ => Ok(0),
    };
    match r {
        Ok(n) => Ok(vm.new_int_i128(n as i128)),
        Err(e) => Err(sys_fail(vm, &e, "", &path)),
    }
}

/// Which time stamp of a file `File.mtime`/`atime`/`ctime` and File#mtime... read.
#[derive(Clone, Copy)]
enum Stamp {
    M,
    A,
    C,
}

/// The stamp as a local Time (`core::time`).
fn stamp_time(vm: &mut Vm, m: &std::fs::Metadata, which: Stamp) -> VmResult {
    use std::os::unix::fs::MetadataExt;
    let (s, ns) = match which {
        Stamp::M => (m.mtime(), m.mtime_nsec()),
        Stamp::A => (m.atime(), m.atime_nsec()),
        Stamp::C => (m.ctime(), m.ctime_nsec()),
    };
    crate::core::time::local_time_at(vm, s, ns)
}

fn file_s_stamp(vm: &mut Vm, args: &Args, which: Stamp, func: &str) -> VmResult {
    let path = path_arg(vm, args.get(0))?;
    match std::fs::metadata(os_path(&path)) {
        Ok(m) => stamp_time(vm, &m, which),
        Err(e) => Err(sys_fail(vm, &e, func, &lossy(&path))),
    }
}

fn file_stamp(vm: &mut Vm, recv: Value, which: Stamp) -> VmResult {
    let d = crate::core::io::open_data(vm, recv)?;
    let path = d.path_lossy();
    let r = match &d.stream {
        Some(crate::core::io::Stream::File(f)) => f.metadata(),
        _ => return Err(vm.make_error(vm.core.io_error, "closed stream")),
    };
    match r {
        Ok(m) => stamp_time(vm, &m, which),
        Err(e) => Err(sys_fail(vm, &e, "", &path)),
    }
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    let file = crate::core::define_class(vm, "File", io);
    let constants = crate::core::define_module_under(vm, file, "Constants");
    let flags: &[(&str, i32)] = &[
        ("RDONLY", libc::O_RDONLY),
        ("WRONLY", libc::O_WRONLY),
        ("RDWR", libc::O_RDWR),
        ("CREAT", libc::O_CREAT),
        ("EXCL", libc::O_EXCL),
        ("TRUNC", libc::O_TRUNC),
        ("APPEND", libc::O_APPEND),
        ("NONBLOCK", libc::O_NONBLOCK),
        ("NOCTTY", libc::O_NOCTTY),
        ("BINARY", 0),
        ("LOCK_SH", libc::LOCK_SH),
        ("LOCK_EX", libc::LOCK_EX),
        ("LOCK_UN", libc::LOCK_UN),
        ("LOCK_NB", libc::LOCK_NB),
        ("FNM_NOESCAPE", 1),
        ("FNM_PATHNAME", 2),
        ("FNM_DOTMATCH", 4),
        ("FNM_CASEFOLD", 8),
        ("FNM_EXTGLOB", 16),
        ("FNM_SYSCASE", 0),
        ("FNM_SHORTNAME", 0),
        ("NOFOLLOW", libc::O_NOFOLLOW),
        ("SYNC", libc::O_SYNC),
        ("DSYNC", libc::O_DSYNC),
        ("DIRECTORY", libc::O_DIRECTORY),
        ("NOATIME", libc::O_NOATIME),
        ("TMPFILE", libc::O_TMPFILE),
        ("SHARE_DELETE", 0),
    ];
    for &(name, n) in flags {
        vm.const_set(constants, intern(name), Value::fixnum(n as i64));
    }
    let _ = vm.include_module(io, constants);
    for (name, value) in [("SEPARATOR", "/"), ("Separator", "/"), ("PATH_SEPARATOR", ":")] {
        let s = vm.new_str(value);
        vm.freeze(s);
        vm.const_set(file, intern(name), s);
    }
    vm.const_set(file, intern("ALT_SEPARATOR"), Value::NIL);
    let null = vm.new_str("/dev/null");
    vm.freeze(null);
    vm.const_set(constants, intern("NULL"), null);

    let io_singleton: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("read", -1, io_s_read),
        ("binread", -1, io_s_binread),
        ("write", -1, io_s_write),
        ("binwrite", -1, io_s_binwrite),
        ("readlines", -1, io_s_readlines),
        ("foreach", -1, io_s_foreach),
    ];
    for &(name, arity, f) in io_singleton {
        vm.define_singleton_builtin(io, name, arity, f);
    }
    let file_singleton: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("exist?", 1, file_s_exist),
        ("file?", 1, file_s_file),
        ("directory?", 1, file_s_directory),
        ("symlink?", 1, file_s_symlink),
        ("size", 1, file_s_size),
        ("size?", 1, file_s_size_p),
        ("zero?", 1, file_s_zero),
        ("empty?", 1, file_s_zero),
        ("readable?", 1, file_s_readable),
        ("writable?", 1, file_s_writable),
        ("executable?", 1, file_s_executable),
        ("delete", -1, file_s_delete),
        ("unlink", -1, file_s_delete),
        ("rename", 2, file_s_rename),
        ("chmod", -1, file_s_chmod),
    ];
    for &(name, arity, f) in file_singleton {
        vm.define_singleton_builtin(file, name, arity, f);
    }
    vm.define_builtin(file, "size", 0, file_size);
    vm.define_singleton_builtin(file, "mtime", 1, |vm, _r, a| file_s_stamp(vm, a, Stamp::M, "rb_file_s_mtime"));
    vm.define_singleton_builtin(file, "atime", 1, |vm, _r, a| file_s_stamp(vm, a, Stamp::A, "rb_file_s_atime"));
    vm.define_singleton_builtin(file, "ctime", 1, |vm, _r, a| file_s_stamp(vm, a, Stamp::C, "rb_file_s_ctime"));
    vm.define_builtin(file, "mtime", 0, |vm, r, _a| file_stamp(vm, r, Stamp::M));
    vm.define_builtin(file, "atime", 0, |vm, r, _a| file_stamp(vm, r, Stamp::A));
    vm.define_builtin(file, "ctime", 0, |vm, r, _a| file_stamp(vm, r, Stamp::C));
    let _ = file_class(vm);
}
