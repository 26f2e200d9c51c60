# Object#send / public_send with symbol names and arguments, the name varying at each call.
class Calc
  def add(a, b) = a + b
  def sub(a, b) = a - b
  def mul(a, b) = a * b
  def neg(a) = -a
  def zero = 0
end

calc = Calc.new
binary = %i[add sub mul]
acc = 0
i = 0
while i < 4_500_000
  acc += calc.send(binary[i % 3], i & 255, 3)
  acc += calc.send(:neg, i & 15)
  acc += calc.public_send(:zero)
  i += 1
end
puts acc
