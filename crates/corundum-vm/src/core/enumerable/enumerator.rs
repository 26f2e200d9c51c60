//! Enumerator: an object holding a receiver, a method and its arguments (`@__recv`, `@__meth`,
//! `@__args`); `each` calls that method with the block. `enumerator_for` builds one and the
//! `block_or_enum!` macro returns one from a method called without a block. Also `with_index`,
//! `each_with_index`, `with_object`, `inspect`, `size`, and `rewind` (`next`/`peek` are
//! `external`, on a fiber). Chain and
//! Product (chain.rs) have no recorded method: `enum_parts` answers (self, :each, []) for them.
//!
//! Invariants:
//! - `rewind` forgets the external iteration (`external::reset`) and calls the receiver's
//!   `rewind`.
//! - The argument Array and the new Enumerator stay rooted while its ivars are set.
//! - `size` never iterates: an Enumerator from `to_enum`/`enum_for` answers its size block
//!   (or nil); one a built-in method returned answers, for the methods that yield once per
//!   element, the receiver's length (or its `size`), for `cycle`, `each_slice`, `combination`,
//!   `upto`, ... a count computed from it, and otherwise nil.

use std::cell::Cell;
use std::rc::Rc;

use super::{pack, rooted};
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

struct Syms {
    recv: SymbolId,
    meth: SymbolId,
    args: SymbolId,
    /// Set (true) when the last argument is a hash of keywords (`each_line("x", chomp: true)`).
    kw: SymbolId,
    /// The size `to_enum`/`enum_for` were given (their block, or nil); unset on Enumerators
    /// built-in methods return.
    size: SymbolId,
}

thread_local! {
    static SYMS: Syms = Syms { recv: intern("@__recv"), meth: intern("@__meth"), args: intern("@__args"), kw: intern("@__kw"), size: intern("@__size") };
    pub(super) static ENUMERATOR: Cell<Value> = const { Cell::new(Value::NIL) };
}

fn syms() -> (SymbolId, SymbolId, SymbolId) {
    SYMS.with(|s| (s.recv, s.meth, s.args))
}

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
    let a = vm.new_hidden_array(args.to_vec());
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

/// `recv.to_enum(meth, *args) { size }`: an Enumerator whose size is the block's answer
/// (called with the arguments), or nil without a block.
pub fn enumerator_for_user(vm: &mut Vm, recv: Value, meth: &str, args: &[Value], size: Option<&Block>) -> VmResult {
    let e = enumerator_for(vm, recv, meth, args)?;
    rooted(vm, &[e], |vm| {
        let size = match size {
            Some(b) => vm.block_to_proc(b)?,
            None => Value::NIL,
        };
        vm.ivar_set(e, SYMS.with(|s| s.size), size)
    })?;
    Ok(e)
}

/// Records that an Enumerator's last argument is a Hash of keywords.
pub fn mark_keywords(vm: &mut Vm, e: Value) -> VmResult<()> {
    let kw = SYMS.with(|s| s.kw);
    rooted(vm, &[e], |vm| vm.ivar_set(e, kw, Value::TRUE))?;
    Ok(())
}

/// An Enumerator for `recv.meth(*args)` with the call's keywords kept as keywords.
/// A Lazy receiver gets a Lazy over that Enumerator (`(1..).lazy.each_slice(2)` stays lazy).
pub fn enumerator_for_args(vm: &mut Vm, recv: Value, meth: &str, args: &Args) -> VmResult {
    let e = enumerator_for(vm, recv, meth, args.as_slice())?;
    if args.kw {
        let kw = SYMS.with(|s| s.kw);
        rooted(vm, &[e], |vm| vm.ivar_set(e, kw, Value::TRUE))?;
    }
    if super::lazy::is_lazy(vm, recv) {
        return rooted(vm, &[e], |vm| super::lazy::wrap(vm, e));
    }
    Ok(e)
}

macro_rules! block_or_enum {
    ($vm:expr, $recv:expr, $args:expr, $name:expr) => {
        match $args.block.clone() {
            Some(b) => b,
            None => return $crate::core::enumerable::enumerator_for_args($vm, $recv, $name, $args),
        }
    };
}
pub(crate) use block_or_enum;

/// The receiver, method and arguments of Enumerator `e`; ArgumentError "uninitialized
/// enumerator" for one made by `Enumerator.allocate` (no method recorded).
/// Whether the enumerator's last argument is a hash of keywords.
fn enum_kw(vm: &mut Vm, e: Value) -> bool {
    let kw = SYMS.with(|s| s.kw);
    vm.ivar_get(e, kw).truthy()
}

fn enum_parts(vm: &mut Vm, e: Value) -> VmResult<(Value, SymbolId, Vec<Value>)> {
    let (sr, sm, sa) = syms();
    let target = vm.ivar_get(e, sr);
    let meth = vm.ivar_get(e, sm);
    let a = vm.ivar_get(e, sa);
    if !meth.is_symbol() {
        if super::chain::is_composite(vm, e) || super::lazy::is_lazy(vm, e) {
            // A Chain or Product: its own `each` walks it.
            return Ok((e, sym::EACH, Vec::new()));
        }
        return Err(vm.arg_error("uninitialized enumerator"));
    }
    let a = if obj::is_type(a, ObjType::Array) { obj::as_array(a).items.to_vec() } else { Vec::new() };
    Ok((target, meth.as_symbol(), a))
}

pub(super) fn e_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if !args.is_empty() {
        // `each(*more)`: the recorded arguments followed by these, in a new Enumerator
        // without a block.
        let (target, meth, mut a) = enum_parts(vm, recv)?;
        a.extend_from_slice(args.as_slice());
        let kw = args.kw;
        return match args.block.clone() {
            None => {
                let e = enumerator_for(vm, target, &meth.name(), &a)?;
                if kw {
                    mark_keywords(vm, e)?;
                }
                Ok(e)
            }
            Some(b) => rooted(vm, &a, |vm| vm.call_method_kw(target, meth, &a, Some(b), kw)),
        };
    }
    let Some(b) = args.block.clone() else { return Ok(recv) };
    let (target, meth, a) = enum_parts(vm, recv)?;
    let kw = enum_kw(vm, recv);
    rooted(vm, &a, |vm| vm.call_method_kw(target, meth, &a, Some(b), kw))
}

pub(super) fn e_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return enumerator_for(vm, recv, "with_index", args.as_slice());
    };
    let off = if args.is_empty() || args.get(0).is_nil() { 0 } else { vm.expect_int(args.get(0))? };
    let (target, meth, a) = enum_parts(vm, recv)?;
    let kw = enum_kw(vm, recv);
    let counter = Cell::new(off);
    let inner = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
        let v = pack(vm, xs);
        let i = counter.get();
        counter.set(i + 1);
        vm.yield_block(&b, &[v, Value::fixnum(i)])
    }));
    rooted(vm, &a, |vm| vm.call_method_kw(target, meth, &a, Some(inner), kw))
}

pub(super) fn e_each_with_index(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_none() {
        return enumerator_for_args(vm, recv, "each_with_index", args);
    }
    e_with_index(vm, recv, &Args::from_slice(&[], args.block.clone()))
}

pub(super) fn e_with_object(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return enumerator_for_args(vm, recv, "with_object", args);
    };
    let memo = args.get(0);
    let (target, meth, a) = enum_parts(vm, recv)?;
    let kw = enum_kw(vm, recv);
    let inner = Block::Native(Rc::new(move |vm: &mut Vm, xs: &[Value]| {
        let v = pack(vm, xs);
        vm.yield_block(&b, &[v, memo])
    }));
    rooted(vm, &a, |vm| vm.call_method_kw(target, meth, &a, Some(inner), kw))?;
    Ok(memo)
}

pub(super) fn e_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if !vm.ivar_get(recv, syms().1).is_symbol() {
        return Ok(vm.new_str("#<Enumerator: uninitialized>"));
    }
    let (target, meth, a) = enum_parts(vm, recv)?;
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

pub(super) fn e_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    enum_size(vm, recv)
}

fn enum_size(vm: &mut Vm, recv: Value) -> VmResult {
    let (target, meth, a) = enum_parts(vm, recv)?;
    // `to_enum`/`enum_for` record their size block (or nil) in `@__size`; an Enumerator a
    // built-in method made has none, and its size follows from the method (`builtin_size`).
    let explicit = SYMS.with(|s| s.size);
    if vm.ivar_defined(recv, explicit) {
        let size = vm.ivar_get(recv, explicit);
        let plain = size.is_nil() || size.is_fixnum() || vm.is_float(size) || obj::is_type(size, ObjType::Bignum);
        if !plain && (crate::core::proc_::is_proc(vm, size) || vm.respond_to(size, sym::CALL, true)) {
            return vm.call_method(size, sym::CALL, &a, None);
        }
        return Ok(size);
    }
    builtin_size(vm, target, &meth.name(), &a)
}

/// The receiver's size for an Enumerable's size: its length when it is an Array or Hash,
/// else what its `size` answers (nil when it has none), as CRuby's enum_size does.
fn receiver_size(vm: &mut Vm, target: Value) -> VmResult {
    if obj::is_type(target, ObjType::Array) {
        return Ok(Value::fixnum(obj::as_array(target).items.len() as i64));
    }
    if obj::is_type(target, ObjType::Hash) {
        return Ok(Value::fixnum(obj::as_hash(target).table.len() as i64));
    }
    if obj::is_type(target, ObjType::Object) && vm.ivar_defined(target, syms().1) {
        // An Enumerator over an Enumerator: the inner one's size.
        return enum_size(vm, target);
    }
    Ok(vm.check_funcall(target, sym::SIZE)?.unwrap_or(Value::NIL))
}

/// The size of the Enumerator a built-in method `name` returned for `target` and `a`, without
/// iterating: the receiver's size for the methods that yield once per element, a count
/// computed from it for `cycle`, `each_slice`, `combination`, ..., and nil for the rest (whose
/// count depends on the block: `find_index`, `take_while`, `slice_before`, ...).
fn builtin_size(vm: &mut Vm, target: Value, name: &str, a: &[Value]) -> VmResult {
    let per_element = matches!(
        name,
        "each"
            | "map"
            | "collect"
            | "flat_map"
            | "collect_concat"
            | "each_with_index"
            | "each_entry"
            | "select"
            | "filter"
            | "find_all"
            | "reject"
            | "filter_map"
            | "map!"
            | "collect!"
            | "select!"
            | "filter!"
            | "reject!"
            | "keep_if"
            | "delete_if"
            | "sort_by!"
            | "each_index"
            | "reverse_each"
            | "with_index"
            | "each_with_object"
            | "with_object"
            | "sort_by"
            | "min_by"
            | "max_by"
            | "minmax_by"
            | "group_by"
            | "partition"
            | "each_key"
            | "each_value"
            | "each_pair"
            | "transform_values"
            | "transform_values!"
            | "transform_keys"
            | "transform_keys!"
            | "classify"
            | "divide"
    );
    if name == "step" && a.len() == 2 && (target.is_fixnum() || vm.is_float(target) || crate::core::integer::is_integer(target)) {
        return crate::core::numeric::step_enum_size(vm, target, a[0], a[1]);
    }
    if name == "reverse_each" && a.is_empty() && obj::is_type(target, ObjType::Range) {
        return crate::core::range::reverse_each_size(vm, target);
    }
    if per_element && a.len() <= 1 {
        return receiver_size(vm, target);
    }
    let int_arg = |i: usize| a.get(i).filter(|v| v.is_fixnum()).map(|v| v.as_fixnum());
    match name {
        "times" if target.is_fixnum() => Ok(Value::fixnum(target.as_fixnum().max(0))),
        "loop" => Ok(vm.new_float(f64::INFINITY)),
        "upto" | "downto" if target.is_fixnum() && a.len() == 1 => {
            use num_bigint::BigInt;
            let (from, to) = (BigInt::from(target.as_fixnum()), a[0]);
            let to = if to.is_fixnum() {
                BigInt::from(to.as_fixnum())
            } else if let Some(f) = vm.float_value(to) {
                if f.is_nan() {
                    return Err(vm.make_error(vm.core.float_domain_error, "NaN"));
                }
                if f.is_infinite() {
                    let endless = (f > 0.0) == (name == "upto");
                    return Ok(if endless { vm.new_float(f64::INFINITY) } else { Value::fixnum(0) });
                }
                crate::core::integer::f64_to_big(if name == "upto" { f.floor() } else { f.ceil() })
            } else {
                return Ok(Value::NIL);
            };
            let n: BigInt = if name == "upto" { to - from + 1 } else { from - to + 1 };
            Ok(vm.new_bignum(n.max(BigInt::from(0))))
        }
        "each_slice" | "each_cons" if a.len() == 1 && a[0].is_fixnum() => {
            let s = receiver_size(vm, target)?;
            if !s.is_fixnum() {
                return Ok(if s.is_nil() { s } else { Value::NIL });
            }
            let (len, k) = (i128::from(s.as_fixnum()), i128::from(a[0].as_fixnum().max(1)));
            let n = if name == "each_slice" { (len + k - 1) / k } else { (len - k + 1).max(0) };
            Ok(vm.new_bignum(num_bigint::BigInt::from(n)))
        }
        "cycle" => {
            let s = receiver_size(vm, target)?;
            if !s.is_fixnum() {
                return Ok(Value::NIL);
            }
            let len = s.as_fixnum();
            match a.first() {
                None => Ok(if len == 0 { Value::fixnum(0) } else { vm.new_float(f64::INFINITY) }),
                Some(n) if n.is_nil() => Ok(if len == 0 { Value::fixnum(0) } else { vm.new_float(f64::INFINITY) }),
                Some(_) => match int_arg(0) {
                    Some(n) => Ok(vm.new_bignum(num_bigint::BigInt::from(i128::from(len) * i128::from(n.max(0))))),
                    None => Ok(Value::NIL),
                },
            }
        }
        "combination" | "permutation" | "repeated_combination" | "repeated_permutation"
            if obj::is_type(target, ObjType::Array) =>
        {
            let n = obj::as_array(target).items.len() as u64;
            let k = match (name, a.first()) {
                ("permutation", None) => n as i64,
                _ => match int_arg(0) {
                    Some(k) => k,
                    None => return Ok(Value::NIL),
                },
            };
            if name == "repeated_permutation" && n > 1 && k > 0 {
                // n**k has k*log2(n) bits: refuse what memory cannot hold, as for Integer#**.
                vm.check_alloc((k as u128) * (64 - n.leading_zeros()) as u128 / 8, 1)?;
            }
            let count = arrangement_count(name, n, k);
            Ok(vm.new_bignum(count))
        }
        _ => Ok(Value::NIL),
    }
}

/// How many arrays `combination`/`permutation`/`repeated_*` (k) of n elements yield.
fn arrangement_count(name: &str, n: u64, k: i64) -> num_bigint::BigInt {
    use num_bigint::BigInt;
    if k < 0 {
        return BigInt::from(0);
    }
    let k = k as u64;
    let falling = |from: u64, count: u64| (0..count).fold(BigInt::from(1), |acc, i| acc * (from - i));
    let binomial = |m: u64, j: u64| {
        if j > m {
            BigInt::from(0)
        } else {
            let j = j.min(m - j);
            falling(m, j) / falling(j, j)
        }
    };
    match name {
        "combination" => binomial(n, k),
        "permutation" if k > n => BigInt::from(0),
        "permutation" => falling(n, k),
        "repeated_combination" if k == 0 => BigInt::from(1),
        "repeated_combination" if n == 0 => BigInt::from(0),
        "repeated_combination" => binomial(n + k - 1, k),
        _ => BigInt::from(n).pow(k.min(u32::MAX as u64) as u32),
    }
}

pub(super) fn e_rewind(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let (target, _, _) = enum_parts(vm, recv)?;
    super::external::reset(vm, recv)?;
    if target == recv {
        return Ok(recv);
    }
    if vm.respond_to(target, intern("rewind"), true) {
        vm.call_method(target, intern("rewind"), &[], None)?;
    }
    Ok(recv)
}
