//! Interned names: every method name, ivar name, constant name and Symbol literal is a
//! [`SymbolId`], a dense `u32` index into one process-wide table.
//!
//! Invariant: symbols are immortal (CRuby's "static symbols"); their text is leaked once and the
//! id is a stable index, so hot paths compare ids and never strings. The ids of the names the VM
//! itself needs (`initialize`, `+`, `method_missing`, ...) are fixed at compile time by
//! `predefined_symbols!` and interned first, in that order, when the table is created.

use std::cell::RefCell;
use std::collections::HashMap;

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct SymbolId(pub u32);

struct Table {
    names: Vec<&'static [u8]>,
    index: HashMap<&'static [u8], SymbolId>,
}

macro_rules! predefined_symbols {
    ($($name:ident = $text:expr),* $(,)?) => {
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u32)]
        enum Predef { $($name),* }
        pub mod sym {
            use super::SymbolId;
            $(pub const $name: SymbolId = SymbolId(super::Predef::$name as u32);)*
        }
        const PREDEFINED: &[&str] = &[$($text),*];
    };
}

predefined_symbols! {
    PLUS = "+", MINUS = "-", MUL = "*", DIV = "/", MOD = "%", POW = "**",
    EQ = "==", NEQ = "!=", LT = "<", LE = "<=", GT = ">", GE = ">=", CMP = "<=>", EQQ = "===",
    AREF = "[]", ASET = "[]=", LTLT = "<<", GTGT = ">>", AND = "&", OR = "|", XOR = "^",
    NOT = "!", UMINUS = "-@", UPLUS = "+@", TILDE = "~", MATCH = "=~",
    INITIALIZE = "initialize", INITIALIZE_COPY = "initialize_copy", METHOD_MISSING = "method_missing",
    RESPOND_TO_MISSING = "respond_to_missing?", RESPOND_TO = "respond_to?",
    TO_S = "to_s", INSPECT = "inspect", HASH = "hash", EQL = "eql?", CALL = "call", TO_ARY = "to_ary",
    TO_A = "to_a", TO_STR = "to_str", TO_INT = "to_int", TO_I = "to_i", TO_F = "to_f", TO_PROC = "to_proc",
    TO_HASH = "to_hash", COERCE = "coerce", EACH = "each", NEW = "new", ALLOCATE = "allocate",
    LENGTH = "length", SIZE = "size", EMPTY_P = "empty?", SUCC = "succ", MESSAGE = "message",
    BACKTRACE = "backtrace", EXCEPTION = "exception", INHERITED = "inherited", INCLUDED = "included",
    EXTENDED = "extended", PREPENDED = "prepended", METHOD_ADDED = "method_added", NIL_P = "nil?",
    SEND = "send", __SEND__ = "__send__", PUBLIC_SEND = "public_send", MAIN = "main", OBJECT = "Object",
    MESG = "@__mesg", BT = "@__bt", BT_FRAMES = "@__bt_frames", BT_LOCATIONS = "@__bt_locs", CAUSE = "@__cause", KEY = "@__key", RECEIVER = "@__receiver", NAME_IVAR = "@__name",
    ARGS_IVAR = "@__args", TAG = "@__tag", VALUE_IVAR = "@__value", STATUS = "@__status", RESULT = "@__result",
    BLOCK_GIVEN_P = "block_given?", LAMBDA = "lambda", PROC = "proc", RAISE = "raise", LOOP = "loop",
    FREEZE = "freeze", DUP = "dup", CLONE = "clone", CALL_PARENS = "()", YIELD = "yield",
}

thread_local! {
    static TABLE: RefCell<Table> = RefCell::new(Table::new());
}

impl Table {
    fn new() -> Table {
        let mut t = Table { names: Vec::new(), index: HashMap::new() };
        for name in PREDEFINED {
            // Duplicate spellings (e.g. "!=" twice) get the first id; later entries alias it.
            t.intern(name.as_bytes());
        }
        t
    }
    fn intern(&mut self, bytes: &[u8]) -> SymbolId {
        if let Some(&id) = self.index.get(bytes) {
            self.names.push(self.names[id.0 as usize]);
            return id;
        }
        let leaked: &'static [u8] = Box::leak(bytes.to_vec().into_boxed_slice());
        let id = SymbolId(self.names.len() as u32);
        self.names.push(leaked);
        self.index.insert(leaked, id);
        id
    }
}

pub fn intern(name: &str) -> SymbolId {
    intern_bytes(name.as_bytes())
}

pub fn intern_bytes(bytes: &[u8]) -> SymbolId {
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        match t.index.get(bytes) {
            Some(&id) => id,
            None => {
                let leaked: &'static [u8] = Box::leak(bytes.to_vec().into_boxed_slice());
                let id = SymbolId(t.names.len() as u32);
                t.names.push(leaked);
                t.index.insert(leaked, id);
                id
            }
        }
    })
}

/// Every interned symbol once, in creation order (`Symbol.all_symbols`).
pub fn all_ids() -> Vec<SymbolId> {
    TABLE.with(|t| {
        let t = t.borrow();
        // Predefined duplicate spellings occupy extra slots aliasing an earlier id: skip them.
        (0..t.names.len() as u32).map(SymbolId).filter(|id| t.index.get(t.names[id.0 as usize]) == Some(id)).collect()
    })
}

/// True for an id the table has handed out (`ObjectSpace._id2ref` decodes ids from numbers).
pub fn is_interned(id: SymbolId) -> bool {
    TABLE.with(|t| (id.0 as usize) < t.borrow().names.len())
}

/// Looks a name up without creating it (for `respond_to?`-style queries on arbitrary strings).
pub fn lookup(bytes: &[u8]) -> Option<SymbolId> {
    TABLE.with(|t| t.borrow().index.get(bytes).copied())
}

impl SymbolId {
    pub fn bytes(self) -> &'static [u8] {
        TABLE.with(|t| t.borrow().names[self.0 as usize])
    }
    /// The name as text; symbol names that are not UTF-8 are shown lossily.
    pub fn name(self) -> std::borrow::Cow<'static, str> {
        String::from_utf8_lossy(self.bytes())
    }
    /// `@` followed by an identifier (a letter, `_` or non-ASCII byte first).
    pub fn is_ivar_name(self) -> bool {
        let b = self.bytes();
        b.len() > 1 && b[0] == b'@' && is_ident(&b[1..])
    }
    /// `@@` followed by an identifier.
    pub fn is_cvar_name(self) -> bool {
        let b = self.bytes();
        b.len() > 2 && b.starts_with(b"@@") && is_ident(&b[2..])
    }
    pub fn is_const_name(self) -> bool {
        let b = self.bytes();
        // An identifier whose first character is an uppercase letter (a non-ASCII one counts
        // when Unicode says it is uppercase or titlecase, as CRuby's rb_is_const_name).
        let upper = match b.first() {
            Some(c) if c.is_ascii() => c.is_ascii_uppercase(),
            Some(_) => std::str::from_utf8(b).ok().and_then(|s| s.chars().next()).is_some_and(|c| c.is_uppercase() || c.to_lowercase().next() != Some(c)),
            None => false,
        };
        upper && is_ident(b)
    }
    /// A local variable or constant name (an identifier, no `?`/`!`/`=` suffix), what `attr_*`
    /// accepts (CRuby's rb_is_local_id || rb_is_const_id); non-ASCII bytes are identifier
    /// characters, whatever the encoding.
    pub fn is_local_or_const_name(self) -> bool {
        is_ident(self.bytes())
    }
    /// Internal ivars (`@__mesg`, ...) hold VM state on plain objects and are hidden from Ruby.
    pub fn is_hidden_ivar(self) -> bool {
        self.bytes().starts_with(b"@__")
    }
}

/// An identifier: a letter, `_` or non-ASCII byte, then those or digits.
fn is_ident(b: &[u8]) -> bool {
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80;
    !b.is_empty() && !b[0].is_ascii_digit() && b.iter().all(|&c| word(c))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn predefined_ids_are_stable() {
        assert_eq!(intern("+"), sym::PLUS);
        assert_eq!(intern("initialize"), sym::INITIALIZE);
        assert_eq!(sym::METHOD_MISSING.name(), "method_missing");
        let a = intern("some_new_name");
        assert_eq!(intern("some_new_name"), a);
        assert_eq!(a.name(), "some_new_name");
    }
}
