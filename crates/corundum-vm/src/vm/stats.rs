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
    pub insns: u64,
    pub calls: u64,
    /// `yield`s run in the interpreter loop.
    pub yields: u64,
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
}

impl Stats {
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
        s.push_str(&format!("  shapes:                  {}\n", vm.shapes.len()));
        s.push_str(&format!("  shape_tree_bytes:        {}\n", vm.shapes.memsize()));
        s.push_str(&format!("  too_complex_objects:     {}\n", vm.too_complex_objects()));
        s.push_str(&format!("  method_calls:            {}\n", self.calls));
        s.push_str(&format!("  inline_yields:           {}\n", self.yields));
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
        s
    }
}
