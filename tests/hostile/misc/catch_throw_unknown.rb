# throw of tags nobody catches, and odd tags.
[:x, "str", 1, nil, Object.new].each do |t|
  begin
    throw t
  rescue UncaughtThrowError => e
    p [e.class, e.tag.class]
  end
end
begin
  catch(:a) { throw :b, 1 }
rescue UncaughtThrowError => e
  p e.message
end
p catch { |tag| throw tag, 7 }
p catch(:a) { catch(:b) { throw :a, 9 } }
begin
  throw
rescue ArgumentError => e
  p e.message
end
