//! Conversions and protocols every builtin shares: `to_s`/`inspect`, equality (`==`, `eql?`),
//! hash codes, `===`, splat/`to_ary` conversion, and the Hash table operations that need them.
//!
//! Invariant: the fast paths here agree exactly with the Ruby-level methods of the same name on
//! core classes (so `[1, "a"].inspect` and `p [1, "a"]` print the same); user classes always go
//! through method dispatch. They hold while the core classes' own `==`, `to_s` and `inspect`
//! are not redefined (`Vm::basic_intact`); after that the Ruby method is called. Hash codes and
//! `eql?` of Strings, Integers and Floats stay on the fast path, as in CRuby.

use crate::object::{self as obj, ObjType};
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::define::{REDEF_EQ, REDEF_INSPECT, REDEF_TO_S};
use crate::vm::{Vm, VmResult};

const NIL_HASH: u64 = 0x5bd1_e995_1234_5678;

/// Mixes a 64-bit word into a well-spread hash code.
pub fn mix(x: u64) -> u64 {
    let mut h = x.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^= h >> 29;
    h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^ (h >> 32)
}

/// Hash code of a byte string: one multiply and rotate per 8-byte word, then `mix` for the
/// low bits the table indexes by.
pub fn hash_bytes(b: &[u8]) -> u64 {
    #[inline(always)]
    fn step(h: u64, w: u64) -> u64 {
        (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(31)
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ b.len() as u64;
    let mut words = b.chunks_exact(8);
    for w in &mut words {
        h = step(h, u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]));
    }
    let tail = words.remainder();
    if !tail.is_empty() {
        let mut w = [0u8; 8];
        w[..tail.len()].copy_from_slice(tail);
        h = step(h, u64::from_le_bytes(w));
    }
    mix(h)
}

/// Whether heap value `x` is a String `eql?` to String `k`.
#[inline]
fn is_string_eql(x: Value, k: Value) -> bool {
    x.is_heap() && obj::obj_type(x) == ObjType::String && crate::core::string::str_eq(x, k)
}

impl Vm {
    /// `v.inspect` as a Rust string.
    pub fn inspect_str(&mut self, v: Value) -> VmResult<String> {
        if !self.basic_intact(REDEF_INSPECT) {
            return self.inspect_by_call(v);
        }
        if v.is_fixnum() {
            return Ok(v.as_fixnum().to_string());
        }
        if v.is_nil() {
            return Ok("nil".into());
        }
        if v == Value::TRUE {
            return Ok("true".into());
        }
        if v == Value::FALSE {
            return Ok("false".into());
        }
        if v.is_symbol() {
            return Ok(crate::core::symbol::symbol_inspect(v.as_symbol()));
        }
        if let Some(f) = self.float_value(v) {
            return Ok(crate::core::float::float_to_s(f));
        }
        self.inspect_by_call(v)
    }

    /// `v.inspect` by calling the method.
    /// A result that is not a String is converted with `to_s` (CRuby's rb_inspect:
    /// `rb_obj_as_string` of the result).
    fn inspect_by_call(&mut self, v: Value) -> VmResult<String> {
        let r = self.call_method(v, sym::INSPECT, &[], None)?;
        if obj::is_type(r, ObjType::String) {
            Ok(String::from_utf8_lossy(&obj::as_string(r).bytes).into_owned())
        } else {
            self.temp_roots.push(r);
            let s = self.to_s_str(r);
            self.temp_roots.pop();
            s
        }
    }

    /// Appends `v.inspect` to `out`. Arrays and hashes whose `inspect` is the builtin one are
    /// written straight into `out` (no intermediate string per level: O(n) on deep nesting);
    /// everything else goes through `inspect_str`.
    pub fn inspect_into(&mut self, v: Value, out: &mut String) -> VmResult<()> {
        if obj::is_type(v, ObjType::Array) && self.method_is_builtin(v, sym::INSPECT, crate::core::array::a_inspect) {
            return crate::core::array::inspect_into(self, v, out);
        }
        if obj::is_type(v, ObjType::Hash) && self.method_is_builtin(v, sym::INSPECT, crate::core::hash::h_inspect) {
            return crate::core::hash::inspect_into(self, v, out);
        }
        out.push_str(&self.inspect_str(v)?);
        Ok(())
    }

    /// `v.inspect` as a Ruby String value.
    pub fn inspect_value(&mut self, v: Value) -> VmResult {
        let s = self.inspect_str(v)?;
        Ok(self.new_string(s.into_bytes()))
    }

    /// The default `#<ClassName>` text of Kernel#to_s.
    pub fn any_to_s(&mut self, v: Value) -> VmResult<String> {
        let k = self.class_of_real(v);
        let n = self.module_name(k);
        Ok(format!("#<{}:{:#018x}>", n, v.0))
    }

    /// `v.to_s` as a String value (interpolation and `puts`): falls back to the default text
    /// when `to_s` does not return a String.
    pub fn obj_to_s(&mut self, v: Value) -> VmResult {
        if obj::is_type(v, ObjType::String) {
            return Ok(v);
        }
        if v.is_fixnum() && self.basic_intact(REDEF_TO_S) {
            return Ok(crate::core::string::new_fixnum_string(self, v.as_fixnum()));
        }
        if v.is_nil() && self.basic_intact(REDEF_TO_S) {
            return Ok(self.new_string(Vec::new()));
        }
        let r = self.call_method(v, sym::TO_S, &[], None)?;
        if obj::is_type(r, ObjType::String) {
            return Ok(r);
        }
        let s = self.any_to_s(v)?;
        Ok(self.new_string(s.into_bytes()))
    }

    /// `to_s` as a Rust string.
    pub fn to_s_str(&mut self, v: Value) -> VmResult<String> {
        let s = self.obj_to_s(v)?;
        Ok(String::from_utf8_lossy(&obj::as_string(s).bytes).into_owned())
    }

    /// Ruby `a == b`.
    pub fn values_eq(&mut self, a: Value, b: Value) -> VmResult<bool> {
        // Identical objects are equal without a call (CRuby's rb_equal does the same).
        if a == b {
            return Ok(!(self.is_float(a) && self.float_value(a).is_some_and(f64::is_nan)));
        }
        if !self.basic_intact(REDEF_EQ) {
            return Ok(self.call_method(a, sym::EQ, &[b], None)?.truthy());
        }
        if Value::both_fixnum(a, b) || (a.is_symbol() && b.is_symbol()) {
            return Ok(false);
        }
        if obj::is_type(a, ObjType::String) && obj::basic(a).klass == self.core.string && obj::is_type(b, ObjType::String) {
            return Ok(crate::core::string::str_eq(a, b));
        }
        let r = self.call_method(a, sym::EQ, &[b], None)?;
        Ok(r.truthy())
    }

    /// Ruby `a.eql?(b)` (Hash key equality).
    pub fn values_eql(&mut self, a: Value, b: Value) -> VmResult<bool> {
        if a == b {
            return Ok(true);
        }
        if a.is_special() || b.is_special() {
            if let (Some(x), Some(y)) = (self.float_value(a), self.float_value(b)) {
                return Ok(x == y);
            }
            return Ok(false);
        }
        match (obj::obj_type(a), obj::obj_type(b)) {
            (ObjType::String, ObjType::String) => Ok(crate::core::string::str_eq(a, b)),
            (ObjType::Float, ObjType::Float) => Ok(obj::as_float_obj(a).value == obj::as_float_obj(b).value),
            (ObjType::Bignum, ObjType::Bignum) => Ok(obj::as_bignum(a).value == obj::as_bignum(b).value),
            (ObjType::Array, ObjType::Array) => {
                let r = self.guarded(crate::vm::recursion_guard::GuardOp::Eql, a, b, |vm| {
                    let mut i = 0;
                    loop {
                        let (x, y) = (&obj::as_array(a).items, &obj::as_array(b).items);
                        if x.len() != y.len() {
                            return Ok(false);
                        }
                        if i == x.len() {
                            return Ok(true);
                        }
                        let (p, q) = (x[i], y[i]);
                        if !vm.values_eql(p, q)? {
                            return Ok(false);
                        }
                        i += 1;
                    }
                });
                // A pair compared inside its own comparison counts as equal (CRuby's answer).
                r.unwrap_or(Ok(true))
            }
            (ObjType::Object, _) | (ObjType::Data, _) => {
                let r = self.call_method(a, sym::EQL, &[b], None)?;
                Ok(r.truthy())
            }
            (ObjType::Hash, ObjType::Hash) | (ObjType::Range, ObjType::Range) => {
                let r = self.call_method(a, sym::EQL, &[b], None)?;
                Ok(r.truthy())
            }
            _ => Ok(false),
        }
    }

    /// Ruby `v.hash` as a table hash code.
    pub fn hash_of(&mut self, v: Value) -> VmResult<u64> {
        if v.is_fixnum() || v.is_symbol() {
            return Ok(mix(v.0));
        }
        if v.is_nil() {
            return Ok(NIL_HASH);
        }
        if v.is_special() {
            if let Some(f) = self.float_value(v) {
                return Ok(mix(if f == 0.0 { 0 } else { f.to_bits() }));
            }
            return Ok(mix(v.0));
        }
        match obj::obj_type(v) {
            ObjType::String => Ok(crate::core::string::str_hash(v)),
            ObjType::Float => Ok(mix(obj::as_float_obj(v).value.to_bits())),
            ObjType::Bignum => Ok(hash_bytes(&obj::as_bignum(v).value.to_signed_bytes_le())),
            // Containers may contain themselves (`hash_outer`).
            ObjType::Array => self.hash_outer(v, |vm| crate::core::array::array_hash(vm, v)),
            ObjType::Class | ObjType::Module => Ok(mix(v.0)),
            _ => self.hash_outer(v, |vm| {
                let r = vm.call_method(v, sym::HASH, &[], None)?;
                if r.is_fixnum() {
                    Ok(mix(r.0))
                } else if obj::is_type(r, ObjType::Bignum) {
                    Ok(hash_bytes(&obj::as_bignum(r).value.to_signed_bytes_le()))
                } else {
                    Ok(mix(v.0))
                }
            }),
        }
    }

    /// Ruby `pattern === target` (case/when and rescue-less matching).
    pub fn case_eq(&mut self, pattern: Value, target: Value) -> VmResult<bool> {
        if Value::both_fixnum(pattern, target) || (pattern.is_symbol() && target.is_symbol()) {
            return Ok(pattern == target);
        }
        if pattern.is_nil() || pattern == Value::TRUE || pattern == Value::FALSE {
            return Ok(pattern == target);
        }
        let r = self.call_method(pattern, sym::EQQ, &[target], None)?;
        Ok(r.truthy())
    }

    /// `*v` in an argument list or array literal.
    pub fn splat_to_array(&mut self, v: Value) -> VmResult {
        if obj::is_type(v, ObjType::Array) {
            return Ok(v);
        }
        if v.is_nil() {
            return Ok(self.new_array(Vec::new()));
        }
        // CRuby's rb_check_to_array: no `to_a`, or one giving nil, wraps the value.
        if !v.is_special() {
            if let Some(r) = self.check_funcall(v, sym::TO_A)? {
                if obj::is_type(r, ObjType::Array) {
                    return Ok(r);
                }
                if !r.is_nil() {
                    let n = self.conversion_name(v);
                    let rn = self.conversion_name(r);
                    return Err(self.type_error(&format!("can't convert {n} to Array ({n}#to_a gives {rn})")));
                }
            }
        }
        Ok(self.new_array(vec![v]))
    }

    /// The right side of a multiple assignment as an array (`to_ary` through `check_funcall`;
    /// `[v]` when there is none or it gives nil; TypeError when it gives another object).
    pub fn masgn_array(&mut self, v: Value) -> VmResult {
        if obj::is_type(v, ObjType::Array) {
            return Ok(v);
        }
        let r = self.try_convert(v, sym::TO_ARY, |x| obj::is_type(x, ObjType::Array), "Array")?;
        if r.is_nil() {
            return Ok(self.new_array(vec![v]));
        }
        Ok(r)
    }

    /// Calls `v.mid` for an implicit conversion if `v` answers to it (CRuby's rb_check_funcall):
    /// a `respond_to?` of the object's own is asked first; then the method, of any visibility;
    /// failing that, a `respond_to_missing?` of its own that accepts the name, or failing that
    /// a `method_missing` of its own, handles the call. None when nothing answers.
    pub fn check_funcall(&mut self, v: Value, mid: SymbolId) -> VmResult<Option<Value>> {
        self.check_funcall_with(v, mid, &[])
    }

    /// `check_funcall` passing `args` (rooted by the caller) to the method.
    pub fn check_funcall_with(&mut self, v: Value, mid: SymbolId, args: &[Value]) -> VmResult<Option<Value>> {
        let k = self.class_of(v);
        let own = |vm: &mut Vm, name: SymbolId| {
            vm.find_method_cached(k, name).is_some_and(|me| !matches!(me.kind, crate::class::MethodKind::Builtin { .. }))
        };
        if own(self, sym::RESPOND_TO) {
            let r = self.call_method(v, sym::RESPOND_TO, &[Value::symbol(mid), Value::TRUE], None)?;
            if !r.truthy() {
                return Ok(None);
            }
        }
        if self.respond_to(v, mid, true) {
            return self.call_method(v, mid, args, None).map(Some);
        }
        if own(self, sym::RESPOND_TO_MISSING) {
            let r = self.call_method(v, sym::RESPOND_TO_MISSING, &[Value::symbol(mid), Value::TRUE], None)?;
            if !r.truthy() {
                return Ok(None);
            }
            return self.call_method(v, mid, args, None).map(Some);
        }
        if !own(self, sym::METHOD_MISSING) {
            return Ok(None);
        }
        // A method_missing that does not handle the name either (it calls super) means no
        // conversion, not an error.
        match self.call_method(v, mid, args, None) {
            Err(crate::vm::Unwind::Raise(e)) if self.is_kind_of(e, self.core.no_method_error) => Ok(None),
            r => r.map(Some),
        }
    }

    /// CRuby's `try_convert` protocol (`String.try_convert`, `Array.try_convert`,
    /// `Hash.try_convert`, `Regexp.try_convert`): `v` itself when `is_target` accepts it, else
    /// the result of its conversion method `method` (through `check_funcall`); nil when it has
    /// none or that gives nil; TypeError "can't convert X to T (X#m gives Y)" for any other
    /// answer.
    pub fn try_convert(&mut self, v: Value, method: SymbolId, is_target: fn(Value) -> bool, target: &str) -> VmResult {
        if is_target(v) {
            return Ok(v);
        }
        if v.is_special() && !v.is_symbol() {
            return Ok(Value::NIL);
        }
        let Some(r) = self.check_funcall(v, method)? else {
            return Ok(Value::NIL);
        };
        if r.is_nil() || is_target(r) {
            return Ok(r);
        }
        let (from, gives) = (self.conversion_name(v), self.conversion_name(r));
        Err(self.type_error(&format!("can't convert {from} to {target} ({from}#{} gives {gives})", method.name())))
    }

    /// `v` if it is a String or converts with `to_str` (CRuby's rb_check_string_type): None
    /// when it has no `to_str` or `to_str` gives nil; a TypeError when it gives anything else.
    pub fn check_string(&mut self, v: Value) -> VmResult<Option<Value>> {
        if obj::is_type(v, ObjType::String) {
            return Ok(Some(v));
        }
        if v.is_special() {
            return Ok(None);
        }
        let Some(r) = self.check_funcall(v, sym::TO_STR)? else {
            return Ok(None);
        };
        if obj::is_type(r, ObjType::String) {
            return Ok(Some(r));
        }
        if r.is_nil() {
            return Ok(None);
        }
        let (from, gives) = (self.conversion_name(v), self.conversion_name(r));
        Err(self.type_error(&format!("can't convert {from} to String ({from}#to_str gives {gives})")))
    }

    /// `v` if it is an Array or converts with `to_ary`.
    pub fn check_array(&mut self, v: Value) -> VmResult<Option<Value>> {
        if obj::is_type(v, ObjType::Array) {
            return Ok(Some(v));
        }
        if v.is_special() {
            return Ok(None);
        }
        if self.respond_to(v, sym::TO_ARY, true) {
            let r = self.call_method(v, sym::TO_ARY, &[], None)?;
            if obj::is_type(r, ObjType::Array) {
                return Ok(Some(r));
            }
        }
        Ok(None)
    }

    pub fn make_range(&mut self, b: Value, e: Value, excl: bool) -> VmResult {
        let ok = b.is_nil() || e.is_nil() || (Value::both_fixnum(b, e)) || {
            let num = |vm: &Vm, v: Value| v.is_fixnum() || vm.is_float(v) || obj::is_type(v, ObjType::Bignum);
            (num(self, b) && num(self, e)) || {
                let r = self.call_method(b, sym::CMP, &[e], None)?;
                !r.is_nil()
            }
        };
        if !ok {
            return Err(self.arg_error("bad value for range"));
        }
        Ok(self.new_range(b, e, excl))
    }

    // ------------------------------------------------------------ hash table operations

    fn key_hash(&mut self, h: Value, k: Value) -> VmResult<u64> {
        if obj::as_hash(h).table.compare_by_identity {
            Ok(mix(k.0))
        } else {
            self.hash_of(k)
        }
    }

    /// Position of key `k` in hash `h`.
    pub fn hash_find(&mut self, h: Value, k: Value) -> VmResult<Option<usize>> {
        let code = self.key_hash(h, k)?;
        self.hash_find_with(h, k, code)
    }

    /// Position of key `k`, whose table hash code is `code`, in hash `h`.
    fn hash_find_with(&mut self, h: Value, k: Value, code: u64) -> VmResult<Option<usize>> {
        let ident = obj::as_hash(h).table.compare_by_identity;
        // Fast keys compare without calling Ruby; others collect candidates first.
        if ident || k.is_fixnum() || k.is_symbol() || k.is_nil() {
            return Ok(obj::as_hash(h).table.find(code, |x| x == k));
        }
        if obj::is_type(k, ObjType::String) {
            // Comparing Strings runs no Ruby code.
            return Ok(obj::as_hash(h).table.find(code, |x| is_string_eql(x, k)));
        }
        let mut candidates = Vec::new();
        obj::as_hash(h).table.find(code, |x| {
            candidates.push(x);
            false
        });
        for c in candidates {
            // The key looked up is asked about the stored one (`k.eql?(c)`), as CRuby does.
            if self.values_eql(k, c)? {
                return Ok(obj::as_hash(h).table.find(code, |x| x == c));
            }
        }
        Ok(None)
    }

    pub fn hash_get(&mut self, h: Value, k: Value) -> VmResult<Option<Value>> {
        Ok(self.hash_find(h, k)?.map(|p| obj::as_hash(h).table.entries[p].value))
    }

    /// `h[k]` with the default value or default proc.
    pub fn hash_aref(&mut self, h: Value, k: Value) -> VmResult {
        if let Some(v) = self.hash_get(h, k)? {
            return Ok(v);
        }
        self.hash_default(h, k)
    }

    pub fn hash_default(&mut self, h: Value, k: Value) -> VmResult {
        let t = &obj::as_hash(h).table;
        if !t.default_proc.is_nil() {
            // Called as a block (no `Proc#call` frame in backtraces, as in CRuby).
            let p = t.default_proc;
            return self.call_block(&crate::vm::Block::Proc(p), &[h, k], None, false, None);
        }
        Ok(t.default)
    }

    pub fn hash_set(&mut self, h: Value, k: Value, v: Value) -> VmResult<()> {
        let code = self.key_hash(h, k)?;
        match self.hash_find_with(h, k, code)? {
            Some(p) => self.hash_store_at(h, p, v),
            None => self.hash_push(h, k, v, code)?,
        }
        Ok(())
    }

    /// Replaces the value of entry `p` (precise barrier: only a young value is recorded).
    fn hash_store_at(&mut self, h: Value, p: usize, v: Value) {
        obj::as_hash_mut_nowb(h).table.entries[p].value = v;
        obj::write_barrier(h, v);
    }

    /// Appends a new entry (the key is known to be absent). While an iteration walks the table
    /// (`iter_lev > 0`) a new key is refused with CRuby's RuntimeError, so iterations never see
    /// the table grow or compact under them.
    fn hash_push(&mut self, h: Value, k: Value, v: Value, code: u64) -> VmResult<()> {
        if obj::as_hash(h).table.iter_lev > 0 {
            return Err(self.make_error(self.core.runtime_error, "can't add a new key into hash during iteration"));
        }
        let t = &obj::as_hash(h).table;
        if t.entries.len() >= crate::vm::limits::BIG_GROWTH {
            // A big table about to double its entries or rebuild its index: check that fits,
            // raising NoMemoryError rather than aborting.
            let bytes = t.next_push_bytes();
            if bytes > 0 {
                self.check_alloc(bytes as u128, 1)?;
            }
        }
        obj::as_hash_mut_nowb(h).table.push(k, v, code);
        obj::write_barrier(h, k);
        obj::write_barrier(h, v);
        Ok(())
    }

    /// `{k => v}` and `h[k] = v`: an unfrozen String key that is not there yet is copied and
    /// frozen before it is stored (an existing key keeps its entry, as in CRuby).
    pub fn hash_set_literal(&mut self, h: Value, k: Value, v: Value) -> VmResult<()> {
        if !obj::is_type(k, ObjType::String) || obj::has_flag(k, obj::FL_FROZEN) || obj::as_hash(h).table.compare_by_identity {
            return self.hash_set(h, k, v);
        }
        // Hashing and comparing a String run no Ruby code.
        let code = self.key_hash(h, k)?;
        if let Some(p) = self.hash_find_with(h, k, code)? {
            self.hash_store_at(h, p, v);
            return Ok(());
        }
        if obj::as_hash(h).table.iter_lev > 0 {
            return self.hash_push(h, k, v, code);
        }
        let s = crate::core::string::frozen_copy(self, k);
        self.hash_push(h, s, v, code)
    }

    pub fn hash_delete(&mut self, h: Value, k: Value) -> VmResult<Option<Value>> {
        match self.hash_find(h, k)? {
            Some(p) => Ok(Some(obj::as_hash_mut(h).table.remove_at(p).value)),
            None => Ok(None),
        }
    }

    pub fn hash_lookup_symbol(&mut self, h: Value, name: SymbolId) -> Option<Value> {
        let k = Value::symbol(name);
        let code = mix(k.0);
        obj::as_hash(h).table.find(code, |x| x == k).map(|p| obj::as_hash(h).table.entries[p].value)
    }
}
