# combination/permutation yield one at a time in CRuby's order: breaking out of a huge
# enumeration returns at once (checked with ruby40).
p [1,2,3,4].combination(2).to_a
p [1,2,3].permutation.to_a
p [1,2,3,4].permutation(2).to_a
p [1,2,3].combination(0).to_a, [1,2,3].permutation(0).to_a, [1,2].combination(3).to_a, [].permutation.to_a, [].combination(0).to_a
p [1,2,3].combination(3).to_a, [1,2,3].combination(1).to_a
r = nil; [*1..40].combination(20) { |c| r = c; break }; p r
r = nil; [*1..40].permutation { |c| r = c; break }; p r.size
p [1,1,2].permutation(2).to_a.size
