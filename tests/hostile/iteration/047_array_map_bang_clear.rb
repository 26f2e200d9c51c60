# Hostile iteration input: array map bang clear.
a = [1, 2, 3]
p a.map! { |x| a.clear; x * 2 }
