//! Standard libraries written in Rust: the ones CRuby ships as C extensions (or where speed
//! matters), defined only when a program `require`s them, as in CRuby.
//!
//! Invariants:
//! - `require_native` is asked before the load path is searched, so a CRuby library directory
//!   on `$LOAD_PATH` never shadows a library Corundum provides natively (its `.rb` front file
//!   would load a C extension we cannot run).
//! - Each library's `init` runs at most once per VM; the feature is recorded in
//!   `$LOADED_FEATURES` as `NAME.so`, the way CRuby records its extensions.
//! - Libraries live in their own folder (`stdlib/NAME/`) and reach the VM the way `core/`
//!   files do; nothing in `vm/` imports them except through this table.

pub mod date;
pub mod stringio;

use crate::vm::{Vm, VmResult};

/// A native library: the feature names `require` accepts for it, and the function that
/// defines its classes and methods.
struct NativeLibrary {
    names: &'static [&'static str],
    init: fn(&mut Vm) -> VmResult<()>,
}

/// Every library Corundum provides natively. One line per library.
const NATIVE_LIBRARIES: &[NativeLibrary] = &[
    NativeLibrary { names: &["stringio"], init: stringio::init },
    NativeLibrary { names: &["date", "date_core"], init: date::init },
];

/// `require NAME` for a native library: `None` when NAME is not one, otherwise whether it was
/// loaded now (false when already loaded).
pub fn require_native(vm: &mut Vm, name: &str) -> Option<VmResult<bool>> {
    let name = name.strip_suffix(".so").unwrap_or(name);
    let lib = NATIVE_LIBRARIES.iter().find(|l| l.names.contains(&name))?;
    let feature = format!("{}.so", lib.names[0]);
    if vm.loaded_features.contains(&feature) {
        return Some(Ok(false));
    }
    vm.loaded_features.push(feature.clone());
    let s = vm.new_str(&feature);
    let arr = vm.globals.get(&crate::symbol::intern("$\"")).copied();
    if let Some(arr) = arr.filter(|a| crate::object::is_type(*a, crate::object::ObjType::Array)) {
        crate::object::as_array_mut(arr).items.push(s);
    }
    Some((lib.init)(vm).map(|()| true))
}
