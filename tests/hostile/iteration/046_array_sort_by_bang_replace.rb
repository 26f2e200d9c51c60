# Hostile iteration input: array sort by bang replace.
a = (1..10).to_a
p a.sort_by! { |x| a.replace([1]); -x }
