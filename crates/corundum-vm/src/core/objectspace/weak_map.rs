//! `ObjectSpace::WeakMap`: a map compared by identity whose keys and values are both weak
//! references; an entry goes when its key or its value is collected.
//!
//! Invariants:
//! - The payload is a weak holder (`gc_weak`): its descriptor marks nothing, and its prune
//!   function empties every entry whose key or value did not survive marking, so no entry ever
//!   names a freed slot. Immediates (and so Symbols, small Integers, nil/true/false) never die.
//! - Entries are kept in insertion order in `entries`; a removed entry leaves a hole (None) so
//!   that indexes stay valid while a block runs (a collection may prune during any
//!   allocation); holes are squeezed out only by `[]=` when no iteration is running.

use std::collections::HashMap;

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

#[derive(Default)]
pub struct WeakMap {
    entries: Vec<Option<(Value, Value)>>,
    /// Key word -> index in `entries`.
    index: HashMap<u64, usize>,
    live: usize,
    /// Iterations running over this map (`each` and friends): holes stay while one runs.
    iterating: u32,
}

impl WeakMap {
    fn remove_at(&mut self, i: usize) -> Option<(Value, Value)> {
        let e = self.entries.get_mut(i)?.take()?;
        self.index.remove(&e.0 .0);
        self.live -= 1;
        Some(e)
    }

    fn get(&self, k: Value) -> Option<(usize, Value)> {
        let &i = self.index.get(&k.0)?;
        self.entries[i].map(|(_, v)| (i, v))
    }

    fn squeeze(&mut self) {
        if self.iterating > 0 || self.entries.len() < 16 || self.entries.len() < 2 * self.live {
            return;
        }
        self.entries.retain(|e| e.is_some());
        self.index.clear();
        for (i, e) in self.entries.iter().enumerate() {
            if let Some((k, _)) = e {
                self.index.insert(k.0, i);
            }
        }
    }

    fn pairs(&self) -> Vec<(Value, Value)> {
        self.entries.iter().flatten().copied().collect()
    }
}

crate::data_type!(WEAK_MAP_TYPE: WeakMap, c"weakmap", mark = |_p, _m| {
    // Keys and values are weak: nothing is marked (module invariants).
});

fn prune(p: *mut u8, live: &dyn Fn(Value) -> bool) -> bool {
    // SAFETY: registered only for WEAK_MAP_TYPE objects, whose payload is a WeakMap; the
    // collector runs no other code meanwhile.
    let m = unsafe { &mut *(p as *mut WeakMap) };
    for i in 0..m.entries.len() {
        if let Some((k, v)) = m.entries[i] {
            if !live(k) || !live(v) {
                m.remove_at(i);
            }
        }
    }
    false
}

/// The payload of WeakMap `v`; TypeError for anything else.
fn payload(vm: &mut Vm, v: Value) -> VmResult<&'static mut WeakMap> {
    if !(obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &WEAK_MAP_TYPE)) {
        let name = vm.conversion_name(v);
        return Err(vm.type_error(&format!("wrong argument type {name} (expected weakmap)")));
    }
    // SAFETY: the descriptor was just checked; the payload lives as long as the object, which
    // the caller holds. Its Values are weak, so storing one needs no write barrier.
    Ok(unsafe { &mut *(obj::as_typed_data(v).data as *mut WeakMap) })
}

fn wm_allocate(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let m = vm.new_typed_data(recv, &WEAK_MAP_TYPE, Box::new(WeakMap::default()));
    vm.register_weak(m, prune);
    Ok(m)
}

fn wm_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let m = wm_allocate(vm, recv, args)?;
    vm.temp_roots.push(m);
    let r = vm.call_method_kw(m, crate::symbol::sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(m)
}

fn wm_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(payload(vm, recv)?.get(args.get(0)).map_or(Value::NIL, |(_, v)| v))
}

fn wm_aset(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (k, v) = (args.get(0), args.get(1));
    let m = payload(vm, recv)?;
    match m.get(k) {
        Some((i, _)) => m.entries[i] = Some((k, v)),
        None => {
            m.squeeze();
            m.index.insert(k.0, m.entries.len());
            m.entries.push(Some((k, v)));
            m.live += 1;
        }
    }
    Ok(v)
}

fn wm_key_p(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(payload(vm, recv)?.get(args.get(0)).is_some()))
}

/// `delete(key) { |key| }`: the value removed; otherwise the block's value, or nil.
fn wm_delete(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = args.get(0);
    let m = payload(vm, recv)?;
    if let Some((i, _)) = m.get(k) {
        return Ok(m.remove_at(i).map_or(Value::NIL, |(_, v)| v));
    }
    match &args.block {
        Some(b) => vm.yield_block(b, &[k]),
        None => Ok(Value::NIL),
    }
}

fn wm_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(payload(vm, recv)?.live as i64))
}

fn wm_keys(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let ks: Vec<Value> = payload(vm, recv)?.pairs().into_iter().map(|(k, _)| k).collect();
    Ok(vm.new_array(ks))
}

fn wm_values(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let vs: Vec<Value> = payload(vm, recv)?.pairs().into_iter().map(|(_, v)| v).collect();
    Ok(vm.new_array(vs))
}

/// Yields every entry still present when its turn comes (`what`: 0 both, 1 keys, 2 values);
/// LocalJumpError without a block unless the map is empty, as CRuby.
fn each_entry(vm: &mut Vm, recv: Value, args: &Args, what: u8) -> VmResult {
    let m = payload(vm, recv)?;
    let Some(block) = args.block.clone() else {
        if m.live == 0 {
            return Ok(recv);
        }
        return Err(vm.make_error(vm.core.local_jump_error, "no block given"));
    };
    m.iterating += 1;
    let mut i = 0;
    let mut result = Ok(recv);
    loop {
        let m = payload(vm, recv)?;
        let Some(slot) = m.entries.get(i) else { break };
        i += 1;
        let Some((k, v)) = *slot else { continue };
        let r = match what {
            0 => vm.yield_block(&block, &[k, v]),
            1 => vm.yield_block(&block, &[k]),
            _ => vm.yield_block(&block, &[v]),
        };
        if let Err(e) = r {
            result = Err(e);
            break;
        }
    }
    payload(vm, recv)?.iterating -= 1;
    result
}

fn wm_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    each_entry(vm, recv, args, 0)
}
fn wm_each_key(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    each_entry(vm, recv, args, 1)
}
fn wm_each_value(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    each_entry(vm, recv, args, 2)
}

/// An entry's side as `inspect` shows it: immediates by `inspect`, objects by their address
/// only (`#<String:0x...>`), so no user code runs.
fn entry_text(vm: &mut Vm, v: Value) -> VmResult<String> {
    if v.is_heap() {
        vm.any_to_s(v)
    } else {
        vm.inspect_str(v)
    }
}

/// `#<ObjectSpace::WeakMap:0x...: k => v, ...>`.
fn wm_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let pairs = payload(vm, recv)?.pairs();
    let k = vm.class_of_real(recv);
    let mut s = format!("#<{}:{:#018x}", vm.module_name(k), recv.0);
    // The pairs sit in a Rust Vec: root them while their texts are made.
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend(pairs.iter().flat_map(|&(k, v)| [k, v]));
    for (n, (k, v)) in pairs.into_iter().enumerate() {
        s.push_str(if n == 0 { ": " } else { ", " });
        let kt = entry_text(vm, k);
        let vt = kt.and_then(|kt| entry_text(vm, v).map(|vt| (kt, vt)));
        match vt {
            Ok((kt, vt)) => s.push_str(&format!("{kt} => {vt}")),
            Err(e) => {
                vm.temp_roots.truncate(mark);
                return Err(e);
            }
        }
    }
    vm.temp_roots.truncate(mark);
    s.push('>');
    Ok(vm.new_string(s.into_bytes()))
}

pub fn init(vm: &mut Vm) {
    let os = vm.core.object_space;
    let object = vm.core.object;
    let k = crate::core::define_class_under(vm, os, "WeakMap", object);
    obj::as_class_mut(k).data.instance_type = ObjType::Data;
    let enumerable = vm.core.enumerable;
    let _ = vm.include_module(k, enumerable);
    vm.define_singleton_builtin(k, "allocate", 0, wm_allocate);
    vm.define_singleton_builtin(k, "new", -1, wm_new);
    vm.define_builtin(k, "[]", 1, wm_aref);
    vm.define_builtin(k, "[]=", 2, wm_aset);
    for name in ["key?", "include?", "member?"] {
        vm.define_builtin(k, name, 1, wm_key_p);
    }
    vm.define_builtin(k, "delete", 1, wm_delete);
    vm.define_builtin(k, "size", 0, wm_size);
    vm.define_builtin(k, "length", 0, wm_size);
    vm.define_builtin(k, "keys", 0, wm_keys);
    vm.define_builtin(k, "values", 0, wm_values);
    vm.define_builtin(k, "each", 0, wm_each);
    vm.define_builtin(k, "each_pair", 0, wm_each);
    vm.define_builtin(k, "each_key", 0, wm_each_key);
    vm.define_builtin(k, "each_value", 0, wm_each_value);
    vm.define_builtin(k, "inspect", 0, wm_inspect);
    let _ = intern;
}

#[cfg(test)]
mod tests {
    use crate::symbol::intern;
    use crate::value::Value;
    use crate::vm::{Options, Vm};

    /// Entries whose key only the map refers to go at the next collection; rooted ones stay.
    /// (The conservative stack scan may keep a few strays: the test allows for them.)
    #[test]
    fn entries_of_collected_keys_or_values_vanish() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        let src = b"$m = ObjectSpace::WeakMap.new; 1000.times { |i| $m[Object.new] = i }; $keep = (1..10).map { |i| o = Object.new; $m[o] = -i; o }; 500.times { |i| $m[i] = i.to_s }; $m[:sym] = 1; nil";
        let iseq = vm.compile_source(src, "t.rb", "<main>").ok().expect("compiles");
        vm.run_top(iseq).ok().expect("runs");
        for _ in 0..3 {
            vm.collect();
        }
        let m = vm.gvar_get(intern("$m"));
        let size = vm.call_method(m, intern("size"), &[], None).ok().expect("size").as_fixnum();
        assert!((11..60).contains(&size), "{size} entries left");
        let keep = vm.gvar_get(intern("$keep"));
        for (i, &k) in crate::object::as_array(keep).items.to_vec().iter().enumerate() {
            let v = vm.call_method(m, intern("[]"), &[k], None).ok().expect("[]");
            assert_eq!(v, Value::fixnum(-(i as i64) - 1));
        }
        let sym = Value::symbol(intern("sym"));
        let v = vm.call_method(m, intern("[]"), &[sym], None).ok().expect("[]");
        assert_eq!(v, Value::fixnum(1));
    }
}
