//! Methods that build a new collection from the elements: `to_a`/`entries`, `map`, `flat_map`,
//! `select`/`filter`, `reject`, `filter_map`, `group_by`, `partition`, `tally`, `first`,
//! `take`, `drop`, `take_while`, `drop_while`, `zip`, `uniq`, `to_h` and `compact` (the
//! chunking methods are in `chunk.rs`).
//!
//! Invariants:
//! - Result Arrays are `Out`s (rooted while the block runs); result Hashes are kept in
//!   `temp_roots` with `rooted`.
//! - `take`/`first(n)` stop the iteration after the n-th element; `zip` converts its arguments
//!   first (`to_ary`, else `each`) and keeps them rooted.

use super::reduce::binop;
use super::{apush, block_or_enum, each_native, iterate, iterate_args, pack, rooted, to_a, Out};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn en_to_a(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return to_a(vm, recv);
    }
    let out = Out::new(vm);
    let r = each_native(vm, recv, sym::EACH, args.as_slice(), &mut |vm, x| {
        out.push_growing(vm, x)?;
        Ok(true)
    });
    out.finish(vm, r)
}

pub(super) fn en_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "map");
    let out = Out::new(vm);
    let r = iterate_args(vm, recv, &mut |vm, xs| {
        let v = vm.yield_block(&b, xs)?;
        out.push(v);
        Ok(true)
    });
    out.finish(vm, r)
}

pub(super) fn en_flat_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "flat_map");
    let out = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        let v = vm.yield_block(&b, &[x])?;
        let conv = vm.try_convert(v, sym::TO_ARY, |a| obj::is_type(a, ObjType::Array), "Array")?;
        match (!conv.is_nil()).then_some(conv) {
            Some(a) => {
                let items = obj::as_array(a).items.to_vec();
                out.items().extend_from_slice(&items);
            }
            None => out.push(v),
        }
        Ok(true)
    });
    out.finish(vm, r)
}

fn select_impl(vm: &mut Vm, recv: Value, args: &Args, name: &str, want: bool) -> VmResult {
    let b = block_or_enum!(vm, recv, args, name);
    let out = Out::new(vm);
    if want && obj::is_type(recv, ObjType::Array) {
        // Array#select (rb_ary_select) pushes the element found at the index after the block
        // ran (nil if the block shrank the array past it).
        let r = (|| {
            let mut i = 0;
            while i < obj::as_array(recv).items.len() {
                let x = obj::as_array(recv).items[i];
                if vm.yield_block(&b, &[x])?.truthy() {
                    out.push(obj::as_array(recv).items.get(i).copied().unwrap_or(Value::NIL));
                }
                i += 1;
            }
            Ok(())
        })();
        return out.finish(vm, r);
    }
    let r = iterate(vm, recv, &mut |vm, x| {
        if vm.yield_block(&b, &[x])?.truthy() == want {
            out.push_growing(vm, x)?;
        }
        Ok(true)
    });
    out.finish(vm, r)
}

pub(super) fn en_select(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    select_impl(vm, recv, args, "select", true)
}
pub(super) fn en_filter(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    select_impl(vm, recv, args, "filter", true)
}
pub(super) fn en_reject(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    select_impl(vm, recv, args, "reject", false)
}

/// `grep(pattern)` / `grep_v(pattern)`: the elements `pattern === x` selects (or rejects),
/// mapped through the block when there is one. A Regexp pattern records its match as the
/// caller's `$~`, which the block (sharing the caller's frame) can read, as in CRuby.
pub(super) fn en_grep(vm: &mut Vm, recv: Value, args: &Args, want: bool) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let pattern = args.get(0);
    let out = Out::new(vm);
    // Without a block a Regexp pattern only tests (CRuby's rb_reg_match_p on a Symbol or what
    // `to_str` gives), leaving `$~` alone.
    let test_only = args.block.is_none() && crate::core::regexp::is_regexp(pattern);
    let r = iterate(vm, recv, &mut |vm, x| {
        let hit = if test_only {
            let subject = if x.is_symbol() { Some(x) } else { vm.check_string(x)? };
            match subject {
                Some(sv) => vm.call_method(pattern, intern("match?"), &[sv], None)?.truthy(),
                None => false,
            }
        } else {
            vm.case_eq(pattern, x)?
        };
        if hit == want {
            let v = match &args.block {
                Some(b) => vm.yield_block(b, &[x])?,
                None => x,
            };
            out.push_growing(vm, v)?;
        }
        Ok(true)
    });
    out.finish(vm, r)
}

pub(super) fn en_filter_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "filter_map");
    let out = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        let v = vm.yield_block(&b, &[x])?;
        if v.truthy() {
            out.push(v);
        }
        Ok(true)
    });
    out.finish(vm, r)
}

pub(super) fn en_group_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "group_by");
    let h = vm.new_hash();
    rooted(vm, &[h], |vm| {
        iterate(vm, recv, &mut |vm, x| {
            let k = vm.yield_block(&b, &[x])?;
            match vm.hash_get(h, k)? {
                Some(a) => apush(a, x),
                None => {
                    let a = vm.new_array(vec![x]);
                    vm.hash_set_literal(h, k, a)?;
                }
            }
            Ok(true)
        })
    })?;
    Ok(h)
}

pub(super) fn en_partition(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "partition");
    let yes = Out::new(vm);
    let no = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        if vm.yield_block(&b, &[x])?.truthy() {
            yes.push(x);
        } else {
            no.push(x);
        }
        Ok(true)
    });
    let (ya, na) = (yes.arr, no.arr);
    let mark = yes.mark;
    r?;
    let res = vm.new_array(vec![ya, na]);
    vm.temp_roots.truncate(mark);
    Ok(res)
}

pub(super) fn en_tally(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let h = if args.is_empty() { vm.new_hash() } else { args.get(0) };
    if !args.is_empty() {
        // The hash table is read directly below: anything but a Hash is refused first.
        if !obj::is_type(h, ObjType::Hash) {
            let conv = vm.try_convert(h, sym::TO_HASH, |x| obj::is_type(x, ObjType::Hash), "Hash")?;
            if conv.is_nil() {
                return Err(vm.conversion_error(h, "Hash"));
            }
            return en_tally(vm, recv, &Args::from_slice(&[conv], None));
        }
        vm.check_frozen(h)?;
    }
    rooted(vm, &[h], |vm| {
        iterate(vm, recv, &mut |vm, x| {
            let n = match vm.hash_get(h, x)? {
                Some(c) => binop(vm, c, sym::PLUS, Value::fixnum(1))?,
                None => Value::fixnum(1),
            };
            vm.hash_set_literal(h, x, n)?;
            Ok(true)
        })
    })?;
    Ok(h)
}

pub(super) fn en_first(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        let mut first = Value::NIL;
        iterate(vm, recv, &mut |_vm, x| {
            first = x;
            Ok(false)
        })?;
        return Ok(first);
    }
    take_impl(vm, recv, args.get(0))
}

fn take_impl(vm: &mut Vm, recv: Value, n: Value) -> VmResult {
    let n = vm.expect_int(n)?;
    if n < 0 {
        return Err(vm.arg_error("attempt to take negative size"));
    }
    // CRuby's enum_take reserves all n first (rb_ary_new2), whatever the source's length.
    let out = if n == 0 { Out::new(vm) } else { Out::try_with_capacity(vm, n as u64)? };
    if n == 0 {
        return out.finish(vm, Ok(()));
    }
    let mut left = n;
    let r = iterate(vm, recv, &mut |vm, x| {
        out.push_growing(vm, x)?;
        left -= 1;
        Ok(left > 0)
    });
    out.finish(vm, r)
}

pub(super) fn en_take(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    take_impl(vm, recv, args.get(0))
}

pub(super) fn en_drop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to drop negative size"));
    }
    let out = Out::new(vm);
    let mut i = 0;
    let r = iterate(vm, recv, &mut |vm, x| {
        if i >= n {
            out.push_growing(vm, x)?;
        }
        i += 1;
        Ok(true)
    });
    out.finish(vm, r)
}

pub(super) fn en_take_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "take_while");
    if obj::is_type(recv, ObjType::Array) {
        // Array#take_while counts the leading elements the block accepts, then takes that many
        // from the array as it is at the end (CRuby).
        let mut i = 0;
        while i < obj::as_array(recv).items.len() {
            let x = obj::as_array(recv).items[i];
            if !vm.yield_block(&b, &[x])?.truthy() {
                break;
            }
            i += 1;
        }
        let a = &obj::as_array(recv).items;
        let v = a[..i.min(a.len())].to_vec();
        return Ok(vm.new_array(v));
    }
    let out = Out::new(vm);
    let r = iterate_args(vm, recv, &mut |vm, xs| {
        if !vm.yield_block(&b, xs)?.truthy() {
            return Ok(false);
        }
        let x = pack(vm, xs);
        out.push_growing(vm, x)?;
        Ok(true)
    });
    out.finish(vm, r)
}

pub(super) fn en_drop_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "drop_while");
    let out = Out::new(vm);
    let mut dropping = true;
    let r = iterate(vm, recv, &mut |vm, x| {
        if dropping && vm.yield_block(&b, &[x])?.truthy() {
            return Ok(true);
        }
        dropping = false;
        out.push_growing(vm, x)?;
        Ok(true)
    });
    out.finish(vm, r)
}

/// Converts a `zip` argument to an Array (to_ary, else each). When the receiver is an Array of
/// `limit` elements, `each` stops after that many (CRuby's take_items), so an endless argument
/// (`[1, 2].zip(1..)`) is not materialised.
fn zip_arg(vm: &mut Vm, v: Value, limit: Option<usize>) -> VmResult {
    if let Some(a) = vm.check_array(v)? {
        return Ok(a);
    }
    // CRuby asks `respond_to?(:each)` (so `respond_to_missing?` counts), then walks
    // `to_enum(:each)`.
    let each_sym = Value::symbol(sym::EACH);
    let responds = vm.respond_to(v, sym::EACH, true) || vm.call_method(v, intern("respond_to?"), &[each_sym], None)?.truthy();
    if !responds {
        let k = vm.class_of_real(v);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("wrong argument type {n} (must respond to :each)")));
    }
    let v = vm.call_method(v, intern("to_enum"), &[each_sym], None)?;
    vm.temp_roots.push(v);
    let r = zip_walk(vm, v, limit);
    vm.temp_roots.pop();
    r
}

fn zip_walk(vm: &mut Vm, v: Value, limit: Option<usize>) -> VmResult {
    let Some(limit) = limit else { return to_a(vm, v) };
    let out = Out::new(vm);
    if limit == 0 {
        return out.finish(vm, Ok(()));
    }
    let mut taken = 0;
    let r = iterate(vm, v, &mut |vm, x| {
        out.push_growing(vm, x)?;
        taken += 1;
        Ok(taken < limit)
    });
    out.finish(vm, r)
}

pub fn zip_impl(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mark = vm.temp_roots.len();
    let mut others = Vec::with_capacity(args.len());
    // With an Array receiver, each argument is read only up to the receiver's length (an
    // endless source is not exhausted).
    let limit = obj::is_type(recv, ObjType::Array).then(|| obj::as_array(recv).items.len());
    for &a in args.as_slice() {
        match zip_arg(vm, a, limit) {
            Ok(mut x) => {
                // Array#zip reads each argument Array as it was when zip began, up to the
                // receiver's length then (CRuby's take_items), so a block changing it is not seen.
                if let Some(n) = limit {
                    if obj::is_type(x, ObjType::Array) {
                        let it = &obj::as_array(x).items;
                        let snap = it[..n.min(it.len())].to_vec();
                        x = vm.new_array(snap);
                    }
                }
                vm.temp_roots.push(x);
                others.push(x);
            }
            Err(e) => {
                vm.temp_roots.truncate(mark);
                return Err(e);
            }
        }
    }
    let out = Out::new(vm);
    let block = args.block.clone();
    let mut i = 0;
    let r = iterate(vm, recv, &mut |vm, x| {
        let mut row = Vec::with_capacity(others.len() + 1);
        row.push(x);
        for &o in &others {
            row.push(obj::as_array(o).items.get(i).copied().unwrap_or(Value::NIL));
        }
        i += 1;
        let t = vm.new_array(row);
        match &block {
            Some(b) => {
                vm.yield_block(b, &[t])?;
            }
            None => out.push(t),
        }
        Ok(true)
    });
    let res = out.finish(vm, r);
    vm.temp_roots.truncate(mark);
    if block.is_some() {
        res.map(|_| Value::NIL)
    } else {
        res
    }
}

/// Removes duplicates (by the block's value when given), keeping first occurrences.
pub fn uniq_values(vm: &mut Vm, src: Value, block: Option<&Block>) -> VmResult {
    let seen = vm.new_hidden_hash();
    rooted(vm, &[seen], |vm| {
        let out = Out::new(vm);
        let r = iterate(vm, src, &mut |vm, x| {
            let k = match block {
                Some(b) => vm.yield_block(b, &[x])?,
                None => x,
            };
            if vm.hash_find(seen, k)?.is_none() {
                vm.hash_set(seen, k, Value::TRUE)?;
                out.push_growing(vm, x)?;
            }
            Ok(true)
        });
        out.finish(vm, r)
    })
}

pub(super) fn en_uniq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    uniq_values(vm, recv, args.block.as_ref())
}

/// Adds one `[key, value]` element to a Hash being built by `to_h`.
pub fn to_h_pair(vm: &mut Vm, h: Value, pair: Value, idx: Option<i64>) -> VmResult<()> {
    let Some(a) = vm.check_array(pair)? else {
        let k = vm.class_of_real(pair);
        let n = vm.module_name(k);
        let at = idx.map_or(String::new(), |i| format!(" at {i}"));
        return Err(vm.type_error(&format!("wrong element type {n}{at} (expected array)")));
    };
    let items = &obj::as_array(a).items;
    if items.len() != 2 {
        let n = items.len();
        return Err(match idx {
            Some(i) => vm.arg_error(&format!("wrong array length at {i} (expected 2, was {n})")),
            None => vm.arg_error(&format!("element has wrong array length (expected 2, was {n})")),
        });
    }
    let (k, v) = (items[0], items[1]);
    vm.hash_set_literal(h, k, v)
}

pub fn to_h_impl(vm: &mut Vm, recv: Value, block: Option<&Block>) -> VmResult {
    let h = vm.new_hash();
    let is_array = obj::is_type(recv, ObjType::Array);
    rooted(vm, &[h], |vm| {
        let mut idx = 0i64;
        iterate(vm, recv, &mut |vm, x| {
            let pair = match block {
                Some(b) => vm.yield_block(b, &[x])?,
                None => x,
            };
            to_h_pair(vm, h, pair, if is_array { Some(idx) } else { None })?;
            idx += 1;
            Ok(true)
        })
    })?;
    Ok(h)
}

pub(super) fn en_to_h(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if !args.is_empty() {
        // The arguments go to `each`.
        let h = vm.new_hash();
        let block = args.block.clone();
        rooted(vm, &[h], |vm| {
            each_native(vm, recv, sym::EACH, args.as_slice(), &mut |vm, x| {
                let pair = match &block {
                    Some(b) => vm.yield_block(b, &[x])?,
                    None => x,
                };
                to_h_pair(vm, h, pair, None)?;
                Ok(true)
            })
        })?;
        return Ok(h);
    }
    to_h_impl(vm, recv, args.block.as_ref())
}

pub(super) fn en_compact(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let out = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        if !x.is_nil() {
            out.push_growing(vm, x)?;
        }
        Ok(true)
    });
    out.finish(vm, r)
}
