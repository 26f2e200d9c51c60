class Greeter
  def hello
    "hello"
  end
end

g = Greeter.new
p g.hello

class Greeter
  def goodbye
    "goodbye"
  end

  def hello
    "HELLO (redefined)"
  end
end

p g.hello
p g.goodbye

class Integer
  def double
    self * 2
  end
end

p 21.double

class String
  def shout
    upcase + "!"
  end
end

p "hey".shout
p Greeter.instance_methods(false).sort
