//! `format`/`sprintf` and `String#%`.

use crate::object::{self as obj, ObjType};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// Formats `fmt` with `args` like Kernel#format.
pub fn sprintf(vm: &mut Vm, fmt: &[u8], args: &[Value]) -> VmResult<Vec<u8>> {
    let mut out = Vec::new();
    let mut ai = 0;
    let mut i = 0;
    let mut next_arg = |vm: &mut Vm| -> VmResult<Value> {
        if ai >= args.len() {
            return Err(vm.arg_error("too few arguments"));
        }
        ai += 1;
        Ok(args[ai - 1])
    };
    while i < fmt.len() {
        let c = fmt[i];
        if c != b'%' {
            out.push(c);
            i += 1;
            continue;
        }
        i += 1;
        if i >= fmt.len() {
            return Err(vm.arg_error("incomplete format specifier; use %% (double %) instead"));
        }
        if fmt[i] == b'%' {
            out.push(b'%');
            i += 1;
            continue;
        }
        let (mut minus, mut plus, mut zero, mut space, mut alt) = (false, false, false, false, false);
        while i < fmt.len() {
            match fmt[i] {
                b'-' => minus = true,
                b'+' => plus = true,
                b'0' => zero = true,
                b' ' => space = true,
                b'#' => alt = true,
                _ => break,
            }
            i += 1;
        }
        let mut width = 0usize;
        if i < fmt.len() && fmt[i] == b'*' {
            let w = next_arg(vm)?;
            let w = vm.expect_int(w)?;
            if w < 0 {
                minus = true;
            }
            width = w.unsigned_abs() as usize;
            i += 1;
        }
        while i < fmt.len() && fmt[i].is_ascii_digit() {
            width = width * 10 + (fmt[i] - b'0') as usize;
            i += 1;
        }
        let mut prec: Option<usize> = None;
        if i < fmt.len() && fmt[i] == b'.' {
            i += 1;
            let mut p = 0;
            while i < fmt.len() && fmt[i].is_ascii_digit() {
                p = p * 10 + (fmt[i] - b'0') as usize;
                i += 1;
            }
            prec = Some(p);
        }
        if i >= fmt.len() {
            return Err(vm.arg_error("malformed format string - %"));
        }
        let conv = fmt[i];
        i += 1;
        let body: String = match conv {
            b'd' | b'i' | b'u' => {
                let v = next_arg(vm)?;
                let n = crate::core::integer::kernel_integer(vm, v, None)?;
                let s = crate::core::integer::int_to_s(n, 10);
                sign_pad(s, plus, space, prec)
            }
            b'x' | b'X' | b'o' | b'b' | b'B' => {
                let v = next_arg(vm)?;
                let n = crate::core::integer::kernel_integer(vm, v, None)?;
                let base = match conv {
                    b'x' | b'X' => 16,
                    b'o' => 8,
                    _ => 2,
                };
                let s = crate::core::integer::int_to_s(n, base);
                let (neg, digits) = match s.strip_prefix('-') {
                    Some(d) => (true, d.to_string()),
                    None => (false, s),
                };
                let digits = if conv == b'X' { digits.to_uppercase() } else { digits };
                let prefix = if alt {
                    match conv {
                        b'x' => "0x",
                        b'X' => "0X",
                        b'o' => "0",
                        b'b' => "0b",
                        _ => "0B",
                    }
                } else {
                    ""
                };
                let digits = match prec {
                    Some(p) if digits.len() < p => format!("{}{}", "0".repeat(p - digits.len()), digits),
                    _ => digits,
                };
                format!("{}{}{}", if neg { "-" } else if plus { "+" } else if space { " " } else { "" }, prefix, digits)
            }
            b'f' | b'e' | b'E' | b'g' | b'G' | b'a' => {
                let v = next_arg(vm)?;
                let f = match crate::core::float::num_to_f64(vm, v) {
                    Some(f) => f,
                    None => {
                        let fv = crate::core::float::kernel_float(vm, v)?;
                        vm.float_value(fv).unwrap_or(0.0)
                    }
                };
                let p = prec.unwrap_or(6);
                let s = if f.is_nan() {
                    "NaN".to_string()
                } else if f.is_infinite() {
                    if f > 0.0 { "Inf".into() } else { "-Inf".into() }
                } else {
                    match conv {
                        b'f' => format!("{:.*}", p, f),
                        b'e' | b'E' => {
                            let s = fmt_exp(f, p);
                            if conv == b'E' { s.to_uppercase() } else { s }
                        }
                        _ => {
                            let p = if p == 0 { 1 } else { p };
                            let exp = if f == 0.0 { 0 } else { f.abs().log10().floor() as i32 };
                            let s = if exp < -4 || exp >= p as i32 {
                                let s = fmt_exp(f, p - 1);
                                if alt { s } else { strip_exp_zeros(&s) }
                            } else {
                                let s = format!("{:.*}", (p as i32 - 1 - exp).max(0) as usize, f);
                                if alt || !s.contains('.') { s } else { s.trim_end_matches('0').trim_end_matches('.').to_string() }
                            };
                            if conv == b'G' { s.to_uppercase() } else { s }
                        }
                    }
                };
                if f >= 0.0 && !f.is_nan() && plus {
                    format!("+{s}")
                } else if f >= 0.0 && space {
                    format!(" {s}")
                } else {
                    s
                }
            }
            b's' | b'p' => {
                let v = next_arg(vm)?;
                let s = if conv == b's' { vm.to_s_str(v)? } else { vm.inspect_str(v)? };
                match prec {
                    Some(p) => s.chars().take(p).collect(),
                    None => s,
                }
            }
            b'c' => {
                let v = next_arg(vm)?;
                if obj::is_type(v, ObjType::String) {
                    crate::core::str_of(v).chars().next().map(String::from).unwrap_or_default()
                } else {
                    let n = vm.expect_int(v)?;
                    char::from_u32(n as u32).map(String::from).unwrap_or_default()
                }
            }
            other => {
                return Err(vm.arg_error(&format!("malformed format string - %{}", other as char)));
            }
        };
        let len = body.chars().count();
        if len < width {
            let pad = width - len;
            if minus {
                out.extend_from_slice(body.as_bytes());
                out.extend(std::iter::repeat_n(b' ', pad));
            } else if zero && !matches!(conv, b's' | b'p' | b'c') && !body.contains("Inf") && !body.contains("NaN") {
                let (sign, rest) = if body.starts_with(['-', '+', ' ']) { body.split_at(1) } else { ("", body.as_str()) };
                let (pfx, rest) = if rest.starts_with("0x") || rest.starts_with("0X") || rest.starts_with("0b") || rest.starts_with("0B") { rest.split_at(2) } else { ("", rest) };
                out.extend_from_slice(sign.as_bytes());
                out.extend_from_slice(pfx.as_bytes());
                out.extend(std::iter::repeat_n(b'0', pad));
                out.extend_from_slice(rest.as_bytes());
            } else {
                out.extend(std::iter::repeat_n(b' ', pad));
                out.extend_from_slice(body.as_bytes());
            }
        } else {
            out.extend_from_slice(body.as_bytes());
        }
    }
    if ai < args.len() && vm.options.warn_level >= 2 {
        // CRuby warns only in verbose mode ("too many arguments for format string").
    }
    Ok(out)
}

fn sign_pad(s: String, plus: bool, space: bool, prec: Option<usize>) -> String {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d.to_string()),
        None => (false, s),
    };
    let digits = match prec {
        Some(p) if digits.len() < p => format!("{}{}", "0".repeat(p - digits.len()), digits),
        _ => digits,
    };
    format!("{}{}", if neg { "-" } else if plus { "+" } else if space { " " } else { "" }, digits)
}

fn fmt_exp(f: f64, p: usize) -> String {
    let s = format!("{:.*e}", p, f);
    let (m, e) = s.split_once('e').expect("exp");
    let e: i32 = e.parse().expect("exp digits");
    format!("{}e{}{:02}", m, if e < 0 { '-' } else { '+' }, e.abs())
}

fn strip_exp_zeros(s: &str) -> String {
    match s.split_once('e') {
        Some((m, e)) if m.contains('.') => format!("{}e{}", m.trim_end_matches('0').trim_end_matches('.'), e),
        _ => s.to_string(),
    }
}

fn k_format(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    let s = args.as_slice();
    if s.is_empty() {
        return Err(vm.arg_count_error(0, 1, usize::MAX));
    }
    let f = vm.expect_string(s[0])?;
    let fmt = obj::as_string(f).bytes.clone();
    let out = sprintf(vm, &fmt, &s[1..])?;
    Ok(vm.new_string(out))
}

fn s_percent(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    let a = args.get(0);
    let list = if obj::is_type(a, ObjType::Array) { obj::as_array(a).items.clone() } else { vec![a] };
    let fmt = obj::as_string(recv).bytes.clone();
    let mark = vm.temp_roots.len();
    vm.temp_roots.extend_from_slice(&list);
    let out = sprintf(vm, &fmt, &list);
    vm.temp_roots.truncate(mark);
    Ok(vm.new_string(out?))
}

pub fn init(vm: &mut Vm) {
    let k = vm.core.kernel;
    vm.define_private_builtin(k, "format", -1, k_format);
    vm.define_private_builtin(k, "sprintf", -1, k_format);
    vm.define_singleton_builtin(k, "format", -1, k_format);
    let s = vm.core.string;
    vm.define_builtin(s, "%", 1, s_percent);
}
