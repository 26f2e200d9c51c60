//! What a child does between fork and exec for `spawn`/`system`/`exec`/`IO.popen` options:
//! descriptor redirections (`out: file`, `3 => 3`, `[:out, :err] => name`, `err: [:child, :out]`,
//! `in: :close`, ...), `chdir:`, `umask:`, `rlimit_*:` and `close_others: true`; and parsing
//! those option values in the parent.
//!
//! Invariants:
//! - Everything that can fail on the parent's side (opening files, duplicating the parent's
//!   descriptors, converting arguments) happens in the parent, before the fork, and raises there
//!   with CRuby's message; a file named for several descriptors is opened once and shared.
//! - The child-side code (`ChildSetup::install`'s `pre_exec` closure) allocates nothing and
//!   calls only async-signal-safe functions (chdir, fcntl, dup2, close, setrlimit, umask);
//!   all its data is prepared before the fork. It first moves every source descriptor above the
//!   highest target (close-on-exec copies), so no dup2 overwrites a source still needed, then
//!   puts each in place (dup2 leaves the target inheritable), closes `:close` targets, and copies
//!   `[:child, fd]` targets last, from the child's descriptors as redirected.
//! - A child-side failure reaches the parent as std's one error number; the step that failed is
//!   added above the errno (`STEP_*`), so the parent names it as CRuby does (the chdir path for
//!   `chdir:`, "dup2" for a redirection, "setrlimit"). Each `unsafe` block has its `// SAFETY:`
//!   comment.

use std::ffi::CString;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::CommandExt;
use std::process::Command;

use crate::core::io::errno::{errno_error, errno_error_plain, sys_fail};
use crate::core::io::{io_data, is_io, Stream};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Unwind, Vm, VmResult};

/// Step tags added to a child-side errno (errno values stay below 4096).
const STEP_SHIFT: i32 = 16;
const STEP_CHDIR: i32 = 1;
const STEP_DUP2: i32 = 2;
const STEP_SETRLIMIT: i32 = 3;

/// Where one of the child's descriptors comes from.
pub enum Source {
    /// A descriptor opened or duplicated in the parent.
    Fd(OwnedFd),
    /// Closed in the child.
    Close,
    /// The same place as the child's descriptor N once the others are redirected.
    Child(i32),
}

/// What the child does before exec (module comment).
#[derive(Default)]
pub struct ChildSetup {
    pub redirects: Vec<(i32, Source)>,
    pub chdir: Option<(CString, String)>,
    pub umask: Option<u32>,
    pub close_others: bool,
    /// `rlimit_*:` options: resource number, soft and hard limit.
    pub rlimits: Vec<(i32, u64, u64)>,
}

/// The child's descriptor numbers a redirection key names (`:out`, 1, an IO, an Array of
/// them), or None when the key is not a redirection.
pub fn fds_of_key(vm: &mut Vm, k: Value) -> VmResult<Option<Vec<i32>>> {
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
        i64::from(io_data(vm, k)?.fd)
    } else {
        return Ok(None);
    };
    if fd < 0 {
        return Err(vm.arg_error("negative file descriptor"));
    }
    Ok(Some(vec![i32::try_from(fd).unwrap_or(i32::MAX)]))
}

/// A close-on-exec duplicate of the parent's descriptor `fd` (standard output is flushed
/// first, so the child's output follows the parent's).
fn dup_parent_fd(vm: &mut Vm, fd: i32, what: &str) -> VmResult<OwnedFd> {
    vm.flush_out();
    // SAFETY: fcntl(F_DUPFD_CLOEXEC) only reads the descriptor number; an invalid one fails
    // with EBADF and touches nothing.
    let n = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 3) };
    if n < 0 {
        let e = std::io::Error::last_os_error().raw_os_error().unwrap_or(libc::EBADF);
        return Err(errno_error(vm, e, "", what));
    }
    // SAFETY: `n` is a descriptor fcntl has just made for us; nothing else owns it.
    Ok(unsafe { OwnedFd::from_raw_fd(n) })
}

fn string_bytes(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    let s = vm.expect_string(v)?;
    let b = obj::as_string(s).bytes.to_vec();
    if b.contains(&0) {
        return Err(vm.arg_error("string contains null byte"));
    }
    Ok(b)
}

/// Opens `path` for child descriptor `fd` with `mode` (String or Integer flags; the default
/// reads for descriptor 0 and truncates for writing otherwise) and `perm` (0644).
fn open_target(vm: &mut Vm, fd: i32, path: Value, mode: Value, perm: Value) -> VmResult<OwnedFd> {
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
        match m.first() {
            Some(b'r') if plus => libc::O_RDWR,
            Some(b'r') => libc::O_RDONLY,
            Some(b'w') => (if plus { libc::O_RDWR } else { libc::O_WRONLY }) | libc::O_CREAT | libc::O_TRUNC,
            Some(b'a') => (if plus { libc::O_RDWR } else { libc::O_WRONLY }) | libc::O_CREAT | libc::O_APPEND,
            _ => return Err(vm.arg_error(&format!("invalid access mode {}", String::from_utf8_lossy(&m)))),
        }
    };
    let perm = if perm.is_nil() { 0o644 } else { vm.expect_int(perm)? as u32 };
    let access = flags & libc::O_ACCMODE;
    let mut o = std::fs::OpenOptions::new();
    use std::os::unix::fs::OpenOptionsExt;
    o.read(access == libc::O_RDONLY || access == libc::O_RDWR).write(access != libc::O_RDONLY);
    o.custom_flags(flags & !libc::O_ACCMODE).mode(perm);
    // A FIFO's open waits for its partner: a blocking point (`io::wait`), as CRuby opens it
    // outside the GVL, interruptibly.
    match crate::core::io::wait::open_file(vm, crate::core::io::file::os_path(&p), &o, flags)? {
        Ok(f) => Ok(f.into()),
        Err(e) => Err(sys_fail(vm, &e, "", &String::from_utf8_lossy(&p))),
    }
}

/// A duplicate of the descriptor an IO object stands for (its write side for a read-write
/// pipe unless it feeds the child's standard input).
fn io_source(vm: &mut Vm, fd: i32, v: Value) -> VmResult<OwnedFd> {
    let d = crate::core::io::open_data(vm, v)?;
    let std_fd = match &d.stream {
        Some(Stream::Stdin) => Some(0),
        Some(Stream::Stdout) => Some(1),
        Some(Stream::Stderr) => Some(2),
        _ => None,
    };
    if let Some(n) = std_fd {
        return dup_parent_fd(vm, n, "dup2");
    }
    let cloned = match (&d.duplex, &d.stream) {
        (Some(w), _) if fd != 0 => w.try_clone(),
        (_, Some(Stream::File(f))) => f.try_clone(),
        _ => return Err(vm.make_error(vm.core.io_error, "closed stream")),
    };
    cloned.map(OwnedFd::from).map_err(|e| sys_fail(vm, &e, "", "dup"))
}

/// The source a redirection value names for child descriptor `fd` (the first of the key's).
pub fn source_of(vm: &mut Vm, fd: i32, v: Value) -> VmResult<Source> {
    if crate::core::is_string(v) || (!v.is_special() && !is_io(v) && !obj::is_type(v, ObjType::Array) && vm.respond_to(v, intern("to_path"), true)) {
        return Ok(Source::Fd(open_target(vm, fd, v, Value::NIL, Value::NIL)?));
    }
    if v.is_symbol() {
        return match v.as_symbol().name().as_ref() {
            "close" => Ok(Source::Close),
            "in" => Ok(Source::Fd(dup_parent_fd(vm, 0, "dup2")?)),
            "out" => Ok(Source::Fd(dup_parent_fd(vm, 1, "dup2")?)),
            "err" => Ok(Source::Fd(dup_parent_fd(vm, 2, "dup2")?)),
            other => Err(vm.arg_error(&format!("wrong exec redirect symbol: {other}"))),
        };
    }
    if v.is_fixnum() {
        let n = v.as_fixnum();
        if n < 0 {
            return Err(vm.arg_error("negative file descriptor"));
        }
        let n = i32::try_from(n).unwrap_or(i32::MAX);
        let what = if n == fd { "fcntl(F_GETFD)" } else { "dup2" };
        return Ok(Source::Fd(dup_parent_fd(vm, n, what)?));
    }
    if is_io(v) {
        return Ok(Source::Fd(io_source(vm, fd, v)?));
    }
    if obj::is_type(v, ObjType::Array) {
        let items = crate::core::array::items(v).to_vec();
        let is_child = items.first().is_some_and(|f| f.is_symbol() && f.as_symbol().name().as_ref() == "child");
        if is_child && items.len() == 2 {
            return match fds_of_key(vm, items[1])? {
                Some(f) if f.len() == 1 => Ok(Source::Child(f[0])),
                _ => Err(vm.arg_error("wrong exec redirect")),
            };
        }
        // Any other Array is `[path, mode, perm]` (CRuby reads only those three items).
        let g = |i: usize| items.get(i).copied().unwrap_or(Value::NIL);
        return Ok(Source::Fd(open_target(vm, fd, g(0), g(1), g(2))?));
    }
    if !v.is_special() {
        if let Some(io) = vm.check_funcall(v, intern("to_io"))? {
            if is_io(io) {
                return Ok(Source::Fd(io_source(vm, fd, io)?));
            }
        }
    }
    Err(vm.arg_error("wrong exec redirect action"))
}

impl ChildSetup {
    /// Adds the redirection `key => value` (`fds` from `fds_of_key`).
    pub fn add(&mut self, vm: &mut Vm, fds: &[i32], v: Value) -> VmResult<()> {
        let Some(&first) = fds.first() else { return Ok(()) };
        let src = source_of(vm, first, v)?;
        for &fd in &fds[1..] {
            let s = match &src {
                Source::Fd(f) => Source::Fd(f.try_clone().map_err(|e| sys_fail(vm, &e, "", "dup"))?),
                Source::Close => Source::Close,
                Source::Child(n) => Source::Child(*n),
            };
            self.set(fd, s);
        }
        self.set(first, src);
        Ok(())
    }

    fn set(&mut self, fd: i32, s: Source) {
        self.redirects.retain(|(t, _)| *t != fd);
        self.redirects.push((fd, s));
    }

    /// CRuby's check of `[:child, fd]` chains: following one must not come back to its start.
    /// And a `[:child, fd]` must name a descriptor the options (or `IO.popen`'s pipes, `also`)
    /// redirect.
    fn check_cycles(&self, vm: &mut Vm, also: &[i32]) -> VmResult<()> {
        for (_, s) in &self.redirects {
            if let Source::Child(n) = s {
                if !also.contains(n) && !self.redirects.iter().any(|(t, _)| t == n) {
                    return Err(vm.arg_error(&format!("child fd {n} is not redirected")));
                }
            }
        }
        // From the last redirection back, so a cycle is named by its later member as CRuby.
        for (t, s) in self.redirects.iter().rev() {
            let Source::Child(mut n) = s else { continue };
            let mut steps = 0;
            loop {
                if n == *t || steps > self.redirects.len() {
                    return Err(vm.arg_error(&format!("cyclic child fd redirection from {t}")));
                }
                match self.redirects.iter().find(|(x, _)| *x == n) {
                    Some((_, Source::Child(m))) => {
                        n = *m;
                        steps += 1;
                    }
                    _ => break,
                }
            }
        }
        Ok(())
    }

    /// Hands the setup to `cmd` as its pre-exec step (module comment); `piped` are the
    /// standard descriptors `IO.popen` has already connected.
    pub fn install(self, vm: &mut Vm, cmd: &mut Command, piped: &[i32]) -> VmResult<()> {
        if self.redirects.is_empty() && self.chdir.is_none() && self.umask.is_none() && !self.close_others && self.rlimits.is_empty() {
            return Ok(());
        }
        self.check_cycles(vm, piped)?;
        let mut sources: Vec<OwnedFd> = Vec::new();
        let mut moves: Vec<(usize, RawFd)> = Vec::new();
        let mut closes: Vec<RawFd> = Vec::new();
        let mut copies: Vec<(RawFd, RawFd)> = Vec::new();
        let mut keep: Vec<RawFd> = Vec::new();
        for (t, s) in self.redirects {
            keep.push(t);
            match s {
                Source::Fd(f) => {
                    moves.push((sources.len(), t));
                    sources.push(f);
                }
                Source::Close => closes.push(t),
                Source::Child(n) => copies.push((n, t)),
            }
        }
        keep.sort_unstable();
        let above = keep.iter().copied().max().unwrap_or(2).max(2) + 1;
        let raw: Vec<RawFd> = sources.iter().map(|f| f.as_raw_fd()).collect();
        let mut staged: Vec<RawFd> = vec![-1; raw.len()];
        let nofile = nix::sys::resource::getrlimit(nix::sys::resource::Resource::RLIMIT_NOFILE).map_or(1024, |(cur, _)| cur.min(1 << 20) as RawFd);
        let (chdir, umask, close_others, rlimits) = (self.chdir.map(|(c, _)| c), self.umask, self.close_others, self.rlimits);
        let fail = |step: i32| {
            let e = std::io::Error::last_os_error().raw_os_error().unwrap_or(libc::EINVAL);
            Err(std::io::Error::from_raw_os_error(e | (step << STEP_SHIFT)))
        };
        let child_side = move || -> std::io::Result<()> {
            // `sources` is owned here so the descriptors stay open until the exec.
            let _keep_open = &sources;
            if let Some(dir) = &chdir {
                // SAFETY: `dir` is a NUL-terminated string that lives as long as the closure.
                if unsafe { libc::chdir(dir.as_ptr()) } != 0 {
                    return fail(STEP_CHDIR);
                }
            }
            for (i, &src) in raw.iter().enumerate() {
                // SAFETY: fcntl on a descriptor number; writes no memory of ours.
                let n = unsafe { libc::fcntl(src, libc::F_DUPFD_CLOEXEC, above) };
                if n < 0 {
                    return fail(STEP_DUP2);
                }
                staged[i] = n;
            }
            for &(i, target) in &moves {
                // SAFETY: dup2 and close on descriptor numbers; they write no memory of ours.
                if unsafe { libc::dup2(staged[i], target) } < 0 {
                    return fail(STEP_DUP2);
                }
                // SAFETY: as above.
                unsafe { libc::close(staged[i]) };
            }
            for &target in &closes {
                // SAFETY: close on a descriptor number.
                unsafe { libc::close(target) };
            }
            for &(src, target) in &copies {
                // SAFETY: dup2/fcntl on descriptor numbers; they write no memory of ours.
                let r = unsafe {
                    if src == target {
                        libc::fcntl(target, libc::F_SETFD, 0)
                    } else {
                        libc::dup2(src, target)
                    }
                };
                if r < 0 {
                    return fail(STEP_DUP2);
                }
            }
            for &(resource, cur, max) in &rlimits {
                let lim = libc::rlimit { rlim_cur: cur, rlim_max: max };
                // SAFETY: setrlimit reads the rlimit on this stack frame and writes nothing.
                if unsafe { libc::setrlimit(resource as libc::__rlimit_resource_t, &lim) } != 0 {
                    return fail(STEP_SETRLIMIT);
                }
            }
            if let Some(m) = umask {
                // SAFETY: umask(2) sets a number and cannot fail.
                unsafe { libc::umask(m as libc::mode_t) };
            }
            if close_others {
                // Every descriptor from 3 up that is no redirection target closes at exec.
                let mut from: RawFd = 3;
                for &k in keep.iter().chain(std::iter::once(&nofile)) {
                    if k >= from {
                        for fd in from..k {
                            // SAFETY: fcntl(F_SETFD) on a descriptor number; unused numbers
                            // fail with EBADF, which is ignored.
                            unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) };
                        }
                        from = k + 1;
                    }
                }
            }
            Ok(())
        };
        // SAFETY: the closure runs in the forked child before exec and keeps to the rules of
        // that state (module comment): no allocation, no locks, only async-signal-safe calls on
        // data prepared before the fork.
        unsafe { cmd.pre_exec(child_side) };
        Ok(())
    }
}

/// The error for a failed spawn: a child-side step's errno with the name CRuby gives it
/// (`chdir` is the path of the `chdir:` option), else the command as shown.
pub fn spawn_error(vm: &mut Vm, e: &std::io::Error, shown: &str, chdir: Option<&str>) -> Unwind {
    if let Some(code) = e.raw_os_error() {
        let (step, errno) = (code >> STEP_SHIFT, code & ((1 << STEP_SHIFT) - 1));
        match step {
            STEP_CHDIR => return errno_error(vm, errno, "", chdir.unwrap_or("chdir")),
            STEP_DUP2 => return errno_error(vm, errno, "", "dup2"),
            STEP_SETRLIMIT => return errno_error(vm, errno, "", "setrlimit"),
            _ => {}
        }
    }
    if shown.is_empty() {
        return errno_error_plain(vm, e.raw_os_error().unwrap_or(libc::ENOENT));
    }
    sys_fail(vm, e, "", shown)
}
