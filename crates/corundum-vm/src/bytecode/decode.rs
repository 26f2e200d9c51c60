//! The reader of the binary format (see `bytecode`). Every number read is checked before use:
//! counts against the bytes left (each element takes at least one byte, so no count can make
//! the reader allocate more than the input's size), indexes against their tables, and each iseq
//! against `verify::try_check` and `bytecode::check` before it is made.
//!
//! Invariants: objects made while reading are in `Vm::temp_roots` from their creation until
//! `decode` returns (the caller roots the root iseq it gets); iseqs are made last to first, so
//! each child exists before the parent whose code names it.

use std::rc::Rc;

use crate::bytecode::small_uint::{read as get, unzigzag};
use crate::bytecode::{check, tag, vm_version, FORMAT_MAJOR, MAGIC};
use crate::insn::{Opcode, OperandKind, INSNS};
use crate::iseq::{CallInfo, CatchEntry, CatchKind, IseqKind, IseqParts, Params, NO_SVAR};
use crate::object;
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::{Unwind, Vm};

pub enum LoadError {
    /// The input is not a valid binary (the message says why).
    Bad(String),
    /// Making an object raised (a literal's class is missing, ...).
    Ruby(Unwind),
}

impl From<String> for LoadError {
    fn from(m: String) -> LoadError {
        LoadError::Bad(m)
    }
}

type R<T> = Result<T, LoadError>;

fn bad<T>(msg: impl Into<String>) -> R<T> {
    Err(LoadError::Bad(msg.into()))
}

/// Where the header says the sections are.
pub struct Header {
    pub table_at: usize,
    pub list_at: usize,
    /// (offset, length) of the extra data, when there is some.
    pub extra: Option<(usize, usize)>,
    pub extra_at: usize,
}

/// Reads and checks the header of `b`.
pub fn header(b: &[u8]) -> Result<Header, String> {
    if b.len() < 12 || &b[..4] != MAGIC {
        return Err("not a Corundum binary (bad magic)".into());
    }
    if b[4] != FORMAT_MAJOR {
        return Err(format!("format version {}.{} (this VM reads {}.x)", b[4], b[5], FORMAT_MAJOR));
    }
    if b[6] as usize != std::mem::size_of::<usize>() || b[7] != u8::from(cfg!(target_endian = "little")) {
        return Err("written for another word size or byte order".into());
    }
    let total = u32::from_le_bytes([b[8], b[9], b[10], b[11]]) as usize;
    if total != b.len() {
        return Err(format!("size is {} bytes, the header says {total}", b.len()));
    }
    let mut pos = 12;
    let vlen = get(b, &mut pos).ok_or("truncated header")? as usize;
    let version = b.get(pos..pos.saturating_add(vlen)).ok_or("truncated header")?;
    if version != vm_version().as_bytes() {
        return Err(format!("written by '{}', this is '{}'", String::from_utf8_lossy(version), vm_version()));
    }
    pos += vlen;
    let fields = b.get(pos..pos + 16).ok_or("truncated header")?;
    let word = |i: usize| u32::from_le_bytes([fields[4 * i], fields[4 * i + 1], fields[4 * i + 2], fields[4 * i + 3]]) as usize;
    let (table_at, list_at, extra_at, extra_len) = (word(0), word(1), word(2), word(3));
    if table_at != pos + 16 || list_at < table_at || extra_at < list_at || extra_at > b.len() {
        return Err("section offsets out of order".into());
    }
    let extra = match extra_len {
        0 if extra_at == b.len() => None,
        0 => return Err("bytes after the last section".into()),
        n if extra_at + (n - 1) == b.len() => Some((extra_at, n - 1)),
        _ => return Err("extra data length does not match".into()),
    };
    Ok(Header { table_at, list_at, extra, extra_at })
}

/// A cursor over one section.
struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
    end: usize,
}

impl Reader<'_> {
    #[inline]
    fn uint(&mut self) -> R<u64> {
        // Most values take one byte (`xxxxxxx1`).
        if self.pos < self.end && self.b[self.pos] & 1 == 1 {
            self.pos += 1;
            return Ok(u64::from(self.b[self.pos - 1] >> 1));
        }
        let mut p = self.pos;
        match get(&self.b[..self.end], &mut p) {
            Some(v) => {
                self.pos = p;
                Ok(v)
            }
            None => bad("truncated"),
        }
    }
    fn u32(&mut self) -> R<u32> {
        let v = self.uint()?;
        u32::try_from(v).or_else(|_| bad(format!("{v} out of range")))
    }
    fn byte(&mut self) -> R<u8> {
        if self.pos >= self.end {
            return bad("truncated");
        }
        self.pos += 1;
        Ok(self.b[self.pos - 1])
    }
    fn flag(&mut self) -> R<bool> {
        match self.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => bad("bad flag byte"),
        }
    }
    fn bytes(&mut self, n: u64) -> R<&[u8]> {
        if n > (self.end - self.pos) as u64 {
            return bad("length past the end of the input");
        }
        let n = n as usize;
        self.pos += n;
        Ok(&self.b[self.pos - n..self.pos])
    }
    /// A count of elements that take at least one byte each.
    fn count(&mut self) -> R<usize> {
        let n = self.uint()?;
        if n > (self.end - self.pos) as u64 {
            return bad(format!("count {n} exceeds the input"));
        }
        Ok(n as usize)
    }
    /// An index below `limit`.
    fn index(&mut self, limit: usize) -> R<usize> {
        let i = self.uint()?;
        if i >= limit as u64 {
            return bad(format!("index {i} out of range"));
        }
        Ok(i as usize)
    }
}

/// One object-table entry.
#[derive(Clone)]
enum Entry {
    Val(Value),
    Sym(SymbolId),
    Text(Rc<str>),
    Once(Value),
}

/// An iseq's record, with its `Iseq` operands still list indexes.
struct Record {
    parts: IseqParts,
    /// (code offset, iseq index, the instruction) of each `Iseq` operand naming a child.
    children: Vec<(usize, usize, Opcode)>,
}

pub fn decode(vm: &mut Vm, b: &[u8]) -> R<Value> {
    let h = header(b)?;
    let mark = vm.temp_roots.len();
    let r = decode_sections(vm, b, &h);
    vm.temp_roots.truncate(mark);
    r
}

fn decode_sections(vm: &mut Vm, b: &[u8], h: &Header) -> R<Value> {
    let mut t = Reader { b, pos: h.table_at, end: h.list_at };
    let table = read_table(vm, &mut t)?;
    if t.pos != t.end {
        return bad("bytes after the object table");
    }
    let mut l = Reader { b, pos: h.list_at, end: h.extra_at };
    let n = l.count()?;
    if n == 0 {
        return bad("no iseqs");
    }
    let mut recs = Vec::with_capacity(n);
    for i in 0..n {
        recs.push(Some(read_iseq(&mut l, &table, n, i)?));
    }
    if l.pos != l.end {
        return bad("bytes after the iseq list");
    }
    // The tree: every iseq but the root named once, by an iseq before it.
    let mut parent = vec![usize::MAX; n];
    for (i, r) in recs.iter().flatten().enumerate() {
        for &(_, c, _) in &r.children {
            if c <= i || parent[c] != usize::MAX {
                return bad("iseq list is not a tree");
            }
            parent[c] = i;
        }
    }
    if parent.iter().skip(1).any(|&p| p == usize::MAX) {
        return bad("an iseq is not named by any other");
    }
    check_tree(&recs, &parent)?;
    // Children first: each iseq is made once the ones its code names exist.
    let mut made = vec![Value::NIL; n];
    for i in (0..n).rev() {
        let Some(Record { mut parts, children }) = recs[i].take() else {
            return bad("iseq record used twice");
        };
        for &(at, c, _) in &children {
            parts.code[at] = made[c].0;
        }
        let data = parts.into_data()?;
        check::stack_depths(&data.code, &data.catch_table, &data.params.opt_table, &data.call_infos, data.max_stack)?;
        let v = vm.new_iseq(data);
        for (site, cc) in object::as_iseq(v).data.call_caches.iter().enumerate() {
            cc.owner.set(v);
            cc.site.set(site as u32);
        }
        vm.temp_roots.push(v);
        made[i] = v;
    }
    Ok(made[0])
}

/// How far each table entry reaches: the literals its entry holds, and how deep.
///
/// An entry may name an earlier one any number of times, so a chain of Arrays each holding the
/// one before twice stands for a literal exponentially larger than its bytes, and a chain of
/// Arrays each holding the one before is a literal as deep as the table is long; hashing one
/// (a Hash key), comparing or inspecting it would then hang or exhaust the machine stack. The
/// reader refuses both: an entry is at most `MAX_LITERAL_DEPTH` deep (the writer's own limit,
/// so everything it writes loads) and stands for at most as many objects, counted with
/// repetitions, as the table has bytes (each reference takes a byte, so literals the compiler
/// makes, where only leaves are shared, always fit).
#[derive(Clone, Copy, Default)]
struct Reach {
    depth: usize,
    objects: u64,
}

/// The deepest nesting of blocks a binary may have.
const MAX_BLOCK_NESTING: usize = 4096;

/// The deepest literal the format holds (the writer refuses deeper ones).
pub const MAX_LITERAL_DEPTH: usize = 64;

/// Reads an element index of a composite entry: its value, with `reach` grown by its reach.
fn elem(t: &mut Reader<'_>, table: &[Entry], reaches: &[Reach], reach: &mut Reach) -> R<Value> {
    let i = t.index(table.len())?;
    reach.depth = reach.depth.max(reaches[i].depth + 1);
    reach.objects = reach.objects.saturating_add(reaches[i].objects);
    val(table, i)
}

fn read_table(vm: &mut Vm, t: &mut Reader<'_>) -> R<Vec<Entry>> {
    let n = t.count()?;
    let bytes = (t.end - t.pos) as u64;
    let mut table: Vec<Entry> = Vec::with_capacity(n);
    let mut reaches: Vec<Reach> = Vec::with_capacity(n);
    for _ in 0..n {
        let mut reach = Reach { depth: 0, objects: 1 };
        let e = read_entry(vm, t, &table, &reaches, &mut reach)?;
        if reach.depth > MAX_LITERAL_DEPTH {
            return bad("literal nested too deeply");
        }
        if reach.objects > bytes {
            return bad("literal larger than the input");
        }
        reaches.push(reach);
        if let Entry::Val(v) | Entry::Once(v) = e {
            if v.is_heap() {
                vm.temp_roots.push(v);
            }
        }
        table.push(e);
    }
    Ok(table)
}

fn val(table: &[Entry], i: usize) -> R<Value> {
    match &table[i] {
        Entry::Val(v) => Ok(*v),
        Entry::Sym(s) if s.0 < u32::MAX - 1 => Ok(Value::symbol(*s)),
        _ => bad("entry is not an object"),
    }
}

fn is_integer(v: Value) -> bool {
    v.is_fixnum() || object::is_type(v, object::ObjType::Bignum)
}

/// One entry; `reach` grows by the reach of every entry it names (see `Reach`).
fn read_entry(vm: &mut Vm, t: &mut Reader<'_>, table: &[Entry], reaches: &[Reach], reach: &mut Reach) -> R<Entry> {
    let ruby = |r: crate::vm::VmResult| r.map_err(LoadError::Ruby);
    Ok(match t.byte()? {
        tag::NIL => Entry::Val(Value::NIL),
        tag::TRUE => Entry::Val(Value::TRUE),
        tag::FALSE => Entry::Val(Value::FALSE),
        tag::UNDEF => Entry::Val(Value::UNDEF),
        tag::FIXNUM => {
            let i = unzigzag(t.uint()?);
            if !Value::fits_fixnum(i) {
                return bad("fixnum out of range");
            }
            Entry::Val(Value::fixnum(i))
        }
        tag::FLOAT => {
            let f = f64::from_bits(t.uint()?);
            Entry::Val(vm.new_float(f))
        }
        tag::SYMBOL => {
            let n = t.uint()?;
            Entry::Sym(crate::symbol::intern_bytes(t.bytes(n)?))
        }
        tag::RESERVED_NAME => match t.byte()? {
            k @ (0 | 1) => Entry::Sym(SymbolId(u32::MAX - u32::from(k))),
            _ => return bad("unknown reserved name"),
        },
        tag::TEXT => {
            let n = t.uint()?;
            match std::str::from_utf8(t.bytes(n)?) {
                Ok(s) => Entry::Text(Rc::from(s)),
                Err(_) => return bad("text is not UTF-8"),
            }
        }
        tag::STRING => {
            let enc = t.byte()?;
            // Bit 0: frozen; bit 1: an interpolation's source fragment (always frozen).
            let marks = t.byte()?;
            if marks > 1 && marks != 3 {
                return bad(format!("bad string marks {marks}"));
            }
            let n = t.uint()?;
            let bytes = t.bytes(n)?.to_vec();
            let Some(s) = crate::core::protocol::string_in_encoding(vm, bytes, enc) else {
                return bad(format!("unknown encoding number {enc}"));
            };
            if marks & 1 != 0 {
                object::basic(s).flags |= object::FL_FROZEN;
            }
            if marks & 2 != 0 {
                object::basic(s).flags |= object::FL_STR_SOURCE_FRAGMENT;
            }
            Entry::Val(s)
        }
        tag::BIGNUM => {
            let negative = t.flag()?;
            let n = t.uint()?;
            let mag = num_bigint::BigUint::from_bytes_le(t.bytes(n)?);
            let big = num_bigint::BigInt::from_biguint(if negative { num_bigint::Sign::Minus } else { num_bigint::Sign::Plus }, mag);
            match num_traits::ToPrimitive::to_i64(&big).filter(|&i| Value::fits_fixnum(i)) {
                Some(i) => Entry::Val(Value::fixnum(i)),
                None => Entry::Val(vm.new_bignum(big)),
            }
        }
        tag::RATIONAL => {
            let (n, d) = (elem(t, table, reaches, reach)?, elem(t, table, reaches, reach)?);
            if !is_integer(n) || !is_integer(d) {
                return bad("rational parts are not integers");
            }
            let r = crate::core::protocol::rational_literal(vm, n, d);
            if r.is_nil() {
                return bad("rational with a zero denominator");
            }
            Entry::Val(r)
        }
        tag::COMPLEX => {
            let (re, im) = (elem(t, table, reaches, reach)?, elem(t, table, reaches, reach)?);
            let real = |v: Value| is_integer(v) || v.is_flonum() || object::is_type(v, object::ObjType::Float) || crate::core::protocol::rational_parts(v).is_some();
            if !real(re) || !real(im) {
                return bad("complex parts are not real numbers");
            }
            Entry::Val(crate::core::protocol::complex_from_parts(vm, re, im))
        }
        tag::RANGE => {
            let excl = t.flag()?;
            let (s, e) = (elem(t, table, reaches, reach)?, elem(t, table, reaches, reach)?);
            Entry::Val(vm.new_range(s, e, excl))
        }
        tag::REGEXP => {
            let enc = t.byte()?;
            let options = t.u32()?;
            let n = t.uint()?;
            let source = t.bytes(n)?.to_vec();
            match crate::core::protocol::regexp_from_parts(vm, &source, options, enc) {
                Ok(r) => Entry::Val(r),
                Err(m) => return bad(format!("regexp literal: {m}")),
            }
        }
        tag::ARRAY => {
            let frozen = t.flag()?;
            let n = t.count()?;
            let mut items = Vec::with_capacity(n);
            for _ in 0..n {
                items.push(elem(t, table, reaches, reach)?);
            }
            let a = vm.new_array(items);
            if frozen {
                object::basic(a).flags |= object::FL_FROZEN;
            }
            Entry::Val(a)
        }
        tag::HASH => {
            let frozen = t.flag()?;
            let n = t.count()?;
            let h = vm.new_hash();
            vm.temp_roots.push(h);
            for _ in 0..n {
                let (k, v) = (elem(t, table, reaches, reach)?, elem(t, table, reaches, reach)?);
                ruby(vm.hash_set(h, k, v).map(|_| Value::NIL))?;
            }
            vm.temp_roots.pop();
            if frozen {
                object::basic(h).flags |= object::FL_FROZEN;
            }
            Entry::Val(h)
        }
        tag::MODULE => {
            let Entry::Text(path) = &table[t.index(table.len())?] else {
                return bad("module path is not text");
            };
            let path = path.clone();
            let m = ruby(crate::core::protocol::path_to_class(vm, path.as_bytes()))?;
            Entry::Val(m)
        }
        tag::ENCODING => {
            let n = t.byte()?;
            match crate::core::protocol::encoding_by_number(vm, n) {
                Some(e) => Entry::Val(e),
                None => return bad(format!("unknown encoding number {n}")),
            }
        }
        tag::ONCE_CELL => Entry::Once(vm.new_array(Vec::new())),
        other => return bad(format!("unknown object tag {other}")),
    })
}

/// A symbol entry naming a real symbol.
fn sym(table: &[Entry], i: usize) -> R<SymbolId> {
    match &table[i] {
        Entry::Sym(s) if s.0 < u32::MAX - 1 => Ok(*s),
        _ => bad("entry is not a symbol"),
    }
}

/// A local's name: a symbol, or one of the compiler's reserved names.
fn local_name(table: &[Entry], i: usize) -> R<SymbolId> {
    match &table[i] {
        Entry::Sym(s) => Ok(*s),
        _ => bad("entry is not a local name"),
    }
}

fn text(table: &[Entry], i: usize) -> R<Rc<str>> {
    match &table[i] {
        Entry::Text(s) => Ok(s.clone()),
        _ => bad("entry is not text"),
    }
}

fn read_iseq(l: &mut Reader<'_>, table: &[Entry], n_iseqs: usize, me: usize) -> R<Record> {
    let tn = table.len();
    let kind = match l.byte()? {
        0 => IseqKind::Top,
        1 => IseqKind::Method,
        2 => IseqKind::Block,
        3 => IseqKind::Class,
        4 => IseqKind::Lambda,
        k => return bad(format!("unknown iseq kind {k}")),
    };
    // The root is a script's or a method's (`to_binary` of `ISeq.of(method)`); no other is a
    // script's.
    if (me == 0 && !matches!(kind, IseqKind::Top | IseqKind::Method)) || (me != 0 && kind == IseqKind::Top) {
        return bad("only the root iseq is a top-level one");
    }
    let flags = l.uint()?;
    if flags > 0x1f {
        return bad("unknown iseq flags");
    }
    if flags & 8 != 0 {
        return bad("code compiled by eval cannot be loaded");
    }
    let name = text(table, l.index(tn)?)?.to_string();
    let method_name = match l.uint()? {
        0 => None,
        i if i <= tn as u64 => Some(sym(table, i as usize - 1)?),
        _ => return bad("method name out of range"),
    };
    let block_depth = l.u32()?;
    let path = text(table, l.index(tn)?)?;
    let first_line = l.u32()?;
    let local_count = l.u32()?;
    if local_count > 1 << 16 {
        return bad("too many locals");
    }
    let nlocals = l.count()?;
    if nlocals != local_count as usize {
        return bad("local table of the wrong length");
    }
    let mut local_names = Vec::with_capacity(nlocals);
    for _ in 0..nlocals {
        local_names.push(match l.uint()? {
            0 => SymbolId(u32::MAX),
            i if i <= tn as u64 => local_name(table, i as usize - 1)?,
            _ => return bad("local name out of range"),
        });
    }
    let svar = match l.u32()? {
        0 => NO_SVAR,
        i => i - 1,
    };
    let svar_level = l.u32()?;
    let params = read_params(l, table)?;
    let ninfos = l.count()?;
    let mut call_infos = Vec::with_capacity(ninfos);
    for _ in 0..ninfos {
        let mid = sym(table, l.index(tn)?)?;
        let argc = l.u32()?;
        let flags = l.u32()?;
        let nk = l.count()?;
        let mut kw_names = Vec::with_capacity(nk);
        for _ in 0..nk {
            kw_names.push(sym(table, l.index(tn)?)?);
        }
        call_infos.push(CallInfo { mid, argc, flags, kw_names });
    }
    let ivar_cache_count = l.u32()?;
    let const_cache_count = l.u32()?;
    let ncatch = l.count()?;
    let mut catch_table = Vec::with_capacity(ncatch);
    for _ in 0..ncatch {
        let kind = match l.byte()? {
            0 => CatchKind::Rescue,
            1 => CatchKind::Ensure,
            _ => return bad("unknown catch kind"),
        };
        let (start, end, handler, sp, handler_end, slot) = (l.u32()?, l.u32()?, l.u32()?, l.u32()?, l.u32()?, l.u32()?);
        catch_table.push(CatchEntry { kind, start, end, handler, sp, handler_end, slot });
    }
    let nlines = l.count()?;
    let mut lines = Vec::with_capacity(nlines);
    let (mut pc, mut line) = (0u64, i64::from(first_line));
    for _ in 0..nlines {
        // Checked sums: a hostile delta must not overflow (a panic in debug builds).
        let (Some(p), Some(ln)) = (pc.checked_add(l.uint()?), line.checked_add(unzigzag(l.uint()?))) else {
            return bad("line table out of range");
        };
        (pc, line) = (p, ln);
        let (Ok(p), Ok(ln)) = (u32::try_from(pc), u32::try_from(line)) else {
            return bad("line table out of range");
        };
        lines.push((p, ln));
    }
    let nevents = l.count()?;
    let mut line_events = Vec::with_capacity(nevents);
    let mut at = 0u64;
    for i in 0..nevents {
        let d = l.uint()?;
        if i > 0 && d == 0 {
            return bad("line events out of order");
        }
        at = at.checked_add(d).ok_or_else(|| "line event out of range".to_string())?;
        line_events.push(u32::try_from(at).or_else(|_| bad("line event out of range"))?);
    }
    // The code.
    let words = l.uint()?;
    if words > (l.end - l.pos) as u64 {
        return bad("code longer than the input");
    }
    let words = words as usize;
    let mut code = Vec::with_capacity(words);
    let mut children = Vec::new();
    while code.len() < words {
        let op = l.uint()?;
        if op >= INSNS.len() as u64 {
            return bad(format!("unknown opcode {op}"));
        }
        // Only plain forms are written (`encode`): a back-edge form here is not a binary the
        // writer made.
        let op = Opcode::from_word(op);
        if op.plain_form() != op {
            return bad(format!("unknown opcode {}", op as u64));
        }
        code.push(op as u64);
        for kind in op.info().operands {
            let w = match kind {
                OperandKind::Num | OperandKind::Label => l.uint()?,
                OperandKind::CallSite => l.index(call_infos.len())? as u64,
                OperandKind::IvarCache => l.index(ivar_cache_count as usize)? as u64,
                OperandKind::ConstCache => l.index(const_cache_count as usize)? as u64,
                OperandKind::Id => u64::from(sym(table, l.index(tn)?)?.0),
                OperandKind::Obj => {
                    let once = matches!(op, Opcode::OnceGet | Opcode::OnceSet);
                    match (&table[l.index(tn)?], once) {
                        (Entry::Once(v), true) => v.0,
                        (Entry::Val(v), false) => v.0,
                        (Entry::Sym(s), false) if s.0 < u32::MAX - 1 => Value::symbol(*s).0,
                        _ => return bad(format!("bad object operand of {}", op.info().name)),
                    }
                }
                OperandKind::Iseq => match l.uint()? {
                    0 => Value::NIL.0,
                    i if i <= n_iseqs as u64 => {
                        children.push((code.len(), i as usize - 1, op));
                        Value::NIL.0
                    }
                    _ => return bad("iseq operand out of range"),
                },
            };
            code.push(w);
        }
    }
    if code.len() != words {
        return bad("code length does not match its instructions");
    }
    if ivar_cache_count as usize > words || const_cache_count as usize > words {
        return bad("more inline caches than code");
    }
    check::slots(&params, &catch_table, &call_infos, local_count)?;
    let parts = IseqParts {
        kind,
        name,
        method_name,
        block_depth,
        uses_home_block: flags & 2 != 0,
        path,
        code,
        call_infos,
        ivar_cache_count,
        const_cache_count,
        lines,
        line_events,
        first_line,
        catch_table,
        local_names,
        svar,
        svar_level,
        ruby2_keywords: flags & 16 != 0,
        transparent: flags & 4 != 0,
        is_eval: false,
        uses_env: flags & 1 != 0,
        params,
    };
    Ok(Record { parts, children })
}

fn read_params(l: &mut Reader<'_>, table: &[Entry]) -> R<Params> {
    let tn = table.len();
    let lead = l.u32()?;
    let opt = l.u32()?;
    let nentries = l.count()?;
    let mut opt_table = Vec::with_capacity(nentries);
    for _ in 0..nentries {
        opt_table.push(l.u32()?);
    }
    let slot = |l: &mut Reader<'_>| -> R<Option<u32>> {
        Ok(match l.u32()? {
            0 => None,
            i => Some(i - 1),
        })
    };
    let rest = slot(l)?;
    let post = l.u32()?;
    let post_start = l.u32()?;
    let nk = l.count()?;
    let mut kw_names = Vec::with_capacity(nk);
    let mut kw_required = Vec::with_capacity(nk);
    let mut kw_required_mask = 0u64;
    for k in 0..nk {
        let w = l.uint()?;
        kw_names.push(sym(table, usize::try_from(w >> 1).ok().filter(|&i| i < tn).ok_or_else(|| "keyword name out of range".to_string())?)?);
        let req = w & 1 != 0;
        kw_required.push(req);
        if req && k < 64 {
            kw_required_mask |= 1 << k;
        }
    }
    let kw_start = l.u32()?;
    let kwrest = slot(l)?;
    let block = slot(l)?;
    let f = l.uint()?;
    if f > 7 {
        return bad("unknown parameter flags");
    }
    Ok(Params {
        lead,
        opt,
        opt_table,
        rest,
        post,
        post_start,
        kw_names,
        kw_required,
        kw_required_mask,
        kw_start,
        kwrest,
        block,
        no_kw: f & 1 != 0,
        auto_splat: f & 2 != 0,
        has_params: f & 4 != 0,
    })
}

/// What the tree decides: the kind of iseq each operand may name, and the env levels and `$~`
/// slots of blocks (the module comment of `check`).
fn check_tree(recs: &[Option<Record>], parent: &[usize]) -> R<()> {
    let rec = |i: usize| recs[i].as_ref().expect("every record is read before the tree is checked");
    for (i, r) in recs.iter().flatten().enumerate() {
        let p = &r.parts;
        // Enclosing scopes reachable through the env chain: a block's parents up to and
        // including the first non-block.
        let mut chain = Vec::new();
        let mut q = i;
        while matches!(rec(q).parts.kind, IseqKind::Block | IseqKind::Lambda) && parent[q] != usize::MAX {
            q = parent[q];
            chain.push(q);
            // Deeper than the compiler ever nests (it refuses about 1,900 levels): refused, so
            // these walks stay short (they are quadratic in the nesting).
            if chain.len() > MAX_BLOCK_NESTING {
                return bad("blocks nested too deeply");
            }
        }
        let local_count_at = |level: u64| -> Option<u32> {
            if level == 0 {
                return Some(p.local_names.len() as u32);
            }
            chain.get(level as usize - 1).map(|&a| rec(a).parts.local_names.len() as u32)
        };
        if p.svar != NO_SVAR && local_count_at(u64::from(p.svar_level)).is_none_or(|n| p.svar >= n) {
            return bad("$~ slot out of range");
        }
        for (pc, op, ops) in crate::iseq::decode(&p.code) {
            match op {
                Opcode::GetLocalEnv | Opcode::SetLocalEnv => {
                    let (idx, level) = (ops[0], ops[1]);
                    if level == 0 || local_count_at(level).is_none_or(|n| idx >= u64::from(n)) {
                        return bad(format!("environment local out of range at {pc}"));
                    }
                }
                Opcode::DefineClass if ops[2] > 2 => return bad("unknown class kind"),
                _ => {}
            }
        }
        for &(_, c, op) in &r.children {
            let ok = match (op, rec(c).parts.kind) {
                (Opcode::Send | Opcode::InvokeSuper, IseqKind::Block | IseqKind::Lambda) => true,
                (Opcode::DefineMethod | Opcode::DefineSMethod, IseqKind::Method) => true,
                (Opcode::DefineClass, IseqKind::Class) => true,
                _ => false,
            };
            if !ok {
                return bad("an iseq operand names an iseq of the wrong kind");
            }
        }
    }
    Ok(())
}
