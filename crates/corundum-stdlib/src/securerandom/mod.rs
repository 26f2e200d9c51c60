//! `require "securerandom"` and `require "random/formatter"` (the securerandom gem 0.4.1 of
//! CRuby 4.0): SecureRandom is a module extended with Random::Formatter whose `bytes` and
//! `gen_random` read the operating system's random source (the getrandom system call, through
//! the `getrandom` crate, as core's Random.urandom); `random/formatter` fills core's Random::Formatter with the text
//! methods (`formatter.rs`: bytes, hex, Base64, UUIDs; `choose.rs`: alphanumeric).
//!
//! Invariants:
//! - Every Formatter method reaches randomness only through the receiver's `gen_random`
//!   (text methods) or `random_number` (alphanumeric), called as Ruby methods, so a Random
//!   instance, the Random class, SecureRandom and a user's class that defines `bytes` all work,
//!   and redefinitions are honoured, as with CRuby's Ruby source.
//! - SecureRandom never falls back to a seeded generator: when the OS has no source it raises
//!   NotImplementedError, as CRuby does.

use corundum_vm::api::{intern, Args, CoreClass, Result, Ruby, Value};

mod choose;
mod formatter;

pub use formatter::init as init_formatter;

/// `Random::Formatter`, which `require "random/formatter"` fills with the text methods.
fn formatter_module(rb: &mut Ruby) -> Result {
    let object = rb.core_class(CoreClass::Object);
    let random = rb.const_get(object, "Random")?;
    rb.const_get(random, "Formatter")
}

/// The gem version CRuby 4.0 ships.
const VERSION: &str = "0.4.1";

/// `require "securerandom"`.
pub fn init(rb: &mut Ruby) -> Result<()> {
    rb.require("random/formatter")?;
    let m = rb.define_module("SecureRandom")?;
    let v = rb.new_str(VERSION);
    rb.freeze(v);
    rb.const_set(m, "VERSION", v);
    let meta = rb.singleton_class(m)?;
    rb.define_method(meta, "bytes", 1, |rb, recv, a| rb.call(recv, "gen_random", &[a.get(0)]));
    // As in CRuby: gen_random is a public alias of the private gen_random_urandom.
    rb.define_private_method(meta, "gen_random_urandom", 1, gen_random_urandom);
    rb.alias_method(meta, "gen_random", "gen_random_urandom")?;
    rb.call(meta, "public", &[Value::symbol(intern("gen_random"))])?;
    let f = formatter_module(rb)?;
    rb.call(m, "extend", &[f])?;
    Ok(())
}

/// SecureRandom.gen_random(n): n bytes from the OS, NotImplementedError when it has none or
/// gives fewer than n (which a non-integral n such as 2.5 also reports, as in CRuby).
fn gen_random_urandom(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let n = args.get(0);
    let len = rb.to_integer(n)?;
    let len = rb.expect_int(len)?;
    if len < 0 {
        return Err(rb.arg_error("negative string size (or size too big)"));
    }
    let mut buf: Vec<u8> = rb.try_vec(len as usize)?;
    buf.resize(len as usize, 0);
    if getrandom::fill(&mut buf).is_err() {
        return Err(rb.raise_core(CoreClass::NotImplementedError, "No random device"));
    }
    let complete = if rb.is_integer(n) {
        true
    } else if let Some(f) = rb.float_value(n) {
        f == len as f64
    } else {
        rb.call(Value::fixnum(len), "==", &[n])?.truthy()
    };
    if !complete {
        let asked = rb.to_s(n)?;
        let msg = format!("Unexpected partial read from random device: only {len} for {asked} bytes");
        return Err(rb.raise_core(CoreClass::NotImplementedError, &msg));
    }
    Ok(rb.new_binary_string(buf))
}
