# float query and conversion methods
p 0.0.zero?, 0.5.zero?
p 1.5.positive?, -1.5.negative?, -0.0.negative?
p 2.0.integer?
p 2.0.to_i
p 2.9.to_i
p 3.7.to_s
p 3.0.to_s
p 3.7.inspect
p 1.5.class
p 1.5.is_a?(Numeric)
p 1.5.is_a?(Integer)
p 2.5.floor.is_a?(Integer)
p 1.5.frozen?
p 0.1.next_float > 0.1
p 1.5.prev_float < 1.5
p 4.0.abs, -4.0.magnitude
p 2.5.coerce(1)
p 10.0.to_s.length
p -0.0.to_s
p 1e2.to_i
