# The third argument of raise and the argument of set_backtrace must be nil, a String or an
# Array of Strings; anything else is a TypeError (before, it was stored as the backtrace).
[1, [1], ["a", 2], :sym, {}].each do |bt|
  begin
    raise RuntimeError, "m", bt
  rescue TypeError => e
    p [bt, e.message]
  end
  begin
    StandardError.new.set_backtrace(bt)
  rescue TypeError => e
    p e.class
  end
end
begin
  raise RuntimeError, "m", "here.rb:1"
rescue => e
  p e.backtrace
end
begin
  raise RuntimeError, "m", ["a.rb:1", "b.rb:2"]
rescue => e
  p e.backtrace
end
begin
  raise RuntimeError, "m", nil
rescue => e
  p e.backtrace.class
end
e = StandardError.new
p e.set_backtrace(nil), e.backtrace
