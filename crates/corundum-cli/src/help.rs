//! `corundum -h` (a summary of the switches) and `corundum --help` (all of them): Corundum's
//! own wording of what each switch does here.
//!
//! Invariants: the summary has at most 25 lines and every line of both texts is shorter than
//! 80 columns (CRuby's test_rubyoptions checks both); every switch listed is one `switches`
//! reads, and says what Corundum does with it (the JIT switches and the accepted-only ones
//! say so).

/// The summary, one line per switch.
const SUMMARY: &[(&str, &str)] = &[
    ("-0[octal]", "set $/ to the character of this octal code (-0: \\0)"),
    ("-a", "with -n or -p: split each line ($_) into $F"),
    ("-c", "check the syntax and stop"),
    ("-Cdirectory", "change to the directory first"),
    ("-d", "debugging: $DEBUG and $VERBOSE true"),
    ("-e 'code'", "run this code; several -e make several lines"),
    ("-Eex[:in]", "default external (and internal) encodings"),
    ("-Fpattern", "$; for -a: split lines at this regexp"),
    ("-i[extension]", "edit the files of ARGV in place (keeping backups)"),
    ("-Idirectory", "add the directory, made absolute, to $LOAD_PATH"),
    ("-l", "chomp the lines -n/-p read; $\\ becomes $/"),
    ("-n", "run the program once per line of input"),
    ("-p", "like -n, printing $_ after each line"),
    ("-rlibrary", "require the library before the program"),
    ("-s", "-name[=value] words after the program set $name"),
    ("-S", "look for the program in RUBYPATH and PATH"),
    ("-v", "print the version; $VERBOSE true"),
    ("-w", "warnings on: $VERBOSE true"),
    ("-W[level=2|:category]", "warning level 0, 1 or 2, or one category"),
    ("-x[directory]", "start at the script's #!ruby line (after a chdir)"),
    ("--jit", "accepted with a warning: Corundum has no JIT"),
    ("-h", "this summary; --help for every option"),
];

/// The rest of `--help`: long options, then the lists.
const LONG: &[(&str, &str)] = &[
    ("--backtrace-limit=num", "show at most num backtrace lines of an error"),
    ("--copyright", "print the copyright line (RUBY_COPYRIGHT)"),
    ("--crash-report=template", "accepted; Corundum writes no crash reports"),
    ("--debug[=frozen-string-literal]", "-d; the feature is accepted only"),
    ("--disable=features", "turn features off (list below)"),
    ("--dump=items", "print items instead of running (list below)"),
    ("--enable=features", "turn features on (list below)"),
    ("--encoding=ex[:in]", "same as -E"),
    ("--external-encoding=encoding", "Encoding.default_external"),
    ("--internal-encoding=encoding", "Encoding.default_internal"),
    ("--help", "this text; -h for the summary"),
    ("--parser=prism", "Prism, the only parser (parse.y is accepted for it)"),
    ("--verbose", "$VERBOSE true; no program means nothing to run"),
    ("--version", "print the version and stop"),
    ("--yjit, --zjit", "accepted with a warning: Corundum has no JIT"),
    ("-y, --yydebug", "accepted; no parser trace, nothing runs"),
    ("-Kcode", "source and external encoding: e, s, u or n"),
    ("-U", "Encoding.default_internal UTF-8"),
];

const DUMPS: &[(&str, &str)] = &[
    ("insns", "the compiled instructions of every method and block"),
    ("parsetree", "Prism's syntax tree (its Rust form)"),
    ("syntax", "same as -c"),
    ("yydebug", "nothing (there is no yacc parser)"),
];

const FEATURES: &[(&str, &str)] = &[
    ("gems", "RubyGems: never loaded by Corundum"),
    ("error_highlight", "not part of Corundum (no effect)"),
    ("did_you_mean", "not part of Corundum (no effect)"),
    ("syntax_suggest", "not part of Corundum (no effect)"),
    ("rubyopt", "read RUBYOPT (default: on)"),
    ("frozen-string-literal", "freeze every string literal (default: off)"),
    ("yjit, zjit, jit", "accepted; no effect"),
];

const CATEGORIES: &[(&str, &str)] = &[
    ("deprecated", "deprecated features"),
    ("experimental", "experimental features"),
    ("performance", "performance issues"),
    ("strict_unused_block", "blocks given to methods that ignore them"),
];

const CORUNDUM: &[(&str, &str)] = &[
    ("--compile FILE [-o OUT]", "write FILE's binary bytecode (FILE.crbc)"),
    ("--stats", "print runtime counters at exit"),
    ("--disable-compile-cache", "compile required files every time"),
];

const ENVIRONMENT: &[(&str, &str)] = &[
    ("RUBYOPT", "switches read after the command line's"),
    ("RUBYLIB", "directories added to $LOAD_PATH after -I"),
    ("RUBYPATH", "where -S looks first"),
    ("CORUNDUM_STDLIB", "the CRuby library directories to use"),
];

/// One line: the switch in a column of 16, then what it does (on a line of its own when the
/// switch is wider than its column).
fn line(out: &mut String, name: &str, text: &str) {
    if name.len() < 16 {
        out.push_str(&format!("  {name:<16}{text}\n"));
    } else {
        out.push_str(&format!("  {name}\n  {:16}{text}\n", ""));
    }
}

fn section(out: &mut String, title: &str, items: &[(&str, &str)]) {
    out.push_str(title);
    out.push('\n');
    for (name, text) in items {
        line(out, name, text);
    }
}

/// The text of `-h` (`long` false) or `--help`, for the program named `progname`.
pub fn text(progname: &str, long: bool) -> String {
    let mut out = format!("Usage: {progname} [switches] [--] [programfile] [arguments]\n");
    let summary = if long { &SUMMARY[..SUMMARY.len() - 1] } else { SUMMARY };
    for (name, text) in summary {
        line(&mut out, name, text);
    }
    if long {
        for (name, text) in LONG {
            line(&mut out, name, text);
        }
        section(&mut out, "Dump items:", DUMPS);
        section(&mut out, "Features:", FEATURES);
        section(&mut out, "Warning categories:", CATEGORIES);
        section(&mut out, "Corundum's own options:", CORUNDUM);
        section(&mut out, "Environment:", ENVIRONMENT);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::text;

    #[test]
    fn the_summary_fits_25_lines_and_every_line_80_columns() {
        let short = text("corundum", false);
        assert!(short.lines().count() <= 25, "{short}");
        let long = text("corundum", true);
        for l in short.lines().chain(long.lines()).skip(1) {
            assert!(l.len() < 80, "too long: {l:?}");
        }
    }
}
