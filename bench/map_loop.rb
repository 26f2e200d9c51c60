# Array#map building new arrays from a block, chained a few times.
src = Array.new(50_000) { |i| i }
check = 0
200.times do |round|
  doubled = src.map { |x| x * 2 + round }
  squares = doubled.map { |x| x % 97 }
  check = (check + squares[round * 11] + squares.size) % 1_000_000_007
end
puts check
