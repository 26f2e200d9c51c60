//! The error report: `Exception#detailed_message`, `#full_message`, `Exception.to_tty?`, and the
//! printer of uncaught exceptions, which is `full_message` with the highlight of a terminal.
//!
//! Invariants:
//! - One writer (`write_report`) makes every report, so `full_message` and what an uncaught
//!   exception prints agree byte for byte: the position (first backtrace line, or where the
//!   report was asked for when there is none), the detailed message, the other backtrace lines,
//!   then each cause in turn (each shown once); `order: :bottom` reverses it all under a
//!   "Traceback" header with numbered lines.
//! - What Ruby code returns (`backtrace`, `detailed_message`) is copied into Rust bytes at once,
//!   so nothing here holds an unrooted Value across a call.
//! - Highlighting uses bold (`ESC[1m`), bold underline (`ESC[1;4m`) and reset (`ESC[m`), placed
//!   as CRuby 4.0 places them (an anonymous class's message keeps its bold without a reset).

use crate::core::io::stderr_is_tty;
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

const BOLD: &[u8] = b"\x1b[1m";
const UNDERLINE: &[u8] = b"\x1b[1;4m";
const RESET: &[u8] = b"\x1b[m";

/// CRuby's rb_decorate_message: the message with its class after the first line ("unhandled
/// exception" for an empty RuntimeError, the class name alone for any other empty message, no
/// class for an anonymous one), highlighted on request.
pub fn decorate_message(vm: &mut Vm, class: Value, msg: Option<&[u8]>, highlight: bool) -> Vec<u8> {
    let msg = msg.unwrap_or(b"");
    let mut out = Vec::with_capacity(msg.len() + 32);
    let name = vm.module_name(class);
    if msg.is_empty() {
        if highlight {
            out.extend_from_slice(UNDERLINE);
        }
        if class == vm.core.runtime_error {
            out.extend_from_slice(b"unhandled exception");
        } else {
            out.extend_from_slice(name.as_bytes());
        }
        if highlight {
            out.extend_from_slice(RESET);
        }
        return out;
    }
    if highlight {
        out.extend_from_slice(BOLD);
    }
    let (head, tail) = match msg.iter().position(|&b| b == b'\n') {
        Some(i) => (&msg[..i], Some(&msg[i + 1..])),
        None => (msg, None),
    };
    out.extend_from_slice(head);
    if !name.starts_with('#') {
        out.extend_from_slice(b" (");
        if highlight {
            out.extend_from_slice(UNDERLINE);
        }
        out.extend_from_slice(name.as_bytes());
        if highlight {
            out.extend_from_slice(RESET);
            out.extend_from_slice(BOLD);
        }
        out.push(b')');
        if highlight {
            out.extend_from_slice(RESET);
        }
    }
    match tail {
        Some(t) if !t.is_empty() && !highlight => {
            out.push(b'\n');
            out.extend_from_slice(t);
        }
        Some(t) if !t.is_empty() => {
            // Every further non-empty line is bold on its own.
            out.push(b'\n');
            let mut rest = t;
            while !rest.is_empty() {
                let (line, nl, next) = match rest.iter().position(|&b| b == b'\n') {
                    Some(i) => (&rest[..i], true, &rest[i + 1..]),
                    None => (rest, false, &rest[rest.len()..]),
                };
                if !line.is_empty() {
                    out.extend_from_slice(BOLD);
                    out.extend_from_slice(line);
                    out.extend_from_slice(RESET);
                }
                if nl {
                    out.push(b'\n');
                }
                rest = next;
            }
        }
        _ => {}
    }
    out
}

/// The `highlight:` option: true, false, or nil/absent meaning "stderr is a terminal" when
/// `auto` (full_message) and false otherwise (detailed_message).
fn highlight_option(vm: &mut Vm, opt: Option<Value>, auto: bool) -> VmResult<bool> {
    let v = match opt {
        Some(h) => vm.hash_lookup_symbol(h, intern("highlight")).unwrap_or(Value::NIL),
        None => Value::NIL,
    };
    if v == Value::TRUE {
        return Ok(true);
    }
    if v == Value::FALSE {
        return Ok(false);
    }
    if !v.is_nil() {
        let shown = vm.inspect_str(v)?;
        return Err(vm.arg_error(&format!("expected true or false as highlight: {shown}")));
    }
    Ok(auto && stderr_is_tty(vm))
}

/// The `order:` option: true for `:bottom` (reversed), false for `:top` or absent.
fn order_option(vm: &mut Vm, opt: Option<Value>) -> VmResult<bool> {
    let Some(h) = opt else { return Ok(false) };
    let v = vm.hash_lookup_symbol(h, intern("order")).unwrap_or(Value::NIL);
    if v.is_nil() {
        return Ok(false);
    }
    let name = if v.is_symbol() {
        v.as_symbol().name().into_owned()
    } else if obj::is_type(v, ObjType::String) {
        crate::core::str_of(v)
    } else {
        let shown = vm.inspect_str(v)?;
        return Err(vm.type_error(&format!("{shown} is not a symbol nor a string")));
    };
    match name.as_str() {
        "bottom" => Ok(true),
        "top" => Ok(false),
        _ => {
            let shown = vm.inspect_str(v)?;
            Err(vm.arg_error(&format!("expected :top or :bottom as order: {shown}")))
        }
    }
}

/// The only keyword-only arguments of `detailed_message`/`full_message`: no positional ones.
fn keywords_only(vm: &mut Vm, args: &Args) -> VmResult<Option<Value>> {
    let n = args.positional().len();
    if n > 0 {
        return Err(vm.arg_count_error(n, 0, 0));
    }
    Ok(args.kwargs())
}

/// `e.message` as CRuby's rb_get_message reads it: a String (or what converts with `to_str`),
/// else nothing.
fn message_bytes(vm: &mut Vm, e: Value) -> VmResult<Option<Vec<u8>>> {
    if !vm.respond_to(e, sym::MESSAGE, true) {
        return Ok(None);
    }
    let m = vm.call_method(e, sym::MESSAGE, &[], None)?;
    Ok(vm.check_string(m)?.map(|s| obj::as_string(s).bytes.to_vec()))
}

/// `Exception#detailed_message(highlight: false, **)`.
fn e_detailed_message(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let opt = keywords_only(vm, args)?;
    let highlight = highlight_option(vm, opt, false)?;
    let msg = message_bytes(vm, recv)?;
    let k = vm.class_of_real(recv);
    let out = decorate_message(vm, k, msg.as_deref(), highlight);
    Ok(vm.new_string(out))
}

/// One exception as the report shows it.
struct Shown {
    class_name: String,
    /// None when the backtrace is nil; entries that are not Strings are None.
    backtrace: Option<Vec<Option<Vec<u8>>>>,
    /// The detailed message, None when it is nil or not a String.
    message: Option<Vec<u8>>,
}

/// `e.backtrace` (through an own override) checked as CRuby's rb_get_backtrace does.
fn backtrace_lines(vm: &mut Vm, e: Value) -> VmResult<Option<Vec<Option<Vec<u8>>>>> {
    let builtin = vm.method_is_builtin(e, sym::BACKTRACE, super::e_backtrace);
    let bt = if builtin { vm.exception_backtrace(e) } else { vm.call_method(e, sym::BACKTRACE, &[], None)? };
    let bt = super::check_backtrace(vm, bt)?;
    if bt.is_nil() {
        return Ok(None);
    }
    vm.temp_roots.push(bt);
    let mut lines = Vec::with_capacity(obj::as_array(bt).items.len());
    let mut i = 0;
    while let Some(&v) = obj::as_array(bt).items.get(i) {
        lines.push(if obj::is_type(v, ObjType::String) {
            Some(obj::as_string(v).bytes.to_vec())
        } else if let Some(f) = crate::core::backtrace_location::location_frame(v) {
            Some(vm.backtrace_line(&f))
        } else {
            None
        });
        i += 1;
    }
    vm.temp_roots.pop();
    Ok(Some(lines))
}

/// `e.detailed_message(**opt)` as CRuby's rb_get_detailed_message reads it.
fn detailed_bytes(vm: &mut Vm, e: Value, opt: Value) -> VmResult<Option<Vec<u8>>> {
    let mid = intern("detailed_message");
    if !vm.respond_to(e, mid, true) {
        return Ok(None);
    }
    let m = vm.call_method_kw(e, mid, &[opt], None, true)?;
    Ok(vm.check_string(m)?.map(|s| obj::as_string(s).bytes.to_vec()))
}

fn shown(vm: &mut Vm, e: Value, opt: Value) -> VmResult<Shown> {
    let k = vm.class_of_real(e);
    let class_name = vm.module_name(k);
    let backtrace = backtrace_lines(vm, e)?;
    let message = detailed_bytes(vm, e, opt)?;
    Ok(Shown { class_name, backtrace, message })
}

/// How a report is written: highlight, order, the options given to `detailed_message`, and the
/// position shown for an exception without a backtrace.
pub struct ReportStyle {
    pub highlight: bool,
    pub reverse: bool,
    pub opt: Value,
    pub position: Vec<u8>,
}

/// CRuby's print_errinfo: "first line: message" (or the position), then a newline.
fn write_errinfo(out: &mut Vec<u8>, s: &Shown, style: &ReportStyle) {
    match s.backtrace.as_ref().and_then(|b| b.first()) {
        Some(Some(first)) => {
            out.extend_from_slice(first);
            out.extend_from_slice(b": ");
        }
        _ => out.extend_from_slice(&style.position),
    }
    match &s.message {
        Some(m) if !m.is_empty() => out.extend_from_slice(m),
        _ => {
            if style.highlight {
                out.extend_from_slice(UNDERLINE);
            }
            out.extend_from_slice(s.class_name.as_bytes());
            if style.highlight {
                out.extend_from_slice(RESET);
            }
        }
    }
    out.push(b'\n');
}

/// The backtrace lines after the first ("\tfrom ..."), numbered when reversed; a long
/// SystemStackError backtrace keeps its head and tail; with `--backtrace-limit=N` (`limit`),
/// a backtrace longer than N + 2 lines shows N of them after the first and then how many it
/// left out.
fn write_backtrace(out: &mut Vec<u8>, s: &Shown, stack_error: bool, reverse: bool, limit: Option<i64>) {
    let Some(bt) = &s.backtrace else { return };
    let len = bt.len();
    let width = if len <= 1 { 0 } else { (len - 1).to_string().len() };
    let (head, tail) = (8, 5);
    let max = head + tail + 5;
    let (mut skip_start, mut skip_len) = if stack_error && len > max { (head + 1, len - max + 1) } else { (usize::MAX, 0) };
    if let Some(limit) = limit.and_then(|l| usize::try_from(l).ok()) {
        if len > limit.saturating_add(2) {
            skip_start = limit + 1;
            skip_len = len - skip_start;
        }
    }
    let mut i = 1;
    while i < len {
        if i == skip_start {
            out.extend_from_slice(format!("\t ... {skip_len} levels...\n").as_bytes());
            i += skip_len;
            if i >= len {
                break;
            }
        }
        let idx = if reverse { len - i } else { i };
        if let Some(line) = &bt[idx] {
            out.push(b'\t');
            if reverse {
                out.extend_from_slice(format!("{:>width$}: ", len - i).as_bytes());
            }
            out.extend_from_slice(b"from ");
            out.extend_from_slice(line);
            out.push(b'\n');
        }
        i += 1;
    }
}

/// The causes of `e`, innermost last (first when reversed), each shown once. The chain is
/// walked in a loop, not by recursion: it can be as long as a program makes it.
fn write_causes(vm: &mut Vm, out: &mut Vec<u8>, e: Value, style: &ReportStyle) -> VmResult<()> {
    let mark = vm.temp_roots.len();
    let mut chain: Vec<Value> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut at = e;
    loop {
        let cause = vm.ivar_get(at, sym::CAUSE);
        if cause.is_nil() || !vm.is_kind_of(cause, vm.core.exception) || !seen.insert(cause.0) {
            break;
        }
        vm.temp_roots.push(cause);
        chain.push(cause);
        at = cause;
    }
    let r = (|| {
        let mut shown_all = Vec::with_capacity(chain.len());
        for &c in &chain {
            let s = shown(vm, c, style.opt)?;
            let stack_error = vm.is_kind_of(c, vm.core.system_stack_error);
            shown_all.push((s, stack_error));
        }
        if style.reverse {
            for (s, stack_error) in shown_all.iter().rev() {
                write_backtrace(out, s, *stack_error, true, vm.options.backtrace_limit);
                write_errinfo(out, s, style);
            }
        } else {
            for (s, stack_error) in &shown_all {
                write_errinfo(out, s, style);
                write_backtrace(out, s, *stack_error, false, vm.options.backtrace_limit);
            }
        }
        Ok(())
    })();
    vm.temp_roots.truncate(mark);
    r
}

/// The whole report of `e` (CRuby's rb_error_write). `top` is `e` as shown, computed by the
/// caller (whose errors it handles its own way).
fn write_report(vm: &mut Vm, e: Value, top: &Shown, style: &ReportStyle) -> VmResult<Vec<u8>> {
    let mut out = Vec::new();
    let stack_error = vm.class_of_real(e) == vm.core.system_stack_error;
    if style.reverse {
        if style.highlight {
            out.extend_from_slice(BOLD);
            out.extend_from_slice(b"Traceback");
            out.extend_from_slice(RESET);
            out.extend_from_slice(b" (most recent call last):\n");
        } else {
            out.extend_from_slice(b"Traceback (most recent call last):\n");
        }
        write_causes(vm, &mut out, e, style)?;
        write_backtrace(&mut out, top, stack_error, true, vm.options.backtrace_limit);
        write_errinfo(&mut out, top, style);
    } else {
        write_errinfo(&mut out, top, style);
        write_backtrace(&mut out, top, stack_error, false, vm.options.backtrace_limit);
        write_causes(vm, &mut out, e, style)?;
    }
    Ok(out)
}

/// `Exception#full_message(highlight: $stderr.tty?, order: :top, **)`: the report an uncaught
/// exception prints; every keyword reaches `detailed_message`, with `highlight` filled in.
fn e_full_message(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let kw = keywords_only(vm, args)?;
    let highlight = highlight_option(vm, kw, true)?;
    let reverse = order_option(vm, kw)?;
    let mark = vm.temp_roots.len();
    let opt = vm.new_hash();
    vm.temp_roots.push(opt);
    if let Some(h) = kw {
        for (k, v) in crate::core::hash::pairs(h) {
            vm.hash_set(opt, k, v)?;
        }
    }
    vm.hash_set(opt, Value::symbol(intern("highlight")), Value::bool(highlight))?;
    // No backtrace: the report starts where it was asked for, as CRuby's error_pos.
    let position = format!("{}:{}:in 'full_message': ", vm.current_path(), vm.current_line()).into_bytes();
    let style = ReportStyle { highlight, reverse, opt, position };
    let r = (|| {
        let backtrace = backtrace_lines(vm, recv)?;
        let message = detailed_bytes(vm, recv, opt)?;
        let k = vm.class_of_real(recv);
        let top = Shown { class_name: vm.module_name(k), backtrace, message };
        write_report(vm, recv, &top, &style)
    })();
    vm.temp_roots.truncate(mark);
    Ok(vm.new_string(r?))
}

/// The report of an uncaught exception, highlighted when stderr is a terminal. An error while
/// reading the backtrace or the detailed message leaves that part out (the class name stands
/// for the message), as CRuby's printer does.
pub fn uncaught_report(vm: &mut Vm, e: Value) -> Vec<u8> {
    let mark = vm.temp_roots.len();
    vm.temp_roots.push(e);
    let highlight = stderr_is_tty(vm);
    let opt = vm.new_hash();
    vm.temp_roots.push(opt);
    let _ = vm.hash_set(opt, Value::symbol(intern("highlight")), Value::bool(highlight));
    let position = format!("{}: ", vm.script_name).into_bytes();
    let style = ReportStyle { highlight, reverse: false, opt, position };
    let backtrace = backtrace_lines(vm, e).unwrap_or(None);
    let message = detailed_bytes(vm, e, opt).unwrap_or(None);
    let k = vm.class_of_real(e);
    let top = Shown { class_name: vm.module_name(k), backtrace, message };
    let out = match write_report(vm, e, &top, &style) {
        Ok(o) => o,
        Err(_) => {
            let mut o = Vec::new();
            write_errinfo(&mut o, &top, &style);
            o
        }
    };
    vm.temp_roots.truncate(mark);
    out
}

/// `Exception.to_tty?`: whether `$stderr` is the process's standard error and a terminal.
fn e_to_tty(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(stderr_is_tty(vm)))
}

pub fn init(vm: &mut Vm) {
    let e = vm.core.exception;
    vm.define_builtin(e, "detailed_message", -1, e_detailed_message);
    vm.define_builtin(e, "full_message", -1, e_full_message);
    vm.define_singleton_builtin(e, "to_tty?", 0, e_to_tty);
}
