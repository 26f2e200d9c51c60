//! The Encoding error classes (CompatibilityError, UndefinedConversionError,
//! InvalidByteSequenceError, ConverterNotFoundError), raising a `ConvError` as CRuby does, and
//! the accessors of the conversion errors.
//!
//! Invariants:
//! - A conversion error keeps what its accessors answer in hidden ivars set when it is raised
//!   (`@__source_encoding`, ...); the accessors only read them (nil when the exception was made
//!   with `new` from Ruby).
//! - Strings the accessors return are made at raise time in the encoding CRuby gives them:
//!   `error_char` in the step's source encoding, `error_bytes`/`readagain_bytes` binary.

use crate::core::encoding::convert::{ConvError, ConvErrorKind};
use crate::core::encoding::{encoding_object, set_string_encoding, EncodingId};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Unwind, Vm, VmResult};

/// The class `Encoding::<name>`.
fn error_class(vm: &mut Vm, name: &str) -> VmResult {
    let e = vm.core.encoding;
    vm.const_get_from(e, intern(name))
}

/// Encoding::<class_name> with `msg`.
pub fn raise_named(vm: &mut Vm, class_name: &str, msg: &str) -> Unwind {
    match error_class(vm, class_name) {
        Ok(cls) => vm.make_error(cls, msg),
        Err(e) => e,
    }
}

/// How CRuby names an encoding in a CompatibilityError message.
fn display_name(id: EncodingId) -> String {
    if id == EncodingId::BINARY {
        "BINARY (ASCII-8BIT)".to_string()
    } else {
        id.name().to_string()
    }
}

/// Encoding::CompatibilityError "incompatible character encodings: A and B".
pub fn incompatible(vm: &mut Vm, a: EncodingId, b: EncodingId) -> Unwind {
    let msg = format!("incompatible character encodings: {} and {}", display_name(a), display_name(b));
    raise_named(vm, "CompatibilityError", &msg)
}

/// Encoding::ConverterNotFoundError "code converter not found (A to B)".
pub fn converter_not_found(vm: &mut Vm, from: &str, to: &str) -> Unwind {
    raise_named(vm, "ConverterNotFoundError", &format!("code converter not found ({from} to {to})"))
}

/// The exception for a conversion that stopped at `e`, with its accessors filled in.
pub fn conversion_error(vm: &mut Vm, e: &ConvError) -> Unwind {
    let class_name = match e.kind {
        ConvErrorKind::Invalid => "InvalidByteSequenceError",
        ConvErrorKind::Undefined => "UndefinedConversionError",
    };
    let cls = match error_class(vm, class_name) {
        Ok(c) => c,
        Err(u) => return u,
    };
    let msg = vm.new_string(e.message().into_bytes());
    let exc = vm.new_exception(cls, msg);
    vm.temp_roots.push(exc);
    let set = |vm: &mut Vm, name: &str, v: Value| {
        let _ = vm.ivar_set(exc, intern(name), v);
    };
    let src = encoding_object(vm, e.step_src);
    set(vm, "@__source_encoding", src);
    let dst = encoding_object(vm, e.step_dst);
    set(vm, "@__destination_encoding", dst);
    let src_name = vm.new_string(e.step_src.transcoder_name().into_bytes());
    set(vm, "@__source_encoding_name", src_name);
    let dst_name = vm.new_string(e.step_dst.transcoder_name().into_bytes());
    set(vm, "@__destination_encoding_name", dst_name);
    match e.kind {
        ConvErrorKind::Undefined => {
            let c = vm.new_string(e.error_bytes.clone());
            set_string_encoding(c, e.step_src);
            set(vm, "@__error_char", c);
        }
        ConvErrorKind::Invalid => {
            let b = vm.new_string(e.error_bytes.clone());
            set_string_encoding(b, EncodingId::BINARY);
            set(vm, "@__error_bytes", b);
            // CRuby answers nil, not "", when nothing is read again.
            if !e.readagain.is_empty() {
                let r = vm.new_string(e.readagain.clone());
                set_string_encoding(r, EncodingId::BINARY);
                set(vm, "@__readagain_bytes", r);
            }
            set(vm, "@__incomplete", Value::bool(e.incomplete));
        }
    }
    vm.temp_roots.pop();
    Unwind::Raise(exc)
}

/// Defines the error classes and the conversion errors' accessors.
pub fn init(vm: &mut Vm) {
    let e = vm.core.encoding;
    let enc_err = vm.core.encoding_error;
    crate::core::define_class_under(vm, e, "CompatibilityError", enc_err);
    let undef = crate::core::define_class_under(vm, e, "UndefinedConversionError", enc_err);
    let invalid = crate::core::define_class_under(vm, e, "InvalidByteSequenceError", enc_err);
    crate::core::define_class_under(vm, e, "ConverterNotFoundError", enc_err);
    for cls in [undef, invalid] {
        vm.define_builtin(cls, "source_encoding", 0, |vm, r, _| Ok(vm.ivar_get(r, intern("@__source_encoding"))));
        vm.define_builtin(cls, "destination_encoding", 0, |vm, r, _| Ok(vm.ivar_get(r, intern("@__destination_encoding"))));
        vm.define_builtin(cls, "source_encoding_name", 0, |vm, r, _| Ok(vm.ivar_get(r, intern("@__source_encoding_name"))));
        vm.define_builtin(cls, "destination_encoding_name", 0, |vm, r, _| Ok(vm.ivar_get(r, intern("@__destination_encoding_name"))));
    }
    vm.define_builtin(undef, "error_char", 0, |vm, r, _| Ok(vm.ivar_get(r, intern("@__error_char"))));
    vm.define_builtin(invalid, "error_bytes", 0, |vm, r, _| Ok(vm.ivar_get(r, intern("@__error_bytes"))));
    vm.define_builtin(invalid, "readagain_bytes", 0, |vm, r, _| Ok(vm.ivar_get(r, intern("@__readagain_bytes"))));
    vm.define_builtin(invalid, "incomplete_input?", 0, |vm, r, _| {
        let v = vm.ivar_get(r, intern("@__incomplete"));
        Ok(Value::bool(v.truthy()))
    });
}
