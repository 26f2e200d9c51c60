//! The ObjectSpace module: `each_object`, `count_objects`, `memsize_of`, `garbage_collect`,
//! `_id2ref`; finalizers (`finalizer`), `WeakMap` (`weak_map`) and `WeakKeyMap`
//! (`weak_key_map`), whose weak references the collector supports through `gc_weak`.
//!
//! Invariants:
//! - `each_object` hands Ruby only objects Ruby could have reached itself: never an internal
//!   object (`internal`: an env, an iseq, an include class, a slot being set up, an object the
//!   VM marked `FL_HIDDEN`, or a singleton class CRuby keeps hidden). Code that keeps VM state
//!   in a heap object Ruby must not see (and so must not change) hides it with
//!   `obj::FL_HIDDEN` when making it.
//! - The objects are gathered first (walking the heap runs no Ruby code and allocates nothing)
//!   into a hidden Array, then yielded: the block may allocate and collect freely.

pub mod finalizer;
pub mod weak_key_map;
pub mod weak_map;

use crate::heap::SLOT_SIZES;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Whether the heap object `v` is VM-internal (see the module invariants). CRuby hides the
/// singleton class of a class or module that has no singleton class of its own (one the VM made
/// only to hold the class's place in the metaclass chain).
pub fn internal(v: Value) -> bool {
    let b = obj::basic(v);
    if b.flags & obj::FL_HIDDEN != 0 || !b.klass.is_heap() {
        return true;
    }
    match obj::obj_type(v) {
        ObjType::Env | ObjType::Iseq | ObjType::IClass | ObjType::Free => true,
        ObjType::Class => {
            let d = &obj::as_class(v).data;
            d.is_singleton
                && d.attached.is_heap()
                && matches!(obj::obj_type(d.attached), ObjType::Class | ObjType::Module)
                && !obj::has_flag(v, obj::FL_SINGLETON)
        }
        _ => false,
    }
}

/// The objects `each_object(k)` walks: every non-internal object (a kind of `k` when given).
fn gather(vm: &mut Vm, k: Option<Value>) -> Vec<Value> {
    let mut found = Vec::new();
    vm.heap.each_object(|p| {
        let v = Value::from_ptr(p);
        if !internal(v) {
            found.push(v);
        }
    });
    if let Some(k) = k {
        found.retain(|&v| vm.is_kind_of(v, k));
    }
    found
}

/// `ObjectSpace.each_object([mod]) { |obj| }`: the count of objects yielded; an Enumerator
/// without a block. `mod` must be a Class or Module.
fn os_each_object(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_object", args);
    };
    let k = match args.positional().first() {
        None => None,
        Some(&k) if obj::is_type(k, ObjType::Class) || obj::is_type(k, ObjType::Module) => Some(k),
        Some(_) => return Err(vm.type_error("class or module required")),
    };
    let found = gather(vm, k);
    let n = found.len();
    let held = vm.new_array(found);
    obj::set_flag(held, obj::FL_HIDDEN, true);
    vm.temp_roots.push(held);
    let mut r = Ok(Value::fixnum(n as i64));
    for i in 0..n {
        let v = obj::as_array(held).items[i];
        if let Err(e) = vm.yield_block(&block, &[v]) {
            r = Err(e);
            break;
        }
    }
    vm.temp_roots.pop();
    r
}

fn os_memsize_of(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    if !v.is_heap() {
        return Ok(Value::fixnum(0));
    }
    let slot = vm.heap.find_slot(v.0 as usize).map_or(SLOT_SIZES[0], |p| vm.heap.slot_size_of(p as usize));
    let extra = match obj::obj_type(v) {
        ObjType::Data => {
            let d = obj::as_typed_data(v);
            d.dtype.size.map_or(0, |f| f(d.data))
        }
        ObjType::String => obj::as_string(v).bytes.capacity(),
        ObjType::Array => {
            if obj::as_array(v).items.spilled() {
                obj::as_array(v).items.capacity() * 8
            } else {
                0
            }
        }
        ObjType::Iseq => obj::as_iseq(v).data.memsize(),
        ObjType::Object => crate::vm::ivar::object_ivar_heap_bytes(v),
        _ => 0,
    };
    Ok(Value::fixnum((slot + extra) as i64))
}

/// `ObjectSpace.count_objects([hash])`: `TOTAL`, `FREE` and a count per CRuby type name (every
/// allocated slot, internal objects included, as CRuby counts them).
fn os_count_objects(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let given = args.get(0);
    if !given.is_nil() && !obj::is_type(given, ObjType::Hash) {
        return Err(vm.type_error("non-hash given"));
    }
    let mut counts: Vec<(&str, i64)> = Vec::new();
    let mut bump = |name: &'static str| {
        if let Some(e) = counts.iter_mut().find(|(n, _)| *n == name) {
            e.1 += 1;
        } else {
            counts.push((name, 1));
        }
    };
    vm.heap.each_object(|p| {
        let t = obj::obj_type(Value::from_ptr(p));
        bump(match t {
            ObjType::Object => "T_OBJECT",
            ObjType::Class => "T_CLASS",
            ObjType::Module => "T_MODULE",
            ObjType::IClass => "T_ICLASS",
            ObjType::String => "T_STRING",
            ObjType::Array => "T_ARRAY",
            ObjType::Hash => "T_HASH",
            ObjType::Range => "T_STRUCT",
            ObjType::Float => "T_FLOAT",
            ObjType::Bignum => "T_BIGNUM",
            ObjType::Env | ObjType::Iseq => "T_IMEMO",
            ObjType::Data => "T_DATA",
            ObjType::Free => "FREE",
        })
    });
    // CRuby's order: by type number.
    const ORDER: [&str; 13] = ["T_OBJECT", "T_CLASS", "T_MODULE", "T_FLOAT", "T_STRING", "T_ARRAY", "T_HASH", "T_STRUCT", "T_BIGNUM", "T_DATA", "T_IMEMO", "T_ICLASS", "FREE"];
    counts.sort_by_key(|(n, _)| ORDER.iter().position(|o| o == n));
    counts.retain(|(n, _)| *n != "FREE");
    let total = vm.heap.total_slots() as i64;
    let live = vm.heap.live_slots() as i64;
    let h = if given.is_nil() { vm.new_hash() } else { given };
    vm.temp_roots.push(h);
    let r = (|| {
        // A Hash given keeps its keys, each set to 0 first (CRuby's `set_zero`).
        for (k, _) in crate::core::hash::pairs(h) {
            vm.hash_set(h, k, Value::fixnum(0))?;
        }
        vm.hash_set(h, Value::symbol(intern("TOTAL")), Value::fixnum(total))?;
        vm.hash_set(h, Value::symbol(intern("FREE")), Value::fixnum(total - live))?;
        for (n, c) in counts {
            vm.hash_set(h, Value::symbol(intern(n)), Value::fixnum(c))?;
        }
        Ok(h)
    })();
    vm.temp_roots.pop();
    r
}

/// `ObjectSpace._id2ref(id)` (deprecated in 4.0, silently as CRuby by default, since
/// `Warning[:deprecated]` is off): the object with that id (a special constant's id is its word,
/// a heap object's its address: `o_object_id`), RangeError when there is none or it is internal.
fn os_id2ref(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let id = args.get(0);
    let n = vm.expect_int(id)?;
    let word = Value(n as u64);
    let found = if word.is_heap() {
        let addr = word.0 as usize;
        vm.heap.find_slot(addr).map(|p| Value::from_ptr(p)).filter(|&v| v.0 as usize == addr && !internal(v))
    } else if word.is_symbol() {
        if crate::symbol::is_interned(word.as_symbol()) && word.0 >> 40 == 0 {
            Some(word)
        } else {
            let shown = vm.inspect_str(id)?;
            return Err(vm.make_error(vm.core.range_error, &format!("{shown} is not a symbol id value")));
        }
    } else if word.is_fixnum() || word.is_flonum() || [Value::NIL, Value::TRUE, Value::FALSE].contains(&word) {
        Some(word)
    } else {
        None
    };
    match found {
        Some(v) => Ok(v),
        None => {
            let shown = vm.inspect_str(id)?;
            Err(vm.make_error(vm.core.range_error, &format!("{shown} is not id value")))
        }
    }
}

pub fn init(vm: &mut Vm) {
    let os = vm.core.object_space;
    vm.define_singleton_builtin(os, "each_object", -1, os_each_object);
    vm.define_singleton_builtin(os, "memsize_of", 1, os_memsize_of);
    vm.define_singleton_builtin(os, "count_objects", -1, os_count_objects);
    vm.define_singleton_builtin(os, "garbage_collect", -1, crate::core::gc::gc_start);
    vm.define_singleton_builtin(os, "define_finalizer", -1, finalizer::os_define_finalizer);
    vm.define_singleton_builtin(os, "undefine_finalizer", 1, finalizer::os_undefine_finalizer);
    vm.define_singleton_builtin(os, "_id2ref", 1, os_id2ref);
    weak_map::init(vm);
    weak_key_map::init(vm);
}

#[cfg(test)]
mod tests {
    use crate::symbol::intern;
    use crate::vm::{Options, Vm};

    #[test]
    fn memsize_of_typed_data_uses_the_size_callback() {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        let iseq = vm.compile_source(b"$pr = proc { 1 }", "t.rb", "<main>").ok().expect("compiles");
        vm.run_top(iseq).ok().expect("runs");
        let pr = vm.gvar_get(intern("$pr"));
        assert!(crate::core::proc_::is_proc(&vm, pr));
        let os = vm.core.object_space;
        let size = vm.call_method(os, intern("memsize_of"), &[pr], None).ok().expect("memsize_of");
        let expected = crate::heap::SLOT_SIZES[0] + std::mem::size_of::<crate::core::proc_::ProcData>();
        assert_eq!(size.as_fixnum() as usize, expected);
    }
}
