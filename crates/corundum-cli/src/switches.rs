//! Reading switches: the command line's, `RUBYOPT`'s and those of the main script's `#!` line,
//! into one `Settings`, with CRuby 4.0's rules and messages (ruby.c's proc_options and
//! moreswitches, re-implemented).
//!
//! Invariants:
//! - Switches are bytes (an argument need not be UTF-8). Short switches combine (`-wle`); a
//!   switch that takes an argument takes the rest of its word (`-egets`, `-Ilib`) or, for
//!   `-e`, `-r`, `-I`, `-C`, `-E`, the next word; `-0`, `-W`, `-K` take only what fits them
//!   and the word goes on (`-00e`, `-W0e`, `-Kue`).
//! - The settings are read in CRuby's order (command line, then `RUBYOPT`, then the `#!` line);
//!   `RUBYOPT` and the `#!` line cannot change an encoding, a feature, a warning category or
//!   the backtrace limit the command line set (saved before, restored after: `Saved`); the
//!   `#!` line changes no warning category at all. `$VERBOSE` from `RUBYOPT` counts only if
//!   the command line did not set it; the `#!` line's always counts.
//! - `-C` and `-x DIR` change the working directory at once, as CRuby does, so a later `-I`
//!   is expanded against the new directory.
//! - A failure is a `Failure` (CRuby's message and exception class); warnings are printed at
//!   once, prefixed with `progname`, unless `$VERBOSE` is nil by then (as rb_warn).

use std::ffi::OsString;
use std::os::unix::ffi::{OsStrExt, OsStringExt};

use corundum_vm::core::command_line::{Separator, Verbosity};

/// Where a switch was written: `RUBYOPT` allows only some (CRuby's "EIdvwWrKU" and a few long
/// ones).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Origin {
    CommandLine,
    Rubyopt,
    Shebang,
}

/// Why the switches cannot be used: printed as "PROGNAME: MESSAGE (CLASS)", exit status 1.
#[derive(Debug)]
pub struct Failure {
    pub message: Vec<u8>,
    pub class: &'static str,
}

impl Failure {
    fn runtime(message: impl Into<Vec<u8>>) -> Failure {
        Failure { message: message.into(), class: "RuntimeError" }
    }
    fn fatal(message: impl Into<Vec<u8>>) -> Failure {
        Failure { message: message.into(), class: "fatal" }
    }
}

/// A set of on/off bits of which some were set explicitly (`mask`): CRuby's ruby_features_t.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bits {
    pub mask: u32,
    pub set: u32,
}

impl Bits {
    fn set_to(&mut self, mask: u32, bits: u32) {
        self.mask |= mask;
        self.set = (self.set & !mask) | (bits & mask);
    }
    /// Puts back the bits `saved` had set explicitly.
    fn restore(&mut self, saved: Bits) {
        self.set_to(saved.mask, saved.set);
    }
    pub fn is_set(&self, bit: u32) -> bool {
        self.set & bit != 0
    }
    pub fn was_given(&self, bit: u32) -> bool {
        self.mask & bit != 0
    }
}

/// The features of `--enable`/`--disable`, in CRuby's order (the warning lists them so).
pub const FEATURES: [&str; 8] = ["gems", "error_highlight", "did_you_mean", "syntax_suggest", "rubyopt", "frozen_string_literal", "yjit", "zjit"];
pub const FEATURE_RUBYOPT: u32 = 1 << 4;
pub const FEATURE_FROZEN_STRING_LITERAL: u32 = 1 << 5;
const FEATURE_YJIT: u32 = 1 << 6;
const FEATURE_ZJIT: u32 = 1 << 7;
/// What is on without a switch: everything but frozen string literals and the JITs.
const DEFAULT_FEATURES: u32 = (1 << 5) - 1;

/// The warning categories, bit i for `corundum_vm::core::warning::CATEGORIES[i]`.
pub const CATEGORY_DEPRECATED: u32 = 1 << 0;
pub const CATEGORY_EXPERIMENTAL: u32 = 1 << 1;
/// What `-w`/`-W2` turn on and `-W0` off.
const CATEGORY_DEFAULT: u32 = CATEGORY_DEPRECATED | CATEGORY_EXPERIMENTAL;

/// `--dump` items and the switches that are dumps (`-v`, `--version`, `-h`, `-c`, `-y`).
pub mod dump {
    pub const VERSION_V: u32 = 1 << 0;
    pub const VERSION: u32 = 1 << 1;
    pub const COPYRIGHT: u32 = 1 << 2;
    pub const USAGE: u32 = 1 << 3;
    pub const HELP: u32 = 1 << 4;
    pub const YYDEBUG: u32 = 1 << 5;
    pub const SYNTAX: u32 = 1 << 6;
    pub const PARSETREE: u32 = 1 << 7;
    pub const INSNS: u32 = 1 << 8;
    /// The dumps after which the program does not run (nor do its `-r` libraries).
    pub const EXIT: u32 = YYDEBUG | SYNTAX | PARSETREE | INSNS;
    /// `--dump=` names in CRuby's order, with their bits.
    pub const NAMES: [(&str, u32); 8] = [
        ("version", VERSION),
        ("copyright", COPYRIGHT),
        ("usage", USAGE),
        ("help", HELP),
        ("yydebug", YYDEBUG),
        ("syntax", SYNTAX),
        ("parsetree", PARSETREE),
        ("insns", INSNS),
    ];
}

/// Everything the switches say (see the module comment).
#[derive(Debug)]
pub struct Settings {
    /// The name warnings and errors start with: `argv[0]` as given, then (for the `#!` line's
    /// switches) the script's name.
    pub progname: Vec<u8>,
    /// `-e` code, each piece followed by a newline.
    pub e_script: Option<Vec<u8>>,
    pub split_mode: bool,
    pub print_mode: bool,
    pub loop_mode: bool,
    pub line_mode: bool,
    /// `-S`: look for the script in RUBYPATH and PATH.
    pub search_path: bool,
    /// `-s`: `-name[=value]` arguments after the script become globals.
    pub sflag: bool,
    /// `-x`: the script starts at its `#!...ruby` line.
    pub xflag: bool,
    pub record_separator: Option<Separator>,
    pub output_record_separator: Option<Separator>,
    pub field_separator: Option<Vec<u8>>,
    pub inplace: Option<Vec<u8>>,
    /// `-I` directories, expanded, in the order given.
    pub load_path: Vec<Vec<u8>>,
    /// `-r` libraries in the order given.
    pub requires: Vec<Vec<u8>>,
    pub debug: bool,
    pub verbosity: Verbosity,
    /// A switch of the command line set `$VERBOSE` (CRuby's opt->warning): `RUBYOPT` does not
    /// change it then.
    verbosity_given: bool,
    /// Warning categories, bit i for `corundum_vm::core::warning::CATEGORIES[i]`.
    pub warn: Bits,
    pub features: Bits,
    /// `--debug=frozen-string-literal`: accepted; Corundum does not record where strings
    /// were created.
    pub debug_frozen_string_literal: bool,
    /// `dump::*` bits.
    pub dump: u32,
    /// `-v` or `--verbose` was given (without a script, nothing runs).
    pub verbose_flag: bool,
    pub external_encoding: Option<Vec<u8>>,
    pub internal_encoding: Option<Vec<u8>>,
    pub source_encoding: Option<Vec<u8>>,
    pub backtrace_limit: Option<i64>,
    /// `--crash-report=TEMPLATE`: accepted; Corundum writes no crash reports.
    pub crash_report: Option<Vec<u8>>,
    /// Corundum's own: `--compile` (write the binary bytecode of the script).
    pub compile: bool,
    /// `-o OUT` after `--compile`.
    pub output: Option<OsString>,
    /// `--stats`.
    pub stats: bool,
    /// `--disable-compile-cache`.
    pub no_compile_cache: bool,
}

/// What `RUBYOPT` and a `#!` line may not override (CRuby's moreswitches).
struct Saved {
    external_encoding: Option<Vec<u8>>,
    internal_encoding: Option<Vec<u8>>,
    source_encoding: Option<Vec<u8>>,
    features: Bits,
    warn: Bits,
    backtrace_limit: Option<i64>,
    crash_report: Option<Vec<u8>>,
}

impl Settings {
    pub fn new(progname: Vec<u8>) -> Settings {
        Settings {
            progname,
            e_script: None,
            split_mode: false,
            print_mode: false,
            loop_mode: false,
            line_mode: false,
            search_path: false,
            sflag: false,
            xflag: false,
            record_separator: None,
            output_record_separator: None,
            field_separator: None,
            inplace: None,
            load_path: Vec::new(),
            requires: Vec::new(),
            debug: false,
            verbosity: Verbosity::Medium,
            verbosity_given: false,
            warn: Bits::default(),
            features: Bits { mask: 0, set: DEFAULT_FEATURES },
            debug_frozen_string_literal: false,
            dump: 0,
            verbose_flag: false,
            external_encoding: None,
            internal_encoding: None,
            source_encoding: None,
            backtrace_limit: None,
            crash_report: None,
            compile: false,
            output: None,
            stats: false,
            no_compile_cache: false,
        }
    }

    /// `--enable/--disable=frozen-string-literal`: the default of code without the magic
    /// comment, when one was given.
    pub fn frozen_string_literal(&self) -> Option<bool> {
        self.features.was_given(FEATURE_FROZEN_STRING_LITERAL).then(|| self.features.is_set(FEATURE_FROZEN_STRING_LITERAL))
    }

    /// Whether `RUBYOPT` is read (`--disable=rubyopt` turns it off).
    pub fn reads_rubyopt(&self) -> bool {
        self.features.is_set(FEATURE_RUBYOPT)
    }

    /// Prints "PROGNAME: warning: MSG" unless `$VERBOSE` is nil by now (CRuby's rb_warn).
    fn warn(&self, msg: &str) {
        if self.verbosity != Verbosity::Silent {
            let mut line = self.progname.clone();
            line.extend_from_slice(b": warning: ");
            line.extend_from_slice(msg.as_bytes());
            line.push(b'\n');
            write_stderr(&line);
        }
    }

    /// Reads the switches at the start of `args` (the words after the program name); returns
    /// how many words were switches or their arguments: the script and its arguments follow.
    pub fn parse(&mut self, args: &[Vec<u8>], origin: Origin) -> Result<usize, Failure> {
        let mut i = 0;
        let mut verbosity_set = false;
        let r = self.parse_words(args, origin, &mut i, &mut verbosity_set);
        if verbosity_set {
            self.verbosity_given = true;
        }
        r.map(|()| i)
    }

    fn parse_words(&mut self, args: &[Vec<u8>], origin: Origin, i: &mut usize, verbosity_set: &mut bool) -> Result<(), Failure> {
        let in_env = origin == Origin::Rubyopt;
        while *i < args.len() {
            let arg = &args[*i];
            if arg.first() != Some(&b'-') || arg.len() == 1 {
                return Ok(());
            }
            let mut at = 1;
            loop {
                let Some(&c) = arg.get(at) else { break };
                let rest = &arg[at + 1..];
                let refused = || Failure::runtime(format!("invalid switch in RUBYOPT: -{}", c as char));
                match c {
                    b'a' | b'p' | b'n' | b'y' | b'c' | b's' | b'h' | b'l' | b'S' | b'e' | b'i' | b'x' | b'C' | b'X' | b'F' | b'0' if in_env => {
                        return Err(refused());
                    }
                    b'a' => self.split_mode = true,
                    b'p' => {
                        self.print_mode = true;
                        self.loop_mode = true;
                    }
                    b'n' => self.loop_mode = true,
                    b'd' => {
                        self.debug = true;
                        self.verbosity = Verbosity::Verbose;
                    }
                    b'y' => self.dump |= dump::YYDEBUG,
                    b'v' | b'w' => {
                        if c == b'v' {
                            if self.verbose_flag {
                                at += 1;
                                continue;
                            }
                            self.dump |= dump::VERSION_V;
                            self.verbose_flag = true;
                        }
                        if !self.verbosity_given {
                            *verbosity_set = true;
                            self.verbosity = Verbosity::Verbose;
                        }
                        self.warn.set_to(CATEGORY_DEFAULT, CATEGORY_DEFAULT);
                    }
                    b'W' => {
                        if rest.first() == Some(&b':') {
                            self.warning_category(&rest[1..]);
                            break;
                        }
                        let (level, used) = match rest.first() {
                            Some(&d @ b'0'..=b'7') => (d - b'0', 1),
                            _ => (2, 0),
                        };
                        if !self.verbosity_given {
                            self.verbosity = match level {
                                0 => Verbosity::Silent,
                                1 => Verbosity::Medium,
                                _ => Verbosity::Verbose,
                            };
                        }
                        *verbosity_set = true;
                        match level {
                            0 => self.warn.set_to(CATEGORY_DEFAULT, 0),
                            1 => self.warn.set_to(CATEGORY_DEPRECATED, 0),
                            _ => self.warn.set_to(CATEGORY_DEFAULT, CATEGORY_DEFAULT),
                        }
                        at += 1 + used;
                        continue;
                    }
                    b'c' => self.dump |= dump::SYNTAX,
                    b's' => self.sflag = true,
                    b'h' => {
                        self.dump |= dump::USAGE;
                        *i = args.len();
                        return Ok(());
                    }
                    b'l' => {
                        self.line_mode = true;
                        let rs = self.record_separator.clone().unwrap_or(Separator::Newline);
                        self.output_record_separator = Some(rs);
                    }
                    b'S' => self.search_path = true,
                    b'e' => {
                        let code = match self.argument(args, i, rest) {
                            Some(code) => code,
                            None => return Err(Failure::runtime("no code specified for -e")),
                        };
                        let e = self.e_script.get_or_insert_with(Vec::new);
                        e.extend_from_slice(&code);
                        e.push(b'\n');
                        break;
                    }
                    b'r' => {
                        if let Some(lib) = self.argument(args, i, rest) {
                            self.requires.push(lib);
                        }
                        break;
                    }
                    b'i' => {
                        self.inplace = Some(rest.to_vec());
                        break;
                    }
                    b'x' => {
                        self.xflag = true;
                        if !rest.is_empty() {
                            change_directory(rest)?;
                        }
                        break;
                    }
                    b'C' | b'X' => {
                        match self.argument(args, i, rest) {
                            Some(dir) if !dir.is_empty() => change_directory(&dir)?,
                            _ => return Err(Failure::fatal("Can't chdir")),
                        }
                        break;
                    }
                    b'F' => {
                        if !rest.is_empty() {
                            self.field_separator = Some(rest.to_vec());
                        }
                        break;
                    }
                    b'E' => {
                        let Some(spec) = self.argument(args, i, rest) else {
                            return Err(Failure::runtime("missing argument for -E"));
                        };
                        self.encoding_option(&spec, "-E")?;
                        break;
                    }
                    b'U' => set_encoding_once(&mut self.internal_encoding, b"UTF-8", "default_internal")?,
                    b'K' => {
                        if let Some(&code) = rest.first() {
                            let name: Option<&[u8]> = match code.to_ascii_lowercase() {
                                b'e' => Some(b"EUC-JP"),
                                b's' => Some(b"Windows-31J"),
                                b'u' => Some(b"UTF-8"),
                                b'n' | b'a' => Some(b"ASCII-8BIT"),
                                _ => None,
                            };
                            if let Some(name) = name {
                                self.source_encoding = Some(name.to_vec());
                                if self.external_encoding.is_none() {
                                    self.external_encoding = Some(name.to_vec());
                                }
                            }
                            at += 1;
                        }
                    }
                    b'I' => {
                        if let Some(dirs) = self.argument(args, i, rest) {
                            self.push_load_path(&dirs);
                        }
                        break;
                    }
                    b'0' => {
                        // Up to four octal digits, the switch's own 0 among them: -0 is "\0",
                        // -00 paragraph mode (""), -0777 and above nil, -0141 "a".
                        let octal = &arg[at..];
                        let digits = octal.iter().take(4).take_while(|d| (b'0'..=b'7').contains(d)).count();
                        let value = octal[..digits].iter().fold(0u32, |v, d| v * 8 + u32::from(d - b'0'));
                        self.record_separator = Some(if value > 0o377 {
                            Separator::Nil
                        } else if value == 0 && digits >= 2 {
                            Separator::Bytes(Vec::new())
                        } else {
                            Separator::Bytes(vec![value as u8])
                        });
                        at += digits;
                        continue;
                    }
                    b'-' => {
                        if rest.is_empty() || rest == b"\r" {
                            *i += 1;
                            return Ok(());
                        }
                        if !self.long_option(args, i, rest, origin)? {
                            *i = args.len();
                            return Ok(());
                        }
                        break;
                    }
                    // Corundum's own `-o OUT`, after `--compile`.
                    b'o' if self.compile && origin == Origin::CommandLine => {
                        if let Some(out) = self.argument(args, i, rest) {
                            self.output = Some(OsString::from_vec(out));
                        }
                        break;
                    }
                    b'\r' if rest.is_empty() => break,
                    _ => {
                        let shown = escaped_switch(&arg[at..]);
                        let mut message = b"invalid option -".to_vec();
                        message.extend_from_slice(&shown);
                        message.extend_from_slice(b"  (-h will show valid options)");
                        return Err(Failure::runtime(message));
                    }
                }
                at += 1;
            }
            *i += 1;
        }
        Ok(())
    }

    /// The argument of a switch: the rest of its word, else the next word (consumed).
    fn argument(&self, args: &[Vec<u8>], i: &mut usize, rest: &[u8]) -> Option<Vec<u8>> {
        if !rest.is_empty() {
            return Some(rest.to_vec());
        }
        let next = args.get(*i + 1)?.clone();
        *i += 1;
        Some(next)
    }

    /// `-W:category`, `-W:no-category`.
    fn warning_category(&mut self, spec: &[u8]) {
        let (on, name) = match spec.strip_prefix(b"no-") {
            Some(name) => (false, name),
            None => (true, spec),
        };
        let categories = corundum_vm::core::warning::CATEGORIES;
        match categories.iter().position(|c| name_matches(c, name)) {
            Some(i) => {
                let bit = 1 << i;
                self.warn.set_to(bit, if on { bit } else { 0 });
            }
            None => self.warn(&format!("unknown warning category: '{}'", String::from_utf8_lossy(name))),
        }
    }

    /// `-I DIRS`: each directory of the colon-separated list, made absolute (CRuby leaves one
    /// starting with "./" as it is).
    fn push_load_path(&mut self, dirs: &[u8]) {
        for dir in dirs.split(|&b| b == b':').filter(|d| !d.is_empty()) {
            let expanded = if dir.starts_with(b"./") { dir.to_vec() } else { expand_path(dir) };
            self.load_path.push(expanded);
        }
    }

    /// `-E ext[:int]`, `--encoding=ext[:int]`.
    fn encoding_option(&mut self, spec: &[u8], switch: &str) -> Result<(), Failure> {
        let mut parts = spec.splitn(3, |&b| b == b':');
        let ext = parts.next().unwrap_or_default();
        let int = parts.next();
        let extra = parts.next();
        if !ext.is_empty() {
            set_encoding_once(&mut self.external_encoding, ext, "default_external")?;
        }
        if let Some(int) = int {
            if !int.is_empty() {
                set_encoding_once(&mut self.internal_encoding, int, "default_internal")?;
            }
        }
        match extra {
            Some(extra) if !extra.is_empty() => {
                let mut message = format!("extra argument for {switch}: ").into_bytes();
                message.extend_from_slice(extra);
                Err(Failure::runtime(message))
            }
            _ => Ok(()),
        }
    }

    /// A long option (`s` is the word after "--"). False for `--help`: nothing after it is read.
    fn long_option(&mut self, args: &[Vec<u8>], i: &mut usize, s: &[u8], origin: Origin) -> Result<bool, Failure> {
        let in_env = origin == Origin::Rubyopt;
        let refused = |s: &[u8]| {
            let mut message = b"invalid switch in RUBYOPT: --".to_vec();
            message.extend_from_slice(s);
            Failure::runtime(message)
        };
        // Corundum's own options first: `--disable-compile-cache` would otherwise read as
        // `--disable` of a feature.
        match s {
            b"stats" => {
                self.stats = true;
                return Ok(true);
            }
            b"disable-compile-cache" => {
                self.no_compile_cache = true;
                return Ok(true);
            }
            b"compile" if !in_env => {
                self.compile = true;
                return Ok(true);
            }
            _ => {}
        }
        let exact = |name: &str| s == name.as_bytes();
        if exact("copyright") || exact("version") || exact("yydebug") || exact("help") {
            if in_env {
                return Err(refused(s));
            }
            self.dump |= match s {
                b"copyright" => dump::COPYRIGHT,
                b"version" => dump::VERSION,
                b"yydebug" => dump::YYDEBUG,
                _ => dump::HELP,
            };
            return Ok(!exact("help"));
        }
        if exact("verbose") {
            self.verbose_flag = true;
            self.verbosity = Verbosity::Verbose;
            return Ok(true);
        }
        if exact("jit") {
            self.warn("Corundum has no JIT compiler; --jit is ignored");
            return Ok(true);
        }
        if let Some(arg) = self.long_with_argument(args, i, s, "debug", true, false)? {
            if arg.is_empty() {
                self.debug = true;
                self.verbosity = Verbosity::Verbose;
            } else {
                for word in words(&arg) {
                    if name_matches("frozen_string_literal", word) {
                        self.debug_frozen_string_literal = true;
                    } else {
                        self.warn(&format!("unknown argument for --debug: '{}'", String::from_utf8_lossy(word)));
                        self.warn("debug features are [frozen_string_literal].");
                    }
                }
            }
            return Ok(true);
        }
        for (name, enable) in [("enable", true), ("disable", false)] {
            if let Some(list) = self.long_with_argument(args, i, s, name, true, true)? {
                for word in words(&list) {
                    self.feature(word, enable);
                }
                return Ok(true);
            }
        }
        if let Some(spec) = self.long_with_argument(args, i, s, "encoding", false, true)? {
            self.encoding_option(&spec, "--encoding")?;
            return Ok(true);
        }
        if let Some(name) = self.long_with_argument(args, i, s, "internal-encoding", false, true)? {
            set_encoding_once(&mut self.internal_encoding, &name, "default_internal")?;
            return Ok(true);
        }
        if let Some(name) = self.long_with_argument(args, i, s, "external-encoding", false, true)? {
            set_encoding_once(&mut self.external_encoding, &name, "default_external")?;
            return Ok(true);
        }
        if let Some(parser) = self.long_with_argument(args, i, s, "parser", false, true)? {
            // Corundum parses with Prism only; parse.y is accepted (CRuby's test helpers ask
            // for it) and parses the same programs.
            if parser != b"prism" && parser != b"parse.y" {
                return Err(Failure::runtime([b"unknown parser ".as_slice(), &parser].concat()));
            }
            return Ok(true);
        }
        for jit in ["yjit", "zjit"] {
            if self.long_with_argument(args, i, s, jit, true, false)?.is_some() {
                self.warn(&format!("Corundum has no JIT compiler; --{} is ignored", String::from_utf8_lossy(s)));
                return Ok(true);
            }
        }
        if self.matches_long(s, "dump", false) {
            if in_env {
                return Err(refused(b"dump"));
            }
            if let Some(items) = self.long_with_argument(args, i, s, "dump", false, true)? {
                for word in words(&items) {
                    self.dump_item(word);
                }
            }
            return Ok(true);
        }
        if let Some(limit) = self.long_with_argument(args, i, s, "backtrace-limit", false, true)? {
            let n = std::str::from_utf8(&limit).ok().and_then(|t| t.parse::<i64>().ok()).filter(|&n| n >= -1);
            match n {
                Some(n) => self.backtrace_limit = Some(n),
                None => return Err(Failure::runtime("wrong limit for backtrace length")),
            }
            return Ok(true);
        }
        if let Some(template) = self.long_with_argument(args, i, s, "crash-report", true, true)? {
            self.crash_report = Some(template);
            return Ok(true);
        }
        let mut message = b"invalid option --".to_vec();
        message.extend_from_slice(s);
        message.extend_from_slice(b"  (-h will show valid options)");
        Err(Failure::runtime(message))
    }

    /// Whether long option word `s` is `--NAME`, `--NAME=...` or (when `hyphen`) `--NAME-...`
    /// with something after the hyphen.
    fn matches_long(&self, s: &[u8], name: &str, hyphen: bool) -> bool {
        let Some(after) = s.strip_prefix(name.as_bytes()) else { return false };
        match after.first() {
            None | Some(b'=') => true,
            Some(b'-') => hyphen && after.len() > 1,
            _ => false,
        }
    }

    /// The argument of `--NAME` when `s` is that option (see `matches_long`): after its `=`
    /// or `-`, else (when `next_word`) the next word; "missing argument for --NAME" when there
    /// is none and `next_word` says one is needed. None when `s` is another option; an empty
    /// argument for an option given alone that takes none.
    fn long_with_argument(&self, args: &[Vec<u8>], i: &mut usize, s: &[u8], name: &str, hyphen: bool, next_word: bool) -> Result<Option<Vec<u8>>, Failure> {
        if !self.matches_long(s, name, hyphen) {
            return Ok(None);
        }
        let missing = || Failure::runtime(format!("missing argument for --{name}"));
        let after = &s[name.len()..];
        if !after.is_empty() {
            let arg = &after[1..];
            if arg.is_empty() && next_word {
                return Err(missing());
            }
            return Ok(Some(arg.to_vec()));
        }
        if !next_word {
            return Ok(Some(Vec::new()));
        }
        match args.get(*i + 1) {
            Some(next) => {
                *i += 1;
                Ok(Some(next.clone()))
            }
            None => Err(missing()),
        }
    }

    /// One name of `--enable`/`--disable`.
    fn feature(&mut self, word: &[u8], enable: bool) {
        let on = |bit: u32| if enable { bit } else { 0 };
        if let Some(i) = FEATURES.iter().position(|f| name_matches(f, word)) {
            let bit = 1 << i;
            self.features.set_to(bit, on(bit));
        } else if name_matches("jit", word) {
            self.features.set_to(FEATURE_YJIT, on(FEATURE_YJIT));
        } else if name_matches("all", word) {
            let all = !FEATURE_ZJIT;
            self.features.set_to(all, on(all));
        } else {
            let switch = if enable { "enable" } else { "disable" };
            self.warn(&format!("unknown argument for --{switch}: '{}'", String::from_utf8_lossy(word)));
            self.warn(&format!("features are [{}].", FEATURES.join(", ")));
        }
    }

    /// One item of `--dump=`: a name, or `+opt`/`-opt` (accepted; they change nothing here).
    fn dump_item(&mut self, word: &[u8]) {
        if word.first().is_some_and(|&c| c == b'+' || c == b'-') {
            return;
        }
        let name = word.split(|&b| b == b'+').next().unwrap_or_default();
        match dump::NAMES.iter().find(|(n, _)| name_matches(n, name)) {
            Some(&(_, bit)) => self.dump |= bit,
            None => {
                self.warn(&format!("don't know how to dump '{}',", String::from_utf8_lossy(word)));
                let names: Vec<&str> = dump::NAMES.iter().map(|(n, _)| *n).collect();
                self.warn(&format!("but only [{}].", names.join(", ")));
            }
        }
    }

    fn save(&self) -> Saved {
        Saved {
            external_encoding: self.external_encoding.clone(),
            internal_encoding: self.internal_encoding.clone(),
            source_encoding: self.source_encoding.clone(),
            features: self.features,
            warn: self.warn,
            backtrace_limit: self.backtrace_limit,
            crash_report: self.crash_report.clone(),
        }
    }

    fn restore(&mut self, saved: Saved) {
        if saved.external_encoding.is_some() {
            self.external_encoding = saved.external_encoding;
        }
        if saved.internal_encoding.is_some() {
            self.internal_encoding = saved.internal_encoding;
        }
        if saved.source_encoding.is_some() {
            self.source_encoding = saved.source_encoding;
        }
        self.features.restore(saved.features);
        self.warn.restore(saved.warn);
        if saved.backtrace_limit.is_some() {
            self.backtrace_limit = saved.backtrace_limit;
        }
        if saved.crash_report.is_some() {
            self.crash_report = saved.crash_report;
        }
    }

    /// The switches of `RUBYOPT`: words separated by spaces, a word without its leading "-"
    /// read as if it had one, a lone "-" skipped; only the switches `RUBYOPT` allows.
    pub fn parse_rubyopt(&mut self, text: &[u8]) -> Result<(), Failure> {
        let saved = self.save();
        self.external_encoding = None;
        self.internal_encoding = None;
        self.source_encoding = None;
        let list: Vec<Vec<u8>> = words_by_space(text).map(|w| if w.starts_with(b"-") { w.to_vec() } else { [b"-".as_slice(), w].concat() }).collect();
        let mut at = 0;
        while at < list.len() {
            at += self.parse(&list[at..], Origin::Rubyopt)?;
            if at < list.len() {
                // Stopped at a lone "-".
                at += 1;
            }
        }
        self.restore(saved);
        Ok(())
    }

    /// The switches of the script's `#!` line (`line` without its end), those after the first
    /// " -" that follows "ruby"; they override `$VERBOSE` but nothing else the command line
    /// set, and leave the warning categories as they were (CRuby 4.0 has set those up before
    /// it reads the line). Reading stops at the first word that is not a switch.
    pub fn parse_shebang(&mut self, line: &[u8]) -> Result<(), Failure> {
        let Some(engine) = find(line, b"ruby") else { return Ok(()) };
        let Some(dash) = find(&line[engine..], b" -") else { return Ok(()) };
        let list: Vec<Vec<u8>> = words_by_space(&line[engine + dash + 1..]).map(<[u8]>::to_vec).collect();
        let saved = self.save();
        self.external_encoding = None;
        self.internal_encoding = None;
        self.source_encoding = None;
        self.verbosity_given = false;
        let categories = self.warn;
        self.parse(&list, Origin::Shebang)?;
        self.restore(saved);
        self.warn = categories;
        Ok(())
    }
}

/// Sets an encoding name once: a second, different one (letter case aside) is CRuby's
/// "default_external already set to NAME".
fn set_encoding_once(slot: &mut Option<Vec<u8>>, name: &[u8], what: &str) -> Result<(), Failure> {
    if let Some(old) = slot {
        if !old.eq_ignore_ascii_case(name) {
            let mut message = format!("{what} already set to ").into_bytes();
            message.extend_from_slice(old);
            return Err(Failure::runtime(message));
        }
    }
    *slot = Some(name.to_vec());
    Ok(())
}

/// `-C DIR`, `-x DIR`: the working directory changes now.
fn change_directory(dir: &[u8]) -> Result<(), Failure> {
    let path = std::ffi::OsStr::from_bytes(dir);
    std::env::set_current_dir(path).map_err(|_| {
        let mut message = b"Can't chdir to ".to_vec();
        message.extend_from_slice(dir);
        Failure::fatal(message)
    })
}

/// `dir` made absolute against the working directory, a leading "~" read as HOME, with "."
/// and ".." resolved by name (File.expand_path's way).
pub fn expand_path(dir: &[u8]) -> Vec<u8> {
    let home = std::env::var_os("HOME").map(OsString::into_vec).filter(|h| h.starts_with(b"/"));
    let full = match (dir.first(), home) {
        (Some(b'~'), Some(home)) if dir.len() == 1 || dir[1] == b'/' => [home.as_slice(), b"/", &dir[1..]].concat(),
        (Some(b'/'), _) => dir.to_vec(),
        _ => {
            let cwd = std::env::current_dir().map(|p| p.into_os_string().into_vec()).unwrap_or_else(|_| b"/".to_vec());
            [cwd.as_slice(), b"/", dir].concat()
        }
    };
    let mut parts: Vec<&[u8]> = Vec::new();
    for part in full.split(|&b| b == b'/') {
        match part {
            b"" | b"." => {}
            b".." => {
                parts.pop();
            }
            _ => parts.push(part),
        }
    }
    let mut out = Vec::with_capacity(full.len());
    for part in parts {
        out.push(b'/');
        out.extend_from_slice(part);
    }
    if out.is_empty() {
        out.push(b'/');
    }
    out
}

/// Whether `given` names `name` as CRuby's feature and category names are matched: letters
/// without case, `-` and `_` alike, and each `-`/`_`-separated part of `given` may stop short
/// of the part of `name` it stands for (`frozen-string-literal`, `did-you-mean`, `gem`).
pub fn name_matches(name: &str, given: &[u8]) -> bool {
    let name = name.as_bytes();
    if given.is_empty() || given.len() > name.len() {
        return false;
    }
    let (mut n, mut g) = (0, 0);
    loop {
        while g < given.len() && n < name.len() && given[g].to_ascii_lowercase() == name[n] {
            n += 1;
            g += 1;
        }
        if g == given.len() {
            return true;
        }
        if given[g] != b'-' && given[g] != b'_' {
            return false;
        }
        while n < name.len() && name[n].is_ascii_alphanumeric() {
            n += 1;
        }
        if n == name.len() || (name[n] != b'-' && name[n] != b'_') {
            return false;
        }
        n += 1;
        if n == name.len() {
            return true;
        }
        g += 1;
        if g == given.len() {
            return true;
        }
    }
}

/// The words of a list option (`--enable=a,b c`): separated by commas or spaces.
fn words(list: &[u8]) -> impl Iterator<Item = &[u8]> {
    list.split(|&b| b == b',' || b.is_ascii_whitespace()).filter(|w| !w.is_empty())
}

fn words_by_space(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|b| b.is_ascii_whitespace()).filter(|w| !w.is_empty())
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The unknown switch character at the start of `rest` as CRuby's message shows it: itself
/// when printable, a whole UTF-8 character when one starts there, else an escape (`\r`,
/// `\x01`, `\c?`).
fn escaped_switch(rest: &[u8]) -> Vec<u8> {
    let c = rest[0];
    let named = match c {
        b'\n' => Some("\\n"),
        b'\t' => Some("\\t"),
        b'\r' => Some("\\r"),
        0x0b => Some("\\v"),
        0x0c => Some("\\f"),
        0x07 => Some("\\a"),
        0x08 => Some("\\b"),
        0x1b => Some("\\e"),
        0x7f => Some("\\c?"),
        _ => None,
    };
    if let Some(named) = named {
        return named.as_bytes().to_vec();
    }
    if c.is_ascii_graphic() {
        return vec![c];
    }
    if c >= 0x80 {
        let len = match c {
            0xc2..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf4 => 4,
            _ => 0,
        };
        if len > 0 && rest.len() >= len && std::str::from_utf8(&rest[..len]).is_ok() {
            return rest[..len].to_vec();
        }
    }
    format!("\\x{c:02x}").into_bytes()
}

/// Writes to the standard error stream (the VM has not started).
pub fn write_stderr(bytes: &[u8]) {
    use std::io::Write;
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(bytes);
    let _ = err.flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_by_parts_and_prefixes() {
        assert!(name_matches("frozen_string_literal", b"frozen-string-literal"));
        assert!(name_matches("frozen_string_literal", b"Frozen_String_Literal"));
        assert!(name_matches("frozen_string_literal", b"frozen-s-l"));
        assert!(name_matches("gems", b"gem"));
        assert!(name_matches("did_you_mean", b"did-you-mean"));
        assert!(name_matches("parsetree", b"parse"));
        assert!(!name_matches("gems", b"gemsx"));
        assert!(!name_matches("gems", b""));
        assert!(!name_matches("rubyopt", b"foobarbazqux"));
    }

    fn parsed(words: &[&str]) -> Result<(Settings, usize), Failure> {
        let mut s = Settings::new(b"corundum".to_vec());
        let args: Vec<Vec<u8>> = words.iter().map(|w| w.as_bytes().to_vec()).collect();
        let n = s.parse(&args, Origin::CommandLine)?;
        Ok((s, n))
    }

    #[test]
    fn combined_and_attached_switches() {
        let (s, n) = parsed(&["-wle", "p 1", "x"]).unwrap();
        assert_eq!(n, 2);
        assert!(s.line_mode);
        assert_eq!(s.verbosity, Verbosity::Verbose);
        assert_eq!(s.e_script.as_deref(), Some(&b"p 1\n"[..]));
        let (s, n) = parsed(&["-egets", "-rfoo", "--", "file"]).unwrap();
        assert_eq!(n, 3);
        assert_eq!(s.e_script.as_deref(), Some(&b"gets\n"[..]));
        assert_eq!(s.requires, vec![b"foo".to_vec()]);
    }

    #[test]
    fn record_separators() {
        let (s, _) = parsed(&["-00"]).unwrap();
        assert_eq!(s.record_separator, Some(Separator::Bytes(Vec::new())));
        let (s, _) = parsed(&["-0777"]).unwrap();
        assert_eq!(s.record_separator, Some(Separator::Nil));
        let (s, _) = parsed(&["-0"]).unwrap();
        assert_eq!(s.record_separator, Some(Separator::Bytes(vec![0])));
        let (s, _) = parsed(&["-000"]).unwrap();
        assert_eq!(s.record_separator, Some(Separator::Bytes(Vec::new())));
        let (s, _) = parsed(&["-0141e", "x"]).unwrap();
        assert_eq!(s.record_separator, Some(Separator::Bytes(b"a".to_vec())));
        assert!(s.e_script.is_some());
        let (s, _) = parsed(&["-0", "-l"]).unwrap();
        assert_eq!(s.output_record_separator, Some(Separator::Bytes(vec![0])));
    }

    #[test]
    fn warning_levels() {
        let (s, _) = parsed(&["-w", "-W0"]).unwrap();
        assert_eq!(s.verbosity, Verbosity::Silent);
        let (s, _) = parsed(&["-Wx"]).unwrap();
        assert_eq!(s.verbosity, Verbosity::Verbose);
        assert!(s.xflag);
        let (s, _) = parsed(&["-W:no-experimental"]).unwrap();
        assert!(s.warn.was_given(CATEGORY_EXPERIMENTAL) && !s.warn.is_set(CATEGORY_EXPERIMENTAL));
    }

    #[test]
    fn rubyopt_rules() {
        let mut s = Settings::new(b"corundum".to_vec());
        let err = s.parse_rubyopt(b"-e 1").unwrap_err();
        assert_eq!(err.message, b"invalid switch in RUBYOPT: -e");
        let mut s = Settings::new(b"corundum".to_vec());
        s.parse_rubyopt(b" - -").unwrap();
        let mut s = Settings::new(b"corundum".to_vec());
        s.parse_rubyopt(b"w").unwrap();
        assert_eq!(s.verbosity, Verbosity::Verbose);
        let mut s = Settings::new(b"corundum".to_vec());
        assert_eq!(s.parse_rubyopt(b"--version").unwrap_err().message, b"invalid switch in RUBYOPT: --version");
    }

    #[test]
    fn long_options_and_their_arguments() {
        assert_eq!(parsed(&["--backtrace-limit"]).unwrap_err().message, b"missing argument for --backtrace-limit");
        assert_eq!(parsed(&["--backtrace-limit=", "1"]).unwrap_err().message, b"missing argument for --backtrace-limit");
        assert_eq!(parsed(&["--backtrace-limit=-2"]).unwrap_err().message, b"wrong limit for backtrace length");
        let (s, n) = parsed(&["--backtrace-limit", "3", "x"]).unwrap();
        assert_eq!((s.backtrace_limit, n), (Some(3), 2));
        assert_eq!(parsed(&["--debug-"]).unwrap_err().message, b"invalid option --debug-  (-h will show valid options)");
        let (s, _) = parsed(&["--enable-frozen-string-literal"]).unwrap();
        assert_eq!(s.frozen_string_literal(), Some(true));
        let (s, _) = parsed(&["--disable", "all"]).unwrap();
        assert_eq!(s.frozen_string_literal(), Some(false));
        assert!(!s.reads_rubyopt());
    }

    #[test]
    fn unknown_switches_are_shown_escaped() {
        assert_eq!(parsed(&["-\rx"]).unwrap_err().message, b"invalid option -\\r  (-h will show valid options)");
        assert_eq!(parsed(&["-\x01"]).unwrap_err().message, b"invalid option -\\x01  (-h will show valid options)");
        assert_eq!(parsed(&["-\u{1f608}"]).unwrap_err().message, "invalid option -\u{1f608}  (-h will show valid options)".as_bytes());
        assert!(parsed(&["-\r", "-e", ""]).is_ok());
    }

    #[test]
    fn encodings_are_set_once() {
        let (s, _) = parsed(&["-E", "euc-jp:SHIFT_JIS"]).unwrap();
        assert_eq!((s.external_encoding.as_deref(), s.internal_encoding.as_deref()), (Some(&b"euc-jp"[..]), Some(&b"SHIFT_JIS"[..])));
        assert_eq!(parsed(&["-Eascii:ascii", "-U"]).unwrap_err().message, b"default_internal already set to ascii");
        assert_eq!(parsed(&["-Eutf-8:utf-8:utf-8"]).unwrap_err().message, b"extra argument for -E: utf-8");
    }
}
