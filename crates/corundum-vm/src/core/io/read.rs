//! Reading from an IO: `read`, `gets` and its line iterators, `getc`/`each_char`, `getbyte`,
//! `eof?`, and Kernel#gets on standard input.
//!
//! Invariants: every read goes through the IO's buffer (`fill`), so `gets` followed by `read`
//! sees each byte once; standard input is read only after the VM's pending output is flushed
//! (a prompt printed before `gets` appears first). Strings read are UTF-8 unless the IO is in
//! binary mode; `read(length)` gives ASCII-8BIT, as CRuby does.

use std::io::Read;

use crate::core::io::errno::sys_fail;
use crate::core::io::{open_data, IoData, Stream};
use crate::object as obj;
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

const CHUNK: usize = 64 * 1024;

/// How `gets` splits lines.
pub enum Separator {
    /// `nil`: everything to the end.
    All,
    /// `""`: paragraphs (runs of two or more newlines end one).
    Paragraph,
    Bytes(Vec<u8>),
}

/// Reads more bytes into the buffer; 0 at end of file.
pub fn fill(d: &mut IoData) -> std::io::Result<usize> {
    if d.rpos > 0 {
        d.rbuf.drain(..d.rpos);
        d.rpos = 0;
    }
    let mut chunk = [0u8; CHUNK];
    let n = match &mut d.stream {
        Some(Stream::Stdin) => std::io::stdin().lock().read(&mut chunk)?,
        Some(Stream::File(f)) => f.read(&mut chunk)?,
        _ => 0,
    };
    d.rbuf.extend_from_slice(&chunk[..n]);
    Ok(n)
}

/// Reads until at least `n` bytes are buffered or the end of the file (peeking ahead).
pub fn fill_at_least(vm: &mut Vm, recv: Value, n: usize) -> VmResult<()> {
    let d = readable(vm, recv)?;
    while d.buffered().len() < n && fill_or_raise(vm, d, "io_fillbuf")? > 0 {}
    Ok(())
}

/// The open, readable payload of `recv` (IOError "not opened for reading" otherwise); flushes
/// pending output first when it is standard input.
pub fn readable(vm: &mut Vm, recv: Value) -> VmResult<&'static mut IoData> {
    let d = open_data(vm, recv)?;
    if !d.readable {
        return Err(vm.make_error(vm.core.io_error, "not opened for reading"));
    }
    if matches!(d.stream, Some(Stream::Stdin)) {
        vm.flush_out();
    }
    // Reading after writing reads from the logical position.
    Ok(d)
}

pub fn fill_or_raise(vm: &mut Vm, d: &mut IoData, function: &str) -> VmResult<usize> {
    wait_readable(vm, d)?;
    loop {
        match fill(d) {
            Ok(n) => return Ok(n),
            // A non-blocking descriptor without data: wait, then read again (`io::wait`).
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => crate::core::io::wait::wait_io_ready(vm, d, false)?,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => vm.check_ints_blocking()?,
            Err(e) => {
                let path = d.path_lossy();
                return Err(sys_fail(vm, &e, function, &path));
            }
        }
    }
}

/// Waits until `d` has input (or its end, or an error the read will report), running due
/// interrupts meanwhile and, with other threads alive, letting them run (`io::wait`).
pub fn wait_readable(vm: &mut Vm, d: &IoData) -> VmResult<()> {
    crate::core::io::wait::wait_io(vm, d, false)?;
    if d.stream.is_none() {
        return Err(crate::core::io::wait::stream_closed_error(vm));
    }
    Ok(())
}

/// Takes `n` buffered bytes.
pub fn take(d: &mut IoData, n: usize) -> Vec<u8> {
    let out = d.buffered()[..n].to_vec();
    d.rpos += n;
    out
}

/// Everything up to the end of the file.
fn read_to_end(vm: &mut Vm, d: &mut IoData) -> VmResult<Vec<u8>> {
    while fill_or_raise(vm, d, "io_fread")? > 0 {}
    let n = d.buffered().len();
    Ok(take(d, n))
}

/// Up to `limit` bytes, fewer only at the end of the file. With nothing buffered the bytes are
/// read straight into the result, never asking for more than are still wanted (CRuby's
/// io_bufread): a datagram socket's message longer than the length is cut there, its rest
/// dropped by the kernel, and nothing past the length waits in the buffer.
fn read_upto(vm: &mut Vm, d: &mut IoData, limit: usize) -> VmResult<Vec<u8>> {
    if d.buffered().is_empty() {
        return read_direct(vm, d, limit);
    }
    while d.buffered().len() < limit && fill_or_raise(vm, d, "io_fread")? > 0 {}
    let n = d.buffered().len().min(limit);
    Ok(take(d, n))
}

/// Up to `limit` bytes by read(2)s of at most what is still wanted, bypassing the buffer.
fn read_direct(vm: &mut Vm, d: &mut IoData, limit: usize) -> VmResult<Vec<u8>> {
    let mut out = Vec::new();
    while out.len() < limit {
        wait_readable(vm, d)?;
        let want = (limit - out.len()).min(CHUNK * 16);
        let start = out.len();
        out.resize(start + want, 0);
        let r = match &mut d.stream {
            Some(Stream::Stdin) => std::io::stdin().lock().read(&mut out[start..]),
            Some(Stream::File(f)) => f.read(&mut out[start..]),
            _ => Ok(0),
        };
        out.truncate(start + *r.as_ref().unwrap_or(&0));
        match r {
            Ok(0) => break,
            Ok(_) => {}
            // A non-blocking descriptor with no input yet: wait for some.
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => crate::core::io::wait::wait_io_ready(vm, d, false)?,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => vm.check_ints_blocking()?,
            Err(e) => {
                let path = d.path_lossy();
                return Err(sys_fail(vm, &e, "io_fread", &path));
            }
        }
    }
    Ok(out)
}

/// Length of the UTF-8 character that starts with byte `b` (1 for anything invalid).
fn char_len(b: u8) -> usize {
    match b {
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => 1,
    }
}

/// The next line by `sep`, at most `limit` bytes (extended to end on a whole character when the
/// IO is not binary); None at end of file.
pub fn read_line(vm: &mut Vm, d: &mut IoData, sep: &Separator, limit: Option<usize>) -> VmResult<Option<Vec<u8>>> {
    if limit == Some(0) {
        return Ok(Some(Vec::new()));
    }
    if let Separator::Paragraph = sep {
        // Leading newlines belong to no paragraph.
        loop {
            if d.buffered().is_empty() && fill_or_raise(vm, d, "io_fillbuf")? == 0 {
                return Ok(None);
            }
            match d.buffered().iter().position(|&b| b != b'\n') {
                Some(i) => {
                    d.rpos += i;
                    break;
                }
                None => d.rpos = d.rbuf.len(),
            }
        }
    }
    let needle: &[u8] = match sep {
        Separator::All => &[],
        Separator::Paragraph => b"\n\n",
        Separator::Bytes(s) => s,
    };
    let mut scanned: usize = 0;
    let mut eof = false;
    let end = loop {
        let buf = d.buffered();
        if !needle.is_empty() {
            let from = scanned.saturating_sub(needle.len() - 1);
            if let Some(i) = buf.get(from..).and_then(|b| b.windows(needle.len()).position(|w| w == needle)) {
                let e = from + i + needle.len();
                if limit.is_none_or(|l| e <= l) {
                    break e;
                }
            }
        }
        if let Some(l) = limit {
            if buf.len() >= l {
                break l;
            }
        }
        if eof {
            break buf.len();
        }
        scanned = buf.len();
        if fill_or_raise(vm, d, "io_fillbuf")? == 0 {
            eof = true;
        }
    };
    if end == 0 {
        return Ok(None);
    }
    let mut end = end;
    if limit.is_some() && !d.binmode {
        // Finish a character the limit cut in two, as CRuby does.
        let start = (0..end).rev().find(|&i| d.buffered()[i] & 0xc0 != 0x80).unwrap_or(0);
        let want = start + char_len(d.buffered()[start]);
        while want > end && d.buffered().len() < want && fill_or_raise(vm, d, "io_fillbuf")? > 0 {}
        if want > end {
            end = want.min(d.buffered().len());
        }
    }
    let line = take(d, end);
    if let Separator::Paragraph = sep {
        // The newlines after a paragraph are swallowed.
        loop {
            if d.buffered().is_empty() && fill_or_raise(vm, d, "io_fillbuf")? == 0 {
                break;
            }
            match d.buffered().iter().position(|&b| b != b'\n') {
                Some(i) => {
                    d.rpos += i;
                    break;
                }
                None => d.rpos = d.rbuf.len(),
            }
        }
    }
    d.lineno += 1;
    // `$.` is the line number of the last line read from any IO.
    vm.globals.insert(intern("$."), Value::fixnum(d.lineno));
    Ok(Some(line))
}

/// Removes the separator `gets(chomp: true)` leaves out ("\r\n" too for the default one).
fn chomp_line(line: &mut Vec<u8>, sep: &Separator) {
    match sep {
        Separator::All => {}
        Separator::Paragraph => {
            while line.last() == Some(&b'\n') {
                line.pop();
            }
        }
        Separator::Bytes(s) if s.as_slice() == b"\n" => {
            if line.ends_with(b"\r\n") {
                line.truncate(line.len() - 2);
            } else if line.ends_with(b"\n") {
                line.pop();
            }
        }
        Separator::Bytes(s) => {
            if line.ends_with(s) {
                line.truncate(line.len() - s.len());
            }
        }
    }
}

/// Parses `(sep = $/, limit = nil, chomp: false)` as `gets`, `each_line` and `readlines` take it.
/// (`$/` is read only when no separator is given.)
pub fn line_args(vm: &mut Vm, args: &Args) -> VmResult<(Separator, Option<usize>, bool)> {
    let mut chomp = false;
    if let Some(kw) = args.kwargs() {
        if let Some(c) = vm.hash_lookup_symbol(kw, intern("chomp")) {
            chomp = c.truthy();
        }
    }
    let pos = args.positional();
    if pos.len() > 2 {
        return Err(vm.arg_error(&format!("wrong number of arguments (given {}, expected 0..2)", pos.len())));
    }
    // Without a separator argument, `$/` (`-0` sets it; "\n" by default).
    let rs = vm.globals.get(&intern("$/")).copied().unwrap_or(Value::NIL);
    let mut sep = if obj::is_type(rs, crate::object::ObjType::String) || rs.is_nil() { separator(vm, rs)? } else { Separator::Bytes(b"\n".to_vec()) };
    let mut limit_arg = Value::NIL;
    match pos {
        [] => {}
        [one] if one.is_fixnum() || obj::is_type(*one, crate::object::ObjType::Bignum) => limit_arg = *one,
        [one] if one.is_nil() => sep = Separator::All,
        [one] => match vm.check_string(*one)? {
            Some(s) => sep = separator(vm, s)?,
            None => limit_arg = *one,
        },
        [s, l] => {
            sep = separator(vm, *s)?;
            limit_arg = *l;
        }
        _ => {}
    }
    let limit = if limit_arg.is_nil() {
        None
    } else {
        let n = vm.expect_int(limit_arg)?;
        // A negative limit means none.
        usize::try_from(n).ok()
    };
    Ok((sep, limit, chomp))
}

fn separator(vm: &mut Vm, v: Value) -> VmResult<Separator> {
    if v.is_nil() {
        return Ok(Separator::All);
    }
    let s = vm.expect_string(v)?;
    let bytes = obj::as_string(s).bytes.to_vec();
    Ok(if bytes.is_empty() { Separator::Paragraph } else { Separator::Bytes(bytes) })
}

/// The next line of `recv` as a String (chomped when asked), or nil at the end; sets `$_`.
pub fn gets_value(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (sep, limit, chomp) = line_args(vm, args)?;
    let d = readable(vm, recv)?;
    let line = match read_line(vm, d, &sep, limit)? {
        Some(mut line) => {
            if chomp {
                chomp_line(&mut line, &sep);
            }
            crate::core::io::encoding::read_string(vm, d, line)?
        }
        None => Value::NIL,
    };
    vm.globals.insert(intern("$_"), line);
    Ok(line)
}

fn io_gets(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    gets_value(vm, recv, args)
}

fn io_readline(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let line = gets_value(vm, recv, args)?;
    if line.is_nil() {
        return Err(vm.make_error(vm.core.eof_error, "end of file reached"));
    }
    Ok(line)
}

/// Every remaining line, in an Array.
pub fn readlines_value(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (sep, limit, chomp) = line_args(vm, args)?;
    if limit == Some(0) {
        return Err(vm.arg_error("invalid limit: 0 for readlines"));
    }
    let result = vm.new_array(Vec::new());
    vm.temp_roots.push(result);
    let r = (|| {
        loop {
            let d = readable(vm, recv)?;
            let Some(mut line) = read_line(vm, d, &sep, limit)? else { break };
            if chomp {
                chomp_line(&mut line, &sep);
            }
            let s = crate::core::io::encoding::read_string(vm, d, line)?;
            obj::as_array_mut(result).items.push(s);
        }
        Ok(result)
    })();
    vm.temp_roots.pop();
    r
}

fn io_readlines(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    readlines_value(vm, recv, args)
}

/// `each_line` / `each`: yields every remaining line; an Enumerator without a block.
pub fn each_line_value(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_line", args);
    };
    let (sep, limit, chomp) = line_args(vm, args)?;
    if limit == Some(0) {
        return Err(vm.arg_error("invalid limit: 0 for each_line"));
    }
    loop {
        let d = readable(vm, recv)?;
        let Some(mut line) = read_line(vm, d, &sep, limit)? else { break };
        if chomp {
            chomp_line(&mut line, &sep);
        }
        let s = crate::core::io::encoding::read_string(vm, d, line)?;
        vm.yield_block(&block, &[s])?;
    }
    Ok(recv)
}

fn io_each_line(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    each_line_value(vm, recv, args)
}

/// `read(length = nil, outbuf = nil)`.
fn io_read(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    let len = args.get(0);
    let outbuf = args.get(1);
    if !outbuf.is_nil() {
        vm.expect_string(outbuf)?;
        vm.check_frozen(outbuf)?;
    }
    let result = if len.is_nil() {
        let d = readable(vm, recv)?;
        let bytes = read_to_end(vm, d)?;
        crate::core::io::encoding::read_string(vm, d, bytes)?
    } else {
        let n = vm.expect_int(len)?;
        if n < 0 {
            return Err(vm.arg_error(&format!("negative length {n} given")));
        }
        // CRuby allocates the whole buffer first: a length no memory can hold raises.
        vm.check_alloc(n as u128, 1)?;
        let d = readable(vm, recv)?;
        let bytes = read_upto(vm, d, usize::try_from(n).unwrap_or(usize::MAX))?;
        if bytes.is_empty() && n > 0 {
            if !outbuf.is_nil() {
                obj::as_string_mut(outbuf).bytes.clear();
            }
            return Ok(Value::NIL);
        }
        vm.new_binary_string(bytes)
    };
    if !outbuf.is_nil() {
        let bytes = obj::as_string(result).bytes.to_vec();
        let buf = &mut obj::as_string_mut(outbuf).bytes;
        buf.clear();
        buf.extend_from_slice(&bytes);
        return Ok(outbuf);
    }
    Ok(result)
}

/// The next character (one byte in binary mode), or None at the end.
pub fn next_char(vm: &mut Vm, d: &mut IoData) -> VmResult<Option<Vec<u8>>> {
    if d.buffered().is_empty() && fill_or_raise(vm, d, "io_fillbuf")? == 0 {
        return Ok(None);
    }
    // A character of the encoding the bytes are in (the external one when converting).
    let enc = crate::core::io::encoding::read_encoding(vm, d);
    if enc == crate::core::encoding::EncodingId::BINARY {
        return Ok(Some(take(d, 1)));
    }
    // Read more only while the character is incomplete (up to four bytes decide any), so an
    // interactive stream is not waited on for bytes past it.
    while crate::core::encoding::chars::precise_len(enc, d.buffered()).is_none() && d.buffered().len() < 4 && fill_or_raise(vm, d, "io_fillbuf")? > 0 {}
    let n = crate::core::encoding::chars::char_len(enc, d.buffered()).max(1).min(d.buffered().len());
    Ok(Some(take(d, n)))
}

fn io_getc(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = readable(vm, recv)?;
    match next_char(vm, d)? {
        Some(c) => crate::core::io::encoding::read_string(vm, d, c),
        None => Ok(Value::NIL),
    }
}

fn io_readchar(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let c = io_getc(vm, recv, args)?;
    if c.is_nil() {
        return Err(vm.make_error(vm.core.eof_error, "end of file reached"));
    }
    Ok(c)
}

fn io_each_char(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_char", args);
    };
    loop {
        let d = readable(vm, recv)?;
        let Some(c) = next_char(vm, d)? else { break };
        let s = crate::core::io::encoding::read_string(vm, d, c)?;
        vm.yield_block(&block, &[s])?;
    }
    Ok(recv)
}

fn io_getbyte(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = readable(vm, recv)?;
    if d.buffered().is_empty() && fill_or_raise(vm, d, "io_fillbuf")? == 0 {
        return Ok(Value::NIL);
    }
    let b = d.buffered()[0];
    d.rpos += 1;
    Ok(Value::fixnum(b as i64))
}

fn io_readbyte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let b = io_getbyte(vm, recv, args)?;
    if b.is_nil() {
        return Err(vm.make_error(vm.core.eof_error, "end of file reached"));
    }
    Ok(b)
}

fn io_each_byte(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each_byte", args);
    };
    loop {
        let b = io_getbyte(vm, recv, args)?;
        if b.is_nil() {
            break;
        }
        vm.yield_block(&block, &[b])?;
    }
    Ok(recv)
}

fn io_eof(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = readable(vm, recv)?;
    if !d.buffered().is_empty() {
        return Ok(Value::FALSE);
    }
    Ok(Value::bool(fill_or_raise(vm, d, "io_fillbuf")? == 0))
}

/// Kernel#gets, #readline, #readlines: ARGF's (the files named in ARGV, else `$stdin`).
fn k_gets(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let argf = crate::core::io::argf::argf(vm);
    vm.call_method_kw(argf, intern("gets"), args.as_slice(), None, args.kw)
}

fn k_readline(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let argf = crate::core::io::argf::argf(vm);
    vm.call_method_kw(argf, intern("readline"), args.as_slice(), None, args.kw)
}

fn k_readlines(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let argf = crate::core::io::argf::argf(vm);
    vm.call_method_kw(argf, intern("readlines"), args.as_slice(), None, args.kw)
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("read", -1, io_read),
        ("gets", -1, io_gets),
        ("readline", -1, io_readline),
        ("readlines", -1, io_readlines),
        ("each_line", -1, io_each_line),
        ("each", -1, io_each_line),
        ("getc", 0, io_getc),
        ("readchar", 0, io_readchar),
        ("each_char", 0, io_each_char),
        ("getbyte", 0, io_getbyte),
        ("readbyte", 0, io_readbyte),
        ("each_byte", 0, io_each_byte),
        ("eof?", 0, io_eof),
        ("eof", 0, io_eof),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(io, name, arity, f);
    }
    let kernel = vm.core.kernel;
    for (name, f) in [("gets", k_gets as crate::class::BuiltinFn), ("readline", k_readline), ("readlines", k_readlines)] {
        vm.define_private_builtin(kernel, name, -1, f);
        vm.define_singleton_builtin(kernel, name, -1, f);
    }
}
