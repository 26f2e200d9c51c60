class Pair
  def initialize(a, b)
    @a = a
    @b = b
  end
  def to_s = "#{@a}/#{@b}"
end

class Empty
end

class Kw
  def initialize(name:, size: 1)
    @name = name
    @size = size
  end
  def to_s = "#{@name}x#{@size}"
end

puts Pair.new(1, 2)
begin
  Pair.new(1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Empty.new(1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
puts Kw.new(name: "k")
begin
  Kw.new
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
o = Empty.new
p o.class
