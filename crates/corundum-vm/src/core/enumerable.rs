//! Enumerable (over any `each`) and Enumerator (a receiver, a method and its arguments, so that
//! `each_with_index.map`, `map.with_index` and `each_slice(2).to_a` work).
//!
//! Every Enumerable method is written once against [`iterate`], which walks Arrays, Hashes and
//! Integer ranges directly and anything else through `each` with a native block. Array, Hash and
//! Range inherit these methods and override only where their semantics differ.
//!
//! Invariants:
//! - The arrays a method builds are allocated first and pushed to `temp_roots` for the duration
//!   of the iteration (`Out`), so values stored in them survive collections.
//! - Early exit from a Ruby `each` is a `Break` whose target is a fresh id no frame carries, so
//!   only the `iterate` call that raised it stops.

use std::cell::Cell;
use std::cmp::Ordering;
use std::rc::Rc;

use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Unwind, Vm, VmResult};

pub type IterFn<'a> = dyn FnMut(&mut Vm, Value) -> VmResult<bool> + 'a;

struct Syms {
    recv: SymbolId,
    meth: SymbolId,
    args: SymbolId,
    buf: SymbolId,
    pos: SymbolId,
}

thread_local! {
    static SYMS: Syms = Syms { recv: intern("@__recv"), meth: intern("@__meth"), args: intern("@__args"), buf: intern("@__buf"), pos: intern("@__pos") };
    static ENUMERATOR: Cell<Value> = const { Cell::new(Value::NIL) };
}

fn syms() -> (SymbolId, SymbolId, SymbolId) {
    SYMS.with(|s| (s.recv, s.meth, s.args))
}

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
    #[inline]
    pub fn push(&self, v: Value) {
        apush(self.arr, v)
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
        if fast {
            // CRuby's Enumerable methods call `each`, which shows in backtraces.
            let pushed = each_frame(vm, recv);
            let r = iterate_fast(vm, recv, f);
            if pushed {
                let n = vm.frames.len();
                vm.frames.truncate(n - 1);
            }
            return r;
        }
    }
    each_native(vm, recv, sym::EACH, &[], f)
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
            let mut i = 0;
            while i < obj::as_hash(recv).table.entries.len() {
                let e = obj::as_hash(recv).table.entries[i];
                i += 1;
                if e.key.is_undef() {
                    continue;
                }
                let pair = vm.new_array(vec![e.key, e.value]);
                if !f(vm, pair)? {
                    return Ok(());
                }
            }
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
    let tag = vm.next_frame_id;
    vm.next_frame_id += 1;
    // 0: ready, 1: running, 2: finished. The raw pointer is only followed while `f` is alive
    // (state != 2) and never re-entered (state != 1).
    let state = Rc::new(Cell::new(0u8));
    let fp: *mut IterFn = f;
    // SAFETY: only the lifetime is erased; the guard above keeps the pointer from being used
    // after this function returns.
    let fp: *mut (dyn FnMut(&mut Vm, Value) -> VmResult<bool> + 'static) = unsafe { std::mem::transmute(fp) };
    let st = state.clone();
    let blk = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
        if st.get() != 0 {
            return Err(vm.make_error(vm.core.local_jump_error, "iteration block called after its iteration ended"));
        }
        let x = pack(vm, xs);
        st.set(1);
        // SAFETY: see the state guard above.
        let r = unsafe { (*fp)(vm, x) };
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
    let r = iterate(vm, recv, &mut |_vm, x| {
        out.push(x);
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

// ---------------------------------------------------------------- Enumerator

fn enumerator_class(vm: &mut Vm) -> VmResult {
    let k = ENUMERATOR.with(|c| c.get());
    if !k.is_nil() {
        return Ok(k);
    }
    vm.const_get_from(vm.core.object, intern("Enumerator"))
}

/// An Enumerator for `recv.meth(*args)`.
pub fn enumerator_for(vm: &mut Vm, recv: Value, meth: &str, args: &[Value]) -> VmResult {
    let (sr, sm, sa) = syms();
    let k = enumerator_class(vm)?;
    let a = vm.new_array(args.to_vec());
    rooted(vm, &[a], |vm| {
        let e = vm.new_object(k);
        rooted(vm, &[e], |vm| {
            vm.ivar_set(e, sr, recv)?;
            vm.ivar_set(e, sm, Value::symbol(intern(meth)))?;
            vm.ivar_set(e, sa, a)?;
            Ok(e)
        })
    })
}

macro_rules! block_or_enum {
    ($vm:expr, $recv:expr, $args:expr, $name:expr) => {
        match $args.block.clone() {
            Some(b) => b,
            None => return enumerator_for($vm, $recv, $name, $args.as_slice()),
        }
    };
}
pub(crate) use block_or_enum;

fn enum_parts(vm: &mut Vm, e: Value) -> (Value, SymbolId, Vec<Value>) {
    let (sr, sm, sa) = syms();
    let target = vm.ivar_get(e, sr);
    let meth = vm.ivar_get(e, sm);
    let a = vm.ivar_get(e, sa);
    let a = if obj::is_type(a, ObjType::Array) { obj::as_array(a).items.to_vec() } else { Vec::new() };
    (target, if meth.is_symbol() { meth.as_symbol() } else { sym::EACH }, a)
}

fn e_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else { return Ok(recv) };
    let (target, meth, a) = enum_parts(vm, recv);
    rooted(vm, &a, |vm| vm.call_method(target, meth, &a, Some(b)))
}

fn e_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return enumerator_for(vm, recv, "with_index", args.as_slice());
    };
    let off = if args.is_empty() || args.get(0).is_nil() { 0 } else { vm.expect_int(args.get(0))? };
    let (target, meth, a) = enum_parts(vm, recv);
    let counter = Cell::new(off);
    let inner = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
        let v = pack(vm, xs);
        let i = counter.get();
        counter.set(i + 1);
        vm.yield_block(&b, &[v, Value::fixnum(i)])
    }));
    rooted(vm, &a, |vm| vm.call_method(target, meth, &a, Some(inner)))
}

fn e_each_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_none() {
        return enumerator_for(vm, recv, "each_with_index", &[]);
    }
    e_with_index(vm, recv, &Args::from_slice(&[], args.block.clone()))
}

fn e_with_object(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return enumerator_for(vm, recv, "with_object", args.as_slice());
    };
    let memo = args.get(0);
    let (target, meth, a) = enum_parts(vm, recv);
    let inner = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
        let v = pack(vm, xs);
        vm.yield_block(&b, &[v, memo])
    }));
    rooted(vm, &a, |vm| vm.call_method(target, meth, &a, Some(inner)))?;
    Ok(memo)
}

fn e_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (target, meth, a) = enum_parts(vm, recv);
    if obj::is_type(target, ObjType::Range) && (meth.name() == "step" || meth.name() == "%") && a.len() == 1 {
        // CRuby returns an ArithmeticSequence here.
        let t = vm.inspect_str(target)?;
        let st = vm.inspect_str(a[0])?;
        let s = format!("(({}).{}({}))", t, meth.name(), st);
        return Ok(vm.new_string(s.into_bytes()));
    }
    let t = vm.inspect_str(target)?;
    let mut s = format!("#<Enumerator: {}:{}", t, meth.name());
    if !a.is_empty() {
        let mut parts = Vec::new();
        for x in a {
            parts.push(vm.inspect_str(x)?);
        }
        s.push_str(&format!("({})", parts.join(", ")));
    }
    s.push('>');
    Ok(vm.new_string(s.into_bytes()))
}

fn e_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (target, meth, a) = enum_parts(vm, recv);
    let n = meth.name();
    let simple = matches!(
        &*n,
        "each"
            | "map"
            | "collect"
            | "each_with_index"
            | "select"
            | "filter"
            | "reject"
            | "flat_map"
            | "each_entry"
            | "filter_map"
            | "map!"
            | "collect!"
            | "select!"
            | "reject!"
            | "each_index"
            | "reverse_each"
            | "with_index"
            | "each_with_object"
            | "find_index"
            | "sort_by"
            | "min_by"
            | "max_by"
            | "group_by"
            | "partition"
            | "times"
    );
    if simple && a.len() <= 1 {
        if obj::is_type(target, ObjType::Array) {
            return Ok(Value::fixnum(obj::as_array(target).items.len() as i64));
        }
        if obj::is_type(target, ObjType::Hash) {
            return Ok(Value::fixnum(obj::as_hash(target).table.len() as i64));
        }
        if target.is_heap() && !obj::is_type(target, ObjType::Object) {
            return vm.call_method(target, sym::SIZE, &[], None);
        }
        if target.is_fixnum() && &*n == "times" {
            return Ok(Value::fixnum(target.as_fixnum().max(0)));
        }
        if obj::is_type(target, ObjType::Object) && vm.ivar_defined(target, syms().1) {
            return e_size(vm, target, _args);
        }
    }
    if (&*n == "each_slice" || &*n == "each_cons") && a.len() == 1 && a[0].is_fixnum() {
        let len = if obj::is_type(target, ObjType::Array) {
            obj::as_array(target).items.len() as i64
        } else {
            let s = vm.call_method(target, sym::SIZE, &[], None)?;
            if !s.is_fixnum() {
                return Ok(s);
            }
            s.as_fixnum()
        };
        let k = a[0].as_fixnum().max(1);
        return Ok(Value::fixnum(if &*n == "each_slice" { (len + k - 1) / k } else { (len - k + 1).max(0) }));
    }
    Ok(Value::NIL)
}

/// `next`/`peek`/`rewind` work on a materialised buffer (no fibers): fine for finite sources.
fn e_buffer(vm: &mut Vm, recv: Value) -> VmResult<(Value, i64)> {
    let (sb, sp) = SYMS.with(|s| (s.buf, s.pos));
    let mut buf = vm.ivar_get(recv, sb);
    if !obj::is_type(buf, ObjType::Array) {
        buf = to_a(vm, recv)?;
        vm.ivar_set(recv, sb, buf)?;
        vm.ivar_set(recv, sp, Value::fixnum(0))?;
    }
    let p = vm.ivar_get(recv, sp);
    Ok((buf, if p.is_fixnum() { p.as_fixnum() } else { 0 }))
}

fn e_next(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (buf, p) = e_buffer(vm, recv)?;
    let items = &obj::as_array(buf).items;
    if p as usize >= items.len() {
        return Err(vm.make_error(vm.core.stop_iteration, "iteration reached an end"));
    }
    let v = items[p as usize];
    let sp = SYMS.with(|s| s.pos);
    vm.ivar_set(recv, sp, Value::fixnum(p + 1))?;
    Ok(v)
}

fn e_peek(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (buf, p) = e_buffer(vm, recv)?;
    let items = &obj::as_array(buf).items;
    if p as usize >= items.len() {
        return Err(vm.make_error(vm.core.stop_iteration, "iteration reached an end"));
    }
    Ok(items[p as usize])
}

fn e_rewind(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let sp = SYMS.with(|s| s.pos);
    if vm.ivar_defined(recv, sp) {
        vm.ivar_set(recv, sp, Value::fixnum(0))?;
    }
    Ok(recv)
}

// ---------------------------------------------------------------- comparison helpers

fn is_special_for_cmperr(v: Value) -> bool {
    v.is_special()
}

/// ArgumentError "comparison of X with Y failed" (CRuby's rb_cmperr).
pub fn cmp_error(vm: &mut Vm, a: Value, b: Value) -> Unwind {
    let ka = vm.class_of_real(a);
    let an = vm.module_name(ka);
    let bn = if is_special_for_cmperr(b) {
        vm.inspect_str(b).unwrap_or_default()
    } else {
        let kb = vm.class_of_real(b);
        vm.module_name(kb)
    };
    vm.arg_error(&format!("comparison of {an} with {bn} failed"))
}

/// The result of a `<=>` call as an Ordering (CRuby's rb_cmpint); nil is a comparison error.
pub fn cmpint(vm: &mut Vm, r: Value, a: Value, b: Value) -> VmResult<Ordering> {
    if r.is_fixnum() {
        return Ok(r.as_fixnum().cmp(&0));
    }
    if r.is_nil() {
        return Err(cmp_error(vm, a, b));
    }
    if obj::is_type(r, ObjType::Bignum) {
        return Ok(if obj::as_bignum(r).value.sign() == num_bigint::Sign::Minus { Ordering::Less } else { Ordering::Greater });
    }
    if let Some(f) = vm.float_value(r) {
        return Ok(f.partial_cmp(&0.0).unwrap_or(Ordering::Equal));
    }
    let zero = Value::fixnum(0);
    if vm.call_method(r, sym::GT, &[zero], None)?.truthy() {
        return Ok(Ordering::Greater);
    }
    if vm.call_method(r, sym::LT, &[zero], None)?.truthy() {
        return Ok(Ordering::Less);
    }
    Ok(Ordering::Equal)
}

fn num_f64(vm: &Vm, v: Value) -> Option<f64> {
    if v.is_fixnum() {
        Some(v.as_fixnum() as f64)
    } else {
        vm.float_value(v)
    }
}

/// `a <=> b` as an Ordering with fast paths for Integers, Floats and Strings.
pub fn cmp_values(vm: &mut Vm, a: Value, b: Value) -> VmResult<Ordering> {
    if Value::both_fixnum(a, b) {
        return Ok(a.as_fixnum().cmp(&b.as_fixnum()));
    }
    if obj::is_type(a, ObjType::String) && obj::is_type(b, ObjType::String) {
        return Ok(obj::as_string(a).bytes.cmp(&obj::as_string(b).bytes));
    }
    if let (Some(x), Some(y)) = (num_f64(vm, a), num_f64(vm, b)) {
        return match x.partial_cmp(&y) {
            Some(o) => Ok(o),
            None => Err(cmp_error(vm, a, b)),
        };
    }
    let r = vm.call_method(a, sym::CMP, &[b], None)?;
    cmpint(vm, r, a, b)
}

/// Compares with a user block (`sort { |a, b| }`, `max { }`).
pub fn cmp_block(vm: &mut Vm, b: &Block, x: Value, y: Value) -> VmResult<Ordering> {
    let r = vm.yield_block(b, &[x, y])?;
    cmpint(vm, r, x, y)
}

/// A stable merge sort that tolerates inconsistent comparators and stops at the first error.
pub fn merge_sort(v: &mut [Value], cmp: &mut dyn FnMut(Value, Value) -> VmResult<Ordering>) -> VmResult<()> {
    let n = v.len();
    if n < 2 {
        return Ok(());
    }
    if n <= 16 {
        for i in 1..n {
            let x = v[i];
            let mut j = i;
            while j > 0 && cmp(v[j - 1], x)? == Ordering::Greater {
                v[j] = v[j - 1];
                j -= 1;
            }
            v[j] = x;
        }
        return Ok(());
    }
    let mid = n / 2;
    merge_sort(&mut v[..mid], cmp)?;
    merge_sort(&mut v[mid..], cmp)?;
    if cmp(v[mid - 1], v[mid])? != Ordering::Greater {
        return Ok(());
    }
    let left: Vec<Value> = v[..mid].to_vec();
    let (mut i, mut j, mut k) = (0, mid, 0);
    while i < left.len() && j < n {
        let r = match cmp(left[i], v[j]) {
            Ok(r) => r,
            Err(e) => {
                // Put the saved run back so no element is lost from the slice.
                let rest = left.len() - i;
                v[k..k + rest].copy_from_slice(&left[i..]);
                return Err(e);
            }
        };
        if r != Ordering::Greater {
            v[k] = left[i];
            i += 1;
        } else {
            v[k] = v[j];
            j += 1;
        }
        k += 1;
    }
    while i < left.len() {
        v[k] = left[i];
        i += 1;
        k += 1;
    }
    Ok(())
}

/// Sorts `vals` (rooted by the caller) with `<=>` or the block.
pub fn sort_values(vm: &mut Vm, vals: &mut [Value], block: Option<&Block>) -> VmResult<()> {
    if let Some(b) = block {
        return merge_sort(vals, &mut |x, y| cmp_block(vm, b, x, y));
    }
    if vals.iter().all(|v| v.is_fixnum()) {
        vals.sort_unstable_by_key(|v| v.as_fixnum());
        return Ok(());
    }
    if vals.iter().all(|v| obj::is_type(*v, ObjType::String)) {
        vals.sort_by(|a, b| obj::as_string(*a).bytes.cmp(&obj::as_string(*b).bytes));
        return Ok(());
    }
    merge_sort(vals, &mut |x, y| cmp_values(vm, x, y))
}

/// Sorts the elements of a fresh Array (rooted while sorting).
fn sorted_array(vm: &mut Vm, src: Value, block: Option<&Block>) -> VmResult {
    let out = if obj::is_type(src, ObjType::Array) {
        let items = obj::as_array(src).items.to_vec();
        vm.new_array(items)
    } else {
        to_a(vm, src)?
    };
    rooted(vm, &[out], |vm| {
        let mut v = std::mem::take(&mut obj::as_array_mut(out).items);
        let mark = vm.temp_roots.len();
        vm.temp_roots.extend_from_slice(&v);
        let r = sort_values(vm, &mut v, block);
        vm.temp_roots.truncate(mark);
        obj::as_array_mut(out).items = v;
        r
    })?;
    Ok(out)
}

/// Sorts `vals` by precomputed `keys` (both rooted by the caller); returns the reordered values.
pub fn sort_by_keys(vm: &mut Vm, vals: &[Value], keys: &[Value]) -> VmResult<Vec<Value>> {
    let mut idx: Vec<Value> = (0..vals.len() as i64).map(Value::fixnum).collect();
    if keys.iter().all(|k| k.is_fixnum()) {
        idx.sort_by_key(|i| keys[i.as_fixnum() as usize].as_fixnum());
    } else if keys.iter().all(|k| obj::is_type(*k, ObjType::String)) {
        idx.sort_by(|a, b| obj::as_string(keys[a.as_fixnum() as usize]).bytes.cmp(&obj::as_string(keys[b.as_fixnum() as usize]).bytes));
    } else {
        merge_sort(&mut idx, &mut |a, b| cmp_values(vm, keys[a.as_fixnum() as usize], keys[b.as_fixnum() as usize]))?;
    }
    Ok(idx.iter().map(|i| vals[i.as_fixnum() as usize]).collect())
}

// ---------------------------------------------------------------- Enumerable methods

fn en_to_a(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() {
        return to_a(vm, recv);
    }
    let out = Out::new(vm);
    let r = each_native(vm, recv, sym::EACH, args.as_slice(), &mut |_vm, x| {
        out.push(x);
        Ok(true)
    });
    out.finish(vm, r)
}

fn en_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "map");
    let out = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        let v = vm.yield_block(&b, &[x])?;
        out.push(v);
        Ok(true)
    });
    out.finish(vm, r)
}

fn en_flat_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "flat_map");
    let out = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        let v = vm.yield_block(&b, &[x])?;
        match vm.check_array(v)? {
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
    let r = iterate(vm, recv, &mut |vm, x| {
        if vm.yield_block(&b, &[x])?.truthy() == want {
            out.push(x);
        }
        Ok(true)
    });
    out.finish(vm, r)
}

fn en_select(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    select_impl(vm, recv, args, "select", true)
}
fn en_filter(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    select_impl(vm, recv, args, "filter", true)
}
fn en_reject(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    select_impl(vm, recv, args, "reject", false)
}

fn en_filter_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn en_find(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "find");
    let mut found = None;
    iterate(vm, recv, &mut |vm, x| {
        if vm.yield_block(&b, &[x])?.truthy() {
            found = Some(x);
            return Ok(false);
        }
        Ok(true)
    })?;
    match found {
        Some(x) => Ok(x),
        None if !args.get(0).is_nil() => vm.call_method(args.get(0), sym::CALL, &[], None),
        None => Ok(Value::NIL),
    }
}

fn en_find_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let target = if args.is_empty() { None } else { Some(args.get(0)) };
    let b = if target.is_none() { Some(block_or_enum!(vm, recv, args, "find_index")) } else { None };
    let mut i = 0i64;
    let mut found = None;
    iterate(vm, recv, &mut |vm, x| {
        let hit = match target {
            Some(t) => vm.values_eq(x, t)?,
            None => vm.yield_block(b.as_ref().expect("block"), &[x])?.truthy(),
        };
        if hit {
            found = Some(i);
            return Ok(false);
        }
        i += 1;
        Ok(true)
    })?;
    Ok(found.map_or(Value::NIL, Value::fixnum))
}

fn en_each_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_with_index");
    let mut i = 0i64;
    let f = &mut |vm: &mut Vm, x| {
        vm.yield_block(&b, &[x, Value::fixnum(i)])?;
        i += 1;
        Ok(true)
    };
    if args.is_empty() {
        iterate(vm, recv, f)?;
    } else {
        each_native(vm, recv, sym::EACH, args.as_slice(), f)?;
    }
    Ok(recv)
}

fn en_each_entry(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_entry");
    iterate(vm, recv, &mut |vm, x| {
        vm.yield_block(&b, &[x])?;
        Ok(true)
    })?;
    Ok(recv)
}

fn en_each_with_object(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "each_with_object");
    let memo = args.get(0);
    iterate(vm, recv, &mut |vm, x| {
        vm.yield_block(&b, &[x, memo])?;
        Ok(true)
    })?;
    Ok(memo)
}

/// `acc op x` with the Integer `+`/`*` fast paths.
pub fn binop(vm: &mut Vm, acc: Value, op: SymbolId, x: Value) -> VmResult {
    if Value::both_fixnum(acc, x) {
        let (a, b) = (acc.as_fixnum(), x.as_fixnum());
        let r = match op {
            sym::PLUS => a.checked_add(b),
            sym::MINUS => a.checked_sub(b),
            sym::MUL => a.checked_mul(b),
            _ => None,
        };
        if let Some(r) = r.filter(|r| Value::fits_fixnum(*r)) {
            return Ok(Value::fixnum(r));
        }
    }
    vm.call_method(acc, op, &[x], None)
}

fn en_inject(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (init, op) = match (args.len(), &args.block) {
        (0, Some(_)) => (None, None),
        (1, Some(_)) => (Some(args.get(0)), None),
        (1, None) => (None, Some(vm.expect_symbol_or_string(args.get(0))?)),
        (2, _) => (Some(args.get(0)), Some(vm.expect_symbol_or_string(args.get(1))?)),
        (0, None) => return Err(vm.make_error(vm.core.local_jump_error, "no block given")),
        (n, _) => return Err(vm.arg_count_error(n, 0, 2)),
    };
    let block = args.block.clone();
    let mut acc = init;
    iterate(vm, recv, &mut |vm, x| {
        acc = Some(match acc {
            None => x,
            Some(a) => match op {
                Some(op) => binop(vm, a, op, x)?,
                None => vm.yield_block(block.as_ref().expect("block"), &[a, x])?,
            },
        });
        Ok(true)
    })?;
    Ok(acc.unwrap_or(Value::NIL))
}

/// Accumulates `sum` like CRuby: exact Integers, then Kahan-Babuska compensated Floats, then `+`.
pub struct Summer {
    mode: u8,
    n: i128,
    f: f64,
    c: f64,
    pub v: Value,
}

impl Summer {
    pub fn new(init: Value) -> Summer {
        if init.is_fixnum() {
            Summer { mode: 0, n: init.as_fixnum() as i128, f: 0.0, c: 0.0, v: Value::NIL }
        } else {
            Summer { mode: 2, n: 0, f: 0.0, c: 0.0, v: init }
        }
    }

    fn float_step(&mut self, x: f64) {
        let f = self.f;
        if f.is_nan() {
            return;
        }
        if x.is_nan() {
            self.f = x;
            return;
        }
        if x.is_infinite() {
            if f.is_infinite() && x.is_sign_negative() != f.is_sign_negative() {
                self.f = f64::NAN;
            } else {
                self.f = x;
            }
            return;
        }
        if f.is_infinite() {
            return;
        }
        let t = f + x;
        if f.abs() >= x.abs() {
            self.c += (f - t) + x;
        } else {
            self.c += (x - t) + f;
        }
        self.f = t;
    }

    pub fn add(&mut self, vm: &mut Vm, e: Value) -> VmResult<()> {
        loop {
            match self.mode {
                0 => {
                    if e.is_fixnum() {
                        self.n += e.as_fixnum() as i128;
                        if self.n.unsigned_abs() < (1u128 << 100) {
                            return Ok(());
                        }
                        self.v = vm.new_int_i128(self.n);
                        self.mode = 2;
                        return Ok(());
                    }
                    if let Some(x) = vm.float_value(e) {
                        self.mode = 1;
                        self.f = self.n as f64;
                        self.c = 0.0;
                        self.float_step(x);
                        return Ok(());
                    }
                    self.v = vm.new_int_i128(self.n);
                    self.mode = 2;
                }
                1 => {
                    let x = if let Some(x) = vm.float_value(e) {
                        x
                    } else if e.is_fixnum() {
                        e.as_fixnum() as f64
                    } else if obj::is_type(e, ObjType::Bignum) {
                        crate::core::integer::big_to_f64(&obj::as_bignum(e).value)
                    } else {
                        self.v = vm.new_float(self.f + self.c);
                        self.mode = 2;
                        continue;
                    };
                    self.float_step(x);
                    return Ok(());
                }
                _ => {
                    self.v = binop(vm, self.v, sym::PLUS, e)?;
                    return Ok(());
                }
            }
        }
    }

    pub fn finish(&self, vm: &mut Vm) -> Value {
        match self.mode {
            0 => vm.new_int_i128(self.n),
            1 => vm.new_float(self.f + self.c),
            _ => self.v,
        }
    }
}

fn en_sum(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let init = if args.is_empty() { Value::fixnum(0) } else { args.get(0) };
    if args.block.is_none() && obj::is_type(recv, ObjType::Range) && init.is_fixnum() {
        if let Some(v) = crate::core::range::int_range_sum(vm, recv, init)? {
            return Ok(v);
        }
    }
    let block = args.block.clone();
    let mut s = Summer::new(init);
    iterate(vm, recv, &mut |vm, x| {
        let x = match &block {
            Some(b) => vm.yield_block(b, &[x])?,
            None => x,
        };
        s.add(vm, x)?;
        Ok(true)
    })?;
    Ok(s.finish(vm))
}

fn en_count(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.is_empty() && args.block.is_none() && obj::is_type(recv, ObjType::Hash) {
        return Ok(Value::fixnum(obj::as_hash(recv).table.len() as i64));
    }
    let target = if args.is_empty() { None } else { Some(args.get(0)) };
    let block = args.block.clone();
    let mut n = 0i64;
    iterate(vm, recv, &mut |vm, x| {
        let hit = match (target, &block) {
            (Some(t), _) => vm.values_eq(x, t)?,
            (None, Some(b)) => vm.yield_block(b, &[x])?.truthy(),
            (None, None) => true,
        };
        if hit {
            n += 1;
        }
        Ok(true)
    })?;
    Ok(Value::fixnum(n))
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

/// min/max (`want` = Greater for max): `n` form sorts; the Array form compares (best, x).
pub fn min_max(vm: &mut Vm, recv: Value, args: &Args, want: Ordering) -> VmResult {
    let block = args.block.clone();
    if !args.is_empty() && !args.get(0).is_nil() {
        let n = vm.expect_int(args.get(0))?;
        if n < 0 {
            return Err(vm.arg_error(&format!("negative size ({n})")));
        }
        let sorted = sorted_array(vm, recv, block.as_ref())?;
        let items = &mut obj::as_array_mut(sorted).items;
        if want == Ordering::Greater {
            items.reverse();
        }
        items.truncate(n as usize);
        return Ok(sorted);
    }
    let is_array = obj::is_type(recv, ObjType::Array);
    let mut best: Option<Value> = None;
    iterate(vm, recv, &mut |vm, x| {
        best = Some(match best {
            None => x,
            Some(b) => {
                let better = match &block {
                    Some(blk) => cmp_block(vm, blk, x, b)? == want,
                    None if is_array => cmp_values(vm, b, x)? == want.reverse(),
                    None => cmp_values(vm, x, b)? == want,
                };
                if better {
                    x
                } else {
                    b
                }
            }
        });
        Ok(true)
    })?;
    Ok(best.unwrap_or(Value::NIL))
}

fn en_min(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    min_max(vm, recv, args, Ordering::Less)
}
fn en_max(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    min_max(vm, recv, args, Ordering::Greater)
}

fn en_minmax(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = Args::from_slice(&[], args.block.clone());
    let lo = min_max(vm, recv, &a, Ordering::Less)?;
    rooted(vm, &[lo], |vm| {
        let hi = min_max(vm, recv, &a, Ordering::Greater)?;
        Ok(vm.new_array(vec![lo, hi]))
    })
}

fn by_impl(vm: &mut Vm, recv: Value, args: &Args, name: &str, want: Ordering) -> VmResult {
    let b = block_or_enum!(vm, recv, args, name);
    if !args.is_empty() && !args.get(0).is_nil() {
        let n = vm.expect_int(args.get(0))?;
        let vals = as_array_like(vm, recv)?;
        return rooted(vm, &[vals], |vm| {
            let keys = Out::new(vm);
            let r = (|| {
                let mut i = 0;
                while i < obj::as_array(vals).items.len() {
                    let x = obj::as_array(vals).items[i];
                    let k = vm.yield_block(&b, &[x])?;
                    keys.push(k);
                    i += 1;
                }
                let v = obj::as_array(vals).items.to_vec();
                let mut sorted = sort_by_keys(vm, &v, keys.items())?;
                if want == Ordering::Greater {
                    sorted.reverse();
                }
                sorted.truncate(n.max(0) as usize);
                Ok(vm.new_array(sorted))
            })();
            vm.temp_roots.truncate(keys.mark);
            r
        });
    }
    let mut best: Option<(Value, Value)> = None;
    iterate(vm, recv, &mut |vm, x| {
        let k = vm.yield_block(&b, &[x])?;
        best = Some(match best {
            None => (x, k),
            Some((bx, bk)) => {
                if cmp_values(vm, k, bk)? == want {
                    (x, k)
                } else {
                    (bx, bk)
                }
            }
        });
        Ok(true)
    })?;
    Ok(best.map_or(Value::NIL, |(x, _)| x))
}

fn en_min_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    by_impl(vm, recv, args, "min_by", Ordering::Less)
}
fn en_max_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    by_impl(vm, recv, args, "max_by", Ordering::Greater)
}
fn en_minmax_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_none() {
        return enumerator_for(vm, recv, "minmax_by", &[]);
    }
    let a = Args::from_slice(&[], args.block.clone());
    let lo = by_impl(vm, recv, &a, "min_by", Ordering::Less)?;
    rooted(vm, &[lo], |vm| {
        let hi = by_impl(vm, recv, &a, "max_by", Ordering::Greater)?;
        Ok(vm.new_array(vec![lo, hi]))
    })
}

fn en_sort(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    sorted_array(vm, recv, args.block.as_ref())
}

pub fn sort_by_array(vm: &mut Vm, recv: Value, b: &Block) -> VmResult {
    let vals = if obj::is_type(recv, ObjType::Array) {
        let v = obj::as_array(recv).items.to_vec();
        vm.new_array(v)
    } else {
        to_a(vm, recv)?
    };
    rooted(vm, &[vals], |vm| {
        let keys = Out::new(vm);
        let r = (|| {
            let mut i = 0;
            while i < obj::as_array(vals).items.len() {
                let x = obj::as_array(vals).items[i];
                let k = vm.yield_block(b, &[x])?;
                keys.push(k);
                i += 1;
            }
            let v = obj::as_array(vals).items.to_vec();
            let sorted = sort_by_keys(vm, &v, keys.items())?;
            obj::as_array_mut(vals).items = sorted.into();
            Ok(vals)
        })();
        vm.temp_roots.truncate(keys.mark);
        r
    })
}

fn en_sort_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "sort_by");
    sort_by_array(vm, recv, &b)
}

fn en_group_by(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn en_partition(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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

fn en_tally(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let h = if args.is_empty() { vm.new_hash() } else { args.get(0) };
    if !args.is_empty() {
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

fn en_include(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let t = args.get(0);
    let mut found = false;
    iterate(vm, recv, &mut |vm, x| {
        if vm.values_eq(x, t)? {
            found = true;
            return Ok(false);
        }
        Ok(true)
    })?;
    Ok(Value::bool(found))
}

fn en_first(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
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
    let out = Out::new(vm);
    if n == 0 {
        return out.finish(vm, Ok(()));
    }
    let mut left = n;
    let r = iterate(vm, recv, &mut |_vm, x| {
        out.push(x);
        left -= 1;
        Ok(left > 0)
    });
    out.finish(vm, r)
}

fn en_take(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    take_impl(vm, recv, args.get(0))
}

fn en_drop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to drop negative size"));
    }
    let out = Out::new(vm);
    let mut i = 0;
    let r = iterate(vm, recv, &mut |_vm, x| {
        if i >= n {
            out.push(x);
        }
        i += 1;
        Ok(true)
    });
    out.finish(vm, r)
}

fn en_take_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "take_while");
    let out = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        if !vm.yield_block(&b, &[x])?.truthy() {
            return Ok(false);
        }
        out.push(x);
        Ok(true)
    });
    out.finish(vm, r)
}

fn en_drop_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "drop_while");
    let out = Out::new(vm);
    let mut dropping = true;
    let r = iterate(vm, recv, &mut |vm, x| {
        if dropping && vm.yield_block(&b, &[x])?.truthy() {
            return Ok(true);
        }
        dropping = false;
        out.push(x);
        Ok(true)
    });
    out.finish(vm, r)
}

fn en_each_slice(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n <= 0 {
        return Err(vm.arg_error("invalid slice size"));
    }
    let b = block_or_enum!(vm, recv, args, "each_slice");
    let cur = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        cur.push(x);
        if cur.items().len() as i64 == n {
            let chunk = std::mem::take(cur.items());
            let a = vm.new_array(chunk);
            vm.yield_block(&b, &[a])?;
        }
        Ok(true)
    });
    let r = match r {
        Ok(()) if !cur.items().is_empty() => {
            let chunk = std::mem::take(cur.items());
            let a = vm.new_array(chunk);
            vm.yield_block(&b, &[a]).map(|_| ())
        }
        other => other,
    };
    cur.finish(vm, r)?;
    Ok(recv)
}

fn en_each_cons(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n <= 0 {
        return Err(vm.arg_error("invalid size"));
    }
    let b = block_or_enum!(vm, recv, args, "each_cons");
    let cur = Out::new(vm);
    let r = iterate(vm, recv, &mut |vm, x| {
        cur.push(x);
        if cur.items().len() as i64 > n {
            cur.items().remove(0);
        }
        if cur.items().len() as i64 == n {
            let chunk = cur.items().clone();
            let a = vm.new_array(chunk);
            vm.yield_block(&b, &[a])?;
        }
        Ok(true)
    });
    cur.finish(vm, r)?;
    Ok(recv)
}

/// Converts a `zip` argument to an Array (to_ary, else each).
fn zip_arg(vm: &mut Vm, v: Value) -> VmResult {
    if let Some(a) = vm.check_array(v)? {
        return Ok(a);
    }
    if !vm.respond_to(v, sym::EACH, true) {
        let k = vm.class_of_real(v);
        let n = vm.module_name(k);
        return Err(vm.type_error(&format!("wrong argument type {n} (must respond to :each)")));
    }
    to_a(vm, v)
}

pub fn zip_impl(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mark = vm.temp_roots.len();
    let mut others = Vec::with_capacity(args.len());
    for &a in args.as_slice() {
        match zip_arg(vm, a) {
            Ok(x) => {
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
    let seen = vm.new_hash();
    rooted(vm, &[seen], |vm| {
        let out = Out::new(vm);
        let r = iterate(vm, src, &mut |vm, x| {
            let k = match block {
                Some(b) => vm.yield_block(b, &[x])?,
                None => x,
            };
            if vm.hash_find(seen, k)?.is_none() {
                vm.hash_set(seen, k, Value::TRUE)?;
                out.push(x);
            }
            Ok(true)
        });
        out.finish(vm, r)
    })
}

fn en_uniq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    uniq_values(vm, recv, args.block.as_ref())
}

/// any?/all?/none?/one? with a pattern, a block or plain truthiness.
fn predicate(vm: &mut Vm, recv: Value, args: &Args, kind: u8) -> VmResult {
    let pat = if args.is_empty() { None } else { Some(args.get(0)) };
    let block = args.block.clone();
    let mut count = 0;
    let mut result: Option<bool> = None;
    iterate(vm, recv, &mut |vm, x| {
        let t = match (pat, &block) {
            (Some(p), _) => vm.case_eq(p, x)?,
            (None, Some(b)) => vm.yield_block(b, &[x])?.truthy(),
            (None, None) => x.truthy(),
        };
        match kind {
            0 if t => {
                result = Some(true);
                return Ok(false);
            }
            1 if !t => {
                result = Some(false);
                return Ok(false);
            }
            2 if t => {
                result = Some(false);
                return Ok(false);
            }
            3 if t => {
                count += 1;
                if count > 1 {
                    result = Some(false);
                    return Ok(false);
                }
            }
            _ => {}
        }
        Ok(true)
    })?;
    Ok(Value::bool(result.unwrap_or(match kind {
        0 => false,
        1 | 2 => true,
        _ => count == 1,
    })))
}

fn en_any(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    predicate(vm, recv, args, 0)
}
fn en_all(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    predicate(vm, recv, args, 1)
}
fn en_none(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    predicate(vm, recv, args, 2)
}
fn en_one(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    predicate(vm, recv, args, 3)
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

fn en_to_h(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    to_h_impl(vm, recv, args.block.as_ref())
}

/// chunk_while / slice_when (negate = slice_when).
fn chunk_impl(vm: &mut Vm, recv: Value, args: &Args, negate: bool) -> VmResult {
    let b = vm.need_block(args)?;
    let out = Out::new(vm);
    let cur = Out::new(vm);
    let mut prev: Option<Value> = None;
    let r = iterate(vm, recv, &mut |vm, x| {
        if let Some(p) = prev {
            let t = vm.yield_block(&b, &[p, x])?.truthy();
            if t == negate {
                let chunk = std::mem::take(cur.items());
                let a = vm.new_array(chunk);
                out.push(a);
            }
        }
        cur.push(x);
        prev = Some(x);
        Ok(true)
    });
    if r.is_ok() && !cur.items().is_empty() {
        let chunk = std::mem::take(cur.items());
        let a = vm.new_array(chunk);
        out.push(a);
    }
    out.finish(vm, r)
}

fn en_chunk_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    chunk_impl(vm, recv, args, false)
}
fn en_slice_when(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    chunk_impl(vm, recv, args, true)
}

fn en_chunk(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "chunk");
    let out = Out::new(vm);
    let cur = Out::new(vm);
    let mut key: Option<Value> = None;
    let r = iterate(vm, recv, &mut |vm, x| {
        let k = vm.yield_block(&b, &[x])?;
        let same = match key {
            Some(pk) => vm.values_eq(pk, k)?,
            None => false,
        };
        if !same && !cur.items().is_empty() {
            let chunk = std::mem::take(cur.items());
            let a = vm.new_array(chunk);
            let pair = vm.new_array(vec![key.unwrap_or(Value::NIL), a]);
            out.push(pair);
        }
        if k.is_nil() || k == Value::symbol(intern("_separator")) {
            key = None;
            return Ok(true);
        }
        key = Some(k);
        cur.push(x);
        Ok(true)
    });
    if r.is_ok() && !cur.items().is_empty() {
        let chunk = std::mem::take(cur.items());
        let a = vm.new_array(chunk);
        let pair = vm.new_array(vec![key.unwrap_or(Value::NIL), a]);
        out.push(pair);
    }
    out.finish(vm, r)
}

fn en_reverse_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "reverse_each");
    let a = to_a(vm, recv)?;
    rooted(vm, &[a], |vm| {
        let mut i = obj::as_array(a).items.len();
        while i > 0 {
            i -= 1;
            let x = obj::as_array(a).items[i];
            vm.yield_block(&b, &[x])?;
        }
        Ok(())
    })?;
    Ok(recv)
}

fn en_cycle(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = block_or_enum!(vm, recv, args, "cycle");
    let times = if args.is_empty() || args.get(0).is_nil() { None } else { Some(vm.expect_int(args.get(0))?) };
    let a = as_array_like(vm, recv)?;
    rooted(vm, &[a], |vm| {
        let mut round = 0;
        loop {
            if times.is_some_and(|t| round >= t) || obj::as_array(a).items.is_empty() {
                return Ok(Value::NIL);
            }
            let mut i = 0;
            while i < obj::as_array(a).items.len() {
                let x = obj::as_array(a).items[i];
                vm.yield_block(&b, &[x])?;
                i += 1;
            }
            round += 1;
        }
    })
}

fn en_compact(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let out = Out::new(vm);
    let r = iterate(vm, recv, &mut |_vm, x| {
        if !x.is_nil() {
            out.push(x);
        }
        Ok(true)
    });
    out.finish(vm, r)
}

// ---------------------------------------------------------------- Enumerator::Lazy
//
// A Lazy is a source plus an Array of [op, proc-or-count] stages; `each` streams the source
// through the stages, so `(1..).lazy.map { }.select { }.first(3)` stops after three results.

thread_local! {
    static LAZY: Cell<Value> = const { Cell::new(Value::NIL) };
}

fn lazy_syms() -> (SymbolId, SymbolId) {
    (intern("@__src"), intern("@__ops"))
}

fn new_lazy(vm: &mut Vm, src: Value, ops: Vec<Value>) -> VmResult {
    let k = LAZY.with(|c| c.get());
    let (ss, so) = lazy_syms();
    let a = vm.new_array(ops);
    rooted(vm, &[a], |vm| {
        let l = vm.new_object(k);
        rooted(vm, &[l], |vm| {
            vm.ivar_set(l, ss, src)?;
            vm.ivar_set(l, so, a)?;
            Ok(l)
        })
    })
}

fn en_lazy(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    new_lazy(vm, recv, Vec::new())
}

/// A new Lazy with one more stage `op` (its argument: the block as a Proc, or a count).
fn lazy_add(vm: &mut Vm, recv: Value, op: &str, arg: Value) -> VmResult {
    let (ss, so) = lazy_syms();
    let src = vm.ivar_get(recv, ss);
    let ops = vm.ivar_get(recv, so);
    let mut v = obj::as_array(ops).items.to_vec();
    let stage = vm.new_array(vec![Value::symbol(intern(op)), arg]);
    v.push(stage);
    new_lazy(vm, src, v)
}

fn lazy_stage(vm: &mut Vm, recv: Value, args: &Args, op: &str) -> VmResult {
    let b = vm.need_block(args)?;
    let p = vm.block_to_proc(&b)?;
    rooted(vm, &[p], |vm| lazy_add(vm, recv, op, p))
}

fn lz_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "map")
}
fn lz_select(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "select")
}
fn lz_reject(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "reject")
}
fn lz_filter_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "filter_map")
}
fn lz_take_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "take_while")
}
fn lz_drop_while(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "drop_while")
}
fn lz_flat_map(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    lazy_stage(vm, recv, args, "flat_map")
}
fn lz_take(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to take negative size"));
    }
    lazy_add(vm, recv, "take", Value::fixnum(n))
}
fn lz_drop(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("attempt to drop negative size"));
    }
    lazy_add(vm, recv, "drop", Value::fixnum(n))
}

fn lz_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else { return Ok(recv) };
    let (ss, so) = lazy_syms();
    let src = vm.ivar_get(recv, ss);
    let ops_arr = vm.ivar_get(recv, so);
    let ops: Vec<(String, Value)> = obj::as_array(ops_arr)
        .items
        .iter()
        .map(|st| {
            let it = &obj::as_array(*st).items;
            (it[0].as_symbol().name().into_owned(), it[1])
        })
        .collect();
    let mut state = vec![0i64; ops.len()];
    if ops.iter().any(|(k, a)| k == "take" && a.as_fixnum() == 0) {
        return Ok(recv);
    }
    let mark = vm.temp_roots.len();
    let r = iterate(vm, src, &mut |vm, x| {
        vm.temp_roots.truncate(mark);
        let mut vals = vec![x];
        let mut stop_after = false;
        for (i, (kind, arg)) in ops.iter().enumerate() {
            let mut next = Vec::new();
            for v in vals {
                let blk = Block::Proc(*arg);
                match kind.as_str() {
                    "map" => next.push(vm.yield_block(&blk, &[v])?),
                    "select" => {
                        if vm.yield_block(&blk, &[v])?.truthy() {
                            next.push(v)
                        }
                    }
                    "reject" => {
                        if !vm.yield_block(&blk, &[v])?.truthy() {
                            next.push(v)
                        }
                    }
                    "filter_map" => {
                        let r = vm.yield_block(&blk, &[v])?;
                        if r.truthy() {
                            next.push(r)
                        }
                    }
                    "flat_map" => {
                        let r = vm.yield_block(&blk, &[v])?;
                        match vm.check_array(r)? {
                            Some(a) => next.extend_from_slice(&obj::as_array(a).items),
                            None => next.push(r),
                        }
                    }
                    "take_while" => {
                        if !vm.yield_block(&blk, &[v])?.truthy() {
                            return Ok(false);
                        }
                        next.push(v);
                    }
                    "drop_while" => {
                        if state[i] == 0 && vm.yield_block(&blk, &[v])?.truthy() {
                            continue;
                        }
                        state[i] = 1;
                        next.push(v);
                    }
                    "take" => {
                        if state[i] >= arg.as_fixnum() {
                            return Ok(false);
                        }
                        state[i] += 1;
                        if state[i] >= arg.as_fixnum() {
                            stop_after = true;
                        }
                        next.push(v);
                    }
                    "drop" => {
                        if state[i] < arg.as_fixnum() {
                            state[i] += 1;
                            continue;
                        }
                        next.push(v);
                    }
                    _ => next.push(v),
                }
            }
            vm.temp_roots.extend_from_slice(&next);
            vals = next;
        }
        for v in vals {
            vm.yield_block(&b, &[v])?;
        }
        Ok(!stop_after)
    });
    vm.temp_roots.truncate(mark);
    r?;
    Ok(recv)
}

fn lz_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (ss, so) = lazy_syms();
    let src = vm.ivar_get(recv, ss);
    let ops = obj::as_array(vm.ivar_get(recv, so)).items.to_vec();
    let mut s = format!("#<Enumerator::Lazy: {}>", vm.inspect_str(src)?);
    for st in ops {
        let it = obj::as_array(st).items.to_vec();
        let arg = if it[1].is_fixnum() { format!("({})", it[1].as_fixnum()) } else { String::new() };
        s = format!("#<Enumerator::Lazy: {}:{}{}>", s, it[0].as_symbol().name(), arg);
    }
    Ok(vm.new_string(s.into_bytes()))
}

fn lz_force(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    to_a(vm, recv)
}

fn lz_self(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}

fn init_lazy(vm: &mut Vm, enumerator: Value) {
    let l = crate::core::define_class_under(vm, enumerator, "Lazy", enumerator);
    LAZY.with(|c| c.set(l));
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("each", -1, lz_each),
        ("map", 0, lz_map),
        ("collect", 0, lz_map),
        ("select", 0, lz_select),
        ("filter", 0, lz_select),
        ("reject", 0, lz_reject),
        ("filter_map", 0, lz_filter_map),
        ("flat_map", 0, lz_flat_map),
        ("take_while", 0, lz_take_while),
        ("drop_while", 0, lz_drop_while),
        ("take", 1, lz_take),
        ("drop", 1, lz_drop),
        ("force", 0, lz_force),
        ("to_a", 0, lz_force),
        ("lazy", 0, lz_self),
        ("inspect", 0, lz_inspect),
        ("to_s", 0, lz_inspect),
        ("size", 0, |_vm, _r, _a| Ok(Value::NIL)),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(l, name, arity, f);
    }
    vm.define_builtin(l, "eager", 0, |vm, r, _a| enumerator_for(vm, r, "each", &[]));
}

pub fn init(vm: &mut Vm) {
    let en = vm.core.enumerable;
    let defs: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("to_a", -1, en_to_a),
        ("entries", -1, en_to_a),
        ("map", 0, en_map),
        ("collect", 0, en_map),
        ("flat_map", 0, en_flat_map),
        ("collect_concat", 0, en_flat_map),
        ("select", 0, en_select),
        ("filter", 0, en_filter),
        ("find_all", 0, en_select),
        ("reject", 0, en_reject),
        ("filter_map", 0, en_filter_map),
        ("find", -1, en_find),
        ("detect", -1, en_find),
        ("find_index", -1, en_find_index),
        ("each_with_index", -1, en_each_with_index),
        ("each_entry", -1, en_each_entry),
        ("each_with_object", 1, en_each_with_object),
        ("inject", -1, en_inject),
        ("reduce", -1, en_inject),
        ("sum", -1, en_sum),
        ("count", -1, en_count),
        ("min", -1, en_min),
        ("max", -1, en_max),
        ("minmax", 0, en_minmax),
        ("min_by", -1, en_min_by),
        ("max_by", -1, en_max_by),
        ("minmax_by", 0, en_minmax_by),
        ("sort", 0, en_sort),
        ("sort_by", 0, en_sort_by),
        ("group_by", 0, en_group_by),
        ("partition", 0, en_partition),
        ("tally", -1, en_tally),
        ("include?", 1, en_include),
        ("member?", 1, en_include),
        ("first", -1, en_first),
        ("take", 1, en_take),
        ("drop", 1, en_drop),
        ("take_while", 0, en_take_while),
        ("drop_while", 0, en_drop_while),
        ("each_slice", 1, en_each_slice),
        ("each_cons", 1, en_each_cons),
        ("zip", -1, zip_impl),
        ("uniq", 0, en_uniq),
        ("any?", -1, en_any),
        ("all?", -1, en_all),
        ("none?", -1, en_none),
        ("one?", -1, en_one),
        ("to_h", -1, en_to_h),
        ("chunk_while", 0, en_chunk_while),
        ("slice_when", 0, en_slice_when),
        ("chunk", 0, en_chunk),
        ("reverse_each", -1, en_reverse_each),
        ("cycle", -1, en_cycle),
        ("compact", 0, en_compact),
        ("lazy", 0, en_lazy),
    ];
    for &(name, arity, f) in defs {
        vm.define_builtin(en, name, arity, f);
    }
    let object = vm.core.object;
    let e = crate::core::define_class(vm, "Enumerator", object);
    ENUMERATOR.with(|c| c.set(e));
    let _ = vm.include_module(e, en);
    vm.define_builtin(e, "each", -1, e_each);
    vm.define_builtin(e, "with_index", -1, e_with_index);
    vm.define_builtin(e, "each_with_index", 0, e_each_with_index);
    vm.define_builtin(e, "with_object", 1, e_with_object);
    vm.define_builtin(e, "inspect", 0, e_inspect);
    vm.define_builtin(e, "to_s", 0, e_inspect);
    vm.define_builtin(e, "size", 0, e_size);
    vm.define_builtin(e, "next", 0, e_next);
    vm.define_builtin(e, "peek", 0, e_peek);
    vm.define_builtin(e, "rewind", 0, e_rewind);
    init_lazy(vm, e);
}
