# A 100,000-long composition chain: calling it recurses; it must raise or answer, not crash.
f = ->(x) { x }
g = f
100_000.times { g = g >> f }
begin
  p g.call(1)
rescue SystemStackError => e
  p e.class
end
