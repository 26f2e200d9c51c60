# forwardable (CRuby's own forwardable.rb) builds its delegators with eval of strings.
require 'forwardable'
class Queue2
  extend Forwardable
  def_delegators :@items, :size, :first, :<<, :each
  def_delegator :@items, :last, :newest
  def_delegator "@items", :empty?
  include Enumerable
  def initialize = @items = []
end
q = Queue2.new
q << 1 << 2 << 3
p q.size, q.first, q.newest, q.empty?
p q.map { |v| v * 2 }
p Queue2.instance_method(:size).owner
module Single
  extend SingleForwardable
  @store = {a: 1}
  def_delegator :@store, :[], :lookup
end
p Single.lookup(:a)
class Broken
  extend Forwardable
  def_delegator :@missing, :length
end
begin
  Broken.new.length
rescue NoMethodError => e
  p e.message
end
obj = Object.new
obj.extend(SingleForwardable)
obj.def_delegator(:"[1, 2, 3]", :sum)
p obj.sum
