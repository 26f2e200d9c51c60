# Hostile iteration input: string bytes block pop.
s = +"abcdef"
s.bytes { |b| s.chop!; p b }
