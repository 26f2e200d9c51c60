//! Symbol: interned names. Most String-like methods work on the name's bytes directly; the
//! rest (`[]`, `start_with?`, ...) run the String method on a temporary copy.

use crate::object::{self as obj};
use crate::symbol::{intern, intern_bytes, SymbolId};
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}
fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// Whether `:name` prints without quotes (CRuby's rb_enc_symname_type).
pub fn symbol_is_simple(b: &[u8]) -> bool {
    if b.is_empty() {
        return false;
    }
    const OPS: &[&[u8]] = &[
        b"+", b"-", b"*", b"/", b"%", b"**", b"==", b"!=", b"<", b"<=", b">", b">=", b"<=>", b"===", b"[]", b"[]=", b"<<", b">>", b"&", b"|", b"^", b"!",
        b"-@", b"+@", b"~", b"=~", b"!~", b"`",
    ];
    if OPS.contains(&b) {
        return true;
    }
    if std::str::from_utf8(b).is_err() {
        return false;
    }
    match b[0] {
        b'$' => {
            let r = &b[1..];
            if r.is_empty() {
                return false;
            }
            if r.len() == 1 && b"~*$?!@/\\;,.=:<>\"&`'+0_".contains(&r[0]) {
                return true;
            }
            if r[0] == b'-' {
                return r.len() == 2 && is_ident(r[1]);
            }
            if r.iter().all(u8::is_ascii_digit) {
                return true;
            }
            is_ident_start(r[0]) && r.iter().all(|&c| is_ident(c))
        }
        b'@' => {
            let r = if b.len() > 1 && b[1] == b'@' { &b[2..] } else { &b[1..] };
            !r.is_empty() && is_ident_start(r[0]) && r.iter().all(|&c| is_ident(c))
        }
        c if is_ident_start(c) => {
            let (core, last) = match b.last() {
                Some(&l @ (b'?' | b'!' | b'=')) => (&b[..b.len() - 1], Some(l)),
                _ => (b, None),
            };
            if core.is_empty() || !core.iter().all(|&c| is_ident(c)) {
                return false;
            }
            // `Foo?`/`Foo!` are fine; `a?=`-style double suffixes are not.
            let _ = last;
            true
        }
        _ => false,
    }
}

pub fn symbol_inspect(id: SymbolId) -> String {
    let b = id.bytes();
    if symbol_is_simple(b) {
        format!(":{}", String::from_utf8_lossy(b))
    } else {
        // ASCII-only symbols are US-ASCII: control characters print as \xNN.
        format!(":{}", crate::core::string::inspect_bytes(b, b.is_ascii()))
    }
}

/// A new String of the symbol's name: binary for a name from a binary string, otherwise UTF-8.
/// (CRuby tags ASCII names US-ASCII; here they stay UTF-8 because String's editing methods do
/// not yet turn a US-ASCII receiver into UTF-8 when they insert non-ASCII text, as `sub`/`tr`
/// must.)
fn name_str(vm: &mut Vm, recv: Value) -> Value {
    let b = recv.as_symbol().bytes();
    if std::str::from_utf8(b).is_ok() {
        vm.new_string_buf(crate::strbuf::StrBuf::from_slice(b))
    } else {
        vm.new_binary_string(b.to_vec())
    }
}

fn sym_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(name_str(vm, recv))
}
fn sym_name(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    // 4.0: Symbol#name is a frozen string, the same object on every call.
    let cache = symbol_cache(vm, "@__symbol_names")?;
    if let Some(v) = vm.hash_get(cache, recv)? {
        return Ok(v);
    }
    let s = name_str(vm, recv);
    vm.freeze(s);
    vm.temp_roots.push(s);
    let r = vm.hash_set(cache, recv, s);
    vm.temp_roots.pop();
    r?;
    Ok(s)
}
fn sym_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let s = symbol_inspect(recv.as_symbol());
    Ok(vm.new_string(s.into_bytes()))
}
fn sym_to_sym(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(recv)
}
/// A Hash kept in a hidden ivar of Symbol (created on first use), mapping a symbol to a value
/// made once for it: `name`'s frozen String, `to_proc`'s lambda.
fn symbol_cache(vm: &mut Vm, ivar: &str) -> VmResult {
    let key = intern(ivar);
    let cache = vm.ivar_get(vm.core.symbol, key);
    if obj::is_type(cache, obj::ObjType::Hash) {
        return Ok(cache);
    }
    let h = vm.new_hash();
    let k = vm.core.symbol;
    vm.ivar_set(k, key, h)?;
    Ok(h)
}

fn sym_to_proc(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    // 4.0: the same lambda object on every call for a given symbol.
    let cache = symbol_cache(vm, "@__symbol_procs")?;
    if let Some(v) = vm.hash_get(cache, recv)? {
        return Ok(v);
    }
    let p = crate::core::proc_::new_proc(vm, Block::Symbol(recv.as_symbol(), Value::NIL), true)?;
    vm.temp_roots.push(p);
    let r = vm.hash_set(cache, recv, p);
    vm.temp_roots.pop();
    r?;
    Ok(p)
}

/// `Symbol.all_symbols`: every symbol the VM has interned, except its hidden internal names.
fn sym_s_all_symbols(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    let ids = crate::symbol::all_ids();
    let mut items = vm.try_vec(ids.len())?;
    items.extend(ids.into_iter().filter(|id| !id.is_hidden_ivar()).map(Value::symbol));
    Ok(vm.new_array(items))
}
fn sym_length(_vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = recv.as_symbol().bytes();
    let n = if b.is_ascii() { b.len() } else { String::from_utf8_lossy(b).chars().count() };
    Ok(Value::fixnum(n as i64))
}
fn sym_cmp(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !o.is_symbol() {
        return Ok(Value::NIL);
    }
    Ok(Value::fixnum(match recv.as_symbol().bytes().cmp(o.as_symbol().bytes()) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }))
}
fn sym_eq(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    Ok(Value::bool(recv == args.get(0)))
}
fn sym_casecmp(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !o.is_symbol() {
        return Ok(Value::NIL);
    }
    let a = recv.as_symbol().bytes().to_ascii_lowercase();
    let b = o.as_symbol().bytes().to_ascii_lowercase();
    Ok(Value::fixnum(a.cmp(&b) as i64))
}
fn sym_casecmp_p(_vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !o.is_symbol() {
        return Ok(Value::NIL);
    }
    let a = String::from_utf8_lossy(recv.as_symbol().bytes()).to_lowercase();
    let b = String::from_utf8_lossy(o.as_symbol().bytes()).to_lowercase();
    Ok(Value::bool(a == b))
}
fn sym_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    // Names come from valid UTF-8 or US-ASCII strings (`String#to_sym` refuses broken ones), so
    // a name that is not UTF-8 came from a binary string.
    let b = recv.as_symbol().bytes();
    let name = if b.is_ascii() {
        "US_ASCII"
    } else if std::str::from_utf8(b).is_ok() {
        "UTF_8"
    } else {
        "ASCII_8BIT"
    };
    let e = vm.core.encoding;
    vm.const_get_from(e, intern(name))
}

/// Symbol methods that behave like the String method on the name (`upcase`, `[]`, ...).
fn sym_via_string(vm: &mut Vm, recv: Value, args: &Args, name: &str, to_sym: bool) -> VmResult {
    let s = name_str(vm, recv);
    if to_sym && obj::as_string(s).bytes.is_ascii() {
        // CRuby's ASCII symbols are US-ASCII, which case mapping keeps ASCII (`:i.upcase(:turkic)`
        // is `:I`); the String is only a step on the way back to a Symbol.
        obj::set_flag(s, crate::core::string::FL_STR_ASCII, true);
    }
    vm.temp_roots.push(s);
    let r = vm.call_method_kw(s, intern(name), args.as_slice(), args.block.clone(), args.kw);
    vm.temp_roots.pop();
    let r = r?;
    if to_sym && obj::is_type(r, obj::ObjType::String) {
        return Ok(Value::symbol(intern_bytes(&obj::as_string(r).bytes)));
    }
    Ok(r)
}

/// `Symbol#[]`/`slice`: String#[] on the name, with Symbol's own arity (1..2) in its error.
fn sym_aref(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    sym_via_string(vm, recv, args, "[]", false)
}

pub fn init(vm: &mut Vm) {
    let s = vm.core.symbol;
    vm.define_singleton_builtin(s, "all_symbols", 0, sym_s_all_symbols);
    vm.define_builtin(s, "to_s", 0, sym_to_s);
    vm.define_builtin(s, "id2name", 0, sym_to_s);
    vm.define_builtin(s, "name", 0, sym_name);
    vm.define_builtin(s, "inspect", 0, sym_inspect);
    vm.define_leaf_builtin(s, "to_sym", 0, sym_to_sym);
    vm.define_leaf_builtin(s, "intern", 0, sym_to_sym);
    vm.define_builtin(s, "to_proc", 0, sym_to_proc);
    vm.define_leaf_builtin(s, "length", 0, sym_length);
    vm.define_leaf_builtin(s, "size", 0, sym_length);
    vm.define_builtin(s, "<=>", 1, sym_cmp);
    vm.define_builtin(s, "==", 1, sym_eq);
    vm.define_builtin(s, "===", 1, sym_eq);
    vm.define_builtin(s, "casecmp", 1, sym_casecmp);
    vm.define_builtin(s, "casecmp?", 1, sym_casecmp_p);
    vm.define_builtin(s, "encoding", 0, sym_encoding);
    vm.define_builtin(s, "upcase", -1, |vm, r, a| sym_via_string(vm, r, a, "upcase", true));
    vm.define_builtin(s, "downcase", -1, |vm, r, a| sym_via_string(vm, r, a, "downcase", true));
    vm.define_builtin(s, "capitalize", -1, |vm, r, a| sym_via_string(vm, r, a, "capitalize", true));
    vm.define_builtin(s, "swapcase", -1, |vm, r, a| sym_via_string(vm, r, a, "swapcase", true));
    // One function for both names, so their Methods are == (two identical closures need not
    // be merged into one function).
    let succ: crate::class::BuiltinFn = |vm, r, a| sym_via_string(vm, r, a, "succ", true);
    vm.define_builtin(s, "succ", 0, succ);
    vm.define_builtin(s, "next", 0, succ);
    vm.define_builtin(s, "[]", -1, sym_aref);
    vm.define_builtin(s, "slice", -1, sym_aref);
    vm.define_builtin(s, "start_with?", -1, |vm, r, a| sym_via_string(vm, r, a, "start_with?", false));
    vm.define_builtin(s, "end_with?", -1, |vm, r, a| sym_via_string(vm, r, a, "end_with?", false));
    vm.define_builtin(s, "=~", 1, |vm, r, a| sym_via_string(vm, r, a, "=~", false));
    vm.define_builtin(s, "match", -2, |vm, r, a| sym_via_string(vm, r, a, "match", false));
    vm.define_builtin(s, "match?", -2, |vm, r, a| sym_via_string(vm, r, a, "match?", false));
    vm.define_leaf_builtin(s, "empty?", 0, |_vm, r, _a| Ok(Value::bool(r.as_symbol().bytes().is_empty())));
}
