//! Starting programs: the command forms and options that `Process.spawn`, `Kernel#spawn`,
//! `system`, backticks (Kernel#`), `exec` and `IO.popen` share, on `std::process::Command`.
//!
//! Forms: `cmd` (one String: through `/bin/sh -c` when it holds shell metacharacters, starts
//! with a variable assignment or a shell builtin, else split on blanks and run directly),
//! `prog, arg...` (run directly), `[prog, argv0], arg...`; an optional leading Hash changes the
//! child's environment (nil values unset), an optional trailing Hash (or keywords) holds the
//! options: `chdir:`, `unsetenv_others:`, `pgroup:`, `close_others:`, and redirections of the
//! standard descriptors (keys `:in`/`:out`/`:err`, 0/1/2, the standard IOs or an Array of them;
//! values a path, `[path, mode, perm]`, an IO, `:close`, another standard descriptor, or
//! `[:child, fd]`).
//!
//! Invariants:
//! - The VM's buffered standard output is flushed before any child starts, so output stays in
//!   program order.
//! - Descriptors given to a child are duplicates owned by the `Command` (dropped after the
//!   spawn); the parent's IO objects are untouched. Every descriptor the VM opens is close-on-
//!   exec (Rust's default), so a child gets exactly its three standard descriptors.
//! - `:close` gives the child /dev/null for that descriptor (std cannot leave one closed without
//!   `unsafe` pre-exec code); redirecting descriptors above 2 raises NotImplementedError.

use std::ffi::OsStr;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};

use crate::core::enumerable::rooted;
use crate::core::io::errno::sys_fail;
use crate::core::io::{io_data, is_io, Stream};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Where one of the child's standard descriptors goes.
enum Target {
    Null,
    Fd(OwnedFd),
    /// The same place as the child's descriptor N (`[:child, :out]`).
    Child(usize),
}

/// A command ready to spawn, and how error messages name it.
pub struct Prepared {
    pub cmd: Command,
    pub shown: String,
    /// `exception: true` (for `system`).
    pub exception: bool,
    stdio: [Option<Target>; 3],
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

/// Splits `args` into the environment Hash, the command words and the options Hash.
fn split_args(vm: &mut Vm, args: &[Value], kw: Option<Value>) -> VmResult<(Option<Value>, Vec<Value>, Option<Value>)> {
    let mut pos: Vec<Value> = args.to_vec();
    let mut opts = kw;
    if opts.is_none() && pos.len() > 1 && obj::is_type(*pos.last().unwrap_or(&Value::NIL), ObjType::Hash) {
        opts = pos.pop();
    }
    let env = if pos.first().is_some_and(|v| obj::is_type(*v, ObjType::Hash)) { Some(pos.remove(0)) } else { None };
    if pos.is_empty() {
        return Err(vm.arg_error("wrong number of arguments (given 0, expected 1+)"));
    }
    Ok((env, pos, opts))
}

/// Builds the Command for `words` (module comment's forms).
fn command_for(vm: &mut Vm, words: &[Value]) -> VmResult<(Command, String)> {
    let first = words[0];
    if words.len() == 1 && !obj::is_type(first, ObjType::Array) {
        let line = string_bytes(vm, first)?;
        if needs_shell(&line) {
            let mut c = Command::new("/bin/sh");
            c.arg("-c").arg(OsStr::from_bytes(&line));
            return Ok((c, String::from_utf8_lossy(&line).into_owned()));
        }
        let parts: Vec<&[u8]> = line.split(|c| *c == b' ' || *c == b'\t' || *c == b'\n').filter(|w| !w.is_empty()).collect();
        // An empty command fails when it is run (ENOENT), as in CRuby: `system` answers nil.
        let (prog, rest) = parts.split_first().map(|(p, r)| (*p, r)).unwrap_or((&[][..], &[][..]));
        let mut c = Command::new(OsStr::from_bytes(prog));
        c.args(rest.iter().map(|a| OsStr::from_bytes(a)));
        return Ok((c, String::from_utf8_lossy(prog).into_owned()));
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
    let mut c = Command::new(OsStr::from_bytes(&prog));
    if let Some(a0) = argv0 {
        c.arg0(OsStr::from_bytes(&a0));
    }
    for &w in &words[1..] {
        let b = string_bytes(vm, w)?;
        c.arg(OsStr::from_bytes(&b));
    }
    Ok((c, String::from_utf8_lossy(&prog).into_owned()))
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

/// The standard descriptor numbers a redirection key names (`:out`, 1, STDOUT, [:out, :err]).
fn fds_of_key(vm: &mut Vm, k: Value) -> VmResult<Option<Vec<usize>>> {
    if obj::is_type(k, ObjType::Array) {
        let items = crate::core::array::items(k).to_vec();
        let mut out = Vec::new();
        for i in items {
            match fds_of_key(vm, i)? {
                Some(v) => out.extend(v),
                None => return Err(vm.arg_error("wrong exec redirect")),
            }
        }
        return Ok(Some(out));
    }
    let fd = if k.is_symbol() {
        match k.as_symbol().name().as_ref() {
            "in" => 0,
            "out" => 1,
            "err" => 2,
            _ => return Ok(None),
        }
    } else if k.is_fixnum() {
        k.as_fixnum()
    } else if is_io(k) {
        io_data(vm, k)?.fd as i64
    } else {
        return Ok(None);
    };
    if !(0..=2).contains(&fd) {
        return Err(vm.make_error(vm.core.not_implemented_error, &format!("redirecting file descriptor {fd} is not supported")));
    }
    Ok(Some(vec![fd as usize]))
}

/// A duplicate of one of the VM's own standard descriptors (flushing standard output first).
fn dup_std(vm: &mut Vm, fd: usize) -> VmResult<OwnedFd> {
    vm.flush_out();
    let r = match fd {
        0 => std::io::stdin().as_fd().try_clone_to_owned(),
        1 => std::io::stdout().as_fd().try_clone_to_owned(),
        _ => std::io::stderr().as_fd().try_clone_to_owned(),
    };
    r.map_err(|e| sys_fail(vm, &e, "", "dup"))
}

/// Opens `path` for a redirection of descriptor `fd`, with `mode` (String or Integer flags) and
/// `perm`.
fn open_target(vm: &mut Vm, fd: usize, path: Value, mode: Value, perm: Value) -> VmResult<Target> {
    let p = crate::core::io::file::path_arg(vm, path)?;
    let flags = if mode.is_nil() {
        if fd == 0 {
            libc::O_RDONLY
        } else {
            libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC
        }
    } else if mode.is_fixnum() {
        mode.as_fixnum() as i32
    } else {
        let m = string_bytes(vm, mode)?;
        let plus = m.contains(&b'+');
        let base = match m.first() {
            Some(b'r') if plus => libc::O_RDWR,
            Some(b'r') => libc::O_RDONLY,
            Some(b'w') => (if plus { libc::O_RDWR } else { libc::O_WRONLY }) | libc::O_CREAT | libc::O_TRUNC,
            Some(b'a') => (if plus { libc::O_RDWR } else { libc::O_WRONLY }) | libc::O_CREAT | libc::O_APPEND,
            _ => return Err(vm.arg_error(&format!("invalid access mode {}", String::from_utf8_lossy(&m)))),
        };
        base
    };
    let perm = if perm.is_nil() { 0o644 } else { vm.expect_int(perm)? as u32 };
    let access = flags & libc::O_ACCMODE;
    let mut o = std::fs::OpenOptions::new();
    use std::os::unix::fs::OpenOptionsExt;
    o.read(access == libc::O_RDONLY || access == libc::O_RDWR).write(access != libc::O_RDONLY);
    o.custom_flags(flags & !libc::O_ACCMODE).mode(perm);
    match o.open(crate::core::io::file::os_path(&p)) {
        Ok(f) => Ok(Target::Fd(f.into())),
        Err(e) => Err(sys_fail(vm, &e, "", &String::from_utf8_lossy(&p))),
    }
}

/// The target a redirection value names for descriptor `fd`.
fn target_of(vm: &mut Vm, fd: usize, v: Value) -> VmResult<Target> {
    if crate::core::is_string(v) || (!v.is_special() && !is_io(v) && !obj::is_type(v, ObjType::Array) && vm.respond_to(v, intern("to_path"), true)) {
        return open_target(vm, fd, v, Value::NIL, Value::NIL);
    }
    if v.is_symbol() {
        return match v.as_symbol().name().as_ref() {
            "close" => Ok(Target::Null),
            "in" => Ok(Target::Fd(dup_std(vm, 0)?)),
            "out" => Ok(Target::Fd(dup_std(vm, 1)?)),
            "err" => Ok(Target::Fd(dup_std(vm, 2)?)),
            other => Err(vm.arg_error(&format!("wrong exec redirect symbol: {other}"))),
        };
    }
    if v.is_fixnum() {
        let n = v.as_fixnum();
        if !(0..=2).contains(&n) {
            return Err(vm.make_error(vm.core.not_implemented_error, &format!("redirecting to file descriptor {n} is not supported")));
        }
        return Ok(Target::Fd(dup_std(vm, n as usize)?));
    }
    if is_io(v) {
        let d = crate::core::io::open_data(vm, v)?;
        let r = match &d.stream {
            Some(Stream::Stdin) => None,
            Some(Stream::Stdout) => Some(1),
            Some(Stream::Stderr) => Some(2),
            _ => None,
        };
        if let Some(n) = r {
            return Ok(Target::Fd(dup_std(vm, n)?));
        }
        if matches!(d.stream, Some(Stream::Stdin)) {
            return Ok(Target::Fd(dup_std(vm, 0)?));
        }
        let cloned = match (&d.duplex, &d.stream) {
            (Some(w), _) if fd != 0 => w.try_clone(),
            (_, Some(Stream::File(f))) => f.try_clone(),
            _ => return Err(vm.make_error(vm.core.io_error, "closed stream")),
        };
        return match cloned {
            Ok(f) => Ok(Target::Fd(f.into())),
            Err(e) => Err(sys_fail(vm, &e, "", "dup")),
        };
    }
    if obj::is_type(v, ObjType::Array) {
        let items = crate::core::array::items(v).to_vec();
        if items.len() == 2 && items[0].is_symbol() && items[0].as_symbol().name().as_ref() == "child" {
            return match fds_of_key(vm, items[1])? {
                Some(f) if f.len() == 1 => Ok(Target::Child(f[0])),
                _ => Err(vm.arg_error("wrong exec redirect action")),
            };
        }
        if !items.is_empty() && items.len() <= 3 {
            let g = |i: usize| items.get(i).copied().unwrap_or(Value::NIL);
            return open_target(vm, fd, g(0), g(1), g(2));
        }
    }
    Err(vm.arg_error("wrong exec redirect action"))
}

/// Applies the options Hash to `p`.
fn apply_options(vm: &mut Vm, p: &mut Prepared, opts: Value, allow_exception: bool) -> VmResult<()> {
    for (k, v) in crate::core::hash::pairs(opts) {
        if let Some(fds) = fds_of_key(vm, k)? {
            for fd in fds {
                let t = target_of(vm, fd, v)?;
                p.stdio[fd] = Some(t);
            }
            continue;
        }
        let name = if k.is_symbol() { k.as_symbol().name().to_string() } else { String::new() };
        match name.as_str() {
            "chdir" => {
                let dir = crate::core::io::file::path_arg(vm, v)?;
                p.cmd.current_dir(crate::core::io::file::os_path(&dir));
            }
            "unsetenv_others" => {
                if v.truthy() {
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
            // Every descriptor the VM opens is close-on-exec already.
            "close_others" => {}
            "exception" if allow_exception => p.exception = v.truthy(),
            "umask" | "rlimit_core" | "rlimit_cpu" | "rlimit_data" | "rlimit_nofile" | "rlimit_stack" | "new_pgroup" | "unsetenv" => {
                return Err(vm.make_error(vm.core.not_implemented_error, &format!("the {name} option of spawn is not supported")));
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
    let (cmd, shown) = command_for(vm, &words)?;
    let mut p = Prepared { cmd, shown, exception: false, stdio: [None, None, None] };
    if let Some(o) = opts {
        rooted(vm, &[o], |vm| apply_options(vm, &mut p, o, allow_exception))?;
    }
    // After the options: `unsetenv_others` clears the inherited environment, not this Hash.
    if let Some(e) = env {
        apply_env(vm, &mut p.cmd, e)?;
    }
    Ok(p)
}

impl Prepared {
    /// Hands the redirections to the Command (`[:child, n]` copies the child's descriptor n).
    fn wire(&mut self, vm: &mut Vm) -> VmResult<()> {
        let mut resolved: [Option<Stdio>; 3] = [None, None, None];
        let mut dups: [Option<OwnedFd>; 3] = [None, None, None];
        for fd in 0..3 {
            match self.stdio[fd].take() {
                None => {}
                Some(Target::Null) => resolved[fd] = Some(Stdio::null()),
                Some(Target::Fd(f)) => {
                    dups[fd] = f.try_clone().ok();
                    resolved[fd] = Some(Stdio::from(f));
                }
                Some(Target::Child(n)) => {
                    let src = match dups[n].as_ref() {
                        Some(f) => f.try_clone(),
                        None => return Err(vm.arg_error(&format!("child fd {n} is not redirected"))),
                    };
                    match src {
                        Ok(f) => resolved[fd] = Some(Stdio::from(f)),
                        Err(e) => return Err(sys_fail(vm, &e, "", "dup")),
                    }
                }
            }
        }
        let [i, o, e] = resolved;
        if let Some(s) = i {
            self.cmd.stdin(s);
        }
        if let Some(s) = o {
            self.cmd.stdout(s);
        }
        if let Some(s) = e {
            self.cmd.stderr(s);
        }
        Ok(())
    }

    /// Starts the child (flushing the VM's output first); Errno on failure.
    pub fn spawn(mut self, vm: &mut Vm) -> VmResult<std::process::Child> {
        self.wire(vm)?;
        vm.flush_out();
        match self.cmd.spawn() {
            Ok(c) => Ok(c),
            Err(e) => Err(sys_fail(vm, &e, "", &self.shown)),
        }
    }

    /// Connects the child's descriptor `fd` (0..=2) to `to` (a pipe end of `IO.popen`).
    pub fn redirect(&mut self, fd: usize, to: OwnedFd) {
        self.stdio[fd] = Some(Target::Fd(to));
    }

    /// The raw Command with redirections applied, for callers that set up pipes themselves.
    pub fn into_command(mut self, vm: &mut Vm) -> VmResult<(Command, String)> {
        self.wire(vm)?;
        Ok((self.cmd, self.shown))
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
    let (mut cmd, shown) = p.into_command(vm)?;
    vm.flush_out();
    let child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            if exception {
                return Err(sys_fail(vm, &e, "", &shown));
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
    let (mut cmd, shown) = p.into_command(vm)?;
    cmd.stdout(Stdio::piped());
    vm.flush_out();
    let mut child = cmd.spawn().map_err(|e| sys_fail(vm, &e, "", &shown))?;
    let mut out = Vec::new();
    if let Some(mut so) = child.stdout.take() {
        use std::io::Read;
        if let Err(e) = so.read_to_end(&mut out) {
            return Err(sys_fail(vm, &e, "", &shown));
        }
    }
    super::reap(vm, child.id() as i32)?;
    Ok(vm.new_string(out))
}

/// `exec(...)`: replaces the process (no `at_exit` handlers run); Errno when it cannot.
fn k_exec(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let p = prepare(vm, args.positional(), args.kwargs(), false)?;
    let (mut cmd, shown) = p.into_command(vm)?;
    vm.flush_out();
    let e = cmd.exec();
    Err(sys_fail(vm, &e, "", &shown))
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
