# Building a big String in one piece (`+`, interpolation) checks the total first.
x = "w" * 50_000_000
begin
  loop { x += x }
rescue NoMemoryError => e
  puts "plus: #{e.class}"
end
begin
  y = "#{x}#{x}#{x}#{x}#{x}#{x}#{x}#{x}"
  puts y.size
rescue NoMemoryError => e
  puts "interpolation: #{e.class}"
end
puts "still running"
