# Frozen objects: every way of setting or removing an ivar raises FrozenError; reading works.
# 4.0: NameError#message carries no error_highlight snippet (3.1 appended the source line).

class Acct
  attr_reader :owner, :balance
  attr_writer :balance
  attr_accessor :note

  def initialize(owner, balance)
    @owner = owner
    @balance = balance
  end

  def deposit(n)
    @balance += n
  end

  def tag!
    @tag = :tagged
  end

  def inspect
    "#<Acct #{@owner}>"
  end
end

def attempt(label)
  yield
  puts "#{label}: no error"
rescue FrozenError => e
  puts "#{label}: #{e.class}: #{e.message}"
  p e.receiver.equal?($target)
end

a = Acct.new("ann", 10)
a.freeze
$target = a
p a.frozen?
attempt("existing via method") { a.deposit(5) }
attempt("new via method") { a.tag! }
attempt("attr_writer") { a.balance = 1 }
attempt("attr_accessor new ivar") { a.note = "x" }
attempt("instance_variable_set existing") { a.instance_variable_set(:@owner, "bob") }
attempt("instance_variable_set new") { a.instance_variable_set(:@fresh, 1) }
attempt("instance_variable_set string name") { a.instance_variable_set("@owner", 1) }
attempt("remove_instance_variable existing") { a.remove_instance_variable(:@owner) }
attempt("instance_eval assignment") { a.instance_eval { @balance = 0 } }
p [a.owner, a.balance, a.note]
p a.instance_variables
p a.instance_variable_get(:@balance)
p a.instance_variable_defined?(:@tag)

# removing a missing ivar from a frozen object: the frozen check comes first
begin
  a.remove_instance_variable(:@missing)
rescue FrozenError, NameError => e
  p e.class
end

# invalid name on a frozen object
begin
  a.instance_variable_set(:bad, 1)
rescue NameError => e
  p e.class
  p e.message  # 4.0: quotes are 'bad'
end

# dup is not frozen and can be changed; clone is frozen; clone(freeze: false) is not
d = a.dup
p d.frozen?
d.deposit(100)
d.tag!
p [d.balance, a.balance]
p d.instance_variables
c = a.clone
p c.frozen?
$target = c
attempt("clone write") { c.balance = 3 }
c2 = a.clone(freeze: false)
p c2.frozen?
c2.note = "thawed"
p [c2.note, a.note]
c3 = Acct.new("cy", 1).clone(freeze: true)
p c3.frozen?
p c3.balance

# freezing an object with no ivars, then trying to add one
class Empty
  def inspect
    "#<Empty>"
  end

  def add
    @first = 1
  end
end
e = Empty.new
e.freeze
$target = e
attempt("empty @first =") { e.add }
attempt("empty instance_variable_set") { e.instance_variable_set(:@x, 1) }
p e.instance_variables
p e.instance_variable_get(:@x)

# a frozen Object (default to_s) – only check the class and receiver
o = Object.new
o.freeze
begin
  o.instance_variable_set(:@a, 1)
rescue FrozenError => err
  p err.class
  p err.receiver.equal?(o)
  p err.message.start_with?("can't modify frozen Object: ")
end

# frozen objects of several shapes hitting one setter call site
class Pt
  attr_accessor :x, :y

  def initialize(order)
    if order
      @x = 1
      @y = 2
    else
      @y = 2
      @x = 1
    end
  end

  def inspect
    "#<Pt #{@x},#{@y}>"
  end
end
pts = [Pt.new(true), Pt.new(false), Pt.new(true), Pt.new(false)]
pts[1].freeze
pts[2].freeze
pts.each_with_index do |pt, i|
  begin
    pt.x = i * 10
    puts "#{i}: set #{pt.x}"
  rescue FrozenError => err
    puts "#{i}: #{err.message}"
  end
end
p pts.map(&:x)
p pts.map(&:frozen?)

# freeze after many ivars; then a thawed copy keeps them all
big = Acct.new("big", 0)
20.times { |i| big.instance_variable_set("@k#{i}", i) }
big.freeze
p big.instance_variables.size
$target = big
attempt("big set") { big.instance_variable_set(:@k19, 0) }
attempt("big new") { big.instance_variable_set(:@k20, 0) }
thawed = big.dup
thawed.instance_variable_set(:@k20, 20)
p thawed.instance_variables.size
p thawed.instance_variables.last
p (0..20).map { |i| thawed.instance_variable_get("@k#{i}") }.sum

# Kernel#frozen? on objects whose class defines freeze-related hooks
class Obs
  def freeze
    @before_freeze = true
    super
  end
end
ob = Obs.new
ob.freeze
p ob.frozen?
p ob.instance_variable_get(:@before_freeze)
