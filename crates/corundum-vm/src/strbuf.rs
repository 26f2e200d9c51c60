//! The byte buffer of a String: up to `INLINE` (15) bytes live in the buffer itself, inside the
//! String's heap slot; longer contents live in a `Vec`. Short strings (Integer#to_s results,
//! small literals, substrings, Hash keys) then cost no allocation of their own, and reading
//! them touches only the slot.
//!
//! Invariants:
//! - `StrBuf` is 24 bytes, like the `Vec` it replaces, so `RString` still fits the smallest
//!   slot (checked at compile time). It is safe code only: the compiler lays the inline form
//!   out around the `Vec`'s capacity niche.
//! - Contents never move back inline once on the heap, except through `From<Vec<u8>>` and
//!   `clear`; operations beyond push/extend/truncate go through `vec_mut`, which moves inline
//!   contents to the heap first.
//! - Equality, ordering and `Debug` are those of the byte slice.

use std::ops::{Deref, DerefMut, Range};

/// Bytes kept inline (the most that fits beside the length in 24 bytes with the niche).
pub const INLINE: usize = 15;

#[derive(Clone)]
enum Repr {
    Inline { len: u8, buf: [u8; INLINE] },
    Heap(Vec<u8>),
}

/// A String's bytes (see the module comment).
#[derive(Clone)]
pub struct StrBuf(Repr);

const _: () = assert!(std::mem::size_of::<StrBuf>() == 24);

impl StrBuf {
    pub const fn new() -> StrBuf {
        StrBuf(Repr::Inline { len: 0, buf: [0; INLINE] })
    }

    /// A buffer holding a copy of `b`, inline when it fits.
    #[inline]
    pub fn from_slice(b: &[u8]) -> StrBuf {
        if b.len() <= INLINE {
            let mut buf = [0; INLINE];
            buf[..b.len()].copy_from_slice(b);
            StrBuf(Repr::Inline { len: b.len() as u8, buf })
        } else {
            StrBuf(Repr::Heap(b.to_vec()))
        }
    }

    /// An empty buffer with room for `n` bytes (inline when `n` fits).
    pub fn with_capacity(n: usize) -> StrBuf {
        if n <= INLINE {
            StrBuf::new()
        } else {
            StrBuf(Repr::Heap(Vec::with_capacity(n)))
        }
    }

    #[inline(always)]
    pub fn as_slice(&self) -> &[u8] {
        match &self.0 {
            Repr::Inline { len, buf } => &buf[..*len as usize],
            Repr::Heap(v) => v,
        }
    }

    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        match &mut self.0 {
            Repr::Inline { len, buf } => &mut buf[..*len as usize],
            Repr::Heap(v) => v,
        }
    }

    /// Bytes the buffer holds without growing (what `ObjectSpace.memsize_of` counts: 0 inline).
    pub fn capacity(&self) -> usize {
        match &self.0 {
            Repr::Inline { .. } => 0,
            Repr::Heap(v) => v.capacity(),
        }
    }

    /// The contents as a `Vec`, moving inline contents to the heap first (for edits a `Vec`
    /// does best: splice, drain, insert, retain).
    pub fn vec_mut(&mut self) -> &mut Vec<u8> {
        if let Repr::Inline { len, buf } = &self.0 {
            let mut v = Vec::with_capacity(2 * INLINE + 2);
            v.extend_from_slice(&buf[..*len as usize]);
            self.0 = Repr::Heap(v);
        }
        match &mut self.0 {
            Repr::Heap(v) => v,
            Repr::Inline { .. } => unreachable!("moved to the heap above"),
        }
    }

    pub fn into_vec(self) -> Vec<u8> {
        match self.0 {
            Repr::Inline { len, buf } => buf[..len as usize].to_vec(),
            Repr::Heap(v) => v,
        }
    }

    #[inline]
    pub fn extend_from_slice(&mut self, b: &[u8]) {
        match &mut self.0 {
            Repr::Heap(v) => v.extend_from_slice(b),
            Repr::Inline { len, buf } => {
                let n = *len as usize;
                if n + b.len() <= INLINE {
                    buf[n..n + b.len()].copy_from_slice(b);
                    *len += b.len() as u8;
                } else {
                    self.spill_extend(b);
                }
            }
        }
    }

    /// Moves inline contents to a heap buffer with room for `b` too, and appends `b`.
    #[cold]
    fn spill_extend(&mut self, b: &[u8]) {
        let mut v = Vec::with_capacity((self.len() + b.len()).max(2 * INLINE + 2));
        v.extend_from_slice(self.as_slice());
        v.extend_from_slice(b);
        self.0 = Repr::Heap(v);
    }

    #[inline]
    pub fn push(&mut self, c: u8) {
        self.extend_from_slice(&[c]);
    }

    pub fn truncate(&mut self, n: usize) {
        match &mut self.0 {
            Repr::Inline { len, .. } => {
                if n < *len as usize {
                    *len = n as u8;
                }
            }
            Repr::Heap(v) => v.truncate(n),
        }
    }

    /// Replaces the bytes in `r` with `with` (like `Vec::splice`), in place while inline
    /// contents still fit.
    pub fn splice(&mut self, r: Range<usize>, with: &[u8]) {
        if let Repr::Inline { len, buf } = &mut self.0 {
            let n = *len as usize;
            assert!(r.start <= r.end && r.end <= n, "splice range {r:?} out of 0..{n}");
            let new_len = n - r.len() + with.len();
            if new_len <= INLINE {
                buf.copy_within(r.end..n, r.start + with.len());
                buf[r.start..r.start + with.len()].copy_from_slice(with);
                *len = new_len as u8;
                return;
            }
        }
        self.vec_mut().splice(r, with.iter().copied());
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

impl Default for StrBuf {
    fn default() -> Self {
        StrBuf::new()
    }
}

impl From<Vec<u8>> for StrBuf {
    /// Short contents move inline (the `Vec` is freed now rather than when the String dies).
    fn from(v: Vec<u8>) -> StrBuf {
        if v.len() <= INLINE {
            StrBuf::from_slice(&v)
        } else {
            StrBuf(Repr::Heap(v))
        }
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
        b.vec_mut().splice(1..2, [9, 9, 9]);
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
        assert!(s.capacity() > 0);
        s.splice(0..3, b"");
        assert_eq!(s, b"def0123456789");
    }
}
