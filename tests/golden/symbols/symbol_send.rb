# symbols name methods for send, respond_to? and friends
# 4.0: private method message says "for an instance of Greeter"
class Greeter
  def hello(name) = "hello #{name}"
  def shout(name) = "HEY #{name.upcase}"
  private def secret = "hidden"
end
g = Greeter.new
p g.send(:hello, "ann")
p g.public_send(:shout, "bob")
p g.respond_to?(:hello)
p g.respond_to?(:secret)
p g.respond_to?(:secret, true)
p g.send(:secret)
[:hello, :shout].each { |m| puts g.send(m, "cy") }
p g.send("hello", "string name")
p 5.send(:+, 3)
p [3, 1, 2].send(:sort)
p Greeter.instance_methods(false).sort
p Greeter.method_defined?(:hello)
p Greeter.method_defined?(:secret)
begin
  g.public_send(:secret)
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
