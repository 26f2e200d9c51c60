# Call-site caches stay right with refinements: methods added to a refinement after a site
# cached its target, hot loops, polymorphic and megamorphic sites, sites in different scopes.
class Item
  def price = 10
  def label = "item"
end
class Special < Item
  def label = "special"
end

module Pricing
  refine Item do
    def price = 20
  end
end

def plain_price(i) = i.price

module Shop
  using Pricing
  def self.price(i) = i.price
  def self.label(i) = i.label
  def self.send_price(i) = i.send(:price)

  # The same receivers through a refined and an unrefined site, alternately.
  items = [Item.new, Special.new]
  total = 0
  1000.times { |n| i = items[n % 2]; total += price(i) + plain_price(i) }
  p total

  # A hot refined call and a hot send.
  sum = 0
  it = Item.new
  2000.times { sum += it.price }
  2000.times { sum += send_price(it) }
  p sum

  # A method added to the refinement after the site cached the class's own method.
  p label(Item.new)
  module ::Pricing
    refine Item do
      def label = "refined item"
    end
  end
  p label(Item.new), label(Special.new)
  # ... and removed again.
  Pricing.refinements[0].send(:remove_method, :label)
  p label(Item.new)
  # The class's own method redefined: the refinement still wins where active.
  class ::Item
    def price = 30
  end
  p price(Item.new), plain_price(Item.new)
end

# A site that sees more classes than a polymorphic cache holds, in a refined scope.
classes = (1..7).map { |k| Class.new(Item) { define_method(:label) { "c#{k}" } } }
module Tagged
  refine Item do
    def tag = "tag:#{label}"
  end
end
module Poly
  using Tagged
  def self.tags(objs) = objs.map { |o| o.tag }
  def self.prices(objs) = objs.map { |o| o.price }
end
objs = classes.map(&:new) + [Item.new, Special.new]
3.times { p Poly.tags(objs) }
p Poly.prices(objs).sum

# A megamorphic site at the top level that later runs with a refinement active.
module Late
  refine Item do
    def price = -1
  end
end
round = 0
while round < 2
  p objs.map { |o| o.price }.sum
  using Late if round == 0
  round += 1
end

# Refined operators: the opt_ fast paths give way only where the refinement is active.
module IntOps
  refine Integer do
    def +(o) = "#{self} plus #{o}"
    def <(o) = "lt"
  end
end
def add(a, b) = a + b
module Ops
  using IntOps
  p 1 + 2, 1 < 2, add(1, 2)
  x = 0
  3.times { |i| x = i + 1 }
  p x
end
p 1 + 2, add(3, 4), 5 < 6
