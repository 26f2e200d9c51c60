# Visibility changes after a public call site cached the method: private and
# public again, protected called from inside vs outside the class family,
# private on a module method included elsewhere, module_function.
# 4.0: "private method 'm' called for an instance of C" (3.1: `m' and #<C:0x...>),
# "protected method 'm' called for an instance of C".

def attempt
  yield
rescue NoMethodError => e
  "#{e.class}: #{e.message}"
end

class Account
  def initialize(b) = @b = b
  def balance = @b
  def compare(other) = other.balance <=> balance   # a call with an explicit receiver inside the class
  def own = self.balance                           # self receiver
  def bare = balance                               # no receiver
end
class Savings < Account; end

def read_balance(a) = a.balance                    # the public call site
accts = [Account.new(10), Savings.new(20)]
3.times { p accts.map { |a| attempt { read_balance(a) } } }

puts "-- private :balance"
Account.send(:private, :balance)
2.times { accts.each { |a| puts attempt { read_balance(a) } } }
p accts.map { |a| attempt { a.own } }
p accts.map { |a| attempt { a.bare } }
p attempt { accts[0].compare(accts[1]) }
p accts[0].send(:balance)
p attempt { accts[0].public_send(:balance) }

puts "-- public :balance again"
Account.send(:public, :balance)
2.times { p accts.map { |a| attempt { read_balance(a) } } }
p attempt { accts[0].compare(accts[1]) }

puts "-- protected :balance"
Account.send(:protected, :balance)
2.times { accts.each { |a| puts attempt { read_balance(a) } } }
p attempt { accts[0].compare(accts[1]) }
p attempt { accts[1].compare(accts[0]) }
p accts.map { |a| attempt { a.own } }
p accts.map { |a| attempt { a.bare } }
class Stranger
  def peek(a) = a.balance
end
puts attempt { Stranger.new.peek(accts[0]) }
p [Account.protected_method_defined?(:balance), Account.public_method_defined?(:balance)]

puts "-- a subclass makes it public only for itself"
class Savings
  public :balance
end
2.times { accts.each { |a| puts attempt { read_balance(a) } } }
p [Savings.public_method_defined?(:balance), Account.public_method_defined?(:balance)]

puts "-- private in the subclass while the superclass is public"
Account.send(:public, :balance)
Savings.send(:private, :balance)
2.times { accts.each { |a| puts attempt { read_balance(a) } } }

puts "-- private on a module method included elsewhere"
module Helpers
  def helper = "helper from #{self.class}"
  def uses_helper = helper
end
class Alpha; include Helpers; end
class Beta; include Helpers; end
def call_helper(o) = o.helper
objs = [Alpha.new, Beta.new]
2.times { p objs.map { |o| attempt { call_helper(o) } } }
Helpers.send(:private, :helper)
2.times { objs.each { |o| puts attempt { call_helper(o) } } }
p objs.map(&:uses_helper)
class Beta
  public :helper
end
2.times { objs.each { |o| puts attempt { call_helper(o) } } }

puts "-- module_function"
module Calc
  def double(x) = x * 2
end
class UsesCalc; include Calc; end
def dbl(o, x) = o.double(x)
u = UsesCalc.new
2.times { p attempt { dbl(u, 4) } }
Calc.send(:module_function, :double)
2.times { puts attempt { dbl(u, 4) } }
p Calc.double(21)
p Calc.singleton_methods
module Calc
  def double(x) = x * 200       # redefines the (private) instance method only
end
p Calc.double(1)
p u.send(:double, 1)

puts "-- private_class_method / public_class_method"
class Factory
  def self.build = "built"
end
def build_from(k) = k.build
2.times { p attempt { build_from(Factory) } }
Factory.private_class_method :build
2.times { puts attempt { build_from(Factory) } }
Factory.public_class_method :build
p attempt { build_from(Factory) }

puts "-- private setter called with self"
class Setter
  def go
    self.value = 5
    @value
  end
  private
  attr_writer :value
end
p Setter.new.go
p attempt { Setter.new.value = 1 }
