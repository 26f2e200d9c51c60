//! Finding an installed CRuby's pure-Ruby standard library, whose files `require` then loads
//! unmodified from `$LOAD_PATH` (Corundum never ships copies of them).
//!
//! Invariants:
//! - `CORUNDUM_STDLIB` (one directory or a colon-separated list; empty means none) replaces the
//!   search entirely, so a test or a user can pin or disable the library.
//! - Otherwise the newest CRuby installation found under the usual prefixes is the primary one
//!   and comes first; the other installations follow, newest first, only as a fallback for
//!   libraries the primary one lacks (benchmark, ostruct, logger, observer are bundled gems in
//!   4.0 that a build may not install; Debian's 3.1 ships them in its rubylibdir). Since
//!   `require` takes the first directory that has a file, a library and every file it requires
//!   that the primary installation also has come from the primary one: an older version is used
//!   whole for a library only the fallback has, the way an old gem runs on a newer Ruby, and
//!   never mixed file by file with a newer copy of the same library.
//! - Only the version's `rubylibdir` (pure Ruby) and the `lib` directories of its bundled gems
//!   are returned, never the architecture directory: its `.so` files are C extensions Corundum
//!   cannot load (native replacements come from the registry of native libraries, `api::registry`).

use std::path::{Path, PathBuf};

/// The prefixes a CRuby installs its library under (`PREFIX/lib/ruby/VERSION`), in the order
/// they are tried when two hold the same version: a build of CRuby master in /opt (this
/// project's machines), a source install in /usr/local, a distribution's package in /usr.
const PREFIXES: &[&str] = &["/opt/cruby-master/lib/ruby", "/usr/local/lib/ruby", "/usr/lib/ruby"];

/// A version directory name such as `4.1.0+4` or `3.1.0` as comparable numbers (the `+N` ABI
/// suffix of development builds counts as a fourth component); None for other names
/// (`gems`, `site_ruby`, `vendor_ruby`).
fn version_key(name: &str) -> Option<Vec<u32>> {
    let mut key = Vec::new();
    for part in name.split(['.', '+']) {
        key.push(part.parse::<u32>().ok()?);
    }
    (key.len() >= 2).then_some(key)
}

/// The directories to append to `$LOAD_PATH`, given the value of `CORUNDUM_STDLIB` if set.
pub fn library_dirs(override_list: Option<&str>) -> Vec<PathBuf> {
    if let Some(list) = override_list {
        return list.split(':').filter(|d| !d.is_empty()).map(PathBuf::from).collect();
    }
    let mut found: Vec<(Vec<u32>, PathBuf, PathBuf)> = Vec::new();
    for prefix in PREFIXES {
        let Ok(entries) = std::fs::read_dir(prefix) else { continue };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let Some(key) = version_key(&name) else { continue };
            let dir = e.path();
            // A real rubylibdir, not an empty or partial one.
            if !dir.join("rubygems.rb").is_file() && !dir.join("optparse.rb").is_file() {
                continue;
            }
            // Of two installations of one version, the earlier prefix's.
            if found.iter().any(|(k, _, _)| *k == key) {
                continue;
            }
            found.push((key, dir, Path::new(prefix).join("gems").join(&name)));
        }
    }
    // Newest first; the sort is stable, so equal versions keep the prefix order.
    found.sort_by(|a, b| b.0.cmp(&a.0));
    let mut dirs = Vec::new();
    for (_, dir, gem_home) in found {
        dirs.push(dir);
        dirs.extend(bundled_gem_dirs(&gem_home));
    }
    dirs
}

/// The `lib` directories of the bundled gems installed with the interpreter (ostruct, logger,
/// benchmark... are gems since 3.4/4.0). A bundled gem has its gemspec directly in
/// `specifications/`; default gems (in `specifications/default/`) are already in rubylibdir.
fn bundled_gem_dirs(gem_home: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(gem_home.join("specifications")) else { return Vec::new() };
    let mut out: Vec<PathBuf> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let gem = name.strip_suffix(".gemspec")?;
            let lib = gem_home.join("gems").join(gem).join("lib");
            lib.is_dir().then_some(lib)
        })
        .collect();
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::{library_dirs, version_key};

    #[test]
    fn versions_order_numerically() {
        assert!(version_key("4.1.0+4") > version_key("4.0.0"));
        assert!(version_key("4.0.0") > version_key("3.10.0"));
        assert!(version_key("3.10.0") > version_key("3.9.1"));
        assert_eq!(version_key("site_ruby"), None);
        assert_eq!(version_key("gems"), None);
    }

    #[test]
    fn override_is_taken_as_is() {
        assert_eq!(library_dirs(Some("")), Vec::<std::path::PathBuf>::new());
        assert_eq!(library_dirs(Some("/a:/b")).len(), 2);
    }
}
