//! Enumerator::Chain (`Enumerator#+`, `Enumerable#chain`) and Enumerator::Product
//! (`Enumerator.product`): Enumerator subclasses over a list of enumerables, kept as an Array
//! in the hidden ivar `@__enums`.
//!
//! A Chain walks each element's `each` in turn (passing `each`'s arguments along) and counts in
//! `@__walked` how many it has started, so that `rewind` rewinds those, last first. A Product
//! walks the Cartesian product of its elements' `each_entry`, the first element outermost,
//! yielding one Array per combination.
//!
//! Invariants: the Enumerator machinery (`next`, `with_index`, the Enumerable methods) reaches
//! these through `each`: `enumerator::enum_parts` answers (self, :each, []) for an object with
//! `@__enums`. An object allocated but never initialized has no `@__enums` and says so
//! ("uninitialized"). The element Array is copied at `initialize`, so later changes to the
//! arguments list do not reach the chain.

use std::cell::Cell;

use super::rooted;
use crate::object::{self as obj, ObjType};
use crate::symbol::{intern, sym, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::recursion_guard::GuardOp;
use crate::vm::{Args, Vm, VmResult};

thread_local! {
    static CHAIN: Cell<Value> = const { Cell::new(Value::NIL) };
    static PRODUCT: Cell<Value> = const { Cell::new(Value::NIL) };
}

fn enums_ivar() -> SymbolId {
    intern("@__enums")
}

fn walked_ivar() -> SymbolId {
    intern("@__walked")
}

/// Whether `v` is a Chain or Product that was initialized (for `enum_parts`).
pub(super) fn is_composite(vm: &mut Vm, v: Value) -> bool {
    v.is_heap() && obj::is_type(vm.ivar_get(v, enums_ivar()), ObjType::Array)
}

/// The elements of an initialized Chain/Product; ArgumentError `uninitialized <what>` otherwise.
fn enums(vm: &mut Vm, recv: Value, what: &str) -> VmResult<Vec<Value>> {
    let a = vm.ivar_get(recv, enums_ivar());
    if !obj::is_type(a, ObjType::Array) {
        return Err(vm.arg_error(&format!("uninitialized {what}")));
    }
    Ok(obj::as_array(a).items.to_vec())
}

fn set_enums(vm: &mut Vm, recv: Value, items: &[Value]) -> VmResult<()> {
    vm.check_frozen(recv)?;
    let a = vm.new_hidden_array(items.to_vec());
    rooted(vm, &[a], |vm| {
        vm.ivar_set(recv, enums_ivar(), a)?;
        vm.ivar_set(recv, walked_ivar(), Value::fixnum(0))
    })
}

fn new_composite(vm: &mut Vm, klass: Value, items: &[Value]) -> VmResult {
    let o = vm.new_object(klass);
    rooted(vm, &[o], |vm| set_enums(vm, o, items))?;
    Ok(o)
}

/// `#<Enumerator::Chain: [a, b]>`, `...` inside itself, `uninitialized` before `initialize`.
fn composite_inspect(vm: &mut Vm, recv: Value, name: &str) -> VmResult {
    let a = vm.ivar_get(recv, enums_ivar());
    if !obj::is_type(a, ObjType::Array) {
        return Ok(vm.new_str(&format!("#<{name}: uninitialized>")));
    }
    let r = vm.guarded(GuardOp::Inspect, recv, Value::NIL, |vm| {
        let mut s = format!("#<{name}: ");
        vm.inspect_into(a, &mut s)?;
        s.push('>');
        Ok(s)
    });
    let s = match r {
        Some(r) => r?,
        None => format!("#<{name}: ...>"),
    };
    Ok(vm.new_string(s.into_bytes()))
}

// ---------------------------------------------------------------- Chain

fn chain_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    set_enums(vm, recv, args.as_slice())?;
    Ok(recv)
}

fn chain_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return super::enumerator_for_args(vm, recv, "each", args);
    };
    let list = enums(vm, recv, "chain")?;
    rooted(vm, &list, |vm| {
        for (i, &e) in list.iter().enumerate() {
            vm.ivar_set(recv, walked_ivar(), Value::fixnum(i as i64 + 1))?;
            vm.call_method_kw(e, sym::EACH, args.as_slice(), Some(b.clone()), args.kw)?;
        }
        Ok(())
    })?;
    Ok(recv)
}

/// The sum of the elements' sizes; the first nil or infinite size answers for all, anything
/// not an Integer makes it nil.
fn chain_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let list = enums(vm, recv, "chain")?;
    let mut total = Value::fixnum(0);
    for e in list {
        let s = vm.check_funcall(e, sym::SIZE)?.unwrap_or(Value::NIL);
        if s.is_nil() || vm.float_value(s).is_some_and(|f| f.is_infinite()) {
            return Ok(s);
        }
        if !(s.is_fixnum() || obj::is_type(s, ObjType::Bignum)) {
            return Ok(Value::NIL);
        }
        total = super::binop(vm, total, sym::PLUS, s)?;
    }
    Ok(total)
}

/// Rewinds the elements walked so far, last first (those that have `rewind`).
fn chain_rewind(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let list = enums(vm, recv, "chain")?;
    let walked = vm.ivar_get(recv, walked_ivar());
    let n = if walked.is_fixnum() { (walked.as_fixnum().max(0) as usize).min(list.len()) } else { 0 };
    super::external::reset(vm, recv)?;
    for &e in list[..n].iter().rev() {
        if vm.respond_to(e, intern("rewind"), true) {
            vm.call_method(e, intern("rewind"), &[], None)?;
        }
    }
    vm.ivar_set(recv, walked_ivar(), Value::fixnum(0))?;
    Ok(recv)
}

fn chain_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    composite_inspect(vm, recv, "Enumerator::Chain")
}

/// A Chain of `items`, made lazy when one of them is an Enumerator::Lazy (CRuby's
/// new_enum_chain), so chaining lazy, endless sources stays lazy.
fn new_chain(vm: &mut Vm, items: &[Value]) -> VmResult {
    let k = CHAIN.with(|c| c.get());
    let chain = new_composite(vm, k, items)?;
    if items.iter().any(|&e| super::lazy::is_lazy(vm, e)) {
        vm.temp_roots.push(chain);
        let r = super::lazy::wrap(vm, chain);
        vm.temp_roots.pop();
        return r;
    }
    Ok(chain)
}

/// `Enumerator#+(other)`: a Chain of the receiver and `other`.
fn e_plus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    new_chain(vm, &[recv, args.get(0)])
}

/// `Enumerable#chain(*enums)`: a Chain of the receiver and the arguments.
pub(super) fn en_chain(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut items = vec![recv];
    items.extend_from_slice(args.as_slice());
    new_chain(vm, &items)
}

// ---------------------------------------------------------------- Product

fn product_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    reject_keywords(vm, args)?;
    set_enums(vm, recv, args.as_slice())?;
    Ok(recv)
}

/// `Enumerator.product(*enums)` takes no keywords: ArgumentError naming them.
fn reject_keywords(vm: &mut Vm, args: &Args) -> VmResult<()> {
    if !args.kw {
        return Ok(());
    }
    let h = args.get(args.len() - 1);
    if !obj::is_type(h, ObjType::Hash) || obj::as_hash(h).table.len() == 0 {
        return Ok(());
    }
    let keys: Vec<Value> = obj::as_hash(h).table.entries.iter().filter(|e| !e.key.is_undef()).map(|e| e.key).collect();
    let mut names = Vec::new();
    for k in keys {
        names.push(vm.inspect_str(k)?);
    }
    let word = if names.len() == 1 { "keyword" } else { "keywords" };
    Err(vm.arg_error(&format!("unknown {word}: {}", names.join(", "))))
}

/// Positional arguments without a trailing keywords Hash.
fn positional(args: &Args) -> &[Value] {
    let a = args.as_slice();
    if args.kw && !a.is_empty() {
        &a[..a.len() - 1]
    } else {
        a
    }
}

/// Yields every combination of the elements from `depth` on, each element walked with
/// `each_entry` once per combination of the ones before it.
fn product_walk(vm: &mut Vm, list: &[Value], depth: usize, acc: &mut Vec<Value>, b: &Block) -> VmResult<()> {
    if depth == list.len() {
        let row = vm.new_array(acc.clone());
        vm.yield_block(b, &[row])?;
        return Ok(());
    }
    let mark = vm.temp_roots.len();
    let r = super::each_native(vm, list[depth], intern("each_entry"), &[], &mut |vm, x| {
        vm.temp_roots.push(x);
        acc.push(x);
        let r = product_walk(vm, list, depth + 1, acc, b);
        acc.pop();
        vm.temp_roots.pop();
        r.map(|_| true)
    });
    vm.temp_roots.truncate(mark);
    r
}

fn product_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return super::enumerator_for(vm, recv, "each", &[]);
    };
    let list = enums(vm, recv, "product")?;
    rooted(vm, &list, |vm| product_walk(vm, &list, 0, &mut Vec::new(), &b))?;
    Ok(recv)
}

/// The product of the elements' sizes: nil when one has no Integer (or infinite) size, zero
/// when one is empty, infinite when one is.
fn product_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let list = enums(vm, recv, "product")?;
    let mut total = Value::fixnum(1);
    let mut infinite = false;
    for e in list {
        let s = match vm.check_funcall(e, sym::SIZE)? {
            Some(s) => s,
            None => return Ok(Value::NIL),
        };
        if let Some(f) = vm.float_value(s) {
            if f.is_infinite() && f > 0.0 {
                infinite = true;
                continue;
            }
            return Ok(Value::NIL);
        }
        if !(s.is_fixnum() || obj::is_type(s, ObjType::Bignum)) {
            return Ok(Value::NIL);
        }
        if s == Value::fixnum(0) {
            return Ok(s);
        }
        total = super::binop(vm, total, sym::MUL, s)?;
    }
    Ok(if infinite { vm.new_float(f64::INFINITY) } else { total })
}

/// Rewinds every element that has `rewind`, first to last.
fn product_rewind(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let list = enums(vm, recv, "product")?;
    super::external::reset(vm, recv)?;
    for e in list {
        if vm.respond_to(e, intern("rewind"), true) {
            vm.call_method(e, intern("rewind"), &[], None)?;
        }
    }
    Ok(recv)
}

fn product_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    composite_inspect(vm, recv, "Enumerator::Product")
}

fn product_initialize_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let other = args.get(0);
    if other == recv {
        return Ok(recv);
    }
    vm.check_frozen(recv)?;
    if vm.class_of_real(other) != vm.class_of_real(recv) {
        return Err(vm.type_error("initialize_copy should take same class object"));
    }
    let list = enums(vm, other, "product")?;
    set_enums(vm, recv, &list)?;
    Ok(recv)
}

/// `Enumerator.product(*enums) { |combination| }`: a Product, or with a block its walk (nil).
fn s_product(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    reject_keywords(vm, args)?;
    let k = PRODUCT.with(|c| c.get());
    let p = new_composite(vm, k, positional(args))?;
    match args.block.clone() {
        Some(b) => {
            rooted(vm, &[p], |vm| product_each(vm, p, &Args::from_slice(&[], Some(b))))?;
            Ok(Value::NIL)
        }
        None => Ok(p),
    }
}

pub(super) fn init(vm: &mut Vm, e: Value) {
    let chain = crate::core::define_class_under(vm, e, "Chain", e);
    CHAIN.with(|c| c.set(chain));
    vm.define_private_builtin(chain, "initialize", -1, chain_initialize);
    vm.define_builtin(chain, "each", -1, chain_each);
    vm.define_builtin(chain, "size", 0, chain_size);
    vm.define_builtin(chain, "rewind", 0, chain_rewind);
    vm.define_builtin(chain, "inspect", 0, chain_inspect);
    vm.define_builtin(chain, "to_s", 0, chain_inspect);
    vm.define_builtin(e, "+", 1, e_plus);

    let product = crate::core::define_class_under(vm, e, "Product", e);
    PRODUCT.with(|c| c.set(product));
    vm.define_private_builtin(product, "initialize", -1, product_initialize);
    vm.define_private_builtin(product, "initialize_copy", 1, product_initialize_copy);
    vm.define_builtin(product, "each", 0, product_each);
    vm.define_builtin(product, "size", 0, product_size);
    vm.define_builtin(product, "rewind", 0, product_rewind);
    vm.define_builtin(product, "inspect", 0, product_inspect);
    vm.define_builtin(product, "to_s", 0, product_inspect);
    vm.define_singleton_builtin(e, "product", -1, s_product);
    // CRuby leaves external iteration out of both (the Enumerator methods are undefined).
    for k in [chain, product] {
        for n in ["feed", "next", "next_values", "peek", "peek_values"] {
            let _ = vm.undef_method(k, intern(n));
        }
    }
}
