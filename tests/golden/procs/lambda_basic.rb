add = lambda { |a, b| a + b }
p add.call(1, 2)
p add.(3, 4)
p add[5, 6]
p add.lambda?

double = ->(x) { x * 2 }
p double.call(21)
p double.lambda?

greet = ->(name = "world", punct: "!") { "hello #{name}#{punct}" }
p greet.call
p greet.call("ruby")
p greet.call("ruby", punct: "?")

multi = ->(a, *rest, last) { [a, rest, last] }
p multi.call(1, 2)
p multi.call(1, 2, 3, 4)

noargs = -> { :none }
p noargs.call

block_lambda = lambda do |x|
  x.to_s * 2
end
p block_lambda.call(5)
