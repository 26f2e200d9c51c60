//! `defined?(expr)`: the description CRuby gives each kind of expression, without evaluating
//! it (except a call's receiver or a scope's module, which are evaluated under a rescue guard).
//!
//! Invariants:
//! - The code pushes exactly one value: a frozen String naming the kind, or nil.
//! - In a void context nothing is compiled (CRuby drops the `defined?`, so a receiver with side
//!   effects is not run).
//! - A compound expression is defined only when its parts are: the elements of an Array or
//!   Hash literal, a call's arguments (not its block) and receiver, a lone parenthesised statement.

use ruby_prism::Node;

use super::{CResult, CompileError, Compiler};
use crate::insn::Opcode;
use crate::iseq::CatchKind;
use crate::symbol::SymbolId;

impl<'v> Compiler<'v> {
    /// `body` (code pushing one value) run so that an exception it raises makes the value nil
    /// instead: the guard CRuby puts around a `defined?` whose receiver or scope expression is
    /// evaluated (`defined?(a.b)`, `defined?(A::B)`, where `a` or an autoload of `A` may raise).
    /// Unguarded when `guarded` is false.
    fn defined_guard(&mut self, guarded: bool, body: impl FnOnce(&mut Self) -> CResult) -> CResult {
        if !guarded {
            return body(self);
        }
        let d0 = self.depth();
        let start = self.pc();
        body(self)?;
        let end = self.pc();
        let after = self.emit_jump(Opcode::Jump);
        let handler = self.pc();
        // The handler starts with the exception pushed; it is kept in a hidden local (where `$!`
        // is read while the handler runs) and the answer is nil.
        self.set_depth(d0 + 1);
        let tmp = self.hidden_local();
        self.emit_setlocal(tmp, 0);
        self.emit(Opcode::PutNil, &[]);
        let handler_end = self.pc();
        self.patch_here(after);
        self.set_depth(d0 + 1);
        self.add_catch(CatchKind::Rescue, start, end, handler, handler_end, tmp, d0);
        Ok(())
    }

    fn defined_lit(&mut self, s: &str) {
        let st = self.vm.new_str(s);
        self.vm.freeze(st);
        self.vm.compile_roots.push(st);
        self.emit_putobject(st);
    }

    fn check_nesting(&mut self, v: &Node<'_>) -> CResult {
        if crate::vm::stack_guard::stack_pointer() < self.vm.stack_floor {
            return Err(CompileError { line: self.line_of(v), message: "stack level too deep (code nested too deeply to compile)".into() });
        }
        Ok(())
    }

    /// Pushes `result` (code pushing one value) when every node of `parts` is defined, nil
    /// otherwise.
    fn defined_parts(&mut self, parts: &[Node<'_>], result: impl FnOnce(&mut Self) -> CResult) -> CResult {
        let mut nos = Vec::new();
        for p in parts {
            self.compile_defined_expr(p)?;
            nos.push(self.emit_jump(Opcode::BranchUnless));
        }
        result(self)?;
        if nos.is_empty() {
            return Ok(());
        }
        let d = self.depth();
        let end = self.emit_jump(Opcode::Jump);
        for n in nos {
            self.patch_here(n);
        }
        self.set_depth(d - 1);
        self.emit(Opcode::PutNil, &[]);
        self.patch_here(end);
        Ok(())
    }

    /// The parts of an argument list, Array or Hash literal whose definedness counts.
    fn defined_elements<'a>(list: impl Iterator<Item = Node<'a>>) -> Vec<Node<'a>> {
        let mut out = Vec::new();
        for n in list {
            match n {
                Node::KeywordHashNode { .. } => out.extend(Self::defined_elements(n.as_keyword_hash_node().unwrap().elements().iter())),
                Node::HashNode { .. } => out.extend(Self::defined_elements(n.as_hash_node().unwrap().elements().iter())),
                Node::AssocNode { .. } => {
                    let a = n.as_assoc_node().unwrap();
                    out.push(a.key());
                    out.push(a.value());
                }
                Node::AssocSplatNode { .. } => out.extend(n.as_assoc_splat_node().unwrap().value()),
                Node::SplatNode { .. } => out.extend(n.as_splat_node().unwrap().expression()),
                other => out.push(other),
            }
        }
        out
    }

    pub(crate) fn compile_defined(&mut self, v: &Node<'_>, want: bool) -> CResult {
        if !want {
            return Ok(());
        }
        self.compile_defined_expr(v)
    }

    fn compile_defined_expr(&mut self, v: &Node<'_>) -> CResult {
        self.check_nesting(v)?;
        match v {
            Node::LocalVariableReadNode { .. } | Node::ItLocalVariableReadNode { .. } => self.defined_lit("local-variable"),
            Node::InstanceVariableReadNode { .. } => {
                let id = self.sym(&v.as_instance_variable_read_node().unwrap().name());
                self.emit(Opcode::DefinedIvar, &[id.0 as u64]);
            }
            // `$~` is always there (frame-local); `$1`, `$&`, ... only while they have a value.
            Node::GlobalVariableReadNode { .. } if v.as_global_variable_read_node().unwrap().name().as_slice() == b"$~" => self.defined_lit("global-variable"),
            Node::NumberedReferenceReadNode { .. } | Node::BackReferenceReadNode { .. } => {
                self.compile_backref_read(v, true)?;
                let unset = self.emit_jump(Opcode::BranchNil);
                self.emit(Opcode::Pop, &[]);
                self.defined_lit("global-variable");
                let d = self.depth();
                let done = self.emit_jump(Opcode::Jump);
                self.patch_here(unset);
                self.set_depth(d);
                self.patch_here(done);
            }
            Node::GlobalVariableReadNode { .. } => {
                let id = self.sym(&v.as_global_variable_read_node().unwrap().name());
                self.emit(Opcode::DefinedGlobal, &[id.0 as u64]);
            }
            Node::ClassVariableReadNode { .. } => {
                let id = self.sym(&v.as_class_variable_read_node().unwrap().name());
                self.emit(Opcode::DefinedCvar, &[id.0 as u64]);
            }
            Node::ConstantReadNode { .. } => {
                let id = self.sym(&v.as_constant_read_node().unwrap().name());
                self.emit(Opcode::DefinedConst, &[id.0 as u64]);
            }
            Node::ConstantPathNode { .. } => {
                let n = v.as_constant_path_node().unwrap();
                let guarded = n.parent().is_some();
                self.defined_guard(guarded, |this| {
                    let id = n.name().map(|c| this.sym(&c)).unwrap_or(SymbolId(0));
                    // `defined?(A::B)` is nil when `A` is not defined (checked first, like a call's
                    // receiver); `outer` jumps over the lookup to the nil.
                    let mut outer = None;
                    match n.parent() {
                        Some(p) => {
                            this.compile_defined_expr(&p)?;
                            outer = Some(this.emit_jump(Opcode::BranchUnless));
                            this.compile(&p, true)?
                        }
                        None => {
                            let o = this.vm.core.object;
                            this.emit_putobject(o)
                        }
                    }
                    this.emit(Opcode::DefinedConstFrom, &[id.0 as u64]);
                    let no = this.emit_jump(Opcode::BranchUnless);
                    this.defined_lit("constant");
                    let end = this.emit_jump(Opcode::Jump);
                    this.patch_here(no);
                    if let Some(outer) = outer {
                        this.patch_here(outer);
                    }
                    this.sc().depth -= 1;
                    this.emit(Opcode::PutNil, &[]);
                    this.patch_here(end);
                    Ok(())
                })?;
            }
            Node::CallNode { .. } => {
                let c = v.as_call_node().unwrap();
                let id = self.sym(&c.name());
                // CRuby checks the arguments, then the receiver: `defined?(x.y(z))` is nil when
                // `z` or `x` is not defined, without evaluating them.
                let args = match c.arguments() {
                    Some(a) => Self::defined_elements(a.arguments().iter()),
                    None => Vec::new(),
                };
                match c.receiver() {
                    Some(r) => {
                        self.defined_parts(&args, |this| {
                            this.defined_guard(true, |this| {
                                this.compile_defined_expr(&r)?;
                                let no = this.emit_jump(Opcode::BranchUnless);
                                this.compile(&r, true)?;
                                this.emit(Opcode::DefinedMethod, &[id.0 as u64, 0]);
                                let end = this.emit_jump(Opcode::Jump);
                                this.patch_here(no);
                                this.sc().depth -= 1;
                                this.emit(Opcode::PutNil, &[]);
                                this.patch_here(end);
                                Ok(())
                            })
                        })?;
                    }
                    None => {
                        self.defined_parts(&args, |this| {
                            this.emit(Opcode::PutSelf, &[]);
                            this.emit(Opcode::DefinedMethod, &[id.0 as u64, 1]);
                            Ok(())
                        })?;
                    }
                }
            }
            Node::YieldNode { .. } => {
                self.mark_uses_home_block();
                self.emit(Opcode::DefinedYield, &[]);
            }
            Node::SuperNode { .. } | Node::ForwardingSuperNode { .. } => {
                self.emit(Opcode::DefinedSuper, &[]);
            }
            Node::SelfNode { .. } => self.defined_lit("self"),
            Node::NilNode { .. } => self.defined_lit("nil"),
            Node::TrueNode { .. } => self.defined_lit("true"),
            Node::FalseNode { .. } => self.defined_lit("false"),
            Node::ArrayNode { .. } => {
                let parts = Self::defined_elements(v.as_array_node().unwrap().elements().iter());
                self.defined_parts(&parts, |this| {
                    this.defined_lit("expression");
                    Ok(())
                })?;
            }
            Node::HashNode { .. } | Node::KeywordHashNode { .. } => {
                let parts = match v.as_hash_node() {
                    Some(h) => Self::defined_elements(h.elements().iter()),
                    None => Self::defined_elements(v.as_keyword_hash_node().unwrap().elements().iter()),
                };
                self.defined_parts(&parts, |this| {
                    this.defined_lit("expression");
                    Ok(())
                })?;
            }
            Node::ParenthesesNode { .. } => match v.as_parentheses_node().unwrap().body() {
                None => self.defined_lit("nil"),
                Some(body) => match body.as_statements_node() {
                    Some(st) if st.body().iter().count() == 1 => self.compile_defined_expr(&st.body().iter().next().unwrap())?,
                    Some(_) => self.defined_lit("expression"),
                    None => self.compile_defined_expr(&body)?,
                },
            },
            Node::BeginNode { .. } => {
                let b = v.as_begin_node().unwrap();
                let plain = b.rescue_clause().is_none() && b.else_clause().is_none() && b.ensure_clause().is_none();
                match b.statements() {
                    None if plain => self.defined_lit("nil"),
                    Some(st) if plain && st.body().iter().count() == 1 => self.compile_defined_expr(&st.body().iter().next().unwrap())?,
                    _ => self.defined_lit("expression"),
                }
            }
            Node::LocalVariableWriteNode { .. }
            | Node::InstanceVariableWriteNode { .. }
            | Node::GlobalVariableWriteNode { .. }
            | Node::ConstantWriteNode { .. }
            | Node::ConstantPathWriteNode { .. }
            | Node::ClassVariableWriteNode { .. }
            | Node::MultiWriteNode { .. }
            | Node::LocalVariableOperatorWriteNode { .. }
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
            | Node::ConstantPathAndWriteNode { .. }
            | Node::CallOperatorWriteNode { .. }
            | Node::CallOrWriteNode { .. }
            | Node::CallAndWriteNode { .. }
            | Node::IndexOperatorWriteNode { .. }
            | Node::IndexOrWriteNode { .. }
            | Node::IndexAndWriteNode { .. } => self.defined_lit("assignment"),
            _ => self.defined_lit("expression"),
        }
        Ok(())
    }
}
