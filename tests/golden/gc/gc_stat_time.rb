# GC.stat(:time) is the total time spent in garbage collection, in milliseconds: an Integer that
# starts at or above 0 and never decreases. GC.stat's hash has it (with marking_time and
# sweeping_time, its two parts) right after :count.
t0 = GC.stat(:time)
p t0.class
p t0 >= 0

times = [t0]
4.times do |round|
  garbage = Array.new(5000) { |i| "round #{round} item #{i}" }
  garbage = nil
  GC.start
  times << GC.stat(:time)
end
p times.all? { |t| t.is_a?(Integer) }
p times.each_cons(2).all? { |a, b| a <= b }

stat = GC.stat
p stat.keys.first(4)
p stat[:time] >= 0
p (stat[:time] - stat[:marking_time] - stat[:sweeping_time]).between?(0, 1)

h = {}
p GC.stat(h).equal?(h)
p h[:time].is_a?(Integer)

begin
  GC.stat(:no_such_key)
rescue ArgumentError => e
  puts e.message
end
begin
  GC.stat("time")
rescue TypeError => e
  puts e.message
end
