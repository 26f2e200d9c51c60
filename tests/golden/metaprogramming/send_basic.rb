class Calculator
  def add(a, b) = a + b
  def neg(a) = -a
  def greet(name:, punct: "!") = "hi #{name}#{punct}"
  def each_twice(x)
    yield x
    yield x
  end
end

c = Calculator.new
p c.send(:add, 2, 3)
p c.send("add", 4, 5)
p c.send(:neg, 7)
p c.send(:greet, name: "Zed")
op = :greet
p c.send(op, name: "Amy", punct: "?")
c.send(:each_twice, 1) { |x| p x * 10 }
p 5.send(:+, 6)
p [3, 1, 2].send(:sort)
p "abc".send(:upcase)
%i[add].each { |m| p c.send(m, 10, 20) }
args = [1, 2]
p c.send(:add, *args)
begin
  c.send(:add, 1)
rescue ArgumentError => e
  puts e.message
end
