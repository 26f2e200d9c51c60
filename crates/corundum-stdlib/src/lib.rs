//! Ruby's standard libraries that CRuby ships as C extensions, written in Rust over the VM's
//! native library API (`corundum_vm::api`) and nothing else: the room of their own the VM's
//! libraries live in, as Lua's standard libraries see only `lua.h`.
//!
//! An embedder makes them loadable with [`register`] (the `corundum` binary does at start-up);
//! each is then defined by the first `require` of one of its names, as in CRuby.
//!
//! Invariants:
//! - Library code names nothing of `corundum_vm` but `corundum_vm::api`
//!   (`tests/api_boundary.rs` checks every source file) and contains no `unsafe`.
//! - One folder or file per library; `LIBRARIES` has one line per `require` name group.

#![forbid(unsafe_code)]

use corundum_vm::api::{NativeLibrary, Ruby};

mod byte_text;
mod date;
mod digest;
mod etc;
mod fcntl;
mod io_nonblock;
mod json;
mod monitor;
mod rbconfig_sizeof;
mod securerandom;
mod stringio;
mod strscan;
mod zlib;

/// Every library of this crate, with the names `require` accepts for it.
pub const LIBRARIES: &[NativeLibrary] = &[
    NativeLibrary { names: &["stringio"], init: stringio::init },
    NativeLibrary { names: &["json", "json/ext"], init: json::init },
    NativeLibrary { names: &["strscan"], init: strscan::init },
    NativeLibrary { names: &["etc"], init: etc::init },
    NativeLibrary { names: &["date", "date_core"], init: date::init },
    NativeLibrary { names: &["monitor"], init: monitor::init },
    NativeLibrary { names: &["fcntl"], init: fcntl::init },
    NativeLibrary { names: &["io/nonblock"], init: io_nonblock::init },
    NativeLibrary { names: &["rbconfig/sizeof"], init: rbconfig_sizeof::init },
    NativeLibrary { names: &["digest"], init: digest::init },
    NativeLibrary { names: &["digest/md5"], init: digest::init_algorithm },
    NativeLibrary { names: &["digest/sha1"], init: digest::init_algorithm },
    NativeLibrary { names: &["digest/sha2"], init: digest::init_algorithm },
    NativeLibrary { names: &["digest/rmd160"], init: digest::init_algorithm },
    NativeLibrary { names: &["digest/bubblebabble"], init: digest::bubblebabble::init },
    NativeLibrary { names: &["random/formatter"], init: securerandom::init_formatter },
    NativeLibrary { names: &["securerandom"], init: securerandom::init },
    NativeLibrary { names: &["zlib"], init: zlib::init },
];

/// Makes every library of this crate loadable by `require` in the VM `rb` (CRuby's
/// `Init_ext`, Lua's `luaL_openlibs`).
pub fn register(rb: &mut Ruby) {
    rb.register_libraries(LIBRARIES);
}
