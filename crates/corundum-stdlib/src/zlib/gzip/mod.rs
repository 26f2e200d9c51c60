//! The gzip file format (RFC 1952) as CRuby's zlib writes and reads it over a raw deflate
//! stream: Zlib::GzipFile and its errors, the header and footer, the raw reads from the
//! wrapped IO, `GzipFile.wrap`/`open`, and `Zlib.gzip`/`Zlib.gunzip`.
//!
//! The concerns: `mod.rs` the payload and what writer and reader share; `writer.rs`
//! Zlib::GzipWriter; `reader.rs` Zlib::GzipReader's byte and character reads; `lines.rs` its
//! line reads.
//!
//! Invariants:
//! - A gzip object is typed data whose payload is a [`GzFile`]: a stream (flag GZFILE: output
//!   is never streamed to a block) plus the header fields, the CRC-32 of the data so far and
//!   the wrapped IO (nil once closed).
//! - The wrapped object is any IO-like object: the writer calls its `write` (and `flush`), the
//!   reader its `readpartial` (or `read` when it has none), `seek` for `rewind`, `close` when
//!   closing; nothing else is assumed of it.
//! - `Zlib.gunzip` reads from a String instead (`from_string`): running out of it is "unexpected
//!   end of string".

mod lines;
mod reader;
mod writer;

use corundum_vm::api::{impl_typed_data, intern, Args, CoreClass, Data, Encoding, Marker, Result, Ruby, Value};

use super::engine::{Deflater, Inflater, Z_FINISH, Z_NO_FLUSH, Z_SYNC_FLUSH};
use super::zstream::{self, Engine, HasZStream, ZStream, CLOSING, FINISHED, GZFILE, GZ_FOOTER_FINISHED, GZ_HEADER_FINISHED, GZ_MTIME_IS_SET, GZ_SYNC, READY};

const MAGIC1: u8 = 0x1f;
const MAGIC2: u8 = 0x8b;
const METHOD_DEFLATE: u8 = 8;
const FLAG_MULTIPART: u8 = 0x2;
const FLAG_EXTRA: u8 = 0x4;
const FLAG_ORIG_NAME: u8 = 0x8;
const FLAG_COMMENT: u8 = 0x10;
const FLAG_ENCRYPT: u8 = 0x20;
const FLAG_UNKNOWN_MASK: u8 = 0xc0;
const EXTRAFLAG_FAST: u8 = 0x4;
const EXTRAFLAG_SLOW: u8 = 0x2;

/// How much the reader asks the IO for at a time.
const READ_SIZE: i64 = 2048;

/// CRuby's `struct gzfile`.
pub struct GzFile {
    pub z: ZStream,
    /// The wrapped IO; nil once closed.
    pub io: Value,
    /// `Zlib.gunzip`: the input is all there is.
    pub from_string: bool,
    pub level: i32,
    pub os_code: u8,
    pub mtime: u32,
    pub orig_name: Value,
    pub comment: Value,
    pub crc: u32,
    pub lineno: i32,
    /// Bytes put back by `ungetc` still in front of the output (left out of the CRC).
    pub ungetc: usize,
    /// The encoding of what is read (`external_encoding`), and the one the data is in when it
    /// is converted (CRuby's `enc2`), with the conversion's options.
    pub enc: Encoding,
    pub enc2: Option<Encoding>,
    pub ecopts: Value,
    pub path: Value,
    /// The footer's 8 bytes once read (CRuby adds them to `total_in` for `rewind`).
    pub footer_in: u64,
}

impl_typed_data!(GzFile, c"gzfile", {
    fn mark(&self, m: &mut Marker) {
        m.mark(self.io);
        m.mark(self.orig_name);
        m.mark(self.comment);
        m.mark(self.ecopts);
        m.mark(self.path);
        m.mark(self.z.reuse);
        m.mark(self.z.mutex);
    }
});

impl HasZStream for GzFile {
    fn zs(&mut self) -> &mut ZStream {
        &mut self.z
    }
    fn zs_ref(&self) -> &ZStream {
        &self.z
    }
}

impl GzFile {
    pub fn new(rb: &mut Ruby, inflate: bool) -> GzFile {
        let mut z = ZStream::new(inflate);
        z.flags = GZFILE;
        GzFile {
            z,
            io: Value::NIL,
            from_string: false,
            level: 0,
            os_code: super::engine::OS_CODE,
            mtime: 0,
            orig_name: Value::NIL,
            comment: Value::NIL,
            crc: 0,
            lineno: 0,
            ungetc: 0,
            enc: rb.default_external(),
            enc2: None,
            ecopts: Value::NIL,
            path: Value::NIL,
            footer_in: 0,
        }
    }

    pub fn is_writer(&self) -> bool {
        !self.z.inflate
    }

    /// GZFILE_IS_FINISHED: the stream ended and its output was all read.
    pub fn is_finished(&self) -> bool {
        self.z.is_finished() && self.z.filled() == 0
    }

    /// `gzfile_calc_crc`: the CRC-32 grows by what was read, except bytes `ungetc` put back.
    pub fn calc_crc(&mut self, bytes: &[u8]) {
        if bytes.len() <= self.ungetc {
            self.ungetc -= bytes.len();
        } else {
            self.crc = zlib_rs::crc32::crc32(self.crc, &bytes[self.ungetc..]);
            self.ungetc = 0;
        }
    }
}

pub type Gz = Data<GzFile>;

/// `get_gzfile`: the payload of an open gzip object; GzipFile::Error "closed gzip stream"
/// otherwise.
pub fn open_gz(rb: &mut Ruby, obj: Value) -> Result<Gz> {
    let d = rb.data::<GzFile>(obj)?;
    if !d.get(rb).z.is_ready() {
        return Err(super::error(rb, "GzipFile::Error", "closed gzip stream"));
    }
    Ok(d)
}

// ------------------------------------------------------------------------------ errors

/// `gzfile_raise`: GzipFile error `name` carrying the unread input as `input`.
pub fn raise_with_input(rb: &mut Ruby, gz: Gz, name: &str, msg: &str) -> corundum_vm::api::Error {
    let input = gz.get(rb).z.input.clone();
    let e = super::error(rb, name, msg);
    if let (Some(i), Some(x)) = (input, e.exception()) {
        let s = rb.new_binary_string(i);
        let _ = rb.ivar_set(x, "@input", s);
    }
    e
}

/// GzipFile::Error#inspect: Exception#inspect, with `, input="..."` before the closing `>`
/// when the error carries input.
fn error_inspect(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let exc = rb.core_class(CoreClass::Exception);
    let name = Value::symbol(intern("inspect"));
    let m = rb.call(exc, "instance_method", &[name])?;
    let s = rb.call(m, "bind_call", &[recv])?;
    let input = rb.ivar_get(recv, "@input");
    if input.is_nil() || !rb.is_string(s) {
        return Ok(s);
    }
    let mut text = rb.str_bytes(s).to_vec();
    text.pop();
    let i = rb.inspect(input)?;
    text.extend_from_slice(b", input=");
    text.extend_from_slice(i.as_bytes());
    text.push(b'>');
    Ok(rb.str_new_like(s, &text))
}

// ------------------------------------------------------------------------------ raw I/O

/// Zlib.gunzip's "unexpected end of string", or false when the IO has no more.
fn read_raw(rb: &mut Ruby, gz: Gz) -> Result<Option<Value>> {
    let (io, from_string) = {
        let g = gz.get(rb);
        (g.io, g.from_string)
    };
    if from_string {
        return Ok(None);
    }
    let len = Value::fixnum(READ_SIZE);
    match rb.call(io, "readpartial", &[len]) {
        Ok(s) => {
            if !rb.is_string(s) {
                return Err(rb.wrong_type_error(s, "String"));
            }
            Ok(Some(s))
        }
        Err(e) => {
            let eof = rb.core_class(CoreClass::EofError);
            let nme = rb.core_class(CoreClass::NoMethodError);
            if rb.error_is_a(&e, eof) {
                return Ok(None);
            }
            if !rb.error_is_a(&e, nme) {
                return Err(e);
            }
            let s = rb.call(io, "read", &[len])?;
            if s.is_nil() {
                return Ok(None);
            }
            if !rb.is_string(s) {
                return Err(rb.wrong_type_error(s, "String"));
            }
            Ok(Some(s))
        }
    }
}

fn append_input(rb: &mut Ruby, gz: Gz, s: Value) {
    let bytes = rb.str_bytes(s).to_vec();
    if bytes.is_empty() {
        return;
    }
    let z = &mut gz.get_mut(rb).z;
    z.input.get_or_insert_with(Vec::new).extend_from_slice(&bytes);
}

/// `gzfile_read_raw_ensure`: at least `size` bytes of input, reading as needed; false at the
/// end of the IO.
fn read_raw_ensure(rb: &mut Ruby, gz: Gz, size: usize) -> Result<bool> {
    if gz.get(rb).from_string && gz.get(rb).z.input_len() < size {
        return Err(super::error(rb, "GzipFile::Error", "unexpected end of string"));
    }
    while gz.get(rb).z.input_len() < size {
        match read_raw(rb, gz)? {
            Some(s) => append_input(rb, gz, s),
            None => return Ok(false),
        }
    }
    Ok(true)
}

/// `gzfile_read_raw_until_zero`: the position of the next NUL byte in the input.
fn read_raw_until_zero(rb: &mut Ruby, gz: Gz) -> Result<usize> {
    let mut offset = 0;
    loop {
        let found = {
            let input = gz.get(rb).z.input.as_deref().unwrap_or(&[]);
            let found = input[offset.min(input.len())..].iter().position(|&b| b == 0).map(|p| p + offset);
            offset = input.len();
            found
        };
        if let Some(p) = found {
            return Ok(p);
        }
        match read_raw(rb, gz)? {
            Some(s) => append_input(rb, gz, s),
            None => return Err(super::error(rb, "GzipFile::Error", "unexpected end of file")),
        }
    }
}

fn discard_input(rb: &mut Ruby, gz: Gz, n: usize) {
    let z = &mut gz.get_mut(rb).z;
    if let Some(i) = &mut z.input {
        if i.len() <= n {
            z.input = None;
        } else {
            i.drain(..n);
        }
    }
}

// ------------------------------------------------------------------------------ header, footer

/// `gzfile_make_header`.
fn make_header(rb: &mut Ruby, gz: Gz) -> Result<()> {
    let (orig_name, comment) = {
        let g = gz.get(rb);
        (g.orig_name, g.comment)
    };
    let name = if orig_name.is_nil() { None } else { Some(rb.str_bytes(orig_name).to_vec()) };
    let comment = if comment.is_nil() { None } else { Some(rb.str_bytes(comment).to_vec()) };
    let now = if gz.get(rb).z.flags & GZ_MTIME_IS_SET == 0 {
        let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        Some(t as u32)
    } else {
        None
    };
    let g = gz.get_mut(rb);
    if let Some(t) = now {
        g.mtime = t;
    }
    let mut flags = 0;
    if name.is_some() {
        flags |= FLAG_ORIG_NAME;
    }
    if comment.is_some() {
        flags |= FLAG_COMMENT;
    }
    let extraflags = match g.level {
        1 => EXTRAFLAG_FAST,
        9 => EXTRAFLAG_SLOW,
        _ => 0,
    };
    let mut head = vec![MAGIC1, MAGIC2, METHOD_DEFLATE, flags];
    head.extend_from_slice(&g.mtime.to_le_bytes());
    head.push(extraflags);
    head.push(g.os_code);
    for part in [name, comment].into_iter().flatten() {
        head.extend_from_slice(&part);
        head.push(0);
    }
    g.z.append_buffer(&head);
    g.z.flags |= GZ_HEADER_FINISHED;
    Ok(())
}

/// `gzfile_make_footer`.
fn make_footer(rb: &mut Ruby, gz: Gz) {
    let g = gz.get_mut(rb);
    let mut foot = g.crc.to_le_bytes().to_vec();
    foot.extend_from_slice(&(g.z.total_in() as u32).to_le_bytes());
    g.z.append_buffer(&foot);
    g.z.flags |= GZ_FOOTER_FINISHED;
}

/// `gzfile_read_header`: reads and checks the header, then starts inflating what input came
/// with it.
fn read_header(rb: &mut Ruby, gz: Gz) -> Result<()> {
    if !read_raw_ensure(rb, gz, 10)? {
        return Err(raise_with_input(rb, gz, "GzipFile::Error", "not in gzip format"));
    }
    let head: [u8; 10] = {
        let i = gz.get(rb).z.input.as_deref().unwrap_or(&[]);
        let mut h = [0u8; 10];
        h.copy_from_slice(&i[..10]);
        h
    };
    if head[0] != MAGIC1 || head[1] != MAGIC2 {
        return Err(raise_with_input(rb, gz, "GzipFile::Error", "not in gzip format"));
    }
    if head[2] != METHOD_DEFLATE {
        return Err(super::error(rb, "GzipFile::Error", &format!("unsupported compression method {}", head[2])));
    }
    let flags = head[3];
    if flags & FLAG_MULTIPART != 0 {
        return Err(super::error(rb, "GzipFile::Error", "multi-part gzip file is not supported"));
    } else if flags & FLAG_ENCRYPT != 0 {
        return Err(super::error(rb, "GzipFile::Error", "encrypted gzip file is not supported"));
    } else if flags & FLAG_UNKNOWN_MASK != 0 {
        // CRuby formats its (signed) `char` of flags, promoted to int.
        let shown = flags as i8 as i32 as u32;
        return Err(super::error(rb, "GzipFile::Error", &format!("unknown flags 0x{shown:02x}")));
    }
    {
        let g = gz.get_mut(rb);
        g.level = if head[8] & EXTRAFLAG_FAST != 0 {
            1
        } else if head[8] & EXTRAFLAG_SLOW != 0 {
            9
        } else {
            -1
        };
        g.mtime = u32::from_le_bytes([head[4], head[5], head[6], head[7]]);
        g.os_code = head[9];
    }
    discard_input(rb, gz, 10);
    let eof = |rb: &mut Ruby| super::error(rb, "GzipFile::Error", "unexpected end of file");
    if flags & FLAG_EXTRA != 0 {
        if !read_raw_ensure(rb, gz, 2)? {
            return Err(eof(rb));
        }
        let len = {
            let i = gz.get(rb).z.input.as_deref().unwrap_or(&[]);
            u16::from_le_bytes([i[0], i[1]]) as usize
        };
        if !read_raw_ensure(rb, gz, 2 + len)? {
            return Err(eof(rb));
        }
        discard_input(rb, gz, 2 + len);
    }
    for (flag, is_name) in [(FLAG_ORIG_NAME, true), (FLAG_COMMENT, false)] {
        if flags & flag == 0 {
            continue;
        }
        if !read_raw_ensure(rb, gz, 1)? {
            return Err(eof(rb));
        }
        let p = read_raw_until_zero(rb, gz)?;
        let bytes = gz.get(rb).z.input.as_deref().unwrap_or(&[])[..p].to_vec();
        let s = rb.new_binary_string(bytes);
        let g = gz.get_mut(rb);
        if is_name {
            g.orig_name = s;
        } else {
            g.comment = s;
        }
        discard_input(rb, gz, p + 1);
    }
    if gz.get(rb).z.input_len() > 0 {
        zstream::run(rb, gz, Vec::new(), Z_SYNC_FLUSH, None)?;
    }
    Ok(())
}

/// `gzfile_check_footer`.
pub fn check_footer(rb: &mut Ruby, gz: Gz) -> Result<()> {
    gz.get_mut(rb).z.flags |= GZ_FOOTER_FINISHED;
    if !read_raw_ensure(rb, gz, 8)? {
        return Err(raise_with_input(rb, gz, "GzipFile::NoFooter", "footer is not found"));
    }
    let (crc, length) = {
        let i = gz.get(rb).z.input.as_deref().unwrap_or(&[]);
        (u32::from_le_bytes([i[0], i[1], i[2], i[3]]), u32::from_le_bytes([i[4], i[5], i[6], i[7]]))
    };
    gz.get_mut(rb).footer_in += 8;
    discard_input(rb, gz, 8);
    let g = gz.get(rb);
    if g.crc != crc {
        return Err(super::error(rb, "GzipFile::CRCError", "invalid compressed data -- crc error"));
    }
    if g.z.total_out() as u32 != length {
        return Err(super::error(rb, "GzipFile::LengthError", "invalid compressed data -- length error"));
    }
    Ok(())
}

/// Checks the footer when the data was all read and the footer not yet.
pub fn footer_if_done(rb: &mut Ruby, gz: Gz) -> Result<bool> {
    let g = gz.get(rb);
    if !g.is_finished() {
        return Ok(false);
    }
    if g.z.flags & GZ_FOOTER_FINISHED == 0 {
        check_footer(rb, gz)?;
    }
    Ok(true)
}

// ------------------------------------------------------------------------------ writing

/// `gzfile_write_raw`: hands the compressed output to the IO's `write`.
pub fn write_raw(rb: &mut Ruby, gz: Gz) -> Result<()> {
    if gz.get(rb).z.filled() == 0 {
        return Ok(());
    }
    let bytes = gz.get_mut(rb).z.buf.take().unwrap_or_default();
    gz.get_mut(rb).z.avail_out = 0;
    let (io, sync) = {
        let g = gz.get(rb);
        (g.io, g.z.flags & GZ_SYNC != 0)
    };
    let s = rb.new_binary_string(bytes);
    rb.call(io, "write", &[s])?;
    if sync && rb.respond_to(io, "flush", false) {
        rb.call(io, "flush", &[])?;
    }
    Ok(())
}

/// `gzfile_write`: compresses `bytes` (a sync flush after each in sync mode).
pub fn write(rb: &mut Ruby, gz: Gz, bytes: Vec<u8>) -> Result<()> {
    if gz.get(rb).z.flags & GZ_HEADER_FINISHED == 0 {
        make_header(rb, gz)?;
    }
    let sync = gz.get(rb).z.flags & GZ_SYNC != 0;
    if !bytes.is_empty() || sync {
        let g = gz.get_mut(rb);
        g.crc = zlib_rs::crc32::crc32(g.crc, &bytes);
        zstream::run(rb, gz, bytes, if sync { Z_SYNC_FLUSH } else { Z_NO_FLUSH }, None)?;
    }
    write_raw(rb, gz)
}

// ------------------------------------------------------------------------------ reading

/// `gzfile_read_more`: inflates more of the IO; how much output there is.
pub fn read_more(rb: &mut Ruby, gz: Gz) -> Result<usize> {
    while !gz.get(rb).z.is_finished() {
        let Some(s) = read_raw(rb, gz)? else {
            if gz.get(rb).from_string {
                return Err(super::error(rb, "GzipFile::Error", "unexpected end of string"));
            }
            return Err(super::error(rb, "GzipFile::Error", "unexpected end of file"));
        };
        let bytes = rb.str_bytes(s).to_vec();
        if !bytes.is_empty() {
            zstream::run(rb, gz, bytes, Z_SYNC_FLUSH, None)?;
        }
        if gz.get(rb).z.filled() > 0 {
            break;
        }
    }
    Ok(gz.get(rb).z.filled())
}

/// `gzfile_fill`: at least `len` bytes of output when the data has them; how many can be
/// read (None at the end of the data, after checking the footer).
pub fn fill(rb: &mut Ruby, gz: Gz, len: i64) -> Result<Option<usize>> {
    if len < 0 {
        return Err(rb.arg_error(&format!("negative length {len} given")));
    }
    if len == 0 {
        return Ok(Some(0));
    }
    let len = len as usize;
    while !gz.get(rb).z.is_finished() && gz.get(rb).z.filled() < len {
        read_more(rb, gz)?;
    }
    if footer_if_done(rb, gz)? {
        return Ok(None);
    }
    Ok(Some(len.min(gz.get(rb).z.filled())))
}

/// The first `n` bytes of output, counted into the CRC.
pub fn take(rb: &mut Ruby, gz: Gz, n: usize) -> Vec<u8> {
    let g = gz.get_mut(rb);
    let bytes = g.z.shift_buffer(n);
    g.calc_crc(&bytes);
    bytes
}

/// `gzfile_newstr`: read bytes as a String in the reader's encoding (converted from the
/// data's when they differ).
pub fn new_str(rb: &mut Ruby, gz: Gz, bytes: Vec<u8>) -> Result {
    let (enc, enc2, ecopts) = {
        let g = gz.get(rb);
        (g.enc, g.enc2, g.ecopts)
    };
    let Some(from) = enc2 else {
        return Ok(rb.new_string_in(bytes, enc));
    };
    let s = rb.new_string_in(bytes, from);
    let to = rb.encoding_object(enc);
    let from = rb.encoding_object(from);
    if rb.is_hash(ecopts) {
        rb.call_kw(s, "encode", &[to, from, ecopts], None, true)
    } else {
        rb.call(s, "encode", &[to, from])
    }
}

/// `gzfile_read_all`: the rest of the data.
pub fn read_all(rb: &mut Ruby, gz: Gz, outbuf: Value) -> Result {
    while !gz.get(rb).z.is_finished() {
        read_more(rb, gz)?;
    }
    if footer_if_done(rb, gz)? {
        if !outbuf.is_nil() {
            rb.str_modify(outbuf)?.clear();
            return Ok(outbuf);
        }
        return Ok(rb.new_binary_string(Vec::new()));
    }
    let n = gz.get(rb).z.filled();
    let bytes = take(rb, gz, n);
    new_str(rb, gz, bytes)
}

// ------------------------------------------------------------------------------ closing

/// `gzfile_writer_end`: finishes the stream, writes the footer, closes the stream.
fn writer_end(rb: &mut Ruby, gz: Gz) -> Result<()> {
    if gz.get(rb).z.flags & CLOSING != 0 {
        return Ok(());
    }
    gz.get_mut(rb).z.flags |= CLOSING;
    let r = (|| {
        if gz.get(rb).z.flags & GZ_HEADER_FINISHED == 0 {
            make_header(rb, gz)?;
        }
        zstream::run(rb, gz, Vec::new(), Z_FINISH, None)?;
        make_footer(rb, gz);
        write_raw(rb, gz)
    })();
    zstream::end(rb, gz)?;
    r
}

/// `gzfile_reader_end`: checks the footer if the data was all read, closes the stream.
fn reader_end(rb: &mut Ruby, gz: Gz) -> Result<()> {
    if gz.get(rb).z.flags & CLOSING != 0 {
        return Ok(());
    }
    gz.get_mut(rb).z.flags |= CLOSING;
    let r = (|| {
        let g = gz.get(rb);
        if g.is_finished() && g.z.flags & GZ_FOOTER_FINISHED == 0 {
            check_footer(rb, gz)?;
        }
        Ok(())
    })();
    zstream::end(rb, gz)?;
    r
}

/// `gzfile_close`: ends the stream and forgets the IO, closing it when `close_io`.
fn close_gz(rb: &mut Ruby, gz: Gz, close_io: bool) -> Result<Value> {
    let io = gz.get(rb).io;
    if gz.get(rb).is_writer() {
        writer_end(rb, gz)?;
    } else {
        reader_end(rb, gz)?;
    }
    {
        let g = gz.get_mut(rb);
        g.io = Value::NIL;
        g.orig_name = Value::NIL;
        g.comment = Value::NIL;
    }
    if close_io && rb.respond_to(io, "close", false) {
        rb.call(io, "close", &[])?;
    }
    Ok(io)
}

// ------------------------------------------------------------------------------ GzipFile methods

/// `GzipFile.wrap(io, ...) { |gz| ... }`.
fn s_wrap(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    wrap(rb, recv, args, args.as_slice(), false)
}

/// `gzfile_wrap`: `klass.new(*argv)`, then the block with the object, closing it after.
fn wrap(rb: &mut Ruby, klass: Value, args: &Args, argv: &[Value], close_io_on_error: bool) -> Result {
    let obj = match rb.call_kw(klass, "new", argv, None, args.has_keywords()) {
        Ok(o) => o,
        Err(e) => {
            if close_io_on_error {
                rb.call(argv[0], "close", &[])?;
            }
            return Err(e);
        }
    };
    let Some(block) = args.block() else {
        return Ok(obj);
    };
    let r = rb.yield_block(block, &[obj]);
    let d = rb.data::<GzFile>(obj)?;
    if d.get(rb).z.is_ready() {
        // An ensure clause: its own exception replaces the block's.
        close_gz(rb, d, true)?;
    }
    r
}

/// `gzfile_s_open`: opens the file in `mode`, then as `wrap` (closing the file when `new`
/// fails).
fn s_open(rb: &mut Ruby, klass: Value, args: &Args, mode: &str) -> Result {
    let argv = args.as_slice();
    if argv.is_empty() {
        return Err(rb.arg_count_error(0, 1, usize::MAX));
    }
    let object = rb.core_class(CoreClass::Object);
    let file = rb.const_get(object, "File")?;
    let m = rb.new_str(mode);
    let io = rb.call(file, "open", &[argv[0], m])?;
    let mut v = argv.to_vec();
    v[0] = io;
    // The new File lives only in this Vec until `new` has it: rooted meanwhile.
    rb.with_roots(&[io], |rb| wrap(rb, klass, args, &v, true))
}

fn to_io(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(open_gz(rb, recv)?.get(rb).io)
}

fn crc(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let c = open_gz(rb, recv)?.get(rb).crc;
    Ok(Value::fixnum(c as i64))
}

fn mtime(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let t = open_gz(rb, recv)?.get(rb).mtime;
    let time = rb.core_class(CoreClass::Time);
    rb.call(time, "at", &[Value::fixnum(t as i64)])
}

fn level(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let l = open_gz(rb, recv)?.get(rb).level;
    Ok(Value::fixnum(l as i64))
}

fn os_code(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let c = open_gz(rb, recv)?.get(rb).os_code;
    Ok(Value::fixnum(c as i64))
}

fn dup_or_nil(rb: &mut Ruby, s: Value) -> Result {
    if s.is_nil() {
        return Ok(s);
    }
    rb.call(s, "dup", &[])
}

fn orig_name(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = open_gz(rb, recv)?.get(rb).orig_name;
    dup_or_nil(rb, s)
}

fn comment(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let s = open_gz(rb, recv)?.get(rb).comment;
    dup_or_nil(rb, s)
}

fn close(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = rb.data::<GzFile>(recv)?;
    if !d.get(rb).z.is_ready() {
        return Ok(Value::NIL);
    }
    close_gz(rb, d, true)
}

fn finish(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = open_gz(rb, recv)?;
    close_gz(rb, d, false)
}

fn closed_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = rb.data::<GzFile>(recv)?;
    Ok(Value::bool(d.get(rb).io.is_nil()))
}

fn sync(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = open_gz(rb, recv)?;
    Ok(Value::bool(d.get(rb).z.flags & GZ_SYNC != 0))
}

fn set_sync(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = open_gz(rb, recv)?;
    let z = &mut d.get_mut(rb).z;
    if args.get(0).truthy() {
        z.flags |= GZ_SYNC;
    } else {
        z.flags &= !GZ_SYNC;
    }
    Ok(args.get(0))
}

/// The singleton `path` a gzip object over an IO with a path gets.
fn path(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(rb.data::<GzFile>(recv)?.get(rb).path)
}

/// Gives the object its IO's path (a singleton `path`), unless the IO has none or raises
/// IOError for it.
pub fn take_path(rb: &mut Ruby, obj: Value, gz: Gz) -> Result<()> {
    let io = gz.get(rb).io;
    if !rb.respond_to(io, "path", false) {
        return Ok(());
    }
    match rb.call(io, "path", &[]) {
        Ok(p) => {
            gz.get_mut(rb).path = p;
            rb.define_singleton_method(obj, "path", 0, path)
        }
        Err(e) => {
            let ioerr = rb.core_class(CoreClass::IoError);
            if rb.error_is_a(&e, ioerr) {
                Ok(())
            } else {
                Err(e)
            }
        }
    }
}

/// `rb_gzfile_ecopts`: the encoding options of `new` (`encoding:`, `external_encoding:`,
/// `internal_encoding:` and the conversion options).
pub fn take_encoding_options(rb: &mut Ruby, gz: Gz, opts: Value) -> Result<()> {
    if !rb.is_hash(opts) {
        return Ok(());
    }
    let mut ext = None;
    let mut int = None;
    if let Some(e) = rb.keyword(opts, "encoding") {
        if !e.is_nil() {
            if let Some(s) = rb.check_string(e)? {
                let text = rb.str_lossy(s);
                let (a, b) = match text.split_once(':') {
                    Some((a, b)) => (a.to_string(), Some(b.to_string())),
                    None => (text.clone(), None),
                };
                let a = a.strip_prefix("BOM|").map(str::to_string).unwrap_or(a);
                let av = rb.new_str(&a);
                ext = Some(rb.to_encoding(av)?);
                if let Some(b) = b.filter(|b| b != "-") {
                    let bv = rb.new_str(&b);
                    int = Some(rb.to_encoding(bv)?);
                }
            } else {
                ext = Some(rb.to_encoding(e)?);
            }
        }
    }
    if let Some(e) = rb.keyword(opts, "external_encoding") {
        if !e.is_nil() {
            ext = Some(rb.to_encoding(e)?);
        }
    }
    if let Some(e) = rb.keyword(opts, "internal_encoding") {
        if !e.is_nil() {
            let dash = rb.is_string(e) && rb.str_bytes(e) == b"-";
            if !dash {
                int = Some(rb.to_encoding(e)?);
            }
        }
    }
    let g = gz.get_mut(rb);
    match (ext, int) {
        (Some(x), Some(i)) if x != i => {
            g.enc = i;
            g.enc2 = Some(x);
            g.ecopts = opts;
        }
        (Some(x), _) => g.enc = x,
        (None, Some(i)) => {
            let x = g.enc;
            if x != i {
                g.enc = i;
                g.enc2 = Some(x);
                g.ecopts = opts;
            }
        }
        (None, None) => {}
    }
    Ok(())
}

// ------------------------------------------------------------------------------ Zlib.gzip, gunzip

/// A hidden gzip object for `Zlib.gzip`/`gunzip` (CRuby's struct on the stack).
fn scratch(rb: &mut Ruby, g: GzFile) -> Result<Gz> {
    let klass = super::class(rb, if g.is_writer() { "GzipWriter" } else { "GzipReader" });
    let obj = rb.new_data(klass, g);
    rb.data::<GzFile>(obj)
}

/// `Zlib.gzip(string, level: nil, strategy: nil)`.
fn s_gzip(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let (mut level, mut strategy) = (Value::NIL, Value::NIL);
    if let Some(kw) = args.keywords() {
        rb.check_keywords(kw, &["level", "strategy"])?;
        level = rb.keyword(kw, "level").unwrap_or(Value::NIL);
        strategy = rb.keyword(kw, "strategy").unwrap_or(Value::NIL);
    }
    let pos = args.positional();
    if pos.len() != 1 {
        return Err(rb.arg_count_error(pos.len(), 1, 1));
    }
    let src = rb.expect_string(pos[0])?;
    let level = super::int_arg(rb, level, -1)?;
    let strategy = super::int_arg(rb, strategy, 0)?;
    let e = Deflater::new(level, -15, 8, strategy).map_err(|e| super::zlib_error(rb, e))?;
    let mut g = GzFile::new(rb, false);
    g.level = level;
    g.z.engine = Some(Engine::Deflate(e));
    g.z.flags |= READY;
    let gz = scratch(rb, g)?;
    let bytes = rb.str_bytes(src).to_vec();
    let r = (|| {
        make_header(rb, gz)?;
        if !bytes.is_empty() {
            let g = gz.get_mut(rb);
            g.crc = zlib_rs::crc32::crc32(g.crc, &bytes);
            zstream::run(rb, gz, bytes, Z_NO_FLUSH, None)?;
        }
        gz.get_mut(rb).z.flags |= CLOSING;
        zstream::run(rb, gz, Vec::new(), Z_FINISH, None)?;
        make_footer(rb, gz);
        let out = gz.get_mut(rb).z.buf.take().unwrap_or_default();
        Ok(rb.new_binary_string(out))
    })();
    zstream::end(rb, gz)?;
    r
}

/// `Zlib.gunzip(string)`.
fn s_gunzip(rb: &mut Ruby, _recv: Value, args: &Args) -> Result {
    let src = rb.expect_string(args.get(0))?;
    let e = Inflater::new(-15).map_err(|e| super::zlib_error(rb, e))?;
    let mut g = GzFile::new(rb, true);
    g.from_string = true;
    g.z.engine = Some(Engine::Inflate(e));
    g.z.flags |= READY;
    let bytes = rb.str_bytes(src).to_vec();
    g.z.input = if bytes.is_empty() { None } else { Some(bytes) };
    let gz = scratch(rb, g)?;
    let r = (|| {
        read_header(rb, gz)?;
        let n = gz.get(rb).z.filled();
        let dst = take(rb, gz, n);
        if gz.get(rb).z.flags & FINISHED == 0 {
            return Err(super::error(rb, "GzipFile::Error", "unexpected end of file"));
        }
        if gz.get(rb).z.input.is_none() {
            return Err(super::error(rb, "GzipFile::NoFooter", "footer is not found"));
        }
        check_footer(rb, gz)?;
        Ok(rb.new_binary_string(dst))
    })();
    gz.get_mut(rb).z.flags |= CLOSING;
    zstream::end(rb, gz)?;
    r
}

pub fn init(rb: &mut Ruby, m: Value) -> Result<()> {
    let object = rb.core_class(CoreClass::Object);
    let k = rb.define_class_under(m, "GzipFile", object)?;
    rb.set_library_global("zlib.GzipFile", k);
    let base = super::class(rb, "Error");
    let err = rb.define_class_under(k, "Error", base)?;
    rb.set_library_global("zlib.GzipFile::Error", err);
    let input = Value::symbol(intern("input"));
    rb.call(err, "attr_reader", &[input])?;
    rb.define_method(err, "inspect", 0, error_inspect);
    for name in ["NoFooter", "CRCError", "LengthError"] {
        let c = rb.define_class_under(k, name, err)?;
        rb.set_library_global(&format!("zlib.GzipFile::{name}"), c);
    }

    let w = rb.define_class_under(m, "GzipWriter", k)?;
    rb.set_library_global("zlib.GzipWriter", w);
    let r = rb.define_class_under(m, "GzipReader", k)?;
    rb.set_library_global("zlib.GzipReader", r);
    let enumerable = rb.core_class(CoreClass::Enumerable);
    rb.include_module(r, enumerable)?;

    rb.define_singleton_method(k, "wrap", -1, s_wrap)?;
    rb.undef_alloc_func(k);
    corundum_vm::api::define_methods!(rb, k, [
        ("to_io", 0, to_io),
        ("crc", 0, crc),
        ("mtime", 0, mtime),
        ("level", 0, level),
        ("os_code", 0, os_code),
        ("orig_name", 0, orig_name),
        ("comment", 0, comment),
        ("close", 0, close),
        ("finish", 0, finish),
        ("closed?", 0, closed_p),
        ("sync", 0, sync),
        ("sync=", 1, set_sync),
    ]);
    rb.define_singleton_method(w, "open", -1, |rb, k, a| s_open(rb, k, a, "wb"))?;
    rb.define_singleton_method(r, "open", -1, |rb, k, a| s_open(rb, k, a, "rb"))?;
    writer::init(rb, w)?;
    reader::init(rb, r)?;
    lines::init(rb, r)?;
    rb.define_singleton_method(m, "gzip", -1, s_gzip)?;
    rb.define_singleton_method(m, "gunzip", 1, s_gunzip)?;
    Ok(())
}
