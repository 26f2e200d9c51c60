//! `require "securerandom"` and `require "random/formatter"` (the securerandom gem 0.4.1 of
//! CRuby 4.0): SecureRandom is a module extended with Random::Formatter whose `bytes` and
//! `gen_random` read the operating system's random source (`core::random::os_random_fill`, the
//! getrandom system call); `random/formatter` fills core's Random::Formatter with the text
//! methods (`formatter.rs`: bytes, hex, Base64, UUIDs; `choose.rs`: alphanumeric).
//!
//! Invariants:
//! - Every Formatter method reaches randomness only through the receiver's `gen_random`
//!   (text methods) or `random_number` (alphanumeric), called as Ruby methods, so a Random
//!   instance, the Random class, SecureRandom and a user's class that defines `bytes` all work,
//!   and redefinitions are honoured, as with CRuby's Ruby source.
//! - SecureRandom never falls back to a seeded generator: when the OS has no source it raises
//!   NotImplementedError, as CRuby does.

use crate::core::random::{formatter_module, os_random_fill};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

mod choose;
mod formatter;

pub use formatter::init as init_formatter;

/// The gem version CRuby 4.0 ships.
const VERSION: &str = "0.4.1";

/// `require "securerandom"`.
pub fn init(vm: &mut Vm) -> VmResult<()> {
    if let Some(r) = crate::stdlib::require_native(vm, "random/formatter") {
        r?;
    }
    let m = crate::core::define_module(vm, "SecureRandom");
    let v = vm.new_str(VERSION);
    vm.freeze(v);
    vm.const_set(m, intern("VERSION"), v);
    let meta = vm.singleton_class(m)?;
    vm.define_builtin(meta, "bytes", 1, |vm, recv, a| vm.call_method(recv, intern("gen_random"), &[a.get(0)], None));
    // As in CRuby: gen_random is a public alias of the private gen_random_urandom.
    vm.define_private_builtin(meta, "gen_random_urandom", 1, gen_random_urandom);
    vm.alias_method(meta, intern("gen_random"), intern("gen_random_urandom"))?;
    vm.call_method(meta, intern("public"), &[Value::symbol(intern("gen_random"))], None)?;
    let f = formatter_module(vm)?;
    vm.call_method(m, intern("extend"), &[f], None)?;
    Ok(())
}

/// SecureRandom.gen_random(n): n bytes from the OS, NotImplementedError when it has none or
/// gives fewer than n (which a non-integral n such as 2.5 also reports, as in CRuby).
fn gen_random_urandom(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let n = args.get(0);
    let len = crate::core::integer::to_int_value(vm, n)?;
    let len = vm.expect_int(len)?;
    if len < 0 {
        return Err(vm.arg_error("negative string size (or size too big)"));
    }
    let mut buf: Vec<u8> = vm.try_vec(len as usize)?;
    buf.resize(len as usize, 0);
    if os_random_fill(&mut buf).is_err() {
        return Err(vm.make_error(vm.core.not_implemented_error, "No random device"));
    }
    let complete = if n.is_fixnum() || obj::is_type(n, ObjType::Bignum) {
        true
    } else if let Some(f) = vm.float_value(n) {
        f == len as f64
    } else {
        vm.call_method(Value::fixnum(len), intern("=="), &[n], None)?.truthy()
    };
    if !complete {
        let asked = vm.to_s_str(n)?;
        let msg = format!("Unexpected partial read from random device: only {len} for {asked} bytes");
        return Err(vm.make_error(vm.core.not_implemented_error, &msg));
    }
    Ok(vm.new_binary_string(buf))
}
