# String building: String#<< appends, String#+ copies and "#{}" interpolation of strings and integers.
total = 0
check = 0
15_000.times do |round|
  buf = +""
  i = 0
  while i < 200
    buf << "item" << i.to_s << ","
    i += 1
  end
  label = "round " + round.to_s + ": " + buf.size.to_s
  j = 0
  line = nil
  while j < 200
    line = "#{round}-#{j}:#{label}"
    j += 1
  end
  total += buf.size + label.size + line.size
  check = (check * 31 + line.size + buf.size) % 1_000_000_007
end
puts total
puts check
