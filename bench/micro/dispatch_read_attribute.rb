# Polymorphic call sites: a module's read_attribute -> _read_attribute, interleaved over 4 classes (the Rails pattern).
module Attributes
  def read_attribute(name)
    _read_attribute(name)
  end

  def _read_attribute(name)
    @attributes[name]
  end
end

class User
  include Attributes

  def initialize(id)
    @attributes = { id: id, name: id * 2 }
  end
end

class Post
  include Attributes

  def initialize(id)
    @attributes = { id: id, name: id + 1 }
  end
end

class Comment
  include Attributes

  def initialize(id)
    @attributes = { id: id, name: id - 1 }
  end

  def _read_attribute(name)
    @attributes.fetch(name)
  end
end

class Tag
  include Attributes

  def initialize(id)
    @attributes = { id: id, name: 7 }
  end

  def _read_attribute(name)
    @attributes[name] || 0
  end
end

records = []
i = 0
while i < 100
  records << User.new(i) << Post.new(i) << Comment.new(i) << Tag.new(i)
  i += 1
end

sum = 0
round = 0
while round < 6_000
  j = 0
  n = records.size
  while j < n
    r = records[j]
    sum += r.read_attribute(:id) + r.read_attribute(:name)
    j += 1
  end
  round += 1
end
p sum
