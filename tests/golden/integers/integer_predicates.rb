# common integer query and helper methods
p 4.even?, 4.odd?
p 0.zero?, 3.zero?
p 5.positive?, -5.negative?, 0.positive?
p -9.abs
p 12.gcd(18)
p 4.lcm(6)
p 15.clamp(1, 10)
p -3.clamp(0, 5)
p 5.between?(1, 10)
p 3.integer?
p 7.pred
p 10.bit_length
p 255.bit_length
p Integer.sqrt(30)
p 1.0.to_i
p 65.chr
p 3.to_f
p 3.to_s
p 7.ceil(-1), 7.floor(-1), 15.round(-1), 25.round(-1)
p 25.round(-1, half: :even)
p 1234.round(-2)
p 5.nonzero?
p 0.nonzero?
p [3, 1, 2].max, [3, 1, 2].min
