//! Instance variables on every kind of object, located through the object's shape (seed 000),
//! and the inline caches of `getinstancevariable` / `setinstancevariable` / attr methods.
//!
//! Where the values live, by object type and shape:
//! - RObject, shape from a pool root: the first `capacity` ivars in the slot after the header
//!   (FL_EMBED set); once a capacity edge moved them, in a heap buffer whose pointer is the
//!   slot's first ivar word and whose length is the second (FL_EMBED clear).
//! - RObject, `TOO_COMPLEX`: the first ivar word holds a `Box<IvarTable>`.
//! - Class / Module: `ClassData::ivars`; any other object: `Vm::generic_ivars` keyed by address
//!   (flag FL_GENERIC_IVARS says an entry exists). Both are `SideIvars`.
//!
//! Invariants:
//! - Setting a new ivar computes the destination shape, grows storage, writes the value, then
//!   stores the shape id: a collection in between sees a consistent object.
//! - Every freeze goes through [`Vm::freeze`], which moves the object to a frozen shape. Caches
//!   record only unfrozen, non-too-complex source shapes, and a cached add-transition only when
//!   the destination has the source's capacity, so a set hit needs nothing but the shape compare.

use crate::iseq::IvarCache;
use crate::object::{self, ObjType, FL_EMBED, FL_FROZEN, FL_GENERIC_IVARS};
use crate::shape::{IvarTable, ShapeId, SideIvars};
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// Hashes object addresses for `Vm::generic_ivars`. Slot addresses are multiples of 8 with
/// little entropy in their low bits, so the product's high half is folded into the low bits that
/// pick the bucket.
#[derive(Default)]
pub struct AddrHasher(u64);

impl std::hash::Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        let h = self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^ (h >> 32)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

pub type AddrMap<V> = std::collections::HashMap<u64, V, std::hash::BuildHasherDefault<AddrHasher>>;

/// The storage word of ivar `idx` of an RObject that is not too complex; `idx` must be below
/// its shape's capacity.
#[inline(always)]
pub fn object_ivar_slot(obj: Value, idx: usize) -> &'static mut Value {
    if object::has_flag(obj, FL_EMBED) {
        &mut object::object_embedded(obj, idx + 1)[idx]
    } else {
        let w = object::object_embedded(obj, 1)[0];
        // SAFETY: a non-embedded, not too-complex RObject's first ivar word points at a buffer of
        // its shape's capacity (see `move_to_buffer`), and `idx` is below that capacity.
        unsafe { &mut *(w.0 as *mut Value).add(idx) }
    }
}

/// The ivar table of a too-complex RObject.
pub(crate) fn object_table(obj: Value) -> &'static mut IvarTable {
    let w = object::object_embedded(obj, 1)[0];
    // SAFETY: an RObject whose shape is TOO_COMPLEX holds a Box<IvarTable> in its first ivar word
    // (see `make_too_complex`); it is freed only by `object::drop_payload` when the object dies.
    unsafe { &mut *(w.0 as *mut IvarTable) }
}

/// Bytes an RObject's ivars use outside its slot (for `ObjectSpace.memsize_of`).
pub fn object_ivar_heap_bytes(obj: Value) -> usize {
    if object::shape_id(obj) == ShapeId::TOO_COMPLEX {
        std::mem::size_of::<IvarTable>() + object_table(obj).len() * (std::mem::size_of::<(SymbolId, Value)>() + 16)
    } else if object::has_flag(obj, FL_EMBED) {
        0
    } else {
        object::object_embedded(obj, 2)[1].0 as usize * std::mem::size_of::<Value>()
    }
}

/// Allocates the heap buffer of an extended RObject: `cap` words, the first `init.len()` copied.
fn new_ivar_buffer(init: &[Value], cap: usize) -> *mut Value {
    let mut b = Vec::with_capacity(cap);
    b.extend_from_slice(init);
    b.resize(cap, Value::NIL);
    Box::into_raw(b.into_boxed_slice()) as *mut Value
}

impl Vm {
    /// Storage of a non-RObject's ivars, if it has any.
    fn side_ivars(&mut self, obj: Value) -> Option<&mut SideIvars> {
        match object::obj_type(obj) {
            ObjType::Class | ObjType::Module => Some(&mut object::as_class_mut(obj).data.ivars),
            _ if object::has_flag(obj, FL_GENERIC_IVARS) => self.generic_ivars.get_mut(&obj.0),
            _ => None,
        }
    }

    fn side_ivars_or_new(&mut self, obj: Value) -> &mut SideIvars {
        match object::obj_type(obj) {
            ObjType::Class | ObjType::Module => &mut object::as_class_mut(obj).data.ivars,
            _ => {
                object::set_flag(obj, FL_GENERIC_IVARS, true);
                self.generic_ivars.entry(obj.0).or_default()
            }
        }
    }

    /// The value at shape index `i` of `obj` (which is not too complex).
    #[inline]
    fn ivar_at(&mut self, obj: Value, i: usize) -> Value {
        if object::obj_type(obj) == ObjType::Object {
            return *object_ivar_slot(obj, i);
        }
        self.side_ivars(obj).map_or(Value::NIL, |s| s.values[i])
    }

    /// Writes shape index `i` of `obj`; for a non-RObject `i` may be the next free index.
    #[inline]
    fn set_ivar_at(&mut self, obj: Value, i: usize, v: Value) {
        object::write_barrier(obj, v);
        if object::obj_type(obj) == ObjType::Object {
            *object_ivar_slot(obj, i) = v;
            return;
        }
        let s = self.side_ivars_or_new(obj);
        if i < s.values.len() {
            s.values[i] = v;
        } else {
            s.values.push(v);
        }
    }

    fn ivar_table(&mut self, obj: Value) -> Option<&mut IvarTable> {
        if object::obj_type(obj) == ObjType::Object {
            return Some(object_table(obj));
        }
        self.side_ivars(obj).and_then(|s| s.table.as_deref_mut())
    }

    pub fn ivar_get(&mut self, obj: Value, name: SymbolId) -> Value {
        if !obj.is_heap() {
            return Value::NIL;
        }
        let shape = object::shape_id(obj);
        if shape == ShapeId::TOO_COMPLEX {
            return self.ivar_table(obj).and_then(|t| t.get(name)).unwrap_or(Value::NIL);
        }
        match self.shapes.index_of(shape, name) {
            Some(i) => self.ivar_at(obj, i as usize),
            None => Value::NIL,
        }
    }

    pub fn ivar_defined(&mut self, obj: Value, name: SymbolId) -> bool {
        if !obj.is_heap() {
            return false;
        }
        let shape = object::shape_id(obj);
        if shape == ShapeId::TOO_COMPLEX {
            return self.ivar_table(obj).is_some_and(|t| t.get(name).is_some());
        }
        self.shapes.index_of(shape, name).is_some()
    }

    /// Whether ivars can be stored on `obj` at all (CRuby raises FrozenError for the rest).
    fn ivar_storable(obj: Value) -> bool {
        obj.is_heap()
            && !object::has_flag(obj, FL_FROZEN)
            && !matches!(object::obj_type(obj), ObjType::Float | ObjType::Bignum | ObjType::Env | ObjType::Iseq | ObjType::Free | ObjType::IClass)
    }

    pub fn ivar_set(&mut self, obj: Value, name: SymbolId, val: Value) -> VmResult<()> {
        if !Self::ivar_storable(obj) {
            return Err(self.frozen_error(obj));
        }
        let shape = object::shape_id(obj);
        if shape != ShapeId::TOO_COMPLEX {
            if let Some(i) = self.shapes.index_of(shape, name) {
                self.set_ivar_at(obj, i as usize, val);
                return Ok(());
            }
            let is_robject = object::obj_type(obj) == ObjType::Object;
            let next = if is_robject {
                let k = self.class_of_real(obj);
                let cd = &mut object::as_class_mut(k).data;
                let next = self.shapes.add_ivar(shape, name, true, Some(&mut cd.shape_variations));
                let count = self.shapes.ivar_count(next) as u32;
                if next != ShapeId::TOO_COMPLEX && cd.ivar_hint < count {
                    cd.ivar_hint = count;
                }
                next
            } else {
                self.shapes.add_ivar(shape, name, false, None)
            };
            if next != ShapeId::TOO_COMPLEX {
                if is_robject && self.shapes.capacity(next) > self.shapes.capacity(shape) {
                    self.move_to_buffer(obj, shape, next);
                }
                let idx = self.shapes.ivar_count(next) - 1;
                self.set_ivar_at(obj, idx, val);
                object::set_shape_id(obj, next);
                return Ok(());
            }
            self.make_too_complex(obj);
        }
        object::write_barrier(obj, val);
        if let Some(t) = self.ivar_table(obj) {
            t.set(name, val);
        }
        Ok(())
    }

    /// Moves an RObject's ivars from its slot (or old buffer) to a buffer of `to`'s capacity.
    fn move_to_buffer(&mut self, obj: Value, from: ShapeId, to: ShapeId) {
        let count = self.shapes.ivar_count(from);
        let cap = self.shapes.capacity(to);
        let old: Vec<Value> = (0..count).map(|i| *object_ivar_slot(obj, i)).collect();
        let buf = new_ivar_buffer(&old, cap);
        if !object::has_flag(obj, FL_EMBED) {
            object::free_ivar_buffer(obj);
        }
        let words = object::object_embedded(obj, 2);
        words[0] = Value(buf as u64);
        words[1] = Value(cap as u64);
        object::set_flag(obj, FL_EMBED, false);
    }

    /// Moves `obj`'s ivars into an ordered table and gives it the `TOO_COMPLEX` shape.
    fn make_too_complex(&mut self, obj: Value) {
        let shape = object::shape_id(obj);
        let names = self.shapes.names(shape);
        let mut table = IvarTable::default();
        for (i, &n) in names.iter().enumerate() {
            let v = self.ivar_at(obj, i);
            table.set(n, v);
        }
        if object::obj_type(obj) == ObjType::Object {
            if !object::has_flag(obj, FL_EMBED) {
                object::free_ivar_buffer(obj);
            }
            object::object_embedded(obj, 1)[0] = Value(Box::into_raw(Box::new(table)) as u64);
            object::set_flag(obj, FL_EMBED, false);
        } else {
            let s = self.side_ivars_or_new(obj);
            s.values.clear();
            s.table = Some(Box::new(table));
        }
        object::set_shape_id(obj, ShapeId::TOO_COMPLEX);
    }

    pub fn ivar_names(&mut self, obj: Value) -> Vec<SymbolId> {
        // Names without `@` are Struct/Data member slots (core::struct_), hidden like `@__*`.
        self.ivar_names_with_hidden(obj).into_iter().filter(|n| !n.is_hidden_ivar() && n.bytes().starts_with(b"@")).collect()
    }

    /// All ivar names, including the hidden ones (exception message, backtrace, ...).
    pub fn ivar_names_with_hidden(&mut self, obj: Value) -> Vec<SymbolId> {
        if !obj.is_heap() {
            return Vec::new();
        }
        let shape = object::shape_id(obj);
        if shape == ShapeId::TOO_COMPLEX {
            return self.ivar_table(obj).map(|t| t.names().collect()).unwrap_or_default();
        }
        self.shapes.names(shape)
    }

    pub fn ivar_remove(&mut self, obj: Value, name: SymbolId) -> VmResult<Option<Value>> {
        if !obj.is_heap() {
            return Ok(None);
        }
        if object::has_flag(obj, FL_FROZEN) {
            return Err(self.frozen_error(obj));
        }
        let shape = object::shape_id(obj);
        if shape == ShapeId::TOO_COMPLEX {
            return Ok(self.ivar_table(obj).and_then(|t| t.remove(name)));
        }
        let Some(idx) = self.shapes.index_of(shape, name) else { return Ok(None) };
        let idx = idx as usize;
        let is_robject = object::obj_type(obj) == ObjType::Object;
        let next = if is_robject {
            let k = self.class_of_real(obj);
            self.shapes.without(shape, name, Some(&mut object::as_class_mut(k).data.shape_variations))
        } else {
            self.shapes.without(shape, name, None)
        };
        let removed = self.ivar_at(obj, idx);
        if next == ShapeId::TOO_COMPLEX {
            self.make_too_complex(obj);
            return Ok(self.ivar_table(obj).and_then(|t| t.remove(name)));
        }
        let count = self.shapes.ivar_count(shape);
        if is_robject {
            for i in idx..count - 1 {
                *object_ivar_slot(obj, i) = *object_ivar_slot(obj, i + 1);
            }
        } else if let Some(s) = self.side_ivars(obj) {
            s.values.remove(idx);
        }
        object::set_shape_id(obj, next);
        Ok(Some(removed))
    }

    /// Freezes `obj` (a heap object): sets the frozen flag and moves it to its frozen shape, so
    /// ivar-set caches miss on it.
    pub fn freeze(&mut self, obj: Value) {
        if !obj.is_heap() {
            return;
        }
        object::set_flag(obj, FL_FROZEN, true);
        let s = object::shape_id(obj);
        let f = self.shapes.frozen(s);
        object::set_shape_id(obj, f);
        // The singleton class of a frozen object is frozen too (CRuby's rb_freeze_singleton_class);
        // `singleton_class` freezes one made later.
        if object::has_flag(obj, crate::object::FL_SINGLETON) {
            let k = object::basic(obj).klass;
            if k.is_heap() && object::as_class(k).data.is_singleton && object::as_class(k).data.attached == obj && !object::has_flag(k, FL_FROZEN) {
                self.freeze(k);
            }
        }
    }

    /// Number of live objects whose ivars are in a too-complex table (for `--stats`).
    pub fn too_complex_objects(&self) -> usize {
        let mut n = 0;
        self.heap.each_object(|p| {
            let v = Value::from_ptr(p);
            if object::obj_type(v) != ObjType::Free && object::shape_id(v) == ShapeId::TOO_COMPLEX {
                n += 1;
            }
        });
        n
    }

    /// `getinstancevariable` through its inline cache (CRuby's `iv_index_tl` cache): a hit is
    /// the one compare of the receiver's shape id with the cached one. The cache also remembers
    /// "this shape has no such ivar" (index `u32::MAX`), so unset ivars read nil on a hit too.
    #[inline(always)]
    pub(crate) fn getivar_cached(&mut self, obj: Value, name: SymbolId, cache: &IvarCache) -> Value {
        if let Some(way) = if obj.is_heap() { cache.probe(object::shape_id(obj).0) } else { None } {
            self.stats.ivar_get_hit += 1;
            let i = way.index.get();
            if i == u32::MAX {
                return Value::NIL;
            }
            if object::obj_type(obj) == ObjType::Object {
                return *object_ivar_slot(obj, i as usize);
            }
            return self.ivar_at(obj, i as usize);
        }
        self.getivar_miss(obj, name, cache)
    }

    #[inline(never)]
    fn getivar_miss(&mut self, obj: Value, name: SymbolId, cache: &IvarCache) -> Value {
        if obj.is_heap() && object::shape_id(obj) != ShapeId::TOO_COMPLEX {
            self.stats.ivar_get_miss += 1;
            let shape = object::shape_id(obj);
            let found = self.shapes.index_of(shape, name);
            cache.fill(shape.0, found.unwrap_or(u32::MAX), shape.0);
            return match found {
                Some(i) => self.ivar_at(obj, i as usize),
                None => Value::NIL,
            };
        }
        self.ivar_get(obj, name)
    }

    /// `setinstancevariable` through its inline cache: (source shape, index, destination shape).
    /// A hit on an existing ivar has source == destination; a hit that adds the ivar moves the
    /// object along the cached transition. Either way the hit test is the one shape compare.
    #[inline(always)]
    pub(crate) fn setivar_cached(&mut self, obj: Value, name: SymbolId, v: Value, cache: &IvarCache) -> VmResult<()> {
        if let Some(way) = if obj.is_heap() { cache.probe(object::shape_id(obj).0) } else { None } {
            self.stats.ivar_set_hit += 1;
            let i = way.index.get() as usize;
            if object::obj_type(obj) == ObjType::Object {
                object::write_barrier(obj, v);
                *object_ivar_slot(obj, i) = v;
            } else {
                self.set_ivar_at(obj, i, v);
            }
            let dst = way.next_shape.get();
            if dst != way.shape.get() {
                object::set_shape_id(obj, ShapeId(dst));
            }
            return Ok(());
        }
        self.setivar_miss(obj, name, v, cache)
    }

    #[inline(never)]
    fn setivar_miss(&mut self, obj: Value, name: SymbolId, v: Value, cache: &IvarCache) -> VmResult<()> {
        if !obj.is_heap() {
            return self.ivar_set(obj, name, v);
        }
        let shape = object::shape_id(obj);
        self.stats.ivar_set_miss += 1;
        self.ivar_set(obj, name, v)?;
        let after = object::shape_id(obj);
        if shape == ShapeId::TOO_COMPLEX || after == ShapeId::TOO_COMPLEX {
            return Ok(());
        }
        // Cache only what a hit can repeat with a plain store: an existing ivar, or an add along
        // an ivar edge that needs no more room.
        if after == shape || self.shapes.get(after).parent == shape {
            if let Some(i) = self.shapes.index_of(after, name) {
                cache.fill(shape.0, i, after.0);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::iseq::IvarCache;
    use crate::object::{self, FL_EMBED};
    use crate::shape::ShapeId;
    use crate::symbol::intern;
    use crate::value::Value;
    use crate::vm::{Options, Vm};

    fn vm_and_class() -> (Box<Vm>, Value) {
        let mut vm = Vm::new(Options::default());
        vm.set_stack_base();
        let k = vm.new_class(vm.core.object);
        vm.temp_roots.push(k);
        (vm, k)
    }

    #[test]
    fn get_cache_hits_on_the_same_shape_and_remembers_absent_ivars() {
        let (mut vm, k) = vm_and_class();
        let (a, b) = (intern("@a"), intern("@b"));
        let (o1, o2) = (vm.new_object(k), vm.new_object(k));
        for o in [o1, o2] {
            vm.ivar_set(o, a, Value::fixnum(1)).unwrap();
        }
        vm.ivar_set(o2, a, Value::fixnum(2)).unwrap();
        let c = IvarCache::new();
        assert_eq!(vm.getivar_cached(o1, a, &c), Value::fixnum(1));
        assert_eq!((vm.stats.ivar_get_hit, vm.stats.ivar_get_miss), (0, 1));
        assert_eq!(vm.getivar_cached(o2, a, &c), Value::fixnum(2));
        assert_eq!((vm.stats.ivar_get_hit, vm.stats.ivar_get_miss), (1, 1));
        // An unset ivar reads nil, then hits as "absent" on the same shape.
        let miss = IvarCache::new();
        assert_eq!(vm.getivar_cached(o1, b, &miss), Value::NIL);
        assert_eq!(vm.getivar_cached(o2, b, &miss), Value::NIL);
        assert_eq!(miss.ways[0].index.get(), u32::MAX);
        assert_eq!((vm.stats.ivar_get_hit, vm.stats.ivar_get_miss), (2, 2));
        // Adding an ivar changes the shape: the next read misses and refills.
        vm.ivar_set(o2, b, Value::fixnum(3)).unwrap();
        assert_eq!(vm.getivar_cached(o2, b, &miss), Value::fixnum(3));
        assert_eq!(vm.stats.ivar_get_miss, 3);
    }

    #[test]
    fn set_cache_replays_the_add_transition_and_misses_on_frozen_objects() {
        let (mut vm, k) = vm_and_class();
        let a = intern("@a");
        let (o1, o2, o3) = (vm.new_object(k), vm.new_object(k), vm.new_object(k));
        let c = IvarCache::new();
        vm.setivar_cached(o1, a, Value::fixnum(1), &c).unwrap();
        assert_eq!((vm.stats.ivar_set_hit, vm.stats.ivar_set_miss), (0, 1));
        assert_ne!(c.ways[0].shape.get(), c.ways[0].next_shape.get(), "the add transition is cached");
        vm.setivar_cached(o2, a, Value::fixnum(2), &c).unwrap();
        assert_eq!(vm.stats.ivar_set_hit, 1);
        assert_eq!(object::shape_id(o2), object::shape_id(o1));
        assert_eq!(vm.ivar_get(o2, a), Value::fixnum(2));
        // A frozen object of the cached source shape is in another shape: miss, FrozenError.
        vm.freeze(o3);
        assert_ne!(object::shape_id(o3).0, c.ways[0].shape.get());
        assert!(vm.setivar_cached(o3, a, Value::fixnum(3), &c).is_err());
        assert_eq!(vm.stats.ivar_set_hit, 1);
        assert_eq!(vm.ivar_get(o3, a), Value::NIL);
    }

    #[test]
    fn two_way_cache_hits_on_two_alternating_shapes() {
        let (mut vm, k) = vm_and_class();
        let (a, b) = (intern("@a"), intern("@b"));
        let (o1, o2) = (vm.new_object(k), vm.new_object(k));
        vm.ivar_set(o1, a, Value::fixnum(1)).unwrap();
        vm.ivar_set(o2, b, Value::fixnum(0)).unwrap();
        vm.ivar_set(o2, a, Value::fixnum(2)).unwrap();
        assert_ne!(object::shape_id(o1), object::shape_id(o2));
        let c = IvarCache::new();
        for _ in 0..3 {
            assert_eq!(vm.getivar_cached(o1, a, &c), Value::fixnum(1));
            assert_eq!(vm.getivar_cached(o2, a, &c), Value::fixnum(2));
        }
        assert_eq!((vm.stats.ivar_get_hit, vm.stats.ivar_get_miss), (4, 2));
    }

    #[test]
    fn capacity_change_moves_ivars_to_a_buffer_and_is_not_replayed_by_a_cache() {
        let (mut vm, k) = vm_and_class();
        let o = vm.new_object(k);
        let root_cap = vm.shapes.capacity(object::shape_id(o));
        let names: Vec<_> = (0..root_cap + 3).map(|i| intern(&format!("@f{i}"))).collect();
        let c = IvarCache::new();
        for (i, &n) in names.iter().enumerate() {
            if i == root_cap {
                // The add that overflows the slot: cached only if it needs no more room.
                vm.setivar_cached(o, n, Value::fixnum(i as i64), &c).unwrap();
                assert_eq!(c.ways[0].shape.get(), ShapeId::INVALID.0);
            } else {
                vm.ivar_set(o, n, Value::fixnum(i as i64)).unwrap();
            }
        }
        assert!(!object::has_flag(o, FL_EMBED));
        vm.collect();
        for (i, &n) in names.iter().enumerate() {
            assert_eq!(vm.ivar_get(o, n), Value::fixnum(i as i64));
        }
        // The class learned how many ivars its objects use: the next one embeds them all.
        let o2 = vm.new_object(k);
        assert!(vm.shapes.capacity(object::shape_id(o2)) >= names.len());
    }

    #[test]
    fn too_complex_objects_keep_order_and_values() {
        let (mut vm, k) = vm_and_class();
        let objs: Vec<Value> = (0..12).map(|_| vm.new_object(k)).collect();
        vm.temp_roots.extend(objs.iter().copied());
        for (i, &o) in objs.iter().enumerate() {
            vm.ivar_set(o, intern(&format!("@only{i}")), Value::fixnum(i as i64)).unwrap();
            vm.ivar_set(o, intern("@z"), Value::fixnum(100)).unwrap();
        }
        let last = objs[11];
        assert_eq!(object::shape_id(last), ShapeId::TOO_COMPLEX);
        vm.collect();
        assert_eq!(vm.ivar_names(last), vec![intern("@only11"), intern("@z")]);
        assert_eq!(vm.ivar_remove(last, intern("@only11")).unwrap(), Some(Value::fixnum(11)));
        vm.ivar_set(last, intern("@only11"), Value::fixnum(7)).unwrap();
        assert_eq!(vm.ivar_names(last), vec![intern("@z"), intern("@only11")]);
        // A get cache never caches the too-complex shape.
        let c = IvarCache::new();
        assert_eq!(vm.getivar_cached(last, intern("@z"), &c), Value::fixnum(100));
        assert_eq!(c.ways[0].shape.get(), ShapeId::INVALID.0);
    }
}
