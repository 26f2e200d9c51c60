# Hostile iteration input: string upto clear.
s = +"a"
p "a".upto(s).to_a
r = []
s2 = +"e"
"a".upto(s2) { |x| s2.clear; r << x }
p r
