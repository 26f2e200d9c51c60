# send / public_send / __send__ with cached targets that change, send to
# private methods vs public_send raising, method_missing via send; Proc#call,
# yield and .() at one site receiving different procs and lambdas; Method
# objects called repeatedly while the method they came from changes.
# 4.0: "private method 'secret' called for an instance of Svc" (3.1: `secret' and #<Svc:0x...>).

class Svc
  def run(x) = "run #{x}"
  def other(x) = "other #{x}"
  private
  def secret(x) = "secret #{x}"
end
class SubSvc < Svc; end

def attempt
  yield
rescue NoMethodError => e
  "#{e.class}: #{e.message}"
end

def via_send(o, m, x) = o.send(m, x)
def via_public_send(o, m, x) = o.public_send(m, x)
def via_underscore(o, m, x) = o.__send__(m, x)

svcs = [Svc.new, SubSvc.new]
names = [:run, :other, :secret, "run"]
3.times do
  svcs.each do |s|
    p names.map { |n| [via_send(s, n, 1), via_underscore(s, n, 2), attempt { via_public_send(s, n, 3) }] }
  end
end

puts "-- redefine run, make secret public, make other private"
class Svc
  def run(x) = "RUN #{x}"
  public :secret
  private :other
end
2.times do
  svcs.each do |s|
    p names.map { |n| [via_send(s, n, 1), via_underscore(s, n, 2), attempt { via_public_send(s, n, 3) }] }
  end
end

puts "-- SubSvc overrides run"
class SubSvc
  def run(x) = "sub " + super
end
2.times { p svcs.map { |s| via_send(s, :run, 4) } }

puts "-- method_missing via send and public_send"
def call_ghost(o) = [attempt { o.send(:ghost, 1) }, attempt { o.public_send(:ghost, 2) }]
2.times { p call_ghost(Svc.new) }
class Svc
  def method_missing(name, *args) = name == :ghost ? "mm ghost #{args}" : super
end
2.times { p call_ghost(Svc.new) }
p attempt { Svc.new.public_send(:other, 1) }     # private: public_send goes to method_missing, which calls super
class Svc
  remove_method :method_missing
end
p call_ghost(Svc.new)

puts "-- one call site receiving procs and lambdas"
def call_it(c, *a) = c.call(*a)
def dot_it(c, *a) = c.(*a)
def brackets(c, *a) = c[*a]
def yield_it(*a) = yield(*a)
def format_pair(a, b = nil) = "method(#{a.inspect},#{b.inspect})"
callables = [
  proc { |a, b| "proc(#{a.inspect},#{b.inspect})" },
  lambda { |a, b = :d| "lambda(#{a.inspect},#{b.inspect})" },
  ->(*r) { "splat#{r.inspect}" },
  :to_s.to_proc,
  proc { |a| "one(#{a.inspect})" },
  method(:format_pair).to_proc,
]
3.times do
  callables.each do |c|
    p [call_it(c, 1, 2), dot_it(c, [3, 4]), brackets(c, 5), yield_it(6, 7, &c), yield_it([8, 9], &c)]
  end
end
begin
  call_it(callables[1])
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

puts "-- Proc#call redefined on a Proc subclass"
class LoudProc < Proc
  def call(*a) = "loud " + super
end
lp = LoudProc.new { |x| "got #{x}" }
2.times { p [call_it(lp, 1), call_it(callables[0], 1)] }

puts "-- Method objects keep the body they were made from"
class Svc
  def run(x) = "run v3 #{x}"
end
m = Svc.new.method(:run)
um = Svc.instance_method(:run)
bm = um.bind(SubSvc.new)
3.times { |i| p [m.call(i), bm.call(i), call_it(m, i)] }
class Svc
  def run(x) = "run v4 #{x}"
end
3.times { |i| p [m.call(i), bm.call(i), call_it(m, i), Svc.new.method(:run).call(i)] }
p um.bind_call(Svc.new, :bc)
p m.owner, m.name, m.arity
m2 = SubSvc.new.method(:run)
p m2.call(5)
p Svc.instance_method(:run).bind_call(SubSvc.new, 5)
p m2.unbind.bind(SubSvc.new).call(6)

puts "-- a method object for a method later removed still works"
class Temp
  def gone = "still here"
end
tm = Temp.new.method(:gone)
Temp.send(:remove_method, :gone)
p tm.call
p attempt { Temp.new.gone }
