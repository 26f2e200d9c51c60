module Greet
  def greet
    "hello from #{name}"
  end

  def shout
    greet.upcase
  end
end

class Person
  include Greet
  attr_reader :name
  def initialize(name) = @name = name
end

pr = Person.new("ann")
puts pr.greet
puts pr.shout
p Person.include?(Greet)
p pr.is_a?(Greet)
p Greet === pr
p Person.ancestors.take(3)
p Greet.class
p Greet.instance_methods.sort
begin
  Greet.new
rescue NoMethodError => e
  puts e.message
end
# 4.0: NoMethodError message says "for module Greet" with straight quotes
