# Integer() on hostile strings and values.
["", " ", "0x", "0b2", "1_", "_1", "1__2", "0o8", "99999999999999999999999999", "-0", "+-1",
 "\xff", "1\x002", "１２", "0x" + "f" * 1000, " 12 ", "12abc", "1e5", "0_1", "0d12", "0D", "--1"].each do |s|
  begin
    p Integer(s)
  rescue ArgumentError, TypeError => e
    p [e.class, e.message.bytesize > 0]
  end
end
[nil, 1.0 / 0, 0.0 / 0, -1.0 / 0, 1e308, :a, [], Object.new].each do |v|
  begin
    p Integer(v)
  rescue ArgumentError, TypeError, FloatDomainError => e
    p [e.class, e.message]
  end
end
p Integer("z", exception: false)
[0, 1, 37, -2, 2**64].each do |b|
  begin
    p Integer("11", b)
  rescue ArgumentError, RangeError, TypeError => e
    p [e.class, e.message]
  end
end
