//! The writer of the binary format (see `bytecode`): collects the iseq tree in pre-order, gives
//! every symbol, literal and text one object-table entry (children before the entries that
//! refer to them), and writes each iseq's record with its operands encoded by kind.
//!
//! Invariant: the output is exactly what `decode` accepts for a tree the compiler made; an object
//! the format cannot hold (a literal of a class it does not know) makes `encode` fail with a
//! message rather than write something that would load differently.

use std::collections::HashMap;

use crate::bytecode::small_uint::zigzag;

thread_local! {
    /// Write every integer in 8 bytes instead of a small uint (`fixed_width_size`, the
    /// benchmark's baseline); never set while writing a binary anyone loads.
    static FIXED_WIDTH: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

fn put(out: &mut Vec<u8>, v: u64) {
    if FIXED_WIDTH.with(|f| f.get()) {
        out.extend_from_slice(&v.to_le_bytes());
    } else {
        crate::bytecode::small_uint::write(out, v);
    }
}

/// The size the binary of `root` would have with every integer in 8 bytes (the same layout
/// otherwise): what the small uints save.
pub fn fixed_width_size(vm: &mut Vm, root: Value) -> Result<usize, String> {
    FIXED_WIDTH.with(|f| f.set(true));
    let r = encode(vm, root, None).map(|b| b.len());
    FIXED_WIDTH.with(|f| f.set(false));
    r
}
use crate::bytecode::{tag, vm_version, FORMAT_MAJOR, FORMAT_MINOR, MAGIC};
use crate::insn::{Opcode, OperandKind};
use crate::iseq::{CatchKind, IseqData, IseqKind, NO_SVAR};
use crate::object::{self, ObjType};
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::Vm;

/// What an object-table entry is keyed by, so each is written once.
#[derive(Hash, PartialEq, Eq)]
enum Key {
    /// An immediate, or a heap object by identity.
    Bits(u64),
    Symbol(u32),
    Text(Vec<u8>),
    /// A String literal by contents (equal literals share an entry, as CRuby's fstrings).
    Str(Vec<u8>, u8, u8),
}

struct Encoder<'v> {
    vm: &'v Vm,
    table: Vec<u8>,
    entries: usize,
    keys: HashMap<Key, usize>,
    iseq_index: HashMap<u64, usize>,
}

/// Writes the binary of the iseq tree rooted at `root`.
pub fn encode(vm: &mut Vm, root: Value, extra: Option<&[u8]>) -> Result<Vec<u8>, String> {
    let vm: &Vm = vm;
    let iseqs = collect(root)?;
    let mut e = Encoder { vm, table: Vec::new(), entries: 0, keys: HashMap::new(), iseq_index: HashMap::new() };
    for (i, &q) in iseqs.iter().enumerate() {
        e.iseq_index.insert(q.0, i);
    }
    let mut list = Vec::new();
    put(&mut list, iseqs.len() as u64);
    for &q in &iseqs {
        e.iseq(&mut list, q)?;
    }
    let mut table = Vec::new();
    put(&mut table, e.entries as u64);
    table.extend_from_slice(&e.table);

    let version = vm_version();
    // The header's offsets are written as fixed 4-byte fields so their own size is known.
    let mut out = Vec::with_capacity(64 + table.len() + list.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[FORMAT_MAJOR, FORMAT_MINOR, std::mem::size_of::<usize>() as u8, u8::from(cfg!(target_endian = "little"))]);
    let size_at = out.len();
    out.extend_from_slice(&[0; 4]);
    put(&mut out, version.len() as u64);
    out.extend_from_slice(version.as_bytes());
    let offsets_at = out.len();
    out.extend_from_slice(&[0; 16]);
    let table_at = out.len();
    out.extend_from_slice(&table);
    let list_at = out.len();
    out.extend_from_slice(&list);
    let extra_at = out.len();
    let extra_len = match extra {
        Some(x) => {
            out.extend_from_slice(x);
            x.len() as u64 + 1
        }
        None => 0,
    };
    let total = u32::try_from(out.len()).map_err(|_| "binary larger than 4 GiB".to_string())?;
    out[size_at..size_at + 4].copy_from_slice(&total.to_le_bytes());
    for (i, v) in [table_at as u64, list_at as u64, extra_at as u64, extra_len].into_iter().enumerate() {
        let v = u32::try_from(v).map_err(|_| "binary larger than 4 GiB".to_string())?;
        out[offsets_at + 4 * i..offsets_at + 4 * i + 4].copy_from_slice(&v.to_le_bytes());
    }
    Ok(out)
}

/// The iseqs of the tree in pre-order (each named by exactly one operand).
fn collect(root: Value) -> Result<Vec<Value>, String> {
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![root];
    while let Some(q) = work.pop() {
        if !seen.insert(q.0) {
            return Err("an iseq is shared by two parents".into());
        }
        out.push(q);
        let d = &object::as_iseq(q).data;
        let mut children = Vec::new();
        for (pc, op, _) in crate::iseq::decode(&d.code) {
            for (k, kind) in op.info().operands.iter().enumerate() {
                let w = Value(d.code[pc + 1 + k]);
                if *kind == OperandKind::Iseq && w.is_heap() {
                    children.push(w);
                }
            }
        }
        // Pushed in reverse so the list comes out in code order.
        work.extend(children.into_iter().rev());
    }
    Ok(out)
}

impl Encoder<'_> {
    fn add(&mut self, key: Key, bytes: &[u8]) -> usize {
        let i = self.entries;
        self.table.extend_from_slice(bytes);
        self.entries += 1;
        self.keys.insert(key, i);
        i
    }

    fn text(&mut self, s: &[u8]) -> usize {
        if let Some(&i) = self.keys.get(&Key::Text(s.to_vec())) {
            return i;
        }
        let mut b = vec![tag::TEXT];
        put(&mut b, s.len() as u64);
        b.extend_from_slice(s);
        self.add(Key::Text(s.to_vec()), &b)
    }

    fn symbol(&mut self, id: SymbolId) -> usize {
        if let Some(&i) = self.keys.get(&Key::Symbol(id.0)) {
            return i;
        }
        if id.0 >= u32::MAX - 1 {
            return self.add(Key::Symbol(id.0), &[tag::RESERVED_NAME, (u32::MAX - id.0) as u8]);
        }
        let name = id.bytes();
        let mut b = vec![tag::SYMBOL];
        put(&mut b, name.len() as u64);
        b.extend_from_slice(name);
        self.add(Key::Symbol(id.0), &b)
    }

    fn once_cell(&mut self, v: Value) -> usize {
        if let Some(&i) = self.keys.get(&Key::Bits(v.0)) {
            return i;
        }
        self.add(Key::Bits(v.0), &[tag::ONCE_CELL])
    }

    /// The entry of literal `v`, written (with what it refers to) if new.
    fn obj(&mut self, v: Value, depth: usize) -> Result<usize, String> {
        if depth > crate::bytecode::decode::MAX_LITERAL_DEPTH {
            return Err("literal nested too deeply".into());
        }
        if v.is_symbol() {
            return Ok(self.symbol(v.as_symbol()));
        }
        if let Some(&i) = self.keys.get(&Key::Bits(v.0)) {
            return Ok(i);
        }
        let mut b = Vec::new();
        if v.is_nil() {
            b.push(tag::NIL);
        } else if v == Value::TRUE {
            b.push(tag::TRUE);
        } else if v == Value::FALSE {
            b.push(tag::FALSE);
        } else if v == Value::UNDEF {
            b.push(tag::UNDEF);
        } else if v.is_fixnum() {
            b.push(tag::FIXNUM);
            put(&mut b, zigzag(v.as_fixnum()));
        } else if v.is_flonum() {
            b.push(tag::FLOAT);
            put(&mut b, v.flonum_to_f64().to_bits());
        } else if !v.is_heap() {
            return Err(format!("cannot dump the immediate {:#x}", v.0));
        } else {
            match object::obj_type(v) {
                ObjType::String => {
                    let bytes = object::as_string(v).bytes.to_vec();
                    let enc = crate::core::protocol::string_encoding_id(v);
                    // Bit 0: frozen; bit 1: an interpolation's source fragment.
                    let marks = u8::from(object::has_flag(v, object::FL_FROZEN)) | u8::from(object::has_flag(v, object::FL_STR_SOURCE_FRAGMENT)) << 1;
                    let key = Key::Str(bytes.clone(), enc, marks);
                    if let Some(&i) = self.keys.get(&key) {
                        self.keys.insert(Key::Bits(v.0), i);
                        return Ok(i);
                    }
                    b.push(tag::STRING);
                    b.push(enc);
                    b.push(marks);
                    put(&mut b, bytes.len() as u64);
                    b.extend_from_slice(&bytes);
                    let i = self.add(key, &b);
                    self.keys.insert(Key::Bits(v.0), i);
                    return Ok(i);
                }
                ObjType::Float => {
                    b.push(tag::FLOAT);
                    put(&mut b, object::as_float_obj(v).value.to_bits());
                }
                ObjType::Bignum => {
                    let n = &*object::as_bignum(v).value;
                    let (sign, mag) = n.to_bytes_le();
                    b.push(tag::BIGNUM);
                    b.push(u8::from(sign == num_bigint::Sign::Minus));
                    put(&mut b, mag.len() as u64);
                    b.extend_from_slice(&mag);
                }
                ObjType::Array => {
                    let items = object::as_array(v).items.to_vec();
                    let idx = items.iter().map(|&x| self.obj(x, depth + 1)).collect::<Result<Vec<_>, _>>()?;
                    b.push(tag::ARRAY);
                    b.push(u8::from(object::has_flag(v, object::FL_FROZEN)));
                    put(&mut b, idx.len() as u64);
                    for i in idx {
                        put(&mut b, i as u64);
                    }
                }
                ObjType::Hash => {
                    let pairs = crate::core::protocol::hash_pairs(v);
                    let mut idx = Vec::with_capacity(pairs.len() * 2);
                    for (k, x) in pairs {
                        idx.push(self.obj(k, depth + 1)?);
                        idx.push(self.obj(x, depth + 1)?);
                    }
                    b.push(tag::HASH);
                    b.push(u8::from(object::has_flag(v, object::FL_FROZEN)));
                    put(&mut b, (idx.len() / 2) as u64);
                    for i in idx {
                        put(&mut b, i as u64);
                    }
                }
                ObjType::Range => {
                    let r = object::as_range(v);
                    let (s, e) = (r.begin, r.end);
                    let (si, ei) = (self.obj(s, depth + 1)?, self.obj(e, depth + 1)?);
                    b.push(tag::RANGE);
                    b.push(u8::from(object::has_flag(v, object::FL_EXCL_END)));
                    put(&mut b, si as u64);
                    put(&mut b, ei as u64);
                }
                ObjType::Class | ObjType::Module => {
                    let name = self.vm.module_name(v);
                    if name.starts_with('#') || self.vm.is_singleton_class(v) {
                        return Err(format!("cannot dump the anonymous module {name}"));
                    }
                    let t = self.text(name.as_bytes());
                    b.push(tag::MODULE);
                    put(&mut b, t as u64);
                }
                ObjType::Data => {
                    if let Some((source, options, enc)) = crate::core::protocol::regexp_parts(v) {
                        b.push(tag::REGEXP);
                        b.push(enc);
                        put(&mut b, u64::from(options));
                        put(&mut b, source.len() as u64);
                        b.extend_from_slice(&source);
                    } else if let Some(n) = crate::core::protocol::encoding_number(v) {
                        b.push(tag::ENCODING);
                        b.push(n);
                    } else if let Some((n, d)) = crate::core::protocol::rational_parts(v) {
                        let (ni, di) = (self.obj(n, depth + 1)?, self.obj(d, depth + 1)?);
                        b.push(tag::RATIONAL);
                        put(&mut b, ni as u64);
                        put(&mut b, di as u64);
                    } else if let Some((re, im)) = crate::core::protocol::complex_parts(v) {
                        let (ri, ii) = (self.obj(re, depth + 1)?, self.obj(im, depth + 1)?);
                        b.push(tag::COMPLEX);
                        put(&mut b, ri as u64);
                        put(&mut b, ii as u64);
                    } else {
                        return Err("cannot dump a literal of this class".into());
                    }
                }
                t => return Err(format!("cannot dump a literal of type {t:?}")),
            }
        }
        Ok(self.add(Key::Bits(v.0), &b))
    }

    /// One iseq's record.
    fn iseq(&mut self, out: &mut Vec<u8>, q: Value) -> Result<(), String> {
        let d: &IseqData = &object::as_iseq(q).data;
        out.push(match d.kind {
            IseqKind::Top => 0,
            IseqKind::Method => 1,
            IseqKind::Block => 2,
            IseqKind::Class => 3,
            IseqKind::Lambda => 4,
        });
        let flags = u64::from(d.uses_env)
            | u64::from(d.uses_home_block) << 1
            | u64::from(d.transparent) << 2
            | u64::from(d.is_eval) << 3
            | u64::from(d.ruby2_keywords.get()) << 4;
        put(out, flags);
        let name = self.text(d.name.as_bytes());
        put(out, name as u64);
        match d.method_name {
            Some(m) => {
                let s = self.symbol(m);
                put(out, s as u64 + 1);
            }
            None => put(out, 0),
        }
        put(out, u64::from(d.block_depth));
        let path = self.text(d.path.as_bytes());
        put(out, path as u64);
        put(out, u64::from(d.first_line));
        put(out, u64::from(d.local_count));
        put(out, d.local_names.len() as u64);
        for &n in &d.local_names {
            if n.0 == u32::MAX {
                put(out, 0);
            } else {
                let s = self.symbol(n);
                put(out, s as u64 + 1);
            }
        }
        put(out, if d.svar == NO_SVAR { 0 } else { u64::from(d.svar) + 1 });
        put(out, u64::from(d.svar_level));
        self.params(out, d);
        put(out, d.call_infos.len() as u64);
        for ci in &d.call_infos {
            let m = self.symbol(ci.mid);
            put(out, m as u64);
            put(out, u64::from(ci.argc));
            put(out, u64::from(ci.flags));
            put(out, ci.kw_names.len() as u64);
            for &k in &ci.kw_names {
                let s = self.symbol(k);
                put(out, s as u64);
            }
        }
        put(out, d.ivar_caches.len() as u64);
        put(out, d.const_caches.len() as u64);
        put(out, d.catch_table.len() as u64);
        for e in &d.catch_table {
            out.push(match e.kind {
                CatchKind::Rescue => 0,
                CatchKind::Ensure => 1,
            });
            for v in [e.start, e.end, e.handler, e.sp, e.handler_end, e.slot] {
                put(out, u64::from(v));
            }
        }
        // Line table and line events, as deltas.
        put(out, d.lines.len() as u64);
        let (mut last_pc, mut last_line) = (0u32, d.first_line);
        for &(pc, line) in &d.lines {
            put(out, u64::from(pc - last_pc));
            put(out, zigzag(i64::from(line) - i64::from(last_line)));
            (last_pc, last_line) = (pc, line);
        }
        put(out, d.line_events.len() as u64);
        let mut last = 0u32;
        for &pc in &d.line_events {
            put(out, u64::from(pc - last));
            last = pc;
        }
        // The code: its length in words (labels are word offsets), then the instructions.
        put(out, d.code.len() as u64);
        for (pc, op, _) in crate::iseq::decode(&d.code) {
            // Back edges are written in their plain form, with their target (the loader marks
            // them again).
            put(out, op.plain_form() as u64);
            for (k, kind) in op.info().operands.iter().enumerate() {
                let w = d.code[pc + 1 + k];
                let w = if *kind == OperandKind::Label { op.branch_target(pc, w) as u64 } else { w };
                match kind {
                    OperandKind::Num | OperandKind::Label | OperandKind::CallSite | OperandKind::IvarCache | OperandKind::ConstCache => put(out, w),
                    OperandKind::Id => {
                        let s = self.symbol(SymbolId(w as u32));
                        put(out, s as u64);
                    }
                    OperandKind::Obj if matches!(op, Opcode::OnceGet | Opcode::OnceSet) => {
                        let i = self.once_cell(Value(w));
                        put(out, i as u64);
                    }
                    OperandKind::Obj => {
                        let i = self.obj(Value(w), 0)?;
                        put(out, i as u64);
                    }
                    OperandKind::Iseq => {
                        let v = Value(w);
                        if v.is_heap() {
                            put(out, self.iseq_index[&v.0] as u64 + 1);
                        } else {
                            put(out, 0);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn params(&mut self, out: &mut Vec<u8>, d: &IseqData) {
        let p = &d.params;
        put(out, u64::from(p.lead));
        put(out, u64::from(p.opt));
        put(out, p.opt_table.len() as u64);
        for &t in &p.opt_table {
            put(out, u64::from(t));
        }
        let opt_slot = |o: Option<u32>| o.map_or(0, |v| u64::from(v) + 1);
        put(out, opt_slot(p.rest));
        put(out, u64::from(p.post));
        put(out, u64::from(p.post_start));
        put(out, p.kw_names.len() as u64);
        for (i, &k) in p.kw_names.iter().enumerate() {
            let s = self.symbol(k);
            put(out, (s as u64) << 1 | u64::from(p.kw_required[i]));
        }
        put(out, u64::from(p.kw_start));
        put(out, opt_slot(p.kwrest));
        put(out, opt_slot(p.block));
        put(out, u64::from(p.no_kw) | u64::from(p.auto_splat) << 1 | u64::from(p.has_params) << 2);
    }
}
