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

use crate::core::encoding::{self as enc, EncodingId};
use crate::object as obj;
use crate::stdlib::stringio::{payload, state, Shared, StringIo, STRINGIO_TYPE};
use crate::symbol::{intern, sym};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

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
    enc: Option<EncodingId>,
    /// "BOM|UTF-8": detect the encoding from a byte order mark.
    bom: bool,
    /// The mode string had an encoding part (":..."), so the encoding keywords may not be used.
    has_enc: bool,
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Writes CRuby's warning line for `msg` to `$stderr` unless warnings are off.
fn warn(vm: &mut Vm, msg: &str) -> VmResult<()> {
    let verbose = vm.gvar_get(intern("$VERBOSE"));
    if vm.options.warn_level == 0 || verbose.is_nil() {
        return Ok(());
    }
    let line = format!("{}:{}: warning: {msg}\n", vm.current_path(), vm.current_line());
    crate::core::io::write::write_to(vm, 2, line.as_bytes())
}

/// An encoding name from a mode string or `set_encoding`; None (after CRuby's warning) when
/// unknown. "BOM|" in front asks for byte-order-mark detection.
pub fn encoding_name(vm: &mut Vm, name: &[u8]) -> VmResult<(Option<EncodingId>, bool)> {
    let (bom, name) = match name.get(..4) {
        Some(p) if p.eq_ignore_ascii_case(b"bom|") => (true, &name[4..]),
        _ => (false, name),
    };
    let s = vm.new_string(name.to_vec());
    match enc::to_encoding(vm, s) {
        Ok(id) => Ok((Some(id), bom)),
        Err(_) => {
            warn(vm, &format!("Unsupported encoding {} ignored", lossy(name)))?;
            Ok((None, bom))
        }
    }
}

fn parse_mode_string(vm: &mut Vm, text: &[u8]) -> VmResult<Mode> {
    let bad = |vm: &mut Vm| vm.arg_error(&format!("invalid access mode {}", lossy(text)));
    let mut parts = text.splitn(2, |&b| b == b':');
    let access = parts.next().unwrap_or(&[]);
    let encs = parts.next();
    let Some((&first, rest)) = access.split_first() else { return Err(bad(vm)) };
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
        _ => return Err(bad(vm)),
    }
    let mut plus = false;
    for &c in rest {
        match c {
            b'+' if !plus => plus = true,
            b'b' if !m.binary_letter && !m.text_letter => m.binary_letter = true,
            b't' if !m.binary_letter && !m.text_letter => m.text_letter = true,
            b'x' if first == b'w' => {}
            _ => return Err(bad(vm)),
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
            let (id, bom) = encoding_name(vm, ext)?;
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
fn mode_of(vm: &mut Vm, vmode: Value) -> VmResult<Mode> {
    if vmode.is_fixnum() || obj::is_type(vmode, obj::ObjType::Bignum) {
        let n = vm.expect_int(vmode)?;
        return Ok(mode_from_flags(n));
    }
    if crate::core::is_string(vmode) || vm.respond_to(vmode, sym::TO_STR, true) {
        let s = vm.expect_string(vmode)?;
        let text = obj::as_string(s).bytes.to_vec();
        return parse_mode_string(vm, &text);
    }
    if vm.respond_to(vmode, sym::TO_INT, true) {
        let n = vm.expect_int(vmode)?;
        return Ok(mode_from_flags(n));
    }
    Err(vm.conversion_error(vmode, "String"))
}

/// An encoding keyword's value: an Encoding, or a name ("ext:int" for `encoding:`); the two
/// parts, None where absent or unknown (unknown names warn, as CRuby does).
fn encoding_pair(vm: &mut Vm, v: Value) -> VmResult<(Option<EncodingId>, Option<EncodingId>)> {
    if let Some(id) = enc::encoding_id_of_object(v) {
        return Ok((Some(id), None));
    }
    let s = vm.expect_string(v)?;
    let text = obj::as_string(s).bytes.to_vec();
    let mut parts = text.splitn(2, |&b| b == b':');
    let ext = parts.next().unwrap_or(&[]).to_vec();
    let int = parts.next().map(<[u8]>::to_vec);
    let ext = if ext.is_empty() { None } else { encoding_name(vm, &ext)?.0 };
    let int = match int {
        Some(i) if !i.is_empty() => encoding_name(vm, &i)?.0,
        _ => None,
    };
    Ok((ext, int))
}

/// CRuby's `rb_io_extract_modeenc` as far as a StringIO uses it: the positional mode first (its
/// errors come first), then the `mode:`, `flags:`, `textmode:`/`binmode:` and encoding keywords.
/// Answers the mode and whether one was given.
fn extract_mode(vm: &mut Vm, vmode: Value, kw: Option<Value>) -> VmResult<(Mode, bool)> {
    let lookup = |vm: &mut Vm, name: &str| kw.and_then(|h| vm.hash_lookup_symbol(h, intern(name))).filter(|v| !v.is_nil());
    let mut given = !vmode.is_nil();
    let mut m = if given { mode_of(vm, vmode)? } else { Mode { read: true, ..Mode::default() } };
    if let Some(kw_mode) = lookup(vm, "mode") {
        if given {
            return Err(vm.arg_error("mode specified twice"));
        }
        m = mode_of(vm, kw_mode)?;
        given = true;
    }
    if let Some(f) = lookup(vm, "flags") {
        // `flags:` adds open(2) flags to the mode (and is the whole mode without one).
        let n = vm.expect_int(f)?;
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
    if let Some(t) = lookup(vm, "textmode") {
        if m.text_letter {
            return Err(vm.arg_error("textmode specified twice"));
        }
        if m.binary_letter {
            return Err(vm.arg_error("both textmode and binmode specified"));
        }
        m.text_letter = t.truthy();
    }
    if let Some(b) = lookup(vm, "binmode") {
        if m.binary_letter {
            return Err(vm.arg_error("binmode specified twice"));
        }
        if m.text_letter {
            return Err(vm.arg_error("both textmode and binmode specified"));
        }
        m.binary_letter = b.truthy();
    }
    let (encoding, external, internal) = (lookup(vm, "encoding"), lookup(vm, "external_encoding"), lookup(vm, "internal_encoding"));
    if encoding.is_some() || external.is_some() || internal.is_some() {
        if m.has_enc {
            return Err(vm.arg_error("encoding specified twice"));
        }
        let (mut ext, mut int) = (None, None);
        if external.is_some() || internal.is_some() {
            if let Some(e) = external {
                ext = encoding_pair(vm, e)?.0;
            }
            if let Some(i) = internal {
                int = encoding_pair(vm, i)?.0;
            }
        } else if let Some(e) = encoding {
            (ext, int) = encoding_pair(vm, e)?;
        }
        // CRuby's `rb_io_ext_int_to_encs`: the encoding a StringIO reads in is the internal one
        // when it differs from the external one.
        let default_ext = ext.is_none();
        let ext = match ext {
            Some(e) => e,
            None => enc::default_external(vm),
        };
        let int = if ext == EncodingId::BINARY {
            None
        } else {
            match int {
                Some(i) => Some(i),
                None => enc::default_internal(vm),
            }
        };
        m.enc = match int {
            Some(i) if i != ext => Some(i),
            _ if default_ext && int != Some(ext) => None,
            _ => Some(ext),
        };
    } else if m.binary_letter && m.enc.is_none() {
        m.enc = Some(EncodingId::BINARY);
    }
    if m.enc.is_some_and(|e| !e.ascii_compatible()) && !m.binary_letter {
        return Err(vm.arg_error("ASCII incompatible encoding needs binmode"));
    }
    Ok((m, given))
}

/// CRuby's `strio_init`: (re)initializes `recv` from `(string = "", mode = nil, **opts)`.
fn init_from_args(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.len() > 2 {
        return Err(vm.arg_count_error(pos.len(), 0, 2));
    }
    let vmode = pos.get(1).copied().unwrap_or(Value::NIL);
    let (m, mode_given) = extract_mode(vm, vmode, args.kwargs())?;
    let string = if pos.is_empty() {
        let id = enc::default_external(vm);
        crate::stdlib::stringio::new_string_in(vm, Vec::new(), id)
    } else if pos[0].is_nil() {
        // CRuby 4.0's null device: reads find nothing, writes are dropped.
        Value::NIL
    } else {
        vm.expect_string(pos[0])?
    };
    vm.temp_roots.push(string);
    let r = (|| {
        let mut write = m.write;
        if !string.is_nil() && vm.is_frozen(string) {
            if write {
                return Err(crate::core::io::errno::errno_error_plain(vm, libc::EACCES));
            }
        } else if !mode_given {
            write = true;
        }
        if m.trunc && !string.is_nil() {
            vm.check_frozen(string)?;
            obj::as_string_mut(string).bytes.clear();
        }
        let d = payload(vm, recv)?;
        let shared = match &d.shared {
            Some(s) => s.clone(),
            None => {
                let holder = vm.new_array(vec![Value::NIL]);
                let s = Rc::new(Shared {
                    holder,
                    pos: Cell::new(0),
                    lineno: Cell::new(0),
                    mode_read: Cell::new(false),
                    mode_write: Cell::new(false),
                    append: Cell::new(false),
                    enc: Cell::new(None),
                });
                payload(vm, recv)?.shared = Some(s.clone());
                // The (possibly old) StringIO now references the young holder.
                obj::write_barrier(recv, holder);
                s
            }
        };
        shared.set_string(string);
        shared.mode_read.set(m.read);
        shared.mode_write.set(write);
        shared.append.set(m.append);
        shared.enc.set(if pos.len() == 1 && !string.is_nil() { Some(enc::string_encoding(string)) } else { m.enc });
        shared.pos.set(0);
        shared.lineno.set(0);
        if m.bom {
            crate::stdlib::stringio::state::set_encoding_by_bom(&shared);
        }
        let d = payload(vm, recv)?;
        d.open_read |= m.read;
        d.open_write |= write;
        Ok(recv)
    })();
    vm.temp_roots.pop();
    r
}

/// A StringIO of class `klass` with no state yet.
pub fn allocate(vm: &mut Vm, klass: Value) -> Value {
    vm.new_typed_data(klass, &STRINGIO_TYPE, Box::new(StringIo { shared: None, open_read: false, open_write: false }))
}

fn s_allocate(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(allocate(vm, recv))
}

/// `StringIO.new(...)`: allocates and calls `initialize` (warning when given a block).
fn s_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.block.is_some() {
        let name = vm.module_name(recv);
        warn(vm, &format!("{name}::new() does not take block; use {name}::open() instead"))?;
    }
    new_instance(vm, recv, args)
}

fn new_instance(vm: &mut Vm, klass: Value, args: &Args) -> VmResult {
    let o = allocate(vm, klass);
    vm.temp_roots.push(o);
    let r = vm.call_method_kw(o, sym::INITIALIZE, args.as_slice(), None, args.kw);
    vm.temp_roots.pop();
    r?;
    Ok(o)
}

/// `StringIO.open(...)`: the new stream, or with a block the block's value, the stream being
/// left closed and without a String afterwards (even when the block raises).
fn s_open(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = new_instance(vm, recv, args)?;
    let Some(block) = args.block.clone() else { return Ok(o) };
    vm.temp_roots.push(o);
    let r = vm.yield_block(&block, &[o]);
    vm.temp_roots.pop();
    if let Ok(s) = state(vm, o) {
        s.set_string(Value::NIL);
        s.mode_read.set(false);
        s.mode_write.set(false);
    }
    r
}

fn initialize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    init_from_args(vm, recv, args)
}

/// Makes `copy` share `orig`'s state (CRuby's `strio_copy`); `orig` must be a StringIO or
/// convert to one with `to_strio`.
fn share_from(vm: &mut Vm, copy: Value, orig: Value) -> VmResult {
    let orig = if crate::stdlib::stringio::is_stringio(orig) {
        orig
    } else {
        let to_strio = intern("to_strio");
        if !vm.respond_to(orig, to_strio, true) {
            let name = vm.conversion_name(orig);
            return Err(vm.type_error(&format!("can't convert {name} into StringIO")));
        }
        let o = vm.call_method(orig, to_strio, &[], None)?;
        if !crate::stdlib::stringio::is_stringio(o) {
            let (from, gives) = (vm.conversion_name(orig), vm.conversion_name(o));
            return Err(vm.type_error(&format!("can't convert {from} to StringIO ({from}#to_strio gives {gives})")));
        }
        o
    };
    if copy == orig {
        return Ok(copy);
    }
    let s = state(vm, orig)?;
    let (r, w) = {
        let o = payload(vm, orig)?;
        (o.open_read, o.open_write)
    };
    let holder = s.holder;
    let d = payload(vm, copy)?;
    d.shared = Some(s);
    d.open_read = r;
    d.open_write = w;
    obj::write_barrier(copy, holder);
    Ok(copy)
}

fn initialize_copy(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    share_from(vm, recv, args.get(0))
}

/// `reopen(other_stringio)` shares `other`'s state; `reopen(string, mode = nil)` initializes
/// again.
fn reopen(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let pos = args.positional();
    if pos.len() == 1 && !crate::core::is_string(pos[0]) && !args.kw {
        vm.check_frozen(recv)?;
        return share_from(vm, recv, pos[0]);
    }
    state(vm, recv)?;
    vm.check_frozen(recv)?;
    init_from_args(vm, recv, args)
}

fn string(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(state(vm, recv)?.string())
}

/// `string = str`: a new String, position and line number 0, read-write unless it is frozen.
fn set_string(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let s = state(vm, recv)?;
    vm.check_frozen(recv)?;
    s.mode_read.set(false);
    s.mode_write.set(false);
    let string = vm.expect_string(args.get(0))?;
    let frozen = vm.is_frozen(string);
    s.mode_read.set(true);
    s.mode_write.set(!frozen);
    // The new mode is plain read-write (or read): no longer appending.
    s.append.set(false);
    s.pos.set(0);
    s.lineno.set(0);
    s.set_string(string);
    Ok(string)
}

pub fn init(vm: &mut Vm, k: Value) {
    vm.define_singleton_builtin(k, "allocate", 0, s_allocate);
    vm.define_singleton_builtin(k, "new", -1, s_new);
    vm.define_singleton_builtin(k, "open", -1, s_open);
    vm.define_private_builtin(k, "initialize", -1, initialize);
    vm.define_private_builtin(k, "initialize_copy", 1, initialize_copy);
    vm.define_builtin(k, "reopen", -1, reopen);
    vm.define_builtin(k, "string", 0, string);
    vm.define_builtin(k, "string=", 1, set_string);
}
