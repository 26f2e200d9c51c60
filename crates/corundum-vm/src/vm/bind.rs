//! Binding call arguments to an iseq's parameters in the general case: optional, rest, post,
//! keyword, keyword-rest and block parameters, and the lenient rules of procs (padding, dropping
//! extras, auto-splat). The common cases bind in place without coming here (`enter_iseq`'s
//! positional path, `enter_block`'s plain path, `vm::kwargs`).
//!
//! Invariant: on success the frame's locals are laid out at `stack[args_at..args_at +
//! local_count]` and `vm.sp` is just above them; Values collected in Rust vectors on the way are
//! kept in `temp_roots` until then.

use crate::iseq::IseqData;
use crate::object::{self, ObjType};
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Vm, VmResult};

impl Vm {
    /// Argument binding for everything but the simple "required parameters only" case. Leaves the
    /// locals laid out at `stack[args_at..args_at+local_count]` and returns the start pc.
    pub fn bind_args(&mut self, iseq_v: Value, args_at: usize, argc: usize, kw: bool, block: &Option<Block>, strict: bool) -> VmResult<usize> {
        let iseq: &'static IseqData = &object::as_iseq(iseq_v).data;
        let p = &iseq.params;
        let local_count = iseq.local_count as usize;
        let mark = self.temp_roots.len();
        let mut args: Vec<Value> = self.stack[args_at..args_at + argc].to_vec();
        self.temp_roots.extend_from_slice(&args);
        let mut kwhash = Value::NIL;
        if kw {
            let h = args.pop().unwrap_or(Value::NIL);
            if p.accepts_keywords() {
                kwhash = h;
            } else if object::is_type(h, ObjType::Hash) && !object::as_hash(h).table.is_empty() {
                if p.no_kw {
                    // `**nil`: the method refuses keywords outright.
                    self.temp_roots.truncate(mark);
                    return Err(self.arg_error("no keywords accepted"));
                }
                if iseq.ruby2_keywords.get() {
                    // A copy, flagged: splatting the rest array passes it on as keywords.
                    let copy = self.new_hash();
                    self.temp_roots.push(copy);
                    let entries: Vec<(Value, Value)> = object::as_hash(h).table.iter().map(|e| (e.key, e.value)).collect();
                    for (k, v) in entries {
                        if let Err(e) = self.hash_set(copy, k, v) {
                            self.temp_roots.truncate(mark);
                            return Err(e);
                        }
                    }
                    object::set_flag(copy, object::FL_HASH_RUBY2_KEYWORDS, true);
                    args.push(copy);
                } else {
                    args.push(h);
                }
            }
        } else if !strict && p.accepts_keywords() && args.len() > p.required_count() as usize {
            // Procs may receive a trailing hash as keywords (Ruby 3 keeps this for blocks).
            if let Some(&last) = args.last() {
                if object::is_type(last, ObjType::Hash) && args.len() > (p.lead + p.post) as usize {
                    kwhash = last;
                    args.pop();
                }
            }
        }
        if !strict && !kw && p.auto_splat && args.len() == 1 {
            // CRuby's rb_check_array_type: `to_ary` through `respond_to?` (check_funcall);
            // nil means no splat, any other non-Array is a TypeError.
            let a = if object::is_type(args[0], ObjType::Array) {
                args[0]
            } else {
                match self.try_convert(args[0], crate::symbol::sym::TO_ARY, |x| object::is_type(x, ObjType::Array), "Array") {
                    Ok(a) => a,
                    Err(e) => {
                        self.temp_roots.truncate(mark);
                        return Err(e);
                    }
                }
            };
            if !a.is_nil() {
                args = object::as_array(a).items.to_vec();
                self.temp_roots.extend_from_slice(&args);
            }
        }
        let req = (p.lead + p.post) as usize;
        let n = args.len();
        if strict && (n < req || (p.rest.is_none() && n > req + p.opt as usize)) {
            self.temp_roots.truncate(mark);
            let max = if p.rest.is_some() { usize::MAX } else { req + p.opt as usize };
            let required: Vec<SymbolId> = p.kw_names.iter().zip(&p.kw_required).filter(|(_, &r)| r).map(|(&n, _)| n).collect();
            return Err(self.arg_count_error_kw(n, req, max, &required));
        }
        if !strict {
            // Procs pad missing arguments with nil and drop extras.
            let want = if p.rest.is_some() { n.max(req) } else { req + p.opt as usize };
            if n < req {
                args.resize(req, Value::NIL);
            } else if p.rest.is_none() && n > want {
                args.truncate(want);
            }
        }
        let n = args.len();
        let avail_opt = (n.saturating_sub(req)).min(p.opt as usize);
        let rest_len = n - req - avail_opt;
        let mut locals = vec![Value::NIL; local_count];
        let mut i = 0;
        let lead = p.lead as usize;
        locals[..lead].copy_from_slice(&args[..lead]);
        i += lead;
        for j in 0..avail_opt {
            locals[lead + j] = args[i];
            i += 1;
        }
        if let Some(r) = p.rest {
            let rest: Vec<Value> = args[i..i + rest_len].to_vec();
            i += rest_len;
            let arr = self.new_array(rest);
            locals[r as usize] = arr;
            self.temp_roots.push(arr);
        }
        for j in 0..p.post as usize {
            locals[p.post_start as usize + j] = args[i];
            i += 1;
        }
        if p.accepts_keywords() {
            self.bind_keywords(p, kwhash, &mut locals)?;
        }
        if let Some(b) = p.block {
            locals[b as usize] = match block {
                Some(b) => self.block_to_proc(b)?,
                None => Value::NIL,
            };
        }
        self.stack[args_at..args_at + local_count].copy_from_slice(&locals);
        self.sp = args_at + local_count;
        self.temp_roots.truncate(mark);
        Ok(if p.opt > 0 { p.opt_table[avail_opt] as usize } else { 0 })
    }

    fn bind_keywords(&mut self, p: &crate::iseq::Params, kwhash: Value, locals: &mut [Value]) -> VmResult<()> {
        let mut missing = Vec::new();
        let mut used = Vec::new();
        for (k, &name) in p.kw_names.iter().enumerate() {
            let slot = p.kw_start as usize + k;
            let found = if kwhash.is_heap() { self.hash_lookup_symbol(kwhash, name) } else { None };
            match found {
                Some(v) => {
                    locals[slot] = v;
                    used.push(name);
                }
                None => {
                    locals[slot] = Value::UNDEF;
                    if p.kw_required[k] {
                        missing.push(name);
                    }
                }
            }
        }
        if !missing.is_empty() {
            let list: Vec<String> = missing.iter().map(|n| format!(":{}", n.name())).collect();
            let msg = format!("missing keyword{}: {}", if missing.len() > 1 { "s" } else { "" }, list.join(", "));
            return Err(self.make_error(self.core.argument_error, &msg));
        }
        let mut extra_pairs: Vec<(Value, Value)> = Vec::new();
        if kwhash.is_heap() {
            for e in object::as_hash(kwhash).table.iter() {
                let is_used = e.key.is_symbol() && used.contains(&e.key.as_symbol());
                if !is_used {
                    extra_pairs.push((e.key, e.value));
                }
            }
        }
        match p.kwrest {
            Some(r) => {
                let h = self.new_hash();
                locals[r as usize] = h;
                self.temp_roots.push(h);
                for (k, v) in extra_pairs {
                    self.hash_set(h, k, v)?;
                }
            }
            None if !extra_pairs.is_empty() => {
                let keys: Vec<Value> = extra_pairs.iter().map(|&(k, _)| k).collect();
                return Err(self.unknown_keywords_error(&keys));
            }
            None => {}
        }
        Ok(())
    }
}
