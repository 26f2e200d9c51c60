# 4.0: receivers are described as "nil", "an instance of Integer", "class Foo", "main", and quotes are straight
class Foo; end
module Bar; end

def show
  yield
rescue NameError => e
  puts "#{e.class}: #{e.message}"
  p e.name
end

show { nil.upcase }
show { 5.upcase }
show { "str".nope }
show { [1].nope }
show { Foo.new.nope }
show { Foo.nope }
show { Bar.nope }
show { true.nope }
show { false.nope }
show { nope_method() }
show { self.nope_method }
show { 1.0.nope }
show { :sym.nope }
