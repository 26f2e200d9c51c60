# Constructors and accessors of the Exception subclasses that carry more than a message.

def show
  r = yield
  p r
rescue => e
  puts "#{e.class}: #{e.message}"
end

# NameError / NoMethodError
show { NameError.new("m", :n).name }
show { NameError.new("m", "str").name }
show { NameError.new("m", :n, receiver: 5).receiver }
show { NameError.new("m", :n, receiver: nil).receiver }
show { NameError.new("m").receiver }
show { NameError.new("a", "b", "c") }
show { NameError.new("m", foo: 1) }
n = NoMethodError.new("msg", :meth, [1, 2], true, receiver: :r)
show { [n.message, n.name, n.args, n.private_call?, n.receiver] }
n = NoMethodError.new("msg")
show { [n.name, n.args, n.private_call?] }
show { NoMethodError.new("a", :b, [], false, 5) }

obj = Object.new
begin
  obj.missing(1, :two)
rescue NoMethodError => e
  p [e.name, e.args, e.private_call?, e.receiver.equal?(obj)]
  d = e.dup
  p [d.name, d.args, d.receiver.equal?(obj)]
end
begin
  missing_fn(3)
rescue NoMethodError => e
  p [e.message, e.args, e.private_call?]
end

# How the receiver is named.
named = Class.new { def self.name = "Named" }
begin; named.new.nope; rescue NoMethodError => e; puts e.message; end
begin; named.nope; rescue NoMethodError => e; puts e.message; end
odd = Class.new { def self.name = 42 }
begin; odd.new.nope; rescue NoMethodError => e; puts e.message.sub(/0x\h+/, "XX"); end
single = Object.new
def single.hi; end
begin; single.nope; rescue NoMethodError => e; puts e.message.sub(/0x\h+/, "XX"); end
begin; 1.nope; rescue NoMethodError => e; puts e.message; end

# KeyError
k = KeyError.new("k", receiver: {a: 1}, key: :b)
show { [k.receiver, k.key] }
show { KeyError.new("k").key }
show { KeyError.new("k").receiver }
show { KeyError.new("k", key: nil).key }
show { KeyError.new("k", "x") }
show { KeyError.new("k", other: 1) }
begin
  {a: 1}.fetch(:z)
rescue KeyError => e
  p [e.message, e.key, e.receiver]
end

# FrozenError
show { FrozenError.new("f", receiver: "r").receiver }
show { FrozenError.new("f").receiver }
fz = Object.new
def fz.inspect = (@seen = true; "never")
def fz.change = (@x = 1)
fz.freeze
begin
  fz.change
rescue FrozenError => e
  p e.message.sub(/0x\h+/, "XX")
end

# SystemExit
[[], [3], [true], [false], ["msg"], [2, "msg"], [true, "ok"], [nil], [3.9], [nil, "a"], [1, 2, 3]].each do |args|
  show { s = SystemExit.new(*args); [s.status, s.message, s.success?] }
end

# UncaughtThrowError, StopIteration, SyntaxError
u = UncaughtThrowError.new(:tag, 9)
show { [u.tag, u.value, u.message] }
show { UncaughtThrowError.new("t", 1, "no %p here").message }
show { UncaughtThrowError.new(:t) }
show { UncaughtThrowError.new(:t, 1, "m", 2) }
begin
  throw "100%d"
rescue UncaughtThrowError => e
  p [e.message, e.tag, e.value]
end
show { StopIteration.new.result }
show { SyntaxError.new("s").path }
