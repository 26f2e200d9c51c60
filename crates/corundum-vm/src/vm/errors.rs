//! Raising: building exception objects with CRuby 4.0's messages and backtraces.
//!
//! Invariants:
//! - An exception's backtrace is captured when it is created by the VM or first raised
//!   (`Kernel#raise` keeps an existing one), from the frames' saved pcs; so the interpreter stores
//!   `pc` in the frame before any instruction that can raise or call.
//! - Capturing formats nothing: the exception's `@__bt` ivar gets a `BACKTRACE_TYPE` typed-data
//!   object holding, per frame, the iseq and pc its line comes from and the method (owner, name)
//!   its label comes from. Whatever reads the backtrace goes through
//!   [`Vm::exception_backtrace`], which renders the Strings on first read and stores the Array
//!   in the ivar in place of the object, so the Strings are exactly what eager formatting made.
//! - A backtrace object's payload never changes after creation (no write barrier needed); its
//!   mark function marks every Value it holds.

use smallvec::SmallVec;

use crate::class::MethodKind;
use crate::data_type;
use crate::object::{self, ObjType};
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::FrameKind;
use crate::vm::{Unwind, Vm};

/// One entry of a captured backtrace: what rendering its line needs, nothing formatted.
#[derive(Clone, Copy)]
pub struct BtFrame {
    /// The iseq whose path and line the entry reports: the frame's own; for a builtin, that of the
    /// Ruby frame that called it (nil when none did: the script name and line 0 are reported).
    pub iseq: Value,
    /// The owner of the frame's method entry, nil when the frame has none.
    pub owner: Value,
    /// The method entry's original name (meaningful only when `owner` is not nil).
    pub name: SymbolId,
    /// The code offset (low 28 bits) and the frame kind (high 4 bits) in one word, so that an
    /// entry takes 24 bytes: a 10,000-deep backtrace kept by each of thousands of exceptions
    /// (recursion whose ensure clauses raise) must fit where CRuby's does.
    pc_kind: u32,
}

const PC_BITS: u32 = 28;

impl BtFrame {
    fn new(iseq: Value, owner: Value, name: SymbolId, pc: usize, kind: FrameKind) -> BtFrame {
        // Offsets past 2^28 (no iseq is that long) saturate rather than spill into the kind.
        let pc = pc.min((1 << PC_BITS) - 1) as u32;
        BtFrame { iseq, owner, name, pc_kind: pc | (kind as u32) << PC_BITS }
    }
    pub fn pc(&self) -> usize {
        (self.pc_kind & ((1 << PC_BITS) - 1)) as usize
    }
    pub fn kind(&self) -> FrameKind {
        FrameKind::from_index(self.pc_kind >> PC_BITS)
    }
}

const _: () = assert!(std::mem::size_of::<BtFrame>() == 24);

/// Captured entries, innermost first; shallow backtraces need no buffer of their own.
pub type BtFrames = SmallVec<[BtFrame; 4]>;

/// The payload of a backtrace object (the lazy value of an exception's `@__bt`).
pub struct Backtrace {
    pub frames: BtFrames,
}

data_type!(pub BACKTRACE_TYPE: Backtrace, c"backtrace", mark = |p, m| {
    // SAFETY: the payload of a BACKTRACE_TYPE object is a Backtrace.
    let d = unsafe { &*(p as *const Backtrace) };
    for f in &d.frames {
        m(f.iseq);
        m(f.owner);
    }
});

/// Whether `v` is a captured, not yet rendered backtrace.
pub fn is_backtrace(v: Value) -> bool {
    object::is_type(v, ObjType::Data) && std::ptr::eq(object::as_typed_data(v).dtype, &BACKTRACE_TYPE)
}

/// A backtrace object's payload, read-only (it never changes after creation).
pub fn backtrace_data(v: Value) -> &'static Backtrace {
    debug_assert!(is_backtrace(v));
    // SAFETY: callers check `is_backtrace` first; the payload of BACKTRACE_TYPE is a Backtrace,
    // freed only when the object is swept.
    unsafe { &*(object::as_typed_data(v).data as *const Backtrace) }
}

thread_local! {
    static FAIL: SymbolId = crate::symbol::intern("fail");
}

/// `fail`, `raise`'s other name (not a predefined symbol).
fn fail_symbol() -> SymbolId {
    FAIL.with(|s| *s)
}

impl Vm {
    /// A new exception of `class` with `msg`, its backtrace taken from the current frames.
    /// An error the VM raises is caused by the exception being handled (`$!`), as CRuby's
    /// setup_exception makes it; that one's own cause is pinned (to nil when it has none).
    pub fn make_error(&mut self, class: Value, msg: &str) -> Unwind {
        let m = self.new_str(msg);
        let e = self.new_exception(class, m);
        let cause = self.current_errinfo();
        if !cause.is_nil() && cause != e {
            self.temp_roots.push(e);
            let _ = self.ivar_set(e, sym::CAUSE, cause);
            if !self.ivar_defined(cause, sym::CAUSE) {
                let _ = self.ivar_set(cause, sym::CAUSE, Value::NIL);
            }
            self.temp_roots.pop();
        }
        Unwind::Raise(e)
    }

    pub fn new_exception(&mut self, class: Value, msg: Value) -> Value {
        let e = self.new_exception_without_backtrace(class, msg);
        self.set_backtrace_here(e);
        e
    }

    /// An exception of `class` with message `msg` and no backtrace yet: the code that raises it
    /// records one (`Kernel#raise` where it is called, `Thread#raise` in the target thread).
    pub fn new_exception_without_backtrace(&mut self, class: Value, msg: Value) -> Value {
        let mark = self.temp_roots.len();
        self.temp_roots.push(msg);
        let e = self.new_object(class);
        self.temp_roots.push(e);
        let _ = self.ivar_set(e, sym::MESG, msg);
        self.temp_roots.truncate(mark);
        e
    }

    /// Records the current frames as `e`'s backtrace (a `BACKTRACE_TYPE` object, rendered to
    /// Strings only when read).
    pub fn set_backtrace_here(&mut self, e: Value) {
        self.temp_roots.push(e);
        let bt = self.capture_backtrace(0, usize::MAX);
        let _ = self.ivar_set(e, sym::BT, bt);
        self.temp_roots.pop();
    }

    /// A backtrace object holding the frames below the `skip` innermost ones (at most `limit`),
    /// unformatted; see [`Backtrace`].
    pub fn capture_backtrace(&mut self, skip: usize, limit: usize) -> Value {
        let frames = self.capture_frames(skip, limit);
        self.backtrace_from_frames(frames)
    }

    /// A backtrace object holding `frames` (whose Values the caller keeps alive until it is
    /// made).
    pub fn backtrace_from_frames(&mut self, frames: BtFrames) -> Value {
        let k = self.core.object;
        self.new_typed_data(k, &BACKTRACE_TYPE, Box::new(Backtrace { frames }))
    }

    /// What each frame's backtrace line needs, innermost first, skipping the `skip` innermost
    /// frames and keeping at most `limit` entries. A `raise`/`fail` builtin frame is left out when
    /// it would be the first entry (the line then names the Ruby code that called it).
    pub fn capture_frames(&self, skip: usize, limit: usize) -> BtFrames {
        capture_frames_of(&self.frames[..], skip, limit)
    }
}

/// `Vm::capture_frames` over any frame stack (a suspended fiber's too).
pub fn capture_frames_of(frames: &[crate::vm::frame::Frame], skip: usize, limit: usize) -> BtFrames {
    let mut out = BtFrames::new();
    // The nearest Ruby (non-builtin) frame below the frame looked at, found by one downward
    // scan shared by all frames: a chain of 100,000 builtin frames (composed Procs calling
    // each other) costs linear time, not quadratic.
    let mut ruby_below: Option<usize> = None;
    let mut scanned_to = frames.len();
    for i in (0..frames.len().saturating_sub(skip)).rev() {
        if out.len() >= limit {
            break;
        }
        let f = &frames[i];
        let (owner, name) = match &f.me {
            // A block run as a `define_method` body (or inside one) is labelled by where it
            // is written: the method it is lexically inside of, under the owner of the
            // method it defines, or its class body ('block in <class:Foo>').
            Some(me) if matches!(me.kind, MethodKind::Bmethod(_)) && matches!(f.kind, FrameKind::Block | FrameKind::Lambda) => {
                match object::as_iseq(f.iseq).data.method_name {
                    Some(n) => (me.owner, n),
                    None => (Value::NIL, SymbolId(0)),
                }
            }
            Some(me) => (me.owner, me.original_name),
            None => (Value::NIL, SymbolId(0)),
        };
        if f.kind == FrameKind::Cfunc {
            // Kernel#raise/fail's own frame, not Thread#raise's or Fiber#raise's (CRuby shows
            // those: the exception is raised inside them when the target is the caller).
            let kernel_raise = |m: &crate::class::MethodEntry| {
                matches!(m.kind, crate::class::MethodKind::Builtin { func, .. } if std::ptr::fn_addr_eq(func, crate::core::protocol::k_raise as crate::class::BuiltinFn))
            };
            if out.is_empty() && f.me.as_ref().is_some_and(|m| (m.name == sym::RAISE || m.name == fail_symbol()) && kernel_raise(m)) {
                continue;
            }
            // A builtin reports the location of the Ruby code that called it: that frame is
            // still suspended at its call instruction.
            if ruby_below.is_none_or(|j| j >= i) {
                ruby_below = None;
                let mut j = scanned_to.min(i);
                while j > 0 {
                    j -= 1;
                    if frames[j].kind != FrameKind::Cfunc {
                        ruby_below = Some(j);
                        break;
                    }
                }
                scanned_to = j;
            }
            let (iseq, pc) = match ruby_below {
                Some(j) => (frames[j].iseq, frames[j].pc),
                None => (Value::NIL, 0),
            };
            out.push(BtFrame::new(iseq, owner, name, pc, FrameKind::Cfunc));
            continue;
        }
        out.push(BtFrame::new(f.iseq, owner, name, f.pc, f.kind));
    }
    out
}

impl Vm {
    /// `e`'s backtrace as `Exception#backtrace` returns it: nil, or (normally) an Array of
    /// Strings. A captured backtrace is rendered here, on first read, and the Array replaces it
    /// in the ivar (not on a frozen exception, which renders again at each read).
    pub fn exception_backtrace(&mut self, e: Value) -> Value {
        let bt = self.ivar_get(e, sym::BT);
        if !is_backtrace(bt) {
            return bt;
        }
        self.temp_roots.push(e);
        self.temp_roots.push(bt);
        let arr = self.render_backtrace(&backtrace_data(bt).frames);
        if !object::has_flag(e, object::FL_FROZEN) {
            // The frames stay for `backtrace_locations` (also after `set_backtrace`, as in CRuby).
            let _ = self.ivar_set(e, sym::BT_FRAMES, bt);
            let _ = self.ivar_set(e, sym::BT, arr);
        }
        self.temp_roots.truncate(self.temp_roots.len() - 2);
        arr
    }

    /// The Ruby Array of "path:line:in 'label'" Strings for `frames`. The Values the frames hold
    /// must be kept alive by the caller (a rooted backtrace object, or the live frames).
    pub fn render_backtrace(&mut self, frames: &[BtFrame]) -> Value {
        let arr = self.new_array(Vec::with_capacity(frames.len()));
        self.temp_roots.push(arr);
        for f in frames {
            let line = self.backtrace_line(f);
            let s = self.new_string(line);
            object::as_array_mut(arr).items.push(s);
        }
        self.temp_roots.pop();
        arr
    }

    /// "path:line:in 'label'" for one captured frame.
    pub fn backtrace_line(&self, f: &BtFrame) -> Vec<u8> {
        use std::io::Write;
        let mut out = Vec::with_capacity(64);
        if f.iseq.is_nil() {
            // A builtin called with no Ruby frame below it (a `-r` library's `require`): the
            // script, without a line, as CRuby shows line 0.
            out.extend_from_slice(self.script_name.as_bytes());
        } else {
            let d = &object::as_iseq(f.iseq).data;
            let _ = write!(out, "{}:{}", d.path, d.line_at(f.pc()));
        }
        out.extend_from_slice(b":in '");
        out.extend_from_slice(self.frame_label(f).as_bytes());
        out.push(b'\'');
        out
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

    /// The 4.0 label of a captured frame: 'Foo#bar', 'Foo.baz', 'block in Foo#bar', '<main>', ...
    pub fn frame_label(&self, f: &BtFrame) -> String {
        let has_me = !f.owner.is_nil();
        match f.kind() {
            FrameKind::Cfunc | FrameKind::Method => {
                if has_me {
                    self.qualified_method_name(f.owner, f.name)
                } else if f.kind() == FrameKind::Method {
                    object::as_iseq(f.iseq).data.name.clone()
                } else {
                    String::new()
                }
            }
            FrameKind::Block | FrameKind::Lambda => {
                let iseq = &object::as_iseq(f.iseq).data;
                let base = if has_me { self.qualified_method_name(f.owner, f.name) } else { iseq.name.rsplit(" in ").next().unwrap_or("<main>").to_string() };
                // Evaluated code is labelled as the code it was evaluated in.
                if iseq.is_eval && iseq.block_depth == 0 {
                    return if has_me { base } else { iseq.name.clone() };
                }
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

    /// How 4.0 names a receiver in NoMethodError/NameError messages: main, nil, true, false;
    /// "class X"/"module X" and "an instance of X" with X the class's own `name` when it gives a
    /// String; the default `#<X:0x...>` of an object that has a singleton class.
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
            let n = self.class_display_name(recv);
            return format!("{kind} {n}");
        }
        if recv.is_heap() && object::has_flag(recv, object::FL_SINGLETON) {
            let k = self.class_of_real(recv);
            let n = self.module_name(k);
            return format!("#<{}:{:#018x}>", n, recv.0);
        }
        let k = self.class_of_real(recv);
        let n = self.class_display_name(k);
        format!("an instance of {n}")
    }

    /// A class's name for error messages: what its own `name` method answers when that is
    /// redefined and gives a String (not while such a call is already running, so a `name`
    /// that itself fails cannot recurse), else the built-in name.
    fn class_display_name(&mut self, k: Value) -> String {
        thread_local! {
            static ASKING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        }
        let mid = crate::symbol::intern("name");
        let meta = self.class_of(k);
        let own = self.find_method_cached(meta, mid).is_some_and(|me| !matches!(me.kind, MethodKind::Builtin { .. }));
        if own && !ASKING.with(|a| a.replace(true)) {
            self.temp_roots.push(k);
            let r = self.call_method(k, mid, &[], None);
            self.temp_roots.pop();
            ASKING.with(|a| a.set(false));
            if let Ok(s) = r {
                if object::is_type(s, ObjType::String) {
                    return String::from_utf8_lossy(&object::as_string(s).bytes).into_owned();
                }
            }
        }
        self.module_name(k)
    }

    /// As [`Vm::no_method_error_with`] without the call's arguments.
    pub fn no_method_error(&mut self, recv: Value, mid: SymbolId, flags: u32, vis: Option<crate::class::Visibility>) -> Unwind {
        self.no_method_error_with(recv, mid, flags, vis, &[])
    }

    /// The NoMethodError (NameError for a bare identifier) of a call nothing answered, with its
    /// `name`, `receiver`, `args` and `private_call?` (a call without an explicit receiver).
    pub fn no_method_error_with(&mut self, recv: Value, mid: SymbolId, flags: u32, vis: Option<crate::class::Visibility>, args: &[Value]) -> Unwind {
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
            self.temp_roots.push(e);
            let _ = self.ivar_set(e, sym::NAME_IVAR, Value::symbol(mid));
            let _ = self.ivar_set(e, sym::RECEIVER, recv);
            if class == self.core.no_method_error {
                let a = self.new_array(args.to_vec());
                let _ = self.ivar_set(e, sym::ARGS_IVAR, a);
                let private = flags & (call_flags::FCALL | call_flags::VCALL) != 0;
                let _ = self.ivar_set(e, crate::symbol::intern("@__private_call"), Value::bool(private));
            }
            self.temp_roots.pop();
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
        // CRuby 4.0 names the object's class without singletons (`rb_obj_class`): a frozen
        // class reports "Class: Name", a frozen module "Module: Name".
        let k = self.class_of_real(obj);
        let cname = self.module_name(k);
        // An error from `inspect` is what gets raised, as in CRuby; an `inspect` that modifies
        // the object meets this same error inside and shows " ..." for it.
        let guarded = self.guarded(crate::vm::recursion_guard::GuardOp::FrozenInspect, obj, Value::NIL, |vm| vm.inspect_str(obj));
        let insp = match guarded {
            None => " ...".to_string(),
            Some(Ok(s)) => s,
            Some(Err(u)) => return u,
        };
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
        // The limits may have been tripped to raise a pending NoMemoryError (`vm::limits`).
        if self.take_oom_trip() {
            return self.no_memory();
        }
        // Building a backtrace 10,000 frames deep is wasteful; SystemStackError keeps a short one.
        let m = self.new_str("stack level too deep");
        let e = self.new_object(self.core.system_stack_error);
        let _ = self.ivar_set(e, sym::MESG, m);
        self.temp_roots.push(e);
        let bt = self.capture_backtrace(0, 8);
        self.temp_roots.pop();
        let _ = self.ivar_set(e, sym::BT, bt);
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

    /// Prints an uncaught exception the way CRuby 4.0 does and returns the exit status.
    pub fn report_exception(&mut self, e: Value) -> i32 {
        let k = self.class_of_real(e);
        if k == self.core.system_exit || self.is_kind_of(e, self.core.system_exit) {
            let st = self.ivar_get(e, sym::STATUS);
            return if st.is_fixnum() { st.as_fixnum() as i32 } else { 0 };
        }
        // A SignalException ends the process by its signal after at_exit (Interrupt is still
        // reported first); the status is what a shell would show if the signal did not.
        if crate::core::protocol::note_uncaught_signal(self, e) {
            return 1;
        }
        let out = crate::core::protocol::uncaught_report(self, e);
        // To `$stderr`, whatever it is now (CRuby's error printer writes there too).
        if crate::core::protocol::write_stderr(self, &out).is_err() {
            self.write_err(&out);
        }
        1
    }
}
