# Bit operations and shifts at machine-word edges.
vals = [0, 1, -1, 2**62, 2**63 - 1, -2**63, 2**64, -(2**64), 2**31]
vals.each do |a|
  [0, 1, 31, 32, 63, 64, 65, -1, -64, -65, 100].each do |s|
    a << s; a >> s; a[s]
  end
  vals.each do |b|
    a & b; a | b; a ^ b; a <=> b
    begin
      a / b; a % b; a.divmod(b); a.gcd(b); a.lcm(b)
    rescue ZeroDivisionError
    end
  end
  a.bit_length; ~a; -a; a.abs; a.to_s(2); a.to_s(36); a.size
end
[1, 37, 0, -2].each do |b|
  begin
    10.to_s(b)
  rescue ArgumentError => e
    p e.message
  end
end
p (2**64).bit_length, (-2**63).bit_length, 2**64 >> 200, -1 >> 200, 1[-5]
