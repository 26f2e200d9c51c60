p %w[apple banana].map(&:upcase)
p [1, 2, 3, 4].select(&:even?)
p [1, 2, 3].inject(&:+)
p [[1, 2], [3]].map(&:size)
p %w[b a c].sort.map(&:to_sym)
up = :upcase.to_proc
p up.call("abc")
p [3, 1, 2].sort_by(&:-@)

class Item
  attr_reader :name
  def initialize(name)
    @name = name
  end
end

p [Item.new("x"), Item.new("y")].map(&:name)
