//! The embedding part of the API: what an application that runs Ruby code needs beyond what a
//! native library does (the `corundum` binary is one): making a VM, configuring it, registering
//! native libraries, running a program and reporting its end.
//!
//! Invariant: a VM is driven from the thread that made it; `Ruby` is `!Send`.

use crate::api::Ruby;
use crate::vm::Vm;

impl Vm {
    /// The API view of this VM (for registering native libraries from an embedder that holds
    /// the interpreter itself).
    #[inline]
    pub fn api(&mut self) -> &mut Ruby {
        Ruby::from_vm(self)
    }
}
