# Hostile iteration input: array bsearch index shift.
a = (1..16).to_a
p a.bsearch_index { |x| a.shift; x.nil? || x >= 8 }
