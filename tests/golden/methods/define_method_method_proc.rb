# define_method with a proc made from a Method or a Symbol: the method calls that proc as it is.
class H
  class << self
    define_method(:now2, &Time.method(:at))
    define_method(:up, &:upcase)
  end
  define_method(:plus, &1.method(:+))
end
p H.now2(0).utc.year
p H.new.plus(2)
p H.new.method(:plus).arity
begin
  H.up
rescue ArgumentError => e
  p e.message
end
p H.up("abc") rescue p $!
