//! The process's names: `Process.argv0` (the main script's name as the program was started)
//! and `Process.setproctitle` (what `ps` shows as the command line).
//!
//! Invariants:
//! - `Process.argv0` is one frozen String, made on first use from the script name the VM ran
//!   (`-e` for a program given with -e) and kept in Process's hidden `@__argv0`, so every call
//!   answers the same object; assigning `$0` does not change it, as in CRuby.
//! - `setproctitle` rewrites the command-line area the kernel gave this process (the argv
//!   strings, whose bounds /proc/self/stat lists as arg_start/arg_end), as CRuby does on Linux:
//!   the title is cut to fit and the rest of the area zeroed, so /proc/self/cmdline (and `ps`)
//!   show it. Where the area cannot be found the title is only returned, as CRuby does when it
//!   has nowhere to write. The one `unsafe` block has its `// SAFETY:` comment.

use std::sync::Mutex;

use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn argv0_ivar() -> SymbolId {
    intern("@__argv0")
}

/// `Process.argv0`.
fn p_argv0(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let v = vm.ivar_get(recv, argv0_ivar());
    if !v.is_nil() {
        return Ok(v);
    }
    let name = vm.script_name.clone();
    let s = vm.new_str(&name);
    vm.freeze(s);
    vm.temp_roots.push(s);
    let r = vm.ivar_set(recv, argv0_ivar(), s);
    vm.temp_roots.pop();
    r?;
    Ok(s)
}

/// The command-line area `[start, end)` from /proc/self/stat (fields 48 and 49), read once.
fn arg_area() -> Option<(usize, usize)> {
    static AREA: Mutex<Option<Option<(usize, usize)>>> = Mutex::new(None);
    let mut g = AREA.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(a) = *g {
        return a;
    }
    let found = (|| {
        let s = std::fs::read_to_string("/proc/self/stat").ok()?;
        // Fields after the command name (which may hold blanks and parentheses) start at 3.
        let rest = &s[s.rfind(')')? + 1..];
        let f: Vec<&str> = rest.split_whitespace().collect();
        let start = f.get(48 - 3)?.parse::<usize>().ok()?;
        let end = f.get(49 - 3)?.parse::<usize>().ok()?;
        (start != 0 && end > start).then_some((start, end))
    })();
    *g = Some(found);
    found
}

/// `Process.setproctitle(title)`: the title, shown by `ps` from now on.
fn p_setproctitle(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let title = vm.expect_string(args.get(0))?;
    let bytes = crate::object::as_string(title).bytes.to_vec();
    if bytes.contains(&0) {
        return Err(vm.arg_error("string contains null byte"));
    }
    if let Some((start, end)) = arg_area() {
        let len = end - start;
        let n = bytes.len().min(len - 1);
        // SAFETY: [start, end) is this process's argv strings area, which the kernel mapped
        // readable and writable at exec and reports in /proc/self/stat; it lives as long as the
        // process. No Rust reference points into it: std copies arguments out when asked (the
        // CLI has read them before the VM ran) and the CLI's main thread, the only other
        // thread, is blocked in `join`. The write stays inside the area and ends with a NUL.
        unsafe {
            let p = start as *mut u8;
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, n);
            std::ptr::write_bytes(p.add(n), 0, len - n);
        }
    }
    Ok(title)
}

pub fn init(vm: &mut Vm) {
    let process = vm.core.process;
    vm.define_singleton_builtin(process, "argv0", 0, p_argv0);
    vm.define_singleton_builtin(process, "setproctitle", 1, p_setproctitle);
}
