//! Starting programs: the command forms and options that `Process.spawn`, `Kernel#spawn`,
//! `system`, backticks (Kernel#`), `exec` and `IO.popen` share, on `std::process::Command`.
//!
//! Forms: `cmd` (one String: through `/bin/sh -c` when it holds shell metacharacters, starts
//! with a variable assignment or a shell builtin, else split on blanks and run directly),
//! `prog, arg...` (run directly), `[prog, argv0], arg...`; an optional leading Hash changes the
//! child's environment (nil values unset), an optional trailing Hash (or keywords) holds the
//! options: `chdir:`, `umask:`, `rlimit_*:`, `unsetenv_others:`, `pgroup:`, `close_others:`, and
//! redirections of any descriptor (keys `:in`/`:out`/`:err`, numbers, IOs or an Array of them;
//! values a path, `[path, mode, perm]`, an IO or what `to_io` gives, `:close`, a parent's
//! descriptor, or `[:child, fd]`), which `redirect.rs` carries out in the child.
//!
//! Invariants:
//! - The VM's buffered standard output is flushed before any child starts, so output stays in
//!   program order.
//! - Descriptors given to a child are duplicates owned by the `Command` (dropped after the
//!   spawn); the parent's IO objects are untouched. Every descriptor the VM opens is close-on-
//!   exec (Rust's default), so a child gets its three standard descriptors, the redirected
//!   ones, and any the program made inheritable (`close_on_exec = false`) unless
//!   `close_others: true`.
//! - A program name without "/" is looked up in PATH (the environment Hash's PATH when it sets
//!   one) by the parent, as CRuby does: only executable regular files count, so a
//!   non-executable match is ENOENT, not the EACCES execvp would give. A failed spawn sets `$?`
//!   to exit status 127, as the child that could not exec would have.

use std::ffi::{CString, OsStr};
use std::os::fd::OwnedFd;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};

use crate::core::enumerable::rooted;
use crate::core::io::errno::sys_fail;
use crate::core::process::redirect::{fds_of_key, spawn_error, ChildSetup};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

/// A command ready to spawn, and how error messages name it.
pub struct Prepared {
    pub cmd: Command,
    pub shown: String,
    /// `exception: true` (for `system`).
    pub exception: bool,
    setup: ChildSetup,
    /// The standard descriptors `IO.popen` connects to its pipes.
    std_io: [Option<OwnedFd>; 3],
    /// The program was not found in PATH: starting it fails with ENOENT.
    missing: bool,
}

/// Shell builtins and reserved words: a command starting with one needs the shell.
const SHELL_WORDS: &[&str] = &[
    "!", ".", ":", "break", "case", "continue", "do", "done", "elif", "else", "esac", "eval", "exec", "exit", "export", "fi", "for", "if", "in",
    "readonly", "return", "set", "shift", "then", "times", "trap", "unset", "until", "while",
];

/// Whether a one-String command needs `/bin/sh` (CRuby's test, in spirit: metacharacters, an
/// assignment before the first blank, or a shell word first).
fn needs_shell(cmd: &[u8]) -> bool {
    if cmd.iter().any(|c| b"*?{}[]<>()~&|\\$;'`\"\n#".contains(c)) {
        return true;
    }
    let first = cmd.split(|c| *c == b' ' || *c == b'\t').find(|w| !w.is_empty()).unwrap_or(&[]);
    first.contains(&b'=') || SHELL_WORDS.iter().any(|w| w.as_bytes() == first)
}

fn string_bytes(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    let s = vm.expect_string(v)?;
    let b = obj::as_string(s).bytes.to_vec();
    if b.contains(&0) {
        return Err(vm.arg_error("string contains null byte"));
    }
    Ok(b)
}

/// Splits `args` into the environment Hash (or what `to_hash` gives), the command words and
/// the options Hash.
fn split_args(vm: &mut Vm, args: &[Value], kw: Option<Value>) -> VmResult<(Option<Value>, Vec<Value>, Option<Value>)> {
    let mut pos: Vec<Value> = args.to_vec();
    let mut opts = kw;
    if opts.is_none() && pos.len() > 1 && obj::is_type(*pos.last().unwrap_or(&Value::NIL), ObjType::Hash) {
        opts = pos.pop();
    }
    let mut env = None;
    if let Some(&first) = pos.first() {
        if obj::is_type(first, ObjType::Hash) {
            env = Some(pos.remove(0));
        } else if !first.is_special() && !crate::core::is_string(first) && !obj::is_type(first, ObjType::Array) {
            if let Some(h) = vm.check_funcall(first, intern("to_hash"))? {
                if obj::is_type(h, ObjType::Hash) {
                    pos.remove(0);
                    env = Some(h);
                }
            }
        }
    }
    if pos.is_empty() {
        return Err(vm.arg_error("wrong number of arguments (given 0, expected 1+)"));
    }
    Ok((env, pos, opts))
}

/// A command before its program is looked up: the program as given, the argv[0] it sees, the
/// other arguments, whether the program is looked up in PATH, and how errors name it.
struct Words {
    prog: Vec<u8>,
    argv0: Vec<u8>,
    args: Vec<Vec<u8>>,
    search: bool,
    shown: String,
}

/// The command words as `Words` (module comment's forms).
fn command_for(vm: &mut Vm, words: &[Value]) -> VmResult<Words> {
    let mut first = words[0];
    if !crate::core::is_string(first) && !obj::is_type(first, ObjType::Array) {
        if let Some(a) = vm.check_array(first)? {
            first = a;
        }
    }
    if words.len() == 1 && !obj::is_type(first, ObjType::Array) {
        let line = string_bytes(vm, first)?;
        let shown = String::from_utf8_lossy(&line).into_owned();
        if needs_shell(&line) {
            return Ok(Words { prog: b"/bin/sh".to_vec(), argv0: b"sh".to_vec(), args: vec![b"-c".to_vec(), line], search: false, shown });
        }
        let mut parts: Vec<Vec<u8>> = line.split(|c| *c == b' ' || *c == b'\t' || *c == b'\n').filter(|w| !w.is_empty()).map(<[u8]>::to_vec).collect();
        // An empty command fails when it is run (ENOENT), as in CRuby: `system` answers nil.
        let prog = if parts.is_empty() { Vec::new() } else { parts.remove(0) };
        let shown = String::from_utf8_lossy(&prog).into_owned();
        return Ok(Words { argv0: prog.clone(), prog, args: parts, search: true, shown });
    }
    let (prog, argv0) = if obj::is_type(first, ObjType::Array) {
        let items = crate::core::array::items(first).to_vec();
        if items.len() != 2 {
            return Err(vm.arg_error("wrong first argument"));
        }
        (string_bytes(vm, items[0])?, Some(string_bytes(vm, items[1])?))
    } else {
        (string_bytes(vm, first)?, None)
    };
    let mut args = Vec::with_capacity(words.len() - 1);
    for &w in &words[1..] {
        args.push(string_bytes(vm, w)?);
    }
    let shown = String::from_utf8_lossy(&prog).into_owned();
    Ok(Words { argv0: argv0.unwrap_or_else(|| prog.clone()), prog, args, search: true, shown })
}

/// The PATH a program is looked up in: the environment Hash's when it names PATH, else this
/// process's (the system's default when unset).
fn search_path(env: Option<Value>) -> Vec<u8> {
    if let Some(e) = env {
        for (k, v) in crate::core::hash::pairs(e) {
            if crate::core::is_string(k) && obj::as_string(k).bytes.as_slice() == b"PATH" {
                if crate::core::is_string(v) {
                    return obj::as_string(v).bytes.to_vec();
                }
                break;
            }
        }
    }
    match std::env::var_os("PATH") {
        Some(p) => p.as_bytes().to_vec(),
        None => b"/usr/local/bin:/usr/bin:/bin".to_vec(),
    }
}

/// `prog` looked up in `path`: the first executable regular file (module comment); None when
/// there is none.
fn find_program(prog: &[u8], path: &[u8]) -> Option<std::path::PathBuf> {
    for dir in path.split(|c| *c == b':') {
        let dir = if dir.is_empty() { &b"."[..] } else { dir };
        let mut cand = dir.to_vec();
        cand.push(b'/');
        cand.extend_from_slice(prog);
        let cand = std::path::PathBuf::from(OsStr::from_bytes(&cand));
        let regular = std::fs::metadata(&cand).is_ok_and(|m| m.is_file());
        if regular && nix::unistd::access(&cand, nix::unistd::AccessFlags::X_OK).is_ok() {
            return Some(cand);
        }
    }
    None
}

/// The resource number an `rlimit_NAME` option names (NAME as the `RLIMIT_*` constants spell
/// it, in lower case).
fn rlimit_of(option: &str) -> Option<i32> {
    let name = option.strip_prefix("rlimit_")?;
    if name.bytes().any(|b| b.is_ascii_uppercase()) {
        return None;
    }
    super::limits::resource_named(&name.to_ascii_uppercase())
}

/// An `rlimit_*` option's value: a limit for both the soft and the hard limit, or `[soft]` or
/// `[soft, hard]`; each converted as C's rlim_t (-1 is RLIM_INFINITY).
fn rlimit_value(vm: &mut Vm, v: Value) -> VmResult<(u64, u64)> {
    let num = |vm: &mut Vm, x: Value| -> VmResult<u64> {
        if x.is_nil() {
            return Err(vm.type_error("no implicit conversion of nil into Integer"));
        }
        Ok(vm.expect_int(x)? as u64)
    };
    if let Some(a) = vm.check_array(v)? {
        let items = crate::core::array::items(a).to_vec();
        return match items.len() {
            1 => {
                let n = num(vm, items[0])?;
                Ok((n, n))
            }
            2 => Ok((num(vm, items[0])?, num(vm, items[1])?)),
            _ => Err(vm.arg_error("wrong exec rlimit option")),
        };
    }
    let n = num(vm, v)?;
    Ok((n, n))
}

/// A true/false/nil option value (CRuby's "expected true or false as NAME: VALUE").
fn bool_option(vm: &mut Vm, v: Value, name: &str) -> VmResult<bool> {
    if v.is_nil() || v == Value::FALSE {
        return Ok(false);
    }
    if v == Value::TRUE {
        return Ok(true);
    }
    let shown = vm.inspect_str(v)?;
    Err(vm.arg_error(&format!("expected true or false as {name}: {shown}")))
}

/// Applies the environment Hash: names are Strings without "=", nil values unset.
fn apply_env(vm: &mut Vm, cmd: &mut Command, env: Value) -> VmResult<()> {
    for (k, v) in crate::core::hash::pairs(env) {
        let name = crate::core::env::name_arg(vm, k)?;
        if name.contains(&b'=') {
            return Err(vm.arg_error(&format!("environment name contains a equal : {}", String::from_utf8_lossy(&name))));
        }
        if v.is_nil() {
            cmd.env_remove(OsStr::from_bytes(&name));
        } else {
            let val = vm.expect_string(v)?;
            let bytes = obj::as_string(val).bytes.to_vec();
            if bytes.contains(&0) {
                return Err(vm.arg_error("bad environment variable value: contains null byte"));
            }
            cmd.env(OsStr::from_bytes(&name), OsStr::from_bytes(&bytes));
        }
    }
    Ok(())
}

/// Applies the options Hash to `p`.
fn apply_options(vm: &mut Vm, p: &mut Prepared, opts: Value, allow_exception: bool) -> VmResult<()> {
    for (k, v) in crate::core::hash::pairs(opts) {
        if let Some(fds) = fds_of_key(vm, k)? {
            p.setup.add(vm, &fds, v)?;
            continue;
        }
        let name = if k.is_symbol() { k.as_symbol().name().to_string() } else { String::new() };
        match name.as_str() {
            "chdir" => {
                let dir = crate::core::io::file::path_arg(vm, v)?;
                let shown = String::from_utf8_lossy(&dir).into_owned();
                match CString::new(dir) {
                    Ok(c) => p.setup.chdir = Some((c, shown)),
                    Err(_) => return Err(vm.arg_error("string contains null byte")),
                }
            }
            "umask" => {
                let m = vm.expect_int(v)?;
                p.setup.umask = Some(m as u32);
            }
            "unsetenv_others" => {
                if bool_option(vm, v, "unsetenv_others")? {
                    p.cmd.env_clear();
                }
            }
            "pgroup" => {
                if v == Value::TRUE {
                    p.cmd.process_group(0);
                } else if !v.is_nil() && v != Value::FALSE {
                    let g = vm.expect_int(v)?;
                    if g < 0 {
                        return Err(vm.arg_error(&format!("negative process group ID : {g}")));
                    }
                    p.cmd.process_group(g as i32);
                }
            }
            "close_others" => p.setup.close_others = bool_option(vm, v, "close_others")?,
            "exception" if allow_exception => p.exception = v.truthy(),
            _ if rlimit_of(&name).is_some() => {
                let resource = rlimit_of(&name).unwrap_or_default();
                let (cur, max) = rlimit_value(vm, v)?;
                p.setup.rlimits.push((resource, cur, max));
            }
            _ => {
                let msg = if k.is_symbol() {
                    format!("wrong exec option symbol: {}", name)
                } else {
                    let class = vm.class_of_real(k);
                    format!("wrong exec option: {}", vm.module_name(class))
                };
                return Err(vm.arg_error(&msg));
            }
        }
    }
    Ok(())
}

/// Parses a spawn-style argument list into a ready Command.
pub fn prepare(vm: &mut Vm, args: &[Value], kw: Option<Value>, allow_exception: bool) -> VmResult<Prepared> {
    let (env, words, opts) = split_args(vm, args, kw)?;
    let w = command_for(vm, &words)?;
    let mut missing = false;
    let program = if w.search && !w.prog.is_empty() && !w.prog.contains(&b'/') {
        match find_program(&w.prog, &search_path(env)) {
            Some(p) => p,
            None => {
                missing = true;
                std::path::PathBuf::from(OsStr::from_bytes(&w.prog))
            }
        }
    } else {
        std::path::PathBuf::from(OsStr::from_bytes(&w.prog))
    };
    let mut cmd = Command::new(program);
    cmd.arg0(OsStr::from_bytes(&w.argv0));
    cmd.args(w.args.iter().map(|a| OsStr::from_bytes(a)));
    let mut p = Prepared { cmd, shown: w.shown, exception: false, setup: ChildSetup::default(), std_io: [None, None, None], missing };
    if let Some(o) = opts {
        rooted(vm, &[o], |vm| apply_options(vm, &mut p, o, allow_exception))?;
    }
    // After the options: `unsetenv_others` clears the inherited environment, not this Hash.
    if let Some(e) = env {
        apply_env(vm, &mut p.cmd, e)?;
    }
    Ok(p)
}

/// How a failed spawn is reported: the command as shown, or the `chdir:` directory when that
/// is what failed.
pub struct Failure {
    shown: String,
    chdir: Option<String>,
    missing: bool,
}

impl Failure {
    /// Starts `cmd` (ENOENT when its program was not found in PATH).
    pub fn start(&self, cmd: &mut Command) -> std::io::Result<std::process::Child> {
        if self.missing {
            return Err(std::io::Error::from_raw_os_error(libc::ENOENT));
        }
        cmd.spawn()
    }

    /// Replaces the process with `cmd`; the error when it cannot.
    pub fn exec(&self, cmd: &mut Command) -> std::io::Error {
        if self.missing {
            return std::io::Error::from_raw_os_error(libc::ENOENT);
        }
        cmd.exec()
    }

    /// The Errno for `e` (see `redirect::spawn_error`).
    pub fn error(&self, vm: &mut Vm, e: &std::io::Error) -> Unwind {
        spawn_error(vm, e, &self.shown, self.chdir.as_deref())
    }
}

impl Prepared {
    /// Connects the child's descriptor `fd` (0..=2) to `to` (a pipe end of `IO.popen`); the
    /// options' redirections apply after it, so `err: [:child, :out]` names the pipe.
    pub fn redirect(&mut self, fd: usize, to: OwnedFd) {
        self.std_io[fd] = Some(to);
    }

    /// The Command with the pipes and the child-side setup installed, and how a failure to
    /// start it is reported.
    pub fn into_command(mut self, vm: &mut Vm) -> VmResult<(Command, Failure)> {
        let piped: Vec<i32> = (0..3).filter(|&fd| self.std_io[fd as usize].is_some()).collect();
        let [i, o, e] = std::mem::take(&mut self.std_io);
        if let Some(f) = i {
            self.cmd.stdin(Stdio::from(f));
        }
        if let Some(f) = o {
            self.cmd.stdout(Stdio::from(f));
        }
        if let Some(f) = e {
            self.cmd.stderr(Stdio::from(f));
        }
        let chdir = self.setup.chdir.as_ref().map(|(_, s)| s.clone());
        self.setup.install(vm, &mut self.cmd, &piped)?;
        Ok((self.cmd, Failure { shown: self.shown, chdir, missing: self.missing }))
    }

    /// Starts the child (flushing the VM's output first); Errno on failure, with `$?` set to
    /// exit status 127.
    pub fn spawn(self, vm: &mut Vm) -> VmResult<std::process::Child> {
        let (mut cmd, failure) = self.into_command(vm)?;
        vm.flush_out();
        match failure.start(&mut cmd) {
            Ok(c) => Ok(c),
            Err(e) => {
                super::set_last_status(vm, -1, 127 << 8)?;
                Err(failure.error(vm, &e))
            }
        }
    }
}

/// `Process.spawn`/`Kernel#spawn`: the child's pid, without waiting.
fn k_spawn(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let p = prepare(vm, args.positional(), args.kwargs(), false)?;
    let child = p.spawn(vm)?;
    // The Child handle is dropped without waiting: `Process.wait` reaps the pid.
    Ok(Value::fixnum(child.id() as i64))
}

/// `system(...)`: true/false by exit status, nil when the command could not run (`$?` is then
/// exit 127); with `exception: true` failures raise instead.
fn k_system(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let p = prepare(vm, args.positional(), args.kwargs(), true)?;
    let exception = p.exception;
    let shown = p.shown.clone();
    let (mut cmd, failure) = p.into_command(vm)?;
    // `$?` says nothing of an earlier child while this one runs, nor after an interrupt ends
    // the wait (CRuby's last_status_clear).
    vm.globals.insert(intern("$?"), Value::NIL);
    vm.flush_out();
    let child = match failure.start(&mut cmd) {
        Ok(c) => c,
        Err(e) => {
            if exception {
                return Err(failure.error(vm, &e));
            }
            super::set_last_status(vm, -1, 127 << 8)?;
            return Ok(Value::NIL);
        }
    };
    let st = super::reap(vm, child.id() as i32)?;
    let ok = vm.call_method(st, intern("success?"), &[], None)?;
    if exception && !ok.truthy() {
        let what = vm.call_method(st, intern("to_s"), &[], None)?;
        let what = crate::core::str_of(what);
        // "pid 12 exit 1" -> "exit 1"; "pid 12 SIGTERM (signal 15)" -> "SIGTERM (signal 15)".
        let what = what.split_once(' ').and_then(|(_, r)| r.split_once(' ')).map(|(_, r)| r.to_string()).unwrap_or(what);
        let msg = format!("Command failed with {what}: {shown}");
        return Err(vm.make_error(vm.core.runtime_error, &msg));
    }
    Ok(ok)
}

/// Kernel#` (backticks and %x{}): the command's standard output; `$?` is set.
fn k_backtick(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let p = prepare(vm, &[args.get(0)], None, false)?;
    let shown = p.shown.clone();
    let (mut cmd, failure) = p.into_command(vm)?;
    cmd.stdout(Stdio::piped());
    vm.flush_out();
    let mut child = failure.start(&mut cmd).map_err(|e| failure.error(vm, &e))?;
    let mut out = Vec::new();
    if let Some(mut so) = child.stdout.take() {
        // A blocking point before each read: a signal, `Thread#raise` or `Timeout` ends the wait
        // at once (the child is left running, unreaped, as CRuby leaves it) and other threads
        // run meanwhile.
        use std::io::Read;
        use std::os::fd::AsRawFd;
        let mut chunk = vec![0u8; 8192];
        loop {
            vm.wait_fd_checking_ints(so.as_raw_fd(), nix::poll::PollFlags::POLLIN, None)?;
            match so.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => out.extend_from_slice(&chunk[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => vm.check_ints_blocking()?,
                Err(e) => return Err(sys_fail(vm, &e, "", &shown)),
            }
        }
    }
    super::reap(vm, child.id() as i32)?;
    Ok(vm.new_string(out))
}

/// `exec(...)`: replaces the process (no `at_exit` handlers run); Errno when it cannot.
fn k_exec(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let p = prepare(vm, args.positional(), args.kwargs(), false)?;
    let (mut cmd, failure) = p.into_command(vm)?;
    vm.flush_out();
    let e = failure.exec(&mut cmd);
    Err(failure.error(vm, &e))
}

pub fn init(vm: &mut Vm) {
    let k = vm.core.kernel;
    let process = vm.core.process;
    let fns: &[(&str, i32, crate::class::BuiltinFn)] = &[("spawn", -1, k_spawn), ("system", -1, k_system), ("`", 1, k_backtick), ("exec", -1, k_exec)];
    for &(name, arity, f) in fns {
        vm.define_private_builtin(k, name, arity, f);
        vm.define_singleton_builtin(k, name, arity, f);
    }
    vm.define_singleton_builtin(process, "spawn", -1, k_spawn);
    vm.define_singleton_builtin(process, "exec", -1, k_exec);
}
