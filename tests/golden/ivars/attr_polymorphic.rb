# attr_reader / attr_writer / attr_accessor: unset ivars read nil, writers create ivars that
# plain @-reads then see, one call site sees objects of many layouts, and readers after
# remove_instance_variable.
# 4.0: NameError#message carries no error_highlight snippet (3.1 appended the source line).
# 4.0: instance_variables order is per object; 3.1 used the class-wide order (the
# "order" lines print differently there).

class Cfg
  attr_reader :host, :port
  attr_writer :host, :port
  attr_accessor :debug, :level

  def raw
    [@host, @port, @debug, @level]
  end
end

c = Cfg.new
p [c.host, c.port, c.debug, c.level]
p c.instance_variables
c.port = 80
p c.raw
p c.instance_variables
p(c.host = "h")
p c.raw
p c.instance_variables
c.level = nil
p c.instance_variables
p c.instance_variable_defined?(:@level)
p c.level

# writer return values and chained assignment
x = c.debug = c.level = 5
p [x, c.debug, c.level]

# one reader call site, objects of many layouts (different classes and different orders)
class A1
  attr_accessor :v
  def initialize; @v = :a1; end
end
class A2
  attr_accessor :v
  def initialize; @pad = 0; @v = :a2; end
end
class A3
  attr_accessor :v
  def initialize; @p1 = 1; @p2 = 2; @p3 = 3; @v = :a3; end
end
class A4
  attr_accessor :v
end
class A5 < A3
  def initialize; super; @more = 1; end
end
mixed_cfgs = (0...6).map do |i|
  o = Cfg.new
  names = [:host=, :port=, :debug=, :level=].rotate(i % 4)
  names = names.reverse if i >= 4
  names.each_with_index { |w, k| o.send(w, k) }
  o
end
objs = [A1.new, A2.new, A3.new, A4.new, A5.new, A1.new, A4.new]
4.times do
  p objs.map(&:v)
end
objs.each_with_index { |o, i| o.v = i }
p objs.map(&:v)
p objs.map { |o| o.instance_variables.last }
p mixed_cfgs.map(&:raw)
p mixed_cfgs.map { |o| o.instance_variables }  # order
3.times do |r|
  mixed_cfgs.each { |o| o.level = r }
  p mixed_cfgs.map(&:level)
end

# a writer call site that adds the ivar for some objects and overwrites for others
fresh = [A4.new, A4.new, A4.new]
fresh[1].v = :preset
fresh.each_with_index { |o, i| o.v = "w#{i}" }
p fresh.map(&:v)
p fresh.map { |o| o.instance_variables }

# readers after remove_instance_variable
c2 = Cfg.new
c2.host = "a"
c2.port = 1
c2.debug = true
c2.remove_instance_variable(:@port)
p [c2.host, c2.port, c2.debug]
p c2.raw
c2.port = 2
p c2.instance_variables  # order
p [c2.host, c2.port, c2.debug]
c2.remove_instance_variable(:@host)
c2.remove_instance_variable(:@debug)
p [c2.host, c2.port, c2.debug]
p c2.instance_variables

# attr methods defined later, after objects already have the ivars
class Late
  def initialize
    @secret = 42
    @hidden = :h
  end
end
l = Late.new
p l.respond_to?(:secret)
class Late
  attr_reader :secret
  attr_writer :hidden
end
p l.secret
l.hidden = :changed
p l.instance_variable_get(:@hidden)

# attr_* return values and names with ? are not allowed
class Names
  p attr_accessor(:one, :two)
  p attr_reader(:three)
  p attr_writer(:four)
  begin
    attr_reader :bad?
  rescue NameError => e
    p [e.class, e.message]  # 4.0: quotes are 'bad?'
  end
end
p Names.instance_methods(false).sort

# attr_reader through send, method objects, and on frozen objects
n = Names.new
n.one = 1
p n.send(:one)
p n.method(:one).call
n.freeze
p n.one
begin
  n.two = 2
rescue FrozenError => e
  p e.class
end

# a subclass overriding a reader still reads the same ivar through super
class Cfg2 < Cfg
  def host
    "[" + super.to_s + "]"
  end
end
c3 = Cfg2.new
p c3.host
c3.host = "z"
p c3.host
p c3.raw
