# Integer iteration methods with hostile bounds, stopped early.
[[1, 2**64], [2**64, 1], [-(2**64), 0], [0, 1.0 / 0], [0, 0.0 / 0], [1, nil], [1, "a"]].each do |a, b|
  begin
    a.upto(b) { break }
    a.downto(b) { break }
    a.step(b) { break }
    a.upto(b).size
  rescue ArgumentError, TypeError, FloatDomainError, NoMethodError => e
    p [a, b, e.class]
  end
end
p 2**64.times { break 1 }
p (2**64).times.size
p((-5).times.to_a, 0.upto(-1).to_a)
p 1.step(10, 3).to_a, 10.step(1, -4).to_a, 1.0.step(2.0, 0.5).to_a
