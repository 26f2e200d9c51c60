//! Standard libraries written in Rust: the ones CRuby ships as C extensions (or where speed
//! matters), defined only when a program `require`s them, as in CRuby.
//!
//! Invariants:
//! - These libraries are on their way to `corundum-stdlib`, where they see only `api`; until
//!   then `LIBRARIES` registers them like any native library (`api::registry`).
//! - Libraries live in their own folder (`stdlib/NAME/`); nothing in `vm/` imports them.

use crate::api::{Error, NativeLibrary, Ruby};
use crate::vm::{Vm, VmResult};

pub mod date;

/// A registry entry for a library still inside the VM.
macro_rules! lib {
    ([$($name:expr),*], $init:path) => {
        NativeLibrary {
            names: &[$($name),*],
            init: {
                fn init(rb: &mut Ruby) -> Result<(), Error> {
                    let f: fn(&mut Vm) -> VmResult<()> = $init;
                    f(rb.vm()).map_err(Error)
                }
                init
            },
        }
    };
}

/// The native libraries still inside the VM, for `Ruby::register_libraries`.
pub const LIBRARIES: &[NativeLibrary] = &[
    lib!(["date", "date_core"], date::init),
];
