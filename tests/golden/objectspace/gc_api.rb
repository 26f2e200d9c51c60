# GC and ObjectSpace module functions: enable/disable, start's keywords, stat keys, count_objects.
p GC.disable, GC.disable, GC.enable, GC.enable
p GC.start, GC.start(full_mark: false, immediate_sweep: false), GC.start(immediate_mark: true)
begin
  GC.start(foo: 1)
rescue ArgumentError => e
  p e.message
end
begin
  GC.start(1)
rescue ArgumentError => e
  p e.message
end
c = GC.count
GC.start
p GC.count > c, GC.stat(:count) == GC.count
st = GC.stat
p %i[count time marking_time sweeping_time heap_allocated_pages heap_live_slots heap_free_slots total_allocated_objects total_freed_objects minor_gc_count major_gc_count old_objects].all? { |k| st[k].is_a?(Integer) }
p st[:minor_gc_count] + st[:major_gc_count] == st[:count]
h = {}
p GC.stat(h).equal?(h), h[:count].is_a?(Integer)
begin
  GC.stat(:no_such_key)
rescue ArgumentError => e
  p e.message
end
co = ObjectSpace.count_objects
p co.keys.first(2), co[:TOTAL] >= co[:FREE], co[:T_STRING] > 0, co[:T_CLASS] > 0
given = { T_FAKE: 5 }
p ObjectSpace.count_objects(given).equal?(given), given[:T_FAKE], given[:TOTAL].is_a?(Integer)
begin
  ObjectSpace.count_objects(1)
rescue TypeError => e
  p e.message
end
p ObjectSpace.garbage_collect, ObjectSpace.garbage_collect(full_mark: true)
