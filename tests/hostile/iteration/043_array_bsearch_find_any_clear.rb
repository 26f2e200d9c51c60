# Hostile iteration input: array bsearch find any clear.
a = (1..16).to_a
p a.bsearch { |x| a.clear; x.nil? ? 1 : 8 <=> x }
