//! The stream under every Zlib class (CRuby's `struct zstream`): an engine, the output buffer
//! the engine writes into, the input it has not consumed yet, and CRuby's flags; the run loop
//! (`zstream_run`) that feeds the engine, grows the buffer and, when the method was given a
//! block, hands out the output in chunks of 16 KiB; and Zlib::ZStream's own methods.
//!
//! Invariants:
//! - The output buffer follows CRuby's sizes exactly (a first buffer of 1 KiB, then steps of at
//!   most 16 KiB): `avail_out` is the room the engine gets, `cap` the String capacity CRuby
//!   would have, so chunk sizes and `avail_out` answers are CRuby's.
//! - The payload is never borrowed across a call into Ruby: each step borrows it, and a chunk
//!   to yield is taken out of it first. Input being consumed lives in the run's own `Vec`, as
//!   CRuby detaches it from the stream while it runs; what is left goes back afterwards.
//! - A stream without an engine is not READY (before `initialize`, after `close`).

use corundum_vm::api::{impl_typed_data, Args, Block, CoreClass, Data, Marker, Result, Ruby, TypedData, Value};

use super::engine::{Deflater, Inflater, Outcome, ZError, Z_BUF_ERROR, Z_FINISH, Z_NEED_DICT, Z_OK, Z_STREAM_END};

pub const READY: u32 = 1 << 0;
pub const IN_STREAM: u32 = 1 << 1;
pub const FINISHED: u32 = 1 << 2;
pub const CLOSING: u32 = 1 << 3;
pub const GZFILE: u32 = 1 << 4;
pub const REUSE_BUFFER: u32 = 1 << 5;
pub const IN_PROGRESS: u32 = 1 << 6;
/// GzipFile's flags, above the stream's (CRuby's ZSTREAM_FLAG_UNUSED and up).
pub const GZ_SYNC: u32 = 1 << 7;
pub const GZ_HEADER_FINISHED: u32 = 1 << 8;
pub const GZ_FOOTER_FINISHED: u32 = 1 << 9;
pub const GZ_MTIME_IS_SET: u32 = 1 << 10;

const INITIAL_BUFSIZE: usize = 1024;
const STEP_MAX: usize = 16384;
const STEP_MIN: usize = 2048;

pub enum Engine {
    Deflate(Deflater),
    Inflate(Inflater),
}

/// CRuby's `struct zstream`.
pub struct ZStream {
    pub flags: u32,
    pub engine: Option<Engine>,
    /// The output buffer (nil when None); its length is CRuby's "filled".
    pub buf: Option<Vec<u8>>,
    /// The capacity CRuby's buffer String would have.
    pub cap: usize,
    /// The room the engine may write into at the end of `buf` (`stream.avail_out`).
    pub avail_out: usize,
    /// Input not consumed yet (nil when None).
    pub input: Option<Vec<u8>>,
    /// The caller's String `Inflate#inflate(buffer:)` fills (with REUSE_BUFFER).
    pub reuse: Value,
    /// The Thread::Mutex `deflate` and `inflate` hold (nil for gzip streams).
    pub mutex: Value,
    pub inflate: bool,
}

impl_typed_data!(ZStream, c"zstream", {
    fn mark(&self, m: &mut Marker) {
        m.mark(self.reuse);
        m.mark(self.mutex);
    }
    fn extra_size(&self) -> usize {
        self.buf.as_ref().map_or(0, |b| b.capacity()) + self.input.as_ref().map_or(0, |b| b.capacity())
    }
});

/// A payload that holds a stream: ZStream itself, and the gzip classes' GzFile.
pub trait HasZStream: TypedData {
    fn zs(&mut self) -> &mut ZStream;
    fn zs_ref(&self) -> &ZStream;
}

impl HasZStream for ZStream {
    fn zs(&mut self) -> &mut ZStream {
        self
    }
    fn zs_ref(&self) -> &ZStream {
        self
    }
}

impl ZStream {
    pub fn new(inflate: bool) -> ZStream {
        ZStream { flags: 0, engine: None, buf: None, cap: 0, avail_out: 0, input: None, reuse: Value::NIL, mutex: Value::NIL, inflate }
    }

    pub fn is_ready(&self) -> bool {
        self.flags & READY != 0
    }

    pub fn is_finished(&self) -> bool {
        self.flags & FINISHED != 0
    }

    pub fn is_gzfile(&self) -> bool {
        self.flags & GZFILE != 0
    }

    /// ZSTREAM_BUF_FILLED.
    pub fn filled(&self) -> usize {
        self.buf.as_ref().map_or(0, |b| b.len())
    }

    pub fn input_len(&self) -> usize {
        self.input.as_ref().map_or(0, |b| b.len())
    }

    pub fn deflater(&mut self) -> Option<&mut Deflater> {
        match &mut self.engine {
            Some(Engine::Deflate(d)) => Some(d),
            _ => None,
        }
    }

    pub fn inflater(&mut self) -> Option<&mut Inflater> {
        match &mut self.engine {
            Some(Engine::Inflate(i)) => Some(i),
            _ => None,
        }
    }

    pub fn total_in(&self) -> u64 {
        match &self.engine {
            Some(Engine::Deflate(d)) => d.total_in(),
            Some(Engine::Inflate(i)) => i.total_in(),
            None => 0,
        }
    }

    pub fn total_out(&self) -> u64 {
        match &self.engine {
            Some(Engine::Deflate(d)) => d.total_out(),
            Some(Engine::Inflate(i)) => i.total_out(),
            None => 0,
        }
    }

    pub fn adler(&self) -> u32 {
        match &self.engine {
            Some(Engine::Deflate(d)) => d.adler(),
            Some(Engine::Inflate(i)) => i.adler(),
            None => 0,
        }
    }

    pub fn data_type(&self) -> i32 {
        match &self.engine {
            Some(Engine::Deflate(d)) => d.data_type(),
            Some(Engine::Inflate(i)) => i.data_type(),
            None => 0,
        }
    }

    /// `zstream_expand_buffer_into`: makes room for `size` bytes.
    pub fn expand_into(&mut self, size: usize) {
        match &self.buf {
            None => {
                self.buf = Some(Vec::new());
                self.cap = size;
                self.avail_out = size;
            }
            Some(b) if self.avail_out != size => {
                self.cap = self.cap.max(b.len() + size);
                self.avail_out = size;
            }
            Some(_) => {}
        }
    }

    /// `zstream_expand_buffer_non_stream`.
    fn expand_non_stream(&mut self) {
        let len = self.filled();
        if self.buf.is_none() {
            self.buf = Some(Vec::new());
        }
        if self.cap.saturating_sub(len) >= STEP_MAX {
            self.avail_out = STEP_MAX;
        } else {
            let inc = (len / 2).max(STEP_MIN);
            self.cap = self.cap.max(len + inc);
            self.avail_out = inc.min(STEP_MAX);
        }
    }

    /// `zstream_expand_buffer` when output is streamed to a block: the full buffer to yield,
    /// if it is full, a fresh one set up in its place.
    fn expand_stream(&mut self) -> Option<Vec<u8>> {
        let filled = match &self.buf {
            None => {
                self.expand_into(INITIAL_BUFSIZE);
                return None;
            }
            Some(b) => b.len(),
        };
        if filled >= STEP_MAX {
            let chunk = self.buf.take();
            self.avail_out = 0;
            self.expand_into(STEP_MAX);
            chunk
        } else {
            self.expand_into(STEP_MAX - filled);
            None
        }
    }

    /// `zstream_expand_buffer`: a chunk to yield when streaming and the buffer is full.
    fn expand_buffer(&mut self, block_given: bool) -> Option<Vec<u8>> {
        if self.buf.is_none() {
            self.expand_into(INITIAL_BUFSIZE);
            return None;
        }
        if !self.is_gzfile() && block_given {
            self.expand_stream()
        } else {
            self.expand_non_stream();
            None
        }
    }

    /// One engine call writing into the buffer's free room.
    fn step(&mut self, input: &[u8], flush: i32) -> Outcome {
        let avail = self.avail_out;
        let buf = self.buf.get_or_insert_with(Vec::new);
        let filled = buf.len();
        buf.resize(filled + avail, 0);
        let o = match &mut self.engine {
            Some(Engine::Deflate(d)) => d.run(input, &mut buf[filled..], flush),
            Some(Engine::Inflate(i)) => i.run(input, &mut buf[filled..], flush),
            None => Outcome { consumed: 0, produced: 0, code: super::engine::Z_STREAM_ERROR, msg: None },
        };
        buf.truncate(filled + o.produced);
        self.avail_out -= o.produced;
        o
    }

    /// `zstream_append_buffer`: bytes added to the output as they are.
    pub fn append_buffer(&mut self, src: &[u8]) {
        match &mut self.buf {
            None => {
                self.buf = Some(src.to_vec());
                self.cap = src.len();
                self.avail_out = 0;
            }
            Some(b) => {
                if self.cap < b.len() + src.len() {
                    self.cap = b.len() + src.len();
                    self.avail_out = 0;
                } else {
                    self.avail_out = self.avail_out.saturating_sub(src.len());
                }
                b.extend_from_slice(src);
            }
        }
    }

    /// `zstream_buffer_ungets`: bytes put back in front of the output.
    pub fn buffer_ungets(&mut self, b: &[u8]) {
        self.expand_into(b.len());
        if let Some(buf) = &mut self.buf {
            buf.splice(0..0, b.iter().copied());
        }
        self.avail_out -= b.len().min(self.avail_out);
    }

    /// `zstream_shift_buffer` without a destination: the first `len` bytes of the output.
    pub fn shift_buffer(&mut self, len: usize) -> Vec<u8> {
        let buf = self.buf.get_or_insert_with(Vec::new);
        let out = if buf.len() <= len { std::mem::take(buf) } else { buf.drain(..len).collect() };
        let room = self.cap.saturating_sub(buf.len());
        self.avail_out = room.min(STEP_MAX);
        out
    }

    /// `zstream_reset`'s part below the engine.
    pub fn reset_buffers(&mut self) {
        self.flags = READY;
        self.buf = None;
        self.avail_out = 0;
        self.input = None;
    }
}

/// `get_zstream`: the payload of a READY stream; Zlib::Error "stream is not ready" otherwise.
pub fn ready<T: HasZStream>(rb: &mut Ruby, obj: Value) -> Result<Data<T>> {
    let d = rb.data::<T>(obj)?;
    if !d.get(rb).zs_ref().is_ready() {
        return Err(super::error(rb, "Error", "stream is not ready"));
    }
    Ok(d)
}

/// A new binary String, or the caller's reuse buffer refilled with `bytes`.
fn output_string(rb: &mut Ruby, bytes: Vec<u8>, reuse: Value) -> Result {
    if reuse.is_nil() {
        return Ok(rb.new_binary_string(bytes));
    }
    let mut s = rb.str_modify(reuse)?;
    s.clear();
    s.extend_from_slice(&bytes);
    Ok(reuse)
}

fn reuse_of(z: &ZStream) -> Value {
    if z.flags & REUSE_BUFFER != 0 {
        z.reuse
    } else {
        Value::NIL
    }
}

/// Yields a full chunk of streamed output to the block.
fn yield_chunk<T: HasZStream>(rb: &mut Ruby, obj: Data<T>, chunk: Vec<u8>, block: &Block) -> Result<()> {
    let reuse = reuse_of(obj.get(rb).zs_ref());
    let s = output_string(rb, chunk, reuse)?;
    let r = rb.yield_block(block, &[s]);
    if !reuse.is_nil() && !rb.is_frozen(reuse) {
        rb.str_modify(reuse)?.clear();
    }
    r.map(|_| ())
}

/// `zstream_detach_buffer`: the output so far as a String (nil when a block takes output
/// mid-stream, or got it now).
pub fn detach<T: HasZStream>(rb: &mut Ruby, obj: Data<T>, block: Option<&Block>) -> Result {
    let (bytes, reuse, gz) = {
        let z = obj.get_mut(rb).zs();
        if !z.is_finished() && !z.is_gzfile() && block.is_some() {
            return Ok(Value::NIL);
        }
        let bytes = z.buf.take().unwrap_or_default();
        z.avail_out = 0;
        (bytes, reuse_of(z), z.is_gzfile())
    };
    let dst = output_string(rb, bytes, reuse)?;
    if let (false, Some(b)) = (gz, block) {
        rb.yield_block(b, &[dst])?;
        return Ok(Value::NIL);
    }
    Ok(dst)
}

/// `zstream_run`: feeds `src` (after any input left from before) to the engine with `flush`,
/// streaming full chunks to `block` when given (never for gzip streams). A zlib error is
/// raised; Zlib::NeedDict first looks for the dictionary among those `add_dictionary` gave.
pub fn run<T: HasZStream>(rb: &mut Ruby, obj: Data<T>, src: Vec<u8>, flush: i32, block: Option<&Block>) -> Result<()> {
    let busy = obj.get(rb).zs_ref().flags & IN_PROGRESS != 0;
    if busy {
        return Err(super::error(rb, "InProgressError", "zlib stream is in progress"));
    }
    obj.get_mut(rb).zs().flags |= IN_PROGRESS;
    let r = run_try(rb, obj, src, flush, block);
    obj.get_mut(rb).zs().flags &= !IN_PROGRESS;
    r
}

fn run_try<T: HasZStream>(rb: &mut Ruby, obj: Data<T>, src: Vec<u8>, flush: i32, block: Option<&Block>) -> Result<()> {
    let (input, first_chunk, stream_output) = {
        let z = obj.get_mut(rb).zs();
        let input = match z.input.take() {
            Some(mut i) => {
                i.extend_from_slice(&src);
                i
            }
            None => src,
        };
        let stream_output = !z.is_gzfile() && block.is_some();
        let chunk = if z.avail_out == 0 { z.expand_buffer(block.is_some()) } else { None };
        (input, chunk, stream_output)
    };
    let mut pos = 0;
    let mut r = match (first_chunk, block) {
        (Some(c), Some(b)) => yield_chunk(rb, obj, c, b).map(|_| (Z_OK, None)),
        _ => Ok((Z_OK, None)),
    };
    loop {
        if r.is_ok() {
            r = run_func(rb, obj, &input, &mut pos, flush, stream_output, block);
        }
        let (code, msg) = match r {
            Ok(x) => x,
            Err(e) => {
                restore_input(rb, obj, &input[pos..]);
                return Err(e);
            }
        };
        {
            let z = obj.get_mut(rb).zs();
            if flush != Z_FINISH && code == Z_BUF_ERROR && z.avail_out > 0 {
                z.flags |= IN_STREAM;
            }
        }
        if code == Z_OK || code == Z_STREAM_END {
            restore_input(rb, obj, &input[pos..]);
            return Ok(());
        }
        if code == Z_NEED_DICT {
            if let Some(dict) = wanted_dictionary(rb, obj)? {
                let bytes = rb.str_bytes(dict).to_vec();
                let set = obj.get_mut(rb).zs().inflater().map(|i| i.set_dictionary(&bytes));
                if let Some(Err(e)) = set {
                    restore_input(rb, obj, &input[pos..]);
                    return Err(super::zlib_error(rb, e));
                }
                r = Ok((Z_OK, None));
                continue;
            }
        }
        restore_input(rb, obj, &input[pos..]);
        return Err(super::zlib_error(rb, ZError { code, msg }));
    }
}

/// The input the engine left goes back to the stream (what came in meanwhile is dropped, as
/// CRuby's `zstream_reset_input` drops it).
fn restore_input<T: HasZStream>(rb: &mut Ruby, obj: Data<T>, left: &[u8]) {
    let z = obj.get_mut(rb).zs();
    z.input = if left.is_empty() { None } else { Some(left.to_vec()) };
}

/// The dictionary `add_dictionary` registered for the id the stream asks for.
fn wanted_dictionary<T: HasZStream>(rb: &mut Ruby, obj: Data<T>) -> Result<Option<Value>> {
    let adler = obj.get(rb).zs_ref().adler();
    let dicts = rb.ivar_get(obj.value(), "@dictionaries");
    if !rb.is_hash(dicts) {
        return Ok(None);
    }
    let key = rb.new_int(adler as i64);
    let d = rb.hash_get(dicts, key)?;
    match d {
        Some(v) if !v.is_nil() => Ok(Some(rb.expect_string(v)?)),
        _ => Ok(None),
    }
}

/// `zstream_run_func`: engine calls until it wants more input or the buffer has room left.
fn run_func<T: HasZStream>(rb: &mut Ruby, obj: Data<T>, input: &[u8], pos: &mut usize, flush: i32, stream_output: bool, block: Option<&Block>) -> Result<(i32, Option<&'static str>)> {
    loop {
        let chunk = {
            let z = obj.get_mut(rb).zs();
            let o = z.step(&input[*pos..], flush);
            *pos += o.consumed;
            if o.code == Z_STREAM_END {
                z.flags &= !IN_STREAM;
                z.flags |= FINISHED;
                return Ok((o.code, None));
            }
            if o.code != Z_OK && o.code != Z_BUF_ERROR {
                return Ok((o.code, o.msg));
            }
            if z.avail_out > 0 || (*pos == input.len() && z.inflate) {
                z.flags |= IN_STREAM;
                return Ok((o.code, o.msg));
            }
            if stream_output {
                z.expand_stream()
            } else {
                z.expand_non_stream();
                None
            }
        };
        if let (Some(c), Some(b)) = (chunk, block) {
            yield_chunk(rb, obj, c, b)?;
        }
    }
}

/// Runs `f` holding the stream's mutex (`rb_mutex_synchronize`): a second thread waits, and
/// the same thread re-entering (from the block) gets Mutex's ThreadError.
pub fn synchronize<R>(rb: &mut Ruby, mutex: Value, f: impl FnOnce(&mut Ruby) -> Result<R>) -> Result<R> {
    if mutex.is_nil() {
        return f(rb);
    }
    rb.call(mutex, "lock", &[])?;
    let r = f(rb);
    let u = rb.call(mutex, "unlock", &[]);
    let v = r?;
    u?;
    Ok(v)
}

/// A new Thread::Mutex.
pub fn new_mutex(rb: &mut Ruby) -> Result {
    let k = super::class(rb, "Mutex");
    rb.call(k, "new", &[])
}

/// `rb_warning`: a warning only in verbose mode (`$VERBOSE` true).
pub fn verbose_warning(rb: &mut Ruby, msg: &str) -> Result<()> {
    if rb.gvar_get("$VERBOSE") == Value::TRUE {
        rb.warn(msg)?;
    }
    Ok(())
}

// ------------------------------------------------------------------------------ ZStream methods

fn any(rb: &mut Ruby, obj: Value) -> Result<Data<ZStream>> {
    rb.data::<ZStream>(obj)
}

fn avail_out(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = any(rb, recv)?;
    let n = d.get(rb).avail_out;
    Ok(rb.new_int(n as i64))
}

fn set_avail_out(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = ready::<ZStream>(rb, recv)?;
    let size = super::num2int(rb, args.get(0))?;
    if size < 0 {
        return Err(rb.arg_error("negative expanding string size"));
    }
    d.get_mut(rb).expand_into(size as usize);
    Ok(args.get(0))
}

fn avail_in(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = any(rb, recv)?;
    Ok(Value::fixnum(d.get(rb).input_len() as i64))
}

fn total_in(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = ready::<ZStream>(rb, recv)?;
    let n = d.get(rb).total_in();
    Ok(rb.new_int_i128(n as i128))
}

fn total_out(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = ready::<ZStream>(rb, recv)?;
    let n = d.get(rb).total_out();
    Ok(rb.new_int_i128(n as i128))
}

fn data_type(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = ready::<ZStream>(rb, recv)?;
    Ok(Value::fixnum(d.get(rb).data_type() as i64))
}

fn adler(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = ready::<ZStream>(rb, recv)?;
    Ok(Value::fixnum(d.get(rb).adler() as i64))
}

fn finished_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = ready::<ZStream>(rb, recv)?;
    Ok(Value::bool(d.get(rb).is_finished()))
}

fn closed_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = any(rb, recv)?;
    Ok(Value::bool(!d.get(rb).is_ready()))
}

/// `zstream_end`: closes the stream (a stream in mid-run is reset first, with a warning).
pub fn end<T: HasZStream>(rb: &mut Ruby, d: Data<T>) -> Result<()> {
    let (ready, in_stream) = {
        let z = d.get(rb).zs_ref();
        (z.is_ready(), z.flags & IN_STREAM != 0)
    };
    if !ready {
        return verbose_warning(rb, "attempt to close uninitialized zstream; ignored.");
    }
    if in_stream {
        verbose_warning(rb, "attempt to close unfinished zstream; reset forced.")?;
    }
    let z = d.get_mut(rb).zs();
    z.engine = None;
    z.input = None;
    z.flags = 0;
    Ok(())
}

fn close(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = ready::<ZStream>(rb, recv)?;
    end(rb, d)?;
    Ok(Value::NIL)
}

/// `zstream_reset`.
pub fn reset_stream(z: &mut ZStream) {
    match &mut z.engine {
        Some(Engine::Deflate(e)) => e.reset(),
        Some(Engine::Inflate(e)) => e.reset(),
        None => {}
    }
    z.reset_buffers();
}

fn reset(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = ready::<ZStream>(rb, recv)?;
    reset_stream(d.get_mut(rb));
    Ok(Value::NIL)
}

fn finish(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = ready::<ZStream>(rb, recv)?;
    run(rb, d, Vec::new(), Z_FINISH, args.block())?;
    detach(rb, d, args.block())
}

fn flush_next_in(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    let d = any(rb, recv)?;
    let bytes = d.get_mut(rb).input.take().unwrap_or_default();
    Ok(rb.new_binary_string(bytes))
}

fn flush_next_out(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let d = any(rb, recv)?;
    detach(rb, d, args.block())
}

pub fn init(rb: &mut Ruby, m: Value) -> Result<()> {
    let object = rb.core_class(CoreClass::Object);
    let thread = rb.const_get(object, "Thread")?;
    let mutex = rb.const_get(thread, "Mutex")?;
    rb.set_library_global("zlib.Mutex", mutex);

    let k = rb.define_class_under(m, "ZStream", object)?;
    rb.set_library_global("zlib.ZStream", k);
    rb.undef_alloc_func(k);
    corundum_vm::api::define_methods!(rb, k, [
        ("avail_out", 0, avail_out),
        ("avail_out=", 1, set_avail_out),
        ("avail_in", 0, avail_in),
        ("total_in", 0, total_in),
        ("total_out", 0, total_out),
        ("data_type", 0, data_type),
        ("adler", 0, adler),
        ("finished?", 0, finished_p),
        ("stream_end?", 0, finished_p),
        ("closed?", 0, closed_p),
        ("ended?", 0, closed_p),
        ("close", 0, close),
        ("end", 0, close),
        ("reset", 0, reset),
        ("finish", 0, finish),
        ("flush_next_in", 0, flush_next_in),
        ("flush_next_out", 0, flush_next_out),
    ]);
    super::deflate::init(rb, m, k)?;
    super::inflate::init(rb, m, k)?;
    Ok(())
}
