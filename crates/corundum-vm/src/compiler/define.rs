//! Definitions: `def`, `class`, `module`, `class << obj`; parameter lists of methods and blocks;
//! multiple assignment and assignment targets.

use ruby_prism::Node;

use super::{CResult, CompileError, Compiler};
use crate::insn::Opcode;
use crate::iseq::{call_flags, IseqKind};
use crate::symbol::{intern, SymbolId};

impl<'v> Compiler<'v> {
    pub(crate) fn compile_def(&mut self, d: &ruby_prism::DefNode<'_>, want: bool) -> CResult {
        let name = self.sym(&d.name());
        let line = d.location().start_line() as u32;
        let mut scope = self.new_scope(IseqKind::Method, name.name().to_string(), line);
        scope.method_name = Some(name);
        scope.locals = d.locals().iter().map(|id| self.sym(&id)).collect();
        self.push_scope(scope);
        self.setup_params(d.parameters(), false)?;
        self.sc().body_start = self.pc();
        if d.equal_loc().is_some() {
            self.sc().asm.suppress_line_event(line);
        }
        self.compile_body_node(d.body(), true)?;
        self.emit_body_leave(&d.as_node());
        let iseq = self.pop_scope();
        self.set_line(&d.as_node());
        match d.receiver() {
            Some(r) => {
                self.compile(&r, true)?;
                self.emit(Opcode::DefineSMethod, &[name.0 as u64, iseq.0]);
            }
            None => {
                self.emit(Opcode::DefineMethod, &[name.0 as u64, iseq.0]);
            }
        }
        self.emit_pop_if(want);
        Ok(())
    }

    fn compile_cbase(&mut self, path: &Node<'_>) -> CResult<SymbolId> {
        match path {
            Node::ConstantPathNode { .. } => {
                let p = path.as_constant_path_node().unwrap();
                match p.parent() {
                    Some(parent) => self.compile(&parent, true)?,
                    None => {
                        let o = self.vm.core.object;
                        self.emit_putobject(o);
                    }
                }
                Ok(p.name().map(|n| self.sym(&n)).unwrap_or(SymbolId(0)))
            }
            _ => {
                self.emit(Opcode::PutSpecialObject, &[1]);
                Ok(path.as_constant_read_node().map(|c| self.sym(&c.name())).unwrap_or(SymbolId(0)))
            }
        }
    }

    fn compile_class_body(
        &mut self,
        label: String,
        node: &Node<'_>,
        locals: ruby_prism::ConstantList<'_>,
        body: Option<Node<'_>>,
    ) -> CResult<crate::value::Value> {
        let line = node.location().start_line() as u32;
        let mut scope = self.new_scope(IseqKind::Class, label, line);
        scope.locals = locals.iter().map(|id| self.sym(&id)).collect();
        self.push_scope(scope);
        self.compile_body_node(body, true)?;
        self.emit_body_leave(node);
        Ok(self.pop_scope())
    }

    pub(crate) fn compile_class(&mut self, c: &ruby_prism::ClassNode<'_>, want: bool) -> CResult {
        let name = self.compile_cbase(&c.constant_path())?;
        self.compile_opt(c.superclass(), true)?;
        let body = self.compile_class_body(format!("<class:{}>", name.name()), &c.as_node(), c.locals(), c.body())?;
        self.set_line(&c.as_node());
        self.emit(Opcode::DefineClass, &[name.0 as u64, body.0, 0]);
        self.emit_pop_if(want);
        Ok(())
    }

    pub(crate) fn compile_module(&mut self, m: &ruby_prism::ModuleNode<'_>, want: bool) -> CResult {
        let name = self.compile_cbase(&m.constant_path())?;
        self.emit(Opcode::PutNil, &[]);
        let body = self.compile_class_body(format!("<module:{}>", name.name()), &m.as_node(), m.locals(), m.body())?;
        self.set_line(&m.as_node());
        self.emit(Opcode::DefineClass, &[name.0 as u64, body.0, 1]);
        self.emit_pop_if(want);
        Ok(())
    }

    pub(crate) fn compile_singleton_class(&mut self, s: &ruby_prism::SingletonClassNode<'_>, want: bool) -> CResult {
        self.compile(&s.expression(), true)?;
        self.emit(Opcode::PutNil, &[]);
        let body = self.compile_class_body("singleton class".to_string(), &s.as_node(), s.locals(), s.body())?;
        self.set_line(&s.as_node());
        self.emit(Opcode::DefineClass, &[0, body.0, 2]);
        self.emit_pop_if(want);
        Ok(())
    }

    fn param_name(&self, n: &Node<'_>) -> Option<SymbolId> {
        match n {
            Node::RequiredParameterNode { .. } => Some(self.sym(&n.as_required_parameter_node().unwrap().name())),
            Node::OptionalParameterNode { .. } => Some(self.sym(&n.as_optional_parameter_node().unwrap().name())),
            Node::RestParameterNode { .. } => Some(n.as_rest_parameter_node().unwrap().name().map_or_else(|| intern("*"), |c| self.sym(&c))),
            Node::RequiredKeywordParameterNode { .. } => Some(self.sym(&n.as_required_keyword_parameter_node().unwrap().name())),
            Node::OptionalKeywordParameterNode { .. } => Some(self.sym(&n.as_optional_keyword_parameter_node().unwrap().name())),
            Node::KeywordRestParameterNode { .. } => Some(n.as_keyword_rest_parameter_node().unwrap().name().map_or_else(|| intern("**"), |c| self.sym(&c))),
            Node::BlockParameterNode { .. } => Some(n.as_block_parameter_node().unwrap().name().map_or_else(|| intern("&"), |c| self.sym(&c))),
            Node::ForwardingParameterNode { .. } => Some(intern("...")),
            _ => None,
        }
    }

    /// A required parameter is a name, or `(a, b)` destructured from a hidden local.
    fn add_positional<'n>(&self, order: &mut Vec<SymbolId>, destructure: &mut Vec<(u32, Node<'n>)>, r: Node<'n>) {
        match self.param_name(&r) {
            Some(n) => order.push(n),
            None => {
                order.push(SymbolId(u32::MAX));
                destructure.push(((order.len() - 1) as u32, r));
            }
        }
    }

    /// Lays out the locals (parameters first, in the order `Params` expects), fills in `Params`,
    /// and emits the prologue: optional-argument defaults (entered through `opt_table`), keyword
    /// defaults and destructuring of `(a, b)` parameters.
    pub(crate) fn setup_params(&mut self, params: Option<ruby_prism::ParametersNode<'_>>, is_block: bool) -> CResult {
        let Some(p) = params else { return Ok(()) };
        let mut order: Vec<SymbolId> = Vec::new();
        let mut destructure: Vec<(u32, Node<'_>)> = Vec::new();
        let push = |order: &mut Vec<SymbolId>, s: SymbolId| {
            order.push(s);
            (order.len() - 1) as u32
        };
        let mut prm = crate::iseq::Params { has_params: true, ..Default::default() };
        for r in p.requireds().iter() {
            self.add_positional(&mut order, &mut destructure, r);
            prm.lead += 1;
        }
        let opt_nodes: Vec<Node<'_>> = p.optionals().iter().collect();
        for o in &opt_nodes {
            push(&mut order, self.param_name(o).expect("optional name"));
            prm.opt += 1;
        }
        let mut implicit_rest = false;
        if let Some(r) = p.rest() {
            match r {
                Node::RestParameterNode { .. } => {
                    let n = self.param_name(&r).expect("rest");
                    prm.rest = Some(push(&mut order, n));
                }
                Node::ImplicitRestNode { .. } => implicit_rest = true,
                _ => {}
            }
        }
        prm.post_start = order.len() as u32;
        for r in p.posts().iter() {
            self.add_positional(&mut order, &mut destructure, r);
            prm.post += 1;
        }
        prm.kw_start = order.len() as u32;
        let kw_nodes: Vec<Node<'_>> = p.keywords().iter().collect();
        for k in &kw_nodes {
            let n = self.param_name(k).expect("keyword");
            push(&mut order, n);
            prm.kw_names.push(n);
            let required = matches!(k, Node::RequiredKeywordParameterNode { .. });
            if required && prm.kw_required.len() < 64 {
                prm.kw_required_mask |= 1 << prm.kw_required.len();
            }
            prm.kw_required.push(required);
        }
        let mut forwarding = false;
        if let Some(kr) = p.keyword_rest() {
            match kr {
                Node::KeywordRestParameterNode { .. } => {
                    let n = self.param_name(&kr).expect("kwrest");
                    prm.kwrest = Some(push(&mut order, n));
                }
                Node::NoKeywordsParameterNode { .. } => prm.no_kw = true,
                Node::ForwardingParameterNode { .. } => forwarding = true,
                _ => {}
            }
        }
        if forwarding {
            prm.rest = Some(push(&mut order, intern("...")));
            prm.kwrest = Some(push(&mut order, intern("**")));
            prm.block = Some(push(&mut order, intern("&")));
        }
        if let Some(b) = p.block() {
            // Only a named or anonymous `&` parses under the 4.0 grammar (`prism_options`); any
            // other node here is refused like a syntax error, never a panic.
            let Some(n) = self.param_name(&b) else {
                return Err(CompileError { line: self.line_of(&b), message: "unsupported block parameter".into() });
            };
            prm.block = Some(push(&mut order, n));
        }
        if is_block {
            let positional = prm.lead + prm.opt + prm.post;
            prm.auto_splat = positional >= 2 || (positional >= 1 && (prm.rest.is_some() || implicit_rest));
        }
        // Reorder the scope's locals: parameters first, then everything else Prism listed.
        {
            let s = self.sc();
            let rest: Vec<SymbolId> = s.locals.iter().copied().filter(|l| !order.contains(l)).collect();
            order.extend(rest);
            s.locals = order;
        }
        // Optional defaults: entry i starts where i optionals were given.
        let lead = prm.lead;
        self.sc().params = prm.clone();
        let mut table = Vec::new();
        for (i, o) in opt_nodes.iter().enumerate() {
            table.push(self.pc() as u32);
            let on = o.as_optional_parameter_node().unwrap();
            self.set_line(o);
            self.compile(&on.value(), true)?;
            self.emit_setlocal(lead + i as u32, 0);
        }
        table.push(self.pc() as u32);
        for (k, kn) in kw_nodes.iter().enumerate() {
            if let Node::OptionalKeywordParameterNode { .. } = kn {
                let idx = prm.kw_start + k as u32;
                let j = self.emit(Opcode::CheckKeyword, &[idx as u64, 0]) + 2;
                let v = kn.as_optional_keyword_parameter_node().unwrap().value();
                self.compile(&v, true)?;
                self.emit_setlocal(idx, 0);
                self.patch_here(j);
            }
        }
        self.sc().params.opt_table = table;
        for (i, target) in destructure {
            self.emit_getlocal(i, 0);
            self.emit(Opcode::ToArrayForMasgn, &[]);
            let m = target.as_multi_target_node().expect("destructuring parameter");
            self.compile_masgn_targets(&m.lefts(), m.rest(), &m.rights())?;
        }
        Ok(())
    }

    pub(crate) fn setup_block_params(&mut self, params: Option<Node<'_>>) -> CResult {
        match params {
            None => Ok(()),
            Some(Node::BlockParametersNode { .. }) => {
                let bp = params.unwrap().as_block_parameters_node().unwrap();
                self.setup_params(bp.parameters(), true)
            }
            Some(Node::NumberedParametersNode { .. }) => {
                let max = params.unwrap().as_numbered_parameters_node().unwrap().maximum();
                let names: Vec<SymbolId> = (1..=max).map(|i| intern(&format!("_{i}"))).collect();
                let s = self.sc();
                let rest: Vec<SymbolId> = s.locals.iter().copied().filter(|l| !names.contains(l)).collect();
                s.locals = names.iter().copied().chain(rest).collect();
                s.params.lead = max as u32;
                s.params.has_params = true;
                s.params.auto_splat = max >= 2;
                Ok(())
            }
            Some(Node::ItParametersNode { .. }) => {
                let it = intern("it");
                let s = self.sc();
                let rest: Vec<SymbolId> = s.locals.iter().copied().filter(|l| *l != it).collect();
                s.locals = std::iter::once(it).chain(rest).collect();
                s.params.lead = 1;
                s.params.has_params = true;
                Ok(())
            }
            Some(_) => Ok(()),
        }
    }

    pub(crate) fn compile_multi_write(&mut self, m: &ruby_prism::MultiWriteNode<'_>, want: bool) -> CResult {
        let value = m.value();
        // `a, b = b, a` as a statement, with as many plain variables as values: the values are
        // pushed and assigned from the last, with no Array (CRuby does the same).
        if let Node::ArrayNode { .. } = &value {
            let elems = value.as_array_node().unwrap().elements();
            let lefts = m.lefts();
            let plain_var = |t: &Node<'_>| {
                matches!(
                    t,
                    Node::LocalVariableTargetNode { .. } | Node::InstanceVariableTargetNode { .. } | Node::GlobalVariableTargetNode { .. } | Node::ClassVariableTargetNode { .. }
                )
            };
            if !want
                && m.rest().is_none()
                && m.rights().iter().count() == 0
                && elems.iter().count() == lefts.iter().count()
                && elems.iter().all(|e| !matches!(e, Node::SplatNode { .. }))
                && lefts.iter().all(|t| plain_var(&t))
            {
                for e in elems.iter() {
                    self.compile(&e, true)?;
                }
                self.set_line(&m.as_node());
                let targets: Vec<Node<'_>> = lefts.iter().collect();
                for t in targets.iter().rev() {
                    self.compile_target_assign(t)?;
                }
                return Ok(());
            }
        }
        // CRuby evaluates the targets' receivers (and index arguments, scope modules) left to
        // right before the right side, and calls the setters after it.
        let mut pre = std::collections::VecDeque::new();
        self.pre_eval_targets(&m.lefts(), m.rest(), &m.rights(), &mut pre)?;
        match &value {
            Node::ArrayNode { .. } => {
                let a = value.as_array_node().unwrap();
                self.compile_array_elements(&a.elements())?;
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
            }
            _ => {
                // The assignment's value is the right side itself, not its conversion.
                self.compile(&value, true)?;
                if want {
                    self.emit(Opcode::Dup, &[]);
                }
                self.emit(Opcode::ToArrayForMasgn, &[]);
            }
        }
        self.set_line(&m.as_node());
        let saved = self.masgn_pre.replace(pre);
        let r = self.compile_masgn_targets(&m.lefts(), m.rest(), &m.rights());
        self.masgn_pre = saved;
        r
    }

    /// Evaluates into hidden locals, in order, what each target of a multiple assignment needs
    /// before the value: a setter's receiver, an index target's receiver and arguments (one
    /// Array when they splat), a scoped constant's module. `compile_target_assign` takes them
    /// back in the same order.
    fn pre_eval_targets(&mut self, lefts: &ruby_prism::NodeList<'_>, rest: Option<Node<'_>>, rights: &ruby_prism::NodeList<'_>, pre: &mut std::collections::VecDeque<Vec<u32>>) -> CResult {
        for t in lefts.iter() {
            self.pre_eval_target(&t, pre)?;
        }
        if let Some(r) = rest {
            self.pre_eval_target(&r, pre)?;
        }
        for t in rights.iter() {
            self.pre_eval_target(&t, pre)?;
        }
        Ok(())
    }

    fn pre_eval_target(&mut self, t: &Node<'_>, pre: &mut std::collections::VecDeque<Vec<u32>>) -> CResult {
        match t {
            Node::CallTargetNode { .. } => {
                let c = t.as_call_target_node().unwrap();
                let r = self.hidden_local();
                self.compile(&c.receiver(), true)?;
                self.emit_setlocal(r, 0);
                pre.push_back(vec![r]);
            }
            Node::IndexTargetNode { .. } => {
                let c = t.as_index_target_node().unwrap();
                let mut slots = Vec::new();
                let r = self.hidden_local();
                self.compile(&c.receiver(), true)?;
                self.emit_setlocal(r, 0);
                slots.push(r);
                if let Some(a) = c.arguments() {
                    if Self::index_target_splats(&c) {
                        let arr = self.hidden_local();
                        self.compile_array_elements(&a.arguments())?;
                        self.emit_setlocal(arr, 0);
                        slots.push(arr);
                    } else {
                        for x in a.arguments().iter() {
                            let l = self.hidden_local();
                            self.compile(&x, true)?;
                            self.emit_setlocal(l, 0);
                            slots.push(l);
                        }
                    }
                }
                pre.push_back(slots);
            }
            Node::ConstantPathTargetNode { .. } => {
                let c = t.as_constant_path_target_node().unwrap();
                let l = self.hidden_local();
                match c.parent() {
                    Some(p) => self.compile(&p, true)?,
                    None => {
                        let o = self.vm.core.object;
                        self.emit_putobject(o);
                    }
                }
                self.emit_setlocal(l, 0);
                pre.push_back(vec![l]);
            }
            Node::MultiTargetNode { .. } => {
                let mt = t.as_multi_target_node().unwrap();
                self.pre_eval_targets(&mt.lefts(), mt.rest(), &mt.rights(), pre)?;
            }
            Node::SplatNode { .. } => {
                if let Some(e) = t.as_splat_node().unwrap().expression() {
                    self.pre_eval_target(&e, pre)?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Whether an index target's arguments splat (`a[*i], b = ...`).
    fn index_target_splats(t: &ruby_prism::IndexTargetNode<'_>) -> bool {
        t.arguments().is_some_and(|a| a.arguments().iter().any(|x| matches!(x, Node::SplatNode { .. })))
    }

    /// With an array on the stack, assigns its parts to the targets (consuming the array).
    pub(crate) fn compile_masgn_targets(&mut self, lefts: &ruby_prism::NodeList<'_>, rest: Option<Node<'_>>, rights: &ruby_prism::NodeList<'_>) -> CResult {
        let splat = matches!(rest, Some(Node::SplatNode { .. }));
        self.emit(Opcode::ExpandArray, &[lefts.len() as u64, splat as u64, rights.len() as u64]);
        for t in lefts.iter() {
            self.compile_target_assign(&t)?;
        }
        if let Some(Node::SplatNode { .. }) = &rest {
            let s = rest.as_ref().unwrap().as_splat_node().unwrap();
            match s.expression() {
                Some(e) => self.compile_target_assign(&e)?,
                None => {
                    self.emit(Opcode::Pop, &[]);
                }
            }
        }
        for t in rights.iter() {
            self.compile_target_assign(&t)?;
        }
        Ok(())
    }

    /// The next pre-evaluated slots of a multiple assignment's target (`pre_eval_targets`).
    fn take_pre(&mut self) -> Vec<u32> {
        self.masgn_pre.as_mut().and_then(|q| q.pop_front()).expect("pre-evaluated target")
    }

    /// Assigns the value on top of the stack to `target` and pops it.
    pub(crate) fn compile_target_assign(&mut self, target: &Node<'_>) -> CResult {
        match target {
            Node::LocalVariableTargetNode { .. } => {
                let t = target.as_local_variable_target_node().unwrap();
                let (i, l) = self.resolve_local(self.sym(&t.name()), t.depth());
                self.emit_setlocal(i, l);
            }
            Node::RequiredParameterNode { .. } => {
                let t = target.as_required_parameter_node().unwrap();
                let (i, l) = self.resolve_local(self.sym(&t.name()), 0);
                self.emit_setlocal(i, l);
            }
            Node::InstanceVariableTargetNode { .. } => {
                let id = self.sym(&target.as_instance_variable_target_node().unwrap().name());
                let c = self.sc().asm.new_ivar_cache();
                self.emit(Opcode::SetIvar, &[id.0 as u64, c]);
            }
            Node::GlobalVariableTargetNode { .. } => {
                let id = self.sym(&target.as_global_variable_target_node().unwrap().name());
                self.emit_global(Opcode::SetGlobal, id);
            }
            Node::ClassVariableTargetNode { .. } => {
                let id = self.sym(&target.as_class_variable_target_node().unwrap().name());
                self.emit(Opcode::SetCvar, &[id.0 as u64]);
            }
            Node::ConstantTargetNode { .. } => {
                let id = self.sym(&target.as_constant_target_node().unwrap().name());
                self.emit(Opcode::SetConst, &[id.0 as u64]);
            }
            Node::ConstantPathTargetNode { .. } if self.masgn_pre.is_some() => {
                let t = target.as_constant_path_target_node().unwrap();
                let id = t.name().map(|n| self.sym(&n)).unwrap_or(SymbolId(0));
                let slots = self.take_pre();
                self.emit_getlocal(slots[0], 0);
                self.emit(Opcode::SetConstFrom, &[id.0 as u64]);
            }
            Node::CallTargetNode { .. } if self.masgn_pre.is_some() => {
                let t = target.as_call_target_node().unwrap();
                let name = self.sym(&t.name());
                let fcall = if matches!(t.receiver(), Node::SelfNode { .. }) { call_flags::FCALL } else { 0 };
                let slots = self.take_pre();
                self.emit_getlocal(slots[0], 0);
                self.emit(Opcode::Swap, &[]);
                self.emit_send(name, 1, fcall | call_flags::ATTR_SET);
                self.emit(Opcode::Pop, &[]);
            }
            Node::IndexTargetNode { .. } if self.masgn_pre.is_some() => {
                let t = target.as_index_target_node().unwrap();
                let slots = self.take_pre();
                for &l in &slots {
                    self.emit_getlocal(l, 0);
                }
                let n = slots.len() as u64 - 1;
                if Self::index_target_splats(&t) {
                    // receiver, args Array: the value joins the Array.
                    self.emit(Opcode::TopN, &[2]);
                    self.emit(Opcode::NewArray, &[1]);
                    self.emit(Opcode::ConcatArray, &[]);
                    self.emit_send(crate::symbol::sym::ASET, 1, call_flags::SPLAT);
                } else {
                    self.emit(Opcode::TopN, &[n + 1]);
                    self.emit_send(crate::symbol::sym::ASET, n as u32 + 1, 0);
                }
                self.emit(Opcode::Pop, &[]);
                self.emit(Opcode::Pop, &[]);
            }
            Node::ConstantPathTargetNode { .. } => {
                let t = target.as_constant_path_target_node().unwrap();
                let id = t.name().map(|n| self.sym(&n)).unwrap_or(SymbolId(0));
                match t.parent() {
                    Some(p) => self.compile(&p, true)?,
                    None => {
                        let o = self.vm.core.object;
                        self.emit_putobject(o);
                    }
                }
                self.emit(Opcode::SetConstFrom, &[id.0 as u64]);
            }
            Node::MultiTargetNode { .. } => {
                let m = target.as_multi_target_node().unwrap();
                self.emit(Opcode::ToArrayForMasgn, &[]);
                self.compile_masgn_targets(&m.lefts(), m.rest(), &m.rights())?;
            }
            Node::SplatNode { .. } => {
                let s = target.as_splat_node().unwrap();
                match s.expression() {
                    Some(e) => self.compile_target_assign(&e)?,
                    None => {
                        self.emit(Opcode::Pop, &[]);
                    }
                }
            }
            Node::CallTargetNode { .. } => {
                let t = target.as_call_target_node().unwrap();
                let name = self.sym(&t.name());
                let r = t.receiver();
                let fcall = if matches!(r, Node::SelfNode { .. }) { call_flags::FCALL } else { 0 };
                self.compile(&r, true)?;
                // `recv&.attr` as a target assigns nothing when recv is nil.
                let skip = t.is_safe_navigation().then(|| self.emit_jump(Opcode::BranchNil));
                self.emit(Opcode::Swap, &[]);
                self.emit_send(name, 1, fcall | call_flags::ATTR_SET);
                self.emit(Opcode::Pop, &[]);
                if let Some(skip) = skip {
                    let d = self.depth();
                    let end = self.emit_jump(Opcode::Jump);
                    self.patch_here(skip);
                    self.set_depth(d + 2);
                    self.emit(Opcode::Pop, &[]);
                    self.emit(Opcode::Pop, &[]);
                    self.patch_here(end);
                }
            }
            Node::IndexTargetNode { .. } => {
                let t = target.as_index_target_node().unwrap();
                self.compile(&t.receiver(), true)?;
                let mut n = 0u64;
                if let Some(a) = t.arguments() {
                    for x in a.arguments().iter() {
                        self.compile(&x, true)?;
                        n += 1;
                    }
                }
                self.emit(Opcode::TopN, &[n + 1]);
                self.emit_send(crate::symbol::sym::ASET, n as u32 + 1, 0);
                self.emit(Opcode::Pop, &[]);
                self.emit(Opcode::Pop, &[]);
            }
            _ => {
                self.emit(Opcode::Pop, &[]);
                return self.unsupported(target, "this assignment target", false);
            }
        }
        Ok(())
    }
}
