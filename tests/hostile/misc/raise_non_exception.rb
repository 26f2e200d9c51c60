# raise with things that are not exceptions.
[1, nil, :sym, Object, Object.new, [1], "str", 1.0, Class.new].each do |x|
  begin
    raise x
  rescue TypeError, RuntimeError => e
    p [e.class, e.message]
  end
end
o = Object.new
def o.exception(*) = 42
begin
  raise o
rescue TypeError => e
  p e.message
end
o2 = Object.new
def o2.exception(*) = raise("in exception")
begin
  raise o2
rescue => e
  p e.message
end
begin
  raise RuntimeError, 1, 2
rescue TypeError => e
  p e.message
end
