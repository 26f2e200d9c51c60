//! Making StringIOs: `allocate`, `new`, `open`, `initialize`, `reopen`, `initialize_copy`, the
//! mode argument (String modes with encodings, Integer flags, the `mode:`/`flags:`/`binmode:`/
//! `textmode:`/`encoding:` keywords), and `string`/`string=`.
//!
//! Invariants: `initialize` reuses the object's shared state when it has one (re-initializing
//! a copy re-initializes the original too, as CRuby's shared struct does); the String is only
//! stored through `Shared::set_string`. A frozen String with a writing mode is Errno::EACCES;
//! without a mode a frozen String gives a read-only stream.

use std::cell::Cell;
use std::rc::Rc;

use super::{payload, state, Shared, StringIo};
use corundum_vm::api::{Args, Encoding, Result, Ruby, Value};

/// What a mode argument says.
#[derive(Default)]
struct Mode {
    read: bool,
    write: bool,
    append: bool,
    trunc: bool,
    /// 'b' or 't' in a mode string.
    binary_letter: bool,
    text_letter: bool,
    enc: Option<Encoding>,
    /// "BOM|UTF-8": detect the encoding from a byte order mark.
    bom: bool,
    /// The mode string had an encoding part (":..."), so the encoding keywords may not be used.
    has_enc: bool,
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// An encoding name from a mode string or `set_encoding`; None (after CRuby's warning) when
/// unknown. "BOM|" in front asks for byte-order-mark detection.
pub fn encoding_name(rb: &mut Ruby, name: &[u8]) -> Result<(Option<Encoding>, bool)> {
    let (bom, name) = match name.get(..4) {
        Some(p) if p.eq_ignore_ascii_case(b"bom|") => (true, &name[4..]),
        _ => (false, name),
    };
    let s = rb.new_string(name.to_vec());
    match rb.to_encoding(s) {
        Ok(id) => Ok((Some(id), bom)),
        Err(_) => {
            rb.warn(&format!("Unsupported encoding {} ignored", lossy(name)))?;
            Ok((None, bom))
        }
    }
}

fn parse_mode_string(rb: &mut Ruby, text: &[u8]) -> Result<Mode> {
    let bad = |rb: &mut Ruby| rb.arg_error(&format!("invalid access mode {}", lossy(text)));
    let mut parts = text.splitn(2, |&b| b == b':');
    let access = parts.next().unwrap_or(&[]);
    let encs = parts.next();
    let Some((&first, rest)) = access.split_first() else { return Err(bad(rb)) };
    let mut m = Mode::default();
    match first {
        b'r' => m.read = true,
        b'w' => {
            m.write = true;
            m.trunc = true;
        }
        b'a' => {
            m.write = true;
            m.append = true;
        }
        _ => return Err(bad(rb)),
    }
    let mut plus = false;
    for &c in rest {
        match c {
            b'+' if !plus => plus = true,
            b'b' if !m.binary_letter && !m.text_letter => m.binary_letter = true,
            b't' if !m.binary_letter && !m.text_letter => m.text_letter = true,
            b'x' if first == b'w' => {}
            _ => return Err(bad(rb)),
        }
    }
    if plus {
        m.read = true;
        m.write = true;
    }
    m.has_enc = encs.is_some();
    if let Some(e) = encs {
        // "ext:int": the external encoding is the one a StringIO uses.
        let ext = e.split(|&b| b == b':').next().unwrap_or(&[]);
        if !ext.is_empty() {
            let (id, bom) = encoding_name(rb, ext)?;
            m.enc = id;
            m.bom = bom;
        }
    }
    Ok(m)
}

fn mode_from_flags(flags: i64) -> Mode {
    let f = flags as i32;
    let acc = f & libc::O_ACCMODE;
    Mode {
        read: acc == libc::O_RDONLY || acc == libc::O_RDWR,
        write: acc == libc::O_WRONLY || acc == libc::O_RDWR,
        append: f & libc::O_APPEND != 0,
        trunc: f & libc::O_TRUNC != 0,
        ..Mode::default()
    }
}

/// The mode a mode argument (String, Integer flags, or what converts to one) says.
fn mode_of(rb: &mut Ruby, vmode: Value) -> Result<Mode> {
    if rb.is_integer(vmode) {
        let n = rb.expect_int(vmode)?;
        return Ok(mode_from_flags(n));
    }
    if rb.is_string(vmode) || rb.respond_to(vmode, "to_str", true) {
        let s = rb.expect_string(vmode)?;
        let text = rb.str_bytes(s).to_vec();
        return parse_mode_string(rb, &text);
    }
    if rb.respond_to(vmode, "to_int", true) {
        let n = rb.expect_int(vmode)?;
        return Ok(mode_from_flags(n));
    }
    Err(rb.conversion_error(vmode, "String"))
}

/// An encoding keyword's value: an Encoding, or a name ("ext:int" for `encoding:`); the two
/// parts, None where absent or unknown (unknown names warn, as CRuby does).
fn encoding_pair(rb: &mut Ruby, v: Value) -> Result<(Option<Encoding>, Option<Encoding>)> {
    if let Some(id) = rb.encoding_of_object(v) {
        return Ok((Some(id), None));
    }
    let s = rb.expect_string(v)?;
    let text = rb.str_bytes(s).to_vec();
    let mut parts = text.splitn(2, |&b| b == b':');
    let ext = parts.next().unwrap_or(&[]).to_vec();
    let int = parts.next().map(<[u8]>::to_vec);
    let ext = if ext.is_empty() { None } else { encoding_name(rb, &ext)?.0 };
    let int = match int {
        Some(i) if !i.is_empty() => encoding_name(rb, &i)?.0,
        _ => None,
    };
    Ok((ext, int))
}

/// CRuby's `rb_io_extract_modeenc` as far as a StringIO uses it: the positional mode first (its
/// errors come first), then the `mode:`, `flags:`, `textmode:`/`binmode:` and encoding keywords.
/// Answers the mode and whether one was given.
fn extract_mode(rb: &mut Ruby, vmode: Value, kw: Option<Value>) -> Result<(Mode, bool)> {
    let lookup = |rb: &mut Ruby, name: &str| kw.and_then(|h| rb.keyword(h, name)).filter(|v| !v.is_nil());
    let mut given = !vmode.is_nil();
    let mut m = if given { mode_of(rb, vmode)? } else { Mode { read: true, ..Mode::default() } };
    if let Some(kw_mode) = lookup(rb, "mode") {
        if given {
            return Err(rb.arg_error("mode specified twice"));
        }
        m = mode_of(rb, kw_mode)?;
        given = true;
    }
    if let Some(f) = lookup(rb, "flags") {
        // `flags:` adds open(2) flags to the mode (and is the whole mode without one).
        let n = rb.expect_int(f)?;
        let extra = mode_from_flags(n);
        if given {
            m.write |= extra.write;
            m.append |= extra.append;
            m.trunc |= extra.trunc;
        } else {
            m = extra;
            given = true;
        }
    }
    // `textmode:` then `binmode:`, each refused when the mode already says it (or the other).
    if let Some(t) = lookup(rb, "textmode") {
        if m.text_letter {
            return Err(rb.arg_error("textmode specified twice"));
        }
        if m.binary_letter {
            return Err(rb.arg_error("both textmode and binmode specified"));
        }
        m.text_letter = t.truthy();
    }
    if let Some(b) = lookup(rb, "binmode") {
        if m.binary_letter {
            return Err(rb.arg_error("binmode specified twice"));
        }
        if m.text_letter {
            return Err(rb.arg_error("both textmode and binmode specified"));
        }
        m.binary_letter = b.truthy();
    }
    let (encoding, external, internal) = (lookup(rb, "encoding"), lookup(rb, "external_encoding"), lookup(rb, "internal_encoding"));
    if encoding.is_some() || external.is_some() || internal.is_some() {
        if m.has_enc {
            return Err(rb.arg_error("encoding specified twice"));
        }
        let (mut ext, mut int) = (None, None);
        if external.is_some() || internal.is_some() {
            if let Some(e) = external {
                ext = encoding_pair(rb, e)?.0;
            }
            if let Some(i) = internal {
                int = encoding_pair(rb, i)?.0;
            }
        } else if let Some(e) = encoding {
            (ext, int) = encoding_pair(rb, e)?;
        }
        // CRuby's `rb_io_ext_int_to_encs`: the encoding a StringIO reads in is the internal one
        // when it differs from the external one.
        let default_ext = ext.is_none();
        let ext = match ext {
            Some(e) => e,
            None => rb.default_external(),
        };
        let int = if ext == Encoding::BINARY {
            None
        } else {
            match int {
                Some(i) => Some(i),
                None => rb.default_internal(),
            }
        };
        m.enc = match int {
            Some(i) if i != ext => Some(i),
            _ if default_ext && int != Some(ext) => None,
            _ => Some(ext),
        };
    } else if m.binary_letter && m.enc.is_none() {
        m.enc = Some(Encoding::BINARY);
    }
    if m.enc.is_some_and(|e| !e.is_ascii_compatible()) && !m.binary_letter {
        return Err(rb.arg_error("ASCII incompatible encoding needs binmode"));
    }
    Ok((m, given))
}

/// CRuby's `strio_init`: (re)initializes `recv` from `(string = "", mode = nil, **opts)`.
fn init_from_args(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let pos = args.positional();
    if pos.len() > 2 {
        return Err(rb.arg_count_error(pos.len(), 0, 2));
    }
    let vmode = pos.get(1).copied().unwrap_or(Value::NIL);
    let (m, mode_given) = extract_mode(rb, vmode, args.keywords())?;
    let string = if pos.is_empty() {
        let id = rb.default_external();
        super::new_string_in(rb, Vec::new(), id)
    } else if pos[0].is_nil() {
        // CRuby 4.0's null device: reads find nothing, writes are dropped.
        Value::NIL
    } else {
        rb.expect_string(pos[0])?
    };
    let mut write = m.write;
    if !string.is_nil() && rb.is_frozen(string) {
        if write {
            return Err(rb.errno_error_plain(libc::EACCES));
        }
    } else if !mode_given {
        write = true;
    }
    if m.trunc && !string.is_nil() {
        rb.str_modify(string)?.clear();
    }
    let d = payload(rb, recv)?;
    let shared = match &d.get(rb).shared {
        Some(s) => s.clone(),
        None => {
            let holder = rb.new_array(vec![Value::NIL]);
            let s = Rc::new(Shared {
                holder,
                pos: Cell::new(0),
                lineno: Cell::new(0),
                mode_read: Cell::new(false),
                mode_write: Cell::new(false),
                append: Cell::new(false),
                enc: Cell::new(None),
            });
            // `get_mut` applies the write barrier: the (possibly old) StringIO now references
            // the young holder.
            d.get_mut(rb).shared = Some(s.clone());
            s
        }
    };
    shared.set_string(rb, string);
    shared.mode_read.set(m.read);
    shared.mode_write.set(write);
    shared.append.set(m.append);
    shared.enc.set(if pos.len() == 1 && !string.is_nil() { Some(rb.str_encoding(string)) } else { m.enc });
    shared.pos.set(0);
    shared.lineno.set(0);
    if m.bom {
        super::state::set_encoding_by_bom(rb, &shared);
    }
    let p = d.get_mut(rb);
    p.open_read |= m.read;
    p.open_write |= write;
    Ok(recv)
}

/// A StringIO of class `klass` with no state yet (the class's allocator).
pub fn allocate(rb: &mut Ruby, klass: Value) -> Result {
    Ok(rb.new_data(klass, StringIo { shared: None, open_read: false, open_write: false }))
}

/// `StringIO.new(...)`: allocates and calls `initialize` (warning when given a block).
fn s_new(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    if args.block().is_some() {
        let name = rb.class_name(recv);
        rb.warn(&format!("{name}::new() does not take block; use {name}::open() instead"))?;
    }
    new_instance(rb, recv, args)
}

fn new_instance(rb: &mut Ruby, klass: Value, args: &Args) -> Result {
    let o = allocate(rb, klass)?;
    rb.call_kw(o, "initialize", args.as_slice(), None, args.has_keywords())?;
    Ok(o)
}

/// `StringIO.open(...)`: the new stream, or with a block the block's value, the stream being
/// left closed and without a String afterwards (even when the block raises).
fn s_open(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let o = new_instance(rb, recv, args)?;
    let Some(block) = args.block() else { return Ok(o) };
    let r = rb.yield_block(block, &[o]);
    if let Ok(s) = state(rb, o) {
        s.set_string(rb, Value::NIL);
        s.mode_read.set(false);
        s.mode_write.set(false);
    }
    r
}

fn initialize(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    init_from_args(rb, recv, args)
}

/// Makes `copy` share `orig`'s state (CRuby's `strio_copy`); `orig` must be a StringIO or
/// convert to one with `to_strio`.
fn share_from(rb: &mut Ruby, copy: Value, orig: Value) -> Result {
    let orig = if rb.try_data::<StringIo>(orig).is_some() {
        orig
    } else {
        if !rb.respond_to(orig, "to_strio", true) {
            let name = rb.conversion_name(orig);
            return Err(rb.type_error(&format!("can't convert {name} into StringIO")));
        }
        let o = rb.call(orig, "to_strio", &[])?;
        if rb.try_data::<StringIo>(o).is_none() {
            let (from, gives) = (rb.conversion_name(orig), rb.conversion_name(o));
            return Err(rb.type_error(&format!("can't convert {from} to StringIO ({from}#to_strio gives {gives})")));
        }
        o
    };
    if copy == orig {
        return Ok(copy);
    }
    let s = state(rb, orig)?;
    let (r, w) = {
        let o = payload(rb, orig)?;
        let o = o.get(rb);
        (o.open_read, o.open_write)
    };
    // `get_mut` applies the write barrier for the holder the copy now references.
    let d = payload(rb, copy)?;
    let d = d.get_mut(rb);
    d.shared = Some(s);
    d.open_read = r;
    d.open_write = w;
    Ok(copy)
}

fn initialize_copy(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    share_from(rb, recv, args.get(0))
}

/// `reopen(other_stringio)` shares `other`'s state; `reopen(string, mode = nil)` initializes
/// again.
fn reopen(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let pos = args.positional();
    if pos.len() == 1 && !rb.is_string(pos[0]) && !args.has_keywords() {
        rb.check_frozen(recv)?;
        return share_from(rb, recv, pos[0]);
    }
    state(rb, recv)?;
    rb.check_frozen(recv)?;
    init_from_args(rb, recv, args)
}

fn string(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(state(rb, recv)?.string(rb))
}

/// `string = str`: a new String, position and line number 0, read-write unless it is frozen.
fn set_string(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let s = state(rb, recv)?;
    rb.check_frozen(recv)?;
    s.mode_read.set(false);
    s.mode_write.set(false);
    let string = rb.expect_string(args.get(0))?;
    let frozen = rb.is_frozen(string);
    s.mode_read.set(true);
    s.mode_write.set(!frozen);
    // The new mode is plain read-write (or read): no longer appending.
    s.append.set(false);
    s.pos.set(0);
    s.lineno.set(0);
    s.set_string(rb, string);
    Ok(string)
}

pub fn init(rb: &mut Ruby, k: Value) -> Result<()> {
    rb.define_singleton_method(k, "new", -1, s_new)?;
    rb.define_singleton_method(k, "open", -1, s_open)?;
    rb.define_private_method(k, "initialize", -1, initialize);
    rb.define_private_method(k, "initialize_copy", 1, initialize_copy);
    rb.define_method(k, "reopen", -1, reopen);
    rb.define_method(k, "string", 0, string);
    rb.define_method(k, "string=", 1, set_string);
    Ok(())
}
