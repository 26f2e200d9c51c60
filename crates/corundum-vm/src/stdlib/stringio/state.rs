//! Open state and IO compatibility: `close`, `close_read`, `close_write`, the `closed?`
//! queries; the answers a StringIO gives for file-descriptor methods (`sync`, `fsync`, `flush`,
//! `fileno`, `isatty`/`tty?`, `pid`, `fcntl`); and encodings (`binmode`, `set_encoding`,
//! `set_encoding_by_bom`, `external_encoding`, `internal_encoding`).
//!
//! Invariants: closing clears only the object's own open flags (a copy sharing the state stays
//! open); `close_read`/`close_write` raise IOError when the mode never allowed that direction.
//! Setting an encoding retags the String only while the stream is writable, as CRuby does.

use crate::core::encoding::{self as enc, EncodingId};
use crate::object as obj;
use crate::stdlib::stringio::open::encoding_name;
use crate::stdlib::stringio::{is_writable, payload, state, Shared};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn close(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    state(vm, recv)?;
    let d = payload(vm, recv)?;
    d.open_read = false;
    d.open_write = false;
    Ok(Value::NIL)
}

fn close_read(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    if !s.mode_read.get() {
        return Err(vm.make_error(vm.core.io_error, "closing non-duplex IO for reading"));
    }
    payload(vm, recv)?.open_read = false;
    Ok(Value::NIL)
}

fn close_write(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    if !s.mode_write.get() {
        return Err(vm.make_error(vm.core.io_error, "closing non-duplex IO for writing"));
    }
    payload(vm, recv)?.open_write = false;
    Ok(Value::NIL)
}

fn closed(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(super::is_closed(vm, recv)?))
}

fn closed_read(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(!super::is_readable(vm, recv)?))
}

fn closed_write(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(!is_writable(vm, recv)?))
}

fn answer_true(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    state(vm, recv)?;
    Ok(Value::TRUE)
}

fn answer_false(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    state(vm, recv)?;
    Ok(Value::FALSE)
}

fn answer_nil(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    state(vm, recv)?;
    Ok(Value::NIL)
}

fn answer_zero(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    state(vm, recv)?;
    Ok(Value::fixnum(0))
}

fn answer_self(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    state(vm, recv)?;
    Ok(recv)
}

/// `sync = value`: answers the argument (a StringIO is always in sync).
fn answer_arg(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    state(vm, recv)?;
    Ok(args.get(0))
}

fn fcntl(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    state(vm, recv)?;
    Err(vm.make_error(vm.core.not_implemented_error, "fcntl() function is unimplemented on this machine"))
}

/// Tags the String with `id` while the stream is writable.
fn retag(vm: &mut Vm, recv: Value, s: &Shared, id: EncodingId) -> VmResult<()> {
    let string = s.string();
    if crate::core::is_string(string) && is_writable(vm, recv)? && !vm.is_frozen(string) {
        enc::set_string_encoding(string, id);
    }
    Ok(())
}

fn binmode(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    s.enc.set(Some(EncodingId::BINARY));
    retag(vm, recv, &s, EncodingId::BINARY)?;
    Ok(recv)
}

/// `set_encoding(ext, int = nil, **opts)`: nil means the default external encoding; a name
/// CRuby cannot find is ignored with a warning.
fn set_encoding(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.is_empty() || pos.len() > 2 {
        return Err(vm.arg_count_error(pos.len(), 1, 2));
    }
    let s = state(vm, recv)?;
    let ext = pos[0];
    let id = if ext.is_nil() {
        Some(enc::default_external(vm))
    } else if enc::encoding_id_of_object(ext).is_some() {
        enc::encoding_id_of_object(ext)
    } else {
        let e = vm.expect_string(ext)?;
        let text = obj::as_string(e).bytes.to_vec();
        let first = text.split(|&b| b == b':').next().unwrap_or(&[]).to_vec();
        encoding_name(vm, &first)?.0
    };
    s.enc.set(id);
    if let Some(id) = id {
        retag(vm, recv, &s, id)?;
    }
    Ok(recv)
}

/// Detects a byte order mark at the String's start; on one, sets the encoding (and the
/// String's, when writable) and moves past the mark. Answers the encoding found.
pub fn set_encoding_by_bom(s: &Shared) -> Option<EncodingId> {
    let b = s.bytes();
    let found = match b {
        [0xEF, 0xBB, 0xBF, ..] => Some(("UTF-8", 3)),
        [0xFE, 0xFF, ..] => Some(("UTF-16BE", 2)),
        [0xFF, 0xFE, 0, 0, ..] => Some(("UTF-32LE", 4)),
        [0xFF, 0xFE, ..] => Some(("UTF-16LE", 2)),
        [0, 0, 0xFE, 0xFF, ..] => Some(("UTF-32BE", 4)),
        _ => None,
    };
    let id = found.and_then(|(name, len)| {
        let id = EncodingId::by_name(name.as_bytes())?;
        s.pos.set(len);
        if s.mode_write.get() {
            let string = s.string();
            if crate::core::is_string(string) && !obj::has_flag(string, obj::FL_FROZEN) {
                enc::set_string_encoding(string, id);
            }
        }
        Some(id)
    });
    s.enc.set(id);
    id
}

fn set_encoding_by_bom_m(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    vm.check_frozen(recv)?;
    match set_encoding_by_bom(&s) {
        Some(id) => Ok(enc::encoding_object(vm, id)),
        None => Ok(Value::NIL),
    }
}

fn external_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    if s.enc.get().is_none() && s.string().is_nil() {
        return Ok(Value::NIL);
    }
    let id = s.encoding(vm);
    Ok(enc::encoding_object(vm, id))
}

pub fn init(vm: &mut Vm, k: Value) {
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("close", 0, close),
        ("close_read", 0, close_read),
        ("close_write", 0, close_write),
        ("closed?", 0, closed),
        ("closed_read?", 0, closed_read),
        ("closed_write?", 0, closed_write),
        ("sync", 0, answer_true),
        ("sync=", 1, answer_arg),
        ("fsync", 0, answer_zero),
        ("flush", 0, answer_self),
        ("fileno", 0, answer_nil),
        ("pid", 0, answer_nil),
        ("isatty", 0, answer_false),
        ("tty?", 0, answer_false),
        ("fcntl", -1, fcntl),
        ("binmode", 0, binmode),
        ("set_encoding", -1, set_encoding),
        ("set_encoding_by_bom", 0, set_encoding_by_bom_m),
        ("external_encoding", 0, external_encoding),
        ("internal_encoding", 0, answer_nil),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(k, name, arity, f);
    }
}
