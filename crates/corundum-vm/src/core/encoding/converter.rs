//! Encoding::Converter, the basics: `new(src, dst, **opts)`, `convert` (a character cut off at
//! the end of one piece is kept for the next), `finish`, `source_encoding`,
//! `destination_encoding`, `replacement`, `convpath`, `inspect`.
//!
//! Invariants:
//! - The payload (`ConverterData`) holds no Values, so it needs no marking and no write
//!   barrier; it is changed only by `convert`/`finish` through `data_of`.
//! - `convert` converts with the same loop as `String#encode` (`convert::convert`), so its
//!   errors and messages are the same; `fallback:` and the integer flags are not supported.

use crate::core::encoding::convert::{convert, direct_path, ConvErrorKind, ConvOptions, Stop};
use crate::core::encoding::transcode::{concrete_source, decode_char, Decoded};
use crate::core::encoding::{encoding_object, errors, set_string_encoding, to_encoding, EncodingId};
use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// One converter's state.
pub struct ConverterData {
    src: EncodingId,
    dst: EncodingId,
    opts: ConvOptions,
    /// The start of a character that the last `convert` ended inside.
    pending: Vec<u8>,
}

crate::data_type!(pub CONVERTER_TYPE: ConverterData, c"encoding_converter", mark = |_p, _m| {});

fn data_of(vm: &mut Vm, v: Value) -> VmResult<&'static mut ConverterData> {
    if obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &CONVERTER_TYPE) {
        // SAFETY: the payload of CONVERTER_TYPE is a boxed ConverterData (`conv_new`).
        return Ok(unsafe { &mut *(obj::as_typed_data(v).data as *mut ConverterData) });
    }
    Err(vm.type_error("uninitialized encoding converter"))
}

/// An encoding argument; ConverterNotFoundError names an unknown one as given.
fn endpoint(vm: &mut Vm, v: Value) -> VmResult<Result<EncodingId, String>> {
    if let Some(id) = crate::core::encoding::encoding_id_of_object(v) {
        return Ok(Ok(id));
    }
    let s = vm.expect_string(v)?;
    let name = String::from_utf8_lossy(&obj::as_string(s).bytes).into_owned();
    Ok(to_encoding(vm, s).map_err(|_| name))
}

fn conv_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.len() != 2 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 2)", pos.len())));
    }
    let (src, dst) = (endpoint(vm, pos[0])?, endpoint(vm, pos[1])?);
    let (src, dst) = match (src, dst) {
        (Ok(s), Ok(d)) if s.has_transcoder() && d.has_transcoder() && s != d => (s, d),
        (s, d) => {
            let name = |r: &Result<EncodingId, String>| match r {
                Ok(id) => id.name().to_string(),
                Err(n) => n.clone(),
            };
            return Err(errors::converter_not_found(vm, &name(&s), &name(&d)));
        }
    };
    let (opts, _fallback) = crate::core::string::encode_options(vm, args.kwargs(), dst)?;
    let data = Box::new(ConverterData { src, dst, opts, pending: Vec::new() });
    Ok(vm.new_typed_data(recv, &CONVERTER_TYPE, data))
}

/// Where `b` ends inside a character (the start of that cut-off character), if it does.
fn incomplete_tail(src: EncodingId, b: &[u8]) -> Option<usize> {
    let (reader, mut i) = concrete_source(src, b);
    while i < b.len() {
        i += match decode_char(reader, &b[i..]) {
            Decoded::Char(_, n) | Decoded::Undefined(n) => n.max(1),
            Decoded::Invalid { incomplete: true, .. } => return Some(i),
            Decoded::Invalid { error_len, .. } => error_len.max(1),
        };
    }
    None
}

fn conv_convert(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = vm.expect_string(args.get(0))?;
    let d = data_of(vm, recv)?;
    let mut input = std::mem::take(&mut d.pending);
    input.extend_from_slice(&obj::as_string(s).bytes);
    if let Some(cut) = incomplete_tail(d.src, &input) {
        d.pending = input.split_off(cut);
    }
    let r = convert::<()>(d.src, d.dst, &input, &d.opts, &mut |_| Ok(None));
    let dst = d.dst;
    match r {
        Ok(out) => {
            let v = vm.new_string(out);
            set_string_encoding(v, dst);
            Ok(v)
        }
        Err(Stop::Error(e)) => Err(errors::conversion_error(vm, &e)),
        Err(Stop::Raised(())) => Ok(Value::NIL),
    }
}

fn conv_finish(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data_of(vm, recv)?;
    let pending = std::mem::take(&mut d.pending);
    let dst = d.dst;
    if !pending.is_empty() && !d.opts.invalid_replace {
        let step_dst = if direct_path(d.src, d.dst) { d.dst } else { EncodingId::UTF_8 };
        let e = crate::core::encoding::convert::ConvError {
            kind: ConvErrorKind::Invalid,
            src: d.src,
            dst: d.dst,
            step_src: d.src,
            step_dst,
            error_bytes: pending,
            readagain: Vec::new(),
            incomplete: true,
        };
        return Err(errors::conversion_error(vm, &e));
    }
    let out = if pending.is_empty() { Vec::new() } else { convert::<()>(d.src, d.dst, &pending, &d.opts, &mut |_| Ok(None)).unwrap_or_default() };
    let v = vm.new_string(out);
    set_string_encoding(v, dst);
    Ok(v)
}

fn conv_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data_of(vm, recv)?;
    let s = format!("#<Encoding::Converter: {} to {}>", d.src.name(), d.dst.name());
    Ok(vm.new_string(s.into_bytes()))
}

fn conv_replacement(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data_of(vm, recv)?;
    let (bytes, enc) = match &d.opts.replace {
        Some(r) => (r.clone(), d.dst),
        None if d.dst.is_unicode() && !d.dst.is_dummy() => ("\u{FFFD}".as_bytes().to_vec(), EncodingId::UTF_8),
        None => (b"?".to_vec(), EncodingId::US_ASCII),
    };
    let v = vm.new_string(bytes);
    set_string_encoding(v, enc);
    Ok(v)
}

fn conv_convpath(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data_of(vm, recv)?;
    let steps = if direct_path(d.src, d.dst) { vec![(d.src, d.dst)] } else { vec![(d.src, EncodingId::UTF_8), (EncodingId::UTF_8, d.dst)] };
    let list = vm.new_array(Vec::new());
    vm.temp_roots.push(list);
    for (a, b) in steps {
        let (ea, eb) = (encoding_object(vm, a), encoding_object(vm, b));
        let pair = vm.new_array(vec![ea, eb]);
        obj::as_array_mut(list).items.push(pair);
    }
    vm.temp_roots.pop();
    Ok(list)
}

pub fn init(vm: &mut Vm) {
    let e = vm.core.encoding;
    let object = vm.core.object;
    let c = crate::core::define_class_under(vm, e, "Converter", object);
    vm.define_singleton_builtin(c, "new", -1, conv_new);
    vm.define_builtin(c, "convert", 1, conv_convert);
    vm.define_builtin(c, "finish", 0, conv_finish);
    vm.define_builtin(c, "inspect", 0, conv_inspect);
    vm.define_builtin(c, "replacement", 0, conv_replacement);
    vm.define_builtin(c, "convpath", 0, conv_convpath);
    vm.define_builtin(c, "source_encoding", 0, |vm, r, _| {
        let id = data_of(vm, r)?.src;
        Ok(encoding_object(vm, id))
    });
    vm.define_builtin(c, "destination_encoding", 0, |vm, r, _| {
        let id = data_of(vm, r)?.dst;
        Ok(encoding_object(vm, id))
    });
}
