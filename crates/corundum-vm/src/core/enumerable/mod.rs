//! Enumerable (over any `each`) and Enumerator (a receiver, a method and its arguments, so that
//! `each_with_index.map`, `map.with_index` and `each_slice(2).to_a` work).
//!
//! Every Enumerable method is written once against [`iterate`], which walks Arrays, Hashes and
//! Integer ranges directly and anything else through `each` with a native block ([`iterate_args`]
//! for the methods whose block gets several yielded values as several arguments). Array, Hash and
//! Range inherit these methods and override only where their semantics differ.
//!
//! The module is split by concern, one file each:
//! - `mod.rs`: the iteration engine (`iterate`, `each_native`, `to_a`), the helpers every method
//!   shares (`Out`, `apush`, `rooted`, `pack`), `copy_builtins` and method registration;
//! - `enumerator.rs`: the Enumerator class (`enumerator_for`, `block_or_enum!`, `each`,
//!   `with_index`, `with_object`, `size`, and `next`/`peek`/`rewind` over a buffer);
//! - `sort.rs`: comparison helpers (`cmp_values`, `cmpint`, `cmp_error`), the stable merge sort,
//!   and `sort`, `sort_by`, `min`/`max`/`minmax` and their `_by` forms;
//! - `reduce.rs`: `inject`/`reduce` and `sum` (`binop`, the compensated `Summer`);
//! - `search.rs`: `find`/`detect`, `find_index`, `include?`, `count`, `any?`/`all?`/`none?`/`one?`;
//! - `collect.rs`: methods that build new collections (`to_a`, `map`, `flat_map`, `select`,
//!   `reject`, `filter_map`, `group_by`, `partition`, `tally`, `first`, `take`/`drop` and their
//!   `_while` forms, `zip`, `uniq`, `to_h`, `compact`);
//! - `chunk.rs`: `chunk`, `chunk_while`, `slice_when`, `slice_before`/`slice_after`, streamed
//!   through an Enumerator::Generator;
//! - `chain.rs`: Enumerator::Chain (`Enumerator#+`, `Enumerable#chain`) and
//!   Enumerator::Product (`Enumerator.product`);
//! - `iterate.rs`: the `each_` forms (`each_with_index`, `each_entry`, `each_with_object`,
//!   `each_slice`, `each_cons`), `reverse_each` and `cycle`;
//! - `generator.rs`: `Enumerator.new { |y| }`, Enumerator::Generator and Enumerator::Yielder,
//!   `Enumerator.produce`;
//! - `lazy.rs`: Enumerator::Lazy (a source plus a list of stages, streamed by `each`).
//!
//! Invariants:
//! - The arrays a method builds are allocated first and pushed to `temp_roots` for the duration
//!   of the iteration (`Out`), so values stored in them survive collections.
//! - Early exit from a Ruby `each` is a `Break` whose target is a fresh id no frame carries, so
//!   only the `iterate` call that raised it stops.

mod chain;
mod chunk;
mod collect;
mod enumerator;
mod external;
mod generator;
mod iterate;
mod lazy;
mod reduce;
mod search;
mod sort;

pub use collect::{to_h_impl, to_h_pair, uniq_values, zip_impl};
pub(crate) use enumerator::block_or_enum;
pub use enumerator::{enumerator_for, enumerator_for_args, enumerator_for_user, mark_keywords};
pub use reduce::{binop, Summer};
pub use iterate::yield_reversed;
pub use search::count_hit;
pub use sort::{cmp_block, cmp_error, cmp_values, cmpint, en_minmax, merge_sort, min_max, sort_by_array, sort_by_keys, sort_values};

use std::cell::Cell;
use std::rc::Rc;

use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Unwind, Vm, VmResult};

pub type IterFn<'a> = dyn FnMut(&mut Vm, Value) -> VmResult<bool> + 'a;
pub type ArgsFn<'a> = dyn FnMut(&mut Vm, &[Value]) -> VmResult<bool> + 'a;

/// Pushes `v` onto an array we own (with the write barrier).
#[inline]
pub fn apush(arr: Value, v: Value) {
    obj::write_barrier(arr, v);
    obj::as_array_mut(arr).items.push(v);
}

/// A result array rooted in `temp_roots` until `finish`.
pub struct Out {
    pub arr: Value,
    mark: usize,
}

impl Out {
    pub fn new(vm: &mut Vm) -> Out {
        let mark = vm.temp_roots.len();
        let arr = vm.new_array(Vec::new());
        vm.temp_roots.push(arr);
        Out { arr, mark }
    }
    pub fn with_capacity(vm: &mut Vm, n: usize) -> Out {
        let mark = vm.temp_roots.len();
        let arr = vm.new_array(Vec::with_capacity(n));
        vm.temp_roots.push(arr);
        Out { arr, mark }
    }
    /// `with_capacity` for a count that comes from a Ruby number: raises CRuby's
    /// ArgumentError "array size too big" past `ARY_MAX_SIZE`, and NoMemoryError when the room
    /// cannot be allocated (rb_ary_new_capa).
    pub fn try_with_capacity(vm: &mut Vm, n: u64) -> VmResult<Out> {
        if n > crate::vm::limits::ARY_MAX_SIZE as u64 {
            return Err(vm.arg_error("array size too big"));
        }
        let buf: Vec<Value> = vm.try_vec(n as usize)?;
        let mark = vm.temp_roots.len();
        let arr = vm.new_array(buf);
        vm.temp_roots.push(arr);
        Ok(Out { arr, mark })
    }
    #[inline]
    pub fn push(&self, v: Value) {
        apush(self.arr, v)
    }
    /// `push` for collections whose size the source decides (an endless range): a big result
    /// grows through a fallible reservation, so running out of memory raises NoMemoryError.
    pub fn push_growing(&self, vm: &mut Vm, v: Value) -> VmResult<()> {
        vm.grow_array(self.arr, 1)?;
        apush(self.arr, v);
        Ok(())
    }
    pub fn items(&self) -> &'static mut crate::object::ArrayItems {
        &mut obj::as_array_mut(self.arr).items
    }
    /// Unroots the array and passes `r` through (returning the array on success).
    pub fn finish(self, vm: &mut Vm, r: VmResult<()>) -> VmResult {
        vm.temp_roots.truncate(self.mark);
        r.map(|_| self.arr)
    }
}

/// Runs `f` with `vals` rooted.
pub fn rooted<T>(vm: &mut Vm, vals: &[Value], f: impl FnOnce(&mut Vm) -> VmResult<T>) -> VmResult<T> {
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(vals);
    let r = f(vm);
    vm.temp_roots.truncate(mark);
    r
}

/// Packs block arguments the way `each` yields them to a one-parameter block.
pub fn pack(vm: &mut Vm, args: &[Value]) -> Value {
    match args {
        [] => Value::NIL,
        [x] => *x,
        many => vm.new_array(many.to_vec()),
    }
}

fn has_builtin(vm: &mut Vm, recv: Value, core_class: Value, mid: SymbolId) -> bool {
    let k = obj::basic(recv).klass;
    if k == core_class {
        return true;
    }
    match vm.find_method(vm.class_of(recv), mid) {
        Some(me) => me.owner == core_class,
        None => false,
    }
}

/// Iterates the elements `recv.each` yields (several values packed into an Array); `f` returns
/// `Ok(false)` to stop early.
pub fn iterate(vm: &mut Vm, recv: Value, f: &mut IterFn) -> VmResult<()> {
    if fast_source(vm, recv) {
        return iterate_fast_framed(vm, recv, f);
    }
    each_native(vm, recv, sym::EACH, &[], f)
}

/// `iterate` for the methods that hand the block what `each` yielded as it was yielded
/// (several values stay several arguments: CRuby's `rb_yield_values2` in `all?`, `count`,
/// `find_index`, `take_while`, ...); the direct walks give one value each.
pub fn iterate_args(vm: &mut Vm, recv: Value, f: &mut ArgsFn) -> VmResult<()> {
    if fast_source(vm, recv) {
        return iterate_fast_framed(vm, recv, &mut |vm, x| f(vm, &[x]));
    }
    each_native_args(vm, recv, sym::EACH, &[], f)
}

fn iterate_fast_framed(vm: &mut Vm, recv: Value, f: &mut IterFn) -> VmResult<()> {
    // CRuby's Enumerable methods call `each`, which shows in backtraces.
    let pushed = each_frame(vm, recv);
    let r = iterate_fast(vm, recv, f);
    if pushed {
        let n = vm.frames.len();
        vm.frames.truncate(n - 1);
    }
    r
}

/// Whether `recv` is walked directly: an Array, Hash or Integer Range with the builtin `each`.
fn fast_source(vm: &mut Vm, recv: Value) -> bool {
    if recv.is_heap() {
        let fast = match obj::obj_type(recv) {
            ObjType::Array => has_builtin(vm, recv, vm.core.array, sym::EACH),
            ObjType::Hash => has_builtin(vm, recv, vm.core.hash, sym::EACH),
            ObjType::Range => {
                let r = obj::as_range(recv);
                r.begin.is_fixnum() && (r.end.is_fixnum() || r.end.is_nil()) && has_builtin(vm, recv, vm.core.range, sym::EACH)
            }
            _ => false,
        };
        return fast;
    }
    false
}

fn each_frame(vm: &mut Vm, recv: Value) -> bool {
    let en = vm.core.enumerable;
    let from_enum = vm.frames.last().and_then(|f| f.me.as_ref()).is_some_and(|me| me.owner == en);
    if from_enum {
        let k = vm.class_of(recv);
        if let Some(me) = vm.find_method(k, sym::EACH) {
            vm.push_cfunc_frame(recv, me, None);
            return true;
        }
    }
    false
}

fn iterate_fast(vm: &mut Vm, recv: Value, f: &mut IterFn) -> VmResult<()> {
    match obj::obj_type(recv) {
        ObjType::Array => {
            let mut i = 0;
            while i < obj::as_array(recv).items.len() {
                let x = obj::as_array(recv).items[i];
                if !f(vm, x)? {
                    return Ok(());
                }
                i += 1;
            }
        }
        ObjType::Hash => {
            // With the hash's iteration level raised, as `Hash#each` would (core::hash).
            return crate::core::hash::iterating(vm, recv, |vm| {
                let mut i = 0;
                while i < obj::as_hash(recv).table.entries.len() {
                    let e = obj::as_hash(recv).table.entries[i];
                    i += 1;
                    if e.key.is_undef() {
                        continue;
                    }
                    let pair = vm.new_array(vec![e.key, e.value]);
                    if !f(vm, pair)? {
                        break;
                    }
                }
                Ok(())
            });
        }
        _ => {
            let r = obj::as_range(recv);
            let (b, e) = (r.begin, r.end);
            let mut i = b.as_fixnum();
            let last = if e.is_nil() {
                i64::MAX
            } else if crate::core::range::excl(recv) {
                e.as_fixnum() - 1
            } else {
                e.as_fixnum()
            };
            while i <= last {
                if !f(vm, Value::fixnum(i))? {
                    return Ok(());
                }
                i += 1;
            }
        }
    }
    Ok(())
}

/// Calls `recv.meth(*args)` with a native block that hands each yielded value to `f`.
pub fn each_native(vm: &mut Vm, recv: Value, meth: SymbolId, args: &[Value], f: &mut IterFn) -> VmResult<()> {
    each_native_args(vm, recv, meth, args, &mut |vm, xs| {
        let x = pack(vm, xs);
        f(vm, x)
    })
}

/// `each_native` handing `f` the yielded values unpacked.
pub fn each_native_args(vm: &mut Vm, recv: Value, meth: SymbolId, args: &[Value], f: &mut ArgsFn) -> VmResult<()> {
    let tag = vm.next_frame_id;
    vm.next_frame_id += 1;
    // 0: ready, 1: running, 2: finished. The raw pointer is only followed while `f` is alive
    // (state != 2) and never re-entered (state != 1).
    let state = Rc::new(Cell::new(0u8));
    let fp: *mut ArgsFn = f;
    // SAFETY: only the lifetime is erased; the guard above keeps the pointer from being used
    // after this function returns.
    let fp: *mut (dyn FnMut(&mut Vm, &[Value]) -> VmResult<bool> + 'static) = unsafe { std::mem::transmute(fp) };
    let st = state.clone();
    let blk = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
        if st.get() != 0 {
            return Err(vm.make_error(vm.core.local_jump_error, "iteration block called after its iteration ended"));
        }
        st.set(1);
        // SAFETY: see the state guard above.
        let r = unsafe { (*fp)(vm, xs) };
        st.set(0);
        match r {
            Ok(true) => Ok(Value::NIL),
            Ok(false) => Err(Unwind::Break { target: tag, value: Value::NIL }),
            Err(e) => Err(e),
        }
    }));
    let r = vm.call_method(recv, meth, args, Some(blk));
    state.set(2);
    match r {
        Ok(_) => Ok(()),
        Err(Unwind::Break { target, .. }) if target == tag => Ok(()),
        Err(e) => Err(e),
    }
}

/// All values `each` yields, as an Array.
pub fn to_a(vm: &mut Vm, recv: Value) -> VmResult {
    let out = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        out.push_growing(vm, x)?;
        Ok(true)
    });
    out.finish(vm, r)
}

/// `recv` itself when it is an Array, else its elements as a new Array.
pub fn as_array_like(vm: &mut Vm, recv: Value) -> VmResult {
    if obj::is_type(recv, ObjType::Array) {
        Ok(recv)
    } else {
        to_a(vm, recv)
    }
}

/// Copies Enumerable's builtin `names` into `klass` (CRuby defines these on Array/Hash/Range
/// themselves, which shows in backtraces and `instance_method(...).owner`).
pub fn copy_builtins(vm: &mut Vm, klass: Value, names: &[&str]) {
    for &n in names {
        let en = vm.core.enumerable;
        if let Some(me) = vm.find_method(en, intern(n)) {
            if let crate::class::MethodKind::Builtin { func, arity, .. } = me.kind {
                vm.define_builtin(klass, n, arity, func);
            }
        }
    }
}

// ---------------------------------------------------------------- registration

pub fn init(vm: &mut Vm) {
    let en = vm.core.enumerable;
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("to_a", -1, collect::en_to_a),
        ("entries", -1, collect::en_to_a),
        ("map", 0, collect::en_map),
        ("collect", 0, collect::en_map),
        ("flat_map", 0, collect::en_flat_map),
        ("collect_concat", 0, collect::en_flat_map),
        ("select", 0, collect::en_select),
        ("filter", 0, collect::en_filter),
        ("find_all", 0, collect::en_select),
        ("reject", 0, collect::en_reject),
        ("filter_map", 0, collect::en_filter_map),
        ("grep", 1, |vm, r, a| collect::en_grep(vm, r, a, true)),
        ("grep_v", 1, |vm, r, a| collect::en_grep(vm, r, a, false)),
        ("find", -1, search::en_find),
        ("detect", -1, search::en_find),
        ("find_index", -1, search::en_find_index),
        ("each_with_index", -1, iterate::en_each_with_index),
        ("each_entry", -1, iterate::en_each_entry),
        ("each_with_object", 1, iterate::en_each_with_object),
        ("inject", -1, reduce::en_inject),
        ("reduce", -1, reduce::en_inject),
        ("sum", -1, reduce::en_sum),
        ("count", -1, search::en_count),
        ("min", -1, sort::en_min),
        ("max", -1, sort::en_max),
        ("minmax", 0, sort::en_minmax),
        ("min_by", -1, sort::en_min_by),
        ("max_by", -1, sort::en_max_by),
        ("minmax_by", 0, sort::en_minmax_by),
        ("sort", 0, sort::en_sort),
        ("sort_by", 0, sort::en_sort_by),
        ("group_by", 0, collect::en_group_by),
        ("partition", 0, collect::en_partition),
        ("tally", -1, collect::en_tally),
        ("include?", 1, search::en_include),
        ("member?", 1, search::en_include),
        ("first", -1, collect::en_first),
        ("take", 1, collect::en_take),
        ("drop", 1, collect::en_drop),
        ("take_while", 0, collect::en_take_while),
        ("drop_while", 0, collect::en_drop_while),
        ("each_slice", 1, iterate::en_each_slice),
        ("each_cons", 1, iterate::en_each_cons),
        ("zip", -1, collect::zip_impl),
        ("uniq", 0, collect::en_uniq),
        ("any?", -1, search::en_any),
        ("all?", -1, search::en_all),
        ("none?", -1, search::en_none),
        ("one?", -1, search::en_one),
        ("to_h", -1, collect::en_to_h),
        ("chunk_while", 0, chunk::en_chunk_while),
        ("slice_when", 0, chunk::en_slice_when),
        ("slice_before", -1, chunk::en_slice_before),
        ("slice_after", -1, chunk::en_slice_after),
        ("chunk", 0, chunk::en_chunk),
        ("reverse_each", -1, iterate::en_reverse_each),
        ("cycle", -1, iterate::en_cycle),
        ("compact", 0, collect::en_compact),
        ("lazy", 0, lazy::en_lazy),
        ("chain", -1, chain::en_chain),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(en, name, arity, f);
    }
    let object = vm.core.object;
    let e = crate::core::define_class(vm, "Enumerator", object);
    enumerator::ENUMERATOR.with(|c| c.set(e));
    let _ = vm.include_module(e, en);
    vm.define_builtin(e, "each", -1, enumerator::e_each);
    vm.define_builtin(e, "with_index", -1, enumerator::e_with_index);
    vm.define_builtin(e, "each_with_index", 0, enumerator::e_each_with_index);
    vm.define_builtin(e, "with_object", 1, enumerator::e_with_object);
    vm.define_builtin(e, "each_with_object", 1, enumerator::e_with_object);
    vm.define_builtin(e, "inspect", 0, enumerator::e_inspect);
    vm.define_builtin(e, "to_s", 0, enumerator::e_inspect);
    vm.define_builtin(e, "size", 0, enumerator::e_size);
    vm.define_builtin(e, "next", 0, external::e_next);
    vm.define_builtin(e, "peek", 0, external::e_peek);
    vm.define_builtin(e, "rewind", 0, enumerator::e_rewind);
    vm.define_builtin(e, "feed", 1, external::e_feed);
    vm.define_builtin(e, "next_values", 0, external::e_next_values);
    vm.define_builtin(e, "peek_values", 0, external::e_peek_values);
    chain::init(vm, e);
    generator::init(vm, e);
    lazy::init_lazy(vm, e);
}
