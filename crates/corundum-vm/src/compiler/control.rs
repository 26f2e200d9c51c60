//! Control flow: conditionals, loops, `case`, `begin/rescue/else/ensure`, jumps out of loops and
//! blocks, and op-assignment of variables (`defined?` is in `defined.rs`).

use ruby_prism::Node;

use super::{CResult, Compiler, LoopCtx};
use crate::insn::Opcode;
use crate::iseq::{CatchKind, IseqKind};
use crate::symbol::{intern, SymbolId};

enum VarRef {
    Local(u32, u32),
    Ivar(SymbolId),
    Gvar(SymbolId),
    Cvar(SymbolId),
    Const(SymbolId),
}

impl<'v> Compiler<'v> {
    /// Compiles `node` as a branch condition: control jumps (to the returned operands, patched by
    /// the caller) when the condition's truth equals `jump_if`, and falls through otherwise.
    /// `a && b`, `a || b` and parenthesised conditions branch on their parts directly instead of
    /// computing the value (no `dup; branchunless; pop`).
    pub(crate) fn compile_branch(&mut self, node: &Node<'_>, jump_if: bool) -> CResult<Vec<usize>> {
        match node {
            Node::AndNode { .. } | Node::OrNode { .. } => {
                let (l, r, is_and) = match node {
                    Node::AndNode { .. } => {
                        let a = node.as_and_node().unwrap();
                        (a.left(), a.right(), true)
                    }
                    _ => {
                        let o = node.as_or_node().unwrap();
                        (o.left(), o.right(), false)
                    }
                };
                if jump_if == is_and {
                    // `a && b` jumping when true (or `a || b` when false): a decides only by
                    // failing, which skips to the fall-through.
                    let skip = self.compile_branch(&l, !jump_if)?;
                    let jumps = self.compile_branch(&r, jump_if)?;
                    for f in skip {
                        self.patch_here(f);
                    }
                    Ok(jumps)
                } else {
                    // `a && b` jumping when false (or `a || b` when true): either part jumps.
                    let mut jumps = self.compile_branch(&l, jump_if)?;
                    jumps.extend(self.compile_branch(&r, jump_if)?);
                    Ok(jumps)
                }
            }
            Node::ParenthesesNode { .. } => {
                let body = node.as_parentheses_node().unwrap().body();
                match body.as_ref().and_then(|b| b.as_statements_node()) {
                    Some(st) if st.body().iter().count() == 1 => {
                        let inner = st.body().iter().next().unwrap();
                        self.compile_branch(&inner, jump_if)
                    }
                    _ => self.compile_branch_value(node, jump_if),
                }
            }
            _ => self.compile_branch_value(node, jump_if),
        }
    }

    fn compile_branch_value(&mut self, node: &Node<'_>, jump_if: bool) -> CResult<Vec<usize>> {
        self.compile(node, true)?;
        Ok(vec![self.emit_jump(if jump_if { Opcode::BranchIf } else { Opcode::BranchUnless })])
    }

    pub(crate) fn compile_if(&mut self, n: &ruby_prism::IfNode<'_>, want: bool) -> CResult {
        let d0 = self.depth();
        let else_j = self.compile_branch(&n.predicate(), false)?;
        self.compile_opt_statements(n.statements(), want)?;
        let end_j = self.emit_jump(Opcode::Jump);
        for f in else_j {
            self.patch_here(f);
        }
        self.set_depth(d0);
        match n.subsequent() {
            Some(Node::ElseNode { .. }) => {
                let e = n.subsequent().unwrap().as_else_node().unwrap();
                self.compile_opt_statements(e.statements(), want)?;
            }
            Some(other) => self.compile(&other, want)?,
            None => {
                if want {
                    self.emit(Opcode::PutNil, &[]);
                }
            }
        }
        self.patch_here(end_j);
        Ok(())
    }

    pub(crate) fn compile_unless(&mut self, n: &ruby_prism::UnlessNode<'_>, want: bool) -> CResult {
        let d0 = self.depth();
        let else_j = self.compile_branch(&n.predicate(), true)?;
        self.compile_opt_statements(n.statements(), want)?;
        let end_j = self.emit_jump(Opcode::Jump);
        for f in else_j {
            self.patch_here(f);
        }
        self.set_depth(d0);
        match n.else_clause() {
            Some(e) => self.compile_opt_statements(e.statements(), want)?,
            None => {
                if want {
                    self.emit(Opcode::PutNil, &[]);
                }
            }
        }
        self.patch_here(end_j);
        Ok(())
    }

    pub(crate) fn compile_and_or(&mut self, left: &Node<'_>, right: &Node<'_>, is_and: bool, want: bool) -> CResult {
        self.compile(left, true)?;
        if want {
            self.emit(Opcode::Dup, &[]);
        }
        let j = self.emit_jump(if is_and { Opcode::BranchUnless } else { Opcode::BranchIf });
        if want {
            self.emit(Opcode::Pop, &[]);
        }
        self.compile(right, want)?;
        self.patch_here(j);
        Ok(())
    }

    pub(crate) fn compile_loop(&mut self, pred: &Node<'_>, body: Option<ruby_prism::StatementsNode<'_>>, until: bool, do_while: bool, want: bool) -> CResult {
        let d0 = self.depth();
        let cond_j = if do_while { None } else { Some(self.emit_jump(Opcode::Jump)) };
        let body_start = self.pc();
        let ensure_depth = self.sc().ensure_depth;
        self.sc().loops.push(LoopCtx { break_fixups: Vec::new(), next_fixups: Vec::new(), redo_target: body_start, depth: d0, ensure_depth });
        self.compile_opt_statements(body, false)?;
        let cond_at = self.pc();
        if let Some(j) = cond_j {
            self.patch_here(j);
        }
        for f in self.compile_branch(pred, !until)? {
            self.sc().asm.patch(f, body_start);
        }
        self.emit(Opcode::PutNil, &[]);
        let ctx = self.sc().loops.pop().expect("loop");
        for f in ctx.next_fixups {
            self.sc().asm.patch(f, cond_at);
        }
        for f in ctx.break_fixups {
            self.patch_here(f);
        }
        self.set_depth(d0 + 1);
        self.emit_pop_if(want);
        Ok(())
    }

    pub(crate) fn compile_for(&mut self, f: &ruby_prism::ForNode<'_>, want: bool) -> CResult {
        self.compile(&f.collection(), true)?;
        self.sc().uses_env = true;
        let (mname, base, depth) = self.enclosing_method();
        let line = f.location().start_line() as u32;
        let mut scope = self.new_scope(IseqKind::Block, format!("block in {base}"), line);
        scope.method_name = mname;
        scope.block_depth = depth.max(1);
        scope.transparent = true;
        self.push_scope(scope);
        let p = self.hidden_local();
        let multi = matches!(f.index(), Node::MultiTargetNode { .. });
        {
            let s = self.sc();
            s.params.has_params = true;
            if multi {
                // `for a, *b in x`: the block takes what is yielded as `|*r|` and assigns one
                // value (r[0], when it is alone) or all of them, as a multiple assignment.
                s.params.rest = Some(p);
            } else {
                s.params.lead = 1;
            }
        }
        self.emit_getlocal(p, 0);
        if multi {
            let m = f.index().as_multi_target_node().unwrap();
            self.emit(Opcode::Dup, &[]);
            self.emit_send(crate::symbol::sym::LENGTH, 0, 0);
            self.emit_putobject(crate::value::Value::fixnum(1));
            self.emit_send(crate::symbol::sym::EQ, 1, 0);
            let many = self.emit_jump(Opcode::BranchUnless);
            self.emit_putobject(crate::value::Value::fixnum(0));
            self.emit_send(crate::symbol::sym::AREF, 1, 0);
            self.patch_here(many);
            self.emit(Opcode::ToArrayForMasgn, &[]);
            self.compile_masgn_targets(&m.lefts(), m.rest(), &m.rights())?;
        } else {
            self.compile_target_assign(&f.index())?;
        }
        self.sc().body_start = self.pc();
        self.compile_opt_statements(f.statements(), true)?;
        self.emit(Opcode::Leave, &[]);
        let iseq = self.pop_scope();
        self.set_line(&f.as_node());
        let cs = self.new_call_site(intern("each"), 0, 0);
        self.emit(Opcode::Send, &[cs, iseq.0]);
        self.emit_pop_if(want);
        Ok(())
    }

    /// The hidden local holding a flip-flop's state, (index, level): in the scope that owns the
    /// code's locals (the method, class body or top level; blocks share their method's; each
    /// `eval` has its own), so the state lasts as long as that scope's frame.
    fn flip_flop_state(&mut self) -> (u32, u32) {
        let n = self.scopes.len();
        let mut i = n - 1;
        while i > 0 && matches!(self.scopes[i].kind, IseqKind::Block | IseqKind::Lambda) && !self.scopes[i].is_eval {
            i -= 1;
        }
        if self.scopes[i].frozen {
            i = self.scopes.iter().position(|s| !s.frozen).unwrap_or(n - 1);
        }
        let level = (n - 1 - i) as u32;
        let scope = &mut self.scopes[i];
        scope.locals.push(SymbolId(u32::MAX));
        if level > 0 {
            scope.uses_env = true;
        }
        ((scope.locals.len() - 1) as u32, level)
    }

    /// One end of a flip-flop as a branch: an Integer literal is compared with `$.`.
    fn flip_flop_end(&mut self, node: &Node<'_>, jump_if: bool) -> CResult<Vec<usize>> {
        if let Node::IntegerNode { .. } = node {
            self.compile(node, true)?;
            self.emit_global(Opcode::GetGlobal, intern("$."));
            self.emit_send(crate::symbol::sym::EQ, 1, 0);
            return Ok(vec![self.emit_jump(if jump_if { Opcode::BranchIf } else { Opcode::BranchUnless })]);
        }
        self.compile_branch(node, jump_if)
    }

    /// `cond1..cond2` (or `...`) in a condition: true from when cond1 holds until cond2 holds
    /// (checked at once for `..`, from the next evaluation for `...`). Pushes true or false.
    pub(crate) fn compile_flip_flop(&mut self, f: &ruby_prism::FlipFlopNode<'_>, want: bool) -> CResult {
        let d0 = self.depth();
        let (state, level) = self.flip_flop_state();
        let mut trues = Vec::new();
        let mut falses = Vec::new();
        self.emit_getlocal(state, level);
        let on = self.emit_jump(Opcode::BranchIf);
        // Off: does it turn on?
        match f.left() {
            Some(l) => falses.extend(self.flip_flop_end(&l, false)?),
            None => {}
        }
        self.emit_putobject(crate::value::Value::TRUE);
        self.emit_setlocal(state, level);
        if !f.is_exclude_end() {
            // `..` checks the end on the same evaluation.
            if let Some(r) = f.right() {
                let stay = self.flip_flop_end(&r, false)?;
                self.emit_putobject(crate::value::Value::FALSE);
                self.emit_setlocal(state, level);
                for j in stay {
                    self.patch_here(j);
                }
            }
        }
        trues.push(self.emit_jump(Opcode::Jump));
        // On: does it turn off?
        self.patch_here(on);
        self.set_depth(d0);
        if let Some(r) = f.right() {
            let stay = self.flip_flop_end(&r, false)?;
            self.emit_putobject(crate::value::Value::FALSE);
            self.emit_setlocal(state, level);
            for j in stay {
                self.patch_here(j);
            }
        }
        trues.push(self.emit_jump(Opcode::Jump));
        for j in falses {
            self.patch_here(j);
        }
        self.set_depth(d0);
        self.emit_putobject(crate::value::Value::FALSE);
        let end = self.emit_jump(Opcode::Jump);
        for j in trues {
            self.patch_here(j);
        }
        self.set_depth(d0);
        self.emit_putobject(crate::value::Value::TRUE);
        self.patch_here(end);
        self.emit_pop_if(want);
        Ok(())
    }

    pub(crate) fn compile_case(&mut self, c: &ruby_prism::CaseNode<'_>, want: bool) -> CResult {
        let d0 = self.depth();
        let tmp = match c.predicate() {
            Some(p) => {
                self.compile(&p, true)?;
                let t = self.hidden_local();
                self.emit_setlocal(t, 0);
                Some(t)
            }
            None => None,
        };
        let mut body_jumps: Vec<(Vec<usize>, Option<ruby_prism::StatementsNode<'_>>)> = Vec::new();
        for w in c.conditions().iter() {
            let w = w.as_when_node().expect("when");
            let mut js = Vec::new();
            for cond in w.conditions().iter() {
                self.set_line(&cond);
                match (&cond, tmp) {
                    (Node::SplatNode { .. }, Some(t)) => {
                        let s = cond.as_splat_node().unwrap();
                        self.compile_opt(s.expression(), true)?;
                        self.emit_getlocal(t, 0);
                        self.emit(Opcode::CheckMatch, &[1]);
                    }
                    (_, Some(t)) => {
                        self.compile(&cond, true)?;
                        self.emit_getlocal(t, 0);
                        self.emit(Opcode::CheckMatch, &[0]);
                    }
                    (Node::SplatNode { .. }, None) => {
                        let s = cond.as_splat_node().unwrap();
                        self.compile_opt(s.expression(), true)?;
                        self.emit(Opcode::SplatArray, &[]);
                        self.emit_send(intern("any?"), 0, 0);
                    }
                    (_, None) => self.compile(&cond, true)?,
                }
                js.push(self.emit_jump(Opcode::BranchIf));
            }
            body_jumps.push((js, w.statements()));
        }
        match c.else_clause() {
            Some(e) => self.compile_opt_statements(e.statements(), want)?,
            None => {
                if want {
                    self.emit(Opcode::PutNil, &[]);
                }
            }
        }
        let mut ends = vec![self.emit_jump(Opcode::Jump)];
        for (js, stmts) in body_jumps {
            for j in js {
                self.patch_here(j);
            }
            self.set_depth(d0);
            self.compile_opt_statements(stmts, want)?;
            ends.push(self.emit_jump(Opcode::Jump));
        }
        for e in ends {
            self.patch_here(e);
        }
        self.set_depth(d0 + want as i32);
        Ok(())
    }

    pub(crate) fn compile_begin(&mut self, b: &ruby_prism::BeginNode<'_>, want: bool) -> CResult {
        match b.ensure_clause() {
            Some(ens) => {
                let d0 = self.depth();
                let start = self.pc();
                self.sc().ensure_depth += 1;
                self.compile_rescue_part(b, want)?;
                self.sc().ensure_depth -= 1;
                let end = self.pc();
                self.compile_opt_statements(ens.statements(), false)?;
                let done = self.emit_jump(Opcode::Jump);
                let handler = self.pc();
                self.set_depth(d0);
                self.compile_opt_statements(ens.statements(), false)?;
                self.emit(Opcode::EndEnsure, &[]);
                let handler_end = self.pc();
                self.patch_here(done);
                self.set_depth(d0 + want as i32);
                self.add_catch(CatchKind::Ensure, start, end, handler, handler_end, 0, d0);
                Ok(())
            }
            None => self.compile_rescue_part(b, want),
        }
    }

    fn compile_rescue_part(&mut self, b: &ruby_prism::BeginNode<'_>, want: bool) -> CResult {
        let Some(rescue) = b.rescue_clause() else {
            self.compile_opt_statements(b.statements(), want && b.else_clause().is_none())?;
            if let Some(e) = b.else_clause() {
                self.compile_opt_statements(e.statements(), want)?;
            }
            return Ok(());
        };
        let d0 = self.depth();
        let start = self.pc();
        self.sc().retry_targets.push(start);
        let has_else = b.else_clause().is_some();
        self.compile_opt_statements(b.statements(), want && !has_else)?;
        let end = self.pc();
        if let Some(e) = b.else_clause() {
            self.compile_opt_statements(e.statements(), want)?;
        }
        let after = self.emit_jump(Opcode::Jump);
        let handler = self.pc();
        // The handler is on the `rescue` line (TracePoint's `:rescue` reports it there).
        self.set_line(&rescue.as_node());
        self.set_depth(d0 + 1);
        let tmp = self.hidden_local();
        self.emit_setlocal(tmp, 0);
        let mut afters = vec![after];
        let mut clause = Some(rescue);
        while let Some(r) = clause {
            let mut hits = Vec::new();
            let excs = r.exceptions();
            if excs.is_empty() {
                self.emit_getlocal(tmp, 0);
                let se = self.vm.core.standard_error;
                self.emit_putobject(se);
                self.emit(Opcode::RescueMatch, &[0]);
                hits.push(self.emit_jump(Opcode::BranchIf));
            }
            for e in excs.iter() {
                self.emit_getlocal(tmp, 0);
                if let Node::SplatNode { .. } = e {
                    self.compile_opt(e.as_splat_node().unwrap().expression(), true)?;
                    self.emit(Opcode::RescueMatch, &[1]);
                } else {
                    self.compile(&e, true)?;
                    self.emit(Opcode::RescueMatch, &[0]);
                }
                hits.push(self.emit_jump(Opcode::BranchIf));
            }
            let next = self.emit_jump(Opcode::Jump);
            for h in hits {
                self.patch_here(h);
            }
            if let Some(reference) = r.reference() {
                self.emit_getlocal(tmp, 0);
                self.compile_target_assign(&reference)?;
            }
            self.compile_opt_statements(r.statements(), want)?;
            afters.push(self.emit_jump(Opcode::Jump));
            self.patch_here(next);
            self.set_depth(d0);
            clause = r.subsequent();
        }
        self.emit_getlocal(tmp, 0);
        self.emit(Opcode::Reraise, &[]);
        let handler_end = self.pc();
        for a in afters {
            self.patch_here(a);
        }
        self.set_depth(d0 + want as i32);
        self.sc().retry_targets.pop();
        self.add_catch(CatchKind::Rescue, start, end, handler, handler_end, tmp, d0);
        Ok(())
    }

    pub(crate) fn compile_rescue_modifier(&mut self, r: &ruby_prism::RescueModifierNode<'_>, want: bool) -> CResult {
        let d0 = self.depth();
        let start = self.pc();
        self.compile(&r.expression(), true)?;
        let end = self.pc();
        let after = self.emit_jump(Opcode::Jump);
        let handler = self.pc();
        self.set_depth(d0 + 1);
        let tmp = self.hidden_local();
        self.emit_setlocal(tmp, 0);
        self.emit_getlocal(tmp, 0);
        let se = self.vm.core.standard_error;
        self.emit_putobject(se);
        self.emit(Opcode::RescueMatch, &[0]);
        let hit = self.emit_jump(Opcode::BranchIf);
        self.emit_getlocal(tmp, 0);
        self.emit(Opcode::Reraise, &[]);
        self.patch_here(hit);
        self.compile(&r.rescue_expression(), true)?;
        let handler_end = self.pc();
        self.patch_here(after);
        self.set_depth(d0 + 1);
        self.add_catch(CatchKind::Rescue, start, end, handler, handler_end, tmp, d0);
        self.emit_pop_if(want);
        Ok(())
    }

    fn compile_jump_value(&mut self, args: Option<ruby_prism::ArgumentsNode<'_>>) -> CResult {
        match args {
            None => {
                self.emit(Opcode::PutNil, &[]);
            }
            Some(a) => {
                let list = a.arguments();
                if list.len() == 1 && !matches!(list.first().unwrap(), Node::SplatNode { .. }) {
                    self.compile(&list.first().unwrap(), true)?;
                } else {
                    self.compile_array_elements(&list)?;
                }
            }
        }
        Ok(())
    }

    pub(crate) fn compile_return(&mut self, r: &ruby_prism::ReturnNode<'_>) -> CResult {
        self.compile_jump_value(r.arguments())?;
        self.set_line(&r.as_node());
        let (kind, ens) = {
            let s = self.sc();
            (s.kind, s.ensure_depth)
        };
        match kind {
            IseqKind::Block | IseqKind::Lambda => {
                self.emit(Opcode::ThrowReturn, &[]);
            }
            IseqKind::Method if ens > 0 => {
                self.emit(Opcode::ThrowReturn, &[]);
            }
            _ => {
                self.emit(Opcode::Leave, &[]);
            }
        }
        // Code after a jump is unreachable; keep the depth bookkeeping consistent for callers
        // that expect a value.
        self.sc().depth += 1;
        Ok(())
    }

    /// Adjusts the stack down to a loop's base depth, keeping the value on top.
    fn unwind_to(&mut self, base: i32) {
        let extra = self.depth() - 1 - base;
        if extra > 0 {
            self.emit(Opcode::SetN, &[extra as u64]);
            self.emit(Opcode::AdjustStack, &[extra as u64]);
        }
    }

    pub(crate) fn compile_break(&mut self, b: &ruby_prism::BreakNode<'_>) -> CResult {
        self.compile_jump_value(b.arguments())?;
        self.set_line(&b.as_node());
        if let Some((base, loop_ensures)) = self.sc().loops.last().map(|l| (l.depth, l.ensure_depth)) {
            if self.sc().ensure_depth > loop_ensures {
                let at = self.emit(Opcode::ThrowJump, &[0, base as u64, 1]);
                self.sc().loops.last_mut().unwrap().break_fixups.push(at + 1);
            } else {
                self.unwind_to(base);
                let j = self.emit_jump(Opcode::Jump);
                self.sc().loops.last_mut().unwrap().break_fixups.push(j);
            }
        } else {
            self.emit(Opcode::ThrowBreak, &[]);
        }
        self.sc().depth += 1;
        Ok(())
    }

    pub(crate) fn compile_next(&mut self, n: &ruby_prism::NextNode<'_>) -> CResult {
        if let Some((base, loop_ensures)) = self.sc().loops.last().map(|l| (l.depth, l.ensure_depth)) {
            let d = self.depth();
            if self.sc().ensure_depth > loop_ensures {
                self.emit(Opcode::PutNil, &[]);
                let at = self.emit(Opcode::ThrowJump, &[0, base as u64, 0]);
                self.sc().loops.last_mut().unwrap().next_fixups.push(at + 1);
            } else {
                if d > base {
                    self.emit(Opcode::AdjustStack, &[(d - base) as u64]);
                }
                let j = self.emit_jump(Opcode::Jump);
                self.sc().loops.last_mut().unwrap().next_fixups.push(j);
            }
            self.set_depth(d + 1);
        } else {
            self.compile_jump_value(n.arguments())?;
            self.emit(Opcode::Leave, &[]);
            self.sc().depth += 1;
        }
        Ok(())
    }

    pub(crate) fn compile_redo(&mut self, _node: &Node<'_>) -> CResult {
        let target = match self.sc().loops.last() {
            Some(l) => l.redo_target,
            None => self.sc().body_start,
        };
        self.emit_jump_to(Opcode::Jump, target);
        self.sc().depth += 1;
        Ok(())
    }

    pub(crate) fn compile_retry(&mut self, _node: &Node<'_>) -> CResult {
        match self.sc().retry_targets.last().copied() {
            Some(t) => {
                let d0 = self.catch_depth_for_retry();
                let d = self.depth();
                if d > d0 {
                    self.emit(Opcode::AdjustStack, &[(d - d0) as u64]);
                }
                self.emit_jump_to(Opcode::Jump, t);
                self.set_depth(d + 1);
            }
            None => {
                self.emit(Opcode::PutNil, &[]);
            }
        }
        Ok(())
    }

    fn catch_depth_for_retry(&mut self) -> i32 {
        // A retry sits in a rescue clause, whose depth equals the begin's start depth.
        self.depth()
    }

    pub(crate) fn compile_var_op_write(&mut self, node: &Node<'_>, want: bool) -> CResult {
        // (variable, value, operator, kind 0 = op, 1 = ||=, 2 = &&=)
        let (var, value, op, kind): (VarRef, Node<'_>, Option<SymbolId>, u8) = match node {
            Node::LocalVariableOperatorWriteNode { .. } => {
                let n = node.as_local_variable_operator_write_node().unwrap();
                let (i, l) = self.resolve_local(self.sym(&n.name()), n.depth());
                (VarRef::Local(i, l), n.value(), Some(self.sym(&n.binary_operator())), 0)
            }
            Node::LocalVariableOrWriteNode { .. } => {
                let n = node.as_local_variable_or_write_node().unwrap();
                let (i, l) = self.resolve_local(self.sym(&n.name()), n.depth());
                (VarRef::Local(i, l), n.value(), None, 1)
            }
            Node::LocalVariableAndWriteNode { .. } => {
                let n = node.as_local_variable_and_write_node().unwrap();
                let (i, l) = self.resolve_local(self.sym(&n.name()), n.depth());
                (VarRef::Local(i, l), n.value(), None, 2)
            }
            Node::InstanceVariableOperatorWriteNode { .. } => {
                let n = node.as_instance_variable_operator_write_node().unwrap();
                (VarRef::Ivar(self.sym(&n.name())), n.value(), Some(self.sym(&n.binary_operator())), 0)
            }
            Node::InstanceVariableOrWriteNode { .. } => {
                let n = node.as_instance_variable_or_write_node().unwrap();
                (VarRef::Ivar(self.sym(&n.name())), n.value(), None, 1)
            }
            Node::InstanceVariableAndWriteNode { .. } => {
                let n = node.as_instance_variable_and_write_node().unwrap();
                (VarRef::Ivar(self.sym(&n.name())), n.value(), None, 2)
            }
            Node::GlobalVariableOperatorWriteNode { .. } => {
                let n = node.as_global_variable_operator_write_node().unwrap();
                (VarRef::Gvar(self.sym(&n.name())), n.value(), Some(self.sym(&n.binary_operator())), 0)
            }
            Node::GlobalVariableOrWriteNode { .. } => {
                let n = node.as_global_variable_or_write_node().unwrap();
                (VarRef::Gvar(self.sym(&n.name())), n.value(), None, 1)
            }
            Node::GlobalVariableAndWriteNode { .. } => {
                let n = node.as_global_variable_and_write_node().unwrap();
                (VarRef::Gvar(self.sym(&n.name())), n.value(), None, 2)
            }
            Node::ClassVariableOperatorWriteNode { .. } => {
                let n = node.as_class_variable_operator_write_node().unwrap();
                (VarRef::Cvar(self.sym(&n.name())), n.value(), Some(self.sym(&n.binary_operator())), 0)
            }
            Node::ClassVariableOrWriteNode { .. } => {
                let n = node.as_class_variable_or_write_node().unwrap();
                (VarRef::Cvar(self.sym(&n.name())), n.value(), None, 1)
            }
            Node::ClassVariableAndWriteNode { .. } => {
                let n = node.as_class_variable_and_write_node().unwrap();
                (VarRef::Cvar(self.sym(&n.name())), n.value(), None, 2)
            }
            Node::ConstantOperatorWriteNode { .. } => {
                let n = node.as_constant_operator_write_node().unwrap();
                (VarRef::Const(self.sym(&n.name())), n.value(), Some(self.sym(&n.binary_operator())), 0)
            }
            Node::ConstantOrWriteNode { .. } => {
                let n = node.as_constant_or_write_node().unwrap();
                (VarRef::Const(self.sym(&n.name())), n.value(), None, 1)
            }
            Node::ConstantAndWriteNode { .. } => {
                let n = node.as_constant_and_write_node().unwrap();
                (VarRef::Const(self.sym(&n.name())), n.value(), None, 2)
            }
            Node::ConstantPathOperatorWriteNode { .. } => {
                let n = node.as_constant_path_operator_write_node().unwrap();
                let op = self.sym(&n.binary_operator());
                return self.compile_const_path_op_write(&n.target(), &n.value(), Some(op), 0, want);
            }
            Node::ConstantPathOrWriteNode { .. } => {
                let n = node.as_constant_path_or_write_node().unwrap();
                return self.compile_const_path_op_write(&n.target(), &n.value(), None, 1, want);
            }
            Node::ConstantPathAndWriteNode { .. } => {
                let n = node.as_constant_path_and_write_node().unwrap();
                return self.compile_const_path_op_write(&n.target(), &n.value(), None, 2, want);
            }
            _ => return self.unsupported(node, "this op-assignment", want),
        };
        self.set_line(node);
        // Read (guarded for ||= on constants and class variables, which raise when unset).
        let guard = if kind == 1 {
            match var {
                VarRef::Const(id) => Some(Opcode::DefinedConst).map(|op| (op, id)),
                VarRef::Cvar(id) => Some((Opcode::DefinedCvar, id)),
                _ => None,
            }
        } else {
            None
        };
        let d0 = self.depth();
        let mut unset_j = None;
        if let Some((op, id)) = guard {
            self.emit(op, &[id.0 as u64]);
            unset_j = Some(self.emit_jump(Opcode::BranchUnless));
        }
        self.emit_var_read(&var);
        if let Some(j) = unset_j {
            let skip = self.emit_jump(Opcode::Jump);
            self.patch_here(j);
            self.set_depth(d0);
            self.emit(Opcode::PutNil, &[]);
            self.patch_here(skip);
        }
        match kind {
            0 => {
                self.compile(&value, true)?;
                let o = op.expect("operator");
                let cs = self.new_call_site(o, 1, 0);
                // `x op= v` with a comparison or `[]` operator is still a plain call.
                let opc = match Self::opt_binary(o) {
                    Some(Opcode::OptAref | Opcode::OptEq | Opcode::OptNeq | Opcode::OptLt | Opcode::OptLe | Opcode::OptGt | Opcode::OptGe) | None => {
                        Opcode::SendWithoutBlock
                    }
                    Some(op) => op,
                };
                self.emit(opc, &[cs]);
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                self.emit_var_write(&var);
            }
            _ => {
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                let done = self.emit_jump(if kind == 1 { Opcode::BranchIf } else { Opcode::BranchUnless });
                if want {
                    self.emit(Opcode::Pop, &[]);
                }
                self.compile(&value, true)?;
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                self.emit_var_write(&var);
                self.patch_here(done);
            }
        }
        Ok(())
    }

    /// `Mod::X op= v`, `Mod::X ||= v`, `Mod::X &&= v` (kind 0, 1, 2): the module is evaluated
    /// once, first; `||=` assigns when the constant is not defined (nothing loads) or falsy.
    fn compile_const_path_op_write(&mut self, target: &ruby_prism::ConstantPathNode<'_>, value: &Node<'_>, op: Option<SymbolId>, kind: u8, want: bool) -> CResult {
        let id = target.name().map(|c| self.sym(&c)).unwrap_or(SymbolId(0));
        match target.parent() {
            Some(p) => self.compile(&p, true)?,
            None => {
                let o = self.vm.core.object;
                self.emit_putobject(o);
            }
        }
        let m = self.hidden_local();
        self.emit_setlocal(m, 0);
        self.set_line(&target.as_node());
        let d0 = self.depth();
        let mut assign_j = None;
        if kind == 1 {
            self.emit_getlocal(m, 0);
            self.emit(Opcode::DefinedConstFrom, &[id.0 as u64]);
            assign_j = Some(self.emit_jump(Opcode::BranchUnless));
        }
        self.emit_getlocal(m, 0);
        self.emit(Opcode::GetConstFrom, &[id.0 as u64]);
        let mut done = None;
        match kind {
            0 => {
                self.compile(value, true)?;
                let cs = self.new_call_site(op.expect("operator"), 1, 0);
                self.emit(Opcode::SendWithoutBlock, &[cs]);
            }
            _ => {
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                done = Some(self.emit_jump(if kind == 1 { Opcode::BranchIf } else { Opcode::BranchUnless }));
                if want {
                    self.emit(Opcode::Pop, &[]);
                }
                if let Some(j) = assign_j {
                    self.patch_here(j);
                }
                self.set_depth(d0);
                self.compile(value, true)?;
            }
        }
        if want {
            self.emit(Opcode::Dup, &[]);
        }
        self.emit_getlocal(m, 0);
        self.emit(Opcode::SetConstFrom, &[id.0 as u64]);
        if let Some(j) = done {
            self.patch_here(j);
        }
        self.set_depth(d0 + want as i32);
        Ok(())
    }

    fn emit_var_read(&mut self, v: &VarRef) {
        match *v {
            VarRef::Local(i, l) => self.emit_getlocal(i, l),
            VarRef::Ivar(id) => {
                let c = self.sc().asm.new_ivar_cache();
                self.emit(Opcode::GetIvar, &[id.0 as u64, c]);
            }
            VarRef::Gvar(id) => {
                self.emit_global(Opcode::GetGlobal, id);
            }
            VarRef::Cvar(id) => {
                self.emit(Opcode::GetCvar, &[id.0 as u64]);
            }
            VarRef::Const(id) => {
                let c = self.sc().asm.new_const_cache();
                self.emit(Opcode::GetConst, &[id.0 as u64, c]);
            }
        }
    }

    fn emit_var_write(&mut self, v: &VarRef) {
        match *v {
            VarRef::Local(i, l) => self.emit_setlocal(i, l),
            VarRef::Ivar(id) => {
                let c = self.sc().asm.new_ivar_cache();
                self.emit(Opcode::SetIvar, &[id.0 as u64, c]);
            }
            VarRef::Gvar(id) => {
                self.emit_global(Opcode::SetGlobal, id);
            }
            VarRef::Cvar(id) => {
                self.emit(Opcode::SetCvar, &[id.0 as u64]);
            }
            VarRef::Const(id) => {
                self.emit(Opcode::SetConst, &[id.0 as u64]);
            }
        }
    }
}
