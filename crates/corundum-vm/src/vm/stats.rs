//! Runtime counters printed by `--stats` (in the spirit of CRuby's debug counters), and the time
//! spent in garbage collection (always measured: `GC.stat(:time)` reports it too).

use std::time::{Duration, Instant};

/// Time spent in collections of one kind (minor or major).
#[derive(Default, Debug, Clone, Copy)]
pub struct GcTimes {
    /// All pauses added up.
    pub total: Duration,
    /// The longest single pause.
    pub max_pause: Duration,
    /// The marking part of the pauses (roots, tracing, the remembered-set refresh).
    pub mark: Duration,
}

#[derive(Default, Debug, Clone)]
pub struct Stats {
    /// `CORUNDUM_INSN_STATS=1`: executions per opcode and per (previous, current) opcode pair.
    pub insn_counts: Vec<u64>,
    pub pair_counts: std::collections::HashMap<(u8, u8), u64>,
    pub last_insn: u8,
    /// Call cache hits and misses (`mc_inline_hit`/`mc_inline_miss`).
    pub call_hit: u64,
    pub call_miss: u64,
    /// Hits on entries 2..4 of a polymorphic call cache.
    pub call_poly_hit: u64,
    /// Calls made at megamorphic sites (through the global method cache).
    pub call_megamorphic: u64,
    pub ivar_get_hit: u64,
    pub ivar_get_miss: u64,
    pub ivar_set_hit: u64,
    pub ivar_set_miss: u64,
    pub const_hit: u64,
    pub const_miss: u64,
    pub global_hit: u64,
    pub global_miss: u64,
    pub gc_minor: GcTimes,
    pub gc_major: GcTimes,
    /// Compile cache lookups (`vm::compile_cache`): entries used, files without an entry, and
    /// entries rejected (stale, corrupt, or not ours) and recompiled.
    pub compile_cache_hit: u64,
    pub compile_cache_miss: u64,
    pub compile_cache_rejected: u64,
}

impl Stats {
    pub fn count_insn(&mut self, op: u8) {
        if self.insn_counts.is_empty() {
            self.insn_counts = vec![0; crate::insn::INSNS.len()];
        }
        self.insn_counts[op as usize] += 1;
        *self.pair_counts.entry((self.last_insn, op)).or_default() += 1;
        self.last_insn = op;
    }

    /// The 25 most executed instructions and pairs, with their share of all instructions.
    pub fn insn_report(&self) -> String {
        let total: u64 = self.insn_counts.iter().sum::<u64>().max(1);
        let name = |i: u8| crate::insn::INSNS[i as usize].name;
        let mut s = format!("corundum instructions: {total}\n");
        let mut singles: Vec<(u64, u8)> = self.insn_counts.iter().enumerate().map(|(i, &c)| (c, i as u8)).filter(|x| x.0 > 0).collect();
        singles.sort_unstable_by(|a, b| b.cmp(a));
        for (c, op) in singles.iter().take(25) {
            s.push_str(&format!("  {:6.2}% {}\n", 100.0 * *c as f64 / total as f64, name(*op)));
        }
        let mut pairs: Vec<(u64, (u8, u8))> = self.pair_counts.iter().map(|(&k, &c)| (c, k)).collect();
        pairs.sort_unstable_by(|a, b| b.cmp(a));
        s.push_str("corundum instruction pairs:\n");
        for (c, (a, b)) in pairs.iter().take(25) {
            s.push_str(&format!("  {:6.2}% {} -> {}\n", 100.0 * *c as f64 / total as f64, name(*a), name(*b)));
        }
        s
    }

    /// Records one collection: `start` to `marked` was marking, `marked` to `end` sweeping.
    pub fn record_gc(&mut self, major: bool, start: Instant, marked: Instant, end: Instant) {
        let t = if major { &mut self.gc_major } else { &mut self.gc_minor };
        let pause = end - start;
        t.total += pause;
        t.max_pause = t.max_pause.max(pause);
        t.mark += marked - start;
    }

    /// Marking time of every collection (CRuby's `GC.stat(:marking_time)` before rounding).
    pub fn gc_marking_time(&self) -> Duration {
        self.gc_minor.mark + self.gc_major.mark
    }

    /// Sweeping time of every collection (`GC.stat(:sweeping_time)` before rounding).
    pub fn gc_sweeping_time(&self) -> Duration {
        self.gc_minor.total + self.gc_major.total - self.gc_marking_time()
    }

    pub fn report(&self, vm: &crate::vm::Vm) -> String {
        let h = &vm.heap.stats;
        let rate = |hit: u64, miss: u64| if hit + miss == 0 { 0.0 } else { 100.0 * hit as f64 / (hit + miss) as f64 };
        let mut s = String::new();
        s.push_str("corundum stats:\n");
        s.push_str(&format!("  gc_count:                {}\n", h.gc_count));
        s.push_str(&format!("  minor_gc_count:          {}\n", h.minor_gc_count));
        s.push_str(&format!("  major_gc_count:          {}\n", h.major_gc_count));
        let us = |d: Duration| d.as_micros();
        s.push_str(&format!("  gc_minor_time_us:        {}\n", us(self.gc_minor.total)));
        s.push_str(&format!("  gc_minor_max_pause_us:   {}\n", us(self.gc_minor.max_pause)));
        s.push_str(&format!("  gc_major_time_us:        {}\n", us(self.gc_major.total)));
        s.push_str(&format!("  gc_major_max_pause_us:   {}\n", us(self.gc_major.max_pause)));
        s.push_str(&format!("  gc_major_mark_time_us:   {}\n", us(self.gc_major.mark)));
        s.push_str(&format!("  old_objects:             {}\n", vm.heap.old));
        s.push_str(&format!("  total_allocated_objects: {}\n", h.total_allocated));
        s.push_str(&format!("  total_freed_objects:     {}\n", h.total_freed));
        s.push_str(&format!("  heap_live_slots:         {}\n", vm.heap.live_slots()));
        s.push_str(&format!("  heap_pages:              {}\n", vm.heap.pages.len()));
        // Peak resident memory, where the OS reports it (Linux's VmHWM).
        if let Some(kb) = std::fs::read_to_string("/proc/self/status")
            .ok()
            .and_then(|st| st.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok()))
        {
            s.push_str(&format!("  peak_rss_kb:             {kb}\n"));
        }
        s.push_str(&format!("  shapes:                  {}\n", vm.shapes.len()));
        s.push_str(&format!("  shape_tree_bytes:        {}\n", vm.shapes.memsize()));
        s.push_str(&format!("  too_complex_objects:     {}\n", vm.too_complex_objects()));
        // Every call through a call site goes through its cache: hit, miss or megamorphic.
        s.push_str(&format!("  method_calls:            {}\n", self.call_hit + self.call_poly_hit + self.call_miss + self.call_megamorphic));
        s.push_str(&format!("  mc_inline_hit:           {}\n", self.call_hit));
        s.push_str(&format!("  mc_inline_miss:          {}\n", self.call_miss));
        s.push_str(&format!("  mc_poly_hit:             {}\n", self.call_poly_hit));
        s.push_str(&format!("  mc_megamorphic:          {}\n", self.call_megamorphic));
        let hits = self.call_hit + self.call_poly_hit;
        s.push_str(&format!("  mc_inline_hit_rate:      {:.2}%\n", rate(hits, self.call_miss + self.call_megamorphic)));
        s.push_str(&format!("  global_mcache_hit:       {}\n", self.global_hit));
        s.push_str(&format!("  global_mcache_miss:      {}\n", self.global_miss));
        s.push_str(&format!("  ivar_get_hit:            {}\n", self.ivar_get_hit));
        s.push_str(&format!("  ivar_get_miss:           {}\n", self.ivar_get_miss));
        s.push_str(&format!("  ivar_set_hit:            {}\n", self.ivar_set_hit));
        s.push_str(&format!("  ivar_set_miss:           {}\n", self.ivar_set_miss));
        s.push_str(&format!("  const_cache_hit:         {}\n", self.const_hit));
        s.push_str(&format!("  const_cache_miss:        {}\n", self.const_miss));
        s.push_str(&format!("  compile_cache_hit:       {}\n", self.compile_cache_hit));
        s.push_str(&format!("  compile_cache_miss:      {}\n", self.compile_cache_miss));
        s.push_str(&format!("  compile_cache_rejected:  {}\n", self.compile_cache_rejected));
        s
    }
}
