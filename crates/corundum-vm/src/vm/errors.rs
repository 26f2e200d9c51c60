//! Raising: building exception objects with CRuby 3.4's messages and backtraces.
//!
//! Invariant: an exception's backtrace is captured when it is created by the VM or first raised
//! (`Kernel#raise` keeps an existing one), from the frames' saved pcs; so the interpreter stores
//! `pc` in the frame before any instruction that can raise or call.

use crate::object::{self, ObjType};
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::FrameKind;
use crate::vm::{Unwind, Vm};

impl Vm {
    /// A new exception of `class` with `msg`, its backtrace taken from the current frames.
    pub fn make_error(&mut self, class: Value, msg: &str) -> Unwind {
        let m = self.new_str(msg);
        Unwind::Raise(self.new_exception(class, m))
    }

    pub fn new_exception(&mut self, class: Value, msg: Value) -> Value {
        let mark = self.temp_roots.len();
        self.temp_roots.push(msg);
        let e = self.new_object(class);
        self.temp_roots.push(e);
        let _ = self.ivar_set(e, sym::MESG, msg);
        self.set_backtrace_here(e);
        self.temp_roots.truncate(mark);
        e
    }

    pub fn set_backtrace_here(&mut self, e: Value) {
        let lines = self.backtrace_lines(0);
        self.temp_roots.push(e);
        let arr = self.strings_to_array(lines);
        let _ = self.ivar_set(e, sym::BT, arr);
        self.temp_roots.pop();
    }

    /// A Ruby Array of Strings (backtraces, `caller`).
    pub fn strings_to_array(&mut self, lines: Vec<String>) -> Value {
        let arr = self.new_array(Vec::with_capacity(lines.len()));
        self.temp_roots.push(arr);
        for l in lines {
            let s = self.new_string(l.into_bytes());
            object::as_array_mut(arr).items.push(s);
        }
        self.temp_roots.pop();
        arr
    }

    pub fn current_line(&self) -> u32 {
        for f in self.frames.iter().rev() {
            if f.kind == FrameKind::Cfunc {
                continue;
            }
            return object::as_iseq(f.iseq).data.line_at(f.pc);
        }
        0
    }

    pub fn current_path(&self) -> String {
        for f in self.frames.iter().rev() {
            if f.kind != FrameKind::Cfunc {
                return object::as_iseq(f.iseq).data.path.to_string();
            }
        }
        self.script_name.clone()
    }

    /// "path:line:in 'label'" for each frame, innermost first, skipping `skip` innermost frames.
    pub fn backtrace_lines(&self, skip: usize) -> Vec<String> {
        let mut out = Vec::new();
        let n = self.frames.len();
        for (i, f) in self.frames.iter().enumerate().rev() {
            if n - 1 - i < skip {
                continue;
            }
            if f.kind == FrameKind::Cfunc {
                let name = f.me.as_ref().map(|m| m.name);
                if matches!(name.map(|n| n.name()), Some(ref s) if s == "raise" || s == "fail") && out.is_empty() {
                    continue;
                }
                // A builtin reports the location of the Ruby code that called it: that frame is
                // still suspended at its call instruction.
                let (path, line) = match self.frames[..i].iter().rev().find(|g| g.kind != FrameKind::Cfunc) {
                    Some(g) => {
                        let d = &object::as_iseq(g.iseq).data;
                        (d.path.to_string(), d.line_at(g.pc))
                    }
                    None => (self.script_name.clone(), 0),
                };
                out.push(format!("{}:{}:in '{}'", path, line, self.frame_label(i)));
                continue;
            }
            let iseq = &object::as_iseq(f.iseq).data;
            out.push(format!("{}:{}:in '{}'", iseq.path, iseq.line_at(f.pc), self.frame_label(i)));
        }
        out
    }

    /// The 3.4 label of frame `i`: 'Foo#bar', 'Foo.baz', 'block in Foo#bar', '<main>', ...
    pub fn frame_label(&self, i: usize) -> String {
        let f = &self.frames[i];
        match f.kind {
            FrameKind::Cfunc | FrameKind::Method => match &f.me {
                Some(me) => self.qualified_method_name(me.owner, me.original_name),
                None => object::as_iseq(f.iseq).data.name.clone(),
            },
            FrameKind::Block | FrameKind::Lambda => {
                let iseq = &object::as_iseq(f.iseq).data;
                let base = match &f.me {
                    Some(me) => self.qualified_method_name(me.owner, me.original_name),
                    None => iseq.name.rsplit(" in ").next().unwrap_or("<main>").to_string(),
                };
                if iseq.block_depth <= 1 {
                    format!("block in {base}")
                } else {
                    format!("block ({} levels) in {base}", iseq.block_depth)
                }
            }
            FrameKind::Top | FrameKind::Class => object::as_iseq(f.iseq).data.name.clone(),
        }
    }

    pub fn qualified_method_name(&self, owner: Value, name: SymbolId) -> String {
        let mut owner = owner;
        if object::as_class(owner).data.kind == ObjType::IClass {
            owner = object::as_class(owner).data.attached;
        }
        let d = &object::as_class(owner).data;
        if d.is_singleton {
            let att = d.attached;
            if att.is_heap() && matches!(object::obj_type(att), ObjType::Class | ObjType::Module) {
                if let Some(n) = &object::as_class(att).data.name {
                    return format!("{}.{}", n, name.name());
                }
            }
            return name.name().to_string();
        }
        match &d.name {
            Some(n) => format!("{}#{}", n, name.name()),
            None => name.name().to_string(),
        }
    }

    /// How 3.4 names a receiver in NoMethodError/NameError messages.
    pub fn describe_receiver(&mut self, recv: Value) -> String {
        if recv == self.main_obj {
            return "main".into();
        }
        if recv.is_nil() {
            return "nil".into();
        }
        if recv == Value::TRUE {
            return "true".into();
        }
        if recv == Value::FALSE {
            return "false".into();
        }
        if recv.is_heap() && matches!(object::obj_type(recv), ObjType::Class | ObjType::Module) {
            let kind = if object::obj_type(recv) == ObjType::Module { "module" } else { "class" };
            return format!("{} {}", kind, self.module_name(recv));
        }
        let k = self.class_of_real(recv);
        format!("an instance of {}", self.module_name(k))
    }

    pub fn no_method_error(&mut self, recv: Value, mid: SymbolId, flags: u32, vis: Option<crate::class::Visibility>) -> Unwind {
        use crate::class::Visibility;
        use crate::iseq::call_flags;
        let desc = self.describe_receiver(recv);
        let (class, msg) = match vis {
            Some(Visibility::Private) => (self.core.no_method_error, format!("private method '{}' called for {}", mid.name(), desc)),
            Some(Visibility::Protected) => (self.core.no_method_error, format!("protected method '{}' called for {}", mid.name(), desc)),
            _ if flags & call_flags::VCALL != 0 => (self.core.name_error, format!("undefined local variable or method '{}' for {}", mid.name(), desc)),
            _ => (self.core.no_method_error, format!("undefined method '{}' for {}", mid.name(), desc)),
        };
        let u = self.make_error(class, &msg);
        if let Unwind::Raise(e) = u {
            let _ = self.ivar_set(e, sym::NAME_IVAR, Value::symbol(mid));
            let _ = self.ivar_set(e, sym::RECEIVER, recv);
        }
        u
    }

    pub fn name_error(&mut self, msg: &str, name: SymbolId, recv: Value) -> Unwind {
        self.name_error_for(msg, Value::symbol(name), recv)
    }

    /// A NameError whose `name` is `name` as given (CRuby keeps a String argument a String).
    pub fn name_error_for(&mut self, msg: &str, name: Value, recv: Value) -> Unwind {
        self.temp_roots.push(name);
        let u = self.make_error(self.core.name_error, msg);
        self.temp_roots.pop();
        if let Unwind::Raise(e) = u {
            let _ = self.ivar_set(e, sym::NAME_IVAR, name);
            let _ = self.ivar_set(e, sym::RECEIVER, recv);
        }
        u
    }

    pub fn arg_count_error(&mut self, given: usize, min: usize, max: usize) -> Unwind {
        self.arg_count_error_kw(given, min, max, &[])
    }

    /// ArgumentError "unknown keyword(s): :a, :b" for keyword keys nobody accepted.
    pub fn unknown_keywords_error(&mut self, keys: &[Value]) -> Unwind {
        let mut names = Vec::new();
        for &k in keys {
            match self.inspect_str(k) {
                Ok(s) => names.push(s),
                Err(e) => return e,
            }
        }
        let msg = format!("unknown keyword{}: {}", if names.len() > 1 { "s" } else { "" }, names.join(", "));
        self.make_error(self.core.argument_error, &msg)
    }

    /// The arity error of a method that also has required keywords, which CRuby lists.
    pub fn arg_count_error_kw(&mut self, given: usize, min: usize, max: usize, required_kw: &[SymbolId]) -> Unwind {
        let expected = if max == usize::MAX {
            format!("{min}+")
        } else if min == max {
            format!("{min}")
        } else {
            format!("{min}..{max}")
        };
        let kws = match required_kw {
            [] => String::new(),
            [k] => format!("; required keyword: {}", k.name()),
            ks => format!("; required keywords: {}", ks.iter().map(|k| k.name().into_owned()).collect::<Vec<_>>().join(", ")),
        };
        let msg = format!("wrong number of arguments (given {given}, expected {expected}{kws})");
        self.make_error(self.core.argument_error, &msg)
    }

    pub fn frozen_error(&mut self, obj: Value) -> Unwind {
        // CRuby names the object's actual class, singleton included (a class's is its
        // metaclass, which CRuby always has). Corundum also makes singleton classes for
        // `instance_eval` and `clone`, where CRuby has none, so an object's singleton counts only
        // once it holds methods.
        let cname = if obj.is_heap() && matches!(object::obj_type(obj), ObjType::Class | ObjType::Module) {
            format!("#<Class:{}>", self.module_name(obj))
        } else if obj.is_heap() && object::has_flag(obj, object::FL_SINGLETON) && !object::as_class(object::basic(obj).klass).data.methods.is_empty() {
            self.module_name(object::basic(obj).klass)
        } else {
            let k = self.class_of_real(obj);
            self.module_name(k)
        };
        let insp = self.inspect_str(obj).unwrap_or_else(|_| "?".into());
        let u = self.make_error(self.core.frozen_error, &format!("can't modify frozen {cname}: {insp}"));
        if let Unwind::Raise(e) = u {
            let _ = self.ivar_set(e, sym::RECEIVER, obj);
        }
        u
    }

    /// LocalJumpError with its `reason` (:break, :return, :noreason).
    pub fn local_jump_error(&mut self, msg: &str, reason: &str) -> Unwind {
        let u = self.make_error(self.core.local_jump_error, msg);
        if let Unwind::Raise(e) = u {
            let _ = self.ivar_set(e, crate::symbol::intern("@__reason"), Value::symbol(crate::symbol::intern(reason)));
        }
        u
    }

    pub fn type_error(&mut self, msg: &str) -> Unwind {
        self.make_error(self.core.type_error, msg)
    }
    pub fn arg_error(&mut self, msg: &str) -> Unwind {
        self.make_error(self.core.argument_error, msg)
    }

    /// "no implicit conversion of X into Y", with CRuby's names for nil/true/false.
    pub fn conversion_error(&mut self, v: Value, into: &str) -> Unwind {
        let from = self.conversion_name(v);
        self.type_error(&format!("no implicit conversion of {from} into {into}"))
    }

    pub fn conversion_name(&mut self, v: Value) -> String {
        if v.is_nil() {
            "nil".into()
        } else if v == Value::TRUE {
            "true".into()
        } else if v == Value::FALSE {
            "false".into()
        } else {
            let k = self.class_of_real(v);
            self.module_name(k)
        }
    }

    pub fn stack_overflow(&mut self) -> Unwind {
        // Building a backtrace 10,000 frames deep is wasteful; SystemStackError keeps a short one.
        let m = self.new_str("stack level too deep");
        let e = self.new_object(self.core.system_stack_error);
        let _ = self.ivar_set(e, sym::MESG, m);
        let mut lines = self.backtrace_lines(0);
        lines.truncate(8);
        self.temp_roots.push(e);
        let arr = self.strings_to_array(lines);
        self.temp_roots.pop();
        let _ = self.ivar_set(e, sym::BT, arr);
        Unwind::Raise(e)
    }

    /// The message of an exception object as a Rust string (for reports).
    pub fn exception_message(&mut self, e: Value) -> String {
        match self.call_method(e, sym::MESSAGE, &[], None) {
            Ok(m) if object::is_type(m, ObjType::String) => String::from_utf8_lossy(&object::as_string(m).bytes).into_owned(),
            Ok(m) => self.inspect_str(m).unwrap_or_default(),
            Err(_) => String::new(),
        }
    }

    /// Prints an uncaught exception the way CRuby 3.4 does and returns the exit status.
    pub fn report_exception(&mut self, e: Value) -> i32 {
        let k = self.class_of_real(e);
        if k == self.core.system_exit || self.is_kind_of(e, self.core.system_exit) {
            let st = self.ivar_get(e, sym::STATUS);
            return if st.is_fixnum() { st.as_fixnum() as i32 } else { 0 };
        }
        let cname = self.module_name(k);
        let msg = self.exception_message(e);
        let bt = self.ivar_get(e, sym::BT);
        let lines: Vec<String> = if object::is_type(bt, ObjType::Array) {
            object::as_array(bt)
                .items
                .iter()
                .filter(|v| object::is_type(**v, ObjType::String))
                .map(|v| String::from_utf8_lossy(&object::as_string(*v).bytes).into_owned())
                .collect()
        } else {
            Vec::new()
        };
        let mut out = String::new();
        let first = lines.first().cloned().unwrap_or_else(|| self.script_name.clone());
        if msg.is_empty() {
            out.push_str(&format!("{first}: unhandled exception\n"));
        } else {
            let mut parts = msg.splitn(2, '\n');
            let head = parts.next().unwrap_or("");
            out.push_str(&format!("{first}: {head} ({cname})\n"));
            if let Some(rest) = parts.next() {
                out.push_str(rest);
                out.push('\n');
            }
        }
        for l in lines.iter().skip(1) {
            out.push_str(&format!("\tfrom {l}\n"));
        }
        self.write_err(out.as_bytes());
        1
    }
}
