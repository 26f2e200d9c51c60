//! Standard libraries written in Rust: the ones CRuby ships as C extensions (or where speed
//! matters), defined only when a program `require`s them, as in CRuby.
//!
//! Invariants:
//! - `require_native` is asked before the load path is searched, so a CRuby library directory
//!   on `$LOAD_PATH` never shadows a library Corundum provides natively (its `.rb` front file
//!   would load a C extension we cannot run).
//! - Each library's `init` runs at most once per VM (`Vm::native_initialized`); the feature is
//!   recorded in `$LOADED_FEATURES` as `NAME.so`, the way CRuby records its extensions, and a
//!   `require` after a program took it out of that list records it again without a second init.
//! - Libraries live in their own folder (`stdlib/NAME/`) and reach the VM the way `core/`
//!   files do; nothing in `vm/` imports them except through this table.

use crate::value::Value;
use crate::vm::{Vm, VmResult};

pub mod byte_text;
pub mod cruby_dirs;
pub mod date;
pub mod digest;
pub mod etc;
mod fcntl;
mod io_nonblock;
pub mod json;
pub mod monitor;
mod rbconfig_sizeof;
pub mod securerandom;
pub mod stringio;
mod strscan;

/// A native library: the feature names `require` accepts for it, and the function that
/// defines its classes and methods.
struct NativeLibrary {
    names: &'static [&'static str],
    init: fn(&mut Vm) -> VmResult<()>,
    /// `Class#allocate` (and so `new`, `dup`, `clone`) for the library's typed-data classes and
    /// their subclasses: None for a class it does not own.
    allocate: Option<fn(&mut Vm, Value) -> Option<VmResult>>,
}

/// Every library Corundum provides natively. One line per library.
const NATIVE_LIBRARIES: &[NativeLibrary] = &[
    NativeLibrary { names: &["stringio"], init: stringio::init, allocate: None },
    NativeLibrary { names: &["strscan"], init: strscan::init, allocate: Some(strscan::allocate) },
    NativeLibrary { names: &["json", "json/ext"], init: json::init, allocate: None },
    NativeLibrary { names: &["digest"], init: digest::init, allocate: None },
    NativeLibrary { names: &["digest/md5"], init: digest::init_algorithm, allocate: None },
    NativeLibrary { names: &["digest/sha1"], init: digest::init_algorithm, allocate: None },
    NativeLibrary { names: &["digest/sha2"], init: digest::init_algorithm, allocate: None },
    NativeLibrary { names: &["digest/rmd160"], init: digest::init_algorithm, allocate: None },
    NativeLibrary { names: &["digest/bubblebabble"], init: digest::bubblebabble::init, allocate: None },
    NativeLibrary { names: &["etc"], init: etc::init, allocate: None },
    NativeLibrary { names: &["date", "date_core"], init: date::init, allocate: None },
    NativeLibrary { names: &["monitor"], init: monitor::init, allocate: None },
    NativeLibrary { names: &["random/formatter"], init: securerandom::init_formatter, allocate: None },
    NativeLibrary { names: &["securerandom"], init: securerandom::init, allocate: None },
    NativeLibrary { names: &["fcntl"], init: fcntl::init, allocate: None },
    NativeLibrary { names: &["io/nonblock"], init: io_nonblock::init, allocate: None },
    NativeLibrary { names: &["rbconfig/sizeof"], init: rbconfig_sizeof::init, allocate: None },
];

/// An instance of `klass` when a native library owns it (its instances are typed data that
/// only the library can make), None otherwise. `core::module::allocate` and `dup`/`clone` ask.
pub fn allocate(vm: &mut Vm, klass: Value) -> Option<VmResult> {
    NATIVE_LIBRARIES.iter().filter_map(|l| l.allocate).find_map(|f| f(vm, klass))
}

fn native_library(name: &str) -> Option<&'static NativeLibrary> {
    let name = name.strip_suffix(".so").unwrap_or(name);
    NATIVE_LIBRARIES.iter().find(|l| l.names.contains(&name))
}

/// The feature `$LOADED_FEATURES` records for native library NAME (`NAME.so`), None when NAME
/// is not one.
pub fn native_feature(name: &str) -> Option<String> {
    native_library(name).map(|lib| format!("{}.so", lib.names[0]))
}

/// `require NAME` for a native library: `None` when NAME is not one, otherwise whether it was
/// loaded now (false when already loaded).
pub fn require_native(vm: &mut Vm, name: &str) -> Option<VmResult<bool>> {
    let lib = native_library(name)?;
    let feature = format!("{}.so", lib.names[0]);
    if vm.feature_loaded(&feature) {
        return Some(Ok(false));
    }
    vm.provide_feature(&feature);
    if vm.native_initialized.contains(&lib.names[0]) {
        return Some(Ok(true));
    }
    vm.native_initialized.push(lib.names[0]);
    Some((lib.init)(vm).map(|()| true))
}
