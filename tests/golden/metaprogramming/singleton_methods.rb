# 4.0: NoMethodError message says "for an instance of String" with straight quotes
greeting = "hello"
def greeting.shout = upcase + "!"
p greeting.shout
p greeting.singleton_methods
other = "hello"
begin
  other.shout
rescue NoMethodError => e
  puts e.message
end

obj = Object.new
obj.define_singleton_method(:answer) { 42 }
p obj.answer
class << obj
  def double = answer * 2
end
p obj.double
p obj.singleton_methods.sort
p obj.singleton_class.instance_methods(false).sort

class Pet; end
Pet.define_singleton_method(:create) { new }
p Pet.create.class
