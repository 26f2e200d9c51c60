//! `Marshal.dump`: writes an object graph in format 4.8, as CRuby's `w_object` does, into one
//! growing byte buffer.
//!
//! Invariants:
//! - Object links: every object that CRuby gives a link index (all but nil/true/false, Fixnums
//!   and Symbols) gets the next index when it is first written (`remember`), in CRuby's order:
//!   before its contents, except `_dump` objects (after their string) and the temporary Bignum
//!   CRuby makes for a Fixnum beyond 31 bits (an index of its own, never linked to). Indexes are
//!   found through a table keyed by the object's identity; the objects are kept alive by the
//!   `keep` Array (rooted) for the whole dump.
//! - Symbols: the first occurrence is written in full, later ones as `;index` (a table keyed
//!   by SymbolId).
//! - With an output port, the buffer is handed to `write` whenever it reaches 8192 bytes (CRuby's
//!   BUFSIZ) and at the end, so the chunks are CRuby's.
//! - The depth limit counts down per nesting level (a negative limit never reaches 0); the
//!   machine stack is checked at every level.

use std::collections::HashMap;

use super::*;
use crate::core::encoding::EncodingId;
use crate::symbol::SymbolId;

const BUFSIZ: usize = 8192;

struct Dumper {
    buf: Vec<u8>,
    links: HashMap<u64, u32>,
    next_index: u32,
    symbols: HashMap<SymbolId, u32>,
    /// A Ruby Array holding every remembered object (see the file comment).
    keep: Value,
    /// The String written for each non-builtin encoding name, shared as CRuby shares it.
    enc_names: HashMap<u8, Value>,
    port: Value,
}

pub fn dump(vm: &mut Vm, v: Value, port: Value, limit: i64) -> VmResult<Vec<u8>> {
    let keep = vm.new_hidden_array(Vec::new());
    let mark = vm.temp_roots.len();
    vm.temp_roots.push(keep);
    let mut d = Dumper { buf: Vec::with_capacity(64), links: HashMap::new(), next_index: 0, symbols: HashMap::new(), keep, enc_names: HashMap::new(), port };
    let r = (|| -> VmResult<()> {
        d.bytes_raw(vm, &[MAJOR, MINOR])?;
        d.object(vm, v, limit)?;
        if !port.is_nil() && !d.buf.is_empty() {
            d.flush(vm)?;
        }
        Ok(())
    })();
    vm.temp_roots.truncate(mark);
    r.map(|_| d.buf)
}

/// The encoding CRuby writes for a String, Regexp or Symbol: `E true`/`E false`, `encoding
/// "name"`, or nothing (binary).
#[derive(Clone, Copy)]
enum EncIvar {
    None,
    Short(bool),
    Named(EncodingId),
}

fn enc_ivar(id: EncodingId) -> EncIvar {
    match id {
        EncodingId::BINARY => EncIvar::None,
        EncodingId::UTF_8 => EncIvar::Short(true),
        EncodingId::US_ASCII => EncIvar::Short(false),
        other => EncIvar::Named(other),
    }
}

fn symbol_enc(id: SymbolId) -> EncIvar {
    let b = id.bytes();
    if b.is_ascii() || std::str::from_utf8(b).is_err() {
        EncIvar::None
    } else {
        EncIvar::Short(true)
    }
}

/// CRuby's text for a Float: "inf", "-inf", "nan", "0"/"-0", else the shortest digits that
/// read back to the same double, in plain or exponent form as `w_float` chooses.
pub fn float_text(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if f == 0.0 {
        return if f.is_sign_negative() { "-0".into() } else { "0".into() };
    }
    // `{:e}` gives the shortest round-trip digits: "d.ddddde-N".
    let sci = format!("{:e}", f.abs());
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let exp: i64 = exp.parse().unwrap_or(0);
    let decpt = exp + 1;
    let digs = digits.len() as i64;
    let mut out = String::new();
    if f < 0.0 {
        out.push('-');
    }
    if decpt < -3 || decpt > digs {
        out.push_str(&digits[..1]);
        if digs > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        out.push_str(&format!("e{}", decpt - 1));
    } else if decpt > 0 {
        out.push_str(&digits[..decpt as usize]);
        if digs > decpt {
            out.push('.');
            out.push_str(&digits[decpt as usize..]);
        }
    } else {
        out.push_str("0.");
        for _ in 0..(-decpt) {
            out.push('0');
        }
        out.push_str(&digits);
    }
    out
}

/// CRuby's `w_long` encoding of `x` (which fits in 32 bits signed).
pub fn long_bytes(out: &mut Vec<u8>, x: i64) {
    if x == 0 {
        out.push(0);
    } else if 0 < x && x < 123 {
        out.push((x + 5) as u8);
    } else if -124 < x && x < 0 {
        out.push(((x - 5) & 0xff) as u8);
    } else {
        let mut tmp = [0u8; 8];
        let mut n = 0;
        let mut y = x;
        for slot in tmp.iter_mut() {
            *slot = (y & 0xff) as u8;
            y >>= 8;
            n += 1;
            if y == 0 || y == -1 {
                break;
            }
        }
        out.push(if x < 0 { (256 - n) as u8 } else { n as u8 });
        out.extend_from_slice(&tmp[..n as usize]);
    }
}

impl Dumper {
    fn flush(&mut self, vm: &mut Vm) -> VmResult<()> {
        let chunk = std::mem::take(&mut self.buf);
        let s = vm.new_binary_string(chunk);
        vm.call_method(self.port, intern("write"), &[s], None)?;
        Ok(())
    }

    fn bytes_raw(&mut self, vm: &mut Vm, b: &[u8]) -> VmResult<()> {
        self.buf.extend_from_slice(b);
        if !self.port.is_nil() && self.buf.len() >= BUFSIZ {
            self.flush(vm)?;
        }
        Ok(())
    }

    fn byte(&mut self, vm: &mut Vm, b: u8) -> VmResult<()> {
        self.bytes_raw(vm, &[b])
    }

    fn long(&mut self, vm: &mut Vm, x: i64) -> VmResult<()> {
        let mut t = Vec::with_capacity(5);
        long_bytes(&mut t, x);
        self.bytes_raw(vm, &t)
    }

    /// A length-prefixed byte string.
    fn bytes(&mut self, vm: &mut Vm, b: &[u8]) -> VmResult<()> {
        self.long(vm, b.len() as i64)?;
        self.bytes_raw(vm, b)
    }

    fn remember(&mut self, vm: &mut Vm, v: Value) {
        self.links.insert(v.0, self.next_index);
        self.next_index += 1;
        if v.is_heap() {
            crate::core::array::items_mut(self.keep).push(v);
            let _ = vm;
        }
    }

    fn symbol(&mut self, vm: &mut Vm, id: SymbolId) -> VmResult<()> {
        if let Some(&i) = self.symbols.get(&id) {
            self.byte(vm, T_SYMLINK)?;
            return self.long(vm, i64::from(i));
        }
        let enc = symbol_enc(id);
        if !matches!(enc, EncIvar::None) {
            self.byte(vm, T_IVAR)?;
        }
        self.byte(vm, T_SYMBOL)?;
        self.bytes(vm, id.bytes())?;
        let n = self.symbols.len() as u32;
        self.symbols.insert(id, n);
        if !matches!(enc, EncIvar::None) {
            self.long(vm, 1)?;
            self.encoding(vm, enc)?;
        }
        Ok(())
    }

    /// The encoding ivar's name and value.
    fn encoding(&mut self, vm: &mut Vm, enc: EncIvar) -> VmResult<()> {
        match enc {
            EncIvar::None => Ok(()),
            EncIvar::Short(utf8) => {
                self.symbol(vm, intern("E"))?;
                self.object(vm, Value::bool(utf8), -1)
            }
            EncIvar::Named(id) => {
                self.symbol(vm, intern("encoding"))?;
                let s = match self.enc_names.get(&id.0) {
                    Some(&s) => s,
                    None => {
                        let s = vm.new_binary_string(id.name().as_bytes().to_vec());
                        crate::core::array::items_mut(self.keep).push(s);
                        self.enc_names.insert(id.0, s);
                        s
                    }
                };
                self.object(vm, s, -1)
            }
        }
    }

    /// The path of class `k` for the stream, or CRuby's TypeError for an anonymous class or one
    /// its name no longer reaches.
    /// `as_class`: the word CRuby uses for an extended module ("class"), else the kind's own.
    fn class_path(&mut self, vm: &mut Vm, k: Value) -> VmResult<Vec<u8>> {
        self.class_path_as(vm, k, false)
    }

    fn class_path_as(&mut self, vm: &mut Vm, k: Value, as_class: bool) -> VmResult<Vec<u8>> {
        let d = &obj::as_class(k).data;
        let named = d.name.is_some();
        let kind = if d.kind == ObjType::Module && !as_class { "module" } else { "class" };
        let path = vm.module_name(k);
        if !named || path.starts_with('#') {
            return Err(vm.type_error(&format!("can't dump anonymous {kind} {path}")));
        }
        let found = path_to_class(vm, path.as_bytes()).ok();
        if found != Some(k) {
            return Err(vm.type_error(&format!("{path} can't be referred to")));
        }
        Ok(path.into_bytes())
    }

    /// The modules `v` was extended with (`e`), most recent first; with `check`, TypeError
    /// for an object whose singleton class has methods or constants of its own.
    fn extended(&mut self, vm: &mut Vm, v: Value, check: bool) -> VmResult<()> {
        if !v.is_heap() || !obj::has_flag(v, obj::FL_SINGLETON) || !check {
            return Ok(());
        }
        let s = vm.class_of(v);
        if !s.is_heap() || !obj::as_class(s).data.is_singleton {
            return Ok(());
        }
        let has_content = {
            let d = &obj::as_class(s).data;
            !d.methods.is_empty() || !d.consts.is_empty() || !d.prepends.is_empty()
        } || !vm.ivar_names(s).is_empty();
        if has_content {
            return Err(vm.type_error("singleton can't be dumped"));
        }
        let real = vm.class_of_real(v);
        let anc = vm.ancestors(s);
        for &m in anc.iter() {
            if m == s {
                continue;
            }
            if m == real {
                break;
            }
            if obj::obj_type(m) == ObjType::Module {
                let path = self.class_path_as(vm, m, true)?;
                self.byte(vm, T_EXTENDED)?;
                self.symbol(vm, intern_bytes(&path))?;
            }
        }
        Ok(())
    }

    /// CRuby's `w_class`: extended modules, the type byte and the class name.
    fn class(&mut self, vm: &mut Vm, ty: u8, v: Value, check: bool) -> VmResult<()> {
        self.extended(vm, v, check)?;
        let k = vm.class_of_real(v);
        let path = self.class_path(vm, k)?;
        self.byte(vm, ty)?;
        self.symbol(vm, intern_bytes(&path))
    }

    /// CRuby's `w_uclass`: extended modules, then `C` and the class name when `v`'s class is a
    /// subclass of `base`.
    fn uclass(&mut self, vm: &mut Vm, v: Value, base: Value) -> VmResult<()> {
        self.extended(vm, v, true)?;
        let k = vm.class_of_real(v);
        if k != base {
            let path = self.class_path(vm, k)?;
            self.byte(vm, T_UCLASS)?;
            self.symbol(vm, intern_bytes(&path))?;
        }
        Ok(())
    }

    /// Writes the ivar count and the ivars (encoding first).
    fn ivars(&mut self, vm: &mut Vm, v: Value, enc: EncIvar, names: &[SymbolId]) -> VmResult<()> {
        let n = names.len() + usize::from(!matches!(enc, EncIvar::None));
        self.long(vm, n as i64)?;
        self.encoding(vm, enc)?;
        for &name in names {
            self.symbol(vm, name)?;
            let val = vm.ivar_get(v, name);
            self.object(vm, val, -1)?;
        }
        Ok(())
    }

    fn bignum(&mut self, vm: &mut Vm, b: &num_bigint::BigInt) -> VmResult<()> {
        self.byte(vm, T_BIGNUM)?;
        self.byte(vm, if b.sign() == num_bigint::Sign::Minus { b'-' } else { b'+' })?;
        let mut bytes = b.magnitude().to_bytes_le();
        if bytes.len() % 2 == 1 {
            bytes.push(0);
        }
        self.long(vm, (bytes.len() / 2) as i64)?;
        self.bytes_raw(vm, &bytes)
    }

    fn object(&mut self, vm: &mut Vm, v: Value, limit: i64) -> VmResult<()> {
        if limit == 0 {
            return Err(vm.arg_error("exceed depth limit"));
        }
        vm.check_stack()?;
        if v.is_nil() {
            return self.byte(vm, T_NIL);
        }
        if v == Value::TRUE {
            return self.byte(vm, T_TRUE);
        }
        if v == Value::FALSE {
            return self.byte(vm, T_FALSE);
        }
        if v.is_fixnum() {
            let i = v.as_fixnum();
            if (-(1 << 30)..(1 << 30)).contains(&i) {
                self.byte(vm, T_FIXNUM)?;
                return self.long(vm, i);
            }
            // CRuby writes it through a temporary Bignum, which takes a link index.
            self.next_index += 1;
            return self.bignum(vm, &num_bigint::BigInt::from(i));
        }
        if v.is_symbol() {
            return self.symbol(vm, v.as_symbol());
        }
        if let Some(&i) = self.links.get(&v.0) {
            self.byte(vm, T_LINK)?;
            return self.long(vm, i64::from(i));
        }
        let limit = if limit > 0 { limit - 1 } else { limit };
        if let Some(f) = vm.float_value(v) {
            self.remember(vm, v);
            self.byte(vm, T_FLOAT)?;
            return self.bytes(vm, float_text(f).as_bytes());
        }
        if !v.is_heap() {
            let k = vm.class_of_real(v);
            let name = vm.module_name(k);
            return Err(vm.type_error(&format!("can't dump {name}")));
        }
        if vm.respond_to(v, intern("marshal_dump"), true) {
            self.remember(vm, v);
            let data = vm.call_method(v, intern("marshal_dump"), &[], None)?;
            if data.is_heap() && vm.class_of(data) == vm.class_of(v) {
                // Dumping it would call `marshal_dump` again without end.
                let k = vm.class_of(v);
                let name = vm.module_name(k);
                return Err(vm.make_error(vm.core.runtime_error, &format!("{name}#marshal_dump returned same class instance")));
            }
            self.class(vm, T_USRMARSHAL, v, false)?;
            return self.object(vm, data, limit);
        }
        if vm.respond_to(v, intern("_dump"), true) {
            let s = vm.call_method(v, intern("_dump"), &[Value::fixnum(limit)], None)?;
            if !crate::core::is_string(s) {
                return Err(vm.type_error("_dump() must return string"));
            }
            vm.temp_roots.push(s);
            let r = self.user_def(vm, v, s);
            vm.temp_roots.pop();
            return r;
        }
        if crate::core::encoding::encoding_id_of_object(v).is_some() && vm.class_of_real(v) == vm.core.encoding {
            // Encoding's `_dump`: its name.
            let id = crate::core::encoding::encoding_id_of_object(v).unwrap_or(EncodingId::BINARY);
            let s = vm.new_str(id.name());
            crate::core::encoding::set_string_encoding(s, EncodingId::US_ASCII);
            vm.temp_roots.push(s);
            let r = self.user_def(vm, v, s);
            vm.temp_roots.pop();
            return r;
        }
        self.remember(vm, v);
        self.body(vm, v, limit)
    }

    /// A `_dump` object: `u`, the class, the String's bytes and the String's ivars (or, when it
    /// has none, the ivars of a non-RObject receiver).
    fn user_def(&mut self, vm: &mut Vm, v: Value, s: Value) -> VmResult<()> {
        let s_enc = enc_ivar(crate::core::encoding::string_encoding(s));
        // The String's internal ivars (no `@`: Time's `offset`, `zone`, ...) are written too.
        let s_names: Vec<_> = vm.ivar_names_with_hidden(s).into_iter().filter(|n| !n.is_hidden_ivar()).collect();
        let (src, enc, names) = if !matches!(s_enc, EncIvar::None) || !s_names.is_empty() {
            (s, s_enc, s_names)
        } else {
            // An RObject's own ivars are not written (CRuby's `has_ivars` counts only the
            // ivars kept outside the object, as a String's or a typed data's).
            let names = if obj::obj_type(v) == ObjType::Object { Vec::new() } else { vm.ivar_names(v) };
            (v, EncIvar::None, names)
        };
        let hasiv = !matches!(enc, EncIvar::None) || !names.is_empty();
        if hasiv {
            self.byte(vm, T_IVAR)?;
        }
        self.class(vm, T_USERDEF, v, false)?;
        let bytes = obj::as_string(s).bytes.to_vec();
        self.bytes(vm, &bytes)?;
        if hasiv {
            self.ivars(vm, src, enc, &names)?;
        }
        self.remember(vm, v);
        Ok(())
    }

    /// Everything but links, immediates, floats and the user hooks.
    fn body(&mut self, vm: &mut Vm, v: Value, limit: i64) -> VmResult<()> {
        let ty = obj::obj_type(v);
        match ty {
            ObjType::Class => {
                if obj::as_class(v).data.is_singleton {
                    return Err(vm.type_error("singleton class can't be dumped"));
                }
                let path = self.class_path(vm, v)?;
                self.byte(vm, T_CLASS)?;
                return self.bytes(vm, &path);
            }
            ObjType::Module => {
                let path = self.class_path(vm, v)?;
                self.byte(vm, T_MODULE)?;
                return self.bytes(vm, &path);
            }
            ObjType::Bignum => {
                let b = (*obj::as_bignum(v).value).clone();
                return self.bignum(vm, &b);
            }
            _ => {}
        }
        let names = vm.ivar_names(v);
        if ty == ObjType::Object {
            return self.plain_object(vm, v, names, limit);
        }
        let is_regexp = crate::core::regexp::is_regexp(v);
        let enc = match ty {
            ObjType::String => enc_ivar(crate::core::encoding::string_encoding(v)),
            _ if is_regexp => enc_ivar(crate::core::regexp::re_of(v).enc),
            _ => EncIvar::None,
        };
        let hasiv = !matches!(enc, EncIvar::None) || !names.is_empty();
        match ty {
            ObjType::String => {
                if hasiv {
                    self.byte(vm, T_IVAR)?;
                }
                self.uclass(vm, v, vm.core.string)?;
                self.byte(vm, T_STRING)?;
                let bytes = obj::as_string(v).bytes.to_vec();
                self.bytes(vm, &bytes)?;
            }
            ObjType::Array => {
                if hasiv {
                    self.byte(vm, T_IVAR)?;
                }
                self.uclass(vm, v, vm.core.array)?;
                self.byte(vm, T_ARRAY)?;
                let n = obj::as_array(v).items.len();
                self.long(vm, n as i64)?;
                let mut i = 0;
                while i < n {
                    // Re-read: a user hook may have changed the Array.
                    let item = obj::as_array(v).items.get(i).copied().unwrap_or(Value::NIL);
                    self.object(vm, item, limit)?;
                    i += 1;
                }
            }
            ObjType::Hash => {
                if hasiv {
                    self.byte(vm, T_IVAR)?;
                }
                self.uclass(vm, v, vm.core.hash)?;
                let t = &obj::as_hash(v).table;
                let (ident, dproc, default) = (t.compare_by_identity, t.default_proc, t.default);
                if ident {
                    self.byte(vm, T_UCLASS)?;
                    self.symbol(vm, intern("Hash"))?;
                }
                if !dproc.is_nil() {
                    return Err(vm.type_error("can't dump hash with default proc"));
                }
                self.byte(vm, if default.is_nil() { T_HASH } else { T_HASH_DEF })?;
                let flat: Vec<Value> = crate::core::hash::pairs(v).into_iter().flat_map(|(k, x)| [k, x]).collect();
                let snapshot = vm.new_hidden_array(flat);
                vm.temp_roots.push(snapshot);
                let r = (|| -> VmResult<()> {
                    let n = obj::as_array(snapshot).items.len() / 2;
                    self.long(vm, n as i64)?;
                    for i in 0..n {
                        let k = obj::as_array(snapshot).items[2 * i];
                        let x = obj::as_array(snapshot).items[2 * i + 1];
                        self.object(vm, k, limit)?;
                        self.object(vm, x, limit)?;
                    }
                    if !default.is_nil() {
                        self.object(vm, default, limit)?;
                    }
                    Ok(())
                })();
                vm.temp_roots.pop();
                r?;
            }
            ObjType::Range => {
                self.class(vm, T_OBJECT, v, true)?;
                let r = obj::as_range(v);
                let (b, e) = (r.begin, r.end);
                let excl = obj::has_flag(v, obj::FL_EXCL_END);
                self.long(vm, 3)?;
                self.symbol(vm, intern("excl"))?;
                self.object(vm, Value::bool(excl), limit)?;
                self.symbol(vm, intern("begin"))?;
                self.object(vm, b, limit)?;
                self.symbol(vm, intern("end"))?;
                self.object(vm, e, limit)?;
                return Ok(());
            }
            _ if is_regexp => {
                if hasiv {
                    self.byte(vm, T_IVAR)?;
                }
                self.uclass(vm, v, vm.core.regexp)?;
                self.byte(vm, T_REGEXP)?;
                let d = crate::core::regexp::re_of(v);
                let (src, opts) = (d.source.clone(), d.options);
                self.bytes(vm, &src)?;
                self.byte(vm, (opts & 0xff) as u8)?;
            }
            _ => {
                let k = vm.class_of_real(v);
                let name = vm.module_name(k);
                let io = vm.core.io;
                if inherits(vm, k, io) {
                    return Err(vm.type_error(&format!("can't dump {name}")));
                }
                return Err(vm.type_error(&format!("no _dump_data is defined for class {name}")));
            }
        }
        if hasiv {
            self.ivars(vm, v, enc, &names)?;
        }
        Ok(())
    }

    /// An RObject: a Set (as CRuby's compat `o` with `@hash`), a Struct or Data (`S`), an
    /// exception (its message and backtrace as the ivars `mesg`/`bt`), or a plain object.
    fn plain_object(&mut self, vm: &mut Vm, v: Value, names: Vec<SymbolId>, limit: i64) -> VmResult<()> {
        let k = vm.class_of_real(v);
        let io = vm.core.io;
        if inherits(vm, k, io) {
            let name = vm.module_name(k);
            return Err(vm.type_error(&format!("can't dump {name}")));
        }
        if crate::core::set::is_set(vm, v) {
            let keys = crate::core::set::keys_array(vm, v)?;
            vm.temp_roots.push(keys);
            let h = vm.new_hash();
            vm.temp_roots.push(h);
            let r = (|| -> VmResult<()> {
                let n = obj::as_array(keys).items.len();
                for i in 0..n {
                    let key = obj::as_array(keys).items[i];
                    vm.hash_set_literal(h, key, Value::TRUE)?;
                }
                obj::as_hash_mut(h).table.default = Value::FALSE;
                if !names.is_empty() {
                    self.byte(vm, T_IVAR)?;
                }
                self.class(vm, T_OBJECT, v, true)?;
                self.long(vm, 1)?;
                self.symbol(vm, intern("@hash"))?;
                self.object(vm, h, limit)?;
                if !names.is_empty() {
                    self.ivars(vm, v, EncIvar::None, &names)?;
                }
                Ok(())
            })();
            vm.temp_roots.truncate(vm.temp_roots.len() - 2);
            return r;
        }
        if let Some(members) = crate::core::struct_::members_of(vm, k) {
            if !names.is_empty() {
                self.byte(vm, T_IVAR)?;
            }
            self.class(vm, T_STRUCT, v, true)?;
            let n = crate::core::struct_::member_count(members);
            self.long(vm, n as i64)?;
            for i in 0..n {
                let Some(m) = crate::core::struct_::member_at(members, i) else { continue };
                self.symbol(vm, m)?;
                let x = crate::core::struct_::get_member(vm, v, m);
                self.object(vm, x, limit)?;
            }
            if !names.is_empty() {
                self.ivars(vm, v, EncIvar::None, &names)?;
            }
            return Ok(());
        }
        let exc = vm.core.exception;
        if inherits(vm, k, exc) {
            self.class(vm, T_OBJECT, v, true)?;
            use crate::symbol::sym;
            let mesg = vm.ivar_get(v, sym::MESG);
            let bt = vm.exception_backtrace(v);
            let cause = vm.ivar_get(v, sym::CAUSE);
            let has_locations = vm.ivar_defined(v, sym::BT_FRAMES);
            let mut fixed: Vec<(&str, Value)> = vec![("mesg", mesg), ("bt", bt)];
            if !cause.is_nil() {
                fixed.push(("cause", cause));
            }
            if has_locations {
                fixed.push(("bt_locations", bt));
            }
            vm.temp_roots.push(bt);
            let r = (|| -> VmResult<()> {
                self.long(vm, (fixed.len() + names.len()) as i64)?;
                for (name, x) in fixed {
                    self.symbol(vm, intern(name))?;
                    self.object(vm, x, limit)?;
                }
                for &name in &names {
                    self.symbol(vm, name)?;
                    let x = vm.ivar_get(v, name);
                    self.object(vm, x, limit)?;
                }
                Ok(())
            })();
            vm.temp_roots.pop();
            return r;
        }
        // Thread::Mutex, Queue, SizedQueue and ConditionVariable are typed data in CRuby (their
        // state is not ivars), so without a `marshal_dump` they have no `_dump_data`.
        if crate::core::thread::is_sync_primitive(vm, k) {
            let name = vm.module_name(k);
            return Err(vm.type_error(&format!("no _dump_data is defined for class {name}")));
        }
        self.class(vm, T_OBJECT, v, true)?;
        self.long(vm, names.len() as i64)?;
        for &name in &names {
            self.symbol(vm, name)?;
            let x = vm.ivar_get(v, name);
            self.object(vm, x, limit)?;
        }
        Ok(())
    }
}
