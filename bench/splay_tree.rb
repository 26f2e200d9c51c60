# Splay tree: top-down splaying on insert, lookup and delete of many pseudo-random keys.
class SplayNode
  attr_accessor :key, :value, :left, :right

  def initialize(key, value)
    @key = key
    @value = value
    @left = nil
    @right = nil
  end
end

class SplayTree
  attr_reader :size

  def initialize
    @root = nil
    @size = 0
    @header = SplayNode.new(nil, nil)
  end

  def insert(key, value)
    if @root.nil?
      @root = SplayNode.new(key, value)
      @size = 1
      return
    end
    splay(key)
    root = @root
    return root.value = value if root.key == key

    node = SplayNode.new(key, value)
    if key < root.key
      node.left = root.left
      node.right = root
      root.left = nil
    else
      node.right = root.right
      node.left = root
      root.right = nil
    end
    @root = node
    @size += 1
  end

  def find(key)
    return nil if @root.nil?

    splay(key)
    @root.key == key ? @root.value : nil
  end

  def delete(key)
    return false if @root.nil?

    splay(key)
    return false if @root.key != key

    if @root.left.nil?
      @root = @root.right
    else
      right = @root.right
      @root = @root.left
      splay(key) # the largest key of the left subtree rises to the root
      @root.right = right
    end
    @size -= 1
    true
  end

  def min_key
    node = @root
    return nil if node.nil?

    node = node.left until node.left.nil?
    node.key
  end

  # Walks the tree in order with an explicit stack; returns [count, sorted?].
  def audit
    stack = []
    node = @root
    count = 0
    last = nil
    sorted = true
    while node || !stack.empty?
      while node
        stack << node
        node = node.left
      end
      node = stack.pop
      sorted = false if last && last >= node.key
      last = node.key
      count += 1
      node = node.right
    end
    [count, sorted]
  end

  private

  # Top-down splay: afterwards @root holds key, or the last node on the search path.
  def splay(key)
    header = @header
    header.left = header.right = nil
    left = right = header
    t = @root
    loop do
      if key < t.key
        break if t.left.nil?

        if key < t.left.key
          y = t.left # rotate right
          t.left = y.right
          y.right = t
          t = y
          break if t.left.nil?
        end
        right.left = t # link right
        right = t
        t = t.left
      elsif key > t.key
        break if t.right.nil?

        if key > t.right.key
          y = t.right # rotate left
          t.right = y.left
          y.left = t
          t = y
          break if t.right.nil?
        end
        left.right = t # link left
        left = t
        t = t.right
      else
        break
      end
    end
    left.right = t.left
    right.left = t.right
    t.left = header.right
    t.right = header.left
    @root = t
  end
end

seed = 42
next_key = lambda do
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  (seed >> 8) % 200_000
end

tree = SplayTree.new
found = 0
deleted = 0
sum = 0
20_000.times do
  k = next_key.call
  tree.insert(k, k * 2)
end
200_000.times do |i|
  k = next_key.call
  case i % 4
  when 0, 1
    tree.insert(k, i)
  when 2
    v = tree.find(k)
    if v
      found += 1
      sum = (sum + v) % 1_000_000_007
    end
  else
    deleted += 1 if tree.delete(k)
  end
end
puts "size #{tree.size}"
puts "found #{found} deleted #{deleted}"
puts "sum #{sum} min #{tree.min_key}"
p tree.audit
