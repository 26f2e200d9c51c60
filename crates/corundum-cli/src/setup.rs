//! The VM made ready for the main script, from the settings the switches gave: the load path
//! (`-I`, then `RUBYLIB`, then the CRuby library directories), the switch settings
//! (`core::command_line::apply`), `ARGV` (with `-s`'s globals taken out of it) and the
//! script's name; then the `-r` libraries.
//!
//! Invariants: a failure here has already been reported (as an uncaught exception, or as
//! CRuby's "NAME: MESSAGE (CLASS)" line) when `Err(status)` comes back; the status is the
//! process's exit status.

use corundum_vm::core::command_line::{apply, Switches};
use corundum_vm::core::encoding::EncodingId;
use corundum_vm::symbol::intern;
use corundum_vm::vm::Unwind;
use corundum_vm::Vm;

use crate::switches::Settings;

/// Reports an exception raised while setting up (exit status 1 as for the program's own).
fn report(vm: &mut Vm, u: Unwind) -> i32 {
    match u {
        Unwind::Raise(e) => vm.report_exception(e),
        _ => 1,
    }
}

/// Everything before the `-r` libraries (see the module comment). `args` are the words after
/// the script; `script_name` is `$0`.
pub fn prepare(
    vm: &mut Vm,
    settings: &Settings,
    external: Option<EncodingId>,
    internal: Option<EncodingId>,
    mut args: Vec<Vec<u8>>,
    script_name: &str,
) -> Result<(), i32> {
    for dir in &settings.load_path {
        vm.add_load_path(&String::from_utf8_lossy(dir));
    }
    if let Some(list) = std::env::var_os("RUBYLIB") {
        use std::os::unix::ffi::OsStrExt;
        for dir in list.as_bytes().split(|&b| b == b':').filter(|d| !d.is_empty()) {
            vm.add_load_path(&String::from_utf8_lossy(dir));
        }
    }
    vm.add_cruby_library_dirs();
    let categories = corundum_vm::core::warning::CATEGORIES;
    let switches = Switches {
        verbosity: settings.verbosity,
        debug: settings.debug,
        categories: (0..categories.len()).filter(|i| settings.warn.was_given(1 << i)).map(|i| (categories[i], settings.warn.is_set(1 << i))).collect(),
        loop_mode: settings.loop_mode,
        print_mode: settings.print_mode,
        line_mode: settings.line_mode,
        split_mode: settings.split_mode,
        record_separator: settings.record_separator.clone(),
        output_record_separator: settings.output_record_separator.clone(),
        field_separator: settings.field_separator.clone(),
        inplace: settings.inplace.clone(),
        external_encoding: external,
        internal_encoding: internal,
    };
    vm.set_script_name(script_name);
    apply(vm, &switches).map_err(|u| report(vm, u))?;
    let globals = if settings.sflag { take_switch_globals(&mut args) } else { Ok(Vec::new()) };
    let globals = globals.map_err(|message| {
        let mut line = settings.progname.clone();
        line.extend_from_slice(b": ");
        line.extend_from_slice(&message);
        line.extend_from_slice(b" (NameError)\n");
        crate::switches::write_stderr(&line);
        1
    })?;
    set_argv(vm, args);
    for (name, value) in globals {
        let v = match value {
            Some(text) => vm.new_string(text),
            None => corundum_vm::value::Value::TRUE,
        };
        vm.temp_roots.push(v);
        let r = vm.gvar_set(intern(&String::from_utf8_lossy(&name)), v);
        vm.temp_roots.pop();
        r.map_err(|u| report(vm, u))?;
    }
    Ok(())
}

/// `ARGV` (the Array the VM made at boot) holds frozen Strings of the words, in the locale's
/// encoding (UTF-8), valid or not.
fn set_argv(vm: &mut Vm, args: Vec<Vec<u8>>) {
    use corundum_vm::object;
    let object_class = vm.core.object;
    let Ok(argv) = vm.const_get_from(object_class, intern("ARGV")) else { return };
    if !object::is_type(argv, object::ObjType::Array) {
        return;
    }
    for a in args {
        let s = vm.new_string(a);
        vm.freeze(s);
        object::as_array_mut(argv).items.push(s);
        object::write_barrier(argv, s);
    }
}

/// `-s`: the leading `-name[=value]` words of `args` (up to a "--", which goes too) become
/// globals `$name` (a hyphen in the name read as `_`; true without a value) and leave ARGV.
/// Err with CRuby's NameError message for a name that is not one.
fn take_switch_globals(args: &mut Vec<Vec<u8>>) -> Result<Vec<(Vec<u8>, Option<Vec<u8>>)>, Vec<u8>> {
    let mut globals = Vec::new();
    let mut taken = 0;
    for arg in args.iter() {
        if arg.first() != Some(&b'-') {
            break;
        }
        taken += 1;
        if arg == b"--" {
            break;
        }
        let body = &arg[1..];
        let (name, value) = match body.iter().position(|&b| b == b'=') {
            Some(eq) => (&body[..eq], Some(body[eq + 1..].to_vec())),
            None => (body, None),
        };
        if !name.iter().all(|&b| b == b'_' || b == b'-' || b.is_ascii_alphanumeric()) {
            let mut message = b"invalid name for global variable - -".to_vec();
            message.extend_from_slice(name);
            return Err(message);
        }
        let mut global = b"$".to_vec();
        global.extend(name.iter().map(|&b| if b == b'-' { b'_' } else { b }));
        globals.push((global, value));
    }
    args.drain(..taken);
    Ok(globals)
}

/// The `-r` libraries, in order, as `require` calls from the top level (a failure is reported
/// as the program's uncaught exception would be).
pub fn require_libraries(vm: &mut Vm, libraries: &[Vec<u8>]) -> Result<(), i32> {
    for lib in libraries {
        vm.set_stack_base();
        let feature = vm.new_string(lib.clone());
        vm.freeze(feature);
        vm.temp_roots.push(feature);
        let main = vm.main_obj;
        let r = vm.call_method(main, intern("require"), &[feature], None);
        vm.temp_roots.pop();
        r.map_err(|u| report(vm, u))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::take_switch_globals;

    fn words(list: &[&str]) -> Vec<Vec<u8>> {
        list.iter().map(|w| w.as_bytes().to_vec()).collect()
    }

    #[test]
    fn switch_globals() {
        let mut args = words(&["-abc", "-def=foo", "-ghi-jkl", "--", "-xyz"]);
        let globals = take_switch_globals(&mut args).unwrap();
        assert_eq!(args, words(&["-xyz"]));
        assert_eq!(globals[0], (b"$abc".to_vec(), None));
        assert_eq!(globals[1], (b"$def".to_vec(), Some(b"foo".to_vec())));
        assert_eq!(globals[2], (b"$ghi_jkl".to_vec(), None));
        let mut args = words(&["-#=foo"]);
        assert_eq!(take_switch_globals(&mut args).unwrap_err(), b"invalid name for global variable - -#");
        let mut args = words(&["file", "-x"]);
        assert!(take_switch_globals(&mut args).unwrap().is_empty());
        assert_eq!(args.len(), 2);
    }
}
