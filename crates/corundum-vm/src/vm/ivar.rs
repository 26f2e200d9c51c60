//! Instance variables: located through the object's shape (seed 000) for plain objects, kept in
//! the class data for classes and modules.
//!
//! Invariants:
//! - An embedded object's capacity (its slot's ivar words) is stored in flag bits 16..24 when the
//!   object is allocated; ivars beyond it move, all together, to a heap buffer (FL_EMBED clear).
//! - Setting a new ivar first computes the destination shape, then grows storage, then writes the
//!   value, then stores the shape id: a collection in between sees a consistent object.

use crate::object::{self, ObjType, FL_EMBED, FL_FROZEN};
use crate::shape::ShapeId;
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

const CAP_SHIFT: u64 = 16;

pub fn embed_cap(obj: Value) -> usize {
    ((object::basic(obj).flags >> CAP_SHIFT) & 0xff) as usize
}
pub fn set_embed_cap(obj: Value, cap: usize) {
    let b = object::basic(obj);
    b.flags = (b.flags & !(0xff << CAP_SHIFT)) | ((cap as u64 & 0xff) << CAP_SHIFT);
}

/// The storage word of ivar `idx` of a plain object; `idx` must be below its shape's count.
#[inline(always)]
pub fn object_ivar_slot(obj: Value, idx: usize) -> &'static mut Value {
    if object::has_flag(obj, FL_EMBED) {
        &mut object::object_embedded(obj, idx + 1)[idx]
    } else {
        let w = object::object_embedded(obj, 1)[0];
        // SAFETY: a non-embedded object's first ivar word is the Box<Vec<Value>> it owns, and the
        // buffer always has room for every index its shape uses.
        let buf = unsafe { &mut *(w.0 as *mut Vec<Value>) };
        &mut buf[idx]
    }
}

impl Vm {
    pub fn ivar_get(&mut self, obj: Value, name: SymbolId) -> Value {
        if !obj.is_heap() {
            return Value::NIL;
        }
        match object::obj_type(obj) {
            ObjType::Object => match self.shapes.index_of(object::shape_id(obj), name) {
                Some(i) => *object_ivar_slot(obj, i as usize),
                None => Value::NIL,
            },
            ObjType::Class | ObjType::Module => object::as_class(obj).data.ivars.iter().find(|(n, _)| *n == name).map_or(Value::NIL, |&(_, v)| v),
            _ => self.generic_ivars.get(&obj.0).and_then(|l| l.iter().find(|(n, _)| *n == name)).map_or(Value::NIL, |&(_, v)| v),
        }
    }

    pub fn ivar_defined(&self, obj: Value, name: SymbolId) -> bool {
        if !obj.is_heap() {
            return false;
        }
        match object::obj_type(obj) {
            ObjType::Object => self.shapes.index_of(object::shape_id(obj), name).is_some(),
            ObjType::Class | ObjType::Module => object::as_class(obj).data.ivars.iter().any(|(n, _)| *n == name),
            _ => self.generic_ivars.get(&obj.0).is_some_and(|l| l.iter().any(|(n, _)| *n == name)),
        }
    }

    pub fn ivar_set(&mut self, obj: Value, name: SymbolId, val: Value) -> VmResult<()> {
        if !obj.is_heap() || object::has_flag(obj, FL_FROZEN) {
            return Err(self.frozen_error(obj));
        }
        object::write_barrier(obj, val);
        match object::obj_type(obj) {
            ObjType::Object => {
                let shape = object::shape_id(obj);
                if let Some(i) = self.shapes.index_of(shape, name) {
                    *object_ivar_slot(obj, i as usize) = val;
                    return Ok(());
                }
                let next = self.shapes.transition(shape, name);
                let idx = self.shapes.ivar_count(next) - 1;
                self.ensure_ivar_capacity(obj, idx + 1);
                *object_ivar_slot(obj, idx) = val;
                object::set_shape_id(obj, next);
                let k = self.class_of_real(obj);
                let cd = &mut object::as_class(k).data;
                if cd.ivar_hint < (idx + 1) as u32 {
                    cd.ivar_hint = (idx + 1) as u32;
                }
                Ok(())
            }
            ObjType::Class | ObjType::Module => {
                let ivars = &mut object::as_class(obj).data.ivars;
                match ivars.iter_mut().find(|(n, _)| *n == name) {
                    Some(slot) => slot.1 = val,
                    None => ivars.push((name, val)),
                }
                Ok(())
            }
            ObjType::Float | ObjType::Bignum | ObjType::Env | ObjType::Iseq | ObjType::Free | ObjType::IClass => Err(self.frozen_error(obj)),
            _ => {
                object::set_flag(obj, object::FL_GENERIC_IVARS, true);
                let list = self.generic_ivars.entry(obj.0).or_default();
                match list.iter_mut().find(|(n, _)| *n == name) {
                    Some(slot) => slot.1 = val,
                    None => list.push((name, val)),
                }
                Ok(())
            }
        }
    }

    /// Makes room for `n` ivars, moving an embedded object's ivars to a heap buffer when its slot
    /// is too small.
    pub fn ensure_ivar_capacity(&mut self, obj: Value, n: usize) {
        if object::has_flag(obj, FL_EMBED) {
            let cap = embed_cap(obj);
            if n <= cap {
                return;
            }
            let count = self.shapes.ivar_count(object::shape_id(obj));
            let mut buf: Vec<Value> = object::object_embedded(obj, cap)[..count].to_vec();
            buf.resize((n * 2).max(8), Value::NIL);
            let raw = Box::into_raw(Box::new(buf));
            object::object_embedded(obj, 1)[0] = Value(raw as u64);
            object::set_flag(obj, FL_EMBED, false);
        } else {
            let w = object::object_embedded(obj, 1)[0];
            // SAFETY: see object_ivar_slot.
            let buf = unsafe { &mut *(w.0 as *mut Vec<Value>) };
            if buf.len() < n {
                buf.resize(n * 2, Value::NIL);
            }
        }
    }

    pub fn ivar_names(&self, obj: Value) -> Vec<SymbolId> {
        if !obj.is_heap() {
            return Vec::new();
        }
        let names = match object::obj_type(obj) {
            ObjType::Object => self.shapes.names(object::shape_id(obj)),
            ObjType::Class | ObjType::Module => object::as_class(obj).data.ivars.iter().map(|(n, _)| *n).collect(),
            _ => self.generic_ivars.get(&obj.0).map(|l| l.iter().map(|(n, _)| *n).collect()).unwrap_or_default(),
        };
        names.into_iter().filter(|n| !n.is_hidden_ivar()).collect()
    }

    pub fn ivar_remove(&mut self, obj: Value, name: SymbolId) -> VmResult<Option<Value>> {
        if !obj.is_heap() {
            return Ok(None);
        }
        if object::has_flag(obj, FL_FROZEN) {
            return Err(self.frozen_error(obj));
        }
        match object::obj_type(obj) {
            ObjType::Object => {
                let shape = object::shape_id(obj);
                let Some(_) = self.shapes.index_of(shape, name) else { return Ok(None) };
                let names = self.shapes.names(shape);
                let vals: Vec<Value> = (0..names.len()).map(|i| *object_ivar_slot(obj, i)).collect();
                let mut removed = Value::NIL;
                let mut s = ShapeId::ROOT;
                let mut j = 0;
                for (n, v) in names.iter().zip(vals) {
                    if *n == name {
                        removed = v;
                        continue;
                    }
                    s = self.shapes.transition(s, *n);
                    *object_ivar_slot(obj, j) = v;
                    j += 1;
                }
                object::set_shape_id(obj, s);
                Ok(Some(removed))
            }
            ObjType::Class | ObjType::Module => {
                let ivars = &mut object::as_class(obj).data.ivars;
                Ok(ivars.iter().position(|(n, _)| *n == name).map(|p| ivars.remove(p).1))
            }
            _ => match self.generic_ivars.get_mut(&obj.0) {
                Some(l) => Ok(l.iter().position(|(n, _)| *n == name).map(|p| l.remove(p).1)),
                None => Ok(None),
            },
        }
    }

    #[inline]
    pub(crate) fn getivar_cached(&mut self, obj: Value, name: SymbolId, cache: &crate::iseq::IvarCache) -> Value {
        if obj.is_heap() && object::obj_type(obj) == ObjType::Object {
            let shape = object::shape_id(obj);
            if shape.0 == cache.shape.get() {
                self.stats.ivar_get_hit += 1;
                let i = cache.index.get();
                // The cache also remembers "this shape has no such ivar" (index u32::MAX).
                return if i == u32::MAX { Value::NIL } else { *crate::vm::ivar::object_ivar_slot(obj, i as usize) };
            }
            self.stats.ivar_get_miss += 1;
            let found = self.shapes.index_of(shape, name);
            cache.shape.set(shape.0);
            cache.index.set(found.unwrap_or(u32::MAX));
            return match found {
                Some(i) => *crate::vm::ivar::object_ivar_slot(obj, i as usize),
                None => Value::NIL,
            };
        }
        self.ivar_get(obj, name)
    }

    /// The set cache holds (source shape, index, destination shape): a hit on an existing ivar
    /// has source == destination; a hit that adds the ivar moves the object along the cached
    /// transition. Either way the hit test is the one shape compare.
    #[inline]
    pub(crate) fn setivar_cached(&mut self, obj: Value, name: SymbolId, v: Value, cache: &crate::iseq::IvarCache) -> VmResult<()> {
        if obj.is_heap() && object::obj_type(obj) == ObjType::Object && !object::has_flag(obj, object::FL_FROZEN) {
            let shape = object::shape_id(obj);
            if shape.0 == cache.shape.get() {
                let idx = cache.index.get() as usize;
                let dst = cache.next_shape.get();
                if dst == shape.0 || (object::has_flag(obj, object::FL_EMBED) && idx < crate::vm::ivar::embed_cap(obj)) {
                    self.stats.ivar_set_hit += 1;
                    object::write_barrier(obj, v);
                    *crate::vm::ivar::object_ivar_slot(obj, idx) = v;
                    if dst != shape.0 {
                        object::set_shape_id(obj, crate::shape::ShapeId(dst));
                    }
                    return Ok(());
                }
            }
            self.stats.ivar_set_miss += 1;
            self.ivar_set(obj, name, v)?;
            let after = object::shape_id(obj);
            if let Some(i) = self.shapes.index_of(after, name) {
                cache.shape.set(shape.0);
                cache.index.set(i);
                cache.next_shape.set(after.0);
            }
            return Ok(());
        }
        self.ivar_set(obj, name, v)
    }
}
