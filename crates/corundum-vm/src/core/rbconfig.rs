//! RbConfig, defined by `require "rbconfig"`, and at boot an autoload of "rbconfig" on Object
//! (CRuby defines it at boot, RubyGems requiring it; the autoload makes it there when first
//! named and costs nothing at startup; `Object.autoload?(:RbConfig)` answers "rbconfig" until
//! then, where CRuby answers nil): `MAKEFILE_CONFIG` (the settings, some written in terms of
//! others as `$(name)`), `CONFIG` (the same with every reference expanded), `TOPDIR` (nil, as
//! for a CRuby that is not installed), `DESTDIR`, `RbConfig.ruby` (the running executable), `RbConfig.expand` and
//! `RbConfig.fire_update!`.
//!
//! Invariants:
//! - The keys are those of CRuby's CONFIG that describe something Corundum has: its version
//!   and the Ruby version it follows, the executable's name and place, the platform, the
//!   directories (see below), the platform's file extensions and environment variable names,
//!   and the features it lacks said plainly (`YJIT_SUPPORT` "no", `ENABLE_SHARED` "no",
//!   `configure_args` empty, `modular_gc_dir` empty). There are no C compiler or header keys
//!   (CC, CFLAGS, rubyhdrdir, ...): Corundum builds and loads no C extensions, so code that
//!   needs them finds them missing rather than a toolchain that cannot work.
//! - Directories: `rubylibdir` is the CRuby library directory `require` reads the standard
//!   library from (`vm::cruby_dirs`, the first of the load path's library directories),
//!   or Corundum's own when there is none. Everything else lies under Corundum's own prefix
//!   (the executable's directory's parent; `rubylibprefix` is PREFIX/lib/corundum, apart from
//!   any CRuby's): the site and vendor directories, and the architecture directories, which
//!   Corundum never loads from (its native libraries are built in). None need exist.
//! - CONFIG's values are new unfrozen Strings (programs and `expand` change them in place).

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

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

/// What the settings are made of.
struct Facts {
    prefix: String,
    bindir: String,
    install_name: String,
    /// The CRuby library directory `require` reads the standard library from, if any.
    rubylibdir: Option<String>,
}

fn facts(vm: &Vm) -> Facts {
    let exe = executable();
    let bindir = exe.parent().map(|p| p.to_string_lossy().into_owned()).unwrap_or_else(|| ".".into());
    let install_name = exe.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "corundum".into());
    let prefix = exe.parent().and_then(|p| p.parent()).map(|p| p.to_string_lossy().into_owned()).unwrap_or_else(|| bindir.clone());
    let rubylibdir = crate::vm::cruby_dirs::library_dirs(vm.options.stdlib_dirs.as_deref()).first().map(|d| d.to_string_lossy().into_owned());
    Facts { prefix, bindir, install_name, rubylibdir }
}

/// The platform's vendor as Rust names it ("pc", "apple", "unknown").
fn target_vendor() -> &'static str {
    if cfg!(target_vendor = "apple") {
        "apple"
    } else if cfg!(target_vendor = "pc") {
        "pc"
    } else {
        "unknown"
    }
}

/// MAKEFILE_CONFIG's settings in CRuby's order, as (key, value with `$(name)` references).
fn settings(f: &Facts) -> Vec<(&'static str, String)> {
    let cpu = std::env::consts::ARCH;
    let os = std::env::consts::OS;
    let vendor = target_vendor();
    let macos = os == "macos";
    let (uni_major, uni_minor, uni_micro) = unicode_normalization::UNICODE_VERSION;
    let (seg_major, seg_minor, _) = unicode_segmentation::UNICODE_VERSION;
    let prefix_bin = format!("{}/bin", f.prefix);
    let bindir = if f.bindir == prefix_bin { "$(exec_prefix)/bin".to_string() } else { f.bindir.clone() };
    let s = |v: &str| v.to_string();
    vec![
        ("DESTDIR", s("")),
        ("MAJOR", s("4")),
        ("MINOR", s("0")),
        ("TEENY", s("0")),
        ("PATCHLEVEL", s("0")),
        ("EXEEXT", s("")),
        ("EXECUTABLE_EXTS", s("")),
        ("prefix", f.prefix.clone()),
        ("ruby_install_name", f.install_name.clone()),
        ("RUBY_INSTALL_NAME", f.install_name.clone()),
        ("RUBYW_INSTALL_NAME", s("")),
        ("rubyw_install_name", s("")),
        ("configure_args", s("")),
        ("vendorarchdir", s("$(vendorlibdir)/$(sitearch)")),
        ("vendorlibdir", s("$(vendordir)/$(ruby_version)")),
        ("vendordir", s("$(rubylibprefix)/vendor_ruby")),
        ("sitearchdir", s("$(sitelibdir)/$(sitearch)")),
        ("sitelibdir", s("$(sitedir)/$(ruby_version)")),
        ("sitedir", s("$(rubylibprefix)/site_ruby")),
        ("rubyarchdir", s("$(rubylibprefix)/$(ruby_version)/$(arch)")),
        ("rubylibdir", f.rubylibdir.clone().unwrap_or_else(|| s("$(rubylibprefix)/$(ruby_version)"))),
        ("ruby_version", s("4.0.0")),
        ("sitearch", s("$(arch)")),
        ("arch", format!("{cpu}-{os}")),
        ("RUBY_EXEC_PREFIX", f.prefix.clone()),
        ("ridir", s("$(datarootdir)/ri")),
        ("rubysitearchprefix", s("$(rubylibprefix)/$(sitearch)")),
        ("rubyarchprefix", s("$(rubylibprefix)/$(arch)")),
        ("ENABLE_SHARED", s("no")),
        ("libdirname", s("libdir")),
        ("YJIT_SUPPORT", s("no")),
        ("ZJIT_SUPPORT", s("no")),
        ("modular_gc_dir", s("")),
        ("CROSS_COMPILING", s("no")),
        ("rubylibprefix", s("$(libdir)/$(RUBY_BASE_NAME)")),
        ("SOEXT", s(if macos { "dylib" } else { "so" })),
        ("PRELOADENV", s(if macos { "DYLD_INSERT_LIBRARIES" } else { "LD_PRELOAD" })),
        ("LIBPATHENV", s(if macos { "DYLD_LIBRARY_PATH" } else { "LD_LIBRARY_PATH" })),
        ("LIBEXT", s("a")),
        ("DLEXT", s(if macos { "bundle" } else { "so" })),
        ("target_os", s(os)),
        ("target_vendor", s(vendor)),
        ("target_cpu", s(cpu)),
        ("target", format!("{cpu}-{vendor}-{os}")),
        ("host_os", s(os)),
        ("host_vendor", s(vendor)),
        ("host_cpu", s(cpu)),
        ("host", format!("{cpu}-{vendor}-{os}")),
        ("build_os", s(os)),
        ("build_vendor", s(vendor)),
        ("build_cpu", s(cpu)),
        ("build", format!("{cpu}-{vendor}-{os}")),
        ("RUBY_VERSION_NAME", s("$(RUBY_BASE_NAME)-$(ruby_version)")),
        ("RUBY_BASE_NAME", s("corundum")),
        ("RUBY_PROGRAM_VERSION", s("4.0.0")),
        ("RUBY_API_VERSION", s("$(MAJOR).$(MINOR)")),
        ("mandir", s("$(datarootdir)/man")),
        ("libdir", s("$(exec_prefix)/lib")),
        ("docdir", s("$(datarootdir)/doc/$(PACKAGE)")),
        ("PACKAGE", s("corundum")),
        ("localstatedir", s("$(prefix)/var")),
        ("sysconfdir", s("$(prefix)/etc")),
        ("datadir", s("$(datarootdir)")),
        ("datarootdir", s("$(prefix)/share")),
        ("libexecdir", s("$(exec_prefix)/libexec")),
        ("bindir", bindir),
        ("exec_prefix", s("$(prefix)")),
        ("PATH_SEPARATOR", s(":")),
        ("UNICODE_VERSION", format!("{uni_major}.{uni_minor}.{uni_micro}")),
        ("UNICODE_EMOJI_VERSION", format!("{seg_major}.{seg_minor}")),
        ("platform", s("$(arch)")),
        ("archdir", s("$(rubyarchdir)")),
        ("topdir", s("$(archdir)")),
    ]
}

/// One `$` form in a setting: `$$`, or a reference `$(name)`/`${name}`, possibly with a
/// substitution `$(name:from=to)` (words of the value ending in `from` end in `to` instead).
enum Token<'a> {
    Dollar,
    Reference { name: &'a str, substitution: Option<(&'a str, &'a str)> },
}

/// The next `$` form of `text`: where it starts and ends, and what it is. A `$` that starts
/// none (`$x`, `$(a:b)` without `=`, an unclosed `$(`) is not one.
fn next_token(text: &str) -> Option<(usize, usize, Token<'_>)> {
    let mut from = 0;
    while let Some(at) = text[from..].find('$').map(|i| i + from) {
        let after = &text[at + 1..];
        let close = match after.chars().next() {
            Some('$') => return Some((at, at + 2, Token::Dollar)),
            Some('(') => ')',
            Some('{') => '}',
            _ => {
                from = at + 1;
                continue;
            }
        };
        let open = if close == ')' { '(' } else { '{' };
        let body = &after[1..];
        match body.find([open, close]) {
            Some(end) if body[end..].starts_with(close) && end > 0 => {
                let inner = &body[..end];
                let reference = match inner.split_once(':') {
                    None => Some(Token::Reference { name: inner, substitution: None }),
                    Some((name, sub)) => sub.split_once('=').map(|(pat, to)| Token::Reference { name, substitution: Some((pat, to)) }),
                };
                if let Some(t) = reference {
                    return Some((at, at + 2 + end + 1, t));
                }
            }
            _ => {}
        }
        from = at + 1;
    }
    None
}

/// `value` with each word ending in `pat` (followed by whitespace or the end) ending in `to`.
fn substitute(value: &str, pat: &str, to: &str) -> String {
    if pat.is_empty() {
        return value.to_string();
    }
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    while let Some(i) = rest.find(pat) {
        let end = i + pat.len();
        let at_word_end = rest[end..].chars().next().is_none_or(char::is_whitespace);
        out.push_str(&rest[..i]);
        out.push_str(if at_word_end { to } else { pat });
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `text` with every reference replaced by the expanded setting `lookup` gives; one without a
/// setting, or one to a setting being expanded (`seen`), stays as it is.
fn expand_text(text: &str, lookup: &dyn Fn(&str) -> Option<String>, seen: &mut Vec<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((start, end, token)) = next_token(rest) {
        out.push_str(&rest[..start]);
        match token {
            Token::Dollar => out.push('$'),
            Token::Reference { name, substitution } => match lookup(name) {
                Some(value) if !seen.iter().any(|s| s == name) => {
                    seen.push(name.to_string());
                    let value = expand_text(&value, lookup, seen);
                    seen.pop();
                    match substitution {
                        Some((pat, to)) => out.push_str(&substitute(&value, pat, to)),
                        None => out.push_str(&value),
                    }
                }
                _ => out.push_str(&rest[start..end]),
            },
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Defines RbConfig (once); true when this call defined it, as `require` answers.
pub fn require_rbconfig(vm: &mut Vm) -> VmResult<bool> {
    let object = vm.core.object;
    if vm.const_get_from(object, intern("RbConfig")).is_ok() {
        return Ok(false);
    }
    let f = facts(vm);
    let raw = settings(&f);
    let lookup = |name: &str| raw.iter().find(|(k, _)| *k == name).map(|(_, v)| v.clone());
    let expanded: Vec<(&str, String)> = raw.iter().map(|(k, v)| (*k, expand_text(v, &lookup, &mut vec![k.to_string()]))).collect();
    let makefile_config = vm.new_hash();
    vm.temp_roots.push(makefile_config);
    let config = vm.new_hash();
    vm.temp_roots.push(config);
    let r = (|| -> VmResult<()> {
        for (hash, list) in [(makefile_config, &raw), (config, &expanded)] {
            for (k, v) in list.iter() {
                let k = vm.new_str(k);
                vm.freeze(k);
                vm.temp_roots.push(k);
                let v = vm.new_str(v);
                let r = vm.hash_set(hash, k, v);
                vm.temp_roots.pop();
                r?;
            }
        }
        Ok(())
    })();
    let m = crate::core::define_module(vm, "RbConfig");
    vm.const_set(m, intern("MAKEFILE_CONFIG"), makefile_config);
    vm.const_set(m, intern("CONFIG"), config);
    vm.temp_roots.truncate(vm.temp_roots.len() - 2);
    r?;
    // nil: "not installed" (CRuby's value in a build directory); Corundum has no installed
    // layout, its directory settings name places that need not exist.
    vm.const_set(m, intern("TOPDIR"), Value::NIL);
    let destdir = vm.new_str("");
    vm.const_set(m, intern("DESTDIR"), destdir);
    vm.define_singleton_builtin(m, "ruby", 0, |vm, _r, _a| Ok(vm.new_str(&executable().to_string_lossy())));
    vm.define_singleton_builtin(m, "expand", -1, rb_expand);
    vm.define_singleton_builtin(m, "fire_update!", -1, rb_fire_update);
    Ok(true)
}

/// `RbConfig::CONFIG`, or the `config` argument.
fn config_arg(vm: &mut Vm, args: &Args, at: usize, name: &str) -> VmResult {
    if args.len() > at {
        return Ok(args.get(at));
    }
    let m = vm.const_get_from(vm.core.object, intern("RbConfig"))?;
    vm.const_get_from(m, intern(name))
}

/// `config[name]` as a String, when it is one.
fn setting(vm: &mut Vm, config: Value, name: &str) -> VmResult<Option<String>> {
    let key = vm.new_str(name);
    vm.temp_roots.push(key);
    let v = vm.call_method(config, intern("[]"), &[key], None);
    vm.temp_roots.pop();
    let v = v?;
    Ok(obj::is_type(v, ObjType::String).then(|| String::from_utf8_lossy(&obj::as_string(v).bytes).into_owned()))
}

/// The names `text` refers to.
fn references(text: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some((_, end, token)) = next_token(rest) {
        if let Token::Reference { name, .. } = token {
            names.push(name);
        }
        rest = &rest[end..];
    }
    names
}

/// Expands String `val` in place against `config` as CRuby's RbConfig.expand does: each
/// setting it refers to is first expanded in place itself (and stored back), with the entry
/// set to false meanwhile, so a setting that refers to itself stays unexpanded.
fn expand_in_place(vm: &mut Vm, config: Value, val: Value) -> VmResult<()> {
    let text = String::from_utf8_lossy(&obj::as_string(val).bytes).into_owned();
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some((start, end, token)) = next_token(rest) {
        out.push_str(&rest[..start]);
        match token {
            Token::Dollar => out.push('$'),
            Token::Reference { name, substitution } => {
                let key = vm.new_str(name);
                vm.temp_roots.push(key);
                let r = (|| -> VmResult<Option<String>> {
                    let v = vm.call_method(config, intern("[]"), &[key], None)?;
                    if !obj::is_type(v, ObjType::String) {
                        return Ok(None);
                    }
                    vm.temp_roots.push(v);
                    let r = (|| -> VmResult<()> {
                        vm.call_method(config, intern("[]="), &[key, Value::FALSE], None)?;
                        expand_in_place(vm, config, v)?;
                        vm.call_method(config, intern("[]="), &[key, v], None)?;
                        Ok(())
                    })();
                    vm.temp_roots.pop();
                    r?;
                    Ok(Some(String::from_utf8_lossy(&obj::as_string(v).bytes).into_owned()))
                })();
                vm.temp_roots.pop();
                match r? {
                    Some(value) => match substitution {
                        Some((pat, to)) => out.push_str(&substitute(&value, pat, to)),
                        None => out.push_str(&value),
                    },
                    None => out.push_str(&rest[start..end]),
                }
            }
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    if out != text {
        let s = vm.new_str(&out);
        vm.temp_roots.push(s);
        let r = vm.call_method(val, intern("replace"), &[s], None);
        vm.temp_roots.pop();
        r?;
    }
    Ok(())
}

/// `RbConfig.expand(val, config = CONFIG)`: `val` with its references expanded, in place.
fn rb_expand(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let val = vm.expect_string(args.get(0))?;
    let config = config_arg(vm, args, 1, "CONFIG")?;
    expand_in_place(vm, config, val)?;
    Ok(val)
}

/// `RbConfig.fire_update!(key, val, mkconf = MAKEFILE_CONFIG, conf = CONFIG)`: sets `key` in
/// `mkconf`, then recomputes in `conf` that setting and every one that refers to it, directly
/// or not; the keys recomputed (nil when `val` was already the value).
fn rb_fire_update(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(4))?;
    let (key, val) = (args.get(0), args.get(1));
    let mkconf = config_arg(vm, args, 2, "MAKEFILE_CONFIG")?;
    let conf = config_arg(vm, args, 3, "CONFIG")?;
    let current = vm.call_method(mkconf, intern("[]"), &[key], None)?;
    if vm.values_eq(current, val)? {
        return Ok(Value::NIL);
    }
    vm.call_method(mkconf, intern("[]="), &[key, val], None)?;
    let key_name = String::from_utf8_lossy(&obj::as_string(vm.expect_string(key)?).bytes).into_owned();
    let keys = vm.call_method(mkconf, intern("keys"), &[], None)?;
    vm.temp_roots.push(keys);
    let r = (|| -> VmResult {
        let names: Vec<String> = obj::as_array(keys)
            .items
            .iter()
            .filter(|k| obj::is_type(**k, ObjType::String))
            .map(|k| String::from_utf8_lossy(&obj::as_string(*k).bytes).into_owned())
            .collect();
        let mut values = Vec::with_capacity(names.len());
        for n in &names {
            values.push(setting(vm, mkconf, n)?.unwrap_or_default());
        }
        // The keys that depend on `key`, in waves as CRuby finds them.
        let mut deps = vec![key_name.clone()];
        let mut wave = vec![key_name];
        while !wave.is_empty() {
            let next: Vec<String> = names
                .iter()
                .zip(&values)
                .filter(|(n, v)| !deps.contains(n) && references(v).iter().any(|r| wave.iter().any(|w| w == r)))
                .map(|(n, _)| n.clone())
                .collect();
            deps.extend(next.iter().cloned());
            wave = next;
        }
        // As CRuby: each recomputed setting is a copy of MAKEFILE_CONFIG's, then expanded
        // against CONFIG (the default `config` of `expand`).
        let global = config_arg(vm, &Args::from_slice(&[], None), 0, "CONFIG")?;
        let mut out = Vec::with_capacity(deps.len());
        for d in &deps {
            let raw = setting(vm, mkconf, d)?.unwrap_or_default();
            let k = vm.new_str(d);
            vm.temp_roots.push(k);
            let v = vm.new_str(&raw);
            vm.temp_roots.push(v);
            let r = vm.call_method(conf, intern("[]="), &[k, v], None);
            vm.temp_roots.truncate(vm.temp_roots.len() - 2);
            r?;
            out.push(d.clone());
        }
        for d in &deps {
            let k = vm.new_str(d);
            vm.temp_roots.push(k);
            let v = vm.call_method(conf, intern("[]"), &[k], None);
            vm.temp_roots.pop();
            let v = v?;
            if obj::is_type(v, ObjType::String) {
                vm.temp_roots.push(v);
                let r = expand_in_place(vm, global, v);
                vm.temp_roots.pop();
                r?;
            }
        }
        let list = vm.new_array(Vec::new());
        vm.temp_roots.push(list);
        for d in &out {
            let s = vm.new_str(d);
            obj::as_array_mut(list).items.push(s);
            obj::write_barrier(list, s);
        }
        vm.temp_roots.pop();
        Ok(list)
    })();
    vm.temp_roots.pop();
    r
}

#[cfg(test)]
mod tests {
    use super::{expand_text, references};

    #[test]
    fn expands_references_recursively() {
        let table = [("prefix", "/p"), ("libdir", "$(prefix)/lib"), ("x", "${libdir}/x $$HOME"), ("loop", "$(loop)"), ("objs", "a.c b.c")];
        let lookup = |n: &str| table.iter().find(|(k, _)| *k == n).map(|(_, v)| v.to_string());
        assert_eq!(expand_text("$(x)", &lookup, &mut Vec::new()), "/p/lib/x $HOME");
        assert_eq!(expand_text("$(nope)/y", &lookup, &mut Vec::new()), "$(nope)/y");
        assert_eq!(expand_text("$(loop)", &lookup, &mut Vec::new()), "$(loop)");
        assert_eq!(expand_text("$(objs:.c=.o)", &lookup, &mut Vec::new()), "a.o b.o");
        assert_eq!(expand_text("$(unclosed", &lookup, &mut Vec::new()), "$(unclosed");
        assert_eq!(references("$(a)/${b:x=y} $$c $(d"), vec!["a", "b"]);
    }
}
