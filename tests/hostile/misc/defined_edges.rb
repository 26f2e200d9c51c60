# defined? on expressions that would raise.
p defined?(x.y.z), defined?(1.nope), defined?(@@cv), defined?(Nope::X), defined?(super), defined?(yield)
p defined?(String.new.upcase), defined?($nope), defined?(@iv), defined?([1].first.nope)
def m = defined?(yield)
p m, m {}
class RaisesOnRespond
  def respond_to_missing?(*) = raise("r")
end
p defined?(RaisesOnRespond.new.x) rescue p $!.class
