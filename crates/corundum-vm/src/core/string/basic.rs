//! String construction, copying, concatenation, comparison, length and freezing: `new`,
//! `initialize`, `+`, `*`, `<<`, `concat`, `==`, `eql?`, `<=>`, `length`, `hash`, `dup`, `-@`,
//! `+@`, `replace`, `clear`.
//!
//! Invariants:
//! - `+` and `<<` of two Strings take the encoding CRuby's rb_enc_compatible gives (the
//!   receiver's, unless one side is empty or ASCII-only and the other not), and raise
//!   Encoding::CompatibilityError when neither side is ASCII-only and the encodings differ.
//!   Appending an Integer byte >= 128 to a US-ASCII string makes it binary.
//! - `s << s` copies the argument's bytes before extending, since both name one buffer.
//! - Appending keeps the receiver's cached coderange up to date when it was known (the
//!   argument's is computed then, an O(length of the argument) scan), so a string built by `<<`
//!   never needs a full rescan; a broken part makes the result unknown again.

use super::encoding::{compatible_tag, incompatible, set_encoding, set_tag_bits};
use super::{
    bytes, bytes_mut, cached_coderange, char_len, coderange, int_arg, is_bin, modify, new_copy, new_like, ord_val, set_coderange, str_arg, str_eq, tag, Cr,
    FL_STR_ASCII,
};
use crate::object::{self as obj, ObjType};
use crate::strbuf::StrBuf;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::limits::LONG_MAX;
use crate::vm::{Args, Vm, VmResult};

pub(super) fn s_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::basic(recv).klass == vm.core.string {
        return Ok(recv);
    }
    Ok(new_copy(vm, recv))
}

pub(super) fn s_plus(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    let o = if obj::is_type(o, ObjType::String) { o } else { vm.expect_string(o)? };
    plus_strings(vm, recv, o)
}

/// `a + b` for Strings: a new String of both byte sequences, in the encoding the two negotiate
/// (`compatible_tag`; Encoding::CompatibilityError when there is none), with the coderange
/// theirs give when cached.
pub fn plus_strings(vm: &mut Vm, a: Value, b: Value) -> VmResult {
    let Some(t) = compatible_tag(a, b) else { return Err(incompatible(vm, a, b)) };
    vm.check_alloc(bytes(a).len() as u128 + bytes(b).len() as u128, 1)?;
    let (x, y) = (bytes(a), bytes(b));
    let mut r = StrBuf::with_capacity(x.len() + y.len());
    r.extend_from_slice(x);
    r.extend_from_slice(y);
    let cr = known_concat(a, b);
    let s = vm.new_string_buf(r);
    set_tag_bits(s, t);
    if let Some(cr) = cr {
        set_coderange(s, cr);
    }
    Ok(s)
}

/// The coderange of `a` followed by `b` when both are cached and it follows from them.
fn known_concat(a: Value, b: Value) -> Option<Cr> {
    Cr::concat(cached_coderange(a)?, cached_coderange(b)?)
}

/// The coderange `recv` will have after appending bytes of coderange `add`, if it can be known
/// without a scan: only when `recv`'s is known (an empty string's always is).
#[inline]
fn after_append(recv: Value, add: Cr) -> Option<Cr> {
    let before = if bytes(recv).is_empty() { Cr::SevenBit } else { cached_coderange(recv)? };
    Cr::concat(before, add)
}

/// Appends `add` to `recv`'s bytes, then stores `cr` (the result's coderange) when known.
#[inline]
fn push_bytes(recv: Value, add: &[u8], cr: Option<Cr>) {
    bytes_mut(recv).extend_from_slice(add);
    if let Some(cr) = cr {
        set_coderange(recv, cr);
    }
}

pub(super) fn s_mul(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = int_arg(vm, args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("negative argument"));
    }
    // CRuby's rb_str_times: the product must fit in a long; then the buffer must be allocatable.
    let len = bytes(recv).len() as i64;
    if n != 0 && LONG_MAX / n < len {
        return Err(vm.arg_error("argument too big"));
    }
    let total = (n * len) as usize;
    let mut b = vm.try_vec(total)?;
    if total > 0 {
        // Doubling copies, as `slice::repeat` does, into the buffer reserved above.
        b.extend_from_slice(bytes(recv));
        while b.len() * 2 <= total {
            b.extend_from_within(..);
        }
        let rest = total - b.len();
        b.extend_from_within(..rest);
    }
    // n copies of the receiver's characters: its coderange, unless nothing is left.
    let cr = if b.is_empty() { Some(Cr::SevenBit) } else { cached_coderange(recv) };
    let s = new_like(vm, recv, b);
    if let Some(cr) = cr {
        set_coderange(s, cr);
    }
    Ok(s)
}

/// Appends the bytes of `o` (a String, or an Integer codepoint) to `recv`.
pub(super) fn append(vm: &mut Vm, recv: Value, o: Value) -> VmResult<()> {
    if o.is_fixnum() || obj::is_type(o, ObjType::Bignum) {
        let n = if o.is_fixnum() { o.as_fixnum() } else { -1 };
        if is_bin(recv) || obj::has_flag(recv, FL_STR_ASCII) {
            if !(0..256).contains(&n) {
                return Err(vm.make_error(vm.core.range_error, &format!("{} out of char range", crate::core::integer::int_to_s(o, 10))));
            }
            if n >= 128 && obj::has_flag(recv, FL_STR_ASCII) {
                obj::set_flag(recv, FL_STR_ASCII, false);
                obj::set_flag(recv, obj::FL_STR_BINARY, true);
            }
            let cr = if n < 128 { after_append(recv, Cr::SevenBit) } else { None };
            push_bytes(recv, &[n as u8], cr);
            return Ok(());
        }
        if obj::basic(recv).flags & obj::FL_STR_ENC_MASK != 0 {
            return super::encoding::append_code_other(vm, recv, o, n);
        }
        match u32::try_from(n).ok().and_then(char::from_u32) {
            Some(c) => {
                let mut buf = [0u8; 4];
                let cr = after_append(recv, if c.is_ascii() { Cr::SevenBit } else { Cr::Valid });
                push_bytes(recv, c.encode_utf8(&mut buf).as_bytes(), cr);
                Ok(())
            }
            None => {
                if n < 0 || n > 0x10ffff {
                    Err(vm.make_error(vm.core.range_error, &format!("{} out of char range", crate::core::integer::int_to_s(o, 10))))
                } else {
                    Err(vm.make_error(vm.core.range_error, &format!("invalid codepoint 0x{:X} in UTF-8", n)))
                }
            }
        }
    } else {
        let o = str_arg(vm, o)?;
        append_string(vm, recv, o)
    }
}

/// `recv << o` for Strings, `recv` unfrozen: appends `o`'s bytes, takes the encoding the two
/// negotiate (`compatible_tag`; Encoding::CompatibilityError when there is none) and keeps
/// `recv`'s cached coderange up to date (see the top comment). Calls no Ruby code.
pub fn append_string(vm: &mut Vm, recv: Value, o: Value) -> VmResult<()> {
    if o == recv {
        let cr = cached_coderange(recv).and_then(|c| Cr::concat(c, c));
        vm.grow_string(recv, bytes(o).len())?;
        let c = bytes(o).to_vec();
        push_bytes(recv, &c, cr);
        return Ok(());
    }
    let Some(t) = compatible_tag(recv, o) else { return Err(incompatible(vm, recv, o)) };
    let before = if bytes(recv).is_empty() { Some(Cr::SevenBit) } else { cached_coderange(recv) };
    let cr = before.and_then(|b| Cr::concat(b, coderange(o)));
    vm.grow_string(recv, bytes(o).len())?;
    push_bytes(recv, bytes(o), cr);
    set_tag_bits(recv, t);
    Ok(())
}

pub(super) fn s_concat_op(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    append(vm, recv, args.get(0))?;
    Ok(recv)
}

pub(super) fn s_concat(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let list = args.as_slice();
    if list.len() > 1 && list.contains(&recv) {
        let orig = bytes(recv).to_vec();
        for &o in list {
            if o == recv {
                vm.grow_string(recv, orig.len())?;
                bytes_mut(recv).extend_from_slice(&orig);
            } else {
                append(vm, recv, o)?;
            }
        }
        return Ok(recv);
    }
    for &o in list {
        append(vm, recv, o)?;
    }
    Ok(recv)
}

pub(super) fn s_eq(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if obj::is_type(o, ObjType::String) {
        return Ok(Value::bool(str_eq(recv, o)));
    }
    if o.is_special() || o.is_symbol() {
        return Ok(Value::FALSE);
    }
    if vm.respond_to(o, crate::symbol::sym::TO_STR, true) {
        let r = vm.call_method(o, crate::symbol::sym::EQ, &[recv], None)?;
        return Ok(Value::bool(r.truthy()));
    }
    Ok(Value::FALSE)
}

pub(super) fn s_eql(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    Ok(Value::bool(obj::is_type(o, ObjType::String) && str_eq(recv, o)))
}

pub(super) fn s_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !obj::is_type(o, ObjType::String) {
        if !o.is_special() && vm.respond_to(o, crate::symbol::sym::TO_STR, true) && vm.respond_to(o, intern("<=>"), true) {
            let r = vm.call_method(o, intern("<=>"), &[recv], None)?;
            if r.is_fixnum() {
                return Ok(Value::fixnum(-r.as_fixnum().signum()));
            }
            return Ok(Value::NIL);
        }
        return Ok(Value::NIL);
    }
    Ok(ord_val(bytes(recv).cmp(bytes(o))))
}

pub(super) fn s_length(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(char_len(recv) as i64))
}

pub(super) fn s_hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let h = vm.hash_of(recv)?;
    Ok(Value::fixnum((h >> 2) as i64))
}

pub(super) fn s_match_op(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if obj::is_type(o, ObjType::String) {
        return Err(vm.type_error("type mismatch: String given"));
    }
    // A Regexp is matched directly, as CRuby's rb_str_match does (no second dispatch).
    if crate::core::regexp::is_regexp(o) {
        return crate::core::regexp::methods::match_index(vm, o, recv);
    }
    vm.call_method(o, crate::symbol::sym::MATCH, &[recv], None)
}

pub(super) fn s_freeze(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    vm.freeze(recv);
    Ok(recv)
}

pub(super) fn s_uminus(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::has_flag(recv, obj::FL_FROZEN) {
        return Ok(recv);
    }
    let s = new_copy(vm, recv);
    vm.freeze(s);
    Ok(s)
}

pub(super) fn s_uplus(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if obj::has_flag(recv, obj::FL_FROZEN) {
        Ok(new_copy(vm, recv))
    } else {
        Ok(recv)
    }
}

pub(super) fn s_dup(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let k = vm.class_of_real(recv);
    if k != vm.core.string || obj::basic(recv).flags & (obj::FL_SINGLETON | obj::FL_GENERIC_IVARS) != 0 {
        // Subclasses and strings with ivars/singletons go through Object#dup.
        let m = vm.find_method(vm.core.object, intern("dup"));
        if let Some(me) = m {
            if let crate::class::MethodKind::Builtin { func: f, .. } = me.kind {
                return f(vm, recv, args);
            }
        }
    }
    let b = bytes(recv).to_vec();
    let s = vm.new_string_of_class(b, k);
    obj::basic(s).flags |= obj::basic(recv).flags & (obj::FL_STR_ENC_BITS | obj::FL_STR_CR_MASK);
    Ok(s)
}

pub(super) fn s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    let b = if pos.is_empty() {
        Vec::new()
    } else {
        let s = str_arg(vm, pos[0])?;
        bytes(s).to_vec()
    };
    let s = vm.new_string_of_class(b, recv);
    if !pos.is_empty() {
        let f = obj::basic(pos[0]).flags & obj::FL_STR_ENC_BITS;
        obj::basic(s).flags |= f;
    } else {
        // String.new without a source is ASCII-8BIT unless `encoding:` says otherwise.
        obj::set_flag(s, obj::FL_STR_BINARY, true);
    }
    vm.temp_roots.push(s);
    let r = vm.call_method_kw(s, crate::symbol::sym::INITIALIZE, args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(s)
}

pub(super) fn s_initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if let Some(&s) = args.positional().first() {
        let s = str_arg(vm, s)?;
        if s != recv {
            modify(vm, recv)?;
            let b = StrBuf::from_slice(bytes(s));
            *bytes_mut(recv) = b;
        }
    }
    if let Some(kw) = args.kwargs() {
        if let Some(e) = vm.hash_lookup_symbol(kw, intern("encoding")) {
            set_encoding(vm, recv, e)?;
        }
        // `capacity:` reserves room for that many bytes (CRuby's str_new_capa): NoMemoryError
        // when it cannot be allocated; a negative or small one is no reservation at all.
        if let Some(c) = vm.hash_lookup_symbol(kw, intern("capacity")) {
            let capa = vm.expect_int(c)?;
            let len = bytes(recv).len() as i64;
            if capa > 64 && capa > len {
                if crate::alloc_reserve::fallibly(|| bytes_mut(recv).try_reserve_exact((capa - len) as usize)).is_err() {
                    return Err(vm.no_memory());
                }
            }
        }
    }
    Ok(Value::NIL)
}

pub(super) fn s_replace(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    modify(vm, recv)?;
    let o = str_arg(vm, args.get(0))?;
    if o != recv {
        let b = StrBuf::from_slice(bytes(o));
        *bytes_mut(recv) = b;
        // Same bytes, same tag: the coderange (if known) carries over too.
        let tag = obj::FL_STR_ENC_BITS | obj::FL_STR_CR_MASK;
        let f = obj::basic(o).flags & tag;
        obj::basic(recv).flags = (obj::basic(recv).flags & !tag) | f;
    }
    Ok(recv)
}

pub(super) fn s_clear(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    modify(vm, recv)?;
    bytes_mut(recv).clear();
    set_coderange(recv, Cr::SevenBit);
    Ok(recv)
}

/// The bytes of `"#{a}#{b}..."` from its parts (all Strings, on the VM stack from `from` to the
/// top; NoMemoryError when their total cannot be allocated), and the flags the result takes:
/// binary when a binary part has non-ASCII bytes, and the coderange the parts' give. The parts'
/// coderanges are computed if needed (a scan no longer than the copy); literals keep theirs.
pub fn concat_parts(vm: &mut Vm, from: usize) -> VmResult<(StrBuf, u64)> {
    let len: usize = vm.stack[from..vm.sp].iter().map(|&s| bytes(s).len()).sum();
    vm.check_alloc(len as u128, 1)?;
    let parts = &vm.stack[from..vm.sp];
    let mut out = StrBuf::with_capacity(len);
    // The result's encoding: that of the first part with non-ASCII contents; otherwise UTF-8,
    // or the source file's encoding when it is not UTF-8 (seen on the literal fragments, marked
    // FL_STR_SOURCE_FRAGMENT; the compiler puts one first in such sources). Two non-ASCII parts
    // in different encodings are not checked against each other.
    let mut non_ascii_enc: Option<u64> = None;
    let mut source_enc: Option<u64> = None;
    let mut cr = Some(Cr::SevenBit);
    for &s in parts {
        out.extend_from_slice(bytes(s));
        let c = coderange(s);
        let t = tag(s);
        if c != Cr::SevenBit && non_ascii_enc.is_none() {
            non_ascii_enc = Some(t);
        }
        if source_enc.is_none() && obj::has_flag(s, obj::FL_STR_SOURCE_FRAGMENT) {
            source_enc = Some(t);
        }
        cr = cr.and_then(|a| Cr::concat(a, c));
    }
    let mut flags = non_ascii_enc.or(source_enc).unwrap_or(0);
    if let Some(cr) = cr {
        flags |= (cr as u64) << obj::FL_STR_CR_SHIFT;
    }
    Ok((out, flags))
}

/// A copy of string literal `lit` for `putstring`: its bytes, binary tag and coderange (computed
/// once on the literal, which is never changed).
pub fn literal_copy(vm: &mut Vm, lit: Value) -> Value {
    coderange(lit);
    let s = vm.new_string_buf(StrBuf::from_slice(bytes(lit)));
    obj::basic(s).flags |= obj::basic(lit).flags & (obj::FL_STR_ENC_BITS | obj::FL_STR_CR_MASK);
    s
}

/// `String.try_convert(obj)`: a String, `obj.to_str` when it answers one, else nil.
pub(super) fn s_try_convert(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.try_convert(args.get(0), crate::symbol::sym::TO_STR, |v| obj::is_type(v, ObjType::String), "String")
}
