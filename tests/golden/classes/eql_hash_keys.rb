# 4.0: Hash#inspect uses `key => value` for non-symbol keys
class Key
  attr_reader :id

  def initialize(id)
    @id = id
  end

  def ==(other)
    other.is_a?(Key) && id == other.id
  end
  alias eql? ==

  def hash
    id.hash
  end

  def inspect = "Key(#{id})"
end

class PlainKey
  def initialize(id)
    @id = id
  end
end

h = {}
h[Key.new(1)] = "one"
h[Key.new(2)] = "two"
h[Key.new(1)] = "uno"
p h.size
p h[Key.new(1)]
p h
p Key.new(3) == Key.new(3)
p Key.new(3).equal?(Key.new(3))
p [Key.new(1), Key.new(1), Key.new(2)].uniq

ph = {}
ph[PlainKey.new(1)] = :a
ph[PlainKey.new(1)] = :b
p ph.size
p ph.key?(PlainKey.new(1))
k = PlainKey.new(5)
ph[k] = :c
p ph[k]
