//! Method lookup and invocation: class-of, ancestors, finding a method, the single call path
//! every send takes (interpreter, `send`, and Rust code calling Ruby), and pushing method frames.
//! General argument binding is in `vm::bind`, blocks in `vm::blocks`.
//!
//! Invariants:
//! - A call's receiver and arguments sit on the VM stack at `[recv_at, recv_at + 1 + argc)` for
//!   the whole call; the callee's frame starts right above the receiver. On return the caller
//!   resets `sp` to `recv_at` (the callee never does).
//! - `find_method` is the only full lookup; call sites go through their `CallCache`
//!   (`vm::call_cache`) and the global cache (`vm::method_cache`) first. Cache entries stay valid
//!   while the serial of their method name is unchanged.

use std::rc::Rc;

use smallvec::SmallVec;

use crate::class::{MethodEntry, MethodKind, Visibility};
use crate::iseq::{call_flags, CallCache, CallInfo};
use crate::object::{self, ObjType, FL_SINGLETON};
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::call_cache::Handler;
use crate::vm::construct::NewCall;
use crate::vm::frame::{Block, FrameInit, FrameKind};
use crate::vm::{Args, Vm, VmResult};

/// How a call started by the interpreter loop went.
pub enum LoopCall {
    /// The callee's frame was pushed; the loop continues in it.
    Entered,
    /// The call completed with this value.
    Done(Value),
}

/// Whether a builtin of `arity` (`Method#arity` form) takes `argc` arguments.
#[inline(always)]
pub fn arity_accepts(arity: i32, argc: usize) -> bool {
    arity == argc as i32 || arity == -1 || (arity < -1 && argc >= (-arity - 1) as usize)
}

impl Vm {
    /// The class method lookup starts from (a singleton class when the object has one).
    #[inline]
    pub fn class_of(&self, v: Value) -> Value {
        if v.is_heap() {
            return object::basic(v).klass;
        }
        if v.is_fixnum() {
            self.core.integer
        } else if v.is_flonum() {
            self.core.float
        } else if v.is_symbol() {
            self.core.symbol
        } else if v.is_nil() {
            self.core.nil
        } else if v == Value::TRUE {
            self.core.true_
        } else {
            self.core.false_
        }
    }

    /// The object's class as Ruby's `#class` reports it (singleton and include classes skipped).
    pub fn class_of_real(&self, v: Value) -> Value {
        let mut k = self.class_of(v);
        while k.is_heap() {
            let cd = &object::as_class(k).data;
            if cd.is_singleton || cd.kind == ObjType::IClass {
                k = cd.superclass;
            } else {
                break;
            }
        }
        k
    }

    pub fn is_singleton_class(&self, k: Value) -> bool {
        object::as_class(k).data.is_singleton
    }

    /// The singleton class of `v`, created on first use. Classes get metaclasses whose superclass
    /// is the superclass's metaclass, so class methods inherit.
    pub fn singleton_class(&mut self, v: Value) -> VmResult {
        if !v.is_heap() {
            if v.is_nil() {
                return Ok(self.core.nil);
            }
            if v == Value::TRUE {
                return Ok(self.core.true_);
            }
            if v == Value::FALSE {
                return Ok(self.core.false_);
            }
            return Err(self.make_error(self.core.type_error, "can't define singleton"));
        }
        let k = object::basic(v).klass;
        if object::has_flag(v, FL_SINGLETON) && k.is_heap() && object::as_class(k).data.is_singleton && object::as_class(k).data.attached == v {
            return Ok(k);
        }
        if matches!(object::obj_type(v), ObjType::Float | ObjType::Bignum) {
            return Err(self.make_error(self.core.type_error, "can't define singleton"));
        }
        let is_class = object::obj_type(v) == ObjType::Class;
        let super_ = if is_class {
            let sup = object::as_class(v).data.superclass;
            if sup.is_heap() {
                self.singleton_class(sup)?
            } else {
                self.core.class
            }
        } else {
            k
        };
        // The singleton class of a plain object is itself an instance of its class's
        // metaclass (CRuby's make_singleton_class), so `x.singleton_class.is_a?(C.singleton_class)`.
        let meta_klass = if is_class {
            self.core.class
        } else {
            let real = self.class_of_real(v);
            if object::is_type(real, ObjType::Class) {
                self.singleton_class(real)?
            } else {
                self.core.class
            }
        };
        self.temp_roots.push(meta_klass);
        let s = self.new_class_object(ObjType::Class, super_, meta_klass);
        self.temp_roots.pop();
        {
            let d = &mut object::as_class_mut(s).data;
            d.is_singleton = true;
            d.attached = v;
        }
        object::set_klass(v, s);
        object::set_flag(v, FL_SINGLETON, true);
        if object::has_flag(v, crate::object::FL_FROZEN) {
            self.freeze(s);
        }
        // No cache invalidation: `v`'s class pointer changed, so entries for the old class no
        // longer match it (see vm::method_cache).
        Ok(s)
    }

    /// Method resolution order of `klass`, cached until the next hierarchy change.
    pub fn ancestors(&mut self, klass: Value) -> Rc<[Value]> {
        if let Some((serial, a)) = &*object::as_class(klass).data.ancestors.borrow() {
            if *serial == self.hierarchy_serial {
                return a.clone();
            }
        }
        let mut out: Vec<Value> = Vec::new();
        let sup = object::as_class(klass).data.superclass;
        let sup_anc: Rc<[Value]> = if sup.is_heap() { self.ancestors(sup) } else { Rc::from(Vec::new()) };
        self.own_chain(klass, &sup_anc, &mut out);
        out.extend(sup_anc.iter().copied());
        let rc: Rc<[Value]> = Rc::from(out);
        // The cache holds Values, so it is a store into the class (write barrier).
        *object::as_class_mut(klass).data.ancestors.borrow_mut() = Some((self.hierarchy_serial, rc.clone()));
        rc
    }

    /// `klass` itself with its prepended and included modules (recursively), skipping modules
    /// already in `exclude` (the superclass chain) or already added.
    fn own_chain(&mut self, klass: Value, exclude: &[Value], out: &mut Vec<Value>) {
        let (prepends, includes) = {
            let d = &object::as_class(klass).data;
            (d.prepends.clone(), d.includes.clone())
        };
        for &m in prepends.iter().rev() {
            if !out.contains(&m) && !exclude.contains(&m) {
                self.own_chain(m, exclude, out);
            }
        }
        out.push(klass);
        for &m in includes.iter().rev() {
            if !out.contains(&m) && !exclude.contains(&m) {
                self.own_chain(m, exclude, out);
            }
        }
    }

    pub fn find_method(&mut self, klass: Value, mid: SymbolId) -> Option<Rc<MethodEntry>> {
        let anc = self.ancestors(klass);
        for &k in anc.iter() {
            if let Some(me) = object::as_class(k).data.methods.get(&mid) {
                if matches!(me.kind, MethodKind::Undefined) {
                    return None;
                }
                return Some(me.clone());
            }
        }
        None
    }

    /// `find_method` starting at `klass` itself, skipping the modules prepended to it.
    pub fn find_method_from_origin(&mut self, klass: Value, mid: SymbolId) -> Option<Rc<MethodEntry>> {
        let anc = self.ancestors(klass);
        let start = anc.iter().position(|&k| k == klass).unwrap_or(0);
        for &k in &anc[start..] {
            if let Some(me) = object::as_class(k).data.methods.get(&mid) {
                if matches!(me.kind, MethodKind::Undefined) {
                    return None;
                }
                return Some(me.clone());
            }
        }
        None
    }

    /// The next method named `mid` after `owner` in `klass`'s ancestors (for `super`).
    pub fn find_super_method(&mut self, klass: Value, owner: Value, mid: SymbolId) -> Option<Rc<MethodEntry>> {
        let anc = self.ancestors(klass);
        // A Refinement is never among the ancestors: `super` from its method goes to the
        // refined class (`vm::refinement`).
        let Some(pos) = anc.iter().position(|&k| k == owner) else { return self.refined_super_method(klass, owner, mid) };
        for &k in &anc[pos + 1..] {
            if let Some(me) = object::as_class(k).data.methods.get(&mid) {
                if matches!(me.kind, MethodKind::Undefined) {
                    return None;
                }
                return Some(me.clone());
            }
        }
        None
    }

    pub fn respond_to(&mut self, v: Value, mid: SymbolId, include_private: bool) -> bool {
        let k = self.class_of(v);
        match self.find_method_cached(k, mid) {
            Some(me) => include_private || me.visibility == Visibility::Public,
            None => false,
        }
    }

    /// `defined?(recv.mid)` (or `defined?(mid)` with `private_ok`) asked from code whose self is
    /// `caller_self`: a public method, a protected one the caller may call, any method when
    /// `private_ok`; without a method, what `respond_to_missing?(mid, private_ok)` answers.
    pub fn defined_method(&mut self, recv: Value, mid: SymbolId, private_ok: bool, caller_self: Value) -> VmResult<bool> {
        let k = self.class_of(recv);
        let refs = self.caller_refinements();
        match self.find_method_in_scope(k, mid, refs) {
            Some(me) => Ok(match me.visibility {
                Visibility::Public => true,
                _ if private_ok => true,
                Visibility::Protected => {
                    let owner = me.owner;
                    let owner_real = if object::as_class(owner).data.kind == ObjType::IClass { object::as_class(owner).data.attached } else { owner };
                    self.is_kind_of(caller_self, owner_real)
                }
                _ => false,
            }),
            None => {
                let rtm = crate::symbol::sym::RESPOND_TO_MISSING;
                if self.find_method_cached(k, rtm).is_none() {
                    return Ok(false);
                }
                let r = self.call_method(recv, rtm, &[Value::symbol(mid), Value::bool(private_ok)], None)?;
                Ok(r.truthy())
            }
        }
    }

    /// Adds or replaces a method entry and invalidates call caches.
    pub fn add_method(&mut self, klass: Value, name: SymbolId, kind: MethodKind, visibility: Visibility) -> Rc<MethodEntry> {
        let me = Rc::new(MethodEntry { name, original_name: name, owner: klass, visibility, kind, cref: Value::NIL });
        object::as_class_mut(klass).data.methods.insert(name, me.clone());
        self.invalidate_method(name);
        me
    }

    pub fn define_builtin(&mut self, klass: Value, name: &str, arity: i32, func: crate::class::BuiltinFn) {
        let id = crate::symbol::intern(name);
        self.add_method(klass, id, MethodKind::Builtin { func, arity, leaf: false }, Visibility::Public);
    }
    /// A builtin that never calls Ruby code, yields or raises (see `MethodKind::Builtin::leaf`):
    /// called from the loop without a frame. Only for pure functions of their arguments.
    pub fn define_leaf_builtin(&mut self, klass: Value, name: &str, arity: i32, func: crate::class::BuiltinFn) {
        let id = crate::symbol::intern(name);
        self.add_method(klass, id, MethodKind::Builtin { func, arity, leaf: true }, Visibility::Public);
    }
    pub fn define_private_builtin(&mut self, klass: Value, name: &str, arity: i32, func: crate::class::BuiltinFn) {
        let id = crate::symbol::intern(name);
        self.add_method(klass, id, MethodKind::Builtin { func, arity, leaf: false }, Visibility::Private);
    }
    pub fn define_singleton_builtin(&mut self, obj: Value, name: &str, arity: i32, func: crate::class::BuiltinFn) {
        let s = self.singleton_class(obj).expect("singleton class of a class");
        self.define_builtin(s, name, arity, func);
    }

    // ---------------------------------------------------------------- calls from Rust

    /// Calls `recv.mid(*args)` ignoring visibility (like CRuby's `rb_funcall`).
    pub fn call_method(&mut self, recv: Value, mid: SymbolId, args: &[Value], block: Option<Block>) -> VmResult {
        self.call_method_flags(recv, mid, args, block, call_flags::FCALL, false)
    }

    pub fn call_method_kw(&mut self, recv: Value, mid: SymbolId, args: &[Value], block: Option<Block>, kw: bool) -> VmResult {
        self.call_method_flags(recv, mid, args, block, call_flags::FCALL, kw)
    }

    pub fn call_public(&mut self, recv: Value, mid: SymbolId, args: &[Value], block: Option<Block>, kw: bool) -> VmResult {
        self.call_method_flags(recv, mid, args, block, 0, kw)
    }

    /// For a call from Rust: pushes `recv` and `args` (after checking there is room, and the
    /// machine stack, since the caller may be a builtin recursing on it); the receiver's slot.
    pub(crate) fn push_call_args(&mut self, recv: Value, args: &[Value]) -> VmResult<usize> {
        let recv_at = self.sp;
        if recv_at + args.len() + 64 >= self.stack.len() {
            return Err(self.stack_overflow());
        }
        self.check_stack()?;
        self.push(recv);
        for &a in args {
            self.push(a);
        }
        Ok(recv_at)
    }

    fn call_method_flags(&mut self, recv: Value, mid: SymbolId, args: &[Value], block: Option<Block>, flags: u32, kw: bool) -> VmResult {
        let recv_at = self.push_call_args(recv, args)?;
        let r = self.send_at(recv_at, args.len(), mid, flags | if kw { call_flags::KW_HASH } else { 0 }, block, None);
        self.sp = recv_at;
        r
    }

    // ---------------------------------------------------------------- the call path

    /// Sends `mid` to the receiver at `stack[recv_at]` with `argc` arguments above it.
    pub fn send_at(&mut self, recv_at: usize, argc: usize, mid: SymbolId, flags: u32, block: Option<Block>, cache: Option<&CallCache>) -> VmResult {
        let recv = self.stack[recv_at];
        let klass = self.class_of(recv);
        let me = match cache {
            Some(cc) => match self.call_cache_lookup(cc, klass, mid, argc, flags) {
                (Some(me), Some(h)) => return self.call_with_handler(h, &me, recv_at, argc, mid, flags, block),
                (me, None) => me,
                (None, Some(_)) => None,
            },
            None => self.find_method_cached(klass, mid),
        };
        self.call_found(me, recv_at, argc, mid, flags, block)
    }

    /// The rest of a send once lookup answered `me`: visibility checks, then the call (or
    /// method_missing).
    pub fn call_found(&mut self, me: Option<Rc<MethodEntry>>, recv_at: usize, argc: usize, mid: SymbolId, flags: u32, block: Option<Block>) -> VmResult {
        let recv = self.stack[recv_at];
        let Some(me) = me else {
            return self.method_missing(recv_at, argc, mid, flags, block, None);
        };
        if me.visibility != Visibility::Public && flags & call_flags::FCALL == 0 {
            if me.visibility == Visibility::Private && !(flags & call_flags::ATTR_SET != 0 && self.current_self() == recv) {
                return self.method_missing(recv_at, argc, mid, flags, block, Some(Visibility::Private));
            }
            if me.visibility == Visibility::Protected {
                let caller_self = self.current_self();
                let owner = me.owner;
                let owner_real = if object::as_class(owner).data.kind == ObjType::IClass { object::as_class(owner).data.attached } else { owner };
                if !self.is_kind_of(caller_self, owner_real) {
                    return self.method_missing(recv_at, argc, mid, flags, block, Some(Visibility::Protected));
                }
            }
        }
        self.invoke(&me, recv_at, argc, flags & call_flags::KW_HASH != 0, block)
    }

    /// The general case of `opt_send_without_block` from the interpreter loop (everything but
    /// the hits the loop runs itself): looks the target up through the site's cache and either
    /// pushes a Ruby method's frame for the loop to run (`Entered`) or completes the call.
    #[inline(never)]
    pub fn send_from_loop(&mut self, cc: &CallCache, recv_at: usize, ci: &CallInfo) -> VmResult<LoopCall> {
        if ci.flags & call_flags::KW_ARGS != 0 {
            return self.call_kwargs(cc, recv_at, ci);
        }
        let argc = ci.argc as usize;
        let recv = self.stack[recv_at];
        let klass = self.class_of(recv);
        let (me, h) = self.call_cache_lookup(cc, klass, ci.mid, argc, ci.flags);
        let Some(me) = me else { return Ok(LoopCall::Done(self.call_found(None, recv_at, argc, ci.mid, ci.flags, None)?)) };
        let room = self.frames.len() < self.max_depth;
        match h {
            // A method taking keywords called with none: the keyword locals start undefined
            // (their defaults run in the prologue) with no Hash and no general binding.
            Some(Handler::Iseq) if room && self.enter_iseq_kwargs(&me, recv, recv_at + 1, argc, &[])? => Ok(LoopCall::Entered),
            Some(Handler::IseqSimple | Handler::Iseq) if room => {
                let MethodKind::Iseq(body) = me.kind else { unreachable!("Iseq handler on a non-iseq method") };
                self.enter_iseq(body, recv, recv_at + 1, argc, false, None, Some(me), FrameKind::Method)?;
                Ok(LoopCall::Entered)
            }
            // `send(:name, ...)`: the name is dropped in place and the target found through the
            // global cache; a Ruby target runs in the loop, with no frame for `send` itself.
            Some(Handler::Send) if room && argc >= 1 && self.stack[recv_at + 1].is_symbol() => {
                let name = self.stack[recv_at + 1].as_symbol();
                self.stack.copy_within(recv_at + 2..recv_at + 1 + argc, recv_at + 1);
                let argc = argc - 1;
                self.sp = recv_at + 1 + argc;
                let flags = if me.original_name == sym::PUBLIC_SEND { 0 } else { call_flags::FCALL };
                match self.find_method_cached(klass, name) {
                    Some(t) if crate::vm::call_cache::callable_without_check(&t, flags) && matches!(t.kind, MethodKind::Iseq(_)) => {
                        let MethodKind::Iseq(body) = t.kind else { unreachable!() };
                        self.enter_iseq(body, recv, recv_at + 1, argc, false, None, Some(t), FrameKind::Method)?;
                        Ok(LoopCall::Entered)
                    }
                    other => Ok(LoopCall::Done(self.call_found(other, recv_at, argc, name, flags, None)?)),
                }
            }
            // `Class#new` just filled into the cache: the same path as a hit (no `new` frame).
            Some(Handler::New) if room => {
                let owner = self.frames.last().expect("a frame").iseq;
                let entry = cc.probe(klass, self.name_serial(ci.mid)).map(|(e, _)| e);
                match entry.map(|e| self.enter_new(e, owner, recv, recv_at, argc)) {
                    Some(NewCall::Entered) => Ok(LoopCall::Entered),
                    Some(NewCall::Done(o)) => Ok(LoopCall::Done(o)),
                    _ => Ok(LoopCall::Done(self.call_with_handler(Handler::Builtin, &me, recv_at, argc, ci.mid, ci.flags, None)?)),
                }
            }
            // A builtin (a miss, or a megamorphic site): called in place.
            Some(Handler::Builtin) if matches!(me.kind, MethodKind::Builtin { arity, .. } if arity_accepts(arity, argc)) => {
                let MethodKind::Builtin { func, .. } = me.kind else { unreachable!() };
                Ok(LoopCall::Done(self.call_builtin_at(func, me, recv_at, argc)?))
            }
            Some(Handler::Bmethod) if room && matches!(me.kind, MethodKind::Bmethod(b) if self.enter_bmethod(&me, b, recv_at, argc)) => Ok(LoopCall::Entered),
            Some(h) => Ok(LoopCall::Done(self.call_with_handler(h, &me, recv_at, argc, ci.mid, ci.flags, None)?)),
            None => Ok(LoopCall::Done(self.call_found(Some(me), recv_at, argc, ci.mid, ci.flags, None)?)),
        }
    }

    /// Runs a call whose target a call cache already vetted (found, callable from the site) with
    /// the handler chosen when the entry was filled (`vm::call_cache::Handler`).
    #[allow(clippy::too_many_arguments)]
    pub fn call_with_handler(
        &mut self,
        h: Handler,
        me: &Rc<MethodEntry>,
        recv_at: usize,
        argc: usize,
        mid: SymbolId,
        flags: u32,
        block: Option<Block>,
    ) -> VmResult {
        let kw = flags & call_flags::KW_HASH != 0;
        match h {
            // `me` is the receiver's method_missing: the name goes in front of the arguments.
            Handler::MethodMissing => {
                for i in (recv_at + 1..recv_at + 1 + argc).rev() {
                    self.stack[i + 1] = self.stack[i];
                }
                self.stack[recv_at + 1] = Value::symbol(mid);
                self.sp = recv_at + argc + 2;
                self.invoke(me, recv_at, argc + 1, kw, block)
            }
            // Proc#call and friends run the block directly on the arguments in place, with no
            // frame for `call` itself (as CRuby's optimized Proc#call).
            Handler::ProcCall => {
                let recv = self.stack[recv_at];
                match crate::core::protocol::proc_inner(recv) {
                    (Block::Captured(c), lambda) => self.invoke_block_iseq(&c, recv_at + 1, argc, kw, None, lambda, block, None),
                    _ => self.invoke(me, recv_at, argc, kw, block),
                }
            }
            // `send(:name, ...)`: the name is dropped from the arguments in place and the target
            // is dispatched through the global cache, with no frame for `send` itself.
            Handler::Send if argc >= 1 && !(kw && argc == 1) && (self.stack[recv_at + 1].is_symbol() || crate::core::protocol::is_string(self.stack[recv_at + 1])) => {
                let name = self.expect_symbol_or_string(self.stack[recv_at + 1])?;
                for i in recv_at + 1..recv_at + argc {
                    self.stack[i] = self.stack[i + 1];
                }
                self.sp = recv_at + argc;
                let public = me.original_name == sym::PUBLIC_SEND;
                let f = (if public { 0 } else { call_flags::FCALL }) | (flags & call_flags::KW_HASH);
                self.send_at(recv_at, argc - 1, name, f, block, None)
            }
            _ => self.invoke(me, recv_at, argc, kw, block),
        }
    }

    /// Runs builtin `func` (entry `me`) in its frame on `argc` arguments at `recv_at + 1`.
    #[allow(clippy::too_many_arguments)]
    fn run_builtin(
        &mut self,
        func: crate::class::BuiltinFn,
        me: &Rc<MethodEntry>,
        recv: Value,
        recv_at: usize,
        argc: usize,
        kw: bool,
        block: Option<Block>,
    ) -> VmResult {
        self.push_cfunc_frame(recv, me.clone(), block.clone());
        // SAFETY: the arguments live at stack[recv_at+1 ..], below sp, for the whole call.
        let args = unsafe { Args::new(self.stack.as_ptr().add(recv_at + 1), argc, block, kw) };
        let r = func(self, recv, &args);
        self.frames.truncate(self.frames.len() - 1);
        r
    }

    /// Runs method entry `me` on the receiver and arguments at `recv_at`.
    pub fn invoke(&mut self, me: &Rc<MethodEntry>, recv_at: usize, argc: usize, kw: bool, block: Option<Block>) -> VmResult {
        let recv = self.stack[recv_at];
        match &me.kind {
            MethodKind::Iseq(iseq) => self.invoke_iseq(*iseq, recv, recv_at + 1, argc, kw, block, Some(me.clone()), FrameKind::Method),
            MethodKind::Builtin { func, arity, .. } => {
                let (func, arity) = (*func, *arity);
                let mut argc = argc;
                let mut kw = kw;
                if kw && arity >= 0 {
                    // A builtin with fixed arity takes no keywords: an empty `**{}` vanishes and a
                    // real one is an ordinary trailing hash.
                    let h = self.stack[recv_at + argc];
                    if object::is_type(h, ObjType::Hash) && object::as_hash(h).table.is_empty() {
                        argc -= 1;
                    }
                    kw = false;
                }
                if arity >= 0 && argc != arity as usize {
                    return Err(self.arg_count_error(argc, arity as usize, arity as usize));
                }
                if arity < -1 && argc < (-arity - 1) as usize {
                    return Err(self.arg_count_error(argc, (-arity - 1) as usize, usize::MAX));
                }
                if self.tracing.c_hooks {
                    return self.invoke_builtin_traced(me, recv, |vm| vm.run_builtin(func, me, recv, recv_at, argc, kw, block));
                }
                self.run_builtin(func, me, recv, recv_at, argc, kw, block)
            }
            MethodKind::AttrReader(id) => {
                if argc != 0 {
                    return Err(self.arg_count_error(argc, 0, 0));
                }
                Ok(self.ivar_get(recv, *id))
            }
            MethodKind::AttrWriter(id) => {
                if argc != 1 {
                    return Err(self.arg_count_error(argc, 1, 1));
                }
                let v = self.stack[recv_at + 1];
                self.ivar_set(recv, *id, v)?;
                Ok(v)
            }
            MethodKind::Bmethod(proc_) => match crate::core::protocol::proc_literal_block(*proc_) {
                Some(captured) => self.invoke_block_iseq(&captured, recv_at + 1, argc, kw, Some(recv), true, block, Some(me.clone())),
                // A proc made from a Method, a Symbol or other procs (`define_method(:now,
                // &Time.method(:now))`): called as it is, as CRuby calls such a bmethod's proc.
                None => {
                    let args = self.stack[recv_at + 1..recv_at + 1 + argc].to_vec();
                    self.call_block(&Block::Proc(*proc_), &args, None, kw, block)
                }
            },
            MethodKind::Undefined | MethodKind::Missing => {
                let flags = if kw { call_flags::KW_HASH } else { 0 };
                self.method_missing(recv_at, argc, me.name, flags, block, None)
            }
        }
    }

    /// Runs builtin `func` (method entry `me`) on the receiver and `argc` arguments at
    /// `stack[recv_at..]` inside its frame; the arity was checked by the caller.
    #[inline(never)]
    pub(crate) fn call_builtin_at(&mut self, func: crate::class::BuiltinFn, me: Rc<MethodEntry>, recv_at: usize, argc: usize) -> VmResult {
        self.call_builtin_with_block_at(func, me, recv_at, argc, None)
    }

    /// `call_builtin_at` with a block.
    #[inline(never)]
    pub(crate) fn call_builtin_with_block_at(
        &mut self,
        func: crate::class::BuiltinFn,
        me: Rc<MethodEntry>,
        recv_at: usize,
        argc: usize,
        block: Option<Block>,
    ) -> VmResult {
        let recv = self.stack[recv_at];
        if block.is_none() && matches!(me.kind, MethodKind::Builtin { leaf: true, .. }) {
            // A leaf builtin: nothing it does can observe its frame, so it gets none.
            // SAFETY: the arguments live at stack[recv_at+1 ..], below sp, for the whole call.
            let args = unsafe { Args::new(self.stack.as_ptr().add(recv_at + 1), argc, None, false) };
            return func(self, recv, &args);
        }
        self.push_cfunc_frame(recv, me, block.clone());
        // SAFETY: the arguments live at stack[recv_at+1 ..], below sp, for the whole call.
        let args = unsafe { Args::new(self.stack.as_ptr().add(recv_at + 1), argc, block, false) };
        let r = func(self, recv, &args);
        self.frames.truncate(self.frames.len() - 1);
        r
    }

    #[inline]
    pub fn push_cfunc_frame(&mut self, recv: Value, me: Rc<MethodEntry>, block: Option<Block>) {
        let id = self.next_frame_id;
        self.next_frame_id += 1;
        let cref = self.frames.last().map_or(self.top_cref, |f| f.cref);
        let pending_base = self.pending.len();
        self.frames.push_cfunc(recv, self.sp, block, me, cref, id, pending_base);
    }

    pub(crate) fn method_missing(&mut self, recv_at: usize, argc: usize, mid: SymbolId, flags: u32, block: Option<Block>, vis: Option<Visibility>) -> VmResult {
        let recv = self.stack[recv_at];
        let klass = self.class_of(recv);
        // A user-defined method_missing also answers calls that visibility refused (CRuby
        // passes the reason only to the default one, which words its NoMethodError by it).
        if let Some(mm) = self.find_method(klass, sym::METHOD_MISSING) {
            if !matches!(mm.kind, MethodKind::Builtin { .. }) {
                // Insert the method name as the first argument.
                for i in (recv_at + 1..recv_at + 1 + argc).rev() {
                    self.stack[i + 1] = self.stack[i];
                }
                self.stack[recv_at + 1] = Value::symbol(mid);
                self.sp = recv_at + argc + 2;
                self.method_missing_reason = (vis, flags);
                let r = self.invoke(&mm, recv_at, argc + 1, flags & call_flags::KW_HASH != 0, block);
                // The reason is only for a `super` from this method_missing into the default one.
                self.method_missing_reason = (None, 0);
                return r;
            }
        }
        let _ = block;
        let args: SmallVec<[Value; 4]> = self.stack[recv_at + 1..recv_at + 1 + argc].iter().copied().collect();
        Err(self.no_method_error_with(recv, mid, flags, vis, &args))
    }

    pub fn current_self(&self) -> Value {
        self.frames.iter().rev().find(|f| f.kind != FrameKind::Cfunc).map_or(self.main_obj, |f| f.self_val)
    }

    pub fn is_kind_of(&mut self, v: Value, klass: Value) -> bool {
        let k = self.class_of(v);
        self.ancestors(k).contains(&klass)
    }

    // ---------------------------------------------------------------- iseq frames

    /// Binds arguments at `stack[args_at..args_at+argc]` to the parameters of `iseq`, pushes the
    /// frame and runs it.
    #[allow(clippy::too_many_arguments)]
    pub fn invoke_iseq(
        &mut self,
        iseq_v: Value,
        self_val: Value,
        args_at: usize,
        argc: usize,
        kw: bool,
        block: Option<Block>,
        me: Option<Rc<MethodEntry>>,
        kind: FrameKind,
    ) -> VmResult {
        self.enter_iseq(iseq_v, self_val, args_at, argc, kw, block, me, kind)?;
        self.execute()
    }

    /// The first half of `invoke_iseq`: binds the arguments and pushes the frame, positioned at
    /// the entry point for the number of optional arguments given. The interpreter uses it to
    /// run the callee in its own loop.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    pub fn enter_iseq(
        &mut self,
        iseq_v: Value,
        self_val: Value,
        args_at: usize,
        argc: usize,
        kw: bool,
        block: Option<Block>,
        me: Option<Rc<MethodEntry>>,
        kind: FrameKind,
    ) -> VmResult<()> {
        if self.depth_or_interrupt() {
            self.depth_limit_reached()?;
        }
        let iseq = &*object::as_iseq(iseq_v).data;
        let p = &iseq.params;
        let local_count = iseq.local_count as usize;
        if args_at + local_count + 1024 >= self.stack.len() {
            return Err(self.stack_overflow());
        }
        // Only leading and optional positionals: the arguments are bound where they are, and
        // the entry point skips the defaults that were given.
        let positional = !kw && p.rest.is_none() && p.post == 0 && p.block.is_none() && !p.accepts_keywords();
        let start_pc = if positional {
            let (lead, opt) = (p.lead as usize, p.opt as usize);
            if argc < lead || argc > lead + opt {
                return Err(self.arg_count_error(argc, lead, lead + opt));
            }
            if opt == 0 {
                0
            } else {
                p.opt_table[argc - lead] as usize
            }
        } else {
            self.bind_args(iseq_v, args_at, argc, kw, &block, true)?
        };
        let cref = match &me {
            Some(m) if m.cref.is_heap() => m.cref,
            _ => self.top_cref,
        };
        let filled = if positional { argc } else { local_count };
        match me {
            Some(me) if kind == FrameKind::Method && self.frame_fits(args_at, iseq) => {
                self.stack[args_at + filled..args_at + local_count].fill(Value::NIL);
                self.sp = args_at + local_count;
                self.push_method_frame(iseq_v, self_val, args_at, args_at + local_count, block, me, cref);
            }
            me => self.push_iseq_frame(iseq_v, self_val, args_at, Value::NIL, block, me, cref, kind, None, None, filled)?,
        }
        self.frames.last_mut().expect("frame").pc = start_pc;
        Ok(())
    }

    /// Pushes the frame of a method whose iseq keeps its locals on the stack (no env), with its
    /// locals at `stack[base..sp_base]` already bound: the lean push every in-loop call path uses.
    /// Not inlined: inside the interpreter loop its register needs would cost every instruction
    /// more than the call does. The caller has checked `frame_fits`.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn push_method_frame(
        &mut self,
        iseq: Value,
        self_val: Value,
        base: usize,
        sp_base: usize,
        block: Option<Block>,
        me: Rc<MethodEntry>,
        cref: Value,
    ) {
        // The interpreter's fast call path checks no interrupt itself: noticed here, it trips the
        // limits so that the next call or stack check runs it (`vm::interrupt`).
        if crate::vm::interrupt::pending() {
            self.trip_for_interrupt();
        }
        let id = self.next_frame_id;
        self.next_frame_id += 1;
        let pending_base = self.pending.len();
        match block {
            None => self.frames.push_method(iseq, self_val, base, sp_base, me, cref, id, pending_base),
            block => self.frames.push_frame(FrameInit {
                kind: FrameKind::Method,
                iseq,
                self_val,
                outer: Value::NIL,
                base,
                sp_base,
                block,
                me: Some(me),
                cref,
                id,
                home: id,
                creator: 0,
                creator_call: 0,
                pending_base,
            }),
        }
    }

    /// Pushes a frame for `iseq` whose locals begin at `stack[base]`; the first `filled` of them
    /// are already bound (arguments), the rest start as nil. Raises SystemStackError unless the
    /// frame's locals and its whole operand stack (`max_stack`) fit in the VM stack: the
    /// interpreter's unchecked stack access relies on this check.
    #[allow(clippy::too_many_arguments)]
    pub fn push_iseq_frame(
        &mut self,
        iseq_v: Value,
        self_val: Value,
        base: usize,
        outer: Value,
        block: Option<Block>,
        me: Option<Rc<MethodEntry>>,
        cref: Value,
        kind: FrameKind,
        home: Option<u64>,
        creator: Option<(u64, u64)>,
        filled: usize,
    ) -> VmResult<()> {
        let iseq = &*object::as_iseq(iseq_v).data;
        let local_count = iseq.local_count as usize;
        if !self.frame_fits(base, iseq) {
            return Err(self.stack_overflow());
        }
        if filled < local_count {
            self.stack[base + filled..base + local_count].fill(Value::NIL);
        }
        let id = self.next_frame_id;
        self.next_frame_id += 1;
        // Locals stay on the stack; an env is made only if a block captures them (`frame_env`).
        let sp_base = base + local_count;
        self.sp = sp_base;
        let home = match kind {
            FrameKind::Block => home.unwrap_or(id),
            _ => id,
        };
        let pending_base = self.pending.len();
        self.frames.push_frame(FrameInit {
            kind,
            iseq: iseq_v,
            self_val,
            outer,
            base,
            sp_base,
            block,
            me,
            cref,
            id,
            home,
            creator: creator.map_or(0, |c| c.0),
            creator_call: creator.map_or(0, |c| c.1),
            pending_base,
        });
        Ok(())
    }

    /// Whether a frame of `iseq` with locals at `stack[base]` has room for its locals and its
    /// deepest operand stack.
    #[inline(always)]
    pub fn frame_fits(&self, base: usize, iseq: &crate::iseq::IseqData) -> bool {
        base + iseq.local_count as usize + iseq.max_stack as usize <= self.stack.len()
    }
}
