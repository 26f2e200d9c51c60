# Class#new runs initialize in the interpreter loop: the result is always the new object, and
# (as in CRuby 4.0) backtraces show no 'Class#new' frame.
class Point
  attr_reader :x, :y
  def initialize(x, y = x * 2)
    @x = x
    @y = y
    :ignored_return_value
  end
end
p Point.new(1).y, Point.new(1, 5).y, Point.new(3).class
class Early
  attr_reader :v
  def initialize(v)
    @v = v
    return 42 if v > 1
    @v = -v
  end
end
p Early.new(1).v, Early.new(5).v
class Plain; end
p Plain.new.class
begin
  Plain.new(1)
rescue ArgumentError => e
  p e.message
end
class Bad
  def initialize(n)
    raise ArgumentError, "bad #{n}" if n.odd?
  end
end
3.times do |i|
  Bad.new(i)
  p [:ok, i]
rescue ArgumentError => e
  p [e.message, e.backtrace.first]
end
def deep
  Bad.new(1)
rescue => e
  e.backtrace
end
puts deep.first(2)
class Base
  attr_reader :log
  def initialize(a)
    @log = [:base, a]
  end
end
class Derived < Base
  def initialize(a, b)
    super(a)
    @log << b
  end
end
p Derived.new(1, 2).log
class Counted
  @count = 0
  class << self
    attr_accessor :count
    def new(*args)
      self.count += 1
      super
    end
  end
  def initialize(z) = @z = z
end
3.times { Counted.new(_1) }
p Counted.count
class Late
  def initialize = @v = 1
  def v = @v
end
a = []
4.times do |i|
  if i == 2
    class Late
      def initialize = @v = 2
    end
  end
  a << Late.new.v
end
p a
class MyString < String; end
p MyString.new("abc"), MyString.new("abc").class
class MyArray < Array; end
p MyArray.new(2, 0)
begin
  Integer.new
rescue NoMethodError => e
  p e.message
end
class WithBlock
  attr_reader :got
  def initialize(&b) = @got = b&.call
end
p WithBlock.new { :blk }.got, WithBlock.new.got
class Kw
  attr_reader :k
  def initialize(k: 1) = @k = k
end
p Kw.new.k, Kw.new(k: 3).k
class Ens
  def initialize
    yield_self { return }
  ensure
    $ens = true
  end
end
p Ens.new.class, $ens
