//! The compression engines under `Zlib::Deflate`, `Zlib::Inflate` and the gzip classes: zlib's
//! `z_stream` operations (`deflate`, `inflate`, `deflateParams`, `deflateSetDictionary`,
//! `deflateCopy`, `inflateSync`, ...) with zlib's return codes and messages, over the safe API
//! of the zlib-rs crate. Plain Rust: no Ruby values, so it is tested on its own.
//!
//! zlib-rs's safe API has raw streams, wrapped streams, levels, strategies, memory levels and
//! dictionaries, but no `deflateParams` with a strategy, `deflateCopy` or `inflateSync`. So:
//! - A `Deflater` always runs zlib-rs on a raw stream and writes the zlib or gzip wrapper itself
//!   (header, Adler-32 or CRC-32 trailer, the header bytes zlib chooses for the level), keeping
//!   the last window of input. A change of strategy (or of level under a non-default strategy)
//!   after compression started, and a copy, continue on a new raw stream primed with that window
//!   as its dictionary, after a sync flush of the old one: the output differs from zlib's by
//!   that empty stored block and decompresses to the same data.
//! - An `Inflater` lets zlib-rs read the wrapper (zlib, gzip, or either) and recomputes the
//!   check value zlib reports as `adler`; `sync` searches the input for the 00 00 FF FF of a
//!   flush point itself and continues on a new raw stream there, skipping the trailer without
//!   checking it, as zlib's `inflateSync` does (bits zlib had already taken into its bit buffer
//!   are not searched again).
//!
//! Invariants: every entry point reports zlib's return code (`Z_OK`, `Z_STREAM_END`, or an
//! error with zlib's message); nothing panics on any input or argument (configurations are
//! validated before zlib-rs sees them, as `deflateInit2`/`inflateInit2` do).

use zlib_rs::{Deflate, DeflateConfig, DeflateError, DeflateFlush, Inflate, InflateError, InflateFlush, Method, Status, Strategy};

pub const Z_OK: i32 = 0;
pub const Z_STREAM_END: i32 = 1;
pub const Z_NEED_DICT: i32 = 2;
pub const Z_STREAM_ERROR: i32 = -2;
pub const Z_DATA_ERROR: i32 = -3;
pub const Z_MEM_ERROR: i32 = -4;
pub const Z_BUF_ERROR: i32 = -5;

pub const Z_NO_FLUSH: i32 = 0;
pub const Z_SYNC_FLUSH: i32 = 2;
#[cfg(test)]
pub const Z_FULL_FLUSH: i32 = 3;
pub const Z_FINISH: i32 = 4;

pub const Z_BINARY: i32 = 0;
pub const Z_TEXT: i32 = 1;
pub const Z_UNKNOWN: i32 = 2;

/// The OS code zlib and Ruby's gzip writer put in gzip headers here (Unix).
pub const OS_CODE: u8 = 3;

/// zlib's `zError`: the text of a return code (what CRuby raises when zlib left no message).
pub fn default_message(code: i32) -> &'static str {
    match code {
        Z_STREAM_END => "stream end",
        Z_NEED_DICT => "need dictionary",
        -1 => "file error",
        Z_STREAM_ERROR => "stream error",
        Z_DATA_ERROR => "data error",
        Z_MEM_ERROR => "insufficient memory",
        Z_BUF_ERROR => "buffer error",
        -6 => "incompatible version",
        _ => "",
    }
}

/// A failed zlib call: its return code and zlib's message (`strm->msg`) when it set one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZError {
    pub code: i32,
    pub msg: Option<&'static str>,
}

impl ZError {
    fn of(code: i32) -> ZError {
        ZError { code, msg: None }
    }

    /// The message CRuby raises with: zlib's, else `zError(code)`.
    pub fn message(&self) -> &'static str {
        self.msg.unwrap_or_else(|| default_message(self.code))
    }
}

/// What one `deflate`/`inflate` call did: input bytes consumed, output bytes written, and the
/// return code (`Z_OK`, `Z_STREAM_END`, `Z_BUF_ERROR`, or an error with `msg`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub consumed: usize,
    pub produced: usize,
    pub code: i32,
    pub msg: Option<&'static str>,
}

/// How a stream is wrapped (zlib's `wrap`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrapper {
    Raw,
    Zlib,
    Gzip,
}

fn strategy_of(s: i32) -> Option<Strategy> {
    match s {
        0 => Some(Strategy::Default),
        1 => Some(Strategy::Filtered),
        2 => Some(Strategy::HuffmanOnly),
        3 => Some(Strategy::Rle),
        4 => Some(Strategy::Fixed),
        _ => None,
    }
}

/// zlib's `detect_data_type` classes of a byte: Some(true) text, Some(false) binary, None
/// tolerated either way (BEL, BS, VT, FF, SUB, ESC).
fn byte_class(b: u8) -> Option<bool> {
    match b {
        9 | 10 | 13 | 32..=255 => Some(true),
        7 | 8 | 11 | 12 | 26 | 27 => None,
        _ => Some(false),
    }
}

// ------------------------------------------------------------------------------ deflate

/// A deflate stream (zlib's `z_stream` after `deflateInit2`).
pub struct Deflater {
    inner: Deflate,
    wrapper: Wrapper,
    /// Window bits in effect (9..=15: zlib turns 8 into 9).
    wbits: i32,
    mem_level: i32,
    /// Level in effect (0..=9) and strategy (0..=4).
    level: i32,
    strategy: i32,
    /// Bytes owed to the output before anything more of the compressor's: the header, output of
    /// a flush made without an output buffer (params, copy), then the trailer.
    pending: Vec<u8>,
    pending_pos: usize,
    header_queued: bool,
    /// A `deflate` call happened since init or reset (zlib's `last_flush != -2`).
    started: bool,
    /// The raw stream ended and the trailer is queued.
    inner_done: bool,
    /// Everything, trailer included, was delivered (zlib's FINISH_STATE with nothing pending).
    finished: bool,
    /// The raw stream's output ends on a byte boundary and it holds no input (fresh, or after
    /// a completed sync or full flush).
    aligned: bool,
    /// Adler-32 (zlib) or CRC-32 (gzip) of the input so far.
    check: u32,
    /// The Adler-32 of the preset dictionary (zlib wrapper), until the header carries it.
    dict_id: Option<u32>,
    total_in: u64,
    total_out: u64,
    /// The history: the preset dictionary and the input, at most two windows (the last window
    /// primes a new raw stream).
    window: Vec<u8>,
    data_type: i32,
    seen_text: bool,
    seen_binary: bool,
}

impl Deflater {
    /// `deflateInit2(level, Z_DEFLATED, window_bits, mem_level, strategy)`: Z_STREAM_ERROR for
    /// a parameter zlib refuses.
    pub fn new(level: i32, window_bits: i32, mem_level: i32, strategy: i32) -> Result<Deflater, ZError> {
        let level = if level == -1 { 6 } else { level };
        let (wrapper, mut wbits) = if window_bits < 0 {
            (Wrapper::Raw, window_bits.checked_neg().unwrap_or(i32::MAX))
        } else if window_bits > 15 {
            (Wrapper::Gzip, window_bits - 16)
        } else {
            (Wrapper::Zlib, window_bits)
        };
        if !(1..=9).contains(&mem_level) || !(8..=15).contains(&wbits) || !(0..=9).contains(&level) || strategy_of(strategy).is_none() || (wbits == 8 && wrapper != Wrapper::Zlib) {
            return Err(ZError::of(Z_STREAM_ERROR));
        }
        if wbits == 8 {
            wbits = 9;
        }
        let inner = Self::raw(level, wbits, mem_level, strategy);
        Ok(Deflater {
            inner,
            wrapper,
            wbits,
            mem_level,
            level,
            strategy,
            pending: Vec::new(),
            pending_pos: 0,
            header_queued: false,
            started: false,
            inner_done: false,
            finished: false,
            aligned: true,
            check: Self::initial_check(wrapper),
            dict_id: None,
            total_in: 0,
            total_out: 0,
            window: Vec::new(),
            data_type: Z_UNKNOWN,
            seen_text: false,
            seen_binary: false,
        })
    }

    fn raw(level: i32, wbits: i32, mem_level: i32, strategy: i32) -> Deflate {
        Deflate::new_with_config(DeflateConfig { level, method: Method::Deflated, window_bits: -wbits, mem_level, strategy: strategy_of(strategy).unwrap_or_default() })
    }

    fn initial_check(wrapper: Wrapper) -> u32 {
        if wrapper == Wrapper::Gzip {
            0
        } else {
            1
        }
    }

    fn window_size(&self) -> usize {
        1 << self.wbits
    }

    pub fn total_in(&self) -> u64 {
        self.total_in
    }

    pub fn total_out(&self) -> u64 {
        self.total_out
    }

    /// `strm->adler`: the dictionary's Adler-32 between `set_dictionary` and the header, else
    /// the check value of the input so far.
    pub fn adler(&self) -> u32 {
        self.dict_id.filter(|_| !self.header_queued).unwrap_or(self.check)
    }

    /// `strm->data_type`: Z_UNKNOWN until the first block is written, then zlib's guess (text
    /// or binary) from the bytes compressed by then.
    pub fn data_type(&self) -> i32 {
        self.data_type
    }

    fn queue_header(&mut self) {
        self.header_queued = true;
        match self.wrapper {
            Wrapper::Raw => {}
            Wrapper::Zlib => {
                let level_flags = if self.strategy >= 2 || self.level < 2 {
                    0
                } else if self.level < 6 {
                    1
                } else if self.level == 6 {
                    2
                } else {
                    3
                };
                let mut header: u32 = ((8 + ((self.wbits as u32 - 8) << 4)) << 8) | (level_flags << 6);
                if self.dict_id.is_some() {
                    header |= 0x20;
                }
                header += 31 - (header % 31);
                self.pending.extend_from_slice(&(header as u16).to_be_bytes());
                if let Some(id) = self.dict_id {
                    self.pending.extend_from_slice(&id.to_be_bytes());
                }
            }
            Wrapper::Gzip => {
                let xfl = if self.level == 9 {
                    2
                } else if self.strategy >= 2 || self.level < 2 {
                    4
                } else {
                    0
                };
                self.pending.extend_from_slice(&[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, xfl, OS_CODE]);
            }
        }
    }

    fn queue_trailer(&mut self) {
        match self.wrapper {
            Wrapper::Raw => {}
            Wrapper::Zlib => self.pending.extend_from_slice(&self.check.to_be_bytes()),
            Wrapper::Gzip => {
                self.pending.extend_from_slice(&self.check.to_le_bytes());
                self.pending.extend_from_slice(&(self.total_in as u32).to_le_bytes());
            }
        }
    }

    /// Moves pending bytes into `out`; how many.
    fn drain(&mut self, out: &mut [u8]) -> usize {
        let left = &self.pending[self.pending_pos..];
        let n = left.len().min(out.len());
        out[..n].copy_from_slice(&left[..n]);
        self.pending_pos += n;
        if self.pending_pos == self.pending.len() {
            self.pending.clear();
            self.pending_pos = 0;
        }
        self.total_out += n as u64;
        n
    }

    fn has_pending(&self) -> bool {
        self.pending_pos < self.pending.len()
    }

    /// Accounts for input the raw stream consumed: totals, check value, history, data type.
    fn absorb(&mut self, data: &[u8]) {
        if data.is_empty() {
            return;
        }
        self.total_in += data.len() as u64;
        self.check = match self.wrapper {
            Wrapper::Gzip => zlib_rs::crc32::crc32(self.check, data),
            _ => zlib_rs::adler32::adler32(self.check, data),
        };
        if self.data_type == Z_UNKNOWN && !(self.seen_text && self.seen_binary) {
            for &b in data {
                match byte_class(b) {
                    Some(true) => self.seen_text = true,
                    Some(false) => self.seen_binary = true,
                    None => {}
                }
            }
        }
        self.remember(data);
    }

    fn remember(&mut self, data: &[u8]) {
        let w = self.window_size();
        if data.len() >= w {
            self.window.clear();
            self.window.extend_from_slice(&data[data.len() - w..]);
            return;
        }
        self.window.extend_from_slice(data);
        if self.window.len() > 2 * w {
            let cut = self.window.len() - w;
            self.window.drain(..cut);
        }
    }

    fn history(&self) -> &[u8] {
        let w = self.window_size();
        &self.window[self.window.len().saturating_sub(w)..]
    }

    /// One `deflate(strm, flush)` call on `input` with `out` as the output space.
    pub fn run(&mut self, input: &[u8], out: &mut [u8], flush: i32) -> Outcome {
        let Ok(mode) = DeflateFlush::try_from(flush) else {
            return Outcome { consumed: 0, produced: 0, code: Z_STREAM_ERROR, msg: None };
        };
        if out.is_empty() {
            return Outcome { consumed: 0, produced: 0, code: Z_BUF_ERROR, msg: None };
        }
        self.started = true;
        if self.finished {
            let code = if mode != DeflateFlush::Finish {
                Z_STREAM_ERROR
            } else if !input.is_empty() {
                Z_BUF_ERROR
            } else {
                Z_STREAM_END
            };
            return Outcome { consumed: 0, produced: 0, code, msg: None };
        }
        if self.inner_done && mode != DeflateFlush::Finish {
            return Outcome { consumed: 0, produced: 0, code: Z_STREAM_ERROR, msg: None };
        }
        if !self.header_queued {
            self.queue_header();
        }
        let mut produced = self.drain(out);
        if self.has_pending() {
            return Outcome { consumed: 0, produced, code: Z_OK, msg: None };
        }
        if self.inner_done {
            self.finished = true;
            return Outcome { consumed: 0, produced, code: Z_STREAM_END, msg: None };
        }
        let (in0, out0) = (self.inner.total_in(), self.inner.total_out());
        let r = self.inner.compress(input, &mut out[produced..], mode);
        let consumed = (self.inner.total_in() - in0) as usize;
        let made = (self.inner.total_out() - out0) as usize;
        self.absorb(&input[..consumed.min(input.len())]);
        self.total_out += made as u64;
        produced += made;
        if made > 0 && self.data_type == Z_UNKNOWN {
            self.data_type = if self.seen_binary || !self.seen_text { Z_BINARY } else { Z_TEXT };
        }
        let room_left = produced < out.len();
        match mode {
            DeflateFlush::SyncFlush | DeflateFlush::FullFlush if room_left => self.aligned = true,
            DeflateFlush::NoFlush if consumed == 0 => {}
            _ => self.aligned = false,
        }
        let code = match r {
            Ok(Status::StreamEnd) => {
                self.inner_done = true;
                self.queue_trailer();
                produced += self.drain(&mut out[produced..]);
                if self.has_pending() {
                    Z_OK
                } else {
                    self.finished = true;
                    Z_STREAM_END
                }
            }
            Ok(Status::Ok) => Z_OK,
            Ok(Status::BufError) if produced > 0 || consumed > 0 => Z_OK,
            Ok(Status::BufError) => Z_BUF_ERROR,
            Err(DeflateError::StreamError) => Z_STREAM_ERROR,
            Err(DeflateError::DataError) => Z_DATA_ERROR,
            Err(DeflateError::MemError) => Z_MEM_ERROR,
        };
        Outcome { consumed, produced, code, msg: None }
    }

    /// Makes the raw stream's output end on a byte boundary with no input held back, the sync
    /// flush's output queued as pending bytes (before a new raw stream takes over).
    fn align(&mut self) {
        if self.aligned || !self.started || self.inner_done {
            return;
        }
        let mut buf = [0u8; 4096];
        loop {
            let out0 = self.inner.total_out();
            let r = self.inner.compress(&[], &mut buf, DeflateFlush::SyncFlush);
            let made = (self.inner.total_out() - out0) as usize;
            self.pending.extend_from_slice(&buf[..made]);
            if made < buf.len() || r.is_err() {
                break;
            }
        }
        self.aligned = true;
    }

    /// A new raw stream for the current level and strategy that continues the history.
    fn restart_inner(&mut self) {
        let mut inner = Self::raw(self.level, self.wbits, self.mem_level, self.strategy);
        let hist = self.history();
        if !hist.is_empty() {
            // A fresh raw stream takes a dictionary: this cannot fail.
            let _ = inner.set_dictionary(hist);
        }
        self.inner = inner;
    }

    /// Whether `deflateParams(level, strategy)` must first compress what the stream holds
    /// (zlib's condition: a different strategy, or a level of a different compression
    /// function, after compression started); zlib then needs an output buffer.
    pub fn params_flushes(&self, level: i32, strategy: i32) -> bool {
        // zlib's configuration table: stored (0), fast (1..=3), slow (4..=9).
        let func = |l: i32| match l {
            0 => 0,
            1..=3 => 1,
            _ => 2,
        };
        let level = if level == -1 { 6 } else { level };
        self.started && (strategy != self.strategy || func(level) != func(self.level))
    }

    /// `deflateParams(level, strategy)`.
    pub fn params(&mut self, level: i32, strategy: i32) -> Result<(), ZError> {
        let level = if level == -1 { 6 } else { level };
        if !(0..=9).contains(&level) || strategy_of(strategy).is_none() {
            return Err(ZError::of(Z_STREAM_ERROR));
        }
        if level == self.level && strategy == self.strategy {
            return Ok(());
        }
        if self.finished || self.inner_done {
            return Err(ZError::of(Z_STREAM_ERROR));
        }
        if strategy == 0 && self.strategy == 0 && self.inner.set_level(level).is_ok() {
            self.level = level;
            return Ok(());
        }
        if self.started {
            self.align();
        }
        self.level = level;
        self.strategy = strategy;
        self.restart_inner();
        Ok(())
    }

    /// `deflateSetDictionary(dict)`.
    pub fn set_dictionary(&mut self, dict: &[u8]) -> Result<(), ZError> {
        if self.wrapper == Wrapper::Gzip || (self.wrapper == Wrapper::Zlib && self.started) || self.inner_done {
            return Err(ZError::of(Z_STREAM_ERROR));
        }
        if self.inner.set_dictionary(dict).is_err() {
            return Err(ZError::of(Z_STREAM_ERROR));
        }
        if self.wrapper == Wrapper::Zlib {
            let base = self.dict_id.unwrap_or(self.check);
            self.dict_id = Some(zlib_rs::adler32::adler32(base, dict));
        }
        self.remember(dict);
        Ok(())
    }

    /// `deflateCopy`: a stream that goes on from this one's state. This one is sync-flushed
    /// first when it holds input (the flush's output is pending here, and in the copy).
    pub fn duplicate(&mut self) -> Deflater {
        self.align();
        let mut inner = Self::raw(self.level, self.wbits, self.mem_level, self.strategy);
        let hist = self.history();
        if !hist.is_empty() {
            let _ = inner.set_dictionary(hist);
        }
        Deflater {
            inner,
            wrapper: self.wrapper,
            wbits: self.wbits,
            mem_level: self.mem_level,
            level: self.level,
            strategy: self.strategy,
            pending: self.pending[self.pending_pos..].to_vec(),
            pending_pos: 0,
            header_queued: self.header_queued,
            started: self.started,
            inner_done: self.inner_done,
            finished: self.finished,
            aligned: true,
            check: self.check,
            dict_id: self.dict_id,
            total_in: self.total_in,
            total_out: self.total_out,
            window: self.history().to_vec(),
            data_type: self.data_type,
            seen_text: self.seen_text,
            seen_binary: self.seen_binary,
        }
    }

    /// `deflateReset`: a new stream with the same parameters.
    pub fn reset(&mut self) {
        self.inner.reset();
        self.pending.clear();
        self.pending_pos = 0;
        self.header_queued = false;
        self.started = false;
        self.inner_done = false;
        self.finished = false;
        self.aligned = true;
        self.check = Self::initial_check(self.wrapper);
        self.dict_id = None;
        self.total_in = 0;
        self.total_out = 0;
        self.window.clear();
        self.data_type = Z_UNKNOWN;
        self.seen_text = false;
        self.seen_binary = false;
    }
}

// ------------------------------------------------------------------------------ inflate

/// zlib's messages for a bad zlib or gzip header (the stream never got past it).
const HEADER_ERRORS: &[&str] = &["incorrect header check", "unknown compression method", "invalid window size", "unknown header flags set", "header crc mismatch"];

/// An inflate stream (zlib's `z_stream` after `inflateInit2`).
pub struct Inflater {
    inner: Inflate,
    /// The window bits argument as given (validated).
    window_bits: i32,
    /// The wrapper once known (auto-detection decides at the first byte).
    wrapper: Option<Wrapper>,
    /// The first input byte, while auto-detection waits for the second.
    first_byte: Option<u8>,
    /// The check value zlib reports as `adler`: Adler-32 or CRC-32 of the output.
    check: u32,
    /// The dictionary id the stream asks for (after Z_NEED_DICT, until `set_dictionary`).
    dict_wait: Option<u32>,
    total_in: u64,
    total_out: u64,
    finished: bool,
    /// The zlib or gzip header was read.
    header_seen: bool,
    header_failed: bool,
    /// zlib's SYNC mode: how much of 00 00 FF FF the search has seen.
    sync_have: Option<u8>,
    /// After a sync: how many trailer bytes follow the raw stream's end (not checked).
    trailer_after_sync: usize,
    trailer_left: usize,
}

impl Inflater {
    /// `inflateInit2(window_bits)`: Z_STREAM_ERROR for window bits zlib refuses.
    pub fn new(window_bits: i32) -> Result<Inflater, ZError> {
        let wrapper = if window_bits < 0 {
            if window_bits < -15 || window_bits > -8 {
                return Err(ZError::of(Z_STREAM_ERROR));
            }
            Some(Wrapper::Raw)
        } else {
            let w = if window_bits < 48 { window_bits & 15 } else { window_bits };
            if w != 0 && !(8..=15).contains(&w) {
                return Err(ZError::of(Z_STREAM_ERROR));
            }
            match window_bits >> 4 {
                0 => Some(Wrapper::Zlib),
                1 => Some(Wrapper::Gzip),
                _ => None,
            }
        };
        Ok(Inflater {
            inner: Self::make_inner(window_bits),
            window_bits,
            wrapper,
            first_byte: None,
            check: Self::initial_check(wrapper),
            dict_wait: None,
            total_in: 0,
            total_out: 0,
            finished: false,
            header_seen: false,
            header_failed: false,
            sync_have: None,
            trailer_after_sync: 0,
            trailer_left: 0,
        })
    }

    fn make_inner(window_bits: i32) -> Inflate {
        if window_bits < 0 {
            Inflate::new(false, window_bits.unsigned_abs() as u8)
        } else {
            Inflate::new(true, window_bits as u8)
        }
    }

    fn initial_check(wrapper: Option<Wrapper>) -> u32 {
        match wrapper {
            Some(Wrapper::Zlib) | None => 1,
            _ => 0,
        }
    }

    pub fn total_in(&self) -> u64 {
        self.total_in
    }

    pub fn total_out(&self) -> u64 {
        self.total_out
    }

    /// `strm->adler`: the wanted dictionary's id after Z_NEED_DICT, else the check value of the
    /// output (0 for a raw stream).
    pub fn adler(&self) -> u32 {
        self.dict_wait.unwrap_or(self.check)
    }

    /// `strm->data_type` as inflate leaves it at the states this engine can tell: 64 (the last
    /// block done) once the stream ended, 0 otherwise.
    pub fn data_type(&self) -> i32 {
        if self.finished {
            64
        } else {
            0
        }
    }

    fn note_head(&mut self, data: &[u8]) {
        if self.wrapper.is_some() {
            return;
        }
        for &b in data {
            match self.first_byte {
                None => self.first_byte = Some(b),
                Some(first) => {
                    let gzip = first == 0x1f && b == 0x8b;
                    self.wrapper = Some(if gzip { Wrapper::Gzip } else { Wrapper::Zlib });
                    if gzip {
                        self.check = 0;
                    }
                    return;
                }
            }
        }
    }

    /// One `inflate(strm, flush)` call on `input` with `out` as the output space.
    pub fn run(&mut self, input: &[u8], out: &mut [u8], flush: i32) -> Outcome {
        let mode = match flush {
            0 | 1 | 3 => InflateFlush::NoFlush,
            2 => InflateFlush::SyncFlush,
            4 => InflateFlush::Finish,
            5 => InflateFlush::Block,
            6 => InflateFlush::Trees,
            _ => return Outcome { consumed: 0, produced: 0, code: Z_STREAM_ERROR, msg: None },
        };
        if self.sync_have.is_some() {
            return Outcome { consumed: 0, produced: 0, code: Z_STREAM_ERROR, msg: None };
        }
        if self.finished {
            return Outcome { consumed: 0, produced: 0, code: Z_STREAM_END, msg: None };
        }
        if self.trailer_left > 0 {
            return self.skip_trailer(input, 0, 0);
        }
        let (in0, out0) = (self.inner.total_in(), self.inner.total_out());
        let r = self.inner.decompress(input, out, mode);
        let consumed = ((self.inner.total_in() - in0) as usize).min(input.len());
        let produced = ((self.inner.total_out() - out0) as usize).min(out.len());
        self.note_head(&input[..consumed]);
        self.total_in += consumed as u64;
        self.total_out += produced as u64;
        if produced > 0 {
            self.check = match self.wrapper {
                Some(Wrapper::Gzip) => zlib_rs::crc32::crc32(self.check, &out[..produced]),
                Some(Wrapper::Raw) => self.check,
                _ => zlib_rs::adler32::adler32(self.check, &out[..produced]),
            };
        }
        let header_len = if self.wrapper == Some(Wrapper::Gzip) { 10 } else { 2 };
        let mut msg = None;
        let code = match r {
            Ok(Status::StreamEnd) => {
                self.header_seen = true;
                if self.trailer_after_sync > 0 {
                    self.trailer_left = self.trailer_after_sync;
                    return self.skip_trailer(&input[consumed..], consumed, produced);
                }
                self.finished = true;
                Z_STREAM_END
            }
            Ok(Status::Ok) => Z_OK,
            Ok(Status::BufError) => Z_BUF_ERROR,
            Err(InflateError::NeedDict { dict_id }) => {
                self.header_seen = true;
                self.dict_wait = Some(dict_id);
                Z_NEED_DICT
            }
            Err(InflateError::DataError) => {
                msg = self.inner.error_message();
                if msg.is_some_and(|m| HEADER_ERRORS.contains(&m)) {
                    self.header_failed = true;
                }
                Z_DATA_ERROR
            }
            Err(InflateError::StreamError) => Z_STREAM_ERROR,
            Err(InflateError::MemError) => Z_MEM_ERROR,
        };
        if !self.header_failed && self.wrapper != Some(Wrapper::Raw) && self.total_in >= header_len {
            self.header_seen = true;
        }
        Outcome { consumed, produced, code, msg }
    }

    /// Consumes trailer bytes a sync left to skip; `consumed`/`produced` are what the call did
    /// before.
    fn skip_trailer(&mut self, input: &[u8], consumed: usize, produced: usize) -> Outcome {
        let n = self.trailer_left.min(input.len());
        self.trailer_left -= n;
        self.total_in += n as u64;
        let consumed = consumed + n;
        let code = if self.trailer_left == 0 {
            self.finished = true;
            Z_STREAM_END
        } else if consumed > 0 || produced > 0 {
            Z_OK
        } else {
            Z_BUF_ERROR
        };
        Outcome { consumed, produced, code, msg: None }
    }

    /// `inflateSetDictionary(dict)`.
    pub fn set_dictionary(&mut self, dict: &[u8]) -> Result<(), ZError> {
        match self.inner.set_dictionary(dict) {
            Ok(_) => {
                if self.dict_wait.take().is_some() {
                    self.check = 1;
                }
                Ok(())
            }
            Err(InflateError::DataError) => Err(ZError::of(Z_DATA_ERROR)),
            Err(_) => Err(ZError::of(Z_STREAM_ERROR)),
        }
    }

    /// `inflateSync` over `input`: how many bytes it consumed, and Z_OK when a flush point was
    /// found (the stream goes on after it), Z_DATA_ERROR when not yet, Z_BUF_ERROR without
    /// input.
    pub fn sync(&mut self, input: &[u8]) -> (usize, i32) {
        if input.is_empty() && self.sync_have.is_none() {
            return (0, Z_BUF_ERROR);
        }
        let mut have = self.sync_have.unwrap_or(0);
        let mut next = 0;
        while next < input.len() && have < 4 {
            let b = input[next];
            let want = if have < 2 { 0 } else { 0xff };
            if b == want {
                have += 1;
            } else if b != 0 {
                have = 0;
            } else {
                have = 4 - have;
            }
            next += 1;
        }
        self.total_in += next as u64;
        if have != 4 {
            self.sync_have = Some(have);
            return (next, Z_DATA_ERROR);
        }
        self.sync_have = None;
        let wbits = match self.window_bits {
            w if w < 0 => w,
            w => {
                let w = if w < 48 { w & 15 } else { w };
                -(if w == 0 { 15 } else { w })
            }
        };
        self.inner = Self::make_inner(wbits);
        self.trailer_after_sync = match (self.header_seen, self.wrapper) {
            (true, Some(Wrapper::Zlib)) => 4,
            (true, Some(Wrapper::Gzip)) => 8,
            _ => 0,
        };
        self.dict_wait = None;
        self.finished = false;
        (next, Z_OK)
    }

    /// `inflateSyncPoint`: whether the stream is at the end of a flush's empty stored block
    /// header; zlib-rs does not tell, so this is true only where the engine knows it (never
    /// mid-block).
    pub fn sync_point(&self) -> bool {
        false
    }

    /// `inflateReset`: a new stream with the same window bits.
    pub fn reset(&mut self) {
        // zlib-rs's own reset forgets custom window bits: a new stream keeps them.
        if let Ok(fresh) = Inflater::new(self.window_bits) {
            *self = fresh;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deflate_all(d: &mut Deflater, input: &[u8], flush: i32) -> Vec<u8> {
        let mut out = Vec::new();
        let mut pos = 0;
        loop {
            let mut buf = [0u8; 64];
            let o = d.run(&input[pos..], &mut buf, flush);
            pos += o.consumed;
            out.extend_from_slice(&buf[..o.produced]);
            if o.code == Z_STREAM_END || (o.produced < buf.len() && pos == input.len()) || o.code < 0 {
                return out;
            }
        }
    }

    fn inflate_all(i: &mut Inflater, input: &[u8]) -> (Vec<u8>, i32) {
        let mut out = Vec::new();
        let mut pos = 0;
        loop {
            let mut buf = [0u8; 100];
            let o = i.run(&input[pos..], &mut buf, Z_SYNC_FLUSH);
            pos += o.consumed;
            out.extend_from_slice(&buf[..o.produced]);
            if o.code != Z_OK {
                return (out, o.code);
            }
        }
    }

    #[test]
    fn zlib_wrapper_matches_zlib() {
        let mut d = Deflater::new(-1, 15, 8, 0).unwrap();
        let s = deflate_all(&mut d, b"hello", Z_FINISH);
        assert_eq!(s, [0x78, 0x9c, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00, 0x06, 0x2c, 0x02, 0x15]);
        let mut i = Inflater::new(15).unwrap();
        assert_eq!(inflate_all(&mut i, &s), (b"hello".to_vec(), Z_STREAM_END));
        assert_eq!(i.adler(), 0x062c0215);
    }

    #[test]
    fn gzip_wrapper_and_auto_detection() {
        let mut d = Deflater::new(6, 31, 8, 0).unwrap();
        let s = deflate_all(&mut d, b"foo", Z_FINISH);
        assert_eq!(&s[..10], &[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
        let mut i = Inflater::new(47).unwrap();
        assert_eq!(inflate_all(&mut i, &s), (b"foo".to_vec(), Z_STREAM_END));
        assert_eq!(i.adler(), 0x8c736521);
    }

    #[test]
    fn strategy_change_and_copy_keep_the_stream_valid() {
        let mut d = Deflater::new(6, 15, 8, 0).unwrap();
        let mut s = deflate_all(&mut d, b"foofoofoo", Z_NO_FLUSH);
        d.params(9, 2).unwrap();
        let mut c = d.duplicate();
        let mut s2 = s.clone();
        s.extend(deflate_all(&mut d, b"barbar", Z_FINISH));
        s2.extend(deflate_all(&mut c, b"bazbaz", Z_FINISH));
        let mut i = Inflater::new(15).unwrap();
        assert_eq!(inflate_all(&mut i, &s), (b"foofoofoobarbar".to_vec(), Z_STREAM_END));
        let mut i = Inflater::new(15).unwrap();
        assert_eq!(inflate_all(&mut i, &s2), (b"foofoofoobazbaz".to_vec(), Z_STREAM_END));
    }

    #[test]
    fn dictionaries() {
        let mut d = Deflater::new(6, 15, 8, 0).unwrap();
        d.set_dictionary(b"foo").unwrap();
        let s = deflate_all(&mut d, b"foofoofoo", Z_FINISH);
        let mut i = Inflater::new(15).unwrap();
        let (_, code) = inflate_all(&mut i, &s);
        assert_eq!(code, Z_NEED_DICT);
        assert_eq!(i.adler(), zlib_rs::adler32::adler32(1, b"foo"));
        i.set_dictionary(b"foo").unwrap();
        assert_eq!(inflate_all(&mut i, &s[6..]), (b"foofoofoo".to_vec(), Z_STREAM_END));
    }

    #[test]
    fn sync_finds_a_full_flush_point() {
        let mut d = Deflater::new(6, 15, 8, 0).unwrap();
        let mut s = deflate_all(&mut d, b"foo", Z_FULL_FLUSH);
        s.extend(deflate_all(&mut d, b"bar", Z_FINISH));
        let mut i = Inflater::new(15).unwrap();
        let mut junk = vec![0u8; 10];
        junk.extend_from_slice(&s);
        let (n, code) = i.sync(&junk);
        assert_eq!(code, Z_OK);
        let (out, code) = inflate_all(&mut i, &junk[n..]);
        assert_eq!(code, Z_STREAM_END);
        assert!(out.ends_with(b"bar"));
    }

    #[test]
    fn bad_parameters_are_stream_errors() {
        assert!(Deflater::new(10000, 15, 8, 0).is_err());
        assert!(Deflater::new(6, -8, 8, 0).is_err());
        assert!(Inflater::new(-1).is_err());
        assert!(Inflater::new(7).is_err());
        assert!(Inflater::new(0).is_ok());
    }
}
