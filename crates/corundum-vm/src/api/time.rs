//! Time through the API: the broken-down fields of a Time ([`TimeFields`]) and CRuby's
//! `strftime` over any such fields (Date formats itself as a midnight in a +00:00 zone).
//!
//! Invariant: `strftime` is a pure function of the fields and the format.

use crate::api::error::IntoApi;
use crate::api::{Result, Ruby, Value};

/// The broken-down fields of an instant in a zone (year, month, ..., offset, zone name).
pub use crate::core::time::Broken as TimeFields;

/// `fields` formatted by `Time#strftime`'s rules (`utc` as for a UTC Time: `%Z` is "UTC");
/// None for a format CRuby calls invalid (a `%` cut short by the end, a width past its limit).
#[inline]
pub fn strftime(fields: &TimeFields, utc: bool, fmt: &[u8]) -> Option<Vec<u8>> {
    crate::core::time::format::strftime_bytes(fields, utc, fmt).ok()
}

impl Ruby {
    /// The broken-down fields of Time `t` in its zone; TypeError when `t` is not a Time.
    #[inline]
    pub fn time_fields(&mut self, t: Value) -> Result<TimeFields> {
        crate::core::time::broken_of(self.vm(), t).api()
    }
}
