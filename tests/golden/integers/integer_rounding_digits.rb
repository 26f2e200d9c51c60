# Integer#round/floor/ceil/truncate with negative digits and rounding modes
[15, 25, -25, 35, 1234, -1234, 5, 1_000_005, 2 ** 70 + 5].each do |n|
  p [n.round(-1), n.round(-1, half: :even), n.round(-1, half: :down), n.round(-1, half: :up)]
  p [n.floor(-1), n.ceil(-1), n.truncate(-1), n.round(-2), n.floor(-2), n.ceil(-2)]
end
p 555.round(-3), 555.round(-4), 555.round(2), 555.floor(50)
p 12345.6789.round(-2), 12345.6789.floor(-2), 12345.6789.ceil(-2), -12345.6789.truncate(-2)
p 2.5.round(half: :even), 3.5.round(half: :even), -2.5.round(half: :down), 2.5.round(half: nil)
begin
  1.round(half: :sideways)
  puts "no check without digits"
  1.round(-1, half: :sideways)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  1.5.round(1, half: "middle")
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
