//! Kernel#rand/srand, Random and Random::Base: CRuby's generator exactly (MT19937 seeded like
//! random.c's `rand_init`, floats from two 32-bit draws with 53-bit resolution, integers by
//! CRuby's masked rejection `limited_rand`/`limited_big_rand`), so `srand(42); rand(100)` gives
//! the numbers CRuby gives.
//!
//! The default generator lives in a thread-local (one VM per thread); `Random` instances keep
//! their own state in a typed-data payload. Array#shuffle/sample draw through `kernel_rand` /
//! `random_ulong_limited` on the default generator, like CRuby's `RAND_UPTO`.
//!
//! Invariants:
//! - Every draw goes through `draw_limited`/`draw_big`/`draw_real` on a `Gen`: the default
//!   generator, a Random's own, or (`Gen::Bytes`) any object's public `bytes` method, which is
//!   how `Random::Formatter#random_number` works on SecureRandom and user objects
//!   (`formatter.rs`). The same arguments draw the same words from every source.
//! - `rand` (Random#rand, Random.rand) and `random_number` (Random::Formatter) share
//!   `rand_random`; they differ only in what an argument that asks for nothing (nil, 0, a
//!   negative number, an empty Range) gives: ArgumentError for `rand`, a Float in [0, 1) for
//!   `random_number`.
//! - Fresh seeds and `Random.urandom` come from the operating system (`os.rs`).

use std::cell::RefCell;

use num_bigint::{BigInt, Sign};
use num_traits::{Signed, ToPrimitive, Zero};

use crate::core::integer::{is_integer, to_big, to_int_value};
use crate::data_type;
use crate::object::{self as obj, ObjType};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

mod formatter;
mod os;

pub use formatter::formatter_module;
pub use os::fill as os_random_fill;

const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UMASK: u32 = 0x8000_0000;
const LMASK: u32 = 0x7fff_ffff;

/// MT19937 state (CRuby's `struct MT`; `idx == N` means the next draw regenerates).
#[derive(Clone)]
pub struct Mt {
    state: [u32; N],
    idx: usize,
}

#[inline]
fn twist(u: u32, v: u32) -> u32 {
    (((u & UMASK) | (v & LMASK)) >> 1) ^ (if v & 1 != 0 { MATRIX_A } else { 0 })
}

impl Mt {
    pub fn init_genrand(s: u32) -> Mt {
        let mut state = [0u32; N];
        state[0] = s;
        for j in 1..N {
            state[j] = 1_812_433_253u32.wrapping_mul(state[j - 1] ^ (state[j - 1] >> 30)).wrapping_add(j as u32);
        }
        Mt { state, idx: N }
    }

    pub fn init_by_array(key: &[u32]) -> Mt {
        let mut mt = Mt::init_genrand(19_650_218);
        let s = &mut mt.state;
        let (mut i, mut j) = (1usize, 0usize);
        let len = key.len().max(1);
        let mut k = N.max(len);
        while k > 0 {
            let prev = s[i - 1] ^ (s[i - 1] >> 30);
            s[i] = (s[i] ^ prev.wrapping_mul(1_664_525)).wrapping_add(*key.get(j).unwrap_or(&0)).wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                s[0] = s[N - 1];
                i = 1;
            }
            if j >= len {
                j = 0;
            }
            k -= 1;
        }
        k = N - 1;
        while k > 0 {
            let prev = s[i - 1] ^ (s[i - 1] >> 30);
            s[i] = (s[i] ^ prev.wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                s[0] = s[N - 1];
                i = 1;
            }
            k -= 1;
        }
        s[0] = 0x8000_0000;
        mt.idx = N;
        mt
    }

    fn next_state(&mut self) {
        let s = &mut self.state;
        for kk in 0..N - M {
            s[kk] = s[kk + M] ^ twist(s[kk], s[kk + 1]);
        }
        for kk in N - M..N - 1 {
            s[kk] = s[kk + M - N] ^ twist(s[kk], s[kk + 1]);
        }
        s[N - 1] = s[M - 1] ^ twist(s[N - 1], s[0]);
        self.idx = 0;
    }

    #[inline]
    pub fn genrand_int32(&mut self) -> u32 {
        if self.idx >= N {
            self.next_state();
        }
        let mut y = self.state[self.idx];
        self.idx += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }

    /// A double in [0, 1) with 53-bit resolution (`int_pair_to_real_exclusive`).
    pub fn genrand_real(&mut self) -> f64 {
        self.real(true)
    }

    fn real(&mut self, excl: bool) -> f64 {
        let a = self.genrand_int32();
        let b = self.genrand_int32();
        int_pair_to_real(a, b, excl)
    }

    /// A uniform integer in 0..=limit (CRuby's `limited_rand` / `limited_big_rand`, which draw
    /// 32-bit words from the most significant one and retry on overshoot).
    pub fn limited_words(&mut self, lim: &[u32]) -> Vec<u32> {
        let len = lim.len();
        let mut out = vec![0u32; len];
        'retry: loop {
            let mut mask = 0u32;
            let mut boundary = true;
            for i in (0..len).rev() {
                let l = lim[i];
                mask = if mask != 0 { 0xffff_ffff } else { make_mask32(l) };
                let r = if mask != 0 {
                    let r = self.genrand_int32() & mask;
                    if boundary {
                        if l < r {
                            continue 'retry;
                        }
                        if r < l {
                            boundary = false;
                        }
                    }
                    r
                } else {
                    0
                };
                out[i] = r;
            }
            return out;
        }
    }

    pub fn limited(&mut self, limit: u64) -> u64 {
        if limit == 0 {
            return 0;
        }
        if limit <= 0xffff_ffff {
            let mask = make_mask32(limit as u32);
            loop {
                let v = self.genrand_int32() & mask;
                if v as u64 <= limit {
                    return v as u64;
                }
            }
        }
        let w = self.limited_words(&[limit as u32, (limit >> 32) as u32]);
        (w[0] as u64) | ((w[1] as u64) << 32)
    }

    pub fn limited_big(&mut self, limit: &BigInt) -> BigInt {
        let (_, words) = limit.to_u32_digits();
        if words.is_empty() {
            return BigInt::zero();
        }
        let w = self.limited_words(&words);
        BigInt::from_slice(Sign::Plus, &w)
    }
}

/// A double from two 32-bit words: in [0, 1) with 53-bit resolution when `excl`
/// (`int_pair_to_real_exclusive`), in [0, 1] otherwise (`int_pair_to_real_inclusive`).
pub fn int_pair_to_real(a: u32, b: u32, excl: bool) -> f64 {
    if excl {
        ((a >> 5) as f64 * 67_108_864.0 + (b >> 6) as f64) * (1.0 / 9_007_199_254_740_992.0)
    } else {
        let m: u128 = (1u128 << 53) | 1;
        let x: u128 = ((a as u128) << 32) | b as u128;
        let r = ((x * m) >> 64) as u64 as f64;
        r * (1.0 / 9_007_199_254_740_992.0)
    }
}

fn make_mask32(mut x: u32) -> u32 {
    x |= x >> 1;
    x |= x >> 2;
    x |= x >> 4;
    x |= x >> 8;
    x |= x >> 16;
    x
}

/// A generator and the seed it was created from.
pub struct RandState {
    pub mt: Mt,
    pub seed: BigInt,
}

impl RandState {
    /// CRuby's `rand_init`: the seed's absolute value as 32-bit words (least significant first)
    /// without the leading-zero guard word; one word seeds `init_genrand`, more `init_by_array`.
    pub fn new(seed: &BigInt) -> RandState {
        let (_, mut key) = seed.abs().to_u32_digits();
        if key.is_empty() {
            key.push(0);
        }
        if key.len() > 1 && *key.last().expect("word") == 1 {
            key.pop();
        }
        let mt = if key.len() <= 1 { Mt::init_genrand(key[0]) } else { Mt::init_by_array(&key) };
        RandState { mt, seed: seed.clone() }
    }
}

/// A fresh seed from the OS (CRuby's `random_seed`: four words plus a guard word). Without an
/// OS source (an error the kernel does not give on Linux) the clock and pid stand in, as CRuby's
/// `fill_random_seed` mixes them in.
pub fn new_seed() -> BigInt {
    let mut words = [0u32; 4];
    let mut buf = [0u8; 16];
    if os::fill(&mut buf).is_ok() {
        for (i, w) in words.iter_mut().enumerate() {
            *w = u32::from_le_bytes([buf[4 * i], buf[4 * i + 1], buf[4 * i + 2], buf[4 * i + 3]]);
        }
    } else {
        let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        words[0] = t.subsec_nanos();
        words[1] = t.as_secs() as u32;
        words[2] = std::process::id();
        words[3] = (&words as *const _ as usize) as u32;
    }
    let mut v = words.to_vec();
    if words[3] <= 1 {
        v.push(1);
    }
    BigInt::from_slice(Sign::Plus, &v)
}

thread_local! {
    static DEFAULT: RefCell<Option<RandState>> = const { RefCell::new(None) };
}

fn with_default<R>(f: impl FnOnce(&mut RandState) -> R) -> R {
    DEFAULT.with(|d| {
        let mut d = d.borrow_mut();
        if d.is_none() {
            *d = Some(RandState::new(&new_seed()));
        }
        f(d.as_mut().expect("default generator"))
    })
}

/// Reseeds the default generator; returns the previous seed.
pub fn seed_default(_vm: &mut Vm, seed: &BigInt) -> BigInt {
    let new = RandState::new(seed);
    DEFAULT.with(|d| {
        let old = d.borrow_mut().replace(new);
        old.map(|o| o.seed).unwrap_or_default()
    })
}

/// A uniform integer in 0..=limit from the default generator (CRuby's
/// `rb_random_ulong_limited`, used by Array#shuffle and #sample).
pub fn random_ulong_limited(_vm: &mut Vm, limit: u64) -> u64 {
    with_default(|r| r.mt.limited(limit))
}

/// A double in [0, 1) from the default generator.
pub fn random_real(_vm: &mut Vm) -> f64 {
    with_default(|r| r.mt.genrand_real())
}

data_type!(pub RANDOM_TYPE: RandState, c"random", mark = |_p, _m| {});

fn is_random(v: Value) -> bool {
    obj::is_type(v, ObjType::Data) && std::ptr::eq(obj::as_typed_data(v).dtype, &RANDOM_TYPE)
}

fn rand_of(v: Value) -> &'static mut RandState {
    // SAFETY: callers check `is_random` first; the payload of RANDOM_TYPE is a RandState.
    unsafe { &mut *(obj::as_typed_data(v).data as *mut RandState) }
}

/// Which generator a draw uses: the default one, a Random object's, or the public `bytes`
/// method of any other object (Random::Formatter on SecureRandom or a user's class).
#[derive(Clone, Copy)]
enum Gen {
    Default,
    Obj(Value),
    Bytes(Value),
}

impl Gen {
    /// CRuby's `try_get_rnd`: the generator of a Formatter method's receiver.
    fn of_receiver(recv: Value, random_class: Value) -> Gen {
        if recv == random_class {
            Gen::Default
        } else if is_random(recv) {
            Gen::Obj(recv)
        } else {
            Gen::Bytes(recv)
        }
    }
}

fn with_mt<R>(g: Gen, f: impl FnOnce(&mut Mt) -> R) -> Option<R> {
    match g {
        Gen::Default => Some(with_default(|r| f(&mut r.mt))),
        Gen::Obj(v) => Some(f(&mut rand_of(v).mt)),
        Gen::Bytes(_) => None,
    }
}

/// A uniform integer in 0..=limit.
fn draw_limited(vm: &mut Vm, g: Gen, limit: u64) -> VmResult<u64> {
    match g {
        Gen::Bytes(o) => formatter::bytes_limited(vm, o, limit),
        _ => Ok(with_mt(g, |mt| mt.limited(limit)).unwrap_or(0)),
    }
}

/// A uniform integer in 0..=limit for any non-negative limit.
fn draw_big(vm: &mut Vm, g: Gen, limit: &BigInt) -> VmResult<BigInt> {
    if let Some(l) = limit.to_u64().filter(|l| *l <= crate::value::FIXNUM_MAX as u64) {
        return Ok(BigInt::from(draw_limited(vm, g, l)?));
    }
    match g {
        Gen::Bytes(o) => formatter::bytes_limited_big(vm, o, limit),
        _ => Ok(with_mt(g, |mt| mt.limited_big(limit)).unwrap_or_default()),
    }
}

/// A double in [0, 1) (`excl`) or [0, 1].
fn draw_real(vm: &mut Vm, g: Gen, excl: bool) -> VmResult<f64> {
    match g {
        Gen::Bytes(o) => formatter::bytes_real(vm, o, excl),
        _ => Ok(with_mt(g, |mt| mt.real(excl)).unwrap_or(0.0)),
    }
}

fn edom(vm: &mut Vm) -> crate::vm::Unwind {
    let errno = vm.const_get_from(vm.core.object, intern("Errno")).ok();
    if let Some(e) = errno {
        if let Ok(k) = vm.const_get_from(e, intern("EDOM")) {
            return vm.make_error(k, "Numerical argument out of domain");
        }
    }
    vm.make_error(vm.core.math_domain_error, "Numerical argument out of domain")
}

/// CRuby's `rand_int`: 0...vmax; None for 0 (and for negatives when `restrictive`).
fn rand_int(vm: &mut Vm, g: Gen, vmax: Value, restrictive: bool) -> VmResult<Option<Value>> {
    if vmax.is_fixnum() {
        let max = vmax.as_fixnum();
        if max == 0 || (max < 0 && restrictive) {
            return Ok(None);
        }
        let r = draw_limited(vm, g, max.unsigned_abs() - 1)?;
        return Ok(Some(vm.new_int_i128(r as i128)));
    }
    let b = to_big(vmax).expect("integer");
    if b.is_zero() || (b.is_negative() && restrictive) {
        return Ok(None);
    }
    let lim: BigInt = b.abs() - BigInt::from(1);
    let r = draw_big(vm, g, &lim)?;
    Ok(Some(vm.new_bignum(r)))
}

/// CRuby's `rand_range`: None when `range` is not a Range (Qfalse), Some(nil) when empty.
fn rand_range(vm: &mut Vm, g: Gen, range: Value) -> VmResult<Option<Value>> {
    if !obj::is_type(range, ObjType::Range) {
        return Ok(None);
    }
    let r = obj::as_range(range);
    let (beg, end) = (r.begin, r.end);
    let excl = obj::has_flag(range, obj::FL_EXCL_END);
    if end.is_nil() {
        return Err(edom(vm));
    }
    if !vm.respond_to(end, intern("-"), true) {
        return Ok(None);
    }
    let vmax = vm.call_method(end, intern("-"), &[beg], None)?;
    if vmax.is_nil() {
        return Err(edom(vm));
    }
    let mut v = Value::NIL;
    if !vm.is_float(vmax) && (is_integer(vmax) || (!vmax.is_special() && vm.respond_to(vmax, crate::symbol::sym::TO_INT, true))) {
        let vmax = to_int_value(vm, vmax)?;
        let b = to_big(vmax).expect("integer");
        let max: BigInt = if excl { b - BigInt::from(1) } else { b };
        if !max.is_negative() {
            let r = draw_big(vm, g, &max)?;
            v = vm.new_bignum(r);
        }
    } else if let Some(max) = crate::core::float::num_to_f64(vm, vmax) {
        if max.is_nan() {
            return Err(edom(vm));
        }
        if max.is_infinite() {
            let (bf, ef) = (crate::core::float::need_f64(vm, beg)?, crate::core::float::need_f64(vm, end)?);
            if !bf.is_finite() || !ef.is_finite() {
                return Err(edom(vm));
            }
            let (min, max) = (bf / 2.0, ef / 2.0);
            let mid = max + min;
            let half = max - min;
            let r = draw_real(vm, g, excl)?;
            return Ok(Some(vm.new_float((r - 0.5) * half * 2.0 + mid)));
        }
        if max > 0.0 {
            let r = draw_real(vm, g, excl)?;
            v = vm.new_float(r * max);
        } else if max == 0.0 && !excl {
            v = vm.new_float(0.0);
        }
    }
    if v.is_nil() {
        return Ok(Some(Value::NIL));
    }
    if Value::both_fixnum(beg, v) || (is_integer(beg) && is_integer(v)) {
        let s = to_big(beg).expect("int") + to_big(v).expect("int");
        return Ok(Some(vm.new_bignum(s)));
    }
    if let Some(f) = vm.float_value(v) {
        if let Some(b) = crate::core::float::num_to_f64(vm, beg) {
            return Ok(Some(vm.new_float(f + b)));
        }
    }
    let r = vm.call_method(beg, intern("+"), &[v], None)?;
    Ok(Some(r))
}

/// Kernel#rand(max = 0).
pub fn kernel_rand(vm: &mut Vm, max: Value) -> VmResult {
    let g = Gen::Default;
    if !max.is_nil() {
        if let Some(v) = rand_range(vm, g, max)? {
            return Ok(v);
        }
        let vmax = to_int_value(vm, max)?;
        if vmax != Value::fixnum(0) {
            if let Some(v) = rand_int(vm, g, vmax, false)? {
                return Ok(v);
            }
        }
    }
    let f = draw_real(vm, g, true)?;
    Ok(vm.new_float(f))
}

fn invalid_argument(vm: &mut Vm, v: Value) -> crate::vm::Unwind {
    let s = vm.to_s_str(v).unwrap_or_default();
    vm.arg_error(&format!("invalid argument - {s}"))
}

/// What CRuby's `rand_random` answers.
enum Drawn {
    Num(Value),
    /// The argument asks for nothing (nil, zero, a negative number, an empty Range).
    Nothing,
    /// The argument is neither a number nor a Range.
    NotNumeric,
}

/// CRuby's `rb_check_to_float`: a Float for a Float or another Numeric (through `to_f`), None
/// for anything else.
fn check_to_float(vm: &mut Vm, v: Value) -> VmResult<Option<f64>> {
    if let Some(f) = vm.float_value(v) {
        return Ok(Some(f));
    }
    let numeric = vm.core.numeric;
    if !vm.is_kind_of(v, numeric) || !vm.respond_to(v, intern("to_f"), true) {
        return Ok(None);
    }
    let f = vm.call_method(v, intern("to_f"), &[], None)?;
    Ok(vm.float_value(f))
}

/// CRuby's `rand_random`: the draw that `rand(max)` and `random_number(max)` make.
fn rand_random(vm: &mut Vm, g: Gen, args: &Args) -> VmResult<Drawn> {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    if args.is_empty() {
        let f = draw_real(vm, g, true)?;
        return Ok(Drawn::Num(vm.new_float(f)));
    }
    let vmax = args.get(0);
    if vmax.is_nil() {
        return Ok(Drawn::Nothing);
    }
    if !vm.is_float(vmax) && (is_integer(vmax) || (!vmax.is_special() && vm.respond_to(vmax, crate::symbol::sym::TO_INT, true))) {
        let v = to_int_value(vm, vmax)?;
        return Ok(match rand_int(vm, g, v, true)? {
            Some(r) => Drawn::Num(r),
            None => Drawn::Nothing,
        });
    }
    if let Some(max) = check_to_float(vm, vmax)? {
        if !max.is_finite() {
            return Err(edom(vm));
        }
        if max < 0.0 {
            return Ok(Drawn::Nothing);
        }
        let mut r = draw_real(vm, g, true)?;
        if max > 0.0 {
            r *= max;
        }
        return Ok(Drawn::Num(vm.new_float(r)));
    }
    Ok(match rand_range(vm, g, vmax)? {
        Some(v) if v.is_nil() => Drawn::Nothing,
        Some(v) => Drawn::Num(v),
        None => Drawn::NotNumeric,
    })
}

/// Random#rand / Random.rand (CRuby's `rand_random` + `check_random_number`).
fn random_rand(vm: &mut Vm, g: Gen, args: &Args) -> VmResult {
    match rand_random(vm, g, args)? {
        Drawn::Num(v) => Ok(v),
        Drawn::Nothing => Err(invalid_argument(vm, args.get(0))),
        Drawn::NotNumeric => {
            vm.expect_int(args.get(0))?;
            Err(invalid_argument(vm, args.get(0)))
        }
    }
}

/// Random::Formatter#random_number / #rand (CRuby's `rand_random_number`): what `rand` refuses
/// as asking for nothing gives a Float in [0, 1).
fn random_number(vm: &mut Vm, g: Gen, args: &Args) -> VmResult {
    match rand_random(vm, g, args)? {
        Drawn::Num(v) => Ok(v),
        Drawn::Nothing => {
            let f = draw_real(vm, g, true)?;
            Ok(vm.new_float(f))
        }
        Drawn::NotNumeric => Err(invalid_argument(vm, args.get(0))),
    }
}

/// The optional seed argument of `srand`/`Random.new`: an Integer (by `to_int`), or a new seed
/// from the operating system.
fn seed_arg(vm: &mut Vm, args: &Args) -> VmResult<BigInt> {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    if args.is_empty() {
        return Ok(new_seed());
    }
    let s = to_int_value(vm, args.get(0))?;
    Ok(to_big(s).expect("int"))
}

fn k_srand(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let seed = seed_arg(vm, args)?;
    let old = seed_default(vm, &seed);
    Ok(vm.new_bignum(old))
}

fn random_new(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let seed = seed_arg(vm, args)?;
    let st = RandState::new(&seed);
    Ok(vm.new_typed_data(recv, &RANDOM_TYPE, Box::new(st)))
}

fn random_bytes(vm: &mut Vm, g: Gen, n: Value) -> VmResult {
    let n = vm.expect_int(n)?;
    if n < 0 {
        return Err(vm.arg_error("negative string size (or size too big)"));
    }
    // A size the caller chose: reserve fallibly (NoMemoryError, as CRuby, rather than abort).
    let mut out: Vec<u8> = vm.try_vec(n as usize)?;
    with_mt(g, |mt| {
        let mut left = n as usize;
        while left >= 4 {
            out.extend_from_slice(&mt.genrand_int32().to_le_bytes());
            left -= 4;
        }
        if left > 0 {
            let b = mt.genrand_int32().to_le_bytes();
            out.extend_from_slice(&b[..left]);
        }
    });
    Ok(vm.new_binary_string(out))
}

fn check_random(vm: &mut Vm, v: Value) -> VmResult<Gen> {
    if is_random(v) {
        Ok(Gen::Obj(v))
    } else {
        Err(vm.type_error("wrong argument type (expected random)"))
    }
}

/// Random.urandom(n): n bytes from the operating system's source.
fn random_urandom(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let n = to_int_value(vm, args.get(0))?;
    let n = vm.expect_int(n)?;
    if n < 0 {
        return Err(vm.arg_error("negative string size (or size too big)"));
    }
    let mut out: Vec<u8> = vm.try_vec(n as usize)?;
    out.resize(n as usize, 0);
    if os::fill(&mut out).is_err() {
        return Err(vm.make_error(vm.core.runtime_error, "failed to get urandom"));
    }
    Ok(vm.new_binary_string(out))
}

pub fn init(vm: &mut Vm) {
    let kernel = vm.core.kernel;
    vm.define_private_builtin(kernel, "srand", -1, k_srand);
    vm.define_private_builtin(kernel, "rand", -1, |vm, _r, a| {
        if a.len() > 1 {
            return Err(vm.arg_count_error(a.len(), 0, 1));
        }
        kernel_rand(vm, a.get(0))
    });
    let ks = vm.singleton_class(kernel).expect("Kernel metaclass");
    vm.define_builtin(ks, "srand", -1, k_srand);
    vm.define_builtin(ks, "rand", -1, |vm, _r, a| kernel_rand(vm, a.get(0)));

    // Random < Random::Base, which includes and extends Random::Formatter (random_number and
    // rand drawing from the receiver; `require "random/formatter"` adds the text methods).
    // Random::Base has no allocator: only Random makes generators.
    let object = vm.core.object;
    let base = vm.new_class(object);
    obj::as_class_mut(base).data.instance_type = ObjType::Data;
    let random = crate::core::define_class(vm, "Random", base);
    vm.const_set(random, intern("Base"), base);
    let formatter = crate::core::define_module_under(vm, random, "Formatter");
    let fmt_rand: crate::class::BuiltinFn = |vm, r, a| {
        let random = vm.const_get_from(vm.core.object, intern("Random"))?;
        random_number(vm, Gen::of_receiver(r, random), a)
    };
    vm.define_builtin(formatter, "random_number", -1, fmt_rand);
    vm.define_builtin(formatter, "rand", -1, fmt_rand);
    let _ = vm.include_module(base, formatter);
    let base_meta = vm.singleton_class(base).expect("Random::Base metaclass");
    let _ = vm.include_module(base_meta, formatter);

    vm.define_builtin(base, "rand", -1, |vm, r, a| {
        let g = check_random(vm, r)?;
        random_rand(vm, g, a)
    });
    vm.define_builtin(base, "seed", 0, |vm, r, _a| {
        check_random(vm, r)?;
        let seed = rand_of(r).seed.clone();
        Ok(vm.new_bignum(seed))
    });
    vm.define_builtin(base, "bytes", 1, |vm, r, a| {
        let g = check_random(vm, r)?;
        random_bytes(vm, g, a.get(0))
    });

    let s = vm.singleton_class(random).expect("Random metaclass");
    vm.define_builtin(s, "new", -1, random_new);
    // As in CRuby, `Random.allocate` is a working generator with a fresh seed (not a plain
    // Object that the methods would refuse).
    vm.define_builtin(s, "allocate", 0, |vm, recv, _a| random_new(vm, recv, &Args::from_slice(&[], None)));
    vm.define_builtin(s, "rand", -1, |vm, _r, a| random_rand(vm, Gen::Default, a));
    vm.define_builtin(s, "srand", -1, k_srand);
    vm.define_builtin(s, "new_seed", 0, |vm, _r, _a| Ok(vm.new_bignum(new_seed())));
    vm.define_builtin(s, "urandom", 1, random_urandom);
    vm.define_builtin(s, "seed", 0, |vm, _r, _a| {
        let seed = with_default(|r| r.seed.clone());
        Ok(vm.new_bignum(seed))
    });
    vm.define_builtin(s, "bytes", 1, |vm, _r, a| random_bytes(vm, Gen::Default, a.get(0)));
    vm.define_builtin(random, "==", 1, |_vm, r, a| {
        let o = a.get(0);
        if !is_random(r) || !is_random(o) {
            return Ok(Value::FALSE);
        }
        let (x, y) = (rand_of(r), rand_of(o));
        Ok(Value::bool(x.mt.state == y.mt.state && x.mt.idx == y.mt.idx && x.seed == y.seed))
    });
}
