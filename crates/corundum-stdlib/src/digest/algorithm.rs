//! The hash functions behind Digest::MD5, SHA1, SHA256, SHA384, SHA512 and RMD160: the
//! RustCrypto implementations (md-5, sha1, sha2, ripemd) behind one enum, so the Ruby-facing
//! code (`base.rs`) handles every algorithm alike.
//!
//! Invariant: `finish` never disturbs the running state (it hashes a copy), so
//! `digest` without `!` can be asked any number of times mid-stream, as in CRuby.

use md5::Digest as _;

/// Which algorithm a Digest::Base subclass computes (stored on the class as a Fixnum).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Algorithm {
    Md5,
    Sha1,
    Sha256,
    Sha384,
    Sha512,
    Rmd160,
}

impl Algorithm {
    pub const ALL: [Algorithm; 6] = [Algorithm::Md5, Algorithm::Sha1, Algorithm::Sha256, Algorithm::Sha384, Algorithm::Sha512, Algorithm::Rmd160];

    pub fn index(self) -> i64 {
        Algorithm::ALL.iter().position(|a| *a == self).unwrap_or(0) as i64
    }
    pub fn from_index(i: i64) -> Option<Algorithm> {
        usize::try_from(i).ok().and_then(|i| Algorithm::ALL.get(i).copied())
    }
    /// Bytes in a digest.
    pub fn digest_length(self) -> usize {
        match self {
            Algorithm::Md5 => 16,
            Algorithm::Sha1 | Algorithm::Rmd160 => 20,
            Algorithm::Sha256 => 32,
            Algorithm::Sha384 => 48,
            Algorithm::Sha512 => 64,
        }
    }
    /// Bytes in an input block.
    pub fn block_length(self) -> usize {
        match self {
            Algorithm::Sha384 | Algorithm::Sha512 => 128,
            _ => 64,
        }
    }
}

/// A running hash computation.
#[derive(Clone)]
pub enum State {
    Md5(md5::Md5),
    Sha1(sha1::Sha1),
    Sha256(sha2::Sha256),
    Sha384(sha2::Sha384),
    Sha512(sha2::Sha512),
    Rmd160(ripemd::Ripemd160),
}

impl State {
    pub fn new(a: Algorithm) -> State {
        match a {
            Algorithm::Md5 => State::Md5(md5::Md5::new()),
            Algorithm::Sha1 => State::Sha1(sha1::Sha1::new()),
            Algorithm::Sha256 => State::Sha256(sha2::Sha256::new()),
            Algorithm::Sha384 => State::Sha384(sha2::Sha384::new()),
            Algorithm::Sha512 => State::Sha512(sha2::Sha512::new()),
            Algorithm::Rmd160 => State::Rmd160(ripemd::Ripemd160::new()),
        }
    }
    pub fn algorithm(&self) -> Algorithm {
        match self {
            State::Md5(_) => Algorithm::Md5,
            State::Sha1(_) => Algorithm::Sha1,
            State::Sha256(_) => Algorithm::Sha256,
            State::Sha384(_) => Algorithm::Sha384,
            State::Sha512(_) => Algorithm::Sha512,
            State::Rmd160(_) => Algorithm::Rmd160,
        }
    }
    pub fn update(&mut self, data: &[u8]) {
        match self {
            State::Md5(h) => h.update(data),
            State::Sha1(h) => h.update(data),
            State::Sha256(h) => h.update(data),
            State::Sha384(h) => h.update(data),
            State::Sha512(h) => h.update(data),
            State::Rmd160(h) => h.update(data),
        }
    }
    /// The digest of everything fed so far (the state itself is left as it was).
    pub fn finish(&self) -> Vec<u8> {
        match self.clone() {
            State::Md5(h) => h.finalize().to_vec(),
            State::Sha1(h) => h.finalize().to_vec(),
            State::Sha256(h) => h.finalize().to_vec(),
            State::Sha384(h) => h.finalize().to_vec(),
            State::Sha512(h) => h.finalize().to_vec(),
            State::Rmd160(h) => h.finalize().to_vec(),
        }
    }
    pub fn reset(&mut self) {
        *self = State::new(self.algorithm());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_digests() {
        let mut s = State::new(Algorithm::Md5);
        s.update(b"abc");
        assert_eq!(crate::byte_text::hex(&s.finish()), b"900150983cd24fb0d6963f7d28e17f72");
        assert_eq!(s.finish().len(), Algorithm::Md5.digest_length());
        s.reset();
        assert_eq!(crate::byte_text::hex(&s.finish()), b"d41d8cd98f00b204e9800998ecf8427e");
        for a in Algorithm::ALL {
            assert_eq!(State::new(a).finish().len(), a.digest_length());
            assert_eq!(Algorithm::from_index(a.index()), Some(a));
        }
    }
}
