//! The tagged value word: every Ruby value is one `u64`.
//!
//! Encoding (chosen so that the common tests are one mask and compare, like CRuby's VALUE):
//!
//! | pattern (low bits)          | meaning                                              |
//! |-----------------------------|------------------------------------------------------|
//! | `...xxx1`                   | Fixnum: a 63-bit signed integer shifted left by one  |
//! | `...xx10`                   | Flonum: a double whose exponent fits, bits rotated    |
//! | `0x00`                      | `false`                                              |
//! | `0x08`                      | `nil`                                                |
//! | `0x14`                      | `true`                                               |
//! | `0x24`                      | `undef` (an internal "no value" marker, never seen by Ruby code) |
//! | `id << 8 \| 0x0c`           | a static Symbol, `id` is a [`SymbolId`]             |
//! | 8-aligned, not 0 or 8       | a pointer to a heap object slot (see `heap.rs`)      |
//!
//! Invariant: `false` and `nil` are the only falsy values, and both have every bit clear except
//! bit 3, so truthiness is `v & !0x08 != 0`.

use crate::symbol::SymbolId;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Value(pub u64);

const FIXNUM_FLAG: u64 = 0x1;
const FLONUM_MASK: u64 = 0x3;
const FLONUM_FLAG: u64 = 0x2;
const SYMBOL_FLAG: u64 = 0x0c;
const SYMBOL_MASK: u64 = 0xff;
/// The flonum encoding of +0.0, which the rotation scheme cannot represent directly.
const FLONUM_ZERO: u64 = 0x8000_0000_0000_0002;

pub const FIXNUM_MAX: i64 = (1 << 62) - 1;
pub const FIXNUM_MIN: i64 = -(1 << 62);

impl Value {
    pub const FALSE: Value = Value(0x00);
    pub const NIL: Value = Value(0x08);
    pub const TRUE: Value = Value(0x14);
    pub const UNDEF: Value = Value(0x24);

    #[inline(always)]
    pub fn bool(b: bool) -> Value {
        if b {
            Value::TRUE
        } else {
            Value::FALSE
        }
    }
    #[inline(always)]
    pub fn truthy(self) -> bool {
        self.0 & !0x08 != 0
    }
    #[inline(always)]
    pub fn is_nil(self) -> bool {
        self.0 == Value::NIL.0
    }
    #[inline(always)]
    pub fn is_undef(self) -> bool {
        self.0 == Value::UNDEF.0
    }

    // ---- Fixnum ----
    #[inline(always)]
    pub fn is_fixnum(self) -> bool {
        self.0 & FIXNUM_FLAG != 0
    }
    /// Callers must check the range; use `Value::int` from `numeric` for overflow-safe construction.
    #[inline(always)]
    pub fn fixnum(i: i64) -> Value {
        debug_assert!((FIXNUM_MIN..=FIXNUM_MAX).contains(&i));
        Value(((i as u64) << 1) | FIXNUM_FLAG)
    }
    #[inline(always)]
    pub fn fits_fixnum(i: i64) -> bool {
        (FIXNUM_MIN..=FIXNUM_MAX).contains(&i)
    }
    #[inline(always)]
    pub fn as_fixnum(self) -> i64 {
        (self.0 as i64) >> 1
    }
    #[inline(always)]
    pub fn both_fixnum(a: Value, b: Value) -> bool {
        a.0 & b.0 & FIXNUM_FLAG != 0
    }

    // ---- Flonum ----
    #[inline(always)]
    pub fn is_flonum(self) -> bool {
        self.0 & FLONUM_MASK == FLONUM_FLAG
    }
    /// Encodes `f` inline when its exponent is in the representable window; `None` means the
    /// caller must box it in a heap Float.
    #[inline]
    pub fn try_flonum(f: f64) -> Option<Value> {
        let bits = f.to_bits();
        let top3 = (bits >> 60) & 0x7;
        // Exponents whose top three bits (below the sign) are 011 or 100 fit; that covers
        // roughly 1e-77 .. 1e77, where nearly all program floats live.
        if bits != 0x3000_0000_0000_0000 && (top3 == 3 || top3 == 4) {
            return Some(Value((bits.rotate_left(3) & !0x01) | FLONUM_FLAG));
        }
        if bits == 0 {
            return Some(Value(FLONUM_ZERO));
        }
        None
    }
    #[inline(always)]
    pub fn flonum_to_f64(self) -> f64 {
        if self.0 == FLONUM_ZERO {
            return 0.0;
        }
        let b63 = self.0 >> 63;
        let t = (2u64.wrapping_sub(b63)) | (self.0 & !FLONUM_MASK);
        f64::from_bits(t.rotate_right(3))
    }

    // ---- Symbol ----
    #[inline(always)]
    pub fn is_symbol(self) -> bool {
        self.0 & SYMBOL_MASK == SYMBOL_FLAG
    }
    #[inline(always)]
    pub fn symbol(id: SymbolId) -> Value {
        Value(((id.0 as u64) << 8) | SYMBOL_FLAG)
    }
    #[inline(always)]
    pub fn as_symbol(self) -> SymbolId {
        SymbolId((self.0 >> 8) as u32)
    }

    // ---- Heap ----
    /// True for a pointer to a heap object slot.
    #[inline(always)]
    pub fn is_heap(self) -> bool {
        self.0 & 0x7 == 0 && self.0 > 0x08
    }
    #[inline(always)]
    pub fn is_special(self) -> bool {
        !self.is_heap()
    }
    #[inline(always)]
    pub fn from_ptr<T>(p: *const T) -> Value {
        Value(p as u64)
    }
    #[inline(always)]
    pub fn as_ptr<T>(self) -> *mut T {
        self.0 as *mut T
    }
}

/// A boxed slice of `n` Values, all `false` (the all-zero word), taken from zeroed memory: a
/// large slice (the VM stack) costs no start-up time and no resident memory until it is used.
pub fn zeroed_values(n: usize) -> Box<[Value]> {
    let v: Vec<u64> = vec![0; n];
    let mut v = std::mem::ManuallyDrop::new(v);
    let (ptr, len, cap) = (v.as_mut_ptr(), v.len(), v.capacity());
    // SAFETY: Value is #[repr(transparent)] over u64, so the allocation (same size, same
    // alignment) holds `len` valid Values (0 is `false`), and ownership moves to the new Vec.
    unsafe { Vec::from_raw_parts(ptr as *mut Value, len, cap) }.into_boxed_slice()
}

impl Default for Value {
    fn default() -> Value {
        Value::NIL
    }
}

impl std::fmt::Debug for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_fixnum() {
            write!(f, "Fixnum({})", self.as_fixnum())
        } else if self.is_flonum() {
            write!(f, "Flonum({})", self.flonum_to_f64())
        } else if self.is_symbol() {
            write!(f, "Symbol({})", self.as_symbol().0)
        } else if self.is_nil() {
            write!(f, "nil")
        } else if *self == Value::TRUE {
            write!(f, "true")
        } else if *self == Value::FALSE {
            write!(f, "false")
        } else if self.is_undef() {
            write!(f, "undef")
        } else {
            write!(f, "Heap({:#x})", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixnum_round_trip() {
        for i in [0i64, 1, -1, 42, FIXNUM_MAX, FIXNUM_MIN] {
            let v = Value::fixnum(i);
            assert!(v.is_fixnum() && !v.is_heap() && !v.is_flonum());
            assert_eq!(v.as_fixnum(), i);
        }
    }

    #[test]
    fn flonum_round_trip() {
        for f in [0.0f64, 1.0, -1.5, 0.1, 3.14159, 1e10, -2.5e-5, 1e70] {
            let v = Value::try_flonum(f).expect("fits");
            assert!(v.is_flonum() && !v.is_fixnum() && !v.is_heap());
            assert_eq!(v.flonum_to_f64().to_bits(), f.to_bits());
        }
        assert!(Value::try_flonum(1e300).is_none());
        assert!(Value::try_flonum(f64::NAN).is_none());
        assert!(Value::try_flonum(-0.0).is_none());
    }

    #[test]
    fn specials_are_distinct() {
        let all = [Value::FALSE, Value::NIL, Value::TRUE, Value::UNDEF, Value::symbol(SymbolId(5))];
        for (i, a) in all.iter().enumerate() {
            assert!(!a.is_heap() && !a.is_fixnum() && !a.is_flonum());
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert!(!Value::NIL.truthy() && !Value::FALSE.truthy());
        assert!(Value::TRUE.truthy() && Value::fixnum(0).truthy() && Value::UNDEF.truthy());
    }
}
