//! ARGF (`$<`): the concatenation of the files named in ARGV, or standard input when ARGV is
//! empty, as one read stream; `Kernel#gets`/`readline`/`readlines` read from it.
//!
//! ARGF is the one instance of the class `ARGF.class` (Enumerable), typed data holding the
//! stream being read. Reading opens the next file when needed by shifting its name off ARGV
//! (CRuby's `argf_next_argv`): "-" is `$stdin`; with ARGV empty before anything was read,
//! `$stdin` is read under the name "-". At the end of a file, the file is closed and reading goes
//! on with the next name, so a line never spans two files; after the last one the closed file
//! stays current (`ARGF.file`, `filename`) while `tell`/`seek`/`rewind`/`fileno` raise
//! ArgumentError "no stream to ...", until ARGV holds another name. `$stdin` read because ARGV
//! was empty is never closed nor left: each read tries it again. The reads themselves are the
//! IO methods of the current stream, called by name.
//!
//! In-place mode (`-i[ext]`, `ARGF.inplace_mode=`, `$-i`; the mode is the global `$-i`, a
//! String or nil): each file is opened for reading, then renamed to its name plus `ext` (or
//! removed when `ext` is empty), a new file of the same name and permissions is created, and
//! `$stdout` becomes that new file until the next file is opened (then it is closed); the last
//! one stays `$stdout`, as in CRuby. Standard input cannot be edited in place (a warning, at
//! every read when ARGV was empty, as CRuby's).
//!
//! Invariants: `current` is nil only before the first stream; with `next` at `Current` or
//! `Stdin` it is the stream to read (an IO, or whatever `$stdin` held), with `OpenNext` the last
//! stream, closed unless it was `$stdin`. `lineno` counts the lines read through ARGF across
//! files, and each line read sets `$.` to it; `$FILENAME` is kept equal to `filename`;
//! `inplace_out` is nil or the file in-place mode made `$stdout`, and `orig_stdout` what
//! `$stdout` was before the first one.

use std::cell::Cell;

use crate::data_type;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// What the next read does (CRuby's `next_p`, with `init_p` as `Unstarted`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Next {
    /// Nothing was read yet: ARGV decides between its files and `$stdin`.
    Unstarted,
    /// Read `current`.
    Current,
    /// `current` is finished: open the next name of ARGV, or report the end.
    OpenNext,
    /// ARGV was empty at the start: read `$stdin` (as it is then), never closed.
    Stdin,
}

pub struct ArgfData {
    /// The stream being read, or the last one once `next` is `OpenNext`; nil before the first.
    current: Cell<Value>,
    /// The name of the current file ("-" for standard input), a String.
    filename: Cell<Value>,
    lineno: Cell<i64>,
    next: Cell<Next>,
    binmode: Cell<bool>,
    /// In-place mode: the new file written in place of the one being read (`$stdout`).
    inplace_out: Cell<Value>,
    /// In-place mode: `$stdout` before the first file was edited.
    orig_stdout: Cell<Value>,
}

data_type!(pub ARGF_TYPE: ArgfData, c"ARGF", mark = |p, m| {
    // SAFETY: the payload of an ARGF_TYPE object is an ArgfData.
    let d = unsafe { &*(p as *const ArgfData) };
    m(d.current.get());
    m(d.filename.get());
    m(d.inplace_out.get());
    m(d.orig_stdout.get());
});

fn data(vm: &mut Vm, v: Value) -> VmResult<&'static ArgfData> {
    if obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &ARGF_TYPE) {
        // SAFETY: the descriptor was checked just above; its payload is an ArgfData.
        return Ok(unsafe { &*(obj::as_typed_data(v).data as *const ArgfData) });
    }
    Err(vm.type_error("wrong argument type (expected ARGF)"))
}

fn set_current(vm: &mut Vm, argf: Value, d: &ArgfData, io: Value, name: Value) {
    d.current.set(io);
    d.filename.set(name);
    obj::write_barrier(argf, io);
    obj::write_barrier(argf, name);
    vm.globals.insert(intern("$FILENAME"), name);
}

fn stdin(vm: &Vm) -> Value {
    vm.globals.get(&intern("$stdin")).copied().unwrap_or(Value::NIL)
}

/// The stream to read from, opening the next file of ARGV when the current one is finished;
/// None at the end (CRuby's `next_argv`).
fn next_stream(vm: &mut Vm, argf: Value) -> VmResult<Option<Value>> {
    let d = data(vm, argf)?;
    match d.next.get() {
        Next::Unstarted => d.next.set(if more_files(vm) { Next::OpenNext } else { Next::Stdin }),
        // Names put in ARGV while standard input was read take over, as CRuby's next_argv.
        Next::Stdin if more_files(vm) => d.next.set(Next::OpenNext),
        _ => {}
    }
    match d.next.get() {
        Next::Current => Ok(Some(d.current.get())),
        Next::Stdin => {
            if inplace_mode(vm).is_some() {
                crate::core::io::mode::warn(vm, "Can't do inplace edit for stdio")?;
            }
            let s = stdin(vm);
            let name = if d.current.get().is_nil() { vm.new_str("-") } else { d.filename.get() };
            set_current(vm, argf, d, s, name);
            Ok(Some(s))
        }
        Next::OpenNext if !more_files(vm) => Ok(None),
        Next::OpenNext | Next::Unstarted => {
            let argv = vm.const_get_from(vm.core.object, intern("ARGV")).unwrap_or(Value::NIL);
            let name = obj::as_array_mut(argv).items.remove(0);
            let name = vm.expect_string(name)?;
            // Out of ARGV and not yet ARGF's: rooted until `set_current` keeps it.
            vm.temp_roots.push(name);
            let r = open_named(vm, argf, d, name);
            vm.temp_roots.pop();
            r
        }
    }
}

/// Opens the file ARGV named (`name`, "-" for standard input) as the current stream; in
/// in-place mode, sets up its replacement (a file that cannot be replaced is skipped).
fn open_named(vm: &mut Vm, argf: Value, d: &ArgfData, name: Value) -> VmResult<Option<Value>> {
    if crate::core::str_of(name) == "-" {
        if inplace_mode(vm).is_some() {
            crate::core::io::mode::warn(vm, "Can't do inplace edit for stdio; skipping")?;
        }
        let s = stdin(vm);
        set_current(vm, argf, d, s, name);
        d.next.set(Next::Current);
        return Ok(Some(s));
    }
    let file = crate::core::io::file_class(vm);
    let mode = vm.new_str(if d.binmode.get() { "rb" } else { "r" });
    let io = vm.call_method(file, intern("open"), &[name, mode], None)?;
    set_current(vm, argf, d, io, name);
    d.next.set(Next::Current);
    if let Some(ext) = inplace_mode(vm) {
        if !edit_in_place(vm, argf, d, name, &ext)? {
            // The file could not be replaced: skipped, on to the next one.
            finish_current(vm, argf)?;
            return next_stream(vm, argf);
        }
    }
    Ok(Some(io))
}

/// The in-place mode's backup extension ("" for none), or None when the mode is off.
fn inplace_mode(vm: &Vm) -> Option<Vec<u8>> {
    let v = vm.globals.get(&intern("$-i")).copied().unwrap_or(Value::NIL);
    obj::is_type(v, ObjType::String).then(|| obj::as_string(v).bytes.to_vec())
}

/// In-place mode, the file `name` just opened for reading: it is moved aside (renamed with
/// `ext`, or removed), and a new file of its name and permissions becomes `$stdout`. False
/// when it could not be moved aside (a warning says why; the file is skipped).
fn edit_in_place(vm: &mut Vm, argf: Value, d: &ArgfData, name: Value, ext: &[u8]) -> VmResult<bool> {
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::fs::PermissionsExt;
    let path_bytes = obj::as_string(name).bytes.to_vec();
    let path = std::path::PathBuf::from(std::ffi::OsStr::from_bytes(&path_bytes));
    let shown = String::from_utf8_lossy(&path_bytes).into_owned();
    let previous = d.inplace_out.get();
    if !previous.is_nil() {
        d.inplace_out.set(Value::NIL);
        vm.call_method(previous, intern("close"), &[], None)?;
    }
    let perm = std::fs::metadata(&path).map(|m| m.permissions().mode() & 0o7777).unwrap_or(0o666);
    let moved = if ext.is_empty() {
        std::fs::remove_file(&path).map_err(|e| format!("Can't remove {shown}: {}, skipping file", os_error(&e)))
    } else {
        let mut backup = path_bytes.clone();
        backup.extend_from_slice(ext);
        let backup_path = std::path::PathBuf::from(std::ffi::OsStr::from_bytes(&backup));
        std::fs::rename(&path, &backup_path)
            .map_err(|e| format!("Can't rename {shown} to {}: {}, skipping file", String::from_utf8_lossy(&backup), os_error(&e)))
    };
    if let Err(msg) = moved {
        crate::core::io::mode::warn(vm, &msg)?;
        return Ok(false);
    }
    let file = crate::core::io::file_class(vm);
    let mode = vm.new_str(if d.binmode.get() { "wb" } else { "w" });
    vm.temp_roots.push(mode);
    let opened = vm.call_method(file, intern("open"), &[name, mode, Value::fixnum(i64::from(perm))], None);
    vm.temp_roots.pop();
    let out = opened?;
    // The permissions exactly, whatever the umask took from the creation mode.
    let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(perm));
    if d.orig_stdout.get().is_nil() {
        let stdout = vm.gvar_get(intern("$stdout"));
        d.orig_stdout.set(stdout);
        obj::write_barrier(argf, stdout);
    }
    d.inplace_out.set(out);
    obj::write_barrier(argf, out);
    vm.gvar_set(intern("$stdout"), out)?;
    Ok(true)
}

/// An OS error as CRuby words it (strerror's text).
fn os_error(e: &std::io::Error) -> String {
    e.raw_os_error().map(crate::core::io::errno::strerror).unwrap_or_else(|| e.to_string())
}

/// `inplace_mode`: `$-i` (a new String each time, as CRuby's).
fn argf_inplace_mode(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    match inplace_mode(vm) {
        Some(ext) => Ok(vm.new_string(ext)),
        None => Ok(Value::NIL),
    }
}

/// `inplace_mode = ext`: a String (a copy is kept) or nil (off).
fn argf_set_inplace_mode(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let v = args.get(0);
    let mode = if v.is_nil() || v == Value::FALSE {
        Value::NIL
    } else {
        let s = vm.expect_string(v)?;
        vm.new_string(obj::as_string(s).bytes.to_vec())
    };
    vm.globals.insert(intern("$-i"), mode);
    Ok(v)
}

/// Ends the current file (CRuby's `argf_close` and `next_p = 1`): closes it (not standard
/// input) and keeps it as `current`, so the next read opens the next name. `$stdin` read for an
/// empty ARGV is left as it is.
fn finish_current(vm: &mut Vm, argf: Value) -> VmResult<()> {
    let d = data(vm, argf)?;
    if d.next.get() == Next::Stdin {
        return Ok(());
    }
    let cur = d.current.get();
    d.next.set(Next::OpenNext);
    if !cur.is_nil() && cur != stdin(vm) && crate::core::io::std_stream(cur) != Some(0) {
        let closed = vm.call_method(cur, intern("closed?"), &[], None)?;
        if !closed.truthy() {
            vm.call_method(cur, intern("close"), &[], None)?;
        }
    }
    Ok(())
}

/// Whether another file is still to come after the current one.
fn more_files(vm: &mut Vm) -> bool {
    let argv = vm.const_get_from(vm.core.object, intern("ARGV")).unwrap_or(Value::NIL);
    crate::core::is_array(argv) && !obj::as_array(argv).items.is_empty()
}

/// Reads one item with `method` (a line, character or byte), moving on to the next file at the
/// end of one; nil at the end of the last.
fn read_item(vm: &mut Vm, argf: Value, method: &str, args: &Args) -> VmResult {
    loop {
        let Some(io) = next_stream(vm, argf)? else { return Ok(Value::NIL) };
        let v = vm.call_method_kw(io, intern(method), args.as_slice(), None, args.kw)?;
        if !v.is_nil() {
            if method == "gets" {
                let d = data(vm, argf)?;
                d.lineno.set(d.lineno.get() + 1);
                vm.globals.insert(intern("$."), Value::fixnum(d.lineno.get()));
            }
            return Ok(v);
        }
        if data(vm, argf)?.next.get() == Next::Stdin {
            return Ok(Value::NIL);
        }
        finish_current(vm, argf)?;
    }
}

fn argf_gets(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let line = read_item(vm, recv, "gets", args)?;
    vm.globals.insert(intern("$_"), line);
    Ok(line)
}

fn argf_readline(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let line = argf_gets(vm, recv, args)?;
    if line.is_nil() {
        return Err(vm.make_error(vm.core.eof_error, "end of file reached"));
    }
    Ok(line)
}

fn argf_readlines(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let out = vm.new_array(Vec::new());
    vm.temp_roots.push(out);
    let r = (|| loop {
        let line = argf_gets(vm, recv, args)?;
        if line.is_nil() {
            return Ok(out);
        }
        obj::as_array_mut(out).items.push(line);
        obj::write_barrier(out, line);
    })();
    vm.temp_roots.pop();
    r
}

fn argf_each_line(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_user(vm, recv, "each_line", args.as_slice(), None);
    };
    loop {
        let mut plain = Args::from_slice(args.as_slice(), None);
        plain.kw = args.kw;
        let line = argf_gets(vm, recv, &plain)?;
        if line.is_nil() {
            return Ok(recv);
        }
        vm.yield_block(&b, &[line])?;
    }
}

fn each_item(vm: &mut Vm, recv: Value, args: &Args, method: &str, each: &str) -> VmResult {
    let Some(b) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_user(vm, recv, each, &[], None);
    };
    loop {
        let v = read_item(vm, recv, method, &Args::from_slice(&[], None))?;
        if v.is_nil() {
            return Ok(recv);
        }
        vm.yield_block(&b, &[v])?;
    }
}

fn argf_getc(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    read_item(vm, recv, "getc", &Args::from_slice(&[], None))
}

fn argf_getbyte(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    read_item(vm, recv, "getbyte", &Args::from_slice(&[], None))
}

fn argf_readchar(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let c = argf_getc(vm, recv, args)?;
    if c.is_nil() {
        return Err(vm.make_error(vm.core.eof_error, "end of file reached"));
    }
    Ok(c)
}

fn argf_readbyte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let c = argf_getbyte(vm, recv, args)?;
    if c.is_nil() {
        return Err(vm.make_error(vm.core.eof_error, "end of file reached"));
    }
    Ok(c)
}

fn argf_each_char(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    each_item(vm, recv, args, "getc", "each_char")
}

fn argf_each_byte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    each_item(vm, recv, args, "getbyte", "each_byte")
}

/// `read(length = nil, outbuf = nil)`: the rest of every file, or up to `length` bytes across
/// files (CRuby's argf_read): nil (or the emptied `outbuf`) when no stream is left at the start,
/// nil at the end when a length was asked.
fn argf_read(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    let len = match args.positional().first() {
        Some(v) if !v.is_nil() => {
            let n = vm.expect_int(*v)?;
            if n < 0 {
                return Err(vm.make_error(vm.core.argument_error, &format!("negative length {n} given")));
            }
            Some(n as usize)
        }
        _ => None,
    };
    let outbuf = match args.positional().get(1) {
        Some(&b) if !b.is_nil() => {
            let b = vm.expect_string(b)?;
            vm.call_method(b, intern("clear"), &[], None)?;
            Some(b)
        }
        _ => None,
    };
    // None until a stream answered (CRuby's `str` starting as nil).
    let mut out: Option<Vec<u8>> = None;
    loop {
        let Some(io) = next_stream(vm, recv)? else { break };
        let have = out.as_ref().map_or(0, Vec::len);
        let chunk = match len {
            Some(n) => vm.call_method(io, intern("read"), &[Value::fixnum((n - have) as i64)], None)?,
            None => vm.call_method(io, intern("read"), &[], None)?,
        };
        if !chunk.is_nil() {
            out.get_or_insert_with(Vec::new).extend_from_slice(obj::as_string(chunk).bytes.as_slice());
        }
        let at_end = chunk.is_nil() || len.is_none();
        if at_end && data(vm, recv)?.next.get() != Next::Stdin {
            finish_current(vm, recv)?;
            continue;
        }
        if !at_end && len.is_some_and(|n| out.as_ref().map_or(0, Vec::len) < n) {
            continue;
        }
        break;
    }
    match (out, outbuf) {
        (Some(bytes), Some(buf)) => {
            let s = vm.new_string(bytes);
            vm.call_method(buf, intern("replace"), &[s], None)?;
            Ok(buf)
        }
        (None, Some(buf)) => Ok(buf),
        (Some(bytes), None) => Ok(vm.new_string(bytes)),
        (None, None) => Ok(Value::NIL),
    }
}

/// `eof?`: asks the current stream, also the closed last one at the end (IOError).
fn argf_eof(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let io = match next_stream(vm, recv)? {
        Some(io) => io,
        None => data(vm, recv)?.current.get(),
    };
    if io.is_nil() {
        return Ok(Value::TRUE);
    }
    vm.call_method(io, intern("eof?"), &[], None)
}

fn argf_filename(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    next_stream(vm, recv)?;
    Ok(data(vm, recv)?.filename.get())
}

/// `file`/`to_io`: the current stream, the closed last file at the end.
fn argf_file(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    match next_stream(vm, recv)? {
        Some(io) => Ok(io),
        None => Ok(data(vm, recv)?.current.get()),
    }
}

fn argf_lineno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::fixnum(data(vm, recv)?.lineno.get()))
}

fn argf_set_lineno(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let n = vm.expect_int(args.get(0))?;
    data(vm, recv)?.lineno.set(n);
    vm.globals.insert(intern("$."), Value::fixnum(n));
    Ok(Value::fixnum(n))
}

fn argf_argv(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.const_get_from(vm.core.object, intern("ARGV")).unwrap_or(Value::NIL))
}

/// `skip`: on to the next file (the current one is closed).
fn argf_skip(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    if data(vm, recv)?.next.get() == Next::Current {
        finish_current(vm, recv)?;
    }
    Ok(recv)
}

/// `close`: closes the current file and moves on to the next; the line count starts again.
fn argf_close(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    next_stream(vm, recv)?;
    finish_current(vm, recv)?;
    data(vm, recv)?.lineno.set(0);
    Ok(recv)
}

fn argf_closed(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    next_stream(vm, recv)?;
    let cur = data(vm, recv)?.current.get();
    if cur.is_nil() {
        return Ok(Value::TRUE);
    }
    vm.call_method(cur, intern("closed?"), &[], None)
}

/// Methods answered by the current stream itself (`pos`, `rewind`, `fileno`, ...); with no
/// stream left, ArgumentError with CRuby's message for the method.
fn delegate(vm: &mut Vm, recv: Value, args: &Args, method: &str, no_stream: &str) -> VmResult {
    match next_stream(vm, recv)? {
        Some(io) => vm.call_method_kw(io, intern(method), args.as_slice(), None, args.kw),
        None => Err(vm.make_error(vm.core.argument_error, no_stream)),
    }
}

fn argf_pos(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    delegate(vm, recv, args, "pos", "no stream to tell")
}
fn argf_set_pos(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    delegate(vm, recv, args, "pos=", "no stream to set position")
}
fn argf_seek(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    delegate(vm, recv, args, "seek", "no stream to seek")
}
fn argf_rewind(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let r = delegate(vm, recv, args, "rewind", "no stream to rewind")?;
    let d = data(vm, recv)?;
    d.lineno.set(0);
    Ok(r)
}
fn argf_fileno(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    delegate(vm, recv, args, "fileno", "no stream")
}

/// The encodings of the current stream (the closed last file's at the end), the default ones
/// before any (CRuby's argf_encoding).
fn stream_encoding(vm: &mut Vm, recv: Value, method: &str) -> VmResult {
    let io = match next_stream(vm, recv)? {
        Some(io) => io,
        None => data(vm, recv)?.current.get(),
    };
    if io.is_nil() {
        let k = vm.core.encoding;
        let default = if method == "external_encoding" { "default_external" } else { "default_internal" };
        return vm.call_method(k, intern(default), &[], None);
    }
    vm.call_method(io, intern(method), &[], None)
}
fn argf_external_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    stream_encoding(vm, recv, "external_encoding")
}
fn argf_internal_encoding(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    stream_encoding(vm, recv, "internal_encoding")
}
fn argf_set_encoding(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    delegate(vm, recv, args, "set_encoding", "no stream to set encoding")?;
    Ok(recv)
}

fn argf_binmode(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data(vm, recv)?;
    d.binmode.set(true);
    let cur = d.current.get();
    if !cur.is_nil() && d.next.get() != Next::Unstarted {
        vm.call_method(cur, intern("binmode"), &[], None)?;
    }
    Ok(recv)
}

fn argf_binmode_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(data(vm, recv)?.binmode.get()))
}

fn argf_to_s(vm: &mut Vm, _recv: Value, _args: &Args) -> VmResult {
    Ok(vm.new_str("ARGF"))
}

/// `write`: to the file in-place mode is writing; nothing to write to otherwise.
fn argf_write(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let out = data(vm, recv)?.inplace_out.get();
    if out.is_nil() {
        return Err(vm.make_error(vm.core.io_error, "not opened for writing"));
    }
    vm.call_method(out, intern("write"), args.as_slice(), None)
}

pub fn init(vm: &mut Vm) {
    let object = vm.core.object;
    let k = crate::core::define_class_under(vm, object, "ARGF.class", object);
    // Not a constant of Object: the class is reached as `ARGF.class` only.
    obj::as_class_mut(object).data.remove_const(intern("ARGF.class"));
    obj::as_class_mut(k).data.instance_type = ObjType::Data;
    let enumerable = vm.core.enumerable;
    let _ = vm.include_module(k, enumerable);
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("gets", -1, argf_gets),
        ("readline", -1, argf_readline),
        ("readlines", -1, argf_readlines),
        ("to_a", -1, argf_readlines),
        ("each_line", -1, argf_each_line),
        ("each", -1, argf_each_line),
        ("getc", 0, argf_getc),
        ("getbyte", 0, argf_getbyte),
        ("readchar", 0, argf_readchar),
        ("readbyte", 0, argf_readbyte),
        ("each_char", 0, argf_each_char),
        ("each_byte", 0, argf_each_byte),
        ("read", -1, argf_read),
        ("eof?", 0, argf_eof),
        ("eof", 0, argf_eof),
        ("filename", 0, argf_filename),
        ("path", 0, argf_filename),
        ("file", 0, argf_file),
        ("to_io", 0, argf_file),
        ("lineno", 0, argf_lineno),
        ("lineno=", 1, argf_set_lineno),
        ("argv", 0, argf_argv),
        ("skip", 0, argf_skip),
        ("close", 0, argf_close),
        ("closed?", 0, argf_closed),
        ("pos", 0, argf_pos),
        ("tell", 0, argf_pos),
        ("pos=", 1, argf_set_pos),
        ("seek", -1, argf_seek),
        ("rewind", 0, argf_rewind),
        ("fileno", 0, argf_fileno),
        ("to_i", 0, argf_fileno),
        ("external_encoding", 0, argf_external_encoding),
        ("internal_encoding", 0, argf_internal_encoding),
        ("set_encoding", -1, argf_set_encoding),
        ("binmode", 0, argf_binmode),
        ("binmode?", 0, argf_binmode_p),
        ("to_s", 0, argf_to_s),
        ("inspect", 0, argf_to_s),
        ("write", -1, argf_write),
        ("inplace_mode", 0, argf_inplace_mode),
        ("inplace_mode=", 1, argf_set_inplace_mode),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(k, name, arity, f);
    }
    let payload = ArgfData {
        current: Cell::new(Value::NIL),
        filename: Cell::new(Value::NIL),
        lineno: Cell::new(0),
        next: Cell::new(Next::Unstarted),
        binmode: Cell::new(false),
        inplace_out: Cell::new(Value::NIL),
        orig_stdout: Cell::new(Value::NIL),
    };
    let argf = vm.new_typed_data(k, &ARGF_TYPE, Box::new(payload));
    let dash = vm.new_str("-");
    data(vm, argf).expect("ARGF").filename.set(dash);
    obj::write_barrier(argf, dash);
    vm.const_set(object, intern("ARGF"), argf);
    vm.globals.insert(intern("$<"), argf);
    vm.globals.insert(intern("$FILENAME"), dash);
}

/// The ARGF object (for Kernel#gets and friends).
pub fn argf(vm: &Vm) -> Value {
    vm.globals.get(&intern("$<")).copied().unwrap_or(Value::NIL)
}
