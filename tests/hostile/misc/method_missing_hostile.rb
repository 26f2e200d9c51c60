# method_missing that raises, returns self, calls super with other names, or is undefined.
class A
  def method_missing(n, *a, &b)
    case n
    when :r then raise ArgumentError, "mm"
    when :s then super(:other)
    when :t then super()
    else self
    end
  end
  def respond_to_missing?(*) = raise("rtm")
end
[:r, :s, :t, :u].each do |m|
  begin
    A.new.send(m)
  rescue ArgumentError, NoMethodError => e
    p [m, e.class]
  end
end
begin
  A.new.respond_to?(:zz)
rescue => e
  p e.message
end
class BasicObject; end
o = BasicObject.new
begin
  o.inspect
rescue NoMethodError => e
  p e.class
end
