# Singleton methods: `def obj.m` on one object whose class method a site has
# cached changes only that object; extend on one object; class methods
# redefined on a subclass's metaclass; singleton methods removed again.

class Point
  attr_reader :x
  def initialize(x) = @x = x
  def describe = "point #{@x}"
end

def describe(o) = o.describe
pts = (1..4).map { |i| Point.new(i) }
3.times { p pts.map { |pt| describe(pt) } }

puts "-- def obj.m on one point"
special = pts[2]
def special.describe = "special " + super
2.times { p pts.map { |pt| describe(pt) } }
p special.singleton_methods

puts "-- a second singleton with define_singleton_method"
pts[0].define_singleton_method(:describe) { "first of #{x}" }
2.times { p pts.map { |pt| describe(pt) } }

puts "-- class << obj, and a new Point made afterwards is unaffected"
class << pts[3]
  def describe = "last"
end
pts << Point.new(5)
2.times { p pts.map { |pt| describe(pt) } }

puts "-- the class method changes; singletons that call super see it"
class Point
  def describe = "POINT #{@x}"
end
2.times { p pts.map { |pt| describe(pt) } }

puts "-- remove a singleton method"
special.singleton_class.send(:remove_method, :describe)
2.times { p pts.map { |pt| describe(pt) } }

puts "-- extend one object"
module Tagged
  def describe = "tagged(" + super + ")"
end
pts[1].extend(Tagged)
2.times { p pts.map { |pt| describe(pt) } }

puts "-- singleton on an object whose class has no such method"
class Blank; end
def hello(o)
  o.hello
rescue NoMethodError => e
  "none (#{e.receiver.class})"
end
b1 = Blank.new
b2 = Blank.new
2.times { p [hello(b1), hello(b2)] }
def b2.hello = "b2 says hello"
2.times { p [hello(b1), hello(b2)] }

puts "-- class methods: inherited, then redefined on the subclass metaclass"
class Repo
  def self.table = "repos"
  def self.find(id) = "#{table}##{id}"
end
class UserRepo < Repo; end
class AdminRepo < UserRepo; end
def find_in(k, id) = k.find(id)
repos = [Repo, UserRepo, AdminRepo]
3.times { p repos.map { |k| find_in(k, 1) } }
class UserRepo
  def self.table = "users"
end
2.times { p repos.map { |k| find_in(k, 2) } }
def AdminRepo.find(id) = "admin " + super
2.times { p repos.map { |k| find_in(k, 3) } }
class << Repo
  def table = "REPOS"
end
2.times { p repos.map { |k| find_in(k, 4) } }
UserRepo.singleton_class.send(:remove_method, :table)
2.times { p repos.map { |k| find_in(k, 5) } }

puts "-- extend a class with a module (class methods from a module)"
module Finders
  def find(id) = "finders " + super
end
UserRepo.extend(Finders)
2.times { p repos.map { |k| find_in(k, 6) } }

puts "-- singleton methods on a module used as a namespace"
module Util
  def self.name_of = "Util"
end
def name_of(m) = m.name_of
3.times { p name_of(Util) }
module Util
  def self.name_of = "Util v2"
end
p name_of(Util)
Util.singleton_class.class_eval { alias_method :old_name_of, :name_of; def name_of = "wrapped " + old_name_of }
p name_of(Util)
