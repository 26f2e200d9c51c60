# Exception causes that form cycles or are not exceptions.
a = RuntimeError.new("a")
b = RuntimeError.new("b")
begin
  begin
    raise a
  rescue
    raise b
  end
rescue => e
  p e.cause.message
end
begin
  raise a, cause: b
rescue ArgumentError => e
  p e.message
rescue => e
  p [e.message, e.cause&.message]
end
[1, "x", nil].each do |c|
  begin
    raise "m", cause: c
  rescue TypeError => e
    p e.message
  rescue => e
    p e.cause
  end
end
