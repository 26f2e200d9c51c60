//! Open modes: what `File.open`, `IO.new`, `IO.sysopen`, `IO.pipe` and `Kernel#open` make of a
//! mode argument ("r+b:EUC-JP:UTF-8", an Integer of open(2) flags, or `to_str`/`to_int` of one)
//! and of the option keywords (`mode:`, `flags:`, `binmode:`, `textmode:`, `encoding:`,
//! `external_encoding:`, `internal_encoding:`, `autoclose:`, `perm:`).
//!
//! Invariants: a mode given two ways, encodings given two ways, or binmode and textmode both
//! set raise CRuby's ArgumentError before anything is opened. The resulting encodings follow
//! CRuby's pair: `enc` is what strings read are tagged with (None: the default external), and
//! `enc2`, when set, is the external encoding the bytes are converted from (then `enc` is the
//! internal encoding).

use crate::core::encoding::{default_external, default_internal, to_encoding, EncodingId};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Vm, VmResult};

/// A parsed open mode with its options.
#[derive(Clone, Debug)]
pub struct OpenSpec {
    /// open(2) flags (access mode plus CREAT, TRUNC, APPEND, EXCL, ...).
    pub flags: i32,
    /// Whether a mode was given at all (IO.new then checks it against the descriptor).
    pub mode_given: bool,
    pub binmode: bool,
    pub textmode: bool,
    pub enc: Option<EncodingId>,
    pub enc2: Option<EncodingId>,
    /// "BOM|utf-8": the encoding is taken from a byte-order mark when there is one.
    pub bom: bool,
    pub autoclose: bool,
    /// The `perm:` keyword (File.open).
    pub perm: Option<u32>,
}

impl OpenSpec {
    pub fn readable(&self) -> bool {
        let a = self.flags & libc::O_ACCMODE;
        a == libc::O_RDONLY || a == libc::O_RDWR
    }

    pub fn writable(&self) -> bool {
        let a = self.flags & libc::O_ACCMODE;
        a == libc::O_WRONLY || a == libc::O_RDWR
    }
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Writes CRuby's `warning: MSG` line to `$stderr` unless `$VERBOSE` is nil.
pub fn warn(vm: &mut Vm, msg: &str) -> VmResult<()> {
    let verbose = vm.gvar_get(intern("$VERBOSE"));
    if vm.options.warn_level == 0 || verbose.is_nil() {
        return Ok(());
    }
    let line = format!("{}:{}: warning: {msg}\n", vm.current_path(), vm.current_line());
    crate::core::io::write::write_to(vm, 2, line.as_bytes())
}

/// The flags and binary/text letters of the access part ("r", "w+", "ab", "wx", ...).
fn parse_access(vm: &mut Vm, mode: &[u8], access: &[u8]) -> VmResult<(i32, bool, bool)> {
    let bad = |vm: &mut Vm| vm.arg_error(&format!("invalid access mode {}", lossy(mode)));
    let Some((&first, rest)) = access.split_first() else { return Err(bad(vm)) };
    let mut flags = match first {
        b'r' => libc::O_RDONLY,
        b'w' => libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC,
        b'a' => libc::O_WRONLY | libc::O_CREAT | libc::O_APPEND,
        _ => return Err(bad(vm)),
    };
    let (mut plus, mut binmode, mut text) = (false, false, false);
    for &c in rest {
        match c {
            b'+' if !plus => plus = true,
            b'b' if !binmode && !text => binmode = true,
            b't' if !binmode && !text => text = true,
            b'x' if first == b'w' => flags |= libc::O_EXCL,
            _ => return Err(bad(vm)),
        }
    }
    if plus {
        flags = (flags & !libc::O_ACCMODE) | libc::O_RDWR;
    }
    Ok((flags, binmode, text))
}

/// An encoding name from a mode string; unknown names warn and are ignored, as in CRuby.
fn mode_encoding(vm: &mut Vm, name: &[u8]) -> VmResult<Option<EncodingId>> {
    match EncodingId::by_name(name) {
        Some(id) => Ok(Some(id)),
        None => {
            let lower = name.to_ascii_lowercase();
            let special = match lower.as_slice() {
                b"external" | b"filesystem" => Some(default_external(vm)),
                b"locale" => Some(crate::core::encoding::locale_encoding()),
                _ => None,
            };
            if special.is_none() {
                warn(vm, &format!("Unsupported encoding: {} ignored", lossy(name)))?;
            }
            Ok(special)
        }
    }
}

/// CRuby's rb_io_ext_int_to_encs: the (enc, enc2) pair for an external and internal encoding.
/// `int` is None when not given, Some(None) when given as nil or "-" (no conversion).
pub fn ext_int_to_encs(vm: &mut Vm, ext: Option<EncodingId>, int: Option<Option<EncodingId>>, bom: bool) -> (Option<EncodingId>, Option<EncodingId>) {
    let default_ext = ext.is_none();
    let ext = ext.unwrap_or_else(|| default_external(vm));
    let int = if ext == EncodingId::BINARY {
        None
    } else {
        match int {
            None => default_internal(vm),
            Some(i) => i,
        }
    };
    match int {
        Some(i) if bom || i != ext => (Some(i), Some(ext)),
        _ => (if default_ext && int != Some(ext) { None } else { Some(ext) }, None),
    }
}

/// Parses "ext" or "ext:int" (with an optional "BOM|" prefix) into the pair.
pub fn parse_enc_string(vm: &mut Vm, spec: &[u8]) -> VmResult<(Option<EncodingId>, Option<EncodingId>, bool)> {
    let (ext_name, int_name) = match spec.iter().position(|&b| b == b':') {
        Some(i) => (&spec[..i], Some(&spec[i + 1..])),
        None => (spec, None),
    };
    let mut bom = false;
    let mut ext_name = ext_name;
    if ext_name.len() > 4 && ext_name[..4].eq_ignore_ascii_case(b"bom|") {
        bom = true;
        ext_name = &ext_name[4..];
    }
    let ext = mode_encoding(vm, ext_name)?;
    let int = match int_name {
        None => None,
        Some(b"-") => Some(None),
        Some(n) => Some(mode_encoding(vm, n)?),
    };
    let (enc, enc2) = ext_int_to_encs(vm, ext, int, bom);
    Ok((enc, enc2, bom))
}

/// A mode argument as given: nil, an Integer (or `to_int`) of flags, or a String (or `to_str`).
enum ModeArg {
    None,
    Flags(i32),
    Text(Vec<u8>),
}

fn mode_arg(vm: &mut Vm, v: Value) -> VmResult<ModeArg> {
    if v.is_nil() {
        return Ok(ModeArg::None);
    }
    if crate::core::is_string(v) {
        return Ok(ModeArg::Text(obj::as_string(v).bytes.to_vec()));
    }
    if let Some(s) = vm.check_string(v)? {
        return Ok(ModeArg::Text(obj::as_string(s).bytes.to_vec()));
    }
    let n = vm.expect_int(v)?;
    let flags = i32::try_from(n).map_err(|_| vm.make_error(vm.core.range_error, &format!("integer {n} too big to convert to 'int'")))?;
    Ok(ModeArg::Flags(flags))
}

/// The keyword hash's value for `name`, nil counting as absent.
fn kw(vm: &mut Vm, opts: Option<Value>, name: &str) -> Option<Value> {
    opts.and_then(|h| vm.hash_lookup_symbol(h, intern(name))).filter(|v| !v.is_nil())
}

/// Parses a mode argument and the option hash (CRuby's rb_io_extract_modeenc).
pub fn parse(vm: &mut Vm, mode: Value, opts: Option<Value>) -> VmResult<OpenSpec> {
    let mut mode = mode;
    if let Some(m) = kw(vm, opts, "mode") {
        if !mode.is_nil() {
            return Err(vm.arg_error("mode specified twice"));
        }
        mode = m;
    }
    let mut spec = OpenSpec { flags: libc::O_RDONLY, mode_given: !mode.is_nil(), binmode: false, textmode: false, enc: None, enc2: None, bom: false, autoclose: true, perm: None };
    let mut has_enc = false;
    match mode_arg(vm, mode)? {
        ModeArg::None => {}
        ModeArg::Flags(f) => spec.flags = f,
        ModeArg::Text(text) => {
            let (access, enc) = match text.iter().position(|&b| b == b':') {
                Some(i) => (&text[..i], Some(&text[i + 1..])),
                None => (&text[..], None),
            };
            let (flags, b, t) = parse_access(vm, &text, access)?;
            spec.flags = flags;
            spec.binmode = b;
            spec.textmode = t;
            if let Some(e) = enc {
                has_enc = true;
                let (enc, enc2, bom) = parse_enc_string(vm, e)?;
                spec.enc = enc;
                spec.enc2 = enc2;
                spec.bom = bom;
            }
        }
    }
    if let Some(f) = kw(vm, opts, "flags") {
        let n = vm.expect_int(f)?;
        spec.flags |= n as i32;
    }
    if let Some(v) = kw(vm, opts, "textmode") {
        if spec.textmode {
            return Err(vm.arg_error("textmode specified twice"));
        }
        if spec.binmode {
            return Err(vm.arg_error("both textmode and binmode specified"));
        }
        spec.textmode = v.truthy();
    }
    if let Some(v) = kw(vm, opts, "binmode") {
        if spec.binmode {
            return Err(vm.arg_error("binmode specified twice"));
        }
        if spec.textmode {
            return Err(vm.arg_error("both textmode and binmode specified"));
        }
        spec.binmode = v.truthy();
    }
    if spec.binmode && spec.textmode {
        return Err(vm.arg_error("both textmode and binmode specified"));
    }
    if let Some(h) = opts {
        if let Some(a) = vm.hash_lookup_symbol(h, intern("autoclose")) {
            spec.autoclose = a.truthy();
        }
    }
    if let Some(p) = kw(vm, opts, "perm") {
        spec.perm = Some(vm.expect_int(p)? as u32);
    }
    // The encoding options.
    let ext_v = opts.and_then(|h| vm.hash_lookup_symbol(h, intern("external_encoding")));
    let int_v = opts.and_then(|h| vm.hash_lookup_symbol(h, intern("internal_encoding")));
    let mut enc_v = kw(vm, opts, "encoding");
    let any = enc_v.is_some() || ext_v.is_some_and(|v| !v.is_nil()) || int_v.is_some_and(|v| !v.is_nil());
    if any && has_enc {
        return Err(vm.arg_error("encoding specified twice"));
    }
    if let Some(e) = enc_v {
        let ext_set = ext_v.is_some_and(|v| !v.is_nil());
        if ext_set || int_v.is_some_and(|v| !v.is_nil()) {
            let shown = vm.obj_to_s(e)?;
            let shown = lossy(&obj::as_string(shown).bytes);
            let which = if ext_set { "external" } else { "internal" };
            warn(vm, &format!("Ignoring encoding parameter '{shown}': {which}_encoding is used"))?;
            enc_v = None;
        }
    }
    if let Some(e) = enc_v {
        has_enc = true;
        if let Some(s) = vm.check_string(e)? {
            let bytes = obj::as_string(s).bytes.to_vec();
            let (enc, enc2, bom) = parse_enc_string(vm, &bytes)?;
            spec.enc = enc;
            spec.enc2 = enc2;
            spec.bom = bom;
        } else {
            let id = to_encoding(vm, e)?;
            let (enc, enc2) = ext_int_to_encs(vm, Some(id), None, false);
            spec.enc = enc;
            spec.enc2 = enc2;
        }
    } else if ext_v.is_some() || int_v.is_some() {
        let ext = match ext_v {
            Some(v) if !v.is_nil() => Some(to_encoding(vm, v)?),
            _ => None,
        };
        let int = match int_v {
            None => None,
            Some(v) if v.is_nil() => Some(None),
            Some(v) => {
                let dash = vm.check_string(v)?.is_some_and(|s| obj::as_string(s).bytes.as_slice() == b"-");
                if dash {
                    Some(None)
                } else {
                    let id = to_encoding(vm, v)?;
                    Some(if Some(id) == ext { None } else { Some(id) })
                }
            }
        };
        has_enc = true;
        let (enc, enc2) = ext_int_to_encs(vm, ext, int, false);
        spec.enc = enc;
        spec.enc2 = enc2;
    }
    if spec.binmode && !has_enc {
        spec.enc = Some(EncodingId::BINARY);
        spec.enc2 = None;
    } else if !has_enc {
        let (enc, enc2) = ext_int_to_encs(vm, None, None, false);
        spec.enc = enc;
        spec.enc2 = enc2;
    }
    Ok(spec)
}
