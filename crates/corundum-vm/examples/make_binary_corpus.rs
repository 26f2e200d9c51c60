//! Writes the generated part of `tests/binary_corpus/` (see its README): run from the repository
//! root as `cargo run -p corundum-vm --example make_binary_corpus` after the binary format
//! changes (the corpus test says so when a `valid/` file stops loading).
//!
//! - `valid/`: the binaries of the two smallest programs of every `tests/golden/` group (plus a
//!   few written here), so the corpus covers every kind of literal, iseq and instruction the
//!   compiler makes;
//! - `mutated/`: from every sixth valid binary, deterministic mutants (its own generator, fixed
//!   seed): truncated (with the header's size and offsets patched to match, so the reader gets
//!   past the header), bit-flipped, length-inflated (a byte replaced by a huge small uint, the
//!   offsets after it moved), index-corrupted (a byte replaced by an index just past a table);
//! - `crafted/`: hostile binaries built by hand: deep literal nesting, huge counts and stack
//!   effects, cycles in the iseq tree.
//!
//! `found/` (minimized inputs the fuzzer found) is never touched. The files it writes replace
//! those of the same name; stale ones are removed from the three directories it owns.

use std::fs;
use std::path::{Path, PathBuf};

use corundum_vm::bytecode::small_uint::write as put;
use corundum_vm::bytecode::{self, vm_version, FORMAT_MAJOR, FORMAT_MINOR, MAGIC};
use corundum_vm::{Options, Vm};

/// Sources larger than this are skipped (the corpus stays small).
const MAX_SOURCE: u64 = 3000;
/// Binaries larger than this are skipped.
const MAX_BINARY: usize = 12_000;

/// SplitMix64, seeded: the corpus is the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Where the header's fields are in `bin`: (offset of the 16 bytes of section offsets, the
/// offsets themselves).
fn layout(bin: &[u8]) -> (usize, [u32; 4]) {
    let mut pos = 12;
    let vlen = bytecode::small_uint::read(bin, &mut pos).expect("version length") as usize;
    let at = pos + vlen;
    let w = |i: usize| u32::from_le_bytes(bin[at + 4 * i..at + 4 * i + 4].try_into().expect("4 bytes"));
    (at, [w(0), w(1), w(2), w(3)])
}

fn set_word(bin: &mut [u8], at: usize, v: u32) {
    bin[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

/// `bin` with its total size and section offsets rewritten for bytes `[at, at + removed)`
/// replaced by `inserted` bytes.
fn splice(bin: &[u8], at: usize, removed: usize, inserted: &[u8]) -> Vec<u8> {
    let (hdr, [table_at, list_at, extra_at, extra_len]) = layout(bin);
    let mut out = bin[..at].to_vec();
    out.extend_from_slice(inserted);
    out.extend_from_slice(&bin[at + removed..]);
    let delta = inserted.len() as i64 - removed as i64;
    let moved = |off: u32| if off as usize > at { (off as i64 + delta) as u32 } else { off };
    let total = out.len() as u32;
    set_word(&mut out, 8, total);
    set_word(&mut out, hdr, table_at);
    set_word(&mut out, hdr + 4, moved(list_at));
    let new_extra = moved(extra_at);
    set_word(&mut out, hdr + 8, new_extra);
    let extra_len = if extra_len == 0 { 0 } else { (out.len() as u32).saturating_sub(new_extra) + 1 };
    set_word(&mut out, hdr + 12, extra_len);
    out
}

/// `bin` cut at `cut` (past the header), with the header patched so the cut falls inside the
/// section it is in rather than at the size check.
fn truncate(bin: &[u8], cut: usize) -> Vec<u8> {
    let (hdr, [_, list_at, extra_at, _]) = layout(bin);
    let mut out = bin[..cut].to_vec();
    set_word(&mut out, 8, cut as u32);
    if (list_at as usize) > cut {
        set_word(&mut out, hdr + 4, cut as u32);
    }
    if (extra_at as usize) >= cut {
        set_word(&mut out, hdr + 8, cut as u32);
        set_word(&mut out, hdr + 12, 0);
    } else {
        set_word(&mut out, hdr + 12, (cut as u32 - extra_at) + 1);
    }
    out
}

fn small_uint(v: u64) -> Vec<u8> {
    let mut b = Vec::new();
    put(&mut b, v);
    b
}

/// A binary from hand-written sections (table and list bytes as the format has them).
fn assemble(table: &[u8], list: &[u8]) -> Vec<u8> {
    let version = vm_version();
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&[FORMAT_MAJOR, FORMAT_MINOR, std::mem::size_of::<usize>() as u8, u8::from(cfg!(target_endian = "little"))]);
    out.extend_from_slice(&[0; 4]);
    put(&mut out, version.len() as u64);
    out.extend_from_slice(version.as_bytes());
    let hdr = out.len();
    out.extend_from_slice(&[0; 16]);
    let table_at = out.len();
    out.extend_from_slice(table);
    let list_at = out.len();
    out.extend_from_slice(list);
    let n = out.len() as u32;
    set_word(&mut out, 8, n);
    set_word(&mut out, hdr, table_at as u32);
    set_word(&mut out, hdr + 4, list_at as u32);
    set_word(&mut out, hdr + 8, n);
    out
}

fn compile(vm: &mut Vm, src: &[u8], name: &str) -> Option<Vec<u8>> {
    let iseq = vm.compile_source(src, name, "<main>").ok()?;
    vm.temp_roots.push(iseq);
    let bin = bytecode::to_binary(vm, iseq, None).ok();
    vm.temp_roots.pop();
    bin.filter(|b| b.len() <= MAX_BINARY)
}

/// The table and list of `bin`, for the crafted binaries to start from.
fn sections(bin: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let (_, [table_at, list_at, extra_at, _]) = layout(bin);
    (bin[table_at as usize..list_at as usize].to_vec(), bin[list_at as usize..extra_at as usize].to_vec())
}

fn crafted(vm: &mut Vm) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    // Literals nested thousands deep: each Array holds the one before it, and a Hash keyed by
    // the deepest (hashing and inspecting recurse through it).
    for depth in [100usize, 20_000] {
        let mut table = small_uint(depth as u64 + 2);
        table.push(0); // nil
        for i in 0..depth {
            table.push(12); // ARRAY
            table.push(0);
            table.extend(small_uint(1));
            table.extend(small_uint(i as u64));
        }
        table.push(13); // HASH, key and value the deepest Array
        table.push(0);
        table.extend(small_uint(1));
        table.extend(small_uint(depth as u64));
        table.extend(small_uint(depth as u64));
        let (_, list) = sections(&compile(vm, b"nil", "t.rb").expect("compiles"));
        out.push((format!("nested_literals_{depth}"), assemble(&table, &list)));
    }
    // Counts far beyond the input: the table, an Array, a String, the iseq list.
    for (name, table) in [
        ("huge_table_count", small_uint(u64::MAX)),
        ("huge_array_count", [small_uint(1), vec![12, 0], small_uint(1 << 40)].concat()),
        ("huge_string_length", [small_uint(1), vec![6, 0, 0], small_uint(u64::MAX - 3)].concat()),
        ("huge_bignum_length", [small_uint(1), vec![7, 0], small_uint(1 << 62)].concat()),
    ] {
        out.push((name.to_string(), assemble(&table, &small_uint(1))));
    }
    let (table, _) = sections(&compile(vm, b"nil", "t.rb").expect("compiles"));
    out.push(("huge_iseq_count".into(), assemble(&table, &small_uint(u64::MAX >> 1))));
    // Real programs with one operand or count turned hostile: the mutants of `valid/` do this
    // at random; these aim at the stack-effect arithmetic and the line table's sums.
    for (name, src) in [("expandarray", &b"a, b = [1, 2]\np a"[..]), ("dupn", b"h = {}\nh[1] ||= 2"), ("lines", b"p 1\n\n\n\np 2\np 3")] {
        if let Some(bin) = compile(vm, src, "t.rb") {
            let (_, [_, list_at, extra_at, _]) = layout(&bin);
            // Every byte of the list in turn replaced by a 9-byte u64::MAX and by 2^62.
            for (k, big) in [u64::MAX, 1 << 62].into_iter().enumerate() {
                for at in (list_at as usize..extra_at as usize).step_by(11) {
                    out.push((format!("{name}_big{k}_{at}"), splice(&bin, at, 1, &small_uint(big))));
                }
            }
        }
    }
    out
}

fn golden_programs(root: &Path) -> Vec<(String, PathBuf)> {
    let mut groups: Vec<PathBuf> = fs::read_dir(root).map(|d| d.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect()).unwrap_or_default();
    groups.sort();
    let mut out = Vec::new();
    for g in groups {
        let mut files: Vec<(u64, PathBuf)> = fs::read_dir(&g)
            .map(|d| {
                d.flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "rb"))
                    .filter_map(|p| Some((fs::metadata(&p).ok()?.len(), p)))
                    .filter(|(n, _)| *n <= MAX_SOURCE)
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        let group = g.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for (_, p) in files.into_iter().take(2) {
            let stem = p.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            out.push((format!("{group}_{stem}"), p));
        }
    }
    out
}

fn write_dir(dir: &Path, files: &[(String, Vec<u8>)]) {
    let _ = fs::remove_dir_all(dir);
    fs::create_dir_all(dir).expect("create the corpus directory");
    for (name, bytes) in files {
        fs::write(dir.join(format!("{name}.crbc")), bytes).expect("write a corpus file");
    }
}

fn main() {
    let root = Path::new("tests");
    let corpus = root.join("binary_corpus");
    let mut vm = Vm::new(Options::default());
    vm.set_stack_base();

    let mut valid = Vec::new();
    for (name, path) in golden_programs(&root.join("golden")) {
        let src = fs::read(&path).expect("read a golden program");
        if let Some(bin) = compile(&mut vm, &src, &path.to_string_lossy()) {
            valid.push((name, bin));
        }
    }
    for (name, src) in [
        ("literals", &b"p [1, 2.5, 2**80, 3r, 4i, (1..2), /a#{1}b/o, {a: 'x'}, __ENCODING__, :s, nil, true, Integer]"[..]),
        ("params", b"def f(a, b = 1, *c, d, e:, f: 2, **g, &h) = [a, b, c, d, e, f, g, h]\np f(1, 2, e: 3)"),
        ("rescue", b"def m\n  yield\nrescue ArgumentError => e\n  retry if false\n  e\nensure\n  p 1\nend\nm { raise ArgumentError }"),
        ("with_extra", b"p __FILE__"),
    ] {
        if let Some(bin) = compile(&mut vm, src, "t.rb") {
            valid.push((name.to_string(), bin));
        }
    }
    // One binary with extra data, as `to_binary("...")` writes it.
    if let Some(i) = valid.iter().position(|(n, _)| n == "with_extra") {
        let Ok(iseq) = vm.compile_source(b"p __FILE__", "t.rb", "<main>") else { panic!("compiles") };
        vm.temp_roots.push(iseq);
        valid[i].1 = bytecode::to_binary(&mut vm, iseq, Some(b"extra data")).expect("dumps");
        vm.temp_roots.pop();
    }

    let mut rng = Rng(14);
    let mut mutated = Vec::new();
    for (name, bin) in valid.iter().step_by(6) {
        let (hdr, [_, list_at, _, _]) = layout(bin);
        let body = hdr + 16;
        let n = bin.len();
        // Truncated: once in the table, once in the iseq list.
        for (k, cut) in [body + rng.below(list_at as usize - body), list_at as usize + rng.below(n - list_at as usize)].into_iter().enumerate() {
            mutated.push((format!("trunc{k}_{name}"), truncate(bin, cut)));
        }
        // Bit-flipped: one to three bits past the header.
        for k in 0..2 {
            let mut b = bin.clone();
            for _ in 0..=rng.below(3) {
                let at = body + rng.below(n - body);
                b[at] ^= 1 << rng.below(8);
            }
            mutated.push((format!("flip{k}_{name}"), b));
        }
        // Length-inflated: a byte replaced by a large small uint.
        let big = [1u64 << 20, 1 << 31, 1 << 40, u64::MAX][rng.below(4)];
        mutated.push((format!("inflate_{name}"), splice(bin, body + rng.below(n - body), 1, &small_uint(big))));
        // Index-corrupted: a byte replaced by an index just past the object table.
        let mut at = body;
        let entries = bytecode::small_uint::read(bin, &mut at).unwrap_or(0);
        let at = list_at as usize + rng.below(n - list_at as usize);
        mutated.push((format!("index_{name}"), splice(bin, at, 1, &small_uint(entries + rng.below(3) as u64))));
    }

    let crafted = crafted(&mut vm);
    write_dir(&corpus.join("valid"), &valid);
    write_dir(&corpus.join("mutated"), &mutated);
    write_dir(&corpus.join("crafted"), &crafted);
    println!("valid: {}, mutated: {}, crafted: {}", valid.len(), mutated.len(), crafted.len());
}
