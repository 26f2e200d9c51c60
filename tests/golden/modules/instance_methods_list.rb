module Walk
  def walk = "walking"
  def rest = "resting"
end

class Animal
  include Walk
  def eat = "eating"
  def sleep = "sleeping"
  private
  def secret = "secret"
  protected
  def guarded = "guarded"
end

class Dog < Animal
  def bark = "woof"
  def eat = "dog eating"
  attr_accessor :name
end

p Walk.instance_methods.sort
p Animal.instance_methods(false).sort
p Dog.instance_methods(false).sort
p Dog.instance_methods.include?(:walk)
p Dog.instance_methods.include?(:secret)
