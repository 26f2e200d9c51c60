//! Object shapes (seed 000): an object's set of instance variables is a path in a tree whose
//! edges are ivar names. An object stores only its [`ShapeId`] (upper half of its flags word) and
//! its ivar values in shape order; the names live once, in the tree.
//!
//! Invariants:
//! - Shapes are never freed or moved, so a `ShapeId` is a stable index into `ShapeTree::shapes`
//!   and inline caches may keep it across collections.
//! - `shapes[id].next_index` is the number of ivars an object of that shape holds; the ivar added
//!   by the edge into `id` lives at index `next_index - 1`.
//! - `ROOT` (id 0) is the shape of every new object; `FROZEN_ROOT`.. are built lazily per shape.
//!
//! This is the first version: issue 3 adds capacity shapes, too-complex fallback and per-class
//! capacity learning.

use crate::symbol::SymbolId;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ShapeId(pub u32);

impl ShapeId {
    pub const ROOT: ShapeId = ShapeId(0);
    /// Never a real shape: inline caches start out holding it so the first access misses.
    pub const INVALID: ShapeId = ShapeId(u32::MAX);
}

pub struct Shape {
    pub parent: ShapeId,
    /// The ivar added by the edge from `parent` (unused for the root).
    pub edge_name: SymbolId,
    pub next_index: u32,
    /// Children by ivar name. Few shapes have more than a handful of children, so a small vector
    /// beats a map here.
    pub edges: Vec<(SymbolId, ShapeId)>,
}

pub struct ShapeTree {
    pub shapes: Vec<Shape>,
}

impl Default for ShapeTree {
    fn default() -> Self {
        ShapeTree::new()
    }
}

impl ShapeTree {
    pub fn new() -> ShapeTree {
        let mut shapes = Vec::with_capacity(1024);
        shapes.push(Shape { parent: ShapeId::ROOT, edge_name: SymbolId(0), next_index: 0, edges: Vec::new() });
        ShapeTree { shapes }
    }

    /// The child of `from` that adds `name`, created on first use.
    pub fn transition(&mut self, from: ShapeId, name: SymbolId) -> ShapeId {
        if let Some(&(_, to)) = self.shapes[from.0 as usize].edges.iter().find(|(n, _)| *n == name) {
            return to;
        }
        let id = ShapeId(self.shapes.len() as u32);
        let next_index = self.shapes[from.0 as usize].next_index + 1;
        self.shapes.push(Shape { parent: from, edge_name: name, next_index, edges: Vec::new() });
        self.shapes[from.0 as usize].edges.push((name, id));
        id
    }

    /// The index of `name` in objects of shape `id`, walking towards the root.
    pub fn index_of(&self, mut id: ShapeId, name: SymbolId) -> Option<u32> {
        while id != ShapeId::ROOT {
            let s = &self.shapes[id.0 as usize];
            if s.edge_name == name {
                return Some(s.next_index - 1);
            }
            id = s.parent;
        }
        None
    }

    pub fn ivar_count(&self, id: ShapeId) -> usize {
        self.shapes[id.0 as usize].next_index as usize
    }

    /// The ivar names of shape `id` in insertion order (which is `instance_variables` order).
    pub fn names(&self, mut id: ShapeId) -> Vec<SymbolId> {
        let mut out = Vec::with_capacity(self.ivar_count(id));
        while id != ShapeId::ROOT {
            let s = &self.shapes[id.0 as usize];
            out.push(s.edge_name);
            id = s.parent;
        }
        out.reverse();
        out
    }

    /// The shape reached by removing `name` from `id`: the path re-applied without that edge.
    pub fn without(&mut self, id: ShapeId, name: SymbolId) -> ShapeId {
        let mut s = ShapeId::ROOT;
        for n in self.names(id) {
            if n != name {
                s = self.transition(s, n);
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbol::intern;

    #[test]
    fn transitions_are_shared() {
        let mut t = ShapeTree::new();
        let (a, b) = (intern("@a"), intern("@b"));
        let s1 = t.transition(ShapeId::ROOT, a);
        let s2 = t.transition(s1, b);
        assert_eq!(t.transition(ShapeId::ROOT, a), s1);
        assert_eq!(t.transition(s1, b), s2);
        assert_eq!(t.index_of(s2, a), Some(0));
        assert_eq!(t.index_of(s2, b), Some(1));
        assert_eq!(t.index_of(s1, b), None);
        assert_eq!(t.names(s2), vec![a, b]);
        let s3 = t.without(s2, a);
        assert_eq!(t.names(s3), vec![b]);
    }
}
