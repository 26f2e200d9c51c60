//! ENV: the hash-like object over the process environment. Every method reads or changes the
//! real environment of the process (`std::env`, whose `set_var`/`remove_var` are safe in this
//! workspace's 2021 edition), so spawned children see it without further work.
//!
//! Invariants:
//! - The environment itself is the only store: nothing is cached, so a change made by any
//!   method (or by a child-spawning helper) is what the next read sees.
//! - Values handed to Ruby are new frozen Strings in the locale encoding (UTF-8 here), names too
//!   when they come from a walk (`keys`, `each`); ENV never returns a String it keeps.
//! - A name is a String (or answers `to_str`: TypeError "no implicit conversion of X into String"
//!   otherwise) without NUL bytes (ArgumentError); setting an empty name or one holding "=" is
//!   Errno::EINVAL, reading one is nil, as in CRuby (the OS cannot store such names).
//! - Walks that call blocks work on a snapshot taken before the first call, so a block that
//!   changes ENV never invalidates the walk (CRuby's behaviour too).
//! - The VM runs on one thread; nothing else reads or writes the environment while it runs.

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::{OsStrExt, OsStringExt};

use crate::core::enumerable::{block_or_enum, rooted};
use crate::core::io::errno::errno_error;
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Block, Vm, VmResult};

/// Every variable, in the order the OS keeps them.
pub fn snapshot() -> Vec<(Vec<u8>, Vec<u8>)> {
    std::env::vars_os().map(|(k, v)| (k.into_vec(), v.into_vec())).collect()
}

/// The value of variable `name` (None for a name the OS cannot hold).
pub fn getenv(name: &[u8]) -> Option<Vec<u8>> {
    if name.is_empty() || name.contains(&b'=') || name.contains(&0) {
        return None;
    }
    std::env::var_os(OsStr::from_bytes(name)).map(OsString::into_vec)
}

/// Sets (Some) or removes (None) variable `name`, raising CRuby's errors for names and values
/// the OS cannot hold.
pub fn setenv(vm: &mut Vm, name: &[u8], value: Option<&[u8]>) -> VmResult<()> {
    if name.is_empty() || name.contains(&b'=') {
        let Some(_) = value else { return Ok(()) };
        let shown = format!("setenv({})", String::from_utf8_lossy(name));
        return Err(errno_error(vm, libc::EINVAL, "", &shown));
    }
    match value {
        Some(v) => {
            if v.contains(&0) {
                return Err(vm.arg_error("bad environment variable value: contains null byte"));
            }
            std::env::set_var(OsStr::from_bytes(name), OsStr::from_bytes(v));
        }
        None => std::env::remove_var(OsStr::from_bytes(name)),
    }
    Ok(())
}

/// A name argument: a String without NUL bytes.
pub fn name_arg(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    let s = vm.expect_string(v)?;
    let b = obj::as_string(s).bytes.to_vec();
    if b.contains(&0) {
        return Err(vm.arg_error("bad environment variable name: contains null byte"));
    }
    Ok(b)
}

/// A value argument: a String (NUL bytes are refused when it is stored).
fn value_arg(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    let s = vm.expect_string(v)?;
    Ok(obj::as_string(s).bytes.to_vec())
}

/// A new frozen String for bytes from the environment.
pub fn env_str(vm: &mut Vm, bytes: Vec<u8>) -> Value {
    let s = vm.new_string(bytes);
    vm.freeze(s);
    s
}

fn pair(vm: &mut Vm, k: Vec<u8>, v: Vec<u8>) -> Value {
    let k = env_str(vm, k);
    vm.temp_roots.push(k);
    let v = env_str(vm, v);
    vm.temp_roots.pop();
    vm.new_array(vec![k, v])
}

/// The environment as a new Hash.
fn to_hash(vm: &mut Vm) -> VmResult {
    let h = vm.new_hash();
    rooted(vm, &[h], |vm| {
        for (k, v) in snapshot() {
            let k = env_str(vm, k);
            vm.temp_roots.push(k);
            let v = env_str(vm, v);
            vm.temp_roots.pop();
            vm.hash_set(h, k, v)?;
        }
        Ok(h)
    })
}

/// Yields `[name, value]` for each variable of a snapshot, as CRuby's `rb_yield(assoc)`;
/// `each` gets the pair and the block's result.
fn walk(vm: &mut Vm, block: &Block, mut each: impl FnMut(&mut Vm, &[u8], &[u8], Value) -> VmResult<()>) -> VmResult<()> {
    for (k, v) in snapshot() {
        let p = pair(vm, k.clone(), v.clone());
        vm.temp_roots.push(p);
        let r = vm.yield_block(block, &[p]);
        vm.temp_roots.pop();
        each(vm, &k, &v, r?)?;
    }
    Ok(())
}

fn env_aref(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let name = name_arg(vm, args.get(0))?;
    Ok(match getenv(&name) {
        Some(v) => env_str(vm, v),
        None => Value::NIL,
    })
}

/// `fetch(name)`, `fetch(name, default)`, `fetch(name) { |name| }`.
fn env_fetch(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    if args.len() == 2 && args.block.is_some() && !vm.gvar_get(intern("$VERBOSE")).is_nil() {
        let msg = format!("{}:{}: warning: block supersedes default value argument\n", vm.current_path(), vm.current_line());
        crate::core::io::write::write_to(vm, 2, msg.as_bytes())?;
    }
    let name = name_arg(vm, args.get(0))?;
    if let Some(v) = getenv(&name) {
        return Ok(env_str(vm, v));
    }
    if let Some(b) = &args.block {
        return vm.yield_block(b, &[args.get(0)]);
    }
    if args.len() == 2 {
        return Ok(args.get(1));
    }
    let key = args.get(0);
    let shown = vm.inspect_str(key)?;
    let e = vm.make_error(vm.core.key_error, &format!("key not found: {shown}"));
    if let crate::vm::Unwind::Raise(exc) = &e {
        let exc = *exc;
        rooted(vm, &[exc], |vm| {
            let env = vm.const_get_from(vm.core.object, intern("ENV")).unwrap_or(Value::NIL);
            vm.ivar_set(exc, crate::symbol::sym::RECEIVER, env)?;
            vm.ivar_set(exc, crate::symbol::sym::KEY, key)
        })?;
    }
    Err(e)
}

fn env_aset(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let name = name_arg(vm, args.get(0))?;
    let v = args.get(1);
    if v.is_nil() {
        setenv(vm, &name, None)?;
        return Ok(Value::NIL);
    }
    let value = value_arg(vm, v)?;
    setenv(vm, &name, Some(&value))?;
    Ok(v)
}

/// `delete(name)`: the old value, or the block's value (or nil) when there was none.
fn env_delete(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let name = name_arg(vm, args.get(0))?;
    match getenv(&name) {
        Some(old) => {
            setenv(vm, &name, None)?;
            Ok(env_str(vm, old))
        }
        None => match &args.block {
            Some(b) => vm.yield_block(b, &[args.get(0)]),
            None => Ok(Value::NIL),
        },
    }
}

fn env_key_p(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let name = name_arg(vm, args.get(0))?;
    Ok(Value::bool(getenv(&name).is_some()))
}

/// A value argument for the value searches: a String or what `to_str` gives; None when it has
/// no `to_str` (CRuby answers nil then).
fn value_probe(vm: &mut Vm, v: Value) -> VmResult<Option<Vec<u8>>> {
    Ok(vm.check_string(v)?.map(|s| obj::as_string(s).bytes.to_vec()))
}

fn env_value_p(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let Some(want) = value_probe(vm, args.get(0))? else { return Ok(Value::NIL) };
    Ok(Value::bool(snapshot().iter().any(|(_, v)| *v == want)))
}

fn env_key(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let want = value_arg(vm, args.get(0))?;
    match snapshot().into_iter().find(|(_, v)| *v == want) {
        Some((k, _)) => Ok(env_str(vm, k)),
        None => Ok(Value::NIL),
    }
}

fn env_assoc(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let name = name_arg(vm, args.get(0))?;
    match getenv(&name) {
        Some(v) => Ok(pair(vm, name, v)),
        None => Ok(Value::NIL),
    }
}

fn env_rassoc(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let Some(want) = value_probe(vm, args.get(0))? else { return Ok(Value::NIL) };
    match snapshot().into_iter().find(|(_, v)| *v == want) {
        Some((k, v)) => Ok(pair(vm, k, v)),
        None => Ok(Value::NIL),
    }
}

/// Strings for the names (`keys`) or values (`values`) of a snapshot.
fn strings(vm: &mut Vm, names: bool) -> Value {
    let mark = vm.temp_roots.len();
    for (k, v) in snapshot() {
        let s = env_str(vm, if names { k } else { v });
        vm.temp_roots.push(s);
    }
    array_from_roots(vm, mark)
}

/// A new Array of the Values pushed to `temp_roots` since `mark` (which it pops).
fn array_from_roots(vm: &mut Vm, mark: usize) -> Value {
    let items = vm.temp_roots[mark..].to_vec();
    let a = vm.new_array(items);
    vm.temp_roots.truncate(mark);
    a
}

fn env_keys(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(strings(vm, true))
}

fn env_values(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(strings(vm, false))
}

fn env_to_a(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let mark = vm.temp_roots.len();
    for (k, v) in snapshot() {
        let p = pair(vm, k, v);
        vm.temp_roots.push(p);
    }
    Ok(array_from_roots(vm, mark))
}

/// The name this builtin was called by (an alias's own name), for the Enumerator it returns
/// without a block.
fn called_name(vm: &Vm, default: &str) -> String {
    match vm.frames.last() {
        Some(f) if f.kind == crate::vm::frame::FrameKind::Cfunc => f.me.as_ref().map(|m| m.name.name().to_string()).unwrap_or_else(|| default.to_string()),
        _ => default.to_string(),
    }
}

fn env_each_pair(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = called_name(vm, "each_pair");
    let b = block_or_enum!(vm, recv, args, &name);
    walk(vm, &b, |_, _, _, _| Ok(()))?;
    Ok(recv)
}

/// `each_key`/`each_value`: yields one String per variable.
fn each_one(vm: &mut Vm, recv: Value, b: &Block, names: bool) -> VmResult {
    for (k, v) in snapshot() {
        let s = env_str(vm, if names { k } else { v });
        vm.temp_roots.push(s);
        let r = vm.yield_block(b, &[s]);
        vm.temp_roots.pop();
        r?;
    }
    Ok(recv)
}

fn env_each_key(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_key");
    each_one(vm, recv, &b, true)
}

fn env_each_value(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_value");
    each_one(vm, recv, &b, false)
}

/// `to_h`, and `to_h { |name, value| [k, v] }` (through Hash#to_h's block rules).
fn env_to_h(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let h = to_hash(vm)?;
    match &args.block {
        None => Ok(h),
        Some(b) => rooted(vm, &[h], |vm| vm.call_method(h, intern("to_h"), &[], Some(b.clone()))),
    }
}

fn env_to_hash(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    to_hash(vm)
}

/// `select`/`filter` (`keep` true) and `reject`: a new Hash of the pairs the block keeps.
fn filtered(vm: &mut Vm, b: &Block, keep: bool) -> VmResult {
    let h = vm.new_hash();
    rooted(vm, &[h], |vm| {
        walk(vm, b, |vm, k, v, r| {
            if r.truthy() == keep {
                let k = env_str(vm, k.to_vec());
                vm.temp_roots.push(k);
                let v = env_str(vm, v.to_vec());
                vm.temp_roots.pop();
                rooted(vm, &[k], |vm| vm.hash_set(h, k, v))?;
            }
            Ok(())
        })?;
        Ok(h)
    })
}

fn env_select(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = called_name(vm, "select");
    let b = block_or_enum!(vm, recv, args, &name);
    filtered(vm, &b, true)
}

fn env_reject(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reject");
    filtered(vm, &b, false)
}

/// Deletes the variables whose pair the block answers `delete_when` for; whether any went.
fn delete_where(vm: &mut Vm, b: &Block, delete_when: bool) -> VmResult<bool> {
    let mut any = false;
    walk(vm, b, |vm, k, _, r| {
        if r.truthy() == delete_when {
            setenv(vm, k, None)?;
            any = true;
        }
        Ok(())
    })?;
    Ok(any)
}

fn env_delete_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "delete_if");
    delete_where(vm, &b, true)?;
    Ok(recv)
}

fn env_keep_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "keep_if");
    delete_where(vm, &b, false)?;
    Ok(recv)
}

fn env_reject_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reject!");
    Ok(if delete_where(vm, &b, true)? { recv } else { Value::NIL })
}

fn env_select_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let name = called_name(vm, "select!");
    let b = block_or_enum!(vm, recv, args, &name);
    Ok(if delete_where(vm, &b, false)? { recv } else { Value::NIL })
}

/// `slice(*names)`: a Hash of the names that are set.
fn env_slice(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let h = vm.new_hash();
    rooted(vm, &[h], |vm| {
        for &n in args.as_slice() {
            let name = name_arg(vm, n)?;
            if let Some(v) = getenv(&name) {
                // The result's keys are the arguments themselves (CRuby keeps them).
                let v = env_str(vm, v);
                vm.hash_set(h, n, v)?;
            }
        }
        Ok(h)
    })
}

fn env_except(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let h = to_hash(vm)?;
    rooted(vm, &[h], |vm| {
        for &n in args.as_slice() {
            vm.hash_delete(h, n)?;
        }
        Ok(h)
    })
}

fn env_values_at(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let mark = vm.temp_roots.len();
    for &n in args.as_slice() {
        let name = match name_arg(vm, n) {
            Ok(name) => name,
            Err(e) => {
                vm.temp_roots.truncate(mark);
                return Err(e);
            }
        };
        let v = match getenv(&name) {
            Some(v) => env_str(vm, v),
            None => Value::NIL,
        };
        vm.temp_roots.push(v);
    }
    Ok(array_from_roots(vm, mark))
}

/// A Hash argument (`to_hash` conversion).
fn hash_arg(vm: &mut Vm, v: Value) -> VmResult {
    let h = vm.try_convert(v, crate::symbol::sym::TO_HASH, crate::core::is_hash, "Hash")?;
    if h.is_nil() {
        return Err(vm.conversion_error(v, "Hash"));
    }
    Ok(h)
}

/// The pairs of a Hash argument, all names checked first.
fn hash_pairs(vm: &mut Vm, v: Value) -> VmResult<Vec<(Vec<u8>, Value)>> {
    let h = hash_arg(vm, v)?;
    let mut out = Vec::new();
    for (k, val) in crate::core::hash::pairs(h) {
        let name = name_arg(vm, k)?;
        out.push((name, val));
    }
    Ok(out)
}

/// `update`/`merge!(*hashes) { |name, old, new| }`.
fn env_update(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    for &h in args.as_slice() {
        let h = hash_arg(vm, h)?;
        // The Hash holds its keys and values; it stays rooted while blocks run. Pairs are
        // stored one by one: those before a bad one stay stored, as in CRuby.
        let r = rooted(vm, &[h], |vm| {
            for (k, mut val) in crate::core::hash::pairs(h) {
                let name = name_arg(vm, k)?;
                if let (Some(b), Some(old)) = (&args.block, getenv(&name)) {
                    let old = env_str(vm, old);
                    val = rooted(vm, &[old], |vm| vm.yield_block(b, &[k, old, val]))?;
                }
                if val.is_nil() {
                    setenv(vm, &name, None)?;
                } else {
                    let bytes = value_arg(vm, val)?;
                    setenv(vm, &name, Some(&bytes))?;
                }
            }
            Ok(())
        });
        r?;
    }
    Ok(recv)
}

/// `replace(hash)`: the environment becomes exactly the Hash's pairs (all checked first).
fn env_replace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let pairs = hash_pairs(vm, args.get(0))?;
    let mut new = Vec::new();
    for (name, val) in pairs {
        let bytes = value_arg(vm, val)?;
        new.push((name, bytes));
    }
    for (k, _) in snapshot() {
        if !new.iter().any(|(n, _)| *n == k) {
            setenv(vm, &k, None)?;
        }
    }
    for (k, v) in new {
        setenv(vm, &k, Some(&v))?;
    }
    Ok(recv)
}

fn env_clear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    for (k, _) in snapshot() {
        setenv(vm, &k, None)?;
    }
    Ok(recv)
}

fn env_shift(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    match snapshot().into_iter().next() {
        Some((k, v)) => {
            setenv(vm, &k, None)?;
            Ok(pair(vm, k, v))
        }
        None => Ok(Value::NIL),
    }
}

fn env_invert(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let h = to_hash(vm)?;
    rooted(vm, &[h], |vm| vm.call_method(h, intern("invert"), &[], None))
}

fn env_empty(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(std::env::vars_os().next().is_none()))
}

fn env_size(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(std::env::vars_os().count() as i64))
}

fn env_inspect(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let h = to_hash(vm)?;
    rooted(vm, &[h], |vm| vm.inspect_value(h))
}

fn env_to_s(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_str("ENV"))
}

fn env_rehash(_vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(Value::NIL)
}

fn env_freeze(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Err(vm.type_error("cannot freeze ENV"))
}

fn env_dup(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Err(vm.type_error("Cannot dup ENV, use ENV.to_h to get a copy of ENV as a hash"))
}

fn env_clone(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(0))?;
    if let Some(kw) = args.kwargs() {
        for (k, v) in crate::core::hash::pairs(kw) {
            if k != Value::symbol(intern("freeze")) {
                let shown = vm.inspect_str(k)?;
                return Err(vm.arg_error(&format!("unknown keyword: {shown}")));
            }
            if !(v.is_nil() || v == Value::TRUE || v == Value::FALSE) {
                let shown = vm.inspect_str(v)?;
                return Err(vm.arg_error(&format!("unexpected value for freeze: {shown}")));
            }
        }
    }
    Err(vm.type_error("Cannot clone ENV, use ENV.to_h to get a copy of ENV as a hash"))
}

/// Creates ENV (an Object extended with Enumerable, its methods singleton methods).
pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let env = vm.new_object(object);
    vm.const_set(object, intern("ENV"), env);
    if let Ok(s) = vm.singleton_class(env) {
        let _ = vm.include_module(s, vm.core.enumerable);
    }
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("[]", 1, env_aref),
        ("fetch", -1, env_fetch),
        ("[]=", 2, env_aset),
        ("delete", 1, env_delete),
        ("key?", 1, env_key_p),
        ("value?", 1, env_value_p),
        ("key", 1, env_key),
        ("assoc", 1, env_assoc),
        ("rassoc", 1, env_rassoc),
        ("keys", 0, env_keys),
        ("values", 0, env_values),
        ("to_a", 0, env_to_a),
        ("each_pair", 0, env_each_pair),
        ("each_key", 0, env_each_key),
        ("each_value", 0, env_each_value),
        ("to_h", 0, env_to_h),
        ("to_hash", 0, env_to_hash),
        ("select", 0, env_select),
        ("reject", 0, env_reject),
        ("delete_if", 0, env_delete_if),
        ("keep_if", 0, env_keep_if),
        ("reject!", 0, env_reject_bang),
        ("select!", 0, env_select_bang),
        ("slice", -1, env_slice),
        ("except", -1, env_except),
        ("values_at", -1, env_values_at),
        ("update", -1, env_update),
        ("replace", 1, env_replace),
        ("clear", 0, env_clear),
        ("shift", 0, env_shift),
        ("invert", 0, env_invert),
        ("empty?", 0, env_empty),
        ("size", 0, env_size),
        ("inspect", 0, env_inspect),
        ("to_s", 0, env_to_s),
        ("rehash", 0, env_rehash),
        ("freeze", 0, env_freeze),
        ("dup", 0, env_dup),
        ("clone", -1, env_clone),
    ];
    for &(name, arity, f) in methods {
        vm.define_singleton_builtin(env, name, arity, f);
    }
    // Aliases, so that Method#== sees one method (as CRuby's rb_define_alias does).
    if let Ok(s) = vm.singleton_class(env) {
        for (new, old) in [
            ("store", "[]="),
            ("include?", "key?"),
            ("has_key?", "key?"),
            ("member?", "key?"),
            ("has_value?", "value?"),
            ("each", "each_pair"),
            ("filter", "select"),
            ("filter!", "select!"),
            ("merge!", "update"),
            ("length", "size"),
        ] {
            let _ = vm.alias_method(s, intern(new), intern(old));
        }
    }
}
