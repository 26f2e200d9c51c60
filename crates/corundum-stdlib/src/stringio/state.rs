//! Open state and IO compatibility: `close`, `close_read`, `close_write`, the `closed?`
//! queries; the answers a StringIO gives for file-descriptor methods (`sync`, `fsync`, `flush`,
//! `fileno`, `isatty`/`tty?`, `pid`, `fcntl`); and encodings (`binmode`, `set_encoding`,
//! `set_encoding_by_bom`, `external_encoding`, `internal_encoding`).
//!
//! Invariants: closing clears only the object's own open flags (a copy sharing the state stays
//! open); `close_read`/`close_write` raise IOError when the mode never allowed that direction.
//! Setting an encoding retags the String only while the stream is writable, as CRuby does.

use super::open::encoding_name;
use super::{is_writable, payload, state, Shared};
use corundum_vm::api::{define_methods, Args, CoreClass, Encoding, Result, Ruby, Value};

fn close(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    state(rb, recv)?;
    let d = payload(rb, recv)?;
    let d = d.get_mut(rb);
    d.open_read = false;
    d.open_write = false;
    Ok(Value::NIL)
}

fn close_read(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = state(rb, recv)?;
    if !s.mode_read.get() {
        return Err(rb.raise_core(CoreClass::IoError, "closing non-duplex IO for reading"));
    }
    payload(rb, recv)?.get_mut(rb).open_read = false;
    Ok(Value::NIL)
}

fn close_write(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = state(rb, recv)?;
    if !s.mode_write.get() {
        return Err(rb.raise_core(CoreClass::IoError, "closing non-duplex IO for writing"));
    }
    payload(rb, recv)?.get_mut(rb).open_write = false;
    Ok(Value::NIL)
}

fn closed(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(super::is_closed(rb, recv)?))
}

fn closed_read(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(!super::is_readable(rb, recv)?))
}

fn closed_write(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(!is_writable(rb, recv)?))
}

fn answer_true(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    state(rb, recv)?;
    Ok(Value::TRUE)
}

fn answer_false(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    state(rb, recv)?;
    Ok(Value::FALSE)
}

fn answer_nil(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    state(rb, recv)?;
    Ok(Value::NIL)
}

fn answer_zero(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    state(rb, recv)?;
    Ok(Value::fixnum(0))
}

fn answer_self(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    state(rb, recv)?;
    Ok(recv)
}

/// `sync = value`: answers the argument (a StringIO is always in sync).
fn answer_arg(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    state(rb, recv)?;
    Ok(args.get(0))
}

fn fcntl(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    state(rb, recv)?;
    Err(rb.raise_core(CoreClass::NotImplementedError, "fcntl() function is unimplemented on this machine"))
}

/// Tags the String with `id` while the stream is writable.
fn retag(rb: &mut Ruby, recv: Value, s: &Shared, id: Encoding) -> Result<()> {
    let string = s.string(rb);
    if rb.is_string(string) && is_writable(rb, recv)? && !rb.is_frozen(string) {
        rb.str_set_encoding(string, id);
    }
    Ok(())
}

fn binmode(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = state(rb, recv)?;
    s.enc.set(Some(Encoding::BINARY));
    retag(rb, recv, &s, Encoding::BINARY)?;
    Ok(recv)
}

/// `set_encoding(ext, int = nil, **opts)`: nil means the default external encoding; a name
/// CRuby cannot find is ignored with a warning.
fn set_encoding(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let pos = args.positional();
    if pos.is_empty() || pos.len() > 2 {
        return Err(rb.arg_count_error(pos.len(), 1, 2));
    }
    let s = state(rb, recv)?;
    let ext = pos[0];
    let id = if ext.is_nil() {
        Some(rb.default_external())
    } else if rb.encoding_of_object(ext).is_some() {
        rb.encoding_of_object(ext)
    } else {
        let e = rb.expect_string(ext)?;
        let text = rb.str_bytes(e).to_vec();
        let first = text.split(|&b| b == b':').next().unwrap_or(&[]).to_vec();
        encoding_name(rb, &first)?.0
    };
    s.enc.set(id);
    if let Some(id) = id {
        retag(rb, recv, &s, id)?;
    }
    Ok(recv)
}

/// Detects a byte order mark at the String's start; on one, sets the encoding (and the
/// String's, when writable) and moves past the mark. Answers the encoding found.
pub fn set_encoding_by_bom(rb: &mut Ruby, s: &Shared) -> Option<Encoding> {
    let b = s.bytes(rb);
    let found = match b {
        [0xEF, 0xBB, 0xBF, ..] => Some(("UTF-8", 3)),
        [0xFE, 0xFF, ..] => Some(("UTF-16BE", 2)),
        [0xFF, 0xFE, 0, 0, ..] => Some(("UTF-32LE", 4)),
        [0xFF, 0xFE, ..] => Some(("UTF-16LE", 2)),
        [0, 0, 0xFE, 0xFF, ..] => Some(("UTF-32BE", 4)),
        _ => None,
    };
    let id = found.and_then(|(name, len)| {
        let id = Encoding::by_name(name.as_bytes())?;
        s.pos.set(len);
        if s.mode_write.get() {
            let string = s.string(rb);
            if rb.is_string(string) && !rb.is_frozen(string) {
                rb.str_set_encoding(string, id);
            }
        }
        Some(id)
    });
    s.enc.set(id);
    id
}

fn set_encoding_by_bom_m(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = state(rb, recv)?;
    rb.check_frozen(recv)?;
    match set_encoding_by_bom(rb, &s) {
        Some(id) => Ok(rb.encoding_object(id)),
        None => Ok(Value::NIL),
    }
}

fn external_encoding(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = state(rb, recv)?;
    if s.enc.get().is_none() && s.string(rb).is_nil() {
        return Ok(Value::NIL);
    }
    let id = s.encoding(rb);
    Ok(rb.encoding_object(id))
}

pub fn init(rb: &mut Ruby, k: Value) {
    define_methods!(rb, k, [
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
    ]);
}
