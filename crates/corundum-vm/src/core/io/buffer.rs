//! IO::Buffer: a block of bytes owned by the buffer (`new`), copied from or lent by a String
//! (`for`, `string`), or read from a file (`map`), with slices sharing it, and the flag
//! queries, `get_string`/`set_string`, `get_value`/`set_value`/`each`, `resize`, `free`,
//! `transfer`, `locked`, the bitwise masks, `to_s`/`inspect` and `<=>`.
//!
//! Invariants:
//! - The bytes live in `Mem`: an owned block shared by a buffer and its slices, or a String
//!   (the block forms of `for` and `string` read and write the String itself); a freed or
//!   transferred buffer holds `Mem::Null`.
//! - No memory is mapped: `map` reads the file's bytes, and a shared (non-private) mapping
//!   writes every change through to the file at once, so the file and the buffer agree as a
//!   real shared mapping would within this process. MAPPED buffers report the flag CRuby gives
//!   them but are ordinary memory.
//! - A slice stays valid while its range is inside its parent's live memory.
//! - The first buffer made in the process warns that IO::Buffer is experimental (`new_buffer`,
//!   and `IO::Buffer.new` before it looks at its arguments, as CRuby's allocator does).

use std::cell::RefCell;
use std::os::unix::fs::FileExt;
use std::rc::Rc;

use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Unwind, Vm, VmResult};

const EXTERNAL: u32 = 1;
const INTERNAL: u32 = 2;
const MAPPED: u32 = 4;
const SHARED: u32 = 8;
const LOCKED: u32 = 32;
const PRIVATE: u32 = 64;
const READONLY: u32 = 128;
/// Not a CRuby flag constant: marks a buffer mapped from a file (shown as FILE).
const FILE: u32 = 1 << 16;
const PAGE_SIZE: usize = 4096;
const DEFAULT_SIZE: usize = 65536;

#[derive(Clone)]
enum Mem {
    Null,
    Own(Rc<RefCell<Vec<u8>>>),
    Str(Value),
}

pub struct BufferData {
    mem: Mem,
    offset: usize,
    size: usize,
    flags: u32,
    /// The buffer a slice was cut from (nil for a buffer of its own).
    parent: Value,
    /// The file a shared mapping writes through to, and where the mapping starts in it.
    file: Option<Rc<std::fs::File>>,
    file_offset: u64,
}

crate::data_type!(pub BUFFER_TYPE: BufferData, c"io_buffer", mark = |p, m| {
    // SAFETY: the payload of a BUFFER_TYPE object is a BufferData.
    let d = unsafe { &*(p as *const BufferData) };
    if let Mem::Str(s) = d.mem {
        m(s);
    }
    m(d.parent);
});

fn null_data() -> BufferData {
    BufferData { mem: Mem::Null, offset: 0, size: 0, flags: 0, parent: Value::NIL, file: None, file_offset: 0 }
}

fn buffer_class(vm: &mut Vm) -> Value {
    let io = vm.core.io;
    vm.const_get_from(io, intern("Buffer")).unwrap_or(io)
}

fn error_class(vm: &mut Vm, name: &str) -> Value {
    let b = buffer_class(vm);
    vm.const_get_from(b, intern(name)).unwrap_or(vm.core.runtime_error)
}

fn buffer_error(vm: &mut Vm, name: &str, msg: &str) -> Unwind {
    let c = error_class(vm, name);
    vm.make_error(c, msg)
}

fn is_buffer(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &BUFFER_TYPE)
}

fn data(vm: &mut Vm, v: Value) -> VmResult<&'static mut BufferData> {
    if !is_buffer(v) {
        let shown = if v.is_nil() { "nil".to_string() } else { let c = vm.class_of_real(v); vm.module_name(c) };
        return Err(vm.type_error(&format!("wrong argument type {shown} (expected IO::Buffer)")));
    }
    // SAFETY: `is_buffer` checked the descriptor; the payload of BUFFER_TYPE is a boxed
    // BufferData that lives as long as the object, which the caller holds.
    Ok(unsafe { &mut *(obj::as_typed_data(v).data as *mut BufferData) })
}

/// CRuby's allocator for IO::Buffer warns, once per process, that the class is experimental
/// (the first buffer made, whichever method makes it; not at all when `$VERBOSE` is nil then).
fn experimental_warning(vm: &mut Vm) -> VmResult<()> {
    static WARNED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if WARNED.swap(true, std::sync::atomic::Ordering::Relaxed) {
        return Ok(());
    }
    crate::core::io::mode::warn(vm, "IO::Buffer is experimental and both the Ruby and C interface may change in the future!")
}

fn new_buffer(vm: &mut Vm, d: BufferData) -> VmResult {
    experimental_warning(vm)?;
    let c = buffer_class(vm);
    Ok(vm.new_typed_data(c, &BUFFER_TYPE, Box::new(d)))
}

/// A size or offset argument: an Integer only (TypeError "not an Integer"), not negative.
fn int_arg(vm: &mut Vm, v: Value, negative: &str) -> VmResult<usize> {
    if !(v.is_fixnum() || obj::is_type(v, ObjType::Bignum)) {
        return Err(vm.type_error("not an Integer"));
    }
    let n = vm.expect_int(v)?;
    if n < 0 {
        return Err(vm.arg_error(negative));
    }
    Ok(n as usize)
}

/// A copy of the buffer's bytes (empty for a null or invalid buffer).
fn bytes(d: &BufferData) -> Vec<u8> {
    let end = d.offset + d.size;
    match &d.mem {
        Mem::Null => Vec::new(),
        Mem::Own(m) => m.borrow().get(d.offset..end).map(|b| b.to_vec()).unwrap_or_default(),
        Mem::Str(s) => obj::as_string(*s).bytes.get(d.offset..end).map(|b| b.to_vec()).unwrap_or_default(),
    }
}

/// Writes `src` at `at` within the buffer (range already checked), through to the file of a
/// shared mapping.
fn store(vm: &mut Vm, d: &BufferData, at: usize, src: &[u8]) -> VmResult<()> {
    let start = d.offset + at;
    match &d.mem {
        Mem::Null => {}
        Mem::Own(m) => {
            if let Some(dst) = m.borrow_mut().get_mut(start..start + src.len()) {
                dst.copy_from_slice(src);
            }
        }
        Mem::Str(s) => {
            if let Some(dst) = obj::as_string_mut(*s).bytes.get_mut(start..start + src.len()) {
                dst.copy_from_slice(src);
            }
        }
    }
    if let Some(f) = &d.file {
        if let Err(e) = f.write_all_at(src, d.file_offset + start as u64) {
            return Err(crate::core::io::errno::sys_fail(vm, &e, "", ""));
        }
    }
    Ok(())
}

fn check_writable(vm: &mut Vm, d: &BufferData) -> VmResult<()> {
    if d.flags & READONLY != 0 {
        return Err(buffer_error(vm, "AccessError", "Buffer is not writable!"));
    }
    if let Mem::Str(s) = d.mem {
        if vm.is_frozen(s) {
            return Err(buffer_error(vm, "AccessError", "Buffer is not writable!"));
        }
    }
    Ok(())
}

/// Flags of an owned block of `size` bytes: mapped from a page up, internal below.
fn default_kind(size: usize) -> u32 {
    if size >= PAGE_SIZE {
        MAPPED
    } else {
        INTERNAL
    }
}

fn owned(size: usize, flags: u32) -> BufferData {
    BufferData { mem: Mem::Own(Rc::new(RefCell::new(vec![0u8; size]))), offset: 0, size, flags, parent: Value::NIL, file: None, file_offset: 0 }
}

/// `IO::Buffer.new(size = DEFAULT_SIZE, flags = 0)`.
fn buffer_s_new(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    // CRuby allocates (and so warns) before `initialize` looks at the arguments.
    experimental_warning(vm)?;
    vm.check_argc(args, 0, Some(2))?;
    let size = if args.is_empty() { DEFAULT_SIZE } else { int_arg(vm, args.get(0), "Size can't be negative!")? };
    let flags = if args.len() > 1 {
        let v = args.get(1);
        if !v.is_fixnum() {
            return Err(vm.type_error("not an Integer"));
        }
        let f = v.as_fixnum();
        if f < 0 {
            return Err(vm.arg_error("Flags can't be negative!"));
        }
        Some(f as u32)
    } else {
        None
    };
    vm.check_alloc(size as u128, 1)?;
    if size == 0 {
        return new_buffer(vm, null_data());
    }
    let flags = match flags {
        None => default_kind(size),
        Some(f) => {
            if f & (MAPPED | INTERNAL) == 0 {
                return Err(buffer_error(vm, "AllocationError", "Could not allocate buffer!"));
            }
            f & (INTERNAL | MAPPED | SHARED | PRIVATE | READONLY | EXTERNAL)
        }
    };
    new_buffer(vm, owned(size, flags))
}

/// Runs `block` with `buf`, then frees it (the block forms of `for` and `string`).
fn with_buffer(vm: &mut Vm, buf: Value, block: &crate::vm::Block) -> VmResult {
    vm.temp_roots.push(buf);
    let r = vm.yield_block(block, &[buf]);
    if let Ok(d) = data(vm, buf) {
        *d = null_data();
    }
    vm.temp_roots.pop();
    r
}

/// `IO::Buffer.for(string) { |buffer| }`: a read-only copy, or with a block the String itself.
fn buffer_s_for(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let s = vm.expect_string(args.get(0))?;
    let len = obj::as_string(s).bytes.len();
    let Some(block) = args.block.clone() else {
        // A frozen copy of the String backs the buffer (so later changes to the String are
        // not seen, and slices stay valid while the copy lives).
        let copy = obj::as_string(s).bytes.to_vec();
        let copy = vm.new_binary_string(copy);
        vm.freeze(copy);
        let d = BufferData { mem: Mem::Str(copy), offset: 0, size: len, flags: EXTERNAL | READONLY, parent: Value::NIL, file: None, file_offset: 0 };
        return new_buffer(vm, d);
    };
    let ro = if vm.is_frozen(s) { READONLY } else { 0 };
    let d = BufferData { mem: Mem::Str(s), offset: 0, size: len, flags: EXTERNAL | ro, parent: Value::NIL, file: None, file_offset: 0 };
    let buf = new_buffer(vm, d)?;
    with_buffer(vm, buf, &block)
}

/// `IO::Buffer.string(length) { |buffer| }`: a binary String of `length` NULs filled by the
/// block.
fn buffer_s_string(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let n = vm.expect_int(args.get(0))?;
    if n < 0 {
        return Err(vm.arg_error("negative string size (or size too big)"));
    }
    let Some(block) = args.block.clone() else { return Err(vm.make_error(vm.core.local_jump_error, "no block given")) };
    vm.check_alloc(n as u128, 1)?;
    let s = vm.new_binary_string(vec![0u8; n as usize]);
    vm.temp_roots.push(s);
    let d = BufferData { mem: Mem::Str(s), offset: 0, size: n as usize, flags: EXTERNAL, parent: Value::NIL, file: None, file_offset: 0 };
    let buf = new_buffer(vm, d)?;
    let r = with_buffer(vm, buf, &block);
    vm.temp_roots.pop();
    r.map(|_| s)
}

/// `IO::Buffer.map(file, size = nil, offset = 0, flags = READONLY unless writable)`.
fn buffer_s_map(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(4))?;
    let io = args.get(0);
    let d = crate::core::io::open_data(vm, io)?;
    let writable = d.writable;
    let file = match &d.stream {
        Some(crate::core::io::Stream::File(f)) => f.try_clone().map_err(|e| crate::core::io::errno::sys_fail(vm, &e, "", ""))?,
        _ => return Err(crate::core::io::errno::errno_error_plain(vm, libc::ENODEV)),
    };
    let file_size = file.metadata().map(|m| m.len() as usize).unwrap_or(0);
    let offset = if args.len() > 2 {
        let o = vm.expect_int(args.get(2))?;
        if o < 0 {
            return Err(vm.arg_error("Offset can't be negative!"));
        }
        o as usize
    } else {
        0
    };
    let size = if args.len() > 1 && !args.get(1).is_nil() {
        let n = int_arg(vm, args.get(1), "Size can't be negative!")?;
        if n == 0 {
            return Err(vm.arg_error("Size can't be zero!"));
        }
        if n > file_size {
            return Err(vm.arg_error("Size can't be larger than file size!"));
        }
        n
    } else {
        if file_size == 0 {
            return Err(vm.arg_error("Invalid negative or zero file size!"));
        }
        file_size.saturating_sub(offset)
    };
    if offset + size > file_size {
        return Err(vm.arg_error("Offset too large!"));
    }
    let flags = if args.len() > 3 { vm.expect_int(args.get(3))? as u32 } else { 0 };
    if flags & READONLY == 0 && flags & PRIVATE == 0 && !writable {
        return Err(crate::core::io::errno::errno_error_plain(vm, libc::EACCES));
    }
    let mut bytes = vec![0u8; size];
    file.read_exact_at(&mut bytes, offset as u64).map_err(|e| crate::core::io::errno::sys_fail(vm, &e, "", ""))?;
    let private = flags & PRIVATE != 0;
    let kind = if private { MAPPED | FILE | PRIVATE } else { EXTERNAL | MAPPED | FILE | SHARED };
    let d = BufferData {
        mem: Mem::Own(Rc::new(RefCell::new(bytes))),
        offset: 0,
        size,
        flags: kind | (flags & READONLY),
        parent: Value::NIL,
        file: if private || flags & READONLY != 0 { None } else { Some(Rc::new(file)) },
        file_offset: offset as u64,
    };
    new_buffer(vm, d)
}

fn flag_query(vm: &mut Vm, recv: Value, bit: u32) -> VmResult {
    let d = data(vm, recv)?;
    Ok(Value::bool(d.flags & bit != 0))
}

fn buffer_null_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data(vm, recv)?;
    Ok(Value::bool(matches!(d.mem, Mem::Null)))
}

fn buffer_empty_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data(vm, recv)?;
    Ok(Value::bool(d.size == 0))
}

fn buffer_size(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data(vm, recv)?;
    Ok(Value::fixnum(d.size as i64))
}

/// Whether a slice's range is still inside live memory of its parent.
fn valid(vm: &mut Vm, d: &BufferData) -> bool {
    if d.parent.is_nil() {
        return true;
    }
    match &d.mem {
        Mem::Null => true,
        Mem::Str(s) => d.offset + d.size <= obj::as_string(*s).bytes.len(),
        Mem::Own(m) => {
            let Ok(p) = data(vm, d.parent) else { return false };
            match &p.mem {
                Mem::Own(pm) => Rc::ptr_eq(m, pm) && d.offset + d.size <= m.borrow().len(),
                _ => false,
            }
        }
    }
}

fn buffer_valid_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data(vm, recv)?;
    Ok(Value::bool(valid(vm, d)))
}

/// The live buffer for an access (IO::Buffer::InvalidatedError for a dead slice).
fn live(vm: &mut Vm, recv: Value) -> VmResult<&'static mut BufferData> {
    let d = data(vm, recv)?;
    if !valid(vm, d) {
        return Err(buffer_error(vm, "InvalidatedError", "Buffer has been invalidated!"));
    }
    Ok(d)
}

/// `get_string(offset = 0, length = nil, encoding = BINARY)`.
fn buffer_get_string(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(3))?;
    let d = live(vm, recv)?;
    let offset = if args.is_empty() { 0 } else { int_arg(vm, args.get(0), "Offset can't be negative!")? };
    if offset > d.size {
        return Err(vm.arg_error("The given offset is bigger than the buffer size!"));
    }
    let length = if args.len() > 1 && !args.get(1).is_nil() { int_arg(vm, args.get(1), "Length can't be negative!")? } else { d.size - offset };
    if offset + length > d.size {
        return Err(vm.arg_error("Specified offset+length is bigger than the buffer size!"));
    }
    let all = bytes(d);
    let s = vm.new_binary_string(all.get(offset..offset + length).map(|b| b.to_vec()).unwrap_or_default());
    if args.len() > 2 {
        let enc = crate::core::encoding::to_encoding(vm, args.get(2))?;
        crate::core::encoding::set_string_encoding(s, enc);
    }
    Ok(s)
}

/// `set_string(string, offset = 0, length = nil, source_offset = 0)`: bytes copied.
fn buffer_set_string(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(4))?;
    let s = vm.expect_string(args.get(0))?;
    let src = obj::as_string(s).bytes.to_vec();
    let d = live(vm, recv)?;
    check_writable(vm, d)?;
    let offset = if args.len() > 1 { int_arg(vm, args.get(1), "Offset can't be negative!")? } else { 0 };
    let src_off = if args.len() > 3 { int_arg(vm, args.get(3), "Offset can't be negative!")? } else { 0 };
    if src_off > src.len() {
        return Err(vm.arg_error("The given source offset is bigger than the source itself!"));
    }
    let length = if args.len() > 2 && !args.get(2).is_nil() { int_arg(vm, args.get(2), "Length can't be negative!")? } else { src.len() - src_off };
    if src_off + length > src.len() {
        return Err(vm.arg_error("Specified source offset+length is bigger than the source!"));
    }
    if offset + length > d.size {
        return Err(vm.arg_error("Specified offset+length is bigger than the buffer size!"));
    }
    store(vm, d, offset, &src[src_off..src_off + length])?;
    Ok(Value::fixnum(length as i64))
}

/// `slice(offset = 0, length = size - offset)`: a buffer sharing this one's bytes.
fn buffer_slice(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(2))?;
    let d = live(vm, recv)?;
    let offset = if args.is_empty() { 0 } else { int_arg(vm, args.get(0), "Offset can't be negative!")? };
    let length = if args.len() > 1 { int_arg(vm, args.get(1), "Length can't be negative!")? } else { d.size.saturating_sub(offset) };
    if offset + length > d.size {
        return Err(vm.arg_error("Specified offset+length is bigger than the buffer size!"));
    }
    let s = BufferData { mem: d.mem.clone(), offset: d.offset + offset, size: length, flags: d.flags & (EXTERNAL | READONLY), parent: recv, file: d.file.clone(), file_offset: d.file_offset };
    new_buffer(vm, s)
}

fn buffer_free(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data(vm, recv)?;
    if d.flags & LOCKED != 0 {
        return Err(buffer_error(vm, "LockedError", "Buffer is locked!"));
    }
    *d = null_data();
    Ok(recv)
}

fn buffer_transfer(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data(vm, recv)?;
    if d.flags & LOCKED != 0 {
        return Err(buffer_error(vm, "LockedError", "Cannot transfer ownership of locked buffer!"));
    }
    let moved = std::mem::replace(d, null_data());
    // The emptied buffer keeps its kind flags, as CRuby's does.
    d.flags = moved.flags;
    new_buffer(vm, moved)
}

fn buffer_resize(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let n = int_arg(vm, args.get(0), "Size can't be negative!")?;
    let d = data(vm, recv)?;
    if d.flags & LOCKED != 0 {
        return Err(buffer_error(vm, "LockedError", "Cannot resize locked buffer!"));
    }
    if d.flags & EXTERNAL != 0 || matches!(d.mem, Mem::Str(_)) {
        return Err(buffer_error(vm, "AccessError", "Cannot resize external buffer!"));
    }
    vm.check_alloc(n as u128, 1)?;
    if n == 0 {
        *d = null_data();
        return Ok(recv);
    }
    match &d.mem {
        Mem::Own(m) if d.parent.is_nil() => {
            m.borrow_mut().resize(n, 0);
            d.size = n;
        }
        _ => *d = owned(n, default_kind(n)),
    }
    Ok(recv)
}

/// `locked { |buffer| }`: the block's value; the buffer cannot be freed, resized or
/// transferred meanwhile.
fn buffer_locked(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let block = vm.need_block(args)?;
    let d = data(vm, recv)?;
    if d.flags & LOCKED != 0 {
        return Err(buffer_error(vm, "LockedError", "Buffer already locked!"));
    }
    d.flags |= LOCKED;
    let r = vm.yield_block(&block, &[recv]);
    if let Ok(d) = data(vm, recv) {
        d.flags &= !LOCKED;
    }
    r
}

/// The bit operations: a new internal buffer, or in place (`!` forms).
fn mask_op(vm: &mut Vm, recv: Value, args: &Args, op: fn(u8, u8) -> u8, in_place: bool) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let mask_v = args.get(0);
    let mask = bytes(data(vm, mask_v)?);
    let d = live(vm, recv)?;
    if mask.is_empty() && d.size > 0 {
        return Err(buffer_error(vm, "MaskError", "Zero-length mask given!"));
    }
    let src = bytes(d);
    let out: Vec<u8> = src.iter().enumerate().map(|(i, &b)| op(b, mask[i % mask.len().max(1)])).collect();
    if in_place {
        check_writable(vm, d)?;
        store(vm, d, 0, &out)?;
        return Ok(recv);
    }
    let mut r = owned(out.len(), INTERNAL);
    r.mem = Mem::Own(Rc::new(RefCell::new(out)));
    new_buffer(vm, r)
}

fn not_op(vm: &mut Vm, recv: Value, in_place: bool) -> VmResult {
    let d = live(vm, recv)?;
    let out: Vec<u8> = bytes(d).iter().map(|b| !b).collect();
    if in_place {
        check_writable(vm, d)?;
        store(vm, d, 0, &out)?;
        return Ok(recv);
    }
    let mut r = owned(out.len(), INTERNAL);
    r.mem = Mem::Own(Rc::new(RefCell::new(out)));
    new_buffer(vm, r)
}

/// One numeric type of `get_value`/`set_value`/`each`: (size, signed, float, big-endian).
fn value_type(vm: &mut Vm, v: Value) -> VmResult<(usize, bool, bool, bool)> {
    let name = if v.is_symbol() { v.as_symbol().name().to_string() } else { String::new() };
    let t = match name.as_str() {
        "U8" => (1, false, false, false),
        "S8" => (1, true, false, false),
        "u16" => (2, false, false, false),
        "U16" => (2, false, false, true),
        "s16" => (2, true, false, false),
        "S16" => (2, true, false, true),
        "u32" => (4, false, false, false),
        "U32" => (4, false, false, true),
        "s32" => (4, true, false, false),
        "S32" => (4, true, false, true),
        "u64" => (8, false, false, false),
        "U64" => (8, false, false, true),
        "s64" => (8, true, false, false),
        "S64" => (8, true, false, true),
        "f32" => (4, true, true, false),
        "F32" => (4, true, true, true),
        "f64" => (8, true, true, false),
        "F64" => (8, true, true, true),
        _ => return Err(vm.arg_error("Invalid type name!")),
    };
    Ok(t)
}

fn decode(vm: &mut Vm, b: &[u8], (size, signed, float, big): (usize, bool, bool, bool)) -> Value {
    let mut raw = [0u8; 8];
    if big {
        raw[8 - size..].copy_from_slice(b);
        raw.reverse();
    } else {
        raw[..size].copy_from_slice(b);
    }
    let u = u64::from_le_bytes(raw);
    if float {
        let f = if size == 4 { f32::from_bits(u as u32) as f64 } else { f64::from_bits(u) };
        return vm.new_float(f);
    }
    if signed {
        let shift = 64 - 8 * size as u32;
        let s = ((u << shift) as i64) >> shift;
        return vm.new_int_i128(s as i128);
    }
    vm.new_int_i128(u as i128)
}

fn buffer_get_value(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 2, Some(2))?;
    let t = value_type(vm, args.get(0))?;
    let off = int_arg(vm, args.get(1), "Offset can't be negative!")?;
    let d = live(vm, recv)?;
    if off + t.0 > d.size {
        return Err(vm.arg_error(&format!("Type extends beyond end of buffer! (offset={off} > size={})", d.size)));
    }
    let b = bytes(d);
    Ok(decode(vm, &b[off..off + t.0], t))
}

fn buffer_set_value(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 3, Some(3))?;
    let t = value_type(vm, args.get(0))?;
    let off = int_arg(vm, args.get(1), "Offset can't be negative!")?;
    let v = args.get(2);
    let raw: u64 = if t.2 {
        let f = match vm.float_value(v) {
            Some(f) => f,
            None => vm.expect_int(v)? as f64,
        };
        if t.0 == 4 {
            (f as f32).to_bits() as u64
        } else {
            f.to_bits()
        }
    } else {
        vm.expect_int(v)? as u64
    };
    let d = live(vm, recv)?;
    check_writable(vm, d)?;
    if off + t.0 > d.size {
        return Err(vm.arg_error(&format!("Type extends beyond end of buffer! (offset={off} > size={})", d.size)));
    }
    let le = raw.to_le_bytes();
    let mut out = le[..t.0].to_vec();
    if t.3 {
        out.reverse();
    }
    store(vm, d, off, &out)?;
    Ok(Value::fixnum((off + t.0) as i64))
}

/// `each(type, offset = 0, count = nil) { |offset, value| }`.
fn buffer_each(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let Some(block) = args.block.clone() else {
        return crate::core::enumerable::enumerator_for_args(vm, recv, "each", args);
    };
    vm.check_argc(args, 1, Some(3))?;
    let t = value_type(vm, args.get(0))?;
    let mut off = if args.len() > 1 { int_arg(vm, args.get(1), "Offset can't be negative!")? } else { 0 };
    let d = live(vm, recv)?;
    let b = bytes(d);
    let mut count = if args.len() > 2 { int_arg(vm, args.get(2), "Count can't be negative!")? } else { usize::MAX };
    while count > 0 && off + t.0 <= b.len() {
        let v = decode(vm, &b[off..off + t.0], t);
        vm.yield_block(&block, &[Value::fixnum(off as i64), v])?;
        off += t.0;
        count -= 1;
    }
    Ok(recv)
}

/// The flag words `to_s` lists.
fn describe(vm: &mut Vm, d: &BufferData) -> String {
    let mut s = String::new();
    let addr = match &d.mem {
        Mem::Null => 0,
        Mem::Own(m) => m.as_ptr() as usize + d.offset,
        Mem::Str(v) => v.0 as usize + d.offset,
    };
    s.push_str(&format!("0x{addr:016x}+{}", d.size));
    if matches!(d.mem, Mem::Null) {
        s.push_str(" NULL");
    }
    for (bit, name) in [(EXTERNAL, "EXTERNAL"), (INTERNAL, "INTERNAL"), (MAPPED, "MAPPED"), (FILE, "FILE"), (SHARED, "SHARED"), (LOCKED, "LOCKED"), (PRIVATE, "PRIVATE"), (READONLY, "READONLY")] {
        if d.flags & bit != 0 {
            s.push(' ');
            s.push_str(name);
        }
    }
    if !d.parent.is_nil() || matches!(d.mem, Mem::Str(_)) {
        s.push_str(" SLICE");
    }
    if !valid(vm, d) {
        s.push_str(" INVALID");
    }
    s
}

fn buffer_to_s(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data(vm, recv)?;
    let text = format!("#<IO::Buffer {}>", describe(vm, d));
    Ok(vm.new_string(text.into_bytes()))
}

/// `inspect`: `to_s` and a hex dump of up to 256 bytes.
fn buffer_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let d = data(vm, recv)?;
    let mut text = format!("#<IO::Buffer {}>", describe(vm, d));
    let b = if valid(vm, d) { bytes(d) } else { Vec::new() };
    for (row, chunk) in b.chunks(16).take(16).enumerate() {
        text.push_str(&format!("\n0x{:08x} ", row * 16));
        for i in 0..16 {
            match chunk.get(i) {
                Some(x) => text.push_str(&format!(" {x:02x}")),
                None => text.push_str("   "),
            }
        }
        text.push(' ');
        for &x in chunk {
            text.push(if (0x20..0x7f).contains(&x) { x as char } else { '.' });
        }
    }
    if b.len() > 256 {
        text.push_str(&format!("\n({} more bytes not printed)", b.len() - 256));
    }
    Ok(vm.new_string(text.into_bytes()))
}

fn buffer_cmp(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = bytes(data(vm, recv)?);
    let b = bytes(data(vm, args.get(0))?);
    Ok(Value::fixnum(match a.cmp(&b) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }))
}

pub fn init(vm: &mut Vm) {
    let io = vm.core.io;
    let object = vm.core.object;
    let b = crate::core::define_class_under(vm, io, "Buffer", object);
    let comparable = vm.core.comparable;
    let _ = vm.include_module(b, comparable);
    let runtime = vm.core.runtime_error;
    for name in ["AccessError", "AllocationError", "InvalidatedError", "LockedError", "MaskError"] {
        crate::core::define_class_under(vm, b, name, runtime);
    }
    let consts: &[(&str, i64)] = &[
        ("EXTERNAL", EXTERNAL as i64),
        ("INTERNAL", INTERNAL as i64),
        ("MAPPED", MAPPED as i64),
        ("SHARED", SHARED as i64),
        ("LOCKED", LOCKED as i64),
        ("PRIVATE", PRIVATE as i64),
        ("READONLY", READONLY as i64),
        ("PAGE_SIZE", PAGE_SIZE as i64),
        ("DEFAULT_SIZE", DEFAULT_SIZE as i64),
        ("LITTLE_ENDIAN", 4),
        ("BIG_ENDIAN", 8),
        ("HOST_ENDIAN", if cfg!(target_endian = "little") { 4 } else { 8 }),
        ("NETWORK_ENDIAN", 8),
    ];
    for &(name, v) in consts {
        vm.const_set(b, intern(name), Value::fixnum(v));
    }
    let singleton: &[(&str, i32, crate::class::BuiltinFn)] = &[("new", -1, buffer_s_new), ("for", -1, buffer_s_for), ("string", -1, buffer_s_string), ("map", -1, buffer_s_map)];
    for &(name, arity, f) in singleton {
        vm.define_singleton_builtin(b, name, arity, f);
    }
    let methods: &[(&str, i32, crate::class::BuiltinFn)] = &[
        ("external?", 0, |vm, r, _a| flag_query(vm, r, EXTERNAL)),
        ("internal?", 0, |vm, r, _a| flag_query(vm, r, INTERNAL)),
        ("mapped?", 0, |vm, r, _a| flag_query(vm, r, MAPPED)),
        ("shared?", 0, |vm, r, _a| flag_query(vm, r, SHARED)),
        ("locked?", 0, |vm, r, _a| flag_query(vm, r, LOCKED)),
        ("private?", 0, |vm, r, _a| flag_query(vm, r, PRIVATE)),
        ("readonly?", 0, |vm, r, _a| flag_query(vm, r, READONLY)),
        ("null?", 0, buffer_null_p),
        ("empty?", 0, buffer_empty_p),
        ("valid?", 0, buffer_valid_p),
        ("size", 0, buffer_size),
        ("get_string", -1, buffer_get_string),
        ("set_string", -1, buffer_set_string),
        ("get_value", -1, buffer_get_value),
        ("set_value", -1, buffer_set_value),
        ("each", -1, buffer_each),
        ("slice", -1, buffer_slice),
        ("free", 0, buffer_free),
        ("transfer", 0, buffer_transfer),
        ("resize", 1, buffer_resize),
        ("locked", 0, buffer_locked),
        ("&", 1, |vm, r, a| mask_op(vm, r, a, |x, m| x & m, false)),
        ("|", 1, |vm, r, a| mask_op(vm, r, a, |x, m| x | m, false)),
        ("^", 1, |vm, r, a| mask_op(vm, r, a, |x, m| x ^ m, false)),
        ("and!", 1, |vm, r, a| mask_op(vm, r, a, |x, m| x & m, true)),
        ("or!", 1, |vm, r, a| mask_op(vm, r, a, |x, m| x | m, true)),
        ("xor!", 1, |vm, r, a| mask_op(vm, r, a, |x, m| x ^ m, true)),
        ("~", 0, |vm, r, _a| not_op(vm, r, false)),
        ("not!", 0, |vm, r, _a| not_op(vm, r, true)),
        ("to_s", 0, buffer_to_s),
        ("inspect", 0, buffer_inspect),
        ("<=>", 1, buffer_cmp),
    ];
    for &(name, arity, f) in methods {
        vm.define_builtin(b, name, arity, f);
    }
}
