# Integer and Float operators fall back to the other operand's coerce
# 4.0: the clamp error message reads "less than or equal to" (3.1: "smaller than")
class Meters
  include Comparable
  attr_reader :v
  def initialize(v) = @v = v
  def coerce(other) = [Meters.new(other), self]
  def +(o) = Meters.new(v + (o.is_a?(Meters) ? o.v : o))
  def *(o) = Meters.new(v * (o.is_a?(Meters) ? o.v : o))
  def <=>(o) = v <=> (o.is_a?(Meters) ? o.v : o)
  def to_s = "#{v}m"
end
puts 5 + Meters.new(3)
puts 2.5 * Meters.new(2)
p 3 < Meters.new(4), 5.0 > Meters.new(1)
p 1.coerce(2), 1.coerce(2.5), 1.5.coerce(2), 1.coerce("3")
tests = [-> { 1 + "a" }, -> { 1 + nil }, -> { 1.5 * "x" }, -> { 1 - :sym }, -> { 2 & 1.5 }, -> { 1.0 / true }, -> { 3 ** [] }]
tests.each do |t|
  t.call
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
[-> { 1 < "a" }, -> { 1.5 >= nil }, -> { 3 <= :x }].each do |t|
  t.call
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
p (1 <=> "a"), (1.5 <=> nil), 1 == "1", 1.0 == Object.new
p 5.clamp(1, 3), 5.clamp(..3), 0.clamp(1..), 2.5.clamp(1, 2), 5.between?(1, 10)
begin
  5.clamp(3, 1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  5.clamp(1...3)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
