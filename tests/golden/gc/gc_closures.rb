def make_counter(start)
  count = start
  [-> { count += 1 }, -> { count }]
end

counters = (1..50).map { |i| make_counter(i * 100) }
GC.start
counters.each { |inc, _| inc.call }
1000.times { |i| "temporary #{i}" }
GC.start
p counters.first[1].call
p counters.last[1].call
p counters.map { |_, get| get.call }.sum

blocks = []
words = %w[alpha beta gamma]
words.each { |w| blocks << proc { w.upcase } }
words = nil
GC.start
p blocks.map(&:call)
