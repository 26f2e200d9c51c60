big = 2**200
floats = (1..1000).map { |i| i / 7.0 }
bigs = (1..100).map { |i| big + i }
GC.start
p big
p bigs.last - big
p bigs.sum - big * 100
p floats[6]
p floats.sum.round(3)
fact = (1..50).inject(:*)
5.times { GC.start }
p fact
p fact.to_s.size
