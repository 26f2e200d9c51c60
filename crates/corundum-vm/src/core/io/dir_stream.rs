//! Dir instances: `Dir.new`/`Dir.open` (with a block), `Dir.for_fd`, `Dir.foreach`,
//! `Dir.fchdir`, and `read`, `each`, `children`, `each_child`, `pos`/`tell`, `seek`/`pos=`,
//! `rewind`, `fileno`, `path`/`to_path`, `inspect`, `chdir`, `close`.
//!
//! Invariants:
//! - A Dir holds its own descriptor (opened with O_DIRECTORY, so a non-directory fails with
//!   ENOTDIR) until `close`; after that every method but `close`, `path` and `inspect` raises
//!   IOError "closed directory".
//! - The entries are read once when the Dir is opened (and again on `rewind`), "." and ".."
//!   first, then the directory's order; a position is an index into that list, so `tell`
//!   followed by `seek` comes back to the same entry.
//! - Names are Strings in the `encoding:` given, else the default external encoding.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::OpenOptionsExt;

use crate::core::encoding::{default_external, set_string_encoding, to_encoding, EncodingId};
use crate::core::io::errno::{errno_error, sys_fail};
use crate::core::io::file::{os_path, path_arg};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub struct DirData {
    pub path: Option<Vec<u8>>,
    /// The open descriptor; None once closed (or before `initialize`). Dropping it closes it.
    pub fd: Option<OwnedFd>,
    pub entries: Vec<Vec<u8>>,
    pub pos: usize,
    pub enc: Option<EncodingId>,
}

crate::data_type!(pub DIR_TYPE: DirData, c"dir", mark = |_p, _m| {});

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn dir_class(vm: &mut Vm) -> Value {
    vm.const_get_from(vm.core.object, intern("Dir")).unwrap_or(vm.core.object)
}

fn is_dir(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &DIR_TYPE)
}

fn dir_data(vm: &mut Vm, v: Value) -> VmResult<&'static mut DirData> {
    if !is_dir(v) {
        return Err(vm.type_error("wrong argument type (expected Dir)"));
    }
    // SAFETY: `is_dir` checked the descriptor; the payload of DIR_TYPE is a boxed DirData
    // that lives as long as the object, which the caller holds.
    Ok(unsafe { &mut *(obj::as_typed_data(v).data as *mut DirData) })
}

/// The payload of an open Dir (IOError "closed directory" otherwise).
fn open_dir(vm: &mut Vm, v: Value) -> VmResult<&'static mut DirData> {
    let d = dir_data(vm, v)?;
    if d.fd.is_none() {
        return Err(vm.make_error(vm.core.io_error, "closed directory"));
    }
    Ok(d)
}

/// The entries of the directory at `path`: ".", "..", then the rest in the directory's order.
fn list(path: &std::path::Path) -> std::io::Result<Vec<Vec<u8>>> {
    let mut names = vec![b".".to_vec(), b"..".to_vec()];
    for entry in std::fs::read_dir(path)? {
        names.push(entry?.file_name().as_bytes().to_vec());
    }
    Ok(names)
}

/// Where the entries of an open Dir are read from: its path, or its descriptor's /proc link.
fn listing_path(d: &DirData) -> std::path::PathBuf {
    match (&d.path, &d.fd) {
        (Some(p), _) => os_path(p).to_path_buf(),
        (None, Some(fd)) => std::path::PathBuf::from(format!("/proc/self/fd/{}", fd.as_raw_fd())),
        (None, None) => std::path::PathBuf::new(),
    }
}

fn name_string(vm: &mut Vm, d: &DirData, name: Vec<u8>) -> Value {
    let s = vm.new_string(name);
    let enc = d.enc.unwrap_or_else(|| default_external(vm));
    set_string_encoding(s, enc);
    s
}

fn dir_s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = DirData { path: None, fd: None, entries: Vec::new(), pos: 0, enc: None };
    let dir = vm.new_typed_data(recv, &DIR_TYPE, Box::new(d));
    vm.temp_roots.push(dir);
    let r = vm.call_method_kw(dir, intern("initialize"), args.as_slice(), None, args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(dir)
}

/// The `encoding:` keyword.
fn encoding_kw(vm: &mut Vm, args: &Args) -> VmResult<Option<EncodingId>> {
    let Some(h) = args.kwargs() else { return Ok(None) };
    match vm.hash_lookup_symbol(h, intern("encoding")) {
        Some(e) if !e.is_nil() => Ok(Some(to_encoding(vm, e)?)),
        _ => Ok(None),
    }
}

/// `Dir#initialize(path, encoding: nil)`.
fn dir_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let enc = encoding_kw(vm, args)?;
    let path = path_arg(vm, args.get(0))?;
    let file = std::fs::OpenOptions::new().read(true).custom_flags(libc::O_DIRECTORY).open(os_path(&path)).map_err(|e| sys_fail(vm, &e, "dir_initialize", &lossy(&path)))?;
    let entries = list(os_path(&path)).map_err(|e| sys_fail(vm, &e, "dir_initialize", &lossy(&path)))?;
    let d = dir_data(vm, recv)?;
    *d = DirData { path: Some(path), fd: Some(OwnedFd::from(file)), entries, pos: 0, enc };
    Ok(Value::NIL)
}

/// `Dir.open(path, encoding: nil) { |dir| }`: with a block, the block's value, the Dir closed.
fn dir_s_open(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let dir = vm.call_method_kw(recv, intern("new"), args.as_slice(), None, args.kw)?;
    let Some(block) = args.block.clone() else { return Ok(dir) };
    vm.temp_roots.push(dir);
    let r = vm.yield_block(&block, &[dir]);
    let closed = close(vm, dir);
    vm.temp_roots.pop();
    let v = r?;
    closed?;
    Ok(v)
}

/// `Dir.for_fd(fd)`: a Dir on an open directory descriptor (without a path).
fn dir_s_for_fd(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let n = vm.expect_int(args.get(0))?;
    let fd = i32::try_from(n).map_err(|_| vm.make_error(vm.core.range_error, &format!("integer {n} too big to convert to 'int'")))?;
    let meta = std::fs::metadata(format!("/proc/self/fd/{fd}"));
    match meta {
        Err(_) => return Err(errno_error(vm, libc::EBADF, "", "fdopendir")),
        Ok(m) if !m.is_dir() => return Err(errno_error(vm, libc::ENOTDIR, "", "fdopendir")),
        Ok(_) => {}
    }
    // SAFETY: `fd` was checked to be an open directory above; as in CRuby, the Dir takes the
    // descriptor over and closes it when closed.
    let owned = unsafe { OwnedFd::from_raw_fd(fd) };
    let mut d = DirData { path: None, fd: Some(owned), entries: Vec::new(), pos: 0, enc: None };
    d.entries = list(&listing_path(&d)).map_err(|e| sys_fail(vm, &e, "", "fdopendir"))?;
    Ok(vm.new_typed_data(recv, &DIR_TYPE, Box::new(d)))
}

/// Closes the Dir's descriptor (nothing when closed already).
fn close(vm: &mut Vm, v: Value) -> VmResult<()> {
    let d = dir_data(vm, v)?;
    if let Some(fd) = d.fd.take() {
        if let Err(e) = nix::unistd::close(fd) {
            return Err(errno_error(vm, e as i32, "", "closedir"));
        }
    }
    Ok(())
}

fn dir_close(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    close(vm, recv)?;
    Ok(Value::NIL)
}

fn dir_read(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_dir(vm, recv)?;
    match d.entries.get(d.pos).cloned() {
        Some(name) => {
            d.pos += 1;
            Ok(name_string(vm, d, name))
        }
        None => Ok(Value::NIL),
    }
}

/// Yields the entries from the current position on (`skip_dots`: without "." and "..").
fn each_entry(vm: &mut Vm, recv: Value, args: &Args, method: &str, skip_dots: bool) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, method, args);
    };
    // Each walk starts from the first entry, as CRuby rewinds first.
    open_dir(vm, recv)?.pos = 0;
    loop {
        let d = open_dir(vm, recv)?;
        let Some(name) = d.entries.get(d.pos).cloned() else { break };
        d.pos += 1;
        if skip_dots && (name == b"." || name == b"..") {
            continue;
        }
        let s = name_string(vm, d, name);
        vm.yield_block(&block, &[s])?;
    }
    Ok(recv)
}

fn dir_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    each_entry(vm, recv, args, "each", false)
}

fn dir_each_child(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    each_entry(vm, recv, args, "each_child", true)
}

/// `children`: all the entries but "." and "..".
fn dir_children(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_dir(vm, recv)?;
    let names: Vec<Vec<u8>> = d.entries[..].iter().filter(|n| n.as_slice() != b"." && n.as_slice() != b"..").cloned().collect();
    d.pos = d.entries.len();
    let list = vm.new_array(Vec::new());
    vm.temp_roots.push(list);
    for n in names {
        let s = name_string(vm, d, n);
        obj::as_array_mut(list).items.push(s);
    }
    vm.temp_roots.pop();
    Ok(list)
}

fn dir_pos(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_dir(vm, recv)?;
    Ok(Value::fixnum(d.pos as i64))
}

fn set_pos(vm: &mut Vm, recv: Value, v: Value) -> VmResult<()> {
    let n = vm.expect_int(v)?;
    let d = open_dir(vm, recv)?;
    d.pos = usize::try_from(n).unwrap_or(0).min(d.entries.len());
    Ok(())
}

fn dir_seek(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    set_pos(vm, recv, args.get(0))?;
    Ok(recv)
}

fn dir_pos_set(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    set_pos(vm, recv, args.get(0))?;
    Ok(args.get(0))
}

fn dir_rewind(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_dir(vm, recv)?;
    if let Ok(entries) = list(&listing_path(d)) {
        d.entries = entries;
    }
    d.pos = 0;
    Ok(recv)
}

fn dir_fileno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_dir(vm, recv)?;
    Ok(Value::fixnum(d.fd.as_ref().map_or(-1, |f| f.as_raw_fd()) as i64))
}

fn dir_path(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = dir_data(vm, recv)?;
    match d.path.clone() {
        Some(p) => Ok(vm.new_string(p)),
        None => Ok(Value::NIL),
    }
}

fn dir_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let class = vm.class_of_real(recv);
    let name = vm.module_name(class);
    let d = dir_data(vm, recv)?;
    let what = d.path.as_deref().map(lossy).unwrap_or_default();
    Ok(vm.new_string(format!("#<{name}:{what}>").into_bytes()))
}

/// Changes the current directory to `target` for a block (restored after), or for good.
fn chdir_with(vm: &mut Vm, target: std::path::PathBuf, args: &Args, what: &str) -> VmResult {
    let previous = std::env::current_dir().ok();
    if let Err(e) = std::env::set_current_dir(&target) {
        return Err(sys_fail(vm, &e, "", what));
    }
    let Some(block) = args.block.clone() else { return Ok(Value::fixnum(0)) };
    let r = vm.yield_block(&block, &[]);
    if let Some(prev) = previous {
        let _ = std::env::set_current_dir(prev);
    }
    r
}

/// `Dir#chdir { }`: into this directory.
fn dir_chdir(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let d = open_dir(vm, recv)?;
    let target = match &d.fd {
        Some(fd) => std::path::PathBuf::from(format!("/proc/self/fd/{}", fd.as_raw_fd())),
        None => listing_path(d),
    };
    let target = std::fs::canonicalize(&target).unwrap_or(target);
    chdir_with(vm, target, args, "fchdir")
}

/// `Dir.fchdir(fd) { }`.
fn dir_s_fchdir(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let n = vm.expect_int(args.get(0))?;
    let link = format!("/proc/self/fd/{n}");
    let target = match std::fs::metadata(&link) {
        Err(_) => return Err(errno_error(vm, libc::EBADF, "", "fchdir")),
        Ok(m) if !m.is_dir() => return Err(errno_error(vm, libc::ENOTDIR, "", "fchdir")),
        Ok(_) => std::fs::canonicalize(&link).map_err(|e| sys_fail(vm, &e, "", "fchdir"))?,
    };
    chdir_with(vm, target, args, "fchdir")
}

/// `Dir.foreach(path, encoding: nil) { |name| }`: every entry; nil.
fn dir_s_foreach(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "foreach", args);
    };
    vm.check_argc(args, 1, Some(1))?;
    let enc = encoding_kw(vm, args)?;
    let path = path_arg(vm, args.get(0))?;
    let entries = list(os_path(&path)).map_err(|e| sys_fail(vm, &e, "dir_initialize", &lossy(&path)))?;
    let d = DirData { path: None, fd: None, entries: Vec::new(), pos: 0, enc };
    for name in entries {
        let s = name_string(vm, &d, name);
        vm.yield_block(&block, &[s])?;
    }
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm) {
    let dir = dir_class(vm);
    let singleton: &[(&str, i32, crate::class::BuiltinFn)] = &[("new", -1, dir_s_new), ("open", -1, dir_s_open), ("for_fd", -1, dir_s_for_fd), ("fchdir", -1, dir_s_fchdir), ("foreach", -1, dir_s_foreach)];
    for &(name, arity, f) in singleton {
        vm.define_singleton_builtin(dir, name, arity, f);
    }
    vm.define_private_builtin(dir, "initialize", -1, dir_initialize);
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("close", 0, dir_close),
        ("read", 0, dir_read),
        ("each", 0, dir_each),
        ("each_child", 0, dir_each_child),
        ("children", 0, dir_children),
        ("pos", 0, dir_pos),
        ("tell", 0, dir_pos),
        ("seek", 1, dir_seek),
        ("pos=", 1, dir_pos_set),
        ("rewind", 0, dir_rewind),
        ("fileno", 0, dir_fileno),
        ("path", 0, dir_path),
        ("to_path", 0, dir_path),
        ("inspect", 0, dir_inspect),
        ("chdir", 0, dir_chdir),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(dir, name, arity, f);
    }
    let enumerable = vm.core.enumerable;
    let _ = vm.include_module(dir, enumerable);
}
