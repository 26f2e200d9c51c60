# only nil and false are falsy
[nil, false, true, 0, 1, "", "text", [], {}, :sym, 0.0].each do |v|
  if v
    puts "#{v.inspect} is truthy"
  else
    puts "#{v.inspect} is falsy"
  end
end
p !nil
p !0
p !!"x"
p nil.to_a
p nil.to_s
p nil & true
p nil | 1
p false ^ true
p true & 3
