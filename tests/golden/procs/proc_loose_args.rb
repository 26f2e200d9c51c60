pr = proc { |a, b| [a, b] }
p pr.call(1)
p pr.call(1, 2, 3)
p pr.call([4, 5])
p pr.call([4, 5], 6)
p pr.call

one = proc { |a| a }
p one.call(1, 2)
p one.call([1, 2])

splat = Proc.new { |*a| a }
p splat.call(1, 2)
p splat.call([1, 2])

opt = proc { |a, b = :dflt| [a, b] }
p opt.call(1)
p opt.call([7, 8])
