# Array#zip takes only as many elements from a non-Array argument as the receiver has, so
# endless ranges and other endless sources can be zipped.
p [1, 2, 3].zip(1..)
p [1, 2, 3].zip(1.., "a"..)
p [].zip(1..)
p [:a, :b].zip((1..).each_slice(2))
p [1, 2].zip(1..1)
r = []
[1, 2].zip(10..) { |x| r << x }
p r
