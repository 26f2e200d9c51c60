# integers grow into bignums and shrink back transparently
max = 2 ** 62 - 1
p max
p max + 1
p (max + 1) * 2
p 2 ** 64
p (2 ** 64).class
p 2 ** 64 - 2 ** 64
p (2 ** 64 - 2 ** 64).class
p 4611686018427387904 * 4611686018427387904
fact = 1
(1..30).each { |i| fact *= i }
p fact
p fact / (1..28).reduce(:*)
p 9223372036854775807 + 1
p -9223372036854775808 - 1
p (2 ** 70) > (2 ** 69)
p (2 ** 70) == 2 ** 70
p (2 ** 70) < 5
p 5 < 2 ** 70
p [2 ** 65, 1, -(2 ** 65)].sort
p [2 ** 65, 3].max
p (2 ** 100).to_s.length
p (10 ** 30).even?
