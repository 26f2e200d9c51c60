# Array#repeated_combination and #repeated_permutation: with blocks, as Enumerators, edge sizes.
p [1, 2, 3].repeated_combination(2).to_a
p [1, 2].repeated_permutation(2).to_a
p [1, 2].repeated_permutation(0).to_a
p [].repeated_combination(1).to_a
p [].repeated_combination(0).to_a
p [1, 2].repeated_combination(-1).to_a
p [1, 2, 3].repeated_combination(3).count
p [1, 2].repeated_permutation(3).map(&:sum)
a = [1, 2]
r = []
p a.repeated_combination(2) { |c| r << c }.equal?(a)
p r
a = [1, 2, 3]
a.repeated_permutation(1) { |c| a << 9 if a.size < 5 }
p a
begin
  [1].repeated_combination
rescue ArgumentError => e
  p e.message
end
begin
  [1].repeated_combination("x")
rescue TypeError => e
  p e.message
end
