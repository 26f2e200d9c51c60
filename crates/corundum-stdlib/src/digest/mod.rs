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

use crate::byte_text;
use crate::digest::algorithm::Algorithm;
use corundum_vm::api::{Args, CoreClass, Result, Ruby, Value};

/// `Digest.hexencode(string)`: lowercase hex of its bytes, US-ASCII.
fn hexencode(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let s = rb.expect_string(args.get(0))?;
    let hex = byte_text::hex(rb.str_bytes(s));
    Ok(byte_text::ascii_string(rb, hex))
}

/// `Digest(name)` (a private method of Object): the digest class named `name`.
fn digest_by_name(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let name = rb.expect_symbol_or_string(args.get(0))?;
    let digest = rb.const_get(rb.core_class(CoreClass::Object), "Digest")?;
    let n = name.name();
    if let Ok(k) = rb.const_get_id(digest, name) {
        if rb.is_class(k) {
            return Ok(k);
        }
    }
    let lib = format!("digest/{}", n.to_lowercase());
    let le = rb.core_class(CoreClass::LoadError);
    Err(rb.raise(le, &format!("library not found for class Digest::{n} -- {lib}")))
}

/// `require "digest"`.
pub fn init(rb: &mut Ruby) -> Result<()> {
    let digest = rb.define_module("Digest")?;
    let version = rb.new_str("3.2.1");
    rb.freeze(version);
    rb.const_set(digest, "VERSION", version);
    rb.define_singleton_method(digest, "hexencode", 1, hexencode)?;
    let class = instance::init(rb, digest)?;
    let base = base::init(rb, digest, class)?;
    for (name, a) in [
        ("MD5", Algorithm::Md5),
        ("SHA1", Algorithm::Sha1),
        ("SHA256", Algorithm::Sha256),
        ("SHA384", Algorithm::Sha384),
        ("SHA512", Algorithm::Sha512),
        ("RMD160", Algorithm::Rmd160),
    ] {
        let k = rb.define_class_under(digest, name, base)?;
        base::set_class_algorithm(rb, k, a)?;
    }
    sha2::init(rb, digest, class)?;
    let object = rb.core_class(CoreClass::Object);
    rb.define_private_method(object, "Digest", 1, digest_by_name);
    Ok(())
}

/// `require "digest/md5"` and the other algorithm libraries: "digest" defines them all.
pub fn init_algorithm(rb: &mut Ruby) -> Result<()> {
    rb.require("digest").map(|_| ())
}
