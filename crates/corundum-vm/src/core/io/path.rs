//! File's path-string functions: `basename`, `dirname`, `extname`, `split`, `join`,
//! `expand_path`, `absolute_path`, `absolute_path?`.
//!
//! Invariants: these work on the bytes of the path alone (POSIX rules, "/" the only separator)
//! and touch the file system only for the working directory and `~`; results are new Strings.

use crate::core::io::file::path_arg;
use crate::object as obj;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `path` without trailing slashes (a path of only slashes keeps one).
fn strip_trailing_slashes(path: &[u8]) -> &[u8] {
    let mut end = path.len();
    while end > 1 && path[end - 1] == b'/' {
        end -= 1;
    }
    &path[..end]
}

/// The last component of `path` ("/" for the root, "" for "").
fn base_of(path: &[u8]) -> &[u8] {
    let p = strip_trailing_slashes(path);
    if p == b"/" {
        return p;
    }
    match p.iter().rposition(|&b| b == b'/') {
        Some(i) => &p[i + 1..],
        None => p,
    }
}

/// The extension of a base name: from its last dot, unless that dot starts the name.
fn ext_of(base: &[u8]) -> &[u8] {
    let leading = base.iter().take_while(|&&b| b == b'.').count();
    match base[leading..].iter().rposition(|&b| b == b'.') {
        Some(i) => &base[leading + i..],
        None => &[],
    }
}

fn file_s_basename(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let path = path_arg(vm, args.get(0))?;
    let mut base = base_of(&path).to_vec();
    if args.len() == 2 {
        let s = vm.expect_string(args.get(1))?;
        let suffix = obj::as_string(s).bytes.to_vec();
        if suffix == b".*" {
            let n = ext_of(&base).len();
            base.truncate(base.len() - n);
        } else if base.len() > suffix.len() && base.ends_with(&suffix) && base != b"/" {
            base.truncate(base.len() - suffix.len());
        }
    }
    Ok(vm.new_string(base))
}

/// The directory part of `path`, as `dirname` gives it.
fn dir_of(path: &[u8]) -> Vec<u8> {
    let p = strip_trailing_slashes(path);
    let Some(i) = p.iter().rposition(|&b| b == b'/') else { return b".".to_vec() };
    let mut head = &p[..i];
    while head.len() > 1 && head.ends_with(b"/") {
        head = &head[..head.len() - 1];
    }
    if head.is_empty() {
        return b"/".to_vec();
    }
    // Leading slashes count as one ("//x//y" is in "/x").
    let extra = head.iter().take_while(|&&b| b == b'/').count().saturating_sub(1);
    head[extra..].to_vec()
}

fn file_s_dirname(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let path = path_arg(vm, args.get(0))?;
    let levels = if args.len() == 2 { vm.expect_int(args.get(1))? } else { 1 };
    if levels < 0 {
        return Err(vm.arg_error(&format!("negative level: {levels}")));
    }
    let mut dir = path;
    for _ in 0..levels {
        let up = dir_of(&dir);
        if up == dir {
            break;
        }
        dir = up;
    }
    Ok(vm.new_string(dir))
}

fn file_s_extname(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.get(0))?;
    let base = base_of(&path);
    let ext = ext_of(base).to_vec();
    Ok(vm.new_string(ext))
}

fn file_s_split(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.get(0))?;
    let dir = vm.new_string(dir_of(&path));
    vm.temp_roots.push(dir);
    let base = vm.new_string(base_of(&path).to_vec());
    vm.temp_roots.pop();
    Ok(vm.new_array(vec![dir, base]))
}

/// Appends the parts of `File.join`'s arguments (arrays flattened) to `parts`.
fn join_parts(vm: &mut Vm, v: Value, parts: &mut Vec<Vec<u8>>, depth: usize) -> VmResult<()> {
    if crate::core::is_array(v) {
        if depth > 64 {
            return Err(vm.arg_error("recursive array"));
        }
        let mut i = 0;
        while let Some(&x) = obj::as_array(v).items.get(i) {
            join_parts(vm, x, parts, depth + 1)?;
            i += 1;
        }
        return Ok(());
    }
    parts.push(path_arg(vm, v)?);
    Ok(())
}

/// `File.join(*parts)`: one "/" between parts, however many they end or start with.
fn file_s_join(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let mut parts = Vec::new();
    for &a in args.as_slice() {
        join_parts(vm, a, &mut parts, 0)?;
    }
    let mut out: Vec<u8> = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        if i == 0 {
            out.extend_from_slice(part);
            continue;
        }
        let ends = out.last() == Some(&b'/');
        let starts = part.first() == Some(&b'/');
        match (ends, starts) {
            (true, true) => {
                while out.last() == Some(&b'/') {
                    out.pop();
                }
                out.extend_from_slice(part);
            }
            (false, false) => {
                out.push(b'/');
                out.extend_from_slice(part);
            }
            _ => out.extend_from_slice(part),
        }
    }
    Ok(vm.new_string(out))
}

/// Resolves "." and ".." in an absolute path and squeezes repeated slashes.
fn normalize(abs: &[u8]) -> Vec<u8> {
    let mut parts: Vec<&[u8]> = Vec::new();
    for c in abs.split(|&b| b == b'/') {
        match c {
            b"" | b"." => {}
            b".." => {
                parts.pop();
            }
            _ => parts.push(c),
        }
    }
    let mut out = Vec::new();
    for p in parts {
        out.push(b'/');
        out.extend_from_slice(p);
    }
    if out.is_empty() {
        out.push(b'/');
    }
    out
}

fn cwd(vm: &mut Vm) -> VmResult<Vec<u8>> {
    use std::os::unix::ffi::OsStrExt;
    match std::env::current_dir() {
        Ok(p) => Ok(p.as_os_str().as_bytes().to_vec()),
        Err(e) => Err(crate::core::io::errno::sys_fail(vm, &e, "rb_dir_getwd_ospath", "")),
    }
}

/// The absolute form of `path` against `dir` (or the working directory); `tilde` expands a
/// leading "~" to HOME.
fn absolute(vm: &mut Vm, path: &[u8], dir: Option<Value>, tilde: bool) -> VmResult<Vec<u8>> {
    if tilde && path.first() == Some(&b'~') {
        let rest = &path[1..];
        if !rest.is_empty() && rest[0] != b'/' {
            // "~user" needs the password database.
            let user = String::from_utf8_lossy(rest.split(|&b| b == b'/').next().unwrap_or(&[])).into_owned();
            return Err(vm.arg_error(&format!("user {user} doesn't exist")));
        }
        let Some(home) = std::env::var_os("HOME") else {
            return Err(vm.arg_error("couldn't find login name -- expanding '~'"));
        };
        use std::os::unix::ffi::OsStrExt;
        let mut full = home.as_bytes().to_vec();
        if !full.starts_with(b"/") {
            return Err(vm.arg_error("non-absolute home"));
        }
        full.push(b'/');
        full.extend_from_slice(rest);
        return Ok(normalize(&full));
    }
    if path.first() == Some(&b'/') {
        return Ok(normalize(path));
    }
    let base = match dir {
        Some(d) if !d.is_nil() => {
            let d = path_arg(vm, d)?;
            absolute(vm, &d, None, tilde)?
        }
        _ => cwd(vm)?,
    };
    let mut full = base;
    full.push(b'/');
    full.extend_from_slice(path);
    Ok(normalize(&full))
}

fn file_s_expand_path(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let path = path_arg(vm, args.get(0))?;
    let dir = (args.len() == 2).then(|| args.get(1));
    let abs = absolute(vm, &path, dir, true)?;
    Ok(vm.new_string(abs))
}

fn file_s_absolute_path(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let path = path_arg(vm, args.get(0))?;
    let dir = (args.len() == 2).then(|| args.get(1));
    let abs = absolute(vm, &path, dir, false)?;
    Ok(vm.new_string(abs))
}

fn file_s_absolute_path_p(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let path = path_arg(vm, args.get(0))?;
    Ok(Value::bool(path.first() == Some(&b'/')))
}

pub fn init(vm: &mut Vm) {
    let file = crate::core::io::file_class(vm);
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("basename", -1, file_s_basename),
        ("dirname", -1, file_s_dirname),
        ("extname", 1, file_s_extname),
        ("split", 1, file_s_split),
        ("join", -1, file_s_join),
        ("expand_path", -1, file_s_expand_path),
        ("absolute_path", -1, file_s_absolute_path),
        ("absolute_path?", 1, file_s_absolute_path_p),
    ];
    for &(name, arity, f) in methods {
        vm.define_singleton_builtin(file, name, arity, f);
    }
}
