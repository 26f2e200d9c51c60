//! `ObjectSpace::WeakKeyMap`: a map whose keys are weak references compared by `hash` and
//! `eql?` (an identical key matches without `eql?`); an entry goes when its key is collected.
//! Values are held strongly while their key lives.
//!
//! Invariants:
//! - The payload is a weak holder (`gc_weak`): its descriptor marks the values only, and its
//!   prune function empties every entry whose key did not survive marking.
//! - Every store remembers the map (`obj::remember`): a value may be young in an old map.
//! - Each entry keeps the key's hash code computed when it was stored; `buckets` maps a hash
//!   code to the indexes of its entries. Removal leaves a hole (None) so indexes stay valid
//!   while `eql?` (Ruby code, during which a collection may prune) runs; holes are squeezed
//!   out only by `[]=` and `clear`, which hold no index then.
//! - Keys must be garbage-collectable objects: no immediate, Float or Bignum (ArgumentError on
//!   store; lookups of such keys find nothing).

use std::collections::HashMap;

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

#[derive(Default)]
pub struct WeakKeyMap {
    entries: Vec<Option<Entry>>,
    buckets: HashMap<u64, Vec<usize>>,
    live: usize,
}

#[derive(Clone, Copy)]
struct Entry {
    key: Value,
    value: Value,
    hash: u64,
}

impl WeakKeyMap {
    fn remove_at(&mut self, i: usize) -> Option<Entry> {
        let e = self.entries.get_mut(i)?.take()?;
        if let Some(b) = self.buckets.get_mut(&e.hash) {
            b.retain(|&j| j != i);
            if b.is_empty() {
                self.buckets.remove(&e.hash);
            }
        }
        self.live -= 1;
        Some(e)
    }

    fn squeeze(&mut self) {
        if self.entries.len() < 16 || self.entries.len() < 2 * self.live {
            return;
        }
        self.entries.retain(|e| e.is_some());
        self.buckets.clear();
        for (i, e) in self.entries.iter().enumerate() {
            if let Some(e) = e {
                self.buckets.entry(e.hash).or_default().push(i);
            }
        }
    }
}

crate::data_type!(WEAK_KEY_MAP_TYPE: WeakKeyMap, c"weakkeymap", mark = |p, m| {
    // SAFETY: the payload of a WEAK_KEY_MAP_TYPE object is a WeakKeyMap.
    let d = unsafe { &*(p as *const WeakKeyMap) };
    for e in d.entries.iter().flatten() {
        m(e.value);
    }
});

fn prune(p: *mut u8, live: &dyn Fn(Value) -> bool) -> bool {
    // SAFETY: registered only for WEAK_KEY_MAP_TYPE objects, whose payload is a WeakKeyMap; the
    // collector runs no other code meanwhile.
    let m = unsafe { &mut *(p as *mut WeakKeyMap) };
    for i in 0..m.entries.len() {
        if m.entries[i].is_some_and(|e| !live(e.key)) {
            m.remove_at(i);
        }
    }
    false
}

/// The payload of WeakKeyMap `v`; TypeError for anything else. The caller remembers the map
/// when it stores a value.
fn payload(vm: &mut Vm, v: Value) -> VmResult<&'static mut WeakKeyMap> {
    if !(obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &WEAK_KEY_MAP_TYPE)) {
        let name = vm.conversion_name(v);
        return Err(vm.type_error(&format!("wrong argument type {name} (expected weakkeymap)")));
    }
    // SAFETY: the descriptor was just checked; the payload lives as long as the object, which
    // the caller holds.
    Ok(unsafe { &mut *(obj::as_typed_data(v).data as *mut WeakKeyMap) })
}

/// Whether `k` can be collected, so can be a key (CRuby's rule: not an immediate, Float or
/// Bignum).
fn collectable(k: Value) -> bool {
    k.is_heap() && !matches!(obj::obj_type(k), ObjType::Float | ObjType::Bignum)
}

/// The index of the entry whose key is `k` (identical, or the same hash code and
/// `k.eql?(key)`), and the hash code.
fn find(vm: &mut Vm, map: Value, k: Value) -> VmResult<(Option<usize>, u64)> {
    let h = vm.hash_of(k)?;
    let candidates: Vec<(usize, Value)> = {
        let m = payload(vm, map)?;
        m.buckets.get(&h).map_or_else(Vec::new, |b| b.iter().filter_map(|&i| m.entries[i].map(|e| (i, e.key))).collect())
    };
    if let Some(&(i, _)) = candidates.iter().find(|&&(_, key)| key == k) {
        return Ok((Some(i), h));
    }
    for (i, key) in candidates {
        // The key may have been collected by now: only a present entry is asked.
        if payload(vm, map)?.entries[i].is_none_or(|e| e.key != key) {
            continue;
        }
        vm.temp_roots.push(key);
        let r = vm.call_method(k, crate::symbol::sym::EQL, &[key], None);
        vm.temp_roots.pop();
        if r?.truthy() && payload(vm, map)?.entries[i].is_some_and(|e| e.key == key) {
            return Ok((Some(i), h));
        }
    }
    Ok((None, h))
}

fn wkm_allocate(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = vm.new_typed_data(recv, &WEAK_KEY_MAP_TYPE, Box::new(WeakKeyMap::default()));
    vm.register_weak(m, prune);
    Ok(m)
}

fn wkm_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let m = wkm_allocate(vm, recv, args)?;
    vm.temp_roots.push(m);
    let r = vm.call_method_kw(m, crate::symbol::sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(m)
}

fn wkm_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = args.get(0);
    payload(vm, recv)?;
    if !collectable(k) {
        return Ok(Value::NIL);
    }
    let (i, _) = find(vm, recv, k)?;
    Ok(i.and_then(|i| payload(vm, recv).ok()?.entries[i]).map_or(Value::NIL, |e| e.value))
}

fn wkm_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (k, v) = (args.get(0), args.get(1));
    payload(vm, recv)?;
    if !collectable(k) {
        return Err(vm.arg_error("WeakKeyMap keys must be garbage collectable"));
    }
    let (i, h) = find(vm, recv, k)?;
    let m = payload(vm, recv)?;
    match i {
        // An equal key already there is replaced by the new one, as CRuby does.
        Some(i) if m.entries[i].is_some() => {
            if let Some(e) = m.entries[i].as_mut() {
                e.key = k;
                e.value = v;
            }
        }
        _ => {
            m.squeeze();
            m.buckets.entry(h).or_default().push(m.entries.len());
            m.entries.push(Some(Entry { key: k, value: v, hash: h }));
            m.live += 1;
        }
    }
    obj::remember(recv);
    Ok(v)
}

fn wkm_key_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = args.get(0);
    payload(vm, recv)?;
    if !collectable(k) {
        return Ok(Value::FALSE);
    }
    Ok(Value::bool(find(vm, recv, k)?.0.is_some()))
}

/// `getkey(key)`: the key stored that equals `key`, or nil.
fn wkm_getkey(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = args.get(0);
    payload(vm, recv)?;
    if !collectable(k) {
        return Ok(Value::NIL);
    }
    let (i, _) = find(vm, recv, k)?;
    Ok(i.and_then(|i| payload(vm, recv).ok()?.entries[i]).map_or(Value::NIL, |e| e.key))
}

/// `delete(key) { |key| }`: the value removed; otherwise the block's value, or nil.
fn wkm_delete(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = args.get(0);
    payload(vm, recv)?;
    if collectable(k) {
        if let (Some(i), _) = find(vm, recv, k)? {
            if let Some(e) = payload(vm, recv)?.remove_at(i) {
                return Ok(e.value);
            }
        }
    }
    match &args.block {
        Some(b) => vm.yield_block(b, &[k]),
        None => Ok(Value::NIL),
    }
}

fn wkm_clear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    *payload(vm, recv)? = WeakKeyMap::default();
    Ok(recv)
}

/// `#<ObjectSpace::WeakKeyMap:0x... size=N>`.
fn wkm_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let n = payload(vm, recv)?.live;
    let k = vm.class_of_real(recv);
    let s = format!("#<{}:{:#018x} size={n}>", vm.module_name(k), recv.0);
    Ok(vm.new_string(s.into_bytes()))
}

pub fn init(vm: &mut Vm) {
    let os = vm.core.object_space;
    let object = vm.core.object;
    let k = crate::core::define_class_under(vm, os, "WeakKeyMap", object);
    obj::as_class_mut(k).data.instance_type = ObjType::Data;
    vm.define_singleton_builtin(k, "allocate", 0, wkm_allocate);
    vm.define_singleton_builtin(k, "new", -1, wkm_new);
    vm.define_builtin(k, "[]", 1, wkm_aref);
    vm.define_builtin(k, "[]=", 2, wkm_aset);
    vm.define_builtin(k, "key?", 1, wkm_key_p);
    vm.define_builtin(k, "getkey", 1, wkm_getkey);
    vm.define_builtin(k, "delete", 1, wkm_delete);
    vm.define_builtin(k, "clear", 0, wkm_clear);
    vm.define_builtin(k, "inspect", 0, wkm_inspect);
}

#[cfg(test)]
mod tests {
    use crate::symbol::intern;
    use crate::value::Value;
    use crate::vm::{Options, Vm};

    /// Entries of keys only the map refers to go; values are held while their key lives.
    #[test]
    fn entries_of_collected_keys_vanish_and_values_stay() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        let src = b"$m = ObjectSpace::WeakKeyMap.new; 1000.times { |i| $m[Object.new] = i }; $keep = (1..10).map { |i| k = \"key#{i}\"; $m[k] = \"value#{i}\"; k }; nil";
        let iseq = vm.compile_source(src, "t.rb", "<main>").ok().expect("compiles");
        vm.run_top(iseq).ok().expect("runs");
        for _ in 0..3 {
            vm.collect();
        }
        let m = vm.gvar_get(intern("$m"));
        let live = super::payload(&mut vm, m).ok().expect("payload").live;
        assert!((10..60).contains(&live), "{live} entries left");
        let check = b"$keep.each_with_index.all? { |k, i| $m[k.dup] == \"value#{i + 1}\" }";
        let iseq = vm.compile_source(check, "t.rb", "<main>").ok().expect("compiles");
        assert_eq!(vm.run_top(iseq).ok().expect("runs"), Value::TRUE);
    }
}
