# String#to_i/to_f/to_r/to_c/hex/oct on hostile content.
["", " ", "-", "0x", "1e", "1" * 5000, "-" + "9" * 400, "\xff12", "1_000", "1__0", "0b1012", "  -0.0e-0  ",
 "1e99999", ".e1", "0o777", "0x_1"].each do |s|
  [:to_i, :to_f, :hex, :oct].each { |m| s.send(m) }
  [2, 8, 16, 36].each { |b| s.to_i(b) }
  [1, 37, -1].each do |b|
    begin
      s.to_i(b)
    rescue ArgumentError => e
      e.class
    end
  end
end
p "1e400".to_f, "-1e400".to_f, "1" * 30.to_i, "0x1f".hex, "777".oct
