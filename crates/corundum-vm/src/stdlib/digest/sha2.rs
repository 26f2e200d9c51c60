//! Digest::SHA2, the SHA-2 family by bit length (`Digest::SHA2.new(384)`): a Digest::Class
//! whose instances carry the same running state as Digest::SHA256/384/512 (`base.rs`), chosen
//! by `initialize(bitlen = 256)`, and print their length in `inspect`.

use crate::stdlib::byte_text;
use crate::stdlib::digest::algorithm::{Algorithm, State};
use crate::stdlib::digest::base;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    let bitlen = if args.is_empty() { Value::fixnum(256) } else { args.get(0) };
    let a = match bitlen.is_fixnum().then(|| bitlen.as_fixnum()) {
        Some(256) => Algorithm::Sha256,
        Some(384) => Algorithm::Sha384,
        Some(512) => Algorithm::Sha512,
        _ => {
            let shown = vm.inspect_str(bitlen)?;
            return Err(vm.arg_error(&format!("unsupported bit length: {shown}")));
        }
    };
    base::attach_state(vm, recv, State::new(a))?;
    Ok(Value::NIL)
}

/// `#<Digest::SHA2:384 hex>`.
fn inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let state = base::state_of(vm, recv)?;
    let bits = state.algorithm().digest_length() * 8;
    let hex = byte_text::hex(&state.finish());
    let k = vm.class_of_real(recv);
    let name = vm.module_name(k);
    Ok(vm.new_str(&format!("#<{name}:{bits} {}>", String::from_utf8_lossy(&hex))))
}

pub fn init(vm: &mut Vm, digest_module: Value, class: Value) -> VmResult<()> {
    let sha2 = crate::core::define_class_under(vm, digest_module, "SHA2", class);
    vm.define_private_builtin(sha2, "initialize", -1, initialize);
    base::define_state_methods(vm, sha2)?;
    vm.define_builtin(sha2, "inspect", 0, inspect);
    Ok(())
}
