class Node
  attr_accessor :value, :next_node
  def initialize(value, next_node = nil)
    @value = value
    @next_node = next_node
  end
end

head = nil
100.times { |i| head = Node.new(i, head) }
GC.start
sum = 0
n = head
count = 0
while n
  sum += n.value
  count += 1
  n = n.next_node
end
p count
p sum
GC.start
p head.value
p head.next_node.next_node.value
