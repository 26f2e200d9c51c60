//! Zlib::GzipReader's line reads: `gets(sep = $/, limit = nil)` with CRuby's separator and
//! limit rules (paragraph mode for an empty separator, nil for the rest, a limit that never
//! splits a character), and `readline`, `each`/`each_line`, `readlines` over it.
//!
//! Invariant: a line is returned in the reader's encoding and counted in `lineno`; the search
//! reads more compressed input only when the buffered output cannot hold the line.

use corundum_vm::api::{Args, Result, Ruby, Value};

use super::reader::max_char_len;
use super::{fill, new_str, open_gz, read_all, read_more, take, Gz};

fn buffered(rb: &Ruby, gz: Gz) -> &[u8] {
    gz.get(rb).z.buf.as_deref().unwrap_or(&[])
}

/// `gzreader_skip_linebreaks`: drops the newlines in front (paragraph mode).
fn skip_linebreaks(rb: &mut Ruby, gz: Gz) -> Result<()> {
    loop {
        while gz.get(rb).z.filled() == 0 {
            if gz.get(rb).is_finished() {
                return Ok(());
            }
            read_more(rb, gz)?;
        }
        let (count, all) = {
            let buf = buffered(rb, gz);
            let c = buf.iter().take_while(|&&b| b == b'\n').count();
            (c, c == buf.len())
        };
        take(rb, gz, count);
        if !all {
            return Ok(());
        }
    }
}

/// `gzreader_charboundary`: `n`, moved forward to the end of the character it cuts.
fn char_boundary(rb: &mut Ruby, gz: Gz, n: usize) -> Result<usize> {
    let enc = gz.get(rb).enc;
    let (head, found, left) = {
        let buf = buffered(rb, gz);
        let end = buf.len();
        let mut p = 0;
        loop {
            let k = enc.char_len(&buf[p..end]).max(1);
            if p + k > n - 1 || p + k >= end {
                break;
            }
            p += k;
        }
        (p, enc.precise_char_len(&buf[p..end]), end - p)
    };
    if head >= n {
        return Ok(n);
    }
    if let Some(k) = found {
        return Ok(head + k);
    }
    let max = max_char_len(enc);
    if left < max && !gz.get(rb).z.is_finished() {
        if let Some(m) = fill(rb, gz, (n + max - left) as i64)? {
            if m > 0 {
                let again = enc.precise_char_len(&buffered(rb, gz)[head..]);
                if let Some(k) = again {
                    return Ok(head + k);
                }
            }
        }
    }
    Ok(n)
}

/// `gzreader_gets`: the next line (nil at the end).
fn gets_line(rb: &mut Ruby, recv: Value, argv: &[Value]) -> Result {
    let gz = open_gz(rb, recv)?;
    let enc = gz.get(rb).enc;
    let maxlen = max_char_len(enc);
    let mut limit: i64 = -1;
    let rs = if argv.is_empty() {
        rb.gvar_get("$/")
    } else {
        if argv.len() > 2 {
            return Err(rb.arg_count_error(argv.len(), 0, 2));
        }
        let mut rs = argv[0];
        let mut lim = argv.get(1).copied().unwrap_or(Value::NIL);
        if !lim.is_nil() {
            if !rs.is_nil() {
                rs = rb.expect_string(rs)?;
            }
        } else if !rs.is_nil() {
            match rb.check_string(rs)? {
                Some(s) => rs = s,
                None => {
                    lim = rs;
                    rs = rb.gvar_get("$/");
                }
            }
        }
        if !lim.is_nil() {
            limit = rb.expect_int(lim)?;
            if limit == 0 {
                return Ok(rb.new_binary_string(Vec::new()));
            }
        }
        rs
    };

    if rs.is_nil() {
        let dst = if limit < 0 {
            let d = read_all(rb, gz, Value::NIL)?;
            if rb.str_len(d) == 0 {
                return Ok(Value::NIL);
            }
            d
        } else {
            let n = match fill(rb, gz, limit)? {
                None | Some(0) => return Ok(Value::NIL),
                Some(n) => n,
            };
            let n = if maxlen > 1 && n as i64 >= limit && !gz.get(rb).is_finished() { char_boundary(rb, gz, n)? } else { limit as usize };
            let bytes = take(rb, gz, n);
            new_str(rb, gz, bytes)?
        };
        gz.get_mut(rb).lineno += 1;
        return Ok(dst);
    }

    let given = rb.str_bytes(rs).to_vec();
    let (sep, para) = if given.is_empty() { (b"\n\n".to_vec(), true) } else { (given, false) };
    let rslen = sep.len();
    if para {
        skip_linebreaks(rb, gz)?;
    }
    while gz.get(rb).z.filled() < rslen {
        if gz.get(rb).z.is_finished() {
            if gz.get(rb).z.filled() > 0 {
                gz.get_mut(rb).lineno += 1;
            }
            return super::reader::read_len(rb, gz, rslen as i64, Value::NIL);
        }
        read_more(rb, gz)?;
    }

    let mut p = 0usize;
    let mut n = rslen;
    loop {
        if n > gz.get(rb).z.filled() {
            if gz.get(rb).z.is_finished() {
                break;
            }
            read_more(rb, gz)?;
            p = n - rslen;
        }
        let buf = buffered(rb, gz);
        let mut filled = buf.len();
        if limit > 0 && filled as i64 >= limit {
            filled = limit as usize;
        }
        let span = (filled + 1).saturating_sub(n);
        let stop = (p + span).min(buf.len());
        let res = buf.get(p..stop).and_then(|s| s.iter().position(|&b| b == sep[0])).map(|i| p + i);
        match res {
            None => {
                n = filled;
                if limit > 0 && filled as i64 >= limit {
                    break;
                }
                n += 1;
            }
            Some(r) => {
                n += r - p;
                p = r;
                if rslen == 1 || buf.get(p..p + rslen) == Some(&sep[..]) {
                    break;
                }
                p += 1;
                n += 1;
            }
        }
    }
    if maxlen > 1 && n as i64 == limit && (gz.get(rb).z.filled() > n || !gz.get(rb).z.is_finished()) {
        n = char_boundary(rb, gz, n)?;
    }
    gz.get_mut(rb).lineno += 1;
    let bytes = match fill(rb, gz, n as i64)? {
        None => return Ok(Value::NIL),
        Some(k) => take(rb, gz, k),
    };
    if para {
        skip_linebreaks(rb, gz)?;
    }
    new_str(rb, gz, bytes)
}

/// `gets(sep = $/, limit = nil)`: also sets `$_`.
fn gets(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let line = gets_line(rb, recv, args.as_slice())?;
    if !line.is_nil() {
        rb.set_last_line(line);
    }
    Ok(line)
}

fn readline(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let line = gets(rb, recv, args)?;
    if line.is_nil() {
        return Err(rb.raise_core(corundum_vm::api::CoreClass::EofError, "end of file reached"));
    }
    Ok(line)
}

/// `each(sep = $/, limit = nil) { |line| ... }` and `each_line`.
fn each(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let Some(block) = args.block() else {
        return rb.enumerator_for(recv, "each", &[]);
    };
    loop {
        let line = gets_line(rb, recv, args.as_slice())?;
        if line.is_nil() {
            return Ok(recv);
        }
        rb.yield_block(block, &[line])?;
    }
}

fn readlines(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    let out = rb.new_array(Vec::new());
    loop {
        let line = gets_line(rb, recv, args.as_slice())?;
        if line.is_nil() {
            return Ok(out);
        }
        rb.array_push(out, line)?;
    }
}

pub fn init(rb: &mut Ruby, r: Value) -> Result<()> {
    corundum_vm::api::define_methods!(rb, r, [
        ("gets", -1, gets),
        ("readline", -1, readline),
        ("each", -1, each),
        ("each_line", -1, each),
        ("readlines", -1, readlines),
    ]);
    Ok(())
}
