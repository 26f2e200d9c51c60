# instance_variable_get / _set / _defined? with symbols, strings, invalid names, and on
# immediates (Integer, nil, Symbol, true) that cannot hold ivars.
# 4.0: name errors quote with '...' (3.1 used `...') and e.message no longer carries the
# error_highlight snippet.

class Thing
  def initialize
    @alpha = 1
  end
end

t = Thing.new
p t.instance_variable_get(:@alpha)
p t.instance_variable_get("@alpha")
p t.instance_variable_get(:@beta)
p t.instance_variable_get("@beta")
p t.instance_variable_set(:@beta, 2)
p t.instance_variable_set("@gamma", [3])
p t.instance_variables
p t.instance_variable_defined?(:@gamma)
p t.instance_variable_defined?("@gamma")
p t.instance_variable_defined?(:@delta)

# the value returned by instance_variable_set is the value itself
v = "same"
p t.instance_variable_set(:@s, v).equal?(v)

# names with unusual but valid characters
p t.instance_variable_set(:@_under, 1)
p t.instance_variable_set(:@CamelCase, 2)
p t.instance_variable_set(:@with9digits0, 3)
p t.instance_variable_set(:@über, 4)
p t.instance_variables.last(4)
p t.instance_variable_get(:@über)

def name_error
  yield
  puts "no error"
rescue NameError => e
  p [e.class, e.message, e.name]
end

name_error { t.instance_variable_get("foo") }
name_error { t.instance_variable_get(:foo) }
name_error { t.instance_variable_get("@") }
name_error { t.instance_variable_get("@1x") }
name_error { t.instance_variable_get("@@cv") }
name_error { t.instance_variable_get("$g") }
name_error { t.instance_variable_get("@a-b") }
name_error { t.instance_variable_get("") }
name_error { t.instance_variable_get("@ x") }
name_error { t.instance_variable_set("Foo", 1) }
name_error { t.instance_variable_set(:bar, 1) }
name_error { t.instance_variable_defined?("baz") }
name_error { t.instance_variable_defined?(:"@") }
p t.instance_variables.size

# non-String/Symbol names
begin
  t.instance_variable_get(42)
rescue TypeError => e
  p [e.class, e.message]
end
begin
  t.instance_variable_set(nil, 1)
rescue TypeError => e
  p [e.class, e.message]
end
class NameLike
  def to_str
    "@from_to_str"
  end
end
begin
  p t.instance_variable_set(NameLike.new, :converted)
  p t.instance_variable_get(:@from_to_str)
  p t.instance_variable_defined?(NameLike.new)
rescue TypeError => e
  p e.class
end

# immediates and other frozen built-ins: reads give nil, writes raise FrozenError
[1, nil, :sym, true, false, 2.5].each do |imm|
  r = imm.instance_variable_get(:@x)
  d = imm.instance_variable_defined?(:@x)
  begin
    imm.instance_variable_set(:@x, 1)
    puts "#{imm.inspect}: set ok"
  rescue FrozenError => e
    puts "#{imm.inspect}: #{r.inspect} #{d} #{e.class}: #{e.message}"
    p e.receiver.equal?(imm)
  end
  p imm.instance_variables
end

big = 2**70
p big.frozen?
begin
  big.instance_variable_set(:@x, 1)
rescue FrozenError => e
  p e.class
end

# invalid names are checked on immediates too
begin
  1.instance_variable_get("nope")
rescue NameError => e
  p e.message
end
begin
  nil.instance_variable_set("nope", 1)
rescue NameError => e
  p [e.class, e.message]
end

# remove_instance_variable on an immediate
begin
  5.remove_instance_variable(:@x)
rescue FrozenError, NameError => e
  p [e.class, e.message]
end

# send and public_send of the reflection methods
p t.send(:instance_variable_get, :@alpha)
p t.public_send(:instance_variable_set, :@alpha, 11)
p t.method(:instance_variable_get).call(:@alpha)
p t.instance_variables.map { |n| t.instance_variable_get(n) }
