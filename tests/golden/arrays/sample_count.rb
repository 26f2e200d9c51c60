# Array#sample with a count returns that many elements from distinct positions (at most the
# whole Array); random: takes any object whose rand(n) gives an index.
a = (1..10).to_a
s = a.sample(4)
p s.size, s.uniq.size, (s - a).empty?
p a.sample(20).sort == a
p a.sample(0), [].sample(3), [].sample
p [7].sample(1), [7].sample
class Fixed
  def initialize = @calls = []
  attr_reader :calls
  def rand(n)
    @calls << n
    0
  end
end
r = Fixed.new
p [1, 2, 3, 4].sample(3, random: r), r.calls
p [5, 6].sample(random: Fixed.new)
begin
  a.sample(-1)
rescue ArgumentError => e
  p e.message
end
class TooBig
  def rand(n) = n
end
begin
  [1, 2].sample(random: TooBig.new)
rescue RangeError => e
  p e.message
end
p a.sample(2.9).size
