//! Calls: method sends (with the specialised `opt_*` forms), arguments, literal blocks and
//! lambdas, `yield`, `super`, and the op-assign forms of attribute and index writes.

use ruby_prism::Node;

use super::{CResult, Compiler};
use crate::insn::Opcode;
use crate::iseq::{call_flags, IseqKind};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;

impl<'v> Compiler<'v> {
    /// The specialised instruction for a binary operator call, if there is one.
    pub(crate) fn opt_binary(name: SymbolId) -> Option<Opcode> {
        crate::insn::specialized(name, 1).filter(|&op| op != Opcode::OptAset)
    }

    fn opt_unary(name: SymbolId) -> Option<Opcode> {
        crate::insn::specialized(name, 0)
    }

    fn is_simple_args(args: &Option<ruby_prism::ArgumentsNode<'_>>) -> bool {
        match args {
            None => true,
            Some(a) => a.arguments().iter().all(|n| {
                !matches!(n, Node::SplatNode { .. } | Node::KeywordHashNode { .. } | Node::BlockArgumentNode { .. } | Node::ForwardingArgumentsNode { .. })
            }),
        }
    }

    pub(crate) fn compile_call(&mut self, call: &ruby_prism::CallNode<'_>, want: bool) -> CResult {
        let name = self.sym(&call.name());
        let args = call.arguments();
        let block = call.block();
        let recv = call.receiver();
        let nargs = args.as_ref().map_or(0, |a| a.arguments().len());
        let node = call.as_node();

        if name == intern("block_given?") || name == intern("binding") {
            self.mark_uses_home_block();
        }
        // `Regexp.last_match` reads the caller's `$~`: the scope needs its slot.
        if name == intern("last_match") {
            self.svar_local();
        }
        // Code evaluated here reads and sets this scope's `$~` (`vm::eval`): it needs the slot,
        // which a running scope cannot add later.
        if recv.is_none() && [intern("eval"), intern("binding"), intern("instance_eval"), intern("class_eval"), intern("module_eval")].contains(&name) {
            self.svar_local();
        }

        // Specialised instructions for operators on an explicit receiver.
        if let Some(r) = &recv {
            if block.is_none() && !call.is_safe_navigation() && Self::is_simple_args(&args) {
                if nargs == 1 {
                    if let Some(op) = Self::opt_binary(name) {
                        self.compile(r, true)?;
                        self.compile(&args.as_ref().unwrap().arguments().first().unwrap(), true)?;
                        self.set_line(&node);
                        let cs = self.new_call_site(name, 1, 0);
                        self.emit(op, &[cs]);
                        self.emit_pop_if(want);
                        return Ok(());
                    }
                }
                if nargs == 0 {
                    if let Some(op) = Self::opt_unary(name) {
                        self.compile(r, true)?;
                        self.set_line(&node);
                        let cs = self.new_call_site(name, 0, 0);
                        self.emit(op, &[cs]);
                        self.emit_pop_if(want);
                        return Ok(());
                    }
                }
                if nargs == 2 && name == sym::ASET && !want {
                    self.compile(r, true)?;
                    for a in args.as_ref().unwrap().arguments().iter() {
                        self.compile(&a, true)?;
                    }
                    self.set_line(&node);
                    let cs = self.new_call_site(name, 2, 0);
                    self.emit(Opcode::OptAset, &[cs]);
                    self.emit(Opcode::Pop, &[]);
                    return Ok(());
                }
            }
        }

        let attr_write = call.is_attribute_write();
        if attr_write && want {
            self.emit(Opcode::PutNil, &[]);
        }
        let mut flags = 0u32;
        let mut nil_skip = None;
        match &recv {
            Some(r) => {
                self.compile(r, true)?;
                if call.is_safe_navigation() {
                    nil_skip = Some(self.emit_jump(Opcode::BranchNil));
                    flags |= call_flags::SAFE_NAV;
                }
                if matches!(r, Node::SelfNode { .. }) {
                    flags |= call_flags::FCALL;
                }
            }
            None => {
                self.emit(Opcode::PutSelf, &[]);
                flags |= call_flags::FCALL;
                if call.is_variable_call() {
                    flags |= call_flags::VCALL;
                }
            }
        }
        if attr_write {
            flags |= call_flags::ATTR_SET;
        }
        let depth_before_args = self.depth();
        let (argc, aflags, kw_names) = self.compile_args_kw(args.as_ref(), block.as_ref(), true)?;
        flags |= aflags;
        if attr_write && want {
            // Keep the assigned value (the last argument) as the expression's value; with a
            // splat (`a[*i] = v`) it is the last element of the one Array of arguments.
            let n = (self.depth() - depth_before_args) as u64;
            if flags & call_flags::SPLAT != 0 {
                self.emit(Opcode::Dup, &[]);
                self.emit_putobject(crate::value::Value::fixnum(-1));
                self.emit_send(sym::AREF, 1, 0);
                self.emit(Opcode::SetN, &[n + 2]);
                self.emit(Opcode::Pop, &[]);
            } else {
                self.emit(Opcode::SetN, &[n + 1]);
            }
        }
        self.set_line(&node);
        match &block {
            Some(Node::BlockNode { .. }) => {
                let b = block.as_ref().unwrap().as_block_node().unwrap();
                let iseq = self.compile_block_iseq(&b, IseqKind::Block, name)?;
                let cs = self.new_call_site_kw(name, argc, flags, kw_names);
                self.emit(Opcode::Send, &[cs, iseq.0]);
            }
            _ => {
                let cs = self.new_call_site_kw(name, argc, flags, kw_names);
                self.emit(Opcode::SendWithoutBlock, &[cs]);
            }
        }
        if attr_write && want {
            self.emit(Opcode::Pop, &[]);
        }
        if let Some(at) = nil_skip {
            // The nil receiver stays as the result when the call is skipped.
            self.patch_here(at);
        }
        self.emit_pop_if(want);
        Ok(())
    }

    /// Pushes the arguments of a call; returns (argc, flags). A splat anywhere turns all
    /// positional arguments into one array (SPLAT); keywords become one hash (KW_HASH); a block
    /// argument is pushed last (BLOCKARG, not counted in argc).
    pub(crate) fn compile_args(&mut self, args: Option<&ruby_prism::ArgumentsNode<'_>>, block: Option<&Node<'_>>) -> CResult<(u32, u32)> {
        self.compile_args_kw(args, block, false).map(|(argc, flags, _)| (argc, flags))
    }

    /// `compile_args`, and with `allow_kw_args` literal keywords (`a: 1`, every key a plain
    /// symbol, no `**`) go on the stack as values under KW_ARGS; their names are returned.
    pub(crate) fn compile_args_kw(
        &mut self,
        args: Option<&ruby_prism::ArgumentsNode<'_>>,
        block: Option<&Node<'_>>,
        allow_kw_args: bool,
    ) -> CResult<(u32, u32, Vec<SymbolId>)> {
        let mut argc = 0u32;
        let mut flags = 0u32;
        let mut kw_names = Vec::new();
        if let Some(a) = args {
            let list = a.arguments();
            let has_splat = list.iter().any(|n| matches!(n, Node::SplatNode { .. }));
            let kw = list.iter().find(|n| matches!(n, Node::KeywordHashNode { .. }));
            if list.iter().any(|n| matches!(n, Node::ForwardingArgumentsNode { .. })) {
                return self.compile_forwarded_args(&list, block).map(|(a, f)| (a, f, Vec::new()));
            }
            if has_splat {
                // Build [positional...] with splats, then the keyword hash.
                let mut run = 0u64;
                let mut have = false;
                for n in list.iter() {
                    match &n {
                        Node::KeywordHashNode { .. } => {}
                        Node::SplatNode { .. } => {
                            if !have || run > 0 {
                                self.emit(Opcode::NewArray, &[run]);
                                if have {
                                    self.emit(Opcode::ConcatArray, &[]);
                                }
                                have = true;
                                run = 0;
                            }
                            let s = n.as_splat_node().unwrap();
                            match s.expression() {
                                Some(e) => self.compile(&e, true)?,
                                None => {
                                    // Anonymous `*` forwarding.
                                    let (i, l) = self.resolve_anonymous(intern("*"));
                                    self.emit_getlocal(i, l);
                                }
                            }
                            self.emit(Opcode::SplatArray, &[]);
                            self.emit(Opcode::ConcatArray, &[]);
                        }
                        _ => {
                            self.compile(&n, true)?;
                            run += 1;
                        }
                    }
                }
                if run > 0 {
                    self.emit(Opcode::NewArray, &[run]);
                    self.emit(Opcode::ConcatArray, &[]);
                }
                argc = 1;
                flags |= call_flags::SPLAT;
            } else {
                for n in list.iter() {
                    if !matches!(n, Node::KeywordHashNode { .. }) {
                        self.compile(&n, true)?;
                        argc += 1;
                    }
                }
            }
            if let Some(k) = kw {
                let kh = k.as_keyword_hash_node().unwrap();
                let names = if allow_kw_args && !has_splat { literal_keyword_names(&kh) } else { None };
                match names {
                    Some(names) => {
                        for e in kh.elements().iter() {
                            self.compile(&e.as_assoc_node().unwrap().value(), true)?;
                        }
                        argc += names.len() as u32;
                        kw_names = names;
                        flags |= call_flags::KW_ARGS;
                    }
                    None => {
                        self.compile_hash_elements(&kh.elements())?;
                        argc += 1;
                        flags |= call_flags::KW_HASH;
                    }
                }
            }
        }
        if let Some(b) = block {
            if let Node::BlockArgumentNode { .. } = b {
                let ba = b.as_block_argument_node().unwrap();
                match ba.expression() {
                    Some(e) => self.compile(&e, true)?,
                    None => {
                        self.mark_uses_home_block();
                        self.emit(Opcode::GetBlockParam, &[]);
                    }
                }
                flags |= call_flags::BLOCKARG;
            }
        }
        Ok((argc, flags, kw_names))
    }

    /// `f(a, ...)`: the leading arguments, then the enclosing method's rest, keywords and block.
    fn compile_forwarded_args(&mut self, list: &ruby_prism::NodeList<'_>, _block: Option<&Node<'_>>) -> CResult<(u32, u32)> {
        let mut leading = 0u64;
        for n in list.iter() {
            if !matches!(n, Node::ForwardingArgumentsNode { .. }) {
                self.compile(&n, true)?;
                leading += 1;
            }
        }
        if leading > 0 {
            self.emit(Opcode::NewArray, &[leading]);
        }
        let (i, l) = self.resolve_anonymous(intern("..."));
        self.emit_getlocal(i, l);
        self.emit(Opcode::SplatArray, &[]);
        if leading > 0 {
            self.emit(Opcode::ConcatArray, &[]);
        }
        let (ki, kl) = self.resolve_anonymous(intern("**"));
        self.emit_getlocal(ki, kl);
        self.mark_uses_home_block();
        self.emit(Opcode::GetBlockParam, &[]);
        Ok((2, call_flags::SPLAT | call_flags::KW_HASH | call_flags::BLOCKARG))
    }

    /// Marks every block scope up to the enclosing method as needing the method's block.
    pub(crate) fn mark_uses_home_block(&mut self) {
        for s in self.scopes.iter_mut().rev() {
            match s.kind {
                IseqKind::Block | IseqKind::Lambda => s.uses_home_block = true,
                _ => break,
            }
        }
    }

    /// Compiles a block literal into its own iseq. The current scope keeps its locals in an env
    /// from now on, since the block may capture them.
    pub(crate) fn compile_block_iseq(&mut self, b: &ruby_prism::BlockNode<'_>, kind: IseqKind, _called: SymbolId) -> CResult<Value> {
        self.sc().uses_env = true;
        let (mname, base, depth) = self.enclosing_method();
        let line = b.location().start_line() as u32;
        let mut scope = self.new_scope(kind, format!("block in {base}"), line);
        scope.method_name = mname;
        scope.block_depth = depth + 1;
        scope.locals = b.locals().iter().map(|id| self.sym(&id)).collect();
        self.push_scope(scope);
        self.setup_block_params(b.parameters())?;
        self.sc().body_start = self.pc();
        self.compile_body_node(b.body(), true)?;
        self.emit_body_leave(&b.as_node());
        Ok(self.pop_scope())
    }

    /// The body of a block, lambda or def: statements, or a begin with rescue/ensure.
    pub(crate) fn compile_body_node(&mut self, body: Option<Node<'_>>, want: bool) -> CResult {
        match body {
            Some(Node::StatementsNode { .. }) => self.compile(&body.unwrap(), want),
            Some(n) => self.compile(&n, want),
            None => {
                if want {
                    self.emit(Opcode::PutNil, &[]);
                }
                Ok(())
            }
        }
    }

    pub(crate) fn compile_lambda(&mut self, l: &ruby_prism::LambdaNode<'_>, want: bool) -> CResult {
        self.sc().uses_env = true;
        let (mname, base, depth) = self.enclosing_method();
        let line = l.location().start_line() as u32;
        let mut scope = self.new_scope(IseqKind::Lambda, format!("block in {base}"), line);
        scope.method_name = mname;
        scope.block_depth = depth + 1;
        scope.locals = l.locals().iter().map(|id| self.sym(&id)).collect();
        self.push_scope(scope);
        self.setup_block_params(l.parameters())?;
        self.sc().body_start = self.pc();
        self.compile_body_node(l.body(), true)?;
        self.emit_body_leave(&l.as_node());
        let iseq = self.pop_scope();
        self.emit(Opcode::PutSelf, &[]);
        let cs = self.new_call_site(sym::LAMBDA, 0, call_flags::FCALL);
        self.emit(Opcode::Send, &[cs, iseq.0]);
        self.emit_pop_if(want);
        Ok(())
    }

    /// `name { statements }` on self (used for END { }).
    pub(crate) fn compile_block_call_on_self(&mut self, name: SymbolId, stmts: Option<ruby_prism::StatementsNode<'_>>, node: &Node<'_>) -> CResult {
        self.sc().uses_env = true;
        let (mname, base, depth) = self.enclosing_method();
        let mut scope = self.new_scope(IseqKind::Block, format!("block in {base}"), self.line_of(node));
        scope.method_name = mname;
        scope.block_depth = depth + 1;
        self.push_scope(scope);
        self.compile_opt_statements(stmts, true)?;
        self.emit(Opcode::Leave, &[]);
        let iseq = self.pop_scope();
        self.emit(Opcode::PutSelf, &[]);
        let cs = self.new_call_site(name, 0, call_flags::FCALL);
        self.emit(Opcode::Send, &[cs, iseq.0]);
        Ok(())
    }

    pub(crate) fn compile_yield(&mut self, y: &ruby_prism::YieldNode<'_>, want: bool) -> CResult {
        self.mark_uses_home_block();
        let (argc, flags) = self.compile_args(y.arguments().as_ref(), None)?;
        self.set_line(&y.as_node());
        let cs = self.new_call_site(sym::CALL, argc, flags);
        self.emit(Opcode::InvokeBlock, &[cs]);
        self.emit_pop_if(want);
        Ok(())
    }

    pub(crate) fn compile_super(&mut self, node: &Node<'_>, want: bool) -> CResult {
        self.mark_uses_home_block();
        self.emit(Opcode::PutSelf, &[]);
        let (argc, mut flags, block) = match node {
            Node::SuperNode { .. } => {
                let s = node.as_super_node().unwrap();
                let block = s.block();
                let (argc, flags) = self.compile_args(s.arguments().as_ref(), block.as_ref())?;
                (argc, flags, block.and_then(|b| b.as_block_node()))
            }
            _ => {
                let s = node.as_forwarding_super_node().unwrap();
                let (argc, flags) = self.compile_zsuper_args()?;
                (argc, flags | call_flags::ZSUPER, s.block())
            }
        };
        flags |= call_flags::FCALL;
        self.set_line(node);
        let block_iseq = match block {
            Some(b) => self.compile_block_iseq(&b, IseqKind::Block, sym::CALL)?,
            None => Value::NIL,
        };
        let cs = self.new_call_site(crate::symbol::intern("super"), argc, flags);
        self.emit(Opcode::InvokeSuper, &[cs, block_iseq.0]);
        self.emit_pop_if(want);
        Ok(())
    }

    /// Pushes the current method's parameters as the arguments of a bare `super`.
    fn compile_zsuper_args(&mut self) -> CResult<(u32, u32)> {
        // Find the method scope and how many levels up it is.
        let mut level = 0u32;
        let mut idx = self.scopes.len() - 1;
        while idx > 0 && matches!(self.scopes[idx].kind, IseqKind::Block | IseqKind::Lambda) {
            level += 1;
            idx -= 1;
        }
        if level > 0 {
            self.scopes[idx].uses_env = true;
        }
        let p = self.scopes[idx].params.clone();
        let get = |c: &mut Self, i: u32| {
            if level == 0 {
                c.emit_getlocal(i, 0)
            } else {
                c.emit(Opcode::GetLocalEnv, &[i as u64, level as u64]);
            }
        };
        let mut flags = 0;
        let mut argc;
        let positional: Vec<u32> = (0..p.lead + p.opt).collect();
        let post: Vec<u32> = (0..p.post).map(|j| p.post_start + j).collect();
        if let Some(r) = p.rest {
            for &i in &positional {
                get(self, i);
            }
            self.emit(Opcode::NewArray, &[positional.len() as u64]);
            get(self, r);
            self.emit(Opcode::SplatArray, &[]);
            self.emit(Opcode::ConcatArray, &[]);
            for &i in &post {
                get(self, i);
            }
            self.emit(Opcode::NewArray, &[post.len() as u64]);
            self.emit(Opcode::ConcatArray, &[]);
            argc = 1;
            flags |= call_flags::SPLAT;
        } else {
            for &i in positional.iter().chain(post.iter()) {
                get(self, i);
            }
            argc = (positional.len() + post.len()) as u32;
        }
        if p.accepts_keywords() {
            for (k, name) in p.kw_names.iter().enumerate() {
                self.emit_putobject(Value::symbol(*name));
                get(self, p.kw_start + k as u32);
            }
            self.emit(Opcode::NewHash, &[2 * p.kw_names.len() as u64]);
            if let Some(r) = p.kwrest {
                get(self, r);
                self.emit(Opcode::MergeHash, &[]);
            }
            argc += 1;
            flags |= call_flags::KW_HASH;
        }
        Ok((argc, flags))
    }

    /// `recv.attr op= value`, `||=`, `&&=`.
    pub(crate) fn compile_call_op_write(&mut self, node: &Node<'_>, want: bool) -> CResult {
        let (recv, read, write, op, value, safe) = match node {
            Node::CallOperatorWriteNode { .. } => {
                let n = node.as_call_operator_write_node().unwrap();
                (n.receiver(), self.sym(&n.read_name()), self.sym(&n.write_name()), Some(self.sym(&n.binary_operator())), n.value(), n.is_safe_navigation())
            }
            Node::CallOrWriteNode { .. } => {
                let n = node.as_call_or_write_node().unwrap();
                (n.receiver(), self.sym(&n.read_name()), self.sym(&n.write_name()), None, n.value(), n.is_safe_navigation())
            }
            _ => {
                let n = node.as_call_and_write_node().unwrap();
                (n.receiver(), self.sym(&n.read_name()), self.sym(&n.write_name()), Some(SymbolId(u32::MAX)), n.value(), n.is_safe_navigation())
            }
        };
        let _ = safe;
        let fcall = match &recv {
            Some(r) => {
                self.compile(r, true)?;
                if matches!(r, Node::SelfNode { .. }) {
                    call_flags::FCALL
                } else {
                    0
                }
            }
            None => {
                self.emit(Opcode::PutSelf, &[]);
                call_flags::FCALL
            }
        };
        self.set_line(node);
        self.emit(Opcode::Dup, &[]);
        self.emit_send(read, 0, fcall);
        let base = self.depth();
        match op {
            Some(o) if o.0 != u32::MAX => {
                self.compile(&value, true)?;
                let cs = self.new_call_site(o, 1, 0);
                let opc = Self::opt_binary(o).unwrap_or(Opcode::SendWithoutBlock);
                self.emit(opc, &[cs]);
                if want {
                    self.emit(Opcode::Swap, &[]);
                    self.emit(Opcode::TopN, &[1]);
                }
                self.emit_send(write, 1, fcall | call_flags::ATTR_SET);
                self.emit(Opcode::Pop, &[]);
                Ok(())
            }
            _ => {
                // ||= (op None) or &&= (op MAX)
                let is_or = op.is_none();
                self.emit(Opcode::Dup, &[]);
                let skip = self.emit_jump(if is_or { Opcode::BranchIf } else { Opcode::BranchUnless });
                self.emit(Opcode::Pop, &[]);
                self.compile(&value, true)?;
                if want {
                    self.emit(Opcode::Swap, &[]);
                    self.emit(Opcode::TopN, &[1]);
                }
                self.emit_send(write, 1, fcall | call_flags::ATTR_SET);
                self.emit(Opcode::Pop, &[]);
                if !want {
                    // stack: []
                }
                let end = self.emit_jump(Opcode::Jump);
                self.patch_here(skip);
                self.set_depth(base);
                // stack: recv, cur
                self.emit(Opcode::Swap, &[]);
                self.emit(Opcode::Pop, &[]);
                self.emit_pop_if(want);
                self.patch_here(end);
                Ok(())
            }
        }
    }

    /// `recv[args] op= value`, `||=`, `&&=`.
    pub(crate) fn compile_index_op_write(&mut self, node: &Node<'_>, want: bool) -> CResult {
        let (recv, args, op, value) = match node {
            Node::IndexOperatorWriteNode { .. } => {
                let n = node.as_index_operator_write_node().unwrap();
                (n.receiver(), n.arguments(), Some(self.sym(&n.binary_operator())), n.value())
            }
            Node::IndexOrWriteNode { .. } => {
                let n = node.as_index_or_write_node().unwrap();
                (n.receiver(), n.arguments(), None, n.value())
            }
            _ => {
                let n = node.as_index_and_write_node().unwrap();
                (n.receiver(), n.arguments(), Some(SymbolId(u32::MAX)), n.value())
            }
        };
        if want {
            self.emit(Opcode::PutNil, &[]);
        }
        // `self[k] op= v` may call private `[]` and `[]=`, as any call on `self` may.
        let fcall = if recv.as_ref().is_some_and(|r| matches!(r, Node::SelfNode { .. })) { call_flags::FCALL } else { 0 };
        self.compile_opt(recv, true)?;
        // `a[*i] op= v`: the arguments are one Array (its `to_a` called once), splatted into
        // both calls.
        let splat = args.as_ref().is_some_and(|a| a.arguments().iter().any(|x| matches!(x, Node::SplatNode { .. })));
        let mut n = 0u64;
        if let Some(a) = &args {
            if splat {
                self.compile_array_elements(&a.arguments())?;
                n = 1;
            } else {
                for x in a.arguments().iter() {
                    self.compile(&x, true)?;
                    n += 1;
                }
            }
        }
        let aflags = if splat { call_flags::SPLAT } else { 0 } | fcall;
        self.set_line(node);
        self.emit(Opcode::DupN, &[n + 1]);
        self.emit_send(sym::AREF, n as u32, aflags);
        match op {
            Some(o) if o.0 != u32::MAX => {
                self.compile(&value, true)?;
                let cs = self.new_call_site(o, 1, 0);
                let opc = Self::opt_binary(o).unwrap_or(Opcode::SendWithoutBlock);
                self.emit(opc, &[cs]);
                if want {
                    self.emit(Opcode::SetN, &[n + 2]);
                }
                self.emit_index_set(n, splat, fcall);
                self.emit(Opcode::Pop, &[]);
            }
            _ => {
                let is_or = op.is_none();
                let base = self.depth();
                self.emit(Opcode::Dup, &[]);
                let have = self.emit_jump(if is_or { Opcode::BranchIf } else { Opcode::BranchUnless });
                self.emit(Opcode::Pop, &[]);
                self.compile(&value, true)?;
                if want {
                    self.emit(Opcode::SetN, &[n + 2]);
                }
                self.emit_index_set(n, splat, fcall);
                self.emit(Opcode::Pop, &[]);
                let end = self.emit_jump(Opcode::Jump);
                let after = self.depth();
                self.patch_here(have);
                self.set_depth(base);
                if want {
                    self.emit(Opcode::SetN, &[n + 2]);
                }
                self.emit(Opcode::AdjustStack, &[n + 2]);
                debug_assert_eq!(self.depth(), after);
                self.patch_here(end);
            }
        }
        Ok(())
    }
}

impl<'v> Compiler<'v> {
    /// With receiver, `n` arguments (or, when `splat`, one Array of them) and the value on the
    /// stack: calls `[]=` (`fcall`: FCALL when the receiver is `self`).
    fn emit_index_set(&mut self, n: u64, splat: bool, fcall: u32) {
        if splat {
            self.emit(Opcode::NewArray, &[1]);
            self.emit(Opcode::ConcatArray, &[]);
            self.emit_send(sym::ASET, 1, call_flags::SPLAT | fcall);
        } else {
            self.emit_send(sym::ASET, n as u32 + 1, fcall);
        }
    }
}

/// The names of a keyword-argument list whose keys are all plain symbol literals, each once, with
/// no `**` splat; None otherwise (then the keywords are passed as a Hash).
fn literal_keyword_names(kh: &ruby_prism::KeywordHashNode<'_>) -> Option<Vec<SymbolId>> {
    let mut names = Vec::new();
    for e in kh.elements().iter() {
        let a = e.as_assoc_node()?;
        let key = a.key();
        let s = key.as_symbol_node()?;
        let name = crate::symbol::intern_bytes(s.unescaped());
        if names.contains(&name) {
            return None;
        }
        names.push(name);
    }
    (!names.is_empty() && names.len() <= crate::iseq::MAX_KW_ARGS).then_some(names)
}
