//! Digest::SHA2, the SHA-2 family by bit length (`Digest::SHA2.new(384)`): a Digest::Class
//! whose instances carry the same running state as Digest::SHA256/384/512 (`base.rs`), chosen
//! by `initialize(bitlen = 256)`, and print their length in `inspect`.

use crate::byte_text;
use crate::digest::algorithm::{Algorithm, State};
use crate::digest::base;
use corundum_vm::api::{Args, Result, Ruby, Value};

fn initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    if args.len() > 1 {
        return Err(rb.arg_count_error(args.len(), 0, 1));
    }
    let bitlen = if args.is_empty() { Value::fixnum(256) } else { args.get(0) };
    let a = match bitlen.is_fixnum().then(|| bitlen.as_fixnum()) {
        Some(256) => Algorithm::Sha256,
        Some(384) => Algorithm::Sha384,
        Some(512) => Algorithm::Sha512,
        _ => {
            let shown = rb.inspect(bitlen)?;
            return Err(rb.arg_error(&format!("unsupported bit length: {shown}")));
        }
    };
    base::attach_state(rb, recv, State::new(a))?;
    Ok(Value::NIL)
}

/// `#<Digest::SHA2:384 hex>`.
fn inspect(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let state = base::state_of(rb, recv)?.get(rb);
    let bits = state.algorithm().digest_length() * 8;
    let hex = byte_text::hex(&state.finish());
    let k = rb.obj_class(recv);
    let name = rb.class_name(k);
    Ok(rb.new_str(&format!("#<{name}:{bits} {}>", String::from_utf8_lossy(&hex))))
}

pub fn init(rb: &mut Ruby, digest_module: Value, class: Value) -> Result<()> {
    let sha2 = rb.define_class_under(digest_module, "SHA2", class)?;
    rb.define_private_method(sha2, "initialize", -1, initialize);
    base::define_state_methods(rb, sha2)?;
    rb.define_method(sha2, "inspect", 0, inspect);
    Ok(())
}
