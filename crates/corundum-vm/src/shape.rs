//! Object shapes (seed 000): an object's set of instance variables is a path in a tree whose
//! edges are ivar names. An object stores only its [`ShapeId`] (upper half of its flags word) and
//! its ivar values in shape order; the names live once, in the tree.
//!
//! Besides ivar edges there are two kinds of edges that add no ivar:
//! - a *capacity* edge records that an RObject's ivars moved to a bigger heap buffer (CRuby's
//!   capacity-change shape), so the room an object has is a property of its shape and a cached
//!   "add ivar" transition needs no separate capacity check;
//! - a *frozen* edge records that the object is frozen, so an ivar-set cache, which only ever
//!   caches unfrozen source shapes, misses on a frozen object with the same one compare.
//!
//! Invariants:
//! - Shapes are never freed or moved: `shapes` is reserved once for [`MAX_SHAPES`] entries and
//!   only pushed to, so a `ShapeId` is a stable index and inline caches may keep it forever.
//!   When the tree is full, or a chain reaches [`MAX_SHAPE_IVARS`], transitions answer
//!   [`ShapeId::TOO_COMPLEX`].
//! - `next_index` is the number of ivars an object of that shape holds; the ivar added by an ivar
//!   edge into a shape lives at index `next_index - 1`. Capacity and frozen edges keep it.
//! - RObjects start at their size pool's root ([`ShapeTree::object_root`]), whose capacity is the
//!   slot's embedded word count; every other object (classes, strings, ...) starts at
//!   [`ShapeId::ROOT`] and keeps its ivars in a growable side buffer (capacity is unused there).
//! - A frozen shape has no ivar children. `TOO_COMPLEX` is never stored in an inline cache: an
//!   object in it keeps its ivars in an ordered hash table instead ([`IvarTable`]).

use std::collections::HashMap;

use crate::class::IdMap;
use crate::symbol::SymbolId;
use crate::value::Value;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ShapeId(pub u32);

impl ShapeId {
    /// Root of every non-RObject (classes, modules, strings, arrays, ...).
    pub const ROOT: ShapeId = ShapeId(0);
    /// The shape of objects whose ivars live in an [`IvarTable`] (CRuby's SHAPE_OBJ_TOO_COMPLEX).
    pub const TOO_COMPLEX: ShapeId = ShapeId(1);
    /// The frozen variant of `ROOT` (frozen strings, arrays, ... without ivars), made up front
    /// because freezing ivar-less objects is common.
    pub const FROZEN_ROOT: ShapeId = ShapeId(2);
    /// Never a real shape: inline caches start out holding it so the first access misses.
    pub const INVALID: ShapeId = ShapeId(u32::MAX);
}

/// CRuby's limit: a class whose objects branched into this many shape variations sends further
/// new branches to the too-complex table instead of growing the tree.
pub const MAX_VARIATIONS: u32 = 8;
/// Ivars a shape may hold. Lookups on a cache miss walk the chain towards the root, so objects
/// with more ivars than this use the too-complex table (O(1) lookups) instead of deeper chains.
/// CRuby allows deeper chains because it indexes long ones with a tree; we keep the walk short.
pub const MAX_SHAPE_IVARS: u32 = 128;
/// Size of the shape buffer. Reserved as virtual memory once; only touched pages cost RSS.
pub const MAX_SHAPES: usize = 1 << 19;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Edge {
    Ivar(SymbolId),
    Capacity,
    Frozen,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShapeKind {
    Root,
    Ivar,
    Capacity,
    Frozen,
    TooComplex,
}

/// Children of a shape. Most shapes have zero or one child, so those need no allocation; a
/// handful live in a small vector; wide fan-outs get a map.
enum Edges {
    None,
    One(Edge, ShapeId),
    Few(Vec<(Edge, ShapeId)>),
    Many(HashMap<Edge, ShapeId>),
}

const FEW_EDGES: usize = 8;

impl Edges {
    fn get(&self, e: Edge) -> Option<ShapeId> {
        match self {
            Edges::None => None,
            Edges::One(k, s) => (*k == e).then_some(*s),
            Edges::Few(v) => v.iter().find(|(k, _)| *k == e).map(|&(_, s)| s),
            Edges::Many(m) => m.get(&e).copied(),
        }
    }

    /// Whether the shape already has a child other than its frozen variant (adding another
    /// such child is a new variation).
    fn branches(&self) -> bool {
        match self {
            Edges::None => false,
            Edges::One(k, _) => *k != Edge::Frozen,
            Edges::Few(_) | Edges::Many(_) => true,
        }
    }

    fn insert(&mut self, e: Edge, s: ShapeId) {
        match self {
            Edges::None => *self = Edges::One(e, s),
            Edges::One(k, t) => *self = Edges::Few(vec![(*k, *t), (e, s)]),
            Edges::Few(v) if v.len() < FEW_EDGES => v.push((e, s)),
            Edges::Few(v) => {
                let mut m: HashMap<Edge, ShapeId> = v.drain(..).collect();
                m.insert(e, s);
                *self = Edges::Many(m);
            }
            Edges::Many(m) => {
                m.insert(e, s);
            }
        }
    }

    fn heap_bytes(&self) -> usize {
        match self {
            Edges::None | Edges::One(..) => 0,
            Edges::Few(v) => v.capacity() * std::mem::size_of::<(Edge, ShapeId)>(),
            Edges::Many(m) => m.capacity() * (std::mem::size_of::<(Edge, ShapeId)>() + 8),
        }
    }
}

pub struct Shape {
    pub parent: ShapeId,
    /// The ivar added by the edge from `parent` (only meaningful for `ShapeKind::Ivar`).
    pub edge_name: SymbolId,
    pub next_index: u32,
    /// Ivar words an RObject of this shape has room for (embedded or in its heap buffer).
    pub capacity: u32,
    pub kind: ShapeKind,
    pub frozen: bool,
    edges: Edges,
}

pub struct ShapeTree {
    shapes: Vec<Shape>,
    /// Root shape of RObjects per heap size pool.
    object_roots: Vec<ShapeId>,
}

impl ShapeTree {
    /// A tree with the two fixed shapes and one root per RObject size pool, whose embedded
    /// capacities are `pool_capacities`.
    pub fn new(pool_capacities: &[usize]) -> ShapeTree {
        let mut t = ShapeTree { shapes: Vec::with_capacity(MAX_SHAPES), object_roots: Vec::new() };
        t.push(ShapeId::ROOT, Edge::Capacity, ShapeKind::Root, 0, 0, false);
        t.push(ShapeId::ROOT, Edge::Capacity, ShapeKind::TooComplex, 0, 0, false);
        let fr = t.child(ShapeId::ROOT, Edge::Frozen, None);
        debug_assert_eq!(fr, ShapeId::FROZEN_ROOT);
        for &cap in pool_capacities {
            let id = t.push(ShapeId::ROOT, Edge::Capacity, ShapeKind::Root, 0, cap as u32, false);
            t.object_roots.push(id);
        }
        t
    }

    fn push(&mut self, parent: ShapeId, edge: Edge, kind: ShapeKind, next_index: u32, capacity: u32, frozen: bool) -> ShapeId {
        let id = ShapeId(self.shapes.len() as u32);
        let edge_name = if let Edge::Ivar(n) = edge { n } else { SymbolId(0) };
        self.shapes.push(Shape { parent, edge_name, next_index, capacity, kind, frozen, edges: Edges::None });
        id
    }

    #[inline]
    pub fn get(&self, id: ShapeId) -> &Shape {
        &self.shapes[id.0 as usize]
    }

    pub fn len(&self) -> usize {
        self.shapes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.shapes.is_empty()
    }

    /// Bytes the tree uses (shape records plus edge tables); the reserved but untouched part of
    /// the buffer is not counted, as it is not resident.
    pub fn memsize(&self) -> usize {
        self.shapes.len() * std::mem::size_of::<Shape>() + self.shapes.iter().map(|s| s.edges.heap_bytes()).sum::<usize>()
    }

    pub fn object_root(&self, pool: usize) -> ShapeId {
        self.object_roots[pool]
    }

    /// The child of `from` along `edge`, created on first use. `variations` is the counter of the
    /// object's class (None for objects that do not count, like strings and classes): creating a
    /// second or later child of a shape is a new variation, and once the class has made
    /// [`MAX_VARIATIONS`] of them new branches answer `TOO_COMPLEX`, as does a full tree.
    pub fn child(&mut self, from: ShapeId, edge: Edge, variations: Option<&mut u32>) -> ShapeId {
        if from == ShapeId::TOO_COMPLEX {
            return ShapeId::TOO_COMPLEX;
        }
        let parent = &self.shapes[from.0 as usize];
        if let Some(to) = parent.edges.get(edge) {
            return to;
        }
        let branching = edge != Edge::Frozen && parent.edges.branches();
        if let Some(count) = variations {
            if branching {
                if *count >= MAX_VARIATIONS {
                    return ShapeId::TOO_COMPLEX;
                }
                *count += 1;
            }
        }
        if self.shapes.len() >= MAX_SHAPES {
            return ShapeId::TOO_COMPLEX;
        }
        let (next_index, capacity, frozen) = (parent.next_index, parent.capacity, parent.frozen);
        if matches!(edge, Edge::Ivar(_)) && next_index >= MAX_SHAPE_IVARS {
            return ShapeId::TOO_COMPLEX;
        }
        let id = match edge {
            Edge::Ivar(_) => self.push(from, edge, ShapeKind::Ivar, next_index + 1, capacity, frozen),
            Edge::Capacity => self.push(from, edge, ShapeKind::Capacity, next_index, (capacity * 2).max(4), frozen),
            Edge::Frozen => self.push(from, edge, ShapeKind::Frozen, next_index, capacity, true),
        };
        self.shapes[from.0 as usize].edges.insert(edge, id);
        id
    }

    /// The shape after adding ivar `name` to an object of shape `from` (which must not hold it):
    /// through a capacity edge first when an RObject of `from` has no room left. `is_robject`
    /// says whether capacity applies (only RObjects have fixed room).
    pub fn add_ivar(&mut self, from: ShapeId, name: SymbolId, is_robject: bool, mut variations: Option<&mut u32>) -> ShapeId {
        let mut s = from;
        let sh = self.get(s);
        if is_robject && sh.next_index >= sh.capacity {
            s = self.child(s, Edge::Capacity, variations.as_deref_mut());
        }
        self.child(s, Edge::Ivar(name), variations)
    }

    /// The frozen variant of `id` (itself when already frozen or too complex).
    pub fn frozen(&mut self, id: ShapeId) -> ShapeId {
        if id == ShapeId::ROOT {
            return ShapeId::FROZEN_ROOT;
        }
        if id == ShapeId::TOO_COMPLEX || self.get(id).frozen {
            return id;
        }
        self.child(id, Edge::Frozen, None)
    }

    /// The unfrozen shape with the same ivars (for `dup` of a frozen object): the parent of the
    /// frozen edge.
    pub fn unfrozen(&self, mut id: ShapeId) -> ShapeId {
        while id != ShapeId::TOO_COMPLEX && self.get(id).kind == ShapeKind::Frozen {
            id = self.get(id).parent;
        }
        id
    }

    /// The index of `name` in objects of shape `id`, walking towards the root.
    pub fn index_of(&self, mut id: ShapeId, name: SymbolId) -> Option<u32> {
        loop {
            let s = &self.shapes[id.0 as usize];
            match s.kind {
                ShapeKind::Root | ShapeKind::TooComplex => return None,
                ShapeKind::Ivar if s.edge_name == name => return Some(s.next_index - 1),
                _ => id = s.parent,
            }
        }
    }

    pub fn ivar_count(&self, id: ShapeId) -> usize {
        self.shapes[id.0 as usize].next_index as usize
    }

    pub fn capacity(&self, id: ShapeId) -> usize {
        self.shapes[id.0 as usize].capacity as usize
    }

    /// The ivar names of shape `id` in insertion order (which is `instance_variables` order).
    pub fn names(&self, mut id: ShapeId) -> Vec<SymbolId> {
        let mut out = Vec::with_capacity(self.ivar_count(id));
        loop {
            let s = &self.shapes[id.0 as usize];
            match s.kind {
                ShapeKind::Root | ShapeKind::TooComplex => break,
                ShapeKind::Ivar => out.push(s.edge_name),
                _ => {}
            }
            id = s.parent;
        }
        out.reverse();
        out
    }

    /// The shape reached by removing ivar `name` from `id`: the edges below it are re-applied to
    /// its parent, so ivars after it move down one index and capacity and frozen state are kept.
    /// Answers `TOO_COMPLEX` when that needs a variation the class may not make.
    pub fn without(&mut self, id: ShapeId, name: SymbolId, mut variations: Option<&mut u32>) -> ShapeId {
        let mut tail = Vec::new();
        let mut s = id;
        loop {
            let sh = self.get(s);
            match sh.kind {
                ShapeKind::Root | ShapeKind::TooComplex => return id,
                ShapeKind::Ivar if sh.edge_name == name => break,
                ShapeKind::Ivar => tail.push(Edge::Ivar(sh.edge_name)),
                ShapeKind::Capacity => tail.push(Edge::Capacity),
                ShapeKind::Frozen => tail.push(Edge::Frozen),
            }
            s = sh.parent;
        }
        let mut out = self.get(s).parent;
        for e in tail.into_iter().rev() {
            out = self.child(out, e, variations.as_deref_mut());
            if out == ShapeId::TOO_COMPLEX {
                break;
            }
        }
        out
    }
}

/// The ivars of a too-complex object, in insertion order (CRuby keeps an st_table, which also
/// iterates in insertion order, so `instance_variables` agrees).
#[derive(Default, Clone)]
pub struct IvarTable {
    entries: Vec<(SymbolId, Value)>,
    index: IdMap<u32>,
}

impl IvarTable {
    pub fn get(&self, name: SymbolId) -> Option<Value> {
        self.index.get(&name).map(|&i| self.entries[i as usize].1)
    }

    pub fn set(&mut self, name: SymbolId, v: Value) {
        match self.index.get(&name) {
            Some(&i) => self.entries[i as usize].1 = v,
            None => {
                self.index.insert(name, self.entries.len() as u32);
                self.entries.push((name, v));
            }
        }
    }

    pub fn remove(&mut self, name: SymbolId) -> Option<Value> {
        let i = self.index.remove(&name)? as usize;
        let (_, v) = self.entries.remove(i);
        for (_, j) in self.index.iter_mut() {
            if *j as usize > i {
                *j -= 1;
            }
        }
        Some(v)
    }

    pub fn names(&self) -> impl Iterator<Item = SymbolId> + '_ {
        self.entries.iter().map(|&(n, _)| n)
    }

    pub fn values(&self) -> impl Iterator<Item = Value> + '_ {
        self.entries.iter().map(|&(_, v)| v)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// Ivar storage of objects other than RObjects (classes and modules in their class data,
/// strings, arrays, ... in `Vm::generic_ivars`): values in shape order, or the table once the
/// object's shape is `TOO_COMPLEX`. `values.len()` equals the shape's ivar count.
#[derive(Default)]
pub struct SideIvars {
    pub values: Vec<Value>,
    pub table: Option<Box<IvarTable>>,
}

impl SideIvars {
    pub fn mark(&self, mark: &mut dyn FnMut(Value)) {
        for &v in &self.values {
            mark(v);
        }
        if let Some(t) = &self.table {
            for v in t.values() {
                mark(v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbol::intern;

    fn tree() -> ShapeTree {
        ShapeTree::new(&[3, 8])
    }

    #[test]
    fn transitions_are_shared() {
        let mut t = tree();
        let r = t.object_root(0);
        let (a, b) = (intern("@a"), intern("@b"));
        let s1 = t.add_ivar(r, a, true, None);
        let s2 = t.add_ivar(s1, b, true, None);
        assert_eq!(t.add_ivar(r, a, true, None), s1);
        assert_eq!(t.add_ivar(s1, b, true, None), s2);
        assert_eq!(t.index_of(s2, a), Some(0));
        assert_eq!(t.index_of(s2, b), Some(1));
        assert_eq!(t.index_of(s1, b), None);
        assert_eq!(t.names(s2), vec![a, b]);
        let s3 = t.without(s2, a, None);
        assert_eq!(t.names(s3), vec![b]);
        assert_eq!(t.index_of(s3, b), Some(0));
        // Removing the last ivar goes back to the parent without a new shape.
        assert_eq!(t.without(s2, b, None), s1);
    }

    #[test]
    fn capacity_edges_when_the_slot_is_full() {
        let mut t = tree();
        let mut s = t.object_root(0);
        let names: Vec<_> = (0..5).map(|i| intern(&format!("@c{i}"))).collect();
        for &n in &names {
            s = t.add_ivar(s, n, true, None);
        }
        assert_eq!(t.ivar_count(s), 5);
        assert_eq!(t.capacity(s), 6);
        assert_eq!(t.names(s), names);
        assert_eq!(t.index_of(s, names[4]), Some(4));
        // A non-RObject never takes capacity edges.
        let mut g = ShapeId::ROOT;
        for &n in &names {
            g = t.add_ivar(g, n, false, None);
        }
        assert!((0..t.len()).all(|i| t.get(ShapeId(i as u32)).parent != g));
        assert_eq!(t.get(g).kind, ShapeKind::Ivar);
    }

    #[test]
    fn frozen_shapes_keep_ivars_and_have_no_ivar_children() {
        let mut t = tree();
        let a = intern("@a");
        let s = t.add_ivar(t.object_root(1), a, true, None);
        let f = t.frozen(s);
        assert_ne!(f, s);
        assert!(t.get(f).frozen);
        assert_eq!(t.frozen(f), f);
        assert_eq!(t.frozen(s), f);
        assert_eq!(t.index_of(f, a), Some(0));
        assert_eq!(t.names(f), vec![a]);
        assert_eq!(t.unfrozen(f), s);
    }

    #[test]
    fn too_many_variations_go_too_complex() {
        let mut t = tree();
        let r = t.object_root(0);
        let mut variations = 0;
        let mut complex = 0;
        for i in 0..12 {
            let s = t.add_ivar(r, intern(&format!("@v{i}")), true, Some(&mut variations));
            if s == ShapeId::TOO_COMPLEX {
                complex += 1;
            }
        }
        // The first child is not a variation; the next MAX_VARIATIONS are; the rest are refused.
        assert_eq!(variations, MAX_VARIATIONS);
        assert_eq!(complex, 12 - 1 - MAX_VARIATIONS as usize);
        // Existing edges still answer after the limit.
        assert_ne!(t.add_ivar(r, intern("@v0"), true, Some(&mut variations)), ShapeId::TOO_COMPLEX);
    }

    #[test]
    fn long_chains_stop_at_the_ivar_limit() {
        let mut t = tree();
        let mut s = ShapeId::ROOT;
        for i in 0..MAX_SHAPE_IVARS {
            s = t.add_ivar(s, intern(&format!("@long{i}")), false, None);
        }
        assert_eq!(t.ivar_count(s), MAX_SHAPE_IVARS as usize);
        assert_eq!(t.add_ivar(s, intern("@one_more"), false, None), ShapeId::TOO_COMPLEX);
    }

    #[test]
    fn ivar_table_keeps_insertion_order() {
        let mut tb = IvarTable::default();
        let (a, b, c) = (intern("@a"), intern("@b"), intern("@c"));
        tb.set(a, Value::fixnum(1));
        tb.set(b, Value::fixnum(2));
        tb.set(c, Value::fixnum(3));
        assert_eq!(tb.remove(a), Some(Value::fixnum(1)));
        tb.set(a, Value::fixnum(4));
        assert_eq!(tb.names().collect::<Vec<_>>(), vec![b, c, a]);
        assert_eq!(tb.get(c), Some(Value::fixnum(3)));
        assert_eq!(tb.get(a), Some(Value::fixnum(4)));
    }
}
