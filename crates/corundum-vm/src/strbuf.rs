//! The byte buffer of a String: up to `INLINE` (23) bytes live in the buffer itself, inside the
//! String's heap slot; longer contents live in a heap allocation. Short strings (Integer#to_s
//! results, words, timestamps, Hash keys, captures) then cost no allocation of their own, and
//! reading them touches only the slot.
//!
//! Layout (24 bytes, so that `RString` fits the smallest slot; checked at compile time): a
//! union of
//! - `Inline`: 23 bytes of contents, then a tag byte `0x80 | len`;
//! - `Heap`: the raw parts (pointer, length, capacity) of a `Vec<u8>` from the global allocator.
//!
//! Invariants:
//! - Byte 23 is the tag byte of an inline buffer, and the most significant byte of a heap
//!   buffer's capacity on a little-endian 64-bit target (the only kind we build for). A
//!   `Vec<u8>`'s capacity never exceeds `isize::MAX`, so that byte is below 0x80 exactly when
//!   the buffer is on the heap: `is_inline` reads it and nothing else decides the variant.
//! - The heap parts are always those of a live `Vec<u8>` that this buffer owns: edits a `Vec`
//!   does best (growth, splice, reserve) rebuild the `Vec` in `with_vec`, whose guard writes the
//!   parts back even if the edit panics, and `Drop` frees it.
//! - Contents never move back inline once on the heap, except through `From<Vec<u8>>` and
//!   `clear`.
//! - Equality, ordering and `Debug` are those of the byte slice.
//!
//! This file is one of the VM's few `unsafe` places (with the heap, the GC and value tagging):
//! the union reads and the raw-parts conversions, each with its `SAFETY:` argument.

use std::mem::ManuallyDrop;
use std::ops::{Deref, DerefMut, Range};

#[cfg(not(all(target_endian = "little", target_pointer_width = "64")))]
compile_error!("StrBuf keeps its inline tag in the top byte of a little-endian 64-bit capacity");

/// Bytes kept inline: all of the 24 but the tag byte.
pub const INLINE: usize = 23;

/// The tag byte of an inline buffer is `INLINE_TAG | len`; a heap capacity's top byte is below.
const INLINE_TAG: u8 = 0x80;

/// Capacity given to inline contents when they first move to the heap.
const FIRST_HEAP_CAPACITY: usize = 2 * INLINE + 2;

#[repr(C)]
#[derive(Clone, Copy)]
struct Inline {
    buf: [u8; INLINE],
    tag: u8,
}

#[repr(C)]
#[derive(Clone, Copy)]
struct Heap {
    ptr: *mut u8,
    len: usize,
    cap: usize,
}

#[repr(C)]
union Repr {
    inline: Inline,
    heap: Heap,
}

/// A String's bytes (see the module comment).
pub struct StrBuf(Repr);

const _: () = assert!(std::mem::size_of::<StrBuf>() == 24);

impl StrBuf {
    pub const fn new() -> StrBuf {
        StrBuf(Repr { inline: Inline { buf: [0; INLINE], tag: INLINE_TAG } })
    }

    /// The tag byte (see the module comment for why it decides the variant).
    #[inline(always)]
    fn tag(&self) -> u8 {
        // SAFETY: every byte of either variant is initialised (three integers-or-pointer words,
        // or 24 bytes), and any byte is a valid `u8`.
        unsafe { self.0.inline.tag }
    }

    #[inline(always)]
    fn is_inline(&self) -> bool {
        self.tag() >= INLINE_TAG
    }

    /// The heap parts, when the contents are on the heap.
    #[inline(always)]
    fn heap(&self) -> Option<Heap> {
        if self.is_inline() {
            None
        } else {
            // SAFETY: the tag says the heap variant is the live one.
            Some(unsafe { self.0.heap })
        }
    }

    /// A buffer holding a copy of `b`, inline when it fits.
    #[inline]
    pub fn from_slice(b: &[u8]) -> StrBuf {
        if b.len() <= INLINE {
            let mut buf = [0; INLINE];
            buf[..b.len()].copy_from_slice(b);
            StrBuf(Repr { inline: Inline { buf, tag: INLINE_TAG | b.len() as u8 } })
        } else {
            StrBuf::from_vec_parts(b.to_vec())
        }
    }

    /// Takes ownership of `v`'s allocation (whatever its length).
    fn from_vec_parts(v: Vec<u8>) -> StrBuf {
        let mut v = ManuallyDrop::new(v);
        StrBuf(Repr { heap: Heap { ptr: v.as_mut_ptr(), len: v.len(), cap: v.capacity() } })
    }

    /// An empty buffer with room for `n` bytes (inline when `n` fits).
    pub fn with_capacity(n: usize) -> StrBuf {
        if n <= INLINE {
            StrBuf::new()
        } else {
            StrBuf::from_vec_parts(Vec::with_capacity(n))
        }
    }

    #[inline(always)]
    pub fn as_slice(&self) -> &[u8] {
        let tag = self.tag();
        if tag >= INLINE_TAG {
            // SAFETY: the tag says the inline variant is live; its length is at most INLINE.
            unsafe { self.0.inline.buf.get_unchecked(..(tag & !INLINE_TAG) as usize) }
        } else {
            // SAFETY: heap variant; `ptr`/`len` are those of the `Vec` this buffer owns.
            unsafe { std::slice::from_raw_parts(self.0.heap.ptr, self.0.heap.len) }
        }
    }

    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        let tag = self.tag();
        if tag >= INLINE_TAG {
            // SAFETY: the tag says the inline variant is live; its length is at most INLINE.
            unsafe { self.0.inline.buf.get_unchecked_mut(..(tag & !INLINE_TAG) as usize) }
        } else {
            // SAFETY: heap variant; `ptr`/`len` are those of the `Vec` this buffer owns, and
            // `&mut self` makes the access exclusive.
            unsafe { std::slice::from_raw_parts_mut(self.0.heap.ptr, self.0.heap.len) }
        }
    }

    /// Bytes the buffer holds without growing (what `ObjectSpace.memsize_of` counts: 0 inline).
    pub fn capacity(&self) -> usize {
        self.heap().map_or(0, |h| h.cap)
    }

    /// Runs `f` on the contents as a `Vec`, moving inline contents to the heap first (for edits
    /// a `Vec` does best: growth, splice, drain, insert, retain, reserve).
    pub fn with_vec<R>(&mut self, f: impl FnOnce(&mut Vec<u8>) -> R) -> R {
        if self.is_inline() {
            let mut v = Vec::with_capacity(FIRST_HEAP_CAPACITY.max(self.len()));
            v.extend_from_slice(self.as_slice());
            self.0 = Repr { heap: StrBuf::from_vec_parts(v).into_heap_parts() };
        }
        /// Writes the `Vec`'s current parts back when dropped, even during a panic in `f`.
        struct WriteBack<'a> {
            heap: &'a mut Heap,
            vec: ManuallyDrop<Vec<u8>>,
        }
        impl Drop for WriteBack<'_> {
            fn drop(&mut self) {
                *self.heap = Heap { ptr: self.vec.as_mut_ptr(), len: self.vec.len(), cap: self.vec.capacity() };
            }
        }
        // SAFETY: the contents are on the heap now (above), so the heap variant is live.
        let heap = unsafe { &mut self.0.heap };
        // SAFETY: the parts are those of a `Vec<u8>` this buffer owns; the `ManuallyDrop` and
        // the write-back keep exactly one owner (this buffer) of the allocation.
        let vec = ManuallyDrop::new(unsafe { Vec::from_raw_parts(heap.ptr, heap.len, heap.cap) });
        let mut guard = WriteBack { heap, vec };
        f(&mut guard.vec)
    }

    /// This buffer's heap parts, ownership passing to the caller (the buffer is forgotten).
    fn into_heap_parts(self) -> Heap {
        let me = ManuallyDrop::new(self);
        me.heap().expect("heap parts of an inline buffer")
    }

    pub fn into_vec(self) -> Vec<u8> {
        match self.heap() {
            None => self.as_slice().to_vec(),
            Some(_) => {
                let h = self.into_heap_parts();
                // SAFETY: the parts of the `Vec` this buffer owned; the buffer was forgotten,
                // so the `Vec` is now their only owner.
                unsafe { Vec::from_raw_parts(h.ptr, h.len, h.cap) }
            }
        }
    }

    #[inline]
    pub fn extend_from_slice(&mut self, b: &[u8]) {
        let tag = self.tag();
        if tag >= INLINE_TAG {
            let n = (tag & !INLINE_TAG) as usize;
            if n + b.len() <= INLINE {
                // SAFETY: the tag says the inline variant is live.
                let inline = unsafe { &mut self.0.inline };
                inline.buf[n..n + b.len()].copy_from_slice(b);
                inline.tag = INLINE_TAG | (n + b.len()) as u8;
                return;
            }
        } else {
            // SAFETY: the tag says the heap variant is live.
            let h = unsafe { &mut self.0.heap };
            if h.cap - h.len >= b.len() {
                // SAFETY: `len + b.len() <= cap`, inside the allocation; `b` cannot overlap
                // the spare capacity (nothing else refers to it while `&mut self` is held).
                unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), h.ptr.add(h.len), b.len()) };
                h.len += b.len();
                return;
            }
        }
        self.grow_extend(b);
    }

    /// Appends `b` when it does not fit the current room: moves inline contents to the heap
    /// (with room for `b`) or grows the heap buffer.
    #[cold]
    fn grow_extend(&mut self, b: &[u8]) {
        if self.is_inline() {
            let mut v = Vec::with_capacity((self.len() + b.len()).max(FIRST_HEAP_CAPACITY));
            v.extend_from_slice(self.as_slice());
            v.extend_from_slice(b);
            *self = StrBuf::from_vec_parts(v);
        } else {
            self.with_vec(|v| v.extend_from_slice(b));
        }
    }

    #[inline]
    pub fn push(&mut self, c: u8) {
        self.extend_from_slice(&[c]);
    }

    pub fn truncate(&mut self, n: usize) {
        let tag = self.tag();
        if tag >= INLINE_TAG {
            if n < (tag & !INLINE_TAG) as usize {
                // Writing a `Copy` field of the live inline variant.
                self.0.inline.tag = INLINE_TAG | n as u8;
            }
        } else {
            // SAFETY: the tag says the heap variant is live; shrinking `len` keeps it valid.
            let h = unsafe { &mut self.0.heap };
            h.len = h.len.min(n);
        }
    }

    /// Reserves room for `extra` more bytes, reporting failure instead of aborting (for
    /// sizes a program chooses: `String.new(capacity:)`, big appends).
    pub fn try_reserve_exact(&mut self, extra: usize) -> Result<(), std::collections::TryReserveError> {
        if self.is_inline() && self.len().saturating_add(extra) <= INLINE {
            return Ok(());
        }
        self.with_vec(|v| v.try_reserve_exact(extra))
    }

    /// Replaces the bytes in `r` with `with` (like `Vec::splice`), in place while inline
    /// contents still fit.
    pub fn splice(&mut self, r: Range<usize>, with: &[u8]) {
        let tag = self.tag();
        if tag >= INLINE_TAG {
            let n = (tag & !INLINE_TAG) as usize;
            assert!(r.start <= r.end && r.end <= n, "splice range {r:?} out of 0..{n}");
            let new_len = n - r.len() + with.len();
            if new_len <= INLINE {
                // SAFETY: the tag says the inline variant is live.
                let inline = unsafe { &mut self.0.inline };
                inline.buf.copy_within(r.end..n, r.start + with.len());
                inline.buf[r.start..r.start + with.len()].copy_from_slice(with);
                inline.tag = INLINE_TAG | new_len as u8;
                return;
            }
        }
        self.with_vec(|v| {
            v.splice(r, with.iter().copied());
        });
    }

    /// Removes the bytes in `r`.
    pub fn remove(&mut self, r: Range<usize>) {
        self.splice(r, &[]);
    }

    /// Empties the buffer, giving back a heap buffer's memory.
    pub fn clear(&mut self) {
        *self = StrBuf::new();
    }
}

impl Drop for StrBuf {
    fn drop(&mut self) {
        if let Some(h) = self.heap() {
            // SAFETY: the parts of the `Vec` this buffer owns, dropped exactly once here.
            drop(unsafe { Vec::from_raw_parts(h.ptr, h.len, h.cap) });
        }
    }
}

impl Clone for StrBuf {
    fn clone(&self) -> StrBuf {
        StrBuf::from_slice(self.as_slice())
    }
}

impl From<Vec<u8>> for StrBuf {
    /// Short contents move inline (the `Vec` is freed now rather than when the String dies).
    fn from(v: Vec<u8>) -> StrBuf {
        if v.len() <= INLINE {
            StrBuf::from_slice(&v)
        } else {
            StrBuf::from_vec_parts(v)
        }
    }
}

impl Default for StrBuf {
    fn default() -> Self {
        StrBuf::new()
    }
}

impl From<&[u8]> for StrBuf {
    fn from(b: &[u8]) -> StrBuf {
        StrBuf::from_slice(b)
    }
}

impl Deref for StrBuf {
    type Target = [u8];
    #[inline(always)]
    fn deref(&self) -> &[u8] {
        self.as_slice()
    }
}

impl DerefMut for StrBuf {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [u8] {
        self.as_mut_slice()
    }
}

impl AsRef<[u8]> for StrBuf {
    fn as_ref(&self) -> &[u8] {
        self.as_slice()
    }
}

impl std::fmt::Debug for StrBuf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl PartialEq for StrBuf {
    #[inline]
    fn eq(&self, o: &StrBuf) -> bool {
        self.as_slice() == o.as_slice()
    }
}
impl Eq for StrBuf {}

impl PartialEq<[u8]> for StrBuf {
    fn eq(&self, o: &[u8]) -> bool {
        self.as_slice() == o
    }
}
impl PartialEq<&[u8]> for StrBuf {
    fn eq(&self, o: &&[u8]) -> bool {
        self.as_slice() == *o
    }
}
impl PartialEq<Vec<u8>> for StrBuf {
    fn eq(&self, o: &Vec<u8>) -> bool {
        self.as_slice() == o.as_slice()
    }
}
impl<const N: usize> PartialEq<[u8; N]> for StrBuf {
    fn eq(&self, o: &[u8; N]) -> bool {
        self.as_slice() == o
    }
}
impl<const N: usize> PartialEq<&[u8; N]> for StrBuf {
    fn eq(&self, o: &&[u8; N]) -> bool {
        self.as_slice() == *o
    }
}

impl PartialOrd for StrBuf {
    fn partial_cmp(&self, o: &StrBuf) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for StrBuf {
    fn cmp(&self, o: &StrBuf) -> std::cmp::Ordering {
        self.as_slice().cmp(o.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grows_from_inline_to_heap_and_keeps_the_bytes() {
        let mut b = StrBuf::new();
        let mut model = Vec::new();
        for i in 0..40u8 {
            b.push(i);
            model.push(i);
            assert_eq!(b, model);
            assert_eq!(b.capacity() == 0, model.len() <= INLINE);
        }
        b.truncate(3);
        model.truncate(3);
        assert_eq!(b, model);
        b.with_vec(|v| {
            v.splice(1..2, [9, 9, 9]);
        });
        assert_eq!(b, [0u8, 9, 9, 9, 2]);
        b.remove(0..2);
        assert_eq!(b, [9u8, 9, 2]);
        b.clear();
        assert!(b.is_empty() && b.capacity() == 0);
    }

    #[test]
    fn inline_edits() {
        let mut b = StrBuf::from_slice(b"hello");
        b.extend_from_slice(b" world");
        assert_eq!(b, b"hello world");
        assert_eq!(b.capacity(), 0);
        b[0] = b'H';
        b.truncate(5);
        assert_eq!(b, b"Hello");
        b.truncate(99);
        b.truncate(256);
        assert_eq!(b.len(), 5);
        b.extend_from_slice(b", and more than fifteen bytes");
        assert_eq!(b, &b"Hello, and more than fifteen bytes"[..]);
        assert!(b.capacity() >= b.len());
        assert_eq!(StrBuf::from(vec![1u8, 2, 3]).capacity(), 0);
        assert_eq!(StrBuf::from(vec![7u8; 16]).into_vec(), vec![7u8; 16]);
        assert!(StrBuf::from_slice(b"a") < StrBuf::from_slice(b"b"));
        let mut s = StrBuf::from_slice(b"abcdef");
        s.splice(1..3, b"XYZ");
        assert_eq!(s, b"aXYZdef");
        s.remove(0..1);
        assert_eq!(s, b"XYZdef");
        s.splice(6..6, b"0123456789");
        assert_eq!(s, b"XYZdef0123456789");
        assert_eq!(s.capacity(), 0, "16 bytes stay inline");
        s.splice(6..6, b"ABCDEFGHIJ");
        assert_eq!(s, b"XYZdefABCDEFGHIJ0123456789");
        assert!(s.capacity() > 0);
        s.splice(0..3, b"");
        assert_eq!(s, b"defABCDEFGHIJ0123456789");
    }

    #[test]
    fn twenty_three_bytes_inline_then_the_heap() {
        let full = StrBuf::from_slice(&[b'x'; INLINE]);
        assert_eq!((full.len(), full.capacity()), (INLINE, 0));
        let mut b = full.clone();
        b.push(b'y');
        assert_eq!(b.len(), INLINE + 1);
        assert!(b.capacity() >= INLINE + 1);
        assert_eq!(b.clone().into_vec(), [&[b'x'; INLINE][..], b"y"].concat());
        let mut e = StrBuf::with_capacity(100);
        assert!(e.capacity() >= 100 && e.is_empty());
        e.extend_from_slice(b"short");
        assert_eq!(e, b"short");
        e.truncate(2);
        assert_eq!(e.clone().capacity(), 0, "a clone of short heap contents is inline");
        let mut r = StrBuf::from_slice(b"abc");
        r.try_reserve_exact(10).unwrap();
        assert_eq!(r.capacity(), 0);
        r.try_reserve_exact(1000).unwrap();
        assert!(r.capacity() >= 1003);
        assert_eq!(r, b"abc");
        assert!(r.try_reserve_exact(usize::MAX / 2).is_err());
        assert_eq!(r, b"abc");
    }

    #[test]
    fn a_panic_inside_with_vec_leaves_a_valid_buffer() {
        let mut b = StrBuf::from_slice(b"abc");
        let hit = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            b.with_vec(|v| {
                v.extend_from_slice(&[b'z'; 100]);
                panic!("edit failed");
            })
        }));
        assert!(hit.is_err());
        assert_eq!(b.len(), 103);
        assert_eq!(&b[..4], b"abcz");
    }
}
