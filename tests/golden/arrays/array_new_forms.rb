# Array.new forms and shared-reference pitfalls
p Array.new
p Array.new(3)
p Array.new(3, 0)
p Array.new(3) { |i| i * i }
shared = Array.new(2, [])
shared[0] << :x
p shared
separate = Array.new(2) { [] }
separate[0] << :x
p separate
p Array.new([1, 2])
p Array(nil), Array([1]), Array(1..3), Array("s")
orig = [[1, 2], [3]]
copy = orig.dup
copy[0] << 99
copy << [4]
p orig
p copy
p [1, 2, 3].to_a
p %w[a b].to_a.equal?(%w[a b])
begin
  Array.new(-1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
