# eval reads and assigns the locals of the scope it runs in; locals it introduces stay in the
# binding that ran it, not in the compiled code around it.
def assigns
  a = 1
  eval("a = 2; b = 3")
  p a
  p eval("defined?(b)")
  p((eval("b") rescue $!.class))
end
assigns

x = 10
[1, 2].each do |y|
  eval("x += y")
end
p x

for i in 1..2
  eval("x += i")
end
p x, i

b = binding
b.eval("fresh = 5")
p b.eval("fresh * 2")
p b.local_variable_get(:fresh)
p b.local_variable_defined?(:fresh)
p defined?(fresh)
p b.local_variables.include?(:fresh)

def counter
  n = 0
  binding
end
c = counter
c.eval("n += 1")
c.eval("n += 1")
p c.local_variable_get(:n)
p c.eval("local_variables")

pr = proc { |w| w }
z = 7
pb = pr.binding
p pb.local_variable_get(:z)
p pb.local_variables.include?(:w)

def nested
  outer = :o
  [1].map do |p1|
    [2].map do |p2|
      eval("[outer, p1, p2]")
    end
  end
end
p nested

m = 4
blk = eval("proc { |k| k * m }")
p blk.call(3)
m = 5
p blk.call(3)

p eval("q = 1; [q, local_variables.include?(:q)]")
p eval("1 + 1; 2 + 2")
p eval("")
p eval("# only a comment")
