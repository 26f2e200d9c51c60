# Blocks: Array#each, Array#map and Integer#times with a closure over a local.
a = (1..5_000_000).to_a
sum = 0
a.each { |x| sum += x }
doubled = a.map { |x| x * 2 }
count = 0
5_000_000.times { count += 1 }
p sum, doubled.size, count
