# yield: a Ruby method yielding to the block it was given (invokeblock).
class C
  def each3
    yield 1
    yield 2
    yield 3
  end
end
o = C.new
sum = 0
i = 0
while i < 7_000_000
  o.each3 { |x| sum += x }
  i += 1
end
p sum
