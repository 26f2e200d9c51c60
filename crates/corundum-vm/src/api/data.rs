//! Typed data: Ruby objects whose payload is a Rust value (CRuby's `TypedData_Wrap_Struct`).
//! A library declares its payload type with [`impl_typed_data!`](crate::impl_typed_data), which builds
//! the type's 64-byte `DataType` descriptor (name, mark, free, size) and implements
//! [`TypedData`]; it makes objects with [`Ruby::new_data`] and reaches their payload through a
//! checked [`Data`] handle.
//!
//! Invariants:
//! - An object's descriptor is its payload's type: `Data<T>` exists only for an object whose
//!   descriptor is `T::data_type()` (checked by pointer, as `rb_check_typeddata` does), so the
//!   payload pointer is a `*mut T` made by `Box::into_raw`, freed once by the descriptor's
//!   `free` when the object dies.
//! - Payload borrows are tied to the `Ruby` they came from: `&T` to `&Ruby`, `&mut T` to
//!   `&mut Ruby`. No Ruby code runs and no collection happens while one is held, so no other
//!   borrow of the same payload can exist (Ruby code re-entering the object's methods would
//!   need `&mut Ruby`).
//! - `get_mut` applies the write barrier (remembers the object when it is old) before lending
//!   the payload, so Values stored into it are seen by the next minor collection; `mark` must
//!   report every Value the payload holds.

use std::marker::PhantomData;

use crate::api::{Result, Ruby, Value};
use crate::object::{self as obj, ObjType};
use crate::typed_data::DataType;

/// Hands the Values a payload holds to the collector (CRuby's `rb_gc_mark`), inside
/// [`TypedData::mark`].
pub struct Marker<'a>(&'a mut dyn FnMut(Value));

impl Marker<'_> {
    /// Marks `v` (anything: immediates are ignored).
    #[inline]
    pub fn mark(&mut self, v: Value) {
        (self.0)(v)
    }
}

/// A Rust type that is the payload of a class of Ruby objects. Implemented by
/// [`impl_typed_data!`](crate::impl_typed_data), never by hand.
///
/// # Safety
/// `data_type` must return a descriptor made by `impl_typed_data!` for `Self` (its free and size
/// callbacks treat the payload as a `Box<Self>`), and no other type may return the same one.
pub unsafe trait TypedData: Sized + 'static {
    /// The descriptor of this payload type (one static per type).
    fn data_type() -> &'static DataType;

    /// Reports every Value the payload holds (Values kept only here would otherwise be freed
    /// while the object still uses them). Called by the collector: it must not allocate, call
    /// Ruby code or panic.
    #[inline]
    fn mark(&self, _marker: &mut Marker) {}

    /// Memory the payload owns beyond `size_of::<Self>()` (buffers, tables), for
    /// `ObjectSpace.memsize_of`.
    #[inline]
    fn extra_size(&self) -> usize {
        0
    }
}

/// The descriptor callbacks `impl_typed_data!` installs for `T` (public for the macro's sake).
#[doc(hidden)]
pub mod callbacks {
    use super::{Marker, TypedData};
    use crate::api::Value;

    /// Marks the payload's Values.
    pub fn mark<T: TypedData>(p: *mut u8, m: &mut dyn FnMut(Value)) {
        // SAFETY: the descriptor of T is only attached to objects whose payload is a Box<T>
        // (`Ruby::new_data`), alive until `free`.
        let d = unsafe { &*(p as *const T) };
        d.mark(&mut Marker(m));
    }

    /// Drops the payload.
    ///
    /// # Safety
    /// `p` is the payload of an object of T's descriptor, not freed before.
    pub unsafe fn free<T: TypedData>(p: *mut u8) {
        // SAFETY: see above: the payload was made by Box::into_raw of a T.
        drop(unsafe { Box::from_raw(p as *mut T) });
    }

    /// The payload's memory.
    pub fn size<T: TypedData>(p: *const u8) -> usize {
        if p.is_null() {
            return std::mem::size_of::<T>();
        }
        // SAFETY: as in `mark`.
        let d = unsafe { &*(p as *const T) };
        std::mem::size_of::<T>() + d.extra_size()
    }
}

/// Declares payload type `T` of the typed-data objects of a library: the descriptor (named
/// `NAME`, the `wrap_struct_name` CRuby shows in "wrong argument type X (expected NAME)") and
/// the [`TypedData`] implementation. Mark and extra size come from the optional `impl` block:
///
/// ```ignore
/// impl_typed_data!(Scanner, c"StringScanner", {
///     fn mark(&self, m: &mut Marker) { m.mark(self.str); }
/// });
/// ```
#[macro_export]
macro_rules! impl_typed_data {
    ($t:ty, $name:expr) => {
        $crate::impl_typed_data!($t, $name, {});
    };
    ($t:ty, $name:expr, { $($body:tt)* }) => {
        // SAFETY: the descriptor is built here for `$t` alone, with callbacks for `$t`.
        unsafe impl $crate::api::TypedData for $t {
            fn data_type() -> &'static $crate::api::DataType {
                static TYPE: $crate::api::DataType = $crate::api::DataType::for_payload::<$t>($name);
                &TYPE
            }
            $($body)*
        }
    };
}

impl DataType {
    /// The descriptor of payload type `T` named `name` (for `impl_typed_data!`).
    #[doc(hidden)]
    pub const fn for_payload<T: TypedData>(name: &'static std::ffi::CStr) -> DataType {
        DataType {
            name: name.as_ptr(),
            mark: Some(callbacks::mark::<T>),
            free: Some(callbacks::free::<T>),
            size: Some(callbacks::size::<T>),
            compact: None,
            parent: None,
            data: std::ptr::null(),
            flags: 0,
        }
    }
}

/// A typed-data object known to hold a `T`: a checked handle (Copy, one word), from
/// [`Ruby::data`] or [`Ruby::try_data`]. Like a Value it must stay on the stack (or be
/// rooted) while used.
pub struct Data<T: TypedData> {
    value: Value,
    _payload: PhantomData<*mut T>,
}

impl<T: TypedData> Clone for Data<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: TypedData> Copy for Data<T> {}

impl<T: TypedData> Data<T> {
    /// The object.
    #[inline(always)]
    pub fn value(self) -> Value {
        self.value
    }

    #[inline(always)]
    fn ptr(self) -> *mut T {
        obj::as_typed_data(self.value).data as *mut T
    }

    /// The payload, for reading; no Ruby code can run while it is borrowed.
    #[inline(always)]
    pub fn get(self, _rb: &Ruby) -> &T {
        // SAFETY: the descriptor was checked when the handle was made (module invariants); the
        // object is alive (the handle is on the stack), and the borrow of `rb` excludes every
        // mutable borrow of any payload.
        unsafe { &*self.ptr() }
    }

    /// The payload, for writing (the object is remembered by the write barrier first, so
    /// Values may be stored into it).
    #[inline(always)]
    pub fn get_mut(self, _rb: &mut Ruby) -> &mut T {
        obj::remember(self.value);
        // SAFETY: as in `get`; the exclusive borrow of `rb` makes this the only borrow of the
        // payload.
        unsafe { &mut *self.ptr() }
    }
}

impl<T: TypedData> Data<T> {
    /// The payload for writing together with the bytes of String `s` for reading (a digest
    /// fed a String): the two never overlap, since a payload is Rust memory of its own.
    /// `s` that is not a String lends no bytes.
    #[inline]
    pub fn get_mut_with_str(self, _rb: &mut Ruby, s: Value) -> (&mut T, &[u8]) {
        obj::remember(self.value);
        let bytes: &[u8] = if obj::is_type(s, ObjType::String) { &obj::as_string(s).bytes } else { &[] };
        // SAFETY: as in `get_mut`; the String's buffer is not part of any payload, and neither
        // can change or be freed while `rb` is borrowed.
        (unsafe { &mut *self.ptr() }, bytes)
    }
}

impl Ruby {
    /// A new object of class `klass` whose payload is `payload` (CRuby's
    /// `TypedData_Wrap_Struct`); the Values it holds are safe during the allocation.
    #[inline]
    pub fn new_data<T: TypedData>(&mut self, klass: Value, payload: T) -> Value {
        self.vm().new_typed_data(klass, T::data_type(), Box::new(payload))
    }

    /// `v` as a `T` object, or None when it is anything else.
    #[inline]
    pub fn try_data<T: TypedData>(&self, v: Value) -> Option<Data<T>> {
        if obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, T::data_type()) {
            Some(Data { value: v, _payload: PhantomData })
        } else {
            None
        }
    }

    /// `v` as a `T` object, or TypeError "wrong argument type X (expected NAME)" with the
    /// descriptor's name (CRuby's `rb_check_typeddata`).
    #[inline]
    pub fn data<T: TypedData>(&mut self, v: Value) -> Result<Data<T>> {
        match self.try_data::<T>(v) {
            Some(d) => Ok(d),
            None => Err(self.wrong_type_error(v, T::data_type().name())),
        }
    }
}
