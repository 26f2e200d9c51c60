//! Arrays and Hashes through the API: making them, reading and storing elements (with the
//! write barrier and the frozen check), and walking a Hash while Ruby code may change it.
//!
//! Invariants: stores go through the VM's barriered accessors; readers never index out of
//! bounds (nil or None past the end); `hash_next` reads entries by position each time, so a
//! Hash changed by Ruby code during a walk is never read through a stale reference.

use crate::api::error::IntoApi;
use crate::api::{Result, Ruby, Value};
use crate::object::{self as obj, ObjType};

impl Ruby {
    // ---------------------------------------------------------------- Array

    /// Whether `v` is an Array (of any class).
    #[inline]
    pub fn is_array(&self, v: Value) -> bool {
        obj::is_type(v, ObjType::Array)
    }

    /// A new Array of `items` (rooted during the allocation, so they may be fresh objects held
    /// only by the `Vec`).
    #[inline]
    pub fn new_array(&mut self, items: Vec<Value>) -> Value {
        self.vm().new_array(items)
    }

    /// A new Array of a copy of `items`.
    #[inline]
    pub fn new_array_from(&mut self, items: &[Value]) -> Value {
        self.vm().new_array_from(items)
    }

    /// The elements of Array `a` (empty for anything that is not an Array). The slice is
    /// borrowed from `rb`: no Ruby code runs while it is held.
    #[inline]
    pub fn array_items<'a>(&'a self, a: Value) -> &'a [Value] {
        if obj::is_type(a, ObjType::Array) {
            &obj::as_array(a).items
        } else {
            debug_assert!(false, "array_items of a non-Array");
            &[]
        }
    }

    /// How many elements Array `a` has (0 for anything that is not an Array).
    #[inline]
    pub fn array_len(&self, a: Value) -> usize {
        self.array_items(a).len()
    }

    /// Element `i` of Array `a`, nil past the end.
    #[inline]
    pub fn array_get(&self, a: Value, i: usize) -> Value {
        self.array_items(a).get(i).copied().unwrap_or(Value::NIL)
    }

    /// Appends `v` to Array `a` (`a << v`; FrozenError when `a` is frozen).
    #[inline]
    pub fn array_push(&mut self, a: Value, v: Value) -> Result<()> {
        self.check_array_modifiable(a)?;
        obj::as_array_mut(a).items.push(v);
        Ok(())
    }

    /// Removes and answers the last element of Array `a` (nil when empty).
    #[inline]
    pub fn array_pop(&mut self, a: Value) -> Result {
        self.check_array_modifiable(a)?;
        Ok(obj::as_array_mut(a).items.pop().unwrap_or(Value::NIL))
    }

    /// Stores `v` at index `i` of Array `a`, padding with nil when `i` is past the end
    /// (`a[i] = v`).
    pub fn array_store(&mut self, a: Value, i: usize, v: Value) -> Result<()> {
        self.check_array_modifiable(a)?;
        let len = self.array_items(a).len();
        if i >= len {
            self.check_alloc(i as u128 + 1, std::mem::size_of::<Value>())?;
        }
        let items = &mut obj::as_array_mut(a).items;
        while items.len() <= i {
            items.push(Value::NIL);
        }
        items.as_mut_slice()[i] = v;
        Ok(())
    }

    fn check_array_modifiable(&mut self, a: Value) -> Result<()> {
        if !obj::is_type(a, ObjType::Array) {
            return Err(self.wrong_type_error(a, "Array"));
        }
        self.check_frozen(a)
    }

    // ---------------------------------------------------------------- Hash

    /// Whether `v` is a Hash (of any class).
    #[inline]
    pub fn is_hash(&self, v: Value) -> bool {
        obj::is_type(v, ObjType::Hash)
    }

    /// A new empty Hash.
    #[inline]
    pub fn new_hash(&mut self) -> Value {
        self.vm().new_hash()
    }

    /// `h[k] = v` (calls `hash`/`eql?` of a key that needs them; String keys are copied and
    /// frozen, as in CRuby).
    #[inline]
    pub fn hash_set(&mut self, h: Value, k: Value, v: Value) -> Result<()> {
        self.vm().hash_set(h, k, v).api()
    }

    /// The value of key `k` in `h`, None when absent (the default is not consulted).
    #[inline]
    pub fn hash_get(&mut self, h: Value, k: Value) -> Result<Option<Value>> {
        self.vm().hash_get(h, k).api()
    }

    /// How many entries Hash `h` has.
    #[inline]
    pub fn hash_len(&self, h: Value) -> usize {
        if obj::is_type(h, ObjType::Hash) {
            obj::as_hash(h).table.len()
        } else {
            0
        }
    }

    /// The next entry of Hash `h` at or after position `*pos`, in insertion order, moving
    /// `*pos` past it; None at the end. Start at 0. Safe while Ruby code changes the Hash: a
    /// walk then sees the entries added after the current one, as CRuby's `rb_hash_foreach`.
    pub fn hash_next(&self, h: Value, pos: &mut usize) -> Option<(Value, Value)> {
        if !obj::is_type(h, ObjType::Hash) {
            return None;
        }
        let t = &obj::as_hash(h).table;
        while let Some(e) = t.entries.get(*pos) {
            *pos += 1;
            if !e.key.is_undef() {
                return Some((e.key, e.value));
            }
        }
        None
    }
}
