//! `Thread::Backtrace::Location`: one frame of a backtrace as an object, from
//! `Kernel#caller_locations` and `Exception#backtrace_locations`; and `Kernel#caller`, which
//! shares its arguments (`start = 1, length = nil`, or a Range). Kernel's method table
//! (`core::kernel`) registers the two Kernel methods.
//!
//! Invariants:
//! - A Location's payload is the captured `BtFrame` (its iseq and method owner are marked), so it
//!   renders exactly the text of the matching backtrace line (`vm::errors::backtrace_line`).
//! - Locations come only from captured frames: the class has no allocator and no `new`.
//! - `Thread` itself is not implemented yet (issue 13): its `new`/`start`/`fork` raise
//!   NotImplementedError rather than make a thread object that runs nothing.

use crate::data_type;
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::errors::{backtrace_data, is_backtrace, BtFrame};
use crate::vm::{Args, Vm, VmResult};

data_type!(pub LOCATION_TYPE: BtFrame, c"backtrace_location", mark = |p, m| {
    // SAFETY: the payload of a LOCATION_TYPE object is a BtFrame.
    let f = unsafe { &*(p as *const BtFrame) };
    m(f.iseq);
    m(f.owner);
});

thread_local! {
    static LOCATION_CLASS: std::cell::Cell<Value> = const { std::cell::Cell::new(Value::NIL) };
}

/// The frame of Location `v`, or TypeError for anything else (a method taken with
/// `instance_method` and bound elsewhere).
fn frame_of(vm: &mut Vm, v: Value) -> VmResult<BtFrame> {
    if let Some(f) = location_frame(v) {
        return Ok(f);
    }
    let n = vm.conversion_name(v);
    Err(vm.type_error(&format!("wrong argument type {n} (expected thread_backtrace_location)")))
}

/// The frame of `v` when it is a Location.
pub fn location_frame(v: Value) -> Option<BtFrame> {
    if obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &LOCATION_TYPE) {
        // SAFETY: the payload of LOCATION_TYPE is a BtFrame, freed only when `v` is swept.
        return Some(unsafe { *(obj::as_typed_data(v).data as *const BtFrame) });
    }
    None
}

/// Location objects for `frames` (whose Values the caller keeps alive).
fn locations(vm: &mut Vm, frames: &[BtFrame]) -> Value {
    let k = LOCATION_CLASS.with(|c| c.get());
    let arr = vm.new_array(Vec::with_capacity(frames.len()));
    vm.temp_roots.push(arr);
    for f in frames {
        let l = vm.new_typed_data(k, &LOCATION_TYPE, Box::new(*f));
        obj::as_array_mut(arr).items.push(l);
    }
    vm.temp_roots.pop();
    arr
}

/// The frames `caller`/`caller_locations` report: those below the calling method's own frame,
/// from `start` (default 1: the caller's caller), at most `length`; None when `start` is past the
/// end. ArgumentError for a negative start or length, as CRuby.
fn caller_frames(vm: &mut Vm, args: &Args) -> VmResult<Option<Vec<BtFrame>>> {
    vm.check_argc(args, 0, Some(2))?;
    // Frame 0 is the builtin's own (cfunc) frame; level 0 is the method that called it.
    let all = vm.capture_frames(1, usize::MAX);
    select_frames(vm, &all, args, 1)
}

/// The frames of `all` that `(start = first, length = all)` or `(range)` name, as `caller` and
/// `Thread#backtrace` take them; None when `start` is past the end.
fn select_frames(vm: &mut Vm, all: &[BtFrame], args: &Args, first: i64) -> VmResult<Option<Vec<BtFrame>>> {
    let n = all.len() as i64;
    let (start, len) = match args.positional() {
        [] => (first, n),
        [r] if obj::is_type(*r, ObjType::Range) => match crate::core::range::range_bounds(vm, *r, all.len())? {
            Some((s, l)) => (s as i64, l as i64),
            None => return Ok(None),
        },
        [s] => (vm.expect_int(*s)?, n),
        [s, l] if l.is_nil() => (vm.expect_int(*s)?, n),
        [s, l] => (vm.expect_int(*s)?, vm.expect_int(*l)?),
        _ => (1, n),
    };
    if start < 0 {
        return Err(vm.arg_error(&format!("negative level ({start})")));
    }
    if len < 0 {
        return Err(vm.arg_error(&format!("negative size ({len})")));
    }
    if start > n {
        return Ok(None);
    }
    let end = (start + len).min(n);
    Ok(Some(all[start as usize..end as usize].to_vec()))
}

/// `Thread#backtrace` (or `backtrace_locations`, with `locations_wanted`) of a thread whose
/// frames, innermost first, are `all` (the running thread's start with the call itself).
pub(crate) fn frames_backtrace(vm: &mut Vm, all: crate::vm::errors::BtFrames, args: &Args, locations_wanted: bool) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    Ok(match select_frames(vm, &all, args, 0)? {
        Some(f) if locations_wanted => locations(vm, &f),
        Some(f) => vm.render_backtrace(&f),
        None => Value::NIL,
    })
}

pub(crate) fn k_caller(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    // The frames stay live while the lines are rendered, which keeps their Values alive.
    Ok(match caller_frames(vm, args)? {
        Some(frames) => vm.render_backtrace(&frames),
        None => Value::NIL,
    })
}

pub(crate) fn k_caller_locations(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    Ok(match caller_frames(vm, args)? {
        Some(frames) => locations(vm, &frames),
        None => Value::NIL,
    })
}

/// `Exception#backtrace_locations`: Locations of the captured backtrace (or of the Locations
/// given to `set_backtrace`), the same Array at each call; nil when the exception was not raised
/// or its backtrace was set as Strings.
fn e_backtrace_locations(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let memo = vm.ivar_get(recv, sym::BT_LOCATIONS);
    if !memo.is_nil() {
        return Ok(memo);
    }
    let mut bt = vm.ivar_get(recv, sym::BT);
    if !is_backtrace(bt) {
        // Rendered already (`backtrace` was read): the frames were kept beside the Strings.
        bt = vm.ivar_get(recv, sym::BT_FRAMES);
        if !is_backtrace(bt) {
            return Ok(Value::NIL);
        }
    }
    vm.temp_roots.push(bt);
    let arr = locations(vm, &backtrace_data(bt).frames);
    vm.temp_roots.push(arr);
    if !obj::has_flag(recv, obj::FL_FROZEN) {
        let _ = vm.ivar_set(recv, sym::BT_LOCATIONS, arr);
    }
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    Ok(arr)
}

fn loc_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = frame_of(vm, recv)?;
    let line = vm.backtrace_line(&f);
    Ok(vm.new_string(line))
}

fn loc_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = frame_of(vm, recv)?;
    let line = vm.backtrace_line(&f);
    let shown = crate::core::string::inspect_bytes(&line, false);
    Ok(vm.new_string(shown.into_bytes()))
}

fn loc_lineno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = frame_of(vm, recv)?;
    if f.iseq.is_nil() {
        return Ok(Value::fixnum(0));
    }
    Ok(Value::fixnum(obj::as_iseq(f.iseq).data.line_at(f.pc()) as i64))
}

fn path_of(vm: &Vm, f: &BtFrame) -> String {
    if f.iseq.is_nil() {
        vm.script_name.clone()
    } else {
        obj::as_iseq(f.iseq).data.path.to_string()
    }
}

fn loc_path(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = frame_of(vm, recv)?;
    let p = path_of(vm, &f);
    Ok(vm.new_string(p.into_bytes()))
}

fn loc_absolute_path(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = frame_of(vm, recv)?;
    let p = std::path::PathBuf::from(path_of(vm, &f));
    let abs = if p.is_absolute() { p } else { std::env::current_dir().map(|d| d.join(&p)).unwrap_or(p) };
    Ok(vm.new_string(abs.to_string_lossy().into_owned().into_bytes()))
}

fn loc_label(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = frame_of(vm, recv)?;
    let l = vm.frame_label(&f);
    Ok(vm.new_string(l.into_bytes()))
}

/// The label without "block in " and without the owner: `foo` for 'block in Foo#foo'.
fn loc_base_label(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let f = frame_of(vm, recv)?;
    let l = vm.frame_label(&f);
    let inner = l.rsplit(" in ").next().unwrap_or(&l);
    let base = if inner.starts_with('<') { inner } else { inner.rsplit(['#', '.']).next().unwrap_or(inner) };
    Ok(vm.new_string(base.as_bytes().to_vec()))
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let thread = crate::core::define_class(vm, "Thread", object);
    let backtrace = crate::core::define_class_under(vm, thread, "Backtrace", object);
    let k = crate::core::define_class_under(vm, backtrace, "Location", object);
    obj::as_class_mut(k).data.instance_type = ObjType::Data;
    if let Ok(s) = vm.singleton_class(k) {
        let _ = vm.undef_method(s, intern("new"));
        let _ = vm.undef_method(s, intern("allocate"));
    }
    LOCATION_CLASS.with(|c| c.set(k));
    vm.define_builtin(k, "to_s", 0, loc_to_s);
    vm.define_builtin(k, "inspect", 0, loc_inspect);
    vm.define_builtin(k, "lineno", 0, loc_lineno);
    vm.define_builtin(k, "path", 0, loc_path);
    vm.define_builtin(k, "absolute_path", 0, loc_absolute_path);
    vm.define_builtin(k, "label", 0, loc_label);
    vm.define_builtin(k, "base_label", 0, loc_base_label);
    let e = vm.core.exception;
    vm.define_builtin(e, "backtrace_locations", 0, e_backtrace_locations);
    // `Thread::Backtrace.limit`: the command line's `--backtrace-limit` (-1: none).
    vm.define_singleton_builtin(backtrace, "limit", 0, |vm, _r, _a| {
        let limit = vm.options.backtrace_limit.unwrap_or(-1);
        Ok(vm.new_int(limit))
    });
}
