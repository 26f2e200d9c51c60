//! Time's readers and zone changes: year..nsec, wday/yday and the day predicates, zone,
//! utc_offset, utc?/dst?, to_i/to_f/to_a, deconstruct_keys, hash/eql?; `utc`/`localtime`
//! (change the receiver's zone) and `getutc`/`getlocal` (a copy in another zone).
//!
//! Invariant: every reader computes `Broken` from the payload (see mod.rs); only `utc` and
//! `localtime` write a Time, and only its zone (FrozenError on a frozen one whose zone changes).

use super::exact::Rat;
use super::zone::{self, Zone};
use super::{broken_of, class_for, int_value, new_time, time_of, Broken};
use crate::symbol::intern;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

type Reader = fn(&Broken) -> i64;

/// The exact fraction of the second as a Ruby number: 0 when whole, else `Rational(n, d)`
/// (Rational belongs to another part of the VM; until it exists the call raises NoMethodError).
pub fn subsec_value(vm: &mut Vm, r: &Rat) -> VmResult {
    if num_traits::Zero::is_zero(&r.num) {
        return Ok(Value::fixnum(0));
    }
    let n = int_value(vm, r.num.clone());
    vm.temp_roots.push(n);
    let d = int_value(vm, r.den.clone());
    vm.temp_roots.pop();
    let main = vm.main_obj;
    vm.call_method(main, intern("Rational"), &[n, d], None)
}

fn zone_value(vm: &mut Vm, b: &Broken) -> Value {
    match &b.zone {
        Some(z) => {
            let s = vm.new_str(z);
            crate::core::encoding::set_string_encoding(s, crate::core::encoding::EncodingId::US_ASCII);
            s
        }
        None => Value::NIL,
    }
}

/// `utc`/`gmtime` and `localtime(offset = nil)`: change the receiver's zone.
fn set_zone(vm: &mut Vm, recv: Value, z: Zone) -> VmResult {
    let cur = time_of(vm, recv)?.zone;
    if cur != z {
        vm.check_frozen(recv)?;
    }
    time_of(vm, recv)?.zone = z;
    Ok(recv)
}

fn localtime(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let z = if args.get(0).is_nil() { Zone::Local } else { zone::zone_arg(vm, args.get(0))? };
    set_zone(vm, recv, z)
}

/// `getutc`/`getlocal(offset = nil)`: a copy shown in another zone.
fn copy_in(vm: &mut Vm, recv: Value, z: Zone) -> VmResult {
    let t = time_of(vm, recv)?.t.clone();
    let k = class_for(vm, recv);
    new_time(vm, k, t, z)
}

fn getlocal(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let z = if args.get(0).is_nil() { Zone::Local } else { zone::zone_arg(vm, args.get(0))? };
    copy_in(vm, recv, z)
}

/// `to_a`: [sec, min, hour, day, month, year, wday, yday, isdst, zone].
fn to_a(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let b = broken_of(vm, recv)?;
    let z = zone_value(vm, &b);
    vm.temp_roots.push(z);
    let year = int_value(vm, b.full_year());
    vm.temp_roots.pop();
    let items = vec![
        Value::fixnum(b.sec),
        Value::fixnum(b.min),
        Value::fixnum(b.hour),
        Value::fixnum(b.mday),
        Value::fixnum(b.mon),
        year,
        Value::fixnum(b.wday),
        Value::fixnum(b.yday),
        Value::bool(b.dst),
        z,
    ];
    Ok(vm.new_array(items))
}

const KEYS: [&str; 11] = ["year", "month", "day", "yday", "wday", "hour", "min", "sec", "subsec", "dst", "zone"];

/// `deconstruct_keys(keys)`: a Hash of the named fields (all of them for nil).
fn deconstruct_keys(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let keys = args.get(0);
    let b = broken_of(vm, recv)?;
    let wanted: Vec<Value> = if keys.is_nil() {
        KEYS.iter().map(|k| Value::symbol(intern(k))).collect()
    } else if crate::core::is_array(keys) {
        crate::object::as_array(keys).items.to_vec()
    } else {
        let name = super::exact::exact_name(vm, keys);
        return Err(vm.type_error(&format!("wrong argument type {name} (expected Array or nil)")));
    };
    let h = vm.new_hash();
    vm.temp_roots.push(h);
    let r = (|| -> VmResult<()> {
        for k in wanted {
            if !k.is_symbol() {
                continue;
            }
            let v = match &*k.as_symbol().name() {
                "year" => int_value(vm, b.full_year()),
                "month" => Value::fixnum(b.mon),
                "day" => Value::fixnum(b.mday),
                "yday" => Value::fixnum(b.yday),
                "wday" => Value::fixnum(b.wday),
                "hour" => Value::fixnum(b.hour),
                "min" => Value::fixnum(b.min),
                "sec" => Value::fixnum(b.sec),
                "subsec" => subsec_value(vm, &b.subsec)?,
                "dst" => Value::bool(b.dst),
                "zone" => zone_value(vm, &b),
                _ => continue,
            };
            vm.temp_roots.push(v);
            let r = vm.hash_set(h, k, v);
            vm.temp_roots.pop();
            r?;
        }
        Ok(())
    })();
    vm.temp_roots.pop();
    r.map(|_| h)
}

fn hash(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let t = time_of(vm, recv)?.t.clone();
    let mut h: u64 = 0x9e37_79b9_7f4a_7c15;
    for d in t.num.to_u64_digits().1.iter().chain(t.den.to_u64_digits().1.iter()) {
        h = (h ^ d).wrapping_mul(0x100_0000_01b3).rotate_left(17);
    }
    if t.num.sign() == num_bigint::Sign::Minus {
        h = !h;
    }
    Ok(Value::fixnum((h >> 2) as i64))
}

fn eql(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let o = args.get(0);
    if !super::is_time(o) {
        return Ok(Value::FALSE);
    }
    let a = time_of(vm, recv)?.t.clone();
    let b = time_of(vm, o)?.t.clone();
    Ok(Value::bool(a == b))
}

pub fn init(vm: &mut Vm, time: Value) {
    macro_rules! readers {
        ($($name:literal => $f:expr),* $(,)?) => {$(
            vm.define_builtin(time, $name, 0, |vm, recv, _| {
                let b = broken_of(vm, recv)?;
                let f: Reader = $f;
                Ok(Value::fixnum(f(&b)))
            });
        )*};
    }
    readers!(
        "month" => |b| b.mon, "day" => |b| b.mday,
        "hour" => |b| b.hour, "min" => |b| b.min, "sec" => |b| b.sec,
        "usec" => |b| b.nsec / 1000, "nsec" => |b| b.nsec,
        "wday" => |b| b.wday, "yday" => |b| b.yday,
    );
    macro_rules! days {
        ($($name:literal => $d:literal),*) => {$(
            vm.define_builtin(time, $name, 0, |vm, recv, _| Ok(Value::bool(broken_of(vm, recv)?.wday == $d)));
        )*};
    }
    days!("sunday?" => 0, "monday?" => 1, "tuesday?" => 2, "wednesday?" => 3, "thursday?" => 4, "friday?" => 5, "saturday?" => 6);
    vm.define_builtin(time, "year", 0, |vm, recv, _| {
        let b = broken_of(vm, recv)?;
        Ok(int_value(vm, b.full_year()))
    });
    vm.define_builtin(time, "zone", 0, |vm, recv, _| {
        let b = broken_of(vm, recv)?;
        Ok(zone_value(vm, &b))
    });
    {
        vm.define_builtin(time, "utc_offset", 0, |vm, recv, _| Ok(Value::fixnum(i64::from(broken_of(vm, recv)?.offset))));
    }
    {
        vm.define_builtin(time, "utc?", 0, |vm, recv, _| Ok(Value::bool(time_of(vm, recv)?.zone == Zone::Utc)));
    }
    {
        vm.define_builtin(time, "dst?", 0, |vm, recv, _| Ok(Value::bool(broken_of(vm, recv)?.dst)));
    }
    {
        vm.define_builtin(time, "utc", 0, |vm, recv, _| set_zone(vm, recv, Zone::Utc));
    }
    vm.define_builtin(time, "localtime", -1, localtime);
    {
        vm.define_builtin(time, "getutc", 0, |vm, recv, _| copy_in(vm, recv, Zone::Utc));
    }
    vm.define_builtin(time, "getlocal", -1, getlocal);
    {
        vm.define_builtin(time, "to_i", 0, |vm, recv, _| {
            let s = time_of(vm, recv)?.t.floor();
            Ok(int_value(vm, s))
        });
    }
    vm.define_builtin(time, "to_f", 0, |vm, recv, _| {
        let f = time_of(vm, recv)?.t.to_f64();
        Ok(vm.new_float(f))
    });
    // `to_r`: the exact instant, always a Rational; `subsec`: its fraction of a second, 0 (an
    // Integer) when there is none, else a Rational.
    vm.define_builtin(time, "to_r", 0, |vm, recv, _| {
        let t = time_of(vm, recv)?.t.clone();
        Ok(crate::core::rational::from_q(vm, crate::core::rational::Q { n: t.num, d: t.den }))
    });
    vm.define_builtin(time, "subsec", 0, |vm, recv, _| {
        let f = time_of(vm, recv)?.t.frac();
        if num_traits::Zero::is_zero(&f.num) {
            return Ok(Value::fixnum(0));
        }
        Ok(crate::core::rational::from_q(vm, crate::core::rational::Q { n: f.num, d: f.den }))
    });
    vm.define_builtin(time, "to_a", 0, to_a);
    vm.define_builtin(time, "deconstruct_keys", 1, deconstruct_keys);
    vm.define_builtin(time, "hash", 0, hash);
    vm.define_builtin(time, "eql?", 1, eql);
}
