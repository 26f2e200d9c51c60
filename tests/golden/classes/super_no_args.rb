class Base
  def run(*args)
    "base run with #{args.inspect}"
  end

  def hook
    block_given? ? "base saw block #{yield}" : "base saw no block"
  end
end

class Sub < Base
  def run(a, b)
    super() + " / sub had #{a}, #{b}"
  end

  def hook
    [super(), super(&nil)]
  end
end

s = Sub.new
puts s.run(1, 2)
p s.hook
p s.hook { 42 }

class NoParentMethod
  def missing
    super
  end
end

begin
  NoParentMethod.new.missing
rescue NoMethodError => e
  puts e.message
end
# 4.0: message says "for an instance of NoParentMethod" with straight quotes
