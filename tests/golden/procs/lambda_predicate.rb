def block_to_proc(&b)
  b
end

p proc {}.lambda?
p Proc.new {}.lambda?
p lambda {}.lambda?
p -> {}.lambda?
p block_to_proc {}.lambda?
l = -> (x) { x }
p block_to_proc(&l).lambda?
p block_to_proc(&l).equal?(l)
p :upcase.to_proc.lambda?
