# define_finalizer's return values, one definition per equal callable, undefine, frozen objects.
o = Object.new
pr = proc { |id| }
r1 = ObjectSpace.define_finalizer(o, pr)
r2 = ObjectSpace.define_finalizer(o, pr.dup)
p r1[0], r1[1].equal?(pr), r2[1].equal?(pr)
b = ObjectSpace.define_finalizer(o) { |id| }
p b[0], b[1].class, b[1].lambda?
m = Object.new
def m.call(id) = nil
p ObjectSpace.define_finalizer(o, m)[1].equal?(m)
p ObjectSpace.undefine_finalizer(o).equal?(o)
f = "frozen".freeze
[-> { ObjectSpace.define_finalizer(f, pr) }, -> { ObjectSpace.undefine_finalizer(f) },
 -> { ObjectSpace.define_finalizer(:sym, pr) }, -> { ObjectSpace.define_finalizer(2**70, pr) },
 -> { ObjectSpace.define_finalizer(o, 42) }, -> { ObjectSpace.define_finalizer(o) },
 -> { ObjectSpace.define_finalizer }].each do |l|
  l.call
rescue => e
  puts "#{e.class}: #{e.message}"
end
# A copy made by dup or clone gets the finalizers of its original.
s = "text"
ObjectSpace.define_finalizer(s, proc { |id| })
p s.dup, s.clone.frozen?
