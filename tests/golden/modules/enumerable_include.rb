class NumberBag
  include Enumerable

  def initialize(*nums)
    @nums = nums
  end

  def each
    @nums.each { |n| yield n }
    self
  end
end

bag = NumberBag.new(3, 1, 4, 1, 5, 9, 2, 6)
p bag.map { |x| x * 2 }
p bag.select(&:even?)
p bag.sort
p bag.min
p bag.max
p bag.sum
p bag.include?(9)
p bag.first
p bag.first(3)
p bag.to_a.size
p bag.reduce(:+)
p bag.sort_by { |x| -x }.take(3)
p bag.count(1)
p bag.find { |x| x > 4 }
bag.each_slice(3) { |s| p s }
p bag.min_by { |x| (x - 5).abs }
p NumberBag.include?(Enumerable)
