//! Pattern matching: `case/in`, `expr => pattern` and `expr in pattern`.
//!
//! Every pattern compiles to plain instructions: sends of `===` (`checkmatch`), `respond_to?`,
//! `deconstruct`, `deconstruct_keys`, `length`, `[]`, `key?`, `delete`, ... and branches.
//!
//! Invariants:
//! - Pattern code is stack-neutral: the value being matched lives in a hidden local, every
//!   sub-value it is taken apart into gets its own hidden local, and both exits (falling through
//!   on a match, jumping to a failure label) leave the operand stack at the depth it started at.
//! - The `deconstruct` result of the subject is cached for the whole `case` (CRuby does so for
//!   the top-level patterns of one `case/in`, including those inside `|` and `=>`): a hidden
//!   local holding nil (not asked yet), false (the subject has no `deconstruct`) or the Array.
//!   Nested patterns call `deconstruct` each time; `deconstruct_keys` is never cached.
//! - A single pattern (`expr => pat`, or a `case/in` with one `in` and no `else`) records why the
//!   last check failed (CRuby's message text) in hidden locals, and its NoMatchingPatternError
//!   (or NoMatchingPatternKeyError when the last failure was a missing key) reports it as
//!   "subject: reason"; other `case/in`s report just the inspected subject.

use ruby_prism::Node;

use super::{CResult, Compiler};
use crate::insn::Opcode;
use crate::iseq::call_flags;
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;

/// Hidden locals of a single pattern's failure report.
#[derive(Clone, Copy)]
struct ErrSlots {
    /// The reason of the last failed check (a String).
    msg: u32,
    /// true when the last failure was a missing hash key.
    key_err: u32,
    key: u32,
    matchee: u32,
}

/// What one pattern-matching construct shares among its patterns.
#[derive(Clone, Copy)]
struct PatCtx {
    err: Option<ErrSlots>,
    /// The `deconstruct` cache of the subject (see the file comment).
    cache: u32,
}

impl<'v> Compiler<'v> {
    /// `case subject; in pat [if/unless guard] then ...; else ...; end`.
    pub(crate) fn compile_case_match(&mut self, c: &ruby_prism::CaseMatchNode<'_>, want: bool) -> CResult {
        let d0 = self.depth();
        self.compile_opt(c.predicate(), true)?;
        let subj = self.hidden_local();
        self.emit_setlocal(subj, 0);
        let single = c.conditions().iter().count() == 1 && c.else_clause().is_none();
        let ctx = self.pattern_ctx(single);
        let mut ends = Vec::new();
        for cond in c.conditions().iter() {
            let Some(in_node) = cond.as_in_node() else { continue };
            let mut fails = Vec::new();
            self.set_line(&cond);
            self.compile_top_pattern(&in_node.pattern(), subj, &mut fails, ctx)?;
            self.compile_opt_statements(in_node.statements(), want)?;
            ends.push(self.emit_jump(Opcode::Jump));
            for f in fails {
                self.patch_here(f);
            }
            self.set_depth(d0);
        }
        match c.else_clause() {
            Some(e) => self.compile_opt_statements(e.statements(), want)?,
            None => {
                self.set_line(&c.as_node());
                self.emit_no_match(subj, ctx)?;
                self.emit_pop_if(want);
            }
        }
        for e in ends {
            self.patch_here(e);
        }
        self.set_depth(d0 + want as i32);
        Ok(())
    }

    /// `expr in pattern`: true or false.
    pub(crate) fn compile_match_predicate(&mut self, m: &ruby_prism::MatchPredicateNode<'_>, want: bool) -> CResult {
        let d0 = self.depth();
        self.compile(&m.value(), true)?;
        let subj = self.hidden_local();
        self.emit_setlocal(subj, 0);
        let ctx = self.pattern_ctx(false);
        let mut fails = Vec::new();
        self.compile_top_pattern(&m.pattern(), subj, &mut fails, ctx)?;
        if want {
            self.emit_putobject(Value::TRUE);
        }
        let end = self.emit_jump(Opcode::Jump);
        for f in fails {
            self.patch_here(f);
        }
        self.set_depth(d0);
        if want {
            self.emit_putobject(Value::FALSE);
        }
        self.patch_here(end);
        Ok(())
    }

    /// `expr => pattern`: nil, or NoMatchingPatternError with the reason.
    pub(crate) fn compile_match_required(&mut self, m: &ruby_prism::MatchRequiredNode<'_>, want: bool) -> CResult {
        let d0 = self.depth();
        self.compile(&m.value(), true)?;
        let subj = self.hidden_local();
        self.emit_setlocal(subj, 0);
        let ctx = self.pattern_ctx(true);
        let mut fails = Vec::new();
        self.compile_top_pattern(&m.pattern(), subj, &mut fails, ctx)?;
        let end = self.emit_jump(Opcode::Jump);
        for f in fails {
            self.patch_here(f);
        }
        self.set_depth(d0);
        self.set_line(&m.as_node());
        self.emit_no_match(subj, ctx)?;
        self.emit(Opcode::Pop, &[]);
        self.patch_here(end);
        self.set_depth(d0);
        if want {
            self.emit(Opcode::PutNil, &[]);
        }
        Ok(())
    }

    fn pattern_ctx(&mut self, single: bool) -> PatCtx {
        let cache = self.hidden_local();
        self.emit(Opcode::PutNil, &[]);
        self.emit_setlocal(cache, 0);
        let err = if single {
            let e = ErrSlots { msg: self.hidden_local(), key_err: self.hidden_local(), key: self.hidden_local(), matchee: self.hidden_local() };
            self.emit_putobject(Value::FALSE);
            self.emit_setlocal(e.key_err, 0);
            Some(e)
        } else {
            None
        };
        PatCtx { err, cache }
    }

    /// The pattern of an `in` clause (or of `=>`/`in`), with its guard.
    fn compile_top_pattern(&mut self, pat: &Node<'_>, subj: u32, fails: &mut Vec<usize>, ctx: PatCtx) -> CResult {
        match pat {
            Node::IfNode { .. } | Node::UnlessNode { .. } => {
                let (pred, stmts, is_if) = match pat {
                    Node::IfNode { .. } => {
                        let n = pat.as_if_node().unwrap();
                        (n.predicate(), n.statements(), true)
                    }
                    _ => {
                        let n = pat.as_unless_node().unwrap();
                        (n.predicate(), n.statements(), false)
                    }
                };
                if let Some(inner) = stmts.and_then(|s| s.body().iter().next()) {
                    self.compile_pattern(&inner, subj, fails, ctx, true)?;
                }
                if ctx.err.is_some() {
                    let ok = self.compile_branch(&pred, is_if)?;
                    self.set_errmsg(ctx, "guard clause does not return true", &[]);
                    fails.push(self.emit_jump(Opcode::Jump));
                    for j in ok {
                        self.patch_here(j);
                    }
                } else {
                    fails.extend(self.compile_branch(&pred, !is_if)?);
                }
                Ok(())
            }
            _ => self.compile_pattern(pat, subj, fails, ctx, true),
        }
    }

    /// Matches the value in local `slot` against `pat`: falls through when it matches, jumps to
    /// one of `fails` (patched by the caller) when it does not. `top`: the subject itself,
    /// whose `deconstruct` is cached.
    fn compile_pattern(&mut self, pat: &Node<'_>, slot: u32, fails: &mut Vec<usize>, ctx: PatCtx, top: bool) -> CResult {
        if crate::vm::stack_guard::stack_pointer() < self.vm.stack_floor {
            return Err(super::CompileError { line: self.line_of(pat), message: "stack level too deep (code nested too deeply to compile)".into() });
        }
        match pat {
            Node::ArrayPatternNode { .. } => {
                let a = pat.as_array_pattern_node().unwrap();
                self.compile_array_pattern(&a, slot, fails, ctx, top)
            }
            Node::FindPatternNode { .. } => {
                let f = pat.as_find_pattern_node().unwrap();
                self.compile_find_pattern(&f, slot, fails, ctx, top)
            }
            Node::HashPatternNode { .. } => {
                let h = pat.as_hash_pattern_node().unwrap();
                self.compile_hash_pattern(&h, slot, fails, ctx)
            }
            Node::AlternationPatternNode { .. } => {
                let a = pat.as_alternation_pattern_node().unwrap();
                let mut left_fails = Vec::new();
                self.compile_pattern(&a.left(), slot, &mut left_fails, ctx, top)?;
                let matched = self.emit_jump(Opcode::Jump);
                for f in left_fails {
                    self.patch_here(f);
                }
                self.compile_pattern(&a.right(), slot, fails, ctx, top)?;
                self.patch_here(matched);
                Ok(())
            }
            Node::CapturePatternNode { .. } => {
                let c = pat.as_capture_pattern_node().unwrap();
                self.compile_pattern(&c.value(), slot, fails, ctx, top)?;
                let t = c.target();
                let (i, l) = self.resolve_local(self.sym(&t.name()), t.depth());
                self.emit_getlocal(slot, 0);
                self.emit_setlocal(i, l);
                Ok(())
            }
            Node::LocalVariableTargetNode { .. } => {
                let t = pat.as_local_variable_target_node().unwrap();
                let (i, l) = self.resolve_local(self.sym(&t.name()), t.depth());
                self.emit_getlocal(slot, 0);
                self.emit_setlocal(i, l);
                Ok(())
            }
            Node::ImplicitNode { .. } => self.compile_pattern(&pat.as_implicit_node().unwrap().value(), slot, fails, ctx, top),
            Node::PinnedVariableNode { .. } => self.compile_value_pattern(&pat.as_pinned_variable_node().unwrap().variable(), slot, fails, ctx),
            Node::PinnedExpressionNode { .. } => self.compile_value_pattern(&pat.as_pinned_expression_node().unwrap().expression(), slot, fails, ctx),
            Node::ParenthesesNode { .. } => {
                // `in (pat)`: Prism keeps the parentheses around a lone pattern.
                let body = pat.as_parentheses_node().unwrap().body();
                match body.as_ref().and_then(|b| b.as_statements_node()) {
                    Some(st) if st.body().iter().count() == 1 => {
                        let inner = st.body().iter().next().unwrap();
                        self.compile_pattern(&inner, slot, fails, ctx, top)
                    }
                    _ => self.compile_value_pattern(pat, slot, fails, ctx),
                }
            }
            _ => self.compile_value_pattern(pat, slot, fails, ctx),
        }
    }

    /// `pattern === value`.
    fn compile_value_pattern(&mut self, expr: &Node<'_>, slot: u32, fails: &mut Vec<usize>, ctx: PatCtx) -> CResult {
        self.compile(expr, true)?;
        self.check_case_eq(slot, fails, ctx);
        Ok(())
    }

    /// With the pattern value on the stack: pops it and fails unless `pattern === slot`.
    fn check_case_eq(&mut self, slot: u32, fails: &mut Vec<usize>, ctx: PatCtx) {
        if ctx.err.is_some() {
            let p = self.hidden_local();
            self.emit(Opcode::Dup, &[]);
            self.emit_setlocal(p, 0);
            self.emit_getlocal(slot, 0);
            self.emit(Opcode::CheckMatch, &[0]);
            self.fail_unless(fails, ctx, "%p === %p does not return true", &[p, slot]);
        } else {
            self.emit_getlocal(slot, 0);
            self.emit(Opcode::CheckMatch, &[0]);
            self.fail_unless(fails, ctx, "", &[]);
        }
    }

    /// `Const(...)`/`Const[...]`: fails unless `Const === slot`.
    fn compile_pattern_const(&mut self, constant: Option<Node<'_>>, slot: u32, fails: &mut Vec<usize>, ctx: PatCtx) -> CResult {
        if let Some(c) = constant {
            self.compile(&c, true)?;
            self.check_case_eq(slot, fails, ctx);
        }
        Ok(())
    }

    /// Pops a boolean; jumps to a failure when it is false, first recording `fmt % args` as
    /// the reason in a single pattern.
    fn fail_unless(&mut self, fails: &mut Vec<usize>, ctx: PatCtx, fmt: &str, args: &[u32]) {
        if ctx.err.is_some() {
            let ok = self.emit_jump(Opcode::BranchIf);
            self.set_errmsg(ctx, fmt, args);
            fails.push(self.emit_jump(Opcode::Jump));
            self.patch_here(ok);
        } else {
            fails.push(self.emit_jump(Opcode::BranchUnless));
        }
    }

    fn frozen_str(&mut self, s: &str) -> Value {
        let st = self.vm.new_str(s);
        self.vm.freeze(st);
        self.vm.compile_roots.push(st);
        st
    }

    /// Pushes `fmt % [locals...]`.
    fn emit_format(&mut self, fmt: &str, args: &[u32]) {
        let f = self.frozen_str(fmt);
        self.emit_putobject(f);
        for &a in args {
            self.emit_getlocal(a, 0);
        }
        self.emit(Opcode::NewArray, &[args.len() as u64]);
        self.emit_send(sym::MOD, 1, 0);
    }

    /// Records the reason of a failed check in a single pattern (not a key error).
    fn set_errmsg(&mut self, ctx: PatCtx, fmt: &str, args: &[u32]) {
        if let Some(e) = ctx.err {
            self.emit_format(fmt, args);
            self.emit_setlocal(e.msg, 0);
            self.emit_putobject(Value::FALSE);
            self.emit_setlocal(e.key_err, 0);
        }
    }

    /// Pushes `Kernel.raise(cls, message)` (which never returns): `msg` pushes the message.
    fn emit_raise(&mut self, cls: Value, msg: impl FnOnce(&mut Self)) {
        let k = self.vm.core.kernel;
        self.emit_putobject(k);
        self.emit_putobject(cls);
        msg(self);
        self.emit_send(sym::RAISE, 2, 0);
    }

    /// Raises NoMatchingPatternError (or NoMatchingPatternKeyError) for subject `subj`; pushes
    /// one (never used) value.
    fn emit_no_match(&mut self, subj: u32, ctx: PatCtx) -> CResult {
        let nmp = self.vm.core.no_matching_pattern_error;
        match ctx.err {
            None => self.emit_raise(nmp, |c| c.emit_format("%p", &[subj])),
            Some(e) => {
                let d = self.depth();
                self.emit_getlocal(e.key_err, 0);
                let general = self.emit_jump(Opcode::BranchUnless);
                let k = self.vm.core.kernel;
                let nmpk = self.vm.core.no_matching_pattern_key_error;
                self.emit_putobject(k);
                self.emit_putobject(nmpk);
                self.emit_format("%p: %s", &[subj, e.msg]);
                self.emit_putobject(Value::symbol(intern("matchee")));
                self.emit_getlocal(e.matchee, 0);
                self.emit_putobject(Value::symbol(intern("key")));
                self.emit_getlocal(e.key, 0);
                self.emit(Opcode::NewHash, &[4]);
                self.emit_send(intern("new"), 2, call_flags::KW_HASH);
                self.emit_send(sym::RAISE, 1, 0);
                let end = self.emit_jump(Opcode::Jump);
                self.patch_here(general);
                self.set_depth(d);
                self.emit_raise(nmp, |c| c.emit_format("%p: %s", &[subj, e.msg]));
                self.patch_here(end);
            }
        }
        Ok(())
    }

    /// Stores `slot.deconstruct` (checked to be an Array) in a new hidden local, or fails when
    /// the value has no `deconstruct`. `top`: through the case's cache.
    fn emit_deconstruct(&mut self, slot: u32, fails: &mut Vec<usize>, ctx: PatCtx, top: bool) -> u32 {
        let d = self.hidden_local();
        let mut done = None;
        if top {
            // cache: nil -> not asked yet; false -> no deconstruct; else the Array.
            let depth = self.depth();
            self.emit_getlocal(ctx.cache, 0);
            let ask = self.emit_jump(Opcode::BranchNil);
            self.fail_unless(fails, ctx, "%p does not respond to #deconstruct", &[slot]);
            self.emit_getlocal(ctx.cache, 0);
            self.emit_setlocal(d, 0);
            done = Some(self.emit_jump(Opcode::Jump));
            self.patch_here(ask);
            self.set_depth(depth + 1);
            self.emit(Opcode::Pop, &[]);
        }
        self.emit_getlocal(slot, 0);
        self.emit_putobject(Value::symbol(intern("deconstruct")));
        self.emit_send(sym::RESPOND_TO, 1, 0);
        if top {
            self.emit(Opcode::Dup, &[]);
            self.emit_setlocal(ctx.cache, 0);
        }
        self.fail_unless(fails, ctx, "%p does not respond to #deconstruct", &[slot]);
        self.emit_getlocal(slot, 0);
        self.emit_send(intern("deconstruct"), 0, 0);
        if top {
            self.emit(Opcode::Dup, &[]);
            self.emit_setlocal(ctx.cache, 0);
        }
        self.emit_setlocal(d, 0);
        let array = self.vm.core.array;
        self.emit_type_check(array, d, "deconstruct must return Array");
        if let Some(j) = done {
            self.patch_here(j);
        }
        d
    }

    /// Raises TypeError `msg` unless local `d` is a `cls` (Array/Hash).
    fn emit_type_check(&mut self, cls: Value, d: u32, msg: &str) {
        self.emit_putobject(cls);
        self.emit_getlocal(d, 0);
        self.emit(Opcode::CheckMatch, &[0]);
        let ok = self.emit_jump(Opcode::BranchIf);
        let te = self.vm.core.type_error;
        let m = self.frozen_str(msg);
        self.emit_raise(te, |c| c.emit_putobject(m));
        self.emit(Opcode::Pop, &[]);
        self.patch_here(ok);
    }

    /// Stores `d.length` in a new hidden local.
    fn emit_length(&mut self, d: u32) -> u32 {
        let len = self.hidden_local();
        self.emit_getlocal(d, 0);
        self.emit_send(sym::LENGTH, 0, 0);
        self.emit_setlocal(len, 0);
        len
    }

    /// Pushes `d[index]` where index is `base + k` (base a local, or 0 when None).
    fn emit_index(&mut self, d: u32, base: Option<u32>, k: i64) {
        self.emit_getlocal(d, 0);
        match base {
            Some(b) => {
                self.emit_getlocal(b, 0);
                if k != 0 {
                    self.emit_putobject(Value::fixnum(k));
                    self.emit_send(sym::PLUS, 1, 0);
                }
            }
            None => self.emit_putobject(Value::fixnum(k)),
        }
        self.emit_send(sym::AREF, 1, 0);
    }

    /// Matches the value on the stack (popped) against `pat`.
    fn match_pushed(&mut self, pat: &Node<'_>, fails: &mut Vec<usize>, ctx: PatCtx) -> CResult {
        let e = self.hidden_local();
        self.emit_setlocal(e, 0);
        self.compile_pattern(pat, e, fails, ctx, false)
    }

    /// Binds a splat's target (`*name`) to the value on the stack, or drops it.
    fn bind_splat(&mut self, splat: Option<Node<'_>>) {
        let target = splat.and_then(|s| s.as_splat_node()).and_then(|s| s.expression());
        match target.as_ref().and_then(|t| t.as_local_variable_target_node()) {
            Some(t) => {
                let (i, l) = self.resolve_local(self.sym(&t.name()), t.depth());
                self.emit_setlocal(i, l);
            }
            None => {
                self.emit(Opcode::Pop, &[]);
            }
        }
    }

    fn compile_array_pattern(&mut self, a: &ruby_prism::ArrayPatternNode<'_>, slot: u32, fails: &mut Vec<usize>, ctx: PatCtx, top: bool) -> CResult {
        self.compile_pattern_const(a.constant(), slot, fails, ctx)?;
        let d = self.emit_deconstruct(slot, fails, ctx, top);
        let pre: Vec<Node<'_>> = a.requireds().iter().collect();
        let post: Vec<Node<'_>> = a.posts().iter().collect();
        let rest = a.rest();
        let min = (pre.len() + post.len()) as i64;
        let len = self.emit_length(d);
        self.emit_getlocal(len, 0);
        self.emit_putobject(Value::fixnum(min));
        let (op, plus) = if rest.is_some() { (sym::GE, "+") } else { (sym::EQ, "") };
        self.emit_send(op, 1, 0);
        self.fail_unless(fails, ctx, &format!("%p length mismatch (given %p, expected {min}{plus})"), &[d, len]);
        for (i, p) in pre.iter().enumerate() {
            self.emit_index(d, None, i as i64);
            self.match_pushed(p, fails, ctx)?;
        }
        let has_named_rest = rest.as_ref().and_then(|s| s.as_splat_node()).is_some_and(|s| s.expression().is_some());
        if has_named_rest {
            // d[pre, len - min]
            self.emit_getlocal(d, 0);
            self.emit_putobject(Value::fixnum(pre.len() as i64));
            self.emit_getlocal(len, 0);
            self.emit_putobject(Value::fixnum(min));
            self.emit_send(sym::MINUS, 1, 0);
            self.emit_send(sym::AREF, 2, 0);
            self.bind_splat(rest);
        }
        if !post.is_empty() {
            // post[i] is d[len - post.len() + i]
            let start = self.hidden_local();
            self.emit_getlocal(len, 0);
            self.emit_putobject(Value::fixnum(post.len() as i64));
            self.emit_send(sym::MINUS, 1, 0);
            self.emit_setlocal(start, 0);
            for (i, p) in post.iter().enumerate() {
                self.emit_index(d, Some(start), i as i64);
                self.match_pushed(p, fails, ctx)?;
            }
        }
        Ok(())
    }

    fn compile_find_pattern(&mut self, f: &ruby_prism::FindPatternNode<'_>, slot: u32, fails: &mut Vec<usize>, ctx: PatCtx, top: bool) -> CResult {
        self.compile_pattern_const(f.constant(), slot, fails, ctx)?;
        let d = self.emit_deconstruct(slot, fails, ctx, top);
        let mids: Vec<Node<'_>> = f.requireds().iter().collect();
        let n = mids.len() as i64;
        let len = self.emit_length(d);
        self.emit_getlocal(len, 0);
        self.emit_putobject(Value::fixnum(n));
        self.emit_send(sym::GE, 1, 0);
        self.fail_unless(fails, ctx, &format!("%p length mismatch (given %p, expected {n}+)"), &[d, len]);
        // for i in 0..=len - n: try the middle patterns at i.
        let i = self.hidden_local();
        self.emit_putobject(Value::fixnum(0));
        self.emit_setlocal(i, 0);
        let top_of_loop = self.pc();
        self.emit_getlocal(i, 0);
        self.emit_getlocal(len, 0);
        self.emit_putobject(Value::fixnum(n));
        self.emit_send(sym::MINUS, 1, 0);
        self.emit_send(sym::LE, 1, 0);
        let exhausted = self.emit_jump(Opcode::BranchUnless);
        let mut next = Vec::new();
        for (j, p) in mids.iter().enumerate() {
            self.emit_index(d, Some(i), j as i64);
            self.match_pushed(p, &mut next, ctx)?;
        }
        // Found: bind the parts before and after.
        if f.left().expression().is_some() {
            self.emit_getlocal(d, 0);
            self.emit_putobject(Value::fixnum(0));
            self.emit_getlocal(i, 0);
            self.emit_send(sym::AREF, 2, 0);
            self.bind_splat(Some(f.left().as_node()));
        }
        if f.right().expression().is_some() {
            self.emit_getlocal(d, 0);
            self.emit_getlocal(i, 0);
            self.emit_putobject(Value::fixnum(n));
            self.emit_send(sym::PLUS, 1, 0);
            self.emit_getlocal(len, 0);
            self.emit_send(sym::AREF, 2, 0);
            self.bind_splat(Some(f.right().as_node()));
        }
        let found = self.emit_jump(Opcode::Jump);
        for j in next {
            self.patch_here(j);
        }
        self.emit_getlocal(i, 0);
        self.emit_putobject(Value::fixnum(1));
        self.emit_send(sym::PLUS, 1, 0);
        self.emit_setlocal(i, 0);
        self.emit_jump_to(Opcode::Jump, top_of_loop);
        self.patch_here(exhausted);
        self.set_errmsg(ctx, "%p does not match to find pattern", &[d]);
        fails.push(self.emit_jump(Opcode::Jump));
        self.patch_here(found);
        Ok(())
    }

    fn compile_hash_pattern(&mut self, h: &ruby_prism::HashPatternNode<'_>, slot: u32, fails: &mut Vec<usize>, ctx: PatCtx) -> CResult {
        self.compile_pattern_const(h.constant(), slot, fails, ctx)?;
        let elems: Vec<Node<'_>> = h.elements().iter().collect();
        let rest = h.rest();
        // `**nil` (no other keys) and `**name` need what is left after taking the keys out.
        let no_rest = matches!(rest, Some(Node::NoKeywordsParameterNode { .. }));
        let named_rest = match rest.as_ref().and_then(|r| r.as_assoc_splat_node()) {
            Some(s) => s.value(),
            None => None,
        };
        let takes_rest = no_rest || named_rest.is_some();
        self.emit_getlocal(slot, 0);
        self.emit_putobject(Value::symbol(intern("deconstruct_keys")));
        self.emit_send(sym::RESPOND_TO, 1, 0);
        self.fail_unless(fails, ctx, "%p does not respond to #deconstruct_keys", &[slot]);
        let keys: Vec<SymbolId> = elems
            .iter()
            .map(|e| match e.as_assoc_node() {
                Some(a) => self.symbol_of(&a.key()),
                None => SymbolId(0),
            })
            .collect();
        self.emit_getlocal(slot, 0);
        if elems.is_empty() || takes_rest {
            self.emit(Opcode::PutNil, &[]);
        } else {
            for &k in &keys {
                self.emit_putobject(Value::symbol(k));
            }
            self.emit(Opcode::NewArray, &[keys.len() as u64]);
        }
        self.emit_send(intern("deconstruct_keys"), 1, 0);
        let d = self.hidden_local();
        self.emit_setlocal(d, 0);
        let hash = self.vm.core.hash;
        self.emit_type_check(hash, d, "deconstruct_keys must return Hash");
        if takes_rest {
            self.emit_getlocal(d, 0);
            self.emit_send(intern("dup"), 0, 0);
            self.emit_setlocal(d, 0);
        }
        for (e, &k) in elems.iter().zip(&keys) {
            let Some(assoc) = e.as_assoc_node() else { continue };
            let key_slot = self.hidden_local();
            self.emit_putobject(Value::symbol(k));
            self.emit_setlocal(key_slot, 0);
            self.emit_getlocal(d, 0);
            self.emit_getlocal(key_slot, 0);
            self.emit_send(intern("key?"), 1, 0);
            match ctx.err {
                Some(err) => {
                    let ok = self.emit_jump(Opcode::BranchIf);
                    self.emit_format("key not found: %p", &[key_slot]);
                    self.emit_setlocal(err.msg, 0);
                    self.emit_putobject(Value::TRUE);
                    self.emit_setlocal(err.key_err, 0);
                    self.emit_getlocal(key_slot, 0);
                    self.emit_setlocal(err.key, 0);
                    self.emit_getlocal(d, 0);
                    self.emit_setlocal(err.matchee, 0);
                    fails.push(self.emit_jump(Opcode::Jump));
                    self.patch_here(ok);
                }
                None => fails.push(self.emit_jump(Opcode::BranchUnless)),
            }
            self.emit_getlocal(d, 0);
            self.emit_getlocal(key_slot, 0);
            if takes_rest {
                self.emit_send(intern("delete"), 1, 0);
            } else {
                self.emit_send(sym::AREF, 1, 0);
            }
            self.match_pushed(&assoc.value(), fails, ctx)?;
        }
        if elems.is_empty() && rest.is_none() {
            self.emit_getlocal(d, 0);
            self.emit_send(sym::EMPTY_P, 0, 0);
            self.fail_unless(fails, ctx, "%p is not empty", &[d]);
        }
        if no_rest {
            self.emit_getlocal(d, 0);
            self.emit_send(sym::EMPTY_P, 0, 0);
            self.fail_unless(fails, ctx, "rest of %p is not empty", &[d]);
        }
        if let Some(target) = named_rest {
            self.emit_getlocal(d, 0);
            self.match_pushed(&target, fails, ctx)?;
        }
        Ok(())
    }
}
