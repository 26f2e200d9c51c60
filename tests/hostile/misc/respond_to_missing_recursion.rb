# respond_to_missing? that calls respond_to? on self.
class Foo
  def respond_to_missing?(name, priv = false)
    respond_to?(name)
  end
end
begin
  p Foo.new.respond_to?(:zzz)
rescue SystemStackError => e
  p e.class
end
