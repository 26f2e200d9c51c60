//! The predefined globals' own rules on assignment (CRuby's hooked variables): aliases
//! (`$-0` is `$/`, `$-F` is `$;`, `$-d` is `$DEBUG`, `$-v`/`$-w` are `$VERBOSE`,
//! `$PROGRAM_NAME` is `$0`), the read-only ones, the type each accepts, and the deprecation
//! warning some give for a non-nil value.
//!
//! Invariants:
//! - `canonical` maps every alias to the one name the value is stored under; reads and writes
//!   both go through it (`Vm::gvar_get`/`gvar_set`), so the aliases always agree.
//! - `assign` returns the value to store, converted as CRuby does, or raises with the
//!   variable named as the program wrote it. The runtime itself stores into `vm.globals`
//!   directly (`$?`, `$.`, `$FILENAME`, ...), past these rules.

use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, SymbolId};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// The name a global's value is stored under.
pub fn canonical(name: SymbolId) -> SymbolId {
    match name.name().as_ref() {
        "$-0" => intern("$/"),
        "$-F" => intern("$;"),
        "$-d" => intern("$DEBUG"),
        "$-v" | "$-w" => intern("$VERBOSE"),
        "$PROGRAM_NAME" => intern("$0"),
        _ => name,
    }
}

fn read_only(name: &str) -> bool {
    matches!(
        name,
        "$:" | "$LOAD_PATH" | "$-I" | "$\"" | "$LOADED_FEATURES" | "$<" | "$FILENAME" | "$?" | "$-a" | "$-l" | "$-p" | "$!" | "$$" | "$*" | "$-W"
    )
}

/// `v` (a String) itself when it is a frozen plain String without instance variables, else a
/// new frozen String with its bytes and encoding (what `$/` holds in 4.0).
fn frozen_plain_string(vm: &mut Vm, v: Value) -> Value {
    let plain = vm.class_of_real(v) == vm.core.string;
    if plain && obj::has_flag(v, obj::FL_FROZEN) && vm.ivar_names(v).is_empty() {
        return v;
    }
    let bytes = obj::as_string(v).bytes.to_vec();
    let enc = crate::core::encoding::string_encoding(v);
    let s = vm.new_string(bytes);
    crate::core::encoding::set_string_encoding(s, enc);
    vm.freeze(s);
    s
}

/// The value to store when the program assigns `v` to global `name` (canonical), written as
/// `written`.
pub fn assign(vm: &mut Vm, name: SymbolId, written: SymbolId, v: Value) -> VmResult<Value> {
    let shown = written.name();
    if read_only(&shown) || read_only(&name.name()) {
        return Err(vm.name_error(&format!("{shown} is a read-only variable"), written, Value::NIL));
    }
    let is_str = obj::is_type(v, ObjType::String);
    match name.name().as_ref() {
        "$VERBOSE" => Ok(if v.is_nil() || v == Value::FALSE { v } else { Value::TRUE }),
        "$/" | "$\\" | "$," => {
            if v.is_nil() {
                return Ok(v);
            }
            if !is_str {
                return Err(vm.type_error(&format!("value of {shown} must be String")));
            }
            crate::core::warning::warn_deprecated(vm, &format!("non-nil '{shown}' is deprecated"))?;
            Ok(if name.name().as_ref() == "$/" { frozen_plain_string(vm, v) } else { v })
        }
        "$;" => {
            if v.is_nil() {
                return Ok(v);
            }
            if !is_str && !crate::core::regexp::is_regexp(v) {
                return Err(vm.type_error(&format!("value of {shown} must be String or Regexp")));
            }
            crate::core::warning::warn_deprecated(vm, &format!("non-nil '{shown}' is deprecated"))?;
            Ok(v)
        }
        // ARGF's in-place mode (`-i`): a copy of a String, or nil for off.
        "$-i" => {
            if v.is_nil() {
                return Ok(v);
            }
            let s = vm.expect_string(v)?;
            Ok(vm.new_string(obj::as_string(s).bytes.to_vec()))
        }
        "$." => {
            let n = vm.expect_int(v)?;
            Ok(Value::fixnum(n))
        }
        "$0" => {
            let s = vm.expect_string(v)?;
            let process = vm.core.process;
            vm.call_method(process, intern("setproctitle"), &[s], None)?;
            Ok(s)
        }
        _ => Ok(v),
    }
}
