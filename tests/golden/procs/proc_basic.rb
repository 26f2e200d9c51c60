square = proc { |x| x * x }
p square.call(4)
p square.(5)
p square[6]
p square.yield(7)
p square.class
p square.lambda?

greet = Proc.new { |name| "hi #{name}" }
p greet.call("Ann")
p greet.lambda?

noargs = proc { 42 }
p noargs.call
p noargs.call(1, 2, 3)

def run
  yield 3
end
p run(&square)
