//! `require "digest"` and its algorithm libraries (CRuby's ext/digest): the Digest module
//! (`hexencode`, `Digest(name)`, VERSION), Digest::Instance, Digest::Class, Digest::Base, and
//! the classes MD5, SHA1, SHA256, SHA384, SHA512, SHA2 and RMD160, plus
//! `require "digest/bubblebabble"`.
//!
//! Invariants:
//! - `require "digest"` defines every algorithm class at once: CRuby loads them on first
//!   mention through `Digest.const_missing`, which Corundum's constant lookup does not call yet,
//!   so a program that says `Digest::MD5` after `require "digest"` finds it defined. Requiring
//!   an algorithm library ("digest/md5", ...) loads "digest" (and so all of them).
//! - Files: `algorithm.rs` the Rust hash functions, `base.rs` the native state and
//!   Digest::Base, `instance.rs` the generic protocol, `sha2.rs` Digest::SHA2,
//!   `bubblebabble.rs` the Bubble Babble encoding.

pub mod algorithm;
pub mod base;
pub mod bubblebabble;
pub mod instance;
pub mod sha2;

use crate::object as obj;
use crate::stdlib::byte_text;
use crate::stdlib::digest::algorithm::Algorithm;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `Digest.hexencode(string)`: lowercase hex of its bytes, US-ASCII.
fn hexencode(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let s = vm.expect_string(args.get(0))?;
    let hex = byte_text::hex(&obj::as_string(s).bytes);
    Ok(byte_text::ascii_string(vm, hex))
}

/// `Digest(name)` (a private method of Object): the digest class named `name`.
fn digest_by_name(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let name = vm.expect_symbol_or_string(args.get(0))?;
    let digest = vm.const_get_from(vm.core.object, intern("Digest"))?;
    let n = name.name();
    if let Ok(k) = vm.const_get_from(digest, name) {
        if obj::is_type(k, crate::object::ObjType::Class) {
            return Ok(k);
        }
    }
    let lib = format!("digest/{}", n.to_lowercase());
    let le = vm.core.load_error;
    Err(vm.make_error(le, &format!("library not found for class Digest::{n} -- {lib}")))
}

/// `require "digest"`.
pub fn init(vm: &mut Vm) -> VmResult<()> {
    let digest = crate::core::define_module(vm, "Digest");
    let version = vm.new_str("3.2.1");
    vm.freeze(version);
    vm.const_set(digest, intern("VERSION"), version);
    vm.define_singleton_builtin(digest, "hexencode", 1, hexencode);
    let class = instance::init(vm, digest)?;
    let base = base::init(vm, digest, class)?;
    for (name, a) in [
        ("MD5", Algorithm::Md5),
        ("SHA1", Algorithm::Sha1),
        ("SHA256", Algorithm::Sha256),
        ("SHA384", Algorithm::Sha384),
        ("SHA512", Algorithm::Sha512),
        ("RMD160", Algorithm::Rmd160),
    ] {
        let k = crate::core::define_class_under(vm, digest, name, base);
        base::set_class_algorithm(vm, k, a)?;
    }
    sha2::init(vm, digest, class)?;
    let object = vm.core.object;
    vm.define_private_builtin(object, "Digest", 1, digest_by_name);
    Ok(())
}

/// `require "digest/md5"` and the other algorithm libraries: "digest" defines them all.
pub fn init_algorithm(vm: &mut Vm) -> VmResult<()> {
    match crate::stdlib::require_native(vm, "digest") {
        Some(r) => r.map(|_| ()),
        None => Ok(()),
    }
}
