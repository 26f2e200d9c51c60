//! `File.fnmatch` / `File.fnmatch?`: shell-style matching of a whole path against a pattern
//! (`*`, `?`, `[...]`, `\` escapes, `**/` with FNM_PATHNAME, `{a,b}` with FNM_EXTGLOB).
//!
//! Invariants: without FNM_PATHNAME the path is one string (`*` and `?` match "/"); with it,
//! wildcards stop at "/" and `**/` matches any number of directories. A leading "." (of the
//! string, or of each component with FNM_PATHNAME) is matched only by a literal "." unless
//! FNM_DOTMATCH. Characters are whole UTF-8 sequences, compared case-insensitively (ASCII)
//! with FNM_CASEFOLD.

use crate::core::io::file::path_arg;
use crate::object as obj;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

pub const FNM_NOESCAPE: i64 = 1;
pub const FNM_PATHNAME: i64 = 2;
pub const FNM_DOTMATCH: i64 = 4;
pub const FNM_CASEFOLD: i64 = 8;
pub const FNM_EXTGLOB: i64 = 16;

struct Flags {
    escape: bool,
    pathname: bool,
    period: bool,
    nocase: bool,
}

/// Length of the character starting at `i` (1 for an invalid or ASCII byte).
fn char_len(s: &[u8], i: usize) -> usize {
    let n = match s.get(i) {
        Some(0xc2..=0xdf) => 2,
        Some(0xe0..=0xef) => 3,
        Some(0xf0..=0xf4) => 4,
        _ => 1,
    };
    n.min(s.len().saturating_sub(i)).max(1)
}

/// The character at `i` as a number (its bytes, big-endian), upper-cased when folding.
fn code(s: &[u8], i: usize, nocase: bool) -> u32 {
    let n = char_len(s, i);
    let mut c: u32 = 0;
    for &b in s.get(i..i + n).unwrap_or(&[]) {
        c = (c << 8) | b as u32;
    }
    if nocase && n == 1 {
        c = (c as u8).to_ascii_uppercase() as u32;
    }
    c
}

fn at(s: &[u8], i: usize) -> u8 {
    s.get(i).copied().unwrap_or(0)
}

/// Matches a bracket expression starting after "[" at `p[pi]` against the character at
/// `s[si]`; the position after "]" when it matches.
fn bracket(p: &[u8], mut pi: usize, s: &[u8], si: usize, f: &Flags) -> Option<usize> {
    let mut ok = false;
    let mut not = false;
    if pi >= p.len() {
        return None;
    }
    if p[pi] == b'!' || p[pi] == b'^' {
        not = true;
        pi += 1;
    }
    let c1 = code(s, si, f.nocase);
    while at(p, pi) != b']' {
        let mut t1 = pi;
        if f.escape && at(p, t1) == b'\\' {
            t1 += 1;
        }
        if t1 >= p.len() {
            return None;
        }
        pi = t1 + char_len(p, t1);
        if pi >= p.len() {
            return None;
        }
        if p[pi] == b'-' && at(p, pi + 1) != b']' {
            let mut t2 = pi + 1;
            if f.escape && at(p, t2) == b'\\' {
                t2 += 1;
            }
            if t2 >= p.len() {
                return None;
            }
            pi = t2 + char_len(p, t2);
            if ok {
                continue;
            }
            let lo = code(p, t1, f.nocase);
            let hi = code(p, t2, f.nocase);
            if c1 >= lo && c1 <= hi {
                ok = true;
            }
        } else {
            if ok {
                continue;
            }
            if code(p, t1, f.nocase) == c1 {
                ok = true;
            }
        }
    }
    if ok == not {
        None
    } else {
        Some(pi + 1)
    }
}

/// Matches one component (or the whole string without FNM_PATHNAME) from `p[*pi]`/`s[*si]`;
/// on success both are left at the component's end.
fn helper(p: &[u8], pi: &mut usize, s: &[u8], si: &mut usize, f: &Flags) -> bool {
    let is_end = |x: &[u8], i: usize| i >= x.len() || (f.pathname && x[i] == b'/');
    let unescape = |i: usize| if f.escape && at(p, i) == b'\\' { i + 1 } else { i };
    let (mut pc, mut sc) = (*pi, *si);
    if f.period && at(s, sc) == b'.' && at(p, unescape(pc)) != b'.' {
        return false;
    }
    let mut backtrack: Option<(usize, usize)> = None;
    loop {
        match at(p, pc) {
            b'*' if pc < p.len() => {
                while at(p, pc) == b'*' && pc < p.len() {
                    pc += 1;
                }
                if is_end(p, unescape(pc)) {
                    pc = unescape(pc);
                    while !is_end(s, sc) {
                        sc += 1;
                    }
                    *pi = pc;
                    *si = sc;
                    return true;
                }
                if is_end(s, sc) {
                    return false;
                }
                backtrack = Some((pc, sc));
                continue;
            }
            b'?' if pc < p.len() => {
                if is_end(s, sc) {
                    return false;
                }
                pc += 1;
                sc += char_len(s, sc);
                continue;
            }
            b'[' if pc < p.len() => {
                if is_end(s, sc) {
                    return false;
                }
                if let Some(t) = bracket(p, pc + 1, s, sc, f) {
                    pc = t;
                    sc += char_len(s, sc);
                    continue;
                }
            }
            _ => {
                let up = unescape(pc);
                if is_end(s, sc) {
                    if is_end(p, up) {
                        *pi = up;
                        *si = sc;
                        return true;
                    }
                    return false;
                }
                if !is_end(p, up) {
                    let n = char_len(p, up);
                    let same = s.get(sc..sc + n) == p.get(up..up + n) || (f.nocase && code(p, up, true) == code(s, sc, true));
                    if same {
                        pc = up + n;
                        sc += n;
                        continue;
                    }
                }
            }
        }
        // Failed here: let the last "*" swallow one more character.
        match backtrack {
            Some((bp, bs)) => {
                let next = bs + char_len(s, bs);
                pc = bp;
                sc = next;
                backtrack = Some((bp, next));
                if sc > s.len() {
                    return false;
                }
            }
            None => return false,
        }
    }
}

/// Whether `path` matches `pattern` under `flags` (braces not expanded).
fn fnmatch_one(p: &[u8], s: &[u8], flags: i64) -> bool {
    let f = Flags { escape: flags & FNM_NOESCAPE == 0, pathname: flags & FNM_PATHNAME != 0, period: flags & FNM_DOTMATCH == 0, nocase: flags & FNM_CASEFOLD != 0 };
    let (mut pi, mut si) = (0, 0);
    if !f.pathname {
        return helper(p, &mut pi, s, &mut si, &f) && pi >= p.len() && si >= s.len();
    }
    let mut recursion: Option<(usize, usize)> = None;
    loop {
        if p.get(pi..pi + 3) == Some(b"**/") {
            while p.get(pi..pi + 3) == Some(b"**/") {
                pi += 3;
            }
            recursion = Some((pi, si));
        }
        if helper(p, &mut pi, s, &mut si, &f) {
            while si < s.len() && s[si] != b'/' {
                si += 1;
            }
            if pi < p.len() && si < s.len() {
                pi += 1;
                si += 1;
                continue;
            }
            if pi >= p.len() && si >= s.len() {
                return true;
            }
        }
        // Failed: let the last "**/" take one more directory.
        match recursion {
            Some((rp, rs)) if !(f.period && at(s, rs) == b'.') => {
                let mut next = rs;
                while next < s.len() && s[next] != b'/' {
                    next += 1;
                }
                if next >= s.len() {
                    return false;
                }
                next += 1;
                pi = rp;
                si = next;
                recursion = Some((rp, next));
            }
            _ => return false,
        }
    }
}

/// Expands the first `{a,b}` group of `p` (recursively) into `out`.
fn expand_braces(p: &[u8], escape: bool, out: &mut Vec<Vec<u8>>) {
    let mut i = 0;
    let mut open = None;
    let mut depth = 0;
    while i < p.len() {
        match p[i] {
            b'\\' if escape => i += 1,
            b'{' => {
                if depth == 0 {
                    open = Some(i);
                }
                depth += 1;
            }
            b'}' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    let Some(o) = open else { break };
                    let inner = &p[o + 1..i];
                    let mut parts = Vec::new();
                    let (mut start, mut d, mut j) = (0, 0, 0);
                    while j < inner.len() {
                        match inner[j] {
                            b'\\' if escape => j += 1,
                            b'{' => d += 1,
                            b'}' => d -= 1,
                            b',' if d == 0 => {
                                parts.push(&inner[start..j]);
                                start = j + 1;
                            }
                            _ => {}
                        }
                        j += 1;
                    }
                    parts.push(&inner[start.min(inner.len())..]);
                    for part in parts {
                        let mut q = p[..o].to_vec();
                        q.extend_from_slice(part);
                        q.extend_from_slice(&p[i + 1..]);
                        expand_braces(&q, escape, out);
                    }
                    return;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out.push(p.to_vec());
}

/// `File.fnmatch(pattern, path, flags = 0)`.
fn file_s_fnmatch(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(3))?;
    let pat = vm.expect_string(args.get(0))?;
    let pattern = obj::as_string(pat).bytes.to_vec();
    let path = path_arg(vm, args.get(1))?;
    let flags = if args.len() > 2 { vm.expect_int(args.get(2))? } else { 0 };
    let matched = if flags & FNM_EXTGLOB != 0 {
        let mut pats = Vec::new();
        expand_braces(&pattern, flags & FNM_NOESCAPE == 0, &mut pats);
        pats.iter().any(|p| fnmatch_one(p, &path, flags))
    } else {
        fnmatch_one(&pattern, &path, flags)
    };
    Ok(Value::bool(matched))
}

pub fn init(vm: &mut Vm) {
    let file = crate::core::io::file_class(vm);
    vm.define_singleton_builtin(file, "fnmatch", -1, file_s_fnmatch);
    vm.define_singleton_builtin(file, "fnmatch?", -1, file_s_fnmatch);
}
