//! An IO's encodings: `external_encoding`, `internal_encoding`, `set_encoding`,
//! `set_encoding_by_bom`, and how strings read are tagged and converted (`read_string`).
//!
//! Invariants: the pair (`enc`, `enc2`) is CRuby's (see `mode.rs`): without `enc2` strings
//! read are tagged `enc` (or the default external encoding at the time of reading); with
//! `enc2` the bytes read are in `enc2` and are converted to `enc`. A write-only IO without an
//! encoding reports nil for its external encoding.

use crate::core::encoding::{default_external, encoding_object, set_string_encoding, to_encoding, EncodingId};
use crate::core::io::mode::{ext_int_to_encs, parse_enc_string};
use crate::core::io::{open_data, IoData};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The encoding strings read from `d` are tagged with before any conversion.
pub fn read_encoding(vm: &mut Vm, d: &IoData) -> EncodingId {
    match (d.enc2, d.enc) {
        (Some(e2), _) => e2,
        (None, Some(e)) => e,
        (None, None) if d.binmode => EncodingId::BINARY,
        (None, None) => default_external(vm),
    }
}

/// A String of `bytes` read from `d`: tagged with its encoding, converted to the internal one
/// when the IO has one.
pub fn read_string(vm: &mut Vm, d: &IoData, bytes: Vec<u8>) -> VmResult<Value> {
    let src = read_encoding(vm, d);
    let s = vm.new_string(bytes);
    set_string_encoding(s, src);
    match (d.enc2, d.enc) {
        (Some(_), Some(dst)) if dst != src => {
            let target = encoding_object(vm, dst);
            vm.temp_roots.push(s);
            let r = vm.call_method(s, intern("encode"), &[target], None);
            vm.temp_roots.pop();
            r
        }
        _ => Ok(s),
    }
}

fn io_external_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = crate::core::io::io_data(vm, recv)?;
    if let Some(e2) = d.enc2 {
        return Ok(encoding_object(vm, e2));
    }
    if d.writable {
        return Ok(match d.enc {
            Some(e) => encoding_object(vm, e),
            None => Value::NIL,
        });
    }
    let e = read_encoding(vm, d);
    Ok(encoding_object(vm, e))
}

fn io_internal_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = crate::core::io::io_data(vm, recv)?;
    match (d.enc2, d.enc) {
        (Some(_), Some(e)) => Ok(encoding_object(vm, e)),
        _ => Ok(Value::NIL),
    }
}

/// CRuby's validate_enc_binmode: a readable text IO cannot read an ASCII-incompatible
/// encoding without converting it.
fn check_binmode(vm: &mut Vm, d: &IoData, enc: Option<EncodingId>, enc2: Option<EncodingId>) -> VmResult<()> {
    if !d.readable || d.binmode || enc2.is_some() {
        return Ok(());
    }
    let e = enc.unwrap_or_else(|| default_external(vm));
    if !e.ascii_compatible() {
        return Err(vm.arg_error("ASCII incompatible encoding needs binmode"));
    }
    Ok(())
}

/// Checks the `newline:` option of `set_encoding`.
fn check_newline(vm: &mut Vm, d: &IoData, opts: Option<Value>) -> VmResult<()> {
    let Some(h) = opts else { return Ok(()) };
    let Some(nl) = vm.hash_lookup_symbol(h, intern("newline")) else { return Ok(()) };
    if nl.is_nil() {
        return Ok(());
    }
    if nl.is_symbol() {
        let name = nl.as_symbol().name().to_string();
        if !matches!(name.as_str(), "universal" | "crlf" | "cr" | "lf") {
            return Err(vm.arg_error(&format!("unexpected value for newline option: {name}")));
        }
    } else {
        return Err(vm.arg_error("unexpected value for newline option"));
    }
    if d.binmode {
        return Err(vm.arg_error("newline decorator with binary mode"));
    }
    Ok(())
}

/// `set_encoding(ext_or_both, int = nil, **opts)`.
fn io_set_encoding(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let pos = args.positional().to_vec();
    let (v1, v2) = (pos[0], pos.get(1).copied().unwrap_or(Value::NIL));
    open_data(vm, recv)?;
    let (enc, enc2) = if !v2.is_nil() {
        let ext = to_encoding(vm, v1)?;
        let dash = vm.check_string(v2)?.is_some_and(|s| obj::as_string(s).bytes.as_slice() == b"-");
        if dash {
            (Some(ext), None)
        } else {
            let int = to_encoding(vm, v2)?;
            if int == ext || ext == EncodingId::BINARY {
                (Some(ext), None)
            } else {
                (Some(int), Some(ext))
            }
        }
    } else if v1.is_nil() {
        ext_int_to_encs(vm, None, None, false)
    } else {
        match vm.check_string(v1)? {
            Some(s) if crate::core::encoding::string_encoding(s).ascii_compatible() => {
                let bytes = obj::as_string(s).bytes.to_vec();
                if bytes.contains(&0) {
                    return Err(vm.arg_error("string contains null byte"));
                }
                let (enc, enc2, _bom) = parse_enc_string(vm, &bytes)?;
                (enc, enc2)
            }
            _ => {
                let ext = to_encoding(vm, v1)?;
                ext_int_to_encs(vm, Some(ext), None, false)
            }
        }
    };
    let d = open_data(vm, recv)?;
    check_newline(vm, d, args.kwargs())?;
    check_binmode(vm, d, enc, enc2)?;
    d.enc = enc;
    d.enc2 = enc2;
    Ok(recv)
}

/// `set_encoding_by_bom`: reads a UTF-8/16/32 byte-order mark at the start of a binary-mode
/// IO and sets the external encoding by it; nil (and nothing consumed) when there is none.
fn io_set_encoding_by_bom(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    if !d.binmode {
        return Err(vm.arg_error("ASCII incompatible encoding needs binmode"));
    }
    if d.enc2.is_some() || d.enc.is_some_and(|e| e != EncodingId::BINARY) {
        let name = d.enc2.or(d.enc).map(|e| e.name()).unwrap_or("");
        return Err(vm.arg_error(&format!("encoding is set to {name} already")));
    }
    const BOMS: &[(&[u8], &str)] = &[
        (b"\x00\x00\xFE\xFF", "UTF-32BE"),
        (b"\xFF\xFE\x00\x00", "UTF-32LE"),
        (b"\xEF\xBB\xBF", "UTF-8"),
        (b"\xFE\xFF", "UTF-16BE"),
        (b"\xFF\xFE", "UTF-16LE"),
    ];
    crate::core::io::read::fill_at_least(vm, recv, 4)?;
    let d = open_data(vm, recv)?;
    let head = d.buffered().to_vec();
    for &(bom, name) in BOMS {
        if head.starts_with(bom) {
            d.rpos += bom.len();
            let id = EncodingId::by_name(name.as_bytes()).unwrap_or(EncodingId::BINARY);
            d.enc = Some(id);
            d.enc2 = None;
            return Ok(encoding_object(vm, id));
        }
    }
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("external_encoding", 0, io_external_encoding),
        ("internal_encoding", 0, io_internal_encoding),
        ("set_encoding", -1, io_set_encoding),
        ("set_encoding_by_bom", 0, io_set_encoding_by_bom),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(io, name, arity, f);
    }
}
