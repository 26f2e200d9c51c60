# defined? on a method call or constant path checks the receiver (or parent) first: nil when it
# is not defined, without evaluating it.
p defined?(x.y.z)
p defined?(nope.size)
p defined?(Nope::X)
p defined?(Nope::X::Y)
p defined?(String::Nope)
p defined?(Comparable::Nope)
p defined?(Object::String)
p defined?([1].first.nope)
p defined?([1].first.succ)
x = 5
p defined?(x.succ), defined?(x.nope)
p defined?(String.new.upcase)
p defined?(@iv.size), defined?($g.size)
