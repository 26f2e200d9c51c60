# Binary trees: allocating and walking many short-lived tree nodes, with one long-lived tree.
class Node
  attr_reader :left, :right

  def initialize(left, right)
    @left = left
    @right = right
  end

  def check
    return 1 if @left.nil?

    1 + @left.check + @right.check
  end
end

def build(depth)
  return Node.new(nil, nil) if depth == 0

  Node.new(build(depth - 1), build(depth - 1))
end

min_depth = 4
max_depth = 15

stretch = build(max_depth + 1)
puts "stretch depth #{max_depth + 1}: #{stretch.check}"
stretch = nil

long_lived = build(max_depth)

depth = min_depth
while depth <= max_depth
  iterations = 1 << (max_depth - depth + min_depth)
  sum = 0
  iterations.times { sum += build(depth).check }
  puts "#{iterations} trees of depth #{depth}: #{sum}"
  depth += 2
end

puts "long lived depth #{max_depth}: #{long_lived.check}"
