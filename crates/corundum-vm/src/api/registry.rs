//! The registry of native libraries: the table `require` asks before searching the load path,
//! filled by the embedder at start-up (`corundum_stdlib::register(&mut ruby)` in the
//! `corundum` binary and the test harnesses), as Lua's `luaL_openlibs` opens its libraries.
//! The VM itself depends on no library: it only knows the table.
//!
//! Invariants:
//! - `require NAME` asks the table before the load path, so a CRuby library directory on
//!   `$LOAD_PATH` never shadows a native library (its `.rb` front file would load a C extension).
//! - A library's `init` runs at most once per VM (`Vm::native_initialized`); the feature is
//!   recorded in `$LOADED_FEATURES` as `NAME.so` (its first name), the way CRuby records its
//!   extensions, and a `require` after a program took it out of that list records it again
//!   without a second `init`.
//! - Registering a name again replaces the earlier entry (an embedder may override a library).

use crate::api::{Result, Ruby};
use crate::vm::{Vm, VmResult};

/// A native library: the feature names `require` accepts for it (`["json", "json/ext"]`; the
/// first is the one recorded as `NAME.so`) and the function that defines its classes and
/// methods (CRuby's `Init_NAME`).
#[derive(Clone, Copy)]
pub struct NativeLibrary {
    /// The names `require` accepts (without `.so`, which is also accepted).
    pub names: &'static [&'static str],
    /// Defines the library; run once, by the first `require` of any of its names.
    pub init: fn(&mut Ruby) -> Result<()>,
}

impl Ruby {
    /// Adds `lib` to the native libraries `require` can load (an entry with a name of `lib`
    /// is replaced).
    pub fn register_library(&mut self, lib: NativeLibrary) {
        let libs = &mut self.vm().native_libraries;
        libs.retain(|l| !l.names.iter().any(|n| lib.names.contains(n)));
        libs.push(lib);
    }

    /// Adds every library of `libs` (`register_library` for each).
    pub fn register_libraries(&mut self, libs: &[NativeLibrary]) {
        for &l in libs {
            self.register_library(l);
        }
    }
}

impl Vm {
    fn native_library(&self, name: &str) -> Option<NativeLibrary> {
        let name = name.strip_suffix(".so").unwrap_or(name);
        self.native_libraries.iter().find(|l| l.names.contains(&name)).copied()
    }

    /// The feature `$LOADED_FEATURES` records for native library NAME (`NAME.so`), None when
    /// NAME is not one.
    pub(crate) fn native_feature(&self, name: &str) -> Option<String> {
        self.native_library(name).map(|lib| format!("{}.so", lib.names[0]))
    }

    /// `require NAME` for a native library: None when NAME is not one, otherwise whether it was
    /// loaded now (false when already loaded).
    pub(crate) fn require_native(&mut self, name: &str) -> Option<VmResult<bool>> {
        let lib = self.native_library(name)?;
        let feature = format!("{}.so", lib.names[0]);
        if self.feature_loaded(&feature) {
            return Some(Ok(false));
        }
        self.provide_feature(&feature);
        if self.native_initialized.contains(&lib.names[0]) {
            return Some(Ok(true));
        }
        self.native_initialized.push(lib.names[0]);
        Some((lib.init)(Ruby::from_vm(self)).map(|()| true).map_err(|e| e.0))
    }
}
