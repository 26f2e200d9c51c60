# define_method bodies and the blocks inside them are labelled by where they are written
# (the method or class body around them), under the owner of the method they define.
class Foo
  def self.make
    define_method(:x) { [1].each { raise "a" } }
  end
  make
  define_method(:y) { raise "b" }
  Y = ->() { raise "c" }
  define_method(:z, &Y)
end
def t
  yield
rescue => e
  puts e.backtrace.first(3)
end
def main
  t { Foo.new.x }
  t { Foo.new.y }
  t { Foo.new.z }
end
main
