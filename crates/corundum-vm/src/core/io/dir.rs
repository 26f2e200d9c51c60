//! The Dir class's singleton methods: `pwd`, `chdir` (with a block), `mkdir`, `rmdir`,
//! `exist?`, `empty?`, `entries`, `children`, `each_child`, `home`, and `glob`/`[]` (the
//! matching itself is in `glob.rs`).
//!
//! Invariants: listings are sorted by bytes (CRuby 4.0 sorts `glob` by default; `entries` and
//! `children` are sorted here too so output does not depend on the file system's order);
//! `chdir` with a block restores the previous directory however the block ends.

use std::os::unix::ffi::OsStrExt;

use crate::core::io::errno::sys_fail;
use crate::core::io::file::{os_path, path_arg};
use crate::core::io::glob;
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn dir_s_pwd(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    match std::env::current_dir() {
        Ok(p) => Ok(vm.new_string(p.as_os_str().as_bytes().to_vec())),
        Err(e) => Err(sys_fail(vm, &e, "rb_dir_getwd_ospath", "")),
    }
}

/// `Dir.chdir(path = HOME) { |path| }`: with a block, changes back afterwards and returns the
/// block's value; without one, returns 0.
fn dir_s_chdir(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let target = if args.is_empty() {
        match std::env::var_os("HOME") {
            Some(h) => h.as_bytes().to_vec(),
            None => return Err(vm.arg_error("HOME/LOGDIR not set")),
        }
    } else {
        path_arg(vm, args.get(0))?
    };
    let previous = std::env::current_dir().ok();
    if let Err(e) = std::env::set_current_dir(os_path(&target)) {
        return Err(sys_fail(vm, &e, "chdir_path", &lossy(&target)));
    }
    let Some(block) = args.block.clone() else { return Ok(Value::fixnum(0)) };
    let arg = vm.new_string(target);
    let result = vm.yield_block(&block, &[arg]);
    if let Some(prev) = previous {
        if let Err(e) = std::env::set_current_dir(&prev) {
            if result.is_ok() {
                return Err(sys_fail(vm, &e, "chdir_path", &prev.to_string_lossy()));
            }
        }
    }
    result
}

fn dir_s_mkdir(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let path = path_arg(vm, args.get(0))?;
    let perm = if args.len() == 2 { vm.expect_int(args.get(1))? as u32 } else { 0o777 };
    let mut builder = std::fs::DirBuilder::new();
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, perm);
    match builder.create(os_path(&path)) {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_fail(vm, &e, "dir_s_mkdir", &lossy(&path))),
    }
}

fn dir_s_rmdir(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.get(0))?;
    match std::fs::remove_dir(os_path(&path)) {
        Ok(()) => Ok(Value::fixnum(0)),
        Err(e) => Err(sys_fail(vm, &e, "dir_s_rmdir", &lossy(&path))),
    }
}

fn dir_s_exist(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.get(0))?;
    Ok(Value::bool(std::fs::metadata(os_path(&path)).is_ok_and(|m| m.is_dir())))
}

/// The names in directory `path` without "." and "..", sorted by bytes.
fn children_of(vm: &mut Vm, path: &[u8]) -> VmResult<Vec<Vec<u8>>> {
    let read = std::fs::read_dir(os_path(path)).map_err(|e| sys_fail(vm, &e, "dir_initialize", &lossy(path)))?;
    let mut names = Vec::new();
    for entry in read {
        let entry = entry.map_err(|e| sys_fail(vm, &e, "dir_initialize", &lossy(path)))?;
        names.push(entry.file_name().as_bytes().to_vec());
    }
    names.sort();
    Ok(names)
}

fn dir_s_empty(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.get(0))?;
    match std::fs::read_dir(os_path(&path)) {
        Ok(mut entries) => Ok(Value::bool(entries.next().is_none())),
        Err(e) if e.raw_os_error() == Some(libc::ENOTDIR) => Ok(Value::FALSE),
        Err(e) => Err(sys_fail(vm, &e, "rb_dir_s_empty_p", &lossy(&path))),
    }
}

fn names_array(vm: &mut Vm, names: Vec<Vec<u8>>) -> VmResult {
    let list = vm.new_array(Vec::new());
    vm.temp_roots.push(list);
    for n in names {
        let s = vm.new_string(n);
        obj::as_array_mut(list).items.push(s);
    }
    vm.temp_roots.pop();
    Ok(list)
}

fn dir_s_children(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.positional().first().copied().unwrap_or(Value::NIL))?;
    let names = children_of(vm, &path)?;
    names_array(vm, names)
}

fn dir_s_entries(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.positional().first().copied().unwrap_or(Value::NIL))?;
    let mut names = vec![b".".to_vec(), b"..".to_vec()];
    names.extend(children_of(vm, &path)?);
    names_array(vm, names)
}

fn dir_s_each_child(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_child", args);
    };
    let path = path_arg(vm, args.positional().first().copied().unwrap_or(Value::NIL))?;
    for name in children_of(vm, &path)? {
        let s = vm.new_string(name);
        vm.yield_block(&block, &[s])?;
    }
    Ok(Value::NIL)
}

fn dir_s_home(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(0))?;
    match std::env::var_os("HOME") {
        Some(h) => Ok(vm.new_string(h.as_bytes().to_vec())),
        None => Err(vm.arg_error("couldn't find login name -- expanding '~'")),
    }
}

/// The patterns of `glob`/`[]`: Strings (or `to_path`), Arrays of them, and for a String,
/// NUL-separated parts are not split (CRuby 4.0 rejects them: ArgumentError).
fn collect_patterns(vm: &mut Vm, v: Value, out: &mut Vec<Vec<u8>>) -> VmResult<()> {
    if crate::core::is_array(v) {
        let mut i = 0;
        while let Some(&x) = obj::as_array(v).items.get(i) {
            collect_patterns(vm, x, out)?;
            i += 1;
        }
        return Ok(());
    }
    let p = path_arg(vm, v).map_err(|e| e)?;
    out.push(p);
    Ok(())
}

/// Runs the patterns with `flags` under `base` and returns the matches as an Array, or yields
/// each to the block (returning nil).
fn glob_run(vm: &mut Vm, patterns: Vec<Vec<u8>>, flags: i64, base: Option<Vec<u8>>, sort: bool, block: Option<crate::vm::Block>) -> VmResult {
    let mut matches = Vec::new();
    for p in &patterns {
        glob::glob(p, flags, base.as_deref(), sort, &mut matches);
    }
    match block {
        Some(b) => {
            for m in matches {
                let s = vm.new_string(m);
                vm.yield_block(&b, &[s])?;
            }
            Ok(Value::NIL)
        }
        None => names_array(vm, matches),
    }
}

/// The `base:` and `sort:` keywords of `glob`/`[]`.
fn glob_keywords(vm: &mut Vm, args: &Args) -> VmResult<(Option<Vec<u8>>, bool, i64)> {
    let (mut base, mut sort, mut flags) = (None, true, 0);
    if let Some(kw) = args.kwargs() {
        if let Some(b) = vm.hash_lookup_symbol(kw, intern("base")) {
            if !b.is_nil() {
                let p = path_arg(vm, b)?;
                if !p.is_empty() {
                    base = Some(p);
                }
            }
        }
        if let Some(s) = vm.hash_lookup_symbol(kw, intern("sort")) {
            if s != Value::TRUE && s != Value::FALSE {
                let shown = vm.inspect_str(s)?;
                return Err(vm.arg_error(&format!("expected true or false as sort: {shown}")));
            }
            sort = s == Value::TRUE;
        }
        if let Some(f) = vm.hash_lookup_symbol(kw, intern("flags")) {
            flags = vm.expect_int(f)?;
        }
    }
    Ok((base, sort, flags))
}

/// `Dir.glob(pattern, flags = 0, base: nil, sort: true)`.
fn dir_s_glob(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.is_empty() || pos.len() > 2 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 1..2)", pos.len())));
    }
    let (base, sort, mut flags) = glob_keywords(vm, args)?;
    let flags_kw = args.kwargs().is_some_and(|k| vm.hash_lookup_symbol(k, intern("flags")).is_some());
    // The flags: keyword wins over the positional flags.
    if pos.len() == 2 && !flags_kw {
        flags |= vm.expect_int(pos[1])?;
    }
    let mut patterns = Vec::new();
    collect_patterns(vm, pos[0], &mut patterns)?;
    glob_run(vm, patterns, flags, base, sort, args.block.clone())
}

/// `Dir[*patterns, base: nil, sort: true]`.
fn dir_s_aref(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let (base, sort, _) = glob_keywords(vm, args)?;
    let mut patterns = Vec::new();
    for &p in args.positional() {
        collect_patterns(vm, p, &mut patterns)?;
    }
    glob_run(vm, patterns, 0, base, sort, None)
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let dir = crate::core::define_class(vm, "Dir", object);
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("pwd", 0, dir_s_pwd),
        ("getwd", 0, dir_s_pwd),
        ("chdir", -1, dir_s_chdir),
        ("mkdir", -1, dir_s_mkdir),
        ("rmdir", 1, dir_s_rmdir),
        ("delete", 1, dir_s_rmdir),
        ("unlink", 1, dir_s_rmdir),
        ("exist?", 1, dir_s_exist),
        ("empty?", 1, dir_s_empty),
        ("entries", -1, dir_s_entries),
        ("children", -1, dir_s_children),
        ("each_child", -1, dir_s_each_child),
        ("home", -1, dir_s_home),
        ("glob", -1, dir_s_glob),
        ("[]", -1, dir_s_aref),
    ];
    for &(name, arity, f) in methods {
        vm.define_singleton_builtin(dir, name, arity, f);
    }
}
