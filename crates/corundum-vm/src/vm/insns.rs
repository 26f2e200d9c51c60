//! The instructions the hot loop in `interp.rs` leaves to a separate function: everything that
//! allocates, calls, raises or is rare. Moving them out keeps the loop small enough for its state
//! (pc, stack pointer, frame fields) to live in registers.
//!
//! Invariants:
//! - `step_slow` runs with `vm.sp` and the frame's `pc` up to date (the loop syncs both first) and
//!   works through the checked `push`/`pop`/`stack[...]`; the loop reloads `sp` afterwards.
//! - It never changes the frame stack's top (calls it makes return before it does), so the loop's
//!   cached frame fields stay valid.

use crate::insn::Opcode;
use crate::iseq::{call_flags, CallCache, IseqData};
use crate::object::{self, ObjType};
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::{Block, CapturedBlock, FrameKind};
use crate::vm::{Unwind, Vm, VmResult};

/// What the loop does after a slow instruction.
pub(super) enum Flow {
    /// Continue with the next instruction.
    Next,
    /// Continue at this code offset.
    Jump(usize),
}

macro_rules! operand {
    ($code:expr, $pc:expr, $i:expr) => {
        $code[$pc + 1 + $i]
    };
}

impl Vm {
    /// The frozen String a `defined?` instruction answers.
    fn defined_str(&mut self, s: &str) -> Value {
        let v = self.new_str(s);
        self.freeze(v);
        v
    }
}

impl Vm {
    /// Executes instruction `op` at `pc` of frame `fi` (whose locals start at `base`).
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    pub(super) fn step_slow(&mut self, op: Opcode, fi: usize, iseq: &'static IseqData, code: &'static [u64], pc: usize, base: usize) -> VmResult<Flow> {
        match op {
            Opcode::Nop => {}
            Opcode::PutNil => self.push(Value::NIL),
            Opcode::PutSelf => {
                let s = self.frames[fi].self_val;
                self.push(s)
            }
            Opcode::PutObject => self.push(Value(operand!(code, pc, 0))),
            Opcode::PutString => {
                let lit = Value(operand!(code, pc, 0));
                let s = crate::core::protocol::literal_copy(self, lit);
                self.push(s)
            }
            Opcode::Pop => {
                self.sp -= 1;
            }
            Opcode::Dup => {
                let v = self.top();
                self.push(v)
            }
            Opcode::DupN => {
                let n = operand!(code, pc, 0) as usize;
                for i in 0..n {
                    let v = self.stack[self.sp - n + i];
                    self.stack[self.sp + i] = v;
                }
                self.sp += n;
            }
            Opcode::Swap => {
                let a = self.pop();
                let b = self.pop();
                self.push(a);
                self.push(b);
            }
            Opcode::TopN => {
                let n = operand!(code, pc, 0) as usize;
                let v = self.stack[self.sp - 1 - n];
                self.push(v)
            }
            Opcode::SetN => {
                let n = operand!(code, pc, 0) as usize;
                let v = self.top();
                self.stack[self.sp - 1 - n] = v;
            }
            Opcode::AdjustStack => {
                self.sp -= operand!(code, pc, 0) as usize;
            }
            Opcode::GetLocal => {
                let v = self.stack[base + operand!(code, pc, 0) as usize];
                self.push(v)
            }
            Opcode::SetLocal => {
                let v = self.pop();
                self.stack[base + operand!(code, pc, 0) as usize] = v;
            }
            Opcode::GetLocalEnv => {
                let e = self.local_env(fi, operand!(code, pc, 1) as usize);
                let v = object::as_env(e).vals()[operand!(code, pc, 0) as usize];
                self.push(v)
            }
            Opcode::SetLocalEnv => {
                let e = self.local_env(fi, operand!(code, pc, 1) as usize);
                let v = self.pop();
                object::as_env_mut_nowb(e).vals_mut()[operand!(code, pc, 0) as usize] = v;
                object::write_barrier(e, v);
            }
            Opcode::GetIvar => {
                let name = SymbolId(operand!(code, pc, 0) as u32);
                let cache = &iseq.ivar_caches[operand!(code, pc, 1) as usize];
                let s = self.frames[fi].self_val;
                let v = self.getivar_cached(s, name, cache);
                self.push(v)
            }
            Opcode::SetIvar => {
                let name = SymbolId(operand!(code, pc, 0) as u32);
                let cache = &iseq.ivar_caches[operand!(code, pc, 1) as usize];
                let s = self.frames[fi].self_val;
                let v = self.pop();
                self.setivar_cached(s, name, v, cache)?;
            }
            Opcode::GetGlobal => {
                let v = self.gvar_get(SymbolId(operand!(code, pc, 0) as u32));
                self.push(v)
            }
            Opcode::SetGlobal => {
                let v = self.pop();
                self.gvar_set(SymbolId(operand!(code, pc, 0) as u32), v)?;
            }
            Opcode::GetCvar => {
                let cref = self.cref_class(self.frames[fi].cref);
                let v = self.cvar_get(cref, SymbolId(operand!(code, pc, 0) as u32))?;
                self.push(v)
            }
            Opcode::SetCvar => {
                let cref = self.cref_class(self.frames[fi].cref);
                let v = self.pop();
                self.cvar_set(cref, SymbolId(operand!(code, pc, 0) as u32), v)?;
            }
            Opcode::GetConst => {
                let name = SymbolId(operand!(code, pc, 0) as u32);
                let cache = &iseq.const_caches[operand!(code, pc, 1) as usize];
                let cref = self.frames[fi].cref;
                let v = if cache.serial.get() == self.const_serial && cache.cref.get() == cref {
                    self.stats.const_hit += 1;
                    cache.value.get()
                } else {
                    self.stats.const_miss += 1;
                    let v = self.const_get(cref, name)?;
                    cache.serial.set(self.const_serial);
                    cache.cref.set(cref);
                    cache.value.set(v);
                    // The cache lives in the iseq: a store into it.
                    object::remember(self.frames[fi].iseq);
                    v
                };
                self.push(v)
            }
            Opcode::GetConstFrom => {
                let m = self.pop();
                let v = self.const_get_from(m, SymbolId(operand!(code, pc, 0) as u32))?;
                self.push(v)
            }
            Opcode::GetConstTop => {
                let o = self.core.object;
                let v = self.const_get_from(o, SymbolId(operand!(code, pc, 0) as u32))?;
                self.push(v)
            }
            Opcode::SetConst => {
                let v = self.pop();
                let cref = self.const_scope_class(self.frames[fi].cref);
                self.check_modifiable(cref)?;
                self.const_assign(cref, SymbolId(operand!(code, pc, 0) as u32), v)?;
            }
            Opcode::SetConstFrom => {
                let m = self.pop();
                let v = self.pop();
                if !m.is_heap() || !matches!(object::obj_type(m), ObjType::Class | ObjType::Module) {
                    let s = self.inspect_str(m)?;
                    return Err(self.type_error(&format!("{s} is not a class/module")));
                }
                self.check_modifiable(m)?;
                self.const_assign(m, SymbolId(operand!(code, pc, 0) as u32), v)?;
            }
            Opcode::NewArray => {
                let n = operand!(code, pc, 0) as usize;
                let items = self.stack[self.sp - n..self.sp].to_vec();
                let a = self.new_array(items);
                self.sp -= n;
                self.push(a)
            }
            Opcode::SplatArray => {
                let v = self.pop();
                let a = self.splat_to_array(v)?;
                self.push(a)
            }
            Opcode::ConcatArray => {
                let b = self.top();
                let a = self.stack[self.sp - 2];
                let mut items = object::as_array(a).items.to_vec();
                let b = self.splat_to_array(b)?;
                items.extend_from_slice(&object::as_array(b).items);
                let r = self.new_array(items);
                self.sp -= 2;
                self.push(r)
            }
            Opcode::NewHash => {
                let n = operand!(code, pc, 0) as usize;
                let h = self.new_hash();
                self.push(h);
                for i in 0..n / 2 {
                    let k = self.stack[self.sp - 1 - n + 2 * i];
                    let v = self.stack[self.sp - 1 - n + 2 * i + 1];
                    self.hash_set_literal(h, k, v)?;
                }
                self.sp -= n + 1;
                self.push(h)
            }
            Opcode::MergeHash => {
                let b = self.top();
                let a = self.stack[self.sp - 2];
                if !b.is_nil() {
                    let b = if object::is_type(b, ObjType::Hash) {
                        b
                    } else {
                        let r = self.call_method(b, sym::TO_HASH, &[], None);
                        match r {
                            Ok(h) if object::is_type(h, ObjType::Hash) => h,
                            _ => return Err(self.conversion_error(b, "Hash")),
                        }
                    };
                    let pairs: Vec<(Value, Value)> = object::as_hash(b).table.iter().map(|e| (e.key, e.value)).collect();
                    for (k, v) in pairs {
                        self.hash_set(a, k, v)?;
                    }
                }
                self.sp -= 1;
            }
            Opcode::NewRange => {
                let e = self.pop();
                let b = self.pop();
                let r = self.make_range(b, e, operand!(code, pc, 0) != 0)?;
                self.push(r)
            }
            Opcode::ToString => {
                let v = self.top();
                if !object::is_type(v, ObjType::String) {
                    // Interpolation sees the scope's refinements of `to_s` (`vm::refinement`).
                    let refs = self.cref_refinements(self.frames[fi].cref);
                    let s = if refs.is_heap() { self.obj_to_s_refined(v, refs)? } else { self.obj_to_s(v)? };
                    self.stack[self.sp - 1] = s;
                }
            }
            Opcode::ConcatStrings => {
                let n = operand!(code, pc, 0) as usize;
                let (bytes, flags) = crate::core::protocol::concat_parts(self, self.sp - n)?;
                let s = self.new_string_buf(bytes);
                object::basic(s).flags |= flags;
                self.sp -= n;
                self.push(s)
            }
            Opcode::Intern => {
                let s = self.pop();
                let id = crate::symbol::intern_bytes(&object::as_string(s).bytes);
                self.push(Value::symbol(id))
            }
            Opcode::Jump => {
                return Ok(Flow::Jump(operand!(code, pc, 0) as usize));
            }
            Opcode::BranchIf => {
                if self.pop().truthy() {
                    return Ok(Flow::Jump(operand!(code, pc, 0) as usize));
                }
            }
            Opcode::BranchUnless => {
                if !self.pop().truthy() {
                    return Ok(Flow::Jump(operand!(code, pc, 0) as usize));
                }
            }
            // A `leave` back to Rust the loop's fast arm handed over: an interrupt may be due;
            // the `leave` runs again after the check.
            Opcode::Leave => {
                self.check_ints()?;
                return Ok(Flow::Jump(pc));
            }
            // A back edge the loop's fast arm handed over: an interrupt may be due.
            Opcode::JumpBack => {
                self.check_ints()?;
                return Ok(Flow::Jump(op.branch_target(pc, operand!(code, pc, 0))));
            }
            Opcode::BranchIfBack => {
                if self.pop().truthy() {
                    self.check_ints()?;
                    return Ok(Flow::Jump(op.branch_target(pc, operand!(code, pc, 0))));
                }
            }
            Opcode::BranchUnlessBack => {
                if !self.pop().truthy() {
                    self.check_ints()?;
                    return Ok(Flow::Jump(op.branch_target(pc, operand!(code, pc, 0))));
                }
            }
            Opcode::BranchNil => {
                if self.top().is_nil() {
                    return Ok(Flow::Jump(operand!(code, pc, 0) as usize));
                }
            }
            Opcode::Send | Opcode::SendWithoutBlock | Opcode::InvokeSuper => {
                let ci = &iseq.call_infos[operand!(code, pc, 0) as usize];
                let cc = &iseq.call_caches[operand!(code, pc, 0) as usize];
                let block_iseq = if op == Opcode::SendWithoutBlock { Value::NIL } else { Value(operand!(code, pc, 1)) };
                let mut flags = ci.flags;
                let mut block = None;
                if flags & call_flags::BLOCKARG != 0 {
                    let b = self.pop();
                    block = self.block_from_value(b)?;
                } else if block_iseq.is_heap() {
                    block = Some(self.capture_block(fi, block_iseq));
                }
                let mut argc = ci.argc as usize;
                if flags & call_flags::KW_ARGS != 0 {
                    // Keywords on the stack: the general path takes them as a Hash.
                    self.pack_kw_args(&ci.kw_names)?;
                    argc = argc - ci.kw_names.len() + 1;
                    flags = (flags & !call_flags::KW_ARGS) | call_flags::KW_HASH;
                }
                if flags & call_flags::SPLAT != 0 {
                    let kw = flags & call_flags::KW_HASH != 0;
                    argc = self.expand_splat_args(argc, kw)?;
                    flags &= !call_flags::SPLAT;
                    if !kw && self.ruby2_keywords_last(argc)? {
                        flags |= call_flags::KW_HASH;
                    }
                }
                if flags & call_flags::KW_HASH != 0 {
                    let h = self.top();
                    if object::is_type(h, ObjType::Hash) && object::as_hash(h).table.is_empty() && flags & call_flags::ZSUPER == 0 {
                        // `f(**{})` passes nothing.
                        self.sp -= 1;
                        argc -= 1;
                        flags &= !call_flags::KW_HASH;
                    }
                }
                let recv_at = self.sp - argc - 1;
                let my_id = self.frames[fi].id;
                let r = if op == Opcode::InvokeSuper {
                    if block.is_none() && flags & call_flags::BLOCKARG == 0 {
                        block = self.frames[fi].block.clone();
                    }
                    self.invoke_super(fi, recv_at, argc, flags, block, cc)
                } else {
                    self.send_at(recv_at, argc, ci.mid, flags, block, Some(cc))
                };
                self.sp = recv_at;
                match r {
                    Ok(v) => self.push(v),
                    Err(Unwind::Break { target, value }) if target == my_id => self.push(value),
                    Err(e) => return Err(e),
                }
            }
            Opcode::InvokeBlock => {
                let ci = &iseq.call_infos[operand!(code, pc, 0) as usize];
                let mut argc = ci.argc as usize;
                if ci.flags & call_flags::SPLAT != 0 {
                    argc = self.expand_splat_args(argc, ci.flags & call_flags::KW_HASH != 0)?;
                }
                let mut kw = ci.flags & call_flags::KW_HASH != 0;
                if kw && argc > 0 {
                    let h = self.top();
                    if object::is_type(h, ObjType::Hash) && object::as_hash(h).table.is_empty() {
                        // `yield(*a, **{})` passes no keywords (the block may still auto-splat).
                        self.sp -= 1;
                        argc -= 1;
                        kw = false;
                    }
                }
                let at = self.sp - argc;
                let Some(block) = self.frames[fi].block.clone() else {
                    return Err(self.local_jump_error("no block given (yield)", "noreason"));
                };
                let r = match &block {
                    Block::Captured(c) => self.invoke_block_iseq(c, at, argc, kw, None, false, None, None),
                    Block::Proc(p) => match crate::core::protocol::proc_inner(*p) {
                        (Block::Captured(c), lambda) => self.invoke_block_iseq(&c, at, argc, kw, None, lambda, None, None),
                        (other, _) => {
                            let args = self.stack[at..at + argc].to_vec();
                            self.call_block(&other, &args, None, kw, None)
                        }
                    },
                    other => {
                        let args = self.stack[at..at + argc].to_vec();
                        self.call_block(other, &args, None, kw, None)
                    }
                };
                self.sp = at;
                self.push(r?);
            }
            Opcode::OptPlus | Opcode::OptMinus | Opcode::OptMult | Opcode::OptLt | Opcode::OptLe | Opcode::OptGt | Opcode::OptGe => {
                let b = self.stack[self.sp - 1];
                let a = self.stack[self.sp - 2];
                if Value::both_fixnum(a, b) && self.bop_redefined == 0 {
                    let (x, y) = (a.as_fixnum(), b.as_fixnum());
                    let r = match op {
                        Opcode::OptPlus => x.checked_add(y).filter(|r| Value::fits_fixnum(*r)).map(Value::fixnum),
                        Opcode::OptMinus => x.checked_sub(y).filter(|r| Value::fits_fixnum(*r)).map(Value::fixnum),
                        Opcode::OptMult => x.checked_mul(y).filter(|r| Value::fits_fixnum(*r)).map(Value::fixnum),
                        Opcode::OptLt => Some(Value::bool(x < y)),
                        Opcode::OptLe => Some(Value::bool(x <= y)),
                        Opcode::OptGt => Some(Value::bool(x > y)),
                        _ => Some(Value::bool(x >= y)),
                    };
                    if let Some(r) = r {
                        self.sp -= 1;
                        self.stack[self.sp - 1] = r;
                        return Ok(Flow::Next);
                    }
                } else if a.is_flonum() && b.is_flonum() && self.bop_redefined == 0 {
                    let (x, y) = (a.flonum_to_f64(), b.flonum_to_f64());
                    let r = match op {
                        Opcode::OptPlus => self.new_float(x + y),
                        Opcode::OptMinus => self.new_float(x - y),
                        Opcode::OptMult => self.new_float(x * y),
                        Opcode::OptLt => Value::bool(x < y),
                        Opcode::OptLe => Value::bool(x <= y),
                        Opcode::OptGt => Value::bool(x > y),
                        _ => Value::bool(x >= y),
                    };
                    self.sp -= 1;
                    self.stack[self.sp - 1] = r;
                    return Ok(Flow::Next);
                } else if op == Opcode::OptPlus
                    && self.bop_redefined == 0
                    && self.is_plain_string(a)
                    && object::is_type(b, ObjType::String)
                    && crate::core::protocol::same_encoding(a, b)
                {
                    // String + String of one encoding, as CRuby's opt_plus (other pairs call the
                    // method, whose frame an encoding error's backtrace shows).
                    let r = crate::core::protocol::plus_strings(self, a, b)?;
                    self.sp -= 1;
                    self.stack[self.sp - 1] = r;
                    return Ok(Flow::Next);
                }
                self.opt_fallback(iseq, code, pc, 1)?;
            }
            Opcode::OptEq | Opcode::OptNeq => {
                let b = self.stack[self.sp - 1];
                let a = self.stack[self.sp - 2];
                if self.bop_redefined == 0 && (Value::both_fixnum(a, b) || (a.is_symbol() && b.is_symbol())) {
                    let eq = a == b;
                    self.sp -= 1;
                    self.stack[self.sp - 1] = Value::bool(if op == Opcode::OptEq { eq } else { !eq });
                    return Ok(Flow::Next);
                }
                self.opt_fallback(iseq, code, pc, 1)?;
            }
            Opcode::OptXor | Opcode::OptGtGt => self.opt_fallback(iseq, code, pc, 1)?,
            Opcode::OptAnd | Opcode::OptOr => {
                let b = self.stack[self.sp - 1];
                let a = self.stack[self.sp - 2];
                if Value::both_fixnum(a, b) && self.bop_redefined == 0 {
                    self.sp -= 1;
                    self.stack[self.sp - 1] = if op == Opcode::OptAnd { Value(a.0 & b.0) } else { Value(a.0 | b.0) };
                    return Ok(Flow::Next);
                }
                self.opt_fallback(iseq, code, pc, 1)?;
            }
            Opcode::OptDiv | Opcode::OptMod => {
                let b = self.stack[self.sp - 1];
                let a = self.stack[self.sp - 2];
                if Value::both_fixnum(a, b) && b.as_fixnum() != 0 && self.bop_redefined == 0 {
                    let (x, y) = (a.as_fixnum(), b.as_fixnum());
                    let r = if op == Opcode::OptDiv { crate::core::protocol::floor_div(x, y) } else { crate::core::protocol::floor_mod(x, y) };
                    if Value::fits_fixnum(r) {
                        self.sp -= 1;
                        self.stack[self.sp - 1] = Value::fixnum(r);
                        return Ok(Flow::Next);
                    }
                }
                self.opt_fallback(iseq, code, pc, 1)?;
            }
            Opcode::OptAref => {
                let k = self.stack[self.sp - 1];
                let a = self.stack[self.sp - 2];
                if self.bop_redefined == 0 && a.is_heap() && k.is_fixnum() && object::basic(a).klass == self.core.array {
                    let items = &object::as_array(a).items;
                    let i = k.as_fixnum();
                    let i = if i < 0 { i + items.len() as i64 } else { i };
                    let v = if i >= 0 && (i as usize) < items.len() { items[i as usize] } else { Value::NIL };
                    self.sp -= 1;
                    self.stack[self.sp - 1] = v;
                    return Ok(Flow::Next);
                }
                if self.bop_redefined == 0 && a.is_heap() && object::basic(a).klass == self.core.hash {
                    let v = self.hash_aref(a, k)?;
                    self.sp -= 1;
                    self.stack[self.sp - 1] = v;
                    return Ok(Flow::Next);
                }
                self.opt_fallback(iseq, code, pc, 1)?;
            }
            Opcode::OptAset => {
                let v = self.stack[self.sp - 1];
                let k = self.stack[self.sp - 2];
                let a = self.stack[self.sp - 3];
                if self.bop_redefined == 0 && a.is_heap() && object::basic(a).klass == self.core.hash && !object::has_flag(a, object::FL_FROZEN) {
                    self.hash_set_literal(a, k, v)?;
                    self.sp -= 2;
                    self.stack[self.sp - 1] = v;
                    return Ok(Flow::Next);
                }
                self.opt_fallback(iseq, code, pc, 2)?;
            }
            Opcode::OptLtLt => {
                let b = self.stack[self.sp - 1];
                let a = self.stack[self.sp - 2];
                if self.bop_redefined == 0 && a.is_heap() && object::basic(a).klass == self.core.array && !object::has_flag(a, object::FL_FROZEN) {
                    self.grow_array(a, 1)?;
                    object::write_barrier(a, b);
                    object::as_array_mut(a).items.push(b);
                    self.sp -= 1;
                    return Ok(Flow::Next);
                }
                if self.bop_redefined == 0 && self.is_plain_string(a) && !object::has_flag(a, object::FL_FROZEN) && object::is_type(b, ObjType::String) {
                    // String << String (CRuby's opt_ltlt does the same).
                    crate::core::protocol::append_string(self, a, b)?;
                    self.sp -= 1;
                    return Ok(Flow::Next);
                }
                self.opt_fallback(iseq, code, pc, 1)?;
            }
            Opcode::OptNot => {
                let a = self.top();
                if self.bop_redefined == 0 && (a.is_special() || !object::has_flag(a, object::FL_SINGLETON)) {
                    self.stack[self.sp - 1] = Value::bool(!a.truthy());
                    return Ok(Flow::Next);
                }
                self.opt_fallback(iseq, code, pc, 0)?;
            }
            Opcode::OptNilP => {
                if self.bop_redefined == 0 {
                    let a = self.top();
                    self.stack[self.sp - 1] = Value::bool(a.is_nil());
                    return Ok(Flow::Next);
                }
                self.opt_fallback(iseq, code, pc, 0)?;
            }
            Opcode::OptLength | Opcode::OptSize | Opcode::OptEmptyP => {
                let a = self.top();
                if self.bop_redefined == 0 && a.is_heap() {
                    let k = object::basic(a).klass;
                    let n = if k == self.core.array {
                        Some(object::as_array(a).items.len())
                    } else if k == self.core.hash {
                        Some(object::as_hash(a).table.len())
                    } else if k == self.core.string {
                        Some(if op == Opcode::OptEmptyP { object::as_string(a).bytes.len() } else { crate::core::protocol::char_len(a) })
                    } else {
                        None
                    };
                    if let Some(n) = n {
                        self.stack[self.sp - 1] = if op == Opcode::OptEmptyP { Value::bool(n == 0) } else { Value::fixnum(n as i64) };
                        return Ok(Flow::Next);
                    }
                }
                self.opt_fallback(iseq, code, pc, 0)?;
            }
            // Returns move the loop to another frame: only the loop itself handles them.
            // Superinstructions are complete in the loop (their slow paths included).
            Opcode::GetLocal2
            | Opcode::OptPlusImm
            | Opcode::OptMinusImm
            | Opcode::OptMultImm
            | Opcode::OptDivImm
            | Opcode::OptModImm
            | Opcode::OptAndImm
            | Opcode::OptOrImm
            | Opcode::OptLtImm
            | Opcode::OptLeImm
            | Opcode::OptGtImm
            | Opcode::OptGeImm
            | Opcode::OptEqImm
            | Opcode::OptNeqImm => unreachable!("superinstructions are handled by the instruction loop"),
            Opcode::ThrowBreak => {
                let v = self.pop();
                let f = &self.frames[fi];
                if f.kind == FrameKind::Lambda {
                    return Err(Unwind::Return { target: f.id, value: v });
                }
                let creator = f.creator;
                // Legal only while the call the block literal was passed to still runs: its
                // creator is suspended in that very call (see `Frame::block_call`).
                let serial = f.creator_call;
                let in_call = f.kind == FrameKind::Block
                    && serial != 0
                    && self.frames[..fi].iter().rev().any(|c| c.id == creator && c.block_call == serial && c.pc == c.block_call_pc);
                if !in_call {
                    let u = self.local_jump_error("break from proc-closure", "break");
                    if let Unwind::Raise(e) = u {
                        let _ = self.ivar_set(e, sym::VALUE_IVAR, v);
                    }
                    return Err(u);
                }
                return Err(Unwind::Break { target: creator, value: v });
            }
            Opcode::ThrowJump => {
                let value = self.pop();
                let target = operand!(code, pc, 0) as u32;
                let depth = operand!(code, pc, 1) as u32;
                let keep = operand!(code, pc, 2) != 0;
                return Err(Unwind::Jump { frame: self.frames[fi].id, target, depth, keep, value });
            }
            Opcode::ThrowReturn => {
                let v = self.pop();
                let target = self.frames[fi].home;
                if !self.frame_alive(target) {
                    let u = self.local_jump_error("unexpected return", "return");
                    if let Unwind::Raise(e) = u {
                        let _ = self.ivar_set(e, sym::VALUE_IVAR, v);
                    }
                    return Err(u);
                }
                return Err(Unwind::Return { target, value: v });
            }
            Opcode::DefineClass => {
                let name = SymbolId(operand!(code, pc, 0) as u32);
                let body = Value(operand!(code, pc, 1));
                let kind = operand!(code, pc, 2);
                let superclass = self.pop();
                let cbase = self.pop();
                let klass = self.open_class(fi, cbase, name, superclass, kind)?;
                let r = self.run_class_body(fi, klass, body)?;
                self.push(r);
            }
            Opcode::DefineMethod => {
                let name = SymbolId(operand!(code, pc, 0) as u32);
                let body = Value(operand!(code, pc, 1));
                self.define_method_from_frame(fi, name, body)?;
                self.push(Value::symbol(name));
            }
            Opcode::DefineSMethod => {
                let name = SymbolId(operand!(code, pc, 0) as u32);
                let body = Value(operand!(code, pc, 1));
                let obj = self.pop();
                let s = self.singleton_class(obj)?;
                self.check_modifiable(s)?;
                let cref = self.frames[fi].cref;
                let me = self.add_method(s, name, crate::class::MethodKind::Iseq(body), crate::class::Visibility::Public);
                Self::set_cref(s, &me, cref);
                self.method_added_hook(obj, name, true)?;
                self.push(Value::symbol(name));
            }
            Opcode::ExpandArray => {
                let pre = operand!(code, pc, 0) as usize;
                let splat = operand!(code, pc, 1) != 0;
                let post = operand!(code, pc, 2) as usize;
                let v = self.pop();
                let arr = self.masgn_array(v)?;
                let items = object::as_array(arr).items.to_vec();
                self.temp_roots.push(arr);
                let n = items.len();
                for j in (0..post).rev() {
                    let idx = if n >= pre + post { n - post + j } else { pre + j };
                    self.push(items.get(idx).copied().unwrap_or(Value::NIL));
                }
                if splat {
                    let rest = if n > pre + post { items[pre..n - post].to_vec() } else { Vec::new() };
                    let r = self.new_array(rest);
                    self.push(r);
                }
                for j in (0..pre).rev() {
                    self.push(items.get(j).copied().unwrap_or(Value::NIL));
                }
                self.temp_roots.pop();
            }
            Opcode::CheckMatch => {
                let target = self.pop();
                let pattern = self.pop();
                // `===` as the scope sees it (refinements, `vm::refinement`).
                let refs = self.cref_refinements(self.frames[fi].cref);
                let r = if refs.is_heap() {
                    self.case_eq_refined(pattern, target, operand!(code, pc, 0) != 0, refs)?
                } else if operand!(code, pc, 0) != 0 {
                    let arr = self.splat_to_array(pattern)?;
                    let items = object::as_array(arr).items.to_vec();
                    let mut found = false;
                    for p in items {
                        if self.case_eq(p, target)? {
                            found = true;
                            break;
                        }
                    }
                    found
                } else {
                    self.case_eq(pattern, target)?
                };
                self.push(Value::bool(r));
            }
            Opcode::RescueMatch => {
                let class = self.pop();
                let exc = self.pop();
                let m = if operand!(code, pc, 0) != 0 {
                    // `rescue *list`: the Array is held on the VM stack while it is searched
                    // (`===` on a module never allocates, so its items stay put).
                    let list = self.splat_to_array(class)?;
                    self.push(list);
                    let mut m = false;
                    let mut i = 0;
                    while let Some(&c) = object::as_array(list).items.get(i) {
                        match self.rescue_class_matches(exc, c) {
                            Ok(true) => {
                                m = true;
                                break;
                            }
                            Ok(false) => i += 1,
                            Err(u) => return Err(u),
                        }
                    }
                    self.pop();
                    m
                } else {
                    self.rescue_class_matches(exc, class)?
                };
                self.push(Value::bool(m));
            }
            Opcode::GetBlockParam => {
                let b = self.frames[fi].block.clone();
                let v = match b {
                    Some(b) => self.block_to_proc(&b)?,
                    None => Value::NIL,
                };
                self.push(v)
            }
            Opcode::DefinedIvar => {
                let s = self.frames[fi].self_val;
                let d = self.ivar_defined(s, SymbolId(operand!(code, pc, 0) as u32));
                let v = if d { self.defined_str("instance-variable") } else { Value::NIL };
                self.push(v)
            }
            Opcode::DefinedGlobal => {
                let id = SymbolId(operand!(code, pc, 0) as u32);
                let id = self.global_aliases.get(&id).copied().unwrap_or(id);
                let d = self.globals.contains_key(&id) || crate::core::protocol::is_special_global(id);
                let v = if d { self.defined_str("global-variable") } else { Value::NIL };
                self.push(v)
            }
            Opcode::DefinedCvar => {
                let cref = self.cref_class(self.frames[fi].cref);
                let d = self.cvar_get(cref, SymbolId(operand!(code, pc, 0) as u32)).is_ok();
                let v = if d { self.defined_str("class variable") } else { Value::NIL };
                self.push(v)
            }
            Opcode::DefinedConst => {
                let cref = self.frames[fi].cref;
                let d = self.const_defined_lexically(cref, SymbolId(operand!(code, pc, 0) as u32));
                let v = if d { self.defined_str("constant") } else { Value::NIL };
                self.push(v)
            }
            Opcode::DefinedConstFrom => {
                let m = self.pop();
                let name = SymbolId(operand!(code, pc, 0) as u32);
                // `Mod::Name` never finds a top-level constant through Object (unless Mod is
                // Object), as the lookup itself does not.
                let d = m.is_heap()
                    && matches!(object::obj_type(m), ObjType::Class | ObjType::Module)
                    && self.const_defined_from(m, name)
                    && (self.private_const_count == 0 || self.private_const_owner(m, name).is_none());
                self.push(Value::bool(d))
            }
            Opcode::DefinedMethod => {
                let recv = self.pop();
                let private_ok = operand!(code, pc, 1) != 0;
                let caller_self = self.frames[fi].self_val;
                let d = self.defined_method(recv, SymbolId(operand!(code, pc, 0) as u32), private_ok, caller_self)?;
                let v = if d { self.defined_str("method") } else { Value::NIL };
                self.push(v)
            }
            Opcode::DefinedYield => {
                let v = if self.frames[fi].block.is_some() { self.defined_str("yield") } else { Value::NIL };
                self.push(v)
            }
            Opcode::DefinedSuper => {
                let me = self.frames[fi].me.clone();
                let s = self.frames[fi].self_val;
                let d = match me {
                    Some(me) => {
                        let k = self.class_of(s);
                        self.find_super_method(k, me.owner, me.original_name).is_some()
                    }
                    None => false,
                };
                let v = if d { self.defined_str("super") } else { Value::NIL };
                self.push(v)
            }
            Opcode::EndEnsure => {
                // Entered only through the catch table, which parked this frame's unwind: it
                // goes on. Code that comes here otherwise (only a loaded binary could) stops
                // with an error rather than run on past the handler.
                if self.pending.len() > self.frames[fi].pending_base {
                    if let Some(u) = self.pending.pop() {
                        return Err(u);
                    }
                }
                let k = self.core.runtime_error;
                return Err(self.make_error(k, "end_ensure reached without a pending exit"));
            }
            Opcode::Reraise => {
                let e = self.pop();
                return Err(Unwind::Raise(e));
            }
            Opcode::AliasMethod => {
                let new = SymbolId(operand!(code, pc, 0) as u32);
                let old = SymbolId(operand!(code, pc, 1) as u32);
                let target = if self.frames[fi].kind == FrameKind::Top { self.core.object } else { self.definee(self.frames[fi].cref)? };
                self.alias_method(target, new, old)?;
                self.push(Value::NIL);
            }
            Opcode::AliasGlobal => {
                let new = SymbolId(operand!(code, pc, 0) as u32);
                let old = SymbolId(operand!(code, pc, 1) as u32);
                self.alias_global(new, old);
                self.push(Value::NIL);
            }
            Opcode::UndefMethod => {
                let name = SymbolId(operand!(code, pc, 0) as u32);
                let cref = self.definee(self.frames[fi].cref)?;
                self.undef_method(cref, name)?;
                self.push(Value::NIL);
            }
            Opcode::SingletonClass => {
                let v = self.pop();
                let s = self.singleton_class(v)?;
                self.push(s)
            }
            Opcode::ToArrayForMasgn => {
                let v = self.pop();
                let a = self.masgn_array(v)?;
                self.push(a)
            }
            Opcode::CheckKeyword => {
                let idx = operand!(code, pc, 0) as usize;
                let v = self.stack[base + idx];
                if !v.is_undef() {
                    return Ok(Flow::Jump(operand!(code, pc, 1) as usize));
                }
            }
            Opcode::PutSpecialObject => {
                let v = match operand!(code, pc, 0) {
                    // The cbase `class Foo`/`module Foo` defines in: lexical, like constants.
                    1 => self.const_scope_class(self.frames[fi].cref),
                    _ => Value::NIL,
                };
                self.push(v)
            }
            Opcode::BackRef => {
                let m = self.pop();
                let v = crate::core::protocol::backref(self, m, operand!(code, pc, 0), operand!(code, pc, 1))?;
                self.push(v)
            }
            Opcode::BackRefNamed => {
                let m = self.pop();
                let name = crate::symbol::SymbolId(operand!(code, pc, 0) as u32);
                let v = crate::core::protocol::backref_named(self, m, name);
                self.push(v)
            }
            Opcode::ToRegexp => {
                let s = self.pop();
                let v = crate::core::protocol::regexp_from_interpolation(self, s, operand!(code, pc, 0) as u32)?;
                self.push(v)
            }
            Opcode::OnceGet => {
                let cell = Value(operand!(code, pc, 0));
                let v = object::as_array(cell).items.first().copied().unwrap_or(Value::NIL);
                self.push(v)
            }
            Opcode::OnceSet => {
                let cell = Value(operand!(code, pc, 0));
                let v = self.top();
                // The cell may be old and the Regexp young: the `_mut` accessor remembers it.
                object::as_array_mut(cell).items.push(v);
            }
        }
        Ok(Flow::Next)
    }

    fn opt_fallback(&mut self, iseq: &'static IseqData, code: &[u64], pc: usize, argc: usize) -> VmResult<()> {
        self.opt_send(iseq, code[pc + 1] as usize, argc)
    }

    /// The full call of a specialised instruction's method (call site `idx`): receiver and
    /// `argc` arguments on the stack are replaced by the result.
    #[inline(never)]
    pub(super) fn opt_send(&mut self, iseq: &'static IseqData, idx: usize, argc: usize) -> VmResult<()> {
        let ci = &iseq.call_infos[idx];
        let cc = &iseq.call_caches[idx];
        let recv_at = self.sp - argc - 1;
        let r = self.send_at(recv_at, argc, ci.mid, ci.flags, None, Some(cc));
        self.sp = recv_at;
        self.push(r?);
        Ok(())
    }

    /// Whether `v` is an instance of String itself (no subclass, no singleton class), so the
    /// builtin String methods apply while `bop_redefined` is 0.
    #[inline(always)]
    fn is_plain_string(&self, v: Value) -> bool {
        v.is_heap() && object::basic(v).klass == self.core.string
    }

    #[inline(never)]
    pub fn capture_block(&mut self, fi: usize, block_iseq: Value) -> Block {
        let uses_home = object::as_iseq(block_iseq).data.uses_home_block;
        // The frame slot the callee is about to use usually still holds the block the previous
        // call through it was given; when nothing else shares that block, its allocation is
        // reused (a loop calling `m { ... }` would otherwise allocate and free one per call).
        let recycled = match self.frames.take_stale_block() {
            Some(Block::Captured(rc)) if std::rc::Rc::strong_count(&rc) == 1 && std::rc::Rc::weak_count(&rc) == 0 => Some(rc),
            _ => None,
        };
        let env = self.frame_env(fi);
        // Frame ids and call serials come from one counter, so a serial is never 0.
        let serial = self.next_frame_id;
        self.next_frame_id += 1;
        let f = &mut self.frames[fi];
        f.block_call = serial;
        f.block_call_pc = f.pc;
        let c = CapturedBlock {
            iseq: block_iseq,
            self_val: f.self_val,
            outer: env,
            creator: f.id,
            call_serial: serial,
            home: f.home,
            cref: f.cref,
            me: f.me.clone(),
            home_block: if uses_home { f.block.clone().map(std::rc::Rc::new) } else { None },
        };
        match recycled {
            Some(mut rc) => {
                *std::rc::Rc::get_mut(&mut rc).expect("an unshared Rc") = c;
                Block::Captured(rc)
            }
            None => Block::Captured(std::rc::Rc::new(c)),
        }
    }

    /// A `&arg` value turned into a block.
    pub fn block_from_value(&mut self, b: Value) -> VmResult<Option<Block>> {
        if b.is_nil() {
            return Ok(None);
        }
        if b.is_symbol() {
            // `&:name` keeps the refinements of this scope (`vm::refinement`).
            return Ok(Some(Block::Symbol(b.as_symbol(), self.caller_refinements())));
        }
        if crate::core::protocol::is_proc(self, b) {
            return Ok(Some(Block::Proc(b)));
        }
        if crate::core::protocol::is_method(self, b) {
            return Ok(Some(Block::Method(b)));
        }
        // `to_proc` as the calling scope sees it (refinements included, `vm::refinement`).
        let refs = self.caller_refinements();
        let k = self.class_of(b);
        if self.find_method_in_scope(k, sym::TO_PROC, refs).is_some() {
            let p = if refs.is_heap() { self.call_refined(b, sym::TO_PROC, &[], None, false, refs, true)? } else { self.call_method(b, sym::TO_PROC, &[], None)? };
            if crate::core::protocol::is_proc(self, p) {
                return Ok(Some(Block::Proc(p)));
            }
        }
        let k = self.class_of_real(b);
        let n = self.module_name(k);
        Err(self.type_error(&format!("wrong argument type {n} (expected Proc)")))
    }

    /// Replaces a splatted argument array (the positional args, as one array on the stack, with
    /// the keyword hash above it when `kw`) by its elements; returns the new argc.
    fn expand_splat_args(&mut self, argc: usize, kw: bool) -> VmResult<usize> {
        let kwv = if kw { Some(self.pop()) } else { None };
        let arr = self.pop();
        let arr = self.splat_to_array(arr)?;
        let items = object::as_array(arr).items.to_vec();
        if self.sp + items.len() + 64 >= self.stack.len() {
            return Err(self.stack_overflow());
        }
        let n = items.len();
        for v in items {
            self.push(v);
        }
        let _ = argc;
        if let Some(k) = kwv {
            self.push(k);
            Ok(n + 1)
        } else {
            Ok(n)
        }
    }

    /// After a splat without explicit keywords: when the last argument is a Hash flagged by a
    /// `ruby2_keywords` method, replaces it by an unflagged copy that the call passes as its
    /// keywords (true), as CRuby does.
    fn ruby2_keywords_last(&mut self, argc: usize) -> VmResult<bool> {
        if argc == 0 {
            return Ok(false);
        }
        let h = self.top();
        if !object::is_type(h, ObjType::Hash) || !object::has_flag(h, object::FL_HASH_RUBY2_KEYWORDS) {
            return Ok(false);
        }
        let copy = self.new_hash();
        self.temp_roots.push(copy);
        let entries: Vec<(Value, Value)> = object::as_hash(h).table.iter().map(|e| (e.key, e.value)).collect();
        for (k, v) in entries {
            if let Err(e) = self.hash_set(copy, k, v) {
                self.temp_roots.pop();
                return Err(e);
            }
        }
        self.temp_roots.pop();
        let top = self.sp - 1;
        self.stack[top] = copy;
        Ok(true)
    }

    fn invoke_super(&mut self, fi: usize, recv_at: usize, argc: usize, flags: u32, block: Option<Block>, cc: &CallCache) -> VmResult {
        let me = self.frames[fi].me.clone();
        let recv = self.stack[recv_at];
        let Some(me) = me else {
            return Err(self.make_error(self.core.runtime_error, "super called outside of method"));
        };
        let k = self.class_of(recv);
        match self.super_cache_lookup(cc, k, me.owner, me.original_name) {
            Some(sm) => self.invoke(&sm, recv_at, argc, flags & call_flags::KW_HASH != 0, block),
            None => {
                // A user-defined method_missing still gets a chance, like CRuby.
                let user_mm = self.find_method(k, sym::METHOD_MISSING).is_some_and(|mm| !matches!(mm.kind, crate::class::MethodKind::Builtin { .. }));
                if user_mm {
                    return self.method_missing(recv_at, argc, me.original_name, flags, block, None);
                }
                let desc = self.describe_receiver(recv);
                let msg = format!("super: no superclass method '{}' for {}", me.original_name.name(), desc);
                Err(self.make_error(self.core.no_method_error, &msg))
            }
        }
    }

    /// Whether a `rescue` clause naming `c` takes `exc` (TypeError when `c` is not a module).
    /// A class is found by walking superclasses: only modules sit in an ancestry besides them.
    #[inline]
    fn rescue_class_matches(&mut self, exc: Value, c: Value) -> VmResult<bool> {
        if !c.is_heap() {
            return Err(self.type_error("class or module required for rescue clause"));
        }
        match object::obj_type(c) {
            ObjType::Class => {
                let mut k = self.class_of(exc);
                while k.is_heap() {
                    if k == c {
                        return Ok(true);
                    }
                    k = object::as_class(k).data.superclass;
                }
                Ok(false)
            }
            ObjType::Module => Ok(self.is_kind_of(exc, c)),
            _ => Err(self.type_error("class or module required for rescue clause")),
        }
    }

    fn run_class_body(&mut self, fi: usize, klass: Value, body: Value) -> VmResult {
        let at = self.sp;
        let local_count = object::as_iseq(body).data.local_count as usize;
        for _ in 0..local_count {
            self.push(Value::NIL);
        }
        let parent = self.frames[fi].cref;
        let cref = self.new_cref(klass, parent);
        let r = match self.push_iseq_frame(body, klass, at, Value::NIL, None, None, cref, FrameKind::Class, None, None, 0) {
            Ok(()) => self.execute(),
            Err(e) => Err(e),
        };
        self.sp = at;
        r
    }

    pub(super) fn trace_insn(&mut self, iseq: &IseqData, pc: usize) {
        let op = Opcode::from_word(iseq.code[pc]);
        if self.options.insn_stats {
            self.stats.count_insn(op as u8);
        }
        if self.options.trace {
            eprintln!("[trace] {}:{:04} {} sp={}", iseq.name, pc, op.info().name, self.sp);
        }
    }
}
