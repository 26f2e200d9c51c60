//! Hash: insertion-ordered, keys compared with `hash`/`eql?` (table in crate::hash). `lookup.rs`
//! holds `assoc`, `to_proc` and `deconstruct_keys`.
//!
//! Methods that only read pairs in order (map, min_by, sum, find, ...) come from Enumerable,
//! which walks the table directly and yields `[key, value]` arrays. This file holds lookup,
//! mutation and the Hash-returning methods, which yield key and value as two arguments.
//!
//! Invariants: mutators call `check_frozen` first; loops over entries re-check the length each
//! step and skip tombstones (`key == UNDEF`), since a block may delete keys.
//!
//! Iteration level (CRuby's iter_lev): every walk over a hash's entries that can run Ruby code
//! (a block, `==`, `===`, `hash`) runs inside [`iterating`], which raises the table's `iter_lev`
//! and lowers it on every exit (errors, `break` and `throw` are `Err`s and pass through it).
//! While it is positive, adding a new key raises RuntimeError "can't add a new key into hash
//! during iteration" (`Vm::hash_push`), and `rehash`, `replace`/`initialize_copy` and
//! `compare_by_identity` raise their own RuntimeErrors; updating an existing key, deleting,
//! `shift` and `clear` stay allowed, as in CRuby. `select`/`filter`/`reject` and
//! `transform_values` walk a copy (CRuby's hash_dup_with_compare_by_id), so their block may
//! change the receiver; `merge!`/`update` walk each argument and keep the receiver's level raised
//! while their block runs; `transform_keys!` walks a snapshot of the pairs, as CRuby does.

mod lookup;
mod ruby2_keywords;

use crate::core::enumerable::{self as en, block_or_enum, enumerator_for, rooted, Out};
use crate::object::{self as obj, ObjType};
use crate::symbol::sym;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

fn table(h: Value) -> &'static crate::hash::HashTable {
    &obj::as_hash(h).table
}
/// The table of hash `h` for changing (with the write barrier, see `object::as_hash_mut`).
fn table_mut(h: Value) -> &'static mut crate::hash::HashTable {
    &mut obj::as_hash_mut(h).table
}

/// The live entry at position `i`, if any (None for tombstones and past the end).
#[inline]
fn entry_at(h: Value, i: usize) -> Option<(Value, Value)> {
    let t = table(h);
    let e = t.entries.get(i)?;
    if e.key.is_undef() {
        None
    } else {
        Some((e.key, e.value))
    }
}

fn entries_len(h: Value) -> usize {
    table(h).entries.len()
}

/// `Hash#inspect` in CRuby 4.0's format: `{name: 1, "k" => 2}`.
pub fn hash_inspect(vm: &mut Vm, recv: Value) -> VmResult<String> {
    let mut out = String::new();
    inspect_into(vm, recv, &mut out)?;
    Ok(out)
}

/// Appends `Hash#inspect` of `h` to `out`; a hash met again inside its own inspect is `{...}`
/// (recursion guard), and nested arrays and hashes are written into the same buffer
/// (`Vm::inspect_into`), so deep nesting costs O(n).
pub(crate) fn inspect_into(vm: &mut Vm, h: Value, out: &mut String) -> VmResult<()> {
    if table(h).is_empty() {
        out.push_str("{}");
        return Ok(());
    }
    // The walk runs with the iteration level raised, as CRuby's (an `inspect` that adds a key
    // to this hash raises instead of growing it forever).
    let r = vm.guarded(GuardOp::Inspect, h, Value::NIL, |vm| {
        iterating(vm, h, |vm| {
            out.push('{');
            let mut first = true;
            let mut i = 0;
            while i < entries_len(h) {
                let Some((key, value)) = entry_at(h, i) else {
                    i += 1;
                    continue;
                };
                i += 1;
                if !first {
                    out.push_str(", ");
                }
                first = false;
                if key.is_symbol() {
                    let name = key.as_symbol().bytes();
                    if symbol_key_is_bare(name) {
                        out.push_str(&String::from_utf8_lossy(name));
                    } else {
                        out.push_str(&crate::core::string::inspect_bytes(name, false));
                    }
                    out.push_str(": ");
                } else {
                    vm.inspect_into(key, out)?;
                    out.push_str(" => ");
                }
                vm.inspect_into(value, out)?;
            }
            out.push('}');
            Ok(())
        })
    });
    match r {
        Some(r) => r,
        None => {
            out.push_str("{...}");
            Ok(())
        }
    }
}

/// Whether a Symbol key prints bare as `name:` (identifiers, optionally ending in ? or !).
fn symbol_key_is_bare(name: &[u8]) -> bool {
    let body = match name.last() {
        Some(b'?') | Some(b'!') => &name[..name.len() - 1],
        _ => name,
    };
    match body.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' || *c >= 0x80 => {}
        _ => return false,
    }
    body.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c >= 0x80) && std::str::from_utf8(name).is_ok()
}

pub(crate) fn h_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = hash_inspect(vm, recv)?;
    Ok(vm.new_string(s.into_bytes()))
}

fn h_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.hash_aref(recv, args.get(0))
}

fn h_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    vm.hash_set_literal(recv, args.get(0), args.get(1))?;
    Ok(args.get(1))
}

/// Snapshot of the live (key, value) pairs, rooted by the caller's hash.
pub fn pairs(h: Value) -> Vec<(Value, Value)> {
    table(h).iter().map(|e| (e.key, e.value)).collect()
}

/// Runs `f` with hash `h`'s iteration level raised (see the file comment); the level drops
/// again whatever `f` returns.
/// A hash frozen when the walk begins is not counted (it cannot change; CRuby 4.0 skips it too,
/// so `rehash` on it raises FrozenError rather than the iteration error).
pub(crate) fn iterating<T>(vm: &mut Vm, h: Value, f: impl FnOnce(&mut Vm) -> VmResult<T>) -> VmResult<T> {
    if obj::has_flag(h, obj::FL_FROZEN) {
        return f(vm);
    }
    // No Value is stored, so no write barrier is needed.
    obj::as_hash_mut_nowb(h).table.iter_lev += 1;
    let r = f(vm);
    let t = &mut obj::as_hash_mut_nowb(h).table;
    t.iter_lev = t.iter_lev.saturating_sub(1);
    r
}

fn iteration_error(vm: &mut Vm, msg: &str) -> crate::vm::Unwind {
    vm.make_error(vm.core.runtime_error, msg)
}

/// Calls `f(key, value)` for each live entry, with the iteration level raised; `f` returns false
/// to stop.
pub(crate) fn each_entry(vm: &mut Vm, h: Value, mut f: impl FnMut(&mut Vm, Value, Value) -> VmResult<bool>) -> VmResult<()> {
    iterating(vm, h, |vm| {
        let mut i = 0;
        while i < entries_len(h) {
            if let Some((k, v)) = entry_at(h, i) {
                if !f(vm, k, v)? {
                    break;
                }
            }
            i += 1;
        }
        Ok(())
    })
}

/// A new plain Hash holding `src`'s entries and its compare_by_identity setting but no default
/// (CRuby's hash_dup_with_compare_by_id). Methods that walk the copy leave `src` free to change.
fn dup_for_walk(vm: &mut Vm, src: Value) -> Value {
    let h = vm.new_hash();
    let mut t = table(src).clone();
    t.default = Value::NIL;
    t.default_proc = Value::NIL;
    *table_mut(h) = t;
    h
}

fn h_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each");
    let lambda2 = match &b {
        Block::Proc(p) => {
            let (inner, l) = crate::core::proc_::proc_inner(*p);
            l && matches!(inner, Block::Captured(ref c) if { let pr = &obj::as_iseq(c.iseq).data.params; pr.lead + pr.post >= 2 })
        }
        _ => false,
    };
    each_entry(vm, recv, |vm, k, v| {
        if lambda2 {
            vm.yield_block(&b, &[k, v])?;
        } else {
            let pair = vm.new_array(vec![k, v]);
            vm.yield_block(&b, &[pair])?;
        }
        Ok(true)
    })?;
    Ok(recv)
}

fn h_each_key(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_key");
    each_entry(vm, recv, |vm, k, _| vm.yield_block(&b, &[k]).map(|_| true))?;
    Ok(recv)
}

fn h_each_value(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_value");
    each_entry(vm, recv, |vm, _, v| vm.yield_block(&b, &[v]).map(|_| true))?;
    Ok(recv)
}

fn h_s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let h = vm.new_hash_of_class(recv);
    vm.temp_roots.push(h);
    let r = vm.call_method_kw(h, sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(h)
}

/// `initialize(default = nil) { |hash, key| }`: sets (or, called again, resets) the default;
/// returns the receiver, as CRuby's does.
fn h_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let pos = args.positional();
    table_mut(recv).default = Value::NIL;
    table_mut(recv).default_proc = Value::NIL;
    if let Some(b) = args.block.clone() {
        if !pos.is_empty() {
            return Err(vm.arg_count_error(pos.len(), 0, 0));
        }
        let p = vm.block_to_proc(&b)?;
        table_mut(recv).default_proc = p;
        obj::write_barrier(recv, p);
    } else {
        if pos.len() > 1 {
            return Err(vm.arg_count_error(pos.len(), 0, 1));
        }
        if let Some(&d) = pos.first() {
            table_mut(recv).default = d;
            obj::write_barrier(recv, d);
        }
    }
    Ok(recv)
}

fn h_s_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let h = vm.new_hash_of_class(recv);
    rooted(vm, &[h], |vm| {
        if args.len() == 1 {
            let mut a = args.get(0);
            if !obj::is_type(a, ObjType::Hash) && !obj::is_type(a, ObjType::Array) {
                // An object with `to_hash` is converted (and copied), as by Hash.try_convert.
                let c = vm.try_convert(a, sym::TO_HASH, |v| obj::is_type(v, ObjType::Hash), "Hash")?;
                if !c.is_nil() {
                    a = c;
                }
            }
            if obj::is_type(a, ObjType::Hash) {
                vm.temp_roots.push(a);
                let r = (|| {
                    for (k, v) in pairs(a) {
                        vm.hash_set(h, k, v)?;
                    }
                    Ok(())
                })();
                vm.temp_roots.pop();
                r?;
                return Ok(h);
            }
            if let Some(arr) = vm.check_array(a)? {
                let mut i = 0;
                while i < obj::as_array(arr).items.len() {
                    let p = obj::as_array(arr).items[i];
                    let Some(pa) = vm.check_array(p)? else {
                        // CRuby names nil, true and false themselves, other values by class.
                        let n = if p.is_nil() || p == Value::TRUE || p == Value::FALSE {
                            vm.inspect_str(p)?
                        } else {
                            let k = vm.class_of_real(p);
                            vm.module_name(k)
                        };
                        return Err(vm.arg_error(&format!("wrong element type {n} at {i} (expected array)")));
                    };
                    let it = &obj::as_array(pa).items;
                    match it.len() {
                        1 => vm.hash_set_literal(h, it[0], Value::NIL)?,
                        2 => vm.hash_set_literal(h, it[0], it[1])?,
                        n => return Err(vm.arg_error(&format!("invalid number of elements ({n} for 1..2)"))),
                    }
                    i += 1;
                }
                return Ok(h);
            }
        }
        if args.len() % 2 != 0 {
            return Err(vm.arg_error("odd number of arguments for Hash"));
        }
        let s = args.as_slice();
        for i in (0..s.len()).step_by(2) {
            vm.hash_set_literal(h, s[i], s[i + 1])?;
        }
        Ok(h)
    })
}

fn key_error(vm: &mut Vm, recv: Value, k: Value) -> crate::vm::Unwind {
    let s = vm.inspect_str(k).unwrap_or_default();
    let u = vm.make_error(vm.core.key_error, &format!("key not found: {s}"));
    if let crate::vm::Unwind::Raise(e) = u {
        let _ = vm.ivar_set(e, sym::KEY, k);
        let _ = vm.ivar_set(e, sym::RECEIVER, recv);
    }
    u
}

fn h_fetch(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let k = args.get(0);
    if let Some(v) = vm.hash_get(recv, k)? {
        return Ok(v);
    }
    if let Some(b) = args.block.clone() {
        return vm.yield_block(&b, &[k]);
    }
    if args.len() == 2 {
        return Ok(args.get(1));
    }
    Err(key_error(vm, recv, k))
}

fn h_fetch_values(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let out = Out::new(vm);
    let r = (|| {
        for &k in args.as_slice() {
            let v = match vm.hash_get(recv, k)? {
                Some(v) => v,
                None => match &args.block {
                    Some(b) => vm.yield_block(b, &[k])?,
                    None => return Err(key_error(vm, recv, k)),
                },
            };
            out.push(v);
        }
        Ok(())
    })();
    out.finish(vm, r)
}

fn h_values_at(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let out = Out::new(vm);
    let r = (|| {
        for &k in args.as_slice() {
            let v = vm.hash_aref(recv, k)?;
            out.push(v);
        }
        Ok(())
    })();
    out.finish(vm, r)
}

fn h_dig(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let v = vm.hash_aref(recv, args.get(0))?;
    crate::core::array::dig_rest(vm, v, &args.as_slice()[1..])
}

fn h_key_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(vm.hash_find(recv, args.get(0))?.is_some()))
}

fn h_value_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let t = args.get(0);
    let mut found = false;
    each_entry(vm, recv, |vm, _, v| {
        if vm.values_eq(v, t)? {
            found = true;
            return Ok(false);
        }
        Ok(true)
    })?;
    Ok(Value::bool(found))
}

fn h_key(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let t = args.get(0);
    let mut found = Value::NIL;
    each_entry(vm, recv, |vm, k, v| {
        if vm.values_eq(v, t)? {
            found = k;
            return Ok(false);
        }
        Ok(true)
    })?;
    Ok(found)
}

fn h_keys(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let v: Vec<Value> = table(recv).iter().map(|e| e.key).collect();
    Ok(vm.new_array(v))
}

fn h_values(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let v: Vec<Value> = table(recv).iter().map(|e| e.value).collect();
    Ok(vm.new_array(v))
}

fn h_to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let out = Out::with_capacity(vm, table(recv).len());
    let mut i = 0;
    while i < entries_len(recv) {
        if let Some((k, v)) = entry_at(recv, i) {
            let p = vm.new_array(vec![k, v]);
            out.push(p);
        }
        i += 1;
    }
    out.finish(vm, Ok(()))
}

fn h_to_h(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        if obj::basic(recv).klass == vm.core.hash {
            return Ok(recv);
        }
        let h = vm.new_hash();
        *table_mut(h) = table(recv).clone();
        return Ok(h);
    };
    let h = vm.new_hash();
    rooted(vm, &[h], |vm| {
        each_entry(vm, recv, |vm, k, v| {
            let pair = vm.yield_block(&b, &[k, v])?;
            en::to_h_pair(vm, h, pair, None)?;
            Ok(true)
        })
    })?;
    Ok(h)
}

/// select/filter/reject into a new Hash (`want` = block truthiness kept): as in CRuby, a copy
/// of the receiver is filtered in place, so the block may change the receiver.
fn filter_new(vm: &mut Vm, recv: Value, args: &Args, name: &str, want: bool) -> VmResult {
    let b = block_or_enum!(vm, recv, args, name);
    let h = dup_for_walk(vm, recv);
    rooted(vm, &[h], |vm| filter_in_place(vm, h, &b, want))?;
    Ok(h)
}

fn h_select(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    filter_new(vm, recv, args, "select", true)
}
fn h_filter(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    filter_new(vm, recv, args, "filter", true)
}
fn h_reject(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    filter_new(vm, recv, args, "reject", false)
}

/// Deletes the entries whose block value is not `keep`; returns whether any were deleted.
fn filter_in_place(vm: &mut Vm, recv: Value, b: &Block, keep: bool) -> VmResult<bool> {
    let mut changed = false;
    iterating(vm, recv, |vm| {
        let mut i = 0;
        while i < entries_len(recv) {
            if let Some((k, v)) = entry_at(recv, i) {
                if vm.yield_block(b, &[k, v])?.truthy() != keep {
                    if entry_at(recv, i).is_some_and(|(k2, _)| k2 == k) {
                        table_mut(recv).remove_at(i);
                    }
                    changed = true;
                }
            }
            i += 1;
        }
        Ok(())
    })?;
    Ok(changed)
}

fn h_select_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "select!");
    vm.check_frozen(recv)?;
    Ok(if filter_in_place(vm, recv, &b, true)? { recv } else { Value::NIL })
}
fn h_keep_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "keep_if");
    vm.check_frozen(recv)?;
    filter_in_place(vm, recv, &b, true)?;
    Ok(recv)
}
fn h_reject_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reject!");
    vm.check_frozen(recv)?;
    Ok(if filter_in_place(vm, recv, &b, false)? { recv } else { Value::NIL })
}
fn h_delete_if(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "delete_if");
    vm.check_frozen(recv)?;
    filter_in_place(vm, recv, &b, false)?;
    Ok(recv)
}

fn h_delete(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let k = args.get(0);
    match vm.hash_delete(recv, k)? {
        Some(v) => Ok(v),
        None => match args.block.clone() {
            Some(b) => vm.yield_block(&b, &[k]),
            None => Ok(Value::NIL),
        },
    }
}

fn h_shift(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let mut i = 0;
    while i < entries_len(recv) {
        if let Some((k, v)) = entry_at(recv, i) {
            table_mut(recv).remove_at(i);
            return Ok(vm.new_array(vec![k, v]));
        }
        i += 1;
    }
    Ok(Value::NIL)
}

fn expect_hash(vm: &mut Vm, v: Value) -> VmResult {
    if obj::is_type(v, ObjType::Hash) {
        return Ok(v);
    }
    if !v.is_special() && vm.respond_to(v, sym::TO_HASH, true) {
        let r = vm.call_method(v, sym::TO_HASH, &[], None)?;
        if obj::is_type(r, ObjType::Hash) {
            return Ok(r);
        }
    }
    Err(vm.conversion_error(v, "Hash"))
}

/// Merges `others` into `dst` (the block resolves conflicts). Each argument is walked with its
/// iteration level raised, and `dst`'s is raised while the block runs (CRuby's answers).
fn merge_into(vm: &mut Vm, dst: Value, others: &[Value], block: Option<&Block>) -> VmResult<()> {
    for &o in others {
        let o = expect_hash(vm, o)?;
        rooted(vm, &[o], |vm| {
            each_entry(vm, o, |vm, k, v| {
                let v = match (block, vm.hash_get(dst, k)?) {
                    (Some(b), Some(old)) => iterating(vm, dst, |vm| vm.yield_block(b, &[k, old, v]))?,
                    _ => v,
                };
                vm.hash_set(dst, k, v)?;
                Ok(true)
            })
        })?;
    }
    Ok(())
}

fn h_merge(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let h = vm.new_hash();
    *table_mut(h) = table(recv).clone();
    rooted(vm, &[h], |vm| merge_into(vm, h, args.as_slice(), args.block.as_ref()))?;
    Ok(h)
}

fn h_update(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    merge_into(vm, recv, args.as_slice(), args.block.as_ref())?;
    Ok(recv)
}

fn h_replace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let o = expect_hash(vm, args.get(0))?;
    if o != recv {
        if table(recv).iter_lev > 0 {
            return Err(iteration_error(vm, "can't replace hash during iteration"));
        }
        let t = table(o).clone();
        *table_mut(recv) = t;
    }
    Ok(recv)
}

fn h_init_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    h_replace(vm, recv, args)
}

fn h_invert(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = vm.new_hash();
    rooted(vm, &[h], |vm| each_entry(vm, recv, |vm, k, v| vm.hash_set_literal(h, v, k).map(|_| true)))?;
    Ok(h)
}

/// Replaces every value of `h` by the block's value for it, walking `h` with its iteration
/// level raised (an entry the block deleted stays deleted).
fn transform_values_in(vm: &mut Vm, h: Value, b: &Block) -> VmResult<()> {
    iterating(vm, h, |vm| {
        let mut i = 0;
        while i < entries_len(h) {
            if let Some((_, v)) = entry_at(h, i) {
                let nv = vm.yield_block(b, &[v])?;
                if let Some(e) = obj::as_hash_mut_nowb(h).table.entries.get_mut(i) {
                    if !e.key.is_undef() {
                        e.value = nv;
                        obj::write_barrier(h, nv);
                    }
                }
            }
            i += 1;
        }
        Ok(())
    })
}

fn h_transform_values(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "transform_values");
    // As in CRuby, a copy is transformed, so the block may change the receiver.
    let h = dup_for_walk(vm, recv);
    rooted(vm, &[h], |vm| transform_values_in(vm, h, &b))?;
    Ok(h)
}

fn h_transform_values_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "transform_values!");
    vm.check_frozen(recv)?;
    transform_values_in(vm, recv, &b)?;
    Ok(recv)
}

fn transform_keys_into(vm: &mut Vm, recv: Value, args: &Args, h: Value) -> VmResult<()> {
    let map = if args.is_empty() { None } else { Some(expect_hash(vm, args.get(0))?) };
    let block = args.block.clone();
    each_entry(vm, recv, |vm, k, v| {
        let nk = match map.map(|m| vm.hash_get(m, k)).transpose()?.flatten() {
            Some(nk) => nk,
            None => match &block {
                Some(b) => vm.yield_block(b, &[k])?,
                None => k,
            },
        };
        vm.hash_set_literal(h, nk, v)?;
        Ok(true)
    })
}

fn h_transform_keys(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() {
        return enumerator_for(vm, recv, "transform_keys", &[]);
    }
    let h = vm.new_hash();
    rooted(vm, &[h], |vm| transform_keys_into(vm, recv, args, h))?;
    Ok(h)
}

fn h_transform_keys_bang(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() {
        return enumerator_for(vm, recv, "transform_keys!", &[]);
    }
    vm.check_frozen(recv)?;
    let map = if args.is_empty() { None } else { Some(expect_hash(vm, args.get(0))?) };
    // CRuby's algorithm: walk a snapshot of the pairs (so the block may change the receiver),
    // delete each old key unless an earlier pair already produced it, then store the new key;
    // `new_keys` remembers the keys produced so far.
    let flat: Vec<Value> = table(recv).iter().flat_map(|e| [e.key, e.value]).collect();
    let snapshot = vm.new_array(flat);
    let new_keys = vm.new_hash();
    rooted(vm, &[snapshot, new_keys], |vm| {
        let mut i = 0;
        while i + 1 < obj::as_array(snapshot).items.len() {
            let (k, v) = (obj::as_array(snapshot).items[i], obj::as_array(snapshot).items[i + 1]);
            i += 2;
            let nk = match map.map(|m| vm.hash_get(m, k)).transpose()?.flatten() {
                Some(nk) => nk,
                None => match &args.block {
                    Some(b) => vm.yield_block(b, &[k])?,
                    None => k,
                },
            };
            if vm.hash_get(new_keys, k)?.is_none() {
                vm.hash_delete(recv, k)?;
            }
            vm.check_frozen(recv)?;
            vm.hash_set_literal(recv, nk, v)?;
            vm.hash_set_literal(new_keys, nk, Value::NIL)?;
        }
        Ok(())
    })?;
    Ok(recv)
}

fn h_slice(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let h = vm.new_hash();
    // The slice compares keys as the receiver does.
    table_mut(h).compare_by_identity = table(recv).compare_by_identity;
    rooted(vm, &[h], |vm| {
        for &k in args.as_slice() {
            if let Some(p) = vm.hash_find(recv, k)? {
                let e = table(recv).entries[p];
                vm.hash_set(h, e.key, e.value)?;
            }
        }
        Ok(())
    })?;
    Ok(h)
}

fn h_except(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let h = vm.new_hash();
    *table_mut(h) = table(recv).clone();
    let t = table_mut(h);
    t.default = Value::NIL;
    t.default_proc = Value::NIL;
    rooted(vm, &[h], |vm| {
        for &k in args.as_slice() {
            vm.hash_delete(h, k)?;
        }
        Ok(())
    })?;
    Ok(h)
}

/// `compact`: a copy without nil values, keeping the default, default proc and
/// `compare_by_identity` (CRuby 4.0 copies the receiver, then deletes).
fn h_compact(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = vm.new_hash();
    {
        let (src, dst) = (table(recv), table_mut(h));
        dst.default = src.default;
        dst.default_proc = src.default_proc;
        dst.compare_by_identity = src.compare_by_identity;
    }
    obj::write_barrier(h, table(recv).default);
    obj::write_barrier(h, table(recv).default_proc);
    rooted(vm, &[h], |vm| {
        each_entry(vm, recv, |vm, k, v| {
            if !v.is_nil() {
                vm.hash_set(h, k, v)?;
            }
            Ok(true)
        })
    })?;
    Ok(h)
}

fn h_compact_bang(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let mut changed = false;
    for i in 0..entries_len(recv) {
        if entry_at(recv, i).is_some_and(|(_, v)| v.is_nil()) {
            table_mut(recv).remove_at(i);
            changed = true;
        }
    }
    Ok(if changed { recv } else { Value::NIL })
}

fn h_clear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    table_mut(recv).clear();
    Ok(recv)
}

fn h_default(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let t = table(recv);
    if !args.is_empty() && !t.default_proc.is_nil() {
        let p = t.default_proc;
        return vm.call_method(p, sym::CALL, &[recv, args.get(0)], None);
    }
    Ok(t.default)
}

fn h_set_default(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let t = table_mut(recv);
    t.default = args.get(0);
    t.default_proc = Value::NIL;
    Ok(args.get(0))
}

fn h_default_proc(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(table(recv).default_proc)
}

fn h_set_default_proc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_frozen(recv)?;
    let p = args.get(0);
    if !p.is_nil() && !crate::core::proc_::is_proc(vm, p) {
        let k = vm.class_of_real(p);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("wrong default_proc type {n} (expected Proc)")));
    }
    let t = table_mut(recv);
    t.default_proc = p;
    if !p.is_nil() {
        t.default = Value::NIL;
    }
    Ok(p)
}

fn h_compare_by_identity(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if table(recv).compare_by_identity {
        return Ok(recv);
    }
    vm.check_frozen(recv)?;
    if table(recv).iter_lev > 0 {
        return Err(iteration_error(vm, "compare_by_identity during iteration"));
    }
    let ps = pairs(recv);
    let keep: Vec<Value> = ps.iter().flat_map(|&(k, v)| [k, v]).collect();
    rooted(vm, &keep, |vm| {
        table_mut(recv).clear();
        table_mut(recv).compare_by_identity = true;
        for (k, v) in ps {
            vm.hash_set(recv, k, v)?;
        }
        Ok(())
    })?;
    Ok(recv)
}

fn h_eq_impl(vm: &mut Vm, recv: Value, o: Value, eql: bool) -> VmResult<bool> {
    if recv == o {
        return Ok(true);
    }
    if !obj::is_type(o, ObjType::Hash) || table(recv).len() != table(o).len() {
        return Ok(false);
    }
    // Hashes that compare keys differently are never equal, even with the same pairs.
    if table(recv).compare_by_identity != table(o).compare_by_identity {
        return Ok(false);
    }
    let op = if eql { GuardOp::Eql } else { GuardOp::Eq };
    let r = vm.guarded(op, recv, o, |vm| {
        let mut same = true;
        each_entry(vm, recv, |vm, k, v| {
            let ok = match vm.hash_get(o, k)? {
                Some(ov) => {
                    if eql {
                        vm.values_eql(v, ov)?
                    } else {
                        vm.values_eq(v, ov)?
                    }
                }
                None => false,
            };
            same = ok;
            Ok(ok)
        })?;
        Ok(same)
    });
    // A pair compared inside its own comparison counts as equal (CRuby's answer).
    r.unwrap_or(Ok(true))
}

fn h_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(h_eq_impl(vm, recv, args.get(0), false)?))
}
fn h_eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(h_eq_impl(vm, recv, args.get(0), true)?))
}

fn h_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    // Keys and values hash through `Vm::hash_of`, whose recursion guard makes a
    // self-containing hash's code stable.
    let mut acc: u64 = table(recv).len() as u64;
    each_entry(vm, recv, |vm, k, v| {
        let hk = vm.hash_of(k)?;
        let hv = vm.hash_of(v)?;
        acc = acc.wrapping_add(crate::core::conversions::mix(hk ^ hv.rotate_left(17)));
        Ok(true)
    })?;
    Ok(Value::fixnum((crate::core::conversions::mix(acc) >> 2) as i64))
}

fn h_any(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    if args.is_empty() && args.block.is_none() {
        return Ok(Value::bool(!table(recv).is_empty()));
    }
    let b = args.block.clone();
    let pat = if args.is_empty() { None } else { Some(args.get(0)) };
    let mut found = false;
    each_entry(vm, recv, |vm, k, v| {
        let pair = vm.new_array(vec![k, v]);
        let t = match (pat, &b) {
            (Some(p), _) => vm.case_eq(p, pair)?,
            (None, Some(b)) => vm.yield_block(b, &[pair])?.truthy(),
            _ => true,
        };
        if t {
            found = true;
        }
        Ok(!t)
    })?;
    Ok(Value::bool(found))
}

fn h_rassoc(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let t = args.get(0);
    let mut found = Value::NIL;
    each_entry(vm, recv, |vm, k, v| {
        if vm.values_eq(v, t)? {
            found = vm.new_array(vec![k, v]);
            return Ok(false);
        }
        Ok(true)
    })?;
    Ok(found)
}

fn h_flatten(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let level = if args.is_empty() { 1 } else { vm.expect_int(args.get(0))? };
    let out = Out::new(vm);
    let r = each_entry(vm, recv, |_vm, k, v| {
        out.push(k);
        out.push(v);
        Ok(true)
    });
    let a = out.finish(vm, r)?;
    if level > 1 || level < 0 {
        let lv = Value::fixnum(if level < 0 { -1 } else { level - 1 });
        return en::rooted(vm, &[a], |vm| vm.call_method(a, crate::symbol::intern("flatten"), &[lv], None));
    }
    Ok(a)
}

fn h_rehash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if table(recv).iter_lev > 0 {
        return Err(iteration_error(vm, "rehash during iteration"));
    }
    vm.check_frozen(recv)?;
    let ps = pairs(recv);
    let keep: Vec<Value> = ps.iter().flat_map(|&(k, v)| [k, v]).collect();
    rooted(vm, &keep, |vm| {
        table_mut(recv).clear();
        for (k, v) in ps {
            vm.hash_set(recv, k, v)?;
        }
        Ok(())
    })?;
    Ok(recv)
}

/// Whether every pair of `a` is in `b`.
fn h_subset(vm: &mut Vm, a: Value, b: Value) -> VmResult<bool> {
    let b = expect_hash(vm, b)?;
    if table(a).len() > table(b).len() {
        return Ok(false);
    }
    let mut ok = true;
    each_entry(vm, a, |vm, k, v| {
        ok = match vm.hash_get(b, k)? {
            Some(bv) => vm.values_eq(v, bv)?,
            None => false,
        };
        Ok(ok)
    })?;
    Ok(ok)
}

fn h_le(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(h_subset(vm, recv, args.get(0))?))
}
fn h_lt(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = expect_hash(vm, args.get(0))?;
    Ok(Value::bool(table(recv).len() < table(o).len() && h_subset(vm, recv, o)?))
}
fn h_ge(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = expect_hash(vm, args.get(0))?;
    Ok(Value::bool(h_subset(vm, o, recv)?))
}
fn h_gt(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = expect_hash(vm, args.get(0))?;
    Ok(Value::bool(table(o).len() < table(recv).len() && h_subset(vm, o, recv)?))
}

#[allow(dead_code)]
fn h_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() {
        return Ok(Value::fixnum(table(recv).len() as i64));
    }
    let mut n = 0;
    let b = args.block.clone();
    let t = if args.is_empty() { None } else { Some(args.get(0)) };
    each_entry(vm, recv, |vm, k, v| {
        let pair = vm.new_array(vec![k, v]);
        let hit = match (t, &b) {
            (Some(t), _) => vm.values_eq(pair, t)?,
            (None, Some(b)) => vm.yield_block(b, &[pair])?.truthy(),
            _ => true,
        };
        if hit {
            n += 1;
        }
        Ok(true)
    })?;
    Ok(Value::fixnum(n))
}

pub fn init(vm: &mut Vm) {
    let h = vm.core.hash;
    vm.define_singleton_builtin(h, "new", -1, h_s_new);
    vm.define_singleton_builtin(h, "[]", -1, h_s_aref);
    vm.define_singleton_builtin(h, "try_convert", 1, |vm, _recv, args| {
        vm.try_convert(args.get(0), sym::TO_HASH, |v| obj::is_type(v, ObjType::Hash), "Hash")
    });
    vm.define_private_builtin(h, "initialize", -1, h_initialize);
    vm.define_private_builtin(h, "initialize_copy", 1, h_init_copy);
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("inspect", 0, h_inspect),
        ("to_s", 0, h_inspect),
        ("[]", 1, h_aref),
        ("[]=", 2, h_aset),
        ("store", 2, h_aset),
        ("fetch", -2, h_fetch),
        ("fetch_values", -1, h_fetch_values),
        ("values_at", -1, h_values_at),
        ("dig", -2, h_dig),
        ("key?", 1, h_key_p),
        ("has_key?", 1, h_key_p),
        ("include?", 1, h_key_p),
        ("member?", 1, h_key_p),
        ("value?", 1, h_value_p),
        ("has_value?", 1, h_value_p),
        ("key", 1, h_key),
        ("keys", 0, h_keys),
        ("values", 0, h_values),
        ("each", 0, h_each),
        ("each_pair", 0, h_each),
        ("each_key", 0, h_each_key),
        ("each_value", 0, h_each_value),
        ("to_a", 0, h_to_a),
        ("to_h", 0, h_to_h),
        ("select", 0, h_select),
        ("filter", 0, h_filter),
        ("reject", 0, h_reject),
        ("select!", 0, h_select_bang),
        ("filter!", 0, h_select_bang),
        ("keep_if", 0, h_keep_if),
        ("reject!", 0, h_reject_bang),
        ("delete_if", 0, h_delete_if),
        ("delete", 1, h_delete),
        ("shift", 0, h_shift),
        ("merge", -1, h_merge),
        ("merge!", -1, h_update),
        ("update", -1, h_update),
        ("replace", 1, h_replace),
        ("invert", 0, h_invert),
        ("transform_values", 0, h_transform_values),
        ("transform_values!", 0, h_transform_values_bang),
        ("transform_keys", -1, h_transform_keys),
        ("transform_keys!", -1, h_transform_keys_bang),
        ("slice", -1, h_slice),
        ("except", -1, h_except),
        ("compact", 0, h_compact),
        ("compact!", 0, h_compact_bang),
        ("clear", 0, h_clear),
        ("default", -1, h_default),
        ("default=", 1, h_set_default),
        ("default_proc", 0, h_default_proc),
        ("default_proc=", 1, h_set_default_proc),
        ("compare_by_identity", 0, h_compare_by_identity),
        ("==", 1, h_eq),
        ("eql?", 1, h_eql),
        ("hash", 0, h_hash),
        ("any?", -1, h_any),
        ("rassoc", 1, h_rassoc),
        ("flatten", -1, h_flatten),
        ("rehash", 0, h_rehash),
        ("<=", 1, h_le),
        ("<", 1, h_lt),
        (">=", 1, h_ge),
        (">", 1, h_gt),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(h, name, arity, f);
    }
    vm.define_builtin(h, "compare_by_identity?", 0, |_vm, r, _a| Ok(Value::bool(table(r).compare_by_identity)));
    vm.define_builtin(h, "size", 0, |_vm, r, _a| Ok(Value::fixnum(table(r).len() as i64)));
    vm.define_builtin(h, "length", 0, |_vm, r, _a| Ok(Value::fixnum(table(r).len() as i64)));
    vm.define_builtin(h, "empty?", 0, |_vm, r, _a| Ok(Value::bool(table(r).is_empty())));
    vm.define_builtin(h, "to_hash", 0, |_vm, r, _a| Ok(r));
    lookup::init(vm, h);
    ruby2_keywords::init(vm, h);
}
