# Integer#pow(a, m) with zero, negative and huge moduli and exponents.
[[2, 10, 0], [2, 10, -7], [2, -1, 7], [0, 0, 1], [3, 2**64, 2**64 + 1], [-3, 3, 7], [2, 100, -1],
 [2**64, 2**64, 97], [2, 0, 1], [5, 3, 1.5], [5, 3.0, 7], [2, 10, nil]].each do |a, b, m|
  begin
    p a.pow(b, m)
  rescue ZeroDivisionError, RangeError, TypeError, ArgumentError => e
    p [e.class, e.message]
  end
end
[0, -1, 2**64, 0.5, -0.5].each do |e|
  begin
    p 0 ** e, (-8) ** (1.0 / 3)
  rescue ZeroDivisionError => ex
    p ex.class
  end
end
