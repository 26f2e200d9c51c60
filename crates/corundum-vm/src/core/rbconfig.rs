//! RbConfig, defined by `require "rbconfig"`, and at boot an autoload of "rbconfig" on Object
//! (CRuby defines it at boot, RubyGems requiring it; the autoload makes it there when first
//! named and costs nothing at startup; `Object.autoload?(:RbConfig)` answers "rbconfig" until
//! then, where CRuby answers nil): `CONFIG`, a
//! Hash of String settings describing this build (what programs and mspec's `ruby_exe`
//! helper read: the executable's directory and name, the version, the platform), `TOPDIR`,
//! and `RbConfig.ruby`, the path of the running `corundum` executable.
//!
//! Invariant: the values describe Corundum itself; nothing claims a CRuby installation
//! (no `rubylibdir`, no C compiler settings: code that needs them finds them missing). The
//! directory settings RubyGems reads (`rubylibprefix`, `sitelibdir`, `vendordir`, `datadir`,
//! ...) follow CRuby's layout under Corundum's own prefix; none need exist.

use crate::symbol::intern;
use crate::vm::{Vm, VmResult};

/// Registers the boot-time autoload of RbConfig (see the module comment).
pub fn init(vm: &mut Vm) {
    let feature = vm.new_str("rbconfig");
    crate::object::set_flag(feature, crate::object::FL_FROZEN, true);
    let object = vm.core.object;
    vm.temp_roots.push(feature);
    vm.autoload_register(object, intern("RbConfig"), feature).expect("Object is not frozen at boot");
    vm.temp_roots.pop();
}

/// The running executable, or "corundum" when the OS cannot say.
fn executable() -> std::path::PathBuf {
    std::env::current_exe().unwrap_or_else(|_| "corundum".into())
}

/// Defines RbConfig (once); true when this call defined it, as `require` answers.
pub fn require_rbconfig(vm: &mut Vm) -> VmResult<bool> {
    let object = vm.core.object;
    if vm.const_get_from(object, intern("RbConfig")).is_ok() {
        return Ok(false);
    }
    let exe = executable();
    let bindir = exe.parent().map(|p| p.to_string_lossy().into_owned()).unwrap_or_else(|| ".".into());
    let name = exe.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "corundum".into());
    let prefix = exe.parent().and_then(|p| p.parent()).map(|p| p.to_string_lossy().into_owned()).unwrap_or_else(|| bindir.clone());
    let cpu = std::env::consts::ARCH;
    let os = std::env::consts::OS;
    let libprefix = format!("{prefix}/lib/ruby");
    let settings: [(&str, String); 29] = [
        ("libdir", format!("{prefix}/lib")),
        ("rubylibprefix", libprefix.clone()),
        ("sitedir", format!("{libprefix}/site_ruby")),
        ("sitelibdir", format!("{libprefix}/site_ruby/4.0.0")),
        ("vendordir", format!("{libprefix}/vendor_ruby")),
        ("vendorlibdir", format!("{libprefix}/vendor_ruby/4.0.0")),
        ("datadir", format!("{prefix}/share")),
        ("mandir", format!("{prefix}/share/man")),
        ("sysconfdir", format!("{prefix}/etc")),
        ("SOEXT", "so".into()),
        ("MAJOR", "4".into()),
        ("MINOR", "0".into()),
        ("TEENY", "0".into()),
        ("PATCHLEVEL", "0".into()),
        ("ruby_version", "4.0.0".into()),
        ("RUBY_PROGRAM_VERSION", "4.0.0".into()),
        ("RUBY_API_VERSION", "4.0".into()),
        ("ruby_install_name", name.clone()),
        ("RUBY_INSTALL_NAME", name.clone()),
        ("RUBY_BASE_NAME", name),
        ("EXEEXT", String::new()),
        ("bindir", bindir),
        ("prefix", prefix),
        ("host_os", os.into()),
        ("target_os", os.into()),
        ("host_cpu", cpu.into()),
        ("target_cpu", cpu.into()),
        ("arch", format!("{cpu}-{os}")),
        ("DLEXT", "so".into()),
    ];
    let config = vm.new_hash();
    vm.temp_roots.push(config);
    let r = (|| -> VmResult<()> {
        for (k, v) in settings {
            let (k, v) = (vm.new_str(k), vm.new_str(&v));
            vm.freeze(k);
            vm.hash_set(config, k, v)?;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    r?;
    let m = crate::core::define_module(vm, "RbConfig");
    vm.const_set(m, intern("CONFIG"), config);
    let top = vm.new_str(&exe.parent().and_then(|p| p.parent()).map(|p| p.to_string_lossy().into_owned()).unwrap_or_default());
    vm.const_set(m, intern("TOPDIR"), top);
    vm.define_singleton_builtin(m, "ruby", 0, |vm, _r, _a| Ok(vm.new_str(&executable().to_string_lossy())));
    Ok(true)
}
