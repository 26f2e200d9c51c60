//! The parser's warnings (duplicated hash keys, `= literal` in a condition, useless values in
//! void context, ...), printed to `$stderr` as CRuby prints them when it parses a file or an
//! evaluated String: "PATH:LINE: warning: MESSAGE".
//!
//! Invariants:
//! - Prism gives each warning a level that the Rust binding does not expose; `default_level`
//!   names the messages of Prism's default level (printed unless `$VERBOSE` is nil), every
//!   other one is of the verbose level (printed only when `$VERBOSE` is true).
//! - Warnings are printed in the order Prism reports them (CRuby's), before the code runs.

use crate::symbol::intern;
use crate::vm::Vm;

/// Whether a Prism warning message is of the default level (CRuby's `ruby -c` warnings).
fn default_level(msg: &str) -> bool {
    const DEFAULT: [&str; 9] = [
        "... at EOL, should be parenthesized?",
        "found '= literal' in conditional",
        "found `= literal' in conditional",
        "END in method; use at_exit",
        "integer literal in flip-flop",
        "invalid character syntax; use",
        "shebang line ending with \\r",
        "encountered \\r in middle of line",
        "string literal in ",
    ];
    DEFAULT.iter().any(|p| msg.starts_with(p))
        || (msg.starts_with("key ") && msg.contains(" is duplicated and overwritten on line "))
        || msg.ends_with("is too big for a number variable, always nil")
}

impl Vm {
    /// Prints the warnings of a parse of code from `path`.
    pub(crate) fn report_parse_warnings(&mut self, result: &ruby_prism::ParseResult<'_>, path: &str) {
        let verbose = self.gvar_get(intern("$VERBOSE"));
        if verbose.is_nil() || self.options.warn_level == 0 {
            return;
        }
        let mut lines: Vec<String> = Vec::new();
        for w in result.warnings() {
            let msg = String::from_utf8_lossy(w.message()).into_owned();
            // The compiler warns for a plain `if /re/` itself (the level differs by node).
            if msg == "regex literal in condition" {
                continue;
            }
            if !verbose.truthy() && !default_level(&msg) {
                continue;
            }
            lines.push(format!("{path}:{}: warning: {msg}\n", w.location().start_line()));
        }
        for line in lines {
            // A `$stderr` that cannot be written to loses the warning, as the parse goes on.
            let _ = crate::core::protocol::write_stderr(self, line.as_bytes());
        }
    }
}
