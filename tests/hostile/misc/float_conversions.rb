# Float() on hostile strings and values.
["", "1e", "1e400", "-1e400", "1e-400", "NaN", "Infinity", "0x1p3", "1_000.5", "1.", ".5", "1__0",
 "\xff", "1\x00", "   ", "1e" + "9" * 100, "0." + "0" * 5000 + "1", "9" * 400].each do |s|
  begin
    p Float(s)
  rescue ArgumentError, TypeError => e
    p [e.class, e.message.bytesize > 0]
  end
end
[nil, 2**64, 10**400, -(10**400), :a, Object.new].each do |v|
  begin
    p Float(v)
  rescue ArgumentError, TypeError, RangeError => e
    p [e.class, e.message]
  end
end
p Float("x", exception: false)
