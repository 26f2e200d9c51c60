//! Folding into one value: `inject`/`reduce` (with a block or an operator symbol) and `sum`.
//!
//! Invariants:
//! - `binop` adds, subtracts and multiplies Fixnums without a call while the result fits, and
//!   otherwise calls the operator.
//! - `sum` follows CRuby: exact Integers first, then Kahan-Babuska compensated Floats once a
//!   Float appears, then plain `+` for anything else (`Summer`); an Integer Range without a
//!   block is summed by formula where possible (`range::int_range_sum`).

use super::iterate;
use crate::object::{self as obj, ObjType};
use crate::symbol::{sym, SymbolId};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// `acc op x` with the Integer `+`/`*` fast paths.
pub fn binop(vm: &mut Vm, acc: Value, op: SymbolId, x: Value) -> VmResult {
    // Integer#+, #- and #* are basic operators: the fast path holds while none is redefined.
    if Value::both_fixnum(acc, x) && vm.bop_redefined == 0 {
        let (a, b) = (acc.as_fixnum(), x.as_fixnum());
        let r = match op {
            sym::PLUS => a.checked_add(b),
            sym::MINUS => a.checked_sub(b),
            sym::MUL => a.checked_mul(b),
            _ => None,
        };
        if let Some(r) = r.filter(|r| Value::fits_fixnum(*r)) {
            return Ok(Value::fixnum(r));
        }
    }
    vm.call_method(acc, op, &[x], None)
}

pub(super) fn en_inject(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let (init, op) = match (args.len(), &args.block) {
        (0, Some(_)) => (None, None),
        (1, Some(_)) => (Some(args.get(0)), None),
        (1, None) => (None, Some(vm.expect_symbol_or_string(args.get(0))?)),
        (2, _) => (Some(args.get(0)), Some(vm.expect_symbol_or_string(args.get(1))?)),
        (0, None) => return Err(vm.arg_count_error(0, 1, 2)),
        (n, _) => return Err(vm.arg_count_error(n, 0, 2)),
    };
    // A verbose-mode warning (rb_warning): only when $VERBOSE is true.
    if args.len() == 2 && args.block.is_some() && vm.gvar_get(crate::symbol::intern("$VERBOSE")) == Value::TRUE {
        super::search::warn_block_unused(vm)?;
    }
    let block = args.block.clone();
    let mut acc = init;
    iterate(vm, recv, &mut |vm, x| {
        acc = Some(match acc {
            None => x,
            Some(a) => match op {
                Some(op) => binop(vm, a, op, x)?,
                None => vm.yield_block(block.as_ref().expect("block"), &[a, x])?,
            },
        });
        Ok(true)
    })?;
    Ok(acc.unwrap_or(Value::NIL))
}

/// Accumulates `sum` like CRuby: exact Integers, then Kahan-Babuska compensated Floats, then `+`.
pub struct Summer {
    mode: u8,
    n: i128,
    f: f64,
    c: f64,
    pub v: Value,
}

impl Summer {
    pub fn new(init: Value) -> Summer {
        if init.is_fixnum() {
            Summer { mode: 0, n: init.as_fixnum() as i128, f: 0.0, c: 0.0, v: Value::NIL }
        } else {
            Summer { mode: 2, n: 0, f: 0.0, c: 0.0, v: init }
        }
    }

    fn float_step(&mut self, x: f64) {
        let f = self.f;
        if f.is_nan() {
            return;
        }
        if x.is_nan() {
            self.f = x;
            return;
        }
        if x.is_infinite() {
            if f.is_infinite() && x.is_sign_negative() != f.is_sign_negative() {
                self.f = f64::NAN;
            } else {
                self.f = x;
            }
            return;
        }
        if f.is_infinite() {
            return;
        }
        let t = f + x;
        if f.abs() >= x.abs() {
            self.c += (f - t) + x;
        } else {
            self.c += (x - t) + f;
        }
        self.f = t;
    }

    pub fn add(&mut self, vm: &mut Vm, e: Value) -> VmResult<()> {
        loop {
            match self.mode {
                0 => {
                    if e.is_fixnum() {
                        self.n += e.as_fixnum() as i128;
                        if self.n.unsigned_abs() < (1u128 << 100) {
                            return Ok(());
                        }
                        self.v = vm.new_int_i128(self.n);
                        self.mode = 2;
                        return Ok(());
                    }
                    if let Some(x) = vm.float_value(e) {
                        self.mode = 1;
                        self.f = self.n as f64;
                        self.c = 0.0;
                        self.float_step(x);
                        return Ok(());
                    }
                    self.v = vm.new_int_i128(self.n);
                    self.mode = 2;
                }
                1 => {
                    let x = if let Some(x) = vm.float_value(e) {
                        x
                    } else if e.is_fixnum() {
                        e.as_fixnum() as f64
                    } else if obj::is_type(e, ObjType::Bignum) {
                        crate::core::integer::big_to_f64(&obj::as_bignum(e).value)
                    } else {
                        self.v = vm.new_float(self.f + self.c);
                        self.mode = 2;
                        continue;
                    };
                    self.float_step(x);
                    return Ok(());
                }
                _ => {
                    self.v = binop(vm, self.v, sym::PLUS, e)?;
                    return Ok(());
                }
            }
        }
    }

    pub fn finish(&self, vm: &mut Vm) -> Value {
        match self.mode {
            0 => vm.new_int_i128(self.n),
            1 => vm.new_float(self.f + self.c),
            _ => self.v,
        }
    }
}

pub(super) fn en_sum(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let init = if args.is_empty() { Value::fixnum(0) } else { args.get(0) };
    if args.block.is_none() && obj::is_type(recv, ObjType::Range) && init.is_fixnum() {
        if let Some(v) = crate::core::range::int_range_sum(vm, recv, init)? {
            return Ok(v);
        }
    }
    let block = args.block.clone();
    let mut s = Summer::new(init);
    iterate(vm, recv, &mut |vm, x| {
        let x = match &block {
            Some(b) => vm.yield_block(b, &[x])?,
            None => x,
        };
        s.add(vm, x)?;
        Ok(true)
    })?;
    Ok(s.finish(vm))
}
