# method_missing that calls an undefined method on self recurses until SystemStackError.
class Foo
  def method_missing(name, *args)
    bar_undefined
  end
end
begin
  Foo.new.baz
rescue SystemStackError => e
  p e.class
end
