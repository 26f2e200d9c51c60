# Shifting by the most negative Fixnum: its negation is no Fixnum, which once made the two
# shift fast paths call each other without end (a native stack overflow).
min = -4611686018427387904
[5, -5, 0, min, 2**64, -(2**64)].each do |a|
  p [a << min, a >> -min, a >> min.abs]
end
tries = [-> { 2.pow(min, 7) }, -> { 1r ** min }, -> { (-1r) ** min }, -> { 2r ** min }, -> { 2r ** -min }]
tries.each { |t| p(begin; t.call; rescue => e; [e.class, e.message]; end) }
p 5.ceil(-20), -5.floor(-20), 5.floor(-20), -5.ceil(-20), 0.ceil(-20)
p((2**70).ceil(-40), (-2**70).floor(-40), 5.ceil(-300).to_s.size)
