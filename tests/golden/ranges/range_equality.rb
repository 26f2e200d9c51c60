# range equality, construction and inspect
p (1..3) == (1..3)
p (1..3) == (1...3)
p (1..3).eql?(1..3)
p (1..3) == (1.0..3.0)
p (1..3).eql?(1.0..3.0)
p (1..3).hash == (1..3).hash
p Range.new(1, 3)
p Range.new(1, 3, true)
p Range.new(1, 3, true) == (1...3)
p (1..3).frozen?
p (1..3).to_s
p (1...3).inspect
p ("a".."b").to_s
p ("a".."b").inspect
p (1..3).class
begin
  Range.new(1, "a")
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
x = 2
p (x..x * 3)
