//! String `eval` (CRuby's `eval_string_with_cref`): capturing where code runs, compiling source
//! into that place, and running it.
//!
//! A place is a `CapturedBlock` without an iseq (an *eval context*): self, the env of the scope,
//! cref, method entry, the home frame `return` goes to, and the block `yield` calls. Evaluated
//! code is compiled as a block whose outer env is the context's env, so it reads and assigns the
//! scope's locals (and those of every enclosing block) with the ordinary env instructions.
//!
//! Naming locals: every env knows its owner (`REnv::owner`), the iseq whose frame made it, or an
//! Array of names for a binding's extension (`Binding#local_variable_set` of a new name). Walking
//! the chain gives Prism the names of the enclosing scopes (so `x` parses as a local) and gives
//! the compiler frozen scopes with the env's exact slot layout (`compiler::compile_eval`).
//!
//! Invariants:
//! - Locals first assigned by evaluated code live in the eval frame's own env, made before the
//!   code runs (`run_eval` returns it), so a Binding can keep them for its next `eval` (its
//!   context's env becomes that env); the scope the code was evaluated in never grows.
//! - `for` bodies (`IseqData::transparent`) are envs Prism does not count; they are skipped in
//!   the names given to Prism but kept as compiler scopes, so levels still match the env chain.

use std::rc::Rc;

use crate::class::Visibility;
use crate::compiler::OuterScope;
use crate::core::protocol::EncodingId;
use crate::iseq::{IseqKind, NO_SVAR};
use crate::object::{self, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::frame::CapturedBlock;
use crate::vm::syntax_error::{self, ParseError};
use crate::vm::{Vm, VmResult};

/// Whether `name` is a name a local variable can have (not a hidden slot, not `*`/`&`/`...`).
pub fn is_local_name(name: SymbolId) -> bool {
    if name.0 >= u32::MAX - 1 {
        return false;
    }
    let s = name.name();
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c == '_' || c.is_lowercase() || !c.is_ascii() => {}
        _ => return false,
    }
    chars.all(|c| c == '_' || c.is_alphanumeric() || !c.is_ascii())
}

/// The names of an env's slots, as its owner records them (hidden slots included).
pub fn env_slot_names(e: Value) -> Vec<SymbolId> {
    let owner = object::as_env(e).owner();
    if object::is_type(owner, ObjType::Iseq) {
        object::as_iseq(owner).data.local_names.clone()
    } else if object::is_type(owner, ObjType::Array) {
        object::as_array(owner).items.iter().map(|v| if v.is_symbol() { v.as_symbol() } else { SymbolId(u32::MAX) }).collect()
    } else {
        Vec::new()
    }
}

/// The implicit block parameters (`it`, `_1`..`_9`) among an env's slots: they are not local
/// variables (`local_variables` leaves them out).
pub fn implicit_parameters(e: Value) -> Vec<SymbolId> {
    let owner = object::as_env(e).owner();
    if !object::is_type(owner, ObjType::Iseq) {
        return Vec::new();
    }
    let d = &object::as_iseq(owner).data;
    if !matches!(d.kind, IseqKind::Block | IseqKind::Lambda) {
        return Vec::new();
    }
    let lead = d.params.lead as usize;
    let names = &d.local_names;
    if lead > 0 && lead <= names.len() && (0..lead).all(|i| names[i] == intern(&format!("_{}", i + 1))) {
        return names[..lead].to_vec();
    }
    if lead == 1 && names.first().is_some_and(|n| n.0 < u32::MAX - 1 && n.name() == "it") {
        return vec![names[0]];
    }
    Vec::new()
}

/// The compiler's view of one env of a chain.
fn outer_scope(e: Value) -> OuterScope {
    let owner = object::as_env(e).owner();
    let mut locals = env_slot_names(e);
    // Only as many names as the env has slots: an index past them would read outside it.
    locals.truncate(object::as_env(e).vals().len());
    if object::is_type(owner, ObjType::Iseq) {
        let d = &object::as_iseq(owner).data;
        OuterScope {
            locals,
            kind: d.kind,
            name: d.name.clone(),
            method_name: d.method_name,
            block_depth: d.block_depth,
            transparent: d.transparent,
            svar: if d.svar_level == 0 { d.svar } else { NO_SVAR },
        }
    } else {
        OuterScope { locals, kind: IseqKind::Block, name: String::new(), method_name: None, block_depth: 0, transparent: false, svar: NO_SVAR }
    }
}

impl Vm {
    /// The eval context of frame `fi` (what `binding` captures there).
    pub fn frame_eval_context(&mut self, fi: usize) -> CapturedBlock {
        let env = self.frame_env(fi);
        let f = &self.frames[fi];
        CapturedBlock {
            iseq: Value::NIL,
            self_val: f.self_val,
            outer: env,
            creator: f.id,
            call_serial: 0,
            home: f.home,
            cref: f.cref,
            me: f.me.clone(),
            home_block: f.block.clone().map(Rc::new),
        }
    }

    /// The envs of a chain as compiler scopes, outermost first.
    pub fn env_scopes(&self, env: Value) -> Vec<OuterScope> {
        let mut out = Vec::new();
        let mut e = env;
        while object::is_type(e, ObjType::Env) {
            out.push(outer_scope(e));
            e = object::as_env(e).parent;
        }
        out.reverse();
        out
    }

    /// The local variables visible from `env`, innermost scope first, each name once.
    pub fn env_local_variables(&self, env: Value) -> Vec<SymbolId> {
        let mut out: Vec<SymbolId> = Vec::new();
        let mut e = env;
        while object::is_type(e, ObjType::Env) {
            let implicit = implicit_parameters(e);
            for name in env_slot_names(e) {
                if is_local_name(name) && !implicit.contains(&name) && !out.contains(&name) {
                    out.push(name);
                }
            }
            e = object::as_env(e).parent;
        }
        out
    }

    /// The env and slot of local `name` seen from `env`, innermost first.
    pub fn env_find_local(&self, env: Value, name: SymbolId) -> Option<(Value, usize)> {
        let mut e = env;
        while object::is_type(e, ObjType::Env) {
            let len = object::as_env(e).vals().len();
            if let Some(i) = env_slot_names(e).iter().position(|&n| n == name) {
                if i < len {
                    return Some((e, i));
                }
            }
            e = object::as_env(e).parent;
        }
        None
    }

    /// A one-slot env for a new local `name` in front of `parent` (a binding's extension).
    pub fn new_extension_env(&mut self, parent: Value, name: SymbolId, value: Value) -> Value {
        let names = self.new_array(vec![Value::symbol(name)]);
        self.temp_roots.push(names);
        let e = self.new_env(1, parent, names);
        self.temp_roots.pop();
        object::as_env_mut_nowb(e).vals_mut()[0] = value;
        object::write_barrier(e, value);
        e
    }

    /// Parses and compiles `source` to run in `ctx` (SyntaxError with Prism's annotated text).
    /// `encoding` is the evaluated String's: the source's encoding unless a magic comment says
    /// otherwise, as in CRuby (an ISO-8859-1 String's `\xe9` is a character, not broken UTF-8).
    pub fn compile_eval_source(&mut self, source: &[u8], encoding: EncodingId, ctx: &CapturedBlock, path: &str, line: i64) -> VmResult<Value> {
        if path.contains('\0') {
            return Err(self.make_error(self.core.argument_error, "string contains null byte"));
        }
        let outer = self.env_scopes(ctx.outer);
        // Prism parses the program in the innermost scope it is given: the last, empty one is
        // the evaluated code's own.
        let mut prism_scopes: Vec<ruby_prism::Scope> = outer
            .iter()
            .filter(|s| !s.transparent)
            .map(|s| {
                // The anonymous parameters the scope can forward (`foo(*)`, `foo(...)`).
                let forwarding: Vec<ruby_prism::ScopeForwardingFlag> = [
                    ("*", ruby_prism::ScopeForwardingFlag::Positionals),
                    ("**", ruby_prism::ScopeForwardingFlag::Keywords),
                    ("&", ruby_prism::ScopeForwardingFlag::Block),
                    ("...", ruby_prism::ScopeForwardingFlag::All),
                ]
                .into_iter()
                .filter(|(name, _)| s.locals.contains(&intern(name)))
                .map(|(_, flag)| flag)
                .collect();
                ruby_prism::Scope::default()
                    .locals(s.locals.iter().filter(|&&n| is_local_name(n)).map(|n| n.name().as_bytes().to_vec()).collect())
                    .forwarding(forwarding)
            })
            .collect();
        prism_scopes.push(ruby_prism::Scope::default());
        let first_line = line.clamp(i64::from(i32::MIN), i64::from(i32::MAX));
        let mut options = crate::compiler::prism_options().filepath(path).line(first_line as i32).scopes(prism_scopes);
        if encoding != EncodingId::UTF_8 && encoding.ascii_compatible() {
            options = options.encoding(encoding.name());
        }
        let options = options.build();
        let result = ruby_prism::parse_with_options(source, &options);
        let errors: Vec<ParseError> = result
            .errors()
            .map(|e| {
                let loc = e.location();
                ParseError { start: loc.start() as usize, end: loc.end() as usize, message: String::from_utf8_lossy(e.message()).into_owned() }
            })
            .collect();
        if !errors.is_empty() {
            let msg = syntax_error::format(source, path, first_line, &errors);
            return Err(self.make_error(self.core.syntax_error, &msg));
        }
        self.report_parse_warnings(&result, path);
        let (frozen, commented) = crate::vm::load::source_options_commented(&result, source, self.options.frozen_string_literal);
        let encoding = commented.unwrap_or(encoding);
        let node = result.node();
        match crate::compiler::compile_eval(self, &node, path, &outer, frozen, encoding) {
            Ok(iseq) if self.tracing.events & crate::vm::trace::ev::SCRIPT_COMPILED != 0 => {
                self.temp_roots.push(iseq);
                let r = self.trace_script_compiled(iseq, Some(source));
                self.temp_roots.pop();
                r.map(|_| iseq)
            }
            Ok(iseq) => Ok(iseq),
            Err(e) => {
                self.compile_roots.clear();
                Err(self.make_error(self.core.syntax_error, &format!("{}:{}: {}", path, e.line, e.message)))
            }
        }
    }

    /// Runs a compiled eval iseq in `ctx` with `self_val` as self and `cref` as the lexical
    /// scope. Returns the result and the eval frame's env (nil when the code has no locals of
    /// its own), which holds the locals it introduced.
    pub fn run_eval(&mut self, ctx: &CapturedBlock, iseq: Value, self_val: Value, cref: Value, visibility: Visibility) -> VmResult<(Value, Value)> {
        self.temp_roots.push(iseq);
        self.compile_roots.clear();
        let c = CapturedBlock { iseq, self_val, cref, ..ctx.clone() };
        let at = self.sp;
        let r = match self.enter_block(&c, at, 0, false, None, false, None, None) {
            Ok(()) => {
                let fi = self.frames.len() - 1;
                self.frames[fi].visibility = visibility;
                let env = if object::as_iseq(iseq).data.local_count > 0 { self.frame_env(fi) } else { Value::NIL };
                self.temp_roots.push(env);
                let r = self.execute();
                self.temp_roots.pop();
                r.map(|v| (v, env))
            }
            Err(e) => Err(e),
        };
        self.sp = at;
        if let Some(p) = self.temp_roots.iter().rposition(|&v| v == iseq) {
            self.temp_roots.remove(p);
        }
        r
    }
}
