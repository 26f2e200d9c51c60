//! `Set#divide`: partitions a Set by a block.
//!
//! - A block of arity 2 relates two elements: CRuby 4.0 asks it about each pair of distinct
//!   elements once in Set order, `(u, v)` and then, only when that was true, `(v, u)`, and
//!   joins `u` and `v` when both were true. The parts are the connected components of those
//!   joins (so 9~10 and 10~11 put 9, 10 and 11 together), found with a union-find; each part
//!   lists its elements in Set order, and the parts come in the order of their first element.
//! - Any other block classifies: the parts are `classify`'s groups, in order of first key.
//! - The result is a plain Set of Sets of the receiver's class; none of them keeps the
//!   receiver's `compare_by_identity` setting.

use super::{add, keys_array, new_set_of};
use crate::core::enumerable::block_or_enum;
use crate::object as obj;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Disjoint sets over element positions (union by smaller root, path halving).
struct Partition {
    parent: Vec<usize>,
}

impl Partition {
    fn new(n: usize) -> Partition {
        Partition { parent: (0..n).collect() }
    }

    fn root(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    /// Joins the parts of `a` and `b`; the smaller position stays the root, so a part's root
    /// is its first element.
    fn join(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.root(a), self.root(b));
        let (lo, hi) = if ra < rb { (ra, rb) } else { (rb, ra) };
        self.parent[hi] = lo;
    }

    /// The parts as position lists, in order of first element, each in position order.
    fn parts(&mut self) -> Vec<Vec<usize>> {
        let n = self.parent.len();
        let mut slot = vec![usize::MAX; n];
        let mut out: Vec<Vec<usize>> = Vec::new();
        for i in 0..n {
            let r = self.root(i);
            if slot[r] == usize::MAX {
                slot[r] = out.len();
                out.push(Vec::new());
            }
            out[slot[r]].push(i);
        }
        out
    }
}

/// The number of parameters a block declares, as `Proc#arity` would report it.
fn block_arity(b: &crate::vm::Block) -> i32 {
    crate::core::proc_::block_arity(b)
}

fn set_divide(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "divide");
    if block_arity(&b) != 2 {
        let groups = vm.call_method(recv, crate::symbol::intern("classify"), &[], Some(b))?;
        vm.temp_roots.push(groups);
        let r = (|| -> VmResult {
            let parts = vm.call_method(groups, crate::symbol::intern("values"), &[], None)?;
            vm.temp_roots.push(parts);
            let k = vm.core.set_class;
            let r = new_set_of(vm, k).and_then(|out| {
                vm.temp_roots.push(out);
                let r = super::add_all(vm, out, parts);
                vm.temp_roots.pop();
                r.map(|_| out)
            });
            vm.temp_roots.pop();
            r
        })();
        vm.temp_roots.pop();
        return r;
    }
    let mine = keys_array(vm, recv)?;
    vm.temp_roots.push(mine);
    let r = (|| -> VmResult {
        let n = obj::as_array(mine).items.len();
        let mut partition = Partition::new(n);
        for i in 0..n {
            for j in i + 1..n {
                // The block may change the Set, never the snapshot `mine`.
                let (u, v) = (obj::as_array(mine).items[i], obj::as_array(mine).items[j]);
                if vm.yield_block(&b, &[u, v])?.truthy() && vm.yield_block(&b, &[v, u])?.truthy() {
                    partition.join(i, j);
                }
            }
        }
        let klass = vm.class_of_real(recv);
        let outer_class = vm.core.set_class;
        let out = new_set_of(vm, outer_class)?;
        vm.temp_roots.push(out);
        let r = (|| -> VmResult<()> {
            for part in partition.parts() {
                let s = new_set_of(vm, klass)?;
                vm.temp_roots.push(s);
                let r = (|| -> VmResult<()> {
                    for i in part {
                        let v = obj::as_array(mine).items[i];
                        add(vm, s, v)?;
                    }
                    add(vm, out, s).map(|_| ())
                })();
                vm.temp_roots.pop();
                r?;
            }
            Ok(())
        })();
        vm.temp_roots.pop();
        r.map(|_| out)
    })();
    vm.temp_roots.pop();
    r
}

pub(super) fn init(vm: &mut Vm, k: Value) {
    vm.define_builtin(k, "divide", 0, set_divide);
}

#[cfg(test)]
mod tests {
    use super::Partition;

    #[test]
    fn parts_follow_first_elements_and_keep_set_order() {
        // 5 1 3 2 4 joined when they differ by two: {5, 1, 3} and {2, 4}.
        let mut p = Partition::new(5);
        p.join(0, 2);
        p.join(1, 2);
        p.join(3, 4);
        assert_eq!(p.parts(), vec![vec![0, 1, 2], vec![3, 4]]);
    }

    #[test]
    fn joins_are_transitive() {
        let mut p = Partition::new(4);
        p.join(2, 3);
        p.join(0, 3);
        assert_eq!(p.parts(), vec![vec![0, 2, 3], vec![1]]);
    }
}
