//! `require "io/wait"`: in CRuby 4.0 `IO#wait`, `wait_readable`, `wait_writable` and
//! `wait_priority` are core methods (the VM's `core::io::wait_events`) and the io-wait gem's
//! extension defines nothing more (its `nread` and `ready?` were removed), so loading it only
//! records the feature, as CRuby's does.

use corundum_vm::api::{Result, Ruby};

pub fn init(_rb: &mut Ruby) -> Result<()> {
    Ok(())
}
