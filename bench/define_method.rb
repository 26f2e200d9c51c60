# Calls to methods created with define_method (no arguments, positional arguments, captured locals).
class Shape
  scale = 3
  define_method(:unit) { 1 }
  define_method(:double) { |x| x * 2 }
  define_method(:area) { |w, h| w * h }
  define_method(:scaled) { |x| x * scale }
  %i[red green blue].each_with_index do |color, index|
    define_method(:"#{color}_code") { index + 10 }
  end
end

s = Shape.new
sum = 0
i = 0
while i < 4_500_000
  sum += s.unit + s.double(i & 7) + s.area(i & 3, 5) + s.scaled(2)
  sum += s.red_code + s.green_code + s.blue_code
  i += 1
end
puts sum
