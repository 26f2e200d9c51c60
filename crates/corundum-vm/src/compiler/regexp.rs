//! Compiling regexp literals and the match variables (`$~`, `$1`, `$&`, ...).
//!
//! Invariants:
//! - A literal without interpolation is compiled once, here, into a frozen Regexp pushed with
//!   `putobject` (CRuby's literal object); a bad pattern is a compile error (SyntaxError) carrying
//!   the engine's message, as CRuby reports it at parse time.
//! - `/#{x}/` builds its source with the string interpolation code and `toregexp`; with `/o` the
//!   first Regexp made is kept in a per-site cell (an Array literal) and later evaluations skip
//!   the interpolation (`once_get`/`once_set`).
//! - `$~` lives in a hidden local of the nearest method-level scope (top, method, class body;
//!   a lambda is a block here, as in CRuby), made only when some code of that scope or of a
//!   block inside it names a match variable, a `=~` with named captures, or `last_match`.
//!   Blocks reach it through the env chain like any captured local, and each block scope in
//!   between records where it is (`svar`, `svar_level`). A scope that never needs it pays
//!   nothing; builtins that match record into the slot only when it exists
//!   (`core::regexp::special_vars`).

use ruby_prism::Node;

use crate::compiler::{CResult, CompileError, Compiler};
use crate::insn::Opcode;
use crate::iseq::{IseqKind, NO_SVAR};
use crate::symbol::{intern_bytes, SymbolId};

/// What `backref` pushes (its first operand).
pub(crate) mod backref_kind {
    pub const CHECK_ASSIGN: u64 = 0;
    pub const LAST_MATCH: u64 = 1;
    pub const PRE_MATCH: u64 = 2;
    pub const POST_MATCH: u64 = 3;
    pub const LAST_PAREN: u64 = 4;
    pub const NTH: u64 = 5;
}

/// The name the hidden `$~` local carries in the local table (never a Ruby identifier).
const SVAR_NAME: SymbolId = SymbolId(u32::MAX - 1);

/// Ruby option bits of a literal's flags (the values of Regexp::IGNORECASE and friends, plus
/// the encoding bits `Regexp#options` reports: 16 fixed encoding, 32 no encoding).
macro_rules! literal_options {
    ($n:expr) => {{
        let n = &$n;
        let mut o = 0u32;
        if n.is_ignore_case() {
            o |= crate::core::protocol::OPT_IGNORECASE;
        }
        if n.is_extended() {
            o |= crate::core::protocol::OPT_EXTENDED;
        }
        if n.is_multi_line() {
            o |= crate::core::protocol::OPT_MULTILINE;
        }
        if n.is_ascii_8bit() {
            o |= crate::core::protocol::OPT_NOENCODING;
        }
        o
    }};
}

/// The encoding a literal is written in, from its flags: `/e` EUC-JP, `/s` Windows-31J and
/// `/u` UTF-8, each fixed (OPT_FIXEDENCODING added to `$opts`); binary when
/// the parser found the literal ASCII-8BIT (`$binary`); otherwise the source file's encoding.
macro_rules! literal_encoding {
    ($n:expr, $opts:expr, $binary:expr, $default:expr) => {{
        let n = &$n;
        let by_name = |name: &[u8]| crate::core::protocol::EncodingId::by_name(name).unwrap_or(crate::core::protocol::EncodingId::UTF_8);
        if n.is_euc_jp() {
            $opts |= crate::core::protocol::OPT_FIXEDENCODING;
            by_name(b"EUC-JP")
        } else if n.is_windows_31j() {
            $opts |= crate::core::protocol::OPT_FIXEDENCODING;
            by_name(b"Windows-31J")
        } else if n.is_utf_8() {
            $opts |= crate::core::protocol::OPT_FIXEDENCODING;
            crate::core::protocol::EncodingId::UTF_8
        } else if $binary {
            crate::core::protocol::EncodingId::BINARY
        } else {
            $default
        }
    }};
}

/// The `toregexp` operand of an interpolated literal: its option bits, and above bit 8 the
/// encoding its `e`/`s`/`u` flag forces (id + 1; 0 for none, see
/// `core::regexp::pattern::regexp_from_interpolation`).
macro_rules! interpolated_options {
    ($n:expr) => {{
        let n = &$n;
        let mut o = literal_options!(n);
        let by_name = |name: &[u8]| crate::core::protocol::EncodingId::by_name(name).unwrap_or(crate::core::protocol::EncodingId::UTF_8);
        let forced = if n.is_euc_jp() {
            Some(by_name(b"EUC-JP"))
        } else if n.is_windows_31j() {
            Some(by_name(b"Windows-31J"))
        } else if n.is_utf_8() {
            Some(crate::core::protocol::EncodingId::UTF_8)
        } else {
            None
        };
        if let Some(e) = forced {
            o |= crate::core::protocol::OPT_FIXEDENCODING | ((e.0 as u32 + 1) << 8);
        }
        o
    }};
}

/// Whether a pattern spells a byte above 0x7f as an escape (`\xff`, `\377`): with `/n` such a
/// literal is ASCII-8BIT, as in CRuby.
fn has_high_byte_escape(src: &[u8]) -> bool {
    let mut i = 0;
    while i + 1 < src.len() {
        if src[i] != b'\\' {
            i += 1;
            continue;
        }
        let rest = &src[i + 1..];
        let hex = |b: &[u8]| b.iter().take_while(|c| c.is_ascii_hexdigit()).take(2).fold(0u32, |v, c| v * 16 + (*c as char).to_digit(16).unwrap_or(0));
        let oct = |b: &[u8]| b.iter().take_while(|c| (b'0'..=b'7').contains(c)).take(3).fold(0u32, |v, c| v * 8 + (c - b'0') as u32);
        let high = match rest[0] {
            b'x' => hex(&rest[1..]) >= 0x80,
            b'0'..=b'7' => rest.len() >= 3 && rest[..3].iter().all(|c| (b'0'..=b'7').contains(c)) && oct(rest) >= 0o200,
            _ => false,
        };
        if high {
            return true;
        }
        i += 2;
    }
    false
}

impl<'v> Compiler<'v> {
    /// (index, level) of the hidden `$~` local, made on first need in the method-level scope.
    pub(crate) fn svar_local(&mut self) -> (u32, u32) {
        let n = self.scopes.len();
        let mut i = n - 1;
        while i > 0 && matches!(self.scopes[i].kind, IseqKind::Block | IseqKind::Lambda) {
            i -= 1;
        }
        // Code compiled by `eval` shares the slot of the method it runs in when that method
        // has one; a running scope cannot grow, so otherwise the evaluated code keeps its own.
        if self.scopes[i].frozen && self.scopes[i].svar == NO_SVAR {
            i = self.scopes.iter().position(|s| !s.frozen).unwrap_or(n - 1);
        }
        let level = (n - 1 - i) as u32;
        let scope = &mut self.scopes[i];
        if scope.svar == NO_SVAR {
            scope.locals.push(SVAR_NAME);
            scope.svar = (scope.locals.len() - 1) as u32;
        }
        if level > 0 {
            scope.uses_env = true;
        }
        let idx = scope.svar;
        // The blocks in between note where the slot is from each of them, so a builtin called
        // from one (even as a `define_method` body, or after its method returned) finds it.
        for k in i + 1..n {
            self.scopes[k].svar = idx;
            self.scopes[k].svar_level = (k - i) as u32;
        }
        (idx, level)
    }

    /// Emits a read or write of a global. A global with a user name may become an alias of a
    /// match variable at run time (`require "English"` makes `$MATCH` one of `$&`), and those
    /// read the frame's `$~`, so such a frame gets a `$~` slot; names that can never be
    /// aliases of them (the punctuation variables, the interpreter's own) do not need one.
    pub(crate) fn emit_global(&mut self, op: Opcode, id: SymbolId) {
        let name = id.name();
        let user_named = name.len() >= 2
            && name.as_bytes().get(1).is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
            && !matches!(
                name.as_ref(),
                "$stdout" | "$stderr" | "$stdin" | "$PROGRAM_NAME" | "$LOAD_PATH" | "$LOADED_FEATURES" | "$VERBOSE" | "$DEBUG" | "$FILENAME"
            );
        if user_named {
            self.svar_local();
        }
        self.emit(op, &[id.0 as u64]);
    }

    pub(crate) fn compile_regexp_literal(&mut self, node: &Node<'_>, want: bool) -> CResult {
        match node {
            Node::RegularExpressionNode { .. } => {
                let n = node.as_regular_expression_node().unwrap();
                let mut opts = literal_options!(n);
                let forced_binary = n.is_forced_binary_encoding() || (n.is_ascii_8bit() && (!n.unescaped().is_ascii() || has_high_byte_escape(n.unescaped())));
                let enc = literal_encoding!(n, opts, forced_binary, self.source_encoding);
                let re = match crate::core::protocol::compile_literal(self.vm, n.unescaped(), opts, enc) {
                    Ok(re) => re,
                    Err(message) => return Err(CompileError { line: self.line_of(node), message }),
                };
                if want {
                    self.emit_putobject(re);
                }
                Ok(())
            }
            Node::InterpolatedRegularExpressionNode { .. } => {
                let n = node.as_interpolated_regular_expression_node().unwrap();
                let opts = interpolated_options!(n);
                self.check_regexp_fragments(&n.parts(), opts, node)?;
                if n.is_once() {
                    let cell = self.vm.new_array(Vec::new());
                    self.vm.compile_roots.push(cell);
                    self.emit(Opcode::OnceGet, &[cell.0]);
                    let to_make = self.emit_jump(Opcode::BranchNil);
                    let done = self.emit_jump(Opcode::Jump);
                    self.patch_here(to_make);
                    self.emit(Opcode::Pop, &[]);
                    self.compile_interpolation(&n.parts())?;
                    self.emit(Opcode::ToRegexp, &[opts as u64]);
                    self.emit(Opcode::OnceSet, &[cell.0]);
                    self.patch_here(done);
                } else {
                    self.compile_interpolation(&n.parts())?;
                    self.emit(Opcode::ToRegexp, &[opts as u64]);
                }
                self.emit_pop_if(want);
                Ok(())
            }
            Node::MatchLastLineNode { .. } | Node::InterpolatedMatchLastLineNode { .. } => {
                // `if /re/`: the literal matches `$_` (`re =~ $_`), with CRuby's warning for a
                // literal without interpolation (Prism gives the interpolated one the verbose
                // level with the same text, so `vm::parse_warnings` leaves both to this); not
                // in `-e` code, where it is the `ruby -ne 'print if /re/'` idiom.
                let from_e = &*self.path == "-e";
                if !from_e && self.vm.options.warn_level > 0 && node.as_match_last_line_node().is_some() && !self.vm.gvar_get(crate::symbol::intern("$VERBOSE")).is_nil() {
                    let msg = format!("{}:{}: warning: regex literal in condition\n", self.path, self.line_of(node));
                    // Through `$stderr`, like the parser's other warnings; one that cannot be
                    // written is lost.
                    let _ = crate::core::protocol::write_stderr(self.vm, msg.as_bytes());
                }
                if let Some(n) = node.as_match_last_line_node() {
                    let mut opts = literal_options!(n);
                    let enc = literal_encoding!(n, opts, n.is_forced_binary_encoding(), self.source_encoding);
                    let re = match crate::core::protocol::compile_literal(self.vm, n.unescaped(), opts, enc) {
                        Ok(re) => re,
                        Err(message) => return Err(CompileError { line: self.line_of(node), message }),
                    };
                    self.emit_putobject(re);
                } else {
                    let n = node.as_interpolated_match_last_line_node().unwrap();
                    let opts = interpolated_options!(n);
                    self.compile_interpolation(&n.parts())?;
                    self.emit(Opcode::ToRegexp, &[opts as u64]);
                }
                self.emit(Opcode::GetGlobal, &[crate::symbol::intern("$_").0 as u64]);
                self.emit_send(crate::symbol::sym::MATCH, 1, 0);
                self.emit_pop_if(want);
                Ok(())
            }
            _ => self.unsupported(node, "this regexp literal", want),
        }
    }

    /// The literal parts of an interpolated regexp literal, each checked on its own as CRuby's
    /// parser does (an escape of half a character is a SyntaxError even when the next part
    /// completes it). `opts`: the `toregexp` operand (the forced encoding above bit 8).
    fn check_regexp_fragments(&mut self, parts: &ruby_prism::NodeList<'_>, opts: u32, node: &Node<'_>) -> CResult {
        let enc = if opts >> 8 != 0 {
            crate::core::protocol::EncodingId(((opts >> 8) - 1) as u8)
        } else if opts & crate::core::protocol::OPT_NOENCODING != 0 {
            crate::core::protocol::EncodingId::BINARY
        } else {
            self.source_encoding
        };
        for part in parts.iter() {
            if let Some(s) = part.as_string_node() {
                if let Err(message) = crate::core::protocol::check_fragment(s.unescaped(), enc) {
                    return Err(CompileError { line: self.line_of(node), message });
                }
            }
        }
        Ok(())
    }

    /// `$~`, `$1`, `$&`, `` $` ``, `$'`, `$+`.
    pub(crate) fn compile_backref_read(&mut self, node: &Node<'_>, want: bool) -> CResult {
        let (i, l) = self.svar_local();
        if !want {
            return Ok(());
        }
        self.emit_getlocal(i, l);
        match node {
            Node::NumberedReferenceReadNode { .. } => {
                let n = node.as_numbered_reference_read_node().unwrap().number();
                self.emit(Opcode::BackRef, &[backref_kind::NTH, n as u64]);
            }
            Node::BackReferenceReadNode { .. } => {
                let name = node.as_back_reference_read_node().unwrap().name();
                let kind = match name.as_slice() {
                    b"$&" => backref_kind::LAST_MATCH,
                    b"$`" => backref_kind::PRE_MATCH,
                    b"$'" => backref_kind::POST_MATCH,
                    _ => backref_kind::LAST_PAREN,
                };
                self.emit(Opcode::BackRef, &[kind, 0]);
            }
            _ => {}
        }
        Ok(())
    }

    /// `$~ = value`: TypeError unless a MatchData or nil.
    pub(crate) fn compile_last_match_write(&mut self, value: &Node<'_>, want: bool) -> CResult {
        self.compile(value, true)?;
        self.emit(Opcode::BackRef, &[backref_kind::CHECK_ASSIGN, 0]);
        if want {
            self.emit(Opcode::Dup, &[]);
        }
        let (i, l) = self.svar_local();
        self.emit_setlocal(i, l);
        Ok(())
    }

    /// `/(?<a>.)/ =~ s`: the match, then each named group into its local (nil on no match).
    pub(crate) fn compile_match_write(&mut self, node: &Node<'_>, want: bool) -> CResult {
        let n = node.as_match_write_node().unwrap();
        let (si, sl) = self.svar_local();
        self.compile_call(&n.call(), true)?;
        let targets: Vec<(SymbolId, u32)> =
            n.targets().iter().filter_map(|t| t.as_local_variable_target_node().map(|t| (intern_bytes(t.name().as_slice()), t.depth()))).collect();
        self.emit_getlocal(si, sl);
        let no_match = self.emit_jump(Opcode::BranchNil);
        for &(name, depth) in &targets {
            self.emit(Opcode::Dup, &[]);
            self.emit(Opcode::BackRefNamed, &[name.0 as u64]);
            let (i, l) = self.resolve_local(name, depth);
            self.emit_setlocal(i, l);
        }
        let d = self.depth();
        let done = self.emit_jump(Opcode::Jump);
        self.patch_here(no_match);
        self.set_depth(d);
        for &(name, depth) in &targets {
            self.emit(Opcode::PutNil, &[]);
            let (i, l) = self.resolve_local(name, depth);
            self.emit_setlocal(i, l);
        }
        self.patch_here(done);
        self.emit(Opcode::Pop, &[]);
        self.emit_pop_if(want);
        Ok(())
    }
}
