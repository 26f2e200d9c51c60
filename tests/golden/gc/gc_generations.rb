# Generational GC counters: GC.start is a major collection, allocation runs minor ones, and
# objects that survive several collections are counted as old.
s = GC.stat
p s.key?(:minor_gc_count), s.key?(:major_gc_count), s.key?(:old_objects)
p GC.stat(:count) == GC.stat(:minor_gc_count) + GC.stat(:major_gc_count)
before = GC.stat(:major_gc_count)
GC.start
p GC.stat(:major_gc_count) == before + 1
minor = GC.stat(:minor_gc_count)
keep = []
200_000.times { |i| x = "s#{i}"; keep << x if i % 100 == 0 }
p GC.stat(:minor_gc_count) > minor
4.times { GC.start }
p GC.stat(:old_objects) >= keep.size
p keep.size, keep.last
# Young objects stored into an old array survive minor collections.
old = Array.new(1000) { |i| i.to_s }
4.times { GC.start }
1000.times { |i| old[i] = "young #{i}" }
50_000.times { |i| "garbage #{i}" }
p old.first, old.last, old.size
h = {}
4.times { GC.start }
500.times { |i| h["k#{i}"] = [i] }
50_000.times { |i| [i, i] }
p h["k499"], h.size
