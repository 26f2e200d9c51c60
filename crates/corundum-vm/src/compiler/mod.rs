//! The compiler: Prism AST -> instruction sequences.
//!
//! Structure: `mod.rs` holds the driver, scopes and local variables, literals and variables;
//! `call.rs` calls, arguments, blocks, `yield` and `super`; `control.rs` conditionals, loops,
//! exceptions and jumps; `define.rs` methods, classes, parameters and multiple assignment;
//! `pattern.rs` pattern matching (`case/in`, `=>`, `in`).
//!
//! Invariants:
//! - Every heap object the compiler creates (string/bignum literals, child iseqs) is pushed to
//!   `vm.compile_roots` until the caller roots the finished top-level iseq.
//! - The compiler tracks the operand stack depth of every instruction it emits (`Scope::depth`);
//!   catch-table entries record the depth at the start of their region so the VM can reset the
//!   stack before running a handler. After an unconditional jump the code that follows is only
//!   reachable through a label, and the compiler sets the depth explicitly there.
//! - A scope decides at the end whether its locals live in a heap env (it contains a block or
//!   lambda) and then rewrites its level-0 local instructions accordingly.

mod call;
mod control;
mod define;
mod defined;
mod pattern;
mod regexp;
pub(crate) use regexp::backref_kind;

use crate::core::protocol::EncodingId;
use std::rc::Rc;

use ruby_prism::Node;

use crate::insn::{Opcode, INSNS};
use crate::iseq::{call_flags, Assembler, CatchEntry, CatchKind, IseqKind, Params};
use crate::object::{self};
use crate::symbol::{intern, intern_bytes, SymbolId};
use crate::value::Value;
use crate::vm::Vm;

pub struct CompileError {
    pub line: u32,
    pub message: String,
}

pub(crate) struct LoopCtx {
    pub break_fixups: Vec<usize>,
    pub next_fixups: Vec<usize>,
    pub redo_target: usize,
    pub depth: i32,
    /// `Scope::ensure_depth` at the loop: a `break`/`next` deeper than this leaves ensure
    /// clauses, so it unwinds (`throw_jump`) instead of jumping.
    pub ensure_depth: u32,
}

pub(crate) struct Scope {
    pub asm: Assembler,
    pub kind: IseqKind,
    pub name: String,
    pub method_name: Option<SymbolId>,
    pub block_depth: u32,
    pub locals: Vec<SymbolId>,
    /// A `for` body: shares locals with the enclosing scope in Prism's depth counting.
    pub transparent: bool,
    /// Blocks inside may capture this scope's locals (informational: frames make an env
    /// lazily, when a block is captured).
    pub uses_env: bool,
    pub uses_home_block: bool,
    pub catch_table: Vec<CatchEntry>,
    pub loops: Vec<LoopCtx>,
    pub retry_targets: Vec<usize>,
    /// Number of enclosing `ensure` regions in this scope (a `return` through one must unwind).
    pub ensure_depth: u32,
    pub depth: i32,
    pub params: Params,
    pub first_line: u32,
    /// Start of the body (where `redo` in a block jumps).
    pub body_start: usize,
    /// The hidden local holding `$~` (`iseq::NO_SVAR` until some code needs it), and how many
    /// scopes out it lives (0: this scope owns it).
    pub svar: u32,
    pub svar_level: u32,
    /// A scope of code already running that `eval` compiles into (`compile_eval`): its locals
    /// are fixed (an env that exists), so nothing may be added to it.
    pub frozen: bool,
    /// The top scope of code compiled by `eval`.
    pub is_eval: bool,
}

impl Scope {
    fn new(kind: IseqKind, name: String, first_line: u32) -> Scope {
        Scope {
            asm: Assembler::new(),
            kind,
            name,
            method_name: None,
            block_depth: 0,
            locals: Vec::new(),
            transparent: false,
            uses_env: false,
            uses_home_block: false,
            catch_table: Vec::new(),
            loops: Vec::new(),
            retry_targets: Vec::new(),
            ensure_depth: 0,
            depth: 0,
            params: Params::default(),
            first_line,
            body_start: 0,
            svar: crate::iseq::NO_SVAR,
            svar_level: 0,
            frozen: false,
            is_eval: false,
        }
    }
}

pub struct Compiler<'v> {
    pub(crate) vm: &'v mut Vm,
    pub(crate) path: Rc<str>,
    pub(crate) scopes: Vec<Scope>,
    pub(crate) frozen_strings: bool,
    /// The source file's encoding (its `# encoding:` magic comment, UTF-8 without one): string
    /// literals and `__ENCODING__` take it.
    pub(crate) source_encoding: EncodingId,
    /// Label of the top-level iseq ("<main>" or "<top (required)>").
    pub(crate) top_label: String,
    /// The receivers (and index arguments, and scope modules) of a multiple assignment's
    /// targets, evaluated into hidden locals before its right side, in target order
    /// (`define::compile_multi_write`); None outside one.
    pub(crate) masgn_pre: Option<std::collections::VecDeque<Vec<u32>>>,
}

pub type CResult<T = ()> = Result<T, CompileError>;

/// The options every parse starts from: Prism is asked for CRuby 4.0's grammar, so syntax
/// added after 4.0 (`def f(&nil)`, ...) is a SyntaxError here as it is there, never a node
/// the compiler does not know.
pub fn prism_options() -> ruby_prism::Options {
    ruby_prism::Options::default().version(ruby_prism::Version::CRuby4_0)
}

/// Compiles a parsed program into a top-level iseq.
/// `first_line`: the line the source starts on (1, or `ISeq.compile`'s line argument).
pub fn compile_program(vm: &mut Vm, program: &Node<'_>, path: &str, top_label: &str, frozen_strings: bool, source_encoding: EncodingId, first_line: u32) -> CResult<Value> {
    let mut c = Compiler { vm, path: Rc::from(path), scopes: Vec::new(), frozen_strings, source_encoding, top_label: top_label.to_string(), masgn_pre: None };
    let p = program.as_program_node().expect("program node");
    let mut scope = Scope::new(IseqKind::Top, top_label.to_string(), first_line);
    scope.locals = p.locals().iter().map(|id| intern_bytes(id.as_slice())).collect();
    c.scopes.push(scope);
    let stmts = p.statements();
    c.compile_statements(&stmts, true)?;
    c.emit(Opcode::Leave, &[]);
    let scope = c.scopes.pop().expect("top scope");
    Ok(c.finish_scope(scope))
}

/// A scope of running code that `eval` compiles into (see `compile_eval`): the locals of one
/// env of the binding's chain, as its owner iseq names them (hidden slots included, so that
/// indexes match the env).
pub struct OuterScope {
    pub locals: Vec<SymbolId>,
    pub kind: IseqKind,
    pub name: String,
    pub method_name: Option<SymbolId>,
    pub block_depth: u32,
    pub transparent: bool,
    pub svar: u32,
}

/// Compiles code given to `eval` (parsed with `outer`'s names as Prism scopes) into a block-like
/// iseq that runs with the binding's env as its outer env. `outer` lists the binding's envs
/// outermost first; they become frozen compiler scopes, so a read of `x` at Prism depth 2 is an
/// env read two levels out, exactly as in a block. Locals first assigned by the evaluated code
/// are the new iseq's own.
pub fn compile_eval(
    vm: &mut Vm,
    program: &Node<'_>,
    path: &str,
    outer: &[OuterScope],
    frozen_strings: bool,
    source_encoding: EncodingId,
) -> CResult<Value> {
    let top_label = outer.first().map_or_else(|| "<main>".to_string(), |s| s.name.clone());
    let mut c = Compiler { vm, path: Rc::from(path), scopes: Vec::new(), frozen_strings, source_encoding, top_label, masgn_pre: None };
    for o in outer {
        let mut scope = Scope::new(o.kind, o.name.clone(), 1);
        scope.locals = o.locals.clone();
        scope.method_name = o.method_name;
        scope.block_depth = o.block_depth;
        scope.transparent = o.transparent;
        scope.svar = o.svar;
        scope.frozen = true;
        c.scopes.push(scope);
    }
    let (mname, base, depth) = c.enclosing_method();
    let label = match outer.last() {
        Some(o) => o.name.clone(),
        None => base,
    };
    let p = program.as_program_node().expect("program node");
    let mut scope = Scope::new(IseqKind::Block, label, 1);
    scope.method_name = mname;
    scope.block_depth = depth;
    scope.is_eval = true;
    scope.uses_home_block = true;
    scope.locals = p.locals().iter().map(|id| intern_bytes(id.as_slice())).collect();
    c.scopes.push(scope);
    let stmts = p.statements();
    c.compile_statements(&stmts, true)?;
    c.emit(Opcode::Leave, &[]);
    let scope = c.scopes.pop().expect("eval scope");
    Ok(c.finish_scope(scope))
}

impl<'v> Compiler<'v> {
    pub(crate) fn sc(&mut self) -> &mut Scope {
        self.scopes.last_mut().expect("scope")
    }

    pub(crate) fn pc(&mut self) -> usize {
        self.sc().asm.pc()
    }

    pub(crate) fn line_of(&self, node: &Node<'_>) -> u32 {
        node.location().start_line() as u32
    }

    pub(crate) fn set_line(&mut self, node: &Node<'_>) {
        let l = self.line_of(node);
        self.sc().asm.set_line(l);
    }

    /// Emits the `leave` ending a method, block or class body, on the line of its `end` (where
    /// TracePoint's `:return`/`:b_return`/`:end` events report it).
    pub(crate) fn emit_body_leave(&mut self, node: &Node<'_>) {
        let l = node.location().end_line() as u32;
        self.sc().asm.set_line(l);
        self.emit(Opcode::Leave, &[]);
    }

    /// Emits an instruction and tracks its stack effect.
    pub(crate) fn emit(&mut self, op: Opcode, operands: &[u64]) -> usize {
        let eff = self.stack_effect(op, operands);
        let s = self.sc();
        let at = s.asm.emit(op, operands);
        s.depth += eff;
        debug_assert!(s.depth >= 0, "negative stack depth after {}", op.info().name);
        at
    }

    fn stack_effect(&self, op: Opcode, operands: &[u64]) -> i32 {
        let info = &INSNS[op as usize];
        let s = self.scopes.last().expect("scope");
        let ci = |i: u64| &s.asm.call_infos[i as usize];
        match op {
            Opcode::Send | Opcode::SendWithoutBlock | Opcode::InvokeSuper => {
                let c = ci(operands[0]);
                let blockarg = if c.flags & call_flags::BLOCKARG != 0 { 1 } else { 0 };
                -(c.argc as i32 + 1 + blockarg) + 1
            }
            Opcode::InvokeBlock => -(ci(operands[0]).argc as i32) + 1,
            Opcode::DupN => operands[0] as i32,
            Opcode::AdjustStack => -(operands[0] as i32),
            Opcode::NewArray | Opcode::NewHash | Opcode::ConcatStrings => -(operands[0] as i32) + 1,
            Opcode::ExpandArray => -1 + operands[0] as i32 + operands[1] as i32 + operands[2] as i32,
            _ => {
                debug_assert!(info.pops >= 0 && info.pushes >= 0, "{} needs an explicit stack effect", info.name);
                info.pushes as i32 - info.pops as i32
            }
        }
    }

    pub(crate) fn set_depth(&mut self, d: i32) {
        self.sc().depth = d;
    }
    pub(crate) fn depth(&mut self) -> i32 {
        self.sc().depth
    }

    /// Emits a jump-like instruction to a not-yet-known target; returns the operand to patch.
    pub(crate) fn emit_jump(&mut self, op: Opcode) -> usize {
        let at = self.emit(op, &[0]);
        at + 1
    }
    pub(crate) fn emit_jump_to(&mut self, op: Opcode, target: usize) {
        self.emit(op, &[target as u64]);
    }
    pub(crate) fn patch_here(&mut self, operand_at: usize) {
        self.sc().asm.patch_here(operand_at);
    }

    pub(crate) fn new_call_site(&mut self, mid: SymbolId, argc: u32, flags: u32) -> u64 {
        self.sc().asm.new_call_site(mid, argc, flags)
    }
    pub(crate) fn new_call_site_kw(&mut self, mid: SymbolId, argc: u32, flags: u32, kw_names: Vec<SymbolId>) -> u64 {
        self.sc().asm.new_call_site_kw(mid, argc, flags, kw_names)
    }

    /// Emits a call of `mid` with `argc` stack arguments and no block.
    pub(crate) fn emit_send(&mut self, mid: SymbolId, argc: u32, flags: u32) {
        let cs = self.new_call_site(mid, argc, flags);
        self.emit(Opcode::SendWithoutBlock, &[cs]);
    }

    pub(crate) fn emit_putobject(&mut self, v: Value) {
        if v.is_heap() {
            self.vm.compile_roots.push(v);
        }
        self.emit(Opcode::PutObject, &[v.0]);
    }

    pub(crate) fn emit_pop_if(&mut self, want: bool) {
        if !want {
            self.emit(Opcode::Pop, &[]);
        }
    }

    /// A handler for `start..end`, whose code is `handler..handler_end`; a rescue handler keeps
    /// the exception in hidden local `slot` (see `CatchEntry`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn add_catch(&mut self, kind: CatchKind, start: usize, end: usize, handler: usize, handler_end: usize, slot: u32, depth: i32) {
        self.sc().catch_table.push(CatchEntry {
            kind,
            start: start as u32,
            end: end as u32,
            handler: handler as u32,
            sp: depth as u32,
            handler_end: handler_end as u32,
            slot,
        });
    }

    /// A hidden local in the current scope (for temporaries such as a rescued exception).
    pub(crate) fn hidden_local(&mut self) -> u32 {
        let s = self.sc();
        s.locals.push(SymbolId(u32::MAX));
        (s.locals.len() - 1) as u32
    }

    /// Builds the iseq object for a finished scope.
    pub(crate) fn finish_scope(&mut self, mut scope: Scope) -> Value {
        scope.asm.fuse_superinstructions(&mut scope.catch_table, &mut scope.params.opt_table);
        let (code, call_infos, nivar, nconst, lines, line_events) = scope.asm.finish();
        let parts = crate::iseq::IseqParts {
            kind: scope.kind,
            name: scope.name,
            method_name: scope.method_name,
            block_depth: scope.block_depth,
            uses_home_block: scope.uses_home_block,
            path: self.path.clone(),
            code,
            call_infos,
            ivar_cache_count: nivar,
            const_cache_count: nconst,
            lines,
            line_events,
            first_line: scope.first_line,
            catch_table: scope.catch_table,
            local_names: scope.locals,
            svar: scope.svar,
            svar_level: scope.svar_level,
            ruby2_keywords: false,
            transparent: scope.transparent,
            is_eval: scope.is_eval,
            uses_env: scope.uses_env,
            params: scope.params,
        };
        // The interpreter reads code and stack unchecked on the strength of these checks.
        let data = parts.into_data().unwrap_or_else(|m| panic!("compiler bug: {m}"));
        let v = self.vm.new_iseq(data);
        for (site, cc) in object::as_iseq(v).data.call_caches.iter().enumerate() {
            cc.owner.set(v);
            cc.site.set(site as u32);
        }
        self.vm.compile_roots.push(v);
        v
    }

    // ------------------------------------------------------------------ locals

    /// (index, level) of local `name` at Prism depth `depth`.
    pub(crate) fn resolve_local(&mut self, name: SymbolId, depth: u32) -> (u32, u32) {
        let mut d = depth;
        let mut level = 0u32;
        let n = self.scopes.len();
        let mut i = n - 1;
        loop {
            if d == 0 && !self.scopes[i].transparent {
                break;
            }
            if !self.scopes[i].transparent {
                d -= 1;
            }
            // A transparent scope's own hidden locals are never the target of a Prism depth.
            level += 1;
            if i == 0 {
                break;
            }
            i -= 1;
        }
        if self.scopes[i].frozen && !self.scopes[i].locals.contains(&name) {
            // A running scope cannot grow (Prism names only what it has, so this is a name it
            // did not see): the local becomes the evaluated code's own.
            i = self.scopes.iter().position(|s| !s.frozen).unwrap_or(n - 1);
            level = (n - 1 - i) as u32;
        }
        let scope = &mut self.scopes[i];
        let idx = match scope.locals.iter().position(|&l| l == name) {
            Some(p) => p,
            None => {
                scope.locals.push(name);
                scope.locals.len() - 1
            }
        };
        // Any access from an inner scope forces the target scope into an env.
        if level > 0 {
            scope.uses_env = true;
        }
        (idx as u32, level)
    }

    /// (index, level) of an anonymous parameter (`*`, `**`, `...`) being forwarded: the
    /// method's own, or, in code compiled by `eval`, that of the running method it is in.
    pub(crate) fn resolve_anonymous(&mut self, name: SymbolId) -> (u32, u32) {
        if self.scopes.iter().any(|s| s.frozen) {
            let n = self.scopes.len();
            let mut level = 0u32;
            for i in (0..n).rev() {
                if let Some(idx) = self.scopes[i].locals.iter().position(|&l| l == name) {
                    return (idx as u32, level);
                }
                level += 1;
            }
        }
        self.resolve_local(name, 0)
    }

    pub(crate) fn emit_getlocal(&mut self, idx: u32, level: u32) {
        if level == 0 {
            self.emit(Opcode::GetLocal, &[idx as u64]);
        } else {
            self.emit(Opcode::GetLocalEnv, &[idx as u64, level as u64]);
        }
    }
    pub(crate) fn emit_setlocal(&mut self, idx: u32, level: u32) {
        if level == 0 {
            self.emit(Opcode::SetLocal, &[idx as u64]);
        } else {
            self.emit(Opcode::SetLocalEnv, &[idx as u64, level as u64]);
        }
    }

    pub(crate) fn sym(&self, id: &ruby_prism::ConstantId<'_>) -> SymbolId {
        intern_bytes(id.as_slice())
    }

    // ------------------------------------------------------------------ statements

    pub(crate) fn compile_statements(&mut self, stmts: &ruby_prism::StatementsNode<'_>, want: bool) -> CResult {
        let body = stmts.body();
        let n = body.len();
        if n == 0 {
            if want {
                self.emit(Opcode::PutNil, &[]);
            }
            return Ok(());
        }
        for (i, s) in body.iter().enumerate() {
            self.set_line(&s);
            let l = self.line_of(&s);
            self.sc().asm.line_event(l);
            self.compile(&s, want && i == n - 1)?;
        }
        Ok(())
    }

    pub(crate) fn compile_opt_statements(&mut self, stmts: Option<ruby_prism::StatementsNode<'_>>, want: bool) -> CResult {
        match stmts {
            Some(s) => self.compile_statements(&s, want),
            None => {
                if want {
                    self.emit(Opcode::PutNil, &[]);
                }
                Ok(())
            }
        }
    }

    pub(crate) fn compile_opt(&mut self, node: Option<Node<'_>>, want: bool) -> CResult {
        match node {
            Some(n) => self.compile(&n, want),
            None => {
                if want {
                    self.emit(Opcode::PutNil, &[]);
                }
                Ok(())
            }
        }
    }

    /// Emits code raising NotImplementedError for a construct this VM does not support yet.
    pub(crate) fn unsupported(&mut self, node: &Node<'_>, what: &str, want: bool) -> CResult {
        self.set_line(node);
        let msg = self.vm.new_str(&format!("{what} is not supported by Corundum yet"));
        self.vm.compile_roots.push(msg);
        let cls = self.vm.core.not_implemented_error;
        self.emit(Opcode::PutSelf, &[]);
        self.emit_putobject(cls);
        self.emit_putobject(msg);
        self.emit_send(crate::symbol::sym::RAISE, 2, call_flags::FCALL);
        self.emit_pop_if(want);
        Ok(())
    }

    /// Compiles any expression node; pushes its value iff `want`.
    pub(crate) fn compile(&mut self, node: &Node<'_>, want: bool) -> CResult {
        // Nested expressions recurse here: stop before the machine stack runs out.
        if crate::vm::stack_guard::stack_pointer() < self.vm.stack_floor {
            return Err(CompileError { line: self.line_of(node), message: "stack level too deep (code nested too deeply to compile)".into() });
        }
        match node {
            Node::StatementsNode { .. } => self.compile_statements(&node.as_statements_node().unwrap(), want),
            Node::ParenthesesNode { .. } => self.compile_opt(node.as_parentheses_node().unwrap().body(), want),
            Node::NilNode { .. } => {
                if want {
                    self.emit(Opcode::PutNil, &[]);
                }
                Ok(())
            }
            Node::TrueNode { .. } => {
                if want {
                    self.emit_putobject(Value::TRUE);
                }
                Ok(())
            }
            Node::FalseNode { .. } => {
                if want {
                    self.emit_putobject(Value::FALSE);
                }
                Ok(())
            }
            Node::SelfNode { .. } => {
                if want {
                    self.emit(Opcode::PutSelf, &[]);
                }
                Ok(())
            }
            Node::IntegerNode { .. } => {
                if want {
                    let v = self.integer_value(&node.as_integer_node().unwrap().value());
                    self.emit_putobject(v);
                }
                Ok(())
            }
            Node::FloatNode { .. } => {
                if want {
                    let f = node.as_float_node().unwrap().value();
                    let v = self.vm.new_float(f);
                    self.emit_putobject(v);
                }
                Ok(())
            }
            Node::RationalNode { .. } | Node::ImaginaryNode { .. } => {
                if want {
                    let v = self.numeric_literal(node);
                    self.emit_putobject(v);
                }
                Ok(())
            }
            Node::StringNode { .. } => {
                let n = node.as_string_node().unwrap();
                if want {
                    let binary = n.is_forced_binary_encoding();
                    let frozen = n.is_frozen() || (self.frozen_strings && !n.is_mutable());
                    let forced_utf8 = n.is_forced_utf8_encoding();
                    self.emit_string_literal_in(n.unescaped(), binary, frozen, forced_utf8);
                }
                Ok(())
            }
            // `cmd` and %x{cmd}: a private call of Kernel#` with the command String, as CRuby.
            Node::XStringNode { .. } => {
                let n = node.as_x_string_node().unwrap();
                self.emit(Opcode::PutSelf, &[]);
                self.emit_string_literal_in(n.unescaped(), false, false, false);
                self.set_line(node);
                self.emit_send(intern("`"), 1, call_flags::FCALL);
                self.emit_pop_if(want);
                Ok(())
            }
            Node::InterpolatedXStringNode { .. } => {
                let n = node.as_interpolated_x_string_node().unwrap();
                self.emit(Opcode::PutSelf, &[]);
                self.compile_interpolation(&n.parts())?;
                self.set_line(node);
                self.emit_send(intern("`"), 1, call_flags::FCALL);
                self.emit_pop_if(want);
                Ok(())
            }
            Node::InterpolatedStringNode { .. } => {
                let n = node.as_interpolated_string_node().unwrap();
                // Interpolated strings are never frozen by the magic comment (Ruby 3.0+).
                self.compile_interpolation(&n.parts())?;
                self.emit_pop_if(want);
                Ok(())
            }
            Node::SymbolNode { .. } => {
                if want {
                    let n = node.as_symbol_node().unwrap();
                    let id = intern_bytes(n.unescaped());
                    self.emit_putobject(Value::symbol(id));
                }
                Ok(())
            }
            Node::InterpolatedSymbolNode { .. } => {
                let n = node.as_interpolated_symbol_node().unwrap();
                self.compile_interpolation(&n.parts())?;
                self.emit(Opcode::Intern, &[]);
                self.emit_pop_if(want);
                Ok(())
            }
            Node::RegularExpressionNode { .. }
            | Node::InterpolatedRegularExpressionNode { .. }
            | Node::MatchLastLineNode { .. }
            | Node::InterpolatedMatchLastLineNode { .. } => self.compile_regexp_literal(node, want),
            Node::MatchWriteNode { .. } => self.compile_match_write(node, want),
            Node::ArrayNode { .. } => {
                let n = node.as_array_node().unwrap();
                self.compile_array_elements(&n.elements())?;
                self.emit_pop_if(want);
                Ok(())
            }
            Node::HashNode { .. } => {
                let n = node.as_hash_node().unwrap();
                self.compile_hash_elements(&n.elements())?;
                self.emit_pop_if(want);
                Ok(())
            }
            Node::KeywordHashNode { .. } => {
                let n = node.as_keyword_hash_node().unwrap();
                self.compile_hash_elements(&n.elements())?;
                self.emit_pop_if(want);
                Ok(())
            }
            Node::RangeNode { .. } => {
                let n = node.as_range_node().unwrap();
                // A range of Integer literals is one frozen object made here (CRuby's
                // `putobject 1..2`), not a new Range at every evaluation.
                let lit = |c: &mut Self, e: Option<Node<'_>>| match e {
                    None => Some(Value::NIL),
                    Some(Node::IntegerNode { .. }) => Some(c.integer_value(&e.unwrap().as_integer_node().unwrap().value())).filter(|v| v.is_fixnum()),
                    _ => None,
                };
                if let (Some(b), Some(e)) = (lit(self, n.left()), lit(self, n.right())) {
                    if want && !(b.is_nil() && e.is_nil()) {
                        let r = self.vm.new_range(b, e, n.is_exclude_end());
                        self.emit_putobject(r);
                    }
                    return Ok(());
                }
                self.compile_opt(n.left(), true)?;
                self.compile_opt(n.right(), true)?;
                self.emit(Opcode::NewRange, &[n.is_exclude_end() as u64]);
                self.emit_pop_if(want);
                Ok(())
            }
            Node::SourceFileNode { .. } => {
                if want {
                    let p = self.path.to_string();
                    self.emit_string_literal(p.as_bytes(), false, false);
                }
                Ok(())
            }
            Node::SourceLineNode { .. } => {
                if want {
                    let l = self.line_of(node);
                    self.emit_putobject(Value::fixnum(l as i64));
                }
                Ok(())
            }
            Node::SourceEncodingNode { .. } => {
                if want {
                    let e = crate::core::protocol::encoding_object(self.vm, self.source_encoding);
                    self.emit_putobject(e);
                }
                Ok(())
            }
            // ---- variables
            Node::LocalVariableReadNode { .. } => {
                let n = node.as_local_variable_read_node().unwrap();
                if want {
                    let (i, l) = self.resolve_local(self.sym(&n.name()), n.depth());
                    self.emit_getlocal(i, l);
                }
                Ok(())
            }
            Node::LocalVariableWriteNode { .. } => {
                let n = node.as_local_variable_write_node().unwrap();
                self.compile(&n.value(), true)?;
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                let (i, l) = self.resolve_local(self.sym(&n.name()), n.depth());
                self.emit_setlocal(i, l);
                Ok(())
            }
            Node::ItLocalVariableReadNode { .. } => {
                if want {
                    let (i, l) = self.resolve_local(crate::symbol::intern("it"), 0);
                    self.emit_getlocal(i, l);
                }
                Ok(())
            }
            Node::InstanceVariableReadNode { .. } => {
                if want {
                    let n = node.as_instance_variable_read_node().unwrap();
                    let id = self.sym(&n.name());
                    let c = self.sc().asm.new_ivar_cache();
                    self.emit(Opcode::GetIvar, &[id.0 as u64, c]);
                }
                Ok(())
            }
            Node::InstanceVariableWriteNode { .. } => {
                let n = node.as_instance_variable_write_node().unwrap();
                self.compile(&n.value(), true)?;
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                let id = self.sym(&n.name());
                let c = self.sc().asm.new_ivar_cache();
                self.emit(Opcode::SetIvar, &[id.0 as u64, c]);
                Ok(())
            }
            Node::GlobalVariableReadNode { .. } => {
                if node.as_global_variable_read_node().unwrap().name().as_slice() == b"$~" {
                    return self.compile_backref_read(node, want);
                }
                if want {
                    let id = self.sym(&node.as_global_variable_read_node().unwrap().name());
                    self.emit_global(Opcode::GetGlobal, id);
                }
                Ok(())
            }
            Node::GlobalVariableWriteNode { .. } => {
                let n = node.as_global_variable_write_node().unwrap();
                if n.name().as_slice() == b"$~" {
                    return self.compile_last_match_write(&n.value(), want);
                }
                self.compile(&n.value(), true)?;
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                let id = self.sym(&n.name());
                self.emit_global(Opcode::SetGlobal, id);
                Ok(())
            }
            Node::NumberedReferenceReadNode { .. } | Node::BackReferenceReadNode { .. } => self.compile_backref_read(node, want),
            Node::ClassVariableReadNode { .. } => {
                if want {
                    let id = self.sym(&node.as_class_variable_read_node().unwrap().name());
                    self.emit(Opcode::GetCvar, &[id.0 as u64]);
                }
                Ok(())
            }
            Node::ClassVariableWriteNode { .. } => {
                let n = node.as_class_variable_write_node().unwrap();
                self.compile(&n.value(), true)?;
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                let id = self.sym(&n.name());
                self.emit(Opcode::SetCvar, &[id.0 as u64]);
                Ok(())
            }
            Node::ConstantReadNode { .. } => {
                let id = self.sym(&node.as_constant_read_node().unwrap().name());
                self.set_line(node);
                let c = self.sc().asm.new_const_cache();
                self.emit(Opcode::GetConst, &[id.0 as u64, c]);
                self.emit_pop_if(want);
                Ok(())
            }
            Node::ConstantPathNode { .. } => {
                let n = node.as_constant_path_node().unwrap();
                self.set_line(node);
                let id = n.name().map(|c| self.sym(&c)).unwrap_or(SymbolId(0));
                match n.parent() {
                    Some(p) => {
                        self.compile(&p, true)?;
                        self.emit(Opcode::GetConstFrom, &[id.0 as u64]);
                    }
                    None => {
                        self.emit(Opcode::GetConstTop, &[id.0 as u64]);
                    }
                }
                self.emit_pop_if(want);
                Ok(())
            }
            Node::ConstantWriteNode { .. } => {
                let n = node.as_constant_write_node().unwrap();
                self.compile(&n.value(), true)?;
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                let id = self.sym(&n.name());
                self.set_line(node);
                self.emit(Opcode::SetConst, &[id.0 as u64]);
                Ok(())
            }
            Node::ConstantPathWriteNode { .. } => {
                let n = node.as_constant_path_write_node().unwrap();
                let t = n.target();
                // The module is evaluated before the value (and checked after it).
                let id = t.name().map(|c| self.sym(&c)).unwrap_or(SymbolId(0));
                if want {
                    self.emit(Opcode::PutNil, &[]);
                }
                match t.parent() {
                    Some(p) => self.compile(&p, true)?,
                    None => {
                        let o = self.vm.core.object;
                        self.emit_putobject(o)
                    }
                }
                self.compile(&n.value(), true)?;
                if want {
                    self.emit(Opcode::SetN, &[2]);
                }
                self.emit(Opcode::Swap, &[]);
                self.emit(Opcode::SetConstFrom, &[id.0 as u64]);
                Ok(())
            }
            Node::ShareableConstantNode { .. } => self.compile(&node.as_shareable_constant_node().unwrap().write(), want),
            // op-assign forms of variables live in control.rs
            Node::LocalVariableOperatorWriteNode { .. }
            | Node::LocalVariableOrWriteNode { .. }
            | Node::LocalVariableAndWriteNode { .. }
            | Node::InstanceVariableOperatorWriteNode { .. }
            | Node::InstanceVariableOrWriteNode { .. }
            | Node::InstanceVariableAndWriteNode { .. }
            | Node::GlobalVariableOperatorWriteNode { .. }
            | Node::GlobalVariableOrWriteNode { .. }
            | Node::GlobalVariableAndWriteNode { .. }
            | Node::ClassVariableOperatorWriteNode { .. }
            | Node::ClassVariableOrWriteNode { .. }
            | Node::ClassVariableAndWriteNode { .. }
            | Node::ConstantOperatorWriteNode { .. }
            | Node::ConstantOrWriteNode { .. }
            | Node::ConstantAndWriteNode { .. }
            | Node::ConstantPathOperatorWriteNode { .. }
            | Node::ConstantPathOrWriteNode { .. }
            | Node::ConstantPathAndWriteNode { .. } => self.compile_var_op_write(node, want),
            Node::CallNode { .. } => self.compile_call(&node.as_call_node().unwrap(), want),
            Node::CallOperatorWriteNode { .. } | Node::CallOrWriteNode { .. } | Node::CallAndWriteNode { .. } => self.compile_call_op_write(node, want),
            Node::IndexOperatorWriteNode { .. } | Node::IndexOrWriteNode { .. } | Node::IndexAndWriteNode { .. } => self.compile_index_op_write(node, want),
            Node::YieldNode { .. } => self.compile_yield(&node.as_yield_node().unwrap(), want),
            Node::SuperNode { .. } | Node::ForwardingSuperNode { .. } => self.compile_super(node, want),
            Node::LambdaNode { .. } => self.compile_lambda(&node.as_lambda_node().unwrap(), want),
            Node::IfNode { .. } => self.compile_if(&node.as_if_node().unwrap(), want),
            Node::UnlessNode { .. } => self.compile_unless(&node.as_unless_node().unwrap(), want),
            Node::AndNode { .. } => {
                let n = node.as_and_node().unwrap();
                self.compile_and_or(&n.left(), &n.right(), true, want)
            }
            Node::OrNode { .. } => {
                let n = node.as_or_node().unwrap();
                self.compile_and_or(&n.left(), &n.right(), false, want)
            }
            Node::WhileNode { .. } => {
                let n = node.as_while_node().unwrap();
                self.compile_loop(&n.predicate(), n.statements(), false, n.is_begin_modifier(), want)
            }
            Node::UntilNode { .. } => {
                let n = node.as_until_node().unwrap();
                self.compile_loop(&n.predicate(), n.statements(), true, n.is_begin_modifier(), want)
            }
            Node::ForNode { .. } => self.compile_for(&node.as_for_node().unwrap(), want),
            Node::CaseNode { .. } => self.compile_case(&node.as_case_node().unwrap(), want),
            Node::CaseMatchNode { .. } => self.compile_case_match(&node.as_case_match_node().unwrap(), want),
            Node::MatchPredicateNode { .. } => self.compile_match_predicate(&node.as_match_predicate_node().unwrap(), want),
            Node::MatchRequiredNode { .. } => self.compile_match_required(&node.as_match_required_node().unwrap(), want),
            Node::BeginNode { .. } => self.compile_begin(&node.as_begin_node().unwrap(), want),
            Node::RescueModifierNode { .. } => self.compile_rescue_modifier(&node.as_rescue_modifier_node().unwrap(), want),
            Node::ReturnNode { .. } | Node::BreakNode { .. } | Node::NextNode { .. } | Node::RedoNode { .. } | Node::RetryNode { .. } => {
                // Jumps leave the depth as if their value were pushed (the code after them is
                // unreachable); take that back when the value is not wanted.
                match node {
                    Node::ReturnNode { .. } => self.compile_return(&node.as_return_node().unwrap())?,
                    Node::BreakNode { .. } => self.compile_break(&node.as_break_node().unwrap())?,
                    Node::NextNode { .. } => self.compile_next(&node.as_next_node().unwrap())?,
                    Node::RedoNode { .. } => self.compile_redo(node)?,
                    _ => self.compile_retry(node)?,
                }
                if !want {
                    self.sc().depth -= 1;
                }
                Ok(())
            }
            Node::DefinedNode { .. } => self.compile_defined(&node.as_defined_node().unwrap().value(), want),
            Node::DefNode { .. } => self.compile_def(&node.as_def_node().unwrap(), want),
            Node::ClassNode { .. } => self.compile_class(&node.as_class_node().unwrap(), want),
            Node::ModuleNode { .. } => self.compile_module(&node.as_module_node().unwrap(), want),
            Node::SingletonClassNode { .. } => self.compile_singleton_class(&node.as_singleton_class_node().unwrap(), want),
            Node::MultiWriteNode { .. } => self.compile_multi_write(&node.as_multi_write_node().unwrap(), want),
            Node::AliasMethodNode { .. } => {
                let n = node.as_alias_method_node().unwrap();
                let new = self.symbol_of(&n.new_name());
                let old = self.symbol_of(&n.old_name());
                self.set_line(node);
                self.emit(Opcode::AliasMethod, &[new.0 as u64, old.0 as u64]);
                self.emit_pop_if(want);
                Ok(())
            }
            Node::AliasGlobalVariableNode { .. } => {
                let n = node.as_alias_global_variable_node().unwrap();
                let new = self.global_name(&n.new_name());
                let old = self.global_name(&n.old_name());
                self.emit(Opcode::AliasGlobal, &[new.0 as u64, old.0 as u64]);
                self.emit_pop_if(want);
                Ok(())
            }
            Node::UndefNode { .. } => {
                let n = node.as_undef_node().unwrap();
                let names: Vec<SymbolId> = n.names().iter().map(|x| self.symbol_of(&x)).collect();
                self.set_line(node);
                for (i, id) in names.iter().enumerate() {
                    self.emit(Opcode::UndefMethod, &[id.0 as u64]);
                    if i + 1 < names.len() || !want {
                        self.emit(Opcode::Pop, &[]);
                    }
                }
                Ok(())
            }
            Node::PostExecutionNode { .. } => {
                let n = node.as_post_execution_node().unwrap();
                // END { ... } registers an at_exit handler once.
                self.compile_block_call_on_self(crate::symbol::intern("at_exit"), n.statements(), node)?;
                self.emit_pop_if(want);
                Ok(())
            }
            Node::PreExecutionNode { .. } => {
                let n = node.as_pre_execution_node().unwrap();
                self.compile_opt_statements(n.statements(), want)
            }
            Node::FlipFlopNode { .. } => self.compile_flip_flop(&node.as_flip_flop_node().unwrap(), want),
            Node::ImplicitNode { .. } => self.compile(&node.as_implicit_node().unwrap().value(), want),
            Node::SplatNode { .. } => {
                // A bare splat in value position (`a = *b`) is an array.
                let n = node.as_splat_node().unwrap();
                self.compile_opt(n.expression(), true)?;
                self.emit(Opcode::SplatArray, &[]);
                self.emit_pop_if(want);
                Ok(())
            }
            Node::ErrorRecoveryNode { .. } => self.unsupported(node, "invalid syntax", want),
            _ => self.unsupported(node, "this syntax", want),
        }
    }

    pub(crate) fn symbol_of(&self, node: &Node<'_>) -> SymbolId {
        match node {
            Node::SymbolNode { .. } => intern_bytes(node.as_symbol_node().unwrap().unescaped()),
            _ => intern_bytes(node.location().as_slice().strip_prefix(b":").unwrap_or(node.location().as_slice())),
        }
    }

    fn global_name(&self, node: &Node<'_>) -> SymbolId {
        intern_bytes(node.location().as_slice())
    }

    pub(crate) fn integer_value(&mut self, i: &ruby_prism::Integer<'_>) -> Value {
        let (neg, digits) = i.to_u32_digits();
        let mut big = num_bigint::BigInt::from_slice(num_bigint::Sign::Plus, digits);
        if neg {
            big = -big;
        }
        self.vm.new_bignum(big)
    }

    /// The value of a numeric literal: Integer, Float, Rational (`3r`, `1.5r`) or imaginary
    /// (`2i`, `1.5ri`), a Complex with a zero real part.
    fn numeric_literal(&mut self, node: &Node<'_>) -> Value {
        match node {
            Node::IntegerNode { .. } => self.integer_value(&node.as_integer_node().unwrap().value()),
            Node::FloatNode { .. } => self.vm.new_float(node.as_float_node().unwrap().value()),
            Node::RationalNode { .. } => {
                let r = node.as_rational_node().unwrap();
                let n = self.integer_value(&r.numerator());
                self.vm.compile_roots.push(n);
                let d = self.integer_value(&r.denominator());
                self.vm.compile_roots.push(d);
                crate::core::protocol::rational_literal(self.vm, n, d)
            }
            Node::ImaginaryNode { .. } => {
                let inner = self.numeric_literal(&node.as_imaginary_node().unwrap().numeric());
                self.vm.compile_roots.push(inner);
                crate::core::protocol::imaginary_literal(self.vm, inner)
            }
            _ => Value::NIL,
        }
    }

    pub(crate) fn emit_string_literal(&mut self, bytes: &[u8], binary: bool, frozen: bool) -> Value {
        self.emit_string_literal_in(bytes, binary, frozen, false)
    }

    /// A string literal: binary when Prism says its escapes force it, UTF-8 when `\u` escapes
    /// force that, otherwise in the source file's encoding.
    pub(crate) fn emit_string_literal_in(&mut self, bytes: &[u8], binary: bool, frozen: bool, forced_utf8: bool) -> Value {
        let s = self.vm.new_string(bytes.to_vec());
        if binary {
            crate::core::protocol::set_string_encoding(s, EncodingId::BINARY);
        } else if !forced_utf8 && self.source_encoding != EncodingId::UTF_8 {
            crate::core::protocol::set_string_encoding(s, self.source_encoding);
        }
        self.vm.freeze(s);
        self.vm.compile_roots.push(s);
        if frozen {
            self.emit_putobject(s);
        } else {
            self.emit(Opcode::PutString, &[s.0]);
        }
        s
    }

    /// A literal fragment of an interpolation; in a source that is not UTF-8 it is marked so
    /// that `concatstrings` knows the source's encoding (`FL_STR_SOURCE_FRAGMENT`).
    fn emit_interpolation_fragment(&mut self, bytes: &[u8]) {
        let s = self.emit_string_literal(bytes, false, true);
        if self.source_encoding != EncodingId::UTF_8 {
            object::basic(s).flags |= object::FL_STR_SOURCE_FRAGMENT;
        }
    }

    fn compile_interpolation(&mut self, parts: &ruby_prism::NodeList<'_>) -> CResult {
        let mut n = 0u64;
        let starts_with_literal = parts.iter().next().is_some_and(|p| matches!(p, Node::StringNode { .. }));
        if self.source_encoding != EncodingId::UTF_8 && !starts_with_literal {
            self.emit_interpolation_fragment(b"");
            n += 1;
        }
        for part in parts.iter() {
            match &part {
                Node::StringNode { .. } => {
                    let s = part.as_string_node().unwrap();
                    self.emit_interpolation_fragment(s.unescaped());
                }
                Node::EmbeddedStatementsNode { .. } => {
                    let e = part.as_embedded_statements_node().unwrap();
                    self.compile_opt_statements(e.statements(), true)?;
                    self.emit(Opcode::ToString, &[]);
                }
                Node::EmbeddedVariableNode { .. } => {
                    let e = part.as_embedded_variable_node().unwrap();
                    self.compile(&e.variable(), true)?;
                    self.emit(Opcode::ToString, &[]);
                }
                other => {
                    self.compile(other, true)?;
                    self.emit(Opcode::ToString, &[]);
                }
            }
            n += 1;
        }
        self.emit(Opcode::ConcatStrings, &[n]);
        Ok(())
    }

    /// Pushes one array built from `elements`, honouring splats.
    pub(crate) fn compile_array_elements(&mut self, elements: &ruby_prism::NodeList<'_>) -> CResult {
        let mut run = 0u64;
        let mut have_array = false;
        for e in elements.iter() {
            if let Node::SplatNode { .. } = e {
                if run > 0 || !have_array {
                    self.emit(Opcode::NewArray, &[run]);
                    if have_array {
                        self.emit(Opcode::ConcatArray, &[]);
                    }
                    have_array = true;
                    run = 0;
                }
                let s = e.as_splat_node().unwrap();
                self.compile_opt(s.expression(), true)?;
                self.emit(Opcode::SplatArray, &[]);
                self.emit(Opcode::ConcatArray, &[]);
            } else if let Node::KeywordHashNode { .. } = e {
                self.compile(&e, true)?;
                run += 1;
            } else {
                self.compile(&e, true)?;
                run += 1;
            }
        }
        if !have_array {
            self.emit(Opcode::NewArray, &[run]);
        } else if run > 0 {
            self.emit(Opcode::NewArray, &[run]);
            self.emit(Opcode::ConcatArray, &[]);
        }
        Ok(())
    }

    /// Pushes one hash built from assoc and `**splat` elements.
    pub(crate) fn compile_hash_elements(&mut self, elements: &ruby_prism::NodeList<'_>) -> CResult {
        let mut run = 0u64;
        let mut have = false;
        for e in elements.iter() {
            match &e {
                Node::AssocNode { .. } => {
                    let a = e.as_assoc_node().unwrap();
                    self.compile(&a.key(), true)?;
                    self.compile(&a.value(), true)?;
                    run += 2;
                }
                Node::AssocSplatNode { .. } => {
                    if !have || run > 0 {
                        self.emit(Opcode::NewHash, &[run]);
                        if have {
                            self.emit(Opcode::MergeHash, &[]);
                        }
                        have = true;
                        run = 0;
                    }
                    let s = e.as_assoc_splat_node().unwrap();
                    match s.value() {
                        Some(v) => self.compile(&v, true)?,
                        None => {
                            // Anonymous `**` forwards the method's anonymous keyword rest.
                            let (i, l) = self.resolve_anonymous(intern("**"));
                            self.emit_getlocal(i, l);
                        }
                    }
                    self.emit(Opcode::MergeHash, &[]);
                }
                _ => {
                    self.compile(&e, true)?;
                    run += 1;
                }
            }
        }
        if !have {
            self.emit(Opcode::NewHash, &[run]);
        } else if run > 0 {
            self.emit(Opcode::NewHash, &[run]);
            self.emit(Opcode::MergeHash, &[]);
        }
        Ok(())
    }

    /// Scope helpers for nested iseqs.
    pub(crate) fn push_scope(&mut self, scope: Scope) {
        self.scopes.push(scope);
    }
    pub(crate) fn pop_scope(&mut self) -> Value {
        let s = self.scopes.pop().expect("scope");
        self.finish_scope(s)
    }
    pub(crate) fn new_scope(&self, kind: IseqKind, name: String, line: u32) -> Scope {
        Scope::new(kind, name, line)
    }

    /// The name of the method lexically enclosing the current scope, and how many block levels
    /// deep we are inside it.
    pub(crate) fn enclosing_method(&self) -> (Option<SymbolId>, String, u32) {
        let mut depth = 0;
        for s in self.scopes.iter().rev() {
            match s.kind {
                IseqKind::Block | IseqKind::Lambda => {
                    // Evaluated code is at the depth of the code it was evaluated in.
                    if !s.transparent && !s.is_eval {
                        depth += 1
                    }
                }
                _ => {
                    return (s.method_name, s.name.clone(), depth);
                }
            }
        }
        (None, self.top_label.clone(), depth)
    }
}
