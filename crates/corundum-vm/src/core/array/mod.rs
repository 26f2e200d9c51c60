//! Array. Methods that only read elements in order (map, select, min, sum, ...) come from
//! Enumerable (`core/enumerable/`), whose iteration walks Array items directly; this folder
//! holds indexing, mutation and the Array-only algorithms.
//!
//! The class is split by concern, one file each:
//! - `mod.rs`: the item accessors (`items`, `items_mut`), the helpers every method shares
//!   (`len_of`, `norm_index`, `expect_array`) and method registration;
//! - `basic.rs`: construction (`Array.new`, `Array[]`, `initialize`, `initialize_copy`), `to_a`,
//!   comparison (`<=>`, `==`, `eql?`) and `hash`;
//! - `convert.rs`: `inspect`/`to_s`, `join` (`pack` is `core::pack`'s, registered by its hook);
//! - `access.rs`: reading and assigning by index (`[]`, `[]=`, `at`, `fetch`, `dig`, `values_at`,
//!   `first`, `last`, `take`, `drop`);
//! - `mutate.rs`: adding and removing elements (`push`, `<<`, `pop`, `shift`, `unshift`,
//!   `insert`, `concat`, `delete`, `delete_at`, `slice!`, `clear`, `replace`, `fill`);
//! - `iterate.rs`: `each`, `each_index`, `reverse_each`, `map`/`map!` and the in-place filters
//!   (`select!`, `keep_if`, `reject!`, `delete_if`);
//! - `search.rs`: `include?`, `index`/`rindex`, `assoc`/`rassoc`, `bsearch`, `count`;
//! - `transform.rs`: reshaping and reordering, as a copy and in place (`compact`, `flatten`,
//!   `uniq`, `reverse`, `rotate`, `sort!`, `sort_by!`, `shuffle`, `sample`);
//! - `combine.rs`: arrays made from several arrays (`+`, `-`, `*`, `&`, `|` and their named
//!   forms, `product`, `combination`, `permutation`, `transpose`).
//!
//! Invariants: every mutator calls `check_frozen` first (CRuby raises even when nothing would
//! change); loops that call Ruby re-read `items(recv)` each step, since the block may mutate it.

mod access;
mod basic;
mod combine;
mod convert;
mod iterate;
mod mutate;
mod search;
mod transform;

pub use access::dig_rest;
pub(crate) use access::a_values_at as values_at;
pub use basic::array_hash;
pub use convert::{a_inspect, array_inspect, inspect_into};

use crate::core::enumerable as en;
use crate::object::{self as obj, ArrayItems};
use crate::value::Value;
use crate::vm::{Vm, VmResult};

pub fn items(v: Value) -> &'static ArrayItems {
    &obj::as_array(v).items
}

/// The items of array `v` for changing (with the write barrier, see `object::as_array_mut`).
pub fn items_mut(v: Value) -> &'static mut ArrayItems {
    &mut obj::as_array_mut(v).items
}

fn len_of(v: Value) -> usize {
    obj::as_array(v).items.len()
}

/// Normalises an index (negative counts from the end); None when out of range.
pub fn norm_index(len: usize, i: i64) -> Option<usize> {
    let i = if i < 0 { i + len as i64 } else { i };
    if i < 0 {
        None
    } else {
        Some(i as usize)
    }
}

fn expect_array(vm: &mut Vm, v: Value) -> VmResult {
    match vm.check_array(v)? {
        Some(a) => Ok(a),
        None => Err(vm.conversion_error(v, "Array")),
    }
}

// ---------------------------------------------------------------- registration

pub fn init(vm: &mut Vm) {
    let a = vm.core.array;
    vm.define_singleton_builtin(a, "new", -1, basic::a_new);
    vm.define_singleton_builtin(a, "[]", -1, basic::a_s_aref);
    vm.define_singleton_builtin(a, "try_convert", 1, |vm, _recv, args| {
        vm.try_convert(args.get(0), crate::symbol::sym::TO_ARY, |v| crate::object::is_type(v, crate::object::ObjType::Array), "Array")
    });
    vm.define_private_builtin(a, "initialize", -1, basic::a_initialize);
    vm.define_private_builtin(a, "initialize_copy", 1, basic::a_init_copy);
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("inspect", 0, convert::a_inspect),
        ("to_s", 0, convert::a_inspect),
        ("[]", -2, access::a_aref),
        ("slice", -2, access::a_aref),
        ("[]=", -3, access::a_aset),
        ("at", 1, access::a_at),
        ("fetch", -2, access::a_fetch),
        ("dig", -2, access::a_dig),
        ("values_at", -1, access::a_values_at),
        ("first", -1, access::a_first),
        ("last", -1, access::a_last),
        ("push", -1, mutate::a_push),
        ("append", -1, mutate::a_push),
        ("<<", 1, mutate::a_ltlt),
        ("pop", -1, mutate::a_pop),
        ("shift", -1, mutate::a_shift),
        ("unshift", -1, mutate::a_unshift),
        ("prepend", -1, mutate::a_unshift),
        ("insert", -2, mutate::a_insert),
        ("concat", -1, mutate::a_concat),
        ("+", 1, combine::a_plus),
        ("-", 1, combine::a_minus),
        ("difference", -1, combine::a_difference),
        ("*", 1, combine::a_times),
        ("&", 1, combine::a_and),
        ("intersection", -1, combine::a_intersection),
        ("intersect?", 1, combine::a_intersect_p),
        ("|", 1, combine::a_or),
        ("union", -1, combine::a_union),
        ("<=>", 1, basic::a_cmp),
        ("==", 1, basic::a_eq),
        ("eql?", 1, basic::a_eql),
        ("hash", 0, basic::a_hash),
        ("include?", 1, search::a_include),
        ("index", -1, search::a_index),
        ("find_index", -1, search::a_index),
        ("rindex", -1, search::a_rindex),
        ("rfind", -1, search::a_rfind),
        ("delete", 1, mutate::a_delete),
        ("delete_at", 1, mutate::a_delete_at),
        ("slice!", -2, mutate::a_slice_bang),
        ("select!", 0, iterate::a_select_bang),
        ("filter!", 0, iterate::a_select_bang),
        ("keep_if", 0, iterate::a_keep_if),
        ("reject!", 0, iterate::a_reject_bang),
        ("delete_if", 0, iterate::a_delete_if),
        ("map!", 0, iterate::a_map_bang),
        ("collect!", 0, iterate::a_map_bang),
        ("each", 0, iterate::a_each),
        ("each_index", 0, iterate::a_each_index),
        ("reverse_each", 0, iterate::a_reverse_each),
        ("map", 0, iterate::a_map),
        ("collect", 0, iterate::a_map),
        ("compact", 0, transform::a_compact),
        ("compact!", 0, transform::a_compact_bang),
        ("flatten", -1, transform::a_flatten),
        ("flatten!", -1, transform::a_flatten_bang),
        ("uniq", 0, transform::a_uniq),
        ("uniq!", 0, transform::a_uniq_bang),
        ("reverse", 0, transform::a_reverse),
        ("reverse!", 0, transform::a_reverse_bang),
        ("rotate", -1, transform::a_rotate),
        ("rotate!", -1, transform::a_rotate_bang),
        ("sort!", 0, transform::a_sort_bang),
        ("sort_by!", 0, transform::a_sort_by_bang),
        ("clear", 0, mutate::a_clear),
        ("replace", 1, mutate::a_replace),
        ("fill", -1, mutate::a_fill),
        ("join", -1, convert::a_join),
        ("assoc", 1, search::a_assoc),
        ("rassoc", 1, search::a_rassoc),
        ("transpose", 0, combine::a_transpose),
        ("product", -1, combine::a_product),
        ("combination", 1, combine::a_combination),
        ("permutation", -1, combine::a_permutation),
        ("repeated_combination", 1, combine::a_repeated_combination),
        ("repeated_permutation", 1, combine::a_repeated_permutation),
        ("bsearch", 0, search::a_bsearch),
        ("bsearch_index", 0, search::a_bsearch_index),
        ("take", 1, access::a_take),
        ("drop", 1, access::a_drop),
        ("to_a", 0, basic::a_to_a),
        ("sample", -1, transform::a_sample),
        ("shuffle", -1, transform::a_shuffle),
        ("shuffle!", -1, transform::a_shuffle_bang),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(a, name, arity, f);
    }
    crate::core::pack::init_array(vm);
    en::copy_builtins(
        vm,
        a,
        &[
            "all?",
            "any?",
            "compact",
            "cycle",
            "drop_while",
            "filter",
            "max",
            "min",
            "minmax",
            "none?",
            "one?",
            "reject",
            "select",
            "sort",
            "sum",
            "take_while",
            "to_h",
            "zip",
        ],
    );
    vm.define_leaf_builtin(a, "length", 0, |_vm, r, _a| Ok(Value::fixnum(items(r).len() as i64)));
    vm.define_leaf_builtin(a, "size", 0, |_vm, r, _a| Ok(Value::fixnum(items(r).len() as i64)));
    vm.define_leaf_builtin(a, "empty?", 0, |_vm, r, _a| Ok(Value::bool(items(r).is_empty())));
    vm.define_builtin(a, "to_ary", 0, |_vm, r, _a| Ok(r));
    // Array patterns ask for it; an Array is its own deconstruction.
    vm.define_builtin(a, "deconstruct", 0, |_vm, r, _a| Ok(r));
    vm.define_builtin(a, "count", -1, |vm, r, a| {
        if a.is_empty() && a.block.is_none() {
            return Ok(Value::fixnum(items(r).len() as i64));
        }
        search::enumerable_count(vm, r, a)
    });
}
