# Hostile iteration input: array bsearch pop.
a = (1..20).to_a
p a.bsearch { |x| a.pop(5); x.nil? || x >= 10 }
p a
