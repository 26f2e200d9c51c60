//! Typed data descriptors (CRuby's `rb_data_type_t`, seed 001): the static description of a
//! native-backed object type — Proc, Method, UnboundMethod, Enumerator, ...
//!
//! Invariant: a [`DataType`] is `#[repr(C)]`, exactly 64 bytes and 64-byte aligned, so one cache
//! line holds everything the GC and `ObjectSpace.memsize_of` read from it; the assertions below
//! fail the build otherwise. Descriptors are `static`s, never built at run time.

use std::ffi::{c_char, CStr};

use crate::value::Value;

/// Called by the marker with the payload pointer and a callback to mark each reachable Value.
pub type MarkFn = fn(data: *mut u8, mark: &mut dyn FnMut(Value));
/// Releases the payload when the object dies.
pub type FreeFn = unsafe fn(data: *mut u8);
/// The payload's memory in bytes, for `ObjectSpace.memsize_of`.
pub type SizeFn = fn(data: *const u8) -> usize;
/// Updates references after compaction (no compacting GC yet: always None).
pub type CompactFn = fn(data: *mut u8);

#[repr(C, align(64))]
pub struct DataType {
    /// NUL-terminated type name ("proc", "method", ...).
    pub name: *const c_char,
    pub mark: Option<MarkFn>,
    pub free: Option<FreeFn>,
    pub size: Option<SizeFn>,
    pub compact: Option<CompactFn>,
    /// The type this one specialises (CRuby uses it for `rb_typeddata_inherited_p`).
    pub parent: Option<&'static DataType>,
    /// Free for the type's own use.
    pub data: *const u8,
    pub flags: u64,
}

const _: () = assert!(std::mem::size_of::<DataType>() == 64);
const _: () = assert!(std::mem::align_of::<DataType>() == 64);

// SAFETY: descriptors are immutable statics; the raw pointers they hold point at 'static data.
unsafe impl Sync for DataType {}

impl DataType {
    pub fn name(&self) -> &'static str {
        // SAFETY: `name` always comes from a C string literal (`c"..."`), which is 'static.
        unsafe { CStr::from_ptr(self.name) }.to_str().unwrap_or("?")
    }
    /// True when `self` is `other` or inherits from it through `parent`.
    pub fn inherits(&'static self, other: &'static DataType) -> bool {
        let mut t = Some(self);
        while let Some(d) = t {
            if std::ptr::eq(d, other) {
                return true;
            }
            t = d.parent;
        }
        false
    }
}

/// Declares a descriptor for a Rust payload type `T` stored as `Box<T>`: free drops the box,
/// size reports `size_of::<T>()` plus what `$extra` adds.
#[macro_export]
macro_rules! data_type {
    ($vis:vis $name:ident : $t:ty, $cname:expr, mark = $mark:expr) => {
        $vis static $name: $crate::typed_data::DataType = $crate::typed_data::DataType {
            name: $cname.as_ptr(),
            mark: Some($mark),
            free: Some({
                unsafe fn free(p: *mut u8) {
                    // SAFETY: the payload of this type was created by Box::into_raw of a $t.
                    drop(unsafe { Box::from_raw(p as *mut $t) });
                }
                free
            }),
            size: Some({
                fn size(_p: *const u8) -> usize {
                    std::mem::size_of::<$t>()
                }
                size
            }),
            compact: None,
            parent: None,
            data: std::ptr::null(),
            flags: 0,
        };
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    struct Payload(#[allow(dead_code)] u64);
    data_type!(TEST_TYPE: Payload, c"test", mark = |_p, _m| {});

    #[test]
    fn descriptor_is_one_cache_line() {
        assert_eq!(std::mem::size_of_val(&TEST_TYPE), 64);
        assert_eq!(&TEST_TYPE as *const DataType as usize % 64, 0);
        assert_eq!(TEST_TYPE.name(), "test");
        assert_eq!((TEST_TYPE.size.unwrap())(std::ptr::null()), 8);
        assert!(TEST_TYPE.inherits(&TEST_TYPE));
    }
}
