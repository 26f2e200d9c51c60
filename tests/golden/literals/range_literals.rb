# range literal forms
p 1..5
p 1...5
p (1..5).to_a
p (1...5).to_a
p ('a'..'e').to_a
p 'a'..'e'
p (1..)
p (..5)
p (1..nil)
p (1.5..2.5)
r = (1..10)
p r.begin, r.end
p (1...10).exclude_end?
p (1..10).exclude_end?
p (0..0).to_a
p (5..1).to_a
p (1..).first(3)
x = 3
p (x..x + 2).to_a
p (1..3).class
