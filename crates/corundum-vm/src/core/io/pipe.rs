//! Pipes and child-process streams: `IO.pipe`, `IO.popen`, `IO#pid`, `close_read`/`close_write`.
//!
//! Invariants:
//! - Both ends of `IO.pipe` and a popen stream are IOs whose `stream` is a `std::fs::File` on
//!   the pipe's descriptor (so every read and write method works unchanged) with `pipe` set: no
//!   seeking, read-ahead stays buffered.
//! - A read-write popen stream reads from `stream` and writes to `duplex`; `close_write` drops
//!   `duplex` alone so the child sees end of file.
//! - A popen stream records its child; closing it (explicitly, or at the end of the block form)
//!   waits for the child and sets `$?`.

use std::os::fd::{AsRawFd, OwnedFd};

use crate::core::enumerable::rooted;
use crate::core::io::errno::sys_fail;
use crate::core::io::{io_data, new_io, open_data, IoData, Stream};
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn pipe_io(vm: &mut Vm, klass: Value, fd: OwnedFd, readable: bool, writable: bool) -> Value {
    let f = std::fs::File::from(fd);
    let raw = f.as_raw_fd();
    let mut d = IoData::new(Stream::File(f), raw, readable, writable);
    d.pipe = true;
    d.sync = writable;
    new_io(vm, klass, d)
}

/// Closes `io` unless it is closed already (the block forms' cleanup).
fn close_quietly(vm: &mut Vm, io: Value) -> VmResult<()> {
    let open = io_data(vm, io).is_ok_and(|d| d.stream.is_some());
    if open {
        vm.call_method(io, intern("close"), &[], None)?;
    }
    Ok(())
}

/// `IO.pipe`: `[reader, writer]`; with a block, yields both, closes both and returns the
/// block's value.
fn io_s_pipe(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (r, w) = match std::io::pipe() {
        Ok(p) => p,
        Err(e) => return Err(sys_fail(vm, &e, "", "pipe")),
    };
    let reader = pipe_io(vm, recv, r.into(), true, false);
    vm.temp_roots.push(reader);
    let writer = pipe_io(vm, recv, w.into(), false, true);
    vm.temp_roots.push(writer);
    // The encodings given (`IO.pipe(ext, int)`, "ext:int", options) are the read end's; with
    // none it takes the defaults of the time.
    let set = if args.positional().is_empty() && args.kwargs().is_none() {
        let (enc, enc2) = crate::core::io::mode::ext_int_to_encs(vm, None, None, false);
        let d = io_data(vm, reader)?;
        d.enc = enc;
        d.enc2 = enc2;
        Ok(Value::NIL)
    } else if args.positional().is_empty() {
        let opts = args.kwargs();
        crate::core::io::mode::parse(vm, Value::NIL, opts).and_then(|spec| {
            let d = io_data(vm, reader)?;
            d.binmode = spec.binmode;
            d.enc = spec.enc;
            d.enc2 = spec.enc2;
            Ok(Value::NIL)
        })
    } else {
        vm.call_method_kw(reader, intern("set_encoding"), args.as_slice(), None, args.kw)
    };
    vm.temp_roots.pop();
    vm.temp_roots.pop();
    set?;
    let pair = vm.new_array(vec![reader, writer]);
    let Some(block) = args.block.clone() else { return Ok(pair) };
    rooted(vm, &[pair], |vm| {
        let result = vm.yield_block(&block, &[reader, writer]);
        let c1 = close_quietly(vm, reader);
        let c2 = close_quietly(vm, writer);
        let v = result?;
        c1?;
        c2?;
        Ok(v)
    })
}

/// Whether an `IO.popen` mode reads and writes ("r", "w", "r+", "w+", with "b"/"t" and an
/// encoding suffix allowed).
fn popen_mode(vm: &mut Vm, mode: Value) -> VmResult<(bool, bool, bool)> {
    if mode.is_nil() {
        return Ok((true, false, false));
    }
    if mode.is_fixnum() {
        let f = mode.as_fixnum() as i32;
        let acc = f & libc::O_ACCMODE;
        return Ok((acc != libc::O_WRONLY, acc != libc::O_RDONLY, false));
    }
    let s = vm.expect_string(mode)?;
    let bytes = obj::as_string(s).bytes.to_vec();
    let access = bytes.split(|&b| b == b':').next().unwrap_or(&[]).to_vec();
    let bad = |vm: &mut Vm| vm.arg_error(&format!("invalid access mode {}", String::from_utf8_lossy(&bytes)));
    let Some((&first, rest)) = access.split_first() else { return Err(bad(vm)) };
    let mut plus = false;
    let mut bin = false;
    for &c in rest {
        match c {
            b'+' => plus = true,
            b'b' => bin = true,
            b't' => {}
            _ => return Err(bad(vm)),
        }
    }
    match first {
        b'r' => Ok((true, plus, bin)),
        b'w' | b'a' => Ok((plus, true, bin)),
        _ => Err(bad(vm)),
    }
}

/// Keyword options of `IO.popen` that describe the stream rather than the child.
const IO_KEYS: &[&str] = &["mode", "binmode", "textmode", "encoding", "external_encoding", "internal_encoding", "autoclose", "flags"];

/// `IO.popen([env,] cmd, mode = "r", opts)`: a stream on a child's standard input and/or output.
fn io_s_popen(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let mut pos = args.positional().to_vec();
    // Options may come as a trailing Hash instead of keywords (mspec's ruby_exe does that).
    let mut opts_hash = args.kwargs();
    if opts_hash.is_none() && pos.len() >= 2 && pos.last().is_some_and(|v| obj::is_type(*v, ObjType::Hash)) {
        opts_hash = pos.pop();
    }
    let mut env = None;
    if pos.first().is_some_and(|v| obj::is_type(*v, ObjType::Hash)) {
        env = Some(pos.remove(0));
    }
    if pos.is_empty() || pos.len() > 2 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 1..2)", args.positional().len())));
    }
    let cmd = pos[0];
    let mut mode = pos.get(1).copied().unwrap_or(Value::NIL);
    // The keywords: the stream's own (mode:, binmode:) and the child's (chdir:, err:, ...).
    let mut child_opts = None;
    let mut binmode_kw = false;
    if let Some(kw) = opts_hash {
        let h = vm.new_hash();
        vm.temp_roots.push(h);
        for (k, v) in crate::core::hash::pairs(kw) {
            let name = if k.is_symbol() { k.as_symbol().name().to_string() } else { String::new() };
            if IO_KEYS.contains(&name.as_str()) {
                if name == "mode" {
                    mode = v;
                } else if name == "binmode" {
                    binmode_kw = v.truthy();
                }
            } else if let Err(e) = vm.hash_set(h, k, v) {
                vm.temp_roots.pop();
                return Err(e);
            }
        }
        vm.temp_roots.pop();
        if !crate::core::hash::pairs(h).is_empty() {
            child_opts = Some(h);
        }
    }
    let mut words: Vec<Value> = Vec::new();
    if let Some(e) = env {
        words.push(e);
    }
    if obj::is_type(cmd, ObjType::Array) {
        words.extend(crate::core::array::items(cmd).iter().copied());
    } else {
        let s = vm.expect_string(cmd)?;
        if obj::as_string(s).bytes.as_slice() == b"-" {
            return Err(vm.make_error(vm.core.not_implemented_error, "IO.popen(\"-\") (fork) is not supported by Corundum"));
        }
        words.push(s);
    }
    let (readable, writable, binmode) = popen_mode(vm, mode)?;
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&words);
    if let Some(h) = child_opts {
        vm.temp_roots.push(h);
    }
    let prepared = crate::core::process::spawn::prepare(vm, &words, child_opts, false);
    vm.temp_roots.truncate(mark);
    let mut prepared = prepared?;
    // The pipes are made here (not by Command) so `err: [:child, :out]` can name the child's
    // end; the parent keeps the other end.
    let mut out = None;
    let mut inp = None;
    if readable {
        let (r, w) = std::io::pipe().map_err(|e| sys_fail(vm, &e, "", "pipe"))?;
        prepared.redirect(1, w.into());
        out = Some(OwnedFd::from(r));
    }
    if writable {
        let (r, w) = std::io::pipe().map_err(|e| sys_fail(vm, &e, "", "pipe"))?;
        prepared.redirect(0, r.into());
        inp = Some(OwnedFd::from(w));
    }
    let (mut command, failure) = prepared.into_command(vm)?;
    vm.flush_out();
    let spawned = failure.start(&mut command);
    // The Command holds the child's pipe ends: closing them here lets the reader see EOF.
    drop(command);
    let child = spawned.map_err(|e| failure.error(vm, &e))?;
    let pid = child.id() as i32;
    let io = match (out, inp) {
        (Some(o), w) => {
            let io = pipe_io(vm, recv, o, true, writable);
            if let (Some(w), Ok(d)) = (w, io_data(vm, io)) {
                d.duplex = Some(std::fs::File::from(w));
            }
            io
        }
        (None, Some(w)) => pipe_io(vm, recv, w, false, true),
        (None, None) => return Err(vm.arg_error("IO.popen needs a readable or writable stream")),
    };
    if let Ok(d) = io_data(vm, io) {
        d.child = Some(pid);
        d.binmode = binmode || binmode_kw;
    }
    let Some(block) = args.block.clone() else { return Ok(io) };
    rooted(vm, &[io], |vm| {
        let result = vm.yield_block(&block, &[io]);
        let closed = close_quietly(vm, io);
        let v = result?;
        closed?;
        Ok(v)
    })
}

fn io_pid(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = open_data(vm, recv)?;
    Ok(d.child.map(|p| Value::fixnum(p as i64)).unwrap_or(Value::NIL))
}

/// `close_write`: a read-write stream drops its write end; a write-only one closes.
fn io_close_write(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = io_data(vm, recv)?;
    if d.stream.is_none() {
        return Ok(Value::NIL);
    }
    if d.duplex.is_some() {
        d.duplex = None;
        d.writable = false;
        return Ok(Value::NIL);
    }
    if d.readable {
        return Err(vm.make_error(vm.core.io_error, "closing non-duplex IO for writing"));
    }
    vm.call_method(recv, intern("close"), &[], None)?;
    Ok(Value::NIL)
}

/// `close_read`: a read-write stream keeps writing through its write end; a read-only one
/// closes.
fn io_close_read(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = io_data(vm, recv)?;
    if d.stream.is_none() {
        return Ok(Value::NIL);
    }
    if let Some(w) = d.duplex.take() {
        // The write end becomes the stream; the read end closes.
        d.fd = w.as_raw_fd();
        d.stream = Some(Stream::File(w));
        d.readable = false;
        d.rbuf = Vec::new();
        d.rpos = 0;
        return Ok(Value::NIL);
    }
    if d.writable {
        return Err(vm.make_error(vm.core.io_error, "closing non-duplex IO for reading"));
    }
    vm.call_method(recv, intern("close"), &[], None)?;
    Ok(Value::NIL)
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    vm.define_singleton_builtin(io, "pipe", -1, io_s_pipe);
    vm.define_singleton_builtin(io, "popen", -1, io_s_popen);
    vm.define_builtin(io, "pid", 0, io_pid);
    vm.define_builtin(io, "close_write", 0, io_close_write);
    vm.define_builtin(io, "close_read", 0, io_close_read);
}
