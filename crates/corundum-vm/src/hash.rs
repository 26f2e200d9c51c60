//! The insertion-ordered table behind Hash: entries in a vector (iteration order), and for more
//! than `SMALL` entries an open-addressed index of entry positions keyed by the Ruby hash code.
//! Each index slot also keeps the upper half of its entry's hash code, so a probe that meets
//! another key's slot moves on without reading the entry (one cache miss fewer per probe in
//! big tables).
//!
//! Invariants:
//! - The table never calls Ruby: callers compute the key's hash code and pass an equality
//!   closure (which may have called `eql?` already). That keeps this file free of VM concerns.
//! - Deleted entries stay as tombstones (`key == UNDEF`) until `compact` runs, so positions held
//!   by an iteration in progress stay valid.
//! - `iter_lev` counts the iterations walking the entries right now (CRuby's iter_lev). The
//!   table only stores it; `core::hash` raises it around every walk that yields and refuses to
//!   add a key while it is positive, which is what keeps positions stable. A clone starts at 0.

use crate::value::Value;

const SMALL: usize = 8;
/// Index slots: the low half is the entry position + 1 (`EMPTY`, `TOMB` are special), the high
/// half the upper half of the entry's hash code (`tag`).
const EMPTY: u32 = 0;
const TOMB: u32 = u32::MAX;

#[inline(always)]
fn tag(hash: u64) -> u64 {
    hash & 0xffff_ffff_0000_0000
}

#[derive(Clone, Copy)]
pub struct Entry {
    pub key: Value,
    pub value: Value,
    pub hash: u64,
}

pub struct HashTable {
    pub entries: Vec<Entry>,
    /// Slot -> hash tag | entry position + 1 (0 empty, u32::MAX deleted). Empty while the table
    /// is small.
    index: Vec<u64>,
    live: usize,
    pub default: Value,
    pub default_proc: Value,
    pub compare_by_identity: bool,
    /// Iterations in progress over this table (see the file comment).
    pub iter_lev: u32,
}

impl Clone for HashTable {
    /// A copy of the entries and settings; no iteration walks the copy yet.
    fn clone(&self) -> Self {
        HashTable {
            entries: self.entries.clone(),
            index: self.index.clone(),
            live: self.live,
            default: self.default,
            default_proc: self.default_proc,
            compare_by_identity: self.compare_by_identity,
            iter_lev: 0,
        }
    }
}

impl Default for HashTable {
    fn default() -> Self {
        HashTable::new()
    }
}

impl HashTable {
    pub fn new() -> HashTable {
        HashTable { entries: Vec::new(), index: Vec::new(), live: 0, default: Value::NIL, default_proc: Value::NIL, compare_by_identity: false, iter_lev: 0 }
    }
    pub fn len(&self) -> usize {
        self.live
    }
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Position of the live entry whose key has `hash` and satisfies `eq`.
    pub fn find(&self, hash: u64, mut eq: impl FnMut(Value) -> bool) -> Option<usize> {
        if self.index.is_empty() {
            return self.entries.iter().position(|e| !e.key.is_undef() && e.hash == hash && eq(e.key));
        }
        let mask = self.index.len() - 1;
        let mut i = (hash as usize) & mask;
        loop {
            let slot = self.index[i];
            match slot as u32 {
                EMPTY => return None,
                TOMB => {}
                p if tag(slot) == tag(hash) => {
                    let e = &self.entries[(p - 1) as usize];
                    if e.hash == hash && eq(e.key) {
                        return Some((p - 1) as usize);
                    }
                }
                _ => {}
            }
            i = (i + 1) & mask;
        }
    }

    /// Appends a new entry (the caller checked that the key is absent).
    ///
    /// Tombstones are dropped here once they outnumber live entries: positions held by an
    /// iteration stay valid because iterations re-read `entries` by index and a Ruby iteration
    /// that inserts while iterating sees CRuby's "can't add a new key into hash during
    /// iteration" error before reaching this point (see core/hash.rs).
    pub fn push(&mut self, key: Value, value: Value, hash: u64) {
        if self.entries.len() >= 32 && self.entries.len() - self.live > self.live {
            self.compact();
        }
        self.entries.push(Entry { key, value, hash });
        self.live += 1;
        if !self.index.is_empty() {
            if (self.entries.len()) * 2 > self.index.len() {
                self.rebuild();
            } else {
                self.index_insert(hash, self.entries.len() - 1);
            }
        } else if self.live > SMALL {
            self.rebuild();
        }
    }

    /// Bytes the next `push` would newly allocate (a doubled entry vector, a rebuilt index), or
    /// 0 when it fits in place: the caller can check that much is available first
    /// (`Vm::hash_push`).
    pub fn next_push_bytes(&self) -> usize {
        let n = self.entries.len() + 1;
        let mut bytes = 0;
        if n > self.entries.capacity() {
            bytes += self.entries.capacity().max(4) * std::mem::size_of::<Entry>();
        }
        if (!self.index.is_empty() && n * 2 > self.index.len()) || (self.index.is_empty() && self.live + 1 > SMALL) {
            bytes += (n * 4).next_power_of_two() * std::mem::size_of::<u64>();
        }
        bytes
    }

    pub fn remove_at(&mut self, pos: usize) -> Entry {
        let e = self.entries[pos];
        if !self.index.is_empty() {
            let mask = self.index.len() - 1;
            let mut i = (e.hash as usize) & mask;
            while self.index[i] as u32 != EMPTY {
                if self.index[i] as u32 == (pos + 1) as u32 {
                    self.index[i] = TOMB as u64;
                    break;
                }
                i = (i + 1) & mask;
            }
        }
        self.entries[pos].key = Value::UNDEF;
        self.entries[pos].value = Value::UNDEF;
        self.live -= 1;
        if self.live == 0 {
            self.entries.clear();
            self.index.clear();
        }
        e
    }

    pub fn clear(&mut self) {
        self.entries.clear();
        self.index.clear();
        self.live = 0;
    }

    /// Drops tombstones; only call when no iteration is in progress.
    pub fn compact(&mut self) {
        if self.entries.len() != self.live {
            self.entries.retain(|e| !e.key.is_undef());
            self.rebuild();
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter(|e| !e.key.is_undef())
    }

    fn index_insert(&mut self, hash: u64, pos: usize) {
        let mask = self.index.len() - 1;
        let mut i = (hash as usize) & mask;
        while !matches!(self.index[i] as u32, EMPTY | TOMB) {
            i = (i + 1) & mask;
        }
        self.index[i] = tag(hash) | (pos + 1) as u64;
    }

    fn rebuild(&mut self) {
        if self.live <= SMALL {
            self.index.clear();
            return;
        }
        let cap = (self.entries.len() * 4).next_power_of_two().max(32);
        self.index = vec![EMPTY as u64; cap];
        for pos in 0..self.entries.len() {
            if !self.entries[pos].key.is_undef() {
                let h = self.entries[pos].hash;
                self.index_insert(h, pos);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn insert_find_remove_keep_order() {
        let mut t = HashTable::new();
        for i in 0..100i64 {
            let k = Value::fixnum(i);
            assert!(t.find(i as u64 % 7, |x| x == k).is_none());
            t.push(k, Value::fixnum(i * 2), i as u64 % 7);
        }
        for i in 0..100i64 {
            let k = Value::fixnum(i);
            let p = t.find(i as u64 % 7, |x| x == k).unwrap();
            assert_eq!(t.entries[p].value, Value::fixnum(i * 2));
        }
        let p = t.find(3, |x| x == Value::fixnum(10)).unwrap();
        t.remove_at(p);
        assert!(t.find(3, |x| x == Value::fixnum(10)).is_none());
        assert_eq!(t.len(), 99);
        let keys: Vec<i64> = t.iter().map(|e| e.key.as_fixnum()).take(12).collect();
        assert_eq!(keys, vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12]);
    }
}
