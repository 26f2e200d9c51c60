//! The compile cache of `require`, `require_relative` and `load` (issue 14): the compiled code
//! of each file they run is kept on disk in the binary format (`bytecode`), so a later process
//! loads it instead of parsing and compiling the file again. The main script and `-e` code are
//! never cached (as CRuby with Bootsnap); the `load_iseq` hook (`vm::load`) comes first.
//!
//! Invariants:
//! - Off while the command line sets the frozen-string-literal default (an entry holds code
//!   compiled without one).
//! - One entry per source file, in the cache directory (`Options::compile_cache_dir`; None
//!   means off), named by a hash of the file's canonical path and the path it is compiled
//!   under (`entry_name`: `load "x.rb"` and `load "./x.rb"` compile the same file under two
//!   names, each with its own `__FILE__`, so each has its own entry). An entry is the
//!   binary of the file's iseq with its key in the extra data: the canonical path, the path the
//!   code was compiled under (its `__FILE__`), the source's size, mtime (seconds and
//!   nanoseconds), a hash of its bytes, and the VM version (`bytecode::vm_version`). A hash
//!   collision, a stale entry and a foreign one all show as a key that differs.
//! - An entry file is the binary followed by 8 bytes: `content_hash` of the binary, so damage
//!   that the verifier would let through (a flipped bit in a literal, a jump that stays in
//!   bounds) is caught too.
//! - An entry is used only when its checksum holds, its key equals the file's as read now and
//!   it loads (`load_from_binary`, which verifies everything) into a top-level iseq; otherwise it is
//!   rejected, the file compiled, and the entry replaced. The content hash is there because an
//!   mtime is only as fine as the kernel's clock tick: a file rewritten twice within one tick at
//!   the same size keeps its mtime.
//! - Entries are read only when they are regular files owned by the effective user and no
//!   larger than `max_entry_len` of the source (a planted symlink to a device, another user's
//!   file in a shared directory, a huge file: all rejected unread). Entries larger than that
//!   bound are not written either.
//! - Written atomically: to a new temporary file of a unique name (pid and a counter) in the
//!   same directory, then renamed over the entry, so a reader sees the old entry or the whole
//!   new one, never half of one, and of two processes writing the same entry the last rename
//!   wins with both finishing normally. A crash between the two steps leaves only a temporary
//!   file, which is never read. No fsync: an entry torn by a power loss fails the header's total
//!   size or the verifier and is rejected.
//! - Only sources that parse without a warning are written: compiling prints the parser's
//!   warnings (depending on `$VERBOSE` at that moment), which a hit would skip; a source with
//!   warnings is compiled every time.
//! - The cache never fails a program and never prints: a directory that cannot be made or
//!   written turns writing off for the rest of the process; any read error is a miss or a
//!   rejection.
//! - The iseq returned is rooted by the caller's next step (`run_top`); while an entry is
//!   written the iseq sits in `temp_roots`.

use std::io::{Read, Write};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use crate::iseq::IseqKind;
use crate::object;
use crate::value::Value;
use crate::vm::load::SyntaxErrors;
use crate::vm::Vm;

/// What the cache remembers within one process.
#[derive(Default, Debug, Clone)]
pub struct CacheState {
    /// The directory exists (made or found by a first write).
    dir_ready: bool,
    /// A write failed: no more are tried.
    write_off: bool,
    /// Makes temporary file names unique within the process.
    seq: u64,
}

/// The cache directory the environment names: `CORUNDUM_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/corundum` (an absolute XDG_CACHE_HOME only, as the XDG spec says), else
/// `$HOME/.cache/corundum`; None when none is set. A relative CORUNDUM_CACHE_DIR is taken from
/// the working directory at startup.
pub fn dir_from_env() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(d) = var("CORUNDUM_CACHE_DIR") {
        return std::path::absolute(&d).ok();
    }
    if let Some(x) = var("XDG_CACHE_HOME").filter(|p| p.is_absolute()) {
        return Some(x.join("corundum"));
    }
    var("HOME").filter(|p| p.is_absolute()).map(|h| h.join(".cache").join("corundum"))
}

/// A source file as read for `require`/`load`: its bytes and what its metadata said.
pub struct SourceFile {
    pub bytes: Vec<u8>,
    mtime: (i64, i64),
    /// The metadata's size matched the bytes read (a file growing while read is not cached).
    stable: bool,
}

impl SourceFile {
    pub fn read(path: &Path) -> std::io::Result<SourceFile> {
        let mut f = std::fs::File::open(path)?;
        let m = f.metadata()?;
        let mut bytes = Vec::with_capacity(m.len().min(1 << 26) as usize);
        f.read_to_end(&mut bytes)?;
        let stable = m.is_file() && m.len() == bytes.len() as u64;
        Ok(SourceFile { bytes, mtime: (m.mtime(), m.mtime_nsec()), stable })
    }
}

/// The entry file name for a canonical path and the path shown: the 64-bit FNV-1a hash of
/// their bytes, in hex.
fn entry_name(canon: &str, shown: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in canon.as_bytes().iter().chain(b"\0").chain(shown.as_bytes()) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}.crbc")
}

/// A 64-bit hash of a source's or an entry's bytes (change detection, not security), a word at
/// a time.
fn content_hash(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut h = (bytes.len() as u64).wrapping_mul(K) ^ 0x5bd1_e995_1234_5678;
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
        h = (h ^ w).wrapping_mul(K);
        h ^= h >> 29;
    }
    for &b in chunks.remainder() {
        h = (h ^ u64::from(b)).wrapping_mul(K);
        h ^= h >> 29;
    }
    // MurmurHash3's finaliser: every input bit reaches every output bit.
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

/// The key an entry for this source must hold, as stored in the extra data.
fn key_bytes(canon: &str, shown: &str, src: &SourceFile) -> Vec<u8> {
    let fields = [
        "corundum compile cache 1".to_string(),
        crate::bytecode::vm_version(),
        canon.to_string(),
        shown.to_string(),
        src.bytes.len().to_string(),
        src.mtime.0.to_string(),
        src.mtime.1.to_string(),
        format!("{:016x}", content_hash(&src.bytes)),
    ];
    fields.join("\0").into_bytes()
}

/// The largest entry read or written for a source of `src_len` bytes.
fn max_entry_len(src_len: usize) -> u64 {
    (src_len as u64).saturating_mul(64).saturating_add(1 << 20)
}

enum Lookup {
    Hit(Value),
    Miss,
    Rejected,
}

impl Vm {
    /// The top-level iseq of a file `require`, `require_relative` or `load` runs (`path` as
    /// found, compiled under the name `shown`): the cache's entry when it holds a valid one,
    /// else compiled (and the entry written). Without a cache directory, just compiled; so too
    /// under `--enable/--disable=frozen-string-literal`, whose code the entries do not hold.
    pub(crate) fn compile_file_cached(&mut self, path: &Path, src: &SourceFile, shown: &str, label: &str) -> Result<Value, SyntaxErrors> {
        let dir = match &self.options.compile_cache_dir {
            Some(dir) if self.options.frozen_string_literal.is_none() => dir.clone(),
            _ => return self.compile_source(&src.bytes, shown, label),
        };
        let canon = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()).to_string_lossy().into_owned();
        let entry = dir.join(entry_name(&canon, shown));
        let key = key_bytes(&canon, shown, src);
        match self.read_entry(&entry, &key, src.bytes.len()) {
            Lookup::Hit(iseq) => {
                self.stats.compile_cache_hit += 1;
                return Ok(iseq);
            }
            Lookup::Miss => self.stats.compile_cache_miss += 1,
            Lookup::Rejected => self.stats.compile_cache_rejected += 1,
        }
        let (iseq, warned) = self.compile_source_warned(&src.bytes, shown, label, 1)?;
        if !warned && src.stable && !self.compile_cache.write_off {
            self.temp_roots.push(iseq);
            if let Ok(mut bin) = crate::bytecode::to_binary(self, iseq, Some(&key)) {
                let sum = content_hash(&bin);
                bin.extend_from_slice(&sum.to_le_bytes());
                if bin.len() as u64 <= max_entry_len(src.bytes.len()) {
                    self.write_entry(&dir, &entry, &bin);
                }
            }
            self.temp_roots.pop();
        }
        Ok(iseq)
    }

    /// Reads and checks the entry at `entry` against `key`.
    fn read_entry(&mut self, entry: &Path, key: &[u8], src_len: usize) -> Lookup {
        let Ok(f) = std::fs::File::open(entry) else { return Lookup::Miss };
        let Ok(m) = f.metadata() else { return Lookup::Rejected };
        let limit = max_entry_len(src_len);
        if !m.is_file() || m.uid() != nix::unistd::geteuid().as_raw() || m.len() > limit {
            return Lookup::Rejected;
        }
        let mut bytes = Vec::with_capacity(m.len() as usize);
        if f.take(limit + 1).read_to_end(&mut bytes).is_err() || bytes.len() as u64 > limit {
            return Lookup::Rejected;
        }
        if bytes.len() < 8 {
            return Lookup::Rejected;
        }
        let (bin, sum) = bytes.split_at(bytes.len() - 8);
        if content_hash(bin).to_le_bytes() != sum {
            return Lookup::Rejected;
        }
        match crate::bytecode::extra_data(self, bin) {
            Ok(Some(k)) if k == key => {}
            _ => return Lookup::Rejected,
        }
        match crate::bytecode::load_from_binary(self, bin) {
            Ok(iseq) if object::as_iseq(iseq).data.kind == IseqKind::Top => Lookup::Hit(iseq),
            _ => Lookup::Rejected,
        }
    }

    /// Writes `bin` as the entry `entry` of `dir`, atomically; any failure turns writing off.
    fn write_entry(&mut self, dir: &Path, entry: &Path, bin: &[u8]) {
        if !self.compile_cache.dir_ready {
            if std::fs::create_dir_all(dir).is_err() {
                self.compile_cache.write_off = true;
                return;
            }
            self.compile_cache.dir_ready = true;
        }
        let name = entry.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        // A temporary name left by a crashed process of the same pid is skipped, not reused.
        for _ in 0..4 {
            self.compile_cache.seq += 1;
            let tmp = dir.join(format!(".{name}.{}.{}.tmp", std::process::id(), self.compile_cache.seq));
            let mut f = match std::fs::OpenOptions::new().write(true).create_new(true).open(&tmp) {
                Ok(f) => f,
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(_) => break,
            };
            let written = f.write_all(bin).and_then(|_| f.flush());
            drop(f);
            if written.is_ok() && std::fs::rename(&tmp, entry).is_ok() {
                return;
            }
            let _ = std::fs::remove_file(&tmp);
            break;
        }
        self.compile_cache.write_off = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_names_are_stable_hex() {
        assert_eq!(entry_name("/a/b.rb", "b.rb"), entry_name("/a/b.rb", "b.rb"));
        assert_ne!(entry_name("/a/b.rb", "b.rb"), entry_name("/a/c.rb", "b.rb"));
        assert_ne!(entry_name("/a/b.rb", "b.rb"), entry_name("/a/b.rb", "./b.rb"));
        assert_eq!(entry_name("/a/b.rb", "b.rb").len(), 21);
    }

    #[test]
    fn content_hash_sees_every_byte() {
        let base = b"puts 'hello world'\n".to_vec();
        let h = content_hash(&base);
        for i in 0..base.len() {
            for bit in 0..8 {
                let mut b = base.clone();
                b[i] ^= 1 << bit;
                assert_ne!(content_hash(&b), h, "byte {i} bit {bit}");
            }
        }
        assert_ne!(content_hash(b""), content_hash(b"\0"));
    }
}
