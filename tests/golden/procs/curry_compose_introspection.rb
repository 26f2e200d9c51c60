# Procs made by curry, >> and << behave as C-level procs: arity -1, [[:rest]] parameters, no
# source location, no binding; their lambda-ness follows the proc that takes the arguments.
pr = proc { |a, b| [a, b] }
c = pr.curry
p c.arity, c.parameters, c.source_location, c.lambda?
p c[1][2], c[1, 2, 3]
l = lambda { |a, b| a + b }.curry
p l.lambda?, l[1][2]
begin
  l[1, 2, 3]
rescue ArgumentError => e
  p e.message
end
begin
  c.binding
rescue ArgumentError => e
  p e.message
end
f = proc { |x| x + 1 }
g = lambda { |x| x * 2 }
p (f >> g).lambda?, (g >> f).lambda?, (f << g).lambda?, (g << f).lambda?
p (f >> g).call(3), (f << g).call(3), (f >> g).arity
p (method(:puts) << f).lambda?
