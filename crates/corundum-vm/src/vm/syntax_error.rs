//! The text of a SyntaxError raised by `eval`: Prism's annotated form, as CRuby 4.0 prints it
//! (written here from Prism's observable output, since the crate exposes only the errors):
//!
//! ```text
//! (eval at t.rb:3):2: syntax errors found
//!   1 | x = (
//! > 2 | y +
//!     |    ^ unexpected end-of-input; expected an expression after the operator
//! ```
//!
//! A header with the line of the first error in parse order and "error"/"errors"; then the
//! errors sorted by line and column (later-reported first at the same spot), each error line
//! once, marked `> `, with up to two lines of context before and after, a `~~~~~` divider across
//! larger gaps, and a caret line per error (`^` then `~` to the end of its span on that line).
//! Lines longer than the window are cut with `...` 30 columns around the error. Source that is
//! not valid UTF-8 around an error gets the plain form, one `path:line: message` per error.
//!
//! One departure from CRuby, for pathological input only: the text stops growing at
//! `MESSAGE_BUDGET` bytes and ends with a line saying how many errors were left out. CRuby writes
//! every caret line, so 100,000 nested `[` (three errors per level, each caret line as long as
//! its column) make gigabytes of message; below the budget the text is CRuby's byte for byte.
//!
//! Invariant: never panics on any source or error offsets (offsets are clamped to the source).

/// One parse error: the byte span in the source and Prism's message.
pub struct ParseError {
    pub start: usize,
    pub end: usize,
    pub message: String,
}

/// The size past which no further error is annotated (see the module comment).
const MESSAGE_BUDGET: usize = 1 << 20;

/// Columns kept on either side of an error before a long line is cut.
const TRUNCATE: usize = 30;

struct Lines<'a> {
    src: &'a [u8],
    /// Byte offset where each line starts.
    starts: Vec<usize>,
    first: i64,
}

impl<'a> Lines<'a> {
    fn new(src: &'a [u8], first: i64) -> Lines<'a> {
        let mut starts = vec![0];
        for (i, &b) in src.iter().enumerate() {
            if b == b'\n' {
                starts.push(i + 1);
            }
        }
        Lines { src, starts, first }
    }
    /// (line number, byte column) of an offset.
    fn line_col(&self, off: usize) -> (i64, usize) {
        let off = off.min(self.src.len());
        let idx = self.starts.partition_point(|&s| s <= off) - 1;
        (self.first + idx as i64, off - self.starts[idx])
    }
    /// The bytes of a line, with its newline if it has one; None past the end.
    fn text(&self, line: i64) -> Option<&'a [u8]> {
        let idx = usize::try_from(line - self.first).ok()?;
        let start = *self.starts.get(idx)?;
        let end = self.starts.get(idx + 1).copied().unwrap_or(self.src.len());
        Some(&self.src[start..end])
    }
    /// How many lines Prism counts: a final newline does not start one more.
    fn last_line(&self) -> i64 {
        let n = self.starts.len() as i64;
        let ends_with_nl = self.starts.len() > 1 && *self.starts.last().unwrap_or(&0) == self.src.len();
        self.first + n - 1 - i64::from(ends_with_nl)
    }
}

fn utf8_width(b: &[u8], at: usize) -> usize {
    match b.get(at) {
        None => 1,
        Some(&c) => {
            let w = match c {
                0x00..=0x7f => 1,
                0xc2..=0xdf => 2,
                0xe0..=0xef => 3,
                0xf0..=0xf4 => 4,
                _ => 1,
            };
            if at + w <= b.len() && std::str::from_utf8(&b[at..at + w]).is_ok() {
                w
            } else {
                1
            }
        }
    }
}

struct Rich {
    line: i64,
    col_start: usize,
    col_end: usize,
    idx: usize,
}

/// The message of the SyntaxError for `errors` in `src` (first line numbered `first_line`).
pub fn format(src: &[u8], path: &str, first_line: i64, errors: &[ParseError]) -> String {
    let lines = Lines::new(src, first_line);
    let mut rich: Vec<Rich> = errors
        .iter()
        .enumerate()
        .map(|(idx, e)| {
            let (line, col_start) = lines.line_col(e.start);
            let (end_line, end_col) = lines.line_col(e.end.max(e.start));
            let mut col_end = if end_line == line { end_col } else { lines.text(line).map_or(0, |t| t.len().saturating_sub(1)) };
            if col_end <= col_start {
                col_end = col_start + 1;
            }
            Rich { line, col_start, col_end, idx }
        })
        .collect();
    let Some(first) = rich.first() else { return format!("{path}: syntax error found") };
    let mut out = format!("{path}:{}: syntax error{} found\n", first.line, if errors.len() > 1 { "s" } else { "" });
    // Each line an error touches is checked once (errors by the thousand can share a line).
    let mut touched: Vec<(i64, i64)> = errors.iter().map(|e| (lines.line_col(e.start).0, lines.line_col(e.end).0)).collect();
    touched.sort_unstable();
    let mut checked_to = i64::MIN;
    let utf8 = touched.iter().all(|&(l0, l1)| {
        let from = l0.max(checked_to.saturating_add(1));
        checked_to = checked_to.max(l1);
        (from..=l1).all(|l| lines.text(l).is_none_or(|t| std::str::from_utf8(t).is_ok()))
    });
    if !utf8 {
        let plain: Vec<String> = rich.iter().map(|r| format!("{path}:{}: {}", r.line, errors[r.idx].message)).collect();
        out.push_str(&plain.join("\n"));
        return out;
    }
    rich.sort_by(|a, b| a.line.cmp(&b.line).then(a.col_start.cmp(&b.col_start)).then(b.idx.cmp(&a.idx)));
    let max_line = rich.iter().map(|r| r.line).max().unwrap_or(1).max(rich[0].line);
    let width = max_line.max(1).to_string().len().max(1);
    let number = |n: i64| format!("{n:>width$} | ");
    let blank = format!("{} | ", " ".repeat(width));
    let divider = format!("  {}\n", "~".repeat(width + 4));
    let show_line = |out: &mut String, prefix: &str, line: i64, col_start: usize, col_end: usize| {
        let Some(text) = lines.text(line) else { return };
        out.push_str(prefix);
        out.push_str(&number(line));
        let mut body = text;
        let mut truncated_end = false;
        if col_end != 0 && text.len().saturating_sub(col_end) >= TRUNCATE {
            let mut cut = col_end + TRUNCATE;
            let mut at = 0;
            while at < cut.min(text.len()) {
                let w = utf8_width(text, at);
                if at + w > cut {
                    cut = at;
                    break;
                }
                at += w;
            }
            body = &text[..cut.min(text.len())];
            truncated_end = true;
        }
        if col_start >= TRUNCATE {
            out.push_str("... ");
            body = &body[col_start.min(body.len())..];
        }
        out.push_str(&String::from_utf8_lossy(body));
        if truncated_end {
            out.push_str(" ...\n");
        } else if !body.ends_with(b"\n") {
            out.push('\n');
        }
    };
    let mut last_line = first_line - 1;
    let mut last_col_start = 0;
    for (k, r) in rich.iter().enumerate() {
        if out.len() > MESSAGE_BUDGET {
            let left = rich.len() - k;
            out.push_str(&format!("  ... {left} more error{} not shown\n", if left > 1 { "s" } else { "" }));
            break;
        }
        if r.line - last_line > 1 {
            if r.line - last_line > 2 {
                if k != 0 && r.line - last_line > 3 {
                    out.push_str(&divider);
                }
                show_line(&mut out, "  ", r.line - 2, 0, 0);
            }
            show_line(&mut out, "  ", r.line - 1, 0, 0);
        }
        if k == 0 || r.line != last_line {
            out.push_str("> ");
            last_col_start = r.col_start;
            let col_end = rich[k..].iter().take_while(|o| o.line == r.line).map(|o| o.col_end).max().unwrap_or(r.col_end);
            if lines.text(r.line).is_some() {
                show_line(&mut out, "", r.line, r.col_start, col_end);
            } else {
                out.push_str(&number(r.line));
                out.push('\n');
            }
        }
        let text = lines.text(r.line).unwrap_or(b"");
        out.push_str("  ");
        out.push_str(&blank);
        let mut col = 0;
        if last_col_start >= TRUNCATE {
            out.push_str("    ");
            col = last_col_start;
        }
        while col < r.col_start {
            out.push(' ');
            col += utf8_width(text, col);
        }
        out.push('^');
        col += utf8_width(text, col);
        while col < r.col_end {
            out.push('~');
            col += utf8_width(text, col);
        }
        out.push(' ');
        out.push_str(&errors[r.idx].message);
        out.push('\n');
        last_line = r.line;
        let next_line = if k + 1 == rich.len() { lines.last_line() + 1 } else { rich[k + 1].line };
        for _ in 0..2 {
            if next_line - last_line > 1 {
                last_line += 1;
                show_line(&mut out, "  ", last_line, 0, 0);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{format, ParseError};

    #[test]
    fn one_error_on_one_line() {
        let e = [ParseError { start: 4, end: 4, message: "expected `)`".into() }];
        assert_eq!(format(b"foo(", "f.rb", 3, &e), "f.rb:3: syntax error found\n> 3 | foo(\n    |     ^ expected `)`\n");
    }

    #[test]
    fn context_lines_and_an_empty_last_line() {
        let src = b"x = 1\ny = (\nz = 3\n";
        let e = [ParseError { start: 17, end: 17, message: "a".into() }, ParseError { start: 18, end: 18, message: "b".into() }];
        assert_eq!(
            format(src, "(eval)", 1, &e),
            "(eval):3: syntax errors found\n  1 | x = 1\n  2 | y = (\n> 3 | z = 3\n    |      ^ a\n> 4 | \n    | ^ b\n"
        );
    }

    #[test]
    fn deep_nesting_stops_at_the_budget() {
        let n = 100_000;
        let src = "[".repeat(n);
        let e: Vec<ParseError> = (0..n).map(|i| ParseError { start: i, end: i + 1, message: "nesting too deep".into() }).collect();
        let text = format(src.as_bytes(), "t.rb", 1, &e);
        assert!(text.len() < super::MESSAGE_BUDGET + 2 * n, "{}", text.len());
        assert!(text.ends_with("more errors not shown\n"));
    }

    #[test]
    fn offsets_past_the_end_do_not_panic() {
        let e = [ParseError { start: 99, end: 7, message: "m".into() }];
        let _ = format(b"", "p", 1, &e);
        let _ = format(b"\xff\xfe", "p", -5, &e);
    }
}
