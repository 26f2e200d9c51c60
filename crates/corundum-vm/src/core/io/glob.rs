//! Dir.glob's matcher: brace expansion, then a walk of the directory tree segment by segment
//! with `*`, `?`, `[...]`, `\` escapes and `**/` (any depth of directories).
//!
//! Invariants: each directory is listed once per walk and its entries are visited in byte order
//! when sorting, so results come in CRuby 4.0's order (pre-order: an entry, then what matches
//! inside it, then the next entry); hidden entries match only a segment that starts with a
//! literal "." (or with FNM_DOTMATCH); `**` does not descend into hidden directories. Brace
//! expansion stops at `MAX_EXPANSIONS` patterns so a hostile pattern cannot exhaust memory.
//! Unreadable directories are skipped, as CRuby does.

use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;

use crate::core::io::file::os_path;

const FNM_NOESCAPE: i64 = 1;
const FNM_DOTMATCH: i64 = 4;
const FNM_CASEFOLD: i64 = 8;
const MAX_EXPANSIONS: usize = 1 << 16;

/// Appends the paths matching `pattern` (relative to `base` when given) to `out`.
pub fn glob(pattern: &[u8], flags: i64, base: Option<&[u8]>, sort: bool, out: &mut Vec<Vec<u8>>) {
    let mut patterns = Vec::new();
    expand_braces(pattern, flags, &mut patterns);
    for p in patterns {
        glob_one(&p, flags, base, sort, out);
    }
}

/// The index of the `}` closing the `{` at `open`, honouring nesting and escapes.
fn closing_brace(p: &[u8], open: usize, flags: i64) -> Option<usize> {
    let mut depth = 0;
    let mut i = open;
    while i < p.len() {
        match p[i] {
            b'\\' if flags & FNM_NOESCAPE == 0 => i += 1,
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

fn expand_braces(p: &[u8], flags: i64, out: &mut Vec<Vec<u8>>) {
    if out.len() >= MAX_EXPANSIONS {
        return;
    }
    let mut i = 0;
    let mut open = None;
    while i < p.len() {
        match p[i] {
            b'\\' if flags & FNM_NOESCAPE == 0 => i += 1,
            b'{' => {
                open = Some(i);
                break;
            }
            _ => {}
        }
        i += 1;
    }
    let Some(open) = open else {
        out.push(p.to_vec());
        return;
    };
    let Some(close) = closing_brace(p, open, flags) else {
        out.push(p.to_vec());
        return;
    };
    // Split the inside at top-level commas.
    let inner = &p[open + 1..close];
    let mut alternatives = Vec::new();
    let (mut depth, mut start, mut j) = (0, 0, 0);
    while j < inner.len() {
        match inner[j] {
            b'\\' if flags & FNM_NOESCAPE == 0 => j += 1,
            b'{' => depth += 1,
            b'}' => depth -= 1,
            b',' if depth == 0 => {
                alternatives.push(&inner[start..j]);
                start = j + 1;
            }
            _ => {}
        }
        j += 1;
    }
    alternatives.push(&inner[start.min(inner.len())..]);
    for alt in alternatives {
        let mut q = p[..open].to_vec();
        q.extend_from_slice(alt);
        q.extend_from_slice(&p[close + 1..]);
        expand_braces(&q, flags, out);
    }
}

fn has_magic(seg: &[u8]) -> bool {
    seg.iter().any(|&b| matches!(b, b'*' | b'?' | b'[' | b'\\'))
}

fn unescape(seg: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(seg.len());
    let mut i = 0;
    while i < seg.len() {
        if seg[i] == b'\\' && i + 1 < seg.len() {
            i += 1;
        }
        out.push(seg[i]);
        i += 1;
    }
    out
}

fn fold(b: u8, flags: i64) -> u8 {
    if flags & FNM_CASEFOLD != 0 {
        b.to_ascii_lowercase()
    } else {
        b
    }
}

/// Matches `[...]` at `p[i]` (just after the `[`) against byte `c`: (matched, index after `]`),
/// or None for an unterminated class (then `[` is literal).
fn match_class(p: &[u8], mut i: usize, c: u8, flags: i64) -> Option<(bool, usize)> {
    let negate = matches!(p.get(i), Some(b'!' | b'^'));
    if negate {
        i += 1;
    }
    let mut matched = false;
    let mut first = true;
    while i < p.len() {
        if p[i] == b']' && !first {
            return Some((matched != negate, i + 1));
        }
        first = false;
        let mut lo = p[i];
        if lo == b'\\' && flags & FNM_NOESCAPE == 0 && i + 1 < p.len() {
            i += 1;
            lo = p[i];
        }
        i += 1;
        let mut hi = lo;
        if p.get(i) == Some(&b'-') && p.get(i + 1).is_some_and(|&b| b != b']') {
            hi = p[i + 1];
            i += 2;
            if hi == b'\\' && flags & FNM_NOESCAPE == 0 && i < p.len() {
                hi = p[i];
                i += 1;
            }
        }
        let (c, lo, hi) = (fold(c, flags), fold(lo, flags), fold(hi, flags));
        if lo <= c && c <= hi {
            matched = true;
        }
    }
    None
}

/// Whether file name `name` matches one path segment `p`.
pub fn fnmatch_segment(p: &[u8], name: &[u8], flags: i64) -> bool {
    if name.first() == Some(&b'.') && flags & FNM_DOTMATCH == 0 && p.first() != Some(&b'.') {
        // Only a literal leading dot matches a hidden name ("\." too).
        if !(p.first() == Some(&b'\\') && p.get(1) == Some(&b'.')) {
            return false;
        }
    }
    let (mut pi, mut ni) = (0, 0);
    // Where to resume after the last `*`: (pattern index after it, name index it has taken to).
    let mut star: Option<(usize, usize)> = None;
    loop {
        if pi < p.len() {
            let step = match p[pi] {
                b'*' => {
                    star = Some((pi + 1, ni));
                    pi += 1;
                    continue;
                }
                b'?' if ni < name.len() => Some((pi + 1, ni + 1)),
                b'[' if ni < name.len() => match match_class(p, pi + 1, name[ni], flags) {
                    Some((true, next)) => Some((next, ni + 1)),
                    Some((false, _)) => None,
                    None => (name[ni] == b'[').then_some((pi + 1, ni + 1)),
                },
                b'\\' if flags & FNM_NOESCAPE == 0 && pi + 1 < p.len() => {
                    (ni < name.len() && fold(p[pi + 1], flags) == fold(name[ni], flags)).then_some((pi + 2, ni + 1))
                }
                c if ni < name.len() && fold(c, flags) == fold(name[ni], flags) => Some((pi + 1, ni + 1)),
                _ => None,
            };
            if let Some((np, nn)) = step {
                pi = np;
                ni = nn;
                continue;
            }
        } else if ni == name.len() {
            return true;
        }
        // Mismatch: let the last `*` take one more byte.
        match star {
            Some((sp, sn)) if sn < name.len() => {
                star = Some((sp, sn + 1));
                pi = sp;
                ni = sn + 1;
            }
            _ => return false,
        }
    }
}

struct Walk<'a> {
    flags: i64,
    base: Option<&'a [u8]>,
    sort: bool,
}

impl Walk<'_> {
    fn fs_path(&self, prefix: &[u8]) -> PathBuf {
        let rel = if prefix.is_empty() { &b"."[..] } else { prefix };
        match self.base {
            Some(b) => os_path(b).join(os_path(rel)),
            None => os_path(rel).to_path_buf(),
        }
    }

    fn is_dir(&self, prefix: &[u8]) -> bool {
        std::fs::metadata(self.fs_path(prefix)).is_ok_and(|m| m.is_dir())
    }

    /// Matches the remaining segment lists `patterns` inside directory `prefix` (which ends
    /// with "/" unless empty). An empty segment stands for the directory itself (a pattern
    /// ending in "/").
    fn walk(&self, prefix: &[u8], patterns: &[&[Vec<u8>]], recursed: bool, out: &mut Vec<Vec<u8>>) {
        let mut active: Vec<&[Vec<u8>]> = Vec::new();
        for &pat in patterns {
            let mut pat = pat;
            // `**/` also matches no directory at all.
            while pat.len() > 1 && pat[0] == b"**" {
                active.push(pat);
                pat = &pat[1..];
            }
            active.push(pat);
        }
        let mut listed = Vec::new();
        for &pat in &active {
            let Some(seg) = pat.first() else { continue };
            if seg.is_empty() {
                if !prefix.is_empty() && !out.iter().any(|o| o == prefix) {
                    out.push(prefix.to_vec());
                }
            } else if seg != b"**" && !has_magic(seg) && active.len() == 1 {
                // A literal segment alone is looked up, not listed.
                let mut path = prefix.to_vec();
                path.extend_from_slice(&unescape(seg));
                if pat.len() == 1 {
                    if std::fs::symlink_metadata(self.fs_path(&path)).is_ok() {
                        out.push(path);
                    }
                } else if self.is_dir(&path) {
                    path.push(b'/');
                    self.walk(&path, &[&pat[1..]], false, out);
                }
            } else {
                listed.push(pat);
            }
        }
        if listed.is_empty() {
            return;
        }
        let Ok(read) = std::fs::read_dir(self.fs_path(prefix)) else { return };
        let mut names: Vec<Vec<u8>> = read.filter_map(|e| e.ok()).map(|e| e.file_name().as_bytes().to_vec()).collect();
        if self.sort {
            names.sort();
        }
        // "." is a name a pattern can match (".*", or "*" with FNM_DOTMATCH); ".." never is.
        // A directory reached by `**` recursion does not offer it again (as CRuby).
        if !recursed {
            names.insert(0, b".".to_vec());
        }
        for name in names {
            let is_self = name == b".";
            let mut path = prefix.to_vec();
            path.extend_from_slice(&name);
            let mut dir: Option<bool> = None;
            let mut emit = false;
            let mut inside: Vec<&[Vec<u8>]> = Vec::new();
            let mut recursing = false;
            for &pat in &listed {
                let seg = &pat[0];
                let last = pat.len() == 1;
                if seg == b"**" && !last {
                    // Recursion never enters "." again nor follows a symbolic link.
                    let hidden = name.first() == Some(&b'.') && self.flags & FNM_DOTMATCH == 0;
                    if !hidden && !is_self && std::fs::symlink_metadata(self.fs_path(&path)).is_ok_and(|m| m.is_dir()) {
                        inside.push(pat);
                        recursing = true;
                    }
                    continue;
                }
                let matched = if seg == b"**" || has_magic(seg) { fnmatch_segment(if seg == b"**" { b"*" } else { seg }, &name, self.flags) } else { *seg == name };
                if !matched {
                    continue;
                }
                if last {
                    emit = true;
                } else if *dir.get_or_insert_with(|| self.is_dir(&path)) {
                    inside.push(&pat[1..]);
                }
            }
            if emit {
                out.push(path.clone());
            }
            if !inside.is_empty() {
                path.push(b'/');
                self.walk(&path, &inside, recursing, out);
            }
        }
    }
}

fn glob_one(pattern: &[u8], flags: i64, base: Option<&[u8]>, sort: bool, out: &mut Vec<Vec<u8>>) {
    if pattern.is_empty() {
        return;
    }
    let absolute = pattern[0] == b'/';
    let mut segs: Vec<Vec<u8>> = pattern.split(|&b| b == b'/').filter(|s| !s.is_empty()).map(|s| s.to_vec()).collect();
    if pattern.ends_with(b"/") {
        segs.push(Vec::new());
    }
    // "a/**" is "a/*": `**` is recursive only before a "/".
    let walk = Walk { flags, base, sort };
    let prefix: &[u8] = if absolute { b"/" } else { b"" };
    if segs.is_empty() {
        if absolute {
            out.push(b"/".to_vec());
        }
        return;
    }
    walk.walk(prefix, &[&segs], false, out);
}
