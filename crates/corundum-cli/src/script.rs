//! The main script: which it is (`-e` code, a file, `-S`'s search, standard input), reading
//! it, and its `#!` line (where `-x` starts it, and the switches written there).
//!
//! Invariants:
//! - The script's name is what `$0` and error messages show: "-e", "-", or the file name as
//!   given (or as `-S` found it).
//! - A `#!` line counts when it contains "ruby" (as in CRuby, whose Prism looks for that word):
//!   the first line if it is one; else, with `-x` or when the first line is a `#!` line naming
//!   another program, the first such line further down. None found then is CRuby's
//!   "no Ruby script found in input" (for `-e` code too).

use std::ffi::OsStr;
use std::io::Read;
use std::os::unix::ffi::OsStrExt;

use crate::switches::Failure;

/// Where the program comes from.
pub enum Source {
    /// `-e` code.
    Code(Vec<u8>),
    /// Standard input ("-", or no program named).
    Stdin,
    /// A file, by the name it was given (or found) under.
    File(Vec<u8>),
}

impl Source {
    /// The script's name (`$0`).
    pub fn name(&self) -> Vec<u8> {
        match self {
            Source::Code(_) => b"-e".to_vec(),
            Source::Stdin => b"-".to_vec(),
            Source::File(name) => name.clone(),
        }
    }

    /// The program's text. A file that cannot be read is CRuby's LoadError
    /// ("No such file or directory -- NAME").
    pub fn read(&self) -> Result<Vec<u8>, Failure> {
        match self {
            Source::Code(code) => Ok(code.clone()),
            Source::Stdin => {
                let mut text = Vec::new();
                std::io::stdin().read_to_end(&mut text).map_err(|e| Failure { message: [os_error(&e).as_bytes(), b" -- -"].concat(), class: "LoadError" })?;
                Ok(text)
            }
            Source::File(name) => std::fs::read(OsStr::from_bytes(name)).map_err(|e| {
                let mut message = os_error(&e).into_bytes();
                message.extend_from_slice(b" -- ");
                message.extend_from_slice(name);
                Failure { message, class: "LoadError" }
            }),
        }
    }
}

/// The OS's description of an error, without Rust's " (os error N)".
fn os_error(e: &std::io::Error) -> String {
    let text = e.to_string();
    text.split(" (os error").next().unwrap_or(&text).to_string()
}

/// `-S NAME`: a name without a slash is looked up in RUBYPATH's directories, then PATH's; the
/// first regular file found is the script. Otherwise (or when none is found) the name itself.
pub fn search(name: &[u8]) -> Vec<u8> {
    if name.contains(&b'/') {
        return name.to_vec();
    }
    for var in ["RUBYPATH", "PATH"] {
        let Some(dirs) = std::env::var_os(var) else { continue };
        for dir in dirs.as_bytes().split(|&b| b == b':') {
            let dir: &[u8] = if dir.is_empty() { b"." } else { dir };
            let candidate = [dir, b"/", name].concat();
            if std::fs::metadata(OsStr::from_bytes(&candidate)).is_ok_and(|m| m.is_file()) {
                return candidate;
            }
        }
    }
    name.to_vec()
}

/// The `#!` line that holds the script's switches (without its line end), when there is one.
/// `Err(())` when the script must start at a `#!ruby` line (`skip`, or a first `#!` line
/// naming another program) and has none.
pub fn shebang_line(text: &[u8], skip: bool) -> Result<Option<&[u8]>, ()> {
    let mut lines = text.split(|&b| b == b'\n').map(|l| l.strip_suffix(b"\r").unwrap_or(l));
    let first = lines.next().unwrap_or_default();
    let is_shebang = |l: &[u8]| l.len() > 2 && l.starts_with(b"#!");
    let names_ruby = |l: &[u8]| l.windows(4).any(|w| w == b"ruby");
    if is_shebang(first) && names_ruby(first) {
        return Ok(Some(first));
    }
    if !skip && !is_shebang(first) {
        return Ok(None);
    }
    std::iter::once(first).chain(lines).skip(1).find(|l| is_shebang(l) && names_ruby(l)).map(Some).ok_or(())
}

#[cfg(test)]
mod tests {
    use super::shebang_line;

    #[test]
    fn finds_the_ruby_line() {
        assert_eq!(shebang_line(b"#!/usr/bin/ruby -w\np 1\n", false), Ok(Some(&b"#!/usr/bin/ruby -w"[..])));
        assert_eq!(shebang_line(b"p 1\n", false), Ok(None));
        assert_eq!(shebang_line(b"#!/bin/sh\necho\n#!ruby -s\np 1\n", false), Ok(Some(&b"#!ruby -s"[..])));
        assert_eq!(shebang_line(b"garbage\n#!ruby\r\np 1\n", true), Ok(Some(&b"#!ruby"[..])));
        assert_eq!(shebang_line(b"#! /bin/foo\r\np 1\r\n", false), Err(()));
        assert_eq!(shebang_line(b"#!", false), Ok(None));
    }
}
