module Trackable
  def self.included(base)
    puts "Trackable included in #{base}"
    base.extend(ClassMethods)
  end

  def self.extended(obj)
    puts "Trackable extended #{obj.class}"
  end

  module ClassMethods
    def tracked = "tracked class #{name}"
  end

  def track = "tracking #{self.class}"
end

class Order
  include Trackable
end

p Order.tracked
p Order.new.track

class Parent
  def self.inherited(sub)
    puts "#{sub} inherits from #{self}"
    super
  end
end

class Child < Parent; end
class GrandChild < Child; end

s = "str"
s.extend(Trackable)
p s.track
