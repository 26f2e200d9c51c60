def fmt(value, width: 8, fill: " ", align: :right)
  s = value.to_s
  case align
  when :right then s.rjust(width, fill)
  when :left then s.ljust(width, fill)
  else s.center(width, fill)
  end
end

def scaled(x, factor: 2, offset: factor * 10)
  x * factor + offset
end

def both(req:, opt: "default")
  "#{req}/#{opt}"
end

puts "[" + fmt(42) + "]"
puts "[" + fmt(42, width: 5) + "]"
puts "[" + fmt(42, fill: "0") + "]"
puts "[" + fmt("ab", align: :left, fill: ".") + "]"
puts "[" + fmt("ab", align: :center, width: 6, fill: "*") + "]"
puts scaled(1)
puts scaled(1, factor: 3)
puts scaled(1, offset: 0)
puts scaled(1, factor: 5, offset: 1)
puts both(req: "r")
puts both(opt: "o", req: "r")
